"""Two engines in lockstep: the same board, the same actions and answers, compared after every step.

Each engine is driven through the suite's own ScenarioRun, so a multi-part decision is answered part by
part and a confirmation is answered at once, exactly as in `verify` (docs/engine-protocol.md,
"Decision shapes", "Confirmations"): an engine that asks the same choice in another shape agrees.
"""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from opcg_oracle.adapters.base import PLAYER_NAMES, EngineAdapter, EngineError, Unsupported
from opcg_oracle.adapters.reference import ReferenceAdapter
from opcg_oracle.adapters.subprocess_engine import SubprocessAdapter
from opcg_oracle.bdd.run import ScenarioRun
from opcg_oracle.bdd.shapes import WAYS_OUT
from opcg_oracle.cards.database import CardDatabase
from opcg_oracle.fuzz.boards import as_board
from opcg_oracle.scenario.loader import Board

ORDERED_ZONES = ("deck", "life", "trash")  # zones whose order the suite checks; the others compare as sets
UNORDERED_ZONES = ("characters", "stage", "hand")
FIELD = ("leader", "characters", "stage")  # cards whose orientation, DON!! and power are compared


class _Run(ScenarioRun):
    """A ScenarioRun outside pytest: what the engine does not support raises Unsupported instead of skipping."""

    keeps_before = False  # no report: the state after the board is set up is never asked for

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
    clause: str = ""  # the clause the reference engine's log cites for the first thing that differs (see `cited`)

    def subject(self) -> tuple[str, ...]:
        """What differs, without card ids: ("power",), ("life",), ("refused",) — what shrinking must keep."""
        if self.kind != "state":
            return (self.kind,)
        return tuple(sorted({path.rsplit(".", 1)[-1] for path in self.fields}))


class Lockstep:
    """The reference engine and the engine under test, driven together.

    Answers and decisions are compared after every step. The states are compared at every position the rules
    define (`whole`), or, with `every_step` false, only at the end of a turn and of the game: asking a
    third-party engine for its whole state after every step is most of a game's time. A difference found that
    way is then placed exactly by playing the game again with every state compared (games.play_game).
    """

    def __init__(
        self, engine: EngineAdapter, reference: EngineAdapter, cards: CardDatabase, every_step: bool = True
    ) -> None:
        self.engine_adapter = engine
        self.reference_adapter = reference
        self.cards = cards
        self.every_step = every_step
        self.engine: _Run | None = None
        self.reference: _Run | None = None
        self.board: Board | None = None
        self.history: list[dict] = []  # the steps both engines took since the board was loaded
        self.checked = 0  # steps taken up to the last position whose states were compared and agreed
        # An engine in another process works while the reference engine does the same step here (overlapped).
        self.overlapped = isinstance(engine, SubprocessAdapter)

    @property
    def taken(self) -> int:
        """Steps taken since the board was loaded."""
        return len(self.history)

    def load(self, document: dict, source: str) -> None:
        """Set a board document up on both engines; raises Unsupported when the engine cannot."""
        self.engine = _Run(self.engine_adapter, self.cards, Path("."))
        self.board = as_board(document, source, self.cards)  # read once, for both
        self.engine.load_board(self.board)
        self._load_reference()
        if self.engine.board is None or self.reference.board is None:  # a setup board whose decks were refused
            raise Unsupported("the board was refused (5-2-1-1)")
        self.history, self.checked = [], 0

    def _load_reference(self) -> None:
        self.reference = _Run(self.reference_adapter, self.cards, Path("."))
        self.reference.load_board(self.board)

    def step(self, action: dict) -> Disagreement | None:
        """Send one action (or decision answer) to both; the first difference, or None.

        When the engine answers `unsupported`, Unsupported is raised and the reference engine is where it was
        before the step (played again from the board when it had moved meanwhile).
        """
        answering = self.reference.decision() if action["type"] == "decide" else None
        if self.overlapped:
            mine, ours = _together(lambda: _send(self.engine, action), lambda: _send(self.reference, action))
        else:
            mine, ours = _engine_send(self.engine, action), None
        if isinstance(mine, Unsupported):
            if ours is not None:
                self._load_reference()
                for earlier in self.history:
                    _send(self.reference, earlier)
            raise mine
        if ours is None:
            ours = _send(self.reference, action)
        self.history.append(action)
        if isinstance(mine, EngineError):
            found = Disagreement("error", f"the engine failed on {_said(action)}: {mine}")
            found.expected = {"answer": ours["type"], "decision": self.reference.decision()}
            return self._described(found, action, ours)
        if self.engine.gathering is not None and mine["type"] == "ok" == ours["type"]:
            return None  # a part of a choice the engine asks all at once, gathered until the whole is sent to it
        check = whole(answering, self.reference.decision() if ours["type"] == "ok" else answering)
        if check and not self.every_step:
            check = _checkpoint(action, ours, self.reference)
        if check and self.overlapped:  # both states at once
            _together(self.engine.state, self.reference.state)
        found = compare(self.reference, self.engine, ours, mine, action, check)
        if found is not None:
            return self._described(found, action, ours)
        if check:
            self.checked = self.taken
        return None

    def _described(self, found: Disagreement, action: dict, ours: dict) -> Disagreement:
        """The difference with what the reference engine's log cites, whether its game is over, and the step."""
        events = ours.get("events", [])
        found.clauses = sorted({c for event in events for c in event.get("rules", [])})
        found.clause = cited(found, events, state_view(self.reference.state()))
        found.game_over = bool(self.reference.state().get("game_over"))
        found.step = action["type"]
        return found

    def state(self) -> dict:
        """The reference engine's state."""
        return self.reference.state()


def whole(answered: dict | None, pending: dict | None) -> bool:
    """Whether the position after a step is one the rules define: not between two parts of one choice.

    A choice made in several answers (counters one by one, a bottom order card by card, "up to N" card by card)
    is one choice; an engine may take it in one answer (docs/engine-protocol.md, "Decision shapes"), so the
    board between two of its answers is no position to compare (the deck between two picks of a bottom order).
    """
    if answered is None or pending is None:
        return True
    if pending["kind"] == "counter":  # back in the Counter Step after a Counter Event's own choices
        return False
    return (pending["player"], pending["kind"]) != (answered["player"], answered["kind"])


def _checkpoint(action: dict, answer: dict, reference: _Run) -> bool:
    """Where a campaign compares the states (Lockstep without every_step): a turn ended, or the game."""
    if answer["type"] != "ok" or reference.decision() is not None:
        return False
    return action["type"] == "end_turn" or reference.adapter.game.state.game_over


_POOL = ThreadPoolExecutor(1, thread_name_prefix="opcg-fuzz-engine")  # waits for the engine's answers


def _together(engine_side, reference_side) -> tuple:
    """engine_side() in the waiting thread while reference_side() runs here; the engine's answer, or the
    Unsupported or EngineError it raised, and the reference engine's."""
    waiting = _POOL.submit(_caught, engine_side)
    ours = reference_side()
    return waiting.result(), ours


def _caught(call):
    try:
        return call()
    except (Unsupported, EngineError) as error:
        return error


def _engine_send(run: _Run, action: dict):
    return _caught(lambda: _send(run, action))


def _send(run: _Run, action: dict) -> dict:
    run.refusal_checked = True  # a refusal is compared, never carried to the next step
    answer = run.decide(action["player"], action["choice"]) if action["type"] == "decide" else run.act(action)
    run.refusal_checked = True
    return answer


def compare(
    reference: _Run, engine: _Run, ours: dict, mine: dict, action: dict, check_state: bool = True
) -> Disagreement | None:
    """Accepted or refused, then the decision asked, then (when check_state) the state: the first that differs."""
    said = _said(action)
    if ours["type"] != mine["type"]:
        detail = f"{said}: the reference engine {_outcome(ours)}, the engine {_outcome(mine)}"
        expected = {"answer": ours["type"], "rules": ours.get("rules", []), "decision": reference.decision()}
        return Disagreement("refusal", detail, expected=expected, actual={"answer": mine["type"]})
    expected_decision, actual_decision = reference.decision(), engine.decision()
    decision_problem = compare_decisions(expected_decision, actual_decision)
    if decision_problem:
        expected, actual = {"decision": expected_decision}, {"decision": actual_decision}
        return Disagreement("decision", f"{said}: {decision_problem}", expected=expected, actual=actual)
    if not check_state:
        return None
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
    those of one part, and the answers given part by part check the rest. One asked all at once (`"shape":
    "all"`) has no way out among its options (the list's end is one), so the ways out are left out of both.
    """
    if expected is None and actual is None:
        return ""
    if expected is None or actual is None:
        return f"the reference engine asks {_asks(expected)}, the engine asks {_asks(actual)}"
    if (expected["player"], expected["kind"]) != (actual["player"], actual["kind"]):
        return f"the reference engine asks {_asks(expected)}, the engine asks {_asks(actual)}"
    if actual.get("part") or expected.get("part"):
        return ""
    if expected.get("options") == actual.get("options"):  # the same options in the same order: most steps
        return ""
    wanted, offered = _option_set(expected), _option_set(actual)
    if "all" in (expected.get("shape"), actual.get("shape")):
        wanted, offered = wanted - _WAYS_OUT, offered - _WAYS_OUT
    if wanted != offered:
        missing, extra = sorted(wanted - offered), sorted(offered - wanted)
        return f"{_asks(expected)}: the engine's options lack {missing or 'nothing'} and add {extra or 'nothing'}"
    return ""


_WAYS_OUT = {json.dumps(way) for way in WAYS_OUT}


def _asks(decision: dict | None) -> str:
    return "nothing" if decision is None else f"{decision['player']} to choose {decision['kind']}"


def _option_set(decision: dict) -> set[str]:
    return {json.dumps(option, sort_keys=True) for option in decision.get("options", [])}


def state_view(state: dict) -> dict:
    """The state as flat comparable values: the game's result, whose turn, and each zone, DON!! and card. A lean
    state (feature lean_states: the cards off the field as their ids) has the same view as the whole state."""
    view = {
        "turn": state.get("turn"),
        "turn_player": state.get("turn_player"),
        "game_over": bool(state.get("game_over")),
        "result": state.get("result"),
        "winners": sorted(state.get("winners") or []),
    }
    for name, player in (state.get("players") or {}).items():
        for zone in ORDERED_ZONES:
            view[f"{name}.{zone}"] = [_id(card) for card in player.get(zone, [])]
        for zone in UNORDERED_ZONES:
            view[f"{name}.{zone}"] = sorted(_id(card) for card in player.get(zone, []))
        for key, value in (player.get("don") or {}).items():
            view[f"{name}.don.{key}"] = value
        for zone in FIELD:
            cards = [player["leader"]] if zone == "leader" else player.get(zone, [])
            for card in cards:
                for key in ("card", "rested", "don", "power"):
                    view[f"{card['id']}.{key}"] = card.get(key)
    return view


def _id(card: dict | str) -> str:
    """A card's id: the card of a state, or the id alone that a lean state gives for it."""
    return card if isinstance(card, str) else card["id"]


def reference_view(reference: ReferenceAdapter) -> dict:
    """state_view(reference.state()), read off the reference engine's game without writing its whole state out
    (a pipelined game compares it at every turn's end; tests/test_fuzz_pipeline.py checks the two agree)."""
    s = reference.game.state
    view = {
        "turn": s.turn,
        "turn_player": PLAYER_NAMES[s.turn_player],
        "game_over": bool(s.game_over),
        "result": s.result or None,
        "winners": sorted(PLAYER_NAMES[w] for w in s.winners),
    }
    card_ids, power = reference.card_ids, reference.shown_power
    for player in s.players:
        name = PLAYER_NAMES[player.index]
        view[f"{name}.deck"] = card_ids(reversed(player.deck))  # top first, as the state lists them
        view[f"{name}.life"] = card_ids(reversed(player.life))
        view[f"{name}.trash"] = card_ids(player.trash)
        for zone in UNORDERED_ZONES:
            view[f"{name}.{zone}"] = sorted(card_ids(getattr(player, zone)))
        view[f"{name}.don.active"] = player.don_active
        view[f"{name}.don.rested"] = player.don_rested
        view[f"{name}.don.deck"] = player.don_deck
        for card in (player.leader, *player.characters, *player.stage):
            shown = reference.card_id(card)
            view[f"{shown}.card"] = card.definition.number
            view[f"{shown}.rested"] = card.rested
            view[f"{shown}.don"] = card.don
            view[f"{shown}.power"] = power(card)
    return view


# A battle's decisions in their order, each with the clause that asks it: [Blocker], Counter, [Trigger].
BATTLE_DECISIONS = {"blocker": "10-1-4-1", "counter": "7-1-3-2-1", "trigger": "10-1-5-1"}


def cited(found: Disagreement, events: list[dict], view: dict) -> str:
    """The one clause behind the first thing that differs, from the reference engine's log of the step.

    A refusal: the clause the reference engine refused with, else its first event's. A decision: the last (most
    particular) clause the reference engine's pending decision cites; in a battle, the clause of the first
    decision of the two in the battle's course (a [Blocker] choice asked where the rules go on to the Counter
    Step: 10-1-4-1). A state:
    the first event about a card, zone or player that differs; power that differs on a card with DON!! given and
    no event about it: 6-5-5-2. Else the step's first event's; "" when the log cites nothing.
    """
    first = next((event["rules"][0] for event in events if event.get("rules")), "")
    if found.kind == "refusal":
        return (found.expected.get("rules") or [first])[0]
    if found.kind == "decision":
        expected, actual = found.expected.get("decision"), found.actual.get("decision")
        battle = [d["kind"] for d in (expected, actual) if d and d["kind"] in BATTLE_DECISIONS]
        if battle:  # the first of the two in a battle's course: the one asked or skipped wrongly
            return BATTLE_DECISIONS[min(battle, key=list(BATTLE_DECISIONS).index)]
        return ((expected or actual or {}).get("rules") or [first])[-1]
    if found.kind != "state":
        return first
    for path in found.fields:
        for event in events:
            if event.get("rules") and _about(event, path):
                return event["rules"][0]
    powers = [path.removesuffix(".power") for path in found.fields if path.endswith(".power")]
    if any(view.get(f"{card}.don") for card in powers):
        return "6-5-5-2"  # DON!! given add power in their owner's turn only
    return first


def _about(event: dict, path: str) -> bool:
    """Whether an event concerns a state path: `alice.zoro_1.power` (a card), `bob.life` (a zone), `bob.don.active`."""
    head, _, key = path.rpartition(".")
    cards = {event.get(k) for k in ("card", "attacker", "target")}
    if head in cards:
        return True
    owner = head.split(".")[0]
    if head in ("alice", "bob"):  # a zone of that player: a card moved into or out of it
        index = ("alice", "bob").index(head)
        moved = event.get("owner") == index and key in (event.get("source"), event.get("to"))
        return moved or (event.get("player") == head and key in event.get("kind", ""))
    if head.endswith(".don") and owner in ("alice", "bob"):
        return event.get("player") == owner and "don" in event.get("kind", "")
    return False
