"""The words the live Castle Rooms table shows: the top bar, each seat's status and the help under the hand."""

from __future__ import annotations

from castlecombo.i18n import _, listed, ngettext
from castlecombo.people import thinking_word
from castlecombo.rooms.engine import actions as A
from castlecombo.rooms.engine.deck import DRAGON, KNIGHT, READ_ENTRY
from castlecombo.rooms.engine.state import DRAW, GameState
from castlecombo.rooms.reason_texts import side_words
from castlecombo.rooms.ui import moves
from castlecombo.rooms.ui.ending import ending_words
from castlecombo.rooms.ui.narration import YOU, narrate, shown
from castlecombo.rooms.ui.seat_panel import near_win
from castlecombo.rooms.ui.view import RoomsView


def turn_words(view: RoomsView, state: GameState) -> tuple[str, ...]:
    """Return the words of the top bar, longest first, the shorter to use where the longer would be cut: whose
    turn, and which round of turns (each seat plays once a round), and when the pile runs out soon."""
    if state.is_over:  # who won, as the ending's title says it
        return (ending_words(state, view.said_names())[0],)
    left = turns_after(state)
    if view.is_you(state.current):  # rounds, as Castle Combo's table counts them
        if left < state.n:  # the game ends before this seat's next turn: say so while it can still act on it
            # TRANSLATORS: the top bar on the person's turn when the pile runs out before their next turn
            return (_("Your last turn  ·  round {round}: the pile runs out before you play again").format(
                round=state.round),
                # TRANSLATORS: the top bar, shorter, on the person's turn when the pile runs out before their next
                _("Your last turn  ·  round {round}").format(round=state.round))
        plain_you = _("Your turn  ·  round {round}").format(round=state.round)
        if left < 2 * state.n:  # one more turn of this seat and no other: said a turn ahead (playtest 124 learnt it
            # on that last turn, too late to keep the cards for it)
            # ("your next turn is your last", said on a turn, read as this one: playtest 142)
            # TRANSLATORS: the top bar on the person's turn when their next turn will be their last
            return (_("Your turn  ·  round {round}: one more turn for you after this one").format(round=state.round),
                    plain_you)
        return (plain_you,)
    player = view.seat_name(state.current)
    # the round goes last: "Turno de María José Fernández-Cas" was drawn small at 1024x640 and 150 % (a playtest)
    plain = (_("{player}'s turn  ·  round {round}").format(player=player, round=state.round),
             # TRANSLATORS: the top bar, shortest, on another player's turn (a long name at a small size)
             _("{player}'s turn").format(player=player))
    if left == 0:
        # TRANSLATORS: the top bar when no turn follows this one: the pile is empty
        return (_("{player}'s turn  ·  round {round}: the last turn, the pile is empty").format(player=player,
                                                                                      round=state.round), *plain)
    if left < state.n:  # who plays the last turn, by name: "the pile lasts 2 more turns" was read as two rounds,
        # and a couple thought they would play again (playtest 182)
        last = (state.current + left) % state.n
        if view.is_you(last):
            # TRANSLATORS: the top bar when the pile runs out within the round: the person plays the last turn
            words = _("{player}'s turn  ·  round {round}: the pile runs out after your turn")
        elif state.current in view.humans():  # hot seat: the person playing is told it is their last turn (191)
            # TRANSLATORS: the top bar on a person's last turn in a game of several people: {last} plays the last
            words = _("{player}'s last turn  ·  round {round}: the pile runs out after {last}'s turn")
        else:
            # TRANSLATORS: the top bar when the pile runs out within the round: {last} plays the game's last turn
            words = _("{player}'s turn  ·  round {round}: the pile runs out after {last}'s turn")
        return (words.format(player=player, round=state.round, last=view.seat_name(last)), *plain)
    return plain


def turns_after(state: GameState) -> int:
    """Return how many turns will still begin after this one before the pile runs out (each draws up to 2)."""
    return -(-len(state.pile) // DRAW)


def seat_status(state: GameState, seat: int, human: bool, thinking: bool) -> str:
    """Return the status words at the right of ``seat``'s panel (only the seat to move has one)."""
    if state.is_over or seat != state.current:
        return ""
    if human:
        # TRANSLATORS: a seat's status: a person is choosing a play
        return _("playing now")
    if thinking:
        return thinking_word()  # its three dots are drawn beside it, pulsing, as at Castle Combo's table
    # TRANSLATORS: a seat's status: the computer plays its cards
    return _("playing")


def hint(view: RoomsView, state: GameState, can_play: bool, covered: bool, chosen: int | None = None,
         lit: bool = False, turned: bool = False, aimed: moves.Target | None = None,
         dragging: bool = False) -> tuple[str, bool]:
    """Return the help line under the hand, and whether it is a warning: the ``chosen`` card (a card type) has
    no space to go to (``lit`` False), or what to do next (``turned``: the chosen room shows turned, as a line
    laid helmet down takes it; ``aimed``: the space the keys picked, said in words; ``dragging``: the card is
    being dragged, else it was clicked or keyed, and "drop it" would not say what to do)."""
    if not can_play:
        if state.is_over:
            return _("The game is over · Enter shows the ending · Esc: the menu"), False
        if covered or view.is_you(state.current):
            return "", False  # the person's own turn, in the short pause after an AI's turn before it opens
        return _("{player} is playing.").format(player=view.seat_name(state.current)), False
    if chosen is not None and not lit:  # the mouse's way said too: a mouse-only playtest read only "Esc" (82)
        # TRANSLATORS: the help line when the chosen card cannot go anywhere; a click on the chosen card lets it go
        return _("{why} · click the card again or Esc to let it go").format(why=nowhere(state, chosen)), True
    only_discards = bool(state.legal_actions()) and all(A.decode(a).kind == "discard" for a in state.legal_actions())
    if chosen is not None and only_discards:
        where = (_("Drop it on the lit discard pile: you cannot play it now") if dragging else
                 _("Click the lit discard pile, or Enter: you cannot play it now"))
        return _("{where} · Esc lets go").format(where=where), False
    if chosen is not None and aimed is not None:  # the ring on a small room of a rival was all there was to see
        # the first Esc goes back from the space to the card ("Esc lets go" here took two presses, playtest 133)
        return _("Enter: {where} · Tab: the next space · Esc: back to the card").format(
            where=aimed_words(view, state, aimed)), False
    # a card clicked (or keyed) is placed by a click: "drop it" said after a click misled (a playtest)
    where = _("Drop it on a lit space") if dragging else _("Click a lit space, or Tab to one and Enter")
    misfit = chosen is not None and fits_no_line(state, chosen, turned)
    # "it fits none of your lines" beside a lit new line read as a contradiction (playtest 119)
    if misfit and chosen is not None and moves.new_line_orientations(state, chosen):
        # what to do first, then why: "Line 1 ends on stairs; laid helmet up like that line, this room starts on
        # corridor: it fits none of your lines, but it may start a new line" went unread by a boy of 11 (pt 296)
        # TRANSLATORS: the help line for a room that fits none of the person's lines and may start a new line
        # (lit); {why} is the longest line's last side and the room's first ("line 2 ends on stairs; this room…")
        words = _("It fits none of your lines: start a new line with it (lit) · {why} · Esc lets go").format(
            why=misfit_sides(state, chosen, turned))
        if not view.hint_fits(words):  # the sides left out, not the whole line shrunk to 9 px (playtest 298)
            # TRANSLATORS: as above, without why, where the help line has no room for it
            words = _("It fits none of your lines: start a new line with it (lit) · Esc lets go")
        return words, False
    if misfit:  # a room that looks as if it fits (playtest 94: only the new line lit, and nothing said why)
        return _("{where} · Esc lets go").format(where=misfit), False
    if chosen is not None and moves.new_line_orientations(state, chosen) == [0, 1]:
        return _("{where} · R or right-click turns it for a new line · Esc lets go").format(where=where), False
    if chosen is not None and turned:
        return _("Shown turned helmet down, as its line lies · {where} · Esc lets go").format(where=where), False
    if chosen is not None:  # chosen by the pointer or the keys: both ways said
        return _("{where} · Esc lets go").format(where=where), False
    held = state.hand_size(state.current)
    if only_discards:
        # the keys said too: "drag it there" alone left a keyboard playtest without a way
        return ngettext("You hold {n} card and none can be played: put one on the discard pile (drag it there, "
                        "or ← → and Enter), until 2 remain",
                        "You hold {n} cards and none can be played: put one on the discard pile (drag it there, "
                        "or ← → and Enter), until 2 remain", held).format(n=held), False
    if moves.end_turn_problem(state) is not None:
        return ngettext("You hold {n} card: play until 2 or fewer remain, then end the turn · ← → a card, Tab a "
                        "space, Enter plays",
                        "You hold {n} cards: play until 2 or fewer remain, then end the turn · ← → a card, Tab a "
                        "space, Enter plays", held).format(n=held), False
    if not held:
        # TRANSLATORS: the hint when the player to move has played every card of the hand
        return _("Your hand is empty: end the turn (E) · ?: every key"), False
    if all(a == A.END_TURN for a in state.legal_actions()):  # "Drag a card onto a lit space" with none lit misled
        # TRANSLATORS: the hint when no card of the hand can be played now (a knight with no dragon to fight)
        return _("None of your cards can be played now: end the turn (E) · ?: every key"), False
    # "?" named as at Castle Combo's table: a keyboard playtest found no key help at this one
    return _("Drag a card onto a lit space, or click it then a space · ← → a card, Tab a space, Enter plays · "
             "E ends the turn · ?: every key"), False


def aimed_words(view: RoomsView, state: GameState, target: moves.Target) -> str:
    """Return where a card goes on ``target`` for the player to move, in words ("Aldric's line 1")."""
    if target.kind == "discard":
        # TRANSLATORS: where Enter puts the chosen card (after "Enter:")
        return _("onto the discard pile")
    if target.kind == "new":
        # TRANSLATORS: where Enter puts the chosen card (after "Enter:")
        return _("a new line of yours")
    if target.seat == state.current:
        # TRANSLATORS: where Enter puts the chosen card (after "Enter:")
        return _("your line {line}").format(line=target.line + 1)
    # TRANSLATORS: where Enter puts the chosen card (after "Enter:"): another player's line
    return _("{player}'s line {line}").format(player=view.seat_name(target.seat), line=target.line + 1)


def fits_no_line(state: GameState, card: int, turned: bool = False) -> str:
    """Return why the room ``card`` fits none of the open lines of the player to move, said of the longest of them
    (its last side and the room's first, read as that line lies, ``turned``: the room shows turned in the hand), or
    "" (a dragon, a knight, no open line, or a line it fits)."""
    misfit = _misfit(state, card)
    if misfit is None:
        return ""
    line, exit_side, entry, down = misfit
    if down:
        # TRANSLATORS: {exit} and {entry} are "stairs" or "corridor"; a line laid helmet down turns the rooms added
        return _("Line {line} ends on {exit}; turned helmet down as it lies, this room starts on {entry}: it fits "
                 "none of your lines").format(line=line, exit=exit_side, entry=entry)
    if turned:  # shown turned for a new line helmet down, it read as starting on the other side (playtest 111)
        # TRANSLATORS: {exit} and {entry} are "stairs" or "corridor"; the room shows turned in the hand, and a line
        # laid helmet up takes it as printed
        return _("Line {line} ends on {exit}; laid helmet up like that line, this room starts on {entry}: it fits "
                 "none of your lines").format(line=line, exit=exit_side, entry=entry)
    # TRANSLATORS: {exit} and {entry} are "stairs" or "corridor"
    return _("Line {line} ends on {exit}; this room starts on {entry}: it fits none of your lines").format(
        line=line, exit=exit_side, entry=entry)


def _misfit(state: GameState, card: int) -> tuple[int, str, str, bool] | None:
    """Return, for a room ``card`` that fits none of the open lines of the player to move, the longest of them (from
    1), its last side, the room's first as that line reads it, and whether it lies helmet down; else None."""
    lines = [(k, line) for k, line in enumerate(state.lines[state.current]) if not line.dragon]
    if card >= DRAGON or not lines or any(line.fits(card) for _k, line in lines):
        return None
    k, line = max(lines, key=lambda kl: len(kl[1].rooms))
    return k + 1, side_words(line.exit), side_words(READ_ENTRY[line.orientation][card]), bool(line.orientation)


def misfit_sides(state: GameState, card: int, turned: bool = False) -> str:
    """Return the sides :func:`fits_no_line` names, alone ("line 2 ends on stairs; this room starts on corridor"),
    or "" where it names none."""
    misfit = _misfit(state, card)
    if misfit is None:
        return ""
    line, exit_side, entry, down = misfit
    if down:
        # TRANSLATORS: {exit} and {entry} are "stairs" or "corridor"; as "Line {line} ends on {exit}; turned helmet
        # down as it lies…" without its end, after "It fits none of your lines: start a new line with it (lit)"
        return _("line {line} ends on {exit}; turned helmet down as it lies, this room starts on {entry}").format(
            line=line, exit=exit_side, entry=entry)
    if turned:
        # TRANSLATORS: as above, a room shown turned in the hand, on a line laid helmet up
        return _("line {line} ends on {exit}; laid helmet up like that line, this room starts on {entry}").format(
            line=line, exit=exit_side, entry=entry)
    # TRANSLATORS: as above
    return _("line {line} ends on {exit}; this room starts on {entry}").format(line=line, exit=exit_side, entry=entry)


def nowhere(state: GameState, card: int) -> str:
    """Return why ``card`` of the hand of the player to move has no space to go to now."""
    if card == KNIGHT:
        return _("No dragon blocks your lines: this knight has nothing to fight now")
    if card == DRAGON:
        return _("No rival line is open for a dragon now")
    reason = state.problem(A.new_line(card, 0))
    if reason is not None and reason.code == "room_fits":
        # named by its line, not its sides: "…while your stairs→corridor room fits line 1 turned" read badly
        # (playtest 219)
        return _("This room fits no open line, and no new line may start while another room of your hand fits "
                 "line {line}").format(line=reason.params["line"])
    return _("This room has no space now")


SEPARATOR = "  ·  "  # between the parts of a turn's summary


def _discard_words(discards: dict[int, int]) -> list[str]:
    """Return what a turn's discards say in its summary on the hot-seat cover, each card once with how many."""
    out = []
    for card, n in sorted(discards.items()):
        # TRANSLATORS: part of a turn's summary on the hot-seat cover: dragons / knights the player could not play
        out.append(ngettext("discarded a dragon", "discarded {n} dragons", n).format(n=n) if card == DRAGON else
                   ngettext("discarded a knight", "discarded {n} knights", n).format(n=n))
    return out


def _started_words(lines: list[int]) -> list[str]:
    """Return the part of a turn's summary that says the lines it started: none for a first line alone (its longest
    line says it), "started line 2" (playtest 106 looked for it), "started lines 1 and 2" (only the second was
    said, playtest 156)."""
    if not lines or lines == [1]:
        return []
    # TRANSLATORS: part of a turn's summary on the hot-seat cover: the player started new lines, their numbers
    # ("started line 2", "started lines 1 and 2")
    return [ngettext("started line {lines}", "started lines {lines}", len(lines)).format(
        lines=listed([str(n) for n in lines]))]


def since_turn(state: GameState, seat: int, names: list[str]) -> tuple[list[str], list[str]]:
    """Return, for the hot-seat cover, what the others did since ``seat``'s last turn: a line for each of
    their turns (the rooms added, the longest line then, the dragons set on other seats, the knights, the cards
    discarded, the lines started), and the news said to that seat: the dragons set on its own lines (the log said them
    in small print) and the others' open lines near ten rooms."""
    said = [YOU if q == seat else name for q, name in enumerate(names)]
    s = GameState.new(state.n, state.seed, state.first_player)
    turns: list[str] = []
    news: list[str] = []
    rooms = 0
    extra: list[str] = []
    started: list[int] = []  # the lines the turn started
    discards: dict[int, int] = {}  # how many of each card the turn discarded
    mover = -1
    kept: tuple[list[str], list[str]] = ([], [])  # what was said before the turn of its own under way
    for action in state.actions:
        mover = s.current
        d = A.decode(action)
        if d.kind == "dragon" and d.seat == seat and mover != seat:
            news.append(narrate(s, action, said))
        s.apply(action)
        if mover == seat:
            if turns or news:
                kept = (turns, news)
            turns, news = [], []
            continue
        if d.kind in ("add", "new"):
            rooms += 1
        if d.kind == "new":
            started.append(len(s.lines[mover]))
        elif d.kind == "dragon" and d.seat != seat:  # with its verb, as the parts around it (playtest 107)
            # TRANSLATORS: part of a turn's summary on the hot-seat cover ("Cy added 2 rooms · longest line 5 · …")
            extra.append(_("set a dragon on {owner}'s line {line}").format(owner=shown(names[d.seat]), line=d.line + 1))
        elif d.kind == "knight":
            # TRANSLATORS: part of a turn's summary on the hot-seat cover, the player its subject, as in the parts
            # before it: they cleared a dragon off a line of their own ("their line" read as the last name said before
            # it; "a knight on …" as a knight staying there; "a knight drove the dragon off Marco Antonio Ferretti's
            # line 1" said his name twice and whose knight not at all, playtest 125)
            extra.append(_("drove the dragon off their own line {line} with a knight").format(line=d.line + 1))
        elif d.kind == "discard":  # a card the others may count on being gone (playtest 104 missed it on the cover)
            discards[d.card] = discards.get(d.card, 0) + 1  # said once with how many ("ha scartato un cavaliere ·
            # ha scartato un cavaliere", playtest 282)
        if d.kind == "end" or s.is_over:
            player = shown(names[mover])
            words = (ngettext("{player} added {n} room", "{player} added {n} rooms", rooms) if rooms
                     # TRANSLATORS: a turn's summary on the hot-seat cover: the player laid no room
                     else _("{player} added no room")).format(player=player, n=rooms)
            longest = max((len(line.rooms) for line in s.lines[mover]), default=0)
            # TRANSLATORS: part of a turn's summary on the hot-seat cover: the player's longest line after it
            parts = [words, _("longest line {n}").format(n=longest), *_started_words(started), *extra,
                     *_discard_words(discards)]
            turns.append(SEPARATOR.join(parts))
            rooms, extra, started, discards = 0, [], [], {}
    if mover == seat and not state.is_over:  # a game continued in the middle of its turn: what led to it (a cover
        # after Continue said nothing, playtest 122)
        turns, news = kept
    for q in range(state.n):  # a rival whose open line is near ten, said as loudly (the cover never warned, pt 106)
        near = near_win(state, q) if q != seat else None
        if near is not None and not near[1]:
            # TRANSLATORS: a warning on the hot-seat cover: another player's open line lacks only this many rooms
            news.append(ngettext("{player} is {n} room from winning!", "{player} is {n} rooms from winning!",
                                 near[0]).format(player=shown(names[q]), n=near[0]))
    return turns, news


__all__ = ["SEPARATOR", "fits_no_line", "hint", "nowhere", "seat_status", "since_turn", "turn_words"]
