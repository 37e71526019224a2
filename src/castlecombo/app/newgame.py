"""Set up a new game of either game: its seats (human or AI level, name, colour; 2 to 5 for Castle
Combo, 2 to 4 for Castle Rooms) and the first player. Tab walks every control of the form, in reading
order, with a ring round the one the keyboard is on."""

from __future__ import annotations

import time
from functools import partial
from typing import TypedDict

import pygame

from castlecombo.app import newgame_layout, newgame_start
from castlecombo.app.newgame_seats import (
    AI_NAMES,
    COMBO_ONLY,
    NAME_MAX,
    SeatDraft,
    alike,
    follow_kind,
    initial_seats,
    kind_options,
    last_seats,
    name_people,
    player_name,
)
from castlecombo.app.services import AppServices
from castlecombo.games import TITLES
from castlecombo.games import title as game_title
from castlecombo.i18n import N_, _, ngettext, pgettext
from castlecombo.kit import draw, forms, glyphs, theme
from castlecombo.kit.focus import Focusable, FocusRing, arrow_moves
from castlecombo.kit.shortcuts import ShortcutsScene, is_help_key
from castlecombo.kit.text_input import TextInput
from castlecombo.storage.records import MAX_ROOMS_SEATS, MAX_SEATS, MIN_SEATS, GameName

REMOVE_PAUSE = 0.4  # seconds after a seat is removed during which another × click is taken for the same


class SeatRow(TypedDict):
    """The widgets of one seat's row, and the row's centre line."""

    input: TextInput
    kind: forms.Segmented
    swatches: forms.Swatches
    remove: forms.Button
    cy: int


Widget = TextInput | forms.Segmented | forms.Swatches | forms.Button


# the keys that leave a name being typed for the next control: Enter too (it left the ring on the name, and Enter
# after Enter typed in it again: a keyboard player found no way on, playtest 83)
LEAVE_NAME_KEYS = (pygame.K_TAB, pygame.K_RETURN, pygame.K_KP_ENTER)
# the form's keys, shown by "?" as at the menu and the tables (playtest 88 pressed it here and nothing came); say
# with _()
FORM_KEYS: tuple[tuple[str, str], ...] = (
    (N_("Tab / Shift+Tab"), N_("ring the next / previous control")),
    (N_("Left / Right"), N_("change the ringed choice (who plays, colour, first player, game)")),
    (N_("Enter or Space"), N_("press the ringed button; on a choice, Enter rings the next one; with none ringed, "
                              "Enter starts the game")),
    (N_("Type"), N_("a name, once its field is clicked or ringed; Enter or Tab keeps it")),
    (N_("Esc"), N_("back to the menu")),
    ("?", N_("this list of shortcuts")),
)


def seat_number(surface: pygame.Surface, colour: draw.Colour, centre: tuple[int, int], number: int, s: float) -> None:
    """Draw a seat's number in its mark: its shape (the circles told red "1" from green "3" by colour alone, playtest
    246), with a disc of its colour under the number (the star's thin middle left a dark "3" half on the panel, 310)."""
    glyphs.seat_mark(surface, colour, centre, int(15 * s))
    middle = (centre[0], centre[1] + int(1 * s))
    pygame.draw.circle(surface, colour, middle, int(9 * s))
    draw.text(surface, str(number), middle, int(17 * s), (20, 20, 20), kind="bold", anchor="center")


def to_next_choice(ring: FocusRing, controls: list[tuple[str, Focusable]]) -> None:
    """Ring the control after the ringed one for Enter on a choice (it started the game on a seat's colours, a
    playtest), past the buttons that add or remove a seat, which the next Enter would press (Enter after Enter
    added three seats, playtest 83): Enter walks the choices to Start."""
    ring.move(controls, 1)
    while (ring.key or "").endswith((".remove", "add", "back")):
        ring.move(controls, 1)


def form_key(scene: NewGameScene, event: pygame.event.Event) -> bool:
    """Esc (back to the menu) or ? (the form's keys) while no name is typed; return whether ``event`` was one."""
    if event.type != pygame.KEYDOWN:
        return False
    if event.key == pygame.K_ESCAPE:
        scene.close()
        return True
    if is_help_key(event):
        scene.app.stack.push(ShortcutsScene(scene.app, lambda: [(_(k), _(w)) for k, w in FORM_KEYS]))
        return True
    return False


class NewGameScene(forms.FormScene):
    """The new-game form: Enter starts the game; with the keyboard's focus (Tab) on a control, Enter presses it, or
    goes on to the next control from a row of choices."""

    app: AppServices
    layout: newgame_layout.NewGameLayout  # set by place(), before the first event or frame

    def __init__(self, app: AppServices, game: GameName = "combo") -> None:
        super().__init__(app)
        self.game: GameName = game
        self.colours = [c.lower() for c in theme.SEAT_COLOURS]
        self.seats = initial_seats(last_seats(self.app.settings, game), self.colours, self.max_seats)
        self._fit_kinds()
        first = self.app.settings.first_of(game)
        self.first_player: int | None = first if first is not None and first < len(self.seats) else None
        self.rows: list[SeatRow] = []
        self.removed_at = -REMOVE_PAUSE  # when a × last removed a seat (time.monotonic)
        self.add_button = forms.Button((0, 0, 10, 10), "", self.add_seat)
        self.back_button = forms.Button((0, 0, 10, 10), "", self.close)
        self.start_button = forms.Button((0, 0, 10, 10), "", self.start, primary=True)
        self.first_selector: forms.Segmented | None = None
        self.game_selector = forms.Segmented((0, 0, 10, 10), [], game, on_change=self.set_game)
        self.ring = FocusRing()  # the control the keyboard is on (Tab)
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
        for name in AI_NAMES:  # none a letter away from a seat's: "Beatrix" beside a "Beatriz" (playtest 152)
            if not any(alike(name, other) for other in taken):
                return name
        return player_name(len(self.seats) + 1)

    def add_seat(self) -> None:
        """Add a seat in the first free colour: an AI at the level of the last AI seat (two seats added after an easy
        one came medium, playtest 160), or a person at a table of people (five cousins turned four new seats from
        AI medium to Human, playtest 207)."""
        if len(self.seats) >= self.max_seats:
            return
        colour = next(c for c in self.colours if c not in {s.colour for s in self.seats})
        if all(s.kind == "human" for s in self.seats):
            self.seats.append(SeatDraft(player_name(len(self.seats) + 1), "human", colour, auto=True))
        else:
            kind = next((s.kind for s in reversed(self.seats) if s.kind != "human"), "medium")
            self.seats.append(SeatDraft(self._free_ai_name(), kind, colour, auto=True))
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
        follow_kind(seat, index, self.seats, self._free_ai_name)
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
        newgame_start.start(self.app, self.game, self.seats, self.first_player)

    def close(self) -> None:
        """Back to the menu, the seats kept for the next time the form opens (a playtest lost its changes)."""
        newgame_start.keep_draft(self.app, self.game, self.seats, self.first_player)
        super().close()

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
            ti = TextInput(lay.field("name", cy), seat.name, max_length=NAME_MAX, size=int(20 * s),
                                 placeholder=_("name"), on_change=partial(self.set_name, i))
            kind = forms.Segmented(lay.field("kind", cy), kind_options(self.game), seat.kind,
                                   on_change=partial(self.set_kind, i), size=int(18 * s))
            sw = forms.Swatches(lay.field("colour", cy), self.colours, seat.colour,
                                on_pick=partial(self.pick_colour, i), taken=partial(self.colours_taken, i))
            rm = forms.Button(lay.field("remove", cy), "×", partial(remove_clicked, self, i), size=int(24 * s),
                              tooltip=_("Remove this player"))
            rm.visible = len(self.seats) > MIN_SEATS  # at the least seats, no × that does nothing
            self.rows.append({"input": ti, "kind": kind, "swatches": sw, "remove": rm, "cy": cy})
        self.add_button.rect = pygame.Rect(lay.add_button)
        self.add_button.size = int(19 * s)
        self.add_button.enabled = self.add_button.visible = len(self.seats) < self.max_seats
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

    def controls(self) -> list[tuple[str, Focusable]]:
        """The controls in the order Tab walks them: the game, each seat's name, how it plays, its colour and its
        ×, "+ Add a player", the first player, Back, Start (as drawn, left to right: playtest 204 expected it)."""
        out: list[tuple[str, Focusable]] = [("game", self.game_selector)]
        for i, row in enumerate(self.rows):
            out += [(f"{i}.name", row["input"]), (f"{i}.kind", row["kind"]), (f"{i}.colour", row["swatches"]),
                    (f"{i}.remove", row["remove"])]
        out.append(("add", self.add_button))
        if self.first_selector is not None:
            out.append(("first", self.first_selector))
        return [*out, ("back", self.back_button), ("start", self.start_button)]

    def takes_text(self) -> bool:
        """True while a seat's name is being typed, or the keys' ring is on one: a letter typed there starts typing
        (M muted the sound as it typed "m" in a name reached by Tab, a playtest)."""
        return self.typing() or (self.ring.key or "").endswith(".name")

    def typing(self) -> bool:
        """True while a seat's name is being typed (its field has the text cursor)."""
        return any(row["input"].focused for row in self.rows)

    def _leave_name(self, step: int) -> None:
        """Tab while typing a name: keep it and ring the next control (Shift+Tab: the one before), as any form
        does (a keyboard playtest found Tab going from name to name only, never to how a seat plays)."""
        here = next(i for i, row in enumerate(self.rows) if row["input"].focused)
        self.rows[here]["input"].focus(False)
        self.ring.key = f"{here}.name"
        self.ring.move(self.controls(), step)

    def handle(self, event: pygame.event.Event) -> None:
        self.relayout()
        typing = self.typing()
        if event.type == pygame.KEYDOWN and typing and event.key in LEAVE_NAME_KEYS:
            self._leave_name(-1 if event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT else 1)
            return
        if not typing and form_key(self, event):
            return
        if (not typing or event.type == pygame.MOUSEMOTION) and self.ring.handle(event, self.controls()):
            self.relayout()  # a seat added or removed, another game: the rows are placed again
            self._refresh_first_labels()
            return
        if not typing and arrow_moves(self.ring, event, self.controls()):  # (playtest 92: Left on Start did nothing)
            return
        if event.type == pygame.KEYDOWN and not typing and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            press_enter(self)
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
        # TRANSLATORS: column headings of the seats in New game (each colour has its shape: a circle, a square…,
        # told apart without telling colours apart; playtest 99 did not know what the shapes were)
        for column, heading in (("name", _("Name")), ("kind", _("Plays as")), ("colour", _("Colour and shape"))):
            draw.text(surface, heading, (lay.columns[column], lay.header_y), hs, dim, fit="shrink",
                      max_width=lay.widths[column])
        for i, row in enumerate(self.rows):
            cy = row["cy"]
            colour = draw.seat_colour(self.seats[i].colour)
            seat_number(surface, colour, (lay.columns["num"] + int(14 * s), cy), i + 1, s)
            row["input"].draw(surface)
            row["kind"].draw(surface)
            row["swatches"].draw(surface)
            row["remove"].draw(surface)
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
        self.ring.draw(surface, self.controls(), s)


def press_enter(form: NewGameScene) -> None:
    """Enter on the form: from a ringed control on to the next choice; with nothing ringed, start the game."""
    if form.ring.key is None:
        form.start()
    else:
        to_next_choice(form.ring, form.controls())


def remove_clicked(scene: NewGameScene, index: int) -> None:
    """A row's × was pressed: remove seat ``index``, unless within :data:`REMOVE_PAUSE` of the last removal (a burst
    of clicks on one × removed the next row too, come under the pointer, playtest 148)."""
    now = time.monotonic()
    if now - scene.removed_at >= REMOVE_PAUSE:
        scene.removed_at = now
        scene.remove_seat(index)
