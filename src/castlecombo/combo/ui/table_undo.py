"""Undo at the live table: what the person shown may take back (the engine's words, asked once a
decision) and the taking back, which the record, the save, the log and an open prompt follow.

Against AIs alone, undo also takes back what the engine keeps within a turn: the person's last decision
with every move made since, though it showed new cards (a newcomer could not take back a misplaced card:
the AI had already answered). With several people, the same goes for a person's whole last turn (the card
and the answers to its ability) until the next person takes the seat, the AIs' moves since with it (a café
wanted a misplaced card taken back: the cover had come at once); from then on, and within a turn, the
engine's rules hold. Everyone at the screen saw the cards shown, and no other person's move is ever undone.
The cards shown since stay known, so the ones not yet shown are shuffled anew: undo does not tell what comes. The
shuffle is the same at each take-back to one point, so undoing again does not deal another card."""

from __future__ import annotations

from typing import Protocol

from castlecombo.combo.engine.problems import takeback_point
from castlecombo.combo.engine.rewind import point_salt, reshuffle_unseen
from castlecombo.combo.engine.state import TAKE, GameState
from castlecombo.combo.reason_texts import TEXTS, Reason, reason_words
from castlecombo.combo.ui.host import TableHost
from castlecombo.combo.ui.log_panel import LogPanel
from castlecombo.combo.ui.motion import TableMotion
from castlecombo.combo.ui.narration import LogEntry, done_words, game_log, joined, said_name
from castlecombo.combo.ui.prompts import ChoicePrompt
from castlecombo.combo.ui.table_input import TableInput
from castlecombo.i18n import _, ngettext
from castlecombo.kit.scene import HandOff
from castlecombo.people import after_colon
from castlecombo.storage.records import SaveGame


class Stoppable(Protocol):
    """What stops the AI's moves: the one under way and the one asked ahead."""

    def stop(self) -> None: ...


class UndoTable(Protocol):
    """What undo needs of the live table."""

    app: TableHost
    state: GameState
    save: SaveGame
    log: LogPanel
    motion: TableMotion
    input: TableInput
    view_seat: int
    prompt_open: bool
    reason: str
    humans: list[int]
    names: list[str]
    pass_open: bool  # the hot-seat cover is up, or comes once the last move has played out
    cover_for: int | None

    @property
    def moves(self) -> Stoppable: ...

    def is_human(self, seat: int) -> bool: ...

    def human_turn(self) -> bool: ...

    def show_reason(self, words: str) -> None: ...

    def open_prompt(self) -> None: ...


def said_after_colon(entry: LogEntry) -> str:
    """Return a log entry's decision as it reads after "taken back:" (the lone person's in lower case), without
    what it changed: that is taken back too."""
    return after_colon(done_words(entry.text), entry.names[entry.seat])


def refusal(problem: str) -> str:
    """Return what a refused Undo says for ``problem`` (the engine's words, or ours)."""
    if problem == _(TEXTS["nothing_played"]) or problem.startswith(_(TEXTS["nothing_this_turn"])):
        return problem  # says it all
    # TRANSLATORS: why the Undo button did nothing ("cannot undo: your turn is over")
    return _("cannot undo: {reason}").format(reason=problem)


class TableUndo:
    """The table's Z, Ctrl+Z and Undo button."""

    def __init__(self, table: UndoTable) -> None:
        self.table = table
        # (seat and record, the engine's answer, where a take-back against AIs alone goes back to)
        self._answer: tuple[tuple[int, ...], Reason | None, int | None] = ((-1,), None, None)

    def _ask(self, seat: int) -> tuple[Reason | None, int | None]:
        """Return the engine's answer for ``seat`` and the take-back's point, if it may go back over cards shown
        (once a record and cover)."""
        t = self.table
        s = t.state
        record = (seat, *s.actions)  # the same length may be another record after an undo
        if self._answer[0] != record:
            ais = [q for q in range(s.n) if not t.is_human(q)]
            # alone, or their turn over (the next person not seated: else the view would be theirs; while an AI
            # between plays too, Z said "another player has played since your turn", and a second later the cover
            # offered it, a playtest)
            ask = t.humans == [seat] or (t.is_human(seat) and s.current != seat)
            # around one screen the cover's "Take back X's move" takes back X's whole turn, the card with the
            # answer to its ability (it took back the answer alone and left the card, playtest 84)
            point = takeback_point(s, seat, ais, whole_turn=t.humans != [seat]) if ask else None
            self._answer = (record, s.undo_reason(seat), point)
        return self._answer[1], self._answer[2]

    def problem(self) -> str | None:
        """Return why the person shown may not undo now, or None."""
        t = self.table
        s = t.state
        if s.is_over:
            return _("the game is over")
        seat = t.view_seat  # after their turn, the engine says what ending it showed
        if not t.is_human(seat):
            return _("your turn is over")
        reason, point = self._ask(seat)
        if point is not None:  # against AIs alone, or under the next person's cover: it may be taken back
            return None
        if reason is None and not t.human_turn():
            return _("your turn has not begun yet")  # the seat is theirs once the cover or the AI's move is done
        if reason is not None and reason.code == "nothing_this_turn" and len(t.humans) > 1 and s.turn > 0:
            # the one before pressed Z after the next took the seat, and read only "nothing to undo" (playtest 193)
            # TRANSLATORS: Undo refused at the start of a turn in a game of several people at one screen, after
            # "nothing to undo this turn": the turn before can be taken back only from the cover, before the next
            # person takes the seat
            return _("{nothing}: the turn before is final once the next player takes the seat").format(
                nothing=_(TEXTS["nothing_this_turn"]))
        return None if reason is None else reason_words(reason)

    def take_back(self) -> None:
        """Take back the last decision of the person playing this turn (against AIs alone, their last decision and
        every move since), or say why not. (A double-click on the button is one take-back: ``kit.scene.second_click``;
        it took back a card and the key spent before it, playtest 164.)"""
        t = self.table
        problem = self.problem()
        if problem is not None:
            t.show_reason(refusal(problem))
            return
        s = t.state
        reason, point = self._ask(t.view_seat)
        if reason is not None or not t.human_turn():
            assert point is not None  # problem() let it through
            self._rewind(point)
            return
        taken_back, of_round = said_after_colon(t.log.entries[-1]), t.log.entries[-1].round
        t.motion.clear()
        s.undo()
        t.log.drop_last()
        self._settle(t.save.with_actions(s.actions, s.reshuffled))
        # TRANSLATORS: said in the log's title after an undo: the log line of the decision taken back
        self._say(_("taken back: {line}").format(line=taken_back), of_round)

    def _rewind(self, count: int) -> None:
        """Go back to the record's first ``count`` actions: the person's decision and the moves since."""
        t = self.table
        s = t.state
        first = t.log.entries[count]
        taken_back = said_after_colon(first)
        # the same person's later decisions of that turn go with it: said, not only its first line (a key and the
        # card bought after it went, and the log named the key alone, playtest 199)
        same_turn = 0
        for entry in t.log.entries[count + 1:]:
            if entry.seat != first.seat:
                break
            same_turn += 1
        if same_turn:
            # TRANSLATORS: after an undo: the first decision taken back, and how many more of the same turn went
            # with it ("…with a key, and 1 more decision of that turn")
            taken_back = ngettext("{line}, and {n} more decision of that turn", "{line}, and {n} more decisions of "
                                  "that turn", same_turn).format(line=taken_back.rstrip("."), n=same_turn)
        undone = s.actions[count:]
        seen = (s.shuffles, [len(d) for d in s.decks])
        t.moves.stop()  # the AI move under way and the one asked ahead
        t.motion.clear()
        s.undo(to=count)
        after = movers_in(s, undone[1:], undone[0])
        shuffled = seen != (s.shuffles, [len(d) for d in s.decks])
        if shuffled:  # the cards shown since stay known: the ones not yet shown come in a new order
            reshuffle_unseen(s, point_salt(s, count))
        t.log.set_entries(game_log(s.n, s.seed, s.first_player, s.actions, t.names, s.reshuffled))
        save = t.save.with_actions(s.actions, s.reshuffled)
        self._settle(save.model_copy(update={"ai_fallbacks": [f for f in save.ai_fallbacks if f.decision < count]}))
        if not after:
            words = _("taken back: {line}").format(line=taken_back)
        else:
            players = list(dict.fromkeys(said_name(t.names[seat]) for seat in after))
            # TRANSLATORS: said in the log after an undo against AIs: the person's decision taken back and the moves
            # the AIs made since, taken back with it ("…, and what Aldric and Beatrix played since"; "and the move
            # since" did not say that an AI's turn went too, playtest 129); {n} is the number of players named
            words = ngettext("taken back: {line}, and what {players} played since",
                             "taken back: {line}, and what {players} played since", len(players)).format(
                line=taken_back.rstrip("."), players=joined(players))  # not "gold., and"
        if shuffled:
            # TRANSLATORS: added to the log's line after an undo against AIs that took back cards already shown:
            # the cards nobody has seen yet are shuffled, so that undo does not tell what comes next
            words = _("{taken_back}; the cards not yet shown are shuffled.").format(taken_back=words.rstrip("."))
        self._say(words, first.round)

    def _say(self, words: str, of_round: int) -> None:
        """Say what was taken back in the log, and in a banner too where a card's question came back: beside it
        the log has a row or two, and the note was cut ("…played since; the", playtest 217)."""
        t = self.table
        t.log.tell(words, round_=t.state.round)
        t.log.keep(words, t.state.round, of_round)
        if t.prompt_open:
            t.app.notify(words[:1].upper() + words[1:], 5.0)

    def _settle(self, save: SaveGame) -> None:
        """Save ``save`` and set the table to the decision now waited for (its prompt, if an ability asks)."""
        t = self.table
        t.save = save
        t.app.autosave(save)
        t.reason = ""
        t.input.reset()
        if t.pass_open:  # taken back under the hot-seat cover: the person who played keeps the seat
            if isinstance(t.app.stack.top, HandOff):
                t.app.stack.pop()
            t.pass_open, t.cover_for = False, None
        if t.prompt_open:
            if isinstance(t.app.stack.top, ChoicePrompt):
                t.app.stack.pop()
            t.prompt_open = False
        if t.state.phase != TAKE:
            t.open_prompt()


def movers_in(state: GameState, since: list[int], first: int) -> list[int]:
    """Return the seat of each turn the actions ``since`` (after ``first``, played from ``state``) belong to, in
    order: whose moves an undo takes back with the person's decision (a key spent and the card taken after it are
    one move: the log said "and the 2 moves since" of one AI turn, a playtest)."""
    probe = state.clone()
    own = probe.turn  # the person's own turn: its later decisions are not moves since
    probe.apply(first)
    movers: dict[int, int] = {}  # turn -> seat
    for action in since:
        if probe.turn != own:
            movers.setdefault(probe.turn, probe.current)
        probe.apply(action)
    return list(movers.values())
