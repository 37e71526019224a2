"""Argument types of the command line: each returns a checked value or raises a one-line error."""

from __future__ import annotations

import argparse
import math
import tempfile
from collections.abc import Callable
from pathlib import Path

from castlecombo.inputfiles import excerpt
from castlecombo.storage.records import MAX_SEED, MAX_WINDOW, MIN_WINDOW

MAX_RUN_SECONDS = 24 * 3600.0


def _whole_number(text: str) -> int:
    try:
        if len(text) > 30:
            raise ValueError
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{excerpt(text)} is not a whole number") from None


def count_between(low: int, high: int) -> Callable[[str], int]:
    """Return an argument type accepting whole numbers from ``low`` to ``high``."""
    def count(text: str) -> int:
        value = _whole_number(text)
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"must be from {low:,} to {high:,}, not {value}")
        return value

    count.__name__ = "number"  # argparse names the type in some messages
    return count


def seed_value(text: str) -> int:
    """Return a game seed (a whole number that fits the save files); raise ArgumentTypeError."""
    value = _whole_number(text)
    if not -MAX_SEED <= value <= MAX_SEED:
        raise argparse.ArgumentTypeError(f"a seed must be between -{MAX_SEED} and {MAX_SEED}")
    return value


def finite_seconds(text: str) -> float:
    """Return a positive, finite number of seconds (at most a day); raise ArgumentTypeError."""
    try:
        value = float(text) if len(text) <= 30 else math.nan
    except ValueError:
        value = math.nan
    if not 0 < value <= MAX_RUN_SECONDS:  # also refuses nan and inf
        raise argparse.ArgumentTypeError(
            f"must be a number of seconds above 0 and at most {MAX_RUN_SECONDS:g}, not {excerpt(text)}"
        )
    return value


def window_size(text: str) -> str:
    """Return a window size as "WIDTHxHEIGHT" within the sizes the game supports; raise ArgumentTypeError."""
    parts = text.lower().split("x")
    if len(parts) != 2 or not all(p.strip().isdigit() and len(p.strip()) <= 6 for p in parts):
        raise argparse.ArgumentTypeError(f"{excerpt(text)} is not a size like 1280x720")
    width, height = (int(p) for p in parts)
    if not (MIN_WINDOW[0] <= width <= MAX_WINDOW[0] and MIN_WINDOW[1] <= height <= MAX_WINDOW[1]):
        raise argparse.ArgumentTypeError(
            f"{width}x{height} is outside the window sizes the game supports "
            f"({MIN_WINDOW[0]}x{MIN_WINDOW[1]} to {MAX_WINDOW[0]}x{MAX_WINDOW[1]})"
        )
    return f"{width}x{height}"


def writable_folder(text: str) -> str:
    """Return a folder path, created if needed, that a file can be written into; raise ArgumentTypeError."""
    folder = Path(text)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as exc:
        raise argparse.ArgumentTypeError(f"cannot write into {excerpt(text)}: {exc.strerror or exc}") from None
    return text


def output_file(text: str) -> str:
    """Return a file path whose folder exists and can be written into; raise ArgumentTypeError."""
    path = Path(text)
    folder = path.parent
    if path.is_dir():
        raise argparse.ArgumentTypeError(f"{excerpt(text)} is a folder, not a file")
    if not folder.is_dir():
        raise argparse.ArgumentTypeError(
            f"cannot write {excerpt(text)}: the folder {excerpt(str(folder))} does not exist"
        )
    try:
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as exc:
        raise argparse.ArgumentTypeError(f"cannot write {excerpt(text)}: {exc.strerror or exc}") from None
    return text
