"""The result of a finished game in words: the seats' names as said, and who won."""

from __future__ import annotations

from collections.abc import Sequence

from castlecombo.combo.ui.narration import You, called_you
from castlecombo.i18n import _
from castlecombo.storage.records import SeatConfig


def seat_names(seats: Sequence[SeatConfig] | None, n: int) -> list[str]:
    """Display names for ``n`` seats (``Player k`` when no seats are known)."""
    if seats and len(seats) == n:
        you = called_you(seats)
        return [You(seat.name) if i == you else seat.name for i, seat in enumerate(seats)]
    return [_("Player {n}").format(n=i + 1) for i in range(n)]


def join_names(names: Sequence[str]) -> str:
    """'A', 'A and B', 'A, B and C'."""
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    # TRANSLATORS: the last of several names ("Aldric, Beatrix and Carla")
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def is_you(name: str) -> bool:
    """Return whether ``name`` is the seat of the person at the screen (its sentences take "win", not "wins")."""
    return isinstance(name, You) or name.strip().casefold() == "you"


def headline(names: Sequence[str], winners: Sequence[int]) -> str:
    """The one-line result: who won, or who shares the victory."""
    if len(winners) == 1:
        name = names[winners[0]]
        return _("{player} win!").format(player=name) if is_you(name) else _("{player} wins!").format(player=name)
    return _("Shared victory: {players}").format(players=join_names([names[i] for i in winners]))


__all__ = ["headline", "is_you", "join_names", "seat_names"]
