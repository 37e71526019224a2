"""A seat's panel of the Castle Rooms table: its header (name, facts, a near win, a status) and its lines."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from castlecombo.i18n import _, ngettext
from castlecombo.kit import glyphs, theme
from castlecombo.kit.draw import NAME_SHRINK, Colour, font, panel, text
from castlecombo.kit.glyphs import dots_width, magnifier, thinking_dots
from castlecombo.kit.names import name_forms
from castlecombo.kit.tips import Point, draw_tip
from castlecombo.people import thinking_word
from castlecombo.rooms.engine.actions import decode
from castlecombo.rooms.engine.lines import Line
from castlecombo.rooms.engine.state import WIN_LENGTH, GameState
from castlecombo.rooms.ui.layout import HEAD, PAD, RoomsLayout, SeatPanel
from castlecombo.rooms.ui.lines_view import LineMarks, draw_lines, end_index, room_at
from castlecombo.rooms.ui.marks import Marks
from castlecombo.rooms.ui.narration import shown

TURN_ROOMS = 4  # the most rooms one turn can lay: two cards kept and two drawn
ZOOM_REACH = 12  # a click this much beside the magnifier of one's own lines still opens them (a hand's tremor)


@dataclass(frozen=True)
class SeatLooks:
    """How a seat is named and coloured on its panel."""

    name: str  # the name typed (the log and the bar say "you")
    colour: Colour
    you: bool  # a person at this screen: a near win said in the accent colour, not in red
    zoom: bool = False  # a click shows its lines large: a magnifier says so (a family never found it, playtest 76)
    zoom_mark_only: bool = False  # only a click on the magnifier does (the panel of the seat shown: a click places)


FACTS_GIVE = 0.8  # the facts may be drawn this much smaller to leave the name whole


def draw_panel(surface: pygame.Surface, lay: RoomsLayout, state: GameState, sp: SeatPanel, marks: Marks,
               status: str, looks: SeatLooks) -> None:
    """Draw a seat's panel: its name, facts, ``status`` and lines, with the ``marks`` that fall on it."""
    s = lay.scale
    seat = sp.seat
    active = seat == marks.active
    panel(surface, sp.rect, alpha=255, radius=10, edge=looks.colour if active else theme.PANEL_EDGE,
          width=3 if active else 1)
    h = sp.header
    # a narrow panel's header has two lines: the name (and status), then its facts (three panels abreast cut both)
    stacked = h.h > round(HEAD * s * 1.4)
    top = pygame.Rect(h.x, h.y, h.w, round(HEAD * s)) if stacked else h
    below = pygame.Rect(h.x, top.bottom - round(3 * s), h.w, h.bottom - top.bottom + round(3 * s)) if stacked else h
    glyphs.seat_mark(surface, looks.colour, (h.x + round(8 * s), top.centery), round(7 * s))
    # one form for every panel: the long one only when the narrowest panel has room for it
    facts = seat_facts(state, seat, min(p.header.w for p in lay.panels.values()) > 480 * s)
    dots = dots_width(s) if status == thinking_word() else 0  # pulsing after the word, as at Castle Combo's table
    status_w = min(font(round(15 * s), "bold").size(status)[0] + dots, round(h.w * 0.3)) if status else 0
    near = near_win(state, seat)  # (once: every panel asks each frame)
    # the line near ten is not the longest the facts name (that one has a dragon): "longest line 7 · 4 rooms from
    # winning" read as one line, 3 rooms short of ten said 4 (playtest 319)
    other = near is not None and not near[1] \
        and rooms_to_win(state, seat) > WIN_LENGTH - max(state.standing(seat), default=0)
    warning = near_win_words(near, other=other)
    tries: list[str] = []
    least_facts = facts
    # TRANSLATORS: a seat's hand size before "· 3 to win, blocked" where its longest line goes unsaid ("hand 1"
    # alone read oddly, playtest 160)
    hand = _("{n} in hand").format(n=state.hand_size(seat))  # the hand size is kept: it tells who holds a knight
    if state.is_over or (seat != state.current and state.next_draw(seat) is None):
        # no turn left to it: its hand no longer matters, its longest line decides (a long name left the winner-to-be
        # "hand 0" on the last turn, playtest 122)
        # TRANSLATORS: a seat's longest line alone, beside a long name, once it has no turn left
        hand = _("longest {n}").format(n=max(state.standing(seat), default=0))
    if warning:  # a line close to ten: said loud, shorter, then with the hand size alone if need be
        short = near_win_words(near, short=True, other=other)
        # (the hand alone names no longest line: no "another" line then)
        tries = [facts + warning, facts + short, seat_facts(state, seat, False) + short,
                 hand + near_win_words(near, short=True)]
        if near is not None and near[1]:  # blocked: its facts alone, the dragon on the line says it ("0 in hand ·
            # 1 to win" stood on a line a dragon had just blocked, read as a threat: playtest 182)
            tries.append(seat_facts(state, seat, False))
        least_facts = tries[-1]
    # the name takes what the facts (at their shortest beside a warning) and the status leave, and at least 45 % of
    # the header, 30 % beside a warning ("João P. Albuquerq…  3 para vencer" lost the hand size at 150 %, a playtest)
    need = font(round(15 * s), "bold" if warning else "text").size(least_facts)[0] * FACTS_GIVE
    # beside a warning, its sign too: "Dona Lourdes de Albu…  ⚠ mão 0 · 2 para ven…" (playtest 102)
    reserve = round((84 if warning else 60) * s)
    name_w = max(round(h.w * (0.3 if warning else 0.45)), round(h.w - need - status_w - reserve))
    name = shown(looks.name)  # the name typed (the log and the bar say "you")
    if stacked:  # the status takes what a short name leaves: "think…" beside "Cedric" at 1024x600 (playtest 231)
        want = font(round(15 * s), "bold").size(status)[0] + dots if status else 0
        named = font(round(19 * s), "bold").size(shown(looks.name))[0]
        status_w = max(status_w, min(want, h.w - round(46 * s) - named))
        name_w = h.w - round(34 * s) - status_w
    elif not warning:  # a long name before the longest line, which its lines show below ("Dona Lourdes de…  maior
        # linha 4 · mão 0", playtest 101): the facts say the hand size alone where the whole name needs their room,
        # unless the name's shorter form leaves them whole ("Hiroshi N.  longest 3 · 0 in hand": a family could not
        # see Dad's longest line at a glance, playtest 321)
        least = font(round(15 * s)).size(hand)[0] * FACTS_GIVE
        after_facts = round(h.w - need - status_w - reserve)  # (the name's room beside its facts whole)
        if font(round(19 * s * NAME_SHRINK), "bold").size(name_forms(name)[-1])[0] > after_facts:
            name_w = max(name_w, min(font(round(19 * s), "bold").size(name)[0],
                                     round(h.w - least - status_w - reserve)))
    # a little smaller before it is cut ("Anna Maria Co…" in a third of 1280x720, a playtest)
    r = text(surface, name, (h.x + round(22 * s), top.centery), round(19 * s), theme.TEXT, "bold",
             anchor="midleft", max_width=name_w, fit="name", min_size=round(16 * s))
    colour = theme.TEXT_DIM
    x = h.x + round(22 * s) if stacked else r.right + round(12 * s)
    open_threat = warning and not looks.you and near is not None and not near[1]  # a dragon blocks it: less urgent
    if open_threat:  # a rival's behind a warning sign, light red (a red-green colour-blind player saw it dimmest)
        x = glyphs.warning_sign(surface, (x, below.centery), round(14 * s), theme.LOSS) + round(5 * s)
    room = max(20, h.right - x - (0 if stacked else round(12 * s) + status_w))
    if warning:  # a rival's in red (plain words behind a dragon, playtest 99), yours in gold
        colour = theme.ACCENT if looks.you else theme.LOSS if open_threat else theme.TEXT
        # on a line of their own, a little smaller before shorter: "longest 9" went from a rival's warning at 125 %
        # (playtest 195), measured at the size they will be drawn at: never under the least (1024x600 cut "3 rooms
        # from…" measured at 10 px and drawn at 12, playtest 200)
        bold = font(max(theme.MIN_TEXT_PX, round(15 * s * (FACTS_GIVE if stacked else 1))), "bold")
        facts = next((words for words in tries if bold.size(words)[0] <= room), tries[-1])
    elif font(round(15 * s)).size(facts)[0] * FACTS_GIVE > room:
        facts = hand
    r = text(surface, facts, (x, below.centery), round(15 * s), colour,
             "bold" if colour != theme.TEXT_DIM else "text", anchor="midleft", max_width=room, fit="shrink",
             min_size=round(15 * s * FACTS_GIVE))
    if status:
        r = text(surface, status, (h.right - dots, top.centery), round(15 * s), theme.ACCENT, "bold",
                 anchor="midright", max_width=status_w - dots, fit="shrink")
        if dots:
            thinking_dots(surface, (r.right + round(10 * s), r.centery), theme.ACCENT, s, h.right)
    hidden = marks.hidden[1] if marks.hidden is not None and marks.hidden[0] == seat else None
    show_new = marks.new_line_seat == seat
    lm = LineMarks(lit=[t for t in marks.lit if t.seat == seat], over=marks.over, refused=marks.refused,
                   preview=preview(marks, state), new_line=show_new, new_closed=marks.new_closed,
                   new_roomless=marks.new_roomless,
                   newest=[(line, laid, colour) for owner, line, laid, colour in marks.newest if owner == seat],
                   new_orientation=marks.new_orientation,
                   hidden=hidden, winning=marks.winning.get(seat, []),
                   lengths_clear_of=zoom_mark_rect(sp, s).inflate(4, 4) if sp.fit < WIN_LENGTH else None)
    draw_lines(surface, sp, state.lines[seat], lm, s)
    if not state.lines[seat] and not show_new:
        text(surface, _("no line yet"), (sp.origin[0], sp.origin[1] + sp.card[1] // 2), round(15 * s),
             theme.TEXT_DIM, anchor="midleft")
    if looks.zoom:
        over = sp.rect if not looks.zoom_mark_only else zoom_reach(sp, s)
        zoom_mark(surface, sp, s, marks.hover is not None and marks.selected is None and marks.drag is None
                  and over.collidepoint(marks.hover), edge=not looks.zoom_mark_only)


def zoom_mark_rect(sp: SeatPanel, s: float) -> pygame.Rect:
    """Return where :func:`zoom_mark` draws the magnifying glass of another seat's panel ``sp``."""
    free = sp.rect.right - round(PAD * s) - (sp.origin[0] + sp.fit * sp.col_step)
    side = max(10, min(round(22 * s), free, sp.rect.h // 3))
    rect = pygame.Rect(0, 0, side, side)
    rect.bottomright = (sp.rect.right - max(3, round(6 * s)), sp.rect.bottom - max(3, round(6 * s)))
    return rect


def zoom_reach(sp: SeatPanel, s: float) -> pygame.Rect:
    """Return where a click opens the lines of the seat shown from its own panel: its magnifier, a little beyond."""
    return zoom_mark_rect(sp, s).inflate(ZOOM_REACH, ZOOM_REACH)


def zoom_mark(surface: pygame.Surface, sp: SeatPanel, s: float, lit: bool, edge: bool = True) -> pygame.Rect:
    """Draw a magnifying glass in the bottom right corner of a seat's panel, where no room goes (right of a
    line of nine and its dragon), in gold when ``lit`` (the pointer on what a click opens it from), with the panel's
    edge too if ``edge``; return its rect."""
    rect = zoom_mark_rect(sp, s)
    if lit and edge:
        pygame.draw.rect(surface, theme.ACCENT, sp.rect, width=2, border_radius=10)
    magnifier(surface, rect, theme.ACCENT if lit else theme.TEXT_DIM)
    return rect


def preview(marks: Marks, state: GameState) -> tuple[int, int] | None:
    """Return the card shown faintly in the lit space under the pointer: the one dragged, or chosen by a click."""
    if marks.drag is not None:
        return marks.drag.card, 0
    cards = state.hand_cards(marks.view_seat) if marks.show_hand else []
    if marks.selected is not None and 0 <= marks.selected < len(cards):
        return cards[marks.selected], 0
    return None


def line_spaces(sp: SeatPanel, built: Sequence[Line]) -> list[pygame.Rect]:
    """Return where ``built`` lines are drawn in ``sp``, each to its end slot, and the new line's space with the
    words beside it, to the panel's edge (a suggestion's box covered "nouvelle ligne : seulement si…", a playtest)."""
    spaces = [room_at(sp, built, li, 0).union(room_at(sp, built, li, end_index(line))) for li, line in enumerate(built)]
    new = sp.room_rect(len(built), 0)
    return [*spaces, new.union(pygame.Rect(new.x, new.y, sp.rect.right - new.x, new.h))]


def rooms_to_win(state: GameState, seat: int) -> int:
    """Return how many rooms ``seat``'s longest line without a dragon lacks to win (10 with no such line)."""
    return WIN_LENGTH - max((len(line.rooms) for line in state.lines[seat] if not line.dragon), default=0)


def win_reach(state: GameState, seat: int) -> int:
    """Return the rooms a line of ``seat`` may lack and be finished by its next turn: the cards it holds and those
    it draws next, at most ``TURN_ROOMS`` (a warning from 3 rooms told of a rival holding nothing at 7 rooms,
    who could add two at most: playtest 117); none for a rival who plays no more (playtest 122 saw "2 to win" on
    a rival with the pile empty, on the game's last turn)."""
    drawn = state.next_draw(seat)
    if drawn is None:  # its last turn: what it can still lay ("2 rooms from winning" stayed on a hand that could lay
        # nothing more, playtest 191)
        can_lay = seat == state.current and any(decode(a).kind in ("add", "knight") for a in state.legal_actions())
        return state.hand_size(seat) if can_lay else 0
    return min(TURN_ROOMS, state.hand_size(seat) + drawn)


def near_win(state: GameState, seat: int) -> tuple[int, bool] | None:
    """Return (rooms lacking, behind a dragon) for ``seat``'s line nearest to ten when it lacks at most
    :func:`win_reach` cards, a knight counted for a blocked line (an open line first when as near); None when none
    is, or the game is over. A rival with two cards kept and 6 rooms won from there with no warning (playtest 116:
    the panels warned from 3 rooms)."""
    if state.is_over:
        return None
    lacking = rooms_to_win(state, seat)
    blocked = WIN_LENGTH - max((len(line.rooms) for line in state.lines[seat] if line.dragon), default=0)
    reach = win_reach(state, seat)
    # a blocked line takes a knight first, one card more ("3 to win, blocked" stood on a rival holding 1 card, whose
    # open line of 6 went unwarned: playtest 188)
    if lacking > reach and blocked + 1 > reach:
        return None
    return (lacking, False) if lacking <= reach and lacking <= blocked + 1 else (blocked, True)


def draw_warning_tip(surface: pygame.Surface, lay: RoomsLayout, state: GameState, seat: int, pointer: Point | None,
                     name: str) -> None:
    """Draw beside the pointer on ``seat``'s panel header why the panel warns, if it does (playtest 130 could not tell
    what set it off: a rival at 6 rooms holding two cards was warned of, one holding none not; playtest 133 looked
    for the why beside the sign)."""
    near = near_win(state, seat)
    if near is None or near[1] or pointer is None or not lay.panels[seat].header.collidepoint(pointer):
        return
    # TRANSLATORS: beside the pointer on a player's panel that warns: {n} rooms lacking, no more than the cards the
    # player holds ({held}) and draws ({drawn}) before playing again
    why = ngettext("{name} could win next turn: {n} room to go, with {held} in hand and {drawn} to draw",
                   "{name} could win next turn: {n} rooms to go, with {held} in hand and {drawn} to draw",
                   near[0]).format(name=name, n=near[0], held=state.hand_size(seat), drawn=state.next_draw(seat) or 0)
    # under the panel, not over the line it warns of (playtest 137)
    draw_tip(surface, why, pointer, round(16 * lay.scale), surface.get_rect(), clear_of=lay.panels[seat].rect)


def seat_facts(state: GameState, seat: int, long_form: bool) -> str:
    """Return a seat's longest line and hand size as its panel says them (``long_form`` or the short one)."""
    longest = max((len(line.rooms) for line in state.lines[seat]), default=0)
    held = state.hand_size(seat)
    if long_form:
        return ngettext("longest line {longest}  ·  {n} card in hand",
                        "longest line {longest}  ·  {n} cards in hand", held).format(longest=longest, n=held)
    # TRANSLATORS: short form of "longest line 3 · 2 cards in hand" for a narrow panel
    return _("longest {longest} · {n} in hand").format(longest=longest, n=held)  # "main 2" read cryptic (142)


def near_win_words(near: tuple[int, bool] | None, short: bool = False, other: bool = False) -> str:
    """Return what follows a seat's facts when a line of it is close to ten rooms (``near``, as :func:`near_win`
    gives it; else ''), or its ``short`` form for a narrow panel; ``other``: that open line is not the longest line
    the facts name."""
    if near is None:
        return ""
    lacking, blocked = near
    if other and short:
        # TRANSLATORS: short form of "· another line 2 rooms from winning" after a seat's facts in a narrow panel
        return _("  ·  another line: {n} to win").format(n=lacking)
    if other:
        # TRANSLATORS: after a seat's facts ("longest line 7", a line with a dragon on it) when another of its open
        # lines is nearly ten rooms long
        return ngettext("  ·  another line {n} room from winning", "  ·  another line {n} rooms from winning",
                        lacking).format(n=lacking)
    if short:
        # TRANSLATORS: short form of "· 2 rooms from winning" after a seat's facts in a narrow panel
        words = _("  ·  {n} to win, blocked") if blocked else _("  ·  {n} to win")
        return words.format(n=lacking)
    if blocked:
        # TRANSLATORS: after a seat's facts when its line nearly ten rooms long has a dragon on it
        return ngettext("  ·  {n} room from winning, behind a dragon",
                        "  ·  {n} rooms from winning, behind a dragon", lacking).format(n=lacking)
    # TRANSLATORS: after a seat's facts when one of its open lines is nearly ten rooms long
    return ngettext("  ·  {n} room from winning", "  ·  {n} rooms from winning", lacking).format(n=lacking)


__all__ = ["TURN_ROOMS", "ZOOM_REACH", "SeatLooks", "draw_panel", "line_spaces", "near_win", "near_win_words",
           "preview", "rooms_to_win", "seat_facts", "win_reach", "zoom_mark_rect", "zoom_reach"]
