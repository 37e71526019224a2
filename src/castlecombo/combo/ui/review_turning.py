"""The moves of a finished game as the review names them: the positions each turn was played from, the move
played and the best found in the player's words, and what each brought at once."""

from __future__ import annotations

from castlecombo.combo.ai.review import answer_rest, is_answer, key_follow_up
from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.state import TAKE, GameState
from castlecombo.combo.ui.prompts import answer_label, review_answer
from castlecombo.combo.ui.review_words import (
    best_move_words,
    gain_parts,
    gains_said,
    move_words,
    outside_final,
    then_words,
)
from castlecombo.combo.ui.score_change import change_words, changes
from castlecombo.i18n import _, language
from castlecombo.people import shown
from castlecombo.storage.records import HistoryRecord


class Turning:
    """A finished game's state at the start of every turn, and at its end."""

    def __init__(self, record: HistoryRecord) -> None:
        """Replay ``record``; raise ValueError (IllegalAction) if it does not replay to its end."""
        self.seats = list(record.seats)
        state = GameState.new(len(record.seats), record.seed, record.first_player, record.reshuffled)
        self._before: dict[int, GameState] = {}
        self._then: dict[int, tuple[GameState, int]] = {}  # a turn begun with a key: the take that followed
        self._best: dict[tuple[int, int, int, str], str] = {}  # best_words, once per turn, move and language
        # gains and why, as _best (the legend asks every frame)
        self._gains: dict[tuple[int, int, int, str], tuple[list[str], bool, str]] = {}
        self._follow: dict[int, tuple[GameState, int]] = {}  # a best Messenger move: the take the search makes then
        self._key_first: dict[int, int] = {}  # a take after a key the review judged the best: the turn's start
        self._answered: dict[int, int] = {}  # an answer to a card's ability: the index of its turn's take (in _before)
        self._actions = list(record.actions)
        self._names = [shown(seat.name) for seat in record.seats]
        self._turn_at: list[int] = []  # the game's turn each decision was made in
        last = start = take = -1
        for i, action in enumerate(record.actions):
            self._turn_at.append(state.turn)
            if A.is_take(action):
                take = i
            elif is_answer(action) and state.turn == last:  # the review may judge it (its take was the best)
                self._before[i] = state.clone()
                self._answered[i] = take
            if state.phase == TAKE and state.turn != last:
                self._before[i] = state.clone()
                last, start = state.turn, i
            elif (state.phase == TAKE and A.is_take(action) and start not in self._then
                  and record.actions[start] in (A.KEY_MOVE, A.KEY_REFRESH)):
                self._then[start] = (state.clone(), action)
                self._before[i] = state.clone()  # the review may judge this take (the key was the best)
                self._key_first[i] = start
            state.apply(action)
        if not state.is_over:
            raise ValueError(_("its moves do not reach the end of the game"))
        self.final = state
        self._hinted = {self._turn_at[i] for i in record.hinted if i < len(self._turn_at)}
        self._hinted_decisions = set(record.hinted)

    def hinted(self, index: int) -> bool:
        """Return whether a suggestion was shown for a decision of the turn of decision ``index``."""
        return self._turn_at[index] in self._hinted

    def hint_followed(self, index: int, played: int, best: int) -> bool | None:
        """Return whether the move ``played`` at decision ``index`` was the one Suggest showed for it, or None where
        no suggestion was shown for that decision. The review's ``best`` is that suggestion: the same seed and
        budget (:mod:`castlecombo.combo.ai.review`)."""
        return played == best if index in self._hinted_decisions else None

    def before(self, index: int) -> GameState:
        """Return the state in which decision ``index`` was made: a turn's start, or a take after a key."""
        return self._before[index]

    def answer_words(self, index: int, action: int, seat: int) -> str:
        """Return the turn whose answer to its card, at decision ``index``, is ``action`` in words: its take
        (after its key, if any), then the answer ("Executioner, face up · Centre, then Prince  ·  +6 gold");
        worked out once per answer and language (the list draws it on every frame)."""
        key = (index, action, seat, language())
        if key not in self._best:
            # without "(+0 points now)": the review weighs the final score (a playtest read the table's words there)
            answer = answer_label(self._before[index], action, lambda q: self._names[q], points=False,
                                  said=review_answer)
            self._best[key] = then_words(self.played_words(self._answered[index], seat), answer)
        return self._best[key]

    def after_key(self, index: int) -> bool:
        """Return whether decision ``index`` is a take after a key the same turn (its position is after the key)."""
        return index in self._key_first

    def take_words(self, index: int, action: int, seat: int, best: bool = False, beside: bool = False) -> str:
        """Return take ``action`` at decision ``index`` in words without its turn's key (the table shows it spent;
        its space named by the card beside it with ``beside``)."""
        if best:
            return best_move_words(self._before[index], action, seat, self.final)
        return move_words(self._before[index], action, seat, self.final, beside)

    def best_beside(self, index: int, best: int, seat: int) -> bool:
        """Return whether the best move ``best`` at decision ``index`` puts its card outside the final 3x3, where it
        is named by the card beside it: the move played is then named so too ("below Princess" beside "Bottom
        right" took decoding, playtests 121 and 131)."""
        if best == self._actions[index] or index in self._answered:
            return False
        take = take_of(best, self.then(index, best, seat))
        return take is not None and outside_final(self.final, seat, A.take_parts(take).position)

    def key_words(self, index: int, seat: int) -> str | None:
        """Return the key use that came before the take at decision ``index`` in words (None for a turn's start)."""
        start = self._key_first.get(index)
        if start is None:
            return None
        return move_words(self._before[start], self._actions[start], seat, self.final)

    def played_words(self, index: int, seat: int, best: int | None = None) -> str:
        """Return the move that began the turn at decision ``index`` in words, with the card taken after a key
        (or, for an answer to a card's ability, the turn's take and that answer); beside the ``best`` move found,
        in the same kind of place words (:meth:`best_beside`)."""
        if index in self._answered:
            return self.answer_words(index, self._actions[index], seat)
        beside = best is not None and self.best_beside(index, best, seat)
        key = self.key_words(index, seat)
        if key is not None:  # the take after a key, judged on its own
            return then_words(key, move_words(self._before[index], self._actions[index], seat, self.final, beside))
        before = self._before[index]
        first = self._actions[index]
        words = move_words(before, first, seat, self.final, beside)
        if index not in self._then:
            return words
        state, take = self._then[index]
        return then_words(words, move_words(state, take, seat, self.final, beside))

    def then(self, index: int, action: int, seat: int) -> tuple[GameState, int] | None:
        """Return, for a turn at decision ``index`` begun with the key use ``action``, the position after it and
        the card taken then: the one played, or for a best Messenger move the one the search would take;
        None for a take, or a best refresh (the cards it brings were hidden)."""
        if action == self._actions[index] and index in self._then:
            return self._then[index]
        if action != A.KEY_MOVE:
            return None
        if index not in self._follow:
            self._follow[index] = key_follow_up(self._before[index], seat)
        return self._follow[index]

    def gains(self, index: int, action: int, seat: int, why: bool = False) -> str:
        """Return what ``action`` at decision ``index`` brought ``seat`` at once, with the card taken after a key
        (:func:`gains_words`), worked out once per decision, move and language; with ``why``, the cards whose points
        it changed too ("-5 points, +1 key (His Holiness -6, Witch +1)": playtest 93 saw numbers and no reason)."""
        key = (index, action, seat, language())
        if key not in self._gains:
            before = self._before[index]
            after = before.clone()
            if action == self._actions[index]:  # the turn as it went, the card's answers with it
                j = index
                while j < len(self._actions) and not after.is_over and after.turn == before.turn \
                        and after.current == seat:
                    after.apply(self._actions[j])
                    j += 1
            else:
                after.apply(action)
                follow = self.then(index, action, seat)
                if follow is not None:  # the key's take too, from the position after the key
                    after = follow[0].clone()
                    after.apply(follow[1])
                # and the card's questions answered as the simulations do: a Templar's keys went unsaid, and its
                # "+6 points, -1 key" could not reach the final score the review expected (playtest 88)
                answer_rest(after, seat)
            was, now = before.score(seat), after.score(seat)
            # the keys alone: "-1 point, -1 key (keys -1)" said one thing twice (playtest 278)
            alone = [name for name, _n in changes(was, now)] == [_("keys")]
            points = now.total != was.total  # then the first of the parts says the points
            self._gains[key] = (gain_parts(before, after, seat), points, "" if alone else change_words(was, now))
        parts, points, cards = self._gains[key]
        gains = gains_said(parts)
        if not (why and cards):
            return gains
        # the cards right after the points they make up: "+10 points, +3 keys (Brigand +7, keys +3)" was read as
        # 13 points (playtest 329)
        told, rest = (parts[0], parts[1:]) if points else (gains, [])
        # TRANSLATORS: what a move brought at once in the review's legend, then the cards whose points it changed
        return ", ".join([_("{gains} ({cards})").format(gains=told, cards=cards), *rest])

    def best_words(self, index: int, best: int, seat: int) -> str:
        """Return the best move found for the turn at decision ``index`` in words (after a key: the card to
        take then, which a search finds, so it is worked out once, not on every frame)."""
        if index in self._answered:
            return self.answer_words(index, best, seat)
        key = (index, best, seat, language())
        if key not in self._best:
            words = best_move_words(self._before[index], best, seat, self.final)
            used = self.key_words(index, seat)
            self._best[key] = words if used is None else then_words(used, words)
        return self._best[key]


def take_of(action: int, then: tuple[GameState, int] | None) -> int | None:
    """Return the take of a turn begun with ``action``: itself, or after a key the take that followed (``then``);
    None when it is not known (a best refresh)."""
    if A.is_take(action):
        return action
    return then[1] if then is not None else None


def card_taken(before: GameState, action: int, then: tuple[GameState, int] | None) -> tuple[int, int] | None:
    """Return (location, display slot) of the card ``action`` takes in ``before`` (after a Messenger move: the
    take that followed, ``then``), or None (a refresh: its card was not on show)."""
    take = take_of(action, then)
    if take is None or action == A.KEY_REFRESH:
        return None
    return (then[0].messenger if then is not None else before.messenger), A.take_parts(take).slot
