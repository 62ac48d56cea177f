"""ST02 (Worst Generation): each card's effect does what the printed card says, and nothing more.

Expectations come from each card's summary and the comprehensive rules, not from engine output.
The default leader is OP01-001 Zoro (Supernovas / Straw Hat Crew); it adds nothing while it has no DON!!.
"""

from __future__ import annotations

from engine_helpers import (
    attack_bobs_leader,
    cards,
    choice,
    events,
    leader_of,
    make_game,
    player,
    refused_without_change,
)

from opcg_oracle.engine.actions import ActivateEffect, Attack, Decide, EndTurn, PlayCard


def power_of(game, iid: int) -> int:
    return game.power(game.state.card(iid))


# ---------------------------------------------------------------- ST02-001 Eustass"Captain"Kid (leader)
def kid_leader(don: int, hand: tuple[str, ...] = ("ST02-011", "ST02-012"), rested: bool = True) -> dict:
    leader = {"card": "ST02-001", "id": "kid", "rested": rested}
    hand_cards = [{"card": number, "id": f"hand{i}"} for i, number in enumerate(hand)]
    return player("Alice", leader=leader, hand=hand_cards, don={"active": don})


def test_st02_001_rests_3_don_and_trashes_1_to_set_the_leader_active():
    """ST02-001: [Activate: Main] cost ③ + trash 1 card from hand: set this Leader active."""
    game, ids = make_game(kid_leader(don=3))
    assert game.apply(ActivateEffect(0, ids["kid"], 0))
    assert choice(game, "choose_card") == {ids["hand0"], ids["hand1"]}  # the cost is exactly 1 card: no "none"
    game.apply(Decide(0, ids["hand0"]))
    me = game.state.players[0]
    assert game.state.card(ids["hand0"]).area == "trash" and len(me.hand) == 1
    assert me.don_active == 0 and me.don_rested == 3
    assert not game.state.card(ids["kid"]).rested


def test_st02_001_lets_the_leader_attack_twice():
    """ST02-001: attack, set the Leader active, attack again."""
    game, ids = make_game(kid_leader(don=3, rested=False))
    attack_bobs_leader(game, ids["kid"])
    game.apply(ActivateEffect(0, ids["kid"], 0))
    game.apply(Decide(0, ids["hand0"]))
    assert attack_bobs_leader(game, ids["kid"])
    game.apply(Decide(1, "done"))  # Bob holds the Life card taken by the first attack: no counter
    assert len(game.state.players[1].life) == 1


def test_st02_001_needs_three_active_don():
    """ST02-001: with 2 active DON!! the cost cannot be paid, so none of it is (8-3-1-3)."""
    game, ids = make_game(kid_leader(don=2))
    refused_without_change(game, ActivateEffect(0, ids["kid"], 0), "8-3-1-3")


def test_st02_001_needs_a_card_in_hand():
    """ST02-001: with an empty hand the trash part of the cost cannot be paid (8-3-1-3)."""
    game, ids = make_game(kid_leader(don=3, hand=()))
    refused_without_change(game, ActivateEffect(0, ids["kid"], 0), "8-3-1-3")


def test_st02_001_is_once_per_turn():
    """ST02-001: [Once Per Turn]: a second activation is refused even with the cost available (10-2-13-3)."""
    game, ids = make_game(kid_leader(don=6))
    game.apply(ActivateEffect(0, ids["kid"], 0))
    game.apply(Decide(0, ids["hand0"]))
    refused_without_change(game, ActivateEffect(0, ids["kid"], 0), "10-2-13-1")


# ---------------------------------------------------------------- ST02-003 Urouge
def urouge_power(don: int, others: int, bobs: int = 0) -> int:
    mine = [{"card": "ST02-003", "id": "urouge", "don": don}] + [{"card": "ST01-003"}] * others
    game, ids = make_game(player("Alice", characters=mine), player("Bob", characters=cards(*["ST01-003"] * bobs)))
    return power_of(game, ids["urouge"])


def test_st02_003_gains_2000_with_don_and_three_characters():
    """ST02-003: [DON!! x1] +2000 if you have 3 or more Characters (Urouge counts): 3000 + 1000 + 2000."""
    assert urouge_power(don=1, others=2) == 6000


def test_st02_003_no_bonus_with_two_characters():
    """ST02-003: 2 Characters are not 3; the opponent's Characters do not count."""
    assert urouge_power(don=1, others=1, bobs=3) == 4000


def test_st02_003_no_bonus_without_don():
    """ST02-003: [DON!! x1] not met."""
    assert urouge_power(don=0, others=2) == 3000


# ---------------------------------------------------------------- ST02-004 Capone"Gang"Bege
def test_st02_004_blocks_an_attack_on_the_leader():
    """ST02-004: [Blocker] (10-1-4-1)."""
    game, ids = make_game(bob=player("Bob", characters=[{"card": "ST02-004", "id": "bege"}]))
    attack_bobs_leader(game, leader_of(game, 0).iid)
    assert choice(game, "blocker", 1) == {ids["bege"], None}
    game.apply(Decide(1, ids["bege"]))
    assert len(game.state.players[1].life) == 3 and game.state.card(ids["bege"]).area == "trash"


def test_st02_004_rested_bege_cannot_block():
    """ST02-004: a rested [Blocker] cannot block (10-1-4-1)."""
    game, _ = make_game(bob=player("Bob", characters=[{"card": "ST02-004", "rested": True}]))
    attack_bobs_leader(game, leader_of(game, 0).iid)
    assert game.state.decision is None and len(game.state.players[1].life) == 2


# ---------------------------------------------------------------- ST02-005 Killer
def test_st02_005_on_play_kos_a_rested_opposing_character_of_cost_3_or_less():
    """ST02-005: [On Play] K.O. up to 1 of the opponent's rested Characters with cost 3 or less."""
    alice = player("Alice", hand=[{"card": "ST02-005", "id": "killer"}], don={"active": 3},
                   characters=[{"card": "ST01-003", "id": "own", "rested": True}])  # fmt: skip
    bob = player("Bob", characters=[
        {"card": "ST01-003", "id": "karoo", "rested": True},  # cost 1
        {"card": "ST02-002", "id": "vito", "rested": True},  # cost 3
        {"card": "ST01-010", "id": "franky", "rested": True},  # cost 4
        {"card": "ST01-009", "id": "vivi"},  # cost 2, active
    ])  # fmt: skip
    game, ids = make_game(alice, bob)
    game.apply(PlayCard(0, ids["killer"]))
    assert choice(game, "choose_card") == {ids["karoo"], ids["vito"], None}
    game.apply(Decide(0, ids["vito"]))
    assert game.state.card(ids["vito"]).area == "trash"


def test_st02_005_trigger_plays_killer_whose_on_play_then_activates():
    """ST02-005: [Trigger] play this card; its [On Play] activates once the damage is processed (8-6-2)."""
    alice = player("Alice", characters=[{"card": "ST01-003", "id": "karoo", "rested": True}])
    game, ids = make_game(alice, player("Bob", life=cards("ST02-005", "ST01-008")))
    attack_bobs_leader(game, leader_of(game, 0).iid)
    game.apply(Decide(1, "activate"))
    assert [c.number for c in game.state.players[1].characters] == ["ST02-005"]
    assert choice(game, "choose_card", 1) == {ids["karoo"], None}
    game.apply(Decide(1, ids["karoo"]))
    assert game.state.card(ids["karoo"]).area == "trash"


# ---------------------------------------------------------------- ST02-007 Jewelry Bonney
def bonney_board(don: int = 1, rested: bool = False):
    deck = [
        {"card": "ST01-008", "id": "top"},  # Straw Hat Crew
        {"card": "ST02-005", "id": "killer"},  # Supernovas
        {"card": "ST02-011", "id": "heat"},  # Kid Pirates
        {"card": "ST01-008"},
        {"card": "ST02-015", "id": "scalpel"},  # Supernovas Event
        {"card": "ST02-003", "id": "sixth"},  # Supernovas, but sixth from the top
        *cards(*["ST01-008"] * 4),
    ]
    alice = player("Alice", characters=[{"card": "ST02-007", "id": "bonney", "rested": rested}], deck=deck,
                   don={"active": don})  # fmt: skip
    return make_game(alice)


def finish_bottom_order(game) -> int:
    """Answer every "which card goes to the bottom next" question; return how many were asked."""
    asked = 0
    while game.state.decision is not None and game.state.decision.kind == "bottom_order":
        game.apply(Decide(0, game.state.decision.options[0]))
        asked += 1
    return asked


def test_st02_007_looks_at_5_and_takes_a_supernovas_card():
    """ST02-007: [Activate: Main] ① + rest this: look at 5, add up to 1 Supernovas card to hand, rest to the bottom."""
    game, ids = bonney_board()
    assert game.apply(ActivateEffect(0, ids["bonney"], 0))
    assert choice(game, "choose_card") == {ids["killer"], ids["scalpel"], None}  # the top 5 only
    game.apply(Decide(0, ids["killer"]))
    assert finish_bottom_order(game) >= 1  # the player orders the 4 others (3-1-7)
    me = game.state.players[0]
    assert [c.iid for c in me.hand] == [ids["killer"]]
    assert me.deck[-1].iid == ids["sixth"]  # the looked-at cards left the top
    assert {c.iid for c in me.deck[:4]} >= {ids["top"], ids["heat"], ids["scalpel"]} and len(me.deck) == 9
    assert game.state.card(ids["bonney"]).rested and me.don_active == 0 and me.don_rested == 1


def test_st02_007_taking_nothing_puts_all_five_at_the_bottom():
    """ST02-007: "up to 1": none may be taken (4-8-1); the 5 go to the bottom."""
    game, ids = bonney_board()
    game.apply(ActivateEffect(0, ids["bonney"], 0))
    game.apply(Decide(0, None))
    finish_bottom_order(game)
    me = game.state.players[0]
    assert not me.hand and len(me.deck) == 10 and me.deck[-1].iid == ids["sixth"]
    assert {ids["top"], ids["killer"], ids["heat"], ids["scalpel"]} <= {c.iid for c in me.deck[:5]}


def test_st02_007_with_fewer_than_five_cards_looks_at_all_of_them():
    """ST02-007: a 3-card deck: look at all 3, as far as possible (1-3-2)."""
    deck = [{"card": "ST01-008", "id": "a"}, {"card": "ST01-008", "id": "b"}, {"card": "ST02-005", "id": "c"}]
    alice = player("Alice", characters=[{"card": "ST02-007", "id": "bonney"}], deck=deck, don={"active": 1})
    game, ids = make_game(alice)
    game.apply(ActivateEffect(0, ids["bonney"], 0))
    assert choice(game, "choose_card") == {ids["c"], None}
    game.apply(Decide(0, ids["c"]))
    finish_bottom_order(game)
    me = game.state.players[0]
    assert [c.iid for c in me.hand] == [ids["c"]] and {c.iid for c in me.deck} == {ids["a"], ids["b"]}


def test_st02_007_cost_needs_an_active_bonney_and_an_active_don():
    """ST02-007: a rested Bonney, or no active DON!!, cannot pay the cost (8-3-1-3)."""
    game, ids = bonney_board(rested=True)
    refused_without_change(game, ActivateEffect(0, ids["bonney"], 0), "8-3-1-3")
    game, ids = bonney_board(don=0)
    refused_without_change(game, ActivateEffect(0, ids["bonney"], 0), "8-3-1-3")


# ---------------------------------------------------------------- ST02-008 Scratchmen Apoo
def apoo_board(don: int):
    alice = player("Alice", characters=[{"card": "ST02-008", "id": "apoo", "don": don}])
    return make_game(alice, player("Bob", don={"active": 3}))


def test_st02_008_rests_up_to_one_opposing_don():
    """ST02-008: [DON!! x1] [When Attacking] rest up to 1 of the opponent's DON!!."""
    game, ids = apoo_board(don=1)
    attack_bobs_leader(game, ids["apoo"])
    assert choice(game, "choose_number") == {0, 1}  # Bob has 3 active, but at most 1
    game.apply(Decide(0, 1))
    bob = game.state.players[1]
    assert bob.don_active == 2 and bob.don_rested == 1


def test_st02_008_without_don_nothing_is_rested():
    """ST02-008: [DON!! x1] not met: Bob's DON!! stay active."""
    game, ids = apoo_board(don=0)
    attack_bobs_leader(game, ids["apoo"])
    assert game.state.decision is None and game.state.players[1].don_active == 3


# ---------------------------------------------------------------- ST02-009 Trafalgar Law
def test_st02_009_sets_a_rested_supernovas_character_of_cost_5_or_less_active():
    """ST02-009: [On Play] set up to 1 of your rested Supernovas/Heart Pirates Characters of cost ≤5 active."""
    alice = player("Alice", hand=[{"card": "ST02-009", "id": "law"}], don={"active": 5}, characters=[
        {"card": "ST02-005", "id": "killer", "rested": True},  # Supernovas, cost 3
        {"card": "ST02-010", "id": "hawkins", "rested": True},  # Supernovas, cost 5
        {"card": "ST02-013", "id": "kid", "rested": True},  # Supernovas, cost 7
        {"card": "ST02-006", "id": "koby", "rested": True},  # Navy, cost 4
    ])  # fmt: skip
    bob = player("Bob", characters=[{"card": "ST02-005", "id": "bobs_killer", "rested": True}])
    game, ids = make_game(alice, bob)
    game.apply(PlayCard(0, ids["law"]))
    assert choice(game, "choose_card") == {ids["killer"], ids["hawkins"], None}
    game.apply(Decide(0, ids["hawkins"]))
    assert not game.state.card(ids["hawkins"]).rested and game.state.card(ids["killer"]).rested


def test_st02_009_heart_pirates_count_and_active_characters_do_not():
    """ST02-009: a rested Heart Pirates Character qualifies; active ones and other types do not."""
    alice = player("Alice", hand=[{"card": "ST02-009", "id": "law"}], don={"active": 5}, characters=[
        {"card": "ST02-012", "id": "bepo", "rested": True},  # Minks / Heart Pirates, cost 1
        {"card": "ST02-011", "id": "heat", "rested": True},  # Kid Pirates, cost 2
        {"card": "ST02-003", "id": "urouge"},  # Supernovas, active
    ])  # fmt: skip
    game, ids = make_game(alice)
    game.apply(PlayCard(0, ids["law"]))
    assert choice(game, "choose_card") == {ids["bepo"], None}
    game.apply(Decide(0, ids["bepo"]))
    assert not game.state.card(ids["bepo"]).rested


# ---------------------------------------------------------------- ST02-010 Basil Hawkins
def hawkins_board(don: int = 1, bob_characters: list | None = None, **top):
    alice = player("Alice", characters=[{"card": "ST02-010", "id": "hawkins", "don": don}])
    bob = player("Bob", characters=bob_characters or [
        {"card": "ST01-010", "id": "franky", "rested": True},  # 6000
        {"card": "ST01-003", "id": "karoo", "rested": True},  # 3000
    ])  # fmt: skip
    return make_game(alice, bob, **top)


def test_st02_010_set_active_after_battling_a_character_once_per_turn():
    """ST02-010: [DON!! x1] [Your Turn] [Once Per Turn] after battling an opposing Character, set this active."""
    game, ids = hawkins_board()
    game.apply(Attack(0, ids["hawkins"], ids["franky"]))  # 7000 against 6000
    hawkins = game.state.card(ids["hawkins"])
    assert game.state.card(ids["franky"]).area == "trash" and not hawkins.rested
    assert game.apply(Attack(0, ids["hawkins"], ids["karoo"]))
    assert hawkins.rested  # [Once Per Turn] (10-2-13-1)


def test_st02_010_losing_the_battle_still_counts_as_battling():
    """ST02-010: "when this battles" (7-1-5-2) does not ask for a win: 7000 into 8000, then set active."""
    bob_characters = [{"card": "ST01-010", "id": "franky", "rested": True, "power": [{"amount": 2000}]}]
    game, ids = hawkins_board(bob_characters=bob_characters)
    game.apply(Attack(0, ids["hawkins"], ids["franky"]))
    assert game.state.card(ids["franky"]).area == "characters" and not game.state.card(ids["hawkins"]).rested


def test_st02_010_attacking_the_leader_is_not_battling_a_character():
    """ST02-010: a battle with the Leader does not set Hawkins active."""
    game, ids = hawkins_board()
    attack_bobs_leader(game, ids["hawkins"])
    assert game.state.card(ids["hawkins"]).rested


def test_st02_010_battling_a_blocker_character_counts():
    """ST02-010: blocked by a [Blocker] Character, Hawkins battles that Character and is set active."""
    game, ids = hawkins_board(bob_characters=[{"card": "ST01-006", "id": "chopper"}])
    attack_bobs_leader(game, ids["hawkins"])
    game.apply(Decide(1, ids["chopper"]))
    assert not game.state.card(ids["hawkins"]).rested


def test_st02_010_needs_a_don():
    """ST02-010: [DON!! x1] not met: Hawkins stays rested."""
    game, ids = hawkins_board(don=0)
    game.apply(Attack(0, ids["hawkins"], ids["karoo"]))
    assert game.state.card(ids["karoo"]).area == "trash" and game.state.card(ids["hawkins"]).rested


def test_st02_010_not_in_the_opponents_turn():
    """ST02-010: [Your Turn] (10-2-11-1): attacked by Bob's Character in Bob's turn, it stays rested."""
    alice = player("Alice", characters=[{"card": "ST02-010", "id": "hawkins", "don": 1, "rested": True}])
    game, ids = make_game(alice, player("Bob", characters=[{"card": "ST01-009", "id": "vivi"}]), turn_player=1)
    game.apply(Attack(1, ids["vivi"], ids["hawkins"]))  # 4000 against 6000
    assert game.state.battle is None and game.state.card(ids["hawkins"]).rested


# ---------------------------------------------------------------- ST02-013 Eustass"Captain"Kid
def test_st02_013_with_don_is_set_active_at_the_end_of_its_turn_and_can_block():
    """ST02-013: [DON!! x1] [End of Your Turn] set this active; it then blocks in Bob's turn ([Blocker])."""
    alice = player("Alice", characters=[{"card": "ST02-013", "id": "kid", "don": 1, "rested": True}])
    game, ids = make_game(alice)
    game.apply(EndTurn(0))
    assert game.state.turn_player == 1 and not game.state.card(ids["kid"]).rested
    game.apply(Attack(1, leader_of(game, 1).iid, leader_of(game, 0).iid))
    assert ids["kid"] in choice(game, "blocker", 0)


def test_st02_013_without_don_stays_rested():
    """ST02-013: [DON!! x1] not met: it stays rested into Bob's turn."""
    alice = player("Alice", characters=[{"card": "ST02-013", "id": "kid", "rested": True}])
    game, ids = make_game(alice)
    game.apply(EndTurn(0))
    assert game.state.card(ids["kid"]).rested


def test_st02_013_does_not_activate_at_the_end_of_the_opponents_turn():
    """ST02-013: [End of Your Turn] (10-2-7-1): nothing at the end of Alice's turn for Bob's Kid."""
    bob = player("Bob", characters=[{"card": "ST02-013", "id": "kid", "don": 1, "rested": True}])
    game, ids = make_game(bob=bob)
    game.apply(EndTurn(0))
    assert not [e for e in events(game, "effect_activated") if e.data["card"] == ids["kid"]]


# ---------------------------------------------------------------- ST02-014 X.Drake
def drake_board(don: int = 1, rested: bool = True, **top):
    alice = player("Alice", characters=[
        {"card": "ST02-014", "id": "drake", "don": don, "rested": rested},  # Navy / Supernovas
        {"card": "ST01-003", "id": "karoo"},  # Animal / Alabasta
        {"card": "ST02-006", "id": "koby"},  # Navy
        {"card": "ST02-005", "id": "killer"},  # Supernovas
    ])  # fmt: skip
    bob = player("Bob", characters=[{"card": "ST02-005", "id": "bobs_killer"}])
    return make_game(alice, bob, **top)


def powers(game, ids, *names) -> list[int]:
    return [power_of(game, ids[name]) for name in names]


def test_st02_014_rested_with_don_gives_supernovas_and_navy_1000():
    """ST02-014: [DON!! x1] [Your Turn] while rested: your Supernovas/Navy Leader and Characters +1000."""
    game, ids = drake_board()
    assert game.power(leader_of(game, 0)) == 6000  # OP01-001 is Supernovas
    assert powers(game, ids, "drake", "karoo", "koby", "killer", "bobs_killer") == [7000, 3000, 7000, 4000, 3000]


def test_st02_014_no_bonus_while_active():
    """ST02-014: "if this Character is rested": an active Drake gives nothing."""
    game, ids = drake_board(rested=False)
    assert game.power(leader_of(game, 0)) == 5000
    assert powers(game, ids, "drake", "koby", "killer") == [6000, 6000, 3000]


def test_st02_014_no_bonus_without_don():
    """ST02-014: [DON!! x1] not met."""
    game, ids = drake_board(don=0)
    assert powers(game, ids, "drake", "koby", "killer") == [5000, 6000, 3000]


def test_st02_014_no_bonus_in_the_opponents_turn():
    """ST02-014: [Your Turn] (10-2-11-1): in Bob's turn, nothing (and the DON!! adds no power, 6-5-5-2)."""
    game, ids = drake_board(turn_player=1)
    assert game.power(leader_of(game, 0)) == 5000
    assert powers(game, ids, "drake", "koby", "killer") == [5000, 6000, 3000]


def test_st02_014_attacking_rests_drake_and_turns_the_bonus_on():
    """ST02-014: attacking rests Drake (7-1-1-1), so it battles at 5000 + 1000 + 1000 and ties a 7000."""
    alice = player("Alice", characters=[{"card": "ST02-014", "id": "drake", "don": 1}])
    game, ids = make_game(alice, player("Bob", characters=[{"card": "ST02-013", "id": "kid", "rested": True}]))
    game.apply(Attack(0, ids["drake"], ids["kid"]))
    assert game.state.card(ids["kid"]).area == "trash"  # 7000 against 7000: the attacker wins (7-1-4-1)


# ---------------------------------------------------------------- ST02-015 Scalpel
def test_st02_015_counter_gives_2000_then_sets_up_to_one_don_active():
    """ST02-015: [Counter] (cost 1) your Leader/Character +2000 this battle, then set up to 1 DON!! active."""
    alice = player("Alice", leader={"card": "OP01-001", "don": 1})  # 6000
    bob = player("Bob", hand=[{"card": "ST02-015", "id": "scalpel"}], don={"active": 1, "rested": 2})
    game, ids = make_game(alice, bob)
    attack_bobs_leader(game, leader_of(game, 0).iid)
    game.apply(Decide(1, ("event", ids["scalpel"])))
    game.apply(Decide(1, leader_of(game, 1).iid))
    assert choice(game, "choose_number", 1) == {0, 1}  # 3 rested, but at most 1
    game.apply(Decide(1, 1))
    bob_state = game.state.players[1]
    assert bob_state.don_active == 1 and bob_state.don_rested == 2  # 1 paid, 1 set active again
    assert len(bob_state.life) == 3  # 7000 held off 6000
    assert game.state.battle is None and game.power(bob_state.leader) == 5000  # "this battle" (7-1-5-4)


def test_st02_015_then_part_resolves_even_with_no_power_target():
    """ST02-015: choosing no card for the +2000 still lets "then" set a DON!! active (4-10-2)."""
    bob = player("Bob", hand=[{"card": "ST02-015", "id": "scalpel"}], don={"active": 1})
    game, ids = make_game(bob=bob)
    attack_bobs_leader(game, leader_of(game, 0).iid)
    game.apply(Decide(1, ("event", ids["scalpel"])))
    game.apply(Decide(1, None))
    assert choice(game, "choose_number", 1) == {0, 1}
    game.apply(Decide(1, 1))
    assert game.state.players[1].don_active == 1 and len(game.state.players[1].life) == 2


def test_st02_015_counter_needs_its_cost():
    """ST02-015: cost 1: with no active DON!! it cannot be used (7-1-3-2-2)."""
    game, _ = make_game(bob=player("Bob", hand=cards("ST02-015"), don={"rested": 2}))
    attack_bobs_leader(game, leader_of(game, 0).iid)
    assert game.state.decision is None and len(game.state.players[1].life) == 2


def test_st02_015_trigger_sets_up_to_two_don_active():
    """ST02-015: [Trigger] set up to 2 of your DON!! active."""
    game, _ = make_game(bob=player("Bob", life=cards("ST02-015", "ST01-008"), don={"rested": 3}))
    attack_bobs_leader(game, leader_of(game, 0).iid)
    game.apply(Decide(1, "activate"))
    assert choice(game, "choose_number", 1) == {0, 1, 2}
    game.apply(Decide(1, 2))
    bob = game.state.players[1]
    assert bob.don_active == 2 and bob.don_rested == 1
    assert [c.number for c in bob.trash] == ["ST02-015"]


# ---------------------------------------------------------------- ST02-016 Repel
def test_st02_016_counter_gives_4000_then_sets_up_to_one_don_active():
    """ST02-016: [Counter] (cost 2) your Leader/Character +4000 this battle, then set up to 1 DON!! active."""
    alice = player("Alice", leader={"card": "OP01-001", "don": 3})  # 8000
    bob = player("Bob", hand=[{"card": "ST02-016", "id": "repel"}], don={"active": 2, "rested": 1})
    game, ids = make_game(alice, bob)
    attack_bobs_leader(game, leader_of(game, 0).iid)
    game.apply(Decide(1, ("event", ids["repel"])))
    game.apply(Decide(1, leader_of(game, 1).iid))
    assert choice(game, "choose_number", 1) == {0, 1}
    game.apply(Decide(1, 1))
    bob_state = game.state.players[1]
    assert bob_state.don_active == 1 and bob_state.don_rested == 2
    assert len(bob_state.life) == 3  # 9000 held off 8000
    assert game.state.battle is None and game.power(bob_state.leader) == 5000


def test_st02_016_counter_needs_two_active_don():
    """ST02-016: cost 2 with 1 active DON!!: not offered."""
    game, _ = make_game(bob=player("Bob", hand=cards("ST02-016"), don={"active": 1}))
    attack_bobs_leader(game, leader_of(game, 0).iid)
    assert game.state.decision is None and len(game.state.players[1].life) == 2


def test_st02_016_has_no_trigger():
    """ST02-016: no [Trigger]: taken from Life it simply goes to the hand (4-6-2-1)."""
    game, _ = make_game(bob=player("Bob", life=cards("ST02-016", "ST01-008")))
    attack_bobs_leader(game, leader_of(game, 0).iid)
    assert game.state.decision is None
    assert [c.number for c in game.state.players[1].hand] == ["ST02-016"]


# ---------------------------------------------------------------- ST02-017 Straw Sword
def test_st02_017_rests_an_opposing_character():
    """ST02-017: [Main] rest up to 1 of the opponent's Characters; it can then be attacked (7-1-1-2)."""
    alice = player("Alice", hand=[{"card": "ST02-017", "id": "sword"}], don={"active": 2},
                   characters=[{"card": "ST01-003", "id": "own"}])  # fmt: skip
    bob = player("Bob", characters=[{"card": "ST01-010", "id": "franky"}, {"card": "ST01-009", "id": "vivi"}])
    game, ids = make_game(alice, bob)
    assert game.apply(PlayCard(0, ids["sword"]))
    assert choice(game, "choose_card") == {ids["franky"], ids["vivi"], None}
    game.apply(Decide(0, ids["franky"]))
    assert game.state.card(ids["franky"]).rested and not game.state.card(ids["vivi"]).rested
    assert game.apply(Attack(0, ids["own"], ids["franky"]))


def test_st02_017_trigger_plays_a_supernovas_card_of_cost_2_or_less_for_free():
    """ST02-017: [Trigger] play 1 Supernovas card with cost 2 or less from hand (the Japanese text), paying no cost."""
    bob = player("Bob", life=cards("ST02-017", "ST01-008"), hand=[
        {"card": "ST02-003", "id": "urouge"},  # Supernovas, cost 2
        {"card": "ST02-007", "id": "bonney"},  # Supernovas, cost 1
        {"card": "ST02-005", "id": "killer"},  # Supernovas, cost 3
        {"card": "ST02-011", "id": "heat"},  # Kid Pirates, cost 2
    ])  # fmt: skip
    game, ids = make_game(bob=bob)
    attack_bobs_leader(game, leader_of(game, 0).iid)
    game.apply(Decide(1, "done"))  # no counter
    game.apply(Decide(1, "activate"))
    assert choice(game, "choose_card", 1) == {ids["urouge"], ids["bonney"], None}
    game.apply(Decide(1, ids["urouge"]))
    bob_state = game.state.players[1]
    assert game.state.card(ids["urouge"]).area == "characters"
    assert bob_state.don_active == 0 and bob_state.don_rested == 0
    assert [c.number for c in bob_state.trash] == ["ST02-017"]
