"""OP01 (Romance Dawn): each card's effect does what the printed card says, and nothing more.

Expectations come from each card's summary and the comprehensive rules, not from engine output.
The default leader is OP01-001 Zoro (Supernovas / Straw Hat Crew); it adds nothing while it has no DON!!.
Each card has a test of its effect and one of a case where the effect must not apply.
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

KAROO = "ST01-003"  # vanilla, cost 1, 3000
VIVI = "ST01-009"  # vanilla, cost 2, 4000
ROBIN = "ST01-008"  # vanilla, cost 3, 5000
FRANKY = "ST01-010"  # vanilla, cost 4, 6000
KID = "ST02-013"  # [Blocker], cost 7, 7000


def power_of(game, iid: int) -> int:
    return game.power(game.state.card(iid))


def area_of(game, iid: int) -> str:
    return game.state.card(iid).area


def finish_bottom_order(game, who: int = 0) -> None:
    """Answer every "which card goes to the bottom next" question."""
    while game.state.decision is not None and game.state.decision.kind == "bottom_order":
        game.apply(Decide(who, game.state.decision.options[0]))


def ko_in_battle(alice_chars: list[dict], bob_chars: list[dict], victim: str, **alice_areas):
    """Alice's 9000-power attacker K.O.s Bob's rested Character `victim` in battle; returns (game, ids)."""
    attacker = {"card": KID, "id": "attacker", "don": 2}
    alice = player("Alice", characters=[attacker, *alice_chars], **alice_areas)
    game, ids = make_game(alice, player("Bob", characters=bob_chars))
    assert game.apply(Attack(0, ids["attacker"], ids[victim]))
    return game, ids


def counter_board(event: str, bob_don: int, alice_leader_don: int = 1, **bob_areas):
    """Alice's leader (5000 + DON!!) attacks Bob's leader; Bob holds `event` (id "event") and may use it."""
    alice = player("Alice", leader={"card": "OP01-001", "don": alice_leader_don}, **bob_areas.pop("alice", {}))
    hand = [{"card": event, "id": "event"}, *bob_areas.pop("hand", [])]
    bob = player("Bob", hand=hand, don={"active": bob_don}, **bob_areas)
    game, ids = make_game(alice, bob)
    attack_bobs_leader(game, leader_of(game, 0).iid)
    return game, ids


def trigger_board(event: str, alice_chars: list[dict] = (), **bob_areas):
    """Alice's leader takes Bob's top Life card, `event`, and Bob activates its [Trigger]."""
    alice = player("Alice", characters=list(alice_chars))
    bob = player("Bob", life=cards(event, ROBIN), **bob_areas)
    game, ids = make_game(alice, bob)
    attack_bobs_leader(game, leader_of(game, 0).iid)
    if game.state.decision is not None and game.state.decision.kind == "counter":
        game.apply(Decide(1, "done"))
    assert game.apply(Decide(1, "activate"))
    return game, ids


# ---------------------------------------------------------------- OP01-006 Otama
def otama_board():
    alice = player("Alice", hand=[{"card": "OP01-006", "id": "otama"}], don={"active": 1},
                   characters=[{"card": KAROO, "id": "own"}])  # fmt: skip
    return make_game(alice, player("Bob", characters=[{"card": VIVI, "id": "vivi"}]))


def test_op01_006_on_play_gives_an_opposing_character_minus_2000_this_turn():
    """OP01-006: [On Play] up to 1 opposing Character −2000 during this turn (10-2-6, 6-6-1-3)."""
    game, ids = otama_board()
    game.apply(PlayCard(0, ids["otama"]))
    assert choice(game, "choose_card") == {ids["vivi"], None}  # not Alice's own, not Bob's leader
    game.apply(Decide(0, ids["vivi"]))
    assert power_of(game, ids["vivi"]) == 2000
    game.apply(EndTurn(0))
    assert power_of(game, ids["vivi"]) == 4000


def test_op01_006_choosing_none_changes_nothing():
    """OP01-006: "up to 1": the player may choose none (4-8-1)."""
    game, ids = otama_board()
    game.apply(PlayCard(0, ids["otama"]))
    game.apply(Decide(0, None))
    assert power_of(game, ids["vivi"]) == 4000 and game.state.decision is None


# ---------------------------------------------------------------- OP01-007 Caribou
def test_op01_007_on_ko_kos_an_opposing_character_of_4000_or_less():
    """OP01-007: [On K.O.] Bob K.O.s up to 1 of Alice's Characters with 4000 power or less (10-2-17)."""
    mine = [{"card": KAROO, "id": "karoo"}, {"card": VIVI, "id": "vivi"}, {"card": ROBIN, "id": "robin"}]
    game, ids = ko_in_battle(mine, [{"card": "OP01-007", "id": "caribou", "rested": True}], "caribou")
    assert area_of(game, ids["caribou"]) == "trash"
    assert choice(game, "choose_card", 1) == {ids["karoo"], ids["vivi"], None}  # 5000 and 9000 are too strong
    game.apply(Decide(1, ids["vivi"]))
    assert area_of(game, ids["vivi"]) == "trash"


def test_op01_007_leaving_the_field_otherwise_is_no_ko():
    """OP01-007: the effect needs a K.O.; Caribou that stays on the field (battle lost by the attacker) does nothing."""
    alice = player("Alice", characters=[{"card": KAROO, "id": "karoo"}])
    game, ids = make_game(alice, player("Bob", characters=[{"card": "OP01-007", "id": "caribou", "rested": True}]))
    game.apply(Attack(0, ids["karoo"], ids["caribou"]))  # 3000 against 4000
    assert area_of(game, ids["caribou"]) == "characters" and game.state.decision is None


# ---------------------------------------------------------------- OP01-017 Nico Robin
def robin_board(don: int):
    alice = player("Alice", characters=[{"card": "OP01-017", "id": "robin", "don": don}])
    bob = player("Bob", characters=[{"card": KAROO, "id": "karoo"}, {"card": VIVI, "id": "vivi"}])
    return make_game(alice, bob)


def test_op01_017_with_don_kos_an_opposing_character_of_3000_or_less_when_attacking():
    """OP01-017: [DON!! x1] [When Attacking] K.O. up to 1 opposing Character with 3000 power or less (10-2-5)."""
    game, ids = robin_board(don=1)
    attack_bobs_leader(game, ids["robin"])
    assert choice(game, "choose_card") == {ids["karoo"], None}  # Vivi has 4000
    game.apply(Decide(0, ids["karoo"]))
    assert area_of(game, ids["karoo"]) == "trash"


def test_op01_017_without_don_does_nothing():
    """OP01-017: [DON!! x1] not met (10-2-9-1): no choice, Karoo stays."""
    game, ids = robin_board(don=0)
    attack_bobs_leader(game, ids["robin"])
    assert game.state.decision is None and area_of(game, ids["karoo"]) == "characters"


# ---------------------------------------------------------------- OP01-020 Hyogoro
def test_op01_020_rests_itself_to_give_2000_this_turn():
    """OP01-020: [Activate: Main] rest this Character: up to 1 of your Leader/Characters +2000 this turn."""
    alice = player("Alice", characters=[{"card": "OP01-020", "id": "hyogoro"}, {"card": KAROO, "id": "karoo"}])
    game, ids = make_game(alice, player("Bob", characters=[{"card": VIVI, "id": "bobs"}]))
    assert game.apply(ActivateEffect(0, ids["hyogoro"], 0))
    assert game.state.card(ids["hyogoro"]).rested  # the cost (8-3-1)
    assert choice(game, "choose_card") == {leader_of(game, 0).iid, ids["hyogoro"], ids["karoo"], None}
    game.apply(Decide(0, ids["karoo"]))
    assert power_of(game, ids["karoo"]) == 5000
    game.apply(EndTurn(0))
    assert power_of(game, ids["karoo"]) == 3000


def test_op01_020_cannot_activate_while_rested():
    """OP01-020: a rested Hyogoro cannot pay "rest this Character" (8-3-1-3)."""
    game, ids = make_game(player("Alice", characters=[{"card": "OP01-020", "id": "hyogoro", "rested": True}]))
    refused_without_change(game, ActivateEffect(0, ids["hyogoro"], 0), "8-3-1-3")


# ---------------------------------------------------------------- OP01-022 Brook
def brook_board(don: int):
    alice = player("Alice", characters=[{"card": "OP01-022", "id": "brook", "don": don}])
    bob = player("Bob", characters=[{"card": KAROO, "id": "karoo"}, {"card": VIVI, "id": "vivi"},
                                    {"card": ROBIN, "id": "robin"}])  # fmt: skip
    return make_game(alice, bob)


def test_op01_022_with_don_gives_two_opposing_characters_minus_2000():
    """OP01-022: [DON!! x1] [When Attacking] up to 2 opposing Characters −2000 this turn."""
    game, ids = brook_board(don=1)
    attack_bobs_leader(game, ids["brook"])
    assert choice(game, "choose_card") == {ids["karoo"], ids["vivi"], ids["robin"], None}
    game.apply(Decide(0, ids["karoo"]))
    assert choice(game, "choose_card") == {ids["vivi"], ids["robin"], None}  # a card is chosen once
    game.apply(Decide(0, ids["robin"]))
    assert power_of(game, ids["karoo"]) == 1000 and power_of(game, ids["robin"]) == 3000
    assert power_of(game, ids["vivi"]) == 4000


def test_op01_022_without_don_does_nothing():
    """OP01-022: [DON!! x1] not met: no power changes."""
    game, ids = brook_board(don=0)
    attack_bobs_leader(game, ids["brook"])
    assert game.state.decision is None and power_of(game, ids["karoo"]) == 3000


# ---------------------------------------------------------------- OP01-026 Gum-Gum Fire-Fist Pistol Red Hawk
def test_op01_026_counter_gives_4000_then_kos_an_attacker_side_character_of_4000_or_less():
    """OP01-026: [Counter] your Leader/Character +4000 this battle, then K.O. up to 1 opposing Character ≤ 4000."""
    alice = {"characters": [{"card": KAROO, "id": "karoo"}, {"card": VIVI, "id": "vivi"}]}
    game, ids = counter_board("OP01-026", bob_don=2, alice=alice)  # Alice's Zoro: her Characters +1000
    game.apply(Decide(1, ("event", ids["event"])))
    game.apply(Decide(1, leader_of(game, 1).iid))
    assert choice(game, "choose_card", 1) == {ids["karoo"], None}  # Karoo 4000; Vivi has 5000
    game.apply(Decide(1, ids["karoo"]))
    assert area_of(game, ids["karoo"]) == "trash"
    assert len(game.state.players[1].life) == 3 and game.power(leader_of(game, 1)) == 5000  # 9000 held; battle over


def test_op01_026_counter_needs_two_active_don():
    """OP01-026: cost 2 with 1 active DON!!: the [Counter] is not offered (7-1-3-2-2)."""
    game, _ = counter_board("OP01-026", bob_don=1)
    assert game.state.decision is None and len(game.state.players[1].life) == 2


def test_op01_026_trigger_gives_an_opposing_leader_minus_10000_this_turn():
    """OP01-026: [Trigger] up to 1 opposing Leader/Character −10000 this turn (power floors at 0 for battle)."""
    game, ids = trigger_board("OP01-026", [{"card": KAROO, "id": "karoo"}])
    assert choice(game, "choose_card", 1) == {leader_of(game, 0).iid, ids["karoo"], None}  # never Bob's own
    game.apply(Decide(1, ids["karoo"]))
    assert power_of(game, ids["karoo"]) <= 0
    game.apply(EndTurn(0))
    assert power_of(game, ids["karoo"]) == 3000


# ---------------------------------------------------------------- OP01-027 Round Table
def test_op01_027_gives_an_opposing_character_minus_10000():
    """OP01-027: [Main] up to 1 opposing Character −10000 this turn (a Character, not the Leader)."""
    alice = player("Alice", hand=[{"card": "OP01-027", "id": "table"}], don={"active": 4})
    game, ids = make_game(alice, player("Bob", characters=[{"card": KID, "id": "kid"}]))
    assert game.apply(PlayCard(0, ids["table"]))
    assert choice(game, "choose_card") == {ids["kid"], None}
    game.apply(Decide(0, ids["kid"]))
    assert power_of(game, ids["kid"]) <= 0 and area_of(game, ids["table"]) == "trash"


def test_op01_027_needs_four_don():
    """OP01-027: cost 4 with 3 active DON!!: it cannot be played (6-5-3-1)."""
    alice = player("Alice", hand=[{"card": "OP01-027", "id": "table"}], don={"active": 3})
    game, ids = make_game(alice)
    assert not game.apply(PlayCard(0, ids["table"]))


# ---------------------------------------------------------------- OP01-028 Green Star Rafflesia
def test_op01_028_counter_weakens_the_attacker():
    """OP01-028: [Counter] up to 1 opposing Leader/Character −2000 this turn: the 6000 attacker drops to 4000."""
    game, ids = counter_board("OP01-028", bob_don=1)
    game.apply(Decide(1, ("event", ids["event"])))
    assert choice(game, "choose_card", 1) == {leader_of(game, 0).iid, None}  # Bob's own leader is not offered
    game.apply(Decide(1, leader_of(game, 0).iid))
    assert len(game.state.players[1].life) == 3  # 4000 does not reach 5000
    assert game.power(leader_of(game, 0)) == 4000  # "during this turn": it outlasts the battle


def test_op01_028_trigger_resolves_the_counter_effect():
    """OP01-028: [Trigger] activate this card's [Counter]: −2000 to an opposing Leader/Character this turn."""
    game, ids = trigger_board("OP01-028", [{"card": VIVI, "id": "vivi"}])
    assert choice(game, "choose_card", 1) == {leader_of(game, 0).iid, ids["vivi"], None}
    game.apply(Decide(1, ids["vivi"]))
    assert power_of(game, ids["vivi"]) == 2000


# ---------------------------------------------------------------- OP01-030 In Two Years!!
def two_years_deck() -> list[dict]:
    return [
        {"card": KAROO, "id": "karoo"},  # Animal / Alabasta
        {"card": ROBIN, "id": "robin"},  # Straw Hat Crew Character
        {"card": "OP01-028", "id": "event"},  # Straw Hat Crew, but an Event
        {"card": "OP01-025", "id": "zoro"},  # Straw Hat Crew Character
        {"card": VIVI},
        {"card": "OP01-016", "id": "sixth"},  # Straw Hat Crew Character, sixth from the top
        *cards(*[VIVI] * 4),
    ]


def test_op01_030_looks_at_5_and_takes_a_straw_hat_character():
    """OP01-030: [Main] look at 5, add up to 1 Straw Hat Crew Character card to hand, the rest to the bottom."""
    alice = player("Alice", hand=[{"card": "OP01-030", "id": "two"}], don={"active": 1}, deck=two_years_deck())
    game, ids = make_game(alice)
    game.apply(PlayCard(0, ids["two"]))
    assert choice(game, "choose_card") == {ids["robin"], ids["zoro"], None}  # not the Event, not the sixth card
    game.apply(Decide(0, ids["zoro"]))
    finish_bottom_order(game)
    me = game.state.players[0]
    assert [c.iid for c in me.hand] == [ids["zoro"]] and me.deck[-1].iid == ids["sixth"]


def test_op01_030_trigger_resolves_the_main_effect():
    """OP01-030: [Trigger] activate this card's [Main] for Bob, from Bob's deck."""
    game, ids = trigger_board("OP01-030", deck=two_years_deck())
    assert choice(game, "choose_card", 1) == {ids["robin"], ids["zoro"], None}
    game.apply(Decide(1, None))  # "up to 1": none taken
    finish_bottom_order(game, 1)
    bob = game.state.players[1]
    assert not bob.hand and len(bob.deck) == 10 and bob.deck[-1].iid == ids["sixth"]  # the 5 went to the bottom


# ---------------------------------------------------------------- OP01-033 Izo, OP01-048 Nekomamushi
def rest_on_play_board(number: str):
    alice = player("Alice", hand=[{"card": number, "id": "rester"}], don={"active": 3},
                   characters=[{"card": KAROO, "id": "own"}])  # fmt: skip
    bob = player("Bob", characters=[
        {"card": ROBIN, "id": "robin"},  # cost 3
        {"card": FRANKY, "id": "franky"},  # cost 4
        {"card": "OP01-094", "id": "kaido"},  # cost 10
    ])  # fmt: skip
    return make_game(alice, bob)


def test_op01_033_on_play_rests_an_opposing_character_of_cost_4_or_less():
    """OP01-033: [On Play] rest up to 1 opposing Character with cost 4 or less."""
    game, ids = rest_on_play_board("OP01-033")
    game.apply(PlayCard(0, ids["rester"]))
    assert choice(game, "choose_card") == {ids["robin"], ids["franky"], None}  # not Kaido, not Alice's own
    game.apply(Decide(0, ids["franky"]))
    assert game.state.card(ids["franky"]).rested and not game.state.card(ids["robin"]).rested


def test_op01_048_on_play_rests_an_opposing_character_of_cost_3_or_less():
    """OP01-048: [On Play] rest up to 1 opposing Character with cost 3 or less: cost 4 is too much."""
    game, ids = rest_on_play_board("OP01-048")
    game.apply(PlayCard(0, ids["rester"]))
    assert choice(game, "choose_card") == {ids["robin"], None}
    game.apply(Decide(0, ids["robin"]))
    assert game.state.card(ids["robin"]).rested


# ---------------------------------------------------------------- OP01-034 Inuarashi
def test_op01_034_with_two_don_sets_a_don_active_when_attacking():
    """OP01-034: [DON!! x2] [When Attacking] set up to 1 of your DON!! active."""
    alice = player("Alice", characters=[{"card": "OP01-034", "id": "inu", "don": 2}], don={"rested": 2})
    game, ids = make_game(alice)
    attack_bobs_leader(game, ids["inu"])
    assert choice(game, "choose_number") == {0, 1}
    game.apply(Decide(0, 1))
    me = game.state.players[0]
    assert me.don_active == 1 and me.don_rested == 1


def test_op01_034_with_one_don_does_nothing():
    """OP01-034: [DON!! x1] is not [DON!! x2] (10-2-9-1)."""
    alice = player("Alice", characters=[{"card": "OP01-034", "id": "inu", "don": 1}], don={"rested": 2})
    game, ids = make_game(alice)
    attack_bobs_leader(game, ids["inu"])
    assert game.state.decision is None and game.state.players[0].don_rested == 2


# ---------------------------------------------------------------- OP01-035 Okiku
def okiku_board():
    alice = player("Alice", characters=[{"card": "OP01-035", "id": "okiku", "don": 1}], don={"active": 3})
    bob = player("Bob", characters=[{"card": FRANKY, "id": "franky"}, {"card": "OP01-040", "id": "kinemon"},
                                    {"card": VIVI, "id": "vivi"}])  # fmt: skip
    return make_game(alice, bob)


def test_op01_035_rests_an_opposing_character_of_cost_5_or_less_when_attacking():
    """OP01-035: [DON!! x1] [When Attacking] rest up to 1 opposing Character with cost 5 or less."""
    game, ids = okiku_board()
    attack_bobs_leader(game, ids["okiku"])
    assert choice(game, "choose_card") == {ids["franky"], ids["vivi"], None}  # Kin'emon costs 6
    game.apply(Decide(0, ids["franky"]))
    assert game.state.card(ids["franky"]).rested


def test_op01_035_is_once_per_turn():
    """OP01-035: [Once Per Turn] (10-2-13): set active and attacking again, Okiku's effect does not activate."""
    game, ids = okiku_board()
    attack_bobs_leader(game, ids["okiku"])
    game.apply(Decide(0, ids["franky"]))
    game.state.card(ids["okiku"]).rested = False  # stands in for any effect that sets her active (none in OP01 can)
    attack_bobs_leader(game, ids["okiku"])
    assert game.state.decision.kind == "counter"  # Bob's turn to answer: Alice was asked nothing
    assert not game.state.card(ids["vivi"]).rested


# ---------------------------------------------------------------- OP01-039 Killer
def killer_board(don: int, others: int):
    bob = player("Bob", characters=[{"card": "OP01-039", "id": "killer", "don": don},
                                    *[{"card": KAROO} for _ in range(others)]])  # fmt: skip
    game, ids = make_game(bob=bob)
    attack_bobs_leader(game, leader_of(game, 0).iid)
    game.apply(Decide(1, ids["killer"]))  # block
    return game, ids


def test_op01_039_with_don_and_three_characters_draws_on_block():
    """OP01-039: [DON!! x1] [On Block] if you have 3 or more Characters, draw 1 (10-2-15)."""
    game, _ = killer_board(don=1, others=2)
    assert len(game.state.players[1].deck) == 9


def test_op01_039_with_two_characters_draws_nothing():
    """OP01-039: 2 Characters are not 3: the "if" fails (4-10-1)."""
    game, _ = killer_board(don=1, others=1)
    assert len(game.state.players[1].deck) == 10


def test_op01_039_without_don_draws_nothing():
    """OP01-039: [DON!! x1] not met."""
    game, _ = killer_board(don=0, others=2)
    assert len(game.state.players[1].deck) == 10


# ---------------------------------------------------------------- OP01-041 Kouzuki Momonosuke
def momonosuke_board(rested: bool = False, don: int = 1):
    deck = [{"card": KAROO}, {"card": "OP01-036", "id": "otsuru"}, {"card": "OP01-055", "id": "samurai"},
            {"card": ROBIN}, {"card": VIVI}, {"card": "OP01-043", "id": "sixth"}, *cards(*[VIVI] * 4)]  # fmt: skip
    alice = player("Alice", characters=[{"card": "OP01-041", "id": "momo", "rested": rested}], deck=deck,
                   don={"active": don})  # fmt: skip
    return make_game(alice)


def test_op01_041_looks_at_5_and_takes_a_land_of_wano_card():
    """OP01-041: [Activate: Main] ① + rest this: look at 5, add up to 1 Land of Wano card (any category)."""
    game, ids = momonosuke_board()
    assert game.apply(ActivateEffect(0, ids["momo"], 0))
    assert choice(game, "choose_card") == {ids["otsuru"], ids["samurai"], None}  # the sixth is not looked at
    game.apply(Decide(0, ids["samurai"]))
    finish_bottom_order(game)
    me = game.state.players[0]
    assert [c.iid for c in me.hand] == [ids["samurai"]] and me.deck[-1].iid == ids["sixth"]
    assert game.state.card(ids["momo"]).rested and me.don_rested == 1


def test_op01_041_needs_an_active_don():
    """OP01-041: with no active DON!! the ① part cannot be paid, so no part is (8-3-1-3)."""
    game, ids = momonosuke_board(don=0)
    refused_without_change(game, ActivateEffect(0, ids["momo"], 0), "8-3-1-3")


# ---------------------------------------------------------------- OP01-054 X.Drake
def drake_board():
    alice = player("Alice", hand=[{"card": "OP01-054", "id": "drake"}], don={"active": 5})
    bob = player("Bob", characters=[
        {"card": FRANKY, "id": "franky", "rested": True},  # cost 4
        {"card": VIVI, "id": "vivi"},  # cost 2, active
        {"card": "OP01-046", "id": "denjiro", "rested": True},  # cost 5
    ])  # fmt: skip
    return make_game(alice, bob)


def test_op01_054_on_play_kos_a_rested_opposing_character_of_cost_4_or_less():
    """OP01-054: [On Play] K.O. up to 1 opposing rested Character with cost 4 or less."""
    game, ids = drake_board()
    game.apply(PlayCard(0, ids["drake"]))
    assert choice(game, "choose_card") == {ids["franky"], None}  # Vivi is active, Denjiro costs 5
    game.apply(Decide(0, ids["franky"]))
    assert area_of(game, ids["franky"]) == "trash"


# ---------------------------------------------------------------- OP01-056 Demon Face
def test_op01_056_kos_two_rested_opposing_characters_of_cost_5_or_less():
    """OP01-056: [Main] K.O. up to 2 opposing rested Characters with cost 5 or less."""
    alice = player("Alice", hand=[{"card": "OP01-056", "id": "face"}], don={"active": 6})
    bob = player("Bob", characters=[
        {"card": FRANKY, "id": "franky", "rested": True},
        {"card": "OP01-046", "id": "denjiro", "rested": True},  # cost 5
        {"card": "OP01-040", "id": "kinemon", "rested": True},  # cost 6
        {"card": VIVI, "id": "vivi"},  # active
    ])  # fmt: skip
    game, ids = make_game(alice, bob)
    game.apply(PlayCard(0, ids["face"]))
    assert choice(game, "choose_card") == {ids["franky"], ids["denjiro"], None}
    game.apply(Decide(0, ids["franky"]))
    game.apply(Decide(0, ids["denjiro"]))
    assert area_of(game, ids["franky"]) == "trash" and area_of(game, ids["denjiro"]) == "trash"
    assert area_of(game, ids["kinemon"]) == "characters" and area_of(game, ids["vivi"]) == "characters"


# ---------------------------------------------------------------- OP01-057 Paradise Waterfall
def test_op01_057_counter_gives_2000_then_sets_a_character_active():
    """OP01-057: [Counter] your Leader/Character +2000 this battle, then set up to 1 of your Characters active."""
    bob_chars = [{"card": ROBIN, "id": "robin", "rested": True}]
    game, ids = counter_board("OP01-057", bob_don=1, characters=bob_chars)
    game.apply(Decide(1, ("event", ids["event"])))
    game.apply(Decide(1, leader_of(game, 1).iid))
    assert choice(game, "choose_card", 1) == {ids["robin"], None}  # a rested Character; not the leader
    game.apply(Decide(1, ids["robin"]))
    assert not game.state.card(ids["robin"]).rested
    assert len(game.state.players[1].life) == 3  # 7000 held off 6000


def test_op01_057_trigger_kos_a_rested_opposing_character_of_cost_4_or_less():
    """OP01-057: [Trigger] K.O. up to 1 opposing rested Character with cost 4 or less (active ones are safe)."""
    mine = [{"card": FRANKY, "id": "franky", "rested": True}, {"card": VIVI, "id": "vivi"}]
    game, ids = trigger_board("OP01-057", mine)
    assert choice(game, "choose_card", 1) == {ids["franky"], None}
    game.apply(Decide(1, ids["franky"]))
    assert area_of(game, ids["franky"]) == "trash"


# ---------------------------------------------------------------- OP01-058 Punk Gibson
def test_op01_058_counter_gives_4000_then_rests_an_opposing_character_of_cost_4_or_less():
    """OP01-058: [Counter] your Leader/Character +4000 this battle, then rest up to 1 opposing Character ≤ cost 4."""
    alice = {"characters": [{"card": FRANKY, "id": "franky"}, {"card": "OP01-046", "id": "denjiro"}]}
    game, ids = counter_board("OP01-058", bob_don=2, alice=alice)
    game.apply(Decide(1, ("event", ids["event"])))
    game.apply(Decide(1, leader_of(game, 1).iid))
    assert choice(game, "choose_card", 1) == {ids["franky"], None}  # Denjiro costs 5
    game.apply(Decide(1, ids["franky"]))
    assert game.state.card(ids["franky"]).rested and len(game.state.players[1].life) == 3


def test_op01_058_trigger_rests_any_opposing_character():
    """OP01-058: [Trigger] rest up to 1 opposing Character, whatever its cost; never one's own."""
    game, ids = trigger_board("OP01-058", [{"card": "OP01-094", "id": "kaido"}], characters=[{"card": VIVI}])
    assert choice(game, "choose_card", 1) == {ids["kaido"], None}
    game.apply(Decide(1, ids["kaido"]))
    assert game.state.card(ids["kaido"]).rested


# ---------------------------------------------------------------- OP01-064 Alvida
def alvida_board(don: int, hand: int = 1):
    alice = player("Alice", characters=[{"card": "OP01-064", "id": "alvida", "don": don}],
                   hand=[{"card": VIVI, "id": f"hand{i}"} for i in range(hand)])  # fmt: skip
    bob = player("Bob", characters=[{"card": ROBIN, "id": "robin"}, {"card": FRANKY, "id": "franky"}])
    game, ids = make_game(alice, bob)
    attack_bobs_leader(game, ids["alvida"])
    return game, ids


def test_op01_064_may_trash_a_card_to_return_an_opposing_character_of_cost_3_or_less():
    """OP01-064: [DON!! x1] [When Attacking] you may trash 1 card from hand: return up to 1 opposing Character
    with cost 3 or less to its owner's hand (8-3-1-4: the optional cost is asked)."""
    game, ids = alvida_board(don=1)
    assert choice(game, "pay_cost") == {"pay", "decline"}
    game.apply(Decide(0, "pay"))
    game.apply(Decide(0, ids["hand0"]))
    assert choice(game, "choose_card") == {ids["robin"], None}  # Franky costs 4
    game.apply(Decide(0, ids["robin"]))
    assert area_of(game, ids["robin"]) == "hand" and area_of(game, ids["hand0"]) == "trash"


def test_op01_064_declining_the_cost_returns_nothing():
    """OP01-064: the cost declined, the effect does not resolve (8-3-1-4)."""
    game, ids = alvida_board(don=1)
    game.apply(Decide(0, "decline"))
    assert area_of(game, ids["robin"]) == "characters" and area_of(game, ids["hand0"]) == "hand"


def test_op01_064_without_a_card_in_hand_or_without_don_asks_nothing():
    """OP01-064: an unpayable cost is not asked (8-3-1-3); without DON!! the effect does not activate (10-2-9-1)."""
    for don, hand in ((1, 0), (0, 1)):
        game, ids = alvida_board(don=don, hand=hand)
        assert game.state.decision is None and area_of(game, ids["robin"]) == "characters"


# ---------------------------------------------------------------- OP01-070 Dracule Mihawk, OP01-071 Jinbe
def bottom_board(number: str):
    alice = player("Alice", hand=[{"card": number, "id": "placer"}], don={"active": 9},
                   characters=[{"card": ROBIN, "id": "own"}])  # fmt: skip
    bob = player("Bob", characters=[{"card": KID, "id": "kid"}, {"card": "OP01-040", "id": "kinemon"},
                                    {"card": "OP01-094", "id": "kaido"}])  # fmt: skip
    return make_game(alice, bob)


def test_op01_070_on_play_puts_a_character_of_cost_7_or_less_at_the_bottom_of_its_owners_deck():
    """OP01-070: [On Play] up to 1 Character (either player's) with cost 7 or less to the bottom of its owner's deck."""
    game, ids = bottom_board("OP01-070")
    game.apply(PlayCard(0, ids["placer"]))
    assert choice(game, "choose_card") == {ids["own"], ids["kid"], ids["kinemon"], None}  # Kaido costs 10
    game.apply(Decide(0, ids["kid"]))
    bob = game.state.players[1]
    assert bob.deck[0].iid == ids["kid"] and len(bob.deck) == 11  # the bottom is the list's start


def test_op01_071_on_play_puts_a_character_of_cost_3_or_less_at_the_bottom():
    """OP01-071: [On Play] up to 1 Character with cost 3 or less: here only Alice's own Robin qualifies."""
    game, ids = bottom_board("OP01-071")
    game.apply(PlayCard(0, ids["placer"]))
    assert choice(game, "choose_card") == {ids["own"], None}
    game.apply(Decide(0, ids["own"]))
    assert game.state.players[0].deck[0].iid == ids["own"]


def test_op01_071_trigger_plays_jinbe_whose_on_play_then_activates():
    """OP01-071: [Trigger] play this card; its [On Play] then activates for Bob (8-6-2)."""
    game, ids = trigger_board("OP01-071", [{"card": VIVI, "id": "vivi"}])
    assert [c.number for c in game.state.players[1].characters] == ["OP01-071"]
    assert choice(game, "choose_card", 1) == {ids["vivi"], None}
    game.apply(Decide(1, ids["vivi"]))
    assert game.state.players[0].deck[0].iid == ids["vivi"]


# ---------------------------------------------------------------- OP01-074 Bartholomew Kuma
def test_op01_074_on_ko_plays_a_pacifista_from_hand():
    """OP01-074: [On K.O.] play up to 1 [Pacifista] with cost 4 or less from hand (no cost paid)."""
    bob_hand = [{"card": "OP01-075", "id": "pacifista"}, {"card": VIVI, "id": "vivi"}]
    alice = player("Alice", characters=[{"card": KID, "id": "attacker", "don": 2}])
    bob = player("Bob", characters=[{"card": "OP01-074", "id": "kuma", "rested": True}], hand=bob_hand)
    game, ids = make_game(alice, bob)
    game.apply(Attack(0, ids["attacker"], ids["kuma"]))
    game.apply(Decide(1, "done"))  # no [Counter]
    assert choice(game, "choose_card", 1) == {ids["pacifista"], None}  # Vivi is no Pacifista
    game.apply(Decide(1, ids["pacifista"]))
    assert area_of(game, ids["pacifista"]) == "characters" and area_of(game, ids["kuma"]) == "trash"


# ---------------------------------------------------------------- OP01-078 Boa Hancock
def hancock_attack(don: int, hand: int):
    alice = player("Alice", characters=[{"card": "OP01-078", "id": "hancock", "don": don}],
                   hand=cards(*[VIVI] * hand))  # fmt: skip
    game, ids = make_game(alice)
    attack_bobs_leader(game, ids["hancock"])
    return len(game.state.players[0].hand)


def test_op01_078_draws_when_attacking_with_5_or_fewer_cards_in_hand():
    """OP01-078: [DON!! x1] [When Attacking] draw 1 if you have 5 or fewer cards in hand."""
    assert hancock_attack(don=1, hand=5) == 6


def test_op01_078_does_not_draw_with_6_cards_or_without_don():
    """OP01-078: 6 cards fail the "if" (4-10-1); no DON!! fails [DON!! x1]."""
    assert hancock_attack(don=1, hand=6) == 6
    assert hancock_attack(don=0, hand=2) == 2


def test_op01_078_draws_on_block_too():
    """OP01-078: the same effect on [On Block] (10-2-15)."""
    bob = player("Bob", characters=[{"card": "OP01-078", "id": "hancock", "don": 1}])
    game, ids = make_game(bob=bob)
    attack_bobs_leader(game, leader_of(game, 0).iid)
    game.apply(Decide(1, ids["hancock"]))
    assert len(game.state.players[1].deck) == 9


# ---------------------------------------------------------------- OP01-084 Mr.2.Bon.Kurei(Bentham)
def bentham_board(don: int):
    deck = [{"card": "OP01-090", "id": "works"}, {"card": "OP01-080", "id": "zala"}, {"card": "OP01-086", "id": "heat"},
            {"card": VIVI}, {"card": VIVI}, {"card": "OP01-087", "id": "sixth"}, *cards(*[VIVI] * 4)]  # fmt: skip
    alice = player("Alice", characters=[{"card": "OP01-084", "id": "bentham", "don": don}], deck=deck)
    game, ids = make_game(alice)
    attack_bobs_leader(game, ids["bentham"])
    return game, ids


def test_op01_084_looks_at_5_and_takes_a_baroque_works_event():
    """OP01-084: [DON!! x1] [When Attacking] look at 5, add up to 1 Baroque Works Event to hand, rest to bottom."""
    game, ids = bentham_board(don=1)
    assert choice(game, "choose_card") == {ids["works"], None}  # Zala is a Character; Overheat no Baroque Works
    game.apply(Decide(0, ids["works"]))
    finish_bottom_order(game)
    me = game.state.players[0]
    assert [c.iid for c in me.hand] == [ids["works"]] and me.deck[-1].iid == ids["sixth"]


def test_op01_084_without_don_looks_at_nothing():
    """OP01-084: [DON!! x1] not met: the deck is untouched."""
    game, ids = bentham_board(don=0)
    assert game.state.decision is None and game.state.players[0].deck[-1].iid == ids["works"]


# ---------------------------------------------------------------- OP01-086 Overheat
def test_op01_086_counter_gives_4000_then_returns_an_active_character_of_cost_3_or_less():
    """OP01-086: [Counter] your Leader/Character +4000 this battle, then return up to 1 active Character with
    cost 3 or less (either player's) to its owner's hand."""
    alice = {"characters": [{"card": ROBIN, "id": "robin"}, {"card": VIVI, "id": "vivi", "rested": True},
                            {"card": FRANKY, "id": "franky"}]}  # fmt: skip
    game, ids = counter_board("OP01-086", bob_don=2, alice=alice, characters=[{"card": KAROO, "id": "karoo"}])
    game.apply(Decide(1, ("event", ids["event"])))
    game.apply(Decide(1, leader_of(game, 1).iid))
    assert choice(game, "choose_card", 1) == {ids["robin"], ids["karoo"], None}  # Vivi rested, Franky costs 4
    game.apply(Decide(1, ids["robin"]))
    assert area_of(game, ids["robin"]) == "hand" and len(game.state.players[1].life) == 3


def test_op01_086_trigger_returns_a_character_of_cost_4_or_less():
    """OP01-086: [Trigger] return up to 1 Character with cost 4 or less to its owner's hand (rested or not)."""
    mine = [{"card": FRANKY, "id": "franky", "rested": True}, {"card": "OP01-046", "id": "denjiro"}]
    game, ids = trigger_board("OP01-086", mine)
    assert choice(game, "choose_card", 1) == {ids["franky"], None}  # Denjiro costs 5
    game.apply(Decide(1, ids["franky"]))
    assert area_of(game, ids["franky"]) == "hand" and game.state.card(ids["franky"]).owner == 0


# ---------------------------------------------------------------- OP01-089 Crescent Cutlass
def cutlass_board(leader: str):
    alice = {"characters": [{"card": "OP01-046", "id": "denjiro"}, {"card": "OP01-040", "id": "kinemon"}]}
    game, ids = counter_board("OP01-089", bob_don=3, alice=alice, leader={"card": leader})
    game.apply(Decide(1, ("event", ids["event"])))
    return game, ids


def test_op01_089_with_a_warlord_leader_returns_a_character_of_cost_5_or_less():
    """OP01-089: [Counter] if your Leader has The Seven Warlords of the Sea type, return up to 1 Character ≤ cost 5."""
    game, ids = cutlass_board("OP01-062")  # Crocodile: Seven Warlords / Baroque Works
    assert choice(game, "choose_card", 1) == {ids["denjiro"], None}  # Kin'emon costs 6
    game.apply(Decide(1, ids["denjiro"]))
    assert area_of(game, ids["denjiro"]) == "hand"


def test_op01_089_with_another_leader_does_nothing():
    """OP01-089: the "if" fails with Kaido (Four Emperors) as leader: nothing is returned (4-10-1)."""
    game, ids = cutlass_board("OP01-061")
    assert game.state.decision is None and area_of(game, ids["denjiro"]) == "characters"


# ---------------------------------------------------------------- OP01-096 King
def king_board():
    alice = player("Alice", hand=[{"card": "OP01-096", "id": "king"}], don={"active": 7, "rested": 2})
    bob = player("Bob", characters=[{"card": ROBIN, "id": "robin"}, {"card": VIVI, "id": "vivi"},
                                    {"card": FRANKY, "id": "franky"}])  # fmt: skip
    game, ids = make_game(alice, bob)
    game.apply(PlayCard(0, ids["king"]))
    return game, ids


def test_op01_096_returns_2_don_to_ko_one_of_cost_3_and_one_of_cost_2():
    """OP01-096: [On Play] DON!! −2: K.O. up to 1 opposing Character ≤ cost 3 and up to 1 ≤ cost 2 (10-2-10)."""
    game, ids = king_board()
    assert choice(game, "pay_cost") == {"pay", "decline"}  # "you may return" (8-3-1-4)
    game.apply(Decide(0, "pay"))
    game.apply(Decide(0, "rested"))
    game.apply(Decide(0, "rested"))
    assert game.state.players[0].don_deck == 3  # 1 left in the DON!! deck, 2 returned
    assert choice(game, "choose_card") == {ids["robin"], ids["vivi"], None}
    game.apply(Decide(0, ids["robin"]))
    assert choice(game, "choose_card") == {ids["vivi"], None}
    game.apply(Decide(0, ids["vivi"]))
    assert area_of(game, ids["robin"]) == "trash" and area_of(game, ids["vivi"]) == "trash"
    assert area_of(game, ids["franky"]) == "characters"


def test_op01_096_declined_kos_nothing():
    """OP01-096: declining the DON!! −2 stops the effect (8-3-1-4): no DON!! returns, nothing is K.O.'d."""
    game, ids = king_board()
    game.apply(Decide(0, "decline"))
    assert game.state.decision is None and area_of(game, ids["vivi"]) == "characters"
    assert game.state.players[0].don_deck == 1


# ---------------------------------------------------------------- OP01-097 Queen
def test_op01_097_returns_a_don_to_gain_rush_and_weaken_an_opposing_character():
    """OP01-097: [On Play] DON!! −1: this Character gains [Rush] this turn, then up to 1 opposing Character −2000."""
    alice = player("Alice", hand=[{"card": "OP01-097", "id": "queen"}], don={"active": 7})
    game, ids = make_game(alice, player("Bob", characters=[{"card": VIVI, "id": "vivi"}]))
    game.apply(PlayCard(0, ids["queen"]))
    game.apply(Decide(0, "pay"))
    game.apply(Decide(0, "active"))
    game.apply(Decide(0, ids["vivi"]))
    assert power_of(game, ids["vivi"]) == 2000
    assert attack_bobs_leader(game, ids["queen"])  # [Rush]: it attacks the turn it is played (10-1-1-1)


def test_op01_097_declining_the_cost_gives_no_rush():
    """OP01-097: declined, Queen has no [Rush]: she cannot attack this turn (3-7-4)."""
    alice = player("Alice", hand=[{"card": "OP01-097", "id": "queen"}], don={"active": 7})
    game, ids = make_game(alice)
    game.apply(PlayCard(0, ids["queen"]))
    game.apply(Decide(0, "decline"))
    refused_without_change(game, Attack(0, ids["queen"], leader_of(game, 1).iid), "3-7-4")


# ---------------------------------------------------------------- OP01-108 Hitokiri Kamazo
def kamazo_board(bob_don: int):
    alice = player("Alice", characters=[{"card": KID, "id": "attacker", "don": 2},
                                        {"card": "OP01-046", "id": "denjiro"},
                                        {"card": "OP01-040", "id": "kinemon"}])  # fmt: skip
    bob = player("Bob", characters=[{"card": "OP01-108", "id": "kamazo", "rested": True}], don={"rested": bob_don})
    game, ids = make_game(alice, bob)
    game.apply(Attack(0, ids["attacker"], ids["kamazo"]))
    return game, ids


def test_op01_108_on_ko_returns_a_don_to_ko_an_opposing_character_of_cost_5_or_less():
    """OP01-108: [On K.O.] DON!! −1: K.O. up to 1 opposing Character with cost 5 or less."""
    game, ids = kamazo_board(bob_don=1)
    game.apply(Decide(1, "pay"))
    game.apply(Decide(1, "rested"))
    assert choice(game, "choose_card", 1) == {ids["denjiro"], None}  # Kid costs 7, Kin'emon 6
    game.apply(Decide(1, ids["denjiro"]))
    assert area_of(game, ids["denjiro"]) == "trash" and game.state.players[1].don_deck == 10  # 9 + the returned


def test_op01_108_without_don_on_the_field_cannot_pay():
    """OP01-108: DON!! −1 with no DON!! on the field cannot be paid, so nothing is asked (8-3-1-3)."""
    game, ids = kamazo_board(bob_don=0)
    assert game.state.decision is None and area_of(game, ids["denjiro"]) == "characters"


# ---------------------------------------------------------------- OP01-111 Black Maria
def maria_block(pay: str):
    bob = player("Bob", characters=[{"card": "OP01-111", "id": "maria"}], don={"active": 1})
    game, ids = make_game(bob=bob)
    attack_bobs_leader(game, leader_of(game, 0).iid)  # 5000
    game.apply(Decide(1, ids["maria"]))
    game.apply(Decide(1, pay))
    if pay == "pay":
        game.apply(Decide(1, "active"))
    return game, ids


def test_op01_111_on_block_returns_a_don_for_1000_this_turn():
    """OP01-111: [On Block] DON!! −1: this Character +1000 this turn: at 6000 she survives the 5000 attacker."""
    game, ids = maria_block("pay")
    assert area_of(game, ids["maria"]) == "characters" and power_of(game, ids["maria"]) == 6000
    assert game.state.players[1].don_deck == 10


def test_op01_111_declined_maria_keeps_5000():
    """OP01-111: declined, no DON!! returns and Maria stays at 5000: the attacker wins the tie (7-1-4-1)."""
    game, ids = maria_block("decline")
    assert game.state.players[1].don_deck == 9 and area_of(game, ids["maria"]) == "trash"


# ---------------------------------------------------------------- OP01-117 Sheep's Horn
def test_op01_117_returns_a_don_to_rest_an_opposing_character_of_cost_6_or_less():
    """OP01-117: [Main] DON!! −1: rest up to 1 opposing Character with cost 6 or less."""
    alice = player("Alice", hand=[{"card": "OP01-117", "id": "horn"}], don={"active": 3})
    bob = player("Bob", characters=[{"card": "OP01-040", "id": "kinemon"}, {"card": KID, "id": "kid"}])
    game, ids = make_game(alice, bob)
    game.apply(PlayCard(0, ids["horn"]))
    game.apply(Decide(0, "pay"))
    game.apply(Decide(0, "active"))
    assert choice(game, "choose_card") == {ids["kinemon"], None}  # Kid costs 7
    game.apply(Decide(0, ids["kinemon"]))
    assert game.state.card(ids["kinemon"]).rested and game.state.players[0].don_deck == 8  # 7 + the returned


def test_op01_117_declined_rests_nothing():
    """OP01-117: the DON!! −1 declined, the card is still used but rests nothing (8-3-1-4)."""
    alice = player("Alice", hand=[{"card": "OP01-117", "id": "horn"}], don={"active": 3})
    game, ids = make_game(alice, player("Bob", characters=[{"card": "OP01-040", "id": "kinemon"}]))
    game.apply(PlayCard(0, ids["horn"]))
    game.apply(Decide(0, "decline"))
    assert not game.state.card(ids["kinemon"]).rested and area_of(game, ids["horn"]) == "trash"


# ---------------------------------------------------------------- OP01-120 Shanks
def test_op01_120_blockers_of_2000_or_less_cannot_block_this_battle():
    """OP01-120: [When Attacking] the opponent cannot activate [Blocker] on Characters with 2000 power or less."""
    bob = player("Bob", characters=[{"card": "ST01-006", "id": "chopper"},  # [Blocker] 1000
                                    {"card": "OP01-019", "id": "bart"},  # [Blocker] 2000
                                    {"card": KID, "id": "kid"}])  # fmt: skip
    game, ids = make_game(player("Alice", characters=[{"card": "OP01-120", "id": "shanks"}]), bob)
    attack_bobs_leader(game, ids["shanks"])
    assert choice(game, "blocker", 1) == {ids["kid"], None}


def test_op01_120_other_attackers_may_be_blocked_by_small_blockers():
    """OP01-120: the restriction is for Shanks's battle only; the leader's attack may be blocked by Chopper."""
    bob = player("Bob", characters=[{"card": "ST01-006", "id": "chopper"}])
    game, ids = make_game(player("Alice", characters=[{"card": "OP01-120", "id": "shanks"}]), bob)
    attack_bobs_leader(game, leader_of(game, 0).iid)
    assert ids["chopper"] in choice(game, "blocker", 1)


def test_op01_120_has_rush():
    """OP01-120: [Rush]: it attacks the turn it is played (10-1-1-1)."""
    alice = player("Alice", hand=[{"card": "OP01-120", "id": "shanks"}], don={"active": 9})
    game, ids = make_game(alice)
    game.apply(PlayCard(0, ids["shanks"]))
    assert attack_bobs_leader(game, ids["shanks"])


# ================================================================ cards that needed new words of the language
def oden(**areas) -> dict:
    """Alice with Kouzuki Oden as leader ("if your Leader is [Kouzuki Oden]")."""
    return player("Alice", leader={"card": "OP01-031", "id": "oden"}, **areas)


# ---------------------------------------------------------------- OP01-005 Uta
def test_op01_005_on_play_adds_a_red_character_of_cost_3_or_less_from_trash_to_hand():
    """OP01-005: [On Play] add up to 1 red Character card (not [Uta]) with cost 3 or less from your trash to hand."""
    trash = [
        {"card": "OP01-006", "id": "otama"},
        {"card": "OP01-007", "id": "caribou"},
        {"card": FRANKY, "id": "franky"},
        {"card": "OP01-027", "id": "table"},
        {"card": "ST02-011", "id": "heat"},
    ]
    alice = player("Alice", hand=[{"card": "OP01-005", "id": "uta"}], don={"active": 4}, trash=trash)
    game, ids = make_game(alice, player("Bob", trash=[{"card": "OP01-009", "id": "bobs"}]))  # fmt: skip
    game.apply(PlayCard(0, ids["uta"]))
    assert choice(game, "choose_card") == {ids["otama"], ids["caribou"], None}  # cost 4, Event, green, Bob's: no
    game.apply(Decide(0, ids["caribou"]))
    assert area_of(game, ids["caribou"]) == "hand"


def test_op01_005_with_nothing_matching_in_trash_asks_nothing():
    """OP01-005: no red Character of cost 3 or less in the trash: nothing to choose."""
    alice = player("Alice", hand=[{"card": "OP01-005", "id": "uta"}], don={"active": 4},
                   trash=[{"card": FRANKY}, {"card": "OP01-027"}])  # fmt: skip
    game, ids = make_game(alice)
    game.apply(PlayCard(0, ids["uta"]))
    assert game.state.decision is None and len(game.state.players[0].trash) == 2


# ---------------------------------------------------------------- OP01-014 Jinbe
def jinbe_block(don: int):
    hand = [{"card": "OP01-006", "id": "otama"}, {"card": "ST01-017", "id": "sunny"},  # red Stage, cost 2
            {"card": FRANKY, "id": "franky"}, {"card": "ST02-011", "id": "heat"}]  # fmt: skip
    bob = player("Bob", characters=[{"card": "OP01-014", "id": "jinbe", "don": don}], hand=hand)
    game, ids = make_game(bob=bob)
    attack_bobs_leader(game, leader_of(game, 0).iid)
    game.apply(Decide(1, ids["jinbe"]))
    return game, ids


def test_op01_014_on_block_plays_a_red_character_of_cost_2_or_less_from_hand():
    """OP01-014: [DON!! x1] [On Block] play up to 1 red Character card with cost 2 or less from hand."""
    game, ids = jinbe_block(don=1)
    assert choice(game, "choose_card", 1) == {ids["otama"], None}  # not the Stage, not cost 4, not green
    game.apply(Decide(1, ids["otama"]))
    assert area_of(game, ids["otama"]) == "characters"


def test_op01_014_without_don_plays_nothing():
    """OP01-014: [DON!! x1] not met: after the block Bob is only asked about [Counter]s."""
    game, ids = jinbe_block(don=0)
    assert game.state.decision.kind == "counter" and area_of(game, ids["otama"]) == "hand"


# ---------------------------------------------------------------- OP01-015 Tony Tony.Chopper
def chopper_attack(don: int):
    trash = [{"card": "OP01-017", "id": "robin"}, {"card": "OP01-015", "id": "other_chopper"},
             {"card": "OP01-022", "id": "brook"}, {"card": "OP01-120", "id": "shanks"}]  # fmt: skip
    alice = player("Alice", characters=[{"card": "OP01-015", "id": "chopper", "don": don}],
                   hand=[{"card": VIVI, "id": "vivi"}], trash=trash)  # fmt: skip
    game, ids = make_game(alice)
    attack_bobs_leader(game, ids["chopper"])
    return game, ids


def test_op01_015_may_trash_a_card_to_add_a_straw_hat_character_from_trash():
    """OP01-015: [DON!! x1] [When Attacking] you may trash 1 card: add up to 1 Straw Hat Crew Character card
    other than [Tony Tony.Chopper] with cost 4 or less from trash to hand."""
    game, ids = chopper_attack(don=1)
    game.apply(Decide(0, "pay"))
    game.apply(Decide(0, ids["vivi"]))
    assert choice(game, "choose_card") == {ids["robin"], ids["brook"], None}  # not a Chopper, not Shanks
    game.apply(Decide(0, ids["brook"]))
    assert area_of(game, ids["brook"]) == "hand" and area_of(game, ids["vivi"]) == "trash"


def test_op01_015_declined_or_without_don_adds_nothing():
    """OP01-015: declining the cost stops the effect (8-3-1-4); with no DON!! it does not activate."""
    game, ids = chopper_attack(don=1)
    game.apply(Decide(0, "decline"))
    assert area_of(game, ids["brook"]) == "trash" and area_of(game, ids["vivi"]) == "hand"
    game, ids = chopper_attack(don=0)
    assert game.state.decision is None


# ---------------------------------------------------------------- OP01-016 Nami
def test_op01_016_looks_at_5_and_takes_a_straw_hat_character_card_other_than_nami():
    """OP01-016: [On Play] look at 5, add up to 1 Straw Hat Crew Character card other than [Nami] (the Japanese
    text; the English list says "card"), rest to the bottom."""
    deck = [{"card": "OP01-016", "id": "nami2"}, {"card": ROBIN, "id": "robin"}, {"card": "OP01-028", "id": "event"},
            {"card": KAROO}, {"card": VIVI}, *cards(*[VIVI] * 5)]  # fmt: skip
    alice = player("Alice", hand=[{"card": "OP01-016", "id": "nami"}], don={"active": 1}, deck=deck)
    game, ids = make_game(alice)
    game.apply(PlayCard(0, ids["nami"]))
    assert choice(game, "choose_card") == {ids["robin"], None}  # a Character card only; never a Nami
    game.apply(Decide(0, ids["robin"]))
    finish_bottom_order(game)
    assert [c.iid for c in game.state.players[0].hand] == [ids["robin"]]


# ---------------------------------------------------------------- OP01-032 Ashura Doji
def ashura_power(don: int, rested: int) -> int:
    bobs = [{"card": KAROO, "rested": n < rested} for n in range(3)]
    game, ids = make_game(player("Alice", characters=[{"card": "OP01-032", "id": "ashura", "don": don}]),
                          player("Bob", characters=bobs))  # fmt: skip
    return power_of(game, ids["ashura"])


def test_op01_032_gains_2000_while_the_opponent_has_two_rested_characters():
    """OP01-032: [DON!! x1] +2000 if the opponent has 2 or more rested Characters: 4000 + 1000 (DON!!) + 2000."""
    assert ashura_power(don=1, rested=2) == 7000


def test_op01_032_no_bonus_with_one_rested_or_without_don():
    """OP01-032: 1 rested Character is not 2; without DON!! [DON!! x1] fails."""
    assert ashura_power(don=1, rested=1) == 5000
    assert ashura_power(don=0, rested=3) == 4000


# ---------------------------------------------------------------- OP01-040 Kin'emon
def kinemon_play(alice_leader_is_oden: bool):
    hand = [{"card": "OP01-040", "id": "kinemon"}, {"card": "OP01-035", "id": "okiku"},  # Akazaya Nine, cost 3
            {"card": "OP01-046", "id": "denjiro"}, {"card": KAROO, "id": "karoo"}]  # fmt: skip
    areas = {"hand": hand, "don": {"active": 6}}
    game, ids = make_game(oden(**areas) if alice_leader_is_oden else player("Alice", **areas))
    game.apply(PlayCard(0, ids["kinemon"]))
    return game, ids


def test_op01_040_with_oden_plays_an_akazaya_nine_of_cost_3_or_less():
    """OP01-040: [On Play] if your Leader is [Kouzuki Oden], play up to 1 Akazaya Nine Character ≤ cost 3 from hand."""
    game, ids = kinemon_play(alice_leader_is_oden=True)
    assert choice(game, "choose_card") == {ids["okiku"], None}  # Denjiro costs 5, Karoo is no Akazaya Nine
    game.apply(Decide(0, ids["okiku"]))
    assert area_of(game, ids["okiku"]) == "characters"


def test_op01_040_with_another_leader_plays_nothing():
    """OP01-040: the "if" fails with Zoro as leader (4-10-1)."""
    game, ids = kinemon_play(alice_leader_is_oden=False)
    assert game.state.decision is None and area_of(game, ids["okiku"]) == "hand"


def test_op01_040_when_attacking_sets_a_rested_akazaya_nine_active_once_per_turn():
    """OP01-040: [DON!! x1] [When Attacking] [Once Per Turn] set up to 1 of your Akazaya Nine Characters ≤ cost 3
    active."""
    mine = [{"card": "OP01-040", "id": "kinemon", "don": 1}, {"card": "OP01-034", "id": "inu", "rested": True},
            {"card": "OP01-046", "id": "denjiro", "rested": True}]  # fmt: skip
    game, ids = make_game(player("Alice", characters=mine))
    attack_bobs_leader(game, ids["kinemon"])
    assert choice(game, "choose_card") == {ids["inu"], None}  # Denjiro costs 5
    game.apply(Decide(0, ids["inu"]))
    assert not game.state.card(ids["inu"]).rested


# ---------------------------------------------------------------- OP01-042 Komurasaki
def komurasaki_play(leader_oden: bool, pay: str):
    areas = {"hand": [{"card": "OP01-042", "id": "komurasaki"}], "don": {"active": 4},
             "characters": [{"card": "OP01-035", "id": "okiku", "rested": True}]}  # fmt: skip
    game, ids = make_game(oden(**areas) if leader_oden else player("Alice", **areas))
    game.apply(PlayCard(0, ids["komurasaki"]))
    game.apply(Decide(0, pay))
    return game, ids


def test_op01_042_pays_3_don_to_set_a_land_of_wano_character_active():
    """OP01-042: [On Play] ③: if your Leader is [Kouzuki Oden], set up to 1 Land of Wano Character ≤ cost 3 active."""
    game, ids = komurasaki_play(leader_oden=True, pay="pay")
    assert choice(game, "choose_card") == {ids["okiku"], ids["komurasaki"], None}  # an active one may be chosen
    game.apply(Decide(0, ids["okiku"]))
    assert not game.state.card(ids["okiku"]).rested and game.state.players[0].don_active == 0


def test_op01_042_declined_or_without_oden_sets_nothing_active():
    """OP01-042: the ③ declined: nothing (8-3-1-4); paid with Zoro as leader: the "if" fails (4-10-1)."""
    game, ids = komurasaki_play(leader_oden=True, pay="decline")
    assert game.state.card(ids["okiku"]).rested and game.state.players[0].don_active == 3
    game, ids = komurasaki_play(leader_oden=False, pay="pay")
    assert game.state.decision is None and game.state.card(ids["okiku"]).rested


# ---------------------------------------------------------------- OP01-044 Shachi, OP01-050 Penguin
def test_op01_044_plays_penguin_from_hand_when_none_is_on_the_field():
    """OP01-044: [On Play] if you don't have [Penguin], play up to 1 [Penguin] from hand."""
    alice = player("Alice", hand=[{"card": "OP01-044", "id": "shachi"}, {"card": "OP01-050", "id": "penguin"},
                                  {"card": KAROO}], don={"active": 3})  # fmt: skip
    game, ids = make_game(alice)
    game.apply(PlayCard(0, ids["shachi"]))
    assert choice(game, "choose_card") == {ids["penguin"], None}
    game.apply(Decide(0, ids["penguin"]))
    assert area_of(game, ids["penguin"]) == "characters"


def test_op01_050_with_shachi_already_on_the_field_plays_nothing():
    """OP01-050: [On Play] if you don't have [Shachi] ...: with a Shachi on the field the "if" fails."""
    alice = player("Alice", hand=[{"card": "OP01-050", "id": "penguin"}, {"card": "OP01-044", "id": "shachi2"}],
                   characters=[{"card": "OP01-044"}], don={"active": 3})  # fmt: skip
    game, ids = make_game(alice)
    game.apply(PlayCard(0, ids["penguin"]))
    assert game.state.decision is None and area_of(game, ids["shachi2"]) == "hand"


# ---------------------------------------------------------------- OP01-046 Denjiro
def denjiro_attack(leader_oden: bool):
    areas = {"characters": [{"card": "OP01-046", "id": "denjiro", "don": 1}], "don": {"rested": 3}}
    game, ids = make_game(oden(**areas) if leader_oden else player("Alice", **areas))
    attack_bobs_leader(game, ids["denjiro"])
    return game, ids


def test_op01_046_with_oden_sets_up_to_2_don_active():
    """OP01-046: [DON!! x1] [When Attacking] if your Leader is [Kouzuki Oden], set up to 2 DON!! active."""
    game, _ = denjiro_attack(leader_oden=True)
    assert choice(game, "choose_number") == {0, 1, 2}
    game.apply(Decide(0, 2))
    assert game.state.players[0].don_active == 2


def test_op01_046_with_another_leader_sets_none():
    """OP01-046: the "if" fails with Zoro as leader."""
    game, _ = denjiro_attack(leader_oden=False)
    assert game.state.decision is None and game.state.players[0].don_active == 0


# ---------------------------------------------------------------- OP01-049 Bepo
def test_op01_049_plays_a_heart_pirates_character_other_than_bepo():
    """OP01-049: [DON!! x1] [When Attacking] play up to 1 Heart Pirates card other than [Bepo], cost ≤ 4."""
    hand = [{"card": "ST02-012", "id": "bepo2"}, {"card": "OP01-044", "id": "shachi"},
            {"card": "OP01-047", "id": "law"}]  # fmt: skip
    game, ids = make_game(player("Alice", characters=[{"card": "OP01-049", "id": "bepo", "don": 1}], hand=hand))
    attack_bobs_leader(game, ids["bepo"])
    assert choice(game, "choose_card") == {ids["shachi"], None}  # another Bepo no; Law costs 5
    game.apply(Decide(0, ids["shachi"]))
    assert area_of(game, ids["shachi"]) == "characters"


def test_op01_049_without_don_plays_nothing():
    """OP01-049: [DON!! x1] not met."""
    game, ids = make_game(player("Alice", characters=[{"card": "OP01-049", "id": "bepo"}],
                                 hand=[{"card": "OP01-044", "id": "shachi"}]))  # fmt: skip
    attack_bobs_leader(game, ids["bepo"])
    assert game.state.decision is None and area_of(game, ids["shachi"]) == "hand"


# ---------------------------------------------------------------- OP01-052 Raizo
def raizo_attack(other_rested: bool) -> int:
    mine = [{"card": "OP01-052", "id": "raizo"}, {"card": KAROO, "rested": other_rested}]
    game, ids = make_game(player("Alice", characters=mine))
    attack_bobs_leader(game, ids["raizo"])  # attacking rests Raizo (7-1-1-1)
    return len(game.state.players[0].hand)


def test_op01_052_draws_with_two_rested_characters():
    """OP01-052: [When Attacking] [Once Per Turn] if you have 2 or more rested Characters (Raizo counts), draw 1."""
    assert raizo_attack(other_rested=True) == 1


def test_op01_052_draws_nothing_with_one_rested_character():
    """OP01-052: only Raizo is rested: 1 is not 2."""
    assert raizo_attack(other_rested=False) == 0


# ---------------------------------------------------------------- OP01-068 Gecko Moria
def test_op01_068_has_double_attack_with_5_cards_in_hand_in_your_turn():
    """OP01-068: [Your Turn] [Double Attack] while you have 5 or more cards in hand: 2 damage (10-1-3)."""
    game, ids = make_game(player("Alice", characters=[{"card": "OP01-068", "id": "moria"}], hand=cards(*[VIVI] * 5)))
    attack_bobs_leader(game, ids["moria"])
    assert len(game.state.players[1].life) == 1


def test_op01_068_no_double_attack_with_4_cards_or_in_the_opponents_turn():
    """OP01-068: 4 cards fail the condition; [Your Turn] fails in Bob's turn (10-2-11)."""
    game, ids = make_game(player("Alice", characters=[{"card": "OP01-068", "id": "moria"}], hand=cards(*[VIVI] * 4)))
    attack_bobs_leader(game, ids["moria"])
    assert len(game.state.players[1].life) == 2
    game, ids = make_game(player("Alice", characters=[{"card": "OP01-068", "id": "moria"}], hand=cards(*[VIVI] * 5)),
                          turn_player=1)  # fmt: skip
    assert not game.has_keyword(game.state.card(ids["moria"]), "double_attack")


# ---------------------------------------------------------------- OP01-079 Ms. All Sunday
def all_sunday_ko(leader: str):
    alice = player("Alice", characters=[{"card": KID, "id": "attacker", "don": 2}])
    bob = player("Bob", leader={"card": leader}, characters=[{"card": "OP01-079", "id": "sunday", "rested": True}],
                 trash=[{"card": "OP01-027", "id": "table"}, {"card": VIVI, "id": "vivi"}])  # fmt: skip
    game, ids = make_game(alice, bob)
    game.apply(Attack(0, ids["attacker"], ids["sunday"]))
    return game, ids


def test_op01_079_with_a_baroque_works_leader_adds_an_event_from_trash():
    """OP01-079: [On K.O.] if your Leader has the Baroque Works type, add up to 1 Event from trash to hand."""
    game, ids = all_sunday_ko("OP01-062")  # Crocodile: Seven Warlords / Baroque Works
    assert choice(game, "choose_card", 1) == {ids["table"], None}  # not a Character, not Ms. All Sunday herself
    game.apply(Decide(1, ids["table"]))
    assert area_of(game, ids["table"]) == "hand"


def test_op01_079_with_another_leader_adds_nothing():
    """OP01-079: the "if" fails with Zoro as leader."""
    game, ids = all_sunday_ko("OP01-001")
    assert game.state.decision is None and area_of(game, ids["table"]) == "trash"


# ---------------------------------------------------------------- OP01-087 Officer Agents
def test_op01_087_counter_plays_a_baroque_works_character_of_cost_3_or_less():
    """OP01-087: [Counter] play up to 1 Baroque Works Character card with cost 3 or less from hand."""
    hand = [{"card": "OP01-085", "id": "mr3"}, {"card": "OP01-067", "id": "croc"}, {"card": "OP01-090", "id": "bw"}]
    game, ids = counter_board("OP01-087", bob_don=2, hand=hand)
    game.apply(Decide(1, ("event", ids["event"])))
    assert choice(game, "choose_card", 1) == {ids["mr3"], None}  # Crocodile costs 7; the Event is no Character
    game.apply(Decide(1, ids["mr3"]))
    assert area_of(game, ids["mr3"]) == "characters"


def test_op01_087_trigger_resolves_the_counter_effect():
    """OP01-087: [Trigger] activate this card's [Counter]: Bob plays a Baroque Works Character from hand."""
    game, ids = trigger_board("OP01-087", hand=[{"card": "OP01-085", "id": "mr3"}, {"card": VIVI, "id": "vivi"}])
    assert choice(game, "choose_card", 1) == {ids["mr3"], None}
    game.apply(Decide(1, ids["mr3"]))
    assert [c.iid for c in game.state.players[1].characters] == [ids["mr3"]]


# ---------------------------------------------------------------- OP01-090 Baroque Works
def test_op01_090_looks_at_5_and_takes_a_baroque_works_card_not_named_baroque_works():
    """OP01-090: [Main] look at 5, add up to 1 Baroque Works card other than [Baroque Works], rest to the bottom."""
    deck = [{"card": "OP01-090", "id": "bw2"}, {"card": "OP01-080", "id": "zala"}, {"card": "OP01-088", "id": "spada"},
            {"card": KAROO}, {"card": VIVI}, *cards(*[VIVI] * 5)]  # fmt: skip
    alice = player("Alice", leader={"card": "OP01-062"}, hand=[{"card": "OP01-090", "id": "bw"}], deck=deck,
                   don={"active": 1})  # fmt: skip
    game, ids = make_game(alice)
    game.apply(PlayCard(0, ids["bw"]))
    assert choice(game, "choose_card") == {ids["zala"], ids["spada"], None}  # never a card named Baroque Works
    game.apply(Decide(0, ids["zala"]))
    finish_bottom_order(game)
    assert [c.iid for c in game.state.players[0].hand] == [ids["zala"]]


# ---------------------------------------------------------------- OP01-093 Ulti, OP01-106 Basil Hawkins
def test_op01_093_pays_1_to_add_up_to_1_rested_don():
    """OP01-093: [On Play] ①: add up to 1 DON!! from the DON!! deck, rested; "up to": the player picks 0 or 1."""
    alice = player("Alice", hand=[{"card": "OP01-093", "id": "ulti"}], don={"active": 3})
    game, ids = make_game(alice)
    game.apply(PlayCard(0, ids["ulti"]))
    game.apply(Decide(0, "pay"))
    assert choice(game, "choose_number") == {0, 1}
    game.apply(Decide(0, 1))
    me = game.state.players[0]
    assert me.don_active == 0 and me.don_rested == 4 and me.don_deck == 6


def test_op01_093_declined_adds_no_don():
    """OP01-093: the ① declined: no DON!! is added (8-3-1-4)."""
    game, ids = make_game(player("Alice", hand=[{"card": "OP01-093", "id": "ulti"}], don={"active": 3}))
    game.apply(PlayCard(0, ids["ulti"]))
    game.apply(Decide(0, "decline"))
    assert game.state.players[0].don_deck == 7 and game.state.decision is None


def test_op01_106_on_play_may_add_no_don_and_trigger_plays_hawkins():
    """OP01-106: [On Play] add up to 1 rested DON!! (0 is a choice, 4-8-1); [Trigger] play this card."""
    game, ids = make_game(player("Alice", hand=[{"card": "OP01-106", "id": "hawkins"}], don={"active": 4}))
    game.apply(PlayCard(0, ids["hawkins"]))
    game.apply(Decide(0, 0))
    assert game.state.players[0].don_deck == 6
    game, _ = trigger_board("OP01-106")
    assert [c.number for c in game.state.players[1].characters] == ["OP01-106"]
    assert choice(game, "choose_number", 1) == {0, 1}
    game.apply(Decide(1, 1))
    assert game.state.players[1].don_rested == 1


# ---------------------------------------------------------------- OP01-095 Kyoshirou, OP01-109 Who's.Who
def test_op01_095_draws_with_8_don_on_the_field():
    """OP01-095: [On Play] draw 1 if you have 8 or more DON!! on your field (the 5 paid stay on the field, rested)."""
    game, ids = make_game(player("Alice", hand=[{"card": "OP01-095", "id": "kyo"}], don={"active": 5, "rested": 3}))
    game.apply(PlayCard(0, ids["kyo"]))
    assert len(game.state.players[0].hand) == 1


def test_op01_095_draws_nothing_with_7_don():
    """OP01-095: 7 DON!! are not 8."""
    game, ids = make_game(player("Alice", hand=[{"card": "OP01-095", "id": "kyo"}], don={"active": 5, "rested": 2}))
    game.apply(PlayCard(0, ids["kyo"]))
    assert not game.state.players[0].hand


def test_op01_109_gains_1000_with_8_don_on_the_field_counting_given_don():
    """OP01-109: [DON!! x1] [Your Turn] +1000 with 8 or more DON!! on the field; given DON!! count (3000+1000+1000)."""
    game, ids = make_game(player("Alice", characters=[{"card": "OP01-109", "id": "who", "don": 1}],
                                 don={"active": 7}))  # fmt: skip
    assert power_of(game, ids["who"]) == 5000


def test_op01_109_no_bonus_with_7_don_or_in_the_opponents_turn():
    """OP01-109: 7 DON!! are not 8; [Your Turn] fails in Bob's turn (and given DON!! add nothing there, 6-5-5-2)."""
    game, ids = make_game(player("Alice", characters=[{"card": "OP01-109", "id": "who", "don": 1}],
                                 don={"active": 6}))  # fmt: skip
    assert power_of(game, ids["who"]) == 4000
    game, ids = make_game(player("Alice", characters=[{"card": "OP01-109", "id": "who", "don": 1}],
                                 don={"active": 7}), turn_player=1)  # fmt: skip
    assert power_of(game, ids["who"]) == 3000


# ---------------------------------------------------------------- OP01-101 Sasaki
def test_op01_101_may_trash_a_card_to_add_a_rested_don():
    """OP01-101: [DON!! x1] [When Attacking] you may trash 1 card: add up to 1 rested DON!! from the DON!! deck."""
    alice = player("Alice", characters=[{"card": "OP01-101", "id": "sasaki", "don": 1}],
                   hand=[{"card": VIVI, "id": "v"}])  # fmt: skip
    game, ids = make_game(alice)
    attack_bobs_leader(game, ids["sasaki"])
    game.apply(Decide(0, "pay"))
    game.apply(Decide(0, ids["v"]))
    game.apply(Decide(0, 1))
    assert game.state.players[0].don_rested == 1 and area_of(game, ids["v"]) == "trash"


def test_op01_101_without_don_asks_nothing():
    """OP01-101: [DON!! x1] not met."""
    alice = player("Alice", characters=[{"card": "OP01-101", "id": "sasaki"}], hand=[{"card": VIVI}])
    game, ids = make_game(alice)
    attack_bobs_leader(game, ids["sasaki"])
    assert game.state.decision is None


# ---------------------------------------------------------------- OP01-102 Jack, OP01-114 X.Drake
def test_op01_102_returns_a_don_so_the_opponent_trashes_a_card_of_their_choice():
    """OP01-102: [When Attacking] DON!! −1: the opponent trashes 1 card from their hand (they choose which)."""
    alice = player("Alice", characters=[{"card": "OP01-102", "id": "jack"}], don={"active": 1})
    bob = player("Bob", hand=[{"card": VIVI, "id": "a"}, {"card": KAROO, "id": "b"}])
    game, ids = make_game(alice, bob)
    attack_bobs_leader(game, ids["jack"])
    game.apply(Decide(0, "pay"))
    game.apply(Decide(0, "active"))
    assert choice(game, "choose_card", 1) == {ids["a"], ids["b"]}  # Bob chooses; exactly 1
    game.apply(Decide(1, ids["b"]))
    assert area_of(game, ids["b"]) == "trash" and area_of(game, ids["a"]) == "hand"


def test_op01_114_declined_nobody_trashes():
    """OP01-114: [On Play] DON!! −1 declined: Bob keeps his hand."""
    alice = player("Alice", hand=[{"card": "OP01-114", "id": "drake"}], don={"active": 6})
    game, ids = make_game(alice, player("Bob", hand=[{"card": VIVI, "id": "a"}]))
    game.apply(PlayCard(0, ids["drake"]))
    game.apply(Decide(0, "decline"))
    assert game.state.decision is None and area_of(game, ids["a"]) == "hand"


def test_op01_114_pays_and_bob_trashes_his_only_card():
    """OP01-114: [On Play] DON!! −1: the opponent trashes 1 card from hand."""
    alice = player("Alice", hand=[{"card": "OP01-114", "id": "drake"}], don={"active": 6})
    game, ids = make_game(alice, player("Bob", hand=[{"card": VIVI, "id": "a"}]))
    game.apply(PlayCard(0, ids["drake"]))
    game.apply(Decide(0, "pay"))
    game.apply(Decide(0, "rested"))
    assert choice(game, "choose_card", 1) == {ids["a"]}
    game.apply(Decide(1, ids["a"]))
    assert area_of(game, ids["a"]) == "trash"


# ---------------------------------------------------------------- OP01-113 Holedem
def test_op01_113_on_ko_adds_up_to_1_rested_don():
    """OP01-113: [On K.O.] add up to 1 DON!! from the DON!! deck, rested."""
    game, _ = ko_in_battle([], [{"card": "OP01-113", "id": "holedem", "rested": True}], "holedem")
    assert choice(game, "choose_number", 1) == {0, 1}
    game.apply(Decide(1, 1))
    assert game.state.players[1].don_rested == 1


def test_op01_113_not_ko_d_adds_nothing():
    """OP01-113: Holedem survives a weaker attacker: no K.O., no DON!!."""
    alice = player("Alice", characters=[{"card": KAROO, "id": "karoo"}])
    game, ids = make_game(alice, player("Bob", characters=[{"card": "OP01-113", "id": "holedem", "rested": True}]))
    game.apply(Attack(0, ids["karoo"], ids["holedem"]))
    assert game.state.decision is None and game.state.players[1].don_rested == 0


# ---------------------------------------------------------------- OP01-115 Elephant's Marchoo
def test_op01_115_kos_a_cost_2_character_then_adds_an_active_don():
    """OP01-115: [Main] K.O. up to 1 opposing Character ≤ cost 2, then add up to 1 active DON!!."""
    alice = player("Alice", hand=[{"card": "OP01-115", "id": "marchoo"}], don={"active": 4})
    bob = player("Bob", characters=[{"card": VIVI, "id": "vivi"}, {"card": ROBIN, "id": "robin"}])
    game, ids = make_game(alice, bob)
    game.apply(PlayCard(0, ids["marchoo"]))
    assert choice(game, "choose_card") == {ids["vivi"], None}  # Robin costs 3
    game.apply(Decide(0, ids["vivi"]))
    game.apply(Decide(0, 1))
    assert area_of(game, ids["vivi"]) == "trash" and game.state.players[0].don_active == 1


def test_op01_115_trigger_resolves_the_main_effect():
    """OP01-115: [Trigger] activate this card's [Main] for Bob: Alice's cost-4 Franky is safe."""
    game, ids = trigger_board("OP01-115", [{"card": KAROO, "id": "karoo"}, {"card": FRANKY, "id": "franky"}])
    assert choice(game, "choose_card", 1) == {ids["karoo"], None}
    game.apply(Decide(1, ids["karoo"]))
    game.apply(Decide(1, 1))
    assert area_of(game, ids["karoo"]) == "trash" and game.state.players[1].don_active == 1


# ---------------------------------------------------------------- OP01-118 Ulti-Mortar
def test_op01_118_counter_returns_2_don_for_2000_and_a_card():
    """OP01-118: [Counter] DON!! −2: your Leader/Character +2000 this battle, then draw 1."""
    game, ids = counter_board("OP01-118", bob_don=3)
    game.apply(Decide(1, ("event", ids["event"])))
    game.apply(Decide(1, "pay"))
    game.apply(Decide(1, "active"))
    game.apply(Decide(1, "active"))
    game.apply(Decide(1, leader_of(game, 1).iid))
    bob = game.state.players[1]
    assert len(bob.life) == 3 and len(bob.deck) == 9 and bob.don_deck == 9  # 7 + 2 returned


def test_op01_118_counter_declined_gives_nothing():
    """OP01-118: the DON!! −2 declined: no power, no card; the 6000 attack takes a Life card."""
    game, ids = counter_board("OP01-118", bob_don=3)
    game.apply(Decide(1, ("event", ids["event"])))
    game.apply(Decide(1, "decline"))
    if game.state.decision is not None and game.state.decision.kind == "counter":
        game.apply(Decide(1, "done"))
    bob = game.state.players[1]
    assert len(bob.life) == 2 and len(bob.deck) == 10


def test_op01_118_trigger_adds_up_to_1_active_don():
    """OP01-118: [Trigger] add up to 1 DON!! from the DON!! deck, active."""
    game, _ = trigger_board("OP01-118")
    game.apply(Decide(1, 1))
    assert game.state.players[1].don_active == 1


# ---------------------------------------------------------------- OP01-119 Thunder Bagua
def bagua(life: int):
    game, ids = counter_board("OP01-119", bob_don=2, life=cards(*[ROBIN] * life))
    game.apply(Decide(1, ("event", ids["event"])))
    game.apply(Decide(1, leader_of(game, 1).iid))
    return game


def test_op01_119_counter_gives_4000_and_with_2_life_adds_a_rested_don():
    """OP01-119: [Counter] +4000 this battle; then if you have 2 or fewer Life cards, add up to 1 rested DON!!."""
    game = bagua(life=2)
    assert choice(game, "choose_number", 1) == {0, 1}
    game.apply(Decide(1, 1))
    bob = game.state.players[1]
    assert bob.don_rested == 3 and len(bob.life) == 2


def test_op01_119_with_3_life_adds_no_don():
    """OP01-119: 3 Life cards fail the "if" (4-10-1): only the +4000."""
    game = bagua(life=3)
    bob = game.state.players[1]
    assert game.state.decision is None and bob.don_rested == 2 and len(bob.life) == 3


# ---------------------------------------------------------------- OP01-091 King (leader)
def king_leader_board(don: int, turn_player: int = 0):
    alice = player("Alice", leader={"card": "OP01-091"}, characters=[{"card": KAROO, "id": "own"}],
                   don={"active": don})  # fmt: skip
    return make_game(alice, player("Bob", characters=[{"card": VIVI, "id": "vivi"}]), turn_player=turn_player)


def test_op01_091_with_10_don_gives_every_opposing_character_minus_1000_in_your_turn():
    """OP01-091: [Your Turn] if you have 10 DON!! on your field, all opposing Characters −1000 (not your own)."""
    game, ids = king_leader_board(don=10)
    assert power_of(game, ids["vivi"]) == 3000 and power_of(game, ids["own"]) == 3000
    assert game.power(leader_of(game, 1)) == 5000  # Characters only


def test_op01_091_with_9_don_or_in_the_opponents_turn_changes_nothing():
    """OP01-091: 9 DON!! are not 10; [Your Turn] fails in Bob's turn (10-2-11)."""
    game, ids = king_leader_board(don=9)
    assert power_of(game, ids["vivi"]) == 4000
    game, ids = king_leader_board(don=10, turn_player=1)
    assert power_of(game, ids["vivi"]) == 4000


# ================================================================ cards implemented before, tested here too
def test_op01_001_with_a_don_gives_every_own_character_1000_in_your_turn():
    """OP01-001: [DON!! x1] [Your Turn] all your Characters +1000 (not the leader itself, not Bob's)."""
    alice = player("Alice", leader={"card": "OP01-001", "don": 1}, characters=[{"card": KAROO, "id": "karoo"}])
    game, ids = make_game(alice, player("Bob", characters=[{"card": VIVI, "id": "vivi"}]))
    assert power_of(game, ids["karoo"]) == 4000 and power_of(game, ids["vivi"]) == 4000
    assert game.power(leader_of(game, 0)) == 6000  # the DON!! itself (6-5-5-2)


def test_op01_001_adds_nothing_without_don_or_in_the_opponents_turn():
    """OP01-001: no DON!! fails [DON!! x1]; in Bob's turn [Your Turn] fails."""
    game, ids = make_game(player("Alice", characters=[{"card": KAROO, "id": "karoo"}]))
    assert power_of(game, ids["karoo"]) == 3000
    alice = player("Alice", leader={"card": "OP01-001", "don": 1}, characters=[{"card": KAROO, "id": "karoo"}])
    game, ids = make_game(alice, turn_player=1)
    assert power_of(game, ids["karoo"]) == 3000


def test_op01_trigger_play_this_card_plays_it_from_life():
    """OP01-009, -037, -082, -104: [Trigger] play this card (10-1-5-1): it goes to Bob's Characters, not his hand."""
    for number in ("OP01-009", "OP01-037", "OP01-082", "OP01-104"):
        game, _ = trigger_board(number)
        bob = game.state.players[1]
        assert [c.number for c in bob.characters] == [number] and not bob.hand, number


def test_op01_trigger_play_this_card_may_be_declined():
    """OP01-037: a [Trigger] may be left unactivated: the card is added to the hand (4-6-3)."""
    game, _ = make_game(bob=player("Bob", life=cards("OP01-037", ROBIN)))
    attack_bobs_leader(game, leader_of(game, 0).iid)
    assert choice(game, "trigger", 1) == {"activate", "decline"}
    game.apply(Decide(1, "decline"))
    bob = game.state.players[1]
    assert not bob.characters and [c.number for c in bob.hand] == ["OP01-037"]


def test_op01_100_blocks_only_while_active():
    """OP01-100: [Blocker] (10-1-4-1): an active Higurashi may block; a rested one may not."""
    game, ids = make_game(bob=player("Bob", characters=[{"card": "OP01-100", "id": "higurashi"}]))
    attack_bobs_leader(game, leader_of(game, 0).iid)
    assert choice(game, "blocker", 1) == {ids["higurashi"], None}
    game, _ = make_game(bob=player("Bob", characters=[{"card": "OP01-100", "rested": True}]))
    attack_bobs_leader(game, leader_of(game, 0).iid)
    assert game.state.decision is None


# ---------------------------------------------------------------- OP01-021 Franky, OP01-112 Page One
def test_op01_021_with_don_may_attack_an_active_character():
    """OP01-021: [DON!! x1] this Character may also attack active Characters (its text outranks 7-1-1-2, 1-3-1)."""
    alice = player("Alice", characters=[{"card": "OP01-021", "id": "franky", "don": 1}, {"card": KID, "id": "kid"}])
    game, ids = make_game(alice, player("Bob", characters=[{"card": VIVI, "id": "vivi"}]))
    assert Attack(0, ids["kid"], ids["vivi"]) not in game.legal_actions()  # Kid has no such text
    assert Attack(0, ids["franky"], ids["vivi"]) in game.legal_actions()
    assert game.apply(Attack(0, ids["franky"], ids["vivi"]))
    assert area_of(game, ids["vivi"]) == "trash"  # 5000 against 4000


def test_op01_021_without_don_attacks_only_rested_characters():
    """OP01-021: [DON!! x1] not met: an active Character cannot be attacked (7-1-1-2)."""
    alice = player("Alice", characters=[{"card": "OP01-021", "id": "franky"}])
    game, ids = make_game(alice, player("Bob", characters=[{"card": VIVI, "id": "vivi"}]))
    refused_without_change(game, Attack(0, ids["franky"], ids["vivi"]), "7-1-1-2")


def test_op01_112_returns_a_don_to_attack_active_characters_this_turn():
    """OP01-112: [Activate: Main] [Once Per Turn] DON!! −1: this Character may also attack active Characters this
    turn; the next turn it may not."""
    alice = player("Alice", characters=[{"card": "OP01-112", "id": "page"}], don={"active": 2})
    game, ids = make_game(alice, player("Bob", characters=[{"card": VIVI, "id": "vivi"}]))
    refused_without_change(game, Attack(0, ids["page"], ids["vivi"]), "7-1-1-2")
    assert game.apply(ActivateEffect(0, ids["page"], 0))
    game.apply(Decide(0, "active"))
    refused_without_change(game, ActivateEffect(0, ids["page"], 0), "10-2-13-1")
    assert Attack(0, ids["page"], ids["vivi"]) in game.legal_actions()
    game.apply(EndTurn(0))
    game.apply(EndTurn(1))
    assert Attack(0, ids["page"], ids["vivi"]) not in game.legal_actions()  # "this turn" has ended


# ================================================================ the last 29 cards of OP01 (issue 14 item 5)
def top_of_deck(game, who: int, count: int) -> list[int]:
    """The ids of a player's top cards, top first."""
    return [c.iid for c in reversed(game.state.players[who].deck)][:count]


def hand_ids(game, who: int) -> list[int]:
    return [c.iid for c in game.state.players[who].hand]


# ---------------------------------------------------------------- OP01-002 Trafalgar Law (leader)
def law_leader_board(characters: int):
    mine = [{"card": KAROO, "id": "karoo"}, *[{"card": ROBIN} for _ in range(characters - 1)]]
    hand = [{"card": "ST02-011", "id": "heat"}, {"card": VIVI, "id": "vivi"}, {"card": "OP01-040", "id": "kinemon"}]
    alice = player("Alice", leader={"card": "OP01-002"}, characters=mine, hand=hand, don={"active": 2})
    return make_game(alice)


def test_op01_002_returns_a_character_then_plays_one_of_another_color():
    """OP01-002: [Activate: Main] ②, with 5 Characters: return 1 of them to hand ("that card"), then play up to 1
    Character of cost 5 or less from hand of a color other than the returned one's."""
    game, ids = law_leader_board(5)
    assert game.apply(ActivateEffect(0, leader_of(game, 0).iid, 0))
    assert game.state.players[0].don_rested == 2  # ② (8-3-1)
    options = choice(game, "choose_card")
    assert ids["karoo"] in options and None not in options and len(options) == 5  # "return 1": exactly 1 (8-4-4-1)
    game.apply(Decide(0, ids["karoo"]))
    assert area_of(game, ids["karoo"]) == "hand"
    assert choice(game, "choose_card") == {ids["heat"], None}  # red Vivi and red Karoo share its color; Kin'emon: 6
    game.apply(Decide(0, ids["heat"]))
    assert area_of(game, ids["heat"]) == "characters" and game.state.players[0].don_active == 0  # played, not paid


def test_op01_002_with_four_characters_returns_and_plays_nothing():
    """OP01-002: "if you have 5 Characters" fails with 4: nothing after it is resolved (4-10-1)."""
    game, ids = law_leader_board(4)
    assert game.apply(ActivateEffect(0, leader_of(game, 0).iid, 0))
    assert game.state.decision is None
    assert area_of(game, ids["karoo"]) == "characters" and area_of(game, ids["heat"]) == "hand"


# ---------------------------------------------------------------- OP01-003 Monkey.D.Luffy (leader)
def luffy_leader_board(don: int):
    mine = [
        {"card": "OP01-025", "id": "zoro", "rested": True},
        {"card": VIVI, "id": "vivi", "rested": True},
        {"card": "ST01-012", "id": "luffy", "rested": True},
        {"card": "OP01-040", "id": "kinemon", "rested": True},
    ]
    alice = player("Alice", leader={"card": "OP01-003"}, characters=mine, don={"active": don})  # fmt: skip
    return make_game(alice)


def test_op01_003_sets_a_straw_hat_or_supernova_active_with_1000_more_this_turn():
    """OP01-003: [Activate: Main] ④: set up to 1 Supernovas/Straw Hat Crew Character of cost 5 or less active; that
    card gets +1000 this turn."""
    game, ids = luffy_leader_board(don=4)
    assert game.apply(ActivateEffect(0, leader_of(game, 0).iid, 0))
    assert choice(game, "choose_card") == {ids["zoro"], ids["luffy"], None}  # Vivi: Alabasta; Kin'emon: Wano, cost 6
    game.apply(Decide(0, ids["zoro"]))
    assert not game.state.card(ids["zoro"]).rested and power_of(game, ids["zoro"]) == 6000
    assert power_of(game, ids["luffy"]) == 6000  # the card not chosen gets nothing
    game.apply(EndTurn(0))
    assert power_of(game, ids["zoro"]) == 5000


def test_op01_003_needs_four_active_don():
    """OP01-003: ④ cannot be paid with 3 active DON!! (8-3-1-3)."""
    game, _ = luffy_leader_board(don=3)
    refused_without_change(game, ActivateEffect(0, leader_of(game, 0).iid, 0), "8-3-1-3")


# ---------------------------------------------------------------- OP01-004 Usopp
def usopp_counter(don: int):
    """Bob uses Guard Point (ST01-014, a [Counter] Event) against Alice's attack; Alice has Usopp with don DON!!."""
    game, ids = counter_board("ST01-014", bob_don=1, alice={"characters": [{"card": "OP01-004", "don": don}]})
    before = len(game.state.players[0].hand)
    game.apply(Decide(1, ("event", ids["event"])))
    game.apply(Decide(1, leader_of(game, 1).iid))
    return game, before


def test_op01_004_draws_when_the_opponent_activates_an_event_in_your_turn():
    """OP01-004: [DON!! x1] [Your Turn] when your opponent activates an Event, draw 1 (8-5-4)."""
    game, before = usopp_counter(don=1)
    assert len(game.state.players[0].hand) == before + 1


def test_op01_004_without_don_draws_nothing():
    """OP01-004: [DON!! x1] not met (10-2-9-1): Bob's Event draws Alice nothing."""
    game, before = usopp_counter(don=0)
    assert len(game.state.players[0].hand) == before


def test_op01_004_own_events_draw_nothing():
    """OP01-004: Alice's own Event is not her opponent's: no draw."""
    mine = [{"card": "OP01-004", "don": 1}, {"card": KAROO}]  # two Characters: its optional cost could be paid
    alice = player("Alice", characters=mine, hand=[{"card": "OP01-055", "id": "samurai"}], don={"active": 1})
    game, ids = make_game(alice)
    assert game.apply(PlayCard(0, ids["samurai"]))
    game.apply(Decide(0, "decline"))  # its optional cost: nothing of its own happens
    assert game.state.decision is None and len(game.state.players[0].hand) == 0


# ---------------------------------------------------------------- OP01-008 Cavendish
def cavendish_play(pay: str):
    game, ids = make_game(player("Alice", hand=[{"card": "OP01-008", "id": "cav"}], don={"active": 4}))
    game.apply(PlayCard(0, ids["cav"]))
    assert choice(game, "pay_cost") == {"pay", "decline"}  # an optional cost (8-3-1-4)
    game.apply(Decide(0, pay))
    return game, ids


def test_op01_008_takes_a_life_card_to_gain_rush():
    """OP01-008: [On Play] you may add 1 Life card to your hand: this Character gains [Rush] this turn."""
    game, ids = cavendish_play("pay")
    alice = game.state.players[0]
    assert len(alice.life) == 2 and len(alice.hand) == 1
    assert Attack(0, ids["cav"], leader_of(game, 1).iid) in game.legal_actions()  # [Rush] (10-1-1-1)


def test_op01_008_declined_gains_no_rush():
    """OP01-008: the cost declined, Life stays and Cavendish cannot attack the turn it is played (3-7-4)."""
    game, ids = cavendish_play("decline")
    assert len(game.state.players[0].life) == 3
    refused_without_change(game, Attack(0, ids["cav"], leader_of(game, 1).iid), "3-7-4")


# ---------------------------------------------------------------- OP01-011 Gordon
def test_op01_011_puts_a_hand_card_at_the_bottom_to_draw_1():
    """OP01-011: [On Play] you may put 1 card of your hand at the bottom of your deck: draw 1."""
    alice = player("Alice", hand=[{"card": "OP01-011", "id": "gordon"}, {"card": VIVI, "id": "vivi"}],
                   don={"active": 2})  # fmt: skip
    game, ids = make_game(alice)
    top = top_of_deck(game, 0, 1)[0]
    game.apply(PlayCard(0, ids["gordon"]))
    game.apply(Decide(0, "pay"))
    assert choice(game, "choose_card") == {ids["vivi"]}  # the cost: exactly 1 card
    game.apply(Decide(0, ids["vivi"]))
    me = game.state.players[0]
    assert me.deck[0].iid == ids["vivi"] and hand_ids(game, 0) == [top]


def test_op01_011_with_an_empty_hand_cannot_pay_and_draws_nothing():
    """OP01-011: no card left in hand: the cost cannot be paid, so nothing is asked nor drawn (8-3-1-3)."""
    game, ids = make_game(player("Alice", hand=[{"card": "OP01-011", "id": "gordon"}], don={"active": 2}))
    game.apply(PlayCard(0, ids["gordon"]))
    assert game.state.decision is None and game.state.players[0].hand == []


# ---------------------------------------------------------------- OP01-013 Sanji
def test_op01_013_takes_a_life_card_for_2000_and_2_rested_don():
    """OP01-013: [Activate: Main] [Once Per Turn] add 1 Life card to hand: +2000 this turn, then give this card up to
    2 rested DON!!."""
    alice = player("Alice", characters=[{"card": "OP01-013", "id": "sanji"}], don={"rested": 3})
    game, ids = make_game(alice)
    assert game.apply(ActivateEffect(0, ids["sanji"], 0))
    me = game.state.players[0]
    assert len(me.life) == 2 and len(me.hand) == 1
    assert choice(game, "choose_number") == {0, 1, 2}  # "up to 2" (4-8)
    game.apply(Decide(0, 2))
    assert game.state.card(ids["sanji"]).don == 2 and me.don_rested == 1
    assert power_of(game, ids["sanji"]) == 3000 + 2000 + 2000
    refused_without_change(game, ActivateEffect(0, ids["sanji"], 0), "10-2-13-1")


def test_op01_013_without_life_cannot_activate():
    """OP01-013: with no Life card the cost cannot be paid (8-3-1-3)."""
    game, ids = make_game(player("Alice", characters=[{"card": "OP01-013", "id": "sanji"}], life=[]))
    refused_without_change(game, ActivateEffect(0, ids["sanji"], 0), "8-3-1-3")


# ---------------------------------------------------------------- OP01-024 Monkey.D.Luffy
def luffy_attacked(attacker: str, don: int):
    """Alice's attacker (with 2 DON!!) attacks Bob's rested Luffy (3000 on Alice's turn) holding `don` DON!!."""
    alice = player("Alice", characters=[{"card": attacker, "id": "attacker", "don": 2}])
    bob = player("Bob", characters=[{"card": "OP01-024", "id": "luffy", "rested": True, "don": don}])
    game, ids = make_game(alice, bob)
    assert game.apply(Attack(0, ids["attacker"], ids["luffy"]))
    return game, ids


def test_op01_024_with_2_don_is_not_koed_in_battle_by_a_strike_character():
    """OP01-024: [DON!! x2] cannot be K.O.'d in battle by Strike Characters (1-3-3): Franky (strike) loses nothing."""
    game, ids = luffy_attacked(FRANKY, don=2)
    assert area_of(game, ids["luffy"]) == "characters"


def test_op01_024_a_slash_character_or_too_few_don_kos_it():
    """OP01-024: Vivi is Slash, not Strike; with 1 DON!! the condition is not met: K.O.'d either way."""
    game, ids = luffy_attacked(VIVI, don=2)
    assert area_of(game, ids["luffy"]) == "trash"
    game, ids = luffy_attacked(FRANKY, don=1)
    assert area_of(game, ids["luffy"]) == "trash"


def test_op01_024_gives_itself_up_to_2_rested_don_once_per_turn():
    """OP01-024: [Activate: Main] [Once Per Turn] give this card up to 2 rested DON!!."""
    game, ids = make_game(player("Alice", characters=[{"card": "OP01-024", "id": "luffy"}], don={"rested": 1}))
    assert game.apply(ActivateEffect(0, ids["luffy"], 1))
    assert choice(game, "choose_number") == {0, 1}  # only 1 rested DON!! to give
    game.apply(Decide(0, 1))
    assert game.state.card(ids["luffy"]).don == 1
    refused_without_change(game, ActivateEffect(0, ids["luffy"], 1), "10-2-13-1")


# ---------------------------------------------------------------- OP01-029 Radical Beam!!
def radical_beam(life: int) -> int:
    game, ids = counter_board("OP01-029", bob_don=1, life=cards(*[ROBIN] * life))
    game.apply(Decide(1, ("event", ids["event"])))
    game.apply(Decide(1, leader_of(game, 1).iid))  # Bob has no other counter: the Damage Step follows
    (fought,) = [e for e in game.state.log if e.kind in ("battle_won", "battle_lost")]
    return fought.data["against"]  # Bob's leader's power in the Damage Step


def test_op01_029_gives_2000_and_2000_more_to_that_card_with_2_life_or_fewer():
    """OP01-029: [Counter] your Leader/Character +2000 this battle; then, with 2 Life or fewer, that card +2000 more."""
    assert radical_beam(life=2) == 9000


def test_op01_029_with_3_life_gives_only_2000():
    """OP01-029: the "if" fails with 3 Life: only the first +2000 (4-10-1)."""
    assert radical_beam(life=3) == 7000


def test_op01_029_trigger_gives_1000_this_turn():
    """OP01-029: [Trigger] up to 1 of your Leader/Characters +1000 this turn."""
    game, _ = trigger_board("OP01-029")
    bob_leader = leader_of(game, 1).iid
    assert choice(game, "choose_card", 1) == {bob_leader, None}
    game.apply(Decide(1, bob_leader))
    assert game.power(leader_of(game, 1)) == 6000


# ---------------------------------------------------------------- OP01-031 Kouzuki Oden (leader)
def test_op01_031_trashes_a_land_of_wano_card_to_set_2_don_active():
    """OP01-031: [Activate: Main] [Once Per Turn] trash 1 Land of Wano card from hand: set up to 2 DON!! active."""
    hand = [{"card": "OP01-036", "id": "otsuru"}, {"card": VIVI, "id": "vivi"}]
    game, ids = make_game(player("Alice", leader={"card": "OP01-031"}, hand=hand, don={"rested": 3}))
    assert game.apply(ActivateEffect(0, leader_of(game, 0).iid, 0))
    assert choice(game, "choose_card") == {ids["otsuru"]}  # Vivi is not Land of Wano
    game.apply(Decide(0, ids["otsuru"]))
    assert area_of(game, ids["otsuru"]) == "trash"
    assert choice(game, "choose_number") == {0, 1, 2}
    game.apply(Decide(0, 2))
    assert game.state.players[0].don_active == 2


def test_op01_031_without_a_land_of_wano_card_cannot_activate():
    """OP01-031: no Land of Wano card in hand: the cost cannot be paid (8-3-1-3)."""
    game, _ = make_game(player("Alice", leader={"card": "OP01-031"}, hand=[{"card": VIVI}], don={"rested": 3}))
    refused_without_change(game, ActivateEffect(0, leader_of(game, 0).iid, 0), "8-3-1-3")


# ---------------------------------------------------------------- OP01-038 Kanjuro
def test_op01_038_with_don_kos_a_rested_opposing_character_of_cost_2_or_less():
    """OP01-038: [DON!! x1] [When Attacking] K.O. up to 1 rested opposing Character of cost 2 or less."""
    alice = player("Alice", characters=[{"card": "OP01-038", "id": "kanjuro", "don": 1}])
    bob = player("Bob", characters=[{"card": KAROO, "id": "karoo", "rested": True}, {"card": VIVI, "id": "vivi"},
                                    {"card": FRANKY, "id": "franky", "rested": True}])  # fmt: skip
    game, ids = make_game(alice, bob)
    attack_bobs_leader(game, ids["kanjuro"])
    assert choice(game, "choose_card") == {ids["karoo"], None}  # Vivi is active, Franky costs 4
    game.apply(Decide(0, ids["karoo"]))
    assert area_of(game, ids["karoo"]) == "trash"


def test_op01_038_on_ko_the_opponent_picks_a_card_of_your_hand_to_trash():
    """OP01-038: [On K.O.] your opponent chooses 1 card of your hand; you trash it."""
    bob_hand = [{"card": VIVI, "id": "vivi"}, {"card": FRANKY, "id": "franky"}]
    game, ids = ko_in_battle(
        [],
        [{"card": "OP01-038", "id": "kanjuro", "rested": True}],
        "kanjuro",
    )
    assert area_of(game, ids["kanjuro"]) == "trash" and game.state.decision is None  # Bob's hand is empty
    alice = player("Alice", characters=[{"card": KID, "id": "attacker", "don": 2}])
    bob = player("Bob", characters=[{"card": "OP01-038", "id": "kanjuro", "rested": True}], hand=bob_hand)
    game, ids = make_game(alice, bob)
    game.apply(Attack(0, ids["attacker"], ids["kanjuro"]))
    game.apply(Decide(1, "done"))  # no counter
    assert choice(game, "choose_card", 0) == {ids["vivi"], ids["franky"]}  # Alice picks, among Bob's hand
    game.apply(Decide(0, ids["franky"]))
    assert area_of(game, ids["franky"]) == "trash" and area_of(game, ids["vivi"]) == "hand"


def test_op01_038_without_don_kos_nothing():
    """OP01-038: [DON!! x1] not met: no K.O."""
    alice = player("Alice", characters=[{"card": "OP01-038", "id": "kanjuro"}])
    game, ids = make_game(alice, player("Bob", characters=[{"card": KAROO, "id": "karoo", "rested": True}]))
    attack_bobs_leader(game, ids["kanjuro"])
    assert game.state.decision is None and area_of(game, ids["karoo"]) == "characters"


# ---------------------------------------------------------------- OP01-047 Trafalgar Law
def law_play(pay: str):
    hand = [{"card": "OP01-047", "id": "law"}, {"card": VIVI, "id": "vivi"}, {"card": FRANKY, "id": "franky"}]
    alice = player("Alice", hand=hand, characters=[{"card": KAROO, "id": "karoo"}], don={"active": 5})
    game, ids = make_game(alice)
    game.apply(PlayCard(0, ids["law"]))
    game.apply(Decide(0, pay))
    return game, ids


def test_op01_047_returns_a_character_to_play_one_of_cost_3_or_less():
    """OP01-047: [On Play] you may return 1 of your Characters to hand: play up to 1 Character of cost 3 or less from
    your hand."""
    game, ids = law_play("pay")
    assert choice(game, "choose_card") == {ids["karoo"], ids["law"]}  # any of yours, Law included; exactly 1
    game.apply(Decide(0, ids["karoo"]))
    assert area_of(game, ids["karoo"]) == "hand"
    assert choice(game, "choose_card") == {ids["vivi"], ids["karoo"], None}  # Franky costs 4
    game.apply(Decide(0, ids["vivi"]))
    assert area_of(game, ids["vivi"]) == "characters"


def test_op01_047_declined_returns_and_plays_nothing():
    """OP01-047: the optional cost declined (8-3-1-4): nothing happens."""
    game, ids = law_play("decline")
    assert game.state.decision is None and area_of(game, ids["karoo"]) == "characters"
    assert area_of(game, ids["vivi"]) == "hand"


# ---------------------------------------------------------------- OP01-051 Eustass"Captain"Kid
def kid_defends(rested: bool, don: int = 1):
    bob = player("Bob", characters=[{"card": "OP01-051", "id": "kid", "rested": rested, "don": don},
                                    {"card": VIVI, "id": "vivi", "rested": True}])  # fmt: skip
    return make_game(player("Alice", characters=[{"card": FRANKY, "id": "franky"}]), bob)


def test_op01_051_rested_with_don_only_kid_may_be_attacked():
    """OP01-051: [DON!! x1] [Opponent's Turn] while rested, the opponent may attack only Characters named
    Eustass"Captain"Kid (1-3-3: the prohibition wins over 7-1-1-2)."""
    game, ids = kid_defends(rested=True)
    attacks = {(a.attacker, a.target) for a in game.legal_actions() if isinstance(a, Attack)}
    assert attacks == {(ids["franky"], ids["kid"]), (leader_of(game, 0).iid, ids["kid"])}
    refused_without_change(game, Attack(0, ids["franky"], leader_of(game, 1).iid), "1-3-3")
    refused_without_change(game, Attack(0, ids["franky"], ids["vivi"]), "1-3-3")


def test_op01_051_active_or_without_don_limits_nothing():
    """OP01-051: an active Kid, or one without DON!!, leaves the leader and Vivi open to attack."""
    for rested, don in ((False, 1), (True, 0)):
        game, ids = kid_defends(rested=rested, don=don)
        assert Attack(0, ids["franky"], leader_of(game, 1).iid) in game.legal_actions()
        assert Attack(0, ids["franky"], ids["vivi"]) in game.legal_actions()


def test_op01_051_rests_itself_to_play_a_character_of_cost_3_or_less():
    """OP01-051: [Activate: Main] [Once Per Turn] rest this Character: play up to 1 Character of cost 3 or less."""
    hand = [{"card": VIVI, "id": "vivi"}, {"card": FRANKY, "id": "franky"}]
    game, ids = make_game(player("Alice", characters=[{"card": "OP01-051", "id": "kid"}], hand=hand))
    assert game.apply(ActivateEffect(0, ids["kid"], 1))
    assert game.state.card(ids["kid"]).rested
    assert choice(game, "choose_card") == {ids["vivi"], None}
    game.apply(Decide(0, ids["vivi"]))
    assert area_of(game, ids["vivi"]) == "characters"
    refused_without_change(game, ActivateEffect(0, ids["kid"], 1), "10-2-13-1")


# ---------------------------------------------------------------- OP01-055 You Can Be My Samurai!!
def samurai_play(pay: str):
    mine = [
        {"card": KAROO, "id": "karoo"},
        {"card": VIVI, "id": "vivi"},
        {"card": ROBIN, "id": "robin", "rested": True},
    ]
    alice = player("Alice", hand=[{"card": "OP01-055", "id": "samurai"}], characters=mine, don={"active": 1})
    game, ids = make_game(alice)
    game.apply(PlayCard(0, ids["samurai"]))
    game.apply(Decide(0, pay))
    return game, ids


def test_op01_055_rests_2_characters_to_draw_2():
    """OP01-055: [Main] you may rest 2 of your Characters: draw 2."""
    game, ids = samurai_play("pay")
    assert choice(game, "choose_card") == {ids["karoo"], ids["vivi"]}  # the rested Robin cannot be rested again
    game.apply(Decide(0, ids["karoo"]))
    game.apply(Decide(0, ids["vivi"]))
    assert game.state.card(ids["karoo"]).rested and game.state.card(ids["vivi"]).rested
    assert len(game.state.players[0].hand) == 2


def test_op01_055_declined_draws_nothing():
    """OP01-055: the optional cost declined: no card drawn, no Character rested."""
    game, ids = samurai_play("decline")
    assert len(game.state.players[0].hand) == 0 and not game.state.card(ids["karoo"]).rested


def test_op01_055_may_be_activated_when_its_optional_cost_cannot_be_paid():
    """OP01-055 (official Q&A 2, 8-3-1-4): with one Character the optional cost cannot be paid, yet the Event is
    activated: its 1 DON!! is paid, it goes to the trash and draws nothing, with nothing asked."""
    alice = player("Alice", hand=[{"card": "OP01-055", "id": "samurai"}], characters=[{"card": KAROO}],
                   don={"active": 1})  # fmt: skip
    game, ids = make_game(alice)
    assert PlayCard(0, ids["samurai"]) in game.legal_actions()
    assert game.apply(PlayCard(0, ids["samurai"]))
    assert area_of(game, ids["samurai"]) == "trash" and game.state.decision is None
    assert len(game.state.players[0].hand) == 0 and game.state.players[0].don_rested == 1


# ---------------------------------------------------------------- OP01-059 BE-BENG!!
def bebeng_play(pay: str):
    hand = [{"card": "OP01-059", "id": "bebeng"}, {"card": "OP01-036", "id": "otsuru"}, {"card": VIVI, "id": "vivi"}]
    mine = [
        {"card": "OP01-043", "id": "shinobu", "rested": True},
        {"card": "OP01-046", "id": "denjiro", "rested": True},
    ]
    game, ids = make_game(player("Alice", hand=hand, characters=mine, don={"active": 3}))
    game.apply(PlayCard(0, ids["bebeng"]))
    game.apply(Decide(0, pay))
    return game, ids


def test_op01_059_trashes_a_land_of_wano_card_to_set_a_character_active():
    """OP01-059: [Main] you may trash 1 Land of Wano card from hand: set up to 1 Land of Wano Character of cost 3 or
    less active."""
    game, ids = bebeng_play("pay")
    assert choice(game, "choose_card") == {ids["otsuru"]}
    game.apply(Decide(0, ids["otsuru"]))
    assert choice(game, "choose_card") == {ids["shinobu"], None}  # Denjiro costs 5
    game.apply(Decide(0, ids["shinobu"]))
    assert not game.state.card(ids["shinobu"]).rested and area_of(game, ids["otsuru"]) == "trash"


def test_op01_059_declined_sets_nothing_active():
    """OP01-059: the optional cost declined: Shinobu stays rested, Otsuru in hand."""
    game, ids = bebeng_play("decline")
    assert game.state.card(ids["shinobu"]).rested and area_of(game, ids["otsuru"]) == "hand"


# ---------------------------------------------------------------- OP01-060 Donquixote Doflamingo (leader)
def doflamingo_attack(top: str):
    deck = [{"card": top, "id": "top"}, *cards(*[ROBIN] * 9)]
    alice = player("Alice", leader={"card": "OP01-060", "don": 2}, deck=deck, don={"active": 1})
    game, ids = make_game(alice)
    attack_bobs_leader(game, leader_of(game, 0).iid)
    assert choice(game, "pay_cost") == {"pay", "decline"}
    game.apply(Decide(0, "pay"))
    return game, ids


def test_op01_060_reveals_a_warlord_of_cost_4_or_less_and_plays_it_rested():
    """OP01-060: [DON!! x2] [When Attacking] ①: reveal the top card; if it is a Seven Warlords Character of cost 4 or
    less, you may play it rested."""
    game, ids = doflamingo_attack("OP01-073")
    assert game.state.players[0].don_rested == 1
    assert choice(game, "use_effect") == {"use", "decline"}
    game.apply(Decide(0, "use"))
    card = game.state.card(ids["top"])
    assert card.area == "characters" and card.rested


def test_op01_060_another_top_card_stays_on_the_deck():
    """OP01-060: Vivi is no Warlord: revealed, not played; she stays on top."""
    game, ids = doflamingo_attack(VIVI)
    assert game.state.decision is None or game.state.decision.kind != "use_effect"
    assert top_of_deck(game, 0, 1) == [ids["top"]]


# ---------------------------------------------------------------- OP01-063 Arlong
def arlong_board(bob_card: str, don: int = 1):
    alice = player("Alice", characters=[{"card": "OP01-063", "id": "arlong", "don": don}])
    bob = player("Bob", hand=[{"card": bob_card, "id": "secret"}], life=[{"card": ROBIN, "id": "life_top"},
                                                                        {"card": ROBIN}])  # fmt: skip
    return make_game(alice, bob)


def test_op01_063_an_event_revealed_sends_a_life_card_to_the_bottom_of_the_deck():
    """OP01-063: [DON!! x1] [Activate: Main] rest this: choose 1 card of the opponent's hand, revealed; if it is an
    Event, put up to 1 of their Life cards at the bottom of their deck: the top one or none (3-10-2)."""
    game, ids = arlong_board("ST01-014")
    assert game.apply(ActivateEffect(0, ids["arlong"], 0))
    assert game.state.card(ids["arlong"]).rested
    assert choice(game, "choose_card") == {ids["secret"]}
    game.apply(Decide(0, ids["secret"]))
    assert choice(game, "choose_card") == {ids["life_top"], None}
    game.apply(Decide(0, ids["life_top"]))
    bob = game.state.players[1]
    assert len(bob.life) == 1 and bob.deck[0].iid == ids["life_top"]


def test_op01_063_a_character_revealed_moves_no_life():
    """OP01-063: the revealed card is a Character: the "if" fails (4-10-1), Life stays."""
    game, ids = arlong_board(VIVI)
    game.apply(ActivateEffect(0, ids["arlong"], 0))
    game.apply(Decide(0, ids["secret"]))
    assert game.state.decision is None and len(game.state.players[1].life) == 2


def test_op01_063_needs_a_don():
    """OP01-063: [DON!! x1] not met: it cannot be activated (8-3-2-1)."""
    game, ids = arlong_board("ST01-014", don=0)
    refused_without_change(game, ActivateEffect(0, ids["arlong"], 0), "8-3-2-1")


# ---------------------------------------------------------------- OP01-069 Caesar Clown
def caesar_ko(deck: list[dict]):
    alice = player("Alice", characters=[{"card": KID, "id": "attacker", "don": 2}])
    bob = player("Bob", characters=[{"card": "OP01-069", "id": "caesar", "rested": True}], deck=deck)
    game, ids = make_game(alice, bob)
    game.apply(Attack(0, ids["attacker"], ids["caesar"]))
    return game, ids


def test_op01_069_on_ko_plays_a_smiley_from_the_deck_then_shuffles():
    """OP01-069: [On K.O.] play up to 1 [Smiley] from your deck, then shuffle it."""
    game, ids = caesar_ko([*cards(ROBIN, ROBIN), {"card": "OP01-072", "id": "smiley"}, *cards(*[ROBIN] * 5)])
    assert area_of(game, ids["caesar"]) == "trash"
    assert choice(game, "choose_card", 1) == {ids["smiley"], None}
    game.apply(Decide(1, ids["smiley"]))
    assert area_of(game, ids["smiley"]) == "characters"
    assert events(game, "shuffle")[-1].data["player"] == 1


def test_op01_069_without_a_smiley_plays_nothing():
    """OP01-069: no [Smiley] in the deck: nothing to choose, nothing played."""
    game, _ = caesar_ko(cards(*[ROBIN] * 8))
    assert game.state.decision is None and game.state.players[1].characters == []


# ---------------------------------------------------------------- OP01-072 Smiley
def test_op01_072_gets_1000_per_card_in_hand_with_don_in_your_turn():
    """OP01-072: [DON!! x1] [Your Turn] +1000 for every card in your hand."""
    alice = player("Alice", characters=[{"card": "OP01-072", "id": "smiley", "don": 1}], hand=cards(VIVI, VIVI, VIVI))
    game, ids = make_game(alice)
    assert power_of(game, ids["smiley"]) == 1000 + 1000 + 3000


def test_op01_072_without_don_or_in_the_opponents_turn_gets_nothing():
    """OP01-072: [DON!! x1] not met, or [Your Turn] not met: printed power only."""
    alice = player("Alice", characters=[{"card": "OP01-072", "id": "smiley"}], hand=cards(VIVI, VIVI, VIVI))
    game, ids = make_game(alice)
    assert power_of(game, ids["smiley"]) == 1000
    bob = player("Bob", characters=[{"card": "OP01-072", "id": "smiley", "don": 1}], hand=cards(VIVI, VIVI, VIVI))
    game, ids = make_game(bob=bob)
    assert power_of(game, ids["smiley"]) == 1000  # Alice's turn: neither the DON!! (6-5-5-2) nor the effect count


# ---------------------------------------------------------------- OP01-073 Donquixote Doflamingo, OP01-077 Perona
def arrange_board(number: str, deck_size: int):
    deck = [{"card": ROBIN, "id": f"d{i}"} for i in range(deck_size)]
    alice = player("Alice", hand=[{"card": number, "id": "arranger"}], deck=deck, don={"active": 3})
    game, ids = make_game(alice)
    game.apply(PlayCard(0, ids["arranger"]))
    return game, ids


def test_op01_077_puts_the_top_5_all_at_the_bottom_in_any_order():
    """OP01-077: [On Play] look at the top 5 and put them on the top or the bottom of the deck in any order (11-3):
    all 5 on one side, never split (OP01-077 Q&A 1). The first card picked for the bottom sends them all there."""
    game, ids = arrange_board("OP01-077", 8)
    d = [ids[f"d{i}"] for i in range(8)]  # d0 is the top card
    assert choice(game, "choose_card") == {*d[:5], None}  # a card: all go to the bottom; None: all stay on top
    game.apply(Decide(0, d[0]))
    assert choice(game, "choose_card") == {d[1], d[2], d[3], d[4]}  # no None: the rest follow d0 to the bottom
    for card in (d[3], d[1], d[2]):  # each under the one before; d4, the last one, without a question
        game.apply(Decide(0, card))
    assert game.state.decision is None
    assert top_of_deck(game, 0, 8) == [d[5], d[6], d[7], d[0], d[3], d[1], d[2], d[4]]


def test_op01_077_puts_the_top_5_all_back_on_top_in_any_order():
    """OP01-077: None first keeps all 5 on top; the player orders them there, each above the one before."""
    game, ids = arrange_board("OP01-077", 8)
    d = [ids[f"d{i}"] for i in range(8)]
    game.apply(Decide(0, None))
    assert choice(game, "choose_card") == set(d[:5])
    for card in (d[1], d[2], d[0], d[3]):
        game.apply(Decide(0, card))
    assert game.state.decision is None
    assert top_of_deck(game, 0, 8) == [d[4], d[3], d[0], d[2], d[1], d[5], d[6], d[7]]


def test_op01_077_with_2_cards_in_the_deck_arranges_those_2():
    """OP01-077: only 2 cards to look at: those 2 are put back, nothing else moves (1-3-2)."""
    game, ids = arrange_board("OP01-077", 2)
    assert choice(game, "choose_card") == {ids["d0"], ids["d1"], None}
    game.apply(Decide(0, None))
    game.apply(Decide(0, ids["d1"]))
    assert top_of_deck(game, 0, 2) == [ids["d0"], ids["d1"]] and game.state.decision is None


def test_op01_073_has_blocker_and_arranges_the_top_5():
    """OP01-073: [Blocker]; [On Play] the top 5 put back on top or bottom: the deck keeps the same cards."""
    game, ids = arrange_board("OP01-073", 6)
    assert game.has_keyword(game.state.card(ids["arranger"]), "blocker")
    while game.state.decision is not None:  # each to the bottom (None, "no more", is the last option)
        game.apply(Decide(0, game.state.decision.options[0]))
    assert top_of_deck(game, 0, 1) == [ids["d5"]] and len(game.state.players[0].deck) == 6  # the 5 went under


# ---------------------------------------------------------------- OP01-083 Mr.1(Daz.Bonez)
def mr1_power(leader: str, events_in_trash: int) -> int:
    trash = cards(*["OP01-088"] * events_in_trash, VIVI)
    alice = player("Alice", leader={"card": leader}, characters=[{"card": "OP01-083", "id": "mr1", "don": 1}],
                   trash=trash)  # fmt: skip
    game, ids = make_game(alice)
    return power_of(game, ids["mr1"])


def test_op01_083_gets_1000_for_every_2_events_in_trash_with_a_baroque_works_leader():
    """OP01-083: [DON!! x1] [Your Turn] with a Baroque Works leader, +1000 for every 2 Events in your trash."""
    assert mr1_power("OP01-062", 5) == 3000 + 1000 + 2000  # 5 Events: 2 pairs; Vivi is no Event


def test_op01_083_with_another_leader_gets_nothing():
    """OP01-083: Zoro is no Baroque Works leader: no bonus."""
    assert mr1_power("OP01-001", 5) == 4000


# ---------------------------------------------------------------- OP01-085 Mr.3(Galdino)
def mr3_play(leader: str):
    alice = player("Alice", leader={"card": leader}, hand=[{"card": "OP01-085", "id": "mr3"}], don={"active": 2})
    bob = player("Bob", characters=[{"card": VIVI, "id": "vivi"}, {"card": KID, "id": "kid"}])
    game, ids = make_game(alice, bob)
    game.apply(PlayCard(0, ids["mr3"]))
    return game, ids


def test_op01_085_an_opposing_character_cannot_attack_until_the_end_of_their_next_turn():
    """OP01-085: [On Play] with a Baroque Works leader, up to 1 opposing Character of cost 4 or less cannot attack
    until the end of the opponent's next turn."""
    game, ids = mr3_play("OP01-062")
    assert choice(game, "choose_card") == {ids["vivi"], None}  # Kid costs 7
    game.apply(Decide(0, ids["vivi"]))
    game.apply(EndTurn(0))  # Bob's turn 4
    refused_without_change(game, Attack(1, ids["vivi"], leader_of(game, 0).iid), "1-3-3")
    assert Attack(1, ids["kid"], leader_of(game, 0).iid) in game.legal_actions()
    game.apply(EndTurn(1))
    game.apply(EndTurn(0))  # Bob's turn 6: over
    assert Attack(1, ids["vivi"], leader_of(game, 0).iid) in game.legal_actions()


def test_op01_085_with_another_leader_does_nothing():
    """OP01-085: the "if" fails with Zoro as leader: no choice, Vivi may attack next turn."""
    game, ids = mr3_play("OP01-001")
    assert game.state.decision is None
    game.apply(EndTurn(0))
    assert Attack(1, ids["vivi"], leader_of(game, 0).iid) in game.legal_actions()


# ---------------------------------------------------------------- OP01-088 Desert Spada
def test_op01_088_counter_gives_2000_then_arranges_the_top_3():
    """OP01-088: [Counter] your Leader/Character +2000 this battle, then look at the top 3 and put them on the top
    or the bottom of the deck in any order."""
    game, ids = counter_board("OP01-088", bob_don=1)
    top3 = top_of_deck(game, 1, 3)
    game.apply(Decide(1, ("event", ids["event"])))
    game.apply(Decide(1, leader_of(game, 1).iid))
    assert game.power(leader_of(game, 1)) == 7000
    assert choice(game, "choose_card", 1) == {*top3, None}
    game.apply(Decide(1, top3[0]))  # all three to the bottom (OP01-088 Q&A 1), each under the one before
    assert choice(game, "choose_card", 1) == set(top3[1:])
    game.apply(Decide(1, top3[1]))  # the last one follows without a question
    bob = game.state.players[1]
    assert [c.iid for c in bob.deck[:3]] == list(reversed(top3))


def test_op01_088_counter_needs_one_active_don():
    """OP01-088: cost 1 with no active DON!!: not offered (7-1-3-2-2)."""
    game, _ = counter_board("OP01-088", bob_don=0)
    assert game.state.decision is None or ("event",) not in {o[:1] for o in game.state.decision.options}


def test_op01_088_trigger_draws_2_then_trashes_1():
    """OP01-088: [Trigger] draw 2, then trash 1 card from your hand."""
    game, _ = trigger_board("OP01-088")
    bob = game.state.players[1]
    assert len(bob.hand) == 2 and None not in choice(game, "choose_card", 1)
    kept = bob.hand[1].iid
    game.apply(Decide(1, bob.hand[0].iid))
    assert hand_ids(game, 1) == [kept] and len(bob.trash) == 2  # the Event and the trashed card


# ---------------------------------------------------------------- OP01-094 Kaido
def kaido_play(leader: str):
    alice = player("Alice", leader={"card": leader}, hand=[{"card": "OP01-094", "id": "kaido"}],
                   characters=[{"card": KAROO, "id": "karoo"}], don={"active": 10})  # fmt: skip
    bob = player("Bob", characters=[{"card": VIVI, "id": "vivi"}, {"card": KID, "id": "kid"}])
    game, ids = make_game(alice, bob)
    game.apply(PlayCard(0, ids["kaido"]))
    game.apply(Decide(0, "pay"))
    for _ in range(6):  # DON!! −6: each returned DON!! is chosen (8-3-1-6)
        game.apply(Decide(0, "rested"))
    return game, ids


def test_op01_094_returns_6_don_to_ko_every_other_character():
    """OP01-094: [On Play] DON!! −6: with an Animal Kingdom Pirates leader, K.O. all Characters other than this one."""
    game, ids = kaido_play("OP01-061")
    assert game.state.players[0].don_deck == 6
    assert [area_of(game, ids[k]) for k in ("karoo", "vivi", "kid", "kaido")] == ["trash"] * 3 + ["characters"]


def test_op01_094_with_another_leader_kos_nothing():
    """OP01-094: the "if" after the cost fails with Zoro: the DON!! are spent, nothing is K.O.'d (4-10-1)."""
    game, ids = kaido_play("OP01-001")
    assert game.state.players[0].don_deck == 6
    assert [area_of(game, ids[k]) for k in ("karoo", "vivi", "kid")] == ["characters"] * 3


# ---------------------------------------------------------------- OP01-098 Kurozumi Orochi
def orochi_play(deck: list[dict]):
    alice = player("Alice", hand=[{"card": "OP01-098", "id": "orochi"}], deck=deck, don={"active": 1})
    game, ids = make_game(alice)
    game.apply(PlayCard(0, ids["orochi"]))
    return game, ids


def test_op01_098_searches_the_deck_for_artificial_devil_fruit_smile():
    """OP01-098: [On Play] reveal up to 1 [Artificial Devil Fruit SMILE] from your deck, add it to hand, shuffle."""
    game, ids = orochi_play([*cards(ROBIN, ROBIN, ROBIN), {"card": "OP01-116", "id": "smile"}, *cards(ROBIN)])
    assert choice(game, "choose_card") == {ids["smile"], None}
    game.apply(Decide(0, ids["smile"]))
    assert hand_ids(game, 0) == [ids["smile"]] and events(game, "shuffle")
    assert any(e.data.get("card") == ids["smile"] for e in events(game, "revealed"))  # 11-2-1


def test_op01_098_without_one_adds_nothing():
    """OP01-098: no such card in the deck: nothing is added."""
    game, _ = orochi_play(cards(*[ROBIN] * 5))
    assert game.state.decision is None and game.state.players[0].hand == []


# ---------------------------------------------------------------- OP01-099 Kurozumi Semimaru
def semimaru_battle(victim: str, with_semimaru: bool = True):
    bob_chars = [{"card": victim, "id": "victim", "rested": True}]
    if with_semimaru:
        bob_chars.append({"card": "OP01-099", "id": "semimaru"})
    return ko_in_battle([], bob_chars, "victim")


def test_op01_099_kurozumi_clan_characters_other_than_semimaru_are_not_koed_in_battle():
    """OP01-099: Kurozumi Clan Characters other than [Kurozumi Semimaru] cannot be K.O.'d in battle (1-3-3)."""
    game, ids = semimaru_battle("OP01-100")
    assert area_of(game, ids["victim"]) == "characters"


def test_op01_099_semimaru_itself_and_other_types_are_koed():
    """OP01-099: Semimaru itself, and a Character of another type, are K.O.'d as usual; without Semimaru, Higurashi
    is too."""
    game, ids = semimaru_battle("OP01-099", with_semimaru=False)
    assert area_of(game, ids["victim"]) == "trash"
    game, ids = semimaru_battle(VIVI)
    assert area_of(game, ids["victim"]) == "trash"
    game, ids = semimaru_battle("OP01-100", with_semimaru=False)
    assert area_of(game, ids["victim"]) == "trash"


# ---------------------------------------------------------------- OP01-105 Bao Huang
def bao_play(bob_hand: int):
    alice = player("Alice", hand=[{"card": "OP01-105", "id": "bao"}], don={"active": 2})
    bob = player("Bob", hand=[{"card": VIVI, "id": f"h{i}"} for i in range(bob_hand)])
    game, ids = make_game(alice, bob)
    game.apply(PlayCard(0, ids["bao"]))
    return game, ids


def test_op01_105_reveals_2_chosen_cards_of_the_opponents_hand():
    """OP01-105: [On Play] choose 2 cards of your opponent's hand; they reveal them (exactly 2: 8-4-4-1)."""
    game, ids = bao_play(3)
    assert choice(game, "choose_card") == {ids["h0"], ids["h1"], ids["h2"]}
    game.apply(Decide(0, ids["h2"]))
    assert choice(game, "choose_card") == {ids["h0"], ids["h1"]}
    game.apply(Decide(0, ids["h0"]))
    revealed = {e.data["card"] for e in events(game, "revealed")}
    assert {ids["h0"], ids["h2"]} <= revealed and ids["h1"] not in revealed
    assert len(game.state.players[1].hand) == 3  # revealed cards stay in the hand


def test_op01_105_with_an_empty_opposing_hand_reveals_nothing():
    """OP01-105: nothing to choose: no decision, nothing revealed of Bob's."""
    game, _ = bao_play(0)
    assert game.state.decision is None


# ---------------------------------------------------------------- OP01-116 Artificial Devil Fruit SMILE
def smile_deck() -> list[dict]:
    return [{"card": "OP01-107", "id": "babanuki"}, {"card": "OP01-104", "id": "speed"}, *cards(*[ROBIN] * 6)]


def test_op01_116_plays_a_smile_character_of_cost_3_or_less_from_the_top_5():
    """OP01-116: [Main] look at the top 5, play up to 1 SMILE Character of cost 3 or less among them, the rest to
    the bottom in any order."""
    alice = player("Alice", hand=[{"card": "OP01-116", "id": "smile"}], deck=smile_deck(), don={"active": 2})
    game, ids = make_game(alice)
    game.apply(PlayCard(0, ids["smile"]))
    assert choice(game, "choose_card") == {ids["speed"], None}  # Babanuki costs 5
    game.apply(Decide(0, ids["speed"]))
    finish_bottom_order(game)
    assert area_of(game, ids["speed"]) == "characters" and area_of(game, ids["babanuki"]) == "deck"
    assert ids["babanuki"] in [c.iid for c in game.state.players[0].deck[:4]]  # at the bottom


def test_op01_116_without_a_cheap_smile_plays_nothing_and_trigger_runs_main():
    """OP01-116: only Babanuki (cost 5) in the top 5: nothing may be played. [Trigger]: the [Main] effect."""
    deck = [{"card": "OP01-107", "id": "babanuki"}, *cards(*[ROBIN] * 6)]
    alice = player("Alice", hand=[{"card": "OP01-116", "id": "smile"}], deck=deck, don={"active": 2})
    game, ids = make_game(alice)
    game.apply(PlayCard(0, ids["smile"]))
    assert game.state.decision is None or game.state.decision.kind == "bottom_order"
    finish_bottom_order(game)
    assert game.state.players[0].characters == []
    game, _ = trigger_board("OP01-116", deck=smile_deck())
    speed = next(c.iid for c in game.state.players[1].deck if c.number == "OP01-104")
    assert choice(game, "choose_card", 1) == {speed, None}


# ---------------------------------------------------------------- OP01-121 Yamato
def test_op01_121_also_counts_as_kouzuki_oden():
    """OP01-121: Yamato also has the card name [Kouzuki Oden] (2-1-3): a filter on that name finds it."""
    from opcg_oracle.cards.effects import Filter
    from opcg_oracle.engine.effects.conditions import matches

    game, ids = make_game(player("Alice", characters=[{"card": "OP01-121", "id": "yamato"}, {"card": VIVI}]))
    yamato = game.state.card(ids["yamato"])
    assert game.state.card(ids["yamato"]).definition.names == ("Yamato", "Kouzuki Oden")
    assert matches(game, yamato, yamato, Filter(name="Kouzuki Oden"))
    assert not matches(game, yamato, yamato, Filter(name_not="Kouzuki Oden"))  # "other than [Kouzuki Oden]"


def test_op01_121_double_attack_with_banish_trashes_2_life_cards():
    """OP01-121: [Double Attack] (10-1-2) deals 2 damage; [Banish] (10-1-3) trashes the Life cards, no hand."""
    game, ids = make_game(player("Alice", characters=[{"card": "OP01-121", "id": "yamato"}]))
    attack_bobs_leader(game, ids["yamato"])
    bob = game.state.players[1]
    assert len(bob.life) == 1 and len(bob.trash) == 2 and bob.hand == []


def test_op01_every_card_is_implemented():
    """Issue 14 item 5: every OP01 card's text is written in the card language."""
    from opcg_oracle.cards import load_card_database

    op01 = [c for c in load_card_database() if c.set_code == "OP01"]
    assert len(op01) == 121 and [c.number for c in op01 if not c.implemented] == []


def test_random_games_with_the_last_op01_cards_keep_the_state_consistent():
    """The 29 cards written last, played together at random (every decision they ask answered at random), never
    break the engine's invariants nor refuse an action it offered (issue 14 item 5: what fuzzing will reach)."""
    from opcg_oracle.cards import load_card_database
    from opcg_oracle.engine.decks import DeckList
    from opcg_oracle.engine.invariants import check_invariants
    from opcg_oracle.engine.random_play import play_random_game

    db = load_card_database()
    red_green = ["004", "008", "011", "013", "024", "029", "038", "047", "051", "055", "059", "121"]
    blue_purple = ["063", "069", "072", "073", "077", "083", "085", "088", "094", "098", "099", "105"]
    law = DeckList.from_counts("OP01-002", {f"OP01-{n}": 4 for n in red_green} | {"OP01-036": 2})
    kaido = DeckList.from_counts("OP01-061", {f"OP01-{n}": 4 for n in blue_purple} | {"OP01-116": 2})
    for seed in range(6):
        for decks in ((law, kaido), (kaido, law)):
            outcome = play_random_game(decks, db, seed, after_each=lambda game: check_invariants(game.state))
            assert outcome.result == "win", outcome
