"""The end of a game of Castle Rooms: every seat's lines shown, the winner's longest line framed.

How the game ended comes from the state: a line of ten rooms (its builder alone wins), or an
empty pile (line lengths compared longest first, then the next, and so on; a full tie is shared).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from functools import partial

import pygame

from castlecombo.i18n import N_, _, ngettext, pgettext
from castlecombo.kit import glyphs, theme
from castlecombo.kit.anim import speed_factor
from castlecombo.kit.draw import background, button, font, panel, text, title, user_scale, wrap_balanced
from castlecombo.kit.enter_note import draw_enter_note
from castlecombo.kit.focus import Focusable, FocusRing, Target, arrow_moves
from castlecombo.kit.scene import CLICK_SETTLE, Scene
from castlecombo.kit.winner_moment import MOMENT_SECONDS, celebrates, draw_moment
from castlecombo.people import kind_words, place_words
from castlecombo.rooms.engine.state import WIN_LENGTH, GameState
from castlecombo.rooms.ui.host import RoomsHost
from castlecombo.rooms.ui.layout import SeatPanel, panel_in
from castlecombo.rooms.ui.lines_view import LineMarks, draw_lines
from castlecombo.rooms.ui.marks import newest_plays
from castlecombo.rooms.ui.narration import YOU, is_you, joined, line_lengths, said
from castlecombo.rooms.ui.rules_scene import RoomsRulesScene
from castlecombo.rooms.ui.seat_panel import line_spaces
from castlecombo.storage.records import SaveGame, SeatConfig

Point = tuple[int, int]


# TRANSLATORS: which of a player's lines (sorted longest first) decided the game
ORDINALS = (N_("longest"), N_("second longest"), N_("third longest"), N_("fourth longest"), N_("fifth longest"),
            N_("sixth longest"), N_("seventh longest"), N_("eighth longest"), N_("ninth longest"),
            N_("tenth longest"))


def _ordinal(k: int) -> str:
    return _(ORDINALS[k]) if k < len(ORDINALS) else _("{n}th longest").format(n=k + 1)


PRESSING = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE)  # the keys that leave the ending



def places(state: GameState) -> dict[int, int]:
    """Return each seat's place at the end (1 for the winners; the others by their lines, longest first,
    alike lines sharing a place)."""
    winners = state.winners()
    out: dict[int, int] = {}
    for q in range(state.n):
        if q in winners:
            out[q] = 1
        else:
            out[q] = 1 + sum(1 for p in range(state.n) if p in winners or state.standing(p) > state.standing(q))
    return out


def deciding(state: GameState) -> tuple[int, int, int] | None:
    """Return how a lone winner on an empty pile won: (winner, runner-up, k), ``k`` the place in the lines
    sorted longest first where the winner's line is the longer; None for a line of ten or a shared win."""
    winners = state.winners()
    if len(winners) != 1 or any(len(line.rooms) >= WIN_LENGTH for lines in state.lines for line in lines):
        return None
    w = winners[0]
    runner = max((q for q in range(state.n) if q != w), key=lambda q: (state.standing(q), -q))
    mine, theirs = state.standing(w), state.standing(runner)
    depth = max(len(mine), len(theirs))
    a, b = (*mine, *[0] * (depth - len(mine))), (*theirs, *[0] * (depth - len(theirs)))
    k = next(i for i in range(depth) if a[i] != b[i])
    return w, runner, k


def winning_lines(state: GameState) -> dict[int, list[int]]:
    """Return, for each winner, the lines to frame: after an empty pile's comparison, every line it compared (the
    tied longest ones and the one that decided), else the longest ones."""
    decided = deciding(state)
    if decided is not None:
        # the deciding line alone, a short one, read as "this line won" beside a longer one (a playtest)
        w, _runner, k = decided
        order = sorted(range(len(state.lines[w])), key=lambda i: -len(state.lines[w][i].rooms))
        return {w: sorted(order[:k + 1])} if k < len(order) else {}
    out: dict[int, list[int]] = {}
    for seat in state.winners():
        lengths = [len(line.rooms) for line in state.lines[seat]]
        if lengths:
            out[seat] = [i for i, n in enumerate(lengths) if n == max(lengths)]
    return out


def ending_words(state: GameState, names: Sequence[str]) -> tuple[str, str]:
    """Return the ending's title and the sentences saying how the game was decided (:func:`how_sentences`)."""
    winners = state.winners()
    if len(winners) > 1:
        head = _("A shared win: {players}").format(players=joined([names[w] for w in winners]))
    else:
        head = said(names[winners[0]], N_("You win!"), N_("{player} wins!")).format(player=names[winners[0]])
    return head, " ".join(how_sentences(state, names))


def how_sentences(state: GameState, names: Sequence[str]) -> list[str]:
    """Return the sentences saying how the game was decided: how it was won, then why each place broken by a line
    after the longest went as it did (said apart, each wrapped on its own: "Easy AI / 2" broke across lines)."""
    return [_won_words(state, names), *tie_words(state, names)]


def _won_words(state: GameState, names: Sequence[str]) -> str:
    """Return the sentence saying how the game was won."""
    decided = deciding(state)
    if any(len(line.rooms) >= WIN_LENGTH for lines in state.lines for line in lines):
        how = ngettext("A line of {n} room ends the game at once.", "A line of {n} rooms ends the game at once.",
                       WIN_LENGTH).format(n=WIN_LENGTH)
    elif decided is None:
        how = _("The pile ran out, and their lines are alike, length for length: the win is shared.")
    else:
        w, runner, k = decided
        mine, theirs = state.standing(w), state.standing(runner)
        a, b = (mine[k] if k < len(mine) else 0), (theirs[k] if k < len(theirs) else 0)
        if k == 0:
            if is_you(names[w]):
                how = ngettext("The pile ran out: your longest line, {a} room, beats {runner}'s {b}.",
                               "The pile ran out: your longest line, {a} rooms, beats {runner}'s {b}.", a)
            elif is_you(names[runner]):
                how = ngettext("The pile ran out: {player}'s longest line, {a} room, beats your {b}.",
                               "The pile ran out: {player}'s longest line, {a} rooms, beats your {b}.", a)
            else:
                how = ngettext("The pile ran out: {player}'s longest line, {a} room, beats {runner}'s {b}.",
                               "The pile ran out: {player}'s longest line, {a} rooms, beats {runner}'s {b}.", a)
        else:
            how = said(names[runner], N_("The pile ran out. The longest lines tie ({tied}); the {ordinal} decides: "
                                         "{a} against your {b}."),
                       N_("The pile ran out. The longest lines tie ({tied}); the {ordinal} decides: "
                          "{a} against {runner}'s {b}."))
        # every seat whose lines are the runner's: "beats Beatrix's 7" left out Cedric's 7, tied with hers (pt 179)
        alike = [q for q in range(state.n) if q not in state.winners() and state.standing(q) == theirs]
        runners = joined([names[q] for q in alike], mid=True) if len(alike) > 1 else names[runner]
        how = how.format(player=names[w], runner=runners, a=a, b=b, tied=line_lengths(mine[:k]),
                         ordinal=_ordinal(k))
    return how


def tie_words(state: GameState, names: Sequence[str]) -> list[str]:
    """Return why each seat not winning comes before the next one whose longest line is as long: the places were
    right but said nothing of the lines that decided them (playtest 160); after a line of ten too (playtest 213: an
    eight-year-old came third behind a fourth line of one room, and nothing said why)."""
    placed = places(state)
    order = sorted((q for q in range(state.n) if q not in state.winners()), key=lambda q: (placed[q], q))
    out = []
    for p, q in itertools.pairwise(order):
        mine, theirs = state.standing(p), state.standing(q)
        if mine == theirs or not mine or not theirs or mine[0] != theirs[0]:
            continue
        depth = max(len(mine), len(theirs))
        a, b = (*mine, *[0] * (depth - len(mine))), (*theirs, *[0] * (depth - len(theirs)))
        k = next(i for i in range(depth) if a[i] != b[i])
        if is_you(names[p]):
            # TRANSLATORS: at the end of Castle Rooms, after how the game was won: why one seat is placed before
            # another whose longest line is as long ("… the longest lines tie (7); the second longest decides, 5
            # against 4.")
            words = _("You come before {other}: the longest lines tie ({tied}); the {ordinal} decides, {a} against "
                      "{b}.")
        elif is_you(names[q]):
            words = _("{player} comes before you: the longest lines tie ({tied}); the {ordinal} decides, {a} against "
                      "{b}.")
        else:
            words = _("{player} comes before {other}: the longest lines tie ({tied}); the {ordinal} decides, {a} "
                      "against {b}.")
        out.append(words.format(player=names[p], other=names[q], tied=line_lengths(mine[:k]), ordinal=_ordinal(k),
                                a=a[k], b=b[k]))
    return out


class EndingScene(Scene):
    """All lines of every seat, the winner's framed; Play again, See the table, Menu. Tab rings a button for Enter
    to press (with none ringed, Enter rings Play again, as on Castle Combo's score pad); Esc goes to the menu."""

    window_title = N_("Castle Rooms")

    app: RoomsHost

    def __init__(self, app: RoomsHost, state: GameState, seats: Sequence[SeatConfig], log: Sequence[str],
                 save: SaveGame | None = None, moment: bool = False) -> None:
        """The ending of the finished ``state``; with its ``save``, a Replay button watches it again; with
        ``moment``, it opens on the winner's moment (the first time it is shown, not after a look at the table)."""
        super().__init__(app)
        # the ending was flat beside Castle Combo's: the names and lines came up as if nothing had happened (playtests)
        self.moment_left = MOMENT_SECONDS if moment and speed_factor(app.settings.animation) else 0.0  # (off: none)
        self.state = state
        self.save = save
        self.seats = list(seats)
        self.log = list(log)
        self.hover: Point | None = None
        names = [YOU if [i for i, s in enumerate(seats) if s.kind == "human"] == [k] else seat.name
                 for k, seat in enumerate(seats)]
        self.names = names
        self.winning = winning_lines(state)
        # who laid each dragon, as the table marks it (the ending showed dragons of nobody, playtest 251): once, the
        # game being over, not every frame
        self.dragons: dict[int, list[tuple[int, int, tuple[int, int, int]]]] = {seat: [] for seat in range(state.n)}
        for owner, line, laid, mover in newest_plays(state):
            if not laid:
                self.dragons[owner].append((line, 0, theme.hex_colour(seats[mover].colour)))
        self.places = places(state)
        # best result first (reading order), then seat order
        self.order = sorted(range(len(seats)), key=state.standing, reverse=True)  # stable: ties keep seat order
        self.panels: list[SeatPanel] = []
        self.buttons: dict[str, pygame.Rect] = {}
        self.ring = FocusRing()  # the button the keyboard is on (Tab)
        self.shown_for = 0.0  # seconds on screen: a click sooner is the second of a double-click on the table
        self._size: tuple[tuple[int, int], float] | None = None
        self.how_lines: list[str] = []  # how the game was decided, on one line or two (set with the size)

    def _place(self, size: tuple[int, int]) -> None:
        if (size, user_scale()) == self._size:
            return
        self._size = (size, user_scale())
        w, h = size
        s = min(w / 1280, h / 720) * user_scale()
        # how the game was decided, on two lines where one would run from edge to edge (a playtest)
        self.how_lines = [line for one in how_sentences(self.state, self.names)
                          for line in wrap_balanced(one, font(round(19 * s)), w - round(60 * s))]
        step = font(round(19 * s)).get_linesize()
        top, bottom = max(round(112 * s), round(80 * s) + len(self.how_lines) * step), h - round(78 * s)
        gap = round(10 * s)
        width = min(w - round(60 * s), round(1200 * s))
        x0 = (w - width) // 2
        rows = [max(1, len(ls)) for ls in self.state.lines]
        fixed = round(26 * s) + 2 * round(8 * s) + round(4 * s)
        best: list[SeatPanel] = []
        for cols in (1, 2):  # every seat in one column, or in two: whichever draws the rooms larger
            columns = [self.order[c::cols] for c in range(cols)]
            cw = (width - (cols - 1) * gap) / cols
            panels: list[SeatPanel] = []
            # one height a line in every column: a column of one seat drew it a panel the page's height, with its two
            # lines at the top (playtest 101)
            row_h = min((bottom - top - len(seats) * (fixed + gap) + gap) / max(1, sum(rows[q] for q in seats))
                        for seats in columns)
            for c, seats in enumerate(columns):
                y = top
                for seat in seats:
                    ph = round(fixed + rows[seat] * row_h)
                    rect = pygame.Rect(round(x0 + c * (cw + gap)), y, round(cw), ph)
                    panels.append(panel_in(seat, rect, rows[seat], s, 80 * s))
                    y += ph + gap
            if not best or min(p.card[0] for p in panels) > min(p.card[0] for p in best):
                best = panels
        self.panels = sorted(best, key=lambda panel: panel.seat)
        bw, bh = round(190 * s), round(46 * s)
        by = h - round(62 * s)
        names = ["menu", "replay", "table", "again"] if self.save is not None else ["menu", "table", "again"]
        step = min(bw + round(24 * s), (width - bw) // (len(names) - 1))  # evenly across, centred
        left = w // 2 - (step * (len(names) - 1) + bw) // 2
        self.buttons = {name: pygame.Rect(left + k * step, by, bw, bh) for k, name in enumerate(names)}

    def resize(self, size: tuple[int, int]) -> None:
        self._place(size)

    def controls(self) -> list[tuple[str, Focusable]]:
        """The buttons left to right, as Tab walks them."""
        return [(name, Target(rect, partial(self.press, name))) for name, rect in self.buttons.items()]

    def handle(self, event: pygame.event.Event) -> None:
        self._place(self.app.size)
        if event.type == pygame.KEYDOWN and self.shown_for < CLICK_SETTLE and event.key in PRESSING:
            return  # keys pressed quickly for the last play went on through the ending to a new game (a playtest)
        if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN) and self.moment_left > 0:
            self.moment_left = 0.0  # a click or a key ends the moment; a key does only that: Enters pressed through
            if event.type == pygame.KEYDOWN:  # the turns went on through it to Play again, and a keyboard player
                return  # never saw the result (playtest 110); a click on a button shown presses it
        if arrow_moves(self.ring, event, self.controls(), unringed=True):  # to the button that lies that way (playtest
            return  # 92: Right three times moved nothing, and Enter pressed Menu)
        if self.ring.handle(event, self.controls()):  # Tab; Enter or Space on the ringed button
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F1:  # the rules (263), on the page of the end
            self.app.stack.push(RoomsRulesScene(self.app, back_label=N_("Back to the results"), page=-1))
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.show_menu()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            # the first Enter rings Play again, the next presses it: Enter went to the menu, whose Enter continued a
            # Castle Combo game, and a keyboard player never saw who won (playtest 83)
            self.ring.ring_for_enter("again")
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.shown_for >= CLICK_SETTLE:
            for name, rect in self.buttons.items():
                if rect.collidepoint(event.pos):
                    self.press(name)
                    return

    def update(self, dt: float) -> None:
        self.shown_for += dt
        self.moment_left = max(0.0, self.moment_left - dt)

    def press(self, name: str) -> None:
        """A button: back to the menu, a look at the table, or the same seats again."""
        if name == "menu":
            self.app.show_menu()
        elif name == "table":
            self.app.stack.pop()
        elif name == "again":
            # the first player chosen for these seats, if one was (a playtest chose one and Play again drew another)
            first = self.app.settings.chosen_first("rooms", list(self.seats))
            self.app.start_game(self.seats, first_player=first, game="rooms")
        elif name == "replay" and self.save is not None:  # a playtest looked for it after a game
            self.app.start_replay(self.save)

    def _facts(self, s: float) -> dict[int, tuple[str, int, pygame.Rect | None]]:
        """Return, per seat, its line lengths in words, the room they have, and the line at the panel's foot where
        they go (None: beside the name): every panel says them alike, in the longest words that fit every panel
        (one panel said "rooms per line, longest first: 8 · 2" and the next "7 · 2" beside a long name, a playtest).
        A name too long for even the lengths beside it sends them to its foot, where they have room for their words
        (one long name left "10 · 3" unexplained in every panel: playtest 101)."""
        rooms: dict[int, int] = {}
        feet: dict[int, pygame.Rect | None] = {}
        forms: dict[int, list[str]] = {}
        for sp in self.panels:
            seat, hd = sp.seat, sp.header
            name_right = hd.x + round(22 * s) + font(round(19 * s), "bold").size(self.seats[seat].name)[0]
            # sorted as the tie-break compares them, and said so: "6 · 2 · 2" over lines of 2, 2 and 6 was read in
            # the lines' order (a playtest), and in that order "2 · 10" hid the winner's 10 (another)
            standing = line_lengths(self.state.standing(seat))
            rooms[seat] = hd.right - round(90 * s) - name_right
            # TRANSLATORS: a seat's line lengths at the end, sorted as the tie-break compares them: "… 7 · 3 · 1"
            forms[seat] = [_("rooms per line, longest first: {lengths}").format(lengths=standing),
                           # TRANSLATORS: a seat's line lengths at the end, short, where the words above do not fit
                           # ("per line: 6 · 5 · 4" read as lines 1, 2 and 3 by a child whose lines were 6, 4, 5: 345)
                           _("longest first: {lengths}").format(lengths=standing), standing]
            # the short words, where even they have no room beside the name, at the foot, shrunk to four fifths at
            # most: the lengths alone beside one long name left every panel's bare, read in the lines' order (347)
            feet[seat] = foot = self._foot(sp, forms[seat][1], rooms[seat], s, 0.8) or \
                self._foot(sp, standing, rooms[seat], s)
            if foot is not None:
                rooms[seat] = foot.w
        size = font(round(16 * s))
        k = next((k for k in range(2) if all(size.size(forms[q][k])[0] <= rooms[q] * (1.25 if feet[q] else 1)
                                             for q in forms)), 2)
        return {q: (forms[q][k], rooms[q], feet[q]) for q in forms}

    def _foot(self, sp: SeatPanel, facts: str, room: int, s: float, shrink: float = 1.0) -> pygame.Rect | None:
        """Return the line at the foot of ``sp`` where its ``facts`` go when they do not fit the ``room`` beside its
        name (not even shrunk to four fifths), clear of its lines once ``shrink``-ed; None where they stay beside the
        name."""
        f = font(round(16 * s))
        if f.size(facts)[0] <= room * 1.25:
            return None
        foot = pygame.Rect(sp.header.x, sp.rect.bottom - round(8 * s) - f.get_linesize(), sp.header.w,
                           f.get_linesize())
        wide = round(f.size(facts)[0] * shrink)
        written = pygame.Rect(foot.right - wide, foot.y, wide, foot.h)
        lines = line_spaces(sp, self.state.lines[sp.seat])[:-1]  # each line to its end (not the new line's space)
        if any(written.colliderect(line) for line in lines):
            return None
        # as wide as the lines leave it (a panel of two long lines has its foot beside the last: playtest 83)
        left = max([foot.x, *(line.right + round(12 * s) for line in lines if line.colliderect(foot))])
        return pygame.Rect(left, foot.y, foot.right - left, foot.h)

    def draw(self, surface: pygame.Surface) -> None:
        self._place(surface.get_size())
        w, h = surface.get_size()
        s = min(w / 1280, h / 720) * user_scale()
        background(surface)
        head, how = ending_words(self.state, self.names)  # worded at each frame: the language may change
        title(surface, head, (w // 2, round(18 * s)), round(44 * s), anchor="midtop", fit="shrink",
              max_width=w - round(40 * s))  # two long names shared a win: "… Santos e…" (shrunk, not cut)
        lines = self.how_lines if " ".join(self.how_lines) == " ".join(how.split()) else [how]
        step = font(round(19 * s)).get_linesize()
        for k, line in enumerate(lines):
            text(surface, line, (w // 2, round(74 * s) + k * step), round(19 * s), theme.TEXT_DIM, anchor="midtop",
                 fit="shrink", max_width=w - round(40 * s))
        winners = self.state.winners()
        facts_of = self._facts(s)
        for sp in self.panels:
            seat = sp.seat
            won = seat in winners
            panel(surface, sp.rect, alpha=255, radius=10, edge=theme.ACCENT if won else theme.PANEL_EDGE,
                  width=3 if won else 1)
            hd = sp.header
            glyphs.seat_mark(surface, theme.hex_colour(self.seats[seat].colour), (hd.x + round(8 * s), hd.centery),
                               round(7 * s))
            # TRANSLATORS: a mark beside the seat that won
            place = _("winner") if won else place_words(self.places[seat])
            # the seat's own name, as its panel on the table shows it (the title speaks to "You"), clear of its place:
            # "Bartholomew Fitzgerald-Montgomerwinner" ran into it (playtest 270)
            room_for_name = hd.right - font(round(17 * s), "bold").size(place)[0] - round(12 * s) - hd.x - round(22 * s)
            r = text(surface, self.seats[seat].name, (hd.x + round(22 * s), hd.centery), round(19 * s), theme.TEXT,
                     "bold", anchor="midleft", fit="name", max_width=room_for_name)
            # beside a long name even the lengths alone had no room (playtest 82): at the foot
            facts, room, foot = facts_of[seat]
            kind = kind_words(self.seats[seat].kind)  # who played it, as the Castle Combo score pad says, where it
            # first: after the lengths "10 · 7  ·  IA difficile" read as one more line (playtest 173)
            if kind and font(round(16 * s)).size(f"{kind}  ·  {facts}")[0] <= room * 1.2:  # fits (else tiny words)
                facts = f"{kind}  ·  {facts}"
            at, anchor = (foot.midright, "midright") if foot is not None else ((r.right + round(16 * s), hd.centery),
                                                                              "midleft")
            text(surface, facts, at, round(16 * s), theme.TEXT_DIM, anchor=anchor, fit="shrink", max_width=room)
            text(surface, place, (hd.right, hd.centery), round(17 * s), theme.ACCENT if won else theme.TEXT_DIM, "bold",
                 anchor="midright")
            draw_lines(surface, sp, self.state.lines[seat], LineMarks(winning=self.winning.get(seat, []),
                                                                      newest=self.dragons[seat]), s)
        labels = {"menu": pgettext("button", "Menu"), "table": _("See the table"), "again": _("Play again"),
                  "replay": pgettext("button", "Replay")}
        for name, rect in self.buttons.items():
            lit = self.hover is not None and rect.collidepoint(self.hover)
            button(surface, rect, labels[name], round(20 * s), hover=lit, lit=name == "again")  # as at Combo's pad
        self.ring.draw(surface, self.controls(), s)
        draw_enter_note(surface, self.ring, self.buttons["again"], s)
        if self.moment_left > 0:
            self._draw_moment(surface, head, s)

    def _draw_moment(self, surface: pygame.Surface, head: str, s: float) -> None:
        winners = self.state.winners()
        colours = [theme.hex_colour(self.seats[w].colour) for w in winners]
        draw_moment(surface, self.moment_left / MOMENT_SECONDS, head, moment_words(self.state), colours, s,
                    celebrates([seat.kind for seat in self.seats], winners))


def moment_words(state: GameState) -> str:
    """Return what the winner's moment says under "… wins!": the winning line, or where the pile ran out, that it
    did and the longest line ("You win! a line of 9 rooms" read as a line of ten, playtest 147), or the lines that
    broke a tie of the longest."""
    winners = state.winners()
    longest = max((len(line.rooms) for w in winners for line in state.lines[w]), default=0)
    decided = deciding(state)
    if decided is not None and decided[2] > 0:  # a longest line as long as another's: the lines that decided
        # ("¡Ramón gana! una línea de 8 salas" where Lucía had 8 too, playtest 112)
        lines = state.standing(decided[0])[:decided[2] + 1]
        # TRANSLATORS: under "… wins!" at the end of Castle Rooms, where the next lines broke a tie of the longest:
        # the winner's lines that decided, longest first ("lines of 8 · 4 rooms")
        return _("lines of {lines} rooms").format(lines=" · ".join(str(n) for n in lines))
    if longest < WIN_LENGTH:
        # TRANSLATORS: under "… wins!" at the end of Castle Rooms when the pile ran out: the winner's longest line
        return ngettext("the pile ran out: the longest line, {n} room", "the pile ran out: the longest line, {n} rooms",
                        longest).format(n=longest)
    # TRANSLATORS: under "… wins!" at the end of Castle Rooms: the winner's line of ten
    return ngettext("a line of {n} room", "a line of {n} rooms", longest).format(n=longest)


__all__ = ["EndingScene", "deciding", "ending_words", "how_sentences", "moment_words", "places", "tie_words",
           "winning_lines"]
