"""Finding the step definition of a step line, without asking pytest for every fixture at every step.

pytest-bdd (9.x) finds a step's definition by asking pytest, for each step line, which definitions of every
fixture name are visible to the test, then trying each step definition's parser on the line. In a suite of
a thousand scenarios that asking was nearly half of a run's time (18.5 s of a run, 10.1 s without), and its
answer is the same for every test of one module or class: the step definitions visible there. So the visible
step definitions are gathered once per test container and only the parsers run per line. The line's type
and the parsers decide exactly as pytest-bdd does; the lookup is installed only where pytest-bdd has the
function this replaces, and tests/test_step_lookup.py checks both give the same definitions for every
step of the suite.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator

try:  # pytest-bdd's own modules, as of 9.x; another layout leaves its lookup as it is (ORIGINAL None)
    from pytest_bdd.compat import get_fixture_names, getfixturedefs
    from pytest_bdd.steps import step_function_context_registry

    # the module: the package's own `scenario` attribute is the function of that name
    bdd_scenario = importlib.import_module("pytest_bdd.scenario")
    ORIGINAL = getattr(bdd_scenario, "find_fixturedefs_for_step", None)
except ImportError:
    bdd_scenario, ORIGINAL = None, None
_VISIBLE: dict[tuple[int, str], list] = {}  # (fixture manager, test container) → its step definitions


def find_step_definitions(step, fixturemanager, node) -> Iterator:
    """The fixture definitions of steps visible to `node` whose type and parser take `step` (as pytest-bdd's)."""
    container = node.parent.nodeid if node.parent is not None else ""
    key = (id(fixturemanager), container)
    visible = _VISIBLE.get(key)
    if visible is None:
        visible = _VISIBLE[key] = _visible_steps(fixturemanager, node)
    for fixturedef, context in visible:
        if context.type is not None and context.type != step.type:
            continue
        if context.parser.is_matching(step.name):
            yield fixturedef


def _visible_steps(fixturemanager, node) -> list:
    """Every step definition visible to a node, in pytest-bdd's order, with its step context."""
    found = []
    for name in get_fixture_names(fixturemanager=fixturemanager):
        for fixturedef in getfixturedefs(fixturemanager, name, node) or []:
            context = step_function_context_registry.get(fixturedef.func)
            if context is not None:
                found.append((fixturedef, context))
    return found


def install() -> None:
    """Use this lookup in pytest-bdd, if its version has the function it replaces; else leave it as it is."""
    if ORIGINAL is not None:
        bdd_scenario.find_fixturedefs_for_step = find_step_definitions


def forget() -> None:
    """Drop what was gathered (a new session has its own fixture manager)."""
    _VISIBLE.clear()
