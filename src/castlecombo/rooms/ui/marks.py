"""What the owner of a Castle Rooms view shows on top of the state: a dragged card and the marks."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, field

from castlecombo.kit.draw import Colour
from castlecombo.rooms.engine import actions as A
from castlecombo.rooms.engine.state import GameState
from castlecombo.rooms.ui.moves import Target

Point = tuple[int, int]


@dataclass
class Drag:
    """A card of the hand being dragged."""

    index: int  # in the hand shown
    card: int
    start: Point
    pos: Point
    grab: Point  # the pointer's offset inside the card
    moved: bool = False


@dataclass
class Marks:
    """What the owner of the view shows on top of the state."""

    view_seat: int  # whose hand is shown at the bottom
    active: int | None = None  # the lit seat (None: nobody, the game is over)
    show_hand: bool = True  # the hand shown face up (False: its backs)
    hand_turned: Sequence[bool] = ()  # hand cards shown helmet down (turned, or as they would be laid)
    selected: int | None = None  # the hand card chosen (click or keyboard)
    lit: dict[Target, int] = field(default_factory=dict)  # where the chosen card may go: target -> action
    over: Target | None = None  # the target under the pointer or picked by the keyboard
    refused: Target | None = None  # a target under the pointer the card may not go to
    new_orientation: int = 0  # the orientation a new line would take
    new_line_seat: int | None = None  # whose new-line space is shown (the person to move)
    drag: Drag | None = None
    hidden: tuple[int, Target] | None = None  # (seat, target) a card in flight lands on
    hand_hidden: Collection[int] = ()  # places of the hand kept empty: cards in flight or dragged
    winning: dict[int, list[int]] = field(default_factory=dict)  # seat -> lines to frame
    # what the other seats laid in their last turn and the dragons they laid that still block: (the line's seat, the
    # line, rooms laid there that turn (0: its dragon), the colour of the seat that laid them), outlined in it
    newest: Sequence[tuple[int, int, int, Colour]] = ()
    reason: str = ""
    hover: Point | None = None
    new_closed: bool = False  # no room of the hand may start a new line now
    new_roomless: bool = False  # the hand holds no room (knights, dragons): nothing of it starts a line
    hand_idle: Collection[int] = ()  # places of the hand whose card cannot be played now (the person to move's)
    hand_new_only: Collection[int] = ()  # places of the hand whose room may only start a new line, beside lines


def newest_plays(s: GameState) -> list[tuple[int, int, int, int]]:
    """Return what each seat laid in its last turn that laid rooms, and each dragon still on a line: (the line's seat,
    the line, rooms laid there that turn (0: a dragon), the seat that laid them)."""
    seat, lines = s.first_player, [0] * s.n
    turns: dict[int, dict[tuple[int, int], int]] = {}  # seat -> its last turn's rooms, by line
    now: dict[tuple[int, int], int] = {}  # the turn under way's
    dragons: dict[tuple[int, int], int] = {}  # (the line's seat, the line) -> the seat that laid its dragon
    for action in s.actions:
        d = A.decode(action)
        if d.kind == "end":
            turns[seat] = now or turns.get(seat, {})
            seat, now = (seat + 1) % s.n, {}
        elif d.kind in ("new", "add"):
            line = d.line
            if d.kind == "new":
                line, lines[seat] = lines[seat], lines[seat] + 1
            now[(seat, line)] = now.get((seat, line), 0) + 1
        elif d.kind == "dragon":
            dragons[(d.seat, d.line)] = seat
        elif d.kind == "knight":
            dragons.pop((seat, d.line), None)
    turns[seat] = now or turns.get(seat, {})
    return [(*key, laid, mover) for mover, laid_by_line in turns.items() for key, laid in laid_by_line.items()] + \
        [(*key, 0, mover) for key, mover in dragons.items()]


def marked_plays(s: GameState, viewer: int | None) -> list[tuple[int, int, int, int]]:
    """Return the plays of :func:`newest_plays` that ``viewer`` sees marked: the others' last rooms and every dragon,
    theirs too (the rules page says every dragon; theirs alone went unmarked on a rival's line, playtest 246)."""
    return [play for play in newest_plays(s) if play[3] != viewer or play[2] == 0]


__all__ = ["Drag", "Marks", "Point", "marked_plays", "newest_plays"]
