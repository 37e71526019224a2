"""The card table compiled into flat tuples the engine can index quickly.

Cards are numbered 0..77 in the order of ``base_cards()`` (castle first). The
pydantic models stay the source of truth; this module only lays them out for speed.
"""

from __future__ import annotations

from castlecombo.combo.cards import DECKS, SHIELDS, Card, base_cards

CASTLE, VILLAGE = 0, 1
DECK_NAMES = DECKS
SHIELD_NAMES = SHIELDS
SHIELD_INDEX = {name: i for i, name in enumerate(SHIELDS)}

CARDS: tuple[Card, ...] = base_cards()
N_CARDS = len(CARDS)
NAMES: tuple[str, ...] = tuple(c.name for c in CARDS)
INDEX_BY_NAME: dict[str, int] = {c.name.casefold(): i for i, c in enumerate(CARDS)}
DECK: tuple[int, ...] = tuple(DECKS.index(c.deck) for c in CARDS)
COST: tuple[int, ...] = tuple(c.cost for c in CARDS)
SHIELDS_OF: tuple[tuple[int, ...], ...] = tuple(tuple(SHIELD_INDEX[s] for s in c.shields) for c in CARDS)
N_SHIELDS: tuple[int, ...] = tuple(len(s) for s in SHIELDS_OF)
# Messenger destination: -1 none, else the location the icon sends it to.
MESSENGER: tuple[int, ...] = tuple(-1 if c.messenger is None else DECKS.index(c.messenger) for c in CARDS)
# Discount per location: (castle, village) gold off for later purchases.
DISCOUNT: tuple[tuple[int, int], ...] = tuple(
    (1 if c.discount in ("castle", "all") else 0, 1 if c.discount in ("village", "all") else 0) for c in CARDS
)
HAS_DISCOUNT: tuple[bool, ...] = tuple(c.discount is not None for c in CARDS)
PURSE: tuple[int, ...] = tuple(c.purse or 0 for c in CARDS)
CARDS_OF_DECK: tuple[tuple[int, ...], tuple[int, ...]] = (
    tuple(i for i in range(N_CARDS) if DECK[i] == CASTLE),
    tuple(i for i in range(N_CARDS) if DECK[i] == VILLAGE),
)


def card_index(name: str) -> int:
    """Return the engine index of the card called ``name`` (any case); raise KeyError."""
    return INDEX_BY_NAME[name.strip().casefold()]
