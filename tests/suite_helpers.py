"""Build a tiny rules suite in a temporary folder and run pytest on it in a child process."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

BOARD = "format: 1\nbob:\n  characters: [{card: ST01-006, alias: chopper}]\n"

FEATURE = """Feature: 7-1 Attacks
  @rule:7-1-2-1
  Scenario: blocked
    Given the board "b.yaml"
    When Alice attacks Bob's leader with "alice.leader"
    Then Bob must choose a blocker
    When Bob blocks with "bob.chopper"
    Then "bob.chopper" is in Bob's trash
"""


def make_suite(root: Path, feature: str = FEATURE, board: str = BOARD) -> Path:
    """A suite folder: features/x.feature, its test module, and scenarios/b.yaml."""
    (root / "features").mkdir()
    (root / "scenarios").mkdir()
    (root / "scenarios" / "b.yaml").write_text(board)
    (root / "features" / "test_suite.py").write_text("from pytest_bdd import scenarios\nscenarios('.')\n")
    (root / "features" / "x.feature").write_text(feature)
    return root


def run_suite(suite: Path, *args: str) -> tuple[subprocess.CompletedProcess, dict | None]:
    """Run pytest on the suite; the results.json it wrote, if any."""
    report = suite / "report"
    command = [
        sys.executable,
        "-m",
        "pytest",
        "features",
        f"--rootdir={suite}",
        f"--rules-report={report}",
        "-p",
        "no:cacheprovider",
        "--strict-markers",
        *args,
    ]
    result = subprocess.run(command, cwd=suite, capture_output=True, text=True)
    results = report / "results.json"
    return result, json.loads(results.read_text()) if results.exists() else None


def verify(suite: Path, *args: str) -> subprocess.CompletedProcess:
    """`opcg-oracle verify` in the suite folder, as a user runs it."""
    command = [sys.executable, "-m", "opcg_oracle", "verify", "--suite", str(suite), *args]
    return subprocess.run(command, cwd=suite, capture_output=True, text=True, timeout=600)
