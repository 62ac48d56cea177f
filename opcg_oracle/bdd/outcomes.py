"""How a scenario's steps end: the record of each step as it ran, and the two ways a step does not pass (a
failure: the engine is wrong; unsupported: it lacks what the scenario needs)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest


def unsupported(reason: str) -> None:
    """The engine lacks something the scenario needs: counted apart, as pytest counts a skip."""
    pytest.skip(f"{UNSUPPORTED_PREFIX} {reason}")


UNSUPPORTED_PREFIX = "unsupported:"


class ScenarioFailure(AssertionError):
    """The engine answered, and the answer is not what the rules say."""


@dataclass
class StepRecord:
    """A step as it ran: keyword, text, line, status and message."""

    keyword: str
    text: str
    line: int
    status: str = "passed"
    message: str = ""
    exchanges: list[dict] = field(default_factory=list)  # what was sent to the engine and what it answered
