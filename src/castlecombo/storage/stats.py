"""Statistics over finished games (pure functions of ``list[HistoryRecord]``).

"The player" is the one human seat of a game. Games without a human seat (AI-only demos) are
left out, and so are games several people played at one screen: whose figures would they be? (A
playtest read "1 game played, 1 won (100 %)" after an all-human game.) The history lists them, and
:func:`shared_games` counts them. Games abandoned before their end are counted apart by
:func:`abandoned_games`. A game's opponent level is the set of AI kinds at the table, written
in difficulty order and joined with ``+`` (``"easy"``, ``"easy+hard"``); a table with no AI
at all is ``"hot-seat"``. A shared first place counts as a win. The two games keep apart:
filter with :func:`of_game` first (a Castle Rooms score is a longest line).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import date, datetime

from castlecombo.storage.records import AI_KINDS, GameName, HistoryRecord

HOT_SEAT = "hot-seat"


@dataclass(frozen=True)
class LevelStats:
    """Games played and won against one opponent level."""

    level: str
    played: int
    won: int
    hints: int = 0  # the suggestions shown (per person, in hot-seat games: whose hints they were, playtest 154)

    @property
    def win_rate(self) -> float:
        """Share of games won, 0.0 when none were played."""
        return self.won / self.played if self.played else 0.0


@dataclass(frozen=True)
class BestScore:
    """One of the player's best results."""

    score: int
    finished_at: str
    date: date | None
    level: str
    won: bool
    who: str = ""  # the person's name, for a hot-seat game's score
    hints: int = 0  # the suggestions that seat was shown in that game
    place: int = 0  # where the seat finished in that game (0 the first), where the caller knows the order


def human_seat(record: HistoryRecord) -> int | None:
    """Index of the first human seat, or None for an AI-only game."""
    for index, seat in enumerate(record.seats):
        if seat.kind == "human":
            return index
    return None


def opponent_level(record: HistoryRecord) -> str:
    """AI kinds present, in difficulty order joined by '+', or 'hot-seat' when there are none."""
    present = {seat.kind for seat in record.seats}
    kinds = [kind for kind in AI_KINDS if kind in present]
    return "+".join(kinds) if kinds else HOT_SEAT


def player_seat(record: HistoryRecord) -> int | None:
    """Index of the one human seat, or None for a game with none or with several people."""
    humans = [index for index, seat in enumerate(record.seats) if seat.kind == "human"]
    return humans[0] if len(humans) == 1 else None


def shared_games(records: Iterable[HistoryRecord]) -> int:
    """Number of finished games several people played at one screen (listed, not in the player's figures)."""
    return sum(1 for record in records
               if record.finished and sum(1 for seat in record.seats if seat.kind == "human") > 1)


def watched_games(records: Iterable[HistoryRecord]) -> int:
    """Number of finished games AIs played alone (autoplay: listed, not in the player's figures)."""
    return sum(1 for record in records if record.finished and not any(seat.kind == "human" for seat in record.seats))


def _with_human(records: Iterable[HistoryRecord]) -> list[tuple[HistoryRecord, int]]:
    """Finished games with one person at the table, each with that person's seat."""
    out = []
    for record in records:
        seat = player_seat(record)
        if seat is not None and record.finished:
            out.append((record, seat))
    return out


def of_game(records: Iterable[HistoryRecord], game: GameName) -> list[HistoryRecord]:
    """The records of one game ("combo" or "rooms"), in history order: statistics are kept per game."""
    return [record for record in records if record.game == game]


def games_by_table_size(records: Iterable[HistoryRecord]) -> list[tuple[int, int, int]]:
    """(players at the table, games played, games won) of the player's finished games, fewest players first."""
    return _by_size((record, seat in record.winners) for record, seat in _with_human(records))


def shared_games_by_table_size(records: Iterable[HistoryRecord]) -> list[tuple[int, int, int]]:
    """(players at the table, hot-seat games played, those a person won) of the finished hot-seat games."""
    games = {id(record): record for record, _seat in _people(records)}.values()
    return _by_size((record, any(record.seats[w].kind == "human" for w in record.winners)) for record in games)


def _by_size(games: Iterable[tuple[HistoryRecord, bool]]) -> list[tuple[int, int, int]]:
    played: dict[int, int] = {}
    won: dict[int, int] = {}
    for record, win in games:
        n = len(record.seats)
        played[n] = played.get(n, 0) + 1
        won[n] = won.get(n, 0) + win
    return [(n, played[n], won[n]) for n in sorted(played)]


def abandoned_games(records: Iterable[HistoryRecord]) -> int:
    """Number of games with a human seat that were abandoned before their end."""
    return sum(1 for record in records if not record.finished and human_seat(record) is not None)


def _level_sort_key(level: str) -> tuple[int, int, list[int]]:
    parts = [AI_KINDS.index(k) if k in AI_KINDS else len(AI_KINDS) for k in level.split("+")]
    return (0 if len(parts) == 1 else 1, len(parts), parts)


def games_by_level(records: Iterable[HistoryRecord]) -> list[LevelStats]:
    """Games played and won per opponent level: single levels first (easiest first), then mixes."""
    played: dict[str, int] = {}
    won: dict[str, int] = {}
    for record, seat in _with_human(records):
        level = opponent_level(record)
        played[level] = played.get(level, 0) + 1
        won[level] = won.get(level, 0) + (seat in record.winners)
    return [LevelStats(lv, played[lv], won[lv]) for lv in sorted(played, key=_level_sort_key)]


def score_distribution(records: Iterable[HistoryRecord]) -> list[int]:
    """The player's final score in every game, in history order."""
    return [record.scores[seat] for record, seat in _with_human(records)]


def _histogram(scores: Iterable[int], bucket: int) -> list[tuple[int, int]]:
    """(bucket start, count) pairs of ``scores``, buckets ``bucket`` points wide; raise ValueError for a bucket < 1."""
    if bucket < 1:
        raise ValueError("bucket must be at least 1")
    counts: dict[int, int] = {}
    for score in scores:
        start = (score // bucket) * bucket
        counts[start] = counts.get(start, 0) + 1
    return sorted(counts.items())


def score_histogram(records: Iterable[HistoryRecord], bucket: int = 10) -> list[tuple[int, int]]:
    """(bucket start, count) pairs of the player's scores, buckets ``bucket`` points wide."""
    return _histogram(score_distribution(records), bucket)


def shared_score_histogram(records: Iterable[HistoryRecord], bucket: int = 10) -> list[tuple[int, int]]:
    """(bucket start, count) pairs of every person's score in the hot-seat games, buckets ``bucket`` points wide."""
    return _histogram((record.scores[seat] for record, seat in _people(records)), bucket)


def _date_of(stamp: str) -> date | None:
    try:
        return datetime.fromisoformat(stamp).date()
    except ValueError:
        return None


Order = Callable[[HistoryRecord], list[int]]  # a recorded game's seats as they finished, the winners first


def best_first(best: BestScore) -> tuple[int, bool, int]:
    """Return the sort key of a best score: highest first, a won game first among equal scores (a Castle Rooms
    tie is broken by the second line: a loser at 8 was listed above the winner, playtest 140), then the better
    place (two losers on 5 were listed by seat, not as the ending ranked them by their second lines, playtest 325),
    then history order (the sort is stable)."""
    return -best.score, not best.won, best.place


def _place(record: HistoryRecord, seat: int, order: Order | None) -> int:
    """Return where ``seat`` finished in ``record`` by ``order`` where another seat there scored as much (0 without
    one: the order replays the game, asked only where it settles something)."""
    tied = sum(score == record.scores[seat] for score in record.scores) > 1
    return order(record).index(seat) if order is not None and tied else 0


def best_scores(records: Iterable[HistoryRecord], n: int = 5, order: Order | None = None) -> list[BestScore]:
    """The player's ``n`` best scores, highest first (the better place by ``order``, then the earlier game first on
    a tie)."""
    results = [
        BestScore(
            score=record.scores[seat],
            finished_at=record.finished_at,
            date=_date_of(record.finished_at),
            level=opponent_level(record),
            won=seat in record.winners,
            hints=record.hints_used(seat),
            place=_place(record, seat, order),
        )
        for record, seat in _with_human(records)
    ]
    results.sort(key=best_first)
    return results[: max(n, 0)]


def _people(records: Iterable[HistoryRecord]) -> list[tuple[HistoryRecord, int]]:
    """Every person's seat in the finished hot-seat games (several people at one screen)."""
    out: list[tuple[HistoryRecord, int]] = []
    for record in records:
        humans = [index for index, seat in enumerate(record.seats) if seat.kind == "human"]
        if record.finished and len(humans) > 1:
            out.extend((record, index) for index in humans)
    return out


def games_by_person(records: Iterable[HistoryRecord]) -> list[LevelStats]:
    """Hot-seat games played and won per person (by name, the ``level`` field) and the hints they were shown, most
    played first."""
    played: dict[str, int] = {}
    won: dict[str, int] = {}
    hints: dict[str, int] = {}
    for record, seat in _people(records):
        name = record.seats[seat].name
        played[name] = played.get(name, 0) + 1
        won[name] = won.get(name, 0) + (seat in record.winners)
        hints[name] = hints.get(name, 0) + record.hints_used(seat)
    return [LevelStats(name, played[name], won[name], hints[name])
            for name in sorted(played, key=lambda name: (-played[name], -won[name], name.casefold()))]


def best_shared_scores(records: Iterable[HistoryRecord], n: int = 5, order: Order | None = None) -> list[BestScore]:
    """The ``n`` best scores of people in hot-seat games, each with its name, highest first (the better place by
    ``order``, then the earlier game first on a tie)."""
    results = [BestScore(score=record.scores[seat], finished_at=record.finished_at, date=_date_of(record.finished_at),
                         level=HOT_SEAT, won=seat in record.winners, who=record.seats[seat].name,
                         hints=record.hints_used(seat), place=_place(record, seat, order))
               for record, seat in _people(records)]
    results.sort(key=best_first)
    return results[: max(n, 0)]


def top_cards(
    records: Iterable[HistoryRecord], n: int = 10, *, all_seats: bool = False, people: bool = False
) -> list[tuple[str, int]]:
    """Card names with the most total points for the player (every seat with ``all_seats``, the people of the
    hot-seat games with ``people``), highest first; none that scored 0."""
    if people:
        chosen = _people(records)
    else:
        chosen = []
        for record in records:
            if record.finished:
                seat = player_seat(record)
                seats = range(len(record.seats)) if all_seats else ([] if seat is None else [seat])
                chosen.extend((record, index) for index in seats)
    totals: dict[str, int] = {}
    for record, index in chosen:
        for name, points in record.cards_scored[index].items():
            totals[name] = totals.get(name, 0) + points
    # a card that brought nothing (one played face down, or whose scroll found nothing) did not score
    ranked = sorted(((name, pts) for name, pts in totals.items() if pts > 0), key=lambda item: (-item[1], item[0]))
    return ranked[: max(n, 0)]


def hints_used(record: HistoryRecord) -> int:
    """The suggestions the people at the table were shown in one game (every human seat's)."""
    return sum(record.hints_used(i) for i, seat in enumerate(record.seats) if seat.kind == "human")


def hints_by_person(record: HistoryRecord) -> list[tuple[str, int]]:
    """Return the name and hints of each person shown any in a game several people played ([] with one person)."""
    people = [i for i, seat in enumerate(record.seats) if seat.kind == "human"]
    if len(people) < 2:
        return []
    return [(record.seats[i].name, record.hints_used(i)) for i in people if record.hints_used(i)]


def hints_total(records: Iterable[HistoryRecord]) -> int:
    """The suggestions shown to people in all the games of ``records`` (finished or abandoned)."""
    return sum(hints_used(record) for record in records)
