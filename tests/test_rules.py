"""Each scroll and effect type has one rule class: it scores or resolves, reads, and (scrolls) estimates."""

from __future__ import annotations

import math
from typing import get_args

import pytest

from castlecombo.combo import cards as m
from castlecombo.combo.engine import effects, scrolls
from castlecombo.combo.engine.catalog import CARDS, NAMES
from castlecombo.combo.engine.scroll_rule import Outlook, View
from engine_helpers import build, grid_cells, new_game

SAMPLE = {"line": "row", "shield": "faith", "shields": ["faith", "military"], "size": 3, "deck": "castle",
          "n": 2, "cost": 4, "where": "corner"}
MAY_BE_LOST = {"missing_shield_types", "no_shield"}  # their estimate is a loss, never a gain


def _scroll_models() -> dict[str, m.Scroll]:
    out = {}
    for model in get_args(get_args(m.Scroll)[0]):
        for t in get_args(model.model_fields["type"].annotation):
            kwargs = {k: v for k, v in SAMPLE.items() if k in model.model_fields}
            out[t] = model(type=t, points=2, **kwargs)
    return out


def _outlook_mid_game() -> tuple[list[int], Outlook]:
    s = new_game(2)
    build(s, 0, [("Knight", 3), ("Nun", 4), ("Farmer", 5), ("Cardinal", 1)])  # the middle row and above it
    cells, _purse, _r, _c = s.frame_cells(0)
    return cells, Outlook(cells, s.players[0], 9 - s.players[0].count, 1.35)


def test_every_scroll_type_has_its_own_rule_class():
    rules = {t: scrolls.scroll_rule(model) for t, model in _scroll_models().items()}
    assert len({type(r) for r in rules.values()}) == len(rules)
    assert all(type(r).__name__ != "ScrollRule" for r in rules.values())


@pytest.mark.parametrize("kind", sorted(_scroll_models()))
def test_every_scroll_type_scores_reads_and_estimates(kind):
    rule = scrolls.scroll_rule(_scroll_models()[kind])
    cells, outlook = _outlook_mid_game()
    view = View(grid_cells(["Knight", "Nun", "Farmer", "Cardinal", "Prince", None, None, None, None]),
                [0] * 9, keys=3)
    assert isinstance(rule.score(view, 4), int)
    assert rule.markup().startswith("2 pts") or rule.markup().startswith("{grid:")
    estimate = rule.outlook(outlook, cells.index(next(v for v in cells if v >= 0)))
    assert math.isfinite(estimate)
    assert (estimate <= 0) if kind in MAY_BE_LOST else (estimate >= 0), estimate


def test_a_position_scroll_expects_nothing_once_the_frame_is_fixed():
    rule = scrolls.scroll_rule(_scroll_models()["position"])
    s = new_game(2)
    build(s, 0, [("Knight", 0), ("Nun", 4), ("Farmer", 8)])  # 3 rows and 3 columns: the frame is fixed
    cells, _purse, rows_fixed, cols_fixed = s.frame_cells(0)
    assert rows_fixed and cols_fixed
    assert rule.outlook(Outlook(cells, s.players[0], 6, 1.35), 0) == 0.0


def test_only_the_banker_adds_points_for_gold_on_every_purse():
    adds = {NAMES[i]: pts for i, pts in enumerate(scrolls.PURSE_GOLD_POINTS) if pts}
    assert adds == {"Banker": 1}  # "1 point per gold stored on all your purse cards together"


def test_every_card_is_compiled_once():
    assert len(scrolls.SCROLL_RULES) == len(scrolls.SCORE) == len(effects.ABILITY) == len(CARDS)
    for card, ability in zip(CARDS, effects.ABILITY):
        assert [r.model for r in ability] == card.ability


def test_every_effect_type_has_its_own_rule_class():
    kinds = {get_args(model.model_fields["type"].annotation)[0]: model
             for model in get_args(get_args(m.Effect)[0])}
    seen = {}
    for card in CARDS:
        for e in card.ability:
            seen[e.type] = type(effects.effect_rule(e))
    assert set(seen) == set(kinds)  # the base cards use every effect type
    assert len(set(seen.values())) == len(seen)
