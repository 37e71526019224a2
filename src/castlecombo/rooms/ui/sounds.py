"""Which sound effects a Castle Rooms decision makes: a pure function of the state before, the action and the
state after, for every seat alike (a person's play and an AI's sound the same), timed with the card's flight.

The names are files of ``assets/sounds`` (made by ``tools/make_sounds.py``), shared with Castle Combo where
they fit: a card leaves the hand (``card_take``), a room joins a line (``card_place``), a new line is laid
(``card_flip``), a dragon or a knight is discarded (``refresh``, the sweep onto a pile), the next player
draws (``card_take`` per card); a dragon lands with its own roar (``dragon``) and a knight with the clash of
its sword (``knight``). The end of the game, the winner's fanfare and a hot-seat "your turn" are Castle
Combo's, on the same terms.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass

from castlecombo.rooms.engine import actions as A
from castlecombo.rooms.engine.state import GameState

ILLEGAL = "illegal"  # a refused drop or key (the table plays it with the words of the refusal)
WINNER_AFTER = 1.5  # seconds after the end of the game's chord: the winner's fanfare
DRAW_STAGGER = 0.12  # seconds between the cards the next player draws
DRAW_VOLUME = 0.6  # the draw is heard, softer than a play
DISCARD_VOLUME = 0.7


@dataclass(frozen=True)
class Cue:
    """One effect to play: ``name`` at ``volume``, ``after`` seconds later; ``lands``: counted from the
    moment the card played lands (at once when nothing flies)."""

    name: str
    volume: float = 1.0
    after: float = 0.0
    lands: bool = False


def play_cues(action: int) -> list[Cue]:
    """Return the effects of playing the card of ``action`` (none for the end of a turn)."""
    kind = A.decode(action).kind
    if kind == "end":
        return []
    landing = {
        "add": [Cue("card_place", lands=True)],
        "new": [Cue("card_flip", lands=True)],
        "dragon": [Cue("card_place", lands=True), Cue("dragon", lands=True)],
        "knight": [Cue("knight", lands=True), Cue("refresh", DISCARD_VOLUME, after=0.25, lands=True)],
        "discard": [Cue("refresh", DISCARD_VOLUME, lands=True)],
    }[kind]
    return [Cue("card_take"), *landing]


def sound_cues(before: GameState, action: int, after: GameState, humans: Collection[int] = ()) -> list[Cue]:
    """Return the effects that applying ``action`` to ``before`` (giving ``after``) makes, in order;
    ``humans`` are the seats people play (a person who lost hears no fanfare; a hot-seat turn change is
    announced to them)."""
    cues = play_cues(action)
    if after.is_over:
        cues.append(Cue("game_end", lands=True))
        if not humans or any(w in humans for w in after.winners()):
            cues.append(Cue("winner", after=WINNER_AFTER, lands=True))
        return cues
    if after.current != before.current:
        cues += [Cue("card_take", DRAW_VOLUME, after=k * DRAW_STAGGER) for k in range(after.drawn)]
        if len(humans) > 1 and after.current in humans:
            cues.append(Cue("your_turn", after=after.drawn * DRAW_STAGGER))  # hot-seat: the next person looks up
    return cues


def schedule(cues: list[Cue], landing: float, play: Callable[[str, float, float], None]) -> None:
    """Hand ``cues`` to ``play(name, volume, delay)``; ``landing`` is in how many seconds the card played lands
    (0: nothing flies, e.g. with animations off)."""
    for cue in cues:
        play(cue.name, cue.volume, cue.after + (landing if cue.lands else 0.0))


__all__ = ["ILLEGAL", "WINNER_AFTER", "Cue", "play_cues", "schedule", "sound_cues"]
