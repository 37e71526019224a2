"""The "?" overlay of Castle Rooms' table: every key the table obeys (``table_input.TableInput.key``)."""

from __future__ import annotations

from castlecombo.i18n import N_, _
from castlecombo.kit.scene import Navigator
from castlecombo.kit.shortcuts import ShortcutsScene

# (keys as printed, what they do), English marked with N_: say them with _(); a key's letter is the same
# in every language
SHORTCUTS: tuple[tuple[str, str], ...] = (
    (N_("Click, or drag"), N_("a card of your hand, then a lit space: it is played there")),  # the mouse first
    (N_("Double-click a card"), N_("play it on its one lit space, where it has only one")),
    (N_("Click a player"), N_("their lines, large; yours: the magnifier in your panel's corner")),
    (N_("Left / Right"), N_("choose a card of your hand")),
    (N_("Up / Down / Tab"), N_("choose where the card goes: the next lit space")),
    # (both steps: "play the chosen card on the lit space picked" hid the first Enter's ring, playtest 302)
    (N_("Enter or Space"), N_("ring the chosen card's first lit space; again: play it on the ringed space")),
    (N_("R or right-click"), N_("turn the chosen room over, where a new line may lie either way up")),
    ("E", N_("end your turn")),
    (N_("Z or U"), N_("take back your last card of this turn")),
    ("O", N_("every player's lines, large: the others', then yours")),
    ("H", N_("a suggestion: the turn the hard AI would play for you (H again hides it)")),
    (N_("Page Up / Page Down / End"), N_("scroll the log back / on / to the newest")),
    ("L", N_("the whole log, large (also a click on the log)")),
    ("F1", N_("the rules, over the game")),
    ("F2", N_("the settings, over the game (also the cog button)")),
    ("?", N_("this list of shortcuts")),
    (N_("Esc"), N_("let go of the chosen card; otherwise the menu (the game is saved)")),
    ("M", N_("sound off or on, anywhere in the game")),
    ("F11", N_("full screen or a window, anywhere in the game")),
)


def lines() -> list[tuple[str, str]]:
    """Return the (keys, what they do) lines of the overlay in the language spoken now."""
    return [(_(keys), _(words)) for keys, words in SHORTCUTS]


def shortcuts_scene(app: Navigator) -> ShortcutsScene:
    """Return the overlay of Castle Rooms' shortcuts."""
    return ShortcutsScene(app, lines)
