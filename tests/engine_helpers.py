"""Small builders for engine tests: a position in a few words, and snapshots to compare states."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from opcg_oracle.cards import load_card_database
from opcg_oracle.cards.database import parse_set
from opcg_oracle.engine.board import build_game
from opcg_oracle.engine.game import Game
from opcg_oracle.engine.invariants import check_invariants

UNIT_CARDS = Path(__file__).with_name("data") / "unit_cards.yaml"  # synthetic cards no scenario needs
_, _, UNIT = parse_set(UNIT_CARDS.read_text(encoding="utf-8"), str(UNIT_CARDS))
DB = load_card_database().with_cards(list(UNIT.values()))
FILLER = "ST01-008"  # Nico Robin: vanilla, 5000 power, Counter 1000
LEADER = "OP01-001"  # Roronoa Zoro: its effect needs DON!! given to it, so with none it is a plain leader


def cards(*numbers: str) -> list[dict]:
    return [{"card": n} for n in numbers]


def player(name: str, **areas) -> dict:
    spec = {"name": name, "leader": {"card": LEADER}, "deck": cards(*[FILLER] * 10), "life": cards(*[FILLER] * 3)}
    spec.update(areas)
    return spec


def make_game(alice: dict | None = None, bob: dict | None = None, **top) -> tuple[Game, dict[str, int]]:
    """A game in the Main Phase of turn 3, Alice's turn, unless told otherwise."""
    board = {"turn": 3, "turn_player": 0, "first_player": 0, "phase": "main", **top}
    board["players"] = [alice or player("Alice"), bob or player("Bob")]
    game, aliases = build_game(board, DB)
    check_invariants(game.state)
    return game, aliases


def snapshot(game: Game) -> tuple:
    """Everything about a state that an action could change, except the log."""
    s = game.state
    return (
        s.turn,
        s.turn_player,
        s.phase,
        s.step,
        s.decision,
        s.game_over,
        s.winners,
        len(s.modifiers),
        tuple((c.iid, c.area, c.rested, c.don, c.moves) for c in s.cards.values()),
        tuple(
            (
                p.don_deck,
                p.don_active,
                p.don_rested,
                tuple(c.iid for c in p.deck),
                tuple(c.iid for c in p.hand),
                tuple(c.iid for c in p.life),
                tuple(c.iid for c in p.characters),
            )
            for p in s.players
        ),
    )


def refused_without_change(game: Game, action, clause: str) -> None:
    """The action is refused citing clause, and nothing in the state moved."""
    before = snapshot(game)
    outcome = game.apply(action)
    assert not outcome, f"{action} was accepted"
    assert clause in outcome.rules, f"refused citing {outcome.rules}, expected {clause}: {outcome.reason}"
    assert snapshot(game) == before


def events(game: Game, kind: str) -> list:
    return [e for e in game.state.log if e.kind == kind]


def leader_of(game: Game, index: int):
    return game.state.players[index].leader


def attack_bobs_leader(game: Game, attacker: int):
    """Alice attacks Bob's leader with the card of instance id attacker."""
    from opcg_oracle.engine.actions import Attack

    return game.apply(Attack(0, attacker, leader_of(game, 1).iid))


def choice(game: Game, kind: str, who: int = 0) -> set:
    """The options of the pending decision, which must be of this kind and for this player."""
    decision = game.state.decision
    assert decision is not None and decision.kind == kind and decision.player == who, decision
    return set(decision.options)


def swap(monkeypatch: pytest.MonkeyPatch, original: object, replacement: object) -> None:
    """Replace a function of the engine wherever the engine holds it: in modules that imported it by name,
    in Game's methods, and in the tables that name tasks, answers and handlers."""
    found = False
    for name, module in list(sys.modules.items()):
        if not name.startswith("opcg_oracle.") or module is None:
            continue
        for attribute, value in list(vars(module).items()):
            if value is original:
                monkeypatch.setattr(module, attribute, replacement)
                found = True
            elif isinstance(value, dict) and not attribute.startswith("__"):
                for key, item in list(value.items()):
                    if item is original:
                        monkeypatch.setitem(value, key, replacement)
                        found = True
    for attribute, value in list(vars(Game).items()):
        if value is original:
            monkeypatch.setattr(Game, attribute, replacement)
            found = True
    assert found, f"nothing in the engine holds {original!r}: a caller must follow a rename"
