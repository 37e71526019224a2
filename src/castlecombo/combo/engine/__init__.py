"""The rules of Castle Combo: pure Python, no pygame, no threads, no file writes."""

from castlecombo.combo.engine.actions import decode, describe, purses, take
from castlecombo.combo.engine.catalog import CARDS, N_CARDS, NAMES, card_index
from castlecombo.combo.engine.scoring import CardScore, ScoreSheet, score_tableau, winners
from castlecombo.combo.engine.state import DISCARD, NEIGHBOUR, OPTION, OVER, PURSES, TAKE, GameState, IllegalAction

__all__ = [
                                      "CARDS",
                                      "DISCARD",
                                      "NAMES",
                                      "NEIGHBOUR",
                                      "N_CARDS",
                                      "OPTION",
                                      "OVER",
                                      "PURSES",
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
