"""The emblems of the characters whose first shield is Faith (art_kit.py: palette and frame)."""

from __future__ import annotations

import math
from collections.abc import Callable

from art_kit import (
    BLUE,
    CLAY,
    DARK,
    FINE,
    FLAME_HOT,
    GOLD,
    GOLD_DARK,
    INK,
    IRON,
    MARBLE,
    PAPER,
    RED,
    STEEL,
    STEEL_DARK,
    STONE,
    STONE_LIGHT,
    STRAW,
    WHITE,
    WINE,
    WOOD,
    WOOD_DARK,
    circle,
    ellipse,
    flame,
    line,
    path,
    polar,
    poly,
    rect,
    rod,
    rotate,
    sparkle,
    tube,
)

Emblem = Callable[[], list[str]]


def his_holiness() -> list[str]:
    """The triple tiara."""
    return [
        rect(37, 70, 8, 17, RED, rx=1), rect(55, 70, 8, 17, RED, rx=1),
        path("M32 74 C30 52 36 32 50 25 C64 32 70 52 68 74 Z", WHITE),
        rect(31, 64, 38, 8, GOLD, rx=2), rect(34, 50, 32, 7, GOLD, rx=2), rect(39, 37, 22, 6, GOLD, rx=2),
        circle(50, 68, 2.6, RED, sw=FINE), circle(50, 53.5, 2.3, BLUE, sw=FINE), circle(50, 40, 2, RED, sw=FINE),
        circle(50, 22, 4, GOLD),
        rect(48.3, 10, 3.4, 10, GOLD, sw=FINE), rect(45, 13, 10, 3.4, GOLD, sw=FINE),
    ]


def chaplain() -> list[str]:
    """A chalice and the host in glory."""
    rays = [line(*polar(50, 24, 11, a), *polar(50, 24, 16, a), GOLD_DARK, FINE) for a in range(0, 360, 30)]
    return [
        *rays,
        circle(50, 24, 9, WHITE), line(50, 19, 50, 29), line(45, 24, 55, 24),
        path("M33 36 H67 C67 52 60 60 50 60 C40 60 33 52 33 36 Z", GOLD),
        circle(50, 47, 3.5, RED, sw=FINE),
        rect(46.5, 59, 7, 16, GOLD),
        ellipse(50, 66, 6.5, 3.5, GOLD_DARK),
        path("M33 84 C35 75 65 75 67 84 Z", GOLD),
    ]


def cardinal() -> list[str]:
    """The red galero with its tassels."""
    parts = []
    for side in (-1, 1):
        for i, (x0, y_end) in enumerate(((22, 76), (30, 84))):
            x = 50 + side * (50 - x0)
            sx = 50 + side * (50 - (20 + i * 6))
            parts.append(path(f"M{sx} 52 C{sx - side * 4} 62 {x + side * 2} 66 {x} {y_end - 6}", None, RED, 2))
            parts.append(poly([(x - 3.5, y_end - 6), (x + 3.5, y_end - 6), (x, y_end + 2)], RED, sw=FINE))
    return [
        *parts,
        ellipse(50, 52, 34, 8, RED),
        path("M33 51 C33 30 67 30 67 51 Z", RED),
        rect(33, 44, 34, 6, WINE, rx=1),
        path("M39 38 C41 33 45 31 49 31", None, "#ffffff", FINE, stroke_opacity=0.7),
    ]


def templar() -> list[str]:
    """A sword behind a white shield with the red cross."""
    sword = rotate(45, 50, 50, rect(48, 8, 4, 11, WOOD_DARK), circle(50, 8, 3, GOLD),
                   rect(39, 19, 22, 4.5, GOLD, rx=1.5), path("M46.5 23.5 H53.5 V82 L50 89 L46.5 82 Z", STEEL))
    return [
        sword,
        path("M30 27 H70 V50 C70 66 60 76 50 82 C40 76 30 66 30 50 Z", WHITE),
        rect(46.5, 29, 7, 46, RED, stroke=None), rect(32, 43, 36, 7, RED, stroke=None),
        path("M30 27 H70 V50 C70 66 60 76 50 82 C40 76 30 66 30 50 Z", None),
    ]


def gravedigger() -> list[str]:
    """A spade by a tombstone on fresh earth."""
    return [
        path("M50 76 V40 C50 27 78 27 78 40 V76 Z", STONE),
        rect(62.2, 38, 3.6, 20, STONE_LIGHT, sw=FINE), rect(56.5, 43, 15, 3.6, STONE_LIGHT, sw=FINE),
        path("M23 84 C32 70 68 70 80 80 C70 88 34 90 23 84 Z", WOOD_DARK),
        rotate(-22, 36, 50, rod(36, 20, 36, 58, 4.5, WOOD), rod(30, 18, 42, 18, 4, WOOD),
               path("M28 56 H44 V68 C44 76 36 82 36 82 C36 82 28 76 28 68 Z", STEEL)),
    ]


def _scallop(cx: float, base: float, radius: float, fill: str) -> list[str]:
    ribs = [polar(cx, base, radius, a) for a in range(-60, 61, 15)]
    d = f"M{cx} {base} L{ribs[0][0]:.1f} {ribs[0][1]:.1f}"
    for x, y in ribs[1:]:
        d += f" A6 6 0 0 1 {x:.1f} {y:.1f}"
    d += " Z"
    inner = [line(*polar(cx, base, radius * 0.3, a), *polar(cx, base, radius * 0.95, a), INK, FINE)
             for a in range(-45, 46, 15)]
    ears = poly([(cx - 11, base + 3), (cx - 5, base - 5), (cx + 5, base - 5), (cx + 11, base + 3),
                 (cx + 4, base + 7), (cx - 4, base + 7)], fill)
    return [ears, path(d, fill), *inner]


def pilgrim() -> list[str]:
    """The scallop shell and the pilgrim's staff with its gourd."""
    return [
        rod(70, 16, 70, 84, 4.5, WOOD),
        path("M70 30 C64 30 62 36 64 40 C60 44 61 52 67 54 H73 C79 52 80 44 76 40 C78 36 76 30 70 30 Z", CLAY),
        rect(67.5, 27, 5, 4, WOOD_DARK, sw=FINE),
        *_scallop(44, 76, 34, "#f3d3a8"),
    ]


def devout() -> list[str]:
    """A rosary."""
    beads = []
    for i in range(18):
        a = math.radians(i * 20 + 10)
        x, y = 50 + 22 * math.sin(a), 40 - 20 * math.cos(a)
        big = i % 5 == 0
        beads.append(circle(x, y, 4.2 if big else 3.1, GOLD if big else WOOD, sw=FINE))
    return [
        ellipse(50, 40, 22, 20, None, INK, FINE),
        line(50, 60, 50, 72, INK, FINE),
        *beads,
        circle(50, 66, 3.2, WOOD, sw=FINE),
        rect(47.2, 71, 5.6, 17, GOLD), rect(42, 75, 16, 5, GOLD),
    ]


def nun() -> list[str]:
    """A candle burning in its holder."""
    return [
        circle(50, 29, 15, FLAME_HOT, None, fill_opacity=0.45),
        path("M36 76 C36 70 42 68 42 68 H58 C58 68 64 70 64 76 Z", GOLD),
        ellipse(50, 78, 24, 6, GOLD),
        tube("M74 78 C84 78 84 68 74 68", 3, GOLD),
        rect(42, 40, 16, 33, WHITE, rx=2),
        path("M42 44 C42 50 46 50 46 46 V44 Z", WHITE, INK, FINE),
        line(50, 40, 50, 35, INK, 1.6),
        flame(50, 37, 20, 12),
    ]


def scribe() -> list[str]:
    """A quill in its inkwell beside a written sheet."""
    barbs = [line(*p, *q, INK, 0.9) for p, q in (((52, 50), (47, 46)), ((57, 43), (52, 40)), ((62, 36), (58, 33)),
                                                  ((67, 30), (64, 27)), ((55, 52), (60, 51)), ((60, 45), (65, 44)),
                                                  ((65, 38), (70, 36)))]
    return [
        rotate(8, 64, 68, rect(54, 56, 26, 30, PAPER, sw=FINE),
               *[line(58, y, 76, y, STEEL_DARK, 1.4) for y in (63, 68, 73, 78)]),
        path("M38 66 C46 52 60 34 74 20 C72 34 60 48 44 64 Z", WHITE),
        *barbs,
        line(38, 68, 72, 22, INK, 1.4),
        path("M24 82 V70 C24 64 50 64 50 70 V82 Z", DARK),
        rect(31, 61, 12, 5, DARK, rx=1),
        ellipse(37, 82, 13, 3, DARK),
        path("M28 72 C28 69 31 68 33 68", None, WHITE, 1.5),
    ]


def mother_superior() -> list[str]:
    """The abbess's crosier."""
    return [
        rod(50, 40, 50, 88, 6, GOLD),
        tube("M50 46 V30 C50 12 77 12 77 28 C77 42 58 42 58 30 C58 24 64 22 67 26", 6, GOLD),
        rect(65.6, 23, 2.8, 10, WHITE, sw=FINE), rect(62, 26.6, 10, 2.8, WHITE, sw=FINE),
        ellipse(50, 48, 7.5, 4.5, GOLD),
        ellipse(50, 64, 5.5, 3.5, GOLD),
    ]


def vicar() -> list[str]:
    """The village church bell ringing."""
    return [
        rect(28, 16, 44, 7, WOOD_DARK, rx=2),
        rect(46, 22, 8, 5, IRON),
        path("M50 26 C39 26 37 35 37 46 C37 58 33 64 27 70 H73 C67 64 63 58 63 46 C63 35 61 26 50 26 Z", GOLD),
        rect(24, 68, 52, 6, GOLD_DARK, rx=3),
        circle(50, 79, 5, GOLD_DARK),
        path("M42 34 C40 40 40 50 40 56", None, WHITE, 2),
        path("M21 48 C17 54 17 60 20 66", None, INK, 1.8), path("M79 48 C83 54 83 60 80 66", None, INK, 1.8),
        path("M15 44 C9 52 9 62 14 70", None, INK, 1.8), path("M85 44 C91 52 91 62 86 70", None, INK, 1.8),
    ]


def miraculously_cured() -> list[str]:
    """A cast-off crutch in a burst of light."""
    rays = [poly([(50, 50), polar(50, 50, 40, a - 6), polar(50, 50, 40, a + 6)], FLAME_HOT, None, fill_opacity=0.75)
            for a in range(0, 360, 30)]
    crutch = [
        rod(50, 58, 50, 86, 4.5, WOOD),
        path("M40 20 L50 58 L60 20", None, INK, 6.4), path("M40 20 L50 58 L60 20", None, WOOD, 4),
        rect(36, 14, 28, 7, WOOD_DARK, rx=3.5),
        rect(42, 38, 16, 4.5, WOOD_DARK, rx=2),
        rect(46, 84, 8, 4, DARK, rx=1.5),
    ]
    return [*rays, circle(50, 50, 18, WHITE, None, fill_opacity=0.6), rotate(28, 50, 52, *crutch),
            sparkle(24, 34, 5, WHITE), sparkle(76, 70, 5, WHITE), sparkle(72, 24, 4, WHITE)]


def sculptor() -> list[str]:
    """A marble bust on its plinth and the chisel."""
    curls = [circle(x, y, 3.6, MARBLE, sw=FINE) for x, y in ((41, 30), (46, 26), (52, 25), (58, 28), (61, 34))]
    return [
        rect(30, 74, 36, 10, STONE),
        path("M26 74 C26 62 36 58 48 58 C60 58 70 62 70 74 Z", MARBLE),
        rect(43, 50, 10, 10, MARBLE),
        ellipse(48, 40, 12, 14, MARBLE),
        *curls,
        path("M36 40 C35 44 36 48 38 50", None, STONE, 1.6),
        rotate(35, 72, 56, rod(72, 40, 72, 60, 5, WOOD), rect(70, 60, 4, 12, STEEL, sw=FINE),
               poly([(70, 72), (74, 72), (72, 76)], STEEL, sw=FINE)),
        path("M30 64 C34 62 38 62 42 63", None, STONE, 1.2),
    ]


def monk() -> list[str]:
    """A hooded monk with his corded cross."""
    return [
        path("M50 12 C38 16 32 30 30 44 C28 58 20 72 18 84 H82 C80 72 72 58 70 44 C68 30 62 16 50 12 Z", WOOD),
        path("M50 28 C42 28 38 38 39 48 C40 58 45 62 50 62 C55 62 60 58 61 48 C62 38 58 28 50 28 Z", DARK),
        path("M36 32 C32 42 30 52 26 62", None, "#c99460", 2),
        path("M40 66 C44 72 48 74 50 74 C52 74 56 72 60 66", None, WOOD_DARK, 1.6),
        tube("M28 78 C40 74 60 74 72 78", 2.6, STRAW),
        line(50, 75, 50, 78, INK, 1.4),
        rect(48, 77, 4, 10, WOOD_DARK, sw=FINE), rect(45, 79.5, 10, 3.2, WOOD_DARK, sw=FINE),
    ]


CHURCH: dict[str, Emblem] = {
    "his_holiness": his_holiness,
    "chaplain": chaplain,
    "cardinal": cardinal,
    "templar": templar,
    "gravedigger": gravedigger,
    "pilgrim": pilgrim,
    "devout": devout,
    "nun": nun,
    "scribe": scribe,
    "mother_superior": mother_superior,
    "vicar": vicar,
    "miraculously_cured": miraculously_cured,
    "sculptor": sculptor,
    "monk": monk,
}
