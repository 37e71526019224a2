"""Immediate abilities: each effect type, and each thing an ability counts, in one place.

A card's ability is compiled once, at load time, from its pydantic models into rule objects
(``ABILITY[card]``). Each rule knows how it resolves (at once, or by naming the decision the
player must take, which ``state.py`` waits for and hands back to ``resolve``) and how it reads
on a card (markup, see ``combo/markup.py``). ``effect_rule`` and ``count_rule`` are the one
``match`` over the models: a new type in ``cards.py`` is a type error there until it has a
rule, and a rule class must implement every abstract method.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable
from itertools import combinations
from typing import TYPE_CHECKING, Final, assert_never

from castlecombo.combo import cards as C
from castlecombo.combo import markup as M
from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.catalog import CARDS, COST, DECK_NAMES, PURSE, SHIELD_INDEX
from castlecombo.combo.engine.decision import DISCARD, NEIGHBOUR, OPTION, PURSES
from castlecombo.combo.engine.tableau import TABLEAU_CARDS, Player
from castlecombo.i18n import _, ngettext

if TYPE_CHECKING:
    from castlecombo.combo.engine.state import GameState

Need = tuple[int, list[int]]  # the phase of the decision an effect waits for, and its legal actions


# --- what a gain counts -----------------------------------------------------------------

class CountRule(ABC):
    """What an ability counts in a tableau ("per Faith shield", "per empty space"...)."""

    __slots__ = ("neighbour",)

    def __init__(self, neighbour: bool = False) -> None:
        self.neighbour = neighbour  # whether it counts a neighbour's tableau (the player picks which)

    @abstractmethod
    def count(self, player: Player) -> int:
        """Return how many there are in ``player``'s tableau."""

    @abstractmethod
    def words(self) -> str:
        """Return the markup after the amount ("per {shield:faith}"), in the current language."""


class ShieldCount(CountRule):
    __slots__ = ("index", "shield")

    def __init__(self, shield: C.Shield, neighbour: bool) -> None:
        super().__init__(neighbour)
        self.shield = shield
        self.index = SHIELD_INDEX[shield]

    def count(self, player: Player) -> int:
        return player.shields[self.index]

    def words(self) -> str:
        shield = M.shield(self.shield)
        if self.neighbour:
            # "of a neighbouring player" left open whether both counted (playtest 284); which one is asked when played
            # TRANSLATORS: card text; every {name} is a placeholder (here an icon and its words): keep it
            return _("per {shield} of one neighbouring player").format(shield=shield)
        # TRANSLATORS: card text; every {name} is a placeholder (here an icon and its words): keep it
        return _("per {shield}").format(shield=shield)

    def own_words(self) -> str:
        """Return the words of a count of the player's own shields said as theirs, beside one of a neighbour's."""
        # TRANSLATORS: card text: shields of the player's own tableau, on a card whose other line counts a
        # neighbour's; every {name} is a placeholder (here an icon and its words): keep it
        return _("per {shield} of yours").format(shield=M.shield(self.shield))


class DeckCount(CountRule):
    __slots__ = ("deck", "index")

    def __init__(self, deck: C.Deck, neighbour: bool) -> None:
        super().__init__(neighbour)
        self.deck = deck
        self.index = DECK_NAMES.index(deck)

    def count(self, player: Player) -> int:
        return player.deck_up[self.index]

    def words(self) -> str:
        card = M.card(self.deck)
        if self.neighbour:
            return _("per {card} of one neighbouring player").format(card=card)
        return _("per {card}").format(card=card)


class NShieldsCount(CountRule):
    __slots__ = ("n",)

    def __init__(self, n: int) -> None:
        super().__init__()
        self.n = n

    def count(self, player: Player) -> int:
        return player.count_with_n_shields(self.n)

    def words(self) -> str:
        return M.with_n_shields(self.n)


class CostCount(CountRule):
    __slots__ = ("cost",)

    def __init__(self, cost: int) -> None:
        super().__init__()
        self.cost = cost

    def count(self, player: Player) -> int:
        return sum(1 for v in player.face_up_cards() if COST[v] == self.cost)

    def words(self) -> str:
        # TRANSLATORS: {cost} is a coin showing the cost
        return _("per card costing {cost}").format(cost=M.cost(self.cost))


class ShieldTypesCount(CountRule):
    __slots__ = ()

    def count(self, player: Player) -> int:
        return player.shield_types()

    def words(self) -> str:
        return _(M.PER_SHIELD_TYPE)


class MissingShieldTypesCount(CountRule):
    __slots__ = ()

    def count(self, player: Player) -> int:
        return 6 - player.shield_types()

    def words(self) -> str:
        return _(M.PER_MISSING_SHIELD_TYPE)


class EmptySpacesCount(CountRule):
    __slots__ = ()

    def count(self, player: Player) -> int:
        return TABLEAU_CARDS - player.count

    def words(self) -> str:
        # TRANSLATORS: card text: an empty space of the player's 3x3 tableau
        return _("per empty space")


class OccupiedSpacesCount(CountRule):
    __slots__ = ()

    def count(self, player: Player) -> int:
        return player.count

    def words(self) -> str:
        return _("per card you have")


class PurseCardsCount(CountRule):
    __slots__ = ()

    def count(self, player: Player) -> int:
        return len(player.purse_positions())

    def words(self) -> str:
        # TRANSLATORS: {purse} is the purse icon and its word
        return _("per {purse} card").format(**M.ICONS)


def count_rule(per: C.Count) -> CountRule:
    """Return the rule for the count model ``per``."""
    match per:
        case C.CountShields():
            return ShieldCount(per.shield, neighbour=False)
        case C.CountNeighbourShields():
            return ShieldCount(per.shield, neighbour=True)
        case C.CountDeckCards():
            return DeckCount(per.deck, neighbour=False)
        case C.CountNeighbourDeckCards():
            return DeckCount(per.deck, neighbour=True)
        case C.CountCardsWithNShields():
            return NShieldsCount(per.n)
        case C.CountCardsCosting():
            return CostCount(per.cost)
        case C.CountSimple():
            match per.count:
                case "shield_types":
                    return ShieldTypesCount()
                case "missing_shield_types":
                    return MissingShieldTypesCount()
                case "empty_spaces":
                    return EmptySpacesCount()
                case "occupied_spaces":
                    return OccupiedSpacesCount()
                case "purse_cards":
                    return PurseCardsCount()
                case _:
                    assert_never(per.count)
        case _:
            assert_never(per)


# --- effects ----------------------------------------------------------------------------------

def _give(player: Player, resource: C.Resource, amount: int) -> None:
    if resource == "gold":
        player.gold += amount
    else:
        player.keys += amount


class EffectRule(ABC):
    """One effect of an ability: how it resolves and how it reads."""

    __slots__ = ("model",)
    players_only = False  # whether apply() reads and changes nothing but the players (see state.players_after)
    gives_opponents = False  # whether apply() changes other players than the seat's

    def __init__(self, model: C.Effect) -> None:
        self.model = model  # the card data it was compiled from

    @abstractmethod
    def apply(self, state: GameState, seat: int) -> Need | None:
        """Resolve the effect for ``seat``; return the decision it needs (phase, legal actions), if any."""

    def resolve(self, state: GameState, seat: int, action: int) -> list[EffectRule]:
        """Finish the effect with the player's ``action``; return effects to run next; raise ValueError."""
        raise ValueError(f"effect {self.model.type!r} takes no decision")

    @abstractmethod
    def markup(self) -> str:
        """Return the markup describing the effect."""


class GainRule(EffectRule):
    __slots__ = ("amount", "per", "resource")
    players_only = True

    def __init__(self, model: C.Gain) -> None:
        super().__init__(model)
        self.resource = model.resource
        self.amount = model.amount
        self.per = None if model.per is None else count_rule(model.per)

    def _gain(self, to: Player, counted: Player) -> None:
        _give(to, self.resource, self.amount * (self.per.count(counted) if self.per is not None else 1))

    def apply(self, state: GameState, seat: int) -> Need | None:
        me = state.players[seat]
        per = self.per
        if per is None or not per.neighbour:
            self._gain(me, me)
            return None
        left, right = state.neighbours(seat)
        if left == right or per.count(state.players[left]) == per.count(state.players[right]):
            self._gain(me, state.players[left])
            return None
        return NEIGHBOUR, [A.neighbour(A.LEFT), A.neighbour(A.RIGHT)]

    def resolve(self, state: GameState, seat: int, action: int) -> list[EffectRule]:
        counted = state.neighbours(seat)[A.neighbour_side(action)]
        self._gain(state.players[seat], state.players[counted])
        return []

    def markup(self, own: bool = False) -> str:
        """Return the markup describing the gain; ``own``: a count of the player's own shields says so (a card's
        other line counts a neighbour's, and both were read as the neighbour's, playtest 286)."""
        n = self.amount
        if self.per is None:
            if self.resource == "gold":
                # TRANSLATORS: card text; {n} is a number, {gold} the gold icon and its word ({coin}: for one coin,
                # "+1 moedas" read wrong in Portuguese, playtest 131)
                return ngettext("+{n} {coin}", "+{n} {gold}", n).format(n=n, **M.ICONS)
            return ngettext("+{n} {key}", "+{n} {keys}", n).format(n=n, **M.ICONS)
        per = self.per.own_words() if own and isinstance(self.per, ShieldCount) and not self.per.neighbour \
            else self.per.words()
        if self.resource == "gold":
            # TRANSLATORS: card text; {per} says what is counted ("per Faith shield", "per empty space")
            return ngettext("+{n} {coin} {per}", "+{n} {gold} {per}", n).format(n=n, per=per, **M.ICONS)
        # TRANSLATORS: card text; {per} says what is counted ("per Faith shield", "per empty space")
        return ngettext("+{n} {key} {per}", "+{n} {keys} {per}", n).format(n=n, per=per, **M.ICONS)


class OpponentsGainRule(EffectRule):
    __slots__ = ("amount", "resource")
    players_only = True
    gives_opponents = True

    def __init__(self, model: C.OpponentsGain) -> None:
        super().__init__(model)
        self.resource = model.resource
        self.amount = model.amount

    def apply(self, state: GameState, seat: int) -> Need | None:
        for other, p in enumerate(state.players):
            if other != seat:
                _give(p, self.resource, self.amount)
        return None

    def markup(self) -> str:
        n = self.amount
        if self.resource == "gold":
            return ngettext("Each opponent gets {n} {coin}", "Each opponent gets {n} {gold}", n).format(n=n, **M.ICONS)
        return ngettext("Each opponent gets {n} {key}", "Each opponent gets {n} {keys}", n).format(n=n, **M.ICONS)


def put_gold_on_purses(player: Player, amount: int, positions: list[int] | None = None) -> None:
    """Add ``amount`` gold from the supply to each listed purse (all purses if None), capped."""
    grid, purse = player.grid, player.purse
    for pos in player.purse_positions() if positions is None else positions:
        purse[pos] = min(PURSE[grid[pos]], purse[pos] + amount)


class GoldOnEachPurseRule(EffectRule):
    __slots__ = ("amount",)
    players_only = True

    def __init__(self, model: C.GoldOnEachPurse) -> None:
        super().__init__(model)
        self.amount = model.amount

    def apply(self, state: GameState, seat: int) -> Need | None:
        put_gold_on_purses(state.players[seat], self.amount)
        return None

    def markup(self) -> str:
        n = self.amount
        return ngettext("+{n} {coin} on each {purse}", "+{n} {gold} on each {purse}", n).format(n=n, **M.ICONS)


def _fill(player: Player, positions: list[int] | tuple[int, ...]) -> None:
    for pos in positions:
        player.purse[pos] = PURSE[player.grid[pos]]


class FillPursesRule(EffectRule):
    __slots__ = ("purses",)

    def __init__(self, model: C.FillPurses) -> None:
        super().__init__(model)
        self.purses = model.purses

    def apply(self, state: GameState, seat: int) -> Need | None:
        player = state.players[seat]
        owned = player.purse_positions()
        if len(owned) <= self.purses:
            _fill(player, owned)  # filling every purse is the best "up to" choice
            return None
        if self.purses == 1:
            return PURSES, [A.purses(p) for p in owned]
        return PURSES, [A.purses(*pair) for pair in combinations(owned, 2)]

    def resolve(self, state: GameState, seat: int, action: int) -> list[EffectRule]:
        _fill(state.players[seat], A.purse_positions(action))
        return []

    def markup(self) -> str:
        n = self.purses
        # TRANSLATORS: card text: put gold on purses up to what they hold ("Fill up to 2 purses" read as filling
        # one purse up to 2 gold, playtest 116)
        return ngettext("Fill {n} {purse} with {gold}", "Fill up to {n} of your {purses} with {gold}",
                        n).format(n=n, **M.ICONS)


def discard_for_gain(state: GameState, seat: int, loc: int, slot: int, resource: C.Resource) -> None:
    """Discard display card ``slot`` of ``loc`` and give ``seat`` its printed cost in ``resource``."""
    card = state.displays[loc][slot]
    state.displays[loc][slot] = -1
    state.discards[loc].append(card)
    _give(state.players[seat], resource, COST[card])


class DiscardFromDisplayRule(EffectRule):
    __slots__ = ("deck", "gain", "loc")

    def __init__(self, model: C.DiscardFromDisplay) -> None:
        super().__init__(model)
        self.deck = model.deck
        self.loc = DECK_NAMES.index(model.deck)
        self.gain = model.gain

    def apply(self, state: GameState, seat: int) -> Need | None:
        slots = [i for i, v in enumerate(state.displays[self.loc]) if v >= 0]
        if not slots:
            return None
        if len(slots) == 1:
            discard_for_gain(state, seat, self.loc, slots[0], self.gain)
            return None
        return DISCARD, [A.discard(s) for s in slots]

    def resolve(self, state: GameState, seat: int, action: int) -> list[EffectRule]:
        discard_for_gain(state, seat, self.loc, A.discard_slot(action), self.gain)
        return []

    def markup(self) -> str:
        card = M.card(self.deck)
        if self.gain == "gold":
            # TRANSLATORS: card text; {card} is "Castle card" or "Village card" (an icon and its words)
            return _("Discard a {card} on offer: + its cost in {gold}").format(card=card, **M.ICONS)
        return _("Discard a {card} on offer: + its cost in {keys}").format(card=card, **M.ICONS)


class ChoiceRule(EffectRule):
    __slots__ = ("options",)

    def __init__(self, model: C.Choice) -> None:
        super().__init__(model)
        self.options = tuple(tuple(effect_rule(e) for e in option) for option in model.options)

    def apply(self, state: GameState, seat: int) -> Need | None:
        return OPTION, [A.option(i) for i in range(len(self.options))]

    def resolve(self, state: GameState, seat: int, action: int) -> list[EffectRule]:
        return list(self.options[A.option_index(action)])

    def option_markup(self, index: int) -> str:
        """Return the markup of option ``index`` ("+1 {gold} and +1 {key}"), in the current language."""
        return both(e.markup() for e in self.options[index])

    def markup(self) -> str:
        options = [self.option_markup(i) for i in range(len(self.options))]
        text = options[0]
        for option in options[1:]:
            # TRANSLATORS: two options of a choice ability
            text = _("{first} or {second}").format(first=text, second=option)
        # TRANSLATORS: card text; {options} lists the options a player chooses from
        return _("Choose: {options}").format(options=text)


def both(markups: Iterable[str]) -> str:
    """Return the effects ``markups`` done together ("+1 {gold} and +1 {key}"), in the current language."""
    items = list(markups)
    text = items[0]
    for item in items[1:]:
        # TRANSLATORS: two effects an ability gives together
        text = _("{first} and {second}").format(first=text, second=item)
    return text


def effect_rule(effect: C.Effect) -> EffectRule:
    """Return the rule for the effect model ``effect``."""
    match effect:
        case C.Gain():
            return GainRule(effect)
        case C.OpponentsGain():
            return OpponentsGainRule(effect)
        case C.GoldOnEachPurse():
            return GoldOnEachPurseRule(effect)
        case C.FillPurses():
            return FillPursesRule(effect)
        case C.DiscardFromDisplay():
            return DiscardFromDisplayRule(effect)
        case C.Choice():
            return ChoiceRule(effect)
        case _:
            assert_never(effect)


# ABILITY[card]: the card's effects in order, compiled once.
ABILITY: Final[tuple[tuple[EffectRule, ...], ...]] = tuple(
    tuple(effect_rule(e) for e in card.ability) for card in CARDS
)
