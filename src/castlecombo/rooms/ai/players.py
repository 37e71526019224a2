"""The Castle Rooms AI levels behind one picklable call: ``choose(level, obs, seed, think_ms)``.

- random: a uniform choice over the legal actions.
- easy:   the quick rules of ``policy.py`` made rash (dragons on any line, new lines at will,
          a random action one time in five).
- medium: the best full turn by the race estimate (``evaluate.MEDIUM``).
- hard:   the best few full turns by the strong evaluation (the race estimate plus the rooms
          the best line can expect next turn, counted from the unseen cards), each played on
          the same sampled deals of the hidden cards and one round further, and judged by the
          chance to win from there (``search.py``, ``winchance.py``).

Every level is given an observation (``state.observation(seat)``) and never modifies it.
The functions are module-level so that a process pool can run them by name.
"""

from __future__ import annotations

import random

from castlecombo.rooms.ai import evaluate as E
from castlecombo.rooms.ai import policy, search
from castlecombo.rooms.engine.state import GameState

LEVELS = ("random", "easy", "medium", "hard")
DEFAULT_THINK_MS = search.DEFAULT_THINK_MS


def _rng(seed: int, obs: GameState) -> random.Random:
    return random.Random(seed * 1_000_003 + obs.turn * 1_009 + sum(obs.hands[obs.current]))


def choose_random(obs: GameState, seed: int = 0) -> int:
    """Return a uniformly chosen legal action (the same for the same seed and position)."""
    legal = obs.legal_actions()
    return legal[_rng(seed, obs).randrange(len(legal))]


def choose_easy(obs: GameState, seed: int = 0) -> int:
    """Return the easy level's action: the rash rules."""
    return policy.choose_rule(obs, _rng(seed, obs), policy.EASY)


def choose_medium(obs: GameState, seed: int = 0) -> int:
    """Return the medium level's action: the first play of the best full turn by the race estimate."""
    return E.choose_plan(obs, _rng(seed, obs), E.MEDIUM)


def choose_hard(obs: GameState, seed: int = 0, think_ms: int | None = None, iterations: int | None = None) -> int:
    """Return the hard level's action: the search's, within ``think_ms`` (or ``iterations`` simulations)."""
    return search.choose(obs, seed, DEFAULT_THINK_MS if think_ms is None else think_ms, iterations)


def choose(level: str, obs: GameState, seed: int = 0, think_ms: int | None = None,
           iterations: int | None = None) -> int:
    """Return ``level``'s action for the seat to move in the observation ``obs``; raise ValueError for a bad level.

    ``think_ms`` and ``iterations`` bound the hard level's search (the others ignore them).
    """
    if obs.is_over:
        raise ValueError("the game is over: there is nothing to decide")
    if level == "random":
        return choose_random(obs, seed)
    if level == "easy":
        return choose_easy(obs, seed)
    if level == "medium":
        return choose_medium(obs, seed)
    if level == "hard":
        return choose_hard(obs, seed, think_ms, iterations)
    raise ValueError(f"unknown AI level {level!r}; choose one of {', '.join(LEVELS)}")
