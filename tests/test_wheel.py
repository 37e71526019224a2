"""The built wheel carries the assets and finds them without the source tree."""

import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_wheel_contains_assets_and_loads_cards_from_them(tmp_path):
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(tmp_path),
                            str(ROOT)],
                           capture_output=True, text=True)
    assert built.returncode == 0, built.stderr[-2000:]
    wheel = next(tmp_path.glob("castlecombo-*.whl"))
    unpacked = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(unpacked)
    names = {p.relative_to(unpacked).as_posix() for p in unpacked.rglob("*") if p.is_file()}
    assert "castlecombo/assets/cards/base.json" in names
    assert "castlecombo/assets/fonts/OFL.txt" in names
    assert any(n.startswith("castlecombo/assets/cards/icons/shield_") for n in names)
    for code in ("en", "fr", "it", "es", "pt"):  # compiled by the build hook, not kept in git
        assert f"castlecombo/assets/locale/{code}/LC_MESSAGES/castlecombo.mo" in names
    probe = ("import castlecombo.combo.cards as c; print(len(c.base_cards())); "
             "print(c.asset_path('cards', 'base.json'))")
    out = subprocess.run([sys.executable, "-I", "-c", f"import sys; sys.path.insert(0, {str(unpacked)!r}); {probe}"],
                         capture_output=True, text=True, cwd=tmp_path)
    assert out.returncode == 0, out.stderr[-2000:]
    count, path = out.stdout.split()
    assert count == "78" and Path(path).is_relative_to(unpacked)
