"""Set up a new game of either game: its seats (human or AI level, name, colour; 2 to 5 for Castle
Combo, 2 to 4 for Castle Rooms) and the first player."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import TypedDict

import pygame
from pydantic import ValidationError

from castlecombo.app import newgame_layout
from castlecombo.app.notice import ConfirmScene, show_notice
from castlecombo.app.services import AppServices
from castlecombo.games import TITLES, abandon_game_in_progress
from castlecombo.games import title as game_title
from castlecombo.i18n import N_, _, every_translation, ngettext, pgettext
from castlecombo.kit import draw, forms, theme
from castlecombo.people import shown
from castlecombo.storage import files as storage
from castlecombo.storage import saves
from castlecombo.storage.records import MAX_ROOMS_SEATS, MAX_SEATS, MIN_SEATS, GameName, SeatConfig, Settings

# TRANSLATORS: who plays a seat: a person, or the AI at a level
KIND_OPTIONS = [("human", N_("Human")), ("easy", N_("AI easy")), ("medium", N_("AI medium")), ("hard", N_("AI hard")),
                ("expert", N_("AI expert"))]
COMBO_ONLY = {"expert"}  # kinds Castle Rooms has no AI for: such a seat plays hard there
AI_NAMES = ["Aldric", "Beatrix", "Cedric", "Dorothea", "Edmund", "Fiora", "Godfrey", "Helena"]
NAME_MAX = 20


@dataclass
class SeatDraft:
    """A seat being edited; ``auto`` names follow the kind until the player types one (``typed``: a name
    typed in this form stays whatever the kind, even an AI's name)."""

    name: str
    kind: str
    colour: str
    auto: bool = False
    typed: bool = False


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


def remember_seats(settings: Settings, game: GameName, seats: list[SeatConfig]) -> None:
    """Keep ``seats`` in ``settings`` as the last set-up of ``game`` (each game has its own)."""
    if game == "rooms":
        settings.last_rooms_seats = seats
    else:
        settings.last_seats = seats


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


class SeatRow(TypedDict):
    """The widgets of one seat's row, and the row's centre line."""

    input: forms.TextInput
    kind: forms.Segmented
    swatches: forms.Swatches
    remove: forms.Button
    cy: int


Widget = forms.TextInput | forms.Segmented | forms.Swatches | forms.Button


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


class NewGameScene(forms.FormScene):
    """The new-game form."""

    app: AppServices
    layout: newgame_layout.NewGameLayout  # set by place(), before the first event or frame

    def __init__(self, app: AppServices, game: GameName = "combo") -> None:
        super().__init__(app)
        self.game: GameName = game
        self.colours = [c.lower() for c in theme.SEAT_COLOURS]
        self.seats = initial_seats(last_seats(self.app.settings, game), self.colours, self.max_seats)
        self._fit_kinds()
        self.first_player: int | None = None
        self.rows: list[SeatRow] = []
        self.add_button = forms.Button((0, 0, 10, 10), "", self.add_seat)
        self.back_button = forms.Button((0, 0, 10, 10), "", self.close)
        self.start_button = forms.Button((0, 0, 10, 10), "", self.start, primary=True)
        self.first_selector: forms.Segmented | None = None
        self.game_selector = forms.Segmented((0, 0, 10, 10), [], game, on_change=self.set_game)
        self._labels()

    @property
    def max_seats(self) -> int:
        """The most seats the chosen game takes."""
        return MAX_ROOMS_SEATS if self.game == "rooms" else MAX_SEATS

    def set_game(self, game: GameName) -> None:
        """Set the game up instead (seats beyond what it takes are removed, an expert plays hard in Castle Rooms)."""
        self.game = game
        del self.seats[self.max_seats:]
        self._fit_kinds()
        if self.first_player is not None and self.first_player >= len(self.seats):
            self.first_player = None
        self._size = None

    # --- the model ------------------------------------------------------------------------

    def _free_ai_name(self) -> str:
        taken = {s.name for s in self.seats}
        for name in AI_NAMES:
            if name not in taken:
                return name
        return player_name(len(self.seats) + 1)

    def add_seat(self) -> None:
        """Add an AI seat in the first free colour."""
        if len(self.seats) >= self.max_seats:
            return
        colour = next(c for c in self.colours if c not in {s.colour for s in self.seats})
        self.seats.append(SeatDraft(self._free_ai_name(), "medium", colour, auto=True))
        self._size = None

    def remove_seat(self, index: int) -> None:
        """Remove seat ``index`` (never below two seats)."""
        if len(self.seats) <= MIN_SEATS or not 0 <= index < len(self.seats):
            return
        del self.seats[index]
        self._name_people()
        if self.first_player is not None:
            if self.first_player == index:
                self.first_player = None
            elif self.first_player > index:
                self.first_player -= 1
        self._size = None

    def set_kind(self, index: int, kind: str) -> None:
        seat = self.seats[index]
        was_human = seat.kind == "human"
        seat.kind = kind
        if not was_human and kind != "human":
            return  # another AI level: the same AI, its name stays
        given = [*AI_NAMES, you(), player_name(index + 1)]  # names the form gave, never typed here
        if seat.auto or (not seat.typed and was_human != (kind == "human") and seat.name in given):
            if kind == "human":
                humans = sum(1 for s in self.seats if s.kind == "human")
                seat.name = you() if humans == 1 and all(s.name != you() for s in self.seats) \
                    else player_name(index + 1)
            else:
                seat.name = self._free_ai_name()
            seat.auto = True
            if index < len(self.rows):
                self.rows[index]["input"].text = seat.name
        self._name_people()

    def _name_people(self) -> None:
        for i in name_people(self.seats):
            if i < len(self.rows):
                self.rows[i]["input"].text = self.seats[i].name

    def set_name(self, index: int, name: str) -> None:
        self.seats[index].name = name
        self.seats[index].auto = False
        self.seats[index].typed = True

    def pick_colour(self, index: int, colour: str) -> None:
        """Give seat ``index`` the colour; a seat already wearing it gets this seat's old colour."""
        old = self.seats[index].colour
        for other in self.seats:
            if other.colour == colour:
                other.colour = old
        self.seats[index].colour = colour
        for row, seat in zip(self.rows, self.seats):
            row["swatches"].value = seat.colour

    def colours_taken(self, index: int) -> set[str]:
        """The colours the other seats wear."""
        return {seat.colour for i, seat in enumerate(self.seats) if i != index}

    def set_first(self, value: int | None) -> None:
        self.first_player = value

    def start(self) -> None:
        """Remember the seats in the settings and start the game."""
        try:
            seats = seat_configs(self.seats)
        except ValueError as exc:
            show_notice(self.app, str(exc), _("Almost ready"))
            return
        remember_seats(self.app.settings, self.game, seats)
        try:
            storage.save_settings(self.app.settings)
        except storage.StorageError as exc:
            self.app.notify(str(exc))
        first = self.first_player if self.first_player is not None and self.first_player < len(seats) else None
        save, _message = saves.load_current_save(self.game)
        if save is not None and save.actions:
            names = [shown(seat.name) for seat in save.seats]
            # TRANSLATORS: the last two names of a list of players ("Aldric, Beatrix and You")
            players = _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])
            self.app.stack.push(ConfirmScene(
                self.app, _("{game} with {players} is in progress. If you start a new game, that one is kept in "
                            "your history as abandoned.").format(game=game_title(save.game), players=players),
                _("Replace the game in progress?"), yes=_("Start the new game"),
                # TRANSLATORS: answer that keeps the game in progress instead of starting a new one
                no=_("Keep it"), on_yes=partial(self._replace_and_start, seats, first)))
            return
        self._replace_and_start(seats, first)

    def _replace_and_start(self, seats: list[SeatConfig], first: int | None) -> None:
        """Keep the game in progress (if any) in the history as abandoned, then start the new game."""
        try:
            abandon_game_in_progress(self.game)
        except storage.StorageError as exc:
            show_notice(self.app, str(exc), _("The game in progress could not be kept"))
            return
        self.app.start_game(seats, seed=None, first_player=first, game=self.game)

    # --- layout ---------------------------------------------------------------------------

    def form_scale(self, size: tuple[int, int]) -> float:
        """The UI scale, no larger than lets every row and the buttons fit the window's height (at 150 % in a
        1920x1080 window the Start button lay over the fifth player's row, a playtest)."""
        return min(super().form_scale(size), size[1] / newgame_layout.height(self.max_seats))

    def place(self, w: int, h: int, s: float) -> None:
        lay = self.layout = newgame_layout.place(w, h, s, len(self.seats), self.max_seats)
        self.game_selector.rect = pygame.Rect(lay.game_selector)
        self.game_selector.size = int(19 * s)
        self.rows = []
        for i, (seat, cy) in enumerate(zip(self.seats, lay.row_centres)):
            # TRANSLATORS: shown in an empty name field
            ti = forms.TextInput(lay.field("name", cy), seat.name, max_length=NAME_MAX, size=int(20 * s),
                                 placeholder=_("name"), on_change=partial(self.set_name, i))
            kind = forms.Segmented(lay.field("kind", cy), kind_options(self.game), seat.kind,
                                   on_change=partial(self.set_kind, i), size=int(18 * s))
            sw = forms.Swatches(lay.field("colour", cy), self.colours, seat.colour,
                                on_pick=partial(self.pick_colour, i), taken=partial(self.colours_taken, i))
            rm = forms.Button(lay.field("remove", cy), "×", partial(self.remove_seat, i), size=int(24 * s),
                              tooltip=_("Remove this player"))
            rm.visible = len(self.seats) > MIN_SEATS  # at the least seats, no × that does nothing
            self.rows.append({"input": ti, "kind": kind, "swatches": sw, "remove": rm, "cy": cy})
        self.add_button.rect = pygame.Rect(lay.add_button)
        self.add_button.size = int(19 * s)
        self.add_button.enabled = len(self.seats) < self.max_seats
        self.first_selector = forms.Segmented(lay.first_selector, [], self.first_player,
                                              on_change=self.set_first, size=int(18 * s))
        self._refresh_first_labels()
        self.back_button.rect = pygame.Rect(lay.back_button)
        self.start_button.rect = pygame.Rect(lay.start_button)
        self.back_button.size = self.start_button.size = int(22 * s)

    def _refresh_first_labels(self) -> None:
        if self.first_selector is None:
            return
        # TRANSLATORS: the first player is drawn at random
        self.first_selector.options = [(None, pgettext("first player", "Random"))] + [
            (i, seat.name.strip() or player_name(i + 1)) for i, seat in enumerate(self.seats)]
        self.first_selector.value = self.first_player

    def _fit_kinds(self) -> None:
        if self.game == "rooms":
            for seat in self.seats:
                if seat.kind in COMBO_ONLY:
                    seat.kind = "hard"

    def _labels(self) -> None:
        """Word the buttons and choices in the language spoken now (it may change while the form is below)."""
        self.add_button.label = _("+ Add a player")
        # TRANSLATORS: button that goes back to the menu
        self.back_button.label = pgettext("button", "Back")
        self.start_button.label = _("Start the game")
        self.game_selector.options = [(game, game_title(game)) for game in TITLES]
        for row in self.rows:
            row["kind"].options = kind_options(self.game)
            row["remove"].tooltip = _("Remove this player")
            row["input"].placeholder = _("name")
        self._refresh_first_labels()

    # --- events and drawing ---------------------------------------------------------------

    def _widgets(self) -> list[Widget]:
        out: list[Widget] = []
        for row in self.rows:
            out += [row["input"], row["kind"], row["swatches"], row["remove"]]
        out += [self.add_button, self.back_button, self.start_button, self.game_selector]
        if self.first_selector is not None:
            out.append(self.first_selector)
        return out

    def takes_text(self) -> bool:
        """True while a seat's name is being typed."""
        return any(row["input"].focused for row in self.rows)

    def handle(self, event: pygame.event.Event) -> None:
        self.relayout()
        typing = any(row["input"].focused for row in self.rows)
        if event.type == pygame.KEYDOWN and not typing:
            if event.key == pygame.K_ESCAPE:
                self.close()
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start()
                return
        if event.type == pygame.KEYDOWN and typing and event.key == pygame.K_TAB:
            focused = next(i for i, row in enumerate(self.rows) if row["input"].focused)
            self.rows[focused]["input"].focus(False)
            self.rows[(focused + 1) % len(self.rows)]["input"].focus(True)
            return
        count = len(self.seats)
        for widget in self._widgets():
            used = widget.handle(event)
            if len(self.seats) != count or self._size is None:
                self.relayout()
                break
            if used and event.type in (pygame.MOUSEBUTTONUP, pygame.TEXTINPUT, pygame.KEYDOWN):
                break
        self._refresh_first_labels()

    def update(self, dt: float) -> None:
        for row in self.rows:
            row["input"].update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        _w, _h, s = self.frame(surface)
        lay = self.layout
        self._labels()
        draw.background(surface)
        draw.title(surface, _("New game"), (lay.panel.left, int(26 * s)), int(46 * s), fit="shrink",
                   max_width=self.game_selector.rect.left - lay.panel.left - int(12 * s))
        self.game_selector.draw(surface)
        draw.panel(surface, lay.panel)
        dim = theme.TEXT_DIM
        hs = int(16 * s)
        # TRANSLATORS: column headings of the seats in New game
        for column, heading in (("name", _("Name")), ("kind", _("Plays as")), ("colour", _("Colour"))):
            draw.text(surface, heading, (lay.columns[column], lay.header_y), hs, dim, fit="shrink",
                      max_width=lay.widths[column])
        for i, row in enumerate(self.rows):
            cy = row["cy"]
            colour = draw.seat_colour(self.seats[i].colour)
            pygame.draw.circle(surface, colour, (lay.columns["num"] + int(14 * s), cy), int(14 * s))
            draw.text(surface, str(i + 1), (lay.columns["num"] + int(14 * s), cy), int(18 * s),
                      (20, 20, 20), kind="bold", anchor="center")
            row["input"].draw(surface)
            row["kind"].draw(surface)
            row["swatches"].draw(surface)
            row["remove"].draw(surface)
        self.add_button.visible = len(self.seats) < self.max_seats
        self.add_button.draw(surface)
        if len(self.seats) < self.max_seats:
            n = len(self.seats)
            draw.text(surface, ngettext("{n} player ({least} to {most})", "{n} players ({least} to {most})", n)
                      .format(n=n, least=MIN_SEATS, most=self.max_seats),
                      (self.add_button.rect.right + int(16 * s), self.add_button.rect.centery),
                      int(17 * s), dim, anchor="midleft", fit="shrink", box=lay.panel)
        else:
            n = self.max_seats
            draw.text(surface, ngettext("{n} player: the table is full", "{n} players: the table is full", n)
                      .format(n=n), (lay.columns["name"], self.add_button.rect.centery), int(17 * s), dim,
                      anchor="midleft", fit="shrink", box=lay.panel)
        draw.text(surface, _("First player"), lay.first_label_pos, int(19 * s), theme.TEXT, anchor="midleft",
                  fit="shrink", max_width=lay.first_selector.left - lay.first_label_pos[0] - int(8 * s))
        if self.first_selector is not None:
            self.first_selector.draw(surface)
        self.back_button.draw(surface)
        self.start_button.draw(surface)
