"""The project's effect language: how a card's text is written as data, and its validation.

An effect is one mapping in a card's `effects:` list. The key naming its category comes first:

    - permanent: {power: 1000, to: your_characters}   # 8-1-3-4: always on while its conditions hold
      if: {don: 1, turn: yours}                        # 8-3-2: [DON!! x1] [Your Turn]
    - permanent: {keyword: rush}
      if: {don: 2}
    - trigger: [{play: self}]                          # 10-1-5: what the [Trigger] does, step by step
    - auto: on_ko                                      # 8-1-3-1: activates when its timing is met
      do: [{draw: 1}]

Unknown words are load-time errors naming the file, line and the nearest known word.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from typing import Any

from opcg_oracle.cards.model import KEYWORDS
from opcg_oracle.yamlio import InputError, Map, Seq, check_keys, position_of

TURNS = ("yours", "opponents")  # [Your Turn] 10-2-11, [Opponent's Turn] 10-2-12
RECIPIENTS = ("self", "your_leader", "your_characters", "your_leader_and_characters")
STEP_WORDS = ("play", "draw")  # actions an effect can take; grows with the effect language
TIMINGS = (  # activation timings of auto effects (8-1-3-2-1) and the keyword clause of each
    "on_play",  # 10-2-6
    "when_attacking",  # 10-2-5
    "on_block",  # 10-2-15
    "on_ko",  # 10-2-17
    "end_of_your_turn",  # 10-2-7
    "end_of_opponents_turn",  # 10-2-8
    "on_opponents_attack",  # 10-2-16
)


@dataclass(frozen=True, slots=True)
class Condition:
    """Conditions of an effect (8-3-2): given DON!! (10-2-9) and whose turn it is."""

    don: int = 0
    turn: str | None = None


@dataclass(frozen=True, slots=True)
class Effect:
    """One effect of a card, in a form the engine evaluates."""

    kind: str  # "permanent" | "trigger" | "auto"
    condition: Condition = Condition()
    timing: str | None = None
    power: int = 0
    keyword: str | None = None
    to: str = "self"
    steps: tuple[tuple[str, Any], ...] = ()


def _unknown(where: Map, key: str, word: object, known: tuple[str, ...], path: str, what: str) -> InputError:
    near = difflib.get_close_matches(str(word), known, n=1)
    hint = f"did you mean {near[0]!r}?" if near else f"expected one of: {', '.join(known)}"
    return InputError(position_of(where, key), f"unknown {what} {word!r}", path, hint)


def _condition(data: object, holder: Map, path: str) -> Condition:
    if not isinstance(data, Map):
        raise InputError(position_of(holder, "if"), "expected a mapping of conditions", path)
    check_keys(data, ("don", "turn"), f"{path}.if")
    turn = data.get("turn")
    if turn is not None and turn not in TURNS:
        raise _unknown(data, "turn", turn, TURNS, f"{path}.if", "turn")
    don = data.get("don", 0)
    if not isinstance(don, int) or isinstance(don, bool) or don < 0:
        raise InputError(position_of(data, "don"), f"expected a number of DON!! cards, got {don!r}", f"{path}.if")
    return Condition(don=don, turn=turn)


def _steps(data: object, holder: Map, key: str, path: str) -> tuple[tuple[str, Any], ...]:
    if not isinstance(data, Seq):
        raise InputError(position_of(holder, key), "expected a list of steps", path)
    steps = []
    for index, step in enumerate(data):
        if not isinstance(step, Map) or len(step) != 1:
            raise InputError(position_of(data, index), "a step is a mapping with one word, e.g. {draw: 1}", path)
        ((word, value),) = step.items()
        if word not in STEP_WORDS:
            raise _unknown(step, word, word, STEP_WORDS, f"{path}[{index}]", "effect word")
        if word == "play" and value != "self":
            raise InputError(position_of(step, word), f"play takes 'self', got {value!r}", f"{path}[{index}]")
        if word == "draw" and (not isinstance(value, int) or value < 0):
            raise InputError(position_of(step, word), f"draw takes a number, got {value!r}", f"{path}[{index}]")
        steps.append((word, value))
    return tuple(steps)


def parse_effects(data: object, holder: Map, path: str) -> tuple[Effect, ...]:
    """Validate a card's `effects:` list and build its effects."""
    if not isinstance(data, Seq):
        raise InputError(position_of(holder, "effects"), "expected a list of effects", path)
    effects = []
    for index, entry in enumerate(data):
        where = f"{path}.effects[{index}]"
        if not isinstance(entry, Map):
            raise InputError(position_of(data, index), "expected an effect mapping", where)
        check_keys(entry, ("permanent", "trigger", "auto", "do", "if"), where)
        condition = _condition(entry["if"], entry, where) if "if" in entry else Condition()
        if "permanent" in entry:
            body = entry["permanent"]
            if not isinstance(body, Map):
                raise InputError(position_of(entry, "permanent"), "expected a mapping", where)
            check_keys(body, ("power", "keyword", "to"), f"{where}.permanent")
            keyword = body.get("keyword")
            if keyword is not None and keyword not in KEYWORDS:
                raise _unknown(body, "keyword", keyword, KEYWORDS, where, "keyword")
            to = body.get("to", "self")
            if to not in RECIPIENTS:
                raise _unknown(body, "to", to, RECIPIENTS, where, "recipient")
            effects.append(Effect("permanent", condition, power=int(body.get("power", 0)), keyword=keyword, to=to))
        elif "trigger" in entry:
            effects.append(Effect("trigger", condition, steps=_steps(entry["trigger"], entry, "trigger", where)))
        elif "auto" in entry:
            timing = entry["auto"]
            if timing not in TIMINGS:
                raise _unknown(entry, "auto", timing, TIMINGS, where, "timing")
            if "do" not in entry:
                raise InputError(position_of(entry), "an auto effect needs 'do': the steps it carries out", where)
            steps = _steps(entry["do"], entry, "do", where)
            effects.append(Effect("auto", condition, timing=timing, steps=steps))
        else:
            raise InputError(position_of(entry), "an effect needs a category: permanent, auto or trigger", where)
    return tuple(effects)
