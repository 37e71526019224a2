"""Statistics over finished games, kept per game (Castle Combo or Castle Rooms): bar charts and the
list of games, each with a Replay button."""

from __future__ import annotations

from datetime import datetime
from functools import partial

import pygame

from castlecombo.app.notice import show_notice
from castlecombo.app.services import AppServices
from castlecombo.games import TITLES
from castlecombo.kit import draw, forms, theme
from castlecombo.storage import files as storage
from castlecombo.storage import stats
from castlecombo.storage.records import GameName, HistoryRecord

PLAYED = (112, 124, 114)
WON = theme.ACCENT
# chart titles per game: a Castle Rooms score is a longest line, and it has no cards that score
CHART_TITLES: dict[GameName, dict[str, str]] = {
    "combo": {"scores": "Your final scores", "best": "Best scores", "cards": "Cards that scored most for you"},
    "rooms": {"scores": "Your longest lines", "best": "Longest lines", "cards": "Games by number of players"},
}
SCORE_BUCKET: dict[GameName, int] = {"combo": 10, "rooms": 1}


def level_label(level: str) -> str:
    """A short label for an opponent level ("easy" -> "Easy", "easy+hard" -> "Easy + Hard")."""
    if level == stats.HOT_SEAT:
        return "Hot seat"
    parts = level.split("+")
    if len(parts) == 1:
        return parts[0].capitalize()
    return "+".join(SHORT_LEVEL.get(part, part) for part in parts)


SHORT_LEVEL = {"random": "Rnd", "easy": "Easy", "medium": "Med", "hard": "Hard"}


def short_date(stamp: str) -> str:
    try:
        return datetime.fromisoformat(stamp).strftime("%d %b %Y, %H:%M")
    except ValueError:
        return stamp[:16]


class StatisticsScene(forms.FormScene):
    """Charts of the player's history and the list of finished games."""

    app: AppServices

    def __init__(self, app: AppServices) -> None:
        super().__init__(app)
        self.records: list[HistoryRecord] = []
        self.all_records: list[HistoryRecord] = []
        self.game: GameName | None = None  # chosen on loading: the game of the newest record
        self.game_selector = forms.Segmented((0, 0, 10, 10), list(TITLES.items()), None, on_change=self.set_game)
        self.messages: list[str] = []
        self.scroll = 0
        self.back = forms.Button((0, 0, 10, 10), "Back", self.close, primary=True)
        self.replay_buttons: list[tuple[forms.Button, int]] = []
        self.rects: dict[str, pygame.Rect] = {}
        self.load()

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
        self.levels = stats.games_by_level(self.records)
        self.histogram = stats.score_histogram(self.records, SCORE_BUCKET[game])
        self.best = stats.best_scores(self.records, 5)
        self.cards = stats.top_cards(self.records, 8)
        self.sizes = stats.games_by_table_size(self.records)
        self.games = list(reversed(self.records))  # newest first
        self.scroll = 0
        self._size = None

    def enter(self) -> None:
        self.relayout()
        if self.messages:
            show_notice(self.app, "\n\n".join(self.messages[:3]) +
                        (f"\n\n(and {len(self.messages) - 3} more)" if len(self.messages) > 3 else ""),
                        "About your history")

    def replay(self, index: int) -> None:
        """Replay the finished game ``index`` of ``self.games`` (newest first)."""
        self.app.start_replay(self.games[index])

    # --- layout ---------------------------------------------------------------------------

    def place(self, w: int, h: int, s: float) -> None:
        m = int(22 * s)
        top = int(84 * s)
        bottom = h - int(70 * s)
        list_w = max(int(330 * s), int(w * 0.32))
        charts = pygame.Rect(m, top, w - 3 * m - list_w, bottom - top)
        gap = int(14 * s)
        cw = (charts.width - gap) // 2
        ch = (charts.height - gap) // 2
        self.rects = {
            "levels": pygame.Rect(charts.left, charts.top, cw, ch),
            "scores": pygame.Rect(charts.left + cw + gap, charts.top, cw, ch),
            "best": pygame.Rect(charts.left, charts.top + ch + gap, cw, ch),
            "cards": pygame.Rect(charts.left + cw + gap, charts.top + ch + gap, cw, ch),
            "games": pygame.Rect(w - m - list_w, top, list_w, bottom - top),
        }
        self.row_h = int(62 * s)
        self.game_selector.rect = pygame.Rect(0, int(22 * s), int(380 * s), int(40 * s))
        self.game_selector.rect.centerx = w // 2 - int(40 * s)
        self.game_selector.size = int(18 * s)
        self.back.rect = pygame.Rect(0, 0, int(160 * s), int(44 * s))
        self.back.rect.bottomright = (w - m, h - int(14 * s))
        self.back.size = int(21 * s)
        self._place_replay_buttons()

    def _list_area(self) -> pygame.Rect:
        r = self.rects["games"]
        s = draw.ui_scale(self._size or (1280, 720))
        return pygame.Rect(r.left + 4, r.top + int(44 * s), r.width - 8, r.height - int(48 * s))

    def _place_replay_buttons(self) -> None:
        s = draw.ui_scale(self._size or (1280, 720))
        area = self._list_area()
        self.replay_buttons = []
        bw, bh = int(82 * s), int(30 * s)
        for i, _record in enumerate(self.games):
            y = area.top + i * self.row_h - self.scroll
            if y + self.row_h < area.top or y > area.bottom:
                continue
            rect = pygame.Rect(area.right - bw - int(10 * s), y + (self.row_h - bh) // 2, bw, bh)
            b = forms.Button(rect, "Replay", partial(self.replay, i), size=int(16 * s))
            self.replay_buttons.append((b, i))

    def _max_scroll(self) -> int:
        return max(0, len(self.games) * self.row_h - self._list_area().height)

    # --- events ---------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        self.relayout()
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.close()
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self._max_scroll(), self.scroll - event.y * self.row_h // 2))
            self._place_replay_buttons()
            return
        if self.back.handle(event) and event.type == pygame.MOUSEBUTTONUP:
            return
        if self.game_selector.handle(event):
            return
        area = self._list_area()
        for b, _i in self.replay_buttons:
            if event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION) and not area.collidepoint(event.pos):
                b.hover = False
                continue
            if b.handle(event) and event.type == pygame.MOUSEBUTTONUP:
                break

    # --- drawing --------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        w, _h, s = self.frame(surface)
        draw.background(surface)
        draw.title(surface, "Statistics", (int(22 * s), int(16 * s)), int(42 * s))
        played = sum(lv.played for lv in self.levels)
        won = sum(lv.won for lv in self.levels)
        if played:
            summary = f"{played} game{'s' if played != 1 else ''} played, {won} won ({round(100 * won / played)}%)"
        else:
            summary = "No finished games yet"
        draw.text(surface, summary, (w - int(22 * s), int(34 * s)), int(20 * s), theme.TEXT_DIM,
                        anchor="topright", max_width=w - self.game_selector.rect.right - int(40 * s), fit="shrink")
        self.game_selector.draw(surface)
        self._draw_levels(surface, self.rects["levels"], s)
        self._draw_scores(surface, self.rects["scores"], s)
        self._draw_best(surface, self.rects["best"], s)
        self._draw_cards(surface, self.rects["cards"], s)
        self._draw_games(surface, self.rects["games"], s)
        self.back.draw(surface)

    def _chart_frame(self, surface: pygame.Surface, rect: pygame.Rect, title: str, s: float) -> pygame.Rect:
        draw.panel(surface, rect)
        draw.text(surface, title, (rect.left + int(14 * s), rect.top + int(10 * s)), int(19 * s), theme.TEXT,
                        kind="bold", max_width=rect.width - int(28 * s))
        return pygame.Rect(rect.left + int(14 * s), rect.top + int(40 * s), rect.width - int(28 * s),
                           rect.height - int(52 * s))

    def _empty(self, surface: pygame.Surface, area: pygame.Rect, text: str, s: float) -> None:
        draw.text(surface, text, area.center, int(17 * s), theme.TEXT_DIM, anchor="center",
                        max_width=area.width)

    def _draw_levels(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        area = self._chart_frame(surface, rect, "Games by opponent level", s)
        if not self.levels:
            self._empty(surface, area, "Finish a game to see it here.", s)
            return
        # legend
        lx = rect.right - int(14 * s)
        for label, colour in (("won", WON), ("played", PLAYED)):
            r = draw.text(surface, label, (lx, rect.top + int(14 * s)), int(14 * s), theme.TEXT_DIM,
                                anchor="topright")
            pygame.draw.rect(surface, colour, (r.left - int(16 * s), r.centery - int(5 * s), int(11 * s), int(11 * s)),
                             border_radius=2)
            lx = r.left - int(26 * s)
        levels = self.levels[:6]
        top_val = max(lv.played for lv in levels)
        label_h = int(50 * s)
        chart = pygame.Rect(area.left, area.top + int(6 * s), area.width, area.height - label_h - int(6 * s))
        slot = chart.width / len(levels)
        bar_w = min(int(34 * s), int(slot * 0.32))
        for i, lv in enumerate(levels):
            cx = int(chart.left + slot * (i + 0.5))
            for value, colour, dx in ((lv.played, PLAYED, -bar_w - 2), (lv.won, WON, 2)):
                bh = int(chart.height * 0.86 * value / top_val) if top_val else 0
                bar = pygame.Rect(cx + dx, chart.bottom - bh, bar_w, bh)
                if bh:
                    pygame.draw.rect(surface, colour, bar, border_top_left_radius=3, border_top_right_radius=3)
                draw.text(surface, str(value), (bar.centerx, bar.top - 2), int(14 * s), theme.TEXT,
                                anchor="midbottom")
            lf = draw.font(int(14 * s))
            lines = draw.wrap(level_label(lv.level).replace("+", "+ "), lf, int(slot) - 4)[:2]
            ly = chart.bottom + int(4 * s)
            for line in lines:
                draw.text(surface, line.replace("+ ", "+"), (cx, ly), int(14 * s), theme.TEXT, anchor="midtop",
                                max_width=int(slot) - 2)
                ly += lf.get_linesize() - int(2 * s)
            rate = f"{round(lv.win_rate * 100)}% won"
            if draw.font(int(13 * s)).size(rate)[0] > slot - 4:
                rate = rate[:-4]
            draw.text(surface, rate, (cx, ly + int(1 * s)),
                            int(13 * s), theme.TEXT_DIM, anchor="midtop", max_width=int(slot) - 4)
        pygame.draw.line(surface, theme.PANEL_EDGE, (chart.left, chart.bottom), (chart.right, chart.bottom))

    def _draw_scores(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        game = self.game or "combo"
        area = self._chart_frame(surface, rect, CHART_TITLES[game]["scores"], s)
        if not self.histogram:
            self._empty(surface, area, "No scores yet.", s)
            return
        counts = dict(self.histogram)
        lo, hi = min(counts), max(counts)
        bucket = SCORE_BUCKET[game]
        buckets = list(range(lo, hi + bucket, bucket))
        if len(buckets) > 14:  # very spread out: widen the buckets
            width = bucket * ((len(buckets) + 13) // 14)
            merged: dict[int, int] = {}
            for start, count in counts.items():
                merged[(start // width) * width] = merged.get((start // width) * width, 0) + count
            counts, buckets = merged, list(range(min(merged), max(merged) + width, width))
            step = width
        else:
            step = bucket
        top_val = max(counts.values())
        label_h = int(22 * s)
        chart = pygame.Rect(area.left, area.top + int(6 * s), area.width, area.height - label_h - int(6 * s))
        slot = chart.width / len(buckets)
        bar_w = max(4, min(int(48 * s), int(slot * 0.7)))
        for i, start in enumerate(buckets):
            value = counts.get(start, 0)
            cx = int(chart.left + slot * (i + 0.5))
            bh = int(chart.height * 0.86 * value / top_val)
            bar = pygame.Rect(cx - bar_w // 2, chart.bottom - bh, bar_w, bh)
            if bh:
                pygame.draw.rect(surface, (110, 160, 190), bar, border_top_left_radius=3, border_top_right_radius=3)
                draw.text(surface, str(value), (bar.centerx, bar.top - 2), int(14 * s), theme.TEXT,
                                anchor="midbottom")
            if len(buckets) <= 8 or i % 2 == 0:
                label = str(start) if step == 1 else f"{start}–{start + step - 1}"
                draw.text(surface, label, (cx, chart.bottom + int(4 * s)), int(13 * s),
                                theme.TEXT_DIM, anchor="midtop", max_width=int(slot * (1 if len(buckets) <= 8 else 2)))
        pygame.draw.line(surface, theme.PANEL_EDGE, (chart.left, chart.bottom), (chart.right, chart.bottom))

    def _hbars(self, surface: pygame.Surface, area: pygame.Rect, rows: list[tuple[str, int, str, tuple[int, int, int]]],
               s: float) -> None:
        """Horizontal bars: (label, value, note, colour) per row."""
        if not rows:
            return
        row_h = min(int(30 * s), area.height // len(rows))
        label_w = int(area.width * 0.42)
        top_val = max(v for _l, v, _n, _c in rows) or 1
        f_size = min(int(16 * s), max(10, row_h - 6))
        f = draw.font(f_size)
        reserve = max(f.size(f"{v}{n}")[0] for _l, v, n, _c in rows) + int(12 * s)
        for i, (label, value, note, colour) in enumerate(rows):
            y = area.top + i * row_h
            cy = y + row_h // 2
            draw.text(surface, label, (area.left, cy), f_size, theme.TEXT, anchor="midleft",
                            max_width=label_w - 6)
            bar_max = max(10, area.width - label_w - reserve)
            bw = max(2, int(bar_max * value / top_val))
            bar = pygame.Rect(area.left + label_w, cy - row_h * 0.32, bw, int(row_h * 0.64))
            pygame.draw.rect(surface, colour, bar, border_radius=3)
            text = f"{value}{note}"
            draw.text(surface, text, (bar.right + int(6 * s), cy), f_size, theme.TEXT_DIM, anchor="midleft")

    def _draw_best(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        area = self._chart_frame(surface, rect, CHART_TITLES[self.game or "combo"]["best"], s)
        if not self.best:
            self._empty(surface, area, "Your best games will be listed here.", s)
            return
        rows = []
        for b in self.best:
            when = b.date.strftime("%d %b %Y") if b.date else b.finished_at[:10]
            rows.append((f"{when} · {level_label(b.level)}", b.score, "  won" if b.won else "",
                         WON if b.won else PLAYED))
        self._hbars(surface, area, rows, s)

    def _draw_cards(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        area = self._chart_frame(surface, rect, CHART_TITLES[self.game or "combo"]["cards"], s)
        if self.game == "rooms":
            if not self.sizes:
                self._empty(surface, area, "Finish a game to see it here.", s)
                return
            self._hbars(surface, area, [(f"{n} players", played, f"  ({won} won)", WON if won else PLAYED)
                                        for n, played, won in self.sizes], s)
            return
        if not self.cards:
            self._empty(surface, area, "Your best cards will be listed here.", s)
            return
        self._hbars(surface, area, [(name, pts, "", (150, 130, 190)) for name, pts in self.cards], s)

    def _draw_games(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        draw.panel(surface, rect)
        draw.text(surface, "Finished games", (rect.left + int(14 * s), rect.top + int(10 * s)), int(19 * s),
                        theme.TEXT, kind="bold")
        area = self._list_area()
        if not self.games:
            self._empty(surface, area, "None yet.", s)
            return
        clip = surface.get_clip()
        surface.set_clip(area)
        f_small = int(14 * s)
        for i, record in enumerate(self.games):
            y = area.top + i * self.row_h - self.scroll
            if y + self.row_h < area.top or y > area.bottom:
                continue
            if i:
                pygame.draw.line(surface, (54, 60, 56), (area.left + 8, y), (area.right - 8, y))
            x = area.left + int(10 * s)
            draw.text(surface, short_date(record.finished_at), (x, y + int(8 * s)), int(15 * s), theme.TEXT,
                            kind="bold")
            seat = stats.human_seat(record)
            result = ""
            if seat is not None:
                result = "won" if seat in record.winners else "lost"
            draw.text(surface, f"{level_label(stats.opponent_level(record))}  {result}",
                            (x + int(150 * s), y + int(9 * s)), f_small,
                            theme.ACCENT if result == "won" else theme.TEXT_DIM,
                            max_width=area.width - int(260 * s))
            px = x
            py = y + int(34 * s)
            limit = area.right - int(104 * s)
            for k, (seat_cfg, score) in enumerate(zip(record.seats, record.scores)):
                colour = draw.seat_colour(seat_cfg.colour)
                pygame.draw.circle(surface, colour, (px + int(5 * s), py + int(8 * s)), int(5 * s))
                text = f"{seat_cfg.name} {score}"
                kind = "bold" if k in record.winners else "text"
                r = draw.text(surface, text, (px + int(14 * s), py), f_small,
                                    theme.TEXT if k in record.winners else theme.TEXT_DIM, kind=kind,
                                    max_width=max(20, limit - px - int(14 * s)))
                px = r.right + int(12 * s)
                if px > limit:
                    break
        surface.set_clip(clip)
        for b, _i in self.replay_buttons:
            if area.contains(b.rect):
                b.draw(surface)
        if self._max_scroll():
            total = len(self.games) * self.row_h
            bar_h = max(20, area.height * area.height // total)
            bar_y = area.top + (area.height - bar_h) * self.scroll // self._max_scroll()
            pygame.draw.rect(surface, theme.PANEL_EDGE, (area.right - 4, bar_y, 3, bar_h), border_radius=2)
