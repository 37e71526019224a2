"""The translation catalogs: complete, faithful to their placeholders, right in their plurals,
drawable with the bundled fonts, and compiled into what the game loads."""

from __future__ import annotations

import gettext
import importlib.util
import re
from pathlib import Path

import pygame
import pytest

from castlecombo import i18n
from castlecombo.resources import asset_path

ROOT = Path(__file__).resolve().parents[1]
LANGUAGES = list(i18n.LANGUAGES)
PLACEHOLDER = re.compile(r"\{[^{}]*\}")

# The plural form each language uses for 0, 1 and 2 things (0 = the "one" form): French counts
# 0 and 1 as one ("0 carte"), the others say "0 cards/carte/cartas".
PLURAL_FORM_FOR = {
    "en": (1, 0, 1),
    "fr": (0, 0, 1),
    "it": (1, 0, 1),
    "es": (1, 0, 1),
    "pt": (1, 0, 1),
}


def _tools():
    spec = importlib.util.spec_from_file_location("catalog_tools", ROOT / "tools" / "catalogs.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


TOOLS = _tools()


@pytest.fixture(scope="module")
def template():
    """The strings to translate, extracted now from the sources and the card file."""
    return TOOLS.extract()


def catalog(code: str):
    return TOOLS.read(TOOLS.po_path(code), code)


def key(message) -> tuple[str | None, str]:
    return message.context, message.id[0] if isinstance(message.id, (list, tuple)) else message.id


def forms(message) -> list[str]:
    return list(message.string) if isinstance(message.string, (list, tuple)) else [message.string]


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_catalog_has_every_message_translated_and_none_fuzzy(template, code):
    wanted = {key(m) for m in template if m.id}
    have = {key(m): m for m in catalog(code) if m.id}
    missing = sorted(wanted - set(have), key=str)
    assert not missing, f"{code}: {len(missing)} messages missing, e.g. {missing[:5]} (run make catalogs)"
    empty = [k for k, m in have.items() if k in wanted and not all(forms(m))]
    assert not empty, f"{code}: {len(empty)} untranslated, e.g. {empty[:5]}"
    fuzzy = [k for k, m in have.items() if m.fuzzy]
    assert not fuzzy, f"{code}: fuzzy entries {fuzzy[:5]}"


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_translation_keeps_the_placeholders_of_its_original(code):
    bad = []
    for m in catalog(code):
        if not m.id:
            continue
        ids = list(m.id) if isinstance(m.id, (list, tuple)) else [m.id]
        wanted = set().union(*(PLACEHOLDER.findall(i) for i in ids))
        for form in forms(m):
            if form and set(PLACEHOLDER.findall(form)) - wanted:
                bad.append((ids[0], form))
            if form and len(ids) == 1 and set(PLACEHOLDER.findall(form)) != wanted:
                bad.append((ids[0], form))
    assert not bad, f"{code}: {bad[:5]}"


@pytest.mark.parametrize("code", LANGUAGES)
def test_plural_forms_are_right_for_0_1_and_2(code):
    with open(i18n.catalog_path(code), "rb") as fh:
        compiled = gettext.GNUTranslations(fh)
    chosen = tuple(compiled.plural(n) for n in (0, 1, 2))
    assert chosen == PLURAL_FORM_FOR[code]
    plurals = [m for m in catalog(code) if m.id and isinstance(m.id, (list, tuple))]
    for m in plurals:
        for n, form in zip((0, 1, 2), chosen):
            if m.context:
                got = compiled.npgettext(m.context, m.id[0], m.id[1], n)
            else:
                got = compiled.ngettext(m.id[0], m.id[1], n)
            assert got == m.string[form], f"{code}: {m.id[0]!r} for {n}"



def test_the_game_speaks_each_language_from_its_compiled_catalog():
    try:
        for code in LANGUAGES:
            assert i18n.set_language(code) == code
            for m in catalog(code):
                if m.id and not isinstance(m.id, (list, tuple)) and m.string:
                    got = i18n.pgettext(m.context, m.id) if m.context else i18n._(m.id)
                    assert got == m.string, f"{code}: {m.id!r} -> {got!r}, catalog says {m.string!r}"
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_bundled_fonts_draw_every_letter_of_every_translation(code):
    pygame.font.init()
    letters = {ch for m in catalog(code) if m.id for form in forms(m) for ch in form if not ch.isspace()}
    for name in ("Lato-Regular.ttf", "Lato-Bold.ttf", "Marcellus-Regular.ttf"):
        font = pygame.font.Font(str(asset_path("fonts", name)), 20)
        missing = sorted(ch for ch in letters if font.metrics(ch)[0] is None)
        assert not missing, f"{name} lacks {missing} used in {code}"


def test_the_system_locale_chooses_an_offered_language():
    assert i18n.system_language({"LANG": "fr_FR.UTF-8"}) == "fr"
    assert i18n.system_language({"LANGUAGE": "pt_BR:en", "LANG": "de_DE.UTF-8"}) == "pt"
    assert i18n.system_language({"LC_ALL": "es_ES.UTF-8", "LANG": "it_IT.UTF-8"}) == "es"
    assert i18n.system_language({"LANG": "de_DE.UTF-8"}) == "en"
    assert i18n.system_language({"LANG": "C"}) == "en"


def test_an_empty_string_stays_empty_in_every_language():
    """gettext answers "" with the catalog's header ("Project-Id-Version: ..."): never shown to a player."""
    try:
        for code in LANGUAGES:
            i18n.set_language(code)
            assert i18n._("") == ""
            assert i18n.pgettext("button", "") == ""
    finally:
        i18n.set_language("en")


def test_decimals_are_written_as_each_language_writes_them():
    try:
        wanted = {"en": "4.8", "fr": "4,8", "it": "4,8", "es": "4,8", "pt": "4,8"}
        for code, words in wanted.items():
            i18n.set_language(code)
            assert i18n.decimal(4.75) == words
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("code, other", [("it", "mercat"), ("pt", "mercado")])
def test_a_row_of_cards_is_called_one_thing_everywhere(code, other):
    """An Italian playtest read "fila" in some places and "mercato" in others for the same row of cards, and a
    Portuguese one "fileira" and "mercado": the rules, the table's words and the card texts all say "fila" /
    "fileira" where the English says "row"."""
    mixed = [key(m) for m in catalog(code) if m.id and any(other in form for form in forms(m))]
    assert not mixed, mixed[:5]


@pytest.mark.parametrize("code, article", [("fr", "le"), ("it", "la"), ("es", "la"), ("pt", "a")])
def test_the_reviews_tick_says_the_move_played_was_the_best_not_better(code, article):
    """Beside "the same move" a Spanish family read "✓ mejor" (better) and took it for a contradiction
    (playtest 76): the word under the tick is "the best" with its article, as Italian's "la migliore"."""
    best = next(m for m in catalog(code) if m.id == "best" and m.context == "review")
    assert best.string.split()[0] == article, best.string


@pytest.mark.parametrize("code", ["fr", "it", "es", "pt"])
def test_each_game_is_called_in_every_sentence_as_the_menu_calls_it(code):
    """French rules pages said "Comment jouer à Castle Combo" under a menu that says "Château Combo" (playtest 77):
    where a translation names a game, it uses the game's own translated name."""
    names = {m.id: m.string for m in catalog(code) if m.id in ("Castle Combo", "Castle Rooms") and not m.context}
    for english, own in names.items():
        if own == english:
            continue
        wrong = [key(m) for m in catalog(code) if m.id and m.id not in names and any(english in f for f in forms(m))]
        assert not wrong, (english, own, wrong[:5])


def test_french_writes_the_typographic_apostrophe_and_elides_with_it():
    """A café's playtest: the French used straight apostrophes (') throughout, where French print uses ’. Every
    French translation, and the elision made before a name ("d’Aldric"), use ’."""
    straight = [key(m) for m in catalog("fr") if m.id and any("'" in form for form in forms(m) if form)]
    assert not straight, f"straight apostrophes in {straight[:5]}"
    i18n.set_language("fr")
    try:
        assert i18n.elided("la ligne 1 de Aldric") == "la ligne 1 d’Aldric"
    finally:
        i18n.set_language("en")
