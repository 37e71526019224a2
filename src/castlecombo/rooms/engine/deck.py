"""The deck file compiled into flat tuples the engine can index quickly.

Cards are identified by type only: room kinds 0..N_KINDS-1 in the file's order, then
DRAGON and KNIGHT. Two rooms of one kind are alike, so hands are counts by type and the
pile is a list of types. Sides are STAIRS and CORRIDOR; a line is UP (helmet up: a room
reads entry→exit as printed) or DOWN (helmet down: entry and exit swap).
"""

from __future__ import annotations

from castlecombo.rooms.cards import MAX_PLAYERS, MIN_PLAYERS, SIDES, room_deck

STAIRS, CORRIDOR = 0, 1
UP, DOWN = 0, 1
SIDE_NAMES = SIDES
ORIENTATION_NAMES = ("helmet up", "helmet down")

_DECK = room_deck()
N_KINDS = len(_DECK.rooms)
DRAGON = N_KINDS
KNIGHT = N_KINDS + 1
N_TYPES = N_KINDS + 2
ROOM_KINDS: tuple[int, ...] = tuple(range(N_KINDS))
ENTRY: tuple[int, ...] = tuple(SIDES.index(k.entry) for k in _DECK.rooms)
EXIT: tuple[int, ...] = tuple(SIDES.index(k.exit) for k in _DECK.rooms)
# READ_ENTRY[orientation][kind], READ_EXIT[orientation][kind]: a room's sides as a line reads them
READ_ENTRY: tuple[tuple[int, ...], tuple[int, ...]] = (ENTRY, EXIT)
READ_EXIT: tuple[tuple[int, ...], tuple[int, ...]] = (EXIT, ENTRY)


def kind_name(kind: int) -> str:
    """Return a room kind's printed name, e.g. 'stairs→corridor'."""
    return f"{SIDES[ENTRY[kind]]}→{SIDES[EXIT[kind]]}"


TYPE_NAMES: tuple[str, ...] = (*(kind_name(k) for k in ROOM_KINDS), "dragon", "knight")


def deck_counts(players: int) -> list[int]:
    """Return how many cards of each type the deck holds for ``players`` seats."""
    rooms, dragons, knights = _DECK.counts(players)
    return [*rooms, dragons, knights]


def deck_cards(players: int) -> list[int]:
    """Return the deck for ``players`` seats as a list of card types, in a fixed order."""
    out: list[int] = []
    for t, n in enumerate(deck_counts(players)):
        out.extend([t] * n)
    return out


__all__ = [
    "CORRIDOR", "DOWN", "DRAGON", "ENTRY", "EXIT", "KNIGHT", "MAX_PLAYERS", "MIN_PLAYERS", "N_KINDS",
    "N_TYPES", "ORIENTATION_NAMES", "READ_ENTRY", "READ_EXIT", "ROOM_KINDS", "SIDE_NAMES", "STAIRS",
    "TYPE_NAMES", "UP", "deck_cards", "deck_counts", "kind_name",
]
