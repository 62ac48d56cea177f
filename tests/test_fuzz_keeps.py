"""A fuzz campaign keeps what it found (issue 27, item 3): an engine that dies for good mid-campaign, or a SIGTERM
to `fuzz`, ends the campaign with one line and exit code 3, the games played written (games.jsonl as they finish,
fuzz.json marked `"complete": false`, the report files and the reproductions written as played)."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from pathlib import Path

from opcg_oracle.cli import main

HOSTILE = Path(__file__).resolve().parent / "hostile_engines" / "hostile.py"


def _dying(games: int, pidfile: Path) -> str:
    return f"cmd:{sys.executable} {HOSTILE} die-after={games} {pidfile}"


def test_an_engine_that_dies_for_good_ends_the_campaign_with_what_was_found(tmp_path, capsys):
    """The engine misreports Alice's leader's power in 3 games, then exits at every start: 3 games kept."""
    out = tmp_path / "out"
    code = main(["fuzz", "--engine", _dying(3, tmp_path / "pid"), "--games", "8", "--out", str(out)])
    err = capsys.readouterr().err.strip()
    assert code == 3, err
    assert len(err.splitlines()) == 1 and "the engine stopped answering after 3 games" in err, err
    data = json.loads((out / "fuzz.json").read_text())
    assert (data["complete"], data["games"], data["disagreements"]) == (False, 3, 3)
    assert "stopped answering after 3 games" in data["stopped"]
    assert len((out / "games.jsonl").read_text().splitlines()) == 3
    reproduction = data["groups"][0]["reproduction"]
    assert reproduction["shrunk"] is False and (out / reproduction["feature"]).exists(), reproduction
    for name in ("fuzz.md", "fuzz.html"):
        assert "Incomplete: the engine stopped answering after 3 games" in (out / name).read_text(), name


def test_sigterm_during_a_campaign_writes_what_was_found(tmp_path):
    """SIGTERM once the first game is written: exit 3, one line, no traceback, an incomplete fuzz.json."""
    out = tmp_path / "out"
    argv = [sys.executable, "-m", "opcg_oracle", "fuzz", "--engine", _dying(10_000, tmp_path / "pid")]
    process = subprocess.Popen(
        [*argv, "--games", "500", "--out", str(out)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    log, deadline = out / "games.jsonl", time.monotonic() + 120
    while not (log.exists() and log.read_text().count("\n")) and time.monotonic() < deadline:
        assert process.poll() is None, process.communicate()
        time.sleep(0.05)
    process.send_signal(signal.SIGTERM)
    stdout, stderr = process.communicate(timeout=60)
    assert process.returncode == 3, stderr
    assert "Traceback" not in stderr and len(stderr.strip().splitlines()) == 1, stderr
    assert "interrupted (SIGTERM) after" in stderr
    data = json.loads((out / "fuzz.json").read_text())
    played = len(log.read_text().splitlines())
    assert data["complete"] is False and 1 <= data["games"] == played < 500, (data["games"], played)
    assert data["stopped"].startswith("interrupted (SIGTERM)")
    assert (out / "fuzz.md").exists() and (out / "fuzz.html").exists()
    assert str(out / "fuzz.json") in stdout
