"""Why the Combo engine refuses a move: reason codes, their English sentences and their words for players.

The engine (``engine/problems.py``) answers with a :class:`Reason`: a code and the values its
sentence names. ``Reason.text`` is the English sentence (the command line's ``IllegalAction``
message); :func:`reason_words` is the sentence in the player's language (the table shows it).
Values that are words (a phase) are passed as codes and worded here; numbers stay numbers.
This module imports no engine, so the engine may import it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final

from castlecombo.i18n import N_, _, ngettext

# The sentences without a number that can be 1 or more. Every {name} is a placeholder: keep it.
TEXTS: Final[dict[str, str]] = {
    "finish_ability": N_("finish the card's ability first"),
    "game_over": N_("the game is over"),
    "one_key": N_("only one key per turn"),
    "no_key": N_("you have no key"),
    "location_gone": N_("the other location has left the game"),
    "no_card_there": N_("there is no card there"),
    "outside": N_("that is outside the tableau"),
    "space_taken": N_("that space is taken"),
    "three_rows": N_("a column holds 3 cards: the tableau is already 3 rows tall"),
    "three_columns": N_("a row holds 3 cards: the tableau is already 3 columns wide"),
    # "Must touch a placed card" read curt to a newcomer (playtest 129)
    "must_touch": N_("put it beside a card you have placed: it must touch one of its sides"),
    # the field is drawn around the first card: it goes in the middle, the tableau grows from it
    "first_in_centre": N_("your first card goes in the middle space: your tableau grows around it"),
    "not_legal": N_("not legal now"),
    # {action} describes the move (in English: only a program sends a move of the wrong kind)
    "not_a_choice": N_("'{action}' is not a choice now (waiting for: {phase})"),
    "bad_action": "{error}",  # not a move at all: a program's error, shown as it is (not translated)
    "observation": N_("an observation cannot be undone"),
    "nothing_played": N_("nothing has been played yet"),
    "nothing_this_turn": N_("nothing to undo this turn"),
    "reshuffled": N_("a deck was reshuffled"),
    "refresh_shown": N_("the refresh showed new cards"),
    "cards_shown": N_("new cards were shown"),
    "turn_not_come": N_("your turn has not come yet"),
    "other_played": N_("another player has played since your turn"),
    "placing_reshuffled": N_("placing it ended your turn and a deck was reshuffled"),
    "answering_reshuffled": N_("answering its ability ended your turn and a deck was reshuffled"),
    "turn_over": N_("your turn is over"),
}
# The sentences with a number: the code and the parameter that chooses the singular or plural.
PLURAL_COUNT: Final[dict[str, str]] = {"too_dear": "cost", "placing_showed": "n", "answering_showed": "n"}

# What the player to move is deciding, by the engine's phase name (decision.PHASE_NAMES).
PHASE_WORDS: Final[dict[str, str]] = {
    # TRANSLATORS: what the game waits for, as in "(waiting for: take a card)"
    "take": N_("take a card"),
    "neighbour": N_("choose a neighbour"),
    "option": N_("choose an option"),
    "purses": N_("choose purses"),
    "discard": N_("choose a card to discard"),
    "over": N_("the end of the game"),
}
WORD_PARAMS: Final[dict[str, dict[str, str]]] = {"phase": PHASE_WORDS}  # parameters worded from a code

Ngettext = Callable[[str, str, int], str]


def _english_ngettext(singular: str, plural: str, n: int) -> str:
    """Return the English form of a sentence for the number ``n``."""
    return singular if n == 1 else plural


def _plural_template(code: str, n: int, ngettext: Ngettext) -> str:
    """Return the sentence template of the plural reason ``code`` for the number ``n``; raise KeyError."""
    if code == "too_dear":
        # TRANSLATORS: {cost} and {gold} are numbers of gold coins
        return ngettext("costs {cost} gold, you have {gold}: turn it face down to take it (F, or the button under it)",
                        "costs {cost} gold, you have {gold}: turn it face down to take it (F, or the button under it)",
                        n)
    if code == "placing_showed":
        return ngettext("placing it showed a new card from the deck",
                        "placing it showed {n} new cards from the deck", n)
    if code == "answering_showed":
        return ngettext("answering its ability showed a new card from the deck",
                        "answering its ability showed {n} new cards from the deck", n)
    raise KeyError(code)


def template(code: str, params: dict[str, str | int], ngettext: Ngettext = _english_ngettext) -> str:
    """Return the untranslated-or-translated sentence template of ``code`` (English unless a
    translating ``ngettext`` is given for the plural ones); raise KeyError for an unknown code."""
    if code in PLURAL_COUNT:
        return _plural_template(code, int(params[PLURAL_COUNT[code]]), ngettext)
    return TEXTS[code]


@dataclass(frozen=True)
class Reason:
    """Why a move is refused: ``code`` (a key of TEXTS or PLURAL_COUNT) and the values its sentence names."""

    code: str
    params: dict[str, str | int] = field(default_factory=dict)

    @property
    def text(self) -> str:
        """Return the reason as an English sentence (the command line's words)."""
        return template(self.code, self.params).format(**self.params)


def english(reason: Reason | None) -> str | None:
    """Return ``reason`` as an English sentence, or None for no reason."""
    return None if reason is None else reason.text


def reason_words(reason: Reason) -> str:
    """Return ``reason`` as a sentence in the player's language (parameters that are words translated)."""
    params = {k: _(WORD_PARAMS[k][str(v)]) if k in WORD_PARAMS else v for k, v in reason.params.items()}
    if reason.code in PLURAL_COUNT:
        return template(reason.code, reason.params, ngettext).format(**params)
    return _(TEXTS[reason.code]).format(**params)
