"""What a scroll rule is and what it looks at (the rule types themselves are in ``scrolls.py``).

A rule scores a :class:`View` of a 3x3 tableau (the rules) and estimates from an
:class:`Outlook` what it will still gain (the AI). The cell tables and the average card
are shared by the rules.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import ClassVar, Final

from castlecombo.combo import markup as M
from castlecombo.combo.engine.catalog import COST, HAS_DISCOUNT, N_CARDS, N_SHIELDS, SHIELDS_OF
from castlecombo.combo.engine.tableau import EMPTY, FACE_DOWN, Player

# The 3x3 cells (reading order) of the row, the column, and both, through each cell.
LINE_CELLS: Final[dict[str, tuple[tuple[int, ...], ...]]] = {
    "row": tuple(((i // 3) * 3, (i // 3) * 3 + 1, (i // 3) * 3 + 2) for i in range(9)),
    "column": tuple((i % 3, i % 3 + 3, i % 3 + 6) for i in range(9)),
}
CROSS_CELLS: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(sorted(set(LINE_CELLS["row"][i]) | set(LINE_CELLS["column"][i]))) for i in range(9)
)
POSITIONS: Final[dict[str, frozenset[int]]] = {
    where: frozenset(r * 3 + c for r, c in cells) for where, cells in M.WHERE_CELLS.items()
}

# What an average future card brings (the AI's estimates assume the cards to come are like these).
SHIELD_FREQ: Final = [sum(SHIELDS_OF[c].count(s) for c in range(N_CARDS)) / N_CARDS for s in range(6)]
NSH_FREQ: Final = [sum(1 for c in range(N_CARDS) if N_SHIELDS[c] == n) / N_CARDS for n in range(4)]
COST_FREQ: Final = {k: sum(1 for c in range(N_CARDS) if COST[c] == k) / N_CARDS for k in range(12)}
COST_AT_LEAST: Final = {k: sum(1 for c in range(N_CARDS) if COST[c] >= k) / N_CARDS for k in range(12)}
DISCOUNT_FREQ: Final = sum(1 for c in range(N_CARDS) if HAS_DISCOUNT[c]) / N_CARDS


class View:
    """A 3x3 tableau (cells in reading order) with its tallies, as the scrolls see it."""

    __slots__ = ("cells", "cols_fixed", "keys", "purse", "rows_fixed", "shields", "up")

    def __init__(self, cells: Sequence[int], purse: Sequence[int], keys: int,
                 rows_fixed: bool = True, cols_fixed: bool = True) -> None:
        self.cells = cells  # card index, + FACE_DOWN if face down, EMPTY if none
        self.purse = purse  # gold on each cell's purse
        self.keys = keys
        self.rows_fixed = rows_fixed  # whether the rows are known (the tableau is 3 rows tall)
        self.cols_fixed = cols_fixed
        self.up = [v for v in cells if 0 <= v < FACE_DOWN]  # the face-up cards
        shields = [0] * 6
        for v in self.up:
            for s in SHIELDS_OF[v]:
                shields[s] += 1
        self.shields = shields  # face-up shields per type

    def cells_at(self, indices: tuple[int, ...]) -> list[int]:
        """Return the cell values at ``indices``."""
        cells = self.cells
        return [cells[i] for i in indices]


class Outlook:
    """What the AI's estimate of a scroll's future looks at for one seat.

    ``cells`` is the seat's 3x3 tableau now, ``turns`` the cards it will still take and
    ``bias`` how much better than an average card the chosen ones are expected to be.
    """

    __slots__ = ("bias", "cells", "player", "turns", "up")

    def __init__(self, cells: Sequence[int], player: Player, turns: int, bias: float) -> None:
        self.cells = cells
        self.player = player
        self.turns = turns
        self.bias = bias
        self.up = [v for v in cells if 0 <= v < FACE_DOWN]


def shields_in(cards: list[int], shield: int) -> int:
    """Return how many ``shield`` shields the face-up cards among ``cards`` show."""
    return sum(SHIELDS_OF[v].count(shield) for v in cards if 0 <= v < FACE_DOWN)


def types_in(cards: list[int]) -> int:
    """Return how many shield types the face-up cards among ``cards`` show."""
    return len({s for v in cards if 0 <= v < FACE_DOWN for s in SHIELDS_OF[v]})


def empty_in(cells: Sequence[int], indices: tuple[int, ...]) -> int:
    """Return how many of the 3x3 ``cells`` at ``indices`` are empty."""
    return sum(1 for c in indices if cells[c] == EMPTY)


def frame_starts(lo: int, hi: int, count: int) -> list[int]:
    """Return the field rows (or columns) where the final 3x3 frame may still start."""
    if count == 0:
        return [0, 1, 2]
    return list(range(max(0, hi - 2), min(lo, 2) + 1))


class ScrollRule(ABC):
    """One scroll's rule: what it scores, how it reads and what the AI expects it still to gain."""

    __slots__ = ("points",)
    counted: ClassVar[bool] = True  # it scores ``points`` per thing it counts (else all or nothing, or per gold)

    def __init__(self, points: int) -> None:
        self.points = points

    @abstractmethod
    def score(self, view: View, cell: int) -> int:
        """Return the points the scroll on ``cell`` of ``view`` makes."""

    @abstractmethod
    def words(self) -> str:
        """Return the markup after the points ("per {key}", "if no {shield:faith}"), in the current language."""

    @abstractmethod
    def outlook(self, o: Outlook, cell: int) -> float:
        """Return the AI's estimate of the points the scroll on ``cell`` will still gain (negative: lose)."""

    def markup(self, points: bool = True) -> str:
        """Return the markup describing the scroll; without ``points`` it starts at "per"/"if"."""
        return M.with_points(self.points, self.words()) if points else f" {self.words()}"

    def purse_gold_points(self) -> int:
        """Return the points every gold on any purse adds through this scroll (the Banker's)."""
        return 0


