"""Words broken into lines that fit a width: paragraphs kept, long words cut where they can be, small marks and
short brackets kept with their neighbours."""

from __future__ import annotations

import re
import weakref

import pygame

_wrapped: weakref.WeakKeyDictionary[pygame.font.Font, dict[tuple[str, int], list[str]]] = \
    weakref.WeakKeyDictionary()


def forget_wrapped() -> None:
    """Forget the lines remembered per font (after pygame was quit and started again)."""
    _wrapped.clear()


def wrap(words: str, f: pygame.font.Font, width: int) -> list[str]:
    """Return ``words`` split into lines no wider than ``width`` (paragraphs kept on "\\n"; a word
    too long for a line, such as a file's path, is broken after a "/", else a "-" or ".", where it can be). Remembered
    per font, as scenes wrap the same words every frame)."""
    known = _wrapped.setdefault(f, {})
    lines = known.get((words, width))
    if lines is None:
        if len(known) > 512:
            known.clear()
        lines = known[(words, width)] = _wrap(words, f, width)
    return list(lines)


def two_lines(words: str, f: pygame.font.Font, width: int) -> list[str]:
    """Return ``words`` wrapped to ``width`` on two lines at most: a second line takes the rest (to be drawn shrunk
    to fit), so nothing is cut off."""
    lines = wrap(words, f, width)
    return [lines[0], " ".join(lines[1:])] if len(lines) > 2 else lines


def two_lines_between(words: str, f: pygame.font.Font, width: int, sep: str = "  ·  ") -> list[str]:
    """Return a help line of parts joined by ``sep`` on one line, or two broken between parts where they fit
    ("… clic o Esc: torna al / tavolo" split a phrase), else as :func:`two_lines` breaks it."""
    if f.size(words)[0] <= width:
        return [words]
    parts = words.split(sep)
    for k in range(len(parts) - 1, 0, -1):  # the longest first line that fits
        first, rest = sep.join(parts[:k]), sep.join(parts[k:])
        if f.size(first)[0] <= width:
            return [first.rstrip(), rest.lstrip()] if f.size(rest)[0] <= width else two_lines(words, f, width)
    return two_lines(words, f, width)


def wrap_balanced(words: str, f: pygame.font.Font, width: int) -> list[str]:
    """Return ``words`` wrapped to ``width`` in as few lines as :func:`wrap` makes, the lines as even as
    they can be (centred words: no last line of one short word), no word cut that fits ``width`` whole."""
    lines = wrap(words, f, width)
    if len(lines) < 2 or "\n" in words:
        return lines
    known = _widths.setdefault(f, {})
    # never narrower than a word that fits: a narrower width of as many lines cut "Castelfranc / o" (playtest 337)
    whole = max((w for word in words.split() if (w := _width(f, word, known)) <= width), default=1)
    low, high = whole, width  # the narrowest width that keeps the number of lines
    while low < high:
        mid = (low + high) // 2
        low, high = (low, mid) if len(wrap(words, f, mid)) <= len(lines) else (mid + 1, high)
    return wrap(words, f, high)


_widths: weakref.WeakKeyDictionary[pygame.font.Font, dict[str, int]] = weakref.WeakKeyDictionary()


def _width(f: pygame.font.Font, words: str, known: dict[str, int]) -> int:
    """Return the width of ``words`` in ``f``, remembered in ``known``, the font's own (the rules pages wrap the same
    words at many sizes and widths as they find the largest that fits)."""
    wide = known.get(words)
    if wide is None:
        if len(known) > 8192:
            known.clear()
        wide = known[words] = f.size(words)[0]
    return wide


def _wrap(words: str, f: pygame.font.Font, width: int) -> list[str]:
    lines: list[str] = []
    known = _widths.setdefault(f, {})
    space = _width(f, " ", known)
    for para in words.split("\n"):
        parts = _glued([piece for word in para.split(" ") if word for piece in _pieces(word, f, width, known)], f,
                       width, known)
        if not parts:
            lines.append("")
            continue
        line, wide, added = parts[0], _width(f, parts[0], known), 0
        for word in parts[1:]:
            # the sum of the words' widths is within a pixel or two a word of the line's (each is rounded, and
            # kerned apart): only a line near the width is measured whole (a rules page at 150 % in 2389x1344 took
            # 400,000 measures and 19 s to open, playtest 319)
            guess = wide + space + _width(f, word, known)
            added += 1
            slack = 2 * added + 2
            if guess <= width - slack:
                line, wide = f"{line} {word}", guess
            elif guess <= width + slack and (exact := f.size(f"{line} {word}")[0]) <= width:
                line, wide, added = f"{line} {word}", exact, 0
            else:
                lines.append(line)
                line, wide, added = word, _width(f, word, known), 0
        lines.append(line)
    return lines


_HIGH_PUNCTUATION = frozenset(":;!?»…·")  # "…" alone ended a rules page (110); "· puis…" began a line (115)
_COUNT = re.compile(r"[(+\-−]?\d+").fullmatch  # "(4", "+2", "12": kept with the word after it
_BRACKET_WORDS = 3  # "(click it)", "(press Z).", "(dica não seguida)": kept together where they fit
_LAST_NUMBER = re.compile(r"\d{1,2}\W*").fullmatch  # "1." ending a sentence: kept with the word before it


def _bracketed(parts: list[str], f: pygame.font.Font, width: int, known: dict[str, int]) -> list[str]:
    """Return ``parts`` with two or three words in brackets made one part where they fit ``width``."""
    out: list[str] = []
    k = 0
    while k < len(parts):
        part = parts[k]
        if part.startswith("(") and ")" not in part:
            for end in range(k + 1, min(k + _BRACKET_WORDS, len(parts))):
                if "(" in parts[end]:
                    break
                if ")" in parts[end]:
                    group = " ".join(parts[k:end + 1])
                    if _width(f, group, known) <= width:
                        part, k = group, end
                    break
        out.append(part)
        k += 1
    return out


def _glued(parts: list[str], f: pygame.font.Font, width: int, known: dict[str, int]) -> list[str]:
    """Return ``parts`` with a lone ":", ";", "!", "?", "»", "…" or "·" kept on the word before it (French spaces them
    off), and a count with the word after it, two or three words in brackets together, and a number ending the words
    with the word before it, where they fit ``width`` ("(4 / stanze)" in the log, playtest 125; "(click / it)", 157;
    "(dica não / seguida)", 317)."""
    out: list[str] = []
    parts = _bracketed(parts, f, width, known)
    for k, part in enumerate(parts):
        pair = f"{out[-1]} {part}" if out else ""
        # ("…a dragon on your line / 1." left the number alone on a line, playtest 311)
        last = k == len(parts) - 1 and _LAST_NUMBER(part) is not None
        count = bool(out) and ((bool(_COUNT(out[-1])) and part[:1].isalpha()) or last) \
            and _width(f, pair, known) <= width
        if out and part and (set(part) <= _HIGH_PUNCTUATION or count):
            out[-1] = f"{out[-1]} {part}"
        else:
            out.append(part)
    return out


def _pieces(word: str, f: pygame.font.Font, width: int, known: dict[str, int]) -> list[str]:
    """Return ``word`` cut into pieces that fit ``width`` (itself when it fits)."""
    pieces = []
    while _width(f, word, known) > width and len(word) > 1:
        cut = len(word) - 1
        while cut > 1 and f.size(word[:cut])[0] > width:
            cut -= 1
        # after a "/" of a path in the second half, else a "-" or "." of a file's name ("-16" / "5218", a playtest)
        marks = (word.rfind("/", 1, cut), max(word.rfind("-", 1, cut), word.rfind(".", 1, cut)))
        cut = next((mark + 1 for mark in marks if mark > cut // 2), cut)
        pieces.append(word[:cut])
        word = word[cut:]
    return [*pieces, word]
