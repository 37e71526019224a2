"""One player's tableau and purse: placement geometry on a 5x5 field.

The first card goes in the centre of a 5x5 field, so the final 3x3 frame can
still grow two spaces in any direction; a placement is legal when it touches a
placed card orthogonally and keeps every card inside some 3x3 frame.
"""

from __future__ import annotations

from typing import Final

from castlecombo.combo.engine.actions import CENTRE, FIELD
from castlecombo.combo.engine.catalog import DECK, DISCOUNT, HAS_DISCOUNT, N_SHIELDS, PURSE, SHIELDS_OF

FACE_DOWN: Final = 128  # a face-down card is stored as its index + FACE_DOWN
EMPTY: Final = -1  # a field space (or 3x3 cell) with no card
TABLEAU_CARDS: Final = 9  # a finished tableau: 3x3 cards; the game ends when every player has them


def card_of(value: int) -> int:
    """Return the card index held in a field or 3x3 cell ``value`` (either face; -1 for an empty one)."""
    return value - FACE_DOWN if value >= FACE_DOWN else value


def is_face_down(value: int) -> bool:
    """Return whether a field or 3x3 cell ``value`` holds a face-down card."""
    return value >= FACE_DOWN


ROW: Final[tuple[int, ...]] = tuple(p // FIELD for p in range(FIELD * FIELD))
COL: Final[tuple[int, ...]] = tuple(p % FIELD for p in range(FIELD * FIELD))
ADJACENT: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(q for q in range(FIELD * FIELD) if abs(ROW[p] - ROW[q]) + abs(COL[p] - COL[q]) == 1)
    for p in range(FIELD * FIELD)
)

NEAR: Final[tuple[int, ...]] = tuple(sum(1 << q for q in ADJACENT[p]) for p in range(FIELD * FIELD))
# BAND[(lo, hi)]: the field cells whose row (or column) lies in lo..hi.
ROW_BAND: Final[dict[tuple[int, int], int]] = {
    (lo, hi): sum(1 << p for p in range(FIELD * FIELD) if lo <= ROW[p] <= hi)
    for lo in range(-2, FIELD) for hi in range(0, FIELD + 2)}
COL_BAND: Final[dict[tuple[int, int], int]] = {
    (lo, hi): sum(1 << p for p in range(FIELD * FIELD) if lo <= COL[p] <= hi)
    for lo in range(-2, FIELD) for hi in range(0, FIELD + 2)}
_POSITIONS_OF_MASK: dict[int, list[int]] = {}
# FRAME[top * FIELD + left]: the field positions of the 3x3 frame's cells, in reading order (the frame
# never leaves the field: the first card is in its centre, so top and left are at most FIELD - 3).
FRAME: Final[dict[int, tuple[int, ...]]] = {
    top * FIELD + left: tuple(r * FIELD + c for r in range(top, top + 3) for c in range(left, left + 3))
    for top in range(FIELD - 2) for left in range(FIELD - 2)}


def _positions(mask: int) -> list[int]:
    out = _POSITIONS_OF_MASK.get(mask)
    if out is None:
        out = _POSITIONS_OF_MASK[mask] = [p for p in range(FIELD * FIELD) if mask >> p & 1]
    return out


class Player:
    """Gold, keys and the cards one player has placed, with running tallies."""

    __slots__ = (
        "_legal",
        "count",
        "deck_up",
        "discount",
        "gold",
        "grid",
        "keys",
        "maxc",
        "maxr",
        "minc",
        "minr",
        "near",
        "occupied",
        "purse",
        "shields",
    )
    grid: list[int]  # field position -> card index, + FACE_DOWN if face down, EMPTY if none
    purse: list[int]  # field position -> gold on that purse card
    gold: int
    keys: int
    count: int  # cards placed
    minr: int  # rows and columns the placed cards span on the field
    maxr: int
    minc: int
    maxc: int
    shields: list[int]  # face-up shields per type (SHIELD_NAMES order)
    deck_up: list[int]  # face-up castle and village cards
    discount: list[int]  # gold off castle and village purchases
    occupied: int  # bit p set: field position p holds a card
    near: int  # bit p set: position p touches a placed card
    _legal: list[int] | None

    def __init__(self, gold: int = 15, keys: int = 2) -> None:
        self.grid = [EMPTY] * (FIELD * FIELD)
        self.purse = [0] * (FIELD * FIELD)
        self.gold = gold
        self.keys = keys
        self.count = 0
        self.minr = self.minc = 99
        self.maxr = self.maxc = -99
        self.shields = [0] * 6
        self.deck_up = [0, 0]
        self.discount = [0, 0]
        self.occupied = 0
        self.near = 0
        self._legal = None

    def copy(self) -> Player:
        """Return an independent copy."""
        p = Player.__new__(Player)
        p.grid = self.grid[:]
        p.purse = self.purse[:]
        p.gold = self.gold
        p.keys = self.keys
        p.count = self.count
        p.minr, p.maxr, p.minc, p.maxc = self.minr, self.maxr, self.minc, self.maxc
        p.shields = self.shields[:]
        p.deck_up = self.deck_up[:]
        p.discount = self.discount[:]
        p.occupied = self.occupied
        p.near = self.near
        p._legal = self._legal
        return p

    def legal_positions(self) -> list[int]:
        """Return the field positions where the next card may go (shared list: do not modify)."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return legal

    def _compute_legal(self) -> list[int]:
        if self.count == 0:
            return [CENTRE]
        if self.count >= TABLEAU_CARDS:
            return []
        mask = (self.near & ~self.occupied & ROW_BAND[(self.maxr - 2, self.minr + 2)]
                & COL_BAND[(self.maxc - 2, self.minc + 2)])
        return _positions(mask)

    def place(self, position: int, card: int, face_down: bool) -> None:
        """Put ``card`` at ``position`` and update the tallies (no legality check)."""
        r, c = ROW[position], COL[position]
        if r < self.minr:
            self.minr = r
        if r > self.maxr:
            self.maxr = r
        if c < self.minc:
            self.minc = c
        if c > self.maxc:
            self.maxc = c
        self.count += 1
        self.occupied |= 1 << position
        self.near |= NEAR[position]
        self._legal = None
        if face_down:
            self.grid[position] = card + FACE_DOWN
            return
        self.grid[position] = card
        for s in SHIELDS_OF[card]:
            self.shields[s] += 1
        self.deck_up[DECK[card]] += 1
        if HAS_DISCOUNT[card]:
            dc, dv = DISCOUNT[card]
            self.discount[0] += dc
            self.discount[1] += dv

    def card_at(self, position: int) -> int:
        """Return the card index at field ``position`` (either face), or EMPTY."""
        return card_of(self.grid[position])

    def face_up_cards(self) -> list[int]:
        """Return the indices of the face-up cards in the tableau."""
        return [v for v in self.grid if 0 <= v < FACE_DOWN]

    def purse_positions(self) -> list[int]:
        """Return the field positions of face-up purse cards."""
        return [p for p, v in enumerate(self.grid) if 0 <= v < FACE_DOWN and PURSE[v]]

    def count_with_n_shields(self, n: int) -> int:
        """Return how many face-up cards show exactly ``n`` shields."""
        return sum(1 for v in self.grid if 0 <= v < FACE_DOWN and N_SHIELDS[v] == n)

    def shield_types(self) -> int:
        """Return how many of the 6 shield types appear in the tableau."""
        return sum(1 for s in self.shields if s)

    def frame_cells(self) -> tuple[list[int], list[int], bool, bool]:
        """Return the 3x3 cells and purse gold (reading order) and whether the rows/columns are fixed."""
        top, left = self.frame()
        frame = FRAME[top * FIELD + left]  # not frame_positions(): one call less in every score of the AI's search
        grid, on_purse = self.grid, self.purse
        cells, purse = [grid[i] for i in frame], [on_purse[i] for i in frame]
        return cells, purse, self.maxr - self.minr == 2, self.maxc - self.minc == 2

    def frame_positions(self) -> tuple[int, ...]:
        """Return the field places of the 3x3 frame (as far as fixed), in reading order."""
        top, left = self.frame()
        return FRAME[top * FIELD + left]

    def frame(self) -> tuple[int, int]:
        """Return the field (row, column) of the 3x3 frame's top-left corner, as far as fixed."""
        top = self.minr if self.count else 1
        left = self.minc if self.count else 1
        return top, left
