"""Compare several runs: a clauses × engines matrix (HTML, Markdown) and a badge per engine."""

from __future__ import annotations

import json
import re
from pathlib import Path

from opcg_oracle.report.builder import engine_label, environment
from opcg_oracle.rules.rulebook import load_rulebook
from opcg_oracle.yamlio import InputError

READABLE_FORMATS = (1, 2)  # format 2 added the `partial` clause status, `causes`, `unsupported`


def compliance(document: dict) -> float:
    """Per cent of the supported scenarios (neither unsupported nor skipped) that passed."""
    counts = document["summary"]["scenarios"]
    ran = counts["total"] - counts["unsupported"] - counts["skipped"]
    return round(100 * counts["passed"] / ran, 1) if ran else 0.0


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "engine"


def _unique(names: list[str], joiner: str) -> list[str]:
    """The names, with -2, -3 ... added to repeats so that no two are the same."""
    seen: dict[str, int] = {}
    out = []
    for name in names:
        seen[name] = seen.get(name, 0) + 1
        out.append(name if seen[name] == 1 else f"{name}{joiner}{seen[name]}")
    return out


def run_labels(documents: list[dict], paths: list[Path]) -> list[str]:
    """A distinct column header per run: engine name and version, and the run's folder and time when needed."""
    labels = [engine_label(d) for d in documents]
    labels = [
        f"{label} ({path.resolve().parent.name}, {d.get('generated', '')})" if labels.count(label) > 1 else label
        for label, d, path in zip(labels, documents, paths, strict=True)
    ]
    return _unique(labels, " #")


def badge(document: dict) -> dict:
    """A shields.io endpoint badge that says what it counts: passed of supported, supported of all."""
    counts = document["summary"]["scenarios"]
    supported = counts["total"] - counts["unsupported"] - counts["skipped"]
    score = compliance(document)
    color = "brightgreen" if score >= 99 else "green" if score >= 90 else "yellow" if score >= 70 else "red"
    if not supported:
        color = "lightgrey"
    message = f"{counts['passed']}/{supported} passed ({score}%), {supported}/{counts['total']} supported"
    return {
        "schemaVersion": 1,
        "label": f"OPCG rules {document.get('rules_edition', '1.1.6')}",
        "message": message,
        "color": color,
    }


def load_results(paths: list[Path]) -> list[dict]:
    """Read results.json files, checking that they are results of this tool."""
    documents = []
    for path in paths:
        try:
            document = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as error:
            raise InputError(None, f"cannot read results: {error}", str(path)) from None
        problem = results_problem(document)
        if problem:
            raise InputError(None, f"not an opcg-oracle results.json (format 1 or 2): {problem}", str(path))
        documents.append(document)
    return documents


def results_problem(document: object) -> str:
    """What keeps a parsed results.json from being read as one ("" when nothing): the first thing wrong."""
    if not isinstance(document, dict):
        return f"the top level is a {type(document).__name__}, expected an object"
    if document.get("format") not in READABLE_FORMATS:
        return f"'format' is {document.get('format')!r}, expected 1 or 2"
    if not isinstance(document.get("engine"), str):
        return "'engine' is missing or not a string"
    scenarios = document.get("scenarios")
    if not isinstance(scenarios, list) or not all(
        isinstance(s, dict) and isinstance(s.get("id"), str) and isinstance(s.get("status"), str) for s in scenarios
    ):
        return "'scenarios' must be a list of objects, each with a string 'id' and 'status'"
    clauses = document.get("clauses")
    if not isinstance(clauses, dict) or not all(
        isinstance(c, dict) and isinstance(c.get("status"), str) and isinstance(c.get("scenarios"), list)
        for c in clauses.values()
    ):
        return "'clauses' must map each clause id to an object with 'status' and 'scenarios'"
    counts = document.get("summary", {}).get("scenarios") if isinstance(document.get("summary"), dict) else None
    keys = ("total", "passed", "unsupported", "skipped")
    if not isinstance(counts, dict) or not all(isinstance(counts.get(k), int) for k in keys):
        return f"'summary.scenarios' must count {', '.join(keys)}"
    return ""


def write_comparison(paths: list[Path], out: Path) -> dict[str, Path]:
    """Write matrix.html, matrix.md and badges/<engine>.json; returns what was written."""
    documents = load_results(paths)
    # Clause ids are an edition's own: runs judged by different editions cannot share one matrix.
    found = {d.get("rules_edition", "1.1.6") for d in documents}
    if len(found) > 1:
        by_file = ", ".join(f"{p} ({d.get('rules_edition', '1.1.6')})" for p, d in zip(paths, documents, strict=True))
        raise InputError(None, f"these results judge different rules editions; compare one at a time: {by_file}")
    book = load_rulebook(found.pop())
    labels = run_labels(documents, paths)
    # A badge is named after the engine and its version; two runs of one engine also by the run (folder, time).
    slugs = _unique([_slug(label) for label in labels], "-")
    engines = [
        {"label": lb, "slug": slug, "score": compliance(d), "doc": d}
        for lb, slug, d in zip(labels, slugs, documents, strict=True)
    ]
    untested = {"status": "untested", "scenarios": []}  # a clause a run does not list (a partial file)
    tested = [
        c for c in book if c.kind == "rule" and any(d["clauses"].get(c.id, untested)["scenarios"] for d in documents)
    ]
    rows = [{"clause": c, "cells": [d["clauses"].get(c.id, untested)["status"] for d in documents]} for c in tested]
    # Where the engines disagree is what a reader came for: those rows first, then the rest.
    differing = [r for r in rows if len(set(r["cells"])) > 1]
    rows = differing + [r for r in rows if len(set(r["cells"])) == 1]
    out.mkdir(parents=True, exist_ok=True)
    (out / "badges").mkdir(exist_ok=True)
    written = {}
    env = environment()
    context = {"engines": engines, "rows": rows, "differing": len(differing), "edition": book.edition}
    written["html"] = out / "matrix.html"
    written["html"].write_text(env.get_template("matrix.html.j2").render(**context), encoding="utf-8")
    markdown = environment(autoescape=False)
    written["md"] = out / "matrix.md"
    written["md"].write_text(markdown.get_template("matrix.md.j2").render(**context), encoding="utf-8")
    for engine in engines:
        path = out / "badges" / f"{engine['slug']}.json"
        path.write_text(json.dumps(badge(engine["doc"])) + "\n", encoding="utf-8")
        written[f"badge:{engine['slug']}"] = path
    return written
