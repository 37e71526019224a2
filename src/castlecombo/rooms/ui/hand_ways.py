"""Which way the rooms of a Castle Rooms hand lie: the one way a room may lie now, which rooms stay turned after
a play, whether a play lays a room helmet down, and why a room may not be turned over."""

from __future__ import annotations

from castlecombo.i18n import _
from castlecombo.rooms.engine.deck import DOWN
from castlecombo.rooms.engine.state import GameState
from castlecombo.rooms.ui import moves
from castlecombo.rooms.ui.moves import Target


def why_not_turned(state: GameState, card: int, free: list[int], turned: bool, names: list[str]) -> str:
    """Return why a room of the hand (``turned`` or not) may not be turned over: its new line has one way only
    (``free``), or none and a room joins a line the way the line is laid."""
    other = 1 - free[0] if free else int(not turned)
    why = moves.refusal(state, card, moves.new_line(state.current), other, names)
    if free:  # it may start a new line, one way only: dropped there it takes that way by itself
        # TRANSLATORS: R on a room whose new line has one way only; {why}: "your new line must be helmet up, …"
        return _("no need to turn it: {why}, and the room is laid that way by itself").format(why=why)
    if moves.way_set(state, state.current):  # no button to turn rooms by then: the rule, not this turn's why
        # TRANSLATORS: R on a room once the player's first line is laid (the Turn room button is gone by then)
        return _("a room lies the way its line lies: only your first line's way was yours to choose")
    return _("a room joins a line the way the line is laid; {why}").format(why=why)


_ONE_WAY: dict[tuple[object, ...], int | None] = {}


def one_way_of(state: GameState, card: int) -> int | None:
    """Return :func:`moves.one_way` for ``state`` as it is now (asked for each hand card on every frame)."""
    p = state.current
    key = (id(state), tuple(state.actions), p, tuple(map(tuple, state.lines[p])), tuple(state.hand_cards(p)), card)
    if key not in _ONE_WAY:
        if len(_ONE_WAY) > 64:
            _ONE_WAY.clear()
        _ONE_WAY[key] = moves.one_way(state, card)
    return _ONE_WAY[key]


def lays_down(state: GameState, target: Target, new_orientation: int) -> bool:
    """True if a room played on ``target`` lies helmet down (``new_orientation``: the way a new line would go)."""
    if target.kind == "new":
        return new_orientation == DOWN
    return target.kind == "line" and state.lines[target.seat][target.line].orientation == DOWN


def kept_turned(state: GameState, hand: list[int], turned: list[bool], played: tuple[list[int], int],
                selected: int | None) -> list[bool]:
    """Return which cards of ``hand`` stay turned, ``turned`` having been true of the hand ``played[0]`` before a
    card of kind ``played[1]`` (the one ``selected``, if of that kind) left it: those a new line of which may
    still lie either way."""
    before, kind = played
    if kind not in before:
        return []
    kept = (turned + [False] * len(before))[:len(before)]
    del kept[selected if selected is not None and selected < len(before) and before[selected] == kind
             else before.index(kind)]
    return [way and len(moves.new_line_orientations(state, card)) == 2 for way, card in zip(kept, hand)]
