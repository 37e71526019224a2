"""Move narration: the log line for an action, from the state before it and nothing else.

Because the words depend only on (state before, action) and the seat names, the log of a
game can always be rebuilt from its record (seed, first player, actions), as the replay does.
"""

from __future__ import annotations

from collections.abc import Sequence

from castlecombo.combo import cardtext
from castlecombo.combo.cards import Choice, DiscardFromDisplay
from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.catalog import DECK_NAMES, NAMES
from castlecombo.combo.engine.state import FACE_DOWN_GOLD, FACE_DOWN_KEYS, GameState

LOC_NAMES = ("Castle", "Village")  # the two locations, in the engine's order (0 and 1)


def narrate(state: GameState, action: int, names: Sequence[str]) -> str:
    """Return the log line for ``action`` played from ``state`` (the state before it), naming seats by ``names``."""
    s = state
    who = names[s.current]
    if action == A.KEY_MOVE:
        return f"{who} spent a key: the Messenger goes to the {LOC_NAMES[1 - s.messenger]}."
    if action == A.KEY_REFRESH:
        return f"{who} spent a key to refresh the {LOC_NAMES[s.messenger]} display."
    if A.is_take(action):
        take = A.take_parts(action)
        card = s.displays[s.messenger][take.slot]
        if card < 0:
            return f"{who}: {A.describe(action)}."
        if take.face_down:
            return f"{who} took {NAMES[card]} face down: +{FACE_DOWN_GOLD} gold, +{FACE_DOWN_KEYS} keys."
        return f"{who} bought {NAMES[card]} for {s.price(s.current, card)} gold."
    card_name = NAMES[s.card] if s.card >= 0 else ""
    effect = s.pending.effect if s.pending is not None else None
    if A.is_option(action) and isinstance(effect, Choice):
        words = " and ".join(cardtext.plain(cardtext.effect_markup(e)) for e in effect.options[A.option_index(action)])
        return f"{who} chose {card_name}: {words}." if card_name else f"{who} chose {words}."
    if A.is_neighbour(action):
        other = s.neighbours(s.current)[A.neighbour_side(action)]
        return f"{who} counted {names[other]}'s tableau for {card_name}."
    if A.is_purses(action):
        filled = " and ".join(NAMES[s.players[s.current].card_at(p)] for p in A.purse_positions(action))
        return f"{who} filled {filled} with gold."
    if A.is_discard(action) and isinstance(effect, DiscardFromDisplay):
        loc = DECK_NAMES.index(effect.deck)
        return f"{who} discarded {NAMES[s.displays[loc][A.discard_slot(action)]]} from the {LOC_NAMES[loc]}."
    return f"{who}: {A.describe(action)}."


def narrate_game(players: int, seed: int, first_player: int | None, actions: Sequence[int],
                 names: Sequence[str]) -> list[str]:
    """Return the log of a recorded game, one line per action; raise IllegalAction or ValueError
    if the record does not replay."""
    state = GameState.new(players, seed, first_player)
    lines = []
    for action in actions:
        lines.append(narrate(state, action, names))
        state.apply(action)
    return lines
