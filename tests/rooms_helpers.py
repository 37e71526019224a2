"""Scenario builders for the Castle Rooms tests.

``table`` puts cards exactly where a test wants them (hands, lines, the top of the pile)
by taking them out of a real deal, so every card stays in exactly one place. The record of
such a table is not replayable (its cards were moved by hand).
"""

from __future__ import annotations

import copy

from castlecombo.rooms.engine import GameState
from castlecombo.rooms.engine.lines import Line, start_line

# room kinds in assets/rooms/cards.json order, read with the helmet up
SS, SC, CS, CC = 0, 1, 2, 3  # stairs→stairs, stairs→corridor, corridor→stairs, corridor→corridor
D, K = 4, 5                  # dragon, knight
UP, DOWN = 0, 1

LineSpec = tuple[tuple[int, ...], int, bool]  # rooms (kinds), orientation, dragon


def _take(pool: list[int], t: int) -> int:
    pool.remove(t)
    return t


def table(players: int = 2, hands: dict[int, list[int]] | None = None,
          lines: dict[int, list[LineSpec]] | None = None, pile_top: list[int] | None = None,
          pile_size: int | None = None, current: int = 0, seed: int = 1) -> GameState:
    """Return a game with the given hands, lines and pile top (in drawing order); the rest stays in the pile.

    Every seat not in ``hands`` holds nothing. ``pile_size`` cuts the pile (the cut cards go
    to the discard pile). The player to move is ``current``, before any play this turn.
    """
    s = GameState.new(players, seed, first_player=current)
    pool = s.pile
    for hand in s.hands:
        for t, count in enumerate(hand):
            pool.extend([t] * count)
            hand[t] = 0
    for seat, cards in (hands or {}).items():
        for t in cards:
            s.hands[seat][_take(pool, t)] += 1
    for seat, specs in (lines or {}).items():
        for rooms, orientation, dragon in specs:
            line = start_line(_take(pool, rooms[0]), orientation)
            for k in rooms[1:]:
                line = line.plus(_take(pool, k))
            if dragon:
                _take(pool, D)
                line = Line(line.rooms, line.orientation, line.exit, True)
            s.lines[seat].append(line)
            s.last_orientation[seat] = orientation
    top = [_take(pool, t) for t in (pile_top or [])]
    if pile_size is not None:
        keep = pile_size - len(top)
        s.discard.extend(pool[:len(pool) - keep])
        del pool[:len(pool) - keep]
    pool.extend(reversed(top))  # the pile is drawn from its end
    s.actions = []
    s._legal = None
    return s


def snapshot(s: GameState) -> tuple[object, ...]:
    """Return everything a game holds (its cache left out), for exact comparisons."""
    return copy.deepcopy(tuple(getattr(s, name) for name in GameState.__slots__ if name != "_legal"))


def header_words(app, table, state: GameState, seat: int) -> list[str]:
    """Put the table in ``state``, nothing chosen, draw it; return the words drawn on ``seat``'s panel header."""
    from castlecombo.kit import draw

    table.state = state
    table.input.reset()
    app.step(0.016)
    with draw.recording() as lines:
        app.stack.draw(app.screen)
    head = table.view.layout.panels[seat].header
    return [line.words for line in lines if head.contains(line.rect)]
