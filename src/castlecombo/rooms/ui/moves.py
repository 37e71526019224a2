"""Where a card from the hand may go, asked of the engine: lit targets, their actions, and why not.

A *target* is a place on the table a card can be dropped on: the end of a line (a room is
added there, a dragon set there, or a knight sent against the dragon there), the space for a
new line, or the discard pile (a dragon or knight its holder cannot play, with three cards or more).
Every answer comes from ``state.legal_actions()`` and ``state.problem()``; nothing here decides
a rule.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

from castlecombo.i18n import N_, _
from castlecombo.rooms.engine import actions as A
from castlecombo.rooms.engine.deck import DRAGON, KNIGHT, N_KINDS
from castlecombo.rooms.engine.state import GameState
from castlecombo.rooms.reason_texts import reason_words


@dataclass(frozen=True)
class Target:
    """A place a card can be dropped on: ``kind`` "line" (seat, line), "new" (seat) or "discard"."""

    kind: str
    seat: int = -1
    line: int = -1


DISCARD = Target("discard")


def new_line(seat: int) -> Target:
    """Return the target 'a new line of ``seat``'."""
    return Target("new", seat)


def line_end(seat: int, line: int) -> Target:
    """Return the target 'the right end of ``seat``'s ``line``'."""
    return Target("line", seat, line)


def is_room(card: int) -> bool:
    """Return whether card type ``card`` is a room (not a dragon or a knight)."""
    return 0 <= card < N_KINDS


def targets(state: GameState, card: int, orientation: int) -> dict[Target, int]:
    """Return the lit targets of ``card`` from the hand of the player to move, each with its engine action.

    A new line takes ``orientation`` when the rules leave it free, else the one they require.
    """
    out: dict[Target, int] = {}
    if state.is_over:
        return out
    p = state.current
    for action in state.legal_actions():
        d = A.decode(action)
        if d.card != card:
            continue
        if d.kind in ("add", "knight"):
            out[line_end(p, d.line)] = action
        elif d.kind == "dragon":
            out[line_end(d.seat, d.line)] = action
        elif d.kind == "discard":
            out[DISCARD] = action
        elif d.kind == "new" and (d.orientation == orientation or new_line(p) not in out):
            out[new_line(p)] = action
    return out


def one_way(state: GameState, card: int) -> int | None:
    """Return the orientation a room ``card`` of the hand of the player to move lies in wherever it may be laid now
    (a line's, or a new line's the rules require); for a room that fits nowhere, the one all the player's open lines
    share; None where it may lie either way."""
    p = state.current
    ways = set()
    for action in state.legal_actions():
        d = A.decode(action)
        if d.card == card and d.kind == "add":
            ways.add(state.lines[p][d.line].orientation)
        elif d.card == card and d.kind == "new":
            ways.add(d.orientation)
    if not ways:
        ways = {line.orientation for line in state.lines[p] if not line.dragon}
    return ways.pop() if len(ways) == 1 else None


def playable(state: GameState, hand: Sequence[int], turned: Callable[[int], bool]) -> list[int]:
    """Return the indexes of the ``hand``'s cards that can go somewhere now (``turned(i)``: card i helmet down)."""
    return [i for i, card in enumerate(hand) if targets(state, card, int(turned(i)))]


def new_line_orientations(state: GameState, card: int, legal: Collection[int] | None = None) -> list[int]:
    """Return the orientations a new line started with ``card`` may take now (none, one, or both); ``legal``:
    the legal actions, when the caller has them already."""
    legal = state.legal_actions() if legal is None else legal
    return [o for o in (0, 1) if is_room(card) and A.new_line(card, o) in legal]


def way_set(state: GameState, seat: int) -> bool:
    """True once ``seat`` has started its first line: every room it lays from then on lies its line's way (a later
    line's way is the opposite of the one before), so no room of its hand is ever turned by hand again."""
    return state.last_orientation[seat] >= 0


def refusal(state: GameState, card: int, target: Target, orientation: int, names: Sequence[str]) -> str:
    """Return why ``card`` may not go on ``target`` now, in words (the engine's reason where it has one;
    a rival's line is named by ``names``, not by a seat number)."""
    p = state.current
    action: int | None = None
    if target.kind == "discard":
        if is_room(card):
            return _("rooms are never discarded: a room always fits a line or starts a new one")
        action = A.discard(card)
    elif target.kind == "new":
        if not is_room(card):
            return _("only a room starts a new line")
        if target.seat != p:
            return _("a new line is started among your own lines")
        action = A.new_line(card, orientation)
    elif card == DRAGON:
        action = A.dragon(target.seat, target.line)
    elif target.seat != p:
        return (_("a knight fights a dragon on one of your own lines") if card == KNIGHT
                else _("rooms are added to your own lines"))
    elif card == KNIGHT:
        action = A.knight(target.line)
    else:
        action = A.add_room(card, target.line)
    reason = state.problem(action)
    if reason is None:
        return ""
    if reason.code == "already_blocked":
        return _("{player}'s line {line} already carries a dragon").format(player=names[target.seat],
                                                                          line=target.line + 1)
    play = A.decode(int(reason.params["play"])) if reason.code == "discard_has_play" else None
    if play is not None and play.kind == "dragon" and card == DRAGON:  # the rival by name, not "seat 2" (playtest 113)
        places = sum(1 for a in state.legal_actions() if A.DRAGON_BASE <= a < A.KNIGHT_BASE)
        # TRANSLATORS: a dragon refused on the discard pile: it has plays, the lit rival lines, one named (one line
        # named alone read as the only place, playtest 114)
        words = (_("only a dragon or knight you cannot play is discarded, and this dragon can go on any lit rival "
                   "line, such as {player}'s line {line}") if places > 1 else
                 # TRANSLATORS: a dragon refused on the discard pile: it has a play, on the named rival's line
                 _("only a dragon or knight you cannot play is discarded, and this dragon can go on {player}'s line "
                   "{line}"))
        return words.format(player=names[play.seat], line=play.line + 1)
    return reason_words(reason, names)


def target_of(state: GameState, action: int) -> Target:
    """Return the target a card-playing ``action`` of the player to move goes onto; raise ValueError for the end
    of a turn."""
    d = A.decode(action)
    if d.kind == "end":
        raise ValueError("ending the turn plays no card")
    if d.kind == "discard":
        return DISCARD
    if d.kind == "new":
        return new_line(state.current)
    return line_end(d.seat if d.kind == "dragon" else state.current, d.line)


def end_turn_problem(state: GameState) -> str | None:
    """Return why the turn cannot end now (the engine's reason, in words), or None when it may."""
    reason = state.problem(A.END_TURN)
    return reason_words(reason) if reason is not None else None


# what a dragon or knight let go on no target says: (only the discard pile lit, nothing lit, a line lit)
_MISSED = {
    DRAGON: (N_("drop the dragon on the lit discard pile: no rival's line can take it now"),
             N_("a dragon goes on the end of a rival's line, and no rival's line can take one now"),
             N_("a dragon goes on the lit end of a rival's line")),
    KNIGHT: (N_("drop the knight on the lit discard pile: none of your lines carries a dragon"),
             N_("a knight goes on your own line that carries a dragon, and none of yours carries one now"),
             N_("a knight goes on the lit end of your own line that carries a dragon")),
}


def missed(card: int, lit: Collection[Target]) -> str:
    """Return what to say when ``card`` is let go on no target: where this kind of card goes, the
    ``lit`` targets of the moment named (the discard pile only when it is lit)."""
    if card not in _MISSED:  # "put", said of a click too; a new line named only when one may start (playtest 197)
        to_line, to_new = (any(t.kind == kind for t in lit) for kind in ("line", "new"))
        if to_new and not to_line:
            return _("put the room on the lit space of a new line")
        return (_("put the room on a lit space: the end of one of your lines or a new line") if to_new
                else _("put the room on the lit end of one of your lines"))
    on_discard, nowhere, on_line = _MISSED[card]
    if any(t.kind == "line" for t in lit):
        return _(on_line)
    return _(on_discard) if DISCARD in lit else _(nowhere)


__all__ = ["DISCARD", "Target", "end_turn_problem", "is_room", "line_end", "missed", "new_line",
           "new_line_orientations", "refusal", "target_of", "targets"]
