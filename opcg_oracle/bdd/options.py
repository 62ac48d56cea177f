"""Checks of a run's options, made once before anything runs; the CLI and the pytest plugin share them.

(The --engine value is checked by opcg_oracle.adapters.factory, which also starts the engine once.)
Each check returns what is wrong as one sentence ("" when the value is good), so each caller can name
the option the way its user wrote it (`--report-dir` on the CLI, `--rules-report` under pytest).
"""

from __future__ import annotations

import math
import tempfile
from pathlib import Path


def seconds_problem(value: object) -> str:
    """What is wrong with a number of seconds to wait (it must be finite and above 0)."""
    try:
        seconds = float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return f"expected a number of seconds above 0, got {value!r}"
    if not math.isfinite(seconds) or seconds <= 0:
        return f"expected a number of seconds above 0, got {value}"
    return ""


def output_file_problem(path: Path, what: str) -> str:
    """What keeps a file from being written at path ("" when nothing): a folder there, or a folder that
    cannot be written. Nothing is created."""
    if path.is_dir():
        return f"{path} is a folder, expected a file for {what}"
    folder = path.absolute().parent
    if not folder.is_dir():
        return f"cannot write {what} to {path}: folder {folder} does not exist"
    try:
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as error:
        return f"cannot write {what} to {path}: {error.strerror or error}"
    return ""


def report_dir_problem(path: Path, what: str = "the report") -> str:
    """What keeps the report from being written into path (it must be, or can become, a writable folder).

    Nothing is created: a pytest run that writes no report (unrelated tests) leaves no empty folder behind.
    """
    if path.exists() and not path.is_dir():
        return f"{path} is a file, expected a folder for {what}"
    existing = next((p for p in (path, *path.absolute().parents) if p.exists()), None)
    if existing is None or not existing.is_dir():
        return f"cannot write {what} into {path}: {existing} is not a folder"
    try:  # access() trusts permission bits only (not read-only mounts), so a real, deleted write decides
        with tempfile.TemporaryFile(dir=existing):
            pass
    except OSError as error:
        return f"cannot write {what} into {path}: {error.strerror or error}"
    return ""
