"""One scenario's run against an engine: the board, the last answer, what the Then steps check."""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from opcg_oracle.adapters.base import EngineAdapter, EngineError
from opcg_oracle.cards.database import CardDatabase
from opcg_oracle.engine.board import card_specs
from opcg_oracle.scenario.loader import Board, load_board, load_board_text

PLAYERS = {"Alice": "alice", "Bob": "bob"}


def needs_missing(board: Board, cards: CardDatabase, capabilities: dict) -> str:
    """What the board needs that the engine's capabilities lack ("" when nothing): sets and keywords."""
    numbers = {spec["card"] for spec in card_specs(board.canonical)}
    sets = {number.split("-", 1)[0] for number in numbers}
    known_sets = set(capabilities.get("sets", sets))
    lacking = sorted(sets - known_sets)
    if lacking:
        return f"the board uses card sets the engine does not declare: {', '.join(lacking)}"
    keywords = {kw for number in numbers for kw in cards.get(number).keywords}
    keywords |= {"trigger"} if any(cards.get(n).has_trigger for n in numbers) else set()
    known_keywords = set(capabilities.get("keywords", keywords))
    lacking = sorted(keywords - known_keywords)
    if lacking:
        return f"the board's cards have keywords the engine does not declare: {', '.join(lacking)}"
    return ""


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
    unsupported: str = ""  # why the engine could not go on, once it said so: strict mode no longer applies
    steps: list[StepRecord] = field(default_factory=list)
    events: list[dict] = field(default_factory=list)  # what the engine reported happening, with clauses

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

    def _load(self, board: Board) -> str:
        """Set the board up on the engine; "ok", or "refused" (only a setup board with an illegal deck)."""
        missing = needs_missing(board, self.cards, self.adapter.hello().get("capabilities", {}))
        if missing:
            self.give_up(missing)
        answer = self.adapter.load(board.canonical)
        if answer.get("type") == "unsupported":
            self.give_up(answer.get("reason", "the engine cannot set up this board"))
        if answer.get("type") == "refused" and board.canonical.get("phase") == "setup":
            self.last = answer
            return "refused"
        if answer.get("type") != "ok":
            raise EngineError(f"load answered {answer}")
        self.board = board  # only a board the engine set up counts: the steps and strict mode need one
        self.events = list(answer.get("events", []))
        self.before = self.adapter.state()
        return "ok"

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
        self.need_board()
        self.ensure_refusal_checked()
        self.last_action = action
        self.last = self.adapter.act(action)
        return self._answered()

    def decide(self, player: str, choice) -> dict:
        """Answer the pending decision."""
        self.need_board()
        self.ensure_refusal_checked()
        self.last_action = {"type": "decide", "player": player, "choice": choice}
        self.last = self.adapter.decide(player, choice)
        return self._answered()

    def _answered(self) -> dict:
        kind = self.last.get("type")
        if kind == "unsupported":  # the engine met something it does not implement, mid-scenario
            self.give_up(self.last.get("reason", "the engine does not support this action"))
        if kind not in ("ok", "refused"):
            raise EngineError(f"the engine answered {self.last} to {self.last_action}")
        self.events.extend(self.last.get("events", []))
        self.refusal_checked = kind == "ok"
        return self.last

    def give_up(self, reason: str) -> None:
        """The scenario is `unsupported` for this engine, whatever step it had reached (never `failed`)."""
        self.unsupported = reason
        if self.steps:
            self.steps[-1].status, self.steps[-1].message = "unsupported", reason
        _unsupported(reason)

    def decision(self) -> dict | None:
        """The pending decision, as the engine reports it."""
        return self.adapter.state().get("decision")

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
