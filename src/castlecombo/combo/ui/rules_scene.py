"""A short illustrated guide to the rules, in our own words, over a few pages."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from castlecombo.combo.engine.catalog import CARDS, card_index
from castlecombo.combo.engine.state import FACE_DOWN_GOLD, FACE_DOWN_KEYS, START_GOLD, START_KEYS
from castlecombo.combo.markup import SHIELD_WORD
from castlecombo.combo.ui.cardface import render_card, render_card_back
from castlecombo.i18n import N_, _, ngettext
from castlecombo.kit import draw, theme
from castlecombo.kit.rules_pages import RulesPagesScene

if TYPE_CHECKING:
    from castlecombo.kit.scene import Navigator

# TRANSLATORS: the six shields of Castle Combo and their colours (the rules page "The six shields")
SHIELD_ROWS = [
    ("nobility", N_("Nobility"), N_("blue")),
    ("faith", N_("Faith"), N_("purple")),
    ("scholarship", N_("Scholarship"), N_("green")),
    ("military", N_("Military"), N_("red")),
    ("craftsmanship", N_("Craftsmanship"), N_("orange")),
    ("peasantry", N_("Peasantry"), N_("yellow")),
]
# the numbers the pages name (the engine's)
NUMBERS = {"start_gold": START_GOLD, "start_keys": START_KEYS, "face_down_gold": FACE_DOWN_GOLD,
           "face_down_keys": FACE_DOWN_KEYS}


@dataclass
class Page:
    """One page: a title, bullets (icon name or None, text marked N_ with the numbers named) and an illustration
    kind."""

    title: str
    bullets: list[tuple[str | None, str]]
    picture: str
    cards: list[str] = field(default_factory=list)


# TRANSLATORS: the Castle Combo rules pages, one paragraph per entry; {start_gold}, {start_keys}, {face_down_gold}
# and {face_down_keys} are the game's numbers
PAGES: list[Page] = [
    Page(N_("What you are building"), [
        # the table's word for it said here (playtest 146: "tableau" everywhere in play, never in the rules)
        (None, N_("Each player builds a small castle, their tableau: nine cards set out in a square of three by "
                  "three.")),
        ("card_castle", N_("Cards come from two decks, the Castle and the Village.")),
        ("shield_nobility", N_("Every card carries shields; many score for the shields, decks or places around "
                               "them.")),
        ("gold", N_("Gold buys cards. Keys let you change what is on offer.")),
        (None, N_("When every castle is complete, the highest score wins.")),
    ], "grid", ["Duchess", "Alchemist", "Steward", "Farmer", "His Majesty", "Monk", "Innkeeper",
                "Militiaman", "Traveler"]),
    Page(N_("Setting up"), [
        ("back_castle", N_("Three Castle cards are laid out in a row, with three Village cards below them.")),
        ("messenger", N_("The Messenger starts beside the Village row. You may only take from the row it stands "
                         "by.")),
        ("gold", N_("Everyone starts with {start_gold} gold ...")),
        ("key", N_("... and {start_keys} keys. There is no limit on gold or keys.")),
        (None, N_("The first player is chosen in New game (or drawn at random); turns then go round the table in "
                  "seat order.")),
    ], "displays", ["Chancellor", "Lookout", "Devout", "Barbarian", "Farmhand", "Bombardier"]),
    Page(N_("Your turn"), [
        # "one key" did not say one at most: "Only one key a turn" came as a surprise (playtest 230)
        ("key", N_("First, if you like, spend one key, never more in a turn: move the Messenger to the other row, "
                   "or swap the three cards of its row for three new ones.")),
        ("gold", N_("Then take one card from the Messenger's row. Pay its cost, less your discounts, to put it "
                    "in face up ...")),
        ("facedown", N_("... or take it face down for free and gain {face_down_gold} gold and {face_down_keys} "
                        "keys. A face-down card only fills a space.")),
        (None, N_("Place it next to a card you already have. No row or column may ever hold a fourth card; "
                  "which row is the top and which column the left is settled as they fill.")),
        ("messenger", N_("A face-up card now does what its middle says, and a Messenger icon sends the Messenger "
                         "to the row shown.")),
        # what follows a row's leaving is said: "leaves the game" alone left a playtest asking (308)
        ("back_village", N_("Then both rows are refilled to three. An empty deck is remade from its discards; a row "
                            "that still cannot be filled leaves the game, and the Messenger stays at the other row "
                            "for good (keys can only refresh it).")),
    ], "turn", ["Goldsmith"]),
    Page(N_("Reading a card"), [
        ("gold", N_("Top left: its cost in gold. A Messenger icon beside it sends the Messenger, once you buy "
                    "it, to the Castle row (arrow up) or the Village row (arrow down).")),
        ("shield_faith", N_("Top right: its shields, which other cards count.")),
        ("card_village", N_("The banner with its name: grey for the Castle, brown for the Village.")),
        (None, N_("The middle: what happens once, when you buy it face up (gain gold or keys, a discount, "
                  "gold on purses ...).")),
        (None, N_("The scroll at the bottom: the points it brings at the end of the game. A small 3×3 square "
                  "on it marks the places of your final square where it scores.")),
        ("discount", N_("A discount: every later card you buy from the Castle, the Village or both (as the card "
                        "shows) costs you 1 gold less, never below 0; not the card that brings it.")),
        ("neighbour", N_("A neighbour is a player seated beside you, left or right (with two players, your "
                         "opponent): never a card next to yours.")),
    ], "anatomy", ["His Majesty", "Miraculously Cured"]),
    Page(N_("The six shields"), [
        (None, N_("Each shield has its own colour and shape, so you can tell them apart at a glance.")),
        (None, N_("Many scrolls count shields: in your whole castle, in one row or column, or on the cards "
                  "around them. Every card carries one or two shields.")),
        # "per set of … shields" was never explained (playtest 281)
        (None, N_("A set is one shield of each type a scroll shows: two Faith and three Craft shields make two "
                  "sets of Faith + Craft. Each scroll counts on its own, so two cards may count the same shields.")),
        # a player's sentence: "…moved up for room" read as a developer's note to a family (playtest 134)
        (None, N_("On the table the cards are drawn smaller: the character's picture may sit up beside the cost, "
                  "and the shields on a darker strip.")),
    ], "shields"),
    Page(N_("The end and the score"), [
        (None, N_("The game ends once every player has nine cards.")),
        ("purse", N_("Gold you still hold goes onto your purse cards, up to what each can carry. "
                     "A purse card's scroll then counts that gold.")),
        ("card_castle", N_("Every face-up card scores its scroll, looking only at your own castle. "
                           "Face-down cards score nothing, have no shields and count as neither Castle nor "
                           "Village cards.")),
        ("key", N_("Each key you kept is worth 1 point.")),
        ("gold", N_("On equal scores, whoever kept the most gold off their purses wins; if that is equal too, "
                    "the victory is shared.")),
    ], "end", ["Steward", "Innkeeper"]),
]


class RulesScene(RulesPagesScene):
    """Pages of the rules with Previous / Next and dots."""

    window_title = N_("Castle Combo")  # over the menu, which is "Castle card games"
    heading = N_("How to play Castle Combo")  # as Castle Rooms' pages name their game (a playtest)
    indent = 44  # a paragraph's icon (30 px at text size 21) and the space after it

    def __init__(self, app: Navigator, back_label: str = N_("Back to menu"), page: int | None = 0) -> None:
        """Open on ``page`` (-1: the last, the end and the score; None: where the reader last left them)."""
        super().__init__(app, len(PAGES), back_label, page)
        self.pictures: dict[str, Callable[[pygame.Surface, pygame.Rect, Page, float], None]] = {
            "grid": self._pic_grid, "displays": self._pic_displays, "turn": self._pic_turn,
            "anatomy": self._pic_anatomy, "shields": self._pic_shields, "end": self._pic_end}

    @property
    def pages(self) -> list[Page]:
        return PAGES

    def page_title(self) -> str:
        return _(PAGES[self.page].title)

    def draw_page(self, surface: pygame.Surface, s: float) -> None:
        page = PAGES[self.page]
        self._draw_bullets(surface, page, s)
        self.pictures[page.picture](surface, self.pic_rect, page, s)

    def page_words(self) -> list[str]:
        return [_(words).format(**NUMBERS) for _icon, words in PAGES[self.page].bullets]

    def _draw_bullets(self, surface: pygame.Surface, page: Page, s: float) -> None:
        rect = self.text_rect
        # the text shrinks when a page is long for the window (or the language), its icons and gaps with it:
        # at 150 % the gaps kept their size and left the words at 12 px (a playtest)
        size = self.text_size(s)
        f = draw.font(size)
        icon_size, gap = round(size * 30 / 21), round(size * self.gap / 21)
        indent = round(size * self.indent / 21)
        y = rect.top
        for (icon_name, _words), text in zip(page.bullets, self.page_words()):
            lines = draw.wrap(text, f, rect.width - indent)
            if icon_name:
                img = draw.icon(icon_name, icon_size)
                surface.blit(img, img.get_rect(midleft=(rect.left, y + f.get_linesize() // 2)))
            else:
                pygame.draw.circle(surface, theme.ACCENT, (rect.left + icon_size // 2, y + f.get_linesize() // 2),
                                   max(2, round(size * 4 / 21)))
            for line in lines:
                draw.text(surface, line, (rect.left + indent, y), size, theme.TEXT, box=rect)
                y += f.get_linesize()
            y += gap

    # --- pictures -------------------------------------------------------------------------

    def _card(self, name: str, size: tuple[int, int], face_down: bool = False,
              purse_gold: int = 0) -> pygame.Surface:
        return render_card(CARDS[card_index(name)], size, face_down=face_down, purse_gold=purse_gold)

    def _back(self, deck: str, size: tuple[int, int]) -> pygame.Surface:
        return render_card_back(deck, size)

    def _card_size(self, height: int) -> tuple[int, int]:
        return (int(height * 5 / 7), height)

    def _pic_grid(self, surface: pygame.Surface, rect: pygame.Rect, page: Page, s: float) -> None:
        gap = int(8 * s)
        ch = min((rect.height - 2 * gap) // 3, int((rect.width - 2 * gap) / 3 * 7 / 5))
        cw, ch = self._card_size(ch)
        total_w, total_h = 3 * cw + 2 * gap, 3 * ch + 2 * gap
        x0 = rect.centerx - total_w // 2
        y0 = rect.top + (rect.height - total_h) // 2
        for i, name in enumerate(page.cards[:9]):
            r, c = divmod(i, 3)
            surface.blit(self._card(name, (cw, ch)), (x0 + c * (cw + gap), y0 + r * (ch + gap)))

    def _pic_displays(self, surface: pygame.Surface, rect: pygame.Rect, page: Page, s: float) -> None:
        gap = int(12 * s)
        ch = min((rect.height - int(80 * s)) // 2, int((rect.width - int(190 * s) - 2 * gap) / 3 * 7 / 5))
        cw, ch = self._card_size(ch)
        x0 = rect.left + int(90 * s)
        y0 = rect.top + (rect.height - 2 * ch - int(40 * s)) // 2
        for row, deck in enumerate(("castle", "village")):
            y = y0 + row * (ch + int(40 * s))
            draw.text(surface, _("Castle") if deck == "castle" else _("Village"), (x0 - int(14 * s), y + ch // 2),
                      int(20 * s), theme.TEXT, kind="title", anchor="midright", box=rect, fit="shrink")
            for i in range(3):  # face up, as on the table (backs here were taken for cards face down)
                names = page.cards[row * 3:row * 3 + 3]
                img = self._card(names[i], (cw, ch)) if i < len(names) else self._back(deck, (cw, ch))
                surface.blit(img, (x0 + i * (cw + gap), y))
        messenger = draw.icon("messenger", int(56 * s))
        y = y0 + ch + int(40 * s) + ch // 2
        surface.blit(messenger, messenger.get_rect(midleft=(x0 + 3 * (cw + gap), y)))
        draw.text(surface, _("Messenger"), (x0 + 3 * (cw + gap) + int(28 * s), y + int(34 * s)), int(15 * s),
                  theme.TEXT_DIM, anchor="midtop", fit="shrink")

    def _pic_turn(self, surface: pygame.Surface, rect: pygame.Rect, page: Page, s: float) -> None:
        ch = min(rect.height - int(80 * s), int((rect.width - int(60 * s)) / 2 * 7 / 5))
        cw, ch = self._card_size(ch)
        gap = int(40 * s)
        x0 = rect.centerx - cw - gap // 2
        y0 = rect.top + (rect.height - ch - int(40 * s)) // 2
        name = page.cards[0]
        surface.blit(self._card(name, (cw, ch)), (x0, y0))
        surface.blit(self._card(name, (cw, ch), face_down=True), (x0 + cw + gap, y0))
        card = CARDS[card_index(name)]
        # each caption within its card's width and half the gap (at 150 % in French the two ran together), on two
        # lines where one would shrink it ("face para baixo: +6 moedas, +2 ch…" at 1366x768, playtest 108)
        y = y0 + ch + int(10 * s)
        _captions(surface, [
            (ngettext("face up: pay {n} gold", "face up: pay {n} gold", card.cost).format(n=card.cost),
             (x0 + cw // 2, y)),
            (_("face down: +{gold} gold, +{keys} keys").format(gold=FACE_DOWN_GOLD, keys=FACE_DOWN_KEYS),
             (x0 + cw + gap + cw // 2, y))], int(17 * s), cw + gap // 2)

    def _pic_anatomy(self, surface: pygame.Surface, rect: pygame.Rect, page: Page, s: float) -> None:
        # TRANSLATORS: the parts of a card, pointed at on the rules page "Reading a card"
        notes = [
            ((0.06, 0.09), _("cost"), "left"),
            ((0.1, 0.31), _("name"), "left"),  # beside the words, not on them ("Son Altesse", playtest 155)
            ((0.05, 0.55), _("ability"), "left"),
            ((0.08, 0.86), _("scroll"), "left"),
            ((0.95, 0.09), _("shields"), "right"),
        ]
        # the card and its labels inside the picture's half: at 150 % in French "parchemin" ran over the text
        # beside it and "blasons" to the window's edge (a playtest)
        def reach(size: int) -> dict[str, int]:  # how far each side's labels reach out from the card
            f = draw.font(size, "bold")
            return {side: max(f.size(label)[0] for _at, label, sd in notes if sd == side) + int(30 * s)
                    for side in ("left", "right")}

        label_size = int(18 * s)
        out = reach(label_size)
        if sum(out.values()) > rect.width * 0.6:  # the labels a little smaller rather than the card tiny
            label_size = max(theme.MIN_TEXT_PX, int(label_size * rect.width * 0.6 / sum(out.values())))
            out = reach(label_size)
        room = rect.width - sum(out.values())
        ch = min(rect.height - int(50 * s), int(rect.width * 0.55 * 7 / 5), int(room * 7 / 5))
        cw, ch = self._card_size(ch)
        x = rect.left + out["left"] + (rect.width - out["left"] - out["right"] - cw) // 2
        y = rect.top + (rect.height - ch) // 2 + int(20 * s)
        surface.blit(self._card(page.cards[0], (cw, ch)), (x, y))
        # the Messenger icon sits beside the cost: label it from above
        mx, my = x + int(cw * 0.33), y + int(ch * 0.03)
        pygame.draw.line(surface, theme.ACCENT, (mx, my), (mx, y - int(16 * s)), 2)
        pygame.draw.circle(surface, theme.ACCENT, (mx, my), int(4 * s))
        draw.text(surface, _("Messenger"), (mx, y - int(18 * s)), label_size, theme.ACCENT, kind="bold",
                  anchor="midbottom", fit="shrink")
        for (fx, fy), label, side in notes:
            px, py = x + int(cw * fx), y + int(ch * fy)
            if side == "left":
                tx = x - int(20 * s)
                anchor = "midright"
            else:
                tx = x + cw + int(20 * s)
                anchor = "midleft"
            pygame.draw.line(surface, theme.ACCENT, (px, py), (tx, py), 2)
            pygame.draw.circle(surface, theme.ACCENT, (px, py), int(4 * s))
            draw.text(surface, label, (tx + (-6 if side == "left" else 6), py), label_size, theme.ACCENT,
                      kind="bold", anchor=anchor, fit="shrink")

    def _pic_shields(self, surface: pygame.Surface, rect: pygame.Rect, page: Page, s: float) -> None:
        # drawn over the whole page width below the intro line
        left = rect.left
        top = rect.top + int(10 * s)
        width = rect.width
        cols = 2
        cell_w = width // cols
        cell_h = (rect.height - int(10 * s)) // 3
        icon_size = int(min(cell_h - 60 * s, 90 * s))
        # the cards' word for it ("per Noble shield"), on every shield alike (a playtest asked where Faith's was),
        # unless every card word is the shield's name: "Nobleza · en las cartas: Nobleza" said nothing (playtest 171)
        # TRANSLATORS: under a shield's name on the rules page: its colour, then the word cards use for it ("on
        # cards: Noble" left a newcomer guessing, playtest 330)
        saids = [_("{colour} · cards say “{word}”").format(colour=_(colour), word=_(SHIELD_WORD[key]))
                 for key, _name, colour in SHIELD_ROWS]
        if all(_(SHIELD_WORD[key]).casefold() == _(name).casefold() for key, name, _colour in SHIELD_ROWS):
            saids = [_(colour) for _key, _name, colour in SHIELD_ROWS]
        # one size for the six, the longest's ("amarillo · en las cartas: Campesinado" alone was smaller, 171)
        size = min(draw.fitted(said, int(16 * s), "text", cell_w - int(8 * s), "shrink", theme.MIN_TEXT_PX)[1]
                   for said in saids)
        for i, (key, name, _colour) in enumerate(SHIELD_ROWS):
            r, c = divmod(i, cols)
            cx = left + c * cell_w + cell_w // 2
            cy = top + r * cell_h
            img = draw.icon(f"shield_{key}", icon_size)
            surface.blit(img, img.get_rect(midtop=(cx, cy)))
            draw.text(surface, _(name), (cx, cy + icon_size + int(6 * s)), int(21 * s), theme.TEXT, kind="bold",
                      anchor="midtop", fit="shrink")
            draw.text(surface, saids[i], (cx, cy + icon_size + int(30 * s)), size, theme.TEXT_DIM,
                      anchor="midtop", fit="shrink", max_width=cell_w - int(8 * s))

    def _pic_end(self, surface: pygame.Surface, rect: pygame.Rect, page: Page, s: float) -> None:
        ch = min(rect.height - int(80 * s), int((rect.width - int(40 * s)) / 2 * 7 / 5))
        cw, ch = self._card_size(ch)
        gap = int(30 * s)
        x0 = rect.centerx - cw - gap // 2
        y0 = rect.top + (rect.height - ch - int(40 * s)) // 2
        for i, name in enumerate(page.cards[:2]):
            card = CARDS[card_index(name)]
            gold = card.purse or 0
            surface.blit(self._card(name, (cw, ch), purse_gold=gold), (x0 + i * (cw + gap), y0))
            draw.text(surface, ngettext("purse full: {n} gold", "purse full: {n} gold", gold).format(n=gold),
                      (x0 + i * (cw + gap) + cw // 2, y0 + ch + int(10 * s)), int(17 * s), theme.TEXT,
                      anchor="midtop", fit="shrink")


def _captions(surface: pygame.Surface, captions: list[tuple[str, tuple[int, int]]], size: int, width: int) -> None:
    """Draw captions centred under pictures (each words and midtop), ``width`` wide at most, at one size: each on
    one line, else two, smaller only where two lines do not hold one."""
    size = max(theme.MIN_TEXT_PX, size)
    while size > theme.MIN_TEXT_PX and any(len(draw.wrap(words, draw.font(size), width)) > 2
                                           for words, _at in captions):
        size -= 1
    f = draw.font(size)
    for words, (x, y) in captions:
        for line in draw.wrap_balanced(words, f, width):
            y = draw.text(surface, line, (x, y), size, theme.TEXT, anchor="midtop", max_width=width).bottom
