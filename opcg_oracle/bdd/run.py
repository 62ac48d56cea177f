"""One scenario's run against an engine: the board, the last answer, what the Then steps check."""

from __future__ import annotations

import dataclasses
import difflib
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from opcg_oracle.adapters.base import EngineAdapter, EngineError
from opcg_oracle.bdd import bounds
from opcg_oracle.cards.database import CardDatabase
from opcg_oracle.engine.board import card_specs, definition_of
from opcg_oracle.rules.crosswalk import BASE_EDITION, CURRENT_EDITION, cites_in
from opcg_oracle.scenario.loader import Board, load_board, load_board_text

PLAYERS = {"Alice": "alice", "Bob": "bob"}


PLAYER_VIEW_STEP = re.compile(
    r'(?:Alice|Bob) (?:(?:can|cannot) see "|sees \d+ cards? in |sees \d+ DON!! in |cannot tell the cards of )'
)


@dataclass(frozen=True)
class Reliance:
    """What a scenario relies on, as the reference engine found playing it: of each card's text by number
    ("text", or "keywords" for its printed keywords alone), and the keywords that counted, printed or gained."""

    cards: Mapping[str, str]
    keywords: frozenset[str] = frozenset()


def mark_stand_ins(board: Board, text_used: Mapping[str, str]) -> Board:
    """The board with `stand_in` on every card whose text the scenario does not rely on (the reference engine
    never used it on this scenario): `true`, or `"keywords"` when only its printed keywords mattered. An engine
    declaring the feature `stand_ins` may build such a card from its printed facts (and those keywords). A card
    whose text the board ignores outright keeps `text: ignored`."""
    canonical = json.loads(json.dumps(board.canonical))
    for spec in card_specs(canonical):
        relied = text_used.get(spec["card"])
        if relied != "text" and spec.get("text") != "ignored":
            spec["stand_in"] = "keywords" if relied == "keywords" else True
    return dataclasses.replace(board, canonical=canonical)


def relied_on(board: Board, keywords_too: bool = False) -> list[dict]:
    """The board's card entries an engine must know by their text: all but the stand-ins (with keywords_too,
    also the stand-ins whose printed keywords the scenario relies on)."""
    kept = (None, False, "keywords") if keywords_too else (None, False)
    return [spec for spec in card_specs(board.canonical) if spec.get("stand_in") in kept]


def board_features(board: Board, steps: list[str]) -> set[str]:
    """The protocol features (docs/engine-protocol.md, "Capabilities") a scenario needs beyond cards."""
    needed = set()
    if board.canonical.get("phase") == "refresh":
        needed.add("turn_start_boards")
    if board.canonical.get("phase") == "end":
        needed.add("end_phase_boards")
    if board.canonical.get("pending"):
        needed.add("pending_effects_boards")
    if board.canonical.get("phase") == "setup":
        needed.add("setup_boards")
    if "battle" in board.canonical:
        needed.add("mid_battle_boards")
    if any(spec["card"].startswith("TEST-") for spec in relied_on(board)):
        needed.add("test_cards")
    own = set(board.canonical.get("cards", ()))
    if own and any(spec["card"] in own for spec in relied_on(board)):
        needed.add("own_cards")
    if any(spec.get("text") == "ignored" for spec in card_specs(board.canonical)):
        needed.add("ignored_text")
    if any(text.startswith("the engine cites ") for text in steps):
        needed.add("events")
    if any(PLAYER_VIEW_STEP.match(text) for text in steps):
        needed.add("player_views")
    return needed


def needs_missing(
    board: Board, cards: CardDatabase, capabilities: dict, steps: list[str] = (), keywords: frozenset[str] = frozenset()
) -> str:
    """What the scenario needs that the engine's capabilities lack ("" when nothing), said exactly; keywords are
    those it relies on beyond the printed ones (a keyword a card gains from an effect: Gecko Moria's [Double
    Attack])."""
    gained = keywords
    # A board's or suite's own cards are not in any engine's sets: the feature own_cards covers them.
    numbers = {spec["card"] for spec in relied_on(board)} - set(board.canonical.get("cards", ()))
    sets = {number.split("-", 1)[0] for number in numbers}
    known_sets = set(capabilities.get("sets", sets))
    lacking = sorted(sets - known_sets)
    if lacking:
        return f"the board uses card sets the engine does not declare: {', '.join(lacking)}"
    if "cards" in capabilities:
        lacking = sorted(numbers - set(capabilities["cards"]))
        if lacking:
            return f"the board uses cards the engine does not declare (capabilities.cards): {', '.join(lacking)}"
    cards = cards.with_board_cards(board.canonical.get("cards"))
    used = [definition_of(spec, cards) for spec in relied_on(board, keywords_too=True)]
    keywords = {kw for definition in used for kw in definition.keywords} | gained
    texts = [definition_of(spec, cards) for spec in relied_on(board)]
    keywords |= {"trigger"} if any(definition.has_trigger for definition in texts) else set()
    known_keywords = set(capabilities.get("keywords", keywords))
    lacking = sorted(keywords - known_keywords)
    if lacking:
        return f"the board's cards have keywords the engine does not declare: {', '.join(lacking)}"
    needed = board_features(board, list(steps))
    declared = set(capabilities.get("features", needed - {"events"}))
    declared |= {"events"} if capabilities.get("events") else set()
    lacking = sorted(needed - declared)
    if lacking:
        return f"the scenario needs features the engine does not declare (capabilities.features): {', '.join(lacking)}"
    return ""


# A multi-part choice may be asked as one decision or as a sequence of parts (docs/engine-protocol.md,
# "Decision shapes"); each part's answer comes from the scenario's one canonical answer.
def part_answers(kind: str, choice) -> dict:
    """The answer to each part of a multi-part decision, from the canonical answer to the whole."""
    if choice in (None, "done", "decline", "keep"):
        return {"use": False, "card": None, "target": None}  # `null` to a card or target part: none after all
    if isinstance(choice, dict):
        card = choice.get("counter", choice.get("event", choice.get("card")))
        return {"use": True, "card": card, **({"target": choice["target"]} if "target" in choice else {})}
    return {"use": True, "card": choice}


def _units(kind: str, choice) -> int:
    """How many units a canonical answer gives, for a `one_more` part; a card for a number is a failure."""
    if choice in (None, "done", "decline", "keep", False):
        return 0
    if isinstance(choice, int) and not isinstance(choice, bool):
        return choice
    raise ScenarioFailure(
        f"the engine asks the {kind!r} decision one unit at a time (part one_more), "
        f"but the scenario's answer {choice!r} is not a number"
    )


def _unsupported(reason: str) -> None:
    """The engine lacks something the scenario needs: counted apart, as pytest counts a skip."""
    pytest.skip(f"{UNSUPPORTED_PREFIX} {reason}")


UNSUPPORTED_PREFIX = "unsupported:"


class ScenarioFailure(AssertionError):
    """The engine answered, and the answer is not what the rules say."""


@dataclass
class StepRecord:
    """A step as it ran: keyword, text, line, status and message."""

    keyword: str
    text: str
    line: int
    status: str = "passed"
    message: str = ""
    exchanges: list[dict] = field(default_factory=list)  # what was sent to the engine and what it answered


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

    def _decide_in_parts(self, player: str, pending: dict, choice) -> dict:
        """One canonical answer as the sequence of parts the engine asks (e.g. use? → which card? → on what?)."""
        kind, answers, given, count = pending["kind"], part_answers(pending["kind"], choice), set(), 0
        answer = self.last
        while pending is not None and pending.get("kind") == kind and pending.get("part"):
            part = pending["part"]
            if part == "one_more":  # a number asked one unit at a time: yes n times, then no
                value, count = count < _units(kind, choice), count + 1
            elif part in given or part not in answers:
                break  # a part of the next choice: a later step answers it
            else:
                if part == "card":
                    self._check_card_part(player, pending)
                value = answers[part]
                given.add(part)
            answer = self._decide(player, value)
            if answer["type"] != "ok" or value in (False, None):
                break
            pending = self.decision()
        return answer

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
        _unsupported(reason)

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
