"""Settings: window size, full screen, AI pace, animation, sound and volumes; saved and applied as they change."""

from __future__ import annotations

from typing import Any

import pygame

from castlecombo.app import screen
from castlecombo.app.notice import show_notice
from castlecombo.app.services import AppServices
from castlecombo.kit import draw, forms, theme
from castlecombo.kit.slider import Slider
from castlecombo.storage import files as storage
from castlecombo.storage.records import Settings

WINDOW_PRESETS: list[tuple[int, int]] = [(1024, 640), (1280, 720), (1600, 900), (1920, 1080)]
PACE_OPTIONS = [("slow", "Slow"), ("normal", "Normal"), ("fast", "Fast")]
ANIMATION_OPTIONS = [("off", "Off"), ("normal", "Normal"), ("fast", "Fast")]
VOLUME_PREVIEW = "coins_gain_small"  # played at the new level when a volume is let go
SCALE_OPTIONS = [(round(f * 100), f"{round(f * 100)} %") for f in theme.UI_SCALES]
ROWS = 8
ROW_WORDS: tuple[tuple[str, str], ...] = (  # each row's label and the hint under it
    ("Window size", "used when not in full screen"),
    ("Full screen", "fill the whole monitor"),
    ("AI pace", "how quickly AI players move"),
    ("Animation", "cards fly, coins count"),
    ("Sound", "M mutes it anywhere"),
    ("Master volume", "everything the game plays"),
    ("Effects volume", "cards, coins, keys, fanfares"),
    ("UI scale", "text and buttons"),
)


class SettingsScene(forms.FormScene):
    """The settings form; each change is written with ``storage.save_settings`` and applied."""

    app: AppServices

    def __init__(self, app: AppServices) -> None:
        super().__init__(app)
        self.window = forms.Segmented((0, 0, 10, 10), [], self.settings.window_size, self._set_window)
        self.scale = forms.Segmented((0, 0, 10, 10), SCALE_OPTIONS, self.settings.ui_scale,
                                     lambda v: self.change(ui_scale=v))
        self.fullscreen = forms.Toggle((0, 0, 10, 10), self.settings.fullscreen,
                                       lambda v: self.change(fullscreen=v))
        self.pace = forms.Segmented((0, 0, 10, 10), PACE_OPTIONS, self.settings.ai_pace,
                                    lambda v: self.change(ai_pace=v))
        self.animation = forms.Segmented((0, 0, 10, 10), ANIMATION_OPTIONS, self.settings.animation,
                                         lambda v: self.change(animation=v))
        self.sound = forms.Toggle((0, 0, 10, 10), self.settings.sound, lambda v: self.change(sound=v))
        self.master = Slider((0, 0, 10, 10), self.settings.master_volume,
                             on_change=lambda v: self._set_volume(master_volume=v))
        self.effects = Slider((0, 0, 10, 10), self.settings.effects_volume,
                              on_change=lambda v: self._set_volume(effects_volume=v))
        self.done = forms.Button((0, 0, 10, 10), "Done", self.close, primary=True)
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self.labels: list[tuple[str, str, int]] = []
        self.row_h = 0

    @property
    def settings(self) -> Settings:
        """The app's settings now (M and F11 change them from anywhere, this scene included)."""
        return self.app.settings

    def _window_options(self) -> list[tuple[tuple[int, int], str]]:
        fitting = screen.sizes_that_fit(WINDOW_PRESETS, screen.usable_area())  # none bigger than the screen
        options = [(size, f"{size[0]} × {size[1]}") for size in fitting]
        current = self.settings.window_size
        if current not in fitting and screen.fits(current, screen.usable_area()):
            options.append((current, f"{current[0]} × {current[1]}"))
        return options

    def _set_volume(self, **fields: int) -> None:
        self.change(**fields)
        self.app.play_sound(VOLUME_PREVIEW)  # heard at the new level (nothing when muted)

    def _set_window(self, size: tuple[int, int]) -> None:
        self.change(window_width=size[0], window_height=size[1])

    def change(self, **fields: Any) -> None:
        """Validate, keep, save and apply a change of settings."""
        try:
            updated = Settings.model_validate({**self.settings.model_dump(), **fields})
        except ValueError as exc:
            show_notice(self.app, f"That setting could not be used: {exc}", "Settings")
            return
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
        row_h = int(min(74 * s, (h - 110 * s - 150 * s) / ROWS))
        self.row_h = row_h
        self.panel_rect = pygame.Rect(0, int(100 * s), pw, ROWS * row_h + int(36 * s))
        self.panel_rect.centerx = w // 2
        pad = int(28 * s)
        # room for every hint at the least text size (at 90 % in a small window they were cut short)
        least = max(draw.font(theme.MIN_TEXT_PX).size(hint)[0] for _label, hint in ROW_WORDS)
        label_w = max(int(200 * s), least + int(12 * s))
        x = self.panel_rect.left + pad + label_w
        right = self.panel_rect.right - pad
        fh = int(min(40 * s, row_h * 0.62))
        ys = [self.panel_rect.top + int(18 * s) + i * row_h + row_h // 2 for i in range(ROWS)]
        self.labels = [(label, hint, y) for (label, hint), y in zip(ROW_WORDS, ys, strict=True)]
        self.window.options = self._window_options()
        self.window.value = self.settings.window_size
        self.window.rect = pygame.Rect(x, ys[0] - fh // 2, right - x, fh)
        self.window.size = int(18 * s)
        toggle_w, toggle_h = int(64 * s), int(32 * s)
        self.fullscreen.rect = pygame.Rect(x, ys[1] - toggle_h // 2, toggle_w, toggle_h)
        self.fullscreen.value = self.settings.fullscreen
        for segmented, y, choice in ((self.pace, ys[2], self.settings.ai_pace),
                                     (self.animation, ys[3], self.settings.animation)):
            segmented.rect = pygame.Rect(x, y - fh // 2, min(right - x, int(330 * s)), fh)
            segmented.value = choice
            segmented.size = int(18 * s)
        self.sound.rect = pygame.Rect(x, ys[4] - toggle_h // 2, toggle_w, toggle_h)
        self.sound.value = self.settings.sound
        for slider, y, percent in ((self.master, ys[5], self.settings.master_volume),
                                   (self.effects, ys[6], self.settings.effects_volume)):
            slider.rect = pygame.Rect(x, y - toggle_h // 2, min(right - x, int(400 * s)), toggle_h)
            slider.size = int(18 * s)
            if not slider.dragging:
                slider.value = percent
        self.scale.rect = pygame.Rect(x, ys[7] - fh // 2, right - x, fh)
        self.scale.value = self.settings.ui_scale
        self.scale.size = int(18 * s)
        self.done.rect = pygame.Rect(0, 0, int(180 * s), int(48 * s))
        self.done.rect.topright = (self.panel_rect.right, self.panel_rect.bottom + int(20 * s))
        self.done.size = int(22 * s)

    def resize(self, size: tuple[int, int]) -> None:
        self._size = None
        self._layout(size)

    def handle(self, event: pygame.event.Event) -> None:
        self.relayout()
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.close()
            return
        self.click_through(event, (self.window, self.fullscreen, self.pace, self.animation, self.sound, self.master,
                                   self.effects, self.scale, self.done))

    def draw(self, surface: pygame.Surface) -> None:
        w, _h, s = self.frame(surface)
        draw.background(surface)
        draw.title(surface, "Settings", (w // 2, int(30 * s)), int(46 * s), anchor="midtop")
        draw.panel(surface, self.panel_rect)
        self.sound.value = self.settings.sound  # M may have changed it since the layout
        self.fullscreen.value = self.settings.fullscreen  # and F11
        x = self.panel_rect.left + int(28 * s)
        # each label and its hint in its own row: smaller words when the rows are short (a large UI scale)
        label_size, hint_size = min(int(21 * s), int(self.row_h * 0.46)), min(int(15 * s), int(self.row_h * 0.34))
        label_h = draw.font(label_size, "bold").get_height()
        block = label_h + draw.font(hint_size).get_height()
        for label, hint, y in self.labels:
            row = pygame.Rect(x, y - self.row_h // 2, self.window.rect.left - x - int(8 * s), self.row_h)
            top = row.y + max(0, (row.h - block) // 2)
            draw.text(surface, label, (x, top), label_size, theme.TEXT, kind="bold", box=row)
            draw.text(surface, hint, (x, top + label_h), hint_size, theme.TEXT_DIM, fit="shrink", box=row)
        self.window.draw(surface)
        for toggle, on_text, off_text in ((self.fullscreen, "On", "Off"), (self.sound, "On", "Off")):
            toggle.draw(surface)
            draw.text(surface, on_text if toggle.value else off_text,
                            (toggle.rect.right + int(12 * s), toggle.rect.centery), int(18 * s), theme.TEXT_DIM,
                            anchor="midleft")
        self.pace.draw(surface)
        self.animation.draw(surface)
        self.master.draw(surface)
        self.effects.draw(surface)
        self.scale.draw(surface)
        draw.text(surface, "Changes are saved as you make them.",
                        (self.panel_rect.left, self.done.rect.centery), int(16 * s), theme.TEXT_DIM,
                        anchor="midleft")
        self.done.draw(surface)
