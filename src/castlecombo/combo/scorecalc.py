"""The ``score`` command: read finished tableaux as JSON or JSON Lines and score them."""

from __future__ import annotations

import difflib
import functools
import re
import unicodedata
from collections.abc import Iterator
from typing import Any

from castlecombo.combo.engine.catalog import NAMES, PURSE
from castlecombo.combo.engine.scoring import score_tableau
from castlecombo.combo.engine.tableau import FACE_DOWN
from castlecombo.i18n import translations
from castlecombo.inputfiles import InputError, JsonSyntaxError, excerpt, parse_json

TABLEAU_FIELDS = frozenset({"grid", "keys", "gold"})
CELL_FIELDS = frozenset({"card", "gold", "face_down"})
MAX_COUNT = 999  # keys or gold: far above any real game, small enough to score instantly


class TableauError(ValueError):
    """A tableau that cannot be scored; the message names the line and the problem."""


def _int(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{what} must be a whole number, not {excerpt(value)}")
    if value < 0:
        raise ValueError(f"{what} must not be negative (got {value})")
    if value > MAX_COUNT:
        raise ValueError(f"{what} must be at most {MAX_COUNT} (got {value})")
    return value


_APOSTROPHES = str.maketrans({"’": "'", "‘": "'", "ʼ": "'", "`": "'"})


def folded(name: str) -> str:
    """Return a card's name as the lookup compares it: no case, no accents, one kind of apostrophe, single spaces."""
    bare = "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c))
    return re.sub(r"\s+", " ", bare.translate(_APOSTROPHES)).strip().casefold()


@functools.cache
def card_names() -> dict[str, tuple[int, str]]:
    """Return each card's name in every language of the game, folded, with the card and the name as written."""
    # "mere superieure": (Mother Superior, "Mère supérieure"); English first where two languages fold alike
    names: dict[str, tuple[int, str]] = {}
    for card, name in enumerate(NAMES):
        for words in translations(name, "card").values():
            names.setdefault(folded(words), (card, words))
    return names


def _card(name: Any, where: str) -> int:
    if not isinstance(name, str):
        raise ValueError(f"{where}: a card name must be a string, not {excerpt(name)}")
    names = card_names()
    try:
        return names[folded(name)][0]
    except KeyError:
        # the nearest names in any language, as written in that language: the one a person typing in it meant
        # (all as near: "Jues" is as near the French "Juge" as the Spanish "Juez", playtest 338)
        key = folded(name)
        near = {n: difflib.SequenceMatcher(None, key, n).ratio()
                for n in difflib.get_close_matches(key, names, n=6, cutoff=0.7)}
        best = max(near.values(), default=0.0)
        said = list(dict.fromkeys(repr(names[n][1]) for n, ratio in near.items() if ratio == best))[:3]
        guess = f" (did you mean {' or '.join(said)}?)" if said else ""
        raise ValueError(f"{where}: unknown card {excerpt(name)}{guess}") from None


def parse_tableau(doc: Any) -> tuple[list[int], list[int], int, int]:
    """Return (cells, purse gold, keys, gold) of one tableau document; raise ValueError saying why."""
    if not isinstance(doc, dict):
        raise ValueError("a tableau must be a JSON object with 'grid', 'keys' and 'gold'")
    unknown_fields = sorted(set(doc) - TABLEAU_FIELDS)
    if {"actions", "seats"} <= set(doc):  # (playtest 313 gave it a finished game's file)
        raise ValueError("this is a game's record (a saved or finished game), not a tableau: "
                         "'castlecombo replay' and 'castlecombo review' read it")
    if unknown_fields:
        raise ValueError(f"unknown field {excerpt(unknown_fields[0])} (a tableau has 'grid', 'keys' and 'gold')")
    grid = doc.get("grid")
    if grid is None:
        raise ValueError("missing 'grid'")
    if not isinstance(grid, list) or len(grid) != 3 or any(not isinstance(r, list) or len(r) != 3 for r in grid):
        raise ValueError("'grid' must be 3 rows of 3 cells")
    keys = _int(doc.get("keys", 0), "'keys'")
    gold = _int(doc.get("gold", 0), "'gold'")
    cells: list[int] = []
    purse: list[int] = []
    seen: dict[int, str] = {}
    for r, row in enumerate(grid):
        for c, cell in enumerate(row):
            # Counted from 1 as a person does, with the JSON index the output's "row"/"col" use (playtest 299).
            where = f"row {r + 1}, column {c + 1} (grid[{r}][{c}])"
            stored = 0
            if isinstance(cell, dict):
                unknown = sorted(set(cell) - CELL_FIELDS)
                if unknown:
                    raise ValueError(f"{where}: unknown field {excerpt(unknown[0])}")
                face_down = cell.get("face_down", False)
                if not isinstance(face_down, bool):
                    raise ValueError(f"{where}: 'face_down' must be true or false")
                if face_down:
                    if "gold" in cell:
                        raise ValueError(f"{where}: a face-down card cannot hold gold")
                    card = _card(cell["card"], where) if "card" in cell else None
                    if card is not None:
                        _note_repeat(seen, card, where)
                    cells.append(FACE_DOWN + (card if card is not None else 0))
                    purse.append(0)
                    continue
                if "card" not in cell:
                    raise ValueError(f"{where}: missing 'card'")
                card = _card(cell["card"], where)
                stored = _int(cell.get("gold", 0), f"{where}: 'gold'")
                if stored and not PURSE[card]:
                    raise ValueError(f"{where}: {NAMES[card]} is not a purse card and cannot hold gold")
                if stored > PURSE[card]:
                    raise ValueError(f"{where}: {NAMES[card]} holds at most {PURSE[card]} gold, not {stored}")
            else:
                card = _card(cell, where)
            _note_repeat(seen, card, where)
            cells.append(card)
            purse.append(stored)
    return cells, purse, keys, gold


def _note_repeat(seen: dict[int, str], card: int, where: str) -> None:
    if card in seen:
        raise ValueError(f"{where}: {NAMES[card]} is already at {seen[card]} (each card exists once)")
    seen[card] = where


def score_document(doc: Any) -> dict[str, Any]:
    """Return the score of one tableau document as JSON-ready data; raise ValueError."""
    cells, purse, keys, gold = parse_tableau(doc)
    sheet = score_tableau(cells, purse, keys, gold).as_dict()
    for entry in sheet["cards"]:
        if entry["face_down"]:  # named as the tableau named it, if it did (playtest 328 got null for a Nun)
            cell = doc["grid"][entry["row"]][entry["col"]]
            entry["card"] = NAMES[cells[3 * entry["row"] + entry["col"]] - FACE_DOWN] \
                if isinstance(cell, dict) and "card" in cell else None
    return sheet


def _documents(text: str) -> Iterator[tuple[str, Any]]:
    """Yield each document of ``text`` with where it is: "line N", or "the tableau" for one written over several
    lines (a card twice on its fifth line was said to be on "line 1", playtest 247)."""
    try:
        doc = parse_json(text)
        yield "line 1" if "\n" not in text.strip() else "the tableau", doc
        return
    except JsonSyntaxError as exc:
        if exc.reason != "Extra data":
            raise TableauError(f"line {exc.line}: invalid JSON: {exc.reason} (column {exc.column})") from None
    except InputError as exc:
        raise TableauError(f"line 1: {exc}") from None
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            yield f"line {number}", parse_json(line)
        except JsonSyntaxError as exc:
            raise TableauError(f"line {number}: invalid JSON: {exc.reason} (column {exc.column})") from None
        except InputError as exc:
            raise TableauError(f"line {number}: {exc}") from None


def score_stream(text: str) -> Iterator[dict[str, Any]]:
    """Yield the score of each tableau in ``text`` (one JSON document or JSON Lines); raise TableauError."""
    if not text.strip():
        raise TableauError("line 1: no tableau given (empty input)")
    results = []
    for where, doc in _documents(text):
        try:
            results.append(score_document(doc))
        except ValueError as exc:
            raise TableauError(f"{where}: {exc}") from None
    yield from results
