#!/usr/bin/env python3
"""Write the Castle Rooms art (assets/rooms/art/*.svg) and the main menu's game pictures (assets/menu/*.svg).

Drawn from simple shapes with art_kit.py's palette and line weights: art_rooms.py (the room
base and the stair and corridor ends), art_rooms_cards.py (dragon, knight, back, marks) and
art_menu.py (one picture per game). Running the script twice writes identical files.

Usage: python tools/make_rooms_art.py [--out DIR] [--menu-out DIR]
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from art_menu import VIEWBOX as MENU_VIEWBOX
from art_menu import combo_picture, rooms_picture
from art_rooms import VIEWBOX, document, end_piece, room_base, room_face
from art_rooms_cards import back, dragon, helmet_icon, knight, swords_icon

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "assets" / "rooms" / "art"
MENU_OUT = ROOT / "assets" / "menu"
SIDES = ("stairs", "corridor")
ICON = "0 0 100 100"

Piece = tuple[Callable[[], list[str]], str, str]  # drawing, title, viewBox


def _end(kind: str, side: str) -> Callable[[], list[str]]:
    return lambda: end_piece(kind, side)


def _face(entry: str, exit_: str) -> Callable[[], list[str]]:
    return lambda: room_face(entry, exit_)


def room_pieces() -> dict[str, Piece]:
    """Return every Castle Rooms piece by file stem: its drawing, title and viewBox."""
    pieces: dict[str, Piece] = {"room_base": (room_base, "Room base (walls, floor, helmet, swords)", VIEWBOX)}
    for kind in SIDES:
        for side in ("left", "right"):
            pieces[f"end_{kind}_{side}"] = (_end(kind, side), f"{kind.capitalize()} end, {side} side", VIEWBOX)
    for entry in SIDES:
        for exit_ in SIDES:
            pieces[f"room_{entry}_{exit_}"] = (_face(entry, exit_), f"Room {entry} to {exit_}", VIEWBOX)
    pieces["dragon"] = (dragon, "Dragon", VIEWBOX)
    pieces["knight"] = (knight, "Knight", VIEWBOX)
    pieces["back"] = (back, "Card back", VIEWBOX)
    pieces["helmet"] = (helmet_icon, "Helmet mark", ICON)
    pieces["swords"] = (swords_icon, "Crossed swords mark", ICON)
    return pieces


def write(pieces: dict[str, Piece], out: Path) -> list[Path]:
    """Write each piece as ``out/<stem>.svg``; return the paths."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for stem, (draw, title, viewbox) in pieces.items():
        target = out / f"{stem}.svg"
        target.write_text(document(draw(), title, viewbox), encoding="utf-8")
        written.append(target)
    return written


def make_all(out: Path = OUT, menu_out: Path = MENU_OUT) -> list[Path]:
    """Write the room pieces into ``out`` and the menu pictures into ``menu_out``; return the paths."""
    menu: dict[str, Piece] = {
        "combo": (combo_picture, "Castle Combo on the main menu", MENU_VIEWBOX),
        "rooms": (rooms_picture, "Castle Rooms on the main menu", MENU_VIEWBOX),
    }
    return write(room_pieces(), out) + write(menu, menu_out)


def main(argv: Sequence[str] | None = None) -> int:
    """Write the art; return the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help=f"room art folder (default {OUT})")
    parser.add_argument("--menu-out", type=Path, default=MENU_OUT, help=f"menu pictures folder (default {MENU_OUT})")
    args = parser.parse_args(argv)
    written = make_all(args.out, args.menu_out)
    total = sum(p.stat().st_size for p in written)
    print(f"{len(written)} pictures, {total / 1024:.1f} KB in {args.out} and {args.menu_out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
