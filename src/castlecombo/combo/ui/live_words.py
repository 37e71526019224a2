"""The live table's words: the top bar, the title above the tableau, the hint under the market.

Pure functions of the state and the seats, so they are tested without a window.
"""

from __future__ import annotations

from castlecombo.combo.engine.state import FACE_DOWN_GOLD, FACE_DOWN_KEYS, TAKE, GameState
from castlecombo.combo.ui.table_view import TableView

TAKE_HINT = ("Drag a card of the lit row to your tableau, or click it. Flip button, right-drag or F: "
             f"face down (+{FACE_DOWN_GOLD} gold, +{FACE_DOWN_KEYS} keys). ?: every key.")
PLACE_HINT = "Click a lit space (Enter with the keyboard) to place the card; click elsewhere or Esc to let go."


def turn_words(view: TableView, s: GameState) -> str:
    """Return the top bar's words: the turn and who plays ("Turn 3 of 9  ·  Your turn")."""
    if s.is_over:
        return "The game is over"
    turn = s.turn // s.n + 1
    if view.is_you(s.current):
        return f"Turn {turn} of 9  ·  Your turn"
    who = view.seat_name(s.current)
    if s.current in view.humans():
        return f"Turn {turn} of 9  ·  {who}: {'your turn' if len(view.humans()) == 1 else 'to play'}"
    return f"Turn {turn} of 9  ·  {who} is playing"


def field_title(view: TableView, s: GameState, view_seat: int, can_take: bool, picked: bool = False) -> str:
    """Return the words above the big tableau of ``view_seat`` (``picked``: a card is chosen, its spaces lit)."""
    title = view.tableau_title(view_seat)
    if can_take:
        return title + ("  ·  place the card on a lit space" if picked else "  ·  take a card from the lit row")
    if not s.is_over and view_seat != s.current:
        return title + f"  ·  waiting for {view.seat_name(s.current)}"
    return title


def hint(view: TableView, s: GameState, can_take: bool, picked: bool = False) -> str:
    """Return the hint under the market for what the person at the table may do now."""
    if can_take:
        return PLACE_HINT if picked else TAKE_HINT
    if s.current in view.humans() and s.phase != TAKE and not s.is_over:
        return "Answer the card's ability to finish your turn."
    return "Hover a card to read it; right-click to enlarge."
