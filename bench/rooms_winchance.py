"""Fit the Castle Rooms win-chance model again (``castlecombo.rooms.ai.winchance.WEIGHTS``).

    python bench/rooms_winchance.py --games 20000 --out positions.jsonl   # play and record positions
    python bench/rooms_winchance.py --fit positions.jsonl                 # print the fitted weights

The games are 2-player games between the medium and strong evaluations (each seat drawn at
random), some playing a random turn now and then so that the positions are varied; every time
a builder ends a turn its features are recorded with whether it went on to win. The fit is a
logistic regression by Newton's method on 80% of the positions, its log-loss printed on the
other 20%. Fitting needs numpy (``pip install numpy``), which the game itself does not.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from concurrent.futures import ProcessPoolExecutor

from castlecombo.rooms.ai import evaluate as E
from castlecombo.rooms.ai.winchance import WEIGHTS, features
from castlecombo.rooms.engine import actions as A
from castlecombo.rooms.engine.state import GameState

NOISE = (0.0, 0.05, 0.15)  # chance of a random turn, drawn per game


def _game(seed: int) -> list[tuple[list[float], float]]:
    """Play one recorded game; return (features at each end of turn, that builder's share of the win)."""
    rng = random.Random(seed)
    state = GameState.new(2, seed, first_player=0)
    weights = [rng.choice((E.MEDIUM, E.STRONG)) for _ in range(2)]
    noise = rng.choice(NOISE)
    rows: list[tuple[int, list[float]]] = []
    while not state.is_over:
        seat = state.current
        obs = state.observation(seat)
        if len(obs.legal_actions()) == 1:
            action = obs.legal_actions()[0]
        elif rng.random() < noise:
            plans = E.turn_plans(obs)
            action = plans[rng.randrange(len(plans))][0][0]
        else:
            action = E.choose_plan(obs, rng, weights[seat])
        if action == A.END_TURN:
            rows.append((seat, features(obs, seat)))
        state.apply(action)
    winners = state.winners()
    return [(f, 1.0 / len(winners) if seat in winners else 0.0) for seat, f in rows]


def record(games: int, out: str, workers: int) -> None:
    """Play ``games`` games and write their positions to ``out`` (one JSON [features, result] a line)."""
    with open(out, "w", encoding="utf-8") as f, ProcessPoolExecutor(workers) as pool:
        for rows in pool.map(_game, range(games), chunksize=50):
            for feats, won in rows:
                f.write(json.dumps([feats, won]) + "\n")


def fit(path: str) -> None:
    """Fit the weights to the positions in ``path`` and print them with their names."""
    try:
        import numpy as np
    except ImportError:
        sys.exit("fitting needs numpy: pip install numpy")
    with open(path, encoding="utf-8") as f:
        rows = [json.loads(line) for line in f]
    x = np.array([r[0] for r in rows])
    y = np.array([r[1] for r in rows])
    order = np.random.default_rng(0).permutation(len(y))
    train, test = order[:int(0.8 * len(y))], order[int(0.8 * len(y)):]
    mu, sd = x[train].mean(0), x[train].std(0)
    mu[0], sd[0] = 0.0, 1.0
    sd[sd == 0] = 1.0
    z = (x - mu) / sd
    w = np.zeros(x.shape[1])
    for _ in range(12):
        p = 1 / (1 + np.exp(-z[train] @ w))
        grad = z[train].T @ (p - y[train]) / len(train) + 1e-4 * w
        hess = (z[train] * (p * (1 - p))[:, None]).T @ z[train] / len(train) + 1e-4 * np.eye(len(w))
        w -= np.linalg.solve(hess, grad)
    p = np.clip(1 / (1 + np.exp(-z[test] @ w)), 1e-6, 1 - 1e-6)
    print(f"held-out log-loss {-np.mean(y[test] * np.log(p) + (1 - y[test]) * np.log(1 - p)):.4f} "
          f"({len(test)} positions)")
    raw = w / sd
    raw[0] = w[0] - np.sum(w[1:] * mu[1:] / sd[1:])
    for (name, _old), v in zip(WEIGHTS, raw):
        print(f'    ("{name}", {v:.4f}),')


def main() -> None:
    """Record positions or fit them, as the command line says."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20_000)
    ap.add_argument("--out", help="record positions into this file")
    ap.add_argument("--fit", help="fit the weights to the positions in this file")
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()
    if args.out:
        record(args.games, args.out, args.workers)
    if args.fit:
        fit(args.fit)
    if not (args.out or args.fit):
        ap.error("say --out FILE to record positions, --fit FILE to fit them, or both")


if __name__ == "__main__":
    main()
