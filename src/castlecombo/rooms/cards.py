"""Castle Rooms card data: pydantic models of the deck file and its loader.

The file lists the room kinds (entry side, exit side, read with the helmet up) with their
counts, the dragons and knights, and what a smaller table removes. The engine compiles it
into flat tables (``rooms/engine/deck.py``).
"""

from __future__ import annotations

import json
import os
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from castlecombo.resources import asset_path

Side = Literal["stairs", "corridor"]
SIDES: tuple[Side, ...] = ("stairs", "corridor")
MIN_PLAYERS, MAX_PLAYERS = 2, 4
MAX_ROOMS = 99


class _Data(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class RoomKind(_Data):
    """One kind of room card: its sides read with the helmet up, and how many the deck holds."""

    entry: Side
    exit: Side
    count: int = Field(ge=1, le=99)


class SmallTable(_Data):
    """The dragons and knights taken out when ``up_to_players`` or fewer play."""

    up_to_players: int = Field(ge=MIN_PLAYERS, le=MAX_PLAYERS)
    remove_dragons: int = Field(ge=0)
    remove_knights: int = Field(ge=0)


class RoomDeck(_Data):
    """The whole Castle Rooms deck."""

    format: Literal[1]
    set: str = Field(min_length=1)
    rooms: list[RoomKind] = Field(min_length=1, max_length=4)
    dragons: int = Field(ge=0, le=50)
    knights: int = Field(ge=0, le=50)
    small_table: SmallTable

    @model_validator(mode="after")
    def _consistent(self) -> RoomDeck:
        seen: set[tuple[str, str]] = set()
        for kind in self.rooms:
            pair = (kind.entry, kind.exit)
            if pair in seen:
                raise ValueError(f"the room kind {kind.entry}→{kind.exit} is listed twice")
            seen.add(pair)
        if sum(k.count for k in self.rooms) > MAX_ROOMS:
            raise ValueError(f"the deck may hold at most {MAX_ROOMS} rooms (line numbers are two digits)")
        if self.small_table.remove_dragons > self.dragons:
            raise ValueError(f"a small table cannot remove {self.small_table.remove_dragons} of "
                             f"{self.dragons} dragons")
        if self.small_table.remove_knights > self.knights:
            raise ValueError(f"a small table cannot remove {self.small_table.remove_knights} of "
                             f"{self.knights} knights")
        return self

    def counts(self, players: int) -> tuple[list[int], int, int]:
        """Return (room counts by kind, dragons, knights) in the deck for ``players`` seats."""
        dragons, knights = self.dragons, self.knights
        if players <= self.small_table.up_to_players:
            dragons -= self.small_table.remove_dragons
            knights -= self.small_table.remove_knights
        return [k.count for k in self.rooms], dragons, knights


class RoomDataError(Exception):
    """A deck file that cannot be used; the message names the file and the field."""


def _describe(path: str, err: ValidationError) -> str:
    first = err.errors()[0]
    loc = list(first["loc"])
    if len(loc) >= 2 and loc[0] == "rooms" and isinstance(loc[1], int):
        field = ".".join(str(p) for p in loc[2:]) or "(room kind)"
        where = f"room kind #{loc[1] + 1}, field {field}"
    else:
        where = "field " + (".".join(str(p) for p in loc) or "(top level)")
    return f"{path}: {where}: {first['msg']}"


def parse_room_deck(text: str, source: str = "<room data>") -> RoomDeck:
    """Return the validated deck in ``text``; raise RoomDataError naming the file and field."""
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RoomDataError(f"{source}: not valid JSON (line {exc.lineno}, column {exc.colno}): {exc.msg}") from None
    try:
        return RoomDeck.model_validate(raw)
    except ValidationError as exc:
        raise RoomDataError(_describe(source, exc)) from None


def load_room_file(path: str | Path) -> RoomDeck:
    """Return the validated deck in the file at ``path``; raise RoomDataError."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise RoomDataError(f"{path}: cannot be read: {exc.strerror}") from None
    return parse_room_deck(text, str(path))


@lru_cache(maxsize=1)
def room_deck() -> RoomDeck:
    """Return the bundled deck (or ``CASTLECOMBO_ROOMS_FILE``'s, for modders and tests); raise RoomDataError."""
    path = Path(os.environ.get("CASTLECOMBO_ROOMS_FILE") or asset_path("rooms", "cards.json"))
    return load_room_file(path)
