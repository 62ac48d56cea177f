"""Measure the rules report page: build time, size, and time to usable in headless Chromium.

Run from the repository root:  .venv/bin/python benchmarks/report_page.py [--scenarios 1000] [--repeat 3]
"Usable" is the moment the page's script has wired the search box and filters (performance.now()
since navigation, which the page records in <body data-ready>). Needs a chromium binary.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from browser import Browser, find_chromium
from report_samples import synthetic_results

from opcg_oracle.report.builder import write_report

TARGET_MS = 2000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scenarios", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    chromium = find_chromium()
    if chromium is None:
        print("no Chromium browser found (apt-get install -y chromium)", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as folder:
        start = time.monotonic()
        page = write_report(synthetic_results(args.scenarios), Path(folder), "cmd:synthetic")
        build_s = time.monotonic() - start
        usable, loads = [], []
        with Browser(chromium) as browser:
            for _ in range(args.repeat):
                loads.append(browser.open(page))
                usable.append(int(browser.evaluate("document.body.dataset.ready")))
            nodes = browser.evaluate("document.getElementsByTagName('*').length")
        figures = {
            "scenarios": args.scenarios,
            "build_s": round(build_s, 2),
            "page_mb": round(page.stat().st_size / 1e6, 2),
            "dom_elements": nodes,
            "usable_ms_median": statistics.median(usable),
            "usable_ms_max": max(usable),
            "load_event_s_median": round(statistics.median(loads), 2),
        }
    print(json.dumps(figures))
    return 0 if figures["usable_ms_median"] < TARGET_MS else 1


if __name__ == "__main__":
    sys.exit(main())
