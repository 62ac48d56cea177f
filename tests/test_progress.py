"""verify's first screen (issue 22.2): a progress line instead of pytest's header and rows of letters."""

from __future__ import annotations

import subprocess
import sys

from suite_helpers import FEATURE, make_suite

TWO = FEATURE + FEATURE.split("\n", 1)[1].replace("blocked", "wrong").replace("in Bob's trash", "in Bob's hand")


def test_verify_shows_progress_not_pytests_header_in_a_pipe(tmp_path):
    suite = make_suite(tmp_path, TWO)
    command = [sys.executable, "-m", "opcg_oracle", "verify", "--suite", str(suite), "--edition", "1.2.0"]
    result = subprocess.run(command, cwd=suite, capture_output=True, text=True, timeout=600)
    assert result.returncode == 1
    out = result.stdout
    assert "test session starts" not in out and "platform " not in out and "rootdir" not in out
    assert "2/2 scenarios · 1 failed" in out  # the plain line of a pipe: done of total, failures so far
    assert not any(line.strip() and set(line.strip()) <= set(".Fsu") for line in out.splitlines())  # no letters
    assert "2 scenarios: 1 passed, 1 failed" in out  # the end as before


def test_verify_v_keeps_pytests_own_output(tmp_path):
    suite = make_suite(tmp_path)
    command = [sys.executable, "-m", "opcg_oracle", "verify", "--suite", str(suite), "--edition", "1.2.0", "-v"]
    result = subprocess.run(command, cwd=suite, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0 and "PASSED" in result.stdout and "scenarios ·" not in result.stdout


def test_clause_selects_the_clause_and_those_under_it(tmp_path):
    # issue 22.8: -m rule(id=...) is exact; --clause 7-1 takes 7-1-2-1 too, --clause 7-2 is refused with the nearest
    suite = make_suite(tmp_path, TWO)
    base = [sys.executable, "-m", "opcg_oracle", "verify", "--suite", str(suite), "--edition", "1.2.0"]
    result = subprocess.run([*base, "--clause", "7-1"], cwd=suite, capture_output=True, text=True, timeout=600)
    assert "2 scenarios: 1 passed, 1 failed" in result.stdout
    result = subprocess.run([*base, "--clause", "7-9"], cwd=suite, capture_output=True, text=True, timeout=600)
    assert result.returncode == 2 and "--clause: no clause '7-9' in ver.1.2.0" in result.stderr
