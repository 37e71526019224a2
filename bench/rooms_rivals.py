"""Castle Rooms with three or four seats: the hard AI that judges every rival against one that judged only the
rival with the longest line (the first on a tie), as before playtest 285.

    python bench/rooms_rivals.py --games 450 --iterations 150            # win rate of one judging seat, 3 players
    python bench/rooms_rivals.py --only holds --games 120 --iterations 150

``wins``: one seat plays today's hard, the others the earlier one; the seat rotates game by game and a shared win
counts 1/k (a fair share is 1/n). ``holds``: every seat plays the same level, once today's and once the earlier one,
on the same deals; it counts the turns ended holding a dragon while a rival with an open line could reach ten rooms
next turn (its line, its hand and the two cards it draws) and the dragon could have stopped that line.
At stop 70 (150 simulations a decision): today's seat won 37.1 % and 32.7 % of two runs of 450 3-player games
(34.9 % of 900, 95 % CI ±3.1; fair 33.3 %), and such held dragons fell from 83 to 40 in 120 games.
"""

from __future__ import annotations

import argparse
import math
import time
from concurrent.futures import ProcessPoolExecutor

from castlecombo.rooms.ai import search
from castlecombo.rooms.ai import winchance as W
from castlecombo.rooms.engine import actions as A
from castlecombo.rooms.engine.deck import DRAGON
from castlecombo.rooms.engine.state import WIN_LENGTH, GameState


def longest_rival_chance(state: GameState, seat: int) -> float:
    """Return the earlier win chance: judged against the rival with the longest line alone."""
    if state.is_over:
        winners = state.winners()
        return 1.0 / len(winners) if seat in winners else 0.0
    return W._chance(W.features(state, seat))


def _decide(state: GameState, judge_all: bool, seed: int, iterations: int) -> int:
    search.win_chance = W.win_chance if judge_all else longest_rival_chance
    search._plans.clear()  # a plan remembered by the other level is not this one's
    return search.choose(state.observation(state.current), seed * 31 + state.current, None, iterations)


def win_game(job: tuple[int, int, int, int]) -> float:
    """Play one game where seat ``judging`` judges every rival; return its share of the win."""
    n, seed, judging, iterations = job
    s = GameState.new(n, seed, first_player=0)
    while not s.is_over:
        s.apply(_decide(s, s.current == judging, seed, iterations))
    winners = s.winners()
    return 1.0 / len(winners) if judging in winners else 0.0


def _threatened(s: GameState, seat: int) -> bool:
    """True if a rival's open line could reach ten next turn and a dragon of ``seat``'s could stop it now."""
    for q in range(s.n):
        longest = max((len(line.rooms) for line in s.lines[q] if not line.dragon), default=0)
        if q != seat and longest and longest + sum(s.hands[q]) + 2 >= WIN_LENGTH and any(
                A.decode(a).kind == "dragon" and A.decode(a).seat == q for a in s.legal_actions()):
            return True
    return False


def hold_game(job: tuple[int, int, bool, int]) -> int:
    """Play one game with every seat at one level; return the turns ended holding a dragon under a threat."""
    n, seed, judge_all, iterations = job
    s = GameState.new(n, seed, first_player=0)
    held = 0
    while not s.is_over:
        action = _decide(s, judge_all, seed, iterations)
        held += action == A.END_TURN and s.hands[s.current][DRAGON] > 0 and _threatened(s, s.current)
        s.apply(action)
    return held


def main() -> None:
    """Print the figures asked for."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", choices=["wins", "holds"], action="append")
    ap.add_argument("--players", type=int, default=3, choices=[3, 4])
    ap.add_argument("--games", type=int, default=450)
    ap.add_argument("--iterations", type=int, default=150, help="simulations a decision")
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()
    n, games, its = args.players, args.games, args.iterations
    with ProcessPoolExecutor(args.workers) as pool:
        if not args.only or "wins" in args.only:
            start = time.time()
            shares = list(pool.map(win_game, [(n, args.seed + g, g % n, its) for g in range(games)], chunksize=4))
            p = sum(shares) / games
            half = 196 * math.sqrt(p * (1 - p) / games)
            print(f"wins: {n} players, {games} games, {its} simulations: the seat judging every rival wins "
                  f"{100 * p:.1f} % (±{half:.1f}; a fair share {100 / n:.1f} %) in {time.time() - start:.0f} s")
        if not args.only or "holds" in args.only:
            for judge_all in (False, True):
                held = sum(pool.map(hold_game, [(n, args.seed + g, judge_all, its) for g in range(games)],
                                    chunksize=4))
                who = "every rival judged" if judge_all else "the longest line's rival alone"
                print(f"holds ({who}): {held} turns ended holding a dragon under a threat in {games} games "
                      f"({held / games:.2f} a game)")


if __name__ == "__main__":
    main()
