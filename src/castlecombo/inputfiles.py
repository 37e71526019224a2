"""Reading untrusted text and JSON: files, standard input, card files, saves.

Everything here fails with :class:`InputError`, whose message is one short line for a
person: the file type and size are checked before a byte is read (a device or a FIFO is
refused, never read until memory runs out or waited on forever), bytes must be UTF-8
whatever the locale, and JSON may not nest deeper than the game's files ever do nor
hold numbers with more digits than any count or seed of the game.
"""

from __future__ import annotations

import json
import math
import os
import stat
import sys
from pathlib import Path
from typing import Any

MAX_TEXT_BYTES = 16 * 1024 * 1024
MAX_JSON_DEPTH = 64
MAX_NUMBER_DIGITS = 30
EXCERPT_CHARS = 40


class InputError(ValueError):
    """Input that cannot be used; ``str(err)`` is one short line saying why."""


class JsonSyntaxError(InputError):
    """Text that is not JSON; ``reason`` is the parser's words (e.g. ``"Extra data"``)."""

    def __init__(self, reason: str, line: int, column: int) -> None:
        super().__init__(f"line {line}, column {column}: {reason}")
        self.reason = reason
        self.line = line
        self.column = column


def excerpt(value: object, limit: int = EXCERPT_CHARS) -> str:
    """Return ``repr(value)`` cut to about ``limit`` characters, for echoing input in a message."""
    if isinstance(value, str) and len(value) > limit:
        return repr(value[:limit]) + f"... ({len(value):,} characters)"
    text = repr(value) if isinstance(value, str) else _json_excerpt(value)
    return text if len(text) <= limit else text[:limit] + "..."


def shorten(text: str, limit: int = 100) -> str:
    """Return ``text``, cut to ``limit`` characters with "..." when longer."""
    return text if len(text) <= limit else text[:limit] + "..."


def _json_excerpt(value: object) -> str:
    try:
        return json.dumps(value)
    except (TypeError, ValueError, RecursionError):
        return type(value).__name__


def _decode(raw: bytes, limit: int) -> str:
    if len(raw) > limit:
        raise InputError(f"is too large (more than {limit:,} bytes)")
    try:
        return raw.decode("utf-8-sig")  # the byte-order mark Windows Notepad writes first is no part of the text
    except UnicodeDecodeError as exc:
        raise InputError(f"is not UTF-8 text (byte 0x{raw[exc.start]:02X} at offset {exc.start})") from None


def read_text_file(path: str | Path, limit: int = MAX_TEXT_BYTES) -> str:
    """Return the UTF-8 text of the regular file ``path``; raise InputError (prefixed with the path)."""
    try:
        return _read_regular_file(Path(path), limit)
    except InputError as exc:
        raise InputError(f"{path}: {exc}") from None


def _read_regular_file(path: Path, limit: int) -> str:
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise InputError("no such file") from None
    except OSError as exc:
        raise InputError(f"cannot be read ({exc.strerror or exc})") from None
    if stat.S_ISDIR(info.st_mode):
        raise InputError("is a folder, not a file")
    if not stat.S_ISREG(info.st_mode):
        raise InputError("is not a regular file (a device, pipe or socket cannot be read)")
    if info.st_size > limit:
        raise InputError(f"is too large ({info.st_size:,} bytes; at most {limit:,})")
    # O_NONBLOCK: if the file was swapped for a FIFO since the check, opening it must not hang
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise InputError(f"cannot be read ({exc.strerror or exc})") from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise InputError("is not a regular file (a device, pipe or socket cannot be read)")
        with os.fdopen(fd, "rb", closefd=False) as handle:
            raw = handle.read(limit + 1)
    except OSError as exc:
        raise InputError(f"cannot be read ({exc.strerror or exc})") from None
    finally:
        os.close(fd)
    return _decode(raw, limit)


def read_stdin(limit: int = MAX_TEXT_BYTES) -> str:
    """Return standard input as UTF-8 text (at most ``limit`` bytes); raise InputError."""
    stream = sys.stdin
    if stream is None:
        raise InputError("standard input is closed")
    try:
        raw = stream.buffer.read(limit + 1)
    except (OSError, ValueError) as exc:  # ValueError: the stream object was closed
        raise InputError(f"standard input cannot be read ({getattr(exc, 'strerror', None) or exc})") from None
    if raw is None:  # a non-blocking descriptor with nothing ready
        raise InputError("standard input has nothing to read")
    try:
        return _decode(raw, limit)
    except InputError as exc:
        raise InputError(f"standard input {exc}") from None


def _parse_int(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_NUMBER_DIGITS:
        raise InputError(f"a number has {digits:,} digits (at most {MAX_NUMBER_DIGITS})")
    return int(text)


def _parse_float(text: str) -> float:
    if len(text) > MAX_NUMBER_DIGITS + 10:
        raise InputError(f"a number is {len(text):,} characters long")
    value = float(text)
    if not math.isfinite(value):
        raise InputError(f"the number {excerpt(text)} is out of range")
    return value


def _reject_constant(name: str) -> Any:
    raise InputError(f"{name} is not a number this game accepts")


def _check_structure(value: Any, max_depth: int) -> None:
    """Raise InputError if parsed JSON nests deeper than ``max_depth`` or holds a lone surrogate (no recursion)."""
    todo: list[tuple[Any, int]] = [(value, 1)]
    while todo:
        item, level = todo.pop()
        if isinstance(item, str):
            _check_text(item)
            continue
        if isinstance(item, dict):
            for key in item:
                _check_text(key)
            item = list(item.values())
        if isinstance(item, list):
            if level > max_depth:
                raise InputError(f"JSON is nested too deeply (more than {max_depth} levels)")
            todo.extend((child, level + 1) for child in item if isinstance(child, (list, dict, str)))


def _check_text(text: str) -> None:
    if text.isascii():
        return
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:  # "\ud800" escapes decode to text that can never be written back
        raise InputError("a string holds an invalid character (a lone surrogate)") from None


def parse_json(text: str, max_depth: int = MAX_JSON_DEPTH) -> Any:
    """Return the JSON value in ``text``; raise JsonSyntaxError or InputError (too deep, huge number, NaN...)."""
    try:
        value = json.loads(text, parse_int=_parse_int, parse_float=_parse_float,
                           parse_constant=_reject_constant)
    except json.JSONDecodeError as exc:
        raise JsonSyntaxError(exc.msg, exc.lineno, exc.colno) from None
    except RecursionError:
        raise InputError(f"JSON is nested too deeply (more than {max_depth} levels)") from None
    _check_structure(value, max_depth)
    return value
