"""Why an action is illegal: a reason code, its parameters and the English sentence.

The UI shows ``str(exc)`` today; a translation can key on ``exc.reason.code`` and format
``exc.reason.params`` into its own sentence. Lines and seats in the parameters count from 1,
as players do.
"""

from __future__ import annotations

from dataclasses import dataclass, field

TEXTS: dict[str, str] = {
    "game_over": "the game is over",
    "not_an_action": "{action} is not an action",
    "no_card": "you hold no {card}",
    "no_line": "you have no line {line}",
    "no_seat": "there is no seat {seat}",
    "no_opponent_line": "seat {seat} has no line {line}",
    "line_blocked": "a dragon blocks line {line}: play a knight on it first",
    "no_match": "a {card} room does not fit line {line}: the line ends in {exit} and the room would start with {entry}",
    "room_fits": ("a new line may start only when no room in your hand fits an open line "
                  "(a {card} room fits line {line})"),
    "orientation": "your new line must be {orientation}, the opposite of your previous line",
    "own_line": "a dragon goes on an opponent's line, not on yours",
    "already_blocked": "line {line} of seat {seat} already carries a dragon",
    "no_dragon": "line {line} carries no dragon: a knight only goes on your blocked line",
    "hand_full": "you hold {count} cards: play until 2 remain before ending the turn",
    "discard_small_hand": "you hold {count} cards: dragons and knights are discarded only from 3 or more",
    "discard_has_play": "you still have a play ({play}): only a dragon or knight nobody can use is discarded",
}


@dataclass(frozen=True)
class Reason:
    """An illegal action's reason: ``code`` (a key of TEXTS) and the values its sentence names."""

    code: str
    params: dict[str, str | int] = field(default_factory=dict)

    @property
    def text(self) -> str:
        """Return the reason as an English sentence."""
        return TEXTS[self.code].format(**self.params)


class IllegalAction(ValueError):
    """An action that is not legal now; ``reason`` says why (the message is its sentence)."""

    def __init__(self, reason: Reason, prefix: str = "") -> None:
        super().__init__(prefix + reason.text)
        self.reason = reason

    @property
    def code(self) -> str:
        """Return the reason code."""
        return self.reason.code
