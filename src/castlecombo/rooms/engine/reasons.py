"""Why an action is illegal: a reason code and its parameters.

The sentences live outside the engine, in ``castlecombo.rooms.reason_texts`` (English templates
the UI translates); parameters that are words are codes there (a card type, a side, an
orientation, an action). Lines and seats in the parameters count from 1, as players do.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Reason:
    """An illegal action's reason: ``code`` (a key of reason_texts.TEXTS) and the values its sentence names."""

    code: str
    params: dict[str, str | int] = field(default_factory=dict)

    @property
    def text(self) -> str:
        """Return the reason as an English sentence."""
        from castlecombo.rooms import reason_texts  # the words live above the engine, which they read

        return reason_texts.english(self)


class IllegalAction(ValueError):
    """An action that is not legal now; ``reason`` says why (the message is its sentence)."""

    def __init__(self, reason: Reason, prefix: str = "") -> None:
        super().__init__(prefix + reason.text)
        self.reason = reason

    @property
    def code(self) -> str:
        """Return the reason code."""
        return self.reason.code
