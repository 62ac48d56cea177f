"""Chapter 8 through synthetic cards: replacement (8-1-3-5), negation (8-2), prohibitions (1-3-3),
DON!! −N costs (8-3-1-6), and the auto timings no real card of ST01/ST02 has."""

from __future__ import annotations

import pytest
from engine_helpers import cards, events, make_game, player, refused_without_change

from opcg_oracle.engine.actions import ActivateEffect, Attack, Decide, EndTurn, PlayCard


def attack_character(game, target_iid):
    return game.apply(Attack(0, game.state.players[0].leader.iid, target_iid))


def test_a_replacement_is_offered_and_replaces_the_ko():
    bob = player("Bob", characters=[{"card": "TEST-004", "rested": True, "id": "guardian"}], hand=cards("ST01-006"))
    game, ids = make_game(bob=bob)
    attack_character(game, ids["guardian"])  # 5000 against 4000: the Guardian would be K.O.'d
    decision = game.state.decision
    assert decision.kind == "replacement" and decision.player == 1
    game.apply(Decide(1, decision.options[0]))
    assert game.state.decision.kind == "choose_card"  # which card of the hand to trash instead
    game.apply(Decide(1, game.state.players[1].hand[0].iid))
    assert game.state.card(ids["guardian"]).area == "characters"  # 8-1-3-5: replaced
    assert len(game.state.players[1].trash) == 1


def test_a_replacement_may_be_declined():
    bob = player("Bob", characters=[{"card": "TEST-004", "rested": True, "id": "guardian"}], hand=cards("ST01-006"))
    game, ids = make_game(bob=bob)
    attack_character(game, ids["guardian"])
    game.apply(Decide(1, None))  # 8-1-3-5-1: not applied
    assert game.state.card(ids["guardian"]).area == "trash"


def test_a_replacement_that_cannot_be_carried_out_is_not_offered():
    bob = player("Bob", characters=[{"card": "TEST-004", "rested": True, "id": "guardian"}])  # empty hand
    game, ids = make_game(bob=bob)
    attack_character(game, ids["guardian"])
    assert game.state.decision is None and game.state.card(ids["guardian"]).area == "trash"


def test_bartolomeos_replacement_trashes_only_an_event_of_the_hand():
    """Bartolomeo OP15-014: "instead" trashes an Event, so only Events are offered, and a hand without one
    leaves nothing to replace the K.O. with (1-3-2)."""
    alice = player("Alice", leader={"card": "ST01-001", "don": 1})  # 6000 against Bartolomeo's 6000
    for hand, offered in ((cards("ST01-015", "ST02-004"), True), (cards("ST02-004"), False)):
        bob = player("Bob", characters=[{"card": "OP15-014", "rested": True, "id": "barto"}], hand=hand)
        game, ids = make_game(alice, bob)
        attack_character(game, ids["barto"])
        if not offered:
            assert game.state.decision is None and game.state.card(ids["barto"]).area == "trash"
            continue
        game.apply(Decide(1, game.state.decision.options[0]))
        event = game.state.players[1].hand[0].iid
        assert set(game.state.decision.options) - {None} == {event}  # the Event only, never the Character card
        game.apply(Decide(1, event))
        assert game.state.card(ids["barto"]).area == "characters" and game.state.card(event).area == "trash"


def test_the_cards_own_replacement_comes_first_and_a_replaced_ko_is_not_replaced_again():
    bob = player(
        "Bob",
        characters=[{"card": "TEST-004", "rested": True, "id": "guardian"}, {"card": "TEST-005", "id": "bodyguard"}],
        hand=cards("ST01-006"),
    )
    game, ids = make_game(bob=bob)
    attack_character(game, ids["guardian"])
    assert game.state.decision.options[0][0] == ids["guardian"]  # 8-1-3-5-2: its own first
    game.apply(Decide(1, game.state.decision.options[0]))
    game.apply(Decide(1, game.state.players[1].hand[0].iid))
    assert not game.state.card(ids["bodyguard"]).rested  # 8-1-3-5-3: no second replacement
    assert game.state.decision is None


def test_when_the_own_replacement_is_declined_the_other_may_apply():
    bob = player(
        "Bob",
        characters=[{"card": "TEST-004", "rested": True, "id": "guardian"}, {"card": "TEST-005", "id": "bodyguard"}],
        hand=cards("ST01-006"),
    )
    game, ids = make_game(bob=bob)
    attack_character(game, ids["guardian"])
    game.apply(Decide(1, None))
    assert game.state.decision.options[0][0] == ids["bodyguard"]
    game.apply(Decide(1, game.state.decision.options[0]))
    assert game.state.card(ids["bodyguard"]).rested and game.state.card(ids["guardian"]).area == "characters"


def test_a_prohibition_wins_over_an_instruction_to_ko():
    bob = player("Bob", characters=[{"card": "TEST-007", "rested": True, "id": "unbreakable"}])
    game, ids = make_game(bob=bob)
    attack_character(game, ids["unbreakable"])  # 5000 beats 3000, but it cannot be K.O.'d (1-3-3)
    assert game.state.card(ids["unbreakable"]).area == "characters"
    assert any("1-3-3" in e.rules for e in events(game, "ko_prevented"))


def test_a_ko_prohibition_does_not_stop_other_ways_to_the_trash():
    five = [{"card": "TEST-007", "id": "unbreakable"}] + [{"card": "ST01-003"}] * 4
    game, ids = make_game(alice=player("Alice", characters=five, hand=cards("ST01-010"), don={"active": 4}))
    game.apply(PlayCard(0, game.state.players[0].hand[0].iid))
    game.apply(Decide(0, ids["unbreakable"]))
    assert game.state.card(ids["unbreakable"]).area == "trash"  # 10-2-1-3: trashed, not K.O.'d


def test_negation_silences_a_cards_effects_for_the_turn():
    # OP01-019 Bartolomeo: [Blocker], [DON!! x2] [Opponent's Turn] +3000
    bob = player("Bob", characters=[{"card": "OP01-019", "don": 2, "id": "bart"}])
    game, ids = make_game(alice=player("Alice", hand=cards("TEST-006"), don={"active": 1}), bob=bob)
    bart = game.state.card(ids["bart"])
    assert game.power(bart) == 5000
    game.apply(PlayCard(0, game.state.players[0].hand[0].iid))
    game.apply(Decide(0, bart.iid))
    assert game.power(bart) == 2000  # 8-2-1-1: its permanent effect is negated
    assert not game.has_keyword(bart, "blocker")  # and so is its printed [Blocker]
    game.apply(EndTurn(0))
    assert game.has_keyword(bart, "blocker")  # the negation lasted this turn only (6-6-1-2)


def test_a_negated_card_is_not_a_card_with_no_original_effect():
    bob = player("Bob", characters=[{"card": "OP01-019", "id": "bart"}, {"card": "ST01-003", "id": "karoo"}])
    game, ids = make_game(alice=player("Alice", hand=cards("TEST-006", "TEST-008"), don={"active": 2}), bob=bob)
    hand = game.state.players[0].hand
    game.apply(PlayCard(0, hand[0].iid))
    game.apply(Decide(0, ids["bart"]))
    game.apply(PlayCard(0, game.state.players[0].hand[0].iid))
    assert set(game.state.decision.options) == {ids["karoo"], None}  # 8-2-2: Bartolomeo is not vanilla


def test_a_negated_card_cannot_activate_its_effect():
    alice = player("Alice", characters=[{"card": "TEST-012", "id": "spender"}], don={"active": 2})
    game, ids = make_game(alice=alice)
    game.add_modifier(game.state.card(ids["spender"]), "negated", True, "turn", 1, "test")
    refused_without_change(game, ActivateEffect(0, ids["spender"], 0), "8-2-1-1")


def test_don_minus_returns_chosen_don_to_the_don_deck():
    alice = player("Alice", characters=[{"card": "TEST-012", "id": "spender", "don": 1}], don={"active": 1})
    game, ids = make_game(alice=alice)
    game.apply(ActivateEffect(0, ids["spender"], 0))
    decision = game.state.decision
    assert decision.kind == "don_to_return" and set(decision.options) == {"active", ids["spender"]}
    game.apply(Decide(0, ids["spender"]))
    me = game.state.players[0]
    assert game.state.card(ids["spender"]).don == 0 and me.don_deck == 9  # 8-3-1-6
    assert len(me.hand) == 1


def test_don_minus_cannot_be_paid_without_don_on_the_field():
    game, ids = make_game(alice=player("Alice", characters=[{"card": "TEST-012", "id": "spender"}]))
    refused_without_change(game, ActivateEffect(0, ids["spender"], 0), "8-3-1-3")


def test_on_block_activates_when_the_card_blocks():
    game, ids = make_game(bob=player("Bob", characters=[{"card": "UNIT-009", "id": "drawer"}]))
    game.apply(Attack(0, game.state.players[0].leader.iid, game.state.players[1].leader.iid))
    game.apply(Decide(1, ids["drawer"]))
    assert len(game.state.players[1].hand) == 1  # 10-2-15-1


def test_on_your_opponents_attack_activates_for_the_defender():
    game, _ = make_game(bob=player("Bob", characters=[{"card": "UNIT-010"}]))
    game.apply(Attack(0, game.state.players[0].leader.iid, game.state.players[1].leader.iid))
    assert len(game.state.players[1].hand) == 1  # 10-2-16-1: drew one at the declaration of the attack
    game.apply(Decide(1, "done"))  # the drawn card has a Counter; no counter
    assert len(game.state.players[1].hand) == 2  # then the damage added the Life card


def test_end_of_your_opponents_turn():
    game, _ = make_game(bob=player("Bob", characters=[{"card": "TEST-011"}]))
    game.apply(EndTurn(0))
    assert len(game.state.players[1].hand) == 2  # 10-2-8-1 at the end of Alice's turn, then Bob's draw


def test_an_optional_cost_may_be_declined_and_then_nothing_resolves():
    game, _ = make_game(alice=player("Alice", hand=cards("UNIT-013", "ST01-006"), don={"active": 2}))
    game.apply(PlayCard(0, game.state.players[0].hand[0].iid))
    assert game.state.decision.kind == "pay_cost"
    game.apply(Decide(0, "decline"))
    assert len(game.state.players[0].hand) == 1  # 8-3-1-4: no cost, no effect


def test_an_optional_cost_paid_resolves_the_effect():
    game, _ = make_game(alice=player("Alice", hand=cards("UNIT-013", "ST01-006"), don={"active": 2}))
    game.apply(PlayCard(0, game.state.players[0].hand[0].iid))
    game.apply(Decide(0, "pay"))
    game.apply(Decide(0, game.state.decision.options[0]))  # the card to trash
    assert len(game.state.players[0].hand) == 2 and len(game.state.players[0].trash) == 1


def play_event(game, number_index: int = 0):
    return game.apply(PlayCard(0, game.state.players[0].hand[number_index].iid))


def test_return_to_hand_respects_the_filter():
    bob = player("Bob", characters=[{"card": "ST01-003", "id": "karoo"}, {"card": "ST01-010", "id": "franky"}])
    game, ids = make_game(alice=player("Alice", hand=cards("UNIT-014"), don={"active": 1}), bob=bob)
    play_event(game)
    assert set(game.state.decision.options) == {ids["karoo"], None}  # Franky costs 4: not a choice
    game.apply(Decide(0, ids["karoo"]))
    assert game.state.card(ids["karoo"]).area == "hand"


def test_to_the_bottom_of_the_owners_deck():
    bob = player("Bob", characters=[{"card": "ST01-010", "id": "franky", "don": 1}])
    game, ids = make_game(alice=player("Alice", hand=cards("UNIT-015"), don={"active": 1}), bob=bob)
    play_event(game)
    game.apply(Decide(0, ids["franky"]))
    bob_state = game.state.players[1]
    assert bob_state.deck[0].iid == ids["franky"]  # index 0 is the bottom
    assert bob_state.don_rested == 1  # 6-5-5-4: its DON!! went to the cost area rested


def test_several_cards_for_the_bottom_of_one_deck_are_ordered_by_their_owner_and_go_together():
    numbers = {"karoo": "ST01-003", "franky": "ST01-010", "usopp": "ST01-002"}
    names = tuple(numbers)
    bob = player("Bob", characters=[{"card": number, "id": name} for name, number in numbers.items()])
    game, ids = make_game(alice=player("Alice", hand=cards("UNIT-025"), don={"active": 1}), bob=bob)
    play_event(game)
    for name in names:
        game.apply(Decide(0, ids[name]))
    decision = game.state.decision
    assert (decision.player, decision.kind) == (1, "bottom_order")  # 3-1-7: the owner, not the player of the effect
    assert set(decision.options) == {ids[n] for n in names}
    game.apply(Decide(1, ids["franky"]))
    assert game.state.decision.kind == "bottom_order"
    # 3-1-8: nothing has moved yet, so Alice does not see which card Bob put down first
    assert [game.state.card(ids[n]).area for n in names] == ["characters"] * 3
    game.apply(Decide(1, ids["usopp"]))
    assert game.state.decision is None
    bottom_up = [c.iid for c in game.state.players[1].deck[:3]]  # index 0: the bottom; each goes under the one before
    assert bottom_up == [ids["karoo"], ids["usopp"], ids["franky"]]


def test_one_card_for_each_deck_needs_no_order():
    alice = player("Alice", hand=cards("UNIT-025"), characters=[{"card": "ST01-002", "id": "usopp"}], don={"active": 1})
    game, ids = make_game(alice=alice, bob=player("Bob", characters=[{"card": "ST01-003", "id": "karoo"}]))
    play_event(game)
    game.apply(Decide(0, ids["karoo"]))
    game.apply(Decide(0, ids["usopp"]))
    game.apply(Decide(0, None))
    assert game.state.decision is None
    assert game.state.players[0].deck[0].iid == ids["usopp"]
    assert game.state.players[1].deck[0].iid == ids["karoo"]


def test_adding_to_life_and_trashing_life_is_not_damage():
    alice = player("Alice", hand=cards("TEST-016"), life=cards("OP01-009"), don={"active": 1})
    game, _ = make_game(alice=alice)
    me = game.state.players[0]
    top_of_deck = me.deck[-1]
    play_event(game)
    assert top_of_deck.area == "trash"  # added face up on top, then the top card of Life trashed
    assert [c.number for c in me.life] == ["OP01-009"]
    assert game.state.decision is None  # trashing Life is not damage: no [Trigger] (4-6)


def test_a_granted_keyword_lasts_the_turn():
    alice = player(
        "Alice",
        characters=[{"card": "ST01-010", "id": "franky", "played_this_turn": True}],
        hand=cards("UNIT-017"),
        don={"active": 1},
    )
    game, ids = make_game(alice=alice)
    play_event(game)
    game.apply(Decide(0, ids["franky"]))
    assert game.apply(Attack(0, ids["franky"], game.state.players[1].leader.iid))  # [Rush] this turn (10-1-1-1)


def test_once_per_turn_is_fresh_after_the_card_changes_area():
    # ST01-007 Nami: [Activate: Main] [Once Per Turn]. Back to hand and played again, she is a new card (10-2-13-4).
    alice = player("Alice", characters=[{"card": "ST01-007", "id": "nami"}], don={"active": 1, "rested": 2})
    game, ids = make_game(alice=alice)
    nami = game.state.card(ids["nami"])
    game.apply(ActivateEffect(0, nami.iid, 0))
    game.apply(Decide(0, None))
    refused_without_change(game, ActivateEffect(0, nami.iid, 0), "10-2-13-1")
    game.move(nami, "hand", ("test",))  # stands in for an effect returning her to hand (3-1-6)
    game.apply(PlayCard(0, nami.iid))
    assert game.apply(ActivateEffect(0, nami.iid, 0))  # 10-2-13-4


def test_when_both_players_act_the_turn_player_acts_first():
    game, _ = make_game(alice=player("Alice", hand=cards("TEST-019"), don={"active": 1}))
    play_event(game)
    draws = [e.data["owner"] for e in game.state.log if e.kind == "moved" and e.data["to"] == "hand"]
    assert draws == [0, 1]  # 1-3-11: Alice (the turn player) draws, then Bob


def test_a_cost_reduced_below_zero_counts_as_zero():
    # OP01-067 Crocodile: [DON!! x1] blue Events in your hand cost 1 less; UNIT-020 costs 1 (1-3-6: never below 0)
    alice = player("Alice", characters=[{"card": "OP01-067", "id": "croc", "don": 1}], hand=cards("UNIT-020"))
    game, _ = make_game(alice=alice)
    note = game.state.players[0].hand[0]
    assert game.cost(note) == 0
    assert game.apply(PlayCard(0, note.iid))  # played with no active DON!!
    assert len(game.state.players[0].hand) == 1


def test_a_cost_reduction_needs_its_condition():
    alice = player("Alice", characters=[{"card": "OP01-067", "id": "croc"}], hand=cards("UNIT-020"))
    game, _ = make_game(alice=alice)
    refused_without_change(game, PlayCard(0, game.state.players[0].hand[0].iid), "2-7-3")


def test_when_you_activate_an_event_resolves_after_the_event_and_may_be_declined():
    # OP01-062 Crocodile (leader): [DON!! x1] when you activate an Event, you may draw 1 if your hand is 4 or less
    alice = player("Alice", hand=cards("UNIT-020", "UNIT-020"), don={"active": 2})
    alice["leader"] = {"card": "OP01-062", "don": 1}
    game, _ = make_game(alice=alice)
    me = game.state.players[0]
    game.apply(PlayCard(0, me.hand[0].iid))
    assert game.state.decision.kind == "use_effect"  # 8-1-2: "may"
    assert len(me.hand) == 2  # the Event's own draw resolved first (8-6-3)
    game.apply(Decide(0, "use"))
    assert len(me.hand) == 3
    game.apply(PlayCard(0, me.hand[0].iid))
    assert game.state.decision is None  # its own limit: its effect has drawn a card this turn


def test_a_declined_optional_effect_does_nothing():
    alice = player("Alice", hand=cards("UNIT-020"), don={"active": 1})
    alice["leader"] = {"card": "OP01-062", "don": 1}
    game, _ = make_game(alice=alice)
    game.apply(PlayCard(0, game.state.players[0].hand[0].iid))
    game.apply(Decide(0, "decline"))
    assert len(game.state.players[0].hand) == 1  # only the Event's own draw


def test_costs_added_by_another_effect_are_paid_after_the_printed_cost():
    # TEST-021 (Bob's): Alice's [Activate: Main] effects also cost "trash 1 card from hand" (8-3-1-2)
    alice = player("Alice", characters=[{"card": "TEST-012", "id": "spender", "don": 1}], hand=cards("ST01-006"))
    game, ids = make_game(alice=alice, bob=player("Bob", characters=[{"card": "TEST-021"}]))
    game.apply(ActivateEffect(0, ids["spender"], 0))
    assert game.state.decision.kind == "don_to_return"  # its own DON!! −1 first
    game.apply(Decide(0, ids["spender"]))
    assert game.state.decision.kind == "choose_card"  # then the added cost
    game.apply(Decide(0, game.state.players[0].hand[0].iid))
    assert [c.number for c in game.state.players[0].trash] == ["ST01-006"]
    assert len(game.state.players[0].hand) == 1  # then the effect: draw 1


def test_an_added_cost_that_cannot_be_paid_forbids_the_activation():
    alice = player("Alice", characters=[{"card": "TEST-012", "id": "spender", "don": 1}])  # empty hand
    game, ids = make_game(alice=alice, bob=player("Bob", characters=[{"card": "TEST-021"}]))
    refused_without_change(game, ActivateEffect(0, ids["spender"], 0), "8-3-1-3")


def test_conditions_added_by_another_effect_must_all_hold():
    # TEST-022 (Bob's): Alice's [Activate: Main] effects also need 2 or more of her Characters (8-3-2-2)
    alice = player("Alice", characters=[{"card": "TEST-012", "id": "spender", "don": 1}])
    game, ids = make_game(alice=alice, bob=player("Bob", characters=[{"card": "TEST-022"}]))
    refused_without_change(game, ActivateEffect(0, ids["spender"], 0), "8-3-2-2")


def test_damage_dealt_by_an_effect_offers_the_trigger():
    bob = player("Bob", life=cards("OP01-009", "ST01-008"))
    game, _ = make_game(alice=player("Alice", hand=cards("TEST-023"), don={"active": 1}), bob=bob)
    play_event(game)
    assert game.state.decision.kind == "trigger"  # 4-6-3: damage processing, whatever dealt it
    game.apply(Decide(1, "decline"))
    assert len(game.state.players[1].life) == 1 and len(game.state.players[1].hand) == 1


def test_damage_by_an_effect_at_zero_life_loses():
    game, _ = make_game(alice=player("Alice", hand=cards("TEST-023"), don={"active": 1}), bob=player("Bob", life=[]))
    play_event(game)
    assert game.state.game_over and game.state.winners == (0,)  # 1-2-2-1: damage with 0 Life, by any means


def test_play_from_the_trash_with_a_filter():
    alice = player(
        "Alice",
        hand=cards("UNIT-024"),
        trash=[{"card": "ST01-003", "id": "karoo"}, {"card": "ST01-010", "id": "franky"}],
        don={"active": 1},
    )
    game, ids = make_game(alice=alice)
    play_event(game)
    assert set(game.state.decision.options) == {ids["karoo"], None}  # Franky costs 4
    game.apply(Decide(0, ids["karoo"]))
    assert game.state.card(ids["karoo"]).area == "characters"


def test_when_both_players_choose_the_turn_player_chooses_first():
    alice = player("Alice", hand=cards("TEST-025", "ST01-006"), don={"active": 1})
    game, _ = make_game(alice=alice, bob=player("Bob", hand=cards("ST02-004")))
    play_event(game)
    assert game.state.decision.player == 0  # 1-3-4: the turn player chooses first
    game.apply(Decide(0, game.state.players[0].hand[0].iid))
    assert game.state.decision.player == 1
    game.apply(Decide(1, game.state.players[1].hand[0].iid))
    assert len(game.state.players[0].trash) == 2 and len(game.state.players[1].trash) == 1  # the Event and a card


def test_choosing_by_a_condition_from_the_hand_may_find_none():
    alice = player("Alice", hand=cards("TEST-026", "ST01-003"), don={"active": 1})
    game, _ = make_game(alice=alice)
    play_event(game)
    assert None in game.state.decision.options  # 8-4-4-2: the hand is secret; the player may pick none
    game.apply(Decide(0, None))
    assert len(game.state.players[0].hand) == 1


def test_original_values_ignore_changes():
    # TEST-027: original power 3000 or less. Karoo (3000) with DON!! is stronger now, still 3000 originally (4-9-2).
    karoo = {"card": "ST01-003", "id": "karoo", "power": [{"amount": 5000}]}
    bob = player("Bob", characters=[karoo, {"card": "ST01-010"}])
    game, ids = make_game(alice=player("Alice", hand=cards("TEST-027"), don={"active": 1}), bob=bob)
    play_event(game)
    assert set(game.state.decision.options) == {ids["karoo"], None}


def test_when_an_opposing_character_is_koed():
    # OP01-061 Kaido (leader): [DON!! x1] [Your Turn] [Once Per Turn] when an opposing Character is K.O.'d, add up
    # to 1 DON!!: "up to" is the player's choice (4-8-1)
    alice = player("Alice", don={"active": 0})
    alice["leader"] = {"card": "OP01-061", "don": 1}
    game, ids = make_game(alice=alice, bob=player("Bob", characters=[{"card": "ST01-003", "rested": True, "id": "k"}]))
    game.apply(Attack(0, game.state.players[0].leader.iid, ids["k"]))
    me = game.state.players[0]
    assert game.state.card(ids["k"]).area == "trash"
    assert game.state.decision.kind == "choose_number" and set(game.state.decision.options) == {0, 1}
    game.apply(Decide(0, 1))
    assert me.don_active == 1 and me.don_deck == 8


def test_when_a_life_card_is_added_to_hand_waits_for_the_damage_to_end():
    bob = player("Bob", characters=[{"card": "TEST-028", "id": "watcher"}])
    game, ids = make_game(bob=bob)
    game.apply(Attack(0, game.state.players[0].leader.iid, game.state.players[1].leader.iid))
    assert game.power(game.state.card(ids["watcher"])) == 3000  # activated after the damage (8-6-2)


def test_when_your_don_are_returned():
    alice = player("Alice", characters=[{"card": "TEST-012", "id": "spender"}, {"card": "TEST-029"}], don={"active": 1})
    game, ids = make_game(alice=alice)
    game.apply(ActivateEffect(0, ids["spender"], 0))
    game.apply(Decide(0, "active"))
    assert len(game.state.players[0].hand) == 2  # the effect's draw, then the watcher's


@pytest.mark.parametrize("edition", ["1.1.6", "1.2.0"])
def test_effects_set_off_by_the_turn_players_effects_wait_for_the_earlier_ones(edition: str):
    # 8-6-1, 8-6-1-1: Alice's A (TEST-030 K.O.) and B (TEST-002 draw) and Bob's X (TEST-011 draw) meet their
    # timing together in ver.1.1.6; A's K.O. sets off C (OP01-061 Kaido: add 1 DON!!). Order: A, B, X, then C.
    # Ver.1.2.0 activates X only once A, B and what they set off are done (6-6-1-1-2): A, B, C, then X.
    alice = player("Alice", characters=[{"card": "TEST-030", "id": "a"}, {"card": "TEST-002", "id": "b"}])
    alice["leader"] = {"card": "OP01-061", "id": "kaido", "don": 1}
    bob = player("Bob", characters=[{"card": "TEST-011", "id": "x"}, {"card": "ST01-003", "id": "karoo"}])
    game, ids = make_game(alice=alice, bob=bob, edition=edition)
    game.apply(EndTurn(0))
    assert game.state.decision.kind == "effect_order"
    game.apply(Decide(0, (ids["a"], 0)))
    game.apply(Decide(0, ids["karoo"]))  # A: K.O. Karoo
    if edition == "1.2.0":
        game.apply(Decide(0, 1))  # C: Kaido's "up to 1 DON!!", before X is even activated
    order = [e.data["card"] for e in game.state.log if e.kind == "effect_activated" and e.data["effect"] == "auto"]
    expected = ("a", "b", "x", "kaido") if edition == "1.1.6" else ("a", "b", "kaido", "x")
    assert order == [ids[name] for name in expected]


def test_a_replacement_applied_mid_resolution_lets_the_rest_of_the_text_run():
    # 8-1-3-5-4, 8-1-3-5-4-1: TEST-018 K.O.s, then draws; Bob replaces the K.O. of TEST-004; Alice still draws.
    alice = player("Alice", hand=cards("TEST-018"), don={"active": 1})
    bob = player("Bob", characters=[{"card": "TEST-004", "id": "guardian"}], hand=cards("ST02-004"))
    game, ids = make_game(alice=alice, bob=bob)
    play_event(game)
    game.apply(Decide(0, ids["guardian"]))
    game.apply(Decide(1, game.state.decision.options[0]))
    game.apply(Decide(1, game.state.players[1].hand[0].iid))
    assert game.state.card(ids["guardian"]).area == "characters" and len(game.state.players[0].hand) == 1


def test_an_effect_gained_after_negation_works():
    # 8-2-4: a negated Character loses its printed [Blocker] but keeps a [Blocker] granted after the negation.
    bob = player("Bob", characters=[{"card": "ST01-006", "id": "chopper"}])
    game, ids = make_game(alice=player("Alice", hand=cards("TEST-006"), don={"active": 1}), bob=bob)
    chopper = game.state.card(ids["chopper"])
    play_event(game)
    game.apply(Decide(0, chopper.iid))
    assert not game.has_keyword(chopper, "blocker")  # 8-2-1-1
    game.add_modifier(chopper, "keyword", "blocker", "turn", 1, "test")  # stands in for a granting effect
    assert game.has_keyword(chopper, "blocker")  # 8-2-4


def test_activating_an_effect_is_not_activating_a_card():
    # 8-5-1, 8-5-3: ST01-007 Nami's [Activate: Main] is an effect's activation, not an Event's (8-5-2), so
    # OP01-062 Crocodile's "when you activate an Event" (8-5-4) does not activate.
    alice = player("Alice", characters=[{"card": "ST01-007", "id": "nami"}], don={"rested": 1})
    alice["leader"] = {"card": "OP01-062", "don": 1}
    game, ids = make_game(alice=alice)
    game.apply(ActivateEffect(0, ids["nami"], 0))
    game.apply(Decide(0, None))
    assert game.state.decision is None


def test_an_action_done_zero_times_is_not_done():
    # 1-3-2-2: setting 0 DON!! active (ST02-015's [Trigger], "up to 2") does nothing at all.
    bob = player("Bob", life=cards("ST02-015"), don={"rested": 3})
    game, _ = make_game(bob=bob)
    game.apply(Attack(0, game.state.players[0].leader.iid, game.state.players[1].leader.iid))
    game.apply(Decide(1, "activate"))
    game.apply(Decide(1, 0))
    assert game.state.players[1].don_rested == 3 and not events(game, "don_set_active")


def test_card_text_keeps_a_card_rested_through_the_refresh_phase():
    # 1-3-1 with TEST-031: Karoo must stay rested through Bob's Refresh Phase, which sets everything active.
    bob = player(
        "Bob",
        characters=[
            {"card": "ST01-003", "id": "karoo", "rested": True},
            {"card": "ST01-010", "id": "franky", "rested": True},
        ],
    )
    game, ids = make_game(alice=player("Alice", hand=cards("TEST-031"), don={"active": 1}), bob=bob)
    play_event(game)
    game.apply(Decide(0, ids["karoo"]))
    game.apply(EndTurn(0))
    assert game.state.card(ids["karoo"]).rested and not game.state.card(ids["franky"]).rested
    assert any("1-3-1" in e.rules for e in events(game, "stays_rested"))
    game.apply(EndTurn(1))
    game.apply(EndTurn(0))
    assert not game.state.card(ids["karoo"]).rested  # only that one Refresh Phase


def test_a_replaced_cost_means_the_effect_does_not_resolve():
    # 8-3-1-7 with TEST-032 (Bob's): Alice's ST02-001 cost "rest 3 DON!!" is replaced; the effect does nothing.
    alice = player("Alice", hand=cards("ST01-006"), don={"active": 3})
    alice["leader"] = {"card": "ST02-001", "id": "kid", "rested": True}
    game, ids = make_game(alice=alice, bob=player("Bob", characters=[{"card": "TEST-032"}]))
    game.apply(ActivateEffect(0, ids["kid"], 0))
    decision = game.state.decision
    assert decision.kind == "replace_cost" and decision.player == 1
    game.apply(Decide(1, decision.options[0]))
    me = game.state.players[0]
    assert (me.don_active, me.don_deck) == (0, 10)  # the DON!! went to the DON!! deck instead of resting
    assert game.state.card(ids["kid"]).rested and len(me.hand) == 1  # nothing after ":" was done


def test_a_cost_replacement_may_be_declined():
    alice = player("Alice", hand=cards("ST01-006"), don={"active": 3})
    alice["leader"] = {"card": "ST02-001", "id": "kid", "rested": True}
    game, ids = make_game(alice=alice, bob=player("Bob", characters=[{"card": "TEST-032"}]))
    game.apply(ActivateEffect(0, ids["kid"], 0))
    game.apply(Decide(1, None))
    game.apply(Decide(0, game.state.players[0].hand[0].iid))
    assert not game.state.card(ids["kid"]).rested and game.state.players[0].don_rested == 3


def test_the_activation_procedure_runs_in_the_order_of_8_4_1():
    # 8-1-1 (an effect: an instruction and its price), 8-4-1, 8-4-1-2 (a card in hand is revealed),
    # 8-4-1-3 (the cost), 8-4-1-4 (activated), 8-4-1-5 (resolved), 8-4-2 (the Event goes to the trash first).
    game, _ = make_game(alice=player("Alice", hand=cards("UNIT-020"), don={"active": 1}))
    play_event(game)
    kinds = [e.kind for e in game.state.log]
    order = ["revealed", "cost_paid", "moved", "event_activated", "effect_activated", "effect_resolved"]
    positions = [kinds.index(kind) for kind in order]
    assert positions == sorted(positions)
    assert "8-4-1-2" in game.state.log[positions[0]].rules


def test_activate_effects_have_costs_and_conditions():
    # 8-1-3-3-1 ([Activate: Main]), 8-1-3-3-2 (costs and conditions), 8-2-1-2 (valid only while its condition holds):
    # ST01-017 Thousand Sunny's cost is resting itself; once rested it cannot be activated again.
    alice = player("Alice", stage=[{"card": "ST01-017", "id": "sunny"}])
    game, ids = make_game(alice=alice)
    assert game.apply(ActivateEffect(0, ids["sunny"], 0))
    game.apply(Decide(0, None))
    refused_without_change(game, ActivateEffect(0, ids["sunny"], 0), "8-3-1-3")


def test_ground_death_rests_two_dons_and_negates_only_a_character_of_cost_5_or_less():
    """Ground Death OP14-096's [Main]: its optional cost rests 2 DON!! (8-3-1), and only an opposing Character
    of cost 5 or less may be chosen (Bartolomeo, cost 2, not Sabo, cost 7)."""
    alice = player("Alice", hand=[{"card": "OP14-096", "id": "death"}], don={"active": 3})
    bart = {"card": "OP01-019", "id": "bart", "don": 2}  # 5000 in Alice's turn: [DON!! x2] [Opponent's Turn] +3000
    bob = player("Bob", characters=[bart, {"card": "OP15-046", "id": "sabo"}])
    game, ids = make_game(alice, bob)
    assert game.power(game.state.card(ids["bart"])) == 5000
    assert game.apply(PlayCard(0, ids["death"]))
    assert game.apply(Decide(0, "pay"))
    assert set(game.state.decision.options) == {ids["bart"], None}
    assert game.apply(Decide(0, ids["bart"]))
    assert game.state.players[0].don_active == 0 and game.state.players[0].don_rested == 3
    assert game.power(game.state.card(ids["bart"])) == 2000  # its own effects negated (8-2-1)
