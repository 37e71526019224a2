"""Where the new-game form's parts go for a window size, a UI scale and a number of seats: the panel,
the seat rows' columns, the add button, the first-player choice and the Back and Start buttons."""

from __future__ import annotations

from dataclasses import dataclass

import pygame


@dataclass(frozen=True)
class NewGameLayout:
    """The new-game form's rectangles and positions (a row's fields are placed by :meth:`field`)."""

    panel: pygame.Rect
    game_selector: pygame.Rect
    columns: dict[str, int]  # left edge of each column: num (number+dot), name, kind, colour, remove
    widths: dict[str, int]  # width of the name, kind, colour and remove fields
    field_h: int
    header_y: int
    row_centres: list[int]  # the centre line of each seat's row
    add_button: pygame.Rect
    first_label_pos: tuple[int, int]
    first_selector: pygame.Rect
    back_button: pygame.Rect
    start_button: pygame.Rect

    def field(self, column: str, cy: int) -> pygame.Rect:
        """Return the rectangle of the field in ``column`` of the row centred on ``cy``."""
        return pygame.Rect(self.columns[column], cy - self.field_h // 2, self.widths[column], self.field_h)


def height(max_seats: int) -> int:
    """Return the form's height at scale 1 with room for ``max_seats`` rows, its buttons included."""
    room = 100_000  # a window too tall to push the buttons up
    return place(room, room, 1.0, max_seats, max_seats).back_button.bottom + 20


def place(w: int, h: int, s: float, seats: int, max_seats: int) -> NewGameLayout:
    """Return the form's layout in a ``w`` x ``h`` window at scale ``s`` with ``seats`` of ``max_seats`` rows."""
    pw = min(int(1040 * s), w - int(40 * s))
    top = int(96 * s)
    row_h = int(58 * s)
    panel = pygame.Rect(0, top, pw, 0)
    panel.centerx = w // 2
    game_selector = pygame.Rect(0, int(30 * s), int(420 * s), int(42 * s))
    game_selector.right = panel.right
    pad = int(22 * s)
    x0 = panel.left + pad
    inner = pw - 2 * pad
    widths = {"name": int(inner * 0.24), "kind": int(inner * 0.44), "colour": int(inner * 0.19),
              "remove": int(36 * s)}
    gap = (inner - int(40 * s) - sum(widths.values())) // 4
    name_x = x0 + int(40 * s)
    columns = {
        "num": x0,
        "name": name_x,
        "kind": name_x + widths["name"] + gap,
        "colour": name_x + widths["name"] + widths["kind"] + 2 * gap,
        "remove": name_x + widths["name"] + widths["kind"] + widths["colour"] + 3 * gap,
    }
    y = panel.top + int(56 * s)
    rows = [y + i * row_h + row_h // 2 for i in range(seats)]
    # under the last row the table can hold, not the last row there is: the button stays put, so a
    # second quick click adds another player instead of landing in the new name field
    add_button = pygame.Rect(columns["name"], y + max_seats * row_h + int(8 * s), int(200 * s), int(38 * s))
    first_y = y + max_seats * row_h + int(60 * s)
    fx = x0 + int(150 * s)
    first_selector = pygame.Rect(fx, first_y, panel.right - pad - fx, int(38 * s))
    panel.height = first_y + int(38 * s) + pad - panel.top
    bw, bh = int(200 * s), int(48 * s)
    by = min(h - bh - int(20 * s), panel.bottom + int(22 * s))
    return NewGameLayout(
        panel=panel, game_selector=game_selector, columns=columns, widths=widths, field_h=int(40 * s),
        header_y=panel.top + int(18 * s), row_centres=rows, add_button=add_button,
        first_label_pos=(x0, first_y + int(19 * s)), first_selector=first_selector,
        back_button=pygame.Rect(panel.left, by, int(140 * s), bh),
        start_button=pygame.Rect(panel.right - bw, by, bw, bh))
