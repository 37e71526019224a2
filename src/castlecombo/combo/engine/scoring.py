"""End-of-game scoring with a per-card breakdown (each scroll type's rule is in ``scrolls.py``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from castlecombo.combo.engine.catalog import NAMES, PURSE
from castlecombo.combo.engine.scrolls import SCORE, View
from castlecombo.combo.engine.tableau import EMPTY, FACE_DOWN


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


def scroll_total(cells: Sequence[int], purse: Sequence[int], keys: int,
                 rows_fixed: bool = True, cols_fixed: bool = True) -> int:
    """Return the points of every face-up scroll in a 3x3 tableau, as is (no leftover gold moved, no keys)."""
    view = View(cells, purse, keys, rows_fixed, cols_fixed)
    total = 0
    for i, v in enumerate(cells):
        if 0 <= v < FACE_DOWN:
            total += SCORE[v](view, i)
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
    view = View(cells, purse, keys, rows_fixed, cols_fixed)
    entries: list[CardScore] = []
    card_points = 0
    for i, v in enumerate(cells):
        r, c = divmod(i, 3)
        if v == EMPTY:
            entries.append(CardScore(r, c, None, False, 0))
            continue
        face_down = v >= FACE_DOWN
        card = v - FACE_DOWN if face_down else v
        pts = 0 if face_down else SCORE[card](view, i)
        card_points += pts
        entries.append(CardScore(r, c, NAMES[card], face_down, pts, purse[i]))
    return ScoreSheet(total=card_points + keys, cards=entries, keys=keys, key_points=keys,
                      purse_gold=sum(purse), leftover_gold=leftover, card_points=card_points)


def places(sheets: Sequence[ScoreSheet]) -> list[int]:
    """Return each seat's place, 1 for the winners: by total, then gold not on purses; a full tie shares a place."""
    keys = [(s.total, s.leftover_gold) for s in sheets]
    return [1 + sum(1 for other in keys if other > mine) for mine in keys]


def winners(sheets: Sequence[ScoreSheet]) -> list[int]:
    """Return the winning seats: highest total, then most gold not on purses; several share a tie."""
    best = max((s.total, s.leftover_gold) for s in sheets)
    return [i for i, s in enumerate(sheets) if (s.total, s.leftover_gold) == best]
