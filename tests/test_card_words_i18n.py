"""Card words and engine refusals in another language: every phrase translated, icons kept, plural
forms chosen by the number, faces that still hold their words; checked in the pseudo-language."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import string
from collections import Counter
from collections.abc import Iterator

import pygame
import pytest

from castlecombo import i18n
from castlecombo.combo import cards as C
from castlecombo.combo import cardtext
from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.decision import PHASE_NAMES
from castlecombo.combo.engine.state import GameState, IllegalAction
from castlecombo.combo.reason_texts import PHASE_WORDS, PLURAL_COUNT, TEXTS, Reason, reason_words, template
from castlecombo.combo.ui import card_shortening, cardface
from castlecombo.kit import assets

CARDS = C.base_cards()
FACE_SIZES = [cardface.TABLE_SIZE, (330, 462)]  # the table and the zoom


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


def _outside_markers(text: str) -> str:
    """Return the characters of ``text`` outside every ‹…› (the pseudo-language marks translations so)."""
    depth, out = 0, []
    for ch in text:
        if ch == i18n.PSEUDO_OPEN:
            depth += 1
        elif ch == i18n.PSEUDO_CLOSE:
            depth -= 1
        elif depth == 0:
            out.append(ch)
    return "".join(out)


def _tokens(markup: str) -> Counter[tuple[str, str | None]]:
    return Counter(p for p in cardtext.split_markup(markup) if isinstance(p, tuple))


def _card_words(card: C.Card) -> list[str]:
    words = [cardtext.scroll_text(card)]
    if card.ability:
        words.append(cardtext.ability_text(card))
    discount = cardtext.discount_text(card)
    if discount is not None:
        words.append(discount)
    return words


def test_every_card_text_is_translated() -> None:
    i18n.set_language("pseudo")
    for card in CARDS:
        for words in _card_words(card):
            assert i18n.PSEUDO_OPEN in words, (card.name, words)
            stray = _outside_markers(words)
            assert not any(ch.isalpha() for ch in stray), (card.name, words, stray)


def test_icons_survive_the_translation() -> None:
    english = {c.name: ([cardtext.ability_markup(c)], cardtext.scroll_markup(c.scroll)) for c in CARDS}
    i18n.set_language("pseudo")
    for card in CARDS:
        abilities, scroll = english[card.name]
        assert [_tokens(m) for m in cardtext.ability_markup(card)] == [_tokens(m) for m in abilities[0]], card.name
        assert _tokens(cardtext.scroll_markup(card.scroll)) == _tokens(scroll), card.name
        assert "{" not in cardtext.scroll_text(card) and "{" not in cardtext.ability_text(card), card.name


def test_the_number_chooses_the_plural_form() -> None:
    i18n.set_language("pseudo")

    def gain(amount: int) -> str:
        return cardtext.effect_markup(C.Gain(type="gain", resource="keys", amount=amount))

    assert "{key}" in gain(1) and "{keys}" not in gain(1)
    assert "{keys}" in gain(2)
    fill = {n: cardtext.effect_markup(C.FillPurses(type="fill_purses", purses=n)) for n in (1, 2)}
    assert "{purse}" in fill[1] and "{purses}" in fill[2]
    one = cardtext.scroll_markup(C.CardsWithNShields(type="cards_with_n_shields", n=1, points=1))
    two = cardtext.scroll_markup(C.CardsWithNShields(type="cards_with_n_shields", n=2, points=2))
    assert "1 pt " in one and "shíéld~" in one and "shíélds" not in one  # "1 pt ... 1 shield"
    assert "2 pts " in two and "shíélds" in two
    assert "ñéw çárd " in reason_words(Reason("placing_showed", {"n": 1}))
    assert "2 ñéw çárds" in reason_words(Reason("placing_showed", {"n": 2}))


def test_token_words_follow_the_language() -> None:
    markup = "+1 {gold} per {shield:faith} and {cards:castle}"
    assert cardtext.plain(markup) == "+1 gold per Faith shield and Castle cards"
    i18n.set_language("pseudo")
    assert cardtext.plain(markup) == "+1 ‹góld~~› per ‹Fáíth shíéld~~~~~› and ‹Çástlé çárds~~~~~›"


def test_every_reason_has_a_template_that_takes_its_parameters() -> None:
    samples: dict[str, dict[str, str | int]] = {
        "too_dear": {"cost": 5, "gold": 1},
        "not_a_choice": {"action": "choose option 1", "phase": "take"},
        "bad_action": {"error": "no such action"},
        "placing_showed": {"n": 2},
        "answering_showed": {"n": 1},
    }
    for code in [*TEXTS, *PLURAL_COUNT]:
        params = samples.get(code, {})
        names = {name for _, name, _, _ in string.Formatter().parse(template(code, params)) if name}
        assert names <= set(params), code
        assert "{" not in Reason(code, params).text, code
        i18n.set_language("pseudo")
        words = reason_words(Reason(code, params))
        assert "{" not in words and (code == "bad_action" or words.startswith(i18n.PSEUDO_OPEN)), code
        i18n.set_language("en")
    assert set(PHASE_NAMES.values()) == set(PHASE_WORDS)
    i18n.set_language("pseudo")
    assert "‹táké á çárd~" in reason_words(Reason("not_a_choice", samples["not_a_choice"]))


def test_refusals_are_english_for_the_command_line_and_worded_for_the_player() -> None:
    i18n.set_language("pseudo")
    state = GameState.new(2, seed=4)
    state.apply(A.KEY_REFRESH)
    with pytest.raises(IllegalAction) as exc:
        state.apply(A.KEY_MOVE)
    assert str(exc.value) == "only one key per turn" and exc.value.reason.code == "one_key"
    assert reason_words(exc.value.reason) == i18n.pseudo("only one key per turn")
    assert state.key_problem(A.KEY_MOVE) == "only one key per turn"


@pytest.fixture
def _pygame() -> Iterator[None]:
    pygame.init()
    assets.clear_caches()
    cardface.clear_cache()
    yield
    cardface.clear_cache()


@pytest.mark.usefixtures("_pygame")
@pytest.mark.parametrize("size", FACE_SIZES)
def test_every_face_holds_its_translated_words(size: tuple[int, int]) -> None:
    english = {c.name: pygame.image.tobytes(cardface.render_card(c, size), "RGBA") for c in CARDS}
    i18n.set_language("pseudo")
    card_rect = pygame.Rect((0, 0), size)
    for card in CARDS:
        face = cardface.render_card(card, size)
        assert pygame.image.tobytes(face, "RGBA") != english[card.name], card.name  # drawn anew, not cached
        assert cardface.banner_name(card, size).get_width() <= size[0], card.name
        middle = cardface.middle_of(card, size)
        if middle.body is not None:
            body = middle.body.get_rect(center=(round(middle.body_center[0]), round(middle.body_center[1])))
            assert card_rect.contains(body), card.name
        words, box = cardface.scroll_words(card, size)
        assert card_rect.contains(box), card.name
        assert words.get_width() <= box.width and words.get_height() <= box.height, card.name


def _small_words(card: C.Card, shorten: bool) -> list[str]:
    """The ability and scroll words of ``card`` on a table-size face, shortened or not."""
    ability = cardface._ability_lines(card, False)
    scroll = cardface._scroll_line(card, False)
    if shorten:
        return [ability, scroll]
    return [cardface._ability_lines(card, True), cardtext.scroll_markup(card.scroll, points=False)]


@pytest.mark.parametrize("code", [c for c in i18n.LANGUAGES if c != "en"])
def test_every_language_shortens_its_table_size_cards_like_english(code: str) -> None:
    i18n.set_language(code)
    long_words = "\n".join(w for card in CARDS for w in _small_words(card, False))
    for table in (card_shortening.compact_ability(), card_shortening.compact_scroll()):
        assert table, f"{code}: no shortenings"
        for old, _new in table:
            # a shortening whose words no card says is a translation that drifted from the card texts
            assert old in long_words or "{grid" in old, f"{code}: no card says {old!r}"
    shortened = sum(len(w) for card in CARDS for w in _small_words(card, True))
    i18n.set_language("en")
    english = sum(len(w) for card in CARDS for w in _small_words(card, True))
    i18n.set_language(code)
    full = sum(len(w) for card in CARDS for w in _small_words(card, False))
    # the shortened words are far shorter than the whole phrases, and not much longer than English's
    assert shortened < 0.8 * full and shortened < 1.3 * english, (code, shortened, full, english)


def test_one_coin_is_said_in_the_singular_where_a_language_counts_coins() -> None:
    """Playtest 131: the Barbarian's choice read "+1 moedas por escudo…" in Portuguese. One coin is "moeda", more
    are "moedas"; on a card face both are the gold icon."""
    from castlecombo.combo.ui.card_markup import token_surface

    one = next(c for c in CARDS if c.name == "Chaplain")  # +1 gold per card with one shield
    two = next(c for c in CARDS if c.name == "Jester")  # +2 gold per Noble shield
    assert ("coin", None) in _tokens(cardtext.ability_markup(one)[0])
    assert token_surface("coin", None, 20).get_size() == token_surface("gold", None, 20).get_size()
    i18n.set_language("pt")
    assert "+1 moeda " in cardtext.ability_text(one) and "moedas" not in cardtext.ability_text(one)
    assert "+2 moedas " in cardtext.ability_text(two)
    i18n.set_language("en")
    assert "+1 gold " in cardtext.ability_text(one) and "+2 gold " in cardtext.ability_text(two)
