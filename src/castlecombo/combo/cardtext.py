"""Short descriptions of cards, written from the rule parameters (no pygame).

The words of each ability and scroll type live with its rule (``engine/effects.py``,
``engine/scrolls.py``); this module puts them together per card and re-exports the markup
vocabulary (``combo/markup.py``) the card renderer uses: :func:`plain` turns markup into
words, :func:`split_markup` into text pieces and icon tokens.
"""

from __future__ import annotations

from castlecombo.combo.cards import Card, CountNeighbourDeckCards, CountNeighbourShields, Effect, Gain, Scroll
from castlecombo.combo.engine.effects import GainRule, both, effect_rule
from castlecombo.combo.engine.scrolls import scroll_rule
from castlecombo.combo.markup import DECK_WORD, SHIELD_WORD, WHERE_CELLS, WHERE_WORDS, plain, split_markup
from castlecombo.i18n import _, ngettext, pgettext

__all__ = [
    "DECK_WORD",
    "SHIELD_WORD",
    "WHERE_CELLS",
    "WHERE_WORDS",
    "ability_markup",
    "ability_text",
    "counts_a_neighbour",
    "discount_text",
    "effect_markup",
    "holds",
    "option_markup",
    "plain",
    "scroll_markup",
    "scroll_text",
    "split_markup",
]


def effect_markup(effect: Effect, own: bool = False) -> str:
    """Return the markup describing one ability effect (``own``: a count of the player's own shields says so)."""
    rule = effect_rule(effect)
    return rule.markup(own=True) if own and isinstance(rule, GainRule) else rule.markup()


def counts_a_neighbour(card: Card) -> bool:
    """Return whether an effect of ``card``'s ability counts a neighbour's tableau (its other counts are then said
    to be the player's own)."""
    return any(isinstance(e, Gain) and isinstance(e.per, CountNeighbourShields | CountNeighbourDeckCards)
               for e in card.ability)


def option_markup(option: list[Effect]) -> str:
    """Return the markup of one option of a choice: its effects done together ("+1 {gold} and +1 {key}")."""
    return both(effect_markup(e) for e in option)


def ability_markup(card: Card) -> list[str]:
    """Return one markup line per ability effect of ``card`` (empty if it has none)."""
    own = counts_a_neighbour(card)
    return [effect_markup(e, own) for e in card.ability]


def ability_text(card: Card) -> str:
    """Return the card's immediate ability in short words ("" if it has none)."""
    # TRANSLATORS: between two effects of a card's ability ("+1 gold per ...; +1 key per ...")
    return pgettext("separator", "; ").join(plain(m) for m in ability_markup(card))


def scroll_markup(scroll: Scroll, *, points: bool = True) -> str:
    """Return the markup describing one scroll; without ``points`` it starts at "per"/"if"."""
    return scroll_rule(scroll).markup(points)


def scroll_text(card: Card) -> str:
    """Return the card's end-of-game scroll in short words."""
    text = plain(scroll_markup(card.scroll))
    if card.purse is None:
        return text
    return holds(text, card.purse)


def holds(scroll: str, purse: int) -> str:
    """Return ``scroll`` (words or markup) followed by what the card's purse holds ("... (holds 3)")."""
    # TRANSLATORS: {scroll} is a card's scoring rule, {n} the gold its purse holds
    return ngettext("{scroll} (holds {n})", "{scroll} (holds {n})", purse).format(scroll=scroll, n=purse)


def discount_text(card: Card) -> str | None:
    """Return the card's permanent discount in short words, or None if it has none."""
    if card.discount is None:
        return None
    if card.discount == "all":
        return _("All cards cost you 1 less")
    if card.discount == "castle":
        return _("Castle cards cost you 1 less")
    return _("Village cards cost you 1 less")
