"""AI players for Castle Rooms: they see only what a seated player sees (``GameState.observation``)."""
