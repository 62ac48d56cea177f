"""Serve an engine adapter over the engine protocol: one JSON request per stdin line, one answer per line."""

from __future__ import annotations

import json
import os
import stat
import sys
from collections.abc import Iterator
from typing import TextIO

from opcg_oracle.adapters.base import ALL_FEATURES, EngineAdapter
from opcg_oracle.adapters.protocol import PROTOCOL_VERSION, REQUESTS, lean_state, one_line, request_problem


def handle(adapter: EngineAdapter, request: object) -> dict:
    """The answer to one request."""
    if not isinstance(request, dict) or request.get("type") not in REQUESTS:
        return {"type": "error", "message": f"unknown request; expected a type among {', '.join(REQUESTS)}"}
    kind = request["type"]
    problem = request_problem(kind, request)
    if problem is not None:
        return {"type": "error", "message": f"bad {kind} request: {problem}"}
    if kind == "hello":
        hello = {"type": "hello", "protocol": min(request["protocol"], PROTOCOL_VERSION), **adapter.hello()}
        hello["capabilities"] = served(hello.get("capabilities", {}))
        return hello
    if kind == "load":
        return adapter.load(request["board"])
    if kind in ("act", "decide") and request.get("events") is False:  # feature events_optional
        return _without_events(adapter, request)
    if kind == "act":
        return adapter.act(request["action"])
    if kind == "decide":
        return adapter.decide(request["player"], request["choice"])
    if kind == "state":
        state = adapter.state(request.get("viewer"))
        return {"type": "state", "state": lean_state(state) if request.get("lean") is True else state}
    if kind == "legal":
        return {"type": "legal", "actions": adapter.legal()}
    adapter.stop()
    return {"type": "bye"}


def served(capabilities: dict) -> dict:
    """The adapter's capabilities with what this server adds: `pipelining` (it reads requests as a stream),
    `events_optional` (it leaves events out where a request says `"events": false`) and `lean_states` (it answers
    `"lean": true` with a lean state); the other features as they were: a list where there was none says what none
    said (every feature but `events`, which its boolean says)."""
    features = capabilities.get("features", [f for f in ALL_FEATURES if f != "events"])
    return {**capabilities, "features": [*features, "pipelining", "events_optional", "lean_states"]}


def _without_events(adapter: EngineAdapter, request: dict) -> dict:
    """The answer to an act or decide whose events the runner does not read: an adapter with the switch
    `with_events` (the reference engine) does not write them out at all; another adapter's are dropped."""
    switch = hasattr(adapter, "with_events")
    if switch:
        adapter.with_events = False
    try:
        if request["type"] == "act":
            answer = adapter.act(request["action"])
        else:
            answer = adapter.decide(request["player"], request["choice"])
    finally:
        if switch:
            adapter.with_events = True
    answer.pop("events", None)
    return answer


def serve(adapter: EngineAdapter, stdin: TextIO = sys.stdin, stdout: TextIO = sys.stdout) -> int:
    """Answer requests until `stop` or the end of input. The answers to the requests that came together are
    written together: the server reads requests as a stream (it declares `pipelining`)."""
    for lines in _arrivals(stdin):
        for line in lines:
            answer, bye = _answer(adapter, line)
            stdout.write(answer + "\n")
            if bye:
                stdout.flush()
                return 0
        stdout.flush()  # before waiting for more: every request read is answered
    return 0


def _answer(adapter: EngineAdapter, line: str | bytes) -> tuple[str, bool]:
    """The answer line to one request line, with its id; and whether it is `bye`."""
    request = None
    try:  # bytes decoded here rather than by json.loads, which first guesses their encoding
        request = json.loads(line.decode() if isinstance(line, bytes) else line)
    except ValueError as error:  # UnicodeDecodeError too
        answer = {"type": "error", "message": f"not JSON: {error}"}
    else:
        try:
            if _written_state(adapter, request):  # the reference engine writes its state's JSON itself
                given = f',"id":{one_line(request["id"])}' if "id" in request else ""
                state = adapter.state_text(request.get("viewer"), request.get("lean") is True)
                return f'{{"type":"state","state":{state}{given}}}', False
            answer = handle(adapter, request)
        except Exception as error:  # the server must answer, whatever the engine did
            answer = {"type": "error", "message": f"{type(error).__name__}: {error}"}
    if isinstance(request, dict) and "id" in request:  # version 2: the answer names its request
        answer["id"] = request["id"]
    return one_line(answer), answer.get("type") == "bye"


def _written_state(adapter: EngineAdapter, request: object) -> bool:
    """Whether the request is a good `state` request to an adapter that writes its state as JSON (state_text)."""
    return (
        isinstance(request, dict)
        and request.get("type") == "state"
        and hasattr(adapter, "state_text")
        and request_problem("state", request) is None
    )


def _arrivals(stdin: TextIO) -> Iterator[list[str | bytes]]:
    """The request lines as they arrive: from a pipe, every whole line one read brings (a runner that pipelines
    sends several at once); from any other stream, one line at a time. Blank lines are left out."""
    try:
        descriptor = stdin.fileno()
    except (AttributeError, OSError, ValueError):  # io.StringIO in tests
        descriptor = None
    if descriptor is None or not stat.S_ISFIFO(os.fstat(descriptor).st_mode):
        yield from ([line] for line in stdin if line.strip())
        return
    pending = b""
    while chunk := os.read(descriptor, 1 << 16):
        *lines, pending = (pending + chunk).split(b"\n")
        if lines := [line for line in lines if line.strip()]:
            yield lines
    if pending.strip():
        yield [pending]
