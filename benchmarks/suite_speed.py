"""Measure the rules suite: scenarios per second through pytest, end to end (collection included).

Run from the repository root:  .venv/bin/python benchmarks/suite_speed.py [--repeat 3] [-n 2]
The engine's own speed (actions and games per second) is `opcg-oracle bench`.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("-n", dest="workers", default=None, help="pytest-xdist workers")
    args = parser.parse_args()
    timings, total = [], 0
    for _ in range(args.repeat):
        with tempfile.TemporaryDirectory() as report:
            command = [
                sys.executable,
                "-m",
                "pytest",
                "features",
                "-q",
                "-p",
                "no:cacheprovider",
                f"--rules-report={report}",
            ] + (["-n", args.workers] if args.workers else [])
            start = time.perf_counter()
            subprocess.run(command, capture_output=True, check=False)
            timings.append(time.perf_counter() - start)
            total = json.loads((Path(report) / "results.json").read_text())["summary"]["scenarios"]["total"]
    median = statistics.median(timings)
    print(
        json.dumps(
            {
                "scenarios": total,
                "seconds_median": round(median, 3),
                "scenarios_per_s": round(total / median, 1),
                "workers": args.workers or 1,
            }
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
