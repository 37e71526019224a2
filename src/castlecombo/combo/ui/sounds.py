"""Which sound effects a decision makes: a pure function of the state before, the action and the state
after, for every seat alike (a person's move and an AI's sound the same), timed with the motion.

The names are the files of ``assets/sounds`` (made by ``tools/make_sounds.py``). Coins are scaled by
the amount: 1 gold is a small clink, 2-3 a medium one, 4 or more a large one.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass

from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.state import GameState

OTHERS_VOLUME = 0.6  # what the other seats gain is heard, softer than the mover's own coins
WINNER_AFTER = 1.5  # seconds after the end of the game's chord: the winner's fanfare
ILLEGAL = "illegal"  # a refused drop or key (the table plays it with the words of the refusal)


@dataclass(frozen=True)
class Cue:
    """One effect to play: ``name`` at ``volume``, ``after`` seconds later; ``lands``: counted from the
    moment the card that moved lands (it is played at once when nothing flies)."""

    name: str
    volume: float = 1.0
    after: float = 0.0
    lands: bool = False


def coins(amount: int, volume: float = 1.0, lands: bool = False) -> Cue:
    """Return the clink of ``amount`` gold gained (positive) or paid (negative); raise ValueError for 0."""
    if amount == 0:
        raise ValueError("no coins move")
    size = "small" if abs(amount) == 1 else "medium" if abs(amount) <= 3 else "large"
    return Cue(f"coins_{'gain' if amount > 0 else 'pay'}_{size}", volume, lands=lands)


def sound_cues(before: GameState, action: int, after: GameState, humans: Collection[int] = ()) -> list[Cue]:
    """Return the effects that applying ``action`` to ``before`` (giving ``after``) makes, in order;
    ``humans`` are the seats people play (a hot-seat turn change is announced to them)."""
    seat = before.current
    cues: list[Cue] = []
    paid = 0
    if A.is_take(action):
        take = A.take_parts(action)
        card = before.displays[before.messenger][take.slot]
        cues.append(Cue("card_take"))
        cues.append(Cue("card_flip" if take.face_down else "card_place", lands=True))
        if not take.face_down:
            paid = before.price(seat, card)
            if paid:
                cues.append(coins(-paid))
    elif action == A.KEY_MOVE:
        cues += [Cue("keys"), Cue("messenger", lands=True)]
    elif action == A.KEY_REFRESH:
        cues += [Cue("keys"), Cue("refresh", lands=True)]
    elif A.is_discard(action):
        cues.append(Cue("card_take"))
    me_before, me_after = before.players[seat], after.players[seat]
    gained = me_after.gold - me_before.gold + paid + sum(me_after.purse) - sum(me_before.purse)
    if gained > 0:
        cues.append(coins(gained, lands=True))
    spent_key = 1 if A.is_key(action) else 0
    if me_after.keys - me_before.keys + spent_key > 0:
        cues.append(Cue("keys", lands=True))
    others = sum(max(0, after.players[i].gold - before.players[i].gold) for i in range(before.n) if i != seat)
    if others:
        cues.append(coins(others, OTHERS_VOLUME, lands=True))
    if after.messenger != before.messenger and action != A.KEY_MOVE:
        cues.append(Cue("messenger", lands=True))  # the card's Messenger icon sent it on
    if after.is_over:
        cues.append(Cue("game_end", lands=True))
        winners = after.winners()
        if not humans or any(w in humans for w in winners):
            cues.append(Cue("winner", after=WINNER_AFTER, lands=True))
    elif len(humans) > 1 and after.current in humans and after.current != seat:
        cues.append(Cue("your_turn", lands=True))  # hot-seat: the next person should look up
    return cues


def schedule(cues: list[Cue], landing: float, play: Callable[[str, float, float], None]) -> None:
    """Hand ``cues`` to ``play(name, volume, delay)``; ``landing`` is in how many seconds the card that
    moved lands (0: nothing flies, e.g. with animations off)."""
    for cue in cues:
        play(cue.name, cue.volume, cue.after + (landing if cue.lands else 0.0))
