"""The emblems of the characters whose first shield is Craftsmanship (art_kit.py: palette and frame)."""

from __future__ import annotations

import math
from collections.abc import Callable

from art_kit import (
    BADGE,
    BURLAP,
    CLAY,
    DARK,
    FINE,
    FLAME,
    FLAME_HOT,
    GOLD,
    GOLD_DARK,
    INK,
    IRON,
    PAPER,
    RED,
    STEEL,
    STEEL_DARK,
    STONE,
    STONE_LIGHT,
    WHITE,
    WOOD,
    WOOD_DARK,
    circle,
    ellipse,
    gear,
    key,
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


def guildmaster() -> list[str]:
    """The chain of office with the guild's hammer badge."""
    links = []
    for i in range(13):
        a = math.radians(180 + i * 15)
        x, y = 50 + 26 * math.cos(a), 26 - 24 * math.sin(a)
        links.append(ellipse(x, y, 3.6, 3.6, GOLD, sw=FINE))
    return [
        *links,
        circle(50, 53, 3, None, INK, 3), circle(50, 53, 3, None, GOLD, 1.4),
        circle(50, 68, 14, GOLD),
        circle(50, 68, 10, BADGE, sw=FINE),
        rotate(-35, 50, 68, rect(48.4, 62, 3.2, 14, WOOD_DARK, sw=FINE), rect(43, 59, 14, 6, IRON, rx=1, sw=FINE)),
    ]


def banker() -> list[str]:
    """Stacks of gold coins."""
    parts = []
    for cx, count in ((31, 5), (50, 9), (69, 4)):
        for i in range(count):
            y = 78 - i * 4.5
            parts.append(rect(cx - 10, y - 4, 20, 5, GOLD_DARK, sw=FINE))
            parts.append(ellipse(cx, y - 4, 10, 3.4, GOLD, sw=FINE))
    return [*parts, sparkle(62, 30, 6), sparkle(36, 44, 4)]


def pawnbroker() -> list[str]:
    """Three gold balls hanging from a bracket."""
    return [
        rod(20, 24, 80, 24, 4, IRON),
        tube("M24 24 C24 34 34 34 32 28", 2.5, IRON),
        line(36, 26, 36, 40, INK, 1.6), line(64, 26, 64, 40, INK, 1.6), line(50, 26, 50, 60, INK, 1.6),
        circle(36, 50, 11, GOLD), circle(64, 50, 11, GOLD), circle(50, 71, 11, GOLD),
        *[path(f"M{x - 6} {y - 3} A7 7 0 0 1 {x - 2} {y - 7}", None, WHITE, 2)
          for x, y in ((36, 50), (64, 50), (50, 71))],
    ]


def glassblower() -> list[str]:
    """A blue vase fresh from the furnace, and the blowpipe with its glowing gather."""
    return [
        rod(20, 78, 36, 40, 3.2, STEEL_DARK),
        rect(17, 74, 7, 10, WOOD_DARK, rx=2, transform="rotate(23 20 78)"),
        path("M30 24 C28 20 32 16 30 12", None, FLAME, 1.6), path("M42 26 C40 22 44 18 42 14", None, FLAME, 1.6),
        circle(37, 35, 9, FLAME),
        circle(36, 34, 5, FLAME_HOT, None),
        path("M62 86 C48 86 44 76 46 66 C48 58 56 54 58 48 V36 H66 V48 C68 54 76 58 78 66 C80 76 76 86 62 86 Z",
             "#7fb7d8"),
        rect(55, 31, 14, 6, "#7fb7d8", rx=2.5),
        path("M52 66 C52 60 55 57 58 56", None, WHITE, 2),
        path("M49 72 C56 75 68 75 75 72", None, "#4f8fb8", 2),
    ]


def stonemason() -> list[str]:
    """A dressed-stone wall and a trowel."""
    blocks = []
    for row, y in enumerate((58, 68, 78)):
        offset = 0 if row % 2 == 0 else -8
        x = 22 + offset
        while x < 78:
            w = 16
            x0, x1 = max(x, 24 - row), min(x + w, 76 + row)
            if x1 - x0 > 3:
                blocks.append(rect(x0, y - 10, x1 - x0, 10, STONE if (x // 16 + row) % 2 else STONE_LIGHT, sw=FINE))
            x += w
    return [
        *blocks,
        rect(22, 48, 56, 30, None),
        rotate(-30, 50, 36, poly([(30, 38), (52, 30), (60, 38), (52, 46)], STEEL),
               rect(58, 36.5, 6, 3, IRON, sw=FINE), rod(64, 38, 78, 38, 5, WOOD)),
        path("M30 48 C34 45 40 45 44 48", None, PAPER, 3),
    ]


def innkeeper() -> list[str]:
    """A foaming tankard of ale."""
    return [
        tube("M62 42 C80 42 80 72 62 72", 5, WOOD_DARK),
        rect(26, 34, 38, 48, WOOD, rx=3),
        rect(26, 42, 38, 5, IRON, sw=FINE), rect(26, 70, 38, 5, IRON, sw=FINE),
        *[line(x, 47, x, 70, WOOD_DARK, 1.6) for x in (36, 46, 56)],
        path("M24 38 C18 34 22 24 30 26 C32 18 44 18 46 24 C50 16 62 18 62 26 C70 24 72 34 66 38 C66 44 60 46 "
             "58 42 C56 48 50 48 48 44 Z", WHITE),
        circle(34, 30, 2, WHITE, sw=FINE), circle(54, 26, 1.6, WHITE, sw=FINE),
    ]


def clockmaker() -> list[str]:
    """A clock face in its case, with a wheel of the works."""
    ticks = [line(*polar(50, 48, 17, a), *polar(50, 48, 20 if a % 90 else 21.5, a), INK, 2 if a % 90 == 0 else 1.2)
             for a in range(0, 360, 30)]
    return [
        gear(70, 72, 11, 9, GOLD),
        path("M26 80 V46 C26 22 74 22 74 46 V80 Z", WOOD),
        rect(22, 78, 56, 6, WOOD_DARK, rx=2),
        circle(50, 48, 22, GOLD),
        circle(50, 48, 19, PAPER),
        *ticks,
        line(50, 48, 50, 35, INK, 2.6), line(50, 48, 60, 53, INK, 2.2),
        circle(50, 48, 2.4, RED, sw=FINE),
        path("M44 72 L50 76 L56 72", None, WOOD_DARK, 2),
    ]


def spice_merchant() -> list[str]:
    """Open sacks of red and gold spice, and cinnamon sticks."""
    def sack(cx: float, heap: str) -> list[str]:
        return [
            path(f"M{cx - 14} 82 C{cx - 17} 68 {cx - 13} 56 {cx - 10} 50 H{cx + 10} C{cx + 13} 56 {cx + 17} 68 "
                 f"{cx + 14} 82 Z", BURLAP),
            path(f"M{cx - 11} 51 C{cx - 11} 40 {cx + 11} 40 {cx + 11} 51 Z", heap),
            ellipse(cx, 51, 12, 3.6, "#c9a765", sw=FINE),
            path(f"M{cx - 9} 51 C{cx - 5} 45 {cx + 5} 45 {cx + 9} 51", heap, INK, FINE),
        ]

    return [
        *sack(36, RED),
        *sack(62, "#f0b429"),
        rod(28, 84, 72, 78, 4, CLAY), rod(32, 88, 70, 84, 4, "#a85630"),
    ]


def armorer() -> list[str]:
    """A breastplate with its riveted skirt."""
    rivets = [circle(x, y, 1.4, STEEL_DARK, None) for x, y in ((33, 36), (67, 36), (31, 50), (69, 50))]
    return [
        rect(32, 68, 36, 6, STEEL, rx=2), rect(34, 73, 32, 6, STEEL, rx=2), rect(36, 78, 28, 6, STEEL, rx=2),
        path("M30 24 C38 30 62 30 70 24 L76 36 C71 44 69 54 70 66 C62 72 56 72 50 72 C44 72 38 72 30 66 C31 54 "
             "29 44 24 36 Z", STEEL),
        path("M40 28 C44 36 56 36 60 28", None, INK, FINE),
        line(50, 36, 50, 70, STEEL_DARK, 1.6),
        path("M38 42 C38 54 40 62 44 66", None, WHITE, 2),
        *rivets,
        rect(44, 34, 12, 3, GOLD, rx=1.5, sw=FINE),
    ]


def potter() -> list[str]:
    """A terracotta jar on the potter's wheel."""
    return [
        ellipse(50, 80, 28, 6, WOOD_DARK),
        tube("M38 44 C28 44 28 58 36 60", 3, CLAY), tube("M62 44 C72 44 72 58 64 60", 3, CLAY),
        path("M40 78 C30 72 30 58 38 50 C42 46 42 40 40 36 H60 C58 40 58 46 62 50 C70 58 70 72 60 78 Z", CLAY),
        rect(37, 32, 26, 5, CLAY, rx=2),
        path("M35 60 L40 55 L45 60 L50 55 L55 60 L60 55 L65 60", None, "#7d3a1c", 1.8),
        path("M36 66 C44 69 56 69 64 66", None, "#7d3a1c", 1.4),
        path("M38 54 C37 60 37 66 40 71", None, "#e8a07a", 2),
    ]


def locksmith() -> list[str]:
    """A padlock and its key."""
    return [
        tube("M36 50 V36 C36 18 64 18 64 36 V50", 7, STEEL),
        rect(28, 46, 44, 34, GOLD, rx=5),
        circle(50, 58, 5, DARK), poly([(47.5, 60), (52.5, 60), (54, 72), (46, 72)], DARK, None),
        path("M32 50 V76", None, FLAME_HOT, 2),
        key(74, 48, 30, 34, STEEL),
    ]


def carpenter() -> list[str]:
    """A handsaw crossed with a hammer."""
    teeth = "".join(f" L{x + 2:.1f} 64 L{x + 4:.1f} 60" for x in range(30, 78, 4))
    saw = [path(f"M30 46 L80 52 L80 60{teeth[::-1][:0]} L30 60 Z", STEEL),
           path("M30 60" + teeth + " L78 60", STEEL, INK, FINE),
           path("M14 44 C14 40 30 40 32 44 V62 C30 66 14 66 14 62 Z M19 49 V57 H27 V49 Z", WOOD, fill_rule="evenodd")]
    return [
        rotate(-32, 50, 54, *saw),
        rotate(35, 50, 50, rod(50, 28, 50, 86, 5, WOOD_DARK),
               path("M38 20 H58 C62 20 64 24 66 30 C62 27 60 27 58 28 H38 Z", STEEL)),
    ]


CRAFTS: dict[str, Emblem] = {
    "guildmaster": guildmaster,
    "banker": banker,
    "pawnbroker": pawnbroker,
    "glassblower": glassblower,
    "stonemason": stonemason,
    "innkeeper": innkeeper,
    "clockmaker": clockmaker,
    "spice_merchant": spice_merchant,
    "armorer": armorer,
    "potter": potter,
    "locksmith": locksmith,
    "carpenter": carpenter,
}
