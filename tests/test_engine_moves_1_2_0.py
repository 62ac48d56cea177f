"""Moves in ver.1.2.0: an auto effect set off by its card leaving the field activates only from an open area
(8-4-5; ver.1.1.6 had no such rule), and a DON!! card an effect applies to is told apart, the effect leaving it
when it changes area (3-1-6-1)."""

from __future__ import annotations

import pytest
from engine_helpers import choice, make_game, player

from opcg_oracle.engine.actions import Decide, PlayCard


@pytest.mark.parametrize(("edition", "drawn"), [("1.2.0", 0), ("1.1.6", 1)])
def test_a_card_returned_to_the_hand_sets_off_its_removal_effect_only_in_1_1_6(edition: str, drawn: int):
    alice = player("Alice", hand=[{"card": "UNIT-014", "id": "bouncer"}], don={"active": 1})
    bob = player("Bob", characters=[{"card": "UNIT-030", "id": "note"}], hand=[])
    game, ids = make_game(alice=alice, bob=bob, edition=edition)
    assert game.apply(PlayCard(0, ids["bouncer"]))
    game.apply(Decide(0, ids["note"]))
    bob_hand = game.state.players[1].hand
    assert [c.iid for c in bob_hand][:1] == [ids["note"]] and len(bob_hand) == 1 + drawn
    cited = [e.rules for e in game.state.log if e.kind == "not_activated"]
    assert cited == ([("1.2.0:8-4-5", "3-1-5")] if edition == "1.2.0" else [])


def test_a_card_trashed_from_the_field_sets_off_its_removal_effect():
    bob = player("Bob", characters=[{"card": "UNIT-030", "id": "note"}], hand=[])
    game, ids = make_game(bob=bob)
    game.ko(game.state.card(ids["note"]), ("test",))
    game.run()
    assert len(game.state.players[1].hand) == 1  # the trash is an open area (1.2.0 8-4-5)


def test_setting_don_active_asks_how_many_of_them_an_effect_keeps_rested():
    alice = player("Alice", hand=[{"card": "UNIT-031", "id": "wake"}], don={"active": 1, "rested": 3})
    game, ids = make_game(alice=alice)
    me = game.state.players[0]
    me.don_kept = 1  # as Jewelry Bonney OP07-026 leaves one of them
    assert game.apply(PlayCard(0, ids["wake"]))
    assert choice(game, "choose_number") == {0, 1, 2}
    game.apply(Decide(0, 2))
    assert choice(game, "choose_number") == {0, 1}  # 0: two others; 1: the kept one and another
    assert game.state.decision.rules == ("1.2.0:3-1-6-1",)
    game.apply(Decide(0, 1))
    assert (me.don_active, me.don_rested, me.don_kept) == (2, 2, 0)


def test_bonney_keeps_one_of_the_opponents_rested_don_rested_counted_apart():
    bob = player("Bob", characters=[{"card": "OP01-111", "id": "maria"}], hand=[], don={"rested": 2})
    alice = player("Alice", hand=[{"card": "OP07-026", "id": "bonney"}], don={"active": 5})
    game, ids = make_game(alice=alice, bob=bob)
    assert game.apply(PlayCard(0, ids["bonney"]))
    game.apply(Decide(0, 1))  # one of Bob's two rested DON!!
    bob_ = game.state.players[1]
    assert (bob_.don_rested, bob_.don_kept) == (2, 1)
