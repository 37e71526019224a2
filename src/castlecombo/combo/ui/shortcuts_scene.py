"""The "?" overlay of Castle Combo's table: every keyboard shortcut, from the one list the keys obey."""

from __future__ import annotations

from castlecombo.combo.ui.table_keys import PROMPT_SHORTCUTS, SHORTCUTS
from castlecombo.i18n import _
from castlecombo.kit.scene import Navigator
from castlecombo.kit.shortcuts import ShortcutsScene


def lines() -> list[tuple[str, str]]:
    """Return the (keys, what they do) lines the overlay shows, in the language spoken now: the table's, then
    the prompts'. A key's letter stays the same in every language (it has no entry in a catalog)."""
    return ([(_(s.keys), _(s.words)) for s in SHORTCUTS]
            # TRANSLATORS: {action} is what a key does in a card's prompt, e.g. "choose an answer"
            + [(_(k), _("in a card's prompt: {action}").format(action=_(w))) for k, w in PROMPT_SHORTCUTS]
            + [("M", _("sound off or on, anywhere in the game")),
               ("F11", _("full screen or a window, anywhere in the game"))])


def shortcuts_scene(app: Navigator) -> ShortcutsScene:
    """Return the overlay of Castle Combo's shortcuts."""
    return ShortcutsScene(app, lines)
