"""The game state and its one API: whose decision, legal actions, apply, undo, clone.

All randomness comes from the game's seed: it shuffles the decks and draws the
first player, and fixes the chance seed each later reshuffle draws from, so a
record (players, seed, first player, actions) replays the game exactly.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Final

from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine import market, problems, rewind
from castlecombo.combo.engine.actions import DISPLAY
from castlecombo.combo.engine.catalog import COST, DECK, MESSENGER
from castlecombo.combo.engine.decision import DISCARD, NEIGHBOUR, OPTION, OVER, PHASE_NAMES, PURSES, TAKE, Pending
from castlecombo.combo.engine.effects import ABILITY, EffectRule
from castlecombo.combo.engine.scoring import ScoreSheet, place_leftover_gold, score_tableau, winners
from castlecombo.combo.engine.tableau import TABLEAU_CARDS, Player
from castlecombo.combo.reason_texts import Reason, english

MIN_PLAYERS: Final = 2  # the seats a game may have
MAX_PLAYERS: Final = 5
START_GOLD: Final = 15  # each player's resources at the start
START_KEYS: Final = 2
FACE_DOWN_GOLD: Final = 6  # what taking a card face down gives (it costs nothing)
FACE_DOWN_KEYS: Final = 2


HIDDEN_SEED: Final = 0  # what an observation shows for the game's seed


class IllegalAction(ValueError):
    """An action that is not legal now; ``reason`` says why (the message is its English sentence)."""

    def __init__(self, reason: Reason, prefix: str = "") -> None:
        super().__init__(prefix + reason.text)
        self.reason = reason


class GameState:
    """A game of Castle Combo for MIN_PLAYERS to MAX_PLAYERS players."""

    __slots__ = ("_legal", "actions", "alive", "card", "chance_seed", "current", "decks", "discards",
                 "displays", "face_down", "first_player", "hidden", "key_used", "messenger", "n", "pending",
                 "phase", "players", "position", "queue", "removed", "reshuffled", "seed", "shuffles", "turn")
    n: int  # seats
    seed: int  # the game's seed: deck order, first player and every later reshuffle
    chance_seed: int  # reshuffle k draws from Random(chance_seed + k)
    shuffles: int  # reshuffles so far
    # the record's (actions before it, salt): unseen cards shuffled anew by a take-back (rewind.py)
    reshuffled: tuple[tuple[int, int], ...]
    first_player: int
    players: list[Player]
    decks: list[list[int]]  # castle, village: the top card is last
    discards: list[list[int]]  # public discard piles, castle and village
    displays: list[list[int]]  # DISPLAY card slots per location, -1 for an empty slot
    removed: list[int]  # cards of a location that left the game
    alive: list[bool]  # whether each location is still in the game
    messenger: int  # the location the Messenger stands at
    current: int  # the seat to move
    phase: int  # TAKE, an ability decision (see decision.py) or OVER
    key_used: bool  # a key was spent this turn
    queue: list[EffectRule]  # ability effects of the card just bought still to resolve
    pending: Pending | None  # the ability decision waited for (None in the TAKE phase and at the end)
    card: int  # the card taken this turn, -1 before the take
    position: int  # where it went
    face_down: bool  # whether it was taken face down
    turn: int  # turns completed
    actions: list[int]  # the record: every action applied since the start
    hidden: bool  # an observation: the deck order is not the real one
    _legal: list[int] | None  # cached legal actions

    @classmethod
    def new(cls, players: int = 2, seed: int = 0, first_player: int | None = None,
            reshuffled: Sequence[tuple[int, int]] = ()) -> GameState:
        """Return a game set up for ``players`` seats from ``seed`` (with the record's ``reshuffled``, see the
        attribute); raise ValueError for a bad count or reshuffles out of order."""
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"Castle Combo is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}")
        if first_player is not None and not 0 <= first_player < players:
            raise ValueError(f"first player must be a seat from 0 to {players - 1}")
        s = cls.__new__(cls)
        s.n = players
        s.seed = seed
        setup = random.Random(seed)
        s.chance_seed = setup.getrandbits(62)  # later reshuffles draw from this, one generator each
        s.shuffles = 0
        s.players = [Player(START_GOLD, START_KEYS) for _ in range(players)]
        market.set_out(s, setup)
        drawn_first = setup.randrange(players)
        s.first_player = first_player if first_player is not None else drawn_first
        s.current = s.first_player
        s.phase, s.key_used, s.queue, s.pending = TAKE, False, [], None
        s.card, s.position, s.face_down, s.turn = -1, -1, False, 0
        s.actions, s.hidden, s._legal = [], False, None
        s.reshuffled = rewind.checked_reshuffles(reshuffled)
        market.refill(s, 0)
        market.refill(s, 1)
        return s

    @classmethod
    def replay(cls, players: int, seed: int, actions: list[int], first_player: int | None = None,
               reshuffled: Sequence[tuple[int, int]] = ()) -> GameState:
        """Return the game reached by applying ``actions`` to a new game; raise IllegalAction."""
        s = cls.new(players, seed, first_player, reshuffled)
        for i, a in enumerate(actions):
            try:
                s.apply(a)
            except IllegalAction as exc:
                raise IllegalAction(exc.reason, f"action {i + 1} of the record: ") from None
        return s

    # --- copying and hidden information ------------------------------------------

    def clone(self) -> GameState:
        """Return an independent copy (its future reshuffles are the same as this game's)."""
        s = GameState.__new__(GameState)
        s.n = self.n
        s.players = [p.copy() for p in self.players]
        s.current = self.current
        s.decks = [self.decks[0][:], self.decks[1][:]]
        s.discards = [self.discards[0][:], self.discards[1][:]]
        s.displays = [self.displays[0][:], self.displays[1][:]]
        s.removed = self.removed[:]
        s.alive = self.alive[:]
        s.messenger = self.messenger
        s.phase = self.phase
        s.key_used = self.key_used
        s.queue = self.queue[:]
        s.pending = self.pending
        s.card = self.card
        s.position = self.position
        s.face_down = self.face_down
        s.turn = self.turn
        s.chance_seed = self.chance_seed
        s.shuffles = self.shuffles
        s.reshuffled = self.reshuffled
        s.seed = self.seed
        s.first_player = self.first_player
        s.actions = self.actions[:]
        s.hidden = self.hidden
        s._legal = self._legal
        return s

    def observation(self, seat: int) -> GameState:
        """Return what ``seat`` may see: a copy whose decks are in a fixed order and whose future is unknown.

        Displays, discards, tableaux (face-down cards were seen in the display) and
        resources are public; only the order of the two decks is hidden.
        """
        s = self.clone()
        s.decks = [sorted(self.decks[0]), sorted(self.decks[1])]
        s.chance_seed = random.Random(seat * 7919 + self.turn).getrandbits(62)
        s.seed = HIDDEN_SEED  # the game's seed would give the deck order away
        s.hidden = True
        s.actions = []
        s.reshuffled = ()
        return s

    def resample(self, rng: random.Random) -> None:
        """Shuffle the hidden deck order and future randomness anew from ``rng`` (for the AI)."""
        rng.shuffle(self.decks[0])
        rng.shuffle(self.decks[1])
        self.chance_seed = rng.getrandbits(62)

    # --- questions -------------------------------------------------------------

    @property
    def round(self) -> int:
        """Return the round of turns in play, from 1 (every seat plays once a round)."""
        return self.turn // self.n + 1

    @property
    def is_over(self) -> bool:
        """Return whether every player has a full tableau (TABLEAU_CARDS cards)."""
        return self.phase == OVER

    def to_move(self) -> int:
        """Return the seat whose decision it is (the last player once the game is over)."""
        return self.current

    def price(self, seat: int, card: int) -> int:
        """Return what ``seat`` pays to buy ``card`` face up now (discounts stacked, never below 0)."""
        return max(0, COST[card] - self.players[seat].discount[DECK[card]])

    def legal_actions(self) -> list[int]:
        """Return the legal actions of the player to move (shared list: do not modify)."""
        legal = self._legal
        if legal is None:
            legal = self._legal = _compute_legal(self)
        return legal

    def neighbours(self, seat: int) -> tuple[int, int]:
        """Return the (left, right) neighbours of ``seat``: left plays next, right played before (2p: both)."""
        return (seat + 1) % self.n, (seat - 1) % self.n

    def key_reason(self, action: int) -> Reason | None:
        """Return why key use ``action`` (KEY_MOVE/KEY_REFRESH) is refused now, or None; raise ValueError."""
        return problems.key_problem(self, action)

    def take_reason(self, slot: int, position: int, face_down: bool = False) -> Reason | None:
        """Return why taking display ``slot`` to field ``position`` is illegal now, or None if legal."""
        return problems.take_problem(self, slot, position, face_down)

    def key_problem(self, action: int) -> str | None:
        """Return :meth:`key_reason` as an English sentence (the command line's and the tests' words)."""
        return english(self.key_reason(action))

    def take_problem(self, slot: int, position: int, face_down: bool = False) -> str | None:
        """Return :meth:`take_reason` as an English sentence."""
        return english(self.take_reason(slot, position, face_down))

    # --- acting ----------------------------------------------------------------

    def apply(self, action: int) -> None:
        """Apply ``action`` for the player to move; raise IllegalAction if it is not legal now."""
        if action not in self.legal_actions():
            raise IllegalAction(problems.why_illegal(self, action))
        if self.reshuffled and self.reshuffled[-1][0] >= len(self.actions):
            rewind.reshuffle_due(self)
        self.actions.append(action)
        self._legal = None
        if self.phase == TAKE:
            if action == A.KEY_MOVE:
                self.players[self.current].keys -= 1
                self.key_used = True
                self.messenger = 1 - self.messenger
            elif action == A.KEY_REFRESH:
                self.players[self.current].keys -= 1
                self.key_used = True
                market.refresh(self, self.messenger)
            else:
                self._take(action)
            return
        pending = self.pending
        assert pending is not None  # a phase other than TAKE and OVER always has a pending decision
        self.pending = None
        self.phase = TAKE
        self.queue[0:0] = pending.rule.resolve(self, self.current, action)
        self._run_queue()

    def _take(self, action: int) -> None:
        slot, down, pos = A.take_parts(action)
        loc = self.messenger
        card = self.displays[loc][slot]
        self.displays[loc][slot] = -1
        self.card, self.position, self.face_down = card, pos, down
        _pay_and_place(self.players[self.current], card, pos, down)
        if down:
            self._end_turn()
            return
        self.queue = list(ABILITY[card])
        self._run_queue()

    def _run_queue(self) -> None:
        queue = self.queue
        while queue:
            rule = queue.pop(0)
            need = rule.apply(self, self.current)
            if need is not None:
                self.phase = need[0]
                self.pending = Pending(need[0], need[1], rule)
                return
        self._end_turn()

    def _end_turn(self) -> None:
        if not self.face_down:
            dest = MESSENGER[self.card]
            if dest >= 0 and self.alive[dest]:
                self.messenger = dest
        market.refill(self, 0)
        market.refill(self, 1)
        self.turn += 1
        self.key_used, self.card, self.position = False, -1, -1
        if self.turn >= TABLEAU_CARDS * self.n:
            self.phase = OVER
        else:
            self.current = (self.current + 1) % self.n
            self.phase = TAKE

    def undo_reason(self, seat: int | None = None) -> Reason | None:
        """Return why the last decision of ``seat`` (default: the player to move) may not be taken back
        now, or None if ``undo()`` may take it back."""
        return problems.undo_problem(self, seat)

    def undo_problem(self, seat: int | None = None) -> str | None:
        """Return :meth:`undo_reason` as an English sentence."""
        return english(self.undo_reason(seat))

    def undo(self, to: int | None = None) -> None:
        """Take back the last action, or every action after the record's first ``to`` (by replaying the record);
        raise ValueError for an observation or when that takes nothing back."""
        rewind.undo_to(self, to)

    # --- scores ------------------------------------------------------------------

    def frame_cells(self, seat: int) -> tuple[list[int], list[int], bool, bool]:
        """Return the 3x3 cells and purse gold of ``seat`` (reading order) and whether rows/columns are fixed."""
        return self.players[seat].frame_cells()

    def score(self, seat: int) -> ScoreSheet:
        """Return ``seat``'s score if the game ended now (final score once it is over)."""
        cells, purse, rows_fixed, cols_fixed = self.frame_cells(seat)
        p = self.players[seat]
        return score_tableau(cells, purse, p.keys, p.gold, rows_fixed, cols_fixed)

    def purses_shown(self, seat: int) -> list[int]:
        """Return the gold on each of ``seat``'s places (field order): once the game is over, with the leftover gold
        the final score puts on purses (the replay's last frame showed 2/5 where the score pad said 5/5)."""
        p = self.players[seat]
        purse = list(p.purse)
        if self.is_over:
            cells, framed, _rows, _cols = p.frame_cells()
            place_leftover_gold(cells, framed, p.gold)
            for pos, gold in zip(p.frame_positions(), framed, strict=True):
                purse[pos] = gold
        return purse

    def gold_shown(self, seat: int) -> int:
        """Return the gold ``seat`` holds as shown: once the game is over, what the final score leaves off the purses
        (with the purses of :meth:`purses_shown`, the gold moved onto them was counted twice, playtest 132)."""
        return self.score(seat).leftover_gold if self.is_over else self.players[seat].gold

    def scores(self) -> list[ScoreSheet]:
        """Return every seat's score sheet."""
        return [self.score(i) for i in range(self.n)]

    def winners(self) -> list[int]:
        """Return the winning seats (several on a shared victory)."""
        return winners(self.scores())

    def record(self) -> dict[str, Any]:
        """Return the game record: replaying it gives this exact game."""
        return {"format": 1, "players": self.n, "seed": self.seed, "first_player": self.first_player,
                "actions": list(self.actions), "reshuffled": [list(r) for r in self.reshuffled]}


def _compute_legal(state: GameState) -> list[int]:
    """Return the legal actions of the player to move in ``state`` (see GameState.legal_actions)."""
    if state.phase != TAKE:
        pending = state.pending
        return [] if pending is None else pending.legal
    p = state.players[state.current]
    out: list[int] = []
    if not state.key_used and p.keys > 0:
        if state.alive[0] and state.alive[1]:
            out.append(A.KEY_MOVE)
        out.append(A.KEY_REFRESH)
    positions = p.legal_positions()
    display = state.displays[state.messenger]
    gold = p.gold
    disc = p.discount
    for slot in range(DISPLAY):
        card = display[slot]
        if card < 0:
            continue
        up, down = A.TAKE_ACTIONS[slot]
        if gold >= COST[card] - disc[DECK[card]]:
            out.extend([up[pos] for pos in positions])
        out.extend([down[pos] for pos in positions])
    return out


def _pay_and_place(p: Player, card: int, pos: int, down: bool) -> None:
    """Put ``card`` at ``pos`` in ``p``'s tableau: face down it brings gold and keys, face up it costs its price."""
    if down:
        p.gold += FACE_DOWN_GOLD
        p.keys += FACE_DOWN_KEYS
    else:
        p.gold -= max(0, COST[card] - p.discount[DECK[card]])
    p.place(pos, card, down)


def players_after(state: GameState, action: int) -> list[Player] | None:
    """Return the players as they will be after the take ``action`` (legal now), without changing ``state``,
    when its card's ability touches nothing but the players and asks nothing; else None (apply a clone).

    The AI values every take this way: it copies one player instead of the whole game.
    """
    slot, down, pos = A.take_parts(action)
    card = state.displays[state.messenger][slot]
    rules = () if down else ABILITY[card]  # a card taken face down has no ability
    if not all(r.players_only for r in rules):
        return None
    seat = state.current
    players = state.players[:]
    if any(r.gives_opponents for r in rules):
        players = [q.copy() for q in players]
    else:
        players[seat] = players[seat].copy()
    _pay_and_place(players[seat], card, pos, down)
    if rules:
        view = GameState.__new__(GameState)  # the rules see only the players
        view.n, view.players = state.n, players
        for rule in rules:
            if rule.apply(view, seat) is not None:
                return None  # a decision (which neighbour): only apply() can tell
    return players


__all__ = [
    "DISCARD",
    "DISPLAY",
    "FACE_DOWN_GOLD",
    "FACE_DOWN_KEYS",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "NEIGHBOUR",
    "OPTION",
    "OVER",
    "PHASE_NAMES",
    "PURSES",
    "START_GOLD",
    "START_KEYS",
    "TABLEAU_CARDS",
    "TAKE",
    "GameState",
    "IllegalAction",
    "Pending",
    "players_after",
]
