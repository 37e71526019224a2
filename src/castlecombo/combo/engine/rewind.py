"""Taking moves back: undo replays the record, and a take-back that had shown cards shuffles the cards nobody
has seen anew (kept in the record as a reshuffle), so that undo does not tell what comes next."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from castlecombo.combo.engine.state import GameState

MAX_SALT = (1 << 62) - 1


def checked_reshuffles(reshuffled: Sequence[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    """Return a record's reshuffles as a tuple; raise ValueError unless they come in order, one per place."""
    places = [at for at, _salt in reshuffled]
    if any(at < 0 for at in places) or places != sorted(set(places)):
        raise ValueError(f"a record's reshuffles must come after 0 or more actions, in order: {places}")
    return tuple((at, salt) for at, salt in reshuffled)


def undo_to(state: GameState, to: int | None) -> None:
    """Take back ``state``'s last action, or every action after the record's first ``to``, by replaying the
    record; raise ValueError for an observation or when that takes nothing back."""
    if state.hidden:
        raise ValueError("an observation cannot be undone")
    count = len(state.actions) - 1 if to is None else to
    if not 0 <= count < len(state.actions):
        raise ValueError("nothing to undo")
    kept = [r for r in state.reshuffled if r[0] <= count]  # a later one was of the moves taken back
    back = type(state).replay(state.n, state.seed, state.actions[:count], state.first_player, kept)
    for name in type(state).__slots__:
        setattr(state, name, getattr(back, name))


def point_salt(state: GameState, at: int) -> int:
    """Return the salt of a reshuffle after ``state``'s first ``at`` actions: the same for the same game and
    actions (a second take-back to a point deals the unseen cards as the first did: a fresh order each time let
    a player undo and replay until a card they liked came, playtest 217)."""
    return random.Random(f"{state.seed}:{state.actions[:at]}").getrandbits(62)


def reshuffle_unseen(state: GameState, salt: int) -> None:
    """Have ``state`` shuffle the cards nobody has seen (both decks' order, later reshuffles) anew from ``salt``
    before its next action, kept in its record; raise ValueError for an observation or a salt out of range."""
    if state.hidden:
        raise ValueError("an observation has no record to reshuffle")
    if not 0 <= salt <= MAX_SALT:
        raise ValueError(f"a reshuffle's salt is from 0 to 2**62 - 1, not {salt}")
    here = len(state.actions)
    state.reshuffled = (*[r for r in state.reshuffled if r[0] < here], (here, salt))


def reshuffle_due(state: GameState) -> None:
    """Shuffle the unseen cards if the record says so before the action about to be applied."""
    for at, salt in state.reshuffled:
        if at == len(state.actions):
            state.resample(random.Random(salt))
