"""The Statistics screen's pictures: three of its charts (scores, best games, cards or
table sizes) and one row of the finished-games list, each drawn from the figures it is given."""

from __future__ import annotations

from datetime import date

import pygame

from castlecombo.games import finishing_order, score_words
from castlecombo.i18n import N_, _, ngettext, pgettext
from castlecombo.kit import draw, glyphs, theme
from castlecombo.kit.dates import day, day_month, short_date
from castlecombo.people import shown
from castlecombo.rooms.engine.state import WIN_LENGTH
from castlecombo.storage import stats
from castlecombo.storage.records import GameName, HistoryRecord

PLAYED = (112, 124, 114)
WON = theme.ACCENT
# chart titles per game: a Castle Rooms score is a longest line, and it has no cards that score
CHART_TITLES: dict[GameName, dict[str, str]] = {  # marked N_, translated when drawn
    "combo": {"scores": N_("Your final scores"), "best": N_("Best scores"),
              # (a playtest read "Potter 16" as one game's score: it was 8 and 8)
              "cards": N_("Points per card, all your games added up")},
    # the bars count games, the figure under each is a length (playtest 130 read two unlabelled numbers)
    "rooms": {"scores": N_("Games by your longest line"), "best": N_("Your best games (longest line)"),
              "cards": N_("Games by number of players")},
}
# the charts of hot-seat games, shown when every finished game had several people at the screen
SHARED_TITLES: dict[GameName, dict[str, str]] = {  # marked N_, translated when drawn
    "combo": {"levels": N_("Hot-seat games by player"), "best": N_("Best hot-seat scores"),
              "scores": N_("Hot-seat final scores"), "cards": N_("Points per card, hot-seat games added up")},
    # what a bar counts is in the title: "Hot-seat longest lines" over bars at 7 and 9, "4" under "table sizes"
    # and best games of "9" left a playtest guessing
    "rooms": {"levels": N_("Hot-seat games by player"), "best": N_("Best hot-seat games (longest line)"),
              "scores": N_("Games by each person's longest line"),
              "cards": N_("Hot-seat games by number of players")},
}
SCORE_BUCKET: dict[GameName, int] = {"combo": 10, "rooms": 1}
# TRANSLATORS: AI levels in the statistics charts
LEVELS = {"random": N_("Random"), "easy": N_("Easy"), "medium": N_("Medium"), "hard": N_("Hard"),
          "expert": N_("Expert")}
# TRANSLATORS: AI levels cut short, in a mix of levels ("Easy+Med") under a chart's bar
SHORT_LEVEL = {"random": N_("Rnd"), "easy": N_("Easy"), "medium": N_("Med"), "hard": N_("Hard"),
               "expert": N_("Exp")}
Colour = tuple[int, int, int]


def level_label(level: str) -> str:
    """A short label for an opponent level, translated ("easy" -> "Easy", "easy+hard" -> "Easy+Hard")."""
    if level == stats.HOT_SEAT:
        # TRANSLATORS: games where every seat was a person (no AI)
        return _("Hot seat")
    parts = level.split("+")
    if len(parts) == 1:
        return _(LEVELS[level]) if level in LEVELS else level.capitalize()
    # TRANSLATORS: what joins AI levels cut short in a mix ("Easy+Med"); French sets it off with narrow spaces
    # ("Moy. + Difficile": "Moy.+Difficile" read run together, playtest 305)
    joiner = pgettext("levels", "+")
    return joiner.join(_(SHORT_LEVEL[part]) if part in SHORT_LEVEL else part for part in parts)


def chart_frame(surface: pygame.Surface, rect: pygame.Rect, title: str, s: float, beside: int = 0) -> pygame.Rect:
    """Draw a chart's panel and title (leaving ``beside`` pixels on its right); return the area left for the chart."""
    draw.panel(surface, rect)
    room = rect.width - int(28 * s) - beside
    lines, size = title_lines(title, room, s)
    step = draw.font(size, "bold").get_linesize()
    for k, line in enumerate(lines):
        draw.text(surface, line, (rect.left + int(14 * s), rect.top + int(10 * s) + k * step), size, theme.TEXT,
                  kind="bold", max_width=room, fit="shrink")
    extra = (len(lines) - 1) * step
    return pygame.Rect(rect.left + int(14 * s), rect.top + int(40 * s) + extra, rect.width - int(28 * s),
                       rect.height - int(52 * s) - extra)


def title_lines(title: str, room: int, s: float) -> tuple[list[str], int]:
    """Return a chart's title in lines for ``room`` pixels, and their size: two lines rather than tiny words or "…"
    (at 150 %, a playtest)."""
    if draw.font(int(19 * s), "bold").size(title)[0] > room * 1.2:
        return draw.two_lines(title, draw.font(int(17 * s), "bold"), room), int(17 * s)
    return [title], int(19 * s)


def empty(surface: pygame.Surface, area: pygame.Rect, text: str, s: float) -> None:
    """Say ``text`` in the middle of an ``area`` that has nothing to show."""
    draw.text(surface, text, area.center, int(17 * s), theme.TEXT_DIM, anchor="center",
              max_width=area.width, fit="shrink")


def scores_chart(surface: pygame.Surface, rect: pygame.Rect, s: float, game: GameName,
                 histogram: list[tuple[int, int]], empty_text: str = "", title: str = "") -> None:
    """Draw the histogram of the player's scores, or of those ``title`` names (at most 14 buckets: spread-out
    scores get wider ones)."""
    area = chart_frame(surface, rect, title or _(CHART_TITLES[game]["scores"]), s)
    if not histogram:
        empty(surface, area, empty_text or _("No scores yet."), s)
        return
    counts = dict(histogram)
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
    room = int(slot * (1 if len(buckets) <= 8 else 2))
    # every bucket named by its range where every range fits ("10–19" cut to "10…"), else every one by its start
    ranged = step > 1 and all(draw.font(int(13 * s)).size(f"{b}–{b + step - 1}")[0] <= room - int(6 * s)
                              for b in buckets)  # with a gap between: "50–5960–69" ran together
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
            at = cx if ranged or step == 1 else int(chart.left + slot * i)  # a start alone: under the bucket's
            if at != cx:  # left edge, ticked (under its middle, "100" over a score of 104 read as a miscount, 342)
                pygame.draw.line(surface, theme.PANEL_EDGE, (at, chart.bottom - int(5 * s)), (at, chart.bottom))
            draw.text(surface, f"{start}–{start + step - 1}" if ranged else str(start), (at, chart.bottom + int(4 * s)),
                      int(13 * s), theme.TEXT_DIM, anchor="topleft" if at == chart.left else "midtop", max_width=room)
    if not ranged and step > 1 and len(buckets) <= 8:  # the last bucket's end too: where it stops (playtest 344)
        pygame.draw.line(surface, theme.PANEL_EDGE, (chart.right - 1, chart.bottom - int(5 * s)),
                         (chart.right - 1, chart.bottom))
        draw.text(surface, str(buckets[-1] + step), (chart.right, chart.bottom + int(4 * s)), int(13 * s),
                  theme.TEXT_DIM, anchor="topright", max_width=room)
    pygame.draw.line(surface, theme.PANEL_EDGE, (chart.left, chart.bottom), (chart.right, chart.bottom))


def hbars(surface: pygame.Surface, area: pygame.Rect, rows: list[tuple[str, int, str, Colour]], s: float,
          short: list[str] | None = None, short_labels: list[str] | None = None) -> None:
    """Horizontal bars: (label, value, the value's words, colour) per row; ``short``: shorter words for the values,
    used when the labels would otherwise be cut ("59  won" left "16 nov. ·…" at 150 % in French, a playtest), then
    ``short_labels`` likewise (a hot-seat score's name without its date, a table size without "players"); labels
    over half the width take them at once."""
    if not rows:
        return
    rows = rows[:max(1, area.height // int(20 * s))]  # the first rows at a readable size (8 cards at 150 % were ~9 px)
    short = short[:len(rows)] if short is not None else None
    row_h = min(int(30 * s), area.height // len(rows))
    top_val = max(v for _l, v, _n, _c in rows) or 1
    f_size = min(int(16 * s), max(10, row_h - 6))
    f = draw.font(f_size)
    if short_labels is not None and max(f.size(label)[0] for label, *_rest in rows) > area.width * 0.55:
        rows = [(brief, value, words, colour)
                for brief, (_label, value, words, colour) in zip(short_labels, rows, strict=False)]
    labels = tuple(label for label, *_rest in rows)
    gap = max(6, int(8 * s))  # between a label and its bar ("Rivoluzionario" touched its bar at 150 %, playtest 82)

    def fit(words: list[str]) -> tuple[int, int, int]:  # the words' reserve, the labels' width and size
        reserve = max(f.size(n)[0] for n in words) + int(12 * s)
        # the labels take what they need, up to what leaves the bars a fifth of the width
        label_w = max(int(area.width * 0.3), min(max(f.size(label)[0] for label in labels) + gap + 2,
                                                 area.width - reserve - int(area.width * 0.2)))
        # one size for every label: a little smaller (to 4/5) if that lets the longest fit whole (else it ends "…")
        return reserve, label_w, draw.one_size(labels, f_size, label_w - gap, max(theme.MIN_TEXT_PX,
                                                                                 round(f_size * 0.8)))

    said = [words for _l, _v, words, _c in rows]
    reserve, label_w, label_size = fit(said)
    if short is not None and max(draw.font(label_size).size(label)[0] for label in labels) > label_w - gap:
        said = short
        reserve, label_w, label_size = fit(said)
    if short_labels is not None and max(draw.font(label_size).size(label)[0] for label in labels) > label_w - gap:
        # still cut ("2 jugad…" beside "1  (0 ganadas)" at 150 % in 1024x640, a playtest): the short labels
        rows = [(brief, value, words, colour)
                for brief, (_label, value, words, colour) in zip(short_labels, rows, strict=False)]
        labels = tuple(label for label, *_rest in rows)
        reserve, label_w, label_size = fit(said)
    for i, ((label, value, _words, colour), words) in enumerate(zip(rows, said, strict=True)):
        y = area.top + i * row_h
        cy = y + row_h // 2
        draw.text(surface, label, (area.left, cy), label_size, theme.TEXT, anchor="midleft", max_width=label_w - gap)
        bar_max = max(10, area.width - label_w - reserve)
        bw = max(2, int(bar_max * value / top_val))
        bar = pygame.Rect(area.left + label_w, cy - row_h * 0.32, bw, int(row_h * 0.64))
        pygame.draw.rect(surface, colour, bar, border_radius=3)
        draw.text(surface, words, (bar.right + int(6 * s), cy), f_size, theme.TEXT_DIM, anchor="midleft",
                  fit="shrink", box=area)


def best_chart(surface: pygame.Surface, rect: pygame.Rect, s: float, game: GameName,
               best: list[stats.BestScore], empty_text: str = "", title: str = "") -> None:
    """Draw the player's best games as bars (won ones in the accent colour); a hot-seat score names its person."""
    area = chart_frame(surface, rect, title or _(CHART_TITLES[game]["best"]), s)
    if not best:
        empty(surface, area, empty_text or _("Your best games will be listed here."), s)
        return
    rows = []
    briefs = []
    today = date.today()
    days = [b.date for b in best]
    for b in best:
        when = (day_month(b.date) if b.date.year == today.year else day(b.date)) if b.date else b.finished_at[:10]
        brief = when
        if b.date is not None and days.count(b.date) > 1:  # "02 Dec · Hard" three times: the hour tells them apart
            when, brief = f"{when} {b.finished_at[11:16]}", b.finished_at[11:16]
        # TRANSLATORS: a best score of a game the player won
        words = _("{score}  won").format(score=b.score) if b.won else str(b.score)
        if b.hints:  # a score made following hints is told apart (a family's child won on 9 hints, playtest 134)
            # TRANSLATORS: after a best score: the suggestions its player was shown in that game
            words = ngettext("{result}  ·  {n} hint", "{result}  ·  {n} hints", b.hints).format(result=words,
                                                                                               n=b.hints)
        label = f"{b.who} · {when}" if b.who else f"{when} · {level_label(b.level)}"
        rows.append((label, b.score, words, WON if b.won else PLAYED))
        # where the labels are cut, a hot-seat player's name alone, a game of one day of several by its hour alone
        # ("03 Dec 01:44 · Easy+…" three times at 150 %, a playtest)
        briefs.append(b.who or f"{brief} · {level_label(b.level)}")
    # a won game's bar is gold all the same
    hbars(surface, area, rows, s, short=[str(b.score) for b in best], short_labels=briefs)


def _won_words(played: int, won: int, people: bool) -> str:
    """Return a table size's games and those won, by the player or (hot-seat, ``people``) by one of the people."""
    if people:  # "(1 won)" of a game only people played said nothing (one of them always wins, playtest 325)
        # TRANSLATORS: hot-seat games played at a table size, and how many a person won (not an AI)
        return ngettext("{played}  ({won} won by a person)", "{played}  ({won} won by a person)", won).format(
            played=played, won=won)
    # TRANSLATORS: games played at a table size, and how many of them the player won
    return ngettext("{played}  ({won} won)", "{played}  ({won} won)", won).format(played=played, won=won)


def cards_chart(surface: pygame.Surface, rect: pygame.Rect, s: float, game: GameName,
                cards: list[tuple[str, int]], sizes: list[tuple[int, int, int]], empty_text: str = "",
                title: str = "", people: bool = False) -> None:
    """Draw the cards that scored most (Castle Combo) or the games per number of players (Castle Rooms), the
    player's or those ``title`` names (``people``: the hot-seat games', whose wins are a person's)."""
    area = chart_frame(surface, rect, title or _(CHART_TITLES[game]["cards"]), s)
    if game == "rooms":
        if not sizes:
            empty(surface, area, empty_text or _("Finish a game to see it here."), s)
            return
        hbars(surface, area, [(ngettext("{n} player", "{n} players", n).format(n=n), played,
                               _won_words(played, won, people), WON if won else PLAYED)
                              for n, played, won in sizes], s,
              short_labels=[str(n) for n, _played, _won in sizes])  # under the title "… by number of players"
        return
    if not cards:
        empty(surface, area, empty_text or _("Your best cards will be listed here."), s)
        return
    # a card's name in the player's language (the history keeps the English one)
    hbars(surface, area, [(pgettext("card", name), pts, str(pts), (150, 130, 190)) for name, pts in cards], s)


def game_row(surface: pygame.Surface, record: HistoryRecord, area: pygame.Rect, y: int, s: float,
             lines: int = 1) -> None:
    """Draw one game of the list at ``y``: its date, the opponents' level, the result (won, lost or
    abandoned) and the scores (on up to ``lines`` lines where one would cut a name)."""
    f_small = int(14 * s)
    x = area.left + int(10 * s)
    draw.text(surface, short_date(record.finished_at), (x, y + int(8 * s)), int(15 * s), theme.TEXT,
              kind="bold", max_width=int(144 * s), fit="shrink")
    seat = stats.human_seat(record)
    won = seat is not None and seat in record.winners
    level = level_label(stats.opponent_level(record))
    shortest = ""  # the line without who won, where it is said again below
    if seat is None:
        words = level
    elif not record.finished:
        # TRANSLATORS: a game in the list that a new game replaced before its end
        words = _("{level}  ·  abandoned").format(level=level)
    elif sum(1 for one in record.seats if one.kind == "human") > 1:  # whose game it was is not one person's
        won, shortest = False, level
        # TRANSLATORS: a finished game several people played in the list: the opponents' level, then who won
        words = ngettext("{level}  ·  {players} won", "{level}  ·  {players} won", len(record.winners)).format(
            level=level, players=", ".join(shown(record.seats[w].name) for w in record.winners))
    else:
        # TRANSLATORS: a finished game in the list: the opponents' level, then whether the player won or lost
        words = (_("{level}  ·  won") if won else _("{level}  ·  lost")).format(level=level)
        if won and len(record.winners) > 1:  # a tie for first read as a plain win (playtest 260: the score pad had
            # said "shared victory")
            # TRANSLATORS: a finished game in the list: the opponents' level, then a first place shared with an AI
            words = _("{level}  ·  shared win").format(level=level)
    hints = stats.hints_used(record)
    by_person = False  # whose hints they were is said
    # last, the result without the level: "Facile+Media+Difficile+Esp.  ·  sconfitta…" lost the hints (a playtest)
    bare = words.split("  ·  ", 1)[1] if words.startswith(level + "  ·  ") else ""
    forms = [one for one in (words, bare) if one]
    if hints:
        # TRANSLATORS: a game in the list: its result, then the suggestions (Suggest, H) the players were shown
        forms = [ngettext("{result}  ·  {n} hint", "{result}  ·  {n} hints", hints).format(result=one, n=hints)
                 for one in (words, shortest, bare) if one]
        people = stats.hints_by_person(record)  # one person's count is the game's ("1 hint: Xavi 1", playtest 156)
        who = shown(people[0][0]) if len(people) == 1 else ", ".join(f"{shown(name)} {n}" for name, n in people)
        by_person = bool(who)
        if who:  # whose hints they were, where the line has room for it (playtest 71, a family at one screen)
            # TRANSLATORS: a game several people played, in the list: its result, the suggestions (Suggest, H) they
            # were shown, then who was shown how many ("Ana 2, Rui 1")
            forms = [ngettext("{result}  ·  {n} hint: {who}", "{result}  ·  {n} hints: {who}", hints).format(
                result=one, n=hints, who=who) for one in (words, shortest, bare) if one] + forms
    if record.game == "rooms" and record.finished and record.winners:  # how it was won, where the line has room (the
        # list said who won, not why: playtests 195, 201)
        longest = max(record.scores[w] for w in record.winners)
        # TRANSLATORS: a Castle Rooms game in the list, after who won: no line reached ten before the pile ran out
        why = ngettext("a line of {n} room", "a line of {n} rooms", longest).format(n=longest) \
            if longest >= WIN_LENGTH else _("the pile ran out")
        # one person's hints go before how it was won, a count the header sums (playtest 245: "derrota · 1 dica"
        # where the game without a hint said "derrota · uma linha de 10 salas"); several people's stay (playtest 110)
        lead = [f"{forms[0]}  ·  {why}"] + ([] if by_person else [f"{words}  ·  {why}"])
        forms = list(dict.fromkeys([*lead, *forms]))
    width = area.width - list_button_width(s) - int(42 * s)
    # without who won (the seats below start with them, in bold) where the whole line would be cut ("Difficile
    # · ha vinto Aldric · 3 suggerime…", a playtest)
    # and the first form that keeps most of its size before one shrunk to half ("Medium · Aldric won · 14 hints:
    # Maria da Graça Albuquerque 7, …" at 2560x1440, playtest 110)
    words = next((one for size in (max(theme.MIN_TEXT_PX, round(f_small * 0.85)), theme.MIN_TEXT_PX) for one in forms
                  if draw.font(size).size(one)[0] <= width), forms[0])
    # its own line, beside the buttons: the result is never cut off by a long level name
    draw.text(surface, words, (x, y + int(30 * s)), f_small,
              theme.ACCENT if won else theme.TEXT_DIM, max_width=width, fit="shrink")
    _draw_seats(surface, record, x, y + int(52 * s), area, s, lines)


def list_button_width(s: float) -> int:
    """Return the width of the game list's Replay and Review buttons at scale ``s``: as wide as their words need
    ("Repetici…" at 1024x600, playtest 239), between 82 and 120 px at 1x."""
    need = max(draw.font(int(16 * s)).size(pgettext("button", "Replay"))[0],
               draw.font(int(15 * s)).size(pgettext("button", "Review"))[0]) + int(18 * s)
    return min(max(int(82 * s), need), int(120 * s))


def seats_limits(area: pygame.Rect, s: float) -> tuple[int, int]:
    """Return where a game's first line of seats ends in the list ``area`` (beside the buttons) and where a
    second line ends (under them)."""
    return area.right - list_button_width(s) - int(22 * s), area.right - int(10 * s)


SEATS_LINE = 20  # the height of a line of seats at scale 1
NAME_LETTERS = "Wolfga…"  # a name cut shorter than this says too little: the seats go on two lines


def seat_lines(record: HistoryRecord, beside: int, below: int, s: float, lines: int = 1) -> list[list[int]]:
    """Return the seats of ``record`` in the order they finished (``games.finishing_order``) on one line
    ``beside`` pixels wide (next to the buttons), or, when that would cut a name shorter than
    :data:`NAME_LETTERS` (cut it at all, where the row has ``lines`` lines of room), on that line and a second
    one ``below`` pixels wide (under the buttons), or a third when two would still cut a name, split so that
    the names keep the most."""
    order = finishing_order(record)
    # a row as tall as the list's tallest has room below: a 2-player game cut "Barthol… 39" over a blank line
    if len(order) < 2 or not _cuts_too_much(record, order, beside, s, whole=lines > 1):
        return [order]
    n = len(order)

    def kept(parts: list[list[int]]) -> float:
        return min(_name_room(record, part, beside if i == 0 else below, s) for i, part in enumerate(parts))

    two = max(([order[:k], order[k:]] for k in range(1, n)), key=lambda parts: (kept(parts), len(parts[0])))
    if n < 4 or not any(_cuts_too_much(record, part, beside if i == 0 else below, s, whole=True)
                        for i, part in enumerate(two)):
        return two
    return max(([order[:i], order[i:j], order[j:]] for i in range(1, n - 1) for j in range(i + 1, n)),
               key=lambda parts: (kept(parts), len(parts[0]), len(parts[1])))


def _seat_size(s: float) -> int:
    return max(theme.MIN_TEXT_PX, int(14 * s))  # as draw.text sets it


def _kind(record: HistoryRecord, k: int) -> str:
    return "bold" if k in record.winners else "text"


def _cuts_too_much(record: HistoryRecord, order: list[int], width: int, s: float, whole: bool = False) -> bool:
    """True if the seats ``order`` on one line of ``width`` pixels would cut a name shorter than
    :data:`NAME_LETTERS` (``whole``: cut a name at all; the short names keep their width, the long ones share
    the rest)."""
    size = _seat_size(s)
    names = [draw.font(size, _kind(record, k)).size(shown(record.seats[k].name))[0] for k in order]
    words = score_words(record)
    scores = sum(draw.font(size, _kind(record, k)).size(f" {words[k]}")[0] for k in order)
    mark, gap = int(14 * s), int(12 * s)
    got = draw.shares(names, width - scores - len(order) * (mark + gap))
    enough = float("inf") if whole else draw.font(size, "bold").size(NAME_LETTERS)[0]
    return any(share < min(name, enough) - 0.5 for name, share in zip(names, got))


def _name_room(record: HistoryRecord, order: list[int], width: int, s: float) -> float:
    """Return the width each name of ``order`` gets on one line of ``width`` pixels (an equal share)."""
    size = _seat_size(s)
    words = score_words(record)
    scores = sum(draw.font(size, _kind(record, k)).size(f" {words[k]}")[0] for k in order)
    mark, gap = int(14 * s), int(12 * s)
    return (width - scores - len(order) * (mark + gap)) / len(order)


def _draw_seats(surface: pygame.Surface, record: HistoryRecord, x: int, y: int, area: pygame.Rect,
                s: float, lines: int) -> None:
    """Draw every seat's name and score from ``x``, the winners first, then by score, on one line beside the
    buttons or on two or three (:func:`seat_lines`, ``lines`` the row's room): long names are cut, never a
    score or a seat."""
    f_small = _seat_size(s)
    limits = seats_limits(area, s)
    for line, order in enumerate(seat_lines(record, limits[0] - x, limits[1] - x, s, lines)):
        _draw_seat_line(surface, record, order, x, y + line * int(SEATS_LINE * s), limits[min(line, 1)], s, f_small)


def _draw_seat_line(surface: pygame.Surface, record: HistoryRecord, order: list[int], x: int, y: int, limit: int,
                    s: float, f_small: int) -> None:
    """Draw the seats ``order`` on one line between ``x`` and ``limit``."""
    kinds = [_kind(record, k) for k in order]
    mark, gap = int(14 * s), int(12 * s)
    words = score_words(record)
    scores = [draw.font(f_small, kind).size(f" {words[k]}")[0] for k, kind in zip(order, kinds)]
    names = [draw.font(f_small, kind).size(shown(record.seats[k].name))[0] for k, kind in zip(order, kinds)]
    room = limit - x - sum(scores) - len(order) * (mark + gap)
    widths = [int(w) for w in draw.shares(names, max(len(order) * 12, room))]
    px = x
    for k, kind, name_w, score_w in zip(order, kinds, widths, scores):
        colour = theme.TEXT if k in record.winners else theme.TEXT_DIM
        glyphs.seat_mark(surface, draw.seat_colour(record.seats[k].colour), (px + int(5 * s), y + int(8 * s)),
                           int(5 * s))
        r = draw.text(surface, shown(record.seats[k].name), (px + mark, y), f_small, colour, kind=kind,
                      max_width=name_w, fit="name")
        r = draw.text(surface, f" {words[k]}", (r.right, y), f_small, colour, kind=kind,
                      max_width=score_w + 4)
        px = r.right + gap
