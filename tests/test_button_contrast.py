"""Every button's words read against its fill at the readable text's contrast (4.5 to 1 at least)."""

from __future__ import annotations

import pygame
import pytest

from castlecombo.kit import draw, forms
from ui_helpers import luminance


def _contrast(surface: pygame.Surface, rect: pygame.Rect) -> float:
    """Return the contrast of the words drawn in ``rect`` with its fill (read beside its left edge)."""
    fill = surface.get_at((rect.x + 3, rect.centery))
    inside = [surface.get_at((x, y)) for x in range(rect.x + 4, rect.right - 4)
              for y in range(rect.y + 4, rect.bottom - 4)]
    ink = max(inside, key=lambda c: abs(luminance(c) - luminance(fill)))
    light, dark = sorted((luminance(ink), luminance(fill)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


@pytest.mark.parametrize("hover", [False, True])
@pytest.mark.parametrize("primary", [False, True])
def test_a_forms_buttons_words_read_at_4_5_to_1(hover, primary):
    """The gold buttons ("Back", "New game", "Show on the table") had cream words on khaki at 3.3 to 1, hard to
    read for a low-vision playtester."""
    pygame.init()
    surface = pygame.Surface((320, 80))
    button = forms.Button((10, 10, 300, 60), "Show on the table", lambda: None, primary=primary)
    button.size = 24
    button.hover = hover
    button.draw(surface)
    assert _contrast(surface, button.rect) >= 4.5


@pytest.mark.parametrize("hover", [False, True])
@pytest.mark.parametrize("lit", [False, True])
def test_a_table_buttons_words_read_at_4_5_to_1(hover, lit):
    """The tables' lit buttons (End turn, Play) are drawn by the same frame and take its colour of words."""
    pygame.init()
    surface = pygame.Surface((320, 80))
    rect = pygame.Rect(10, 10, 300, 60)
    colour = draw.button_frame(surface, rect, hover=hover, lit=lit)
    draw.text(surface, "End turn (E)", rect.center, 24, colour, "bold", anchor="center")
    assert _contrast(surface, rect) >= 4.5


def test_the_chosen_part_of_a_segmented_choice_reads_at_4_5_to_1():
    pygame.init()
    surface = pygame.Surface((420, 80))
    seg = forms.Segmented((10, 10, 400, 50), [("combo", "Castle Combo"), ("rooms", "Castle Rooms")], "rooms")
    seg.size = 22
    seg.draw(surface)
    chosen = pygame.Rect(212, 12, 196, 46).inflate(-6, -6)
    assert _contrast(surface, chosen) >= 4.5


def test_the_chosen_part_of_a_segmented_choice_keeps_its_words_off_the_fills_ends():
    """A family playtest: the chosen "Humain" and "IA difficile" touched the ends of their gold fill."""
    pygame.init()
    surface = pygame.Surface((460, 80))
    seg = forms.Segmented((10, 10, 440, 40), [("h", "Humain"), ("e", "IA facile"), ("m", "IA moyenne"),
                                              ("d", "IA difficile"), ("x", "IA experte")], "d")
    seg.size = 20
    with draw.recording() as lines:
        seg.draw(surface)
    chosen = next(line for line in lines if line.words == "IA difficile")
    fill = next(cell for cell in seg._cells() if cell.contains(chosen.rect)).inflate(-4, -4)
    assert chosen.rect.left - fill.left >= 5 and fill.right - chosen.rect.right >= 5, (fill, chosen.rect)


def test_a_button_that_cannot_be_pressed_reads_clearly_fainter_than_one_that_can():
    """A spent key's button had words as bright against its fill as a live button's, and a family clicked it to be
    told "only one key a turn" (playtest 76); its words stay legible (3 to 1 at least)."""
    pygame.init()
    surface = pygame.Surface((640, 80))
    live, spent = pygame.Rect(10, 10, 300, 60), pygame.Rect(330, 10, 300, 60)
    for rect, enabled in ((live, True), (spent, False)):
        draw.button(surface, rect, "Key: Messenger to Castle", 22, enabled=enabled)
    assert 3.0 <= _contrast(surface, spent) <= 0.6 * _contrast(surface, live)


@pytest.mark.parametrize("ground", ["PANEL", "BACKGROUND"])
def test_warning_words_read_at_the_readable_texts_contrast(ground):
    """Playtest 309 (weak eyes): the red line under the Castle Rooms hand saying why a play was refused read at
    4.3:1 and she leaned in; the words of a refusal or a warning read at 4.5:1 at least on the panels and the
    background they are drawn on."""
    from castlecombo.kit import theme

    fg, bg = luminance(theme.BAD), luminance(getattr(theme, ground))
    assert (max(fg, bg) + 0.05) / (min(fg, bg) + 0.05) >= 4.5
