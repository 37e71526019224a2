"""The "?" lists of the screens that have no list of their own: every key they obey, in the words of the tables'
lists (a keyboard playtest pressed "?" on the rules, Statistics, the review and Settings, and nothing came)."""

from __future__ import annotations

from castlecombo.i18n import N_

KeyHelp = tuple[tuple[str, str], ...]  # (the keys, what they do), marked for translation

# the keys every screen obeys, last in each list
ANYWHERE: KeyHelp = (
    ("?", N_("this list of shortcuts")),
    ("M", N_("sound off or on, anywhere in the game")),
    ("F11", N_("full screen or a window, anywhere in the game")),
)

RULES: KeyHelp = (
    (N_("Left / Right"), N_("the previous / next page (Page Up / Page Down too)")),
    (N_("Home, End"), N_("the first / last page")),
    (N_("Tab / Shift+Tab"), N_("ring the next / previous button")),
    (N_("Enter or Space"), N_("press the ringed button")),
    (N_("Esc"), N_("back")),
    *ANYWHERE,
)

OTHER_REVIEW = N_("another player's review")

REVIEW: KeyHelp = (
    (N_("Up / Down"), N_("the previous / next turn (Page Up / Page Down too)")),
    (N_("Home, End"), N_("the first / last turn")),
    (N_("Enter or Space"), N_("the chosen turn's position, on the table")),
    ("1, 2, 3", N_("the costliest moments, on the table")),
    (N_("Left / Right"), OTHER_REVIEW),
    ("F2", N_("the settings")),
    (N_("Esc or Backspace"), N_("back")),
    *ANYWHERE,
)

# a reviewed turn shown on the table (a playtest pressed "?" there and nothing came)
REVIEW_TABLE: KeyHelp = (
    (N_("Left / Right"), N_("the previous / next turn (Page Up / Page Down too)")),
    ("1, 2, 3", N_("the costliest moments, on the table")),
    ("F2", N_("the settings")),
    (N_("Esc or Backspace"), N_("back")),
    *ANYWHERE,
)

# the score pad (playtest 329 pressed "?" there and nothing came)
SCORE_PAD: KeyHelp = (
    (N_("Tab / Shift+Tab"), N_("ring the next / previous button")),
    (N_("Arrows"), N_("move the ring between the buttons")),
    (N_("Enter or Space"), N_("press the ringed button")),
    ("F2", N_("the settings")),
    (N_("Esc"), N_("back to the menu")),
    *ANYWHERE,
)

# a replay's turns, at either game's replay
REPLAY_TURNS: KeyHelp = (
    (N_("Left / Right"), N_("the previous / next turn (Page Up / Page Down too)")),
    (N_("Home, End"), N_("the first / last turn")),
    (N_("Space or P"), N_("play the turns one after another, or stop")),
)

REPLAY: KeyHelp = (
    *REPLAY_TURNS,
    ("L", N_("the whole log, large")),
    (N_("Esc or Backspace"), N_("back")),
    *ANYWHERE,
)

ROOMS_REPLAY: KeyHelp = (
    *REPLAY_TURNS,
    ("O", N_("every player's lines, large, one after another")),
    (N_("Esc or Backspace"), N_("back")),
    *ANYWHERE,
)

STATISTICS: KeyHelp = (
    (N_("Tab / Shift+Tab"), N_("ring the next / previous control")),
    (N_("Left / Right"), N_("change the ringed choice (the game, whose figures)")),
    (N_("Enter or Space"), N_("press the ringed button (a game's Replay or Review)")),
    (N_("Up / Down, Page Up / Page Down"), N_("scroll the list of games")),
    (N_("Esc"), N_("back")),
    *ANYWHERE,
)

SETTINGS: KeyHelp = (
    (N_("Tab / Shift+Tab, Up / Down"), N_("ring the next / previous setting")),
    (N_("Left / Right"), N_("change the ringed setting")),
    (N_("Space"), N_("turn the ringed switch")),
    (N_("Enter"), N_("turn the ringed switch, or go on to the next setting; on Done, close")),
    (N_("L / Shift+L"), N_("the next / previous language")),
    (N_("Esc"), N_("back")),
    *ANYWHERE,
)
