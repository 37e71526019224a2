"""The words on both games' replay controls: to the first turn, a turn back, play / pause, a turn on, the last."""

from __future__ import annotations

from castlecombo.i18n import pgettext


def control_label(name: str, playing: bool) -> str:
    """Return the words on replay control ``name`` (Play becomes Pause while the replay plays)."""
    # TRANSLATORS: the replay's buttons: to the first turn, a turn back, play / pause, a turn on, to the last turn
    labels = {"start": pgettext("replay", "Start"), "back": pgettext("replay", "Back"),
              "next": pgettext("replay", "Next"), "end": pgettext("replay", "End")}
    if name == "play":
        return pgettext("replay", "Pause") if playing else pgettext("replay", "Play")
    return labels[name]


__all__ = ["control_label"]
