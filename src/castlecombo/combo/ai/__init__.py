"""AI players for Castle Combo: they see only what a seated player sees (``GameState.observation``).

``make_player(level, seed, think_ms)`` builds a player whose ``choose(obs)`` returns a legal
action; ``AIWorker`` runs a player in the background for the pygame UI.
"""

from castlecombo.combo.ai.players import DEFAULT_THINK_MS, LEVELS, AIPlayer, make_player

__all__ = ["DEFAULT_THINK_MS", "LEVELS", "AIPlayer", "make_player"]
