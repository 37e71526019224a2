"""Start the game the new-game form set up: check its seats, remember them for the next set-up, and ask
before a game in progress is replaced (it is kept in the history as abandoned)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from castlecombo.app.newgame_seats import SeatDraft, remember_seats, seat_configs
from castlecombo.app.notice import ConfirmScene, show_notice
from castlecombo.app.services import AppServices
from castlecombo.games import ReplayError, abandon_game_in_progress, people_moved
from castlecombo.games import title as game_title
from castlecombo.i18n import _
from castlecombo.people import shown
from castlecombo.storage import files as storage
from castlecombo.storage import saves
from castlecombo.storage.records import GameName, SaveGame, SeatConfig


def start(app: AppServices, game: GameName, drafts: Sequence[SeatDraft], first_player: int | None) -> None:
    """Remember the seats in the settings and start the game (a notice instead when a seat is not ready)."""
    try:
        seats = seat_configs(drafts)
    except ValueError as exc:
        show_notice(app, str(exc), _("Almost ready"))
        return
    first = first_player if first_player is not None and first_player < len(seats) else None
    remember_seats(app.settings, game, seats, first)
    try:
        storage.save_settings(app.settings)
    except storage.StorageError as exc:
        app.notify(str(exc))
    save, _message = saves.load_current_save(game)
    if save is not None and _people_moved(save):
        names = [shown(seat.name) for seat in save.seats]
        # TRANSLATORS: the last two names of a list of players ("Aldric, Beatrix and You")
        players = _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])
        app.stack.push(ConfirmScene(
            app, _("{game} with {players} is in progress. If you start a new game, that one is kept in "
                   "your history as abandoned.").format(game=game_title(save.game), players=players),
            _("Replace the game in progress?"), yes=_("Start the new game"),
            # TRANSLATORS: answer that keeps the game in progress instead of starting a new one
            no=_("Keep it"), on_yes=partial(replace_and_start, app, game, seats, first)))
        return
    replace_and_start(app, game, seats, first)


def _people_moved(save: SaveGame) -> bool:
    """Whether a person played in the game in progress (one that does not replay is asked about too)."""
    try:
        return people_moved(save)
    except ReplayError:
        return bool(save.actions)


def keep_draft(app: AppServices, game: GameName, drafts: Sequence[SeatDraft], first_player: int | None) -> None:
    """Remember the seats and first player set up for the next time the form opens, when they are ready (the
    form closed)."""
    try:
        seats = seat_configs(drafts)
    except ValueError:
        return  # a seat not ready (an empty name): the last game's seats stay
    remember_seats(app.settings, game, seats, first_player)
    try:
        storage.save_settings(app.settings)
    except storage.StorageError as exc:
        app.notify(str(exc))


def replace_and_start(app: AppServices, game: GameName, seats: list[SeatConfig], first: int | None) -> None:
    """Keep the game in progress (if any) in the history as abandoned, then start the new game."""
    try:
        abandon_game_in_progress(game)
    except storage.StorageError as exc:
        show_notice(app, str(exc), _("The game in progress could not be kept"))
        return
    app.start_game(seats, seed=None, first_player=first, game=game)
