"""The Castle Rooms table: view, controller, overlays, ending, replay and rules (app -> rooms.ui -> kit)."""
