"""The card data: complete, consistent with the rulebook's tallies, and a bad file is named clearly."""

import json
import os
import subprocess
import sys
from collections import Counter

import pytest

from castlecombo.combo.cards import SHIELDS, CardDataError, asset_path, base_cards, parse_card_set


def test_78_cards_39_per_deck_with_unique_ids_and_names():
    cards = base_cards()
    assert len(cards) == 78
    assert Counter(c.deck for c in cards) == {"castle": 39, "village": 39}
    assert len({c.id for c in cards}) == 78 and len({c.name for c in cards}) == 78


@pytest.mark.parametrize("deck, expected", [
    ("castle", [14, 12, 11, 8, 7, 0]),
    ("village", [1, 5, 6, 10, 11, 20]),
])
def test_shield_totals_match_the_rulebook_distribution(deck, expected):
    counts = Counter(s for c in base_cards() if c.deck == deck for s in c.shields)
    assert [counts[s] for s in SHIELDS] == expected


def test_counts_of_discounts_purses_and_messengers():
    cards = base_cards()
    assert Counter(c.discount for c in cards if c.discount) == {"all": 4, "castle": 6, "village": 5}
    assert sum(1 for c in cards if c.purse) == 11
    assert sum(1 for c in cards if c.messenger) == 38
    assert all(c.messenger != c.deck for c in cards if c.messenger)  # the icon sends it to the other location


def _broken(mutate) -> str:
    doc = json.loads(asset_path("cards", "base.json").read_text())
    mutate(doc)
    return json.dumps(doc)


def test_bad_field_names_file_card_and_field():
    text = _broken(lambda d: d["cards"][4].__setitem__("cost", "seven"))
    with pytest.raises(CardDataError) as err:
        parse_card_set(text, "mycards.json")
    message = str(err.value)
    assert message.startswith("mycards.json: card #5 (") and "field cost" in message


def test_unknown_ability_type_is_refused():
    text = _broken(lambda d: d["cards"][0]["ability"][0].__setitem__("type", "teleport"))
    with pytest.raises(CardDataError, match=r"card #1 \(Steward\), field ability\.0"):
        parse_card_set(text, "x.json")


def test_duplicate_card_is_refused():
    text = _broken(lambda d: d["cards"].append(dict(d["cards"][0])))
    with pytest.raises(CardDataError, match="appears twice"):
        parse_card_set(text, "x.json")


def test_invalid_json_is_named():
    with pytest.raises(CardDataError, match=r"x.json: not valid JSON \(line 1"):
        parse_card_set("{", "x.json")


def test_the_command_reports_a_bad_card_file_without_traceback(tmp_path):
    bad = tmp_path / "cards.json"
    bad.write_text(_broken(lambda d: d["cards"][10].__setitem__("shields", ["dragons"])))
    env = dict(os.environ, CASTLECOMBO_CARD_FILE=str(bad))
    out = subprocess.run([sys.executable, "-m", "castlecombo", "score", "-"], input="{}", env=env,
                         capture_output=True, text=True)
    assert out.returncode == 2
    assert "Traceback" not in out.stderr and str(bad) in out.stderr and "field shields.0" in out.stderr
