"""The name field: typing goes in at a caret the arrows, Home, End and a click move (a café's playtest could mend a
typo at the start of "Marie-Christine Dubois-Lefèvre" only by deleting the whole name)."""

from __future__ import annotations

import pygame

from castlecombo.kit.text_input import TextInput


def key(field: TextInput, k: int, mod: int = 0) -> None:
    field.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))


def typed(field: TextInput, words: str) -> None:
    field.handle(pygame.event.Event(pygame.TEXTINPUT, text=words))


def focused(words: str, most: int = 28) -> TextInput:
    """A field holding ``words``, focused, its words no longer selected (the caret at their end)."""
    field = TextInput((0, 0, 300, 40), words, max_length=most)
    field.focus(True)
    key(field, pygame.K_END)
    return field


def test_arrows_and_home_move_the_caret_and_typing_goes_in_there():
    field = focused("arie")
    key(field, pygame.K_HOME)
    typed(field, "M")
    assert field.text == "Marie" and field.caret == 1
    key(field, pygame.K_END)
    typed(field, "-Christine")
    for _ in range(9):
        key(field, pygame.K_LEFT)
    assert field.caret == 6
    typed(field, "X")
    assert field.text == "Marie-XChristine"
    key(field, pygame.K_RIGHT)
    assert field.caret == 8
    key(field, pygame.K_LEFT)
    key(field, pygame.K_BACKSPACE)  # the X, before the caret
    assert field.text == "Marie-Christine" and field.caret == 6
    key(field, pygame.K_DELETE)  # the C, after it
    assert field.text == "Marie-hristine" and field.caret == 6
    for _ in range(40):
        key(field, pygame.K_LEFT)  # never before the start
    assert field.caret == 0
    key(field, pygame.K_BACKSPACE)  # nothing before the caret: nothing goes
    assert field.text == "Marie-hristine"


def test_selected_words_are_replaced_and_an_arrow_leaves_the_selection_at_its_start_or_end():
    field = TextInput((0, 0, 300, 40), "Player 2", max_length=28)
    field.focus(True)
    assert field.selected
    key(field, pygame.K_LEFT)
    assert not field.selected and field.caret == 0
    typed(field, "Ann ")
    assert field.text == "Ann Player 2"
    field.focus(True)
    key(field, pygame.K_RIGHT)
    assert field.caret == len(field.text)
    field.focus(True)
    typed(field, "Bo")  # selected: replaced
    assert field.text == "Bo" and field.caret == 2


def test_the_most_characters_hold_wherever_the_caret_is():
    field = focused("abcdef", most=8)
    key(field, pygame.K_HOME)
    typed(field, "XYZ")  # two fit
    assert field.text == "XYabcdef" and field.caret == 2 and field.refused > 0


def test_ctrl_backspace_takes_the_word_before_the_caret():
    field = focused("Anne Sophie Martin")
    for _ in range(7):
        key(field, pygame.K_LEFT)
    key(field, pygame.K_BACKSPACE, pygame.KMOD_LCTRL)
    assert field.text == "Anne Martin" and field.caret == 4


def test_a_click_in_the_words_being_typed_puts_the_caret_there_and_it_is_drawn_there():
    pygame.font.init()
    field = focused("Marie-Christine")
    surface = pygame.Surface((400, 60))
    field.draw(surface)
    left, size = field._drawn
    from castlecombo.kit.draw import font

    x = left + font(size).size("Marie")[0]
    field.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(x + 1, 20)))
    assert field.focused and not field.selected and field.caret == 5
    typed(field, "!")
    assert field.text == "Marie!-Christine"


def test_a_character_the_fonts_lack_is_refused_as_typed_not_shown_as_a_box_later():
    """Playtest 148 typed "Ñúñez 🏰 Ångström" in a name: the castle showed as an empty box in setup, the panels,
    the score pad and Statistics. A character the game's fonts cannot draw is refused as it is typed (the field
    flashes as for one too many); accents and other letters the fonts hold go in."""
    pygame.init()
    field = focused("Marta")
    typed(field, " Ñúñez 🏰 Ångström 中")
    assert field.text == "Marta Ñúñez  Ångström " and field.refused > 0
    calm = focused("Ann")
    typed(calm, "-Éloïse Żółć")
    assert calm.text == "Ann-Éloïse Żółć" and calm.refused == 0
