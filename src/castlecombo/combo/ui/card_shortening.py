"""How card words are shortened on table-size faces, in the language spoken now.

Each language shortens its own words: the table is one translated message, a "long|short"
pair per line, applied in order; tokens are written <like:this> there so that a translation
may use other tokens than the English one.
"""

from __future__ import annotations

from castlecombo.i18n import pgettext


def shortenings(table: str) -> list[tuple[str, str]]:
    """Return the (long, short) pairs of a shortening table; a line without "|" is ignored."""
    pairs = []
    for line in table.split("\n"):
        if "|" in line:
            old, new = line.split("|", 1)
            if old:
                pairs.append((old.replace("<", "{").replace(">", "}"), new.replace("<", "{").replace(">", "}")))
    return pairs


def compact_ability() -> list[tuple[str, str]]:
    """Return the shortenings of ability words on table-size cards, in the language spoken now."""
    # TRANSLATORS: how abilities are shortened on table-size cards. One "long words|short words" per line,
    # applied in order; the long words exactly as your translations of the card texts write them (spaces
    # count). Icon tokens are written <gold>, <neighbour> (a neighbour icon)... A line may be dropped or added.
    return shortenings(pgettext("card words shortened on small cards",
                                 "Each opponent gets |Others +\n"
                                 " of one neighbouring player| <neighbour>\n"
                                 " on offer: + its cost in |: +cost in \n"
                                 "per shield type you have|per shield type\n"
                                 "per shield type you lack|per missing type\n"
                                 "Discard a |Discard \n"
                                 " with <gold>|"))


def compact_scroll() -> list[tuple[str, str]]:
    """Return the shortenings of scroll words on table-size cards, in the language spoken now."""
    # TRANSLATORS: how scrolls are shortened on table-size cards. One "long words|short words" per line,
    # applied in order; the long words exactly as your translations of the card texts write them (spaces
    # count). <grid:this_row>, <grid:this_column> and <grid:this_cross> draw a small 3x3 grid with that
    # row, column or both lit, so "in this row" can become <grid:this_row>. A line may be dropped or added.
    return shortenings(pgettext("card words shortened on small cards",
                                 "per shield type you have|per shield type\n"
                                 "per shield type you lack|per missing type\n"
                                 "in this row and column|<grid:this_cross>\n"
                                 "in this row|<grid:this_row>\n"
                                 "in this column|<grid:this_column>\n"
                                 "per shield type <grid|per type <grid\n"
                                 " on this card| here\n"
                                 "if any card is <facedown>|if any <facedown>\n"
                                 "per card costing|per card\n"
                                 "per card with|per card w/\n"
                                 "identical shields|same shields\n"
                                 "per pair <deck:castle> + <deck:village>|per pair <deck:castle>+<deck:village>"))


def spelled_out() -> list[tuple[str, str]]:
    """Return the words large card faces add after an icon that stands for a card (or one face down), in the language
    spoken now."""
    # TRANSLATORS: words added on enlarged cards after an icon that stands for a card of the Castle or the Village
    # ("per [Castle card]" read as a castle, not a card: playtests 271 and 275) or for a card face down (read as an
    # empty space, playtest 288), one "icon words|spelled-out words" per line as in the shortening tables; the first
    # part exactly as your translations of "per {card}" and "if any card is {facedown}" write it
    return shortenings(pgettext("card words spelled out on large cards",
                                "per <card:castle>|per <card:castle> card\n"
                                "per <card:village>|per <card:village> card\n"
                                "if any card is <facedown>|if any card is <facedown> face down"))


def compact(markup: str, table: list[tuple[str, str]]) -> str:
    for old, new in table:
        markup = markup.replace(old, new)
    return markup
