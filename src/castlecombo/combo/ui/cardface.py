"""Draw card faces and backs from the card data (our own layout and icons).

A face shows, like the printed cards: the cost coin top-left with the Messenger
badge beside it, the shields top-right, the name on a banner in the deck colour
(grey Castle, brown Village), the immediate ability (icons and short words) in
the middle and the scoring scroll at the bottom. Small cards use icons and few
words; from :data:`LARGE_WIDTH` pixels wide the full sentences are shown. A card too small
for any words (the mini tableaux) shows its deck colour, cost, name and emblem only.

The character's emblem (:mod:`card_art`) takes the room the words of the middle leave, never
making them smaller than they would be without it (:mod:`card_picture` decides where).

Drawn cards are kept in one cache bounded by the bytes their pixels take: :func:`warm`
renders a scene's working set ahead of need and sizes the bound to it, so the cache follows
the window's scale instead of growing with every size the window has had. A face's words are in
the language spoken when it was drawn: the cache key holds the language, so a change of language
draws the faces anew.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

import pygame

from castlecombo.combo import cardtext
from castlecombo.combo.cards import Card, Deck
from castlecombo.combo.ui import card_art
from castlecombo.combo.ui.card_markup import (
    INK,
    NoRoomForWords,
    blit_centered,
    coin_with_number,
    fit_markup,
    hex_rgb,
    new_surface,
    outlined_text,
    position_grid,
)
from castlecombo.combo.ui.card_picture import Fit, Middle, lay_middle
from castlecombo.combo.ui.card_shortening import compact, compact_ability, compact_scroll, spelled_out
from castlecombo.i18n import _, language
from castlecombo.kit import assets, theme
from castlecombo.kit.surface_cache import SurfaceCache

TABLE_SIZE: tuple[int, int] = (110, 154)
LARGE_WIDTH = 200
EMBLEM_WIDTH = 0.62  # the largest emblem, as a share of the middle box's width
NAME_LEAST_PX = theme.CARD_NAME_MIN_PX  # a card's name on a face of table size or larger (issue 10)
NAME_NARROWEST = 0.8  # a name may be narrowed to this share of its width before it takes two lines
NAME_SQUEEZED = 0.5  # ... or to this share, when two lines would leave the ability too little room
NAME_LEAST_FROM = 60  # pixels wide: narrower faces (the mini tableaux) are pictures, not reading matter
SCROLL_ICON_LEAST_PX = 14  # the icons of the scroll on a face of table size or larger (issue 10)
MINI_EMBLEM_LEAST = 8  # pixels: a mini face shows its emblem from this size
# pixels: the narrowest face every card's words fit on; narrower, every card is a mini face (a few
# cards' words fit a little lower, and a tableau of minis with two word faces in it looked broken)
WORDS_LEAST_WIDTH = 60

PARCHMENT = "#f4ead3"
SHIELD_TRAY = "#ddcca6"  # behind the shields, a shade darker than the parchment
DECK_FILL: dict[str, str] = {"castle": "#5d6673", "village": "#8a5a2e"}  # names on both banners: 5.3:1 contrast
DECK_DARK: dict[str, str] = {"castle": "#2a2f36", "village": "#3b220c"}
BANNER_TEXT = (250, 244, 228)
POINTS_FILL = "#8e2a22"


CACHE_MARGIN = 4 * 2**20  # bytes beyond a warmed working set: zooms, face-down and purse variants
DEFAULT_CACHE_BYTES = 16 * 2**20  # until a scene warms its working set
_cache: SurfaceCache[tuple[tuple[int, int], object, object, bool, int]] = SurfaceCache(DEFAULT_CACHE_BYTES)


def clear_cache() -> None:
    """Forget every rendered card and emblem (e.g. after the display mode changes)."""
    _cache.clear()
    card_art.clear_cache()


def cache_size() -> tuple[int, int]:
    """Return how many card surfaces are cached and the bytes their pixels take."""
    return len(_cache), _cache.bytes


def warm(cards: Iterable[Card], sizes: Sequence[tuple[int, int]]) -> Iterator[None]:
    """Render ``cards`` at every one of ``sizes``, one card at one size per step, so a scene can spread the work
    over frames; the cache is bounded to this working set plus :data:`CACHE_MARGIN`."""
    cards = list(cards)
    keep = set(sizes)
    # the window changed scale: drop the old sizes before drawing the new (their memory is reused)
    _cache.keep_only(lambda key: key[0] in keep)
    _cache.max_bytes = len(cards) * sum(4 * w * h for w, h in keep) + CACHE_MARGIN
    for card in cards:
        for size in sizes:  # one card at one size a step: a large face takes milliseconds
            render_card(card, size)
            yield None


def release() -> None:
    """Forget every drawn card and give the bound back its default: the table that warmed them is
    leaving (the scene shown next draws what it needs again)."""
    _cache.clear()
    card_art.clear_cache()
    _cache.max_bytes = DEFAULT_CACHE_BYTES


def _ability_lines(card: Card, large: bool) -> str:
    """Return the ability (and discount) of ``card`` as one markup string with line breaks."""
    lines: list[str] = []
    if card.discount is not None:
        decks = ["castle", "village"] if card.discount == "all" else [card.discount]
        icons = "".join(f"{{card:{d}}}" for d in decks)
        head = "{discount} -1 " + icons
        lines.append(head + ("\n" + (cardtext.discount_text(card) or "") if large else ""))
    own = large and cardtext.counts_a_neighbour(card)  # a small face shows a neighbour's count by its icon
    for effect in card.ability:
        if effect.type == "choice":
            options = [cardtext.option_markup(opt) for opt in effect.options]
            if not large:
                shortenings = compact_ability()
                options = [compact(o, shortenings) for o in options]
            # TRANSLATORS: a later option of a choice on a card, on a line of its own ("or +3 keys")
            text = "\n".join([options[0], *(_("or {option}").format(option=o) for o in options[1:])])
            # TRANSLATORS: the line above the options of a choice on a large card
            lines.append(_("Choose one:") + "\n" + text if large else text)
        else:
            lines.append(compact(cardtext.effect_markup(effect, own), spelled_out() if large else compact_ability()))
    return "\n".join(lines)


def _scroll_line(card: Card, large: bool) -> str:
    m = cardtext.scroll_markup(card.scroll, points=False).strip()
    if card.scroll.type == "position" and not large:
        return m.split(" ", 1)[0]  # the grid says it all
    if large and card.purse is not None:
        # the number stays with the word before it: "(max" / "6)" broke over two lines (a playtest)
        m = re.sub(r" (\d+\))$", "\u00a0\\1", cardtext.holds(m, card.purse))
    if not large and card.scroll.type == "shield_sets":
        kinds = "+".join(f"{{sh:{x}}}" for x in card.scroll.shields)
        # TRANSLATORS: short scroll on a small card; {kinds} is shield icons joined by "+"
        return _("per set {kinds}").format(kinds=kinds)
    return compact(m, spelled_out()) if large else compact(m, compact_scroll())


def _ability_fit(card: Card, large: bool, s: float) -> Fit:
    """Return how the middle's words are fitted at scale ``s``: sentences when ``large``, icons when small."""
    if large:
        return Fit("bold", round(11 * s * 0.85), round(7 * s), 1.5)
    if not card.ability:  # a discount alone: big icons
        return Fit("bold", round(16 * s), max(8, round(10 * s)), 1.5)
    return Fit("bold", round(14 * s), max(8, round(9 * s)), 1.3)


def middle_of(card: Card, size: tuple[int, int]) -> Middle:
    """Return how the face of ``card`` at ``size`` lays out its middle (words and emblem);
    raise NoRoomForWords when the card is too small for words."""
    return _middle(card, _geometry(card, (int(size[0]), int(size[1]))))


def banner_name(card: Card, size: tuple[int, int]) -> pygame.Surface:
    """Return the name of ``card`` as its face at ``size`` writes it on the banner."""
    return _geometry(card, (int(size[0]), int(size[1]))).name


def plain_middle_font(card: Card, size: tuple[int, int]) -> int | None:
    """Return the font size the middle's words would have on a face without an emblem (None: no
    words, or scaled down to the box) -- the emblem must never make them smaller."""
    g = _geometry(card, (int(size[0]), int(size[1])))
    return lay_middle(_ability_lines(card, g.large), _ability_fit(card, g.large, g.s), g.box, crest=None, art=False,
                      most=0, gap=0).font_size


# --- the card frame (SVG, antialiased) ------------------------------------------

def _frame_svg(deck: str, w: int, h: int, s: float, banner: tuple[float, float], scroll: tuple[float, float]) -> str:
    b = max(2.0, 3 * s)
    fill, dark = DECK_FILL[deck], DECK_DARK[deck]
    by, bh = banner
    sy, sh = scroll
    x0, x1 = 1.5 * s, w - 1.5 * s
    notch = 5 * s
    sx0, sx1 = 6 * s, w - 6 * s
    curl = 4 * s
    return f"""<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}">
<rect x="{b / 2}" y="{b / 2}" width="{w - b}" height="{h - b}" rx="{7 * s}" fill="{PARCHMENT}" stroke="{fill}" stroke-width="{b}"/>
<rect x="{b + 1.5 * s}" y="{b + 1.5 * s}" width="{w - 2 * b - 3 * s}" height="{h - 2 * b - 3 * s}" rx="{5 * s}" fill="none" stroke="#d9c9a4" stroke-width="{max(0.8, 0.8 * s)}"/>
<path d="M{x0} {by} H{x1} L{x1 - notch} {by + bh / 2} L{x1} {by + bh} H{x0} L{x0 + notch} {by + bh / 2} Z" fill="{fill}" stroke="{dark}" stroke-width="{max(1.0, 1.2 * s)}" stroke-linejoin="round"/>
<rect x="{sx0}" y="{sy}" width="{sx1 - sx0}" height="{sh}" fill="#fbf5e6" stroke="#a98d5c" stroke-width="{max(1.0, 1 * s)}"/>
<rect x="{sx0 - curl / 2}" y="{sy - 1.5 * s}" width="{curl}" height="{sh + 3 * s}" rx="{curl / 2}" fill="#eadcb8" stroke="#a98d5c" stroke-width="{max(1.0, 1 * s)}"/>
<rect x="{sx1 - curl / 2}" y="{sy - 1.5 * s}" width="{curl}" height="{sh + 3 * s}" rx="{curl / 2}" fill="#eadcb8" stroke="#a98d5c" stroke-width="{max(1.0, 1 * s)}"/>
</svg>"""


def _banner_name(name: str, width: int, least: int, s: float,
                 narrowest: float = NAME_NARROWEST) -> tuple[pygame.Surface, int]:
    """Return the card name fitted into the banner, never under ``least`` pixels, and its number of lines: one
    line if it can (narrowed to ``narrowest`` of its width if need be), else two balanced lines: never smaller,
    a second line only when narrowing would squeeze the letters too much (the banner's height is the
    ability's room)."""
    low = max(least, round(9.5 * s))
    for fs in range(max(low, round(13 * s)), low - 1, -1):
        fnt = assets.font(fs, "title")
        if fnt.size(name)[0] <= width:
            return fnt.render(name, True, BANNER_TEXT), 1
    fnt = assets.font(low, "title")
    words = name.split()
    if len(words) > 1 and fnt.size(name)[0] * narrowest > width:
        cut = min(range(1, len(words)),
                  key=lambda k: max(fnt.size(" ".join(words[:k]))[0], fnt.size(" ".join(words[k:]))[0]))
        lines = [_line_within(fnt, " ".join(words[:cut]), width), _line_within(fnt, " ".join(words[cut:]), width)]
        step = round(fnt.get_height() * 0.8)
        surf = new_surface((max(line.get_width() for line in lines), step + lines[1].get_height()))
        for i, line in enumerate(lines):
            surf.blit(line, ((surf.get_width() - line.get_width()) // 2, i * step))
        return surf, 2
    return _line_within(fnt, name, width), 1


def _line_within(fnt: pygame.font.Font, words: str, width: int) -> pygame.Surface:
    """Return ``words`` rendered, narrowed to ``width`` if wider (the height stays)."""
    surf = fnt.render(words, True, BANNER_TEXT)
    if surf.get_width() <= width:
        return surf
    return pygame.transform.smoothscale(surf, (width, surf.get_height()))


# --- public API -----------------------------------------------------------------

def render_card_back(deck: Deck | str, size: tuple[int, int]) -> pygame.Surface:
    """Return the back of a Castle or Village card at ``size`` (cached)."""
    if deck not in DECK_FILL:
        raise ValueError(f"unknown deck {deck!r}")
    w, h = int(size[0]), int(size[1])

    def make() -> pygame.Surface:
        img = assets.icon(f"back_{deck}", (w, h))
        if img.get_size() != (w, h):  # the art keeps its 5:7 shape; centre it
            surf = new_surface((w, h))
            blit_centered(surf, img, (w / 2, h / 2))
            img = surf
        return img

    return _cache.get(((w, h), "back", deck, False, 0), make)


def render_card(card: Card, size: tuple[int, int] = TABLE_SIZE, *, face_down: bool = False,
                purse_gold: int = 0) -> pygame.Surface:
    """Return ``card`` drawn at ``size`` (face, or its back if ``face_down``); cached, do not draw on it."""
    size = (int(size[0]), int(size[1]))

    def make() -> pygame.Surface:
        if face_down:
            return _render_back_marked(card, size)
        if size[0] < WORDS_LEAST_WIDTH:
            return _render_mini(card, size)
        try:
            return _render_face(card, size, purse_gold)
        except NoRoomForWords:
            return _render_mini(card, size)

    return _cache.get((size, card.id, (card.name, language()), face_down, purse_gold), make)


def _render_mini(card: Card, size: tuple[int, int]) -> pygame.Surface:
    """Return the face of a card too small for words: deck colour, cost, name and emblem."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (244, 234, 211), surf.get_rect(), border_radius=6)
    deck_colour = theme.CASTLE if card.deck == "castle" else theme.VILLAGE
    pygame.draw.rect(surf, deck_colour, (0, 0, max(6, w // 7), h), border_top_left_radius=6,
                     border_bottom_left_radius=6)
    fnt = assets.font(max(9, h // 11), "bold")
    surf.blit(fnt.render(str(card.cost), True, (60, 40, 20)), (w // 6, 4))
    name = fnt.render(card.title, True, INK)
    if name.get_width() > w - w // 6 - 4:
        name = pygame.transform.smoothscale(name, (w - w // 6 - 4, name.get_height()))
    name_y = max(h // 3, 4 + fnt.get_ascent() + 1)  # under the cost, never over it (side panels' tiny cards)
    surf.blit(name, (w // 6 + 2, name_y))
    left, top = w // 6 + 1, name_y + name.get_height() + 1
    e = min(w - left - 2, h - top - 3)
    if e >= MINI_EMBLEM_LEAST and card_art.has_emblem(card):
        surf.blit(card_art.emblem(card, e), (left + (w - left - 2 - e) // 2, top + (h - top - 3 - e) // 2))
    return surf


def _render_back_marked(card: Card, size: tuple[int, int]) -> pygame.Surface:
    surf = new_surface(size)
    surf.blit(render_card_back(card.deck, size), (0, 0))
    s = min(size[0] / TABLE_SIZE[0], size[1] / TABLE_SIZE[1])
    d = max(8, round(22 * s))
    surf.blit(assets.icon("facedown", d), (size[0] - d - round(6 * s), size[1] - d - round(6 * s)))
    return surf


@dataclass(frozen=True)
class _Geometry:
    """Where the parts of a face go at one size (``s`` is the scale from :data:`TABLE_SIZE`)."""

    s: float
    large: bool
    pad: float
    coin_d: int
    name: pygame.Surface
    name_lines: int
    banner: tuple[float, float]  # top, height
    scroll: tuple[float, float]  # top, height
    shields: tuple[float, int]  # left of the first shield, their size
    crest: pygame.Rect  # the top row between the coin (and Messenger) and the shields
    box: pygame.Rect  # the middle: ability words and emblem


def _geometry(card: Card, size: tuple[int, int]) -> _Geometry:
    g = _geometry_with(card, size, NAME_NARROWEST)
    if g.name_lines > 1 and not g.large and _middle(card, g).font_size is None:
        # the ability would be shrunk below its least size: a name narrowed further on one line leaves it the
        # banner's second line ("Maestro di gilda" on two lines left its ability at 5 px, a playtest)
        squeezed = _geometry_with(card, size, NAME_SQUEEZED)
        if squeezed.box.h > g.box.h:
            return squeezed
    return g


def _pad_and_coin(s: float) -> tuple[float, int]:
    """Return a face's margin and its cost coin's size at scale ``s``."""
    return 4 * s, round(28 * s)


def _top_row(card: Card, w: int, s: float) -> tuple[float, int, pygame.Rect]:
    """Return where a face ``w`` wide at scale ``s`` has its first shield, the shields' size, and the free part of
    its top row (between the cost coin, and the Messenger, and the shields)."""
    pad, coin_d = _pad_and_coin(s)
    n = len(card.shields)
    sd = round((22 if n < 3 else 19) * s)
    shields_x = w - pad - 1 * s - n * sd - (n - 1) * s
    crest_left = pad + coin_d + 3 * s + (round(22 * s) + 3 * s if card.messenger is not None else 0)
    crest_right = (shields_x - 4 * s if n else w - pad - 3 * s)  # clear of the shields' tray
    return shields_x, sd, pygame.Rect(round(crest_left), round(pad), max(0, round(crest_right - crest_left)), coin_d)


def cost_coin(size: tuple[int, int]) -> pygame.Rect:
    """Return where a face of ``size`` has its cost coin, relative to the face."""
    pad, coin_d = _pad_and_coin(min(size[0] / TABLE_SIZE[0], size[1] / TABLE_SIZE[1]))
    return pygame.Rect(round(pad), round(pad), coin_d, coin_d)


def free_top(card: Card, size: tuple[int, int]) -> pygame.Rect:
    """Return the free part of ``card``'s top row at ``size`` (between the cost coin, and the Messenger, and the
    shields), relative to the face."""
    return _top_row(card, size[0], min(size[0] / TABLE_SIZE[0], size[1] / TABLE_SIZE[1]))[2]


def _geometry_with(card: Card, size: tuple[int, int], narrowest: float) -> _Geometry:
    w, h = size
    s = min(w / TABLE_SIZE[0], h / TABLE_SIZE[1])
    pad, coin_d = _pad_and_coin(s)
    banner_y = pad + coin_d + 3 * s
    # clear of the banner's notched ends: a name as wide as w - 16 s ran into their tips ("Guildmaster" at 125 %)
    name, name_lines = _banner_name(card.title, round(w - 24 * s), NAME_LEAST_PX if w >= NAME_LEAST_FROM else 7, s,
                                    narrowest)
    banner_h = max(19 * s, name.get_height() + 1 * s)
    scroll_h = 40 * s
    scroll_y = h - pad - 3 * s - scroll_h
    shields_x, sd, crest = _top_row(card, w, s)
    top = banner_y + banner_h + 3 * s
    box = pygame.Rect(round(6 * s), round(top), round(w - 12 * s), round(scroll_y - 3 * s - top))
    return _Geometry(s, w >= LARGE_WIDTH, pad, coin_d, name, name_lines, (banner_y, banner_h), (scroll_y, scroll_h),
                     (shields_x, sd), crest, box)


def _middle(card: Card, g: _Geometry) -> Middle:
    return lay_middle(_ability_lines(card, g.large), _ability_fit(card, g.large, g.s), g.box, crest=g.crest,
                      art=card_art.has_emblem(card), most=round(g.box.w * EMBLEM_WIDTH), gap=max(1, round(2 * g.s)))


def _render_face(card: Card, size: tuple[int, int], purse_gold: int) -> pygame.Surface:
    w, h = size
    g = _geometry(card, size)
    s, pad, coin_d = g.s, g.pad, g.coin_d
    banner_y, banner_h = g.banner
    scroll_y, scroll_h = g.scroll
    middle = _middle(card, g)  # first: raises NoRoomForWords before anything is drawn

    surf = new_surface(size)
    surf.blit(assets.svg_surface(_frame_svg(card.deck, w, h, s, g.banner, g.scroll), size), (0, 0))

    # cost coin, messenger badge
    surf.blit(coin_with_number(card.cost, coin_d), (round(pad), round(pad)))
    if card.messenger is not None:
        md = round(22 * s)
        surf.blit(assets.icon(f"messenger_{card.messenger}", md),
                  (round(pad + coin_d + 3 * s), round(pad + (coin_d - md) / 2)))

    # shields, right-aligned, printed order left to right, on a tray of their own: the emblem in the top row
    # is told apart from them (a playtest took Devout's picture for a second Faith shield)
    x, sd = g.shields
    if card.shields:
        tray = pygame.Rect(round(x - 2 * s), round(pad + (coin_d - sd) / 2 - 2 * s),
                           round(len(card.shields) * (sd + s) - s + 4 * s), round(sd + 4 * s))
        pygame.draw.rect(surf, hex_rgb(SHIELD_TRAY), tray, border_radius=max(2, round(5 * s)))
    for shield in card.shields:
        surf.blit(assets.icon(assets.shield_icon_name(shield), sd), (round(x), round(pad + (coin_d - sd) / 2)))
        x += sd + s

    # name banner
    blit_centered(surf, g.name, (w / 2, banner_y + banner_h / 2))

    # ability (and discount) in the middle, the emblem in the room the words leave
    if middle.emblem is not None:
        surf.blit(card_art.emblem(card, middle.emblem.w), middle.emblem)
    if middle.body is not None:
        blit_centered(surf, middle.body, middle.body_center)

    # scroll: points seal on the left, condition on the right
    seal_d = round(22 * s)
    seal_c = (8 * s + seal_d / 2, scroll_y + scroll_h / 2)
    pygame.draw.circle(surf, hex_rgb(POINTS_FILL), (round(seal_c[0]), round(seal_c[1])), seal_d // 2)
    pygame.draw.circle(surf, hex_rgb("#4d130e"), (round(seal_c[0]), round(seal_c[1])), seal_d // 2, max(1, round(s)))
    pts = _seal_number(card.scroll.points, seal_d, s)
    blit_centered(surf, pts, (seal_c[0], seal_c[1] + s * 0.5))
    if card.purse is not None:
        pd = round(24 * s)
        px, py = w - 10 * s - pd, scroll_y + (scroll_h - pd) / 2
        surf.blit(_purse_badge(card.purse, purse_gold, pd, s), (round(px), round(py)))
    text, sbox = _scroll_words(card, g, w)
    blit_centered(surf, text, sbox.center)
    return surf


def _seal_number(points: int, seal_d: int, s: float) -> pygame.Surface:
    """Return the scroll's points drawn to sit inside its seal (a two-digit value is set smaller)."""
    size = round(15 * s)
    pts = assets.font(size, "bold").render(str(points), True, (255, 244, 220))
    while pts.get_width() > 0.66 * seal_d and size > 6:
        size -= 1
        pts = assets.font(size, "bold").render(str(points), True, (255, 244, 220))
    return pts


def scroll_words(card: Card, size: tuple[int, int]) -> tuple[pygame.Surface, pygame.Rect]:
    """Return the scroll's words (or grid) as the face of ``card`` at ``size`` draws them, and the box
    they are centred in; raise NoRoomForWords when the card is too small for words."""
    size = (int(size[0]), int(size[1]))
    return _scroll_words(card, _geometry(card, size), size[0])


def _scroll_words(card: Card, g: _Geometry, w: int) -> tuple[pygame.Surface, pygame.Rect]:
    s, large = g.s, g.large
    scroll_y, scroll_h = g.scroll
    seal_d = round(22 * s)
    right_reserve = round(24 * s) + 4 * s if card.purse is not None else 0.0
    # the words stop 3 px (at scale 1) short of the scroll's right curl (they touched it: a playtest)
    sbox = pygame.Rect(round(8 * s + seal_d + 3 * s), round(scroll_y + 2 * s),
                       round(w - (8 * s + seal_d + 3 * s) - 11 * s - right_reserve), round(scroll_h - 4 * s))
    line = _scroll_line(card, large)
    if card.scroll.type == "position" and not large:
        text = position_grid(card.scroll.where, sbox.height)
    elif large:
        text = fit_markup(line, "bold", round(11 * s * 0.8), round(6 * s), 1.5, sbox)
    else:
        text = fit_markup(line, "bold", round(14 * s), max(8, round(9 * s)), 1.3, sbox,
                          min_icon=SCROLL_ICON_LEAST_PX if w >= NAME_LEAST_FROM else 0)
    return text, sbox


def _purse_badge(capacity: int, gold: int, d: int, s: float) -> pygame.Surface:
    """Return the purse icon showing its capacity, with the gold stored on it when any."""
    surf = new_surface((d + round(4 * s), d))
    surf.blit(assets.icon("purse", d), (round(2 * s), 0))
    if gold > 0:
        label = outlined_text(f"{gold}/{capacity}", assets.font(max(6, round(d * 0.42)), "bold"),
                              (255, 250, 235), (30, 90, 40), max(1, round(s)))
        # on a green ground of its own: over the bag's coin its slash read doubled, "9//9" (playtest 196)
        ground = label.get_rect().inflate(-max(1, round(s)), -max(2, round(3 * s)))
        ground.center = (round(surf.get_width() / 2), round(d * 0.68))
        pygame.draw.rect(surf, (30, 90, 40), ground, border_radius=max(2, ground.h // 3))
    else:
        label = outlined_text(str(capacity), assets.font(max(6, round(d * 0.46)), "bold"), INK, (245, 205, 74))
    blit_centered(surf, label, (surf.get_width() / 2, d * 0.68))
    return surf
