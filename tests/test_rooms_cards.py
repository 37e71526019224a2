"""The Castle Rooms deck file: the bundled data, and bad files named with their field."""

import json

import pytest

from castlecombo.resources import asset_path
from castlecombo.rooms.cards import RoomDataError, load_room_file, parse_room_deck, room_deck

GOOD = json.loads(asset_path("rooms", "cards.json").read_text(encoding="utf-8"))


def test_the_bundled_deck_has_13_rooms_of_each_of_the_4_kinds_and_6_dragons_and_6_knights():
    deck = room_deck()
    assert sorted((k.entry, k.exit, k.count) for k in deck.rooms) == [
        ("corridor", "corridor", 13), ("corridor", "stairs", 13), ("stairs", "corridor", 13), ("stairs", "stairs", 13)]
    assert deck.counts(4) == ([13] * 4, 6, 6)
    assert deck.counts(3) == ([13] * 4, 4, 4) and deck.counts(2) == ([13] * 4, 4, 4)


def _broken(change) -> str:
    data = json.loads(json.dumps(GOOD))
    change(data)
    with pytest.raises(RoomDataError) as err:
        parse_room_deck(json.dumps(data), "rooms.json")
    return str(err.value)


def test_an_unknown_side_names_the_room_kind_and_field():
    msg = _broken(lambda d: d["rooms"][2].update(exit="ladder"))
    assert msg.startswith("rooms.json: room kind #3, field exit:") and "stairs" in msg


def test_a_room_kind_listed_twice_is_refused():
    msg = _broken(lambda d: d["rooms"][1].update(entry="stairs", exit="stairs"))
    assert "stairs→stairs is listed twice" in msg


def test_a_small_table_cannot_remove_more_dragons_than_the_deck_holds():
    msg = _broken(lambda d: d["small_table"].update(remove_dragons=7))
    assert "cannot remove 7 of 6 dragons" in msg


def test_a_missing_field_and_an_unknown_field_are_named():
    assert "field knights" in _broken(lambda d: d.pop("knights"))
    assert "field wizards" in _broken(lambda d: d.update(wizards=2))


def test_a_deck_with_too_many_rooms_for_two_digit_line_numbers_is_refused():
    assert "at most 99 rooms" in _broken(lambda d: d["rooms"][0].update(count=61))


def test_bad_json_and_a_missing_file_say_so_in_one_line(tmp_path):
    with pytest.raises(RoomDataError, match=r"^x.json: not valid JSON \(line 1"):
        parse_room_deck("{", "x.json")
    with pytest.raises(RoomDataError, match="cannot be read"):
        load_room_file(tmp_path / "missing.json")
