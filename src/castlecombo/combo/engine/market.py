"""The market: setting it out, refilling, refreshing and closing the two displays, and where every card is."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from castlecombo.combo.engine.actions import DISPLAY
from castlecombo.combo.engine.catalog import CARDS_OF_DECK
from castlecombo.combo.engine.tableau import EMPTY, card_of

if TYPE_CHECKING:
    from castlecombo.combo.engine.state import GameState


def set_out(state: GameState, setup: random.Random) -> None:
    """Shuffle both decks with ``setup`` and lay out empty displays, discards and the Messenger at the Village."""
    state.decks = [list(CARDS_OF_DECK[0]), list(CARDS_OF_DECK[1])]
    setup.shuffle(state.decks[0])
    setup.shuffle(state.decks[1])
    state.discards = [[], []]
    state.displays = [[-1] * DISPLAY, [-1] * DISPLAY]
    state.removed = []
    state.alive = [True, True]
    state.messenger = 1  # the Messenger starts at the Village


def refill(state: GameState, loc: int) -> None:
    """Fill the empty display slots of ``loc``, rebuilding the deck from the discards; close it if it cannot."""
    if not state.alive[loc]:
        return
    display = state.displays[loc]
    deck = state.decks[loc]
    for i in range(DISPLAY):
        if display[i] >= 0:
            continue
        if not deck:
            discard = state.discards[loc]
            if not discard:
                close(state, loc)
                return
            deck.extend(discard)
            discard.clear()
            random.Random(state.chance_seed + state.shuffles).shuffle(deck)
            state.shuffles += 1
        display[i] = deck.pop()


def refresh(state: GameState, loc: int) -> None:
    """Discard the display of ``loc`` and reveal new cards (a key's refresh)."""
    display = state.displays[loc]
    state.discards[loc].extend(c for c in display if c >= 0)
    display[:] = [-1] * DISPLAY
    refill(state, loc)


def close(state: GameState, loc: int) -> None:
    """Take ``loc`` out of the game for good: it cannot show 3 cards any more."""
    state.removed.extend(c for c in state.displays[loc] if c >= 0)
    state.displays[loc] = [-1] * DISPLAY
    state.alive[loc] = False
    if state.alive[1 - loc]:
        state.messenger = 1 - loc


def card_locations(state: GameState) -> list[int]:
    """Return every card index held anywhere (decks, displays, discards, removed, tableaux)."""
    out = state.decks[0] + state.decks[1] + state.discards[0] + state.discards[1] + state.removed
    out += [c for d in state.displays for c in d if c >= 0]
    for p in state.players:
        out += [card_of(v) for v in p.grid if v != EMPTY]
    return out
