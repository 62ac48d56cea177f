"""One fuzzed game: a seeded start, random choices from the reference engine's legal actions, both engines in lockstep.

The game stops at the first disagreement. Its reproduction starts at the last position where nothing was
pending (the Main Phase, between actions), so it is a plain board every engine can load, followed by the
steps from there to the one that differs.
"""

from __future__ import annotations

import json
import random
import time
from dataclasses import asdict, dataclass, field

from opcg_oracle.adapters.base import EngineAdapter, EngineError, Unsupported
from opcg_oracle.adapters.reference import ReferenceAdapter
from opcg_oracle.cards.database import CardDatabase
from opcg_oracle.fuzz.boards import as_board, export_board, start_board
from opcg_oracle.fuzz.decks import FuzzDeck
from opcg_oracle.fuzz.lockstep import Disagreement, Lockstep
from opcg_oracle.fuzz.pipeline import pipelines, play_pipelined
from opcg_oracle.yamlio import InputError

MAX_STEPS = 3000  # a game not over by then is counted `unfinished`, never looped on


@dataclass
class GameRecord:
    """How one game went, in plain data (it crosses process boundaries with --jobs)."""

    index: int
    seed: int
    decks: tuple[str, str]
    outcome: str  # "agreed", "disagreed", "unsupported", "unfinished"
    steps: int = 0
    turns: int = 0
    seconds: float = 0.0
    reason: str = ""  # why `unsupported`
    skipped_actions: dict[str, int] = field(default_factory=dict)  # action type → times the engine said unsupported
    disagreement: dict | None = None
    repro: dict | None = None  # {"board": board document, "steps": [actions], "game": index} from the last quiet point

    def to_json(self) -> dict:
        """Plain JSON data."""
        return asdict(self)


@dataclass
class Setting:
    """What every game of a campaign shares."""

    engine: EngineAdapter
    cards: CardDatabase
    decks: list[FuzzDeck]
    start: str  # how games start: "setup", "refresh" or "main" (boards.start_board), by the engine's features
    every_step: bool = False  # compare the states at every position the rules define, not at turn ends only
    reference: ReferenceAdapter = field(default_factory=ReferenceAdapter)
    # Games are played pipelined first (fuzz/pipeline.py) against an engine that declares `pipelining`; turned off
    # for the campaign once a game it could not follow turns out to agree (an engine that asks in another shape).
    pipelined: bool = field(default=False, init=False)
    # Whether an engine lacks what the start boards of a pair of decks need (fuzz/pipeline.py, asked once a pair)
    lacking: dict[tuple, bool] = field(default_factory=dict, init=False)

    def __post_init__(self) -> None:
        if hasattr(self.engine, "check_states"):  # see SubprocessAdapter.check_states and check_answers
            self.engine.check_states = self.engine.check_answers = False
        self.pipelined = pipelines(self.engine)


def game_seed(seed: int, index: int) -> int:
    """The seed of game `index` of a campaign: fixed by the campaign seed alone, whatever process plays it."""
    return random.Random(f"{seed}:{index}").randrange(2**31)


def play_game(setting: Setting, seed: int, index: int) -> GameRecord:
    """Play game `index` of the campaign in lockstep and say how it went: pipelined when the engine allows it, and
    step by step when that finds anything but agreement (fuzz/pipeline.py), so the record is the same either way."""
    started = time.perf_counter()
    if setting.pipelined:
        record = play_pipelined(setting, *_started(setting, seed, index), MAX_STEPS)
        if record is not None:
            return _finish(record, started)
    record = _play_in_step(setting, seed, index, started)
    if setting.pipelined and record.outcome in ("agreed", "unfinished"):  # nothing differed, yet the pipelined
        setting.pipelined = False  # path could not follow: another shape of asking, which every game would meet
    return record


def _started(setting: Setting, seed: int, index: int) -> tuple[random.Random, GameRecord, dict]:
    """The game's random draws after its decks and start, its record so far and its start board."""
    own_seed = game_seed(seed, index)
    rng = random.Random(own_seed)
    decks = (setting.decks[rng.randrange(len(setting.decks))], setting.decks[rng.randrange(len(setting.decks))])
    record = GameRecord(index, own_seed, (decks[0].name, decks[1].name), "agreed")
    return rng, record, start_board(decks, setting.cards, own_seed, setting.start)


def _play_in_step(setting: Setting, seed: int, index: int, started: float) -> GameRecord:
    """The game with Lockstep, one step at a time."""
    rng, record, document = _started(setting, seed, index)
    lockstep = Lockstep(setting.engine, setting.reference, setting.cards, every_step=setting.every_step)
    try:
        lockstep.load(document, f"game {index}")
    except Unsupported as error:
        record.outcome, record.reason = "unsupported", str(error)
        return _finish(record, started)
    steps: list[dict] = []
    quiets = [0]  # the numbers of steps taken at the positions where nothing was pending
    excluded: set[str] = set()  # actions the engine answered `unsupported` in this game: not chosen again
    while not setting.reference.game.state.game_over:
        if len(steps) >= MAX_STEPS:
            record.outcome = "unfinished"
            break
        if setting.reference.game.state.decision is None:
            quiets.append(len(steps))
        options = setting.reference.choices()  # only the action drawn is made a dict
        if excluded:
            options = [a for a in options if _key(setting.reference.as_dict(a)) not in excluded]
        if not options:
            record.outcome, record.reason = "unsupported", "every legal action was unsupported by the engine"
            break
        action = setting.reference.as_dict(options[rng.randrange(len(options))])
        try:
            found = lockstep.step(action)
        except Unsupported:
            excluded.add(_key(action))
            record.skipped_actions[action["type"]] = record.skipped_actions.get(action["type"], 0) + 1
            continue
        steps.append(action)
        if found is not None:
            record.turns = setting.reference.game.state.turn
            if not lockstep.every_step:
                found, steps = _place(setting, document, steps, found, lockstep.checked)
            record.outcome = "disagreed"
            record.disagreement = asdict(found)
            quiet = max(q for q in quiets if q < len(steps))
            record.repro = _repro(setting, document, steps, quiet, index)
            break
    record.steps = len(steps)
    record.turns = record.turns or setting.reference.game.state.turn
    return _finish(record, started)


def _place(
    setting: Setting, document: dict, steps: list[dict], found: Disagreement, checked: int
) -> tuple[Disagreement, list[dict]]:
    """The first difference, placed exactly: the game played again with the states compared at every position
    the rules define after the last one found alike. The steps up to it. As found when it does not come again
    (an engine whose games are not the same for the same board and steps)."""
    lockstep = Lockstep(setting.engine, setting.reference, setting.cards, every_step=False)
    try:
        lockstep.load(document, "replay")
        for taken, action in enumerate(steps, start=1):
            lockstep.every_step = taken > checked
            first = lockstep.step(action)
            if first is not None:
                return first, steps[:taken]
    except (Unsupported, InputError):
        pass
    return found, steps


def _finish(record: GameRecord, started: float) -> GameRecord:
    record.seconds = time.perf_counter() - started
    return record


def _key(action: dict) -> str:
    return json.dumps(action, sort_keys=True)


def _repro(setting: Setting, document: dict, steps: list[dict], quiet: int, index: int) -> dict:
    """The board at the last quiet position (replayed on a fresh reference engine) and the steps after it.

    Before the first quiet position (during the setup), the start board itself.
    """
    if quiet == 0:
        return {"board": document, "steps": steps, "game": index}
    replay = ReferenceAdapter()
    replay.load(as_board(document, "replay", setting.cards).canonical)
    for action in steps[:quiet]:
        if action["type"] == "decide":
            replay.decide(action["player"], action["choice"])
        else:
            replay.act(action)
    board = export_board(replay, f"Game {index} of a fuzzing campaign, before the steps that differ.")
    return {"board": board, "steps": steps[quiet:], "game": index}


def reproduce(setting: Setting, board: dict, steps: list[dict]) -> tuple[Disagreement | None, int]:
    """Run a board and fixed steps in lockstep: the first disagreement and the number of steps taken to it.

    (None, n) when the engines agree, when the engine cannot set the board up or do a step, or when the
    reference engine refuses a step before the one that differs (a shrunk board lacks a card it names).
    """
    lockstep = Lockstep(setting.engine, setting.reference, setting.cards)
    try:
        lockstep.load(board, "candidate")
        for taken, action in enumerate(steps, start=1):
            found = lockstep.step(action)
            if found is not None:
                return found, taken
            if lockstep.reference.last.get("type") != "ok":  # a step the rules refuse shows nothing: not kept
                return None, 0
    except (Unsupported, InputError, EngineError):  # a candidate the loader or the engine refuses reproduces nothing
        return None, 0
    return None, len(steps)
