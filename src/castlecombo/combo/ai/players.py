"""The four AI levels behind one interface: ``make_player(level).choose(obs) -> action``.

- random: the engine's plain uniform choice over the legal actions.
- easy:   greedy on the score the turn adds now (no look at the future).
- medium: one-turn evaluation of every full turn (key, card, face, place, ability choices)
          with an estimate of what scrolls, gold, keys and discounts will be worth at the end.
- hard:   determinized Monte Carlo search over the real engine, guided by the medium evaluation.

Players receive an observation (``state.observation(seat)``): deck order hidden. They never
modify what they are given.
"""

from __future__ import annotations

import random
from typing import Protocol

from castlecombo.combo.ai import evaluate as E
from castlecombo.combo.ai import search
from castlecombo.combo.engine.state import GameState

LEVELS = ("random", "easy", "medium", "hard")
DEFAULT_THINK_MS = 1000


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
    """Determinized Monte Carlo search within ``think_ms`` (or ``iterations`` if given)."""

    level = "hard"

    def __init__(self, seed: int = 0, think_ms: int | None = None, iterations: int | None = None) -> None:
        self.seed = seed
        self.think_ms = DEFAULT_THINK_MS if think_ms is None else think_ms
        self.iterations = iterations

    def choose(self, obs: GameState) -> int:
        """Return the action the search finds best within the time or iteration budget."""
        return search.choose(obs, seed=self.seed, think_ms=self.think_ms, iterations=self.iterations)


def make_player(level: str, seed: int = 0, think_ms: int | None = None) -> AIPlayer:
    """Return a player of ``level`` (one of LEVELS); raise ValueError for an unknown level."""
    if level == "random":
        return RandomPlayer(seed)
    if level == "easy":
        return EasyPlayer(seed)
    if level == "medium":
        return MediumPlayer(seed)
    if level == "hard":
        return HardPlayer(seed, think_ms)
    raise ValueError(f"unknown AI level {level!r}; choose one of {', '.join(LEVELS)}")
