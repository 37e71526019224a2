"""The command line as a user runs it: score, replay, simulate, --version."""

import io
import json
import subprocess
import sys

import pytest

from castlecombo.cli import main

EXAMPLE = {
    "grid": [["Judge", "His Holiness", "Locksmith"],
             ["Clockmaker", {"card": "Sculptor", "gold": 2}, "Spice Merchant"],
             ["Banker", {"face_down": True}, {"card": "Miraculously Cured", "gold": 4}]],
    "keys": 11, "gold": 0,
}


def run_cli(capsys, monkeypatch, args, stdin=None):
    if stdin is not None:
        raw = stdin if isinstance(stdin, bytes) else stdin.encode("utf-8")
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(raw), encoding="utf-8"))
    code = main(args)
    out, err = capsys.readouterr()
    return code, out, err


def test_score_example_tableau(capsys, monkeypatch):
    code, out, err = run_cli(capsys, monkeypatch, ["score", "-"], json.dumps(EXAMPLE, indent=2))
    assert code == 0 and err == ""
    result = json.loads(out)
    # Judge 3 castle/village pairs x3 = 9; His Holiness 2 missing types x6 = 12; Locksmith 11 keys = 11;
    # Clockmaker 3 craft in its row x3 = 9; Sculptor 2 gold x2 = 4; Spice Merchant middle row = 5;
    # Banker 6 gold on purses = 6; face down 0; Miraculously Cured 4 gold x2 = 8; keys 11.
    points = [c["points"] for c in result["cards"]]
    assert points == [9, 12, 11, 9, 4, 5, 6, 0, 8]
    assert result["total"] == 64 + 11
    assert result["cards"][7]["card"] is None and result["cards"][7]["face_down"] is True


def test_score_leftover_gold_fills_purses_up_to_capacity(capsys, monkeypatch):
    doc = dict(EXAMPLE, gold=9)
    _code, out, _ = run_cli(capsys, monkeypatch, ["score", "-"], json.dumps(doc))
    result = json.loads(out)
    # Sculptor takes 5 more (2 -> 7), Miraculously Cured is full: 4 gold stay off the purses.
    assert result["cards"][4]["purse_gold"] == 7 and result["leftover_gold"] == 4
    assert result["total"] == 75 + 10 + 5


def test_score_json_lines_in_order(capsys, monkeypatch, tmp_path):
    other = dict(EXAMPLE, keys=0)
    path = tmp_path / "many.jsonl"
    path.write_text(json.dumps(EXAMPLE) + "\n\n" + json.dumps(other) + "\n")
    code, out, _ = run_cli(capsys, monkeypatch, ["score", str(path)])
    totals = [json.loads(line)["total"] for line in out.splitlines()]
    assert code == 0 and totals == [75, 75 - 11 - 11]


def test_score_reads_a_file_that_starts_with_a_byte_order_mark(capsys, monkeypatch, tmp_path):
    """Windows Notepad writes one first: a playtest got "Unexpected UTF-8 BOM (decode using utf-8-sig)"."""
    path = tmp_path / "notepad.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(EXAMPLE).encode("utf-8"))
    code, out, err = run_cli(capsys, monkeypatch, ["score", str(path)])
    assert code == 0 and err == "" and json.loads(out)["total"] == 75


@pytest.mark.parametrize("mutate, message", [
    (lambda d: d["grid"][0].__setitem__(0, "Nobody"), "line 1: row 1, column 1: unknown card 'Nobody'"),
    (lambda d: d["grid"][0].__setitem__(0, "locksmith"), "already at"),
    (lambda d: d["grid"][0].__setitem__(0, {"card": "Judge", "gold": 1}), "not a purse"),
    (lambda d: d["grid"][1].__setitem__(1, {"card": "Sculptor", "gold": 8}), "at most 7"),
    (lambda d: d["grid"].pop(), "3 rows of 3"),
    (lambda d: d.__setitem__("keys", -1), "negative"),
])
def test_score_bad_input_exits_2_with_one_line(capsys, monkeypatch, mutate, message):
    doc = json.loads(json.dumps(EXAMPLE))
    mutate(doc)
    code, out, err = run_cli(capsys, monkeypatch, ["score", "-"], json.dumps(doc))
    assert code == 2 and out == ""
    assert message in err and err.count("\n") == 1 and "Traceback" not in err


def test_score_invalid_json_names_the_line(capsys, monkeypatch):
    text = json.dumps(EXAMPLE) + "\n" + '{"grid": [' + "\n"
    code, _, err = run_cli(capsys, monkeypatch, ["score", "-"], text)
    assert code == 2 and err.startswith("castlecombo score: line 2: invalid JSON")


def test_score_missing_file(capsys, monkeypatch, tmp_path):
    code, _, err = run_cli(capsys, monkeypatch, ["score", str(tmp_path / "nope.json")])
    assert code == 2 and "no such file" in err


def test_version_from_a_real_process():
    out = subprocess.run([sys.executable, "-m", "castlecombo", "--version"], capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout.startswith("castlecombo ")
