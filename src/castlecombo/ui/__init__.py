"""The pygame user interface: scenes, widgets, card rendering and assets."""
