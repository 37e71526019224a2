"""The score pad at the end of a game: every card's points, keys, purses, totals and the winner."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from castlecombo.combo.engine.scoring import ScoreSheet, places
from castlecombo.combo.replay import history_record
from castlecombo.combo.ui import pad_cells, pad_marks
from castlecombo.combo.ui.host import TableHost
from castlecombo.combo.ui.result_words import headline, is_you, join_names, seat_names
from castlecombo.combo.ui.review_scene import open_review
from castlecombo.i18n import N_, _, ngettext, pgettext
from castlecombo.kit import draw, forms, glyphs, screen_keys, theme
from castlecombo.kit.anim import speed_factor
from castlecombo.kit.enter_note import draw_enter_note
from castlecombo.kit.focus import Focusable, FocusRing, arrow_moves
from castlecombo.kit.names import name_forms
from castlecombo.kit.scene import CLICK_SETTLE
from castlecombo.kit.winner_moment import MOMENT_SECONDS, celebrates, draw_moment
from castlecombo.people import kind_words, place_words
from castlecombo.storage.records import SaveGame, SeatConfig

if TYPE_CHECKING:
    from castlecombo.combo.engine import GameState

POSITION_WORDS = ((N_("Top left"), N_("Top middle"), N_("Top right")),
                  (N_("Middle left"), N_("Centre"), N_("Middle right")),
                  (N_("Bottom left"), N_("Bottom middle"), N_("Bottom right")))  # say with _()
REVEAL_SECONDS = 2.4  # the whole count-up
SCORING_ROWS = 10  # nine cards, then keys
FOOTNOTE = N_("Gold on a purse is already part of that card's points. "
              "Gold kept only matters to break a tie.")  # say with _()


def position_label(row: int, col: int) -> str:
    """Words for a space of the 3x3 tableau ("Top left", "Centre", ...)."""
    return _(POSITION_WORDS[row][col])


def tie_break_text(names: Sequence[str], sheets: Sequence[ScoreSheet], winners: Sequence[int]) -> str:
    """Explain every tie-break: of the best total, then of each total shared below it; '' when there was no tie."""
    return " ".join(words for words in (_winner_tie_text(names, sheets, winners), _place_tie_text(names, sheets))
                    if words)


def _winner_tie_text(names: Sequence[str], sheets: Sequence[ScoreSheet], winners: Sequence[int]) -> str:
    """Explain the tie-break when the best total is shared; '' when it is not."""
    best = max(s.total for s in sheets)
    tied = [i for i, s in enumerate(sheets) if s.total == best]
    if len(tied) < 2:
        return ""
    two = len(tied) == 2
    gold = sheets[winners[0]].leftover_gold
    said = {"tied": join_names([names[i] for i in tied]), "best": best,
            "coins": ngettext("{n} gold", "{n} gold", gold).format(n=gold)}
    if len(winners) == 1:
        winner = names[winners[0]]
        if is_you(winner):
            words = (_("{tied} both scored {best}. Ties go to the most gold not on purses: "
                       "{winner} kept {coins}, so {winner} win.") if two else
                     _("{tied} all scored {best}. Ties go to the most gold not on purses: "
                       "{winner} kept {coins}, so {winner} win."))
        else:
            words = (_("{tied} both scored {best}. Ties go to the most gold not on purses: "
                       "{winner} kept {coins}, so {winner} wins.") if two else
                     _("{tied} all scored {best}. Ties go to the most gold not on purses: "
                       "{winner} kept {coins}, so {winner} wins."))
        return words.format(winner=winner, **said)
    if len(winners) == len(tied):
        return (_("{tied} both scored {best} and kept the same gold off their purses ({coins}), "
                  "so they share the victory.") if two else
                _("{tied} all scored {best} and kept the same gold off their purses ({coins}), "
                  "so they share the victory.")).format(**said)
    return _("{tied} scored {best}. Ties go to the most gold not on purses: "
             "{winners} kept {coins} each and share the victory.").format(
        winners=join_names([names[i] for i in winners]), **said)


def _place_tie_text(names: Sequence[str], sheets: Sequence[ScoreSheet]) -> str:
    """Explain how each total shared below the winner's was parted (the places say 2nd and 3rd for 69 and 69 with no
    word why, playtest 118; of two such ties the lower went unexplained, playtest 234); '' when none is."""
    totals = [s.total for s in sheets]
    shared = sorted({t for t in totals if totals.count(t) > 1 and t < max(totals)}, reverse=True)
    return " ".join(_one_place_tie(names, sheets, total) for total in shared)


def _one_place_tie(names: Sequence[str], sheets: Sequence[ScoreSheet], total: int) -> str:
    """Explain how the seats that scored ``total`` (below the winner's) were placed."""
    tied = sorted((i for i, s in enumerate(sheets) if s.total == total), key=lambda i: -sheets[i].leftover_gold)
    said = {"tied": join_names([names[i] for i in tied]), "n": total}
    if len({sheets[i].leftover_gold for i in tied}) == 1:
        # TRANSLATORS: under the score pad: seats that scored alike and kept alike share a place
        return _("{tied} scored {n} each and kept the same gold off their purses, so they share a place.").format(
            **said)
    # TRANSLATORS: under the score pad: seats that scored alike are placed by the gold kept off their purses
    # ("Aldric 6, Rodrigo 2")
    return _("{tied} scored {n} each: the gold kept off their purses places them ({golds}).").format(
        golds=", ".join(f"{names[i]} {sheets[i].leftover_gold}" for i in tied), **said)


TOTAL_EXTRA = 0.8  # rows the total's line takes beyond one: its large numbers, under a rule


def row_names() -> list[str]:
    """Return the score pad's row names in the language spoken: the nine spaces, keys, gold on purses, gold kept,
    total."""
    return [*(position_label(r, c) for r in range(3) for c in range(3)), _("Keys"), _("Gold on purses"),
            _("Gold kept"), _("Total")]


def row_points(sheet: ScoreSheet) -> list[int]:
    """Return a seat's points in the pad's reveal order: the nine spaces in reading order, then the keys."""
    cards = sorted(sheet.cards, key=lambda c: (c.row, c.col))
    return [c.points for c in cards] + [sheet.key_points]


def heading_size(names: Sequence[str], size: int, width: int) -> int:
    """Return the one size the pad's column heads give every name, at most ``size``: the largest at which each name
    fits ``width`` whole or with its middle names as initials, and no smaller than a little over half ``size`` (a
    longer name then takes a shorter form). "Maria da Conceição Albuquerque" was drawn at 12 px beside "Rita" at 35
    (playtest 342)."""
    def largest(name: str) -> int:
        forms = name_forms(name)
        kept = forms[:2] if len(forms) > 2 else forms[:1]  # not "Maria A." but for want of room
        return max(draw.fitted(form, size, "bold", width, "shrink", theme.MIN_TEXT_PX)[1] for form in kept)

    return max(theme.MIN_TEXT_PX, round(size * 0.55), min((largest(name) for name in names), default=size))


class ScoringScene(forms.FormScene):
    """The score pad of a finished game; Play again (same seats) or the menu. Tab rings a button (Enter presses)."""

    settings_key = True
    keys_help = screen_keys.SCORE_PAD

    app: TableHost

    def __init__(self, app: TableHost, state: GameState, seats: Sequence[SeatConfig] | None,
                 back: bool = False, counted: bool = False) -> None:
        """The pad of the finished ``state``; ``back``: a button returns to the scene below (the tableaux);
        ``counted``: it was counted up once already (back from the tableaux it counted again: playtest 167)."""
        super().__init__(app)
        self.state = state
        self.seats = list(seats) if seats else []
        self.sheets: list[ScoreSheet] = state.scores()
        self.winners: list[int] = state.winners()
        self.places = places(self.sheets)  # two seats of one total were told apart only by reading the gold rows
        self.names = seat_names(self.seats, state.n)
        self.colours = [draw.seat_colour(seat.colour) for seat in self.seats] if len(self.seats) == state.n \
            else [draw.seat_colour(c) for c in (theme.SEAT_COLOURS * 2)[: state.n]]
        # with animations off, no count-up and no winner's moment (they still played: playtest 164)
        self.elapsed = 0.0 if speed_factor(app.settings.animation) and not counted else REVEAL_SECONDS + MOMENT_SECONDS
        self.shown_for = 0.0  # seconds on screen: its buttons take a click only after CLICK_SETTLE
        self.again = forms.Button((0, 0, 10, 10), "", self.play_again, primary=True, enabled=bool(self.seats))
        self.menu = forms.Button((0, 0, 10, 10), "", self.to_menu)
        self.back = forms.Button((0, 0, 10, 10), "", self.close)
        self.back.visible = back
        self.review = forms.Button((0, 0, 10, 10), "", self.open_review)
        self.review.visible = any(seat.kind == "human" for seat in self.seats)
        self.replay = forms.Button((0, 0, 10, 10), "", self.open_replay)
        self.replay.visible = bool(self.seats) and bool(state.actions)  # a game played, not tableaux scored
        self.ring = FocusRing()  # the button the keyboard is on (Tab)
        self.cells: dict[str, Any] = {}
        self.note = pygame.Rect(0, 0, 0, 0)
        self.note_lines: list[str] = []
        self.note_size = theme.MIN_TEXT_PX

    @property
    def headline(self) -> str:
        """The one-line result in the player's language."""
        return headline(self.names, self.winners)

    @property
    def tie_text(self) -> str:
        """The tie-break explained in the player's language ('' when there was no tie)."""
        return tie_break_text(self.names, self.sheets, self.winners)

    # --- the numbers ----------------------------------------------------------------------

    @property
    def progress(self) -> float:
        """0 at the start of the count-up, 1 when every row is shown."""
        return min(1.0, self.elapsed / REVEAL_SECONDS)

    @property
    def finished(self) -> bool:
        return self.progress >= 1.0

    def rows_shown(self) -> float:
        """How many scoring rows are revealed (fractional while one is counting)."""
        return self.progress * SCORING_ROWS

    def shown_total(self, seat: int) -> int:
        """The total as the count-up shows it now (the engine's total once finished)."""
        if self.finished:
            return self.sheets[seat].total
        shown = self.rows_shown()
        total = 0.0
        for k, pts in enumerate(row_points(self.sheets[seat])):
            if shown >= k + 1:
                total += pts
            elif shown > k:
                total += pts * (shown - k)
        return int(total)

    def skip(self) -> None:
        """Jump past the count-up and the winner's moment: one who skips it wants the figures (playtest 183)."""
        self.elapsed = REVEAL_SECONDS + MOMENT_SECONDS

    # --- actions --------------------------------------------------------------------------

    def play_again(self) -> None:
        """A new game with the same seats (and the first player chosen for them, if one was)."""
        seats = list(self.seats)
        self._go_to_menu()
        self.app.start_game(seats, seed=None, first_player=self.app.settings.chosen_first("combo", seats))

    def to_menu(self) -> None:
        self._go_to_menu()

    def open_review(self) -> None:
        """Review the game of the person at the table (kept in the game's history record)."""
        save = SaveGame.new(self.state.seed, list(self.seats), self.state.first_player)
        open_review(self.app, history_record(save, self.state))

    def open_replay(self) -> None:
        """Watch the game again, turn by turn (Esc comes back here): a playtest looked for it after a game."""
        save = SaveGame.new(self.state.seed, list(self.seats), self.state.first_player)
        self.app.start_replay(history_record(save, self.state))

    def _go_to_menu(self) -> None:
        self.app.show_menu()

    # --- layout ---------------------------------------------------------------------------

    def place(self, w: int, h: int, s: float) -> None:
        n = self.state.n
        margin = int(24 * s)
        title_h = int(72 * s)
        # the row names' column: as wide as the longest name needs ("En haut à gauche"), up to a fifth
        need = max(draw.font(int(16 * s)).size(position_label(r, c))[0] for r in range(3) for c in range(3))
        label_w = int(min(max(150 * s, need + 49 * s), (w - 2 * margin) * 0.2))
        col_w = min(int((230 if n > 3 else 300) * s), (w - 2 * margin - label_w) // n)
        table_w = label_w + col_w * n
        # the note under the table (the tie-break or the footnote) on as many lines as it takes
        self.note_size = max(theme.MIN_TEXT_PX, int(16 * s))
        f = draw.font(self.note_size)
        self.note_lines = draw.wrap(self.tie_text or _(FOOTNOTE), f, table_w)
        note_h = len(self.note_lines) * f.get_linesize()
        bh = int(44 * s)
        footer_h = int(10 * s) + note_h + int(10 * s) + bh + int(8 * s)
        table = pygame.Rect(0, title_h, table_w, h - title_h - footer_h - margin // 2)
        table.centerx = w // 2
        header_h = int(54 * s)
        lines = 13  # 9 spaces, keys, gold on purses, gold kept, total
        row_h = min(int(40 * s), (table.height - header_h) // (lines + TOTAL_EXTRA))
        table.height = header_h + int(row_h * (lines + TOTAL_EXTRA))
        # centre the whole pad (title, table, footer) vertically
        block = title_h + table.height + footer_h
        shift = max(0, (h - block) // 2)
        table.top += shift
        self.title_y = shift
        small, label_size = pad_cells.pad_sizes(self.sheets, row_names()[:12], label_w, col_w, s)  # once a layout
        self.cells = {"table": table, "label_w": label_w, "col_w": col_w, "header_h": header_h, "row_h": row_h,
                      "small": small, "label_size": label_size}
        self.note = pygame.Rect(table.left, table.bottom + int(10 * s), table.width, note_h)
        by = self.note.bottom + int(10 * s)
        shown = sum(1 for b in (self.again, self.menu, self.back, self.review, self.replay) if b.visible)
        # as wide as they may be, from the table's right edge to the window's margin (five at 150 % ran off it)
        bw = min(int(170 * s), (table.right - margin - (shown - 1) * int(14 * s)) // shown)
        # under the table, ending at its right edge; a row wider than the table is centred under it instead
        # (it ran from the table's right edge far past its left one: a playtest)
        row_w = shown * bw + (shown - 1) * int(14 * s)
        right = table.right if row_w <= table.w else min(w - margin, table.centerx + row_w // 2)
        self.again.rect = pygame.Rect(right - bw, by, bw, bh)
        self.menu.rect = pygame.Rect(right - 2 * bw - int(14 * s), by, bw, bh)
        self.back.rect = pygame.Rect(self.menu.rect.x - bw - int(14 * s), by, bw, bh)
        self.review.rect = pygame.Rect((self.back.rect if self.back.visible else self.menu.rect).x - bw - int(14 * s),
                                       by, bw, bh)
        left = next(b for b in (self.review, self.back, self.menu) if b.visible)
        self.replay.rect = pygame.Rect(left.rect.x - bw - int(14 * s), by, bw, bh)
        self.again.size = self.menu.size = self.back.size = self.review.size = self.replay.size = int(21 * s)
        self.again.label = _("Play again")
        # TRANSLATORS: button back to the main menu
        self.menu.label = pgettext("button", "Menu")
        # TRANSLATORS: button back to the final tableaux
        self.back.label = _("Tableaux")
        # TRANSLATORS: button: the AI's review of the game just played, turn by turn
        self.review.label = pgettext("button", "Review")
        # TRANSLATORS: button: watch a game again, turn by turn
        self.replay.label = pgettext("button", "Replay")

    # --- events and drawing ---------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        self.relayout()
        if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN) and (not self.finished or self.moment > 0):
            counting = not self.finished
            self.skip()
            # the first click or key only ends the count-up; a key that ends the winner's moment does only that too
            # (a keyboard player's Enters went on through it to Play again, playtest 110 at Castle Rooms' ending); a
            # click on a button shown presses it
            if counting or event.type == pygame.KEYDOWN:
                return
        if event.type == pygame.MOUSEBUTTONUP and self.shown_for < CLICK_SETTLE:  # a tap after the one that
            return  # opened it: its buttons lie where the ending's were (playtest 190)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.to_menu()
            return
        if self.ring.handle(event, self.controls()):
            return
        if arrow_moves(self.ring, event, self.controls(), unringed=True):  # as on the menu and Castle Rooms' ending
            return  # (playtest 118 pressed Right, Right, Enter: nothing was ringed, and Enter rang Play again)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.again.enabled:
            # the first Enter rings Play again, the next presses it: Enter twice from the final tableaux began a
            # new game at once, unasked (a keyboard playtest)
            self.ring.ring_for_enter("again")
            return
        self.click_through(event, (self.again, self.menu, self.back, self.review, self.replay))

    def controls(self) -> list[tuple[str, Focusable]]:
        """The buttons left to right, as Tab walks them (the hidden ones passed by)."""
        return [("replay", self.replay), ("review", self.review), ("back", self.back), ("menu", self.menu),
                ("again", self.again)]

    def update(self, dt: float) -> None:
        self.elapsed += dt
        self.shown_for += dt

    def draw(self, surface: pygame.Surface) -> None:
        _w, _h, s = self.frame(surface)
        draw.background(surface)
        c = self.cells
        table: pygame.Rect = c["table"]
        label_w, col_w, header_h, row_h = c["label_w"], c["col_w"], c["header_h"], c["row_h"]
        n = self.state.n
        done = self.finished
        # title and result
        draw.title(surface, _("Final scores"), (table.left, self.title_y + int(14 * s)), int(38 * s))
        if done:
            draw.text(surface, self.headline, (table.right, self.title_y + int(22 * s)), int(28 * s),
                      theme.HIGHLIGHT, kind="bold", anchor="topright", max_width=table.width // 2, fit="shrink")
        draw.panel(surface, table, alpha=235)
        # the winners' columns glow once the count-up ends
        for i in range(n):
            col = pygame.Rect(table.left + label_w + i * col_w, table.top, col_w, table.height)
            if done and i in self.winners:
                draw.tint(surface, col, (*theme.ACCENT, 38))
                pygame.draw.rect(surface, theme.ACCENT, col.inflate(-4, -4), width=2, border_radius=8)
        name_size = heading_size(self.names, int(20 * s), col_w - int(14 * s))  # header: colour, name, kind
        for i in range(n):
            x = table.left + label_w + i * col_w
            pygame.draw.rect(surface, self.colours[i], (x + int(10 * s), table.top + int(10 * s), col_w - int(20 * s),
                                                        int(5 * s)), border_radius=2)
            mark = (x + col_w // 2, table.top + int(12 * s))  # its shape on the bar: colour alone failed a playtest
            glyphs.seat_mark(surface, self.colours[i], mark, int(9 * s), fill=theme.PANEL)
            glyphs.seat_mark(surface, self.colours[i], mark, int(7 * s))
            name = self.names[i]
            draw.text(surface, name, (x + col_w // 2, table.top + int(18 * s)), name_size, theme.TEXT,
                      kind="bold", anchor="midtop", max_width=col_w - int(14 * s), fit="name")
            kind = kind_words(self.seats[i].kind) if len(self.seats) == n else ""
            if done and i in self.winners:  # and who played the seat still (an easy AI won: a playtest missed it)
                # TRANSLATORS: under a winner's name on the score pad (one winner / several)
                won = _("winner") if len(self.winners) == 1 else _("shared victory")
                kind = f"{kind}  ·  {won}" if kind else won
            elif done:  # every other seat's place, the tie broken by gold kept (a playtest: 73 and 73, who is 2nd?)
                place = place_words(self.places[i])
                kind = f"{kind}  ·  {place}" if kind else place
            if kind:  # a place in the text's colour: dim, "2°" was barely seen (a playtest)
                colour = theme.HIGHLIGHT if done and i in self.winners else theme.TEXT if done else theme.TEXT_DIM
                draw.text(surface, kind, (x + col_w // 2, table.top + int(40 * s)), int(14 * s), colour,
                          anchor="midtop", max_width=col_w - int(10 * s), fit="shrink")
        # row labels and the grid
        y0 = table.top + header_h
        labels = row_names()
        shown = self.rows_shown()
        small, num, label_size = c["small"], int(19 * s), c["label_size"]
        for k, label in enumerate(labels):
            y = pad_marks.row_rule(surface, table, y0 + k * row_h, k, row_h, s)
            cy = y + row_h // 2
            if not done and k < SCORING_ROWS and k <= shown < k + 1:
                draw.tint(surface, (table.left + int(8 * s), y + 1, table.width - int(16 * s), row_h - 1),
                           (*theme.ACCENT, 30))
            lx = table.left + int(12 * s)
            if k < 9:
                pad_marks.mini_grid(surface, (lx, cy), int(17 * s), divmod(k, 3))
                lx += int(25 * s)
            label_kind = "bold" if k == 12 else "text"
            height = row_h if k < 12 else table.bottom - y  # the total's line reaches the table's foot
            cy = y + height // 2  # (at 150 % its numbers ran over the foot: a playtest)
            draw.text(surface, label, (lx, cy), label_size if k != 12 else int(20 * s),
                      theme.TEXT if k in (9, 12) else theme.TEXT_DIM, kind=label_kind, anchor="midleft",
                      max_width=table.left + label_w - lx - int(4 * s), fit="shrink")
            for i in range(n):
                x = table.left + label_w + i * col_w
                cell = pygame.Rect(x + int(10 * s), y, col_w - int(20 * s), height)
                pad_cells.draw_cell(surface, self.sheets[i], k, cell, visible=shown > k or done,
                                    total=self.shown_total(i), won=done and i in self.winners, sizes=(small, num), s=s)
        # footer: the tie-break (or the footnote) under the table, the buttons
        if not done:
            # where the footnote comes once counted: left of the buttons there is no room beside Review
            draw.text(surface, _("Counting… a click or a key skips it"), (self.note.x, self.note.y), int(16 * s),
                      theme.TEXT_DIM, fit="shrink", box=self.note)
        else:
            colour = theme.HIGHLIGHT if self.tie_text else theme.TEXT_DIM
            step = draw.font(self.note_size).get_linesize()
            for k, line in enumerate(self.note_lines if self.ring.key != self.ring.enter_key else []):  # (344)
                draw.text(surface, line, (self.note.x, self.note.y + k * step), self.note_size, colour, box=self.note)
        self.back.draw(surface)
        self.review.draw(surface)
        self.replay.draw(surface)
        self.menu.draw(surface)
        self.again.draw(surface)
        self.ring.draw(surface, self.controls(), s)
        draw_enter_note(surface, self.ring, self.again.rect, s)  # over the footnote, given way: "…matters to brea"
        if self.moment > 0:
            best = max(sheet.total for sheet in self.sheets)
            cheer = celebrates([seat.kind for seat in self.seats], self.winners)
            draw_moment(surface, self.moment, self.headline, ngettext("{n} point", "{n} points", best).format(n=best),
                        [self.colours[i] for i in self.winners], s, cheer)

    @property
    def moment(self) -> float:
        """How far the winner's moment has to go: 1 as the count-up ends, down to 0 (over)."""
        if not self.finished:
            return 0.0
        return max(0.0, (REVEAL_SECONDS + MOMENT_SECONDS - self.elapsed) / MOMENT_SECONDS)
