"""The emblems of the characters whose first shield is Nobility (art_kit.py: palette and frame)."""

from __future__ import annotations

import math
from collections.abc import Callable

from art_kit import (
    BLUE,
    DARK,
    FINE,
    GOLD,
    GOLD_DARK,
    INK,
    LINE,
    PAPER,
    PURPLE,
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
    coin,
    crown,
    key,
    line,
    path,
    polar,
    poly,
    rect,
    rod,
    rotate,
    star,
    tube,
)

Emblem = Callable[[], list[str]]


def steward() -> list[str]:
    """A staff of office behind a full purse."""
    return [
        rotate(-40, 50, 50, rod(50, 12, 50, 88, 4.5, WHITE), rect(46.5, 10, 7, 6, GOLD, rx=1.5),
               rect(46.5, 84, 7, 5, GOLD, rx=1.5)),
        path("M33 56 C23 64 24 84 46 84 C68 84 69 64 59 56 Z", WOOD),
        path("M38 52 L30 40 L40 45 L46 37 L52 45 L62 40 L54 52 Z", WOOD),
        rect(35, 50, 22, 6, GOLD, rx=3),
        coin(46, 70, 7),
        coin(72, 46, 6), coin(26, 46, 5),
    ]


def _halberd() -> list[str]:
    return [
        rod(50, 22, 50, 88, 3.6, WOOD),
        path("M50 8 L53 20 H47 Z", STEEL),
        path("M52 20 C62 18 68 24 68 33 C62 31 57 33 52 37 Z", STEEL),
        poly([(48, 24), (40, 21), (48, 31)], STEEL),
        rect(47.5, 36, 5, 4, GOLD, sw=FINE),
    ]


def royal_guard() -> list[str]:
    """Crossed halberds under a crown."""
    return [
        rotate(-32, 50, 56, *_halberd()),
        rotate(32, 50, 56, *_halberd()),
        crown(50, 72, 26, 22),
    ]


def chatelaine() -> list[str]:
    """A ring of keys at the belt."""
    return [
        rect(40, 14, 20, 8, WINE, rx=2),
        line(50, 22, 50, 28, INK, 2),
        circle(50, 36, 9, None, INK, 5.4), circle(50, 36, 9, None, GOLD, 3),
        key(43, 42, 28, 38, STEEL),
        key(57, 42, -28, 38, STEEL),
        key(50, 44, 0, 40, GOLD),
    ]


def princess() -> list[str]:
    """A hennin with its veil."""
    dots = [circle(x, y, 1.6, GOLD, None) for x, y in ((50, 58), (56, 50), (52, 42), (57, 32), (55, 62), (60, 56))]
    return [
        path("M59 12 C76 22 82 44 76 72 C72 58 66 48 58 42 Z", WHITE, fill_opacity=0.9),
        path("M33 72 L59 12 L67 72 Z", "#5d86d6"),
        *dots,
        path("M29 68 C40 76 60 76 71 68 V75 C60 83 40 83 29 75 Z", GOLD),
        circle(50, 77.5, 3, RED, sw=FINE),
    ]


def prince() -> list[str]:
    """A coronet on a cushion."""
    return [
        path("M22 66 C22 58 78 58 78 66 C80 72 80 78 78 82 C60 86 40 86 22 82 C20 78 20 72 22 66 Z", RED),
        poly([(19, 64), (23, 62), (22, 69)], GOLD, sw=FINE), poly([(81, 64), (77, 62), (78, 69)], GOLD, sw=FINE),
        poly([(19, 84), (23, 80), (24, 86)], GOLD, sw=FINE), poly([(81, 84), (77, 80), (76, 86)], GOLD, sw=FINE),
        path("M28 70 C40 74 60 74 72 70", None, WINE, FINE),
        crown(50, 64, 34, 30, jewels=(BLUE, RED, BLUE)),
    ]


def his_majesty() -> list[str]:
    """The imperial crown, closed with arches."""
    spots = [path(f"M{x} {y} l-1.4 3 h2.8 z", DARK, None) for x, y in ((31, 73), (41, 74), (51, 73), (61, 74),
                                                                       (70, 73))]
    return [
        path("M30 58 C30 26 70 26 70 58 Z", RED),
        tube("M31 58 C31 36 42 28 50 28", 4, GOLD), tube("M69 58 C69 36 58 28 50 28", 4, GOLD),
        tube("M50 58 V28", 4, GOLD),
        circle(50, 22, 5.5, GOLD),
        rect(48.4, 9, 3.2, 10, GOLD, sw=FINE), rect(45, 11.6, 10, 3.2, GOLD, sw=FINE),
        rect(26, 56, 48, 13, GOLD, rx=2),
        circle(36, 62.5, 3.2, RED, sw=FINE), poly([(50, 58.5), (54, 62.5), (50, 66.5), (46, 62.5)], BLUE, sw=FINE),
        circle(64, 62.5, 3.2, RED, sw=FINE),
        rect(23, 69, 54, 10, WHITE, rx=4),
        *spots,
    ]


def queen_mother() -> list[str]:
    """A high-backed throne."""
    return [
        path("M30 66 V30 C30 16 70 16 70 30 V66 Z", GOLD),
        path("M36 62 V32 C36 22 64 22 64 32 V62 Z", PURPLE),
        crown(50, 44, 16, 13, jewels=(WHITE,)),
        circle(30, 24, 3.5, GOLD), circle(70, 24, 3.5, GOLD),
        rect(22, 54, 10, 6, GOLD, rx=2), rect(68, 54, 10, 6, GOLD, rx=2),
        rect(24, 60, 6, 14, GOLD), rect(70, 60, 6, 14, GOLD),
        rect(28, 58, 44, 9, PURPLE, rx=4),
        rect(25, 66, 50, 7, GOLD, rx=1.5),
        rect(28, 73, 6, 12, GOLD), rect(66, 73, 6, 12, GOLD),
    ]


def jester() -> list[str]:
    """The fool's cap and bells."""
    return [
        path("M30 66 C24 54 22 44 16 40 C30 38 42 48 46 64 Z", RED),
        path("M70 66 C76 54 78 44 84 40 C70 38 58 48 54 64 Z", RED),
        path("M40 66 C40 46 44 28 52 16 C56 30 60 48 60 66 Z", BLUE),
        path("M28 66 C40 72 60 72 72 66 V74 C60 80 40 80 28 74 Z", GOLD),
        *[poly([(x, 69.5), (x + 3, 72.5), (x, 75.5), (x - 3, 72.5)], RED, sw=FINE) for x in (36, 50, 64)],
        circle(16, 44, 4.5, GOLD), circle(84, 44, 4.5, GOLD), circle(52, 16, 4.5, GOLD),
        line(14, 45, 18, 45), line(82, 45, 86, 45), line(50, 17, 54, 17),
    ]


def chancellor() -> list[str]:
    """A charter with a hanging wax seal."""
    return [
        rect(31, 22, 38, 50, PAPER),
        rect(28, 18, 44, 8, PAPER, rx=4), rect(28, 68, 44, 8, PAPER, rx=4),
        *[line(36, y, 64 - (6 if i % 3 == 2 else 0), y, STEEL_DARK, 1.6) for i, y in enumerate(range(32, 62, 5))],
        path("M52 74 L46 88 L51 85 L54 76 Z M58 74 L64 88 L59 85 L56 76 Z", RED),
        circle(55, 72, 9.5, RED),
        circle(55, 72, 6, WINE, sw=FINE),
        star(55, 72, 4, RED, sw=0.8),
    ]


def baron() -> list[str]:
    """The baron's keep with its banner."""
    def battlement(x: float, w: float, y: float) -> str:
        step = w / 5
        d = f"M{x} {y + 6} V{y}"
        for i in range(5):
            d += f" H{x + step * (i + 1):.1f}" + (f" V{y + 4}" if i % 2 == 0 else f" V{y}")
        return path(d + f" V{y + 6} Z", STONE_LIGHT)

    return [
        line(50, 14, 50, 30, INK, 2), path("M51 14 C56 12 60 18 66 15 V24 C60 27 56 21 51 24 Z", BLUE, sw=FINE),
        rect(22, 50, 14, 32, STONE), battlement(21, 16, 44),
        rect(64, 50, 14, 32, STONE), battlement(63, 16, 44),
        rect(35, 36, 30, 46, STONE), battlement(34, 32, 30),
        path("M43 82 V70 C43 62 57 62 57 70 V82 Z", WOOD_DARK),
        line(50, 64, 50, 82),
        path("M47 50 V45 C47 42 53 42 53 45 V50 Z", DARK), rect(27, 58, 4, 7, DARK, stroke=None),
        rect(69, 58, 4, 7, DARK, stroke=None),
    ]


def her_majesty_the_queen() -> list[str]:
    """The orb, banded with pearls and topped with a cross."""
    pearls = [circle(50 + 22 * math.cos(math.radians(a)), 60 + 5 * math.sin(math.radians(a)), 1.4, WHITE, sw=0.8)
              for a in range(20, 180, 25)]
    return [
        circle(50, 58, 24, GOLD),
        path("M26 58 C26 66 74 66 74 58", None, INK, 7), path("M26 58 C26 66 74 66 74 58", None, RED, 4.5),
        path("M50 34 C44 44 44 72 50 82", None, INK, 7), path("M50 34 C44 44 44 72 50 82", None, RED, 4.5),
        *pearls,
        circle(46.5, 62, 4, BLUE, sw=FINE),
        path("M33 46 A20 20 0 0 1 42 38", None, WHITE, 2.2),
        rect(47.8, 14, 4.4, 20, GOLD, sw=LINE), rect(42, 19, 16, 4.4, GOLD),
    ]


def duchess() -> list[str]:
    """An open folding fan."""
    cx, cy = 50, 74
    parts = []
    angles = list(range(-70, 71, 14))
    for i in range(len(angles) - 1):
        a0, a1 = angles[i], angles[i + 1]
        pts = [polar(cx, cy, 14, a0), polar(cx, cy, 40, a0), polar(cx, cy, 40, a1), polar(cx, cy, 14, a1)]
        parts.append(poly(pts, BLUE if i % 2 == 0 else "#9db8ea", sw=FINE))
    edge = "M" + " L".join(f"{x:.1f} {y:.1f}" for x, y in (polar(cx, cy, 40, a) for a in range(-70, 71, 7)))
    sticks = [line(cx, cy, *polar(cx, cy, 15, a), WOOD_DARK, 1.8) for a in angles[1:-1]]
    return [
        *parts,
        path(edge, None, GOLD, 2.6),
        *sticks,
        rod(cx, cy, *polar(cx, cy, 41, -70), 3, WOOD_DARK), rod(cx, cy, *polar(cx, cy, 41, 70), 3, WOOD_DARK),
        circle(cx, cy, 4, GOLD),
        path("M50 78 L53 88 L47 88 Z", RED, sw=FINE),
    ]


def stable_boy() -> list[str]:
    """A horseshoe on the straw."""
    straw = [line(x, 78 - (i % 3) * 2, x + 8 - (i % 4) * 4, 70 - (i % 2) * 4, GOLD_DARK, 1.4)
             for i, x in enumerate(range(24, 76, 5))]
    holes = [circle(x, y, 1.5, DARK, None)
             for x, y in ((33, 36), (32, 46), (35, 56), (67, 36), (68, 46), (65, 56))]
    return [
        path("M20 82 C24 68 76 68 80 82 Z", STRAW),
        *straw,
        tube("M33 26 V42 C33 70 67 70 67 42 V26", 10, STEEL),
        rect(26, 20, 14, 8, STEEL, rx=2), rect(60, 20, 14, 8, STEEL, rx=2),
        *holes,
    ]


COURT: dict[str, Emblem] = {
    "steward": steward,
    "royal_guard": royal_guard,
    "chatelaine": chatelaine,
    "princess": princess,
    "prince": prince,
    "his_majesty": his_majesty,
    "queen_mother": queen_mother,
    "jester": jester,
    "chancellor": chancellor,
    "baron": baron,
    "her_majesty_the_queen": her_majesty_the_queen,
    "duchess": duchess,
    "stable_boy": stable_boy,
}
