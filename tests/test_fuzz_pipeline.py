"""Pipelined fuzz games (issue 25, item 6; docs/engine-protocol.md, "Pipelining"): against an engine that declares
`pipelining`, a game is sent a turn at a time, and what fuzz finds is what it finds one step at a time: the same
records, disagreements included (planted mistakes of every group kind), and an engine that asks in a shape the
pipelined path does not follow is played step by step from then on."""

from __future__ import annotations

import io
import json
import os
import random
import shutil
import sys
from pathlib import Path

import pytest

from opcg_oracle.adapters.base import ALL_FEATURES
from opcg_oracle.adapters.protocol import lean_state, response_problem
from opcg_oracle.adapters.reference import ReferenceAdapter
from opcg_oracle.adapters.server import handle, serve
from opcg_oracle.adapters.subprocess_engine import SubprocessAdapter
from opcg_oracle.fuzz import games
from opcg_oracle.fuzz.boards import as_board, start_board
from opcg_oracle.fuzz.campaign import Plan, make_setting
from opcg_oracle.fuzz.lockstep import reference_view, state_view

HERE = Path(__file__).resolve().parent
PLANTED = HERE / "planted_engine.py"
REFERENCE = f"cmd:{sys.executable} -m opcg_oracle reference-engine"
JS_ENGINE = f"cmd:node {HERE.parent / 'examples' / 'js-engine' / 'engine.js'}"


def _both_ways(engine: str, indices: range, every_step: bool = False) -> tuple[list[dict], list[dict], list[bool]]:
    """The games' records played pipelined (as a campaign plays them) and step by step, on one engine process; and
    for each pipelined game whether the pipelined path concluded it."""
    setting = make_setting(Plan(engine, 20.0, ("st01", "st02"), len(indices), 1, every_step=every_step))[0]
    concluded: list[bool] = []
    original = games.play_pipelined

    def counted(*arguments):
        record = original(*arguments)
        concluded.append(record is not None)
        return record

    try:
        assert setting.pipelined, "the engine declares pipelining"
        games.play_pipelined = counted
        pipelined = [_plain(games.play_game(setting, 1, index)) for index in indices]
        setting.pipelined = False
        in_step = [_plain(games.play_game(setting, 1, index)) for index in indices]
    finally:
        games.play_pipelined = original
        setting.engine.stop()
    return pipelined, in_step, concluded


def _plain(record: games.GameRecord) -> dict:
    return {**record.to_json(), "seconds": 0}


def test_the_reference_engine_behind_the_protocol_is_played_a_turn_at_a_time_and_agrees():
    pipelined, in_step, concluded = _both_ways(REFERENCE, range(3))
    assert pipelined == in_step
    assert concluded == [True, True, True]  # none played again step by step
    assert {record["outcome"] for record in pipelined} == {"agreed"}


def test_every_step_compares_the_same_positions_pipelined():
    pipelined, in_step, concluded = _both_ways(REFERENCE, range(1), every_step=True)
    assert pipelined == in_step and concluded == [True]


@pytest.mark.parametrize(
    ("mistake", "game"),
    [
        ("life_placed_upside_down", 0),  # a state after the setup (5-2-1-7)
        ("rested_blocker_blocks", 9),  # a decision's options (10-1-4-1)
        ("don_power_on_opponents_turn", 0),  # a state at a turn's end (6-5-5-2)
        ("no_don_to_characters", 0),  # a refusal (6-5-5-1)
        ("crash_on_turn_3", 0),  # an engine error
    ],
)
def test_a_planted_mistake_is_found_pipelined_exactly_as_step_by_step(mistake, game):
    """The pipelined path concludes nothing at a difference: the game is played again step by step, so the record
    (kind, step, fields, clause, the reproduction's steps) is the one fuzz finds without pipelining."""
    pipelined, in_step, concluded = _both_ways(f"cmd:{sys.executable} {PLANTED} {mistake}", range(game, game + 2))
    assert pipelined == in_step
    assert pipelined[0]["outcome"] == "disagreed" and concluded[0] is False


@pytest.mark.skipif(shutil.which("node") is None, reason="Node.js is not installed")
@pytest.mark.parametrize("deviations", ["none", "ties,don"])
def test_actions_an_engine_does_not_support_are_left_out_pipelined_as_step_by_step(monkeypatch, deviations):
    """The example engine answers `unsupported` to `activate`: the pipelined game sets both engines back to the
    position before it and goes on without it, drawing as Lockstep draws, so the records (the actions left out
    counted, the disagreements of its planted deviations) are those of step by step."""
    monkeypatch.setenv("OPCG_EXAMPLE_DEVIATIONS", deviations)
    monkeypatch.setenv("OPCG_EXAMPLE_DECISIONS", "whole")
    pipelined, in_step, concluded = _both_ways(JS_ENGINE, range(6))
    assert pipelined == in_step
    assert any(record["skipped_actions"] for record in pipelined)
    if deviations == "none":
        assert concluded == [True] * 6
    else:
        assert {record["outcome"] for record in pipelined} == {"disagreed"}


@pytest.mark.skipif(shutil.which("node") is None, reason="Node.js is not installed")
def test_an_engine_that_asks_in_parts_is_played_step_by_step_once_such_a_game_agrees(monkeypatch):
    """The example engine asks a multi-part choice one part at a time: the pipelined path cannot follow, the game
    agrees step by step, and the campaign stops trying to pipeline (each later game would meet the same)."""
    monkeypatch.setenv("OPCG_EXAMPLE_DEVIATIONS", "none")
    monkeypatch.setenv("OPCG_EXAMPLE_DECISIONS", "one-at-a-time")
    pipelined, in_step, concluded = _both_ways(JS_ENGINE, range(3))
    assert pipelined == in_step
    assert {record["outcome"] for record in pipelined} == {"agreed"}
    assert concluded == [False]  # played pipelined once, then never again


def test_requests_sent_together_get_their_answers_in_order_even_past_a_full_pipe():
    """Thousands of requests written before any answer is read: the answers fill the engine's output pipe while
    the requests still fill its input; the runner reads while it writes, so neither process waits for ever."""
    engine = SubprocessAdapter(REFERENCE.removeprefix("cmd:"))
    try:
        engine.hello()
        assert engine.declares("pipelining") and engine.declares("events_optional")
        engine.submit_load(_main_phase_board())
        for _ in range(10_000):
            engine.submit({"type": "legal"})
        engine.submit({"type": "state"})
        engine.send()
        assert engine.answer()["type"] == "ok"
        first = engine.answer()["actions"]
        assert all(engine.answer()["actions"] == first for _ in range(9_999))
        assert state_view(engine.answer()["state"])["turn"] == 1
        assert engine.legal() == first  # one request at a time, as before
    finally:
        engine.stop()


def test_the_server_answers_requests_that_come_together_and_leaves_out_events_not_read():
    reading, writing = os.pipe()
    board = _main_phase_board()
    first = ReferenceAdapter()
    first.load(board)
    players = [first.state()["turn_player"], *({"alice", "bob"} - {first.state()["turn_player"]})]
    hello = {"type": "hello", "protocol": 2, "id": 1}
    load = {"type": "load", "id": 2, "board": board}
    end_turn = {"type": "act", "id": 3, "action": {"type": "end_turn", "player": players[0]}, "events": False}
    quiet_end = {"type": "act", "id": 4, "action": {"type": "end_turn", "player": players[1]}}
    os.write(writing, "".join(json.dumps(r) + "\n" for r in (hello, load, end_turn, quiet_end)).encode())
    os.close(writing)
    out = io.StringIO()
    with os.fdopen(reading) as stdin:
        serve(ReferenceAdapter(), stdin, out)
    answers = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [answer["id"] for answer in answers] == [1, 2, 3, 4]
    features = answers[0]["capabilities"]["features"]
    # declared as well as every feature no list declared before (an engine without a list has all but `events`)
    added = ["pipelining", "events_optional", "lean_states"]
    assert sorted(features) == sorted([*(f for f in ALL_FEATURES if f != "events"), *added])
    assert answers[2]["type"] == "ok" and "events" not in answers[2]  # "events": false
    assert answers[3]["type"] == "ok" and answers[3]["events"]  # events asked for, as always


def _main_phase_board(seed: int = 7) -> dict:
    """A fuzz game's board in turn 1's Main Phase (st01 against st02)."""
    setting = make_setting(Plan("reference", 10.0, ("st01", "st02"), 1, 1))[0]
    document = start_board((setting.decks[0], setting.decks[-1]), setting.cards, seed, "main")
    return as_board(document, "test", setting.cards).canonical


def test_the_state_the_server_writes_reads_back_as_the_state():
    """state_text (the server's `state` answer, written from cached pieces) is state() at every step of games, a
    face-up Life card and a viewer's state included, and the cache never outlives a game (ids are the game's); its
    lean form is the lean state, whose view is the whole state's; and reference_view (what a pipelined game
    compares the engine's state with) is the state's view."""
    adapter, rng = ReferenceAdapter(), random.Random(3)
    for game in range(3):
        adapter.load(_main_phase_board(seed=game))
        for _ in range(150):
            if adapter.game.state.game_over:
                break
            state = adapter.state()
            assert json.loads(adapter.state_text()) == state
            assert json.loads(adapter.state_text(lean=True)) == lean_state(state)  # feature lean_states
            assert reference_view(adapter) == state_view(state) == state_view(lean_state(state))
            choices = adapter.choices()
            adapter.act(adapter.as_dict(choices[rng.randrange(len(choices))]))
        life = adapter.game.state.players[1].life
        if life:
            life[0].face_up = True
        assert json.loads(adapter.state_text()) == adapter.state()
        assert json.loads(adapter.state_text("bob")) == adapter.state("bob")
        assert reference_view(adapter) == state_view(adapter.state())


def test_a_lean_state_is_asked_of_any_served_adapter_and_meets_the_schema():
    """Feature lean_states, by the server's general path (an adapter that does not write its state's JSON)."""
    adapter = ReferenceAdapter()
    adapter.load(_main_phase_board())
    answer = handle(adapter, {"type": "state", "lean": True, "id": 4})
    assert answer["state"] == lean_state(adapter.state())
    assert all(isinstance(card, str) for card in answer["state"]["players"]["alice"]["deck"])
    assert response_problem("state", answer) is None
    assert response_problem("state", {"type": "state", "state": adapter.state()}) is None
    assert handle(adapter, {"type": "state", "lean": "yes"})["type"] == "error"  # a boolean or nothing
