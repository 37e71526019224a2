"""The seats of a new game being set up: a seat's draft (name, human or AI level, colour), the seats the
form opens with, the names it gives, and the check that turns the drafts into a game's seats."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from pydantic import ValidationError

from castlecombo.i18n import N_, _, every_translation
from castlecombo.kit import theme
from castlecombo.storage.records import MAX_NAME, MIN_SEATS, GameName, SeatConfig, Settings

# TRANSLATORS: who plays a seat: a person, or the AI at a level
KIND_OPTIONS = [("human", N_("Human")), ("easy", N_("AI easy")), ("medium", N_("AI medium")), ("hard", N_("AI hard")),
                ("expert", N_("AI expert"))]
COMBO_ONLY = {"expert"}  # kinds Castle Rooms has no AI for: such a seat plays hard there
AI_NAMES = ["Aldric", "Beatrix", "Cedric", "Dorothea", "Edmund", "Fiora", "Godfrey", "Helena"]
NAME_MAX = MAX_NAME  # as long as a record keeps


def alike(a: str, b: str) -> bool:
    """Return whether names ``a`` and ``b`` are the same or a letter apart, whatever the case ("Beatrix", "beatriz";
    "Cedric", "Cedrick")."""
    a, b = a.strip().casefold(), b.strip().casefold()
    if abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b)) <= 1
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    return any(long_[:i] + long_[i + 1:] == short for i in range(len(long_)))


@dataclass
class SeatDraft:
    """A seat being edited; ``auto`` names follow the kind until the player types one (``typed``: a name
    typed in this form stays whatever the kind, even an AI's name)."""

    name: str
    kind: str
    colour: str
    auto: bool = False
    typed: bool = False
    person: str | None = None  # the person's name the seat had before it was made an AI here (back if it is a person)


def you() -> str:
    """Return the name of the one human seat, in the language spoken now ("You")."""
    # TRANSLATORS: the name given to the player's own seat when they are the only person playing
    return _("You")


def player_name(number: int) -> str:
    """Return the name of a seat with no name of its own ("Player 2")."""
    return _("Player {number}").format(number=number)


def default_seats() -> list[SeatDraft]:
    """You against one medium AI."""
    colours = [c.lower() for c in theme.SEAT_COLOURS]
    return [SeatDraft(you(), "human", colours[0], auto=False),
            SeatDraft(AI_NAMES[0], "medium", colours[1], auto=True)]


def last_seats(settings: Settings, game: GameName) -> list[SeatConfig] | None:
    """Return the seats of the last game of ``game`` set up, else those of the other game (the names typed
    for one game were lost on the other's set-up, a playtest)."""
    if game == "rooms":
        return settings.last_rooms_seats or settings.last_seats
    return settings.last_seats or settings.last_rooms_seats


def remember_seats(settings: Settings, game: GameName, seats: list[SeatConfig], first: int | None) -> None:
    """Keep ``seats`` and the ``first`` player chosen (None: random) in ``settings`` as the last set-up of
    ``game`` (each game has its own)."""
    first = first if first is not None and first < len(seats) else None
    if game == "rooms":
        settings.last_rooms_seats = seats
        settings.last_rooms_first = first
    else:
        settings.last_seats = seats
        settings.last_first = first


def initial_seats(last: list[SeatConfig] | None, colours: list[str], max_seats: int) -> list[SeatDraft]:
    """Return the seats of the last game set up (distinct palette colours), or :func:`default_seats`."""
    if not last:
        return default_seats()
    kinds = {k for k, _label in KIND_OPTIONS}
    drafts: list[SeatDraft] = []
    said_you = {word.casefold() for word in every_translation("You")}
    humans = sum(1 for seat in last[:max_seats] if seat.kind == "human")
    for seat in last[:max_seats]:
        kind = seat.kind if seat.kind in kinds else "medium"
        # "You" said in the language of the last game is said in today's
        name = you() if humans == 1 and kind == "human" and seat.name.casefold() in said_you else seat.name
        drafts.append(SeatDraft(name, kind, seat.colour.lower(), auto=False))
    # colours must be distinct and from the palette
    used: set[str] = set()
    needs: list[SeatDraft] = []
    for d in drafts:
        if d.colour in colours and d.colour not in used:
            used.add(d.colour)
        else:
            needs.append(d)
    for d in needs:
        d.colour = next(c for c in colours if c not in used)
        used.add(d.colour)
    return drafts if len(drafts) >= MIN_SEATS else default_seats()


def seat_configs(drafts: Sequence[SeatDraft]) -> list[SeatConfig]:
    """Return the seats of the form as validated SeatConfigs; raise ValueError with a message for the player
    (a missing or bad name, two players of one name or one colour)."""
    configs = []
    for i, seat in enumerate(drafts):
        name = " ".join(seat.name.split())
        if not name:
            raise ValueError(_("Player {number} needs a name.").format(number=i + 1))
        try:
            configs.append(SeatConfig(name=name[:NAME_MAX], kind=seat.kind, colour=seat.colour))
        except ValidationError as exc:
            raise ValueError(_("Player {number}: {problem}.").format(
                number=i + 1, problem=exc.errors()[0]["msg"])) from None
    seen: dict[str, int] = {}
    for i, config in enumerate(configs):  # the score pad and the log could not tell them apart
        first = seen.setdefault(config.name.casefold(), i)
        if first != i:
            raise ValueError(_("Players {first} and {second} are both called {name}: give each a name of their "
                               "own.").format(first=first + 1, second=i + 1, name=configs[first].name))
    if len({c.colour for c in configs}) != len(configs):
        raise ValueError(_("Every player needs a colour of their own."))
    return configs


def kind_options(game: GameName) -> list[tuple[str, str]]:
    """Return the (kind, words) a seat of ``game`` may be played as, in the language spoken now."""
    return [(kind, _(label)) for kind, label in KIND_OPTIONS if game == "combo" or kind not in COMBO_ONLY]


def follow_kind(seat: SeatDraft, index: int, seats: list[SeatDraft], free_ai_name: Callable[[], str]) -> None:
    """Give ``seat`` (``seats[index]``), just turned from a person to an AI or back, the name that follows its kind:
    a name typed in this form stays; a person's name from the last game gives way to an AI's name (playtest 105) and
    comes back with the person (playtest 106); the form's own names follow the kind."""
    given = [*AI_NAMES, you(), player_name(index + 1)]  # names the form gave, never typed here
    if seat.kind == "human" and seat.person is not None and not seat.typed:
        seat.name, seat.person, seat.auto = seat.person, None, False
    elif seat.auto or (not seat.typed and (seat.kind != "human" or seat.name in given)):
        if seat.kind == "human":
            humans = sum(1 for s in seats if s.kind == "human")
            seat.name = you() if humans == 1 and all(s.name != you() for s in seats) else player_name(index + 1)
        else:
            seat.person = seat.name if not seat.auto and seat.name not in given else None
            seat.name = free_ai_name()
        seat.auto = True


def name_people(seats: list[SeatDraft]) -> list[int]:
    """Call the one person at the table "You" and several people "Player N" (names typed stay); return the
    seats renamed. With two people the table said "Pass to You" (a playtest), with one again "Player 1"
    beside "Your hand"."""
    humans = [i for i, draft in enumerate(seats) if draft.kind == "human"]
    renamed = []
    for i in humans:
        draft = seats[i]
        if not draft.typed and len(humans) > 1 and draft.name == you():
            draft.name, draft.auto = player_name(i + 1), True
            renamed.append(i)
        elif not draft.typed and len(humans) == 1 and draft.name == player_name(i + 1):
            draft.name, draft.auto = you(), True
            renamed.append(i)
    return renamed

