"""examples/python-adapter, an engine written from docs/engine-protocol.md alone, passes what it declares.

Protects issue 25.4: the docs are enough to write an adapter (the example is the proof, and a change to the
protocol that breaks what the docs promise breaks it), and the runner sends what the docs say: an id on every
request, `stop` included.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
ENGINE = REPO / "examples" / "python-adapter" / "engine.py"


def test_the_python_adapter_passes_its_scenarios_and_gets_an_id_on_every_request(tmp_path):
    log = tmp_path / "requests.jsonl"
    command = [
        sys.executable, "-m", "opcg_oracle", "verify", f"--engine=cmd:{sys.executable} {ENGINE}",
        "--clause=7-1-4", "--clause=6-5-5", f"--report-dir={tmp_path / 'report'}",
    ]  # fmt: skip
    result = subprocess.run(
        command, cwd=REPO, capture_output=True, text=True, timeout=600, env={**os.environ, "OPCG_EXAMPLE_LOG": str(log)}
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-2000:]
    summary = json.loads((tmp_path / "report" / "results.json").read_text())
    statuses = [scenario["status"] for scenario in summary["scenarios"]]
    assert statuses.count("passed") >= 30 and not {"failed", "error"} & set(statuses)
    requests = [json.loads(line) for line in log.read_text().splitlines()]
    assert {"hello", "load", "act", "decide", "state", "stop"} <= {r["type"] for r in requests}
    for request in requests:
        assert isinstance(request.get("id"), int) and not isinstance(request["id"], bool), request
