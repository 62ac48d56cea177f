"""Setup boards (5-2) and boards that start mid-battle (7-1): what they build, and their errors with positions."""

from __future__ import annotations

from pathlib import Path

import pytest

from opcg_oracle.cards import load_card_database
from opcg_oracle.engine.board import build_game
from opcg_oracle.scenario.loader import load_board, load_board_text
from opcg_oracle.yamlio import InputError

DB = load_card_database()
SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
SETUP = (SCENARIOS / "5" / "bob_chooses.yaml").read_text()
BATTLE = (SCENARIOS / "7-1" / "in_progress_block.yaml").read_text()


def error_of(text: str) -> InputError:
    with pytest.raises(InputError) as caught:
        load_board_text(text, "board.yaml", DB)
    return caught.value


def test_a_setup_board_writes_out_copies_top_first_and_waits_for_the_chooser():
    """5-2-1-5: the chooser the board names is asked; the deck keeps its written order (as-written shuffles)."""
    board = load_board(SCENARIOS / "5" / "bob_chooses.yaml", DB)
    alice = board.canonical["players"][0]
    assert len(alice["deck"]) == 50 and alice["deck"][0]["id"] == "alice.first"
    game, ids = build_game(board.canonical, DB)
    assert (game.state.decision.player, game.state.decision.kind) == (1, "first_or_second")
    assert game.state.players[0].deck[-1].iid == ids["alice.first"]  # the top card is the list's last


def test_a_seeded_setup_board_shuffles():
    """5-2-1-2: without as-written, the seed decides the order, so the top card is (almost surely) another."""
    board = load_board_text(SETUP.replace("shuffle: as-written", "shuffle: seeded"), "board.yaml", DB)
    game, _ = build_game(board.canonical, DB)
    assert [c.iid for c in game.state.players[0].deck] != sorted(c.iid for c in game.state.players[0].deck)


def test_a_setup_deck_of_49_cards_is_an_error_at_the_deck():
    error = error_of(SETUP.replace("    - ST01-017\n", "", 1))
    assert "alice's deck is not legal" in str(error) and "5-1-2" in str(error)
    assert error.position.line == SETUP.splitlines().index("  deck:") + 1


def test_a_setup_board_takes_no_hand_nor_turn():
    error = error_of(SETUP.replace("alice:\n", "alice:\n  hand: [ST01-003]\n", 1))
    assert "a setup board gives no 'hand'" in str(error) and error.path == "alice.hand"
    error = error_of(SETUP.replace("phase: setup", "phase: setup\nturn: 1"))
    assert "'turn' is not known before the game starts" in str(error)


def test_copies_and_setup_belong_to_setup_boards():
    copies = error_of("format: 1\nalice:\n  deck: [{card: ST01-003, copies: 2}]\n")
    assert "'copies' belongs to a setup board" in str(copies)
    assert "'setup' belongs to a setup board" in str(error_of("format: 1\nsetup: {chooser: bob}\n"))


def test_an_alias_cannot_name_several_copies():
    error = error_of(SETUP.replace("{card: ST01-002, copies: 4}", "{card: ST01-002, copies: 4, alias: usopp}"))
    assert "an alias names one card" in str(error)


def test_a_battle_step_that_does_not_exist():
    error = error_of(BATTLE.replace("step: block", "step: parry"))
    assert "battle.step" in str(error) or error.path == "battle.step"
    assert error.position.line == 6


def test_an_attacker_that_is_not_on_the_field_names_the_nearest():
    error = error_of(BATTLE.replace("attacker: alice.robin", "attacker: alice.robn"))
    assert "'alice.robn' is not alice's leader or Character" in str(error) and "alice.robin" in str(error)
    assert error.position.line == 6


def test_the_attacker_must_be_rested_and_a_character_target_too():
    error = error_of(BATTLE.replace("{card: ST01-008, alias: robin, rested: true}", "{card: ST01-008, alias: robin}"))
    assert "alice.robin is active" in str(error) and "7-1-1-1" in str(error)
    error = error_of(BATTLE.replace("target: bob.leader", "target: bob.vito"))
    assert "bob.vito is an active Character" in str(error)


def test_blocked_needs_a_character_after_the_block_step():
    error = error_of(BATTLE.replace("target: bob.leader}", "target: bob.leader, blocked: true}"))
    assert "only a Character blocks" in str(error)


def test_a_board_mid_battle_resumes_at_its_step():
    """7-1-2: a board in the Block Step asks the defender for a blocker at once; the attack is not declared again."""
    game, _ = build_game(load_board_text(BATTLE, "board.yaml", DB).canonical, DB)
    assert game.state.decision.kind == "blocker" and game.state.decision.player == 1
    assert not any(event.kind == "attack_declared" for event in game.state.log)


PENDING = (SCENARIOS / "8-1-3" / "waiting_on_ko.yaml").read_text()


def test_a_waiting_effect_of_a_card_not_on_the_board_names_the_nearest_id():
    """Bad input in a pending board: file, line and column, and the id the author most likely meant."""
    error = error_of(PENDING.replace("- {card: bob.zala}", "- {card: bob.zal}"))
    assert "no card 'bob.zal' on this board" in str(error) and "bob.zala" in str(error)
    assert error.position.line == PENDING.splitlines().index("  - {card: bob.zala}") + 1


def test_a_waiting_effect_must_be_an_auto_effect_of_its_card():
    """8-1-3-2: only auto effects wait to be activated; the count of the card's auto effects is given."""
    error = error_of(PENDING.replace("- {card: bob.zala}", "- {card: bob.zala, effect: 2}"))
    assert "has no auto effect number 2" in str(error) and "it has 1" in str(error)
    error = error_of(PENDING.replace("- {card: bob.zala}", "- {card: bob.heat}"))
    assert "it has none" in str(error)


def test_effects_wait_only_in_a_main_phase_board():
    error = error_of(PENDING.replace("pending:", "phase: refresh\npending:"))
    assert "effects can wait only in a Main Phase board" in str(error)


def test_a_board_in_the_end_phase_runs_it_on_load():
    """6-6: a board in the End Phase ends the turn at once; the next turn's Main Phase follows."""
    text = (SCENARIOS / "6" / "end_phase_board.yaml").read_text()
    game, _ = build_game(load_board_text(text, "board.yaml", DB).canonical, DB)
    assert game.state.turn == 4 and game.state.turn_player == 1 and game.state.phase == "main"
    error = error_of(text.replace("phase: end", "phase: ending"))
    assert "phase" in str(error) and "end" in str(error)
