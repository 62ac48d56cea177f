"""Hostile board files: each is refused with one line naming file:line:column, never a crash or a hang.

Protects issue 13, parts 3 and 4: boards stay inside their suite, board errors are found at collection,
YAML is capped in size and refuses aliases, and loading stays linear in the board's size.
(The time a 50,000-card board takes to be refused is measured by benchmarks/board_loading.py.)
"""

from __future__ import annotations

from pathlib import Path

import pytest

from opcg_oracle.bdd.lint import lint_feature
from opcg_oracle.cards.database import load_card_database
from opcg_oracle.scenario.loader import load_board, load_board_text
from opcg_oracle.yamlio import MAX_YAML_CHARS, InputError

ALIAS_BOMB = "\n".join(
    ['a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    + [f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join([f'*{chr(97 + i)}'] * 9)}]" for i in range(8)]
)


def refused(text: str, source: str = "board.yaml") -> str:
    with pytest.raises(InputError) as caught:
        load_board_text(text, source, load_card_database())
    message = str(caught.value)
    assert "\n" not in message  # one line
    return message


def test_an_alias_bomb_is_refused_at_the_first_alias():
    message = refused(ALIAS_BOMB)
    assert message.startswith("board.yaml:2:")
    assert "alias *a is not allowed" in message


def test_a_yaml_input_longer_than_the_cap_is_refused_before_parsing():
    message = refused("format: 1\n" + "#" * MAX_YAML_CHARS)
    assert message.startswith("board.yaml:1:1:") and "too long" in message


def test_a_50000_card_list_is_refused_by_5_1_2_at_its_51st_card():
    message = refused("format: 1\nalice:\n  hand: [" + ", ".join(["ST01-006"] * 50_000) + "]\n")
    assert message.startswith("board.yaml:3:510: more than 50 items in one list")
    assert "5-1-2" in message


def test_more_cards_than_a_deck_holds_across_areas_are_refused_by_5_1_2():
    cards = ", ".join(["ST01-006"] * 30)
    message = refused(f"format: 1\nalice:\n  hand: [{cards}]\n  trash: [{cards}]\n")
    assert message.startswith("board.yaml:3:3: at alice.hand: alice has 60 cards besides the Leader")
    assert "5-1-2" in message


def test_fifty_cards_are_still_a_board():
    board = load_board_text("format: 1\nalice:\n  deck: 46\n  life: 4\n", "board.yaml", load_card_database())
    assert len(board.canonical["players"][0]["deck"]) == 46


def test_an_empty_board_file_names_the_file(tmp_path):
    (tmp_path / "empty.yaml").write_text("")
    with pytest.raises(InputError) as caught:
        load_board(tmp_path / "empty.yaml", load_card_database())
    assert str(caught.value).startswith(f"{tmp_path / 'empty.yaml'}:1:1: the board is empty")


def test_a_board_file_that_is_not_utf8_is_a_clean_error(tmp_path):
    (tmp_path / "latin1.yaml").write_bytes("format: 1\ndescription: café\n".encode("latin-1"))
    with pytest.raises(InputError) as caught:
        load_board(tmp_path / "latin1.yaml", load_card_database())
    assert "not UTF-8 text (byte 0xe9" in str(caught.value)


FEATURE = """Feature: 7-1 Attacks
  @rule:7-1-2-1
  Scenario: a board
    Given the board "{path}"
"""


def lint_with_board(tmp_path: Path, board_path: str) -> list[str]:
    scenarios = tmp_path / "suite" / "scenarios"
    scenarios.mkdir(parents=True)
    feature = tmp_path / "suite" / "x.feature"
    feature.write_text(FEATURE.format(path=board_path))
    return lint_feature(feature, scenarios)


@pytest.mark.parametrize("board_path", ["../../../../etc/passwd", "/etc/hostname", "../outside.yaml"])
def test_a_board_path_outside_the_suite_is_a_lint_error_and_the_file_is_not_read(tmp_path, board_path):
    (tmp_path / "suite" / "outside.yaml").parent.mkdir(parents=True)
    (tmp_path / "suite" / "outside.yaml").write_text("secret: do-not-print\n")
    problems = lint_with_board(tmp_path, board_path)
    assert len(problems) == 1
    assert f"x.feature:4: board path {board_path!r} leaves the suite's scenarios folder" in problems[0]
    assert "do-not-print" not in problems[0] and "root:" not in problems[0]


def test_a_bad_board_is_reported_at_collection_with_its_position_and_the_feature_line(tmp_path):
    scenarios = tmp_path / "suite" / "scenarios"
    scenarios.mkdir(parents=True)
    (scenarios / "b.yaml").write_text("format: 1\nbob:\n  charactrs: []\n")
    feature = tmp_path / "suite" / "x.feature"
    feature.write_text(FEATURE.format(path="b.yaml"))
    problems = lint_feature(feature, scenarios)
    assert len(problems) == 1
    expected = "b.yaml:3:3: at bob: unknown key 'charactrs' (did you mean 'characters'?)"
    assert problems[0].endswith(f"{expected} (board of {feature}:4)")


def test_an_inline_board_error_gives_the_line_in_the_feature_file(tmp_path):
    feature = tmp_path / "x.feature"
    feature.write_text(
        'Feature: 7-1 Attacks\n  @rule:7-1-2-1\n  Scenario: inline\n    Given the board:\n      """\n'
        '      format: 1\n      turn: zero\n      """\n'
    )
    problems = lint_feature(feature, tmp_path)
    assert len(problems) == 1
    assert problems[0].startswith(f"{feature}:7:") and "turn" in problems[0]


def test_a_qa_tag_names_a_card_or_rules_and_a_position(tmp_path):
    """@qa:<card number or rules>-<n> names one official Q&A answer; anything else is one lint line."""
    feature = tmp_path / "x.feature"
    body = '  Scenario: s\n    Given the board:\n      """\n      format: 1\n      """\n'
    feature.write_text(f"Feature: 8-3 Costs\n  @rule:8-3-1-4 @qa:OP01-055-2 @qa:rules-3\n{body}")
    assert lint_feature(feature, tmp_path) == []
    feature.write_text(f"Feature: 8-3 Costs\n  @rule:8-3-1-4 @qa:OP01-055\n{body}")
    problems = lint_feature(feature, tmp_path)
    assert len(problems) == 1 and problems[0].startswith(f"{feature}:2: @qa:OP01-055 is no Q&A entry")
