"""Group failing scenarios by likely root cause, so that one engine bug reads as one line, not twenty.

Two failing scenarios share a cause when they tag the same clause and fail first at the same step
text, or when their messages match once names, numbers and quoted words are blanked out. The
groups are the connected pieces of that relation, largest first. A group is named after the clause
the rules engine's log gives for its failing steps (`step_clause`), else after the clause its
scenarios tag most.
"""

from __future__ import annotations

import re
from collections import Counter

FAILING = ("failed", "error")

_BLANKS = (
    (re.compile(r"\b(?:alice|bob)\.[\w.-]+", re.IGNORECASE), "<card>"),
    (re.compile(r"\b[A-Z]{1,4}\d{0,2}-\d{3}\b"), "<card no>"),
    (re.compile(r"(?<!\w)'[^']*'(?!\w)|\"[^\"]*\""), "<text>"),
    (re.compile(r"\[[^\]]*\]|\{[^}]*\}"), "<data>"),
    (re.compile(r"-?\d+(?:\.\d+)?"), "<n>"),
    (re.compile(r"\s+"), " "),
)


def message_pattern(message: str) -> str:
    """A failure message with its particulars blanked out: what stays is the kind of mistake."""
    text = (message or "").strip().splitlines()[0] if (message or "").strip() else ""
    for pattern, blank in _BLANKS:
        text = pattern.sub(blank, text)
    return text.strip()[:200]


def first_failing_step(scenario: dict) -> dict | None:
    """The first step that did not pass (failed or error), if the scenario got that far."""
    return next((s for s in scenario.get("steps", []) if s.get("status") in FAILING), None)


# Events that only echo a decision or name a step say nothing about what a Then step checks.
_BOOKKEEPING = {"decided", "decision", "step"}
_QUOTED = re.compile(r'"([^"]+)"')
_PLAYER = re.compile(r"\b(Alice|Bob)\b")


def log_at_failure(scenario: dict) -> tuple[dict | None, dict | None, list[dict]]:
    """The first failing step, the step whose rules-engine log explains it, and that log's events.

    The log is the reference engine's, kept beside a third-party engine's answers (step["reference"]),
    else the engine's own (a run of the reference engine). It is the failing step's own, or the last
    earlier step's that had events (a Then step checks what the last action did).
    """
    steps = scenario.get("steps", [])
    failing = next((i for i, s in enumerate(steps) if s.get("status") in FAILING), None)
    if failing is None:
        return None, None, []
    source = "reference" if any("reference" in s for s in steps) else "exchanges"
    for step in reversed(steps[: failing + 1]):
        events = [e for x in step.get(source) or [] for e in (x.get("answer") or {}).get("events") or []]
        if events:
            return steps[failing], step, events
    return steps[failing], None, []


def step_clause(scenario: dict) -> str:
    """The clause most specific to the first failing step, from the rules engine's log (log_at_failure).

    The last event about a card or player the failing step names is the rules' account of what that
    step checks ("Bob has 3 Life cards" → the damage that took Bob's Life card); its deepest clause
    names the cause. "" when the log says nothing about it.
    """
    failing, _, events = log_at_failure(scenario)
    if failing is None:
        return ""
    text = failing.get("text", "")
    names = set(_QUOTED.findall(text)) | {player.lower() for player in _PLAYER.findall(text)}
    about = [e for e in events if e.get("kind") not in _BOOKKEEPING and e.get("rules") and _names_any(e, names)]
    if not about:
        return ""
    return max(about[-1]["rules"], key=lambda c: c.count("-"))  # the first of the deepest


def reference_summary(scenario: dict) -> str:
    """The reference engine's events where a third-party engine failed, one line: "at line 9: kind [clauses]; …"."""
    _, logged, events = log_at_failure(scenario)
    if logged is None or "reference" not in logged:
        return ""
    shown = "; ".join(f"{e.get('kind')} [{', '.join(e.get('rules') or [])}]" for e in events if e.get("kind") != "step")
    return f"at line {logged.get('line', '?')} ({logged['keyword'].strip()} {logged['text']}): {shown}"


def _names_any(event: dict, names: set[str]) -> bool:
    """Whether an event is about one of the names: a card id, or a player (alone or as a card id's owner)."""
    return any(
        isinstance(value, str) and (value in names or value.split(".", 1)[0] in names) for value in event.values()
    )


def _keys(scenario: dict) -> list[tuple]:
    step = first_failing_step(scenario)
    keys = []
    if step is not None:
        text = f"{step['keyword']} {message_pattern(step['text'])}"
        keys.extend(("step", rule, text) for rule in scenario.get("rules", []))
    pattern = message_pattern(scenario.get("message", ""))
    if pattern:
        keys.append(("message", pattern))
    return keys or [("alone", scenario["id"])]


def _find(parent: dict, item: str) -> str:
    while parent[item] != item:
        parent[item] = parent[parent[item]]
        item = parent[item]
    return item


def group_failures(scenarios: list[dict]) -> list[dict]:
    """Failed and errored scenarios grouped by likely root cause, largest group first.

    Each group: `clause` (the clause most of its scenarios tag), `step` (the first failing step of
    its simplest scenario), `pattern` (its message with particulars blanked), `simplest` (the id of
    the scenario with the fewest steps), `message`, `scenarios` (ids), `clauses` (every clause the
    group's scenarios tag), `statuses` (count per status).
    """
    failing = [s for s in scenarios if s.get("status") in FAILING]
    parent = {s["id"]: s["id"] for s in failing}
    owner: dict[tuple, str] = {}
    for scenario in failing:
        for key in _keys(scenario):
            if key in owner:
                parent[_find(parent, scenario["id"])] = _find(parent, owner[key])
            else:
                owner[key] = scenario["id"]
    members: dict[str, list[dict]] = {}
    for scenario in failing:
        members.setdefault(_find(parent, scenario["id"]), []).append(scenario)
    groups = [_describe(group) for group in members.values()]
    groups.sort(key=lambda g: (-len(g["scenarios"]), -len(g["clauses"]), g["clause"], g["simplest"]))
    return groups


def _name(group: list[dict]) -> str:
    """The clause a group is named after, as specific to its failures as the evidence allows.

    The clause the rules engine's log gives for the failing steps (step_clause), the most frequent;
    else the clause most of the scenarios tag. Ties go to the most specific (deepest) clause.
    """
    logged = Counter(filter(None, (step_clause(s) for s in group)))
    counted = logged or Counter(rule for s in group for rule in s.get("rules", []))
    return max(counted, key=lambda c: (counted[c], c.count("-"), c)) if counted else ""


def _describe(group: list[dict]) -> dict:
    simplest = min(group, key=lambda s: (len(s.get("steps", [])), s["id"]))
    tagged = Counter(rule for s in group for rule in s.get("rules", []))
    clause = _name(group)
    step = first_failing_step(simplest)
    return {
        "clause": clause,
        "step": f"{step['keyword']} {step['text']}" if step else "",
        "pattern": message_pattern(simplest.get("message", "")),
        "message": simplest.get("message", ""),
        "simplest": simplest["id"],
        "scenarios": sorted(s["id"] for s in group),
        "clauses": sorted(tagged, key=_clause_order),
        "statuses": dict(Counter(s["status"] for s in group)),
    }


def _clause_order(clause: str) -> tuple:
    return tuple(int(part) if part.isdigit() else 0 for part in clause.split("-"))


def summary_lines(groups: list[dict], limit: int = 5) -> list[str]:
    """The largest groups as short lines, for a terminal: clause, counts, simplest scenario."""
    lines = []
    for number, group in enumerate(groups[:limit], start=1):
        scenarios, clauses = len(group["scenarios"]), len(group["clauses"])
        lines.append(
            f"{number}. {group['clause']}: {scenarios} scenario{'s' * (scenarios != 1)}, "
            f"{clauses} clause{'s' * (clauses != 1)}; simplest: {group['simplest']}"
        )
        detail = group["message"].strip().splitlines()[0] if group["message"].strip() else group["step"]
        lines.append(f"   {detail[:160]}")
    if len(groups) > limit:
        lines.append(f"... and {len(groups) - limit} more (see the report)")
    return lines
