"""Words drawn on the field while a card is held: the price under the dragged card and what each lit space
scores and brings."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from castlecombo.combo.engine import actions as A
from castlecombo.combo.ui.card_markup import coin_with_number
from castlecombo.combo.ui.table_layout import TableLayout
from castlecombo.i18n import _, ngettext
from castlecombo.kit import theme
from castlecombo.kit.draw import Colour, font, text, two_lines_between, wrap


@dataclass
class SpaceNotes:
    """What the lit spaces say under their points for the card dragged or chosen, each by lit space."""

    losses: dict[int, str] = field(default_factory=dict)  # the tableau's card that loses most there, in words
    gold: dict[int, int] = field(default_factory=dict)  # the gold the card brings there
    # the points of the card's position scroll, not yet counted there (the frame is not set) but still possible:
    # the Astronomer's lit spaces all said "+0 points now" (playtest 78)
    later: dict[int, int] = field(default_factory=dict)
    where: str = ""  # the position scroll's place, in words ("if in the left column")
    # the points of the card's position scroll lost there, whatever comes: a newcomer put the Duchess where she could
    # never be in the top row, the space saying only "+2 points now" beside others' "maybe +8" (playtest 211)
    never: dict[int, int] = field(default_factory=dict)


def draw_tag_under(surface: pygame.Surface, tag: str, colour: Colour, rect: pygame.Rect, sc: float) -> None:
    """Draw ``tag`` on a panel under the dragged card ``rect``, on up to two lines about as wide as the card and
    its neighbours (on one, a long price ran past the tableau and over the log)."""
    size_px = round(17 * sc)
    room = max(2 * rect.width, round(200 * sc))
    lines = wrap(tag, font(size_px, "bold"), room)
    if len(lines) == 2:  # "face up: pay 4 gold" / "(F: face down)", not broken inside the brackets
        lines = two_lines_between(tag, font(size_px, "bold"), room, "  ")
    while len(lines) > 2 and size_px > theme.MIN_TEXT_PX:  # smaller rather than cut ("(F: virada para" ended it)
        size_px -= 1
        lines = wrap(tag, font(size_px, "bold"), room)
    if len(lines) > 2:
        lines = [lines[0], " ".join(lines[1:])]  # the second line takes the rest, shrunk to fit
    step = font(size_px, "bold").get_linesize()
    widest = max(font(size_px, "bold").size(line)[0] for line in lines)
    back = pygame.Rect(0, 0, min(widest, room) + 12, step * len(lines) + 6)
    back.midtop = (rect.centerx, rect.bottom + 1)
    back.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, theme.PANEL, back, border_radius=6)
    for i, line in enumerate(lines):
        text(surface, line, (back.centerx, back.y + 3 + i * step), size_px, colour, "bold", anchor="midtop",
             max_width=room, fit="shrink")


def draw_points_now(surface: pygame.Surface, rect: pygame.Rect, points: int, sc: float, loss: str = "",
                    gold: int = 0, later: int = 0, never: int = 0) -> None:
    """Draw on a lit space what placing the card there scores ("+3", "points now" under it), the ``gold`` it
    brings there ("+4 gold"), the ``later`` points its position scroll may still score there ("maybe +8") or the
    ``never`` ones it cannot ("no +8 here"), and the card that loses most, ``loss``, where one does: the whole block
    centred up and down, clear of the space's frame."""
    # TRANSLATORS: under "+3" on a lit space: what placing the card there scores
    label = ngettext("point now", "points now", abs(points))
    size = max(theme.MIN_TEXT_PX, round(13 * sc))
    room = rect.width - max(6, rect.width // 8)  # air at both ends: on a large space the words touched them
    lines = wrap(label, font(size), room)  # "points / maintenant" at small sizes, never broken inside a word:
    if len(lines) > 2 or " ".join(lines).split() != label.split():  # "point maintena" was cut (a playtest)
        lines = label.split() if len(label.split()) == 2 else [label]  # a word a line, shrunk to fit
    if any(font(theme.MIN_TEXT_PX).size(line)[0] > room for line in lines):
        lines = []  # too narrow even at the smallest size: the number alone, rather than a word cut short
    number = round(30 * sc)
    number_h = font(number, "bold").get_ascent()
    step = font(size).get_linesize()
    least = font(theme.MIN_TEXT_PX, "bold")
    losses = [loss] if loss and least.size(loss)[0] <= room - 8 else loss.rsplit(" ", 1)  # "Sculptrice" / "−8"
    if not loss or any(least.size(part)[0] > room - 8 for part in losses):
        losses = []  # no room for it whole
    # TRANSLATORS: on a lit space, under its points: the gold the card brings if placed there
    gains = [ngettext("+{n} gold", "+{n} gold", gold).format(n=gold)] if gold > 0 else []
    coin = bool(gains) and least.size(gains[0])[0] > room - 8  # "+6 monedas" does not fit a small space:
    if coin:
        gains = [f"+{gold}"]  # "+6" and a coin
    # TRANSLATORS: on a lit space, under "+0 points now": the points the card's scroll scores at the end if the
    # final 3x3 puts it in the scroll's row or column (not known yet)
    maybe = [_("maybe {n:+d}").format(n=later)] if later else []
    if maybe and least.size(maybe[0])[0] > room - 8:
        maybe = [f"{later:+d}?"]
    if never and not later:
        # TRANSLATORS: on a lit space, under its points: the card's position scroll can never score there ("never
        # +8" read unclear, playtest 229)
        maybe = [_("no {n:+d} here").format(n=never)]
        if least.size(maybe[0])[0] > room - 8:  # "pas de +…" on a small space (playtest 260)
            # TRANSLATORS: the same, shorter, where "no +8 here" does not fit a small space
            maybe = [_("no {n:+d}").format(n=never)]

    def height() -> int:
        return number_h + round(4 * sc) + (len(lines) + len(gains) + len(maybe) + len(losses)) * step

    if (losses or gains or maybe) and height() > rect.height - 6:
        lines = []  # a small space: the number, the gold and why, rather than the words every lit space says
    if gains and (losses or maybe) and height() > rect.height - 6:
        gains = []  # why the points fall comes first
    if maybe and losses and height() > rect.height - 6:
        maybe = []
    y = rect.centery - height() // 2
    text(surface, f"{points:+d}", (rect.centerx, y), number, theme.TEXT, "bold", anchor="midtop", box=rect)
    y += number_h + round(4 * sc)
    for line in lines:  # in the text's colour: grey on the lit space's green was hard to read (a keyboard playtest)
        text(surface, line, (rect.centerx, y), size, theme.TEXT, anchor="midtop", box=rect, max_width=room,
             fit="shrink")
        y += step
    chips = ([(words, theme.ACCENT, coin) for words in gains]
             + [(words, theme.LOSS if never and not later else theme.LEGAL, False) for words in maybe]
             + [(part, theme.LOSS, False) for part in losses])
    for words, colour, with_coin in chips:  # on the dark: red and gold words did not read on the lit space's green
        picture = coin_with_number("", step - 4) if with_coin else None
        wide = font(size, "bold").size(words)[0] + (picture.get_width() + 3 if picture is not None else 0)
        chip = pygame.Rect(0, 0, min(room, wide + 8), step)
        chip.midtop = (rect.centerx, y)
        pygame.draw.rect(surface, theme.PANEL, chip, border_radius=4)
        spot = text(surface, words, (chip.x + 4, y + step // 2), size, colour, "bold", anchor="midleft",
                    box=rect, max_width=room - 8, fit="shrink")
        if picture is not None:
            surface.blit(picture, picture.get_rect(midleft=(spot.right + 3, y + step // 2)))
        y += step


def draw_refusal(surface: pygame.Surface, lay: TableLayout, reason: str, row: int = 0) -> pygame.Rect:
    """Draw why a drop was refused in a red box over the field: over its ``row``, at the top or the bottom of the
    field where that row is at an end (or not drawn); return the box."""
    sc = lay.scale
    size, room = round(20 * sc), lay.centre.w - round(64 * sc)
    lines = wrap(reason, font(size, "bold"), room)
    while len(lines) > 3 and size > round(15 * sc):  # smaller, not cut: "…para trazê-lo para" (playtest 190)
        size -= 1
        lines = wrap(reason, font(size, "bold"), room)
    if len(lines) > 4:
        lines = [*lines[:3], lines[3] + "…"]
    step = font(size, "bold").get_linesize()
    width = max(font(size, "bold").size(line)[0] for line in lines)
    box = pygame.Rect(0, 0, width + round(32 * sc), len(lines) * step + round(16 * sc))
    box.midtop = (lay.centre.centerx, lay.field_rect.y + round(10 * sc))
    shown = [r for r in range(A.FIELD) if any(cell.w for cell in lay.cells[r * A.FIELD:(r + 1) * A.FIELD])]
    if row >= shown[-1]:  # away from where the player aimed, and from the cards
        box.bottom = lay.field_rect.bottom - round(10 * sc)
    elif row > shown[0]:
        box.centery = next(cell for cell in lay.cells[row * A.FIELD:(row + 1) * A.FIELD] if cell.w).centery
    pygame.draw.rect(surface, (70, 34, 30), box, border_radius=10)
    pygame.draw.rect(surface, theme.BAD, box, width=2, border_radius=10)
    y = box.y + round(8 * sc)
    for line in lines:
        text(surface, line, (box.centerx, y), size, theme.TEXT, "bold", anchor="midtop", box=box)
        y += step
    return box
