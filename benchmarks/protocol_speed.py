"""Measure the engine protocol's cost: the whole suite in process vs through `cmd:opcg-oracle reference-engine`.

Run from anywhere:  python benchmarks/protocol_speed.py [--repeat 3]
Prints the median wall time of each run and their ratio (issue 16.8 asks for at most 1.5).
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

ENGINES = {"in_process": "reference", "protocol": "cmd:opcg-oracle reference-engine"}


def timed_run(engine: str) -> tuple[float, int]:
    """Seconds of one `opcg-oracle verify` of the shipped suite, and how many scenarios passed."""
    with tempfile.TemporaryDirectory() as report:
        command = [sys.executable, "-m", "opcg_oracle", "verify", "--engine", engine, "--report-dir", report, "-q"]
        start = time.perf_counter()
        subprocess.run(command, capture_output=True, check=False, cwd=report)
        seconds = time.perf_counter() - start
        passed = json.loads((Path(report) / "results.json").read_text())["summary"]["scenarios"]["passed"]
    return seconds, passed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    timings: dict[str, list[float]] = {name: [] for name in ENGINES}
    passed: dict[str, int] = {}
    for _ in range(args.repeat):  # interleaved, so a busy machine slows both alike
        for name, engine in ENGINES.items():
            seconds, passed[name] = timed_run(engine)
            timings[name].append(seconds)
    medians = {name: statistics.median(values) for name, values in timings.items()}
    print(
        json.dumps(
            {
                "in_process_s": round(medians["in_process"], 2),
                "protocol_s": round(medians["protocol"], 2),
                "ratio": round(medians["protocol"] / medians["in_process"], 2),
                "scenarios_passed": passed,
                "repeat": args.repeat,
            }
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
