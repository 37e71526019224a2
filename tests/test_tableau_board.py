"""A tableau drawn large mid-game shows each purse as the table shows it, and says what the score adds at the end
(playtests 169 and 170: the table's Beekeeper showed 2/9, the same card drawn large 9/9 and "9 gold on it")."""

from __future__ import annotations

import random

import pygame

from castlecombo.combo.engine.catalog import CARDS
from castlecombo.combo.engine.state import GameState
from castlecombo.combo.engine.tableau import EMPTY, card_of, is_face_down
from castlecombo.combo.ui import tableau_board
from castlecombo.combo.ui.tableau_board import Board


def a_purse_the_score_fills(seed: int) -> tuple[GameState, int, int] | None:
    """Return a game mid-way, a seat and a place of its frame whose purse holds less now than its score counts."""
    rng = random.Random(seed)
    s = GameState.new(2, seed)
    while not s.is_over:
        for seat in range(s.n):
            board = Board.of(s, seat, pygame.Rect(0, 0, 600, 600))
            for i, v in enumerate(board.cells):
                if v != EMPTY and not is_face_down(v) and CARDS[card_of(v)].purse is not None \
                        and board.on_card(i) < board.entry(i).purse_gold:
                    return s, seat, i
        s.apply(rng.choice(s.legal_actions()))
    return None


def test_a_purse_drawn_large_mid_game_holds_the_gold_on_it_and_its_words_say_what_the_end_adds(monkeypatch):
    found = next(filter(None, (a_purse_the_score_fills(seed) for seed in range(40))))
    s, seat, place = found
    board = Board.of(s, seat, pygame.Rect(0, 0, 600, 600))
    _cells, purse, _rows, _cols = s.frame_cells(seat)
    entry = board.entry(place)
    assert board.on_card(place) == purse[place] < entry.purse_gold  # the gold on it, as the table shows
    words = board.why(place)
    assert f"{purse[place]} gold on it now, {entry.purse_gold} once the gold left over at the end fills it" in words
    drawn: list[int] = []
    real = tableau_board.card_surface
    monkeypatch.setattr(tableau_board, "card_surface",
                        lambda card, size, face_down, gold: drawn.append(gold) or real(card, size, face_down, gold))
    pygame.init()
    board.draw(pygame.Surface((600, 600)))
    placed = [i for i, v in enumerate(board.cells) if v != EMPTY]  # drawn in reading order
    assert drawn[placed.index(place)] == purse[place]
    # once the game is over the leftover gold is on the purses: the final score's gold is drawn and said
    while not s.is_over:
        s.apply(s.legal_actions()[0])
    final = Board.of(s, seat, pygame.Rect(0, 0, 600, 600))
    for i, v in enumerate(final.cells):
        if v != EMPTY and CARDS[card_of(v)].purse is not None and not is_face_down(v):
            assert final.on_card(i) == final.entry(i).purse_gold
            assert "now" not in final.why(i)
