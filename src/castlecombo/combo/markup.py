"""Card text markup: words with ``{token}`` placeholders a card face can draw as icons (no pygame).

Every description of a card rule is first built as *markup*: plain words with ``{token}`` or
``{token:arg}`` placeholders for things a card face can draw as an icon (gold, keys, shields,
Castle/Village cards, purses...). :func:`plain` turns markup into words; the card renderer turns
it into icons. So the text and the icons always say the same thing. The words of each rule
type live with the rule (``engine/effects.py``, ``engine/scrolls.py``); this module holds the
vocabulary they share.

Tokens: ``gold``, ``key``, ``keys``, ``shield:S`` ("Noble shield"), ``shields:S``,
``sh:S`` ("Noble"), ``card:D`` ("Castle card"), ``cards:D``, ``deck:D``
("Castle"), ``purse``, ``purses``, ``discount``, ``facedown``, ``cost:N``
(a coin showing N) and ``grid:WHERE`` (a 3x3 grid with the spaces lit; no words).
"""

from __future__ import annotations

import re
from typing import Final

SHIELD_WORD: Final[dict[str, str]] = {
    "nobility": "Noble",
    "faith": "Faith",
    "scholarship": "Scholar",
    "military": "Military",
    "craftsmanship": "Craft",
    "peasantry": "Peasant",
}
DECK_WORD: Final[dict[str, str]] = {"castle": "Castle", "village": "Village"}

WHERE_WORDS: Final[dict[str, str]] = {
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
PER_SHIELD_TYPE: Final = "per shield type you have"
PER_MISSING_SHIELD_TYPE: Final = "per shield type you lack"

_TOKEN = re.compile(r"\{([a-z_]+)(?::([a-z_0-9]+))?\}")


def _word(kind: str, arg: str | None) -> str:
    """Return the plain words for one markup token; raise ValueError for an unknown token."""
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


def resource(name: str, amount: int) -> str:
    """Return the token for ``amount`` of the resource ``name`` ("gold" or "keys")."""
    if name == "gold":
        return "{gold}"
    return "{key}" if amount == 1 else "{keys}"


def points(n: int) -> str:
    """Return "1 pt" or "N pts"."""
    return f"{n} pt" if n == 1 else f"{n} pts"


def with_n_shields(n: int) -> str:
    """Return "per card with N shield(s)", shared by an ability count and a scroll."""
    return f"per card with {n} shield" + ("" if n == 1 else "s")
