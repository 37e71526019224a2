"""Card pictures are cached within bounds: window resizes keep memory flat, tables give back their cards."""

from __future__ import annotations

import random

from castlecombo.combo.ui import cardface
from ui_helpers import take_the_seat


def rss_mb() -> float:
    """Resident memory of this process now, in MB."""
    with open("/proc/self/status", encoding="ascii") as fh:
        for line in fh:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise AssertionError("no VmRSS in /proc/self/status")


def open_table(app, seed: int):
    from castlecombo.app.window import default_seats

    app.start_game(default_seats(["human", "human"]), seed, 0)
    table = take_the_seat(app)  # two people: the game opens under the cover
    app.step(0.016)
    table.warm_up(budget=60.0)  # every card at the table's sizes, as a few seconds of frames would
    return table


def resize(app, size: tuple[int, int]) -> None:
    app.settings = app.settings.model_copy(update={"window_width": size[0], "window_height": size[1]})
    app.apply_settings()
    assert app.size == size


def test_resizing_the_window_40_times_keeps_memory_flat(app):
    table = open_table(app, 3)
    app.step(0.016)
    start = rss_mb()
    peak = start
    rng = random.Random(40)
    for _ in range(40):
        resize(app, (rng.randint(1024, 1920), rng.randint(640, 1080)))
        table.warm_up(budget=60.0)
        app.step(0.016)
        peak = max(peak, rss_mb())
        count, used = cardface.cache_size()
        sizes = table.view.card_sizes()
        working = 78 * sum(4 * w * h for w, h in sizes)
        assert used <= working + cardface.CACHE_MARGIN
        assert count <= 78 * len(sizes) + 8  # this size's cards and a few backs, no older sizes
    print(f"memory: start {start:.1f} MB, peak {peak:.1f} MB")
    assert peak - start <= 30.0, f"memory grew from {start:.0f} MB to {peak:.0f} MB over 40 window sizes"


def test_opening_and_closing_20_tables_gives_the_cards_back(app):
    app.show_menu()
    app.step(0.016)
    start = cardface.cache_size()
    for seed in range(20):
        table = open_table(app, seed)
        assert cardface.cache_size()[0] >= 78 * len(table.view.card_sizes())  # the table did warm its cards
        app.show_menu()
        app.step(0.016)
        assert cardface.cache_size() == start
