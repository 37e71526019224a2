"""The Castle Rooms table view: draws a game state as one seat sees it and says what is under a point.

The live table and the replay both own a :class:`RoomsView`; what they show beyond the state
(the lit targets of a card, a dragged card, a card in flight, a refusal) they pass in as
:class:`Marks`. The view decides nothing and changes no state.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from castlecombo.i18n import _, ngettext, pgettext
from castlecombo.kit import glyphs, theme
from castlecombo.kit.draw import (
    Colour,
    button_frame,
    fitted,
    font,
    icon_button,
    inside,
    panel,
    text,
    tint,
    two_lines_between,
    user_scale,
    wrap_balanced,
)
from castlecombo.people import shown
from castlecombo.rooms.engine.state import GameState
from castlecombo.rooms.ui.art import back_surface, card_surface
from castlecombo.rooms.ui.hand_flip import HandFlips
from castlecombo.rooms.ui.layout import HEAD, RoomsLayout, compute
from castlecombo.rooms.ui.lines_view import target_at, target_rect
from castlecombo.rooms.ui.log_view import LogView
from castlecombo.rooms.ui.marks import Drag, Marks, Point
from castlecombo.rooms.ui.moves import DISCARD, Target, is_room
from castlecombo.rooms.ui.narration import YOU
from castlecombo.rooms.ui.narration import is_you as named_you
from castlecombo.rooms.ui.reason_place import kept_in_sight, reason_box
from castlecombo.rooms.ui.seat_panel import SeatLooks, draw_panel
from castlecombo.storage.records import SeatConfig

REFUSAL_LOOK = ((70, 34, 30), theme.BAD)  # the ground and edge of the box that says why a play was refused
COACH_LOOK = ((24, 44, 60), theme.FOCUS)  # the box of a suggestion too long for the help line: the ring's blue


IDLE = (20, 24, 20, 150)  # darker than a market card's DIMMED: on a dark knight that one hardly showed (playtest 104)


def hand_face(surface: pygame.Surface, card: int, at: pygame.Rect, turned: bool, idle: bool) -> None:
    """Draw a hand card face up in ``at`` (``turned``: helmet down), dimmed when ``idle``: it cannot be played now."""
    surface.blit(card_surface(card, at.size, int(turned)), at)
    if idle:
        tint(surface, at, IDLE)


class RoomsView:
    """Drawing and hit-testing of a Castle Rooms state for one seat at the current window size."""

    def __init__(self, seats: Sequence[SeatConfig], size: tuple[int, int]) -> None:
        self.seats, self.size = list(seats), size
        self.n = len(self.seats)
        self._key: tuple[object, ...] = ()
        self.log_view = LogView()
        self.flips = HandFlips()  # rooms of the hand turning over as they come to be drawn the other way
        self.layout: RoomsLayout = compute(size, list(range(self.n)), [0] * self.n, 2)

    def resize(self, size: tuple[int, int]) -> None:
        """Lay the table out for a window of ``size`` (at the next ``arrange``)."""
        self.size = size
        self._key = ()

    def arrange(self, state: GameState, view_seat: int, hand_seat: int | None = None) -> RoomsLayout:
        """Return the layout for ``state`` seen by ``view_seat`` (its panel first), with the hand of ``hand_seat``
        (by default the same seat) at the bottom; recomputed only when the lines or hand change."""
        order = [(view_seat + i) % self.n for i in range(self.n)]
        if len(self.humans()) > 1:  # hot-seat: the others in seat order, so each keeps its place from one person's
            order = [view_seat, *sorted(order[1:])]  # view to the next (the AI swapped sides each turn, playtest 222)
        lines = [len(ls) for ls in state.lines]
        hand = state.hand_size(view_seat if hand_seat is None else hand_seat)
        key = (self.size, user_scale(), tuple(order), tuple(lines), hand)
        if key != self._key:
            # the same seat shown in the same window keeps its arrangement while it can
            same = self._key[:3] == key[:3]
            self._key = key
            self.layout = compute(self.size, order, lines, hand, self.layout.columns if same else 0)
        return self.layout

    # --- seats ------------------------------------------------------------------------------

    def seat_name(self, seat: int) -> str:
        """Return the name of ``seat`` as the app writes it (a default "Player 2" in the language spoken)."""
        return shown(self.seats[seat].name)

    def seat_colour(self, seat: int) -> Colour:
        """Return the colour of ``seat``."""
        return theme.hex_colour(self.seats[seat].colour)

    def humans(self) -> list[int]:
        """Return the seats people play."""
        return [i for i, seat in enumerate(self.seats) if seat.kind == "human"]

    def is_you(self, seat: int) -> bool:
        """True if ``seat`` is the only seat a person plays (the table then says "you")."""
        return self.humans() == [seat]

    def said_names(self) -> list[str]:
        """Return the seats' names as the log and the top bar say them: "You" for the one person at the table."""
        return [YOU if self.is_you(k) else seat.name for k, seat in enumerate(self.seats)]

    def hand_title(self, seat: int) -> str:
        """Return the title over ``seat``'s hand: "Your hand" for the one person at the table, else "<name>'s hand"."""
        name = self.seat_name(seat)
        if self.is_you(seat) or named_you(name):
            return _("Your hand")
        return _("{player}'s hand").format(player=name)

    # --- what is under a point -------------------------------------------------------------------

    def hand_index_at(self, pos: Point) -> int | None:
        """Return the index of the hand card under ``pos``."""
        for i, rect in enumerate(self.layout.hand):
            if rect.collidepoint(pos):
                return i
        return None

    def target_at(self, pos: Point, state: GameState, new_line_seat: int | None) -> Target | None:
        """Return the target under ``pos``: a seat's line, the new-line space of ``new_line_seat``, the discard."""
        if self.layout.discard.collidepoint(pos):
            return DISCARD
        for seat, seat_panel in self.layout.panels.items():
            if seat_panel.rect.collidepoint(pos):
                return target_at(seat_panel, state.lines[seat], pos, seat == new_line_seat)
        return None

    def target_rect(self, state: GameState, target: Target) -> pygame.Rect:
        """Return where ``target`` is drawn now."""
        if target.kind == "discard":
            return self.layout.discard
        return target_rect(self.layout.panels[target.seat], state.lines[target.seat], target)

    def hand_rect(self, seat: int, index: int, view_seat: int) -> pygame.Rect:
        """Return where card ``index`` of ``seat``'s hand is (the hand strip, or the backs in its panel header)."""
        if seat == view_seat and 0 <= index < len(self.layout.hand):
            return self.layout.hand[index]
        header = self.layout.panels[seat].header
        cw = max(12, round(min(header.h, HEAD * self.layout.scale) * 1.2))  # a two-line header's first line
        # mid-header: clear of the name on the left and of "playing now" on the right
        return pygame.Rect(header.centerx - cw // 2, header.y, cw, round(cw * 0.71))

    # --- drawing --------------------------------------------------------------------------------

    def draw_button(self, surface: pygame.Surface, rect: pygame.Rect, label: str, enabled: bool,
                    hover: Point | None, lit: bool = False, size: int | None = None) -> None:
        """Draw a table button (its edge lit under the pointer, or by ``lit``), its label at ``size`` or fitted."""
        over = hover is not None and rect.collidepoint(hover)
        colour = button_frame(surface, rect, hover=over, enabled=enabled, lit=lit and enabled)
        # clear of the frame's rounded edge ("The ending (Enter)" touched it at 150 %: a playtest)
        text(surface, label, rect.center, size or round(19 * self.layout.scale), colour, "bold", anchor="center",
             max_width=rect.w - round(20 * self.layout.scale), fit="shrink")

    def draw_top(self, surface: pygame.Surface, words: str | Sequence[str], dot: int | None, menu_label: str,
                 hover: Point | None, rules: bool = False) -> None:
        """Draw the top bar: the title, ``words`` (or the longest of its forms that fits) after ``dot``'s colour, the
        menu button (and the rules')."""
        lay = self.layout
        s = lay.scale
        pygame.draw.rect(surface, theme.PANEL, lay.top)
        pygame.draw.line(surface, theme.PANEL_EDGE, lay.top.bottomleft, lay.top.bottomright)
        forms = (words,) if isinstance(words, str) else tuple(words)
        right = lay.settings.x if rules else lay.menu.x
        # TRANSLATORS: the game's name (keep it as printed on the game's box in your language)
        named = round(16 * s) + font(round(24 * s), "title").size(_("Castle Rooms"))[0]
        middle, half, k = top_room(lay, forms, named, right)
        bare = top_room(lay, forms, 0, right)
        if bare[2] < k:  # the name gives way where the words would shrink ("Il tuo ultimo turno" at 12 px, 150 %)
            middle, half, k = bare
        else:
            text(surface, _("Castle Rooms"), (round(16 * s), lay.top.centery), round(24 * s), theme.ACCENT, "title",
                 anchor="midleft")
        words = forms[min(k, len(forms) - 1)]
        r = text(surface, words, (middle, lay.top.centery), round(22 * s), theme.TEXT,
                 "bold", anchor="center", max_width=2 * half, fit="shrink")
        if dot is not None:
            glyphs.seat_mark(surface, self.seat_colour(dot), (r.x - round(16 * s), r.centery), round(9 * s))
        self.draw_button(surface, lay.menu, menu_label, True, hover)
        if rules:
            self.draw_button(surface, lay.rules, _("Rules (F1)"), True, hover)
            icon_button(surface, lay.settings, "settings", hover=hover is not None and lay.settings.collidepoint(hover))

    def draw_side(self, surface: pygame.Surface, state: GameState, log: Sequence[str], lit_discard: bool,
                  over_discard: bool, log_rect: pygame.Rect | None = None) -> None:
        """Draw the pile and discard counts (the discard lit when a card may go there) and the log
        (in ``log_rect``, or the layout's)."""
        lay = self.layout
        s = lay.scale
        panel(surface, lay.side, alpha=255, radius=10)
        size = round(17 * s)
        piled, discarded = len(state.pile), len(state.discard)
        # TRANSLATORS: the draw pile and how many cards it holds
        text(surface, ngettext("Pile  {n}", "Pile  {n}", piled).format(n=piled),
             (lay.pile.centerx, lay.pile.y - round(4 * s)), size, theme.TEXT, "bold", anchor="midbottom",
             max_width=lay.side.w - round(8 * s), fit="shrink")
        # TRANSLATORS: the discard pile and how many cards it holds
        text(surface, ngettext("Discard  {n}", "Discard  {n}", discarded).format(n=discarded),
             (lay.discard.centerx, lay.discard.y - round(4 * s)), size, theme.TEXT, "bold", anchor="midbottom",
             max_width=lay.side.w - round(8 * s), fit="shrink")
        if state.pile:
            surface.blit(back_surface(lay.pile.size), lay.pile)
        else:
            pygame.draw.rect(surface, theme.PANEL_EDGE, lay.pile, width=1, border_radius=6)
            # TRANSLATORS: the draw pile holds no card (said of the pile: Spanish "vacío", where a space is "vacía")
            text(surface, pgettext("pile", "empty"), lay.pile.center, size, theme.TEXT_DIM, anchor="center")
        if state.discard:
            surface.blit(card_surface(state.discard[-1], lay.discard.size), lay.discard)
        else:
            pygame.draw.rect(surface, theme.PANEL_EDGE, lay.discard, width=1, border_radius=6)
        if lit_discard:
            pygame.draw.rect(surface, theme.HIGHLIGHT if over_discard else theme.LEGAL, lay.discard.inflate(6, 6),
                             width=3, border_radius=8)
        drawn = state.drawn
        note = ngettext("{n} card drawn this turn", "{n} cards drawn this turn", drawn).format(n=drawn) \
            if not state.is_over else _("the game is over")
        text(surface, note, (lay.side.centerx, lay.pile.bottom + round(8 * s)), round(15 * s), theme.TEXT_DIM,
             anchor="midtop", max_width=lay.side.w - round(12 * s), fit="shrink")
        self.log_view.draw(surface, log, log_rect or lay.log, s)

    def draw_panels(self, surface: pygame.Surface, state: GameState, marks: Marks,
                    status: Callable[[int], str]) -> None:
        """Draw every seat's panel: name, hand size, longest line, ``status`` and its lines."""
        for seat, seat_panel in self.layout.panels.items():
            # one's own lines large too: at 150 % in 1280x720 a fifth line drew them 46 px wide (playtests 90, 91)
            # the person shown, in hot-seat too: their own near win is not a red alarm (playtests 222, 225)
            mine = self.is_you(seat) or (seat == self.layout.own and seat in self.humans())
            looks = SeatLooks(self.seat_name(seat), self.seat_colour(seat), mine, True,
                              zoom_mark_only=seat == self.layout.own)
            draw_panel(surface, self.layout, state, seat_panel, marks, status(seat), looks)

    def draw_hand(self, surface: pygame.Surface, state: GameState, marks: Marks, title: str) -> None:
        """Draw the hand of ``marks.view_seat`` (face up, or its backs), the chosen card raised."""
        lay = self.layout
        s = lay.scale
        area = lay.hand_area
        panel(surface, area, alpha=255, radius=10)
        head = text(surface, title, (area.x + round(12 * s), area.y + round(8 * s)), round(18 * s), theme.TEXT,
                    "bold", max_width=lay.rotate.x - area.x - round(24 * s))
        cards = state.hand_cards(marks.view_seat)
        if not cards:
            # TRANSLATORS: an empty hand
            text(surface, _("no cards"), (area.x + round(12 * s), area.y + round(60 * s)), round(16 * s),
                 theme.TEXT_DIM, anchor="midleft")
        if marks.show_hand:
            self.flips.note(marks.view_seat, cards, [i < len(marks.hand_turned) and marks.hand_turned[i]
                                                     and is_room(card) for i, card in enumerate(cards)])
        for i, (card, rect) in enumerate(zip(cards, lay.hand)):
            if i in marks.hand_hidden:
                pygame.draw.rect(surface, theme.PANEL_EDGE, rect, width=1, border_radius=6)
                continue
            # raised, but its frame stays clear of the title above the hand
            lift = max(0, min(round(8 * s), rect.y - head.bottom - round(5 * s))) if i == marks.selected else 0
            at = rect.move(0, -lift)
            if marks.show_hand:
                turned = i < len(marks.hand_turned) and marks.hand_turned[i] and is_room(card)
                if self.flips.flipping(i):
                    drawn = self.flips.draw(surface, i, at, turned)
                    if i in marks.hand_idle and i != marks.selected:  # dimmed as it lies, not lit while it turns
                        tint(surface, drawn, IDLE)
                else:
                    hand_face(surface, card, at, turned, idle=i in marks.hand_idle and i != marks.selected)
            else:
                surface.blit(back_surface(rect.size), at)
            if i == marks.selected:  # thick, in the keyboard's blue: a thin ring was easily lost (a keyboard playtest)
                pygame.draw.rect(surface, theme.FOCUS, at.inflate(round(10 * s), round(10 * s)),
                                 width=max(3, round(4 * s)), border_radius=8)
            elif marks.show_hand and marks.hover is not None and rect.collidepoint(marks.hover):
                # the card a click, a right-click or R acts on (nothing showed it, a playtest)
                pygame.draw.rect(surface, theme.TEXT_DIM, at.inflate(4, 4), width=2, border_radius=7)

    def draw_buttons(self, surface: pygame.Surface, enabled: dict[str, bool | None], hover: Point | None,
                     caption: str = "") -> None:
        """Draw Rotate, Undo and End turn (greyed when idle; None: not drawn, ``caption`` or why said if "told")."""
        lay = self.layout
        labels = (
            # TRANSLATORS: button: turns the chosen room card over (helmet up / down); R is its key in every language
            _("Turn room (R)"),
            # TRANSLATORS: button: takes back the last card played; U is its key in every language
            _("Undo (Z)"),
            # TRANSLATORS: button that ends the turn; E is its key in every language
            _("End turn (E)"))
        rects = (lay.rotate, lay.undo, lay.end_turn)
        # one size for the three, the longest label's ("Encerrar turno (E)" was smaller than the others, a playtest)
        size = min(fitted(label, round(19 * lay.scale), "bold", rect.w - round(20 * lay.scale), "shrink",
                          theme.MIN_TEXT_PX)[1] for label, rect in zip(labels, rects, strict=True))
        if enabled["rotate"] is not None:  # None once rooms lie their lines' ways: it was greyed out all game
            self.draw_button(surface, lay.rotate, labels[0], enabled["rotate"], hover, size=size)
        elif enabled.get("told", True):  # its place says why it went (playtest 130 saw it vanish without a word),
            draw_caption(surface, caption_room(lay), caption or rooms_turn_words(), lay.scale)  # (playtest 170)
        self.draw_button(surface, lay.undo, labels[1], bool(enabled["undo"]), hover, size=size)
        # lit when it may be pressed: greyed out alone, it looked the same either way (a playtest)
        self.draw_button(surface, lay.end_turn, labels[2], bool(enabled["end"]), hover, lit=True, size=size)

    def hint_fits(self, words: str) -> bool:
        """Return whether the help line holds ``words`` whole at a readable size."""
        lines, _size, width = help_lines(self.layout, words)
        return all(font(theme.MIN_TEXT_PX).size(line)[0] <= width for line in lines)

    def draw_hint(self, surface: pygame.Surface, words: str, colour: Colour = theme.TEXT_DIM) -> pygame.Rect:
        """Draw a line of help at the bottom of the hand strip (on two lines when one would shrink it); return where."""
        lines, size, width = help_lines(self.layout, words)
        x, bottom = self.layout.hint
        step = font(size).get_linesize()
        drawn = [text(surface, line, (x, bottom - (len(lines) - 1 - k) * step), size, colour, anchor="bottomleft",
                      max_width=width, fit="shrink") for k, line in enumerate(lines)]  # "… Enter pl…" was cut at 150 %
        return drawn[0].unionall(drawn[1:]) if drawn else pygame.Rect(x, bottom, 0, 0)

    def hint_roomy(self, words: str) -> bool:
        """Return whether the help line holds ``words`` whole at its own size (none of it shrunk)."""
        lines, size, width = help_lines(self.layout, words)
        return size == round(15 * self.layout.scale) and all(font(size).size(line)[0] <= width for line in lines)

    def draw_reason(self, surface: pygame.Surface, reason: str, seat: int, state: GameState | None = None,
                    look: tuple[Colour, Colour] = REFUSAL_LOOK) -> pygame.Rect | None:
        """Show why the last attempt was refused (or other words too long for the help line), wrapped, in a box
        of ``look`` (its ground and edge) in ``seat``'s panel, clear of the lines of ``state`` and their new
        line's space where there is room; return the box (None: no words)."""
        if not reason:
            return None
        box, lines, size = reason_box(self.layout, reason, seat, *kept_in_sight(self.layout, state, seat))
        sc = self.layout.scale
        pygame.draw.rect(surface, look[0], box, border_radius=10)
        pygame.draw.rect(surface, look[1], box, width=2, border_radius=10)
        line_h = font(size, "bold").get_linesize()
        y = box.y + round(7 * sc)
        with inside(box):
            for line in lines:
                text(surface, line, (box.centerx, y), size, theme.TEXT, "bold", anchor="midtop")
                y += line_h
        return box

    def draw_drag(self, surface: pygame.Surface, drag: Drag, turned: bool, snapped: bool,
                  refused: bool = False) -> pygame.Rect:
        """Draw the dragged card under the pointer at table size, faint when it sits over a lit space
        (the space then shows it as it would be laid), framed red over a space it may not go to; return
        where it is drawn."""
        rect = drag_rect(self.layout, drag)
        img = card_surface(drag.card, rect.size, int(turned and is_room(drag.card)))
        if snapped:
            faint = img.copy()
            faint.set_alpha(110)
            surface.blit(faint, rect)
            return rect
        pygame.draw.rect(surface, (10, 12, 10), rect.move(6, 8), border_radius=8)
        surface.blit(img, rect)
        if refused:
            pygame.draw.rect(surface, theme.BAD, rect.inflate(6, 6), width=3, border_radius=8)
        return rect


def rooms_turn_words(new_down: bool | None = None, rooms: int = 1) -> str:
    """Return what the place of the Turn room button says once every room lies its line's way by itself (on the
    hand's turn, playtest 170); ``new_down``: the hand's ``rooms`` fit no line and are shown the way the new line they
    may start lies, helmet down (True) or up (a room shown helmet down beside a helmet-up line seemed to fit it,
    playtest 342)."""
    if new_down is not None:
        # TRANSLATORS: where the Turn room button was, when the rooms of the hand fit none of the player's lines: they
        # are drawn turned the way the new line they may start must lie (short: two lines at most in a small window)
        return ngettext("Your room fits no line: shown as your new line lies, helmet down",
                        "Your rooms fit no line: shown as your new line lies, helmet down", rooms) if new_down else \
            ngettext("Your room fits no line: shown as your new line lies, helmet up",
                     "Your rooms fit no line: shown as your new line lies, helmet up", rooms)
    # TRANSLATORS: where the Turn room button was, once every room lies its line's way by itself
    return _("Every room now turns itself to match its line")  # ("…, their line's way" read oddly, playtest 158)


def caption_room(lay: RoomsLayout) -> pygame.Rect:
    """Return where the words standing for the Turn room button go: its place, widened left into the free part
    of the hand's panel by up to its width (three lines in the button's width read tiny, playtest 142)."""
    s = lay.scale
    # an empty hand leaves the panel free from its left edge (the words ran over Undo at 1024x600, playtest 168)
    free_from = max((r.right for r in lay.hand), default=lay.hand_area.left) + round(16 * s)
    left = min(lay.rotate.left, max(free_from, lay.rotate.left - lay.rotate.w))
    return pygame.Rect(left, lay.rotate.top, lay.rotate.right - left, lay.rotate.h)


def draw_caption(surface: pygame.Surface, rect: pygame.Rect, words: str, scale: float) -> None:
    """Draw ``words`` small and dim, centred in ``rect``, wrapped and shrunk to fit its height where they can."""
    size = round(15 * scale)  # balanced: "…shown as your new line / lies, helmet down" split "line lies" (344)
    lines = wrap_balanced(words, font(size), rect.w)
    while len(lines) * font(size).get_linesize() > rect.h and size > theme.MIN_TEXT_PX:
        size -= 1
        lines = wrap_balanced(words, font(size), rect.w)
    step = font(size).get_linesize()
    y = rect.centery - step * len(lines) // 2
    for line in lines:
        text(surface, line, (rect.centerx, y), size, theme.TEXT_DIM, anchor="midtop", max_width=rect.w, fit="shrink")
        y += step


def drag_rect(lay: RoomsLayout, drag: Drag) -> pygame.Rect:
    """Return where the dragged card is drawn: at table size, held where the hand's card was grabbed."""
    size = lay.panels[lay.own].card
    hand = lay.hand_card
    gx, gy = drag.grab[0] * size[0] // max(1, hand[0]), drag.grab[1] * size[1] // max(1, hand[1])
    return pygame.Rect(drag.pos[0] - gx, drag.pos[1] - gy, *size)


def top_room(lay: RoomsLayout, forms: Sequence[str], left: int, right: int) -> tuple[int, int, int]:
    """Return the middle and half the room of the top bar's words between ``left`` (the game's name ends there) and
    ``right`` (the buttons), and the first of ``forms`` that fits there unshrunk (``len(forms)`` if none does):
    centred, clear of the dot before them ("Salas do Castelo" touched it) and the buttons ("Sua vez · roda…" at
    1024x640, two playtests)."""
    s = lay.scale
    left += round(44 * s)
    middle = min(lay.top.centerx + round(14 * s), (left + right - round(30 * s)) // 2)
    half = min(middle - left, right - round(30 * s) - middle)
    bold = font(round(17 * s), "bold")
    return middle, half, next((k for k, w in enumerate(forms) if bold.size(w)[0] <= 2 * half), len(forms))


def ending_button(lay: RoomsLayout) -> pygame.Rect:
    """Return the button that goes on to the ending: End turn's, widened leftwards for its words at the buttons'
    size ("Fin de partie (Entrée)" was shrunk to a third of the size of the words around it, a playtest)."""
    wanted = font(round(19 * lay.scale), "bold").size(_("The ending (Enter)"))[0] + round(40 * lay.scale)
    rect = lay.end_turn.copy()
    rect.w = max(rect.w, min(wanted, lay.end_turn.right - lay.hand_area.x))
    rect.right = lay.end_turn.right
    return rect


def help_lines(lay: RoomsLayout, words: str) -> tuple[list[str], int, int]:
    """Return the lines of the help under the hand of ``lay``, their size and the width they have (one line:
    shrunk to fit)."""
    size = round(15 * lay.scale)
    width = lay.rotate.x - lay.hint[0] - round(12 * lay.scale)
    room = lay.hint[1] - max((r.bottom for r in lay.hand), default=lay.hand_area.y) - round(2 * lay.scale)
    # broken between its parts where it can ("E: fim / do turno" split a key from its words, a playtest)
    lines = two_lines_between(words, font(size), width, " · ")
    # both lines at one size: a second line too long was drawn shrunk alone, in tiny type (playtest 194)
    while len(lines) == 2 and size > theme.MIN_TEXT_PX and (
            2 * font(size).get_linesize() > room or max(font(size).size(line)[0] for line in lines) > width):
        size -= 1
        lines = two_lines_between(words, font(size), width, " · ")
    if len(lines) != 2 or 2 * font(size).get_linesize() > room:  # one line, or no room for two: shrunk
        return [words], round(15 * lay.scale), width
    return lines, size, width


__all__ = ["RoomsView", "ending_button", "help_lines"]
