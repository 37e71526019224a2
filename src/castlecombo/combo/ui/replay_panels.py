"""What the replay draws beyond the table view: its controls, its log of turns and final scores,
and the outline of the card the shown turn placed."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.scoring import places
from castlecombo.combo.engine.state import GameState, IllegalAction
from castlecombo.combo.ui.narration import LogEntry, You, called_you, game_log, joined, narrate
from castlecombo.combo.ui.table_view import Point, TableView
from castlecombo.i18n import N_, _, ngettext
from castlecombo.kit import glyphs, theme
from castlecombo.kit.draw import Colour, button_frame, fitted, font, panel, shares, text, text_surface, two_lines, wrap
from castlecombo.kit.replay_words import control_label
from castlecombo.storage.records import HistoryRecord, SaveGame

CONTROLS = ("start", "back", "play", "next", "end")
# TRANSLATORS: the keys of the replay (the key names stay as on the keyboard); an arrow steps one player's turn,
# not a round ("a turn" beside "Turn 9 of 9" took 27 presses for 9 turns, playtest 233)
HINT = N_("← → a player's turn  ·  Home / End  ·  Space: play or pause  ·  Esc: back")


@dataclass
class ReplayTurn:
    """What one turn did: who played, the log lines, the card taken, and the round it was played in."""

    seat: int
    lines: list[str]
    take: tuple[int, int, int, int, bool] | None  # (location, slot, card, position, face down)
    round: int  # from 1, as the live table counts turns: every seat plays once a round
    hinted: bool = False  # a suggestion was shown for one of its decisions (the record's ``hinted``)


def place_controls(view: TableView) -> dict[str, pygame.Rect]:
    """Return the control buttons' rects, in the row where the live table has its key buttons: each as wide as
    its words and arrow need where the row allows ("Siguiente" shrank beside roomy "Inicio")."""
    lay = view.layout
    gap = max(4, round(8 * lay.scale))
    row = lay.key_move.union(lay.key_refresh)
    size, ic = round(17 * lay.scale), max(8, round(row.h * 0.34))
    f = font(size, "bold")
    needs = []
    for name in CONTROLS:
        words = max(f.size(control_label(name, playing))[0] for playing in (False, True))  # Play and Pause alike
        glyph = max(_glyph_width(name, ic), _glyph_width("pause", ic)) if name == "play" else _glyph_width(name, ic)
        needs.append(words + glyph + round(20 * lay.scale))
    room = row.w - gap * (len(CONTROLS) - 1)
    # short of room, every button gives the same share of what it needs: the words all shrink alike
    widths = shares(needs, room) if sum(needs) <= room else [need * room / sum(needs) for need in needs]
    x = float(row.x)
    controls = {}
    for name, w in zip(CONTROLS, widths):
        controls[name] = pygame.Rect(round(x), row.y, round(w), row.h)
        x += w + gap
    return controls


def draw_controls(surface: pygame.Surface, view: TableView, controls: dict[str, pygame.Rect],
                  enabled: dict[str, bool], playing: bool, hover: Point | None) -> None:
    """Draw the control buttons and the keys hint under the market."""
    lay = view.layout
    for name, rect in controls.items():
        label = control_label(name, playing)
        lit = hover is not None and rect.collidepoint(hover)
        colour = button_frame(surface, rect, hover=lit, enabled=enabled[name], lit=name == "play" and playing)
        glyph = "pause" if name == "play" and playing else name
        size = round(17 * lay.scale)
        ic = max(8, round(rect.h * 0.34))
        space = round(6 * lay.scale)
        room = rect.w - _glyph_width(glyph, ic) - space - round(8 * lay.scale)  # the words shrink to fit beside it
        label, size = fitted(label, size, "bold", room, "shrink", theme.MIN_TEXT_PX)
        img_w = text_surface(label, size, colour, "bold").get_width()
        x = rect.centerx - (_glyph_width(glyph, ic) + space + img_w) // 2
        cy = rect.centery
        if name in ("next", "end"):  # words first, arrow after
            r = text(surface, label, (x, cy), size, colour, "bold", anchor="midleft", box=rect)
            _glyph(surface, glyph, r.right + space, cy, ic, colour)
        else:
            _glyph(surface, glyph, x, cy, ic, colour)
            text(surface, label, (x + _glyph_width(glyph, ic) + space, cy), size, colour, "bold", anchor="midleft",
                 box=rect)
    size = round(15 * lay.scale)
    x, y = lay.hint
    for line in two_lines(_(HINT), font(size), lay.market.w - 24):  # rather than "Échap : ret…" (a playtest)
        text(surface, line, (x, y), size, theme.TEXT_DIM, max_width=lay.market.w - 24, fit="shrink")
        y += font(size).get_linesize()


def _glyph_width(name: str, h: int) -> int:
    tri = round(h * 0.85)
    if name in ("start", "end"):
        return tri + max(2, h // 5) + 1
    if name == "pause":
        return round(h * 0.8)
    return tri


def _glyph(surface: pygame.Surface, name: str, x: int, cy: int, h: int, colour: Colour) -> None:
    """Drawn arrows (the bundled fonts have no ◀ ▶ glyphs)."""
    tri = round(h * 0.85)
    half = h // 2
    bar = max(2, h // 5)
    if name == "pause":
        w = round(h * 0.8)
        pygame.draw.rect(surface, colour, (x, cy - half, max(2, w // 3), h))
        pygame.draw.rect(surface, colour, (x + w - max(2, w // 3), cy - half, max(2, w // 3), h))
        return
    if name in ("back", "start"):
        if name == "start":
            pygame.draw.rect(surface, colour, (x, cy - half, bar, h))
            x += bar + 1
        pygame.draw.polygon(surface, colour, [(x, cy), (x + tri, cy - half), (x + tri, cy + half)])
        return
    pygame.draw.polygon(surface, colour, [(x, cy - half), (x + tri, cy), (x, cy + half)])
    if name == "end":
        pygame.draw.rect(surface, colour, (x + tri + 1, cy - half, bar, h))


def draw_turns_log(surface: pygame.Surface, view: TableView, state: GameState, turns: Sequence[ReplayTurn],
                   at_end: bool, recorded: Sequence[int]) -> None:
    """Draw the turns so far, newest last (the shown turn bright); the final scores at the end."""
    lay = view.layout
    sc = lay.scale
    box = lay.log
    over = at_end and state.is_over
    panel(surface, box, alpha=255, radius=10)
    text(surface, _("Final scores") if over else _("What happened"), (box.x + 12, box.y + 6), round(18 * sc),
         theme.ACCENT, "bold", fit="shrink")
    side = round(18 * sc * 1.1)  # a click (or L) shows the turns so far whole, as the table's log does
    glyphs.magnifier(surface, pygame.Rect(box.right - side - round(12 * sc), box.y + round(7 * sc), side, side),
                     theme.TEXT_DIM)
    y = box.y + 6 + round(26 * sc)
    if over:
        y = draw_final_scores(surface, view, state, y, recorded)
    # the newest turn whole, in smaller words if need be (under the final scores the game's last buy was cut off
    # "with a key…", playtest 169)
    for size in range(round(16 * sc), round(13 * sc) - 1, -1):
        rows, newest_at = _turn_rows(view, state, turns, size)
        max_rows = max(0, (box.bottom - 4 - y) // (size + 4))
        if len(rows) - newest_at <= max_rows:
            break
    line_h = size + 4
    first_row = max(0, len(rows) - max_rows)
    # never the tail of a cut line ("Barbarian, Witch, Revolutionary." alone at the top: a playtest); a line
    # longer than the room left shows its start, ended with "…" (its tail alone read "gold; Tomás +1 gold")
    starts = [i for i in range(first_row, len(rows)) if rows[i][3]]
    first_row = starts[0] if starts else max((i for i in range(min(first_row + 1, len(rows))) if rows[i][3]),
                                             default=first_row)
    first_row = min(first_row, newest_at)  # the newest turn from its heading: its lines alone said not whose
    shown = rows[first_row:first_row + max_rows]
    for k, (words, colour, kind, _starts) in enumerate(shown):
        if k == len(shown) - 1 and first_row + len(shown) < len(rows):
            words = words.rstrip(" .,;") + "…"
        text(surface, words, (box.x + 12, y), size, colour, kind, max_width=box.w - 24, fit="shrink")
        y += line_h


def _turn_rows(view: TableView, state: GameState, turns: Sequence[ReplayTurn],
               size: int) -> tuple[list[tuple[str, Colour, str, bool]], int]:
    """Return the log's rows at ``size`` (words, colour, font, whether a line starts there) and where the newest
    turn's rows begin."""
    box = view.layout.log
    rows: list[tuple[str, Colour, str, bool]] = []
    if not turns:
        first = (_("You play first. Press → or Play.") if state.current == called_you(view.seats)
                 else _("{player} plays first. Press → or Play.").format(player=view.seat_name(state.current)))
        rows.append((first, theme.TEXT_DIM, "text", True))
    newest_at = len(rows)
    for k, turn in enumerate(turns):
        newest = k == len(turns) - 1
        newest_at = len(rows) if newest else newest_at
        # TRANSLATORS: a turn's heading in the replay's log, on a turn a suggestion was shown for (playtests 220, 229
        # looked for the turns they had asked about)
        heading = _("Turn {turn}  ·  {player}  ·  hint shown") if turn.hinted else _("Turn {turn}  ·  {player}")
        rows.append((heading.format(turn=turn.round, player=view.seat_name(turn.seat)),
                     view.seat_colour(turn.seat) if newest else theme.TEXT_DIM, "bold", True))
        for line in turn.lines:
            for j, part in enumerate(wrap(line, font(size), box.w - 36)):
                rows.append(("  " + part, theme.TEXT if newest else theme.TEXT_DIM, "text", j == 0))
    return rows, newest_at


def draw_final_scores(surface: pygame.Surface, view: TableView, state: GameState, y: int,
                      recorded: Sequence[int]) -> int:
    """Draw the final scores from ``y`` down (and the record's, if they differ); return the y below.

    They stand in two columns, best first along each row: one row each left no room for the last turn's lines
    under them, so the replay's last step never said the game's last move (playtests 141, 169)."""
    lay = view.layout
    sc = lay.scale
    box = lay.log
    winners = set(state.winners())
    sheets = state.scores()
    cols = 3 if state.n >= 5 else 2  # five seats in two rows, not three: room for the last turn (playtest 175)
    size = round((18 if state.n <= 4 else 16) * sc)  # five seats' three rows leave room for the last move
    row_h = size + round((8 if state.n <= 4 else 5) * sc)
    col_w = (box.w - round(10 * sc)) // cols
    ranks = places(sheets)  # a tie on points broken by the gold kept, as on the score pad (playtest 267)
    order = sorted(range(state.n), key=lambda i: (ranks[i], i))
    for k, seat in enumerate(order):
        won = seat in winners
        x0 = box.x + (k % cols) * col_w
        cy = y + (k // cols) * row_h + row_h // 2
        glyphs.seat_mark(surface, view.seat_colour(seat), (x0 + round(20 * sc), cy), round(6 * sc))
        name = view.seat_name(seat)
        total = sheets[seat].total
        # the figure alone, under "Final scores": "pts" took the room of the names ("Rocío Fernández…", playtest 163)
        points = str(total)
        right = x0 + col_w - round(14 * sc)
        text(surface, points, (right, cy), size, theme.ACCENT if won else theme.TEXT, "bold", anchor="midright")
        room = right - font(size, "bold").size(points)[0] - round(10 * sc) - (x0 + round(34 * sc))
        # the winner is told by the bright bold name alone: "(wins)" shrank a long name (playtest 154)
        text(surface, name, (x0 + round(34 * sc), cy), size, theme.TEXT if won else theme.TEXT_DIM,
             "bold" if won else "text", anchor="midleft", max_width=room, fit="name", min_size=round(0.85 * size))
    y += -(-state.n // cols) * row_h
    if recorded and list(recorded) != [sh.total for sh in sheets]:
        text(surface, _("(the record says {scores})").format(scores=list(recorded)), (box.x + 12, y), round(14 * sc),
             theme.BAD, fit="shrink")
        y += round(20 * sc)
    pygame.draw.line(surface, theme.PANEL_EDGE, (box.x + 10, y + 3), (box.right - 10, y + 3))
    return y + round(10 * sc)


def draw_last_card(surface: pygame.Surface, view: TableView, state: GameState, turn: ReplayTurn,
                   view_seat: int) -> None:
    """Outline the card ``turn`` placed (on the big field and in the seat's mini grid)."""
    if turn.take is None:
        return
    position = turn.take[3]
    lay = view.layout
    if turn.seat == view_seat:
        pygame.draw.rect(surface, theme.HIGHLIGHT, lay.cells[position].inflate(6, 6),
                         width=max(2, round(3 * lay.scale)), border_radius=10)
    top, left = view.minis.corner(state, turn.seat)  # the part of the field the mini grid shows
    r, c = A.field_rc(position)
    idx = (r - top) * 3 + (c - left)
    if 0 <= idx < 9:
        pygame.draw.rect(surface, theme.HIGHLIGHT, lay.seats[turn.seat].mini[idx].inflate(4, 4), width=2,
                         border_radius=4)


def game_over_words(turn: int, turns: int, names: list[str], you_won: bool) -> str:
    """Return the replay's top bar at the end of the game: the last turn and who won (``you_won``: you alone)."""
    if you_won:
        return _("Replay  ·  Turn {turn} of {turns}  ·  Game over: You win").format(turn=turn, turns=turns)
    return ngettext("Replay  ·  Turn {turn} of {turns}  ·  Game over: {players} wins",
                    "Replay  ·  Turn {turn} of {turns}  ·  Game over: {players} win", len(names)).format(
        turn=turn, turns=turns, players=joined(names))


def replay_log(record: HistoryRecord | SaveGame, n: int) -> list[LogEntry]:
    """Return the log of ``record``, one entry per decision, its player spoken to as in :func:`replay_turns`; raise
    IllegalAction or ValueError if it does not replay."""
    you = called_you(record.seats)
    names = [You(seat.name) if i == you else seat.name for i, seat in enumerate(record.seats)]
    return game_log(n, record.seed, record.first_player, record.actions, names, record.reshuffled)


def replay_turns(record: HistoryRecord | SaveGame, n: int) -> tuple[list[GameState], list[ReplayTurn]]:
    """Replay ``record`` once; return the state before the first turn and after every whole turn, and each
    turn's seat, log lines, take and round. Raise ValueError (in words) if it does not replay."""
    try:
        state = GameState.new(n, record.seed, record.first_player, record.reshuffled)
    except ValueError as exc:
        raise ValueError(_("the record cannot be set up: {problem}").format(problem=exc)) from None
    you = called_you(record.seats)  # a seat called "You" in any language is spoken to in today's
    names = [You(seat.name) if i == you else seat.name for i, seat in enumerate(record.seats)]
    frames, turns = [state.clone()], []
    lines: list[str] = []
    take = None
    hinted = set(record.hinted)
    asked = False
    for i, action in enumerate(record.actions):
        seat, before = state.current, state.turn
        asked = asked or i in hinted
        try:
            lines.append(narrate(state, action, names))
            if A.is_take(action):
                parts = A.take_parts(action)
                loc = state.messenger
                take = (loc, parts.slot, state.displays[loc][parts.slot], parts.position, parts.face_down)
            state.apply(action)
        except (IllegalAction, ValueError) as exc:
            raise ValueError(_("the record does not replay at decision {n}: {problem}").format(
                n=i + 1, problem=exc)) from None
        if state.turn != before or state.is_over:
            frames.append(state.clone())
            turns.append(ReplayTurn(seat, lines, take, before // n + 1, asked))
            lines, take, asked = [], None, False
    if lines:  # a record cut in the middle of a turn: show what there is
        frames.append(state.clone())
        turns.append(ReplayTurn(state.current, lines, take, state.turn // n + 1, asked))
    return frames, turns
