"""Card text with icons, laid out to fit a box, and the small pictures it uses (coins, grids, tokens).

Markup is the card-text vocabulary of :mod:`castlecombo.combo.markup` ("+2 {gold} per {sh:faith}").
"""

from __future__ import annotations

import pygame

from castlecombo.combo import cardtext
from castlecombo.kit import assets

INK = (46, 32, 20)
Part = str | tuple[str, str | None]


class NoRoomForWords(Exception):
    """The card's words do not fit even at the smallest readable font size."""


def hex_rgb(colour: str) -> tuple[int, int, int]:
    """Return '#rrggbb' as RGB."""
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


def new_surface(size: tuple[int, int]) -> pygame.Surface:
    """Return a transparent surface of ``size`` (in the display\'s format once a window is open)."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()
    surf.fill((0, 0, 0, 0))
    return surf


def blit_centered(dst: pygame.Surface, src: pygame.Surface, center: tuple[float, float]) -> None:
    """Draw ``src`` on ``dst`` centred on ``center``."""
    dst.blit(src, src.get_rect(center=(round(center[0]), round(center[1]))))


def outlined_text(text: str, fnt: pygame.font.Font, colour: tuple[int, int, int],
                   outline: tuple[int, int, int], width: int = 1) -> pygame.Surface:
    """Return ``text`` with a thin outline, readable on any background."""
    inner = fnt.render(text, True, colour)
    back = fnt.render(text, True, outline)
    surf = pygame.Surface((inner.get_width() + 2 * width, inner.get_height() + 2 * width), pygame.SRCALPHA)
    for dx in range(-width, width + 1):
        for dy in range(-width, width + 1):
            if dx or dy:
                surf.blit(back, (width + dx, width + dy))
    surf.blit(inner, (width, width))
    return surf


def coin_with_number(number: int | str, diameter: int) -> pygame.Surface:
    """Return a gold coin of ``diameter`` pixels with ``number`` written on it."""
    diameter = max(4, int(diameter))
    surf = new_surface((diameter, diameter))
    surf.blit(assets.icon("gold", diameter), (0, 0))
    fnt = assets.font(max(6, round(diameter * 0.66)), "bold")
    label = fnt.render(str(number), True, INK)
    blit_centered(surf, label, (diameter / 2, diameter / 2 + diameter * 0.02))
    return surf


# Lines counted from "this card" (the centre space, marked with a dot).
LINE_CELLS: dict[str, frozenset[tuple[int, int]]] = {
    "this_row": frozenset((1, c) for c in range(3)),
    "this_column": frozenset((r, 1) for r in range(3)),
    "this_cross": frozenset((1, c) for c in range(3)) | frozenset((r, 1) for r in range(3)),
}


def position_grid(where: str, size: int) -> pygame.Surface:
    """Return a 3x3 grid of ``size`` pixels with the spaces of ``where`` lit.

    ``where`` is a position-scroll place (e.g. "left_column") or one of "this_row",
    "this_column", "this_cross" (the centre space then stands for the card itself).
    """
    size = max(6, int(size))
    surf = new_surface((size, size))
    lit = LINE_CELLS[where] if where in LINE_CELLS else cardtext.WHERE_CELLS[where]
    gap = max(1, size // 14)
    cell = (size - 4 * gap) / 3
    pygame.draw.rect(surf, hex_rgb("#4a3b2a"), surf.get_rect(), border_radius=max(1, size // 8))
    for r in range(3):
        for c in range(3):
            rect = pygame.Rect(round(gap + c * (cell + gap)), round(gap + r * (cell + gap)),
                               max(1, round(cell)), max(1, round(cell)))
            colour = hex_rgb("#f5b81c") if (r, c) in lit else hex_rgb("#75644d")
            pygame.draw.rect(surf, colour, rect, border_radius=max(0, size // 16))
            if where in LINE_CELLS and (r, c) == (1, 1):  # the card itself: a dark dot, not a red one (a red-green
                pygame.draw.circle(surf, INK, rect.center, max(1, round(cell * 0.36)))  # colour-blind player lost it)
    return surf


def token_surface(kind: str, arg: str | None, height: int) -> pygame.Surface:
    """Return the icon drawn for one card-text token at ``height`` pixels."""
    h = max(4, int(height))
    if kind in ("gold", "coin"):
        return assets.icon("gold", h)
    if kind in ("key", "keys"):
        return assets.icon("key", h)
    if kind in ("shield", "shields", "sh"):
        return assets.icon(assets.shield_icon_name(arg or ""), h)
    if kind in ("card", "cards", "deck"):
        return assets.icon(f"card_{arg}", h)
    if kind in ("purse", "purses"):
        return assets.icon("purse", h)
    if kind in ("discount", "facedown", "neighbour"):
        return assets.icon(kind, h)
    if kind == "cost":
        return coin_with_number(arg or "", h)
    if kind == "grid":
        return position_grid(arg or "corner", round(h * 1.3))
    raise ValueError(f"unknown card text token {kind!r}")


# --- inline text with icons ----------------------------------------------------

Atom = list[pygame.Surface]  # surfaces drawn side by side, never broken across lines


def _atoms(parts: list[Part], fnt: pygame.font.Font, icon_h: int,
           colour: tuple[int, int, int]) -> tuple[list[Atom | None], set[int]]:
    """Split markup parts into unbreakable atoms (lists of surfaces), None for a line break; with the
    ids of the icon surfaces among them."""
    atoms: list[list[pygame.Surface] | None] = []
    icons: set[int] = set()
    current: list[pygame.Surface] = []

    def flush() -> None:
        nonlocal current
        if current:
            atoms.append(current)
        current = []

    for part in parts:
        if isinstance(part, tuple):
            current.append(token_surface(part[0], part[1], icon_h))
            icons.add(id(current[-1]))
            continue
        chunk = ""
        for ch in part:
            if ch in " \n":
                if chunk:
                    current.append(fnt.render(chunk, True, colour))
                    chunk = ""
                flush()
                if ch == "\n":
                    atoms.append(None)
            else:
                chunk += ch
        if chunk:
            current.append(fnt.render(chunk, True, colour))
    flush()
    return atoms, icons


def break_lines(atoms: list[Atom | None], icons: set[int], space: int, gap_in_atom: int,
                max_width: int) -> tuple[list[list[Atom]], list[int]]:
    """Return ``atoms`` broken into lines of at most ``max_width`` pixels (None forces a break), and each
    line's width. An icon alone never starts a line after words: the atom before it comes along."""
    lines: list[list[Atom]] = [[]]
    widths: list[int] = [0]

    def atom_width(atom: Atom) -> int:
        return sum(s.get_width() for s in atom) + gap_in_atom * (len(atom) - 1)

    def lone_icon(atom: Atom) -> bool:
        return len(atom) == 1 and id(atom[0]) in icons

    for atom in atoms:
        if atom is None:
            lines.append([])
            widths.append(0)
            continue
        w = atom_width(atom)
        extra = w + (space if lines[-1] else 0)
        if lines[-1] and widths[-1] + extra > max_width:
            line, carried = lines[-1], []
            if lone_icon(atom):  # "+2 <gold>" stay together: the icons before it and their word come along
                take = 1
                while take <= len(line) and lone_icon(line[-take]):
                    take += 1
                if take < len(line):
                    carried = line[-take:]
                    del line[-take:]
                    widths[-1] -= sum(space + atom_width(a) for a in carried)
            lines.append(carried)
            widths.append(sum(atom_width(a) for a in carried) + space * max(0, len(carried) - 1))
            extra = w + (space if carried else 0)
        lines[-1].append(atom)
        widths[-1] += extra
    return lines, widths


def render_markup(markup: str, fnt: pygame.font.Font, icon_h: int, max_width: int,
                  colour: tuple[int, int, int] = INK, line_gap: int = 0) -> pygame.Surface:
    """Return card-text markup laid out in centred lines of at most ``max_width`` pixels."""
    atoms, icons = _atoms(cardtext.split_markup(markup), fnt, icon_h, colour)
    space = fnt.size(" ")[0]
    gap_in_atom = max(1, icon_h // 10)
    lines, widths = break_lines(atoms, icons, space, gap_in_atom, max_width)
    heights = [max([fnt.get_height()] + [s.get_height() for a in line for s in a]) for line in lines]
    total_h = sum(heights) + line_gap * (len(lines) - 1)
    surf = new_surface((max(1, max(widths)), max(1, total_h)))
    y = 0
    for line, width, lh in zip(lines, widths, heights):
        x = (surf.get_width() - width) // 2
        for atom in line:
            for i, s in enumerate(atom):
                surf.blit(s, (x, y + (lh - s.get_height()) // 2))
                x += s.get_width() + (gap_in_atom if i < len(atom) - 1 else 0)
            x += space
        y += lh + line_gap
    return surf


def fit_markup(markup: str, kind: str, size: int, min_size: int, icon_ratio: float,
                box: pygame.Rect, colour: tuple[int, int, int] = INK, min_icon: int = 0) -> pygame.Surface:
    """Return markup rendered at the largest font size (down to ``min_size``) that fits ``box``,
    its icons ``icon_ratio`` times the font size but never under ``min_icon`` pixels.

    Raise NoRoomForWords when ``size`` is already below ``min_size``.
    """
    return fit_markup_sized(markup, kind, size, min_size, icon_ratio, box, colour, min_icon)[0]


def fit_markup_sized(markup: str, kind: str, size: int, min_size: int, icon_ratio: float, box: pygame.Rect,
                     colour: tuple[int, int, int] = INK, min_icon: int = 0) -> tuple[pygame.Surface, int | None]:
    """Return markup fitted into ``box`` as :func:`fit_markup` does, and the font size it fits at
    (None when even ``min_size`` did not fit and the words were scaled down to the box).

    Raise NoRoomForWords when ``size`` is already below ``min_size``.
    """
    if size < min_size:
        raise NoRoomForWords
    surf = None
    # icons of their least size first; where even the least font does not fit with them, icons in proportion to the
    # words before the whole is shrunk (a scroll's "per" read at 6 px on a small face, playtest 78)
    for least_icon in dict.fromkeys((min_icon, 0)):
        for fs in range(size, min_size - 1, -1):
            surf = render_markup(markup, assets.font(fs, kind), max(least_icon, round(fs * icon_ratio)), box.width,
                                 colour)
            if surf.get_height() <= box.height and surf.get_width() <= box.width:
                return surf, fs
    assert surf is not None
    if surf.get_width() > box.width or surf.get_height() > box.height:
        k = min(box.width / surf.get_width(), box.height / surf.get_height())
        surf = pygame.transform.smoothscale(surf, (max(1, int(surf.get_width() * k)),
                                                   max(1, int(surf.get_height() * k))))
    return surf, None
