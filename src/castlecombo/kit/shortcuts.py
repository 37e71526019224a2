"""The "?" overlay of a table: what the mouse does, then every keyboard shortcut, from the list the table's keys
obey."""

from __future__ import annotations

import functools
from collections.abc import Callable

import pygame

from castlecombo.i18n import N_, _
from castlecombo.kit import theme
from castlecombo.kit.draw import button_frame, dim, font, inside, panel, text, ui_scale, wrap
from castlecombo.kit.scene import Navigator, Scene

# TRANSLATORS: the title of the "?" list at a table: what the mouse does, then every key
TITLE = N_("Mouse and keyboard")
NEXT_KEYS = (pygame.K_RIGHT, pygame.K_PAGEDOWN, pygame.K_DOWN)
BACK_KEYS = (pygame.K_LEFT, pygame.K_PAGEUP, pygame.K_UP)

Row = tuple[str, list[str]]  # the keys, and the lines of what they do


class ShortcutsScene(Scene):
    """Every shortcut of a table over it, dimmed: ``rows()`` gives the (mouse or keys, what they do) lines in the
    language spoken now. Where they do not fit at a readable size, they go on pages (the arrows or a click turn
    them); any other key closes it, as a click on the last page does."""

    transparent = True

    def __init__(self, app: Navigator, rows: Callable[[], list[tuple[str, str]]]) -> None:
        super().__init__(app)
        self.rows = rows
        self.page = 0
        self.hover: tuple[int, int] | None = None

    def _laid_out(self) -> Fitted:
        w, h = self.app.size
        sc = ui_scale((w, h))
        return _fitted(tuple(self.rows()), min(w - 40, round(900 * sc)), h - 20, sc)

    def _box(self) -> pygame.Rect:
        """Return the list's panel on the screen."""
        w, h = self.app.size
        box = pygame.Rect(0, 0, min(w - 40, round(900 * ui_scale((w, h)))), min(self._laid_out()[0], h - 20))
        box.center = (w // 2, h // 2)
        return box

    def _close(self) -> pygame.Rect:
        """Return the × in the panel's top right corner that closes the list (for a mouse alone, playtest 82: a
        click turned the page and only a key closed the list before its last page)."""
        box = self._box()
        side = round(34 * ui_scale(self.app.size))
        return pygame.Rect(box.right - side - side // 3, box.y + side // 3, side, side)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        if event.type not in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
            return
        if event.type == pygame.MOUSEBUTTONUP and (self._close().collidepoint(event.pos)
                                                   or not self._box().collidepoint(event.pos)):
            self.app.stack.pop()  # the × or a click beside the list
            return
        pages = len(self._laid_out()[4])
        if event.type == pygame.KEYDOWN and event.key in BACK_KEYS and self.page > 0:
            self.page -= 1
        elif (event.type == pygame.MOUSEBUTTONUP or event.key in NEXT_KEYS) and self.page + 1 < pages:
            self.page += 1
        else:  # on one page, any key or click closes the list, as before there were pages
            self.app.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 200, (10, 12, 10))
        w, h = surface.get_size()
        sc = ui_scale((w, h))
        box = pygame.Rect(0, 0, min(w - 40, round(900 * sc)), 0)
        box.h, size, row, keys_w, pages = _fitted(tuple(self.rows()), box.w, h - 20, sc)
        self.page = min(self.page, len(pages) - 1)
        box.h = min(box.h, h - 20)
        box.center = (w // 2, h // 2)
        panel(surface, box, alpha=255, radius=12, edge=theme.ACCENT, width=2)
        with inside(box):
            text(surface, _(TITLE), (box.centerx, box.y + round(18 * sc)), round(30 * sc),
                 theme.ACCENT, "title", anchor="midtop", fit="shrink")
            y = box.y + round(72 * sc)
            x = box.x + round(30 * sc)
            for keys, ws in pages[self.page]:
                text(surface, keys, (x, y), size, theme.HIGHLIGHT, "bold", max_width=keys_w - 10, fit="shrink")
                for line in ws:
                    text(surface, line, (x + keys_w, y), size, theme.TEXT)
                    y += row
            text(surface, _footer(self.page, len(pages)), (box.centerx, box.bottom - round(12 * sc)),
                 max(theme.MIN_TEXT_PX, round(15 * sc)), theme.TEXT_DIM, anchor="midbottom", fit="shrink",
                 max_width=box.w - 2 * round(30 * sc))  # the rows' margins: it ran into the frame (playtest 181)
        close = self._close()
        lit = self.hover is not None and close.collidepoint(self.hover)
        colour = button_frame(surface, close, hover=lit)
        arm = close.w // 4
        for dx in (-arm, arm):
            pygame.draw.line(surface, colour, (close.centerx - dx, close.centery - arm),
                             (close.centerx + dx, close.centery + arm), max(2, round(3 * sc)))


def _footer(page: int, pages: int) -> str:
    """Return what the foot of the list says: how to close it, or, on pages, which one this is and how to turn."""
    if pages == 1:
        return _("Any key or click closes this list.")
    if page == 0:
        # TRANSLATORS: the foot of the first page of the "?" list when it has several pages
        return _("Page {page} of {pages}  ·  Right arrow or a click: the next page  ·  any other key closes the "
                 "list").format(page=page + 1, pages=pages)
    if page + 1 < pages:  # Left goes back too (a re-check playtest found it unsaid on a middle page)
        # TRANSLATORS: the foot of a middle page of the "?" list
        return _("Page {page} of {pages}  ·  Right arrow or a click: the next page  ·  Left arrow: the page before  ·  "
                 "any other key closes the list").format(page=page + 1, pages=pages)
    # TRANSLATORS: the foot of the last page of the "?" list
    return _("Page {page} of {pages}  ·  Left arrow: the page before  ·  any other key or a click closes the "
             "list").format(page=page + 1, pages=pages)


Fitted = tuple[int, int, int, int, list[list[Row]]]


def _wrapped(rows: tuple[tuple[str, str], ...], width: int, size: int, sc: float) -> tuple[int, int, list[Row]]:
    """Return (a row's height, the keys' column width, each row's keys and wrapped words) at text ``size``."""
    row = size + round(8 * size / 18)
    keys_w = min(max(font(size, "bold").size(k)[0] for k, _words in rows) + round(30 * sc), width // 3)
    words_w = width - keys_w - round(60 * sc)
    return row, keys_w, [(k, wrap(words, font(size), words_w)) for k, words in rows]


@functools.lru_cache(maxsize=32)  # asked on every frame the list is shown
def _fitted(rows: tuple[tuple[str, str], ...], width: int, most: int, sc: float) -> Fitted:
    """Return (the box's height, the text size, a row's height, the keys' column width, the pages of rows) at the
    largest size down to 15 px at 100 % whose lines all fit ``most`` pixels on one page, else on as many pages as
    the full size needs (the list shrank to 12 px at 150 % in a small window, a playtest)."""
    frame = round(90 * sc) + round(40 * sc)  # the title over the rows, the foot under them
    full = max(theme.MIN_TEXT_PX, round(18 * sc))
    for size in range(full, max(theme.MIN_TEXT_PX, round(15 * sc)) - 1, -1):
        row, keys_w, wrapped = _wrapped(rows, width, size, sc)
        height = frame + sum(len(ws) for _k, ws in wrapped) * row
        if height <= most:
            return height, size, row, keys_w, [wrapped]
    row, keys_w, wrapped = _wrapped(rows, width, full, sc)
    room = max(1, (most - frame) // row)  # lines a page holds
    count = len(_paged(wrapped, room))
    # as few pages, as evenly filled: the last page held "F11" alone (playtest 101)
    even = next(lines for lines in range(1, room + 1) if len(_paged(wrapped, lines)) <= count)
    pages = _paged(wrapped, even)
    tallest = max(sum(len(ws) for _k, ws in page) for page in pages)
    return frame + tallest * row, full, row, keys_w, pages


def _paged(wrapped: list[Row], lines: int) -> list[list[Row]]:
    """Return ``wrapped`` rows in order on pages of at most ``lines`` lines (a longer row alone on its page)."""
    pages: list[list[Row]] = [[]]
    used = 0
    for keys, ws in wrapped:
        if pages[-1] and used + len(ws) > lines:
            pages.append([])
            used = 0
        pages[-1].append((keys, ws))
        used += len(ws)
    return pages


def is_help_key(event: pygame.event.Event) -> bool:
    """True if ``event`` is "?" pressed (Shift+/ where the layout gives no character)."""
    return event.type == pygame.KEYDOWN and (getattr(event, "unicode", "") == "?" or (
        event.key == pygame.K_SLASH and bool(event.mod & pygame.KMOD_SHIFT)))


def open_keys_help(app: Navigator, top: Scene | None, event: pygame.event.Event) -> bool:
    """Open the "?" list of ``top`` (its ``keys_help``) where ``event`` is "?" and it has one; return whether it
    did (a screen typing text takes "?" as a character)."""
    if top is None or not top.keys_help or top.takes_text() or not is_help_key(event):
        return False
    keys = top.keys_help
    app.stack.push(ShortcutsScene(app, lambda: [(_(k), _(w)) for k, w in keys]))
    return True


def open_settings_key(app: Navigator, top: Scene | None, event: pygame.event.Event) -> bool:
    """Open the settings over ``top`` where ``event`` is F2 and it takes it (its ``settings_key``: the score pad
    and the review, as a table does itself; playtest 328); return whether it did."""
    if top is None or not top.settings_key or event.type != pygame.KEYDOWN or event.key != pygame.K_F2:
        return False
    app.open_settings()
    return True
