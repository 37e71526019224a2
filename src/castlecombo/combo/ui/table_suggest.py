"""Suggest at the live table (the button and H): the hard AI, in the app's worker process, finds the
move it would make for the person to move; the table lights it up and says what it brings.

Only a person's own decision is suggested (a take, a key use or an answer to a card's ability),
from what their seat sees (``observation``). The request is dropped when the person acts, undoes
or leaves; a suggestion shown stays until the decision it is for is made or undone, or until
Suggest is pressed again, which puts it away (a third press shows it again). Each one shown
counts in the game's record (``SaveGame.hints``), once per decision; the card suggested at once after a
suggested key, and the answer suggested at once to the ability of a suggested card, go on with the same hint
and are not counted again, and the first press of Suggest after them keeps them (the player asks for what is
already shown).
"""

from __future__ import annotations

import logging
import time
from functools import partial
from typing import Protocol

from castlecombo.combo.ai.suggest import SUGGEST_MS, Suggestion, decision_seed, suggest
from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.state import TAKE, GameState
from castlecombo.combo.ui.host import TableHost
from castlecombo.combo.ui.lit_spaces import drop_points
from castlecombo.combo.ui.score_change import change_words
from castlecombo.combo.ui.suggest_words import (
    WORDINGS,
    HintShown,
    Wording,
    answers_differ,
    best_take_now,
    estimate_words,
    face_up_words,
    instead_words,
    key_line,
    later_words,
    lower_than_before,
    now_words,
    other_space_words,
    take_words,
    up_to_words,
)
from castlecombo.i18n import _, language, ngettext
from castlecombo.kit.suggesting import SuggestRequest, refusal
from castlecombo.storage.records import SaveGame

log = logging.getLogger(__name__)

SUGGEST_COLOUR = (196, 150, 255)  # the suggested card, space, key button or answer: a colour nothing else uses
Decision = tuple[int, int, int]  # (decisions made so far, seat to move, phase): what a suggestion is for
DROP_SAID = 3  # an estimate this much below the one at the previous hint says why it moved


class SuggestTable(Protocol):
    """What Suggest needs of the live table."""

    app: TableHost
    state: GameState
    save: SaveGame

    def human_turn(self) -> bool: ...

    def show_reason(self, words: str) -> None: ...


def decision_of(state: GameState) -> Decision:
    """Return what identifies the decision at hand in ``state``."""
    return len(state.actions), state.current, state.phase


def turn_coming(table: SuggestTable) -> bool:
    """True while the decision waited for is the lone person's (the last AI move may still be settling)."""
    s = table.state
    humans = [i for i, seat in enumerate(table.save.seats) if seat.kind == "human"]
    return not s.is_over and humans == [s.current]


class TableSuggest:
    """The suggestion asked for, being found, or shown for the decision at hand."""

    think_ms = SUGGEST_MS  # the work budget of one suggestion (tests lower it)

    def __init__(self, table: SuggestTable) -> None:
        self.table = table
        self._ask: SuggestRequest[Suggestion] = SuggestRequest(table.app.notify)
        self.shown: Suggestion | None = None
        self.hidden: Suggestion | None = None  # the suggestion put away by a second press, for the same decision
        self.started = 0.0  # when the request went out (perf_counter)
        self.seconds: float | None = None  # how long the last suggestion took to come back
        self.queued = False  # H pressed as the turn came to the person: asked once it is theirs
        self.follow_up = False  # a suggested key was used: the card to take after it is asked for at once
        self.continued = False  # the request asked for is that follow-up: the same hint, not counted again
        self.unasked = False  # that follow-up is shown and H has not been pressed since
        self._why: dict[tuple[object, ...], str] = {}  # why a move scores now, by position, move and wording
        self._differs: tuple[object, bool] = (None, False)  # (position and move, whether its answers score apart)
        # (position and hint, the best take in sight said at length and briefly)
        self._instead_said: tuple[object, tuple[str, str]] = (None, ("", ""))
        self._then_for: Decision | None = None  # the decision of a take shown as named with a key
        self._ends: dict[int, HintShown] = {}  # seat -> the hint shown last
        self._before: dict[int, HintShown] = {}  # seat -> the one shown before that, at another decision

    @property
    def thinking(self) -> bool:
        """True while a suggestion is being found."""
        return self._ask.thinking

    def problem(self) -> str | None:
        """Return why no suggestion may be asked for now (in the table's words), or None."""
        return refusal(self.table.state.is_over, self.table.human_turn())

    def press(self) -> None:
        """The Suggest button or H: ask for a suggestion, put away the one shown or show it again; or say why not."""
        problem = self.problem()
        s = self.table.state
        if problem is not None and turn_coming(self.table):
            self.queued = True  # H as the AI's move settled read "suggestions are for your own turn" under a
            return  # header already saying "Your turn" (playtest 217): it is asked once the turn is the person's
        if problem is not None:
            self.table.show_reason(problem)
            return
        decision = decision_of(s)
        if self.shown is not None:
            if self.unasked:  # the card after a suggested key came by itself: H asks for it, it does not put it
                self.unasked = False  # away (three playtest presses of H after a key hid it)
                return
            self.shown, self.hidden = None, self.shown
            # said: a player pressed H to refresh the hint, and Enter then took the card under the cursor face up
            # (playtest 136)
            # TRANSLATORS: a notice when a second press of Suggest (H) puts the suggestion shown away
            self.table.app.notify(_("Suggestion put away: H shows it again"), 2.5)
            return
        asked = self._ask.asked
        if self.hidden is not None and asked is not None and asked[0] == decision:
            self.shown, self.hidden = self.hidden, None  # the same position gives the same suggestion
            return
        if asked is not None and asked[0] == decision and self.thinking:
            return
        self.cancel()
        seed = decision_seed(self.table.save.seed, len(s.actions))
        self.started = time.perf_counter()
        # the take after a Messenger suggested to move is the one a request would find then: the next decision's seed
        find = partial(suggest, then_seed=decision_seed(self.table.save.seed, len(s.actions) + 1))
        self._ask.send(self.table.app.ai_worker(), decision, find, s.observation(s.current), seed, self.think_ms)

    def put_away(self) -> bool:
        """Esc: stop finding a suggestion, or put the one shown away as a second H does (H shows it again); return
        whether there was one."""
        if self.thinking or self.queued:
            self.cancel()
            return True
        if self.shown is None:
            return False
        self.shown, self.hidden, self.unasked = None, self.shown, False
        return True

    def cancel(self) -> None:
        """Drop the suggestion being found (the worker stops it) and the one shown."""
        self._ask.drop()
        self.shown = self.hidden = None
        self.queued = False
        self.follow_up = self.continued = self.unasked = False
        self._then_for = None

    def made(self, action: int) -> None:
        """A decision was made: drop its suggestion; after a suggested key, ask at once for the card to take then
        ("spend a key …, then take a card" stopped after the key and the card had to be asked for: a playtest), and
        after a suggested card whose ability asks a choice, for the answer (it took a second H, another)."""
        shown, asked = self.shown, self._ask.asked
        # the decision the suggestion shown was for: the one asked, or the take named with a key (no request: its
        # card's question went unanswered, playtest 127)
        shown_for = asked[0] if asked is not None else self._then_for
        self.cancel()
        s = self.table.state
        # the same person decides again (in hot seat the next one is not coached unasked)
        same_seat = shown_for == (len(s.actions) - 1, s.current, TAKE) and not s.is_over
        self.follow_up = shown is not None and shown.action == action and same_seat and (
            action in (A.KEY_MOVE, A.KEY_REFRESH) or (A.is_take(action) and s.phase != TAKE))
        if self.follow_up and shown is not None and shown.then is not None and s.phase == TAKE:
            # the card named with the key: shown at once, the same hint (not counted again, H does not hide it)
            self.follow_up, self.shown, self.continued, self.unasked = False, shown.then, True, True
            self._then_for = decision_of(s)
            self._record(counted=False)

    def update(self) -> bool:
        """Each frame: drop what is no longer for this decision; take in a suggestion found: return True then."""
        if self.queued and self.problem() is None:
            self.queued = False
            self.press()
        if self.follow_up and self.problem() is None:
            self.follow_up = False
            self.press()
            self.continued = True
        if self._ask.stale(decision_of(self.table.state)):
            self.cancel()
            return False
        found = self._ask.found()
        if found is None:
            return False
        s = self.table.state
        if found.action not in s.legal_actions():  # never lights up a move the engine refuses
            log.error("The suggestion %s is not legal here", found.action)
            self._ask.drop()
            return False
        self.seconds = time.perf_counter() - self.started
        log.info("Suggestion %s in %.2f s (%d simulations)", found.action, self.seconds, found.simulations)
        self.shown = found
        self.unasked = self.continued
        self._record(counted=not self.continued)
        return True

    def _record(self, counted: bool) -> None:
        """Keep in the save that a suggestion is shown for the decision at hand (a follow-up, shown by itself after
        a hint followed, is not counted again, but its decision is kept: the review said "(hint shown)" of a take
        after a key where the hint had been followed, playtest 315)."""
        t = self.table
        t.save = t.save.with_hint(t.state.current, len(t.state.actions), counted)
        t.app.autosave(t.save)

    # --- what the table shows ----------------------------------------------------------------

    def take(self) -> A.Take | None:
        """Return the take shown (slot, face, position), or None."""
        if self.shown is None or not A.is_take(self.shown.action):
            return None
        return A.take_parts(self.shown.action)

    def key(self) -> int | None:
        """Return the key use shown (KEY_MOVE or KEY_REFRESH), or None."""
        if self.shown is None or self.shown.action not in (A.KEY_MOVE, A.KEY_REFRESH):
            return None
        return self.shown.action

    def then_take(self) -> A.Take | None:
        """Return the take suggested after the key shown that moves the Messenger, or None."""
        then = self.shown.then if self.shown is not None and self.shown.action == A.KEY_MOVE else None
        if then is None or not A.is_take(then.action) or self.table.state.phase != TAKE:
            return None
        return A.take_parts(then.action)

    def answer(self) -> int | None:
        """Return the answer to a card's ability shown, or None."""
        if self.shown is None or self.table.state.phase == TAKE:
            return None
        return self.shown.action

    def why(self, action: int, points_now: int, scrolls: bool = True) -> str:
        """Return the parts of the score that the take ``action`` changes at once ("Princess +6, keys +2", with the
        ``scrolls`` of cards scoring all or nothing), or "" where its points come only with an answer to the card's
        ability (they add up to ``points_now`` then); for a take face down, what the card face up would score now
        where that is more ("face up +10 now, …"), for one face up, what it would on another space where that is."""
        s = self.table.state
        # asked every frame the line is drawn; said again in a language chosen meanwhile ("keys +2" stayed English
        # in a Portuguese hint, playtest 97)
        key = (id(s), len(s.actions), action, language(), scrolls)
        if key not in self._why:  # (two wordings asked every frame: one cached pair was worked out anew each time)
            self._why = {k: v for k, v in self._why.items() if k[:2] == key[:2]}  # this position's only
            after = s.clone()
            after.apply(action)
            before_sheet, after_sheet = s.score(s.current), after.score(s.current)
            same = after_sheet.total - before_sheet.total == points_now
            parts = [change_words(before_sheet, after_sheet, scrolls) if same else ""]
            take = A.take_parts(action)
            parts.append(later_words(s, after, take))
            ups = drop_points(s, take.slot, False, before_sheet.total)
            if take.face_down and ups and max(ups.values()) > points_now:  # the lit spaces face up say more now:
                parts.append(face_up_words(self.shown, take.slot, max(ups.values())))
            parts.append(other_space_words(self.shown, take, ups, points_now))
            self._why[key] = "; ".join(part for part in parts if part)
        return self._why[key]

    def _differ(self, action: int) -> bool:
        """Return :func:`answers_differ` for ``action`` at the decision at hand (worked out once, not every frame)."""
        s = self.table.state
        key = (id(s), len(s.actions), action)
        if self._differs[0] != key:
            self._differs = (key, answers_differ(s, action))
        return self._differs[1]

    def end_words(self) -> str:
        """Return the final score the suggestion shown leads to, in words ("about 62 points at the end if you play on
        as the AI would", on the last turn "about 62 points at the end"), or ""."""
        if self.shown is None:
            return ""
        s = self.table.state
        taking = s.phase == TAKE and self.shown.action not in (A.KEY_MOVE, A.KEY_REFRESH)
        count = s.players[s.to_move()].count
        n = round(self.shown.final_score)
        end = estimate_words(s, self.shown.action, count, taking, n)
        # the seat's hint before this one (its decision, cards then, figure), compared only when it was on an earlier
        # turn: a card suggested after a key, the same turn, read "(92 at your last hint…" from four turns back
        # (playtest 123)
        seat, decision = s.to_move(), len(s.actions)
        last = self._ends.get(seat)
        if last is not None and last.decision != decision:
            self._before[seat] = last
        self._ends[seat] = HintShown(decision, count, n, self.shown.action)
        prior = self._before.get(seat)
        before = prior.figure if prior is not None and prior.decision < decision and prior.cards < count else None
        if prior is not None and before is not None and before - n >= DROP_SAID:
            return lower_than_before(end, before, prior, count, s.actions[prior.decision])
        if prior is not None and prior.move == A.KEY_REFRESH and prior.decision == decision - 1 \
                and s.actions[prior.decision] == A.KEY_REFRESH and prior.figure - n >= DROP_SAID:
            # the refresh followed, its figure an average over cards then unknown: "about 81" became 76 with no word
            # why, and a boy felt tricked (playtest 286)
            # TRANSLATORS: after Suggest's final score when it is lower than at the hint to refresh a row just
            # followed: that figure was an average over the cards the refresh might bring
            return _("{end} ({before} before the refresh: an average over the cards it might bring)").format(
                end=end, before=prior.figure)
        return end

    def plain_end_words(self) -> str:
        """Return the final score the suggestion shown leads to, alone ("about 62 points at the end"), or ""."""
        if self.shown is None:
            return ""
        n = round(self.shown.final_score)
        return ngettext("about {n} point at the end", "about {n} points at the end", n).format(n=n)

    def words(self, wording: Wording = WORDINGS[0]) -> str:
        """Return the line that says the take or key use suggested (or that one is being found), or "" (an answer
        to a card's ability is said on its button in the prompt), said as long as ``wording`` says."""
        if self.thinking:
            return _("Looking for a good move for you… (playing a move cancels it)")
        found = self.shown
        if found is None or self.answer() is not None:
            return ""
        s = self.table.state
        end = self.end_words()  # (kept in the hints' history whatever the wording)
        if not wording.full_end:  # "(89 at your last hint: …)" left the log one row beside a key's hint (pt 189)
            end = self.plain_end_words()
        take = self.take()
        if take is not None:
            move = take_words(s.displays[s.messenger][take.slot], take.face_down)
            n = found.points_now
            now = up_to_words(n) if self._differ(found.action) else now_words(n)
            reason = self.why(found.action, n, scrolls=wording.why > 1) if wording.why else ""
            if reason:
                # TRANSLATORS: the points a suggested move makes at once, then why: the cards whose points change
                # ("+10 points now (Princess +6, keys +2)"); a newcomer followed Suggest without knowing why
                now = _("{now} ({why})").format(now=now, why=reason)
            # TRANSLATORS: Suggest's line: the move, the points it makes at once, the final score expected
            line = _("Suggestion: {move}: {now}, {end}.").format(move=move, now=now, end=end)
        else:  # a key's line keeps the best card in sight before the estimate's history (playtest 293)
            line = key_line(s, found, end, self.then_take(), wording.key_then)
        # the best card in sight, after a key and after a card that scores less now than another (playtest 297 took
        # a Prince at +8 over a Scribe face down at +2, unsaid; 314 took one said without its end, and lost 3.6)
        instead = self._instead(brief=wording.brief_instead)
        return f"{line} {instead}" if instead else line

    def _instead(self, brief: bool) -> str:
        """Return :func:`instead_words` for the move shown (worked out once a decision, not every frame)."""
        s = self.table.state
        assert self.shown is not None
        key = (id(s), len(s.actions), self.shown, language())
        if self._instead_said[0] != key:  # both lengths are asked every frame: both said from one search
            best = best_take_now(s)
            self._instead_said = (key, (instead_words(s, self.shown, False, best),
                                        instead_words(s, self.shown, True, best)))
        return self._instead_said[1][brief]
