"""Why a move scores what it does now: which cards of the tableau gain or lose points, in a player's words."""

from __future__ import annotations

from castlecombo.combo.cardtext import scroll_text
from castlecombo.combo.engine.catalog import CARDS, INDEX_BY_NAME
from castlecombo.combo.engine.scoring import CardScore, ScoreSheet
from castlecombo.combo.engine.scrolls import SCROLL_RULES
from castlecombo.i18n import _


def scores_own_purse(c: CardScore) -> bool:
    """Return whether the face-up card of ``c`` scores the gold on its own purse."""
    return c.card is not None and not c.face_down and CARDS[INDEX_BY_NAME[c.card.casefold()]].scroll.type == \
        "purse_gold"


def changes(before: ScoreSheet, after: ScoreSheet, most: int = 3) -> list[tuple[str, int]]:
    """Return up to ``most`` parts of the score that change from ``before`` to ``after``, largest first: a card's
    name in the player's language, the gold on purses (cards scoring their own purse's gold, counted together:
    gold moving from one purse to another is no change) or the keys, each with its change in points; then the
    rest of the change together, if any, so that the parts add up to it."""
    out: dict[str, int] = {}
    purses = 0
    for sheet, sign in ((before, -1), (after, 1)):
        for c in sheet.cards:
            if c.card is None:
                continue
            if scores_own_purse(c):
                purses += sign * c.points
            else:
                name = CARDS[INDEX_BY_NAME[c.card.casefold()]].title
                out[name] = out.get(name, 0) + sign * c.points
    # TRANSLATORS: in "why" a move scores now: the points of the purse cards, which score the gold on them
    # ("gold on purses +8" read as 8 gold where it was points, playtest 141)
    out[_("points for gold on purses")] = purses
    out[_("keys")] = after.key_points - before.key_points
    ranked = sorted(((name, n) for name, n in out.items() if n), key=lambda part: -abs(part[1]))
    rest = sum(n for _name, n in ranked[most:])
    # the parts said add up to the change: "+4 points now (Locksmith +7, gold on purses -6, keys +2)" did not
    # (playtest 127); the smaller ones are said together
    # TRANSLATORS: in "why" a move scores now, after the largest parts: the smaller ones together ("the rest +1")
    return ranked[:most] + ([(_("the rest"), rest)] if rest else [])


# the scrolls that score their points or none, as their rules say (purse cards are said with the gold on purses)
ALL_OR_NOTHING = frozenset(card.scroll.type for card, rule in zip(CARDS, SCROLL_RULES, strict=True)
                           if not rule.counted) - {"purse_gold"}


def conditions(before: ScoreSheet, after: ScoreSheet) -> dict[str, str]:
    """Return, by card name in the player's language, the scroll of each card scoring all or nothing that a move
    makes score (the card placed by it too), or score nothing ("Philosopher": "10 pts if no Military shield"):
    "Philosopher -10" alone left a player asking why (playtest 121)."""
    had = {c.card: c.points for c in before.cards if c.card is not None and not c.face_down}
    out = {}
    for c in after.cards:  # the card just placed too, where it scores ("Filósofo +10" said not why, playtest 139)
        if c.card is None or c.face_down or (had.get(c.card, 0) == 0) == (c.points == 0):
            continue
        card = CARDS[INDEX_BY_NAME[c.card.casefold()]]
        if card.scroll.type in ALL_OR_NOTHING:
            out[card.title] = scroll_text(card)
    return out


def change_words(before: ScoreSheet, after: ScoreSheet, scrolls: bool = True) -> str:
    """Return the parts of the score that change, in words ("Princess +6, keys +2"; with ``scrolls``, a card scoring
    all or nothing with its scroll in square brackets, as the words are said in brackets: "Philosopher -10 [10 pts if
    no Military shield]"; "(Sorcière +9 (9 pts si …))" nested them, playtest 155), or "" if none does."""
    why = conditions(before, after) if scrolls else {}
    return ", ".join(f"{name} {n:+d} [{why[name]}]" if name in why else f"{name} {n:+d}"
                     for name, n in changes(before, after))
