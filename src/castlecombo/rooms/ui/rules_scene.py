"""A short illustrated guide to Castle Rooms, in our own words, drawn with the game's own cards.

The numbers (rooms to win, cards drawn, the hand limit, the deck) come from the engine and the
card data, so the pages say what the game does.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from castlecombo.i18n import N_, _
from castlecombo.kit import draw, theme
from castlecombo.kit.rules_pages import RulesPagesScene
from castlecombo.kit.scene import Navigator
from castlecombo.rooms.engine.deck import (
    CORRIDOR,
    DOWN,
    DRAGON,
    ENTRY,
    EXIT,
    KNIGHT,
    ROOM_KINDS,
    STAIRS,
    UP,
    deck_counts,
)
from castlecombo.rooms.engine.lines import Line, start_line
from castlecombo.rooms.engine.state import DEAL, DRAW, HAND_LIMIT, WIN_LENGTH
from castlecombo.rooms.reason_texts import room_words
from castlecombo.rooms.ui.art import RATIO, card_surface


def _kind(entry: int, exit_: int) -> int:
    """Return the room kind with these sides (helmet up); raise StopIteration if the card file has none."""
    return next(k for k in ROOM_KINDS if ENTRY[k] == entry and EXIT[k] == exit_)


def _rooms(code: str) -> list[int]:
    """Return room kinds from a code like "sc cc" (s: stairs, c: corridor; the way in, then the way out)."""
    side = {"s": STAIRS, "c": CORRIDOR}
    return [_kind(side[word[0]], side[word[1]]) for word in code.split()]


def _numbers() -> dict[str, int]:
    """Return the numbers the pages name, from the engine and the card data."""
    big, small = deck_counts(4), deck_counts(2)
    return {"win": WIN_LENGTH, "deal": DEAL, "draw": DRAW, "limit": HAND_LIMIT,
            "rooms": sum(big[k] for k in ROOM_KINDS), "dragons": big[DRAGON], "knights": big[KNIGHT],
            "box_dragons": big[DRAGON] - small[DRAGON], "box_knights": big[KNIGHT] - small[KNIGHT]}


@dataclass
class Page:
    """One page: a title, its paragraphs (templates marked N_, numbers named) and the picture beside them."""

    title: str
    bullets: list[str]
    picture: str

    def paragraphs(self) -> list[str]:
        """Return the paragraphs in the language spoken now, with the game's numbers."""
        numbers = _numbers()
        return [_(words).format(**numbers) for words in self.bullets]


# TRANSLATORS: the Castle Rooms rules pages. One paragraph per entry; {win}, {deal}, {draw}, {limit}, {rooms},
# {dragons}, {knights}, {box_dragons}, {box_knights} are the game's numbers.
PAGES: list[Page] = [
    Page(N_("What you are building"), [
        N_("Each builder lays lines of room cards on the table, from left to right."),
        N_("The first to have a line of {win} rooms wins at once."),
        N_("Dragons block the lines of your rivals; knights chase a dragon off your own line."),
        N_("Everyone starts with {deal} cards in hand, kept secret. The first player is chosen in New game "
           "(or drawn at random), then turns go round the table."),
    ], "aim"),
    Page(N_("Reading a room"), [
        # the crossed swords at the foot of every room went unexplained (playtest 142)
        N_("Hold a room with its helmet at the top (its crossed swords at the bottom): its left side is the way in, "
           "its right side the way out."),
        N_("Each side is a stair or a corridor, so there are four kinds of room."),
        N_("Turn a room upside down (helmet at the bottom) and its way in and way out change places."),
        N_("All the rooms of one line lie the same way up as the line's first room."),
        # the hand's rooms turning themselves went unsaid here (playtest 257)
        N_("Your hand shows each room the way up it can lie now, and the log names a room by its sides as shown, "
           "left to right."),
    ], "kinds"),
    Page(N_("Your turn"), [
        N_("Draw {draw} cards (fewer if the pile is nearly empty), then play as many cards as you like, one by "
           "one."),
        N_("Add a room to the right end of one of your lines: its way in must match the way out of the "
           "last room, both read the way the line lies."),
        N_("When you are done, end your turn. You may only end it with {limit} cards or fewer in hand."),
        # the keys' way too (playtest 135, keyboard only, found the mouse's alone)
        N_("With more, keep playing. If all you have left are dragons or knights you cannot play, discard one "
           "(click it, then the discard pile; drag it there; or ← → and Enter), and so on until {limit} remain."),
    ], "turn"),
    Page(N_("Starting a new line"), [
        N_("You may start a new line only when no room in your hand fits any of your open lines."),
        # TRANSLATORS: R is the key in every language
        # the button first: a player who only clicks read that she could not turn a room (playtest 312)
        N_("Your first line may lie either way up (the Turn room button, R or a right-click on the room turns "
           "it over)."),
        N_("Each later line must lie the other way up from the line you started before it."),
        N_("A line blocked by a dragon does not count as open."),
    ], "new"),
    Page(N_("Dragons and knights"), [
        N_("Play a dragon on the right end of a rival's line that has no dragon yet (several in a turn, if you "
           "hold them). Nothing can be added to that line while the dragon stays."),
        N_("Play a knight on one of your own lines that carries a dragon: the knight and the dragon both go "
           "to the discard pile, and the line is open again at once."),
        N_("Neither is a room: they never count towards a line's length."),
        # the table's marks said nowhere (playtest 237 asked what the coloured corners were)
        # "in their last turn" read as wrong where a rival's last turn laid nothing (playtest 253)
        # "…every dragon, in the colour of the player who laid it, their shape on the top left corner" was hard to
        # parse (playtest 285)
        N_("On the table, coloured corners mark the rooms each rival laid last (in their last turn that laid any) "
           "and every dragon; a corner's colour, and the shape on its top left, say who laid it."),
    ], "dragon"),
    Page(N_("The end"), [
        # (the places behind the winner were not said, playtest 221)
        N_("A line of {win} rooms ends the game the moment it is laid: its builder wins. The others are placed "
           "behind, their lines compared as below."),
        N_("If a turn begins with an empty pile, the game ends before it. Lines are then compared, longest "
           "first: the longer wins, a tie goes to the second longest, then the third, and so on."),
        N_("A missing line counts as none at all, so lines of 5, 3 and 1 beat lines of 5 and 3. A line "
           "blocked by a dragon counts in full. A complete tie is a shared win."),
        N_("The deck: {rooms} rooms, {dragons} dragons and {knights} knights. With two or three "
           "players, {box_dragons} dragons and {box_knights} knights stay in the box."),
    ], "end"),
]


class RoomsRulesScene(RulesPagesScene):
    """Pages of the Castle Rooms rules with Previous / Next and dots."""

    window_title = N_("Castle Rooms")

    heading = N_("How to play Castle Rooms")
    split = 0.45
    picture_gap = 20

    def __init__(self, app: Navigator, back_label: str = N_("Back to menu"), page: int | None = 0) -> None:
        """Open on ``page`` (-1: the last, the end and the score; None: where the reader last left them)."""
        super().__init__(app, len(PAGES), back_label, page)
        self.pictures: dict[str, Callable[[pygame.Surface, pygame.Rect, float], None]] = {
            "aim": self._pic_aim, "kinds": self._pic_kinds, "turn": self._pic_turn, "new": self._pic_new,
            "dragon": self._pic_dragon, "end": self._pic_end}

    def page_title(self) -> str:
        return _(PAGES[self.page].title)

    def draw_page(self, surface: pygame.Surface, s: float) -> None:
        page = PAGES[self.page]
        self._draw_bullets(surface, page, s)
        with draw.inside(self.pic_rect):  # captions stay beside the text, never over it
            self.pictures[page.picture](surface, self.pic_rect, picture_scale(page.picture, self.pic_rect, s))

    def page_words(self) -> list[str]:
        return PAGES[self.page].paragraphs()

    def _draw_bullets(self, surface: pygame.Surface, page: Page, s: float) -> None:
        rect = self.text_rect
        size = self.text_size(s)  # smaller when a page is long for the window (or the language), gaps too
        f = draw.font(size)
        indent, gap = round(size * self.indent / 21), round(size * self.gap / 21)
        y = rect.top
        for words in page.paragraphs():
            pygame.draw.circle(surface, theme.ACCENT, (rect.left + round(size * 8 / 21), y + f.get_linesize() // 2),
                               max(2, round(size * 4 / 21)))
            for line in draw.wrap(words, f, rect.width - indent):
                draw.text(surface, line, (rect.left + indent, y), size, theme.TEXT, box=rect)
                y += f.get_linesize()
            y += gap

    # --- pictures: lines of real cards ----------------------------------------------------------

    @staticmethod
    def _line(surface: pygame.Surface, line: Line, at: tuple[int, int], width: int, dragon: bool = False) -> None:
        """Draw ``line`` from ``at`` with rooms ``width`` wide (and a dragon at its end)."""
        size = (width, round(width * RATIO))
        x, y = at
        for kind in line.rooms:
            surface.blit(card_surface(kind, size, line.orientation), (x, y))
            x += width + 1
        if dragon:
            surface.blit(card_surface(DRAGON, size), (x, y))

    @staticmethod
    def _built(kinds: list[int], orientation: int) -> Line:
        """Return the line of ``kinds``; raise ValueError if a room would not fit (the pictures follow the rules)."""
        line = start_line(kinds[0], orientation)
        for k in kinds[1:]:
            if not line.fits(k):
                raise ValueError(f"a {room_words(k, 0, str)} room does not continue this picture's line")
            line = line.plus(k)
        return line

    @staticmethod
    def _caption(surface: pygame.Surface, words: str, pos: tuple[int, int], s: float,
                 colour: tuple[int, int, int] = theme.TEXT_DIM, room: int | None = None) -> None:
        draw.text(surface, words, pos, int(17 * s), colour, anchor="midtop", fit="shrink", slide=True,
                  max_width=room)

    def _pic_aim(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        width = room_width("aim", rect, s)
        long = self._built(_rooms("cs sc cc cs ss sc"), UP)
        short = self._built(_rooms("sc cs cc"), DOWN)
        y = rect.top + int(30 * s)
        self._line(surface, long, (rect.left, y), width)
        self._caption(surface, _("a line of six rooms: stairs meet stairs, corridors meet corridors"),
                      (rect.left + 3 * width, y + round(width * RATIO) + int(8 * s)), s)
        y += round(width * RATIO) + int(70 * s)
        self._line(surface, short, (rect.left, y), width, dragon=True)
        self._caption(surface, _("a rival's dragon blocks this line"), (rect.left + 2 * width,
                                                                     y + round(width * RATIO) + int(8 * s)), s)

    def _pic_kinds(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        cols = kinds_columns(rect, s)
        width = room_width("kinds", rect, s, cols)
        h = round(width * RATIO)
        cell = rect.w // cols  # each room in the middle of its column: room for its caption
        turned = _kind(STAIRS, CORRIDOR)
        shown = [(kind, room_words(kind), UP, theme.TEXT_DIM) for kind in ROOM_KINDS]
        shown.append((turned, _("{room} turned: it reads {reading}").format(room=room_words(turned),
                                                                             reading=room_words(turned, DOWN)),
                      DOWN, theme.ACCENT))
        for i, (kind, words, orientation, colour) in enumerate(shown):
            r, c = divmod(i, cols)
            room = cell
            if i == len(shown) - 1:  # the turned room's long caption: the rest of its row is its own
                room = rect.w - c * cell
            x = rect.left + c * cell + (room - width) // 2
            y = rect.top + r * (h + int(CAPTION_ROW * s))
            surface.blit(card_surface(kind, (width, h), orientation), (x, y))
            room -= int(8 * s)
            f = draw.font(int(17 * s))
            # on two lines where one would be shrunk ("sala escada→corredor virada: lê-se corredor→escada", 150 %)
            first, *rest = draw.wrap(words, f, room) if f.size(words)[0] > room and " " in words else [words]
            for k, said in enumerate([first, " ".join(rest)] if rest else [first]):
                self._caption(surface, said, (x + width // 2, y + h + int(6 * s) + k * f.get_linesize()), s, colour,
                              room)

    def _pic_turn(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        width = room_width("turn", rect, s)
        h = round(width * RATIO)
        line = self._built(_rooms("ss sc"), UP)
        y = rect.top + int(30 * s)
        self._line(surface, line, (rect.left, y), width)
        self._caption(surface, _("your line ends in a corridor"), (rect.left + width, y + h + int(8 * s)), s)
        y += h + int(80 * s)
        surface.blit(card_surface(_kind(CORRIDOR, STAIRS), (width, h)), (rect.left, y))
        half = rect.w // 2  # each example and its caption in its own half of the picture
        fits, misfit = _("fits: it starts with a corridor"), _("does not fit: stairs")
        # both captions at one size, the size the longer one fits at ("não cabe: escada" stood far larger than
        # the shrunk "cabe: ela começa com um corredor" beside it, a playtest)
        room = half - int(16 * s)
        size = min(int(17 * s * min(1.0, room / draw.font(int(17 * s)).size(words)[0])) for words in (fits, misfit))
        size = max(theme.MIN_TEXT_PX, size)
        draw.text(surface, fits, (rect.left, y + h + int(8 * s)), size, theme.GOOD, fit="shrink", max_width=room)
        x = rect.left + half
        surface.blit(card_surface(_kind(STAIRS, STAIRS), (width, h)), (x, y))
        draw.text(surface, misfit, (x, y + h + int(8 * s)), size, theme.BAD, fit="shrink", max_width=room)

    def _pic_new(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        width = room_width("new", rect, s)
        h = round(width * RATIO)
        first = self._built(_rooms("cc cs ss sc"), UP)
        second = self._built(_rooms("ss cs cc"), DOWN)
        y = rect.top + int(30 * s)
        self._line(surface, first, (rect.left, y), width)
        self._caption(surface, _("line 1: helmet up"), (rect.left + 2 * width, y + h + int(8 * s)), s)
        y += h + int(70 * s)
        self._line(surface, second, (rect.left, y), width)
        self._caption(surface, _("line 2: helmet down, the other way up"), (rect.left + 3 * width // 2,
                                                                         y + h + int(8 * s)), s)

    def _pic_dragon(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        width = room_width("dragon", rect, s)
        h = round(width * RATIO)
        kinds = _rooms("sc cc cs")
        y = rect.top + int(20 * s)
        self._line(surface, self._built(kinds, UP), (rect.left, y), width, dragon=True)
        self._caption(surface, _("blocked: no room can be added"), (rect.left + 3 * width // 2, y + h + int(8 * s)), s)
        dragon_mid = rect.left + 3 * (width + 1) + width // 2
        y2 = y + h + int(70 * s)
        surface.blit(card_surface(KNIGHT, (width, h)), (dragon_mid - width // 2, y2))
        pygame.draw.line(surface, theme.ACCENT, (dragon_mid, y2 - int(6 * s)), (dragon_mid, y + h + int(34 * s)), 3)
        tip = y + h + int(30 * s)
        pygame.draw.polygon(surface, theme.ACCENT, [(dragon_mid, tip), (dragon_mid - int(8 * s), tip + int(12 * s)),
                                                    (dragon_mid + int(8 * s), tip + int(12 * s))])
        self._caption(surface, _("your knight: both go to the discard pile"), (dragon_mid, y2 + h + int(8 * s)), s,
                      theme.ACCENT)
        y3 = y2 + h + int(60 * s)
        self._line(surface, self._built(kinds, UP), (rect.left, y3), width)
        slot = pygame.Rect(rect.left + 3 * (width + 1), y3, width, h)
        pygame.draw.rect(surface, (56, 86, 62), slot, border_radius=max(3, h // 8))
        pygame.draw.rect(surface, theme.LEGAL, slot, width=2, border_radius=max(3, h // 8))
        self._caption(surface, _("open again: the next room goes here"), (rect.left + 2 * width, y3 + h + int(8 * s)),
                      s, theme.GOOD)

    def _pic_end(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        width = room_width("end", rect, s)
        h = round(width * RATIO)
        y = rect.top + int(10 * s)
        # TRANSLATORS: two example players and their line lengths at the end (the names may be local names)
        for words, lengths, colour in ((_("Ann: 5, 3 and 1  ·  wins"), (5, 3, 1), theme.ACCENT),
                                       (_("Bob: 5 and 3"), (5, 3), None)):
            draw.text(surface, words, (rect.left, y), int(18 * s), colour or theme.TEXT, "bold", box=rect,
                      fit="shrink")
            y += int(28 * s)
            for n, orientation in zip(lengths, (UP, DOWN, UP)):
                kinds = _rooms(("ss " if orientation == UP else "cc ") * n)
                self._line(surface, self._built(kinds, orientation), (rect.left, y), width)
                y += h + int(6 * s)
            y += int(20 * s)


CAPTION_ROW = 44  # under a room of the kinds page: its caption and the gap to the next row, at scale 1
PICTURE_KEPT = 0.85  # a larger UI scale may cost a page's rooms at most this share of their size


@dataclass(frozen=True)
class PictureSize:
    """How a page's picture sizes its rooms, in pixels at scale 1: so many rooms across the picture (after a margin),
    no wider than ``most``, in ``rows`` rows with ``fixed`` pixels of captions and gaps between them."""

    across: float
    most: int
    rows: int
    fixed: float
    margin: int = 0


PICTURE_SIZES = {"aim": PictureSize(7, 110, 2, 130), "turn": PictureSize(6, 110, 2, 140),
                 "new": PictureSize(6, 110, 2, 130), "dragon": PictureSize(5.5, 120, 3, 180),
                 "end": PictureSize(6, 90, 5, 136)}


def _kinds_size(cols: int) -> PictureSize:
    """Return how the page of the four kinds (and one turned) sizes its rooms in ``cols`` columns."""
    rows = -(-(len(ROOM_KINDS) + 1) // cols)
    return PictureSize(cols, 190, rows, rows * CAPTION_ROW + 30, 30 * (cols - 1) + 30)


def room_width(picture: str, rect: pygame.Rect, s: float, cols: int = 2) -> int:
    """Return how wide the rooms of ``picture`` are drawn in ``rect`` at scale ``s`` (the kinds page in ``cols``
    columns): as wide as it wants, or less so that its rows fit ``rect``'s height (at 150 % the pictures ran under
    the page's buttons: a playtest)."""
    size = _kinds_size(cols) if picture == "kinds" else PICTURE_SIZES[picture]
    width = min(int((rect.w - size.margin * s) / size.across), int(size.most * s))
    return max(8, min(width, int((rect.h - size.fixed * s) / (size.rows * RATIO))))


def kinds_columns(rect: pygame.Rect, s: float) -> int:
    """Return in how many columns (two or three) the page of the room kinds draws its rooms larger."""
    return max((2, 3), key=lambda cols: (room_width("kinds", rect, s, cols), -cols))


def _width(picture: str, rect: pygame.Rect, s: float) -> int:
    return room_width(picture, rect, s, kinds_columns(rect, s) if picture == "kinds" else 2)


def picture_scale(picture: str, rect: pygame.Rect, s: float) -> float:
    """Return the scale ``picture`` is drawn at in ``rect``: ``s``, or less (down to the 100 % UI scale's) where its
    larger captions and gaps would leave its rooms under PICTURE_KEPT of their size at 100 % (at 150 % the room
    kinds were drawn half as large, the helmet a dot: playtest 101)."""
    base = s / max(1.0, draw.user_scale())
    least = PICTURE_KEPT * _width(picture, rect, base)
    scale = s
    while scale > base and _width(picture, rect, scale) < least:
        scale = max(base, scale - 0.05)
    return scale


__all__ = ["PAGES", "PICTURE_KEPT", "RoomsRulesScene", "kinds_columns", "picture_scale", "room_width"]
