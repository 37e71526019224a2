"""Hot seat at the Castle Combo table: the cover that hides the table until the next person takes the seat."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

import pygame

from castlecombo.combo.engine import actions as A
from castlecombo.combo.ui.narration import LogEntry
from castlecombo.combo.ui.prompts import TABLE_DIM, PromptTable
from castlecombo.combo.ui.table_view import Point
from castlecombo.i18n import _, language, ngettext
from castlecombo.kit import glyphs, theme
from castlecombo.kit.draw import button_frame, dim, font, panel, text, wrap, wrap_balanced
from castlecombo.kit.scene import HandOff, Navigator, second_click


@dataclass(frozen=True)
class TakenBack:
    """A take-back the log kept ("Turn 2, taken back: Carmen bought Mother Superior…"), among the cover's news."""

    text: str
    seat: int = -1  # NOTE: no seat's mark, the words name whose move it was
    action: int = -1


NOTE, NOTE_LATER = -1, -2  # the seat of a take-back's first line among the cover's news, and of its later lines


class KeptLog(Protocol):
    """A game's log: its entries and the take-backs it keeps (entries before each, its words, its turn)."""

    entries: list[LogEntry]
    kept: list[tuple[int, str, int]]


def news_since(log: KeptLog, seat: int) -> list[LogEntry | TakenBack]:
    """Return the ``log``'s entries since ``seat``'s last decision (the others' moves it has not seen), with the
    take-backs it kept since then where they were made: a move read on one cover, taken back and played otherwise,
    left no word on the next (playtest 288)."""
    entries, kept = log.entries, log.kept
    last = max((i for i, entry in enumerate(entries) if entry.seat == seat), default=-1)
    news: list[LogEntry | TakenBack] = []
    for i in range(last + 1, len(entries) + 1):
        news.extend(TakenBack(said) for at, said, _round in kept if at == i or (i == len(entries) and at > i))
        if i < len(entries) and entries[i].seat != seat:
            news.append(entries[i])
    return news


def brief(words: str, name: str = "", lines: Callable[[str], int] | None = None) -> str:
    """Return a log line's first clause (up to its first colon or semicolon), and the later clauses that name
    ``name`` (what the move did to the person taking the seat: "Chiamaka +1 gold" went unsaid, playtest 234), with
    "…" where it said more; given how many ``lines`` a text takes, the next clauses too while they take no more
    lines ("…bought Master-at-Arms for 2 gold…" left "+4 gold" unsaid beside room for it, playtest 286)."""
    parts = re.split(r"([\s\u00a0\u202f]*[:;]\s*)", words)
    head = parts[0]
    if head == words:
        return words
    clauses, seps = parts[2::2], parts[1::2]

    def said(kept: int) -> str:
        if kept == len(clauses):
            return words
        theirs = [part.rstrip(" .") for part in clauses[kept:]
                  if name and re.search(rf"(?<!\w){re.escape(name)}(?!\w)", part)]
        start = head + "".join(sep + part for sep, part in zip(seps[:kept], clauses[:kept], strict=True))
        colon = next((sep for sep in seps if ":" in sep), ": ") if not kept else "; "
        return start.rstrip(" .") + (colon + "; ".join(theirs) if theirs else "") + "…"

    kept = 0
    if lines is not None:
        least = lines(said(0))
        while kept < len(clauses) and lines(said(kept + 1)) <= least:
            kept += 1
    return said(kept)


BUTTON_BELOW = 80  # px at 1x from the window's middle down to the foot of the cover's seat button, at two seats
BELOW_PER_SEAT = 20  # px at 1x lower for each seat past two: more seats, more news (at five "Cedric spent a key to
# refresh the Castle display…" hid the cards it showed, playtest 271); the same place all game long


def button_below(seats: int) -> int:
    """Return the px at 1x from the window's middle down to the foot of the cover's seat button at ``seats``."""
    return BUTTON_BELOW + BELOW_PER_SEAT * (seats - 2)
# px at 1x between the seat's button and the take-back button under it: 14 left a slip undoing the last move (playtest
# 111, a hand with a tremor)
BACK_GAP = 32


class PassCover(HandOff):
    """Hot-seat: hide the table until the next player takes the seat."""

    transparent = True

    def __init__(self, app: Navigator, table: PromptTable, seat: int, resumed: bool = False,
                 news: Sequence[LogEntry | TakenBack] = ()) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.resumed = resumed  # the game was just continued: nobody passed the table
        # what the others did since this seat's turn: the log under the cover showed two lines of it, dimmed, and a
        # café's table lost track of the AIs between two people (playtest 100)
        self.news = list(news)
        self.hover: Point | None = None
        # the take-back asked for once and waiting to be confirmed: a first press by the next person took back
        # another's move at once (playtests 143 and 146)
        self.confirming = False
        self._said: tuple[object, list[tuple[int | None, str]]] = (None, [])  # the news lines, as last worked out

    def _news_lines(self, width: int, most: int) -> list[tuple[int | None, str]]:
        """Return the others' moves since this seat's turn in lines ``width`` wide (with the seat whose move a line
        begins, None for its later lines), under their heading, in at most ``most`` lines: the latest moves."""
        if not self.news:
            return []
        sc = self.table.view.layout.scale
        key = (width, most, sc, language())  # asked every frame: the same news, wrapped and briefed once
        if self._said[0] != key:
            self._said = (key, self._news_for(width, most, sc))
        return self._said[1]

    def _news_for(self, width: int, most: int, sc: float) -> list[tuple[int | None, str]]:
        f = font(round(15 * sc))

        def lines(seat: int | None, words: str) -> list[tuple[int | None, str]]:
            later = NOTE_LATER if seat == NOTE else None  # a take-back's later lines are drawn as its first
            return [(seat if k == 0 else later, line) for k, line in enumerate(wrap(words, f, width - round(22 * sc)))]

        moves = [lines(entry.seat, entry.text) for entry in self.news]
        left_out = 0

        def left_out_of(some: list[list[tuple[int | None, str]]]) -> int:
            """The earliest moves left out for the heading, the rest and a line saying so (kept for them always,
            playtest 199) to fit."""
            n = 0
            while n < len(some) and 1 + sum(len(m) for m in some[n:]) + (1 if n else 0) > most:
                n += 1
            return n

        def over() -> bool:
            return 1 + sum(len(m) for m in moves) + (1 if left_out else 0) > most

        # the earlier moves said briefly, the latest first kept whole: five people had two moves of a round and "4
        # earlier moves, in the log" (playtest 207)
        for i, entry in enumerate(self.news):
            if not over():
                break
            if entry.action == A.KEY_REFRESH or isinstance(entry, TakenBack):  # a refresh says the cards it brought:
                continue  # the seat taking the table wants them (playtest 279 read "…refresh the Castle display…")
            said = lines(entry.seat, brief(entry.text, self.table.view.seat_name(self.seat),
                                           lambda words: len(wrap(words, f, width - round(22 * sc)))))
            # the latest briefly too where that says one more move: at 125 % in a small window its four lines left
            # four moves to the log and a friend saw one of the round's five (playtest 284)
            if i < len(moves) - 1 or left_out_of([*moves[:-1], said]) < left_out_of(moves):
                moves[i] = said
        while moves and over():
            moves.pop(0)
            left_out += 1
        if left_out:  # said, not dropped unsaid: a grandfather missed moves (playtest 104)
            # TRANSLATORS: hot-seat cover: the first line of its news where the earlier moves have no room
            earlier = ngettext("… {n} earlier move, in the log", "… {n} earlier moves, in the log", left_out)
            moves.insert(0, [(None, earlier.format(n=left_out))])
        if self.table.state.players[self.seat].count:
            # TRANSLATORS: hot-seat cover: above what the other players did since the turn of the person taking the
            # seat
            head = _("Since your last turn:")
        else:
            # TRANSLATORS: hot-seat cover: the same, before that person's first turn (playtest 102)
            head = _("Since the game began:")
        return [(None, head)] + [line for lines in moves for line in lines] if moves else []

    def _words(self) -> tuple[str, str, str]:
        """Return the cover's title, its line and its button's label, in the language spoken now."""
        name = self.table.view.seat_name(self.seat)
        if self.resumed:
            line = _("The game goes on where it was left.  Esc: the menu.")
        elif not self.table.state.actions:
            # TRANSLATORS: hot-seat cover before the game's first move (its title names who plays first)
            line = _("The game begins.  Esc: the menu.")
        else:
            line = _("The screen passes to the next player.  Esc: the menu.")
        # TRANSLATORS: hot-seat button: the named player confirms they took the seat
        return _("Pass to {player}").format(player=name), line, _("I am {player}: my turn").format(player=name)

    def _back_words(self) -> str:
        """Return the label of the button that takes back the move of the person who played, or "" if none may."""
        if self.table.undo_problem() is not None:  # continued: the one who had the screen, if this run knows
            return ""
        player = self.table.view.seat_name(self.table.view_seat)
        if self.confirming:
            # TRANSLATORS: hot-seat cover: the take-back button once pressed, waiting for a second press to confirm;
            # only the person who played takes their move back ("Only Jonas takes it back" read as "only Jonas's move,
            # not the AI's", playtest 218)
            return _("Are you {player}? Press again to take it back (Z)").format(player=player)
        last = max((i for i, entry in enumerate(self.news) if entry.seat == self.table.view_seat), default=None)
        ais = len({entry.seat for entry in self.news[last + 1:]}) if last is not None else 0
        if ais:  # the AIs' turns since go back with it: said, not done behind the table's back (playtest 100)
            # TRANSLATORS: hot-seat cover: the person who played takes back their move, and the AIs' turns played since
            words = ngettext("Take back {player}'s move and the AI turn since (Z)",
                             "Take back {player}'s move and the {n} AI turns since (Z)", ais)
            return words.format(player=player, n=ais)
        # TRANSLATORS: hot-seat cover: the person who just played takes back the move that ended their turn
        return _("Take back {player}'s move (Z)").format(player=player)

    def _parts(self) -> tuple[list[str], int, list[str], list[str], int]:
        """Return the cover's title in lines and their size, its button label and take-back label in lines, for the
        cover's width, and that width: the market's column, never wider (a long name wraps instead)."""
        w = self.app.size[0]
        sc = self.table.view.layout.scale
        title, _line, label = self._words()
        back_words = self._back_words()
        need = max(font(round(34 * sc), "title").size(title)[0] + round(60 * sc),
                   font(round(20 * sc)).size(label)[0] + round(90 * sc),
                   font(round(16 * sc)).size(back_words)[0] + round(90 * sc) if back_words else 0)
        width = min(w - 40, self.table.view.layout.market.w, max(round(520 * sc), need))
        room = self._button_width(width) - round(24 * sc)
        size = self._title_size(title, width)
        titles = wrap_balanced(title, font(size, "title"), width - round(24 * sc))
        labels = wrap_balanced(label, font(round(20 * sc), "bold"), room)
        backs = wrap_balanced(back_words, font(round(16 * sc), "bold"), room) if back_words else []
        return titles, size, labels, backs, width

    def _title_size(self, title: str, width: int) -> int:
        """Return the title's size in a cover ``width`` wide: smaller where a word of it (a long name) would be
        broken ("Pass to Megan Hughes-Llewel / lyn-Pritchard" at 150 %, playtest 84), to two thirds at most."""
        sc = self.table.view.layout.scale
        size = round(34 * sc)
        longest = max(title.split(), key=lambda word: font(size, "title").size(word)[0])
        while size > round(23 * sc) and font(size, "title").size(longest)[0] > width - round(24 * sc):
            size -= 1
        return size

    def _reason_h(self) -> int:
        """Return the height a refusal shown on the cover takes above the news."""
        return round(24 * self.table.view.layout.scale) if self.table.reason and self.news else 0

    def _button_width(self, width: int) -> int:
        """Return the width of the cover's button in a cover ``width`` wide."""
        sc = self.table.view.layout.scale
        return min(width - round(40 * sc), max(round(340 * sc), width - round(60 * sc)))

    def _rects(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect | None]:
        return self._laid_out()[:3]

    def _laid_out(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect | None, list[tuple[int | None, str]]]:
        """Return the cover's box, its button, its take-back button (None: none) and its news lines."""
        h = self.app.size[1]
        lay = self.table.view.layout
        sc = lay.scale
        titles, size, labels, backs, width = self._parts()
        extra_title = (len(titles) - 1) * font(size, "title").get_linesize()
        ok_h = round(50 * sc) + (len(labels) - 1) * font(round(20 * sc), "bold").get_linesize()
        back_h = round(38 * sc) + (len(backs) - 1) * font(round(16 * sc), "bold").get_linesize() if backs else 0
        below = back_h + round(BACK_GAP * sc) if backs else 0
        box = pygame.Rect(0, 0, width, round(170 * sc) + extra_title + ok_h + below)
        # over the market and the log, in the same place every time (a café's playtest: at the top, the foot or the
        # middle by turns, its button was somewhere else each time), never wider than that column: over the tableau
        # it hid the card its player placed last, and the tableau read as empty (two playtests); a long name wraps
        # (at 150 % with a 32-letter name the cover still moved from place to place, playtest 82); its foot, where
        # the buttons are, stays put and the news grows upwards (with AIs between, the button moved by 100 px from
        # one hand-over to the next, and a tap missed it: playtest 184)
        # the seat's button in one place, a take-back under it or not (187: it stood 70 px higher with one)
        foot = min(h - round(8 * sc), h // 2 + round(button_below(self.table.state.n) * sc) + round(24 * sc) + below)
        line = font(round(15 * sc)).get_linesize()
        room = foot - box.h - lay.top.bottom - round(8 * sc) - self._reason_h()
        news = self._news_lines(width - round(48 * sc), max(0, room // line))
        if news:
            box.h += len(news) * line + self._reason_h()
        box.midbottom = (lay.market.centerx, foot)
        box.top = max(box.top, lay.top.bottom + round(8 * sc))  # a long name wrapped at 150 % in a small window
        ok = pygame.Rect(0, 0, self._button_width(width), ok_h)
        ok.midbottom = (box.centerx, box.bottom - round(24 * sc) - below)
        if not backs:
            return box, ok, None, news
        back = pygame.Rect(0, 0, min(ok.w, max(font(round(16 * sc), "bold").size(line)[0] for line in backs)
                                     + round(40 * sc)), back_h)
        back.midbottom = (box.centerx, box.bottom - round(18 * sc))
        return box, ok, back, news

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        elif self.ready and ((event.type == pygame.MOUSEBUTTONUP and event.button == 1
                              and self._rects()[1].collidepoint(event.pos))
                             or (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE))):
            self.app.stack.pop()
            self.table.pass_done(self.seat)
        elif (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE) or (
                event.type == pygame.MOUSEBUTTONUP and event.button == 1
                and self.table.view.layout.menu.collidepoint(event.pos)):
            self.table.go_menu()  # the game is saved; whoever continues it takes the seat
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_z, pygame.K_u):
            if not self._confirm():
                self.table.handle(event)  # the move taken back (the cover goes), or why not, said on the cover
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.ready:
            back = self._rects()[2]
            # a double-click's second is no answer to "Are you Hugo? Press again": it took back at once (240)
            if back is not None and back.collidepoint(event.pos) and not second_click(event) and not self._confirm():
                self.table.undo()

    def _confirm(self) -> bool:
        """Ask for a second press before a take-back; return whether this press only asked (the first of two)."""
        if self.confirming or not self._back_words():
            return False
        self.confirming = True
        return True

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 225, TABLE_DIM)
        box, button_rect, back, news = self._laid_out()
        view = self.table.view
        sc = view.layout.scale
        panel(surface, box, alpha=255, radius=10, edge=view.seat_colour(self.seat), width=3)
        titles, size, labels, backs, _width = self._parts()
        words = self._words()[1]
        inner = box.inflate(-round(24 * sc), 0)
        y = box.y + round(30 * sc)
        for line in titles:
            text(surface, line, (box.centerx, y), size, theme.TEXT, "title", anchor="midtop", fit="shrink", box=inner)
            y += font(size, "title").get_linesize()
        y += round(54 * sc) - font(size, "title").get_linesize()
        text(surface, words, (box.centerx, y), round(19 * sc), theme.TEXT_DIM, anchor="midtop", fit="shrink", box=inner)
        if self.table.reason:  # said on the table, it lay under the cover's dimming (a playtest)
            text(surface, self.table.reason, (box.centerx, y + round(32 * sc)), round(17 * sc), theme.BAD,
                 "bold", anchor="midtop", fit="shrink", box=inner)
        self._draw_news(surface, box, news, y + round(34 * sc) + self._reason_h())
        for rect, lines, label_size in ((button_rect, labels, round(20 * sc)), (back, backs, round(16 * sc))):
            if rect is None:
                continue
            # greyed while the cover is deaf to it, so a click too soon is not taken for a button that does nothing
            colour = button_frame(surface, rect, hover=self.hover is not None and rect.collidepoint(self.hover),
                                  enabled=self.ready)
            if not self.ready:
                glyphs.waiting_bar(surface, rect, self.waited)
            step = font(label_size, "bold").get_linesize()
            # centred above the waiting bar's foot, which crossed a second line ("…giocato dopo", playtest 193)
            y = rect.y + (rect.h - glyphs.waiting_bar_foot(rect) - step * len(lines)) // 2
            for line in lines:
                text(surface, line, (rect.centerx, y), label_size, colour, "bold", anchor="midtop", fit="shrink",
                     max_width=rect.w - round(12 * sc))
                y += step

    def _draw_news(self, surface: pygame.Surface, box: pygame.Rect, lines: list[tuple[int | None, str]],
                   y: int) -> None:
        """Draw what the others did since this seat's turn (``lines``) from ``y`` down, each move after its seat's
        mark."""
        view = self.table.view
        sc = view.layout.scale
        step = font(round(15 * sc)).get_linesize()
        x = box.x + round(24 * sc)
        for k, (seat, line) in enumerate(lines):
            centre = (x + round(6 * sc), y + step // 2)
            if seat is not None and seat >= 0:
                glyphs.seat_mark(surface, view.seat_colour(seat), centre, round(5 * sc))
            elif seat == NOTE:  # a ring of its own, dim: under a move's mark it read as part of that move (290)
                pygame.draw.circle(surface, theme.TEXT_DIM, centre, round(5 * sc), width=max(1, round(1.5 * sc)))
            text(surface, line, (x + (0 if k == 0 else round(22 * sc)), y), round(15 * sc),
                 theme.TEXT_DIM if k == 0 or seat in (NOTE, NOTE_LATER) else theme.TEXT, "bold" if k == 0 else "text",
                 fit="shrink", max_width=box.w - round(48 * sc))
            y += step
