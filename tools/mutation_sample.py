"""Sampled mutation testing of the reference engine: does the rules suite notice a one-point change? (issue 26)

The script samples N single-point mutants of the engine's source (`opcg_oracle/engine/**/*.py`): a comparison
operator flipped (`<` to `<=`, `==` to `!=`, `in` to `not in`, ...), an integer constant +1 or -1, `and` to `or`,
`True` to `False`, a `not` removed, `return X` to `return None` in a small function (at most 8 statements).
Docstrings and comments are never touched (only code nodes of the parsed module are mutated), nor are type
annotations, the sample decks' lists, or engine/random_play.py (the random games that measure survivors). The
seed fixes the sample, so a campaign can be replayed.

Each mutant runs in a fresh subprocess, with the mutated module served to the import system in place of the
original (the files on disk are untouched): every scenario of the suite is run in process on the reference
engine under both editions (an untagged scenario under ver.1.1.6 and ver.1.2.0, a tagged one under its own),
strict mode included, as tests/test_deviations.py and tests/test_stand_ins.py run them. The first scenario that
fails or errors kills the mutant; a mutant still running after --timeout seconds is "killed: timeout". A
survivor then plays seeded random games (engine/random_play.py, the digests of
benchmarks/behaviour_digest.py) and compares each game's event-log digest with the unmutated engine's: no
difference in any game marks it "equivalent" (as far as random play can see), a difference marks it
"observable", a hole in the suite; a survivor whose line (inside a function) no random game executes (traced
once on the unmutated engine) is "unexercised": the games cannot tell, a person must judge it.

Run from the repository root:
    .venv/bin/python tools/mutation_sample.py                      # 60 mutants, seed 26, 2 workers
    .venv/bin/python tools/mutation_sample.py --mutants 100 --seed 7 --games 200 --workers 2
    .venv/bin/python tools/mutation_sample.py --list               # the sample only, nothing run
    .venv/bin/python tools/mutation_sample.py --only engine/battle.py:120   # mutants at that line only

    .venv/bin/python tools/mutation_sample.py --reclassify mutation-report.json   # survivors told again

Writes --out (default mutation-report.json) and the same with .md: figures, then every survivor (file, line,
mutation, whether random games differ). Exit status 1 if an observable survivor was found.
"""

from __future__ import annotations

import argparse
import ast
import concurrent.futures
import importlib.abc
import importlib.util
import itertools
import json
import random
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "opcg_oracle" / "engine"
DECK_NAMES = ("red-zoro", "st01", "st02")
COMPARE_FLIPS = {
    ast.Lt: ast.LtE,
    ast.LtE: ast.Lt,
    ast.Gt: ast.GtE,
    ast.GtE: ast.Gt,
    ast.Eq: ast.NotEq,
    ast.NotEq: ast.Eq,
    ast.In: ast.NotIn,
    ast.NotIn: ast.In,
    ast.Is: ast.IsNot,
    ast.IsNot: ast.Is,
}
SYMBOLS = {
    ast.Lt: "<",
    ast.LtE: "<=",
    ast.Gt: ">",
    ast.GtE: ">=",
    ast.Eq: "==",
    ast.NotEq: "!=",
    ast.In: "in",
    ast.NotIn: "not in",
    ast.Is: "is",
    ast.IsNot: "is not",
}
STATUSES = ("killed", "survived-observable", "survived-unexercised", "survived-equivalent")
SMALL_FUNCTION = 8  # statements, at most, in a function whose `return X` may become `return None`


@dataclass(frozen=True)
class Mutant:
    """One single-point change: the node found by walking order `index` of kind `kind` in `path`."""

    path: str  # relative to the repository root
    line: int
    kind: str  # compare, constant, boolop, bool, not, return
    index: int  # position among the module's candidate sites (ast.walk order)
    variant: int  # which of the site's alternatives (constant: 0 is +1, 1 is -1; compare: the position in a chain)
    description: str

    @property
    def module(self) -> str:
        """The dotted module name of the mutated file."""
        return self.path.removesuffix(".py").replace("/", ".")


# -- finding and applying mutations ------------------------------------------------------------------------
def _docstring_ids(tree: ast.AST) -> set[int]:
    """ids of the docstring constants of the module, classes and functions (never mutated)."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def _annotation_ids(tree: ast.AST) -> set[int]:
    """ids of every node inside a type annotation (mutating those changes nothing at run time)."""
    found = set()
    for node in ast.walk(tree):
        annotations = []
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            annotations.append(node.returns)
            arguments = node.args
            for arg in [
                *arguments.posonlyargs,
                *arguments.args,
                *arguments.kwonlyargs,
                arguments.vararg,
                arguments.kwarg,
            ]:
                if arg is not None:
                    annotations.append(arg.annotation)
        elif isinstance(node, ast.AnnAssign):
            annotations.append(node.annotation)
        for annotation in filter(None, annotations):
            found.update(id(n) for n in ast.walk(annotation))
    return found


def _sample_deck_ids(tree: ast.AST) -> set[int]:
    """ids of every node inside a `DeckList.from_counts(...)` call: the sample decks' lists are data that random
    play uses, not rules (a changed count makes another deck, which the games would call a difference)."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "from_counts":
            found.update(id(n) for n in ast.walk(node))
    return found


def _small_function_returns(tree: ast.AST) -> set[int]:
    """ids of `return X` statements (X not None) in functions of at most SMALL_FUNCTION statements."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            statements = [n for n in ast.walk(node) if isinstance(n, ast.stmt)][1:]
            if len(statements) <= SMALL_FUNCTION:
                for n in statements:
                    value = getattr(n, "value", None) if isinstance(n, ast.Return) else None
                    if value is not None and not (isinstance(value, ast.Constant) and value.value is None):
                        found.add(id(n))
    return found


def sites(tree: ast.AST) -> list[tuple[str, ast.AST, int]]:
    """Every (kind, node, variant) that can be mutated in tree, in ast.walk order."""
    skip = _docstring_ids(tree) | _annotation_ids(tree) | _sample_deck_ids(tree)
    returns = _small_function_returns(tree)
    found: list[tuple[str, ast.AST, int]] = []
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Compare):
            found.extend(("compare", node, i) for i, op in enumerate(node.ops) if type(op) in COMPARE_FLIPS)
        elif isinstance(node, ast.Constant) and type(node.value) is bool:
            found.append(("bool", node, 0))
        elif isinstance(node, ast.Constant) and type(node.value) is int:
            found.extend([("constant", node, 0), ("constant", node, 1)])
        elif isinstance(node, ast.BoolOp):
            found.append(("boolop", node, 0))
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            found.append(("not", node, 0))
        elif isinstance(node, ast.Return) and id(node) in returns:
            found.append(("return", node, 0))
    return found


def describe(kind: str, node: ast.AST, variant: int) -> str:
    """A short human description of the mutation."""
    if kind == "compare":
        op = node.ops[variant]
        return f"`{SYMBOLS[type(op)]}` -> `{SYMBOLS[COMPARE_FLIPS[type(op)]]}` in `{_short(node)}`"
    if kind == "bool":
        return f"`{node.value}` -> `{not node.value}`"
    if kind == "constant":
        return f"`{node.value}` -> `{node.value + (1 if variant == 0 else -1)}`"
    if kind == "boolop":
        old, new = ("and", "or") if isinstance(node.op, ast.And) else ("or", "and")
        return f"`{old}` -> `{new}` in `{_short(node)}`"
    if kind == "not":
        return f"`not` removed in `{_short(node)}`"
    return f"`{_short(node)}` -> `return None`"


def _short(node: ast.AST, limit: int = 70) -> str:
    text = " ".join(ast.unparse(node).split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def mutate(tree: ast.Module, kind: str, node: ast.AST, variant: int) -> None:
    """Apply the mutation to node, in place."""
    if kind == "compare":
        node.ops[variant] = COMPARE_FLIPS[type(node.ops[variant])]()
    elif kind == "bool":
        node.value = not node.value
    elif kind == "constant":
        node.value = node.value + (1 if variant == 0 else -1)
    elif kind == "boolop":
        node.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
    elif kind == "not":
        _replace(tree, node, node.operand)
    elif kind == "return":
        node.value = ast.Constant(None)


def _replace(tree: ast.AST, old: ast.AST, new: ast.AST) -> None:
    for parent in ast.walk(tree):
        for field, value in ast.iter_fields(parent):
            if value is old:
                setattr(parent, field, new)
                return
            if isinstance(value, list) and any(item is old for item in value):
                value[next(i for i, item in enumerate(value) if item is old)] = new
                return
    raise ValueError("node not found")


def engine_files() -> list[Path]:
    """The engine's source files, in name order."""
    return sorted(p for p in ENGINE.rglob("*.py") if p.name != "random_play.py")  # the measuring tool itself


def all_mutants() -> list[Mutant]:
    """Every possible mutant of the engine, in file then walk order."""
    found = []
    for path in engine_files():
        tree = ast.parse(path.read_text(), filename=str(path))
        relative = path.relative_to(ROOT).as_posix()
        for index, (kind, node, variant) in enumerate(sites(tree)):
            found.append(Mutant(relative, node.lineno, kind, index, variant, describe(kind, node, variant)))
    return found


def mutated_source(mutant: Mutant) -> str:
    """The whole module's source with the one mutation applied (ast.unparse: comments and layout are lost)."""
    tree = ast.parse((ROOT / mutant.path).read_text())
    kind, node, variant = sites(tree)[mutant.index]
    assert (kind, node.lineno, variant) == (mutant.kind, mutant.line, mutant.variant), "the source changed"
    mutate(tree, kind, node, variant)
    return ast.unparse(ast.fix_missing_locations(tree))


def sample(count: int, seed: int, only: str | None = None) -> list[Mutant]:
    """count mutants drawn without replacement, reproducibly from seed (only: keep those at 'path:line')."""
    candidates = all_mutants()
    if only:
        path, _, line = only.partition(":")
        candidates = [m for m in candidates if m.path.endswith(path) and (not line or m.line == int(line))]
    return sorted(random.Random(seed).sample(candidates, min(count, len(candidates))), key=lambda m: (m.path, m.line))


# -- the worker: one subprocess per mutant -----------------------------------------------------------------
class _MutatedModule(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Serves the mutated source for one module name; every other import goes the usual way."""

    def __init__(self, name: str, source: str, origin: str) -> None:
        self.name, self.source, self.origin = name, source, origin

    def find_spec(self, fullname, path=None, target=None):
        if fullname != self.name:
            return None
        return importlib.util.spec_from_loader(fullname, self, origin=self.origin)

    def create_module(self, spec):
        return None

    def exec_module(self, module) -> None:
        module.__file__ = self.origin
        exec(compile(self.source, self.origin, "exec"), module.__dict__)


def run_suite() -> dict:
    """Run every scenario under every edition it holds for; stop at the first failure."""
    import pytest

    from opcg_oracle.adapters.reference import ReferenceAdapter
    from opcg_oracle.bdd.run import ScenarioRun
    from opcg_oracle.cards.database import load_suite_cards
    from opcg_oracle.judge.scenarios import load_scenarios, run_step
    from opcg_oracle.rules.crosswalk import BASE_EDITION, CURRENT_EDITION

    cards = load_suite_cards(ROOT)
    count = 0
    for spec in load_scenarios(ROOT):
        for edition in (BASE_EDITION, CURRENT_EDITION):
            if not spec.runs_under(edition):
                continue
            count += 1
            run = ScenarioRun(ReferenceAdapter(), cards, ROOT / "scenarios")
            run.edition, run.ids_edition = edition, spec.edition
            run.needs_steps = [step.text for step in spec.steps]
            where = f"{spec.id} [{edition}]"
            try:
                for step in spec.steps:
                    where = f"{spec.id} [{edition}] line {step.line}"
                    run_step(run, step, spec.id)
                run.end_strictly()  # strict mode, as the suite's plugin has it
            except pytest.skip.Exception as skipped:
                return {"status": "killed", "by": where, "why": f"skipped: {str(skipped)[:200]}"}
            except Exception as error:  # a failed check, or an engine that crashes (status `error`)
                first = (str(error).splitlines() or [""])[0][:200]
                return {"status": "killed", "by": where, "why": f"{type(error).__name__}: {first}"}
    return {"status": "survived", "scenario_runs": count}


def game_digests(games: int) -> list[str]:
    """The event-log digests of seeded random games, `games` under each edition (the engine's default, then
    ver.1.1.6): game n uses seed n and the n-th pairing of the sample decks, as benchmarks/behaviour_digest.py."""
    from opcg_oracle.cards import load_card_database
    from opcg_oracle.engine import random_play
    from opcg_oracle.engine.decks import SAMPLE_DECKS

    cards = load_card_database()
    pairings = list(itertools.product(DECK_NAMES, repeat=2))
    digests = []
    default_game = random_play.Game
    for edition in (None, "1.1.6"):

        class Game(default_game):  # the same engine, the game set to follow edition
            @classmethod
            def new(cls, *args, edition=edition, **kwargs):
                game = default_game.new(*args, **kwargs)
                game.state.edition = edition or game.state.edition
                return game

        random_play.Game = Game
        for n in range(games):
            a, b = pairings[n % len(pairings)]
            try:
                digests.append(random_play.random_game_digest((SAMPLE_DECKS[a], SAMPLE_DECKS[b]), cards, n))
            except Exception as error:  # a crash in random play is an observable difference too
                digests.append(f"error {type(error).__name__}: {str(error)[:100]}")
        random_play.Game = default_game
    return digests


def worker(job: dict) -> dict:
    """Run one mutant (job: mutant fields, or none for the original engine) and return what was found."""
    if job.get("mutant"):
        mutant = Mutant(**job["mutant"])
        sys.meta_path.insert(0, _MutatedModule(mutant.module, job["source"], str(ROOT / mutant.path)))
    if job.get("suite", True):
        result = run_suite()
        if result["status"] != "survived":
            return result
    else:
        result = {"status": "survived"}
    if job.get("reach"):
        result["reached"] = lines_reached(job["reach"])
    elif job.get("games"):
        result["digests"] = game_digests(job["games"])
    return result


def lines_reached(games: int) -> list[str]:
    """The engine's lines ("path:line") that the random games of `game_digests` execute, traced line by line."""
    engine = str(ENGINE)
    reached: set[tuple[str, int]] = set()

    def local(frame, event, arg):
        if event == "line":
            reached.add((frame.f_code.co_filename, frame.f_lineno))
        return local

    def trace(frame, event, arg):
        return local if frame.f_code.co_filename.startswith(engine) else None

    sys.settrace(trace)
    try:
        game_digests(games)
    finally:
        sys.settrace(None)
    return sorted(f"{Path(f).relative_to(ROOT).as_posix()}:{line}" for f, line in reached)


def in_function(mutant: Mutant) -> bool:
    """Whether the mutated node lies in a function's body (module-level lines run at import, not in a game)."""
    tree = ast.parse((ROOT / mutant.path).read_text())
    return any(
        isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
        and node.body[0].lineno <= mutant.line <= (node.end_lineno or 0)
        for node in ast.walk(tree)
    )


def classify(record: dict, reached: set[str]) -> None:
    """Tell a survivor's kind: observable (random games differ), unexercised (no game ran its line, so the games
    say nothing), or equivalent (the games ran it and saw no difference)."""
    if not record["status"].startswith("survived"):
        return
    mutant = Mutant(**{k: record[k] for k in ("path", "line", "kind", "index", "variant", "description")})
    if record.get("differing_count"):
        record["status"] = "survived-observable"
    elif in_function(mutant) and f"{mutant.path}:{mutant.line}" not in reached:
        record["status"] = "survived-unexercised"
    else:
        record["status"] = "survived-equivalent"


# -- the campaign ---------------------------------------------------------------------------------------------
def run_job(job: dict, timeout: float) -> dict:
    """Run a worker subprocess on job, with a time limit."""
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as handle:
        json.dump(job, handle)
    start = time.perf_counter()
    try:
        done = subprocess.run(
            [sys.executable, __file__, "--worker", handle.name],
            capture_output=True,
            text=True,
            timeout=timeout,
            cwd=ROOT,
        )
    except subprocess.TimeoutExpired:
        return {"status": "killed", "by": "timeout", "why": f"still running after {timeout:.0f} s"}
    finally:
        Path(handle.name).unlink(missing_ok=True)
    lines = done.stdout.strip().splitlines()
    if done.returncode != 0 or not lines:
        tail = (done.stderr.strip().splitlines() or ["no output"])[-1][:200]
        return {"status": "killed", "by": "crash", "why": tail}  # e.g. the mutated module fails to import
    result = json.loads(lines[-1])
    result["seconds"] = round(time.perf_counter() - start, 1)
    return result


def campaign(
    mutants: list[Mutant], games: int, workers: int, timeout: float, progress: Callable[[list[dict], float], None]
) -> tuple[list[dict], float]:
    """Run every mutant; return one record a mutant (mutant fields + outcome) and the wall time."""
    start = time.perf_counter()

    def now() -> float:
        return time.perf_counter() - start

    original = run_job({"suite": True, "games": games}, timeout * 10)
    if original["status"] != "survived":
        raise SystemExit(f"the unmutated engine fails the suite: {original}")
    reference = original["digests"]
    print(f"unmutated engine: suite passes ({original['scenario_runs']} scenario runs), {games} games played")
    reached = set(run_job({"suite": False, "reach": games}, timeout * 10)["reached"])

    def one(mutant: Mutant) -> dict:
        job = {"mutant": asdict(mutant), "source": mutated_source(mutant), "games": games}
        result = run_job(job, timeout)
        record = {**asdict(mutant), **{k: v for k, v in result.items() if k != "digests"}}
        if result["status"] == "survived":
            differing = [n for n, (a, b) in enumerate(zip(result["digests"], reference, strict=True)) if a != b]
            record["differing_games"] = differing[:20]
            record["differing_count"] = len(differing)
            classify(record, reached)
        print(f"{record['status']:<20} {mutant.path}:{mutant.line} {mutant.description}", flush=True)
        with lock:  # the report so far, so that a campaign cut short still leaves one
            done.append(record)
            progress(sorted(done, key=lambda r: (r["path"], r["line"], r["index"], r["variant"])), now())
        return record

    done: list[dict] = []
    lock = threading.Lock()

    with concurrent.futures.ThreadPoolExecutor(workers) as pool:
        records = list(pool.map(one, mutants))
    return records, now()


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def report(records: list[dict], seed: int, games: int, seconds: float, out: Path) -> None:
    """Write the JSON report and its Markdown twin."""
    figures = {s: sum(r["status"] == s for r in records) for s in STATUSES}
    figures["killed: timeout"] = sum(r.get("by") == "timeout" for r in records)
    payload = {"seed": seed, "mutants": len(records), "games": games, "seconds": round(seconds), **figures}
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({**payload, "records": records}, indent=1) + "\n")
    lines = [
        "# Sampled mutation campaign of the reference engine",
        "",
        f"Seed {seed}, {len(records)} mutants, {games} random games per survivor and edition, {seconds / 60:.1f} min.",
        "",
        f"- killed: {figures['killed']} (of which by timeout: {figures['killed: timeout']})",
        f"- survived, observable (random games differ: a hole in the suite): {figures['survived-observable']}",
        f"- survived, unexercised (no random game runs the mutated line: the games cannot tell): "
        f"{figures['survived-unexercised']}",
        f"- survived, equivalent (the games run the line and no digest differs): {figures['survived-equivalent']}",
        "",
    ]
    for status in STATUSES[1:]:
        chosen = [r for r in records if r["status"] == status]
        if chosen:
            lines += [f"## {status}", "", "| where | mutation | games differing |", "|---|---|---|"]
            lines += [
                f"| {r['path']}:{r['line']} | {_cell(r['description'])} | {r.get('differing_count', 0)} |"
                for r in chosen
            ]
            lines.append("")
    killed = [r for r in records if r["status"] == "killed"]
    lines += ["## killed", "", "| where | mutation | killed by |", "|---|---|---|"]
    lines += [
        f"| {r['path']}:{r['line']} | {_cell(r['description'])} | {r['by']}: {_cell(r['why'][:120])} |" for r in killed
    ]
    out.with_suffix(".md").write_text("\n".join(lines) + "\n")


def main() -> int:
    """Command line: sample, run, report."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mutants", type=int, default=60, help="how many mutants to sample (default 60)")
    parser.add_argument("--seed", type=int, default=26, help="the sample's seed (default 26)")
    parser.add_argument("--games", type=int, default=200, help="random games per survivor and edition (default 200)")
    parser.add_argument("--workers", type=int, default=2, help="mutants run at once (default 2)")
    parser.add_argument("--timeout", type=float, default=600, help="seconds a mutant may take (default 600)")
    parser.add_argument("--only", help="only mutants at path[:line], e.g. engine/battle.py:120")
    parser.add_argument("--list", action="store_true", help="print the sample and stop")
    parser.add_argument("--out", type=Path, default=Path("mutation-report.json"), help="the JSON report")
    parser.add_argument("--reclassify", type=Path, help="re-tell the survivors of this report by line reach")
    parser.add_argument("--worker", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        print(json.dumps(worker(json.loads(args.worker.read_text()))))
        return 0
    if args.reclassify:
        done = json.loads(args.reclassify.read_text())
        reached = set(run_job({"suite": False, "reach": done["games"]}, args.timeout * 10)["reached"])
        for record in done["records"]:
            classify(record, reached)
        report(done["records"], done["seed"], done["games"], done["seconds"], args.reclassify)
        return 0
    mutants = sample(args.mutants, args.seed, args.only)
    if args.list:
        for m in mutants:
            print(f"{m.path}:{m.line} {m.kind}: {m.description}")
        return 0
    records, seconds = campaign(
        mutants,
        args.games,
        args.workers,
        args.timeout,
        lambda done, seconds: report(done, args.seed, args.games, seconds, args.out),
    )
    report(records, args.seed, args.games, seconds, args.out)
    observable = [r for r in records if r["status"] == "survived-observable"]
    print(f"report: {args.out} and {args.out.with_suffix('.md')}")
    return 1 if observable else 0


if __name__ == "__main__":
    sys.exit(main())
