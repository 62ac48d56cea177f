"""The pytest plugin: lint at collection, strict mode, unknown phrases, results and report, xdist."""

from __future__ import annotations

import shutil

import pytest
from suite_helpers import FEATURE, make_suite, run_suite


def test_a_passing_scenario_writes_the_three_report_files(tmp_path):
    suite = make_suite(tmp_path, FEATURE)
    result, document = run_suite(suite)
    assert result.returncode == 0, result.stdout
    assert {p.name for p in (suite / "report").iterdir()} == {"index.html", "report.md", "results.json", "boards"}
    for key in ("format", "engine", "rules_edition", "summary", "clauses", "scenarios"):
        assert key in document
    scenario = document["scenarios"][0]
    for key in ("id", "feature", "name", "rules", "status", "engine", "message"):
        assert key in scenario
    assert scenario["status"] == "passed" and scenario["rules"] == ["7-1-2-1"]
    assert document["clauses"]["7-1-2-1"] == {"status": "passed", "scenarios": [scenario["id"]]}
    assert document["clauses"]["7-1-2"]["status"] == "partial"  # one child passed, its siblings are untested
    assert document["clauses"]["2-12-1"]["status"] == "informative"
    assert document["clauses"]["1-1-1"]["status"] == "untested"
    html = (suite / "report" / "index.html").read_text()
    assert "7-1-2-1" in html and "blocked" in html


@pytest.mark.parametrize(
    ("feature", "expected"),
    [
        (FEATURE.replace("@rule:7-1-2-1", "@rule:7-1-2-9"), "x.feature:2: unknown clause '7-1-2-9'"),
        (FEATURE.replace("  @rule:7-1-2-1\n", ""), "x.feature:2: scenario 'blocked' has no @rule:<clause id> tag"),
        (FEATURE + FEATURE.split("\n", 1)[1], "scenario name 'blocked' is used twice"),
        (FEATURE.replace('"b.yaml"', '"missing.yaml"'), "x.feature:4: board file 'missing.yaml' not found"),
    ],
)
def test_lint_errors_stop_collection_with_file_and_line(tmp_path, feature: str, expected: str):
    result, _ = run_suite(make_suite(tmp_path, feature))
    assert result.returncode != 0
    assert expected in result.stdout


def _status(tmp_path, feature: str) -> tuple[str, str]:
    _, document = run_suite(make_suite(tmp_path, feature))
    scenario = document["scenarios"][0]
    return scenario["status"], scenario["message"]


def test_an_unknown_phrase_is_a_collection_error_with_the_nearest_phrases(tmp_path):
    result, _ = run_suite(make_suite(tmp_path, FEATURE.replace("Bob blocks with", "Bob block with")))
    assert result.returncode != 0
    assert "x.feature:7: unknown step When 'Bob block with \"bob.chopper\"'" in result.stdout
    assert "Bob blocks with" in result.stdout


def test_strict_mode_fails_a_scenario_that_leaves_a_decision_unanswered(tmp_path):
    feature = FEATURE.split("    When Bob blocks")[0]
    status, message = _status(tmp_path, feature)
    assert status == "failed" and "strict mode" in message and "blocker" in message


def test_an_unexpected_refusal_fails_the_scenario(tmp_path):
    feature = FEATURE.replace('Bob\'s leader with "alice.leader"', '"bob.chopper" with "alice.leader"')
    status, message = _status(tmp_path, feature)
    assert status == "failed" and "refused" in message and "7-1-1-2" in message


def test_a_wrong_expectation_is_reported_with_expected_and_actual(tmp_path):
    status, message = _status(tmp_path, FEATURE.replace("in Bob's trash", "in Bob's hand"))
    assert status == "failed"
    assert "expected bob.chopper in bob's hand, but it is in bob's trash" in message


def test_markers_select_scenarios_by_clause(tmp_path):
    result, _ = run_suite(make_suite(tmp_path, FEATURE), "-m", "rule(id='7-1-4-1')")
    assert "1 deselected" in result.stdout


@pytest.mark.skipif(shutil.which("true") is None, reason="needs a POSIX shell environment")
def test_the_same_results_under_xdist(tmp_path):
    suite = make_suite(tmp_path, FEATURE)
    _, serial = run_suite(suite)
    _, parallel = run_suite(suite, "-n", "2")
    strip = lambda d: [(s["id"], s["status"]) for s in d["scenarios"]]  # noqa: E731
    assert strip(parallel) == strip(serial)
    assert parallel["summary"]["clauses"] == serial["summary"]["clauses"]


def test_the_documented_phrase_list_is_current():
    from pathlib import Path

    from opcg_oracle.bdd.steps import phrase_list_markdown

    documented = (Path(__file__).resolve().parents[1] / "docs" / "steps.md").read_text(encoding="utf-8")
    assert documented == phrase_list_markdown()
