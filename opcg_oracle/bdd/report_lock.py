"""One run per report folder: a lock held for the whole run, which the system releases if the run dies."""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

try:
    import fcntl
except ImportError:  # not on POSIX: no lock, as before
    fcntl = None


class ReportFolderBusy(Exception):
    """Another run writes its report into the same folder."""


def lock_report_folder(directory: Path) -> int | None:
    """Hold the folder's lock (a descriptor of the folder itself), or raise ReportFolderBusy.

    Only a folder that exists is locked (a run that writes no report leaves no folder behind). The lock is the
    folder's own flock, so no file is added to the report, and the system lets it go when its holder ends,
    however it ends: a lock left by a dead run is simply taken over."""
    if fcntl is None or not directory.is_dir():
        return None
    descriptor = os.open(directory, os.O_RDONLY)
    try:
        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        os.close(descriptor)
        raise ReportFolderBusy(
            f"the report folder {directory} is in use by another run; wait for it to end, or give another folder "
            "(verify --report-dir DIR, pytest --rules-report DIR)"
        ) from None
    return descriptor


def release(descriptor: int | None) -> None:
    """Let the folder's lock go."""
    if descriptor is not None:
        with contextlib.suppress(OSError):
            os.close(descriptor)
