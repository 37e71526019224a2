"""Wheel build hook: compile the translation catalogs (.po -> .mo) before the assets are packed."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class CatalogsHook(BuildHookInterface):  # type: ignore[misc]
    """Run ``tools/catalogs.py compile`` so the wheel (and an editable install) carries the .mo files."""

    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        path = Path(self.root) / "tools" / "catalogs.py"
        spec = importlib.util.spec_from_file_location("castlecombo_catalogs", path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        module.compile_all()
