"""Settings: language, window size, full screen, AI pace, animation, sound and volumes; saved and applied as
they change. Tab (or Up and Down) walks them with a ring round the one the keyboard is on: Left and Right change a
choice or a volume, Space or Enter turns a switch, Enter on a choice or a volume goes on to the next control, and
Enter with nothing ringed (or Esc) closes."""

from __future__ import annotations

from typing import Any

import pygame

from castlecombo import i18n
from castlecombo.app import screen
from castlecombo.app.notice import show_notice
from castlecombo.app.services import AppServices
from castlecombo.i18n import N_, _, pgettext
from castlecombo.kit import draw, forms, screen_keys, theme
from castlecombo.kit.focus import Focusable, FocusRing
from castlecombo.kit.slider import Slider
from castlecombo.storage import files as storage
from castlecombo.storage.records import Settings

# TRANSLATORS: AI pace and animation speed choices in Settings
PACE_OPTIONS = [("slow", N_("Slow")), ("normal", N_("Normal")), ("fast", N_("Fast"))]
# TRANSLATORS: animation speed choices in Settings ("Off": no animation)
ANIMATION_OPTIONS = [("off", N_("Off")), ("normal", N_("Normal")), ("fast", N_("Fast"))]
LANGUAGE_OPTIONS = list(i18n.LANGUAGES.items())  # each language in its own words, never translated
LANGUAGE_KEY = pygame.K_l  # L picks the next language (Shift+L the one before)
VOLUME_PREVIEW = "coins_gain_small"  # played at the new level when a volume is let go
SCALE_OPTIONS = [round(f * 100) for f in theme.UI_SCALES]


def percent(value: int) -> str:
    """Return ``value`` as a share in the language spoken ("80%"; "80 %" in French)."""
    return _("{percent}%").format(percent=value)
ROWS = 9
SQUEEZE = 0.65  # the least share of a row's own height it keeps when the window is short
ROW_WORDS: tuple[tuple[str, str], ...] = (  # each row's label and the hint under it (translated when drawn)
    (N_("Language"), N_("L picks the next one")),
    (N_("Window size"), N_("used when not in full screen")),
    (N_("Full screen"), N_("fill the whole monitor")),
    (N_("AI pace"), N_("pauses between moves, not thinking")),  # expert thinks 4 s whatever the pace (272)
    (N_("Animation"), N_("cards fly to their places")),
    (N_("Sound"), N_("M mutes it anywhere")),
    (N_("Master volume"), N_("everything the game plays")),
    (N_("Effects volume"), N_("cards, coins, dragons, fanfares")),
    # the tables' cards give the larger words some room (playtests 299, 306 and 307 looked for larger cards; the
    # card zoom is the way to read one)
    (N_("UI scale"), N_("text and buttons; cards shrink a little")),  # "not the cards" read as unchanged (311)
)


class SettingsScene(forms.FormScene):
    """The settings form; each change is written with ``storage.save_settings`` and applied."""
    keys_help = screen_keys.SETTINGS

    app: AppServices

    def __init__(self, app: AppServices) -> None:
        super().__init__(app)
        self.language = forms.Segmented((0, 0, 10, 10), LANGUAGE_OPTIONS, i18n.language(), self.set_language)
        self.window = forms.Segmented((0, 0, 10, 10), [], app.windowed_size, self._set_window)
        self.scale = forms.Segmented((0, 0, 10, 10), [], self.settings.ui_scale,
                                     lambda v: self.change(ui_scale=v))
        self.capped = False  # the UI scale last chosen is larger than this page can show
        self.capped_lines: list[str] = []  # what says so, wrapped to the room beside Done
        self.fullscreen = forms.Toggle((0, 0, 10, 10), self.settings.fullscreen,
                                       lambda v: self.change(fullscreen=v))
        self.pace = forms.Segmented((0, 0, 10, 10), PACE_OPTIONS, self.settings.ai_pace,
                                    lambda v: self.change(ai_pace=v))
        self.animation = forms.Segmented((0, 0, 10, 10), ANIMATION_OPTIONS, self.settings.animation,
                                         lambda v: self.change(animation=v))
        self.sound = forms.Toggle((0, 0, 10, 10), self.settings.sound, lambda v: self.change(sound=v))
        self.master = Slider((0, 0, 10, 10), self.settings.master_volume,
                             on_change=lambda v: self._set_volume(master_volume=v), words=percent)
        self.effects = Slider((0, 0, 10, 10), self.settings.effects_volume,
                              on_change=lambda v: self._set_volume(effects_volume=v), words=percent)
        self.master.on_refused = self.effects.on_refused = self._volume_off
        self.done = forms.Button((0, 0, 10, 10), "", self.close, primary=True)
        self.ring = FocusRing()  # the control the keyboard is on (Tab)
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self.labels: list[tuple[str, str, int]] = []
        self.row_h = 0
        self._words()

    @property
    def settings(self) -> Settings:
        """The app's settings now (M and F11 change them from anywhere, this scene included)."""
        return self.app.settings

    def _window_options(self) -> list[tuple[tuple[int, int], str]]:
        fitting = screen.sizes_that_fit(screen.WINDOW_PRESETS, screen.usable_area())  # none bigger than the screen
        # the window as it is (--size or a dragged window may be none of the presets, or larger than a
        # window has room for) is always offered, so that one size is lit, and so is the size it opened at:
        # a smaller size chosen must not leave the player no way back (a playtest on a 1280x800 screen)
        sizes = [*fitting, *{self.app.opened_size, self.app.windowed_size} - set(fitting)]
        return [(size, f"{size[0]} × {size[1]}") for size in sorted(sizes, key=lambda wh: (wh[0] * wh[1], wh))]

    def _set_volume(self, **fields: int) -> None:
        self.change(**fields)
        self.app.play_sound(VOLUME_PREVIEW)  # heard at the new level (nothing when muted)

    def _volume_off(self) -> None:
        """Say why an arrow on a volume does nothing while the sound is off."""
        # TRANSLATORS: Left or Right on a dimmed volume in Settings; "Sound" is the switch's label, M its key
        self.app.notify(_("The sound is off: turn Sound on (or press M) to set the volume"), 3.0)

    def set_language(self, code: str) -> None:
        """Speak ``code`` from now on (every scene redraws in it at once) and keep it for the next runs."""
        self.change(language=code)
        if i18n.language() != code:  # its catalog is missing (a source tree never built): say so, in English
            show_notice(self.app, _("{language} cannot be shown: its translation file {path} is missing. "
                                    "Reinstall the game, or run 'make catalogs' in its source folder.").format(
                language=i18n.LANGUAGES.get(code, code), path=i18n.catalog_path(code)), _("Language"))

    def next_language(self, step: int = 1) -> None:
        """Pick the language ``step`` places after the one spoken now in the list (wrapping around)."""
        codes = list(i18n.LANGUAGES)
        here = codes.index(i18n.language()) if i18n.language() in codes else -step
        self.set_language(codes[(here + step) % len(codes)])

    def _words(self) -> None:
        """Put the labels of the choices in the language spoken now (it may change while shown)."""
        self.pace.options = [(value, _(label)) for value, label in PACE_OPTIONS]
        self.animation.options = [(value, _(label)) for value, label in ANIMATION_OPTIONS]
        self.scale.options = [(value, percent(value)) for value in SCALE_OPTIONS]
        # TRANSLATORS: button that closes Settings
        self.done.label = pgettext("button", "Done")

    def _set_window(self, size: tuple[int, int]) -> None:
        self.change(window_width=size[0], window_height=size[1])

    def change(self, **fields: Any) -> None:
        """Validate, keep, save and apply a change of settings."""
        try:
            updated = Settings.model_validate({**self.settings.model_dump(), **fields})
        except ValueError as exc:
            show_notice(self.app, _("That setting could not be used: {problem}").format(problem=exc), _("Settings"))
            return
        old_scale, page_before = self.settings.ui_scale, self.form_scale(self.app.size)
        self.app.settings = updated
        try:
            storage.save_settings(updated)
        except storage.StorageError as exc:
            show_notice(self.app, str(exc), _("Settings not saved"))
        self.app.apply_settings(window="window_width" in fields)
        self._size = None
        asked = updated.ui_scale / old_scale
        if asked != 1:  # a larger scale this page cannot show (not half as large) looked like a setting that did
            # nothing (playtest 105); said on the page, where a banner followed into the game (playtest 106)
            self.capped = asked > 1 and self.form_scale(self.app.size) < page_before * (1 + (asked - 1) / 2)

    # --- layout and drawing ---------------------------------------------------------------

    def form_scale(self, size: tuple[int, int]) -> float:
        """The UI scale, no larger than leaves each row two thirds of its height: at 150 % in a 1920x1080
        window the rows were squeezed to small labels under a huge title (a playtest)."""
        return min(super().form_scale(size), size[1] / (260 + ROWS * 74 * SQUEEZE))

    def place(self, w: int, h: int, s: float) -> None:
        pw = min(int(760 * s), w - 40)
        row_h = int(min(74 * s, (h - 110 * s - 150 * s) / ROWS))
        self.row_h = row_h
        self.panel_rect = pygame.Rect(0, int(100 * s), pw, ROWS * row_h + int(36 * s))
        self.panel_rect.centerx = w // 2
        pad = int(28 * s)
        # room for every label and hint at the size drawn (Italian's "usate quando non sei a schermo intero"
        # shrank to 9 px), leaving the controls 440 px (at 100 %); at the least size at worst (at 90 % in a
        # small window they were cut short)
        label_size, hint_size = self._text_sizes(s)
        whole = max(max(draw.font(label_size, "bold").size(_(label))[0], draw.font(hint_size).size(_(hint))[0])
                    for label, hint in ROW_WORDS)
        least = max(draw.font(theme.MIN_TEXT_PX).size(_(hint))[0] for _label, hint in ROW_WORDS)
        label_w = max(int(200 * s), least + int(12 * s), min(whole + int(12 * s), pw - 2 * pad - int(440 * s)))
        sizes = self._window_options()
        compact = [(size, label.replace(" × ", "×")) for size, label in sizes]  # the labels without their spaces
        # six window sizes read "1366×…" in a 1024x640 window, and seven "1366×7…" at 1366x740: the panel grows
        # for them to be read at the row's size, the window allowing
        fh = int(min(40 * s, row_h * 0.62))
        chip = draw.font(max(theme.MIN_TEXT_PX, min(int(18 * s), int(fh * 0.8))), "bold")
        short = sum(chip.size(label)[0] + 16 for _size, label in compact)
        if short > pw - 2 * pad - label_w:
            self.panel_rect.w = min(w - 40, short + 2 * pad + label_w)
            self.panel_rect.centerx = w // 2
        x = self.panel_rect.left + pad + label_w
        right = self.panel_rect.right - pad
        ys = [self.panel_rect.top + int(18 * s) + i * row_h + row_h // 2 for i in range(ROWS)]
        self.labels = [(label, hint, y) for (label, hint), y in zip(ROW_WORDS, ys, strict=True)]
        self.language.value = i18n.language()
        self.language.rect = pygame.Rect(x, ys[0] - fh // 2, right - x, fh)
        self.language.size = int(18 * s)
        ys = ys[1:]
        self.window.options = sizes
        self.window.value = self.app.windowed_size
        self.window.rect = pygame.Rect(x, ys[0] - fh // 2, right - x, fh)
        self.window.size = int(18 * s)
        if sum(self.window.wants()) > self.window.rect.width:  # six sizes read "1366 × 7…" at 1024x640, and at
            self.window.options = compact  # 12 px at 1366x768: the same without spaces, larger
        toggle_w, toggle_h = int(64 * s), int(32 * s)
        self.fullscreen.rect = pygame.Rect(x, ys[1] - toggle_h // 2, toggle_w, toggle_h)
        self.fullscreen.value = self.settings.fullscreen
        for segmented, y, choice in ((self.pace, ys[2], self.settings.ai_pace),
                                     (self.animation, ys[3], self.settings.animation)):
            segmented.rect = pygame.Rect(x, y - fh // 2, min(right - x, int(330 * s)), fh)
            segmented.value = choice
            segmented.size = int(18 * s)
        self.sound.rect = pygame.Rect(x, ys[4] - toggle_h // 2, toggle_w, toggle_h)
        self.sound.value = self.settings.sound
        for slider, y, percent in ((self.master, ys[5], self.settings.master_volume),
                                   (self.effects, ys[6], self.settings.effects_volume)):
            slider.rect = pygame.Rect(x, y - toggle_h // 2, min(right - x, int(400 * s)), toggle_h)
            slider.size = int(18 * s)
            if not slider.dragging:
                slider.value = percent
        self.scale.rect = pygame.Rect(x, ys[7] - fh // 2, right - x, fh)
        self.scale.value = self.settings.ui_scale
        self.scale.size = int(18 * s)
        self.done.rect = pygame.Rect(0, 0, int(180 * s), int(48 * s))
        self.done.rect.topright = (self.panel_rect.right, self.panel_rect.bottom + int(20 * s))
        self.done.size = int(22 * s)
        words = _("This page is as large as the window allows; the tables and menus grow where they have room.")
        room = self.done.rect.left - self.panel_rect.left - int(12 * s)
        self.capped_lines = draw.wrap(words, draw.font(int(16 * s)), room)[:2]  # laid out with the page, not per frame

    def _text_sizes(self, s: float) -> tuple[int, int]:
        """Return the size of a row's label and of its hint: smaller when the rows are short (a large UI scale)."""
        return min(int(21 * s), int(self.row_h * 0.46)), min(int(15 * s), int(self.row_h * 0.34))

    def resize(self, size: tuple[int, int]) -> None:
        self._size = None
        self._layout(size)

    def _sync_switches(self) -> None:
        """Show the switches as the settings are now (M and F11 change them from anywhere)."""
        self.sound.value = self.settings.sound
        self.master.enabled = self.effects.enabled = self.settings.sound  # no volume while the sound is off
        self.fullscreen.value = self.settings.fullscreen

    def controls(self) -> list[tuple[str, Focusable]]:
        """The controls top to bottom, as Tab walks them (a volume, while the sound is off, says so)."""
        return [("language", self.language), ("window", self.window), ("fullscreen", self.fullscreen),
                ("pace", self.pace), ("animation", self.animation), ("sound", self.sound), ("master", self.master),
                ("effects", self.effects), ("scale", self.scale), ("done", self.done)]

    def handle(self, event: pygame.event.Event) -> None:
        self.relayout()
        self._sync_switches()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        if event.type == pygame.KEYDOWN and event.key == LANGUAGE_KEY:
            self.next_language(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):  # row to row, as Tab (Left
            self.ring.move(self.controls(), 1 if event.key == pygame.K_DOWN else -1)  # and Right change a row's value)
            return  # (playtest 92 pressed Down and nothing moved)
        if self.ring.handle(event, self.controls()):
            self._sync_switches()
            return
        if event.type == pygame.MOUSEWHEEL:
            pointer = pygame.mouse.get_pos()
            if any(slider.wheel(event.y, pointer) for slider in (self.master, self.effects)):
                return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.press_enter()
            return
        self.click_through(event, [control for _key, control in self.controls()])

    def press_enter(self) -> None:
        """Enter: turn the ringed switch, go on from a ringed choice or volume (as on the new game form), else
        close. A playtest pressed Enter on the ringed Sound switch, as the menu's keys said, and Settings closed."""
        ringed = self.ring.focused(self.controls())
        if isinstance(ringed, forms.Toggle):
            ringed.flip()
            self._sync_switches()
        elif ringed is not None and ringed is not self.done:
            self.ring.move(self.controls(), 1)
        else:
            self.close()

    def draw(self, surface: pygame.Surface) -> None:
        w, _h, s = self.frame(surface)
        self._words()
        draw.background(surface)
        draw.title(surface, _("Settings"), (w // 2, int(30 * s)), int(46 * s), anchor="midtop")
        draw.panel(surface, self.panel_rect)
        self._sync_switches()
        x = self.panel_rect.left + int(28 * s)
        # each label and its hint in its own row: smaller words when the rows are short (a large UI scale)
        label_size, hint_size = self._text_sizes(s)
        label_h = draw.font(label_size, "bold").get_height()
        block = label_h + draw.font(hint_size).get_height()
        for label, hint, y in self.labels:
            if label == ROW_WORDS[1][0] and len(self.window.options) == 1:  # one choice: clicking it does nothing
                # TRANSLATORS: under "Window size" in Settings when the screen has room for the smallest window only
                hint = N_("only one fits this screen")
            row = pygame.Rect(x, y - self.row_h // 2, self.window.rect.left - x - int(8 * s), self.row_h)
            top = row.y + max(0, (row.h - block) // 2)
            draw.text(surface, _(label), (x, top), label_size, theme.TEXT, kind="bold", box=row, fit="shrink")
            draw.text(surface, _(hint), (x, top + label_h), hint_size, theme.TEXT_DIM, fit="shrink", box=row)
        self.language.value = i18n.language()
        self.language.draw(surface)
        self.window.draw(surface)
        # the switches' words keep to the controls' right edge (Portuguese ran into the panel's, playtest 316)
        words_box = pygame.Rect(self.panel_rect.left, self.panel_rect.top,
                                self.language.rect.right - self.panel_rect.left, self.panel_rect.h)
        for toggle in (self.fullscreen, self.sound):
            toggle.draw(surface)
            # TRANSLATORS: the state of a switch in Settings (full screen, sound)
            state = pgettext("switch", "On") if toggle.value else pgettext("switch", "Off")
            if toggle is self.sound and not self.app.sound_device():  # the switch would seem to do nothing
                # TRANSLATORS: after the Sound switch's state when the computer has no audio device the game can use
                state = _("{state}  ·  no sound device found: nothing can be heard").format(state=state)
            draw.text(surface, state, (toggle.rect.right + int(12 * s), toggle.rect.centery), int(18 * s),
                      theme.TEXT_DIM, anchor="midleft", fit="shrink", box=words_box)
        self.pace.draw(surface)
        self.animation.draw(surface)
        self.master.draw(surface)
        self.effects.draw(surface)
        self.scale.draw(surface)
        room = self.done.rect.left - self.panel_rect.left - int(12 * s)
        if self.capped:
            lines = self.capped_lines
            step = draw.font(int(16 * s)).get_linesize()
            for k, line in enumerate(lines):
                draw.text(surface, line, (self.panel_rect.left, self.done.rect.centery + (2 * k - len(lines) + 1)
                                          * step // 2), int(16 * s), theme.ACCENT, anchor="midleft", max_width=room,
                          fit="shrink")
        else:
            draw.text(surface, _("Changes are saved as you make them."), (self.panel_rect.left, self.done.rect.centery),
                      int(16 * s), theme.TEXT_DIM, anchor="midleft", max_width=room, fit="shrink")
        self.done.draw(surface)
        self.ring.draw(surface, self.controls(), s)
