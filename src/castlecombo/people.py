"""How the app names a person: the lone player of a game is "You" in the language spoken now,
whichever language the game was saved in ("Vous" saved in French reads "You" in English)."""

from __future__ import annotations

from castlecombo.i18n import _, every_translation

YOU = "You"  # the name a lone person at the table plays under: the sentences say "you"


def is_you(name: str) -> bool:
    """Return True if ``name`` is the lone person's name, in the language spoken or in any offered."""
    return name == _(YOU) or name in every_translation(YOU)


def shown(name: str) -> str:
    """Return ``name`` as the app writes it: "You" in the player's language, any other name as typed."""
    return _(YOU) if is_you(name) else name


__all__ = ["YOU", "is_you", "shown"]
