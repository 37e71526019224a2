"""The rules of Castle Rooms: pure Python, no pygame, no threads, no file writes."""

from castlecombo.rooms.engine.actions import add_room, decode, describe, discard, dragon, end_turn, knight, new_line
from castlecombo.rooms.engine.deck import DOWN, DRAGON, KNIGHT, ROOM_KINDS, TYPE_NAMES, UP, kind_name
from castlecombo.rooms.engine.lines import Line
from castlecombo.rooms.engine.reasons import IllegalAction, Reason
from castlecombo.rooms.engine.state import HAND_LIMIT, WIN_LENGTH, GameState

__all__ = [
    "DOWN",
    "DRAGON",
    "HAND_LIMIT",
    "KNIGHT",
    "ROOM_KINDS",
    "TYPE_NAMES",
    "UP",
    "WIN_LENGTH",
    "GameState",
    "IllegalAction",
    "Line",
    "Reason",
    "add_room",
    "decode",
    "describe",
    "discard",
    "dragon",
    "end_turn",
    "kind_name",
    "knight",
    "new_line",
]
