"""Scenes and the stack that owns them (menu, table, scoring, prompts...).

One owner (``SceneStack``) pushes, pops and replaces scenes; overlays such as
prompts are scenes whose ``transparent`` flag lets the scene below draw first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from castlecombo.app.window import App


class Scene:
    """A screen of the game; override the hooks you need."""

    transparent = False  # True for overlays: the scene below is drawn first

    def __init__(self, app: App) -> None:
        self.app = app

    def enter(self) -> None:
        """Called when the scene is pushed."""

    def leave(self) -> None:
        """Called when the scene is popped or replaced."""

    def pause(self) -> None:
        """Called when another scene is pushed on top."""

    def resume(self) -> None:
        """Called when the scene above is popped."""

    def handle(self, event: pygame.event.Event) -> None:
        """React to one event (read positions from ``event.pos``, never the mouse state)."""

    def update(self, dt: float) -> None:
        """Advance animations and poll background work; ``dt`` in seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene."""

    def resize(self, size: tuple[int, int]) -> None:
        """Called when the window size changes."""


class SceneStack:
    """The one owner of the scenes."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        """Return the active scene, or None when empty."""
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        """Put ``scene`` on top and enter it."""
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        """Leave and remove the top scene; return it."""
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.leave()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene``."""
        if self.scenes:
            self.scenes.pop().leave()
        self.scenes.append(scene)
        scene.enter()

    def reset(self, scene: Scene) -> None:
        """Leave every scene and start again from ``scene``."""
        while self.scenes:
            self.scenes.pop().leave()
        self.push(scene)

    def find(self, kind: type) -> Any:
        """Return the topmost scene of class ``kind``, or None."""
        for scene in reversed(self.scenes):
            if isinstance(scene, kind):
                return scene
        return None

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the top scene and, below it, every scene an overlay lets through."""
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].transparent:
            start -= 1
        for scene in self.scenes[start:]:
            scene.draw(surface)
