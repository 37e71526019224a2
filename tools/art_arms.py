"""The emblems of the characters whose first shield is Military (art_kit.py: palette and frame)."""

from __future__ import annotations

from collections.abc import Callable

from art_kit import (
    CLAY,
    DARK,
    FINE,
    FLAME,
    FLAME_HOT,
    GOLD,
    INK,
    IRON,
    IVORY,
    LEAF,
    LINE,
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
    star,
    sword,
    tube,
)

Emblem = Callable[[], list[str]]


def officer() -> list[str]:
    """A military standard."""
    return [
        rod(34, 22, 34, 86, 4, WOOD),
        path("M34 12 L38.5 21 H29.5 Z", GOLD),
        path("M36 24 C48 18 60 29 78 22 L68 36 L78 50 C60 56 48 46 36 51 Z", RED),
        path("M38 32 C48 28 58 36 68 32", None, WHITE, 2),
        path("M38 43 C48 40 58 46 68 42", None, WHITE, 2),
        star(52, 37.5, 5.5, GOLD),
    ]


def captain() -> list[str]:
    """A war horn on its baldric."""
    return [
        tube("M33 58 C30 22 68 16 64 50", 3.6, WOOD_DARK),
        path("M21 44 C28 72 62 82 80 38 L64 32 C58 58 38 62 25 38 Z", IVORY),
        ellipse(72, 35, 8.5, 4, "#cdb98f", transform="rotate(19 72 35)"),
        path("M19 45 L22 36 L27 38 L25 46 Z", GOLD),
        path("M31 54 L37 47", None, INK, 6.4), path("M31 54 L37 47", None, GOLD, 4),
        path("M61 58 L56 50", None, INK, 6.4), path("M61 58 L56 50", None, GOLD, 4),
        path("M28 50 C36 64 56 70 70 52", None, WHITE, 1.6, stroke_opacity=0.8),
    ]


def general() -> list[str]:
    """The general's striped pavilion."""
    parts = [line(50, 14, 50, 26, INK, 2), poly([(51, 14), (62, 17.5), (51, 21)], RED, sw=FINE)]
    base = [(24 + i * 52 / 6, 50) for i in range(7)]
    for i in range(6):
        parts.append(poly([(50, 25), base[i], base[i + 1]], RED if i % 2 == 0 else WHITE, sw=FINE))
    for i in range(6):
        x = 28 + i * 44 / 6
        parts.append(rect(x, 50, 44 / 6, 30, WHITE if i % 2 == 0 else RED, stroke=None))
    parts.append(rect(28, 50, 44, 30, None))
    parts.append(poly([(50, 25), (24, 50), (76, 50)], None))
    scallops = "M24 50" + "".join(f" A{52 / 12:.2f} 4 0 0 0 {24 + (i + 1) * 52 / 6:.1f} 50" for i in range(6)) + " Z"
    parts.append(path(scallops, GOLD, sw=FINE))
    parts.append(path("M50 58 L41 80 H59 Z", DARK))
    parts.append(path("M50 58 L41 80 L45 80 Z", WHITE, sw=FINE))
    parts.append(line(22, 81, 78, 81, INK, LINE))
    return parts


def knight() -> list[str]:
    """A great helm with its crest."""
    holes = [circle(x, y, 1.5, DARK, None) for x in (58, 63) for y in (60, 66, 72)]
    return [
        path("M50 24 C44 12 54 6 62 12 C58 12 56 16 58 22 Z", RED),
        path("M50 24 C46 14 40 10 34 14 C40 16 42 20 42 24 Z", RED),
        path("M30 34 C30 22 70 22 70 34 V68 C70 76 60 82 50 84 C40 82 30 76 30 68 Z", STEEL),
        rect(47, 26, 6, 56, GOLD, sw=FINE),
        rect(32, 43, 14, 5, DARK, rx=1.5), rect(54, 43, 14, 5, DARK, rx=1.5),
        *holes,
        path("M34 30 C36 27 40 26 44 26", None, WHITE, 1.6),
    ]


def lookout() -> list[str]:
    """A watchtower with its beacon lit."""
    return [
        flame(50, 33, 23, 18),
        path("M22 86 C30 76 70 76 78 86 Z", LEAF),
        rect(38, 40, 24, 42, STONE),
        line(38, 52, 62, 52), line(38, 64, 62, 64), line(50, 40, 50, 52), line(44, 52, 44, 64),
        line(56, 64, 56, 82),
        path("M35 42 V30 H41 V35 H47 V30 H53 V35 H59 V30 H65 V42 Z", STONE_LIGHT),
        path("M46 62 V56 C46 52 54 52 54 56 V62 Z", DARK),
        path("M45 82 V75 C45 70 55 70 55 75 V82 Z", WOOD_DARK),
    ]


def squire() -> list[str]:
    """A round wooden shield before his knight's lance."""
    return [
        rotate(40, 50, 50, rod(50, 18, 50, 88, 4, WOOD), path("M50 8 L54 22 H46 Z", STEEL),
               path("M52 24 L70 27 L62 31 L70 35 L52 36 Z", RED, sw=FINE)),
        circle(45, 58, 22, WOOD),
        line(37, 38, 37, 78), line(45, 36, 45, 80), line(53, 38, 53, 78),
        circle(45, 58, 22, None, STEEL_DARK, 3),
        circle(45, 58, 22, None),
        circle(45, 58, 6.5, STEEL),
        sparkle(43, 56, 2.5),
    ]


def executioner() -> list[str]:
    """The headsman's broad axe leaning on the block."""
    axe = [
        rod(50, 24, 50, 86, 4.6, WOOD),
        path("M52 18 H56 C66 14 74 20 74 31 C74 42 66 48 56 44 H52 Z", STEEL),
        path("M67 22 C70 26 71 31 70 36", None, WHITE, 1.8),
        rect(46, 18, 8, 26, IRON, rx=1.5),
    ]
    return [
        rect(18, 64, 50, 20, WOOD_DARK, rx=2),
        ellipse(43, 64, 25, 4.5, "#a87a50"),
        path("M28 64 C32 68 36 68 40 64", None, INK, 2),
        line(18, 72, 68, 72, INK, FINE),
        rotate(10, 50, 60, *axe),
    ]


def barbarian() -> list[str]:
    """A horned helmet."""
    return [
        path("M33 52 C20 50 14 38 20 22 C25 34 31 39 40 41 Z", IVORY),
        path("M67 52 C80 50 86 38 80 22 C75 34 69 39 60 41 Z", IVORY),
        line(24, 42, 28, 38, INK, FINE), line(76, 42, 72, 38, INK, FINE),
        path("M30 62 C30 34 70 34 70 62 Z", STEEL_DARK),
        path("M36 52 C36 44 42 40 48 39", None, STEEL, 2),
        rect(27, 60, 46, 9, IRON, rx=2),
        *[circle(x, 64.5, 1.5, STEEL, None) for x in (33, 41, 59, 67)],
        path("M46 60 H54 V80 L50 84 L46 80 Z", IRON),
        path("M30 69 C26 76 28 82 24 86 M70 69 C74 76 72 82 76 86", None, CLAY, 4),
    ]


def militiaman() -> list[str]:
    """The militia's crossbow, spanned and loaded."""
    return [
        path("M46 36 H54 L56 72 C56 80 52 87 50 87 C48 87 44 80 44 72 Z", WOOD),
        line(22, 44, 50, 56, INK, 1.4), line(78, 44, 50, 56, INK, 1.4),
        tube("M22 44 C30 30 70 30 78 44", 5, STEEL_DARK),
        rect(44, 33, 12, 7, IRON, rx=1.5),
        rod(50, 22, 50, 56, 2.4, WOOD_DARK),
        path("M50 12 L54 22 H46 Z", STEEL),
        poly([(46, 50), (50, 46), (54, 50), (54, 56), (50, 52), (46, 56)], RED, sw=FINE),
        circle(50, 58, 3, IRON, sw=FINE),
        path("M52 64 C56 66 56 72 53 74", None, INK, 2),
    ]


def bombardier() -> list[str]:
    """A cannon on its carriage with a pile of shot."""
    barrel = rotate(-18, 49, 54, path("M25 46 H65 L71 44 V64 L65 62 H25 C20 62 18 58 18 54 C18 50 20 46 25 46 Z",
                                      IRON),
                    rect(33, 45, 4, 18, STEEL_DARK, sw=FINE), rect(56, 45, 4, 18, STEEL_DARK, sw=FINE),
                    circle(16, 54, 3, IRON))
    spokes = [line(*polar(44, 70, 3, a), *polar(44, 70, 10.5, a), INK, 1.6) for a in range(0, 360, 45)]
    return [
        path("M28 72 L58 60 L62 66 L34 78 Z", WOOD_DARK),
        barrel,
        circle(44, 70, 12, WOOD), *spokes, circle(44, 70, 3, IRON),
        circle(64, 80, 5, IRON), circle(75, 78, 5, IRON), circle(70, 70.5, 5, IRON),
        path("M64 23 C68 18 76 20 76 25 C81 25 82 32 77 33 C74 37 66 35 66 31 C61 31 60 24 64 23 Z", WHITE,
             fill_opacity=0.9),
    ]


def blacksmith() -> list[str]:
    """A hammer ringing on the anvil."""
    return [
        path("M18 40 C24 44 30 44 32 44 V36 H72 V46 H60 C58 50 58 56 62 60 H68 V70 H32 V60 H38 C42 56 42 50 40 "
             "46 H32 C26 46 20 44 18 40 Z", IRON),
        path("M34 38 H70", None, STEEL_DARK, 2),
        rect(28, 70, 44, 8, IRON, rx=1.5),
        rect(42, 31, 24, 5, "#f48a2a", rx=2.5),
        rotate(-35, 60, 22, rect(52, 14, 18, 11, STEEL, rx=1.5), rod(61, 26, 61, 46, 4, WOOD)),
        sparkle(36, 24, 5, FLAME_HOT), sparkle(30, 30, 3, FLAME), sparkle(74, 32, 4, FLAME_HOT),
    ]


def master_at_arms() -> list[str]:
    """Crossed swords."""
    return [
        rotate(-40, 50, 50, *sword(50, 12, 72)),
        rotate(40, 50, 50, *sword(50, 12, 72)),
        circle(50, 50, 5, RED),
    ]


def mercenary() -> list[str]:
    """A morning star and the coins it is paid in."""
    spikes = [poly([polar(56, 34, 10, a - 12), polar(56, 34, 17, a), polar(56, 34, 10, a + 12)], STEEL, sw=FINE)
              for a in range(0, 360, 45)]
    return [
        rod(26, 82, 52, 40, 5, WOOD),
        rect(23, 74, 9, 8, IRON, rx=1.5, transform="rotate(32 27 78)"),
        *spikes,
        circle(56, 34, 11, IRON),
        path("M50 30 A7 7 0 0 1 55 26", None, STEEL, 2),
        coin(68, 72, 8), coin(56, 80, 6.5), coin(78, 60, 5.5),
    ]


ARMS: dict[str, Emblem] = {
    "officer": officer,
    "captain": captain,
    "general": general,
    "knight": knight,
    "lookout": lookout,
    "squire": squire,
    "executioner": executioner,
    "barbarian": barbarian,
    "militiaman": militiaman,
    "bombardier": bombardier,
    "blacksmith": blacksmith,
    "master_at_arms": master_at_arms,
    "mercenary": mercenary,
}
