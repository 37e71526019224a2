"""Castle Rooms art and the menu pictures: every piece is there, plain, drawn, composable and rebuilt identically."""

import importlib.util
import sys
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path

import pygame
import pytest

from castlecombo.resources import asset_path
from castlecombo.rooms.cards import SIDES, room_deck

ROOT = Path(__file__).resolve().parents[1]
ART = asset_path("rooms", "art")
MENU = asset_path("menu")
CARD = (98, 70)  # a room card at table size on a 1280×720 window (7:5, a Castle Combo card on its side)
CARD_LARGE = (294, 210)
ENDS = [f"end_{kind}_{side}" for kind in SIDES for side in ("left", "right")]
FACES = [f"room_{entry}_{exit_}" for entry in SIDES for exit_ in SIDES]
CARDS = ["room_base", *FACES, "dragon", "knight", "back"]
ICONS = ["helmet", "swords"]
VIEWBOXES = {**{p: "0 0 140 100" for p in CARDS + ENDS}, **{p: "0 0 100 100" for p in ICONS}}
MENU_PICTURES = ["combo", "rooms"]


def _size(stem: str, large: bool) -> tuple[int, int]:
    if stem in ICONS:
        return (256, 256) if large else (32, 32)
    return CARD_LARGE if large else CARD


@cache
def rendered(path: Path, size: tuple[int, int]) -> pygame.Surface:
    return pygame.image.load_sized_svg(str(path), size)


def piece(stem: str, size: tuple[int, int] = CARD) -> pygame.Surface:
    return rendered(ART / f"{stem}.svg", size)


def coverage(surface: pygame.Surface) -> float:
    return pygame.mask.from_surface(surface).count() / (surface.get_width() * surface.get_height())


def colours(surface: pygame.Surface) -> int:
    raw = pygame.image.tobytes(surface, "RGB")
    return len({raw[i:i + 3] for i in range(0, len(raw), 3)})


def composed(entry: str, exit_: str, size: tuple[int, int] = CARD) -> pygame.Surface:
    """A room drawn as the table draws it: the base, then the left end, then the right end."""
    out = pygame.Surface(size, pygame.SRCALPHA)
    for stem in ("room_base", f"end_{entry}_left", f"end_{exit_}_right"):
        out.blit(piece(stem, size), (0, 0))
    return out


def test_every_piece_is_there_and_nothing_else():
    assert sorted(p.stem for p in ART.iterdir()) == sorted(VIEWBOXES)
    assert sorted(p.name for p in MENU.iterdir()) == sorted(f"{m}.svg" for m in MENU_PICTURES)


@pytest.mark.parametrize("path", [ART / f"{p}.svg" for p in VIEWBOXES] + [MENU / f"{m}.svg" for m in MENU_PICTURES],
                         ids=lambda p: p.stem)
def test_plain_svg_without_text(path):
    assert path.stat().st_size < 100_000
    root = ET.parse(path).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    tags = {el.tag.split("}")[-1] for el in root.iter()}
    assert not tags & {"text", "tspan", "image", "use", "clipPath", "mask", "filter"}, tags  # nanosvg draws none
    if path.parent == MENU:
        _, _, w, h = root.get("viewBox", "").split()
        assert float(w) / float(h) == 1.5, "a menu picture is 3:2"
    else:
        assert root.get("viewBox") == VIEWBOXES[path.stem]


@pytest.mark.parametrize("large", [False, True], ids=["table", "zoom"])
def test_cards_and_icons_render_drawn_at_both_sizes(large):
    for stem in CARDS + ICONS:
        size = _size(stem, large)
        surface = piece(stem, size)
        assert surface.get_size() == size
        if stem in ICONS:
            assert 0.6 < coverage(surface) < 0.75, stem  # a round plaque
        else:
            assert coverage(surface) > 0.95, stem  # a whole card, only its corners rounded
        assert colours(surface) >= 24, f"{stem}: {colours(surface)} colours, a flat card"


@pytest.mark.parametrize("stem", ENDS)
@pytest.mark.parametrize("size", [CARD, CARD_LARGE], ids=["table", "zoom"])
def test_an_end_draws_only_on_its_own_side_and_reaches_the_edge(stem, size):
    surface = piece(stem, size)
    w, h = size
    mask = pygame.mask.from_surface(surface)
    assert 0.03 < coverage(surface) < 0.2, "a doorway and a passage, not a card"
    left, right = mask.overlap_area(_half_mask(size, 0), (0, 0)), mask.overlap_area(_half_mask(size, 1), (0, 0))
    if stem.endswith("_left"):
        assert left > 0 and right == 0
        edge = 0
    else:
        assert right > 0 and left == 0
        edge = w - 1
    rows = [y for y in range(h) if mask.get_at((edge, y))]
    assert rows, "the passage runs out to the card's edge"
    middle = (min(rows) + max(rows)) / 2
    assert abs(middle - (h - 1) / 2) <= 1, "every passage is centred on the card's mid-height"


def _half_mask(size: tuple[int, int], half: int) -> pygame.Mask:
    mask = pygame.Mask(size)
    w, h = size
    mask.draw(pygame.Mask((w // 2, h), fill=True), (half * (w - w // 2), 0))
    return mask


@pytest.mark.parametrize("kind", SIDES)
def test_a_right_end_meets_the_next_cards_left_end(kind):
    """Two rooms side by side: the exit's edge column and the next entry's edge column cover the same rows."""
    w, h = CARD_LARGE
    right, left = piece(f"end_{kind}_right", CARD_LARGE), piece(f"end_{kind}_left", CARD_LARGE)
    right_rows = {y for y in range(h) if right.get_at((w - 1, y)).a > 128}
    left_rows = {y for y in range(h) if left.get_at((0, y)).a > 128}
    assert len(right_rows ^ left_rows) <= 2, "the passage would step at the seam"


def _edge_colour(stem: str) -> tuple[float, float, float]:
    surface = piece(stem, CARD_LARGE)
    h = CARD_LARGE[1]
    band = [surface.get_at((1, y)) for y in range(h // 2 - 12, h // 2 + 12)]
    r, g, b = (sum(c[i] for c in band) / len(band) for i in range(3))
    return r, g, b


def test_a_stair_end_and_a_corridor_end_look_different_at_the_seam():
    stairs, corridor = _edge_colour("end_stairs_left"), _edge_colour("end_corridor_left")
    assert sum(abs(a - b) for a, b in zip(stairs, corridor)) > 90, (stairs, corridor)


def test_a_right_end_is_its_left_end_turned_half_a_turn():
    """So a card turned helmet down is again a valid left/right pair."""
    for kind in SIDES:
        turned = pygame.transform.rotate(piece(f"end_{kind}_left", CARD_LARGE), 180)
        right = piece(f"end_{kind}_right", CARD_LARGE)
        assert _mean_difference(turned, right) < 2, kind


def _mean_difference(a: pygame.Surface, b: pygame.Surface) -> float:
    ra, rb = pygame.image.tobytes(a, "RGBA"), pygame.image.tobytes(b, "RGBA")
    return sum(abs(x - y) for x, y in zip(ra, rb)) / len(ra)


@pytest.mark.parametrize("size", [CARD, CARD_LARGE], ids=["table", "zoom"])
def test_every_room_kind_of_the_deck_can_be_drawn_both_ways(size):
    """Each kind in assets/rooms/cards.json has its face, and the layers compose to that same face."""
    deck = room_deck()
    for kind in deck.rooms:
        face = piece(f"room_{kind.entry}_{kind.exit}", size)
        layers = composed(kind.entry, kind.exit, size)
        assert _mean_difference(face, layers) < 2, f"{kind.entry}→{kind.exit}: the layers and the face differ"
    if deck.dragons:
        assert (ART / "dragon.svg").is_file()
    if deck.knights:
        assert (ART / "knight.svg").is_file()


def test_the_helmet_is_on_top_and_the_swords_below():
    """Read helmet up, the helmet's plaque is in the top wall: the base differs from itself turned over."""
    base = piece("room_base", CARD_LARGE)
    assert _mean_difference(base, pygame.transform.rotate(base, 180)) > 3
    helmet = piece("helmet", (64, 64))
    top, bottom = helmet.subsurface((0, 0, 64, 20)), helmet.subsurface((0, 44, 64, 20))
    red = [sum(1 for x in range(64) for y in range(20) if _reddish(s.get_at((x, y)))) for s in (top, bottom)]
    assert red[0] > 20 and red[1] == 0, "the plume is at the top of the helmet"


def _reddish(c: pygame.Color) -> bool:
    return c.a > 200 and c.r > 150 and c.g < 90 and c.b < 90


@pytest.mark.parametrize("name", MENU_PICTURES)
def test_menu_pictures_render_at_menu_size(name):
    for size in ((240, 160), (480, 320)):
        surface = rendered(MENU / f"{name}.svg", size)
        assert coverage(surface) > 0.97
        assert colours(surface) >= 40


def test_generator_rebuilds_identical_files(tmp_path, monkeypatch):
    tools = ROOT / "tools"
    if not (tools / "make_rooms_art.py").is_file():
        pytest.skip("tools/ is not shipped with this copy")
    monkeypatch.syspath_prepend(str(tools))
    for name in ("art_kit", "art_rooms", "art_rooms_cards", "art_menu", "art_court", "art_church",
                 "art_learning", "art_arms", "art_crafts", "art_folk"):
        monkeypatch.delitem(sys.modules, name, raising=False)
    spec = importlib.util.spec_from_file_location("make_rooms_art", tools / "make_rooms_art.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    written = module.make_all(tmp_path / "art", tmp_path / "menu")
    assert len(written) == len(VIEWBOXES) + len(MENU_PICTURES)
    for path in written:
        committed = (ART if path.parent.name == "art" else MENU) / path.name
        assert path.read_bytes() == committed.read_bytes(), f"{path.name} differs from the committed file"
