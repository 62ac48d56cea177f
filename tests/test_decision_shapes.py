"""Decision shapes (docs/engine-protocol.md): one canonical answer reaches an engine that asks in parts.

The example engine covers `use`/`card`/`target`; no engine here asks `one_more` (a number asked one unit
at a time), so a scripted engine checks that the runner answers it: `true` N times, then `false`.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from opcg_oracle.bdd.run import ScenarioFailure, ScenarioRun
from opcg_oracle.cards import load_card_database
from opcg_oracle.scenario.loader import load_board_text


class ScriptedEngine:
    """Asks the decisions of `script` in turn, whatever the answers; records every answer it got."""

    name = "scripted"

    def __init__(self, script: list[dict | None]):
        self.script = list(script)
        self.answers: list = []

    def decide(self, player: str, choice) -> dict:
        self.answers.append(choice)
        return {"type": "ok", "decision": self.script.pop(0) if self.script else None}


def run_on(engine: ScriptedEngine, first: dict) -> ScenarioRun:
    run = ScenarioRun(engine, load_card_database(), Path("."))
    run.board = load_board_text("format: 1\n", "board.yaml", load_card_database())
    run.last = {"type": "ok", "decision": first}
    return run


def one_more(kind: str = "draw") -> dict:
    return {"player": "alice", "kind": kind, "part": "one_more", "options": [True, False], "rules": ["4-8"]}


def test_a_number_asked_one_unit_at_a_time_is_yes_n_times_then_no():
    """ "draw up to 3", answered 2: yes, yes, no — and the runner stops at the no."""
    engine = ScriptedEngine([one_more(), one_more(), one_more()])
    run_on(engine, one_more()).decide("alice", 2)
    assert engine.answers == [True, True, False]


def test_zero_is_a_single_no():
    engine = ScriptedEngine([one_more()])
    run_on(engine, one_more()).decide("alice", 0)
    assert engine.answers == [False]


def test_the_engine_may_stop_asking_at_the_most_it_allows():
    """ "up to 2" answered 2: the engine asks no third time; nothing more is sent."""
    engine = ScriptedEngine([one_more(), None])
    run_on(engine, one_more()).decide("alice", 2)
    assert engine.answers == [True, True]


def test_a_part_of_another_kind_is_left_to_the_next_step():
    """After the number, the engine asks a new decision: the runner does not answer it from this choice."""
    engine = ScriptedEngine([one_more(), {"player": "bob", "kind": "blocker", "options": [None]}])
    run_on(engine, one_more()).decide("alice", 5)
    assert engine.answers == [True, True]


def test_a_card_answer_to_a_number_shaped_question_is_a_clear_failure():
    """The scenario says a card, the engine asks how many: the shapes differ, said in one line."""
    engine = ScriptedEngine([])
    with pytest.raises(ScenarioFailure, match=r"one unit at a time.*'alice\.nami'"):
        run_on(engine, one_more("counter")).decide("alice", "alice.nami")
    assert engine.answers == []


def test_use_card_target_parts_come_from_one_counter_answer():
    """A counter answer as three parts: use? yes; which card? bob.nami; on what? bob.leader."""
    part = {"player": "bob", "kind": "counter", "rules": ["7-1-3"]}
    engine = ScriptedEngine([{**part, "part": "card", "options": ["bob.nami", None]},
                             {**part, "part": "target", "options": ["bob.leader"]},
                             {**part, "part": "use", "options": [True, False]}])  # fmt: skip
    run_on(engine, {**part, "part": "use", "options": [True, False]}).decide(
        "bob", {"counter": "bob.nami", "target": "bob.leader"}
    )
    assert engine.answers == [True, "bob.nami", "bob.leader"]  # the next `use` is the next step's


def _run_with_nami(engine: ScriptedEngine, first: dict) -> ScenarioRun:
    run = run_on(engine, first)
    text = "format: 1\nbob:\n  hand:\n    - {card: ST01-007, alias: nami}\n    - {card: ST01-003, alias: karoo}\n"
    run.board = load_board_text(text, "board.yaml", load_card_database())
    return run


def test_the_options_of_a_choice_asked_in_parts_are_checked_part_by_part():
    """`can choose only "bob.nami" on "bob.leader" and done` of a one-part-at-a-time engine: its `use` part must
    offer yes and no, and its `card` part, when the answer reaches it, exactly Nami."""
    from opcg_oracle.bdd.steps import _check_options

    part = {"player": "bob", "kind": "counter", "rules": ["7-1-3"]}
    use = {**part, "part": "use", "options": [True, False]}
    wanted = '"bob.nami" on "bob.leader" and done'
    engine = ScriptedEngine([{**part, "part": "card", "options": ["bob.nami", None]}, None, None])
    run = _run_with_nami(engine, use)
    _check_options(run, "Bob", wanted, use)
    run.decide("bob", {"counter": "bob.nami", "target": "bob.leader"})  # the card part offers only Nami: passes
    with pytest.raises(ScenarioFailure, match="begins with"):  # no "done": a `use` part offering no is wrong
        _check_options(_run_with_nami(ScriptedEngine([]), use), "Bob", '"bob.nami" on "bob.leader"', use)
    engine = ScriptedEngine([{**part, "part": "card", "options": ["bob.nami", "bob.karoo", None]}])
    run = _run_with_nami(engine, use)
    _check_options(run, "Bob", wanted, use)
    with pytest.raises(ScenarioFailure, match="card part"):  # Karoo, with no Counter, offered in the card part
        run.decide("bob", {"counter": "bob.nami", "target": "bob.leader"})
    assert run.card_part_expected is None  # checked once, then forgotten
