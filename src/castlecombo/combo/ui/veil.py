"""What the table's drawing holds back while the animation of a decision plays.

The state is already the new one; the veil says which of its cards are not to be drawn yet (they
are still flying), which numbers to show instead (they are counting), where the Messenger token is
(it is sliding) and which card to show on a discard pile (the old cards are still on their way).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Veil:
    """Parts of the state not to draw as they are, for this frame."""

    slots: frozenset[tuple[int, int]] = frozenset()  # display (location, slot) drawn empty
    cells: frozenset[tuple[int, int]] = frozenset()  # (seat, field position) drawn empty
    counts: Mapping[int, tuple[int, int]] = field(default_factory=dict)  # seat -> (gold, keys) to show
    messenger: tuple[int, int] | None = None  # centre of the Messenger token while it slides
    discards: Mapping[int, int | None] = field(default_factory=dict)  # location -> top card shown (None: empty)

    def gold_keys(self, seat: int, gold: int, keys: int) -> tuple[int, int]:
        """Return the gold and keys to show for ``seat`` (the state's ``gold`` and ``keys`` unless counting)."""
        return self.counts.get(seat, (gold, keys))

    def discard_top(self, loc: int, pile: list[int]) -> int | None:
        """Return the card to show on top of location ``loc``'s discard ``pile`` (None: it looks empty)."""
        if loc in self.discards:
            return self.discards[loc]
        return pile[-1] if pile else None


NO_VEIL = Veil()
