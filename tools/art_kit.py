"""Drawing kit for the character emblems: one palette, one line weight, one medallion frame.

Every emblem is drawn on a 100×100 canvas inside a round medallion whose ring
carries the card's shield colour(s) (split in two halves for two different
shields). Shapes are outlined in one ink colour at one of two weights (LINE
for outlines, FINE for inner detail). Helpers return SVG element strings.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

INK = "#2b1f16"
LINE = 2.4
FINE = 1.3

# the palette: the six shield colours plus a few materials
SHIELD = {
    "nobility": "#2f62c0", "faith": "#7c3aa6", "scholarship": "#2b8a46",
    "military": "#c7352b", "craftsmanship": "#e5781b", "peasantry": "#f1c81f",
}
TINT = {  # the medallion's field behind the emblem, a pale wash of the first shield
    "nobility": "#dbe5f6", "faith": "#eadff3", "scholarship": "#dcefe1",
    "military": "#f6dcd8", "craftsmanship": "#fbe5cf", "peasantry": "#faf0c8",
}
BLUE, PURPLE, GREEN, RED, ORANGE, YELLOW = (SHIELD[s] for s in SHIELD)
GOLD = "#f2c94c"
GOLD_DARK = "#c8961e"
STEEL = "#c3ccd6"
STEEL_DARK = "#7f8c99"
IRON = "#55595f"
WOOD = "#b07a45"
WOOD_DARK = "#7a4e2a"
STRAW = "#e2bd6b"
PAPER = "#f6ecd2"
WHITE = "#fbf8f0"
STONE = "#aaa498"
STONE_LIGHT = "#cfc9bc"
CLAY = "#c96a3b"
GLASS = "#d3ecf2"
WATER = "#6fa8dc"
LEAF = "#6aa84f"
DARK = "#3a3346"
FLAME = "#f39a1e"
FLAME_HOT = "#ffe27a"
IVORY = "#efe3c4"
WINE = "#8e2a22"
MARBLE = "#eeeae2"
BURLAP = "#d8b981"
CRUST = "#d99a52"
FLEECE = "#f7f3ea"
BADGE = "#f0a35c"

Point = tuple[float, float]


def _n(value: float) -> str:
    """Return ``value`` with at most one decimal, no trailing zeros."""
    text = f"{value:.1f}"
    return text[:-2] if text.endswith(".0") else text


def _style(fill: str | None, stroke: str | None, sw: float, extra: dict[str, str | float] | None) -> str:
    attrs: dict[str, str | float] = {"fill": fill or "none"}
    if stroke:
        attrs.update({"stroke": stroke, "stroke-width": sw, "stroke-linejoin": "round", "stroke-linecap": "round"})
    attrs.update(extra or {})  # extra attributes override the defaults (never a duplicate attribute)
    return " ".join(f'{k}="{_n(v) if isinstance(v, float | int) else v}"' for k, v in attrs.items())


def circle(cx: float, cy: float, r: float, fill: str | None, stroke: str | None = INK, sw: float = LINE,
           **extra: str | float) -> str:
    """Return a circle."""
    return f'<circle cx="{_n(cx)}" cy="{_n(cy)}" r="{_n(r)}" {_style(fill, stroke, sw, _attrs(extra))}/>'


def ellipse(cx: float, cy: float, rx: float, ry: float, fill: str | None, stroke: str | None = INK,
            sw: float = LINE, **extra: str | float) -> str:
    """Return an ellipse."""
    return (f'<ellipse cx="{_n(cx)}" cy="{_n(cy)}" rx="{_n(rx)}" ry="{_n(ry)}" '
            f'{_style(fill, stroke, sw, _attrs(extra))}/>')


def rect(x: float, y: float, w: float, h: float, fill: str | None, rx: float = 0, stroke: str | None = INK,
         sw: float = LINE, **extra: str | float) -> str:
    """Return a rectangle (``rx`` rounds its corners)."""
    corner = f' rx="{_n(rx)}"' if rx else ""
    return (f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}"{corner} '
            f'{_style(fill, stroke, sw, _attrs(extra))}/>')


def path(d: str, fill: str | None, stroke: str | None = INK, sw: float = LINE, **extra: str | float) -> str:
    """Return a path."""
    return f'<path d="{d}" {_style(fill, stroke, sw, _attrs(extra))}/>'


def poly(points: Iterable[Point], fill: str | None, stroke: str | None = INK, sw: float = LINE,
         **extra: str | float) -> str:
    """Return a closed polygon."""
    pts = " ".join(f"{_n(x)},{_n(y)}" for x, y in points)
    return f'<polygon points="{pts}" {_style(fill, stroke, sw, _attrs(extra))}/>'


def line(x1: float, y1: float, x2: float, y2: float, stroke: str = INK, sw: float = FINE) -> str:
    """Return a stroked line."""
    return f'<line x1="{_n(x1)}" y1="{_n(y1)}" x2="{_n(x2)}" y2="{_n(y2)}" {_style(None, stroke, sw, None)}/>'


def rod(x1: float, y1: float, x2: float, y2: float, width: float, fill: str) -> str:
    """Return an outlined bar with round ends (a staff, a handle, a pole)."""
    return (line(x1, y1, x2, y2, INK, width + LINE) + line(x1, y1, x2, y2, fill, max(0.5, width - LINE)))


def tube(d: str, width: float, fill: str) -> str:
    """Return an outlined stroke along path ``d`` (a chain, a crook, a handle)."""
    return path(d, None, INK, width + LINE) + path(d, None, fill, max(0.5, width - LINE))


def group(children: Iterable[str], transform: str = "", **extra: str | float) -> str:
    """Return the children in a group, optionally transformed."""
    attrs = f' transform="{transform}"' if transform else ""
    for key, value in _attrs(extra).items():
        attrs += f' {key}="{value}"'
    return f"<g{attrs}>" + "".join(children) + "</g>"


def rotate(angle: float, cx: float, cy: float, *children: str) -> str:
    """Return the children rotated by ``angle`` degrees (clockwise) about (cx, cy)."""
    return group(children, f"rotate({_n(angle)} {_n(cx)} {_n(cy)})")


def _attrs(extra: dict[str, str | float] | None) -> dict[str, str | float]:
    return {k.replace("_", "-"): v for k, v in (extra or {}).items()}


# --- shapes several emblems share ----------------------------------------------------

def polar(cx: float, cy: float, r: float, degrees: float) -> Point:
    """Return the point at ``r`` from (cx, cy), ``degrees`` clockwise from straight up."""
    a = math.radians(degrees)
    return cx + r * math.sin(a), cy - r * math.cos(a)


def star(cx: float, cy: float, r: float, fill: str = GOLD, points: int = 5, inner: float = 0.45,
         sw: float = FINE) -> str:
    """Return a pointed star."""
    pts = [polar(cx, cy, r if i % 2 == 0 else r * inner, i * 180 / points) for i in range(points * 2)]
    return poly(pts, fill, sw=sw)


def sparkle(cx: float, cy: float, r: float, fill: str = WHITE) -> str:
    """Return a four-pointed glint."""
    d = (f"M{_n(cx)} {_n(cy - r)} Q{_n(cx)} {_n(cy)} {_n(cx + r)} {_n(cy)} Q{_n(cx)} {_n(cy)} {_n(cx)} {_n(cy + r)} "
         f"Q{_n(cx)} {_n(cy)} {_n(cx - r)} {_n(cy)} Q{_n(cx)} {_n(cy)} {_n(cx)} {_n(cy - r)} Z")
    return path(d, fill, sw=FINE)


def coin(cx: float, cy: float, r: float) -> str:
    """Return a gold coin seen from the front."""
    return circle(cx, cy, r, GOLD) + circle(cx, cy, r * 0.62, None, GOLD_DARK, FINE)


def flame(cx: float, base: float, height: float, width: float) -> str:
    """Return a two-tone flame standing on ``base`` (y)."""
    w = width / 2

    def tongue(scale: float, fill: str, stroke: str | None) -> str:
        t = base - height * scale
        ww = w * scale
        d = (f"M{_n(cx)} {_n(t)} C{_n(cx + ww * 0.4)} {_n(t + height * scale * 0.3)} {_n(cx + ww * 1.3)} "
             f"{_n(base - height * scale * 0.45)} {_n(cx + ww)} {_n(base - ww * 0.5)} "
             f"C{_n(cx + ww * 0.8)} {_n(base + ww * 0.2)} {_n(cx - ww * 0.8)} {_n(base + ww * 0.2)} "
             f"{_n(cx - ww)} {_n(base - ww * 0.5)} C{_n(cx - ww * 1.3)} {_n(base - height * scale * 0.45)} "
             f"{_n(cx - ww * 0.3)} {_n(t + height * scale * 0.45)} {_n(cx)} {_n(t)} Z")
        return path(d, fill, stroke)

    return tongue(1.0, FLAME, INK) + tongue(0.55, FLAME_HOT, None)


def key(x: float, y: float, angle: float, length: float, fill: str = GOLD) -> str:
    """Return a key hanging from (x, y): bow at the top, bit at the bottom, turned ``angle`` degrees."""
    bow = 6.0
    shaft_top = y + bow * 2 - 1
    bottom = y + length
    parts = [
        rect(x - 2, shaft_top - 1, 4, bottom - shaft_top + 1, fill),
        path(f"M{_n(x + 1)} {_n(bottom - 10)} H{_n(x + 8)} V{_n(bottom - 7)} H{_n(x + 5)} V{_n(bottom - 4)} "
             f"H{_n(x + 8)} V{_n(bottom)} H{_n(x + 1)} Z", fill),
        path(f"M{_n(x - bow)} {_n(y + bow)} A{_n(bow)} {_n(bow)} 0 1 1 {_n(x + bow)} {_n(y + bow)} "
             f"A{_n(bow)} {_n(bow)} 0 1 1 {_n(x - bow)} {_n(y + bow)} Z "
             f"M{_n(x - 2.4)} {_n(y + bow)} A2.4 2.4 0 1 0 {_n(x + 2.4)} {_n(y + bow)} "
             f"A2.4 2.4 0 1 0 {_n(x - 2.4)} {_n(y + bow)} Z", fill, fill_rule="evenodd"),
    ]
    return rotate(angle, x, y, *parts)


def gear(cx: float, cy: float, r: float, teeth: int, fill: str, hole: float = 0.3, phase: float = 0.0) -> str:
    """Return a toothed wheel with a hole."""
    pts: list[Point] = []
    step = 360 / teeth
    for i in range(teeth):
        a = phase + i * step
        for da, rr in ((-0.3, 0.8), (-0.18, 1.0), (0.18, 1.0), (0.3, 0.8)):
            pts.append(polar(cx, cy, r * rr, a + da * step))
    outline = "M" + " L".join(f"{_n(x)} {_n(y)}" for x, y in pts) + " Z"
    h = r * hole
    hole_d = (f" M{_n(cx - h)} {_n(cy)} A{_n(h)} {_n(h)} 0 1 0 {_n(cx + h)} {_n(cy)} "
              f"A{_n(h)} {_n(h)} 0 1 0 {_n(cx - h)} {_n(cy)} Z")
    return path(outline + hole_d, fill, fill_rule="evenodd")


def crown(cx: float, base: float, width: float, height: float, fill: str = GOLD,
          jewels: Sequence[str] = (RED, BLUE, RED)) -> str:
    """Return an open crown (band and five points) whose band sits on ``base`` (y)."""
    w = width / 2
    band = height * 0.32
    top = base - height
    mid = base - band
    d = (f"M{_n(cx - w)} {_n(base)} V{_n(mid)} L{_n(cx - w - 2)} {_n(top + height * 0.12)} "
         f"L{_n(cx - w * 0.5)} {_n(mid - height * 0.22)} L{_n(cx)} {_n(top)} L{_n(cx + w * 0.5)} "
         f"{_n(mid - height * 0.22)} L{_n(cx + w + 2)} {_n(top + height * 0.12)} L{_n(cx + w)} {_n(mid)} "
         f"V{_n(base)} Z")
    parts = [path(d, fill)]
    parts.append(line(cx - w, mid, cx + w, mid, INK, FINE))
    r_tip = max(1.6, height * 0.09)
    for x, y in ((cx - w - 2, top + height * 0.12), (cx, top), (cx + w + 2, top + height * 0.12)):
        parts.append(circle(x, y, r_tip, fill, sw=FINE))
    for i, colour in enumerate(jewels):
        x = cx - w * 0.55 + i * w * 0.55 * 2 / max(1, len(jewels) - 1)
        parts.append(circle(x, base - band / 2, max(1.5, band * 0.28), colour, sw=FINE))
    return "".join(parts)


def sword(cx: float, top: float, length: float, hilt: str = GOLD) -> list[str]:
    """A sword standing point down, pommel at ``top``."""
    return [
        rect(cx - 2, top + 3, 4, 10, WOOD_DARK), circle(cx, top + 2, 3, hilt),
        rect(cx - 10, top + 12, 20, 4.5, hilt, rx=1.5),
        path(f"M{cx - 3.2} {top + 16.5} H{cx + 3.2} V{top + length - 7} L{cx} {top + length} "
             f"L{cx - 3.2} {top + length - 7} Z", STEEL),
        line(cx, top + 19, cx, top + length - 8, STEEL_DARK, 1),
    ]


def dagger(cx: float, top: float, length: float) -> list[str]:
    """A dagger standing point down, pommel at ``top``."""
    return [
        circle(cx, top + 2, 2.5, GOLD_DARK), rect(cx - 1.8, top + 3.5, 3.6, 8, DARK),
        rect(cx - 7, top + 11, 14, 3.6, GOLD_DARK, rx=1.5),
        path(f"M{cx - 3.5} {top + 14.6} H{cx + 3.5} L{cx} {top + length} Z", STEEL),
        line(cx, top + 16, cx, top + length - 4, STEEL_DARK, 1),
    ]


# --- the medallion ----------------------------------------------------------------------

RING_R = 44.0  # centre line of the coloured ring
RING_W = 6.0
FIELD_R = RING_R - RING_W / 2


def medallion(shields: Sequence[str], body: Sequence[str], title: str) -> str:
    """Return a whole SVG document: the field, the emblem ``body`` and the shield-coloured ring."""
    field = TINT[shields[0]]
    out = [
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">',
        f"<!-- {title}: an original emblem for Castle Combo (tools/make_art.py) -->",
        circle(50, 50, RING_R, field, None),
        circle(50, 50, FIELD_R - 7, "#ffffff", None, fill_opacity=0.35),
        *body,
    ]
    first, second = SHIELD[shields[0]], SHIELD[shields[-1]]
    if first == second:
        out.append(circle(50, 50, RING_R, None, first, RING_W))
    else:
        out.append(path(f"M50 {_n(50 - RING_R)} A{_n(RING_R)} {_n(RING_R)} 0 0 0 50 {_n(50 + RING_R)}",
                        None, first, RING_W, stroke_linecap="butt"))
        out.append(path(f"M50 {_n(50 - RING_R)} A{_n(RING_R)} {_n(RING_R)} 0 0 1 50 {_n(50 + RING_R)}",
                        None, second, RING_W, stroke_linecap="butt"))
    out.append(circle(50, 50, RING_R + RING_W / 2, None, INK, LINE))
    out.append(circle(50, 50, FIELD_R, None, INK, FINE))
    out.append("</svg>")
    return "\n".join(out) + "\n"
