"""The synthetic TEST cards earn their place: each one is used by a scenario of the shipped suite, and only a
small share of the scenarios needs a synthetic card at all (issue 11, item 3: real ST01/ST02/OP01 cards first)."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from opcg_oracle.cards import load_card_database
from opcg_oracle.engine.board import card_specs
from opcg_oracle.judge.scenarios import ScenarioSpec, load_scenarios
from opcg_oracle.scenario.loader import load_board, load_board_text

ROOT = Path(__file__).resolve().parents[1]
DB = load_card_database()
BOARD_FILE = re.compile(r'the board "([^"]+)"|the players present the decks of "([^"]+)"')

# Issue 11.3 asked that under 10% of the scenarios need the package's TEST cards, issue 24.4 under 8%. It stands at
# 58 of 733 (7.9%) and may only go down: the replacement (8-1-3-5), negation (8-2) and [On Your Opponent's Attack]
# scenarios moved to printed cards of later sets (Bartolomeo OP15-014, Donquixote Rosinante OP05-030 and OP09-032,
# Ground Death OP14-096); every scenario left says why no printed card we write shows its rule. Cards a board
# defines for itself are how the issue (item 1) lets a scenario build what no printed card shows (a loop, a reveal
# no text asks for, a rest and an activation at once); each says why it is needed, and together with the TEST
# cards they may not pass a fifth of the suite.
MAX_TEST_CARD_SHARE = 0.08
MAX_SYNTHETIC_SHARE = 0.20


def synthetic_cards(spec: ScenarioSpec) -> set[str]:
    """The card numbers of a scenario's boards that are TEST cards or the boards' own cards."""
    found: set[str] = set()
    for step in spec.steps:
        named = BOARD_FILE.search(step.text)
        if named:
            board = load_board(ROOT / "scenarios" / (named[1] or named[2]), DB, check_decks=False)
        elif step.text.endswith("the board:") and step.docstring:
            board = load_board_text(step.docstring, spec.id, DB)
        else:
            continue
        found |= set(board.canonical.get("cards", {}))
        found |= {s["card"] for s in card_specs(board.canonical) if s["card"].startswith("TEST-")}
    return found


@cache
def synthetic_by_scenario() -> dict[str, set[str]]:
    """Each scenario of the shipped suite, with the synthetic cards it needs."""
    return {spec.id: synthetic_cards(spec) for spec in load_scenarios(ROOT)}


def test_every_test_card_is_used_by_a_scenario():
    """A TEST card no scenario uses is dead weight, or a check that went missing."""
    used = set().union(*synthetic_by_scenario().values())
    pool = {card.number for card in DB if card.number.startswith("TEST-")}
    unused = pool - used
    assert not unused, (
        f"no scenario uses {sorted(unused)}: use it in a scenario, or move it to tests/data/unit_cards.yaml when "
        "only a unit test needs it"
    )


def test_few_scenarios_need_synthetic_cards():
    """Real cards are preferred wherever one shows the rule; a synthetic card only where none does."""
    scenarios = synthetic_by_scenario()
    needing = [name for name, cards in scenarios.items() if cards]
    share = len(needing) / len(scenarios)
    assert share <= MAX_SYNTHETIC_SHARE, f"{len(needing)} scenarios ({share:.1%}) need synthetic cards"
    test_cards = [name for name, cards in scenarios.items() if any(c.startswith("TEST-") for c in cards)]
    test_share = len(test_cards) / len(scenarios)
    assert test_share <= MAX_TEST_CARD_SHARE, f"{len(test_cards)} scenarios ({test_share:.1%}) need TEST cards"
