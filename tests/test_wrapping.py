"""Words broken into lines: the lines are those a line-by-line measure gives, however the widths are summed."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pygame

from castlecombo.kit.draw import font
from castlecombo.kit.wrapping import wrap, wrap_balanced


def measured_lines(words: str, f: pygame.font.Font, width: int) -> list[str]:
    """Return the greedy lines of ``words`` (no word longer than ``width``), each trial line measured whole."""
    lines: list[str] = []
    for para in words.split("\n"):
        line = ""
        for word in para.split():
            if line and f.size(f"{line} {word}")[0] > width:
                lines.append(line)
                line = word
            else:
                line = f"{line} {word}" if line else word
        lines.append(line)
    return lines


def test_wrapped_lines_are_those_measured_whole_and_never_wider_than_asked(app):
    """The wrap sums the words' widths and measures a line whole only near the width (a rules page at 150 % in
    2389x1344 took 19 s to open, playtest 319): its lines are the same as measuring every trial line, and none is
    wider than the width. Checked on the game's own French and Portuguese words at three sizes."""
    root = Path(__file__).resolve().parents[1] / "assets" / "locale"
    texts = []
    for lang in ("fr", "pt"):
        po = (root / lang / "LC_MESSAGES" / "castlecombo.po").read_text(encoding="utf-8")
        texts += [m.replace('"\n"', "") for m in re.findall(r'msgstr(?:\[\d\])? "((?:[^"\\]|\\.|"\n")*)"', po)]
    # plain words only: the wrap keeps counts, brackets and marks together, which the greedy measure does not
    plain = [t for t in texts if len(t.split()) > 8 and re.fullmatch(r"[\w’' ,.éèêàâçãõóúíôáñü-]+", t)]
    assert len(plain) > 50
    rng = random.Random(7)
    for size, kind in ((14, "text"), (19, "bold"), (30, "text")):
        f = font(size, kind)
        for words in rng.sample(plain, 50):
            widest = max(f.size(word)[0] for word in words.split())
            for width in (widest + rng.randrange(0, 400) for _ in range(3)):
                lines = wrap(words, f, width)
                if any(re.fullmatch(r"[(+\-−]?\d+\W*", w) for w in words.split()):
                    continue  # a count kept with its neighbour
                assert lines == measured_lines(words, f, width), (size, width, words)
                assert all(f.size(line)[0] <= width for line in lines)


def test_balanced_lines_never_cut_a_word_that_fits_whole(app):
    """Balancing a box's lines narrows their width while the count of lines holds: it cut a long name that fitted
    whole ("a Giulia Bernardini-Castelfranc / o manca 1 stanza", playtest 337). Every word that fits the width stays
    whole in the balanced lines, which are no more than the plain wrap's."""
    f = font(22, "bold")
    name = "Bernardini-Castelfranco"
    words = f"attenzione, a Giulia {name} manca 1 stanza per vincere"
    for width in range(f.size(name)[0], f.size(words)[0], 7):
        lines = wrap_balanced(words, f, width)
        assert len(lines) == len(wrap(words, f, width))
        assert " ".join(lines).split() == words.split(), (width, lines)
        assert all(f.size(line)[0] <= width for line in lines)
