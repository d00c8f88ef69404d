"""The import layering of docs/design.md, enforced: the contracts in ``pyproject.toml``
(``[tool.importlinter]``: layers, pure engines, shared code that never imports a game, no cycles)
hold, and no import hides inside a function outside the known debt below, which may only shrink."""

from __future__ import annotations

import ast
from pathlib import Path

from importlinter.cli import lint_imports

ROOT = Path(__file__).resolve().parents[1]

#: Imports inside functions that are still there (issue 10 removes them). A file not listed has none.
KNOWN_LATE_IMPORTS: dict[str, int] = {}
#: The Mage Knight package is one cycle held together by late imports; the budget only goes down.
MAGEKNIGHT_BUDGET = 0


def late_imports(path: Path) -> int:
    """Import statements inside a function or method of ``path`` (each counted once)."""
    found: set[int] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            found |= {id(n) for n in ast.walk(node) if isinstance(n, (ast.Import, ast.ImportFrom))}
    return len(found)


def test_the_import_contracts_hold(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.chdir(ROOT)
    assert lint_imports(no_cache=True, no_logo=True) == 0, (
        "an import contract is broken (see the output above)"
    )


def test_no_new_imports_inside_functions() -> None:
    counts = {
        p.relative_to(ROOT).as_posix(): late_imports(p)
        for base in ("bot", "cogs")
        for p in sorted((ROOT / base).rglob("*.py"))
    }
    mageknight = sum(n for f, n in counts.items() if f.startswith("bot/games/mageknight/"))
    shared = {f: n for f, n in counts.items() if n and not f.startswith("bot/games/mageknight/")}
    assert shared == KNOWN_LATE_IMPORTS, "move the import to the top of the module (or lower the known count)"
    assert mageknight <= MAGEKNIGHT_BUDGET, (
        f"{mageknight} late imports in bot/games/mageknight (budget {MAGEKNIGHT_BUDGET})"
    )
