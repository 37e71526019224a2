"""The pace of Castle Combo's AI seats at the table: the kit's pacer, answering with :class:`AIResult`.

The states are :class:`castlecombo.kit.ai_pacing.AIPacer`'s; the table decides what a move means
(it applies the action, animates the card, records a fallback).
"""

from __future__ import annotations

from castlecombo.combo.ai.decide import AIResult
from castlecombo.combo.ui.host import TableHost
from castlecombo.kit.ai_pacing import AIPacer as _Pacer
from castlecombo.kit.ai_pacing import AIPhase, pace_seconds

AIPacer = _Pacer[AIResult]


def pace_of(host: TableHost) -> tuple[float, float, float]:
    """Return the pace the player chose: least thinking shown, card flight, pause after a move (seconds)."""
    return pace_seconds(host.autoplay, host.settings.ai_pace)


__all__ = ["AIPacer", "AIPhase", "pace_of"]
