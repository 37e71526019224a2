"""Castle Rooms: the second game of the app (cards.py, engine/ the rules, ai/ the players)."""
