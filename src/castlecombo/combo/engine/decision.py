"""What the player to move is deciding: the phases of a turn and the pending ability decision."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from castlecombo.combo.cards import Effect

if TYPE_CHECKING:
    from castlecombo.combo.engine.effects import EffectRule
    from castlecombo.combo.engine.state import GameState

TAKE: Final = 0  # an optional key use, then a take
NEIGHBOUR: Final = 1  # an ability counts one neighbour's tableau: which one
OPTION: Final = 2  # a choice ability: which option
PURSES: Final = 3  # a fill-purses ability: which purse cards
DISCARD: Final = 4  # a discard ability: which display card
OVER: Final = 5  # every player has 9 cards
PHASE_NAMES: Final[dict[int, str]] = {TAKE: "take", NEIGHBOUR: "neighbour", OPTION: "option", PURSES: "purses",
                                      DISCARD: "discard", OVER: "over"}


@dataclass(frozen=True, slots=True)
class Pending:
    """The decision an ability of the card just bought is waiting for."""

    phase: int  # NEIGHBOUR, OPTION, PURSES or DISCARD
    legal: list[int]  # the actions that answer it (shared: do not modify)
    rule: EffectRule  # the effect being resolved, as the engine runs it

    @property
    def effect(self) -> Effect:
        """Return the card data of the effect being resolved (a Choice's options, a discard's deck...)."""
        return self.rule.model


def best_total(s: GameState, seat: int, turn: int, depth: int = 4) -> int:
    """Return ``seat``'s score once its ability choices of turn ``turn`` in ``s`` are answered at best.

    A card whose ability asks first and gains after (the Templar: a neighbour, then its keys)
    showed only the part before the choice (a playtest: +2 shown, +4 scored)."""
    return best_outcome(s, seat, turn, depth)[0]


def best_outcome(s: GameState, seat: int, turn: int, depth: int = 4) -> tuple[int, int]:
    """Return ``seat``'s (score, gold in hand) once its ability choices of turn ``turn`` in ``s`` are answered
    at best: the most points, then the most gold."""
    if s.pending is None or s.current != seat or s.turn != turn or depth <= 0:
        return s.score(seat).total, s.players[seat].gold
    best = None
    for answer in s.legal_actions():
        after = s.clone()
        after.apply(answer)
        outcome = best_outcome(after, seat, turn, depth - 1)
        best = outcome if best is None else max(best, outcome)
    return (s.score(seat).total, s.players[seat].gold) if best is None else best
