"""The position scrolls' rule: points if the card ends on a place of the final 3x3 (a column, a row, a
corner or the middle of an edge), judged only once the frame is set far enough to tell."""

from __future__ import annotations

from castlecombo.combo import markup as M
from castlecombo.combo.engine.actions import FIELD
from castlecombo.combo.engine.scroll_rule import POSITIONS, Outlook, ScrollRule, View, frame_starts
from castlecombo.combo.engine.tableau import Player
from castlecombo.i18n import _


class PositionRule(ScrollRule):
    __slots__ = ("cells", "need_cols", "need_rows", "where")
    counted = False  # all or nothing, or per gold on its purse (said apart)

    def __init__(self, points: int, where: str) -> None:
        super().__init__(points)
        self.where = where
        self.cells = POSITIONS[where]
        both = where in ("corner", "edge_middle")
        self.need_rows = both or where.endswith("_row")  # judged only once the rows are known
        self.need_cols = both or where.endswith("_column")

    def score(self, view: View, cell: int) -> int:
        if (self.need_rows and not view.rows_fixed) or (self.need_cols and not view.cols_fixed):
            return 0
        return self.points if cell in self.cells else 0

    def words(self) -> str:
        return _(M.WHERE_WORDS[self.where])

    def markup(self, points: bool = True) -> str:
        return f"{{grid:{self.where}}} {super().markup(points)}"

    def outlook(self, o: Outlook, cell: int) -> float:
        p = o.player
        rows = frame_starts(p.minr, p.maxr, p.count)
        cols = frame_starts(p.minc, p.maxc, p.count)
        if len(rows) == 1 and len(cols) == 1:
            return 0.0  # already exact in the current score
        top, left = p.frame()
        hits = self._hits(rows, cols, top + cell // 3, left + cell % 3)
        prob = hits / (len(rows) * len(cols))
        return self.points * min(1.0, prob * 1.6) * 0.85

    def _hits(self, rows: list[int], cols: list[int], fr: int, fc: int) -> int:
        hits = 0  # the frames (of those still possible) that hold field row ``fr``, column ``fc`` on the place
        for r0 in rows:
            for c0 in cols:
                if 0 <= fr - r0 < 3 and 0 <= fc - c0 < 3 and (fr - r0) * 3 + (fc - c0) in self.cells:
                    hits += 1
        return hits

    def possible(self, p: Player, position: int) -> bool:
        """Return whether a card at field ``position`` of ``p``'s tableau is, or may still end, on this scroll's place
        (False: its points are lost there, whatever comes)."""
        rows = frame_starts(p.minr, p.maxr, p.count)
        cols = frame_starts(p.minc, p.maxc, p.count)
        return self._hits(rows, cols, position // FIELD, position % FIELD) > 0

    def pending(self, p: Player, position: int) -> bool:
        """Return whether a card at field ``position`` of ``p``'s tableau may still end on this scroll's place
        while the frame is not set far enough to tell: its points are then not yet in the score."""
        if (not self.need_rows or p.maxr - p.minr == 2) and (not self.need_cols or p.maxc - p.minc == 2):
            return False  # the score already says whether it is there
        return self.possible(p, position)
