"""Pages of a game's rules: Previous / Next / Back, the page dots, the text and picture halves. A ring shows the
button Enter (or Space) presses: Next, Done on the last page, or another one Tab moved it to."""

from __future__ import annotations

import functools
from abc import ABC, abstractmethod

import pygame

from castlecombo import i18n
from castlecombo.i18n import N_, _, pgettext
from castlecombo.kit import draw, forms, screen_keys, theme
from castlecombo.kit.focus import Focusable, FocusRing
from castlecombo.kit.scene import Navigator

PICTURE_KEPT = 0.85  # a larger UI scale keeps at least this share of a page's picture's width at 100 %


class RulesPagesScene(forms.FormScene, ABC):
    """Pages of rules with Previous / Next and dots; a game's scene says what a page holds (``draw_page``)."""
    keys_help = screen_keys.RULES

    heading = N_("How to play")  # the small line above each page's title (marked N_, translated when drawn)
    split = 0.5  # the share of the width left of the picture
    widest_split = 0.65  # the most the text may take when a larger UI scale asks for larger words
    picture_gap = 10  # between the text and the picture, at scale 1
    indent = 26  # a paragraph's indent, in pixels at text size 21 (the text's size scales it)
    gap = 16  # between paragraphs, in pixels at text size 21

    left_at = 0  # the page shown when the pages of this game were last closed (set per game's scene class)

    def __init__(self, app: Navigator, page_count: int, back_label: str = N_("Back to menu"),
                 page: int | None = 0) -> None:
        super().__init__(app)
        if page is None:  # where the reader left them (a game's table: "Your turn" again, not page 1)
            page = type(self).left_at
        self.page = max(0, min(page_count - 1, page)) if page >= 0 else page_count - 1  # -1: the last page
        self.page_count = page_count
        self.back_label = back_label  # marked N_: translated when drawn
        self.prev = forms.Button((0, 0, 10, 10), "", self.previous_page)
        self.next = forms.Button((0, 0, 10, 10), "", self.next_page, primary=True)
        self.back = forms.Button((0, 0, 10, 10), "", self.close)
        self.ring = FocusRing("next")  # the button Enter presses; the pointer hides the ring
        self._labels()
        self.text_rect = pygame.Rect(0, 0, 0, 0)
        self.pic_rect = pygame.Rect(0, 0, 0, 0)
        self._scale_for: tuple[object, float] = ((), 1.0)  # (window, setting, language) and the scale chosen

    @abstractmethod
    def page_title(self) -> str:
        """Return the title of the page shown."""

    @abstractmethod
    def page_words(self) -> list[str]:
        """Return the paragraphs of the page shown, in the language spoken now."""

    @abstractmethod
    def draw_page(self, surface: pygame.Surface, s: float) -> None:
        """Draw the page shown into ``text_rect`` and ``pic_rect`` at scale ``s``."""

    def next_page(self) -> None:
        """Show the next page; after the last one, close."""
        if self.page < self.page_count - 1:
            self.page += 1
        else:
            self.page = 0  # read to the end: the next reading starts again
            self.close()

    def close(self) -> None:
        """Back to the scene below, keeping the page shown for the next opening that asks for it."""
        type(self).left_at = self.page
        super().close()

    def previous_page(self) -> None:
        """Show the page before (none before the first)."""
        self.page = max(0, self.page - 1)

    def _labels(self) -> None:
        """Word the buttons in the language spoken now (it may change while the pages are shown)."""
        # TRANSLATORS: buttons of the rules pages; "Done" closes them after the last page
        self.prev.label = _("‹ Previous")
        last = self.page >= self.page_count - 1
        self.next.label = pgettext("button", "Done") if last else _("Next ›")
        self.back.label = _(self.back_label)

    def place(self, w: int, h: int, s: float) -> None:
        m = int(30 * s)
        self._halves(w, h, s, self.split)
        bw, bh = int(150 * s), int(44 * s)
        y = h - int(62 * s)
        self.next.rect = pygame.Rect(w - m - bw, y, bw, bh)
        self.prev.rect = pygame.Rect(w - m - 2 * bw - int(12 * s), y, bw, bh)
        # as wide as its words need, short of the page dots: "Back to the final tableaux" shrank to 12 px, Spanish's
        # was cut (playtest 266)
        dots = w // 2 - (self.page_count * 9 + 24) * s
        need = draw.font(int(20 * s)).size(_(self.back_label))[0] + int(36 * s)
        self.back.rect = pygame.Rect(m, y, int(max(170 * s, min(need, dots - m))), bh)
        for b in (self.next, self.prev, self.back):
            b.size = int(20 * s)

    def _halves(self, w: int, h: int, s: float, share: float) -> None:
        """Put the text in the left ``share`` of the width and the picture in the rest."""
        m = int(30 * s)
        top = int(112 * s)
        bottom = h - int(80 * s)
        split = int(w * share)
        gap = int(self.picture_gap * s)
        self.text_rect = pygame.Rect(m, top, split - m - int(10 * s), bottom - top)
        self.pic_rect = pygame.Rect(split + gap, top, w - split - m - gap, bottom - top)

    def text_size(self, s: float) -> int:
        """Return the size the page's words are drawn at: the largest up to 21 px at scale ``s`` that fits."""
        return fitted_size(tuple(self.page_words()), self.text_rect.w, self.text_rect.h, int(21 * s), self.indent,
                           self.gap)

    def _share_for_words(self, w: int, h: int, s: float) -> None:
        """Give the text more of the width, up to ``widest_split``, until its words are as large as at a
        100 % UI scale: at 150 % "Reading a card" was written smaller than at 100 % (a playtest)."""
        share = self.split
        self._halves(w, h, s, share)
        wanted = int(21 * draw.ui_scale((w, h)) / max(1.0, draw.user_scale()))  # the words at 100 % here
        while self.text_size(s) < wanted and share < self.widest_split - 1e-9:
            share = min(self.widest_split, share + 0.03)
            self._halves(w, h, s, share)

    def form_scale(self, size: tuple[int, int]) -> float:
        """Return the scale, between the window's at 100 % and at the UI-scale setting, at which the pages' words
        come largest (then most of them, then the largest scale) while every page's picture keeps most of its width
        at 100 %: at 150 % in 1366x768 the larger title and buttons left the words smaller than at 100 % (playtest
        196), and words widened over the pictures left "Reading a card" a card half its size (202)."""
        key = (size, draw.user_scale(), i18n.language())
        if self._scale_for[0] != key:
            full = draw.ui_scale(size)
            least = full / max(1.0, draw.user_scale())
            steps = max(0, round((full - least) / (0.05 * least)))
            scales = [full - k * (full - least) / steps for k in range(steps)] + [least] if steps else [full]
            laid = [(scale, *self._pages_at(size, scale)) for scale in scales]
            plain = laid[-1][2]  # the pictures at 100 %: ``least`` comes last
            best = max((min(words), sum(words), scale) for scale, words, pictures in laid
                       if scale == least or all(w >= PICTURE_KEPT * p for w, p in zip(pictures, plain, strict=True)))
            self._scale_for = (key, best[2])
        return self._scale_for[1]

    def _pages_at(self, size: tuple[int, int], s: float) -> tuple[list[int], list[int]]:
        """Return the size of each page's words and the width of its picture, laid out at scale ``s`` in a window of
        ``size``."""
        shown = self.page
        try:
            words, pictures = [], []
            for page in range(self.page_count):
                self.page = page
                self._share_for_words(size[0], size[1], s)
                words.append(self.text_size(s))
                pictures.append(self.pic_rect.w)
        finally:
            self.page = shown
        return words, pictures

    def controls(self) -> list[tuple[str, Focusable]]:
        """The buttons left to right, as Tab walks them (Previous not on the first page)."""
        return [("back", self.back), ("prev", self.prev), ("next", self.next)]

    def handle(self, event: pygame.event.Event) -> None:
        self.relayout()
        self.prev.enabled = self.page > 0
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.close()
                return
            if self.ring.key is None and event.key != pygame.K_TAB:
                self.ring.key = "next"  # the keyboard is back: the ring on the button Enter presses
            if self.ring.handle(event, self.controls()):  # Tab; Enter or Space press the ringed button
                return
            if event.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN):
                self.page = min(self.page_count - 1, self.page + 1)
            elif event.key in (pygame.K_LEFT, pygame.K_PAGEUP):
                self.previous_page()
            elif event.key in (pygame.K_HOME, pygame.K_END):  # the first or last page (playtest 267 pressed End
                self.page = 0 if event.key == pygame.K_HOME else self.page_count - 1  # for the scoring page)
            return
        self.ring.handle(event, self.controls())  # the pointer hides the ring
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            dot = self.dot_at(event.pos)
            if dot is not None:  # a page's dot opens that page (playtests clicked them)
                self.page = dot
                return
        self.click_through(event, (self.prev, self.next, self.back))

    def dot_centres(self) -> list[tuple[int, int]]:
        """Return the centre of each page's dot, first page first."""
        s = self.form_scale(self.app.size)
        gap = int(18 * s)
        cx0 = self.app.size[0] // 2 - (self.page_count - 1) * gap // 2
        return [(cx0 + i * gap, self.next.rect.centery) for i in range(self.page_count)]

    def dot_at(self, pos: tuple[int, int]) -> int | None:
        """Return the page whose dot is under ``pos`` (a target as wide as the dots' spacing), or None."""
        half = max(6, int(9 * self.form_scale(self.app.size)))
        for i, (x, y) in enumerate(self.dot_centres()):
            if abs(pos[0] - x) <= half and abs(pos[1] - y) <= 2 * half:
                return i
        return None

    def draw(self, surface: pygame.Surface) -> None:
        w, h, s = self.frame(surface)
        self._share_for_words(w, h, s)
        draw.background(surface)
        draw.title(surface, _(self.heading), (int(30 * s), int(18 * s)), int(24 * s), theme.TEXT_DIM)
        draw.title(surface, self.page_title(), (int(30 * s), int(46 * s)), int(38 * s))
        self.draw_page(surface, s)
        for i, centre in enumerate(self.dot_centres()):
            colour = theme.ACCENT if i == self.page else theme.PANEL_EDGE
            pygame.draw.circle(surface, colour, centre, int(5 * s))
        self.prev.enabled = self.page > 0
        self._labels()
        for b in (self.prev, self.next, self.back):
            b.draw(surface)
        self.ring.draw(surface, self.controls(), s)


@functools.lru_cache(maxsize=512)  # asked on every frame, for every share of the width tried
def fitted_size(paragraphs: tuple[str, ...], width: int, height: int, largest: int, indent: int, gap: int) -> int:
    """Return the largest text size up to ``largest`` (and no less than the least) at which ``paragraphs`` fit
    ``width`` x ``height``, each indented ``indent`` and spaced ``gap`` pixels per 21 px of text size."""
    def fits(size: int) -> bool:
        f = draw.font(size)
        ind, space = round(size * indent / 21), round(size * gap / 21)
        return sum(len(draw.wrap(t, f, width - ind)) * f.get_linesize() + space for t in paragraphs) <= height

    # halving, not a step down at a time: the first Rules page at 150 % took 1.5 to 2.8 s to open, every size of
    # every page wrapped at every scale tried (playtest 256 pressed Enter again)
    low, high = theme.MIN_TEXT_PX, largest  # the answer lies in low..high: low fits, or is the least allowed
    if high <= low or fits(high):
        return high
    while high - low > 1:
        mid = (low + high) // 2
        low, high = (mid, high) if fits(mid) else (low, mid)
    return low


__all__ = ["RulesPagesScene", "fitted_size"]
