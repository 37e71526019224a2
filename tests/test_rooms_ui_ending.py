"""The Castle Rooms ending says how the game was decided, frames the line that decided it, best result first."""

from __future__ import annotations

from castlecombo.app.options import default_seats
from castlecombo.rooms.engine import actions as A
from castlecombo.rooms.ui.ending import EndingScene, deciding, ending_words, winning_lines
from rooms_helpers import CC, CS, SC, SS, UP, table


def ended(lines):
    """Return a game whose pile is empty and whose turn has just ended: it is over."""
    s = table(len(lines), lines=dict(enumerate(lines)), pile_size=0)
    s.apply(A.END_TURN)
    assert s.is_over
    return s


def test_an_empty_pile_names_the_line_that_decided_and_frames_it():
    # 4 · 2 · 2 against 4 · 2 · 1: the third longest decides
    s = ended([[((SS,) * 2, UP, False), ((SS,) * 4, UP, False), ((CC,) * 2, UP, False)],
               [((SS,) * 4, UP, False), ((CC,) * 2, UP, False), ((CC,), UP, False)]])
    assert s.winners() == [0] and deciding(s) == (0, 1, 2)
    head, how = ending_words(s, ["You", "Aldric"])
    assert head == "You win!"
    assert how == "The pile ran out. The longest lines tie (4 · 2); the third longest decides: 2 against Aldric's 1."
    assert winning_lines(s) == {0: [0, 1, 2]}  # every line compared: the tied 4 and 2, and the deciding 2


def test_a_tie_broken_by_the_second_line_frames_the_longest_line_and_the_deciding_one():
    """A playtest: after 9 · 4 · 1 against 9 · 3 only the winner's line of 4 was framed, read as 'the app thinks
    the short line won'."""
    s = ended([[((SS,) * 4, UP, True), ((CC,) * 9, UP, False), ((CC,), UP, False)],
               [((SS,) * 9, UP, False), ((CC,) * 3, UP, False)]])
    assert deciding(s) == (0, 1, 1)
    assert winning_lines(s) == {0: [0, 1]}


def test_an_empty_pile_won_by_the_longest_line_says_so():
    s = ended([[((SS,) * 3, UP, False)], [((SS,) * 5, UP, True)], [((CC,) * 4, UP, False)]])
    head, how = ending_words(s, ["You", "Aldric", "Beatrix"])
    assert head == "Aldric wins!" and deciding(s) == (1, 2, 0)
    assert how == "The pile ran out: Aldric's longest line, 5 rooms, beats Beatrix's 4."
    assert winning_lines(s) == {1: [0]}
    # the moment over the lines says the pile ran out too ("a line of 9 rooms" read as a win by ten, playtest 147)
    from castlecombo.rooms.ui.ending import moment_words

    assert moment_words(s) == "the pile ran out: the longest line, 5 rooms"
    ten = ended([[((SS,) * 10, UP, False)], [((CC,) * 4, UP, False)]])
    assert moment_words(ten) == "a line of 10 rooms"


def test_a_place_decided_by_a_line_after_the_longest_says_which_line_decided_it():
    """Playtest 160: Cedric's 7 · 5 · 1 came before Ingrid's 7 · 4 · 2 with no word of why. After how the game was
    won, each seat placed before another with a longest line as long says the line that decided it."""
    alternate = (SC, CS, SC, CS, SC, CS, SC)
    s = ended([[((CC,) * 7, UP, False), ((SS,) * 4, UP, False), ((SC, CS), UP, False)],
               [((SS,) * 9, UP, False)],
               [(alternate, UP, False), ((CC,) * 5, UP, False), ((CC,), UP, False)],
               [(alternate[:5], UP, False)]])
    _head, how = ending_words(s, ["You", "Aldric", "Cedric", "Beatrix"])
    assert how == ("The pile ran out: Aldric's longest line, 9 rooms, beats Cedric's 7. Cedric comes before you: the "
                   "longest lines tie (7); the second longest decides, 5 against 4.")
    _head, how = ending_words(s, ["Ingrid", "Aldric", "You", "Beatrix"])
    assert how.endswith("You come before Ingrid: the longest lines tie (7); the second longest decides, 5 against 4.")
    ten = ended([[((SS,) * 10, UP, False)], [((CC,) * 4, UP, False)], [((SC, CS, SC, CS), UP, False)]])
    assert ending_words(ten, ["Ann", "Bob", "Cy"])[1] == "A line of 10 rooms ends the game at once."


def test_a_missing_line_counts_nothing_and_a_full_tie_is_shared():
    s = ended([[((SS,) * 5, UP, False), ((CC,) * 3, UP, False)],
               [((SS,) * 5, UP, False), ((CC,) * 3, UP, False), ((SS,), UP, False)]])
    assert ending_words(s, ["Ann", "Bob"])[1].endswith("the third longest decides: 1 against Ann's 0.")
    tie = ended([[((SS,) * 2, UP, False)], [((CC,) * 2, UP, False)]])
    assert deciding(tie) is None and ending_words(tie, ["Ann", "Bob"])[0] == "A shared win: Ann and Bob"


def test_the_ending_shows_the_best_result_first(app):
    s = ended([[((SS,) * 2, UP, False)], [((SS,) * 5, UP, False)], [((CC,) * 3, UP, False)]])
    scene = EndingScene(app, s, default_seats(["human", "easy", "medium"]), [])
    assert scene.order == [1, 2, 0]
    scene._place(app.size)
    by_seat = {p.seat: p.rect for p in scene.panels}
    reading = sorted(by_seat, key=lambda q: (by_seat[q].y, by_seat[q].x))
    assert reading == [1, 2, 0]


def test_each_panel_of_the_ending_is_headed_by_its_seats_name(app):
    """The person's panel read "You  lines: 9 · 1" while the table called the seat by its name (a playtest)."""
    from castlecombo.kit import draw

    seats = default_seats(["human", "easy"])
    seats[0] = seats[0].model_copy(update={"name": "Bartholomew"})
    s = ended([[((SS,) * 2, UP, False)], [((SS,) * 5, UP, False)]])
    scene = EndingScene(app, s, seats, [])
    with draw.recording() as lines:
        scene.draw(app.screen)
    words = [line.words for line in lines]
    heads = {p.seat: p.header for p in scene.panels}
    inside = {seat: [line.words for line in lines if head.contains(line.rect)] for seat, head in heads.items()}
    assert "Bartholomew" in inside[0] and seats[1].name in inside[1]
    assert "You" not in inside[0]
    assert any("win" in w for w in words)  # the title still speaks to the winner
    # who played each seat, as Castle Combo's score pad says it (a playtest could not tell the AIs' levels)
    assert any(w.startswith("AI easy  ·") for w in inside[1]) and not any("AI" in w for w in inside[0])
    # "lines: 10" read as ten lines (a playtest); who played it first, not as one more length (playtest 173)
    assert "AI easy  ·  rooms per line, longest first: 5" in inside[1]


def test_the_rooms_per_line_are_said_longest_first(app):
    """Playtests: "rooms per line: 6 · 2 · 2" (sorted) over lines of 2, 2 and 6 was read in the lines' order, and in
    the lines' order "2 · 10" hid a winner's 10. Sorted as the tie-break compares them, and said so."""
    from castlecombo.kit import draw

    seats = default_seats(["human", "easy"])
    s = ended([[((SS,) * 2, UP, False), ((CC,) * 2, UP, False), ((SS,) * 6, UP, False)],
               [((CC,) * 9, UP, False)]])
    scene = EndingScene(app, s, seats, [])
    with draw.recording() as lines:
        scene.draw(app.screen)
    head = next(p.header for p in scene.panels if p.seat == 0)
    assert "rooms per line, longest first: 6 · 2 · 2" in [line.words for line in lines if head.contains(line.rect)]


def test_a_click_begun_on_the_table_does_not_press_the_ending_that_opened_under_it(app):
    """A click on "The ending" as the ending opened by itself landed on its Play again button, which sits
    under the same spot, and a new game began before the result was seen (a playtest)."""
    import pygame

    from castlecombo.rooms.ui.table import RoomsTable
    from ui_helpers import post

    seats = default_seats(["human", "easy"])
    app.start_game(seats, 5, 0, "rooms")
    table = app.stack.find(RoomsTable)
    app.step(0.016)
    table.state = ended([[((SS,) * 2, UP, False)], [((SS,) * 5, UP, False)]])
    probe = EndingScene(app, table.state, seats, [], table.save)
    probe._place(app.size)
    spot = probe.buttons["again"].center
    post(pygame.MOUSEBUTTONDOWN, pos=spot, button=1)  # pressed on the table: the ending opens this frame
    app.step(0.016)
    assert isinstance(app.stack.top, EndingScene)
    post(pygame.MOUSEBUTTONUP, pos=spot, button=1)
    app.step(0.016)
    assert isinstance(app.stack.top, EndingScene) and len(app.stack.scenes) == 2  # no new game
    post(pygame.MOUSEBUTTONDOWN, pos=spot, button=1)  # the second click of a double-click: nothing either
    post(pygame.MOUSEBUTTONUP, pos=spot, button=1)  # (from "See the table" it began a new game, a playtest)
    app.step(0.016)
    assert isinstance(app.stack.top, EndingScene) and len(app.stack.scenes) == 2
    from castlecombo.rooms.ui.ending import CLICK_SETTLE

    for _ in range(round(CLICK_SETTLE / 0.016) + 1):
        app.step(0.016)
    post(pygame.MOUSEBUTTONDOWN, pos=spot, button=1)  # a click of its own, once the ending is there
    post(pygame.MOUSEBUTTONUP, pos=spot, button=1)
    app.step(0.016)
    assert isinstance(app.stack.top, RoomsTable) and app.stack.top is not table


def test_beside_long_names_the_ending_keeps_the_rooms_per_line_whole(app):
    """A playtest at 1024x640 at 150 % with four players: beside "Maria Eduarda Santos" the facts read
    "salas por linha,…", the numbers cut off. Where the words do not fit, the numbers stand alone, whole (beside
    the name, or with the short words at the panel's foot, playtest 347)."""
    from castlecombo.kit import draw
    from test_layout_fit import app_at

    seats = default_seats(["human", "human", "easy", "hard"])
    names = ["Maria Eduarda Santos", "João P. Albuquerque", "Beatrix", "Cedric"]
    seats = [seat.model_copy(update={"name": name}) for seat, name in zip(seats, names)]
    s = ended([[((SS,) * 5, UP, False), ((CC,) * 2, UP, False)],
               [((SS,) * 4, UP, False), ((CC,) * 3, UP, False), ((SS,) * 1, UP, False)],
               [((CC,) * 5, UP, False), ((SS,) * 2, UP, False), ((SC,) * 1, UP, False)],
               [((SC,) * 3, UP, False), ((CS,) * 1, UP, False)]])
    with app_at((1024, 640), 150, "pt") as small:
        scene = EndingScene(small, s, seats, [])
        with draw.recording() as lines:
            scene.draw(small.screen)
        for p in scene.panels:
            said = " ".join(line.words for line in lines if p.rect.contains(line.rect))
            lengths = " · ".join(str(n) for n in s.standing(p.seat) if n)
            assert lengths in said and "…" not in said, said


def test_every_panel_of_the_ending_says_its_rooms_per_line_in_the_same_words(app):
    """A playtest at 1280x720 in Italian: Beatrix's and Aldric's panels read "stanze per fila, dalla più lunga:
    8 · 2 · 2 · 1", Giovanni Battista Ferri's the bare "6 · 5 · 2 · 2". Every panel says them alike, in the longest
    words that fit beside every name ("dalla più lunga: 6 · 5 · 2 · 2": "per fila" read as lines 1, 2, 3, 345)."""
    from castlecombo.kit import draw
    from test_layout_fit import app_at

    seats = default_seats(["hard", "easy", "human", "medium"])
    names = ["Beatrix", "Anna Maria Colombo", "Giovanni Battista Ferri", "Aldric"]
    seats = [seat.model_copy(update={"name": name}) for seat, name in zip(seats, names)]
    s = ended([[((SS,) * 8, UP, False), ((CC,) * 2, UP, False), ((SC,) * 2, UP, False), ((CS,) * 1, UP, False)],
               [((CC,) * 7, UP, False), ((SS,) * 2, UP, False), ((CS,) * 2, UP, False), ((SC,) * 1, UP, False)],
               [((SC,) * 6, UP, False), ((CS,) * 5, UP, False), ((SS,) * 2, UP, False), ((CC,) * 2, UP, False)],
               [((CS,) * 5 + (SS,), UP, False), ((SC,) * 4, UP, False), ((CC,), UP, False), ((CC,), UP, False)]])
    with app_at((1280, 720), 100, "it") as window:
        scene = EndingScene(window, s, seats, [])
        with draw.recording() as lines:
            scene.draw(window.screen)
    heads = []
    for p in scene.panels:
        said = " ".join(line.words for line in lines if p.header.contains(line.rect))
        lengths = " · ".join(str(n) for n in s.standing(p.seat) if n)
        assert lengths in said and "…" not in said, said
        heads.append(said)
    assert all("dalla più lunga: " in said and "stanze per fila" not in said for said in heads), heads


def test_the_ending_gives_every_seat_its_place(app):
    """The ending marked the winner only: nothing said who came second or last (a playtest)."""
    from castlecombo.kit import draw
    from castlecombo.rooms.ui.ending import places

    s = ended([[((SS,) * 2, UP, False)], [((SS,) * 5, UP, False)], [((CC,) * 3, UP, False)],
               [((CC,) * 2, UP, False)]])
    assert places(s) == {1: 1, 2: 2, 0: 3, 3: 3}  # two seats alike share third place
    scene = EndingScene(app, s, default_seats(["human", "easy", "medium", "hard"]), [])
    with draw.recording() as lines:
        scene.draw(app.screen)
    heads = {p.seat: p.header for p in scene.panels}
    said = {seat: [line.words for line in lines if head.contains(line.rect)] for seat, head in heads.items()}
    assert "winner" in said[1] and "2nd" in said[2] and "3rd" in said[0] and "3rd" in said[3]


def test_the_table_seen_after_the_ending_frames_the_winning_line(app):
    """'See the table' showed the final table with nothing marking the line that won (a playtest)."""
    from castlecombo.rooms.ui.table import RoomsTable

    app.start_game(default_seats(["human", "easy"]), 5, 0, "rooms")
    table = app.stack.find(RoomsTable)
    app.step(0.016)
    table.state = ended([[((SS,) * 2, UP, False)], [((SS,) * 5, UP, False), ((CC,) * 2, UP, False)]])
    assert table.marks().winning == {1: [0]}


def test_keys_pressed_for_the_last_play_do_not_go_on_through_the_ending(app):
    """A playtest pressing Right, Tab, Enter quickly won mid-way: the keys left went through the ending, which was
    never seen, to a new game's setup. For half a second the ending takes no key."""
    import pygame

    from castlecombo.app.menu import MenuScene
    from ui_helpers import post

    seats = default_seats(["human", "easy"])
    s = ended([[((SS,) * 2, UP, False)], [((CC,) * 5, UP, False)]])
    scene = EndingScene(app, s, seats, [])
    app.stack.push(scene)
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    app.step(0.016)
    assert app.stack.top is scene
    app.step(0.6)
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    app.step(0.016)
    assert isinstance(app.stack.top, MenuScene)  # then a key does what it says (Esc: the menu)


def test_the_endings_words_stay_whole_and_clear_of_the_panels_beside_long_names():
    """A playtest at 1024x640 at 150 %: the sentence saying how the game was decided ran from one edge of the
    window to the other, and a shared win of two long names was cut ("… Santos e…"). The sentence takes two
    lines where one would not do, the panels move down under it, and the title shrinks rather than cut."""
    from castlecombo.kit import draw
    from test_layout_fit import app_at

    seats = default_seats(["human", "human", "easy", "hard"])
    names = ["Maria Eduarda Santos", "João P. Albuquerque", "Bartolomeu de Gusmão", "Cedric"]
    seats = [seat.model_copy(update={"name": name}) for seat, name in zip(seats, names)]
    decided = ended([[((SS,) * 5, UP, False), ((CC,) * 2, UP, False), ((SC,) * 1, UP, False)],
                     [((SS,) * 4, UP, False), ((CC,) * 3, UP, False), ((SS,) * 1, UP, False)],
                     [((CC,) * 5, UP, False), ((SS,) * 2, UP, False)],
                     [((SC,) * 3, UP, False), ((CS,) * 1, UP, False)]])
    shared = ended([[((SS,) * 5, UP, False)], [((SS,) * 4, UP, False)], [((CC,) * 5, UP, False)],
                    [((SC,) * 3, UP, False)]])
    with app_at((1024, 640), 150, "pt") as small:
        for state in (decided, shared):
            scene = EndingScene(small, state, seats, [])
            with draw.recording() as lines:
                scene.draw(small.screen)
            head, how = ending_words(state, [seat.name for seat in seats])
            said = [line for line in lines if len(line.words) > 12 and line.words in how and line.words not in names]
            assert " ".join(line.words for line in said).split() == how.split()
            top = min(p.rect.top for p in scene.panels)
            assert all(line.rect.bottom <= top and line.rect.left >= 0 and line.rect.right <= 1024 for line in said)
            assert head in [line.words for line in lines]  # whole, not cut


def test_the_ending_button_on_the_finished_table_speaks_as_large_as_the_turn_buttons():
    """A playtest at 1280x720 in French: "Fin de partie (Entrée)" was shrunk to a third of the size of the words
    around it, in End turn's narrow button. The button widens for its words; a click on it goes on."""
    from functools import partial

    import pygame

    from castlecombo import i18n
    from castlecombo.kit import draw
    from castlecombo.rooms.ui.table import RoomsTable
    from castlecombo.rooms.ui.view import ending_button
    from test_layout_fit import app_at

    for language in ("en", "fr", "es", "it", "pt"):
        with app_at((1280, 720), 100, language) as app:
            app.start_game(default_seats(["human", "easy"]), 5, 0, "rooms")
            table = app.stack.find(RoomsTable)
            app.step(0.016)
            table.state = ended([[((SS,) * 2, UP, False)], [((SS,) * 5, UP, False)]])
            with draw.recording() as lines:
                table.draw(app.screen)
            label = i18n._("The ending (Enter)")
            drawn = [line for line in lines if line.words == label]
            assert drawn and drawn[0].size >= round(19 * table.view.layout.scale) - 2, (language, drawn)
            button = ending_button(table.view.layout)
            assert button.contains(drawn[0].rect)
            assert button.collidelist([table.view.layout.rotate, table.view.layout.undo]) < 0
        if button.w > table.view.layout.end_turn.w:  # its widened part answers a click too
            with app_at((1280, 720), 100, language) as app:
                app.start_game(default_seats(["human", "easy"]), 5, 0, "rooms")
                table = app.stack.find(RoomsTable)
                app.step(0.016)
                table.state = ended([[((SS,) * 2, UP, False)], [((SS,) * 5, UP, False)]])
                pressed: list[bool] = []
                table.end_turn = partial(pressed.append, True)
                spot = (button.x + 4, button.centery)
                assert not table.view.layout.end_turn.collidepoint(spot)
                for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                    table.input.handle(pygame.event.Event(kind, pos=spot, button=1))
                assert pressed, language


def test_a_won_game_opens_its_ending_on_the_winners_moment_once(app, monkeypatch):
    """The Castle Rooms ending was flat (playtests 100 and 104): a won game now opens on the winner's moment, as
    Castle Combo's score pad does, with sparks when the person at the screen won; a click ends it; after a look at
    the table the ending comes back without it."""
    import pygame

    from castlecombo.kit.winner_moment import SPARKS
    from castlecombo.rooms.ui.table import RoomsTable
    from ui_helpers import post

    circles: list[tuple] = []
    real = pygame.draw.circle
    monkeypatch.setattr(pygame.draw, "circle", lambda *a, **k: (circles.append(a), real(*a, **k))[1])

    def sparks_after(seconds: float) -> int:
        app.step(seconds)
        circles.clear()
        app.stack.draw(app.screen)
        return len(circles)

    for kinds, won in ((["human", "easy"], [((SS,) * 2, UP, False)]), (["easy", "human"], [((SS,) * 2, UP, False)])):
        app.start_game(default_seats(kinds), 5, 0, "rooms")
        table = app.stack.find(RoomsTable)
        app.step(0.016)
        table.state = ended([[((SS,) * 6, UP, False)], *[won]])  # seat 0 wins, 6 rooms against 2
        table.finish()
        ending = app.stack.top
        assert isinstance(ending, EndingScene) and ending.moment_left > 0
        drawn = sparks_after(0.5)
        assert (drawn >= SPARKS) == (kinds[0] == "human")  # no sparks over the person who lost
    assert ending.moment_left > 0
    post(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=0)
    app.step(0.016)
    assert ending.moment_left == 0 and sparks_after(0.016) < SPARKS
    assert ending.ring.key is None  # the Tab that ended the moment did only that
    ending.press("table")
    table.show_ending()
    assert app.stack.top.moment_left == 0  # the ending again, after a look at the table: no second moment


def test_enters_pressed_through_the_last_turn_end_the_moment_and_ring_play_again_but_never_press_it(app):
    """Playtest 110 pressed Enter through the turns of a Castle Rooms game and found a new game at round 1: the first
    Enter after the settle ended the winner's moment and rang Play again, the next pressed it. A key that ends the
    moment does only that; the next rings Play again, and only a third presses it."""
    import pygame

    from castlecombo.rooms.ui.table import RoomsTable
    from ui_helpers import post

    app.start_game(default_seats(["human", "easy"]), 5, 0, "rooms")
    table = app.stack.find(RoomsTable)
    app.step(0.016)
    table.state = ended([[((SS,) * 6, UP, False)], [((SS,) * 2, UP, False)]])
    table.finish()
    ending = app.stack.top
    app.step(1.0)  # past the settle, the moment still on
    assert ending.moment_left > 0
    for _ in range(2):
        post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
        app.step(0.016)
    assert app.stack.top is ending and ending.moment_left == 0 and ending.ring.key == "again"


def test_the_winners_moment_names_the_lines_that_broke_a_tie_of_the_longest(app):
    """Playtest 112: "¡Ramón gana! una línea de 8 salas" where Lucía had a line of 8 too; only the small words under
    it said the second lines decided. The moment names the winner's lines down to the one that decided."""
    from castlecombo.kit import draw

    tied = ended([[((SS,) * 4, UP, False), ((CC,) * 2, UP, False)], [((SS,) * 4, UP, False), ((CC,), UP, False)]])
    clear = ended([[((SS,) * 5, UP, False)], [((SS,) * 4, UP, False)]])
    said = []
    for s in (tied, clear):
        scene = EndingScene(app, s, default_seats(["human", "easy"]), [], moment=True)
        app.stack.push(scene)
        with draw.recording() as lines:
            app.stack.draw(app.screen)
        said.append({line.words for line in lines})
        app.stack.pop()
    assert "lines of 4 · 2 rooms" in said[0] and "a line of 4 rooms" not in said[0]
    assert "the pile ran out: the longest line, 5 rooms" in said[1]  # not a line of ten (playtest 147)


def test_the_winners_moment_fades_out_whole_its_words_with_its_band():
    """Playtest 116 caught the moment's end: "Aldric wins! a line of 10 rooms" still whole over the panels, the band
    under it gone faint but for two stray lines. The band and its words fade together: near the end, what lies
    under the band shows through almost unchanged."""
    import pygame

    from castlecombo.kit.winner_moment import draw_moment

    pygame.init()
    ground = pygame.Surface((800, 600))
    ground.fill((40, 90, 60))
    for moment, most in ((0.02, 30), (0.125, 140)):  # fading: a tenth, then half of the band's strength
        surface = ground.copy()
        draw_moment(surface, moment, "Aldric wins!", "a line of 10 rooms", [(200, 60, 60)], 1.0, sparks=False)
        band = pygame.Rect(0, 300 - 85, 800, 170)
        diff = max(max(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], ground.get_at((x, y))[:3]))
                   for x in range(0, 800, 3) for y in range(band.top, band.bottom, 3))
        assert diff <= most, (moment, diff)
    surface = ground.copy()
    draw_moment(surface, 0.5, "Aldric wins!", "a line of 10 rooms", [(200, 60, 60)], 1.0, sparks=False)
    assert surface.get_at((400, 300 - 16))[:3] != (40, 90, 60)  # in full before it fades: the band is drawn


def test_the_runners_up_tied_with_the_runner_are_named_with_it():
    """Playtest 179: "Aldric's longest line, 9 rooms, beats Beatrix's 7." left out Cedric's 7, tied with Beatrix's."""
    from castlecombo.rooms.ui.ending import how_sentences

    s = ended([[((SS,) * 5, UP, False)], [((SS,) * 3, UP, False)], [((CC,) * 3, UP, False)]])
    assert s.winners() == [0]
    assert how_sentences(s, ["Aldric", "Beatrix", "Cedric"])[0] == \
        "The pile ran out: Aldric's longest line, 5 rooms, beats Beatrix and Cedric's 3."
    alone = ended([[((SS,) * 5, UP, False)], [((SS,) * 3, UP, False)], [((CC,) * 2, UP, False)]])
    assert how_sentences(alone, ["Aldric", "Beatrix", "Cedric"])[0] == \
        "The pile ran out: Aldric's longest line, 5 rooms, beats Beatrix's 3."


def test_after_a_line_of_ten_the_places_behind_it_say_which_line_decided_them():
    """Playtest 213: a child came third behind a rival whose longest lines tied with his, the rival's fourth line (one
    room) against none; the end said only "A line of 10 rooms ends the game at once." The places behind the winner
    say which line decided them, as after the pile runs out."""
    from castlecombo.rooms.ui.ending import how_sentences
    from rooms_helpers import CS, SC

    s = ended([[((SS,) * 10, UP, False)],
               [((CC,) * 6, UP, False), ((SS,) * 2, UP, False), ((SC,), UP, False), ((CS,), UP, False)],
               [((CC,) * 6, UP, False), ((SC, CC), UP, False), ((CS,), UP, False)]])
    assert s.winners() == [0]
    said = how_sentences(s, ["Aldric", "Beatrix", "Théo"])
    assert said == ["A line of 10 rooms ends the game at once.",
                    "Beatrix comes before Théo: the longest lines tie (6 · 2 · 1); the fourth longest decides, 1 "
                    "against 0."]


def test_f1_over_the_ending_shows_the_rules_and_comes_back_to_it(app):
    """Playtest 263, by keys alone: F1 did nothing over the ending, as it shows the rules at the table. It shows them,
    and their last button comes back to the results."""
    import pygame

    from castlecombo.rooms.ui.rules_scene import RoomsRulesScene
    from ui_helpers import press

    s = ended([[((SS,) * 2, UP, False)], [((SS,) * 5, UP, False)]])
    scene = EndingScene(app, s, default_seats(["human", "easy"]), [])
    app.show_menu()
    app.stack.push(scene)
    app.step(1.0)
    press(app, pygame.K_F1)
    assert isinstance(app.stack.top, RoomsRulesScene)
    assert app.stack.top.back.label == "Back to the results"
    assert app.stack.top.page_title() == "The end"  # the page of what is on the screen
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is scene


def test_a_long_name_stays_clear_of_its_place_on_the_ending():
    """Playtest 270: at 150 % "Bartholomew Fitzgerald-Montgomer" ran into "winner" beside it. The name gives way."""
    from castlecombo.kit import draw
    from castlecombo.storage.records import SeatConfig
    from test_layout_fit import app_at

    s = ended([[((SS,) * 5, UP, False)], [((SS,) * 2, UP, False)], [((CC,) * 3, UP, False)], [((SS,), UP, False)]])
    seats = default_seats(["human", "easy", "medium", "hard"])
    seats[0] = SeatConfig(name="Bartholomew Fitzgerald-Montgomer", kind="human", colour=seats[0].colour)
    with app_at((1280, 720), 150) as app:
        scene = EndingScene(app, s, seats, [])
        app.stack.push(scene)
        app.step(1.0)
        with draw.recording() as lines:
            app.stack.draw(app.screen)
    name = next(line for line in lines if line.words.startswith("Bartholomew"))
    place = next(line for line in lines if line.words == "winner" and abs(line.rect.centery - name.rect.centery) < 8)
    assert name.rect.right < place.rect.left


def test_where_the_lengths_are_said_short_they_still_say_longest_first():
    """Playtest 345: "per fila: 6 · 5 · 4" (the short form, four seats and a long name) was read by a child as lines
    1, 2 and 3, which were 6, 4 and 5. The short form says the order too: "longest first: 6 · 2 · 2"."""
    from test_layout_fit import app_at

    with app_at((1280, 720), 125) as app:
        seats = default_seats(["human", "easy", "easy", "easy"])
        seats[0] = seats[0].model_copy(update={"name": "Giovanni Battista Ferraresi"})
        lines = [[((SS,) * 2, UP, False), ((CC,) * 2, UP, False), ((SS,) * 6, UP, False)]]
        scene = EndingScene(app, ended(lines + [[((CC,) * 3, UP, False)]] * 3), seats, [])
        scene._place(app.screen.get_size())
        said = {seat: words for seat, (words, _room, _foot) in scene._facts(1.0).items()}
    assert said[0] == "longest first: 6 · 2 · 2" and said[1] == "longest first: 3", said


def test_beside_a_long_name_in_a_small_window_every_panel_still_says_the_order_of_its_lengths():
    """Playtest 347 (Italian, 125 %, the 1195x672 window a 1366x768 screen gives): four seats, one named "Giovanni
    Battista Ferraresi", and every panel said bare "8 · 2 · 2 · 1", read in the lines' order. The panel with no room
    for even the short words beside its name says them at its foot, shrunk a little, and every panel says them."""
    from castlecombo.kit import draw
    from test_layout_fit import app_at

    with app_at((1195, 672), 125, "it") as app:
        seats = default_seats(["human", "easy", "easy", "easy"])
        seats[0] = seats[0].model_copy(update={"name": "Giovanni Battista Ferraresi"})
        others = [((CC,) * 3, UP, False), ((SC,) * 2, UP, False), ((CS,), UP, False), ((SS,), UP, False)]
        lines = [[((SS,) * 2, UP, False), ((CC,) * 2, UP, False), ((SS,) * 6, UP, False)]] + [others] * 3
        state = ended(lines)
        scene = EndingScene(app, state, seats, [])
        with draw.recording() as drawn:
            scene.draw(app.screen)
        for p in scene.panels:
            said = [line.words for line in drawn if p.rect.contains(line.rect)]
            lengths = " · ".join(str(n) for n in state.standing(p.seat) if n)
            assert any(f"dalla più lunga: {lengths}" in words and "…" not in words for words in said), said
