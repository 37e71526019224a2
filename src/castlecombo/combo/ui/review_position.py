"""One turn of a review on the table's drawing: the position the seat played from, with the move
played and the best move the AI found marked in two colours (and words), and a legend."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator

import pygame

from castlecombo.combo.ai.review import Review, TurnReview, is_answer
from castlecombo.combo.cards import DiscardFromDisplay
from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.catalog import DECK_NAMES
from castlecombo.combo.engine.state import GameState
from castlecombo.combo.ui import market_view, seats_view
from castlecombo.combo.ui.host import TableHost
from castlecombo.combo.ui.review_frame import Pair, caption_room, draw_final_frame, tag_chip
from castlecombo.combo.ui.review_legend import LegendWords, draw_legend
from castlecombo.combo.ui.review_turning import Turning, card_taken, take_of
from castlecombo.combo.ui.review_words import (
    costly_keys,
)
from castlecombo.combo.ui.table_layout import TableLayout
from castlecombo.combo.ui.table_view import Marks, TableView
from castlecombo.i18n import _, decimal, ngettext, pgettext
from castlecombo.kit import screen_keys, theme
from castlecombo.kit.draw import Colour, button_frame, text
from castlecombo.kit.glyphs import arrow_step, draw_arrows
from castlecombo.kit.scene import Scene

PLAYED = (96, 176, 255)  # blue: the move played
BEST = (120, 222, 120)  # green: the best move found (with blue, told apart by most colour-blind eyes too)


# the keys that open the costliest turns, in the list and on the table
COSTLY_KEYS = {pygame.K_1: 1, pygame.K_2: 2, pygame.K_3: 3, pygame.K_KP1: 1, pygame.K_KP2: 2, pygame.K_KP3: 3}

class ReviewPositionScene(Scene):
    """A reviewed turn on the table: ← → another turn, Esc back to the list."""

    keys_help = screen_keys.REVIEW_TABLE
    settings_key = True

    app: TableHost

    def __init__(self, app: TableHost, turning: Turning, review: Review, k: int,
                 follow: Callable[[int], None] | None = None) -> None:
        """Show turn ``k`` of ``review``; ``follow(k)`` hears of every turn shown (the list selects it)."""
        super().__init__(app)
        self.turning = turning
        self.review = review
        self.follow = follow
        self.view = TableView(turning.seats, self.app.size)
        self.k = 0
        self.hover: tuple[int, int] | None = None
        self.chips: list[pygame.Rect] = []  # the marks' chips drawn so far this frame
        self.avoid: list[pygame.Rect] = []  # words the chips keep off: the market rows' names
        self._warm: Iterator[None] | None = None
        self.resize(self.app.size)
        self.show(k)

    @property
    def turn(self) -> TurnReview:
        """Return the turn shown."""
        return self.review.turns[self.k]

    @property
    def state(self) -> GameState:
        """Return the position the turn shown was played from."""
        return self.turning.before(self.turn.index)

    def show(self, k: int) -> None:
        """Show turn ``k`` (clamped)."""
        self.k = max(0, min(len(self.review.turns) - 1, k))
        self._warm = self.view.warm(self.state)
        if self.follow is not None:
            self.follow(self.k)

    def rank(self) -> int | None:
        """Return 1, 2 or 3 if the turn shown is one of the three costliest, else None."""
        return self.review.rank(self.turn)

    # --- scene hooks ---------------------------------------------------------------------------

    def enter(self) -> None:
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        self.view.resize(size)
        self.view.field_reserve = caption_room(self.view.layout.scale)  # the zoomed field left it no room
        self._warm = self.view.warm(self.state)
        legend_room(self.view, help_line(self.review))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.app.stack.pop()
            elif event.key in (pygame.K_LEFT, pygame.K_UP, pygame.K_PAGEUP):
                self.show(self.k - 1)
            elif event.key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_PAGEDOWN):
                self.show(self.k + 1)
            elif event.key in COSTLY_KEYS and (k := self.review.costly_position(COSTLY_KEYS[event.key])) is not None:
                self.show(k)
        elif event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            self.view.hover.move(event.pos)
        elif event.type == pygame.MOUSEWHEEL:
            self.show(self.k - event.y)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.view.layout.menu.collidepoint(
                event.pos):
            self.app.stack.pop()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            # for a mouse alone: ← → said it to the keyboard only (a playtest), and 1 2 3 (playtest 327 went back
            # to the list for each costly moment)
            costly = next((rank for rank, rect in self.costly_buttons() if rect.collidepoint(event.pos)), None)
            if costly is not None and (k := self.review.costly_position(costly)) is not None:
                self.show(k)
            else:
                self.show(self.k + arrow_step(self.turn_buttons(), event.pos))

    def update(self, dt: float) -> None:
        end = time.perf_counter() + 0.003
        while self._warm is not None and time.perf_counter() < end:
            if next(self._warm, StopIteration) is StopIteration:
                self._warm = None
        pos = self.view.hover.pos
        self.view.hover.update(dt, self.view.card_at(pos, self.state, self.review.seat) if pos else None)

    def turn_buttons(self) -> tuple[pygame.Rect, pygame.Rect]:
        """Return where the buttons to the turn before and the turn after are, left of Back."""
        menu = self.view.layout.menu
        gap = round(8 * self.view.layout.scale)
        later = pygame.Rect(menu.x - gap - menu.h, menu.y, menu.h, menu.h)
        return later.move(-gap - menu.h, 0), later

    def costly_buttons(self) -> list[tuple[int, pygame.Rect]]:
        """Return the buttons to the costliest moments (rank 1 to 3, as many as there are), left of ‹ ›."""
        return costly_buttons(self.turn_buttons()[0], len(self.review.costliest(3)), self.view.layout.scale)

    # --- drawing -------------------------------------------------------------------------------

    def top_words(self) -> str:
        """Return the words of the top bar: the turn shown and whether it is one of the costliest."""
        t = self.turn
        rank = self.rank()
        count = len(self.review.costliest(3))  # fewer than three turns may have cost anything
        turns = len(self.review.turns)  # said with every turn (it went missing beside a rank, playtest 121)
        if rank is not None and count == 1:
            return _("Review  ·  Turn {turn} of {turns}  ·  the costliest moment").format(turn=t.turn, turns=turns)
        if rank is not None and count == 2:
            return _("Review  ·  Turn {turn} of {turns}  ·  costliest moment {rank} of 2").format(
                turn=t.turn, turns=turns, rank=rank)
        if rank is not None:
            return _("Review  ·  Turn {turn} of {turns}  ·  costliest moment {rank} of 3").format(
                turn=t.turn, turns=turns, rank=rank)
        return _("Review  ·  Turn {turn} of {turns}").format(turn=t.turn, turns=turns)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.state
        view = self.view
        seat = self.review.seat
        marks = Marks(seat, seat, hover=self.hover)
        surface.fill(theme.BACKGROUND)
        # TRANSLATORS: button back to the review's list; Esc is its key in every language
        arrows, costly = self.turn_buttons(), self.costly_buttons()
        view.draw_top(surface, self.top_words(), seat, pgettext("button", "Back (Esc)"), self.hover, live=False,
                      beside=(*arrows, *(rect for _rank, rect in costly)))
        draw_arrows(surface, arrows, self.hover, (self.k > 0, self.k < len(self.review.turns) - 1))
        draw_costly_buttons(surface, costly, self.rank(), self.hover)
        market_view.draw_market(surface, view, s, marks)
        # greyed: nothing is played here, and keys drawn as buttons were clicked in vain (a playtest)
        market_view.draw_keys(surface, view, s, (False, False), help_line(self.review), None)
        # an answer to a card's ability is judged with the card already placed (a playtest read "before the move")
        if is_answer(self.turn.played):
            title = _("{tableau}  ·  before the answer")
        elif self.turning.after_key(self.turn.index):  # the key is spent on the table shown (a playtest read
            # "before the move" over a Messenger already moved, with the move naming the key)
            title = _("{tableau}  ·  after the key, before the take")
        else:
            title = _("{tableau}  ·  before the move")
        title = title.format(tableau=view.tableau_title(seat))
        view.draw_field(surface, s, marks, title)
        t = self.turn
        then = self.turning.then
        takes = [take_of(a, then(t.index, a, seat)) for a in (t.played, t.best) if not is_answer(a)]
        marked = [view.layout.cells[A.take_parts(a).position] for a in takes if a is not None]
        draw_final_frame(surface, view.layout, self.turning.final.players[self.review.seat], marked)
        seats_view.draw_seats(surface, view, s, marks, self.seat_status)
        self.chips, self.avoid = [], market_view.row_label_rects(view.layout, s, marks)
        if is_answer(t.played):  # an answer to the card's ability (its card is placed): the legend says both
            mark_discards(surface, self.view.layout, s, t, self._tag)
        elif t.best == t.played:
            # TRANSLATORS: the mark of a move that was played and is the best the AI found
            self.mark(surface, t.played, BEST, pgettext("review mark", "played, the best"), "left", alone=True,
                      then=then(t.index, t.played, seat))
        else:
            best_then, played_then = then(t.index, t.best, seat), then(t.index, t.played, seat)
            takes = [take_of(t.best, best_then), take_of(t.played, played_then)]
            inside = len({A.take_parts(a).position for a in takes if a is not None}) == 1  # one space for both
            cards = {card_taken(s, a, follow) for a, follow in ((t.best, best_then), (t.played, played_then))}
            shared = len(cards) == 1 and None not in cards  # both take one card (its other face, or elsewhere)
            pair = (pgettext("review mark", "best"), pgettext("review mark", "played"))
            self.mark(surface, t.best, BEST, pair[0], "left", ring=True, then=best_then,
                      inside="in-top" if inside else "", card_edge="shared" if shared else "bottom", pair=pair)
            self.mark(surface, t.played, PLAYED, pair[1], "right", then=played_then,
                      inside="in-bottom" if inside else "", card_edge="shared" if shared else "bottom", pair=pair)
        self.draw_legend(surface)
        if self.app.stack.top is self:
            view.hover.draw(surface, view.layout.scale, top=view.layout.top.bottom + 4)

    def seat_status(self, seat: int, playing: bool) -> str:
        """Return the words beside a seat's mini tableau: the seat reviewed is to play."""
        # TRANSLATORS: beside the mini tableau of the seat whose turn the review shows
        return pgettext("review", "to play") if playing else ""

    def mark(self, surface: pygame.Surface, action: int, colour: Colour, tag: str, side: str,
             ring: bool = False, alone: bool = False, then: tuple[GameState, int] | None = None,
             inside: str = "", card_edge: str = "bottom", pair: tuple[str, str] | None = None) -> None:
        """Outline what ``action`` uses (a key button, or a display card and a space) in ``colour``, with
        ``tag`` on a chip at the ``side`` corner (``_tag`` moves it off a chip drawn already); ``ring``: a
        wider outline (the other move may mark the same place inside it); ``alone``: no other mark, the
        chip may take the whole width (else a space's chip goes inside it); ``then``: after a key, the
        position and the take that followed (its space marked too, and its card if it shows in this
        position); ``inside``: "in-top" or "in-bottom", the end of the space its chip takes (the other
        move marks it too); ``card_edge``: "shared" when the other move takes the same display card (the
        chips then sit side by side on its edge, not on this move's wider ring; ``pair``: then, both chips' words)."""
        lay = self.view.layout
        sc = lay.scale
        grow = round((14 if ring else 5) * sc)
        width = max(3, round(4 * sc))
        places: list[tuple[pygame.Rect, str, bool]] = []
        if not A.is_take(action):  # above the key button (under it is the help line)
            places.append((lay.key_move if action == A.KEY_MOVE else lay.key_refresh, "top", True))
        take = take_of(action, then)
        if take is not None:
            slot, _face_down, position = A.take_parts(take)
            cell = lay.cells[position]
            tint = pygame.Surface(cell.size, pygame.SRCALPHA)
            tint.fill((*colour, 60))
            surface.blit(tint, cell)
            # a chip under a bottom-row space would sit on the centre panel's frame: above it then
            low = cell.bottom + grow // 2 + round(14 * sc) > lay.centre.bottom
            if action != A.KEY_REFRESH:  # a refresh's card was not on show before it
                shown = then[0].messenger if then is not None else self.state.messenger
                places.append((lay.slots[shown][slot], card_edge, False))
            places.append((cell, "top" if low else "bottom", False))
        for rect, edge, key in places:
            ringed = self.ring(rect, grow, key=key)
            if edge != "shared" or ring:  # a card both take: the wider ring alone, its chip and this one say both
                pygame.draw.rect(surface, (12, 14, 12), ringed.inflate(4, 4), width=2, border_radius=12)
                pygame.draw.rect(surface, colour, ringed, width=width, border_radius=12)
            if rect in lay.cells:  # inside the space (empty then): it covers no card around it (a playtest: on its
                # edge "played, the best" covered the top of the card below)
                self._tag(surface, rect, tag, colour, side, inside or "in-bottom", alone)
            elif edge == "shared":  # a card both moves take: the chips side by side on its own lower edge
                row = next(r for r in lay.slots if rect in r)
                self._tag(surface, rect, tag, colour, side, "bottom", alone,
                          Pair(pair, row[0].union(row[-1]).inflate(row[1].left - row[0].right, 0))
                          if pair is not None else None)
            else:
                self._tag(surface, ringed, tag, colour, side, edge, alone or not key)  # a card's own: its width

    def ring(self, rect: pygame.Rect, grow: int, key: bool) -> pygame.Rect:
        """Return the ring drawn around ``rect`` (a card, a space or, with ``key``, a key button: ringed close
        above and below, where the help line is)."""
        return rect.inflate(grow, max(4, round(6 * self.view.layout.scale)) if key else grow)

    def _tag(self, surface: pygame.Surface, rect: pygame.Rect, words: str, colour: Colour, side: str,
             edge: str, alone: bool, pair: Pair | None = None) -> None:
        """A chip with ``words`` on the ``edge`` of ``rect`` at its ``side`` end, clear of the chips drawn already."""
        tag_chip(surface, rect, words, colour, side, edge, alone, self.view.layout.scale, self.chips, pair, self.avoid)

    def draw_legend(self, surface: pygame.Surface) -> None:
        """Draw in the log's place: the turn's cost, what each colour marks, the scores expected."""
        draw_legend(surface, self.view.layout.log, self.view.layout.scale, self.legend_words())

    def legend_words(self) -> LegendWords:
        """Return what the legend says of the turn shown."""
        t = self.turn
        seat = self.review.seat
        loss = t.expected_loss
        if t.best == t.played:
            head, colour = _("The move played was the best the AI found."), theme.GOOD
        elif loss < 0.05:  # Suggest may have shown that other move: it is named, not called a mistake
            # TRANSLATORS: the review of one turn: the AI prefers another move, but not by more than the luck of
            # its simulations
            head, colour = _("As good as the AI's choice: it prefers another move, by no clear margin."), theme.GOOD
        else:
            n = round(loss, 1)
            # TRANSLATORS: the review of one turn: what the move played cost at the end, as the AI reckons it
            head = ngettext("By the AI's reckoning, this move cost about {n} point.",
                            "By the AI's reckoning, this move cost about {n} points.",
                            1 if n == 1 else 2).format(  # a decimal other than 1 takes the plural
                n=decimal(n, 0 if n == round(n) else 1))  # "about 11 points", not "11.0" (playtest 196)
            colour = theme.BAD if self.rank() is not None else theme.TEXT
        turning = self.turning
        after_key = turning.after_key(t.index)  # the title says the key is spent: the rows name the takes alone
        beside = turning.best_beside(t.index, t.best, seat)
        played = turning.take_words(t.index, t.played, seat, beside=beside) if after_key \
            else turning.played_words(t.index, seat, t.best)
        best = (turning.take_words(t.index, t.best, seat, True) if after_key
                else turning.best_words(t.index, t.best, seat))
        rows = ([(BEST, _("Played, the best move found: {move}").format(move=played))] if t.best == t.played else
                [(PLAYED, _("Played: {move}").format(move=played)),
                 (BEST, (_("The AI's choice: {move}") if loss < 0.05 else _("Best found: {move}")).format(move=best))])
        # TRANSLATORS: the review's estimate is made from the turn's position, the rest of the game played
        # as the AI plays: it differs from the score the player actually reached
        # the two scores shown differ by the loss shown: "6.2" over 64.1 and 70.2 read as a sum gone wrong (a
        # playtest); the score after the move played is the one moved, by 0.05 at most
        played_shown = round(t.best_value, 1) - round(t.expected_loss, 1)
        if t.best == t.played or t.as_good:
            scores = _("From this position, with the rest played the AI's way, the final score comes to about "
                       "{score} on average.").format(score=decimal(t.played_value))
        else:
            scores = _("From this position, with the rest played the AI's way, the final score comes to about "
                       "{played} after the move played and {best} after the best move found, on average."
                       ).format(played=decimal(played_shown), best=decimal(t.best_value))
        # TRANSLATORS: the short form of the review's estimate of the final score, when room is short
        short = (_("Final score expected: about {score}.").format(score=decimal(t.played_value))
                 if t.best == t.played or t.as_good else
                 _("Final score expected: about {played} after the move played, {best} after the best."
                   ).format(played=decimal(played_shown), best=decimal(t.best_value)))
        nows = []
        for why in (True, False):
            if t.best == t.played:
                # TRANSLATORS: the review's legend: what the move brought at once ("+3 points, -2 gold")
                nows.append(_("At once: {gains}.").format(gains=turning.gains(t.index, t.played, seat, why)))
            else:
                # TRANSLATORS: the review's legend: what each move brought at once, before the final scores expected
                # (a playtest wanted to see why the AI's move was better)
                nows.append(_("At once: the move played {played}; the best found {best}.").format(
                    played=turning.gains(t.index, t.played, seat, why), best=turning.gains(t.index, t.best, seat, why)))
        return LegendWords(head, colour, tuple(rows), scores, short, *nows)


Tagger = Callable[[pygame.Surface, pygame.Rect, str, Colour, str, str, bool], None]


def mark_discards(surface: pygame.Surface, lay: TableLayout, s: GameState, t: TurnReview, tag: Tagger) -> None:
    """Outline the display cards a discarding answer of ``t`` played and the best one would discard, each with
    its chip (``tag``)."""
    effect = s.pending.effect if s.pending is not None else None
    if not isinstance(effect, DiscardFromDisplay):
        return
    row = lay.slots[DECK_NAMES.index(effect.deck)]
    sc = lay.scale
    marks = [(t.best, BEST, pgettext("review mark", "best"), "left", 14),
             (t.played, PLAYED, pgettext("review mark", "played"), "right", 5)]
    for action, colour, words, side, grow in marks:
        ringed = row[A.discard_slot(action)].inflate(round(grow * sc), round(grow * sc))
        pygame.draw.rect(surface, (12, 14, 12), ringed.inflate(4, 4), width=2, border_radius=12)
        pygame.draw.rect(surface, colour, ringed, width=max(3, round(4 * sc)), border_radius=12)
        tag(surface, ringed, words, colour, side, "bottom", False)


def help_line(review: Review) -> str:
    """Return the keys' line under the market of the review's table."""
    keys = costly_keys(review)
    # TRANSLATORS: {keys} is "1", "1 2" or "1 2 3": the keys that open the costliest turns
    return (_("← → another turn  ·  {keys}: the costliest  ·  Esc: back to the list").format(keys=keys)
            if keys else _("← → another turn  ·  Esc: back to the list"))


def legend_room(view: TableView, help_line: str) -> None:
    """Give the legend, in the log's place, the market's foot under its line of keys ``help_line`` (nothing is
    played here): at 150 % its words were 12 to 15 px (playtest 323)."""
    lay = view.layout
    foot = lay.hint[1] + market_view.hint_height(view, help_line) + 4 + round(8 * lay.scale)
    spare = max(0, lay.market.bottom - foot)
    lay.market.height -= spare
    lay.log.top -= spare
    lay.log.height += spare


def costly_buttons(earlier: pygame.Rect, count: int, scale: float) -> list[tuple[int, pygame.Rect]]:
    """Return the buttons to the ``count`` costliest moments (rank 1 to 3 at most) left of the ‹ button
    ``earlier``."""
    gap = round(8 * scale)
    count = min(count, 3)
    side, small = earlier.h, gap // 2
    return [(rank, pygame.Rect(earlier.x - gap - (count - rank + 1) * side - (count - rank) * small, earlier.y,
                               side, side)) for rank in range(1, count + 1)]


def draw_costly_buttons(surface: pygame.Surface, buttons: list[tuple[int, pygame.Rect]], shown: int | None,
                        hover: tuple[int, int] | None) -> None:
    """Draw the buttons to the costliest moments, the one ``shown`` filled."""
    for rank, rect in buttons:
        colour = button_frame(surface, rect, hover=hover is not None and rect.collidepoint(hover), lit=rank == shown)
        text(surface, str(rank), rect.center, round(rect.h * 0.6), colour, "bold", anchor="center")
