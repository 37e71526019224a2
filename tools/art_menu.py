"""The main menu's picture of each game, 300×200 units (3:2), drawn from the games' own art.

Castle Combo: a castle on its hill with a row of character medallions before it, one per
shield colour (the emblems of art_court.py and friends in art_kit.py's medallion). Castle
Rooms: a line of connected rooms ending in the dragon that blocks it (art_rooms.py and
art_rooms_cards.py), under a castle skyline.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from art_arms import ARMS
from art_church import CHURCH
from art_court import COURT
from art_crafts import CRAFTS
from art_folk import FOLK
from art_kit import (
    DARK,
    FINE,
    GOLD,
    INK,
    SHIELD,
    STONE,
    STONE_LIGHT,
    WOOD_DARK,
    YELLOW,
    circle,
    line,
    medallion,
    path,
    poly,
    rect,
)
from art_learning import LEARNING
from art_rooms import H as CARD_H
from art_rooms import W as CARD_W
from art_rooms import brickwork, n, room_face
from art_rooms_cards import BACK, BACK_LINE, dragon, knight

VIEWBOX = "0 0 300 200"
CARDS = Path(__file__).resolve().parents[1] / "assets" / "cards" / "base.json"
EMBLEMS: dict[str, Callable[[], list[str]]] = {**COURT, **CHURCH, **LEARNING, **ARMS, **CRAFTS, **FOLK}
# one character per shield colour, in the order of the shields
PARADE = ("Her Majesty the Queen", "Nun", "Alchemist", "Knight", "Innkeeper", "Farmer")
SKY = "#cfe3ef"
HILL = "#8fbf6a"


def _key(name: str) -> str:
    return "_".join("".join(c if c.isalnum() else " " for c in name.lower()).split())


def small_medallion(name: str, shields: list[str], cx: float, cy: float, r: float) -> str:
    """Return a character's medallion (as on its card) centred on (cx, cy), ``r`` units in radius."""
    whole = medallion(shields, EMBLEMS[_key(name)](), name).splitlines()
    inner = whole[2:-1]  # without the <svg> element, its comment and its end
    k = r / 50
    return f'<g transform="translate({n(cx - r)} {n(cy - r)}) scale({k:.3f})">' + "".join(inner) + "</g>"


def _tower(x: float, top: float, width: float, base: float, flag: str) -> list[str]:
    """A round-topped tower with battlements and a flag, its left side at ``x``."""
    merlon = width / 5
    crenels = "".join(f"H{n(x + (i + 1) * merlon)} V{n(top + (3 if i % 2 == 0 else 0))} "
                      for i in range(5))
    body = f"M{n(x)} {n(base)} V{n(top)} {crenels}V{n(base)} Z"
    mid = x + width / 2
    return [
        line(mid, top - 18, mid, top, INK, 1.6),
        path(f"M{n(mid)} {n(top - 18)} L{n(mid + 13)} {n(top - 14)} L{n(mid)} {n(top - 10)} Z", flag, sw=FINE),
        path(body, STONE),
        rect(mid - 2.5, top + 12, 5, 9, DARK, rx=2.5, sw=FINE),
    ]


def combo_picture() -> list[str]:
    """Return Castle Combo's picture: a castle on a hill, six character medallions before it."""
    cards = {c["name"]: c["shields"] for c in json.loads(CARDS.read_text(encoding="utf-8"))["cards"]}
    out = [
        rect(0, 0, 300, 200, SKY, stroke=None),
        circle(252, 34, 14, YELLOW, None),
        path("M0 150 C60 112 110 104 150 104 C200 104 250 116 300 140 V200 H0 Z", HILL),
        path("M80 112 C110 100 190 100 222 114", None, "#7aa85a", 2),
    ]
    out += _tower(78, 46, 26, 112, SHIELD["faith"])
    out += _tower(196, 46, 26, 112, SHIELD["military"])
    keep = "M100 112 V66 H108 V62 H116 V66 H124 V62 H132 V66 H140 V62 H148 V66 H156 V62 H164 V66 H172 V62 " \
           "H180 V66 H188 V62 H196 V66 H200 V112 Z"
    out += [
        path(keep, STONE_LIGHT),
        line(100, 80, 200, 80, "#b3ac9e", FINE), line(100, 96, 200, 96, "#b3ac9e", FINE),
        *_tower(134, 28, 32, 66, SHIELD["nobility"]),
        path("M138 112 V94 C138 82 162 82 162 94 V112 Z", WOOD_DARK),
        line(150, 86, 150, 112, INK, FINE),
        *[rect(x, 74, 6, 10, DARK, rx=3, sw=FINE) for x in (112, 182)],
        rect(0, 186, 300, 14, "#6f9e52", stroke=None),
    ]
    r, gap = 22.5, 3.5
    x0 = 150 - (len(PARADE) * 2 * r + (len(PARADE) - 1) * gap) / 2 + r
    for i, name in enumerate(PARADE):
        out.append(small_medallion(name, cards[name], x0 + i * (2 * r + gap), 158, r))
    out.append(rect(1, 1, 298, 198, None, rx=6, sw=2))
    return out


def _card(body: list[str], x: float, y: float, width: float, turn: float = 0) -> str:
    """Return a whole card drawn ``width`` units wide with its top-left corner at (x, y), turned ``turn``°."""
    k = width / CARD_W
    spin = f" rotate({n(turn)} {n(CARD_W / 2)} {n(CARD_H / 2)})" if turn else ""
    return f'<g transform="translate({n(x)} {n(y)}) scale({k:.3f}){spin}">' + "".join(body) + "</g>"


def rooms_picture() -> list[str]:
    """Return Castle Rooms' picture: under a castle skyline, a line ending in a dragon, a line helmet down,
    a knight."""
    out = [rect(0, 0, 300, 200, BACK, stroke=None)]
    out.append(brickwork((0, 0, 300, 200), 14, 26, BACK_LINE))
    skyline = [(0, 62), (0, 40), (18, 40), (18, 22), (34, 22), (34, 40), (96, 40), (96, 14), (112, 4), (128, 14),
               (128, 40), (172, 40), (172, 24), (196, 24), (196, 40), (254, 40), (254, 10), (270, 0), (286, 10),
               (286, 40), (300, 40), (300, 62)]
    out.append(poly(skyline, "#243a50", None))
    for x, y in ((26, 30), (112, 24), (184, 32), (270, 20)):
        out.append(rect(x - 2, y - 4, 4, 8, GOLD, rx=2, stroke=None))
    width = 70
    height = width * CARD_H / CARD_W
    lines = [  # (left, top, rooms as printed, turned half a turn (helmet down)?, dragon at the end?)
        (10, 62, [("corridor", "stairs"), ("stairs", "stairs"), ("stairs", "corridor")], False, True),
        (150, 132, [("corridor", "stairs"), ("stairs", "corridor")], True, False),
    ]
    for x, y, rooms, down, blocked in lines:
        cards = len(rooms) + blocked
        out.append(rect(x + 3, y + 4, cards * width, height, INK, rx=4, stroke=None, fill_opacity=0.35))
        for entry, exit_ in rooms:
            out.append(_card(room_face(entry, exit_), x, y, width, 180 if down else 0))
            x += width
        if blocked:
            out.append(_card(dragon(), x, y, width))
    out.append(_card(knight(), 30, 134, 64, -8))  # in hand, on its way to the dragon
    out.append(rect(1, 1, 298, 198, None, rx=6, sw=2))
    return out

