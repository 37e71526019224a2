"""Suggest for Castle Rooms: the turn the hard level would play for the person to move, and how it stands.

The search is hard's own (``search.best_plan``) on the seat's observation, bounded by a number
of simulations, so the same position and seed give the same suggestion on any machine; the time
cap only guards a slow one. The whole turn is returned, so the table can show each of its plays
in order, and the mean chance to win the search found for it.
"""

from __future__ import annotations

from dataclasses import dataclass

from castlecombo.rooms.ai import search
from castlecombo.rooms.engine.state import GameState

SUGGEST_SIMULATIONS = 480  # in a 2-player game: about 0.2 s on this project's 2-core test machine (0.5 s at most)
SUGGEST_MS = 1500  # the most one suggestion may take, on a machine slower than expected


@dataclass(frozen=True, slots=True)
class RoomsSuggestion:
    """The turn suggested for the seat to move."""

    plan: tuple[int, ...]  # its actions, the first to play now; the last ends the turn (or wins the game)
    win_chance: float | None  # the seat's chance to win after it, as the search saw it (None: nothing to compare)
    simulations: int


def suggest(obs: GameState, seed: int, simulations: int = SUGGEST_SIMULATIONS,
            think_ms: int = SUGGEST_MS) -> RoomsSuggestion:
    """Return the suggestion for the seat to move in the observation ``obs``, with ``simulations`` in a 2-player
    game (a share of them with more players, whose turns each simulation plays: the time stays about the same, the
    cap is not reached and the same position and seed give the same suggestion); raise ValueError if the game is
    over or ``obs`` is not an observation."""
    if obs.is_over:
        raise ValueError("the game is over: there is nothing to suggest")
    if obs.viewer < 0:
        raise ValueError("a suggestion comes from what the seat sees (state.observation(seat)), never the full state")
    # the whole turn even where one play is forced now (a single forced play, shown alone, left the next play
    # unsaid and its words counted the cards still to play as kept, a playtest)
    plan, chance = search.best_plan(obs, seed, think_ms, max(1, simulations // (obs.n - 1)), judge_one=True)
    return RoomsSuggestion(tuple(plan), chance, search.last_stats.get("sims", 0))
