"""The fuzzing campaigns of issue 14's "done when", and games/s with --jobs 1 and 2.

Each campaign is `opcg-oracle fuzz` (a child process, as a user runs it) with the example engine in one
configuration, or the reference engine behind the protocol; the figures come from each fuzz.json.

Run from the repository root (needs Node.js for the example engine; 1,000 games each take minutes):
    .venv/bin/python benchmarks/fuzz_campaign.py                       # every campaign, 1,000 games
    .venv/bin/python benchmarks/fuzz_campaign.py --games 200 --only don,ties
    .venv/bin/python benchmarks/fuzz_campaign.py --speed 200           # games/s of --jobs 1 and 2 only
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
EXAMPLE = f"cmd:node {REPO / 'examples' / 'js-engine' / 'engine.js'}"
CAMPAIGNS = {  # name: (engine, environment, what the issue asks)
    "don": (EXAMPLE, {"OPCG_EXAMPLE_DEVIATIONS": "don"}, "found, shrunk to <= 10 steps"),
    "ties": (EXAMPLE, {"OPCG_EXAMPLE_DEVIATIONS": "ties"}, "found, shrunk to <= 10 steps"),
    "one-at-a-time": (
        EXAMPLE,
        {"OPCG_EXAMPLE_DEVIATIONS": "none", "OPCG_EXAMPLE_DECISIONS": "one-at-a-time"},
        "0 disagreements",
    ),
    "reference": ("cmd:opcg-oracle reference-engine", {}, "0 disagreements"),
}


def fuzz(engine: str, environment: dict, games: int, jobs: int, out: Path, *extra: str) -> dict:
    """Run one campaign in a child process and read its fuzz.json."""
    command = [sys.executable, "-m", "opcg_oracle", "fuzz", "--engine", engine, "--games", str(games)]
    command += ["--jobs", str(jobs), "--out", str(out), *extra]
    subprocess.run(command, env={**os.environ, **environment}, check=False, stdout=subprocess.DEVNULL)
    return json.loads((out / "fuzz.json").read_text())


def report(name: str, data: dict, asked: str) -> None:
    """One campaign's figures."""
    first = min((g["first_game"] for g in data["groups"]), default=None)
    print(f"{name}: {data['games']} games, {data['disagreements']} disagreements, {data['outcomes']}")
    print(f"  asked: {asked}; first disagreeing game: {first}; {data['timing']['games_per_s']} games/s")
    print(f"  unsupported actions: {data['unsupported_actions']}")
    for group in data["groups"]:
        shrunk = group["reproduction"] or {}
        size = f"{shrunk['steps']} steps, {shrunk['cards']} cards" if "steps" in shrunk else shrunk.get("problem")
        print(f"  {group['count']:>5} × {group['kind']} on {group['step']} ({', '.join(group['subject'])}): {size}")
        print(f"        {', '.join(group['clauses'][:8])}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--only", help=f"comma-separated campaigns of: {', '.join(CAMPAIGNS)}")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--speed", type=int, metavar="GAMES", help="only games/s of --jobs 1 and 2 (ties, no shrink)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        if args.speed:
            engine, environment, _ = CAMPAIGNS["one-at-a-time"]
            for jobs in (1, 2):
                data = fuzz(engine, environment, args.speed, jobs, Path(folder) / str(jobs), "--no-shrink")
                print(
                    f"--jobs {jobs}: {data['games']} games in {data['timing']['seconds']} s, "
                    f"{data['timing']['games_per_s']} games/s ({data['steps']} steps)"
                )
            return 0
        names = args.only.split(",") if args.only else list(CAMPAIGNS)
        for name in names:
            engine, environment, asked = CAMPAIGNS[name]
            report(name, fuzz(engine, environment, args.games, args.jobs, Path(folder) / name), asked)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
