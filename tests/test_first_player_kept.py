"""The first player chosen in New game is kept: the form opens on it again, and Play again starts the same seats
with the same first player (playtest 116 chose Beatrix, pressed Play again and Aldric started; the form had gone
back to Random). A first player left to chance is drawn again."""

from __future__ import annotations

import pytest

from castlecombo.app.newgame import NewGameScene
from castlecombo.combo.ui.ending import EndingScene as ComboEnding
from castlecombo.combo.ui.table import TableScene as ComboTable
from castlecombo.rooms.ui.ending import EndingScene as RoomsEnding
from castlecombo.rooms.ui.table import RoomsTable

TABLES = {"combo": ComboTable, "rooms": RoomsTable}


def started(app, game, first):
    """Set three people up for ``game`` with ``first`` chosen in the form, start, and return the table."""
    form = NewGameScene(app, game)
    app.stack.push(form)
    while len(form.seats) < 3:
        form.add_seat()
    for i, name in enumerate(["Aldric", "Beatrix", "Cedric"]):
        form.seats[i].kind = "human"
        form.set_name(i, name)
    form.set_first(first)
    form.start()
    return table_of(app, game)


def table_of(app, game):
    """Return the table of ``game`` on the stack (a hot-seat cover may lie over it)."""
    return next(s for s in reversed(app.stack.scenes) if isinstance(s, TABLES[game]))


def play_again(app, game, table):
    """Press Play again on the ending of ``game`` opened over ``table`` (the game need not be over for the
    button), and return the new table."""
    if game == "combo":
        ending = ComboEnding(app, table)
        app.stack.push(ending)
        ending.play_again()
    else:
        ending = RoomsEnding(app, table.state, table.seats, [])
        app.stack.push(ending)
        ending.press("again")
    return table_of(app, game)


@pytest.mark.parametrize("game", ["combo", "rooms"])
def test_play_again_keeps_the_first_player_chosen_and_the_form_opens_on_it(app, game):
    table = started(app, game, 1)
    assert table.save.first_player == 1 and table.state.current == 1
    again = play_again(app, game, table)
    assert again is not table and not again.state.actions
    assert again.save.first_player == 1 and again.state.current == 1
    form = NewGameScene(app, game)
    assert form.first_player == 1


@pytest.mark.parametrize("game", ["combo", "rooms"])
def test_a_first_player_left_to_chance_is_drawn_again_on_play_again(app, game):
    table = started(app, game, None)
    assert table.save.first_player is None
    again = play_again(app, game, table)
    assert again is not table and again.save.first_player is None
    assert NewGameScene(app, game).first_player is None


def test_play_again_with_seats_other_than_those_set_up_draws_the_first_player(app):
    """The choice belongs to the seats it was made for: a game continued from an older set-up draws."""
    table = started(app, "combo", 2)
    seats = list(table.seats)
    seats[0] = seats[0].model_copy(update={"name": "Dorothea"})
    assert app.settings.chosen_first("combo", seats) is None
    assert app.settings.chosen_first("combo", list(table.seats)) == 2
