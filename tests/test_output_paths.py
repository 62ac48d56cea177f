"""Every output path is checked before any work, and over-long ids are refused at once (issue 27.5)."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from opcg_oracle.cli import main


@pytest.fixture
def locked(tmp_path):
    """A folder no file can be written in: a read-only one for an ordinary user; /proc for root (CI runs as root)."""
    if os.geteuid() == 0:
        if not Path("/proc/self").is_dir():
            pytest.skip("running as root without /proc: no folder here refuses a write")
        yield Path("/proc")
        return
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o500)
    yield folder
    folder.chmod(0o700)


@pytest.mark.parametrize(
    "words",
    [
        ["draw", "7-1/blockers.yaml", "--suite", "shipped", "-o", "{locked}/board.svg"],
        ["explain", "--suite", "shipped", "--board", "10-1/double_attack.yaml", "--html", "{locked}/r.html"],
        ["quiz", "--count", "1", "--html", "{locked}/q.html"],
        ["site", "-o", "{locked}/site"],
        ["compare", "x.json", "--out", "{locked}/cmp"],
    ],
)
def test_an_unwritable_output_is_one_line_and_exit_2(words, locked, capsys):
    assert main([w.format(locked=locked) for w in words]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "Traceback" not in err and str(locked) in err


def test_an_output_that_is_a_file_where_a_folder_is_needed_is_one_line(tmp_path, capsys):
    # the same check without permissions: a file stands where the folder would be made
    blocker = tmp_path / "file"
    blocker.write_text("")
    assert main(["draw", "7-1/blockers.yaml", "--suite", "shipped", "-o", str(blocker / "board.svg")]) == 2
    assert main(["site", "-o", str(blocker / "site")]) == 2
    assert main(["compare", "x.json", "--out", str(blocker / "cmp")]) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 3, lines
    assert all(str(tmp_path) in line and ("is not a folder" in line or "is a file" in line) for line in lines), lines


def test_a_huge_clause_id_or_search_is_refused_at_once(capsys):
    started = time.monotonic()
    assert main(["rule", "7" * 90_000]) == 2
    assert main(["rule", "--search", "x" * 90_000]) == 2
    assert main(["explain", "y" * 90_000]) == 2
    assert time.monotonic() - started < 30  # generous: the point is no work on the text, not a speed bound
    assert "at most 500 are read" in capsys.readouterr().err
