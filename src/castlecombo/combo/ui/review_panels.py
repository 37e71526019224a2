"""What the review's list draws: the progress of a review being computed, the list of turns with
the three costliest marked, and their legend."""

from __future__ import annotations

import functools
import math
import time

import pygame

from castlecombo.combo.ai.review import Review, TurnReview
from castlecombo.combo.ui.review_job import ReviewJob
from castlecombo.combo.ui.review_turning import Turning
from castlecombo.combo.ui.review_words import loss_words, move_lines, then_split
from castlecombo.i18n import _, ngettext, pgettext
from castlecombo.kit import draw, theme

RANK_COLOUR = theme.BAD  # the three costliest turns
PULSE_S = 1.6  # seconds of a to-and-fro of the progress bar's band while the pace is not known


def draw_progress(surface: pygame.Surface, box: pygame.Rect, job: ReviewJob, words: str, s: float) -> None:
    """Draw in ``box`` the review being computed: ``words``, its progress bar, the turn it is at."""
    cx = box.centerx
    draw.text(surface, words, (cx, box.centery - int(70 * s)), int(26 * s), theme.TEXT, kind="bold",
              anchor="center", fit="shrink", box=box.inflate(-int(40 * s), 0))
    bar = pygame.Rect(0, 0, min(int(560 * s), box.w - int(80 * s)), int(22 * s))
    bar.center = (cx, box.centery - int(20 * s))
    pygame.draw.rect(surface, theme.BUTTON_DISABLED, bar, border_radius=bar.h // 2)
    part = job.share_done()
    fill = bar.copy()
    if part is None:  # no pace yet: a band goes to and fro, so the bar is seen to work
        fill.w = bar.w // 5
        swing = (time.monotonic() - job.started) % PULSE_S / PULSE_S
        fill.x = bar.x + round((bar.w - fill.w) * (1 - abs(1 - 2 * swing)))
        pygame.draw.rect(surface, theme.ACCENT, fill, border_radius=bar.h // 2)
    elif part > 0:
        fill.w = max(bar.h, round(bar.w * part))
        pygame.draw.rect(surface, theme.ACCENT, fill, border_radius=bar.h // 2)
    pygame.draw.rect(surface, theme.PANEL_EDGE, bar, width=1, border_radius=bar.h // 2)
    shown = min(job.done + 1, job.total)
    at = _("Turn {turn} of {turns}").format(turn=shown, turns=job.total)
    left = job.seconds_left()
    if left is not None:
        at = f"{at}  ·  {time_left(left)}"
    draw.text(surface, at,
              (cx, bar.bottom + int(12 * s)), int(20 * s), theme.TEXT, anchor="midtop", fit="shrink",
              box=box.inflate(-int(40 * s), 0))
    note = _("For each turn the AI plays on from what could be seen then, many times over, "
             "to compare the move played with the best it finds. Esc stops it.")
    draw.paragraph(surface, note, pygame.Rect(bar.x, bar.bottom + int(52 * s), bar.w, int(80 * s)),
                   int(17 * s), theme.TEXT_DIM)


def time_left(seconds: float) -> str:
    """Return words for a review's time left: "about 40 s left", "about 3 min left" (rounded up, never 0)."""
    if seconds < 60:
        # TRANSLATORS: beside the review's progress: the time the turns left should take
        return _("about {n} s left").format(n=max(5, 5 * math.ceil(seconds / 5)))
    minutes = math.ceil(seconds / 60)
    return _("about {n} min left").format(n=minutes)


def move_cell(surface: pygame.Surface, words: str, at: tuple[int, int], size: int, colour: draw.Colour, width: int,
              height: int) -> None:
    """Draw a move in a cell of the list, starting at ``at`` (its left middle): on one line if it fits
    ``width``, else on as few smaller lines as the row's height holds ("Key: …, then / Goldsmith, …")."""
    x, cy = at
    if draw.font(size).size(words)[0] <= width:
        draw.text(surface, words, at, size, colour, anchor="midleft", max_width=width)
        return
    fitted = cell_lines(words, size, width, height)
    if fitted is None:
        draw.text(surface, words, at, size, colour, anchor="midleft", max_width=width, fit="shrink")
        return
    small, lines = fitted
    step = draw.font(small).get_linesize()
    top = cy - step * (len(lines) - 1) // 2
    for k, line in enumerate(lines):
        draw.text(surface, line, (x, top + k * step), small, colour, anchor="midleft", max_width=width)


@functools.lru_cache(maxsize=256)
def cell_lines(words: str, size: int, width: int, height: int) -> tuple[int, tuple[str, ...]] | None:
    """Return the largest size from ``size`` down at which ``words`` break into lines of ``width`` that
    the ``height`` holds, with those lines; None if none does (whole lines, not one squeezed to half size: the
    French list shrank its longest moves to about half, a playtest)."""
    for small in range(max(theme.MIN_TEXT_PX, size), theme.MIN_TEXT_PX - 1, -1):
        f = draw.font(small)
        lines = move_lines(words, f, width)
        if len(lines) < 2 and (split := then_split(words)) is not None:
            lines = list(split)  # too long at the list's size, short enough at the smaller: broken all the same
        if len(lines) >= 2 and len(lines) * f.get_linesize() <= height and all(f.size(ln)[0] <= width
                                                                                for ln in lines):
            return small, tuple(lines)
    return None


def hinted_words(played: str, followed: bool | None = None) -> str:
    """Return a move played on a turn a suggestion was shown for, said so (a record keeper could not tell which
    turns he had asked about, playtest 216), and whether it was ``followed`` where that hint was for this very
    decision ("(hint shown)" on every turn read as followed on two turns it was not, playtest 314)."""
    if followed is True:
        # TRANSLATORS: a move in the review's list: the move Suggest (H) had shown for this decision
        return _("{move} (hint followed)").format(move=played)
    if followed is False:
        # TRANSLATORS: a move in the review's list: another move than the one Suggest (H) had shown for it
        return _("{move} (hint not followed)").format(move=played)
    # TRANSLATORS: a move in the review's list played on a turn the player had asked for a suggestion (Suggest, H)
    # for another of its decisions (a key, or the card after it) ("after a hint" read as "following the hint" on a
    # turn it was not followed, playtest 238)
    return _("{move} (hint shown)").format(move=played)


def played_said(turning: Turning, turn: TurnReview, seat: int) -> str:
    """Return the move-played column's words for ``turn``, with the hint shown for it, if any."""
    played = turning.played_words(turn.index, seat, turn.best)
    if not turning.hinted(turn.index):
        return played
    return hinted_words(played, turning.hint_followed(turn.index, turn.played, turn.best))


def draw_turns(surface: pygame.Surface, box: pygame.Rect, review: Review, turning: Turning, selected: int,
               s: float) -> list[pygame.Rect]:
    """Draw in ``box`` the list of the turns reviewed (``selected`` outlined); return the rows' rects."""
    pad = int(14 * s)
    size = int(18 * s)
    said = [(played_said(turning, t, review.seat), _best_said(turning, t, review.seat)) for t in review.turns]
    f = draw.font(size)
    needs = (max((f.size(p)[0] for p, _b in said), default=0) + pad,
             max((f.size(b)[0] for _p, b in said), default=0) + pad)
    header_h = int(40 * s)
    ring = max(3, round(3 * s))  # the focus ring's width
    room = box.h - header_h - pad
    # of the two ways to share the room, the one whose words are larger (half each left Italian moves on two lines
    # at 150 % beside a column of "the same move", playtest 314); half each where alike
    cols = max((columns(box, s, needs, shared) for shared in (False, True)),
               key=lambda c: list_size(said, (c[1][1] - pad, c[2][1] - pad), room, size, s, ring)[0])
    heads = (_("Turn"), _("Move played"), _("Best move the AI found"), _("Expected loss (points)"))
    # TRANSLATORS: under the review's "Move played" header: the spaces named are those of the final 3x3 tableau
    spaces_note = _("spaces: your final 3×3")
    for k, ((x, cw), words) in enumerate(zip(cols, heads)):
        lines = [words]
        if draw.font(int(17 * s), "bold").size(words)[0] > cw - pad:  # two lines rather than tiny words (a playtest:
            lines = draw.two_lines(words, draw.font(int(15 * s), "bold"), cw - pad)  # "Pérdida estimada (puntos)")
        step = int(18 * s)
        head_size = int(17 * s) if len(lines) == 1 else int(15 * s)
        if k == 1 and len(lines) == 1:  # "Bottom middle" at turn 2, with no bottom row yet, puzzled (playtest 143)
            lines.append(spaces_note)
        for i, line in enumerate(lines):
            y = box.top + header_h // 2 + (2 * i - len(lines) + 1) * step // 2
            if line == spaces_note:
                draw.text(surface, line, (x, y), int(14 * s), theme.TEXT_DIM, anchor="midleft", max_width=cw - pad,
                          fit="shrink")
                continue
            draw.text(surface, line, (x, y), head_size, theme.ACCENT, kind="bold", anchor="midleft",
                      max_width=cw - pad, fit="shrink")
    pygame.draw.line(surface, theme.PANEL_EDGE, (box.left + pad, box.top + header_h),
                     (box.right - pad, box.top + header_h))
    turns = review.turns
    ranks = {t.index: review.rank(t) for t in review.costliest(3)}
    rows = []
    size, heights = list_size(said, (cols[1][1] - pad, cols[2][1] - pad), room, size, s, ring)
    y = box.top + header_h + int(4 * s)
    # the figures no taller than the lowest ring's inside: it cut "9,1" in a row of one short line (playtest 155); one
    # size for all (a turn's number and its "the best" grew and shrank from row to row, playtest 323)
    figures = min(int(20 * s), int((min(heights, default=0) - int(2 * s) - 2 * ring) / 0.85))
    for k, t in enumerate(turns):
        row_h = heights[k]
        row = pygame.Rect(box.left + int(6 * s), y, box.w - int(12 * s), row_h - int(2 * s))
        y += row_h
        rows.append(row)
        rank = ranks.get(t.index)
        if rank is not None:
            draw.tint(surface, row, (*RANK_COLOUR, 40))
        if k == selected:  # the keyboard's blue, as everywhere (a thin yellow outline was hard to find, a playtest)
            pygame.draw.rect(surface, theme.FOCUS, row, width=ring, border_radius=6)
        cy = row.centery
        (x0, _w0), (x1, w1), (x2, w2), (x3, w3) = cols
        inner = row.h - 2 * ring  # the words inside the focus ring (it cut a second line, a playtest)
        draw.text(surface, str(t.turn), (x0 + int(6 * s), cy), figures, theme.TEXT, kind="bold", anchor="midleft")
        if rank is not None:
            badge = (x0 + int(48 * s), cy)
            pygame.draw.circle(surface, RANK_COLOUR, badge, int(12 * s))
            draw.text(surface, str(rank), badge, int(15 * s), theme.TEXT, kind="bold", anchor="center")
        played, best = said[k]
        move_cell(surface, played, (x1, cy), size, theme.TEXT, w1 - pad, inner)
        same = t.best == t.played
        dim = same or not loss_words(t.expected_loss)  # nothing clearly better than the move played
        move_cell(surface, best, (x2, cy), size, theme.TEXT_DIM if dim else theme.TEXT, w2 - pad, inner)
        draw_loss(surface, t.expected_loss, (x3, cy), w3 - pad, rank is not None, s, same, figures)
    return rows


def _best_said(turning: Turning, turn: TurnReview, seat: int) -> str:
    """Return the best-move column's words for ``turn``: the AI's move where it is clearly better, else that the
    move played was the same or that none was clearly better (a ticked "as good" beside "Baron, face down" read as
    the AI urging a 10-point card face down, playtest 271; the table's drawing of the turn still names it)."""
    if turn.best == turn.played:
        return _("the same move")
    if not loss_words(turn.expected_loss):
        # TRANSLATORS: the review's best-move column where the AI preferred another move by no clear margin
        return _("none clearly better")
    return turning.best_words(turn.index, turn.best, seat)


def draw_rank_legend(surface: pygame.Surface, right: tuple[int, int], s: float, marked: int = 3) -> int:
    """Draw "(1) the three costliest turns" ending at ``right`` (``marked`` of them are); return the room it takes."""
    # TRANSLATORS: legend of the red numbered marks in the review's list (fewer than three when only that
    # many turns cost anything)
    words = ngettext("the costliest turn", "the {n} costliest turns", marked).format(n=marked)
    r = draw.text(surface, words, right, int(16 * s), theme.TEXT_DIM, anchor="midright",
                  max_width=int(300 * s), fit="shrink")
    badge = (r.left - int(18 * s), right[1])
    pygame.draw.circle(surface, RANK_COLOUR, badge, int(11 * s))
    draw.text(surface, "1", badge, int(14 * s), theme.TEXT, kind="bold", anchor="center")
    return right[0] - badge[0] + int(30 * s)


@functools.lru_cache(maxsize=64)
def _list_size(said: tuple[tuple[str, str], ...], widths: tuple[int, int], room: int, size: int, s: float,
               ring: int) -> tuple[int, tuple[int, ...]]:
    """:func:`list_size`, remembered (the list is drawn every frame)."""
    for at in range(size, theme.MIN_TEXT_PX - 1, -1):
        step = draw.font(at).get_linesize()
        lines = [max(lines_of(played, at, widths[0]), lines_of(best, at, widths[1])) for played, best in said]
        heights = row_heights(lines, room, s, step)
        # a row holds its lines inside the focus ring (and 2 px for their ink, a little low in its lines), and the
        # gap under it: more air on every row made the words of a list of nine at 150 % 16 px (playtest 323)
        if sum(heights) <= room and all(n * step <= h - 2 * ring - int(2 * s) - 2 for n, h in zip(lines, heights)):
            return at, tuple(heights)
        # each row as tall as its lines need inside the focus ring, and the room left shared alike
        needs = [n * step + 2 * ring + int(2 * s) + 2 for n in lines]
        if sum(needs) <= room:
            extra = (room - sum(needs)) // max(9, len(needs))  # a short list's rows are no taller than a full one's
            return at, tuple(min(need + extra, max(need, int(50 * s * (1 + 0.8 * (n - 1)))))
                             for need, n in zip(needs, lines))
    return at, tuple(heights)


def list_size(said: list[tuple[str, str]], widths: tuple[int, int], room: int, size: int, s: float,
              ring: int) -> tuple[int, list[int]]:
    """Return the one size of every move in the list (``size`` where they fit) and the rows' heights in ``room``:
    at 150 % some moves were drawn at 34 px and others, on two lines, at 11 px, the last row over the panel's edge
    (playtest 82)."""
    at, heights = _list_size(tuple(said), widths, room, size, s, ring)
    return at, list(heights)


@functools.lru_cache(maxsize=256)
def lines_of(words: str, size: int, width: int) -> int:
    """Return how many lines a move takes at ``size`` in ``width`` (remembered: the list is drawn every frame)."""
    return len(move_lines(words, draw.font(size), width))


def row_heights(lines: list[int], room: int, s: float, line_h: int) -> list[int]:
    """Return each row's height in ``room``: a row whose move takes ``lines[k]`` lines at the list's size is
    taller than a row of one line (two-line moves were drawn at about half size in rows of one line, a playtest),
    as long as a row of one line keeps ``line_h`` and a little air; else all alike, as a list of nine."""
    slots = max(0, 9 - len(lines))  # a short list's rows are no taller than a full one's
    weights = [1 + 0.8 * (n - 1) for n in lines]
    unit = min(50 * s, room / (sum(weights) + slots))
    least = min(room / (len(lines) + slots), line_h + 8 * s, 50 * s)
    if unit >= least:
        return [int(unit * w) for w in weights]
    rest = room - least * (slots + sum(1 for n in lines if n == 1))
    taller = sum(w for w, n in zip(weights, lines, strict=True) if n > 1)
    return [int(least if n == 1 else max(least, rest * w / taller)) for w, n in zip(weights, lines, strict=True)]


def columns(box: pygame.Rect, s: float, needs: tuple[int, int] = (1, 1), shared: bool = False) -> list[tuple[int, int]]:
    """Return the x and width of the four columns: turn, move played, best move, loss; where the longest words of
    one moves' column (``needs``: their widths) take less than half the room, the other has the rest (at least a
    quarter of it each): the moves played shrank, row by row, beside a column of "the same move" (a playtest);
    where neither does, half each, or (``shared``) the room shared as the longest need it."""
    pad = int(14 * s)
    inner = box.w - 2 * pad
    moves = int(inner * 0.74)
    if sum(needs) <= moves:  # both fit: the room left shared alike
        played = needs[0] + (moves - sum(needs)) // 2
    elif min(needs) < moves // 2:  # one fits in less than half: the other has the rest
        played = moves - needs[1] if needs[1] < needs[0] else needs[0]
    elif shared:  # neither fits: as their longest need it
        played = moves * needs[0] // sum(needs)
    else:  # neither fits: half each, as the moves' two lines expect
        played = moves // 2
    played = max(moves // 4, min(moves - moves // 4, played))
    widths = [int(inner * 0.09), played, moves - played]
    widths.append(inner - sum(widths))
    xs = [box.left + pad + sum(widths[:k]) for k in range(4)]
    return list(zip(xs, widths))


def draw_loss(surface: pygame.Surface, loss: float, at: tuple[int, int], width: int, costly: bool,
               s: float, best: bool = True, size: int | None = None) -> None:
    """Draw an expected loss at ``at`` ("−3.2", in red if ``costly``; at ``size``, else 20 at scale 1), or a tick and
    "best" if none ("as good" when the AI's choice was another move, ``best`` False)."""
    x, cy = at
    words = loss_words(loss)
    if words:
        draw.text(surface, words, (x, cy), size or int(20 * s), theme.LOSS if costly else theme.TEXT, kind="bold",
                  anchor="midleft", max_width=width, fit="shrink")
        return
    draw_tick(surface, (x + int(9 * s), cy), int(9 * s), theme.GOOD)
    # TRANSLATORS: in the review's loss column: the move played was the best the AI found, or (as good) as good as
    # the other move the AI prefers, by no clear margin
    said = (pgettext("review", "best"), pgettext("review", "as good"))
    # both at one size, the longer's in the room (the shorter grew larger row by row, playtest 323)
    one = draw.one_size(said, int(18 * s), width - int(24 * s))
    draw.text(surface, said[0] if best else said[1], (x + int(24 * s), cy), one, theme.GOOD,
              anchor="midleft", max_width=width - int(24 * s), fit="shrink")


def draw_tick(surface: pygame.Surface, centre: tuple[int, int], r: int, colour: draw.Colour) -> None:
    """Draw a tick mark (the bundled fonts have no ✓)."""
    x, y = centre
    points = [(x - r, y), (x - r // 3, y + r * 2 // 3), (x + r, y - r * 2 // 3)]
    pygame.draw.lines(surface, colour, False, points, max(2, r // 3))
