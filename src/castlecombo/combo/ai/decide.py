"""An AI decision made off the window's process: ``choose`` runs there, ``AIMove`` waits for it.

``choose`` is the one function the background process runs for Castle Combo (top level, so
that spawn can pickle it by name). ``AIMove`` is one pending decision on the window's side:

    move = AIMove(worker, state, "hard", seed)   # the observation of the seat to move is sent
    ...each frame: result = move.poll()          # AIResult once, then None
    move.cancel()                                 # leaving the table: the answer is dropped

If the worker's process dies (it was killed, or the machine reclaimed it) the same request is
sent once more: the worker starts a new process, so the move still comes from the level asked
for. Only if that fails too, or if the AI itself raises, does a weaker level decide here, and
the result says so (``fell_back``) so that the game's record can tell. The request itself is
:class:`castlecombo.ai_request.AIMove`, shared with Castle Rooms; this one checks the level and the game.
"""

from __future__ import annotations

from castlecombo.ai_request import AIMove as SharedMove
from castlecombo.ai_request import AIResult, Runner
from castlecombo.combo.ai.players import LEVELS, make_player
from castlecombo.combo.engine.state import GameState

FALLBACK_LEVEL = "medium"  # what decides when the level asked for cannot; cheap enough for the window's thread


def choose(level: str, observation: GameState, seed: int, think_ms: int | None) -> int:
    """Return the action the ``level`` AI picks for the seat to move in ``observation``."""
    return make_player(level, seed, think_ms).choose(observation)


class AIMove(SharedMove[GameState]):
    """One AI decision for the seat to move in a state, made by ``worker``; poll it each frame."""

    def __init__(self, worker: Runner, state: GameState, level: str, seed: int,
                 think_ms: int | None = None) -> None:
        """Send the request; raise ValueError for an unknown level or a finished game."""
        if level not in LEVELS:
            raise ValueError(f"unknown AI level {level!r}")
        if state.is_over:
            raise ValueError("the game is over: there is nothing to decide")
        super().__init__(worker, choose, state.observation(state.to_move()), level, seed, think_ms, FALLBACK_LEVEL)


__all__ = ["FALLBACK_LEVEL", "AIMove", "AIResult", "Runner", "choose"]
