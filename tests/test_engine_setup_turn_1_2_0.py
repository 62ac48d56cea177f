"""Ver.1.2.0's setup and turn rules in the engine, and the effect words they brought: Leader effects "at the
start of the game" (5-2-1-5-1, 5-2-1-5-2), the End Phase in steps (6-6-1-1-2 .. 6-6-1-3), delayed effects
(`at_end_of_turn`), DON!! returned rested (6-2-3), and the words Imu, Diamante and Smoker need."""

from __future__ import annotations

import pytest
from engine_helpers import DB, cards, events, make_game, player

from opcg_oracle.cards.database import parse_set
from opcg_oracle.engine.actions import ActivateEffect, Decide, EndTurn, PlayCard
from opcg_oracle.engine.decks import DeckError, DeckList, check_deck
from opcg_oracle.yamlio import InputError

VANILLA_BLACK = ("OP02-097", "OP02-107", "OP02-109", "OP02-116", "OP03-082", "OP03-084", "OP03-085", "OP03-087",
                 "OP04-078", "OP04-087", "OP05-083", "EB01-041", "EB02-043")  # fmt: skip


def imu_deck(*extra: str) -> DeckList:
    """An Imu (OP13-079) deck: extra cards, then black vanilla Characters up to 50."""
    filler = [number for number in VANILLA_BLACK for _ in range(4)]
    return DeckList("OP13-079", tuple([*extra, *filler][:50]))


def test_imu_forbids_events_of_cost_2_or_more_in_its_deck():
    check_deck(imu_deck("OP02-117"), DB)  # Ice Age: an Event of cost 1
    with pytest.raises(DeckError) as caught:
        check_deck(imu_deck("EB02-050"), DB)  # Kokoro no Chizu: an Event of cost 2
    assert [clause for clause, _ in caught.value.breaches] == ["5-1-2-4"]


def test_a_delayed_effect_waits_for_the_end_phase_and_comes_after_the_end_of_your_turn_effects():
    alice = player(
        "Alice",
        leader={"card": "OP01-001"},
        characters=[{"card": "OP04-028", "id": "diamante", "rested": True, "don": 1}],
        hand=[{"card": "ST24-005", "id": "drake"}],
        don={"active": 6},
    )
    game, ids = make_game(alice=alice)
    game.apply(PlayCard(0, ids["drake"]))
    assert events(game, "delayed_effect") and game.state.decision is None  # nothing is set active yet
    game.apply(EndTurn(0))
    assert game.state.decision.kind == "choose_number"  # 6-6-1-2: Diamante's 6-6-1-1 chance has passed
    game.apply(Decide(0, 1))
    assert game.state.card(ids["diamante"]).rested and game.state.players[0].don_active == 2
    assert not game.state.player_effects  # carried out once, then gone


@pytest.mark.parametrize("edition", ["1.2.0", "1.1.6"])
def test_diamante_needs_two_active_don(edition: str):
    alice = player("Alice", characters=[{"card": "OP04-028", "id": "diamante", "rested": True, "don": 1}])
    for active, set_active in ((1, False), (2, True)):
        alice["don"] = {"active": active}
        game, ids = make_game(alice=alice, edition=edition)
        game.apply(EndTurn(0))
        assert game.state.card(ids["diamante"]).rested is not set_active


def test_smokers_restriction_stops_character_effects_from_setting_don_active_this_turn_only():
    alice = player(
        "Alice",
        leader={"card": "OP01-001"},
        characters=[{"card": "OP10-030", "id": "smoker"}],
        hand=[{"card": "ST24-005", "id": "drake"}],
        don={"active": 5},
    )
    game, ids = make_game(alice=alice)
    game.apply(PlayCard(0, ids["drake"]))
    game.apply(ActivateEffect(0, ids["smoker"], 0))
    game.apply(Decide(0, 1))
    assert [e.kind for e in game.state.player_effects] == ["at_end_of_turn", "no_don_active_by_characters"]
    game.apply(EndTurn(0))  # X.Drake's delayed effect is a Character's: prevented (1-3-3)
    assert events(game, "prevented") and game.state.players[0].don_active == 1
    assert not game.state.player_effects  # the restriction ended with the turn (6-6-1-3)


@pytest.mark.parametrize(("edition", "active", "rested"), [("1.2.0", 3, 5), ("1.1.6", 5, 3)])
def test_returned_don_are_rested_in_120_and_active_in_116(edition: str, active: int, rested: int):
    alice = player("Alice", hand=[{"card": "TEST-072", "id": "frost"}], don={"active": 1})
    bob = player("Bob", leader={"card": "ST02-001", "don": 2}, don={"active": 1, "rested": 3})
    game, ids = make_game(alice=alice, bob=bob, edition=edition)
    game.apply(PlayCard(0, ids["frost"]))
    game.apply(EndTurn(0))
    me = game.state.players[1]
    assert (me.don_active, me.don_rested) == (active, rested)  # the DON!! Phase's 2 included
    assert not game.state.player_effects  # kept only for that one Refresh Phase


def test_the_non_turn_players_end_of_turn_effects_activate_after_the_turn_players_have_resolved():
    alice = player("Alice", characters=[{"card": "TEST-030", "id": "raider"}])
    bob = player("Bob", characters=[{"card": "TEST-070", "id": "patrol"}, {"card": "ST02-004", "id": "bege"}])
    game, ids = make_game(alice=alice, bob=bob)
    game.apply(EndTurn(0))
    game.apply(Decide(0, ids["bege"]))
    assert len(game.state.players[1].hand) == 1  # the Draw Phase's card only: the Patrol's condition failed


def test_imus_cost_takes_a_celestial_dragons_character_or_a_card_of_the_hand():
    alice = player(
        "Alice",
        leader={"card": "OP13-079"},
        characters=[{"card": "OP13-085", "id": "jalmac"}, {"card": "OP02-097", "id": "komille"}],
        hand=[{"card": "OP02-107", "id": "doberman"}],
    )
    game, ids = make_game(alice=alice)
    leader = game.state.players[0].leader.iid
    game.apply(ActivateEffect(0, leader, 2))
    game.apply(Decide(0, "pay"))
    assert set(game.state.decision.options) == {ids["jalmac"], ids["doberman"]}  # not Komille: not the type
    game.apply(Decide(0, ids["jalmac"]))
    assert game.state.card(ids["jalmac"]).area == "trash" and len(game.state.players[0].hand) == 2
    empty = player("Alice", leader={"card": "OP13-079"}, characters=[{"card": "OP02-097"}])
    game, _ = make_game(alice=empty)
    refusal = game.apply(ActivateEffect(0, game.state.players[0].leader.iid, 2))
    assert "8-3-1-3" in refusal.rules  # nothing to pay it with


def test_at_end_of_turn_takes_its_steps_under_do():
    text = """
set: X
name: X
cards:
  "X-001":
    name: "X"
    category: character
    colors: [red]
    cost: 1
    power: 1000
    effects:
      - auto: on_play
        do: [{at_end_of_turn: {draw: 1}}]
"""
    with pytest.raises(InputError, match="do"):
        parse_set(text, "x.yaml")


def test_no_start_of_game_effect_leaves_the_setup_log_as_it_was():
    """A Leader without "at the start of the game" adds nothing between the choice and the opening hands."""
    from opcg_oracle.engine.decks import SAMPLE_DECKS
    from opcg_oracle.engine.game import Game

    game = Game.new((SAMPLE_DECKS["st01"], SAMPLE_DECKS["st02"]), DB, seed=3)
    game.apply(Decide(game.state.decision.player, "first"))
    kinds = [event.kind for event in game.state.log]
    assert "effect_activated" not in kinds and kinds.count("shuffle") == 2  # 5-2-1-2 only


def test_imus_start_of_game_effect_plays_the_stage_and_its_deck_is_shuffled():
    from opcg_oracle.engine.game import Game

    deck = imu_deck("OP05-097")
    game = Game.new((deck, imu_deck()), DB, seed=5)
    game.apply(Decide(game.state.decision.player, "second"))
    decision = game.state.decision  # only Alice has a Mary Geoise to play: Bob's Imu has nothing to offer
    assert decision.kind == "choose_card" and decision.player == 0
    game.apply(Decide(0, decision.options[0]))
    assert game.state.decision.kind == "redraw"
    assert game.state.players[0].stage and game.state.players[0].stage[0].definition.number == "OP05-097"
    shuffles = [e for e in game.state.log if e.kind == "shuffle" and "1.2.0:5-2-1-5-2" in e.rules]
    assert [e.data["player"] for e in shuffles] == [0]  # Bob's deck had no Mary Geoise: unchanged, unshuffled


def test_cards_of_this_work_load():
    for number in ("OP13-079", "ST24-005", "OP04-028", "OP10-030", "TEST-070", "TEST-071", "TEST-072"):
        assert DB.get(number).implemented, number
    assert cards("OP13-079")
