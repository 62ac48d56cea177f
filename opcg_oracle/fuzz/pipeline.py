"""Pipelined games: the engine under test is sent a turn's steps at once instead of one step per round trip.

Against an engine that declares the feature `pipelining` (docs/engine-protocol.md, "Pipelining"), a campaign's
game is first played this way. The reference engine plays ahead in this process, each step drawn as
games.play_game draws it; the same steps, and a `state` request at each position Lockstep compares, are queued
for the engine and written at the end of each turn; the engine's answers to one turn are read while the
reference engine plays the next. Every answer is held to what Lockstep holds it to at that step, and more: it
must be `ok` as the reference engine's is, with the same pending decision (compare_decisions), asked whole
(no `part`, no `shape`, no confirmation), and each state compared must be the reference engine's (state_view).

A game whose answers all pass is agreed, as Lockstep would have found it step by step (the same steps, the
same states compared at the same positions), with one round trip a turn instead of one or more a step. At the
first answer that does not pass, nothing is concluded here: the answers still owed are read and dropped, and
games.play_game plays the game again with Lockstep from its start, which finds, places and describes whatever
differs exactly as without this path (an answer this path does not follow, such as a decision asked in parts,
may well agree there).
"""

from __future__ import annotations

import gc
import random
from collections import deque
from dataclasses import dataclass

from opcg_oracle.adapters.base import EngineError, EngineStartError
from opcg_oracle.adapters.subprocess_engine import SubprocessAdapter
from opcg_oracle.bdd.run import needs_missing
from opcg_oracle.fuzz.boards import as_board
from opcg_oracle.fuzz.lockstep import compare_decisions, reference_view, state_view, whole
from opcg_oracle.rules.crosswalk import CURRENT_EDITION


class _Irregular(Exception):
    """An answer this path does not follow: the game is played again step by step."""


@dataclass
class _Owed:
    """What the engine's answer to one request must be for the game to go on here."""

    decision: dict | None = None  # a step's (or the load's): the reference engine's pending decision after it
    view: dict | None = None  # a state request's: the reference engine's state_view at that position


def pipelines(engine: object) -> bool:
    """Whether games against this engine are played pipelined first."""
    return isinstance(engine, SubprocessAdapter) and engine.declares("pipelining")


def play_pipelined(setting, rng: random.Random, record, document: dict, max_steps: int):
    """Play the game pipelined; the record (outcome `agreed` or `unfinished`), or None: play it with Lockstep."""
    engine, reference = setting.engine, setting.reference
    board = as_board(document, f"game {record.index}", setting.cards)  # as Lockstep.load reads it
    for adapter in (engine, reference):  # what each run's load checks first: the engine could set it up
        if needs_missing(board, setting.cards, adapter.hello().get("capabilities", {})):
            return None
    canonical = {**board.canonical, "edition": CURRENT_EDITION}
    owed: deque[_Owed] = deque()
    reference.with_events = False  # this path reads no events; Lockstep, which describes what differs, does
    collecting = gc.isenabled()  # paused during the game, as random_play does: the collector's passes over a
    gc.disable()  # game's short-lived answers and views found nothing to collect
    try:
        engine.submit_load(canonical)
        engine.send()  # the engine sets the board up while the reference engine does
        loaded = reference.load(canonical)
        if loaded["type"] != "ok" or not _regular(loaded["decision"]):
            raise _Irregular
        owed.append(_Owed(loaded["decision"]))
        steps = _play(setting, rng, owed, loaded["decision"], max_steps)
        _settle(engine, owed, len(owed))
    except EngineStartError:
        raise  # the engine cannot be started again: Lockstep would meet the same
    except (_Irregular, EngineError):
        engine.discard()
        return None
    finally:
        reference.with_events = True
        if collecting:
            gc.enable()
    record.steps = steps
    record.turns = reference.game.state.turn
    if steps >= max_steps and not reference.game.state.game_over:
        record.outcome = "unfinished"
    return record


def _play(setting, rng: random.Random, owed: deque[_Owed], pending: dict | None, max_steps: int) -> int:
    """The game's steps, queued for the engine a turn at a time; the engine's answers to each turn read once the
    next is queued. The number of steps taken."""
    engine, reference = setting.engine, setting.reference
    quiet = {"events": False} if engine.declares("events_optional") else {}  # fuzz reads no events of the engine
    # nor anything of a card off the field but its id (state_view): a lean state, when the engine offers one
    state_request = {"type": "state", **({"lean": True} if engine.declares("lean_states") else {})}
    steps, this_turn = 0, 0  # the answers owed for the turn being played (the earlier ones are read at its end)
    while not reference.game.state.game_over and steps < max_steps:
        options = reference.choices()
        if not options:
            raise _Irregular
        action = reference.as_dict(options[rng.randrange(len(options))])  # drawn as games.play_game draws it
        if action["type"] == "decide":
            engine.submit({"type": "decide", "player": action["player"], "choice": action["choice"], **quiet})
        else:
            engine.submit({"type": "act", "action": action, **quiet})
        ours = reference.act(action)
        steps += 1
        if ours["type"] != "ok" or not _regular(ours["decision"]):
            raise _Irregular
        answered, pending = (pending if action["type"] == "decide" else None), ours["decision"]
        owed.append(_Owed(pending))
        this_turn += 1
        turn_over = action["type"] == "end_turn" or reference.game.state.game_over
        # Lockstep's positions: every whole one with every_step, else a turn's end or the game's (_checkpoint)
        if whole(answered, pending) and (setting.every_step or (pending is None and turn_over)):
            engine.submit(state_request)
            owed.append(_Owed(view=reference_view(reference)))
            this_turn += 1
        if turn_over:
            engine.send()
            _settle(engine, owed, len(owed) - this_turn)
            this_turn = 0
    return steps


def _settle(engine: SubprocessAdapter, owed: deque[_Owed], count: int) -> None:
    """Read the engine's next `count` answers; _Irregular at the first that is not what the reference engine's was."""
    for _ in range(count):
        expected = owed.popleft()
        answer = engine.answer()
        if expected.view is not None:
            try:
                view = state_view(answer["state"])
            except (KeyError, TypeError, AttributeError, ValueError):
                raise _Irregular from None
            if view != expected.view:
                raise _Irregular
        elif (
            answer["type"] != "ok"
            or not _regular(answer["decision"])
            or compare_decisions(expected.decision, answer["decision"])
        ):
            raise _Irregular


def _regular(decision: dict | None) -> bool:
    """A decision Lockstep's run answers with one request: none, or one asked whole that is no confirmation."""
    return decision is None or not (decision.get("part") or decision.get("shape") or decision.get("kind") == "confirm")
