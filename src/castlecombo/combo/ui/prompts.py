"""The ability prompts over the table (the discards and a card large: ``card_views.py``; the hot-seat cover:
``pass_cover.py``).

The choices a prompt offers are the engine's (``state.pending.legal``); what each gives is
found by applying it to a copy of the state, never worked out here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import pygame

from castlecombo.combo import cardtext
from castlecombo.combo.cards import Choice, DiscardFromDisplay
from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.catalog import DECK_NAMES
from castlecombo.combo.engine.state import DISCARD, NEIGHBOUR, OPTION, PURSES, GameState
from castlecombo.combo.ui.log_panel import prompt_rect
from castlecombo.combo.ui.narration import card_title
from castlecombo.combo.ui.table_suggest import SUGGEST_COLOUR, TableSuggest
from castlecombo.combo.ui.table_view import CardShown, Point, TableView
from castlecombo.i18n import N_, _, language, ngettext
from castlecombo.kit import theme
from castlecombo.kit.draw import button_lines, font, panel, text, two_line_size, wrap
from castlecombo.kit.focus import draw_ring
from castlecombo.kit.scene import Navigator, Scene

TABLE_DIM = (10, 12, 10)  # the table's overlays darken towards its felt, not black
ANSWER_PAD = 32  # an answer's words keep 16 px from its button's edges (6 px read as cramped, a playtest)
ANOTHER_CHOICE = N_("then one more choice")
NEXT_CHOICE = {NEIGHBOUR: N_("then choose a neighbour"), OPTION: N_("then choose an option"),
               PURSES: N_("then choose purses"), DISCARD: N_("then choose a card to discard")}  # say with _()


class PromptTable(Protocol):
    """What the prompts need of the live table they cover."""

    state: GameState
    view: TableView
    view_seat: int
    suggest: TableSuggest
    reason: str  # why the last attempt was refused, while it is shown
    placed: tuple[int, int] | None  # the seat that last placed a card, and its space

    def prompt_answer(self, action: int) -> None: ...

    def pass_done(self, seat: int) -> None: ...

    def go_menu(self) -> None: ...

    def open_zoom(self, card: CardShown) -> None: ...

    def resize(self, size: tuple[int, int]) -> None: ...

    def handle(self, event: pygame.event.Event) -> None: ...

    def update_motion(self, dt: float) -> None: ...

    def undo_problem(self) -> str | None: ...

    def undo(self) -> None: ...


def _gains(state: GameState, action: int, purses: bool = True) -> tuple[list[str], int, int]:
    """Return what ``action`` gives the player to move, in phrases (the gold put on purses too unless ``purses`` is
    False: the answer's own words say it), the points it adds now and the gold it puts on purses."""
    s = state
    seat = s.current
    before = s.players[seat]
    after_state = s.clone()
    after_state.apply(action)
    after = after_state.players[seat]
    parts = []
    dg = after.gold - before.gold
    dk = after.keys - before.keys
    dp = sum(after.purse) - sum(before.purse)
    if dg:
        parts.append(ngettext("{n:+d} gold", "{n:+d} gold", dg).format(n=dg))
    if dk:
        parts.append(ngettext("{n:+d} key", "{n:+d} keys", dk).format(n=dk))
    if dp and purses:
        parts.append(ngettext("{n} gold on purses", "{n} gold on purses", dp).format(n=dp))
    total = after_state.score(seat).total
    if after_state.current == seat and after_state.pending is not None and after_state.turn == s.turn:
        # TRANSLATORS: an answer leads to another decision of the same ability
        then = _(NEXT_CHOICE.get(after_state.phase, ANOTHER_CHOICE))
        best, total = _best_neighbour(after_state) if after_state.phase == NEIGHBOUR else ([], total)
        # TRANSLATORS: an answer that leads to the choice of a neighbour, and what the best one gives ("then choose a
        # neighbour: up to +3 gold"; the option said no value, and a playtest chose the worse one)
        parts.append(_("{then}: up to {gains}").format(then=then, gains=", ".join(best)) if best else then)
    # with the best neighbour's points: "up to +3 gold" said none beside "+2 keys (+2 points now)", and a player took
    # the gold for 0 points (playtest 288)
    return parts, total - s.score(seat).total, dp


def _held(state: GameState, action: int) -> int:
    """Return how much more gold and keys the player to move has after ``action`` (the gold on purses too)."""
    seat = state.current
    after = state.clone()
    after.apply(action)
    was, now = state.players[seat], after.players[seat]
    return now.gold - was.gold + now.keys - was.keys + after.score(seat).purse_gold - state.score(seat).purse_gold


def _best_neighbour(state: GameState) -> tuple[list[str], int]:
    """Return what the best neighbour to choose in ``state`` gives the player to move, in phrases (playtest 104),
    and the player's score after it."""
    seat = state.current

    def worth(action: int) -> tuple[int, int]:
        after = state.clone()
        after.apply(action)
        return after.score(seat).total, after.players[seat].gold + after.players[seat].keys

    worths = {action: worth(action) for action in state.legal_actions()}
    best = max(worths, key=worths.__getitem__)  # the first of the best, as the choices are listed
    return _gains(state, best)[0], worths[best][0]


def outcome_words(state: GameState, action: int, points: bool = True, purses: bool = True) -> str:
    """Return what ``action`` gives the player to move, in words ("+3 gold, +1 key  (+2 points now)"; without
    the points unless ``points``, without the gold put on purses unless ``purses``)."""
    parts, delta, on_purses = _gains(state, action, purses)
    if not parts and on_purses and not purses:  # the gold the answer's words said, and its points alone
        return ngettext("{n:+d} point now", "{n:+d} points now", abs(delta)).format(n=delta)
    # TRANSLATORS: what an answer gives when it gives nothing at once
    words = ", ".join(parts) if parts else _("nothing now")
    leads_on = [_(then) for then in (*NEXT_CHOICE.values(), ANOTHER_CHOICE)]
    if not points or (not delta and all(part in leads_on for part in parts)):
        # "nothing now (+0 points now)" says it twice, and "then choose a neighbour (+0 points now)" says nothing
        # the next prompt will not: both cut a long answer short
        return words
    # TRANSLATORS: an answer's gains, then the points it adds ("+3 gold  (+2 points now)")
    return ngettext("{gains}  ({n:+d} point now)", "{gains}  ({n:+d} points now)", abs(delta)).format(
        gains=words, n=delta)


def _worth(state: GameState, action: int) -> tuple[int, int, int]:
    """Return how an answer ranks among its prompt's: its points now, then the gold and keys it brings, then the
    gold it puts on purses."""
    _parts, delta, on_purses = _gains(state, action)
    return delta, _held(state, action), on_purses


def gain_tag(state: GameState, action: int) -> str:
    """Return the short words of what ``action`` gives the player to move ("+6 gold", "+2 keys", "+0")."""
    parts, _delta, _on_purses = _gains(state, action)
    return ", ".join(parts) if parts else "+0"


def _answer(label: str, outcome: str) -> str:
    # TRANSLATORS: a prompt's answer button: the answer, then what it gives ("Tower  ·  +2 gold  (+1 points now)")
    return _("{answer}  ·  {outcome}").format(answer=label, outcome=outcome)


def review_answer(label: str, outcome: str) -> str:
    """Return an answer as the review says it, with what it gave in brackets ("Prince (+6 gold)"): the button's
    "  ·  nothing now" read as a label leaked into the move (playtest 141)."""
    if outcome == _("nothing now"):
        # TRANSLATORS: the review: an answer to a card's question that gave nothing at once
        return _("{answer} (it gave nothing)").format(answer=label)
    # TRANSLATORS: the review: an answer to a card's question, then what it gave ("Prince (+6 gold)")
    return _("{answer} ({outcome})").format(answer=label, outcome=outcome)


def answer_label(s: GameState, action: int, names: Callable[[int], str], points: bool = True,
                 said: Callable[[str, str], str] = _answer) -> str:
    """Return an answer to the pending ability of ``s`` as its prompt's button says it, with what it gives
    ("Left: Aldric  ·  +2 gold", "Prince  ·  +6 gold"), joined by ``said``; ``names`` says a seat's name;
    ``points``: and the points it adds at once, as the table says them."""
    pending = s.pending
    effect = pending.effect if pending is not None else None
    if s.phase == NEIGHBOUR:
        sides = s.neighbours(s.current)
        who = sides[A.neighbour_side(action)]
        if len(set(sides)) == len(sides):  # the names alone: "Left" meant nothing around one screen (a playtest)
            return said(names(who), outcome_words(s, action, points))
        # TRANSLATORS: an answer: the neighbour on that side, then what counting them gives
        side = _("Left: {player}") if A.neighbour_side(action) == A.LEFT else _("Right: {player}")
        return said(side.format(player=names(who)), outcome_words(s, action, points))
    if s.phase == OPTION and isinstance(effect, Choice):
        chosen = effect.options[A.option_index(action)]
        option = cardtext.plain(cardtext.option_markup(chosen))
        # "+2 gold on each purse  ·  2 gold on purses" said it twice (playtests 116 and 117)
        purses = not any(e.type == "gold_on_each_purse" for e in chosen)
        parts, delta, on_purses = _gains(s, action, purses)
        if points and not parts and on_purses and not purses:  # the option's words and its points, as the other
            # answers say them ("+2 gold on each purse  ·  +3 points now" beside "+3 keys  (+3 points now)", 291)
            return ngettext("{gains}  ({n:+d} point now)", "{gains}  ({n:+d} points now)", abs(delta)).format(
                gains=option, n=delta)
        outcome = outcome_words(s, action, points, purses=purses)
        return outcome if gain_tag(s, action) == option else said(option, outcome)  # "+2 keys" said once
    if s.phase == PURSES:
        cards = " + ".join(card_title(s.players[s.current].card_at(p)) for p in A.purse_positions(action))
        return said(cards, outcome_words(s, action, points))
    if s.phase == DISCARD and isinstance(effect, DiscardFromDisplay):
        loc = DECK_NAMES.index(effect.deck)
        return said(card_title(s.displays[loc][A.discard_slot(action)]), outcome_words(s, action, points))
    return A.describe(action)


class ChoicePrompt(Scene):
    """Ask the player to move for the decision their card's ability needs."""

    transparent = True
    banners_at_top = True  # the answers fill the left column's foot: an undo's notice there hid one (playtest 301)

    def __init__(self, app: Navigator, table: PromptTable) -> None:
        super().__init__(app)
        self.table = table
        self.hover: Point | None = None
        self.selected: list[int] = []
        self.need = 1  # purses to pick
        self.loc = 0  # the location a discard is from
        self.gains: dict[int, str] = {}  # discard slot -> what discarding it gives ("+2 keys")
        # the button the keyboard is on: the first from the start, ringed, so that Enter's answer is seen (nothing
        # was marked until Down, a keyboard playtest)
        self.focus = 0
        self.followed: int | None = None  # the suggested answer the keyboard last went to
        self.build()

    def build(self) -> None:
        """Turn the engine's pending decision into a title and one button per legal answer."""
        s = self.table.state
        names = self.table.view.seat_name
        pending = s.pending
        self.phase = s.phase
        self.legal: list[int] = list(pending.legal) if pending is not None else []
        effect = pending.effect if pending is not None else None
        self.language = language()
        self.options = [(action, answer_label(s, action, names)) for action in self.legal]
        ask = ""
        if self.phase == NEIGHBOUR:
            ask = _("count which neighbour's tableau?")
        elif self.phase == OPTION and isinstance(effect, Choice):
            # TRANSLATORS: title of a prompt: choose one of the ability's options
            ask = _("choose one")
        elif self.phase == PURSES:
            self.need = len(A.purse_positions(self.legal[0])) if self.legal else 1
            # the best six of more pairs as buttons (the keys reach only those): the first six in the tableau's
            # order left out the best pair for a weak one (playtest 294); the rest are a click on the purse cards
            self.options.sort(key=lambda option: _worth(s, option[0]), reverse=True)
            ask = ngettext("fill {n} purse: an answer below, or click purse cards on your tableau",
                           "fill {n} purses: an answer below, or click purse cards on your tableau",
                           self.need).format(n=self.need)
        elif self.phase == DISCARD and isinstance(effect, DiscardFromDisplay):
            self.loc = DECK_NAMES.index(effect.deck)
            ask = (_("discard a Castle card from its row") if self.loc == 0
                   else _("discard a Village card from its row"))
            for action in self.legal:
                self.gains[A.discard_slot(action)] = gain_tag(s, action)
        # TRANSLATORS: a prompt's title: the card whose ability asks, then the question
        self.title = _("{card}: {question}").format(card=card_title(s.card), question=ask) if s.card >= 0 else ask
        # the ring starts on the answer worth most points now (the first of equals): it began on the first, and a
        # keyboard playtest's Enter took "nothing for now" over "+2 keys (+2 points now)"
        shown = [action for action, _label in self.options[:6]]
        gains = [_gains(s, action) for action in shown]
        # then the one bringing most gold and keys: "Aldric · nothing now" was ringed over "Beatrix · +3 gold", both
        # +0 points now (playtest 167)
        # then the one putting most gold on purses: the Steward's "Curé + Intendant · 6 gold" was ringed over
        # "… · 10 gold", all three +6 points now, the leftover gold filling the rest at the end (playtest 196)
        worth = [_worth(s, action) for action in shown]
        self.focus = worth.index(max(worth)) if worth else 0
        if gains and all(delta == 0 and on_purses > 0 for _parts, delta, on_purses in gains):
            # TRANSLATORS: after a prompt's title where every answer puts gold on purses for no points now (the
            # player's leftover gold would fill them at the end anyway: "why fill them for nothing?", a learner)
            self.title = _("{title} (no points now: your own gold would fill them at the end; this gold is free)"
                           ).format(title=self.title)
        self.place()

    def place(self) -> None:
        """Lay the prompt out over the log panel."""
        lay = self.table.view.layout
        sc = lay.scale
        gap = round(6 * sc)
        shown = self.options[:6]
        # a label too long for one line at nearly the full size gets buttons tall enough for two lines
        size, room = round(17 * sc), lay.log.w - 24 - ANSWER_PAD  # the buttons' width, less their padding
        long = any(font(round(size * 0.85), "bold").size(label)[0] > room for _action, label in shown)
        bh = round((52 if long else 34) * sc)
        self.title_lines = wrap(self.title, font(round(19 * sc), "bold"), lay.log.w - 24)
        head = round(12 * sc) + len(self.title_lines) * round(24 * sc) + round(6 * sc)
        # the final score a suggested answer leads to gets lines of its own under the buttons: two where one would
        # cut it ("…se você continuar jogando como…" at 1024x640, playtest 131)
        self.hinted = self.hint_line()
        self.hint_lines = self.wrapped_hint(self.hinted, round(16 * sc), lay.log.w - 24)
        if len(wrap(self.hinted, font(round(16 * sc), "bold"), lay.log.w - 24)) > 2:  # the plain figure, not
            # two lines cut mid-sentence ("…(81 secondo il suggerimento precedente: le carte", playtest 189)
            self.hint_lines = self.wrapped_hint(self.hint_line(plain=True), round(16 * sc), lay.log.w - 24)
        # two lines kept while a suggestion is found, whatever it then takes: the answers moved 18 px as it came,
        # and a tap aimed at one fell between two (playtest 187)
        h = head + len(shown) * (bh + gap) + round(8 * sc) + (2 * round(22 * sc) + round(2 * sc) if self.hint_lines
                                                               else 0)
        self.rect = prompt_rect(lay, h)  # under the log's newest lines, never over them
        self.buttons: list[tuple[pygame.Rect, int, str]] = []
        y = self.rect.y + head
        for action, label in shown:
            self.buttons.append((pygame.Rect(self.rect.x + 12, y, self.rect.w - 24, bh), action, label))
            y += bh + gap

    def resize(self, size: tuple[int, int]) -> None:
        self.table.resize(size)
        self.place()

    def update(self, dt: float) -> None:
        self.table.update_motion(dt)  # the card just taken flies on to its space under the prompt
        # the keyboard goes to a suggested answer as it comes: Enter gave the first answer while another was
        # ringed as suggested (a keyboard playtest filled the wrong purses)
        suggested = self.table.suggest.answer()
        if suggested is not None and suggested != self.followed:
            self.followed = suggested
            shown = [action for action, _label in self.options[:6]]
            if suggested not in shown and len(shown) == 6:  # a suggested pair beyond the buttons takes the last
                at = next(i for i, (action, _label) in enumerate(self.options) if action == suggested)
                self.options.insert(5, self.options.pop(at))
                self.place()
            self.focus = next((i for i, (_rect, action, _label) in enumerate(self.buttons) if action == suggested),
                              self.focus)

    def answer(self, action: int) -> None:
        """Close the prompt and hand ``action`` to the table."""
        if self.app.stack.top is self:
            self.app.stack.pop()
        self.table.prompt_answer(action)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        if event.type == pygame.KEYDOWN and self.key(event.key):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.click(event.pos):
            return
        self.table.handle(event)  # the table's own: undo, rules, menu, the log, a right-click zoom

    def key(self, key: int) -> bool:
        """Up/Down choose a button, Enter or Space answers with it, 1 to 6 answer at once; True if used."""
        n = len(self.buttons)
        if not n:
            return False
        if key in (pygame.K_UP, pygame.K_DOWN):
            step = 1 if key == pygame.K_DOWN else -1
            self.focus = (min(self.focus, n - 1) + step) % n
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if not self.table.suggest.thinking:  # else the answer being found is awaited (the line under says so)
                self.answer(self.buttons[min(self.focus, n - 1)][1])
        elif pygame.K_1 <= key < pygame.K_1 + n:
            self.answer(self.buttons[key - pygame.K_1][1])
        else:
            return False
        return True

    def click(self, pos: Point) -> bool:
        """A button, a market card to discard, or a purse card on the tableau; True if it was one."""
        for rect, action, _label in self.buttons:
            if rect.collidepoint(pos):
                self.answer(action)
                return True
        view = self.table.view
        if self.phase == DISCARD:
            for slot, rect in enumerate(view.layout.slots[self.loc]):
                if rect.collidepoint(pos) and A.discard(slot) in self.legal:
                    self.answer(A.discard(slot))
                    return True
        elif self.phase == PURSES:
            cell = view.cell_at(pos)
            if cell is None or not any(cell in A.purse_positions(a) for a in self.legal):
                return False
            if cell in self.selected:
                self.selected.remove(cell)
            else:
                self.selected = [*self.selected, cell][-self.need:]
            if len(self.selected) == self.need and A.purses(*self.selected) in self.legal:
                self.answer(A.purses(*self.selected))
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self.language != language():  # the language changed under the prompt: say it anew
            self.build()
        lay = self.table.view.layout
        sc = lay.scale
        # highlights on the table itself
        if self.phase == DISCARD:
            for action in self.legal:
                slot = A.discard_slot(action)
                rect = lay.slots[self.loc][slot]
                hover = self.hover is not None and rect.collidepoint(self.hover)
                hover = hover or self.focused() == action  # the card of the answer the keyboard is on
                # the card of the answer in hand is framed thicker, not only in another colour: gold beside green
                # read alike to a red-green colour-blind player (playtest 305)
                wide = 6 if hover else 3
                pygame.draw.rect(surface, theme.HIGHLIGHT if hover else theme.LEGAL, rect.inflate(2 * wide + 2,
                                 2 * wide + 2), width=wide, border_radius=10)
                text(surface, self.gains[slot], (rect.centerx, rect.bottom + 2), round(16 * sc), theme.GOOD,
                     "bold", anchor="midtop", max_width=rect.w + 8, fit="shrink")
        elif self.phase == PURSES:
            for pos in {p for a in self.legal for p in A.purse_positions(a)}:
                wide = 6 if pos in self.selected else 3  # thicker, as above
                colour = theme.HIGHLIGHT if pos in self.selected else theme.LEGAL
                pygame.draw.rect(surface, colour, lay.cells[pos].inflate(2 * wide, 2 * wide), width=wide,
                                 border_radius=10)
        panel(surface, self.rect, alpha=255, radius=10, edge=theme.ACCENT, width=2, fill=(34, 40, 36))
        y = self.rect.y + round(10 * sc)
        for line in self.title_lines:
            text(surface, line, (self.rect.x + 12, y), round(19 * sc), theme.ACCENT, "bold", box=self.rect)
            y += round(24 * sc)
        if self.hinted != self.hint_line():  # a suggestion came or went
            self.place()
        # one size for every answer: the largest at which the longest fits, on two lines if need be (a long
        # answer on one line shrank to far smaller words than the next prompt's, a playtest at 1920x1080)
        size = min((two_line_size(label, round(17 * sc), rect.w - ANSWER_PAD, rect.h - 6)
                    for rect, _action, label in self.buttons), default=round(17 * sc))
        for i, (rect, _action, label) in enumerate(self.buttons):
            hover = self.hover is not None and rect.collidepoint(self.hover)
            button_lines(surface, rect, label, size, hover=hover or i == self.focus, pad=ANSWER_PAD)
            if i == self.focus:
                draw_ring(surface, rect, sc)  # the keyboard's blue, as everywhere
        self.draw_suggested(surface)

    def hint_line(self, plain: bool = False) -> str:
        """Return what the lines under the answers say of Suggest: the answer found (``plain``: its final score
        alone), or one being found; or ""."""
        suggest = self.table.suggest
        if suggest.thinking:
            n = min(6, len(self.options))  # "1 to 6" with two answers (playtests 187, 189)
            # a click answers too: the keys alone read as the only way to a player using the mouse (playtest 318)
            # TRANSLATORS: under an ability's answers while Suggest finds one; Enter waits for it (a fast Enter gave
            # the first answer, not the one coming, a playtest)
            return ngettext("Looking for a good answer…  Enter waits for it; a click or 1 answers now",
                            "Looking for a good answer…  Enter waits for it; a click or 1 to {n} answers now",
                            n).format(n=n)
        if suggest.answer() in self.legal:
            # TRANSLATORS: under an ability's answers: what the ringed answer leads to ("you end with about 75 points")
            return _("Suggested: {end}").format(end=suggest.plain_end_words() if plain else suggest.end_words())
        return ""

    @staticmethod
    def wrapped_hint(words: str, size: int, width: int) -> list[str]:
        """Return ``words`` on one line where they fit ``width`` a little smaller than ``size``, else on two."""
        if not words or font(max(theme.MIN_TEXT_PX, round(size * 0.85)), "bold").size(words)[0] <= width:
            return [words] if words else []
        return wrap(words, font(size, "bold"), width)[:2]

    def draw_hint_lines(self, surface: pygame.Surface) -> None:
        """Draw the lines of :meth:`hint_line` under the answers."""
        sc = self.table.view.layout.scale
        y = self.buttons[-1][0].bottom + round(8 * sc)
        for line in self.hint_lines:
            text(surface, line, (self.rect.centerx, y), round(16 * sc), SUGGEST_COLOUR, "bold", anchor="midtop",
                 max_width=self.rect.w - 24, fit="shrink")
            y += round(22 * sc)

    def focused(self) -> int | None:
        """Return the answer of the button the keyboard is on (None with no button)."""
        return self.buttons[min(self.focus, len(self.buttons) - 1)][1] if self.buttons else None

    def draw_suggested(self, surface: pygame.Surface) -> None:
        """Ring the answer Suggest found: its button (which also says the final score expected), and the
        market card or purses it names."""
        lay = self.table.view.layout
        sc = lay.scale
        answer = self.table.suggest.answer()
        if self.buttons:
            self.draw_hint_lines(surface)
        if answer is None or answer not in self.legal:
            return
        width = max(3, round(4 * sc))
        for rect, action, _label in self.buttons:
            if action == answer:  # inside the keyboard's ring when both are on one button
                ring = rect if action == self.focused() else rect.inflate(10, 10)
                pygame.draw.rect(surface, SUGGEST_COLOUR, ring, width=width, border_radius=10)
        if self.phase == DISCARD:
            rect = lay.slots[self.loc][A.discard_slot(answer)]
            pygame.draw.rect(surface, SUGGEST_COLOUR, rect.inflate(16, 16), width=width, border_radius=12)
        elif self.phase == PURSES:
            for pos in A.purse_positions(answer):
                pygame.draw.rect(surface, SUGGEST_COLOUR, lay.cells[pos].inflate(12, 12), width=width,
                                 border_radius=12)
