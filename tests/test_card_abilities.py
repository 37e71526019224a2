"""Every card's immediate ability, checked against /work/shared/reference/cards-base.md.

One case per card (78). Each case builds a tableau, puts the card in slot 0 of its
own location's display with the Messenger there, buys it face up at a given cell
and compares gold, keys, opponents, purses and the Messenger with values worked
out by hand from the reference text (the arithmetic is in the comments).

Everyone starts the scenario with 20 gold and 2 keys. Cells are the standard
3x3 frame of ``engine_helpers.CELL`` (0 = top left, reading order).
Shields: N Noble, F Faith, S Scholar, M Military, C Craft, P Peasant.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.actions import purses, take
from castlecombo.combo.engine.catalog import NAMES
from engine_helpers import (
    CASTLE,
    VILLAGE,
    assert_conserved,
    at,
    build,
    card,
    cell,
    new_game,
    pass_turn,
    set_display,
    set_messenger,
    set_resources,
)

LEFT, RIGHT = A.neighbour(A.LEFT), A.neighbour(A.RIGHT)
OPT1, OPT2 = A.option(0), A.option(1)
D0, D1, D2 = A.discard(0), A.discard(1), A.discard(2)
START_GOLD, START_KEYS = 20, 2

# From the reference tables (written out by hand, not read from the engine).
CASTLE_CARDS = {
    "Steward", "His Holiness", "Chaplain", "Cardinal", "Templar", "Gravedigger", "Alchemist",
    "Astronomer", "Pilgrim", "Devout", "Nun", "Architect", "Goldsmith", "Apothecary", "Professor",
    "Officer", "Captain", "Judge", "Patron", "Guildmaster", "General", "Knight", "Lookout",
    "Royal Guard", "Banker", "Pawnbroker", "Chatelaine", "Glassblower", "Princess", "Prince",
    "His Majesty", "Queen Mother", "Jester", "Chancellor", "Baron", "Her Majesty the Queen",
    "Duchess", "Scribe", "Mother Superior",
}
MESSENGER_ICON = {
    # castle cards sending the Messenger to the village
    "Chaplain", "Templar", "Pilgrim", "Nun", "Architect", "Goldsmith", "Apothecary", "Professor",
    "Captain", "Judge", "Guildmaster", "Royal Guard", "Banker", "Pawnbroker", "Glassblower",
    "Princess", "His Majesty", "Jester", "Scribe",
    # village cards sending it to the castle
    "Vicar", "Miraculously Cured", "Doctor", "Executioner", "Barbarian", "Militiaman", "Stonemason",
    "Sculptor", "Clockmaker", "Potter", "Farmer", "Locksmith", "Carpenter", "Witch", "Monk",
    "Shepherd", "Usurper", "Farmhand", "Revolutionary",
}


@dataclass
class V:
    """One way of resolving the ability, and its outcome."""

    choices: list[int] = field(default_factory=list)
    gold: int = 0  # gained by the ability (the price is in Case.paid)
    keys: int = 0
    opp_gold: dict[int, int] = field(default_factory=dict)
    opp_keys: dict[int, int] = field(default_factory=dict)
    purses: dict[int, int] = field(default_factory=dict)  # cell -> gold on it afterwards
    discarded: str | None = None  # the display card the ability discards


@dataclass
class Case:
    name: str
    at: int  # cell where the card is placed
    paid: int  # price paid, worked out by hand
    mine: list[tuple] = field(default_factory=list)
    players: int = 2
    opp: dict[int, list[tuple]] = field(default_factory=dict)
    variants: list[V] = field(default_factory=lambda: [V()])
    display: dict[int, list[str]] = field(default_factory=dict)  # other display set-ups
    purse_choices: list[int] | None = None  # the exact legal purse decisions, if any
    discount: tuple[int, int] | None = None  # (castle, village) gold off later purchases


def c(name, at, paid, mine=(), gold=0, keys=0, **kw) -> Case:
    """A case with a single outcome (no decision)."""
    variant_keys = {"opp_gold", "opp_keys", "purses"}
    v = V(gold=gold, keys=keys, **{k: kw.pop(k) for k in list(kw) if k in variant_keys})
    return Case(name, at, paid, list(mine), variants=[v], **kw)


CASES = [
    # --- Castle ---
    # Steward: fill up to 2 purses. Purses: Steward (cap 3, cell 5), Potter (cap 4, cell 4),
    # Beekeeper (cap 9, cell 3, holding 3). Three purses -> choose a pair.
    Case("Steward", 5, 0, [("Potter", 4), ("Beekeeper", 3, False, 3)],
         purse_choices=[purses(cell(5), cell(4)), purses(cell(5), cell(3)), purses(cell(4), cell(3))],
         variants=[V([purses(cell(5), cell(3))], purses={5: 3, 4: 0, 3: 9}),
                   V([purses(cell(4), cell(3))], purses={5: 0, 4: 4, 3: 9})]),
    # His Holiness: +3 keys, each opponent +1 key.
    c("His Holiness", 4, 7, players=3, keys=3, opp_keys={1: 1, 2: 1}),
    # Chaplain: cards with exactly 1 shield: Nun, Squire, Chaplain = 3 (Templar FM, Inventor SS
    # have 2; face-down Princess 0). Price 5 - 1 (Squire, all) = 4; face-down Princess gives no discount.
    c("Chaplain", 0, 4, [("Nun", 4), ("Templar", 3), ("Squire", 1), ("Princess", 7, True), ("Inventor", 5)],
      gold=3),
    # Cardinal: face-up castle cards Nun, Knight, Cardinal = 3 keys (Inventor village; Prince face down).
    c("Cardinal", 7, 4, [("Nun", 4), ("Inventor", 3), ("Prince", 5, True), ("Knight", 1)], keys=3),
    # Templar: gold per Faith in a neighbour: left (seat 1) Mother Superior FF + Monk FP = 3,
    # right (seat 2) Nun = 1; keys per own Military: Lookout 1 + Templar 1 = 2 (Captain face down).
    Case("Templar", 5, 5, [("Lookout", 4), ("Captain", 3, True)], players=3,
         opp={1: [("Mother Superior", 4), ("Monk", 3)], 2: [("Nun", 4)]},
         variants=[V([LEFT], gold=3, keys=2), V([RIGHT], gold=1, keys=2)]),
    # Gravedigger: discard a village display card, gain its printed cost (Doctor 5, Innkeeper 0);
    # Pilgrim's village discount does not change a printed cost.
    Case("Gravedigger", 3, 4, [("Pilgrim", 4)], display={VILLAGE: ["Doctor", "Innkeeper", "Sculptor"]},
         variants=[V([D0], gold=5, discarded="Doctor"), V([D1], gold=0, discarded="Innkeeper")]),
    c("Alchemist", 4, 6, discount=(1, 1)),
    c("Astronomer", 4, 5, discount=(1, 0)),
    c("Pilgrim", 4, 6, discount=(0, 1)),
    # Devout: 5 cards placed (face-down Farmer included) -> 4 empty spaces.
    c("Devout", 7, 4, [("Nun", 4), ("Knight", 3), ("Farmer", 5, True), ("Inventor", 1)], gold=4),
    # Nun: castle face-up Knight, Baron, Nun = 3 (Spy village, Duchess face down). Price 3 - 1 (Baron) = 2.
    c("Nun", 7, 2, [("Knight", 4), ("Spy", 3), ("Duchess", 5, True), ("Baron", 1)], gold=3),
    c("Architect", 4, 4, discount=(0, 1)),
    # Goldsmith: 2-shield cards Templar, Inventor, Goldsmith = 3 (Jester 1; Monk face down).
    c("Goldsmith", 7, 4, [("Templar", 4), ("Inventor", 3), ("Jester", 5), ("Monk", 1, True)], keys=3),
    c("Apothecary", 4, 3, discount=(1, 0)),
    # Professor: types F, M (Templar), N, P (Stable Boy), S (Professor) = 5; Fisherman face down
    # adds nothing and gives no castle discount.
    c("Professor", 1, 4, [("Templar", 4), ("Fisherman", 3, True), ("Stable Boy", 5)], gold=5),
    # Officer: Noble: Royal Guard 1 + Duchess 2 = 3; Military: Royal Guard 1 + Officer 1 = 2.
    c("Officer", 1, 5, [("Royal Guard", 4), ("Duchess", 3), ("Captain", 5, True)], gold=5),
    c("Captain", 4, 5, discount=(0, 1)),
    c("Judge", 3, 4, [("Farmer", 4)], keys=2),
    c("Patron", 4, 7, players=3, opp_gold={1: 2, 2: 2}),
    # Guildmaster: discard a village display card, gain keys = printed cost (Brigand 7, Witch 4).
    Case("Guildmaster", 3, 5, [("Stonemason", 4)], display={VILLAGE: ["Brigand", "Vicar", "Witch"]},
         variants=[V([D0], keys=7, discarded="Brigand"), V([D2], keys=4, discarded="Witch")]),
    # General: types F, P (Monk), S (Inventor), M (General) = 4; Farmer face down.
    c("General", 1, 7, [("Monk", 4), ("Inventor", 3), ("Farmer", 5, True)], keys=4),
    # Knight: castle face-up Chatelaine, Knight = 2. Price 5 - 1 (Chatelaine, castle) = 4.
    c("Knight", 1, 4, [("Chatelaine", 4), ("Vicar", 3), ("Nun", 5, True)], gold=2),
    # Lookout: Military: Captain 2 + Blacksmith 1 + Lookout 1 = 4 (Master-at-Arms face down).
    c("Lookout", 1, 6, [("Captain", 4), ("Blacksmith", 3), ("Master-at-Arms", 5, True)], keys=4),
    c("Royal Guard", 4, 4, players=3, keys=1, opp_keys={1: 1, 2: 1}),
    # Banker: 2 gold on each purse (Steward 2 -> 3 capped, Beekeeper 0 -> 2, face-down Farmhand none)
    # or 3 keys.
    Case("Banker", 1, 7, [("Steward", 4, False, 2), ("Beekeeper", 3), ("Farmhand", 5, True)],
         variants=[V([OPT1], purses={4: 3, 3: 2, 5: 0}), V([OPT2], keys=3, purses={4: 2, 3: 0, 5: 0})]),
    # Pawnbroker: cost-4 face-up cards Cardinal, Spy, Judge, Pawnbroker = 4 (Monk face down).
    c("Pawnbroker", 7, 4, [("Cardinal", 4), ("Spy", 3), ("Monk", 5, True), ("Judge", 1)], gold=4),
    c("Chatelaine", 4, 2, discount=(1, 0)),
    # Glassblower: Faith: Sculptor 1 + Mother Superior 2 = 3; Craft: Sculptor 1 + Glassblower 1 = 2.
    c("Glassblower", 1, 5, [("Sculptor", 4), ("Mother Superior", 3), ("Potter", 5, True)], gold=5),
    c("Princess", 4, 3, discount=(1, 0)),
    # Prince: Noble: Queen Mother 2 + Stable Boy 1 + Prince 1 = 4 (Duchess face down).
    c("Prince", 1, 6, [("Queen Mother", 4), ("Stable Boy", 3), ("Duchess", 5, True)], gold=4),
    c("His Majesty", 4, 6, players=3, opp_gold={1: 1, 2: 1}),
    # Queen Mother: +2 on each purse: Queen Mother 2, Steward 2 -> 3 (cap), Potter 2; Vicar face down.
    c("Queen Mother", 1, 3, [("Steward", 4, False, 2), ("Potter", 3), ("Vicar", 5, True)],
      purses={1: 2, 4: 3, 3: 2, 5: 0}),
    # Jester: 2 per Noble: Duchess 2 + Royal Guard 1 + Jester 1 = 4 -> 8.
    c("Jester", 5, 3, [("Duchess", 4), ("Royal Guard", 3)], gold=8),
    # Chancellor: Scholar: Inventor 2 + Goldsmith 1 + Chancellor 1 = 4; face-down Astronomer: no discount.
    c("Chancellor", 1, 6, [("Inventor", 4), ("Goldsmith", 3), ("Astronomer", 5, True)], keys=4),
    c("Baron", 4, 3, discount=(1, 1)),
    # Queen: Noble: Jester 1 + Stable Boy 1 + Queen 1 = 3; face-down Chatelaine: no discount.
    c("Her Majesty the Queen", 1, 7, [("Jester", 4), ("Stable Boy", 3), ("Chatelaine", 5, True)], keys=3),
    c("Duchess", 4, 5, keys=2),
    # Scribe: Faith: Monk 1 + Mother Superior 2 + Scribe 1 = 4 (Cardinal face down).
    c("Scribe", 1, 4, [("Monk", 4), ("Mother Superior", 3), ("Cardinal", 5, True)], gold=4),
    c("Mother Superior", 4, 5, keys=4),
    # --- Village ---
    # Inventor: Scholar: Professor 1 + Spy 1 + Inventor 2 = 4 (Goldsmith face down).
    c("Inventor", 1, 2, [("Professor", 4), ("Spy", 3), ("Goldsmith", 5, True)], gold=4),
    # Spy: gold per own Scholar: Philosopher 1 + Spy 1 = 2; keys per Military in a neighbour:
    # left Captain 2 + Lookout 1 = 3, right Squire 1.
    Case("Spy", 3, 4, [("Philosopher", 4)], players=3,
         opp={1: [("Captain", 4), ("Lookout", 3)], 2: [("Squire", 4)]},
         variants=[V([LEFT], gold=2, keys=3), V([RIGHT], gold=2, keys=1)]),
    # Vicar: village face-up Farmer, Vicar = 2 (Knight castle, Baker face down).
    c("Vicar", 1, 0, [("Farmer", 4), ("Knight", 3), ("Baker", 5, True)], gold=2),
    # Miraculously Cured: purse cards Potter, Steward, itself = 3 (Innkeeper face down).
    c("Miraculously Cured", 1, 2, [("Potter", 4), ("Steward", 3), ("Innkeeper", 5, True)], keys=3),
    c("Squire", 4, 0, discount=(1, 1)),
    c("Philosopher", 4, 2, discount=(1, 0)),
    # Doctor: Scholar: Winemaker 1 + Doctor 1 = 2; Peasant: Winemaker 1 + Farmer 2 = 3 (Inventor face down).
    c("Doctor", 1, 5, [("Winemaker", 4), ("Farmer", 3), ("Inventor", 5, True)], gold=5),
    # Executioner: discard a castle display card, gain its printed cost (Queen 7, Nun 3);
    # Chatelaine's castle discount does not change it.
    Case("Executioner", 3, 0, [("Chatelaine", 4)],
         display={CASTLE: ["Her Majesty the Queen", "Steward", "Nun"]},
         variants=[V([D0], gold=7, discarded="Her Majesty the Queen"), V([D2], gold=3, discarded="Nun")]),
    # Barbarian, 2 players: the one opponent is the neighbour, no neighbour decision.
    # Scholar there: Inventor 2 + Chancellor 1 = 3.
    Case("Barbarian", 4, 2, opp={1: [("Inventor", 4), ("Chancellor", 3)]},
         variants=[V([OPT1], gold=3), V([OPT2], keys=2)]),
    # Militiaman: Peasant in left Farmer 2 + Baker 1 = 3, right Monk 1.
    Case("Militiaman", 4, 2, players=3, opp={1: [("Farmer", 4), ("Baker", 3)], 2: [("Monk", 4)]},
         variants=[V([OPT1, LEFT], gold=3), V([OPT1, RIGHT], gold=1), V([OPT2], keys=2)]),
    # Bombardier, 2 players: Craft in the opponent's tableau Potter 2 + Locksmith 1 = 3 (Guildmaster face down).
    Case("Bombardier", 4, 2, opp={1: [("Potter", 4), ("Locksmith", 3), ("Guildmaster", 5, True)]},
         variants=[V([OPT1], gold=3), V([OPT2], keys=2)]),
    c("Stonemason", 4, 3, discount=(0, 1)),
    # Blacksmith: Noble in left Duchess 2, right Queen Mother 2 + Jester 1 = 3.
    Case("Blacksmith", 4, 5, players=3, opp={1: [("Duchess", 4)], 2: [("Queen Mother", 4), ("Jester", 3)]},
         variants=[V([OPT1, LEFT], gold=2), V([OPT1, RIGHT], gold=3), V([OPT2], keys=2)]),
    # Master-at-Arms: Military: Knight 1 + Spy 1 + itself 2 = 4 (Captain face down).
    c("Master-at-Arms", 1, 2, [("Knight", 4), ("Spy", 3), ("Captain", 5, True)], gold=4),
    # Mercenary: types F (Nun), N, P (Stable Boy), M (Mercenary) = 4 (Chatelaine face down).
    c("Mercenary", 1, 6, [("Nun", 4), ("Stable Boy", 3), ("Chatelaine", 5, True)], gold=4),
    # Innkeeper: +2 on each purse: Innkeeper 2, Steward 3 stays 3 (cap), Master-at-Arms 1 -> 3;
    # each opponent +2 gold.
    c("Innkeeper", 1, 0, [("Steward", 4, False, 3), ("Master-at-Arms", 3, False, 1), ("Sculptor", 5, True)],
      players=3, purses={1: 2, 4: 3, 3: 3, 5: 0}, opp_gold={1: 2, 2: 2}),
    # Sculptor: Faith: Mother Superior 2 + Vicar 1 + Sculptor 1 = 4 (Monk face down).
    c("Sculptor", 1, 3, [("Mother Superior", 4), ("Vicar", 3), ("Monk", 5, True)], keys=4),
    # Clockmaker: Craft: Potter 2 + Goldsmith 1 + Clockmaker 1 = 4; face-down Armorer: no discount.
    c("Clockmaker", 1, 3, [("Potter", 4), ("Goldsmith", 3), ("Armorer", 5, True)], gold=4),
    # Spice Merchant: 2 per Craft: Guildmaster 2 + itself 1 = 3 -> 6 (Locksmith face down).
    c("Spice Merchant", 5, 0, [("Guildmaster", 4), ("Locksmith", 3, True)], gold=6),
    c("Armorer", 4, 3, discount=(1, 1)),
    # Potter: +2 on each purse: Potter 2, Beekeeper 8 -> 9 (cap), Miraculously Cured 0 -> 2.
    c("Potter", 5, 2, [("Beekeeper", 4, False, 8), ("Miraculously Cured", 3)], purses={5: 2, 4: 9, 3: 2}),
    # Farmer: Peasant: Monk 1 + Stable Boy 1 + Farmer 2 = 4 (Fisherman face down).
    c("Farmer", 1, 5, [("Monk", 4), ("Stable Boy", 3), ("Fisherman", 5, True)], keys=4),
    # Locksmith: Craft: Potter 2 + Chatelaine 1 + Locksmith 1 = 4 (Clockmaker face down).
    c("Locksmith", 1, 4, [("Potter", 4), ("Chatelaine", 3), ("Clockmaker", 5, True)], keys=4),
    # Carpenter: present F, N, P, C -> absent S, M = 2 (Lookout face down shows no Military).
    c("Carpenter", 1, 0, [("Nun", 4), ("Stable Boy", 3), ("Lookout", 5, True)], keys=2),
    # Witch: gold per own Peasant: Farmer 2 + Witch 1 = 3; keys per Faith in a neighbour:
    # left Nun 1, right Mother Superior 2 + Vicar 1 = 3.
    Case("Witch", 3, 4, [("Farmer", 4)], players=3,
         opp={1: [("Nun", 4)], 2: [("Mother Superior", 4), ("Vicar", 3)]},
         variants=[V([LEFT], gold=3, keys=1), V([RIGHT], gold=3, keys=3)]),
    # Brigand: castle cards in left: Knight, Nun = 2 (Inventor village, Baron face down); right Duchess 1.
    Case("Brigand", 4, 7, players=3,
         opp={1: [("Knight", 4), ("Nun", 3), ("Inventor", 5), ("Baron", 1, True)], 2: [("Duchess", 4)]},
         variants=[V([LEFT], keys=2), V([RIGHT], keys=1)]),
    # Woodcutter: occupied spaces: 5 (two face down) + itself = 6.
    c("Woodcutter", 0, 0, [("Nun", 4), ("Farmer", 3), ("Knight", 5), ("Duchess", 1, True), ("Potter", 7, True)],
      gold=6),
    # Monk: Faith: Scribe 1 + Sculptor 1 + Monk 1 = 3; face-down Pilgrim: no village discount.
    c("Monk", 1, 4, [("Scribe", 4), ("Sculptor", 3), ("Pilgrim", 5, True)], keys=3),
    # Beggar: occupied: Nun, face-down Farmer, Beggar = 3.
    c("Beggar", 5, 0, [("Nun", 4), ("Farmer", 3, True)], gold=3),
    # Stable Boy: Noble: Duchess 2 + Chatelaine 1 + Stable Boy 1 = 4 (Prince face down).
    c("Stable Boy", 1, 4, [("Duchess", 4), ("Chatelaine", 3), ("Prince", 5, True)], keys=4),
    # Winemaker: village face-up Inventor, Farmer, Winemaker = 3 (Knight castle, Baker face down).
    c("Winemaker", 7, 2, [("Inventor", 4), ("Farmer", 3), ("Knight", 5), ("Baker", 1, True)], gold=3),
    # Shepherd: 6 cards (two face down) + Shepherd = 7 placed -> 2 empty.
    c("Shepherd", 2, 5, [("Nun", 4), ("Knight", 3), ("Farmer", 5), ("Inventor", 1), ("Duchess", 7, True),
                         ("Potter", 0, True)], gold=2),
    # Usurper: 1-shield face-up cards Nun, Baker, Usurper = 3 (Farmer PP; Knight face down).
    c("Usurper", 7, 5, [("Nun", 4), ("Farmer", 3), ("Baker", 5), ("Knight", 1, True)], keys=3),
    # Traveler: 3 per cost-0 face-up card: Steward, Vicar, Traveler = 3 -> 9 (Beggar face down).
    c("Traveler", 1, 0, [("Steward", 4), ("Vicar", 3), ("Beggar", 5, True)], gold=9),
    c("Farmhand", 4, 0, discount=(0, 1)),
    # Revolutionary: village face-up Farmer, Baker, Revolutionary = 3 (Nun castle, Monk face down).
    c("Revolutionary", 7, 4, [("Farmer", 4), ("Baker", 3), ("Nun", 5), ("Monk", 1, True)], keys=3),
    c("Fisherman", 4, 2, discount=(1, 0)),
    # Baker: Peasant: Farmer 2 + Stable Boy 1 + Baker 1 = 4 gold; village face-up Farmer, Stable Boy,
    # Baker = 3 keys (Knight castle, Winemaker face down).
    c("Baker", 7, 0, [("Farmer", 4), ("Knight", 3), ("Stable Boy", 5), ("Winemaker", 1, True)], gold=4, keys=3),
    # Beekeeper: +2 on each purse: Beekeeper 2, Farmhand 4 -> 5 (cap), Gravedigger 0 -> 2.
    # Price 2 - 1 (Farmhand, village) = 1.
    c("Beekeeper", 5, 1, [("Farmhand", 4, False, 4), ("Gravedigger", 3)], purses={5: 2, 4: 5, 3: 2}),
]


def test_one_case_per_card():
    assert sorted(case.name for case in CASES) == sorted(NAMES)
    assert len(CASES) == 78


def _setup(case: Case):
    state = new_game(case.players, seed=11, first_player=0)
    loc = CASTLE if case.name in CASTLE_CARDS else VILLAGE
    build(state, 0, case.mine)
    for seat, cards in case.opp.items():
        build(state, seat, cards)
    for seat in range(case.players):
        set_resources(state, seat, gold=START_GOLD, keys=START_KEYS)
    for where, names in case.display.items():
        set_display(state, where, names)
    set_display(state, loc, [case.name])
    set_messenger(state, loc)
    return state, loc


def _expected_legal(case: Case, choice: int) -> list[int]:
    if A.is_neighbour(choice):
        return [LEFT, RIGHT]
    if A.is_option(choice):
        return [OPT1, OPT2]
    if A.is_discard(choice):
        return [D0, D1, D2]
    assert case.purse_choices is not None
    return case.purse_choices


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_ability(case: Case):
    for v in case.variants:
        state, loc = _setup(case)
        tops = [state.decks[0][-1], state.decks[1][-1]]
        discard_loc = 1 - loc
        before = (list(state.displays[discard_loc]))
        state.apply(take(0, cell(case.at)))
        for choice in v.choices:
            assert state.to_move() == 0
            assert sorted(state.legal_actions()) == sorted(_expected_legal(case, choice)), state.phase
            state.apply(choice)
        # the turn is over: no decision left, next seat to move
        assert state.to_move() == 1 % case.players
        assert state.legal_actions() and all(a < 10 or a >= 100 for a in state.legal_actions())
        me = state.players[0]
        assert at(state, 0, cell(case.at)) == (case.name, False)
        assert me.gold == START_GOLD - case.paid + v.gold, "gold"
        assert me.keys == START_KEYS + v.keys, "keys"
        for seat in range(1, case.players):
            assert state.players[seat].gold == START_GOLD + v.opp_gold.get(seat, 0), f"seat {seat} gold"
            assert state.players[seat].keys == START_KEYS + v.opp_keys.get(seat, 0), f"seat {seat} keys"
        for k, gold in v.purses.items():
            assert me.purse[cell(k)] == gold, f"purse at cell {k}"
        # no gold appears on cards that are not listed
        assert sum(me.purse) == sum(v.purses.values())
        # Messenger: moved to the other location only by the icon
        assert state.messenger == (1 - loc if case.name in MESSENGER_ICON else loc)
        # the taken slot was refilled from the top of the deck
        assert state.displays[loc][0] == tops[loc]
        if v.discarded is not None:
            slot = before.index(card(v.discarded))
            assert state.discards[discard_loc] == [card(v.discarded)]
            assert state.displays[discard_loc][slot] == tops[discard_loc]
            assert [x for i, x in enumerate(state.displays[discard_loc]) if i != slot] == \
                [x for i, x in enumerate(before) if i != slot]
        else:
            assert state.discards == [[], []]
        assert_conserved(state)
    if case.discount is not None:
        _check_discount(state, case)


def _check_discount(state, case: Case) -> None:
    """After the discount card: later castle / village purchases cost 1 less where it applies."""
    dc, dv = case.discount
    for where, buy in ((CASTLE, "Duchess"), (VILLAGE, "Farmer")):  # both cost 5, no gold ability
        pass_turn(state, avoid=("Duchess", "Farmer"))
        assert state.to_move() == 0
        set_messenger(state, where)
        set_display(state, where, [buy])
        set_resources(state, 0, gold=START_GOLD)
        state.apply(take(0, state.players[0].legal_positions()[0]))
        off = dc if where == CASTLE else dv
        assert state.players[0].gold == START_GOLD - (5 - off), f"{buy} after {case.name}"


# --- neighbours: 2 players and equal neighbours ------------------------------------------------

TWO_PLAYER_NEIGHBOUR = [
    # (card, opponent's tableau, gold gained, keys gained) -- the opponent is the only neighbour
    # Templar: opponent Faith Mother Superior 2 + Nun 1 = 3 gold; own Military: Templar 1 key.
    ("Templar", [("Mother Superior", 4), ("Nun", 3)], 3, 1),
    # Spy: own Scholar: Spy 1 gold; opponent Military: Captain 2 + Knight 1 = 3 keys.
    ("Spy", [("Captain", 4), ("Knight", 3)], 1, 3),
    # Witch: own Peasant: Witch 1 gold; opponent Faith: Monk 1 key.
    ("Witch", [("Monk", 4)], 1, 1),
    # Brigand: opponent castle cards: Nun, Knight = 2 keys (Farmer is a village card).
    ("Brigand", [("Nun", 4), ("Knight", 3), ("Farmer", 5)], 0, 2),
]


@pytest.mark.parametrize("name, opp, gold, keys", TWO_PLAYER_NEIGHBOUR, ids=[t[0] for t in TWO_PLAYER_NEIGHBOUR])
def test_two_players_neighbour_needs_no_decision(name, opp, gold, keys):
    state = new_game(2, seed=3, first_player=0)
    build(state, 1, opp)
    loc = CASTLE if name in CASTLE_CARDS else VILLAGE
    set_display(state, loc, [name])
    set_messenger(state, loc)
    set_resources(state, 0, gold=START_GOLD, keys=START_KEYS)
    state.apply(take(0, cell(4)))
    assert state.to_move() == 1  # resolved without a decision
    price = {"Templar": 5, "Spy": 4, "Witch": 4, "Brigand": 7}[name]
    assert state.players[0].gold == START_GOLD - price + gold
    assert state.players[0].keys == START_KEYS + keys


def test_three_players_equal_neighbours_either_way_the_same():
    # Templar, both neighbours show 2 Faith: 2 gold whichever is chosen (a decision may be skipped).
    for pick in (LEFT, RIGHT):
        state = new_game(3, seed=3, first_player=0)
        build(state, 1, [("Mother Superior", 4)])
        build(state, 2, [("Nun", 4), ("Scribe", 3)])
        set_display(state, CASTLE, ["Templar"])
        set_messenger(state, CASTLE)
        state.apply(take(0, cell(4)))
        if state.to_move() == 0:
            assert sorted(state.legal_actions()) == [LEFT, RIGHT]
            state.apply(pick)
        assert state.to_move() == 1
        assert state.players[0].gold == 15 - 5 + 2
        assert state.players[0].keys == 2 + 1
