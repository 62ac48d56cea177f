"""Battle (7-1): attack, block, counter, damage, end of the battle, and the battle keywords (10-1)."""

from __future__ import annotations

from engine_helpers import cards, events, make_game, player, refused_without_change

from opcg_oracle.engine.actions import Attack, Decide, GiveDon
from opcg_oracle.engine.invariants import check_invariants


def alice_with(*characters: dict, **areas) -> dict:
    return player("Alice", characters=list(characters), **areas)


def bob_with(*characters: dict, **areas) -> dict:
    return player("Bob", characters=list(characters), **areas)


def test_no_battle_in_either_players_first_turn():
    for turn in (1, 2):
        game, _alias = make_game(alice_with({"card": "ST01-010", "id": "a"}), turn=turn, turn_player=turn - 1)
        me = game.state.turn_player
        attacker = game.state.players[me].leader.iid
        refused_without_change(game, Attack(me, attacker, game.state.players[1 - me].leader.iid), "6-5-6-1")


def test_attack_rests_the_attacker_and_goes_through_the_steps():
    game, _ = make_game()
    alice, bob = game.state.players
    assert game.apply(Attack(0, alice.leader.iid, bob.leader.iid))
    assert alice.leader.rested  # 7-1-1-1
    steps = [e.data["step"] for e in events(game, "step")]
    assert steps == ["block", "counter", "damage", "end_of_battle"]
    assert game.state.battle is None and game.state.phase == "main"  # 7-1-5-5


def test_a_rested_card_cannot_attack():
    game, _ = make_game()
    alice, bob = game.state.players
    alice.leader.rested = True
    refused_without_change(game, Attack(0, alice.leader.iid, bob.leader.iid), "7-1-1-1")


def test_only_rested_characters_can_be_attacked():
    game, alias = make_game(
        bob=bob_with({"card": "ST01-003", "id": "active"}, {"card": "ST01-003", "rested": True, "id": "rested"})
    )
    leader = game.state.players[0].leader.iid
    refused_without_change(game, Attack(0, leader, alias["active"]), "7-1-1-2")
    assert game.apply(Attack(0, leader, alias["rested"]))


def test_own_cards_cannot_be_attacked():
    game, alias = make_game(alice_with({"card": "ST01-003", "rested": True, "id": "own"}))
    refused_without_change(game, Attack(0, game.state.players[0].leader.iid, alias["own"]), "7-1-1-2")


def test_a_character_cannot_attack_the_turn_it_was_played_unless_it_has_rush():
    game, alias = make_game(
        alice_with(
            {"card": "ST01-010", "played_this_turn": True, "id": "franky"},
            {"card": "OP01-025", "played_this_turn": True, "id": "zoro"},
        )
    )
    bob_leader = game.state.players[1].leader.iid
    refused_without_change(game, Attack(0, alias["franky"], bob_leader), "3-7-4")
    assert game.apply(Attack(0, alias["zoro"], bob_leader))  # 10-1-1-1 [Rush]


def test_conditional_rush_needs_its_don():
    # ST01-004 Sanji: [DON!! x2] this Character has [Rush]
    game, alias = make_game(
        alice_with({"card": "ST01-004", "played_this_turn": True, "id": "sanji"}, don={"active": 2})
    )
    bob_leader = game.state.players[1].leader.iid
    game.apply(GiveDon(0, alias["sanji"]))
    refused_without_change(game, Attack(0, alias["sanji"], bob_leader), "3-7-4")
    game.apply(GiveDon(0, alias["sanji"]))
    assert game.apply(Attack(0, alias["sanji"], bob_leader))


def test_attacker_wins_ties_and_the_leader_takes_one_damage():
    game, _ = make_game()  # both leaders 5000
    alice, bob = game.state.players
    top = bob.life[-1]
    game.apply(Attack(0, alice.leader.iid, bob.leader.iid))
    assert len(bob.life) == 2 and top.area == "hand"  # 7-1-4-1, 7-1-4-1-1-2: the top card of Life


def test_lower_power_loses_and_nothing_happens():
    game, alias = make_game(bob=bob_with({"card": "ST01-010", "rested": True, "id": "franky"}))
    alice = game.state.players[0]
    game.apply(Attack(0, alice.leader.iid, alias["franky"]))  # 5000 into 6000
    assert game.state.card(alias["franky"]).area == "characters"  # 7-1-4-2
    assert events(game, "battle_lost")


def test_a_character_that_loses_is_ko_d_and_its_don_go_rested_to_the_cost_area():
    game, alias = make_game(
        bob=bob_with({"card": "ST01-003", "rested": True, "don": 2, "id": "karoo"}, don={"active": 0})
    )
    game.apply(Attack(0, game.state.players[0].leader.iid, alias["karoo"]))
    karoo = game.state.card(alias["karoo"])
    assert karoo.area == "trash"  # 7-1-4-1-2, 10-2-1-2
    assert game.state.players[1].don_rested == 2  # 6-5-5-4
    assert events(game, "ko")
    check_invariants(game.state)


def test_blocker_decision_and_redirect():
    game, alias = make_game(bob=bob_with({"card": "ST01-006", "id": "chopper"}))
    alice, bob = game.state.players
    game.apply(Attack(0, alice.leader.iid, bob.leader.iid))
    decision = game.state.decision
    assert decision.kind == "blocker" and decision.player == 1
    assert decision.options == (alias["chopper"], None)
    game.apply(Decide(1, alias["chopper"]))
    chopper = game.state.card(alias["chopper"])
    assert chopper.area == "trash"  # the 1000-power blocker lost the battle instead
    assert len(bob.life) == 3  # the leader took no damage


def test_declining_to_block():
    game, _ = make_game(bob=bob_with({"card": "ST01-006"}))
    alice, bob = game.state.players
    game.apply(Attack(0, alice.leader.iid, bob.leader.iid))
    game.apply(Decide(1, None))
    assert len(bob.life) == 2


def test_a_rested_blocker_and_the_attacked_blocker_itself_cannot_block():
    game, alias = make_game(bob=bob_with({"card": "ST01-006", "rested": True, "id": "rested_chopper"}))
    alice = game.state.players[0]
    game.apply(Attack(0, alice.leader.iid, alias["rested_chopper"]))
    assert game.state.decision is None  # 10-1-4-1: no other active [Blocker], so no block decision
    assert game.state.card(alias["rested_chopper"]).area == "trash"


def test_the_wrong_player_cannot_answer_a_decision():
    game, _ = make_game(bob=bob_with({"card": "ST01-006"}))
    alice, bob = game.state.players
    game.apply(Attack(0, alice.leader.iid, bob.leader.iid))
    refused_without_change(game, Decide(0, None), "7-1-2-1")
    refused_without_change(game, Decide(1, 12345), "7-1-2-1")


def test_counter_raises_power_for_this_battle_only():
    game, _ = make_game(bob=bob_with(hand=cards("ST01-008")))
    alice, bob = game.state.players
    robin = bob.hand[0]
    game.apply(Attack(0, alice.leader.iid, bob.leader.iid))
    decision = game.state.decision
    assert decision.kind == "counter" and ("counter", robin.iid, bob.leader.iid) in decision.options
    game.apply(Decide(1, ("counter", robin.iid, bob.leader.iid)))  # 7-1-3-2-1
    assert robin.area == "trash"
    assert game.state.decision is None  # nothing left to counter with: the step ends
    assert len(bob.life) == 3  # 5000 against 6000: the attack fails
    assert game.power(bob.leader) == 5000  # 7-1-5-4: "this battle" ended


def test_done_with_counters():
    game, _ = make_game(bob=bob_with(hand=cards("ST01-008")))
    alice, bob = game.state.players
    game.apply(Attack(0, alice.leader.iid, bob.leader.iid))
    game.apply(Decide(1, "done"))
    assert len(bob.life) == 2 and len(bob.hand) == 2


def test_double_attack_deals_two_and_banish_trashes_life_without_trigger():
    yamato = {"card": "OP01-121", "id": "yamato"}  # [Double Attack] [Banish]
    bob = player("Bob", life=cards("OP01-009", "OP01-009", "OP01-009"))  # Life cards with [Trigger]
    game, alias = make_game(alice_with(yamato), bob)
    game.apply(Attack(0, alias["yamato"], game.state.players[1].leader.iid))
    bob_state = game.state.players[1]
    assert len(bob_state.life) == 1  # 10-1-2-1
    assert len(bob_state.trash) == 2 and not bob_state.hand  # 10-1-3-1
    assert game.state.decision is None  # no [Trigger] offered


def test_trigger_can_be_activated_instead_of_adding_to_hand():
    bob = player("Bob", life=cards("OP01-009", "ST01-008"))  # top first: Carrot, [Trigger] play this card
    game, _ = make_game(bob=bob)
    alice, bob_state = game.state.players
    game.apply(Attack(0, alice.leader.iid, bob_state.leader.iid))
    decision = game.state.decision
    assert decision.kind == "trigger" and decision.player == 1
    carrot = game.state.card(decision.context[0])
    game.apply(Decide(1, "activate"))
    assert carrot.area == "characters"  # 10-1-5-1: its [Trigger] played it
    assert len(bob_state.hand) == 0 and len(bob_state.life) == 1


def test_declined_trigger_goes_to_hand():
    bob = player("Bob", life=cards("OP01-009", "ST01-008"))
    game, _ = make_game(bob=bob)
    alice, bob_state = game.state.players
    game.apply(Attack(0, alice.leader.iid, bob_state.leader.iid))
    carrot = game.state.card(game.state.decision.context[0])
    game.apply(Decide(1, "decline"))
    assert carrot.area == "hand"  # 10-1-5-2


def test_attack_with_don_uses_power_on_own_turn():
    game, alias = make_game(
        alice_with({"card": "ST01-003", "id": "karoo"}, don={"active": 3}),
        bob_with({"card": "ST01-010", "rested": True, "id": "franky"}),
    )
    for _ in range(3):
        game.apply(GiveDon(0, alias["karoo"]))
    game.apply(Attack(0, alias["karoo"], alias["franky"]))  # 3000 + 3000 = 6000 ties 6000
    assert game.state.card(alias["franky"]).area == "trash"


def test_blocker_with_opponents_turn_power():
    # OP01-019 Bartolomeo: [Blocker]; [DON!! x2] [Opponent's Turn] +3000 power
    game, alias = make_game(
        alice_with({"card": "ST01-009", "id": "vivi"}), bob_with({"card": "OP01-019", "don": 2, "id": "bartolomeo"})
    )
    bart = game.state.card(alias["bartolomeo"])
    assert game.power(bart) == 5000  # 2000 + 3000; its own DON!! add nothing on Alice's turn (6-5-5-2)
    game.apply(Attack(0, alias["vivi"], game.state.players[1].leader.iid))
    game.apply(Decide(1, bart.iid))
    assert bart.area == "characters"  # Vivi's 4000 loses to 5000 (7-1-4-2)


def test_double_attack_against_one_life_card_takes_it_but_does_not_win():
    # The 0-Life check is made once, when the damage is confirmed (7-1-4-1-1-1); the repeat of
    # 7-1-4-1-1-3 covers only 7-1-4-1-1-2, which needs a Life card.
    bob = player("Bob", life=cards("ST01-008"))
    game, alias = make_game(alice_with({"card": "TEST-003", "id": "double"}), bob)
    game.apply(Attack(0, alias["double"], game.state.players[1].leader.iid))
    assert not game.state.game_over
    assert len(game.state.players[1].life) == 0 and len(game.state.players[1].hand) == 1
