"""End-of-game scoring: each scroll type implemented once, with a per-card breakdown."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from castlecombo.combo.engine.catalog import (
    COST,
    DECK,
    HAS_DISCOUNT,
    N_SHIELDS,
    NAMES,
    PURSE,
    SCROLL,
    SHIELD_INDEX,
    SHIELDS_OF,
)
from castlecombo.combo.engine.tableau import EMPTY, FACE_DOWN

POSITIONS = {
    "top_row": {0, 1, 2},
    "middle_row": {3, 4, 5},
    "bottom_row": {6, 7, 8},
    "left_column": {0, 3, 6},
    "middle_column": {1, 4, 7},
    "right_column": {2, 5, 8},
    "corner": {0, 2, 6, 8},
    "edge_middle": {1, 3, 5, 7},
}


@dataclass(slots=True)
class CardScore:
    """One cell of the final 3x3 tableau and what it scored."""

    row: int
    col: int
    card: str | None
    face_down: bool
    points: int
    purse_gold: int = 0


@dataclass(slots=True)
class ScoreSheet:
    """A player's final score, broken down."""

    total: int
    cards: list[CardScore]
    keys: int
    key_points: int
    purse_gold: int
    leftover_gold: int
    card_points: int = 0
    notes: list[str] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        """Return the sheet as plain JSON-ready data."""
        return {
            "total": self.total,
            "card_points": self.card_points,
            "keys": self.keys,
            "key_points": self.key_points,
            "purse_gold": self.purse_gold,
            "leftover_gold": self.leftover_gold,
            "cards": [
                {"row": c.row, "col": c.col, "card": c.card, "face_down": c.face_down,
                 "points": c.points, "purse_gold": c.purse_gold}
                for c in self.cards
            ],
        }


class _View:
    """A 3x3 tableau with its tallies, as the scrolls see it."""

    __slots__ = ("cells", "cols_fixed", "keys", "purse", "rows_fixed", "shields", "up")

    def __init__(self, cells: Sequence[int], purse: Sequence[int], keys: int,
                 rows_fixed: bool = True, cols_fixed: bool = True) -> None:
        self.cells = cells
        self.purse = purse
        self.keys = keys
        self.rows_fixed = rows_fixed
        self.cols_fixed = cols_fixed
        self.up = [v for v in cells if 0 <= v < FACE_DOWN]
        shields = [0] * 6
        for v in self.up:
            for s in SHIELDS_OF[v]:
                shields[s] += 1
        self.shields = shields

    def line_cells(self, line: str, cell: int) -> list[int]:
        r, c = divmod(cell, 3)
        idx = (r * 3, r * 3 + 1, r * 3 + 2) if line == "row" else (c, c + 3, c + 6)
        return [self.cells[i] for i in idx]

    def cross_cells(self, cell: int) -> list[int]:
        r, c = divmod(cell, 3)
        idx = {r * 3, r * 3 + 1, r * 3 + 2, c, c + 3, c + 6}
        return [self.cells[i] for i in idx]


def _shields_in(cards: list[int], shield: int) -> int:
    return sum(SHIELDS_OF[v].count(shield) for v in cards if 0 <= v < FACE_DOWN)


def _types_in(cards: list[int]) -> int:
    return len({s for v in cards if 0 <= v < FACE_DOWN for s in SHIELDS_OF[v]})


def _line_shields(v: _View, cell: int, s: Any) -> int:
    return s.points * _shields_in(v.line_cells(s.line, cell), SHIELD_INDEX[s.shield])


def _cross_shields(v: _View, cell: int, s: Any) -> int:
    return s.points * _shields_in(v.cross_cells(cell), SHIELD_INDEX[s.shield])


def _line_types(v: _View, cell: int, s: Any) -> int:
    return s.points * _types_in(v.line_cells(s.line, cell))


def _position(v: _View, cell: int, s: Any) -> int:
    where = s.where
    if (where.endswith("_row") and not v.rows_fixed) or (where.endswith("_column") and not v.cols_fixed):
        return 0
    if where in ("corner", "edge_middle") and not (v.rows_fixed and v.cols_fixed):
        return 0
    return s.points if cell in POSITIONS[where] else 0


_SCORE: dict[str, Callable[[_View, int, Any], int]] = {
    "line_shields": _line_shields,
    "cross_shields": _cross_shields,
    "line_shield_types": _line_types,
    "shield_types": lambda v, c, s: s.points * sum(1 for x in v.shields if x),
    "missing_shield_types": lambda v, c, s: s.points * sum(1 for x in v.shields if not x),
    "no_shield": lambda v, c, s: s.points if v.shields[SHIELD_INDEX[s.shield]] == 0 else 0,
    "shield_sets": lambda v, c, s: s.points * min(v.shields[SHIELD_INDEX[x]] for x in s.shields),
    "triples": lambda v, c, s: s.points * sum(x // s.size for x in v.shields),
    "keys": lambda v, c, s: s.points * v.keys,
    "deck_cards": lambda v, c, s: s.points * sum(1 for x in v.up if DECK[x] == (s.deck == "village")),
    "castle_village_pairs": lambda v, c, s: s.points * min(
        sum(1 for x in v.up if DECK[x] == 0), sum(1 for x in v.up if DECK[x] == 1)),
    "deck_sets": lambda v, c, s: s.points * (sum(1 for x in v.up if DECK[x] == (s.deck == "village")) // s.size),
    "cards_with_n_shields": lambda v, c, s: s.points * sum(1 for x in v.up if N_SHIELDS[x] == s.n),
    "cards_costing": lambda v, c, s: s.points * sum(1 for x in v.up if COST[x] == s.cost),
    "cards_costing_at_least": lambda v, c, s: s.points * sum(1 for x in v.up if COST[x] >= s.cost),
    "discount_cards": lambda v, c, s: s.points * sum(1 for x in v.up if HAS_DISCOUNT[x]),
    "any_face_down": lambda v, c, s: s.points if any(x >= FACE_DOWN for x in v.cells) else 0,
    "purse_gold": lambda v, c, s: s.points * v.purse[c],
    "all_purse_gold": lambda v, c, s: s.points * sum(v.purse),
    "position": _position,
}


def scroll_total(cells: Sequence[int], purse: Sequence[int], keys: int,
                 rows_fixed: bool = True, cols_fixed: bool = True) -> int:
    """Return the points of every face-up scroll in a 3x3 tableau, as is (no leftover gold moved, no keys)."""
    view = _View(cells, purse, keys, rows_fixed, cols_fixed)
    total = 0
    for i, v in enumerate(cells):
        if 0 <= v < FACE_DOWN:
            scroll = SCROLL[v]
            total += _SCORE[scroll.type](view, i, scroll)
    return total


def place_leftover_gold(cells: Sequence[int], purse: list[int], gold: int) -> int:
    """Move leftover ``gold`` onto purse cards up to capacity, in reading order; return what is left."""
    for i, v in enumerate(cells):
        if gold <= 0:
            break
        if 0 <= v < FACE_DOWN and PURSE[v]:
            room = PURSE[v] - purse[i]
            if room > 0:
                moved = min(room, gold)
                purse[i] += moved
                gold -= moved
    return gold


def score_tableau(cells: Sequence[int], purse: Sequence[int], keys: int, gold: int,
                  rows_fixed: bool = True, cols_fixed: bool = True) -> ScoreSheet:
    """Return the score of a 3x3 tableau (cells in reading order) after leftover gold goes on purses."""
    purse = list(purse)
    leftover = place_leftover_gold(cells, purse, gold)
    view = _View(cells, purse, keys, rows_fixed, cols_fixed)
    entries = []
    card_points = 0
    for i, v in enumerate(cells):
        r, c = divmod(i, 3)
        if v == EMPTY:
            entries.append(CardScore(r, c, None, False, 0))
            continue
        face_down = v >= FACE_DOWN
        card = v - FACE_DOWN if face_down else v
        pts = 0 if face_down else _SCORE[SCROLL[card].type](view, i, SCROLL[card])
        card_points += pts
        entries.append(CardScore(r, c, NAMES[card], face_down, pts, purse[i]))
    return ScoreSheet(total=card_points + keys, cards=entries, keys=keys, key_points=keys,
                      purse_gold=sum(purse), leftover_gold=leftover, card_points=card_points)


def winners(sheets: Sequence[ScoreSheet]) -> list[int]:
    """Return the winning seats: highest total, then most gold not on purses; several share a tie."""
    best = max((s.total, s.leftover_gold) for s in sheets)
    return [i for i, s in enumerate(sheets) if (s.total, s.leftover_gold) == best]
