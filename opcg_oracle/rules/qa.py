"""The official Q&A entries (rules/data/qa.yaml): our restatement of each ruling and the scenarios that show it."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from importlib import resources

from opcg_oracle.rules.crosswalk import BASE_EDITION, cites_in
from opcg_oracle.yamlio import load_plain

QA_FILE = "qa.yaml"
QA_TAG = "qa:"
ENTRY_ID = re.compile(r"^(?:rules|(?:ST|OP|EB)[0-9]{2}-[0-9]{3})-[1-9][0-9]*$")
REASONS = {
    "unobservable": "no step or engine report can see what the ruling is about",
    "not-written": "it needs a card whose effects we do not write",
    "procedure": "a tournament arrangement, not a rule of the game",
    "deck-building": "about building a deck, which no board plays",
    "no-step": "the action it asks about has no step phrase",
}
STATES = ("covered", "cannot", "pending", "todo", "expected_failing")


@dataclass(frozen=True)
class QAEntry:
    """One official Q&A entry, restated in our own words."""

    id: str
    source: str
    question: str
    answer: str
    clauses: tuple[str, ...]
    cannot: str = ""
    pending: str = ""
    expected_failing: str = ""
    todo: str = ""

    @property
    def card(self) -> str:
        """The card number the entry is about ('' for a general rules entry)."""
        return "" if self.id.startswith("rules-") else self.id.rsplit("-", 1)[0]

    @property
    def reason(self) -> str:
        """The reason category of a `cannot` entry ('' otherwise)."""
        return self.cannot.split(":", 1)[0].strip() if self.cannot else ""

    @property
    def state(self) -> str:
        """cannot, pending, todo, expected_failing, or covered (by the scenarios tagged with it)."""
        return next((s for s in ("cannot", "pending", "todo", "expected_failing") if getattr(self, s)), "covered")


def qa_text() -> str:
    """The text of the shipped Q&A data file."""
    return resources.files("opcg_oracle.rules").joinpath("data", QA_FILE).read_text(encoding="utf-8")


@cache
def load_qa() -> dict[str, QAEntry]:
    """Every Q&A entry by id, in file order."""
    document = load_plain(qa_text())
    entries = {}
    for entry_id, fields in document["entries"].items():
        clauses = tuple(str(c) for c in fields.get("clauses", []))
        known = {k: str(fields[k]) for k in ("cannot", "pending", "todo", "expected_failing") if k in fields}
        entries[str(entry_id)] = QAEntry(str(entry_id), fields["source"], fields["question"], fields["answer"],
                                         clauses, **known)  # fmt: skip
    return entries


def qa_ids_of(tags: tuple[str, ...] | list[str]) -> list[str]:
    """The Q&A ids a scenario's tags name (tags without their '@')."""
    return [t.removeprefix(QA_TAG) for t in tags if t.startswith(QA_TAG)]


def entries_for_clause(clause_id: str, edition: str = BASE_EDITION) -> list[QAEntry]:
    """The entries concerning a clause of edition or a clause under it (the entries name ver.1.1.6 clauses,
    mapped through the crosswalk for another edition)."""

    def named(entry: QAEntry) -> list[str]:
        return list(entry.clauses) if edition == BASE_EDITION else cites_in(entry.clauses, edition)

    return [e for e in load_qa().values() if any(c == clause_id or c.startswith(f"{clause_id}-") for c in named(e))]


def entries_for_card(number: str) -> list[QAEntry]:
    """The entries about one card."""
    return [e for e in load_qa().values() if e.card == number]


def render_entries(entries: list[QAEntry], scenarios: dict[str, list[str]]) -> str:
    """Entries as the `rule` and `cards` commands print them: id, our restatement, scenario or why none."""
    lines = []
    for entry in entries:
        lines.append(f"  {entry.id}: {entry.question} — {entry.answer}")
        shown = scenarios.get(entry.id, [])
        for scenario in shown:
            lines.append(f"      scenario: {scenario}")
        for state in ("cannot", "pending", "todo", "expected_failing"):
            if getattr(entry, state):
                lines.append(f"      {state.replace('_', ' ')}: {getattr(entry, state)}")
    return "\n".join(lines)


def qa_summary(statuses: dict[str, str], scenarios: dict[str, list[str]]) -> dict:
    """Counts for the rules report: entries, covered by scenarios that passed / failed / not run, and the others."""
    counts = {"entries": 0, "covered": 0, "passed": 0, "failed": 0, "not_run": 0, "cannot": 0, "pending": 0, "todo": 0}
    for entry in load_qa().values():
        counts["entries"] += 1
        if entry.state in ("cannot", "pending", "todo"):
            counts[entry.state] += 1
            continue
        shown = [statuses.get(s) for s in scenarios.get(entry.id, [])]
        counts["covered"] += bool(shown)
        if shown and all(s == "passed" for s in shown):
            counts["passed"] += 1
        elif any(s in ("failed", "error") for s in shown):
            counts["failed"] += 1
        else:
            counts["not_run"] += 1
    return counts


def qa_problems(tagged: dict[str, list[str]]) -> list[str]:
    """What is wrong between qa.yaml and the features' @qa: tags (id → scenarios, `scenarios_by_qa_entry`): bad
    ids, uncovered entries, tags naming no entry."""
    from opcg_oracle.rules.rulebook import load_rulebook

    book = load_rulebook("1.1.6")
    entries = load_qa()
    problems = []
    for entry in entries.values():
        where = f"{QA_FILE}: {entry.id}"
        if not ENTRY_ID.match(entry.id):
            problems.append(f"{where}: id not of the form rules-<n> or <card number>-<n>")
        problems += [f"{where}: unknown clause {c!r}" for c in entry.clauses if c not in book]
        if not entry.clauses:
            problems.append(f"{where}: names no clause")
        if entry.cannot and entry.reason not in REASONS:
            problems.append(f"{where}: cannot reason {entry.reason!r} is not one of {', '.join(REASONS)}")
        if entry.state == "covered" and entry.id not in tagged:
            problems.append(f"{where}: no scenario carries @qa:{entry.id} and no reason is given")
        if entry.state in ("cannot", "pending", "todo") and entry.id in tagged:
            problems.append(f"{where}: marked {entry.state} yet tagged on {tagged[entry.id][0]}")
        if entry.state == "expected_failing" and entry.id not in tagged:
            problems.append(f"{where}: expected_failing needs the scenario that fails")
    problems += [f"@qa:{i} on {s[0]} names no entry of {QA_FILE}" for i, s in tagged.items() if i not in entries]
    return problems
