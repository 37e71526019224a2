#!/usr/bin/env python3
"""Deterministic 1280x720 screenshots of every scene, and a pixel comparison of two shot folders.

    python tools/scene_shots.py OUT_DIR             # write OUT_DIR/<scene>.png (headless)
    python tools/scene_shots.py --compare OLD NEW   # say which shots are identical, pixel for pixel
    python tools/scene_shots.py --lang fr OUT_DIR   # the same shots in another language

The shots cover the menu-side scenes, the scoring pad, every rules page, the table (hot-seat:
a drag over the lit spaces, face down, the pass cover, a refusal, the face-down button, the hover
zoom, a key button, the card zoom, the discards, ability prompts; a resumed 3-player game with AI
seats at three window sizes) and a 4-player replay (start, a card in flight, a turn, a pinned seat,
the end, playing). Every game comes from a fixed seed; nothing depends on the clock except the AI
"thinking" dots, which no shot shows. Run it before and after a change and compare.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from castlecombo.combo.ui.table import TableScene
from castlecombo.kit.scene import Scene

ROOT = Path(__file__).resolve().parents[1]
SIZE = (1280, 720)


def compare(old: Path, new: Path) -> int:
    """Print one line per shot of ``old``: identical, differing (how many pixels) or missing; return 1 if any differ."""
    bad = 0
    for path in sorted(old.glob("*.png")):
        other = new / path.name
        if not other.exists():
            print(f"{path.name}: missing")
            bad += 1
            continue
        a = pygame.image.tobytes(pygame.image.load(str(path)), "RGB")
        b = pygame.image.tobytes(pygame.image.load(str(other)), "RGB")
        if a == b:
            print(f"{path.name}: identical")
        else:
            differ = sum(a[i:i + 3] != b[i:i + 3] for i in range(0, min(len(a), len(b)), 3))
            print(f"{path.name}: DIFFERS in {differ} pixels")
            bad += 1
    return 1 if bad else 0


def shoot(out: Path, lang: str = "en") -> int:
    """Write every shot into ``out`` in language ``lang``; return 0."""
    out.mkdir(parents=True, exist_ok=True)
    home = Path(tempfile.mkdtemp(prefix="castlecombo-shots-"))
    os.environ["CASTLECOMBO_HOME"] = str(home)
    sys.path.insert(0, str(ROOT / "tests"))
    try:
        Shooter(out, lang).run()
    finally:
        shutil.rmtree(home, ignore_errors=True)
    return 0


class Shooter:
    """Drives the real App through posted events and saves the window after each step of interest."""

    def __init__(self, out: Path, lang: str = "en") -> None:
        from castlecombo import i18n
        from castlecombo.app.window import App

        self.out = out
        self.app = App(argparse.Namespace(size=f"{SIZE[0]}x{SIZE[1]}"))
        if lang in i18n.LANGUAGES:  # kept in the settings, as a player's choice is (scenes re-apply them)
            self.app.settings = self.app.settings.model_copy(update={"language": lang})
            self.app.apply_settings()
        i18n.set_language(lang)

    # --- helpers -------------------------------------------------------------------------------

    def post(self, kind: int, **fields: object) -> None:
        pygame.event.post(pygame.event.Event(kind, **fields))

    def key(self, key: int, unicode: str = "") -> None:
        self.post(pygame.KEYDOWN, key=key, mod=0, unicode=unicode, scancode=0)

    def step(self, dt: float = 0.0, times: int = 1) -> None:
        for _ in range(times):
            self.app.step(dt)

    def shot(self, name: str) -> None:
        pygame.image.save(self.app.screen, str(self.out / f"{name}.png"))

    def still_shot(self, name: str) -> None:
        """Draw the stack three times on black without time passing, then save it."""
        self.app.screen.fill((0, 0, 0))
        for _ in range(3):
            self.app.stack.draw(self.app.screen)
        self.shot(name)

    def push_shot(self, name: str, scene: Scene) -> None:
        """Push ``scene``, take a still shot, pop it."""
        self.app.stack.push(scene)
        self.still_shot(name)
        self.app.stack.pop()

    def close_all(self) -> None:
        while self.app.stack.scenes:
            self.app.stack.pop()

    def table(self) -> TableScene:
        scene = self.app.stack.find(TableScene)
        assert scene is not None
        return scene

    def drag(self, src: tuple[int, int], dst: tuple[int, int], button: int = 1, release: bool = True) -> None:
        buttons = (1, 0, 0) if button == 1 else (0, 0, 1)
        self.post(pygame.MOUSEBUTTONDOWN, pos=src, button=button)
        self.post(pygame.MOUSEMOTION, pos=(src[0] + 30, src[1] + 30), rel=(0, 0), buttons=buttons)
        self.post(pygame.MOUSEMOTION, pos=dst, rel=(0, 0), buttons=buttons)
        if release:
            self.post(pygame.MOUSEBUTTONUP, pos=dst, button=button)

    # --- the shots ------------------------------------------------------------------------------

    def run(self) -> None:
        self.menu_side()
        self.hot_seat()
        self.prompts()
        self.resumed_game()
        self.replay()
        self.rules_pages()
        self.rooms_table()
        self.app.shutdown()
        pygame.quit()

    def menu_side(self) -> None:
        from castlecombo.app.menu import MenuScene
        from castlecombo.app.newgame import NewGameScene
        from castlecombo.app.options import default_seats
        from castlecombo.app.settings_scene import SettingsScene
        from castlecombo.app.statistics_scene import StatisticsScene
        from castlecombo.combo.ui.rules_scene import RulesScene
        from castlecombo.combo.ui.scoring_scene import ScoringScene
        from castlecombo.storage import saves
        from ui_helpers import finished_game, record_of

        for seed in range(1, 5):
            state = finished_game(2 + seed % 3, seed)
            seats = default_seats(["human"] + ["medium"] * (state.n - 1))
            saves.record_finished_game(record_of(state, seed, seats, f"2026-03-0{seed}T10:00:00+00:00"))
        app = self.app
        self.push_shot("menu", MenuScene(app))
        self.push_shot("newgame", NewGameScene(app))
        self.push_shot("settings", SettingsScene(app))
        self.push_shot("statistics", StatisticsScene(app))
        self.push_shot("rules", RulesScene(app))
        scoring = ScoringScene(app, finished_game(3, 5), default_seats(["human", "medium", "medium"]))
        app.stack.push(scoring)
        scoring.update(10.0)  # the count-up is over
        self.still_shot("scoring")
        app.stack.pop()
        record = record_of(finished_game(2, 11), 11, default_seats(["human", "medium"]), "2026-03-01T10:00:00+00:00")
        app.start_replay(record)
        self.still_shot("replay")
        app.stack.pop()
        app.start_game(default_seats(["human", "human"]), 5, 0)
        self.still_shot("table")
        self.close_all()

    def hot_seat(self) -> None:
        from castlecombo.app.options import default_seats
        from castlecombo.combo.engine import actions as A

        self.app.start_game(default_seats(["human", "human"]), 5, 0)
        self.step()
        t = self.table()
        s, lay = t.state, t.view.layout
        take = next(p for p in (A.take_parts(a) for a in s.legal_actions() if A.is_take(a))
                    if not p.face_down and self.passes_turn(s, A.take(p.slot, p.position)))
        src, dst = lay.slots[s.messenger][take.slot].center, lay.cells[take.position].center
        self.drag(src, dst, release=False)
        self.step()
        self.shot("drag_over_legal")
        self.key(pygame.K_f, "f")
        self.step()
        self.shot("drag_face_down")
        self.key(pygame.K_f, "f")
        self.post(pygame.MOUSEBUTTONUP, pos=dst, button=1)
        self.step(0.25, times=8)  # the card's flight ends before the table covers
        self.shot("pass_cover")
        self.key(pygame.K_RETURN, "\r")
        self.step(times=2)
        self.shot("second_player")
        take = next(A.take_parts(a) for a in s.legal_actions() if A.is_take(a))
        far = next(p for p in range(25) if s.take_problem(take.slot, p, False))
        self.drag(lay.slots[s.messenger][take.slot].center, lay.cells[far].center)
        self.step(times=2)
        self.shot("illegal_reason")
        flip = t.view.flip_rect(s, take.slot).center
        self.post(pygame.MOUSEBUTTONDOWN, pos=flip, button=1)
        self.post(pygame.MOUSEBUTTONUP, pos=flip, button=1)
        self.post(pygame.MOUSEMOTION, pos=flip, rel=(0, 0), buttons=(0, 0, 0))
        self.step()
        self.shot("flipped")
        other = lay.slots[1 - s.messenger][1].center
        self.post(pygame.MOUSEMOTION, pos=other, rel=(0, 0), buttons=(0, 0, 0))
        for dt in (0.4, 0.4, 0.4, 0.0):
            self.step(dt)
        self.shot("hover_zoom")
        self.post(pygame.MOUSEMOTION, pos=lay.key_move.center, rel=(0, 0), buttons=(0, 0, 0))
        self.step()
        self.shot("key_hover")
        self.post(pygame.MOUSEBUTTONDOWN, pos=other, button=3)
        self.post(pygame.MOUSEBUTTONUP, pos=other, button=3)
        self.step()
        self.shot("card_zoom")
        self.key(pygame.K_ESCAPE)
        self.step()
        self.post(pygame.MOUSEBUTTONDOWN, pos=lay.discard[0].center, button=1)
        self.post(pygame.MOUSEBUTTONUP, pos=lay.discard[0].center, button=1)
        self.step()
        self.shot("discards")
        self.close_all()

    @staticmethod
    def passes_turn(state, action: int) -> bool:
        after = state.clone()
        after.apply(action)
        return after.current != state.current

    def prompts(self) -> None:
        """One shot per kind of ability prompt a first take can open (found from seeds)."""
        from castlecombo.app.options import default_seats
        from castlecombo.combo.engine import actions as A
        from castlecombo.combo.engine.state import GameState

        found: dict[int, tuple[int, int]] = {}
        for seed in range(1, 600):
            state = GameState.new(2, seed, 0)
            for action in state.legal_actions():
                if not A.is_take(action):
                    continue
                after = state.clone()
                after.apply(action)
                if after.current == 0 and after.pending is not None and after.phase not in found:
                    found[after.phase] = (seed, action)
        for phase, (seed, action) in sorted(found.items()):
            self.app.start_game(default_seats(["human", "human"]), seed, 0)
            self.step()
            t = self.table()
            s, lay = t.state, t.view.layout
            take = A.take_parts(action)
            self.drag(lay.slots[s.messenger][take.slot].center, lay.cells[take.position].center,
                      button=3 if take.face_down else 1)
            self.step(times=2)
            self.shot(f"prompt_phase{phase}")
            self.close_all()

    def resumed_game(self) -> None:
        from castlecombo.app.options import default_seats
        from castlecombo.combo.engine.state import GameState
        from castlecombo.storage import saves
        from castlecombo.storage.records import SaveGame
        from ui_helpers import finished_game

        played = finished_game(3, 8)
        state = GameState.new(3, 8, played.first_player)
        cut = 0
        for i, action in enumerate(played.actions):
            if i > 20 and state.current == 0 and state.phase == 0:
                cut = i
                break
            state.apply(action)
        seats = default_seats(["human", "easy", "medium"])
        saves.write_current_save(SaveGame.new(8, seats, played.first_player).with_actions(played.actions[:cut]))
        self.app.continue_game()
        self.step(times=2)
        self.shot("resumed_3p")
        slot = self.table().view.layout.slots[state.messenger][0].center
        self.post(pygame.MOUSEBUTTONDOWN, pos=slot, button=3)
        self.post(pygame.MOUSEBUTTONUP, pos=slot, button=3)
        self.step(times=2)
        self.shot("resumed_3p_zoom")
        self.key(pygame.K_ESCAPE)
        self.step()
        for size in ((1600, 900), (1024, 640), SIZE):
            self.app.settings = self.app.settings.model_copy(update={"window_width": size[0],
                                                                     "window_height": size[1]})
            self.app.apply_settings()
            if size != SIZE:
                self.step()
                self.shot(f"resumed_3p_{size[0]}")
        self.close_all()

    def replay(self) -> None:
        from castlecombo.app.options import default_seats
        from castlecombo.combo.ui.replay_scene import ReplayScene
        from ui_helpers import finished_game, record_of

        record = record_of(finished_game(4, 15), 15, default_seats(["human", "medium", "easy", "hard"]),
                           "2026-03-01T10:00:00+00:00")
        self.app.start_replay(record)
        self.step()
        self.shot("replay4_start")
        for _ in range(9):
            self.key(pygame.K_RIGHT)
            self.step()
        self.step(0.05)
        self.shot("replay4_flying")
        self.step(5.0)
        self.step()
        self.shot("replay4_t9")
        scene = self.app.stack.find(ReplayScene)
        assert scene is not None
        seat = scene.view.layout.seats[2].rect.center
        self.post(pygame.MOUSEBUTTONDOWN, pos=seat, button=1)
        self.post(pygame.MOUSEBUTTONUP, pos=seat, button=1)
        self.step()
        self.shot("replay4_pinned")
        self.key(pygame.K_END)
        self.step()
        self.shot("replay4_end")
        self.key(pygame.K_SPACE)
        self.step()
        self.shot("replay4_playing")
        self.close_all()

    def rules_pages(self) -> None:
        from castlecombo.combo.ui.rules_scene import PAGES, RulesScene

        rules = RulesScene(self.app)
        self.app.stack.push(rules)
        for k in range(len(PAGES)):
            self.step()
            self.shot(f"rules_page{k + 1}")
            rules.next_page()
        self.close_all()


    def rooms_table(self) -> None:
        """A 3-player Castle Rooms game resumed on seat 0's turn with a dragon on a line."""
        import random

        from castlecombo.app.options import default_seats
        from castlecombo.rooms.engine import GameState as RoomsState
        from castlecombo.storage import saves
        from castlecombo.storage.records import SaveGame

        for seed in range(1, 200):
            state, played, rng = RoomsState.new(3, seed, 0), [], random.Random(seed)
            while not state.over and len(played) < 200:
                if state.current == 0 and len(played) > 20 and any(line.dragon for lines in state.lines
                                                                   for line in lines):
                    break
                action = rng.choice(state.legal_actions())
                state.apply(action)
                played.append(action)
            else:
                continue
            break
        seats = default_seats(["human", "medium", "hard"])
        saves.write_current_save(SaveGame.new(seed, seats, 0, "rooms").with_actions(played))
        assert self.app.continue_game()
        self.step(0.02, times=3)
        self.still_shot("rooms_table")
        self.close_all()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", type=Path, help="folder for the shots")
    parser.add_argument("--lang", default="en", help="language of the shots (en, fr, it, es, pt, pseudo)")
    parser.add_argument("--compare", nargs=2, type=Path, metavar=("OLD", "NEW"), help="compare two shot folders")
    args = parser.parse_args(argv)
    if args.compare:
        pygame.display.init()
        return compare(*args.compare)
    if args.out is None:
        parser.error("give a folder for the shots, or --compare OLD NEW")
    return shoot(args.out, args.lang)


if __name__ == "__main__":
    sys.exit(main())
