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


def test_score_names_a_face_down_card_where_the_tableau_named_it(capsys, monkeypatch):
    """Playtest 328: a face-down cell given as {"face_down": true, "card": "Nun"} came back with "card": null."""
    doc = json.loads(json.dumps(EXAMPLE))
    doc["grid"][2][1] = {"face_down": True, "card": "Nonne"}  # the Nun, in French
    code, out, _err = run_cli(capsys, monkeypatch, ["score", "-"], json.dumps(doc))
    assert code == 0
    cell = json.loads(out)["cards"][7]
    assert (cell["card"], cell["face_down"], cell["points"]) == ("Nun", True, 0)


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
    (lambda d: d["grid"][0].__setitem__(0, "Nobody"), "line 1: row 1, column 1 (grid[0][0]): unknown card 'Nobody'"),
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


def test_the_score_help_shows_a_tableau_that_scores(capsys, monkeypatch):
    """Playtest 247 worked the input out from error messages: the help shows an example, and it scores."""
    from castlecombo.cli import SCORE_HELP

    example = SCORE_HELP[SCORE_HELP.index("{"):SCORE_HELP.index("}\n\n") + 1]
    code, out, err = run_cli(capsys, monkeypatch, ["score", "-"], example)
    result = json.loads(out)
    assert code == 0 and err == "" and result["keys"] == 11
    # Sculptor takes the 3 gold left in hand (2 -> 5): +6 for it, +3 for Banker (a point per gold on purses)
    assert result["cards"][4]["purse_gold"] == 5 and result["total"] == 75 + 6 + 3


def test_score_without_a_file_at_a_terminal_says_what_it_wants(capsys, monkeypatch):
    """Playtest 247: `castlecombo score` at a terminal waited for standard input without a word."""
    class Terminal(io.StringIO):
        def isatty(self):
            return True

    monkeypatch.setattr(sys, "stdin", Terminal())
    code, out, err = run_cli(capsys, monkeypatch, ["score"])
    assert code == 2 and out == "" and "give a file of tableaux to score, or - to type them" in err
    code, out, _err = run_cli(capsys, monkeypatch, ["score"], json.dumps(EXAMPLE))  # piped: read
    assert code == 0 and json.loads(out)["total"] == 75


def test_a_misspelt_card_is_told_with_the_name_it_is_near(capsys, monkeypatch):
    doc = json.loads(json.dumps(EXAMPLE))
    doc["grid"][0][0] = "Glasblower"
    _code, _out, err = run_cli(capsys, monkeypatch, ["score", "-"], json.dumps(doc))
    assert "unknown card 'Glasblower' (did you mean 'Glassblower'?)" in err
    doc["grid"][0][0] = "Nobody at all"
    _code, _out, err = run_cli(capsys, monkeypatch, ["score", "-"], json.dumps(doc))
    assert err.endswith("unknown card 'Nobody at all'\n")  # nothing near: no guess
    # as near one language's name as another's: both said (playtest 338 typed "Jues" and was offered only "Juge")
    doc["grid"][0][0] = "Jues"
    _code, _out, err = run_cli(capsys, monkeypatch, ["score", "-"], json.dumps(doc))
    assert "'Juez'" in err and "'Juge'" in err and " or " in err


def test_a_problem_in_a_tableau_written_over_several_lines_is_not_said_to_be_on_line_1(capsys, monkeypatch):
    """Playtest 247: a card twice on the fifth line of a pretty-printed file was said to be on "line 1"."""
    doc = json.loads(json.dumps(EXAMPLE))
    doc["grid"][1][0] = "Judge"
    _code, _out, err = run_cli(capsys, monkeypatch, ["score", "-"], json.dumps(doc, indent=2))
    assert err.startswith("castlecombo score: the tableau: row 2, column 1 (grid[1][0]): "
                          "Judge is already at row 1, column 1 (grid[0][0])")
    _code, _out, err = run_cli(capsys, monkeypatch, ["score", "-"], json.dumps(doc))
    assert err.startswith("castlecombo score: line 1: row 2, column 1")


def test_a_mistyped_command_is_told_as_one(capsys, monkeypatch):
    """Playtest 247: `castlecombo scroe` said "unrecognized arguments: scroe"."""
    code, out, err = run_cli(capsys, monkeypatch, ["scroe", "x.json"])
    assert code == 2 and out == ""
    assert err == ("castlecombo: unknown command 'scroe' (did you mean score?); the commands are play, score, "
                   "simulate, replay, review (see castlecombo --help)\n")


# The cards of EXAMPLE (with Mother Superior face up where it has a card face down) as the French and Italian
# games name them: a French playtest typed "Mère supérieure" and "Épicière" and got "unknown card".
TRANSLATED = {
    "fr": {"Judge": "Juge", "His Holiness": "Sa Sainteté", "Locksmith": "Serrurier", "Clockmaker": "Horlogère",
           "Sculptor": "Sculptrice", "Spice Merchant": "Épicière", "Banker": "Banquier",
           "Mother Superior": "Mère supérieure", "Miraculously Cured": "Miraculée"},
    "it": {"Judge": "Giudice", "His Holiness": "Sua Santità", "Locksmith": "Chiavaio", "Clockmaker": "Orologiaia",
           "Sculptor": "Scultrice", "Spice Merchant": "Mercante di spezie", "Banker": "Banchiere",
           "Mother Superior": "Madre superiora", "Miraculously Cured": "Miracolata"},
}


def _bare(words):
    """``words`` as a person types them without accents, in lower case ("mere superieure")."""
    import unicodedata

    return "".join(c for c in unicodedata.normalize("NFD", words) if not unicodedata.combining(c)).lower()


def _named(doc, name_of):
    """``doc`` with every card named by ``name_of`` (English name -> name)."""
    rows = [[{**cell, "card": name_of(cell["card"])} if isinstance(cell, dict) and "card" in cell
             else cell if isinstance(cell, dict) else name_of(cell) for cell in row] for row in doc["grid"]]
    return {**doc, "grid": rows}


@pytest.mark.parametrize("code", ["fr", "it"])
@pytest.mark.parametrize("accents", [True, False])
def test_score_reads_the_names_the_french_and_italian_games_show_with_or_without_accents(
        capsys, monkeypatch, code, accents):
    english = json.loads(json.dumps(EXAMPLE))
    english["grid"][2][1] = "Mother Superior"
    names = TRANSLATED[code]
    translated = _named(english, lambda name: names[name] if accents else _bare(names[name]))
    if accents:
        assert any(_bare(w) != w.lower() for w in translated["grid"][0]), "an accented name is among them"
    code_en, out_en, err_en = run_cli(capsys, monkeypatch, ["score", "-"], json.dumps(english))
    code_tr, out_tr, err_tr = run_cli(capsys, monkeypatch, ["score", "-"], json.dumps(translated))
    assert (code_en, err_en) == (0, "") and (code_tr, err_tr) == (0, "")
    assert json.loads(out_tr) == json.loads(out_en)  # the same score, the cards named in English as ever
    assert json.loads(out_en)["cards"][7]["card"] == "Mother Superior"


def test_score_takes_the_names_of_one_card_in_two_languages_as_one_card(capsys, monkeypatch):
    doc = json.loads(json.dumps(EXAMPLE))
    doc["grid"][1][0] = "Juge"  # Judge, already at row 1, column 1
    code, _out, err = run_cli(capsys, monkeypatch, ["score", "-"], json.dumps(doc))
    assert code == 2 and "row 2, column 1 (grid[1][0]): Judge is already at row 1, column 1" in err


@pytest.mark.parametrize("typed, meant", [
    ("Mère supérieur", "Mère supérieure"),
    ("mere superieur", "Mère supérieure"),
    ("Épicièrre", "Épicière"),
    ("Mercante di spezi", "Mercante di spezie"),
    ("Glasblower", "Glassblower"),
])
def test_a_misspelt_card_is_told_with_the_name_it_is_near_in_the_language_typed(capsys, monkeypatch, typed, meant):
    doc = json.loads(json.dumps(EXAMPLE))
    doc["grid"][2][1] = typed
    code, _out, err = run_cli(capsys, monkeypatch, ["score", "-"], json.dumps(doc))
    assert code == 2 and f"unknown card {typed!r} (did you mean {meant!r}?)" in err


def test_a_slow_simulation_says_how_far_it_is_on_stderr(capsys, monkeypatch):
    """20 games of hard and expert ran 21 minutes without a word and read as hung (playtest 336): a simulation with
    a searching level says it began, after each game once a while has passed how many are played, and at the end
    that all are (a last "2 of 3" read as a game missing, playtest 341); stdout keeps the JSON alone."""
    from castlecombo import cli

    monkeypatch.setattr(cli.SimulateProgress, "EVERY", 0.0)
    assert main(["simulate", "--players", "hard,random", "--games", "3", "--think-ms", "2", "--json"]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out)["games"] == 3
    lines = err.splitlines()
    assert lines[0] == "castlecombo simulate: playing 3 games (hard, random)"
    assert [line.split(" games played")[0] for line in lines[1:]] == \
        ["castlecombo simulate: 1 of 3", "castlecombo simulate: 2 of 3", "castlecombo simulate: 3 of 3"]


def test_a_fast_simulation_says_nothing_on_stderr(capsys, monkeypatch):
    """Random games finish in a blink: no progress lines to read past."""
    assert main(["simulate", "--players", "random,random", "--games", "50"]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out)["games"] == 50 and err == ""
