"""On the review's table: the outline of a seat's final 3x3 tableau, with the words that say the moves'
spaces are named by it, and the chips that tag the moves' marks."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.tableau import Player
from castlecombo.combo.ui.table_layout import TableLayout
from castlecombo.i18n import _
from castlecombo.kit import theme
from castlecombo.kit.draw import Colour, font, text, wrap

CHIP_OVERHANG = 10  # how far (at scale 1) a chip on a space's edge reaches past the final tableau's outline, and a bit


def caption_room(sc: float) -> int:
    """Return the height kept free under the review's field for the caption under the outline (three lines)."""
    size = max(theme.MIN_TEXT_PX, round(15 * sc))
    return 3 * font(size).get_linesize() + round((CHIP_OVERHANG + 8) * sc)


def draw_final_frame(surface: pygame.Surface, lay: TableLayout, final: Player,
                     marked: Sequence[pygame.Rect] = ()) -> None:
    """Outline where a seat's final 3x3 tableau (``final``) lies, with a word: the review names spaces by it
    (under the outline, or over it where the spaces ``marked`` for the moves would be covered)."""
    sc = lay.scale
    if final.count < 9:  # an unfinished record: no final tableau to name spaces by
        return
    first, last = lay.cells[final.minr * A.FIELD + final.minc], lay.cells[(final.minr + 2) * A.FIELD + final.minc + 2]
    frame = first.union(last).inflate(round(8 * sc), round(8 * sc))
    pygame.draw.rect(surface, theme.TEXT_DIM, frame, width=max(1, round(2 * sc)), border_radius=8)
    size = max(theme.MIN_TEXT_PX, round(15 * sc))
    gap = round(CHIP_OVERHANG * sc)  # clear of the "played" / "best" chips that stand out of a space's edge
    # TRANSLATORS: under the outline of the final 3x3 tableau on the review's table: the moves' spaces
    # ("Bottom middle") are named by it
    words = _("outlined: your tableau at the game's end; the moves' “top left”, “centre”… are its spaces")
    # from the frame's left edge to the panel's: wrapped, not shrunk (it was cut to 9 px beside a narrow frame)
    lines = wrap(words, font(size), lay.centre.right - round(12 * sc) - frame.left)
    step = font(size).get_linesize()
    widest = max(font(size).size(line)[0] for line in lines)

    def backdrop(top: int) -> pygame.Rect:
        return pygame.Rect(frame.left - round(4 * sc), top - round(2 * sc), widest + round(8 * sc),
                           len(lines) * step + round(4 * sc))

    floor = lay.centre.bottom - round(4 * sc) - len(lines) * step
    field_bottom = max((r.bottom for r in lay.cells if r.w), default=frame.bottom)
    # under every space where there is room: over the empty spaces below the outline it hid them (a playtest)
    y = next((top for top in (field_bottom + gap, frame.bottom + gap) if top <= floor),
             frame.top - gap - len(lines) * step)
    if backdrop(y).collidelist(list(marked)) >= 0:  # it covered the best move's space outside the frame (a playtest)
        # under or over the outline, else under or over the marked spaces: the first that fits clear of them
        h = len(lines) * step
        tops = [frame.bottom + gap, frame.top - gap - h, max(r.bottom for r in marked) + gap,
                min(r.top for r in marked) - gap - h]
        y = next((top for top in tops if top >= lay.field_title[1] + round(28 * sc)
                  and top + h <= lay.centre.bottom - round(4 * sc)
                  and backdrop(top).collidelist(list(marked)) < 0), y)
    # on a backdrop: drawn bare over the empty spaces around the frame it read as part of the board (a playtest)
    back = backdrop(y)
    pygame.draw.rect(surface, theme.PANEL, back.clip(lay.centre), border_radius=6)
    for line in lines:
        text(surface, line, (frame.left, y), size, theme.TEXT_DIM, anchor="topleft", box=lay.centre)
        y += step


def tag_chip(surface: pygame.Surface, rect: pygame.Rect, words: str, colour: Colour, side: str, edge: str,
             alone: bool, sc: float, chips: list[pygame.Rect], pair: Pair | None = None,
             avoid: Sequence[pygame.Rect] = ()) -> None:
    """Draw a chip with ``words`` on the ``edge`` of ``rect`` at its ``side`` end, clear of ``chips`` and ``avoid``
    (words drawn there) where it can be, and add it to ``chips``. Inside a space ("in-top", "in-bottom") it has the
    space's width, on two lines if need be; on an edge, half of it (two chips on one place never meet) unless
    ``alone``, or, for a ``pair`` of chips too long for half each, side by side under the middle of ``rect`` as wide
    as their words."""
    size = round(14 * sc)
    pad = round(14 * sc)
    if pair is not None and not edge.startswith("in-"):
        widths = [font(size, "bold").size(said)[0] + pad for said in pair.words]
        if max(widths) > rect.w // 2 + round(4 * sc) - 4:  # "la migliore" was shrunk beside "giocata", and they
            # met (playtest 100): both whole, as one pill of two colours centred under the card, within its row
            x = rect.centerx - sum(widths) // 2
            x = max(pair.within.left, min(x, pair.within.right - sum(widths)))
            left = side != "right"
            chip = pygame.Rect(x if left else x + widths[0], rect.bottom - round(4 * sc), widths[0 if left else 1],
                               size + round(8 * sc))
            chips.append(chip)
            r = min(chip.h // 2, round(12 * sc))
            pygame.draw.rect(surface, colour, chip, border_top_left_radius=r if left else 0,
                             border_bottom_left_radius=r if left else 0, border_top_right_radius=0 if left else r,
                             border_bottom_right_radius=0 if left else r)
            text(surface, words, chip.center, size, (16, 18, 16), "bold", anchor="center", fit="shrink", box=chip)
            return
    inside = edge.startswith("in-")  # a space's chip has its whole width (another one sits at its other end)
    # on an edge, two chips at its two ends (each standing 4 px out) keep a gap: at 150 % "played" found no room
    # beside "best" under one card and went above it, over the row's name (playtest 90)
    room = rect.w - 4 if inside else rect.w + round(48 * sc) if alone else rect.w // 2 + round(4 * sc) - 4
    lines = [words]
    if inside and font(size, "bold").size(words)[0] + pad > room:
        # "played, / the best": two lines, never broken inside a word ("meilleu / r", a playtest); smaller
        # words if that is what it takes
        inner = room - round(6 * sc)  # the chip's padding, narrow here
        for tried in range(max(size, theme.MIN_TEXT_PX), theme.MIN_TEXT_PX - 1, -1):  # text() draws none smaller
            split = wrap(words, font(tried, "bold"), inner)
            if len(split) <= 2 and " ".join(split).split() == words.split() and all(
                    font(tried, "bold").size(line)[0] <= inner for line in split):
                lines, size = split, tried
                break
    w = min(max(font(size, "bold").size(line)[0] for line in lines) + pad, room)
    step = font(size, "bold").get_linesize() if len(lines) > 1 else size
    flip = {"top": "bottom", "bottom": "top", "left": "right", "right": "left"}
    # off its own edge, then inside the far end (a card's top strip): standing out of a display card's top it sat
    # on the row's name, "Vila · o Mensageiro está aqui" (playtest 274), where a key's chip held the room under it
    far_end = [(f"in-{flip[edge]}", side)] if not inside and w <= rect.w - 4 else []  # where its words fit
    tries = [(edge, side)] if inside else [(edge, side), (edge, flip[side]), *far_end, (flip[edge], side),
                                           (flip[edge], flip[side])]
    placed = [chip_at(rect, w, step * len(lines) + round(8 * sc), e, sd, sc) for e, sd in tries]
    # the first place clear of the chips drawn already (the other move's), else the one asked for
    chip = next((c for c in placed if not any(c.colliderect(o.inflate(4, 4)) for o in (*chips, *avoid))),
                placed[0])
    chips.append(chip)
    pygame.draw.rect(surface, colour, chip, border_radius=min(chip.h // 2, round(12 * sc)))
    y = chip.centery - (len(lines) - 1) * step // 2
    for line in lines:
        text(surface, line, (chip.centerx, y), size, (16, 18, 16), "bold", anchor="center", fit="shrink",
             box=chip)
        y += step


@dataclass(frozen=True)
class Pair:
    """Two chips on one card's edge: their words, left then right, and how far they may reach (the card's row)."""

    words: tuple[str, str]
    within: pygame.Rect


def chip_at(rect: pygame.Rect, w: int, h: int, edge: str, side: str, sc: float) -> pygame.Rect:
    """Return a chip of ``w`` x ``h`` on the ``edge`` of ``rect`` at its ``side`` end."""
    chip = pygame.Rect(0, 0, w, h)
    out = round(4 * sc)  # how far the chip stands out of the rectangle's side
    if edge.startswith("in-"):  # inside the rectangle, at its top or bottom
        chip.w = min(w, rect.w - 4)
        out = -2
        if edge == "in-top":
            chip.top = rect.top + 3
        else:
            chip.bottom = rect.bottom - 3
    elif edge == "top":  # mostly outside: centred on a card's edge it covered the end of its scroll (a playtest)
        chip.bottom = rect.top + out
    else:
        chip.top = rect.bottom - out
    if side == "right":
        chip.right = rect.right + out
    else:
        chip.left = rect.left - out
    return chip
