"""The order the keys visit a card's lit places in: the most pressing first, then round the table as it is drawn."""

from __future__ import annotations

from collections.abc import Iterable

from castlecombo.rooms.engine.state import GameState
from castlecombo.rooms.ui.moves import Target
from castlecombo.rooms.ui.view import RoomsView


def pressing(target: Target, me: int, state: GameState) -> tuple[int, int, int, int]:
    """Return how pressing ``target`` is, most first: own lines, a new line, rivals' lines, the discard pile; the
    longest line of each first (Enter after Enter put a dragon on a rival's first line and a knight on a line of 4
    rather than the line of 8 two rooms from winning, playtest 83)."""
    rank = {"line": 0, "new": 1, "discard": 3}[target.kind]
    if target.kind == "line" and target.seat != me:
        rank = 2
    length = len(state.lines[target.seat][target.line].rooms) if target.kind == "line" else 0
    return rank, -length, target.seat, target.line


def reading(view: RoomsView, state: GameState, target: Target) -> tuple[int, int, int, int]:
    """Return where ``target`` comes as the table is read: the seats' panels left to right and top to bottom, each
    one's lines in their order (Tab went from the longest line to the next longest, from panel to panel and back: a
    dragon meant for the third panel went on the first, playtest 300)."""
    rank = pressing(target, state.current, state)[0]
    if target.kind == "discard":
        return rank, 0, 0, 0
    panel = view.layout.panels[target.seat].rect
    return rank, panel.top, panel.left, target.line


def next_place(lit: Iterable[Target], over: Target | None, step: int, view: RoomsView,
               state: GameState) -> Target | None:
    """Return the place the keys pick after ``over`` (``step`` 1, or -1 before it) among ``lit``: the most pressing
    where none is picked yet, then round the table as it is drawn; None where nothing is lit."""
    places = sorted(lit, key=lambda target: reading(view, state, target))
    if not places:
        return None
    if over in places:
        return places[(places.index(over) + step) % len(places)]
    return min(places, key=lambda target: pressing(target, state.current, state))
