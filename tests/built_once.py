"""Folders built once per test run and shared by every xdist worker (a fixture alone is built once per worker)."""

from __future__ import annotations

import fcntl
import os
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest


def built_once(tmp_path_factory: pytest.TempPathFactory, name: str, build: Callable[[Path], None]) -> Path:
    """A folder that `build` fills once per test run, shared by every xdist worker: the first worker to ask builds
    it under a lock while the others wait, then all read it. A module or session fixture alone is built again by
    each worker that runs one of its tests (the whole suite through Node twice, two wheel builds racing in the
    checkout's build/ folder)."""
    root = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        root = root.parent  # the base folder all workers share
    folder, done = root / name, root / f"{name}.built"
    with open(root / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not done.exists():  # a build that failed left no mark: the next worker tries again, and fails alike
            shutil.rmtree(folder, ignore_errors=True)
            folder.mkdir()
            build(folder)
            done.touch()
    return folder
