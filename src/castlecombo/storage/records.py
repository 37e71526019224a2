"""File models of everything the game keeps on disk: settings, the game in progress, history.

Every model forbids unknown fields and validates on load. Numbers and flags are strict
(``"5"`` is not a number, ``1`` is not ``true``) so damaged files are caught rather than
silently coerced, and bounded (scores, seeds, action lists, names, window sizes) so a
file that is well-formed but absurd is refused instead of breaking a screen. Timestamps
are kept as the ISO strings they were written with, so a file that is loaded and written
again comes out byte for byte the same.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime
from typing import Annotated, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictFloat,
    StrictInt,
    StrictStr,
    model_validator,
)

from castlecombo import __version__
from castlecombo.combo.cards import MAX_CARD_NAME
from castlecombo.i18n import N_

SeatKind = Literal["human", "random", "easy", "medium", "hard", "expert"]  # expert: Castle Combo only
SEAT_KINDS: tuple[SeatKind, ...] = ("human", "random", "easy", "medium", "hard", "expert")
AI_KINDS: tuple[SeatKind, ...] = ("random", "easy", "medium", "hard", "expert")
AiPace = Literal["slow", "normal", "fast"]
AnimationSpeed = Literal["off", "normal", "fast"]  # "off": every animation is instant
Language = Literal["en", "fr", "it", "es", "pt"]  # the codes of castlecombo.i18n.LANGUAGES
GameName = Literal["combo", "rooms"]  # which game a save or record is of: Castle Combo or Castle Rooms
GAMES: tuple[GameName, ...] = ("combo", "rooms")
# marked N_: the names in English (the command line's); games.title() says them in the player's language
TITLES: dict[GameName, str] = {
    # TRANSLATORS: the game's name: keep it where its edition in your language is sold under it (the French box
    # says "Castle Combo": playtests 85 and 155 looked for it)
    "combo": N_("Castle Combo"),
    "rooms": N_("Castle Rooms"),
}

MIN_SEATS = 2
MAX_SEATS = 5
MAX_ROOMS_SEATS = 4  # Castle Rooms is for 2 to 4
MIN_WINDOW = (1024, 600)
DEFAULT_WINDOW = (1280, 720)
MAX_WINDOW = (7680, 4320)  # an 8K screen; a bigger window cannot even be allocated on most machines
MAX_SEED = 2**63 - 1
MAX_ACTION = 3999  # Castle Combo's action numbers are below 1000, Castle Rooms' below 3400
MAX_ACTIONS = 5000  # a 5-player game takes a few hundred
MAX_SCORE = 999  # real games score under 200
MAX_SHORT_TEXT = 40  # timestamps, version strings
# a seat's name ("Marie-Christine Dubois" was cut at 20, "Lucía Fernández-Castellanos" at 24: family playtests)
MAX_NAME = 32  # "Marie-Christine Dubois-Lefèvre" (30) was cut: a café's playtest
CARDS_PER_TABLEAU = 9
MAX_THINK_MS = 600_000  # a review's search budget per turn: ten minutes is more than anyone waits
MAX_REVIEWED_TURNS = 64  # a seat plays 9 turns in a game


def _check_iso(value: str) -> str:
    try:
        datetime.fromisoformat(value)
    except ValueError:
        raise ValueError("is not a date and time like 2026-11-29T14:05:01+00:00") from None
    return value


def _check_name(value: str) -> str:
    if not value.strip():
        raise ValueError("must not be blank")
    return value


def _lower(value: str) -> str:
    return value.lower()


IsoTime = Annotated[StrictStr, Field(max_length=MAX_SHORT_TEXT), AfterValidator(_check_iso)]
SeatName = Annotated[StrictStr, Field(min_length=1, max_length=MAX_NAME), AfterValidator(_check_name)]
Colour = Annotated[StrictStr, Field(pattern=r"^#[0-9a-fA-F]{6}$"), AfterValidator(_lower)]
Action = Annotated[StrictInt, Field(ge=0, le=MAX_ACTION)]
Seed = Annotated[StrictInt, Field(ge=-MAX_SEED, le=MAX_SEED)]
Score = Annotated[StrictInt, Field(ge=-MAX_SCORE, le=MAX_SCORE)]
CardName = Annotated[StrictStr, Field(min_length=1, max_length=MAX_CARD_NAME)]
Version = Annotated[StrictStr, Field(max_length=MAX_SHORT_TEXT)]
Points = Annotated[StrictFloat, Field(ge=-MAX_SCORE, le=MAX_SCORE, allow_inf_nan=False)]


def now_iso() -> str:
    """Current local time as an ISO 8601 string with its UTC offset, to the second."""
    return datetime.now().astimezone().isoformat(timespec="seconds")


def dump_json(model: BaseModel) -> str:
    """Deterministic JSON text of a model: sorted keys, two-space indent, trailing newline."""
    data = model.model_dump(mode="json")
    return json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False, allow_nan=False) + "\n"


class _FileModel(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)


class SeatConfig(_FileModel):
    """One seat at the table: who sits there and in which colour."""

    name: SeatName
    kind: SeatKind
    colour: Colour


def _check_first_player(first_player: int | None, seats: list[SeatConfig]) -> None:
    if first_player is not None and not 0 <= first_player < len(seats):
        raise ValueError(
            f"first_player {first_player} is not a seat number (0 to {len(seats) - 1})"
        )


class Settings(_FileModel):
    """Player preferences; every field has a default so a missing file means defaults."""

    window_width: StrictInt = Field(DEFAULT_WINDOW[0], ge=MIN_WINDOW[0], le=MAX_WINDOW[0])
    window_height: StrictInt = Field(DEFAULT_WINDOW[1], ge=MIN_WINDOW[1], le=MAX_WINDOW[1])
    ui_scale: StrictInt = Field(100, ge=90, le=150)  # per cent: text, buttons and spacing larger or smaller
    fullscreen: StrictBool = False
    ai_pace: AiPace = "normal"
    sound: StrictBool = True  # False: muted (M anywhere toggles it)
    master_volume: StrictInt = Field(80, ge=0, le=100)  # percent
    effects_volume: StrictInt = Field(100, ge=0, le=100)  # percent of the master volume
    animation: AnimationSpeed = "normal"
    last_seats: list[SeatConfig] | None = Field(None, min_length=MIN_SEATS, max_length=MAX_SEATS)
    # the seats of the last Castle Rooms game set up (None: as for Castle Combo), so each game keeps its own
    last_rooms_seats: list[SeatConfig] | None = Field(None, min_length=MIN_SEATS, max_length=MAX_ROOMS_SEATS)
    # the first player chosen with those seats (None: drawn at random), so Play again and the form keep the choice
    last_first: StrictInt | None = Field(None, ge=0, lt=MAX_SEATS)
    last_rooms_first: StrictInt | None = Field(None, ge=0, lt=MAX_ROOMS_SEATS)
    language: Language | None = None  # None: the system's language (settings files before it load as None)

    @property
    def window_size(self) -> tuple[int, int]:
        """Window size as (width, height)."""
        return (self.window_width, self.window_height)

    def first_of(self, game: GameName) -> int | None:
        """Return the first player chosen when ``game`` was last set up (None: drawn at random)."""
        return self.last_rooms_first if game == "rooms" else self.last_first

    def chosen_first(self, game: GameName, seats: list[SeatConfig]) -> int | None:
        """Return the first player chosen when ``seats`` were last set up for ``game`` (None: drawn at random,
        or those are not the seats last set up)."""
        last, first = (self.last_rooms_seats if game == "rooms" else self.last_seats), self.first_of(game)
        return first if first is not None and last == seats and first < len(seats) else None


class AIFallback(_FileModel):
    """A decision an AI seat's level could not make (its process failed), made by another level."""

    decision: StrictInt = Field(ge=0, le=MAX_ACTIONS)  # index in the game's actions
    seat: StrictInt = Field(ge=0, lt=MAX_SEATS)
    wanted: SeatKind
    used: SeatKind


def _finished(finished: bool) -> bool:
    return finished


def _none(fallbacks: list[AIFallback]) -> bool:
    return not fallbacks


# listed only when there were some, so that files of games without any stay as they were
AIFallbacks = Annotated[list[AIFallback], Field(max_length=MAX_ACTIONS, exclude_if=_none)]


class ReviewedTurn(_FileModel):
    """One of a seat's turns reviewed: where it began in the actions, the move played, the best move
    the search found, and the final score each was expected to lead to."""

    index: StrictInt = Field(ge=0, lt=MAX_ACTIONS)
    played: Action
    best: Action
    played_value: Points
    best_value: Points


class SeatReview(_FileModel):
    """A seat's game reviewed (kept so that the review opens at once): the budget and seed it was
    computed with, and every turn of the seat."""

    seat: StrictInt = Field(ge=0, lt=MAX_SEATS)
    think_ms: StrictInt = Field(ge=1, le=MAX_THINK_MS)
    seed: Seed
    turns: list[ReviewedTurn] = Field(max_length=MAX_REVIEWED_TURNS)


def _no_reviews(reviews: list[SeatReview]) -> bool:
    return not reviews


# listed only once a game was reviewed, so that other files stay as they were (and old files load)
Reviews = Annotated[list[SeatReview], Field(max_length=MAX_SEATS, exclude_if=_no_reviews)]


def _check_reviews(reviews: list[SeatReview], seats: int, actions: list[int]) -> None:
    if len({r.seat for r in reviews}) != len(reviews):
        raise ValueError("a seat is reviewed twice")
    for review in reviews:
        if review.seat >= seats:
            raise ValueError(f"a review is of seat {review.seat}, but the seats are 0 to {seats - 1}")
        indices = [t.index for t in review.turns]
        if indices != sorted(set(indices)):
            raise ValueError("a review lists its turns out of order")
        for t in review.turns:
            if t.index >= len(actions) or actions[t.index] != t.played:
                raise ValueError(f"a review's turn at decision {t.index} is not the move the game holds there")


def _no_hints(hints: list[int]) -> bool:
    return not any(hints)


def _no_decisions(decisions: list[int]) -> bool:
    return not decisions


HintCount = Annotated[StrictInt, Field(ge=0, le=MAX_ACTIONS)]
# suggestions shown per seat (empty: none); listed only when some were, so that files of games without stay as they were
Hints = Annotated[list[HintCount], Field(max_length=MAX_SEATS, exclude_if=_no_hints)]


def _check_hints(hints: list[int], seats: list[SeatConfig], hinted: Sequence[int] = ()) -> None:
    if hints and len(hints) != len(seats):
        raise ValueError(f"hints lists {len(hints)} seats for {len(seats)}")
    if list(hinted) != sorted(set(hinted)):
        raise ValueError("hinted lists its decisions out of order")


# the decisions (their index in the record) a suggestion was shown for: the review marks their turns
Hinted = Annotated[list[HintCount], Field(max_length=MAX_ACTIONS, exclude_if=_no_decisions)]


def _no_reshuffles(reshuffled: list[tuple[int, int]]) -> bool:
    return not reshuffled


ReshuffleAt = Annotated[StrictInt, Field(ge=0, le=MAX_ACTIONS)]
ReshuffleSalt = Annotated[StrictInt, Field(ge=0, lt=1 << 62)]
# Castle Combo: (actions before it, salt) where a take-back against AIs had shown cards and the unseen ones were
# shuffled anew (GameState.reshuffled); listed only when there were some, so that other files stay as they were
Reshuffles = Annotated[list[tuple[ReshuffleAt, ReshuffleSalt]], Field(max_length=MAX_ACTIONS,
                                                                      exclude_if=_no_reshuffles)]


def _check_reshuffles(reshuffled: list[tuple[int, int]], actions: list[int], game: str) -> None:
    places = [at for at, _salt in reshuffled]
    if reshuffled and game != "combo":
        raise ValueError("only a Castle Combo record has reshuffles")
    if places != sorted(set(places)):
        raise ValueError(f"the reshuffles are out of order or twice at one place: {places}")
    if places and places[-1] > len(actions):
        raise ValueError(f"a reshuffle comes after {places[-1]} actions, but the record has {len(actions)}")


def _combo(game: str) -> bool:
    return game == "combo"


# written only for Castle Rooms, so that Castle Combo files stay as they were (and old files load)
Game = Annotated[GameName, Field(exclude_if=_combo)]


def _check_game_seats(game: str, seats: list[SeatConfig]) -> None:
    if game == "rooms" and len(seats) > MAX_ROOMS_SEATS:
        raise ValueError(f"Castle Rooms is for 2 to {MAX_ROOMS_SEATS} players, not {len(seats)}")


class SaveGame(_FileModel):
    """The game in progress: replay ``GameState.new(len(seats), seed, first_player)`` + actions."""

    format: Literal[1] = 1
    game: Game = "combo"
    seed: Seed
    seats: list[SeatConfig] = Field(min_length=MIN_SEATS, max_length=MAX_SEATS)
    actions: list[Action] = Field(default_factory=list, max_length=MAX_ACTIONS)
    first_player: StrictInt | None = None
    created: IsoTime
    updated: IsoTime
    app_version: Version = __version__
    ai_fallbacks: AIFallbacks = Field(default_factory=list)  # (here, so that mypy sees the default)
    hints: Hints = Field(default_factory=list)  # suggestions shown per seat
    hinted: Hinted = Field(default_factory=list)
    reshuffled: Reshuffles = Field(default_factory=list)

    @model_validator(mode="after")
    def _consistent(self) -> SaveGame:
        _check_first_player(self.first_player, self.seats)
        _check_game_seats(self.game, self.seats)
        _check_hints(self.hints, self.seats, self.hinted)
        _check_reshuffles(self.reshuffled, self.actions, self.game)
        return self

    @classmethod
    def new(cls, seed: int, seats: list[SeatConfig], first_player: int | None = None,
            game: GameName = "combo") -> SaveGame:
        """A fresh save of ``game`` with no actions, stamped now with this app version."""
        stamp = now_iso()
        return cls(game=game, seed=seed, seats=seats, first_player=first_player, created=stamp, updated=stamp)

    def with_actions(self, actions: list[int], reshuffled: Sequence[tuple[int, int]] | None = None) -> SaveGame:
        """A copy with the given action list (and reshuffles, if given) and ``updated`` set to now."""
        # a hint for a decision taken back is of a position no longer played (that decision's own stays)
        changed: dict[str, object] = {"actions": list(actions), "updated": now_iso(),
                                      "hinted": [i for i in self.hinted if i <= len(actions)]}
        if reshuffled is not None:
            changed["reshuffled"] = list(reshuffled)
        return self.model_validate({**self.model_dump(), **changed})

    def with_ai_fallback(self, fallback: AIFallback) -> SaveGame:
        """A copy that also records ``fallback``."""
        return self.model_copy(update={"ai_fallbacks": [*self.ai_fallbacks, fallback]})

    def with_hint(self, seat: int, decision: int | None = None, counted: bool = True) -> SaveGame:
        """A copy that counts one more suggestion shown to ``seat`` (for the record's ``decision``, kept where
        given; not ``counted``: the next step of a hint already counted, shown by itself after it); raise
        ValueError for a seat not at the table."""
        if not 0 <= seat < len(self.seats):
            raise ValueError(f"seat {seat} is not at the table")
        hints = list(self.hints) or [0] * len(self.seats)
        hints[seat] += counted
        hinted = self.hinted if decision is None else sorted({*self.hinted, decision})
        return self.model_copy(update={"hints": hints, "hinted": hinted})


class HistoryRecord(_FileModel):
    """A game that ended, kept for statistics and replays.

    ``finished`` is False for a game abandoned before its end (a new game replaced it): its
    scores and cards are those of the position it was left in, and it has no winners.
    In a Castle Rooms record a seat's score is its longest line and ``cards_scored`` is empty.
    """

    format: Literal[1] = 1
    game: Game = "combo"
    seed: Seed
    seats: list[SeatConfig] = Field(min_length=MIN_SEATS, max_length=MAX_SEATS)
    first_player: StrictInt | None = None
    actions: list[Action] = Field(default_factory=list, max_length=MAX_ACTIONS)
    finished: Annotated[StrictBool, Field(exclude_if=_finished)] = True  # written only when False
    scores: list[Score] = Field(max_length=MAX_SEATS)
    winners: list[StrictInt] = Field(max_length=MAX_SEATS)
    finished_at: IsoTime
    cards_scored: list[dict[CardName, Score]] = Field(max_length=MAX_SEATS)
    app_version: Version = __version__
    ai_fallbacks: AIFallbacks = Field(default_factory=list)  # (here, so that mypy sees the default)
    reviews: Reviews = Field(default_factory=list)  # the seats reviewed so far (combo/ui/review_scene)
    hints: Hints = Field(default_factory=list)  # suggestions shown per seat
    hinted: Hinted = Field(default_factory=list)
    reshuffled: Reshuffles = Field(default_factory=list)

    @model_validator(mode="after")
    def _consistent(self) -> HistoryRecord:
        n = len(self.seats)
        _check_first_player(self.first_player, self.seats)
        _check_game_seats(self.game, self.seats)
        if len(self.scores) != n:
            raise ValueError(f"there are {len(self.scores)} scores for {n} seats")
        if len(self.cards_scored) != n:
            raise ValueError(f"cards_scored has {len(self.cards_scored)} entries for {n} seats")
        for cards in self.cards_scored:
            if len(cards) > CARDS_PER_TABLEAU:
                raise ValueError(f"cards_scored lists {len(cards)} cards for one tableau of {CARDS_PER_TABLEAU}")
        if self.finished and not self.winners:
            raise ValueError("a finished game has at least one winner")
        if not self.finished and self.winners:
            raise ValueError("an abandoned game has no winners")
        if len(set(self.winners)) != len(self.winners):
            raise ValueError("a winner is listed twice")
        for w in self.winners:
            if not 0 <= w < n:
                raise ValueError(f"winner {w} is not a seat number (0 to {n - 1})")
        _check_reviews(self.reviews, n, self.actions)
        _check_hints(self.hints, self.seats, self.hinted)
        _check_reshuffles(self.reshuffled, self.actions, self.game)
        return self

    def hints_used(self, seat: int) -> int:
        """The suggestions ``seat`` was shown in this game."""
        return self.hints[seat] if self.hints else 0

    def review_of(self, seat: int) -> SeatReview | None:
        """Return the review kept of ``seat``'s game, or None."""
        return next((r for r in self.reviews if r.seat == seat), None)

    def with_review(self, review: SeatReview) -> HistoryRecord:
        """Return a copy that keeps ``review`` (in place of an earlier one of the same seat); raise
        ValidationError if it does not fit the game."""
        kept = sorted([*(r for r in self.reviews if r.seat != review.seat), review], key=lambda r: r.seat)
        return self.model_validate({**self.model_dump(), "reviews": [r.model_dump() for r in kept]})

    def finished_datetime(self) -> datetime:
        """``finished_at`` parsed as a datetime."""
        return datetime.fromisoformat(self.finished_at)

