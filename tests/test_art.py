"""Every character has an original emblem that loads, shows something and looks like no other."""

import importlib.util
import re
import sys
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path

import pygame
import pytest

from castlecombo.combo.cards import base_cards
from castlecombo.resources import asset_path

ROOT = Path(__file__).resolve().parents[1]
ART = asset_path("cards", "art")
CARDS = base_cards()


def art_key(name: str) -> str:
    """The file stem of a card's emblem: the name in lower case, other characters as one underscore."""
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


@cache
def rendered(key: str, size: int) -> pygame.Surface:
    return pygame.image.load_sized_svg(str(ART / f"{key}.svg"), (size, size))


def test_every_card_has_its_emblem_and_nothing_else_is_there():
    keys = {art_key(card.name) for card in CARDS}
    assert len(keys) == len(CARDS) == 78, "two cards would share one file"
    assert {p.stem for p in ART.glob("*.svg")} == keys
    assert sorted(p.name for p in ART.iterdir() if p.suffix != ".svg") == []


@pytest.mark.parametrize("key", sorted(art_key(card.name) for card in CARDS))
def test_emblem_is_plain_svg_without_text(key):
    path = ART / f"{key}.svg"
    assert path.stat().st_size < 10_000, "an emblem should stay a small file"
    root = ET.parse(path).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert root.get("viewBox") == "0 0 100 100"
    tags = {el.tag.split("}")[-1] for el in root.iter()}
    assert not tags & {"text", "tspan", "image", "use", "clipPath", "mask", "filter"}, tags  # nanosvg draws none


@pytest.mark.parametrize("size", [64, 256])
def test_emblems_render_at_table_and_zoom_size(size):
    for card in CARDS:
        surface = rendered(art_key(card.name), size)
        assert surface.get_size() == (size, size)
        covered = pygame.mask.from_surface(surface).count() / size**2
        assert covered > 0.7, f"{card.name} at {size} px covers only {covered:.0%}"  # the whole medallion: 73%
        # the middle (inside the ring) holds a picture, not one flat field
        middle = surface.subsurface(pygame.Rect(0, 0, size // 2, size // 2).move(size // 4, size // 4))
        raw = pygame.image.tobytes(middle, "RGB")
        colours = {raw[i:i + 3] for i in range(0, len(raw), 3 * max(1, size // 64))}
        assert len(colours) >= 12, f"{card.name} at {size} px: the picture has {len(colours)} colours"


def _thumbnail(key: str) -> bytes:
    """The picture inside the ring at 64 px, shrunk to 16×16 grey levels."""
    middle = rendered(key, 64).subsurface(pygame.Rect(12, 12, 40, 40))
    small = pygame.transform.smoothscale(middle, (16, 16))
    return pygame.image.tobytes(pygame.transform.grayscale(small), "RGB")[::3]


def test_no_two_emblems_look_alike():
    thumbs = {art_key(card.name): _thumbnail(art_key(card.name)) for card in CARDS}
    keys = sorted(thumbs)
    closest = min(
        (sum(abs(x - y) for x, y in zip(thumbs[a], thumbs[b])) / 256, a, b)
        for i, a in enumerate(keys) for b in keys[i + 1:]
    )
    assert closest[0] > 15, f"{closest[1]} and {closest[2]} look alike (mean difference {closest[0]:.1f} grey levels)"


def test_generator_rebuilds_identical_files(tmp_path, monkeypatch):
    tools = ROOT / "tools"
    if not (tools / "make_art.py").is_file():
        pytest.skip("tools/ is not shipped with this copy")
    monkeypatch.syspath_prepend(str(tools))
    spec = importlib.util.spec_from_file_location("make_art", tools / "make_art.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    for name in ("art_kit", "art_court", "art_church", "art_learning", "art_arms", "art_crafts", "art_folk"):
        monkeypatch.delitem(sys.modules, name, raising=False)
    assert module.art_key("Master-at-Arms") == art_key("Master-at-Arms") == "master_at_arms"
    written = module.make_all(tmp_path)
    assert len(written) == 78
    for path in written:
        assert path.read_bytes() == (ART / path.name).read_bytes(), f"{path.name} differs from the committed file"
