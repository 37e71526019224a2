"""Castle Rooms move narration: the log line of an action, from the state before it and nothing else.

A room is named as its line shows it (helmet down, a printed corridor→stairs reads stairs→corridor).

The words depend only on (state before, action) and the seat names, so the log of a game can
always be rebuilt from its record (seed, first player, actions), as the replay does.
"""

from __future__ import annotations

from collections.abc import Sequence

from castlecombo.rooms.engine import actions as A
from castlecombo.rooms.engine.deck import DRAGON, ORIENTATION_NAMES, READ_ENTRY, READ_EXIT, SIDE_NAMES
from castlecombo.rooms.engine.state import DRAW, WIN_LENGTH, GameState


def _rooms(n: int) -> str:
    return f"{n} room" + ("" if n == 1 else "s")


def _whose(name: str) -> str:
    return "your" if name == "You" else f"{name}'s"


def _wins(name: str) -> str:
    return f"{name} win" if name == "You" else f"{name} wins"


def laid_name(kind: int, orientation: int) -> str:
    """Return a room's sides as a line laid ``orientation`` reads them, e.g. 'stairs→corridor' (what the
    table shows: a room turned helmet down reads its printed sides the other way round)."""
    return f"{SIDE_NAMES[READ_ENTRY[orientation][kind]]}→{SIDE_NAMES[READ_EXIT[orientation][kind]]}"


def _pile_out(state: GameState, action: int, names: Sequence[str]) -> str:
    """Return who wins when ``action`` (an end of turn with the pile empty) ends the game, with their lines."""
    after = state.clone()
    after.apply(action)
    winners = after.winners()
    if len(winners) > 1:
        return "a shared win for " + " and ".join(names[w] for w in winners)
    lines = " · ".join(str(k) for k in after.standing(winners[0])) or "no line"
    return f"{_wins(names[winners[0]])} (lines {lines})"


def narrate(state: GameState, action: int, names: Sequence[str]) -> str:
    """Return the log line for ``action`` played from ``state`` (the state before it), naming seats by ``names``."""
    s = state
    p = s.current
    who = names[p]
    d = A.decode(action)
    if d.kind == "end":
        nxt = (p + 1) % s.n
        if not s.pile:
            return f"{who} ended the turn. The pile is empty: the game ends, {_pile_out(s, action, names)}."
        draws = min(DRAW, len(s.pile))
        verb = "draw" if names[nxt] == "You" else "draws"
        return f"{who} ended the turn; {names[nxt]} {verb} {draws} card{'s' if draws != 1 else ''}."
    if d.kind == "discard":
        what = "dragon" if d.card == DRAGON else "knight"
        return f"{who} discarded a {what} nobody could use."
    if d.kind == "new":
        number = len(s.lines[p]) + 1
        return (f"{who} started line {number} ({ORIENTATION_NAMES[d.orientation]}) "
                f"with a {laid_name(d.card, d.orientation)} room.")
    if d.kind == "add":
        line = s.lines[p][d.line]
        length = len(line.rooms) + 1
        words = f"{who} added a {laid_name(d.card, line.orientation)} room to line {d.line + 1} ({_rooms(length)})"
        if length >= WIN_LENGTH:
            return f"{words}: a line of {WIN_LENGTH} rooms, {_wins(who)}!"
        return words + "."
    if d.kind == "dragon":
        return f"{who} set a dragon on {_whose(names[d.seat])} line {d.line + 1}."
    whose = _whose(who)
    return f"{whose[0].upper()}{whose[1:]} knight drove the dragon off line {d.line + 1}."


def narrate_game(players: int, seed: int, first_player: int | None, actions: Sequence[int],
                 names: Sequence[str]) -> list[str]:
    """Return the log of a recorded game, one line per action; raise IllegalAction or ValueError
    if the record does not replay."""
    state = GameState.new(players, seed, first_player)
    lines = []
    for action in actions:
        lines.append(narrate(state, action, names))
        state.apply(action)
    return lines


__all__ = ["laid_name", "narrate", "narrate_game"]
