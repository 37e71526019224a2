"""The Castle Rooms table's layout: panels side by side fill their band, hold their longest line, never overlap."""

from __future__ import annotations

import itertools
import random

import pytest

from castlecombo.rooms.ui import layout as L

SIZES = [(1024, 600), (1024, 640), (1280, 720), (1920, 1080)]


def tables(seed: int = 7, count: int = 40):
    """Yield (lines per seat, longest line per seat) of random tables of 2 to 4 seats."""
    rng = random.Random(seed)
    for _ in range(count):
        n = rng.randint(2, 4)
        lines = [rng.randint(0, 6) for _ in range(n)]
        longest = [0 if k == 0 else rng.randint(1, 9) for k in lines]
        yield lines, longest


@pytest.mark.parametrize("size", SIZES)
def test_panels_fill_their_band_hold_their_longest_line_and_never_overlap(size):
    for lines, longest in tables():
        lay = L.compute(size, list(range(len(lines))), lines, 3)
        panels = lay.panels
        assert sorted(panels) == list(range(len(lines)))
        for a, b in itertools.combinations(panels.values(), 2):
            assert not a.rect.colliderect(b.rect)
        area_left = min(p.rect.x for p in panels.values())
        area_right = max(p.rect.right for p in panels.values())
        bands: dict[int, list[L.SeatPanel]] = {}
        for seat, p in panels.items():
            if seat != lay.own:
                bands.setdefault(p.rect.y, []).append(p)
            # the longest line and the space after it (a room or the dragon) lie inside the panel
            assert p.room_rect(0, longest[seat], longest[seat] + 1).right <= p.rect.right
        for band in bands.values():  # no empty cell: a band's panels reach both edges
            assert min(p.rect.x for p in band) == area_left
            assert abs(max(p.rect.right for p in band) - area_right) <= 1


def test_a_line_that_grows_or_a_second_line_moves_no_panel_and_shrinks_no_card():
    """Rival cards shrank from 72 to 46 pixels and the panels moved as lines grew (a playtest): every panel
    keeps room for a line of ten, and for two lines, from the start, so a room added anywhere or a second
    line changes nothing on the table."""
    from castlecombo.app.options import default_seats
    from castlecombo.rooms.engine import GameState
    from castlecombo.rooms.engine.lines import start_line
    from castlecombo.rooms.ui.view import RoomsView

    for size, n in itertools.product(SIZES, (2, 3, 4)):
        view = RoomsView(default_seats(["human", "easy", "medium", "hard"][:n]), size)
        state = GameState.new(n, 1, first_player=0)
        for q in range(n):
            state.lines[q] = [start_line(0, 0)]
        before = {q: (p.rect.copy(), p.card) for q, p in view.arrange(state, 0).panels.items()}
        for q in range(n):
            line = state.lines[q][0]
            for _ in range(8):
                line = line.plus(0)
            state.lines[q] = [line]
            after = {seat: (p.rect, p.card) for seat, p in view.arrange(state, 0).panels.items()}
            assert after == before, (size, n, q)
            assert view.layout.panels[q].room_rect(0, 9, 10).right <= view.layout.panels[q].rect.right
        for q in range(n):  # a second line, anyone's: the table stayed put only for rooms (a later playtest)
            state.lines[q] = [*state.lines[q], start_line(1, 1)]
            after = {seat: (p.rect, p.card) for seat, p in view.arrange(state, 0).panels.items()}
            assert after == before, (size, n, q, "second line")


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (1920, 1080)])
def test_a_lone_rivals_third_line_moves_nothing_and_the_persons_panel_leaves_it_the_height_it_does_not_use(size):
    """Playtest 105, two seats: the rival's third line grew its panel and moved the person's lines 40 px down, and
    a room was dropped on the wrong end; the person's panel meanwhile kept a third of itself empty."""
    two = L.compute(size, [0, 1], [2, 2], 4)
    three = L.compute(size, [0, 1], [2, 3], 4)
    assert three.panels[0] == two.panels[0] and three.panels[1].card == two.panels[1].card
    own = two.panels[0]
    rows_below = (own.rect.bottom - own.origin[1]) / own.row_step  # its two lines, the new line's and one more
    assert rows_below < L.AHEAD_ROWS + 1.5


def test_a_new_line_mid_turn_does_not_rearrange_the_other_seats():
    """Starting a new line moved the rivals from stacked to side by side and back the next turn (found in
    play): the arrangement shown stays while it draws the cards nearly as large."""
    from castlecombo.app.options import default_seats
    from castlecombo.rooms.engine import GameState
    from castlecombo.rooms.engine.lines import start_line
    from castlecombo.rooms.ui.view import RoomsView

    seats = default_seats(["human", "easy", "medium"])
    size = (1280, 1024)
    view = RoomsView(seats, size)
    state = GameState.new(3, 1, first_player=0)
    state.lines[0] = [start_line(0, 0)] * 4
    state.lines[2] = [start_line(0, 0)] * 5
    before = view.arrange(state, 0)
    fresh = L.compute(size, [0, 1, 2], [5, 0, 5], state.hand_size(0))
    state.lines[0] = [*state.lines[0], start_line(1, 1)]
    after = view.arrange(state, 0)
    assert fresh.columns != before.columns  # laid out afresh, the rivals would change places
    assert after.columns == before.columns
    for q in (1, 2):  # the rivals stay put (their panels give a few pixels of height to the new line)
        assert after.panels[q].rect.x == before.panels[q].rect.x and after.panels[q].rect.w == before.panels[q].rect.w
        assert abs(after.panels[q].rect.y - before.panels[q].rect.y) <= size[1] // 40
    other = RoomsView(seats, size)
    assert other.arrange(state, 0).columns == fresh.columns  # a table opened now takes the best arrangement


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_three_seats_keep_their_panels_and_card_sizes_up_to_three_lines_each(size):
    """A playtest at 1366x768: the two rivals stacked full width drew rooms 38 px wide in panels three
    quarters empty, then switched to side by side in round 6. They are side by side from the start now,
    and nothing on the table moves or shrinks until a seat starts a fourth line."""
    seen = set()
    for lines in ([1, 1, 1], [2, 2, 2], [3, 2, 2], [2, 3, 3], [3, 3, 3]):
        lay = L.compute(size, [0, 1, 2], lines, 2)
        seen.add(tuple((q, tuple(p.rect), p.card) for q, p in sorted(lay.panels.items())))
        assert lay.columns == 2
        assert lay.panels[0].card[0] > lay.panels[1].card[0]  # the hand's own lines stay the larger ones
    assert len(seen) == 1


@pytest.mark.parametrize("size", [(1024, 640), (1366, 768)])
def test_a_third_line_of_the_seat_shown_shrinks_no_rivals_cards(size):
    """A 4-seat hot-seat playtest at 1024x640: a player starting a third line mid-turn shrank the lone rival
    panel above it from 52 to 36 px rooms (its band was as high as the rows left it)."""
    before = L.compute(size, [0, 1, 2, 3], [1, 2, 2, 2], 2)
    for own in (2, 3):
        after = L.compute(size, [0, 1, 2, 3], [own, 2, 2, 2], 2, before.columns)
        for q in (1, 2, 3):
            assert (after.panels[q].rect, after.panels[q].card) == (before.panels[q].rect, before.panels[q].card)


def test_a_fourth_line_of_the_seat_shown_does_not_push_the_rivals_back_and_forth():
    """A playtest at 1366x768: the seat shown's fourth line shrank the rivals' panels mid-turn, and their own
    third line grew them back the next turn. The seat shown's cards give way instead."""
    seen = set()
    for lines in ([3, 2, 2], [4, 2, 2], [4, 3, 2], [4, 3, 3]):
        lay = L.compute((1366, 768), [0, 1, 2], lines, 2, 2)
        seen.add(tuple((tuple(lay.panels[q].rect), lay.panels[q].card) for q in (1, 2)))
    assert len(seen) == 1


def test_at_a_larger_ui_scale_the_words_keep_their_size_when_a_rival_starts_a_third_line():
    """A playtest at 125 % in a 1280x800 window: when a rival started its third line every word of the table
    shrank by a tenth and the click targets moved."""
    from castlecombo.kit import draw
    from castlecombo.rooms.ui.layout import compute

    draw.set_user_scale(1.25)
    try:
        scales = {compute((1280, 800), [0, 1], [lines, rival], 2).scale for lines in (1, 2, 3) for rival in (1, 2, 3)}
    finally:
        draw.set_user_scale(1.0)
    assert len(scales) == 1, scales


@pytest.mark.parametrize("size, seats", [((1366, 768), 2), ((1024, 640), 3), ((1920, 1080), 4)])
def test_at_a_larger_ui_scale_the_words_never_change_size_during_a_game(size, seats):
    """A playtest at 125 % in 1366x768: each new line of your own rescaled the whole table, buttons and words
    shifting (lines 4, 5 and 6), and a fuller hand did too. The words' size depends on the window, the seats
    and the setting, not on the lines or the hand of the moment."""
    from castlecombo.kit import draw
    from castlecombo.rooms.ui.layout import compute

    draw.set_user_scale(1.25)
    try:
        scales = {compute(size, list(range(seats)), [own] + [rival] * (seats - 1), hand).scale
                  for own in (0, 1, 3, 4, 5, 6, 7) for rival in (1, 2, 4, 6) for hand in (1, 2, 4, 6)}
    finally:
        draw.set_user_scale(1.0)
    assert len(scales) == 1, scales


def test_a_long_suggestion_stays_in_the_players_panel_where_its_foot_beside_the_magnifier_is_free():
    """Playtest 130 (Italian, 1920x1080, 150 %): a suggestion went over the log, six lines tall, while the foot of
    the player's panel lay free beside its magnifier: across the whole foot it had to go above the magnifier, onto
    the new line's space. It goes in the panel's foot beside the magnifier."""
    from castlecombo import i18n
    from castlecombo.app.options import default_seats
    from castlecombo.kit import draw
    from castlecombo.rooms.ui.reason_place import kept_in_sight, reason_box
    from castlecombo.rooms.ui.view import RoomsView
    from rooms_helpers import CC, CS, SC, SS, UP, K
    from rooms_helpers import table as scenario

    state = scenario(3, hands={0: [CS, K, K]},
                     lines={0: [((SC, CS, SC), UP, False)], 1: [((SS, SS, SS), UP, True), ((SC, CS), UP, False)],
                            2: [((SS,), UP, False), ((CC, CC), 1, False)]})
    words = ("Suggerimento: una stanza scale→corridoio su una nuova fila, poi termina il turno: nessuna carta "
             "rimasta in mano si può giocare · Invio per giocarla")
    spoken = i18n.language()
    try:
        i18n.set_language("it")
        draw.set_user_scale(1.5)
        view = RoomsView(default_seats(["human", "human", "medium"]), (1920, 1080))
        lay = view.arrange(state, 0)
        avoid, others = kept_in_sight(lay, state, 0)
        box, lines, _size = reason_box(lay, words, 0, avoid, others)
    finally:
        draw.set_user_scale(1.0)
        i18n.set_language(spoken)
    assert lay.panels[0].rect.contains(box) and not box.colliderect(lay.log), (box, lay.log)
    assert not any(box.colliderect(r) for r in avoid) and len(lines) <= 3


@pytest.mark.parametrize(("size", "least"), [((1280, 720), 44), ((1024, 600), 35), ((1920, 1080), 66)])
def test_at_four_seats_the_others_rooms_are_drawn_larger_and_a_long_line_overlaps_inside_its_panel(size, least):
    """Playtests 182, 185 and 188: with four seats in 1280x720 the others' rooms were drawn 33 px wide, each panel
    keeping room for ten side by side. Their lines now overlap past what the panel holds: the rooms are larger,
    and a line of nine and its dragon still ends inside the panel, every room showing a third of itself."""
    lay = L.compute(size, [0, 1, 2, 3], [3, 3, 3, 3], 4)
    for seat, p in lay.panels.items():
        if seat == lay.own:
            assert p.fit == 10  # the hand's own lines never overlap: rooms are dropped on their ends
            continue
        assert p.card[0] >= least, (seat, p.card)
        rooms = [p.room_rect(0, i, 10) for i in range(10)]
        assert rooms[-1].right <= p.rect.right - L.PAD
        assert all(b.x - a.x >= p.card[0] / 3 for a, b in itertools.pairwise(rooms))
        # a line the panel holds side by side is drawn so, whatever the count
        assert [p.room_rect(0, i, p.fit).x for i in range(p.fit)] == [p.room_rect(0, i).x for i in range(p.fit)]


@pytest.mark.parametrize("size", SIZES)
def test_the_others_panels_side_by_side_draw_their_rooms_alike_whatever_their_lines(size):
    """Playtest 195, four seats: a rival with five lines drew rooms 30 px wide beside one with two drawing larger
    ones. Panels side by side draw their rooms at one size."""
    for lines in ([3, 5, 2, 1], [2, 1, 6, 3], [4, 4, 4, 2], [1, 2, 1, 1]):
        lay = L.compute(size, [0, 1, 2, 3], lines, 3)
        bands: dict[int, set[tuple[int, int]]] = {}
        for seat, p in lay.panels.items():
            if seat != lay.own:
                bands.setdefault(p.rect.y, set()).add(p.card)
        assert all(len(cards) == 1 for cards in bands.values()), (lines, bands)
