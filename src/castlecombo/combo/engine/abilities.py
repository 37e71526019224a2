"""Immediate abilities: each effect type implemented once, looked up by type.

An effect either resolves at once or returns the decision it needs (the phase
and its legal actions); the state machine in ``state.py`` asks the player and
calls ``resolve_choice`` with the answer.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import TYPE_CHECKING, Any

from castlecombo.combo.cards import Count
from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.catalog import COST, DECK_NAMES, PURSE, SHIELD_INDEX
from castlecombo.combo.engine.decision import DISCARD, NEIGHBOUR, OPTION, PURSES
from castlecombo.combo.engine.tableau import Player

if TYPE_CHECKING:
    from castlecombo.combo.engine.state import GameState



def count(player: Player, per: Count) -> int:
    """Return what ``per`` counts in ``player``'s own tableau (neighbour counts use the neighbour)."""
    kind = per.count
    if kind == "shields" or kind == "neighbour_shields":
        return player.shields[SHIELD_INDEX[per.shield]]  # type: ignore[union-attr]
    if kind == "deck_cards" or kind == "neighbour_deck_cards":
        return player.deck_up[DECK_NAMES.index(per.deck)]  # type: ignore[union-attr]
    if kind == "cards_with_n_shields":
        return player.count_with_n_shields(per.n)  # type: ignore[union-attr]
    if kind == "cards_costing":
        c = per.cost  # type: ignore[union-attr]
        return sum(1 for v in player.face_up_cards() if COST[v] == c)
    if kind == "shield_types":
        return player.shield_types()
    if kind == "missing_shield_types":
        return 6 - player.shield_types()
    if kind == "empty_spaces":
        return 9 - player.count
    if kind == "occupied_spaces":
        return player.count
    if kind == "purse_cards":
        return len(player.purse_positions())
    raise ValueError(f"unknown count {kind!r}")


def is_neighbour_count(per: Count | None) -> bool:
    """Return whether ``per`` looks at a neighbour's tableau."""
    return per is not None and per.count.startswith("neighbour_")


def _gain(state: GameState, seat: int, effect: Any, source: Player) -> None:
    amount = effect.amount * (count(source, effect.per) if effect.per is not None else 1)
    p = state.players[seat]
    if effect.resource == "gold":
        p.gold += amount
    else:
        p.keys += amount


def _apply_gain(state: GameState, seat: int, effect: Any) -> tuple[int, list[int]] | None:
    if not is_neighbour_count(effect.per):
        _gain(state, seat, effect, state.players[seat])
        return None
    left, right = state.neighbours(seat)
    if left == right or count(state.players[left], effect.per) == count(state.players[right], effect.per):
        _gain(state, seat, effect, state.players[left])
        return None
    return NEIGHBOUR, [A.neighbour(A.LEFT), A.neighbour(A.RIGHT)]


def _apply_opponents_gain(state: GameState, seat: int, effect: Any) -> None:
    for other, p in enumerate(state.players):
        if other != seat:
            if effect.resource == "gold":
                p.gold += effect.amount
            else:
                p.keys += effect.amount
    return None


def put_gold_on_purses(player: Player, amount: int, positions: list[int] | None = None) -> None:
    """Add ``amount`` gold from the supply to each listed purse (all purses if None), capped."""
    grid, purse = player.grid, player.purse
    for pos in player.purse_positions() if positions is None else positions:
        purse[pos] = min(PURSE[grid[pos]], purse[pos] + amount)


def _apply_gold_on_each_purse(state: GameState, seat: int, effect: Any) -> None:
    put_gold_on_purses(state.players[seat], effect.amount)
    return None


def _fill(player: Player, positions: list[int] | tuple[int, ...]) -> None:
    for pos in positions:
        player.purse[pos] = PURSE[player.grid[pos]]


def _apply_fill_purses(state: GameState, seat: int, effect: Any) -> tuple[int, list[int]] | None:
    player = state.players[seat]
    owned = player.purse_positions()
    if len(owned) <= effect.purses:
        _fill(player, owned)  # filling every purse is the best "up to" choice
        return None
    if effect.purses == 1:
        return PURSES, [A.purses(p) for p in owned]
    return PURSES, [A.purses(*pair) for pair in combinations(owned, 2)]


def _apply_discard(state: GameState, seat: int, effect: Any) -> tuple[int, list[int]] | None:
    loc = DECK_NAMES.index(effect.deck)
    slots = [i for i, v in enumerate(state.displays[loc]) if v >= 0]
    if not slots:
        return None
    if len(slots) == 1:
        discard_for_gain(state, seat, loc, slots[0], effect.gain)
        return None
    return DISCARD, [A.discard(s) for s in slots]


def discard_for_gain(state: GameState, seat: int, loc: int, slot: int, resource: str) -> None:
    """Discard display card ``slot`` of ``loc`` and give ``seat`` its printed cost."""
    card = state.displays[loc][slot]
    state.displays[loc][slot] = -1
    state.discards[loc].append(card)
    p = state.players[seat]
    if resource == "gold":
        p.gold += COST[card]
    else:
        p.keys += COST[card]


def _apply_choice(state: GameState, seat: int, effect: Any) -> tuple[int, list[int]]:
    return OPTION, [A.option(i) for i in range(len(effect.options))]


_APPLY: dict[str, Callable[..., tuple[int, list[int]] | None]] = {
    "gain": _apply_gain,
    "opponents_gain": _apply_opponents_gain,
    "gold_on_each_purse": _apply_gold_on_each_purse,
    "fill_purses": _apply_fill_purses,
    "discard_from_display": _apply_discard,
    "choice": _apply_choice,
}


def apply_effect(state: GameState, seat: int, effect: Any) -> tuple[int, list[int]] | None:
    """Resolve ``effect`` for ``seat``; return (phase, legal actions) if it needs a decision."""
    return _APPLY[effect.type](state, seat, effect)


def resolve_choice(state: GameState, seat: int, effect: Any, action: int) -> list[Any]:
    """Finish ``effect`` with the player's ``action``; return effects to run next (a choice's option)."""
    kind = effect.type
    if kind == "gain":
        left, right = state.neighbours(seat)
        source = left if A.neighbour_side(action) == A.LEFT else right
        _gain(state, seat, effect, state.players[source])
        return []
    if kind == "choice":
        return list(effect.options[A.option_index(action)])
    if kind == "fill_purses":
        _fill(state.players[seat], A.purse_positions(action))
        return []
    if kind == "discard_from_display":
        discard_for_gain(state, seat, DECK_NAMES.index(effect.deck), A.discard_slot(action), effect.gain)
        return []
    raise ValueError(f"effect {kind!r} takes no decision")
