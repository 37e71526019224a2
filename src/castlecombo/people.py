"""How the app names a person: the lone player of a game is "You" in the language spoken now,
whichever language the game was saved in ("Vous" saved in French reads "You" in English), and so is a seat's default
name ("Joueur 2" reads "Player 2")."""

from __future__ import annotations

import functools
import re

from castlecombo.i18n import N_, _, every_translation

YOU = "You"  # the name a lone person at the table plays under: the sentences say "you"
PLAYER = N_("Player {number}")  # a seat's name when it has none of its own (several people at one screen)
KIND_WORDS = {"human": "", "random": N_("AI random"), "easy": N_("AI easy"), "medium": N_("AI medium"),
              "hard": N_("AI hard"), "expert": N_("AI expert")}  # say with _()

# TRANSLATORS: a seat's place at the end of a game, beside or under its name
PLACES = (N_("1st"), N_("2nd"), N_("3rd"), N_("4th"), N_("5th"))


def place_words(place: int) -> str:
    """Return a seat's ``place`` (1 to 5) at the end of a game in the language spoken ("2nd")."""
    return _(PLACES[place - 1])


def thinking_word() -> str:
    """Return the status of an AI seat choosing its move (the tables draw pulsing dots after it)."""
    # TRANSLATORS: status of an AI seat while it chooses its move
    return _("thinking")


def is_you(name: str) -> bool:
    """Return True if ``name`` is the lone person's name, in the language spoken or in any offered."""
    return name == _(YOU) or name in every_translation(YOU)


def after_colon(line: str, name: str) -> str:
    """Return a log ``line`` told of ``name`` as it reads after a colon ("Taken back: you added…"): the lone
    person's line begins in lower case, a line that begins with another name as it is (playtests 88 and 89 read
    "Annullato: Hai comprato…" and "Annulé : Vous avez…")."""
    return line[:1].lower() + line[1:] if is_you(name) else line


@functools.cache
def _default_names() -> tuple[re.Pattern[str], ...]:
    """Return the patterns of a seat's default name in every offered language ("Player 2", "Joueur 2")."""
    return tuple(re.compile(re.escape(words).replace(re.escape("{number}"), r"(\d+)"))
                 for words in sorted(every_translation(PLAYER)))


def shown(name: str) -> str:
    """Return ``name`` as the app writes it: "You" and a default "Player 2" in the player's language (they were
    set in the language of the day the game began: "Passez l'écran à Player 1", playtest 117), any other name as
    typed."""
    if is_you(name):
        return _(YOU)
    for pattern in _default_names():
        found = pattern.fullmatch(name)
        if found:
            return _(PLAYER).format(number=found.group(1))
    return name


def kind_words(kind: str) -> str:
    """Return who plays a seat in the language spoken ("AI hard"; "" for a person)."""
    words = KIND_WORDS.get(kind, "")
    return _(words) if words else ""


__all__ = ["KIND_WORDS", "PLACES", "PLAYER", "YOU", "is_you", "kind_words", "place_words", "shown"]
