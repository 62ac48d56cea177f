"""How much of an engine's answers a report keeps: each answer, state and message capped, with a note of what was
left out. The verdict is always computed from the whole answer; only what is stored for the report is cut, so an
engine that pads its answers cannot make a report (or the memory of the run that writes it) grow without bound.
"""

from __future__ import annotations

import json

ANSWER_BYTES = 64 * 1024  # one answer of the engine, as kept under its step
STATE_BYTES = 256 * 1024  # a board state kept before and after a scenario
MESSAGE_CHARS = 16 * 1024  # a failure message
SCENARIO_BYTES = 2 * 1024 * 1024  # everything kept of one scenario


def size_of(value: object) -> int:
    """The size of a value as results.json would store it, in bytes."""
    return len(json.dumps(value, default=str, ensure_ascii=False).encode())


def bounded(value: object, limit: int) -> object:
    """The value itself if it is small enough, else a note of how large it was and its start, as text."""
    text = json.dumps(value, default=str, ensure_ascii=False)
    size = len(text.encode())
    if size <= limit:
        return value
    kept = text.encode()[: limit // 2].decode("utf-8", "ignore")
    return {"cut": f"{size:,} bytes, of which the first {len(kept.encode()):,} are kept", "start": kept}


def bounded_text(text: str, limit: int = MESSAGE_CHARS) -> str:
    """A text cut to limit characters, saying how much was left out."""
    if len(text) <= limit:
        return text
    return text[:limit] + f" … ({len(text) - limit:,} more characters left out of the report)"


def bounded_result(result: dict) -> dict:
    """A scenario's result whose stored answers fit SCENARIO_BYTES together: the largest answers are cut further."""
    if size_of(result) <= SCENARIO_BYTES:
        return result
    for step in result.get("steps", []):
        for exchange in step.get("exchanges", []):
            exchange["answer"] = bounded(exchange["answer"], 4 * 1024)
        if "reference" in step:
            step["reference"] = [
                {**exchange, "answer": bounded(exchange.get("answer"), 4 * 1024)} for exchange in step["reference"]
            ]
    for key in ("before", "after", "reference_after"):
        if key in result:
            result[key] = bounded(result[key], 16 * 1024)
    return result
