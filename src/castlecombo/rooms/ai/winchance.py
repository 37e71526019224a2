"""The chance that a builder wins from the end of their turn, by a logistic model.

``win_chance(state, seat)`` is read when ``seat`` is about to end a turn: the features below
(the builder's best open and blocked lines, what they hold, the chain their rooms make, the
rooms the next turn can expect, the same for the best opponent, the pile and the unseen
knights and dragons, and a few thresholds near the winning length) weighted by ``WEIGHTS``.

The weights were fitted (logistic regression, Newton's method) on 230,000 such positions
from 20,000 two-player games between the medium and strong evaluations, some of them
playing a random turn now and then (``bench/rooms_winchance.py`` makes the positions and
fits them again). In three- and four-player games the best opponent stands for all of them.
"""

from __future__ import annotations

import math

from castlecombo.rooms.ai import evaluate as E
from castlecombo.rooms.engine.deck import DRAGON, KNIGHT, deck_counts
from castlecombo.rooms.engine.lines import Line
from castlecombo.rooms.engine.state import GameState

# (feature, weight); the order is the order of ``features``
WEIGHTS: tuple[tuple[str, float], ...] = (
    ("bias", -1.6096),
    ("my best open line", 0.3948),
    ("my best blocked line", 0.0889),
    ("my second line", -0.0783),
    ("my open lines", 0.0297),
    ("dragons held (up to 2)", 0.7696),
    ("a knight held", 0.3685),
    ("rooms held", 0.2371),
    ("chain the held rooms make on my best open line", 0.1836),
    ("rooms my best open line expects next turn", 0.1948),
    ("their best open line", -0.4147),
    ("their best blocked line", -0.1684),
    ("their second line", 0.2199),
    ("their open lines", 0.0934),
    ("cards in their hand", -0.5691),
    ("pile (tens of cards)", 0.2091),
    ("unseen knights per 10 unseen cards", 0.0396),
    ("unseen dragons per 10 unseen cards", -0.0313),
    ("my best open line ≥ 6", 0.2107),
    ("my best open line ≥ 7", 0.1516),
    ("my best open line ≥ 8", 0.2143),
    ("my best open line ≥ 9", 0.0563),
    ("their best open line ≥ 6", -0.2753),
    ("their best open line ≥ 7", -0.2989),
    ("their best open line ≥ 8", -0.3495),
    ("their best open line ≥ 9", -0.5946),
    ("a knight held × my best blocked line", 0.0056),
    ("a knight held and my blocked line the longer", 0.8864),
    ("a dragon held × their best open line", -0.1305),
    ("my best open line reaches 10 with next turn's rooms", 0.1229),
    ("my best open line reaches 10 with the held rooms", 0.1176),
    ("players", 0.0),
    ("their best open line × cards in their hand", 0.0215),
)
_W = tuple(w for _name, w in WEIGHTS)


def _line_stats(lines: list[Line]) -> tuple[int, int, int, int, Line | None]:
    """Return (best open length, best blocked length, second length, open lines, the first longest open line)."""
    best_open = blocked = opened = 0
    best: Line | None = None
    lengths = []
    for line in lines:
        n = len(line.rooms)
        lengths.append(n)
        if line.dragon:
            blocked = max(blocked, n)
        else:
            opened += 1
            if best is None or n > best_open:
                best_open, best = n, line
    lengths.sort(reverse=True)
    return best_open, blocked, (lengths[1] if len(lengths) > 1 else 0), opened, best


def features(state: GameState, seat: int, rival: int | None = None) -> list[float]:
    """Return the model's features of ``state`` for ``seat`` against ``rival`` (by default the seat with the longest
    line; counts only: any deal of the hidden cards agrees)."""
    if rival is None:
        rival = max((q for q in range(state.n) if q != seat),
                    key=lambda q: max((len(line.rooms) for line in state.lines[q]), default=0))
    return _against(state, seat, [rival])[0]


def _against(state: GameState, seat: int, rivals: list[int]) -> list[list[float]]:
    """Return the features of ``state`` for ``seat`` against each of ``rivals`` (the seat's own part worked out
    once)."""
    hand = state.hands[seat]
    mine, my_blocked, my_second, my_open, best = _line_stats(state.lines[seat])
    knights, unseen = E.unseen_knights(state, seat)
    on_lines = sum(1 for lines in state.lines for line in lines if line.dragon)
    dragons = deck_counts(state.n)[DRAGON] - hand[DRAGON] - state.discard.count(DRAGON) - on_lines
    rooms = hand[:DRAGON]
    chain = E.longest_chain(best.exit, best.orientation, list(rooms)) if best is not None else 0
    coming = E.next_turn_rooms(state, seat, best, True) if best is not None else 0.0
    knight = min(hand[KNIGHT], 1)
    per_ten = 10.0 / max(1, unseen)
    out = []
    for rival in rivals:
        theirs, their_blocked, their_second, their_open, _ = _line_stats(state.lines[rival])
        their_hand = sum(state.hands[rival])
        out.append([1.0,
                    mine, my_blocked, my_second, my_open, min(hand[DRAGON], 2), knight, sum(rooms), chain, coming,
                    theirs, their_blocked, their_second, their_open, their_hand,
                    len(state.pile) / 10.0, knights * per_ten, dragons * per_ten,
                    *(float(mine >= k) for k in (6, 7, 8, 9)), *(float(theirs >= k) for k in (6, 7, 8, 9)),
                    knight * my_blocked, knight * float(my_blocked > mine), min(hand[DRAGON], 1) * theirs,
                    float(mine + coming >= 10), float(mine + chain >= 10), float(state.n), theirs * their_hand])
    return out


def _chance(values: list[float]) -> float:
    z = sum(w * f for w, f in zip(_W, values))
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def win_chance(state: GameState, seat: int) -> float:
    """Return the chance ``seat`` wins (a finished game: 1, 1/k for a shared win, or 0): against the rival who
    leaves it the least."""
    if state.is_over:
        winners = state.winners()
        return 1.0 / len(winners) if seat in winners else 0.0
    # each rival judged, the most dangerous kept: the one with the longest line (the first on a tie) stood for all, so
    # a hard AI held its dragon while a rival with as long a line and four cards in hand won next turn (playtest 285)
    return min(_chance(values) for values in _against(state, seat, [q for q in range(state.n) if q != seat]))


__all__ = ["WEIGHTS", "features", "win_chance"]
