"""A report folder is one run's, whole (issue 27.2): written together, one run at a time, no orphan writes."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest
from suite_helpers import make_suite
from suite_helpers import verify as run_verify
from test_hostile_cli import _processes_mentioning, start_run_until_the_engine_hangs

from opcg_oracle.bdd.report_lock import lock_report_folder, release
from opcg_oracle.report.builder import write_together


def verify(suite: Path, *args: str) -> subprocess.CompletedProcess:
    """verify judged by ver.1.2.0, whatever the engine (these tests are about the run, not the edition)."""
    return run_verify(suite, "--edition", "1.2.0", *args)


def test_a_report_folder_in_use_by_another_run_is_refused_in_one_line(tmp_path):
    suite = make_suite(tmp_path)
    (suite / "reports").mkdir()
    held = lock_report_folder(suite / "reports")  # another run, as far as verify can tell
    try:
        result = verify(suite)
        assert result.returncode == 2, result.stdout[-2000:]
        assert result.stderr.strip().count("\n") == 0 and "is in use by another run" in result.stderr
        assert "verify --report-dir DIR" in result.stderr  # the way out, in the option of the command used
        assert not (suite / "reports" / "results.json").exists()
    finally:
        release(held)
    assert verify(suite).returncode == 0  # once the other run has let go, the folder is taken


def test_the_files_of_a_report_are_moved_in_together_and_nothing_temporary_stays(tmp_path):
    (tmp_path / "results.json").write_text("old")
    write_together(tmp_path, {"index.html": "new page", "report.md": "new text", "results.json": "{}"})
    assert sorted(p.name for p in tmp_path.iterdir()) == ["index.html", "report.md", "results.json"]
    assert (tmp_path / "results.json").read_text() == "{}"


SIGNAL_MID_WRITE = """
import json, os, signal, sys
from pathlib import Path
from opcg_oracle.report.builder import write_together

folder = Path(sys.argv[1])
seen = []
signal.signal(signal.SIGTERM, lambda *_: seen.append(sorted(p.name for p in folder.iterdir() if p.name[0] != ".")))
real_replace = os.replace

def replace_and_signal(source, target):
    real_replace(source, target)
    if Path(target).name == "index.html":
        os.kill(os.getpid(), signal.SIGTERM)  # arrives as the first file is moved in

os.replace = replace_and_signal
write_together(folder, {"index.html": "a", "report.md": "b", "results.json": "{}"})
print(json.dumps(seen))
"""


def test_a_signal_while_the_files_are_moved_in_waits_until_they_are(tmp_path):
    # in a process of its own, where the write runs in the main thread as in a run's controller
    result = subprocess.run([sys.executable, "-c", SIGNAL_MID_WRITE, str(tmp_path)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == [["index.html", "report.md", "results.json"]]  # acted on once all were in


@pytest.mark.skipif(not Path("/proc/self/cmdline").exists(), reason="needs /proc to look for orphans")
def test_verifys_pytest_child_dies_with_it_even_on_sigkill(tmp_path):
    suite, process = start_run_until_the_engine_hangs(tmp_path, "--edition", "1.2.0")
    process.kill()
    process.communicate(timeout=60)
    time.sleep(1.0)
    assert [p for p in _processes_mentioning("pytest") if p in _processes_mentioning(str(suite))] == []
    assert not (suite / "reports" / "results.json").exists()  # no orphan wrote a report after verify died
    if (suite / "reports").exists():
        assert not list((suite / "reports").glob(".staging-*"))
