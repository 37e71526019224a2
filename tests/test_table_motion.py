"""Motion at the table: the state changes at once, the drawing catches up within the animation's
duration, "off" is instant, input is never held up by it, and every seat's moves are shown."""

from __future__ import annotations

import pygame
import pytest

from castlecombo.combo.engine import actions as A
from castlecombo.combo.ui import motion as M
from castlecombo.combo.ui.table_view import Marks
from castlecombo.combo.ui.veil import Veil
from castlecombo.kit.anim import AUTOPLAY_FACTOR, speed_factor
from ui_helpers import post

FRAME = 1 / 60


def start(app, kinds=("human", "easy"), speed="normal", seed=5):
    from castlecombo.app.window import default_seats

    app.settings = app.settings.model_copy(update={"animation": speed})
    app.start_game(default_seats(list(kinds)), seed, 0)
    table = app.stack.top
    app.step(FRAME)
    return table


def a_take(state, face_down=False):
    """A take that asks nothing more (no ability choice opens a prompt over the table)."""
    for action in state.legal_actions():
        if A.is_take(action) and A.take_parts(action).face_down == face_down:
            after = state.clone()
            after.apply(action)
            if after.pending is None:
                return action
    raise AssertionError("no plain take")


def frames_until_still(app, table, limit=5.0) -> float:
    """Step frames until the motion is over; return the seconds it took."""
    waited = 0.0
    while table.motion.busy:
        assert waited < limit, "the animation did not end"
        app.step(FRAME)
        waited += FRAME
    return waited


def test_speed_factors():
    assert speed_factor("off") == 0 and speed_factor("off", autoplay=True) == 0
    assert speed_factor("fast") == 0.5 * speed_factor("normal")
    assert speed_factor("normal", autoplay=True) == pytest.approx(AUTOPLAY_FACTOR)
    with pytest.raises(KeyError):
        speed_factor("slow")


def test_off_makes_every_animation_instant_and_every_sound_immediate(app):
    table = start(app, speed="off")
    s = table.state
    action = a_take(s)
    assert table.decide(action)
    assert not table.motion.busy
    assert table.marks().veil == Veil()
    assert app.sound.pending == 0  # nothing waits for a card to land


def test_normal_finishes_within_its_duration_while_the_state_is_already_the_new_one(app):
    table = start(app)
    s = table.state
    seat = s.current
    action = a_take(s)
    take = A.take_parts(action)
    card = s.displays[s.messenger][take.slot]
    gold = s.players[seat].gold
    expected = s.clone()
    expected.apply(action)
    table.decide(action)
    # the engine is the truth at once: the card is on the tableau, the gold paid (and gained)
    assert s.players[seat].card_at(take.position) == card
    assert s.players[seat].gold == expected.players[seat].gold
    veil = table.marks().veil
    assert (seat, take.position) in veil.cells  # the card is drawn in flight, not yet in its space
    if expected.players[seat].gold != gold:
        assert veil.counts[seat][0] == gold  # the gold counts from what it was
    longest = M.FLIGHT + M.COUNT + M.SLIDE + M.REFILL + 6 * M.REFILL_STAGGER
    assert table.motion.left() <= longest
    waited = frames_until_still(app, table)
    assert waited <= longest + 2 * FRAME
    assert table.marks().veil == Veil()


def test_a_persons_input_is_not_held_up_by_the_motion(app):
    table = start(app)
    s = table.state
    assert table.decide(A.KEY_MOVE)  # the Messenger slides to the other row
    assert table.motion.busy and table.marks().veil.messenger is not None
    assert table.human_can_take()  # the same person may take at once
    action = a_take(s)
    assert table.decide(action)  # and the take is made while the Messenger still slides
    assert s.actions[-1] == action


def test_a_dragged_card_settles_from_where_it_was_let_go(app):
    table = start(app)
    s = table.state
    take = A.take_parts(a_take(s))
    src = table.view.layout.slots[s.messenger][take.slot].center
    dst = table.view.layout.cells[take.position].center
    post(pygame.MOUSEBUTTONDOWN, pos=src, button=1)
    post(pygame.MOUSEMOTION, pos=(src[0] + 30, src[1] + 30), rel=(0, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEMOTION, pos=dst, rel=(0, 0), buttons=(1, 0, 0))
    app.step(FRAME)  # the dragged card is drawn under the pointer
    post(pygame.MOUSEBUTTONUP, pos=dst, button=1)
    app.step(FRAME)
    assert s.actions and A.is_take(s.actions[-1])
    flight = next(m.flight for m in table.motion.cards if m.cell is not None)
    assert flight.duration == pytest.approx(M.SETTLE)  # a short settle, not a flight from the display
    assert flight.src.colliderect(table.view.layout.cells[take.position])


def test_an_ai_move_flies_its_card_too_and_the_ai_waits_for_it_to_land(app):
    table = start(app, kinds=("easy", "human"))
    s = table.state
    seen = 0
    for _ in range(1200):
        app.step(FRAME)
        if seen < len(s.actions):
            seen = len(s.actions)
            if A.is_take(s.actions[-1]):
                break
    assert s.actions and A.is_take(s.actions[-1]), "the AI did not take a card"
    take = A.take_parts(s.actions[-1])
    assert any(m.cell == (0, take.position) for m in table.motion.cards)  # flying to the AI's tableau
    assert s.players[0].card_at(take.position) >= 0  # which has it already
    assert table.ai.phase.name == "FLYING"
    frames_until_still(app, table)
    assert table.ai.phase.name in ("SETTLING", "IDLE")


def test_a_refresh_sweeps_the_old_cards_to_the_discard_and_refills_card_by_card(app):
    table = start(app)
    s = table.state
    loc = s.messenger
    old = list(s.displays[loc])
    table.decide(A.KEY_REFRESH)
    lay = table.view.layout
    sweeps = [m.flight for m in table.motion.cards if m.flight.dst == lay.discard[loc]]
    assert len(sweeps) == 3 and len({f.delay for f in sweeps}) == 3  # one after the other
    veil = table.marks().veil
    assert veil.discards[loc] is None  # the pile looks as it was (empty) until they land
    assert veil.slots == {(loc, slot) for slot in range(3)}
    assert s.discards[loc][-3:] == old  # the state has them there already
    seen = set()
    while table.motion.busy:
        app.step(FRAME)
        seen.add(len(table.marks().veil.slots))
    assert {1, 2} <= seen  # the new cards arrive one by one


def test_an_undo_drops_the_veil_of_the_decision_taken_back(app):
    table = start(app)
    s = table.state
    table.decide(A.KEY_MOVE)
    assert table.motion.busy
    table.undo()
    assert not s.actions
    assert table.marks().veil == Veil() and not table.motion.busy


def test_views_draw_what_the_veil_holds_back_as_not_there_yet(app):
    table = start(app, speed="off")
    s = table.state
    action = a_take(s)
    table.decide(action)
    take = A.take_parts(action)
    seat = 0
    view = table.view
    rect = view.layout.cells[take.position]

    def field(veil: Veil) -> bytes:
        surface = pygame.Surface(app.size)
        view.draw_field(surface, s, Marks(seat, None, veil=veil), "")
        return pygame.image.tobytes(surface.subsurface(rect), "RGB")

    shown, held_back = field(Veil()), field(Veil(cells=frozenset({(seat, take.position)})))
    assert shown != held_back
    from castlecombo.combo.ui import seats_view

    def panel(veil: Veil) -> bytes:
        surface = pygame.Surface(app.size)
        seats_view.draw_seats(surface, view, s, Marks(seat, None, veil=veil), lambda _s, _p: "")
        return pygame.image.tobytes(surface.subsurface(view.layout.seats[seat].rect), "RGB")

    p = s.players[seat]
    assert panel(Veil()) == panel(Veil(counts={seat: (p.gold, p.keys)}))
    assert panel(Veil()) != panel(Veil(counts={seat: (p.gold + 7, p.keys)}))


def test_a_scene_opened_over_the_table_shows_the_move_done(app):
    from castlecombo.combo.ui.card_views import CardZoom

    table = start(app)
    table.decide(A.KEY_MOVE)
    assert table.motion.busy
    app.stack.push(CardZoom(app, table.state.displays[0][0], False))
    assert not table.motion.busy and table.marks().veil == Veil()


def test_the_next_ais_decision_is_asked_while_the_last_ais_card_flies_and_is_the_same(app):
    """Playtest 322 waited 8 to 16 s between turns in a 4-player game: each AI began thinking only once the last
    AI's card had landed and settled. The next AI's decision is asked as the last is made, with the same observation
    and seed: the moves are those asked one by one."""
    import time

    from castlecombo.combo.ai.decide import choose
    from castlecombo.combo.engine.state import GameState

    table = start(app, kinds=("medium", "easy", "human"), seed=5)
    s = table.state
    deadline = time.monotonic() + 60
    while not table.motion.card_flying and time.monotonic() < deadline:
        app.step(FRAME)
        time.sleep(0.002)
    assert s.current == 1 and table.ai.phase.name == "FLYING"
    assert table.moves.ahead.key == tuple(s.actions)  # seat 1's asked already
    while s.current != 2 and time.monotonic() < deadline:
        app.step(FRAME)
        time.sleep(0.002)
    assert s.current == 2 and table.moves.ahead.key is None  # the person's turn: nothing asked ahead
    replay = GameState.new(3, 5, 0)
    for i, action in enumerate(s.actions):
        level = ("medium", "easy")[replay.to_move()]
        assert action == choose(level, replay.observation(replay.to_move()), (5 * 1000003 + i) & 0x7FFFFFFF, None)
        replay.apply(action)
