"""Run a third-party engine as a child process speaking the engine protocol over stdin/stdout."""

from __future__ import annotations

import contextlib
import json
import os
import queue
import select
import shlex
import shutil
import signal
import subprocess
import sys
import threading
import time
from collections import deque

from opcg_oracle.adapters.base import EngineError, EngineStartError
from opcg_oracle.adapters.protocol import PROTOCOL_VERSION, one_line, response_problem
from opcg_oracle.cards.database import CardDatabase, load_card_database
from opcg_oracle.engine.board import CARD_LISTS, definition_of

DEFAULT_TIMEOUT = 10.0
DEFAULT_START_TIMEOUT = 60.0  # for hello: an engine that loads thousands of cards first may need 15-25 s
DEFAULT_MAX_LINE = 16 * 1024 * 1024  # bytes of one answer line; a longer line is a protocol violation
STDERR_LINES = 40
STDERR_LINE_BYTES = 2048  # of one stderr line kept; the rest of a longer line is counted, not kept
_SHOWN = 200  # characters of an offending line quoted in an error
_DIRECT = os.name == "posix"  # answers read from the pipe with select(); elsewhere by a reader thread


class _Overlong:
    """What the reader hands over instead of a line longer than the limit (it stops reading there)."""


def engine_argv(command: str) -> list[str]:
    """The argument list of a `cmd:` engine; EngineStartError when it cannot be run at all."""
    try:
        argv = shlex.split(command)
    except ValueError as error:
        raise EngineStartError(f"--engine cmd:{command}: cannot split the command line: {error}") from None
    if not argv:
        raise EngineStartError("--engine cmd: names no program (write e.g. cmd:node engine.js)")
    if argv[0] == "opcg-oracle":  # the installation that runs the suite, activated environment or not
        return [sys.executable, "-P", "-m", "opcg_oracle", *argv[1:]]  # -P: a clone in the folder cannot shadow it
    if shutil.which(argv[0]) is None:
        raise EngineStartError(f"--engine cmd:{command}: program {argv[0]!r} not found (on PATH or as a file)")
    return argv


class SubprocessAdapter:
    """An engine in another process: per-message timeout, restart after a crash, stderr kept for the report."""

    # Whether every answer is checked against the protocol schema (most of the time of a `state`). `fuzz`
    # turns it off for `state` answers: it compares every field of them with the reference engine's anyway.
    check_states = True
    # Whether the answers to act and decide are checked against the whole schema. `fuzz` turns it off (a sixth of
    # its time): it compares their type and decision with the reference engine's, after the check `_shape_problem`
    # makes of what it reads (a decision that is not one fails there, as an engine error).
    check_answers = True

    def __init__(
        self,
        command: str,
        timeout: float = DEFAULT_TIMEOUT,
        cards: CardDatabase | None = None,
        max_line: int = DEFAULT_MAX_LINE,
        start_timeout: float = DEFAULT_START_TIMEOUT,
    ):
        self.command = command
        self.argv = engine_argv(command)
        self.name = command
        self.timeout = timeout
        self.start_timeout = start_timeout  # seconds from the start of the process to its answer to hello
        self.max_line = max_line
        self.cards = cards or load_card_database()
        self.protocol = PROTOCOL_VERSION  # lowered to 1 when the engine greets with version 1
        self._process: subprocess.Popen | None = None
        self._answers: queue.Queue = queue.Queue()
        self._pending, self._ended = bytearray(), False
        self._lines: deque[bytes] = deque()  # whole lines read of the engine's output, not yet taken
        self._unsent = bytearray()  # requests submitted, not yet written
        self._owed: deque[tuple[str, int]] = deque()  # (type, id) of each request written or submitted, unanswered
        self._stderr: deque[str] = deque(maxlen=STDERR_LINES)
        self._hello: dict | None = None
        self._broken = False
        self._next_id = 0

    # -- process management ----------------------------------------------------------------
    def _start(self) -> None:
        try:
            # Its own session: a timeout or a crash kills the engine's whole process group, so an engine
            # started through a wrapper (sh -c, npm) leaves nothing behind.
            self._process = subprocess.Popen(
                self.argv,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                start_new_session=os.name == "posix",
            )
        except OSError as error:
            raise EngineStartError(f"cannot start engine {self.command!r}: {error}") from None
        self._answers = queue.Queue()
        self._pending, self._ended = bytearray(), False  # what was read of the answers, and whether they ended
        self._lines = deque()
        self._unsent, self._owed = bytearray(), deque()
        if _DIRECT:  # written by _write, which never blocks: see there
            os.set_blocking(self._process.stdin.fileno(), False)
        self._stderr = deque(maxlen=STDERR_LINES)  # this process's stderr only, never an earlier one's
        if not _DIRECT:
            threading.Thread(target=self._read_stdout, args=(self._process, self._answers), daemon=True).start()
        threading.Thread(target=self._read_stderr, args=(self._process, self._stderr), daemon=True).start()
        self._broken = False
        self.protocol = PROTOCOL_VERSION
        try:
            self._hello = self._request({"type": "hello", "protocol": PROTOCOL_VERSION}, self.start_timeout)
        except EngineError as error:
            raise EngineStartError(f"engine {self.command!r} did not answer hello: {error}") from None
        self.protocol = self._hello["protocol"]

    def _read_stdout(self, process: subprocess.Popen, answers: queue.Queue) -> None:
        while True:
            line = process.stdout.readline(self.max_line + 1)
            if not line:
                break
            if len(line) > self.max_line and not line.endswith(b"\n"):
                answers.put(_Overlong())  # stop here: never read gigabytes of one line
                return
            answers.put(line)
        answers.put(None)  # end of output: the engine exited

    @staticmethod
    def _read_stderr(process: subprocess.Popen, lines: deque[str]) -> None:
        # Read in bounded pieces: a flood without line ends must not grow one line without limit.
        while chunk := process.stderr.readline(STDERR_LINE_BYTES):
            text = chunk.decode("utf-8", "replace").rstrip("\n")
            left_out = 0
            while not chunk.endswith(b"\n") and (chunk := process.stderr.readline(STDERR_LINE_BYTES)):
                left_out += len(chunk)  # the rest of an over-long line: counted, not kept
            lines.append(text + (f" … ({left_out:,} more bytes of this line left out)" if left_out else ""))

    def _kill(self) -> None:
        process, self._process = self._process, None
        self._unsent, self._owed = bytearray(), deque()
        if process is None:
            return
        if os.name == "posix":
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(process.pid, signal.SIGKILL)  # the session leader's group: the engine and its children
        if process.poll() is None:
            process.kill()
        process.wait()
        for stream in (process.stdin, process.stdout, process.stderr):
            with contextlib.suppress(OSError):
                stream.close()

    def stderr_tail(self) -> str:
        """The last lines the current engine process wrote to stderr."""
        return "\n".join(self._stderr)

    def _fail(self, message: str) -> EngineError:
        self._broken = True
        self._kill()
        tail = self.stderr_tail()
        return EngineError(message + (f"\n--- engine stderr (last lines) ---\n{tail}" if tail else ""))

    def _request(self, message: dict, timeout: float | None = None) -> dict:
        if self._process is None:
            self._start()
        self.submit(message)
        return self.answer(timeout)

    # -- requests sent ahead of their answers (the engine's feature `pipelining`) ----------------------
    def declares(self, feature: str) -> bool:
        """Whether the engine (version 2) declared a feature in its `hello`, as `pipelining`, `events_optional` and
        `lean_states` must be: never assumed of an engine that lists no features (docs/engine-protocol.md)."""
        if self._hello is None or self.protocol < 2:
            return False
        return feature in (self._hello.get("capabilities") or {}).get("features", ())

    def submit(self, message: dict) -> None:
        """Queue a request (it gets the next id); `answer` reads the answers in the order they were submitted. The
        queued requests are written together when an answer is next waited for, or by `send`."""
        self._next_id += 1
        self._unsent += (one_line({**message, "id": self._next_id}) + "\n").encode()
        self._owed.append((message["type"], self._next_id))

    def send(self) -> None:
        """Write the requests submitted so far (the engine may work on them while this process does other work)."""
        if not self._unsent:
            return
        data, self._unsent = bytes(self._unsent), bytearray()
        try:
            if _DIRECT:
                self._write(data)
            else:  # a reader thread empties the engine's output meanwhile: a blocking write cannot deadlock
                self._process.stdin.write(data)
                self._process.stdin.flush()
        except (BrokenPipeError, OSError):
            kind = self._owed[-1][0] if self._owed else "next"
            raise self._fail(
                f"the engine exited before the {kind} request (exit code {self._process.poll()})"
            ) from None

    def _write(self, data: bytes) -> None:
        """Write to the engine without ever blocking on a full pipe while its own output waits to be read: with
        several requests in flight, both processes could otherwise wait on each other for ever."""
        descriptor, output = self._process.stdin.fileno(), self._process.stdout.fileno()
        view, deadline = memoryview(data), time.monotonic() + self.timeout
        while view:
            try:
                view = view[os.write(descriptor, view) :]
                continue
            except BlockingIOError:
                pass
            watched = [output] if len(self._pending) <= self.max_line and not self._ended else []
            readable, _, _ = select.select(watched, [descriptor], [], min(0.2, max(0.0, deadline - time.monotonic())))
            if readable:
                self._take(os.read(output, 1 << 16))
            if time.monotonic() >= deadline:
                raise self._fail(f"the engine read no request for {self.timeout:g} s (--timeout)")

    def answer(self, timeout: float | None = None) -> dict:
        """The answer to the oldest request not yet answered, checked as every answer is (EngineError if it breaks
        the protocol, the engine reported an error, exited or timed out)."""
        self.send()
        kind, request_id = self._owed.popleft()
        line = self._next_answer(kind, self.timeout if timeout is None else timeout)
        if line is None:
            code = self._process.wait()
            raise self._fail(f"the engine exited (code {code}) without answering {kind}")
        if isinstance(line, _Overlong):
            raise self._fail(f"the answer to {kind} is longer than {self.max_line} bytes (--engine-max-line)")
        return self._checked(kind, request_id, line)

    def discard(self) -> None:
        """Read and drop the answers still owed (a pipelined game given up): the next request's answer is its own."""
        while self._owed and self._process is not None:
            with contextlib.suppress(EngineError):  # an error answer; or the engine was killed and nothing is owed
                self.answer()

    def _checked(self, kind: str, request_id: int, line: bytes) -> dict:
        text = line.decode("utf-8", "replace").strip()
        try:
            answer = json.loads(text)
        except ValueError:
            raise self._fail(f"the answer to {kind} is not JSON: {text[:_SHOWN]!r}") from None
        checked = self.check_states if kind == "state" else self.check_answers or kind not in ("act", "decide")
        problem = response_problem(kind, answer) if checked else _shape_problem(answer)
        if problem is not None:
            raise self._fail(f"the answer to {kind} breaks the protocol schema: {problem}: {text[:_SHOWN]}")
        if (self.protocol >= 2 or kind == "hello") and isinstance(answer, dict) and "id" in answer:
            given = answer["id"]
            if not isinstance(given, int) or isinstance(given, bool):
                raise self._fail(
                    f"the answer to {kind} (request {request_id}) carries the id {json.dumps(given)}, a "
                    f"{type(given).__name__}: ids are whole numbers, the request's own ({request_id}): {text[:_SHOWN]}"
                )
            if given != request_id:
                raise self._fail(
                    f"desynchronised: waiting for the answer to request {request_id} ({kind}), "
                    f"the engine answered request {answer['id']}: {text[:_SHOWN]}"
                )
        elif self.protocol >= 2 and kind != "hello":
            raise self._fail(f"the answer to {kind} (request {request_id}) does not echo its id: {text[:_SHOWN]}")
        # protocol 2: an ok answer's `decision` says what is pending, null when nothing is; it is never left out
        if (
            self.protocol >= 2
            and kind in ("load", "act", "decide")
            and answer.get("type") == "ok"
            and ("decision" not in answer)
        ):
            raise self._fail(
                f"the ok answer to {kind} (request {request_id}) has no 'decision' (protocol 2 needs it: "
                f"null when no decision is pending): {text[:_SHOWN]}"
            )
        if answer.get("type") == "error" and kind != "load":
            raise EngineError(f"the engine reported an error on {kind}: {answer.get('message')}")
        return answer

    def _next_answer(self, kind: str, timeout: float) -> bytes | _Overlong | None:
        """The engine's next line; its exit is noticed at once even when a child it left holds the pipe open."""
        deadline = time.monotonic() + timeout
        if _DIRECT:
            return self._next_line(kind, deadline, timeout)
        while True:
            try:
                return self._answers.get(timeout=min(0.2, max(0.0, deadline - time.monotonic())))
            except queue.Empty:
                code = self._process.poll()
                if code is not None and self._answers.empty():
                    raise self._fail(f"the engine exited (code {code}) without answering {kind}") from None
                if time.monotonic() >= deadline:
                    option = "--engine-start-timeout" if kind == "hello" else "--timeout"
                    raise self._fail(f"no answer to {kind} within {timeout:g} s ({option})") from None

    def _next_line(self, kind: str, deadline: float, timeout: float) -> bytes | _Overlong | None:
        """The next line read here, from the pipe itself (POSIX): no reader thread to wake at every answer, which
        on a busy machine is a wait for a processor more per round trip. Ends as the reader thread would."""
        descriptor = self._process.stdout.fileno()
        while True:
            if self._lines:
                line = self._lines.popleft()
                return _Overlong() if len(line) > self.max_line else line
            if len(self._pending) > self.max_line:
                return _Overlong()  # stop here: never read gigabytes of one line
            if self._ended:  # end of output: the engine exited (after a last line without its end, if any)
                line, self._pending = bytes(self._pending), bytearray()
                return line or None
            readable, _, _ = select.select([descriptor], [], [], min(0.2, max(0.0, deadline - time.monotonic())))
            if readable:
                self._take(os.read(descriptor, 1 << 16))
                continue
            code = self._process.poll()
            if code is not None:
                raise self._fail(f"the engine exited (code {code}) without answering {kind}")
            if time.monotonic() >= deadline:
                option = "--engine-start-timeout" if kind == "hello" else "--timeout"
                raise self._fail(f"no answer to {kind} within {timeout:g} s ({option})")

    def _take(self, chunk: bytes) -> None:
        """Keep a piece read of the engine's output: its whole lines apart, each to be taken once (a batch of
        answers comes in one piece), the start of the next line in `_pending`; an empty piece ends the output."""
        if not chunk:
            self._ended = True
        elif b"\n" not in chunk:
            self._pending += chunk  # a long line comes in many pieces: never searched again from its start
        else:
            first, *rest = chunk.split(b"\n")
            self._lines.append(bytes(self._pending + first))
            self._lines.extend(rest[:-1])
            self._pending = bytearray(rest[-1])

    # -- the engine interface ----------------------------------------------------------------
    def hello(self) -> dict:
        """Name, version and capabilities (starts the engine on first use)."""
        if self._process is None or self._hello is None:
            self._start()
        return {k: v for k, v in self._hello.items() if k not in ("type", "protocol", "id")}

    def load(self, board: dict) -> dict:
        """A fresh engine after a failure, then the board with every card's facts."""
        self.submit_load(board)
        answer = self.answer()
        if answer["type"] == "error":
            raise EngineError(f"the engine could not load the board: {answer.get('message')}")
        return answer

    def submit_load(self, board: dict) -> None:
        """A fresh engine after a failure, then the load request (with every card's facts) queued as `submit` does."""
        if self._broken or self._process is None:
            self._kill()
            self._start()
        self.submit({"type": "load", "board": with_facts(board, self.cards)})

    def act(self, action: dict) -> dict:
        """Send a player's action."""
        return self._request({"type": "act", "action": action})

    def decide(self, player: str, choice) -> dict:
        """Answer the pending decision."""
        return self._request({"type": "decide", "player": player, "choice": choice})

    def state(self, viewer: str | None = None) -> dict:
        """The engine's view of the board; with a viewer, what that player may see."""
        return self._request({"type": "state", **({"viewer": viewer} if viewer else {})})["state"]

    def legal(self) -> list[dict]:
        """The actions the player to act may take."""
        return self._request({"type": "legal"})["actions"]

    def stop(self) -> None:
        """Ask the engine to stop, then make sure it and everything it started have."""
        if self._process is not None and not self._broken:
            try:
                self.submit({"type": "stop"})  # every request carries an id, stop too (docs/engine-protocol.md)
                self.send()
                self._process.wait(timeout=2)
            except (OSError, subprocess.TimeoutExpired, EngineError):
                pass
        self._kill()


def _shape_problem(answer: object) -> str | None:
    """What an answer lacks that a run reads of it when the whole schema is not checked (fuzz), or None."""
    if not isinstance(answer, dict) or not isinstance(answer.get("type"), str):
        return "an answer is an object with a 'type'"
    decision = answer.get("decision")
    if decision is not None and not (
        isinstance(decision, dict)
        and {"player", "kind", "options"} <= decision.keys()
        and isinstance(decision["options"], list)
    ):
        return "a decision is null or an object with 'player', 'kind' and 'options' (a list)"
    return None


def with_facts(board: dict, cards: CardDatabase) -> dict:
    """The canonical board with each card's printed facts, for engines without a card database: a new board (the
    one given is left as it was), copied only as deep as the card entries it adds facts to."""
    cards = cards.with_board_cards(board.get("cards"))

    def shown(spec: dict) -> dict:
        return {**spec, "facts": _facts_of(definition_of(spec, cards))} if spec["card"] in cards else spec

    players = []
    for player in board["players"]:
        copy = {**player, "leader": shown(player["leader"])}
        for area in CARD_LISTS:
            if area in player:
                copy[area] = [shown(spec) for spec in player[area]]
        players.append(copy)
    return {**board, "players": players}


_FACTS: dict[int, tuple[object, dict]] = {}  # id of a card definition → (the definition, its facts): a game's 100


def _facts_of(card) -> dict:
    """card_facts, computed once per card definition (a deck sends the same few definitions game after game)."""
    known = _FACTS.get(id(card))
    if known is None or known[0] is not card:
        if len(_FACTS) > 10_000:  # boards of cards of their own make new definitions: never an unbounded cache
            _FACTS.clear()
        known = _FACTS[id(card)] = (card, card_facts(card))
    return known[1]  # shared by the boards that hold the card: only ever written out as JSON


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
