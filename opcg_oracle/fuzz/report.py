"""The campaign's summary files: fuzz.json (the data), fuzz.md and fuzz.html (in the rules report's style)."""

from __future__ import annotations

import json
from pathlib import Path

from jinja2 import Environment, PackageLoader, select_autoescape

from opcg_oracle.report.builder import markdown_escape, write_atomic


def _environment(html: bool) -> Environment:
    return Environment(
        loader=PackageLoader("opcg_oracle.fuzz", "templates"),
        autoescape=select_autoescape(["html.j2"]) if html else False,
        finalize=None if html else markdown_escape,
        trim_blocks=True,
        lstrip_blocks=True,
    )


def write_summary(summary: dict, out: Path) -> list[Path]:
    """Write fuzz.json, fuzz.md and fuzz.html into out; the paths written."""
    out.mkdir(parents=True, exist_ok=True)
    paths = [out / "fuzz.json", out / "fuzz.md", out / "fuzz.html"]
    write_atomic(paths[0], json.dumps(summary, indent=2, ensure_ascii=False) + "\n")
    write_atomic(paths[1], _environment(False).get_template("fuzz.md.j2").render(s=summary))
    write_atomic(paths[2], _environment(True).get_template("fuzz.html.j2").render(s=summary))
    return paths
