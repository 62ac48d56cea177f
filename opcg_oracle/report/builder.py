"""Aggregate scenario results by clause and write index.html, report.md and results.json."""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import signal
import tempfile
import threading
from collections import Counter
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

from jinja2 import Environment, PackageLoader, select_autoescape

from opcg_oracle import __version__
from opcg_oracle.report.causes import group_failures, parting, reference_summary
from opcg_oracle.report.pictures import remove_unused, write_pictures
from opcg_oracle.rules.rulebook import DEFAULT_EDITION, RuleBook, load_rulebook
from opcg_oracle.shipped import shipped_suite
from opcg_oracle.yamlio import load_plain

RESULTS_FORMAT = 2
SCENARIO_STATUSES = ("passed", "failed", "error", "unsupported", "skipped")
CLAUSE_STATUSES = ("passed", "partial", "failed", "error", "unsupported", "skipped", "untested", "informative")


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


def clause_status(own: list[str], children: list[str], normative: bool) -> str:
    """A clause's status from its own scenarios and its children's statuses (honest coverage).

    Its own scenarios decide when it has some; else it is `passed` only when every normative child
    passed, `failed`/`error` when a child did, and `partial` when some children passed and others
    are untested, partial, unsupported or skipped.
    """
    if own:
        return aggregate(own)
    counted = [s for s in children if s != "informative"]
    if not counted or all(s == "untested" for s in counted):
        return "untested" if normative else "informative"
    for worst in ("failed", "error"):
        if worst in counted:
            return worst
    if all(s == "passed" for s in counted):
        return "passed"
    if any(s in ("passed", "partial") for s in counted):
        return "partial"
    return "unsupported" if "unsupported" in counted else "skipped" if "skipped" in counted else "untested"


def build_results(
    results: list[dict], engine: str, book: RuleBook | None = None, expectations: dict | None = None
) -> dict:
    """The results.json document: summary, root causes, every clause with its status, every scenario."""
    book = book or load_rulebook()
    results = sorted(results, key=lambda r: (r["feature"], r.get("line", 0)))
    by_clause: dict[str, list[dict]] = {}
    for result in results:
        for clause in result["rules"]:
            by_clause.setdefault(clause, []).append(result)
    clauses: dict[str, dict] = {}
    for clause in reversed(list(book)):  # children first, so a clause can aggregate them
        own = by_clause.get(clause.id, [])
        children = [clauses[c.id]["status"] for c in book.children(clause.id)]
        entry = {
            "status": clause_status([r["status"] for r in own], children, clause.normative),
            "scenarios": [r["id"] for r in own],
        }
        clauses[clause.id] = entry
    ordered = {c.id: clauses[c.id] for c in book}
    for clause_id, reason in unobservable_clauses(book.edition).items():
        if clause_id in ordered and not ordered[clause_id]["scenarios"]:
            ordered[clause_id]["unobservable"] = reason
    for clause_id, entry in needs_a_card(book.edition).items():
        if clause_id in ordered and not ordered[clause_id]["scenarios"]:
            ordered[clause_id]["needs_card"] = f"{entry['card']}: {entry['reason']}"
    for clause_id, counts in _below(book, ordered).items():
        ordered[clause_id]["below"] = counts
    engine_info = next((r["engine_info"] for r in results if r.get("engine_info")), {})
    document = {
        "format": RESULTS_FORMAT,
        "tool": {"name": "opcg-oracle", "version": __version__},
        "engine": engine,
        "engine_info": engine_info,
        "rules_edition": book.edition,
        "generated": datetime.now(UTC).isoformat(timespec="seconds"),
        "summary": _summary(results, ordered, book) | {"qa": _qa_counts(results)},
        "causes": group_failures(results),
        "unsupported": unsupported_reasons(results),
        "clauses": ordered,
        "scenarios": results,
    }
    if expectations is not None:
        document["expectations"] = expectations
    return document


# A card number (ST01-017, P-001, TEST-003), with the name an engine may give after it in brackets.
_CARD_NUMBER = re.compile(r"\b(?:[A-Z]{1,4}\d{0,2}-\d{3}|TEST-\d+)\b(?: \([^()]*(?:\([^()]*\)[^()]*)*\))?")


def _reason_kind(reason: str) -> tuple[str, list[str]]:
    """A reason's kind and its particulars: card numbers (with their names), or the list after its last colon.

    "card ST01-017 (Thousand Sunny) has effect text" → ("card … has effect text", ["ST01-017 (Thousand Sunny)"]);
    "… does not declare: TEST, OP01" → ("… does not declare", ["TEST", "OP01"]).
    """
    cards = [match.group(0) for match in _CARD_NUMBER.finditer(reason)]
    if cards:
        kind = _CARD_NUMBER.sub("…", reason)
        head, colon, tail = kind.rpartition(": ")
        if colon and set(tail.replace(",", " ").split()) == {"…"}:
            kind = head  # "unknown card numbers: …, …" is one kind whatever the list holds
        return kind, cards
    head, colon, tail = reason.rpartition(": ")
    if colon and tail and all(item.strip() and " " not in item.strip() for item in tail.split(",")):
        return head, [item.strip() for item in tail.split(",")]
    return reason, []


def unsupported_reasons(results: list[dict]) -> list[dict]:
    """Unsupported scenarios grouped by kind of reason, most frequent first: what the engine would need next.

    Each group: `reason` (the kind, particulars left out), `count` (scenarios), `items` (each card, set,
    keyword or feature it names, with how many scenarios need it, most first), `cards` (whether the
    items are cards) and `scenarios` (ids).
    """
    groups: dict[str, dict] = {}
    for result in results:
        if result["status"] == "unsupported":
            kind, items = _reason_kind(result.get("message") or "no reason given")
            group = groups.setdefault(kind, {"reason": kind, "count": 0, "items": Counter(), "scenarios": []})
            group["cards"] = bool(_CARD_NUMBER.search(result.get("message") or ""))
            group["count"] += 1
            group["items"].update(dict.fromkeys(items, 1))
            group["scenarios"].append(result["id"])
    ordered = sorted(groups.values(), key=lambda g: (-g["count"], g["reason"]))
    for group in ordered:
        group["items"] = [{"name": name, "count": n} for name, n in sorted(group["items"].items(), key=_most)]
    return ordered


def _most(item: tuple[str, int]) -> tuple:
    return (-item[1], item[0])


def unsupported_line(group: dict, shown: int = 8) -> str:
    """A group of unsupported scenarios in one line: "card … has effect text: 136 scenarios, 14 cards (…)"."""
    items = group["items"]
    line = f"{group['reason']}: {group['count']} scenario{'s' * (group['count'] != 1)}"
    if items:
        names = ", ".join(f"{i['name']} ×{i['count']}" if i["count"] > 1 else i["name"] for i in items[:shown])
        more = f", and {len(items) - shown} more" if len(items) > shown else ""
        unit = "card" if group.get("cards") else "item"
        line += f", {len(items)} {unit}{'s' * (len(items) != 1)} ({names}{more})"
    return line


def unobservable_clauses(edition: str = DEFAULT_EDITION) -> dict[str, str]:
    """The reviewed list of an edition's clauses no scenario can observe, with the reason for each
    (features/UNOBSERVABLE.yaml for ver.1.1.6, UNOBSERVABLE-<edition>.yaml for another, in the shipped
    suite): a statement about the rules, so it holds for every suite and engine."""
    name = "UNOBSERVABLE.yaml" if edition == DEFAULT_EDITION else f"UNOBSERVABLE-{edition}.yaml"
    listed = shipped_suite() / "features" / name
    return (load_plain(listed.read_text(encoding="utf-8")) or {}) if listed.is_file() else {}


def _qa_counts(results: list[dict]) -> dict:
    """The official Q&A entries (rules/data/qa.yaml): covered by scenarios of this run that passed or failed."""
    from opcg_oracle.rules.qa import qa_summary

    shown: dict[str, list[str]] = {}
    for result in results:
        for entry_id in result.get("qa", []):
            shown.setdefault(entry_id, []).append(result["id"])
    return qa_summary({r["id"]: r["status"] for r in results}, shown)


def needs_a_card(edition: str = DEFAULT_EDITION) -> dict[str, dict]:
    """The reviewed list of an edition's clauses only a card we have not written could show, with that card and
    why (features/NEEDS_CARD.yaml for ver.1.1.6, NEEDS_CARD-<edition>.yaml for another): untested, not
    unobservable."""
    name = "NEEDS_CARD.yaml" if edition == DEFAULT_EDITION else f"NEEDS_CARD-{edition}.yaml"
    listed = shipped_suite() / "features" / name
    return (load_plain(listed.read_text(encoding="utf-8")) or {}) if listed.is_file() else {}


def _summary(results: list[dict], clauses: dict[str, dict], book: RuleBook) -> dict:
    scenario_counts = Counter(r["status"] for r in results)
    rules = [c for c in book if c.kind == "rule"]
    chapters = []
    for chapter in book.top_level():
        inside = [c for c in rules if c.id == chapter.id or c.id.startswith(chapter.id + "-")]
        normative = [c for c in inside if c.normative]
        # Coverage is over the observable clauses: the unobservable ones are counted apart, not as untested.
        observable = [c for c in normative if "unobservable" not in clauses[c.id]]
        tested = [c for c in observable if clauses[c.id]["scenarios"]]
        passing = [c for c in observable if clauses[c.id]["status"] == "passed"]
        partial = [c for c in observable if clauses[c.id]["status"] == "partial"]
        chapters.append(
            {
                "id": chapter.id,
                "title": chapter.en,
                "rules": len(normative),
                "unobservable": len(normative) - len(observable),
                "tested": len(tested),
                "passed": len(passing),
                "partial": len(partial),
                "coverage": round(100 * len(tested) / len(observable), 1) if observable else 0.0,
                "passing": round(100 * len(passing) / len(observable), 1) if observable else 0.0,
            }
        )
    return {
        "scenarios": {s: scenario_counts.get(s, 0) for s in SCENARIO_STATUSES} | {"total": len(results)},
        "clauses": {s: sum(1 for c in rules if clauses[c.id]["status"] == s) for s in CLAUSE_STATUSES}
        | {"total": len(rules)},
        "chapters": chapters,
    }


def _below(book: RuleBook, clauses: dict[str, dict]) -> dict[str, dict]:
    """For each clause with sub-clauses: counts of the normative rules below it (all, tested, passed)."""
    below = {}
    for clause in book:
        rules = [c for c in book.descendants(clause.id) if c.kind == "rule" and c.normative]
        if rules:
            below[clause.id] = {
                "rules": len(rules),
                "tested": sum(1 for c in rules if clauses[c.id]["scenarios"]),
                "passed": sum(1 for c in rules if clauses[c.id]["status"] == "passed"),
            }
    return below


_MARKDOWN_ESCAPES = str.maketrans(
    {
        "\\": "\\\\",
        "`": "\\`",
        "*": "\\*",
        "_": "\\_",
        "[": "\\[",
        "]": "\\]",
        "|": "\\|",
        "&": "&amp;",
        "<": "&lt;",
        ">": "&gt;",
        "\n": " ",
        "\r": " ",
    }
)


def markdown_escape(value: object) -> str:
    """Text safe inside a Markdown line or table cell: no HTML, no code spans, links or cell breaks."""
    return "" if value is None else str(value).translate(_MARKDOWN_ESCAPES)


def environment(autoescape: bool = True) -> Environment:
    """The report templates: HTML is autoescaped; in Markdown every expression is Markdown-escaped."""
    return Environment(
        loader=PackageLoader("opcg_oracle.report", "templates"),
        autoescape=select_autoescape(["html", "j2"]) if autoescape else False,
        finalize=None if autoescape else markdown_escape,
        trim_blocks=True,
        lstrip_blocks=True,
    )


def engine_label(document: dict) -> str:
    """The engine as its author knows it: name and version from `hello`, else the --engine value."""
    info = document.get("engine_info") or {}
    name = info.get("name") or document["engine"]
    return f"{name} {info['version']}" if info.get("version") else name


def _chapters_of(rules: list[str]) -> list[str]:
    return sorted({rule.split("-", 1)[0] for rule in rules}, key=lambda c: int(c) if c.isdigit() else 0)


def _page_board(state: dict | None) -> dict | None:
    """A board as the page shows it: hidden zones (deck, Life) as counts, open ones as card numbers."""
    if not state or not isinstance(state.get("players"), dict):
        return state
    players = {}
    for name, player in state["players"].items():
        player = dict(player)
        for zone in ("deck", "life"):
            if isinstance(player.get(zone), list):
                player[zone] = len(player[zone])
        for zone in ("hand", "trash", "stage"):
            if isinstance(player.get(zone), list):
                player[zone] = [c.get("card") if isinstance(c, dict) else c for c in player[zone]]
        players[name] = player
    return {**state, "players": players}


def page_details(document: dict, pictures: list[dict] | None = None) -> str:
    """What the page renders only when a scenario is opened (steps with the engine's answers, boards), as JSON.

    pictures: per scenario, the paths of its boards' pictures (report.pictures). Compact, and safe inside
    a <script> element: <, > and & are escaped as JSON escapes.
    """
    pictures = pictures or [{} for _ in document["scenarios"]]
    details = [
        {
            "message": r.get("message"),
            "description": r.get("description"),
            "steps": r.get("steps"),
            "board": r.get("board"),
            "before": _page_board(r.get("before")),
            "after": _page_board(r.get("after")),
            **({"reference_after": _page_board(r["reference_after"])} if r.get("reference_after") else {}),
            **({"reference_stopped": r["reference_stopped"]} if r.get("reference_stopped") else {}),
            **({"pictures": drawn} if drawn else {}),
            **_page_parting(r),
        }
        for r, drawn in zip(document["scenarios"], pictures, strict=True)
    ]
    text = json.dumps(details, ensure_ascii=False, separators=(",", ":"), default=str)
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def _page_parting(result: dict) -> dict:
    """For a failing scenario, the step where its engine parts from the rules, marked on the opened page."""
    where = parting(result)
    if where is None:
        return {}
    return {"parting": {"index": where["index"], "words": where["words"], "event": where["event"]}}


def dump_results(document: dict) -> str:
    """results.json text: one top-level field a line and one scenario a line (readable, and fast to write)."""

    def dumps(value: object) -> str:
        return json.dumps(value, ensure_ascii=False, default=str)

    fields = []
    for key, value in document.items():
        if key in ("scenarios", "causes", "unsupported") and value:
            inner = ",\n  ".join(dumps(item) for item in value)
            fields.append(f"{dumps(key)}: [\n  {inner}\n ]")
        elif key == "clauses":
            inner = ",\n  ".join(f"{dumps(k)}: {dumps(v)}" for k, v in value.items())
            fields.append(f"{dumps(key)}: {{\n  {inner}\n }}")
        else:
            fields.append(f"{dumps(key)}: {dumps(value)}")
    return "{\n " + ",\n ".join(fields) + "\n}\n"


def write_report(
    results: list[dict],
    directory: Path,
    engine: str,
    expectations: dict | None = None,
    complete: bool = True,
    edition: str = DEFAULT_EDITION,
) -> Path:
    """Write index.html, report.md and results.json into directory; returns the HTML path.

    complete is False for a run that stopped early (interrupted, -x): its report says so. The results'
    clause ids are already those of edition, the edition the run judged."""
    book = load_rulebook(edition)
    document = build_results(results, engine, book, expectations)
    document["complete"] = complete
    directory.mkdir(parents=True, exist_ok=True)
    pictures = write_pictures(document["scenarios"], directory, write_atomic)
    index = {r["id"]: number for number, r in enumerate(document["scenarios"])}
    found = document.get("expectations") or {}
    marks = {sid: "regression" for sid in found.get("regressions", [])}
    marks |= {sid: "unexpected pass" for sid in found.get("unexpected_passes", [])}
    context = {
        "doc": document,
        "book": book,
        "label": engine_label(document),
        "index": index,
        "marks": marks,
        "chapters_of": _chapters_of,
        "features": sorted({r["feature"] for r in document["scenarios"]}),
        "clauses": document["clauses"],
        "details": page_details(document, pictures),
        "unsupported_line": unsupported_line,
        "reference_summary": reference_summary,
    }
    files = {
        "index.html": environment().get_template("index.html.j2").render(**context),
        "report.md": environment(autoescape=False).get_template("report.md.j2").render(**context),
        "results.json": dump_results(document),
    }
    write_together(directory, files)
    remove_unused(directory, pictures)
    return directory / "index.html"


def write_together(directory: Path, files: dict[str, str]) -> None:
    """Put a report's files in place as one: each is written whole beside the others first, then all are moved in
    with SIGINT and SIGTERM held back, so an interruption leaves the earlier report whole or this one, never a mix
    and never a temporary file. A signal that came meanwhile is acted on once the files are in place."""
    staging = Path(tempfile.mkdtemp(dir=directory, prefix=".staging-"))
    try:
        for name, text in files.items():
            (staging / name).write_text(text, encoding="utf-8")
            _readable(staging / name)
        with _signals_held():
            for name in files:  # results.json last: a reader that finds it finds the pages of the same run
                os.replace(staging / name, directory / name)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    for stale in directory.glob(".staging-*"):  # left by a run killed outright (SIGKILL) mid-write
        shutil.rmtree(stale, ignore_errors=True)


@contextlib.contextmanager
def _signals_held() -> Iterator[None]:
    """SIGINT and SIGTERM noted, not acted on, inside the block; acted on, as before, right after it.

    Python runs signal handlers in the main thread whichever thread the system gave the signal to, so the
    handlers themselves are swapped (main thread only; elsewhere the block runs as it is)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    came: list[int] = []
    previous = {s: signal.signal(s, lambda number, frame: came.append(number)) for s in (signal.SIGINT, signal.SIGTERM)}
    try:
        yield
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)
        for number in dict.fromkeys(came):
            signal.raise_signal(number)


def _readable(path: Path) -> None:
    mask = os.umask(0)  # mkdtemp makes the folder private; the report is as readable as any new file
    os.umask(mask)
    os.chmod(path, 0o666 & ~mask)


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
