"""What a run prints at its end: one line per scenario that went wrong, then counts of this run only."""

from __future__ import annotations

from pathlib import Path

from opcg_oracle.report.builder import CLAUSE_STATUSES, SCENARIO_STATUSES

MAX_MESSAGE = 300  # characters of a failure message on the console; report.md keeps it whole


def counted(number: int, word: str) -> str:
    """'1 error', '2 errors', '2 scenarios'; status words pytest does not pluralise stay as they are."""
    plural = word in (
        "error", "scenario", "clause", "rule", "regression", "known failure", "unexpected pass",
        "game", "disagreement", "group", "step", "card",
    )  # fmt: skip
    if number != 1 and plural:
        word = word + "es" if word.endswith("ss") else word + "s"
    return f"{number} {word}"


def failure_line(result: dict) -> str:
    """One line for a scenario that failed or errored: where, which clauses, the step and what was wrong."""
    where = f"{result['feature']}:{result.get('line', '?')}"
    rules = ", ".join(result.get("rules", [])) or "no clause"
    step = next((s for s in result.get("steps", []) if s.get("status") in ("failed", "error")), None)
    at = f" at line {step['line']} {step['keyword'].strip()} {step['text']}" if step else ""
    return f"{result['status'].upper()} {where} {result['name']!r} [{rules}]{at}: {_one_line(result['message'])}"


def _one_line(message: str) -> str:
    text = " ".join(message.split())
    return text if len(text) <= MAX_MESSAGE else text[: MAX_MESSAGE - 1] + "… (whole message in report.md)"


def summary_lines(document: dict, written: Path, complete: bool) -> list[str]:
    """The end of a run: failures one per line, root causes, counts by status, where the report is."""
    found = document.get("expectations") or {}
    known = set(found.get("known_failures", []))
    wrong = [r for r in document["scenarios"] if r["status"] in ("failed", "error") and r["id"] not in known]
    lines = [failure_line(r) for r in wrong]  # a known failure is counted below, not listed
    lines += unsupported_lines(document)
    lines.append(chapter_line(document))
    lines += root_cause_lines(document)
    scenarios = document["summary"]["scenarios"]
    clauses = document["summary"]["clauses"]
    by_status = ", ".join(counted(scenarios[s], s) for s in SCENARIO_STATUSES)
    lines.append(f"{counted(scenarios['total'], 'scenario')}: {by_status}")
    by_status = ", ".join(counted(clauses[s], s) for s in CLAUSE_STATUSES)
    apart = sum(1 for c in document["clauses"].values() if "unobservable" in c)
    by_status = by_status.replace(" untested", f" untested ({apart} of them unobservable)") if apart else by_status
    lines.append(f"clauses: {by_status} (of {counted(clauses['total'], 'rule')})")
    if found:
        changed = found["regressions"] or found["unexpected_passes"] or found.get("not_run")
        as_expected = "" if changed else ", as expected"
        lines.append(
            f"against {found['file']}: {counted(len(known), 'known failure')}{as_expected}"
            + (
                f"; {counted(len(found['regressions']), 'regression')}, "
                f"{counted(len(found['unexpected_passes']), 'unexpected pass')}"
                if changed
                else ""
            )
        )
        lines += [f"  regression: {s}" for s in found["regressions"]]
        lines += [f"  unexpected pass: {s}" for s in found["unexpected_passes"]]
        lines += [f"  expected to fail, did not run: {s}" for s in found.get("not_run", [])]
    if not complete:
        lines.append("the run stopped before its end: the report covers only what ran and is marked incomplete")
    lines.append(f"report: {written}  ({written.with_name('report.md')}, {written.with_name('results.json')})")
    return lines


def chapter_line(document: dict) -> str:
    """Clauses passing per chapter, in one line, over the observable clauses (the unobservable counted apart)."""
    chapters = document["summary"]["chapters"]
    shown = " · ".join(f"{c['id']}: {c['passing']:g}%" for c in chapters)
    apart = sum(c.get("unobservable", 0) for c in chapters)
    return f"clauses passing by chapter ({apart} unobservable counted apart): {shown}"


def root_cause_lines(document: dict) -> list[str]:
    """The three largest groups of failures by likely root cause (report.causes), where an author starts."""
    from opcg_oracle.report.causes import summary_lines

    causes = document.get("causes") or []
    if not causes:
        return []
    # Near the end of the output: the largest stays within the last ten lines a CI log shows first.
    rest = f" (3 of {len(causes)}; the others in the report)" if len(causes) > 3 else ""
    return [f"root causes, largest first{rest}:", *summary_lines(causes[:3], limit=3)]


def unsupported_lines(document: dict, limit: int = 3) -> list[str]:
    """The most frequent kinds of unsupported scenarios: what the engine would need next (never hidden)."""
    from opcg_oracle.report.builder import unsupported_line

    groups = document.get("unsupported") or []
    if not groups:
        return []
    lines = ["unsupported, by reason:", *(f"  {unsupported_line(group, shown=4)}" for group in groups[:limit])]
    if len(groups) > limit:
        lines.append(f"  ... and {len(groups) - limit} more kinds (see report.md)")
    return lines


def collection_error_lines(reports: list) -> list[str]:
    """Collection errors as one line each, for runs that print no tracebacks (`verify` without -v)."""
    lines = []
    for report in reports:
        if getattr(report, "when", None) != "collect":
            continue
        crash = getattr(report.longrepr, "reprcrash", None)
        if crash is None:  # our lint's message: already one line per problem
            lines += str(report.longrepr).splitlines()
        else:
            lines.append(f"ERROR collecting {report.nodeid}: {crash.message.splitlines()[0]}")
    return lines
