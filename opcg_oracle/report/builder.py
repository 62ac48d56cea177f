"""Aggregate scenario results by clause and write index.html, report.md and results.json."""

from __future__ import annotations

import json
import os
import tempfile
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path

from jinja2 import Environment, PackageLoader, select_autoescape

from opcg_oracle import __version__
from opcg_oracle.rules.rulebook import RuleBook, load_rulebook

RESULTS_FORMAT = 1
SCENARIO_STATUSES = ("passed", "failed", "error", "unsupported", "skipped")
CLAUSE_STATUSES = (*SCENARIO_STATUSES, "untested", "informative")


def aggregate(statuses: list[str]) -> str:
    """One status for several scenarios: any failure or error shows; passed needs one pass and no failure."""
    if not statuses:
        return "untested"
    for worst in ("failed", "error"):
        if worst in statuses:
            return worst
    if "passed" in statuses:
        return "passed"
    return "unsupported" if "unsupported" in statuses else "skipped"


def build_results(
    results: list[dict], engine: str, book: RuleBook | None = None, expectations: dict | None = None
) -> dict:
    """The results.json document: summary, every clause with its status, every scenario."""
    book = book or load_rulebook()
    results = sorted(results, key=lambda r: (r["feature"], r.get("line", 0)))
    by_clause: dict[str, list[dict]] = {}
    for result in results:
        for clause in result["rules"]:
            by_clause.setdefault(clause, []).append(result)
    clauses: dict[str, dict] = {}
    for clause in reversed(list(book)):  # children first, so headings can aggregate them
        own = by_clause.get(clause.id, [])
        status = aggregate([r["status"] for r in own])
        if status == "untested":
            below = [clauses[c.id]["status"] for c in book.children(clause.id)]
            tested = [s for s in below if s not in ("untested", "informative")]
            if tested:
                status = aggregate(tested)
            elif not clause.normative:
                status = "informative"
        clauses[clause.id] = {"status": status, "scenarios": [r["id"] for r in own]}
    ordered = {c.id: clauses[c.id] for c in book}
    engine_info = next((r["engine_info"] for r in results if r.get("engine_info")), {})
    document = {
        "format": RESULTS_FORMAT,
        "tool": {"name": "opcg-oracle", "version": __version__},
        "engine": engine,
        "engine_info": engine_info,
        "rules_edition": book.edition,
        "generated": datetime.now(UTC).isoformat(timespec="seconds"),
        "summary": _summary(results, ordered, book),
        "clauses": ordered,
        "scenarios": results,
    }
    if expectations is not None:
        document["expectations"] = expectations
    return document


def _summary(results: list[dict], clauses: dict[str, dict], book: RuleBook) -> dict:
    scenario_counts = Counter(r["status"] for r in results)
    rules = [c for c in book if c.kind == "rule"]
    chapters = []
    for chapter in book.top_level():
        inside = [c for c in rules if c.id == chapter.id or c.id.startswith(chapter.id + "-")]
        normative = [c for c in inside if c.normative]
        tested = [c for c in normative if clauses[c.id]["scenarios"]]
        passing = [c for c in tested if clauses[c.id]["status"] == "passed"]
        chapters.append(
            {
                "id": chapter.id,
                "title": chapter.en,
                "rules": len(normative),
                "tested": len(tested),
                "passed": len(passing),
                "coverage": round(100 * len(tested) / len(normative), 1) if normative else 0.0,
            }
        )
    return {
        "scenarios": {s: scenario_counts.get(s, 0) for s in SCENARIO_STATUSES} | {"total": len(results)},
        "clauses": {s: sum(1 for c in rules if clauses[c.id]["status"] == s) for s in CLAUSE_STATUSES}
        | {"total": len(rules)},
        "chapters": chapters,
    }


def _reach(book: RuleBook, clauses: dict[str, dict]) -> dict[str, tuple[int, int]]:
    """For each clause with sub-clauses: (normative rules below it that have scenarios, all of them)."""
    reach = {}
    for clause in book:
        below = [c for c in book.descendants(clause.id) if c.kind == "rule" and c.normative]
        if below:
            reach[clause.id] = (sum(1 for c in below if clauses[c.id]["scenarios"]), len(below))
    return reach


def environment(autoescape: bool = True) -> Environment:
    """The report templates; HTML is autoescaped, Markdown is not."""
    return Environment(
        loader=PackageLoader("opcg_oracle.report", "templates"),
        autoescape=select_autoescape(["html", "j2"]) if autoescape else False,
        trim_blocks=True,
        lstrip_blocks=True,
    )


def write_report(
    results: list[dict], directory: Path, engine: str, expectations: dict | None = None, complete: bool = True
) -> Path:
    """Write index.html, report.md and results.json into directory; returns the HTML path.

    complete is False for a run that stopped early (interrupted, -x): its report says so."""
    book = load_rulebook()
    document = build_results(results, engine, book, expectations)
    document["complete"] = complete
    directory.mkdir(parents=True, exist_ok=True)
    write_atomic(directory / "results.json", json.dumps(document, ensure_ascii=False, indent=1))
    env = environment()
    scenarios = {r["id"]: r for r in document["scenarios"]}
    context = {
        "doc": document,
        "book": book,
        "scenarios": scenarios,
        "clauses": document["clauses"],
        "reach": _reach(book, document["clauses"]),
    }
    html = env.get_template("index.html.j2").render(**context)
    write_atomic(directory / "index.html", html)
    markdown = environment(autoescape=False).get_template("report.md.j2").render(**context)
    write_atomic(directory / "report.md", markdown)
    return directory / "index.html"


def write_atomic(path: Path, text: str) -> None:
    """Write a file whole or not at all: a reader never sees half of it, a crash never leaves half of it."""
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
        mask = os.umask(0)  # mkstemp makes the file private; the report is as readable as any new file
        os.umask(mask)
        os.chmod(temporary, 0o666 & ~mask)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
