"""A text's "Stage card" / "Character card" against "Stage" / "Character" (2-2-4-1, 2-2-4-2, 2-2-6-2): the filter
`card: true`, and the step `to_hand` that names the areas it looks in, the field's included."""

from __future__ import annotations

import pytest
from engine_helpers import make_game, player

from opcg_oracle.cards.database import parse_set
from opcg_oracle.cards.effects import Filter
from opcg_oracle.engine.effects.conditions import matches
from opcg_oracle.yamlio import InputError

HEAD = 'set: TEST\nname: "t"\ncards:\n  "TEST-900":\n    name: "x"\n    category: event\n    colors: [red]\n'
HEAD += "    cost: 1\n    effects:\n"
STAGE_CARD = Filter(owner="you", category=("stage",), card=True)


def test_to_hand_reads_its_areas_and_the_card_wording():
    target = "{up_to: 1, filter: {category: stage, card: true}}"
    text = HEAD + f"      - main: [{{to_hand: {{target: {target}, from: [stage, trash]}}}}]\n"
    step = parse_set(text, "c")[2]["TEST-900"].effects[0].steps[0]
    assert step.params["from"] == ("stage", "trash") and step.params["target"].filter.card


def test_an_area_to_hand_cannot_look_in_is_one_line_with_the_nearest():
    with pytest.raises(InputError) as caught:
        parse_set(HEAD + "      - main: [{to_hand: {target: {up_to: 1}, from: [trsh]}}]\n", "cards.yaml")
    message = str(caught.value)
    assert "cards.yaml:10" in message and "unknown area 'trsh'" in message and "'trash'" in message


def test_to_hand_needs_its_areas():
    with pytest.raises(InputError) as caught:
        parse_set(HEAD + "      - main: [{to_hand: {target: {up_to: 1}}}]\n", "cards.yaml")
    assert "from" in str(caught.value)


def test_a_stage_card_is_a_stage_outside_the_stage_area():
    """2-2-6-2: the Stage in play is a Stage, not a Stage card; the one in the trash is a Stage card."""
    alice = player("Alice", stage=[{"card": "ST01-017", "id": "sunny"}], trash=[{"card": "ST01-017", "id": "old"}])
    game, ids = make_game(alice=alice)
    source, cards = game.state.players[0].leader, game.state.cards
    assert not matches(game, source, cards[ids["sunny"]], STAGE_CARD)
    assert matches(game, source, cards[ids["old"]], STAGE_CARD)
    assert matches(game, source, cards[ids["sunny"]], Filter(owner="you", category=("stage",)))


def test_a_character_card_is_a_character_outside_the_character_area_and_a_leader_is_unaffected():
    """2-2-4-2 likewise; "Leader card" is the Leader in the Leader area (2-2-3-1), so `card` leaves it be."""
    alice = player("Alice", characters=[{"card": "ST01-008", "id": "on"}], hand=[{"card": "ST01-008", "id": "off"}])
    game, ids = make_game(alice=alice)
    source, cards = game.state.players[0].leader, game.state.cards
    wanted = Filter(category=("character",), card=True)
    assert not matches(game, source, cards[ids["on"]], wanted) and matches(game, source, cards[ids["off"]], wanted)
    assert matches(game, source, source, Filter(category=("leader",), card=True))
