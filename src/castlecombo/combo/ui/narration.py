"""Move narration: the log line for an action, from the state before it and nothing else.

Because the words depend only on (state before, action) and the seat names, the log of a
game can always be rebuilt from its record (seed, first player, actions), as the replay does.
What a line says changed (gold, keys, gold on purses, the Messenger's walk) is read from the
state after the action, applied to a copy: never worked out here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from castlecombo.combo import cardtext
from castlecombo.combo.cards import Choice, DiscardFromDisplay
from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.catalog import DECK_NAMES, NAMES
from castlecombo.combo.engine.state import GameState
from castlecombo.storage.records import SeatConfig

LOC_NAMES = ("Castle", "Village")  # the two locations, in the engine's order (0 and 1)


@dataclass(frozen=True)
class LogEntry:
    """One line of a game's log: the decision's round (from 1), who decided, and the words."""

    round: int
    seat: int
    text: str


def speaker_names(seats: Sequence[SeatConfig]) -> list[str]:
    """Return the names the log uses: "You" for the only seat a person plays, else the seat names."""
    humans = [i for i, seat in enumerate(seats) if seat.kind == "human"]
    return ["You" if humans == [i] else seat.name for i, seat in enumerate(seats)]


def _amounts(gold: int, keys: int, purses: int) -> list[str]:
    parts = []
    if gold:
        parts.append(f"{gold:+d} gold")
    if keys:
        parts.append(f"{keys:+d} key" + ("" if abs(keys) == 1 else "s"))
    if purses:
        parts.append(f"{purses:+d} gold on purses")
    return parts


def changes(before: GameState, after: GameState, names: Sequence[str], paid: int = 0,
            keys_spent: int = 0) -> list[str]:
    """Return what went from ``before`` to ``after``, in phrases ("+2 gold, +1 key", "Brice +1 key"):
    the mover's gains (leaving out ``paid`` gold and ``keys_spent`` keys, told apart), the
    other seats' gains, the Messenger's walk and a location leaving the game."""
    seat = before.current
    parts = []
    for i in [seat] + [i for i in range(before.n) if i != seat]:
        b, a = before.players[i], after.players[i]
        spent = (paid, keys_spent) if i == seat else (0, 0)
        gains = _amounts(a.gold - b.gold + spent[0], a.keys - b.keys + spent[1], sum(a.purse) - sum(b.purse))
        if gains:
            parts.append(", ".join(gains) if i == seat else f"{names[i]} " + ", ".join(gains))
    for loc in range(2):
        if before.alive[loc] and not after.alive[loc]:
            parts.append(f"the {LOC_NAMES[loc]} left the game")
    if after.messenger != before.messenger:
        parts.append(f"the Messenger goes to the {LOC_NAMES[after.messenger]}")
    return parts


def narrate(state: GameState, action: int, names: Sequence[str]) -> str:
    """Return the log line for ``action`` played from ``state`` (the state before it), naming seats by
    ``names``; raise IllegalAction if ``action`` is not legal there."""
    s = state
    seat = s.current
    who = names[seat]
    after = s.clone()
    after.apply(action)
    paid = 0
    if A.is_key(action):
        if action == A.KEY_MOVE:  # the walk is the point of the line, not a change to add
            return f"{who} spent a key: the Messenger goes to the {LOC_NAMES[after.messenger]}."
        shown = ", ".join(NAMES[c] for c in after.displays[s.messenger] if c >= 0)
        return _line(f"{who} spent a key to refresh the {LOC_NAMES[s.messenger]} display",
                     ([f"new cards {shown}"] if shown else []) + changes(s, after, names, keys_spent=1))
    card_name = NAMES[s.card] if s.card >= 0 else ""
    effect = s.pending.effect if s.pending is not None else None
    if A.is_take(action):
        take = A.take_parts(action)
        card = s.displays[s.messenger][take.slot]
        if take.face_down:
            head = f"{who} took {NAMES[card]} face down"
        else:
            paid = s.price(seat, card)
            head = f"{who} bought {NAMES[card]} for {paid} gold"
    elif A.is_option(action) and isinstance(effect, Choice):
        words = " and ".join(cardtext.plain(cardtext.effect_markup(e)) for e in effect.options[A.option_index(action)])
        gains = changes(s, after, names)
        head = f"{who} chose {words}" + (f" ({card_name})" if card_name else "")
        return _line(head, gains[1:] if gains and gains[0] == words else gains)
    elif A.is_neighbour(action):
        other = s.neighbours(seat)[A.neighbour_side(action)]
        head = f"{who} counted {names[other]}'s tableau for {card_name}"
    elif A.is_purses(action):
        filled = " and ".join(NAMES[s.players[seat].card_at(p)] for p in A.purse_positions(action))
        head = f"{who} filled {filled} with gold"
    elif A.is_discard(action) and isinstance(effect, DiscardFromDisplay):
        loc = DECK_NAMES.index(effect.deck)
        head = f"{who} discarded {NAMES[s.displays[loc][A.discard_slot(action)]]} from the {LOC_NAMES[loc]}"
    else:
        head = f"{who}: {A.describe(action)}"
    return _line(head, changes(s, after, names, paid=paid))


def _line(head: str, gains: list[str]) -> str:
    return f"{head}: {'; '.join(gains)}." if gains else f"{head}."


def log_entry(state: GameState, action: int, names: Sequence[str]) -> LogEntry:
    """Return the log entry of ``action`` played from ``state`` (see :func:`narrate`)."""
    return LogEntry(state.turn // state.n + 1, state.current, narrate(state, action, names))


def game_log(players: int, seed: int, first_player: int | None, actions: Sequence[int],
             names: Sequence[str]) -> list[LogEntry]:
    """Return the log of a recorded game, one entry per action; raise IllegalAction or ValueError
    if the record does not replay."""
    state = GameState.new(players, seed, first_player)
    entries = []
    for action in actions:
        entries.append(log_entry(state, action, names))
        state.apply(action)
    return entries


def narrate_game(players: int, seed: int, first_player: int | None, actions: Sequence[int],
                 names: Sequence[str]) -> list[str]:
    """Return the log lines of a recorded game, one per action; raise IllegalAction or ValueError
    if the record does not replay."""
    return [entry.text for entry in game_log(players, seed, first_player, actions, names)]
