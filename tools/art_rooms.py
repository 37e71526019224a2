"""Castle Rooms room cards drawn from simple shapes (art_kit.py: palette, line weights).

A room card is landscape, 140×100 units, seen from above: stone walls around a flagged
floor, the helmet on the top wall and the crossed swords on the bottom wall (the rules:
helmet up, the left side is the entry and the right side the exit). Each side has a
doorway at mid-height; an END piece (stairs or corridor) runs from the card's edge through
the doorway into the room, so two cards laid side by side continue each other's passage.

Every piece is a whole card-sized layer (same viewBox, transparent where it draws
nothing): the table draws the room base, then the left and the right end on top, and turns
the result half a turn for a helmet-down line. A right end is its left end turned half a
turn, so a turned card is again a valid left/right pair.
"""

from __future__ import annotations

from art_kit import (
    BLUE,
    FINE,
    GOLD,
    GOLD_DARK,
    INK,
    IRON,
    LINE,
    RED,
    STEEL,
    WHITE,
    circle,
    line,
    path,
    poly,
    rect,
    rotate,
    sword,
)

W, H = 140, 100  # the card, landscape
VIEWBOX = f"0 0 {W} {H}"
EDGE = 2.0  # the card outline's stroke width
WALL_X = 13.0  # side walls' thickness
WALL_Y = 22.0  # top and bottom walls' thickness
MID = H / 2
DOOR = 17.0  # half the doorway's height: the passage spans MID-DOOR..MID+DOOR
REACH = 42.0  # how far an end piece runs in from the card's edge
MARK_Y, MARK_R = 12.0, 9.5  # the helmet's and the swords' plaques (centre from the edge, radius)

WALL = "#9c968a"
WALL_DARK = "#7d776c"
FLOOR = "#e3d8bf"
FLOOR_LINE = "#c6b999"
STEP_SHADES = ("#77716a", "#948f85", "#b1aca1", "#cdc8bd", "#e6e1d6")  # from the deepest step up
WELL = 3.0  # the stairwell's side walls
CARPET = RED
HELMET_FIELD = BLUE  # the two marks differ in colour too: blue above means helmet up
SWORDS_FIELD = "#a8322a"
CARPET_DARK = "#8e2a22"


def n(value: float) -> str:
    """Return ``value`` with at most one decimal, no trailing zeros (the files stay identical)."""
    text = f"{value:.1f}"
    return text[:-2] if text.endswith(".0") else text


def document(body: list[str], title: str, viewbox: str = VIEWBOX) -> str:
    """Return a whole SVG document holding ``body``, sized by ``viewbox``."""
    _, _, w, h = viewbox.split()
    return "\n".join([
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{viewbox}" width="{w}" height="{h}">',
        f"<!-- {title}: original art for Castle Rooms (tools/make_rooms_art.py) -->",
        *body,
        "</svg>",
    ]) + "\n"


def card_outline(fill: str | None) -> str:
    """Return the card's rounded outline (filled with ``fill``, or only the ink edge)."""
    h = EDGE / 2
    return rect(h, h, W - EDGE, H - EDGE, fill, rx=7, sw=EDGE)


# --- the orientation marks ----------------------------------------------------------------

def helmet(cx: float, cy: float, scale: float = 1.0, ink: float = LINE) -> str:
    """Return a helmet with its plume, upright, its bowl centred on (cx, cy), 17×30 units at scale 1,
    outlined ``ink`` units wide whatever the scale."""
    k = 1 / scale
    body = [
        path("M0 -9 C-2 -15 4 -19 9 -16 C5 -15 4 -12 4 -9 Z", RED, sw=ink * k * 0.6),
        path("M-8 2 C-8 -10 8 -10 8 2 V7 C8 10 4 11 0 11 C-4 11 -8 10 -8 7 Z", STEEL, sw=ink * k),
        rect(-7, -1.2, 14, 2.8, IRON, rx=1.2, sw=ink * k * 0.6),
        line(0, 1.6, 0, 8, IRON, 2.2),
        path("M-5 -5 C-4 -7 -2 -8 0 -8", None, WHITE, 1.2),
    ]
    return f'<g transform="translate({n(cx)} {n(cy)}) scale({n(scale)})">' + "".join(body) + "</g>"


def crossed_swords(cx: float, cy: float, scale: float = 1.0) -> str:
    """Return two crossed swords, hilts up, centred on (cx, cy), about 30 units wide at scale 1."""
    # art_kit's sword stands point down with its pommel at ``top``: 72 long, crossed at mid-blade
    blades = [rotate(-42, 50, 50, *sword(50, 14, 72)), rotate(42, 50, 50, *sword(50, 14, 72))]
    k = 0.42 * scale
    return (f'<g transform="translate({n(cx - 50 * k)} {n(cy - 50 * k)}) scale({k:.3f})">'
            + "".join(blades) + circle(50, 50, 5, GOLD_DARK) + "</g>")


def plaque(cx: float, cy: float, r: float, field: str) -> str:
    """Return the round gold-ringed plaque a mark hangs on, its ``field`` coloured."""
    return circle(cx, cy, r, field, INK, FINE) + circle(cx, cy, r, None, GOLD, 2.2) + \
        circle(cx, cy, r + 1.1, None, INK, FINE)


def brickwork(box: tuple[float, float, float, float], course: int, block: int, colour: str) -> str:
    """Return the mortar of a wall of staggered blocks filling ``box`` (x0, y0, x1, y1) as one path."""
    x0, y0, x1, y1 = box
    d = []
    for r, y in enumerate(range(int(y0) + course, int(y1) + course, course)):
        bottom = min(y, y1)
        if y < y1:
            d.append(f"M{n(x0)} {y} H{n(x1)}")
        for x in range(int(x0) + 4 + (r % 2) * block // 2, int(x1) - 2, block):
            d.append(f"M{x} {y - course} V{n(bottom)}")
    return path(" ".join(d), None, colour, FINE)


# --- the room base ----------------------------------------------------------------------------

def _masonry() -> str:
    """Return the mortar lines of the four walls as one path (two courses a wall, blocks staggered)."""
    d = []
    for y0, y1 in ((EDGE, WALL_Y), (H - WALL_Y, H - EDGE)):
        ym = (y0 + y1) / 2
        d.append(f"M{n(EDGE)} {n(ym)} H{n(W - EDGE)}")
        for x in range(10, 140, 16):
            if 52 < x < 88:  # the plaque covers the middle
                continue
            d.append(f"M{x} {n(y0)} V{n(ym)} M{x + 8} {n(ym)} V{n(y1)}")
    for x0, x1 in ((EDGE, WALL_X), (W - WALL_X, W - EDGE)):
        d.append(f"M{n(x0)} 34 H{n(x1)} M{n(x0)} 66 H{n(x1)}")
    return path(" ".join(d), None, WALL_DARK, FINE)


def _flagstones() -> str:
    """Return the floor's joints as one path: three rows of large slabs, every other row offset."""
    x0, x1, y0, y1 = WALL_X, W - WALL_X, WALL_Y, H - WALL_Y
    rows = 3
    step = (y1 - y0) / rows
    d = [f"M{n(x0)} {n(y0 + r * step)} H{n(x1)}" for r in range(1, rows)]
    for r in range(rows):
        offset = 0 if r % 2 == 0 else 14
        for x in range(int(x0) + 22 + offset, int(x1) - 6, 28):
            d.append(f"M{x} {n(y0 + r * step)} V{n(y0 + (r + 1) * step)}")
    return path(" ".join(d), None, FLOOR_LINE, FINE)


def room_base() -> list[str]:
    """Return the room without its ends: walls, floor, the helmet above and the swords below."""
    return [
        card_outline(WALL),
        _masonry(),
        rect(WALL_X, WALL_Y, W - 2 * WALL_X, H - 2 * WALL_Y, FLOOR, sw=LINE),
        _flagstones(),
        rect(WALL_X, WALL_Y, W - 2 * WALL_X, H - 2 * WALL_Y, None, sw=LINE),
        plaque(W / 2, MARK_Y, MARK_R, HELMET_FIELD),
        helmet(W / 2, MARK_Y + 1, 0.74, 1.8),
        plaque(W / 2, H - MARK_Y, MARK_R, SWORDS_FIELD),
        crossed_swords(W / 2, H - MARK_Y, 0.58),
        card_outline(None),
    ]


# --- the ends ---------------------------------------------------------------------------------

def _doorway() -> list[str]:
    """The gap in the left wall (and the card's edge) that a passage runs through."""
    top, bottom = MID - DOOR, MID + DOOR
    return [
        rect(0, top, WALL_X + 1, 2 * DOOR, FLOOR, stroke=None),
        line(0, top, WALL_X, top, INK, LINE),
        line(0, bottom, WALL_X, bottom, INK, LINE),
    ]


def stairs_left() -> list[str]:
    """Return the left end as a stairwell going down from the room to the card's edge.

    The steps darken as they go down and the well's side walls cast a widening shadow, so two
    stair ends side by side read as one flight down to the seam and up into the next room.
    """
    top, bottom = MID - DOOR, MID + DOOR
    steps = len(STEP_SHADES)
    run = REACH / steps
    out = _doorway()
    for i, shade in enumerate(STEP_SHADES):  # the deepest step at the edge
        out.append(rect(i * run, top, run, 2 * DOOR, shade, stroke=None))
    for y, dy in ((top, 1), (bottom, -1)):  # the walls' shadow deepens with the well, alike on both sides
        out.append(poly([(0, y), (REACH, y), (0, y + dy * (WELL + 7))], INK, None, fill_opacity=0.25))
    for i in range(1, steps):
        out.append(line(i * run, top, i * run, bottom, INK, FINE))
    for y in (top, bottom - WELL):  # the well's low side walls
        out.append(rect(0, y, REACH, WELL, WALL, stroke=None))
    out.append(line(0, top + WELL, REACH, top + WELL, INK, FINE))
    out.append(line(0, bottom - WELL, REACH, bottom - WELL, INK, FINE))
    out.append(path(f"M0 {n(top)} H{n(REACH)} V{n(bottom)} H0", None, INK, LINE))
    return out


def corridor_left() -> list[str]:
    """Return the left end as a corridor: a carpet runner laid through the doorway onto the floor."""
    half = 9.5
    top, bottom = MID - half, MID + half
    end = REACH + 2
    out = _doorway()
    out.append(path(f"M0 {n(top)} H{n(end)} V{n(bottom)} H0", CARPET, INK, LINE))
    for y in (top + 2.6, bottom - 2.6):
        out.append(line(0, y, end - 2.6, y, GOLD, 1.4))
    out.append(line(end - 2.6, top + 2.6, end - 2.6, bottom - 2.6, GOLD, 1.4))
    for x in range(4, int(end) - 6, 9):  # a row of diamonds down the runner
        out.append(path(f"M{x} {n(MID)} L{x + 3} {n(MID - 3)} L{x + 6} {n(MID)} L{x + 3} {n(MID + 3)} Z",
                        CARPET_DARK, GOLD, 0.9))
    for y in range(int(top) + 2, int(bottom) - 1, 3):  # the fringe
        out.append(line(end, y + 0.5, end + 2.6, y + 0.5, GOLD_DARK, 1.1))
    return out


def _right(left: list[str]) -> list[str]:
    """The same end on the right side: the left one turned half a turn about the card's centre."""
    return [rotate(180, W / 2, H / 2, *left)]


ENDS = {"stairs": stairs_left, "corridor": corridor_left}


def end_piece(kind: str, side: str) -> list[str]:
    """Return the ``kind`` end ("stairs"/"corridor") on ``side`` ("left"/"right")."""
    left = ENDS[kind]()
    return left if side == "left" else _right(left)


def room_face(entry: str, exit_: str) -> list[str]:
    """Return a whole room card, helmet up: the base, the entry on the left and the exit on the right."""
    return [*room_base(), *end_piece(entry, "left"), *end_piece(exit_, "right")]

