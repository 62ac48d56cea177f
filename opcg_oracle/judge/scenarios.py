"""Read the suite's scenarios and replay one through the reference engine, step by step, keeping what happened.

The steps are run by the same step library pytest uses (opcg_oracle/bdd/steps/), so a replay is the
scenario as the suite runs it, with the events and the board after each step kept for narration.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import pytest
import yaml
from gherkin.errors import CompositeParserException, ParserError
from gherkin.parser import Parser
from gherkin.token_scanner import TokenScanner

from opcg_oracle.adapters.reference import ReferenceAdapter
from opcg_oracle.bdd.needs import Reliance
from opcg_oracle.bdd.outcomes import ScenarioFailure
from opcg_oracle.bdd.run import ScenarioRun
from opcg_oracle.bdd.steps import IMPLEMENTATIONS, PHRASES
from opcg_oracle.cards.database import CardDatabase, load_card_database, load_suite_cards
from opcg_oracle.rules.crosswalk import BASE_EDITION, cites_in
from opcg_oracle.rules.qa import qa_ids_of
from opcg_oracle.yamlio import InputError, load_plain

ACTION, CHECK, SETUP = "action", "check", "setup"


class SuiteError(Exception):
    """The suite, a feature or a scenario id cannot be used (one line, for the command line)."""


@dataclass(frozen=True)
class StepSpec:
    """One written step: its keyword as written, its kind (setup, action, check), text, doc string, line."""

    keyword: str
    kind: str
    text: str
    line: int
    docstring: str | None = None

    @property
    def sentence(self) -> str:
        """The step as a person reads it."""
        return f"{self.keyword} {self.text}"


@dataclass(frozen=True)
class ScenarioSpec:
    """A scenario as written in its feature file."""

    id: str  # <feature file>::<scenario name>
    feature: str
    feature_title: str
    name: str
    line: int
    tags: tuple[str, ...]
    rules: tuple[str, ...]
    description: str
    steps: tuple[StepSpec, ...]

    @property
    def edition(self) -> str:
        """The rules edition the scenario's clause ids and outcome belong to: its @edition tag, else ver.1.1.6
        (an untagged scenario holds for every edition and is written in ver.1.1.6's numbers)."""
        return next((t.removeprefix("edition:") for t in self.tags if t.startswith("edition:")), BASE_EDITION)

    def runs_under(self, edition: str) -> bool:
        """Whether the scenario holds under edition: it is tagged @edition:<edition>, or has no @edition tag."""
        return not any(t.startswith("edition:") for t in self.tags) or self.edition == edition

    def rules_in(self, edition: str) -> tuple[str, ...]:
        """The clauses the scenario exercises, in edition's numbers (an untagged one's through the crosswalk)."""
        if not self.runs_under(edition):
            return ()
        return self.rules if self.edition == edition else tuple(cites_in(self.rules, edition))

    @property
    def chapter(self) -> str:
        """The chapter of the first clause the scenario exercises."""
        return self.rules[0].split("-")[0] if self.rules else ""

    @property
    def difficulty(self) -> str:
        """easy (one action), medium (two or three), hard (more): how much a judge must follow."""
        actions = sum(1 for s in self.steps if s.kind == ACTION)
        return "easy" if actions <= 1 else "medium" if actions <= 3 else "hard"


def explain_command(scenario: ScenarioSpec, edition: str) -> str:
    """The command that narrates the scenario under edition (--edition named only where it is not its own)."""
    return f'opcg-oracle explain "{scenario.id}"' + (f" --edition {edition}" if edition != scenario.edition else "")


def find_suite(given: str | None = None) -> Path:
    """The folder holding features/ and scenarios/: the one given ('shipped': the package's), here, or the package's."""
    from opcg_oracle.suite import default_suite, suite_folder, suite_problem

    if not given:
        return default_suite()
    root = suite_folder(given)
    problem = suite_problem(root)
    if problem:
        raise SuiteError(problem)
    return root


def find_suites(given: list[str] | None) -> list[Path]:
    """The suites a command reads: each --suite given, in order (checked), else the default one (find_suite)."""
    return [find_suite(g) for g in given] if given else [find_suite()]


def find_board(given: str, suites: list[Path]) -> Path:
    """A board file: as given (from the current folder), else in the scenarios/ folder of one of the suites.

    In a suite it may be written from the suite's folder (scenarios/7-1/blockers.yaml) or from its scenarios/
    folder (7-1/blockers.yaml). Not found: SuiteError names where it was looked for and the nearest boards.
    """
    from opcg_oracle.shipped import shipped_suite

    path = Path(given)
    if path.is_file():
        return path
    written_from_suite = len(path.parts) > 1 and path.parts[0] == "scenarios"
    inside = Path(*path.parts[1:]) if written_from_suite else path
    folders = [root / "scenarios" for root in suites]
    for folder in folders:
        if (folder / inside).is_file():
            return folder / inside
    boards = sorted({b.relative_to(f).as_posix() for f in folders if f.is_dir() for b in f.rglob("*.yaml")})
    same_name = [b for b in boards if b.rsplit("/", 1)[-1] == path.name]
    near = list(dict.fromkeys([*same_name, *difflib.get_close_matches(inside.as_posix(), boards, n=3, cutoff=0.5)]))
    near = [f"scenarios/{b}" if written_from_suite else b for b in near[:3]]
    where = " or ".join(str(f.resolve()) for f in folders)
    message = f"no board file {given}: looked for it in {Path.cwd()} and in {where}"
    if near:
        message += f". Nearest: {', '.join(near)}"
    if shipped_suite().resolve() not in [root.resolve() for root in suites]:
        message += " (--suite shipped looks in the suite that comes with opcg-oracle)"
    raise SuiteError(message)


def _kind(keyword: str, previous: str) -> str:
    word = keyword.strip()
    if word in ("And", "But", "*"):
        return previous
    return {"Given": SETUP, "When": ACTION, "Then": CHECK}.get(word, previous)


def _step_specs(steps: list[dict]) -> tuple[StepSpec, ...]:
    out = []
    kind = SETUP
    for step in steps:
        kind = _kind(step["keyword"], kind)
        text = step["text"]
        # a Given that acts ("Given Alice attacks ...") reaches a position: it is an action
        if kind == SETUP and not text.startswith("the board"):
            kind = ACTION
        docstring = step.get("docString", {}).get("content") if step.get("docString") else None
        out.append(StepSpec(step["keyword"].strip(), kind, text, step["location"]["line"], docstring))
    return tuple(out)


def parse_feature(path: Path, relative: str) -> list[ScenarioSpec]:
    """Every scenario of one feature file, in order."""
    try:
        document = Parser().parse(TokenScanner(path.read_text(encoding="utf-8")))
    except (CompositeParserException, ParserError) as error:
        raise SuiteError(f"{path}: {str(error).splitlines()[0]}") from None
    feature = document.get("feature")
    if feature is None:
        return []
    found: list[ScenarioSpec] = []

    def walk(children: list[dict], inherited: tuple[str, ...]) -> None:
        for child in children:
            if "rule" in child:
                rule = child["rule"]
                walk(rule["children"], inherited + tuple(t["name"] for t in rule.get("tags", [])))
            elif "scenario" in child:
                scenario = child["scenario"]
                tags = inherited + tuple(t["name"] for t in scenario["tags"])
                rules = tuple(dict.fromkeys(t.split(":", 1)[1] for t in tags if t.startswith("@rule:")))
                found.append(
                    ScenarioSpec(
                        id=f"{relative}::{scenario['name']}",
                        feature=relative,
                        feature_title=feature["name"],
                        name=scenario["name"],
                        line=scenario["location"]["line"],
                        tags=tuple(t.lstrip("@") for t in tags),
                        rules=rules,
                        description=" ".join(scenario.get("description", "").split()),
                        steps=_step_specs(scenario["steps"]),
                    )
                )

    walk(feature["children"], tuple(t["name"] for t in feature.get("tags", [])))
    return found


def load_scenarios(root: Path) -> list[ScenarioSpec]:
    """Every scenario of the suite under root/features, feature files in name order."""
    features = root / "features"
    found = []
    for path in sorted(features.rglob("*.feature")):
        found.extend(parse_feature(path, path.relative_to(features).as_posix()))
    return found


def scenarios_by_qa_entry(root: Path) -> dict[str, list[str]]:
    """Each official Q&A id named by a @qa: tag under root/features → the ids of the scenarios carrying it."""
    found: dict[str, list[str]] = {}
    for scenario in load_scenarios(root):
        for entry_id in qa_ids_of(scenario.tags):
            found.setdefault(entry_id, []).append(scenario.id)
    return found


def find_scenario(scenarios: list[ScenarioSpec], wanted: str) -> ScenarioSpec:
    """The scenario with this id (or, when unambiguous, this name); unknown ids name the nearest."""
    for scenario in scenarios:
        if scenario.id == wanted:
            return scenario
    by_name = [s for s in scenarios if s.name == wanted or s.id.endswith(f"::{wanted}")]
    if len(by_name) == 1:
        return by_name[0]
    near = nearest_scenarios(scenarios, wanted)
    hint = f" Nearest: {'; '.join(near)}" if near else ""
    raise SuiteError(f"no scenario {wanted!r} (ids are '<feature file>::<scenario name>').{hint}")


def nearest_scenarios(scenarios: list[ScenarioSpec], wanted: str, limit: int = 3) -> list[str]:
    """Ids of the scenarios nearest to what was typed: by the words their names share with it (as the rules
    search reads words, everyday ones included), then by spelling."""
    from opcg_oracle.rules.search import en_terms, query_terms

    asked = {t.text for t in query_terms(wanted) if not t.japanese}
    ratio = {s.id: difflib.SequenceMatcher(None, wanted.lower(), s.id.lower()).ratio() for s in scenarios}
    shared = {s.id: len(asked & set(en_terms(f"{s.feature_title} {s.name}"))) for s in scenarios}
    ranked = sorted(scenarios, key=lambda s: (-shared[s.id], -ratio[s.id]))
    return [s.id for s in ranked[:limit] if shared[s.id] or ratio[s.id] >= 0.4]


def ad_hoc_scenario(board: Path, steps: list[str]) -> tuple[ScenarioSpec, Path]:
    """A scenario made of a board file and steps written as in features ("Alice attacks ..."), and its folder.

    The folder is the scenarios/ folder the board lies in, if any (its suite's cards/ then apply, as in a run
    of the suite), else the board's own folder.
    """
    folder = next((f for f in board.resolve().parents if f.name == "scenarios"), board.resolve().parent)
    name = board.resolve().relative_to(folder).as_posix()
    written = [StepSpec("Given", SETUP, f'the board "{name}"', 0)]
    for number, text in enumerate(steps, start=1):
        keyword, _, rest = text.strip().partition(" ")
        if keyword not in ("Given", "When", "Then", "And"):
            keyword, rest = "When", text.strip()
        kind = CHECK if keyword == "Then" else written[-1].kind if keyword == "And" else ACTION
        written.append(StepSpec(keyword, kind, rest, number))
    spec = ScenarioSpec(
        id=f"{board.name}::(steps given)",
        feature="",
        feature_title="",
        name=f"{board.name}: {len(steps)} steps",
        line=0,
        tags=(),
        rules=(),
        description="",
        steps=tuple(written),
    )
    return spec, folder


# -- replaying ------------------------------------------------------------------------------------
@dataclass
class Moment:
    """The game after one step: the step, what the engine reported, the board, the battle if one is on."""

    step: StepSpec
    events: list[dict]
    state: dict | None  # None when the decks were refused (5-2-1-1): no game, so no position
    battle: tuple[str, str] | None
    passed: bool = True
    message: str = ""
    answer: dict | None = None  # the engine's answer to an action (ok / refused, with its clauses)
    keywords: dict[str, list[str]] = field(default_factory=dict)  # card id → keywords it has now (field cards)


@dataclass
class Replay:
    """A scenario replayed: the board as set up, then one moment per step."""

    scenario: ScenarioSpec
    board_description: str = ""
    start: Moment | None = None
    moments: list[Moment] = field(default_factory=list)
    catalog: CardDatabase | None = None  # the cards the board may name: the package's, the suite's, the board's own
    edition: str = BASE_EDITION  # the rules edition the reference engine played: its log cites that edition's ids

    @property
    def passed(self) -> bool:
        """Whether every step held (the reference engine agreed with the scenario)."""
        return all(m.passed for m in self.moments)


@cache
def cards() -> CardDatabase:
    """The card database, loaded once."""
    return load_card_database()


def _match(text: str) -> tuple:
    for item in PHRASES:
        match = re.fullmatch(item.pattern, text)
        if match:
            return IMPLEMENTATIONS[item.pattern], match.groupdict()
    near = difflib.get_close_matches(text, [p.example.split(" ", 1)[1] for p in PHRASES], n=1)
    raise SuiteError(f"no step phrase matches {text!r}" + (f"; nearest: {near[0]!r}" if near else ""))


class _Request:
    """What the inline-board step reads from pytest's request: a node id to name the source."""

    def __init__(self, nodeid: str) -> None:
        self.node = type("Node", (), {"nodeid": nodeid})()


def battle_of(events: list[dict], previous: tuple[str, str] | None) -> tuple[str, str] | None:
    """The attacker and the card attacked while a battle is on, followed through the events."""
    battle = previous
    for event in events:
        if event["kind"] == "attack_declared":
            battle = (event.get("attacker"), event.get("target"))
        elif event["kind"] == "blocked" and battle:
            battle = (battle[0], event.get("blocker"))
        elif event["kind"] in ("battle_ended", "battle_cut_short", "game_over", "turn_ended"):
            battle = None
    return battle


def keywords_now(adapter: object) -> dict[str, list[str]]:
    """Card id → the keywords each leader, Character and Stage has now, asked of the reference engine ({} for
    another engine: a picture then marks printed keywords)."""
    current = getattr(adapter, "current_keywords", None)
    return current() if current is not None else {}


def run_step(run: ScenarioRun, step: StepSpec, nodeid: str) -> None:
    """Run one written step on a scenario run (raises ScenarioFailure when a check does not hold)."""
    function, arguments = _match(step.text)
    if step.docstring is not None:
        arguments["docstring"] = step.docstring
        arguments["request"] = _Request(nodeid)
    function(run, **arguments)


def board_description(boards: Path, step: StepSpec) -> str:
    """The description written in a board file or inline board ("" when none)."""
    match = re.fullmatch(r'the board "([^"]+)"', step.text)
    try:
        if match:
            document = load_plain((boards / match.group(1)).read_text(encoding="utf-8"))
        elif step.docstring:
            document = load_plain(step.docstring)
        else:
            return ""
    except (OSError, yaml.YAMLError):
        return ""
    return " ".join(str(document.get("description", "")).split()) if isinstance(document, dict) else ""


def new_run(
    boards: Path, edition: str = BASE_EDITION, ids_edition: str | None = None, adapter: ReferenceAdapter | None = None
) -> ScenarioRun:
    """A fresh scenario run on the reference engine (or this adapter of it), reading board files under boards,
    judged by edition (the engine's log then cites that edition's clauses, the ones the judge tools show);
    ids_edition is the edition of the scenario's own clause ids (default: edition)."""
    run = ScenarioRun(adapter or ReferenceAdapter(), load_suite_cards(boards.resolve().parent), boards)
    run.edition, run.ids_edition = edition, ids_edition or edition
    return run


def reliance(steps: list[StepSpec], boards: Path, edition: str, ids_edition: str, nodeid: str) -> Reliance | None:
    """What the reference engine relies on while it plays these steps: of each card's text by card number
    ("text" or "keywords"; the other cards are stand-ins) and the keywords that counted. None when it cannot
    play them all, so that nothing is called a stand-in."""
    adapter = ReferenceAdapter(record_text=True)
    run = new_run(boards, edition, ids_edition, adapter)
    run.needs_steps = [step.text for step in steps]
    try:
        for step in steps:
            run_step(run, step, nodeid)
    except (Exception, pytest.skip.Exception):  # it fails or cannot play it: the engine gets every text
        return None
    finally:
        adapter.stop()
    return Reliance(dict(adapter.text_used), frozenset(adapter.keywords_used))


def replay(
    scenario: ScenarioSpec, boards: Path, stop_before: int | None = None, edition: str | None = None
) -> tuple[Replay, ScenarioRun]:
    """Run the scenario's steps (the first stop_before of them), boards read under boards, under edition (default:
    the scenario's own; an untagged scenario runs under either); keep each moment."""
    edition = edition or scenario.edition
    if not scenario.runs_under(edition):
        raise SuiteError(f"{scenario.id}: holds for ver.{scenario.edition} only, not ver.{edition}")
    run = new_run(boards, edition, scenario.edition)
    result = Replay(scenario, edition=edition)
    battle = None
    seen = 0
    steps = scenario.steps if stop_before is None else scenario.steps[:stop_before]
    for step in steps:
        passed, message = True, ""
        try:
            run_step(run, step, scenario.id)
        except ScenarioFailure as failure:
            passed, message = False, str(failure)
        except InputError as error:
            raise SuiteError(str(error)) from None
        except BaseException as error:  # a skip (unsupported) is pytest's exception: report it, do not crash
            if type(error).__name__ != "Skipped":
                raise
            passed, message = False, str(error)
        refused_decks = run.board is None and isinstance(run.last, dict) and run.last.get("type") == "refused"
        if run.board is None and not refused_decks:
            raise SuiteError(f"{scenario.id}: the board did not load ({message})")
        events = run.events[seen:]
        seen = len(run.events)
        battle = battle_of(events, battle)
        state = None if refused_decks else run.adapter.state()  # 5-2-1-1: refused decks never make a position
        moment = Moment(step, events, state, battle if state and state.get("step") else None, passed, message)
        if state is not None:
            moment.keywords = keywords_now(run.adapter)
        if step.kind == ACTION and run.last is not None:
            moment.answer = {
                "type": run.last.get("type"),
                "reason": run.last.get("reason"),
                "rules": list(run.last.get("rules", [])),
            }
        if step.kind == SETUP and result.start is None:
            result.board_description = board_description(boards, step)
            result.start = moment
            if run.board is not None:
                result.catalog = run.cards.with_board_cards(run.board.canonical.get("cards") or {})
        result.moments.append(moment)
    return result, run
