"""Pictures of each scenario's boards (before, after, the reference engine's after) beside the report page.

Each picture is an SVG file in the report's boards/ folder, named after a hash of its content, so that
the many scenarios that start from the same board share one file; the page loads a picture only when its
scenario is opened, so a page of 1,000 scenarios stays as small and quick as one without pictures.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

from opcg_oracle.judge.draw import draw_board

FOLDER = "boards"
BOARDS = ("before", "after", "reference_after")


def write_pictures(scenarios: list[dict], directory: Path, write) -> list[dict]:
    """Draw each scenario's boards into directory/boards; per scenario, each board's picture path (or none).

    Pictures are named by their content, so drawing them beside an earlier report's never changes what that
    report shows; the earlier ones are removed (remove_unused) once the new report is in place.

    write(path, text) writes one file (the report's atomic writer). A board the picture cannot show (an
    engine's malformed state) has no picture; its table on the page still shows what there is.
    """
    folder = directory / FOLDER
    drawn: dict[str, str] = {}  # the board's JSON text → its picture's path relative to the page
    pictures = []
    for scenario in scenarios:
        paths = {}
        for name in BOARDS:
            state = scenario.get(name)
            if isinstance(state, dict) and isinstance(state.get("players"), dict):
                key = json.dumps(state, sort_keys=True, default=str)
                if key not in drawn:
                    drawn[key] = _draw(state, folder, write)
                if drawn[key]:
                    paths[name] = drawn[key]
        pictures.append(paths)
    return pictures


def remove_unused(directory: Path, pictures: list[dict]) -> None:
    """Once the new report is in place: pictures of an earlier report that it does not show go."""
    _remove_others(directory / FOLDER, {Path(p).name for paths in pictures for p in paths.values()})


def _draw(state: dict, folder: Path, write) -> str:
    try:
        svg = draw_board(state)
    except (KeyError, TypeError, ValueError, AttributeError):  # not a board the picture understands
        return ""
    name = hashlib.sha1(svg.encode("utf-8")).hexdigest()[:16] + ".svg"
    folder.mkdir(exist_ok=True)
    if not (folder / name).exists():
        write(folder / name, svg)
    return f"{FOLDER}/{name}"


_OURS = re.compile(r"[0-9a-f]{16}\.svg")  # the names _draw gives; any other file in the folder is not ours


def _remove_others(folder: Path, keep: set[str]) -> None:
    """Pictures of an earlier report in the same folder go (only files named as ours, never a user's)."""
    if folder.is_dir():
        for old in folder.glob("*.svg"):
            if _OURS.fullmatch(old.name) and old.name not in keep:
                old.unlink(missing_ok=True)
