"""Expectations that save work (issue 22.6): written from a run, met quietly, never counting unsupported."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import yaml
from suite_helpers import FEATURE, make_suite
from suite_helpers import verify as run_verify

from opcg_oracle.report.expectations import Expectations, compare, expectations_text

TWO = FEATURE + FEATURE.split("\n", 1)[1].replace("blocked", "wrong").replace("in Bob's trash", "in Bob's hand")


def verify(suite: Path, *args: str) -> subprocess.CompletedProcess:
    """verify judged by ver.1.2.0, whatever the engine (these tests are about the run, not the edition)."""
    return run_verify(suite, "--edition", "1.2.0", *args)


def test_a_run_writes_its_failures_and_the_next_run_meets_them_quietly(tmp_path):
    suite = make_suite(tmp_path, TWO)
    first = verify(suite, "--write-expectations", "known.yaml")
    assert first.returncode == 1 and "expectations: 1 known failure written to known.yaml" in first.stdout
    written = yaml.safe_load((suite / "known.yaml").read_text())
    assert list(written["scenarios"]) == ["x.feature::wrong"]
    assert written["scenarios"]["x.feature::wrong"]["status"] == "failed"
    second = verify(suite, "--expectations", "known.yaml")
    assert second.returncode == 0, second.stdout[-2000:]
    assert "1 known failure, as expected" in second.stdout
    assert not [line for line in second.stdout.splitlines() if line.startswith("FAILED ")]
    assert " failed" not in second.stdout.strip().splitlines()[-1]  # pytest's own last line: 1 xfailed


def test_rewriting_keeps_the_reason_and_bug_a_person_gave(tmp_path):
    suite = make_suite(tmp_path, TWO)
    (suite / "known.yaml").write_text(
        'scenarios:\n  "x.feature::wrong": {status: failed, reason: "ours", bug: "https://example.org/1"}\n'
    )
    verify(suite, "--expectations", "known.yaml", "--write-expectations", "known.yaml")
    entry = yaml.safe_load((suite / "known.yaml").read_text())["scenarios"]["x.feature::wrong"]
    assert entry == {"status": "failed", "reason": "ours", "bug": "https://example.org/1"}


def test_an_unwritable_expectations_path_is_one_line_before_the_run(tmp_path):
    suite = make_suite(tmp_path, TWO)
    result = verify(suite, "--write-expectations", "no/such/folder/known.yaml")
    assert result.returncode == 2 and "--write-expectations" in result.stderr and "does not exist" in result.stderr
    assert not (suite / "reports").exists()


def test_unsupported_is_never_a_known_failure():
    expectations = Expectations("e.yaml", scenarios={"a": {"status": "failed"}})
    results = [{"id": "a", "rules": [], "status": "unsupported"}]
    found = compare(results, expectations)
    assert found["known_failures"] == [] and found["not_run"] == ["a"] and found["regressions"] == []
    assert "scenarios: {}" in expectations_text(results, "x")  # nothing that did not run is written down


def test_written_file_loads_back_as_expectations(tmp_path):
    from opcg_oracle.report.expectations import load_expectations

    results = [{"id": 'f::a "quoted" name', "rules": [], "status": "error", "message": "crash:\n  here"}]
    path = tmp_path / "e.yaml"
    path.write_text(expectations_text(results, "engine 1.0"))
    loaded = load_expectations(path)
    assert loaded.engine == "engine 1.0" and loaded.scenarios['f::a "quoted" name']["status"] == "error"
    assert json.dumps(loaded.scenarios['f::a "quoted" name']["reason"]) == json.dumps("crash: here")
