"""Castle Combo: the complete rules, AI opponents and a desktop table."""

__version__ = "0.1.0"
