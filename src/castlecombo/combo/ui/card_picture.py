"""Where a card face puts its emblem: in the room its words leave, never at the cost of the words.

The words of the middle (the ability, the discount) are first fitted into the middle box exactly
as they would be without a picture; the emblem then takes the largest square the words leave:
above them, beside them (the words wrapped narrower at the same font size), or, when the middle
is full, in the free part of the top row between the cost coin and the shields.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from castlecombo.combo.ui.card_markup import fit_markup_sized, render_markup
from castlecombo.kit import assets

MIDDLE_LEAST = 0.3  # the smallest emblem among the words, as a share of the middle's width
ABOVE_PREFERRED = 0.7  # above the words unless beside them the emblem is larger by more than this share
CREST_LEAST = 0.15  # the smallest emblem in the top row, as a share of the middle's width
SPECK = 12  # pixels: a smaller emblem is left out (a 5-pixel one was taken for a stray mark in a playtest)
SPECK_SHARE = 0.12  # ... and on a large face, one smaller than this share of the middle's width (it read as an icon)


@dataclass(frozen=True)
class Fit:
    """How the words of a box are fitted: font kind, largest and smallest size, icon height per font size."""

    kind: str
    size: int
    min_size: int
    icon_ratio: float


@dataclass(frozen=True)
class Middle:
    """The middle of a face: its words, where they go, their font size, and the emblem's square."""

    body: pygame.Surface | None  # None: the card has no words in the middle
    body_center: tuple[float, float]
    font_size: int | None  # None: no words, or words scaled down to the box (no font size fits)
    emblem: pygame.Rect | None  # None: no emblem (a card file without art)
    place: str = "none"  # "above", "beside", "crest" or "none"


def lay_middle(markup: str, fit: Fit, box: pygame.Rect, *, crest: pygame.Rect | None, art: bool,
               most: int, gap: int) -> Middle:
    """Return the middle of a face: ``markup`` fitted into ``box`` as without a picture, and (when
    ``art``) the largest emblem square up to ``most`` pixels that the words leave room for, above or
    beside them in ``box`` or in ``crest`` (the free part of the top row)."""
    body, size = fit_markup_sized(markup, fit.kind, fit.size, fit.min_size, fit.icon_ratio, box) if markup \
        else (None, None)
    plain = Middle(body, box.center, size, None)
    if not art:
        return plain
    options = [_above(body, size, box, most, gap)]
    if body is not None and size is not None:
        options.append(_beside(markup, fit, size, box, most, gap, options[0].emblem))
    if crest is not None and crest.w > 0 and crest.h > 0:
        e = min(crest.w, crest.h, most)
        # against the cost (and Messenger), apart from the shields: centred, it stood beside them and was taken
        # for one more shield (a playtest)
        options.append(Middle(body, box.center, size, pygame.Rect(0, 0, e, e).move(
            crest.left, crest.centery - e // 2), "crest"))
    # a small emblem among the words reads as one of their icons: the middle takes it only when it
    # is large; otherwise the crest (a badge in the top row) unless the crest is even smaller
    size_of = {id(m): m.emblem.w if m.emblem is not None else 0 for m in options}
    large = [m for m in options if m.place != "crest" and size_of[id(m)] >= MIDDLE_LEAST * box.w]
    crests = [m for m in options if m.place == "crest" and size_of[id(m)] >= CREST_LEAST * box.w]
    best = max(large or crests or options, key=lambda m: size_of[id(m)])  # a tie: above, beside, crest
    if size_of[id(best)] < max(SPECK, SPECK_SHARE * box.w):  # a speck reads as a stray mark or icon: none at all
        return plain
    above = options[0]
    # centred above the words is the calmer picture: it wins unless the side gives clearly more
    return above if above in large and size_of[id(above)] >= ABOVE_PREFERRED * size_of[id(best)] else best


def _above(body: pygame.Surface | None, size: int | None, box: pygame.Rect, most: int, gap: int) -> Middle:
    """The emblem above the words, the two centred together in ``box``."""
    bh = body.get_height() + gap if body is not None else 0
    e = max(0, min(box.h - bh, box.w, most))
    top = box.top + (box.h - e - bh) / 2
    rect = pygame.Rect(round(box.centerx - e / 2), round(top), e, e)
    centre = (box.centerx, top + e + gap + (body.get_height() / 2 if body is not None else 0))
    return Middle(body, centre, size, rect, "above")


def _beside(markup: str, fit: Fit, size: int, box: pygame.Rect, most: int, gap: int,
            beat: pygame.Rect | None) -> Middle:
    """The emblem left of the words, wrapped narrower at font ``size``; no emblem if none beats ``beat``."""
    least = beat.w if beat is not None else 0
    fnt = assets.font(size, fit.kind)
    icon_h = round(size * fit.icon_ratio)
    e = min(box.h, most, box.w // 2)
    step = max(1, e // 12)
    while e > least:
        room = box.w - e - gap
        body = render_markup(markup, fnt, icon_h, room)
        if body.get_width() <= room and body.get_height() <= box.h:
            left = box.left + (box.w - e - gap - body.get_width()) / 2
            rect = pygame.Rect(round(left), round(box.centery - e / 2), e, e)
            return Middle(body, (left + e + gap + body.get_width() / 2, box.centery), size, rect, "beside")
        e -= step
    return Middle(None, box.center, None, None)
