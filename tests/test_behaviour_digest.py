"""The engine plays recorded seeded games exactly as the engine of 00fb2bf did (issue 10: same behaviour).

The recording holds 1,000 games; this test replays every 25th (40 games, all deck pairings).
benchmarks/behaviour_digest.py checks all of them and says how to regenerate after a rules fix.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from opcg_oracle.cards import load_card_database
from opcg_oracle.engine.decks import SAMPLE_DECKS
from opcg_oracle.engine.random_play import random_game_digest

RECORDING = json.loads((Path(__file__).parent / "data" / "behaviour-00fb2bf.json").read_text())
SAMPLE = RECORDING["games"][::25]
DB = load_card_database()


def test_the_sample_covers_every_deck_pairing():
    recorded = ("red-zoro", "st01", "st02")  # the sample decks of 00fb2bf; decks added since are not in the recording
    assert len(SAMPLE) == 40 and set(recorded) <= set(SAMPLE_DECKS)
    assert {tuple(game["decks"]) for game in SAMPLE} == {(a, b) for a in recorded for b in recorded}


@pytest.mark.parametrize("game", SAMPLE, ids=lambda g: f"{'-'.join(g['decks'])}-seed{g['seed']}")
def test_recorded_game_plays_the_same(game: dict):
    decks = tuple(SAMPLE_DECKS[name] for name in game["decks"])
    assert random_game_digest(decks, DB, game["seed"]) == game["sha256"]
