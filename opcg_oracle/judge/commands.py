"""The judge's sub-commands (draw, explain, quiz, site): argument parsing and file I/O only."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

EXIT_USAGE = 2


def _error(message: str) -> int:
    print(f"opcg-oracle: error: {message}", file=sys.stderr)
    return EXIT_USAGE


def output_problem(out: str | None, option: str) -> str:
    """Why a file cannot be written at out ("" when it can, or for stdout): checked before any work is done."""
    from opcg_oracle.bdd.options import report_dir_problem

    if not out or out == "-":
        return ""
    path = Path(out)
    if path.is_dir():
        return f"{option} {out} is a folder; give a file name, e.g. {path / 'out.html'}"
    problem = report_dir_problem(path.parent, f"{option} {out}")  # the folder may be made, and must be writable
    return problem


MAX_TEXT = 500  # characters of an id, a name or search words: longer is a mistake, refused before any work


def text_problem(text: str | None, what: str) -> str:
    """Why a typed id, name or search is refused before any work ("" when it is not): its length is bounded."""
    if text is not None and len(text) > MAX_TEXT:
        return f"{what} is {len(text):,} characters long; at most {MAX_TEXT} are read"
    return ""


def clause_in(text: str, edition: str, option: str) -> tuple[str, str]:
    """The clause id of edition a user typed, and "" ; or "" and one line on why it is none (the id it maps to
    in the other edition, else the nearest ids)."""
    from opcg_oracle.rules.crosswalk import not_in_edition
    from opcg_oracle.rules.rulebook import UnknownClauseError, load_rulebook

    problem = text_problem(text, option)
    if problem:
        return "", problem
    try:
        return load_rulebook(edition).get(text).id, ""
    except UnknownClauseError as error:
        return "", f"{option}: {not_in_edition(error.text, edition, error.suggestions)}"


def edition_problem(edition: str) -> str:
    """Why --edition cannot be used ("" when it can): one line naming the editions we have."""
    from opcg_oracle.rules.rulebook import edition_problem as problem

    return problem(edition)


def _write(text: str, out: str | None) -> int:
    """Write to a file (never over a folder) or to stdout."""
    if not out or out == "-":
        sys.stdout.write(text)
        return 0
    path = Path(out)
    if path.is_dir():
        return _error(f"{out} is a folder; give a file name, e.g. {Path(out) / 'out.html'}")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    except OSError as error:  # checked before the work; a disk can still fill up
        return _error(f"cannot write {out}: {error.strerror or error}")
    print(path)
    return 0


def _overwrites(out: str | None, source: Path) -> bool:
    """Whether writing to out would replace the file read (a board is never written over)."""
    return bool(out) and out != "-" and Path(out).exists() and Path(out).resolve() == source.resolve()


def _cmd_draw(args: argparse.Namespace) -> int:
    from opcg_oracle.judge.draw import draw_file
    from opcg_oracle.judge.scenarios import SuiteError, find_board, find_suites
    from opcg_oracle.yamlio import InputError

    problem = output_problem(args.output, "-o")
    if problem:
        return _error(problem)
    try:
        path = find_board(args.board, find_suites(args.suite))
    except SuiteError as error:
        return _error(str(error))
    if _overwrites(args.output, path):
        return _error(f"-o {args.output} is the board file itself; give another file name, e.g. board.svg")
    try:
        svg = draw_file(path, args.lang)
    except (InputError, ValueError) as error:
        return _error(str(error))
    return _write(svg, args.output)


def _cmd_explain(args: argparse.Namespace) -> int:
    from opcg_oracle.judge.narrate import narrate, render_html, render_text
    from opcg_oracle.judge.scenarios import (
        SuiteError,
        ad_hoc_scenario,
        find_board,
        find_scenario,
        find_suites,
        load_scenarios,
        replay,
    )

    problem = output_problem(args.html, "--html") or text_problem(args.scenario, "the scenario id or name")
    problem = problem or (edition_problem(args.edition) if args.edition else "")
    if problem:
        return _error(problem)
    try:
        roots = find_suites(args.suite)
        if args.board:
            if args.scenario:
                return _error("give a scenario id or --board with --do steps, not both")
            board = find_board(args.board, roots)
            if _overwrites(args.html, board):
                return _error(f"--html {args.html} is the board file itself; give another file name, e.g. ruling.html")
            scenario, boards = ad_hoc_scenario(board, args.do or [])
        else:
            if not args.scenario:
                return _error('give a scenario id, e.g. opcg-oracle explain "7-1_attacks_and_battles.feature::NAME"')
            found = [(spec, root) for root in roots for spec in load_scenarios(root)]
            scenario = find_scenario([spec for spec, _ in found], args.scenario)
            boards = next(root for spec, root in found if spec is scenario) / "scenarios"
        replayed, _ = replay(scenario, boards, edition=args.edition)
    except SuiteError as error:
        return _error(str(error))
    story = narrate(replayed, args.lang, pictures=bool(args.html))
    if args.html:
        return _write(render_html(story), args.html)
    sys.stdout.write(render_text(story))
    return 0


def _cmd_quiz(args: argparse.Namespace) -> int:
    import random
    from collections import Counter

    from opcg_oracle.judge import quiz
    from opcg_oracle.judge.scenarios import SuiteError, find_suite, load_scenarios

    if args.count < 1:
        return _error("--count must be at least 1")
    problem = edition_problem(args.edition) or output_problem(args.html, "--html")
    if problem:
        return _error(problem)
    clause = None
    if args.clause:
        clause, problem = clause_in(args.clause, args.edition, "--clause")
        if problem:
            return _error(problem)
    seed = args.seed if args.seed is not None else random.randrange(1_000_000)
    try:
        root = find_suite(args.suite)
        scenarios = load_scenarios(root)
    except SuiteError as error:
        return _error(str(error))
    if not any(s.runs_under(args.edition) for s in scenarios):
        others = sorted({s.edition for s in scenarios})
        return _error(f"no scenario of the suite holds under ver.{args.edition}; try --edition {others[0]}")
    pool = quiz.select(scenarios, args.chapter, clause, args.tag, args.difficulty, args.edition)
    skipped: Counter[str] = Counter()
    questions = quiz.build_quiz(pool, root / "scenarios", args.count, seed, args.lang, skipped, args.edition)
    if not questions:
        filters = {
            "--chapter": args.chapter,
            "--clause": args.clause,
            "--tag": args.tag,
            "--difficulty": args.difficulty,
        }
        given = [f"{option} {value}" for option, value in filters.items() if value]
        return _error(quiz.why_no_question(len(pool), skipped, given))
    if args.html:
        return _write(quiz.render_html(questions, "opcg-oracle quiz", seed, args.lang, args.edition), args.html)
    if args.lang == "ja":
        again = f"シード {seed}。--seed {seed} で同じ問題をもう一度"
        print(f"opcg-oracle quiz：総合ルール ver.{args.edition}、全{len(questions)}問（{again}）")
    else:
        many = f"{len(questions)} question" + ("s" if len(questions) != 1 else "")
        again = "asks it again" if len(questions) == 1 else "asks them again"
        print(f"opcg-oracle quiz: {many}, comprehensive rules ver.{args.edition} (seed {seed}; --seed {seed} {again})")
    quiz.ask(questions, sys.stdin, sys.stdout)
    return 0


def _cmd_site(args: argparse.Namespace) -> int:
    from opcg_oracle.bdd.options import report_dir_problem
    from opcg_oracle.judge.scenarios import SuiteError, find_suite
    from opcg_oracle.judge.site import MARKER, build_site

    out = Path(args.output)
    problem = edition_problem(args.edition) or report_dir_problem(out, "the site (-o)")
    if problem:
        return _error(problem)
    if out.exists() and (not out.is_dir() or (any(out.iterdir()) and not (out / MARKER).exists())):
        return _error(f"{out} exists and is not a site written by opcg-oracle; give a new or empty folder")
    try:
        counts = build_site(find_suite(args.suite), out, args.edition)
    except SuiteError as error:
        return _error(str(error))
    pages = f"{counts['clauses']} clause pages, {counts['scenarios']} scenario pages"
    print(f"{out / 'index.html'}  (comprehensive rules ver.{args.edition}: {pages})")
    return 0


def _add_edition(parser: argparse.ArgumentParser, what: str) -> None:
    """--edition, defaulting to the current edition."""
    from opcg_oracle.rules.crosswalk import CURRENT_EDITION
    from opcg_oracle.rules.rulebook import editions

    parser.add_argument(
        "--edition", default=CURRENT_EDITION, help=f"{what}: {', '.join(editions())} (default {CURRENT_EDITION})"
    )


SUITE_DEFAULT = "here if it holds features/, else the suite that comes with opcg-oracle ('shipped')"


def register(commands: argparse._SubParsersAction) -> None:
    """Add the judge's sub-commands to the command line."""
    boards = (
        "a folder holding features/ and scenarios/ ('shipped': the suite that comes with opcg-oracle), where a "
        f"board not found from here is looked for; repeat for several (default: {SUITE_DEFAULT})"
    )
    draw = commands.add_parser("draw", help="draw a board file as an SVG picture")
    draw.add_argument("board", help="a board file (YAML, format 1): from here, or in the suite's scenarios/")
    draw.add_argument("-o", "--output", help="the SVG file to write (default: standard output)")
    draw.add_argument("--suite", action="append", metavar="DIR", help=boards)
    draw.add_argument(
        "--lang",
        choices=("en", "ja"),
        default="en",
        help="language of the picture's words (default en; card names "
        "stay English: the data has no Japanese card names)",
    )
    draw.set_defaults(handler=_cmd_draw)

    explain = commands.add_parser(
        "explain",
        help="narrate a scenario step by step from the reference engine, citing each clause",
        description="Replay a scenario (or a board and steps) on the reference engine and narrate every event "
        "with the clauses behind it.",
    )
    explain.add_argument("scenario", nargs="?", help="scenario id: '<feature file>::<scenario name>' (or the name)")
    explain.add_argument(
        "--board", help="a board file to start from, instead of a scenario: from here, or in the suite's scenarios/"
    )
    explain.add_argument(
        "--do", action="append", metavar="STEP", help="a step to take on --board, as written in features (repeat)"
    )
    explain.add_argument(
        "--lang",
        choices=("en", "ja"),
        default="en",
        help="language of the narration, steps and pictures (default "
        "en; card names and board descriptions stay English: the data has no Japanese for them)",
    )
    explain.add_argument("--html", metavar="FILE", help="write one HTML page with board pictures")
    explain.add_argument(
        "--suite",
        action="append",
        metavar="DIR",
        help="a folder holding features/ and scenarios/ ('shipped': the suite that comes with opcg-oracle), "
        f"where scenarios and boards are looked for; repeat for several (default: {SUITE_DEFAULT})",
    )
    explain.add_argument(
        "--edition",
        help="the rules edition to replay and cite: one the scenario holds for (default: its @edition tag, else "
        "1.1.6, in whose numbers an untagged scenario is written)",
    )
    explain.set_defaults(handler=_cmd_explain)

    single = f"folder holding features/ and scenarios/, or 'shipped' (default: {SUITE_DEFAULT})"
    quiz = commands.add_parser("quiz", help="questions from the scenarios: predict the ruling, get it explained")
    quiz.add_argument("--count", type=int, default=10, help="number of questions (default 10)")
    quiz.add_argument("--seed", type=int, help="fixes the questions and the order of answers (default: random)")
    quiz.add_argument("--chapter", help="only scenarios of this rules chapter, e.g. 7")
    quiz.add_argument("--clause", help="only scenarios of this clause or a clause under it, e.g. 7-1-4")
    quiz.add_argument("--tag", help="only scenarios with this tag, e.g. rule:10-1-2-1")
    quiz.add_argument("--difficulty", choices=("easy", "medium", "hard"), help="easy: one action; hard: four or more")
    quiz.add_argument(
        "--lang",
        choices=("en", "ja"),
        default="en",
        help="language of the questions, explanations and clause texts "
        "(default en; card names and board descriptions stay English)",
    )
    quiz.add_argument("--html", metavar="FILE", help="write a self-contained offline quiz page instead of asking")
    quiz.add_argument("--suite", metavar="DIR", help=single)
    _add_edition(quiz, "the rules edition asked about: only its scenarios, its clause ids (--clause too)")
    quiz.set_defaults(handler=_cmd_quiz)

    site = commands.add_parser("site", help="write a static offline site: every clause, its examples, search")
    site.add_argument("-o", "--output", required=True, help="folder to write (new, empty, or an earlier site)")
    site.add_argument("--suite", metavar="DIR", help=single)
    _add_edition(site, "the rules edition of the clause pages and their examples")
    site.set_defaults(handler=_cmd_site)
