"""The app around the games: the window, menu, new game, settings, statistics and notices."""
