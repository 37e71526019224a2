#!/usr/bin/env python3
"""Write the character emblems (assets/cards/art/<key>.svg) for every card of assets/cards/base.json.

The emblems are drawn from simple shapes in art_<group>.py (one module per first shield:
court, church, learning, arms, crafts, folk) with the palette, line weight and medallion of
art_kit.py. A card's key is its English name in
lower case with every run of other characters turned into one underscore
("Master-at-Arms" -> master_at_arms). Running the script twice writes identical files.

Usage: python tools/make_art.py [--out DIR]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from art_arms import ARMS
from art_church import CHURCH
from art_court import COURT
from art_crafts import CRAFTS
from art_folk import FOLK
from art_kit import medallion
from art_learning import LEARNING

ROOT = Path(__file__).resolve().parents[1]
CARDS = ROOT / "assets" / "cards" / "base.json"
OUT = ROOT / "assets" / "cards" / "art"
EMBLEMS = {**COURT, **CHURCH, **LEARNING, **ARMS, **CRAFTS, **FOLK}  # grouped by the first shield


def art_key(name: str) -> str:
    """Return the file stem of a card's emblem: its name in lower case, other characters as one "_"."""
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


def make_all(out: Path, cards_file: Path = CARDS) -> list[Path]:
    """Write one emblem per card of ``cards_file`` into ``out``; return the paths; raise KeyError if one is missing."""
    cards = json.loads(cards_file.read_text(encoding="utf-8"))["cards"]
    keys = {art_key(card["name"]): card for card in cards}
    missing = sorted(set(keys) - set(EMBLEMS))
    unused = sorted(set(EMBLEMS) - set(keys))
    if missing or unused:
        raise KeyError(f"cards without an emblem: {missing}; emblems without a card: {unused}")
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for key_, card in keys.items():
        path = out / f"{key_}.svg"
        path.write_text(medallion(card["shields"], EMBLEMS[key_](), card["name"]), encoding="utf-8")
        written.append(path)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    """Write the emblems; return the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help=f"folder to write into (default {OUT})")
    args = parser.parse_args(argv)
    written = make_all(args.out)
    total = sum(p.stat().st_size for p in written)
    print(f"{len(written)} emblems, {total / 1024:.1f} KB in {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
