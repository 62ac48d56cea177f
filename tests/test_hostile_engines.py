"""Engines that break the protocol (tests/hostile_engines/): a clear error, the run goes on, nothing left running."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest
from suite_helpers import make_suite, run_suite

from opcg_oracle.adapters.base import EngineError
from opcg_oracle.adapters.subprocess_engine import SubprocessAdapter
from opcg_oracle.cli import main

HERE = Path(__file__).resolve().parent
HOSTILE = HERE / "hostile_engines" / "hostile.py"
BOARD = {
    "turn": 3, "turn_player": "alice", "first_player": "alice", "phase": "main", "seed": 0,
    "players": [{"name": "Alice", "leader": {"card": "ST01-001", "id": "alice.leader"}},
                {"name": "Bob", "leader": {"card": "ST01-001", "id": "bob.leader"}}],
}  # fmt: skip


def hostile(mode: str, *extra: str) -> str:
    return f"{sys.executable} {HOSTILE} {mode} {' '.join(extra)}".strip()


def alive(pid: int) -> bool:
    """Whether a process runs (a zombie nobody reaped yet does not count: it runs nothing)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0] != "Z"
    except FileNotFoundError:
        return False


@pytest.mark.parametrize(
    ("engine", "message"),
    [
        ("nosuch", "unknown --engine 'nosuch'"),
        ("node x.js", "cmd:node x.js"),  # a command line without its prefix: the hint says how
        ("cmd:/no/such/engine", "program '/no/such/engine' not found"),
        ("cmd:", "names no program"),
        ('cmd:echo "x', "cannot split the command line"),
        (f"cmd:{hostile('no-hello')}", "did not answer hello"),
    ],
)
def test_an_engine_that_cannot_start_stops_the_run_with_one_line_and_exit_2(tmp_path, capfd, engine, message):
    # issue 16.6 / 13.2: one clear line up front, not one traceback per scenario
    suite = make_suite(tmp_path)
    code = main(["verify", "--suite", str(suite), "--engine", engine, "--report-dir", str(tmp_path / "r"), "-q"])
    err = capfd.readouterr().err
    assert code == 2
    first, _, rest = err.strip().partition("\n")
    assert message in first
    assert "Traceback" not in err
    assert not rest or rest.startswith("--- engine stderr")  # the only other lines: what the engine said
    assert not (tmp_path / "r" / "results.json").exists()


def test_opcg_oracle_as_a_command_is_the_running_installation():
    # `cmd:opcg-oracle reference-engine` works outside an activated environment
    adapter = SubprocessAdapter("opcg-oracle reference-engine")
    try:
        assert adapter.argv[:4] == [sys.executable, "-P", "-m", "opcg_oracle"]  # -P: never a clone in the folder
        assert adapter.hello()["name"] == "opcg-oracle"
        assert adapter.protocol == 2
    finally:
        adapter.stop()


def test_an_endless_line_is_cut_at_the_limit():
    # 13.4: a line past --engine-max-line is an error; the runner does not read gigabytes
    adapter = SubprocessAdapter(hostile("long-line"), timeout=30, max_line=1 << 20)
    try:
        with pytest.raises(EngineError, match="longer than 1048576 bytes"):
            adapter.load(BOARD)
    finally:
        adapter.stop()


def test_an_answer_to_another_request_is_named_desynchronised():
    # 13.6: request ids make a desynchronised engine visible as such
    adapter = SubprocessAdapter(hostile("wrong-id"))
    try:
        with pytest.raises(EngineError, match=r"desynchronised: waiting for the answer to request 2 \(load\)"):
            adapter.load(BOARD)
    finally:
        adapter.stop()


@pytest.mark.parametrize(
    ("mode", "expected"),
    [
        ("next-id", r"desynchronised: waiting for the answer to request \d+ \(load\), the engine answered request \d+"),
        ("string-id", r"the answer to load \(request \d+\) carries the id \"\d+\", a str: ids are whole numbers"),
        ("no-decision", r"the ok answer to load \(request \d+\) has no 'decision'"),
    ],
)
def test_protocol_2_is_as_strict_as_its_document(mode, expected):
    # issue 27.4: each is one line naming the request and what came; the next load starts the engine afresh
    adapter = SubprocessAdapter(hostile(mode))
    try:
        for _ in range(2):
            with pytest.raises(EngineError, match=expected) as raised:
                adapter.load(BOARD)
            assert "\n" not in str(raised.value).split("--- engine stderr")[0].strip()
    finally:
        adapter.stop()


def test_stderr_belongs_to_the_process_that_wrote_it():
    # 13.6: after a restart, the stderr of the earlier engine process is not shown again
    adapter = SubprocessAdapter(hostile("crash"))
    try:
        messages = []
        for _ in range(2):
            with pytest.raises(EngineError) as raised:
                adapter.load(BOARD)
            messages.append(str(raised.value))
        first_pid = messages[0].split("process ")[1].split()[0]
        assert first_pid not in messages[1]
        assert "boom" in messages[1] and "process " in messages[1]
    finally:
        adapter.stop()


def test_a_hanging_engine_behind_a_wrapper_leaves_no_process(tmp_path):
    # 13.5: the engine runs in its own session; a timeout kills the whole group, not only `sh`
    pidfile = tmp_path / "pid"
    adapter = SubprocessAdapter(f"sh -c '{hostile('hang', str(pidfile))}; true'", timeout=0.5)
    try:
        with pytest.raises(EngineError, match="no answer to load"):
            adapter.load(BOARD)
    finally:
        adapter.stop()
    pid = int(pidfile.read_text())
    for _ in range(50):  # the kill is sent; give the kernel a moment to take the process down
        if not alive(pid):
            break
        time.sleep(0.05)
    assert not alive(pid)


def test_a_version_1_engine_is_still_understood():
    # version 1 engines echo no ids; the runner speaks version 1 to them
    adapter = SubprocessAdapter(f"{sys.executable} {HERE / 'declares_nothing.py'}")
    try:
        assert adapter.hello()["name"] == "nothing"
        assert adapter.protocol == 1
    finally:
        adapter.stop()


def test_unsupported_in_the_middle_of_a_scenario_is_unsupported_not_failed(tmp_path):
    # 16.5: the blocker decision is still pending when the engine gives up; strict mode must not fail it
    suite = make_suite(tmp_path)
    _, document = run_suite(suite, f"--engine=cmd:{hostile('unsupported-decide')}")
    scenario = document["scenarios"][0]
    assert scenario["status"] == "unsupported", scenario["message"]
    assert "does not implement blocking" in scenario["message"]
    assert [s["status"] for s in scenario["steps"]][-2:] == ["unsupported", "not run"]


REFUSED = """Feature: 7-1 Attacks
  @rule:7-1-1-1
  Scenario: a rested leader cannot attack
    Given the board "b.yaml"
    When Alice attacks Bob's leader with "alice.leader"
    Then the action is refused citing 7-1-1-1
"""


def test_a_refusal_for_another_clause_passes_with_a_note(tmp_path):
    # 16.4: expected refusal + engine refuses = passed; the citation mismatch is a note, never a failure
    suite = make_suite(tmp_path, REFUSED, board="format: 1\nalice:\n  leader: {card: ST01-001, rested: true}\n")
    _, document = run_suite(suite, f"--engine=cmd:{hostile('other-clause')}")
    scenario = document["scenarios"][0]
    assert scenario["status"] == "passed", scenario["message"]
    last = scenario["steps"][-1]["message"]
    assert "refused for a reason of its own" in last and "citation mismatch" in last and "7-1-1-1" in last


def test_an_engine_that_pads_its_answers_gives_a_bounded_report(tmp_path):
    # issue 27.1: 10 MB of padding on every answer: the verdict is the same, the report keeps a capped note
    suite = make_suite(tmp_path)
    for mode in ("padding", "stderr-flood"):
        command = [sys.executable, "-m", "opcg_oracle", "verify", "--suite", str(suite), "--edition", "1.2.0"]
        command += ["--engine", f"cmd:{hostile(mode)}", "--report-dir", mode]
        result = subprocess.run(command, cwd=suite, capture_output=True, text=True, timeout=600)
        assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
        written = suite / mode / "results.json"
        assert written.stat().st_size < 2_000_000, (mode, written.stat().st_size)
        if mode == "padding":
            assert "bytes, of which the first" in written.read_text()


def test_an_engine_that_asks_for_confirmation_forever_is_stopped(tmp_path):
    # issue 27.6: a confirm loop is one line and the scenario's error; the run ends (exit 1), it does not hang
    suite = make_suite(tmp_path)
    command = [sys.executable, "-m", "opcg_oracle", "verify", "--suite", str(suite), "--edition", "1.2.0"]
    result = subprocess.run([*command, "--engine", f"cmd:{hostile('confirm-loop')}"], cwd=suite, capture_output=True,
                            text=True, timeout=300)  # fmt: skip
    assert result.returncode == 1
    assert "asked for a confirmation 50 times in a row" in result.stdout


@pytest.mark.skipif(not Path("/proc/self/cmdline").exists(), reason="needs /proc to look for orphans")
def test_an_engine_that_forks_and_exits_leaves_nothing_running():
    # issue 27.6: the engine's child holds its pipes; the runner kills the engine's whole group
    adapter = SubprocessAdapter(hostile("fork-and-exit"))
    try:
        with pytest.raises(EngineError, match="exited"):
            adapter.load(BOARD)
    finally:
        adapter.stop()
    time.sleep(0.5)
    left = [e for e in Path("/proc").iterdir() if e.name.isdigit() and _cmdline(e).count("fork-and-exit")]
    assert left == []


def _cmdline(entry: Path) -> str:
    try:
        return (entry / "cmdline").read_bytes().decode(errors="replace")
    except OSError:
        return ""


def test_an_engine_answering_just_inside_the_timeout_passes():
    # issue 27.6: 1.5 s per answer under a 3 s limit: slow is not wrong
    adapter = SubprocessAdapter(hostile("slow=1.5"), timeout=3.0)
    try:
        assert adapter.load(BOARD)["type"] == "ok"
    finally:
        adapter.stop()
