"""pytest as `verify`'s child process: signals passed on, its exit status told as verify's 0, 1 or 2.

verify's exit codes (README "Exit codes"):
  0  every scenario that ran passed (or failed only as the expectations file says);
  1  a scenario failed or errored, or the run was interrupted before its end (report marked incomplete);
  2  the run could not start: a bad option, a suite with errors, an engine that does not start, no scenario.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2
GRACE_SECONDS = 10.0  # after an interrupt: time for pytest to stop its engines and write the report


def run_pytest(args: list[str], environment: dict[str, str] | None = None) -> int:
    """Run `python -m pytest args` in a child process; verify's exit code for how it ended."""
    # Its own process group: a Ctrl-C at the terminal reaches only us, and we pass it on once to the
    # whole group (pytest and its xdist workers), so each gets exactly one interrupt and time to stop the
    # engines it started (each in a session of its own) and to send in its results for the report.
    # Every process the run starts inherits RUN_MARK; whatever is still running once pytest has ended (an
    # engine whose worker was killed before it could stop it) is found by it and stopped.
    mark = f"{os.getpid()}-{time.monotonic_ns()}"
    environment = {**(os.environ if environment is None else environment), RUN_MARK: mark}
    # -P (Python's safe path): the folder verify is started in never comes first on sys.path, so an
    # opcg_oracle/ source tree there (a clone of this project) cannot shadow the installed package.
    child = subprocess.Popen(
        [sys.executable, "-P", "-m", "pytest", *args], env=environment, process_group=0, preexec_fn=_die_with_parent
    )
    interrupted: list[int] = []

    def forward(signum: int, frame) -> None:
        interrupted.append(signum)
        if len(interrupted) == 1:
            _signal_group(child, signal.SIGINT if signum == signal.SIGINT else signal.SIGTERM)
        else:  # asked twice: stop waiting for a clean end
            _signal_group(child, signal.SIGKILL)

    previous = {s: signal.signal(s, forward) for s in (signal.SIGINT, signal.SIGTERM)}
    try:
        code = _wait(child, interrupted)
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)
        stop_leftovers(mark)
    return exit_code(code, bool(interrupted))


RUN_MARK = "OPCG_ORACLE_RUN"


def _die_with_parent() -> None:
    """In the child, before pytest starts: killed at once if verify dies, even by SIGKILL, so no orphan writes a
    report after verify is gone (Linux's PR_SET_PDEATHSIG; elsewhere nothing is done)."""
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGKILL)  # 1 = PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


def stop_leftovers(mark: str) -> list[int]:
    """Kill every process still carrying this run's mark (Linux /proc; elsewhere nothing is found)."""
    wanted = f"\0{RUN_MARK}={mark}\0".encode()
    killed = []
    for entry in Path("/proc").glob("[0-9]*"):
        try:
            if wanted in b"\0" + (entry / "environ").read_bytes() + b"\0":
                os.kill(int(entry.name), signal.SIGKILL)
                killed.append(int(entry.name))
        except (OSError, ValueError):  # gone meanwhile, or not ours to read
            continue
    return killed


def _wait(child: subprocess.Popen, interrupted: list[int]) -> int:
    """pytest's exit status; once interrupted, at most GRACE_SECONDS more before its group is killed.

    A short poll, not one blocking wait: a wait that began before the signal would otherwise go on
    without the grace limit (the signal handler runs inside it and the wait resumes).
    """
    deadline = None
    while True:
        try:
            return child.wait(timeout=0.25)
        except subprocess.TimeoutExpired:
            if interrupted and deadline is None:
                deadline = time.monotonic() + GRACE_SECONDS
            if deadline is not None and time.monotonic() > deadline:
                _signal_group(child, signal.SIGKILL)  # it did not end within the grace time after the interrupt
                deadline = float("inf")


def _signal_group(child: subprocess.Popen, signum: int) -> None:
    """Signal the child's process group (pytest and its workers; the engines have sessions of their own)."""
    with contextlib.suppress(ProcessLookupError):  # every process of the group has ended already
        os.killpg(child.pid, signum)


def exit_code(pytest_code: int, interrupted: bool) -> int:
    """verify's exit code from pytest's, with one line saying why when the run did not finish."""
    if interrupted or pytest_code < 0:
        _say("interrupted: the run stopped before its end; its report, if any, is marked incomplete")
        return EXIT_FAILED
    if pytest_code == pytest.ExitCode.OK:
        return EXIT_OK
    if pytest_code == pytest.ExitCode.TESTS_FAILED:
        return EXIT_FAILED
    if pytest_code == pytest.ExitCode.NO_TESTS_COLLECTED:
        _say("error: no scenario was selected (is -k or -m matching nothing?); nothing was verified")
        return EXIT_USAGE
    if pytest_code == pytest.ExitCode.INTERRUPTED:  # without a signal: errors found while collecting
        _say("error: the suite has errors (listed above); no scenario ran")
        return EXIT_USAGE
    if pytest_code == pytest.ExitCode.USAGE_ERROR:
        return EXIT_USAGE  # pytest printed the one line that says why
    _say(f"error: pytest ended with status {pytest_code} (an internal error, above)")
    return EXIT_FAILED


def _say(message: str) -> None:
    print(f"opcg-oracle verify: {message}", file=sys.stderr)
