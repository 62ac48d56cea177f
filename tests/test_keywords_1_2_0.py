"""Ver.1.2.0's keyword effects and battle changes in the reference engine: [Rush: Character] (10-1-6),
[Unblockable] (10-1-7), a cost paid as far as possible (8-3-1-3-1), an Event's [Main] activated by an effect
(10-2-3-1-1, 10-2-4-1-2), and what an engine must declare for the new keywords."""

from __future__ import annotations

import pytest
from engine_helpers import DB, events, make_game, player, refused_without_change

from opcg_oracle.adapters.reference import ReferenceAdapter
from opcg_oracle.bdd.needs import needs_missing
from opcg_oracle.cards.database import load_card_database, parse_set
from opcg_oracle.cards.effects import Condition, Filter
from opcg_oracle.engine.actions import Attack, Decide, PlayCard
from opcg_oracle.engine.effects.conditions import condition_met, matches
from opcg_oracle.scenario.loader import load_board_text
from opcg_oracle.yamlio import InputError

BENN = "OP17-027"  # Benn.Beckman: [Rush: Character]
YAMATO = "OP16-096"  # Yamato: [Unblockable]
BLOCKER = "OP01-100"  # Kurozumi Higurashi: [Blocker]
BOB_RESTED = {"card": "ST02-012", "rested": True, "id": "bepo"}


def test_rush_character_attacks_characters_only_in_the_turn_it_is_played():
    """10-1-6-1: the legal attacks of a Character just played with [Rush: Character] leave out the Leader."""
    game, alias = make_game(
        player("Alice", characters=[{"card": BENN, "played_this_turn": True, "id": "benn"}]),
        player("Bob", characters=[BOB_RESTED]),
    )
    benn, bepo, leader = alias["benn"], alias["bepo"], game.state.players[1].leader.iid
    targets = {a.target for a in game.legal_actions() if isinstance(a, Attack) and a.attacker == benn}
    assert targets == {bepo}
    refused_without_change(game, Attack(0, benn, leader), "1.2.0:10-1-6-1")
    assert game.apply(Attack(0, benn, bepo))


def test_rush_character_does_not_matter_once_the_turn_it_was_played_is_over():
    game, alias = make_game(player("Alice", characters=[{"card": BENN, "id": "benn"}]))
    assert game.apply(Attack(0, alias["benn"], game.state.players[1].leader.iid))


def test_an_unblockable_attacker_is_offered_no_block_and_the_engine_says_why():
    """10-1-7-1: Bob's active [Blocker] is not offered against Yamato, and the log cites the clause."""
    game, alias = make_game(
        player("Alice", characters=[{"card": YAMATO, "id": "yamato"}]),
        player("Bob", characters=[{"card": BLOCKER, "id": "guard"}]),
    )
    assert game.apply(Attack(0, alias["yamato"], game.state.players[1].leader.iid))
    assert game.state.decision is None
    assert any("1.2.0:10-1-7-1" in e.rules for e in events(game, "blocker_forbidden"))
    assert not game.state.cards[alias["guard"]].rested


def test_a_cost_short_partway_is_paid_as_far_as_possible_in_1_2_0_and_not_in_1_1_6():
    """8-3-1-3-1: after the first part took an Event, the second part trashes the one Event left (1.2.0);
    a 1.1.6 game pays none of the part that cannot be paid in full (8-3-1-3)."""
    for edition, second_event_trashed in (("1.2.0", True), ("1.1.6", False)):
        game, alias = make_game(
            player("Alice", characters=[{"card": "OP01-012", "id": "sai"}]),
            player(
                "Bob",
                characters=[{"card": "TEST-060", "id": "discard"}],
                hand=[{"card": "OP01-090", "id": "e1"}, {"card": "OP01-090", "id": "e2"}, {"card": "ST02-004"}],
            ),
        )
        game.state.edition = edition
        assert game.apply(Attack(0, alias["sai"], game.state.players[1].leader.iid))
        for choice in ("pay", alias["e1"], alias["e2"]):
            assert game.apply(Decide(1, choice)), (edition, choice)
        assert (game.state.cards[alias["e2"]].area == "trash") is second_event_trashed, edition
        assert events(game, "cost_cut_short")
        assert len(game.state.players[1].deck) == 10  # nothing after ":" resolved: no draw


def test_play_from_trash_may_play_the_card_rested():
    card = load_card_database().get("OP14-102")  # Kumacy: "... from your trash rested"
    (step,) = card.trigger.steps
    assert step.word == "play_from_trash" and step.params["rested"] is True


def test_the_reference_engine_declares_the_new_keywords():
    keywords = ReferenceAdapter().hello()["capabilities"]["keywords"]
    assert {"rush_character", "unblockable"} <= set(keywords)


def test_a_scenario_with_a_new_keyword_is_unsupported_on_an_engine_that_does_not_declare_it():
    """An engine whose hello lists only the 1.1.6 keywords gets these boards `unsupported`, naming the keyword."""
    old = {"keywords": ["rush", "double_attack", "banish", "blocker", "trigger"]}
    for number, keyword in ((BENN, "rush_character"), (YAMATO, "unblockable")):
        board = load_board_text(f"format: 1\nalice:\n  characters: [{number}]\n", "board.yaml", DB)
        assert keyword in needs_missing(board, DB, old)
        assert needs_missing(board, DB, {"keywords": [*old["keywords"], keyword]}) == ""


def test_activate_event_from_hand_is_parsed_and_needs_up_to():
    (step,) = load_card_database().get("OP15-046").effects[0].steps
    assert step.word == "activate_event_from_hand" and step.params["up_to"] == 1
    broken = WITHOUT_UP_TO
    with pytest.raises(InputError) as caught:
        parse_set(broken, "x.yaml")
    assert "up_to" in str(caught.value) and "x.yaml" in str(caught.value)


WITHOUT_UP_TO = """\
set: X1
name: x
cards:
  X1-001:
    name: x
    category: character
    colors: [red]
    cost: 1
    power: 1000
    effects:
      - auto: on_play
        do: [{activate_event_from_hand: {filter: {category: event}}}]
"""


def test_an_effect_activates_an_events_main_never_its_counter():
    """1.2.0 10-2-4-1-2 and the Q&A of OP12-041: only an Event with a [Main] is offered; it is trashed and its
    [Main] resolves, and the cost printed on the card is not paid."""
    hand = [{"card": "OP15-046", "id": "sabo"}, {"card": "OP15-019", "id": "bulls"}, {"card": "OP05-095", "id": "claw"}]
    game, alias = make_game(player("Alice", leader={"card": "OP04-039", "text": "ignored"}, hand=hand))
    me = game.state.players[0]
    me.don_active, me.don_deck = 10, 0
    assert game.apply(PlayCard(0, alias["sabo"]))
    assert set(game.state.decision.options) == {alias["bulls"], None}
    assert game.apply(Decide(0, alias["bulls"]))
    assert game.state.cards[alias["bulls"]].area == "trash" and game.state.cards[alias["claw"]].area == "hand"
    assert me.don_active == 3  # Sabo's 7 only
    assert game.power(me.leader) == 6000


def test_trash_min_counts_the_cards_in_the_trash():
    game, _ = make_game(player("Alice", trash=[{"card": "ST01-006"}] * 2))
    leader = game.state.players[0].leader
    assert condition_met(game, leader, Condition(trash_min=2))
    assert not condition_met(game, leader, Condition(trash_min=3))


def test_a_base_cost_of_n_or_less_reads_the_printed_cost():
    """Bartolomeo OP15-014's "base cost of 3 or less" (4-9-2): Barrier Bulls, printed at 3, passes a limit of 3
    and fails one of 2."""
    (step,) = load_card_database().get("OP15-014").effects[1].steps
    assert step.params["filter"].original_cost_max == 3
    game, alias = make_game(player("Alice", hand=[{"card": "OP15-019", "id": "bulls"}]))
    leader, bulls = game.state.players[0].leader, game.state.cards[alias["bulls"]]
    assert matches(game, leader, bulls, Filter(original_cost_max=3))
    assert not matches(game, leader, bulls, Filter(original_cost_max=2))
