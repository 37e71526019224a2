"""Castle Rooms cards other than rooms, and the marks on their own (art_kit.py: palette, line weights).

The dragon and the knight are drawn in a lair and a hall framed like a room (the same
walls, 140×100 units, landscape) so a hand of mixed cards looks like one deck; the dragon
faces left, breathing fire into the line it blocks, the knight faces right, towards it.
The back is one pattern for every card (hands are secret). The helmet and the crossed
swords also come as square icons (a line's orientation, the rules scene).
"""

from __future__ import annotations

from art_kit import (
    BLUE,
    DARK,
    FINE,
    FLAME,
    FLAME_HOT,
    GOLD,
    GOLD_DARK,
    INK,
    IRON,
    IVORY,
    LINE,
    RED,
    STEEL,
    STEEL_DARK,
    WHITE,
    WOOD,
    circle,
    line,
    path,
    poly,
    rect,
    rod,
    rotate,
    star,
)
from art_rooms import (
    EDGE,
    HELMET_FIELD,
    MID,
    SWORDS_FIELD,
    H,
    W,
    brickwork,
    card_outline,
    crossed_swords,
    helmet,
    n,
    plaque,
)

SCALE_GREEN = "#3f8f4e"
SCALE_DARK = "#2a6637"
WING = "#2f7040"
BELLY = "#e8d49a"
LAIR = "#4b3b3f"
LAIR_LINE = "#5e4b4f"
HALL = "#b9b1a2"
HALL_LINE = "#a39b8c"
HALL_FLOOR = "#c9a77a"
FLOOR_Y = 74
BACK = "#33506e"
BACK_LIGHT = "#3f6284"
BACK_LINE = "#294259"


def _backdrop(wall: str, mortar: str, floor: str, rim: str) -> list[str]:
    """A wall of blocks behind a figure and the floor it stands on, with a coloured rim inside the edge."""
    out = [card_outline(wall)]
    out.append(brickwork((EDGE, 2, W - EDGE, FLOOR_Y), 12, 24, mortar))
    out.append(path(f"M{n(EDGE)} {FLOOR_Y} H{n(W - EDGE)} V{n(H - 7)} H{n(EDGE)} Z", floor, INK, LINE))
    for x in (20, 50, 90, 120):  # the floor's joints, in perspective
        out.append(line(x, FLOOR_Y, x + (x - W / 2) * 0.35, H - 2, INK, FINE))
    out.append(rect(4.5, 4.5, W - 9, H - 9, None, rx=5, stroke=rim, sw=2.2))
    out.append(card_outline(None))
    return out


# --- the dragon -------------------------------------------------------------------------------

def _fire() -> list[str]:
    """A blast of fire from the dragon's mouth to the card's left edge."""
    outer = ("M44 43 C36 36 26 40 20 33 C20 38 14 40 6 36 C9 41 4 45 0 44 V60 C6 58 10 62 14 58 "
             "C16 63 24 64 28 58 C34 60 40 56 46 50 Z")
    inner = "M42 45 C35 41 28 44 22 40 C20 44 13 46 8 44 C11 48 9 51 4 52 C10 54 17 55 20 52 C26 56 34 53 42 49 Z"
    return [path(outer, FLAME), path(inner, FLAME_HOT, None)]


def dragon() -> list[str]:
    """Return the dragon card: a green dragon in its lair, breathing fire to the left."""
    wing_far = "M82 44 L94 8 C100 16 110 18 118 14 C114 24 120 30 128 30 C118 36 104 40 96 50 Z"
    wing_near = "M76 48 L70 6 C78 12 88 12 96 8 C92 18 98 26 108 26 C98 34 88 40 86 54 Z"
    body = "M60 58 C58 44 76 38 92 42 C108 46 116 56 112 68 C106 78 80 80 68 76 C62 72 60 66 60 58 Z"
    tail = "M108 66 C120 70 126 62 122 52 C128 56 134 66 126 76 C118 82 104 78 96 74 Z"
    neck = "M66 60 C58 52 54 44 56 36 L66 34 C66 42 70 48 78 52 Z"
    head = ("M56 34 C52 28 44 28 38 32 L30 36 C28 40 32 42 36 41 L44 40 L38 46 C42 48 48 46 52 44 "
            "C58 44 64 40 66 34 Z")
    return [
        *_backdrop(LAIR, LAIR_LINE, "#3a2d31", RED),
        path(wing_far, SCALE_DARK),
        line(94, 8, 96, 50, INK, FINE), line(94, 8, 112, 30, INK, FINE),
        path(tail, SCALE_GREEN),
        poly([(126, 50), (136, 44), (130, 56)], RED, sw=FINE),
        rect(70, 70, 9, 14, SCALE_GREEN, rx=3), rect(96, 70, 9, 14, SCALE_GREEN, rx=3),
        *[path(f"M{x} 84 l2 3 l2 -3 l2 3 l2 -3", None, IVORY, 1.4) for x in (70, 96)],
        path(body, SCALE_GREEN),
        path("M64 64 C70 74 92 76 106 70 C100 78 78 80 68 75 Z", BELLY, sw=FINE),
        path(neck, SCALE_GREEN),
        path("M58 38 C58 46 62 52 68 56", None, BELLY, 3.2),
        *_fire(),
        path(head, SCALE_GREEN),
        path("M56 30 L66 20 L62 32 Z", IVORY, sw=FINE), path("M52 30 L58 18 L58 31 Z", IVORY, sw=FINE),
        circle(49, 34, 2.4, FLAME_HOT, sw=FINE), circle(49.6, 34, 0.9, INK, None),
        circle(34, 36.5, 0.9, INK, None),
        path(wing_near, WING),
        line(70, 6, 86, 54, INK, FINE), line(70, 6, 100, 30, INK, FINE),
        *[path(f"M{x} {y} l4 -5 l4 5", None, SCALE_DARK, 1.1) for x, y in ((76, 52), (86, 50), (96, 52))],
    ]


# --- the knight -------------------------------------------------------------------------------

def knight() -> list[str]:
    """Return the knight card: a knight in a hall, sword raised, shield before him, facing right."""
    sword = rotate(35, 100, 34, rect(98, 8, 4.4, 24, STEEL), path("M98 8 L100.2 3 L102.4 8 Z", STEEL),
                   line(100.2, 11, 100.2, 29, STEEL_DARK, 1), rect(93, 30, 14.4, 4, GOLD, rx=1.5),
                   rect(98.4, 34, 3.6, 7, WOOD))
    shield = "M42 46 H66 V64 C66 74 58 80 54 82 C50 80 42 74 42 64 Z"
    return [
        *_backdrop(HALL, HALL_LINE, HALL_FLOOR, BLUE),
        *[rect(x, 66, 8, 18, STEEL, rx=1.5) for x in (62, 75)],
        *[rect(x - 1, 82, 11, 5, IRON, rx=2) for x in (62, 75)],
        path("M58 44 C58 40 86 40 86 44 L89 70 H55 Z", BLUE),  # the tabard
        line(72, 44, 72, 70, GOLD, 1.8), line(58, 55, 87, 55, GOLD, 1.8),
        rect(55, 39, 34, 7, STEEL, rx=3),  # the shoulders
        rod(87, 44, 99, 36, 6, STEEL),  # the sword arm, raised
        sword,
        path("M72 18 C68 10 58 10 54 16 C60 16 64 18 66 22 Z", RED, sw=FINE),  # the plume
        path("M61 24 C61 16 83 16 83 24 V36 C83 42 77 44 72 44 C67 44 61 42 61 36 Z", STEEL),  # the great helm
        rect(63, 28, 20, 4, DARK, rx=1.5),
        rect(70.2, 20, 3.6, 24, GOLD, sw=FINE),
        path("M64 22 C65 20 67 19 69 19", None, WHITE, 1.4),
        path(shield, WHITE),
        path("M54 48 V80 M43.5 60 H64.5", None, RED, 4),
        path(shield, None),
        star(54, 60, 3, GOLD),
    ]


# --- the back ---------------------------------------------------------------------------------

def back() -> list[str]:
    """Return the card back: blue masonry, a gold-ringed doorway with a stair going up into it."""
    out = [card_outline(BACK)]
    out.append(brickwork((6, 4, W - 6, H - 4), 12, 22, BACK_LINE))
    out.append(rect(5, 5, W - 10, H - 10, None, rx=5, stroke=GOLD, sw=1.6))
    cx, cy, r = W / 2, MID, 30
    out += [
        circle(cx, cy, r, BACK_LIGHT, INK, LINE),
        circle(cx, cy, r - 3.5, None, GOLD, 3.5),
        circle(cx, cy, r - 6, DARK, INK, FINE),
        path(f"M{n(cx - 13)} {n(cy + 20)} V{n(cy - 4)} C{n(cx - 13)} {n(cy - 22)} {n(cx + 13)} {n(cy - 22)} "
             f"{n(cx + 13)} {n(cy - 4)} V{n(cy + 20)} Z", FLAME, INK, LINE),  # a lit archway
    ]
    for i in range(4):  # steps rising into the arch
        y = cy + 20 - i * 5
        half = 15 - i * 2.5
        out.append(rect(cx - half, y - 5, 2 * half, 5, GOLD if i % 2 == 0 else GOLD_DARK, sw=FINE))
    for dx in (-21, 21):
        out.append(star(cx + dx * 1.95, cy - 26, 4, GOLD))
        out.append(star(cx + dx * 1.95, cy + 26, 4, GOLD))
    out.append(card_outline(None))
    return out


# --- the marks on their own -----------------------------------------------------------------------

def helmet_icon() -> list[str]:
    """Return the helmet mark as a 100×100 icon (helmet up: the line reads as printed)."""
    return [plaque(50, 50, 44, HELMET_FIELD), helmet(50, 58, 2.4)]


def swords_icon() -> list[str]:
    """Return the crossed-swords mark as a 100×100 icon (the edge opposite the helmet)."""
    return [plaque(50, 50, 44, SWORDS_FIELD), crossed_swords(50, 50, 2.3)]

