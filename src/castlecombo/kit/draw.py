"""The one set of drawing helpers every scene uses: text, wrapping, panels, buttons, icons, washes.

Game-independent: the menu-side scenes and the game tables draw with these; a game's own
pictures (card faces, card backs) live in its wing.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Literal

import pygame

from castlecombo.i18n import elided
from castlecombo.kit import assets, theme
from castlecombo.kit.names import name_forms
from castlecombo.kit.surface_cache import SurfaceCache
from castlecombo.kit.wrapping import forget_wrapped
from castlecombo.kit.wrapping import two_lines as two_lines  # the wrapping helpers, called as draw.*
from castlecombo.kit.wrapping import two_lines_between as two_lines_between
from castlecombo.kit.wrapping import wrap as wrap
from castlecombo.kit.wrapping import wrap_balanced as wrap_balanced

Colour = tuple[int, int, int]
Fit = Literal["elide", "words", "shrink", "name"]
RectLike = pygame.Rect | tuple[int, int, int, int]

# --- text ------------------------------------------------------------------------------------


def font(size: int, kind: str = "text") -> pygame.font.Font:
    """Return the bundled font ``kind`` ("title", "text", "bold") at ``size`` pixels (cached)."""
    return assets.font(max(6, int(size)), kind)


_texts: SurfaceCache[tuple[str, int, Colour, str]] = SurfaceCache(4 * 2**20)


@dataclass(frozen=True)
class DrawnText:
    """One line drawn by :func:`text` (kept while :func:`recording`): where its ink went, the box it
    belongs in, its size in pixels and its words."""

    rect: pygame.Rect
    box: pygame.Rect
    size: int
    words: str


_boxes: list[pygame.Rect] = []  # the containers the scene is drawing in, innermost last
_record: list[DrawnText] | None = None


@contextmanager
def inside(rect: RectLike) -> Iterator[pygame.Rect]:
    """Draw the text of the ``with`` block inside ``rect``: lines past its edges are fitted to it
    (shortened or shrunk), and :func:`recording` checks them against it."""
    box = pygame.Rect(rect)
    _boxes.append(box)
    try:
        yield box
    finally:
        _boxes.pop()


@contextmanager
def recording() -> Iterator[list[DrawnText]]:
    """Collect every line :func:`text` draws in the ``with`` block (for the layout tests)."""
    global _record
    outer, _record = _record, []
    try:
        yield _record
    finally:
        _record = outer


def text_surface(words: str, size: int, colour: Colour = theme.TEXT, kind: str = "text") -> pygame.Surface:
    """Return ``words`` rendered (cached, as scenes redraw the same words every frame; the least
    recently used are dropped past 2 MB of pixels)."""
    return _texts.get((words, size, colour, kind), lambda: font(size, kind).render(words, True, colour))


def room(box: pygame.Rect, pos: tuple[int, int], anchor: str) -> int:
    """Return the width a line anchored ``anchor`` at ``pos`` has before it leaves ``box``."""
    x = pos[0]
    if anchor.endswith("left"):
        return box.right - x
    if anchor.endswith("right"):
        return x - box.left
    return 2 * min(x - box.left, box.right - x)


def text(surface: pygame.Surface, words: str, pos: tuple[int, int], size: int, colour: Colour = theme.TEXT,
         kind: str = "text", anchor: str = "topleft", max_width: int | None = None,
         fit: Fit = "elide", box: RectLike | None = None, min_size: int = theme.MIN_TEXT_PX,
         slide: bool = False) -> pygame.Rect:
    """Draw one line with its ``anchor`` at ``pos``; return its rect.

    The line belongs in ``box`` (or the innermost :func:`inside` box, else the surface) and is never smaller than
    :data:`theme.MIN_TEXT_PX`. Past ``max_width`` or the box's edge it is shortened with "…" (``fit="elide"``; after
    a whole word: ``fit="words"``), or drawn smaller down to the minimum and then shortened (``fit="shrink"``; not
    below ``min_size``; a person's name, ``fit="name"``, then takes its shorter forms, ``names.name_forms``, before
    it is cut). With ``slide``
    the line may move sideways to stay in the box before it is shortened or shrunk (a caption near the box's edge).
    """
    container = pygame.Rect(box) if box is not None else (_boxes[-1] if _boxes else surface.get_rect())
    if slide:
        wide = font(max(theme.MIN_TEXT_PX, int(size)), kind).size(words)[0]
        probe = pygame.Rect(0, 0, min(wide, container.w), 1)
        setattr(probe, anchor, pos)
        moved = probe.clamp(pygame.Rect(container.x, probe.y, container.w, 1))
        pos = (pos[0] + moved.x - probe.x, pos[1])
    width = room(container, pos, anchor)
    if max_width is not None:
        width = min(width, max_width)
    size = max(theme.MIN_TEXT_PX, int(size))
    words, size = fitted(elided(words), size, kind, max(0, width), fit, min(size, max(theme.MIN_TEXT_PX, min_size)))
    img = text_surface(words, size, colour, kind)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    if _record is not None:  # the ink, not the line box: a line's leading may overlap its neighbours
        _record.append(DrawnText(img.get_bounding_rect().move(rect.topleft), container, size, words))
    return rect


_fits: dict[tuple[str, int, str, int, str, int], tuple[str, int]] = {}
NAME_SHRINK = 0.85  # a name is drawn this much smaller at most before it takes a shorter form


def fitted(words: str, size: int, kind: str, width: int, fit: Fit, min_size: int) -> tuple[str, int]:
    """Return the words and size that fit ``width`` pixels (see :func:`text`; remembered, as scenes
    fit the same lines every frame)."""
    key = (words, size, kind, width, fit, min_size)
    hit = _fits.get(key)
    if hit is not None:
        return hit
    if fit == "shrink":
        size = _shrunk(words, size, kind, width, min_size)
    elif fit == "name":  # "Bartolomé E. Murillo" rather than "Bartolomé Esteban Mu…" (playtest 318)
        # a shorter form rather than much smaller words: names of one panel beside another's read uneven (320)
        least = max(min_size, round(size * NAME_SHRINK))
        forms = name_forms(words)
        sized = ((form, _shrunk(form, size, kind, width, least)) for form in forms)  # the first that fits is taken
        words, size = next(((form, at) for form, at in sized if font(at, kind).size(form)[0] <= width),
                           (forms[-1], _shrunk(forms[-1], size, kind, width, min_size)))
    if len(_fits) > 4096:
        _fits.clear()
    hit = _fits[key] = (elide(words, font(size, kind), width, whole_words=fit == "words"), size)
    return hit


def _shrunk(words: str, size: int, kind: str, width: int, least: int) -> int:
    """Return the largest size from ``size`` down to ``least`` at which ``words`` fit ``width`` (else ``least``)."""
    # the width of a line grows with its size: guess the size that fits, then step down (few fonts opened)
    wide = font(size, kind).size(words)[0]
    if wide > width:
        size = max(least, min(size - 1, size * width // max(1, wide)))
        while size > least and font(size, kind).size(words)[0] > width:
            size -= 1
    return size


def elide(words: str, f: pygame.font.Font, max_width: int, whole_words: bool = False) -> str:
    """Return ``words`` shortened with "…" so that they fit ``max_width`` pixels ("" if not even "…" fits);
    ``whole_words``: cut after a word where one ends in the second half of what fits (a sentence cut mid-word,
    "les cartes du Château c…", read as a typo: playtest 305)."""
    if f.size(words)[0] <= max_width:
        return words
    if whole_words:
        cut = elide(words, f, max_width)
        kept = cut[:-1]
        space = kept.rfind(" ")
        if words[len(kept):len(kept) + 1] not in (" ", "") and space > len(kept) // 2:
            return kept[:space].rstrip(" ,;:·") + "…"
        return cut
    lo, hi = 0, len(words)  # the longest prefix that fits with "…"
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if f.size(words[:mid].rstrip() + "…")[0] <= max_width:
            lo = mid
        else:
            hi = mid - 1
    if lo == 0 and f.size("…")[0] > max_width:
        return ""
    return words[:lo].rstrip() + "…"


def title(surface: pygame.Surface, words: str, pos: tuple[int, int], size: int,
          colour: Colour = theme.ACCENT, anchor: str = "topleft", fit: Fit = "elide",
          max_width: int | None = None) -> pygame.Rect:
    """Draw a heading in the title font (accent colour unless told; fitted as :func:`text` does); return its rect."""
    return text(surface, words, pos, size, colour, kind="title", anchor=anchor, fit=fit, max_width=max_width)


def paragraph(surface: pygame.Surface, words: str, rect: pygame.Rect, size: int = 20,
              colour: Colour = theme.TEXT, kind: str = "text", spacing: float = 1.2) -> int:
    """Draw wrapped ``words`` inside ``rect`` from its top; return the y just below the last line."""
    size = max(theme.MIN_TEXT_PX, int(size))
    f = font(size, kind)
    y = rect.top
    step = int(f.get_linesize() * spacing)
    for line in wrap(words, f, rect.width):
        if line:
            text(surface, line, (rect.left, y), size, colour, kind, box=rect)
        y += step if line else step // 2
    return y


# --- colours, scale, backgrounds ----------------------------------------------------------------

_user_scale = 1.0


def set_user_scale(factor: float) -> None:
    """Make every scene ``factor`` times larger than the window alone would (the UI-scale setting)."""
    global _user_scale
    _user_scale = max(theme.UI_SCALES[0], min(theme.UI_SCALES[-1], factor))


def user_scale() -> float:
    """Return the UI-scale setting as a factor (1.0: 100 %)."""
    return _user_scale


def ui_scale(size: tuple[int, int]) -> float:
    """Return a size factor for fonts and spacing: 1.0 at 1280x720 at 100 %, larger or smaller with the
    window and the UI-scale setting."""
    w, h = size
    return max(0.8, min(w / 1280, h / 720, 3.0)) * _user_scale


def mix(a: Sequence[int], b: Sequence[int], t: float) -> Colour:
    """Return the colour ``t`` of the way from ``a`` to ``b``."""
    return int(a[0] + (b[0] - a[0]) * t), int(a[1] + (b[1] - a[1]) * t), int(a[2] + (b[2] - a[2]) * t)


def seat_colour(value: str) -> Colour:
    """Return a seat's '#rrggbb' colour (validated when the seat was read) as RGB."""
    return theme.hex_colour(value)


_backgrounds: dict[tuple[int, int], pygame.Surface] = {}


def background(surface: pygame.Surface) -> None:
    """Fill ``surface`` with a calm felt: lighter in the middle, darker towards the edges."""
    w, h = surface.get_size()
    surface.fill(theme.BACKGROUND)
    cached = _backgrounds.get((w, h))
    if cached is None:
        # a soft radial light, computed small and scaled up smoothly (no banding)
        gw, gh = 96, 60
        small = pygame.Surface((gw, gh))
        for y in range(gh):
            for x in range(gw):
                dx = (x + 0.5) / gw - 0.5
                dy = (y + 0.5) / gh - 0.42
                d = min(1.0, (dx * dx + dy * dy) ** 0.5 / 0.62)
                t = d * d * (3 - 2 * d)  # smoothstep: light in the middle, calm at the edges
                small.set_at((x, y), mix(theme.FELT, theme.BACKGROUND, t))
        cached = pygame.transform.smoothscale(small, (w, h))
        _backgrounds.clear()  # one window size at a time
        _backgrounds[(w, h)] = cached
    surface.blit(cached, (0, 0))


# --- panels, washes, buttons, icons ---------------------------------------------------------------

def panel(surface: pygame.Surface, rect: RectLike, *, fill: Colour = theme.PANEL, alpha: int = 225,
          edge: Colour = theme.PANEL_EDGE, width: int = 1, radius: int = 12) -> None:
    """Draw a rounded panel: ``fill`` at ``alpha`` (255: opaque) with an ``edge`` line ``width`` wide."""
    rect = pygame.Rect(rect)
    if alpha >= 255:
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
    else:
        key = (rect.w, rect.h, (*fill, alpha, radius))
        layer = _layers.get(key)
        if layer is None:  # made once per size: a window-sized layer costs milliseconds
            if len(_layers) > 64:
                _layers.clear()
            layer = _layers[key] = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (*fill, alpha), layer.get_rect(), border_radius=radius)
        surface.blit(layer, rect.topleft)
    pygame.draw.rect(surface, edge, rect, width=width, border_radius=radius)


_tints: dict[tuple[int, int, tuple[int, ...]], pygame.Surface] = {}
_layers: dict[tuple[int, int, tuple[int, ...]], pygame.Surface] = {}


def tint(surface: pygame.Surface, rect: RectLike, rgba: tuple[int, int, int, int]) -> None:
    """Lay a translucent ``rgba`` wash over ``rect`` (the wash surface is made once per size)."""
    rect = pygame.Rect(rect)
    key = (rect.w, rect.h, tuple(rgba))
    wash = _tints.get(key)
    if wash is None:
        if len(_tints) > 64:
            _tints.clear()
        wash = _tints[key] = pygame.Surface(rect.size, pygame.SRCALPHA)
        wash.fill(rgba)
    surface.blit(wash, rect.topleft)


def dim(surface: pygame.Surface, alpha: int = 150, rgb: Colour = (0, 0, 0)) -> None:
    """Darken everything already drawn on ``surface`` (under an overlay)."""
    tint(surface, surface.get_rect(), (*rgb, alpha))


def button_frame(surface: pygame.Surface, rect: pygame.Rect, *, hover: bool = False, enabled: bool = True,
                 lit: bool = False) -> Colour:
    """Draw a button's fill and edge (hover lights the edge; ``lit``: filled as a primary button, the one to
    press now, never the thick edge of the keyboard's focus ring it was mistaken for); return the label colour."""
    hover = hover and enabled
    if lit and enabled:
        pygame.draw.rect(surface, theme.PRIMARY_HOVER if hover else theme.PRIMARY, rect, border_radius=8)
        return theme.PRIMARY_TEXT
    fill = theme.BUTTON_HOVER if hover else (theme.BUTTON if enabled else theme.PANEL)
    pygame.draw.rect(surface, fill, rect, border_radius=8)
    edge = theme.ACCENT if hover else (theme.PANEL_EDGE if enabled else theme.BUTTON_DISABLED)
    pygame.draw.rect(surface, edge, rect, width=1, border_radius=8)
    return theme.TEXT if enabled else theme.TEXT_DISABLED


def label_room(rect: pygame.Rect, pad: int = 10) -> int:
    """Return the width a button's label may take: ``pad`` pixels less, or half its height ("Nouvelle partie")."""
    return rect.w - max(pad, rect.h // 2)


def button(surface: pygame.Surface, rect: pygame.Rect, label: str, size: int, *, hover: bool = False,
           enabled: bool = True, pad: int = 10, lit: bool = False) -> None:
    """Draw a button with its bold label centred (shrunk to its ``label_room``; ``lit``: a primary button)."""
    colour = button_frame(surface, rect, hover=hover, enabled=enabled, lit=lit)
    text(surface, label, rect.center, size, colour, "bold", anchor="center", max_width=label_room(rect, pad),
         fit="shrink")


def icon_button(surface: pygame.Surface, rect: pygame.Rect, icon_name: str, *, hover: bool = False) -> None:
    """Draw a button showing the SVG icon ``icon_name`` (two thirds of its height) instead of words."""
    button_frame(surface, rect, hover=hover, enabled=True)
    side = max(8, round(min(rect.w, rect.h) * 0.66))
    picture = assets.icon(icon_name, side)
    surface.blit(picture, picture.get_rect(center=rect.center))


@functools.lru_cache(maxsize=512)
@functools.lru_cache(maxsize=256)
def one_size(words: tuple[str, ...], size: int, width: int, least: int = theme.MIN_TEXT_PX) -> int:
    """Return one size for all ``words``: the largest from ``size`` down to ``least`` at which every one fits
    ``width`` (``least`` where none does; remembered: lists and charts are drawn every frame)."""
    while size > least and max(font(size).size(w)[0] for w in words) > width:
        size -= 1
    return size


def two_line_size(words: str, size: int, width: int, height: int, kind: str = "bold") -> int:
    """Return the largest size up to ``size`` at which ``words`` fit ``width`` on one line or, wrapped,
    on two lines within ``height`` (not below the smallest text size)."""
    least = min(size, theme.MIN_TEXT_PX)
    for at in range(size, least - 1, -1):
        f = font(at, kind)
        if f.size(words)[0] <= width or (len(wrap_balanced(words, f, width)) <= 2 and 2 * f.get_linesize() <= height):
            return at
    return least


def button_lines(surface: pygame.Surface, rect: pygame.Rect, label: str, size: int, *, hover: bool = False,
                 enabled: bool = True, pad: int = 10) -> None:
    """Draw a button with its bold label centred at ``size``, on two lines if one is too narrow for it."""
    colour = button_frame(surface, rect, hover=hover, enabled=enabled)
    f = font(size, "bold")
    room = rect.w - pad
    lines = [label] if f.size(label)[0] <= room else wrap_balanced(label, f, room)[:2]
    step = f.get_linesize()
    y = rect.centery - step * len(lines) // 2
    for line in lines:
        text(surface, line, (rect.centerx, y), size, colour, "bold", anchor="midtop", max_width=room, fit="shrink")
        y += step


def dashed_rect(surface: pygame.Surface, colour: Colour, rect: pygame.Rect, width: int = 2, dash: int = 9,
                gap: int = 5) -> None:
    """Draw the edge of ``rect`` in dashes ``dash`` long, ``gap`` apart."""
    for (x0, y0), (x1, y1) in ((rect.topleft, rect.topright), (rect.bottomleft, rect.bottomright),
                               (rect.topleft, rect.bottomleft), (rect.topright, rect.bottomright)):
        vertical = x0 == x1
        length = (y1 - y0) if vertical else (x1 - x0)
        for at in range(0, length, dash + gap):
            end = min(length, at + dash)
            start_end = (((x0, y0 + at), (x0, y0 + end)) if vertical else ((x0 + at, y0), (x0 + end, y0)))
            pygame.draw.line(surface, colour, *start_end, width)


def icon(name: str, size: int) -> pygame.Surface:
    """Return the bundled SVG icon ``name`` at ``size`` pixels (square); raise FileNotFoundError."""
    return assets.icon(name, max(6, int(size)))


def icon_value(surface: pygame.Surface, name: str, value: str, pos: tuple[int, int], size: int,
               colour: Colour = theme.TEXT, right: int | None = None, gap: int = 12) -> int:
    """Draw an icon followed by a value (shrunk to end before ``right``); return the x ``gap`` after it."""
    x, y = pos
    img = icon(name, size)
    surface.blit(img, (x, y))
    x += img.get_width() + 4
    max_width = max(20, right - x) if right is not None else None
    r = text(surface, value, (x, y + size // 2), int(size * 0.95), colour, "bold", anchor="midleft",
             max_width=max_width, fit="shrink")
    return r.right + gap


def clear_caches() -> None:
    """Forget every cached text, wash and background (after pygame was quit and started again)."""
    _texts.clear()
    _fits.clear()
    forget_wrapped()
    _tints.clear()
    _layers.clear()
    _backgrounds.clear()


def shares(wants: Sequence[float], room: float) -> list[float]:
    """Return widths for ``wants`` that fill ``room`` together: whoever wants less than an equal share of
    what is left gets it all, the others share the rest equally; room to spare is shared equally."""
    out = [float(w) for w in wants]
    left, open_ = float(room), sorted(range(len(wants)), key=lambda i: wants[i])
    while open_:
        share = left / len(open_)
        if wants[open_[0]] > share:
            for i in open_:
                out[i] = share
            return out
        left -= wants[open_.pop(0)]
    return [w + left / max(1, len(out)) for w in out]

