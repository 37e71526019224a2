"""Scenario builders for the engine tests.

They put named cards exactly where a test wants them (a tableau space, a display
slot, the top of a deck) while keeping every one of the 78 cards in exactly one
place, and they read the state back in plain terms. They never compute an
expected value: tests write those by hand from the card reference.
"""

from __future__ import annotations

from collections import Counter

from castlecombo.combo.engine import GameState, card_index, take
from castlecombo.combo.engine.catalog import NAMES
from castlecombo.combo.engine.tableau import EMPTY, FACE_DOWN, card_of, is_face_down

CASTLE, VILLAGE = 0, 1

# The 3x3 frame used by most scenarios: field rows 1..3, columns 1..3.
# CELL[k] is the field position of frame cell k (reading order, 0 = top left).
CELL = (6, 7, 8, 11, 12, 13, 16, 17, 18)


def cell(k: int) -> int:
    """Return the field position of cell ``k`` (0..8) of the standard frame."""
    return CELL[k]


def card(name: str) -> int:
    """Return the engine index of a card name."""
    return card_index(name)


def new_game(players: int = 2, seed: int = 1, first_player: int = 0) -> GameState:
    """Return a fresh game with seat ``first_player`` to move."""
    return GameState.new(players, seed, first_player)


def _invalidate(state: GameState) -> None:
    state._legal = None


def take_out(state: GameState, c: int) -> None:
    """Remove card ``c`` from wherever it is outside the tableaux.

    A card taken out of a display leaves its slot empty (-1); callers fill it.
    """
    for pile in (*state.decks, *state.discards, state.removed):
        if c in pile:
            pile.remove(c)
            return
    for display in state.displays:
        if c in display:
            display[display.index(c)] = EMPTY
            return
    raise AssertionError(f"{NAMES[c]} is already in a tableau")


def _fill_gaps(state: GameState) -> None:
    """Fill empty display slots of open locations from the top of their deck."""
    for loc in (CASTLE, VILLAGE):
        if not state.alive[loc]:
            continue
        display = state.displays[loc]
        for i, v in enumerate(display):
            if v == EMPTY and state.decks[loc]:
                display[i] = state.decks[loc].pop()


def put_in_tableau(state: GameState, seat: int, name: str, position: int,
                   face_down: bool = False, purse: int = 0) -> None:
    """Place the named card in ``seat``'s tableau at field ``position`` (no legality check)."""
    c = card(name)
    take_out(state, c)
    _fill_gaps(state)
    p = state.players[seat]
    assert p.grid[position] == EMPTY, f"field position {position} is taken"
    p.place(position, c, face_down)
    if purse:
        p.purse[position] = purse
    _invalidate(state)


def build(state: GameState, seat: int, cards: list[tuple]) -> None:
    """Place several cards: items are (name, cell) or (name, cell, face_down) or (name, cell, face_down, purse)."""
    for item in cards:
        name, k, *rest = item
        face_down = rest[0] if rest else False
        purse = rest[1] if len(rest) > 1 else 0
        put_in_tableau(state, seat, name, cell(k), face_down, purse)


def set_display(state: GameState, loc: int, names: list[str]) -> None:
    """Put the named cards into display ``loc`` slots 0.. in order; displaced cards go under the deck."""
    wanted = [card(n) for n in names]
    for slot, c in enumerate(wanted):
        display = state.displays[loc]
        if display[slot] == c:
            continue
        take_out(state, c)
        old = state.displays[loc][slot]
        if old != EMPTY:
            state.decks[loc].insert(0, old)  # bottom of the deck: drawn last
        state.displays[loc][slot] = c
    _fill_gaps(state)
    _invalidate(state)


def stack_deck(state: GameState, loc: int, names: list[str]) -> None:
    """Put the named cards on top of deck ``loc``; names[0] is drawn first."""
    for name in reversed(names):
        c = card(name)
        take_out(state, c)
        _fill_gaps(state)
        state.decks[loc].append(c)
    _invalidate(state)


def set_resources(state: GameState, seat: int, gold: int | None = None, keys: int | None = None) -> None:
    """Set a player's gold and/or keys."""
    if gold is not None:
        state.players[seat].gold = gold
    if keys is not None:
        state.players[seat].keys = keys
    _invalidate(state)


def set_messenger(state: GameState, loc: int) -> None:
    """Put the Messenger at ``loc``."""
    state.messenger = loc
    _invalidate(state)


def slot_of(state: GameState, name: str) -> int:
    """Return the slot of the named card in the Messenger's display."""
    return state.displays[state.messenger].index(card(name))


def census(state: GameState) -> Counter:
    """Count every card wherever it is (decks, displays, discards, removed, tableaux)."""
    seen: Counter = Counter()
    for pile in (*state.decks, *state.discards, state.removed):
        seen.update(pile)
    for display in state.displays:
        seen.update(v for v in display if v != EMPTY)
    for p in state.players:
        seen.update(card_of(v) for v in p.grid if v != EMPTY)
    return seen


def assert_conserved(state: GameState) -> None:
    """Every one of the 78 cards is in exactly one place."""
    seen = census(state)
    assert sorted(seen) == list(range(78)), "some card is missing or unknown"
    assert all(n == 1 for n in seen.values()), [NAMES[c] for c, n in seen.items() if n > 1]


def at(state: GameState, seat: int, position: int) -> tuple[str | None, bool]:
    """Return (name, face_down) of the card at field ``position`` of ``seat``."""
    v = state.players[seat].grid[position]
    if v == EMPTY:
        return None, False
    return NAMES[card_of(v)], is_face_down(v)


def pass_turn(state: GameState, avoid: tuple[str, ...] = ()) -> None:
    """The player to move takes a display card face down at their first legal position (no key).

    Cards named in ``avoid`` are left in the display.
    """
    p = state.players[state.current]
    pos = p.legal_positions()[0]
    keep = {card(n) for n in avoid}
    slot = next(i for i, v in enumerate(state.displays[state.messenger]) if v != EMPTY and v not in keep)
    state.apply(take(slot, pos, face_down=True))


def grid_cells(names: list[str]) -> list[int]:
    """Turn 9 names (reading order; '~Name' = face down, '' = empty) into scoring cells."""
    out = []
    for n in names:
        if not n:
            out.append(EMPTY)
        elif n.startswith("~"):
            out.append(card(n[1:]) + FACE_DOWN)
        else:
            out.append(card(n))
    assert len(out) == 9
    assert len({card_of(v) for v in out if v != EMPTY}) == sum(1 for v in out if v != EMPTY), "duplicate card"
    return out
