"""The Castle Rooms game state and its one API: whose decision, legal actions, apply, undo, clone.

All randomness is the seed's single shuffle of the deck (and the draw of the first player),
so a record (players, seed, first player, actions) replays the game exactly. Drawing at the
start of a turn is automatic: it happens inside the action that ends the previous turn.
"""

from __future__ import annotations

import random
from typing import Any

from castlecombo.rooms.engine import actions as A
from castlecombo.rooms.engine.deck import (
    DRAGON,
    KNIGHT,
    MAX_PLAYERS,
    MIN_PLAYERS,
    N_TYPES,
    deck_cards,
)
from castlecombo.rooms.engine.legality import HAND_LIMIT, compute_legal, why_illegal
from castlecombo.rooms.engine.lines import Line, standing, start_line
from castlecombo.rooms.engine.reasons import IllegalAction, Reason

DEAL = 2        # cards dealt to each player
DRAW = 2        # cards drawn at the start of every turn
WIN_LENGTH = 10  # rooms in one line that win at once


def _cards_of(hand: list[int]) -> list[int]:
    out: list[int] = []
    for t in range(N_TYPES):
        out.extend([t] * hand[t])
    return out


def _counts_of(cards: list[int]) -> list[int]:
    hand = [0] * N_TYPES
    for t in cards:
        hand[t] += 1
    return hand


class GameState:
    """A game of Castle Rooms for 2 to 4 players (or what one seat may see of it)."""

    __slots__ = (
        "_legal",
        "actions",
        "current",
        "discard",
        "drawn",
        "first_player",
        "hands",
        "last_orientation",
        "lines",
        "n",
        "over",
        "pile",
        "seed",
        "turn",
        "viewer",
    )

    _legal: list[int] | None
    actions: list[int]
    current: int
    discard: list[int]
    drawn: int
    first_player: int
    hands: list[list[int]]
    last_orientation: list[int]
    lines: list[list[Line]]
    n: int
    over: bool
    pile: list[int]
    seed: int
    turn: int
    viewer: int

    @classmethod
    def new(cls, players: int = 2, seed: int = 0, first_player: int | None = None) -> GameState:
        """Return a game dealt for ``players`` seats from ``seed``, first turn drawn; raise ValueError."""
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"Castle Rooms is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}")
        if first_player is not None and not 0 <= first_player < players:
            raise ValueError(f"first player must be a seat from 0 to {players - 1}")
        setup = random.Random(seed)
        pile = deck_cards(players)
        setup.shuffle(pile)
        drawn_first = setup.randrange(players)
        s = cls.__new__(cls)
        s.n = players
        s.seed = seed
        s.first_player = drawn_first if first_player is None else first_player
        s.current = s.first_player
        s.pile = pile
        s.discard = []
        s.hands = [[0] * N_TYPES for _ in range(players)]
        for _ in range(DEAL):
            for i in range(players):
                s.hands[(s.first_player + i) % players][pile.pop()] += 1
        s.lines = [[] for _ in range(players)]
        s.last_orientation = [-1] * players
        s.over = False
        s.turn = 0
        s.drawn = 0
        s.actions = []
        s.viewer = -1
        s._legal = None
        s._begin_turn()
        return s

    @classmethod
    def replay(cls, players: int, seed: int, actions: list[int], first_player: int | None = None) -> GameState:
        """Return the game reached by applying ``actions`` to a new game; raise IllegalAction."""
        s = cls.new(players, seed, first_player)
        for i, a in enumerate(actions):
            try:
                s.apply(a)
            except IllegalAction as exc:
                raise IllegalAction(exc.reason, f"action {i + 1} of the record: ") from None
        return s

    def record(self) -> dict[str, Any]:
        """Return the game record: replaying it gives this exact game."""
        return {"format": 1, "game": "rooms", "players": self.n, "seed": self.seed,
                "first_player": self.first_player, "actions": list(self.actions)}

    # --- copying and hidden information ------------------------------------------

    def clone(self) -> GameState:
        """Return an independent copy (lines are immutable and shared)."""
        s = GameState.__new__(GameState)
        s.n = self.n
        s.seed = self.seed
        s.first_player = self.first_player
        s.current = self.current
        s.pile = self.pile[:]
        s.discard = self.discard[:]
        s.hands = [h[:] for h in self.hands]
        s.lines = [ls[:] for ls in self.lines]
        s.last_orientation = self.last_orientation[:]
        s.over = self.over
        s.turn = self.turn
        s.drawn = self.drawn
        s.actions = self.actions[:]
        s.viewer = self.viewer
        s._legal = self._legal
        return s

    def observation(self, seat: int) -> GameState:
        """Return what ``seat`` may see: other hands and the pile dealt from the unknown cards in a fixed order.

        Lines, the discard pile, hand sizes and ``seat``'s own hand are kept; the cards ``seat``
        cannot see (other hands and the pile) are sorted and dealt back, so two games that
        look alike to ``seat`` give equal observations. The seed and the record are dropped.
        Call ``resample`` before playing the hidden future.
        """
        s = self.clone()
        s.viewer = seat
        s.seed = -1
        s.actions = []
        s._deal_unknown(sorted(self._unknown_cards(seat)))
        return s

    def resample(self, rng: random.Random) -> None:
        """Deal the cards the viewer cannot see anew from ``rng``; raise ValueError on a full state."""
        if self.viewer < 0:
            raise ValueError("only an observation can be resampled")
        pool = self._unknown_cards(self.viewer)
        rng.shuffle(pool)
        self._deal_unknown(pool)

    def _unknown_cards(self, seat: int) -> list[int]:
        pool = self.pile[:]
        for q in range(self.n):
            if q != seat:
                pool.extend(_cards_of(self.hands[q]))
        return pool

    def _deal_unknown(self, pool: list[int]) -> None:
        at = 0
        for q in range(self.n):
            if q != self.viewer:
                size = sum(self.hands[q])
                self.hands[q] = _counts_of(pool[at:at + size])
                at += size
        self.pile = pool[at:]
        self._legal = None

    # --- questions -------------------------------------------------------------

    @property
    def round(self) -> int:
        """Return the round of turns in play, from 1 (every seat plays once a round)."""
        return self.turn // self.n + 1

    @property
    def is_over(self) -> bool:
        """Return whether the game has ended (a line of 10, or a turn began with an empty pile)."""
        return self.over

    def to_move(self) -> int:
        """Return the seat whose decision it is (once over: the seat that ended the game)."""
        return self.current

    def next_draw(self, seat: int) -> int | None:
        """Return the cards ``seat`` draws at the start of its next turn, or None when the pile runs out before it
        (the game ends as a turn begins with an empty pile: nobody after the last draw plays again)."""
        ahead = (seat - self.current) % self.n or self.n  # turns until it, counting its own
        left = len(self.pile) - DRAW * (ahead - 1)
        return min(DRAW, left) if left > 0 else None

    def hand_size(self, seat: int) -> int:
        """Return how many cards ``seat`` holds."""
        return sum(self.hands[seat])

    def hand_cards(self, seat: int) -> list[int]:
        """Return ``seat``'s hand as card types, rooms first (dragons, then knights, last)."""
        return _cards_of(self.hands[seat])

    def standing(self, seat: int) -> tuple[int, ...]:
        """Return ``seat``'s line lengths, longest first (the end-of-game comparison)."""
        return standing(self.lines[seat])

    def winners(self) -> list[int]:
        """Return the winning seats (several on a full tie); before the end, who would win if it ended now.

        A line of 10 rooms ends the game at once, and no other line can be as long: the
        comparison of line lengths names its builder alone.
        """
        ranks = [standing(ls) for ls in self.lines]
        best = max(ranks)
        return [i for i, r in enumerate(ranks) if r == best]

    def legal_actions(self) -> list[int]:
        """Return the legal actions of the player to move (shared list: do not modify)."""
        legal = self._legal
        if legal is None:
            legal = self._legal = compute_legal(self)
        return legal

    def problem(self, action: int) -> Reason | None:
        """Return why ``action`` is illegal now, or None if it is legal."""
        return why_illegal(self, action)

    # --- acting ----------------------------------------------------------------

    def apply(self, action: int) -> None:
        """Apply ``action`` for the player to move; raise IllegalAction (with the reason) if it is not legal."""
        legal = self._legal
        if legal is None:
            legal = self._legal = compute_legal(self)
        if action not in legal:
            reason = self.problem(action)
            assert reason is not None
            raise IllegalAction(reason)
        self.actions.append(action)
        self._legal = None
        p = self.current
        hand = self.hands[p]
        if action >= A.ADD_BASE:
            if action >= A.KNIGHT_BASE:
                li = action - A.KNIGHT_BASE
                hand[KNIGHT] -= 1
                line = self.lines[p][li]
                self.lines[p][li] = Line(line.rooms, line.orientation, line.exit, False)
                self.discard.append(DRAGON)
                self.discard.append(KNIGHT)
            elif action >= A.DRAGON_BASE:
                q, li = divmod(action - A.DRAGON_BASE, A.STRIDE)
                hand[DRAGON] -= 1
                line = self.lines[q][li]
                self.lines[q][li] = Line(line.rooms, line.orientation, line.exit, True)
            else:
                k, li = divmod(action - A.ADD_BASE, A.STRIDE)
                hand[k] -= 1
                line = self.lines[p][li].plus(k)
                self.lines[p][li] = line
                if len(line.rooms) >= WIN_LENGTH:
                    self.over = True
        elif action >= A.NEW_BASE:
            k, o = divmod(action - A.NEW_BASE, 2)
            hand[k] -= 1
            self.lines[p].append(start_line(k, o))
            self.last_orientation[p] = o
        elif action == A.END_TURN:
            self.current = (p + 1) % self.n
            self.turn += 1
            self._begin_turn()
        else:
            t = DRAGON + action - A.DISCARD_BASE
            hand[t] -= 1
            self.discard.append(t)

    def _begin_turn(self) -> None:
        """Draw for the player to move; with an empty pile the game ends instead."""
        pile = self.pile
        if not pile:
            self.over = True
            self.drawn = 0
            return
        hand = self.hands[self.current]
        self.drawn = min(DRAW, len(pile))
        for _ in range(self.drawn):
            hand[pile.pop()] += 1

    def undo(self) -> None:
        """Take back the last action (by replaying the record); raise ValueError if there is none."""
        if self.viewer >= 0:
            raise ValueError("an observation cannot be undone")
        if not self.actions:
            raise ValueError("nothing to undo")
        back = GameState.replay(self.n, self.seed, self.actions[:-1], self.first_player)
        for name in GameState.__slots__:
            setattr(self, name, getattr(back, name))

    def card_counts(self) -> list[int]:
        """Return how many cards of each type are anywhere (pile, hands, lines, discard): the deck's counts."""
        counts = [0] * N_TYPES
        for t in self.pile + self.discard:
            counts[t] += 1
        for hand in self.hands:
            for t in range(N_TYPES):
                counts[t] += hand[t]
        for lines in self.lines:
            for line in lines:
                for k in line.rooms:
                    counts[k] += 1
                counts[DRAGON] += line.dragon
        return counts


__all__ = ["DEAL", "DRAW", "HAND_LIMIT", "WIN_LENGTH", "GameState", "IllegalAction"]
