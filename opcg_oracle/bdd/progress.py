"""What `verify` shows while the suite runs: scenarios done of total, failures so far, time spent and left.

pytest's header and its rows of letters are left out (verify asks for them only with -v). On a terminal the
progress is one line rewritten in place; in a pipe, or with CI set, a plain line at every tenth of the run.
"""

from __future__ import annotations

import os
import sys
import time

import pytest

from opcg_oracle.bdd.terminal import counted


class Progress:
    """Counts scenarios as their reports reach the controller and draws the progress line."""

    def __init__(self, config: pytest.Config):
        self.config = config
        self.total = 0
        self.done = 0
        self.failed = 0
        self.errors = 0
        self.started = time.monotonic()
        self.first_done = 0.0  # when the first scenario ended: start-up time says nothing of the pace
        self.live = sys.stdout.isatty() and not os.environ.get("CI")
        self._last_tenth = -1

    def line(self) -> str:
        """Where the run stands, in words."""
        elapsed = time.monotonic() - self.started
        left = ""
        if 5 <= self.done < self.total:
            pace = (time.monotonic() - self.first_done) / (self.done - 1)
            left = f" · about {_duration(pace * (self.total - self.done))} left"
        wrong = [counted(n, w) for n, w in ((self.failed, "failed"), (self.errors, "error")) if n]
        status = f" · {', '.join(wrong)}" if wrong else ""
        return f"{self.done}/{self.total} scenarios{status} · {_duration(elapsed)}{left}"

    @pytest.hookimpl(trylast=True)
    def pytest_collection_finish(self, session: pytest.Session) -> None:
        self.total = max(self.total, len(session.items))
        self._draw()

    def pytest_xdist_node_collection_finished(self, node, ids: list[str]) -> None:
        self.total = max(self.total, len(ids))

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.when == "call" or (report.when == "setup" and not report.passed):
            self.done += 1
            self.first_done = self.first_done or time.monotonic()
            self.failed += report.failed and report.when == "call"
            self.errors += report.failed and report.when == "setup"
            self._draw()

    @pytest.hookimpl(tryfirst=True)
    def pytest_sessionfinish(self) -> None:
        if self.live and self.total:
            sys.stdout.write("\r\x1b[K")  # the live line gives way to the summary
            sys.stdout.flush()

    def _draw(self) -> None:
        if not self.total:
            return
        if self.live:
            sys.stdout.write("\r\x1b[K" + self.line())
            sys.stdout.flush()
            return
        tenth = self.done * 10 // self.total
        if tenth != self._last_tenth:
            self._last_tenth = tenth
            print(self.line(), flush=True)


def _duration(seconds: float) -> str:
    seconds = round(seconds)
    return f"{seconds} s" if seconds < 60 else f"{seconds // 60} min {seconds % 60:02d} s"


def quiet_status(report: pytest.TestReport) -> tuple[str, str, str] | None:
    """pytest's own status of a report, without its letter (the progress line replaces the rows of letters)."""
    if report.when != "call" and report.passed:
        return "", "", ""
    category = "error" if report.when != "call" and report.failed else report.outcome
    return category, "", category.upper()
