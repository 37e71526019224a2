"""The market panel of the table view: both rows with their decks and discards, and the Messenger."""

from __future__ import annotations

import functools

import pygame

from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.catalog import COST, DECK
from castlecombo.combo.engine.state import FACE_DOWN_GOLD, FACE_DOWN_KEYS, GameState
from castlecombo.combo.ui.cardface import cost_coin
from castlecombo.combo.ui.narration import location_name
from castlecombo.combo.ui.table_gfx import back_surface, card_surface
from castlecombo.combo.ui.table_layout import BUTTON_TEXT, TableLayout
from castlecombo.combo.ui.table_view import Marks, TableView
from castlecombo.i18n import _
from castlecombo.kit import glyphs, theme
from castlecombo.kit.draw import Colour, fitted, font, icon, inside, label_room, panel, text, tint, wrap

DIMMED = (20, 24, 20, 105)  # over a card not to be taken now: the closed row's, one too dear


def draw_face_down_gain(surface: pygame.Surface, midbottom: tuple[int, int], size: int) -> None:
    """Draw what taking a card face down gives in numbers and icons, "+6 (gold) +2 (key)", as short in every
    language (the words were cut above the card in some)."""
    parts = [(f"+{FACE_DOWN_GOLD}", "gold"), (f"+{FACE_DOWN_KEYS}", "key")]
    gap = max(2, size // 5)
    widths = [font(size, "bold").size(words)[0] + gap + size for words, _name in parts]
    x = midbottom[0] - (sum(widths) + 2 * gap) // 2
    for (words, name), width in zip(parts, widths):
        r = text(surface, words, (x, midbottom[1] - size // 2), size, theme.GOOD, "bold", anchor="midleft")
        surface.blit(icon(name, size), (r.right + gap, midbottom[1] - size))
        x += width + 2 * gap


PILE_TEXT = 16  # the size of a deck's and a discard pile's count under it, at scale 1
TAG_LIFT = 7  # px at scale 1 between a display card's top and its price tag: the keyboard cursor's ring


def draw_market(surface: pygame.Surface, view: TableView, s: GameState, marks: Marks) -> None:
    """Draw the market panel: the Messenger's row lit, price tags and flip buttons when ``marks.offer``."""
    panel(surface, view.layout.market, alpha=255, radius=10)
    with inside(view.layout.market):
        _draw_rows(surface, view, s, marks)


def _pile_label(surface: pygame.Surface, words: str, count: int, pile: pygame.Rect, left: int, right: int,
                sc: float) -> None:
    """Write ``words`` under ``pile``, centred on it as far as the room between ``left`` and ``right`` allows; the
    count alone where the words do not fit even at the smallest size ("baralho 36" ran under a card at 150 %)."""
    if font(theme.MIN_TEXT_PX).size(words)[0] > min(pile.w + round(24 * sc), right - left):
        words = str(count)  # the count alone under the pile, not "défausse…" (a playtest)
    width = min(font(round(PILE_TEXT * sc)).size(words)[0], pile.w + round(24 * sc), right - left)
    x = min(max(pile.centerx, left + (width + 1) // 2), right - (width + 1) // 2)
    text(surface, words, (x, pile.bottom + 2), round(PILE_TEXT * sc), theme.TEXT_DIM, anchor="midtop", fit="shrink",
         max_width=width)


def pile_label_bands(lay: TableLayout) -> list[pygame.Rect]:
    """Return the lines the decks' and discards' counts are written on, across the market (one per row)."""
    h = font(round(PILE_TEXT * lay.scale)).get_linesize()
    return [pygame.Rect(lay.market.x, deck.bottom + 2, lay.market.w, h) for deck in lay.deck]


def row_label(lay: TableLayout, s: GameState, marks: Marks, loc: int) -> tuple[str, tuple[int, int], int]:
    """Return the name line over market row ``loc``: its words, where it starts and its size."""
    label = location_name(loc)
    if not s.alive[loc]:
        # TRANSLATORS: a market row's name when its location is out of the game ("Castle (left the game)")
        label = _("{place} (left the game)").format(place=label)
    elif loc == s.messenger and not marks.offer:
        # while a human picks, the price tags above the cards need this line's room
        label = _("{place}  ·  the Messenger is here").format(place=label)
    size = round(19 * lay.scale)
    # the whole line above the lit row's band: its edge ran through the letters' tails ("Castelo · o Mensageiro
    # está aqui", a playtest), by 3 or 4 px at every size
    lx, ly = lay.row_label[loc]
    ly = max(lay.market.top + 2, min(ly, lay.slots[loc][0].y - 8 - font(size, "bold").get_height()))
    return label, (lx, ly), size


def row_label_rects(lay: TableLayout, s: GameState, marks: Marks) -> list[pygame.Rect]:
    """Return where both market rows' name lines are drawn (as wide as their words, up to the market's edge)."""
    out = []
    for loc in range(2):
        label, (x, y), size = row_label(lay, s, marks, loc)
        w, h = font(size, "bold").size(label)
        out.append(pygame.Rect(x, y, min(w, lay.market.right - x), h))
    return out


def _draw_rows(surface: pygame.Surface, view: TableView, s: GameState, marks: Marks) -> None:
    lay = view.layout
    sc = lay.scale
    active = s.messenger
    dragged = marks.drag.slot if marks.drag is not None else None
    for loc in range(2):
        row = lay.slots[loc]
        if loc == active:
            band = pygame.Rect(row[0].x - 6, row[0].y - 6, row[2].right - row[0].x + 12, row[0].h + 12)
            pygame.draw.rect(surface, (58, 70, 60), band, border_radius=10)
            pygame.draw.rect(surface, theme.ACCENT, band, width=2, border_radius=10)
        label, at, size = row_label(lay, s, marks, loc)
        text(surface, label, at, size, theme.ACCENT if loc == active else theme.TEXT_DIM, "bold", fit="shrink")
        deck = lay.deck[loc]
        if s.decks[loc]:
            surface.blit(back_surface(loc, deck.size), deck)
        else:
            pygame.draw.rect(surface, theme.PANEL_EDGE, deck, width=1, border_radius=8)
        # TRANSLATORS: under a market deck: how many cards are left in it
        words = _("deck {n}").format(n=len(s.decks[loc]))
        # clear of the cursor's ring round the row's first card ("deck 36" read "deck 3" at 150 %), in the panel
        _pile_label(surface, words, len(s.decks[loc]), deck, lay.market.left + round(4 * sc),
                    row[0].left - round((TAG_LIFT + 4) * sc), sc)
        for slot, rect in enumerate(row):
            card = s.displays[loc][slot]
            if card < 0 or marks.hidden_slot == (loc, slot) or (loc, slot) in marks.veil.slots \
                    or (loc == active and dragged == slot):
                pygame.draw.rect(surface, theme.PANEL_EDGE, rect, width=1, border_radius=8)
                continue
            flipped = loc == active and marks.offer and marks.flip[slot]
            img = back_surface(DECK[card], rect.size) if flipped else card_surface(card, rect.size)
            surface.blit(img, rect)
            if loc != active:
                tint(surface, rect, DIMMED)  # the row to take from stands out (playtest 82: alike)
            if loc == active and marks.offer:
                _draw_offer(surface, view, s, marks, slot, flipped)
        disc = lay.discard[loc]
        top = marks.veil.discard_top(loc, s.discards[loc])
        if top is not None:
            surface.blit(card_surface(top, disc.size), disc)
            tint(surface, disc, (20, 24, 20, 110))
        else:
            pygame.draw.rect(surface, theme.PANEL_EDGE, disc, width=1, border_radius=8)
        # TRANSLATORS: under a market discard pile: how many cards it holds
        words = _("discards {n}").format(n=len(s.discards[loc]))
        # clear of the ring the keyboard cursor draws round the card beside it (it hid the "d" at 1024x640)
        # and inside the market's frame ("discards 12" ran over it at 1920x1080)
        _pile_label(surface, words, len(s.discards[loc]), disc, row[2].right + round((TAG_LIFT + 4) * sc),
                    lay.market.right - max(3, round(4 * sc)), sc)
    tok = lay.messenger[active]
    ic = icon("messenger", tok.w + 6)
    surface.blit(ic, ic.get_rect(center=marks.veil.messenger or tok.center))


def _draw_offer(surface: pygame.Surface, view: TableView, s: GameState, marks: Marks, slot: int,
                flipped: bool) -> None:
    """The price tag above a card the player to move may take, and its face-down button."""
    rect = view.layout.slots[s.messenger][slot]
    card = s.displays[s.messenger][slot]
    price = s.price(s.current, card)
    if flipped:  # numbers and icons, above the row's band as a price tag is
        sc = view.layout.scale
        draw_face_down_gain(surface, (rect.centerx, rect.top - round(TAG_LIFT * sc) - 2), round(14 * sc))
        tag, colour = "", theme.TEXT
    elif price > s.players[s.current].gold:  # the card's own badge shows its price unless a discount changed it
        # TRANSLATORS: a price tag above a market card the player cannot afford
        tag = _("costs {price}: too dear").format(price=price)  # its badge is struck: the tag says the price
        colour = theme.LOSS  # light, its price struck and the card dimmed: red alone was olive to a colour-blind eye
        tint(surface, rect, DIMMED)  # as dim as the closed row: not to be had face up
        glyphs.struck(surface, cost_coin(rect.size).move(rect.topleft), theme.LOSS)
        # the shorter words rather than smaller ones: shrunk to the card's width it was 13 px in red beside a 21 px
        # "pay 2" at 150 % (playtest 90)
        size = max(theme.MIN_TEXT_PX, round(14 * view.layout.scale))  # as text() draws it
        if font(size, "bold").size(tag)[0] > rect.w:
            # TRANSLATORS: the same price tag, shorter, where "costs {price}: too dear" does not fit above the card
            # ("1: too dear" read as cryptic, playtest 109)
            tag = _("too dear ({price})").format(price=price)
    else:
        # TRANSLATORS: a price tag above a market card whose price a discount changed
        tag, colour = (_("pay {price}").format(price=price) if price != COST[card] else ""), theme.TEXT
    if tag:  # above the lit row's band and the keyboard cursor's ring (they would hide its lower half)
        sc = view.layout.scale
        text(surface, tag, (rect.centerx, rect.top - round(TAG_LIFT * sc) - 2), round(14 * sc), colour, "bold",
             anchor="midbottom", max_width=rect.w, fit="shrink")  # prices: within the card (wider, neighbours' tags
        # ran together: "demasiado cara a 3 demasiado cara a 5", playtest 112)
    fr = view.flip_rect(s, slot)
    hover = marks.hover is not None and fr.collidepoint(marks.hover)
    pygame.draw.circle(surface, theme.ACCENT if (hover or flipped) else theme.BUTTON, fr.center, fr.w // 2)
    pygame.draw.circle(surface, theme.PANEL, fr.center, fr.w // 2, width=2)
    ic = icon("facedown", int(fr.w * 0.62))
    surface.blit(ic, ic.get_rect(center=fr.center))


def draw_keys(surface: pygame.Surface, view: TableView, s: GameState, enabled: tuple[bool, bool], hint: str,
              hover: tuple[int, int] | None, lit: Colour | None = None, why: tuple[str, str] = ("", "")) -> str:
    """Draw the two key buttons (move the Messenger, refresh its row), a greyed one saying ``why`` instead where
    given and whole there, and ``hint`` under the market (bold in colour ``lit`` when it says something the table
    lights up), cut with "…" where it has no room; return the ``why`` too long for its button under the pointer
    ("" if none)."""
    lay = view.layout
    base = round(BUTTON_TEXT * lay.scale)
    rects = lay.key_move, lay.key_refresh
    said: list[str] = []  # each button's words: why it is greyed where given and whole there, else its label
    unsaid = ""
    for rect, label, on, reason in zip(rects, (key_move_label(1 - s.messenger), key_refresh_label(s.messenger)),
                                       enabled, why, strict=True):
        greyed = "" if on else reason
        if greyed and fitted(greyed, base, "bold", label_room(rect), "shrink", theme.MIN_TEXT_PX)[0] == greyed:
            said.append(greyed)
            continue
        if greyed and hover is not None and rect.collidepoint(hover):
            unsaid = greyed
        said.append(label)
    # the pair at one size, the words shown's (sized by the labels, a short "Non hai chiavi" was drawn small, 333):
    # the longer shrinks, the other follows
    size = min(fitted(words, base, "bold", label_room(rect), "shrink", theme.MIN_TEXT_PX)[1]
               for words, rect in zip(said, rects, strict=True))
    for rect, words, on in zip(rects, said, enabled, strict=True):
        view.draw_button(surface, rect, words, on, hover, size)
    box = pygame.Rect(lay.hint, (lay.market.right - 12 - lay.hint[0], lay.market.bottom - 4 - lay.hint[1]))
    kind = "bold" if lit else "text"
    size = max(theme.MIN_TEXT_PX, round(15 * lay.scale))  # measured at the size text() will draw it
    lines = wrap(hint, font(size, kind), box.w)
    while size > theme.MIN_TEXT_PX and len(lines) * font(size, kind).get_linesize() > box.h:
        size -= 1  # smaller words before fewer of them
        lines = wrap(hint, font(size, kind), box.w)
    step = font(size, kind).get_linesize()
    if len(lines) * step > box.h:  # at the least size: lines a little closer rather than one fewer
        step = max(size + 2, box.h // len(lines))
    room = max(1, box.h // step)
    if len(lines) > room:  # the last line that shows ends in "…"
        lines = [*lines[:room - 1], " ".join(lines[room - 1:])]
    for k, line in enumerate(lines):
        text(surface, line, (box.x, box.y + k * step), size, lit or theme.TEXT_DIM, kind, box=box)
    return unsaid


def hint_height(view: TableView, words: str) -> int:
    """Return the height in pixels ``words`` take on the line under the key buttons at its own size (wrapped)."""
    lay = view.layout
    f = font(max(theme.MIN_TEXT_PX, round(15 * lay.scale)))
    return len(wrap(words, f, lay.market.right - 12 - lay.hint[0])) * f.get_linesize()


def hint_roomy(view: TableView, words: str) -> bool:
    """Return whether the line under the key buttons holds ``words`` whole at its own size (none shrunk or cut)."""
    lay = view.layout
    return _roomy(words, lay.scale, lay.market.right - 12 - lay.hint[0], lay.market.bottom - 4 - lay.hint[1])


@functools.lru_cache(maxsize=16)  # asked every frame a suggestion is shown
def _roomy(words: str, scale: float, width: int, height: int) -> bool:
    """:func:`hint_roomy` for a line ``width`` by ``height`` pixels at ``scale``."""
    f = font(max(theme.MIN_TEXT_PX, round(15 * scale)), "bold")
    return len(wrap(words, f, width)) * f.get_linesize() <= height


def key_move_label(to: int) -> str:
    """Return the label of the key button that walks the Messenger to location ``to``."""
    # TRANSLATORS: button: spend a key to move the Messenger to the other location
    return _("Key: Messenger to Castle") if to == 0 else _("Key: Messenger to Village")


def key_refresh_label(loc: int) -> str:
    """Return the label of the key button that refreshes the display of location ``loc``."""
    # TRANSLATORS: button: spend a key to replace the cards of the location's display
    return _("Key: refresh Castle") if loc == 0 else _("Key: refresh Village")


def closed_row_words(state: GameState) -> str:
    """Return why a card of the row the Messenger is not by cannot be taken, and what can be done instead."""
    key = A.KEY_MOVE in state.legal_actions()
    if state.messenger == 0:
        return (_("The Messenger stands by the Castle row: take a card from there, or spend a key to move him here.")
                if key else _("The Messenger stands by the Castle row: you may only take a card from there."))
    return (_("The Messenger stands by the Village row: take a card from there, or spend a key to move him here.")
            if key else _("The Messenger stands by the Village row: you may only take a card from there."))
