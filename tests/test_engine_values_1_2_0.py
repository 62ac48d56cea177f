"""The effect words and values of ver.1.2.0's chapters 1, 4 and 8 (printed cards): «Set Power to 0» (4-12), costs
summed before they are floored (1-3-6-2), base power (4-9-2-1), "cannot be played" (4-7-2), "remove" (4-11) and
the one-shot "all of your ..." (8-1-4-1)."""

from __future__ import annotations

import pytest
from engine_helpers import cards, choice, make_game, player

from opcg_oracle.cards.effect_parser import parse_effects
from opcg_oracle.engine.actions import Decide, PlayCard
from opcg_oracle.yamlio import InputError, load_text


def _play(game, iid: int) -> None:
    assert game.apply(PlayCard(0, iid)), "the play was refused"


def test_set_power_to_zero_takes_the_power_the_card_has_now_and_later_gains_add_to_it():
    alice = player("Alice", hand=[{"card": "OP07-002", "id": "ain"}], don={"active": 7})
    bob = player("Bob", characters=[{"card": "ST02-002", "id": "vito", "power": [{"amount": 2000, "until": "turn"}]}])
    game, ids = make_game(alice=alice, bob=bob)
    vito = game.state.card(ids["vito"])
    assert game.power(vito) == 7000
    _play(game, ids["ain"])
    game.apply(Decide(0, ids["vito"]))
    assert game.power(vito) == 0  # 4-12-1: −7000, the power it had
    game.add_modifier(vito, "power", 1000, "turn", 1, "test")
    assert game.power(vito) == 1000  # a fixed reduction, not a value held at 0


def test_set_power_to_zero_leaves_a_negative_power_as_it_is():
    alice = player("Alice", hand=[{"card": "OP07-002", "id": "ain"}], don={"active": 7})
    bob = player("Bob", characters=[{"card": "ST02-004", "id": "bege", "power": [{"amount": -2000, "until": "turn"}]}])
    game, ids = make_game(alice=alice, bob=bob)
    _play(game, ids["ain"])
    game.apply(Decide(0, ids["bege"]))
    assert game.power(game.state.card(ids["bege"])) == -1000  # 4-12-2
    assert [e for e in game.state.log if e.kind == "power_unchanged"]


def test_a_cost_is_summed_before_it_is_treated_as_0():
    bob = player("Bob", characters=[{"card": "ST02-011", "id": "heat"}])  # printed cost 2
    game, ids = make_game(bob=bob)
    heat = game.state.card(ids["heat"])
    game.add_modifier(heat, "cost", -3, "turn", 0, "test")
    assert game.cost(heat) == 0  # −1 counts as 0 (1-3-6-2)
    game.add_modifier(heat, "cost", 2, "turn", 0, "test")
    assert game.cost(heat) == 1  # 2 − 3 + 2, from the negative value (1-3-6-2-1)


def test_of_several_base_powers_the_highest_applies():
    game, _ = make_game()
    leader = game.state.players[0].leader
    game.add_modifier(leader, "base_power", 8000, "turn", 0, "test")
    game.add_modifier(leader, "base_power", 7000, "turn", 0, "test")
    game.add_modifier(leader, "power", 1000, "turn", 0, "test")
    assert game.power(leader) == 9000  # 4-9-2-1: 8000, plus the other changes


def test_a_card_of_the_hand_with_its_own_cost_change():
    alice = player("Alice", hand=[{"card": "OP17-005", "id": "newgate"}])
    game, ids = make_game(alice=alice)
    newgate = game.state.card(ids["newgate"])
    assert game.cost(newgate) == 10
    boost = [{"amount": 5000, "until": "turn"}]
    strong = player("Bob", characters=[{"card": "ST01-008", "power": boost}])  # 10000 power: the condition holds
    game, ids = make_game(alice=player("Alice", hand=[{"card": "OP17-005", "id": "newgate"}]), bob=strong)
    assert game.cost(game.state.card(ids["newgate"])) == 6


def test_cannot_play_forbids_paying_for_a_matching_card_only():
    alice = player(
        "Alice",
        hand=[{"card": "OP13-023", "id": "uta"}, {"card": "ST01-012", "id": "luffy"}, {"card": "ST01-010", "id": "f"}],
        don={"active": 8},
    )
    game, ids = make_game(alice=alice)
    _play(game, ids["uta"])
    game.apply(Decide(0, 2))
    refusal = game.apply(PlayCard(0, ids["luffy"]))
    assert not refusal and "1.2.0:4-7-2" in refusal.rules
    assert PlayCard(0, ids["luffy"]) not in game.legal_actions()
    _play(game, ids["f"])


def test_cannot_be_removed_covers_the_hand_the_deck_and_a_ko_by_effect():
    alice = player("Alice", hand=[{"card": "OP01-071", "id": "jinbe"}], don={"active": 4})
    bob = player("Bob", characters=[{"card": "OP02-027", "id": "inu"}], don={"rested": 2})
    game, ids = make_game(alice=alice, bob=bob)
    _play(game, ids["jinbe"])
    assert ids["inu"] in choice(game, "choose_card")
    game.apply(Decide(0, ids["inu"]))
    assert game.state.card(ids["inu"]).area == "characters"  # 4-11-2: a move to the deck is a removal
    assert [e for e in game.state.log if e.kind == "removal_prevented"]


def test_all_of_your_characters_are_those_there_when_the_effect_resolves():
    franky = [{"card": "ST01-010", "id": "franky"}]
    alice = player("Alice", characters=franky, hand=cards("OP02-120"), don={"active": 10})
    game, ids = make_game(alice=alice)
    uta = game.state.players[0].hand[0]
    _play(game, uta.iid)
    game.apply(Decide(0, "pay"))
    game.apply(Decide(0, "rested"))
    game.apply(Decide(0, "rested"))
    assert game.power(game.state.card(ids["franky"])) == 7000
    assert game.power(uta) == 9000


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("- replacement: ko\n  by: battle\n  instead: [{trash: self}]\n", "unknown cause 'battle'"),
        ("- permanent: {cannot_be_removed: always}\n", "unknown prohibition 'always'"),
        ("- main: [{set_base_power: {target: self}}]\n", "value"),
    ],
)
def test_the_new_words_reject_bad_values(text: str, message: str):
    document = load_text(f"effects:\n{''.join('  ' + line + chr(10) for line in text.splitlines())}", "x.yaml")
    with pytest.raises(InputError, match=message):
        parse_effects(document["effects"], document, "x")
