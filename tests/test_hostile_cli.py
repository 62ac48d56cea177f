"""Careless and hostile command lines: one clear line and the documented exit code, never a lie.

Protects issue 13 parts 1, 2 and 5 and issue 12 part 2: verify's exit codes (0 passed, 1 failed or
interrupted, 2 could not start) whatever an old results.json or the expectations file says, options
checked before anything runs, SIGTERM ending the run with its report marked incomplete, one line per
failing scenario, and readers of results.json (`compare`, `rule`) naming a bad file.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from suite_helpers import FEATURE, make_suite, verify

from opcg_oracle import __version__
from opcg_oracle.cli import main


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_version_is_printed(capsys):
    with pytest.raises(SystemExit) as stopped:
        main(["--version"])
    assert stopped.value.code == 0
    assert capsys.readouterr().out.strip() == f"opcg-oracle {__version__}"


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (("--timeout", "nan"), "--timeout: expected a number of seconds above 0, got nan"),
        (("--timeout", "-1"), "--timeout: expected a number of seconds above 0, got -1"),
        (("--timeout", "0"), "--timeout: expected a number of seconds above 0, got 0"),
        (("--timeout", "inf"), "--timeout: expected a number of seconds above 0, got inf"),
    ],
)
def test_a_bad_verify_option_is_one_line_and_exit_2_before_anything_runs(capsys, tmp_path, args, expected):
    code, out, err = run(capsys, "verify", "--suite", str(tmp_path), *args)
    assert code == 2 and out == ""
    assert err.startswith(f"opcg-oracle: error: {expected}") and err.count("\n") == 1


def test_a_report_dir_that_is_a_file_is_refused_before_the_run(capsys, tmp_path):
    (tmp_path / "results").write_text("keep me")
    code, _, err = run(capsys, "verify", "--report-dir", str(tmp_path / "results"))
    assert code == 2
    assert (
        err == f"opcg-oracle: error: --report-dir: {tmp_path / 'results'} is a file, expected a folder for the report\n"
    )
    assert (tmp_path / "results").read_text() == "keep me"


def test_a_report_dir_that_cannot_be_made_is_refused_before_the_run(capsys, tmp_path):
    (tmp_path / "file").write_text("")
    code, _, err = run(capsys, "verify", "--report-dir", str(tmp_path / "file" / "report"))
    assert code == 2 and err.startswith("opcg-oracle: error: --report-dir: cannot write the report into")


def test_under_pytest_a_bad_engine_timeout_is_a_usage_error(tmp_path):
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "--engine-timeout=nan", "-p", "no:cacheprovider", str(tmp_path)],
        capture_output=True,
        text=True,
    )
    assert result.returncode == pytest.ExitCode.USAGE_ERROR
    assert "ERROR: --engine-timeout: expected a number of seconds above 0, got nan" in result.stderr


def test_a_pytest_run_of_other_tests_leaves_no_report_folder_behind(tmp_path):
    # issue 13, item 7: the plugin (installed for every pytest run) makes reports/ only to write a report
    (tmp_path / "test_other.py").write_text("def test_nothing():\n    pass\n")
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "test_other.py"], cwd=tmp_path, capture_output=True
    )
    assert result.returncode == 0
    assert not (tmp_path / "reports").exists()


def test_rule_with_an_edition_we_do_not_have_lists_ours(capsys):
    code, _, err = run(capsys, "rule", "7-1", "--edition", "9.9.9")
    assert code == 2
    assert err == "opcg-oracle: error: --edition: no rules data for edition '9.9.9'; we have: 1.1.6, 1.2.0\n"


def test_rule_search_limit_must_be_positive(capsys):
    code, _, err = run(capsys, "rule", "--search", "blocker", "--limit", "-5")
    assert code == 2 and "--limit: expected a number of results of at least 1, got -5" in err


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        ("{not json", "Expecting property name"),
        ("[1, 2]", "the top level is a list, expected an object"),
        ('{"format": 1, "engine": "x", "scenarios": ["a"]}', "'scenarios' must be a list of objects"),
        ('{"format": 3}', "'format' is 3, expected 1 or 2"),
    ],
)
def test_compare_names_a_malformed_results_file_and_what_is_wrong(capsys, tmp_path, content, problem):
    bad = tmp_path / "results.json"
    bad.write_text(content)
    code, _, err = run(capsys, "compare", str(bad), "--out", str(tmp_path / "out"))
    assert code == 2 and err.count("\n") == 1
    assert str(bad) in err and problem in err


def test_rule_with_a_malformed_results_file_here_warns_once_and_still_answers(capsys, tmp_path, monkeypatch):
    make_suite(tmp_path)
    (tmp_path / "reports").mkdir()
    (tmp_path / "reports" / "results.json").write_text('{"format": 1, "engine": "x", "scenarios": [1, 2]}')
    monkeypatch.chdir(tmp_path)
    code, out, err = run(capsys, "rule", "7-1-2-1")
    assert code == 0 and "7-1-2-1" in out
    where = tmp_path / "reports" / "results.json"
    assert err.startswith(f"opcg-oracle: warning: {where}: not read ('scenarios' must be a list of objects")
    assert err.count("\n") == 1


STALE = {"format": 1, "summary": {"scenarios": {"total": 373, "passed": 373}}, "scenarios": []}


def test_a_run_that_selects_nothing_exits_2_and_never_prints_an_old_summary(tmp_path):
    suite = make_suite(tmp_path)
    (suite / "reports").mkdir()
    (suite / "reports" / "results.json").write_text(json.dumps(STALE))
    expectations = suite / "expected.yaml"
    expectations.write_text("engine: reference\nscenarios: {}\n")
    result = verify(suite, "-k", "no_such_scenario", "--expectations", str(expectations))
    assert result.returncode == 2
    assert "no scenario was selected" in result.stderr
    assert "373" not in result.stdout and "rules suite" not in result.stdout


def test_a_suite_with_errors_exits_2_with_one_line_per_problem_and_no_summary(tmp_path):
    suite = make_suite(tmp_path, FEATURE.replace("@rule:7-1-2-1", "@rule:7-1-2-9"))
    result = verify(suite)
    assert result.returncode == 2
    assert "features/x.feature:2: unknown clause '7-1-2-9'" in result.stdout
    assert "Traceback" not in result.stdout and "scenarios:" not in result.stdout
    assert "the suite has errors" in result.stderr


TWO = FEATURE + FEATURE.split("\n", 1)[1].replace("blocked", "wrong").replace("in Bob's trash", "in Bob's hand")


def test_a_failing_run_prints_one_line_per_failure_and_counts_only_this_run(tmp_path):
    suite = make_suite(tmp_path, TWO)
    result = verify(suite, "--edition", "1.2.0")
    assert result.returncode == 1
    failures = [line for line in result.stdout.splitlines() if line.startswith("FAILED ")]
    assert failures == [
        "FAILED x.feature:10 'wrong' [7-1-2-1] at line 15 Then \"bob.chopper\" is in Bob's hand: "
        "expected bob.chopper in bob's hand, but it is in bob's trash"
    ]
    assert "2 scenarios: 1 passed, 1 failed, 0 errors, 0 unsupported, 0 skipped" in result.stdout
    assert "Traceback" not in result.stdout and "def " not in result.stdout
    document = json.loads((suite / "reports" / "results.json").read_text())
    assert document["complete"] is True


def test_pytests_own_last_line_counts_unsupported_scenarios_in_the_same_word(tmp_path):
    # issue 12, item 2: the words match pytest's where pytest prints them (not "1 skipped" beside "1 unsupported")
    engine = f"cmd:{sys.executable} {Path(__file__).resolve().parent / 'hostile_engines' / 'hostile.py'}"
    result = verify(make_suite(tmp_path, TWO), "--engine", f"{engine} unsupported-decide")
    assert result.returncode == 0  # unsupported is never a failure by itself
    assert "2 scenarios: 0 passed, 0 failed, 0 errors, 2 unsupported, 0 skipped" in result.stdout
    last = result.stdout.strip().splitlines()[-1]
    assert "2 unsupported in " in last and "skipped" not in last


def test_verify_v_shows_pytests_full_detail(tmp_path):
    result = verify(make_suite(tmp_path, TWO), "-v")
    assert result.returncode == 1
    assert "ScenarioFailure" in result.stdout  # pytest's own report of the failure


ENGINE = '''
"""The reference engine, hanging forever on the second board it loads."""
import time
from pathlib import Path

from opcg_oracle.adapters.reference import ReferenceAdapter


class Engine(ReferenceAdapter):
    loads = 0

    def load(self, board):
        Engine.loads += 1
        if Engine.loads == 2:
            Path("engine-waiting").write_text("")
            while True:
                time.sleep(0.05)
        return super().load(board)
'''


def _processes_mentioning(text: str) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and entry.name != str(os.getpid()):
            try:
                if text in (entry / "cmdline").read_bytes().decode(errors="replace"):
                    found.append(int(entry.name))
            except OSError:
                continue
    return found


@pytest.mark.skipif(not Path("/proc/self/cmdline").exists(), reason="needs /proc to look for orphans")
def start_run_until_the_engine_hangs(tmp_path: Path, *options: str) -> tuple[Path, subprocess.Popen]:
    """verify on a two-scenario suite whose engine hangs on its second board; returned once it hangs there."""
    suite = make_suite(tmp_path, FEATURE + FEATURE.split("\n", 1)[1].replace("blocked", "second"))
    (suite / "hanging_engine.py").write_text(ENGINE)
    command = [sys.executable, "-m", "opcg_oracle", "verify", "--suite", str(suite), *options]
    command += ["--engine", "python:hanging_engine:Engine"]
    process = subprocess.Popen(command, cwd=suite, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 300
    while not (suite / "engine-waiting").exists():
        assert process.poll() is None and time.monotonic() < deadline, "the run ended before its second scenario"
        time.sleep(0.1)
    return suite, process


def test_sigterm_stops_the_run_leaves_no_process_and_marks_the_report_incomplete(tmp_path):
    suite, process = start_run_until_the_engine_hangs(tmp_path)
    process.send_signal(signal.SIGTERM)
    out, err = process.communicate(timeout=120)
    assert process.returncode == 1, out + err
    assert "interrupted" in err
    document = json.loads((suite / "reports" / "results.json").read_text())
    assert document["complete"] is False
    assert [s["status"] for s in document["scenarios"]] == ["passed"]
    assert _processes_mentioning(str(suite)) == []  # pytest's child process is gone too


HOSTILE = Path(__file__).resolve().parent / "hostile_engines" / "hostile.py"


def _processes_with(mark: str) -> list[int]:
    """Processes whose environment carries mark: everything a run started inherits it (engines too)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and entry.name != str(os.getpid()):
            try:
                if mark.encode() in (entry / "environ").read_bytes():
                    found.append(int(entry.name))
            except OSError:
                continue
    return found


def _wait_for(condition, seconds: float) -> bool:
    """Poll condition until it holds or seconds have passed (waiting, never a timing assertion)."""
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.2)
    return True


@pytest.mark.skipif(not Path("/proc/self/environ").exists(), reason="needs /proc to look for orphans")
@pytest.mark.parametrize(
    ("signum", "to_group"),
    [(signal.SIGINT, True), (signal.SIGTERM, False)],
    ids=["SIGINT to verify's process group, as Ctrl-C", "SIGTERM to verify, as a CI cancel"],
)
def test_an_interrupted_run_with_two_workers_keeps_its_results_and_leaves_no_process(tmp_path, signum, to_group):
    # issue 13, item 5: pytest, its xdist workers and every engine they started stop; what passed is kept
    extra = "".join(FEATURE.split("\n", 1)[1].replace("blocked", f"again {n}") for n in range(5))
    suite = make_suite(tmp_path, FEATURE + extra)
    (suite / "pids").mkdir()
    mark = f"OPCG_TEST_RUN={tmp_path.name}-{os.getpid()}"
    engine = f"cmd:sh -c 'exec {sys.executable} {HOSTILE} hang-second pids/$$'"  # a wrapper, as npm would be
    command = [sys.executable, "-m", "opcg_oracle", "verify", "--suite", str(suite), "--engine", engine]
    command += ["--timeout", "600", "-n", "2"]
    environment = {**os.environ, "OPCG_TEST_RUN": mark.split("=", 1)[1]}
    process = subprocess.Popen(
        command,
        cwd=suite,
        env=environment,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    try:
        # each worker's engine passed one scenario and now hangs in its second
        hanging = _wait_for(
            lambda: len(list((suite / "pids").glob("*.hanging"))) == 2 or process.poll() is not None, 300
        )
        assert hanging and process.poll() is None, "the run ended before both engines hung"
        if to_group:
            os.killpg(process.pid, signum)
        else:
            process.send_signal(signum)
        try:
            out, err = process.communicate(timeout=120)
        except subprocess.TimeoutExpired:
            left = {pid: Path(f"/proc/{pid}/cmdline").read_bytes()[:120] for pid in _processes_with(mark)}
            process.kill()
            out, err = process.communicate()
            pytest.fail(f"verify did not end after the signal; still running: {left}\n{out}\n{err}")
        assert process.returncode == 1, out + err
        assert "interrupted: the run stopped before its end" in err
        assert (suite / "reports" / "results.json").exists(), out + err
        document = json.loads((suite / "reports" / "results.json").read_text())
        assert document["complete"] is False
        assert [s["status"] for s in document["scenarios"]] == ["passed", "passed"]
        assert _wait_for(lambda: _processes_with(mark) == [], 60), f"left running: {_processes_with(mark)}"
    finally:  # whatever failed above, nothing this test started stays behind
        process.kill()
        for pid in _processes_with(mark):
            os.kill(pid, signal.SIGKILL)


@pytest.mark.skipif(not Path("/proc/self/environ").exists(), reason="needs /proc")
def test_after_the_run_verify_stops_any_process_of_the_run_still_running(tmp_path):
    # issue 13, item 5: an engine whose worker was killed before it could stop it (its own session, so no
    # signal reaches it) is found by the mark every process of the run inherits, and stopped
    from opcg_oracle.bdd.child import RUN_MARK, stop_leftovers

    mark = f"test-{os.getpid()}-{tmp_path.name}"
    environment = {**os.environ, RUN_MARK: mark}
    orphan = subprocess.Popen(["sleep", "300"], env=environment, start_new_session=True)
    other = subprocess.Popen(["sleep", "300"], env={**os.environ, RUN_MARK: mark + "0"}, start_new_session=True)
    try:
        assert stop_leftovers(mark) == [orphan.pid]
        assert orphan.wait(timeout=30) == -signal.SIGKILL
        assert other.poll() is None  # another run's process is left alone
    finally:
        orphan.kill()
        other.kill()


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--reprot-dir", "x"], "unrecognized option --reprot-dir: did you mean --report-dir?"),
        (["--enigne", "reference"], "unrecognized option --enigne: did you mean --engine?"),
        (["--engine", "foo"], "unknown --engine 'foo': use 'reference', 'cmd:<command line>'"),
    ],
)
def test_verify_names_a_misspelt_option_or_engine_before_pytest_starts(capsys, arguments, message):
    """A slip in verify's own options is one line in our words, with the option meant, not pytest's usage text."""
    from opcg_oracle.cli import main

    assert main(["verify", *arguments]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"opcg-oracle: error: {message}") and "inifile" not in err
