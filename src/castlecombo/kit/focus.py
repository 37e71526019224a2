"""The keyboard's focus on a screen of controls: an ordered ring that Tab and Shift+Tab walk in reading
order, the keys the focused control takes (Enter, Space, the arrows), and the ring drawn round it.

A scene lists its controls afresh whenever asked (``(key, control)`` pairs, in reading order), so
controls rebuilt at each layout keep the focus by their key. Moving the pointer hides the focus
(the pointer then shows what a click would do); the next Tab brings it back.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

import pygame

from castlecombo.kit import theme

PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)  # what presses a focused button
ARROW_STEPS = {pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1), pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0)}
# the keys that walk from control to control: after one of them the person is taken to play by the keys (not Enter
# or Space, which anyone may press to take a seat or close a notice)
LEADING_KEYS = frozenset((*ARROW_STEPS, pygame.K_TAB))


def keys_lead_after(event: pygame.event.Event, before: bool, clicked: bool = True,
                    on_menu: bool = False) -> tuple[bool, bool]:
    """Return whether the person plays by the keys after ``event``, and whether a mouse button was pressed in the
    run (``clicked`` before it): an arrow or Tab says the keys lead, a click says not (a keyboard-only player found no
    cursor and no ring where a first key would have put them, playtests 204, 206); on the menu (``on_menu``) before
    any click, Enter and Space say so too (a keyboard-only player continued her game by Enter after a restart and
    found no cursor, the help line speaking of the mouse, playtest 236; elsewhere anyone may press them to take a
    seat or close a notice)."""
    clicked = clicked or event.type == pygame.MOUSEBUTTONDOWN
    if event.type == pygame.KEYDOWN and (event.key in LEADING_KEYS
                                         or (on_menu and not clicked and event.key in PRESS_KEYS)):
        return True, clicked
    return before and event.type != pygame.MOUSEBUTTONDOWN, clicked


class Focusable(Protocol):
    """A control the keyboard can be on: where it is, and what a key does to it."""

    rect: pygame.Rect

    def press_key(self, key: int) -> bool:
        """React to ``key`` pressed while the focus is on this control; return True when it was used."""
        ...


Controls = Sequence[tuple[str, Focusable]]


def takes_focus(control: Focusable) -> bool:
    """Whether Tab stops at ``control``: it is shown and may be used (or says why not: ``focusable``)."""
    return bool(getattr(control, "visible", True)
                and getattr(control, "focusable", getattr(control, "enabled", True)))


def ring_rect(rect: pygame.Rect, s: float) -> pygame.Rect:
    """Return where the focus ring of a control at ``rect`` is drawn at ui scale ``s`` (its outer edge)."""
    grow = 2 * (ring_gap(s) + ring_width(s))
    return pygame.Rect(rect).inflate(grow, grow)


def ring_width(s: float) -> int:
    """Return the focus ring's line width in pixels at ui scale ``s`` (3 px was faint to weak eyes, playtest 332)."""
    return max(4, round(4 * s))


def ring_gap(s: float) -> int:
    """Return the dark line's width between a control and its focus ring at ui scale ``s``."""
    return max(2, round(1.5 * s))


def draw_ring(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """Draw the focus ring round ``rect`` (the main menu's: a blue line a little outside the control), a dark line
    between them: touching a gold button, the blue ring was hard to see (playtest 332, weak eyesight)."""
    gap = ring_gap(s)
    pygame.draw.rect(surface, theme.PANEL, pygame.Rect(rect).inflate(2 * gap, 2 * gap), width=gap,
                     border_radius=int(10 * s))
    pygame.draw.rect(surface, theme.FOCUS, ring_rect(rect, s), width=ring_width(s),
                     border_radius=int(10 * s) + gap)


@dataclass
class Target:
    """A button known by its rect and what pressing it does (for buttons a scene draws itself)."""

    rect: pygame.Rect
    on_press: Callable[[], None]

    def press_key(self, key: int) -> bool:
        if key in PRESS_KEYS:
            self.on_press()
            return True
        return False


class FocusRing:
    """Which control of a scene the keyboard is on (``key``; None: none, the pointer is in charge)."""

    def __init__(self, key: str | None = None) -> None:
        self.key = key
        self.enter_key: str | None = None  # the control Enter alone last rang (its next Enter presses it)
        self._order: list[str] = []  # the ring as last seen: a control that goes hands the focus on to the next

    def _settle(self, controls: Controls) -> list[tuple[str, Focusable]]:
        """Return the controls Tab stops at; a focus on a control no longer among them (a seat removed, a
        button greyed) moves to the next one still there, else the one before."""
        ring = [(key, c) for key, c in controls if takes_focus(c)]
        keys = [key for key, _c in ring]
        if self.key is not None and self.key not in keys:
            old = self._order.index(self.key) if self.key in self._order else len(self._order)
            after = [k for k in self._order[old + 1:] if k in keys]
            before = [k for k in self._order[:old] if k in keys]
            heirs = after or before[-1:] or keys
            self.key = heirs[0] if heirs else None
        self._order = keys
        return ring

    def ring_for_enter(self, key: str) -> None:
        """Ring ``key`` for an Enter pressed with nothing ringed: the next Enter presses it."""
        self.key = self.enter_key = key

    def focused(self, controls: Controls) -> Focusable | None:
        """Return the control the keyboard is on (None when the focus is hidden)."""
        return next((c for key, c in self._settle(controls) if key == self.key), None)

    @staticmethod
    def _take_over(controls: Controls, keys: list[str]) -> str | None:
        """Return the control of ``keys`` the pointer rests on (a button it lights), and put out every such light:
        the keyboard takes over from there."""
        lit = next((key for key, control in controls if getattr(control, "hover", False) and key in keys), None)
        for _key, control in controls:
            if getattr(control, "hover", False):
                setattr(control, "hover", False)  # noqa: B010 (not every Focusable has a hover)
        return lit

    def move(self, controls: Controls, step: int) -> None:
        """Give the focus to the next (``step`` 1) or previous (-1) control, round the ends; from no focus
        to the first (or the last)."""
        keys = [key for key, _c in self._settle(controls)]
        if not keys:
            return
        start = self.key or self._take_over(controls, keys)
        if start is None:
            self.key = keys[0 if step > 0 else -1]
        else:
            self.key = keys[(keys.index(start) + step) % len(keys)]

    def move_towards(self, controls: Controls, dx: int, dy: int) -> None:
        """Give the focus to the control that lies in the direction (``dx``, ``dy``) (one of them 0, the other 1
        or -1) of the focused one: among those in line with it (its row, its column), else among all, the nearest
        row (or column) that way, and in it the one least aside; stay where nothing lies that way. From no focus,
        from the button the pointer rests on, else as :meth:`move` by ``dx + dy``. The menu's arrows walked the
        reading order: Down from New game went to Rules beside it (playtest 90)."""
        ring = self._settle(controls)
        start = self.key or self._take_over(controls, [key for key, _c in ring])
        here = next((c.rect for key, c in ring if key == start), None)
        if here is None:
            self.move(controls, 1 if dx + dy > 0 else -1)
            return
        self.key = start
        ways = [(key, c.rect) for key, c in ring if key != start and
                (c.rect.centerx - here.centerx) * dx + (c.rect.centery - here.centery) * dy > 0]
        inline = [(key, r) for key, r in ways if (r.top < here.bottom and here.top < r.bottom if dx
                                                  else r.left < here.right and here.left < r.right)]
        pool = inline or ways
        if not pool:
            return

        def gap(r: pygame.Rect) -> int:  # from the focused control's edge to the near edge of ``r``, that way
            return {(1, 0): r.left - here.right, (-1, 0): here.left - r.right,
                    (0, 1): r.top - here.bottom, (0, -1): here.top - r.bottom}[(dx, dy)]

        nearest = min(gap(r) for _key, r in pool)
        reach = nearest + (here.w if dx else here.h) // 2  # one row (or column) of controls, not a ragged one
        row = [(key, r) for key, r in pool if gap(r) <= reach]
        self.key = min(row, key=lambda kr: abs((kr[1].centerx - here.centerx) * dy)
                       + abs((kr[1].centery - here.centery) * dx))[0]

    def handle(self, event: pygame.event.Event, controls: Controls) -> bool:
        """Tab / Shift+Tab move the focus; another key goes to the focused control; the pointer moving hides
        the focus. Return True when the event was used (a pointer's event never is)."""
        if event.type == pygame.MOUSEMOTION:
            self.key = None
            return False
        if event.type == pygame.TEXTINPUT:  # a character typed on a ringed text field starts typing in it
            type_in = getattr(self.focused(controls), "type_in", None)
            return bool(type_in is not None and type_in(event))
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_TAB:
            self.move(controls, -1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        control = self.focused(controls)
        return control is not None and control.press_key(event.key)

    def draw(self, surface: pygame.Surface, controls: Controls, s: float) -> None:
        """Ring the focused control (nothing when the focus is hidden)."""
        control = self.focused(controls)
        if control is not None:
            draw_ring(surface, control.rect, s)


def arrow_moves(ring: FocusRing, event: pygame.event.Event, controls: Controls, unringed: bool = False) -> bool:
    """Move ``ring`` to the control that lies the way of an arrow key (:meth:`FocusRing.move_towards`); return
    whether it did. Without ``unringed``, only from a ringed control (call it after ``ring.handle``, for the arrows
    the ringed control did not use); with it, from nothing ringed too (a screen of buttons alone)."""
    if event.type != pygame.KEYDOWN or event.key not in ARROW_STEPS or (ring.key is None and not unringed):
        return False
    ring.move_towards(controls, *ARROW_STEPS[event.key])
    return True


__all__ = ["ARROW_STEPS", "PRESS_KEYS", "Controls", "FocusRing", "Focusable", "Target", "arrow_moves", "draw_ring",
           "ring_rect", "takes_focus"]
