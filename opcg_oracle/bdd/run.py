"""One scenario's run against an engine: the board, the last answer, what the Then steps check."""

from __future__ import annotations

import dataclasses
import difflib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from opcg_oracle.adapters.base import EngineAdapter, EngineError
from opcg_oracle.bdd import bounds
from opcg_oracle.bdd.needs import Reliance, mark_stand_ins, needs_missing
from opcg_oracle.bdd.outcomes import ScenarioFailure, StepRecord, unsupported
from opcg_oracle.bdd.shapes import (
    ORDERS,
    WAYS_OUT,
    ChoiceInProgress,
    Gathering,
    card_of,
    forced,
    part_answers,
    units_of,
)
from opcg_oracle.cards.database import CardDatabase
from opcg_oracle.rules.crosswalk import BASE_EDITION, CURRENT_EDITION, cites_in
from opcg_oracle.scenario.loader import Board, load_board, load_board_text

PLAYERS = {"Alice": "alice", "Bob": "bob"}


MAX_CONFIRMATIONS = 50  # confirmations in a row after one action: more is an engine that loops


@dataclass
class ScenarioRun:
    """State of one scenario while its steps run."""

    adapter: EngineAdapter
    cards: CardDatabase
    scenarios_dir: Path
    board: Board | None = None
    last: dict | None = None
    last_action: dict | None = None
    refusal_checked: bool = True
    before: dict | None = None
    needs_steps: list[str] = field(default_factory=list)  # the scenario's step texts: capabilities checked up front
    notes: list[str] = field(default_factory=list)  # what passed, but an engine author should read
    _state: dict | None = None  # the engine's state since the last action (asked only when a step needs it)
    unsupported: str = ""  # why the engine could not go on, once it said so: strict mode no longer applies
    steps: list[StepRecord] = field(default_factory=list)
    events: list[dict] = field(default_factory=list)  # what the engine reported happening, with clauses
    # The reference engine on the same scenario, for a third-party engine: its answers (events with their
    # clauses) are kept beside the engine's at each step, so a report shows what the rules do where it differs.
    reference: ScenarioRun | None = None
    stopped: str = ""  # why this run, as the reference beside another engine, stopped following the scenario
    # The cards a Then step expects a choice asked one part at a time to offer in its `card` part, checked when
    # the engine asks that part (its `use` part shows only whether there is any): (kind, player, card ids).
    card_part_expected: tuple[str, str, list[str]] | None = None
    given_back: dict[str, list[str]] = field(default_factory=dict)  # each player's hand as they asked to redraw
    edition: str = CURRENT_EDITION  # the rules edition judged: the engine is told it with every board
    ids_edition: str = BASE_EDITION  # the edition whose numbers the scenario's clause ids use
    _confirming: bool = False  # answering the engine's confirmations (bounded, never nested)
    keeps_before: bool = True  # the state after the board is set up, for the report (fuzz has no use for it)
    # What the reference engine relied on in this scenario (None: not known): the cards not relied on are sent
    # as stand-ins to an engine that declares the feature `stand_ins`; the keywords that counted are needed.
    relied: Reliance | None = None
    gathering: Gathering | None = None  # a choice the engine asks all at once, its parts gathered so far
    forced_done: list[tuple[str, object]] = field(default_factory=list)  # forced choices answered or expected

    def clause_ids(self, clause: str) -> set[str]:
        """The ids an engine may cite for a clause of the scenario: its number in the edition judged, or as
        written (an engine citing the other edition's number for the same rule is not wrong)."""
        if self.ids_edition != BASE_EDITION:
            return {clause}
        return {clause, *cites_in([clause], self.edition)}

    def begin_step(self, record: StepRecord) -> None:
        """A step starts: recorded here and, as a step of its own, beside it on the reference engine."""
        self.steps.append(record)
        if self.reference is not None:
            self.reference.steps.append(StepRecord(record.keyword, record.text, record.line))

    def _mirror(self, operation: str, *arguments) -> None:
        """Do on the reference engine what the scenario does here; it never changes this engine's result."""
        shadow = self.reference
        if shadow is None or shadow.stopped:
            return
        shadow.refusal_checked = True  # the scenario's own steps judge refusals; the reference only shows its own
        try:
            getattr(shadow, operation)(*arguments)
        except (Exception, pytest.skip.Exception) as error:  # it refused, cannot set the board up, or diverged
            shadow.stopped = str(error) or type(error).__name__
            if shadow.steps:
                shadow.steps[-1].status, shadow.steps[-1].message = "stopped", shadow.stopped

    # -- setting up -----------------------------------------------------------------------
    def present_decks(self, relative: str) -> None:
        """5-2-1-1: offer a setup board whose decks may break 5-1-2; an engine must refuse an illegal one."""
        board = load_board(self._board_path(relative), self.cards, check_decks=False)
        self.last_action = {"type": "load", "board": relative}
        if self._load(board) == "refused":
            self.refusal_checked = False  # the next step must say the refusal was expected

    def load_file(self, relative: str) -> None:
        """Load a board file from the scenarios directory onto the engine."""
        if self._load(load_board(self._board_path(relative), self.cards)) == "refused":
            raise ScenarioFailure(
                f"the engine refused to start with these legal decks: {self.last.get('reason')} "
                f"(citing {', '.join(self.last.get('rules', [])) or 'no clause'})"
            )

    def _board_path(self, relative: str) -> Path:
        """A board file of the scenarios directory; a missing one fails with the nearest names."""
        path = self.scenarios_dir / relative
        if not path.resolve().is_relative_to(self.scenarios_dir.resolve()):  # the lint refuses it first
            raise ScenarioFailure(f"board path {relative!r} leaves the suite's scenarios folder")
        if not path.exists():
            near = difflib.get_close_matches(
                relative, [str(p.relative_to(self.scenarios_dir)) for p in self.scenarios_dir.rglob("*.yaml")], n=3
            )
            hint = f" Nearest: {', '.join(near)}." if near else ""
            raise ScenarioFailure(f"no board file {path}.{hint}")
        return path

    def load_text(self, text: str, source: str) -> None:
        """Load a board written inline in the feature."""
        self._load(load_board_text(text, source, self.cards))

    def load_board(self, board: Board) -> str:
        """Set a board already read up on the engine (fuzz reads one board for two engines); as _load."""
        return self._load(board)

    def _load(self, board: Board) -> str:
        """Set the board up on the engine; "ok", or "refused" (only a setup board with an illegal deck)."""
        capabilities = self.adapter.hello().get("capabilities", {})
        if self.relied is not None and "stand_ins" in capabilities.get("features", ()):
            board = mark_stand_ins(board, self.relied.cards)
        gained = self.relied.keywords if self.relied is not None else frozenset()
        missing = needs_missing(board, self.cards, capabilities, self.needs_steps, gained)
        if missing:
            self.give_up(missing)
        answer = self.adapter.load({**board.canonical, "edition": self.edition})
        self._record({"type": "load", "board": self.board_name(board)}, answer)
        if answer.get("type") == "unsupported":  # and so needs no reference log
            self.give_up(answer.get("reason", "the engine cannot set up this board"))
        self._mirror("_load", board)
        if answer.get("type") == "refused" and board.canonical.get("phase") == "setup":
            self.last = answer
            return "refused"
        if answer.get("type") != "ok":
            raise EngineError(f"load answered {answer}")
        self.board = board  # only a board the engine set up counts: the steps and strict mode need one
        self.last = answer
        self.events = list(answer.get("events", []))
        self._state = None
        self._confirm()
        self.before = self.state() if self.keeps_before else None
        return "ok"

    def board_name(self, board: Board | None = None) -> str | None:
        """The board's path relative to the scenarios folder: a report never shows a local absolute path."""
        board = board or self.board
        if board is None:
            return None
        path = Path(board.source)
        if path.is_absolute():
            try:
                return path.resolve().relative_to(self.scenarios_dir.resolve()).as_posix()
            except ValueError:
                return path.name
        return board.source

    # -- acting ---------------------------------------------------------------------------
    def card_id(self, text: str) -> str:
        """A card id the board defines; unknown ids fail with the nearest ones."""
        self.need_board()
        if text in self.board.ids:
            return text
        near = difflib.get_close_matches(text, self.board.ids, n=3)
        hint = f" Nearest: {', '.join(near)}." if near else f" The board defines: {', '.join(self.board.ids[:8])}…"
        raise ScenarioFailure(f"no card {text!r} on this board.{hint}")

    def act(self, action: dict) -> dict:
        """Send an action; a refusal must be checked by the next step."""
        self._mirror("act", action)
        self.need_board()
        self.ensure_refusal_checked()
        self.settle_forced()
        self.last_action = action
        self._state = None
        self.last = self.adapter.act(action)
        return self._answered()

    def decide(self, player: str, choice) -> dict:
        """Answer the pending decision with the scenario's canonical answer, in whatever shape the engine asks."""
        self._mirror("decide", player, choice)
        self.need_board()
        self.ensure_refusal_checked()
        pending = self.decision()
        try:
            if pending is not None and pending.get("shape") == "all":
                return self._decide_all(player, pending, choice)
            if self._carried_out_silently(player, choice, pending):
                return self.last
            if pending is None or not pending.get("part"):
                return self._decide(player, choice)
            return self._decide_in_parts(player, pending, choice)
        finally:
            self.card_part_expected = None  # checked by this answer, or never asked (a "no" to the `use` part)

    def _decide(self, player: str, choice) -> dict:
        self.last_action = {"type": "decide", "player": player, "choice": choice}
        self._state = None
        self.last = self.adapter.decide(player, choice)
        return self._answered()

    # -- forced choices: asked, or carried out silently (docs/engine-protocol.md, "Forced choices") ---------
    def _carried_out_silently(self, player: str, choice, pending: dict | None) -> bool:
        """The scenario answers a forced choice the engine did not ask (or the runner already answered)."""
        asked = pending is not None and pending.get("player") == player
        if asked and any(card_of(option) == card_of(choice) for option in pending.get("options") or ()):
            return False  # asked now: answered as asked
        if not self.forced_known(player, choice):
            return False
        self.forced_done.remove((player, card_of(choice)))
        self.note(f"{player}'s forced choice of {card_of(choice)!r} was carried out without a question (allowed)")
        return True

    def forced_known(self, player: str, choice) -> bool:
        """Whether `choice` is a forced choice of the player's that was answered, expected by a Then step, or is
        pending on the reference engine beside this one (which the engine under test may carry out silently)."""
        shadow = self.reference.decision() if self.reference is not None and not self.reference.stopped else None
        if forced(shadow) and shadow["player"] == player and card_of(shadow["options"][0]) == card_of(choice):
            self.forced_done.append((player, card_of(choice)))
        return (player, card_of(choice)) in self.forced_done

    def expect_forced(self, player: str, card) -> None:
        """A Then step expected a forced choice the engine carried out silently: its answer step then passes."""
        self.forced_done.append((player, card))

    def settle_forced(self) -> None:
        """Answer a pending forced choice the scenario leaves unanswered (an engine that asks what ours does
        silently, the last card of a bottom order): before the board is read, an action, or the end."""
        asked = 0
        while self.gathering is None and forced(pending := self.decision()) and asked < MAX_CONFIRMATIONS:
            asked += 1
            option = pending["options"][0]
            self.note(f"answered {pending['player']}'s forced {pending['kind']} choice {option!r} (its only option)")
            self.forced_done.append((pending["player"], card_of(option)))
            if self._decide(pending["player"], option)["type"] != "ok":
                return

    # -- all at once: one answer carries every part (docs/engine-protocol.md, "Decision shapes") ----------
    def _decide_all(self, player: str, pending: dict | None, choice) -> dict:
        """Gather the scenario's canonical answers to a choice asked all at once; send them as one list when
        the last part is answered (a way out, every card of an order, `max` reached) or one falls outside."""
        if pending.get("player") != player:  # not this player's choice: the engine refuses it, as any shape would
            return self._decide(player, [] if choice in WAYS_OUT else [choice])
        gathering = self.gathering
        if gathering is None or gathering.decision != pending:
            gathering = self.gathering = Gathering(player, pending)
        if choice in WAYS_OUT:
            return self._send_gathered(keep=len(gathering.answers))
        gathering.answers.append(self._carried(pending, choice))
        if gathering.answers[-1] not in pending["options"]:  # the engine judges the part: a refusal is checked
            return self._send_gathered(keep=len(gathering.answers) - 1)
        chosen = {card_of(answer) for answer in gathering.answers}
        remaining = [o for o in pending["options"] if card_of(o) not in chosen]
        if pending["kind"] in ORDERS and len(remaining) == 1:  # the last card of an order is forced
            gathering.answers.append(remaining.pop())
        if not remaining or gathering.complete():  # nothing left to choose, or as many as the choice takes
            return self._send_gathered(keep=len(gathering.answers) - 1)
        self.note(
            f"part {len(gathering.answers)} of {player}'s {pending['kind']} choice, which the engine asks all at "
            "once: sent with the last part"
        )
        return self.last

    def _carried(self, pending: dict, choice):
        """The option of an all-at-once decision that carries the whole canonical answer; a part no option can
        carry (a Counter's target, when the options name cards alone) makes the step `unsupported`."""
        options = pending["options"]
        if choice in options:
            return choice
        by_card = [o for o in options if card_of(o) == card_of(choice)]
        if isinstance(choice, dict) and "target" in choice and by_card and all("target" not in o for o in by_card
                                                                                if isinstance(o, dict)):  # fmt: skip
            if not self._only_target(pending["player"], choice["target"]):
                self.give_up(self._dropped(pending["kind"], choice, "its all-at-once options name no target"))
            return by_card[0]
        return by_card[0] if len(by_card) == 1 and not isinstance(choice, dict) else choice

    def _send_gathered(self, keep: int) -> dict:
        """Send the gathered answers as one; after a refusal the first `keep` stay gathered (nothing changed)."""
        gathering, self.gathering = self.gathering, None
        answer = self._decide(gathering.player, list(gathering.answers))
        if answer["type"] != "ok":
            self.gathering = dataclasses.replace(gathering, answers=gathering.answers[:keep])
            return answer
        for record, check in gathering.deferred:
            try:
                check()
            except ScenarioFailure as failure:  # the position it describes never exists in this engine's game
                self.note(
                    f"{record.text if record else 'a step'!r} (line {record.line if record else '?'}) read the board "
                    f"between two parts of {gathering.player}'s {gathering.decision['kind']} choice, which this "
                    f"engine asks all at once: not judged (once the choice was whole: {failure})"
                )
                if record is not None:
                    record.message = f"not judged: a position between two parts of one choice ({failure})"
        return answer

    def defer(self, check: Callable[[], object]) -> None:
        """Run a step that reads the board once the choice being gathered is answered whole."""
        record, gathering = self.steps[-1] if self.steps else None, self.gathering
        if record is not None:
            record.message = f"checked once {gathering.player}'s whole {gathering.decision['kind']} choice is answered"
        self.gathering.deferred.append((record, check))

    def reading_board(self) -> None:
        """A step is about to read the board: wait while a choice is half gathered; settle forced choices."""
        if self.gathering is not None and self.gathering.answers:
            raise ChoiceInProgress
        self.settle_forced()

    def _only_target(self, player: str, target) -> bool:
        """Whether `target` is the player's only leader or Character (a target nobody needs to ask)."""
        mine = self.state()["players"][player]
        return [mine["leader"]["id"], *(c["id"] for c in mine["characters"])] == [target]

    @staticmethod
    def _dropped(kind: str, choice, why: str) -> str:
        return (
            f"the engine's {kind} decision cannot carry the whole of the scenario's answer {choice!r}: {why}, and "
            "the rules allow more than one (no part of an answer is dropped; docs/engine-protocol.md, Decision shapes)"
        )

    # -- one part at a time --------------------------------------------------------------------------
    def _decide_in_parts(self, player: str, pending: dict, choice) -> dict:
        """One canonical answer as the sequence of parts the engine asks (e.g. use? → which card? → on what?)."""
        kind, answers, given, count = pending["kind"], part_answers(pending["kind"], choice), set(), 0
        answer, units = self.last, None
        while pending is not None and pending.get("kind") == kind and pending.get("part"):
            part = pending["part"]
            if part == "one_more":  # a number asked one unit at a time: yes n times, then no (as often as asked)
                units = units_of(kind, choice) if units is None else units
                value, count = count < units, count + 1
            elif part in given or part not in answers:
                break  # a part of the next choice: a later step answers it
            else:
                if part == "card":
                    self._check_card_part(player, pending)
                value = answers[part]
                given.add(part)
            answer = self._decide(player, value)
            if answer["type"] != "ok" or (value in (False, None) and part != "one_more"):
                break
            pending = self.decision()
        if units is not None and answer["type"] == "ok" and count < units:
            return self._asked_fewer(kind, units, count)
        carded = answer["type"] == "ok" and "card" in given and answers.get("card") is not None
        untargeted = carded and "target" in answers and "target" not in given
        if untargeted and not self._only_target(player, answers["target"]):
            self.give_up(self._dropped(kind, choice, "it asked no `target` part"))
        if untargeted:  # the only leader or Character: a forced target, carried out without a question
            self.note(f"{player}'s forced target {answers['target']!r} was carried out without a question (allowed)")
        return answer

    def _asked_fewer(self, kind: str, units: int, count: int) -> dict:
        """The engine stopped asking `one_more` before the scenario's number: its limit, checked as a refusal."""
        self.last = {
            "type": "refused",
            "reason": f"the engine asked {kind!r} one unit at a time and stopped after {count} of the {units} asked",
            "rules": [],
        }
        self.refusal_checked = False
        return self.last

    def _check_card_part(self, player: str, pending: dict) -> None:
        """The `card` part now asked offers the cards a Then step expected of the whole choice (if one did)."""
        expected, self.card_part_expected = self.card_part_expected, None
        if expected is not None and expected[:2] == (pending["kind"], player):
            self.check_card_part(player, pending, expected[2])

    @staticmethod
    def check_card_part(player: str, pending: dict, cards: list[str]) -> None:
        """The `card` part of a choice asked one part at a time offers exactly these cards (its null: none)."""
        offered = sorted(o for o in pending["options"] if o is not None)
        if offered != sorted(cards):
            raise ScenarioFailure(
                f"{player}'s {pending['kind']} choice, asked one part at a time, offers the cards {offered} in its "
                f"card part; the rules allow {sorted(cards)}"
            )

    def _record(self, sent: dict, answer: dict) -> None:
        """Keep the engine's answer under the step that caused it, for the report's step-by-step view."""
        if self.steps:  # kept for the report only, so capped (bdd/bounds.py); the verdict reads the whole answer
            self.steps[-1].exchanges.append({"sent": sent, "answer": bounds.bounded(answer, bounds.ANSWER_BYTES)})

    def _answered(self) -> dict:
        self._record(self.last_action, self.last)
        kind = self.last.get("type")
        if kind == "unsupported":  # the engine met something it does not implement, mid-scenario
            self.give_up(self.last.get("reason", "the engine does not support this action"))
        if kind not in ("ok", "refused"):
            raise EngineError(f"the engine answered {self.last} to {self.last_action}")
        self.events.extend(self.last.get("events", []))
        self.refusal_checked = kind == "ok"
        if kind == "ok":
            self._confirm()
        return self.last

    def _confirm(self) -> None:
        """Answer confirmations the rules do not ask for (kind `confirm`): the scenario already said what it does.

        An engine that asks again and again is stopped after MAX_CONFIRMATIONS in a row: one line, the scenario
        `error`, the run goes on."""
        if self._confirming:  # an answer to a confirmation: the loop below looks at what comes next
            return
        self._confirming = True
        action = self.last_action  # what the player did, which the confirmations follow
        try:
            asked = 0
            while (pending := self.decision()) is not None and pending.get("kind") == "confirm":
                asked += 1
                if asked > MAX_CONFIRMATIONS:
                    raise EngineError(
                        f"the engine asked for a confirmation {MAX_CONFIRMATIONS} times in a row after one action "
                        f"(last: {pending.get('of', '')!r} for {pending.get('player')}): it loops"
                    )
                of = pending.get("of", "")
                self.notes.append(f"answered the engine's confirmation {of!r} for {pending['player']}")
                confirmed = self._decide(pending["player"], pending["options"][0] if pending.get("options") else "ok")
                if confirmed["type"] == "refused":  # the engine refuses the action only once it is confirmed:
                    self.last_action = action  # the refusal is that action's, and the next step checks it
                    return
        finally:
            self._confirming = False

    def decision(self) -> dict | None:
        """The pending decision: as the last answer reported it (version 2), else from the engine's state."""
        if self.last is not None and self.last.get("type") == "ok" and "decision" in self.last:
            return self.last["decision"]
        return self.state().get("decision")

    def state(self) -> dict:
        """The engine's view of the game, asked once per position."""
        if self._state is None:
            self._state = self.adapter.state()
        return self._state

    def checked_offer(self, action: dict) -> None:
        """A step found this action among those offered: the reference engine records what that relies on (the
        text of an [Activate: Main] or an Event's [Main]); another engine has nothing to record."""
        recording = getattr(self.adapter, "relies_on_offer", None)
        if recording is not None:
            recording(action)

    def legal(self) -> list[dict]:
        """The actions the engine offers now (`legal`): the player to act's actions, or answers to a decision."""
        self.need_board()
        self.ensure_refusal_checked()
        return self.adapter.legal()

    def view(self, player: str) -> dict:
        """What one player may see of the game now (feature player_views): hidden cards have `card` and `id` null."""
        return self.adapter.state(viewer=player)

    def note(self, text: str) -> None:
        """Something an engine author should read, on a step that passed (never a failure)."""
        self.notes.append(text)
        if self.steps:
            record = self.steps[-1]
            record.message = f"{record.message}; {text}" if record.message else text

    def give_up(self, reason: str) -> None:
        """The scenario is `unsupported` for this engine, whatever step it had reached (never `failed`)."""
        self.unsupported = reason
        if self.steps:
            self.steps[-1].status, self.steps[-1].message = "unsupported", reason
        unsupported(reason)

    def end_strictly(self) -> None:
        """Strict mode at the end of a scenario whose steps all passed: an unchecked refusal or an unanswered
        decision fails it (a forced choice left to the engine is settled first, docs "Forced choices")."""
        if self.board is None or self.unsupported:
            return
        self.ensure_refusal_checked()
        self.settle_forced()
        decision = self.decision()
        if decision is not None:
            raise ScenarioFailure(
                f"strict mode: {decision['player']} still has to decide {decision['kind']} "
                f"(options {decision['options']}); the scenario must answer every decision"
            )

    def ensure_refusal_checked(self) -> None:
        """A refused action nobody expected fails the scenario at the next step."""
        if not self.refusal_checked:
            self.refusal_checked = True
            raise ScenarioFailure(
                f"the action {self.last_action} was refused: {self.last.get('reason')} "
                f"(citing {', '.join(self.last.get('rules', [])) or 'no clause'})"
            )

    def need_board(self) -> None:
        """Fail the scenario when it has not set up a board yet."""
        if self.board is None:
            raise ScenarioFailure('no board yet: the scenario must start with Given the board "..."')
