"""The words the live Castle Rooms table shows: the top bar, each seat's status and the help under the hand."""

from __future__ import annotations

import pygame

from castlecombo.rooms.engine.state import GameState
from castlecombo.rooms.ui import moves
from castlecombo.rooms.ui.view import RoomsView


def turn_words(view: RoomsView, state: GameState) -> str:
    """Return the words of the top bar: whose turn and which."""
    if state.is_over:
        return "The game is over"
    who = "Your" if view.is_you(state.current) else f"{view.seat_name(state.current)}'s"
    return f"{who} turn  ·  turn {state.turn + 1}"


def seat_status(state: GameState, seat: int, human: bool, thinking: bool) -> str:
    """Return the status words at the right of ``seat``'s panel (only the seat to move has one)."""
    if state.is_over or seat != state.current:
        return ""
    if human:
        return "playing now"
    if thinking:
        return "thinking" + "." * (1 + int(pygame.time.get_ticks() / 350) % 3)
    return "playing"


def hint(view: RoomsView, state: GameState, can_play: bool, covered: bool, chosen: bool) -> tuple[str, bool]:
    """Return the help line under the hand, and whether it is a warning (why the turn cannot end yet)."""
    if not can_play:
        if state.is_over:
            return "The game is over · Enter shows the ending again · Esc: the menu", False
        if covered:
            return "", False
        return f"{view.seat_name(state.current)} is playing.", False
    problem = moves.end_turn_problem(state)
    if problem is not None:
        return f"End turn: {problem}.", True
    if chosen:
        return "Drop it on a lit space · R or right-click turns a room for a new line · Esc lets go", False
    return "Drag a card onto a lit space, or click it then a space · E ends the turn", False


__all__ = ["hint", "seat_status", "turn_words"]
