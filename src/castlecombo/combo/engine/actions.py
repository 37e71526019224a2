"""Actions are small ints; this module encodes, decodes and describes them.

A turn is a short sequence of decisions: an optional key use, then one take
(display slot + face + tableau position in one action, as a drag does), then any
choices the card's ability asks for.
"""

from __future__ import annotations

from dataclasses import dataclass

KEY_MOVE = 0  # spend a key: move the Messenger to the other location
KEY_REFRESH = 1  # spend a key: discard the Messenger's display and reveal 3 new cards
NEIGHBOUR_BASE = 10  # + 0 left, + 1 right
OPTION_BASE = 20  # + option index
DISCARD_BASE = 30  # + display slot
TAKE_BASE = 100  # + slot * 50 + face_down * 25 + position
PURSES_BASE = 300  # + first * 25 + second (first == second: a single purse)

FIELD = 5  # the tableau lives on a 5x5 field; the first card goes in the centre
CENTRE = 12
LEFT, RIGHT = 0, 1


def take(slot: int, position: int, face_down: bool = False) -> int:
    """Return the action that takes display ``slot`` and places it at field ``position``."""
    return TAKE_BASE + slot * 50 + (25 if face_down else 0) + position


def purses(first: int, second: int | None = None) -> int:
    """Return the action that chooses one or two purse cards by field position."""
    if second is None:
        second = first
    a, b = sorted((first, second))
    return PURSES_BASE + a * 25 + b


@dataclass(frozen=True, slots=True)
class Decoded:
    """An action taken apart: its kind and parameters."""

    kind: str  # key_move, key_refresh, take, neighbour, option, discard, purses
    slot: int = -1
    position: int = -1
    face_down: bool = False
    value: int = -1
    positions: tuple[int, ...] = ()


def decode(action: int) -> Decoded:
    """Return the parts of ``action``; raise ValueError for a number that is no action."""
    if action == KEY_MOVE:
        return Decoded("key_move")
    if action == KEY_REFRESH:
        return Decoded("key_refresh")
    if NEIGHBOUR_BASE <= action <= NEIGHBOUR_BASE + 1:
        return Decoded("neighbour", value=action - NEIGHBOUR_BASE)
    if OPTION_BASE <= action < OPTION_BASE + 10:
        return Decoded("option", value=action - OPTION_BASE)
    if DISCARD_BASE <= action < DISCARD_BASE + 3:
        return Decoded("discard", slot=action - DISCARD_BASE)
    if TAKE_BASE <= action < TAKE_BASE + 150:
        rest = action - TAKE_BASE
        return Decoded("take", slot=rest // 50, face_down=(rest % 50) >= 25, position=rest % 25)
    if PURSES_BASE <= action < PURSES_BASE + 625:
        a, b = divmod(action - PURSES_BASE, 25)
        if a <= b:
            return Decoded("purses", positions=(a,) if a == b else (a, b))
    raise ValueError(f"{action} is not an action")


def field_rc(position: int) -> tuple[int, int]:
    """Return (row, column) of a field position on the 5x5 field."""
    return divmod(position, FIELD)


def describe(action: int) -> str:
    """Return a short English description of ``action`` for logs."""
    d = decode(action)
    if d.kind == "key_move":
        return "spend a key to move the Messenger"
    if d.kind == "key_refresh":
        return "spend a key to refresh the display"
    if d.kind == "take":
        r, c = field_rc(d.position)
        face = "face down" if d.face_down else "face up"
        return f"take card {d.slot + 1} {face} to row {r}, column {c}"
    if d.kind == "neighbour":
        return "choose the left neighbour" if d.value == LEFT else "choose the right neighbour"
    if d.kind == "option":
        return f"choose option {d.value + 1}"
    if d.kind == "discard":
        return f"discard display card {d.slot + 1}"
    return "fill purses at " + ", ".join(str(p) for p in d.positions)
