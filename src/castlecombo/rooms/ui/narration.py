"""Castle Rooms move narration: the log line of an action, from the state before it and nothing else.

The words depend only on (state before, action) and the seat names, so the log of a game can
always be rebuilt from its record (seed, first player, actions), as the replay does.
"""

from __future__ import annotations

from collections.abc import Sequence

from castlecombo.rooms.engine import actions as A
from castlecombo.rooms.engine.deck import DRAGON, ORIENTATION_NAMES, kind_name
from castlecombo.rooms.engine.state import DRAW, WIN_LENGTH, GameState


def _rooms(n: int) -> str:
    return f"{n} room" + ("" if n == 1 else "s")


def _whose(name: str) -> str:
    return "your" if name == "You" else f"{name}'s"


def _wins(name: str) -> str:
    return f"{name} win" if name == "You" else f"{name} wins"


def narrate(state: GameState, action: int, names: Sequence[str]) -> str:
    """Return the log line for ``action`` played from ``state`` (the state before it), naming seats by ``names``."""
    s = state
    p = s.current
    who = names[p]
    d = A.decode(action)
    if d.kind == "end":
        nxt = (p + 1) % s.n
        if not s.pile:
            return f"{who} ended the turn. The pile is empty: the game ends."
        draws = min(DRAW, len(s.pile))
        verb = "draw" if names[nxt] == "You" else "draws"
        return f"{who} ended the turn; {names[nxt]} {verb} {draws} card{'s' if draws != 1 else ''}."
    if d.kind == "discard":
        what = "dragon" if d.card == DRAGON else "knight"
        return f"{who} discarded a {what} nobody could use."
    if d.kind == "new":
        number = len(s.lines[p]) + 1
        return (f"{who} started line {number} ({ORIENTATION_NAMES[d.orientation]}) "
                f"with a {kind_name(d.card)} room.")
    if d.kind == "add":
        length = len(s.lines[p][d.line].rooms) + 1
        words = f"{who} added a {kind_name(d.card)} room to line {d.line + 1} ({_rooms(length)})"
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


__all__ = ["narrate", "narrate_game"]
