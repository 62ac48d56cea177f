"""Check that the engine still plays the recorded games move for move: event-log digests of seeded random games.

Game n uses seed n and the n-th ordered pairing of the sample decks (every pairing, mirrors included, in turn).
Each game's digest is the sha256 of its whole event log and result (`random_play.log_digest`).

Run from the repository root:
    .venv/bin/python benchmarks/behaviour_digest.py                 # check all recorded games (1,000)
    .venv/bin/python benchmarks/behaviour_digest.py --games 100     # check the first 100
    .venv/bin/python benchmarks/behaviour_digest.py --record tests/data/behaviour-00fb2bf.json   # regenerate

Regenerate the recording only for a deliberate rules fix, and name the clause in the commit.
tests/test_behaviour_digest.py replays a sample of the recording in the normal test run.
"""

from __future__ import annotations

import argparse
import itertools
import json
import subprocess
import sys
import time
from pathlib import Path

from opcg_oracle.cards import load_card_database
from opcg_oracle.engine.decks import SAMPLE_DECKS
from opcg_oracle.engine.random_play import random_game_digest

RECORDING = Path(__file__).resolve().parent.parent / "tests" / "data" / "behaviour-00fb2bf.json"
RECORDED_DECKS = ("red-zoro", "st01", "st02")  # the sample decks at 00fb2bf; decks added later are not recorded
PAIRINGS = list(itertools.product(RECORDED_DECKS, repeat=2))


def game_plan(games: int) -> list[tuple[str, str, int]]:
    """(first deck, second deck, seed) of each game to play."""
    return [(*PAIRINGS[n % len(PAIRINGS)], n) for n in range(games)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=None, help="number of games (default: all recorded, or 1000)")
    parser.add_argument("--record", type=Path, help="write the digests to this file instead of checking them")
    parser.add_argument("--against", type=Path, default=RECORDING, help=f"recording to check (default {RECORDING})")
    args = parser.parse_args()
    cards = load_card_database()
    start = time.perf_counter()
    if args.record:
        games = [
            {
                "decks": [a, b],
                "seed": seed,
                "sha256": random_game_digest((SAMPLE_DECKS[a], SAMPLE_DECKS[b]), cards, seed),
            }
            for a, b, seed in game_plan(args.games or 1000)
        ]
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
        lines = ",\n".join(json.dumps(game) for game in games)  # one game a line: diffs show which games changed
        args.record.write_text(f'{{"engine_commit": "{commit}", "games": [\n{lines}\n]}}\n')
        print(f"recorded {len(games)} games in {args.record} ({time.perf_counter() - start:.1f} s)")
        return 0
    recorded = json.loads(args.against.read_text())["games"][: args.games]
    differing = [
        game
        for game in recorded
        if random_game_digest(tuple(SAMPLE_DECKS[d] for d in game["decks"]), cards, game["seed"]) != game["sha256"]
    ]
    for game in differing:
        print(f"DIFFERENT: {' vs '.join(game['decks'])}, seed {game['seed']}")
    same = len(recorded) - len(differing)
    print(f"{same} of {len(recorded)} games identical to {args.against.name} ({time.perf_counter() - start:.1f} s)")
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
