"""Board files: strict loading with file:line:column errors, defaults, and the shipped JSON Schema."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from opcg_oracle.cards import load_card_database
from opcg_oracle.scenario import schema
from opcg_oracle.scenario.loader import FILLER, load_board, load_board_text
from opcg_oracle.yamlio import InputError

DB = load_card_database()
REPO = Path(__file__).resolve().parents[1]


def load(text: str):
    return load_board_text(text, "board.yaml", DB)


def error_of(text: str) -> InputError:
    with pytest.raises(InputError) as caught:
        load(text)
    return caught.value


def test_defaults_fill_what_is_not_written():
    board = load("format: 1\n").canonical
    assert (board["turn"], board["turn_player"], board["phase"]) == (3, "alice", "main")
    alice = board["players"][0]
    assert alice["leader"]["card"] == "ST01-001"
    assert [c["card"] for c in alice["deck"]] == [FILLER["alice"]] * 10
    assert len(alice["life"]) == 4
    assert alice["don"] == {"active": 0, "rested": 0, "deck": 10}


def test_aliases_and_positions_become_card_ids():
    board = load("format: 1\nalice:\n  characters: [{card: ST01-010, alias: franky}]\n  hand: [ST01-003]\n")
    assert "alice.franky" in board.ids and "alice.hand.1" in board.ids and "bob.leader" in board.ids


def test_a_typo_in_a_key_names_file_line_column_and_the_nearest_key():
    error = error_of("format: 1\nalice:\n  characters:\n    - {card: ST01-010, rsted: true}\n")
    assert str(error.position) == "board.yaml:4:24"
    assert "unknown key 'rsted'" in str(error) and "did you mean 'rested'?" in str(error)
    assert error.path == "alice.characters[0]"


def test_an_unknown_top_level_key():
    error = error_of("format: 1\nalise: {}\n")
    assert "unknown key 'alise'" in str(error) and "'alice'" in str(error)
    assert error.position.line == 2


def test_duplicate_keys_are_errors():
    error = error_of("format: 1\nturn: 3\nturn: 5\n")
    assert "duplicate key 'turn'" in str(error) and error.position.line == 3


def test_unknown_card_numbers_suggest_known_ones():
    error = error_of("format: 1\nalice:\n  hand: [ST01-0100]\n")
    assert "unknown card number 'ST01-0100'" in str(error) and "ST01-010" in str(error)
    assert error.position.line == 3


def test_wrong_types_say_what_was_expected():
    error = error_of("format: 1\nturn: three\n")
    assert error.position.line == 2 and "turn" in error.path


def test_six_characters_are_impossible():
    error = error_of("format: 1\nalice:\n  characters: [ST01-003, ST01-003, ST01-003, ST01-003, ST01-003, ST01-003]\n")
    assert "6 Characters" in str(error) and "3-7-6" in str(error)


def test_eleven_don_are_impossible():
    error = error_of("format: 1\nalice:\n  don: {active: 8, rested: 3}\n")
    assert "11 DON!!" in str(error) and "5-1-2" in str(error)


def test_a_card_in_two_places_is_impossible():
    error = error_of("format: 1\nalice:\n  hand: [{card: ST01-003, alias: x}]\n  trash: [{card: ST01-003, alias: x}]\n")
    assert "used twice" in str(error)


def test_a_character_cannot_be_the_leader():
    error = error_of("format: 1\nbob:\n  leader: ST01-003\n")
    assert "ST01-003 is a character card" in str(error)


def test_turn_and_turn_player_must_agree():
    error = error_of("format: 1\nturn: 3\nturn_player: bob\n")
    assert "turn 3 is the first player's turn" in str(error)


def test_yaml_syntax_errors_have_positions():
    error = error_of("format: 1\nalice: [\n")
    assert error.position is not None and "YAML syntax" in str(error)


def test_the_shipped_schema_file_is_the_schema():
    shipped = Path(schema.__file__).with_name(schema.SCHEMA_FILE).read_text(encoding="utf-8")
    assert shipped == schema.render_schema()
    assert json.loads(shipped)["properties"]["format"] == {"const": 1}


def test_every_board_of_the_suite_loads():
    boards = sorted((REPO / "scenarios").rglob("*.yaml"))
    assert boards
    for path in boards:
        if "illegal" in path.parts:  # decks an engine must refuse (5-2-1-1): well-formed, but not legal
            load_board(path, DB, check_decks=False)
            with pytest.raises(InputError, match=r"deck is not legal|the leader holds leaders"):  # (5-1-2)
                load_board(path, DB)
        else:
            load_board(path, DB)
