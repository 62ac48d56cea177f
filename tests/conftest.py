"""Shared fixtures of the test suite."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from opcg_oracle.rules.rulebook import RuleBook, load_rulebook

REPO = Path(__file__).resolve().parents[1]

# The tests start well over a hundred Python processes (verify, engines, installs); with bytecode never written
# (PYTHONDONTWRITEBYTECODE set by the machine) each would compile every module it imports again. Compiled once,
# shared by all: the files go to __pycache__ folders, which git ignores.
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
SEED = REPO.parent / "shared" / "seeds" / "002_f359bff3584f7cad.txt"


@pytest.fixture(scope="session")
def book() -> RuleBook:
    return load_rulebook()


@pytest.fixture(scope="session")
def seed_text() -> str:
    if not SEED.exists():
        pytest.skip(f"the source text {SEED} is not beside the checkout")
    return SEED.read_text(encoding="utf-8")
