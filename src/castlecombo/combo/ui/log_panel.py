"""The table's log: every decision of the game in words, the latest at the bottom, scrollable.

The entries are the narration of the record (``narration.game_log``), so the log is the same
after leaving the table, a restart or a resume. The panel scrolls with the wheel, by dragging
its text or its scroll bar, and with Page Up / Page Down / End; it follows the latest entry
unless the player has scrolled back. While an ability prompt is open the prompt sits under the
log's newest lines (:func:`prompt_rect`, :func:`log_rect`), never over them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

import pygame

from castlecombo.combo.ui.narration import LogEntry
from castlecombo.combo.ui.table_layout import TableLayout
from castlecombo.i18n import _, language
from castlecombo.kit import glyphs, theme
from castlecombo.kit.draw import Colour, font, inside, panel, text, wrap
from castlecombo.kit.glyphs import magnifier

Point = tuple[int, int]
WHEEL_ROWS = 3  # rows one wheel notch scrolls
KEEP_ROWS = 2  # newest rows the log keeps in sight while a prompt is open


def _sizes(scale: float) -> tuple[int, int, int]:
    """Return (text px, row height, title height) of the log at ``scale``."""
    size = max(theme.MIN_TEXT_PX, round(16 * scale))
    return size, size + max(3, round(4 * scale)), round(28 * scale)


def kept_height(scale: float, rows: int = KEEP_ROWS) -> int:
    """Return the height the log keeps while a prompt is open: its title and its ``rows`` newest rows."""
    _size, row, head = _sizes(scale)
    return head + max(KEEP_ROWS, rows) * row + round(10 * scale)


def headless_height(scale: float) -> int:
    """Return the height of the log reduced to its newest row, without its title (:func:`_headless`)."""
    _size, row, _head = _sizes(scale)
    return row + round(5 * scale) + round(6 * scale)


def prompt_rect(lay: TableLayout, height: int) -> pygame.Rect:
    """Return where an ability prompt ``height`` tall goes: at the bottom of the left column,
    leaving the log's title and newest rows in sight above it (over the key buttons if it must)."""
    gap = max(4, round(8 * lay.scale))
    top = max(lay.market.y + kept_height(lay.scale) + gap, lay.log.bottom - height)
    return pygame.Rect(lay.log.x, top, lay.log.w, lay.log.bottom - top)


def log_rect(lay: TableLayout, prompt: pygame.Rect | None, rows: int = KEEP_ROWS) -> pygame.Rect:
    """Return where the log is drawn: its place in the layout, or the room above ``prompt`` for at least
    ``rows`` of its newest rows (fewer where the Village row's tags leave no room)."""
    if prompt is None:
        return lay.log
    gap = max(4, round(8 * lay.scale))
    bottom = prompt.top - gap
    top = min(lay.log.y, bottom - kept_height(lay.scale, rows))
    # never over the Village row's price and gain tags, which the prompt's answers point at: the
    # log keeps fewer rows rather than hide them
    tags = max(r.bottom for r in lay.slots[1]) + round(22 * lay.scale) if lay.slots else top
    if bottom - tags < _sizes(lay.scale)[2] + round(10 * lay.scale):  # not a row's room under the tags: no log
        return pygame.Rect(lay.log.x, bottom, lay.log.w, 0)  # (at 1024x600 it covered them, playtest 79)
    return pygame.Rect(lay.log.x, max(top, tags), lay.log.w, bottom - max(top, tags))


def _headless(rect: pygame.Rect, scale: float) -> bool:
    """Return whether the log in ``rect`` goes without its title: under it no whole row would fit, and without it
    one does (beside a tall prompt at a large text size the log showed "Log" and nothing, a playtest)."""
    _size, row, head = _sizes(scale)
    return rect.h - head - round(6 * scale) < row and rect.h >= headless_height(scale)


@dataclass(frozen=True)
class Row:
    """One drawn line of the log: a round's heading or (part of) an entry."""

    words: str
    seat: int | None  # the seat whose dot starts the line (first line of an entry), else None
    round: int  # the round the line tells of
    heading: bool = False
    newest: bool = False
    later: bool = False  # a later line of an entry wrapped over several


def _newest_start(rows: Sequence[Row]) -> int:
    """Return the index of the first row of the newest entry (``len(rows)`` when there is none)."""
    return next((k for k in range(len(rows) - 1, -1, -1) if not rows[k].later), len(rows))


def log_rows(entries: Sequence[LogEntry], kept: Sequence[tuple[int, str, int]], f: pygame.font.Font,
             width: int) -> list[Row]:
    """Return the rows of ``entries`` wrapped ``width`` wide in ``f``, each turn under its heading, with the notes
    ``kept`` (entries before it, words, turn) where they were made."""
    rows: list[Row] = []
    last_round = 0

    def lines(words: str, round_: int, seat: int | None = None, newest: bool = False) -> None:
        nonlocal last_round
        if round_ != last_round:
            rows.append(Row(_("Turn {n}").format(n=round_), None, round_, heading=True))
            last_round = round_
        rows.extend(Row(line, seat if j == 0 else None, round_, newest=newest, later=j > 0)
                    for j, line in enumerate(wrap(words, f, width)))

    for i, entry in enumerate(entries):
        for _at, words, round_ in (k for k in kept if k[0] == i):
            lines(words, round_)
        lines(entry.text, entry.round, entry.seat, i == len(entries) - 1)
    for _at, words, round_ in (k for k in kept if k[0] >= len(entries)):  # after the last entry (or a later
        lines(words, round_)  # take-back went further back)
    return rows


class LogPanel:
    """The scrollable log of the live table."""

    def __init__(self, entries: Sequence[LogEntry] = ()) -> None:
        self.entries: list[LogEntry] = list(entries)
        self.offset = 0  # rows scrolled back from the newest (0: following the game)
        self.rect = pygame.Rect(0, 0, 0, 0)  # where it was last drawn
        self._rows: list[Row] = []
        self._rows_key: tuple[int, int, int, int, str, str] = (-1, -1, -1, -1, "", "")
        self._version = 0
        self._press: tuple[int, int] | None = None  # (pointer y, offset) when a text drag began
        self._thumb = False  # the scroll bar's thumb is being dragged
        self._visible = 1
        self.note = ""  # said under the newest line for a few seconds (what an undo took back)
        self.note_time = 0.0
        self.note_round = 0  # the turn the note tells of (its heading is shown when no line of it is left)
        # every undo's note kept where it was said, as Castle Rooms' log keeps them: (entries before it, its words,
        # its turn); scrolled back, the take-back was gone (playtest 249)
        self.kept: list[tuple[int, str, int]] = []
        self.zoomable = True  # a click shows the whole log large: a magnifier by the title says so
        self.opened = False  # set by a click on the log that scrolled nothing: the whole log is asked for

    # --- entries ----------------------------------------------------------------------------

    def set_entries(self, entries: Sequence[LogEntry]) -> None:
        """Show ``entries`` (the whole game's log); a player scrolled back stays on the same lines."""
        old_rows = len(self._rows)
        self.entries = list(entries)
        self._version += 1
        if self.offset and self._rows_key[2] > 0:
            self._build(self._rows_key[2], self._rows_key[3])
            self.offset = max(0, self.offset + len(self._rows) - old_rows)

    def append(self, entry: LogEntry) -> None:
        """Add the newest entry (an undo's note goes: under it, it would seem to tell of this one)."""
        self.note, self.note_time = "", 0.0
        self.set_entries([*self.entries, entry])

    def drop_last(self) -> None:
        """Take the newest entry away (its decision was undone)."""
        self.set_entries(self.entries[:-1])

    def tell(self, words: str, seconds: float = 5.0, round_: int = 0) -> None:
        """Say ``words`` under the newest line for ``seconds`` (of turn ``round_``: under its heading)."""
        self.note, self.note_time, self.note_round = words, seconds, round_

    def keep(self, words: str, round_: int, of_round: int) -> None:
        """Keep ``words`` (an undo's note of a decision of turn ``of_round``) as a line of the log after its entries
        so far (of turn ``round_``); the notes kept past that point come back to it with this one, in the order they
        were made (two take-backs in a row left the first under a move played after them, playtest 250)."""
        n = len(self.entries)
        self.kept = [(at, said, r) if at <= n else (n, said, round_) for at, said, r in self.kept]
        # the turn it took back from: under turn 7's heading "taken back: you bought Patron" read as a second
        # purchase of it, bought again in turn 8 (playtest 252)
        # TRANSLATORS: a take-back kept in the log: the turn of the decision taken back, then the note ("taken back:
        # you bought …")
        said = _("Turn {n}, {note}").format(n=of_round, note=words)
        self.kept.append((n, said[:1].upper() + said[1:], round_))
        self._version += 1

    def close(self, words: str, round_: int) -> None:
        """End the log with ``words`` (how the game ended), once."""
        if not any(at == len(self.entries) and said == words for at, said, _r in self.kept):
            self.kept.append((len(self.entries), words, round_))
            self._version += 1

    def tick(self, dt: float) -> None:
        """Let ``dt`` seconds pass (the title's note fades out)."""
        if self.note_time > 0:
            self.note_time -= dt
            if self.note_time <= 0:
                self.note = ""

    def rows_for_newest(self, width: int, scale: float) -> int:
        """Return the rows that show the newest entry whole in a log ``width`` wide: its own and the one above
        (its turn's heading, or the entry before), so that beside a prompt it does not begin or end mid-sentence;
        or an undo's note whole, and a row above it."""
        area, _track, size, _row = self._geometry(pygame.Rect(0, 0, width, 100), scale)
        need = KEEP_ROWS
        if self.entries:
            rows = self._build(area.w - self._indent(scale), size)  # the rows the log draws (kept between frames)
            need = 1 + len(rows) - _newest_start(rows)
        if self.note and not self.offset:  # an undo's note whole, under the newest line: beside a prompt it was cut
            # before its end ("…le Messager va au", the cards reshuffled unsaid, playtest 132)
            said = self.note[0].upper() + self.note[1:]
            need = max(need, 1 + len(wrap(said, font(size, "bold"), area.w - self._indent(scale))))
        return need

    @staticmethod
    def _indent(scale: float) -> int:
        """Return how far an entry's words sit right of the row's start (its seat's dot before them)."""
        return 3 * max(3, round(4 * scale))

    def follow(self) -> None:
        """Scroll back to the newest entry."""
        self.offset = 0

    # --- rows ---------------------------------------------------------------------------------

    def _build(self, width: int, size: int) -> list[Row]:
        key = (self._version, len(self.entries), width, size, language(), self.note)
        if key == self._rows_key:
            return self._rows
        # the newest note is said under the newest line while it is told (bold): not twice
        told = bool(self.kept) and bool(self.note) and self.kept[-1][1].endswith(self.note)
        rows = log_rows(self.entries, self.kept[:-1] if told else self.kept, font(size), width)
        self._rows, self._rows_key = rows, key
        return rows

    def _untitled(self, rect: pygame.Rect, scale: float) -> bool:
        """Return whether the log in ``rect`` goes without its title: :func:`_headless`, or its newest entry is cut
        under the title and whole without it (beside a prompt "…bought Guildmaster for 5…", two playtests)."""
        if _headless(rect, scale):
            return True
        size, row, head = _sizes(scale)
        if self.offset or self.note or not self.entries:
            return False
        rows = self._build(self._geometry(rect, scale, titled=True)[0].w - self._indent(scale), size)
        need = len(rows) - _newest_start(rows)
        return (rect.h - head - round(6 * scale)) // row < need <= (rect.h - round(5 * scale) - round(6 * scale)) // row

    def _geometry(self, rect: pygame.Rect, scale: float,
                  titled: bool | None = None) -> tuple[pygame.Rect, pygame.Rect, int, int]:
        """Return (text area, scroll bar track, text px, row height) for the log drawn in ``rect`` (``titled``:
        with or without its title, as :meth:`_untitled` decides when None)."""
        size, row, head = _sizes(scale)
        bar = max(6, round(8 * scale))
        pad = round(10 * scale)
        if titled is None:
            titled = not self._untitled(rect, scale)
        if not titled:
            head = round(5 * scale)
        area = pygame.Rect(rect.x + pad, rect.y + head, rect.w - 2 * pad - bar - 4, rect.h - head - round(6 * scale))
        track = pygame.Rect(rect.right - pad // 2 - bar, area.y, bar, area.h)
        return area, track, size, row

    def max_offset(self) -> int:
        """Return how many rows the log can scroll back from the newest (as last drawn)."""
        return max(0, len(self._rows) - self._visible)

    def _clamp(self) -> None:
        self.offset = max(0, min(self.offset, self.max_offset()))

    def page(self) -> int:
        """Return the rows Page Up / Page Down scroll: all but one of those in sight."""
        return max(1, self._visible - 1)

    def scroll(self, rows: int) -> None:
        """Scroll ``rows`` back in time (negative: towards the newest)."""
        self.offset += rows
        self._clamp()

    # --- events ---------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event, pointer: Point | None, scale: float) -> bool:
        """React to the wheel, a drag or a click on the log; return True if the event was the log's."""
        if event.type == pygame.MOUSEWHEEL:
            if pointer is not None and self.rect.collidepoint(pointer):
                self.scroll(WHEEL_ROWS * event.y)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            _area, track, _size, _row = self._geometry(self.rect, scale)
            if track.inflate(8, 0).collidepoint(event.pos) and self.max_offset():
                self._thumb = True
                self._thumb_to(event.pos[1], track)
            elif self._latest_rect(scale).collidepoint(event.pos) and self.offset:
                self.follow()
            else:
                self._press = (event.pos[1], self.offset)
            return True
        if event.type == pygame.MOUSEMOTION and (self._press is not None or self._thumb):
            _area, track, _size, row = self._geometry(self.rect, scale)
            if self._thumb:
                self._thumb_to(event.pos[1], track)
            elif self._press is not None:
                y, offset = self._press
                self.offset = offset + round((event.pos[1] - y) / row)
                self._clamp()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and (self._press is not None or self._thumb):
            # a click that scrolled nothing opens the whole log (a family found no way to read it larger)
            self.opened = self.zoomable and self._press is not None and abs(event.pos[1] - self._press[0]) < 6
            self._press = None
            self._thumb = False
            return True
        return False

    def _thumb_to(self, y: int, track: pygame.Rect) -> None:
        top_share = (y - track.y) / max(1, track.h)  # 0: the oldest row at the top, 1: the newest
        self.offset = round((1 - top_share) * self.max_offset())
        self._clamp()

    def _latest_rect(self, scale: float) -> pygame.Rect:
        """Return the "Latest" button shown while scrolled back: left of the magnifier, which stays (playtest 230
        clicked the magnifier of a log scrolled back, and "Latest" in its place jumped to the newest line)."""
        w, h = round(86 * scale), round(24 * scale)
        glass = self._glass_rect(scale).w + round(8 * scale) if self.zoomable else 0
        return pygame.Rect(self.rect.right - w - round(24 * scale) - glass, self.rect.y + round(3 * scale), w, h)

    def _glass_rect(self, scale: float) -> pygame.Rect:
        """Return where the magnifier by the title goes (a click on the log shows it whole)."""
        side = round(max(theme.MIN_TEXT_PX, round(18 * scale)) * 1.1)  # as tall as the title's words
        return pygame.Rect(self.rect.right - side - round(24 * scale), self.rect.y + round(6 * scale), side, side)

    # --- drawing --------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, scale: float,
             seat_colour: Callable[[int], Colour]) -> None:
        """Draw the log in ``rect``: the rows that fit at the scroll position and the scroll bar."""
        self.rect = pygame.Rect(rect)
        if rect.h <= 0:  # a prompt below leaves it no room
            self._visible = 0
            return
        panel(surface, rect, alpha=255, radius=10)
        area, track, size, row = self._geometry(rect, scale)
        head_size = max(theme.MIN_TEXT_PX, round(18 * scale))
        with inside(rect):
            dot = max(3, round(4 * scale))
            indent = self._indent(scale)
            rows = self._build(area.w - indent, size)
            self._visible = area.h // row  # none when a prompt leaves no room for a whole row
            self._clamp()
            end = len(rows) - self.offset
            # what an undo took back: under the newest line, in the log's own size, while following the game
            note: list[str] = []
            note_size, note_step = size, row
            if self.note and not self.offset:
                said = self.note[0].upper() + self.note[1:]
                heading = bool(self.note_round and (not rows or rows[-1].round != self.note_round))
                note_size, note = note_lines(said, size, area.w - indent, self._visible - heading, row)
                note_step = row if note_size == size else font(note_size, "bold").get_linesize()
                if heading:
                    # the turn's only line was taken back: its heading stays, or the note reads as the last turn's
                    note.insert(0, "")
            room = self._visible - (len(note) * note_step + row - 1) // row
            shown = top_cut(rows[max(0, end - room):end] if room > 0 else [], rows, end - room)
            if shown and end < len(rows) and rows[end].later and not shown[-1].heading:
                # scrolled back, an entry cut at the foot ends in "…": "…comes into the Castle; the" read as a cut
                # sentence, not one going on below (playtest 311)
                shown[-1] = replace(shown[-1], words=shown[-1].words.rstrip() + "…")
            newest = _newest_start(rows)
            if not self.offset and not note and 0 < room < len(rows) - newest:
                # the newest entry is longer than the room (beside a prompt): its beginning, the rest cut with "…";
                # its end alone began mid-sentence (a playtest)
                shown = [*rows[newest:newest + room - 1],
                         replace(rows[newest + room - 1], words=" ".join(r.words for r in rows[newest + room - 1:]))]
            # where the reader is
            title = _("Log  ·  turn {n}").format(n=shown[0].round) if self.offset and shown else _("Log")
            at = (rect.x + round(12 * scale), rect.y + round(5 * scale))
            if not self._untitled(rect, scale):
                room = (self._latest_rect(scale).x if self.offset else rect.right) - at[0] - round(8 * scale)
                text(surface, title, at, head_size, theme.ACCENT, "bold", max_width=room, fit="shrink")
                if self.zoomable:  # "Latest" goes left of it while scrolled back
                    magnifier(surface, self._glass_rect(scale), theme.TEXT_DIM)
            y = area.y
            if not rows and not note:
                text(surface, _("Each decision of the game will be told here."), (area.x, y), size, theme.TEXT_DIM,
                     box=area)
            for r in shown:
                if r.heading:
                    text(surface, r.words, (area.x, y), size, theme.ACCENT, "bold", box=area)
                else:
                    if r.seat is not None:
                        glyphs.seat_mark(surface, seat_colour(r.seat), (area.x + dot, y + row // 2), dot)
                    text(surface, r.words, (area.x + indent, y), size, theme.TEXT if r.newest else theme.TEXT_DIM,
                         box=area, fit="words")  # a cut entry's last row ends after a whole word
                y += row
            for line in note:
                if line:
                    # white, bold and without a seat's mark: the game's own words (green read as the green seat's,
                    # playtest 96)
                    text(surface, line, (area.x + indent, y), note_size, theme.TEXT, "bold", box=area)
                else:
                    text(surface, _("Turn {n}").format(n=self.note_round), (area.x, y), size, theme.ACCENT, "bold",
                         box=area)
                y += note_step if line else row
            if self.offset:
                latest = self._latest_rect(scale)
                pygame.draw.rect(surface, theme.BUTTON, latest, border_radius=latest.h // 2)
                # TRANSLATORS: button that scrolls the log back to its newest line
                text(surface, _("Latest"), latest.center, max(theme.MIN_TEXT_PX, round(14 * scale)), theme.TEXT,
                     "bold", anchor="center", box=latest)
        if len(rows) > self._visible:
            pygame.draw.rect(surface, theme.BUTTON_DISABLED, track, border_radius=track.w // 2)
            share = self._visible / len(rows)
            thumb_h = max(track.w * 2, round(track.h * share))
            top_share = (len(rows) - self._visible - self.offset) / max(1, len(rows) - self._visible)
            thumb = pygame.Rect(track.x, track.y + round((track.h - thumb_h) * top_share), track.w, thumb_h)
            pygame.draw.rect(surface, theme.PANEL_EDGE if not self._thumb else theme.ACCENT, thumb,
                             border_radius=track.w // 2)


def top_cut(shown: list[Row], rows: Sequence[Row], first: int) -> list[Row]:
    """Return ``shown`` (``rows`` from index ``first`` on) beginning with an entry, under its turn's heading: an
    entry cut at the top keeps its beginning, its last row ending in "…" (its end alone read as a line of its own,
    "2 cards.", a playtest; dropping it left a blank band and hid the player's own move, playtest 272)."""
    cut = next((k for k, r in enumerate(shown) if not r.later), len(shown))
    if not cut:
        return shown
    begins = next(k for k in range(first, -1, -1) if not rows[k].later)  # the cut entry's first row
    heading = Row(_("Turn {n}").format(n=rows[begins].round), None, rows[begins].round, heading=True)
    room = cut - 1  # the heading takes a row
    if room < 1:  # no room for a beginning: the entries after it, under their turn's heading
        after = shown[cut:]
        return [replace(heading, words=_("Turn {n}").format(n=after[0].round), round=after[0].round), *after] \
            if after and not after[0].heading else after
    rest = " ".join(r.words for r in rows[begins + room - 1:first + cut])
    return [heading, *rows[begins:begins + room - 1], replace(rows[begins + room - 1], words=rest), *shown[cut:]]


def note_lines(words: str, size: int, width: int, rows: int, row: int) -> tuple[int, list[str]]:
    """Return the size and lines of an undo's note ``width`` wide: at the log's ``size`` under the newest entry
    where ``rows - 1`` rows hold it, else in all ``rows`` rows ``row`` high, smaller down to the least readable
    size where need be (beside a prompt it lost its end, playtest 132), and cut only then."""
    lines = wrap(words, font(size, "bold"), width)
    if len(lines) <= rows - 1 or len(lines) <= 1:
        return size, lines
    while len(lines) * font(size, "bold").get_linesize() > rows * row and size > theme.MIN_TEXT_PX:
        size -= 1
        lines = wrap(words, font(size, "bold"), width)
    return size, lines[:max(0, rows * row // font(size, "bold").get_linesize())]
