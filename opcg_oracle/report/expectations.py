"""Per-engine expectation files: known failures, so that they do not hide new ones.

    # expectations/example-js.yaml
    engine: example-js
    scenarios:
      "7-1_attacks_and_battles.feature::A leader attacking a leader of equal power deals 1 damage":
        status: failed
        reason: ties go to the defender in this engine
        bug: https://example.org/issues/12
    clauses:
      "6-5-5-2": {status: failed, reason: DON!! power counts on both turns}

A scenario's expected status is its own entry, else that of the first of its clauses that has an
entry, else `passed`.
"""

from __future__ import annotations

import difflib
import json
from dataclasses import dataclass, field
from pathlib import Path

from opcg_oracle.rules.rulebook import load_rulebook
from opcg_oracle.yamlio import InputError, Map, check_keys, load_file, position_of

STATUSES = ("passed", "failed", "error", "unsupported", "skipped")
_ENTRY_KEYS = ("status", "reason", "bug")


@dataclass
class Expectations:
    """What one engine is expected to do, by scenario id and by clause id."""

    source: str
    engine: str = ""
    scenarios: dict[str, dict] = field(default_factory=dict)
    clauses: dict[str, dict] = field(default_factory=dict)

    def expected(self, result: dict) -> dict:
        """The expected status (and reason, bug) of a scenario result."""
        if result["id"] in self.scenarios:
            return self.scenarios[result["id"]]
        for clause in result["rules"]:
            if clause in self.clauses:
                return self.clauses[clause]
        return {"status": "passed"}


def load_expectations(path: Path) -> Expectations:
    """Read and check an expectation file (unknown keys, clauses and statuses are errors)."""
    document = load_file(path)
    if not isinstance(document, Map):
        raise InputError(None, "an expectation file is a mapping with scenarios and/or clauses", str(path))
    check_keys(document, ("engine", "scenarios", "clauses"), "")
    expectations = Expectations(str(path), str(document.get("engine", "")))
    book = load_rulebook()
    for section in ("scenarios", "clauses"):
        entries = document.get(section, Map())
        if not isinstance(entries, Map):
            raise InputError(position_of(document, section), "expected a mapping of ids to expectations", section)
        for key, entry in entries.items():
            where = f"{section}.{key}"
            if section == "clauses" and str(key) not in book:
                near = ", ".join(book.nearest(str(key)))
                raise InputError(position_of(entries, key), f"unknown clause {key!r}", where, f"nearest: {near}")
            if not isinstance(entry, Map):
                raise InputError(position_of(entries, key), "expected {status, reason, bug}", where)
            check_keys(entry, _ENTRY_KEYS, where, required=("status",))
            if entry["status"] not in STATUSES:
                near = difflib.get_close_matches(str(entry["status"]), STATUSES, n=1)
                hint = f"did you mean {near[0]!r}?" if near else f"one of: {', '.join(STATUSES)}"
                raise InputError(position_of(entry, "status"), f"unknown status {entry['status']!r}", where, hint)
            getattr(expectations, section)[str(key)] = dict(entry)
    return expectations


def compare(results: list[dict], expectations: Expectations) -> dict:
    """Sort results against expectations: regressions, unexpected passes, known failures, stale entries.

    A scenario that did not run (unsupported, skipped) is never a known failure: one expected to fail that
    no longer runs is listed as changed (`not_run`), which is no regression."""
    regressions, unexpected_passes, known, not_run = [], [], [], []
    for result in results:
        expected = expectations.expected(result)["status"]
        actual = result["status"]
        if actual in ("unsupported", "skipped") and expected in ("failed", "error"):
            not_run.append(result["id"])
        elif actual == expected or (actual in ("unsupported", "skipped") and expected != "passed"):
            if expected in ("failed", "error"):
                known.append(result["id"])
        elif actual == "passed":
            unexpected_passes.append(result["id"])
        elif actual in ("failed", "error") or (expected == "passed" and actual not in ("unsupported", "skipped")):
            regressions.append(result["id"])
    ran = {r["id"] for r in results}
    stale = sorted(s for s in expectations.scenarios if s not in ran)
    return {
        "file": expectations.source,
        "regressions": regressions,
        "unexpected_passes": unexpected_passes,
        "known_failures": known,
        "not_run": not_run,
        "unknown_scenarios": stale,
    }


def expectations_text(results: list[dict], engine: str, previous: Expectations | None = None) -> str:
    """An expectation file recording every scenario of this run that failed or errored (never one that was
    unsupported or skipped), keeping the reason and bug link an earlier file gave a scenario still failing."""
    lines = [
        "# Known failures of this engine, written by `opcg-oracle verify --write-expectations` from a run.",
        "# Give each a reason and a bug link; pass the file with --expectations so only changes are reported.",
        f"engine: {json.dumps(engine)}",
        "scenarios:" if any(r["status"] in ("failed", "error") for r in results) else "scenarios: {}",
    ]
    for result in sorted(results, key=lambda r: r["id"]):
        if result["status"] not in ("failed", "error"):
            continue
        kept = previous.scenarios.get(result["id"], {}) if previous else {}
        reason = kept.get("reason") or " ".join(str(result.get("message", "")).split())[:200]
        entry = {"status": result["status"], "reason": reason} | ({"bug": kept["bug"]} if kept.get("bug") else {})
        lines.append(f"  {json.dumps(result['id'], ensure_ascii=False)}: {json.dumps(entry, ensure_ascii=False)}")
    return "\n".join(lines) + "\n"
