"""Fuzzing beyond one machine, tested (issue 25, item 7): examples/fuzz-dask runs a campaign's shards as Dask tasks
on a real LocalCluster (two worker processes) and writes the campaign `opcg-oracle fuzz --jobs 1` writes for the
same seed: the same fuzz.json (but its timing) and the same scenarios, byte for byte."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

pytest.importorskip(
    "distributed", reason="Dask is not installed: pip install -e '.[test]' brings it (dask[distributed])"
)

from opcg_oracle.cli import main

REPO = Path(__file__).resolve().parents[1]
PLANTED = f"cmd:{sys.executable} {REPO / 'tests' / 'planted_engine.py'} don_power_on_opponents_turn"


def _example():
    spec = importlib.util.spec_from_file_location("fuzz_dask", REPO / "examples" / "fuzz-dask" / "fuzz_dask.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _campaign(out: Path) -> tuple[dict, dict[str, str]]:
    data = json.loads((out / "fuzz.json").read_text())
    data.pop("timing")
    written = {
        p.relative_to(out).as_posix(): p.read_text() for p in out.rglob("*") if p.suffix in (".feature", ".yaml")
    }
    return data, written


def test_shards_on_a_local_cluster_give_the_campaign_of_one_process(tmp_path, capsys):
    options = ["--engine", PLANTED, "--games", "4", "--seed", "2"]
    assert main(["fuzz", *options, "--jobs", "1", "--out", str(tmp_path / "one")]) == 1
    assert _example().main([*options, "--shard", "1", "--workers", "2", "--out", str(tmp_path / "dask")]) == 1
    assert "4 games, 4 disagreements" in capsys.readouterr().out
    one, dask = _campaign(tmp_path / "one"), _campaign(tmp_path / "dask")
    assert one[0]["groups"] and one[1], one  # something was found and written
    assert dask == one
