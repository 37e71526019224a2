"""Suggest at the Castle Rooms table (the button and H): the hard AI, in the app's worker process, finds
the turn it would play for the person to move; the table picks its first card and rings where it goes.

The suggestion is a whole turn (within a turn nothing is drawn): each play of it made, the next is
picked at once, until the turn ends; another play puts it away. Enter plays the card ringed, as
when the keys picked it; E ends the turn when that is what is suggested. The request is dropped
when the person plays something else, undoes or leaves. H again puts a suggestion away (a third
press shows it again). Each one shown counts in the game's record (``SaveGame.hints``), once per
turn suggested.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from typing import Protocol

from castlecombo.i18n import N_, _, ngettext, pgettext
from castlecombo.kit.suggesting import SuggestRequest, refusal
from castlecombo.people import shown
from castlecombo.rooms.ai.suggest import SUGGEST_SIMULATIONS, RoomsSuggestion, suggest
from castlecombo.rooms.engine import actions as A
from castlecombo.rooms.engine.deck import DOWN, DRAGON, KNIGHT, ROOM_KINDS, UP
from castlecombo.rooms.engine.state import WIN_LENGTH, GameState
from castlecombo.rooms.reason_texts import orientation_words
from castlecombo.rooms.ui import moves
from castlecombo.rooms.ui.ai_turns import decision_seed
from castlecombo.rooms.ui.host import RoomsHost
from castlecombo.rooms.ui.narration import laid_name
from castlecombo.rooms.ui.seat_panel import win_reach
from castlecombo.rooms.ui.table_input import TableInput
from castlecombo.storage.records import SaveGame

log = logging.getLogger(__name__)

Decision = tuple[int, int]  # (decisions made so far, seat to move): what a suggestion is for
# TRANSLATORS: what a suggested turn does: a line of ten rooms wins at once
WINS_NOW = N_("you win the game now")  # say with _()


class SuggestTable(Protocol):
    """What Suggest needs of the live table."""

    app: RoomsHost
    state: GameState
    save: SaveGame
    input: TableInput

    def human_can_play(self) -> bool: ...

    def show_reason(self, words: str) -> None: ...


def decision_of(state: GameState) -> Decision:
    """Return what identifies the decision at hand in ``state``."""
    return len(state.actions), state.current


class RoomsSuggest:
    """The suggestion asked for, being found, or shown for the turn at hand."""

    simulations = SUGGEST_SIMULATIONS  # the work of one suggestion (tests lower it)

    def __init__(self, table: SuggestTable) -> None:
        self.table = table
        self._ask: SuggestRequest[RoomsSuggestion] = SuggestRequest(table.app.notify)
        self.shown: RoomsSuggestion | None = None
        self.hidden: RoomsSuggestion | None = None  # put away by a second press, for the same decision
        self.step = 0  # the plays of the suggested turn made so far
        self.unturn: tuple[int, bool] | None = None  # the hand card the suggestion turned over, and its way before
        # the suggested turn's next play came by itself, the one before made: H asks for it, it does not put it away
        # (346, 341: H a moment after playing the suggested room hid the next one, "nothing happened")
        self.unasked = False
        # (the turn and where it stands, its plays in words, what they do)
        self._said: tuple[object, list[str], list[str]] = (None, [], [])

    @property
    def thinking(self) -> bool:
        """True while a suggestion is being found."""
        return self._ask.thinking

    def press(self) -> None:
        """The Suggest button or H: ask for a suggestion, put away the one shown or show it again; or say why not."""
        why_not = refusal(self.table.state.is_over, self.table.human_can_play())
        if why_not is not None:
            self.table.show_reason(why_not)
            return
        decision = decision_of(self.table.state)
        if self.shown is not None and not self.shows():  # out of sight, another card picked: H brings it back (it
            self.aim()  # put away a suggestion nobody saw, and only a second press showed it, playtest 255)
            return
        if self.shown is not None and self.unasked:
            self.unasked = False
            self.aim()
            return
        if self.shown is not None:
            self.shown, self.hidden = None, self.shown
            self.table.input.reset_choice()
            self.turn_back()
            # TRANSLATORS: a notice when a second press of Suggest (H) puts the suggestion shown away
            self.table.app.notify(_("Suggestion put away: H shows it again"), 2.5)
            return
        asked = self._ask.asked
        if self.hidden is not None and asked is not None and asked[0] == decision:
            self.shown, self.hidden = self.hidden, None  # the same position gives the same suggestion
            self.aim()
            return
        if self.thinking and asked is not None and asked[0] == decision:
            return
        self.cancel()
        s = self.table.state
        self._ask.send(self.table.app.ai_worker(), decision, suggest, s.observation(s.current),
                       decision_seed(self.table.save.seed, len(s.actions)), self.simulations)

    def put_away(self) -> bool:
        """Put away the suggestion shown, as a second press does, if its card and place are still the ones picked
        (Esc); return whether it was."""
        if not self.shows():
            return False
        self.unasked = False
        self.press()
        return True

    def turn_back(self) -> None:
        """Turn the hand card the suggestion turned over back the way it was (a playtest put the suggestion away
        with Esc and started a line helmet down it had not chosen)."""
        turned = self.table.input.turned
        if self.unturn is not None and self.unturn[0] < len(turned):
            turned[self.unturn[0]] = self.unturn[1]
        self.unturn = None

    def cancel(self) -> None:
        """Drop the suggestion being found (the worker stops it) and the one shown."""
        self._ask.drop()
        self.shown = self.hidden = None
        self.step = 0
        self.unturn = None
        self.unasked = False

    def next_action(self) -> int | None:
        """Return the play of the suggested turn to make now, or None without a suggestion shown."""
        if self.shown is None or self.step >= len(self.shown.plan):
            return None
        return self.shown.plan[self.step]

    def made(self, action: int) -> None:
        """A decision was made: go on to the suggested turn's next play if it was the one suggested, else drop it."""
        if self.shown is None or action != self.next_action() or self.table.state.is_over:
            self.cancel()
            return
        self.step += 1
        if self.next_action() is None:  # the turn suggested is played (its end, or a line of ten that won)
            self.cancel()
            return
        if self._ask.asked is not None:  # the suggestion goes on to the decision its next play is for
            self._ask.asked = (decision_of(self.table.state), *self._ask.asked[1:])
        self.unasked = True
        self.aim()

    def update(self) -> None:
        """Each frame: drop what is no longer for the decision at hand; take in a suggestion found."""
        if self._ask.stale(decision_of(self.table.state)):
            self.cancel()
            return
        found = self._ask.found()
        if found is None:
            return
        s = self.table.state
        if found.plan[0] not in s.legal_actions():  # never picks a play the engine refuses
            log.error("The suggestion %s is not legal here", found.plan)
            self._ask.drop()
            return
        log.info("Suggestion %s (%d simulations)", found.plan, found.simulations)
        self.shown, self.step = found, 0
        t = self.table
        t.save = t.save.with_hint(s.current, len(s.actions))
        t.app.autosave(t.save)
        self.aim()

    def aim(self) -> None:
        """Pick the card of the play to make now and ring where it goes (nothing for the end of the turn)."""
        action = self.next_action()
        chosen = self.table.input
        chosen.reset_choice()
        if action is None or action == A.END_TURN:
            return
        s = self.table.state
        d = A.decode(action)
        cards = s.hand_cards(s.current)
        if d.card not in cards:
            return
        index = cards.index(d.card)
        if d.kind == "new":  # the way the new line is laid, where the rules leave it free
            chosen.turned = [chosen.is_turned(i) for i in range(len(cards))]
            if chosen.turned[index] != (d.orientation == 1):
                self.unturn = (index, chosen.turned[index])
            chosen.turned[index] = d.orientation == 1
        chosen.selected = chosen.suggested = index
        chosen.over = moves.target_of(s, action)
        chosen.keyed = True

    def shows(self) -> bool:
        """True if the card picked and the place ringed are still the suggestion's (the person did not pick another)."""
        action = self.next_action()
        if action is None:
            return False
        chosen = self.table.input
        if action == A.END_TURN:
            return chosen.chosen() is None
        return chosen.lit().get(chosen.over) == action if chosen.over is not None else False

    def words(self, names: list[str], fits: Callable[[str], bool] = lambda _words: True) -> str:
        """Return the line under the hand that says the turn suggested (or that one is being found), or "": the whole
        turn where it ``fits``, else its next play and how many follow, else that play alone (a four-play turn was cut
        at 1024x640 and 150 %, a playtest)."""
        if self.thinking:
            return _("Looking for a good turn for you… (playing a card cancels it)")
        if self.shown is None or not self.shows():
            return ""
        s = self.table.state
        hand = self.table.input.hand()
        looks = tuple(DOWN if self.table.input.shown_turned(i) else UP for i in range(len(hand)))
        key = (self.shown, len(s.actions), tuple(names), looks)  # asked every frame the line is drawn
        if self._said[0] != key:
            rest = self.shown.plan[self.step:]
            shows = {card: way for card, way in reversed(list(zip(hand, looks, strict=True)))}  # each kind's first
            # the first line's way said only where the player had turned its room and Suggest turned it back
            overrode = self.unturn is not None and self.unturn[1]
            self._said = (key, turn_words(s, rest, names, shows, overrode), why_words(s, rest, names))
        _key, plays, whys = self._said
        now, *then = plays
        turn = now
        for play in then:
            # TRANSLATORS: two plays of the turn Suggest proposes, in order ("a dragon on Aldric's line 1, then end the
            # turn"); {now} may itself be two plays joined this way
            turn = _("{now}, then {then}").format(now=turn, then=play)
        # the cards played after this one (the end of the turn is no play: "depois mais 2 jogadas" counted it)
        more = len(then) - (self.shown.plan[-1] == A.END_TURN)
        # TRANSLATORS: the play Suggest proposes now, then how many cards the turn it proposes plays after it
        shorter = ngettext("{now}, then {n} more play", "{now}, then {n} more plays", more).format(now=now, n=more)
        # TRANSLATORS: what a suggested turn does, after the turn ("…, then end the turn: you block Aldric's line of
        # 6, you keep 1 room that fits for a later turn")
        # the reasons apart: "careful, Concetta is 4 rooms from winning, you keep 1 room…" read as one reason
        # (playtest 150)
        why = _("{turn} — {why}").format(turn="{turn}", why=pgettext("separator", "; ").join(whys)) if whys \
            else "{turn}"
        # the chance is fitted on two-player games; with more, the best rival stands for all and it reads too high.
        # Never 0 or 100 %: an estimate ("environ 100 % de chances" read odd, a playtest)
        # nor beside a turn that wins now ("vence a partida agora · cerca de 99 % de vencer", a playtest)
        chance = self.shown.win_chance if s.n == 2 and whys != [_(WINS_NOW)] else None
        # TRANSLATORS: the key that ends the turn Suggest proposes to end now (E does too; "E o encerra" read as
        # "and ends it" in Portuguese, a playtest)
        keys = _("Enter ends it") if self.next_action() == A.END_TURN else _("Enter plays it")
        forms = []
        # the whole turn and what it does first; where that has no room, a shorter turn, then without the why
        shorter = shorter if more else turn  # "X, then end the turn" is short already
        for said in dict.fromkeys([why.replace("{turn}", turn), why.replace("{turn}", shorter), turn, shorter, now]):
            if chance is None:
                # TRANSLATORS: Suggest's line at Castle Rooms: the turn suggested, and the key that plays it
                forms.append(_("Suggestion: {turn} · {key}").format(turn=said, key=keys))
            else:
                # TRANSLATORS: Suggest's line at Castle Rooms: the turn suggested, the chance to win it leads to, the
                # key
                forms.append(_("Suggestion: {turn} · about {chance}% to win · {key}").format(
                    turn=said, chance=min(99, max(1, round(100 * chance))), key=keys))
        return next((words for words in forms if fits(words)), forms[-1])


def turn_words(state: GameState, plan: Sequence[int], names: list[str],
               shows: Mapping[int, int] | None = None, turned_first: bool = False) -> list[str]:
    """Return each play of ``plan`` (the rest of a turn, from ``state``) in a few words; a room after the first
    that the hand ``shows`` now (card kind: the way up it is drawn) the other way up than it will lie is named as
    drawn, said to turn over ("…then a corridor→stairs room on your line 1" named a card the hand showed
    stairs→corridor until the first play was made, playtests 259 and 261); ``turned_first``: Suggest turned back the
    first play's room the player had turned, which its words say of a first line (playtest 265)."""
    s = state.clone()
    out = []
    for i, action in enumerate(plan):
        d = A.decode(action)
        looks = shows.get(d.card) if shows is not None and i and d.kind in ("add", "new") else None
        out.append(play_words(s, action, names, looks, turned_first and not i))
        if action != A.END_TURN:
            s.apply(action)
    return out


def why_words(state: GameState, plan: Sequence[int], names: list[str]) -> list[str]:
    """Return what the rest of a suggested turn ``plan`` does, in a learner's words, most telling first (it wins; it
    blocks a rival's line; it frees your line; a rival may finish a line next turn; your longest open
    line grows; it holds back a dragon it could play; it keeps rooms that fit for later):
    the effects of the plays, read off the table, not the AI's reasons."""
    me = state.current
    after = state.clone()
    out: list[str] = []
    for action in plan:
        if action == A.END_TURN:
            break
        d = A.decode(action)
        # not of a rival who plays no more, whose blocked line counts whole ("you block Beatrix's line of 9" sent a
        # last dragon there while Théo could still win, playtest 191)
        if d.kind == "dragon" and after.next_draw(d.seat) is not None:
            rooms = len(after.lines[d.seat][d.line].rooms)
            # counted: "a linha de 2 de Carla" wanted its rooms said (playtest 145)
            # TRANSLATORS: what a suggested dragon does: it stops a rival's line ("you block Aldric's line of 6")
            out.append(ngettext("you block {player}'s line of {n}", "you block {player}'s line of {n}", rooms).format(
                player=shown(names[d.seat]), n=rooms))
        elif d.kind == "knight":
            # TRANSLATORS: what a suggested knight does: the dragon on the person's line goes
            out.append(_("you free your line {line}").format(line=d.line + 1))
        after.apply(action)
        if after.is_over:
            return [_(WINS_NOW)] if me in after.winners() else out
    # the nearest rival who may finish a line next turn, after this one ("no tip warned me that Aldric was 3 rooms
    # from winning", a playtest)
    near = [(WIN_LENGTH - max((len(line.rooms) for line in after.lines[q] if not line.dragon), default=0), q)
            for q in range(after.n) if q != me]
    rooms_left, rival = min(near, default=(WIN_LENGTH, me))
    # on the seat's last turn nothing is kept "for a later turn" (playtest 119 was told to keep a room "once a knight
    # frees" its line with the pile empty; playtest 124 to keep a dragon with four cards left, for three seats)
    later = after.next_draw(me) is not None
    playable = [A.decode(a) for a in after.legal_actions()] if after.current == me and later else []
    close = rival != me and rooms_left <= win_reach(after, rival)
    held = close and after.hands[me][DRAGON] == 1 and any(d.kind == "dragon" and d.seat == rival for d in playable)
    if held:
        # the dragon kept and the rival close, in one part: "careful, Beatrix is 4 rooms from winning; you keep the
        # dragon for a later turn" read as advice to lay it on her, and as contradicting itself (playtests 276, 277)
        # TRANSLATORS: what a suggested turn does: it keeps the dragon it could lay on the rival nearest to winning
        out.append(ngettext("you keep the dragon while {player} is still {n} room from winning",
                            "you keep the dragon while {player} is still {n} rooms from winning",
                            rooms_left).format(player=shown(names[rival]), n=rooms_left))
    elif close:
        # said as a warning ("end the turn: Lorenzo is 2 rooms from winning" read as the turn's reason, playtest 106);
        # the other parts speak to the person ("you keep…": Italian's "tiene" read as someone else's)
        # TRANSLATORS: a warning in a suggested turn's words: a rival's longest open line after it is this close to
        # ten rooms
        warning = ngettext("careful, {player} is {n} room from winning", "careful, {player} is {n} rooms from winning",
                           rooms_left)
        out.append(warning.format(player=shown(names[rival]), n=rooms_left))
    longest = [max((len(line.rooms) for line in s.lines[me] if not line.dragon), default=0) for s in (state, after)]
    if longest[1] > max(longest[0], 1):  # a first room is no news
        # TRANSLATORS: what a suggested turn does: the person's longest line without a dragon grows to n rooms
        out.append(_("your longest open line reaches {n}").format(n=longest[1]))
    if any(d.kind == "dragon" for d in playable) and not held:  # one it could play now and holds back ("why keep
        # it?", a playtest)
        n = after.hands[me][DRAGON]
        # TRANSLATORS: what a suggested turn does: it ends holding a dragon it could have put on a rival's line
        out.append(ngettext("you keep the dragon for a later turn", "you keep {n} dragons for a later turn",
                            n).format(n=n))
    if any(d.kind == "knight" for d in playable):  # held back too ("why not play the knight now?", playtest 170)
        # TRANSLATORS: what a suggested turn does: it ends holding a knight it could have played on its blocked line
        out.append(_("you keep your knight for a later turn"))
    # rooms that continue an open line now (one that could only start a new line does not "fit", a playtest)
    kept = {d.card for d in playable if d.kind == "add"}
    # a room kept for a line under a dragon: "you keep 1 room that fits" read as a poor turn in a race to ten rooms
    # (playtest 108); the longest such line is named
    waiting = [(len(line.rooms), i) for i, line in enumerate(after.lines[me]) if line.dragon
               and any(after.hands[me][kind] and line.fits(kind) for kind in ROOM_KINDS)] if playable else []
    if waiting:
        line = after.lines[me][max(waiting)[1]]
        n = sum(after.hands[me][kind] for kind in ROOM_KINDS if line.fits(kind))
        # "once a knight frees it" with no knight in hand read as a knight the person did not have (playtest 142)
        if after.hands[me][KNIGHT]:
            # TRANSLATORS: what a suggested turn does: it ends holding rooms that continue the person's line under a
            # dragon, to play once the knight in hand sends the dragon away
            words = ngettext("you keep {n} room for your line {line}, to play once your knight frees it",
                             "you keep {n} rooms for your line {line}, to play once your knight frees it", n)
        else:
            # TRANSLATORS: as above, with no knight in hand: the rooms wait for a knight drawn later
            words = ngettext("you keep {n} room for your line {line}, in case you draw a knight to free it",
                             "you keep {n} rooms for your line {line}, in case you draw a knight to free it", n)
        out.append(words.format(n=n, line=max(waiting)[1] + 1))
    elif kept:
        n = sum(after.hands[me][kind] for kind in kept)
        # what keeping it gives, said: "you keep 1 room that fits" read as a poor turn (playtests 108, 257), and an
        # AI that never keeps one wins 11 points less often (bench/rooms_ceiling.py, no-hold)
        # TRANSLATORS: what a suggested turn does: it ends with rooms in hand that could still be played now; next
        # turn they may be laid once the rooms drawn then are seen ("before or after" read as a place
        # on the line, playtest 292)
        out.append(ngettext(
            "you keep {n} room that fits for a later turn, to lay once you see the rooms you draw",
            "you keep {n} rooms that fit for a later turn, to lay once you see the rooms you draw",
            n).format(n=n))
    if not out and after.current == me and not after.pile:
        # TRANSLATORS: why Suggest ends the turn on the last one: the pile is empty, so the game ends after it
        out.append(_("the pile is empty: the game ends after this turn"))
    elif not out and after.current == me and not later:
        # TRANSLATORS: why Suggest ends the turn on the person's last one: the others still play, but the pile runs
        # out before the person's next turn
        out.append(_("this is your last turn: the pile runs out before your next one"))
    if not out and after.current == me and after.hand_size(me):  # "end the turn" alone said nothing (playtest 101)
        can = any(d.kind != "end" for d in playable)
        if plan and plan[0] != A.END_TURN:  # after the plays suggested, what is left ("…, then a room on a new line,
            # then end the turn: nothing in your hand can be played now" read as contradicting itself, playtest 105)
            # TRANSLATORS: why Suggest ends the turn after the plays it suggests: no card left may be played / it could
            out.append(_("you keep the rest for a later turn") if can else _("nothing left in your hand can be played"))
        else:
            # TRANSLATORS: why Suggest ends the turn: no card of the hand may be played now / it could, but keeps them
            out.append(ngettext("you keep your card for a later turn", "you keep your cards for a later turn",
                                after.hand_size(me)) if can else
                       # TRANSLATORS: why Suggest ends the turn: no card of the hand may be played now
                       _("nothing in your hand can be played now"))
    return out[:2]


def play_words(state: GameState, action: int, names: list[str], looks: int | None = None,
               way: bool = False) -> str:
    """Return the play ``action`` of the player to move in ``state`` in a few words ("a stairs→corridor room on
    your line 2"); a room the hand shows ``looks`` (a way up) where it will lie the other way is named as shown and
    said to turn over; ``way``: a first line says the way it is laid."""
    d = A.decode(action)
    if d.kind in ("new", "add"):
        lies = d.orientation if d.kind == "new" else state.lines[state.current][d.line].orientation
        if looks is not None and laid_name(d.card, looks) != laid_name(d.card, lies):
            room, line = laid_name(d.card, looks), (len(state.lines[state.current]) if d.kind == "new" else d.line) + 1
            # TRANSLATORS: a play of the turn Suggest proposes: a room the hand shows {room} now, which turns over
            # to lie on a new line / on the player's line {line}
            return (_("a {room} room, turned over, on a new line (line {line})") if d.kind == "new" else
                    _("a {room} room, turned over, on your line {line}")).format(room=room, line=line)
    if d.kind == "end":
        # TRANSLATORS: a play of the turn Suggest proposes
        return _("end the turn")
    if d.kind == "discard":
        # TRANSLATORS: a play of the turn Suggest proposes
        return _("discard the dragon") if d.card == DRAGON else _("discard the knight")
    if d.kind == "new":  # numbered: two new lines in one turn read as one ("…on a new line, then … on a new line",
        # playtest 255)
        room, line = laid_name(d.card, d.orientation), len(state.lines[state.current]) + 1
        if line == 1 and way:  # the one line whose way is the player's: Suggest turned a room the player had turned
            # helmet down back up, and its words did not say so (playtest 265)
            # TRANSLATORS: a play of the turn Suggest proposes: a room that starts the player's first line, laid
            # {orientation} ("helmet up" or "helmet down")
            return _("a {room} room on a new line ({orientation})").format(
                room=room, orientation=orientation_words(d.orientation))
        # TRANSLATORS: a play of the turn Suggest proposes: a room that starts the player's line number {line}
        return _("a {room} room on a new line (line {line})").format(room=room, line=line)
    if d.kind == "add":
        room = laid_name(d.card, state.lines[state.current][d.line].orientation)
        # TRANSLATORS: a play of the turn Suggest proposes
        return _("a {room} room on your line {line}").format(room=room, line=d.line + 1)
    if d.kind == "dragon":
        # TRANSLATORS: a play of the turn Suggest proposes
        return _("a dragon on {player}'s line {line}").format(player=shown(names[d.seat]), line=d.line + 1)
    # TRANSLATORS: a play of the turn Suggest proposes
    return _("a knight on your line {line}").format(line=d.line + 1)


__all__ = ["RoomsSuggest", "play_words", "turn_words"]
