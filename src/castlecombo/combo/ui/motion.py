"""The motion of the live table: how a decision looks as it happens, for every seat alike.

The engine's state changes at once; :class:`TableMotion` is given the state before and after and
animates the difference over a fraction of a second: the card taken flies from the display (or
from where a dragged card was let go) to its space, gold and keys count up and down on the seat
panels, the Messenger slides to the other row, a refresh sweeps the old cards to the discard pile
and the displays refill card by card from the decks. Meanwhile its :class:`Veil` tells the views
which parts of the new state not to draw yet. It never holds up input, and a new decision first
ends the animation of the last one. At the speed "off" every animation is instant.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.state import GameState
from castlecombo.combo.ui.table_gfx import card_surface
from castlecombo.combo.ui.table_view import TableView
from castlecombo.combo.ui.veil import NO_VEIL, Veil
from castlecombo.kit.anim import Count, Flight, Tween

# seconds at the "normal" speed (times the speed factor)
FLIGHT = 0.45  # a card from the display to a tableau
SETTLE = 0.15  # a card let go over its space, into it
COUNT = 0.5  # gold and keys counting on the seat panels
SLIDE = 0.45  # the Messenger to the other row
SWEEP = 0.32  # an old card to the discard pile
SWEEP_STAGGER = 0.07
REFILL = 0.3  # a new card from the deck to the display
REFILL_STAGGER = 0.12


@dataclass
class _Moving:
    """A card in motion and what it keeps from being drawn until it lands."""

    flight: Flight
    slot: tuple[int, int] | None = None  # (location, slot) it lands on
    cell: tuple[int, int] | None = None  # (seat, position) it lands on


class TableMotion:
    """The animations of the last decision at the table (none once they are over)."""

    def __init__(self, view: TableView) -> None:
        self.view = view
        self.cards: list[_Moving] = []
        self.counts: dict[int, tuple[Count, Count]] = {}
        self.slide: tuple[Tween, tuple[int, int], tuple[int, int]] | None = None
        self.piles: dict[int, tuple[Tween, int | None]] = {}  # location -> (until the sweep lands, top shown)
        self._actions = -1  # how many actions the state shown had when these animations began
        self.mover: tuple[int, int] | None = None  # who made the decision animated, and in which turn

    # --- starting --------------------------------------------------------------------------

    def changed(self, before: GameState, action: int, after: GameState, view_seat: int, factor: float,
                source: pygame.Rect | None = None) -> float:
        """Animate ``action`` turning ``before`` into ``after`` (as ``view_seat`` sees the table) at
        ``factor`` times the normal durations (0: instantly); ``source`` is where a dragged card was
        let go. Return in how many seconds the card that moved lands (0 if none moves)."""
        self.clear()
        if factor <= 0:
            return 0.0
        self._actions = len(after.actions)
        self.mover = (before.current, before.round)
        landing, taken = self._take(before, action, after, view_seat, factor, source)
        swept = self._sweep(before, after, taken, factor)
        self._refill(before, after, max(landing, swept), factor)
        lay = self.view.layout
        if after.messenger != before.messenger and after.alive[after.messenger]:
            start = 0.0 if action == A.KEY_MOVE else landing  # a card's Messenger icon sends it once placed
            self.slide = (Tween(SLIDE * factor, start), lay.messenger[before.messenger].center,
                          lay.messenger[after.messenger].center)
        for seat in range(after.n):
            b, a = before.players[seat], after.players[seat]
            if (b.gold, b.keys) != (a.gold, a.keys):
                self.counts[seat] = (Count(b.gold, a.gold, Tween(COUNT * factor)),
                                     Count(b.keys, a.keys, Tween(COUNT * factor)))
        return landing

    def _take(self, before: GameState, action: int, after: GameState, view_seat: int, factor: float,
              source: pygame.Rect | None) -> tuple[float, tuple[int, int] | None]:
        """The card taken flies to its space; return when it lands and the (location, slot) it left."""
        if not A.is_take(action):
            return 0.0, None
        take = A.take_parts(action)
        loc = before.messenger
        card = before.displays[loc][take.slot]
        seat = before.current
        src = source if source is not None else self.view.layout.slots[loc][take.slot]
        dst = self.view.cell_rect(after, seat, take.position, view_seat)
        size = max(src.size, dst.size)  # drawn from the larger picture, scaled down in flight
        duration = (SETTLE if source is not None else FLIGHT) * factor
        surface = self.view.take_surface(card, take.face_down, size)
        self.cards.append(_Moving(Flight(surface, pygame.Rect(src), dst, duration), cell=(seat, take.position)))
        return duration, (loc, take.slot)

    def _sweep(self, before: GameState, after: GameState, taken: tuple[int, int] | None, factor: float) -> float:
        """Display cards that went to a discard pile slide onto it; return when the last lands."""
        lay = self.view.layout
        end = 0.0
        for loc in range(2):
            gone = [(slot, card) for slot, card in enumerate(before.displays[loc])
                    if card >= 0 and after.displays[loc][slot] != card and (loc, slot) != taken
                    and card in after.discards[loc]]
            for k, (slot, card) in enumerate(gone):
                src = lay.slots[loc][slot]
                flight = Flight(card_surface(card, src.size), pygame.Rect(src), lay.discard[loc], SWEEP * factor,
                                delay=k * SWEEP_STAGGER * factor)
                self.cards.append(_Moving(flight))
                end = max(end, flight.delay + flight.duration)
            if gone:
                pile = before.discards[loc]
                self.piles[loc] = (Tween(0.0, end), pile[-1] if pile else None)
        return end

    def _refill(self, before: GameState, after: GameState, start: float, factor: float) -> None:
        """New display cards come from the decks one by one, once the cards that left have gone."""
        lay = self.view.layout
        k = 0
        for loc in range(2):
            for slot, card in enumerate(after.displays[loc]):
                if card < 0 or card == before.displays[loc][slot]:
                    continue
                dst = lay.slots[loc][slot]
                flight = Flight(card_surface(card, dst.size), pygame.Rect(lay.deck[loc]), dst, REFILL * factor,
                                delay=start + k * REFILL_STAGGER * factor)
                self.cards.append(_Moving(flight, slot=(loc, slot)))
                k += 1

    # --- every frame -------------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        """True while something still moves."""
        return self.left() > 0

    @property
    def card_flying(self) -> bool:
        """True while the card taken is on its way to its space (the rest may still move after)."""
        return any(m.cell is not None for m in self.cards)

    def playing(self) -> tuple[int, int] | None:
        """Return who made the decision whose card still flies, and in which turn (None: no card flies): the table
        says them playing until it lands ("Your turn" while an AI's card flew, playtest 103)."""
        return self.mover if self.card_flying else None

    def left(self) -> float:
        """Seconds until every animation is over."""
        times = [m.flight.delay + m.flight.duration - m.flight.elapsed for m in self.cards]
        times += [c[0].tween.left for c in self.counts.values()]
        times += [tween.left for tween, _top in self.piles.values()]
        if self.slide is not None:
            times.append(self.slide[0].left)
        return max([0.0, *times])

    def update(self, dt: float) -> None:
        """Let ``dt`` seconds pass; forget what is over."""
        for moving in self.cards:
            moving.flight.update(dt)
        self.cards = [m for m in self.cards if not m.flight.done]
        for gold, keys in self.counts.values():
            gold.tween.update(dt)
            keys.tween.update(dt)
        self.counts = {seat: c for seat, c in self.counts.items() if not c[0].tween.done}
        for tween, _top in self.piles.values():
            tween.update(dt)
        self.piles = {loc: p for loc, p in self.piles.items() if not p[0].done}
        if self.slide is not None:
            self.slide[0].update(dt)
            if self.slide[0].done:
                self.slide = None

    def veil(self, state: GameState) -> Veil:
        """Return what the views should not draw as ``state`` has it, this frame (nothing once the
        state has moved on from the decision animated, e.g. after an undo)."""
        if len(state.actions) != self._actions or not self.busy:
            return NO_VEIL
        messenger = None
        if self.slide is not None:
            tween, (x0, y0), (x1, y1) = self.slide
            t = tween.progress()
            messenger = (round(x0 + (x1 - x0) * t), round(y0 + (y1 - y0) * t))
        return Veil(frozenset(m.slot for m in self.cards if m.slot is not None),
                    frozenset(m.cell for m in self.cards if m.cell is not None),
                    {seat: (gold.value(), keys.value()) for seat, (gold, keys) in self.counts.items()},
                    messenger, {loc: top for loc, (_tween, top) in self.piles.items()})

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the cards in flight (over the table)."""
        for moving in self.cards:
            moving.flight.draw(surface)

    def clear(self) -> None:
        """End every animation now (the state is already what they lead to)."""
        self.cards = []
        self.counts = {}
        self.slide = None
        self.piles = {}
        self._actions = -1
        self.mover = None
