"""Card text markup: words with ``{token}`` placeholders a card face can draw as icons (no pygame).

Every description of a card rule is first built as *markup*: plain words with ``{token}`` or
``{token:arg}`` placeholders for things a card face can draw as an icon (gold, keys, shields,
Castle/Village cards, purses...). :func:`plain` turns markup into words; the card renderer turns
it into icons. So the text and the icons always say the same thing. The words of each rule
type live with the rule (``engine/effects.py``, ``engine/scrolls.py``); this module holds the
vocabulary they share.

Tokens: ``gold``, ``coin`` (the gold of one coin), ``key``, ``keys``, ``shield:S`` ("Noble shield"), ``shields:S``,
``sh:S`` ("Noble"), ``card:D`` ("Castle card"), ``cards:D``, ``deck:D``
("Castle"), ``purse``, ``purses``, ``discount``, ``facedown``, ``cost:N``
(a coin showing N) and ``grid:WHERE`` (a 3x3 grid with the spaces lit; no words).
"""

from __future__ import annotations

import re
from typing import Final

from castlecombo.i18n import N_, _, ngettext, pgettext

# Card words are translated when they are shown (never cached here): a template is one whole
# phrase, ``_()``/``ngettext()`` of it is then ``.format()``-ed. THE RULE for every card-text
# template: each ``{name}`` in it is a placeholder filled by ``format`` -- a number (``{n}``),
# another phrase (``{per}``, ``{rule}``) or an icon (``{gold}``, ``{key}``, ``{shield}``,
# ``{card}`` ...), which format turns into the markup token the card draws (see ICONS).
ICONS: Final[dict[str, str]] = {
    "gold": "{gold}",
    "coin": "{coin}",  # the gold icon where its word is said of one coin
    "key": "{key}",
    "keys": "{keys}",
    "purse": "{purse}",
    "purses": "{purses}",
    "discount": "{discount}",
    "facedown": "{facedown}",
}

# A shield type's name alone (the token {sh:S}).
SHIELD_WORD: Final[dict[str, str]] = {
    # TRANSLATORS: a shield type, as in "per set of Noble + Military shields"
    "nobility": N_("Noble"),
    "faith": N_("Faith"),
    "scholarship": N_("Scholar"),
    "military": N_("Military"),
    "craftsmanship": N_("Craft"),
    "peasantry": N_("Peasant"),
}
# one shield and several, of each type (the words of the tokens {shield:S} and {shields:S})
SHIELD_NAME: Final[dict[str, tuple[str, str]]] = {
    # TRANSLATORS: one shield of a type and several, as in "per Noble shield"
    "nobility": (N_("Noble shield"), N_("Noble shields")),
    "faith": (N_("Faith shield"), N_("Faith shields")),
    "scholarship": (N_("Scholar shield"), N_("Scholar shields")),
    "military": (N_("Military shield"), N_("Military shields")),
    "craftsmanship": (N_("Craft shield"), N_("Craft shields")),
    "peasantry": (N_("Peasant shield"), N_("Peasant shields")),
}
DECK_WORD: Final[dict[str, str]] = {
    # TRANSLATORS: a deck's name, as in "per pair Castle + Village"
    "castle": N_("Castle"),
    "village": N_("Village"),
}
# one card and several of each deck (the words of the tokens {card:D} and {cards:D})
DECK_CARD: Final[dict[str, tuple[str, str]]] = {
    "castle": (N_("Castle card"), N_("Castle cards")),
    "village": (N_("Village card"), N_("Village cards")),
}
# the words of the tokens without an argument
TOKEN_WORD: Final[dict[str, str]] = {
    # TRANSLATORS: the coins of the game, as in "+2 gold"
    "gold": N_("gold"),
    "key": N_("key"),
    "keys": N_("keys"),
    # TRANSLATORS: a card's purse, which holds gold
    "purse": N_("purse"),
    "purses": N_("purses"),
    # TRANSLATORS: a card that makes other cards cheaper, as in "per discount card"
    "discount": N_("discount"),
    # TRANSLATORS: a card placed with its back up, as in "if any card is face down"
    "facedown": N_("face down"),
}

# The condition a position scroll reads.
WHERE_WORDS: Final[dict[str, str]] = {
    "top_row": N_("if in the top row"),
    "middle_row": N_("if in the middle row"),
    "bottom_row": N_("if in the bottom row"),
    "left_column": N_("if in the left column"),
    "middle_column": N_("if in the middle column"),
    "right_column": N_("if in the right column"),
    "corner": N_("if in a corner"),
    "edge_middle": N_("if in the middle of an edge"),
}

# The 3x3 spaces (row, column) each position scroll asks for; row 0 is the top.
WHERE_CELLS: Final[dict[str, frozenset[tuple[int, int]]]] = {
    "top_row": frozenset((0, c) for c in range(3)),
    "middle_row": frozenset((1, c) for c in range(3)),
    "bottom_row": frozenset((2, c) for c in range(3)),
    "left_column": frozenset((r, 0) for r in range(3)),
    "middle_column": frozenset((r, 1) for r in range(3)),
    "right_column": frozenset((r, 2) for r in range(3)),
    "corner": frozenset({(0, 0), (0, 2), (2, 0), (2, 2)}),
    "edge_middle": frozenset({(0, 1), (1, 0), (1, 2), (2, 1)}),
}

# Words an ability count and a scroll share.
PER_SHIELD_TYPE: Final = N_("per shield type you have")
PER_MISSING_SHIELD_TYPE: Final = N_("per shield type you lack")

_TOKEN = re.compile(r"\{([a-z_]+)(?::([a-z_0-9]+))?\}")


def _word(kind: str, arg: str | None) -> str:
    """Return the words for one markup token in the current language; raise ValueError for an unknown token."""
    if kind in TOKEN_WORD:
        return _(TOKEN_WORD[kind])
    if kind == "coin":
        # TRANSLATORS: the word of the gold icon for one coin ("+1 gold"), where a language counts coins
        return pgettext("one coin", "gold")
    if kind in ("shield", "shields"):
        return _(SHIELD_NAME[arg or ""][kind == "shields"])
    if kind == "sh":
        return _(SHIELD_WORD[arg or ""])
    if kind in ("card", "cards"):
        return _(DECK_CARD[arg or ""][kind == "cards"])
    if kind == "deck":
        return _(DECK_WORD[arg or ""])
    if kind == "cost":
        return str(arg)
    if kind == "grid":
        return ""
    raise ValueError(f"unknown card text token {{{kind}}}")


def plain(markup: str) -> str:
    """Return ``markup`` with every ``{token}`` replaced by its words in the current language."""
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


def shield(kind: str) -> str:
    """Return the token of one shield of type ``kind`` (the value of a ``{shield}`` placeholder)."""
    return f"{{shield:{kind}}}"


def card(deck: str, n: int = 1) -> str:
    """Return the token of one card (``n`` == 1) or several of ``deck`` (a ``{card}`` placeholder)."""
    return f"{{card:{deck}}}" if n == 1 else f"{{cards:{deck}}}"


def cost(n: int) -> str:
    """Return the token of a coin showing ``n`` (the value of a ``{cost}`` placeholder)."""
    return f"{{cost:{n}}}"


def with_n_shields(n: int) -> str:
    """Return "per card with N shield(s)", shared by an ability count and a scroll."""
    return ngettext("per card with {n} shield", "per card with {n} shields", n).format(n=n)


def with_points(n: int, rule: str) -> str:
    """Return the markup of a scroll worth ``n`` points per what ``rule`` says ("4 pts per {key}")."""
    # TRANSLATORS: a scroll's points, then its rule ({rule}: "per Faith shield", "if in a corner"...)
    return ngettext("{n} pt {rule}", "{n} pts {rule}", n).format(n=n, rule=rule)
