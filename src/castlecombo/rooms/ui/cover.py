"""Hot-seat: the table is covered while the device passes to the next person (hands are secret)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from castlecombo.i18n import _
from castlecombo.kit import glyphs, theme
from castlecombo.kit.draw import Colour, background, button, font, panel, text, user_scale, wrap_balanced
from castlecombo.kit.scene import HandOff, Navigator
from castlecombo.rooms.ui.live_words import SEPARATOR
from castlecombo.rooms.ui.marks import Point
from castlecombo.rooms.ui.view import RoomsView

MAX_NEWS = 3  # lines of news on the cover


def pass_words(name: str) -> tuple[str, str]:
    """Return the cover's title and its button's label for the player ``name``."""
    # TRANSLATORS: hot-seat: hand the device to the next player
    return _("Pass to {player}").format(player=name), _("I am {player}: show my hand").format(player=name)


CONTINUED = SEPARATOR.rstrip()  # "  ·" ending a line that the next part goes on from


def wrap_parts(words: str, f: pygame.font.Font, width: int) -> list[str]:
    """Return a turn's summary ("Cy added 2 rooms  ·  longest line 5  ·  …") wrapped between its parts where
    they fit whole, a part too long for a line wrapped on its own (it broke mid-phrase: a playtest)."""
    lines: list[str] = []
    parts = words.split(SEPARATOR)
    for k, part in enumerate(parts):
        # a line that goes on ends with the parts' dot, as the app's other wrapped lists do: "a dragon on Cy's line
        # 1" alone read as a sentence without a verb, and "·  puso un dragón…" starting a line as a stray bullet
        # (playtest 122)
        tail = CONTINUED if k < len(parts) - 1 else ""
        trial = f"{lines[-1]}{SEPARATOR}{part}" if lines else part
        if lines and f.size(trial + tail)[0] <= width:
            lines[-1] = trial
            continue
        if lines:
            lines[-1] += CONTINUED
        if f.size(part + tail)[0] <= width:
            lines.append(part)
        else:
            lines += wrap_balanced(part, f, width - f.size(tail)[0])
    return lines


BULLET = "•  "
Line = tuple[str, int, Colour, str, int | None]  # words, size, colour, style, indent (None: centred)


class PassCover(HandOff):
    """Hides the whole table (nothing of it is drawn) until ``seat``'s player says they are there."""

    transparent = False  # the table below is not drawn at all: no hand can show through

    def __init__(self, app: Navigator, view: RoomsView, seat: int, done: Callable[[int], None],
                 news: Sequence[str] = (), summary: Sequence[str] = ()) -> None:
        super().__init__(app)
        self.view = view
        self.seat = seat
        self.done = done
        self.news = list(news)[-MAX_NEWS:]  # the dragons set on this seat's lines since its turn, rivals near ten
        self.summary = list(summary)  # a line for each of the others' turns since this seat's
        self.hover: Point | None = None

    def _texts(self, width: int, sc: float) -> list[Line]:
        """Return the lines under the title, wrapped to ``width``: (words, size, colour, style, indent), ``indent``
        None for a centred line, else the summary's: 0 for a turn's first line (its bullet), 1 for the rest."""
        out: list[Line] = []
        size = max(theme.MIN_TEXT_PX, round(18 * sc))
        secret = _("Hands are secret: only the player whose turn it is looks at the table now.")
        out += [(line, size, theme.TEXT_DIM, "text", None) for line in wrap_balanced(secret, font(size), width)]
        size = max(theme.MIN_TEXT_PX, round(17 * sc))
        if self.summary:
            out.append(("", round(size * 0.6), theme.TEXT, "text", None))  # a little air before the turns
        bullet = font(size).size(BULLET)[0]
        for turn in self.summary:
            parts = wrap_parts(turn, font(size), width - bullet)
            out += [(line, size, theme.TEXT, "text", min(k, 1)) for k, line in enumerate(parts)]
        size = max(theme.MIN_TEXT_PX, round(19 * sc))
        if self.news:
            out.append(("", round(size * 0.6), theme.BAD, "text", None))  # a little air before the news
        for news in self.news:
            out += [(line, size, theme.BAD, "bold", None) for line in wrap_balanced(news, font(size, "bold"), width)]
        return out

    def _rects(self) -> tuple[pygame.Rect, pygame.Rect, list[Line]]:
        """Return the box, its button, each as wide as its words need (the window's width at most), and the
        lines between the title and the button."""
        w, h = self.app.size
        sc = min(w / 1280, h / 720) * user_scale()
        heading, label = pass_words(self.view.seat_name(self.seat))
        title_w = font(round(36 * sc), "title").size(heading)[0]
        label_w = font(round(20 * sc), "bold").size(label)[0]
        ok_w = min(w - round(80 * sc), max(round(360 * sc), label_w + round(40 * sc)))
        # as wide as a turn's summary on one line, where the window has room for it (a short name's narrow box broke
        # every turn over three lines, playtest 166)
        f = font(max(theme.MIN_TEXT_PX, round(17 * sc)))
        turns_w = min(round(900 * sc), max((f.size(BULLET + turn)[0] for turn in self.summary), default=0))
        box_w = min(w - round(40 * sc), max(round(560 * sc), title_w + round(60 * sc), ok_w + round(60 * sc),
                                            turns_w + round(60 * sc)))
        lines = self._texts(box_w - round(40 * sc), sc)
        between = sum(font(size, style).get_linesize() for _words, size, _colour, style, _indent in lines)
        box = pygame.Rect(0, 0, box_w, round(200 * sc) + between)
        # the foot (its button) at one place whatever the summary's length: a playtest's clicks at the spot of
        # the last cover's button missed it; a long summary grows the box upwards
        box.midbottom = (w // 2, round(h * 0.76))
        box.top = max(round(10 * sc), box.top)
        ok = pygame.Rect(0, 0, ok_w, round(52 * sc))
        ok.midbottom = (box.centerx, box.bottom - round(24 * sc))
        return box, ok, lines

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.show_menu()
        elif self.ready and ((event.type == pygame.MOUSEBUTTONUP and event.button == 1
                              and self._rects()[1].collidepoint(event.pos))
                             or (event.type == pygame.KEYDOWN
                                 and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE))):
            self.app.stack.pop()
            self.done(self.seat)

    def draw(self, surface: pygame.Surface) -> None:
        background(surface)
        box, ok, lines = self._rects()
        w, h = self.app.size
        sc = min(w / 1280, h / 720) * user_scale()
        panel(surface, box, alpha=255, radius=12, edge=self.view.seat_colour(self.seat), width=3)
        heading, label = pass_words(self.view.seat_name(self.seat))
        text(surface, heading, (box.centerx, box.y + round(28 * sc)), round(36 * sc), theme.TEXT,
             "title", anchor="midtop", max_width=box.w - round(40 * sc), fit="shrink")
        y = box.y + round(88 * sc)
        # the summary's turns as a list: a block centred as a whole, each turn's later lines under its first words
        # (centred alone, a turn's second line read as one more turn without its bullet: a playtest)
        items = [(words, size) for words, size, _colour, _style, indent in lines if indent is not None]
        bullet = font(items[0][1]).size(BULLET)[0] if items else 0
        block = max((font(size).size(words)[0] for words, size in items), default=0) + bullet
        for words, size, colour, style, indent in lines:
            if indent is None:
                text(surface, words, (box.centerx, y), size, colour, style, anchor="midtop")
            else:
                x = box.centerx - block // 2
                if indent == 0:
                    text(surface, BULLET, (x, y), size, colour, style, anchor="topleft")
                text(surface, words, (x + bullet, y), size, colour, style, anchor="topleft")
            y += font(size, style).get_linesize()
        lit = self.hover is not None and ok.collidepoint(self.hover)
        button(surface, ok, label, round(20 * sc), hover=lit, pad=12, enabled=self.ready)  # greyed while deaf
        if not self.ready:
            glyphs.waiting_bar(surface, ok, self.waited)
        text(surface, _("Esc: back to the menu (the game is saved)"), (w // 2, box.bottom + round(18 * sc)),
             round(15 * sc), theme.TEXT_DIM, anchor="midtop", fit="shrink")
