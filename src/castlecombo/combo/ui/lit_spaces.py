"""What placing a held display card on each lit space of the tableau scores, brings and costs the other cards:
the numbers the lit spaces and Suggest's words are made of (the engine's answers, worked out on copies)."""

from __future__ import annotations

from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.catalog import CARDS, INDEX_BY_NAME
from castlecombo.combo.engine.decision import best_outcome
from castlecombo.combo.engine.position_rule import PositionRule
from castlecombo.combo.engine.scoring import CardScore
from castlecombo.combo.engine.scrolls import SCROLL_RULES
from castlecombo.combo.engine.state import GameState
from castlecombo.combo.ui.score_change import scores_own_purse
from castlecombo.combo.ui.space_words import SpaceNotes
from castlecombo.i18n import _


def drop_points(s: GameState, slot: int, face_down: bool, base: int,
                notes: SpaceNotes | None = None) -> dict[int, int]:
    """Return the legal positions for display ``slot`` of the player to move in ``s`` (the engine's), each
    with the score it would reach less ``base``; fill ``notes`` (if given) with the card of the tableau that
    loses most there, in words ("Barbarian −10"), the gold the card brings there (its price left aside:
    "+0 points now" on a card giving 4 gold read as worthless, a playtest) and the points of its position
    scroll still possible there."""
    seat = s.current
    out: dict[int, int] = {}
    before = s.score(seat).cards if notes is not None else []
    card = s.displays[s.messenger][slot]
    had = s.players[seat].gold - (0 if face_down or card < 0 else s.price(seat, card))
    rule = SCROLL_RULES[card] if card >= 0 and not face_down else None
    for action in s.legal_actions():
        if not A.is_take(action):
            continue
        take = A.take_parts(action)
        if take.slot == slot and take.face_down == face_down:
            after = s.clone()
            after.apply(action)
            total, gold_after = best_outcome(after, seat, s.turn)
            out[take.position] = total - base
            if notes is None:
                continue
            if gold_after > had:
                notes.gold[take.position] = gold_after - had
            if loss := biggest_loss(before, after.score(seat).cards):
                notes.losses[take.position] = loss
            if isinstance(rule, PositionRule) and rule.pending(after.players[seat], take.position):
                notes.later[take.position], notes.where = rule.points, rule.words()
            elif isinstance(rule, PositionRule) and not rule.possible(after.players[seat], take.position):
                notes.never[take.position] = rule.points
    return out


def biggest_loss(before: list[CardScore], after: list[CardScore]) -> str:
    """Return the card that scores fewer points ``after`` than ``before`` by most, with its loss ("Barbarian −10"),
    or "" if none does: a lit space said "−6 points now" and nothing of why (a family playtest).

    Cards scoring the gold on their own purse lose only what their purses lose together: leftover gold that
    moves from one purse to a new one costs nothing ("Beekeeper −8" on a +4 space read as a loss, a playtest)."""
    now = {c.card: c.points for c in after if c.card}
    pooled = (sum(c.points for c in after if scores_own_purse(c)) -
              sum(c.points for c in before if scores_own_purse(c)))
    drops = []
    for c in before:
        if c.card:
            drop = c.points - now.get(c.card, c.points)
            drops.append((min(drop, -pooled), True, c.card) if scores_own_purse(c) else (drop, False, c.card))
    drop, purse, name = max(drops, default=(0, False, ""))
    if drop <= 0:
        return ""
    if purse:  # the gold paid leaves less to fill the purses at the end: "Beekeeper −4" on every space of a card
        # that goes nowhere near it read as the new card hurting the Beekeeper (playtest 294)
        # TRANSLATORS: on a lit space: the points the gold on the tableau's purses loses there (the price paid)
        return _("purse gold −{n}").format(n=drop)
    return f"{CARDS[INDEX_BY_NAME[name.casefold()]].title} −{drop}"
