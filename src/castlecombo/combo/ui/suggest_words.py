"""What Suggest says at the table, in words: a take, its points now and later, a face-up alternative, and why an
estimate fell since the seat's last hint."""

from __future__ import annotations

from typing import NamedTuple

from castlecombo.combo.ai.suggest import Suggestion
from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.decision import best_total
from castlecombo.combo.engine.position_rule import PositionRule
from castlecombo.combo.engine.scrolls import SCROLL_RULES
from castlecombo.combo.engine.state import FACE_DOWN_GOLD, FACE_DOWN_KEYS, TAKE, GameState
from castlecombo.combo.engine.tableau import TABLEAU_CARDS
from castlecombo.combo.ui.lit_spaces import drop_points
from castlecombo.combo.ui.narration import card_title
from castlecombo.i18n import _, ngettext


def later_words(before: GameState, after: GameState, take: A.Take) -> str:
    """Return what the card taken face up by ``take`` may still score where it goes, by its position scroll, once
    the 3×3 is set ("Astronomer: 8 more if in the left column, once your 3×3 is set"), or "" (a playtest read
    "+0 points now" as a poor move where the card would score 8 in the column it was headed for)."""
    card = before.displays[before.messenger][take.slot]
    rule = SCROLL_RULES[card] if card >= 0 and not take.face_down else None
    if not isinstance(rule, PositionRule) or not rule.pending(after.players[before.current], take.position):
        return ""
    # TRANSLATORS: in Suggest's why: {where} is "if in the left column", "if in a corner"…
    return _("{card}: {n} more {where}, once your 3×3 is set").format(
        card=card_title(card), n=rule.points, where=rule.words())

def take_words(card: int, face_down: bool) -> str:
    """Return a take of ``card`` as Suggest says it ("Princess face up", "… face down (+6 gold, +2 keys)")."""
    if face_down:
        return _("{card} face down (+{gold} gold, +{keys} keys)").format(
            card=card_title(card), gold=FACE_DOWN_GOLD, keys=FACE_DOWN_KEYS)
    return _("{card} face up").format(card=card_title(card))


def now_words(n: int) -> str:
    """Return the points a move makes at once, as Suggest says them ("+10 points now")."""
    return ngettext("{n:+d} point now", "{n:+d} points now", abs(n)).format(n=n)


def answers_differ(state: GameState, action: int) -> bool:
    """Return whether the card taken by ``action`` asks its player a question whose answers make different points
    at once (each answered at best after it)."""
    after = state.clone()
    after.apply(action)
    if after.phase == TAKE or after.current != state.current or after.is_over:
        return False
    totals = set()
    for answer in after.legal_actions():
        then = after.clone()
        then.apply(answer)
        totals.add(best_total(then, state.current, state.turn))
    return len(totals) > 1


def up_to_words(n: int) -> str:
    """Return the points a take makes at once at best, its card's question answered for points ("up to +14 points
    now, by the answer": playtest 136 read "+14 points now" and scored 11 with the answer suggested for the end; said
    only where the answers differ, playtest 139)."""
    # TRANSLATORS: Suggest's points now for a card whose ability asks a question: the most its answers give now
    # ("by the answer" read oddly, playtest 172)
    return ngettext("up to {n:+d} point now, depending on your answer",
                    "up to {n:+d} points now, depending on your answer", abs(n)).format(n=n)


class HintShown(NamedTuple):
    """A seat's hint as said: its decision, the seat's cards then, the final score said, the move suggested."""

    decision: int
    cards: int
    figure: int
    move: int


def face_up_words(shown: Suggestion | None, slot: int, up: int) -> str:
    """Return what the card of ``slot`` taken face up instead scores now (``up``) and at the end, against the
    take face down suggested (``shown``): "face up +12 now, about 3 points fewer at the end"."""
    fewer = [d for a, d in (shown.behind if shown is not None else ())
             if A.is_take(a) and not A.take_parts(a).face_down and A.take_parts(a).slot == slot]
    if not fewer:  # not played out: not among the moves worth it
        # TRANSLATORS: in Suggest's why of a take face down: the card face up scores more now, and the AI
        # expects less at the end that way (a playtest saw "+10 points now" face up and wondered)
        return _("face up {n:+d} now, less at the end").format(n=up)
    k = round(min(fewer))
    if k < 1:
        # "face up +12 now, less at the end" gave up 10 points with no reason, and the review then called face up
        # as good (playtest 129): the two come to the same within a point
        # TRANSLATORS: in Suggest's why of a take face down: face up scores more now, and about as much at the end
        return _("face up {n:+d} now, about as many at the end").format(n=up)
    # TRANSLATORS: in Suggest's why of a take face down: face up scores more now, and {k} points fewer at the end
    return ngettext("face up {n:+d} now, about {k} point fewer at the end",
                    "face up {n:+d} now, about {k} points fewer at the end", k).format(n=up, k=k)


def other_space_words(shown: Suggestion | None, take: A.Take, spaces: dict[int, int], points_now: int) -> str:
    """Return what the card of the take face up suggested (``take``, ``points_now``) scores on the space that makes
    most now (``spaces``: each lit space's points now), where that is more, and at the end: "on another space +10 now,
    about 4 points fewer at the end", or "" (playtest 293 saw +10 on a lit space beside a hint of +6, unsaid)."""
    others = {pos: n for pos, n in spaces.items() if pos != take.position and n > points_now}
    if take.face_down or not others:
        return ""
    best = max(others, key=others.__getitem__)
    fewer = [d for a, d in (shown.behind if shown is not None else ())
             if A.is_take(a) and A.take_parts(a) == (take.slot, False, best)]
    if not fewer:  # not played out: not among the moves worth it
        # TRANSLATORS: in Suggest's why of a take face up: the same card on another space scores more now, and
        # the AI expects less at the end that way; "on" ties it to the card named before ("another space" alone was
        # a riddle, playtest 340; "another lit space" misled: the spaces show their points once the card is picked)
        return _("on another space {n:+d} now, less at the end").format(n=others[best])
    k = round(fewer[0])
    if k < 1:
        # TRANSLATORS: in Suggest's why of a take face up: another space scores more now, about as much at the end
        return _("on another space {n:+d} now, about as many at the end").format(n=others[best])
    # TRANSLATORS: in Suggest's why of a take face up: another space scores more now, and {k} points fewer at the end
    return ngettext("on another space {n:+d} now, about {k} point fewer at the end",
                    "on another space {n:+d} now, about {k} points fewer at the end", k).format(n=others[best], k=k)


def lower_than_before(end: str, before: int, prior: HintShown, count: int, played: int) -> str:
    """Return Suggest's final score ``end`` with the higher figure said at the seat's last hint (``prior``, the seat
    holding ``count`` cards now) and what changed it: the moves made since without a hint, the move ``played`` then
    against the hint (the space alone when the card and its face were the hint's), else the cards alone."""
    not_followed = played != prior.move
    if count > prior.cards + 1:  # turns played since without a hint: the player's moves are part of why
        # (playtest 250 read "the cards since changed it" where the review charged four of her moves)
        # TRANSLATORS: after Suggest's final score when it is lower than at the player's previous hint, turns
        # ago: the moves the player made since without a hint, and the cards, changed it
        return _("{end} ({before} at your last hint: your moves since and the cards changed it)").format(
            end=end, before=before)
    if not_followed and A.is_take(played) and A.is_take(prior.move) \
            and A.take_parts(played)[:2] == A.take_parts(prior.move)[:2]:
        # the hint's card on another space: "your move then" read as blame for following it (playtest 291)
        # TRANSLATORS: after Suggest's final score when it is lower than at the player's previous hint, whose card
        # the player took but put on another space than the one suggested
        return _("{end} ({before} at your last hint: the space you chose then and the cards since changed it)").format(
            end=end, before=before)
    if not_followed:  # the move played is part of why (playtest 139 played another card and read that the cards
        # had changed it)
        # TRANSLATORS: after Suggest's final score when it is lower than at the player's previous hint, which
        # the player did not follow
        return _("{end} ({before} at your last hint: your move then and the cards since changed it)").format(
            end=end, before=before)
    # playtest 121 followed every hint and saw "about 72" fall to 61 with no word why: it is an estimate that the
    # cards taken and shown since have changed
    # TRANSLATORS: after Suggest's final score when it is lower than at the player's previous hint
    return _("{end} ({before} at your last hint: the cards since changed it)").format(end=end, before=before)


def best_take_now(state: GameState) -> tuple[int, int] | None:
    """Return the take in sight that scores most at once for the player to move, with its points now (its card's
    question answered at best: the lit spaces' figures), or None where there is no take."""
    base = state.score(state.current).total
    best: tuple[int, int] | None = None
    for slot in range(len(state.displays[state.messenger])):
        for face_down in (False, True):
            for position, n in drop_points(state, slot, face_down, base).items():
                if best is None or n > best[1]:
                    best = (A.take(slot, position, face_down), n)
    return best


OTHER_CARD_MARGIN = 3  # points now by which another card must beat a take suggested to be named beside it
# beside a card taken face down, any other card that scores more now is named: taking none for its points is the
# move a newcomer doubts most ("why face down, with 21 gold?", playtest 314)
FACE_DOWN_MARGIN = 1


def instead_words(state: GameState, shown: Suggestion, brief: bool = False,
                  best: tuple[int, int] | None = None) -> str:
    """Return, for a key use suggested (``shown``), what the take in sight that scores most at once would make now
    and at the end against it ("Most points now: Patron face up, +12 points now, about 3 points fewer at the end";
    ``brief``: now alone), or "" where no take scores at once or none more than the key's way with the take known
    after it (playtest 291 followed a refresh over a sure +12, unsaid); for a take suggested, the same where another
    card scores ``OTHER_CARD_MARGIN`` points more now (``FACE_DOWN_MARGIN`` beside a take face down; ``best``:
    :func:`best_take_now` of ``state`` where already found).
    Not "best card in sight": that read as a better move than the one suggested (playtest 299)."""
    best = best if best is not None else best_take_now(state)
    if best is None:
        return ""
    action, n = best
    if A.is_take(shown.action):  # another card, by a clear margin (the same card elsewhere is said in the why)
        suggested = A.take_parts(shown.action)
        margin = FACE_DOWN_MARGIN if suggested.face_down else OTHER_CARD_MARGIN
        if A.take_parts(action).slot == suggested.slot or n - shown.points_now < margin:
            return ""
    elif n <= max(0, shown.points_now + (shown.then.points_now if shown.then is not None else 0)):
        return ""  # the key's way scores as much now, its take after the Messenger's move counted (playtest 322 read
        # "Most points now: Bombardier, +5" beside a key then a Lookout making +11 on the last turn)
    take = A.take_parts(action)
    move = take_words(state.displays[state.messenger][take.slot], take.face_down)
    if brief:  # where room is short (playtest 295 at 1109x624 and 125 % read the key's hint with no card to weigh)
        # TRANSLATORS: after Suggest's line for a key use, where room is short: the card in sight that scores most
        # at once and its points now
        return _("Most points now: {move}, {now}.").format(move=move, now=now_words(n))
    same_card = [d for a, d in shown.behind if A.is_take(a) and A.take_parts(a)[:2] == take[:2]]
    if not same_card:  # not played out: not among the moves worth it
        # TRANSLATORS: after Suggest's line for a key use: the card in sight that scores most at once, its points
        # now, and that the AI expects less at the end with it than with the suggestion ("less at the end"
        # alone, than what, playtest 330)
        return _("Most points now: {move}, {now}, less at the end than the suggestion.").format(
            move=move, now=now_words(n))
    k = round(min(same_card))
    if k < 1:
        # TRANSLATORS: after Suggest's line for a key use: the card in sight that scores most at once, its points
        # now, and about as many at the end as the suggestion ("as many" as what, playtest 330)
        return _("Most points now: {move}, {now}, about as many at the end as the suggestion.").format(
            move=move, now=now_words(n))
    # TRANSLATORS: after Suggest's line for a key use: the card in sight that scores most at once, its points now,
    # and {k} points fewer expected at the end than with the suggestion ("+9 now, 5 fewer at the end" on a last
    # turn read as a contradiction, playtest 330)
    return ngettext("Most points now: {move}, {now}, about {k} point fewer at the end than the suggestion.",
                    "Most points now: {move}, {now}, about {k} points fewer at the end than the suggestion.",
                    k).format(
        move=move, now=now_words(n), k=k)


def estimate_words(s: GameState, action: int, count: int, taking: bool, n: int) -> str:
    """Return the final score ``n`` that Suggest expects after ``action`` in ``s`` in words, as fits the player's
    ``count`` cards and whether the move is a take (``taking``): plainly on the last decision, an average after a
    refresh on the last turn, else if the player plays on as the AI would."""
    key_move = s.phase == TAKE and action == A.KEY_MOVE
    if count + taking >= TABLEAU_CARDS or (key_move and count + 1 >= TABLEAU_CARDS):
        # the last decision, or a Messenger moved on the last turn, whose line already says that the card
        # suggested after it is taken ("…then the card suggested after it: about 70 at the end with the card
        # suggested next" said it twice, playtest 115)
        # TRANSLATORS: the final score Suggest expects for the player it advises, on their last turn
        return ngettext("about {n} point at the end", "about {n} points at the end", n).format(n=n)
    if s.phase == TAKE and count + 1 >= TABLEAU_CARDS and action == A.KEY_REFRESH:
        # "…if you then take the card the AI would" read as convoluted (playtest 108): the cards to come are not
        # known, so the figure is an average
        # TRANSLATORS: the final score Suggest expects after a key spent to refresh a row on the player's
        # last turn, taking the best of the new cards: an average, as they are not known yet
        return ngettext("about {n} point at the end on average over the cards it may bring",
                        "about {n} points at the end on average over the cards it may bring", n).format(n=n)
    # TRANSLATORS: the final score Suggest expects for the player it advises, following its advice and
    # playing on as the AI would (a playtest read "your expected final score: about 84" as a promise; "about 87
    # at the end" had no unit, playtest 115)
    return ngettext("about {n} point at the end if you play on as the AI would",
                    "about {n} points at the end if you play on as the AI would", n).format(n=n)


class Wording(NamedTuple):
    """How much a suggestion's line says: where room is short, the longest of :data:`WORDINGS` that fits."""

    why: int  # a take's why: 2 with the scrolls in brackets, 1 without them, 0 none
    full_end: bool  # the final score with its ifs and the last hint's figure, else plainly
    key_then: bool  # a key's "then the card suggested after it"
    brief_instead: bool  # the card scoring more now without what it would make at the end


# longest first; what a card scoring more now would make at the end goes last (playtest 314 took one said without
# it and lost 3.6), the why before the history of the estimate (315 lost both together at 150 %)
WORDINGS = (Wording(2, True, True, False), Wording(1, True, True, False), Wording(1, False, True, False),
            Wording(0, False, True, False), Wording(0, False, False, False), Wording(0, False, False, True))


def key_line(s: GameState, found: Suggestion, end: str, take: A.Take | None, then: bool = True) -> str:
    """Return Suggest's line for the key use ``found``: the key, its points now, the take suggested after it
    (``take``, after a Messenger moved) or that one will be (unless not ``then``), and the final score expected
    (``end``)."""
    if found.action == A.KEY_MOVE:
        move = (_("spend a key to send the Messenger to the Castle") if s.messenger == 1
                else _("spend a key to send the Messenger to the Village"))
    else:
        move = (_("spend a key to refresh the Castle row") if s.messenger == 0
                else _("spend a key to refresh the Village row"))
    if found.points_now:  # a key kept scores: spending it costs a point, more with a card that counts keys
        # (playtest 127 lost 2 points to a suggested key, unsaid)
        move = f"{move} ({now_words(found.points_now)})"
    if take is not None:
        next_move = take_words(s.displays[1 - s.messenger][take.slot], take.face_down)  # the row it moves to
        # TRANSLATORS: Suggest's line for a key that moves the Messenger, the take suggested after it ("Templar
        # face up"), then the final score expected (playtest 121: "then the card suggested after it" said not
        # which)
        return _("Suggestion: {move}, then {next}: {end}.").format(move=move, next=next_move, end=end)
    if not then:
        # TRANSLATORS: Suggest's line for a key use where room is short: the key, then the final score expected
        return _("Suggestion: {move}: {end}.").format(move=move, end=end)
    # TRANSLATORS: Suggest's line for a key use, then the final score expected; the card to take is suggested
    # once the key is spent ("then take a card" did not say which, a playtest)
    return _("Suggestion: {move}, then the card suggested after it: {end}.").format(move=move, end=end)
