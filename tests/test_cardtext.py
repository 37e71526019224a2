"""Card texts are written from the rule parameters and cover every card."""

from __future__ import annotations

import pytest

from castlecombo.combo import cardtext
from castlecombo.combo.cards import base_cards


def _card(name: str):
    return next(c for c in base_cards() if c.name == name)


def test_every_card_has_scroll_text() -> None:
    cards = base_cards()
    assert len(cards) == 78
    for card in cards:
        text = cardtext.scroll_text(card)
        assert text.strip(), card.name
        assert "{" not in text and "}" not in text, card.name


def test_every_ability_and_discount_is_described() -> None:
    for card in base_cards():
        ability = cardtext.ability_text(card)
        discount = cardtext.discount_text(card)
        assert "{" not in ability, card.name
        assert bool(ability) == bool(card.ability), card.name
        assert (discount is None) == (card.discount is None), card.name
        # a card says at least something about itself besides its scroll
        assert ability or discount or card.purse, card.name


@pytest.mark.parametrize(
    ("name", "ability", "scroll"),
    [
        ("Prince", "+1 gold per Noble shield", "4 pts per Noble shield in this row"),
        ("Devout", "+1 gold per empty space", "10 pts if no Craft shield"),
        ("Judge", "+2 keys", "3 pts per pair Castle + Village"),
        ("Royal Guard", "+1 key; Each opponent gets 1 key", "3 pts per Noble shield in this column"),
        ("Banker", "Choose: +2 gold on each purse or +3 keys", "1 pt per gold on all purses"),
        ("Knight", "+1 gold per Castle card", "3 pts per Noble shield in this row and column"),
        # the own count said as the player's: both lines read as the neighbour's (playtest 286)
        ("Spy", "+1 gold per Scholar shield of yours; +1 key per Military shield of one neighbouring player",
         "6 pts if in the middle column"),
        ("Officer", "+1 gold per Noble shield; +1 gold per Military shield",
         "4 pts per set of Noble + Military shields"),
        ("Patron", "Each opponent gets 2 gold", "5 pts per card costing 5 or more"),
        ("Brigand", "+1 key per Castle card of one neighbouring player", "7 pts per set of 3 Village cards"),
        ("Templar", "+1 gold per Faith shield of one neighbouring player; +1 key per Military shield of yours",
         "1 pt per key"),
        ("Gravedigger", "Discard a Village card on offer: + its cost in gold",
         "2 pts per gold on this card (holds 8)"),
    ],
)
def test_exact_texts(name: str, ability: str, scroll: str) -> None:
    card = _card(name)
    assert cardtext.ability_text(card) == ability
    assert cardtext.scroll_text(card) == scroll


def test_discount_texts() -> None:
    assert cardtext.discount_text(_card("Alchemist")) == "All cards cost you 1 less"
    assert cardtext.discount_text(_card("Astronomer")) == "Castle cards cost you 1 less"
    assert cardtext.discount_text(_card("Pilgrim")) == "Village cards cost you 1 less"
    assert cardtext.discount_text(_card("Prince")) is None


def test_markup_round_trip() -> None:
    markup = "+1 {gold} per {shield:faith} and {cost:4}"
    assert cardtext.plain(markup) == "+1 gold per Faith shield and 4"
    parts = cardtext.split_markup(markup)
    assert parts == ["+1 ", ("gold", None), " per ", ("shield", "faith"), " and ", ("cost", "4")]


def test_every_rule_type_in_the_models_is_covered() -> None:
    """Each effect, count and scroll type declared in cards.py has a description."""
    from typing import get_args

    from castlecombo.combo import cards as m

    scroll_types: set[str] = set()
    for model in get_args(get_args(m.Scroll)[0]):
        scroll_types.update(get_args(model.model_fields["type"].annotation))
    for t in scroll_types:
        kwargs = {"type": t, "points": 2}
        model = next(x for x in get_args(get_args(m.Scroll)[0])
                     if t in get_args(x.model_fields["type"].annotation))
        for field, value in (("line", "row"), ("shield", "faith"), ("shields", ["faith", "military"]),
                             ("size", 3), ("deck", "castle"), ("n", 2), ("cost", 4), ("where", "corner")):
            if field in model.model_fields:
                kwargs[field] = value
        assert cardtext.plain(cardtext.scroll_markup(model(**kwargs))).startswith("2 pts"), t

    counts: set[str] = set()
    for model in get_args(get_args(m.Count)[0]):
        counts.update(get_args(model.model_fields["count"].annotation))
    for c in counts:
        per = {"count": c, "shield": "faith", "deck": "castle", "n": 1, "cost": 3}
        model = next(x for x in get_args(get_args(m.Count)[0])
                     if c in get_args(x.model_fields["count"].annotation))
        per = {k: v for k, v in per.items() if k in model.model_fields}
        effect = m.Gain(type="gain", resource="gold", amount=1, per=model(**per))
        assert cardtext.plain(cardtext.effect_markup(effect)).startswith("+1 gold per"), c
