"""The emblems of the characters whose first shield is Scholarship (art_kit.py: palette and frame)."""

from __future__ import annotations

from collections.abc import Callable

from art_kit import (
    BLUE,
    CLAY,
    DARK,
    FINE,
    FLAME_HOT,
    GLASS,
    GOLD,
    GOLD_DARK,
    GREEN,
    INK,
    IRON,
    IVORY,
    LEAF,
    LINE,
    PAPER,
    PURPLE,
    RED,
    STEEL,
    STEEL_DARK,
    STONE,
    STONE_LIGHT,
    WHITE,
    WOOD,
    WOOD_DARK,
    circle,
    coin,
    dagger,
    ellipse,
    gear,
    line,
    path,
    polar,
    poly,
    rect,
    rod,
    rotate,
    sparkle,
    star,
)

Emblem = Callable[[], list[str]]


def alchemist() -> list[str]:
    """A round flask bubbling green."""
    return [
        circle(57, 16, 2.8, GLASS, sw=FINE), circle(47, 12, 2, GLASS, sw=FINE), circle(52, 20, 1.6, GLASS, sw=FINE),
        rect(44, 24, 12, 22, GLASS),
        circle(50, 62, 20, GLASS),
        path("M30.1 64 A20 20 0 0 0 69.9 64 Z", "#5dbb63", None),
        line(30.1, 64, 69.9, 64, INK, FINE),
        circle(50, 62, 20, None),
        rect(41, 21, 18, 5, GLASS, rx=2),
        circle(43, 72, 2.5, WHITE, sw=FINE), circle(55, 69, 1.8, WHITE, sw=FINE), circle(50, 76, 1.5, WHITE, sw=FINE),
        path("M37 52 A14 14 0 0 1 45 46", None, WHITE, 2.2),
    ]


def astronomer() -> list[str]:
    """A telescope on its tripod, turned to the moon and stars."""
    return [
        path("M66 16 A15 15 0 1 0 83 38 A11.5 11.5 0 1 1 66 16 Z", FLAME_HOT),
        star(30, 26, 5), star(45, 17, 3.6), star(24, 42, 3.2),
        line(50, 60, 34, 84, INK, LINE + 2.6), line(50, 60, 34, 84, WOOD, 2.6),
        line(50, 60, 66, 84, INK, LINE + 2.6), line(50, 60, 66, 84, WOOD, 2.6),
        line(50, 60, 50, 87, INK, LINE + 2.6), line(50, 60, 50, 87, WOOD, 2.6),
        rotate(-35, 50, 56, rect(20, 51.5, 12, 8, GOLD, rx=1), rect(31, 49.5, 22, 12, BLUE, rx=1),
               rect(52, 47.5, 22, 16, BLUE, rx=1), rect(73, 46, 5, 19, GOLD, rx=1),
               line(38, 49.5, 38, 61.5, GOLD, 2), line(60, 47.5, 60, 63.5, GOLD, 2)),
        circle(50, 60, 3.5, GOLD),
    ]


def architect() -> list[str]:
    """Compasses over a set square."""
    return [
        path("M22 82 V34 L70 82 Z M29 75 V51 L53 75 Z", WOOD, fill_rule="evenodd"),
        line(26, 44, 30, 44), line(26, 52, 29, 52), line(26, 60, 30, 60), line(26, 68, 29, 68),
        rod(58, 20, 42, 76, 4, STEEL), rod(58, 20, 76, 70, 4, STEEL),
        path("M40.5 74 L42 82 L45 75 Z", IRON, sw=FINE),
        rod(56, 50, 66, 49, 2, STEEL_DARK),
        rect(56, 10, 4, 7, GOLD, rx=1.5),
        circle(58, 20, 5, GOLD),
    ]


def goldsmith() -> list[str]:
    """A gold ring set with a ruby."""
    return [
        path("M30 60 A20 20 0 1 0 70 60 A20 20 0 1 0 30 60 Z M37 60 A13 13 0 1 1 63 60 A13 13 0 1 1 37 60 Z",
             GOLD, fill_rule="evenodd"),
        path("M36 48 A16 16 0 0 1 46 42", None, FLAME_HOT, 2),
        poly([(41, 42), (44, 36), (56, 36), (59, 42), (50, 47)], GOLD_DARK),
        poly([(39, 28), (45, 20), (55, 20), (61, 28), (50, 40)], RED),
        line(39, 28, 61, 28), line(45, 20, 47, 28), line(55, 20, 53, 28),
        line(47, 28, 50, 40), line(53, 28, 50, 40),
        sparkle(66, 20, 6), sparkle(30, 32, 4),
    ]


def apothecary() -> list[str]:
    """A mortar and pestle with a sprig of herbs."""
    leaves = [rotate(a, x, y, ellipse(x, y, 5, 2.4, LEAF, sw=FINE))
              for x, y, a in ((27, 36, -50), (33, 30, -20), (24, 46, -70), (35, 40, 30))]
    return [
        path("M30 56 C30 42 32 34 38 24", None, GREEN, 1.8),
        *leaves,
        rod(52, 56, 70, 22, 7, STONE_LIGHT),
        rect(40, 77, 20, 7, STONE, rx=2),
        path("M26 52 H74 C74 70 64 80 50 80 C36 80 26 70 26 52 Z", STONE),
        rect(24, 48, 52, 7, STONE_LIGHT, rx=3.5),
        path("M33 60 C35 68 40 73 46 75", None, STONE_LIGHT, 2),
    ]


def professor() -> list[str]:
    """A stack of books and spectacles."""
    books = []
    for x, y, w, colour in ((22, 66, 56, GREEN), (27, 53, 48, RED), (24, 41, 50, BLUE)):
        books.append(rect(x, y, w, 12, colour, rx=2))
        books.append(line(x + 5, y + 1.5, x + 5, y + 10.5, GOLD, 2))
        books.append(line(x + w - 5, y + 1.5, x + w - 5, y + 10.5, GOLD, 2))
        books.append(rect(x + 12, y + 4, w - 24, 4, PAPER, sw=FINE))
    return [
        *books,
        line(30, 30, 24, 36, INK, 1.8), line(70, 30, 76, 36, INK, 1.8),
        circle(40, 31, 8, GLASS), circle(60, 31, 8, GLASS),
        path("M48 30 C48 26 52 26 52 30", None, INK, 2),
        path("M35 27 A6 6 0 0 1 40 25", None, WHITE, 1.6),
        path("M55 27 A6 6 0 0 1 60 25", None, WHITE, 1.6),
    ]


def judge() -> list[str]:
    """The scales of justice above the gavel."""
    parts = [
        rect(48, 22, 4, 44, GOLD),
        rect(22, 25, 56, 4.5, GOLD, rx=2),
        circle(50, 20, 4, GOLD),
        line(25, 29, 19, 51), line(25, 29, 31, 51), line(75, 29, 69, 51), line(75, 29, 81, 51),
        path("M16 50 H34 C34 57 30 60 25 60 C20 60 16 57 16 50 Z", GOLD),
        path("M66 50 H84 C84 57 80 60 75 60 C70 60 66 57 66 50 Z", GOLD),
        poly([(40, 64), (60, 64), (64, 70), (36, 70)], GOLD),
    ]
    gavel = [rect(45, 74.5, 27, 4.5, WOOD, rx=2), rect(30, 71, 15, 12, WOOD_DARK, rx=2),
             rect(34, 70, 3, 14, GOLD, sw=FINE), rect(38, 70, 3, 14, GOLD, sw=FINE)]
    return parts + gavel


def patron() -> list[str]:
    """A gold coin in a laurel wreath."""
    parts = []
    for side in (-1, 1):
        a0, a1 = (200, 340) if side < 0 else (160, 20)
        x0, y0 = polar(50, 50, 27, a0)
        x1, y1 = polar(50, 50, 27, a1)
        parts.append(path(f"M{x0:.1f} {y0:.1f} A27 27 0 0 {1 if side < 0 else 0} {x1:.1f} {y1:.1f}", None, GREEN, 2.2))
        for i in range(6):
            a = a0 + (a1 - a0) * (i + 0.5) / 6
            heading = a + 90 if side < 0 else a - 90
            for off in (-1, 1):
                x, y = polar(50, 50, 27 + off * 4.2, a)
                parts.append(rotate(heading + off * side * -28, x, y, ellipse(x, y, 2.6, 5.8, LEAF, sw=FINE)))
        tip = polar(50, 50, 27, a1 + (12 if side < 0 else -12))
        parts.append(rotate(a1 + (90 if side < 0 else -90), *tip, ellipse(*tip, 2.6, 5.8, LEAF, sw=FINE)))
    return [
        *parts,
        path("M46 76 L39 88 L45 86 L48 79 Z M54 76 L61 88 L55 86 L52 79 Z", RED),
        circle(50, 77, 4, RED),
        coin(50, 49, 14),
        star(50, 49, 5.5, GOLD_DARK),
    ]


def inventor() -> list[str]:
    """Two meshing gears and a spark of an idea."""
    return [
        gear(39, 58, 21, 10, STEEL),
        gear(66, 34, 14, 8, GOLD, phase=11),
        circle(39, 58, 9.5, None, STEEL_DARK, FINE),
        sparkle(70, 66, 7, FLAME_HOT), sparkle(30, 26, 5, FLAME_HOT),
    ]


def spy() -> list[str]:
    """A domino mask over a hidden dagger."""
    mask = ("M20 44 C22 32 40 32 50 40 C60 32 78 32 80 44 C80 56 68 62 58 56 C54 54 52 52 50 52 "
            "C48 52 46 54 42 56 C32 62 20 56 20 44 Z "
            "M29 45 C31 40 39 40 42 45 C39 49 32 49 29 45 Z M71 45 C69 40 61 40 58 45 C61 49 68 49 71 45 Z")
    return [
        rotate(-60, 50, 66, *dagger(50, 46, 40)),
        path("M21 44 C14 50 16 60 12 64", None, DARK, 2.2), path("M79 44 C86 50 84 60 88 64", None, DARK, 2.2),
        path(mask, DARK, fill_rule="evenodd"),
        path("M26 38 C30 35 36 34 40 36", None, "#8a7fa0", 1.6),
    ]


def philosopher() -> list[str]:
    """The owl of wisdom on its branch."""
    return [
        rod(20, 80, 80, 76, 4.5, WOOD_DARK),
        path("M34 26 L38 18 L43 26 Z", WOOD_DARK), path("M66 26 L62 18 L57 26 Z", WOOD_DARK),
        path("M50 24 C66 24 72 40 70 56 C68 72 60 80 50 80 C40 80 32 72 30 56 C28 40 34 24 50 24 Z", WOOD),
        path("M50 50 C60 52 64 62 60 72 C56 78 44 78 40 72 C36 62 40 52 50 50 Z", "#e0b887", sw=FINE),
        *[path(f"M{x - 3} {y} L{x} {y + 3} L{x + 3} {y}", None, WOOD_DARK, 1.2)
          for x, y in ((46, 58), (54, 58), (50, 64), (46, 69), (54, 69))],
        circle(41, 42, 9, PAPER), circle(59, 42, 9, PAPER),
        circle(41, 42, 5, GOLD, sw=FINE), circle(59, 42, 5, GOLD, sw=FINE),
        circle(41, 42, 2.4, INK, None), circle(59, 42, 2.4, INK, None),
        poly([(46.5, 49), (53.5, 49), (50, 56)], CLAY, sw=FINE),
        path("M40 78 V82 M44 78 V82 M56 78 V82 M60 78 V82", None, GOLD_DARK, 2),
    ]


def doctor() -> list[str]:
    """The beaked mask and hat of the plague doctor."""
    return [
        path("M48 44 C62 46 74 56 82 70 C70 70 58 64 48 60 Z", IVORY),
        line(54, 50, 66, 58, INK, 1), line(51, 56, 70, 64, INK, 1),
        circle(40, 52, 16, IVORY),
        circle(42, 48, 6, GLASS), circle(42, 48, 6, None, DARK, 3.2), circle(42, 48, 6, None),
        path("M25 58 C30 66 38 70 46 68", None, WOOD_DARK, 2.4),
        ellipse(42, 36, 26, 5, DARK),
        path("M28 35 C28 16 56 16 56 35 Z", DARK),
        rect(28, 28, 28, 4, WOOD_DARK, sw=FINE),
    ]


def winemaker() -> list[str]:
    """A bunch of grapes and a vine leaf."""
    grapes = []
    rows = ((4, 38), (4, 47), (3, 56), (2, 64), (1, 72))
    for count, y in rows:
        for i in range(count):
            x = 50 + (i - (count - 1) / 2) * 9.4
            grapes.append(circle(x, y, 5.4, PURPLE))
            shine = f"M{x - 3:.1f} {y - 1:.1f} A3 3 0 0 1 {x - 0.5:.1f} {y - 3.5:.1f}"
            grapes.append(path(shine, None, "#c9a6e3", 1.2))
    leaf = ("M54 30 C54 22 60 16 68 16 C66 20 72 20 76 18 C76 24 72 26 74 30 C68 32 66 30 62 32 C60 28 58 30 54 30 Z")
    return [
        path("M50 34 C50 26 46 22 40 20", None, WOOD_DARK, 3),
        path(leaf, LEAF),
        line(56, 29, 70, 20, GREEN, 1.2),
        *grapes,
    ]


LEARNING: dict[str, Emblem] = {
    "alchemist": alchemist,
    "astronomer": astronomer,
    "architect": architect,
    "goldsmith": goldsmith,
    "apothecary": apothecary,
    "professor": professor,
    "judge": judge,
    "patron": patron,
    "inventor": inventor,
    "spy": spy,
    "philosopher": philosopher,
    "doctor": doctor,
    "winemaker": winemaker,
}
