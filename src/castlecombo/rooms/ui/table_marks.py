"""What the live Castle Rooms table shows on top of its state each frame, gathered from its input and motion."""

from __future__ import annotations

from typing import Protocol

from castlecombo.rooms.engine import actions as A
from castlecombo.rooms.engine.deck import DOWN
from castlecombo.rooms.engine.state import GameState
from castlecombo.rooms.ui import moves
from castlecombo.rooms.ui.ending import winning_lines
from castlecombo.rooms.ui.hand_ways import one_way_of
from castlecombo.rooms.ui.marks import Marks, marked_plays, newest_plays
from castlecombo.rooms.ui.motion import RoomsMotion
from castlecombo.rooms.ui.table_input import TableInput
from castlecombo.rooms.ui.view import RoomsView


class MarkedTable(Protocol):
    """What the marks are read from."""

    state: GameState
    input: TableInput
    motion: RoomsMotion
    view_seat: int
    view: RoomsView
    reason: str

    def human_can_play(self) -> bool: ...

    def shows_hand(self) -> bool: ...


def table_marks(table: MarkedTable) -> Marks:
    """Return what the view shows on top of ``table``'s state this frame."""
    s = table.state
    chosen_by = table.input
    lit = chosen_by.lit()
    over = chosen_by.over
    chosen = chosen_by.chosen()
    # over the discard pile too: a room dragged there sat on it as if it would go (playtest 296)
    refused = over if chosen is not None and over is not None and over not in lit else None
    me = s.current if table.human_can_play() else None
    motion = table.motion
    shown = motion.shown(s)
    flying = shown is not s  # the card of the last play is in the air
    legal = s.legal_actions() if me is not None else []
    playable = {A.decode(a).card for a in legal if a != A.END_TURN}
    return Marks(table.view_seat, None if shown.is_over else shown.current, table.shows_hand(),
                 [chosen_by.shown_turned(i) for i in range(shown.hand_size(table.view_seat))],
                 chosen[0] if chosen is not None else None, lit, over if over in lit else None, refused,
                 chosen_by.new_orientation(lit), me, chosen_by.drag if chosen is not None else None,
                 motion.hidden if flying else None,
                 {chosen_by.drag.index} if chosen_by.drag is not None else motion.hand_gaps(s),
                 winning=winning_lines(shown) if shown.is_over else {},
                 newest=[(owner, line, laid, table.view.seat_colour(mover))
                         for owner, line, laid, mover in marked_plays(shown, table.view_seat)],
                 reason=table.reason, hover=chosen_by.hover,
                 # the hand holds a room, and no new line may start
                 new_closed=me is not None and any(moves.is_room(card) for card in s.hand_cards(me))
                 and all(A.decode(a).kind != "new" for a in legal if a != A.END_TURN),
                 new_roomless=me is not None and bool(s.hand_cards(me))
                 and not any(moves.is_room(card) for card in s.hand_cards(me)),
                 # dimmed: a newcomer had to work out which rooms fit (playtest 101); a click still says why not
                 hand_idle=[i for i, card in enumerate(s.hand_cards(me)) if card not in playable]
                 if me is not None and me == table.view_seat and not flying else (),
                 hand_new_only=new_line_only(s, legal) if me is not None and me == table.view_seat and not flying
                 else ())


def new_line_only(s: GameState, legal: list[int]) -> list[int]:
    """Return the places of the hand of the player to move whose room may start a new line and join no line, where
    the player has a line already (the first line is new whatever the room)."""
    if not s.lines[s.current]:
        return []
    plays = [A.decode(a) for a in legal if a != A.END_TURN]
    news = {d.card for d in plays if d.kind == "new"} - {d.card for d in plays if d.kind == "add"}
    return [i for i, card in enumerate(s.hand_cards(s.current)) if card in news]


def new_line_down(s: GameState, marks: Marks) -> bool | None:
    """Return whether the rooms of the hand that may only start a new line are shown helmet down, the way that line
    must lie (None: no room of the hand is such)."""
    if not marks.hand_new_only:
        return None
    return one_way_of(s, s.hand_cards(s.current)[min(marks.hand_new_only)]) == DOWN  # (remembered: every frame)


__all__ = ["MarkedTable", "new_line_down", "new_line_only", "newest_plays", "table_marks"]
