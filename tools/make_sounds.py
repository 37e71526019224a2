#!/usr/bin/env python3
"""Generate the game's sound effects into assets/sounds/ (original, synthesised, seeded).

Every effect is built here from sine partials and filtered noise, so the files are
the project's own and running the script twice writes byte-identical WAV files
(16-bit mono, 22,050 Hz). Each effect is normalised to its own quiet peak level,
always at or below -3 dBFS.

Usage: python tools/make_sounds.py [--out DIR]
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import wave
import zlib
from array import array
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 22_050
NYQUIST_GUARD = 0.45 * RATE  # partials above this are dropped (no aliasing)
OUT = Path(__file__).resolve().parents[1] / "assets" / "sounds"

Buffer = list[float]


# --- building blocks -------------------------------------------------------------

def blank(seconds: float) -> Buffer:
    """Return ``seconds`` of silence."""
    return [0.0] * round(seconds * RATE)


def envelope(n: int, attack: float, decay: float) -> list[float]:
    """Return a linear attack then exponential decay (time constant ``decay`` s), faded to 0 at the end."""
    a = max(1, round(attack * RATE))
    k = math.exp(-1.0 / (decay * RATE))
    out = [0.0] * n
    level = 1.0
    for i in range(n):
        if i < a:
            out[i] = i / a
        else:
            level *= k
            out[i] = level
    tail = min(n, round(0.006 * RATE))  # a 6 ms fade so no note ends in a click
    for j in range(tail):
        out[n - 1 - j] *= j / tail
    return out


def add_tone(buf: Buffer, start: float, freq: float, dur: float, partials: Sequence[tuple[float, float]],
             gain: float, attack: float = 0.005, decay: float = 0.2, bend: float = 1.0,
             vibrato: float = 0.0, partial_decay: float = 0.0) -> None:
    """Mix a note into ``buf``: ``partials`` are (frequency ratio, amplitude); ``bend`` is the end/start pitch."""
    s0 = round(start * RATE)
    n = min(round(dur * RATE), len(buf) - s0)
    env = envelope(n, attack, decay)
    sin = math.sin
    for ratio, amp in partials:
        if freq * ratio * max(1.0, bend) >= NYQUIST_GUARD:
            continue
        # higher partials die sooner when partial_decay > 0 (struck metal, plucked strings)
        k = math.exp(-partial_decay * (ratio - 1.0) / RATE) if partial_decay else 1.0
        fade = 1.0
        phase = 0.0
        a = gain * amp
        for i in range(n):
            t = i / n
            f = freq * ratio * (1.0 + (bend - 1.0) * t)
            if vibrato:
                f *= 1.0 + vibrato * sin(2 * math.pi * 5.5 * i / RATE) * min(1.0, i / (0.15 * RATE))
            phase += 2 * math.pi * f / RATE
            buf[s0 + i] += a * env[i] * fade * sin(phase)
            fade *= k


def add_noise(buf: Buffer, start: float, dur: float, rng: random.Random, gain: float,
              centre: float | tuple[float, float], q: float = 1.0, attack: float = 0.01,
              decay: float = 0.05) -> None:
    """Mix band-passed white noise into ``buf``; ``centre`` may sweep (from, to) in Hz."""
    s0 = round(start * RATE)
    n = min(round(dur * RATE), len(buf) - s0)
    env = envelope(n, attack, decay)
    f_from, f_to = centre if isinstance(centre, tuple) else (centre, centre)
    k = 1.0 / q
    ic1 = ic2 = 0.0
    for i in range(n):
        fc = min(f_from + (f_to - f_from) * i / n, NYQUIST_GUARD)
        # a trapezoidal state-variable filter (stable at every frequency); k * v1 is a unity-peak band-pass
        g = math.tan(math.pi * fc / RATE)
        a1 = 1.0 / (1.0 + g * (g + k))
        a2 = g * a1
        v3 = rng.uniform(-1.0, 1.0) - ic2
        v1 = a1 * ic1 + a2 * v3
        v2 = ic2 + a2 * ic1 + g * a2 * v3
        ic1 = 2.0 * v1 - ic1
        ic2 = 2.0 * v2 - ic2
        buf[s0 + i] += gain * env[i] * k * v1


def normalise(buf: Buffer, peak_db: float) -> Buffer:
    """Return ``buf`` scaled so its peak sits at ``peak_db`` dBFS."""
    peak = max(abs(v) for v in buf)
    scale = 10 ** (peak_db / 20) / peak
    return [v * scale for v in buf]


def write_wav(path: Path, buf: Buffer) -> None:
    """Write ``buf`` (floats in -1..1) as a 16-bit mono WAV file."""
    samples = array("h", (max(-32767, min(32767, round(v * 32767))) for v in buf))
    if sys.byteorder == "big":
        samples.byteswap()
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(samples.tobytes())


# --- timbres -----------------------------------------------------------------------

COIN = ((1.0, 1.0), (1.58, 0.55), (2.41, 0.35), (3.12, 0.2))  # a struck disc: inharmonic
BELL = ((1.0, 1.0), (2.0, 0.35), (2.76, 0.18), (4.07, 0.08))
BRASS = tuple((float(h), 1.0 / h ** 0.7) for h in range(1, 9))
MELLOW = ((1.0, 1.0), (2.0, 0.35), (3.0, 0.12))
WOOD = ((1.0, 1.0), (2.71, 0.4))
HOLLOW = ((1.0, 1.0), (3.0, 0.3), (5.0, 0.12))


def note(name: str) -> float:
    """Return the frequency of a note like "C5" or "F#4" (A4 = 440 Hz)."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}[name[0]]
    steps += name.count("#") - name.count("b", 1)
    octave = int(name[-1])
    return 440.0 * 2 ** ((steps + 12 * (octave - 4)) / 12)


def clink(buf: Buffer, at: float, freq: float, gain: float, rng: random.Random, ring: float = 0.12) -> None:
    """A coin or key touching metal: an inharmonic ring with a tick of noise."""
    add_tone(buf, at, freq, ring * 3, COIN, gain, attack=0.001, decay=ring, partial_decay=18.0)
    add_noise(buf, at, 0.02, rng, gain * 0.5, 6000.0, q=1.5, attack=0.0005, decay=0.006)


def thump(buf: Buffer, at: float, gain: float, rng: random.Random, pitch: float = 150.0) -> None:
    """A card landing on the felt: a low falling thud and a short slap of paper."""
    add_tone(buf, at, pitch, 0.16, ((1.0, 1.0), (2.0, 0.2)), gain, attack=0.002, decay=0.035, bend=0.6)
    add_noise(buf, at, 0.06, rng, gain * 1.6, 1400.0, q=0.8, attack=0.001, decay=0.015)


def swish(buf: Buffer, at: float, dur: float, gain: float, rng: random.Random,
          sweep: tuple[float, float] = (1800.0, 4200.0)) -> None:
    """Paper sliding over paper."""
    add_noise(buf, at, dur, rng, gain, sweep, q=0.9, attack=dur * 0.35, decay=dur * 0.25)


# --- the effects ---------------------------------------------------------------------

def card_take(rng: random.Random) -> Buffer:
    buf = blank(0.18)
    swish(buf, 0.0, 0.16, 1.0, rng, (2500.0, 4500.0))
    return normalise(buf, -9.0)


def card_place(rng: random.Random) -> Buffer:
    buf = blank(0.22)
    swish(buf, 0.0, 0.05, 0.4, rng)
    thump(buf, 0.03, 1.0, rng)
    return normalise(buf, -7.0)


def card_flip(rng: random.Random) -> Buffer:
    buf = blank(0.32)
    swish(buf, 0.0, 0.08, 1.0, rng, (1500.0, 3500.0))
    swish(buf, 0.07, 0.08, 0.8, rng, (3500.0, 2000.0))
    thump(buf, 0.15, 0.6, rng, pitch=190.0)
    return normalise(buf, -8.0)


def coins(count: int, paying: bool) -> Callable[[random.Random], Buffer]:
    """Return the maker of ``count`` clinks: rising and bright when gained, falling and darker when paid."""

    def make(rng: random.Random) -> Buffer:
        gap = 0.075 if count < 5 else 0.06
        buf = blank(0.32 + gap * (count - 1))
        for i in range(count):
            step = i / max(1, count - 1)
            base = 1900.0 - 500.0 * step if paying else 2300.0 + 600.0 * step
            at = i * gap + rng.uniform(0.0, 0.012)
            clink(buf, at, base * rng.uniform(0.97, 1.03), rng.uniform(0.7, 1.0), rng,
                  ring=0.09 if paying else 0.13)
        if paying:
            thump(buf, (count - 1) * gap + 0.04, 0.5, rng, pitch=120.0)
        return normalise(buf, -9.0 if paying else -8.0)

    return make


def keys(rng: random.Random) -> Buffer:
    buf = blank(0.5)
    for _ in range(9):
        clink(buf, rng.uniform(0.0, 0.28), rng.uniform(3200.0, 5200.0), rng.uniform(0.35, 0.9), rng, ring=0.05)
    clink(buf, 0.02, 1500.0, 0.4, rng, ring=0.1)  # the iron ring
    return normalise(buf, -9.0)


def messenger(rng: random.Random) -> Buffer:
    buf = blank(0.5)
    swish(buf, 0.0, 0.4, 0.35, rng, (700.0, 1600.0))
    for at, pitch in ((0.02, 620.0), (0.11, 540.0), (0.24, 640.0), (0.33, 560.0)):
        add_tone(buf, at, pitch, 0.12, WOOD, 0.8, attack=0.001, decay=0.025)
    return normalise(buf, -9.0)


def refresh(rng: random.Random) -> Buffer:
    buf = blank(0.72)
    swish(buf, 0.0, 0.55, 1.0, rng, (600.0, 5000.0))
    for i in range(5):
        add_noise(buf, 0.1 + i * 0.09, 0.05, rng, 0.8, 2600.0, q=1.2, attack=0.001, decay=0.012)
    thump(buf, 0.56, 0.5, rng, pitch=130.0)
    return normalise(buf, -9.0)


def illegal(rng: random.Random) -> Buffer:
    buf = blank(0.34)
    add_tone(buf, 0.0, note("A3"), 0.15, HOLLOW, 1.0, attack=0.006, decay=0.08)
    add_tone(buf, 0.13, note("E3"), 0.2, HOLLOW, 1.0, attack=0.006, decay=0.09)
    return normalise(buf, -10.0)


def your_turn(rng: random.Random) -> Buffer:
    buf = blank(0.95)
    add_tone(buf, 0.0, note("G5"), 0.7, BELL, 0.8, attack=0.008, decay=0.25, partial_decay=4.0)
    add_tone(buf, 0.16, note("C6"), 0.78, BELL, 1.0, attack=0.008, decay=0.3, partial_decay=4.0)
    return normalise(buf, -12.0)


def game_end(rng: random.Random) -> Buffer:
    buf = blank(1.4)
    chords = ((0.0, ("F4", "A4", "C5")), (0.36, ("G4", "B4", "D5")), (0.72, ("C4", "E4", "G4", "C5")))
    for at, names in chords:
        length = 1.4 - at if at > 0.7 else 0.48
        for name in names:
            add_tone(buf, at, note(name), length, MELLOW, 0.5, attack=0.02, decay=0.4 if at > 0.7 else 0.22,
                     partial_decay=3.0)
    return normalise(buf, -7.0)


def winner(rng: random.Random) -> Buffer:
    # a short fanfare (every effect stays under 1.5 s): three pickups, a held note, a rising triad, the chord
    buf = blank(1.45)
    line = (("G4", 0.0, 0.08), ("G4", 0.09, 0.08), ("G4", 0.18, 0.08), ("C5", 0.27, 0.24),
            ("G4", 0.53, 0.08), ("C5", 0.62, 0.08), ("E5", 0.71, 0.08))
    for name, at, length in line:
        add_tone(buf, at, note(name), length + 0.04, BRASS, 0.6, attack=0.02, decay=0.4, vibrato=0.004)
    for name in ("C5", "E5", "G5"):
        add_tone(buf, 0.8, note(name), 0.65, BRASS, 0.45, attack=0.025, decay=0.3, vibrato=0.005,
                 partial_decay=1.5)
    add_tone(buf, 0.8, note("C2"), 0.6, ((1.0, 1.0), (1.5, 0.3)), 0.8, attack=0.003, decay=0.2, bend=0.9)
    add_noise(buf, 0.8, 0.25, rng, 0.6, 300.0, q=0.7, attack=0.002, decay=0.07)
    return normalise(buf, -5.0)


def dragon(rng: random.Random) -> Buffer:
    # a low growl that swells and falls (rough noise over a bending, wavering low voice), a beat of wings
    buf = blank(1.0)
    add_tone(buf, 0.02, 92.0, 0.9, BRASS, 0.7, attack=0.12, decay=0.35, bend=0.72, vibrato=0.03)
    add_tone(buf, 0.02, 61.0, 0.9, MELLOW, 0.5, attack=0.15, decay=0.4, bend=0.8)
    add_noise(buf, 0.0, 0.9, rng, 1.1, (520.0, 240.0), q=0.9, attack=0.18, decay=0.3)
    for at in (0.55, 0.72):
        swish(buf, at, 0.14, 0.5, rng, (400.0, 1200.0))
    return normalise(buf, -7.0)


def knight(rng: random.Random) -> Buffer:
    # a sword drawn and struck: a scrape rising in pitch, then a bright clang that rings on
    buf = blank(0.9)
    add_noise(buf, 0.0, 0.16, rng, 0.5, (2500.0, 7000.0), q=2.0, attack=0.1, decay=0.04)
    for at, pitch, gain in ((0.14, 1320.0, 1.0), (0.15, 1870.0, 0.6)):
        add_tone(buf, at, pitch, 0.74, COIN, gain, attack=0.001, decay=0.22, partial_decay=6.0)
    add_noise(buf, 0.14, 0.05, rng, 1.2, 5000.0, q=1.2, attack=0.0005, decay=0.012)
    thump(buf, 0.14, 0.4, rng, pitch=110.0)
    return normalise(buf, -8.0)


EFFECTS: dict[str, Callable[[random.Random], Buffer]] = {
    "card_take": card_take,
    "card_place": card_place,
    "card_flip": card_flip,
    "coins_gain_small": coins(1, paying=False),
    "coins_gain_medium": coins(3, paying=False),
    "coins_gain_large": coins(6, paying=False),
    "coins_pay_small": coins(1, paying=True),
    "coins_pay_medium": coins(3, paying=True),
    "coins_pay_large": coins(6, paying=True),
    "keys": keys,
    "messenger": messenger,
    "refresh": refresh,
    "illegal": illegal,
    "your_turn": your_turn,
    "game_end": game_end,
    "winner": winner,
    "dragon": dragon,
    "knight": knight,
}


def make_all(out: Path) -> list[Path]:
    """Write every effect into ``out``; return the paths written."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, make in EFFECTS.items():
        rng = random.Random(zlib.crc32(name.encode()))  # one seed per effect: adding one changes no other
        path = out / f"{name}.wav"
        write_wav(path, make(rng))
        written.append(path)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    """Generate the effects; return the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help=f"folder to write into (default {OUT})")
    args = parser.parse_args(argv)
    for path in make_all(args.out):
        print(f"{path.name:24} {path.stat().st_size / 1024:6.1f} KB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
