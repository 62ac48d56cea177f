"""Third-party engines: the protocol server, the subprocess adapter, expectations, compare."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest
from suite_helpers import BOARD, FEATURE, make_suite, run_suite

from opcg_oracle.adapters.reference import ReferenceAdapter
from opcg_oracle.adapters.server import serve
from opcg_oracle.cards.database import load_card_database
from opcg_oracle.cli import main
from opcg_oracle.scenario.loader import load_board_text

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
TWO_SCENARIOS = FEATURE + FEATURE.split("\n", 1)[1].replace("Scenario: blocked", "Scenario: blocked again")


def converse(*requests: object) -> list[dict]:
    out = io.StringIO()
    lines = [r if isinstance(r, str) else json.dumps(r) for r in requests]
    serve(ReferenceAdapter(), io.StringIO("\n".join(lines) + "\n"), out)
    return [json.loads(line) for line in out.getvalue().splitlines()]


def test_the_server_answers_every_request_with_one_line():
    answers = converse(
        {"type": "hello", "protocol": 2, "id": 1}, "not json", {"type": "nope"}, {"type": "act"}, {"type": "stop"}
    )
    assert answers[0]["type"] == "hello" and answers[0]["protocol"] == 2 and "capabilities" in answers[0]
    assert answers[0]["id"] == 1  # version 2: the answer echoes its request's id
    assert answers[1]["type"] == "error" and "not JSON" in answers[1]["message"]
    assert answers[2]["type"] == "error" and "unknown request" in answers[2]["message"]
    assert answers[3]["type"] == "error" and "bad act request" in answers[3]["message"]
    assert answers[4] == {"type": "bye"}


def test_the_whole_suite_passes_through_the_protocol(tmp_path):
    engine = f"cmd:{sys.executable} -m opcg_oracle reference-engine"
    code = main(["verify", "--suite", str(REPO), "--engine", engine, "--report-dir", str(tmp_path), "-q"])
    assert code == 0
    document = json.loads((tmp_path / "results.json").read_text())
    assert document["summary"]["scenarios"]["passed"] == document["summary"]["scenarios"]["total"] > 100
    assert document["engine_info"]["name"] == "opcg-oracle"
    # A third-party engine may refuse citing a clause of its own (16.4: only a note); the reference engine cites
    # the clause every refusal scenario names, so a judge reading its answer gets the scenario's reason.
    mismatches = [
        f"{scenario['id']}: {step['message']}"
        for scenario in document["scenarios"]
        for step in scenario["steps"]
        if "citation mismatch" in (step.get("message") or "")
    ]
    assert not mismatches


@pytest.mark.parametrize(
    ("mode", "message"),
    [
        ("crash", "hostile engine: boom"),  # its stderr reaches the report
        ("hang", "no answer to load within 1 s"),
        ("garbage", "not JSON"),
        ("badschema", "breaks the protocol schema"),
    ],
)
def test_a_misbehaving_engine_errors_its_scenarios_and_the_run_completes(tmp_path, mode: str, message: str):
    suite = make_suite(tmp_path, TWO_SCENARIOS)
    engine = f"cmd:{sys.executable} {HERE / 'hostile_engines' / 'hostile.py'} {mode}"
    result, document = run_suite(suite, f"--engine={engine}", "--engine-timeout=1")
    assert document is not None, result.stdout
    statuses = [s["status"] for s in document["scenarios"]]
    assert statuses == ["error", "error"]  # both ran: the engine was restarted for the second
    assert all(message in s["message"] for s in document["scenarios"])


def test_python_engines_plug_in_by_factory(tmp_path):
    suite = make_suite(tmp_path)
    _, document = run_suite(suite, "--engine=python:opcg_oracle.adapters.reference:ReferenceAdapter")
    assert document["scenarios"][0]["status"] == "passed"


def test_an_engine_without_a_needed_set_is_unsupported(tmp_path):
    suite = make_suite(tmp_path, board="format: 1\nbob:\n  characters: [{card: TEST-003, alias: chopper}]\n")
    engine = f"cmd:{sys.executable} {HERE / 'declares_nothing.py'}"
    _, document = run_suite(suite, f"--engine={engine}")
    assert document["scenarios"][0]["status"] == "unsupported"
    assert "TEST" in document["scenarios"][0]["message"]


def test_expectations_separate_known_failures_from_regressions(tmp_path):
    feature = TWO_SCENARIOS.replace("Scenario: blocked again", "Scenario: wrong on purpose", 1)
    feature = feature.replace("in Bob's trash", "in Bob's hand", 2).replace("in Bob's hand", "in Bob's trash", 1)
    suite = make_suite(tmp_path, feature)
    known = suite / "expect.yaml"
    known.write_text('scenarios:\n  "x.feature::wrong on purpose": {status: failed, reason: testing}\n')
    result, document = run_suite(suite, f"--expectations={known}")
    assert document["expectations"]["known_failures"] == ["x.feature::wrong on purpose"]
    assert document["expectations"]["regressions"] == []
    assert result.returncode == 0  # the only failure was expected
    known.write_text('scenarios:\n  "x.feature::blocked": {status: failed, reason: testing}\n')
    result, document = run_suite(suite, f"--expectations={known}")
    assert document["expectations"]["unexpected_passes"] == ["x.feature::blocked"]
    assert document["expectations"]["regressions"] == ["x.feature::wrong on purpose"]
    assert result.returncode != 0


def test_a_bad_expectation_file_is_a_usage_error_with_position(tmp_path):
    suite = make_suite(tmp_path)
    bad = suite / "expect.yaml"
    bad.write_text('clauses:\n  "7-1-4-9": {status: failed}\n')
    result, _ = run_suite(suite, f"--expectations={bad}")
    assert result.returncode != 0
    assert "expect.yaml:2:3" in result.stderr and "unknown clause '7-1-4-9'" in result.stderr


def test_compare_writes_a_matrix_and_badges(tmp_path, capsys):
    suite = make_suite(tmp_path)
    run_suite(suite)
    first = tmp_path / "first.json"
    first.write_text((suite / "report" / "results.json").read_text())
    run_suite(suite, "--engine=python:opcg_oracle.adapters.reference:ReferenceAdapter")
    second = suite / "report" / "results.json"
    assert main(["compare", str(first), str(second), "--out", str(tmp_path / "cmp")]) == 0
    matrix = (tmp_path / "cmp" / "matrix.md").read_text()
    assert "| 7-1-2-1 | passed | passed |" in matrix
    headers = [line for line in matrix.splitlines() if line.startswith("| opcg-oracle")]
    assert len(headers) == 2 and headers[0] != headers[1]  # two runs of one engine: two distinct columns
    badges = sorted((tmp_path / "cmp" / "badges").glob("*.json"))
    assert len(badges) == 2  # the second run's badge does not overwrite the first's
    assert json.loads(badges[0].read_text()) == {
        "schemaVersion": 1,
        "label": "OPCG rules 1.2.0",  # the edition judged: the current one, as no --edition was named
        "message": "1/1 passed (100.0%), 1/1 supported",
        "color": "brightgreen",
    }


def test_compare_rejects_files_that_are_not_results(tmp_path, capsys):
    junk = tmp_path / "junk.json"
    junk.write_text("[]")
    assert main(["compare", str(junk)]) == 2
    assert "not an opcg-oracle results.json" in capsys.readouterr().err


def test_every_decision_the_engine_asks_is_in_the_protocol():
    import re

    from opcg_oracle.adapters.protocol import DECISION_KINDS

    engine = REPO / "opcg_oracle" / "engine"
    source = "".join(path.read_text() for path in engine.rglob("*.py"))
    asked = set(re.findall(r'\.ask\(\s*[^,]+,\s*"([a-z_]+)"', source))
    assert asked and asked <= set(DECISION_KINDS)
    documented = (REPO / "docs" / "engine-protocol.md").read_text()
    assert all(f"| `{kind}` |" in documented for kind in DECISION_KINDS)


def test_an_answer_of_another_decisions_shape_is_refused_not_a_crash():
    """A counter's answer sent to a blocker decision (a shrunk fuzz reproduction can do that) is refused by the
    reference engine, as any answer that is not one of the options."""
    engine = ReferenceAdapter()
    engine.load(load_board_text(BOARD, "b.yaml", load_card_database()).canonical)
    engine.act({"type": "attack", "player": "alice", "attacker": "alice.leader", "target": "bob.leader"})
    assert engine.state()["decision"]["kind"] == "blocker"
    answer = engine.decide("bob", {"counter": "bob.chopper", "target": "bob.leader"})
    assert answer["type"] == "refused"
    assert engine.state()["decision"]["kind"] == "blocker"  # still asked
