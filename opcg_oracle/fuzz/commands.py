"""The `fuzz` sub-command: option checks, the progress line, and the files written."""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
import time
from pathlib import Path

from opcg_oracle.bdd.terminal import counted

EXIT_USAGE = 2
EXIT_STOPPED = 3  # the campaign ended early (the engine stopped answering, SIGINT, SIGTERM): what it found is written
GAMES_LOG = "games.jsonl"  # one line per finished game, written as it finishes


def _error(message: str) -> int:
    print(f"opcg-oracle: error: {message}", file=sys.stderr)
    return EXIT_USAGE


class Progress:
    """One self-rewriting line on a terminal (games, disagreements, rate); nothing when not a terminal or in CI."""

    def __init__(self, total: int, stream=None) -> None:
        self.total, self.stream = total, stream or sys.stderr  # looked up now: tests and tools replace sys.stderr
        self.shown = self.stream.isatty() and not os.environ.get("CI")
        self.done = self.disagreements = 0
        self.started = time.perf_counter()

    def __call__(self, record) -> None:
        """Count one finished game."""
        self.done += 1
        self.disagreements += record.outcome == "disagreed"
        if self.shown:
            rate = self.done / max(time.perf_counter() - self.started, 1e-9)
            line = f"games {self.done}/{self.total}, disagreements {self.disagreements}, {rate:.1f} games/s"
            self.stream.write(f"\r{line}\033[K")
            self.stream.flush()

    def close(self) -> None:
        """End the line."""
        if self.shown:
            self.stream.write("\n")
            self.stream.flush()


def _problems(args: argparse.Namespace) -> tuple[str, list[str]]:
    """The first bad option as one line ("" when none), and the deck names."""
    from opcg_oracle.bdd import options as check
    from opcg_oracle.engine.decks import SAMPLE_DECKS

    names = [n.strip().lower() for n in args.decks.split(",") if n.strip()]
    unknown = [n for n in names if n not in SAMPLE_DECKS]
    if unknown or not names:
        return f"--decks: unknown deck {unknown[0] if unknown else args.decks!r}; the sample decks are " + ", ".join(
            SAMPLE_DECKS
        ), names
    for option, value, least in (("--games", args.games, 1), ("--jobs", args.jobs, 1), ("--seed", args.seed, 0)):
        if value < least:
            return f"{option} must be at least {least}, got {value}", names
    for option, value in (("--timeout", args.timeout), ("--engine-start-timeout", args.engine_start_timeout)):
        seconds = check.seconds_problem(value)
        if seconds:
            return f"{option}: {seconds}", names
    earlier = sorted((Path(args.out) / "features").glob("fuzz_*.feature"))
    if earlier:  # never overwrite scenarios someone may have edited or filed: a new campaign gets a new folder
        return (
            f"--out: {args.out} already holds the scenarios of a campaign ({earlier[0]}); "
            "give another folder, or remove them first"
        ), names
    out = check.report_dir_problem(Path(args.out))
    if out:
        return f"--out: {out}", names
    return "", names


class GameLog:
    """Each finished game appended to out/games.jsonl at once, so nothing played is lost whatever happens next."""

    def __init__(self, out: Path, progress: Progress) -> None:
        out.mkdir(parents=True, exist_ok=True)
        self.progress = progress
        self.file = (out / GAMES_LOG).open("w", encoding="utf-8")

    def __call__(self, record) -> None:
        self.file.write(json.dumps(record.to_json(), ensure_ascii=False) + "\n")
        self.file.flush()
        self.progress(record)

    def close(self) -> None:
        self.file.close()
        self.progress.close()


def _interrupt(signum: int, frame) -> None:
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # a second SIGTERM ends the process at once
    raise KeyboardInterrupt(signal.Signals(signum).name)


def _cmd_fuzz(args: argparse.Namespace) -> int:
    from opcg_oracle.adapters.base import EngineError
    from opcg_oracle.adapters.factory import check_engine
    from opcg_oracle.fuzz.campaign import NoPlayableDeck, Plan, conclude, run_campaign

    problem, names = _problems(args)
    if problem:
        return _error(problem)
    try:
        check_engine(args.engine, float(args.timeout), start_timeout=float(args.engine_start_timeout))
    except EngineError as error:
        return _error(str(error))
    plan = Plan(
        args.engine,
        float(args.timeout),
        tuple(dict.fromkeys(names)),
        args.games,
        args.seed,
        every_step=args.every_step,
        start_timeout=float(args.engine_start_timeout),
    )
    out = Path(args.out)
    previous = signal.signal(signal.SIGTERM, _interrupt)  # SIGTERM (a CI cancel) ends the campaign as Ctrl-C does
    try:
        log = GameLog(out, Progress(args.games))
        try:
            campaign = run_campaign(plan, args.jobs, log)
        except (NoPlayableDeck, EngineError) as error:  # before the first game: the engine did not start
            return _error(str(error).splitlines()[0] if isinstance(error, NoPlayableDeck) else str(error))
        finally:
            log.close()
        data = conclude(campaign, out, shrink=not args.no_shrink)
    except KeyboardInterrupt as interrupt:  # before the first game, or a second interrupt while writing
        print(f"opcg-oracle: fuzz interrupted ({interrupt.args[0] if interrupt.args else 'SIGINT'})", file=sys.stderr)
        return EXIT_STOPPED
    finally:
        signal.signal(signal.SIGTERM, previous)
    for path in data.pop("written"):
        print(path)
    print(
        f"{counted(data['games'], 'game')}, {counted(data['disagreements'], 'disagreement')} in "
        f"{counted(len(data['groups']), 'group')}, "
        f"{data['outcomes']['unsupported']} unsupported, {data['timing']['games_per_s']} games/s"
    )
    if campaign.stopped:
        print(
            f"opcg-oracle: fuzz: {campaign.stopped}; what it found is written (fuzz.json: complete false)",
            file=sys.stderr,
        )
        return EXIT_STOPPED
    return 1 if data["disagreements"] else 0


def register(commands: argparse._SubParsersAction) -> None:
    """Add the `fuzz` sub-command to the command line."""
    fuzz = commands.add_parser(
        "fuzz",
        help="play random games on an engine and the reference engine in lockstep; shrink each disagreement",
        description="Differential fuzzing (docs/fuzzing.md): random legal games, every action and answer sent to "
        "both engines, the first disagreement of each game shrunk to a scenario of the suite's format.",
        epilog="exit codes: 0 no disagreement; 1 disagreements found (see fuzz.md); 2 bad options or an engine "
        "that does not start; 3 the campaign stopped early (the engine stopped answering, SIGINT, SIGTERM): "
        "the games played are written, fuzz.json says complete: false",
    )
    fuzz.add_argument("--engine", required=True, help="engine to fuzz: 'cmd:<command line>' or 'python:<module>'")
    fuzz.add_argument("--decks", default="st01,st02", help="sample decks, comma-separated (default st01,st02)")
    fuzz.add_argument("--games", type=int, default=100, help="number of games (default 100)")
    fuzz.add_argument("--seed", type=int, default=1, help="campaign seed: fixes every game (default 1)")
    fuzz.add_argument("--jobs", type=int, default=1, help="local processes playing games (default 1)")
    fuzz.add_argument(
        "--out",
        default="reports/fuzz",
        help="folder for fuzz.json, fuzz.md, fuzz.html and the "
        "shrunk scenarios (features/, scenarios/fuzz/; default reports/fuzz)",
    )
    fuzz.add_argument("--timeout", default="10", help="seconds to wait for each engine answer (default 10)")
    fuzz.add_argument(
        "--every-step",
        action="store_true",
        help="compare the states after every step, not at the end of each turn (slower; finds differences that "
        "are gone by the turn's end)",
    )
    fuzz.add_argument(
        "--engine-start-timeout",
        default="60",
        metavar="SECONDS",
        help="seconds a started engine may take to answer hello, e.g. while it loads its cards (default 60)",
    )
    fuzz.add_argument("--no-shrink", action="store_true", help="do not shrink disagreements to scenarios")
    fuzz.set_defaults(handler=_cmd_fuzz)
