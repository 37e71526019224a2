"""Short descriptions of card rules, written from the rule parameters (no pygame).

Every description is first built as *markup*: plain words with ``{token}`` or
``{token:arg}`` placeholders for things a card face can draw as an icon (gold,
keys, shields, Castle/Village cards, purses...). :func:`plain` turns markup
into words; the card renderer turns it into icons. So the text and the icons
always say the same thing.

Tokens: ``gold``, ``key``, ``keys``, ``shield:S`` ("Noble shield"), ``shields:S``,
``sh:S`` ("Noble"), ``card:D`` ("Castle card"), ``cards:D``, ``deck:D``
("Castle"), ``purse``, ``purses``, ``discount``, ``facedown``, ``cost:N``
(a coin showing N) and ``grid:WHERE`` (a 3x3 grid with the spaces lit; no words).
"""

from __future__ import annotations

import re

from castlecombo.combo.cards import Card, Effect, Scroll

SHIELD_WORD: dict[str, str] = {
    "nobility": "Noble",
    "faith": "Faith",
    "scholarship": "Scholar",
    "military": "Military",
    "craftsmanship": "Craft",
    "peasantry": "Peasant",
}
DECK_WORD: dict[str, str] = {"castle": "Castle", "village": "Village"}

WHERE_WORDS: dict[str, str] = {
    "top_row": "in the top row",
    "middle_row": "in the middle row",
    "bottom_row": "in the bottom row",
    "left_column": "in the left column",
    "middle_column": "in the middle column",
    "right_column": "in the right column",
    "corner": "in a corner",
    "edge_middle": "in the middle of an edge",
}

# The 3x3 spaces (row, column) each position scroll asks for; row 0 is the top.
WHERE_CELLS: dict[str, frozenset[tuple[int, int]]] = {
    "top_row": frozenset((0, c) for c in range(3)),
    "middle_row": frozenset((1, c) for c in range(3)),
    "bottom_row": frozenset((2, c) for c in range(3)),
    "left_column": frozenset((r, 0) for r in range(3)),
    "middle_column": frozenset((r, 1) for r in range(3)),
    "right_column": frozenset((r, 2) for r in range(3)),
    "corner": frozenset({(0, 0), (0, 2), (2, 0), (2, 2)}),
    "edge_middle": frozenset({(0, 1), (1, 0), (1, 2), (2, 1)}),
}

_TOKEN = re.compile(r"\{([a-z_]+)(?::([a-z_0-9]+))?\}")


def _word(kind: str, arg: str | None) -> str:
    """Return the plain words for one markup token."""
    if kind in ("gold", "key", "keys", "purse", "purses", "discount"):
        return kind
    if kind == "facedown":
        return "face down"
    if kind == "shield":
        return f"{SHIELD_WORD[arg or '']} shield"
    if kind == "shields":
        return f"{SHIELD_WORD[arg or '']} shields"
    if kind == "sh":
        return SHIELD_WORD[arg or ""]
    if kind == "card":
        return f"{DECK_WORD[arg or '']} card"
    if kind == "cards":
        return f"{DECK_WORD[arg or '']} cards"
    if kind == "deck":
        return DECK_WORD[arg or ""]
    if kind == "cost":
        return str(arg)
    if kind == "grid":
        return ""
    raise ValueError(f"unknown card text token {{{kind}}}")


def plain(markup: str) -> str:
    """Return ``markup`` with every ``{token}`` replaced by its words."""
    text = _TOKEN.sub(lambda m: _word(m.group(1), m.group(2)), markup)
    return re.sub(r"\s+", " ", text).strip()


def split_markup(markup: str) -> list[tuple[str, str | None] | str]:
    """Return ``markup`` as a list of plain-text pieces and ``(token, arg)`` pairs."""
    parts: list[tuple[str, str | None] | str] = []
    pos = 0
    for m in _TOKEN.finditer(markup):
        if m.start() > pos:
            parts.append(markup[pos:m.start()])
        parts.append((m.group(1), m.group(2)))
        pos = m.end()
    if pos < len(markup):
        parts.append(markup[pos:])
    return parts


# --- abilities -------------------------------------------------------------------

def _res(resource: str, amount: int) -> str:
    if resource == "gold":
        return "{gold}"
    return "{key}" if amount == 1 else "{keys}"


# Counts that need no parameter: the words after the amount of an ability ("+1 gold per ...").
_PER_WORDS: dict[str, str] = {
    "shield_types": "per shield type you have",
    "missing_shield_types": "per shield type you lack",
    "empty_spaces": "per empty space",
    "occupied_spaces": "per card you have",
    "purse_cards": "per {purse} card",
}


def _with_n_shields(n: int) -> str:
    return f"per card with {n} shield" + ("" if n == 1 else "s")


def _per(per: object) -> str:
    count = per.count
    if count in _PER_WORDS:
        return _PER_WORDS[count]
    if count == "shields":
        return f"per {{shield:{per.shield}}}"  # type: ignore[attr-defined]
    if count == "neighbour_shields":
        return f"per {{shield:{per.shield}}} of a neighbour"  # type: ignore[attr-defined]
    if count == "deck_cards":
        return f"per {{card:{per.deck}}}"  # type: ignore[attr-defined]
    if count == "neighbour_deck_cards":
        return f"per {{card:{per.deck}}} of a neighbour"  # type: ignore[attr-defined]
    if count == "cards_with_n_shields":
        return _with_n_shields(per.n)  # type: ignore[attr-defined]
    if count == "cards_costing":
        return "per card costing {cost:%d}" % per.cost  # type: ignore[attr-defined]
    raise ValueError(f"unknown count {count!r}")


def effect_markup(effect: Effect) -> str:
    """Return the markup describing one ability effect."""
    t = effect.type
    if t == "gain":
        head = f"+{effect.amount} " + _res(effect.resource, effect.amount)  # type: ignore[union-attr]
        per = getattr(effect, "per", None)
        return head if per is None else f"{head} {_per(per)}"
    if t == "opponents_gain":
        return f"Each opponent gets {effect.amount} " + _res(effect.resource, effect.amount)  # type: ignore[union-attr]
    if t == "gold_on_each_purse":
        return f"+{effect.amount} {{gold}} on each {{purse}}"  # type: ignore[union-attr]
    if t == "fill_purses":
        n = effect.purses  # type: ignore[union-attr]
        return f"Fill {n} " + ("{purse}" if n == 1 else "{purses}") + " with {gold}"
    if t == "discard_from_display":
        gain = "{gold}" if effect.gain == "gold" else "{keys}"  # type: ignore[union-attr]
        return f"Discard a {{card:{effect.deck}}} from the market: + its cost in {gain}"  # type: ignore[union-attr]
    if t == "choice":
        opts = [" and ".join(effect_markup(e) for e in option) for option in effect.options]  # type: ignore[union-attr]
        return "Choose: " + " or ".join(opts)
    raise ValueError(f"unknown effect type {t!r}")


def ability_markup(card: Card) -> list[str]:
    """Return one markup line per ability effect of ``card`` (empty if it has none)."""
    return [effect_markup(e) for e in card.ability]


def ability_text(card: Card) -> str:
    """Return the card's immediate ability in short words ("" if it has none)."""
    return "; ".join(plain(m) for m in ability_markup(card))


# --- scrolls ---------------------------------------------------------------------

def _pts(points: int) -> str:
    return f"{points} pt" if points == 1 else f"{points} pts"


# Scrolls that need no parameter: the words after the points.
_SCROLL_WORDS: dict[str, str] = {
    "shield_types": _PER_WORDS["shield_types"],
    "missing_shield_types": _PER_WORDS["missing_shield_types"],
    "keys": "per {key}",
    "castle_village_pairs": "per pair {deck:castle} + {deck:village}",
    "discount_cards": "per {discount} card",
    "any_face_down": "if any card is {facedown}",
    "purse_gold": "per {gold} on this card",
    "all_purse_gold": "per {gold} on all {purses}",
}


def scroll_markup(scroll: Scroll, *, points: bool = True) -> str:
    """Return the markup describing one scroll; without ``points`` it starts at "per"/"if"."""
    t = scroll.type
    p = _pts(scroll.points) if points else ""
    if t in _SCROLL_WORDS:
        return f"{p} {_SCROLL_WORDS[t]}"
    if t == "line_shields":
        return f"{p} per {{shield:{scroll.shield}}} in this {scroll.line}"  # type: ignore[union-attr]
    if t == "cross_shields":
        return f"{p} per {{shield:{scroll.shield}}} in this row and column"  # type: ignore[union-attr]
    if t == "line_shield_types":
        return f"{p} per shield type in this {scroll.line}"  # type: ignore[union-attr]
    if t == "no_shield":
        return f"{p} if no {{shield:{scroll.shield}}}"  # type: ignore[union-attr]
    if t == "shield_sets":
        kinds = " + ".join(f"{{sh:{s}}}" for s in scroll.shields)  # type: ignore[union-attr]
        return f"{p} per set of {kinds} shields"
    if t == "triples":
        return f"{p} per {scroll.size} identical shields"  # type: ignore[union-attr]
    if t == "deck_cards":
        return f"{p} per {{card:{scroll.deck}}}"  # type: ignore[union-attr]
    if t == "deck_sets":
        return f"{p} per set of {scroll.size} {{cards:{scroll.deck}}}"  # type: ignore[union-attr]
    if t == "cards_with_n_shields":
        return f"{p} {_with_n_shields(scroll.n)}"  # type: ignore[union-attr]
    if t == "cards_costing":
        return f"{p} per card costing {{cost:{scroll.cost}}}"  # type: ignore[union-attr]
    if t == "cards_costing_at_least":
        return f"{p} per card costing {{cost:{scroll.cost}}} or more"  # type: ignore[union-attr]
    if t == "position":
        where = scroll.where  # type: ignore[union-attr]
        return f"{{grid:{where}}} {p} if {WHERE_WORDS[where]}"
    raise ValueError(f"unknown scroll type {t!r}")


def scroll_text(card: Card) -> str:
    """Return the card's end-of-game scroll in short words."""
    text = plain(scroll_markup(card.scroll))
    if card.purse is not None:
        text += f" (holds {card.purse})"
    return text


# --- discount --------------------------------------------------------------------

def discount_text(card: Card) -> str | None:
    """Return the card's permanent discount in short words, or None if it has none."""
    if card.discount is None:
        return None
    if card.discount == "all":
        return "All cards cost you 1 less"
    return f"{DECK_WORD[card.discount]} cards cost you 1 less"
