"""Random legal games: uniform choices among legal actions and decision options, seeded."""

from __future__ import annotations

import gc
import hashlib
import json
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass

from opcg_oracle.cards.database import CardDatabase
from opcg_oracle.engine.actions import Concede
from opcg_oracle.engine.decks import DeckList
from opcg_oracle.engine.game import Game
from opcg_oracle.engine.state import Event

MAX_ACTIONS = 20_000  # a random game that has not ended by then is reported, not looped on forever


@dataclass(frozen=True)
class GameOutcome:
    """How one random game went."""

    seed: int
    actions: int
    turns: int
    winners: tuple[int, ...]
    result: str
    seconds: float
    events: int


def play_random_game(
    decks: tuple[DeckList, DeckList],
    cards: CardDatabase,
    seed: int,
    after_each: Callable[[Game], None] | None = None,
) -> GameOutcome:
    """Play one game choosing uniformly among legal actions (never conceding); the seed fixes everything.

    The engine makes no reference cycles (tests/test_engine_random_games.py), so the cyclic garbage collector
    has nothing to find in a game: it is paused while one is played, rather than walking the growing event log
    again and again (about 5% of a game's time). Whatever `after_each` leaves is collected once the game is over.
    """
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _play(decks, cards, seed, after_each)
    finally:
        if collecting:
            gc.enable()


def _play(
    decks: tuple[DeckList, DeckList], cards: CardDatabase, seed: int, after_each: Callable[[Game], None] | None
) -> GameOutcome:
    start = time.perf_counter()
    game = Game.new(decks, cards, seed=seed)
    # The draws of `random.Random(seed ^ 0x5EED).randrange(count)`, made here with CPython's own rejection sampling
    # rather than through randrange's two calls per action (2% of a game's time); the recorded games check it.
    getrandbits = random.Random(seed ^ 0x5EED).getrandbits
    actions = 0
    while not game.state.game_over and actions < MAX_ACTIONS:
        options = game.legal_actions()
        if isinstance(options[-1], Concede):  # Concede comes last: choosing among the others leaves it out
            count = len(options) - 1
        else:
            options = [a for a in options if not isinstance(a, Concede)]
            count = len(options)
        if not count:
            raise AssertionError(f"seed {seed}: no legal action but conceding")
        bits = count.bit_length()
        index = getrandbits(bits)
        while index >= count:
            index = getrandbits(bits)
        action = options[index]
        outcome = game.apply(action)
        if not outcome:
            raise AssertionError(f"seed {seed}: legal action {action} was refused: {outcome.reason}")
        actions += 1
        if after_each is not None:
            after_each(game)
    state = game.state
    return GameOutcome(
        seed,
        actions,
        state.turn,
        state.winners,
        state.result or "unfinished",
        time.perf_counter() - start,
        len(state.log),
    )


def bench(decks: tuple[DeckList, DeckList], cards: CardDatabase, games: int, seed: int) -> dict:
    """Play games and measure: per-game milliseconds and actions per second, event log on."""
    outcomes = [play_random_game(decks, cards, seed + n) for n in range(games)]
    total_seconds = sum(o.seconds for o in outcomes)
    total_actions = sum(o.actions for o in outcomes)
    millis = [o.seconds * 1000 for o in outcomes]
    return {
        "games": games,
        "seed": seed,
        "game_ms_median": round(statistics.median(millis), 3),
        "game_ms_max": round(max(millis), 3),
        "actions": total_actions,
        "actions_per_s": round(total_actions / total_seconds) if total_seconds else 0,
        "games_per_s": round(games / total_seconds, 1) if total_seconds else 0,
        "turns_median": statistics.median(o.turns for o in outcomes),
        "events_per_game_median": statistics.median(o.events for o in outcomes),
        "results": {r: sum(o.result == r for o in outcomes) for r in ("win", "draw", "unfinished")},
    }


def log_digest(log: list[Event], outcome: GameOutcome) -> str:
    """sha256 of a game's event log and result, serialised canonically (sorted keys, tuples as lists).

    Only the ver.1.1.6 clause ids count: an id qualified with a later edition ("1.2.0:10-1-5-3") is a citation
    added beside them, which the recorded games (tests/data/behaviour-00fb2bf.json) could not hold."""
    entries = [[event.kind, [r for r in event.rules if ":" not in r], event.data] for event in log]
    result = [outcome.actions, outcome.turns, list(outcome.winners), outcome.result]
    text = json.dumps([entries, result], sort_keys=True, separators=(",", ":"), default=_not_plain)
    return hashlib.sha256(text.encode()).hexdigest()


def _not_plain(value: object) -> object:
    raise TypeError(f"an event holds {type(value).__name__} {value!r}; events hold plain data only")


def random_game_digest(decks: tuple[DeckList, DeckList], cards: CardDatabase, seed: int) -> str:
    """Play one seeded random game and return the digest of its event log (see `log_digest`)."""
    games: list[Game] = []
    outcome = play_random_game(decks, cards, seed, after_each=lambda game: games[:1] or games.append(game))
    return log_digest(games[0].state.log, outcome)
