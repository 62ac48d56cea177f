"""Compare several runs: a clauses × engines matrix (HTML, Markdown) and a badge per engine."""

from __future__ import annotations

import json
import re
from pathlib import Path

from opcg_oracle.report.builder import RESULTS_FORMAT, environment
from opcg_oracle.rules.rulebook import load_rulebook
from opcg_oracle.yamlio import InputError


def compliance(document: dict) -> float:
    """Per cent of the scenarios run (neither unsupported nor skipped) that passed."""
    counts = document["summary"]["scenarios"]
    ran = counts["total"] - counts["unsupported"] - counts["skipped"]
    return round(100 * counts["passed"] / ran, 1) if ran else 0.0


def _label(document: dict) -> str:
    info = document.get("engine_info") or {}
    name = info.get("name") or document["engine"]
    return f"{name} {info['version']}" if info.get("version") else name


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "engine"


def badge(document: dict) -> dict:
    """A shields.io endpoint badge with the engine's compliance."""
    score = compliance(document)
    color = "brightgreen" if score >= 99 else "green" if score >= 90 else "yellow" if score >= 70 else "red"
    return {"schemaVersion": 1, "label": "OPCG rules 1.1.6", "message": f"{score}%", "color": color}


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
            raise InputError(None, f"not an opcg-oracle results.json (format {RESULTS_FORMAT}): {problem}", str(path))
        documents.append(document)
    return documents


def results_problem(document: object) -> str:
    """What keeps a parsed results.json from being read as one ("" when nothing): the first thing wrong."""
    if not isinstance(document, dict):
        return f"the top level is a {type(document).__name__}, expected an object"
    if document.get("format") != RESULTS_FORMAT:
        return f"'format' is {document.get('format')!r}, expected {RESULTS_FORMAT}"
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
    book = load_rulebook()
    labels = [_label(d) for d in documents]
    labels = [
        f"{label} ({d['engine']})" if labels.count(label) > 1 else label
        for label, d in zip(labels, documents, strict=True)
    ]
    engines = [
        {"label": lb, "slug": _slug(lb), "score": compliance(d), "doc": d}
        for lb, d in zip(labels, documents, strict=True)
    ]
    untested = {"status": "untested", "scenarios": []}  # a clause a run does not list (a partial file)
    tested = [
        c for c in book if c.kind == "rule" and any(d["clauses"].get(c.id, untested)["scenarios"] for d in documents)
    ]
    rows = [{"clause": c, "cells": [d["clauses"].get(c.id, untested)["status"] for d in documents]} for c in tested]
    out.mkdir(parents=True, exist_ok=True)
    (out / "badges").mkdir(exist_ok=True)
    written = {}
    env = environment()
    context = {"engines": engines, "rows": rows, "edition": book.edition}
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
