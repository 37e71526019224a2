"""Castle Rooms move narration: the log line of an action, from the state before it and nothing else.

A room is named as its line reads it, left to right, which is how the hand shows it too (the hand turns each
room the one way it may lie): "a turned stairs→corridor room", named as printed, read wrong beside a card that
showed corridor→stairs in the hand and on the line (five playtests).

The words depend only on (state before, action) and the seat names, so the log of a game can
always be rebuilt from its record (seed, first player, actions), as the replay does.
"""

from __future__ import annotations

from collections.abc import Sequence

from castlecombo.i18n import N_, _, listed, ngettext, pgettext
from castlecombo.people import YOU, after_colon, is_you, shown
from castlecombo.rooms.engine import actions as A
from castlecombo.rooms.engine.deck import DRAGON
from castlecombo.rooms.engine.state import DRAW, WIN_LENGTH, GameState
from castlecombo.rooms.reason_texts import orientation_words, room_words
from castlecombo.rooms.ui.marks import newest_plays

LOG_LINES = 1000  # a whole game's entries (the log scrolls back through them)


def said(name: str, you: str, other: str) -> str:
    """Return the template ``you`` (translated) when ``name`` is the lone person, else ``other``."""
    return _(you) if is_you(name) else _(other)


def joined(names: Sequence[str], mid: bool = False) -> str:
    """Return ``names`` as one phrase: "Ann", "Ann and Bob", "Ann, Bob and Cy" (``mid``: within a sentence,
    the lone person as "you", not "You": "a shared win for You and Aldric", a playtest)."""
    def name_of(name: str) -> str:
        # TRANSLATORS: the lone person among the winners of a shared win, within a sentence ("… for you and Aldric")
        return pgettext("among winners", "you") if mid and is_you(name) else shown(name)

    return listed([name_of(name) for name in names])


def laid_name(kind: int, orientation: int) -> str:
    """Return a room's sides as a line laid ``orientation`` reads them, e.g. 'stairs→corridor'."""
    return room_words(kind, orientation)


def line_lengths(lengths: Sequence[int]) -> str:
    """Return line lengths as the table writes them, "3 · 1" ("no line" without one)."""
    # TRANSLATORS: a seat that has no line of rooms
    return " · ".join(str(k) for k in lengths) or _("no line")


def _pile_out(state: GameState, action: int, names: Sequence[str]) -> str:
    """Return who wins when ``action`` (an end of turn with the pile empty) ends the game, with their lines."""
    after = state.clone()
    after.apply(action)
    winners = after.winners()
    if len(winners) > 1:
        return _("a shared win for {players}").format(players=joined([names[w] for w in winners], mid=True))
    winner = names[winners[0]]
    # TRANSLATORS: within a sentence, after "the game ends,": the lone person wins, with the lengths of their lines
    return said(winner, N_("you win (lines {lines})"), N_("{player} wins (lines {lines})")).format(
        player=winner, lines=line_lengths(after.standing(winners[0])))


def narrate(state: GameState, action: int, names: Sequence[str]) -> str:
    """Return the log line for ``action`` played from ``state`` (the state before it), naming seats by ``names``."""
    s = state
    p = s.current
    who = names[p]
    d = A.decode(action)
    if d.kind == "end":
        nxt = (p + 1) % s.n
        if not s.pile:
            if is_you(who):
                return _("You ended the turn. The pile is empty: the game ends, {result}.").format(
                    result=_pile_out(s, action, names))
            return _("{player} ended the turn. The pile is empty: the game ends, {result}.").format(
                player=shown(who), result=_pile_out(s, action, names))
        draws = min(DRAW, len(s.pile))
        if is_you(names[nxt]):
            words = ngettext("{player} ended the turn; you drew {n} card.",
                             "{player} ended the turn; you drew {n} cards.", draws)
        elif is_you(who):
            words = ngettext("You ended the turn; {next} drew {n} card.",
                             "You ended the turn; {next} drew {n} cards.", draws)
        else:
            words = ngettext("{player} ended the turn; {next} drew {n} card.",
                             "{player} ended the turn; {next} drew {n} cards.", draws)
        return words.format(player=shown(who), next=names[nxt], n=draws)
    if d.kind == "discard":
        if d.card == DRAGON:
            return said(who, N_("You discarded a dragon you could not play."),
                        N_("{player} discarded a dragon they could not play.")).format(player=who)
        return said(who, N_("You discarded a knight you could not play."),
                    N_("{player} discarded a knight they could not play.")).format(player=who)
    if d.kind == "new":
        return said(who, N_("You started line {line} ({orientation}) with a {room} room."),
                    N_("{player} started line {line} ({orientation}) with a {room} room.")).format(
            player=who, line=len(s.lines[p]) + 1, orientation=orientation_words(d.orientation),
            room=laid_name(d.card, d.orientation))
    if d.kind == "add":
        line = s.lines[p][d.line]
        length = len(line.rooms) + 1
        room = laid_name(d.card, line.orientation)
        if length >= WIN_LENGTH:
            return said(who, N_("You added a {room} room to line {line} ({n} rooms): a line of {n} rooms, you win!"),
                        N_("{player} added a {room} room to line {line} ({n} rooms): a line of {n} rooms, "
                           "{player} wins!")).format(player=who, room=room, line=d.line + 1, n=length)
        if is_you(who):
            words = ngettext("You added a {room} room to line {line} ({n} room).",
                             "You added a {room} room to line {line} ({n} rooms).", length)
        else:
            words = ngettext("{player} added a {room} room to line {line} ({n} room).",
                             "{player} added a {room} room to line {line} ({n} rooms).", length)
        return words.format(player=who, room=room, line=d.line + 1, n=length)
    if d.kind == "dragon":
        owner = names[d.seat]
        if is_you(who):  # never on your own line
            words = _("You set a dragon on {owner}'s line {line}.")
        else:
            words = said(owner, N_("{player} set a dragon on your line {line}."),
                         N_("{player} set a dragon on {owner}'s line {line}."))
        return words.format(player=who, owner=owner, line=d.line + 1)
    layer = next((names[mover] for owner, li, laid, mover in newest_plays(s) if (owner, li, laid) == (p, d.line, 0)),
                 None)
    if layer is None:  # (a dragon's layer is always in the record: this is for a state made by hand)
        return said(who, N_("Your knight drove the dragon off your line {line}."),
                    N_("{player}'s knight drove the dragon off their own line {line}.")).format(player=who,
                                                                                               line=d.line + 1)
    # whose dragon it was: scrolled back, "Beatrix's knight drove the dragon off…" did not say (playtest 253)
    if is_you(who):
        words = _("Your knight drove {layer}'s dragon off your line {line}.")
    else:
        # the line named by its owner: "Aldric's knight drove Beatrix's dragon off their own line 1" read as
        # Beatrix's line (playtest 259)
        words = said(layer, N_("{player}'s knight drove your dragon off {player}'s line {line}."),
                     N_("{player}'s knight drove {layer}'s dragon off {player}'s line {line}."))
    return words.format(player=who, layer=shown(layer), line=d.line + 1)


class RoundHeading(str):
    """A line of the log that opens a round of turns (drawn as a heading, not told as a play)."""


def _heading(number: int) -> RoundHeading:
    # TRANSLATORS: a heading in the Castle Rooms log: the plays under it are of this round (every seat once)
    return RoundHeading(_("Round {round}").format(round=number))


def first_heading(state: GameState, names: Sequence[str]) -> list[str]:
    """Return the log's heading of round 1 and the first player's draw under it if no play is made yet in ``state``
    (said before the first), else [] (the first draw went untold, every later one told: playtest 176)."""
    return [] if state.actions else [_heading(state.round), _draw_words(names[state.current], state.drawn)]


def _draw_words(name: str, n: int) -> str:
    """Return the log's line of ``name`` drawing ``n`` cards at the start of a turn (in the past, as every other line:
    "You draw 2 cards" then "You started line 1", playtest 205)."""
    words = (ngettext("You drew {n} card.", "You drew {n} cards.", n) if is_you(name) else
             ngettext("{player} drew {n} card.", "{player} drew {n} cards.", n))
    return words.format(player=shown(name), n=n)


def narrate_lines(state: GameState, action: int, names: Sequence[str]) -> list[str]:
    """Return the log's lines for ``action`` played from ``state``: its one line, or for the end of a round's last
    turn, that end, the next round's heading and the first draw under it (a playtest read a round's heading with
    nothing under it, the draw that opened the round told in the round before)."""
    if action != A.END_TURN or not state.pile or (state.turn + 1) % state.n:
        return [narrate(state, action, names)]
    who, nxt = names[state.current], names[(state.current + 1) % state.n]
    ended = _("You ended the turn.") if is_you(who) else _("{player} ended the turn.").format(player=shown(who))
    return [ended, _heading(state.round + 1), _draw_words(nxt, min(DRAW, len(state.pile)))]


def narrate_game(players: int, seed: int, first_player: int | None, actions: Sequence[int],
                 names: Sequence[str]) -> list[str]:
    """Return the log of a recorded game, one line per action and a heading at each new round; raise
    IllegalAction or ValueError if the record does not replay."""
    state = GameState.new(players, seed, first_player)
    lines: list[str] = []
    for action in actions:
        lines += first_heading(state, names)
        lines += narrate_lines(state, action, names)
        state.apply(action)
    return lines


__all__ = ["YOU", "RoundHeading", "first_heading", "is_you", "joined", "laid_name", "line_lengths", "narrate",
           "narrate_game", "narrate_lines", "said", "shown"]


def log_after_undo(log: list[str], undone: str, name: str, secret: bool = False) -> list[str]:
    """Return ``log`` once the play narrated ``undone`` is taken back by ``name``: its line goes, and a note
    names the play; where the hands are ``secret`` one note counts the plays taken back in a row instead."""
    out = list(log)
    for i in range(len(out) - 1, -1, -1):
        if out[i] == undone:
            del out[i]
            break
    if not secret:
        # each play is named, as Castle Combo's log names it ("You took back a play." told nothing, a playtest),
        # the second too ("You took back 2 plays." after "Taken back: you put a dragon…" read as another log,
        # playtest 245)
        # TRANSLATORS: the log's note of one play taken back, e.g. "Taken back: You added a stairs→stairs room to
        # line 1."
        out.append(_("Taken back: {play}").format(play=after_colon(undone, name)))
        return out[-LOG_LINES:]
    before = next((k for k in range(1, LOG_LINES) if out and out[-1] == took_back(name, k)), 0)
    if before:
        out.pop()
    out.append(took_back(name, before + 1))
    return out[-LOG_LINES:]


def took_back(name: str, plays: int) -> str:
    """Return the log's note that ``name`` took back ``plays`` plays in a row."""
    if is_you(name):
        return ngettext("You took back a play.", "You took back {n} plays.", plays).format(n=plays)
    return ngettext("{player} took back a play.", "{player} took back {n} plays.", plays).format(
        player=shown(name), n=plays)
