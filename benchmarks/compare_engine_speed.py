"""Engine speed against a base commit, side by side in one run: actions/s of both, and the ratio.

The base engine is taken from the repository's own history (`git archive BASE opcg_oracle`, unpacked into a
temporary directory), the current one from this checkout. Both play the same seeded random games
(ST01 vs ST02 by default, event log on) in separate Python processes, in interleaved rounds whose order
alternates (base, current, current, base, ...), so that load from other work on the machine falls on both.
Time is the process's CPU time, which waiting for a shared core does not inflate.

With --instructions, each engine instead plays its games once under valgrind's callgrind, which counts the
machine instructions executed: a figure that load on the machine does not change at all. The games' count is
the whole process's count less that of the same process playing no games (imports, card loading, warm-up).

Run from the repository root:
    .venv/bin/python benchmarks/compare_engine_speed.py [--base 00fb2bf] [--rounds 10] [--games 100]
    .venv/bin/python benchmarks/compare_engine_speed.py --instructions [--games 20]
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Runs inside each measuring process; argv: package root, first deck, second deck, first seed, games.
PLAYER = """
import json, sys, time
root = sys.argv[1]
sys.path.insert(0, root)
import opcg_oracle
assert opcg_oracle.__file__.startswith(root), f"imported {opcg_oracle.__file__}, not the engine under {root}"
from opcg_oracle.cards import load_card_database
from opcg_oracle.engine.decks import SAMPLE_DECKS
from opcg_oracle.engine.random_play import play_random_game
cards = load_card_database()
decks = (SAMPLE_DECKS[sys.argv[2]], SAMPLE_DECKS[sys.argv[3]])
seed, games = int(sys.argv[4]), int(sys.argv[5])
play_random_game(decks, cards, seed - 1)  # warm-up, not measured
start = time.process_time()
actions = sum(play_random_game(decks, cards, seed + n).actions for n in range(games))
print(json.dumps({"actions": actions, "seconds": time.process_time() - start}))
"""


def measure(root: Path, decks: tuple[str, str], seed: int, games: int) -> float:
    """Actions per second of the engine under root over the given games, in a fresh process."""
    command = [sys.executable, "-c", PLAYER, str(root), *decks, str(seed), str(games)]
    done = subprocess.run(command, capture_output=True, text=True, cwd=tempfile.gettempdir(), check=False)
    if done.returncode != 0:
        raise SystemExit(f"measuring {root} failed:\n{done.stderr}")
    figures = json.loads(done.stdout)
    return figures["actions"] / figures["seconds"]


def count_instructions(root: Path, decks: tuple[str, str], seed: int, games: int) -> tuple[int, int]:
    """(instructions, actions) of the engine under root over the given games, counted by callgrind."""
    counts = []
    for played in (games, 0):
        command = [
            "valgrind",
            "--tool=callgrind",
            "--callgrind-out-file=/dev/null",
            sys.executable,
            "-c",
            PLAYER,
            str(root),
            *decks,
            str(seed),
            str(played),
        ]
        done = subprocess.run(command, capture_output=True, text=True, cwd=tempfile.gettempdir(), check=False)
        collected = re.search(r"Collected : ([\d,]+)", done.stderr)
        if done.returncode != 0 or collected is None:
            raise SystemExit(f"counting {root} under valgrind failed:\n{done.stderr[-2000:]}")
        counts.append((int(collected.group(1).replace(",", "")), json.loads(done.stdout)["actions"]))
    (with_games, actions), (without, _) = counts
    return with_games - without, actions


def compare_instructions(engines: dict[str, Path], decks: tuple[str, str], seed: int, games: int) -> dict:
    """Instructions per action of each engine, and the ratio (base over current: how many times fewer)."""
    if shutil.which("valgrind") is None:
        raise SystemExit("--instructions needs valgrind (apt-get install valgrind)")
    per_action = {}
    for name, root in engines.items():
        instructions, actions = count_instructions(root, decks, seed, games)
        per_action[name] = instructions / actions
        print(f"{name}: {instructions:,} instructions for {actions} actions ({per_action[name]:,.0f} per action)")
    base, current = per_action.values()
    return {"instructions_per_action": {n: round(v) for n, v in per_action.items()}, "ratio": round(base / current, 2)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default="00fb2bf", help="commit of the engine to compare against (default 00fb2bf)")
    parser.add_argument("--rounds", type=int, default=10, help="interleaved rounds (default 10)")
    parser.add_argument("--games", type=int, help="games per engine per round (default 100; 20 with --instructions)")
    parser.add_argument("--decks", default="st01,st02", help="two sample decks (default st01,st02)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game (default 1)")
    parser.add_argument(
        "--instructions", action="store_true", help="count instructions under valgrind instead of timing"
    )
    args = parser.parse_args()
    decks = tuple(args.decks.lower().split(","))
    with tempfile.TemporaryDirectory(prefix="opcg-base-") as base_root:
        archive = subprocess.run(
            ["git", "-C", str(ROOT), "archive", args.base, "opcg_oracle"], capture_output=True, check=False
        )
        if archive.returncode != 0:
            raise SystemExit(f"git archive {args.base} failed: {archive.stderr.decode().strip()}")
        subprocess.run(["tar", "-x", "-C", base_root], input=archive.stdout, check=True)
        engines = {f"base {args.base}": Path(base_root), "current": ROOT}
        if args.instructions:
            games = args.games or 20
            figures = compare_instructions(engines, decks, args.seed, games)
            print(json.dumps({"decks": list(decks), "games": games, **figures}))
            return 0
        args.games = args.games or 100
        speeds: dict[str, list[float]] = {name: [] for name in engines}
        for round_ in range(args.rounds):
            order = list(engines) if round_ % 2 == 0 else list(reversed(engines))
            for name in order:
                speeds[name].append(measure(engines[name], decks, args.seed, args.games))
            print(f"round {round_ + 1}: " + ", ".join(f"{n} {speeds[n][-1]:,.0f} actions/s" for n in engines))
    base, current = (statistics.median(values) for values in speeds.values())
    ratios = [c / b for b, c in zip(*speeds.values(), strict=True)]
    print(
        json.dumps(
            {
                "decks": list(decks),
                "games_per_round": args.games,
                "rounds": args.rounds,
                f"base_{args.base}_actions_per_s": round(base),
                "current_actions_per_s": round(current),
                "ratio_of_medians": round(current / base, 2),
                "ratio_per_round_min_max": [round(min(ratios), 2), round(max(ratios), 2)],
            }
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
