"""The review table's legend, in the log's place: what the turn cost, what each colour marks, the scores expected."""

from __future__ import annotations

from dataclasses import dataclass, replace

import pygame

from castlecombo.combo.ui.review_words import move_lines
from castlecombo.kit import theme
from castlecombo.kit.draw import Colour, font, panel, text, two_lines, wrap

# the legend's words are as large as its panel holds whole (smaller before a line falls off it)
SHRINKS = (1.3, 1.25, 1.2, 1.15, 1.1, 1.05, 1.0, 0.95, 0.9, 0.85, 0.8, 0.75)


@dataclass(frozen=True)
class LegendWords:
    """What the legend says: its headline and colour, a swatch and words per move, the scores in two forms."""

    head: str
    colour: Colour
    rows: tuple[tuple[Colour, str], ...]
    scores: str
    short_scores: str  # where the long form does not fit
    now: str = ""  # what the moves brought at once, with the cards whose points they changed
    now_short: str = ""  # the same without the cards, where the long form does not fit


def draw_legend(surface: pygame.Surface, box: pygame.Rect, sc: float, words: LegendWords) -> None:
    """Draw the legend in ``box`` at the largest size of :data:`SHRINKS` at which every line fits (at 150 % the
    last line sat under the panel's border, a playtest)."""
    panel(surface, box, alpha=255, radius=10)
    # what the moves brought at once goes first where nothing fits with it at a readable size (a 1024x600 window)
    # (at 12 px the breakdown read too small at 1280x720, playtest 144: a px more, or the shorter form)
    readable = theme.MIN_TEXT_PX + 1
    forms = ((words, readable), (replace(words, now=words.now_short), readable), (replace(words, now=""), 0))
    for said, least in forms:
        fitting = next((sc * f for f in SHRINKS if round(15 * sc * f) >= least and _legend(None, box, sc * f, said)),
                       None)
        if fitting is not None:
            _legend(surface, box, fitting, said)
            return
    _legend(surface, box, sc * SHRINKS[-1], replace(words, now=""))


def _legend(surface: pygame.Surface | None, box: pygame.Rect, sc: float, words: LegendWords) -> bool:
    """Lay the legend out at scale ``sc``, drawing it on ``surface`` if one is given; return whether it fits whole."""
    x = box.x + round(12 * sc)
    y = box.y + round(8 * sc)
    inner = pygame.Rect(x, box.y, box.right - x - round(12 * sc), box.h)
    size = round(17 * sc)
    for line in two_lines(words.head, font(size, "bold"), inner.w):  # not cut
        if surface is not None:
            text(surface, line, (x, y), size, words.colour, "bold", fit="shrink", box=inner)
        y += round(22 * sc)
    y += round(8 * sc)
    size = round(16 * sc)
    for colour, said in words.rows:
        tx = x + round(22 * sc)
        if surface is not None:
            pygame.draw.rect(surface, colour, pygame.Rect(x, y + round(3 * sc), round(14 * sc), round(14 * sc)),
                             border_radius=3)
        lines = move_lines(said, font(size), inner.right - tx)
        if len(lines) > 2:  # a third line would crowd out the scores: two, the second shrunk to fit
            lines = [lines[0], " ".join(lines[1:])]
        for line in lines:
            if surface is not None:
                text(surface, line, (tx, y), size, theme.TEXT, fit="shrink", box=inner)
            y += round(21 * sc)
        y += round(3 * sc)
    small = font(round(15 * sc))
    step = small.get_linesize()
    for line in wrap(words.now, small, inner.w) if words.now else []:
        if surface is not None:
            text(surface, line, (x, y + round(4 * sc)), round(15 * sc), theme.TEXT, fit="shrink", box=inner)
        y += step
    # each line is drawn 4 px (scaled) under its step, and stays clear of the panel's border (the last one sat on it
    # at 150 %, playtest 92)
    room = max(0, (box.bottom - y - round(4 * sc) - 4) // step)
    lines = wrap(words.scores, small, inner.w)
    if len(lines) > room:  # the short form, where the moves took two lines each (it ended cut off)
        lines = wrap(words.short_scores, small, inner.w)
    fits = len(lines) <= room
    if not fits and room > 0:  # the last line that fits takes the rest, shrunk: no sentence ends cut off
        lines = [*lines[:room - 1], " ".join(lines[room - 1:])]
    if surface is not None:
        for line in lines[:max(1, room)]:
            text(surface, line, (x, y + round(4 * sc)), round(15 * sc), theme.TEXT, fit="shrink", box=inner)
            y += step
    return fits


__all__ = ["SHRINKS", "LegendWords", "draw_legend"]
