"""The Statistics screen's chart of games played and won, by opponent level or by person, as paired bars."""

from __future__ import annotations

import functools
from collections.abc import Callable

import pygame

from castlecombo.app.statistics_charts import PLAYED, WON, chart_frame, empty, level_label, title_lines
from castlecombo.i18n import _, ngettext, pgettext
from castlecombo.kit import draw, theme
from castlecombo.kit.names import name_forms
from castlecombo.storage import stats


def levels_chart(surface: pygame.Surface, rect: pygame.Rect, s: float, levels: list[stats.LevelStats],
                 empty_text: str = "", title: str = "", words: Callable[[str], str] = level_label,
                 names: bool = False) -> None:
    """Draw games played and won per opponent level (the first six levels) as paired bars (``empty_text`` if none);
    ``title`` and ``words`` (a bar's label) for another kind of group, such as the people of hot-seat games (their
    ``names`` take a shorter form where they do not fit)."""
    # TRANSLATORS: the legend of the bars: games won, games played
    legend = ((pgettext("games", "won"), WON), (pgettext("games", "played"), PLAYED))
    # the legend's labels, their squares and gaps, and air between the title and the legend
    legend_w = sum(draw.font(int(14 * s)).size(label)[0] + int(26 * s) for label, _colour in legend) + int(16 * s) \
        if levels else 0
    title = title or _("Games by opponent level")
    # the legend beside the title when both fit, else on a line of its own under it (at 150 % the title beside it
    # shrank to about 8 px, a playtest)
    below = draw.font(int(19 * s), "bold").size(title)[0] + legend_w > rect.width - int(28 * s)
    area = chart_frame(surface, rect, title, s, beside=0 if below else legend_w)
    if not levels:
        empty(surface, area, empty_text or _("Finish a game to see it here."), s)
        return
    legend_y = rect.top + int(14 * s)
    lines, size = title_lines(title, rect.width - int(28 * s), s)
    if below and len(lines) > 1 and draw.font(size, "bold").size(lines[-1])[0] + legend_w <= rect.width - int(28 * s):
        # beside the title's last line: under it, the bars had no room left at 150 % (playtest 82)
        below = False
        legend_y = rect.top + int(10 * s) + (len(lines) - 1) * draw.font(size, "bold").get_linesize() + int(4 * s)
    if below:
        legend_y = area.top
        lift = draw.font(int(14 * s)).get_linesize() + int(14 * s)  # and room for the numbers over the bars
        area = pygame.Rect(area.left, area.top + lift, area.width, area.height - lift)
    lx = rect.right - int(14 * s)
    for label, colour in legend:
        r = draw.text(surface, label, (lx, legend_y), int(14 * s), theme.TEXT_DIM, anchor="topright")
        pygame.draw.rect(surface, colour, (r.left - int(16 * s), r.centery - int(5 * s), int(11 * s), int(11 * s)),
                         border_radius=2)
        lx = r.left - int(26 * s)
    levels = levels[:6]
    top_val = max(lv.played for lv in levels)
    slot = area.width / len(levels)
    bar_w = min(int(34 * s), int(slot * 0.32))
    said = [words(lv.level).replace("+", "+ ") for lv in levels]
    if names:  # "Bartolomé / E. Murillo" rather than "Bartolomé / Esteban…" (playtest 318)
        said = [name_fitting(label, int(14 * s), int(slot) - 4) for label in said]
    label_size = min(label_fit(label, int(14 * s), int(slot) - 4) for label in said)  # one size for every label
    lf = draw.font(label_size)
    # under the bars: the labels' lines and the share won, as tall as they are (50 px at 100 % left the bars none
    # at 150 %, playtest 82)
    label_lines = max(min(2, len(draw.wrap(label, lf, int(slot) - 4))) for label in said)
    label_lines, rate_h = _under_bars(area.height, label_lines, lf.get_linesize() - int(2 * s),
                                      draw.font(int(13 * s)).get_linesize(), s)
    label_h = int(4 * s) + label_lines * (lf.get_linesize() - int(2 * s)) + rate_h
    chart = pygame.Rect(area.left, area.top + int(6 * s), area.width, area.height - label_h - int(6 * s))
    for i, lv in enumerate(levels):
        cx = int(chart.left + slot * (i + 0.5))
        for value, colour, dx in ((lv.played, PLAYED, -bar_w - 2), (lv.won, WON, 2)):
            bh = int(chart.height * 0.86 * value / top_val) if top_val else 0
            bar = pygame.Rect(cx + dx, chart.bottom - bh, bar_w, bh)
            if bh:
                pygame.draw.rect(surface, colour, bar, border_top_left_radius=3, border_top_right_radius=3)
            draw.text(surface, str(value), (bar.centerx, bar.top - 2), int(14 * s), theme.TEXT,
                      anchor="midbottom")
        lines = draw.wrap(said[i], lf, int(slot) - 4) if label_lines > 1 else [said[i]]  # one line: cut with "…"
        if label_lines > 1 and (len(lines) > 2 or any(lf.size(word)[0] > int(slot) - 4 for word in said[i].split())):
            lines = said[i].split(None, 1)  # the first word, then the rest, each cut with "…" rather than broken
        ly = chart.bottom + int(4 * s)
        for line in lines:
            draw.text(surface, line.replace("+ ", "+"), (cx, ly), label_size, theme.TEXT, anchor="midtop",
                      max_width=int(slot) - 2)
            ly += lf.get_linesize() - int(2 * s)
        if not rate_h:
            continue
        percent = round(lv.win_rate * 100)
        rate = _("{percent}% won").format(percent=percent)
        # measured at the size drawn, never below the smallest: at 1024x600 "…· 4 suggerime…" was cut (playtest 282)
        rate_font = draw.font(max(theme.MIN_TEXT_PX, int(13 * s)))
        if lv.hints:  # whose hints they were, a person's own (playtests 143, 150 and 154 saw a total alone)
            # TRANSLATORS: under a person's bars in the hot-seat chart: the share won, then the hints they were shown
            hinted = ngettext("{rate} · {n} hint", "{rate} · {n} hints", lv.hints).format(rate=rate, n=lv.hints)
            # TRANSLATORS: the same, shorter, where "100% won · 2 hints" does not fit (the hints went, playtest 163)
            short = ngettext("{percent}% · {n} hint", "{percent}% · {n} hints", lv.hints).format(percent=percent,
                                                                                             n=lv.hints)
            rate = next((one for one in (hinted, short) if rate_font.size(one)[0] <= slot - 4), rate)
        if rate_font.size(rate)[0] > slot - 4:
            # TRANSLATORS: a share alone, where "{percent}% won" does not fit ("100 %" in French, as its "0 % won")
            rate = _("{percent}%").format(percent=percent)  # the number alone where the words do not fit
        draw.text(surface, rate, (cx, ly + int(1 * s)),
                  int(13 * s), theme.TEXT_DIM, anchor="midtop", max_width=int(slot) - 4)
    pygame.draw.line(surface, theme.PANEL_EDGE, (chart.left, chart.bottom), (chart.right, chart.bottom))


def name_fitting(name: str, size: int, width: int) -> str:
    """Return the longest form of a person's ``name`` that takes two lines of ``width`` at most at 4/5 of ``size``,
    no word broken (the shortest when none does)."""
    forms = name_forms(name)
    f = draw.font(max(theme.MIN_TEXT_PX, round(size * 0.8)))
    return next((form for form in forms if _two_whole_lines(form, f, width)), forms[-1])


def _two_whole_lines(label: str, f: pygame.font.Font, width: int) -> bool:
    """True if ``label`` takes two lines of ``width`` at most in ``f``, no word broken."""
    return all(f.size(word)[0] <= width for word in label.split()) and len(draw.wrap(label, f, width)) <= 2


@functools.lru_cache(maxsize=128)
def label_fit(label: str, size: int, width: int) -> int:
    """Return the largest size down to 4/5 of ``size`` at which ``label`` takes two lines of ``width`` at most, no
    word broken ("Catari / na de" under a bar: a playtest); at 4/5 a label still too long is cut with "…"."""
    least = max(theme.MIN_TEXT_PX, round(size * 0.8))
    for at in range(size, least - 1, -1):
        if _two_whole_lines(label, draw.font(at), width):
            return at
    return least


def _under_bars(room: int, lines: int, line_h: int, rate_h: int, s: float) -> tuple[int, int]:
    """Return how many lines of label and how tall a line of share won go under bars in a chart ``room`` tall: all
    where the bars keep 40 px at 1x, else without the share won (the bars show it), else one line of label (at 150 %
    in 1920x1080 two long names and a two-line title left the bars 3 px, playtest 108)."""
    for kept in ((lines, rate_h), (lines, 0), (1, 0)):
        if room - int(4 * s) - kept[0] * line_h - kept[1] - int(6 * s) >= int(40 * s):
            return kept
    return 1, 0
