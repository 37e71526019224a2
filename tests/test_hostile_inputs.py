"""Hostile input through `score`, `replay`, the card file and the flags: one line, exit 2, no traceback."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from castlecombo.cli import main
from castlecombo.combo.cards import CardDataError, base_cards
from castlecombo.combo.engine import GameState
from castlecombo.resources import asset_path
from castlecombo.storage import files as storage
from castlecombo.storage.records import SaveGame, SeatConfig, dump_json

TABLEAU = {
    "grid": [["Judge", "His Holiness", "Locksmith"],
             ["Clockmaker", {"card": "Sculptor", "gold": 2}, "Spice Merchant"],
             ["Banker", {"face_down": True}, {"card": "Miraculously Cured", "gold": 4}]],
    "keys": 11, "gold": 0,
}
SEATS = [SeatConfig(name="Ann", kind="human", colour="#112233"),
         SeatConfig(name="Bot", kind="easy", colour="#445566")]


def one_clear_line(code: int, out: str, err: str) -> None:
    """The promise for bad input: exit 2, nothing on stdout, one short line on stderr."""
    assert code == 2, (code, err[:300])
    assert out == ""
    assert err.count("\n") == 1 and err.endswith("\n"), err[:300]
    assert len(err) < 300, err[:300]
    assert "Traceback" not in err and "Error:" not in err


def run(capsys, monkeypatch, argv, stdin: bytes | None = None):
    if stdin is not None:
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8"))
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def _fifo(folder: Path) -> Path:
    path = folder / "pipe.json"
    os.mkfifo(path)
    return path


def _loop(folder: Path) -> Path:
    path = folder / "loop.json"
    path.symlink_to(path)
    return path


def _write(content: bytes):
    def make(folder: Path) -> Path:
        path = folder / "input.json"
        path.write_bytes(content)
        return path
    return make


TABLEAU_TEXT = json.dumps(TABLEAU)
# Each maker returns a path that exists (or not) in ``folder``: the same hostile files for every reader.
HOSTILE_FILES = {
    "latin-1 bytes": _write(TABLEAU_TEXT.replace("Judge", "Judg\u00e9").encode("latin-1")),
    "utf-16": _write(TABLEAU_TEXT.encode("utf-16")),
    "nested 100000 deep": _write(b"[" * 100_000 + b"]" * 100_000),
    "objects nested 100000 deep": _write(b'{"a":' * 100_000 + b"1" + b"}" * 100_000),
    "integer of 5000 digits": _write(b'{"keys": ' + b"9" * 5000 + b"}"),
    "float overflow": _write(b'{"keys": 1e999}'),
    "NaN": _write(b'{"keys": NaN}'),
    "empty": _write(b""),
    "truncated": _write(TABLEAU_TEXT[:40].encode()),
    "too large": _write(b" " * (17 * 1024 * 1024)),
    "device": lambda folder: Path("/dev/zero"),
    "fifo": _fifo,
    "folder": lambda folder: folder,
    "missing": lambda folder: folder / "nope.json",
    "symlink loop": _loop,
}


@pytest.mark.parametrize("label", list(HOSTILE_FILES))
def test_hostile_files_through_score_exit_2_with_one_line(capsys, monkeypatch, tmp_path, label):
    path = HOSTILE_FILES[label](tmp_path)
    one_clear_line(*run(capsys, monkeypatch, ["score", str(path)]))


@pytest.mark.parametrize("label", list(HOSTILE_FILES))
def test_hostile_files_through_replay_exit_2_with_one_line(capsys, monkeypatch, tmp_path, label):
    path = HOSTILE_FILES[label](tmp_path)
    one_clear_line(*run(capsys, monkeypatch, ["replay", str(path), "--json"]))


def _doc(**changes) -> bytes:
    return json.dumps({**json.loads(TABLEAU_TEXT), **changes}).encode()


HOSTILE_TABLEAUX = {
    "unknown top-level field": (_doc(Keys=11), "unknown field 'Keys'"),
    "a game's record": (json.dumps({"format": 1, "seed": 3, "seats": [], "actions": [1, 2]}).encode(),
                        "this is a game's record (a saved or finished game), not a tableau: 'castlecombo replay'"),
    "10 MB bad card name": (_doc(grid=[["x" * 10_000_000, "Judge", "Bard"], ["Banker"] * 3, ["Monk"] * 3]),
                            "unknown card"),
    "10 MB unknown field name": (_doc(**{"k" * 10_000_000: 1}), "unknown field"),
    "keys out of range": (_doc(keys=10**20), "at most 999"),
    "gold a list": (_doc(gold=[1] * 100_000), "whole number"),
    "latin-1 on stdin": (TABLEAU_TEXT.replace("Judge", "Judg\u00e9").encode("latin-1"), "not UTF-8"),
    "nested 100000 deep": (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
    "huge integer on line 2": (TABLEAU_TEXT.encode() + b'\n{"keys": ' + b"1" * 4400 + b"}\n", "line 2"),
}


@pytest.mark.parametrize("label", list(HOSTILE_TABLEAUX))
def test_hostile_tableaux_on_stdin_exit_2_with_one_line(capsys, monkeypatch, label):
    data, words = HOSTILE_TABLEAUX[label]
    code, out, err = run(capsys, monkeypatch, ["score", "-"], stdin=data)
    one_clear_line(code, out, err)
    assert words in err


def test_score_with_closed_stdin_exits_2(capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", None)
    code, out, err = run(capsys, monkeypatch, ["score"])
    one_clear_line(code, out, err)
    assert "standard input is closed" in err


def _cli(args, env=None, **kw) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "castlecombo", *args], capture_output=True, text=True,
                          env={**os.environ, **(env or {})}, timeout=60, **kw)


def test_real_process_c_locale_closed_stdin_and_bad_bytes(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_bytes(TABLEAU_TEXT.replace("Judge", "Judg\u00e9").encode("latin-1"))
    env = {"LC_ALL": "C", "LANG": "C", "PYTHONUTF8": "0", "PYTHONIOENCODING": ""}
    for args, stdin in ((["score", str(bad)], None), (["score"], bad.open("rb")),
                        (["replay", str(bad)], None), (["score"], None)):
        kwargs = {"stdin": stdin} if stdin is not None else {"stdin": subprocess.DEVNULL}
        if args == ["score"] and stdin is None:  # stdin closed altogether
            result = subprocess.run([sys.executable, "-c", "import os, sys; os.close(0); sys.stdin = None; "
                                     "from castlecombo.cli import main; raise SystemExit(main(['score']))"],
                                    capture_output=True, text=True, env={**os.environ, **env}, timeout=60,
                                    stdin=subprocess.DEVNULL)
        else:
            result = _cli(args, env, **kwargs)
        one_clear_line(result.returncode, result.stdout, result.stderr)


def test_score_still_accepts_its_own_documented_input(capsys, monkeypatch):
    code, out, err = run(capsys, monkeypatch, ["score", "-"], stdin=TABLEAU_TEXT.encode())
    assert code == 0 and err == "" and json.loads(out)["total"] == 75


# --- the card file ------------------------------------------------------------------------

BASE = json.loads(asset_path("cards", "base.json").read_text(encoding="utf-8"))


def _card_file(mutate) -> bytes:
    doc = json.loads(json.dumps(BASE))
    result = mutate(doc)
    return result if isinstance(result, bytes) else json.dumps(doc).encode()


def _deck(doc, deck):
    return [c for c in doc["cards"] if c["deck"] == deck]


HOSTILE_CARD_FILES = {
    "latin-1 bytes": (lambda d: json.dumps(d).replace("Judge", "Judg\u00e9").encode("latin-1"), "not UTF-8"),
    "nested 100000 deep": (lambda d: b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
    "integer of 5000 digits": (lambda d: json.dumps(d).replace('"cost": 0', '"cost": ' + "9" * 5000, 1).encode(),
                               "digits"),
    "no cards": (lambda d: d.__setitem__("cards", []), "49 to 127 cards"),
    "five cards": (lambda d: d.__setitem__("cards", d["cards"][:5]), "not 5"),
    "castle deck only": (lambda d: d.__setitem__("cards", _deck(d, "castle")), "not 39"),
    "a deck too small to fill its display": (
        lambda d: d.__setitem__("cards", _deck(d, "castle") + _deck(d, "village")[:2]
                                + [dict(c, deck="castle") for c in _deck(d, "village")[2:12]]),
        "village deck needs at least 3"),
    "too many cards": (lambda d: d.__setitem__("cards", d["cards"] + [dict(c, id=c["id"] + 1000, name=c["name"] + "!")
                                                                     for c in d["cards"]]), "not 156"),
    "10 MB card name": (lambda d: d["cards"][0].__setitem__("name", "n" * 10_000_000), "at most 40 characters"),
    "10 MB unknown field": (lambda d: d["cards"][0].__setitem__("x" * 10_000_000, 1), "card #1"),
    "wrong type": (lambda d: d["cards"][3].__setitem__("cost", "three"), "card #4"),
}


@pytest.mark.parametrize("label", list(HOSTILE_CARD_FILES))
def test_hostile_card_files_refused_in_one_line(tmp_path, monkeypatch, label):
    mutate, words = HOSTILE_CARD_FILES[label]
    path = tmp_path / "cards.json"
    path.write_bytes(_card_file(mutate))
    monkeypatch.setenv("CASTLECOMBO_CARD_FILE", str(path))
    base_cards.cache_clear()
    try:
        with pytest.raises(CardDataError) as info:
            base_cards()
    finally:
        base_cards.cache_clear()
    message = f"castlecombo: the card data cannot be used: {info.value}\n"
    one_clear_line(2, "", message)
    assert words in message


@pytest.mark.parametrize("target", ["/dev/zero", "fifo", "folder"])
def test_card_file_that_is_not_a_regular_file_is_refused(tmp_path, monkeypatch, target):
    path = {"/dev/zero": Path("/dev/zero"), "fifo": _fifo(tmp_path), "folder": tmp_path}[target]
    monkeypatch.setenv("CASTLECOMBO_CARD_FILE", str(path))
    base_cards.cache_clear()
    try:
        with pytest.raises(CardDataError) as info:
            base_cards()
    finally:
        base_cards.cache_clear()
    one_clear_line(2, "", f"castlecombo: the card data cannot be used: {info.value}\n")


def test_bad_card_file_through_the_real_command(tmp_path):
    few = tmp_path / "few.json"
    few.write_bytes(_card_file(lambda d: d.__setitem__("cards", d["cards"][:5])))
    for args in (["simulate", "--games", "1"], ["score", "-"], ["replay", str(few)]):
        result = _cli(args, {"CASTLECOMBO_CARD_FILE": str(few), "LC_ALL": "C"}, input="{}")
        one_clear_line(result.returncode, result.stdout, result.stderr)
        assert "49 to 127 cards" in result.stderr


def test_smallest_playable_card_set_finishes_five_player_games(tmp_path):
    """The make-up check is not stricter than the engine needs: 49 cards, 3 of them village, play out."""
    small = tmp_path / "small.json"
    small.write_bytes(_card_file(lambda d: d.__setitem__(
        "cards", _deck(d, "castle") + _deck(d, "village")[:3]
        + [dict(c, deck="castle") for c in _deck(d, "village")[3:10]])))
    result = _cli(["simulate", "--players", "random,random,random,random,random", "--games", "30"],
                  {"CASTLECOMBO_CARD_FILE": str(small)})
    assert result.returncode == 0, result.stderr[-500:]
    assert json.loads(result.stdout)["games"] == 30


# --- flags ----------------------------------------------------------------------------------

def _unwritable(tmp_path: Path) -> str:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    return str(blocker / "shots")


FLAGS = {
    "think-ms negative": ["simulate", "--think-ms", "-5"],
    "think-ms zero": ["simulate", "--think-ms", "0"],
    "games zero": ["simulate", "--games", "0"],
    "games negative": ["simulate", "--games", "-3"],
    "games 10**40": ["simulate", "--games", "1" + "0" * 40],
    "seed not a number": ["simulate", "--seed", "1e5"],
    "an empty player between commas": ["simulate", "--players", "hard,,easy"],
    "a comma after the last player": ["play", "--autoplay", "--players", "hard,easy,"],
    "seed too large": ["play", "--seed", str(2**70)],
    "stop-after-turns negative": ["play", "--autoplay", "--stop-after-turns", "-1"],
    "max-seconds nan": ["play", "--autoplay", "--max-seconds", "nan"],
    "max-seconds inf": ["play", "--autoplay", "--max-seconds", "inf"],
    "max-seconds negative": ["play", "--autoplay", "--max-seconds", "-1"],
    "size huge": ["play", "--size", "100000x100000"],
    "size tiny": ["play", "--size", "10x10"],
    "size junk": ["play", "--size", "big"],
    "size 16384 square": ["play", "--size", "16384x16384"],
    "perf-json into a missing folder": ["play", "--autoplay", "--perf-json", "{tmp}/missing/perf.json"],
    "perf-json onto a folder": ["play", "--autoplay", "--perf-json", "{tmp}"],
    "screenshot-dir unwritable": ["play", "--autoplay", "--screenshot-dir", "{unwritable}"],
    "unknown flag without the play word": ["--frobnicate"],
    "play flag out of range without the play word": ["--size", "1x1"],
}


@pytest.mark.parametrize("label", list(FLAGS))
def test_flags_out_of_range_are_refused_in_one_line(capsys, monkeypatch, tmp_path, label):
    argv = [a.format(tmp=tmp_path, unwritable=_unwritable(tmp_path)) for a in FLAGS[label]]
    code, out, err = run(capsys, monkeypatch, argv)
    one_clear_line(code, out, err)
    assert err.startswith("castlecombo")


def test_an_empty_player_in_a_list_is_named_not_dropped(capsys, monkeypatch):
    """A playtest's "hard,,easy" quietly became a 2-player game."""
    code, _out, err = run(capsys, monkeypatch, ["simulate", "--players", "hard,,easy", "--games", "1"])
    assert code == 2 and "an empty player in 'hard,,easy'" in err


def test_flags_in_range_are_accepted():
    from castlecombo.cli import build_parser

    args = build_parser().parse_args(["play", "--size", "1920X1080", "--max-seconds", "90",
                                      "--stop-after-turns", "3", "--seed", "-5"])
    assert (args.size, args.max_seconds, args.stop_after_turns, args.seed) == ("1920x1080", 90.0, 3, -5)
    args = build_parser().parse_args(["simulate", "--games", "1", "--think-ms", "1"])
    assert (args.games, args.think_ms) == (1, 1)


# --- replay of records that validate but do not add up --------------------------------------

def _finished_game(seed: int = 5) -> GameState:
    state = GameState.new(2, seed, 0)
    while not state.is_over:
        state.apply(min(state.legal_actions()))
    return state


def test_replay_refuses_a_save_whose_actions_the_rules_refuse(capsys, monkeypatch, tmp_path):
    state = _finished_game()
    bad = SaveGame.new(5, SEATS, 0).with_actions([*state.actions[:4], 999])
    path = tmp_path / "save.json"
    path.write_text(dump_json(bad))
    code, out, err = run(capsys, monkeypatch, ["replay", str(path), "--json"])
    one_clear_line(code, out, err)
    assert "does not replay" in err


def test_replay_refuses_an_absurd_history_score(capsys, monkeypatch, tmp_path):
    from castlecombo.combo.replay import history_record

    state = _finished_game()
    record = json.loads(dump_json(history_record(SaveGame.new(5, SEATS, 0), state)))
    record["scores"][0] = 10**12
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record))
    code, out, err = run(capsys, monkeypatch, ["replay", str(path), "--json"])
    one_clear_line(code, out, err)
    assert "scores[0]" in err


def test_history_file_that_is_a_device_link_is_moved_aside(tmp_path):
    folder = storage.history_dir()
    folder.mkdir(parents=True)
    (folder / "20260101-000000-1.json").symlink_to("/dev/zero")
    records, messages = storage.load_history()
    assert records == [] and len(messages) == 1 and "not a regular file" in messages[0]
