"""The faster step lookup (bdd/step_lookup.py) finds, for every step line of the suite, exactly the step
definitions pytest-bdd's own lookup finds, in the same order; and it is the one pytest-bdd uses."""

from __future__ import annotations

from pathlib import Path

from pytest_bdd.feature import get_features

from opcg_oracle.bdd import step_lookup

FEATURES = Path(__file__).resolve().parents[1] / "features"


def _step_lines() -> list:
    """Each distinct (type, text) step line of the suite's features, with its pytest-bdd Step."""
    seen = {}
    for feature in get_features([str(FEATURES)]):
        for template in feature.scenarios.values():
            for step in template.render({}).steps:
                seen.setdefault((step.type, step.name), step)
    return list(seen.values())


def test_every_step_line_finds_the_definitions_pytest_bdd_would(request):
    manager, node = request._fixturemanager, request.node
    lines = _step_lines()
    assert len(lines) > 2000  # the whole suite, not a sample
    for step in lines:
        ours = list(step_lookup.find_step_definitions(step, manager, node))
        theirs = list(step_lookup.ORIGINAL(step=step, fixturemanager=manager, node=node))
        assert ours == theirs, (step.type, step.name)
        assert len(ours) == 1, (step.type, step.name)  # one phrase per line: the grammar is unambiguous


def test_the_lookup_is_installed_in_pytest_bdd():
    from importlib import import_module

    assert step_lookup.ORIGINAL is not None  # this pytest-bdd has the function the lookup stands in for
    assert import_module("pytest_bdd.scenario").find_fixturedefs_for_step is step_lookup.find_step_definitions
