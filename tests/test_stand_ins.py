"""Stand-ins (issue 24.3, docs/engine-protocol.md "Stand-ins"): the reference engine records the cards whose
text a scenario relies on, and every other card may be built from its printed facts alone without changing
any scenario's outcome, so an engine without the 2022 starter decks can still run the suite."""

from __future__ import annotations

from pathlib import Path

import pytest

from opcg_oracle.adapters.reference import ReferenceAdapter
from opcg_oracle.bdd.needs import mark_stand_ins, needs_missing
from opcg_oracle.bdd.outcomes import ScenarioFailure
from opcg_oracle.cards import load_card_database
from opcg_oracle.engine.actions import Attack
from opcg_oracle.engine.board import build_game, card_specs
from opcg_oracle.judge.scenarios import ScenarioSpec, load_scenarios, new_run, reliance, run_step
from opcg_oracle.rules.crosswalk import BASE_EDITION, CURRENT_EDITION
from opcg_oracle.scenario.loader import load_board, load_board_text

ROOT = Path(__file__).resolve().parents[1]
DB = load_card_database()

BATTLE = """
format: 1
turn: 3
turn_player: alice
alice:
  characters: [{card: ST01-013, alias: zoro}]
bob:
  characters: [{card: ST01-006, alias: chopper}]
  hand: [{card: ST01-015}]
"""


def _battle_game() -> tuple[object, dict[str, int], set[str]]:
    board = load_board_text(BATTLE, "test", DB)
    used: dict[str, str] = {}
    game, ids = build_game(board.canonical, DB, used)
    return game, ids, used


def test_a_vanilla_attack_relies_on_no_text_until_a_blocker_is_offered():
    # ST01-013 (Zoro) attacks; Bob's ST01-006 (Chopper) has [Blocker]: offered, it is text relied on (10-1-4-1)
    game, ids, used = _battle_game()
    assert used == {}
    game.apply(Attack(0, ids["alice.zoro"], game.state.players[1].leader.iid))
    assert used.get("ST01-006") == "keywords"  # its printed [Blocker] alone
    assert "ST01-001" not in used and "ST02-001" not in used  # the default Leaders' text plays no part


def test_an_activate_main_effect_or_an_event_checked_as_offered_relies_on_its_text():
    # "Then Alice may activate the effect of …" and "Then Alice may play …" read `legal`: Luffy's [Activate: Main]
    # and a [Main] Event are offered only by their text (a stand-in built from the printed facts has neither), so a
    # scenario that checks either needs the text; listing the actions alone (to check an attack) needs none
    text = BATTLE.replace(
        "  characters: [{card: ST01-013",
        "  don: {active: 1, rested: 1}\n  hand: [{card: ST01-016, alias: jambe}]\n  characters: [{card: ST01-013",
    )
    adapter = ReferenceAdapter(record_text=True)
    adapter.load(load_board_text(text, "test", DB).canonical)
    offered = adapter.legal()
    assert {"type": "activate", "player": "alice", "card": "alice.leader", "effect": 0}.items() <= next(
        a for a in offered if a["type"] == "activate"
    ).items()
    assert {"type": "play", "player": "alice", "card": "alice.jambe"} in offered
    assert "ST01-001" not in adapter.text_used and "ST01-016" not in adapter.text_used
    adapter.relies_on_offer({"type": "give_don", "player": "alice", "target": "alice.leader"})
    adapter.relies_on_offer({"type": "play", "player": "alice", "card": "alice.zoro"})  # a Character: its cost only
    assert adapter.text_used == {}
    adapter.relies_on_offer({"type": "activate", "player": "alice", "card": "alice.leader"})
    adapter.relies_on_offer({"type": "play", "player": "alice", "card": "alice.jambe"})
    assert adapter.text_used == {"ST01-001": "text", "ST01-016": "text"}


def test_recording_is_off_unless_asked():
    board = load_board_text(BATTLE, "test", DB)
    game, _ = build_game(board.canonical, DB)
    assert game.state.text_used is None


def test_stand_ins_are_marked_and_only_cards_relied_on_need_declaring():
    board = load_board_text(BATTLE, "test", DB)
    marked = mark_stand_ins(board, {"ST01-006": "keywords"})
    stand_ins = {spec["card"]: spec.get("stand_in") for spec in card_specs(marked.canonical)}
    assert stand_ins["ST01-006"] == "keywords"
    assert stand_ins["ST01-001"] is stand_ins["ST02-001"] is stand_ins["ST01-013"] is True
    assert not any(spec.get("stand_in") for spec in card_specs(mark_stand_ins(board, {"ST01-006": "text"}).canonical)
                   if spec["card"] == "ST01-006")  # fmt: skip
    modern = {"sets": ["OP05", "ST01"], "keywords": ["blocker"], "features": ["stand_ins"]}
    assert needs_missing(marked, DB, modern) == ""
    assert "ST02" in needs_missing(board, DB, modern)  # unmarked, the default Leader ST02-001 is needed
    no_blocker = {**modern, "keywords": []}
    assert "blocker" in needs_missing(marked, DB, no_blocker)  # the card relied on still needs its keyword


def test_a_keyword_gained_from_an_effect_is_needed_like_a_printed_one():
    # Gecko Moria OP01-068 has no printed keyword, but with 5 cards in hand his text gives him [Double Attack]
    # (issue 25.3): an engine declaring no double_attack cannot run a scenario where it counts
    board = load_board_text(BATTLE, "test", DB)
    declared = {"sets": ["ST01", "ST02"], "keywords": ["blocker", "trigger"]}
    assert needs_missing(board, DB, declared) == ""
    assert "double_attack" in needs_missing(board, DB, declared, keywords=frozenset({"double_attack"}))


def test_the_reference_engine_records_keywords_gained_from_text():
    # 8-3/moria_five_in_hand.yaml: Gecko Moria OP01-068 attacks with 5 cards in Alice's hand, his [Double Attack]
    # coming from his text, not printed: the keyword counted, and his text was relied on
    board = load_board(ROOT / "scenarios" / "8-3" / "moria_five_in_hand.yaml", DB)
    used, keywords = {}, set()
    game, ids = build_game(board.canonical, DB, used, keywords)
    game.apply(Attack(0, ids["alice.moria"], game.state.players[1].leader.iid))
    assert used.get("OP01-068") == "text" and "double_attack" in keywords


def test_a_card_whose_text_the_board_ignores_is_never_a_stand_in():
    board = load_board_text(
        BATTLE.replace("{card: ST01-006, alias: chopper}", "{card: ST01-006, text: ignored}"), "t", DB
    )
    marked = mark_stand_ins(board, {})
    ignored = [spec for spec in card_specs(marked.canonical) if spec.get("text") == "ignored"]
    assert ignored and not any(spec.get("stand_in") for spec in ignored)


def bare_outcome(spec: ScenarioSpec, edition: str) -> str | None:
    """Run the scenario on the reference engine with every stand-in built from its facts: None if it passes."""
    relied = reliance(list(spec.steps), ROOT / "scenarios", edition, spec.edition, spec.id)
    if relied is None:
        return "the reference engine itself does not pass it"
    run = new_run(ROOT / "scenarios", edition, spec.edition, ReferenceAdapter(bare_stand_ins=True))
    run.relied = relied
    run.needs_steps = [step.text for step in spec.steps]
    try:
        for step in spec.steps:
            run_step(run, step, spec.id)
        run.end_strictly()  # strict mode, as the suite's plugin has it
    except (ScenarioFailure, pytest.skip.Exception) as failure:
        return f"{str(failure).splitlines()[0]} (text relied on: {sorted(relied.cards)})"
    return None


@pytest.mark.parametrize("edition", [BASE_EDITION, CURRENT_EDITION])
def test_every_scenario_passes_with_its_stand_ins_built_from_facts_alone(edition):
    """The promise the protocol makes to an engine declaring `stand_ins`: if a card's text were relied on
    without being recorded, building it without text would change some outcome, and this would fail."""
    failing = {}
    for spec in load_scenarios(ROOT):
        if spec.runs_under(edition):
            problem = bare_outcome(spec, edition)
            if problem:
                failing[spec.id] = problem
    assert not failing, failing
