"""The main menu: both games, each with its picture, New game and Rules, and Continue above it when
that game has a game in progress; Statistics, Settings, Quit."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from castlecombo import __version__
from castlecombo.app.newgame import NewGameScene
from castlecombo.app.notice import show_notice
from castlecombo.app.services import AppServices
from castlecombo.app.settings_scene import SettingsScene
from castlecombo.app.statistics_scene import StatisticsScene
from castlecombo.combo.ui.rules_scene import RulesScene
from castlecombo.games import progress_both
from castlecombo.games import title as game_title
from castlecombo.i18n import N_, _, pgettext
from castlecombo.kit import draw, forms, theme
from castlecombo.kit.focus import ARROW_STEPS, Controls, FocusRing, arrow_moves
from castlecombo.kit.shortcuts import open_keys_help
from castlecombo.resources import asset_path
from castlecombo.rooms.ui.rules_scene import RoomsRulesScene
from castlecombo.storage import saves
from castlecombo.storage.records import GameName

TAGLINES: dict[GameName, str] = {"combo": N_("Build a castle of nine cards"), "rooms": N_("Lay a line of ten rooms")}
PICTURE_RATIO = 2 / 3  # the menu pictures are 3:2
PICTURE_LEAST = 240  # the narrowest a game's picture gets before the words shrink too
PICTURE_KEPT = 0.7  # a larger UI scale keeps at least this share of the pictures' width at 100 %
BOTTOM_ROW = ("statistics", "settings", "quit")  # the buttons under both games, left to right
GAME_BUTTONS: tuple[tuple[GameName, str, str], ...] = (("combo", "new", "rules"), ("rooms", "rooms_new", "rooms_rules"))
CONTINUE: dict[GameName, str] = {"combo": "continue", "rooms": "rooms_continue"}  # each game's Continue button


# the menu's keys, shown by "?" (a keyboard playtest found no word of them on the menu); say with _()
MENU_KEYS: tuple[tuple[str, str], ...] = (
    (N_("Tab / Shift+Tab"), N_("ring the next / previous button")),
    (N_("Arrows"), N_("move the ring between the buttons")),
    (N_("Enter or Space"), N_("press the ringed button; with none ringed, Enter continues your game or starts one")),
    ("F1", N_("the rules of the game ringed or pointed at")),
    ("M", N_("sound off or on, anywhere in the game")),
    ("F11", N_("full screen or a window, anywhere in the game")),
    ("?", N_("this list of shortcuts")),
    (N_("Esc"), N_("back to the game you just left, if any")),
)


def first_key(saved: list[GameName], left: str | None) -> str:
    """Return the button the keys start on: the game in progress ``left`` (else the one saved last), else New game
    of the game ``left`` (playtest 228 came back from Castle Rooms to Castle Combo's New game rung)."""
    if saved:
        return CONTINUE[next((game for game in saved if game == left), saved[0])]
    return "rooms_new" if left == "rooms" else "new"


def game_of_button(key: str, left: str | None, saved: list[GameName]) -> GameName:
    """Return the game of menu button ``key``; for a button of neither game (or none), the game ``left`` last, else
    the one saved last, else Castle Combo (F1 on Statistics opened Castle Combo's rules to a player of Castle Rooms
    alone, playtest 302)."""
    if key in ("statistics", "settings", "quit", ""):
        return "rooms" if (left or (saved[0] if saved else "combo")) == "rooms" else "combo"
    return "rooms" if "rooms" in key else "combo"


def arrow_not_to_quit(ring: FocusRing, event: pygame.event.Event, controls: Controls) -> bool:
    """Move ``ring`` as :func:`arrow_moves` does, except from a game's buttons down onto Quit: the arrow rings
    Settings, the middle of the row below (343 went Down from Castle Rooms' New game to Quit, one Enter from leaving);
    return whether it moved."""
    was = ring.key
    if not arrow_moves(ring, event, controls, unringed=True):
        return False
    if ring.key == "quit" and was not in BOTTOM_ROW:
        ring.key = "settings"
    return True


class MenuScene(forms.FormScene):
    """The title screen."""

    app: AppServices
    window_title = N_("Castle card games")  # as the menu says (the window said "Castle Combo", a playtest)
    banners_at_top = True  # over the title: at the foot a notice covered Statistics, Settings and Quit (playtest 230)
    keys_help = MENU_KEYS  # "?" (the app opens it, as for every screen with a list)

    def __init__(self, app: AppServices) -> None:
        super().__init__(app)
        self.saved: list[GameName] = []  # the games with a game in progress, the one saved last first
        self.progress: dict[GameName, str] = {}  # under each Continue: the turn and the other players
        self.progress_brief: dict[GameName, str] = {}  # the same with the players counted (long names)
        self._shown_messages: set[str] = set()
        # the game whose table the menu replaces (Esc goes back to it: playtest 97 pressed Esc twice for that)
        self.left = next((scene.game for scene in reversed(app.stack.scenes) if scene.game), None)
        self.ring = FocusRing()  # the button the keyboard chose (Tab, the arrows); Enter presses it
        self.buttons: dict[str, forms.Button] = {}
        entries: list[tuple[str, Callable[[], None]]] = [
            ("continue", self.on_continue),  # Castle Combo's game in progress
            ("rooms_continue", self.on_rooms_continue),
            ("new", self.on_new_game),  # Castle Combo
            ("rules", self.on_rules),
            ("rooms_new", self.on_rooms_new_game),  # Castle Rooms
            ("rooms_rules", self.on_rooms_rules),
            ("statistics", self.on_statistics),
            ("settings", self.on_settings),
            ("quit", self.on_quit),
        ]
        for key, action in entries:
            self.buttons[key] = forms.Button((0, 0, 10, 10), "", action)
        self._labels()
        self.pictures: dict[GameName, pygame.Rect] = {"combo": pygame.Rect(0, 0, 0, 0),
                                                      "rooms": pygame.Rect(0, 0, 0, 0)}
        self._picture_cache: dict[tuple[GameName, tuple[int, int]], pygame.Surface] = {}
        self.scale = 1.0  # the ui scale the menu is laid out at (less than the setting's when it must fit)

    # --- life cycle -----------------------------------------------------------------------

    def enter(self) -> None:
        self.refresh()
        if self.app.keys_lead and self.ring.key is None:  # the ring shows where Enter goes (206)
            self.ring.key = first_key(self.saved, self.left)

    def resume(self) -> None:
        self.refresh()
        at = pygame.mouse.get_pos()  # the pointer moved while a scene covered the menu: light what it is on now
        for b in self.buttons.values():
            b.hover = b.rect.collidepoint(at)

    @property
    def has_save(self) -> bool:
        """Whether either game has a game in progress."""
        return bool(self.saved)

    def refresh(self) -> None:
        """Look for each game's game in progress again (and explain a damaged save once)."""
        messages = []
        self.saved = []
        self.progress, self.progress_brief = {}, {}
        latest = saves.latest_saved_game()
        for game, _new, _rules in GAME_BUTTONS:
            save, message = saves.load_current_save(game)
            if message:
                messages.append(message)
            self.buttons[CONTINUE[game]].visible = save is not None
            if save is not None:
                self.saved.insert(0 if game == latest else len(self.saved), game)
                self.progress[game], self.progress_brief[game] = progress_both(save)
        for game, key in CONTINUE.items():  # the one Enter continues stands out
            self.buttons[key].primary = bool(self.saved) and game == self.saved[0]
        for _game, new, _rules in GAME_BUTTONS:  # or, with no game to continue, both New game buttons (a second
            self.buttons[new].primary = not self.saved  # gold button beside a Continue drew the eye away, a playtest)
        self._labels()
        self._size = None
        self.relayout()
        for message in messages:
            if message not in self._shown_messages:
                self._shown_messages.add(message)
                show_notice(self.app, message, _("About your saved game"))

    def _labels(self) -> None:
        """Word the buttons in the language spoken now (it may change while the menu is below Settings)."""
        b = self.buttons
        for game, key in CONTINUE.items():
            b[key].label = _("Continue: {game}").format(game=game_title(game))
        b["new"].label = b["rooms_new"].label = _("New game")
        # TRANSLATORS: menu button that shows a game's rules
        b["rules"].label = b["rooms_rules"].label = pgettext("button", "Rules")
        b["statistics"].label = _("Statistics")
        b["settings"].label = _("Settings")
        # TRANSLATORS: menu button that closes the app
        b["quit"].label = pgettext("button", "Quit")

    @property
    def visible_buttons(self) -> list[str]:
        """Keys of the buttons the player can see, top to bottom."""
        return [k for k, b in self.buttons.items() if b.visible]

    @property
    def focus(self) -> str | None:
        """The key of the button the keyboard is on (None: the pointer is in charge)."""
        return self.ring.key if self.ring.focused(self.controls()) is not None else None

    def controls(self) -> list[tuple[str, forms.Button]]:
        """The buttons in the keyboard's order (Tab skips the hidden ones)."""
        return list(self.buttons.items())

    # --- actions --------------------------------------------------------------------------

    def on_continue(self) -> None:
        self.app.continue_game("combo")

    def on_rooms_continue(self) -> None:
        self.app.continue_game("rooms")

    def on_new_game(self) -> None:
        self._push_form(NewGameScene(self.app))

    def on_rules(self) -> None:
        self.app.stack.push(RulesScene(self.app))

    def on_rooms_new_game(self) -> None:
        self._push_form(NewGameScene(self.app, "rooms"))

    def on_rooms_rules(self) -> None:
        self.app.stack.push(RoomsRulesScene(self.app))

    def on_statistics(self) -> None:
        self._push_form(StatisticsScene(self.app))

    def on_settings(self) -> None:
        self._push_form(SettingsScene(self.app))

    def _push_form(self, scene: NewGameScene | SettingsScene | StatisticsScene) -> None:
        """Open ``scene``; by the keyboard, with the ring on its first control (playtest 90 counted Tabs from nothing
        ringed and landed one row short; 204 started a game by a second Enter, its AI's level unchosen; 302 found
        Statistics with nothing ringed)."""
        if self.ring.key is not None or self.app.keys_lead:
            scene.ring.move(scene.controls(), 1)
        self.app.stack.push(scene)

    def on_quit(self) -> None:
        self.app.quit()

    # --- layout and drawing ---------------------------------------------------------------

    def place(self, w: int, h: int, s: float) -> None:
        plain = s / draw.user_scale()
        while s > 0.5 and not self._fits(w, h, s):  # a large UI scale in a small window: shrink all to fit
            s *= 0.92
        if s > plain:  # the words and buttons grow while the pictures keep most of their size: at 150 % they were
            self._place(w, h, plain)  # drawn at half of it, under a large empty band (playtest 205)
            least = PICTURE_KEPT * self.pictures["combo"].w
            self._place(w, h, s)
            while s > plain and self.pictures["combo"].w < least:
                s = max(plain, s - 0.05 * plain)
                self._place(w, h, s)
        self.scale = s
        self._place(w, h, s)

    def _fits(self, w: int, h: int, s: float) -> bool:
        """Return True when the menu laid out at scale ``s`` keeps its title, Continue and rows apart."""
        self._place(w, h, s)
        title_bottom = int(h * 0.035) + draw.font(int(54 * s), "title").get_linesize()
        below_title = self.buttons[CONTINUE[self.saved[0]]].rect if self.saved else self.pictures["combo"]
        bottom = max(self.buttons[key].rect.bottom for key in BOTTOM_ROW)
        return below_title.top >= title_bottom and bottom <= h - int(8 * s)

    def _place(self, w: int, h: int, s: float) -> None:
        gap = int(40 * s)
        # the Continue buttons' band is kept with no game to continue: when a game ended, every button moved up and
        # Quit came where Castle Rooms' New game had been, which playtest 116 clicked
        top = int(h * 0.17) + int(78 * s)
        bw, bh = int(150 * s), int(44 * s)
        # the pictures take the height the words and buttons leave: a larger UI scale grows these, not them
        room = h - top - (int(84 * s) + bh + int(34 * s) + int(42 * s) + int(8 * s))
        pic_w = max(PICTURE_LEAST, min(int(440 * s), (w - 3 * gap) // 2, int(room / PICTURE_RATIO)))
        pic_h = int(pic_w * PICTURE_RATIO)
        for i, (game, new, rules) in enumerate(GAME_BUTTONS):
            # the games' centres far enough apart that a narrow picture's buttons keep clear of the other's
            half = max(pic_w + gap, 2 * bw + int(12 * s) + 2 * gap) // 2
            x = w // 2 + (i * 2 - 1) * half - pic_w // 2
            self.pictures[game] = pygame.Rect(x, top, pic_w, pic_h)
            y = top + pic_h + int(84 * s)
            for key, bx in ((new, x + pic_w // 2 - bw - int(6 * s)), (rules, x + pic_w // 2 + int(6 * s))):
                self.buttons[key].rect = pygame.Rect(bx, y, bw, bh)
                self.buttons[key].size = int(21 * s)
        for game, key in CONTINUE.items():  # above its game's picture
            cont = self.buttons[key]
            cont.rect = pygame.Rect(0, 0, min(int(360 * s), pic_w), int(46 * s))
            cont.rect.midtop = (self.pictures[game].centerx, int(h * 0.17) - int(6 * s))
            cont.size = int(22 * s)
        row_y = top + pic_h + int(84 * s) + bh + int(34 * s)
        for i, key in enumerate(BOTTOM_ROW):
            b = self.buttons[key]
            b.rect = pygame.Rect(0, 0, int(170 * s), int(42 * s))
            b.rect.midtop = (w // 2 + (i - 1) * int(186 * s), row_y)
            b.size = int(20 * s)

    def picture(self, game: GameName, size: tuple[int, int]) -> pygame.Surface:
        """Return the menu picture of ``game`` at ``size`` (drawn from assets/menu/<game>.svg once per size)."""
        key = (game, size)
        img = self._picture_cache.get(key)
        if img is None:
            img = pygame.image.load_sized_svg(str(asset_path("menu", f"{game}.svg")), size)
            self._picture_cache = {k: v for k, v in self._picture_cache.items() if k[1] == size}
            self._picture_cache[key] = img
        return img

    def handle(self, event: pygame.event.Event) -> None:
        self.relayout()
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if self.left is not None and self.left in self.saved:
                    self.app.continue_game(self.left)
                return
            if open_keys_help(self.app, self, event):  # "?" (the app opens it first, as for every screen)
                return
            if event.key == pygame.K_F1:  # the rules of the game the focus or the pointer is on, as at the tables
                self.on_rooms_rules() if self._game_in_view() == "rooms" else self.on_rules()
                return
            if self.ring.key is None and event.key in ARROW_STEPS and not any(b.hover for b in self.buttons.values()):
                # from nothing ringed or pointed at, the button Enter presses (Up rang Quit: playtest 164)
                self.ring.key = first_key(self.saved, self.left)
                return
            if arrow_not_to_quit(self.ring, event, self.controls()):  # to the button that lies that way
                return
        if self.ring.handle(event, self.controls()):  # Tab, Shift+Tab; Enter or Space on the ringed button
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.saved:
                self.app.continue_game(self.saved[0])
            else:
                self.on_new_game()
            return
        if self.click_through(event, list(self.buttons.values())):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.pictures["combo"].collidepoint(event.pos):
                self.on_new_game()
            elif self.pictures["rooms"].collidepoint(event.pos):
                self.on_rooms_new_game()

    def _game_in_view(self) -> GameName:
        """Return the game whose button has the keyboard's focus or the pointer (:func:`game_of_button`)."""
        key = self.focus or next((k for k, b in self.buttons.items() if b.hover and b.visible), "")
        return game_of_button(key, self.left, self.saved)

    def draw(self, surface: pygame.Surface) -> None:
        w, h, _s = self.frame(surface)
        s = self.scale
        self._labels()
        draw.background(surface)
        draw.title(surface, _("Castle card games"), (w // 2, int(h * 0.035)), int(54 * s), anchor="midtop",
                   fit="shrink")
        # one size for both games' names and one for their lines, the largest at which each fits ("Le Stanze del
        # Castello" drawn smaller than "Castle Combo", the taglines unlike at 150 %: playtests 130, 135 and 138)
        frames = [rect.inflate(int(10 * s), int(10 * s)).width for rect in self.pictures.values()]
        name_size = min((draw.fitted(game_title(g), int(34 * s), "title", wide, "shrink", theme.MIN_TEXT_PX)[1]
                         for g, wide in zip(self.pictures, frames, strict=True)), default=int(34 * s))
        # a line as wide as its half of the window, not its picture (which a larger UI scale makes smaller: the lines
        # shrank at 150 %, playtest 196)
        half = w // 2 - int(30 * s)
        line_size = min((draw.fitted(_(TAGLINES[g]), int(19 * s), "text", max(wide, half), "shrink",
                                     theme.MIN_TEXT_PX)[1] for g, wide in zip(self.pictures, frames, strict=True)),
                        default=int(19 * s))
        for game, rect in self.pictures.items():
            frame = rect.inflate(int(10 * s), int(10 * s))
            pygame.draw.rect(surface, theme.PANEL, frame, border_radius=int(12 * s))
            surface.blit(self.picture(game, rect.size), rect)
            edge = theme.ACCENT if game in self.saved else theme.PANEL_EDGE
            pygame.draw.rect(surface, edge, frame, width=2, border_radius=int(12 * s))
            name = draw.title(surface, game_title(game), (rect.centerx, rect.bottom + int(12 * s)), name_size,
                              anchor="midtop", fit="shrink", max_width=frame.width)
            draw.text(surface, _(TAGLINES[game]), (rect.centerx, name.bottom + int(2 * s)), line_size,
                      theme.TEXT_DIM, anchor="midtop", max_width=max(frame.width, half), fit="shrink")
        for key in self.visible_buttons:
            self.buttons[key].draw(surface)
        self.ring.draw(surface, self.controls(), s)
        for game in self.saved:
            cont = self.buttons[CONTINUE[game]].rect
            said = self.progress.get(game, "")
            if draw.font(round(16 * s * 0.85)).size(said)[0] > self.pictures[game].width:  # ~11 px and cut, a playtest
                said = self.progress_brief.get(game, said)
            draw.text(surface, said, (cont.centerx, cont.bottom + int(3 * s)), int(16 * s),
                      theme.TEXT_DIM, anchor="midtop", max_width=self.pictures[game].width, fit="shrink")
        draw.text(surface, _("version {version}").format(version=__version__), (w - int(14 * s), h - int(10 * s)),
                  int(15 * s), theme.TEXT_DIM, anchor="bottomright")
        # clear of Statistics (the words nearly touched it at 150 % in French, playtest 173)
        room = self.buttons["statistics"].rect.left - int(14 * s) - int(24 * s)
        # TRANSLATORS: bottom left of the main menu: the key that lists the keys
        keys = draw.text(surface, _("?: every key"), (int(14 * s), h - int(10 * s)), int(15 * s), theme.TEXT_DIM,
                         anchor="bottomleft", max_width=room, fit="shrink")
        if self.left is not None and self.left in self.saved:  # Esc twice from a table came here with no word of
            # the way back (playtests 217, 219)
            # TRANSLATORS: bottom left of the main menu, opened from a game: Esc goes back to that game
            draw.text(surface, _("Esc: back to the game"), (int(14 * s), keys.top - int(2 * s)), int(15 * s),
                      theme.TEXT_DIM, anchor="bottomleft", max_width=room, fit="shrink")
