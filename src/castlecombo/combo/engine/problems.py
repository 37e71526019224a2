"""Why an action is refused now: a reason code and its values (``combo/reason_texts.py`` words them).

The UI shows ``reason_words(reason)`` in the player's language; ``apply`` raises IllegalAction
with the English sentence. None of this is on the AI's hot path.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.actions import DISPLAY
from castlecombo.combo.engine.decision import OVER, PHASE_NAMES, TAKE
from castlecombo.combo.engine.tableau import COL, EMPTY, ROW
from castlecombo.combo.reason_texts import Reason

if TYPE_CHECKING:
    from castlecombo.combo.engine.state import GameState


_GAME_OVER = Reason("game_over")


def _not_taking(state: GameState) -> Reason:
    """Return why a take or a key is refused outside the TAKE phase."""
    return Reason("finish_ability") if state.phase != OVER else _GAME_OVER


def key_problem(state: GameState, action: int) -> Reason | None:
    """Return why the key use ``action`` (KEY_MOVE or KEY_REFRESH) is refused now, or None if legal.

    Raise ValueError if ``action`` is not a key use.
    """
    if not A.is_key(action):
        raise ValueError(f"{action} is not a key use")
    if state.phase != TAKE:
        return _not_taking(state)
    if state.key_used:
        return Reason("one_key")
    if state.players[state.current].keys == 0:
        return Reason("no_key")
    if action == A.KEY_MOVE and not (state.alive[0] and state.alive[1]):
        return Reason("location_gone")
    return None


def take_problem(state: GameState, slot: int, position: int, face_down: bool = False) -> Reason | None:
    """Return why taking display ``slot`` to field ``position`` is illegal now, or None if legal."""
    if state.phase != TAKE:
        return _not_taking(state)
    if not 0 <= slot < DISPLAY or state.displays[state.messenger][slot] < 0:
        return Reason("no_card_there")
    if not 0 <= position < A.FIELD_SIZE:
        return Reason("outside")
    p = state.players[state.current]
    if position not in p.legal_positions():
        if p.grid[position] != EMPTY:
            return Reason("space_taken")
        if p.count == 0:  # the field is relative: the first card is its centre, wherever it goes
            return Reason("first_in_centre")
        if not p.near >> position & 1:  # said first: a space apart from the cards breaks no size limit yet
            return Reason("must_touch")
        r, c = ROW[position], COL[position]
        if max(p.maxr, r) - min(p.minr, r) > 2:
            return Reason("three_rows")
        if max(p.maxc, c) - min(p.minc, c) > 2:
            return Reason("three_columns")
        return Reason("must_touch")
    if not face_down:
        card = state.displays[state.messenger][slot]
        cost = state.price(state.current, card)
        if cost > p.gold:
            return Reason("too_dear", {"cost": cost, "gold": p.gold})
    return None


def why_illegal(state: GameState, action: int) -> Reason:
    """Return why ``action`` is not legal now, for the IllegalAction."""
    try:
        d = A.decode(action)
    except ValueError as exc:
        return Reason("bad_action", {"error": str(exc)})
    if state.phase == OVER:
        return _GAME_OVER
    if d.kind == "take" and state.phase == TAKE:
        return take_problem(state, d.slot, d.position, d.face_down) or Reason("not_legal")
    if A.is_key(action) and state.phase == TAKE:
        return key_problem(state, action) or Reason("not_legal")
    return Reason("not_a_choice", {"action": A.describe(action), "phase": PHASE_NAMES[state.phase]})


def undo_problem(state: GameState, seat: int | None = None) -> Reason | None:
    """Return why the last decision of ``seat`` (default: the player to move) may not be taken back
    now, or None if ``undo()`` may take it back (never for a seat that is not to move).

    Undo stays inside the turn of the player to move and never takes back a decision that
    showed a card from a deck (a refresh, a refill, a reshuffle): that card has been seen.
    """
    if state.hidden:
        return Reason("observation")
    if state.phase == OVER:
        return _GAME_OVER
    if not state.actions:
        return Reason("nothing_played")
    if seat is not None and seat != state.current:
        return _turn_over_problem(state, seat)
    if state.phase == TAKE and not state.key_used:
        return Reason("nothing_this_turn")
    before = type(state).replay(state.n, state.seed, state.actions[:-1], state.first_player, state.reshuffled)
    if before.shuffles != state.shuffles:
        return Reason("reshuffled")
    if [len(d) for d in before.decks] != [len(d) for d in state.decks]:
        if state.actions[-1] == A.KEY_REFRESH:
            return Reason("refresh_shown")
        return Reason("cards_shown")
    return None


def _turn_over_problem(state: GameState, seat: int) -> Reason:
    """Return why ``seat``, not to move, may not take back its last decision: what ending its turn showed."""
    if state.players[seat].count == 0:
        return Reason("turn_not_come")
    before = type(state).replay(state.n, state.seed, state.actions[:-1], state.first_player, state.reshuffled)
    if before.current != seat:
        return Reason("other_played")
    what = "placing" if A.is_take(state.actions[-1]) else "answering"
    if before.shuffles != state.shuffles:
        return Reason(f"{what}_reshuffled")
    shown = sum(len(b) - len(a) for b, a in zip(before.decks, state.decks, strict=True))
    if shown > 0:
        return Reason(f"{what}_showed", {"n": shown})
    return Reason("turn_over")


def takeback_point(state: GameState, seat: int, others: Collection[int] | None = None,
                   whole_turn: bool = False) -> int | None:
    """Return how many of the record's actions came before ``seat``'s last decision (``whole_turn``: the first
    decision of its last turn; ``state.undo(to=…)`` there takes it back with every move since), or None if it has
    made none, or if a seat other than ``seat`` and ``others`` (the AIs: None for every seat) decided since: no
    other person's move is ever taken back. Nothing is taken back over a refresh of the seat's: the cards it showed
    stay (a whole turn is taken back from after it)."""
    s = type(state).new(state.n, state.seed, state.first_player, state.reshuffled)
    last = None
    someone = False  # another person decided after ``last``
    mover = -1  # whose turn the action before was
    for i, action in enumerate(state.actions):
        if s.current == seat:
            if not whole_turn or mover != seat:
                last = i
            if action == A.KEY_REFRESH:  # never back over the cards a refresh showed: the turn's undo may not
                # either (playtest 146 saw new cards, then took the refresh back; against AIs alone its take-back
                # dealt the unseen cards anew, a second refresh for the same key, playtest 308)
                last = i + 1
            someone = False
        elif others is not None and s.current not in others:
            someone = True
        mover = s.current
        s.apply(action)
    return None if someone or last == len(state.actions) else last
