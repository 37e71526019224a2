"""The main menu: New game, Continue (when a game is saved), Rules, Statistics, Settings, Quit."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from castlecombo import __version__
from castlecombo.app.newgame import NewGameScene
from castlecombo.app.notice import show_notice
from castlecombo.app.services import AppServices
from castlecombo.app.settings_scene import SettingsScene
from castlecombo.app.statistics_scene import StatisticsScene
from castlecombo.combo.ui.rules_scene import RulesScene
from castlecombo.kit import draw, forms, theme
from castlecombo.storage import files as storage

SHIELDS = ("nobility", "faith", "scholarship", "military", "craftsmanship", "peasantry")


class MenuScene(forms.FormScene):
    """The title screen."""

    app: AppServices

    def __init__(self, app: AppServices) -> None:
        super().__init__(app)
        self.has_save = False
        self._shown_messages: set[str] = set()
        self.buttons: dict[str, forms.Button] = {}
        entries: list[tuple[str, str, Callable[[], None]]] = [
            ("continue", "Continue", self.on_continue),
            ("new", "New game", self.on_new_game),
            ("rules", "Rules", self.on_rules),
            ("statistics", "Statistics", self.on_statistics),
            ("settings", "Settings", self.on_settings),
            ("quit", "Quit", self.on_quit),
        ]
        for key, label, action in entries:
            self.buttons[key] = forms.Button((0, 0, 10, 10), label, action)

    # --- life cycle -----------------------------------------------------------------------

    def enter(self) -> None:
        self.refresh()

    def resume(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        """Look for a game in progress again (and explain a damaged save once)."""
        save, message = storage.load_current_save()
        self.has_save = save is not None
        cont = self.buttons["continue"]
        cont.visible = self.has_save
        self.buttons["new"].primary = not self.has_save
        cont.primary = self.has_save
        self._size = None
        self.relayout()
        if message and message not in self._shown_messages:
            self._shown_messages.add(message)
            show_notice(self.app, message, "About your saved game")

    @property
    def visible_buttons(self) -> list[str]:
        """Keys of the buttons the player can see, top to bottom."""
        return [k for k, b in self.buttons.items() if b.visible]

    # --- actions --------------------------------------------------------------------------

    def on_continue(self) -> None:
        self.app.continue_game()

    def on_new_game(self) -> None:
        self.app.stack.push(NewGameScene(self.app))

    def on_rules(self) -> None:
        self.app.stack.push(RulesScene(self.app))

    def on_statistics(self) -> None:
        self.app.stack.push(StatisticsScene(self.app))

    def on_settings(self) -> None:
        self.app.stack.push(SettingsScene(self.app))

    def on_quit(self) -> None:
        self.app.quit()

    # --- layout and drawing ---------------------------------------------------------------

    def place(self, w: int, h: int, s: float) -> None:
        bw, bh, gap = int(300 * s), int(48 * s), int(12 * s)
        keys = self.visible_buttons
        total = len(keys) * bh + (len(keys) - 1) * gap
        top = max(int(h * 0.40), h - total - int(60 * s))
        top = min(top, int(h * 0.46))
        for i, key in enumerate(keys):
            b = self.buttons[key]
            b.rect = pygame.Rect(0, 0, bw, bh)
            b.rect.midtop = (w // 2, top + i * (bh + gap))
            b.size = int(23 * s)

    def handle(self, event: pygame.event.Event) -> None:
        self.relayout()
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                (self.on_continue if self.has_save else self.on_new_game)()
                return
        self.click_through(event, list(self.buttons.values()))

    def draw(self, surface: pygame.Surface) -> None:
        w, h, s = self.frame(surface)
        draw.background(surface)
        # a row of the six shields above the title, like a banner
        icon_size = int(34 * s)
        gap = int(14 * s)
        row_w = len(SHIELDS) * icon_size + (len(SHIELDS) - 1) * gap
        y = int(h * 0.09)
        for i, shield in enumerate(SHIELDS):
            img = draw.icon(f"shield_{shield}", icon_size)
            if img is not None:
                surface.blit(img, (w // 2 - row_w // 2 + i * (icon_size + gap), y))
        title_y = y + icon_size + int(14 * s)
        title = draw.title(surface, "Castle Combo", (w // 2, title_y), int(76 * s), anchor="midtop")
        draw.text(surface, "Build a castle of nine cards", (w // 2, title.bottom + int(4 * s)),
                        int(22 * s), theme.TEXT_DIM, anchor="midtop")
        line_y = title.bottom + int(44 * s)
        pygame.draw.line(surface, theme.PANEL_EDGE, (w // 2 - int(160 * s), line_y), (w // 2 + int(160 * s), line_y))
        for key in self.visible_buttons:
            self.buttons[key].draw(surface)
        draw.text(surface, f"version {__version__}", (w - int(14 * s), h - int(10 * s)), int(15 * s),
                        theme.TEXT_DIM, anchor="bottomright")
