"""Random legal games: every legal action is accepted and the invariants always hold.

The test command plays a few hundred (the suite's time is kept for the scenarios); the long check is the same
tests with more games, for example before a release: `OPCG_RANDOM_GAMES=1000 pytest tests/test_engine_random_games.py`.
"""

from __future__ import annotations

import gc
import os

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from opcg_oracle.cards import load_card_database
from opcg_oracle.engine.decks import OP01_CROCODILE, OP01_RED, RED_ZORO, ST01_DECK, ST02_DECK
from opcg_oracle.engine.invariants import check_invariants
from opcg_oracle.engine.random_play import play_random_game

DB = load_card_database()
DECKS = (RED_ZORO, RED_ZORO)
GAMES = int(os.environ.get("OPCG_RANDOM_GAMES", "200"))  # per test with vanilla decks; half with effects live


def _check(game) -> None:
    check_invariants(game.state)


@settings(max_examples=GAMES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_random_games_keep_the_invariants_and_end(seed: int):
    outcome = play_random_game(DECKS, DB, seed, after_each=_check)
    assert outcome.result in ("win", "draw")  # every game ends: by damage at 0 Life or by an empty deck


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_the_same_seed_plays_the_same_game(seed: int):
    first = play_random_game(DECKS, DB, seed)
    second = play_random_game(DECKS, DB, seed)
    assert (first.actions, first.turns, first.winners, first.events) == (
        second.actions,
        second.turns,
        second.winners,
        second.events,
    )


@settings(max_examples=GAMES // 2, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_starter_decks_with_every_effect_live_keep_the_invariants(seed: int):
    outcome = play_random_game((ST01_DECK, ST02_DECK), DB, seed, after_each=_check)
    assert outcome.result in ("win", "draw")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**32 - 1), red_first=st.booleans())
def test_op01_decks_with_their_effects_keep_the_invariants(seed: int, red_first: bool):
    decks = (OP01_RED, OP01_CROCODILE) if red_first else (OP01_CROCODILE, OP01_RED)
    outcome = play_random_game(decks, DB, seed, after_each=_check)
    assert outcome.result in ("win", "draw")


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_every_event_cites_existing_clauses(seed: int):
    from opcg_oracle.engine.game import Game
    from opcg_oracle.rules.rulebook import load_rulebook

    books = {"1.1.6": load_rulebook(), "1.2.0": load_rulebook("1.2.0")}
    log = []

    def keep(game: Game) -> None:
        log[:] = game.state.log

    play_random_game((ST01_DECK, ST02_DECK), DB, seed, after_each=keep)
    assert log
    for event in log:
        assert event.rules, f"{event.kind} cites no clause"
        # an unqualified id is ver.1.1.6's; "1.2.0:10-1-5-3" is one of ver.1.2.0 (a rule 1.1.6 does not have)
        unknown = [r for r in event.rules if r.rpartition(":")[2] not in books[r.rpartition(":")[0] or "1.1.6"]]
        assert not unknown, f"{event.kind} cites {unknown}, which are not clauses of their edition"


def test_random_games_make_no_reference_cycles():
    """Random play pauses the cyclic garbage collector during a game (`play_random_game`): that is only
    sound while the engine leaves no cycle of its own objects behind, as garbage only that collector finds."""
    gc.collect()
    gc.set_debug(gc.DEBUG_SAVEALL)  # what a collection finds unreachable is kept in gc.garbage, to look at
    try:
        for seed, decks in enumerate([(ST01_DECK, ST02_DECK), (OP01_RED, OP01_CROCODILE), DECKS] * 3):
            play_random_game(decks, DB, seed)
        gc.collect()
        engine_garbage = [o for o in gc.garbage if type(o).__module__.startswith("opcg_oracle")]
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
    assert engine_garbage == []
