"""Castle Rooms' rules pages at a larger UI scale: the rooms they show keep most of their size, captions apart."""

from __future__ import annotations

import itertools

from castlecombo.kit import draw
from castlecombo.rooms.ui import rules_scene
from test_layout_fit import app_at


def drawn_pages(monkeypatch, ui_scale: int) -> list[tuple[int, list[draw.DrawnText]]]:
    """Draw every rules page at 1366x768 in Portuguese; return per page the widest room drawn and the words drawn."""
    widths: list[int] = []
    real = rules_scene.card_surface

    def spy(kind, size, *args):
        widths.append(size[0])
        return real(kind, size, *args)

    monkeypatch.setattr(rules_scene, "card_surface", spy)
    pages = []
    with app_at((1366, 768), ui_scale, "pt") as app:
        rules = rules_scene.RoomsRulesScene(app)
        app.stack.push(rules)
        for page in range(len(rules_scene.PAGES)):
            rules.page = page
            widths.clear()
            with draw.recording() as lines:
                app.stack.draw(app.screen)
            pages.append((max(widths), [line for line in lines if rules.pic_rect.contains(line.rect)]))
    return pages


def test_at_150_percent_the_rules_pages_rooms_keep_three_quarters_of_their_size(monkeypatch):
    """Playtest 101 (Portuguese, 1366x768): at 150 % the page of the room kinds drew its rooms about 95 px wide
    where 100 % drew them 180 (the helmet a dot), the dragons' page and the end's lost a third. The captions and gaps
    grew and the rooms took what height was left."""
    plain = drawn_pages(monkeypatch, 100)
    large = drawn_pages(monkeypatch, 150)
    for page, ((width, _words), (wider, captions)) in enumerate(zip(plain, large)):
        picture = rules_scene.PAGES[page].picture
        assert wider >= 0.75 * width, (picture, width, wider)
        for a, b in itertools.combinations(captions, 2):
            assert not a.rect.colliderect(b.rect), (picture, a.words, b.words)


def test_the_rules_name_the_turn_room_button_by_its_label_in_every_language():
    """Playtest 312, who only clicks, read "press R or right-click the room" and thought she could not turn one; the
    rules name the button first, by the label it has on the table (a translation that drifted would name none)."""
    from castlecombo import i18n

    said = next(words for page in rules_scene.PAGES for words in page.bullets
                if "either way up" in words)
    try:
        for code in ("en", "fr", "es", "it", "pt"):
            i18n.set_language(code)
            button = i18n._("Turn room (R)").split(" (")[0]
            assert button in i18n._(said), (code, button, i18n._(said))
    finally:
        i18n.set_language("en")
