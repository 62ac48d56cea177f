"""Where a protocol fuzz campaign's time goes, on both sides (issue 25, item 6).

The parent (lockstep, the reference engine in process) runs under cProfile; the engine under test is this
script again with `--child FILE`, which serves the reference engine over the protocol under cProfile and writes
its profile to FILE when the runner says `stop`. Both profiles are printed (cumulative and own time).

    .venv/bin/python benchmarks/profile_fuzz.py [--games 30] [--top 30] [--every-step]
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import sys
import tempfile
import time
from pathlib import Path


def child(out: str) -> int:
    """Serve the reference engine over stdin/stdout under cProfile; the profile is written at the end."""
    from opcg_oracle.adapters.reference import ReferenceAdapter
    from opcg_oracle.adapters.server import serve

    profiler = cProfile.Profile()
    adapter = ReferenceAdapter()
    try:
        return profiler.runcall(serve, adapter)
    finally:
        profiler.dump_stats(out)


def parent(games: int, top: int, every_step: bool) -> int:
    """Play the games with the child as the engine under test; print both profiles."""
    from opcg_oracle.fuzz.campaign import Plan, make_setting
    from opcg_oracle.fuzz.games import play_game

    folder = Path(tempfile.mkdtemp(prefix="opcg-fuzz-profile-"))
    child_out = folder / "child.prof"
    engine = f"cmd:{sys.executable} {Path(__file__).resolve()} --child {child_out}"
    plan = Plan(engine, 30.0, ("st01", "st02"), games, 1, every_step=every_step)
    setting = make_setting(plan)[0]
    play_game(setting, plan.seed, 0)  # warm-up, outside the profile
    profiler = cProfile.Profile()
    wall = time.perf_counter()
    records = profiler.runcall(lambda: [play_game(setting, plan.seed, i) for i in range(1, games + 1)])
    wall = time.perf_counter() - wall
    setting.engine.stop()
    steps, outcomes = sum(r.steps for r in records), sorted({r.outcome for r in records})
    print(f"{games} games, {steps} steps, {wall:.1f} s under the profiler; outcomes {outcomes}")
    for name, stats in (("parent", pstats.Stats(profiler)), ("child", pstats.Stats(str(child_out)))):
        for order in ("cumulative", "tottime"):
            print(f"\n===== {name}, by {order} =====")
            stats.sort_stats(order).print_stats(top)
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--top", type=int, default=30)
    parser.add_argument("--every-step", action="store_true")
    args = parser.parse_args()
    if args.child:
        return child(args.child)
    return parent(args.games, args.top, args.every_step)


if __name__ == "__main__":
    raise SystemExit(main())
