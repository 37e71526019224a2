"""Which actions are legal, and why another one is not: the rules of a play, in one place.

``compute_legal`` is the hot path (the AI asks it at every decision); ``why_illegal`` is
asked only about a refused action and names the rule in a ``Reason``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from castlecombo.rooms.engine import actions as A
from castlecombo.rooms.engine.deck import (
    DRAGON,
    ENTRY,
    EXIT,
    KNIGHT,
    READ_ENTRY,
    ROOM_KINDS,
    UP,
)
from castlecombo.rooms.engine.reasons import Reason

if TYPE_CHECKING:
    from castlecombo.rooms.engine.state import GameState

HAND_LIMIT = 2  # most cards you may hold when you end your turn


def compute_legal(state: GameState) -> list[int]:
    """Return the legal actions of the player to move in ``state`` (the engine's one rule check)."""
    if state.over:
        return []
    p = state.current
    hand = state.hands[p]
    size = sum(hand)
    out: list[int] = [A.END_TURN] if size <= HAND_LIMIT else []
    if size == 0:
        return out
    fits = False
    knights = hand[KNIGHT]
    for li, line in enumerate(state.lines[p]):
        if line.dragon:
            if knights:
                out.append(A.KNIGHT_BASE + li)
            continue
        entry = READ_ENTRY[line.orientation]
        for k in ROOM_KINDS:
            if hand[k] and entry[k] == line.exit:
                out.append(A.ADD_BASE + k * A.STRIDE + li)
                fits = True
    if not fits:
        last = state.last_orientation[p]
        for k in ROOM_KINDS:
            if hand[k]:
                if last != 0:
                    out.append(A.NEW_BASE + 2 * k)
                if last != 1:
                    out.append(A.NEW_BASE + 2 * k + 1)
    if hand[DRAGON]:
        for q in range(state.n):
            if q != p:
                base = A.DRAGON_BASE + q * A.STRIDE
                out.extend([base + li for li, line in enumerate(state.lines[q]) if not line.dragon])
    if not out:  # 3 or more cards, only dragons and knights, none playable: discard down to 2
        if hand[DRAGON]:
            out.append(A.DISCARD_BASE)
        if knights:
            out.append(A.DISCARD_BASE + 1)
    return out


def why_illegal(state: GameState, action: int) -> Reason | None:
    """Return why ``action`` is illegal in ``state``, or None if it is legal."""
    if action in state.legal_actions():
        return None
    if state.over:
        return Reason("game_over")
    try:
        d = A.decode(action)
    except ValueError:
        return Reason("not_an_action", {"action": action})
    p = state.current
    hand = state.hands[p]
    size = sum(hand)
    if d.kind == "end":  # only discards left: say that, not "play" (a rules-minded playtest)
        only_discards = all(A.decode(a).kind == "discard" for a in state.legal_actions())
        return Reason("hand_full_discard" if only_discards else "hand_full", {"count": size})
    if d.card >= 0 and not hand[d.card]:
        return Reason("no_card", {"card": d.card})
    if d.kind == "discard":
        if size <= HAND_LIMIT:
            return Reason("discard_small_hand", {"count": size})
        plays = [a for a in state.legal_actions() if a != A.END_TURN]
        # the card's own play first: a dragon refused was told of a knight's (a rules-minded playtest, 113); a
        # dragon's on the longest line it may stop ("on Aldric's line 2", of one room, beside a line of six, 287)
        own = [a for a in plays if A.decode(a).card == d.card] or plays
        play = max(own, key=lambda a: _stopped(state, A.decode(a)))
        return Reason("discard_has_play", {"play": play})
    if d.kind == "dragon":
        if d.seat == p:
            return Reason("own_line")
        if d.seat >= state.n:
            return Reason("no_seat", {"seat": d.seat + 1})
        if d.line >= len(state.lines[d.seat]):
            return Reason("no_opponent_line", {"seat": d.seat + 1, "line": d.line + 1})
        return Reason("already_blocked", {"seat": d.seat + 1, "line": d.line + 1})
    if d.kind == "new":
        return _new_line_problem(state, d.card, d.orientation)
    if d.line >= len(state.lines[p]):
        return Reason("no_line", {"line": d.line + 1})
    line = state.lines[p][d.line]
    if d.kind == "knight":
        return Reason("no_dragon", {"line": d.line + 1})
    if line.dragon and line.fits(d.card):  # a room that would not fit anyway says so: a player spent a knight on
        return Reason("line_blocked", {"line": d.line + 1})  # the line, then read that it did not fit (playtest 221)
    entry = READ_ENTRY[line.orientation][d.card]
    turned = line.orientation != UP and ENTRY[d.card] != EXIT[d.card]  # a room alike both ways is not said turned
    code = "no_match_down" if turned else "no_match"
    if line.dragon:  # the dragon first, then that the room would not fit once it is gone (playtest 292: a boy read
        code = f"blocked_{code}"  # only the sides on a line his mother had blocked)
    return Reason(code, {"room": d.card, "line": d.line + 1, "exit": line.exit, "entry": entry})

def _new_line_problem(state: GameState, kind: int, orientation: int) -> Reason:
    hand = state.hands[state.current]
    open_lines = [(li, line) for li, line in enumerate(state.lines[state.current]) if not line.dragon]
    # the room held is named where it fits a line itself (playtest 311 read of another room of the hand)
    for k in (kind, *ROOM_KINDS):
        for li, line in open_lines:
            if k in ROOM_KINDS and hand[k] and line.fits(k):  # named as the line reads it ("way"), as shown in hand
                return Reason("room_fits", {"room": k, "line": li + 1, "way": line.orientation})
    return Reason("orientation", {"orientation": orientation ^ 1})


def _stopped(state: GameState, d: A.Decoded) -> int:
    """Return the rooms of the line a dragon play ``d`` stops (0 for any other play)."""
    return len(state.lines[d.seat][d.line].rooms) if d.kind == "dragon" else 0
