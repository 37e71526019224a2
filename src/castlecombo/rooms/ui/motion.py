"""The motion of the live Castle Rooms table: the card played flies to its place, the cards drawn fly from
the pile, for every seat alike.

The engine's state changes at once; :class:`RoomsMotion` keeps the state before the play and the card's
flight, from the hand (or from where a dragged card was let go) to the end of a line, the space of a new
line or the discard pile. While the card is in the air the table draws the state before the play with
that card's place kept empty; once it lands the state after is drawn. At the end of a turn the next
player's cards come from the pile one by one, face down (a hand is secret), their places in the hand
shown kept empty until they arrive. A new decision first ends the motion of the last one, and at the
animation speed "off" (a factor of 0) nothing flies.
"""

from __future__ import annotations

import pygame

from castlecombo.kit.anim import Flight
from castlecombo.rooms.engine import actions as A
from castlecombo.rooms.engine.deck import DRAGON, KNIGHT
from castlecombo.rooms.engine.state import GameState
from castlecombo.rooms.ui import moves
from castlecombo.rooms.ui.art import back_surface, card_surface
from castlecombo.rooms.ui.view import RoomsView

# seconds at the "normal" speed (times the speed factor)
FLIGHT = 0.4  # a card from the hand to its place
SETTLE = 0.15  # a card let go over its place, into it
DRAW = 0.35  # a card from the pile to the hand
DRAW_STAGGER = 0.12
STRUCK = 0.25  # a knight on its dragon, before both go to the discard pile


class RoomsMotion:
    """The flight of the card of the last play (none once it has landed)."""

    def __init__(self, view: RoomsView) -> None:
        self.view = view
        self.flight: Flight | None = None
        self.before: GameState | None = None  # the state drawn while the card flies
        self.hidden: tuple[int, moves.Target] | None = None  # the place it lands on, kept empty meanwhile
        self.hand_index: int | None = None  # its place in the hand shown, kept empty meanwhile
        self.draws: list[tuple[Flight, int | None]] = []  # cards drawn in the air, each with its place in the hand
        self._actions = -1  # how many actions the state had once the play was made

    def changed(self, before: GameState, action: int, after: GameState, view_seat: int, factor: float,
                source: pygame.Rect | None = None) -> float:
        """Fly the card of ``action`` (turning ``before`` into ``after``, as ``view_seat`` sees the table) at
        ``factor`` times the normal duration (0: not at all); ``source`` is where a dragged card was let go.
        Return in how many seconds it lands (0 when nothing flies)."""
        self.clear()
        d = A.decode(action)
        if factor <= 0:
            return 0.0
        if d.kind == "end":
            self._draw(before, after, view_seat, factor)
            return 0.0
        seat = before.current
        self.view.arrange(before, view_seat)
        target = moves.target_of(before, action)
        dst = self.view.target_rect(before, target)
        index = before.hand_cards(seat).index(d.card)
        src = pygame.Rect(source) if source is not None else self.view.hand_rect(seat, index, view_seat)
        if d.kind == "new":
            orientation = d.orientation
        elif d.kind == "add":
            orientation = before.lines[seat][d.line].orientation
        else:
            orientation = 0
        duration = (SETTLE if source is not None else FLIGHT) * factor
        self.flight = Flight(card_surface(d.card, dst.size, orientation), src, pygame.Rect(dst), duration)
        if d.kind == "knight":  # struck: once the knight is on it, the dragon and the knight go to the discard pile
            pile = pygame.Rect(self.view.layout.discard)
            for k, card in enumerate((DRAGON, KNIGHT)):  # the knight over the dragon, which leaves first
                img = card_surface(card, dst.size)
                wait = (STRUCK + k * DRAW_STAGGER) * factor
                self.draws.append((Flight(img, pygame.Rect(dst), pygame.Rect(dst), wait, delay=duration), None))
                self.draws.append((Flight(img, pygame.Rect(dst), pile, FLIGHT * factor, delay=duration + wait), None))
        self.before = before
        # a knight flies onto the dragon, which stays in sight until it is struck
        self.hidden = None if d.kind == "knight" else (target.seat, target)
        self.hand_index = index if seat == view_seat else None
        self._actions = len(after.actions)
        return duration

    def _draw(self, before: GameState, after: GameState, view_seat: int, factor: float) -> None:
        """The cards the next player drew come from the pile one by one, face down."""
        seat = after.current
        if after.is_over or not after.drawn:
            return
        layout = self.view.arrange(after, view_seat)
        cards = after.hand_cards(seat)
        new = [t for t, (b, a) in enumerate(zip(before.hands[seat], after.hands[seat])) for _ in range(a - b)]
        for k, card in enumerate(new):
            index = cards.index(card) + new[:k].count(card)  # the k-th card drawn, among its equals
            dst = self.view.hand_rect(seat, index, view_seat)
            flight = Flight(back_surface(dst.size), pygame.Rect(layout.pile), dst, DRAW * factor,
                            delay=k * DRAW_STAGGER * factor)
            self.draws.append((flight, index if seat == view_seat else None))

    @property
    def busy(self) -> bool:
        """True while a card is in the air (played or drawn)."""
        return self.flight is not None or bool(self.draws)

    @property
    def card_flying(self) -> bool:
        """True while the card played is on its way to its place (cards drawn may still be in the air after)."""
        return self.flight is not None

    def hand_gaps(self, state: GameState) -> frozenset[int]:
        """Return the places of the hand shown (of ``shown(state)``) kept empty this frame: cards in the air."""
        gaps = {index for flight, index in self.draws if index is not None}
        if self.hand_index is not None and self.shown(state) is not state:
            gaps.add(self.hand_index)
        return frozenset(gaps)

    def card_under(self, state: GameState, seat: int, at: int | None) -> int | None:
        """Return the place in ``seat``'s hand as it is now of the card drawn at place ``at`` while the last play
        flies (the hand drawn then keeps its place empty: a click there chose the card beside it once the hand
        closed up)."""
        shown, gaps = self.shown(state), self.hand_gaps(state)
        cards = shown.hand_cards(seat)
        if at is None or at in gaps or at >= len(cards):
            return None
        nth = sum(1 for i in range(at) if cards[i] == cards[at] and i not in gaps)
        now = [i for i, card in enumerate(state.hand_cards(seat)) if card == cards[at]]
        return now[nth] if nth < len(now) else None

    def shown(self, state: GameState) -> GameState:
        """Return the state to draw this frame: the one before the play while its card flies, else ``state``
        (also once ``state`` has moved on from the play animated, e.g. after an undo)."""
        if self.before is not None and len(state.actions) == self._actions:
            return self.before
        return state

    def update(self, dt: float) -> None:
        """Let ``dt`` seconds pass; forget the flight once the card has landed."""
        if self.flight is not None:
            self.flight.update(dt)
            if self.flight.done:
                self._landed()
        for flight, _index in self.draws:
            flight.update(dt)
        self.draws = [(flight, index) for flight, index in self.draws if not flight.done]

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the card in the air (over the table)."""
        if self.flight is not None:
            self.flight.draw(surface)
        for flight, _index in self.draws:
            flight.draw(surface)

    def clear(self) -> None:
        """Land every card now (the state is already the one they lead to)."""
        self._landed()
        self.draws = []

    def _landed(self) -> None:
        """The card played is in its place."""
        self.flight = None
        self.before = None
        self.hidden = None
        self.hand_index = None
        self._actions = -1


__all__ = ["DRAW", "DRAW_STAGGER", "FLIGHT", "SETTLE", "STRUCK", "RoomsMotion"]
