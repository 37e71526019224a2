"""The four AI levels behind one interface: ``make_player(level).choose(obs) -> action``.

- random: the engine's plain uniform choice over the legal actions.
- easy:   greedy on the score the turn adds now (no look at the future).
- medium: one-turn evaluation of every full turn (key, card, face, place, ability choices)
          with an estimate of what scrolls, gold, keys and discounts will be worth at the end.
- hard:   determinized Monte Carlo search over the real engine, guided by the medium evaluation,
          on every core but one (kept for the window).
- expert: the same search with a longer budget, on every core.

Players receive an observation (``state.observation(seat)``): deck order hidden. They never
modify what they are given.
"""

from __future__ import annotations

import random
from typing import Protocol

from castlecombo.combo.ai import evaluate as E
from castlecombo.combo.ai import pool, search
from castlecombo.combo.engine.state import GameState

LEVELS = ("random", "easy", "medium", "hard", "expert")
DEFAULT_THINK_MS = 1000  # hard's budget per decision
EXPERT_FACTOR = 4        # expert thinks this many times hard's budget


class AIPlayer(Protocol):
    """Anything that picks a legal action for the player to move in an observation."""

    level: str

    def choose(self, obs: GameState) -> int:
        """Return a legal action for ``obs.to_move()``."""
        ...


class RandomPlayer:
    """Uniform choice over the legal actions (the engine benchmark's player)."""

    level = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, obs: GameState) -> int:
        """Return a legal action drawn uniformly."""
        return self.rng.choice(obs.legal_actions())


class EasyPlayer:
    """Greedy on the evaluation with a short horizon: good cards, no planning."""

    level = "easy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, obs: GameState) -> int:
        """Return the first action of the best full turn by the easy weights."""
        return E.choose_greedy(obs, E.EASY, self.rng)


class MediumPlayer:
    """Best full turn by the one-turn evaluation; deterministic for a seed."""

    level = "medium"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.seed = seed

    def choose(self, obs: GameState) -> int:
        """Return the first action of the best full turn by the medium weights."""
        return E.choose_greedy(obs, E.MEDIUM, random.Random(self.seed * 1_000_003 + obs.turn))


class HardPlayer:
    """Determinized Monte Carlo search within ``think_ms`` (or ``iterations`` if given) in ``searchers`` processes."""

    level = "hard"
    reserve = 1  # cores left to the window

    def __init__(self, seed: int = 0, think_ms: int | None = None, iterations: int | None = None,
                 searchers: int | None = None) -> None:
        self.seed = seed
        self.think_ms = self.budget(DEFAULT_THINK_MS if think_ms is None else think_ms)
        self.iterations = iterations
        self.searchers = pool.searchers(self.reserve) if searchers is None else searchers

    def budget(self, hard_ms: int) -> int:
        """Return this level's budget per decision when hard's is ``hard_ms``."""
        return hard_ms

    def choose(self, obs: GameState) -> int:
        """Return the action the search finds best within the time or iteration budget."""
        return search.choose(obs, seed=self.seed, think_ms=self.think_ms, iterations=self.iterations,
                             searchers=self.searchers)


class ExpertPlayer(HardPlayer):
    """The hard search with ``EXPERT_FACTOR`` times hard's budget, on every core."""

    level = "expert"
    reserve = 0

    def budget(self, hard_ms: int) -> int:
        """Return expert's budget per decision when hard's is ``hard_ms``."""
        return hard_ms * EXPERT_FACTOR


def make_player(level: str, seed: int = 0, think_ms: int | None = None) -> AIPlayer:
    """Return a player of ``level`` (one of LEVELS), hard at ``think_ms`` per decision and expert at
    ``EXPERT_FACTOR`` times that; raise ValueError for an unknown level."""
    if level == "random":
        return RandomPlayer(seed)
    if level == "easy":
        return EasyPlayer(seed)
    if level == "medium":
        return MediumPlayer(seed)
    if level == "hard":
        return HardPlayer(seed, think_ms)
    if level == "expert":
        return ExpertPlayer(seed, think_ms)
    raise ValueError(f"unknown AI level {level!r}; choose one of {', '.join(LEVELS)}")
