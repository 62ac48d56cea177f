"""Every scenario `fuzz` writes reproduces (issue 25, item 5): for each kind of group, a mistake planted in an engine
(tests/planted_engine.py: the deviation catalogue's patches, in a process of their own) is fuzzed, and the scenario
written for it passes on the reference engine and fails on the planted engine at the step its group names. The
group is tagged with the clause the mistake breaks, and its title says what differs.

One game each (the first game of seed 1 that meets the mistake), so the whole file runs in a few minutes."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from opcg_oracle.fuzz.campaign import Plan, conclude, run_campaign
from opcg_oracle.suite import run_suite

PLANTED = Path(__file__).resolve().parent / "planted_engine.py"

CASES = [  # mistake, first game that meets it, group kind, step, clause, words of the title
    ("life_placed_upside_down", 0, "state", "decide", "5-2-1-7", "Alice's Life order after setup"),
    ("rested_blocker_blocks", 9, "decision", "attack", "10-1-4-1", "Bob's blocker choice after an attack"),
    ("don_power_on_opponents_turn", 0, "state", "end_turn", "6-5-5-2", "power"),
    ("no_don_to_characters", 0, "refusal", "give_don", "6-5-5-1", "gives 1 DON!! to"),
    ("crash_on_turn_3", 0, "error", "end_turn", "", "an engine error after the end of a turn"),
]


def _verify(suite: Path, engine: str, report: Path) -> dict:
    run_suite([suite], engine, report, ["-q", "-p", "no:randomly"])
    (scenario,) = json.loads((report / "results.json").read_text())["scenarios"]
    return scenario


@pytest.mark.parametrize(("mistake", "game", "kind", "step", "clause", "title"), CASES, ids=[c[0] for c in CASES])
def test_a_planted_mistake_is_written_as_a_scenario_that_reproduces_it(
    tmp_path, mistake, game, kind, step, clause, title
):
    engine = f"cmd:{sys.executable} {PLANTED} {mistake}"
    data = conclude(run_campaign(Plan(engine, 20.0, ("st01", "st02"), 1, 1, first=game)), tmp_path)
    (group,) = data["groups"]
    assert (group["kind"], group["step"]) == (kind, step), group
    if clause:
        assert group["clause"] == clause, group
    feature = (tmp_path / group["reproduction"]["feature"]).read_text()
    assert f"@rule:{clause}" in feature if clause else "@rule:" in feature
    assert feature.count("@rule:") == 1, feature  # the one clause cited at the first difference
    assert f"Feature: {title}" in feature or title in feature.splitlines()[3], feature

    reference = _verify(tmp_path, "reference", tmp_path / "reference")
    assert reference["status"] == "passed", (reference["message"], feature)  # strict mode included

    planted = _verify(tmp_path, engine, tmp_path / "planted")
    statuses = [s["status"] for s in planted["steps"]]
    failed = next(i for i, status in enumerate(statuses) if status != "passed")
    whens = [i for i, s in enumerate(planted["steps"]) if s["keyword"] in ("When", "And") and i < failed + 1]
    if kind == "error":  # the engine fails at the step itself
        assert statuses[failed] == "error" and planted["steps"][failed]["keyword"] in ("When", "And"), planted
    else:  # the steps up to the group's step pass on the planted engine; the Then step after it fails
        assert planted["steps"][failed]["keyword"] == "Then" and statuses[failed] == "failed", planted["steps"]
        assert whens and whens[-1] == failed - 1, planted["steps"]
    assert planted["status"] in ("failed", "error"), planted


def test_the_order_of_a_zone_is_written_as_its_order():
    """A Life dealt in the wrong order has the right cards: its scenario states the order, not the count."""
    from opcg_oracle.fuzz.lockstep import Disagreement
    from opcg_oracle.fuzz.scenario import then_steps

    found = Disagreement(
        "state",
        "",
        ["bob.life", "bob.trash"],
        expected={"state": {"bob.life": ["bob.a", "bob.b"], "bob.trash": ["bob.c", "bob.d"]}, "game": {}},
        actual={"state": {"bob.life": ["bob.b", "bob.a"], "bob.trash": ["bob.d", "bob.c"]}},
    )
    assert then_steps(found) == [
        'Bob\'s Life holds, from the top, "bob.a" and "bob.b"',
        'Bob\'s trash holds, from the top, "bob.d" and "bob.c"',  # the state lists the trash bottom first
    ]


def test_a_decision_is_written_with_its_options():
    """A blocker choice offering a rested [Blocker] is written with every option the reference engine offers."""
    from opcg_oracle.fuzz.lockstep import Disagreement
    from opcg_oracle.fuzz.scenario import then_steps

    decision = {"player": "bob", "kind": "blocker", "options": ["bob.a", None]}
    found = Disagreement("decision", "", expected={"decision": decision}, actual={})
    assert then_steps(found) == ['Bob must choose a blocker among "bob.a" and none']
    counter = {"player": "bob", "kind": "counter", "options": [{"counter": "bob.a", "target": "bob.leader"}, "done"]}
    found = Disagreement("decision", "", expected={"decision": counter}, actual={})
    assert then_steps(found) == ['Bob must choose whether to use counters among "bob.a" on "bob.leader" and done']


def test_positions_between_the_parts_of_one_choice_are_not_compared():
    """Decision shapes: counters one by one, a bottom order card by card, "up to N" card by card are one choice
    each; the board between two of their answers is no position the rules define."""
    from opcg_oracle.fuzz.lockstep import whole

    bottom = {"player": "alice", "kind": "bottom_order", "options": ["alice.a", "alice.b"]}
    counter = {"player": "bob", "kind": "counter", "options": ["done"]}
    assert not whole(bottom, bottom)  # the second pick of the same bottom order
    assert not whole(counter, counter)  # a second counter
    assert not whole({"player": "bob", "kind": "choose_card", "options": []}, counter)  # back in the Counter Step
    assert whole(counter, None) and whole(None, counter)  # the counters done; an attack that asks for them
    assert whole(bottom, {"player": "bob", "kind": "trigger", "options": []})
