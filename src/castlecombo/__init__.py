"""Castle Combo: the complete rules, AI opponents and a desktop table."""

import os
import time

START_TIME = time.perf_counter()  # when the program started, for the first-frame figure of --perf-json

__version__ = "0.1.0"

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
