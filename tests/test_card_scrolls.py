"""Every card's end-game scroll, checked against /work/shared/reference/cards-base.md.

One case per card (78): a full final 3x3 grid (reading order; '~Name' = face down),
purse gold by cell, keys, and the points of the card's scroll worked out by hand
(the arithmetic is in the comments). Then leftover gold on purses, the Banker,
key points and the tie-break.
Shields: N Noble, F Faith, S Scholar, M Military, C Craft, P Peasant.
"""

from __future__ import annotations

import pytest

from castlecombo.combo.engine.catalog import NAMES
from castlecombo.combo.engine.scoring import score_tableau, winners
from engine_helpers import build, cell, grid_cells, new_game, set_resources


def case(name, grid, points, purse=None, keys=0):
    return pytest.param(name, grid, points, purse or {}, keys, id=name)


CASES = [
    # --- Castle ---
    case("Steward", ["Steward", "Potter", "Nun", "Knight", "Farmer", "Baker", "Inventor", "Duchess", "Monk"],
         4, purse={0: 2, 1: 3}),  # 2 gold on it x 2
    # types present F (His Holiness, Nun, Templar), M, S, N; Farmer/Potter face down -> missing C, P: 2 x 6
    case("His Holiness", ["His Holiness", "Nun", "Templar", "Inventor", "Spy", "Knight", "Jester", "~Farmer",
                          "~Potter"], 12),
    # village face-up: Farmer, Baker, Potter, Monk = 4 (Inventor face down) x 2
    case("Chaplain", ["Chaplain", "Farmer", "Baker", "~Inventor", "Knight", "Nun", "Potter", "Monk", "~Duchess"], 8),
    # row 0: Cardinal F + Mother Superior FF + face-down Monk = 3 Faith x 3 (Nun in its column not counted)
    case("Cardinal", ["Cardinal", "Mother Superior", "~Monk", "Nun", "Knight", "Vicar", "Farmer", "Baker", "Scribe"],
         9),
    case("Templar", ["Templar", "Nun", "Knight", "Farmer", "Baker", "Inventor", "Duchess", "Monk", "Potter"],
         7, keys=7),  # 1 per key
    case("Gravedigger", ["Nun", "Gravedigger", "Knight", "Farmer", "Baker", "Inventor", "Duchess", "Monk", "Potter"],
         10, purse={1: 5}),
    # discount banners face up: Alchemist, Baron, Squire, Fisherman, Farmhand = 5 (Pilgrim face down) x 4
    case("Alchemist", ["Alchemist", "Baron", "Squire", "~Pilgrim", "Fisherman", "Nun", "Knight", "Farmer",
                       "Farmhand"], 20),
    case("Astronomer", ["Nun", "Knight", "Farmer", "Astronomer", "Baker", "Inventor", "Duchess", "Monk", "Potter"],
         8),  # left column
    # row 1: Templar FM, Pilgrim F, Stable Boy NP -> F, M, N, P = 4 x 4 (Inventor above not in the row)
    case("Pilgrim", ["Nun", "Inventor", "Knight", "Templar", "Pilgrim", "Stable Boy", "Farmer", "Baker", "Monk"],
         16),
    # no face-up Craft (Potter face down)
    case("Devout", ["Devout", "Nun", "Knight", "Farmer", "~Potter", "Baker", "Inventor", "Duchess", "Monk"], 10),
    # column 1: Nun F, Monk FP, face-down Mother Superior -> 2 Faith x 3 (Vicar in the row not counted)
    case("Nun", ["Vicar", "Nun", "Knight", "Farmer", "Monk", "Baker", "Inventor", "~Mother Superior", "Duchess"], 6),
    # types S, F, M, P, N = 5 (Potter, Guildmaster face down) x 2
    case("Architect", ["Architect", "Nun", "Knight", "Farmer", "Duchess", "~Potter", "~Guildmaster", "Baker",
                       "Inventor"], 10),
    case("Goldsmith", ["Nun", "Knight", "Farmer", "Baker", "Inventor", "Duchess", "Goldsmith", "Monk", "Potter"],
         6),  # left column (bottom-left corner)
    # column 2: Apothecary S, Inventor SS, Gravedigger FS = 4 Scholar x 3 (Professor in the row not counted)
    case("Apothecary", ["Nun", "Professor", "Apothecary", "Knight", "Farmer", "Inventor", "Baker", "Duchess",
                        "Gravedigger"], 12),
    # row 2: Professor S, Chancellor NS, face-down Inventor = 2 Scholar x 3 (Astronomer above not counted)
    case("Professor", ["Nun", "Knight", "Farmer", "Astronomer", "Baker", "Duchess", "Professor", "Chancellor",
                       "~Inventor"], 6),
    # Noble: Royal Guard 1 + Duchess 2 + Jester 1 = 4; Military: Officer 1 + Royal Guard 1 + Captain 2 +
    # Knight 1 = 5 -> 4 sets x 4 (Queen Mother face down)
    case("Officer", ["Officer", "Royal Guard", "Captain", "Duchess", "Jester", "~Queen Mother", "Knight", "Farmer",
                     "Baker"], 16),
    case("Captain", ["Nun", "Knight", "Farmer", "Baker", "Inventor", "Captain", "Duchess", "Monk", "Potter"],
         8),  # right column
    # castle face-up Judge, Knight, Nun = 3; village face-up Farmer, Baker, Potter, Monk = 4 -> 3 pairs x 3
    case("Judge", ["Judge", "Knight", "Nun", "Farmer", "Baker", "~Inventor", "~Duchess", "Potter", "Monk"], 9),
    # cost >= 5 face-up: Patron 7, Doctor 5, Farmer 5, Knight 5 = 4 (Queen face down) x 5
    case("Patron", ["Patron", "Doctor", "Farmer", "Nun", "Baker", "~Her Majesty the Queen", "Knight", "Inventor",
                    "Spy"], 20),
    case("Guildmaster", ["Nun", "Knight", "Farmer", "Baker", "Inventor", "Duchess", "Monk", "Guildmaster", "Potter"],
         5),  # bottom row
    # Military 1+2+1 = 4 -> 1 set; Faith 2+1+1+1 = 5 -> 1; Peasant 1+2 = 3 -> 1 (Lookout face down): 3 x 6
    case("General", ["General", "Captain", "Knight", "Mother Superior", "Nun", "Scribe", "Monk", "Farmer",
                     "~Lookout"], 18),
    # centre: row Duchess NN + Jester N, column Queen Mother NN + face-down Prince = 5 Noble x 3
    # (Princess in a corner not counted)
    case("Knight", ["Princess", "Queen Mother", "Farmer", "Duchess", "Knight", "Jester", "Baker", "~Prince",
                    "Inventor"], 15),
    # column 0: Lookout M, Stable Boy NP, Sculptor FC -> M, N, P, F, C = 5 x 4
    case("Lookout", ["Lookout", "Inventor", "Farmer", "Stable Boy", "Baker", "Nun", "Sculptor", "Knight", "Potter"],
         20),
    # column 2: Duchess NN, face-down Jester, Royal Guard NM = 3 Noble x 3
    case("Royal Guard", ["Nun", "Knight", "Duchess", "Farmer", "Baker", "~Jester", "Inventor", "Monk",
                         "Royal Guard"], 9),
    # purse gold: Steward 2 + Potter 3 + Vicar 0 = 5 x 1 (Beekeeper face down holds none)
    case("Banker", ["Banker", "Steward", "Potter", "Vicar", "~Beekeeper", "Nun", "Knight", "Farmer", "Baker"],
         5, purse={1: 2, 2: 3}),
    # printed cost 4 face-up: Pawnbroker, Cardinal, Spy, Witch = 4 (Monk face down) x 3
    case("Pawnbroker", ["Pawnbroker", "Cardinal", "Spy", "~Monk", "Witch", "Nun", "Knight", "Baker", "Farmer"], 12),
    # row 1: Chatelaine NC, Monk FP, face-down Knight -> N, C, F, P = 4 x 2
    case("Chatelaine", ["Nun", "Inventor", "Farmer", "Chatelaine", "Monk", "~Knight", "Baker", "Duchess", "Potter"],
         8),
    # Faith: Sculptor 1 + Mother Superior 2 = 3; Craft: Glassblower 1 + Sculptor 1 + Potter 2 = 4 -> 3 x 4
    case("Glassblower", ["Glassblower", "Sculptor", "Mother Superior", "Potter", "Inventor", "~Guildmaster", "Knight",
                         "Farmer", "Baker"], 12),
    # row 0: Princess N, Queen Mother NN, Stable Boy NP = 4 Noble x 3
    case("Princess", ["Princess", "Queen Mother", "Stable Boy", "Nun", "Knight", "Farmer", "Baker", "Inventor",
                      "Monk"], 12),
    # row 2: Prince N, face-down Duchess, Jester N = 2 x 4
    case("Prince", ["Nun", "Knight", "Farmer", "Baker", "Inventor", "Monk", "Prince", "~Duchess", "Jester"], 8),
    # column 1: Queen Mother NN, His Majesty NF, Chancellor NS = 4 Noble x 4
    case("His Majesty", ["Nun", "Queen Mother", "Knight", "Farmer", "His Majesty", "Baker", "Inventor",
                         "Chancellor", "Monk"], 16),
    case("Queen Mother", ["Nun", "Knight", "Queen Mother", "Farmer", "Baker", "Inventor", "Duchess", "Monk",
                          "Potter"], 10, purse={2: 5}),
    # Jester at 0: row Duchess NN + Royal Guard NM, column face-down Prince + Stable Boy NP, itself N
    # = 5 Noble x 2 (Princess at the centre not counted)
    case("Jester", ["Jester", "Duchess", "Royal Guard", "~Prince", "Princess", "Farmer", "Stable Boy", "Baker",
                    "Inventor"], 10),
    # castle face-up Chancellor, Knight, Nun, Jester = 4 (Duchess face down) x 2
    case("Chancellor", ["Chancellor", "Knight", "Nun", "~Duchess", "Farmer", "Baker", "Inventor", "Jester", "Potter"],
         8),
    # no face-up Peasant (Farmer face down)
    case("Baron", ["Baron", "Nun", "Knight", "~Farmer", "Duchess", "Inventor", "Potter", "Scribe", "Judge"], 10),
    # N: Queen 1 + Chatelaine 1 + Chancellor 1 = 3; S: Goldsmith 1 + Chancellor 1 + Inventor 2 = 4;
    # C: Goldsmith 1 + Chatelaine 1 + Potter 2 = 4 -> 3 sets x 10 (Duchess face down)
    case("Her Majesty the Queen", ["Her Majesty the Queen", "Goldsmith", "Chatelaine", "Chancellor", "Inventor",
                                   "Potter", "~Duchess", "Knight", "Nun"], 30),
    case("Duchess", ["Nun", "Duchess", "Knight", "Farmer", "Baker", "Inventor", "Monk", "Potter", "Judge"],
         8),  # top row
    # Scribe at 8: row Inventor SS + Spy SM, column Chancellor NS + face-down Astronomer = 4 Scholar x 3
    # (Professor at the centre not counted)
    case("Scribe", ["Nun", "Knight", "Chancellor", "Farmer", "Professor", "~Astronomer", "Inventor", "Spy",
                    "Scribe"], 12),
    case("Mother Superior", ["Nun", "Knight", "Mother Superior", "Farmer", "Baker", "Inventor", "Duchess", "Monk",
                             "Potter"], 5),  # top row
    # --- Village ---
    # village face-up Inventor, Farmer, Baker, Monk, Vicar = 5 (Potter face down) x 1
    case("Inventor", ["Inventor", "Farmer", "Baker", "Monk", "~Potter", "Knight", "Nun", "Duchess", "Vicar"], 5),
    case("Spy", ["Nun", "Knight", "Farmer", "Baker", "Inventor", "Duchess", "Monk", "Spy", "Potter"],
         6),  # middle column
    case("Vicar", ["Vicar", "Nun", "Knight", "Farmer", "Baker", "Inventor", "Duchess", "Monk", "Potter"],
         8, purse={0: 4}),
    case("Miraculously Cured", ["Nun", "Knight", "Farmer", "Baker", "Miraculously Cured", "Inventor", "Duchess",
                                "Monk", "Potter"], 6, purse={4: 3}),
    # Squire at 3: row Potter CC + face-down Clockmaker, column Sculptor FC + Goldsmith SC = 4 Craft x 2
    # (Guildmaster at 1 not counted)
    case("Squire", ["Sculptor", "Guildmaster", "Nun", "Squire", "Potter", "~Clockmaker", "Goldsmith", "Farmer",
                    "Baker"], 8),
    # no face-up Military (Knight face down)
    case("Philosopher", ["Philosopher", "Nun", "~Knight", "Farmer", "Baker", "Inventor", "Duchess", "Monk",
                         "Potter"], 10),
    # S: Doctor 1 + Winemaker 1 + Inventor 2 = 4; P: Winemaker 1 + Farmer 2 = 3 -> 3 x 4
    case("Doctor", ["Doctor", "Winemaker", "Farmer", "Inventor", "Vicar", "~Monk", "Nun", "Knight", "Duchess"], 12),
    # castle face-up Knight, Nun, Duchess, Prince = 4 (Jester face down) x 1
    case("Executioner", ["Executioner", "Knight", "Nun", "Duchess", "~Jester", "Farmer", "Baker", "Inventor",
                         "Prince"], 4),
    case("Barbarian", ["Barbarian", "Nun", "Knight", "Farmer", "Baker", "~Inventor", "Duchess", "Monk", "Potter"],
         10),  # no face-up Scholar
    # row 1: Captain MM, Knight M, Militiaman M = 4 x 3
    case("Militiaman", ["Nun", "Farmer", "Baker", "Captain", "Knight", "Militiaman", "Inventor", "Duchess", "Monk"],
         12),
    # column 1: Bombardier M, Blacksmith MC, face-down Captain = 2 x 3
    case("Bombardier", ["Nun", "Bombardier", "Farmer", "Baker", "Blacksmith", "Inventor", "Duchess", "~Captain",
                        "Monk"], 6),
    # column 0: Potter CC, Locksmith CP, Stonemason C = 4 x 3
    case("Stonemason", ["Potter", "Nun", "Farmer", "Locksmith", "Baker", "Inventor", "Stonemason", "Duchess",
                        "Monk"], 12),
    # 2-shield face-up: Blacksmith, Templar, Farmer, Inventor, Monk = 5 (Duchess face down) x 2
    case("Blacksmith", ["Blacksmith", "Templar", "Farmer", "Inventor", "Nun", "~Duchess", "Knight", "Baker", "Monk"],
         10),
    case("Master-at-Arms", ["Nun", "Knight", "Farmer", "Baker", "Inventor", "Duchess", "Monk", "Potter",
                            "Master-at-Arms"], 8, purse={8: 4}),
    # F: Monk 1 + Templar 1 + Nun 1 = 3; M: Mercenary 1 + Templar 1 = 2; P: Mercenary 1 + Monk 1 + Farmer 2 +
    # Baker 1 = 5 -> 2 x 7 (Captain face down)
    case("Mercenary", ["Mercenary", "Monk", "Templar", "Farmer", "Nun", "~Captain", "Inventor", "Duchess", "Baker"],
         14),
    case("Innkeeper", ["Nun", "Knight", "Farmer", "Innkeeper", "Baker", "Inventor", "Duchess", "Monk", "Potter"],
         12, purse={3: 6}),
    case("Sculptor", ["Sculptor", "Nun", "Knight", "Farmer", "Baker", "Inventor", "Duchess", "Monk", "Potter"],
         12, purse={0: 6}),
    # row 1: Potter CC, Clockmaker C, face-down Guildmaster = 3 x 3
    case("Clockmaker", ["Nun", "Knight", "Farmer", "Potter", "Clockmaker", "~Guildmaster", "Baker", "Inventor",
                        "Duchess"], 9),
    case("Spice Merchant", ["Nun", "Knight", "Farmer", "Spice Merchant", "Baker", "Inventor", "Duchess", "Monk",
                            "Potter"], 5),  # middle row
    # Armorer at 8: row Captain MM + Spy SM, column face-down Knight + Templar FM = 4 x 3
    # (Lookout at the centre not counted)
    case("Armorer", ["Nun", "Farmer", "~Knight", "Baker", "Lookout", "Templar", "Captain", "Spy", "Armorer"], 12),
    case("Potter", ["Nun", "Knight", "Farmer", "Baker", "Inventor", "Potter", "Duchess", "Monk", "Judge"],
         8, purse={5: 4}),
    case("Farmer", ["Nun", "Knight", "Baker", "Inventor", "Duchess", "Monk", "Potter", "Judge", "Farmer"],
         7),  # bottom row
    case("Locksmith", ["Locksmith", "Nun", "Knight", "Farmer", "Baker", "Inventor", "Duchess", "Monk", "Potter"],
         5, keys=5),  # 1 per key
    case("Carpenter", ["Carpenter", "Nun", "Knight", "Farmer", "~Baker", "Inventor", "Duchess", "Monk", "Potter"],
         8),  # a face-down card
    case("Witch", ["Witch", "~Nun", "Knight", "Farmer", "Baker", "Inventor", "Duchess", "Potter", "Judge"],
         9),  # no face-up Faith
    # village face-up Brigand, Farmer, Baker, Inventor, Potter = 5 (Monk face down) -> 1 set of 3 x 7
    case("Brigand", ["Brigand", "Farmer", "Baker", "Inventor", "Potter", "~Monk", "Knight", "Nun", "Duchess"], 7),
    case("Woodcutter", ["Nun", "Knight", "Woodcutter", "Farmer", "Baker", "Inventor", "Duchess", "Monk", "Potter"],
         5),  # right column
    # Monk at 0: row Farmer PP + face-down Baker, column Stable Boy NP + Winemaker SP, itself P = 5 x 2
    # (Shepherd at the centre not counted)
    case("Monk", ["Monk", "Farmer", "~Baker", "Stable Boy", "Shepherd", "Nun", "Winemaker", "Knight", "Duchess"],
         10),
    # Beggar at the centre: row Mother Superior FF + Nun F, column face-down Scribe + Monk FP = 4 x 2
    # (Vicar in a corner not counted)
    case("Beggar", ["Vicar", "~Scribe", "Knight", "Mother Superior", "Beggar", "Nun", "Farmer", "Monk", "Duchess"],
         8),
    # column 2: Farmer PP, Stable Boy NP, Baker P = 4 x 3
    case("Stable Boy", ["Nun", "Knight", "Farmer", "Inventor", "Duchess", "Stable Boy", "Monk", "Potter", "Baker"],
         12),
    # column 1: Templar FM, face-down Duchess, Winemaker SP -> F, M, S, P = 4 x 2
    case("Winemaker", ["Nun", "Templar", "Knight", "Farmer", "~Duchess", "Baker", "Inventor", "Winemaker", "Potter"],
         8),
    # row 0: Shepherd P, Farmer PP, Monk FP = 4 x 3
    case("Shepherd", ["Shepherd", "Farmer", "Monk", "Nun", "Knight", "Baker", "Inventor", "Duchess", "Potter"], 12),
    # castle face-up Knight, Nun, Duchess = 3 (Prince face down) x 2
    case("Usurper", ["Usurper", "Knight", "Nun", "Duchess", "~Prince", "Farmer", "Baker", "Inventor", "Potter"], 6),
    # cost 0 face-up: Traveler, Steward, Vicar, Beggar = 4 (Baker face down) x 2
    case("Traveler", ["Traveler", "Steward", "Vicar", "Beggar", "~Baker", "Knight", "Nun", "Farmer", "Inventor"], 8),
    case("Farmhand", ["Nun", "Knight", "Farmer", "Baker", "Inventor", "Duchess", "Monk", "Farmhand", "Potter"],
         10, purse={7: 5}),
    case("Revolutionary", ["Revolutionary", "Nun", "Knight", "Farmer", "~Duchess", "Inventor", "Baker", "Monk",
                           "Potter"], 9),  # no face-up Noble
    case("Fisherman", ["Nun", "Knight", "Farmer", "Baker", "Inventor", "Duchess", "Monk", "Potter", "Fisherman"],
         4),  # corner
    case("Baker", ["Nun", "Knight", "Farmer", "Baker", "Inventor", "Duchess", "Monk", "Potter", "Judge"],
         3),  # edge centre (middle of the left column)
    case("Beekeeper", ["Nun", "Knight", "Farmer", "Baker", "Beekeeper", "Inventor", "Duchess", "Monk", "Potter"],
         18, purse={4: 9}),
]


def test_one_case_per_card():
    assert sorted(p.values[0] for p in CASES) == sorted(NAMES)
    assert len(CASES) == 78


def _sheet(grid, purse=None, keys=0, gold=0):
    cells = grid_cells(grid)
    purse9 = [0] * 9
    for k, v in (purse or {}).items():
        purse9[k] = v
    return score_tableau(cells, purse9, keys, gold)


@pytest.mark.parametrize("name, grid, points, purse, keys", CASES)
def test_scroll(name, grid, points, purse, keys):
    sheet = _sheet(grid, purse, keys)
    k = grid.index(name)
    assert sheet.cards[k].card == name
    assert sheet.cards[k].points == points
    # face-down cards never score
    for i, g in enumerate(grid):
        if g.startswith("~"):
            assert sheet.cards[i].points == 0 and sheet.cards[i].face_down


# A position scroll elsewhere scores nothing; a "no X" scroll with a face-up X scores nothing.
ZERO = [
    ("Astronomer", 1), ("Goldsmith", 4), ("Captain", 3), ("Guildmaster", 4), ("Duchess", 3),
    ("Mother Superior", 6), ("Spy", 3), ("Spice Merchant", 0), ("Farmer", 5), ("Woodcutter", 1),
    ("Fisherman", 4), ("Fisherman", 1), ("Baker", 0), ("Baker", 4),
]


@pytest.mark.parametrize("name, k", ZERO, ids=[f"{n}@{k}" for n, k in ZERO])
def test_position_scroll_elsewhere_scores_nothing(name, k):
    filler = ["Nun", "Knight", "Inventor", "Monk", "Potter", "Judge", "Vicar", "Prince", "Witch"]
    filler = [f for f in filler if f != name][:8]
    grid = [*filler[:k], name, *filler[k:]]
    assert _sheet(grid).cards[k].points == 0


NO_SHIELD = [  # (card, a face-up card showing the missing shield)
    ("Devout", "Potter"), ("Baron", "Farmer"), ("Philosopher", "Knight"), ("Barbarian", "Inventor"),
    ("Witch", "Nun"), ("Revolutionary", "Duchess"),
]


@pytest.mark.parametrize("name, spoiler", NO_SHIELD, ids=[n for n, _ in NO_SHIELD])
def test_no_shield_scroll_spoiled_by_one_face_up_shield(name, spoiler):
    filler = [f for f in ["Judge", "Cardinal", "Squire", "Clockmaker", "Traveler", "Scribe", "Spy", "Steward"]
              if f != name]
    # pick 7 fillers that do not matter; the point is only that the spoiler is face up
    grid = [name, spoiler, *filler[:7]]
    assert _sheet(grid).cards[0].points == 0


def test_carpenter_without_face_down_scores_nothing():
    grid = ["Carpenter", "Nun", "Knight", "Farmer", "Baker", "Inventor", "Duchess", "Monk", "Potter"]
    assert _sheet(grid).cards[0].points == 0


# --- leftover gold, Banker, keys, tie-break ---------------------------------------------------

def test_leftover_gold_fills_purses_up_to_capacity():
    # Steward cap 3 holds 1, Potter cap 4 holds 0, face-down Beekeeper holds nothing and takes nothing.
    # 10 leftover gold: Steward +2, Potter +4 -> 4 left over.
    grid = ["Steward", "Potter", "~Beekeeper", "Nun", "Knight", "Farmer", "Baker", "Inventor", "Duchess"]
    sheet = _sheet(grid, {0: 1}, keys=3, gold=10)
    assert sheet.cards[0].purse_gold == 3 and sheet.cards[0].points == 6
    assert sheet.cards[1].purse_gold == 4 and sheet.cards[1].points == 8
    assert sheet.cards[2].purse_gold == 0 and sheet.cards[2].points == 0
    assert sheet.purse_gold == 7
    assert sheet.leftover_gold == 4
    # other scrolls: Nun column 0 (Steward N, Nun F, Baker P) = 1 Faith x 3 = 3; Knight cross
    # (row Nun, Knight, Farmer; column Potter, Knight, Inventor) no Noble -> 0; Farmer middle row 0;
    # Baker at cell 6 is a corner -> 0; Inventor village face-up (Potter, Farmer, Baker, Inventor) = 4;
    # Duchess bottom row -> 0; 3 keys.
    assert [c.points for c in sheet.cards] == [6, 8, 0, 3, 0, 0, 0, 4, 0]
    assert sheet.total == 6 + 8 + 3 + 0 + 0 + 0 + 4 + 0 + 3


def test_leftover_gold_short_of_room():
    # 3 gold for 2 + 4 = 6 room: all 3 go on purses, whichever purse gets them each is worth 2.
    grid = ["Steward", "Potter", "Nun", "Knight", "Farmer", "Baker", "Inventor", "Duchess", "Monk"]
    sheet = _sheet(grid, {0: 1}, gold=3)
    assert sheet.leftover_gold == 0
    assert sheet.purse_gold == 4
    assert sheet.cards[0].points + sheet.cards[1].points == 8
    assert sheet.cards[0].purse_gold <= 3 and sheet.cards[1].purse_gold <= 4


def test_full_purses_leave_all_gold_over():
    grid = ["Steward", "Potter", "Nun", "Knight", "Farmer", "Baker", "Inventor", "Duchess", "Monk"]
    sheet = _sheet(grid, {0: 3, 1: 4}, gold=9)
    assert sheet.leftover_gold == 9
    assert sheet.purse_gold == 7


def test_banker_counts_leftover_gold_on_purses():
    # Vicar cap 5 holds 1, Beekeeper cap 9 holds 2; 20 leftover: Vicar +4, Beekeeper +7 -> 9 left.
    # Banker: 5 + 9 = 14 gold on purses.
    grid = ["Banker", "Vicar", "Beekeeper", "Nun", "Knight", "Farmer", "Baker", "Inventor", "Duchess"]
    sheet = _sheet(grid, {1: 1, 2: 2}, gold=20)
    assert sheet.cards[0].points == 14
    assert sheet.cards[1].points == 10
    assert sheet.cards[2].points == 18
    assert sheet.leftover_gold == 9


def test_banker_without_purses_scores_nothing():
    grid = ["Banker", "Nun", "Knight", "Farmer", "Baker", "Inventor", "Duchess", "Monk", "Judge"]
    assert _sheet(grid, gold=12).cards[0].points == 0


def test_each_key_is_one_point_and_templar_locksmith_add_one_more():
    plain = ["Nun", "Knight", "Farmer", "Baker", "Inventor", "Duchess", "Monk", "Potter", "Judge"]
    a = _sheet(plain, keys=0)
    b = _sheet(plain, keys=6)
    assert b.total - a.total == 6
    assert b.key_points == 6
    both = ["Templar", "Locksmith", "Farmer", "Baker", "Inventor", "Duchess", "Monk", "Potter", "Judge"]
    c0, c6 = _sheet(both, keys=0), _sheet(both, keys=6)
    assert c6.total - c0.total == 18  # 6 for the keys + 6 Templar + 6 Locksmith
    assert c6.cards[0].points == 6 and c6.cards[1].points == 6


def test_face_down_cards_score_nothing_and_keys_count():
    grid = ["~" + n for n in ["Duchess", "Captain", "Farmer", "Baker", "Inventor", "Nun", "Monk", "Potter", "Judge"]]
    sheet = _sheet(grid, keys=4, gold=7)
    assert sheet.total == 4
    assert sheet.leftover_gold == 7


def _tie_sheets(gold_a, gold_b):
    # The same tableau on both sides (no purse card), so the same points; only the gold differs.
    grid_a = ["Duchess", "Knight", "Judge", "Nun", "Farmer", "Baker", "Inventor", "Monk", "Clockmaker"]
    grid_b = list(grid_a)
    return _sheet(grid_a, keys=2, gold=gold_a), _sheet(grid_b, keys=2, gold=gold_b)


def test_tie_break_most_leftover_gold():
    a, b = _tie_sheets(5, 3)
    assert a.total == b.total
    assert winners([a, b]) == [0]
    assert winners([b, a]) == [1]


def test_tie_break_gold_on_purses_does_not_count():
    # A: 4 gold, all of it goes on an empty Potter (8 points) -> 0 left over.
    # B: the same tableau but with a face-down Potter and 8 more points from keys, 4 gold left over.
    grid_a = ["Duchess", "Knight", "Judge", "Nun", "Farmer", "Baker", "Inventor", "Monk", "Potter"]
    grid_b = ["Duchess", "Knight", "Judge", "Nun", "Farmer", "Baker", "Inventor", "Monk", "~Potter"]
    a = _sheet(grid_a, keys=0, gold=4)
    b = _sheet(grid_b, keys=8, gold=4)
    # the face-down Potter is not a village card for Inventor: B's Inventor scores 1 less
    assert a.cards[6].points - b.cards[6].points == 1
    b = _sheet(grid_b, keys=9, gold=4)
    assert a.total == b.total
    assert a.leftover_gold == 0 and b.leftover_gold == 4
    assert winners([a, b]) == [1]


def test_tie_shared_victory():
    a, b = _tie_sheets(4, 4)
    assert winners([a, b]) == [0, 1]
    a, b = _tie_sheets(4, 4)
    c, _ = _tie_sheets(1, 1)
    assert winners([a, b, c]) == [0, 1]


def test_game_state_scores_the_final_frame():
    # Through GameState: seat 0's nine cards in field rows 1..3 / columns 1..3, leftover gold on purses.
    s = new_game(2)
    build(s, 0, [("Duchess", 1), ("Potter", 0), ("Nun", 2), ("Knight", 3), ("Farmer", 4), ("Baker", 5),
                 ("Inventor", 6), ("Monk", 7), ("Fisherman", 8)])
    set_resources(s, 0, gold=6, keys=3)
    sheet = s.score(0)
    # Duchess top row 8; Potter 4 gold x 2 = 8 (2 left over); Nun column 2 (Nun F, Baker P, Fisherman PP)
    # = 1 Faith x 3 = 3; Knight cross (row Knight, Farmer, Baker; column Potter, Knight, Inventor) no Noble = 0;
    # Farmer middle row, not bottom: 0; Baker edge centre (cell 5): 3; Inventor village face-up Potter, Farmer,
    # Baker, Inventor, Monk, Fisherman = 6; Monk cross (row Inventor, Monk, Fisherman PP; column Duchess,
    # Farmer PP, Monk FP) Peasant = 2 + 2 + 1 = 5 x 2 = 10; Fisherman corner 4; keys 3.
    assert [c.points for c in sheet.cards] == [8, 8, 3, 0, 0, 3, 6, 10, 4]
    assert sheet.total == 42 + 3
    assert sheet.leftover_gold == 2
    assert cell(4) == 12
