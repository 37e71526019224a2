"""The rules pages of both games at a larger UI scale: their words never smaller than at 100 %."""

from __future__ import annotations

import pytest

from castlecombo.kit import draw


def page_word_sizes(game: str, size: tuple[int, int], ui_scale: int) -> tuple[list[int], list[int]]:
    """Return the size of the smallest words of each rules page of ``game`` drawn in ``size`` at ``ui_scale`` %, and
    the width of each page's picture."""
    from test_layout_fit import app_at

    with app_at(size, ui_scale, "fr") as app:
        if game == "combo":
            from castlecombo.combo.ui.rules_scene import RulesScene as Pages
        else:
            from castlecombo.rooms.ui.rules_scene import RoomsRulesScene as Pages
        scene = Pages(app)
        app.stack.push(scene)
        sizes, pictures = [], []
        for page in range(scene.page_count):
            scene.page = page
            with draw.recording() as lines:
                app.stack.draw(app.screen)
            sizes.append(min(line.size for line in lines if scene.text_rect.contains(line.rect)))
            pictures.append(scene.pic_rect.w)
    return sizes, pictures


@pytest.mark.parametrize("game", ["combo", "rooms"])
@pytest.mark.parametrize("size", [(1366, 768), (1024, 640)])
def test_at_a_larger_ui_scale_no_rules_page_has_smaller_words(game, size):
    """Playtest 196 (French, 1366x768, 150 %): "Votre tour" was written smaller than at 100 %, the larger title and
    buttons leaving its words less room. The pages take the scale, up to the setting's, at which their words come
    largest: never smaller than at 100 %, and larger where they have room; and (playtest 202: "Lire une carte" drew
    its card half its size, words widened over it) each page's picture keeps most of its width."""
    plain, pictures = page_word_sizes(game, size, 100)
    for ui_scale in (125, 150):
        larger, kept = page_word_sizes(game, size, ui_scale)
        assert all(now >= 0.85 * was for now, was in zip(kept, pictures)), (ui_scale, pictures, kept)
        assert all(big >= small for big, small in zip(larger, plain)), (ui_scale, plain, larger)
        assert sum(larger) > sum(plain), (ui_scale, plain, larger)  # the setting does something
