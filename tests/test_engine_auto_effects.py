"""Auto effects through the engine's one mechanism: timings, order, waiting during damage (8-1-3, 8-6, 10-2-17)."""

from __future__ import annotations

from engine_helpers import cards, events, make_game, player

from opcg_oracle.engine.actions import Attack, Decide, EndTurn, PlayCard


def test_on_ko_activates_on_the_field_and_resolves_from_the_trash():
    # OP01-080 Miss Doublefinger: [On K.O.] draw 1
    bob = player("Bob", characters=[{"card": "OP01-080", "rested": True, "id": "zala"}])
    game, alias = make_game(bob=bob)
    game.apply(Attack(0, game.state.players[0].leader.iid, alias["zala"]))
    zala = game.state.card(alias["zala"])
    assert zala.area == "trash"
    assert len(game.state.players[1].hand) == 1  # 10-2-17-1: it resolved although the card left the field
    activated = events(game, "effect_activated")
    assert activated and "10-2-17-1" in activated[0].rules


def test_on_ko_does_not_activate_when_the_card_is_trashed_without_a_ko():
    five = [{"card": "OP01-080", "id": "zala"}] + [{"card": "ST01-003"}] * 4
    game, alias = make_game(alice=player("Alice", characters=five, hand=cards("ST01-010"), don={"active": 4}))
    game.apply(PlayCard(0, game.state.players[0].hand[0].iid))
    game.apply(Decide(0, alias["zala"]))  # trashed to make room: not a K.O. (10-2-1-3)
    assert not events(game, "effect_activated") and len(game.state.players[0].hand) == 0


def test_on_play_waits_for_the_end_of_damage_processing():
    # TEST-003 has [Double Attack]; Bob's top Life card UNIT-001 is played by its [Trigger] and has an [On Play].
    alice = player("Alice", characters=[{"card": "TEST-003", "id": "double"}])
    bob = player("Bob", life=cards("UNIT-001", "ST01-008", "ST01-008"))
    game, alias = make_game(alice=alice, bob=bob)
    bob_state = game.state.players[1]
    game.apply(Attack(0, alias["double"], bob_state.leader.iid))
    assert game.state.decision.kind == "trigger"
    game.apply(Decide(1, "activate"))
    assert any(c.number == "UNIT-001" for c in bob_state.characters)
    log = game.state.log
    second_damage = [i for i, e in enumerate(log) if e.kind == "damage"][1]
    on_play = next(i for i, e in enumerate(log) if e.kind == "effect_activated" and e.data["effect"] == "auto")
    assert on_play > second_damage  # 8-6-2: the [On Play] waited for the second point of damage
    assert len(bob_state.hand) == 2  # the second Life card, then the [On Play] draw


def test_simultaneous_auto_effects_are_ordered_by_their_player():
    alice = player("Alice", characters=[{"card": "TEST-002", "id": "a"}, {"card": "TEST-002", "id": "b"}])
    game, alias = make_game(alice=alice)
    game.apply(EndTurn(0))
    decision = game.state.decision
    assert decision.kind == "effect_order" and decision.player == 0  # 8-1-3-2
    assert {option[0] for option in decision.options} == {alias["a"], alias["b"]}
    game.apply(Decide(0, (alias["b"], 0)))
    assert [e.data["card"] for e in events(game, "effect_activated")] == [alias["b"], alias["a"]]
    assert len(game.state.players[0].hand) == 2
    assert game.state.turn_player == 1  # then the turn ends (6-6-1-4)
    kinds = [e.kind for e in game.state.log]
    assert kinds.index("turn_ended") > max(i for i, k in enumerate(kinds) if k == "effect_activated")


def test_a_loss_during_the_end_phase_ends_the_game_inside_that_turn():
    alice = player("Alice", characters=[{"card": "TEST-002"}], deck=cards("ST01-008"))
    game, _ = make_game(alice=alice)
    game.apply(EndTurn(0))  # [End of Your Turn] draw 1 takes Alice's last card (9-2-1-2)
    s = game.state
    assert s.game_over and s.winners == (1,)
    assert s.turn == 3 and len(s.players[1].deck) == 10  # Bob's turn 4 never starts


def test_effects_set_off_during_a_resolution_wait_for_its_end():
    # TEST-018: K.O. up to 1 opposing Character, then draw 1. OP01-080 [On K.O.] draws for Bob.
    alice = player("Alice", hand=cards("TEST-018"), don={"active": 1})
    bob = player("Bob", characters=[{"card": "OP01-080", "id": "zala"}])
    game, ids = make_game(alice=alice, bob=bob)
    game.apply(PlayCard(0, game.state.players[0].hand[0].iid))
    game.apply(Decide(0, ids["zala"]))
    log = game.state.log
    alice_draw = max(
        i for i, e in enumerate(log) if e.kind == "moved" and e.data["owner"] == 0 and e.data["to"] == "hand"
    )
    on_ko = next(i for i, e in enumerate(log) if e.kind == "effect_activated" and e.data["effect"] == "auto")
    assert alice_draw < on_ko  # 8-6-3: the [On K.O.] waited until the Event had resolved
    assert len(game.state.players[1].hand) == 1
