"""`opcg-oracle fuzz`: lockstep games against the example engine find its deviations, shrink them to scenarios
that fail there and pass on the reference engine, agree when the engine follows the rules in another decision
shape, and give the same result with one or two processes. A few games each: long campaigns are in
benchmarks/fuzz_campaign.py."""

from __future__ import annotations

import dataclasses
import json
import shutil
from pathlib import Path

import pytest

from opcg_oracle.cli import main
from opcg_oracle.fuzz.campaign import Plan, conclude, merge_shards, play_shard
from opcg_oracle.fuzz.lockstep import compare_decisions, state_view
from opcg_oracle.fuzz.report import write_summary
from opcg_oracle.suite import run_suite

REPO = Path(__file__).resolve().parents[1]
ENGINE = f"cmd:node {REPO / 'examples' / 'js-engine' / 'engine.js'}"
needs_node = pytest.mark.skipif(shutil.which("node") is None, reason="Node.js is not installed")


def _fuzz(tmp_path: Path, monkeypatch, deviations: str, *options: str, decisions: str = "whole") -> dict:
    monkeypatch.setenv("OPCG_EXAMPLE_DEVIATIONS", deviations)
    monkeypatch.setenv("OPCG_EXAMPLE_DECISIONS", decisions)
    code = main(["fuzz", "--engine", ENGINE, "--out", str(tmp_path), *options])
    data = json.loads((tmp_path / "fuzz.json").read_text())
    assert code == (1 if data["disagreements"] else 0)  # the exit code says whether anything disagreed
    return data


def _verify(suite: Path, engine: str, report: Path) -> int:
    return run_suite([suite], engine, report, ["-q", "-p", "no:randomly"])


@needs_node
@pytest.mark.parametrize(("deviation", "clause"), [("don", "6-6-1-4"), ("ties", "7-1-4-1")])
def test_a_deviation_is_found_and_shrunk_to_a_scenario_that_fails_there_and_passes_here(
    tmp_path, monkeypatch, deviation, clause
):
    """6-5-5-2 (DON!! add power only in their owner's turn) and 7-1-4-1 (the attacker wins ties)."""
    data = _fuzz(tmp_path, monkeypatch, deviation, "--games", "4", "--seed", "3")
    assert data["disagreements"] >= 1
    shrunk = [g["reproduction"] for g in data["groups"] if g["reproduction"] and "feature" in g["reproduction"]]
    assert shrunk, data["groups"]
    assert min(r["steps"] for r in shrunk) <= 10
    assert any(clause in g["clauses"] for g in data["groups"])
    feature = (tmp_path / shrunk[0]["feature"]).read_text()
    assert "@rule:" in feature and 'Given the board "fuzz/' in feature
    assert _verify(tmp_path, ENGINE, tmp_path / "report-engine") == 1  # fails on the engine that deviates
    monkeypatch.delenv("OPCG_EXAMPLE_DEVIATIONS")
    assert _verify(tmp_path, "reference", tmp_path / "report-reference") == 0  # passes on the reference engine


@needs_node
def test_a_group_is_reproduced_at_the_type_of_step_it_is_named_by(tmp_path, monkeypatch):
    """A group is named by the step its games differed at, and shrinking keeps that type of step. Both games of
    seed 1 differ at a counter answer (7-1-4-1 broken); a board cut down until the attack itself differed used
    to reproduce these `decide` groups with a one-step attack."""
    data = _fuzz(tmp_path, monkeypatch, "ties", "--games", "2")
    assert data["groups"] and all(g["step"] == "decide" for g in data["groups"]), data["groups"]
    for group in data["groups"]:
        reproduction = group["reproduction"]
        assert reproduction["feature"].endswith(f"_{group['kind']}_decide.feature"), reproduction
        assert reproduction["steps"] >= 2  # the attack, then the answer that differs
        feature = (tmp_path / reproduction["feature"]).read_text()
        # the title says what differs and after which answer ("… after a counter answer"), not the step's type
        assert any(
            f" after {words}\n" in feature
            for words in ("a counter answer", "a blocker answer", "an answer to a choice")
        ), feature


@needs_node
@pytest.mark.parametrize(("decisions", "forced"), [("one-at-a-time", "ask"), ("all-at-once", "silent")])
def test_the_same_rules_in_another_decision_shape_agree(tmp_path, monkeypatch, decisions, forced):
    """Decision shapes (protocol): one-at-a-time blockers and counters, every Counter in one list (whose options
    have no "done"), forced choices carried out silently, and confirmations are no disagreement."""
    monkeypatch.setenv("OPCG_EXAMPLE_FORCED", forced)
    data = _fuzz(tmp_path, monkeypatch, "none", "--games", "3", decisions=decisions)
    assert data["disagreements"] == 0
    assert data["outcomes"]["agreed"] == 3
    # The example engine declares setup_boards, but its 40-card decks break 5-1-2: turn 1's Refresh Phase it is
    assert data["start"] == "refresh"
    assert data["unsupported_actions"].get("activate", 0) >= 1  # the leaders' [Activate: Main]: skipped, counted
    decks = {d["name"]: d for d in data["decks"]}
    assert decks["st01"]["left_out"]["ST01-012"] == 2  # a card with effect text: left out, counted
    assert decks["st01"]["size"] == 40  # 20 textless ST01 cards + 20 filled red ones
    assert (tmp_path / "fuzz.md").read_text().startswith("# Fuzzing opcg-oracle-js-example")
    assert '<section id="fuzz">' in (tmp_path / "fuzz.html").read_text()


@needs_node
def test_one_or_two_processes_give_the_same_campaign(tmp_path, monkeypatch):
    """Determinism: game i depends on the seed and i alone, and records merge in game order."""
    one = _fuzz(tmp_path / "one", monkeypatch, "ties", "--games", "4", "--jobs", "1", "--no-shrink")
    two = _fuzz(tmp_path / "two", monkeypatch, "ties", "--games", "4", "--jobs", "2", "--no-shrink")
    assert one.pop("timing")["jobs"] == 1 and two.pop("timing")["jobs"] == 2
    assert one == two
    # shards of game numbers, as a distributed engine runs them (examples/fuzz-dask), merge to the same
    plan = Plan(ENGINE, 10.0, ("st01", "st02"), 4, 1)
    shards = [play_shard(dataclasses.replace(plan, first=first, games=2)) for first in (2, 0)]
    merged = conclude(merge_shards(plan, shards, 1.0, 2), tmp_path / "shards", shrink=False)
    merged.pop("timing"), merged.pop("written")
    assert json.loads(json.dumps(merged)) == one


def test_an_engine_with_setup_boards_is_fuzzed_from_the_setup(tmp_path):
    """5-2: the reference engine behind the protocol declares every feature, so games start before the setup
    (first/second and redraw decisions included), and it agrees with itself."""
    code = main(["fuzz", "--engine", "cmd:opcg-oracle reference-engine", "--games", "1", "--out", str(tmp_path)])
    data = json.loads((tmp_path / "fuzz.json").read_text())
    assert (code, data["start"], data["outcomes"]["agreed"]) == (0, "setup", 1)


def test_a_group_without_a_scenario_says_why(tmp_path):
    """docs/fuzzing.md, Limits: a group whose game could not be cut to a scenario says so in fuzz.md and fuzz.html."""
    problem = "the disagreement did not appear again on the board cut from the game"
    group = {"kind": "state", "step": "attack", "subject": ["life"], "count": 1, "clauses": [], "example": "x"}
    summary = {
        "engine_name": "e",
        "games": 2,
        "seed": 1,
        "start": "refresh",
        "steps": 9,
        "disagreements": 2,
        "outcomes": {"agreed": 0, "disagreed": 2, "unsupported": 0, "unfinished": 0},
        "timing": {"games_per_s": 1, "jobs": 1},
        "decks": [],
        "decks_not_playable": [],
        "unsupported_actions": {},
        "unsupported_reasons": {},
        "groups": [group | {"shortest_game": 4, "reproduction": {"problem": problem}}],
    }
    write_summary(summary, tmp_path)
    for name in ("fuzz.md", "fuzz.html"):
        assert f"game 4, no scenario: {problem}" in (tmp_path / name).read_text(), name


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (["--games", "0"], "--games must be at least 1"),
        (["--jobs", "0"], "--jobs must be at least 1"),
        (["--decks", "st01,nosuch"], "--decks: unknown deck 'nosuch'"),
        (["--timeout", "0"], "--timeout: expected a number of seconds above 0"),
        (["--engine", "nosuch"], "unknown --engine 'nosuch'"),
    ],
)
def test_bad_options_get_one_line_and_exit_2(tmp_path, capsys, options, message):
    """Bad input: one clear line, exit code 2, nothing run."""
    argv = ["fuzz", "--engine", "reference", "--out", str(tmp_path), *options]
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert message in err and len(err.splitlines()) == 1
    assert not (tmp_path / "fuzz.json").exists()


def test_the_scenarios_of_an_earlier_campaign_are_never_overwritten(tmp_path, capsys):
    """Nothing the user wrote is lost: a folder holding fuzz scenarios is refused, and left as it was."""
    feature = tmp_path / "features" / "fuzz_001_state_end_turn.feature"
    feature.parent.mkdir()
    feature.write_text("edited by hand")
    assert main(["fuzz", "--engine", "reference", "--out", str(tmp_path)]) == 2
    assert "already holds the scenarios of a campaign" in capsys.readouterr().err
    assert feature.read_text() == "edited by hand"


def test_a_decision_asked_in_parts_agrees_with_the_whole_decision():
    """Decision shapes: a `part` decision is compared by player and kind; whole and all-at-once ones by their
    option sets too, ways out aside for all at once."""
    whole = {"player": "bob", "kind": "blocker", "options": ["bob.a", None]}
    part = {"player": "bob", "kind": "blocker", "part": "use", "options": [True, False]}
    assert compare_decisions(whole, part) == ""
    assert compare_decisions(whole, {**whole, "options": [None, "bob.a"]}) == ""  # options compare as a set
    assert "lack" in compare_decisions(whole, {**whole, "options": [None]})
    assert "counter" in compare_decisions(whole, {**part, "kind": "counter"})
    # all at once: the list's end is the way out, so a whole decision's null or "done" is no missing option
    listed = {"player": "bob", "kind": "blocker", "shape": "all", "options": ["bob.a"]}
    assert compare_decisions(whole, listed) == ""
    assert "lack" in compare_decisions(whole, {**listed, "options": []})


def test_zones_without_an_order_compare_as_sets():
    """The hand and the Character area keep no order; deck and Life do (their order decides draws and damage)."""

    def state(hand, deck):
        card = {"id": "alice.leader", "card": "ST01-001", "rested": False, "don": 0, "power": 5000}
        player = {"leader": card, "hand": [{"id": i} for i in hand], "deck": [{"id": i} for i in deck]}
        return {"turn": 3, "players": {"alice": player}}

    assert state_view(state(["a", "b"], ["c", "d"])) == state_view(state(["b", "a"], ["c", "d"]))
    assert state_view(state(["a", "b"], ["c", "d"])) != state_view(state(["a", "b"], ["d", "c"]))
