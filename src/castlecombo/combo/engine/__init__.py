"""The rules of Castle Combo: pure Python, no pygame, no threads, no file writes."""

from castlecombo.combo.engine.actions import KEY_MOVE, KEY_REFRESH, decode, describe, purses, take
from castlecombo.combo.engine.catalog import CARDS, N_CARDS, NAMES, card_index
from castlecombo.combo.engine.scoring import CardScore, ScoreSheet, score_tableau, winners
from castlecombo.combo.engine.state import (
    DISCARD,
    DISPLAY,
    FACE_DOWN_GOLD,
    FACE_DOWN_KEYS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    NEIGHBOUR,
    OPTION,
    OVER,
    PURSES,
    START_GOLD,
    START_KEYS,
    TAKE,
    GameState,
    IllegalAction,
)

__all__ = [
    "CARDS",
    "DISCARD",
    "DISPLAY",
    "FACE_DOWN_GOLD",
    "FACE_DOWN_KEYS",
    "KEY_MOVE",
    "KEY_REFRESH",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "NAMES",
    "NEIGHBOUR",
    "N_CARDS",
    "OPTION",
    "OVER",
    "PURSES",
    "START_GOLD",
    "START_KEYS",
    "TAKE",
    "CardScore",
    "GameState",
    "IllegalAction",
    "ScoreSheet",
    "card_index",
    "decode",
    "describe",
    "purses",
    "score_tableau",
    "take",
    "winners",
]
