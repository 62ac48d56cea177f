"""--engine-start-timeout: an engine that loads thousands of cards before it greets is slow, not broken (issue 25.4).

The wait for `hello` is an option of its own (default 60 s), apart from `--timeout` for every other answer.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from suite_helpers import verify

from opcg_oracle.adapters.base import EngineStartError
from opcg_oracle.adapters.subprocess_engine import DEFAULT_START_TIMEOUT, SubprocessAdapter
from opcg_oracle.cli import main

HOSTILE = Path(__file__).resolve().parent / "hostile_engines" / "hostile.py"
SHIPPED = Path(__file__).resolve().parents[1]


def slow_start(seconds: float) -> str:
    return f"{sys.executable} {HOSTILE} slow-start={seconds}"


def test_the_default_start_timeout_is_generous():
    assert DEFAULT_START_TIMEOUT >= 60


def test_a_slow_start_within_the_start_timeout_passes_though_answers_have_less():
    adapter = SubprocessAdapter(slow_start(1.5), timeout=0.5, start_timeout=10)
    try:
        assert adapter.hello()["name"] == "hostile-slow-start=1.5"
    finally:
        adapter.stop()


def test_a_start_slower_than_the_start_timeout_names_the_option():
    adapter = SubprocessAdapter(slow_start(5), start_timeout=0.5)
    try:
        with pytest.raises(EngineStartError, match=r"no answer to hello within 0\.5 s \(--engine-start-timeout\)"):
            adapter.hello()
    finally:
        adapter.stop()


def test_verify_waits_for_a_slow_start_and_runs_the_scenarios(tmp_path):
    # the engine greets after 3 s: more than --timeout, less than --engine-start-timeout
    result = verify(
        SHIPPED,
        f"--engine=cmd:{slow_start(3)}",
        "--timeout=2",
        "--engine-start-timeout=20",
        "--clause=6-5-5-1",
        f"--report-dir={tmp_path}",
    )
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
    assert "passed" in result.stdout


def test_verify_stops_in_one_line_when_the_engine_starts_too_slowly(tmp_path):
    result = verify(SHIPPED, f"--engine=cmd:{slow_start(5)}", "--engine-start-timeout=1", f"--report-dir={tmp_path}")
    assert result.returncode == 2
    assert "no answer to hello within 1 s (--engine-start-timeout)" in result.stderr


@pytest.mark.parametrize("command", ["verify", "fuzz"])
def test_a_bad_start_timeout_is_one_line_and_exit_2(capsys, tmp_path, command):
    place = ["--report-dir", str(tmp_path)] if command == "verify" else ["--engine=reference", "--out", str(tmp_path)]
    assert main([command, *place, "--engine-start-timeout", "0"]) == 2
    err = capsys.readouterr().err
    assert "--engine-start-timeout: expected a number of seconds above 0, got 0" in err
    assert err.count("\n") == 1
