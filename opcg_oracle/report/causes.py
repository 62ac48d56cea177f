"""Group failing scenarios by root cause, so that one engine bug reads as one group, not twenty.

A failing scenario is placed by where its engine **parts** from the rules (`parting`): the first step
whose answer differs from the reference engine's (refused where the rules accept, a different decision
asked), else the action whose outcome the first failing check reads. At that step the reference engine's
log says what the rules did; the **parting event** is the first of those events the engine did not
follow, and the group is named after its most specific clause. A Then step says only that the outcome
differs, so the parting event is found by walking back from the event the check is about ("Bob has 3
Life cards" → Bob's Life card moved) through the events it follows from (the damage, the battle won)
to the first of them the engine's own log does not report: with no log of its own, the first of them.
Ties of 5000 against 5000 given to the defender thus make one group, 7-1-4-1, whether a scenario then
checks Bob's Life, a K.O. or who won the game.

Scenarios are grouped by parting event (its clause, and how the engine parted). Where a check fails
right after a board is loaded, before any action, the engine builds that board differently from the
rules: every failing scenario on that board joins one group (fix the setup first). Scenarios with no
log to go by are grouped as before: same tagged clause and first failing step, or the same message once
names and numbers are blanked out, named after the clause they tag most. The groups are the connected
pieces of those keys, largest first; two groups named after one clause have titles that say how they
differ.
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


# Events that only echo a decision or name a step or phase say nothing about what a Then step checks.
_BOOKKEEPING = {"decided", "decision", "step", "phase"}
_QUOTED = re.compile(r'"([^"]+)"')
_PLAYER = re.compile(r"\b(Alice|Bob)\b")


def _events(exchanges: list[dict] | None) -> list[dict]:
    return [e for x in exchanges or [] for e in (x.get("answer") or {}).get("events") or []]


def _outcome(exchanges: list[dict]) -> tuple[str, tuple | None, dict]:
    """What a step's answers come to: refused or not (or failed), and the decision left to answer.

    Compared between engines: not reasons, clause citations or event names, which are each engine's own,
    nor how many messages a choice took (a choice may be asked whole or one part at a time); a
    confirmation the rules do not ask for (kind `confirm`) is no decision.
    """
    answers = [x.get("answer") or {} for x in exchanges]
    kinds = [a.get("type") for a in answers]
    kind = "error" if "error" in kinds or None in kinds else "refused" if "refused" in kinds else "ok"
    last = answers[-1] if answers else {}
    decision = last.get("decision") if isinstance(last.get("decision"), dict) else None
    if decision is not None and decision.get("kind") == "confirm":
        decision = None
    asked = (decision.get("player"), decision.get("kind")) if decision else None
    return kind, asked, next((a for a in answers if a.get("type") == kind), last)


def _asked(asked: tuple | None) -> str:
    return f"{asked[0]} to choose {asked[1]}" if asked else "nothing"


def _answer_parting(engine: list[dict], reference: list[dict]) -> tuple[str, str, dict | None] | None:
    """How the engine's answers at one step part from the reference engine's: (label, in words, event).

    None when they agree. The event is the reference engine's account of the point (its refusal's
    clauses, the decision it asks, or the first thing it did), None when it has none to give.
    """
    kind, asked, answer = _outcome(engine)
    rules_kind, rules_asked, rules_answer = _outcome(reference)
    done = [e for e in _events(reference) if e.get("kind") not in _BOOKKEEPING and e.get("rules")]
    if kind == "error" and rules_kind != "error":
        return "error", "the engine failed where the rules go on", done[0] if done else None
    if kind == "refused" and rules_kind == "ok":
        reason = f" ({answer['reason']})" if answer.get("reason") else ""
        return "refused", f"the engine refuses{reason} what the rules allow", done[0] if done else None
    if kind == "ok" and rules_kind == "refused":
        cited = rules_answer.get("rules") or []
        event = {"kind": "refused", "rules": cited} if cited else None
        return "accepted", f"the engine accepts what the rules refuse ({rules_answer.get('reason', '')})", event
    if kind == rules_kind and asked != rules_asked:
        words = f"the engine asks {_asked(asked)} where the rules ask {_asked(rules_asked)}"
        if rules_asked:  # the rules' account of the decision they ask
            logged = [e for e in _events(reference) if e.get("kind") == "decision" and e.get("rules")]
            cited = (logged[-1]["rules"] if logged else None) or (rules_answer.get("decision") or {}).get("rules")
        else:  # the rules ask nothing: the clauses the engine gives for its question are all there is
            cited = (answer.get("decision") or {}).get("rules")
        label = f"decision {asked[1] if asked else 'none'}/{rules_asked[1] if rules_asked else 'none'}"
        return label, words, {"kind": "decision", "rules": list(cited)} if cited else None
    return None


def _related(one: str, other: str) -> bool:
    """Whether one clause is the other or one of its ancestors (7-1-4-1 and 7-1-4-1-1-2)."""
    return one == other or one.startswith(other + "-") or other.startswith(one + "-")


def _check_event(check: dict, events: list[dict], engine_cites: set[str] | None) -> dict | None:
    """The event of a step's log at which the engine parted, for a check that found the outcome wrong.

    What the check reads is an event about a card or player it names, the one sharing most words with
    it ("Bob has 3 Life cards": Bob's card that left his Life; "2 rested DON!!": the DON!! returned), the
    last of equals. That event follows from the earlier events of the same stretch of the log (since the
    last step or phase began) linked to it by a related clause (7-1-4-1 and 7-1-4-1-1-2) or a shared card
    or player (a K.O. of Bob's card, then Bob's DON!! returned): the chain from the battle won to the Life
    card moved. The engine parted at the first of that chain its own log does not report (engine_cites:
    the clauses its events cite at that step, None when it logged nothing): at the first of the chain
    when it logged nothing, at the last when it reported them all (it did each, and the last came out wrong).
    """
    text = check.get("text", "")
    names = set(_QUOTED.findall(text)) | {player.lower() for player in _PLAYER.findall(text)}
    stretches: list[list[dict]] = [[]]  # the events since the last step or phase began
    for event in events:
        if event.get("kind") in _BOUNDARIES:
            stretches.append([])
        elif event.get("kind") not in _BOOKKEEPING and event.get("rules"):
            stretches[-1].append(event)
    wanted = _words(text, names)
    about = [
        (len(wanted & _words_of(event)), number, position)
        for number, stretch in enumerate(stretches)
        for position, event in enumerate(stretch)
        if _names_any(event, names)
    ]
    if not about:
        return None
    _, number, position = max(about)
    read = stretches[number][position]
    chain, clauses, subjects = [read], set(read["rules"]), _subjects(read)
    for event in reversed(stretches[number][:position]):
        related = any(_related(mine, theirs) for mine in event["rules"] for theirs in clauses)
        if related or _subjects(event) & subjects:
            chain.insert(0, event)
            clauses |= set(event["rules"])
            subjects |= _subjects(event)
    if not engine_cites:
        return chain[0]
    missed = [e for e in chain if not set(e["rules"]) & engine_cites]
    return missed[0] if missed else chain[-1]


# Events that begin a new stretch of the log: what follows no longer flows from what came before.
_BOUNDARIES = {"step", "phase"}
_WORD = re.compile(r"[a-z]+")
_COMMON = {"is", "in", "the", "a", "an", "has", "have", "of", "to", "his", "her", "its", "and", "no", "not", "with"}


def _words(text: str, names: set[str]) -> set[str]:
    """The words of a check that say what it checks: not its names, nor the commonest words."""
    named = {word for name in names for word in _WORD.findall(name.lower())}
    return set(_WORD.findall(text.lower())) - named - _COMMON


def _words_of(event: dict) -> set[str]:
    text = " ".join([*event.keys(), *(v for v in event.values() if isinstance(v, str))])
    return set(_WORD.findall(text.lower().replace("_", " ")))


def _names_any(event: dict, names: set[str]) -> bool:
    """Whether an event is about one of the names: a card id, or a player (alone or as a card id's owner)."""
    return any(
        isinstance(value, str) and (value in names or value.split(".", 1)[0] in names) for value in event.values()
    )


def _subjects(event: dict) -> set[str]:
    """The cards and players an event is about: card ids, players, and the owners of the cards."""
    found = set()
    for key, value in event.items():
        if key not in ("kind", "rules") and isinstance(value, str) and value.split(".", 1)[0] in ("alice", "bob"):
            found |= {value, value.split(".", 1)[0]}
    return found


def deepest(rules: list[str]) -> str:
    """The most specific of an event's clauses (the first of the deepest)."""
    return max(rules, key=lambda c: c.count("-")) if rules else ""


def parting(scenario: dict) -> dict | None:
    """Where a failing scenario's engine parts from the rules, or None for a scenario that did not fail.

    `index` of the step whose answer parted (for a failing check: the last step before it that acted,
    whose outcome it reads), `how` ("answer", "error" or "check"), `label` (how, shortly: "refused",
    "decision blocker/none" …), `words` (in words), `event` (the rules' event at the parting: kind and
    clauses, None when the log says nothing about it), `clause` (its most specific clause), `load`
    (whether the parting step is the loading of the board), `failing` (index of the first failing step).
    The rules' log is the reference engine's beside a third-party engine, else the engine's own.
    """
    if scenario.get("status") not in FAILING:
        return None
    steps = scenario.get("steps", [])
    failing = next((i for i, s in enumerate(steps) if s.get("status") in FAILING), None)
    ran = [i for i, s in enumerate(steps) if s.get("status") != "not run"]
    last = failing if failing is not None else (ran[-1] if ran else None)
    if last is None:
        return None
    beside = any("reference" in s for s in steps)
    for index in range(last + 1):
        step = steps[index]
        if beside and step.get("exchanges") and step.get("reference"):
            parted = _answer_parting(step["exchanges"], step["reference"])
            if parted:
                label, words, event = parted
                how = "error" if label == "error" else "answer"
                return _parted(steps, index, how, label, words, event, failing)
    acted = next((i for i in range(last, -1, -1) if steps[i].get("exchanges") or steps[i].get("reference")), None)
    if acted is None:
        return _parted(steps, last, "check", "check", "", None, failing)
    log = _events(steps[acted].get("reference" if beside else "exchanges"))
    if beside:  # what the engine's own log, if it keeps one, says it did at that step
        cites = {c for e in _events(steps[acted].get("exchanges")) for c in e.get("rules") or []} or None
    else:  # the engine's own log is the rules' account: it did each of its events
        cites = {c for e in log for c in e.get("rules") or []}
    event = _check_event(steps[last], log, cites)
    words = "its outcome differs" if event else "its outcome differs (the rules' log says nothing of what is checked)"
    return _parted(steps, acted, "check", "check", words, event, failing)


def _parted(steps: list[dict], index: int, how: str, label: str, words: str, event, failing) -> dict:
    exchanges = steps[index].get("exchanges") or steps[index].get("reference") or []
    sent = [(x.get("sent") or {}).get("type") for x in exchanges]
    return {
        "index": index,
        "how": how,
        "label": label,
        "words": words,
        "event": {"kind": event.get("kind"), "rules": list(event.get("rules") or [])} if event else None,
        "clause": deepest(event.get("rules") or []) if event else "",
        "load": "load" in sent,
        "failing": failing,
    }


def log_at_failure(scenario: dict) -> tuple[dict | None, dict | None, list[dict]]:
    """The first failing step, the step where the engine parts from the rules, and the rules' log there.

    The log is the reference engine's, kept beside a third-party engine's answers (step["reference"]),
    else the engine's own (a run of the reference engine).
    """
    where = parting(scenario)
    steps = scenario.get("steps", [])
    if where is None or where["failing"] is None:
        return None, None, []
    step = steps[where["index"]]
    log = _events(step.get("reference") if any("reference" in s for s in steps) else step.get("exchanges"))
    return steps[where["failing"]], (step if log else None), log


def reference_summary(scenario: dict) -> str:
    """The reference engine's events where a third-party engine parted, one line: "at line 9: kind [clauses]; …"."""
    _, logged, events = log_at_failure(scenario)
    if logged is None or "reference" not in logged:
        return ""
    shown = "; ".join(f"{e.get('kind')} [{', '.join(e.get('rules') or [])}]" for e in events if e.get("kind") != "step")
    return f"at line {logged.get('line', '?')} ({logged['keyword'].strip()} {logged['text']}): {shown}"


def _fallback_keys(scenario: dict) -> list[tuple]:
    """Keys of a scenario with no rules' event to go by: its tags with its failing step, its message."""
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
    """Failed and errored scenarios grouped by root cause, largest group first.

    Each group: `clause` (the clause it is named after), `title` (the clause, with `detail` in brackets:
    what tells it apart when another group is named after the same clause, else `detail` is ""),
    `basis` (what the grouping rests on: "rules" for the rules' event where the engine parts, "board"
    for a board the engine loads differently, "tags" when there is no log to go by), `parting` (where
    the simplest scenario's engine parts from the rules: `step`, `line`, `words`, `event`), `step` (the
    first failing step of its simplest scenario), `pattern` (its message with particulars blanked),
    `simplest` (the id of the scenario with the fewest steps), `message`, `scenarios` (ids), `clauses`
    (every clause the group's scenarios tag), `statuses` (count per status).
    """
    failing = [s for s in scenarios if s.get("status") in FAILING]
    partings = {s["id"]: parting(s) for s in failing}
    # A check that fails right after loading a board, before any action and with nothing in the log
    # about it: the engine builds that board differently from the rules.
    misloaded = {
        s.get("board")
        for s in failing
        if s.get("board") and _at_load(partings[s["id"]]) and not partings[s["id"]]["event"]
    }
    keys: dict[str, list[tuple]] = {}
    for scenario in failing:
        where = partings[scenario["id"]]
        if scenario.get("board") in misloaded:
            keys[scenario["id"]] = [("board", scenario["board"])]
        elif where and where["event"]:
            keys[scenario["id"]] = [("rules", where["how"], where["label"], where["clause"])]
        else:
            keys[scenario["id"]] = [("tags", *key) for key in _fallback_keys(scenario)]
    parent = {s["id"]: s["id"] for s in failing}
    owner: dict[tuple, str] = {}
    for scenario in failing:
        for key in keys[scenario["id"]]:
            if key in owner:
                parent[_find(parent, scenario["id"])] = _find(parent, owner[key])
            else:
                owner[key] = scenario["id"]
    members: dict[str, list[dict]] = {}
    for scenario in failing:
        members.setdefault(_find(parent, scenario["id"]), []).append(scenario)
    groups = [_describe(group, keys[group[0]["id"]][0][0], partings) for group in members.values()]
    _entitle(groups)
    groups.sort(key=lambda g: (-len(g["scenarios"]), -len(g["clauses"]), g["clause"], g["simplest"]))
    return groups


def _at_load(where: dict | None) -> bool:
    return bool(where and where["how"] == "check" and where["load"] and where["failing"] is not None)


def _name(group: list[dict], basis: str, partings: dict) -> str:
    """The clause a group is named after.

    The clause of the rules' event where its engines part ("rules"); for a board loaded differently,
    the clause most tagged by the scenarios that fail right after loading it; else the clause most of
    the scenarios tag. Ties go to the most specific (deepest) clause.
    """
    if basis == "rules":
        counted = Counter(partings[s["id"]]["clause"] for s in group)
    else:
        evidence = [s for s in group if _at_load(partings[s["id"]])] if basis == "board" else group
        counted = Counter(rule for s in evidence or group for rule in s.get("rules", []))
    return max(counted, key=lambda c: (counted[c], c.count("-"), c)) if counted else ""


def _simplest(group: list[dict], clause: str, partings: dict) -> dict:
    """The scenario with the fewest steps; among equals, one that tags the group's clause (or one under
    it), then the one that parts earliest."""

    def about(scenario: dict) -> int:
        rules = scenario.get("rules", [])
        return 0 if clause in rules else 1 if any(r.startswith(clause + "-") for r in rules) else 2

    def parts_at(scenario: dict) -> int:
        where = partings[scenario["id"]]
        return where["index"] if where else 0

    return min(group, key=lambda s: (len(s.get("steps", [])), about(s), parts_at(s), s["id"]))


def _describe(group: list[dict], basis: str, partings: dict) -> dict:
    clause = _name(group, basis, partings)
    simplest = _simplest(group, clause, partings)
    tagged = Counter(rule for s in group for rule in s.get("rules", []))
    step = first_failing_step(simplest)
    where = partings[simplest["id"]]
    at = simplest["steps"][where["index"]] if where and simplest.get("steps") else None
    if basis == "board":
        words = "the board as loaded differs (a check fails before any action)"
    else:
        words = where["words"] if where else ""
    return {
        "clause": clause,
        "title": clause,
        "detail": "",
        "basis": basis,
        "parting": {
            "step": f"{at['keyword']} {at['text']}" if at else "",
            "line": at.get("line") if at else None,
            "words": words,
            "event": where["event"] if where else None,
        },
        "step": f"{step['keyword']} {step['text']}" if step else "",
        "pattern": message_pattern(simplest.get("message", "")),
        "message": simplest.get("message", ""),
        "simplest": simplest["id"],
        "scenarios": sorted(s["id"] for s in group),
        "clauses": sorted(tagged, key=_clause_order),
        "statuses": dict(Counter(s["status"] for s in group)),
    }


def _differences(group: dict) -> list[str]:
    """What may tell a group apart from another named after the same clause, most telling first."""
    parting = group["parting"]
    event = parting["event"]
    if group["basis"] == "board":
        kind = "the board as loaded"
    elif group["basis"] == "tags":
        kind = "no log of the rules about it"
    elif parting["words"].startswith("the engine"):
        kind = parting["words"]
    else:
        kind = f"the outcome of {event['kind']}" if event else parting["words"]
    return [
        kind,
        f"{kind}, at {parting['step']}" if parting["step"] else kind,
        f"fails at {group['step']}" if group["step"] else group["pattern"],
        f"simplest: {group['simplest']}",
    ]


def _entitle(groups: list[dict]) -> None:
    """Title each group by its clause; groups sharing a clause also say how they differ."""
    by_clause: dict[str, list[dict]] = {}
    for group in groups:
        by_clause.setdefault(group["clause"], []).append(group)
    for same in by_clause.values():
        if len(same) < 2:
            continue
        options = [_differences(group) for group in same]
        level = next(
            (n for n in range(len(options[0])) if len({o[n] for o in options}) == len(same)), len(options[0]) - 1
        )
        for group, option in zip(same, options, strict=True):
            group["detail"] = option[level]
            group["title"] = f"{group['clause']} ({option[level]})" if group["clause"] else option[level]


def _clause_order(clause: str) -> tuple:
    return tuple(int(part) if part.isdigit() else 0 for part in clause.split("-"))


def summary_lines(groups: list[dict], limit: int = 5) -> list[str]:
    """The largest groups as short lines, for a terminal: title, counts, simplest scenario, what failed."""
    lines = []
    for number, group in enumerate(groups[:limit], start=1):
        scenarios, clauses = len(group["scenarios"]), len(group["clauses"])
        lines.append(
            f"{number}. {group.get('title') or group['clause']}: {scenarios} scenario{'s' * (scenarios != 1)}, "
            f"{clauses} clause{'s' * (clauses != 1)}; simplest: {group['simplest']}"
        )
        detail = group["message"].strip().splitlines()[0] if group["message"].strip() else group["step"]
        lines.append(f"   {detail[:160]}")
    if len(groups) > limit:
        lines.append(f"... and {len(groups) - limit} more (see the report)")
    return lines
