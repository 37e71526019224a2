"""The emblems of the characters whose first shield is Peasantry (art_kit.py: palette and frame)."""

from __future__ import annotations

from collections.abc import Callable

from art_kit import (
    CRUST,
    DARK,
    FINE,
    FLEECE,
    GOLD_DARK,
    GREEN,
    INK,
    IRON,
    LEAF,
    RED,
    STEEL,
    STRAW,
    WATER,
    WHITE,
    WOOD,
    WOOD_DARK,
    circle,
    coin,
    crown,
    dagger,
    ellipse,
    flame,
    line,
    path,
    polar,
    poly,
    rect,
    rod,
    rotate,
    tube,
)

Emblem = Callable[[], list[str]]


def farmer() -> list[str]:
    """A sheaf of wheat."""
    stalks, ears = [], []
    for a in range(-40, 41, 10):
        tip = polar(50, 60, 36, a)
        stalks.append(line(50, 60, *tip, GOLD_DARK, 1.8))
        stalks.append(line(50, 60, *polar(50, 60, -24, a * 0.5), GOLD_DARK, 1.8))
        ears.append(rotate(a, *tip, ellipse(tip[0], tip[1] + 2, 3.4, 8, STRAW, sw=FINE),
                           line(tip[0], tip[1] - 6, tip[0], tip[1] - 12, GOLD_DARK, 0.9)))
    return [*stalks, *ears, rect(40, 55, 20, 8, WOOD, rx=2), line(40, 59, 60, 59, WOOD_DARK, 1)]


def witch() -> list[str]:
    """A cauldron bubbling green over the fire."""
    return [
        rotate(-30, 50, 50, rod(50, 10, 50, 66, 3.6, WOOD_DARK),
               path("M44 64 H56 L62 86 H38 Z", STRAW),
               line(44, 72, 42, 84), line(50, 70, 50, 85), line(56, 72, 58, 84)),
        flame(40, 86, 12, 9), flame(60, 86, 12, 9), flame(50, 88, 15, 11),
        path("M27 48 H73 C75 66 67 78 50 78 C33 78 25 66 27 48 Z", DARK),
        rect(23, 44, 54, 8, DARK, rx=4),
        ellipse(50, 46, 23, 3.8, "#7bc043", sw=FINE),
        circle(40, 38, 4, "#7bc043", sw=FINE), circle(56, 32, 3, "#7bc043", sw=FINE),
        circle(48, 24, 2.2, "#7bc043", sw=FINE),
        path("M33 56 C33 64 36 70 42 73", None, "#6d6480", 2),
    ]


def brigand() -> list[str]:
    """A nail-studded club crossed with a dagger."""
    nails = [line(*p, *q, IRON, 2) for p, q in (((44, 24), (39, 22)), ((56, 22), (61, 19)), ((43, 34), (38, 34)),
                                                 ((57, 32), (62, 31)), ((50, 16), (50, 11)))]
    club = [*nails, path("M47 88 L44 44 C40 32 42 18 50 16 C58 18 60 32 56 44 L53 88 Z", WOOD),
            path("M47 26 C46 32 46 38 47 42", None, "#d39a5e", 2),
            rect(45.5, 74, 9, 12, WOOD_DARK, rx=2)]
    return [
        rotate(-35, 50, 52, *club),
        rotate(38, 50, 52, *dagger(50, 14, 66)),
    ]


def woodcutter() -> list[str]:
    """An axe in the stump, the forest behind."""
    return [
        poly([(28, 20), (16, 44), (40, 44)], GREEN), poly([(28, 32), (14, 58), (42, 58)], GREEN),
        rect(26, 58, 4, 10, WOOD_DARK, sw=FINE),
        rect(38, 58, 32, 24, WOOD, rx=2),
        ellipse(54, 58, 16, 5, "#e6c08a"),
        ellipse(54, 58, 9, 2.8, None, WOOD, FINE), ellipse(54, 58, 4, 1.2, None, WOOD, FINE),
        line(46, 64, 46, 80, WOOD_DARK, FINE), line(62, 64, 62, 80, WOOD_DARK, FINE),
        rod(56, 56, 76, 22, 4.2, WOOD),
        path("M50 50 C50 44 54 40 58 40 L66 50 L58 58 C54 58 50 56 50 50 Z", STEEL),
    ]


def beggar() -> list[str]:
    """A wooden bowl and a coin falling into it."""
    return [
        path("M38 36 L34 44 M46 34 L44 42", None, INK, 1.4),
        coin(54, 32, 9),
        path("M24 56 H76 C76 70 66 80 50 80 C34 80 24 70 24 56 Z", WOOD),
        ellipse(50, 56, 26, 6, "#d8a86b"),
        ellipse(50, 57, 20, 3.6, WOOD_DARK, None),
        rect(44, 79, 12, 4, WOOD_DARK, rx=1.5),
        path("M30 62 C32 68 36 72 42 74", None, "#d8a86b", 2),
    ]


def shepherd() -> list[str]:
    """A sheep in the grass, the crook behind."""
    puffs = [(34, 50), (42, 44), (52, 43), (61, 47), (64, 56), (58, 63), (47, 64), (37, 61), (30, 56)]
    return [
        tube("M74 86 V30 C74 18 60 18 60 28", 3.4, WOOD),
        rect(36, 62, 5, 16, DARK, rx=1.5), rect(54, 62, 5, 16, DARK, rx=1.5),
        *[circle(x, y, 8, FLEECE) for x, y in puffs],
        ellipse(47, 54, 17, 10, FLEECE, None),
        *[circle(x, y, 6.8, FLEECE, None) for x, y in puffs],
        ellipse(70, 50, 7, 9, DARK, transform="rotate(-25 70 50)"),
        ellipse(64, 44, 5, 2.4, DARK, transform="rotate(-30 64 44)"),
        circle(71.5, 47, 1.4, WHITE, None),
        path("M20 84 C28 76 36 80 42 76 C48 80 58 76 64 80 C70 78 76 80 82 82", None, GREEN, 2.4),
    ]


def usurper() -> list[str]:
    """A stolen crown run through with a dagger."""
    return [
        rotate(-14, 50, 60, crown(50, 74, 40, 34, jewels=(GREEN, RED, GREEN))),
        rotate(12, 50, 50, *dagger(50, 12, 76)),
    ]


def traveler() -> list[str]:
    """A signpost at the crossroads."""
    return [
        path("M20 86 C30 78 70 78 80 86 Z", LEAF),
        rod(50, 22, 50, 84, 5, WOOD_DARK),
        poly([(28, 30), (66, 30), (75, 37), (66, 44), (28, 44)], "#dcae70"),
        poly([(72, 50), (34, 50), (25, 57), (34, 64), (72, 64)], "#dcae70"),
        line(34, 37, 60, 37, WOOD_DARK, 1.4), line(40, 57, 66, 57, WOOD_DARK, 1.4),
        circle(50, 22, 3, WOOD_DARK),
    ]


def farmhand() -> list[str]:
    """A pitchfork leaning on a haystack."""
    straws = [path(f"M{x} {y} C{x + 2} {y + 8} {x + 4} {y + 14} {x + 3} {y + 22}", None, GOLD_DARK, 1.2)
              for x, y in ((30, 62), (38, 54), (47, 50), (56, 52), (64, 56), (71, 64))]
    return [
        rotate(24, 50, 46, rod(50, 34, 50, 88, 4, WOOD),
               path("M40 12 V26 C40 32 60 32 60 26 V12", None, INK, 5), path("M40 12 V26 C40 32 60 32 60 26 V12",
                                                                            None, STEEL, 2.6),
               line(50, 10, 50, 34, INK, 5), line(50, 10, 50, 34, STEEL, 2.6)),
        path("M18 84 C18 62 34 46 48 46 C64 46 82 62 82 84 Z", STRAW),
        *straws,
        path("M30 84 C34 80 40 82 44 84 M58 84 C62 80 68 80 72 84", None, GOLD_DARK, 1.4),
    ]


def revolutionary() -> list[str]:
    """A raised torch over a broken chain."""
    link = "M{x} {y} m-7 0 a7 4.5 0 1 0 14 0 a7 4.5 0 1 0 -14 0"
    return [
        tube(link.format(x=24, y=76), 3, IRON), tube(link.format(x=35, y=72), 3, IRON),
        tube("M73 72 m-7 0 a7 4.5 0 1 0 14 0", 3, IRON), tube(link.format(x=64, y=76), 3, IRON),
        flame(50, 34, 26, 20),
        rect(42, 33, 16, 7, WOOD_DARK, rx=2),
        path("M44 40 H56 L53 86 H47 Z", WOOD),
        line(44.5, 46, 55.5, 48, INK, FINE), line(45, 54, 55, 56, INK, FINE),
    ]


def fisherman() -> list[str]:
    """A fish leaping from the waves."""
    scales = [path(f"M{x} {y - 3} A3.4 3.4 0 0 1 {x} {y + 3}", None, "#3f78ad", 1.1)
              for x, y in ((46, 46), (52, 44), (52, 50), (58, 47), (46, 52))]
    body = ("M24 50 C34 34 62 32 72 46 L84 36 L80 50 L86 62 L72 54 C62 66 34 66 24 50 Z")
    return [
        path("M18 74 C26 68 34 68 42 74 C50 80 58 80 66 74 C74 68 80 70 84 74", None, INK, 5.4),
        path("M18 74 C26 68 34 68 42 74 C50 80 58 80 66 74 C74 68 80 70 84 74", None, WATER, 3),
        path("M44 36 C48 28 58 28 62 34 Z", "#5a8fc2"),
        path(body, WATER),
        *scales,
        circle(31, 48, 2.6, WHITE, sw=FINE), circle(31.3, 48, 1.1, INK, None),
        path("M37 44 C39 48 39 52 37 56", None, INK, FINE),
        path("M30 56 C34 58 40 58 44 56", None, "#cfe3f5", 1.6),
    ]


def baker() -> list[str]:
    """A fresh loaf before a long one."""
    slashes = [line(x, 44.5, x + 6, 53.5, "#f3d19a", 2.6) for x in (24, 34, 44, 54, 64)]
    return [
        rotate(-38, 50, 50, rect(14, 42, 72, 14, "#c9853f", rx=7), *slashes),
        path("M22 62 C22 46 40 40 52 40 C66 40 80 46 80 60 C80 72 70 76 52 76 C34 76 22 72 22 62 Z", CRUST),
        *[path(f"M{x} 50 C{x + 4} 54 {x + 6} 60 {x + 6} 66", None, "#f3d19a", 3) for x in (32, 44, 56, 66)],
        path("M26 66 C34 72 66 74 78 64", None, "#b3743a", 1.6),
    ]


def beekeeper() -> list[str]:
    """A straw skep with its bees."""
    coils = [path(f"M{30 - (i == 0) * 1} {y} C{36} {y + 3} {64} {y + 3} {70} {y}", None, GOLD_DARK, 1.5)
             for i, y in enumerate((70, 62, 54, 46, 38))]

    def bee(x: float, y: float, angle: float) -> str:
        return rotate(angle, x, y,
                      ellipse(x - 2, y - 4, 3.2, 2.2, WHITE, sw=0.9), ellipse(x + 2, y - 4, 3.2, 2.2, WHITE, sw=0.9),
                      ellipse(x, y, 5, 3.4, "#f5c518", sw=1.1), line(x - 1, y - 3.2, x - 1, y + 3.2, INK, 1.4),
                      line(x + 2, y - 3, x + 2, y + 3, INK, 1.4))

    return [
        rect(20, 78, 60, 6, WOOD_DARK, rx=2),
        path("M24 78 C22 48 34 26 50 26 C66 26 78 48 76 78 Z", STRAW),
        *coils,
        path("M44 78 V72 C44 66 56 66 56 72 V78 Z", DARK),
        bee(74, 26, 20), bee(24, 36, -15), bee(82, 50, 35),
        path("M70 30 C62 36 66 42 58 40", None, INK, 0.9, stroke_dasharray="2 2"),
    ]


FOLK: dict[str, Emblem] = {
    "farmer": farmer,
    "witch": witch,
    "brigand": brigand,
    "woodcutter": woodcutter,
    "beggar": beggar,
    "shepherd": shepherd,
    "usurper": usurper,
    "traveler": traveler,
    "farmhand": farmhand,
    "revolutionary": revolutionary,
    "fisherman": fisherman,
    "baker": baker,
    "beekeeper": beekeeper,
}
