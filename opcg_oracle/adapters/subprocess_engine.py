"""Run a third-party engine as a child process speaking the engine protocol over stdin/stdout."""

from __future__ import annotations

import json
import queue
import shlex
import subprocess
import threading
from collections import deque

from jsonschema.exceptions import best_match

from opcg_oracle.adapters.base import EngineError
from opcg_oracle.adapters.protocol import PROTOCOL_VERSION, response_validator
from opcg_oracle.cards.database import CardDatabase, load_card_database
from opcg_oracle.engine.board import card_specs

DEFAULT_TIMEOUT = 10.0
STDERR_LINES = 40


class SubprocessAdapter:
    """An engine in another process: per-message timeout, restart after a crash, stderr kept for the report."""

    def __init__(self, command: str, timeout: float = DEFAULT_TIMEOUT, cards: CardDatabase | None = None):
        self.command = command
        self.name = command
        self.timeout = timeout
        self.cards = cards or load_card_database()
        self._process: subprocess.Popen | None = None
        self._answers: queue.Queue = queue.Queue()
        self._stderr: deque[str] = deque(maxlen=STDERR_LINES)
        self._hello: dict | None = None
        self._broken = False

    # -- process management ----------------------------------------------------------------
    def _start(self) -> None:
        try:
            self._process = subprocess.Popen(
                shlex.split(self.command),
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
                bufsize=1,
            )
        except OSError as error:
            raise EngineError(f"cannot start engine {self.command!r}: {error}") from None
        self._answers = queue.Queue()
        threading.Thread(target=self._read_stdout, args=(self._process, self._answers), daemon=True).start()
        threading.Thread(target=self._read_stderr, args=(self._process,), daemon=True).start()
        self._broken = False
        self._hello = self._request({"type": "hello", "protocol": PROTOCOL_VERSION})

    @staticmethod
    def _read_stdout(process: subprocess.Popen, answers: queue.Queue) -> None:
        for line in process.stdout:
            answers.put(line)
        answers.put(None)  # end of output: the engine exited

    def _read_stderr(self, process: subprocess.Popen) -> None:
        for line in process.stderr:
            self._stderr.append(line.rstrip("\n"))

    def _kill(self) -> None:
        if self._process is not None:
            self._process.kill()
            self._process.wait()
        self._process = None

    def stderr_tail(self) -> str:
        """The last lines the engine wrote to stderr."""
        return "\n".join(self._stderr)

    def _fail(self, message: str) -> EngineError:
        self._broken = True
        self._kill()
        tail = self.stderr_tail()
        return EngineError(message + (f"\n--- engine stderr (last lines) ---\n{tail}" if tail else ""))

    def _request(self, message: dict) -> dict:
        if self._process is None:
            self._start()
        kind = message["type"]
        try:
            self._process.stdin.write(json.dumps(message) + "\n")
            self._process.stdin.flush()
        except (BrokenPipeError, OSError):
            raise self._fail(
                f"the engine exited before the {kind} request (exit code {self._process.poll()})"
            ) from None
        try:
            line = self._answers.get(timeout=self.timeout)
        except queue.Empty:
            raise self._fail(f"no answer to {kind} within {self.timeout:g} s") from None
        if line is None:
            code = self._process.wait()
            raise self._fail(f"the engine exited (code {code}) without answering {kind}")
        try:
            answer = json.loads(line)
        except ValueError:
            raise self._fail(f"the answer to {kind} is not JSON: {line.strip()[:200]!r}") from None
        problem = best_match(response_validator(kind).iter_errors(answer))
        if problem is not None:
            raise self._fail(f"the answer to {kind} breaks the protocol schema: {problem.message}")
        if answer.get("type") == "error" and kind != "load":
            raise EngineError(f"the engine reported an error on {kind}: {answer.get('message')}")
        return answer

    # -- the engine interface ----------------------------------------------------------------
    def hello(self) -> dict:
        """Name, version and capabilities (starts the engine on first use)."""
        if self._process is None or self._hello is None:
            self._start()
        return {k: v for k, v in self._hello.items() if k not in ("type", "protocol")}

    def load(self, board: dict) -> dict:
        """A fresh engine after a failure, then the board with every card's facts."""
        if self._broken or self._process is None:
            self._kill()
            self._start()
        answer = self._request({"type": "load", "board": with_facts(board, self.cards)})
        if answer["type"] == "error":
            raise EngineError(f"the engine could not load the board: {answer.get('message')}")
        return answer

    def act(self, action: dict) -> dict:
        """Send a player's action."""
        return self._request({"type": "act", "action": action})

    def decide(self, player: str, choice) -> dict:
        """Answer the pending decision."""
        return self._request({"type": "decide", "player": player, "choice": choice})

    def state(self) -> dict:
        """The engine's view of the board."""
        return self._request({"type": "state"})["state"]

    def legal(self) -> list[dict]:
        """The actions the player to act may take."""
        return self._request({"type": "legal"})["actions"]

    def stop(self) -> None:
        """Ask the engine to stop, then make sure it has."""
        if self._process is not None and not self._broken:
            try:
                self._process.stdin.write(json.dumps({"type": "stop"}) + "\n")
                self._process.stdin.flush()
                self._process.wait(timeout=2)
            except (OSError, subprocess.TimeoutExpired):
                pass
        self._kill()


def with_facts(board: dict, cards: CardDatabase) -> dict:
    """The canonical board with each card's printed facts, for engines without a card database."""
    expanded = json.loads(json.dumps(board))
    for spec in card_specs(expanded):
        if spec["card"] in cards:
            spec["facts"] = card_facts(cards.get(spec["card"]))
    return expanded


def card_facts(card) -> dict:
    """The facts of a card definition as plain data."""
    facts = {"name": card.name, "category": card.category, "colors": list(card.colors)}
    for key in ("cost", "power", "counter", "life"):
        if getattr(card, key) is not None:
            facts[key] = getattr(card, key)
    has_text = not card.vanilla and not (card.implemented and not card.effects)  # text beyond printed keywords
    facts.update(
        attributes=list(card.attributes),
        types=list(card.types),
        keywords=sorted(card.keywords),
        trigger=card.has_trigger,
        has_text=has_text,
    )
    return facts
