"""The rules suite on disk: run it with pytest, and find the scenarios of a clause."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

RESULTS_FILE = Path("reports") / "results.json"
PYTEST_USAGE_ERROR = 4
PYTEST_NO_TESTS = 5
_TAG = re.compile(r"@rule:(\S+)")
_SCENARIO = re.compile(r"^\s*Scenario(?: Outline)?:\s*(.+?)\s*$")


SHIPPED = "shipped"  # the --suite value that names the suite inside the package


def shipped_suite() -> Path:
    """The rules suite that comes with the package (in a checkout: the top-level features/ and scenarios/)."""
    return Path(__file__).resolve().parent / "suite_data"


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


def run_suite(suites: list[Path | str], engine: str, report_dir: Path, pytest_args: list[str]) -> int:
    """Run every feature of the suites against engine; 0 only if every scenario passed."""
    folders = [shipped_suite() if str(s) == SHIPPED else Path(s) for s in suites or [SHIPPED]]
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
    args += [f"--rootdir={folders[0].resolve()}", "-p", "no:cacheprovider"]
    args += [f"--engine={engine}", f"--rules-report={report_dir}", *pytest_args]
    environment = {**os.environ, "OPCG_ORACLE_SUITES": os.pathsep.join(str(f.parent) for f in features)}
    # A child process: the plugin must be imported by pytest itself (assertion rewriting, clean state).
    code = subprocess.call([sys.executable, "-m", "pytest", *args], env=environment)
    if code == PYTEST_USAGE_ERROR:  # pytest printed the one line (a bad --engine, say): usage, exit 2
        return 2
    if code == PYTEST_NO_TESTS:
        print("opcg-oracle: error: no scenarios to run (-k or -m matched none)", file=sys.stderr)
        return 2
    results_path = report_dir / "results.json"
    if not results_path.exists():
        return int(code) or 1
    document = json.loads(results_path.read_text(encoding="utf-8"))
    summary = document["summary"]
    counts = summary["scenarios"]
    clauses = summary["clauses"]
    print(
        f"\nopcg-oracle verify: {counts['total']} scenarios: {counts['passed']} passed, {counts['failed']} failed, "
        f"{counts['error']} error, {counts['unsupported']} unsupported, {counts['skipped']} skipped"
    )
    print(
        f"clauses: {clauses['passed']} passed, {clauses['failed']} failed, {clauses['error']} error, "
        f"{clauses['untested']} untested of {clauses['total']} rules"
    )
    print(f"report: {report_dir / 'index.html'}  ({report_dir / 'report.md'}, {results_path})")
    if "expectations" in document:  # known failures are fine; regressions and unexpected passes are not
        found = document["expectations"]
        print(
            f"against {found['file']}: {len(found['regressions'])} regressions, "
            f"{len(found['unexpected_passes'])} unexpected passes, {len(found['known_failures'])} known failures"
        )
        return 0 if not found["regressions"] and not found["unexpected_passes"] else 1
    all_passed = counts["total"] > 0 and counts["passed"] == counts["total"]
    return 0 if code == 0 and all_passed else (int(code) or 1)


def examples_for(clause_id: str, root: Path) -> list[dict]:
    """The scenarios tagged with a clause under root/features (else the shipped suite's), with their last result."""
    features = root / "features"
    if not features.is_dir():
        features = shipped_suite() / "features"
    if not features.is_dir():
        return []
    last: dict[str, str] = {}
    results = root / RESULTS_FILE
    if results.exists():
        try:
            last = {s["id"]: s["status"] for s in json.loads(results.read_text(encoding="utf-8"))["scenarios"]}
        except (ValueError, KeyError):
            last = {}
    found = []
    for path in sorted(features.rglob("*.feature")):
        relative = path.relative_to(features).as_posix()
        tags: list[str] = []
        inherited: list[str] = []
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            stripped = line.strip()
            if stripped.startswith("@"):
                tags.extend(_TAG.findall(stripped))
                continue
            if stripped.startswith(("Feature:", "Rule:")):
                inherited = tags if stripped.startswith("Feature:") else inherited + tags
                tags = []
                continue
            match = _SCENARIO.match(line)
            if match:
                if clause_id in tags or clause_id in inherited:
                    name = match.group(1)
                    scenario_id = f"{relative}::{name}"
                    found.append(
                        {
                            "feature": relative,
                            "name": name,
                            "line": number,
                            "id": scenario_id,
                            "status": last.get(scenario_id, "not run"),
                        }
                    )
                tags = []
    return found
