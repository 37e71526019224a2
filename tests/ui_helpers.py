"""Helpers shared by the UI tests: posted events and finished random games.

The headless ``app`` fixture lives in ``conftest.py``.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pygame

from castlecombo.combo.engine import GameState
from castlecombo.storage.records import HistoryRecord, SeatConfig


def post(kind: int, **fields: Any) -> None:
    """Queue a synthetic pygame event for the next ``app.step``."""
    pygame.event.post(pygame.event.Event(kind, **fields))


def finished_game(n: int, seed: int) -> GameState:
    """A whole ``n``-player game of random legal moves (the same moves for the same seed)."""
    rng = random.Random(seed)
    state = GameState.new(n, seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return state


_FROM_STATE: Any = object()


def pad_drawn(app: Any, state: GameState, seats: list[SeatConfig], seconds: float = 30.0) -> tuple[Any, list[Any]]:
    """Return the score pad of ``state`` drawn once over ``app`` after ``seconds`` of its count-up, and the words
    it drew (the pad is taken off again)."""
    from castlecombo.combo.ui.scoring_scene import ScoringScene
    from castlecombo.kit import draw

    pad = ScoringScene(app, state, seats)
    app.stack.push(pad)
    pad.update(seconds)
    with draw.recording() as lines:
        app.stack.draw(app.screen)
    app.stack.pop()
    return pad, lines


def record_of(state: GameState, seed: int, seats: list[SeatConfig], finished_at: str, *,
              first_player: Any = _FROM_STATE, scored: Callable[[Any], Any] = lambda c: c.card) -> HistoryRecord:
    """The history record of the finished ``state`` (its own first player unless told);
    ``scored`` picks the cards listed in ``cards_scored``."""
    sheets = state.scores()
    return HistoryRecord(seed=seed, seats=seats,
                         first_player=state.first_player if first_player is _FROM_STATE else first_player,
                         actions=list(state.actions), scores=[s.total for s in sheets], winners=state.winners(),
                         finished_at=finished_at,
                         cards_scored=[{c.card: c.points for c in sh.cards if scored(c)} for sh in sheets])


def random_transitions(new: Callable[[int, int], Any], games: int, players: int) -> Iterator[tuple[Any, int, Any]]:
    """(before, action, after) of every decision of ``games`` random games of ``players``, each begun
    by ``new(players, seed)`` (either game's ``GameState.new``)."""
    for seed in range(games):
        rng = random.Random(seed)
        s = new(players, seed)
        while not s.is_over:
            before = s.clone()
            action = rng.choice(s.legal_actions())
            s.apply(action)
            yield before, action, s.clone()


def hold_a_card_over_the_field(app: Any) -> None:
    """Press on a card of the lit row of the table on top and move it over the middle of the field."""
    from castlecombo.combo.engine import actions as A

    table = app.stack.top
    s = table.state
    slot = next(A.take_parts(a).slot for a in s.legal_actions() if A.is_take(a))
    src = table.view.layout.slots[s.messenger][slot].center
    dst = table.view.layout.centre.center
    post(pygame.MOUSEBUTTONDOWN, button=1, pos=src)
    post(pygame.MOUSEMOTION, pos=dst, rel=(0, 0), buttons=(1, 0, 0))
    app.step(0.0)


def press(app: Any, key: int, mod: int = 0, text: str = "") -> None:
    """Press ``key`` (with ``mod``) through the app's event loop, then let one frame run and draw; ``text``:
    the characters the key types, as SDL sends them after the key."""
    post(pygame.KEYDOWN, key=key, mod=mod, unicode=text, scancode=0)
    if text:
        post(pygame.TEXTINPUT, text=text)
    app.step(0.016)


def ringed(screen: pygame.Surface, rect: pygame.Rect) -> bool:
    """Whether the keyboard's focus ring is drawn round ``rect``: its light line just outside the left and the
    right edges, half way down."""
    from castlecombo.kit import theme

    def lit(xs: range) -> bool:
        return any(screen.get_at((x, rect.centery))[:3] == theme.FOCUS[:3] for x in xs)

    return lit(range(rect.left - 12, rect.left)) and lit(range(rect.right, rect.right + 12))


def luminance(colour: Any) -> float:
    """Return a colour's relative luminance (WCAG), for the contrast of words with their ground."""
    def channel(c: int) -> float:
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = colour[:3]
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def rects_drawn_in(monkeypatch: Any, module: Any, colour: tuple[int, int, int]) -> list[pygame.Rect]:
    """Return the list that the rects ``module`` draws in ``colour`` (with pygame.draw.rect) are added to."""
    drawn: list[pygame.Rect] = []
    real = module.pygame.draw.rect

    def spy(surface: Any, paint: Any, rect: Any, *args: Any, **kwargs: Any) -> Any:
        if tuple(paint)[:3] == colour:
            drawn.append(pygame.Rect(rect))
        return real(surface, paint, rect, *args, **kwargs)

    monkeypatch.setattr(module.pygame.draw, "rect", spy)
    return drawn


def spy_on_submit(app) -> list[tuple]:
    """Return the list the arguments of every job sent to ``app``'s worker from now on are added to."""
    asked: list[tuple] = []
    worker = app.ai_worker()
    real_submit = worker.submit

    def spy(fn, *args):
        asked.append(args)
        return real_submit(fn, *args)

    worker.submit = spy
    return asked


def wait_for_suggestion(app, table, seconds: float = 30.0):
    """Step ``app`` until ``table``'s Suggest has found its suggestion (at most ``seconds``); return it."""
    end = time.monotonic() + seconds
    app.step(0.016)  # the key pressed is handled
    while table.suggest.thinking and time.monotonic() < end:
        app.step(0.016)
        time.sleep(0.01)
    assert table.suggest.shown is not None, "no suggestion came back"
    return table.suggest.shown


def take_the_seat(app: Any) -> Any:
    """Return the scene under the hot-seat cover a Castle Combo game of two people or more opens under (or turns
    to), the cover dismissed as the person named on it would: Enter, once it takes it."""
    from castlecombo.combo.ui.pass_cover import PassCover

    cover = app.stack.top
    if isinstance(cover, PassCover):
        cover.shown_for = 60.0  # seen long enough to take its confirmation
        press(app, pygame.K_RETURN, text="\r")
        assert app.stack.top is not cover, "the cover stayed"
    return app.stack.top


@contextmanager
def speaking(code: str) -> Iterator[None]:
    """Speak language ``code`` inside the block, English again after it."""
    from castlecombo import i18n

    i18n.set_language(code)
    try:
        yield
    finally:
        i18n.set_language("en")


def later(monkeypatch: Any, ms: int = 1000) -> None:
    """Let ``ms`` milliseconds pass on pygame's clock: clicks on one spot after it are not a double-click's."""
    now = pygame.time.get_ticks() + ms
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: now)
