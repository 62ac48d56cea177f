"""Winning and losing (1-2), rule processing (9), conceding (1-2-3, 1-2-4), battle cut short (7-1-*-*)."""

from __future__ import annotations

from engine_helpers import cards, events, make_game, player, refused_without_change

from opcg_oracle.engine.actions import Attack, Concede, Decide, EndTurn


def test_damage_at_zero_life_loses_the_game():
    game, _ = make_game(bob=player("Bob", life=[]))
    alice, bob = game.state.players
    game.apply(Attack(0, alice.leader.iid, bob.leader.iid))
    s = game.state
    assert s.game_over and s.winners == (0,) and s.result == "win"  # 1-2-1-1-1, 7-1-4-1-1-1
    assert any("9-2-1-1" in e.rules for e in events(game, "defeated"))
    assert game.legal_actions() == []


def test_one_life_is_not_yet_defeat():
    game, _ = make_game(bob=player("Bob", life=cards("ST01-008")))
    alice, bob = game.state.players
    game.apply(Attack(0, alice.leader.iid, bob.leader.iid))
    assert not game.state.game_over and len(bob.life) == 0 and len(bob.hand) == 1


def test_drawing_the_last_card_loses_at_once():
    game, _ = make_game(bob=player("Bob", deck=cards("ST01-008")))
    game.apply(EndTurn(0))  # Bob draws his last card in his Draw Phase
    s = game.state
    assert s.game_over and s.winners == (0,)  # 1-2-1-1-2, 9-2-1-2
    assert s.phase == "draw"  # rule processing acts at once (9-1-2): no DON!! phase follows


def test_both_players_meeting_a_condition_lose_together_and_nobody_wins():
    game, _ = make_game()
    for p in game.state.players:
        p.deck.clear()
    game.rule_processing()  # stands in for any moment rule processing runs
    assert game.state.game_over and game.state.winners == () and game.state.result == "draw"  # 1-2-1, 9-2-1


def test_a_board_with_both_decks_at_0_is_a_draw_as_it_is_set_up():
    """9-1-2, 1-2-2-2: a board already meeting a defeat condition is judged on load, before anything happens."""
    game, _ = make_game(alice=player("Alice", deck=[]), bob=player("Bob", deck=[]))
    assert game.state.game_over and game.state.result == "draw" and game.state.decision is None  # 9-2-1, 1-2-1


def test_a_board_with_one_deck_at_0_is_the_other_players_win_before_its_phases_run():
    """Even a board whose turn starts now (Refresh, Draw, DON!! Phases) is judged first: nobody draws or acts."""
    game, _ = make_game(alice=player("Alice", deck=[], don={"rested": 2}), phase="refresh")
    assert game.state.game_over and game.state.winners == (1,)
    assert game.state.players[0].don_rested == 2  # the Refresh Phase (6-2-3) never ran


def test_either_player_may_concede_at_any_moment():
    game, _ = make_game(bob=player("Bob", characters=[{"card": "ST01-006"}]))
    alice, bob = game.state.players
    game.apply(Attack(0, alice.leader.iid, bob.leader.iid))
    assert game.state.decision.player == 1  # Bob must decide; Alice may still concede
    assert game.apply(Concede(0))
    assert game.state.game_over and game.state.winners == (1,)  # 1-2-3
    assert game.state.decision is None


def test_nothing_is_accepted_after_the_game_ends():
    game, _ = make_game()
    game.apply(Concede(1))
    refused_without_change(game, EndTurn(0), "1-2-1")


def test_battle_ends_early_when_the_target_leaves_its_area():
    game, alias = make_game(
        bob=player(
            "Bob",
            characters=[
                {"card": "ST01-006", "id": "chopper"},
                {"card": "ST01-003", "rested": True, "id": "karoo"},
            ],
        )
    )
    game.apply(Attack(0, game.state.players[0].leader.iid, alias["karoo"]))
    assert game.state.decision.kind == "blocker"
    # An effect (stood in for here) removes the target during the Block Step.
    game.move(game.state.card(alias["karoo"]), "hand", ("test",))
    game.apply(Decide(1, None))
    assert any("7-1-2-3" in e.rules for e in events(game, "battle_cut_short"))
    assert not events(game, "damage") and game.state.battle is None  # straight to the End of the Battle


def test_decisions_list_their_options_as_legal_actions():
    game, alias = make_game(bob=player("Bob", characters=[{"card": "ST01-006", "id": "chopper"}]))
    alice, bob = game.state.players
    game.apply(Attack(0, alice.leader.iid, bob.leader.iid))
    assert game.legal_actions() == [Decide(1, alias["chopper"]), Decide(1, None), Concede(1)]


def test_an_infinite_loop_nobody_can_stop_ends_in_a_draw():
    game, _ = make_game()
    # Stands in for mandatory effects that keep re-creating the same position with no choice in between.
    game.tasks["spin"] = lambda game: game.schedule(("spin",))
    game.state.tasks.append(("spin",))
    game.run()
    s = game.state
    assert s.game_over and s.result == "draw" and s.winners == ()  # 11-1-1-1
    assert events(game, "infinite_loop")


def test_long_mandatory_work_that_changes_the_position_is_not_a_loop():
    game, _ = make_game()
    leader = game.state.players[0].leader

    def tick(game) -> None:  # each step changes the position (one more effect on the leader), and it stops
        game.add_modifier(leader, "power", 1, "turn", 0, "test")
        if len(game.state.modifiers) < 12_000:
            game.schedule(("tick",))

    game.tasks["tick"] = tick
    game.state.tasks.append(("tick",))
    game.run()
    assert not game.state.game_over
