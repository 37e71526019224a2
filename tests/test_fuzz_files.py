"""Fuzz target: mutated save, settings, history and card files give a valid model or a clear one-line error.

Never another exception, never a good file overwritten. Bounded so that it runs in CI in a few
seconds: every kind has a fixed number of examples and no deadline.
"""

from __future__ import annotations

import json
import os
import random
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from castlecombo.combo.cards import CardDataError, CardSet, check_playable, parse_card_set
from castlecombo.combo.engine import GameState
from castlecombo.combo.replay import history_record
from castlecombo.resources import asset_path
from castlecombo.storage import files as storage
from castlecombo.storage import saves
from castlecombo.storage.records import HistoryRecord, SaveGame, SeatConfig, Settings, dump_json

# CASTLECOMBO_FUZZ_EXAMPLES=2000 for a longer run by hand; CI keeps the bounded default
FUZZ = settings(max_examples=int(os.environ.get("CASTLECOMBO_FUZZ_EXAMPLES", "50")), deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture])
SEATS = [SeatConfig(name="Ann", kind="human", colour="#112233"),
         SeatConfig(name="Bot", kind="hard", colour="#445566"),
         SeatConfig(name="Cy", kind="easy", colour="#778899")]
DEEP = "__deep__"


def _game(n: int) -> GameState:
    state = GameState.new(3, 8, 1)
    rng = random.Random(8)
    while len(state.actions) < n and not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return state


GOOD = {
    "settings": (dump_json(Settings(window_width=1600, window_height=900, last_seats=SEATS[:2])),
                 dump_json(Settings(ai_pace="fast"))),
    "save": (dump_json(SaveGame.new(8, SEATS, 1).with_actions(_game(12).actions)),
             dump_json(SaveGame.new(8, SEATS, 1).with_actions(_game(10).actions))),
    "history": (dump_json(history_record(SaveGame.new(8, SEATS, 1), _game(10_000))),
                dump_json(history_record(SaveGame.new(8, SEATS, 1), _game(30)))),
}
MODEL = {"settings": Settings, "save": SaveGame, "history": HistoryRecord}
CARD_TEXT = asset_path("cards", "base.json").read_text(encoding="utf-8")

hostile_values = st.one_of(
    st.integers(-(10**40), 10**40), st.sampled_from([10**12, -1, 0, 2**63, 16384]),
    st.floats(allow_nan=False, allow_infinity=False), st.booleans(), st.none(),
    st.text(max_size=30), st.sampled_from(["x" * 100_000, "\ud800", "caf\u00e9"]),
    st.lists(st.integers(-5, 2000), max_size=8), st.dictionaries(st.text(max_size=5), st.integers(), max_size=3),
    st.just(DEEP),
)


def _slots(value, path=()):
    """Every (path) to a value inside a JSON document."""
    yield path
    if isinstance(value, dict):
        for key, child in value.items():
            yield from _slots(child, (*path, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            yield from _slots(child, (*path, index))


@st.composite
def json_mutation(draw, text: str) -> bytes:
    doc = json.loads(text)
    for _ in range(draw(st.integers(1, 3))):
        slots = [p for p in _slots(doc) if p]
        where = draw(st.sampled_from(slots))
        parent = doc
        for step in where[:-1]:
            parent = parent[step]
        action = draw(st.sampled_from(["replace", "delete", "add"]))
        if action == "replace":
            parent[where[-1]] = draw(hostile_values)
        elif action == "delete":
            del parent[where[-1]]
        elif isinstance(parent, dict):
            parent[draw(st.text(max_size=8))] = draw(hostile_values)
        else:
            parent.append(draw(hostile_values))
    out = json.dumps(doc)
    depth = draw(st.sampled_from([2, 70, 5000, 100_000]))
    return out.replace(json.dumps(DEEP), "[" * depth + "]" * depth).encode("utf-8")


@st.composite
def byte_mutation(draw, text: str) -> bytes:
    data = bytearray(text.encode("utf-8"))
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(data)))
        action = draw(st.sampled_from(["truncate", "flip", "insert", "bad utf-8", "bom", "huge number"]))
        if action == "truncate":
            del data[at:]
        elif action == "flip" and at < len(data):
            data[at] = draw(st.integers(0, 255))
        elif action == "insert":
            data[at:at] = draw(st.binary(min_size=1, max_size=8))
        elif action == "bad utf-8":
            data[at:at] = draw(st.sampled_from([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\xe9"]))
        elif action == "bom":
            data[0:0] = b"\xef\xbb\xbf"
        elif action == "huge number":
            data[at:at] = b"9" * draw(st.sampled_from([31, 5000]))
    return bytes(data)


def mutations(text: str):
    return st.one_of(json_mutation(text), byte_mutation(text))


def one_line(message: str, limit: int) -> None:
    assert "\n" not in message and "Traceback" not in message and len(message) < limit, message[:limit]


def _load(kind: str):
    if kind == "settings":
        return storage.load_settings()
    if kind == "save":
        return saves.load_current_save()
    records, messages = storage.load_history()
    assert len(messages) <= 1
    return records, (messages[0] if messages else None)


def _path(kind: str) -> Path:
    if kind == "settings":
        return storage.settings_path()
    if kind == "save":
        return saves.current_save_path()
    return storage.history_dir() / "20261130-100000-8.json"


def _kept(path: Path) -> list[bytes]:
    return [p.read_bytes() for p in path.parent.glob(path.name + ".corrupt-*")]


def _text(blob: bytes) -> bytes:
    """Return ``blob`` as the app reads it: a byte-order mark first (Windows Notepad writes one) is no part of it."""
    return blob.removeprefix(b"\xef\xbb\xbf")


def check_file(kind: str, blob: bytes) -> None:
    primary, backup_text = GOOD[kind]
    path = _path(kind)
    path.parent.mkdir(parents=True, exist_ok=True)
    other_game = storage.history_dir() / "20261129-100000-8.json"
    if kind == "history":
        other_game.write_text(primary)  # a good finished game next to the damaged one
    else:
        storage.backup_path(path).write_text(backup_text)  # a good backup behind the damaged file
    path.write_bytes(blob)

    obj, message = _load(kind)  # never raises

    model = MODEL[kind]
    if kind == "history":
        good = model.model_validate_json(primary)
        assert other_game.read_text() == primary  # the good game next to it is never touched
        if message is None:  # the mutation happened to be valid: both games load, the file untouched
            assert obj == [good, model.model_validate_json(_text(blob))] and path.read_bytes() == blob
        else:
            one_line(message, 700)
            assert obj == [good] and _kept(path) == [blob]
        return
    if message is None:
        assert obj == model.model_validate_json(_text(blob)) and path.read_bytes() == blob
        return
    one_line(message, 700)
    assert _kept(path) == [blob]  # the damaged bytes are kept, as they were
    # the good backup is what was loaded, is in place again, and survives the next write
    assert obj == model.model_validate_json(backup_text)
    assert path.read_text() == backup_text == storage.backup_path(path).read_text()
    path.write_bytes(blob)  # damaged again, then a write: the good backup must not be replaced by junk
    if kind == "settings":
        storage.save_settings(Settings(sound=False))
    else:
        saves.write_current_save(SaveGame.new(8, SEATS, 1))
    assert storage.backup_path(path).read_text() == backup_text


@pytest.mark.parametrize("kind", ["settings", "save", "history"])
@FUZZ
@given(data=st.data())
def test_fuzzed_app_files_load_or_explain_and_keep_the_good_copy(tmp_path, monkeypatch, kind, data):
    blob = data.draw(mutations(GOOD[kind][0]))
    monkeypatch.setenv("CASTLECOMBO_HOME", tempfile.mkdtemp(dir=tmp_path))
    check_file(kind, blob)


@FUZZ
@given(blob=mutations(CARD_TEXT))
def test_fuzzed_card_files_give_a_card_set_or_a_clear_error(blob):
    try:
        text = blob.decode("utf-8")
    except UnicodeDecodeError:
        return  # the reader refuses it before parsing (see test_hostile_inputs)
    try:
        cards = parse_card_set(text, "cards.json")
        check_playable(cards.cards, "cards.json")
    except CardDataError as exc:
        one_line(str(exc), 300)
    else:
        assert isinstance(cards, CardSet)
