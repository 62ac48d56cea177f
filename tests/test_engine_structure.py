"""The layout stays readable (issue 10): small engine modules, no module reaching into another's private
names, and no import cycle anywhere in the package (those hidden under TYPE_CHECKING included)."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "opcg_oracle"
ENGINE_MODULE_MAX_LINES = 400


def _modules() -> dict[str, Path]:
    """Every module of the package by dotted name (a package by its __init__)."""
    found = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


MODULES = _modules()
TREES = {name: ast.parse(path.read_text(), str(path)) for name, path in MODULES.items()}


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def _defined_private_names(tree: ast.AST) -> set[str]:
    """Private names a module defines: functions, classes, assignments, attributes of self."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            names.add(node.attr)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
    return {name for name in names if _private(name)}


def _imported_modules(name: str, tree: ast.AST) -> set[str]:
    """Modules of the package that a module imports anywhere (top level, functions, TYPE_CHECKING blocks)."""
    package = name if MODULES[name].name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            for alias in node.names:
                submodule = f"{base}.{alias.name}"
                found.add(submodule if submodule in MODULES else base)
    return {module for module in found if module in MODULES and module != name}


def test_engine_modules_stay_small():
    too_long = {
        name: len(path.read_text().splitlines())
        for name, path in MODULES.items()
        if name.startswith("opcg_oracle.engine") and len(path.read_text().splitlines()) > ENGINE_MODULE_MAX_LINES
    }
    assert not too_long, f"engine modules over {ENGINE_MODULE_MAX_LINES} lines: {too_long}"


def test_no_module_uses_another_modules_private_names():
    defined = {name: _defined_private_names(tree) for name, tree in TREES.items()}
    everyone_private = set().union(*defined.values())
    breaches = []
    for name, tree in TREES.items():
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                used = [(alias.name, node.lineno) for alias in node.names if _private(alias.name)]
            elif isinstance(node, ast.Attribute) and _private(node.attr):
                used = [(node.attr, node.lineno)]
            else:
                continue
            breaches += [
                f"{name}:{line} uses {used_name}"
                for used_name, line in used
                if used_name in everyone_private and used_name not in defined[name]
            ]
    assert not breaches, "private names used outside their module:\n" + "\n".join(breaches)


def test_no_import_cycles_in_the_package():
    graph = {name: _imported_modules(name, tree) for name, tree in TREES.items()}
    cycles = []
    state: dict[str, str] = {}  # "open" while on the current path, "done" once explored

    def visit(module: str, path: list[str]) -> None:
        state[module] = "open"
        for imported in sorted(graph[module]):
            if state.get(imported) == "open":
                cycles.append(" -> ".join([*path[path.index(imported) :], imported]))
            elif imported not in state:
                visit(imported, [*path, imported])
        state[module] = "done"

    for module in sorted(graph):
        if module not in state:
            visit(module, [module])
    assert not cycles, "import cycles:\n" + "\n".join(cycles)


def test_the_cycle_check_sees_a_cycle_under_type_checking():
    """The import graph is built from every import statement, so a TYPE_CHECKING-only import counts."""
    tree = ast.parse(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from opcg_oracle.engine.game import Game\n"
    )
    assert _imported_modules("opcg_oracle.engine.state", tree) == {"opcg_oracle.engine.game"}


def test_game_implements_every_verb_of_the_interface():
    """The rules modules see the game only as interface.GameCore: the real Game must offer all of it."""
    import random

    from opcg_oracle.engine.game import Game
    from opcg_oracle.engine.interface import GameCore
    from opcg_oracle.engine.state import GameState

    game = Game(GameState(players=[]), None, random.Random(0))
    verbs = [name for name in vars(GameCore) if not name.startswith("_")] + list(GameCore.__annotations__)
    missing = [name for name in verbs if not hasattr(game, name)]
    assert verbs and not missing, f"Game lacks {missing}"
