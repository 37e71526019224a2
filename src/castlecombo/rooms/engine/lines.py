"""A builder's line of rooms, and how lines decide the game at the end."""

from __future__ import annotations

from typing import NamedTuple

from castlecombo.rooms.engine.deck import READ_ENTRY, READ_EXIT


class Line(NamedTuple):
    """One line: its rooms (kinds, left to right), orientation, the exit of its last room and its dragon.

    Lines are immutable, so a copy of the game shares them; playing on a line replaces it.
    """

    rooms: tuple[int, ...]
    orientation: int
    exit: int
    dragon: bool

    def fits(self, kind: int) -> bool:
        """Return whether a room of ``kind`` read in this line's orientation continues it."""
        return READ_ENTRY[self.orientation][kind] == self.exit

    def plus(self, kind: int) -> Line:
        """Return this line with a room of ``kind`` added at its right end."""
        return Line((*self.rooms, kind), self.orientation, READ_EXIT[self.orientation][kind], self.dragon)


def start_line(kind: int, orientation: int) -> Line:
    """Return a new line holding one room of ``kind`` in ``orientation``."""
    return Line((kind,), orientation, READ_EXIT[orientation][kind], False)


def standing(lines: list[Line]) -> tuple[int, ...]:
    """Return the line lengths longest first: compared as tuples they rank players at the end.

    A missing line counts 0, and tuple order already ranks (5, 3, 1) above (5, 3).
    """
    return tuple(sorted((len(line.rooms) for line in lines), reverse=True))


def chain_is_valid(line: Line) -> bool:
    """Return whether every room of ``line`` enters where the previous one exits (in its orientation)."""
    o = line.orientation
    for left, right in zip(line.rooms, line.rooms[1:]):
        if READ_EXIT[o][left] != READ_ENTRY[o][right]:
            return False
    return bool(line.rooms) and READ_EXIT[o][line.rooms[-1]] == line.exit
