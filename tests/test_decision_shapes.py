"""Decision shapes (docs/engine-protocol.md): one canonical answer reaches an engine that asks in parts,
or all at once, and a forced choice may be asked or carried out silently.

The example engine covers `use`/`card`/`target` and all-at-once Counters; no engine here asks `one_more` (a
number asked one unit at a time), bottom orders or "up to N" all at once, so a scripted engine checks that the
runner translates the scenario's canonical answers into what it asks.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from opcg_oracle.bdd.outcomes import ScenarioFailure
from opcg_oracle.bdd.run import ScenarioRun
from opcg_oracle.cards import load_card_database
from opcg_oracle.scenario.loader import load_board_text


class ScriptedEngine:
    """Asks the decisions of `script` in turn, whatever the answers (a refusal for those `refuses` rejects);
    records every answer it got. Bob's side of the board has his leader and `characters`."""

    name = "scripted"

    def __init__(self, script: list[dict | None], characters: tuple[str, ...] = (), refuses=lambda choice: False):
        self.script = list(script)
        self.answers: list = []
        self.characters, self.refuses = characters, refuses
        self.pending: dict | None = None  # the decision asked last (a refusal leaves it asked)

    def decide(self, player: str, choice) -> dict:
        self.answers.append(choice)
        if self.refuses(choice):
            return {"type": "refused", "reason": "not allowed", "rules": ["7-1-3-2-1"]}
        self.pending = self.script.pop(0) if self.script else None
        return {"type": "ok", "decision": self.pending}

    def state(self, viewer: str | None = None) -> dict:
        side = {"leader": {"id": "bob.leader"}, "characters": [{"id": c} for c in self.characters]}
        return {
            "turn": 2,
            "turn_player": "alice",
            "players": {"bob": side},
            "decision": dict(self.pending or {}) or None,
        }


def run_on(engine: ScriptedEngine, first: dict) -> ScenarioRun:
    run = ScenarioRun(engine, load_card_database(), Path("."))
    run.board = load_board_text("format: 1\n", "board.yaml", load_card_database())
    run.last = {"type": "ok", "decision": first}
    engine.pending = first
    return run


def one_more(kind: str = "draw") -> dict:
    return {"player": "alice", "kind": kind, "part": "one_more", "options": [True, False], "rules": ["4-8"]}


def test_a_number_asked_one_unit_at_a_time_is_yes_n_times_then_no():
    """ "draw up to 3", answered 2: yes, yes, no — and the runner stops at the no."""
    engine = ScriptedEngine([one_more(), one_more(), None])
    run_on(engine, one_more()).decide("alice", 2)
    assert engine.answers == [True, True, False]


def test_zero_is_a_single_no():
    engine = ScriptedEngine([None])
    run_on(engine, one_more()).decide("alice", 0)
    assert engine.answers == [False]


def test_an_engine_asking_a_fixed_number_of_questions_gets_no_to_each_one_left():
    """ "draw up to 3" asked as three yes/no questions whatever the answers: 1 is yes, no, no — none left pending."""
    engine = ScriptedEngine([one_more(), one_more(), None])
    run = run_on(engine, one_more())
    run.decide("alice", 1)
    assert engine.answers == [True, False, False] and run.decision() is None


def test_an_engine_that_stops_asking_below_the_number_asked_has_refused_the_rest():
    """ "up to 2" answered 3 (more than the rules allow): the engine asks twice, then no more; the runner
    checks it as the refusal a whole-shaped engine gives, so `Then the action is refused` passes."""
    engine = ScriptedEngine([one_more(), None])
    run = run_on(engine, one_more())
    assert run.decide("alice", 3)["type"] == "refused"
    assert engine.answers == [True, True] and not run.refusal_checked


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
    from opcg_oracle.bdd.steps.choices import _check_options

    part = {"player": "bob", "kind": "counter", "rules": ["7-1-3"]}
    use = {**part, "part": "use", "options": [True, False]}
    wanted = '"bob.nami" on "bob.leader" and done'
    target = {**part, "part": "target", "options": ["bob.leader", None]}
    engine = ScriptedEngine([{**part, "part": "card", "options": ["bob.nami", None]}, target, None])
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


# -- a target part never asked: a forced target, or a part dropped ------------------------------------------
COUNTER = {"player": "bob", "kind": "counter", "rules": ["7-1-3-2-1"]}
USE, CARD = {**COUNTER, "part": "use", "options": [True, False]}, {**COUNTER, "part": "card", "options": ["bob.nami"]}


def test_a_target_not_asked_passes_when_the_leader_is_the_only_candidate():
    """Forced choices: with no Character, the leader is the Counter's only target; not asking is allowed."""
    engine = ScriptedEngine([CARD, None])
    run = run_on(engine, USE)
    assert run.decide("bob", {"counter": "bob.nami", "target": "bob.leader"})["type"] == "ok"
    assert engine.answers == [True, "bob.nami"] and "forced target" in run.notes[-1]


def test_a_target_the_engine_cannot_be_told_is_unsupported_never_dropped():
    """Bob has a Character: the scenario's target matters, and a shape without a `target` part cannot carry it."""
    engine = ScriptedEngine([CARD, None], characters=("bob.vito",))
    with pytest.raises(pytest.skip.Exception, match=r"unsupported:.*'target': 'bob.vito'.*no `target` part"):
        run_on(engine, USE).decide("bob", {"counter": "bob.nami", "target": "bob.vito"})


# -- all at once: one answer carries every part ------------------------------------------------------------
def all_at_once(kind: str, options: list, **more) -> dict:
    return {"player": "bob", "kind": kind, "shape": "all", "options": options, "rules": ["7-1-3-2"], **more}


NAMI, KAROO = {"counter": "bob.nami", "target": "bob.leader"}, {"counter": "bob.karoo", "target": "bob.leader"}


def test_all_counters_go_in_one_answer_sent_when_the_scenario_is_done():
    engine = ScriptedEngine([None])
    run = run_on(engine, all_at_once("counter", [NAMI, KAROO, {"counter": "bob.sanji", "target": "bob.leader"}]))
    run.decide("bob", NAMI)
    run.decide("bob", KAROO)
    assert engine.answers == [] and run.decision()["kind"] == "counter"  # still Bob's counter choice
    run.decide("bob", "done")
    assert engine.answers == [[NAMI, KAROO]] and run.decision() is None


def test_done_at_once_is_the_empty_list():
    engine = ScriptedEngine([None])
    run_on(engine, all_at_once("counter", [NAMI])).decide("bob", "done")
    assert engine.answers == [[]]


def test_the_choice_is_sent_when_nothing_is_left_to_choose():
    """Nami was Bob's only Counter: the scenario says no "done", and needs none."""
    engine = ScriptedEngine([None])
    run_on(engine, all_at_once("counter", [NAMI, {"counter": "bob.nami", "target": "bob.vito"}])).decide("bob", NAMI)
    assert engine.answers == [[NAMI]]


def test_a_whole_order_is_one_list_with_its_last_card_forced():
    """A bottom order of three asked all at once: the scenario places two, the third has no other place."""
    engine = ScriptedEngine([None])
    run = run_on(engine, all_at_once("bottom_order", ["bob.a", "bob.b", "bob.c"]))
    run.decide("bob", "bob.c")
    run.decide("bob", "bob.a")
    assert engine.answers == [["bob.c", "bob.a", "bob.b"]]


def test_choose_up_to_n_is_a_set_sent_at_its_max_or_at_none_more():
    engine = ScriptedEngine([None])
    run = run_on(engine, all_at_once("choose_card", ["bob.a", "bob.b", "bob.c"], max=2))
    run.decide("bob", "bob.b")
    run.decide("bob", "bob.a")
    assert engine.answers == [["bob.b", "bob.a"]]
    engine = ScriptedEngine([None])
    run = run_on(engine, all_at_once("choose_card", ["bob.a", "bob.b", "bob.c"], max=2))
    run.decide("bob", "bob.b")
    run.decide("bob", None)
    assert engine.answers == [["bob.b"]]


def test_a_part_outside_the_options_goes_to_the_engine_at_once_and_its_refusal_keeps_the_rest():
    """The scenario expects a refusal: the engine judges the answer so far; nothing changed, the parts before
    stay gathered and the choice goes on."""
    sanji = {"counter": "bob.sanji", "target": "bob.leader"}
    engine = ScriptedEngine([None], refuses=lambda choice: sanji in choice)
    run = run_on(engine, all_at_once("counter", [NAMI, KAROO]))
    run.decide("bob", NAMI)
    assert run.decide("bob", sanji)["type"] == "refused" and engine.answers == [[NAMI, sanji]]
    run.refusal_checked = True  # Then the action is refused citing 7-1-3-2-1
    run.decide("bob", "done")
    assert engine.answers[-1] == [NAMI]


def test_a_counter_target_the_options_cannot_carry_is_unsupported():
    """Options naming the cards alone cannot say "on bob.vito": the step is unsupported, said plainly."""
    engine = ScriptedEngine([None], characters=("bob.vito",))
    run = run_on(engine, all_at_once("counter", ["bob.nami", "bob.karoo"]))
    with pytest.raises(pytest.skip.Exception, match=r"unsupported:.*all-at-once options name no target"):
        run.decide("bob", {"counter": "bob.nami", "target": "bob.vito"})
    engine = ScriptedEngine([None])  # no Character: the leader is the only target, and a card alone says it
    run_on(engine, all_at_once("counter", ["bob.nami"])).decide("bob", NAMI)
    assert engine.answers == [["bob.nami"]]


def _turn_step():
    from opcg_oracle.bdd.steps import IMPLEMENTATIONS

    return next(f for pattern, f in IMPLEMENTATIONS.items() if pattern.startswith("it is "))


def test_a_board_read_between_two_parts_waits_for_the_whole_choice():
    """`Then it is Alice's turn 2` between two Counters runs once the list is sent, and passes then."""
    engine = ScriptedEngine([None])
    run = run_on(engine, all_at_once("counter", [NAMI, KAROO]))
    run.decide("bob", NAMI)
    _turn_step()(run, player="Alice", turn="2")
    assert engine.answers == []  # no answer sent to read the board
    run.decide("bob", "done")
    assert engine.answers == [[NAMI]] and not any("not judged" in n for n in run.notes)


def test_a_position_only_between_parts_is_not_judged_and_says_so():
    """A check that fails once the choice is whole described a position this engine never has: a note, not a
    failure (the scenario's later steps judge the outcome)."""
    engine = ScriptedEngine([None])
    run = run_on(engine, all_at_once("counter", [NAMI, KAROO]))
    run.decide("bob", NAMI)
    _turn_step()(run, player="Bob", turn="2")
    run.decide("bob", "done")
    assert any("not judged" in n and "all at once" in n for n in run.notes)


# -- forced choices: asked, or carried out silently --------------------------------------------------------
def forced_choice() -> dict:
    return {"player": "alice", "kind": "bottom_order", "options": ["alice.x"], "rules": ["8-4"]}


def test_a_forced_choice_the_scenario_leaves_is_answered_before_the_board_is_read():
    """Our engine places the last card of a bottom order silently; an engine that asks gets it answered."""
    engine = ScriptedEngine([None])
    run = run_on(engine, forced_choice())
    _turn_step()(run, player="Alice", turn="2")
    assert engine.answers == ["alice.x"] and "forced" in run.notes[0]


def test_the_scenarios_answer_to_a_forced_choice_not_asked_passes():
    """`Then Alice must choose … among "alice.x"` and `When Alice chooses "alice.x"` pass on an engine that
    carried the choice out without asking."""
    from opcg_oracle.bdd.steps.choices import must_choose_among

    engine = ScriptedEngine([])
    run = run_on(engine, None)
    run.board = load_board_text("format: 1\nalice:\n  hand:\n    - {card: ST01-007, alias: x}\n", "b.yaml",
                                load_card_database())  # fmt: skip
    must_choose_among(run, "Alice", "the order of the cards on the bottom", '"alice.x"')
    run.decide("alice", "alice.x")
    assert engine.answers == [] and "without a question" in run.notes[-1]


def test_the_other_players_answer_is_sent_at_once_and_leaves_the_choice_as_it_was():
    """Alice answers Bob's all-at-once Counter choice: the engine refuses it; Bob's own answer still goes whole."""
    engine = ScriptedEngine([None], refuses=lambda choice: engine.answers and len(engine.answers) == 1)
    run = run_on(engine, all_at_once("counter", [NAMI, KAROO]))
    assert run.decide("alice", {"counter": "alice.robin", "target": "alice.leader"})["type"] == "refused"
    run.refusal_checked = True
    run.decide("bob", "done")
    assert engine.answers == [[{"counter": "alice.robin", "target": "alice.leader"}], []]
