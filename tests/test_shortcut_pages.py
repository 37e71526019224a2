"""The "?" list of shortcuts on pages where one page does not hold it at a readable size: as evenly filled as can be."""

from __future__ import annotations

from castlecombo.kit import draw, shortcuts
from castlecombo.rooms.ui.shortcuts import shortcuts_scene
from test_layout_fit import app_at


def test_the_pages_of_castle_rooms_keys_are_evenly_filled_at_150_percent_in_portuguese():
    """Playtest 101 (Portuguese, 1366x768 at 150 %): the third page of the list held "F11" alone, under a page's
    worth of room. The rows go on as few pages as before, as evenly as their order allows."""
    with app_at((1366, 768), 150, "pt") as app:
        scene = shortcuts_scene(app)
        app.stack.push(scene)
        with draw.recording() as drawn:
            app.stack.draw(app.screen)
        w, h = app.screen.get_size()
        sc = draw.ui_scale((w, h))
        box_w = min(w - 40, round(900 * sc))
        rows = scene.rows()
        _h, _size, _row, _keys, pages = shortcuts._fitted(tuple(rows), box_w, h - 20, sc)
    assert drawn and len(pages) > 1
    lines = [sum(len(ws) for _k, ws in page) for page in pages]
    assert 2 * min(lines) >= max(lines), lines  # no page less than half as full as the fullest
    assert [keys for page in pages for keys, _ws in page] == [keys for keys, _words in rows]  # in order


def test_the_foot_of_a_page_keeps_the_rows_margins_whole():
    """Playtest 181 (Portuguese, 1366x768 at 125 %): the foot of page 2 ran from one edge of the frame to the other.
    It keeps the margins of the rows above it, and is said whole."""
    from castlecombo.combo.ui.shortcuts_scene import shortcuts_scene as combo_shortcuts

    with app_at((1366, 768), 125, "pt") as app:
        scene = combo_shortcuts(app)
        app.stack.push(scene)
        scene.page = 1
        with draw.recording() as drawn:
            app.stack.draw(app.screen)
        box = scene._box()
    foot = next(line for line in drawn if line.words.startswith("Página 2"))
    assert foot.rect.left >= box.left + 20 and foot.rect.right <= box.right - 20, (foot.rect, box)
    assert "…" not in foot.words


def test_castle_combos_list_says_where_the_icons_are_explained_by_a_rules_pages_own_title():
    """Playtest 306: children asked what every icon meant and "?" listed keys alone. The list says that a card the
    pointer rests on is shown with its icons in words, and names the rules page on the icons by the title it has
    in the language spoken (a translation that drifted from the page's title would send the reader nowhere)."""
    from castlecombo import i18n
    from castlecombo.combo.ui import shortcuts_scene as combo_keys
    from castlecombo.combo.ui.rules_scene import PAGES

    try:
        for code in ("en", "fr", "es", "it", "pt"):
            i18n.set_language(code)
            rows = dict(combo_keys.lines())
            assert i18n._("Point at a card") in rows, code
            title = i18n._(next(p.title for p in PAGES if p.title == "Reading a card"))
            assert title in rows["F1"], (code, rows["F1"], title)
            # F1 opens the rules where they were left: the row says so (316 read it as opening that page)
            assert code != "en" or "where you left them" in rows["F1"]
    finally:
        i18n.set_language("en")
