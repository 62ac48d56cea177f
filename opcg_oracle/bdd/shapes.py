"""Decision shapes (docs/engine-protocol.md, "Decision shapes"): how one canonical answer to a choice becomes the
answers to the parts an engine asks, one at a time or all at once, and which choices are forced."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from opcg_oracle.bdd.outcomes import ScenarioFailure, StepRecord


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


WAYS_OUT = (None, "done", "decline")  # canonical answers that end a choice of several parts
ORDERS = ("bottom_order", "effect_order")  # choices whose whole answer places every option, in order


def forced(decision: dict | None) -> bool:
    """A mandatory choice with exactly one candidate (docs/engine-protocol.md, "Forced choices"): an engine may
    ask it or carry it out silently, and both pass."""
    if not decision or decision.get("kind") == "confirm" or decision.get("shape") == "all":
        return False
    if decision.get("part") in ("use", "one_more"):
        return False
    options = decision.get("options") or []
    return len(options) == 1 and options[0] not in (*WAYS_OUT, False, "keep")


def card_of(answer) -> object:
    """The card an answer or option names: itself, or its `counter`/`event`/`card`."""
    if isinstance(answer, dict):
        return answer.get("counter", answer.get("event", answer.get("card")))
    return answer


class ChoiceInProgress(Exception):
    """A step reads the board while the parts of one choice asked all at once are still being gathered."""


@dataclass
class Gathering:
    """The canonical answers to one choice an engine asks all at once (`"shape": "all"`), gathered until the
    choice's last part, and the steps that read the board meanwhile (run once the whole choice is answered)."""

    player: str
    decision: dict
    answers: list = field(default_factory=list)
    deferred: list[tuple[StepRecord | None, Callable[[], object]]] = field(default_factory=list)

    def complete(self) -> bool:
        """Whether the answers gathered make the whole choice (without a way out to end it)."""
        options, count = self.decision.get("options") or [], len(self.answers)
        if self.decision["kind"] in ORDERS:
            return count >= len(options)
        return "max" in self.decision and count >= self.decision["max"]


def units_of(kind: str, choice) -> int:
    """How many units a canonical answer gives, for a `one_more` part; a card for a number is a failure."""
    if choice in (None, "done", "decline", "keep", False):
        return 0
    if isinstance(choice, int) and not isinstance(choice, bool):
        return choice
    raise ScenarioFailure(
        f"the engine asks the {kind!r} decision one unit at a time (part one_more), "
        f"but the scenario's answer {choice!r} is not a number"
    )
