"""AI players for Castle Combo: they see only what a seated player sees (``GameState.observation``).

``make_player(level, seed, think_ms)`` builds a player whose ``choose(obs)`` returns a legal
action; ``decide.choose`` is what the app's background process runs, ``decide.AIMove`` waits for it.
"""

from castlecombo.combo.ai.players import DEFAULT_THINK_MS, LEVELS, AIPlayer, make_player

__all__ = ["DEFAULT_THINK_MS", "LEVELS", "AIPlayer", "make_player"]
