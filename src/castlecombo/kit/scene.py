"""Scenes, the stack that owns them, and what a scene may ask of the window that shows it.

One owner (``SceneStack``) pushes, pops and replaces scenes; overlays such as
prompts are scenes whose ``transparent`` flag lets the scene below draw first.
A scene is given a :class:`Navigator` (the app implements it) and never imports the app:
scenes that need more of the app say so with a wider protocol of their own.
"""

from __future__ import annotations

from typing import Protocol, TypeVar

import pygame

SceneT = TypeVar("SceneT", bound="Scene")


class Navigator(Protocol):
    """What every scene may ask of its host: the stack, the window size, banners, home and quit."""

    @property
    def stack(self) -> SceneStack:
        """The scene stack (push, pop, replace, reset)."""
        ...

    @property
    def size(self) -> tuple[int, int]:
        """The window's size in pixels."""
        ...

    def notify(self, text: str, seconds: float = 4.0) -> None:
        """Show ``text`` in a banner for a few seconds."""
        ...

    def show_menu(self) -> None:
        """Leave every scene and go back to the main menu."""
        ...

    def quit(self, code: int = 0) -> None:
        """Leave the main loop at the end of this frame with exit status ``code``."""
        ...

    @property
    def keys_lead(self) -> bool:
        """True while the person plays by the keys (``focus.keys_lead_after``): screens start with their ring shown."""
        ...

    def open_settings(self) -> None:
        """Show the settings over the scene on top; Done comes back to it."""
        ...


class Scene:
    """A screen of the game; override the hooks you need."""

    transparent = False  # True for overlays: the scene below is drawn first
    game_goes_on = False  # True for a look over a table: the scene below is updated too (an AI's turn goes on)
    game: str | None = None  # the game a table scene plays ("combo", "rooms"); None elsewhere
    window_title: str | None = None  # the window's title while this scene is on top (a msgid); None: the one below's
    banners_at_top = False  # the app's notices go at the window's top while this scene is on top (its foot is busy)
    keys_help: tuple[tuple[str, str], ...] = ()  # its "?" list (msgids), where it shows none of its own
    settings_key = False  # F2 opens the settings over it (the tables answer F2 themselves)

    def __init__(self, app: Navigator) -> None:
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

    def takes_text(self) -> bool:
        """True while the scene takes typed text (the app's letter keys, such as M to mute, then type)."""
        return False


# seconds a hot-seat cover stays deaf to its Enter and its button: at 0.5 an Enter a second after the one that ended
# the turn took the next person's seat and showed their hand (playtest 112)
HAND_OFF_PAUSE = 1.2


class HandOff(Scene):
    """A hot-seat cover: it takes its confirmation only once it has been on screen a moment, so that a second
    Enter meant for the table (ending a turn by Enter, then Enter again) does not pass it unseen (a playtest)."""

    def __init__(self, app: Navigator) -> None:
        super().__init__(app)
        self.shown_for = 0.0  # seconds on screen

    def update(self, dt: float) -> None:
        self.shown_for += dt

    @property
    def ready(self) -> bool:
        """Return whether the cover has been seen long enough to take its confirmation."""
        return self.shown_for >= HAND_OFF_PAUSE

    @property
    def waited(self) -> float:
        """Return the share of the pause the cover has been seen for (1 once it takes its confirmation)."""
        return 1.0 if HAND_OFF_PAUSE <= 0 else min(1.0, self.shown_for / HAND_OFF_PAUSE)


DOUBLE_CLICK_MS, DOUBLE_CLICK_PX = 350, 5  # a second left click this soon and this near is a double-click's
# seconds before an ending's buttons take a click: "Play again" lies where the button that opened it was (a tap
# 0.4 s after it, a little aside, began a new game at Castle Combo's score pad: playtest 190)
CLICK_SETTLE = 0.5


ONE_PRESS_PER_DOUBLE_CLICK = True  # (the tests, whose clicks come faster than any hand's, turn it off but where
# they try double-clicks)


def second_click(event: pygame.event.Event) -> bool:
    """True if the left press or release ``event`` is the second click of a double-click on the same scene: a
    button that acts on each click acts once (a habit of double-clicking undid two plays, added two players and
    skipped a page of the rules, playtest 232)."""
    return bool(getattr(event, "double", False))


def soon_after(ticks: int) -> bool:
    """True if ``pygame.time.get_ticks()`` is within a double-click of ``ticks``."""
    return pygame.time.get_ticks() - ticks <= DOUBLE_CLICK_MS


class SceneStack:
    """The one owner of the scenes."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self._pressed_on: dict[int, Scene | None] = {}  # mouse button -> the scene its press went to
        self._released: tuple[Scene | None, tuple[int, int], int] | None = None  # last left release: to, where, when
        self._double = False  # the left press under way is a double-click's second, on the same scene
        self.pointer: tuple[int, int] | None = None  # where the pointer last went, whichever scene it went to

    def deliver(self, event: pygame.event.Event) -> None:
        """Give ``event`` to the top scene, but not a mouse release whose press went to another scene: a
        click begun on a scene since replaced must not press what now lies under the pointer. Nor the second
        click of a double-click whose first one changed the scene (a playtest's double-click on "Start the game"
        opened a tableau on the new table)."""
        top = self.top
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = event.pos
        if event.type == pygame.MOUSEBUTTONDOWN:
            if self._second_click(event, top):
                self._pressed_on[event.button] = None  # its release is dropped too
                return
            self._pressed_on[event.button] = top
            if event.button == 1:
                self._double = ONE_PRESS_PER_DOUBLE_CLICK and self._near_last(event)
                event.double = self._double
        elif event.type == pygame.MOUSEBUTTONUP:
            if self._pressed_on.pop(event.button, top) is not top:
                return
            if event.button == 1:
                event.double = self._double
                self._released = (top, event.pos, pygame.time.get_ticks())
        if top is not None:
            top.handle(event)

    def _second_click(self, event: pygame.event.Event, top: Scene | None) -> bool:
        """True if the left press ``event`` is a double-click's second, the first having changed the top scene."""
        return event.button == 1 and self._near_last(event) and self._released is not None \
            and self._released[0] is not top

    def _near_last(self, event: pygame.event.Event) -> bool:
        """True if the press ``event`` comes within a double-click of the last left release (on any scene)."""
        last = self._released
        return (last is not None and soon_after(last[2])
                and max(abs(event.pos[0] - last[1][0]), abs(event.pos[1] - last[1][1])) <= DOUBLE_CLICK_PX)

    @property
    def window_title(self) -> str | None:
        """Return the window title (a msgid) of the topmost scene that names one, or None."""
        return next((s.window_title for s in reversed(self.scenes) if s.window_title is not None), None)

    @property
    def top(self) -> Scene | None:
        """Return the active scene, or None when empty."""
        return self.scenes[-1] if self.scenes else None

    def update(self, dt: float) -> None:
        """Update the top scene and, under a look that lets the game go on, the scene below it first."""
        top = self.top
        if top is None:
            return
        if top.game_goes_on and len(self.scenes) > 1:
            self.scenes[-2].update(dt)
        top.update(dt)

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

    def find(self, kind: type[SceneT]) -> SceneT | None:
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
