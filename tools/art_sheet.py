#!/usr/bin/env python3
"""Render every emblem in assets/cards/art, and every card face that shows it, at table and zoom size.

Usage: python tools/art_sheet.py [--small 64] [--large 256] [--table 94x132] [--zoom 411x576] [--out /tmp]
Writes art_sheet_small.png and art_sheet_large.png (each emblem under its name) and
faces_table.png and faces_zoom.png (all 78 card faces as the game draws them: the market's
size on a 1280x720 table and the right-click zoom there).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

ART = Path(__file__).resolve().parents[1] / "assets" / "cards" / "art"
BACKGROUND = (52, 66, 56)  # the table's felt
LABEL = (236, 230, 214)


def sheet(files: Sequence[Path], size: int, columns: int) -> pygame.Surface:
    """Return a grid of the emblems in ``files`` rendered at ``size`` pixels, each with its name below."""
    font = pygame.font.Font(None, max(14, size // 8))
    cell_w, cell_h = max(size, 96) + 8, size + font.get_linesize() + 10
    rows = -(-len(files) // columns)
    out = pygame.Surface((columns * cell_w, rows * cell_h))
    out.fill(BACKGROUND)
    for i, path in enumerate(files):
        x, y = (i % columns) * cell_w, (i // columns) * cell_h
        picture = pygame.image.load_sized_svg(str(path), (size, size))
        out.blit(picture, (x + (cell_w - size) // 2, y + 4))
        label = font.render(path.stem[:16], True, LABEL)
        out.blit(label, (x + (cell_w - label.get_width()) // 2, y + size + 6))
    return out


def faces(size: tuple[int, int], columns: int) -> pygame.Surface:
    """Return every card face drawn by the game at ``size``, in card order."""
    from castlecombo.combo.cards import base_cards
    from castlecombo.combo.ui import cardface

    cards = base_cards()
    w, h = size
    rows = -(-len(cards) // columns)
    out = pygame.Surface((columns * (w + 6) + 6, rows * (h + 6) + 6))
    out.fill(BACKGROUND)
    for i, card in enumerate(cards):
        out.blit(cardface.render_card(card, size), (6 + (i % columns) * (w + 6), 6 + (i // columns) * (h + 6)))
    return out


def _size(text: str) -> tuple[int, int]:
    w, h = (int(v) for v in text.lower().split("x"))
    return w, h


def main(argv: Sequence[str] | None = None) -> int:
    """Write the two contact sheets; return the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--small", type=int, default=64)
    parser.add_argument("--large", type=int, default=256)
    parser.add_argument("--table", type=_size, default=(94, 132), help="card size on the table (WxH)")
    parser.add_argument("--zoom", type=_size, default=(411, 576), help="card size of the zoom (WxH)")
    parser.add_argument("--out", type=Path, default=Path("/tmp"))
    parser.add_argument("--only", nargs="*", help="emblem keys to show (default: all)")
    args = parser.parse_args(argv)
    files = sorted(ART.glob("*.svg"))
    if args.only:
        files = [p for p in files if p.stem in set(args.only)]
    if not files:
        print(f"no emblems in {ART}", file=sys.stderr)
        return 1
    pygame.font.init()
    for name, size, columns in (("small", args.small, 13), ("large", args.large, 8)):
        target = args.out / f"art_sheet_{name}.png"
        pygame.image.save(sheet(files, size, columns), str(target))
        print(target)
    if not args.only:
        pygame.display.init()
        pygame.display.set_mode((1, 1))  # the faces are drawn as in the game (display-format surfaces)
        for name, size, columns in (("table", args.table, 13), ("zoom", args.zoom, 10)):
            target = args.out / f"faces_{name}.png"
            pygame.image.save(faces(size, columns), str(target))
            print(target)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
