"""Where the bundled assets are: installed, editable or frozen (game-independent)."""

from __future__ import annotations

from importlib import resources
from pathlib import Path


def asset_path(*parts: str) -> Path:
    """Return the path of a bundled asset (works installed, editable and frozen)."""
    packaged = Path(str(resources.files("castlecombo").joinpath("assets")))
    root = packaged if packaged.is_dir() else Path(__file__).resolve().parents[2] / "assets"
    return root.joinpath(*parts)
