"""The shape the reshaping gave the code stays: small modules and classes (no module over 500 lines,
no class over 300), so that no class grows back into the 925-line table it once was."""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src" / "castlecombo"
MAX_MODULE_LINES = 500
MAX_CLASS_LINES = 300


def _sources() -> list[Path]:
    return sorted(SRC.rglob("*.py"))


def test_no_module_is_over_500_lines() -> None:
    long = {str(p.relative_to(SRC)): n for p in _sources() if (n := len(p.read_text(encoding="utf-8").splitlines()))
            > MAX_MODULE_LINES}
    assert not long, f"modules over {MAX_MODULE_LINES} lines: {long}"


def test_no_class_is_over_300_lines() -> None:
    long = {}
    for path in _sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and node.end_lineno is not None:
                size = node.end_lineno - node.lineno + 1
                if size > MAX_CLASS_LINES:
                    long[f"{path.relative_to(SRC)}:{node.name}"] = size
    assert not long, f"classes over {MAX_CLASS_LINES} lines: {long}"
