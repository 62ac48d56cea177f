"""pytest plugin of the rules suite (entry point `pytest11`): options, markers, steps, strictness, results."""

from __future__ import annotations

import json
import os
import signal
import threading
from pathlib import Path

import pytest

from opcg_oracle.adapters import factory
from opcg_oracle.adapters.base import EngineError, EngineStartError, Unsupported
from opcg_oracle.bdd import bounds, lint, options, progress, report_lock, step_lookup, steps, terminal
from opcg_oracle.bdd.child import RUN_MARK
from opcg_oracle.bdd.outcomes import UNSUPPORTED_PREFIX, ScenarioFailure, StepRecord
from opcg_oracle.bdd.run import ScenarioRun
from opcg_oracle.cards.database import load_card_database
from opcg_oracle.judge.scenarios import StepSpec, reliance
from opcg_oracle.rules.crosswalk import BASE_EDITION, CURRENT_EDITION, cites_in
from opcg_oracle.rules.rulebook import editions, load_rulebook

RESULT_PROPERTY = "opcg_oracle_result"


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("opcg-oracle", "ONE PIECE Card Game rules suite")
    group.addoption("--engine", default="reference", help="engine to run the suite against (default: reference)")
    group.addoption("--rules-report", default="reports", metavar="DIR", help="where the rules report is written")
    group.addoption("--expectations", default=None, metavar="FILE", help="the engine's expected failures (YAML)")
    group.addoption(
        "--write-expectations", default=None, metavar="FILE", help="write this run's failures as an expectation file"
    )
    group.addoption("--engine-timeout", type=float, default=10.0, help="seconds to wait for each engine answer")
    group.addoption(
        "--engine-start-timeout",
        type=float,
        default=60.0,
        help="seconds a started engine may take to answer hello (default 60)",
    )
    group.addoption(
        "--engine-max-line", type=int, default=16 * 1024 * 1024, help="longest engine answer line, in bytes"
    )
    group.addoption("--scenarios-dir", default=None, metavar="DIR", help="board files (default: <rootdir>/scenarios)")
    group.addoption(
        "--clause", action="append", default=[], metavar="ID", help="only scenarios of this clause or those under it"
    )
    group.addoption(
        "--progress", action="store_true", help="one progress line instead of pytest's rows of letters (verify's)"
    )
    group.addoption(
        "--edition", default=CURRENT_EDITION, help=f"the comprehensive rules edition judged (default {CURRENT_EDITION})"
    )


_EXPECTATIONS_KEY = pytest.StashKey[object]()


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "rule(id): the comprehensive-rules clause a scenario exercises")
    config.addinivalue_line("markers", "edition(id): the only rules edition a scenario holds for (its ids are its)")
    config.addinivalue_line("markers", "qa(id): the official Q&A entry a scenario shows (rules/data/qa.yaml)")
    for module in steps.MODULES:  # the step fixtures pytest-bdd made in each module of the step library
        config.pluginmanager.register(module, module.__name__)
    step_lookup.install()
    if config.getoption("--progress") and not hasattr(config, "workerinput"):
        config.pluginmanager.register(progress.Progress(config), "opcg_oracle.progress")
    _check_options(config)
    if threading.current_thread() is threading.main_thread():
        # SIGTERM (a CI cancel) ends the run as Ctrl-C does: engines stopped, the report marked incomplete;
        # in an xdist worker too (verify signals the whole group), so the worker stops its own engines.
        signal.signal(signal.SIGTERM, _interrupt)
        if os.environ.get(RUN_MARK) and signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
            # Under verify, which passes each interrupt on to this process group: a shell that started
            # verify in the background made SIGINT ignored, and the interrupt would go unheard here.
            signal.signal(signal.SIGINT, signal.default_int_handler)
    if config.getoption("--expectations", None):
        from opcg_oracle.report.expectations import load_expectations
        from opcg_oracle.yamlio import InputError

        try:
            config.stash[_EXPECTATIONS_KEY] = load_expectations(Path(config.getoption("--expectations")))
        except (InputError, OSError) as error:
            raise pytest.UsageError(f"--expectations: {error}") from None


def _interrupt(signum: int, frame) -> None:
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # a second SIGTERM ends the process at once
    raise KeyboardInterrupt(f"signal {signal.Signals(signum).name}")


def _check_options(config: pytest.Config) -> None:
    """Every option of the run checked once, before collection: one line naming the option, exit 4."""
    for option in ("--engine-timeout", "--engine-start-timeout"):
        problem = options.seconds_problem(config.getoption(option))
        if problem:
            raise pytest.UsageError(f"{option}: {problem}")
    if config.getoption("--edition") not in editions():
        raise pytest.UsageError(
            f"--edition: no rules data for edition {config.getoption('--edition')!r}; we have: {', '.join(editions())}"
        )
    book = load_rulebook(config.getoption("--edition"))
    for clause in config.getoption("--clause"):
        if book.resolve(clause) is None:
            near = ", ".join(book.nearest(clause))
            raise pytest.UsageError(f"--clause: no clause {clause!r} in ver.{book.edition} (nearest: {near})")
    if not hasattr(config, "workerinput"):
        problem = options.report_dir_problem(report_dir(config))
        if problem:
            raise pytest.UsageError(f"--rules-report: {problem}")
        _take_report_folder(config)
        written = config.getoption("--write-expectations")
        problem = options.output_file_problem(Path(written), "the expectations") if written else ""
        if problem:
            raise pytest.UsageError(f"--write-expectations: {problem}")


_LOCK_KEY = pytest.StashKey[object]()


def _take_report_folder(config: pytest.Config) -> None:
    """Hold the report folder for this run (one line, exit 4, if another run holds it)."""
    if config.getoption("--collect-only", False):
        return
    try:
        config.stash[_LOCK_KEY] = report_lock.lock_report_folder(report_dir(config))
    except report_lock.ReportFolderBusy as busy:
        raise pytest.UsageError(str(busy)) from None


def pytest_unconfigure(config: pytest.Config) -> None:
    report_lock.release(config.stash.get(_LOCK_KEY, None))


def report_dir(config: pytest.Config) -> Path:
    """Where the rules report goes: --rules-report, relative to where pytest was started."""
    directory = Path(config.getoption("--rules-report"))
    return directory if directory.is_absolute() else Path(config.invocation_params.dir) / directory


@pytest.hookimpl(tryfirst=True)
def pytest_bdd_apply_tag(tag: str, function):
    """@rule:7-1-4-1 becomes the registered marker rule(id="7-1-4-1") (@qa:ID, qa(id=ID)), so --strict-markers holds."""
    if tag.startswith("rule:"):
        pytest.mark.rule(id=tag.removeprefix("rule:"))(function)
        return True
    if tag.startswith("edition:"):
        pytest.mark.edition(id=tag.removeprefix("edition:"))(function)
        return True
    if tag.startswith("qa:"):
        pytest.mark.qa(id=tag.removeprefix("qa:"))(function)
        return True
    return None


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """A scenario tagged for one edition runs only when that edition is judged; untagged ones run under any."""
    edition = config.getoption("--edition")
    book = load_rulebook(edition)
    wanted = [book.resolve(c) for c in config.getoption("--clause")]
    kept, other = [], []
    for item in items:
        marks = [m.kwargs.get("id") for m in item.iter_markers("edition")]
        keep = not marks or edition in marks
        if keep and wanted:  # --clause: the clause or any under it, in the numbers of the edition judged
            rules = [m.kwargs.get("id") for m in item.iter_markers("rule")]
            rules = rules if marks else cites_in(rules, edition)
            keep = any(r == w or r.startswith(w + "-") for r in rules for w in wanted)
        (kept if keep else other).append(item)
    if other:
        config.hook.pytest_deselected(items=other)
        items[:] = kept


def pytest_collect_file(file_path: Path, parent: pytest.Collector):
    """Lint every feature file at collection: unknown clauses, missing tags, duplicate names, missing boards."""
    if file_path.suffix == ".feature":
        return lint.FeatureLint.from_parent(parent, path=file_path)
    return None


@pytest.hookimpl(wrapper=True)
def pytest_make_collect_report(collector: pytest.Collector):
    """A test module whose scenarios() met a feature file that is not UTF-8, or not Gherkin: one line, not
    pytest-bdd's traceback."""
    report = yield
    if report.failed and isinstance(collector, pytest.Module):
        crash = getattr(report.longrepr, "reprcrash", None)
        unreadable = crash is not None and crash.message.startswith("UnicodeDecodeError")
        if unreadable and "pytest_bdd" in str(report.longrepr):
            report.longrepr = lint.unreadable_features_line(collector.path, collector.config.rootpath, crash.message)
        elif crash is not None and crash.message.startswith("pytest_bdd.exceptions."):  # FeatureError, TokenError
            # the feature file's own collection error says where and what, in our words
            report.longrepr = "no scenario collected: pytest-bdd could not parse a feature file (see its error)"
    return report


def make_adapter(spec: str, timeout: float = 10.0, max_line: int | None = None, start_timeout: float | None = None):
    """The engine adapter an --engine value names; a usage error (one line) when it cannot be made."""
    try:
        return factory.make_adapter(spec, timeout, max_line, start_timeout)
    except EngineStartError as error:
        raise pytest.UsageError(str(error)) from None


def pytest_sessionstart(session: pytest.Session) -> None:
    """An engine that cannot start or greet stops the run before any scenario (not once per scenario)."""
    step_lookup.forget()  # the step definitions each test container sees belong to one session
    config = session.config
    if hasattr(config, "workerinput") or config.getoption("--collect-only", False):
        return
    try:
        factory.check_engine(*_engine_options(config))
    except EngineStartError as error:
        raise pytest.UsageError(str(error)) from None


def _engine_options(config: pytest.Config) -> tuple[str, float, int, float]:
    return (
        config.getoption("--engine"),
        config.getoption("--engine-timeout"),
        config.getoption("--engine-max-line"),
        config.getoption("--engine-start-timeout"),
    )


@pytest.fixture(scope="session")
def engine_adapter(request: pytest.FixtureRequest):
    adapter = make_adapter(*_engine_options(request.config))
    yield adapter
    adapter.stop()


@pytest.fixture(scope="session")
def reference_beside(request: pytest.FixtureRequest):
    """The reference engine, in process, beside a third-party engine (None when it is the engine verified)."""
    if factory.is_reference(request.config.getoption("--engine")):
        yield None
        return
    from opcg_oracle.adapters.reference import ReferenceAdapter

    adapter = ReferenceAdapter()
    yield adapter
    adapter.stop()


@pytest.fixture
def run(request: pytest.FixtureRequest, engine_adapter, reference_beside) -> ScenarioRun:
    cards, scenarios = load_card_database(), lint.scenarios_dir(request.config)
    scenario_run = ScenarioRun(engine_adapter, cards, scenarios)
    if reference_beside is not None:
        scenario_run.reference = ScenarioRun(reference_beside, cards, scenarios)
    request.node.stash[_RUN_KEY] = scenario_run
    return scenario_run


_RUN_KEY = pytest.StashKey[ScenarioRun]()
_INFO_KEY = pytest.StashKey[dict]()


def pytest_bdd_before_scenario(request, feature, scenario) -> None:
    scenario_run = request.getfixturevalue("run")
    scenarios_dir = lint.scenarios_dir(request.config, Path(feature.filename))
    for each in filter(None, (scenario_run, scenario_run.reference)):  # the engine's run, the reference's beside
        each.scenarios_dir = scenarios_dir
        each.cards = lint.suite_cards(scenarios_dir)
        each.needs_steps = [step.name for step in scenario.steps]  # capabilities are checked up front
    tags = scenario.tags | feature.tags
    rules = sorted(t.removeprefix("rule:") for t in tags if t.startswith("rule:"))
    # An untagged scenario holds for every edition and names ver.1.1.6 clauses: judged under another
    # edition, its clauses are that edition's counterparts (through the crosswalk).
    tagged = any(t.startswith("edition:") for t in tags)
    edition = request.config.getoption("--edition")
    for each in filter(None, (scenario_run, scenario_run.reference)):
        each.edition, each.ids_edition = edition, edition if tagged else BASE_EDITION
    rules = rules if tagged else sorted(cites_in(rules, edition))
    if scenario_run.reference is not None:  # a third-party engine: what the scenario relies on decides what it needs
        steps = [StepSpec(s.keyword, "", s.name, s.line_number, s.docstring) for s in scenario.steps]
        scenario_run.relied = reliance(
            steps, scenarios_dir, scenario_run.edition, scenario_run.ids_edition, request.node.nodeid
        )
    request.node.stash[_INFO_KEY] = {
        "feature": _feature_path(request.config, feature.filename),
        "feature_name": feature.name,
        "name": scenario.name,
        "line": scenario.line_number,
        "rules": rules,
        "qa": sorted(t.removeprefix("qa:") for t in tags if t.startswith("qa:")),
        "description": scenario.description or "",
        "all_steps": [{"keyword": s.keyword, "text": s.name, "line": s.line_number} for s in scenario.steps],
    }


def _feature_path(config: pytest.Config, filename: str) -> str:
    """A feature's path relative to the suite's features/ folder: the stable part of a scenario id."""
    path = Path(filename).resolve()
    suite = lint.suite_of(path)
    for base in ([suite / "features"] if suite else []) + [Path(config.rootpath) / "features", Path(config.rootpath)]:
        if path.is_relative_to(base.resolve()):
            return path.relative_to(base.resolve()).as_posix()
    return path.name


def pytest_bdd_before_step(request, feature, scenario, step, step_func) -> None:
    scenario_run = request.node.stash.get(_RUN_KEY, None)
    if scenario_run is not None:
        scenario_run.begin_step(StepRecord(step.keyword, step.name, step.line_number))


def pytest_bdd_step_error(request, feature, scenario, step, step_func, step_func_args, exception) -> None:
    scenario_run = request.node.stash.get(_RUN_KEY, None)
    if scenario_run is not None and scenario_run.steps:
        record = scenario_run.steps[-1]
        record.status = "failed" if isinstance(exception, AssertionError) else "error"
        record.message = str(exception)


def pytest_bdd_step_func_lookup_error(request, feature, scenario, step, exception) -> None:
    """An unknown phrase fails with the nearest known phrases."""
    message = f"{feature.rel_filename}:{step.line_number}: {lint.unknown_phrase_message(step.keyword, step.name)}"
    scenario_run = request.node.stash.get(_RUN_KEY, None)
    if scenario_run is not None:
        scenario_run.steps.append(StepRecord(step.keyword, step.name, step.line_number, "failed", message))
    raise ScenarioFailure(message)


def pytest_bdd_after_scenario(request, feature, scenario) -> None:
    """Strict mode: an unchecked refusal or an unanswered decision at the end fails the scenario."""
    scenario_run = request.node.stash.get(_RUN_KEY, None)
    if scenario_run is None or scenario_run.board is None or scenario_run.unsupported:
        return
    if any(s.status != "passed" for s in scenario_run.steps):
        return  # a step already failed; its message is the one that matters
    scenario_run.end_strictly()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo):
    report = yield
    info = item.stash.get(_INFO_KEY, None)
    if info is None or (report.when == "setup" and report.passed) or report.when == "teardown":
        return report
    scenario_run = item.stash.get(_RUN_KEY, None)
    status, message = _status(report, call)
    result = {
        "id": f"{info['feature']}::{info['name']}",
        **{k: v for k, v in info.items() if k != "all_steps"},
        "status": status,
        "message": bounds.bounded_text(message),
        "duration": round(report.duration, 4),
        "engine": item.config.getoption("--engine"),
        "engine_info": _engine_info(scenario_run),
        "steps": _steps(info, scenario_run),
        "notes": scenario_run.notes if scenario_run else [],
        "before": bounds.bounded(scenario_run.before, bounds.STATE_BYTES) if scenario_run else None,
        "after": bounds.bounded(_safe_state(scenario_run), bounds.STATE_BYTES),
        "board": scenario_run.board_name() if scenario_run else None,
        **_reference_log(scenario_run),
    }
    report.user_properties.append((RESULT_PROPERTY, json.dumps(bounds.bounded_result(result), default=str)))
    return report


def _status(report: pytest.TestReport, call: pytest.CallInfo) -> tuple[str, str]:
    if report.passed:
        return "passed", ""
    if report.skipped:
        reason = str(report.longrepr[2]) if isinstance(report.longrepr, tuple) else str(report.longrepr)
        reason = reason.removeprefix("Skipped: ")
        if reason.startswith("unsupported:"):
            return "unsupported", reason.removeprefix("unsupported:").strip()
        return "skipped", reason
    error = call.excinfo.value if call.excinfo else None
    if isinstance(error, Unsupported):
        return "unsupported", str(error)
    if isinstance(error, AssertionError):
        return "failed", str(error)
    if isinstance(error, EngineError):
        return "error", str(error)
    return "error", f"{type(error).__name__}: {error}" if error else str(report.longrepr)


def _steps(info: dict, scenario_run: ScenarioRun | None) -> list[dict]:
    ran = scenario_run.steps if scenario_run else []
    beside = scenario_run.reference.steps if scenario_run and scenario_run.reference else None
    out = []
    for index, planned in enumerate(info["all_steps"]):
        if index < len(ran):
            record = ran[index]
            step = {**planned, "status": record.status, "message": record.message, "exchanges": record.exchanges}
        else:
            step = {**planned, "status": "not run", "message": "", "exchanges": []}
        if beside is not None:  # what the reference engine answered at this step (12.3)
            step["reference"] = beside[index].exchanges if index < len(beside) else []
        out.append(step)
    return out


def _reference_log(scenario_run: ScenarioRun | None) -> dict:
    """The reference engine's end of the scenario beside a third-party engine: its board, or why it stopped."""
    shadow = scenario_run.reference if scenario_run else None
    if shadow is None:
        return {}
    if shadow.stopped or shadow.board is None:
        return {"reference_stopped": shadow.stopped or "the scenario set up no board"}
    return {"reference_after": bounds.bounded(_safe_state(shadow), bounds.STATE_BYTES)}


def _engine_info(scenario_run: ScenarioRun | None) -> dict:
    if scenario_run is None:
        return {}
    try:
        hello = scenario_run.adapter.hello()
    except Exception:  # an engine that cannot even greet has no info to show; its scenarios say why
        return {}
    return {k: hello.get(k) for k in ("name", "version", "language", "homepage") if hello.get(k)}


def _safe_state(scenario_run: ScenarioRun | None) -> dict | None:
    if scenario_run is None or scenario_run.board is None:
        return None
    try:
        return scenario_run.state()
    except Exception as error:  # a crashed engine has no state to show; the status says why
        return {"error": str(error)}


def pytest_report_teststatus(report: pytest.TestReport, config: pytest.Config):
    """An unsupported scenario is counted by pytest as `unsupported` (its own word), not as `skipped`."""
    skip = report.skipped and report.when in ("setup", "call") and isinstance(report.longrepr, tuple)
    quiet = config.getoption("--progress")
    if report.failed and report.when == "call" and _known_failure(report, config):
        return "xfailed", "" if quiet else "x", ("KNOWN FAILURE", {"yellow": True})
    if skip and str(report.longrepr[2]).removeprefix("Skipped: ").startswith(UNSUPPORTED_PREFIX):
        return "unsupported", "" if quiet else "u", ("UNSUPPORTED", {"yellow": True})
    return progress.quiet_status(report) if quiet else None


def _known_failure(report: pytest.TestReport, config: pytest.Config) -> bool:
    """Whether the expectations file (--expectations) says this scenario fails."""
    expectations = config.stash.get(_EXPECTATIONS_KEY, None)
    if expectations is None:
        return False
    for name, value in report.user_properties:
        if name == RESULT_PROPERTY:
            result = json.loads(value)
            return expectations.expected(result)["status"] in ("failed", "error")
    return False


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    for name, value in report.user_properties:
        if name == RESULT_PROPERTY:
            _RESULTS.append(json.loads(value))


_RESULTS: list[dict] = []


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """The controller (never an xdist worker) writes the rules report of this run's results."""
    config = session.config
    if hasattr(config, "workerinput") or not _RESULTS:
        return
    from opcg_oracle.report.builder import build_results, write_report

    results = list(_RESULTS)
    _RESULTS.clear()
    complete = exitstatus not in (pytest.ExitCode.INTERRUPTED, pytest.ExitCode.INTERNAL_ERROR) and not (
        session.shouldfail or session.shouldstop
    )
    sorted_out = None
    if _EXPECTATIONS_KEY in config.stash:
        from opcg_oracle.report.expectations import compare

        sorted_out = compare(results, config.stash[_EXPECTATIONS_KEY])
    engine, edition = config.getoption("--engine"), config.getoption("--edition")
    directory = report_dir(config)
    try:
        if config.stash.get(_LOCK_KEY, None) is None:  # the folder is new: hold it from now on
            directory.mkdir(parents=True, exist_ok=True)
            config.stash[_LOCK_KEY] = report_lock.lock_report_folder(directory)
        written = write_report(
            results, directory, engine=engine, expectations=sorted_out, complete=complete, edition=edition
        )
    except report_lock.ReportFolderBusy as busy:
        config.stash[_SUMMARY_KEY] = [f"opcg-oracle: error: {busy}; this run's report was not written"]
        session.exitstatus = pytest.ExitCode.USAGE_ERROR
        return
    except KeyboardInterrupt:  # a signal that came while the files were moved in: the report is whole
        written = directory / "index.html"
    except OSError as error:  # checked writable at the start; a disk can still fill up
        config.stash[_SUMMARY_KEY] = [f"opcg-oracle: error: cannot write the report into {directory}: {error}"]
        session.exitstatus = pytest.ExitCode.INTERNAL_ERROR
        return
    document = build_results(results, engine, load_rulebook(edition), expectations=sorted_out)
    config.stash[_SUMMARY_KEY] = terminal.summary_lines(document, written, complete)
    if config.getoption("--write-expectations"):
        config.stash[_SUMMARY_KEY].append(_write_expectations(config, results, document))
    if sorted_out is not None and complete:
        if sorted_out["regressions"] or sorted_out["unexpected_passes"]:
            session.exitstatus = pytest.ExitCode.TESTS_FAILED
        elif session.exitstatus == pytest.ExitCode.TESTS_FAILED:
            session.exitstatus = pytest.ExitCode.OK  # every failure was expected


_SUMMARY_KEY = pytest.StashKey[list]()


def _write_expectations(config: pytest.Config, results: list[dict], document: dict) -> str:
    """Write --write-expectations from this run (keeping an earlier file's reasons); the line that says so."""
    from opcg_oracle.report.builder import engine_label, write_atomic
    from opcg_oracle.report.expectations import expectations_text

    path = Path(config.getoption("--write-expectations"))
    previous = config.stash.get(_EXPECTATIONS_KEY, None)
    try:
        write_atomic(path, expectations_text(results, engine_label(document), previous))
    except OSError as error:
        return f"opcg-oracle: error: cannot write the expectations to {path}: {error}"
    failing = sum(1 for r in results if r["status"] in ("failed", "error"))
    return f"expectations: {failing} known failure{'s' * (failing != 1)} written to {path}"


def pytest_terminal_summary(terminalreporter, exitstatus: int, config: pytest.Config) -> None:
    """After pytest's own sections: collection errors when tracebacks are off, then this run's summary."""
    if config.option.tbstyle == "no":
        for line in terminal.collection_error_lines(terminalreporter.stats.get("error", [])):
            terminalreporter.write_line(line)
    lines = config.stash.get(_SUMMARY_KEY, None)
    if lines:
        terminalreporter.write_sep("-", "rules suite")
        for line in lines:
            terminalreporter.write_line(line)
