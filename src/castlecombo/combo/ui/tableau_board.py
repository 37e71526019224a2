"""One player's 3x3 tableau drawn large, with a badge of points on each card and the reason in words.

The points and their reasons are the engine's score sheet (``state.score(seat)``: what each card
scores if the game ended now, the final score once it is over); nothing is worked out here. The
opponent overlay and the end of the game both draw tableaux this way.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from castlecombo.combo import cardtext
from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.catalog import CARDS, INDEX_BY_NAME
from castlecombo.combo.engine.scoring import CardScore, ScoreSheet
from castlecombo.combo.engine.scrolls import SCROLL_RULES
from castlecombo.combo.engine.state import GameState
from castlecombo.combo.engine.tableau import EMPTY, card_of, is_face_down
from castlecombo.combo.ui.table_gfx import card_surface
from castlecombo.combo.ui.table_layout import CARD_RATIO
from castlecombo.i18n import _, ngettext
from castlecombo.kit import theme
from castlecombo.kit.draw import dashed_rect, font, text

Point = tuple[int, int]


def reason(entry: CardScore, on_card: int | None = None) -> str:
    """Return why a card scored its points, in words ("Steward: 2 pts per gold on this card, 3 gold
    on it: 6 points"); ``on_card``: the gold on its purse now, mid-game, when the score counts more (the gold
    left over at the end fills purses: two playtests read "5 gold on it" of a purse holding 2)."""
    if entry.card is None:
        return _("An empty space: 0 points.")
    if entry.face_down:
        return _("A card face down has no scroll: 0 points.")
    index = INDEX_BY_NAME[entry.card.casefold()]
    card = CARDS[index]
    words = cardtext.plain(cardtext.scroll_markup(card.scroll))
    points = points_words(entry.points)
    if card.purse is not None and on_card is not None and on_card < entry.purse_gold:
        # TRANSLATORS: why a purse card scores mid-game: its name, its scroll, the gold on it now, the gold it would
        # hold at the end (the gold left over fills purses), the points
        return ngettext("{card}: {scroll}, {gold} gold on it now, {total} once the gold left over at the end fills "
                        "it: {points}.",
                        "{card}: {scroll}, {gold} gold on it now, {total} once the gold left over at the end fills "
                        "it: {points}.", entry.purse_gold).format(
            card=card.title, scroll=words, gold=on_card, total=entry.purse_gold, points=points)
    if card.purse is not None:
        # TRANSLATORS: why a purse card scored: its name, its scroll, the gold on it, the points
        return ngettext("{card}: {scroll}, {gold} gold on it: {points}.",
                        "{card}: {scroll}, {gold} gold on it: {points}.", entry.purse_gold).format(
            card=card.title, scroll=words, gold=entry.purse_gold, points=points)
    rate = card.scroll.points
    if SCROLL_RULES[index].counted and entry.points and rate and entry.points % rate == 0:
        # how many it counted, so the sum checks at a glance ("2 × 4 = 8 points", a rules-minded playtest)
        # TRANSLATORS: why a card scored: its name, its scroll, how many it counted × the points each = the points
        said = _("{card}: {scroll}: {count} × {rate} = {points}.").format(
            card=card.title, scroll=words, count=entry.points // rate, rate=rate, points=points)
        # the sum on one line: "4 ×" / "4 = 16 points." broke it in a tip (playtest 138), "points." alone (178)
        return said.replace(" × ", "\u00a0×\u00a0").replace(" = ", "\u00a0=\u00a0").replace(
            points, points.replace(" ", "\u00a0"))
    # TRANSLATORS: why a card scored: its name, its scroll, the points
    return _("{card}: {scroll}: {points}.").format(card=card.title, scroll=words, points=points)


def points_words(points: int) -> str:
    """Return "1 point", "6 points" in the player's language."""
    return ngettext("{n} point", "{n} points", points).format(n=points)


def frame_index(state: GameState, seat: int, position: int) -> int | None:
    """Return where field ``position`` of ``seat`` is in its 3x3 frame (reading order), or None outside it."""
    top, left = state.players[seat].frame()
    r, c = A.field_rc(position)
    if top <= r < top + 3 and left <= c < left + 3:
        return (r - top) * 3 + (c - left)
    return None


@dataclass
class Board:
    """A seat's tableau laid out in a rectangle: nine card places and the sheet that scores them."""

    seat: int
    cells: list[int]  # the 3x3 frame in reading order (engine cell values)
    sheet: ScoreSheet
    rects: list[pygame.Rect]
    lit: int | None = None  # a frame index to ring (the last card placed)
    frames: list[int | None] | None = None  # each place's index in the engine's frame, when shown from another corner
    gold: list[int] | None = None  # the gold on each place's purse as shown (``GameState.purses_shown``)

    @classmethod
    def of(cls, state: GameState, seat: int, area: pygame.Rect, lit_position: int | None = None) -> Board:
        """Return ``seat``'s board in ``state`` laid out as large as fits in ``area`` (centred)."""
        cells, _purse, _rows, _cols = state.frame_cells(seat)
        lit = frame_index(state, seat, lit_position) if lit_position is not None else None
        shown = state.purses_shown(seat)
        gold = [shown[pos] for pos in state.players[seat].frame_positions()]
        return cls(seat, cells, state.score(seat), place(area), lit, None, gold)

    @classmethod
    def seen_from(cls, state: GameState, seat: int, area: pygame.Rect, corner: tuple[int, int]) -> Board:
        """Return ``seat``'s board with the field (row, column) ``corner`` at its top left, as a mini grid shows it
        while the tableau's rows or columns are not fixed (the engine's frame starts at its first card)."""
        top, left = corner
        grid = state.players[seat].grid
        positions = [(top + i // 3) * A.FIELD + left + i % 3 for i in range(9)]
        frames = [frame_index(state, seat, pos) for pos in positions]
        shown = state.purses_shown(seat)
        gold = [shown[pos] for pos in positions]
        return cls(seat, [grid[pos] for pos in positions], state.score(seat), place(area), None, frames, gold)

    def entry(self, index: int) -> CardScore:
        """Return the score sheet's line of the card at place ``index``."""
        if self.frames is not None:
            frame = self.frames[index]
            assert frame is not None, "every card is inside the engine's frame"
            index = frame
        r, c = divmod(index, 3)
        return next(e for e in self.sheet.cards if (e.row, e.col) == (r, c))

    def on_card(self, index: int) -> int:
        """Return the gold shown on the purse at place ``index``: what it holds now mid-game, as the table shows it;
        at the end, what the final score puts there."""
        return self.gold[index] if self.gold is not None else self.entry(index).purse_gold

    def why(self, index: int) -> str:
        """Return why the card at place ``index`` scores its points, in words (:func:`reason`)."""
        return reason(self.entry(index), None if self.gold is None else self.gold[index])

    def place_at(self, pos: Point | None) -> int | None:
        """Return the place of the card under ``pos`` (None: no card there)."""
        return next((i for i, rect in enumerate(self.rects)
                     if pos is not None and rect.collidepoint(pos) and self.cells[i] != EMPTY), None)

    def at(self, pos: Point) -> CardScore | None:
        """Return the score line of the card under ``pos`` (None: no card there)."""
        place = self.place_at(pos)
        return None if place is None else self.entry(place)

    def draw(self, surface: pygame.Surface, badges: bool = True) -> None:
        """Draw the nine places: cards (with the gold on their purses), badges, the lit ring."""
        for i, rect in enumerate(self.rects):
            v = self.cells[i]
            if v == EMPTY:
                pygame.draw.rect(surface, (44, 52, 46), rect, border_radius=8)
                pygame.draw.rect(surface, (70, 80, 72), rect, width=1, border_radius=8)
                continue
            surface.blit(card_surface(card_of(v), rect.size, is_face_down(v), self.on_card(i)), rect)
            if i == self.lit:
                last_outline(surface, rect)
            if badges:
                badge(surface, rect, self.entry(i).points)


def last_outline(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Mark the card at ``rect`` as the last one played: a dashed gold outline (a solid light ring there was
    taken for the keyboard's focus, and a "last card" tag covered the card's cost and shields)."""
    dashed_rect(surface, theme.ACCENT, rect.inflate(8, 8), 3)


def place(area: pygame.Rect) -> list[pygame.Rect]:
    """Return nine card rects, 3x3 in reading order, as large as fit in ``area`` (centred) with
    room under each card for its badge."""
    gap = max(4, area.w // 60)
    cw = min((area.w - 2 * gap) / 3, (area.h - 2 * gap - 3 * MIN_BADGE) / 3 / (CARD_RATIO + BADGE_SHARE * 0.8))
    w, h = int(cw), int(cw * CARD_RATIO)
    row = h + badge_height(w) + gap
    total_w, total_h = 3 * w + 2 * gap, 3 * row - gap
    x0 = area.x + (area.w - total_w) // 2
    y0 = area.y + (area.h - total_h) // 2
    return [pygame.Rect(x0 + c * (w + gap), y0 + r * row, w, h) for r in range(3) for c in range(3)]


BADGE_SHARE = 0.3  # the badge under a card, as a share of the card's width (at least MIN_BADGE px high)
MIN_BADGE = 22


def badge_height(card_w: int) -> int:
    """Return the height of the badge under a card ``card_w`` pixels wide."""
    return max(MIN_BADGE, round(card_w * BADGE_SHARE * 0.8))


def badge(surface: pygame.Surface, card: pygame.Rect, points: int) -> pygame.Rect:
    """Draw the points badge just under ``card`` (it hides nothing of the card); return its rect."""
    h = badge_height(card.w) - 2
    size = max(theme.MIN_TEXT_PX, round(h * 0.62))
    words = points_words(points)
    # the figure alone under a card too small for two figures' words, every badge alike ("10 pontos" ran past its
    # card into the next, five seats at 1024x600: playtest 165)
    if font(theme.MIN_TEXT_PX, "bold").size(points_words(88))[0] + h // 2 > card.w:
        words = str(points)
    rect = pygame.Rect(0, 0, min(card.w, font(size, "bold").size(words)[0] + h), h)
    rect.midtop = (card.centerx, card.bottom + 2)
    lit = points > 0
    pygame.draw.rect(surface, theme.ACCENT if lit else (86, 92, 86), rect, border_radius=h // 2)
    pygame.draw.rect(surface, (60, 44, 16) if lit else (50, 54, 50), rect, width=1, border_radius=h // 2)
    text(surface, words, rect.center, size, (30, 24, 12) if lit else theme.TEXT, "bold", anchor="center",
         box=rect, fit="shrink")
    return rect
