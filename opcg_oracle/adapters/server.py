"""Serve an engine adapter over the engine protocol: one JSON request per stdin line, one answer per line."""

from __future__ import annotations

import json
import sys
from typing import TextIO

from opcg_oracle.adapters.base import EngineAdapter
from opcg_oracle.adapters.protocol import PROTOCOL_VERSION, REQUESTS, request_problem


def handle(adapter: EngineAdapter, request: object) -> dict:
    """The answer to one request."""
    if not isinstance(request, dict) or request.get("type") not in REQUESTS:
        return {"type": "error", "message": f"unknown request; expected a type among {', '.join(REQUESTS)}"}
    kind = request["type"]
    problem = request_problem(kind, request)
    if problem is not None:
        return {"type": "error", "message": f"bad {kind} request: {problem}"}
    if kind == "hello":
        return {"type": "hello", "protocol": min(request["protocol"], PROTOCOL_VERSION), **adapter.hello()}
    if kind == "load":
        return adapter.load(request["board"])
    if kind == "act":
        return adapter.act(request["action"])
    if kind == "decide":
        return adapter.decide(request["player"], request["choice"])
    if kind == "state":
        return {"type": "state", "state": adapter.state(request.get("viewer"))}
    if kind == "legal":
        return {"type": "legal", "actions": adapter.legal()}
    adapter.stop()
    return {"type": "bye"}


def serve(adapter: EngineAdapter, stdin: TextIO = sys.stdin, stdout: TextIO = sys.stdout) -> int:
    """Answer requests until `stop` or the end of input."""
    for line in stdin:
        if not line.strip():
            continue
        request = None
        try:
            request = json.loads(line)
        except ValueError as error:
            answer = {"type": "error", "message": f"not JSON: {error}"}
        else:
            try:
                answer = handle(adapter, request)
            except Exception as error:  # the server must answer, whatever the engine did
                answer = {"type": "error", "message": f"{type(error).__name__}: {error}"}
        if isinstance(request, dict) and "id" in request:  # version 2: the answer names its request
            answer["id"] = request["id"]
        stdout.write(json.dumps(answer) + "\n")
        stdout.flush()
        if answer.get("type") == "bye":
            break
    return 0
