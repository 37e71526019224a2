"""The words of a game's review in the player's language: a move ("Beekeeper, face up · Middle right"),
the expected loss, and the one-line summary. (The ``review`` command keeps its English words:
combo/ai/review.move_words.)"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from castlecombo.combo.ai.review import Review, key_follow_up, neighbour
from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.catalog import CARDS
from castlecombo.combo.engine.state import GameState
from castlecombo.combo.engine.tableau import card_of, is_face_down
from castlecombo.combo.ui.market_view import key_move_label, key_refresh_label
from castlecombo.i18n import N_, _, decimal, ngettext
from castlecombo.kit import draw
from castlecombo.storage.records import SeatConfig

# the same words as the score pad's rows (one translation for both)
SPACE_WORDS = ((N_("Top left"), N_("Top middle"), N_("Top right")),
               (N_("Middle left"), N_("Centre"), N_("Middle right")),
               (N_("Bottom left"), N_("Bottom middle"), N_("Bottom right")))  # say with _()
COSTLY = 0.05  # points: a turn that cost less is as good as the best move found


# a space outside the final 3x3 tableau, by the card beside it then (in the order of review.BESIDE)
BESIDE_WORDS = (N_("left of {card}"), N_("right of {card}"), N_("above {card}"), N_("below {card}"))  # say with _()


def outside_final(final: GameState, seat: int, position: int) -> bool:
    """Return whether field ``position`` lies outside ``seat``'s final 3x3 tableau."""
    p = final.players[seat]
    r, c = A.field_rc(position)
    return not (0 <= r - p.minr < 3 and 0 <= c - p.minc < 3)


def space_words(final: GameState, seat: int, position: int, before: GameState | None = None,
                beside: bool = False) -> str:
    """Return the space ``position`` of the field as a place in ``seat``'s final 3x3 tableau ("Middle right");
    a space that tableau does not cover is named by the card beside it in ``before`` ("right of Beekeeper"), and
    with ``beside`` any space is, after its final place if it has one ("Middle left (above Templar)"); on a
    tableau still empty the space is the first card's, wherever that card ends."""
    if before is not None and before.players[seat].count == 0:
        # TRANSLATORS: where the review says a card went on a tableau still empty (any space there is the same)
        return _("first card")
    p = final.players[seat]
    r, c = A.field_rc(position)
    r, c = r - p.minr, c - p.minc
    inside = 0 <= r < 3 and 0 <= c < 3
    near = neighbour(before, seat, position) if before is not None and (beside or not inside) else None
    if inside and near is None:
        return _(SPACE_WORDS[r][c])
    if near is not None:
        value, k = near
        title = _("a card face down") if is_face_down(value) else CARDS[card_of(value)].title
        by_card = _(BESIDE_WORDS[k]).format(card=title)
        if inside:  # its final place too: "above Templar" alone stood out among "Middle left"s (playtest 141)
            # TRANSLATORS: a space in the review: its place in the final tableau, then the card beside it then
            return _("{space} ({beside})").format(space=_(SPACE_WORDS[r][c]), beside=by_card)
        return by_card
    # TRANSLATORS: where a move would have put a card: a space the final 3x3 tableau does not cover
    return _("outside the final tableau")


def move_words(before: GameState, action: int, seat: int, final: GameState, beside: bool = False) -> str:
    """Return the first decision ``action`` of a turn played from ``before`` in the player's words (its space named
    by the card beside it with ``beside``: see :func:`space_words`)."""
    if action == A.KEY_MOVE:
        return key_move_label(1 - before.messenger)
    if action == A.KEY_REFRESH:
        return key_refresh_label(before.messenger)
    slot, face_down, position = A.take_parts(action)
    card = CARDS[before.displays[before.messenger][slot]].title
    space = space_words(final, seat, position, before, beside)
    if face_down:
        # TRANSLATORS: a move in the review: the card taken face down, then the space of the tableau
        return _("{card}, face down · {space}").format(card=card, space=space)
    # TRANSLATORS: a move in the review: the card bought face up, then the space of the tableau
    return _("{card}, face up · {space}").format(card=card, space=space)


def best_move_words(before: GameState, action: int, seat: int, final: GameState) -> str:
    """Return the best move found in the player's words, with the card to take after moving the Messenger."""
    words = move_words(before, action, seat, final)
    if action == A.KEY_REFRESH:  # the cards it brings were hidden from the seat: none can be named
        # TRANSLATORS: the review's best move after a key refreshes a display, whose new cards were not seen
        return then_words(words, _("the best of the new cards"))
    if action != A.KEY_MOVE:
        return words
    after, take = key_follow_up(before, seat)
    return then_words(words, move_words(after, take, seat, final))


def then_words(key: str, move: str) -> str:
    """Return a turn begun with a key in words: the key's use, then the card taken."""
    # TRANSLATORS: a turn in the review that began with a key: the key's use, then the card taken
    return _("{key}, then {move}").format(key=key, move=move)


def then_split(words: str) -> tuple[str, str] | None:
    """Return a turn begun with a key in words as (the key's use up to its "then", the card taken);
    None for any other move."""
    template = then_words("\0", "\1")
    key_at, move_at = template.find("\0"), template.find("\1")
    if not 0 <= key_at < move_at:
        return None
    between = template[key_at + 1:move_at]  # ", then " in the language of the words
    cut = words.find(between)
    if cut < 0:
        return None
    return words[:cut + len(between)].rstrip(), words[cut + len(between):].strip()


def move_lines(words: str, f: pygame.font.Font, width: int) -> list[str]:
    """Return a move's words in lines no wider than ``width``; a turn begun with a key breaks after its
    "then" ("Key: Messenger to Village, then" / "Beekeeper, face up · centre") when that part fits a line."""
    lines = draw.wrap(words, f, width)
    split = then_split(words) if len(lines) > 1 else None
    if split is None or f.size(split[0])[0] > width:
        return lines
    return [split[0], *draw.wrap(split[1], f, width)]


def _paid(before: GameState, after: GameState, seat: int) -> int:
    """Return the gold ``seat`` paid for the cards it bought from ``before`` to ``after``."""
    if after.actions[:len(before.actions)] != before.actions:
        return 0
    s, paid = before.clone(), 0
    for action in after.actions[len(before.actions):]:
        if A.is_take(action) and s.current == seat and not A.take_parts(action).face_down:
            paid += s.price(seat, s.displays[s.messenger][A.take_parts(action).slot])
        s.apply(action)
    return paid


def gains_words(before: GameState, after: GameState, seat: int) -> str:
    """Return what ``seat`` had at once from ``before`` to ``after`` ("+3 points, -2 gold"; "nothing")."""
    return gains_said(gain_parts(before, after, seat))


def gains_said(parts: list[str]) -> str:
    """Return the parts of :func:`gain_parts` as one phrase ("nothing" for none)."""
    # TRANSLATORS: a move that brought no points, gold or keys at once, in the review's legend
    return ", ".join(parts) or _("nothing")


def gain_parts(before: GameState, after: GameState, seat: int) -> list[str]:
    """Return what ``seat`` had at once from ``before`` to ``after``, the points first where they changed."""
    b, a = before.players[seat], after.players[seat]
    points = after.score(seat).total - before.score(seat).total
    parts = []
    if points:
        # TRANSLATORS: what a move brought at once, in the review's legend ("+3 points, -2 gold, +1 key")
        parts.append(ngettext("{n:+d} point", "{n:+d} points", abs(points)).format(n=points))
    paid = _paid(before, after, seat)
    if paid and a.gold == b.gold:  # "+0 gold after paying 3" read as a typo (playtest 314)
        # TRANSLATORS: what a move brought at once in the review's legend: the card's price, paid and gained back
        parts.append(ngettext("{paid} gold paid and gained back", "{paid} gold paid and gained back",
                              paid).format(paid=paid))
    elif paid and a.gold - b.gold + paid > 0:  # the net: "+5 gold" beside the log's "for 3: +8 gold" (pt 159)
        # TRANSLATORS: what a move brought at once in the review's legend: the gold, net of the price paid
        parts.append(ngettext("{n:+d} gold after paying {paid}", "{n:+d} gold after paying {paid}",
                              abs(a.gold - b.gold)).format(n=a.gold - b.gold, paid=paid))
    elif a.gold != b.gold:
        parts.append(ngettext("{n:+d} gold", "{n:+d} gold", abs(a.gold - b.gold)).format(n=a.gold - b.gold))
    if a.keys != b.keys:
        parts.append(ngettext("{n:+d} key", "{n:+d} keys", abs(a.keys - b.keys)).format(n=a.keys - b.keys))
    return parts


def loss_words(loss: float) -> str:
    """Return an expected loss in points as the list shows it under "Expected loss (points)": "3.2" (a minus
    sign there read as a gain), "" when the move was as good."""
    return "" if loss < COSTLY else decimal(loss)


def addressed(seats: Sequence[SeatConfig], seat: int) -> bool:
    """True if the review speaks to ``seat`` as "you": the only seat a person played."""
    return [i for i, s in enumerate(seats) if s.kind == "human"] == [seat]


def summary(review: Review, seats: Sequence[SeatConfig], hints: int = 0, lost: bool = False) -> str:
    """Return the one-line summary: about how many points the seat left on the table, most in which turn (or that
    it played as the AI would, with the ``hints`` it was shown: playtest 146's child followed one each turn, and the
    review praised him alone; and, where the seat ``lost``, that no move of its was to blame: playtest 319 followed
    every hint, lost 81 to 95, and read only praise)."""
    you = addressed(seats, review.seat)
    name = seats[review.seat].name
    costliest = review.costliest(1)
    # the losses the list shows, as it shows them: the line adds up to the column under it
    # a half rounded up, as a player adding the column does (4.6 and 1.9 said "about 6", playtest 291)
    total = math.floor(sum(round(t.expected_loss, 1) for t in review.turns if loss_words(t.expected_loss)) + 0.5 + 1e-9)
    if not costliest or total < 1:
        return _as_well_as_the_ai(name if not you else None, hints, lost)
    turn = costliest[0].turn
    most = loss_words(costliest[0].expected_loss)
    tied = [t.turn for t in review.costliest(2) if loss_words(t.expected_loss) == most]
    if len(tied) == 2:  # two turns of the same loss as the list shows it: both named (playtest 274 saw "most in turn
        first, other = sorted(tied)  # 8" beside 2,0 and 2,0)
        if you:
            # TRANSLATORS: the review's summary where two turns cost the same, the most
            return ngettext("You left about {n} point on the table; most in turns {turn} and {other}.",
                            "You left about {n} points on the table; most in turns {turn} and {other}.",
                            total).format(n=total, turn=first, other=other)
        return ngettext("{player} left about {n} point on the table; most in turns {turn} and {other}.",
                        "{player} left about {n} points on the table; most in turns {turn} and {other}.",
                        total).format(player=name, n=total, turn=first, other=other)
    if you:
        return ngettext("You left about {n} point on the table; most in turn {turn}.",
                        "You left about {n} points on the table; most in turn {turn}.", total).format(
            n=total, turn=turn)
    return ngettext("{player} left about {n} point on the table; most in turn {turn}.",
                    "{player} left about {n} points on the table; most in turn {turn}.", total).format(
        player=name, n=total, turn=turn)


def costly_keys(review: Review) -> str:
    """Return the keys that open the costliest turns ("1", "1 2" or "1 2 3"), or "" when none cost anything."""
    return " ".join(str(r) for r in range(1, min(3, len(review.costliest(3))) + 1))


def _as_well_as_the_ai(name: str | None, hints: int, lost: bool) -> str:
    """Return the summary of a game played as well as the AI could find, said to "you" (``name`` None) or of
    ``name``, with the ``hints`` shown, and that the loss was not a move's fault where the seat ``lost``."""
    if lost:
        if hints and name is None:
            # TRANSLATORS: the review's summary when every move was as good as the AI's (hints shown) and the game lost
            return ngettext("You played as well as the AI could find on every turn, with {n} hint, and still lost: "
                            "no move of yours was to blame.",
                            "You played as well as the AI could find on every turn, with {n} hints, and still lost: "
                            "no move of yours was to blame.", hints).format(n=hints)
        if hints:
            return ngettext("{player} played as well as the AI could find on every turn, with {n} hint, and still "
                            "lost: no move of theirs was to blame.",
                            "{player} played as well as the AI could find on every turn, with {n} hints, and still "
                            "lost: no move of theirs was to blame.", hints).format(player=name, n=hints)
        if name is None:
            return _("You played as well as the AI could find on every turn and still lost: no move of yours was to "
                     "blame.")
        return _("{player} played as well as the AI could find on every turn and still lost: no move of theirs was "
                 "to blame.").format(player=name)
    if hints and name is None:
        # TRANSLATORS: the review's summary when every move was as good as the AI's, hints (Suggest, H) shown
        return ngettext("You played as well as the AI could find on every turn, with {n} hint.",
                        "You played as well as the AI could find on every turn, with {n} hints.", hints).format(
            n=hints)
    if hints:
        return ngettext("{player} played as well as the AI could find on every turn, with {n} hint.",
                        "{player} played as well as the AI could find on every turn, with {n} hints.",
                        hints).format(player=name, n=hints)
    if name is None:
        return _("You played as well as the AI could find on every turn.")
    return _("{player} played as well as the AI could find on every turn.").format(player=name)
