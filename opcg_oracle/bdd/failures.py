"""How a scenario's step ends when it does not pass: a failure (the engine is wrong) or unsupported."""

from __future__ import annotations

import pytest


def unsupported(reason: str) -> None:
    """The engine lacks something the scenario needs: counted apart, as pytest counts a skip."""
    pytest.skip(f"{UNSUPPORTED_PREFIX} {reason}")


UNSUPPORTED_PREFIX = "unsupported:"


class ScenarioFailure(AssertionError):
    """The engine answered, and the answer is not what the rules say."""
