"""Cards of a board's or a suite's own: written in YAML like the packaged cards, they travel with the board.

A judge's question often needs a card no printed card pool has; a board (`cards:`) or a suite (`cards/*.yaml`)
defines it, and every engine — ours in process, ours as a separate process, a third-party one — gets its entry.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from suite_helpers import make_suite, run_suite

from opcg_oracle.adapters.reference import ReferenceAdapter
from opcg_oracle.bdd.needs import needs_missing
from opcg_oracle.cards import load_card_database
from opcg_oracle.cards.database import load_suite_cards
from opcg_oracle.scenario.loader import load_board_text
from opcg_oracle.yamlio import InputError

DB = load_card_database()

OWN_CARDS = """\
format: 1
cards:
  MY-001:
    name: Cheer Captain
    category: character
    colors: [red]
    cost: 2
    power: 3000
    summary: "Your leader +1000 (a permanent effect)."
    effects:
      - permanent: {power: 1000, to: your_leader}
  MY-002:
    name: Practice Dummy
    category: character
    colors: [green]
    cost: 1
    power: 2000
    vanilla: true
alice:
  characters: [{card: MY-001, alias: cheer}]
bob:
  characters: [{card: MY-002, alias: dummy}]
"""


def leader_power(state: dict, player: str) -> int:
    return state["players"][player]["leader"]["power"]


def test_a_board_card_reaches_the_engine_with_its_entry_and_its_effect_applies():
    """The canonical board carries each own card's entry; ST01-001 (5000) gets MY-001's +1000 (8-1-3-4)."""
    board = load_board_text(OWN_CARDS, "board.yaml", DB)
    assert sorted(board.canonical["cards"]) == ["MY-001", "MY-002"]
    assert board.canonical["cards"]["MY-001"]["effects"] == [{"permanent": {"power": 1000, "to": "your_leader"}}]
    engine = ReferenceAdapter()  # knows only the package: the cards come with the board
    assert engine.load(board.canonical)["type"] == "ok"
    state = engine.state()
    assert leader_power(state, "alice") == 6000 and leader_power(state, "bob") == 5000


def test_a_board_without_own_cards_carries_none():
    """Boards of packaged cards stay as they were: no `cards` key for engines to read."""
    assert "cards" not in load_board_text("format: 1\n", "board.yaml", DB).canonical


def test_an_own_card_may_not_take_a_packaged_number():
    """Redefining ST01-006 would change every scenario that uses it: the number is refused, with where."""
    text = OWN_CARDS.replace("MY-002:", "ST01-006:")
    with pytest.raises(InputError) as caught:
        load_board_text(text, "board.yaml", DB)
    assert "ST01-006 is already a card of the package" in str(caught.value)
    assert caught.value.position.line == text.splitlines().index("  ST01-006:") + 1
    assert "MY-001" in str(caught.value)  # the hint shows a number of one's own


def test_a_broken_own_card_is_an_error_at_its_line():
    """A character without power is no card: the error names the board, the line and what is missing."""
    text = OWN_CARDS.replace("    power: 2000\n", "")
    with pytest.raises(InputError) as caught:
        load_board_text(text, "board.yaml", DB)
    assert "a character needs 'power'" in str(caught.value) and "board.yaml:" in str(caught.value)


def test_an_own_card_number_must_look_like_a_card_number():
    with pytest.raises(InputError) as caught:
        load_board_text(OWN_CARDS.replace("MY-002:", "dummy:").replace("card: MY-002", "card: dummy"), "b.yaml", DB)
    assert "cards" in str(caught.value) and "dummy" in str(caught.value)


def test_an_engine_that_does_not_declare_own_cards_gets_the_scenario_unsupported():
    """capabilities.features lacks own_cards: the scenario is unsupported up front, and says why."""
    board = load_board_text(OWN_CARDS, "board.yaml", DB)
    capabilities = {"sets": ["ST01", "ST02"], "features": ["turn_start_boards"]}
    assert "own_cards" in needs_missing(board, DB, capabilities)
    assert needs_missing(board, DB, {"sets": ["ST01", "ST02"], "features": ["own_cards"]}) == ""


SUITE_CARDS = """\
set: MY
name: "My practice cards"
cards:
  MY-010:
    name: Heavy Blocker
    category: character
    colors: [green]
    cost: 3
    power: 9000
    keywords: [blocker]
    summary: "[Blocker]"
    effects: []
"""

SUITE_FEATURE = """Feature: 7-1 Attacks
  @rule:7-1-2-1
  Scenario: a suite's own Blocker takes the attack and survives it
    Given the board "b.yaml"
    When Alice attacks Bob's leader with "alice.leader"
    Then Bob must choose a blocker
    When Bob blocks with "bob.wall"
    Then "bob.wall" is in Bob's Character area
"""


def suite_with_cards(root: Path, cards: str = SUITE_CARDS) -> Path:
    suite = make_suite(root, SUITE_FEATURE, "format: 1\nbob:\n  characters: [{card: MY-010, alias: wall}]\n")
    (suite / "cards").mkdir()
    (suite / "cards" / "mine.yaml").write_text(cards)
    return suite


@pytest.mark.parametrize("engine", ["reference", "cmd:{python} -m opcg_oracle reference-engine"])
def test_a_suite_card_plays_in_process_and_through_the_protocol(tmp_path, engine):
    """7-1-2-1: the 9000 Blocker of the suite's cards/ takes the 5000 leader's attack and stays (7-1-4-1-2)."""
    suite = suite_with_cards(tmp_path)
    result, results = run_suite(suite, f"--engine={engine.format(python=sys.executable)}")
    assert result.returncode == 0, result.stdout[-3000:]
    assert [s["status"] for s in results["scenarios"]] == ["passed"]


def test_a_card_defined_in_two_suite_files_is_an_error_naming_both(tmp_path):
    suite = suite_with_cards(tmp_path)
    (suite / "cards" / "more.yaml").write_text(SUITE_CARDS)
    with pytest.raises(InputError) as caught:
        load_suite_cards(suite)
    assert "MY-010 is also defined in" in str(caught.value) and "mine.yaml" in str(caught.value)
    assert "more.yaml" in str(caught.value)


def test_a_bad_suite_card_file_fails_collection_in_one_line(tmp_path):
    """A typo in a suite's card file is a collection error naming file:line, not a traceback per scenario."""
    suite = suite_with_cards(tmp_path, SUITE_CARDS.replace("keywords: [blocker]", "keywords: [bloker]"))
    result = subprocess.run(
        [sys.executable, "-m", "opcg_oracle", "verify", "--suite", str(suite), "--report-dir", str(tmp_path / "r")],
        capture_output=True, text=True, cwd=tmp_path,
    )  # fmt: skip
    output = result.stdout + result.stderr
    assert result.returncode != 0
    assert "mine.yaml:10" in output and "bloker" in output and "blocker" in output
    assert "Traceback" not in output
