"""Turn structure (6): Refresh, Draw, DON!!, Main (play, give DON!!), End."""

from __future__ import annotations

from engine_helpers import cards, events, make_game, player, refused_without_change

from opcg_oracle.engine.actions import Decide, EndTurn, GiveDon, PlayCard


def end_alice_turn(game):
    assert game.apply(EndTurn(0))


def test_refresh_returns_given_don_and_sets_everything_active():
    bob = player(
        "Bob",
        characters=[{"card": "ST01-010", "rested": True, "don": 2, "id": "franky"}],
        don={"active": 0, "rested": 3},
    )
    bob["leader"] = {"card": "OP01-001", "rested": True, "don": 1}
    game, alias = make_game(bob=bob)
    end_alice_turn(game)
    me = game.state.players[1]
    assert game.state.turn_player == 1 and game.state.turn == 4
    assert me.leader.don == 0 and game.state.card(alias["franky"]).don == 0  # 6-2-3
    assert not me.leader.rested and not game.state.card(alias["franky"]).rested  # 6-2-4
    # 3 rested + 3 returned, all set active, plus 2 from the DON!! phase
    assert (me.don_active, me.don_rested) == (8, 0)


def test_draw_phase_draws_one():
    game, _ = make_game()
    end_alice_turn(game)
    bob = game.state.players[1]
    assert len(bob.hand) == 1 and len(bob.deck) == 9  # 6-3-1


def test_don_phase_places_two_or_what_is_left():
    for deck, placed, clause in ((5, 2, "6-4-1"), (1, 1, "6-4-2"), (0, 0, "6-4-3")):
        bob = player("Bob", don={"deck": deck, "active": 10 - deck})
        game, _ = make_game(bob=bob)
        end_alice_turn(game)
        assert game.state.players[1].don_active == 10 - deck + placed
        assert events(game, "don_placed")[-1].rules == (clause,)


def test_only_the_turn_player_acts_in_the_main_phase():
    game, _ = make_game(bob=player("Bob", hand=cards("ST01-003"), don={"active": 3}))
    refused_without_change(game, PlayCard(1, game.state.players[1].hand[0].iid), "6-5-2")
    refused_without_change(game, EndTurn(1), "6-5-2")


def test_playing_a_character_rests_don_equal_to_its_cost():
    game, _ = make_game(alice=player("Alice", hand=cards("ST01-010"), don={"active": 5}))
    franky = game.state.players[0].hand[0]
    assert game.apply(PlayCard(0, franky.iid))
    me = game.state.players[0]
    assert franky.area == "characters" and not franky.rested  # 3-7-5: played active
    assert (me.don_active, me.don_rested) == (1, 4)  # 2-7-2


def test_a_character_cannot_be_played_without_enough_active_don():
    game, _ = make_game(alice=player("Alice", hand=cards("ST01-010"), don={"active": 3, "rested": 2}))
    refused_without_change(game, PlayCard(0, game.state.players[0].hand[0].iid), "2-7-2")


def test_a_sixth_character_asks_which_character_to_trash():
    five = [{"card": "ST01-003"}] * 5
    game, _ = make_game(alice=player("Alice", characters=five, hand=cards("ST01-010"), don={"active": 4}))
    me = game.state.players[0]
    new = me.hand[0]
    assert game.apply(PlayCard(0, new.iid))
    decision = game.state.decision
    assert decision.kind == "character_to_trash" and decision.player == 0  # 3-7-6-1: the player decides
    victim = me.characters[2]
    assert game.apply(Decide(0, victim.iid))
    assert victim.area == "trash" and new.area == "characters" and len(me.characters) == 5
    assert not events(game, "ko")  # trashed, not K.O.'d (10-2-1-3)


def test_a_second_stage_replaces_the_first():
    game, _ = make_game(alice=player("Alice", stage=cards("ST01-017"), hand=cards("ST01-017"), don={"active": 2}))
    old, new = game.state.players[0].stage[0], game.state.players[0].hand[0]
    assert game.apply(PlayCard(0, new.iid))
    assert old.area == "trash" and game.state.players[0].stage == [new]  # 3-8-5-1


def test_give_don_adds_1000_power_only_on_the_owners_turn():
    game, alias = make_game(
        alice=player("Alice", characters=[{"card": "ST01-010", "id": "franky"}], don={"active": 2}),
    )
    franky = game.state.card(alias["franky"])
    assert game.apply(GiveDon(0, franky.iid))
    assert franky.don == 1 and game.state.players[0].don_active == 1  # 6-5-5-1
    assert game.power(franky) == 7000  # 6-5-5-2 on Alice's turn
    game.state.turn_player = 1
    assert game.power(franky) == 6000  # and not on Bob's


def test_don_cannot_be_given_to_the_opponents_cards_or_without_active_don():
    game, alias = make_game(bob=player("Bob", characters=[{"card": "ST01-010", "id": "franky"}]))
    game.state.players[0].don_active = 1
    game.state.players[0].don_deck = 9
    refused_without_change(game, GiveDon(0, alias["franky"]), "6-5-5-1")
    game.state.players[0].don_active = 0
    game.state.players[0].don_deck = 10
    refused_without_change(game, GiveDon(0, game.state.players[0].leader.iid), "6-5-5-1")


def test_end_phase_ends_this_turn_effects_and_passes_the_turn():
    alice = player("Alice", characters=[{"card": "ST01-010", "id": "franky", "power": [{"amount": 2000}]}])
    game, alias = make_game(alice=alice)
    franky = game.state.card(alias["franky"])
    assert game.power(franky) == 8000
    end_alice_turn(game)
    assert game.power(franky) == 6000  # 6-6-1-2: "this turn" effects end
    assert game.state.turn_player == 1 and game.state.phase == "main"  # 6-6-1-4


def test_leader_effect_powers_characters_with_don_on_your_turn():
    # OP01-001: [DON!! x1] [Your Turn] your Characters +1000
    alice = player("Alice", characters=[{"card": "ST01-010", "id": "franky"}], don={"active": 1})
    game, alias = make_game(alice=alice)
    franky = game.state.card(alias["franky"])
    assert game.power(franky) == 6000  # condition [DON!! x1] not met
    game.apply(GiveDon(0, game.state.players[0].leader.iid))
    assert game.power(franky) == 7000  # 8-3-2-3 met, and it is Alice's turn
    assert game.power(game.state.players[0].leader) == 6000  # the leader itself gets only its DON!!
    game.state.turn_player = 1
    assert game.power(franky) == 6000  # 8-3-2-4: not on the opponent's turn


def test_power_can_go_negative_and_the_card_stays():
    alice = player("Alice", characters=[{"card": "ST01-003", "id": "karoo", "power": [{"amount": -5000}]}])
    game, alias = make_game(alice=alice)
    karoo = game.state.card(alias["karoo"])
    assert game.power(karoo) == -2000  # 1-3-7
    game.apply(EndTurn(0))
    assert karoo.area == "characters"  # 1-3-7-1: negative power moves nothing
