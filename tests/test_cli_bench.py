"""`opcg-oracle bench`: random games measured, JSON fields as documented."""

from __future__ import annotations

import json

from opcg_oracle.cli import main


def test_bench_json_fields(capsys):
    assert main(["bench", "--games", "5", "--seed", "2", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    for field in ("games", "game_ms_median", "game_ms_max", "actions_per_s", "games_per_s", "results"):
        assert field in figures
    assert figures["games"] == 5 and sum(figures["results"].values()) == 5


def test_bench_rejects_unknown_decks(capsys):
    assert main(["bench", "--decks", "nope"]) == 2
    assert "red-zoro" in capsys.readouterr().err
