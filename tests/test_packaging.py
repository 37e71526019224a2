"""The double-click app: PyInstaller spec, Linux .desktop entry, smoke test, Makefile targets.

Fast checks that build nothing. The one test that builds the app with PyInstaller (about a
minute) is marked slow and runs only with CASTLECOMBO_BUILD_TESTS=1.
"""

from __future__ import annotations

import ast
import configparser
import importlib.util
import os
import re
import struct
import subprocess
import sys
from pathlib import Path

import pytest

import castlecombo
from castlecombo import cli

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "build" / "pyinstaller.spec"
DESKTOP = ROOT / "build" / "castlecombo.desktop"
SMOKE = ROOT / "build" / "smoke_test.py"
ICONS = ROOT / "assets" / "cards" / "icons"


def _spec_tree() -> ast.Module:
    return ast.parse(SPEC.read_text(encoding="utf-8"), filename=str(SPEC))


def _calls(tree: ast.Module, name: str) -> list[ast.Call]:
    return [n for n in ast.walk(tree)
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == name]


def _keyword(call: ast.Call, name: str) -> ast.expr | None:
    return next((k.value for k in call.keywords if k.arg == name), None)


def _smoke_module():
    spec = importlib.util.spec_from_file_location("castlecombo_smoke_test", SMOKE)
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(module)
    return module


# --- the spec ----------------------------------------------------------------------------

def test_spec_parses_as_python():
    _spec_tree()


def test_spec_entry_script_is_the_package_main_calling_cli_main():
    text = SPEC.read_text(encoding="utf-8")
    assert 'ENTRY_SCRIPT = SRC / "castlecombo" / "__main__.py"' in text
    (analysis,) = _calls(_spec_tree(), "Analysis")
    first = analysis.args[0]
    assert isinstance(first, ast.List) and ast.unparse(first.elts[0]) == "str(ENTRY_SCRIPT)"
    entry = ROOT / "src" / "castlecombo" / "__main__.py"
    assert "from castlecombo.cli import main" in entry.read_text(encoding="utf-8")


def test_entry_point_calls_freeze_support_before_anything_else():
    source = Path(cli.__file__).read_text(encoding="utf-8")
    body = source[source.index("def main("):]
    assert body.index("multiprocessing.freeze_support()") < body.index("parse_args")


def test_spec_bundles_every_asset_where_asset_path_looks():
    text = SPEC.read_text(encoding="utf-8")
    assert 'ASSETS = ROOT / "assets"' in text
    assert 'DATAS = [(str(ASSETS), "castlecombo/assets")]' in text
    (analysis,) = _calls(_spec_tree(), "Analysis")
    assert ast.unparse(_keyword(analysis, "datas")) == "DATAS"
    # what goes in: card data, icons (the app icon too) and fonts with their licence
    for part in ("cards/base.json", "cards/icons/app.png", "cards/icons/app.ico", "fonts/OFL.txt"):
        assert (ROOT / "assets" / part).is_file(), part
    assert list((ROOT / "assets" / "fonts").glob("*.ttf"))
    # resources.asset_path looks inside the package first: castlecombo/assets
    assert 'resources.files("castlecombo").joinpath("assets")' in Path(castlecombo.__file__).with_name(
        "resources.py").read_text(encoding="utf-8")


def test_spec_builds_one_folder_and_one_file_named_castlecombo():
    tree = _spec_tree()
    exes = _calls(tree, "EXE")
    assert len(exes) == 2
    assert all(ast.unparse(_keyword(e, "name")) == "NAME" for e in exes)
    assert 'NAME = "castlecombo"' in SPEC.read_text(encoding="utf-8")
    folder_exe = [e for e in exes if _keyword(e, "exclude_binaries") is not None]
    assert len(folder_exe) == 1 and ast.literal_eval(_keyword(folder_exe[0], "exclude_binaries")) is True
    (collect,) = _calls(tree, "COLLECT")
    assert ast.unparse(_keyword(collect, "name")) == "NAME"
    # the one-file build goes to dist/onefile/ so it does not clash with dist/castlecombo/
    assert 'os.path.join(_saved_paths[_key], "onefile")' in SPEC.read_text(encoding="utf-8")


def test_spec_has_no_console_on_windows_and_macos_and_uses_the_app_icon():
    text = SPEC.read_text(encoding="utf-8")
    assert 'CONSOLE = not (sys.platform.startswith("win") or sys.platform == "darwin")' in text
    for exe in _calls(_spec_tree(), "EXE"):
        assert ast.unparse(_keyword(exe, "console")) == "CONSOLE"
        assert ast.unparse(_keyword(exe, "icon")) == "ICON"
    assert 'str(ICONS / "app.ico")' in text


def test_windows_icon_is_a_real_ico_with_several_sizes():
    data = (ICONS / "app.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1) and count >= 3


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_menu_icon_is_a_256_pixel_png():
    assert _png_size(ICONS / "app.png") == (256, 256)
    assert (ICONS / "app.svg").is_file()


# --- the .desktop entry -------------------------------------------------------------------

def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read_string(DESKTOP.read_text(encoding="utf-8"))
    return parser["Desktop Entry"]


def test_desktop_file_has_the_keys_menus_need():
    entry = _desktop_entry()
    for key in ("Type", "Name", "Exec", "Icon", "Categories", "Terminal", "Comment"):
        assert entry.get(key), key
    assert entry["Type"] == "Application"
    assert entry["Terminal"] == "false"
    assert entry["Exec"].split()[0].strip('"').endswith("castlecombo")
    assert entry["Icon"] == "castlecombo"  # installed as hicolor/256x256/apps/castlecombo.png
    categories = entry["Categories"].split(";")
    assert "Game" in categories and entry["Categories"].endswith(";")


def test_make_install_desktop_puts_entry_and_icon_under_the_users_folders(tmp_path):
    """Run the real target with HOME elsewhere and a stand-in executable (no build)."""
    if not sys.platform.startswith("linux"):
        pytest.skip("Linux desktop menus only")
    exe = tmp_path / "app folder" / "castlecombo"
    exe.parent.mkdir()
    exe.write_text("#!/bin/sh\n", encoding="utf-8")
    exe.chmod(0o755)
    env = dict(os.environ, HOME=str(tmp_path))
    proc = subprocess.run(["make", "--no-print-directory", "install-desktop", f"APP_EXE={exe}"], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    desktop = tmp_path / ".local/share/applications/castlecombo.desktop"
    icon = tmp_path / ".local/share/icons/hicolor/256x256/apps/castlecombo.png"
    assert icon.read_bytes() == (ICONS / "app.png").read_bytes()
    text = desktop.read_text(encoding="utf-8")
    assert f'Exec="{exe}"' in text and "Icon=castlecombo" in text


# --- the Makefile and the smoke test ------------------------------------------------------

def test_makefile_app_target_sets_itself_up_builds_and_smoke_tests():
    text = (ROOT / "Makefile").read_text(encoding="utf-8")
    match = re.search(r"^app: \$\(STAMP\) \$\(MO\)\n((?:\t.*\n)+)", text, re.M)
    assert match, "app target missing or not depending on $(STAMP) and the compiled catalogs $(MO)"
    recipe = match.group(1)
    assert "pyinstaller>=6" in recipe
    assert "--distpath dist --workpath build/work build/pyinstaller.spec" in recipe
    assert "build/smoke_test.py" in recipe
    assert re.search(r"^install-desktop:", text, re.M)
    assert re.search(r"^\.PHONY:.*\bapp\b.*\binstall-desktop\b", text, re.M)


def test_smoke_test_knows_the_version_and_where_the_builds_are(tmp_path):
    smoke = _smoke_module()
    assert smoke.source_version() == castlecombo.__version__
    exe = "castlecombo.exe" if sys.platform.startswith("win") else "castlecombo"
    found = smoke.executables(tmp_path, None)
    assert found == {"folder": tmp_path / "castlecombo" / exe, "onefile": tmp_path / "onefile" / exe}
    assert smoke.main(["--dist", str(tmp_path)]) == 1  # nothing built there: says so, fails


def test_smoke_test_sandbox_points_platformdirs_away_from_the_real_folders():
    smoke = _smoke_module()
    box = smoke.Sandbox()
    try:
        data = box.data_dir()
        assert data.is_relative_to(box.root)
        assert box.env["SDL_VIDEODRIVER"] == "dummy"
    finally:
        box.cleanup()
    assert not box.root.exists()


# --- the real build (slow) ----------------------------------------------------------------

@pytest.mark.slow
@pytest.mark.skipif(os.environ.get("CASTLECOMBO_BUILD_TESTS") != "1",
                    reason="builds the app with PyInstaller; set CASTLECOMBO_BUILD_TESTS=1")
def test_frozen_build_plays_a_game(tmp_path):
    pytest.importorskip("PyInstaller")
    dist, work = tmp_path / "dist", tmp_path / "work"
    build = subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                            "--distpath", str(dist), "--workpath", str(work), str(SPEC)],
                           cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert build.returncode == 0, build.stderr[-3000:]
    smoke = subprocess.run([sys.executable, str(SMOKE), "--dist", str(dist)],
                           capture_output=True, text=True, timeout=900)
    assert smoke.returncode == 0, smoke.stdout + smoke.stderr
