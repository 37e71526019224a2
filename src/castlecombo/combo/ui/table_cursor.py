"""The keyboard's cursor at the live table: the arrows, Tab and Enter, V, and the cursor following a suggestion.

The moves over the table are worked out in ``table_keys``; these functions carry them out on the
table's input (``TableInput``): choosing, placing and key uses go through it, as a click would.
"""

from __future__ import annotations

from typing import Protocol

from castlecombo.combo.ai.suggest import Suggestion
from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.state import GameState
from castlecombo.combo.ui import table_keys as keys
from castlecombo.combo.ui.market_view import closed_row_words
from castlecombo.combo.ui.table_keys import Command, Target
from castlecombo.combo.ui.table_suggest import TableSuggest
from castlecombo.combo.ui.table_view import CardShown, TableView
from castlecombo.i18n import _


class CursorTable(Protocol):
    """What the cursor needs of the live table."""

    state: GameState
    view: TableView
    view_seat: int
    suggest: TableSuggest

    def human_can_take(self) -> bool: ...

    def show_reason(self, words: str) -> None: ...

    def open_zoom(self, card: CardShown) -> None: ...


class Chosen(Protocol):
    """A card of the Messenger's row chosen to be placed."""

    slot: int
    legal: dict[int, int]  # its lit spaces and what each scores


class CursorInput(Protocol):
    """What the cursor needs of the table's input (``table_input.TableInput``)."""

    cursor: Target | None
    flip: list[bool]  # display slots turned face down
    followed: Suggestion | None
    pointer_moved: bool
    left_cell: tuple[int, int, int] | None  # (turn, seat, space) the cursor last left the tableau from

    @property
    def table(self) -> CursorTable: ...

    @property
    def pick(self) -> Chosen | None: ...

    def lit(self) -> dict[int, int]: ...

    def choose(self, slot: int) -> None: ...

    def place(self, cell: int) -> None: ...

    def aim(self) -> int | None: ...

    def use_key(self, action: int) -> None: ...


def follow(inp: CursorInput, hints: TableSuggest) -> None:
    """Put the keyboard cursor (when it shows) on a suggestion that has just come in: its card, or
    its space once that card is chosen, or its key button."""
    if hints.shown is inp.followed:
        return
    before, inp.followed = inp.followed, hints.shown
    if hints.shown is None and before is not None and A.is_take(before.action):
        turn_back(inp, A.take_parts(before.action))
    if inp.cursor is None or hints.shown is None:
        return
    take, key = hints.take(), hints.key()
    if take is not None:
        picked = inp.pick is not None and inp.pick.slot == take.slot
        inp.cursor = Target("cell", take.position) if picked else Target("slot", take.slot)
        if not picked:
            turn_as_suggested(inp, take)
    elif key is not None:
        inp.cursor = Target("key", key)


def turn_as_suggested(inp: CursorInput, take: A.Take) -> None:
    """Turn the suggested card face down when the suggestion takes it so, no card being chosen: Enter on it then
    takes it as suggested (a playtest's Enter bought "Prince face down" face up)."""
    if inp.pick is None:
        inp.flip = [i == take.slot and take.face_down for i in range(len(inp.flip))]


def turn_back(inp: CursorInput, take: A.Take) -> None:
    """Turn back up the card a suggestion put away had turned face down, no card being chosen (Esc over a hint left
    its card face down, and the next Enter would have taken it so: playtest 332)."""
    if take.face_down and inp.pick is None and inp.flip[take.slot]:
        inp.flip = [False] * len(inp.flip)


def first_target(inp: CursorInput) -> Target:
    """Return where the cursor appears: on the suggestion shown (its card, turned as suggested, or its key button),
    else where ``table_keys.start`` puts it (a playtest pressed H, then Enter took the row's first card)."""
    t = inp.table
    take, key = t.suggest.take(), t.suggest.key()
    if take is not None and t.state.displays[t.state.messenger][take.slot] >= 0:
        turn_as_suggested(inp, take)
        return Target("slot", take.slot)
    if key is not None:
        return Target("key", key)
    return keys.start(t.state)


def suggested_cell(inp: CursorInput) -> int | None:
    """Return the space the suggestion shown puts the chosen card on, when that space is lit for it."""
    take = inp.table.suggest.take()
    pick = inp.pick
    if take is None or pick is None or take.slot != pick.slot or take.position not in pick.legal:
        return None
    return take.position


def zoom_key(inp: CursorInput) -> None:
    """V: show the card under the pointer large if it moved since the last key, else the card chosen to place, else
    the one under the keyboard's cursor (which appears first if it was not shown)."""
    t = inp.table
    pointer = t.view.hover.pos if inp.pointer_moved else None  # not a card a cursor left elsewhere
    card = t.view.card_at(pointer, t.state, t.view_seat) if pointer is not None else None
    if card is None and inp.pick is not None:  # the card chosen (1, 2, 3), the cursor gone to its spaces: "no card
        card = (t.state.displays[t.state.messenger][inp.pick.slot], False)  # under the cursor", playtest 151
    if card is None:
        if inp.cursor is None and not t.human_can_take():
            return
        inp.cursor = inp.cursor or first_target(inp)
        at = keys.rect_of(inp.cursor, t.view.layout, t.state).center
        card = t.view.card_at(at, t.state, t.view_seat) if inp.cursor.kind != "key" else None
    if card is None:
        t.show_reason(_("no card under the cursor"))
    else:
        t.open_zoom(card)


def command(inp: CursorInput, cmd: Command) -> None:
    """Arrows, Tab and Enter: move the cursor, choose a card, place it, use a key button."""
    s = inp.table.state
    if cmd == "enter" and inp.table.suggest.thinking:  # as the prompt does: playtest 95 pressed Enter for the
        # suggestion being found and took the card under the cursor, the costliest move of the game
        inp.table.show_reason(_("Still looking for a good move for you: press Enter once it shows"))
        return
    if cmd in keys.SLOT_COMMANDS:  # 1, 2, 3: that card of the lit row chosen, as the cursor on it and Enter
        slot = keys.SLOT_COMMANDS.index(cmd)
        if s.displays[s.messenger][slot] < 0:
            inp.table.show_reason(_("the Messenger's row has no card there"))
            return
        inp.cursor, cmd = Target("slot", slot), "enter"
    if inp.cursor is None and inp.pick is not None and inp.pick.legal:  # a card chosen with the mouse
        aimed = inp.aim()  # the lit space under the pointer, lit brighter
        if cmd == "enter" and aimed in inp.pick.legal:  # "Click a lit space (Enter with the keyboard)": Enter
            inp.place(aimed)  # went to the row's first card, and a second one chose it instead (a playtest)
            return
        cell = suggested_cell(inp)
        inp.cursor = Target("cell", keys.entry_cell(s, inp.pick.legal) if cell is None else cell)
        if cmd not in ("next", "previous"):
            return
    if inp.cursor is None:
        inp.cursor = first_target(inp)
        # Enter on a suggestion shown acts on it at once: its card chosen (the next Enter places it) or its key
        # used (a playtest pressed Enter three times to play a hint: the cursor, the card, the space)
        suggested = inp.table.suggest.take() is not None or inp.table.suggest.key() is not None
        if cmd not in ("next", "previous") and not (cmd == "enter" and suggested):
            return
    cursor = inp.cursor
    if cmd in ("left", "right", "up", "down"):
        moved = keys.move(cursor, cmd, s, inp.lit(), inp.pick.slot if inp.pick else None)
        if cursor.kind == "cell" and moved.kind != "cell":
            inp.left_cell = (s.turn, s.current, cursor.index)
        elif cursor.kind != "cell" and moved.kind == "cell" and inp.left_cell is not None:
            turn, seat, cell = inp.left_cell  # back where it left the tableau this turn, not on the best lit
            if (turn, seat) == (s.turn, s.current):  # space (a playtest)
                moved = Target("cell", cell)
        inp.cursor = moved
    elif cmd in ("next", "previous"):
        inp.cursor = keys.cycle(cursor, inp.lit(), 1 if cmd == "next" else -1)
    elif cmd == "enter":
        if cursor.kind == "slot":
            # the card already chosen (refused face up, then turned face down with F): on to its lit spaces; a
            # second Enter let it go, and a playtest went round and round (Esc lets go)
            if inp.pick is None or inp.pick.slot != cursor.index or not inp.pick.legal:
                inp.choose(cursor.index)
            if inp.pick is not None and inp.pick.legal:
                cell = suggested_cell(inp)
                inp.cursor = Target("cell", keys.entry_cell(s, inp.pick.legal) if cell is None else cell)
        elif cursor.kind == "key":
            inp.use_key(cursor.index)
        elif cursor.kind == "closed":
            inp.table.show_reason(closed_row_words(s))
        elif inp.pick is not None:
            inp.place(cursor.index)
            if inp.pick is None:
                inp.cursor = keys.start(inp.table.state)
        else:
            inp.table.show_reason(_("choose a card of the Messenger's row first (Left arrow to the row, "
                                    "then Enter)"))
