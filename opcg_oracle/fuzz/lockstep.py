"""Two engines in lockstep: the same board, the same actions and answers, compared after every step.

Each engine is driven through the suite's own ScenarioRun, so a multi-part decision is answered part by
part and a confirmation is answered at once, exactly as in `verify` (docs/engine-protocol.md,
"Decision shapes", "Confirmations"): an engine that asks the same choice in another shape agrees.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from opcg_oracle.adapters.base import EngineAdapter, EngineError, Unsupported
from opcg_oracle.bdd.run import ScenarioRun
from opcg_oracle.cards.database import CardDatabase

ORDERED_ZONES = ("deck", "life", "trash")  # zones whose order the suite checks; the others compare as sets
UNORDERED_ZONES = ("characters", "stage", "hand")
FIELD = ("leader", "characters", "stage")  # cards whose orientation, DON!! and power are compared


class _Run(ScenarioRun):
    """A ScenarioRun outside pytest: what the engine does not support raises Unsupported instead of skipping."""

    def give_up(self, reason: str) -> None:
        """The engine lacks what this step needs."""
        self.unsupported = reason
        raise Unsupported(reason)


@dataclass
class Disagreement:
    """How the two engines' answers to one step differ."""

    kind: str  # "refusal", "decision", "state" or "error"
    detail: str  # one line: what the reference engine did, what the engine did
    fields: list[str] = field(default_factory=list)  # the state paths that differ (kind "state")
    clauses: list[str] = field(default_factory=list)  # what the reference engine's log cites for the step
    expected: dict = field(default_factory=dict)  # the reference engine's answer, decision and differing values
    actual: dict = field(default_factory=dict)  # the engine's, for the same keys
    game_over: bool = False  # whether the game was over for the reference engine after the step
    step: str = ""  # the type of the step that differs ("attack", "decide", ...): its group's step, kept by shrinking

    def subject(self) -> tuple[str, ...]:
        """What differs, without card ids: ("power",), ("life",), ("refused",) — what shrinking must keep."""
        if self.kind != "state":
            return (self.kind,)
        return tuple(sorted({path.rsplit(".", 1)[-1] for path in self.fields}))


class Lockstep:
    """The reference engine and the engine under test, driven together."""

    def __init__(self, engine: EngineAdapter, reference: EngineAdapter, cards: CardDatabase) -> None:
        self.engine_adapter = engine
        self.reference_adapter = reference
        self.cards = cards
        self.engine: _Run | None = None
        self.reference: _Run | None = None

    def load(self, text: str, source: str) -> None:
        """Set a board file's text up on both engines; raises Unsupported when the engine cannot."""
        self.engine = _Run(self.engine_adapter, self.cards, Path("."))
        self.reference = _Run(self.reference_adapter, self.cards, Path("."))
        self.engine.load_text(text, source)
        self.reference.load_text(text, source)
        if self.engine.board is None or self.reference.board is None:  # a setup board whose decks were refused
            raise Unsupported("the board was refused (5-2-1-1)")

    def step(self, action: dict) -> Disagreement | None:
        """Send one action (or decision answer) to both; the first difference, or None.

        The engine under test goes first: when it answers `unsupported`, Unsupported is raised and the
        reference engine has not moved.
        """
        try:
            mine = _send(self.engine, action)
        except EngineError as error:
            return Disagreement("error", f"the engine failed on {_said(action)}: {error}", step=action["type"])
        ours = _send(self.reference, action)
        clauses = sorted({c for event in ours.get("events", []) for c in event.get("rules", [])})
        found = compare(self.reference, self.engine, ours, mine, action)
        if found is not None:
            found.clauses = clauses
            found.game_over = bool(self.reference.state().get("game_over"))
            found.step = action["type"]
        return found

    def state(self) -> dict:
        """The reference engine's state."""
        return self.reference.state()


def _send(run: _Run, action: dict) -> dict:
    run.refusal_checked = True  # a refusal is compared, never carried to the next step
    answer = run.decide(action["player"], action["choice"]) if action["type"] == "decide" else run.act(action)
    run.refusal_checked = True
    return answer


def compare(reference: _Run, engine: _Run, ours: dict, mine: dict, action: dict) -> Disagreement | None:
    """Accepted or refused, then the decision asked, then the state: the first that differs."""
    said = _said(action)
    if ours["type"] != mine["type"]:
        detail = f"{said}: the reference engine {_outcome(ours)}, the engine {_outcome(mine)}"
        expected = {"answer": ours["type"], "rules": ours.get("rules", [])}
        return Disagreement("refusal", detail, expected=expected, actual={"answer": mine["type"]})
    expected_decision, actual_decision = reference.decision(), engine.decision()
    decision_problem = compare_decisions(expected_decision, actual_decision)
    if decision_problem:
        expected, actual = {"decision": expected_decision}, {"decision": actual_decision}
        return Disagreement("decision", f"{said}: {decision_problem}", expected=expected, actual=actual)
    expected_view = state_view(reference.state())
    try:  # the engine's state answers are not schema-checked while fuzzing (SubprocessAdapter.check_states)
        actual_view = state_view(engine.state())
    except (KeyError, TypeError, AttributeError, ValueError) as error:
        return Disagreement("error", f"after {said}: the engine's state breaks the protocol ({error!r})")
    differing = sorted(
        k for k in expected_view.keys() | actual_view.keys() if expected_view.get(k) != actual_view.get(k)
    )
    if differing:
        shown = "; ".join(
            f"{k}: reference {_short(expected_view.get(k))}, engine {_short(actual_view.get(k))}" for k in differing[:3]
        )
        more = f" (and {len(differing) - 3} more)" if len(differing) > 3 else ""
        game = {k: expected_view[k] for k in ("turn", "turn_player", "game_over", "result", "winners")}
        expected = {"state": {k: expected_view.get(k) for k in differing}, "game": game}
        actual = {"state": {k: actual_view.get(k) for k in differing}}
        return Disagreement("state", f"after {said}: {shown}{more}", differing, expected=expected, actual=actual)
    return None


def _outcome(answer: dict) -> str:
    if answer["type"] == "refused":
        return f"refused it ({', '.join(answer.get('rules', [])) or 'no clause'})"
    return "accepted it" if answer["type"] == "ok" else f"answered {answer['type']}"


def _said(action: dict) -> str:
    """An action in a few words, for one-line details."""
    values = [str(v) for k, v in action.items() if k not in ("type", "player")]
    text = f"{action.get('player', '?')} {action['type']}"
    return f"{text} {' '.join(values)}" if values else text


def _short(value) -> str:
    text = json.dumps(value)
    return text if len(text) <= 60 else text[:57] + "..."


def compare_decisions(expected: dict | None, actual: dict | None) -> str:
    """What differs between two pending decisions ("" when they agree).

    A decision asked one part at a time (`part`) is compared by player and kind only: its options are
    those of one part, and the answers given part by part check the rest.
    """
    if expected is None and actual is None:
        return ""
    if expected is None or actual is None:
        return f"the reference engine asks {_asks(expected)}, the engine asks {_asks(actual)}"
    if (expected["player"], expected["kind"]) != (actual["player"], actual["kind"]):
        return f"the reference engine asks {_asks(expected)}, the engine asks {_asks(actual)}"
    if actual.get("part") or expected.get("part"):
        return ""
    wanted, offered = _option_set(expected), _option_set(actual)
    if wanted != offered:
        missing, extra = sorted(wanted - offered), sorted(offered - wanted)
        return f"{_asks(expected)}: the engine's options lack {missing or 'nothing'} and add {extra or 'nothing'}"
    return ""


def _asks(decision: dict | None) -> str:
    return "nothing" if decision is None else f"{decision['player']} to choose {decision['kind']}"


def _option_set(decision: dict) -> set[str]:
    return {json.dumps(option, sort_keys=True) for option in decision.get("options", [])}


def state_view(state: dict) -> dict:
    """The state as flat comparable values: the game's result, whose turn, and each zone, DON!! and card."""
    view = {
        "turn": state.get("turn"),
        "turn_player": state.get("turn_player"),
        "game_over": bool(state.get("game_over")),
        "result": state.get("result"),
        "winners": sorted(state.get("winners") or []),
    }
    for name, player in (state.get("players") or {}).items():
        for zone in ORDERED_ZONES:
            view[f"{name}.{zone}"] = [card["id"] for card in player.get(zone, [])]
        for zone in UNORDERED_ZONES:
            view[f"{name}.{zone}"] = sorted(card["id"] for card in player.get(zone, []))
        for key, value in (player.get("don") or {}).items():
            view[f"{name}.don.{key}"] = value
        for zone in FIELD:
            cards = [player["leader"]] if zone == "leader" else player.get(zone, [])
            for card in cards:
                for key in ("card", "rested", "don", "power"):
                    view[f"{card['id']}.{key}"] = card.get(key)
    return view
