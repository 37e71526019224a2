"""Scoring scrolls: each scroll type in one place — its points, its words and the AI's estimate.

A card's scroll is compiled once, at load time, from its pydantic model into a ScrollRule (see
``scroll_rule.py``) that holds the parameters in the form the hot scoring path wants
(``SCROLL_RULES[card]``). A rule says what it scores in a 3x3 tableau (``score``, the rules),
how it reads on a card (``markup``, see ``combo/markup.py``) and what it may still gain from
the cards to come (``outlook``, the AI's estimate; the rules never use it). ``scroll_rule`` is
the one ``match`` over the models: a new scroll type in ``cards.py`` is a type error there
until it has a rule, and a rule class must implement every abstract method.
"""

from __future__ import annotations

from typing import Final, assert_never

from castlecombo.combo import cards as C
from castlecombo.combo import markup as M
from castlecombo.combo.engine.catalog import (
    CARDS,
    COST,
    DECK,
    DECK_NAMES,
    HAS_DISCOUNT,
    N_SHIELDS,
    SHIELD_INDEX,
    SHIELDS_OF,
)
from castlecombo.combo.engine.position_rule import PositionRule
from castlecombo.combo.engine.scroll_rule import (
    COST_AT_LEAST,
    COST_FREQ,
    CROSS_CELLS,
    DISCOUNT_FREQ,
    LINE_CELLS,
    NSH_FREQ,
    SHIELD_FREQ,
    Outlook,
    ScrollRule,
    View,
    empty_in,
    shields_in,
    types_in,
)
from castlecombo.combo.engine.tableau import FACE_DOWN
from castlecombo.i18n import _, ngettext

__all__ = ["OUTLOOK", "PURSE_GOLD_POINTS", "SCORE", "SCROLL_RULES", "Outlook", "ScrollRule", "View", "scroll_rule"]


class LineShieldsRule(ScrollRule):
    __slots__ = ("index", "line", "shield")

    def __init__(self, points: int, line: str, shield: C.Shield) -> None:
        super().__init__(points)
        self.line, self.shield, self.index = line, shield, SHIELD_INDEX[shield]

    def score(self, view: View, cell: int) -> int:
        return self.points * shields_in(view.cells_at(LINE_CELLS[self.line][cell]), self.index)

    def words(self) -> str:
        shield = M.shield(self.shield)
        if self.line == "row":
            # TRANSLATORS: card text (a scroll); every {name} is a placeholder (here an icon and its words): keep it
            return _("per {shield} in this row").format(shield=shield)
        return _("per {shield} in this column").format(shield=shield)

    def outlook(self, o: Outlook, cell: int) -> float:
        empty = empty_in(o.cells, LINE_CELLS[self.line][cell])
        return self.points * SHIELD_FREQ[self.index] * empty * o.bias


class CrossShieldsRule(ScrollRule):
    __slots__ = ("index", "shield")

    def __init__(self, points: int, shield: C.Shield) -> None:
        super().__init__(points)
        self.shield, self.index = shield, SHIELD_INDEX[shield]

    def score(self, view: View, cell: int) -> int:
        return self.points * shields_in(view.cells_at(CROSS_CELLS[cell]), self.index)

    def words(self) -> str:
        return _("per {shield} in this row and column").format(shield=M.shield(self.shield))

    def outlook(self, o: Outlook, cell: int) -> float:
        return self.points * SHIELD_FREQ[self.index] * empty_in(o.cells, CROSS_CELLS[cell]) * o.bias


class LineShieldTypesRule(ScrollRule):
    __slots__ = ("line",)

    def __init__(self, points: int, line: str) -> None:
        super().__init__(points)
        self.line = line

    def score(self, view: View, cell: int) -> int:
        return self.points * types_in(view.cells_at(LINE_CELLS[self.line][cell]))

    def words(self) -> str:
        return _("per shield type in this row") if self.line == "row" else _("per shield type in this column")

    def outlook(self, o: Outlook, cell: int) -> float:
        line = LINE_CELLS[self.line][cell]
        cells = o.cells
        have = {x for c in line if 0 <= cells[c] < FACE_DOWN for x in SHIELDS_OF[cells[c]]}
        return self.points * empty_in(cells, line) * (6 - len(have)) / 6 * 0.9 * o.bias


class ShieldTypesRule(ScrollRule):
    __slots__ = ()

    def score(self, view: View, cell: int) -> int:
        return self.points * sum(1 for x in view.shields if x)

    def words(self) -> str:
        return _(M.PER_SHIELD_TYPE)

    def outlook(self, o: Outlook, cell: int) -> float:
        shields, bias, t = o.player.shields, o.bias, o.turns
        return self.points * sum(1 - (1 - SHIELD_FREQ[k] * bias) ** t for k in range(6) if not shields[k]) * 0.8


class MissingShieldTypesRule(ScrollRule):
    __slots__ = ()

    def score(self, view: View, cell: int) -> int:
        return self.points * sum(1 for x in view.shields if not x)

    def words(self) -> str:
        return _(M.PER_MISSING_SHIELD_TYPE)

    def outlook(self, o: Outlook, cell: int) -> float:
        shields, t = o.player.shields, o.turns
        return -(self.points * sum(1 - (1 - SHIELD_FREQ[k]) ** t for k in range(6) if not shields[k]) * 0.45)


class NoShieldRule(ScrollRule):
    __slots__ = ("index", "shield")
    counted = False  # all or nothing, or per gold on its purse (said apart)

    def __init__(self, points: int, shield: C.Shield) -> None:
        super().__init__(points)
        self.shield, self.index = shield, SHIELD_INDEX[shield]

    def score(self, view: View, cell: int) -> int:
        return self.points if view.shields[self.index] == 0 else 0

    def words(self) -> str:
        return _("if no {shield}").format(shield=M.shield(self.shield))

    def outlook(self, o: Outlook, cell: int) -> float:
        if o.player.shields[self.index] == 0:
            return -(self.points * min(0.5, 0.06 * o.turns))
        return 0.0


class ShieldSetsRule(ScrollRule):
    __slots__ = ("indices", "shields")

    def __init__(self, points: int, shields: list[C.Shield]) -> None:
        super().__init__(points)
        self.shields = tuple(shields)
        self.indices = tuple(SHIELD_INDEX[s] for s in shields)

    def score(self, view: View, cell: int) -> int:
        shields = view.shields
        return self.points * min(shields[k] for k in self.indices)

    def words(self) -> str:
        kinds = " + ".join(f"{{sh:{s}}}" for s in self.shields)
        # TRANSLATORS: card text; {kinds} is shield types joined by "+" ("Noble + Military")
        return _("per set of {kinds} shields").format(kinds=kinds)

    def outlook(self, o: Outlook, cell: int) -> float:
        shields, t, bias = o.player.shields, o.turns, o.bias
        now = min(shields[k] for k in self.indices)
        fut = min(shields[k] + t * SHIELD_FREQ[k] * bias for k in self.indices)
        return self.points * max(0.0, fut - now) * 0.75


class TriplesRule(ScrollRule):
    __slots__ = ("size",)

    def __init__(self, points: int, size: int) -> None:
        super().__init__(points)
        self.size = size

    def score(self, view: View, cell: int) -> int:
        return self.points * sum(x // self.size for x in view.shields)

    def words(self) -> str:
        n = self.size
        return ngettext("per {n} identical shield", "per {n} identical shields", n).format(n=n)

    def outlook(self, o: Outlook, cell: int) -> float:
        shields, t, bias = o.player.shields, o.turns, o.bias
        now = sum(x // self.size for x in shields)
        fut = sum(x + t * SHIELD_FREQ[k] * bias for k, x in enumerate(shields)) / self.size
        return self.points * max(0.0, fut - now) * 0.55


class KeysRule(ScrollRule):
    __slots__ = ()

    def score(self, view: View, cell: int) -> int:
        return self.points * view.keys

    def words(self) -> str:
        return _("per {key}").format(**M.ICONS)

    def outlook(self, o: Outlook, cell: int) -> float:
        return self.points * o.turns * 0.45


class DeckCardsRule(ScrollRule):
    __slots__ = ("deck", "index")

    def __init__(self, points: int, deck: C.Deck) -> None:
        super().__init__(points)
        self.deck, self.index = deck, DECK_NAMES.index(deck)

    def score(self, view: View, cell: int) -> int:
        index = self.index
        return self.points * sum(1 for x in view.up if DECK[x] == index)

    def words(self) -> str:
        return _("per {card}").format(card=M.card(self.deck))

    def outlook(self, o: Outlook, cell: int) -> float:
        return self.points * o.turns * 0.5 * o.bias * 0.85


class CastleVillagePairsRule(ScrollRule):
    __slots__ = ()

    def score(self, view: View, cell: int) -> int:
        castle = sum(1 for x in view.up if DECK[x] == 0)
        return self.points * min(castle, len(view.up) - castle)

    def words(self) -> str:
        # TRANSLATORS: card text; {castle} and {village} are the decks' icons and names
        return _("per pair {castle} + {village}").format(castle="{deck:castle}", village="{deck:village}")

    def outlook(self, o: Outlook, cell: int) -> float:
        c0 = sum(1 for x in o.up if DECK[x] == 0)
        c1 = len(o.up) - c0
        t = o.turns
        return self.points * max(0.0, min(c0 + t * 0.5, c1 + t * 0.5) - min(c0, c1)) * 0.8


class DeckSetsRule(ScrollRule):
    __slots__ = ("deck", "index", "size")

    def __init__(self, points: int, deck: C.Deck, size: int) -> None:
        super().__init__(points)
        self.deck, self.index, self.size = deck, DECK_NAMES.index(deck), size

    def score(self, view: View, cell: int) -> int:
        index = self.index
        return self.points * (sum(1 for x in view.up if DECK[x] == index) // self.size)

    def words(self) -> str:
        n = self.size
        # TRANSLATORS: card text; {cards} is "Castle cards" or "Village cards" (icons and words)
        return ngettext("per set of {n} {cards}", "per set of {n} {cards}", n).format(
            n=n, cards=M.card(self.deck, n))

    def outlook(self, o: Outlook, cell: int) -> float:
        index = self.index
        k = sum(1 for x in o.up if DECK[x] == index)
        return self.points * max(0.0, (k + o.turns * 0.55 * o.bias) / self.size - k // self.size) * 0.75


class CardsWithNShieldsRule(ScrollRule):
    __slots__ = ("n",)

    def __init__(self, points: int, n: int) -> None:
        super().__init__(points)
        self.n = n

    def score(self, view: View, cell: int) -> int:
        n = self.n
        return self.points * sum(1 for x in view.up if N_SHIELDS[x] == n)

    def words(self) -> str:
        return M.with_n_shields(self.n)

    def outlook(self, o: Outlook, cell: int) -> float:
        return self.points * o.turns * NSH_FREQ[self.n] * o.bias * 0.85


class CardsCostingRule(ScrollRule):
    __slots__ = ("cost",)

    def __init__(self, points: int, cost: int) -> None:
        super().__init__(points)
        self.cost = cost

    def score(self, view: View, cell: int) -> int:
        cost = self.cost
        return self.points * sum(1 for x in view.up if COST[x] == cost)

    def words(self) -> str:
        return _("per card costing {cost}").format(cost=M.cost(self.cost))

    def outlook(self, o: Outlook, cell: int) -> float:
        return self.points * o.turns * COST_FREQ.get(self.cost, 0) * o.bias * 0.85


class CardsCostingAtLeastRule(ScrollRule):
    __slots__ = ("cost",)

    def __init__(self, points: int, cost: int) -> None:
        super().__init__(points)
        self.cost = cost

    def score(self, view: View, cell: int) -> int:
        cost = self.cost
        return self.points * sum(1 for x in view.up if COST[x] >= cost)

    def words(self) -> str:
        # TRANSLATORS: card text; {cost} is a coin showing the cost
        return _("per card costing {cost} or more").format(cost=M.cost(self.cost))

    def outlook(self, o: Outlook, cell: int) -> float:
        return self.points * o.turns * COST_AT_LEAST.get(self.cost, 0) * o.bias * 0.7


class DiscountCardsRule(ScrollRule):
    __slots__ = ()

    def score(self, view: View, cell: int) -> int:
        return self.points * sum(1 for x in view.up if HAS_DISCOUNT[x])

    def words(self) -> str:
        return _("per {discount} card").format(**M.ICONS)

    def outlook(self, o: Outlook, cell: int) -> float:
        return self.points * o.turns * DISCOUNT_FREQ * o.bias * 0.8


class AnyFaceDownRule(ScrollRule):
    __slots__ = ()
    counted = False  # all or nothing, or per gold on its purse (said apart)

    def score(self, view: View, cell: int) -> int:
        return self.points if any(x >= FACE_DOWN for x in view.cells) else 0

    def words(self) -> str:
        return _("if any card is {facedown}").format(**M.ICONS)

    def outlook(self, o: Outlook, cell: int) -> float:
        if not any(x >= FACE_DOWN for x in o.cells):
            return self.points * min(0.75, 0.15 * o.turns)
        return 0.0


class PurseGoldRule(ScrollRule):
    __slots__ = ()
    counted = False  # all or nothing, or per gold on its purse (said apart)

    def score(self, view: View, cell: int) -> int:
        return self.points * view.purse[cell]

    def words(self) -> str:
        # TRANSLATORS: {coin} is the gold icon, said of one coin ("per gold on this card")
        return _("per {coin} on this card").format(**M.ICONS)

    def outlook(self, o: Outlook, cell: int) -> float:
        return 0.0  # the AI values gold that can end on a purse through the gold itself


class AllPurseGoldRule(ScrollRule):
    __slots__ = ()

    def score(self, view: View, cell: int) -> int:
        return self.points * sum(view.purse)

    def words(self) -> str:
        # TRANSLATORS: {coin} is the gold icon, said of one coin ("per gold on all purses")
        return _("per {coin} on all {purses}").format(**M.ICONS)

    def outlook(self, o: Outlook, cell: int) -> float:
        return 0.0  # valued through purse_gold_points

    def purse_gold_points(self) -> int:
        return self.points


def scroll_rule(scroll: C.Scroll) -> ScrollRule:
    """Return the rule for the scroll model ``scroll``."""
    match scroll:
        case C.LineShields():
            return LineShieldsRule(scroll.points, scroll.line, scroll.shield)
        case C.CrossShields():
            return CrossShieldsRule(scroll.points, scroll.shield)
        case C.LineShieldTypes():
            return LineShieldTypesRule(scroll.points, scroll.line)
        case C.NoShield():
            return NoShieldRule(scroll.points, scroll.shield)
        case C.ShieldSets():
            return ShieldSetsRule(scroll.points, scroll.shields)
        case C.Triples():
            return TriplesRule(scroll.points, scroll.size)
        case C.DeckCards():
            return DeckCardsRule(scroll.points, scroll.deck)
        case C.DeckSets():
            return DeckSetsRule(scroll.points, scroll.deck, scroll.size)
        case C.CardsWithNShields():
            return CardsWithNShieldsRule(scroll.points, scroll.n)
        case C.CardsCosting():
            match scroll.type:
                case "cards_costing":
                    return CardsCostingRule(scroll.points, scroll.cost)
                case "cards_costing_at_least":
                    return CardsCostingAtLeastRule(scroll.points, scroll.cost)
                case _:
                    assert_never(scroll.type)
        case C.Position():
            return PositionRule(scroll.points, scroll.where)
        case C.SimpleScroll():
            return _simple_rule(scroll)
        case _:
            assert_never(scroll)


def _simple_rule(scroll: C.SimpleScroll) -> ScrollRule:
    match scroll.type:
        case "shield_types":
            return ShieldTypesRule(scroll.points)
        case "missing_shield_types":
            return MissingShieldTypesRule(scroll.points)
        case "keys":
            return KeysRule(scroll.points)
        case "castle_village_pairs":
            return CastleVillagePairsRule(scroll.points)
        case "discount_cards":
            return DiscountCardsRule(scroll.points)
        case "any_face_down":
            return AnyFaceDownRule(scroll.points)
        case "purse_gold":
            return PurseGoldRule(scroll.points)
        case "all_purse_gold":
            return AllPurseGoldRule(scroll.points)
        case _:
            assert_never(scroll.type)


# Per card, compiled once: its scroll's rule, the bound scoring function the hot path calls,
# and what each gold on any purse adds through it.
SCROLL_RULES: Final[tuple[ScrollRule, ...]] = tuple(scroll_rule(card.scroll) for card in CARDS)
SCORE: Final = tuple(rule.score for rule in SCROLL_RULES)
OUTLOOK: Final = tuple(rule.outlook for rule in SCROLL_RULES)
PURSE_GOLD_POINTS: Final[tuple[int, ...]] = tuple(rule.purse_gold_points() for rule in SCROLL_RULES)
