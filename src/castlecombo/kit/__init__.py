"""The game-independent UI kit: scene stack, widgets and drawing helpers, theme, assets, animation."""
