"""Hard level: determinized Monte Carlo search (placeholder: the medium choice)."""

from __future__ import annotations

import random

from castlecombo.ai import evaluate as E
from castlecombo.engine.state import GameState


def choose(obs: GameState, seed: int = 0, think_ms: int = 1000, iterations: int | None = None,
           should_stop=None) -> int:
    return E.choose_greedy(obs, E.MEDIUM, random.Random(seed))
