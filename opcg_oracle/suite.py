"""The rules suite on disk: run it with pytest, and find the scenarios of a clause."""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path

from opcg_oracle.bdd.child import run_pytest
from opcg_oracle.rules.crosswalk import BASE_EDITION, CURRENT_EDITION, cites_in
from opcg_oracle.shipped import SHIPPED, shipped_suite

RESULTS_FILE = Path("reports") / "results.json"
_SCENARIO = re.compile(r"^\s*Scenario(?: Outline)?:\s*(.+?)\s*$")


def suite_problem(suite: Path) -> str:
    """Why a folder cannot serve as a suite ("" when it can): it needs features/ with .feature files."""
    if not suite.is_dir():
        return f"--suite {suite}: no such folder"
    features = suite / "features"
    if not features.is_dir():
        return f"--suite {suite}: no features/ folder in {suite.resolve()} (a suite holds features/ and scenarios/)"
    if next(features.rglob("*.feature"), None) is None:
        return f"--suite {suite}: no .feature files under {features.resolve()}, so nothing to run"
    return ""


def suite_folder(given: Path | str) -> Path:
    """The folder a --suite value names: 'shipped' is the suite inside the package, anything else a path."""
    return shipped_suite() if str(given) == SHIPPED else Path(given)


def default_suite() -> Path:
    """The one suite a command reads without --suite: here when it holds features/, else the shipped one."""
    return Path.cwd() if (Path.cwd() / "features").is_dir() else shipped_suite()


def run_suite(suites: list[Path | str], engine: str, report_dir: Path, pytest_args: list[str]) -> int:
    """Run every feature of the suites against engine; 0 only if every scenario passed."""
    folders = [suite_folder(s) for s in suites or [SHIPPED]]
    for folder in folders:
        problem = suite_problem(folder)
        if problem:
            print(f"opcg-oracle: error: {problem}", file=sys.stderr)
            return 2
    if not report_dir.is_absolute():
        report_dir = Path.cwd() / report_dir
    features = [(folder / "features").resolve() for folder in folders]
    # The scenarios come from one module of the package (no Python file needed in a suite); a suite's
    # own test modules are ignored so that nothing is collected twice. The feature folders are still
    # given to pytest: the plugin lints each feature file at collection.
    args = [str(Path(__file__).resolve().parent / "bdd" / "collect.py"), *map(str, features)]
    args += [f"--ignore-glob={folder}/*.py" for folder in features]
    # No configuration file is looked for: a pyproject.toml or pytest.ini above the folder verify is
    # started in (a clone's own) belongs to another job; the options verify needs are given here.
    args += [f"--rootdir={folders[0].resolve()}", f"--config-file={os.devnull}", "--strict-markers"]
    # Plugins of other jobs that an installation may carry are not loaded: hypothesis's, from the test extra,
    # imports all of Hypothesis (seconds) to print a line no scenario run needs.
    args += ["-p", "no:cacheprovider", "-p", "no:hypothesispytest"]
    args += [f"--engine={engine}", f"--rules-report={report_dir}", *pytest_args]
    environment = {**os.environ, "OPCG_ORACLE_SUITES": os.pathsep.join(str(f.parent) for f in features)}
    # A child process: the plugin must be imported by pytest itself (assertion rewriting, clean state).
    # The summary is printed there, from this run's results only; the exit code tells how the run ended.
    return run_pytest(args, environment)


def _last_report(results: Path, edition: str) -> dict | None:
    """The results.json written by verify, if it judged edition; a file that is not one is named in a one-line
    warning (a report of another edition is left out quietly: its clause ids and outcomes are that edition's)."""
    from opcg_oracle.report.compare import results_problem

    if not results.exists():
        return None
    try:
        document = json.loads(results.read_text(encoding="utf-8"))
        problem = results_problem(document)
    except (OSError, ValueError) as error:
        problem = str(error)
    if problem:
        print(f"opcg-oracle: warning: {results}: not read ({problem}); statuses left out", file=sys.stderr)
        return None
    return document if document.get("rules_edition", BASE_EDITION) == edition else None


def scenario_index(root: Path, edition: str) -> dict[str, list[dict]]:
    """Clause id of edition → the scenarios under root/features (else the shipped suite's) that hold under
    edition and exercise it (an untagged scenario's ver.1.1.6 ids mapped through the crosswalk), each with
    its status in the last report of that edition and the edition its own ids are written in."""
    features = root / "features"
    if not features.is_dir():
        features = shipped_suite() / "features"
    if not features.is_dir():
        return {}
    report = _last_report(root / RESULTS_FILE, edition) or {}
    last = {s["id"]: s["status"] for s in report.get("scenarios", [])}
    index: dict[str, list[dict]] = {}
    for path in sorted(features.rglob("*.feature")):
        relative = path.relative_to(features).as_posix()
        tags: list[str] = []
        inherited: list[str] = []
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            stripped = line.strip()
            if stripped.startswith("@"):
                tags.extend(t.lstrip("@") for t in stripped.split())
                continue
            if stripped.startswith(("Feature:", "Rule:")):
                inherited = tags if stripped.startswith("Feature:") else inherited + tags
                tags = []
                continue
            match = _SCENARIO.match(line)
            if match:
                every = inherited + tags
                own = next((t.removeprefix("edition:") for t in every if t.startswith("edition:")), None)
                rules = [t.removeprefix("rule:") for t in every if t.startswith("rule:")]
                if own is None or own == edition:
                    scenario_id = f"{relative}::{match.group(1)}"
                    example = {
                        "feature": relative,
                        "name": match.group(1),
                        "line": number,
                        "id": scenario_id,
                        "status": last.get(scenario_id, "not run"),
                        "edition": own or BASE_EDITION,
                    }
                    for clause_id in rules if own else cites_in(rules, edition):
                        index.setdefault(clause_id, []).append(example)
                tags = []
    return index


def examples_for(clause_id: str, root: Path, edition: str = CURRENT_EDITION) -> list[dict]:
    """The scenarios of a clause of edition under root/features (else the shipped suite's), with their last result."""
    return [{k: v for k, v in e.items() if k != "edition"} for e in scenario_index(root, edition).get(clause_id, [])]


def clause_result(clause_id: str, root: Path, edition: str = CURRENT_EDITION) -> dict | None:
    """The clause's aggregated result in root/reports/results.json (status, counts below), if a report of
    edition exists."""
    results = root / RESULTS_FILE
    if not results.exists():
        return None
    try:
        document = json.loads(results.read_text(encoding="utf-8"))
        if document.get("rules_edition", BASE_EDITION) != edition:
            return None  # a report of the other edition: its clause ids are not these
        entry = document["clauses"][clause_id]
        found = {"status": str(entry["status"]), "scenarios": len(entry["scenarios"]), "below": entry.get("below")}
        found |= {"unobservable": str(entry["unobservable"])} if entry.get("unobservable") else {}
        return found | ({"needs_card": str(entry["needs_card"])} if entry.get("needs_card") else {})
    except (ValueError, KeyError, TypeError, AttributeError):
        return None  # an old or foreign file: the examples' own statuses still show
