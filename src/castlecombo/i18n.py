"""The language the app speaks: gettext catalogs, the current language, and a pseudo-language.

Every string a player reads goes through :func:`_` (or :func:`ngettext` when it counts
something, :func:`pgettext` when a word needs context). Strings defined at import time are
marked with :func:`N_` and translated where they are shown, so that a change of language
takes effect at once. The command line never calls :func:`set_language`, so it stays English.

Catalogs live in ``assets/locale/<code>/LC_MESSAGES/castlecombo.po`` and are compiled to
``.mo`` by the build (``tools/catalogs.py compile``, run by the Makefile and the wheel hook).
"""

from __future__ import annotations

import functools
import gettext
import locale
import logging
import math
import os
import re
from collections.abc import Callable, Sequence

from castlecombo.resources import asset_path

DOMAIN = "castlecombo"
SOURCE = "en"
# The languages offered, each in its own words (the Settings list shows these as they are).
LANGUAGES: dict[str, str] = {
    "en": "English",
    "fr": "Français",
    "it": "Italiano",
    "es": "Español",
    "pt": "Português (Brasil)",
}
PSEUDO = "pseudo"  # every string marked and 40 % longer: the tests' language

log = logging.getLogger("castlecombo")

_translations: gettext.NullTranslations = gettext.NullTranslations()
_language = SOURCE
_listeners: list[Callable[[], None]] = []


def _(message: str) -> str:
    """Return ``message`` in the current language ("" stays "": gettext would give the catalog's header)."""
    return _translations.gettext(message) if message else message


def ngettext(singular: str, plural: str, n: int) -> str:
    """Return the form of ``singular``/``plural`` that goes with the number ``n``, translated."""
    return _translations.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """Return ``message`` translated in ``context`` (e.g. "card" for a card's name)."""
    return _translations.pgettext(context, message) if message else message


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    """Return the form for ``n`` of ``singular``/``plural`` translated in ``context``."""
    return _translations.npgettext(context, singular, plural, n)


def N_(message: str) -> str:
    """Return ``message`` unchanged: marks a string to translate later, where it is shown."""
    return message


_DECIMAL_COMMA = {"fr", "it", "es", "pt"}


def listed(words: Sequence[str]) -> str:
    """Return ``words`` as one phrase in the language of the moment: "Ann", "Ann and Bob", "Ann, Bob and Cy"
    ("Aldric et Beatrix et Cedric et Dorothea" read as a child's, playtest 149)."""
    if len(words) > 2:
        # TRANSLATORS: between the first names of a list, before its last "and" ("Aldric, Beatrix")
        words = [pgettext("list", ", ").join(words[:-1]), words[-1]]
    if len(words) < 2:
        return "".join(words)
    # TRANSLATORS: two names (or a list of names and one more) joined, e.g. "Ann and Bob", "+1 gold and +1 key"
    return _("{first} and {second}").format(first=words[0], second=words[1])


def decimal(value: float, digits: int = 1) -> str:
    """Return ``value`` with ``digits`` decimals as the language writes it ("4.8", "4,8")."""
    words = f"{value:.{digits}f}"
    return words.replace(".", ",") if _language in _DECIMAL_COMMA else words


_ELISION = re.compile(r"\b([Dd]e|[Qq]ue) (?=[AEIOUYÀÂÉÈÊÎÔÛ])")

# a short word that changes before a name with the same sound: Italian "a Anna" is "ad Anna" and "e Elena" "ed Elena";
# Spanish "y Inés" is "e Inés" and "o Óscar" "u Óscar"
_EUPHONY = {
    "it": ((re.compile(r"(?<!\w)a (?=[Aa]\w)"), "ad "), (re.compile(r"(?<!\w)e (?=[Ee]\w)"), "ed ")),
    "es": ((re.compile(r"(?<!\w)y (?=[Hh]?[IiÍí](?![aeoáéó]))"), "e "),
           (re.compile(r"(?<!\w)o (?=[Hh]?[OoÓó])"), "u ")),
}


# a preposition before a seat's default name ("Jogador 2", a noun: it takes the article) joined with it, by language
_CONTRACTED = {
    "fr": {"de": "du", "De": "Du", "à": "au", "À": "Au"},
    "it": {"di": "del", "Di": "Del", "a": "al", "A": "Al"},
    "es": {"de": "del", "De": "Del", "a": "al", "A": "Al"},
    "pt": {"de": "do", "De": "Do", "a": "ao", "A": "Ao", "em": "no", "Em": "No", "para": "para o", "Para": "Para o"},
}


@functools.cache
def _default_name_pattern(code: str, player: str) -> tuple[str, re.Pattern[str]]:
    """Return the word of a seat's default name in language ``code`` ("Jogador") and the pattern of a
    preposition that contracts before it."""
    word = player.split("{number}")[0].strip()
    ways = "|".join(map(re.escape, _CONTRACTED[code]))
    return word, re.compile(rf"(?<!\w)({ways}) (?={re.escape(word)} \d)")


def elided(words: str) -> str:
    """Return ``words`` as the language writes them where a name was put in after translation: French elides
    before a vowel ("la ligne 1 de Aldric" is "la ligne 1 d’Aldric"), and a preposition joins the article of a
    seat's default name ("a linha 1 de Jogador 2" is "a linha 1 do Jogador 2"), and a short word takes the form
    it has before the same sound ("Passa a Anna" is "Passa ad Anna", "Lucía y Inés" is "Lucía e Inés"); English
    unchanged."""
    if _language not in _CONTRACTED:
        return words
    word, contracted = _default_name_pattern(_language, _("Player {number}"))
    if word and word in words:
        words = contracted.sub(lambda m: _CONTRACTED[_language][m.group(1)] + " ", words)
    for pattern, changed in _EUPHONY.get(_language, ()):
        words = pattern.sub(changed, words)
    if _language != "fr" or ("de " not in words and "que " not in words):
        return words
    return _ELISION.sub(lambda m: m.group(1)[:-1] + "’", words)  # the typographic apostrophe, as the catalog's


def language() -> str:
    """Return the code of the current language ("en", "fr", ... or "pseudo")."""
    return _language


def catalog_path(code: str, suffix: str = ".mo") -> str:
    """Return where the catalog of language ``code`` is (``.mo`` compiled, ``.po`` source)."""
    return str(asset_path("locale", code, "LC_MESSAGES", DOMAIN + suffix))


def set_language(code: str) -> str:
    """Speak language ``code`` from now on; return the code in effect (English if ``code`` is
    unknown or its catalog is missing, which is logged). Listeners hear of every change."""
    global _translations, _language
    if code == PSEUDO:
        _translations, effective = PseudoTranslations(), PSEUDO
    elif code in LANGUAGES and code != SOURCE:
        try:
            with open(catalog_path(code), "rb") as fh:
                kind = FrenchTranslations if code == "fr" else gettext.GNUTranslations
                _translations, effective = kind(fh), code
        except OSError as exc:
            log.warning("no catalog for %s (%s): speaking English", code, exc)
            _translations, effective = gettext.NullTranslations(), SOURCE
    else:
        _translations, effective = gettext.NullTranslations(), SOURCE
    changed = effective != _language
    _language = effective
    if changed:
        for listener in list(_listeners):
            listener()
    return effective


@functools.cache
def every_translation(message: str) -> frozenset[str]:
    """Return ``message`` and its translation in every offered language whose catalog is there."""
    return frozenset(translations(message).values())


@functools.cache
def _compiled(code: str) -> gettext.GNUTranslations | None:
    """Return the compiled catalog of language ``code`` as it is on disk (None if it is missing)."""
    try:
        with open(catalog_path(code), "rb") as fh:
            return gettext.GNUTranslations(fh)
    except OSError:
        return None


def translations(message: str, context: str | None = None) -> dict[str, str]:
    """Return ``message`` (in ``context``, as for :func:`pgettext`) in each offered language with a catalog, by code."""
    # English first, whatever the current language (`castlecombo score` reads a card's name in any of them)
    words = {SOURCE: message}
    for code in LANGUAGES:
        catalog = _compiled(code) if code != SOURCE else None
        if catalog is not None and message:  # gettext would give "" the catalog's header
            words[code] = catalog.gettext(message) if context is None else catalog.pgettext(context, message)
    return words


def on_change(listener: Callable[[], None]) -> None:
    """Call ``listener`` after every change of language (caches of drawn words forget them)."""
    if listener not in _listeners:
        _listeners.append(listener)


def system_language(env: dict[str, str] | None = None) -> str:
    """Return the offered language the system's locale asks for (English if none is offered)."""
    env = dict(os.environ) if env is None else env
    candidates: list[str] = []
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        if env.get(var):
            candidates.extend(env[var].split(":"))
    if not candidates:  # Windows and macOS do not set these; the C library's locale says it
        try:
            candidates.append(locale.getlocale()[0] or "")
        except ValueError:
            pass
    for name in candidates:
        code = _code_of(name)
        if code in LANGUAGES:
            return code
    return SOURCE


_WINDOWS_NAMES = {"english": "en", "french": "fr", "italian": "it", "spanish": "es", "portuguese": "pt"}


def _code_of(name: str) -> str:
    """Return the two-letter code in a locale name ("fr_FR.UTF-8", "pt-BR", "French_France")."""
    head = re.split(r"[_.@\-]", name.strip(), maxsplit=1)[0].lower()
    return _WINDOWS_NAMES.get(head, head)


# --- the pseudo-language -------------------------------------------------------------------------

PSEUDO_OPEN, PSEUDO_CLOSE = "‹", "›"
_ACCENTS = str.maketrans("aeiouAEIOUcnyC", "áéíóúÁÉÍÓÚçñýÇ")
# placeholders and markup tokens stay as they are: {name}, {gold}, {card:castle}, %s, %(n)d
_KEEP = re.compile(r"\{[^{}]*\}|%(?:\([a-z_]+\))?[sd]")


def pseudo(message: str) -> str:
    """Return ``message`` marked ‹…›, accented and 40 % longer, placeholders untouched."""
    if not message:
        return message
    pieces, last = [], 0
    for m in _KEEP.finditer(message):
        pieces.append(message[last:m.start()].translate(_ACCENTS))
        pieces.append(m.group(0))
        last = m.end()
    pieces.append(message[last:].translate(_ACCENTS))
    body = "".join(pieces)
    return PSEUDO_OPEN + body + "~" * math.ceil(0.4 * len(message)) + PSEUDO_CLOSE


class PseudoTranslations(gettext.NullTranslations):
    """Every string :func:`pseudo`-ed: shows what bypasses translation and what overflows."""

    def gettext(self, message: str) -> str:
        return pseudo(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return pseudo(message)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)


_DE_FIELD = re.compile(r"\bde \{(\w+)\}")
_ELIDING = frozenset("AEIOUYHÉÈÊËÀÂÎÏÔÛaeiouyhéèêëàâîïôû")


class Elided(str):
    """A French message whose "de {name}" becomes "d’{name}" before a name beginning with a vowel or an h, as
    French writes it ("Main de Hélène" read as a fault to a French teacher, playtest 99)."""

    def format(self, *args: object, **kwargs: object) -> str:
        def elide(m: re.Match[str]) -> str:
            value = str(kwargs.get(m.group(1), ""))
            return "d’{" + m.group(1) + "}" if value[:1] in _ELIDING else m.group(0)
        return str.format(_DE_FIELD.sub(elide, self), *args, **kwargs)


class FrenchTranslations(gettext.GNUTranslations):
    """The French catalog, its messages with "de {name}" as :class:`Elided`."""

    @staticmethod
    def _elided(message: str) -> str:
        return Elided(message) if "de {" in message else message

    def gettext(self, message: str) -> str:
        return self._elided(super().gettext(message))

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return self._elided(super().ngettext(msgid1, msgid2, n))

    def pgettext(self, context: str, message: str) -> str:
        return self._elided(super().pgettext(context, message))

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return self._elided(super().npgettext(context, msgid1, msgid2, n))
