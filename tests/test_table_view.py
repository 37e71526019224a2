"""The table view's hit-testing and words, and the AI pacing state machine, without a game loop."""

from __future__ import annotations

import random

import pygame
import pytest

from castlecombo.combo.ai.decide import AIResult
from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.state import GameState
from castlecombo.combo.engine.tableau import EMPTY, card_of, is_face_down
from castlecombo.combo.ui.ai_pacing import AIPacer, AIPhase
from castlecombo.combo.ui.live_words import field_title, turn_words
from castlecombo.combo.ui.table_view import TableView
from castlecombo.kit import theme
from castlecombo.storage.records import SeatConfig
from ui_helpers import luminance


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


def seats(*kinds: str, names: tuple[str, ...] = ("Alice", "Bruno", "Carla", "Dario")) -> list[SeatConfig]:
    return [SeatConfig(name=names[i], kind=kind, colour=theme.SEAT_COLOURS[i]) for i, kind in enumerate(kinds)]


def played(n: int, seed: int, decisions: int) -> GameState:
    rng = random.Random(seed)
    state = GameState.new(n, seed, 0)
    for _ in range(decisions):
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_what_is_under_a_point_is_what_the_state_holds():
    state = played(3, 4, 14)
    view = TableView(seats("human", "easy", "medium"), (1280, 720))
    lay = view.layout
    for loc in range(2):
        for slot, rect in enumerate(lay.slots[loc]):
            card = state.displays[loc][slot]
            assert view.card_at(rect.center, state, 0) == ((card, False) if card >= 0 else None)
    for seat in range(3):
        grid = state.players[seat].grid
        view.fit_field(state, seat)
        for pos, rect in enumerate(lay.cells):
            if not rect.w:  # a space no card of this tableau can reach is not drawn
                assert grid[pos] == EMPTY
                continue
            expected = None if grid[pos] == EMPTY else (card_of(grid[pos]), is_face_down(grid[pos]))
            assert view.card_at(rect.center, state, seat) == expected
            assert view.cell_at(rect.center) == pos
        for pos in range(25):
            if grid[pos] == EMPTY:
                continue
            mini = view.cell_rect(state, seat, pos, view_seat=(seat + 1) % 3)
            assert mini in lay.seats[seat].mini  # another seat's card is drawn in its mini grid
            assert view.card_at(mini.center, state, (seat + 1) % 3) == (card_of(grid[pos]), is_face_down(grid[pos]))
            assert view.cell_rect(state, seat, pos, view_seat=seat) == lay.cells[pos]
        assert view.seat_at(lay.seats[seat].rect.center) == seat
    assert view.discard_at(lay.discard[1].center) == 1 and view.discard_at(lay.top.center) is None
    assert view.scores(state) == [state.score(i).total for i in range(3)]


def test_the_seat_kinds_say_who_you_are_not_the_names():
    state = GameState.new(2, 1, 0)
    alone = TableView(seats("human", "easy"), (1280, 720))
    assert turn_words(alone, state)[0] == "Turn 1 of 9  ·  Your turn"  # "Alice" is the only person: "you"
    assert field_title(alone, state, 0, can_take=True)[0] == "Your tableau  ·  take a card from the lit row"
    assert field_title(alone, state, 0, can_take=True, picked=True)[0] == \
        "Your tableau  ·  place the card on a lit space"
    hot_seat = TableView(seats("human", "human"), (1280, 720))
    assert turn_words(hot_seat, state)[0] == "Turn 1 of 9  ·  Alice: to play"
    assert hot_seat.tableau_title(1) == "Bruno's tableau"
    watching = TableView(seats("easy", "human"), (1280, 720))
    assert turn_words(watching, state)[0] == "Turn 1 of 9  ·  Alice is playing"
    assert field_title(watching, state, 1, can_take=False)[0] == "Your tableau  ·  waiting for Alice"


class FakeMove:
    """An AI request whose answer comes on the ``ready``-th poll."""

    def __init__(self, action: int, ready: int) -> None:
        self.action = action
        self.ready = ready
        self.polls = 0
        self.cancelled = False

    def poll(self) -> AIResult | None:
        self.polls += 1
        return AIResult(self.action, "easy") if self.polls == self.ready else None

    def cancel(self) -> None:
        self.cancelled = True


def test_ai_pacing_thinks_at_least_the_pace_then_flies_then_settles():
    pacer = AIPacer()
    assert pacer.phase is AIPhase.IDLE and not pacer.busy
    move = FakeMove(A.take(0, 12), ready=2)
    pacer.ask(move)  # type: ignore[arg-type]
    assert pacer.phase is AIPhase.THINKING
    assert pacer.think(0.1, least=0.5) is None  # not answered yet
    assert pacer.think(0.1, least=0.5) is None  # answered, but the least think time is not over
    assert pacer.think(0.2, least=0.5) is None
    result = pacer.think(0.2, least=0.5)
    assert result is not None and result.action == A.take(0, 12)
    assert move.polls == 2  # no polling after the answer came
    pacer.fly(result.action)
    assert pacer.phase is AIPhase.FLYING and pacer.busy
    assert pacer.land() == A.take(0, 12)
    assert pacer.phase is AIPhase.SETTLING
    pacer.rest(0.3, pause=0.5)
    assert pacer.phase is AIPhase.SETTLING
    pacer.rest(0.3, pause=0.5)
    assert pacer.phase is AIPhase.IDLE


def test_stopping_cancels_the_request_under_way():
    pacer = AIPacer()
    move = FakeMove(A.KEY_MOVE, ready=99)
    pacer.ask(move)  # type: ignore[arg-type]
    pacer.think(0.1, least=0.0)
    pacer.stop()
    assert move.cancelled and pacer.phase is AIPhase.IDLE
    with pytest.raises(AssertionError):
        pacer.land()  # nothing is in flight


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_hover_zoom_is_wide_enough_for_the_full_sentences_at_every_window_size(size, monkeypatch):
    """At 1024x640 the zoom was 192 px wide: icons and short words only, so the card's full ability and
    scroll could be read nowhere at that size (found in a playtest)."""
    from castlecombo.combo.ui import cardface, hover_zoom
    from castlecombo.kit.draw import ui_scale

    pygame.init()
    drawn: list[tuple[int, int]] = []
    real = hover_zoom.card_surface

    def spy(card, card_size, face_down=False):
        drawn.append(card_size)
        return real(card, card_size, face_down)

    monkeypatch.setattr(hover_zoom, "card_surface", spy)
    zoom = hover_zoom.HoverZoom()
    zoom.move((300, 300))
    zoom.update(0.0, (5, False))
    zoom.update(zoom.DELAY + 0.1, (5, False))
    zoom.draw(pygame.Surface(size), ui_scale(size))
    assert drawn and drawn[0][0] >= cardface.LARGE_WIDTH


def test_a_refusal_is_shown_over_a_row_without_cards_away_from_the_pointer():
    """'A column holds 3 cards' covered the player's bottom-row card, then 'Must touch a placed card'
    covered the space aimed at while the row above it was free (two playtests): the box goes over the
    row farthest from the pointer's that holds no card and is not the pointer's."""
    from castlecombo.combo.ui.table_view import reason_row

    empty = [EMPTY] * 25
    assert reason_row(empty, 0) == 4 and reason_row(empty, 4) == 0 and reason_row(empty, 2) in (0, 4)
    bottom = list(empty)
    bottom[22] = 5  # a card on the bottom row
    assert reason_row(bottom, 1) == 3  # the bottom row holds a card: over the free row above it
    middle = list(empty)
    for c in (2, 7, 12):  # a column of cards from the top row down
        middle[c] = 5
    assert reason_row(middle, 4) == 3  # aimed at the bottom row: the free row above it, not the aimed one
    full = list(empty)
    for r in range(5):
        full[r * 5 + 2] = 5  # a card in every row
    assert reason_row(full, 0) == 4  # no row is free: the farthest, as before


def test_a_card_set_above_or_left_of_the_others_does_not_move_them_in_the_mini_grid():
    """The mini grid was anchored at the cards' top-left corner: a card set above the others moved every
    card one place down, turn after turn (a playtest: "Aldric's cards move from turn to turn")."""
    def _at(r: int, c: int) -> int:
        return r * A.FIELD + c

    state = GameState.new(2, 5, 0)
    view = TableView(seats("human", "easy"), (1280, 720))
    p = state.players[1]
    spot = {}
    p.place(_at(2, 2), 1, False)
    spot[_at(2, 2)] = view.cell_rect(state, 1, _at(2, 2), view_seat=0)
    assert spot[_at(2, 2)] == view.layout.seats[1].mini[4]  # a first card in the middle
    p.place(_at(1, 2), 3, False)  # above: the frame's top row is still open
    p.place(_at(2, 1), 4, False)  # left: so is its left column
    assert view.cell_rect(state, 1, _at(2, 2), view_seat=0) == spot[_at(2, 2)]
    for pos in (_at(1, 2), _at(2, 1)):  # the new cards are in the grid too, where they lie
        rect = view.cell_rect(state, 1, pos, view_seat=0)
        assert rect in view.layout.seats[1].mini and view.card_at(rect.center, state, 0) is not None
    p.place(_at(0, 2), 5, False)  # a third row above: now the cards must move down one
    assert view.cell_rect(state, 1, _at(2, 2), view_seat=0) != spot[_at(2, 2)]
    assert view.cell_rect(state, 1, _at(0, 2), view_seat=0) == view.layout.seats[1].mini[1]


def _random_game(players: int, seed: int, decisions: int) -> list[GameState]:
    """Return the states of a random game after each of its first ``decisions`` decisions."""
    state = GameState.new(players, seed, 0)
    rng = random.Random(seed)
    out = []
    for _ in range(decisions):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
        out.append(state.clone())
    return out


def test_a_resumed_game_shows_each_mini_grid_as_the_table_that_watched_it_did():
    """A playtest: the rivals' mini grids showed their cards centred before leaving to the menu and pushed to
    the top left after Continue (a fresh table had no memory of how the grids had moved)."""
    from castlecombo.combo.ui.mini_frames import MiniFrames

    for seed in range(12):
        watched = MiniFrames()
        for s in _random_game(3, seed, 60):  # left and resumed at any decision
            assert [MiniFrames().corner(s, seat) for seat in range(3)] == [watched.corner(s, seat) for seat in range(3)]


def test_the_replay_outlines_the_card_just_placed_in_its_seats_mini_grid(monkeypatch):
    """A playtest: the replay's "just played" outline in a seat's mini grid sat on an empty space beside the
    card placed (it used the field's corner, not the part of the field the mini grid shows)."""
    from castlecombo.combo.ui import replay_panels
    from castlecombo.combo.ui.replay_panels import draw_last_card, replay_turns
    from castlecombo.storage.records import SaveGame

    outlined: list[pygame.Rect] = []
    real_rect = pygame.draw.rect
    monkeypatch.setattr(replay_panels.pygame.draw, "rect", lambda surface, colour, rect, *a, **k: (
        outlined.append(pygame.Rect(rect)), real_rect(surface, colour, rect, *a, **k))[1])
    surface = pygame.Surface((1280, 720))
    checked = 0
    for seed in range(6):
        states = _random_game(2, seed, 200)
        record = SaveGame.new(seed, seats("human", "easy"), 0).with_actions(states[-1].actions)
        frames, turns = replay_turns(record, 2)
        view = TableView(seats("human", "easy"), (1280, 720))
        for state, turn in zip(frames[1:], turns):
            if turn.take is None or turn.seat != 1:
                continue
            outlined.clear()
            draw_last_card(surface, view, state, turn, view_seat=0)
            minis = view.layout.seats[1].mini
            cells = view.minis.cells(state, 1)
            lit = [i for i, rect in enumerate(minis) if rect.inflate(4, 4) in outlined]
            assert len(lit) == 1 and cells[lit[0]][0] == state.players[1].grid[turn.take[3]], (seed, turn)
            checked += 1
    assert checked > 20


def test_a_thinking_ai_is_said_thinking_once_its_dots_drawn_beside_the_word():
    """A playtest saw "riflette.." beside three pulsing dots: the word had dots of its own, cycling. The status
    is the word alone; the pulsing dots beside it are the only ones."""
    from types import SimpleNamespace

    from castlecombo.combo.ui.table_draw import seat_status
    from castlecombo.people import thinking_word

    pacer = AIPacer()
    pacer.ask(FakeMove(A.take(0, 12), ready=99))  # type: ignore[arg-type]
    t = SimpleNamespace(ai=pacer, is_human=lambda seat: False)
    assert seat_status(t, 1, True) == thinking_word()  # type: ignore[arg-type]
    assert not thinking_word().endswith(".")


def test_points_now_on_a_lit_space_reads_at_a_text_contrast():
    """A keyboard playtest at 150 %: "points now" was grey on the lit space's green, hard to read. Its words are
    drawn at a contrast of at least 4.5 to 1 with the space (the readable text's measure)."""
    import pygame

    from castlecombo.combo.ui.space_words import draw_points_now

    fill = (70, 112, 78)  # the lit space under the pointer, the lighter of the two
    surface = pygame.Surface((120, 168))
    surface.fill(fill)
    rect = surface.get_rect()
    draw_points_now(surface, rect, 3, 1.5)
    lower = [surface.get_at((x, y)) for x in range(rect.w) for y in range(rect.centery + 12, rect.bottom)]
    lightest = max(lower, key=luminance)
    ratio = (luminance(lightest) + 0.05) / (luminance(fill) + 0.05)
    assert ratio >= 4.5, (lightest, ratio)


@pytest.mark.parametrize("size, n", [((1280, 720), 3), ((2560, 1400), 5), ((1024, 640), 5)])
def test_the_field_grows_as_the_tableau_settles(size, n):
    """A playtest on a 2560x1400 window: a finished 3x3 tableau filled a third of its panel, the spaces no card
    could reach any more keeping their room. The field lays out only the spaces the tableau may still reach:
    larger cards as it settles, every space the engine may offer drawn, none outside the panel."""
    from castlecombo.combo.ui.table_layout import compute

    view = TableView(seats(*["human"] * n, names=("Alice", "Bruno", "Carla", "Dario", "Elena")), size)
    plain = compute(size, n).cell_card
    rng = random.Random(3)
    state = GameState.new(n, 3, 0)
    grown = []
    while not state.is_over:
        p = state.players[state.current]
        if state.phase == 0:
            view.fit_field(state, state.current)
            lay = view.layout
            shown = [pos for pos, rect in enumerate(lay.cells) if rect.w]
            offered = {A.take_parts(a).position for a in state.legal_actions() if A.is_take(a)}
            assert offered <= set(shown)
            assert all(lay.centre.contains(lay.cells[pos]) for pos in shown)
            assert not any(lay.cells[a].colliderect(lay.cells[b]) for a in shown for b in shown if a < b)
            assert all(view.cell_at(lay.cells[pos].center) == pos for pos in shown)
            if p.maxr - p.minr == 2 and p.maxc - p.minc == 2:  # settled: three rows and three columns
                assert len(shown) == 9
                grown.append(lay.cell_card[1] / plain[1])
        state.apply(rng.choice(state.legal_actions()))
    assert grown and min(grown) >= 1.4, grown


def test_the_keyboard_cursor_stays_on_the_spaces_drawn():
    """With the field laid out for the spaces a tableau may reach, the arrows stop at its edge (they went on
    to spaces no longer drawn)."""
    from castlecombo.combo.ui import table_keys as K

    rng = random.Random(5)
    state = GameState.new(2, 5, 0)
    while not (state.phase == 0 and state.players[state.current].count >= 4 and
               state.players[state.current].maxr - state.players[state.current].minr == 2):
        state.apply(rng.choice(state.legal_actions()))
    p = state.players[state.current]
    target = K.Target("cell", p.minr * A.FIELD + p.minc)
    for direction in ("up", "up", "down", "down", "down", "down", "right", "right", "right", "right"):
        target = K.move(target, direction, state, {}, None)
        r, c = A.field_rc(target.index)
        assert p.minr <= r <= p.maxr and p.maxc - 2 <= c <= p.minc + 2, (direction, r, c)


def test_the_closed_row_is_drawn_darker_than_its_cards_so_the_open_row_stands_out():
    """Playtest 82: the Castle row looked as bright as the Village row the Messenger opened, and a low-vision player
    dragged from the closed one. Its cards are drawn at about three fifths of their brightness."""
    from castlecombo.combo.ui.market_view import draw_market
    from castlecombo.combo.ui.table_gfx import card_surface
    from castlecombo.combo.ui.table_view import Marks

    s = GameState.new(2, 11, 0)
    view = TableView(seats("human", "easy"), (1280, 720))
    surface = pygame.Surface((1280, 720))
    draw_market(surface, view, s, Marks(0))
    closed = 1 - s.messenger
    rect = view.layout.slots[closed][0]

    def brightness(picture: pygame.Surface, area: pygame.Rect) -> float:
        return sum(sum(picture.get_at((x, y))[:3]) for x in range(area.x, area.right, 3)
                   for y in range(area.y, area.bottom, 3)) / (len(range(area.x, area.right, 3))
                                                              * len(range(area.y, area.bottom, 3)))

    plain = brightness(card_surface(s.displays[closed][0], rect.size), pygame.Rect((0, 0), rect.size))
    assert brightness(surface, rect) < 0.66 * plain, brightness(surface, rect) / plain


def test_the_hover_zoom_grows_with_the_ui_scale_asked_and_stays_within_the_window(monkeypatch):
    """Playtest 105: at 125 and 150 % the Castle Combo table's cards read no larger (its scale stops where they would
    shrink), so the card under the pointer is enlarged as much as the setting asks, never taller than the window."""
    from castlecombo.combo.ui import hover_zoom, table_layout
    from castlecombo.kit import draw

    pygame.init()
    drawn: list[tuple[int, int]] = []
    real = hover_zoom.card_surface
    monkeypatch.setattr(hover_zoom, "card_surface",
                        lambda card, card_size, face_down=False: (drawn.append(card_size), real(card, card_size,
                                                                                                face_down))[1])
    widths = {}
    try:
        for size in ((1600, 900), (1280, 720)):
            for factor in (1.0, 1.25, 1.5):
                draw.set_user_scale(factor)
                zoom = hover_zoom.HoverZoom()
                zoom.move((300, 300))
                zoom.update(0.0, (5, False))
                zoom.update(zoom.DELAY + 0.1, (5, False))
                zoom.draw(pygame.Surface(size), table_layout.compute(size, 2).scale)
                widths[size, factor] = drawn[-1][0]
                assert drawn[-1][1] <= size[1] - 16
    finally:
        draw.set_user_scale(1.0)
    for size in ((1600, 900), (1280, 720)):
        assert widths[size, 1.0] < widths[size, 1.25] < widths[size, 1.5]


def test_while_a_card_flies_the_tableau_waits_for_the_seat_the_top_bar_says_is_playing():
    """Playtest 118 read "Aldric is playing" in the top bar over "Your tableau  ·  waiting for Beatrix": Aldric's
    card still flew while the engine had gone on to Beatrix. Both say the seat whose card flies."""
    state = GameState.new(3, 1, 0)
    state.apply(next(a for a in state.legal_actions() if A.is_take(a)))
    while state.current == 0:  # the card's ability answered, if it asks
        state.apply(state.legal_actions()[0])
    assert state.current == 1
    view = TableView(seats("easy", "easy", "human"), (1280, 720))
    assert turn_words(view, state, (0, 1))[0] == "Turn 1 of 9  ·  Alice is playing"
    assert field_title(view, state, 2, can_take=False, playing=0)[0] == "Your tableau  ·  waiting for Alice"
    assert field_title(view, state, 2, can_take=False)[0] == "Your tableau  ·  waiting for Bruno"  # once it lands


def test_a_space_too_small_for_no_plus_n_here_says_no_plus_n_whole():
    """Playtest 260 at 1109x624 and 125 %: French spaces read "pas de +…", the number cut away. Where "no +5 here"
    does not fit, the space says "no +5" whole."""
    import pygame

    from castlecombo.combo.ui.space_words import draw_points_now
    from castlecombo.kit import draw

    pygame.init()
    surface = pygame.Surface((200, 200))
    with draw.recording() as lines:
        draw_points_now(surface, pygame.Rect(0, 0, 200, 150), 8, 1.0, never=5)
    assert "no +5 here" in [line.words for line in lines]
    with draw.recording() as lines:
        draw_points_now(surface, pygame.Rect(0, 0, 62, 90), 8, 0.9, never=5)
    said = [line.words for line in lines]
    assert "no +5" in said and not any("…" in words for words in said)


def test_between_people_a_long_name_keeps_its_place_over_the_tableau_with_a_shorter_instruction():
    """Playtest 279 (five seats, 1366x768): over Maximiliano-Alejandro's tableau only "Take a card from the lit row"
    fitted, and whose tableau it was went unsaid. Before the name goes, the instruction goes short."""
    state = GameState.new(2, 1, 0)
    hot_seat = TableView(seats("human", "human"), (1280, 720))
    forms = field_title(hot_seat, state, 0, can_take=True)
    assert forms[1:] == ("Alice · take a card from the lit row", "Alice · take a card", "Take a card from the lit row")
    picked = field_title(hot_seat, state, 0, can_take=True, picked=True)
    assert picked[2] == "Alice · place the card"
