"""A fuzzing campaign in shards on a Dask cluster, merged as `opcg-oracle fuzz --jobs` merges its processes.

Each shard is a slice of the campaign's game numbers (`Plan(first=..., games=...)`); game i depends on the
campaign seed and i alone, so the merged summary and scenarios are those `opcg-oracle fuzz` writes for the
same seed, however the shards are spread. Shrinking runs here, on the driver, after the merge.

    pip install "dask[distributed]" opcg-oracle          # on the driver and on every worker
    python examples/fuzz-dask/fuzz_dask.py --engine "cmd:node examples/js-engine/engine.js" --games 10000
    python examples/fuzz-dask/fuzz_dask.py --scheduler tcp://scheduler:8786 --engine ... --games 100000

Every worker needs opcg-oracle and the engine's command (the same path) installed. Without --scheduler
a LocalCluster on this machine is used, which shows the shape of a run but adds nothing to --jobs.
"""

from __future__ import annotations

import argparse
import dataclasses
import time
from pathlib import Path

from dask.distributed import Client, LocalCluster

from opcg_oracle.fuzz.campaign import Plan, conclude, merge_shards, play_shard


def main(argv: list[str] | None = None) -> int:
    """Run the campaign the options describe; 1 when something disagreed (as `opcg-oracle fuzz`)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--engine", required=True, help="engine to fuzz, as for opcg-oracle fuzz")
    parser.add_argument("--decks", default="st01,st02", help="sample decks, comma-separated (default st01,st02)")
    parser.add_argument("--games", type=int, default=1000, help="games in the whole campaign (default 1000)")
    parser.add_argument("--seed", type=int, default=1, help="campaign seed (default 1)")
    parser.add_argument("--shard", type=int, default=100, help="games per Dask task (default 100)")
    parser.add_argument("--timeout", type=float, default=10.0, help="seconds per engine answer (default 10)")
    parser.add_argument("--scheduler", help="address of a running Dask scheduler (default: a LocalCluster)")
    parser.add_argument("--workers", type=int, default=2, help="LocalCluster processes (default 2)")
    parser.add_argument("--out", default="reports/fuzz-dask", help="output folder (default reports/fuzz-dask)")
    args = parser.parse_args(argv)

    plan = Plan(args.engine, args.timeout, tuple(args.decks.split(",")), args.games, args.seed)
    shards = [
        dataclasses.replace(plan, first=first, games=min(args.shard, args.games - first))
        for first in range(0, args.games, args.shard)
    ]
    # One thread per worker process: each shard drives an engine subprocess and the reference engine,
    # CPU-bound Python; threads would only share one interpreter lock.
    cluster = None if args.scheduler else LocalCluster(n_workers=args.workers, threads_per_worker=1, processes=True)
    with Client(args.scheduler or cluster) as client:
        started = time.perf_counter()
        futures = client.map(play_shard, shards, pure=False)
        records = client.gather(futures)  # one list of plain-data game records per shard
        workers = len(client.scheduler_info()["workers"])
    if cluster is not None:
        cluster.close()
    campaign = merge_shards(plan, records, time.perf_counter() - started, workers)
    summary = conclude(campaign, Path(args.out))
    rate = summary["timing"]["games_per_s"]
    print(f"{summary['games']} games, {summary['disagreements']} disagreements, {rate} games/s")
    return 1 if summary["disagreements"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
