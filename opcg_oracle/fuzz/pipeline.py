"""Pipelined games: the engine under test is sent a turn's steps at once instead of one step per round trip.

Against an engine that declares the feature `pipelining` (docs/engine-protocol.md, "Pipelining"), a campaign's
game is first played this way. The reference engine plays ahead in this process, each step drawn as
games.play_game draws it; the same steps, and a `state` request at each position Lockstep compares, are queued
for the engine and written at the end of each turn; the engine's answers to one turn are read while the
reference engine plays the next. Every answer is held to what Lockstep holds it to at that step, and more: it
must be `ok` as the reference engine's is, with the same pending decision (compare_decisions), asked whole
(no `part`, no `shape`, no confirmation), and each state compared must be the reference engine's (state_view).

A game whose answers all pass is agreed, as Lockstep would have found it step by step (the same steps, the
same states compared at the same positions), with one round trip a turn instead of one or more a step. An
action the engine answers `unsupported` is left out as Lockstep leaves it out: both engines are set back to
the position before it (the board loaded again, the steps before it sent again), the random draws to where
Lockstep's would be, and the game goes on without that action. At the first other answer that does not pass,
nothing is concluded here: the answers still owed are read and dropped, and games.play_game plays the game
again with Lockstep from its start, which finds, places and describes whatever differs exactly as without this
path (an answer this path does not follow, such as a decision asked in parts, may well agree there).
"""

from __future__ import annotations

import gc
import json
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


class _Unsupported(Exception):
    """The engine answered `unsupported` to the step `at` (counted from 0 among the steps taken)."""

    def __init__(self, at: int) -> None:
        super().__init__(at)
        self.at = at


@dataclass
class _Owed:
    """What the engine's answer to one request must be for the game to go on here."""

    decision: dict | None = None  # a step's (or the load's): the reference engine's pending decision after it
    view: dict | None = None  # a state request's: the reference engine's state_view at that position
    step: int = -1  # the step answered (-1: the load, or a state)
    decision_only: bool = False  # a state asked only for its pending decision (after an action left out)


def pipelines(engine: object) -> bool:
    """Whether games against this engine are played pipelined first."""
    return isinstance(engine, SubprocessAdapter) and engine.declares("pipelining")


def play_pipelined(setting, rng: random.Random, record, document: dict, max_steps: int):
    """Play the game pipelined; the record (outcome `agreed` or `unfinished`, with the actions left out as
    unsupported), or None: play it with Lockstep."""
    board = as_board(document, f"game {record.index}", setting.cards)  # as Lockstep.load reads it
    if _lacking(setting, record.decks, board):
        return None
    game = _Game(setting, rng, record, {**board.canonical, "edition": CURRENT_EDITION}, max_steps)
    setting.reference.with_events = False  # this path reads no events; Lockstep, which describes what differs, does
    collecting = gc.isenabled()  # paused during the game, as random_play does: the collector's passes over a
    gc.disable()  # game's short-lived answers and views found nothing to collect
    try:
        game.play()
    except EngineStartError:
        raise  # the engine cannot be started again: Lockstep would meet the same
    except (_Irregular, EngineError):
        setting.engine.discard()
        return None
    finally:
        setting.reference.with_events = True
        if collecting:
            gc.enable()
    record.steps = len(game.steps)
    record.turns = setting.reference.game.state.turn
    if record.steps >= max_steps and not setting.reference.game.state.game_over:
        record.outcome = "unfinished"
    return record


def _lacking(setting, decks: tuple[str, str], board) -> bool:
    """Whether the engine or the reference engine lacks what the board needs (what each run's load checks first).
    The same for every start board of a pair of decks, which holds the decks' cards in another order: asked once."""
    key = (decks, setting.start)
    if key not in setting.lacking:
        setting.lacking[key] = any(
            needs_missing(board, setting.cards, adapter.hello().get("capabilities", {}))
            for adapter in (setting.engine, setting.reference)
        )
    return setting.lacking[key]


class _Game:
    """One game played pipelined: the reference engine ahead in this process, the engine a turn behind."""

    def __init__(self, setting, rng: random.Random, record, canonical: dict, max_steps: int) -> None:
        self.engine: SubprocessAdapter = setting.engine
        self.reference = setting.reference
        self.every_step = setting.every_step
        self.rng, self.rng_start = rng, rng.getstate()
        self.record, self.canonical, self.max_steps = record, canonical, max_steps
        self.quiet = {"events": False} if self.engine.declares("events_optional") else {}  # fuzz reads no events
        # nor anything of a card off the field but its id (state_view): a lean state, when the engine offers one
        self.state_request = {"type": "state", **({"lean": True} if self.engine.declares("lean_states") else {})}
        self.steps: list[dict] = []  # the steps taken, as Lockstep's game would take them
        self.draws: list[int] = []  # the number of options of each draw made, for the draws left out too
        self.drawn: list[int] = []  # for each step taken, its draw's place among the draws
        self.excluded: set[str] = set()  # actions answered `unsupported`: not drawn again in this game
        self.owed: deque[_Owed] = deque()
        self.this_turn = 0  # the answers owed for the turn being played (the earlier ones are read at its end)
        self.pending: dict | None = None  # the reference engine's pending decision

    def play(self) -> None:
        """The whole game; _Irregular when this path cannot conclude it."""
        while True:
            try:
                self._load(after_unsupported=bool(self.excluded))
                self._go_on()
                self._settle(len(self.owed))
                return
            except _Unsupported as unsupported:
                self._leave_out(unsupported.at)

    def _load(self, after_unsupported: bool) -> None:
        """Both engines set up on the board, then the steps taken so far sent again."""
        self.owed.clear()
        self.engine.submit_load(self.canonical)
        self.engine.send()  # the engine sets the board up while the reference engine does
        loaded = self.reference.load(self.canonical)
        if loaded["type"] != "ok" or not _regular(loaded["decision"]):
            raise _Irregular
        self.pending = loaded["decision"]
        self.owed.append(_Owed(self.pending))
        self.this_turn = len(self.owed)
        for index, action in enumerate(self.steps):
            self._step(action, index)
        if after_unsupported:  # Lockstep's run reads the pending decision of the engine's state after `unsupported`
            self.engine.submit(self.state_request)
            self.owed.append(_Owed(self.pending, decision_only=True))
            self.this_turn += 1

    def _go_on(self) -> None:
        """Draw and take steps until the game ends, as games.play_game draws them."""
        reference = self.reference
        while not reference.game.state.game_over and len(self.steps) < self.max_steps:
            options = reference.choices()  # only the action drawn is made a dict
            if self.excluded:
                options = [a for a in options if _key(reference.as_dict(a)) not in self.excluded]
            if not options:
                raise _Irregular  # every legal action unsupported: Lockstep's game says so
            self.draws.append(len(options))
            action = reference.as_dict(options[self.rng.randrange(len(options))])
            self.drawn.append(len(self.draws) - 1)
            self.steps.append(action)
            self._step(action, len(self.steps) - 1)

    def _step(self, action: dict, index: int) -> None:
        """One step queued for the engine and taken by the reference engine; a turn's end sends the turn and reads
        the answers to the turn before."""
        engine, reference = self.engine, self.reference
        if action["type"] == "decide":
            engine.submit({"type": "decide", "player": action["player"], "choice": action["choice"], **self.quiet})
        else:
            engine.submit({"type": "act", "action": action, **self.quiet})
        ours = reference.act(action)
        if ours["type"] != "ok" or not _regular(ours["decision"]):
            raise _Irregular
        answered, self.pending = (self.pending if action["type"] == "decide" else None), ours["decision"]
        self.owed.append(_Owed(self.pending, step=index))
        self.this_turn += 1
        turn_over = action["type"] == "end_turn" or reference.game.state.game_over
        # Lockstep's positions: every whole one with every_step, else a turn's end or the game's (_checkpoint)
        if whole(answered, self.pending) and (self.every_step or (self.pending is None and turn_over)):
            engine.submit(self.state_request)
            self.owed.append(_Owed(view=reference_view(reference)))
            self.this_turn += 1
        if turn_over:
            engine.send()
            self._settle(len(self.owed) - self.this_turn)
            self.this_turn = 0

    def _settle(self, count: int) -> None:
        """Read the engine's next `count` answers; _Irregular at the first that is not the reference engine's,
        _Unsupported at an `unsupported` answer to a step."""
        for _ in range(count):
            expected = self.owed.popleft()
            answer = self.engine.answer()
            if expected.view is not None or expected.decision_only:
                state = answer.get("state")
                try:
                    if expected.decision_only:
                        decision = state["decision"]
                        if not _regular(decision) or compare_decisions(expected.decision, decision):
                            raise _Irregular
                    elif state_view(state) != expected.view:
                        raise _Irregular
                except (KeyError, TypeError, AttributeError, ValueError):
                    raise _Irregular from None
            elif answer["type"] == "unsupported" and expected.step >= 0:
                raise _Unsupported(expected.step)
            elif (
                answer["type"] != "ok"
                or not _regular(answer["decision"])
                or compare_decisions(expected.decision, answer["decision"])
            ):
                raise _Irregular

    def _leave_out(self, at: int) -> None:
        """As Lockstep after `unsupported`: the action not drawn again in this game (and counted), the game back
        to the position before it, the random draws to just after its own."""
        self.engine.discard()
        action = self.steps[at]
        self.excluded.add(_key(action))
        skipped = self.record.skipped_actions
        skipped[action["type"]] = skipped.get(action["type"], 0) + 1
        self.draws = self.draws[: self.drawn[at] + 1]
        self.steps, self.drawn = self.steps[:at], self.drawn[:at]
        self.rng.setstate(self.rng_start)
        for count in self.draws:
            self.rng.randrange(count)


def _key(action: dict) -> str:
    """An action as games.play_game keys the ones left out."""
    return json.dumps(action, sort_keys=True)


def _regular(decision: dict | None) -> bool:
    """A decision Lockstep's run answers with one request: none, or one asked whole that is no confirmation."""
    return decision is None or not (decision.get("part") or decision.get("shape") or decision.get("kind") == "confirm")
