"""Castle Combo: the complete rules, AI opponents and a desktop table."""

import os

__version__ = "0.1.0"

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
