"""The review of a finished game: for each of a seat's turns, the move played, the best move the AI
finds from what the seat could see then, and what the difference is expected to cost at the end.

The review is computed in the app's worker a turn at a time (a progress bar; Esc or Cancel stops
it and nothing is kept), then kept in the game's history record so that it opens at once next
time. A turn chosen in the list is shown on the table's drawing (combo/ui/review_position).
"""

from __future__ import annotations

from concurrent.futures.process import BrokenProcessPool
from pathlib import Path

import pygame

from castlecombo.combo.ai.review import Review
from castlecombo.combo.ui import review_job
from castlecombo.combo.ui import review_panels as panels
from castlecombo.combo.ui.host import TableHost
from castlecombo.combo.ui.review_job import ReviewJob
from castlecombo.combo.ui.review_position import COSTLY_KEYS, ReviewPositionScene
from castlecombo.combo.ui.review_turning import Turning
from castlecombo.combo.ui.review_words import addressed, costly_keys, summary
from castlecombo.games import finishing_order
from castlecombo.i18n import N_, _, pgettext
from castlecombo.kit import draw, forms, screen_keys, theme
from castlecombo.kit.dates import short_date
from castlecombo.people import shown
from castlecombo.storage.history_edit import find_history_record, rewrite_history_record
from castlecombo.storage.records import HistoryRecord


class ReviewScene(forms.FormScene):
    """The list of a seat's turns reviewed (computing first if the record keeps no review of it)."""
    keys_help = screen_keys.REVIEW
    settings_key = True

    window_title = N_("Castle Combo")  # over the menu, which is "Castle card games"
    app: TableHost

    def __init__(self, app: TableHost, record: HistoryRecord, seat: int | None = None) -> None:
        """Review ``seat`` (default: the first seat a person played) of the finished game ``record``;
        raise ValueError if the record is not of a finished Castle Combo game that replays."""
        super().__init__(app)
        if record.game != "combo" or not record.finished:
            raise ValueError(_("only a finished game of Castle Combo can be reviewed"))
        found = find_history_record(record)
        self.path: Path | None = found[0] if found else None
        self.record = found[1] if found else record
        self.turning = Turning(self.record)  # raises IllegalAction (a ValueError) if it does not replay
        humans = [i for i, s in enumerate(self.record.seats) if s.kind == "human"]
        self.seats_shown = humans or list(range(len(self.record.seats)))
        self.seat = seat if seat is not None else self.seats_shown[0]
        if len(self.seats_shown) == 1:  # no other player's review to go to: "?" listed Left / Right (note 76)
            self.keys_help = tuple(k for k in screen_keys.REVIEW if k[1] != screen_keys.OTHER_REVIEW)
        self.job: ReviewJob | None = None
        self.review: Review | None = None
        self.problem = ""
        self.selected = 0
        self.rows: list[pygame.Rect] = []
        self.table = pygame.Rect(0, 0, 0, 0)
        self.tabs = forms.Segmented((0, 0, 10, 10), [], self.seat, on_change=self.choose_seat)
        self.show = forms.Button((0, 0, 10, 10), "", self.open_selected, primary=True)
        self.back = forms.Button((0, 0, 10, 10), "", self.close)
        self.cancel = forms.Button((0, 0, 10, 10), "", self.close)
        self.start(self.seat)

    # --- the review --------------------------------------------------------------------------

    def start(self, seat: int) -> None:
        """Show ``seat``'s review: the one the record keeps, or compute it now."""
        self.stop()
        self.seat = self.tabs.value = seat
        self.selected = 0
        self.problem = ""
        self.review = None
        kept = self.record.review_of(seat)
        if kept is not None:
            self.review = review_job.from_kept(kept)
            return
        # the turns reviewed before it was left (playtest 97)
        carried = self.app.combo_session.unfinished.pop(self._key(seat), ())
        self.job = ReviewJob(self.app.ai_worker(), self.record, seat, review_job.THINK_MS, review_job.REVIEW_SEED,
                             carried)

    def _key(self, seat: int) -> tuple[int, int, int, int]:
        return self.record.seed, hash(tuple(self.record.actions)), len(self.record.actions), seat

    def stop(self) -> None:
        """Stop the review being computed: the turns done are kept for this session, to go on from when asked
        again (leaving at turn 3 of 9 and coming back started over, playtest 97)."""
        if self.job is not None:
            self.job.cancel()
            if self.job.turns and not self.job.finished:
                self.app.combo_session.unfinished.clear()  # one review at a time
                self.app.combo_session.unfinished[self._key(self.job.seat)] = tuple(self.job.turns)
            self.job = None

    def choose_seat(self, seat: int) -> None:
        """Review another seat a person played (hot-seat games)."""
        if seat != self.seat:
            self.start(seat)

    def keep(self, job: ReviewJob) -> None:
        """Keep the finished review in the game's history file (a banner says so if it cannot be)."""
        if self.path is None:
            self.app.notify(_("The review could not be kept: this game is not in your history."))
            return
        record = self.record.with_review(review_job.kept(job.review(), job.think_ms, job.seed))
        try:
            rewrite_history_record(self.path, record)
        except OSError as exc:  # StorageError: the words are for the player
            self.app.notify(str(exc), 8.0)
            return
        self.record = record

    # --- navigation --------------------------------------------------------------------------

    def close(self) -> None:
        """Back to the score pad or the statistics (a review being computed is stopped)."""
        self.stop()
        self.app.stack.pop()

    def leave(self) -> None:
        self.stop()

    def open_selected(self) -> None:
        """Show the selected turn on the table's drawing."""
        if self.review is not None and self.review.turns:
            self.app.stack.push(ReviewPositionScene(self.app, self.turning, self.review, self.selected,
                                                     self.select))

    def open_costly(self, rank: int) -> None:
        """Show the ``rank``-th costliest turn (1 to 3) on the table's drawing, if there is one."""
        k = self.review.costly_position(rank) if self.review is not None else None
        if k is not None:
            self.select(k)
            self.open_selected()

    def select(self, k: int) -> None:
        """Select turn ``k`` of the list (clamped)."""
        if self.review is not None and self.review.turns:
            self.selected = max(0, min(len(self.review.turns) - 1, k))

    # --- every frame -------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        job = self.job
        if job is None:
            return
        try:
            finished = job.poll()
        except BrokenProcessPool:
            self.job = None
            self.problem = _("The review stopped: the AI's process ended twice. Try again later.")
            return
        if finished:
            self.job = None
            self.review = job.review()
            self.keep(job)

    def handle(self, event: pygame.event.Event) -> None:
        self.relayout()
        if event.type == pygame.KEYDOWN:
            self.key(event.key)
            return
        if len(self.seats_shown) > 1 and self.tabs.handle(event):
            return
        buttons = (self.cancel,) if self.job is not None else (self.back, self.show)
        if self.click_through(event, buttons):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.job is None:
            for k, row in enumerate(self.rows):
                if row.collidepoint(event.pos):
                    self.select(k)
                    self.open_selected()
                    return
        elif event.type == pygame.MOUSEWHEEL:
            self.select(self.selected - event.y)

    def key(self, key: int) -> None:
        """Up/Down a turn, Enter shows it, 1 2 3 the costliest, Left/Right another seat, Esc or Backspace
        back (or cancel)."""
        if key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.close()
        elif key in (pygame.K_UP, pygame.K_PAGEUP):
            self.select(self.selected - 1)
        elif key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
            self.select(self.selected + 1)
        elif key == pygame.K_HOME:
            self.select(0)
        elif key == pygame.K_END:
            self.select(10**6)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.open_selected()
        elif key in COSTLY_KEYS:
            self.open_costly(COSTLY_KEYS[key])
        elif key in (pygame.K_LEFT, pygame.K_RIGHT) and len(self.seats_shown) > 1:
            k = self.seats_shown.index(self.seat) + (1 if key == pygame.K_RIGHT else -1)
            self.start(self.seats_shown[k % len(self.seats_shown)])

    # --- layout and drawing ------------------------------------------------------------------

    def place(self, w: int, h: int, s: float) -> None:
        m = int(22 * s)
        self._labels()
        self.tabs.size = int(18 * s)
        self.tabs.rect = pygame.Rect(0, int(20 * s), w // 2, int(38 * s))
        # as wide as the names need, up to half the window (two long names were cut beside free room, a playtest)
        self.tabs.rect.width = min(max(int(150 * s) * len(self.seats_shown), sum(self.tabs.wants())), w // 2)
        self.tabs.rect.right = w - m
        bh, bw = int(44 * s), int(210 * s)
        self.show.rect = pygame.Rect(w - m - bw, h - int(14 * s) - bh, bw, bh)
        self.back.rect = pygame.Rect(self.show.rect.x - int(170 * s) - int(14 * s), self.show.rect.y, int(170 * s), bh)
        self.cancel.rect = pygame.Rect(w - m - int(170 * s), self.show.rect.y, int(170 * s), bh)
        for b in (self.show, self.back, self.cancel):
            b.size = int(20 * s)
        self.table = pygame.Rect(m, int(112 * s), w - 2 * m, self.show.rect.top - int(12 * s) - int(112 * s))

    def _labels(self) -> None:
        names = [s.name for s in self.record.seats]
        self.tabs.options = [(seat, names[seat]) for seat in self.seats_shown]
        # TRANSLATORS: button: show the chosen turn of the review on the table's drawing
        self.show.label = _("Show on the table")
        # TRANSLATORS: button back to the screen the review was opened from
        self.back.label = pgettext("button", "Back")
        # TRANSLATORS: button that stops the review being computed
        self.cancel.label = pgettext("button", "Cancel")
        self.show.enabled = self.review is not None and bool(self.review.turns)

    def title(self) -> str:
        """Return the title: whose game is reviewed."""
        if addressed(self.record.seats, self.seat):
            return _("Review of your game")
        return _("Review of {player}'s game").format(player=self.record.seats[self.seat].name)

    def which_game(self) -> str:
        """Return which game this is: when it ended and every seat's score, best first ("6 Dec 2026, 12:48  ·
        Aldric 101, Olivia 71")."""
        scores = ", ".join(f"{shown(self.record.seats[k].name)} {self.record.scores[k]}"
                           for k in finishing_order(self.record))
        return f"{short_date(self.record.finished_at)}  ·  {scores}"

    def draw(self, surface: pygame.Surface) -> None:
        w, _h, s = self.frame(surface)
        self._labels()
        draw.background(surface)
        m = int(22 * s)
        right = self.tabs.rect.left - m if len(self.seats_shown) > 1 else w - m
        title = draw.title(surface, self.title(), (m, int(14 * s)), int(38 * s), fit="shrink", max_width=right - m)
        which = self.which_game()  # the game reviewed: from History, the title alone did not say which (244)
        size = int(18 * s)
        if draw.font(size).size(which)[0] <= right - title.right - 2 * m:
            draw.text(surface, which, (right, title.centery), size, theme.TEXT_DIM, anchor="midright")
        if len(self.seats_shown) > 1:
            self.tabs.draw(surface)
        draw.panel(surface, self.table, alpha=235)
        if self.job is not None:
            you = addressed(self.record.seats, self.seat)
            words = _("Reviewing your turns…") if you else _("Reviewing {player}'s turns…").format(
                player=self.record.seats[self.seat].name)
            panels.draw_progress(surface, self.table, self.job, words, s)
            self.cancel.draw(surface)
            return
        if self.review is not None:
            legend = panels.draw_rank_legend(surface, (w - m, int(84 * s)), s, len(self.review.costliest(3))) \
                if self.review.costliest(1) else 0
            # the hints of the turns the list marks, where the record keeps them: "with 11 hints" over 9 turns
            # counted those of turns taken back (playtest 224)
            hints = sum(self.turning.hinted(t.index) for t in self.review.turns) if self.record.hinted else \
                self.record.hints_used(self.seat)
            lost = self.record.finished and self.seat not in self.record.winners
            draw.text(surface, summary(self.review, self.record.seats, hints, lost),
                      (m, int(70 * s)), int(23 * s),
                      theme.HIGHLIGHT, kind="bold", max_width=w - 2 * m - legend, fit="shrink")
            self.rows = panels.draw_turns(surface, self.table, self.review, self.turning, self.selected, s)
            keys = costly_keys(self.review)  # "1 2" when only two turns cost anything (3 did nothing)
            # TRANSLATORS: {keys} is "1", "1 2" or "1 2 3": the keys that open the costliest turns
            hint = (_("↑ ↓ a turn  ·  Enter or a click: show it on the table  ·  {keys}: the costliest  ·  Esc: back")
                    .format(keys=keys) if keys else
                    _("↑ ↓ a turn  ·  Enter or a click: show it on the table  ·  Esc: back"))  # no costly turn
            room = self.back.rect.left - 2 * m
            # two lines rather than "Échap : r…", broken between parts ("Esc: / volver" split one, a playtest)
            lines = draw.two_lines_between(hint, draw.font(int(16 * s)), room)
            step = draw.font(int(16 * s)).get_linesize()
            for i, line in enumerate(lines):
                y = self.show.rect.centery + (2 * i - len(lines) + 1) * step // 2
                draw.text(surface, line, (m, y), int(16 * s), theme.TEXT_DIM, anchor="midleft", fit="shrink",
                          max_width=room)
        elif self.problem:
            draw.paragraph(surface, self.problem, self.table.inflate(-4 * m, -4 * m), int(20 * s), theme.BAD)
        self.back.draw(surface)
        self.show.draw(surface)


def open_review(app: TableHost, record: HistoryRecord) -> None:
    """Push the review of ``record`` (a banner says why if it cannot be reviewed)."""
    try:
        scene = ReviewScene(app, record)
    except ValueError as exc:
        app.notify(_("This game cannot be reviewed: {problem}").format(problem=exc), 8.0)
        return
    app.stack.push(scene)

