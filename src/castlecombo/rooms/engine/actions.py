"""Actions are small ints; this module encodes, decodes and describes them.

A turn is a sequence of single card plays ended by END_TURN (the draw at the start of a
turn is automatic). Rooms are named by kind, not by card: rooms of one kind are alike.

    END_TURN                     0
    DISCARD_BASE + 0 / 1         1, 2          discard a dragon / a knight (hand limit, nothing playable)
    NEW_BASE + kind*2 + o        10..17        start a new line with a room, orientation o (0 up, 1 down)
    ADD_BASE + kind*100 + line   1000..1399    add a room to the end of your line
    DRAGON_BASE + seat*100 + line 2000..2399   a dragon on an opponent's line
    KNIGHT_BASE + line           3000..3099    a knight on your blocked line
"""

from __future__ import annotations

from dataclasses import dataclass

from castlecombo.rooms.engine.deck import DRAGON, KNIGHT, N_KINDS, ORIENTATION_NAMES, kind_name

END_TURN = 0
DISCARD_BASE = 1
NEW_BASE = 10
ADD_BASE = 1000
DRAGON_BASE = 2000
KNIGHT_BASE = 3000
STRIDE = 100  # line numbers are below 100 (the deck holds at most 99 rooms)


def end_turn() -> int:
    """Return the action that ends the turn."""
    return END_TURN


def discard(card_type: int) -> int:
    """Return the action that discards a dragon or a knight; raise ValueError for a room."""
    if card_type not in (DRAGON, KNIGHT):
        raise ValueError("only a dragon or a knight can be discarded")
    return DISCARD_BASE + card_type - DRAGON


def new_line(kind: int, orientation: int) -> int:
    """Return the action that starts a new line with a room of ``kind`` in ``orientation``."""
    return NEW_BASE + kind * 2 + orientation


def add_room(kind: int, line: int) -> int:
    """Return the action that adds a room of ``kind`` to the end of the mover's ``line``."""
    return ADD_BASE + kind * STRIDE + line


def dragon(seat: int, line: int) -> int:
    """Return the action that plays a dragon on ``seat``'s ``line``."""
    return DRAGON_BASE + seat * STRIDE + line


def knight(line: int) -> int:
    """Return the action that plays a knight on the mover's blocked ``line``."""
    return KNIGHT_BASE + line


@dataclass(frozen=True, slots=True)
class Decoded:
    """An action taken apart: its kind and parameters (-1 where they do not apply)."""

    kind: str  # end, discard, new, add, dragon, knight
    card: int = -1  # card type played or discarded
    line: int = -1
    seat: int = -1  # the line's owner for a dragon
    orientation: int = -1


def decode(action: int) -> Decoded:
    """Return the parts of ``action``; raise ValueError for a number that is no action."""
    if action == END_TURN:
        return Decoded("end")
    if DISCARD_BASE <= action <= DISCARD_BASE + 1:
        return Decoded("discard", card=DRAGON + action - DISCARD_BASE)
    if NEW_BASE <= action < NEW_BASE + 2 * N_KINDS:
        kind, o = divmod(action - NEW_BASE, 2)
        return Decoded("new", card=kind, orientation=o)
    if ADD_BASE <= action < ADD_BASE + N_KINDS * STRIDE:
        kind, line = divmod(action - ADD_BASE, STRIDE)
        return Decoded("add", card=kind, line=line)
    if DRAGON_BASE <= action < DRAGON_BASE + 4 * STRIDE:
        seat, line = divmod(action - DRAGON_BASE, STRIDE)
        return Decoded("dragon", card=DRAGON, seat=seat, line=line)
    if KNIGHT_BASE <= action < KNIGHT_BASE + STRIDE:
        return Decoded("knight", card=KNIGHT, line=action - KNIGHT_BASE)
    raise ValueError(f"{action} is not an action")


def describe(action: int) -> str:
    """Return a short English description of ``action`` for logs (lines and seats counted from 1)."""
    d = decode(action)
    if d.kind == "end":
        return "end the turn"
    if d.kind == "discard":
        return "discard a " + ("dragon" if d.card == DRAGON else "knight")
    if d.kind == "new":
        return f"start a new line ({ORIENTATION_NAMES[d.orientation]}) with a {kind_name(d.card)} room"
    if d.kind == "add":
        return f"add a {kind_name(d.card)} room to line {d.line + 1}"
    if d.kind == "dragon":
        return f"play a dragon on line {d.line + 1} of seat {d.seat + 1}"
    return f"play a knight on line {d.line + 1}"
