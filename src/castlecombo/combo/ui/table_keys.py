"""Keyboard play at the table: the shortcuts (one list, shown by the "?" overlay) and the cursor.

The cursor moves with the arrows over the Messenger's row, the two key buttons and the 25
spaces of the tableau, in the direction they are drawn: right from the row goes to the tableau,
down goes to the key buttons, left from the tableau's first column comes back to the row.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

import pygame

from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.actions import DISPLAY
from castlecombo.combo.engine.catalog import CARDS
from castlecombo.combo.engine.state import GameState
from castlecombo.combo.ui.table_layout import TableLayout, field_window
from castlecombo.i18n import N_, _

Command = Literal["left", "right", "up", "down", "next", "previous", "enter", "flip", "key_move", "key_refresh",
                  "undo", "suggest", "zoom", "shortcuts", "rules", "escape", "log_back", "log_on", "log_latest",
                  "tableaux", "settings", "log", "slot_1", "slot_2", "slot_3"]
SLOT_COMMANDS: tuple[Command, ...] = ("slot_1", "slot_2", "slot_3")  # a card of the Messenger's row, by its place


@dataclass(frozen=True)
class Shortcut:
    """One line of the shortcuts overlay: the keys as printed and what they do (English, marked with
    N_: say them with _())."""

    keys: str
    words: str
    commands: tuple[Command, ...]


SHORTCUTS: tuple[Shortcut, ...] = (
    Shortcut(N_("Arrows"), N_("move the cursor over both rows of cards, the key buttons and your tableau"),
             ("left", "right", "up", "down")),
    Shortcut(N_("Enter or Space"), N_("take the card under the cursor, place it on a lit space, use a key button"),
             ("enter",)),
    # a strong player missed them: the first arrow only woke the cursor (playtest 109)
    Shortcut(N_("1, 2, 3"), N_("choose the first, second or third card of the Messenger's row"), SLOT_COMMANDS),
    Shortcut(N_("Tab / Shift+Tab"), N_("jump to the next / previous lit space of the card you took"),
             ("next", "previous")),
    Shortcut("F", N_("turn the chosen card face down or back up"), ("flip",)),
    Shortcut("K", N_("spend a key: the Messenger goes to the other location"), ("key_move",)),
    # a keyboard player saw Undo grey after a refresh, unexplained (playtest 343): its new cards were seen
    Shortcut("R", N_("spend a key: refresh the Messenger's row (its new cards are seen: no undo)"), ("key_refresh",)),
    Shortcut(N_("Z, U or Ctrl+Z"),
             N_("undo your last decision, with the AIs' moves since, until another person takes the seat (never a "
                "refresh)"),
             ("undo",)),
    Shortcut("V", N_("show the card under the pointer (or the keyboard cursor) large; any key closes it"), ("zoom",)),
    Shortcut("H", N_("suggest a move: the hard AI lights up the move it would make for you"), ("suggest",)),
    Shortcut("O", N_("the other players' tableaux, large, with their points (arrows: the next player)"),
             ("tableaux",)),
    # TRANSLATORS: the name of the rules page in quotes as your translation of "Reading a card" names it
    # (they open where the reader left them: "(the page “Reading a card”: each icon)" read as the page F1 opens,
    # playtest 316)
    Shortcut("F1", N_("the rules, over the game, where you left them (each icon: the page “Reading a card”)"),
             ("rules",)),
    Shortcut("F2", N_("the settings, over the game (also the cog button)"), ("settings",)),
    Shortcut(N_("Page Up / Page Down / End"), N_("scroll the log back / on / to the newest"),
             ("log_back", "log_on", "log_latest")),
    Shortcut("L", N_("the whole log, large (also a click on the log)"), ("log",)),
    Shortcut("?", N_("this list of shortcuts"), ("shortcuts",)),
    Shortcut(N_("Esc"), N_("let go of the chosen card, put the suggestion away, or hide the cursor; otherwise the "
                           "menu (the game is saved)"), ("escape",)),
)

PROMPT_SHORTCUTS: tuple[tuple[str, str], ...] = (
    (N_("Up / Down"), N_("choose an answer of the card's ability")),
    (N_("Enter or Space"), N_("answer")),
    (N_("1 to 6"), N_("answer with that button")),
)

_KEYS: dict[int, Command] = {
    pygame.K_LEFT: "left", pygame.K_RIGHT: "right", pygame.K_UP: "up", pygame.K_DOWN: "down",
    pygame.K_RETURN: "enter", pygame.K_KP_ENTER: "enter", pygame.K_SPACE: "enter",
    pygame.K_f: "flip", pygame.K_k: "key_move", pygame.K_r: "key_refresh", pygame.K_z: "undo",
    pygame.K_u: "undo", pygame.K_h: "suggest", pygame.K_o: "tableaux", pygame.K_v: "zoom", pygame.K_l: "log",
    pygame.K_F1: "rules", pygame.K_F2: "settings",
    pygame.K_ESCAPE: "escape",
    pygame.K_PAGEUP: "log_back", pygame.K_PAGEDOWN: "log_on", pygame.K_END: "log_latest",
    pygame.K_1: "slot_1", pygame.K_2: "slot_2", pygame.K_3: "slot_3",
    pygame.K_KP1: "slot_1", pygame.K_KP2: "slot_2", pygame.K_KP3: "slot_3",
}


def command(event: pygame.event.Event) -> Command | None:
    """Return the table command a KEYDOWN ``event`` asks for, or None."""
    if event.unicode == "?" or (event.key == pygame.K_SLASH and event.mod & pygame.KMOD_SHIFT):
        return "shortcuts"
    if event.key == pygame.K_TAB:
        return "previous" if event.mod & pygame.KMOD_SHIFT else "next"
    return _KEYS.get(event.key)


def all_commands() -> set[Command]:
    """Return every command the keyboard can give (each is listed in :data:`SHORTCUTS`)."""
    return set(_KEYS.values()) | {"shortcuts", "next", "previous"}


# --- the cursor -------------------------------------------------------------------------------

Kind = Literal["slot", "closed", "key", "cell"]


@dataclass(frozen=True)
class Target:
    """What the keyboard cursor is on: a display slot of the Messenger's row or of the closed row
    (its cards are looked at, not taken), a key button (KEY_MOVE or KEY_REFRESH) or a space of the
    tableau (0 to 24)."""

    kind: Kind
    index: int


def rect_of(target: Target, lay: TableLayout, state: GameState) -> pygame.Rect:
    """Return where ``target`` is drawn."""
    if target.kind == "slot":
        return lay.slots[state.messenger][target.index]
    if target.kind == "closed":
        return lay.slots[1 - state.messenger][target.index]
    if target.kind == "key":
        return lay.key_move if target.index == A.KEY_MOVE else lay.key_refresh
    return lay.cells[target.index]


def _pos(row: int, col: int) -> int:
    return row * A.FIELD + col


def _slots(state: GameState, loc: int | None = None) -> list[int]:
    """Return the display slots with a card of location ``loc`` (the Messenger's row by default)."""
    shown = state.displays[state.messenger if loc is None else loc]
    return [i for i in range(DISPLAY) if shown[i] >= 0]


def _row(state: GameState, loc: int, near: int) -> Target | None:
    """Return the card of location ``loc``'s row nearest slot ``near`` (None for an empty row)."""
    slots = _slots(state, loc)
    if not slots:
        return None
    kind: Kind = "slot" if loc == state.messenger else "closed"
    return Target(kind, min(slots, key=lambda i: (abs(i - near), i)))


def _vertical(target: Target, direction: Command, state: GameState) -> Target:
    """Return where Up or Down goes from a row of cards or a key button: the Castle's row, the Village's
    row and the key buttons, top to bottom as drawn (an empty row is passed over)."""
    if target.kind == "key":
        here = 2
    else:
        here = state.messenger if target.kind == "slot" else 1 - state.messenger
    near = target.index if target.kind != "key" else (0 if target.index == A.KEY_MOVE else DISPLAY - 1)
    step = 1 if direction == "down" else -1
    row = here + step
    while 0 <= row <= 1:
        found = _row(state, row, near)
        if found is not None:
            return found
        row += step
    if row == 2:
        return Target("key", A.KEY_MOVE if near < DISPLAY - 1 else A.KEY_REFRESH)
    return target


def entry_cell(state: GameState, lit: dict[int, int]) -> int:
    """Return the space the cursor enters the tableau on: the lit space worth most (a card is
    chosen), else the space in the middle of the placed cards."""
    if lit:
        return max(sorted(lit), key=lambda pos: lit[pos])
    p = state.players[state.current]
    if not p.count:
        return A.CENTRE
    return _pos((p.minr + p.maxr) // 2, (p.minc + p.maxc) // 2)


def start(state: GameState) -> Target:
    """Return where the cursor appears: the first card of the Messenger's row (or the tableau)."""
    slots = _slots(state)
    return Target("slot", slots[0]) if slots else Target("cell", entry_cell(state, {}))


def move(target: Target, direction: Command, state: GameState, lit: dict[int, int],
         picked: int | None) -> Target:
    """Return where the cursor goes from ``target`` in ``direction`` (it stays at an edge)."""
    slots = _slots(state)
    if target.kind in ("slot", "closed") and direction in ("left", "right"):
        i = target.index
        row = slots if target.kind == "slot" else _slots(state, 1 - state.messenger)
        if direction == "left":
            before = [s for s in row if s < i]
            return Target(target.kind, before[-1]) if before else target
        after = [s for s in row if s > i]
        return Target(target.kind, after[0]) if after else Target("cell", entry_cell(state, lit))
    if target.kind != "cell" and direction in ("up", "down"):
        return _vertical(target, direction, state)
    if target.kind == "key":
        if direction == "left" and target.index == A.KEY_REFRESH:
            return Target("key", A.KEY_MOVE)
        if direction == "right":
            return Target("key", A.KEY_REFRESH) if target.index == A.KEY_MOVE else Target("cell",
                                                                                         entry_cell(state, lit))
        return target
    if target.kind != "cell":
        return target
    r, c = A.field_rc(target.index)
    p = state.players[state.current]
    rows, cols = field_window(p.count, (p.minr, p.maxr), (p.minc, p.maxc))  # the spaces drawn
    if direction == "left" and c <= cols.start:
        if picked is not None and picked in slots:
            return Target("slot", picked)
        return Target("slot", slots[-1]) if slots else target
    dr, dc = {"left": (0, -1), "right": (0, 1), "up": (-1, 0), "down": (1, 0)}.get(direction, (0, 0))
    r, c = min(rows[-1], max(rows.start, r + dr)), min(cols[-1], max(cols.start, c + dc))
    return Target("cell", _pos(r, c))


def cycle(target: Target | None, lit: dict[int, int], step: int) -> Target | None:
    """Return the next (``step`` 1) or previous (-1) lit space after ``target``, in reading order."""
    if not lit:
        return target
    order = sorted(lit)
    if target is not None and target.kind == "cell" and target.index in order:
        return Target("cell", order[(order.index(target.index) + step) % len(order)])
    return Target("cell", order[0] if step > 0 else order[-1])


def cursor_hint(target: Target, state: GameState, lit: dict[int, int], chosen: bool, face_down: bool = False) -> str:
    """Return the hint under the market while the keyboard cursor is on ``target`` (what Enter and
    the arrows do there; ``face_down``: the card under it is turned face down)."""
    if target.kind == "slot":
        card = state.displays[state.messenger][target.index]
        if card >= 0 and face_down:
            return _("Enter: choose {card} face down. F: face up. Right: the next card, then your tableau. Up, Down: "
                     "the other rows. ?: every key.").format(card=CARDS[card].title)
        if card < 0:
            return _("Enter: choose the card. F: face down or up. Right: the next card, then your tableau. Up, Down: "
                     "the other rows. ?: every key.")
        return _("Enter: choose {card}. F: face down or up. Right: the next card, then your tableau. Up, Down: the "
                 "other rows. ?: every key.").format(card=CARDS[card].title)
    if target.kind == "closed":
        # TRANSLATORS: the keyboard cursor on a card of the row the Messenger is not by
        return _("The Messenger is not by this row: its cards are not for taking now. V: see the card large. "
                 "Up, Down: the other rows.")
    if target.kind == "key":
        if target.index == A.KEY_MOVE:
            return _("Enter: spend a key to send the Messenger. Up: the cards. Right: your tableau.")
        return _("Enter: spend a key to refresh the row. Up: the cards. Right: your tableau.")
    if chosen:
        if target.index in lit:
            return _("Enter: place the card here. Tab: the next lit space. F: face down or up. Esc: let go.")
        return _("Enter: this space is not lit. Tab: the next lit space. F: face down or up. Esc: let go.")
    # (the arrows move through the tableau first: a playtest pressed Left once and landed on an empty space)
    return _("Left arrow to the first column, then once more: back to the cards. Enter chooses one.")
