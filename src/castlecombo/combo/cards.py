"""Card data: pydantic models of the card file and its loader.

Abilities and scrolls are a small set of parameterised rules keyed by ``type``;
each type's rule (how it resolves or scores, its words, the AI's estimate) lives in one
class in ``engine/effects.py`` or ``engine/scrolls.py``, reached by one ``match`` with
``assert_never``: a new model here is a type error there until it has a rule.
"""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from castlecombo.i18n import pgettext
from castlecombo.inputfiles import (
    EXCERPT_CHARS,
    InputError,
    JsonSyntaxError,
    excerpt,
    parse_json,
    read_text_file,
    shorten,
)
from castlecombo.resources import asset_path

Shield = Literal["nobility", "faith", "scholarship", "military", "craftsmanship", "peasantry"]
SHIELDS: tuple[Shield, ...] = ("nobility", "faith", "scholarship", "military", "craftsmanship", "peasantry")
Deck = Literal["castle", "village"]
DECKS: tuple[Deck, ...] = ("castle", "village")
Resource = Literal["gold", "keys"]


class _Rule(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


# --- what an ability counts -------------------------------------------------

class CountShields(_Rule):
    count: Literal["shields"]
    shield: Shield


class CountNeighbourShields(_Rule):
    count: Literal["neighbour_shields"]
    shield: Shield


class CountDeckCards(_Rule):
    count: Literal["deck_cards"]
    deck: Deck


class CountNeighbourDeckCards(_Rule):
    count: Literal["neighbour_deck_cards"]
    deck: Deck


class CountCardsWithNShields(_Rule):
    count: Literal["cards_with_n_shields"]
    n: int = Field(ge=0, le=3)


class CountCardsCosting(_Rule):
    count: Literal["cards_costing"]
    cost: int = Field(ge=0)


class CountSimple(_Rule):
    count: Literal["shield_types", "missing_shield_types", "empty_spaces", "occupied_spaces", "purse_cards"]


Count = Annotated[
    CountShields | CountNeighbourShields | CountDeckCards | CountNeighbourDeckCards | CountCardsWithNShields
    | CountCardsCosting | CountSimple,
    Field(discriminator="count"),
]


# --- abilities ----------------------------------------------------------------

class Gain(_Rule):
    type: Literal["gain"]
    resource: Resource
    amount: int = Field(ge=1)
    per: Count | None = None


class OpponentsGain(_Rule):
    type: Literal["opponents_gain"]
    resource: Resource
    amount: int = Field(ge=1)


class GoldOnEachPurse(_Rule):
    type: Literal["gold_on_each_purse"]
    amount: int = Field(ge=1)


class FillPurses(_Rule):
    type: Literal["fill_purses"]
    purses: int = Field(ge=1)


class DiscardFromDisplay(_Rule):
    type: Literal["discard_from_display"]
    deck: Deck
    gain: Resource


class Choice(_Rule):
    type: Literal["choice"]
    options: list[list[Effect]] = Field(min_length=2)


Effect = Annotated[
    Gain | OpponentsGain | GoldOnEachPurse | FillPurses | DiscardFromDisplay | Choice,
    Field(discriminator="type"),
]
Choice.model_rebuild()


# --- scrolls -------------------------------------------------------------------

class LineShields(_Rule):
    type: Literal["line_shields"]
    line: Literal["row", "column"]
    shield: Shield
    points: int


class CrossShields(_Rule):
    type: Literal["cross_shields"]
    shield: Shield
    points: int


class LineShieldTypes(_Rule):
    type: Literal["line_shield_types"]
    line: Literal["row", "column"]
    points: int


class NoShield(_Rule):
    type: Literal["no_shield"]
    shield: Shield
    points: int


class ShieldSets(_Rule):
    type: Literal["shield_sets"]
    shields: list[Shield] = Field(min_length=2)
    points: int


class Triples(_Rule):
    type: Literal["triples"]
    size: int = Field(ge=2)
    points: int


class DeckCards(_Rule):
    type: Literal["deck_cards"]
    deck: Deck
    points: int


class DeckSets(_Rule):
    type: Literal["deck_sets"]
    deck: Deck
    size: int = Field(ge=1)
    points: int


class CardsWithNShields(_Rule):
    type: Literal["cards_with_n_shields"]
    n: int = Field(ge=0, le=3)
    points: int


class CardsCosting(_Rule):
    type: Literal["cards_costing", "cards_costing_at_least"]
    cost: int = Field(ge=0)
    points: int


class Position(_Rule):
    type: Literal["position"]
    where: Literal["top_row", "middle_row", "bottom_row", "left_column", "middle_column",
                   "right_column", "corner", "edge_middle"]
    points: int


class SimpleScroll(_Rule):
    type: Literal["shield_types", "missing_shield_types", "keys", "castle_village_pairs",
                  "discount_cards", "any_face_down", "purse_gold", "all_purse_gold"]
    points: int


Scroll = Annotated[
    LineShields | CrossShields | LineShieldTypes | NoShield | ShieldSets | Triples | DeckCards | DeckSets
    | CardsWithNShields | CardsCosting | Position | SimpleScroll,
    Field(discriminator="type"),
]


class Card(_Rule):
    """One character card as printed."""

    id: int
    name: str = Field(min_length=1)
    deck: Deck
    cost: int = Field(ge=0, le=20)
    shields: list[Shield] = Field(max_length=3)
    messenger: Deck | None = None
    discount: Literal["castle", "village", "all"] | None = None
    purse: int | None = Field(default=None, ge=1)
    ability: list[Effect] = Field(default_factory=list)
    scroll: Scroll

    @model_validator(mode="after")
    def _purse_matches_scroll(self) -> Card:
        is_purse_scroll = self.scroll.type == "purse_gold"
        if is_purse_scroll != (self.purse is not None):
            raise ValueError("a purse capacity goes with a 'purse_gold' scroll and only with it")
        return self

    @property
    def title(self) -> str:
        """Return the card's name in the player's language (``name`` stays the English key)."""
        return pgettext("card", self.name)


class CardSet(_Rule):
    format: Literal[1]
    set: str
    cards: list[Card]

    @model_validator(mode="after")
    def _unique(self) -> CardSet:
        seen_ids: set[int] = set()
        seen_names: set[str] = set()
        for card in self.cards:
            if card.id in seen_ids:
                raise ValueError(f"card id {card.id} appears twice")
            if card.name.casefold() in seen_names:
                raise ValueError(f"card name {card.name!r} appears twice")
            seen_ids.add(card.id)
            seen_names.add(card.name.casefold())
        return self


class CardDataError(Exception):
    """A card file that cannot be used; the message names the file, card and field."""


def _describe_validation(path: str, raw: object, err: ValidationError) -> str:
    first = err.errors()[0]
    loc = list(first["loc"])
    where = ""
    if len(loc) >= 2 and loc[0] == "cards" and isinstance(loc[1], int):
        idx = loc[1]
        name = None
        if isinstance(raw, dict) and isinstance(raw.get("cards"), list) and idx < len(raw["cards"]):
            entry = raw["cards"][idx]
            if isinstance(entry, dict):
                name = entry.get("name")
        field = ".".join(_cut(p) for p in loc[2:]) or "(card)"
        where = f"card #{idx + 1}" + (f" ({_cut(name)})" if name else "") + f", field {field}"
    else:
        where = "field " + (".".join(_cut(p) for p in loc) or "(top level)")
    return f"{path}: {where}: {shorten(first['msg'])}"


def _cut(part: object) -> str:
    text = str(part)
    if not text.isprintable():  # a key with a line break or a control character: shown quoted
        return excerpt(text)
    return text if len(text) <= EXCERPT_CHARS else excerpt(text)


def parse_card_set(text: str, source: str = "<card data>") -> CardSet:
    """Return the validated card set in ``text``; raise CardDataError naming file, card and field."""
    try:
        raw = parse_json(text)
    except JsonSyntaxError as exc:
        raise CardDataError(f"{source}: not valid JSON ({exc})") from None
    except InputError as exc:
        raise CardDataError(f"{source}: {exc}") from None
    try:
        return CardSet.model_validate(raw)
    except ValidationError as exc:
        raise CardDataError(_describe_validation(source, raw, exc)) from None


def load_card_file(path: str | Path) -> CardSet:
    """Return the validated card set in the file at ``path``; raise CardDataError."""
    try:
        text = read_text_file(path)
    except InputError as exc:
        raise CardDataError(str(exc)) from None
    return parse_card_set(text, str(path))


# What the engine needs of a card set: 3 cards per display, and enough cards that a game of
# MAX_PLAYERS always ends (a location closes only when it cannot show 3 cards, so both can
# close only after all but 2 of each location's cards are in tableaux), and card numbers that
# stay below the engine's face-down marker.
DISPLAY_CARDS = 3
MIN_CARDS = 9 * 5 + 2 * (DISPLAY_CARDS - 1)
MAX_CARDS = 127
MAX_CARD_NAME = 40  # history records keep card names; they must fit


def check_playable(cards: list[Card], source: str) -> None:
    """Raise CardDataError unless ``cards`` can deal and finish every game the engine plays."""
    if not MIN_CARDS <= len(cards) <= MAX_CARDS:
        raise CardDataError(
            f"{source}: a card set needs {MIN_CARDS} to {MAX_CARDS} cards for a game of 2 to 5 players, "
            f"not {len(cards)}"
        )
    for card in cards:
        if len(card.name) > MAX_CARD_NAME:
            raise CardDataError(f"{source}: card {excerpt(card.name)}: a name has at most {MAX_CARD_NAME} characters")
    for deck in DECKS:
        count = sum(1 for c in cards if c.deck == deck)
        if count < DISPLAY_CARDS:
            raise CardDataError(
                f"{source}: the {deck} deck needs at least {DISPLAY_CARDS} cards to fill its display, not {count}"
            )


@lru_cache(maxsize=1)
def base_cards() -> tuple[Card, ...]:
    """Return the 78 base cards, castle first, in id order; raise CardDataError.

    ``CASTLECOMBO_CARD_FILE`` may name another card file (for modders and tests); it must
    pass :func:`check_playable`.
    """
    path = Path(os.environ.get("CASTLECOMBO_CARD_FILE") or asset_path("cards", "base.json"))
    cards = load_card_file(path).cards
    check_playable(cards, str(path))
    return tuple(sorted(cards, key=lambda c: (c.deck != "castle", c.id)))
