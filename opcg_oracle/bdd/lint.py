"""Lint of feature files at collection time; every problem is a collection error with file and line."""

from __future__ import annotations

import difflib
import re
from itertools import islice
from pathlib import Path

import pytest
from gherkin.errors import CompositeParserException
from gherkin.parser import Parser

from opcg_oracle.bdd.steps import PHRASES
from opcg_oracle.bdd.syntax import keyword_meant, syntax_problems
from opcg_oracle.cards.database import CardDatabase, load_suite_cards
from opcg_oracle.rules.crosswalk import BASE_EDITION
from opcg_oracle.rules.rulebook import editions, load_rulebook
from opcg_oracle.scenario.loader import load_board, load_board_text
from opcg_oracle.yamlio import InputError, Position

_BOARD_STEP = re.compile(r'^the board "(?P<path>[^"]+)"$')
_PRESENTED_STEP = re.compile(r'^the players present the decks of "(?P<path>[^"]+)"$')  # decks may be illegal (5-2-1-1)
_QA_TAG = re.compile(r"@qa:(?:[A-Z]+[0-9]*-[0-9]{3}|rules)-[1-9][0-9]*")  # an official Q&A entry: card (or rules), n-th


class FeatureLintError(Exception):
    """One or more problems in a feature file."""


def lint_feature(path: Path, scenarios_dir: Path, detail: bool = False) -> list[str]:
    """Problems of one feature file, each as 'file:line: message' (detail: a board error's lines below it)."""
    path = shown(path)
    try:
        document = Parser().parse(read_feature(path))
    except InputError as error:
        return [str(error)]
    except CompositeParserException as error:
        return syntax_problems(path, error)
    feature = document.get("feature")
    if not feature:
        return [f"{path}:1: no Feature in this file"]
    problems: list[str] = []
    problems += _check_tags(path, feature.get("tags", []), [])
    if not any(True for _ in _scenarios(feature)):
        problems.append(f"{path}:{feature['location']['line']}: {_nothing_in(feature)}")
    seen: dict[str, int] = {}
    for scenario, inherited in _scenarios(feature):
        line = scenario["location"]["line"]
        name = scenario["name"]
        if name in seen:
            problems.append(f"{path}:{line}: scenario name {name!r} is used twice (first at line {seen[name]})")
        seen.setdefault(name, line)
        tags = scenario.get("tags", [])
        problems += _check_tags(path, tags, inherited)
        if not any(t["name"].startswith("@rule:") for t in [*tags, *inherited]):
            problems.append(f"{path}:{line}: scenario {name!r} has no @rule:<clause id> tag")
        if not scenario.get("steps"):
            problems.append(f"{path}:{line}: {_no_steps(name, scenario)}")
        keyword = "Given"
        for step in scenario.get("steps", []):
            if step["keyword"].strip() not in ("And", "But", "*"):
                keyword = step["keyword"].strip()
            if not known_phrase(keyword, step["text"]):
                problems.append(f"{path}:{step['location']['line']}: {unknown_phrase_message(keyword, step['text'])}")
            problems += _check_board(path, step, scenarios_dir, detail)
    return problems


def _no_steps(name: str, scenario: dict) -> str:
    """A scenario without steps checks nothing; a misspelt keyword makes its step a line of description."""
    return _slip_in(f"scenario {name!r} has no steps, so it checks nothing", scenario)


def _nothing_in(feature: dict) -> str:
    """A feature without scenarios checks nothing; a misspelt 'Scenario:' makes it a line of description."""
    return _slip_in("this feature has no scenario, so it checks nothing", feature)


def _slip_in(message: str, node: dict) -> str:
    for text in node.get("description", "").splitlines():
        meant = keyword_meant(text)
        if meant:
            return f"{message}: {text.strip()!r} is read as description; did you mean {meant!r}?"
    return message


def read_feature(path: Path) -> str:
    """A feature file's text; bytes that are not UTF-8 are an InputError naming the line."""
    data = path.read_bytes()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        column = error.start - (data.rfind(b"\n", 0, error.start) + 1) + 1
        raise InputError(
            Position(str(path), line, column),
            f"not UTF-8 text (byte {data[error.start]:#04x} at offset {error.start})",
            hint="save the feature file as UTF-8",
        ) from None


def unreadable_features_line(module: Path, rootdir: Path, error: str) -> str:
    """Why a test module could not read its feature files, as one line per feature file that is not UTF-8."""
    folders = [module.parent] + ([rootdir] if not module.parent.is_relative_to(rootdir) else [])
    problems = []
    for feature in sorted({path for folder in folders for path in folder.rglob("*.feature")}):
        try:
            read_feature(shown(feature))
        except InputError as problem:
            problems.append(f"{problem}; pytest-bdd could not read it while collecting {shown(module)}")
        except OSError:
            continue
    return "\n".join(problems) or f"{shown(module)}: pytest-bdd could not read a feature file: {error}"


def _check_board(path: Path, step: dict, scenarios_dir: Path, detail: bool = False) -> list[str]:
    """A board step's board: inside the suite's scenarios folder, and a valid board (loaded once per run)."""
    line = step["location"]["line"]
    where = f"{path}:{line}"
    if "docString" in step and step["text"] == "the board:":
        opening = step["docString"]["location"]["line"]  # the line of the opening quotes
        text = "\n" * opening + step["docString"]["content"]  # so line numbers in errors are the feature's own
        return _board_problems(where, lambda: load_board_text(text, str(path), suite_cards(scenarios_dir)), detail)
    match = _BOARD_STEP.match(step["text"]) or _PRESENTED_STEP.match(step["text"])
    if not match:
        return []
    relative = match["path"]
    inside = scenarios_dir.resolve()
    board = (scenarios_dir / relative).resolve()
    if not board.is_relative_to(inside):
        return [f"{where}: board path {relative!r} leaves the suite's scenarios folder ({shown(scenarios_dir)})"]
    if not board.is_file():
        return [f"{where}: board file {relative!r} not found in {shown(scenarios_dir)}"]
    check_decks = match.re is _BOARD_STEP
    return _board_problems(where, lambda: _load_once(board, check_decks, suite_cards(scenarios_dir)), detail)


def suite_cards(scenarios_dir: Path) -> CardDatabase:
    """The cards a suite's boards may use: the package's and those of the suite's cards/ folder."""
    return load_suite_cards(scenarios_dir.resolve().parent)


_LOADED: dict[tuple[Path, bool], InputError | None] = {}  # board file → its problem: many scenarios share one


def _load_once(board: Path, check_decks: bool, cards: CardDatabase) -> None:
    key = (board, check_decks)
    if key not in _LOADED:
        try:
            load_board(shown(board), cards, check_decks)
            _LOADED[key] = None
        except InputError as error:
            _LOADED[key] = error
    if _LOADED[key] is not None:
        raise _LOADED[key]


def shown(path: Path) -> Path:
    """A path as a user reads it: relative to the current folder when inside it."""
    try:
        return path.relative_to(Path.cwd())
    except ValueError:
        return path


def _board_problems(where: str, load, detail: bool = False) -> list[str]:
    """The board's error as one line, board position first, then the feature line that uses it.

    With detail (pytest -v): below it, the board's lines up to the error with a caret under its column,
    and the path in the document; never the rest of the board."""
    try:
        load()
    except InputError as error:
        return [f"{error} (board of {where})", *(_excerpt(error) if detail else [])]
    return []


def _excerpt(error: InputError, before: int = 2) -> list[str]:
    """The lines of a file that lead to an error's position, numbered, with a caret under its column."""
    position = error.position
    lines = []
    if position is not None:
        try:
            with open(position.file, encoding="utf-8", errors="replace") as stream:
                text = [line.rstrip("\n") for line in islice(stream, position.line)]
        except OSError:
            text = []
        width = len(str(position.line))
        for number in range(max(1, position.line - before), len(text) + 1):
            lines.append(f"    {number:>{width}} | {text[number - 1][:200]}")
        if len(text) == position.line:
            lines.append(f"    {' ' * width} | {' ' * (position.column - 1)}^")
    if error.path:
        lines.append(f"    at {error.path} in the board document")
    return lines


def known_phrase(keyword: str, text: str) -> bool:
    """Whether a step's text is a phrase of the step library (action phrases serve any keyword)."""
    for phrase in PHRASES:
        if (phrase.keyword == keyword or phrase.keyword == "When") and re.fullmatch(phrase.pattern, text):
            return True
    return False


def unknown_phrase_message(keyword: str, text: str) -> str:
    """An unknown step, with the nearest phrases of the step library."""
    examples = [p.example.split("\n")[0].split(" ", 1)[1] for p in PHRASES]
    near = difflib.get_close_matches(text, examples, n=3, cutoff=0.3)
    hint = "; ".join(repr(p) for p in near) or "see `opcg-oracle steps`"
    return f"unknown step {keyword} {text!r}. Nearest phrases: {hint}"


def _scenarios(feature: dict):
    """Every scenario with the tags it inherits from its feature and Rule."""
    feature_tags = feature.get("tags", [])
    for child in feature.get("children", []):
        if "scenario" in child:
            yield child["scenario"], feature_tags
        elif "rule" in child:
            rule = child["rule"]
            rule_tags = rule.get("tags", [])
            for grandchild in rule.get("children", []):
                if "scenario" in grandchild:
                    yield grandchild["scenario"], [*feature_tags, *rule_tags]


def _check_tags(path: Path, tags: list[dict], inherited: list[dict]) -> list[str]:
    """Each @rule id a clause of the scenario's edition (@edition:X, inherited or its own; else ver.1.1.6),
    and at most one edition, one we have."""
    named = [t for t in [*inherited, *tags] if t["name"].startswith("@edition:")]
    chosen = {t["name"].removeprefix("@edition:") for t in named}
    problems = []
    for tag in [t for t in tags if t["name"].startswith("@edition:")]:
        edition = tag["name"].removeprefix("@edition:")
        if edition not in editions():
            problems.append(
                f"{path}:{tag['location']['line']}: unknown edition {edition!r} in {tag['name']}"
                f" (we have: {', '.join(editions())})"
            )
    if len(chosen) > 1:
        problems.append(f"{path}:{named[-1]['location']['line']}: a scenario holds for one edition or all, not "
                        f"{', '.join(sorted(chosen))}: leave the tag out for all")  # fmt: skip
    edition = next(iter(chosen)) if len(chosen) == 1 and chosen <= set(editions()) else BASE_EDITION
    book = load_rulebook(edition)
    for tag in tags:
        name = tag["name"]
        if name.startswith("@qa:") and not _QA_TAG.fullmatch(name):
            problems.append(
                f"{path}:{tag['location']['line']}: {name} is no Q&A entry: write @qa:<card number or rules>-<n>,"
                " e.g. @qa:OP01-055-2 (the n-th answer of that card in the official Q&A)"
            )
        if name.startswith("@rule:"):
            clause = name.removeprefix("@rule:")
            if clause not in book:
                near = ", ".join(book.nearest(clause))
                problems.append(
                    f"{path}:{tag['location']['line']}: unknown clause {clause!r} of ver.{edition} in {name}"
                    f" (nearest: {near})"
                )
    return problems


def suite_of(feature: Path) -> Path | None:
    """The suite folder of a feature file: the parent of its nearest enclosing features/ folder."""
    return next((parent.parent for parent in feature.parents if parent.name == "features"), None)


def scenarios_dir(config: pytest.Config, feature: Path | None = None) -> Path:
    """Where board files are: --scenarios-dir, or the scenarios/ beside the feature's features/, or <rootdir>'s."""
    chosen = config.getoption("--scenarios-dir")
    if chosen:
        return Path(chosen)
    suite = suite_of(feature) if feature else None
    return suite / "scenarios" if suite else Path(config.rootpath) / "scenarios"


class FeatureLint(pytest.File):
    """Collects nothing from a feature file but its lint problems (scenarios come from test modules)."""

    def collect(self):
        detail = self.config.get_verbosity() > 0
        problems = lint_feature(self.path, scenarios_dir(self.config, self.path), detail)
        if problems:
            raise self.CollectError("\n".join(problems))
        return []

    def repr_failure(self, excinfo):
        if isinstance(excinfo.value, self.CollectError):
            return str(excinfo.value)
        return super().repr_failure(excinfo)
