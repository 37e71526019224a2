"""Castle Combo: the complete rules, AI opponents and a desktop table."""

import os
import time

START_TIME = time.perf_counter()  # when the program started, for the first-frame figure of --perf-json

__version__ = "0.1.0"

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# the class desktops name and group the window by: pygame's import sets it to the script's name unless set before
# (started by "python -m castlecombo" the window was "__main__.py", playtest 329)
for _variable in ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS"):
    os.environ.setdefault(_variable, "castlecombo")
