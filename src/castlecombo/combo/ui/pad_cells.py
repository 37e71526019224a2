"""A cell of the score pad: what one player has on one line (a space's card and its points, the keys,
the gold on purses, the gold kept, the total)."""

from __future__ import annotations

import functools

import pygame

from castlecombo.combo.engine.catalog import CARDS, INDEX_BY_NAME
from castlecombo.combo.engine.scoring import ScoreSheet
from castlecombo.i18n import _, ngettext
from castlecombo.kit import draw, theme


def name_room(purse: bool, width: int, s: float) -> int:
    """Return the width a card's name has in a cell ``width`` wide: left of its points, and of its purse's gold."""
    return width - int(30 * s) - (int(26 * s) + int(4 * s) if purse else 0)


@functools.lru_cache(maxsize=64)
def words_size(words: tuple[tuple[str, int], ...], size: int, kind: str = "text") -> int:
    """Return one size for all ``words`` (each with its room): the largest up to ``size`` at which each fits, not
    below three quarters of it (names and row labels in as many sizes as they had lengths read untidy, and one
    tiny "Sa Majesté la Reine" was missed: playtest 155)."""
    floor = round(size * 0.75)
    for one in range(size, floor, -1):
        f = draw.font(one, kind)
        if all(f.size(text)[0] <= room for text, room in words):
            return one
    return floor


def pad_sizes(sheets: list[ScoreSheet], rows: list[str], label_w: int, col_w: int, s: float) -> tuple[int, int]:
    """Return the size of the words in the pad's cells (card names, "face down", keys and gold) and of its row names
    (``rows``, the spaces' first) in a pad of row names ``label_w`` and columns ``col_w`` wide."""
    width = col_w - int(20 * s)
    names = tuple((CARDS[INDEX_BY_NAME[e.card.casefold()]].title, name_room(e.purse_gold > 0, width, s))
                  for sheet in sheets for e in sheet.cards if e.card is not None and not e.face_down)
    labels = tuple((label, label_w - int(16 * s) - (int(25 * s) if k < 9 else 0)) for k, label in enumerate(rows))
    small = words_size(names, int(15 * s))
    # a row's name no larger than the names it labels, and one size up at most ("Top left" over a squeezed
    # "Miraculously Cured" read upside down, playtest 299)
    return small, min(words_size(labels, int(16 * s)), small + 1)


def draw_cell(surface: pygame.Surface, sheet: ScoreSheet, k: int, cell: pygame.Rect, *, visible: bool, total: int,
              won: bool, sizes: tuple[int, int], s: float) -> None:
    """Draw line ``k`` of ``sheet`` in ``cell`` (0 to 8: the spaces in reading order, then keys, gold on purses,
    gold kept, total): ``visible`` once the count-up reached the line's points, ``total`` as counted so far,
    ``won`` lights it; ``sizes``: the words' and the points' text sizes."""
    small, num = sizes
    cy = cell.centery
    if k < 9:
        r, c = divmod(k, 3)
        entry = next((e for e in sheet.cards if (e.row, e.col) == (r, c)), None)
        if entry is None or entry.card is None:
            # TRANSLATORS: a score pad cell: no card on this space
            draw.text(surface, _("empty"), (cell.left, cy), small, theme.TEXT_DIM, anchor="midleft", fit="shrink",
                      box=cell)
            return
        right = cell.left + name_room(entry.purse_gold > 0, cell.w, s)
        if entry.purse_gold:
            gold = draw.icon("gold", int(14 * s))
            gx = cell.right - int(30 * s) - int(26 * s)
            if gold is not None:
                surface.blit(gold, gold.get_rect(midleft=(gx, cy)))
            draw.text(surface, str(entry.purse_gold), (gx + int(16 * s), cy), small, theme.ACCENT,
                      kind="bold", anchor="midleft")
        words = CARDS[INDEX_BY_NAME[entry.card.casefold()]].title
        least = round(small * 0.6)  # a little smaller before it is shortened: "Her Majesty the…" at 150 %
        if entry.face_down:
            # a face-down card named too where that fits whole at the pad's size: every player saw it taken (the
            # final tableaux name it large), and "face down" alone left playtest 340 wondering which card it was;
            # shrunk, its rows were of many sizes (341)
            # TRANSLATORS: a score pad cell: a card placed face down ("Spy (face down)"), which scores nothing
            named = _("{card} (face down)").format(card=words)
            words = named if draw.font(small).size(named)[0] <= right - cell.left else _("face down")
        draw.text(surface, words, (cell.left, cy), small, theme.TEXT_DIM if entry.face_down else theme.TEXT,
                  anchor="midleft", max_width=right - cell.left, fit="shrink", min_size=least)
        if visible:
            colour = theme.TEXT if entry.points else theme.TEXT_DIM
            draw.text(surface, str(entry.points), (cell.right, cy), num, colour, kind="bold",
                      anchor="midright")
    elif k == 9:
        draw.text(surface, ngettext("{n} key", "{n} keys", sheet.keys).format(n=sheet.keys), (cell.left, cy),
                  small, theme.TEXT_DIM, anchor="midleft", fit="shrink", box=cell)
        if visible:
            draw.text(surface, str(sheet.key_points), (cell.right, cy), num, theme.TEXT, kind="bold",
                      anchor="midright")
    elif k == 10:
        # TRANSLATORS: a score pad cell: no gold on any purse
        text = ngettext("{n} gold", "{n} gold", sheet.purse_gold).format(n=sheet.purse_gold) \
            if sheet.purse_gold else _("none")
        draw.text(surface, text, (cell.left, cy), small, theme.TEXT_DIM, anchor="midleft", fit="shrink", box=cell)
    elif k == 11:
        kept = sheet.leftover_gold
        draw.text(surface, ngettext("{n} gold", "{n} gold", kept).format(n=kept), (cell.left, cy), small,
                  theme.TEXT_DIM, anchor="midleft", fit="shrink", box=cell)
    else:  # the total's cell reaches the table's foot: its number fits it at a large UI scale
        draw.text(surface, str(total), cell.center, min(int(30 * s), int(cell.height * 0.8)),
                  theme.HIGHLIGHT if won else theme.TEXT, kind="bold", anchor="center")
