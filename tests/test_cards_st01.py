"""ST01 (Straw Hat Crew): each card's effect does what the printed card says, and nothing more.

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

from opcg_oracle.engine.actions import ActivateEffect, Attack, Decide, EndTurn, GiveDon, PlayCard


# ---------------------------------------------------------------- ST01-001 Monkey.D.Luffy (leader)
def luffy_leader(**areas) -> dict:
    return player("Alice", leader={"card": "ST01-001", "id": "luffy"}, **areas)


def test_st01_001_gives_one_rested_don_to_own_leader_or_character():
    """ST01-001: [Activate: Main] give up to 1 rested DON!! to this Leader or one of your Characters (6-5-5-1)."""
    alice = luffy_leader(characters=[{"card": "ST01-003", "id": "karoo"}], don={"active": 1, "rested": 2})
    game, ids = make_game(alice, player("Bob", characters=[{"card": "ST01-003", "id": "bobs"}]))
    assert game.apply(ActivateEffect(0, ids["luffy"], 0))
    assert choice(game, "choose_card") == {ids["luffy"], ids["karoo"], None}  # never the opponent's
    game.apply(Decide(0, ids["karoo"]))
    karoo = game.state.card(ids["karoo"])
    assert karoo.don == 1 and game.power(karoo) == 4000
    me = game.state.players[0]
    assert me.don_rested == 1 and me.don_active == 1  # a rested DON!! moved; the active one stayed


def test_st01_001_gives_no_active_don():
    """ST01-001: only a rested DON!! is given; with none rested, nothing is given."""
    game, ids = make_game(luffy_leader(don={"active": 2}))
    game.apply(ActivateEffect(0, ids["luffy"], 0))
    game.apply(Decide(0, ids["luffy"]))
    assert game.state.card(ids["luffy"]).don == 0 and game.state.players[0].don_active == 2


def test_st01_001_is_once_per_turn_and_usable_again_next_turn():
    """ST01-001: [Once Per Turn] (10-2-13-1, 10-2-13-3); the limit ends with the turn."""
    game, ids = make_game(luffy_leader(don={"rested": 3}))
    game.apply(ActivateEffect(0, ids["luffy"], 0))
    game.apply(Decide(0, ids["luffy"]))
    refused_without_change(game, ActivateEffect(0, ids["luffy"], 0), "10-2-13-1")
    game.apply(EndTurn(0))
    game.apply(EndTurn(1))
    assert game.state.turn_player == 0
    assert game.apply(ActivateEffect(0, ids["luffy"], 0))


# ---------------------------------------------------------------- ST01-002 Usopp
def usopp_board(don: int):
    alice = player("Alice", characters=[{"card": "ST01-002", "id": "usopp", "don": don}])
    bob = player(
        "Bob",
        characters=[
            {"card": "ST02-013", "id": "kid"},  # [Blocker] 7000
            {"card": "ST01-006", "id": "chopper"},  # [Blocker] 1000
            {"card": "ST01-006", "id": "chopper5k", "power": [{"amount": 4000}]},  # [Blocker] exactly 5000
        ],
    )
    return make_game(alice, bob)


def test_st01_002_with_two_don_blockers_of_5000_or_more_cannot_block():
    """ST01-002: [DON!! x2] [When Attacking] no [Blocker] with 5000 power or more this battle."""
    game, ids = usopp_board(don=2)
    attack_bobs_leader(game, ids["usopp"])
    assert choice(game, "blocker", 1) == {ids["chopper"], None}


def test_st01_002_with_one_don_every_blocker_may_block():
    """ST01-002: [DON!! x1] is not [DON!! x2] (10-2-9-1): no restriction."""
    game, ids = usopp_board(don=1)
    attack_bobs_leader(game, ids["usopp"])
    assert choice(game, "blocker", 1) == {ids["kid"], ids["chopper"], ids["chopper5k"], None}


def test_st01_002_restriction_lasts_this_battle_only():
    """ST01-002: "during this battle": the next attack may be blocked by the 7000 [Blocker] again."""
    game, ids = usopp_board(don=2)
    attack_bobs_leader(game, ids["usopp"])
    game.apply(Decide(1, None))
    assert game.state.battle is None
    attack_bobs_leader(game, leader_of(game, 0).iid)
    assert ids["kid"] in choice(game, "blocker", 1)


def test_st01_002_trigger_plays_usopp():
    """ST01-002: [Trigger] play this card (10-1-5-1)."""
    game, _ = make_game(bob=player("Bob", life=cards("ST01-002", "ST01-008")))
    attack_bobs_leader(game, leader_of(game, 0).iid)
    game.apply(Decide(1, "activate"))
    bob = game.state.players[1]
    assert [c.number for c in bob.characters] == ["ST01-002"] and not bob.hand


# ---------------------------------------------------------------- ST01-004 Sanji
def test_st01_004_has_rush_only_with_two_don():
    """ST01-004: [DON!! x2] Rush: played this turn, it attacks only once 2 DON!! are given (3-7-4, 10-1-1-1)."""
    game, _ = make_game(player("Alice", hand=cards("ST01-004"), don={"active": 4}))
    me = game.state.players[0]
    sanji = me.hand[0]
    game.apply(PlayCard(0, sanji.iid))
    game.apply(GiveDon(0, sanji.iid))
    refused_without_change(game, Attack(0, sanji.iid, leader_of(game, 1).iid), "3-7-4")
    game.apply(GiveDon(0, sanji.iid))
    assert attack_bobs_leader(game, sanji.iid)


# ---------------------------------------------------------------- ST01-005 Jinbe
def jinbe_board(don: int):
    jinbe = {"card": "ST01-005", "id": "jinbe", "don": don}
    alice = player("Alice", characters=[jinbe, {"card": "ST01-003", "id": "karoo"}])
    bob = player("Bob", characters=[{"card": "ST01-003", "id": "bobs"}])
    return make_game(alice, bob)


def test_st01_005_gives_another_own_card_1000_for_the_turn():
    """ST01-005: [DON!! x1] [When Attacking] up to 1 of your other Leader/Characters +1000 this turn."""
    game, ids = jinbe_board(don=1)
    attack_bobs_leader(game, ids["jinbe"])
    assert choice(game, "choose_card") == {leader_of(game, 0).iid, ids["karoo"], None}  # not Jinbe, not Bob's
    game.apply(Decide(0, ids["karoo"]))
    karoo = game.state.card(ids["karoo"])
    assert game.state.battle is None and game.power(karoo) == 4000  # lasts beyond the battle
    game.apply(EndTurn(0))
    assert game.power(karoo) == 3000  # 6-6-1-2: "this turn" has ended


def test_st01_005_without_don_nothing_happens():
    """ST01-005: without a DON!! the [When Attacking] effect does not activate."""
    game, ids = jinbe_board(don=0)
    attack_bobs_leader(game, ids["jinbe"])
    assert game.state.decision is None and not events(game, "effect_activated")
    assert game.power(game.state.card(ids["karoo"])) == 3000


# ---------------------------------------------------------------- ST01-006 Tony Tony.Chopper
def test_st01_006_blocks_an_attack_on_the_leader():
    """ST01-006: [Blocker] (10-1-4-1): the attack is redirected to Chopper."""
    game, ids = make_game(bob=player("Bob", characters=[{"card": "ST01-006", "id": "chopper"}]))
    attack_bobs_leader(game, leader_of(game, 0).iid)
    assert choice(game, "blocker", 1) == {ids["chopper"], None}
    game.apply(Decide(1, ids["chopper"]))
    assert len(game.state.players[1].life) == 3 and game.state.card(ids["chopper"]).area == "trash"


def test_st01_006_rested_chopper_cannot_block():
    """ST01-006: [Blocker] needs the card active (10-1-4-1)."""
    game, _ = make_game(bob=player("Bob", characters=[{"card": "ST01-006", "rested": True}]))
    attack_bobs_leader(game, leader_of(game, 0).iid)
    assert game.state.decision is None and len(game.state.players[1].life) == 2


# ---------------------------------------------------------------- ST01-007 Nami
def test_st01_007_gives_one_rested_don_to_leader_or_character():
    """ST01-007: [Activate: Main] up to 1 rested DON!! to your Leader or one of your Characters."""
    alice = player("Alice", characters=[{"card": "ST01-007", "id": "nami"}, {"card": "ST01-003", "id": "karoo"}],
                   don={"rested": 2})  # fmt: skip
    game, ids = make_game(alice, player("Bob", characters=[{"card": "ST01-003", "id": "bobs"}]))
    game.apply(ActivateEffect(0, ids["nami"], 0))
    assert choice(game, "choose_card") == {leader_of(game, 0).iid, ids["nami"], ids["karoo"], None}
    game.apply(Decide(0, leader_of(game, 0).iid))
    assert leader_of(game, 0).don == 1 and game.state.players[0].don_rested == 1


def test_st01_007_choosing_no_card_gives_nothing():
    """ST01-007: "up to 1": choosing none gives no DON!! (4-8-1)."""
    game, ids = make_game(player("Alice", characters=[{"card": "ST01-007", "id": "nami"}], don={"rested": 2}))
    game.apply(ActivateEffect(0, ids["nami"], 0))
    game.apply(Decide(0, None))
    assert game.state.players[0].don_rested == 2 and game.state.players[0].don_given() == 0


def test_st01_007_is_once_per_turn_per_card():
    """ST01-007: [Once Per Turn] stops a second use of the same Nami, not a second Nami (10-2-13-2)."""
    alice = player("Alice", characters=[{"card": "ST01-007", "id": "nami"}, {"card": "ST01-007", "id": "nami2"}],
                   don={"rested": 3})  # fmt: skip
    game, ids = make_game(alice)
    game.apply(ActivateEffect(0, ids["nami"], 0))
    game.apply(Decide(0, ids["nami"]))
    refused_without_change(game, ActivateEffect(0, ids["nami"], 0), "10-2-13-1")
    assert game.apply(ActivateEffect(0, ids["nami2"], 0))


# ---------------------------------------------------------------- ST01-011 Brook
def test_st01_011_on_play_gives_up_to_two_rested_don():
    """ST01-011: [On Play] give up to 2 rested DON!! to your Leader or one of your Characters."""
    alice = player("Alice", hand=[{"card": "ST01-011", "id": "brook"}],
                   characters=[{"card": "ST01-003", "id": "karoo"}], don={"active": 3, "rested": 2})  # fmt: skip
    game, ids = make_game(alice, player("Bob", characters=[{"card": "ST01-003", "id": "bobs"}]))
    game.apply(PlayCard(0, ids["brook"]))
    assert choice(game, "choose_card") == {leader_of(game, 0).iid, ids["brook"], ids["karoo"], None}
    game.apply(Decide(0, ids["karoo"]))
    assert choice(game, "choose_number") == {0, 1, 2}  # 4 rested DON!!, but at most 2
    game.apply(Decide(0, 2))
    me = game.state.players[0]
    assert game.state.card(ids["karoo"]).don == 2
    assert me.don_rested == 2 and me.don_active == 1  # rested ones were given, the active one stayed


def test_st01_011_up_to_means_none_may_be_given():
    """ST01-011: "up to": choosing no card gives no DON!! (4-8-1)."""
    game, ids = make_game(player("Alice", hand=[{"card": "ST01-011", "id": "brook"}], don={"active": 2}))
    game.apply(PlayCard(0, ids["brook"]))
    game.apply(Decide(0, None))
    assert game.state.decision is None
    assert game.state.players[0].don_rested == 2 and game.state.players[0].don_given() == 0


# ---------------------------------------------------------------- ST01-012 Monkey.D.Luffy
def luffy_board(don: int, played_this_turn: bool = False):
    luffy = {"card": "ST01-012", "id": "luffy", "don": don, "played_this_turn": played_this_turn}
    bob = player("Bob", characters=[{"card": "ST01-006", "id": "chopper"}])
    return make_game(player("Alice", characters=[luffy]), bob)


def test_st01_012_has_rush():
    """ST01-012: [Rush] attacks the turn it was played (10-1-1-1)."""
    game, ids = luffy_board(don=0, played_this_turn=True)
    assert attack_bobs_leader(game, ids["luffy"])


def test_st01_012_with_two_don_no_blocker_this_battle():
    """ST01-012: [DON!! x2] [When Attacking] the opponent cannot activate [Blocker] this battle."""
    game, ids = luffy_board(don=2)
    attack_bobs_leader(game, ids["luffy"])
    assert game.state.decision is None
    assert len(game.state.players[1].life) == 2 and game.state.card(ids["chopper"]).area == "characters"


def test_st01_012_with_one_don_blocker_may_block():
    """ST01-012: [DON!! x2] is not met with 1 DON!!."""
    game, ids = luffy_board(don=1)
    attack_bobs_leader(game, ids["luffy"])
    assert ids["chopper"] in choice(game, "blocker", 1)


def test_st01_012_restriction_ends_with_the_battle():
    """ST01-012: "during this battle" only: the next attacker may be blocked (7-1-5)."""
    game, ids = luffy_board(don=2)
    attack_bobs_leader(game, ids["luffy"])
    attack_bobs_leader(game, leader_of(game, 0).iid)
    assert ids["chopper"] in choice(game, "blocker", 1)


# ---------------------------------------------------------------- ST01-013 Roronoa Zoro
def test_st01_013_gains_1000_with_one_don():
    """ST01-013: [DON!! x1] +1000 power: 5000 + 1000 (the DON!!, 6-5-5-2) + 1000."""
    alice = player("Alice", characters=[{"card": "ST01-013", "id": "zoro"}, {"card": "ST01-013", "id": "bare"}],
                   don={"active": 1})  # fmt: skip
    game, ids = make_game(alice)
    zoro = game.state.card(ids["zoro"])
    assert game.power(zoro) == 5000
    game.apply(GiveDon(0, zoro.iid))
    assert game.power(zoro) == 7000
    assert game.power(game.state.card(ids["bare"])) == 5000


def test_st01_013_bonus_also_applies_in_the_opponents_turn():
    """ST01-013: no [Your Turn]: in Bob's turn the DON!! adds no power (6-5-5-2), the effect still does (10-2-9-1)."""
    alice = player("Alice", characters=[{"card": "ST01-013", "id": "zoro", "don": 1}])
    game, ids = make_game(alice, turn_player=1)
    assert game.power(game.state.card(ids["zoro"])) == 6000


# ---------------------------------------------------------------- ST01-014 Guard Point
def test_st01_014_counter_gives_3000_for_this_battle():
    """ST01-014: [Counter] (cost 1) up to 1 of your Leader/Characters +3000 this battle (7-1-3-2-2)."""
    alice = player("Alice", leader={"card": "OP01-001", "don": 2}, characters=[{"card": "ST01-003", "id": "karoo"}])
    bob = player("Bob", hand=[{"card": "ST01-014", "id": "gp"}], characters=[{"card": "ST01-003", "id": "bobs"}],
                 don={"active": 1})  # fmt: skip
    game, ids = make_game(alice, bob)
    attack_bobs_leader(game, leader_of(game, 0).iid)  # 7000 against 5000
    assert ("event", ids["gp"]) in choice(game, "counter", 1)
    game.apply(Decide(1, ("event", ids["gp"])))
    assert choice(game, "choose_card", 1) == {leader_of(game, 1).iid, ids["bobs"], None}
    game.apply(Decide(1, leader_of(game, 1).iid))
    bob_state = game.state.players[1]
    assert len(bob_state.life) == 3  # 8000 held off 7000
    assert game.state.card(ids["gp"]).area == "trash" and bob_state.don_active == 0 and bob_state.don_rested == 1
    assert game.state.battle is None and game.power(bob_state.leader) == 5000  # 7-1-5-4


def test_st01_014_counter_needs_its_cost():
    """ST01-014: cost 1: with no active DON!! the [Counter] cannot be used (7-1-3-2-2, 8-3-1-3)."""
    game, _ = make_game(bob=player("Bob", hand=cards("ST01-014")))
    attack_bobs_leader(game, leader_of(game, 0).iid)
    assert game.state.decision is None and len(game.state.players[1].life) == 2


def test_st01_014_trigger_gives_1000_for_this_turn():
    """ST01-014: [Trigger] up to 1 of your Leader/Characters +1000 this turn: it outlasts the battle."""
    game, _ = make_game(bob=player("Bob", life=cards("ST01-014", "ST01-008")))
    attack_bobs_leader(game, leader_of(game, 0).iid)
    game.apply(Decide(1, "activate"))
    bob_leader = leader_of(game, 1)
    game.apply(Decide(1, bob_leader.iid))
    assert game.state.battle is None and game.power(bob_leader) == 6000
    assert [c.number for c in game.state.players[1].trash] == ["ST01-014"]
    game.apply(EndTurn(0))
    assert game.power(bob_leader) == 5000  # 6-6-1-3


# ---------------------------------------------------------------- ST01-015 Gum-Gum Jet Pistol
def test_st01_015_kos_an_opposing_character_of_6000_or_less():
    """ST01-015: [Main] K.O. up to 1 opposing Character with 6000 power or less (current power)."""
    alice = player("Alice", hand=[{"card": "ST01-015", "id": "pistol"}], characters=[{"card": "ST01-003", "id": "own"}],
                   don={"active": 4})  # fmt: skip
    bob = player("Bob", characters=[
        {"card": "ST01-010", "id": "franky"},  # 6000
        {"card": "ST02-013", "id": "kid"},  # 7000
        {"card": "ST01-009", "id": "vivi", "power": [{"amount": 3000}]},  # 4000 + 3000
    ])  # fmt: skip
    game, ids = make_game(alice, bob)
    assert game.apply(PlayCard(0, ids["pistol"]))
    assert choice(game, "choose_card") == {ids["franky"], None}
    game.apply(Decide(0, ids["franky"]))
    assert game.state.card(ids["franky"]).area == "trash"
    assert game.state.card(ids["pistol"]).area == "trash" and game.state.players[0].don_active == 0


def test_st01_015_trigger_resolves_the_main_effect():
    """ST01-015: [Trigger] activate this card's [Main]: Bob K.O.s one of Alice's Characters of 6000 or less."""
    alice = player("Alice", characters=[{"card": "ST01-010", "id": "franky"}, {"card": "ST02-013", "id": "kid"}])
    game, ids = make_game(alice, player("Bob", life=cards("ST01-015", "ST01-008")))
    attack_bobs_leader(game, leader_of(game, 0).iid)
    game.apply(Decide(1, "activate"))
    assert choice(game, "choose_card", 1) == {ids["franky"], None}
    game.apply(Decide(1, ids["franky"]))
    assert game.state.card(ids["franky"]).area == "trash"
    assert [c.number for c in game.state.players[1].trash] == ["ST01-015"]


# ---------------------------------------------------------------- ST01-016 Diable Jambe
def jambe_board(**alice_areas):
    alice = player("Alice", hand=[{"card": "ST01-016", "id": "jambe"}], don={"active": 1},
                   characters=[{"card": "ST01-003", "id": "karoo"}, {"card": "ST01-013", "id": "zoro"}],
                   **alice_areas)  # fmt: skip
    return make_game(alice, player("Bob", characters=[{"card": "ST01-006", "id": "chopper"}]))


def test_st01_016_chosen_straw_hat_cannot_be_blocked():
    """ST01-016: [Main] a chosen Straw Hat Crew Leader/Character cannot be blocked when it attacks this turn."""
    game, ids = jambe_board()
    me = leader_of(game, 0)
    game.apply(PlayCard(0, ids["jambe"]))
    assert choice(game, "choose_card") == {me.iid, ids["zoro"], None}  # Karoo is not Straw Hat Crew
    game.apply(Decide(0, me.iid))
    attack_bobs_leader(game, me.iid)
    assert game.state.decision is None and len(game.state.players[1].life) == 2


def test_st01_016_other_attackers_can_still_be_blocked():
    """ST01-016: only the chosen card's attacks are unblockable."""
    game, ids = jambe_board()
    game.apply(PlayCard(0, ids["jambe"]))
    game.apply(Decide(0, leader_of(game, 0).iid))
    attack_bobs_leader(game, ids["zoro"])
    assert ids["chopper"] in choice(game, "blocker", 1)


def test_st01_016_lasts_this_turn_only():
    """ST01-016: "during this turn": in Alice's next turn the same leader can be blocked (6-6-1-2)."""
    game, ids = jambe_board()
    me = leader_of(game, 0)
    game.apply(PlayCard(0, ids["jambe"]))
    game.apply(Decide(0, me.iid))
    game.apply(EndTurn(0))
    game.apply(EndTurn(1))
    attack_bobs_leader(game, me.iid)
    assert ids["chopper"] in choice(game, "blocker", 1)


def test_st01_016_trigger_kos_a_blocker_of_cost_3_or_less():
    """ST01-016: [Trigger] K.O. up to 1 opposing [Blocker] Character with cost 3 or less."""
    alice = player("Alice", characters=[
        {"card": "ST01-006", "id": "chopper"},  # [Blocker], cost 1
        {"card": "ST02-013", "id": "kid"},  # [Blocker], cost 7
        {"card": "ST01-003", "id": "karoo"},  # cost 1, no [Blocker]
    ])  # fmt: skip
    game, ids = make_game(alice, player("Bob", life=cards("ST01-016", "ST01-008")))
    attack_bobs_leader(game, leader_of(game, 0).iid)
    game.apply(Decide(1, "activate"))
    assert choice(game, "choose_card", 1) == {ids["chopper"], None}
    game.apply(Decide(1, ids["chopper"]))
    assert game.state.card(ids["chopper"]).area == "trash"


# ---------------------------------------------------------------- ST01-017 Thousand Sunny
def sunny_board():
    alice = player("Alice", stage=[{"card": "ST01-017", "id": "sunny"}],
                   characters=[{"card": "ST01-003", "id": "karoo"}, {"card": "ST01-013", "id": "zoro"}])  # fmt: skip
    return make_game(alice, player("Bob", characters=[{"card": "ST01-013", "id": "bobs_zoro"}]))


def test_st01_017_rests_itself_to_give_a_straw_hat_1000_this_turn():
    """ST01-017: [Activate: Main] rest this Stage: up to 1 Straw Hat Crew Leader/Character +1000 this turn."""
    game, ids = sunny_board()
    assert game.apply(ActivateEffect(0, ids["sunny"], 0))
    assert game.state.card(ids["sunny"]).rested  # the cost (8-3-1)
    assert choice(game, "choose_card") == {leader_of(game, 0).iid, ids["zoro"], None}  # not Karoo, not Bob's
    game.apply(Decide(0, ids["zoro"]))
    zoro = game.state.card(ids["zoro"])
    assert game.power(zoro) == 6000
    game.apply(EndTurn(0))
    assert game.power(zoro) == 5000


def test_st01_017_cannot_activate_while_rested():
    """ST01-017: the cost "rest this Stage" cannot be paid by a rested Stage (8-3-1-3)."""
    game, ids = sunny_board()
    game.apply(ActivateEffect(0, ids["sunny"], 0))
    game.apply(Decide(0, None))
    refused_without_change(game, ActivateEffect(0, ids["sunny"], 0), "8-3-1-3")
