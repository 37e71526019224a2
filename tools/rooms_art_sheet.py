#!/usr/bin/env python3
"""Render the Castle Rooms art and the menu pictures into contact sheets to look at.

Usage: python tools/rooms_art_sheet.py [--out /tmp] [--card 100]
Writes rooms_sheet_small.png (every piece at table size: a room card 100×70 px),
rooms_sheet_large.png (every piece about 300 px wide), rooms_lines.png (lines of rooms
composed from the layers as the table would, helmet up and helmet down, cards touching and
a few pixels apart, one ending in a dragon) and rooms_menu.png (the menu pictures).
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Sequence
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

ROOT = Path(__file__).resolve().parents[1]
ART = ROOT / "assets" / "rooms" / "art"
MENU = ROOT / "assets" / "menu"
FELT = (52, 66, 56)
LABEL = (236, 230, 214)
CARD_RATIO = 5 / 7  # a room card is 140×100 units


def load(path: Path, width: int) -> pygame.Surface:
    """Return the SVG at ``path`` rendered ``width`` pixels wide at its own aspect ratio."""
    probe = pygame.image.load_sized_svg(str(path), (200, 200))
    w, h = probe.get_size()
    return pygame.image.load_sized_svg(str(path), (width, round(width * h / w)))


def grid(files: Sequence[Path], width: int, columns: int, font: pygame.font.Font) -> pygame.Surface:
    """Return the pictures in ``files`` at ``width`` pixels in a grid, each with its name below."""
    pictures = [(p.stem, load(p, width)) for p in files]
    cell_w = max(width, 110) + 12
    cell_h = max(s.get_height() for _, s in pictures) + font.get_linesize() + 12
    rows = -(-len(pictures) // columns)
    out = pygame.Surface((columns * cell_w, rows * cell_h))
    out.fill(FELT)
    for i, (name, picture) in enumerate(pictures):
        x, y = (i % columns) * cell_w, (i // columns) * cell_h
        out.blit(picture, (x + (cell_w - picture.get_width()) // 2, y + 6))
        label = font.render(name, True, LABEL)
        out.blit(label, (x + (cell_w - label.get_width()) // 2, y + picture.get_height() + 8))
    return out


def composed(entry: str, exit_: str, width: int, helmet_down: bool) -> pygame.Surface:
    """Return a room drawn as the table would: base, left end, right end, turned for helmet down."""
    size = (width, round(width * CARD_RATIO))
    card = pygame.Surface(size, pygame.SRCALPHA)
    for stem in ("room_base", f"end_{entry}_left", f"end_{exit_}_right"):
        card.blit(pygame.image.load_sized_svg(str(ART / f"{stem}.svg"), size), (0, 0))
    return pygame.transform.rotate(card, 180) if helmet_down else card


UP_LINE = [("corridor", "stairs"), ("stairs", "stairs"), ("stairs", "corridor"), ("corridor", "corridor")]
DOWN_LINE = [("stairs", "corridor"), ("corridor", "stairs"), ("corridor", "corridor"), ("stairs", "corridor")]
LINES = [  # (rooms as printed (entry, exit), helmet down?, gap in px, dragon at the end?)
    (UP_LINE, False, 0, False),
    (UP_LINE, False, 4, True),
    (DOWN_LINE, True, 2, False),
]


def lines_sheet(width: int, font: pygame.font.Font) -> pygame.Surface:
    """Return the sample lines, one per row, with a caption each."""
    h = round(width * CARD_RATIO)
    out = pygame.Surface((20 + 5 * (width + 6), len(LINES) * (h + 34) + 10))
    out.fill(FELT)
    for row, (rooms, down, gap, dragon) in enumerate(LINES):
        y = 10 + row * (h + 34)
        caption = f"helmet {'down' if down else 'up'}, {gap} px apart" + (", dragon at the end" if dragon else "")
        out.blit(font.render(caption, True, LABEL), (10, y))
        x = 10
        for entry, exit_ in rooms:
            out.blit(composed(entry, exit_, width, down), (x, y + 18))
            x += width + gap
        if dragon and (ART / "dragon.svg").is_file():
            out.blit(pygame.image.load_sized_svg(str(ART / "dragon.svg"), (width, h)), (x, y + 18))
    return out


def main(argv: Sequence[str] | None = None) -> int:
    """Write the contact sheets; return the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp"))
    parser.add_argument("--card", type=int, default=100, help="a room card's width at table size, px")
    args = parser.parse_args(argv)
    pygame.font.init()
    font = pygame.font.Font(None, 18)
    files = sorted(ART.glob("*.svg"))
    args.out.mkdir(parents=True, exist_ok=True)
    sheets = {
        "rooms_sheet_small": grid(files, args.card, 6, font),
        "rooms_sheet_large": grid(files, 300, 4, font),
        "rooms_lines": lines_sheet(args.card, font),
        "rooms_lines_large": lines_sheet(260, font),
        "rooms_menu": grid(sorted(MENU.glob("*.svg")), 420, 2, font) if any(MENU.glob("*.svg")) else None,
    }
    for name, surface in sheets.items():
        if surface is not None:
            target = args.out / f"{name}.png"
            pygame.image.save(surface, str(target))
            print(target)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
