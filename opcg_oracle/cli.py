"""The `opcg-oracle` command line: one sub-command per job."""

from __future__ import annotations

import argparse
import difflib
import json
import sys
from pathlib import Path

from opcg_oracle import __version__
from opcg_oracle.rules import present
from opcg_oracle.rules.crosswalk import BASE_EDITION, CURRENT_EDITION, crosswalk_for, elsewhere, not_in_edition
from opcg_oracle.rules.qa import entries_for_clause, render_entries
from opcg_oracle.rules.rulebook import (
    Clause,
    RuleBook,
    SearchHit,
    UnknownClauseError,
    edition_problem,
    editions,
    load_rulebook,
)

EXIT_USAGE = 2


def _examples_with_children(book: RuleBook, clause) -> list[dict]:
    """A clause's examples under the book's edition (from features/ here, else the shipped suite, with their
    result in the last report of that edition written here); a heading's also include those of the clauses
    under it (each names its clause)."""
    from opcg_oracle.suite import scenario_index

    index = scenario_index(Path.cwd(), book.edition)
    found = [{**e, "clause": clause.id} for e in index.get(clause.id, [])]
    if clause.kind == "heading":
        seen = {e["id"] for e in found}
        for child in book.descendants(clause.id):
            for example in index.get(child.id, []):
                if example["id"] not in seen:
                    seen.add(example["id"])
                    found.append({**example, "clause": child.id})
    for example in found:
        again = "" if example["edition"] == book.edition else f" --edition {book.edition}"
        example["explain"] = f'opcg-oracle explain "{example["id"]}"{again}'
        del example["edition"]
    return found


def _cmd_rule(args: argparse.Namespace) -> int:
    named_edition = args.edition is not None
    args.edition = args.edition or CURRENT_EDITION  # no edition named: the current one
    if args.edition not in editions():
        return _usage_error(edition_problem(args.edition))
    if args.limit < 1:
        return _usage_error(f"--limit: expected a number of results of at least 1, got {args.limit}")
    from opcg_oracle.judge.commands import text_problem

    problem = text_problem(args.id, "the clause id") or text_problem(" ".join(args.search or []), "--search")
    if problem:
        return _usage_error(problem)
    book: RuleBook = load_rulebook(args.edition)
    if args.search is not None:
        query = " ".join(args.search + ([args.id] if args.id else []))
        if not query.strip():
            return _usage_error("--search needs words, e.g. opcg-oracle rule --search blocker")
        hits = book.search(query, limit=args.limit)
        if not hits:  # ver.1.2.0 has no Japanese text: a Japanese query finds its clauses through ver.1.1.6's
            hits = _found_in_the_base_edition(book, query, args.limit)
        if args.json:
            payload = [
                {"id": h.clause.id, "edition": book.edition, "score": h.score, "ja": h.clause.ja, "en": h.clause.en}
                for h in hits
            ]
            print(json.dumps(payload, ensure_ascii=False, indent=2))
        else:
            print(f"Comprehensive Rules ver.{book.edition}: clauses matching {query!r}, best first")
            print(present.render_hits(book, hits, args.lang))
        return 0
    root = None
    if args.id is not None:
        try:
            root = book.get(args.id)
        except UnknownClauseError as error:
            if named_edition:
                return _unknown_clause(error)
            older = _clause_of_an_older_edition(error)
            if older is None:
                return _unknown_clause(error)
            book, root = older  # an id of ver.1.1.6 only: shown as such, after where its rule went
    if args.tree:
        if args.json:
            clauses = [root, *book.descendants(root.id)] if root else list(book)
            payload = [
                {"id": c.id, "edition": book.edition, "parent": c.parent, "kind": c.kind, "ja": c.ja, "en": c.en}
                for c in clauses
            ]
            print(json.dumps(payload, ensure_ascii=False, indent=2))
        else:
            print(f"Comprehensive Rules ver.{book.edition}")
            print(present.render_tree(book, root, args.lang))
        return 0
    if root is None:
        return _usage_error("give a clause id (opcg-oracle rule 7-1-4-1), --search WORDS or --tree")
    examples = _examples_with_children(book, root)
    if args.full:
        print(present.render_full(book, root, args.lang, examples))
        return 0
    from opcg_oracle.suite import clause_result

    result = clause_result(root.id, Path.cwd(), book.edition)
    counterpart, walk = None, crosswalk_for(book.edition)
    if walk is not None:
        counterpart = walk.counterpart(book.edition, root.id)
    if args.json:
        record = present.clause_record(book, root, examples, result)
        if counterpart is not None:
            record["crosswalk"] = {
                "edition": counterpart.other_edition, "status": counterpart.status,
                "ids": list(counterpart.other_ids), "note": counterpart.note,
            }  # fmt: skip
        record["qa"] = _qa_records(entries_for_clause(root.id, book.edition))
        print(json.dumps(record, ensure_ascii=False, indent=2))
    else:
        print(present.render_clause(book, root, args.lang, examples, result))
        if counterpart is not None:
            print(present.render_counterpart(counterpart, load_rulebook(counterpart.other_edition), args.lang))
        rulings = entries_for_clause(root.id, book.edition)
        if rulings:
            print(f"Official Q&A ({len(rulings)}, restated in our words):")
            print(render_entries(rulings, _qa_scenarios()))
    return 0


def _qa_scenarios() -> dict[str, list[str]]:
    """The scenarios of the suite here (else the shipped one) carrying each @qa: id."""
    from opcg_oracle.judge.scenarios import scenarios_by_qa_entry
    from opcg_oracle.suite import default_suite

    return scenarios_by_qa_entry(default_suite())


def _qa_records(entries: list) -> list[dict]:
    """Q&A entries as JSON: id, our restatement, the scenarios showing it or why none does."""
    scenarios = _qa_scenarios()
    records = []
    for entry in entries:
        record = {"id": entry.id, "source": entry.source, "question": entry.question, "answer": entry.answer}
        record["scenarios"] = scenarios.get(entry.id, [])
        records.append(
            record | {k: getattr(entry, k) for k in ("cannot", "pending", "expected_failing") if getattr(entry, k)}
        )
    return records


def _cmd_bench(args: argparse.Namespace) -> int:
    from opcg_oracle.cards import load_card_database
    from opcg_oracle.engine.decks import SAMPLE_DECKS
    from opcg_oracle.engine.random_play import bench

    names = [n.strip().lower() for n in args.decks.split(",")]  # deck names are case-insensitive
    if len(names) == 1:
        names *= 2
    unknown = [n for n in names if n not in SAMPLE_DECKS]
    if unknown:
        return _usage_error(f"--decks: unknown deck {unknown[0]!r}; the sample decks are {', '.join(SAMPLE_DECKS)}")
    if len(names) != 2:
        return _usage_error(f"--decks takes one or two of: {', '.join(SAMPLE_DECKS)} (comma-separated)")
    if args.games < 1:
        return _usage_error("--games must be at least 1")
    figures = bench((SAMPLE_DECKS[names[0]], SAMPLE_DECKS[names[1]]), load_card_database(), args.games, args.seed)
    figures["decks"] = names
    if args.json:
        print(json.dumps(figures))
    else:
        print(f"{figures['games']} random games ({names[0]} vs {names[1]}, seed {args.seed})")
        print(f"  per game: median {figures['game_ms_median']} ms, max {figures['game_ms_max']} ms")
        speed = f"{figures['actions_per_s']} actions/s, {figures['games_per_s']} games/s"
        print(f"  {speed}, median {figures['turns_median']} turns")
        print(f"  results: {figures['results']}")
    return 0


def _cmd_verify(args: argparse.Namespace, extra: list[str]) -> int:
    from opcg_oracle.adapters.factory import engine_spec_problem
    from opcg_oracle.bdd import options as check
    from opcg_oracle.suite import run_suite

    problems = {
        "--timeout": check.seconds_problem(args.timeout),
        "--engine-start-timeout": check.seconds_problem(args.engine_start_timeout),
        "--report-dir": check.report_dir_problem(Path(args.report_dir)),
    }
    for option, problem in problems.items():
        if problem:
            return _usage_error(f"{option}: {problem}")
    slip = engine_spec_problem(args.engine) or _option_slip(extra)
    if slip:
        return _usage_error(slip)
    options = [f"--engine-timeout={args.timeout}", f"--engine-start-timeout={args.engine_start_timeout}"]
    if args.expectations:
        options.append(f"--expectations={args.expectations}")
    if args.write_expectations:
        options.append(f"--write-expectations={args.write_expectations}")
    chosen, problem = _editions_to_judge(args)
    if problem:
        return _usage_error(problem)
    report_dir, code = Path(args.report_dir), 0
    for number, edition in enumerate(chosen):
        where = report_dir if number == 0 else report_dir / edition
        if len(chosen) > 1:
            print(f"opcg-oracle verify: comprehensive rules ver.{edition} (report in {where})", flush=True)
        run = [*options, f"--edition={edition}", *_terse(extra), *extra]
        code = max(code, run_suite(args.suite, args.engine, where, run))
        if code == EXIT_USAGE:
            break  # the suite or the options are wrong: the other edition would say the same
    return code


def _editions_to_judge(args: argparse.Namespace) -> tuple[list[str], str]:
    """The editions verify judges, current first, and a one-line problem ("" if none).

    --edition decides; else the engine's own declaration (hello's `edition`, a name or a list); an engine
    that declares none is judged by the current edition. An edition we have no rules data for is refused."""
    from opcg_oracle.adapters.base import EngineError
    from opcg_oracle.adapters.factory import is_reference, make_adapter
    from opcg_oracle.rules.crosswalk import CURRENT_EDITION

    known = editions()
    if args.edition is not None:
        if args.edition not in known:
            return [], f"--edition: no rules data for edition {args.edition!r}; we have: {', '.join(known)}"
        return [args.edition], ""
    if is_reference(args.engine):
        return sorted(known, key=lambda e: e != CURRENT_EDITION), ""
    try:
        adapter = make_adapter(args.engine, float(args.timeout), start_timeout=float(args.engine_start_timeout))
        try:
            declared = adapter.hello().get("edition")
        finally:
            adapter.stop()
    except EngineError:
        return [CURRENT_EDITION], ""  # the run itself says, in its own words, why the engine does not start
    if declared is None:
        return [CURRENT_EDITION], ""
    declared = [declared] if isinstance(declared, str) else declared
    if not isinstance(declared, list) or not all(isinstance(e, str) for e in declared):
        return [], f'the engine\'s hello declares edition {declared!r}: expected a name such as "1.2.0" or a list'
    ours = [e for e in declared if e in known]
    if not ours:
        return [], (
            f"the engine declares edition {', '.join(declared)}, for which we have no rules data (we have: "
            f"{', '.join(known)}); name one with --edition to judge it by that edition anyway"
        )
    return [CURRENT_EDITION if CURRENT_EDITION in ours else ours[0]], ""


VERIFY_OPTIONS = (
    "--engine", "--expectations", "--write-expectations", "--timeout", "--engine-start-timeout", "--report-dir",
    "--suite", "--edition", "--clause",
)  # fmt: skip


def _option_slip(extra: list[str]) -> str:
    """An argument meant for pytest that looks like a misspelt option of verify's own, with the one meant."""
    for argument in extra:
        name = argument.split("=", 1)[0]
        if name.startswith("--") and name not in VERIFY_OPTIONS:
            near = difflib.get_close_matches(name, VERIFY_OPTIONS, n=1, cutoff=0.8)
            if near:
                return f"unrecognized option {name}: did you mean {near[0]}?"
    return ""


def _terse(extra: list[str]) -> list[str]:
    """One line per failing scenario (printed by the plugin) instead of pytest's tracebacks, unless -v or --tb."""
    asked = any(a.startswith(("-v", "--verbose", "--tb", "-r")) for a in extra)
    return [] if asked else ["--tb=no", "-rN", "-q", "--no-header", "-o", "console_output_style=classic", "--progress"]


def _cmd_schema(args: argparse.Namespace) -> int:
    from opcg_oracle.adapters.protocol import protocol_schemas
    from opcg_oracle.scenario.schema import board_schema

    print(json.dumps(board_schema() if args.name == "board" else protocol_schemas(), indent=2))
    return 0


def _cmd_compare(args: argparse.Namespace) -> int:
    from opcg_oracle.bdd.options import report_dir_problem
    from opcg_oracle.report.compare import write_comparison
    from opcg_oracle.yamlio import InputError

    problem = report_dir_problem(Path(args.out), "the comparison (--out)")
    if problem:
        return _usage_error(problem)

    try:
        written = write_comparison([Path(p) for p in args.results], Path(args.out))
    except InputError as error:
        print(f"opcg-oracle: error: {error}", file=sys.stderr)
        return EXIT_USAGE
    for path in written.values():
        print(path)
    return 0


def _cmd_reference_engine(args: argparse.Namespace) -> int:
    import gc

    from opcg_oracle.adapters.reference import ReferenceAdapter
    from opcg_oracle.adapters.server import serve

    adapter = ReferenceAdapter()
    gc.collect()
    gc.freeze()  # the card database lives as long as the process: the collector's passes need never scan it again
    return serve(adapter)


def _cmd_steps(args: argparse.Namespace) -> int:
    from opcg_oracle.bdd.steps import PHRASES, phrase_list_markdown

    if args.json:
        print(json.dumps([p.__dict__ for p in PHRASES], indent=2))
        return 0
    if args.markdown:
        print(phrase_list_markdown(), end="")
        return 0
    for keyword in ("Given", "When", "Then"):
        print(f"{keyword}:")
        for phrase in (p for p in PHRASES if p.keyword == keyword):
            print(f"  {phrase.example.splitlines()[0]}")
            print(f"      {phrase.meaning}")
    return 0


def _found_in_the_base_edition(book: RuleBook, query: str, limit: int) -> list[SearchHit]:
    """Nothing matched in book (ver.1.2.0 has no Japanese text): the clauses ver.1.1.6 finds, by book's numbers,
    after a line on stderr saying so."""
    walk = crosswalk_for(book.edition)
    if walk is None or book.edition == BASE_EDITION:
        return []
    found: dict[str, SearchHit] = {}
    for hit in load_rulebook(BASE_EDITION).search(query, limit=limit):
        for clause_id in walk.map_id(hit.clause.id, BASE_EDITION):
            found.setdefault(clause_id, SearchHit(book.get(clause_id), hit.score))
    if found:
        print(f"opcg-oracle: nothing matches in ver.{book.edition}; these are the clauses ver.{BASE_EDITION} finds, "
              f"by their ver.{book.edition} numbers", file=sys.stderr)  # fmt: skip
    return list(found.values())[:limit]


def _clause_of_an_older_edition(error: UnknownClauseError) -> tuple[RuleBook, Clause] | None:
    """An id typed with no --edition that is not a clause of the current edition but one of the other: that
    edition's book and clause, after a line on stderr saying so and where its rule went."""
    found = elsewhere(error.text, error.edition)
    if found is None:
        return None
    book = load_rulebook(found.edition)
    print(f"opcg-oracle: {not_in_edition(error.text, error.edition, [])}; shown as in ver.{found.edition} "
          f"(--edition {found.edition})", file=sys.stderr)  # fmt: skip
    return book, book.get(found.id)


def _unknown_clause(error: UnknownClauseError) -> int:
    found = elsewhere(error.text, error.edition)
    if found is not None:  # an id of the other edition: say where its rule is in this one
        line = not_in_edition(error.text, error.edition, error.suggestions)
        print(f"opcg-oracle: error: {line}; use --edition {found.edition} to read it", file=sys.stderr)
        return EXIT_USAGE
    print(f"opcg-oracle: error: {error}", file=sys.stderr)
    if not error.suggestions:
        print("  (to look a clause up by words, use: opcg-oracle rule --search WORDS)", file=sys.stderr)
    return EXIT_USAGE


def _usage_error(message: str) -> int:
    print(f"opcg-oracle: error: {message}", file=sys.stderr)
    return EXIT_USAGE


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of every sub-command."""
    parser = argparse.ArgumentParser(prog="opcg-oracle", description="ONE PIECE Card Game rules oracle")
    parser.add_argument("--version", action="version", version=f"opcg-oracle {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    rule = commands.add_parser("rule", help="look up a clause of the comprehensive rules")
    rule.add_argument("id", nargs="?", help="clause id, e.g. 7-1-4-1 (7.1.4.1 and 7-1-4-1. work too)")
    rule.add_argument("--lang", choices=present.LANGS, default="both", help="language of the text (default both)")
    rule.add_argument("--json", action="store_true", help="print JSON instead of text")
    rule.add_argument("--search", nargs="+", metavar="WORD", help="rank clauses by words, English or Japanese")
    rule.add_argument("--tree", action="store_true", help="print the outline under ID, or of the whole rules")
    rule.add_argument("--limit", type=int, default=10, help="number of search results (default 10)")
    rule.add_argument("--full", action="store_true", help="print the whole section under ID, every text in full")
    rule.add_argument(
        "--edition",
        help=f"rules edition: {', '.join(editions())} (default {CURRENT_EDITION}, the current one; an id of "
        f"ver.{BASE_EDITION} only is then shown as in {BASE_EDITION}, after where its rule went)",
    )
    rule.set_defaults(handler=_cmd_rule)

    bench = commands.add_parser("bench", help="play random legal games and measure the engine's speed")
    bench.add_argument("--games", type=int, default=200, help="number of games (default 200)")
    bench.add_argument("--seed", type=int, default=1, help="seed of the first game (default 1)")
    from opcg_oracle.engine.decks import SAMPLE_DECKS

    bench.add_argument(
        "--decks",
        default="red-zoro,red-zoro",
        help=f"two sample decks, comma-separated, any case: {', '.join(SAMPLE_DECKS)} (default red-zoro,red-zoro)",
    )
    bench.add_argument("--json", action="store_true", help="print one JSON object")
    bench.set_defaults(handler=_cmd_bench)

    verify = commands.add_parser(
        "verify",
        help="run the rules suite against an engine and write the rules report",
        description="Run every feature of the rules suite (pytest underneath; extra arguments go to pytest, "
        "-v for pytest's full detail of each failure).",
        epilog="exit codes: 0 every scenario that ran passed (or failed only as --expectations says); "
        "1 a scenario failed or errored, or the run was interrupted (its report is marked incomplete); "
        "2 the run could not start (a bad option, errors in the suite, an engine that does not start, "
        "no scenario selected)",
    )
    verify.add_argument(
        "--engine",
        default="reference",
        help="engine to verify: 'reference' (the default), 'cmd:<command line>' (an engine speaking the protocol "
        "of docs/engine-protocol.md on stdin/stdout) or 'python:<module>:<factory>' (an adapter object in process)",
    )
    verify.add_argument("--expectations", metavar="FILE", help="expected failures of this engine (YAML)")
    verify.add_argument(
        "--write-expectations", metavar="FILE", help="write this run's failures as an expectation file (see README)"
    )
    verify.add_argument("--timeout", default="10", help="seconds to wait for each engine answer (default 10)")
    verify.add_argument(
        "--engine-start-timeout",
        default="60",
        metavar="SECONDS",
        help="seconds a started engine may take to answer hello, e.g. while it loads its cards (default 60)",
    )
    verify.add_argument("--report-dir", default="reports", help="where the report is written (default reports/)")
    verify.add_argument(
        "--suite",
        action="append",
        metavar="DIR",
        help="a folder holding features/ and scenarios/; repeat to run several, 'shipped' names the suite "
        "that comes with opcg-oracle (default: shipped)",
    )
    verify.add_argument(
        "--edition",
        help="the rules edition to judge (default: the one the engine declares, else the current one; the "
        "reference engine, which plays either, is judged by both: the current one's report in --report-dir, "
        "the other's in a folder of that edition's name inside it)",
    )
    verify.set_defaults(handler=_cmd_verify, takes_extra=True)

    schema = commands.add_parser("schema", help="print a JSON Schema")
    schema.add_argument("name", choices=["board", "protocol"], help="board files, or the engine protocol's messages")
    schema.set_defaults(handler=_cmd_schema)

    compare = commands.add_parser("compare", help="compare results of several engines: matrix and badges")
    compare.add_argument("results", nargs="+", help="results.json files written by verify")
    compare.add_argument("--out", default="reports/compare", help="output folder (default reports/compare)")
    compare.set_defaults(handler=_cmd_compare)

    serve = commands.add_parser("reference-engine", help="serve the reference engine over the engine protocol")
    serve.set_defaults(handler=_cmd_reference_engine)

    step_list = commands.add_parser("steps", help="list every phrase of the step library")
    step_list.add_argument("--json", action="store_true", help="print JSON")
    step_list.add_argument("--markdown", action="store_true", help="print the Markdown list kept in docs/steps.md")
    step_list.set_defaults(handler=_cmd_steps)
    _add_judge_commands(commands)
    return parser


def _add_judge_commands(commands: argparse._SubParsersAction) -> None:
    """draw, explain, quiz and site: the judge's commands (opcg_oracle/judge/commands.py)."""
    from opcg_oracle.judge import commands as judge

    judge.register(commands)
    _add_fuzz_command(commands)


def _add_fuzz_command(commands: argparse._SubParsersAction) -> None:
    """fuzz: differential fuzzing of an engine against the reference engine (opcg_oracle/fuzz/commands.py)."""
    from opcg_oracle.fuzz import commands as fuzz

    fuzz.register(commands)
    _add_cards_command(commands)


def _add_cards_command(commands: argparse._SubParsersAction) -> None:
    """cards: what the card database knows (opcg_oracle/cards/commands.py)."""
    from opcg_oracle.cards import commands as cards

    cards.register(commands)


def main(argv: list[str] | None = None) -> int:
    """Entry point of the console script."""
    parser = build_parser()
    args, extra = parser.parse_known_args(argv)
    if not getattr(args, "handler", None):
        parser.print_help()
        return EXIT_USAGE
    if extra and not getattr(args, "takes_extra", False):
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    try:
        if getattr(args, "takes_extra", False):
            return args.handler(args, extra)
        return args.handler(args)
    except BrokenPipeError:
        return 0
