"""`opcg-oracle bench`: random games measured, JSON fields as documented."""

from __future__ import annotations

import json

import pytest

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


def test_bench_deck_names_ignore_case(capsys):
    assert main(["bench", "--games", "1", "--decks", "ST01,st02", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["decks"] == ["st01", "st02"]


def test_bench_help_lists_the_sample_decks(capsys):
    with pytest.raises(SystemExit):
        main(["bench", "--help"])
    out = capsys.readouterr().out
    assert all(name in out for name in ("red-zoro", "st01", "st02"))


def test_bench_names_the_unknown_deck_and_the_valid_ones(capsys):
    assert main(["bench", "--decks", "st01,st99"]) == 2
    err = capsys.readouterr().err
    assert "'st99'" in err and "red-zoro, st01, st02" in err and "Traceback" not in err
