"""A message overlay: a title, some wrapped text and an OK button over the dimmed scene below."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from castlecombo.i18n import _
from castlecombo.kit import draw, forms, theme
from castlecombo.kit.focus import draw_ring
from castlecombo.kit.scene import Navigator


class NoticeScene(forms.FormScene):
    """Show ``text`` until the player presses OK (or Enter/Escape); then pop and call ``on_close``."""

    transparent = True

    def __init__(self, app: Navigator, text: str, title: str | None = None, *,
                 on_close: Callable[[], None] | None = None, button: str | None = None) -> None:
        super().__init__(app)
        self.text = text  # the caller's words, translated by the caller
        self.title = title if title is not None else _("Notice")
        self.on_close = on_close
        self.closed = False
        # TRANSLATORS: the button that dismisses a message
        self.ok = forms.Button((0, 0, 120, 44), button if button is not None else _("OK"), self.close, primary=True)
        self.box = pygame.Rect(0, 0, 0, 0)
        self.body = pygame.Rect(0, 0, 0, 0)
        self.text_size = 20
        self.next_notice: NoticeScene | None = None  # shown once this one is closed

    def close(self) -> None:
        """Dismiss the notice (once)."""
        if self.closed:
            return
        self.closed = True
        if self.app.stack.top is self:
            self.app.stack.pop()
        else:
            try:
                self.app.stack.scenes.remove(self)
            except ValueError:
                pass
        if self.on_close:
            self.on_close()
        if self.next_notice is not None:
            self.app.stack.push(self.next_notice)

    def place(self, w: int, h: int, s: float) -> None:
        bw = min(int(600 * s), w - 80)
        pad = int(28 * s)
        head, foot = int(70 * s), int(90 * s)
        # the whole text shows: the box grows to the window's height, then the words get smaller
        self.text_size = max(theme.MIN_TEXT_PX, int(20 * s))
        while True:
            f = draw.font(self.text_size)
            lines = draw.wrap(self.text, f, bw - 2 * pad)
            text_h = len(lines) * int(f.get_linesize() * 1.2)
            if head + text_h + foot <= h - 40 or self.text_size <= theme.MIN_TEXT_PX:
                break
            self.text_size -= 1
        bh = min(h - 40, head + text_h + foot)
        self.box = pygame.Rect(0, 0, bw, bh)
        self.box.center = (w // 2, h // 2)
        self.body = pygame.Rect(self.box.left + pad, self.box.top + head, bw - 2 * pad, text_h)
        self.ok.rect = pygame.Rect(0, 0, int(130 * s), int(44 * s))
        self.ok.rect.midbottom = (self.box.centerx, self.box.bottom - int(20 * s))
        self.ok.size = int(21 * s)

    def handle(self, event: pygame.event.Event) -> None:
        self.relayout()
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                          pygame.K_ESCAPE, pygame.K_SPACE):
            self.close()
            return
        self.ok.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        _w, _h, s = self.frame(surface)
        draw.dim(surface, 150)
        draw.panel(surface, self.box, alpha=245, edge=theme.ACCENT)
        pad = int(28 * s)
        draw.text(surface, self.title, (self.box.left + pad, self.box.top + int(20 * s)), int(28 * s),
                  theme.ACCENT, kind="title", box=self.box.inflate(-2 * pad, 0), fit="shrink")
        draw.paragraph(surface, self.text, self.body, self.text_size)
        self.ok.draw(surface)


def show_notice(app: Navigator, text: str, title: str | None = None,
                on_close: Callable[[], None] | None = None) -> NoticeScene:
    """Push a notice over the current scene, or after the notice shown now is closed; return it. (Two at once, the
    one under showed round the edges of the other: playtest 148, a damaged save and damaged settings.)"""
    scene = NoticeScene(app, text, title, on_close=on_close)
    shown = app.stack.top
    if type(shown) is NoticeScene and not shown.closed:
        while shown.next_notice is not None:
            shown = shown.next_notice
        shown.next_notice = scene
        return scene
    app.stack.push(scene)
    return scene


class ConfirmScene(NoticeScene):
    """A question with two answers: ``yes`` pops the scene and calls ``on_yes``; the other only pops it.
    The other is the default (Enter, as Escape): a key meant for the scene below must not replace a game
    (a playtest's Enter presses started a new game over the one in progress). Tab or the arrows ring the other
    answer for Enter (a keyboard playtest could not answer yes without the mouse)."""

    def __init__(self, app: Navigator, text: str, title: str, *, yes: str, no: str,
                 on_yes: Callable[[], None]) -> None:
        super().__init__(app, text, title, button=yes)
        self.ok.on_click = self.accept
        self.ok.primary = False
        self.on_yes = on_yes
        self.cancel = forms.Button((0, 0, 120, 44), no, self.close, primary=True)
        self.ringed = self.cancel  # the answer Enter gives

    def accept(self) -> None:
        """Close, then do what was asked."""
        self.close()
        self.on_yes()

    def place(self, w: int, h: int, s: float) -> None:
        super().place(w, h, s)
        bw = int(200 * s)
        gap = int(16 * s)
        for button, right in ((self.ok, True), (self.cancel, False)):
            button.rect = pygame.Rect(0, 0, bw, int(44 * s))
            button.rect.bottom = self.box.bottom - int(20 * s)
            if right:
                button.rect.left = self.box.centerx + gap // 2
            else:
                button.rect.right = self.box.centerx - gap // 2
            button.size = int(20 * s)

    def handle(self, event: pygame.event.Event) -> None:
        self.relayout()
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT):
                self.ringed = self.ok if self.ringed is self.cancel else self.cancel
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.accept() if self.ringed is self.ok else self.close()
                return
            if event.key == pygame.K_ESCAPE:
                self.close()
                return
        self.click_through(event, [self.ok, self.cancel])

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.cancel.draw(surface)
        draw_ring(surface, self.ringed.rect, self.frame(surface)[2])
