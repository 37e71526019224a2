"""A one-line text field (a seat's name): typed at a caret that the arrows, Home and End move, with its count of
characters near its most."""

from __future__ import annotations

import functools
from collections.abc import Callable

import pygame

from castlecombo.kit import theme
from castlecombo.kit.draw import font, mix, text
from castlecombo.kit.focus import PRESS_KEYS
from castlecombo.kit.scene import second_click

COUNT_FROM = 4  # a text field shows its count of characters this close to its most
REFUSED_SECONDS = 1.5  # how long a field shows (in red) that characters typed past its most were refused


@functools.lru_cache(maxsize=512)
def drawable(ch: str) -> bool:
    """Return whether character ``ch`` is in the fonts names are drawn in (plain and bold): drawn otherwise than the
    empty box a font draws for a character it lacks (a private-use one's)."""
    def drawn(kind: str, one: str) -> tuple[tuple[int, int], bytes]:
        surface = font(20, kind).render(one, True, (255, 255, 255))
        return surface.get_size(), pygame.image.tobytes(surface, "RGBA")

    return all(drawn(kind, ch) != drawn(kind, "\ue000") for kind in ("text", "bold"))


class TextInput:
    """A one-line text field: click to focus, type, Backspace, Delete, ← → Home End, Enter/Tab/Escape to leave.

    Focusing it selects its words: the first key typed replaces them (a default name is not
    typed after), Backspace clears them. Otherwise typing goes in at the caret (a playtest could mend a typo
    at the start of a name only by deleting the whole of it).
    """

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], text: str = "", *,
                 max_length: int = 20, size: int = 20, placeholder: str = "",
                 on_change: Callable[[str], None] | None = None) -> None:
        self.rect = pygame.Rect(rect)
        self.text = text[:max_length]
        self.max_length = max_length
        self.size = size
        self.placeholder = placeholder
        self.on_change = on_change
        self.focused = False
        self.selected = False  # the words are selected: the next character replaces them
        self.caret = len(self.text)  # where typing goes in, in characters from the start
        self._drawn = (0, size)  # where the words began and their size, as last drawn (a click places the caret)
        self.blink = 0.0
        self.refused = 0.0  # seconds left showing that typed characters past the most were refused
        self._eat_space = False  # focused by Space: the space that key types is not part of the name

    def focus(self, on: bool = True) -> None:
        self.focused = on
        self.selected = on and bool(self.text)
        self.caret = len(self.text)
        self.blink = 0.0
        try:
            if on:
                pygame.key.start_text_input()
        except pygame.error:
            pass

    def press_key(self, key: int) -> bool:
        """The keyboard's focus is on the field: Enter or Space starts typing in it."""
        if key in PRESS_KEYS and not self.focused:
            self.focus(True)
            self._eat_space = key == pygame.K_SPACE
            return True
        return False

    def type_in(self, event: pygame.event.Event) -> bool:
        """The keyboard's focus is on the field and a character is typed: typing starts with it, replacing the
        words (a playtest typed on a ringed name and nothing happened until Enter)."""
        if event.type != pygame.TEXTINPUT or self.focused:
            return False
        self.focus(True)
        return self.handle(event)

    def _set(self, text: str, caret: int | None = None) -> None:
        text = text[: self.max_length]
        self.caret = min(len(text), len(text) if caret is None else caret)
        if text != self.text:
            self.text = text
            if self.on_change:
                self.on_change(text)

    def caret_at(self, x: int) -> int:
        """Return the caret's place nearest the window's ``x``, in the words as last drawn."""
        left, size = self._drawn
        f = font(size)
        return min(range(len(self.text) + 1), key=lambda k: abs(left + f.size(self.text[:k])[0] - x))

    def handle(self, event: pygame.event.Event) -> bool:
        """React to ``event``; return True when it was used."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            inside = self.rect.collidepoint(event.pos)
            if inside and self.focused and second_click(event):  # a double-click selects the words, as
                self.selected = bool(self.text)  # elsewhere: its second click put the caret after "Tú" (232)
                return True
            if inside and self.focused:  # a click in the words being typed puts the caret there
                self.selected, self.caret = False, self.caret_at(event.pos[0])
                return True
            self.focus(inside)
            return inside
        if not self.focused:
            return False
        eat_space, self._eat_space = self._eat_space and event.type == pygame.TEXTINPUT, False
        if eat_space and event.text == " ":
            return True
        if event.type == pygame.TEXTINPUT:
            printable = [ch for ch in event.text if ch.isprintable()]
            clean = "".join(ch for ch in printable if drawable(ch))
            before, after = ("", "") if self.selected else (self.text[:self.caret], self.text[self.caret:])
            room = self.max_length - len(before) - len(after)
            if len(clean) > room or len(clean) < len(printable):  # too many, or not in the fonts (an emoji showed
                self.refused = REFUSED_SECONDS  # as an empty box everywhere the name went, playtest 148)
            self._set(before + clean[:room] + after, len(before) + len(clean[:room]))
            self.selected = False
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
                before, after = self.text[:self.caret], self.text[self.caret:]
                if self.selected:
                    before, after = "", ""
                elif event.key == pygame.K_DELETE:
                    after = after[1:]
                elif event.mod & pygame.KMOD_CTRL:
                    before = before.rstrip().rpartition(" ")[0]
                else:
                    before = before[:-1]
                self._set(before + after, len(before))
                self.selected = False
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
                self.focus(False)
                return True
            if event.key == pygame.K_a and event.mod & pygame.KMOD_CTRL:  # select all, as every text field does
                self.selected = bool(self.text)
                return True
            moves = {pygame.K_LEFT: self.caret - 1, pygame.K_RIGHT: self.caret + 1, pygame.K_HOME: 0,
                     pygame.K_END: len(self.text)}
            if event.key in moves:  # (a letter's own KEYDOWN keeps the words selected)
                if self.selected:  # off the selection: before it, or after it
                    moves = {pygame.K_LEFT: 0, pygame.K_HOME: 0}
                self.caret = max(0, min(len(self.text), moves.get(event.key, len(self.text))))
                self.selected = False
            return True  # swallow other keys while typing
        return False

    def update(self, dt: float) -> None:
        self.blink = (self.blink + dt) % 1.0
        self.refused = max(0.0, self.refused - dt)

    def draw(self, surface: pygame.Surface) -> None:
        fill = (24, 28, 26) if self.focused else (44, 50, 46)
        pygame.draw.rect(surface, fill, self.rect, border_radius=6)
        edge = theme.BAD if self.refused else theme.ACCENT if self.focused else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, self.rect, width=1, border_radius=6)
        pad = max(6, self.rect.height // 4)
        clip = surface.get_clip()
        count = self._count_box(pad) if self.focused and len(self.text) >= self.max_length - COUNT_FROM else None
        # the words keep left of the count; while typing, a name too long for the field slides left
        # so its end and the caret show, and at rest it is drawn smaller or shortened with "…"
        room = pygame.Rect(self.rect.left + pad, self.rect.top, 0, self.rect.height)
        room.width = (count.left - 4 if count is not None else self.rect.right - pad) - room.left
        surface.set_clip(pygame.Rect(self.rect.left + 2, self.rect.top + 1, room.right + 4 - self.rect.left - 2,
                                     self.rect.height - 2).clip(clip))
        caret_x = room.left
        if self.text and self.focused:
            size = self.typing_size(room.width - 4)
            width = font(size).size(self.text)[0]
            to_caret = font(size).size(self.text[:self.caret])[0]
            x = room.left - max(0, to_caret + 4 - room.width)  # slid left as far as the caret needs
            self._drawn = (x, size)
            if self.selected:
                mark = pygame.Rect(x - 2, 0, width + 4, int(size * 1.2))
                mark.centery = self.rect.centery
                pygame.draw.rect(surface, mix(theme.ACCENT, fill, 0.6), mark, border_radius=3)
            text(surface, self.text, (x, self.rect.centery), size, theme.TEXT, anchor="midleft")
            caret_x = x + to_caret
        elif self.text:
            text(surface, self.text, room.midleft, self.size, theme.TEXT, anchor="midleft",
                 max_width=room.width, fit="shrink")
        else:
            if not self.focused and self.placeholder:
                text(surface, self.placeholder, room.midleft, self.size, theme.TEXT_DIM, anchor="midleft",
                     max_width=room.width, fit="shrink")
        if self.focused and self.blink < 0.55:
            x = caret_x + 1
            h = int(self.size * 0.9)
            pygame.draw.line(surface, theme.TEXT, (x, self.rect.centery - h // 2), (x, self.rect.centery + h // 2), 2)
        surface.set_clip(clip)
        if count is not None:
            self._draw_count(surface, count)

    def typing_size(self, room: int) -> int:
        """Return the size the words are typed at: the field's, or smaller (down to 3/4 of it) so that a long
        name fits ``room`` pixels whole rather than sliding its first letters out of sight."""
        least = max(theme.MIN_TEXT_PX, round(self.size * 0.75))
        size = max(theme.MIN_TEXT_PX, self.size)
        while size > least and font(size).size(self.text)[0] > room:
            size -= 1
        return size

    def _count_box(self, pad: int) -> pygame.Rect:
        """Return where the count of characters shows: at the field's right end."""
        w, h = font(self._count_size(), "bold").size(f"{self.max_length}/{self.max_length}")
        box = pygame.Rect(0, 0, w + 8, h + 2)
        box.midright = (self.rect.right - pad // 2, self.rect.centery)
        return box

    def _count_size(self) -> int:
        return max(theme.MIN_TEXT_PX, round(self.size * 0.7))

    def _draw_count(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """Show how many characters the field holds of its most (typing past it adds nothing)."""
        full = len(self.text) >= self.max_length
        colour = theme.BAD if self.refused else theme.ACCENT if full else theme.TEXT_DIM
        text(surface, f"{len(self.text)}/{self.max_length}", box.center, self._count_size(), colour, "bold",
             anchor="center")
