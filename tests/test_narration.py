"""Move narration is a pure function of (state before, action): the log rebuilds from the record."""

from __future__ import annotations

import random
from collections.abc import Iterator

from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.catalog import NAMES
from castlecombo.combo.engine.state import FACE_DOWN_GOLD, FACE_DOWN_KEYS, GameState
from castlecombo.combo.ui.narration import game_log, narrate, narrate_game, speaker_names
from castlecombo.storage import files as storage
from ui_helpers import take_the_seat

NAMES_OF_SEATS = ["Ada", "Brice", "Cato", "Dara", "Emil"]


def narrated_random_game(n: int, seed: int, names: list[str]) -> Iterator[tuple[int, int, str, GameState, GameState]]:
    """Play a random game of ``n`` seats; yield (mover, action, its log line, state before, state after)."""
    rng = random.Random(seed)
    state = GameState.new(n, seed)
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        seat = state.current
        line = narrate(state, action, names)
        before = state.clone()
        state.apply(action)
        yield seat, action, line, before, state


def test_the_live_log_is_the_log_rebuilt_from_the_record(app):
    from castlecombo.app.window import default_seats
    from castlecombo.combo.ui.replay_scene import ReplayScene

    app.start_game(default_seats(["human", "human"]), 17, 0)
    table = take_the_seat(app)  # two people: the game opens under the cover
    rng = random.Random(17)
    while not table.state.is_over:  # every decision goes through the table's own decide()
        assert table.decide(rng.choice(table.state.legal_actions()))
    table.motion.clear()  # the last move has played out: the game goes into the history
    table.finish()
    live = table.log.entries
    record = storage.load_history()[0][-1]
    assert list(record.actions) == list(table.state.actions)
    rebuilt = game_log(2, record.seed, record.first_player, record.actions, speaker_names(record.seats))
    assert live == rebuilt and len(live) == len(record.actions)  # the whole game, not the last lines
    assert live[0].round == 1 and live[-1].round == 9
    replay = ReplayScene(app, record)
    replay.seek(replay.total)
    assert replay.log == narrate_game(2, record.seed, record.first_player, record.actions,
                                      [s.name for s in record.seats])


def test_the_only_person_at_the_table_is_you():
    from castlecombo.app.window import default_seats

    assert speaker_names(default_seats(["human", "easy", "hard"]))[0] == "You"
    assert "You" not in speaker_names(default_seats(["human", "human"]))


def test_each_line_says_what_the_engine_did():
    """Over whole random games: the mover is named, a take names the card that lands on the tableau,
    a face-down take gives exactly what the line says, a key use names the right row."""
    seen = set()
    for seed in range(12):
        n = 2 + seed % 4
        for seat, action, line, before, state in narrated_random_game(n, seed, NAMES_OF_SEATS):
            assert line.startswith(NAMES_OF_SEATS[seat] + " "), line
            if A.is_take(action):
                take = A.take_parts(action)
                card = state.players[seat].card_at(take.position)
                assert NAMES[card] in line
                if take.face_down:
                    seen.add("face down")
                    assert f"+{FACE_DOWN_GOLD} gold, +{FACE_DOWN_KEYS} keys" in line
                    assert state.players[seat].gold - before.players[seat].gold == FACE_DOWN_GOLD
                    assert state.players[seat].keys - before.players[seat].keys == FACE_DOWN_KEYS
                elif before.price(seat, card):
                    seen.add("bought")
                    assert f"for {before.price(seat, card)} gold" in line
                else:  # "for 0 gold" read oddly (a playtest), "took X for free" as face down (playtest 229)
                    seen.add("free")
                    assert f"bought {NAMES[card]} at no cost" in line
            elif action == A.KEY_MOVE:
                seen.add("key move")
                assert ("Castle" if state.messenger == 0 else "Village") in line
            elif A.is_neighbour(action):
                seen.add("neighbour")
                counted = before.neighbours(seat)[A.neighbour_side(action)]
                assert f"counted {NAMES_OF_SEATS[counted]}'s tableau" in line
            elif A.is_discard(action):
                seen.add("discard")
                top = [NAMES[pile[-1]] for pile in state.discards if pile]
                assert "discarded" in line and any(f"discarded {name} from" in line for name in top)
                assert f"({NAMES[before.card]})" in line  # the card whose ability discarded (playtest 305)
    assert {"face down", "bought", "free", "key move", "neighbour", "discard"} <= seen


def _amount(value: int, unit: str) -> str:
    return f"{value:+d} {unit}" + ("" if abs(value) == 1 or unit == "gold" else "s")


def test_each_line_says_what_the_decision_gained():
    """The mover's gold and keys (less what a purchase or a key cost) and the gold put on purses are
    in the line exactly as the engine changed them, and so are the other seats' gains; nothing is
    claimed that did not happen."""
    seen = set()
    for seed in range(10):
        n = 2 + seed % 4
        rng = random.Random(100 + seed)
        state = GameState.new(n, seed)
        while not state.is_over:
            action = rng.choice(state.legal_actions())
            seat = state.current
            before = state.clone()
            line = narrate(state, action, NAMES_OF_SEATS)
            state.apply(action)
            paid = 0
            if A.is_take(action) and not A.take_parts(action).face_down:
                paid = before.price(seat, state.players[seat].card_at(A.take_parts(action).position))
            spent_key = 1 if A.is_key(action) else 0
            gold = state.players[seat].gold - before.players[seat].gold + paid
            keys = state.players[seat].keys - before.players[seat].keys + spent_key
            purses = sum(state.players[seat].purse) - sum(before.players[seat].purse)
            gains = line.partition(": ")[2]
            mine = gains.split("; ")[0] if gains and not gains.startswith(tuple(NAMES_OF_SEATS)) else ""
            mine = "" if "cards now cost" in mine else mine  # a discount gained, said after the gains
            if action == A.KEY_MOVE:
                continue  # the line is the walk itself
            if A.is_option(action) and gold + keys + purses:
                continue  # "chose +2 keys" names the gain in the choice's own words
            for value, unit in ((gold, "gold"), (keys, "key")):
                if value:
                    seen.add(unit)
                    assert _amount(value, unit) in mine, (line, value, unit)
                else:
                    assert f" {unit}" not in mine.replace("gold on purses", ""), line
            if purses:
                seen.add("purses")
                assert f"{purses:+d} gold on purses" in mine, line
            for other in range(n):
                if other == seat:
                    continue
                got = state.players[other].gold - before.players[other].gold
                if got:
                    seen.add("others")
                    assert f"{NAMES_OF_SEATS[other]} {got:+d} gold" in line, line
    assert {"gold", "key", "purses", "others"} <= seen


def test_narration_reads_the_state_and_changes_nothing():
    state = GameState.new(3, 8)
    for action in state.legal_actions():
        copy = state.clone()
        narrate(state, action, NAMES_OF_SEATS)
        assert state.actions == copy.actions and state.players[0].gold == copy.players[0].gold
        assert state.displays == copy.displays


def test_what_another_players_move_gives_you_says_you_mid_sentence():
    """"Aldric bought Patron for 5 gold: You +2 gold." (a playtest): the person's gains from another's move say
    "you", lower case, mid-sentence; another player's gains keep the name."""
    from castlecombo.app.window import default_seats

    names = speaker_names(default_seats(["human", "easy", "easy"]))
    said_to_you = said_to_other = 0
    for seed in range(40):
        for seat, _action, line, before, state in narrated_random_game(3, seed, names):
            if seat != 0 and state.players[0].gold > before.players[0].gold:
                assert ": you +" in line or ", you +" in line or "; you +" in line, line
                assert "You +" not in line, line
                said_to_you += 1
            if seat == 0 and state.players[1].gold > before.players[1].gold:
                assert f"{names[1]} +" in line, line
                said_to_other += 1
    assert said_to_you and said_to_other


def test_an_ability_that_counts_either_neighbour_alike_says_so():
    """A 5-player playtest bought the Spy (+1 key per Military shield of a neighbour): no neighbour was asked
    for and the log said only "+1 gold", so whose shields counted was a mystery. When both neighbours count
    the same the engine asks nothing; the line says they counted alike (or that neither had any)."""
    from castlecombo.combo.engine.decision import NEIGHBOUR
    from castlecombo.combo.engine.effects import ABILITY, GainRule

    alike = ("to count: no need to choose", "neither neighbour had any to count")
    said = 0
    for seed in range(40):
        n = 3 + seed % 3
        for seat, action, line, before, after in narrated_random_game(n, seed, NAMES_OF_SEATS[:n]):
            if not (A.is_take(action) and not A.take_parts(action).face_down):
                assert not any(words in line for words in alike) or A.is_option(action), line
                continue
            card = before.displays[before.messenger][A.take_parts(action).slot]
            counts_a_neighbour = any(isinstance(r, GainRule) and r.per is not None and r.per.neighbour
                                     for r in ABILITY[card])
            asked = after.phase == NEIGHBOUR and after.current == seat
            if counts_a_neighbour and not asked:
                said += 1
                assert any(words in line for words in alike), line
                # said of the mover's gains, before the Messenger's walk (it read as the walk's)
                assert "Messenger" not in line.split(next(w for w in alike if w in line))[0].split(": ", 1)[-1], line
                per = next(r.per for r in ABILITY[card] if isinstance(r, GainRule) and r.per is not None
                           and r.per.neighbour)
                counted = per.count(before.players[before.neighbours(seat)[0]])
                assert (f"both neighbours had {counted} to count" in line) == (counted > 0), line  # how many
            else:
                assert not any(words in line for words in alike), line
    assert said >= 3


def test_a_neighbour_counted_is_credited_only_with_what_it_gave():
    """Playtest 141 took the Templar (+1 gold per Faith shield of a neighbour, +1 key per own Military shield),
    counted Cedric and read "counted Cedric's tableau for Templar: +1 gold, +2 keys": the keys came from the
    mover's own shields. The line tells the neighbour's part from the mover's own."""
    told_apart = 0
    for seed in range(60):
        n = 3 + seed % 3
        for seat, action, line, before, after in narrated_random_game(n, seed, NAMES_OF_SEATS[:n]):
            if not A.is_neighbour(action):
                continue
            other = NAMES_OF_SEATS[before.neighbours(seat)[A.neighbour_side(action)]]
            rule = before.pending.rule
            got = rule.amount * rule.per.count(before.players[before.neighbours(seat)[A.neighbour_side(action)]])
            unit = "gold" if rule.resource == "gold" else "key"
            keys = after.players[seat].keys - before.players[seat].keys
            gold = after.players[seat].gold - before.players[seat].gold
            own = keys - (got if unit == "key" else 0), gold - (got if unit == "gold" else 0)
            if own == (0, 0):
                assert f"counted on {other}'s tableau" not in line, line
                continue
            told_apart += 1
            theirs = _amount(got, unit) if got else "nothing"
            # "counted on": "+1 gold from your tableau" read as gold taken from it (playtests 220 and 229)
            # the mover named before the gains: "+1 gold counted on your tableau" read as the person's (275)
            whose = f"{NAMES_OF_SEATS[seat]} " if got else ""
            assert f"{whose}{theirs} counted on {other}'s tableau" in line, line
            # the mover by name: "their own" was read as the neighbour's (playtest 271)
            assert f"counted on {NAMES_OF_SEATS[seat]}'s own tableau" in line, line
    assert told_apart >= 3


def test_gold_another_counted_on_your_tableau_is_said_to_be_theirs():
    """Playtest 275: "Cedric counted your tableau for Templar: +1 gold counted on your tableau, +1 key counted on
    Cedric's own tableau"; Tom thought the gold was his. The gains name the player who takes them."""
    from castlecombo.combo.ui.narration import You

    found = 0
    for seed in range(300):
        n = 2 + seed % 4
        names = [You("You"), *NAMES_OF_SEATS[1:n]]
        for seat, action, line, before, after in narrated_random_game(n, seed, names):
            other = before.neighbours(seat)[A.neighbour_side(action)] if A.is_neighbour(action) else None
            if other == 0 and "counted on your tableau" in line and "nothing counted" not in line:
                found += 1
                assert f"{NAMES_OF_SEATS[seat]} +" in line.split("counted on your tableau")[0], line
                assert after.players[0].gold == before.players[0].gold  # (none of it is the person's)
    assert found >= 2


def test_a_deck_rebuilt_from_its_discards_is_said_in_the_log():
    """A playtest saw "deck 0 / discards 18" become "deck 16 / discards 0" with nothing in the log."""
    said = 0
    for seed in range(80):
        n = 2 + seed % 4
        for _seat, _action, line, before, after in narrated_random_game(n, seed, NAMES_OF_SEATS[:n]):
            rebuilt = [loc for loc in range(2) if after.shuffles > before.shuffles
                       and len(after.discards[loc]) < len(before.discards[loc])]
            for loc, place in ((0, "Castle"), (1, "Village")):
                words = f"the {place} deck ran out: its discards were shuffled into a new deck"
                assert (words in line) == (loc in rebuilt), line
            said += bool(rebuilt)
    assert said >= 3


def test_a_take_that_lowers_the_takers_score_says_how_much_and_which_cards():
    """Playtest 115: Marie-Christine's score fell from 34 to 31 when she bought Bastard (her Baron scores without a
    Peasant shield), and the log said only "bought Bastard for 3 gold: +4 keys". A take that lowers its taker's
    score says by how much and which cards' points changed; one that does not says nothing of points."""
    from castlecombo.combo.ui.score_change import changes

    lowered = raised = 0
    for seed in range(30):
        for seat, action, line, before, after in narrated_random_game(2 + seed % 4, seed, NAMES_OF_SEATS):
            if not A.is_take(action):
                continue
            fewer = before.score(seat).total - after.score(seat).total
            if fewer > 0:
                lowered += 1
                said = f"{fewer} point fewer (" if fewer == 1 else f"{fewer} points fewer ("
                assert said in line, line
                name, points = changes(before.score(seat), after.score(seat))[0]
                assert f"{name} {points:+d}" in line.partition(said)[2], line
            else:
                raised += 1
                assert "fewer (" not in line, line
    assert lowered >= 5 and raised >= 50


def test_the_parts_of_a_score_change_add_up_to_it():
    """Playtest 127 added up Suggest's why: "+4 points now (Locksmith +7, gold on purses -6, keys +2)" made 3, the
    smaller parts left out. The largest three are named and the rest said together, so the parts add up."""
    from castlecombo.combo.ui.score_change import changes

    many = 0
    for seed in range(30):
        for seat, action, _line, before, after in narrated_random_game(2 + seed % 4, seed, NAMES_OF_SEATS):
            if not A.is_take(action):
                continue
            was, now = before.score(seat), after.score(seat)
            parts = changes(was, now)
            assert sum(n for _name, n in parts) == now.total - was.total, (parts, now.total - was.total)
            many += len(parts) == 4
    assert many >= 3  # some changes had more than three parts


def test_a_card_scoring_all_or_nothing_says_its_scroll_where_a_move_switches_it():
    """Playtest 121: "Philosopher -10" with no word why (a red shield had come). A card that scores its points or
    none (a shield it must not see, a place in the 3×3, a card face down) says its scroll where a move makes it
    score or stop scoring; any other card's change is said as before."""
    from castlecombo.combo import cardtext
    from castlecombo.combo.engine.catalog import CARDS, INDEX_BY_NAME
    from castlecombo.combo.ui.score_change import ALL_OR_NOTHING, change_words, conditions

    said = set()
    for seed in range(30):
        for seat, _action, _line, before, after in narrated_random_game(2 + seed % 4, seed, NAMES_OF_SEATS):
            was, now = before.score(seat), after.score(seat)
            points = {c.card: c.points for c in was.cards if c.card is not None and not c.face_down}
            why = conditions(was, now)
            words = change_words(was, now)
            for c in now.cards:  # the card just placed too, where it scores (playtest 139)
                if c.card is None or c.face_down:
                    continue
                card = CARDS[INDEX_BY_NAME[c.card.casefold()]]
                switched = (points.get(c.card, 0) == 0) != (c.points == 0)
                assert (card.title in why) == (switched and card.scroll.type in ALL_OR_NOTHING), (c, why)
                if card.title in why and f"{card.title} " in words:  # among the parts named (not in "the rest")
                    n = c.points - points.get(c.card, 0)
                    assert f"{card.title} {n:+d} [{cardtext.scroll_text(card)}]" in words, words
                    said.add(card.scroll.type)
    assert said == set(ALL_OR_NOTHING), said


def test_three_names_or_more_are_a_list_not_a_chain_of_ands():
    """Playtest 149 read "… ce qu'ont joué Aldric et Beatrix et Cedric et Dorothea depuis" after an undo: a list of
    names is said as one ("Aldric, Beatrix, Cedric and Dorothea"), in each language's words."""
    from castlecombo import i18n
    from castlecombo.combo.ui.narration import joined

    assert joined(["Aldric"]) == "Aldric" and joined(["Aldric", "Beatrix"]) == "Aldric and Beatrix"
    assert joined(["Aldric", "Beatrix", "Cedric", "Dorothea"]) == "Aldric, Beatrix, Cedric and Dorothea"
    try:
        i18n.set_language("fr")
        assert joined(["Aldric", "Beatrix", "Cedric"]) == "Aldric, Beatrix et Cedric"
    finally:
        i18n.set_language("en")


def test_a_discount_gained_is_told_with_the_whole_discount_now():
    """Playtest 169: "Aldric bought Princess for 3 gold: the Messenger goes to the Village." said nothing of the
    discount Princess brings; it was read only off his panel."""
    told = {"castle": False, "both": False, "stacked": False}
    for seed in range(40):
        for seat, _action, line, before, after in narrated_random_game(2, seed, ["Ann", "Bob"]):
            b, a = before.players[seat].discount, after.players[seat].discount
            if a == b:
                assert "cards now cost" not in line, line
                continue
            if a[0] > b[0] and a[1] > b[1] and a[0] == a[1]:
                assert f"Castle and Village cards now cost {a[0]} gold less" in line, line
                told["both"] = True
            elif a[0] > b[0]:
                assert f"Castle cards now cost {a[0]} gold less" in line, line
                told["castle"] = True
                told["stacked"] = told["stacked"] or a[0] > 1
            if a[1] > b[1] and a[0] != a[1]:
                assert f"Village cards now cost {a[1]} gold less" in line, line
    assert all(told.values()), told


def test_the_card_that_refills_a_row_is_named():
    """Playtest 172: "You took Carpenter for free: +5 keys" and Traveler took its place in silence; a discard from
    a display too. The card that comes in is named, once (a key's refresh names its new cards itself)."""
    named = 0
    for seed in range(6):
        for _seat, action, line, before, after in narrated_random_game(3, seed, ["Ann", "Bob", "Cy"]):
            for loc, row in enumerate(("Castle", "Village")):
                came = [c for b, c in zip(before.displays[loc], after.displays[loc], strict=True) if c >= 0 and c != b]
                if action == A.KEY_REFRESH or not came:
                    assert f"into the {row}" not in line, line
                    continue
                assert f"into the {row}" in line and all(NAMES[c] in line for c in came), line
                named += 1
    assert named > 50


def test_a_changes_words_without_scrolls_name_the_same_cards_and_points():
    """The suggestion's shorter why (playtest 181) leaves out the scrolls in brackets, nothing else: the same cards,
    the same points, in the same order."""
    import random
    import re

    from castlecombo.combo.engine import actions as A
    from castlecombo.combo.ui.score_change import change_words

    found = 0
    for seed in range(40):
        rng = random.Random(seed)
        state = GameState.new(2, seed, 0)
        while not state.is_over and found < 5:
            action = rng.choice(state.legal_actions())
            if A.is_take(action):
                after = state.clone()
                after.apply(action)
                seat = state.current
                whole = change_words(state.score(seat), after.score(seat))
                if "[" in whole:
                    found += 1
                    short = change_words(state.score(seat), after.score(seat), scrolls=False)
                    assert "[" not in short and short == re.sub(r" \[[^\]]*\]", "", whole), (whole, short)
            state.apply(action)
        if found >= 5:
            break
    assert found >= 5


def test_a_choice_whose_gain_its_words_say_is_followed_by_what_else_happened_not_a_colon():
    """Playtest 288 read "Carmen chose +2 keys (Blacksmith): Farmer comes into the Village" as the Farmer coming
    because of the choice. After a choice its words already say, what else happened follows a semicolon, and the
    take-back's note still stops at the choice."""
    from castlecombo.combo.ui.narration import done_words

    found = 0
    for seed in range(40):
        rng = random.Random(seed)
        state = GameState.new(3, seed)
        while not state.is_over:
            action = rng.choice(state.legal_actions())
            if A.is_option(action):
                line = narrate(state, action, NAMES_OF_SEATS)
                head = line.split(" (", 1)[0]
                if head.endswith("+2 keys") and not line.endswith(")."):
                    found += 1
                    after = line.split(")", 1)[1]
                    assert after.startswith("; ") and ": " not in after, line
                    assert done_words(line) == line.split(";", 1)[0] + ".", line
            state.apply(action)
    assert found >= 3
