"""Statistics over finished games, kept per game (Castle Combo or Castle Rooms): bar charts and the
list of games, each with a Replay button."""

from __future__ import annotations

from functools import partial

import pygame

from castlecombo.app import statistics_charts as charts
from castlecombo.app.notice import show_notice
from castlecombo.app.services import AppServices
from castlecombo.app.statistics_levels import levels_chart
from castlecombo.combo.ui.review_scene import open_review
from castlecombo.games import TITLES, finishing_order
from castlecombo.games import title as game_title
from castlecombo.i18n import _, language, ngettext, pgettext
from castlecombo.kit import draw, forms, screen_keys, theme
from castlecombo.kit.focus import Focusable, FocusRing
from castlecombo.storage import files as storage
from castlecombo.storage import stats
from castlecombo.storage.records import GameName, HistoryRecord

SEPARATOR = "  ·  "  # between the parts of the summary, as its templates write it


class StatisticsScene(forms.FormScene):
    """Charts of the player's history and the list of finished games."""
    keys_help = screen_keys.STATISTICS

    app: AppServices

    def __init__(self, app: AppServices) -> None:
        super().__init__(app)
        self.records: list[HistoryRecord] = []
        self.all_records: list[HistoryRecord] = []
        self.game: GameName | None = None  # chosen on loading: the game of the newest record
        self.game_selector = forms.Segmented((0, 0, 10, 10), [], None, on_change=self.set_game)
        # whose figures the charts show when there are both: the player's own, or the hot-seat games' people
        self.view_selector = forms.Segmented((0, 0, 10, 10), [], "own", on_change=self.set_view)
        self.ring = FocusRing()  # Tab walks the controls (a keyboard playtest could reach nothing but Esc)
        self.messages: list[str] = []
        self.scroll = 0
        self.seat_rows = 1  # the lines of seats the tallest game of the list takes (every row has that room)
        self.back = forms.Button((0, 0, 10, 10), "", self.close, primary=True)
        self.replay_buttons: list[tuple[forms.Button, int]] = []
        self.review_buttons: list[tuple[forms.Button, int]] = []
        self.rects: dict[str, pygame.Rect] = {}
        self.load()
        self._labels()

    def load(self) -> None:
        """Read the history (damaged files are explained once, on entering)."""
        self.all_records, self.messages = storage.load_history()
        if self.game is None:
            self.game = self.all_records[-1].game if self.all_records else "combo"
        self.set_game(self.game)

    def set_game(self, game: GameName) -> None:
        """Show the statistics of ``game``."""
        self.game = self.game_selector.value = game
        self.records = stats.of_game(self.all_records, game)
        self.own_levels = stats.games_by_level(self.records)
        self.played = (sum(lv.played for lv in self.own_levels), sum(lv.won for lv in self.own_levels))
        # only hot-seat games: their people's wins and best scores, not four empty charts (a playtest); with both
        # kinds of game a choice between the two views (the people's went away after one solo game, a playtest)
        shared = stats.shared_games(self.records) > 0
        self.both = shared and bool(self.own_levels)
        self.set_view("people" if shared and not self.own_levels else "own")
        self.games = list(reversed(self.records))  # newest first
        self.scroll = 0
        self._summary: tuple[str, str, str] | None = None  # (language, summary, blank), worked out when drawn
        self._size = None

    def set_view(self, view: str) -> None:
        """Show the player's own figures (``"own"``) or the hot-seat games' people (``"people"``)."""
        self.view_selector.value = view
        self.people = view == "people"
        bucket = charts.SCORE_BUCKET[self.game or "combo"]
        if self.people:  # every chart of the hot-seat games' people (two said "not counted here", a playtest)
            self.levels = stats.games_by_person(self.records)
            self.best = stats.best_shared_scores(self.records, 5, finishing_order)
            self.histogram = stats.shared_score_histogram(self.records, bucket)
            self.sizes = stats.shared_games_by_table_size(self.records)
        else:
            self.levels = self.own_levels
            self.best = stats.best_scores(self.records, 5, finishing_order)
            self.histogram = stats.score_histogram(self.records, bucket)
            self.sizes = stats.games_by_table_size(self.records)
        self.cards = stats.top_cards(self.records, 8, people=self.people)

    def enter(self) -> None:
        self.relayout()
        if self.messages:
            more = len(self.messages) - 3
            shown = self.messages[:3] + ([ngettext("(and {n} more)", "(and {n} more)", more).format(n=more)]
                                         if more > 0 else [])
            show_notice(self.app, "\n\n".join(shown), _("About your history"))

    def replay(self, index: int) -> None:
        """Replay the finished game ``index`` of ``self.games`` (newest first)."""
        self.app.start_replay(self.games[index])

    def review(self, index: int) -> None:
        """Open the review of the finished game ``index`` of ``self.games`` (computed the first time)."""
        open_review(self.app, self.games[index])

    @staticmethod
    def reviewable(record: HistoryRecord) -> bool:
        """True for a finished game of Castle Combo that a person played."""
        return record.game == "combo" and record.finished and any(s.kind == "human" for s in record.seats)

    # --- layout ---------------------------------------------------------------------------

    def place(self, w: int, h: int, s: float) -> None:
        m = int(22 * s)
        top = int(84 * s)
        bottom = h - int(70 * s)
        list_w = max(int(330 * s), int(w * 0.32))
        plots = pygame.Rect(m, top, w - 3 * m - list_w, bottom - top)
        gap = int(14 * s)
        cw = (plots.width - gap) // 2
        ch = (plots.height - gap) // 2
        self.rects = {
            "levels": pygame.Rect(plots.left, plots.top, cw, ch),
            "scores": pygame.Rect(plots.left + cw + gap, plots.top, cw, ch),
            "best": pygame.Rect(plots.left, plots.top + ch + gap, cw, ch),
            "cards": pygame.Rect(plots.left + cw + gap, plots.top + ch + gap, cw, ch),
            "games": pygame.Rect(w - m - list_w, top, list_w, bottom - top),
        }
        self.row_h = int(80 * s)
        area = self._list_area()
        beside, below = (limit - area.left - int(10 * s) for limit in charts.seats_limits(area, s))
        self.seat_rows = max((len(charts.seat_lines(record, beside, below, s)) for record in self.games), default=1)
        # where the whole list fits with rows a line taller, a name that one line would cut gets the room
        # ("Maria José Alb… 10" in a list of two games, a playtest)
        roomy = max((len(charts.seat_lines(record, beside, below, s, lines=3)) for record in self.games), default=1)
        if roomy > self.seat_rows and len(self.games) * (
                self.row_h + (roomy - 1) * int(charts.SEATS_LINE * s)) <= area.h:
            self.seat_rows = roomy
        self.row_h += (self.seat_rows - 1) * int(charts.SEATS_LINE * s)  # a game's seats take two lines or three
        self.game_selector.rect = pygame.Rect(0, int(22 * s), int(380 * s), int(40 * s))
        self.game_selector.rect.centerx = w // 2 - int(40 * s)
        self.game_selector.size = int(18 * s)
        self.back.rect = pygame.Rect(0, 0, int(160 * s), int(44 * s))
        self.back.rect.bottomright = (w - m, h - int(14 * s))
        self.back.size = int(21 * s)
        width = min(int(460 * s), self.rects["games"].left - 2 * m)
        self.view_selector.rect = pygame.Rect(m, self.back.rect.top, width, self.back.rect.h)
        self.view_selector.size = int(17 * s)
        self._place_replay_buttons()

    def _list_area(self) -> pygame.Rect:
        r = self.rects["games"]
        s = draw.ui_scale(self._size or (1280, 720))
        return pygame.Rect(r.left + 4, r.top + int(44 * s), r.width - 8, r.height - int(48 * s))

    def _place_replay_buttons(self) -> None:
        s = draw.ui_scale(self._size or (1280, 720))
        area = self._list_area()
        self.replay_buttons = []
        self.review_buttons = []
        bw, bh = charts.list_button_width(s), int(30 * s)
        for i, record in enumerate(self.games):
            y = area.top + i * self.row_h - self.scroll
            if y + self.row_h < area.top or y > area.bottom:
                continue
            rect = pygame.Rect(area.right - bw - int(10 * s), y + (self.row_h - bh) // 2, bw, bh)
            if self.reviewable(record):  # Replay above Review
                # beside the date, the result and a first line of seats (a second line goes under them)
                rect.h = min(bh, (self.row_h - int(10 * s)) // 2, int(35 * s))
                rect.top = y + (int(80 * s) - 2 * rect.h - int(2 * s)) // 2
                below = rect.move(0, rect.h + int(2 * s))
                if area.top <= below.top and below.bottom <= area.bottom:  # a row half scrolled out: no button
                    # TRANSLATORS: button: the AI's review of a finished game, turn by turn
                    review = forms.Button(below, pgettext("button", "Review"), partial(self.review, i),
                                          size=int(15 * s))
                    self.review_buttons.append((review, i))
            if area.top <= rect.top and rect.bottom <= area.bottom:
                # TRANSLATORS: button that shows a finished game again, move by move
                b = forms.Button(rect, pgettext("button", "Replay"), partial(self.replay, i), size=int(16 * s))
                self.replay_buttons.append((b, i))

    def _max_scroll(self) -> int:
        return max(0, len(self.games) * self.row_h - self._list_area().height)

    # --- events ---------------------------------------------------------------------------

    def controls(self) -> list[tuple[str, Focusable]]:
        """The controls in Tab's order: the game, the view (with both kinds of game), each shown game's Replay and
        Review, Back."""
        rows: list[tuple[str, Focusable]] = []
        for (b, i) in sorted(self.replay_buttons + self.review_buttons, key=lambda pair: (pair[1], pair[0].rect.y)):
            rows.append((f"{'review' if (b, i) in self.review_buttons else 'replay'}{i}", b))
        view: list[tuple[str, Focusable]] = [("view", self.view_selector)] if self.both else []
        return [("game", self.game_selector), *view, *rows, ("back", self.back)]

    def handle(self, event: pygame.event.Event) -> None:
        self.relayout()
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.close()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP,
                                                          pygame.K_PAGEDOWN):  # the list scrolls by keys too
            rows = 1 if event.key in (pygame.K_UP, pygame.K_DOWN) else 3
            step = rows * self.row_h * (-1 if event.key in (pygame.K_UP, pygame.K_PAGEUP) else 1)
            self.scroll = max(0, min(self._max_scroll(), self.scroll + step))
            self._place_replay_buttons()
            return
        if self.ring.handle(event, self.controls()):
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self._max_scroll(), self.scroll - event.y * self.row_h // 2))
            self._place_replay_buttons()
            return
        if self.back.handle(event) and event.type == pygame.MOUSEBUTTONUP:
            return
        if self.game_selector.handle(event) or (self.both and self.view_selector.handle(event)):
            return
        area = self._list_area()
        for b, _i in self.replay_buttons + self.review_buttons:
            if event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION) and not area.collidepoint(event.pos):
                b.hover = False
                continue
            if b.handle(event) and event.type == pygame.MOUSEBUTTONUP:
                break

    # --- drawing --------------------------------------------------------------------------

    def _labels(self) -> None:
        """Word the buttons and the choice of game in the language spoken now (it may change while shown)."""
        self.game_selector.options = [(game, game_title(game)) for game in TITLES]
        # TRANSLATORS: Statistics: show the player's own figures, or those of the people of the hot-seat games
        self.view_selector.options = [("own", _("Your games")), ("people", _("Hot-seat players"))]
        # TRANSLATORS: button that goes back to the menu
        self.back.label = pgettext("button", "Back")
        for b, _i in self.replay_buttons:
            b.label = pgettext("button", "Replay")
        for b, _i in self.review_buttons:
            b.label = pgettext("button", "Review")

    def draw(self, surface: pygame.Surface) -> None:
        w, _h, s = self.frame(surface)
        self._labels()
        draw.background(surface)
        draw.title(surface, _("Statistics"), (int(22 * s), int(16 * s)), int(42 * s), fit="shrink",
                   max_width=self.game_selector.rect.left - int(30 * s))
        if self._summary is None or self._summary[0] != language():  # once per game shown and language
            self._summary = (language(), *summary_words(*self.played, self.records))
        _said_in, summary, blank = self._summary
        # on two lines rather than in tiny words (a Spanish summary beside the game selector was about 9 px)
        width = w - self.game_selector.rect.right - int(40 * s)
        size = draw.two_line_size(summary, int(20 * s), width, self.rects["levels"].top - int(12 * s), "text")
        f = draw.font(size)
        lines = summary_lines(summary, f, width)
        y = self.game_selector.rect.centery - f.get_linesize() * len(lines) // 2
        for line in lines:
            draw.text(surface, line, (w - int(22 * s), y), size, theme.TEXT_DIM, anchor="topright", max_width=width,
                      fit="shrink")
            y += f.get_linesize()
        self.game_selector.draw(surface)
        if self.both:
            self.view_selector.draw(surface)
        game = self.game or "combo"
        titles = {k: _(v) for k, v in charts.SHARED_TITLES[game].items()} if self.people else {}
        blank = "" if self.people else blank  # "not counted here" is said of the player's own charts
        levels_chart(surface, self.rects["levels"], s, self.levels, blank, titles.get("levels", ""),
                            str if self.people else charts.level_label, names=self.people)
        charts.best_chart(surface, self.rects["best"], s, game, self.best, blank, titles.get("best", ""))
        charts.scores_chart(surface, self.rects["scores"], s, game, self.histogram, blank, titles.get("scores", ""))
        charts.cards_chart(surface, self.rects["cards"], s, game, self.cards, self.sizes, blank,
                           titles.get("cards", ""), self.people)
        self._draw_games(surface, self.rects["games"], s)
        self.back.draw(surface)
        self.ring.draw(surface, self.controls(), s)

    def _draw_games(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        draw.panel(surface, rect)
        draw.text(surface, _("Game history"), (rect.left + int(14 * s), rect.top + int(10 * s)), int(19 * s),
                  theme.TEXT, kind="bold", box=rect.inflate(-int(14 * s), 0), fit="shrink")
        area = self._list_area()
        if not self.games:
            charts.empty(surface, area, _("None yet."), s)
            return
        clip = surface.get_clip()
        surface.set_clip(area)
        for i, record in enumerate(self.games):
            y = area.top + i * self.row_h - self.scroll
            if y + self.row_h < area.top or y > area.bottom:
                continue
            if i:
                pygame.draw.line(surface, (54, 60, 56), (area.left + 8, y), (area.right - 8, y))
            charts.game_row(surface, record, area, y, s, self.seat_rows)
        surface.set_clip(clip)
        for b, _i in self.replay_buttons + self.review_buttons:
            if area.contains(b.rect):
                b.draw(surface)
        if self._max_scroll():
            total = len(self.games) * self.row_h
            bar_h = max(20, area.height * area.height // total)
            bar_y = area.top + (area.height - bar_h) * self.scroll // self._max_scroll()
            pygame.draw.rect(surface, theme.PANEL_EDGE, (area.right - 4, bar_y, 3, bar_h), border_radius=2)


def summary_lines(summary: str, f: pygame.font.Font, width: int) -> list[str]:
    """Return the summary on one line if it fits ``width``, else on two broken between its parts ("4 games played, 2
    won (50%)" / "2 hot-seat games not counted"): a wrap at the width left a "·" at a line's end (a playtest)."""
    if f.size(summary)[0] <= width:
        return [summary]
    parts = summary.split(SEPARATOR)
    splits = [(SEPARATOR.join(parts[:k]), SEPARATOR.join(parts[k:])) for k in range(1, len(parts))]
    fitting = [pair for pair in splits if max(f.size(line)[0] for line in pair) <= width]
    if fitting:
        return list(min(fitting, key=lambda pair: max(f.size(line)[0] for line in pair)))
    return draw.wrap_balanced(summary, f, width)[:2]


def summary_words(played: int, won: int, records: list[HistoryRecord]) -> tuple[str, str]:
    """Return the statistics' summary line and what an empty chart says ("": "Finish a game…"). Games of several
    people at one screen and games of AIs alone are listed but left out of the figures, and both say so."""
    if played:
        summary = ngettext("{played} game played, {won} won ({percent}%)",
                           "{played} games played, {won} won ({percent}%)", played).format(
            played=played, won=won, percent=round(100 * won / played))
    else:
        summary = _("No finished games yet")
    shared = stats.shared_games(records)
    watched = stats.watched_games(records)
    if shared and not played:
        # TRANSLATORS: the statistics' summary when every game was played by several people at one screen
        # (the charts then show those people's wins and best scores)
        summary = ngettext("{n} hot-seat game", "{n} hot-seat games", shared).format(n=shared)
    elif shared:
        # ("not counted" read as the family's game lost beside its own view of the charts, playtest 300)
        # TRANSLATORS: the statistics' summary, then the games several people played at one screen, counted
        # in the other view of the charts ("Hot-seat players", the same words as its button)
        summary = ngettext("{summary}  ·  {n} hot-seat game: see Hot-seat players",
                           "{summary}  ·  {n} hot-seat games: see Hot-seat players", shared).format(summary=summary,
                                                                                                   n=shared)
    if watched and not played and not shared:
        # TRANSLATORS: the statistics' summary when every game was played by AIs alone (autoplay): the figures
        # are the player's own; the game list shows them
        summary = ngettext("{n} game of AIs alone: listed, not counted in the figures",
                           "{n} games of AIs alone: listed, not counted in the figures", watched).format(n=watched)
    elif watched:
        # TRANSLATORS: the statistics' summary, then the games played by AIs alone (autoplay), left out of the figures
        summary = ngettext("{summary}  ·  {n} game of AIs alone not counted",
                           "{summary}  ·  {n} games of AIs alone not counted", watched).format(summary=summary,
                                                                                               n=watched)
    abandoned = stats.abandoned_games(records)
    if abandoned:  # listed too: a summary of finished games read "1 hot-seat game" over two rows (a playtest)
        # TRANSLATORS: the statistics' summary, then the games left before their end (listed, not counted)
        summary = ngettext("{summary}  ·  {n} game abandoned", "{summary}  ·  {n} games abandoned",
                           abandoned).format(summary=summary, n=abandoned)
    hints = stats.hints_total(records)
    if hints:
        # TRANSLATORS: the statistics' summary, then the suggestions (Suggest, H) shown in all the games
        summary = ngettext("{summary}  ·  {n} hint used", "{summary}  ·  {n} hints used", hints).format(
            summary=summary, n=hints)
    blank = ""
    if not played and watched:
        # TRANSLATORS: an empty chart's words when the finished games were all AIs alone or hot-seat games
        blank = _("Only games with one person at the table count here.")
    elif not played and shared:
        # TRANSLATORS: an empty chart's words when every finished game was a hot-seat game (left out of the figures)
        blank = _("Hot-seat games are not counted here.")
    return summary, blank
