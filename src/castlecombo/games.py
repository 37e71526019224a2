"""The two games behind one door: which wing replays a save or record, summarises it and files it.

Saves and records carry ``game`` ("combo" or "rooms"); the command line and the app ask here
instead of asking one wing, and neither wing imports the other.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar, cast

from castlecombo.combo import replay as combo_replay
from castlecombo.combo.engine.scoring import places
from castlecombo.combo.engine.state import GameState as ComboState
from castlecombo.combo.engine.tableau import TABLEAU_CARDS
from castlecombo.combo.replay import ReplayError
from castlecombo.i18n import _, ngettext
from castlecombo.people import shown
from castlecombo.rooms import replay as rooms_replay
from castlecombo.rooms.engine.state import GameState as RoomsState
from castlecombo.storage import files as storage
from castlecombo.storage import saves
from castlecombo.storage.records import TITLES, GameName, HistoryRecord, SaveGame

T = TypeVar("T")


def title(game: GameName) -> str:
    """Return the game's name as players read it, in the language spoken now ("Castle Rooms")."""
    return _(TITLES[game])


def summarise_file(path: str | Path) -> dict[str, Any]:
    """Return {"turns_played", "finished", "names", "scores", "winners"} (Castle Rooms: and "lines") for a save or
    record of either game; raise ReplayError."""
    record = combo_replay.load_game_file(path)
    if record.game == "combo":
        return combo_replay.summarise_file(path)
    try:
        return rooms_replay.summary(record, rooms_replay.replay_state(record), Path(path).name)
    except rooms_replay.RoomsReplayError as exc:
        raise ReplayError(str(exc)) from None


_FROM_REPLAY: dict[tuple[object, ...], object] = {}


def _from_replay(record: HistoryRecord, game: GameName, read: Callable[[HistoryRecord], T]) -> T | None:
    """Return ``read`` of a finished ``game`` record (its result, worked out by replaying it), kept for the next ask
    (the lists draw every frame); None if the record is not one, or does not replay (the list still shows it by its
    scores, and its replay says what is wrong)."""
    if record.game != game or not record.finished:
        return None
    key = (game, read, record.seed, record.first_player, len(record.seats), tuple(record.actions),
           tuple(map(tuple, record.reshuffled)))
    if key not in _FROM_REPLAY:
        try:
            value: object = read(record)
        except (ReplayError, rooms_replay.RoomsReplayError):
            value = None
        if len(_FROM_REPLAY) > 512:
            _FROM_REPLAY.clear()
        _FROM_REPLAY[key] = value
    return cast("T | None", _FROM_REPLAY[key])


def _lines_of(record: HistoryRecord) -> list[tuple[int, ...]]:
    state = rooms_replay.replay_state(record)
    return [state.standing(q) for q in range(state.n)]


def _places_of(record: HistoryRecord) -> list[int] | None:
    state = combo_replay.replay_state(record)
    return places(state.scores()) if state.is_over else None


def _standings(record: HistoryRecord) -> list[tuple[int, ...]] | None:
    """Return every seat's line lengths, longest first, of a finished Castle Rooms record (None: it does not replay,
    or it is not one)."""
    return _from_replay(record, "rooms", _lines_of)


def _places(record: HistoryRecord) -> list[int] | None:
    """Return each seat's place in a finished Castle Combo record by the engine (a tie on points broken by the gold
    kept), or None: it does not replay, or it is not one."""
    return _from_replay(record, "combo", _places_of)


def finishing_order(record: HistoryRecord) -> list[int]:
    """Return the seats of a recorded game as they finished: the winners, then the others best first (Castle
    Rooms compares whole lines, second-longest and on, as its ending does; Castle Combo the scores, a tie broken
    by the gold kept as on the score pad: the History list, the review and the replay put a 4th on 76 before the
    3rd on 76, playtest 267)."""
    ranks = _places(record)
    by_score = sorted(range(len(record.seats)), key=lambda k: (k not in record.winners, -record.scores[k],
                                                                ranks[k] if ranks is not None else 0))
    lines = _standings(record)
    if lines is None:
        return by_score
    depth = max(len(one) for one in lines)  # a missing line counts 0: 5-3-1 beats 5-3
    return sorted(range(len(lines)), key=lambda k: (k not in record.winners, [-n for n in lines[k]] + [0] * depth))


def score_words(record: HistoryRecord) -> list[str]:
    """Return each seat's score as the history lists it; in Castle Rooms a longest line as long as another seat's
    is followed by all that seat's other lines, longest first ("9·8" and "9·6": "Aldric 9, Beatrix 9" did not say
    why Aldric won, playtest 194; "9·3·1" where the ending said "9·3·1·1" read as a room lost, playtest 300)."""
    lines = _standings(record)
    if lines is None:
        return [str(score) for score in record.scores]
    words = []
    for k, mine in enumerate(lines):
        tied = any(q != k and one[:1] == mine[:1] for q, one in enumerate(lines))
        words.append("·".join(str(n) for n in ((mine if tied else mine[:1]) or (0,))))
    return words


def history_record_of(save: SaveGame) -> HistoryRecord:
    """Return the history record of ``save`` as far as it goes (finished or abandoned); raise ReplayError."""
    if save.game == "rooms":
        try:
            return rooms_replay.history_record(save, rooms_replay.replay_state(save))
        except rooms_replay.RoomsReplayError as exc:
            raise ReplayError(str(exc)) from None
    return combo_replay.history_record(save, combo_replay.replay_state(save))


def people_moved(save: SaveGame) -> bool:
    """Return whether a person (not an AI seat) made one of the moves of ``save``; raise ReplayError.

    A game started again from the ending ("Play again") and left before a person's first move was counted
    as an abandoned game in Statistics (playtest 91)."""
    people = {i for i, seat in enumerate(save.seats) if seat.kind == "human"}
    state: ComboState | RoomsState
    try:
        if save.game == "rooms":
            state = RoomsState.new(len(save.seats), save.seed, save.first_player)
        else:
            state = ComboState.new(len(save.seats), save.seed, save.first_player, save.reshuffled)
        for action in save.actions:
            if state.current in people:
                return True
            state.apply(action)
    except ValueError as exc:  # IllegalAction is a ValueError
        raise ReplayError(f"the record does not replay: {exc}") from None
    return False


def progress_words(save: SaveGame, brief: bool = False) -> str:
    """Return where a game in progress stands and with whom, as the menu says it under Continue
    ("Turn 5 of 9  ·  with Aldric", "Round 3  ·  with 3 others"; ``brief``: players counted, not named, where
    names would not fit); "" if it does not replay."""
    return progress_both(save)[brief]


def progress_both(save: SaveGame) -> tuple[str, str]:
    """Return :func:`progress_words` of ``save`` in full and brief, replaying the game once."""
    try:
        state = rooms_replay.replay_state(save) if save.game == "rooms" else combo_replay.replay_state(save)
    except ValueError:
        return "", ""
    return _progress(save, state, False), _progress(save, state, True)


def _progress(save: SaveGame, state: ComboState | RoomsState, brief: bool) -> str:
    humans = [i for i, seat in enumerate(save.seats) if seat.kind == "human"]
    others = [shown(seat.name) for i, seat in enumerate(save.seats) if i != (humans[0] if humans else -1)]
    names = [shown(seat.name) for seat in save.seats]
    if brief and len(names) > 1 and len(humans) > 1:
        who = ngettext("{n} player", "{n} players", len(names)).format(n=len(names))
    elif brief and len(others) > 1:
        who = ngettext("with {n} other", "with {n} others", len(others)).format(n=len(others))
    elif len(humans) > 1 and len(names) == 2:  # several people: the first is not "you" ("with Marta", a playtest)
        who = _("{first} and {second}").format(first=names[0], second=names[1])
    elif len(humans) > 1:
        who = ngettext("{n} player", "{n} players", len(names)).format(n=len(names))
    elif len(others) == 1:
        # TRANSLATORS: under Continue in the menu: the other player of the game in progress
        who = _("with {player}").format(player=others[0])
    elif len(others) == 2:
        who = _("with {player} and {other}").format(player=others[0], other=others[1])
    else:
        who = ngettext("with {n} other", "with {n} others", len(others)).format(n=len(others))
    if len(humans) > 1 and not state.is_over and brief:
        # TRANSLATORS: under Continue in the menu, for a game several people play, when their names are long
        who = _("{player} to play").format(player=names[state.current])
    elif len(humans) > 1 and not state.is_over:  # people at one screen: whose turn it is (a hot-seat playtest)
        # TRANSLATORS: under Continue in the menu, after the players of a game several people play: who is next
        who = _("{players}  ·  {player} next").format(players=who, player=names[state.current])
    if state.is_over:  # left on its last play, unrecorded: "Round 7" read as a game still to play (playtest 148)
        # TRANSLATORS: under Continue in the menu: the game saved is over (left before its ending), and with whom
        return _("Game over: see the ending  ·  {players}").format(players=who)
    if save.game == "rooms":
        # TRANSLATORS: under Continue in the menu: the round a Castle Rooms game in progress is at, and with whom
        return _("Round {round}  ·  {players}").format(round=state.round, players=who)
    # TRANSLATORS: under Continue in the menu: the turn a Castle Combo game in progress is at, and with whom
    return _("Turn {turn} of {turns}  ·  {players}").format(turn=min(state.round, TABLEAU_CARDS), turns=TABLEAU_CARDS,
                                                            players=who)


def _same_game(a: HistoryRecord, b: HistoryRecord) -> bool:
    return (a.game, a.seed, a.seats, a.first_player, a.actions, a.reshuffled) == (
        b.game, b.seed, b.seats, b.first_player, b.actions, b.reshuffled)


def abandon_game_in_progress(game: GameName = "combo") -> tuple[Path | None, str | None]:
    """Keep ``game``'s game in progress in history as abandoned, then remove it; return (history file, note).

    The file is None when nothing was kept: there was no game, no person had played a move yet
    (the AIs' first moves alone are no game of theirs to count), or the game had in fact ended and
    is already in the history. A game that ended but was never recorded is recorded as finished.
    The note explains any repair of the save files.
    Raises StorageError if the disk refuses.
    """
    save, note = saves.load_current_save(game)
    if save is None:
        return None, note
    record = history_record_of(save)
    if not people_moved(save) or (record.finished and any(_same_game(record, r) for r in storage.load_history()[0])):
        saves.delete_current_save(game)
        return None, note
    return saves.record_finished_game(record), note


__all__ = ["TITLES", "ReplayError", "abandon_game_in_progress", "history_record_of", "people_moved", "progress_both",
           "progress_words", "summarise_file", "title"]
