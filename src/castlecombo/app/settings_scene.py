"""Settings: window size, full screen, AI pace and sound; saved and applied as they change."""

from __future__ import annotations

from typing import Any

import pygame

from castlecombo.app.notice import show_notice
from castlecombo.app.services import AppServices
from castlecombo.kit import draw, forms, theme
from castlecombo.storage import files as storage
from castlecombo.storage.records import Settings

WINDOW_PRESETS: list[tuple[int, int]] = [(1024, 640), (1280, 720), (1600, 900), (1920, 1080)]
PACE_OPTIONS = [("slow", "Slow"), ("normal", "Normal"), ("fast", "Fast")]


class SettingsScene(forms.FormScene):
    """The settings form; each change is written with ``storage.save_settings`` and applied."""

    app: AppServices

    def __init__(self, app: AppServices) -> None:
        super().__init__(app)
        self.settings: Settings = app.settings
        self.window = forms.Segmented((0, 0, 10, 10), [], self.settings.window_size, self._set_window)
        self.fullscreen = forms.Toggle((0, 0, 10, 10), self.settings.fullscreen,
                                       lambda v: self.change(fullscreen=v))
        self.pace = forms.Segmented((0, 0, 10, 10), PACE_OPTIONS, self.settings.ai_pace,
                                    lambda v: self.change(ai_pace=v))
        self.sound = forms.Toggle((0, 0, 10, 10), self.settings.sound, lambda v: self.change(sound=v))
        self.done = forms.Button((0, 0, 10, 10), "Done", self.close, primary=True)
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self.labels: list[tuple[str, str, int]] = []

    def _window_options(self) -> list[tuple[tuple[int, int], str]]:
        options = [(size, f"{size[0]} × {size[1]}") for size in WINDOW_PRESETS]
        current = self.settings.window_size
        if current not in WINDOW_PRESETS:
            options.append((current, f"{current[0]} × {current[1]}"))
        return options

    def _set_window(self, size: tuple[int, int]) -> None:
        self.change(window_width=size[0], window_height=size[1])

    def change(self, **fields: Any) -> None:
        """Validate, keep, save and apply a change of settings."""
        try:
            updated = Settings.model_validate({**self.settings.model_dump(), **fields})
        except ValueError as exc:
            show_notice(self.app, f"That setting could not be used: {exc}", "Settings")
            return
        self.settings = updated
        self.app.settings = updated
        try:
            storage.save_settings(updated)
        except storage.StorageError as exc:
            show_notice(self.app, str(exc), "Settings not saved")
        self.app.apply_settings()
        self._size = None

    # --- layout and drawing ---------------------------------------------------------------

    def place(self, w: int, h: int, s: float) -> None:
        pw = min(int(760 * s), w - 40)
        row_h = int(74 * s)
        self.panel_rect = pygame.Rect(0, int(110 * s), pw, 4 * row_h + int(36 * s))
        self.panel_rect.centerx = w // 2
        pad = int(28 * s)
        label_w = int(200 * s)
        x = self.panel_rect.left + pad + label_w
        right = self.panel_rect.right - pad
        fh = int(40 * s)
        ys = [self.panel_rect.top + int(18 * s) + i * row_h + row_h // 2 for i in range(4)]
        self.labels = [
            ("Window size", "used when not in full screen", ys[0]),
            ("Full screen", "fill the whole monitor", ys[1]),
            ("AI pace", "how quickly AI players move", ys[2]),
            ("Sound", "card and coin sounds", ys[3]),
        ]
        self.window.options = self._window_options()
        self.window.value = self.settings.window_size
        self.window.rect = pygame.Rect(x, ys[0] - fh // 2, right - x, fh)
        self.window.size = int(18 * s)
        toggle_w, toggle_h = int(64 * s), int(32 * s)
        self.fullscreen.rect = pygame.Rect(x, ys[1] - toggle_h // 2, toggle_w, toggle_h)
        self.fullscreen.value = self.settings.fullscreen
        self.pace.rect = pygame.Rect(x, ys[2] - fh // 2, min(right - x, int(330 * s)), fh)
        self.pace.value = self.settings.ai_pace
        self.pace.size = int(18 * s)
        self.sound.rect = pygame.Rect(x, ys[3] - toggle_h // 2, toggle_w, toggle_h)
        self.sound.value = self.settings.sound
        self.done.rect = pygame.Rect(0, 0, int(180 * s), int(48 * s))
        self.done.rect.topright = (self.panel_rect.right, self.panel_rect.bottom + int(24 * s))
        self.done.size = int(22 * s)

    def resize(self, size: tuple[int, int]) -> None:
        self._size = None
        self._layout(size)

    def handle(self, event: pygame.event.Event) -> None:
        self.relayout()
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.close()
            return
        self.click_through(event, (self.window, self.fullscreen, self.pace, self.sound, self.done))

    def draw(self, surface: pygame.Surface) -> None:
        w, _h, s = self.frame(surface)
        draw.background(surface)
        draw.title(surface, "Settings", (w // 2, int(30 * s)), int(46 * s), anchor="midtop")
        draw.panel(surface, self.panel_rect)
        x = self.panel_rect.left + int(28 * s)
        for label, hint, y in self.labels:
            draw.text(surface, label, (x, y - int(2 * s)), int(21 * s), theme.TEXT, kind="bold",
                            anchor="bottomleft")
            draw.text(surface, hint, (x, y + int(2 * s)), int(15 * s), theme.TEXT_DIM, anchor="topleft")
        self.window.draw(surface)
        for toggle, on_text, off_text in ((self.fullscreen, "On", "Off"), (self.sound, "On", "Off")):
            toggle.draw(surface)
            draw.text(surface, on_text if toggle.value else off_text,
                            (toggle.rect.right + int(12 * s), toggle.rect.centery), int(18 * s), theme.TEXT_DIM,
                            anchor="midleft")
        self.pace.draw(surface)
        draw.text(surface, "Changes are saved as you make them.",
                        (self.panel_rect.left, self.done.rect.centery), int(16 * s), theme.TEXT_DIM,
                        anchor="midleft")
        self.done.draw(surface)
