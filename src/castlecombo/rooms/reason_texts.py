"""Castle Rooms words: why a play is refused, and the names of sides, orientations, cards and plays.

The engine refuses a play with a ``Reason`` (a code of :data:`TEXTS` and its parameters); the
parameters that are words (a card, a side, an orientation, a play) are codes, worded here.
:func:`reason_words` says a reason in the player's language; :func:`english` says it in English
(the engine's ``str(IllegalAction)``, for the command line and logs).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from castlecombo.i18n import N_, _
from castlecombo.rooms.engine import actions as A
from castlecombo.rooms.engine.deck import DRAGON, ENTRY, EXIT, KNIGHT, READ_ENTRY, READ_EXIT
from castlecombo.rooms.engine.reasons import Reason

Words = Callable[[str], str]

TEXTS: dict[str, str] = {
    "game_over": N_("the game is over"),
    "not_an_action": N_("{action} is not an action"),
    # TRANSLATORS: {card} is e.g. "stairs→corridor room", "dragon" or "knight"
    "no_card": N_("you hold no {card}"),
    "no_line": N_("you have no line {line}"),
    "no_seat": N_("there is no seat {seat}"),
    "no_opponent_line": N_("seat {seat} has no line {line}"),
    "line_blocked": N_("a dragon blocks line {line}: play a knight on it first"),
    # TRANSLATORS: {room} is a room's sides, e.g. "stairs→corridor"; {exit} and {entry} are "stairs" or "corridor"
    "no_match": N_("a {room} room does not fit line {line}: the line ends on a {exit} side and the room would "
                   "start on a {entry} side"),
    # TRANSLATORS: as above, on a line laid helmet down, where every room is turned so that its sides swap ({room}
    # is not said: nine lines of it covered the log for a ten-year-old, playtest 108)
    "no_match_down": N_("line {line} ends on a {exit} side, and this room, turned helmet down like the line, would "
                        "start on a {entry} side"),
    # TRANSLATORS: as "no_match", on a line a dragon blocks: the dragon first, then that the room would not fit
    "blocked_no_match": N_("a dragon blocks line {line}, and a {room} room would not fit it anyway: the line ends on "
                           "a {exit} side and the room would start on a {entry} side"),
    # TRANSLATORS: as "no_match_down", on a line a dragon blocks
    "blocked_no_match_down": N_("a dragon blocks line {line}, and this room would not fit it anyway: the line ends "
                                "on a {exit} side and the room, turned helmet down like the line, would start on a "
                                "{entry} side"),
    "room_fits": N_("a new line may start only when no room in your hand fits an open line "
                    "(a {room} room fits line {line})"),
    # TRANSLATORS: {orientation} is "helmet up" or "helmet down"
    "orientation": N_("your new line must be {orientation}, the opposite of your previous line"),
    "own_line": N_("a dragon goes on an opponent's line, not on yours"),
    "already_blocked": N_("line {line} of seat {seat} already carries a dragon"),
    "no_dragon": N_("line {line} carries no dragon: a knight only goes on your blocked line"),
    "hand_full": N_("you hold {count} cards: play until 2 or fewer remain before ending the turn"),
    "hand_full_discard": N_("you hold {count} cards and none can be played: discard dragons or knights until 2 "
                            "remain"),
    # ({count} is 1 or 2: "you hold 1 cards" read wrong, playtest 176)
    "discard_small_hand": N_("dragons and knights are discarded only from a hand of 3 cards or more (you hold "
                             "{count})"),
    # TRANSLATORS: {play} is a play, e.g. "add a stairs→corridor room to line 2"
    # ("only a dragon or knight you cannot play is discarded" read as allowing an unplayable knight, playtest 298)
    "discard_has_play": N_("dragons and knights are discarded only when no card can be played, and you still have a "
                           "play: {play}"),
}

# TRANSLATORS: the two sides of a Castle Rooms room: where a line goes on by stairs or by a corridor
SIDES = (N_("stairs"), N_("corridor"))
# TRANSLATORS: how a line of rooms is laid: the knight's helmet on the cards points up or down
ORIENTATIONS = (N_("helmet up"), N_("helmet down"))


def _same(words: str) -> str:
    return words


def side_words(side: int, tr: Words = _) -> str:
    """Return the name of room side ``side`` (stairs or corridor)."""
    return tr(SIDES[side])


def orientation_words(orientation: int, tr: Words = _) -> str:
    """Return the name of line orientation ``orientation`` (helmet up or down)."""
    return tr(ORIENTATIONS[orientation])


def room_words(kind: int, orientation: int = 0, tr: Words = _) -> str:
    """Return a room kind's sides as a line laid ``orientation`` reads them, e.g. 'stairs→corridor'."""
    return f"{side_words(READ_ENTRY[orientation][kind], tr)}→{side_words(READ_EXIT[orientation][kind], tr)}"


def card_words(card: int, tr: Words = _) -> str:
    """Return a card type as a player names it: 'stairs→corridor room', 'dragon' or 'knight'."""
    if card == DRAGON:
        return tr(N_("dragon"))
    if card == KNIGHT:
        return tr(N_("knight"))
    # TRANSLATORS: {sides} is a room's sides, e.g. "stairs→corridor"
    return tr(N_("{sides} room")).format(sides=f"{side_words(ENTRY[card], tr)}→{side_words(EXIT[card], tr)}")


def action_words(action: int, tr: Words = _, names: Sequence[str] | None = None) -> str:
    """Return a short description of ``action`` (lines counted from 1; a rival by ``names``, else by seat number
    from 1); raise ValueError."""
    d = A.decode(action)
    if d.kind == "end":
        return tr(N_("end the turn"))
    if d.kind == "discard":
        return tr(N_("discard a dragon") if d.card == DRAGON else N_("discard a knight"))
    if d.kind == "new":
        return tr(N_("start a new line ({orientation}) with a {room} room")).format(
            orientation=orientation_words(d.orientation, tr), room=room_words(d.card, 0, tr))
    if d.kind == "add":
        return tr(N_("add a {room} room to line {line}")).format(room=room_words(d.card, 0, tr), line=d.line + 1)
    if d.kind == "dragon" and names is not None:  # "line 2 of seat 2" named no one a player knows (playtest 142)
        return tr(N_("play a dragon on {player}'s line {line}")).format(player=names[d.seat], line=d.line + 1)
    if d.kind == "dragon":
        return tr(N_("play a dragon on line {line} of seat {seat}")).format(line=d.line + 1, seat=d.seat + 1)
    return tr(N_("play a knight on line {line}")).format(line=d.line + 1)


# the parameters that are codes, and how each is worded
_WORDED: dict[str, Callable[[int, Words], str]] = {
    "card": card_words,
    "room": lambda kind, tr: room_words(kind, 0, tr),
    "exit": side_words,
    "entry": side_words,
    "orientation": orientation_words,
    "play": action_words,
}


def _say(reason: Reason, tr: Words, names: Sequence[str] | None = None) -> str:
    params = {key: (action_words(int(value), tr, names) if key == "play" else
                    _WORDED[key](int(value), tr) if key in _WORDED else value)
              for key, value in reason.params.items()}
    if "way" in reason.params:  # a room named as the line it fits reads it, as the hand shows it (five playtests)
        params["room"] = room_words(int(reason.params["room"]), int(reason.params["way"]), tr)
    return tr(TEXTS[reason.code]).format(**params)


def reason_words(reason: Reason, names: Sequence[str] | None = None) -> str:
    """Return why a play is refused, in the player's language (the seats named by ``names`` where given)."""
    return _say(reason, _, names)


def english(reason: Reason) -> str:
    """Return why a play is refused, in English (the engine's message)."""
    return _say(reason, _same)


__all__ = ["ORIENTATIONS", "SIDES", "TEXTS", "action_words", "card_words", "english", "orientation_words",
           "reason_words", "room_words", "side_words"]
