"""The Castle Rooms table's input: pointer and keys turned into engine actions.

A card of the hand goes to the table by dragging it onto a lit target, by clicking it then a
lit target, or with the keyboard (←/→ choose a card, ↑/↓ or Tab a target, Enter plays it).
R or a right-click turns a room where a new line's orientation is free; E ends the turn, Z (or U)
undoes a play of this turn, F1 shows the rules, Esc lets go of the card (or goes to the menu). The
lit targets and the words for a refusal come from the engine (``moves``). Positions are read from
``event.pos`` only, so posted events drive it in tests.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import pygame

from castlecombo.i18n import _
from castlecombo.kit.scene import Navigator, second_click
from castlecombo.rooms.engine import actions as A
from castlecombo.rooms.engine.deck import DOWN
from castlecombo.rooms.engine.state import GameState
from castlecombo.rooms.ui import key_order, moves
from castlecombo.rooms.ui.aiming import covered_lit, lines_at, magnifier_at, nearest_lit
from castlecombo.rooms.ui.hand_ways import kept_turned, lays_down, one_way_of, why_not_turned
from castlecombo.rooms.ui.live_words import aimed_words, nowhere
from castlecombo.rooms.ui.marks import Drag, Point
from castlecombo.rooms.ui.moves import Target
from castlecombo.rooms.ui.view import RoomsView, drag_rect, ending_button

DRAG_THRESHOLD = 5  # pixels the pointer moves before a press on a card becomes a drag


class InputTable(Protocol):
    """What the input needs of the live table."""

    state: GameState
    view: RoomsView
    view_seat: int
    reason: str  # why the last attempt was refused ("" once the player moves on)

    def human_can_play(self) -> bool: ...

    def shown(self) -> GameState: ...

    @property
    def app(self) -> Navigator: ...

    def decide(self, action: int) -> bool: ...

    def show_reason(self, words: str) -> None: ...

    def end_turn(self) -> None: ...

    def undo(self) -> None: ...

    def go_menu(self) -> None: ...

    def show_rules(self) -> None: ...

    def show_settings(self) -> None: ...

    def show_shortcuts(self) -> None: ...

    def show_lines(self, seat: int) -> None: ...

    def show_log(self) -> None: ...

    def ask_suggestion(self) -> None: ...

    def suggests_ending(self) -> bool: ...

    def put_away_suggestion(self) -> bool: ...


def key_start(inp: TableInput) -> None:
    """Choose the first card that can be played, as → would, where the person plays by the keys and none is chosen
    (playtest 209: no card was ringed at each turn's start and after each card played, as Castle Combo's is)."""
    t = inp.table
    if t.app.keys_lead and inp.selected is None and t.human_can_play() and not t.suggests_ending():
        # (not over a suggested end of the turn: Enter ends it, as said, rather than ring a card's place)
        inp.selected = next(iter(moves.playable(t.state, inp.hand(), inp.is_turned)), None)


def say_missed(table: InputTable, cards: list[int], index: int, turned: bool) -> None:
    """Say why hand card ``index`` (of ``cards``, ``turned`` or not), dropped on a panel, went nowhere."""
    if 0 <= index < len(cards):
        card = cards[index]
        table.show_reason(moves.missed(card, moves.targets(table.state, card, int(turned))))


def seat_names(view: RoomsView) -> list[str]:
    """Return the seats' names as the table shows them."""
    return [view.seat_name(seat) for seat in range(view.n)]


class TableInput:
    """Choosing, turning, dragging and dropping cards of the hand; the table's buttons and keys."""

    def __init__(self, table: InputTable) -> None:
        self.table = table
        self.selected: int | None = None
        self.turned: list[bool] = []
        self.press: tuple[int, Point] | None = None  # (hand index, where) of a left press on a card
        self.down: Point | None = None  # where the last left press was, on a card or not
        self.drag: Drag | None = None
        self.over: Target | None = None  # under the pointer, or picked by the keyboard
        self.hover: Point | None = None
        self.dropped = False  # True while the card let go is played (it settles from where it was let go)
        self.keyed = False  # ``over`` was picked by the keyboard (Esc lets go of it alone, not of the card)
        self.end_asked: Target | int | None = None  # E over this ringed place or card chosen: the next E ends
        self.suggested: int | None = None  # the hand card Suggest chose for its next play
        self.resume: int | None = None  # the card Esc let go of: the next Left/Right comes back to it
        self.advice: pygame.Rect | None = None  # where Suggest's words are drawn (a click there plays them)

    def reset(self, played: tuple[list[int], int] | None = None) -> None:
        """Let go of the chosen card (the hand changed). ``played``: the hand shown before a card of a kind left it,
        and that kind: the other cards keep the way they were turned (playtest 97)."""
        self.turned = kept_turned(self.table.state, self.hand(), self.turned, played, self.selected) if played else []
        self.selected = self.suggested = self.press = self.drag = self.over = self.resume = None
        self.keyed, self.end_asked = False, None

    # --- what the chosen card may do ------------------------------------------------------------

    def hand(self) -> list[int]:
        """Return the cards of the hand shown."""
        return self.table.state.hand_cards(self.table.view_seat)

    def is_turned(self, index: int) -> bool:
        """True if hand card ``index`` was turned helmet down."""
        return index < len(self.turned) and self.turned[index]

    def shown_turned(self, index: int) -> bool:
        """True if hand card ``index`` shows helmet down (see :func:`shown_turned`)."""
        return shown_turned(self, index)

    def chosen(self) -> tuple[int, int] | None:
        """Return (hand index, card) of the card being dragged or chosen."""
        index = self.drag.index if self.drag is not None else self.selected
        cards = self.hand()
        if index is None or not 0 <= index < len(cards) or not self.table.human_can_play():
            return None
        return index, cards[index]

    def lit(self) -> dict[Target, int]:
        """Return the lit targets of the chosen card with their engine actions (empty without one)."""
        chosen = self.chosen()
        if chosen is None:
            return {}
        index, card = chosen
        return moves.targets(self.table.state, card, int(self.is_turned(index)))

    def new_orientation(self, lit: dict[Target, int]) -> int:
        """Return the orientation a new line of the chosen card would take."""
        action = lit.get(moves.new_line(self.table.state.current))
        if action is not None:
            return A.decode(action).orientation
        chosen = self.chosen()
        return int(self.is_turned(chosen[0])) if chosen is not None else 0

    # --- events ---------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        """React to one event."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        if self.table.view.log_view.handle(event, self.hover):
            return
        if event.type == pygame.KEYDOWN and (getattr(event, "unicode", "") == "?" or (
                event.key == pygame.K_SLASH and getattr(event, "mod", 0) & pygame.KMOD_SHIFT)):
            self.table.show_shortcuts()
            return
        if event.type == pygame.KEYDOWN:
            self.key(event.key, event.mod)
        elif event.type == pygame.MOUSEMOTION:
            self.motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 1:
                self.left_down(event.pos)
            elif event.button == 3:
                self.right_down(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.left_up(event.pos, second_click(event))

    def motion(self, pos: Point) -> None:
        """The pointer moved: follow it with the dragged card and find the target under it."""
        self.hover = pos
        t = self.table
        if self.press is not None and self.drag is None:
            index, start = self.press
            if abs(pos[0] - start[0]) + abs(pos[1] - start[1]) > DRAG_THRESHOLD:
                rect = t.view.layout.hand[index]
                self.drag = Drag(index, self.hand()[index], start, pos, (start[0] - rect.x, start[1] - rect.y), True)
                self.selected = index
        if self.drag is not None:
            self.drag.pos = pos
        if self.drag is not None or self.selected is not None:
            aimed = self.aimed(pos, self.drag)
            if aimed is not None or self.drag is not None or not self.keyed:  # a place the keys or Suggest rang
                self.over, self.keyed = aimed, False  # stays till the pointer finds another: off it, Suggest's
                # words went away and a click on them rang another place (playtest 280)

    def aimed(self, pos: Point, drag: Drag | None) -> Target | None:
        """Return the pointer's target, else the lit space the ``drag``ged card covers, else a dragon's nearest line."""
        t = self.table
        target = t.view.target_at(pos, t.state, t.state.current)
        if target is None and drag is not None:
            target = covered_lit(t.view, t.state, self.lit(), drag_rect(t.view.layout, drag))
        if target is None and magnifier_at(t.view.layout, pos) is None:  # a dragon over a rival's panel: the line it
            target = nearest_lit(t.view, self.lit(), self.chosen(), pos)  # goes to, lit before it is let go (210)
        return target

    def left_down(self, pos: Point) -> None:
        """A press: on a card of the hand it may become a drag; buttons act on release."""
        t = self.table
        index = t.view.hand_index_at(pos)
        self.down = pos
        if index is not None and t.human_can_play():
            self.press = (index, pos)

    def right_down(self, pos: Point) -> None:
        """A right press turns the dragged card, the card of the hand under the pointer, or the chosen card."""
        if self.drag is not None:
            self.rotate(self.drag.index)
            return
        index = self.table.view.hand_index_at(pos)
        if index is not None:
            self.rotate(index)
        elif self.selected is not None:  # pointing at where the chosen card should go
            self.rotate(self.selected)

    def left_up(self, pos: Point, double: bool = False) -> None:
        """A release: drop the dragged card, or click (``double``: a double-click's second, which the buttons take
        as its first: Undo undid two plays and Turn room turned the room back, playtest 232)."""
        t = self.table
        press, self.press = self.press, None
        down, self.down = self.down, None
        if self.drag is not None:
            self.drop(pos)
            return
        lay = t.view.layout
        if press is not None and double and quick_play(self, press[0]):
            return
        if press is not None:  # a click on a card of the hand chooses it, or lets it go (not Suggest's: playtest 103)
            self.selected, self.suggested = None if self.selected == press[0] != self.suggested else press[0], None
            self.over = None
            t.reason = ""  # the refusal was about the card before
        elif self.advice is not None and self.advice.collidepoint(pos) and not double:  # Suggest's words: as
            self.key(pygame.K_RETURN)  # Enter (a click there said why not, 276; over the log it opened it, 280)
        elif double and any(r.collidepoint(pos) for r in (lay.menu, lay.rules, lay.settings, lay.shortcuts,
                                                           lay.suggest, lay.end_turn, lay.undo, lay.rotate)):
            return
        elif lay.menu.collidepoint(pos):
            t.go_menu()
        elif (opens := next((act for rect, act in ((lay.rules, t.show_rules), (lay.settings, t.show_settings),
                                                  (lay.shortcuts, t.show_shortcuts), (lay.suggest, t.ask_suggestion))
                             if rect.collidepoint(pos)), None)) is not None:
            opens()
        elif lay.end_turn.collidepoint(pos) or (t.state.is_over and ending_button(lay).collidepoint(pos)):
            end_key(self, clicked=True)
        elif lay.undo.collidepoint(pos):
            t.undo()
        elif t.view.log_view.rect.collidepoint(pos) and down is not None and t.view.log_view.rect.collidepoint(down):
            t.show_log()  # a click on the side log: the whole of it, large
        elif lay.rotate.collidepoint(pos) and not moves.way_set(t.state, t.view_seat):  # else no button there
            self.rotate(self.selected)
        elif self.selected is not None:
            target = t.view.target_at(pos, t.state, t.state.current)
            if target is None and (zoom := magnifier_at(lay, pos)) is not None:  # a dragon was lost there (145)
                t.show_lines(zoom)
            elif (target := target or nearest_lit(t.view, self.lit(), self.chosen(), pos)) is not None:
                self.play(target)
            elif any(p.rect.collidepoint(pos) for p in lay.panels.values()):  # it said nothing (playtest 156)
                say_missed(t, self.hand(), self.selected, self.is_turned(self.selected))
        elif (seat := lines_at(lay, pos, t.view_seat)) is not None and down is not None and not double \
                and lines_at(lay, down, t.view_seat) == seat:  # a click there, no card chosen: their lines (not
            t.show_lines(seat)  # the second of a double-click that laid a dragon there, playtest 243)

    def drop(self, pos: Point) -> None:
        """The dragged card was let go at ``pos``: play it there, or say why not."""
        t = self.table
        drag, self.drag = self.drag, None
        if drag is None:
            return
        drag.pos = pos
        decided = len(t.state.actions)
        target = self.aimed(pos, drag) or nearest_lit(t.view, self.lit(), self.chosen(), pos)
        if target is not None:
            self.dropped = True
            self.play(target)
            self.dropped = False
        elif any(p.rect.collidepoint(pos) for p in t.view.layout.panels.values()):
            say_missed(t, self.hand(), drag.index, self.is_turned(drag.index))
        if len(t.state.actions) == decided:  # else the place Suggest rings for the turn's next play stays (playtest
            self.over = None  # 106: after the suggested room was dragged, its next play was shown nowhere)

    def play(self, target: Target) -> None:
        """Play the chosen card on ``target`` if the engine allows it, else show the engine's reason."""
        if (chosen := self.chosen()) is None:
            return
        index, card = chosen
        action = self.lit().get(target)
        if action is not None:
            self.table.decide(action)
        else:
            self.table.show_reason(moves.refusal(self.table.state, card, target, int(self.is_turned(index)),
                                                 seat_names(self.table.view)))

    def rotate(self, index: int | None) -> None:
        """Turn hand card ``index`` (None: the one pointed at) over if a new line's way is free, else say why."""
        t = self.table
        index = index if index is not None or self.hover is None else t.view.hand_index_at(self.hover)
        cards = self.hand()
        if index is None or not 0 <= index < len(cards) or not t.human_can_play():
            if index is None and t.human_can_play():
                t.show_reason(_("choose a room of your hand first, then turn it") if any(map(moves.is_room, cards))
                              # TRANSLATORS: R with no room in hand (a playtest held two knights and was told
                              # to choose a room)
                              else _("only rooms turn, and your hand holds none"))
            return
        card = cards[index]
        if not moves.is_room(card):
            t.show_reason(_("only rooms turn: a dragon or a knight goes on a line as it is"))
            return
        free = moves.new_line_orientations(t.state, card)
        if len(free) == 2:
            while len(self.turned) < len(cards):
                self.turned.append(False)
            self.turned[index] = not self.turned[index]
            return
        t.show_reason(why_not_turned(t.state, card, free, self.is_turned(index), seat_names(self.table.view)))

    def key(self, key: int, mod: int = 0) -> None:
        """Keys: ←/→ a card, ↑/↓/Tab a target, Enter play, R turn, E end, Z/U undo, O lines, F1/F2, Esc."""
        t = self.table
        if key == pygame.K_ESCAPE:
            escape(self)
            return
        if opens_over(t, key) or not t.human_can_play():
            return
        count = len(self.hand())
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and count:
            step, at = (1 if key == pygame.K_RIGHT else -1), self.selected
            # the first press chooses a card that can go somewhere (→ chose a greyed card first, playtest 116); the
            # next ones every card, so the keys reach a greyed one and hear why it waits (playtest 228)
            live = moves.playable(t.state, self.hand(), self.is_turned) or list(range(count))
            if at is None and self.resume is not None and self.resume < count:
                self.selected = self.resume  # back on the card Esc let go of, as Castle Combo's cursor
            else:
                self.selected = (live[0] if step > 0 else live[-1]) if at is None else (at + step) % count
            self.over = None
            t.reason = ""
        elif key in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):  # Shift+Tab back, as at Castle Combo (playtest 185)
            self.cycle(-1 if key == pygame.K_UP or (key == pygame.K_TAB and mod & pygame.KMOD_SHIFT) else 1)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.selected is None \
                and (t.suggests_ending() or t.state.legal_actions() == [A.END_TURN]):
            t.end_turn()  # a suggested end of the turn, or the only play left (Enter did nothing, playtest 112)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.over is not None:
                self.play(self.over)
            else:  # the first place is picked and ringed, the next Enter plays: one rule, one place or more (a
                self.cycle(1)  # card with one place went down at once, one chosen for you did not: playtest 273)
        elif key == pygame.K_r:
            self.rotate(self.drag.index if self.drag is not None else self.selected)
        elif key == pygame.K_e:
            end_key(self)
        elif key in (pygame.K_z, pygame.K_u):
            t.undo()

    def cycle(self, step: int) -> None:
        """Pick the next (or previous) lit target of the chosen card (choosing the first card that has one)."""
        me = self.table.state.current
        if self.selected is None:  # the first card that extends a line, else the first that goes anywhere
            ranks = [min((key_order.pressing(target, me, self.table.state)[0] for target in
                          moves.targets(self.table.state, card, int(self.is_turned(i)))), default=None)
                     for i, card in enumerate(self.hand())]
            self.selected = min((i for i, rank in enumerate(ranks) if rank is not None),
                                key=lambda i: (ranks[i], i), default=None)
        place = key_order.next_place(self.lit(), self.over, step, self.table.view, self.table.state)
        if place is None:
            if (chosen := self.chosen()) is not None:  # a greyed card: why it waits, not silence (playtest 228)
                self.table.show_reason(nowhere(self.table.state, chosen[1]))
            return
        self.over, self.keyed = place, True

    def reset_choice(self) -> None:
        """Let go of the chosen or dragged card (the turned cards stay turned) and of why it was refused."""
        self.table.reason = ""
        self.selected, self.suggested, self.keyed = None, None, False
        self.drag = None
        self.press = None
        self.over = None


def end_key(inp: TableInput, clicked: bool = False) -> None:
    """E or End turn (``clicked``): end the turn; where the keys ringed a place for the chosen card, or a card the
    pointer chose has places lit and End turn is clicked, say first that it is not played, and end at the next E or
    End turn (playtest 273 pressed Enter, which rang line 2, then E: the room stayed in her hand; playtest 300, a boy
    of 8, double-clicked a room that fits two places, then clicked End turn and kept it)."""
    t = inp.table
    lit = inp.lit()
    pointed = inp.selected if clicked and not t.app.keys_lead else None  # (the keys choose a card by themselves)
    chosen = inp.over if inp.keyed and inp.over in lit else pointed
    if chosen is None or inp.end_asked == chosen or not lit or A.END_TURN not in t.state.legal_actions():
        t.end_turn()
        return
    inp.end_asked = chosen
    if isinstance(chosen, Target):
        # TRANSLATORS: E (end the turn) pressed while a card's place is ringed by the keys; {where} as after "Enter:"
        t.show_reason(_("The card is not played yet (Enter: {where}) · E again ends the turn without it")
                      .format(where=aimed_words(t.view, t.state, chosen)))
    else:
        # TRANSLATORS: End turn (or E) pressed while a card of the hand is chosen and its places are lit
        t.show_reason(_("The card you chose is not played yet: click a lit place · End turn again ends the turn "
                        "without it"))


def aim_again(inp: TableInput) -> None:
    """The window changed size: find the space under the pointer again in the new layout (a line's end stayed ringed
    while the card dragged had come over another line, where it went: playtest 246)."""
    pointer = inp.table.app.stack.pointer
    if pointer is not None and (inp.drag is not None or (inp.selected is not None and not inp.keyed)):
        inp.table.view.arrange(inp.table.shown(), inp.table.view_seat)
        inp.motion(pointer)


def quick_play(inp: TableInput, index: int) -> bool:
    """A double-click on hand card ``index``: play it where it has one lit space, else keep it chosen, its spaces lit
    (its second click let go of the card the first had chosen, playtest 231); return True."""
    inp.selected, inp.suggested, inp.over = index, None, None
    lit = inp.lit()
    if len(lit) == 1:
        inp.play(next(iter(lit)))
    return True


def opens_over(t: InputTable, key: int) -> bool:
    """Open what ``key`` shows over the table whoever is to play (F1 the rules, F2 the settings, O the others'
    lines, H a suggestion or why there is none, L the whole log as at Castle Combo's table); return whether it did."""
    if key == pygame.K_o:
        t.show_lines((t.view_seat + 1) % t.state.n)
        return True
    opens: Callable[[], None] | None = {pygame.K_F1: t.show_rules, pygame.K_F2: t.show_settings,
                                        pygame.K_h: t.ask_suggestion, pygame.K_l: t.show_log}.get(key)
    if opens is not None:
        opens()
    return opens is not None


def escape(chosen: TableInput) -> None:
    """Esc: put away the suggestion's card and place (as H does: a playtest pressed Esc twice), else go back from
    the place the keys picked to the card's lit places, else let go of the card, else open the menu."""
    if chosen.table.put_away_suggestion():
        return
    if chosen.keyed and chosen.over is not None and chosen.drag is None:
        chosen.over, chosen.keyed = None, False
    elif chosen.drag is not None or chosen.selected is not None:
        resume = chosen.selected
        chosen.reset_choice()
        chosen.resume = resume
    else:
        chosen.table.go_menu()


def shown_turned(inp: TableInput, index: int) -> bool:
    """True if hand card ``index`` shows helmet down: chosen and aimed at a line laid helmet down, or chosen for
    nothing but a new line that must be helmet down (shown as it would be laid); else the one way it may lie now,
    if it has one (:func:`moves.one_way`); else as the player turned it."""
    chosen = inp.chosen()
    s = inp.table.state
    if chosen is not None and chosen[0] == index and moves.is_room(chosen[1]):
        aim = inp.over  # (not a blocked line's way: no room goes there now, and after a refused drop on it the
        if aim is not None and aim.kind == "line" and aim.seat == s.current and aim.line < len(s.lines[aim.seat]) \
                and not s.lines[aim.seat][aim.line].dragon:  # room showed that way, not the way it lies, 226)
            return s.lines[aim.seat][aim.line].orientation == DOWN
        lit = inp.lit()
        way = inp.new_orientation(lit)
        if lit and all(lays_down(s, target, way) for target in lit):  # however it is played: helmet down
            return True
    if inp.table.human_can_play() and index < len(cards := inp.hand()) and moves.is_room(cards[index]):
        lies = one_way_of(s, cards[index])  # drawn upright beside helmet-down lines, they seemed to fit (219)
        return inp.is_turned(index) if lies is None else lies == DOWN
    return inp.is_turned(index)


__all__ = ["DRAG_THRESHOLD", "TableInput"]
