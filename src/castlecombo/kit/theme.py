"""Colours and sizes shared by every scene: one calm palette."""

from __future__ import annotations

BACKGROUND = (38, 44, 40)
FELT = (52, 66, 56)
PANEL = (30, 34, 32)
PANEL_EDGE = (96, 104, 92)
TEXT = (236, 230, 214)
TEXT_DIM = (170, 164, 150)
ACCENT = (222, 178, 76)
GOOD = (120, 196, 120)
BAD = (236, 116, 104)  # words of a refusal or a warning: 4.9:1 on the background, 5.6:1 on a panel (at 4.3:1 a
# playtest with weak eyes leaned in, 309)
LOSS = (255, 150, 140)  # points lost: on a dark ground 7.7:1, on a costly row's red tint 6:1 (BAD there read 3.7:1)
LEGAL = (120, 210, 140)
HIGHLIGHT = (250, 220, 120)
# the keyboard's focus: a colour no button edge or lit space uses (on a gold button the gold ring was lost, a playtest)
FOCUS = (110, 200, 255)
BUTTON = (72, 82, 74)
# the button to press now: gold with dark words, 8.8:1 (cream words on a khaki fill read at 3.3:1, a playtest)
PRIMARY = (222, 178, 76)
PRIMARY_HOVER = (240, 200, 104)
PRIMARY_TEXT = (26, 28, 24)
BUTTON_HOVER = (90, 104, 92)  # its words at 4.7:1 (the readable text's 4.5 at least)
BUTTON_DISABLED = (56, 60, 56)
# a button that cannot be pressed now: its words at 3.3:1, half an active button's 6.4 (at TEXT_DIM's 6.4 a spent key
# button read as usable, a playtest)
TEXT_DISABLED = (118, 116, 106)
CASTLE = (150, 156, 166)
VILLAGE = (156, 112, 72)
SEAT_COLOURS = ["#d9534f", "#4a90d9", "#5cb85c", "#f0ad4e", "#9b59b6"]

MIN_WINDOW = (1024, 600)
MIN_TEXT_PX = 12  # no line of text is drawn smaller, whatever the window or the names
CARD_NAME_MIN_PX = 13  # a card's name on a table-size face (the mini tableaux are pictures)
UI_SCALES = (0.9, 1.0, 1.1, 1.25, 1.5)  # the UI-scale setting's choices (the first and last are its bounds)
FPS = 60


def hex_colour(value: str) -> tuple[int, int, int]:
    """Return the RGB triple of a '#rrggbb' string."""
    value = value.lstrip("#")
    return int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16)
