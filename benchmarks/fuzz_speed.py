"""Fuzzing speed against the reference engine's own random-game speed (issue 25, item 6).

Three figures, measured in this one process on the same decks (st01 against st02), the lockstep ones with
`--jobs 1` and no shrinking:
- `random`: the reference engine alone plays seeded random games in process (engine/random_play.py);
- `lockstep, in process`: `fuzz --engine reference`, the reference engine against itself, both in process;
- `lockstep, protocol`: `fuzz --engine "cmd:opcg-oracle reference-engine"`, the engine under test behind the
  protocol in a child process (the target: at least 15% of `random`).
Each figure is the best of --repeat runs, in games per second of wall time and in games per second of processor
time (this process's, and the engine process's for the protocol): on a machine shared with other work the wall
time also counts the waits for a free processor at each of the protocol's round trips. The last line gives the
protocol's share of the random games' speed in each round, and the median: the random games' own speed moves
by half from one minute to the next on a shared machine, and a round's figures are measured together.

Figures (docs/fuzzing.md, "Speed"; shared 2-core machine, load average ~1.2, --games 100 --repeat 2, three
times): the protocol campaign at 39.5-52.4 games/s of wall time (20-26% of random) and 25.8-32.8 of processor
time (12-17%, the median round 15%), against 10.1-11.4 (5-6%) before pipelining (394f9eb); 98 million
instructions a game in both processes against 207 million before and 20.2 million for a random game
(callgrind). benchmarks/profile_fuzz.py profiles both processes.

    .venv/bin/python benchmarks/fuzz_speed.py [--games 100] [--repeat 3] [--every-step]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

from opcg_oracle.cards.database import load_card_database
from opcg_oracle.engine.decks import SAMPLE_DECKS
from opcg_oracle.engine.random_play import play_random_game
from opcg_oracle.fuzz.campaign import Plan, make_setting
from opcg_oracle.fuzz.games import play_game

PROTOCOL = "cmd:opcg-oracle reference-engine"


def random_games(games: int) -> tuple[float, float]:
    """Games/s of the reference engine alone: of wall time, of processor time."""
    cards = load_card_database()
    decks = (SAMPLE_DECKS["st01"], SAMPLE_DECKS["st02"])
    play_random_game(decks, cards, 0)  # warm-up
    wall, cpu = time.perf_counter(), time.process_time()
    for seed in range(1, games + 1):
        play_random_game(decks, cards, seed)
    return games / (time.perf_counter() - wall), games / (time.process_time() - cpu)


def _engine_cpu(engine) -> float:
    """Processor seconds the engine's process has used (Linux /proc; 0 for an engine in this process)."""
    process = getattr(engine, "_process", None)
    if process is None:
        return 0.0
    fields = Path(f"/proc/{process.pid}/stat").read_text().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime, stime


def lockstep(engine: str, games: int, every_step: bool) -> tuple[float, float, int, str]:
    """Games/s of a campaign's games (the engine's start and the deck probes left out), of wall time and of
    processor time (both processes), its steps, and how its games ended."""
    plan = Plan(engine, 10.0, ("st01", "st02"), games, 1, **({"every_step": True} if every_step else {}))
    setting = make_setting(plan)[0]
    try:
        wall, cpu, engine_cpu = time.perf_counter(), time.process_time(), _engine_cpu(setting.engine)
        records = [play_game(setting, plan.seed, index) for index in range(games)]
        wall = time.perf_counter() - wall
        cpu = time.process_time() - cpu + _engine_cpu(setting.engine) - engine_cpu
    finally:
        setting.engine.stop()
    outcomes = ",".join(sorted({record.outcome for record in records}))
    return games / wall, games / cpu, sum(record.steps for record in records), outcomes


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument(
        "--every-step", action="store_true", help="compare the states at every step (fuzz --every-step)"
    )
    args = parser.parse_args()
    os.environ["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"  # this checkout's command
    best: dict[str, list[float]] = {"random": [0.0, 0.0], "in process": [0.0, 0.0], "protocol": [0.0, 0.0]}
    steps, rounds = {}, []  # each round's protocol figures as shares of that round's random ones
    for _ in range(args.repeat):  # interleaved, so a busy moment slows each alike
        this_round = random_games(args.games)
        best["random"] = [max(pair) for pair in zip(best["random"], this_round, strict=True)]
        for name, engine in (("in process", "reference"), ("protocol", PROTOCOL)):
            wall, cpu, steps[name], outcomes = lockstep(engine, args.games, args.every_step)
            best[name] = [max(best[name][0], wall), max(best[name][1], cpu)]
            assert outcomes == "agreed", f"{name}: the reference engine disagreed with itself ({outcomes})"
        rounds.append((wall / this_round[0], cpu / this_round[1]))
    wall, cpu = best["random"]
    print(f"random games, in process:  {wall:7.1f} games/s of wall time, {cpu:7.1f} of processor time")
    for name in ("in process", "protocol"):
        shares = f"{100 * best[name][0] / wall:.0f}% and {100 * best[name][1] / cpu:.0f}% of random"
        print(
            f"lockstep, {name + ':':<16}{best[name][0]:7.1f} games/s of wall time, {best[name][1]:7.1f} of processor "
            f"time ({shares}; {steps[name]} steps)"
        )
    shares = ", ".join(f"{100 * w:.0f}/{100 * c:.0f}%" for w, c in rounds)
    middle = [100 * statistics.median(r[i] for r in rounds) for i in (0, 1)]
    print(f"protocol/random in each round (wall/processor): {shares}; median {middle[0]:.0f}/{middle[1]:.0f}%")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
