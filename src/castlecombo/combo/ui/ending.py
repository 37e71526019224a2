"""The end of a game: the last move stays on the table a moment, then every player's final tableau
with a badge of points on each card (the reason on hover, or on the card the arrows are on), then the score pad.

The points are the engine's final score sheets; the words of the last move are the narration's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple, Protocol

import pygame

from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.scoring import ScoreSheet, places
from castlecombo.combo.engine.state import GameState
from castlecombo.combo.engine.tableau import EMPTY, card_of, is_face_down
from castlecombo.combo.ui.card_views import CardZoom
from castlecombo.combo.ui.host import TableHost
from castlecombo.combo.ui.log_panel import LogPanel
from castlecombo.combo.ui.log_scene import WholeLog
from castlecombo.combo.ui.market_view import pile_label_bands, row_label_rects
from castlecombo.combo.ui.narration import You, narrate, speaker_names
from castlecombo.combo.ui.result_words import headline, seat_names
from castlecombo.combo.ui.rules_scene import RulesScene
from castlecombo.combo.ui.scoring_scene import ScoringScene
from castlecombo.combo.ui.table_gfx import card_surface
from castlecombo.combo.ui.table_view import Marks, Point, TableView
from castlecombo.combo.ui.tableau_board import Board, reason
from castlecombo.i18n import N_, _, language, pgettext
from castlecombo.kit import draw, forms, glyphs, theme
from castlecombo.kit.focus import Focusable, FocusRing, draw_ring
from castlecombo.kit.tips import draw_tip
from castlecombo.people import place_words
from castlecombo.storage.records import SaveGame, SeatConfig

HOLD_SECONDS = 3.0  # the last move stays on the table this long (a click or a key goes on at once); 1.8 s was
# too short for a family to read it (playtest 107)
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}


class EndingTable(Protocol):
    """What the ending needs of the table the game ended at."""

    state: GameState
    view: TableView
    view_seat: int
    seats: list[SeatConfig]
    save: SaveGame
    log: LogPanel

    def marks(self) -> Marks: ...

    def open_rules(self) -> None: ...


def last_move(state: GameState, seats: Sequence[SeatConfig]) -> tuple[int, int, str] | None:
    """Return the seat that placed the game's last card, its field position and the words of the
    moves from that take to the end (None: no card was taken)."""
    actions = list(state.actions)
    takes = [i for i, a in enumerate(actions) if A.is_take(a)]
    if not takes:
        return None
    i = takes[-1]
    before = GameState.replay(state.n, state.seed, actions[:i], state.first_player, state.reshuffled)
    seat = before.current
    names = speaker_names(seats)
    words = []
    for action in actions[i:]:
        words.append(narrate(before, action, names))
        before.apply(action)
    said = " ".join(words)
    if isinstance(names[seat], You):  # after "The last move:", no capital ("L'ultima mossa: Hai preso…", pt 106)
        said = said[:1].lower() + said[1:]
    return seat, A.take_parts(actions[i]).position, said


def log_end(state: GameState, seats: Sequence[SeatConfig]) -> str:
    """Return the log's last line for the finished ``state``: the gold left put on purses, who won, every score."""
    names = seat_names(seats, state.n)
    sheets = state.scores()
    at = places(sheets)  # as the score pad ranks them, tie-breaks included
    order = sorted(range(state.n), key=lambda k: at[k])
    # TRANSLATORS: the log's last line: {result} is "Aldric wins!" (or a shared victory), then every final score
    return _("The game is over: the gold left goes onto purses with room. {result} ({scores})").format(
        result=headline(names, state.winners()), scores=", ".join(f"{names[k]} {sheets[k].total}" for k in order))


def name_lines(name: str, total: int, width: int, s: float) -> list[str]:
    """Return ``name`` as a final tableau's head of ``width`` draws it beside ``total``: one line where it fits
    at the smallest size, else two (the second shortened with "…" only past that)."""
    # the head's inner margins, the dot and its gap, the points and their gap (as _draw_head places them)
    room = width - 2 * round(12 * s) - 2 * round(7 * s) - round(6 * s) - round(8 * s)
    room -= draw.font(round(28 * s), "bold").size(str(total))[0]
    if draw.font(max(round(14 * s), theme.MIN_TEXT_PX), "bold").size(name)[0] <= room:
        return [name]
    # two lines as even as they can be, broken at a space or after a hyphen, never inside a word ("Marie-Thérès /
    # e Lefèvre", playtest 123): each line is drawn shrunk where it is still too wide
    f = draw.font(round(16 * s), "bold")
    breaks = [i + 1 for i, c in enumerate(name) if c in " -" and 0 < i < len(name) - 1]
    if not breaks:
        return [name]
    cut = min(breaks, key=lambda i: (max(f.size(name[:i].strip())[0], f.size(name[i:].strip())[0]), name[i - 1] != " "))
    return [name[:cut].strip(), name[cut:].strip()]


MARK_LINE = 20  # the height of the best person's mark over their points split, at scale 1
HEAD_WIDTH = 238  # a head's width with five seats at 1280x720 and scale 1: wider words crowd the name out
MOST_LINES = 6  # the fewest lines the last move may take in its box over the market at the game's end (more if room)


class HeadNote(NamedTuple):
    """What a seat's head says under its name: its total, the words of the line below, and whether they are
    the best person's mark."""

    total: int
    words: str
    best_person: bool
    split: str = ""  # the points split into cards and keys, where ``words`` are the best person's mark


def head_notes(seats: Sequence[SeatConfig], sheets: Sequence[ScoreSheet]) -> list[HeadNote]:
    """Return each seat's :class:`HeadNote`: its points split into cards and keys, its place first with more than
    two seats; where an AI won a game of several people, the best of them is said so instead of the split (the
    Souza family saw only the AI's win, playtest 94)."""
    at = places(sheets)
    people = [i for i, seat in enumerate(seats) if seat.kind == "human" and i < len(sheets)]
    best = min((at[i] for i in people), default=0)
    marked = len(people) > 1 and all(seats[i].kind != "human" for i, p in enumerate(at) if p == 1 and i < len(seats))
    notes = []
    for i, sheet in enumerate(sheets):
        # TRANSLATORS: a final score split: points of the cards + points of the keys left
        words = _("cards {cards} + keys {keys}").format(cards=sheet.total - sheet.key_points, keys=sheet.key_points)
        mark = marked and i in people and at[i] == best
        if mark:
            # TRANSLATORS: under a person's name at the end, when an AI won: no other person did better ("2nd")
            notes.append(HeadNote(sheet.total, _("{place}: the best of the people").format(place=place_words(at[i])),
                                  True, words))
            continue
        if len(sheets) > 2:
            words = f"{place_words(at[i])}  ·  {words}"
        notes.append(HeadNote(sheet.total, words, False))
    return notes


class EndingScene(forms.FormScene):
    """The last move held on the table, then every final tableau with its points, then the score pad. Tab rings
    a button for Enter to press (with none ringed, Enter opens the score pad)."""

    app: TableHost

    def __init__(self, app: TableHost, table: EndingTable) -> None:
        super().__init__(app)
        self.table = table
        self.state = table.state
        self.seats = list(table.seats)
        self.last = last_move(self.state, self.seats)
        self.last_language = language()  # the last move's words are said in it
        self.elapsed = 0.0
        self.holding = self.last is not None
        # with people at the table the last move stays until a click or a key, as Castle Rooms' final play does
        # (playtests 249, 250 and 252 were still reading the log when the tableaux came up after 3 s); AIs alone go
        # on after HOLD_SECONDS unless the log was scrolled back (playtest 250 scrolled as her last card landed)
        people = any(seat.kind == "human" for seat in self.seats) and not app.autoplay
        self.reading = people or table.log.offset > 0
        self.transparent = self.holding  # the table shows through while the last move is held
        # the log ends with how the game ended: its purses filled from the gold left and the result went untold
        # (playtest 254 saw her purses fill and her gold fall between the last move and the tableaux)
        # under the last turn's heading: the round past the end headed it "Turn 10" (playtest 256)
        table.log.close(log_end(self.state, self.seats), self.state.round - 1)
        self.hover: Point | None = None
        self.card: tuple[int, int] | None = None  # (seat, frame place) the arrows are on: its reason shows
        self.boards: list[Board] = []
        self.pad = forms.Button((0, 0, 10, 10), "", self.open_score_pad, primary=True)
        self.again = forms.Button((0, 0, 10, 10), "", self.play_again, enabled=bool(self.seats))
        self.menu = forms.Button((0, 0, 10, 10), "", self.app.show_menu)
        self.ring = FocusRing()  # the button the keyboard is on (Tab)
        self.pad_seen = False  # the score pad was opened (it is counted once)
        self.heads: list[pygame.Rect] = []
        self.names: list[list[str]] = []  # each head's name, in one line or two
        self.head_s = 1.0  # the scale of the heads' words
        self.title_y = 0

    # --- flow ----------------------------------------------------------------------------------

    def show_tableaux(self) -> None:
        """Stop holding the last move: show every final tableau."""
        self.holding = False
        self.transparent = False

    def open_score_pad(self) -> None:
        """Show the score pad (Back there returns to the tableaux)."""
        self.app.stack.push(ScoringScene(self.app, self.state, self.seats, back=True, counted=self.pad_seen))
        self.pad_seen = True

    def play_again(self) -> None:
        """A new game with the same seats (and the first player chosen for them, if one was)."""
        seats = list(self.seats)
        self.app.show_menu()
        self.app.start_game(seats, seed=None, first_player=self.app.settings.chosen_first("combo", seats))

    def update(self, dt: float) -> None:
        self.elapsed += dt
        if self.holding and not self.reading and self.elapsed >= HOLD_SECONDS:
            self.show_tableaux()

    def handle(self, event: pygame.event.Event) -> None:
        self.relayout()
        if self.holding:
            # the wheel scrolls the table's log and holds the last move until a click or a key: the tableaux
            # came up as a player scrolled back to read the game's end (playtest 249)
            if event.type == pygame.MOUSEWHEEL:
                self.reading = self.table.log.handle(event, self.app.stack.pointer, self.table.view.layout.scale) \
                    or self.reading
            elif self._opened_over_hold(event):
                pass
            elif event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN) and getattr(event, "button", 1) not in (4, 5):
                self.show_tableaux()
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover, self.card = event.pos, None
        if event.type == pygame.KEYDOWN and event.key in ARROWS:
            self.walk(ARROWS[event.key])
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_v:
            self.zoom()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l:  # the whole log, as at the table (250: L did
            log = self.table.log  # nothing over the final tableaux, and no way led back to it)
            self.app.stack.push(WholeLog(self.app, log.entries, self.table.view.seat_colour, kept=log.kept,
                                         ending=True))
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:  # the rules (263), on the page of the score
            self.app.stack.push(RulesScene(self.app, back_label=N_("Back to the final tableaux"), page=-1))
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:  # on to the score pad, whose Esc leads to
            self.open_score_pad()  # the menu: Esc here went to the menu before the pad was seen, and a player who
            return  # pressed it to close a card's words never saw the scores (playtest 293)
        if self.ring.handle(event, self.controls()):
            self.card = None  # one mark at a time: a card ringed beside a ringed Menu left Enter's aim unclear (pt 118)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.open_score_pad()
            return
        self.click_through(event, (self.pad, self.again, self.menu))

    def _opened_over_hold(self, event: pygame.event.Event) -> bool:
        """Return whether ``event`` opened the settings or the rules over the held last move: the table's cog, its
        Rules button, F2 and F1 did so during the game, and went on to the tableaux instead (note 76)."""
        lay = self.table.view.layout
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            opened = self.app.open_settings if lay.settings.collidepoint(event.pos) else \
                self.table.open_rules if lay.rules.collidepoint(event.pos) else None
        elif event.type == pygame.KEYDOWN:
            opened = {pygame.K_F2: self.app.open_settings, pygame.K_F1: self.table.open_rules}.get(event.key)
        else:
            opened = None
        if opened is not None:
            opened()
        return opened is not None

    def walk(self, step: tuple[int, int]) -> None:
        """Move the card the arrows are on by (columns, rows) across every tableau, left to right (the first
        arrow lands on the first card); the buttons' ring and the pointer's reason give way to it."""
        self.ring.key, self.hover = None, None
        if self.card is None:
            self.card = (0, 0)
            return
        seat, place = self.card
        column = seat * 3 + place % 3 + step[0]
        row = min(2, max(0, place // 3 + step[1]))
        column = min(3 * self.state.n - 1, max(0, column))
        self.card = (column // 3, row * 3 + column % 3)

    def zoom(self) -> None:
        """V: show the card the arrows are on, else the one under the pointer, large (as V does at the table; it
        did nothing here, a playtest)."""
        at = [(b, p) for b in self.boards if (p := b.place_at(self.hover)) is not None]
        if self.card is not None and self.card[0] < len(self.boards):
            at = [(self.boards[self.card[0]], self.card[1])]
        if at and at[0][0].cells[at[0][1]] != EMPTY:
            value = at[0][0].cells[at[0][1]]
            self.app.stack.push(CardZoom(self.app, card_of(value), is_face_down(value)))

    def controls(self) -> list[tuple[str, Focusable]]:
        """The buttons left to right, as Tab walks them."""
        return [("menu", self.menu), ("again", self.again), ("pad", self.pad)]

    # --- layout --------------------------------------------------------------------------------

    def place(self, w: int, h: int, s: float) -> None:
        n = self.state.n
        margin = round(20 * s)
        self.title_y = round(14 * s)
        top = round(64 * s)
        bh = round(44 * s)
        bottom = h - margin - bh - round(14 * s)
        col_w = (w - 2 * margin - (n - 1) * round(12 * s)) // n
        sheets = self.state.scores()
        # the heads' words no larger beside each other than five seats' at 1280x720 ("Margueri…" at 150 % in
        # 2560x1440, playtest 155)
        hs = self.head_s = min(s, col_w / HEAD_WIDTH)
        self.names = [name_lines(self.seat_name(seat), sheets[seat].total, col_w, hs) for seat in range(n)]
        head_h = round((80 if any(len(lines) > 1 for lines in self.names) else 62) * hs)  # a long name: two lines
        if any(note.split for note in head_notes(self.seats, sheets)):  # the best person's mark: one line more
            head_h += round(MARK_LINE * hs)
        self.heads = []
        self.boards = []
        last = self.last
        for seat in range(n):
            x = margin + seat * (col_w + round(12 * s))
            area = pygame.Rect(x, top + head_h, col_w, bottom - top - head_h)
            lit = last[1] if last is not None and last[0] == seat else None
            self.boards.append(Board.of(self.state, seat, area.inflate(-round(12 * s), -round(8 * s)), lit))
        # the names sit just above their boards, the whole block in the middle of the room
        board_top = min(rect.top for board in self.boards for rect in board.rects)
        head_top = max(top, board_top - head_h - round(10 * s))
        self.heads = [pygame.Rect(margin + seat * (col_w + round(12 * s)), head_top, col_w, head_h)
                      for seat in range(n)]
        bw = round(170 * s)
        y = h - margin - bh
        self.pad.rect = pygame.Rect(w - margin - bw, y, bw, bh)
        self.again.rect = pygame.Rect(self.pad.rect.x - round(14 * s) - bw, y, bw, bh)
        self.menu.rect = pygame.Rect(self.again.rect.x - round(14 * s) - bw, y, bw, bh)
        for button in (self.pad, self.again, self.menu):
            button.size = round(21 * s)

    # --- drawing -------------------------------------------------------------------------------

    def seat_name(self, seat: int) -> str:
        """Return the name of ``seat`` as its head shows it."""
        return self.seats[seat].name if seat < len(self.seats) else _("Player {n}").format(n=seat + 1)

    def title(self) -> str:
        """Return the heading of the final tableaux: who won, as the score pad will say it."""
        # TRANSLATORS: the heading over every player's final tableau: the result ("Aldric wins!") first
        return _("{result}  ·  the final tableaux").format(
            result=headline(seat_names(self.seats, self.state.n), self.state.winners()))

    def draw(self, surface: pygame.Surface) -> None:
        w, h, s = self.frame(surface)
        if self.holding:
            self._draw_hold(surface, s)
            return
        draw.background(surface)
        self.pad.label, self.again.label = _("Score pad"), _("Play again")
        # TRANSLATORS: button back to the main menu
        self.menu.label = pgettext("button", "Menu")
        draw.title(surface, self.title(), (round(20 * s), self.title_y), round(34 * s), fit="shrink",
                   max_width=w // 2 - round(30 * s))
        box = pygame.Rect(w // 2, 0, w // 2 - round(20 * s), round(60 * s))
        draw.text(surface, _("Hover a card (or use the arrows) to see why it scored; V shows it large"),
                  (w - round(20 * s), self.title_y + round(12 * s)), round(17 * s), theme.TEXT_DIM, anchor="midright",
                  fit="shrink", box=box)
        if self.last is not None:  # what the dashed outline means
            draw.text(surface, _("Dashed outline: the last card played"),
                      (w - round(20 * s), self.title_y + round(34 * s)), round(15 * s), theme.ACCENT, anchor="midright",
                      fit="shrink", box=box)
        sheets = [b.sheet for b in self.boards]
        below = head_notes(self.seats, sheets)
        for seat, (head, board) in enumerate(zip(self.heads, self.boards)):
            self._draw_head(surface, seat, head, below[seat], self.head_s)
            board.draw(surface)
        self.menu.draw(surface)
        self.again.draw(surface)
        self.pad.draw(surface)
        self.ring.draw(surface, self.controls(), s)
        if self.ring.focused(self.controls()) in (None, self.pad):  # not when Enter would press another button
            # TRANSLATORS: the keys of the final tableaux: Enter opens the score pad, L the game's whole log, F1 the
            # rules
            draw.text(surface, _("Enter: the score pad  ·  L: the whole log  ·  F1: the rules"), (round(20 * s),
                      self.pad.rect.centery), round(16 * s), theme.TEXT_DIM, anchor="midleft", fit="shrink",
                      box=pygame.Rect(0, self.pad.rect.y, self.menu.rect.x - 8, h))
        on_top = self.app.stack.top is self  # under a card shown large, no tip over it (playtest 172)
        if self.card is not None and self.card[0] < len(self.boards):
            board = self.boards[self.card[0]]
            rect = board.rects[self.card[1]]
            draw_ring(surface, rect, s)
            if board.cells[self.card[1]] != EMPTY and on_top:
                draw_tip(surface, reason(board.entry(self.card[1])), rect.center, round(17 * s),
                            surface.get_rect())
        elif self.hover is not None and on_top:
            for board in self.boards:
                entry = board.at(self.hover)
                if entry is not None:
                    draw_tip(surface, reason(entry), self.hover, round(17 * s), surface.get_rect())

    def _draw_head(self, surface: pygame.Surface, seat: int, head: pygame.Rect, note: HeadNote, s: float) -> None:
        colour = draw.seat_colour(self.seats[seat].colour) if seat < len(self.seats) else theme.TEXT
        draw.panel(surface, head, alpha=255, radius=10, edge=colour, width=2)
        with draw.inside(head.inflate(-round(12 * s), 0)):
            r = round(7 * s)
            x = head.x + round(12 * s)
            lines = self.names[seat] if seat < len(self.names) else [self.seat_name(seat)]
            step = draw.font(round(16 * s), "bold").get_linesize()
            cy = head.y + (round(20 * s) if len(lines) == 1 else round(6 * s) + step)
            glyphs.seat_mark(surface, colour, (x + r, cy), r)
            pts = draw.text(surface, str(note.total), (head.right - round(12 * s), cy + round(2 * s)), round(28 * s),
                            theme.ACCENT, "bold", anchor="midright")
            box = pygame.Rect(x, head.y, pts.left - round(8 * s) - x, head.h)
            if len(lines) == 1:
                draw.text(surface, lines[0], (x + 2 * r + round(6 * s), cy), round(20 * s), theme.TEXT, "bold",
                          anchor="midleft", fit="shrink", min_size=round(14 * s), box=box)
            else:  # a name too long for one line: two, beside the dot
                for i, line in enumerate(lines):
                    draw.text(surface, line, (x + 2 * r + round(6 * s), cy - step // 2 + i * step), round(16 * s),
                              theme.TEXT, "bold", anchor="midleft", fit="shrink", box=box)
            bottom = head.bottom - round(8 * s)
            if note.split:  # under the mark, as every head has it: the best person lost theirs (playtest 143)
                draw.text(surface, note.split, (x, bottom), round(15 * s), theme.TEXT_DIM, anchor="bottomleft",
                          fit="shrink")
                bottom -= round(MARK_LINE * s)
            draw.text(surface, note.words, (x, bottom), round(15 * s),
                      theme.ACCENT if note.best_person else theme.TEXT_DIM, "bold" if note.best_person else "text",
                      anchor="bottomleft", fit="shrink")

    def _draw_hold(self, surface: pygame.Surface, s: float) -> None:
        """The table below shows the final state: ring the last card and say what the last move did."""
        if self.last_language != language():  # say the last move again in the new language
            self.last, self.last_language = last_move(self.state, self.seats), language()
        assert self.last is not None
        seat, position, words = self.last
        table = self.table
        rect = table.view.cell_rect(self.state, seat, position, table.view_seat)
        pulse = 0.5 + 0.5 * abs(((self.elapsed * 2) % 2) - 1)
        pygame.draw.rect(surface, draw.mix(theme.ACCENT, theme.HIGHLIGHT, pulse), rect.inflate(8, 8), width=3,
                         border_radius=8)
        lay = table.view.layout
        # the card itself beside the words, as large as in the market (a finished tableau's are larger)
        v = self.state.players[seat].grid[position]
        img = card_surface(card_of(v), min(lay.cell_card, lay.card_size), is_face_down(v))
        # TRANSLATORS: under the game's last move, held on the table until the player goes on
        way_on = _("A click or a key: the final tableaux") if self.reading else ""
        # over the market, which no longer matters: over the field it hid the person's own final tableau (playtest 105)
        # the market's lines of words: each row's name over its cards, and its deck's and discards' counts under them
        labels = [*row_label_rects(lay, self.state, table.marks()), *pile_label_bands(lay)]
        said_over(surface, lay.market, img, _("The last move: {moves}").format(moves=words), way_on, s, labels)


def said_over(surface: pygame.Surface, where: pygame.Rect, img: pygame.Surface, said: str, way_on: str,
              s: float, labels: Sequence[pygame.Rect] = ()) -> None:
    """Draw the last move's card ``img`` and the words ``said`` (then ``way_on``, if any) in an opaque box at the
    foot of ``where`` (the market), growing upwards as the words need, over the whole of any line of ``labels``
    its top would cut."""
    size = round(19 * s)
    pad = round(12 * s)
    room = where.w - 2 * pad - img.get_width() - 3 * pad
    while size > round(15 * s) and len(draw.wrap(said, draw.font(size, "bold"), room)) > 4:
        size -= 1  # a little smaller rather than a sentence cut short without a sign (a playtest)
    lines = draw.wrap(said, draw.font(size, "bold"), room)  # the box growing up over the market (cut at four:
    step = draw.font(size, "bold").get_linesize()  # "…Reina madre llega al…", playtest 187)
    hint = round(15 * s)
    extra = draw.font(hint).get_linesize() + round(4 * s) if way_on else 0
    # as many lines as the market has room for (six cut "…; the Messenger goes to the…", playtest 284)
    most = max(MOST_LINES, (where.h - 2 * pad - round(4 * s) - extra) // step)
    if len(lines) > most:
        lines = [*lines[:most - 1], lines[most - 1] + "…"]
    # opaque, down to the market's foot and out to its edges: the keys' help showed through it and "every key."
    # below it (playtest 175), then its first and last letters beside it (playtest 319)
    edge = round(4 * s)
    box = pygame.Rect(0, 0, where.w - 2 * edge, max(img.get_height(), len(lines) * step + extra) + 2 * pad)
    box.midbottom = (where.centerx, where.bottom - edge)
    # the tops of "deck 24" and "discards 0" showed over its edge at 150 % (playtest 324)
    while (cut := next((label for label in labels if label.top - round(2 * s) < box.top < label.bottom), None)):
        box.h += box.top - cut.top + round(2 * s)  # over the whole line (which may reach up into the next)
        box.bottom = where.bottom - edge
    draw.panel(surface, box, alpha=255, radius=10, edge=theme.ACCENT, width=2)
    inside = where.x + 2 * pad  # the card and the words where they were in a box a pad in from the market's edge
    surface.blit(img, (inside, box.y + pad))
    words_box = pygame.Rect(inside + pad + img.get_width(), box.y, room + pad, box.h)
    y = words_box.centery - (len(lines) * step + extra) // 2
    for line in lines:
        draw.text(surface, line, (words_box.x, y), size, theme.TEXT, "bold", box=words_box)
        y += step
    if way_on:
        draw.text(surface, way_on, (words_box.x, y + round(4 * s)), hint, theme.TEXT_DIM, fit="shrink", box=words_box)
