"""The "?" overlay of Castle Combo's table: what the mouse does, then every keyboard shortcut, from the one list
the keys obey (a newcomer who plays with the mouse found only keys there)."""

from __future__ import annotations

from castlecombo.combo.ui.table_keys import PROMPT_SHORTCUTS, SHORTCUTS
from castlecombo.i18n import N_, _
from castlecombo.kit.scene import Navigator
from castlecombo.kit.shortcuts import ShortcutsScene

MOUSE: tuple[tuple[str, str], ...] = (  # (what the hand does, what it does), with _()
    (N_("Click, or drag"), N_("a card of the lit row, then a lit space of your tableau: the card goes there")),
    (N_("Right-drag"), N_("the same, face down (or the flip button under the card)")),
    # a card enlarged says its words in full (playtest 306's children asked of every icon; "its icons said in
    # words" promised more than the card shows, 311)
    (N_("Point at a card"), N_("after a moment, the card large, its words in full")),
    (N_("Right-click"), N_("a card, large")),
    (N_("Click a player"), N_("their tableau, large, with what each card scores")),
)


def lines() -> list[tuple[str, str]]:
    """Return the (mouse or keys, what they do) lines the overlay shows, in the language spoken now: the mouse's,
    the table's, then the prompts'. A key's letter stays the same in every language (no entry in a catalog)."""
    return ([(_(hand), _(words)) for hand, words in MOUSE]
            + [(_(s.keys), _(s.words)) for s in SHORTCUTS]
            # TRANSLATORS: {action} is what a key does in a card's prompt, e.g. "choose an answer"
            + [(_(k), _("in a card's prompt: {action}").format(action=_(w))) for k, w in PROMPT_SHORTCUTS]
            + [("M", _("sound off or on, anywhere in the game")),
               ("F11", _("full screen or a window, anywhere in the game"))])


def shortcuts_scene(app: Navigator) -> ShortcutsScene:
    """Return the overlay of Castle Combo's shortcuts."""
    return ShortcutsScene(app, lines)
