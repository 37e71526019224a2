"""Actions are small ints; this is the one module that knows their layout.

A turn is a short sequence of decisions: an optional key use, then one take
(display slot + face + tableau position in one action, as a drag does), then any
choices the card's ability asks for. The engine, the AI and the UI build actions
with the encoders here, test them with the predicates and take them apart with
the decoders; nothing else does arithmetic on an action.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal, NamedTuple

FIELD: Final = 5  # the tableau lives on a 5x5 field; the first card goes in the centre
FIELD_SIZE: Final = FIELD * FIELD
CENTRE: Final = 12
DISPLAY: Final = 3  # cards in each location's display
LEFT: Final = 0  # the neighbour who plays next
RIGHT: Final = 1  # the neighbour who played just before
MAX_OPTIONS: Final = 10

KEY_MOVE: Final = 0  # spend a key: move the Messenger to the other location
KEY_REFRESH: Final = 1  # spend a key: discard the Messenger's display and reveal 3 new cards
# The layout of the other actions: private, everyone else uses the functions below.
_NEIGHBOUR_BASE: Final = 10  # + side (LEFT or RIGHT)
_OPTION_BASE: Final = 20  # + option index
_DISCARD_BASE: Final = 30  # + display slot
_TAKE_BASE: Final = 100  # + slot * 2 * FIELD_SIZE + face_down * FIELD_SIZE + position
_PURSES_BASE: Final = 300  # + first * FIELD_SIZE + second (first == second: a single purse)
_TAKE_END: Final = _TAKE_BASE + DISPLAY * 2 * FIELD_SIZE
_PURSES_END: Final = _PURSES_BASE + FIELD_SIZE * FIELD_SIZE

ActionKind = Literal["key_move", "key_refresh", "take", "neighbour", "option", "discard", "purses"]


class Take(NamedTuple):
    """A take action's parts: which display slot, which face, which field position."""

    slot: int
    face_down: bool
    position: int


# TAKE_ACTIONS[slot][face_down][position] is the take action (a table: the legal-move loop is hot).
def _take_row(slot: int, down: int) -> tuple[int, ...]:
    return tuple(_TAKE_BASE + (slot * 2 + down) * FIELD_SIZE + pos for pos in range(FIELD_SIZE))


TAKE_ACTIONS: Final[tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]] = tuple(
    (_take_row(slot, 0), _take_row(slot, 1)) for slot in range(DISPLAY)
)
_TAKE_PARTS: Final[tuple[Take, ...]] = tuple(
    Take(slot, bool(down), pos) for slot in range(DISPLAY) for down in (0, 1) for pos in range(FIELD_SIZE)
)


# --- encoders ---------------------------------------------------------------------

def take(slot: int, position: int, face_down: bool = False) -> int:
    """Return the action that takes display ``slot`` and places it at field ``position``; raise ValueError."""
    if not (0 <= slot < DISPLAY and 0 <= position < FIELD_SIZE):
        raise ValueError(f"no display slot {slot} or field position {position}")
    return TAKE_ACTIONS[slot][face_down][position]


def neighbour(side: int) -> int:
    """Return the action that counts the ``side`` (LEFT or RIGHT) neighbour's tableau."""
    return _NEIGHBOUR_BASE + side


def option(index: int) -> int:
    """Return the action that chooses option ``index`` (0-based) of a choice ability."""
    return _OPTION_BASE + index


def discard(slot: int) -> int:
    """Return the action that discards display card ``slot`` for a discard ability."""
    return _DISCARD_BASE + slot


def purses(first: int, second: int | None = None) -> int:
    """Return the action that chooses one or two purse cards by field position."""
    if second is None:
        second = first
    a, b = sorted((first, second))
    return _PURSES_BASE + a * FIELD_SIZE + b


# --- predicates -------------------------------------------------------------------

def is_key(action: int) -> bool:
    """Return whether ``action`` spends a key (move the Messenger or refresh a display)."""
    return action in (KEY_MOVE, KEY_REFRESH)


def is_take(action: int) -> bool:
    """Return whether ``action`` takes a display card."""
    return _TAKE_BASE <= action < _TAKE_END


def is_neighbour(action: int) -> bool:
    """Return whether ``action`` chooses a neighbour."""
    return _NEIGHBOUR_BASE <= action <= _NEIGHBOUR_BASE + RIGHT


def is_option(action: int) -> bool:
    """Return whether ``action`` chooses an option of a choice ability."""
    return _OPTION_BASE <= action < _OPTION_BASE + MAX_OPTIONS


def is_discard(action: int) -> bool:
    """Return whether ``action`` discards a display card."""
    return _DISCARD_BASE <= action < _DISCARD_BASE + DISPLAY


def is_purses(action: int) -> bool:
    """Return whether ``action`` chooses purse cards (a valid pair: first <= second)."""
    if not _PURSES_BASE <= action < _PURSES_END:
        return False
    a, b = divmod(action - _PURSES_BASE, FIELD_SIZE)
    return a <= b


# --- decoders -----------------------------------------------------------------------

def take_parts(action: int) -> Take:
    """Return the (slot, face_down, position) of a take action; raise ValueError for another action."""
    if not _TAKE_BASE <= action < _TAKE_END:
        raise ValueError(f"{action} is not a take")
    return _TAKE_PARTS[action - _TAKE_BASE]


def neighbour_side(action: int) -> int:
    """Return LEFT or RIGHT for a neighbour action; raise ValueError for another action."""
    if not is_neighbour(action):
        raise ValueError(f"{action} is not a neighbour choice")
    return action - _NEIGHBOUR_BASE


def option_index(action: int) -> int:
    """Return the 0-based option of an option action; raise ValueError for another action."""
    if not is_option(action):
        raise ValueError(f"{action} is not an option choice")
    return action - _OPTION_BASE


def discard_slot(action: int) -> int:
    """Return the display slot of a discard action; raise ValueError for another action."""
    if not is_discard(action):
        raise ValueError(f"{action} is not a discard")
    return action - _DISCARD_BASE


def purse_positions(action: int) -> tuple[int, ...]:
    """Return the one or two field positions of a purses action; raise ValueError for another action."""
    if not is_purses(action):
        raise ValueError(f"{action} is not a purse choice")
    a, b = divmod(action - _PURSES_BASE, FIELD_SIZE)
    return (a,) if a == b else (a, b)


@dataclass(frozen=True, slots=True)
class Decoded:
    """An action taken apart: its kind and parameters."""

    kind: ActionKind
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
    if is_neighbour(action):
        return Decoded("neighbour", value=action - _NEIGHBOUR_BASE)
    if is_option(action):
        return Decoded("option", value=action - _OPTION_BASE)
    if is_discard(action):
        return Decoded("discard", slot=action - _DISCARD_BASE)
    if is_take(action):
        t = _TAKE_PARTS[action - _TAKE_BASE]
        return Decoded("take", slot=t.slot, face_down=t.face_down, position=t.position)
    if is_purses(action):
        return Decoded("purses", positions=purse_positions(action))
    raise ValueError(f"{action} is not an action")


def field_rc(position: int) -> tuple[int, int]:
    """Return (row, column) of a field position on the 5x5 field."""
    return divmod(position, FIELD)


def describe(action: int) -> str:
    """Return a short English description of ``action`` for logs; raise ValueError for no action."""
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
