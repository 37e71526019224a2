"""The options of ``castlecombo play`` and the seats they ask for."""

from __future__ import annotations

import argparse
from dataclasses import dataclass, fields

from castlecombo.i18n import N_, _
from castlecombo.kit import theme
from castlecombo.simulation import player_list
from castlecombo.storage.records import (
    AI_KINDS,
    MAX_ROOMS_SEATS,
    MAX_SEATS,
    MIN_SEATS,
    SEAT_KINDS,
    GameName,
    SeatConfig,
)

# TRANSLATORS: names of AI seats started from the command line (castlecombo play --players)
AI_NAMES = {"random": N_("Random"), "easy": N_("Easy AI"), "medium": N_("Medium AI"), "hard": N_("Hard AI"),
            "expert": N_("Expert AI")}


@dataclass(frozen=True)
class PlayOptions:
    """What ``castlecombo play`` was asked to do (every flag has its default here)."""

    game: GameName = "combo"
    autoplay: bool = False
    players: str | None = None
    seed: int | None = None
    max_seconds: float | None = None
    perf_json: str | None = None
    stop_after_turns: int | None = None
    resume: bool = False
    resume_game: GameName | None = None  # --resume: the game asked for (None: the one saved last)
    size: str | None = None
    fullscreen: bool = False
    screenshot_dir: str | None = None

    @classmethod
    def from_namespace(cls, namespace: argparse.Namespace) -> PlayOptions:
        """The options in ``namespace`` (the parsed command line); flags it lacks keep their defaults."""
        given = dict(vars(namespace))
        given["resume_game"] = given.get("game")
        if given.get("game") is None:
            given.pop("game", None)
        return cls(**{f.name: given[f.name] for f in fields(cls) if f.name in given})


def default_seats(kinds: list[str]) -> list[SeatConfig]:
    """Seat configs for the given kinds ("human", "easy"...), named (in the language spoken) and coloured."""
    seats = []
    humans = sum(1 for k in kinds if k == "human")
    used: dict[str, int] = {}
    for i, kind in enumerate(kinds):
        if kind == "human":
            name = _("You") if humans == 1 else _("Player {number}").format(number=i + 1)
        else:
            base = _(AI_NAMES[kind]) if kind in AI_NAMES else kind.title()
            used[base] = used.get(base, 0) + 1
            name = base if kinds.count(kind) == 1 else f"{base} {used[base]}"
        seats.append(SeatConfig.model_validate(
            {"name": name, "kind": kind, "colour": theme.SEAT_COLOURS[i % len(theme.SEAT_COLOURS)]}))
    return seats


def parse_players(text: str | None, autoplay: bool, game: GameName = "combo") -> list[str]:
    """Return seat kinds of ``game`` from "hard,medium"; raise ValueError with words for a bad list."""
    if not text:
        return ["medium", "easy"] if autoplay else ["human", "medium"]
    kinds = player_list(text)
    for k in kinds:
        if k not in SEAT_KINDS:
            raise ValueError(f"unknown player kind {k!r}: use {', '.join(SEAT_KINDS)}")
        if k == "expert" and game == "rooms":
            raise ValueError("the expert AI plays Castle Combo only")
    most, name = (MAX_ROOMS_SEATS, "Castle Rooms") if game == "rooms" else (MAX_SEATS, "Castle Combo")
    if not MIN_SEATS <= len(kinds) <= most:
        raise ValueError(f"{name} is for {MIN_SEATS} to {most} players, not {len(kinds)}")
    if autoplay:
        kinds = [k if k in AI_KINDS else "medium" for k in kinds]
    return kinds
