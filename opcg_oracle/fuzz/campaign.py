"""A fuzzing campaign: N games in J local processes, merged in game order, disagreements grouped.

Game i depends only on the campaign seed, i and the decks (games.game_seed), never on which process
played it or when: --jobs 1 and --jobs 4 give the same records, merged by game index.
"""

from __future__ import annotations

import multiprocessing
import signal
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path

from opcg_oracle.adapters.base import EngineError
from opcg_oracle.adapters.factory import make_adapter
from opcg_oracle.bdd.terminal import counted
from opcg_oracle.cards.database import load_card_database
from opcg_oracle.engine.decks import SAMPLE_DECKS, DeckList, deck_breaches
from opcg_oracle.fuzz.decks import FuzzDeck, Playable, build_deck
from opcg_oracle.fuzz.games import GameRecord, Setting, play_game
from opcg_oracle.fuzz.lockstep import Disagreement

HELD = (signal.SIGINT, signal.SIGTERM)  # what _interrupts_held defers
CHUNK = 5  # games handed to a process at a time: small enough for an even spread and a live progress line


@dataclass(frozen=True)
class Plan:
    """What a campaign plays: every process rebuilds its Setting from this alone."""

    engine: str
    timeout: float
    deck_names: tuple[str, ...]
    games: int
    seed: int
    first: int = 0  # the index of the first game (a shard of a larger campaign starts further on)
    every_step: bool = False  # compare the states after every step (whole choices), not at turn ends only
    start_timeout: float = 60.0  # seconds a started engine may take to answer hello (--engine-start-timeout)


@dataclass
class Campaign:
    """The merged outcome of a campaign."""

    plan: Plan
    engine_name: str
    decks: list[FuzzDeck]
    decks_not_playable: list[str]
    setting: Setting  # the engines of this process: shrinking goes on with them; the caller stops the engine
    records: list[GameRecord] = field(default_factory=list)
    seconds: float = 0.0
    jobs: int = 1
    stopped: str = ""  # why the campaign ended before its last game ("" when it played them all)


class NoPlayableDeck(ValueError):
    """None of the chosen decks has a leader the engine can play."""


def make_setting(plan: Plan) -> tuple[Setting, list[str], str]:
    """The engine, the decks as fuzzed and the decks left out (leader not playable), the engine's name."""
    cards = load_card_database()
    engine = make_adapter(plan.engine, plan.timeout, start_timeout=plan.start_timeout)
    hello = engine.hello()
    playable = Playable(engine, cards)
    built = {name: build_deck(name, SAMPLE_DECKS[name], playable) for name in plan.deck_names}
    decks = [deck for deck in built.values() if deck is not None]
    left_out = [name for name, deck in built.items() if deck is None]
    if not decks:
        engine.stop()
        raise NoPlayableDeck(
            f"the engine cannot play the leader of any of the decks {', '.join(plan.deck_names)}; "
            f"try other --decks (sample decks: {', '.join(SAMPLE_DECKS)})"
        )
    name = f"{hello.get('name', plan.engine)} {hello.get('version', '')}".strip()
    start = _start(playable.capabilities, decks, cards)
    return Setting(engine, cards, decks, start, every_step=plan.every_step), left_out, name


def _start(capabilities: dict, decks: list[FuzzDeck], cards) -> str:
    """Games start with the setup (5-2) when the engine declares setup_boards and every deck is legal (5-1-2);
    else at turn 1's Refresh Phase (turn_start_boards), else in turn 1's Main Phase."""
    features = capabilities.get("features")
    legal = all(not deck_breaches(DeckList(deck.leader, deck.cards), cards) for deck in decks)
    if legal and (features is None or "setup_boards" in features):
        return "setup"
    return "refresh" if features is None or "turn_start_boards" in features else "main"


def run_campaign(plan: Plan, jobs: int = 1, progress: Callable[[GameRecord], None] | None = None) -> Campaign:
    """Play every game of the plan and merge the records in game order.

    An engine that stops answering during a game, or an interrupt (KeyboardInterrupt: SIGINT, or SIGTERM as the
    fuzz command turns it), ends the campaign early: the games finished so far are kept and `stopped` says why.
    """
    started = time.perf_counter()
    setting, left_out, name = make_setting(plan)
    campaign = Campaign(plan, name, setting.decks, left_out, setting, jobs=jobs)
    indices = range(plan.first, plan.first + plan.games)
    records: list[GameRecord] = []

    def keep(record: GameRecord) -> None:
        with _interrupts_held():  # a game is counted and written to games.jsonl together, or neither
            records.append(record)
            if progress:
                progress(record)

    try:
        if jobs <= 1:
            for index in indices:
                keep(play_game(setting, plan.seed, index))
        else:
            campaign.stopped = _in_processes(plan, indices, jobs, keep)
    except EngineError as error:
        campaign.stopped = _stopped_answering(len(records), str(error))
    except KeyboardInterrupt as interrupt:
        campaign.stopped = f"interrupted ({interrupt.args[0] if interrupt.args else 'SIGINT'}) after " + counted(
            len(records), "game"
        )
    except BaseException:
        setting.engine.stop()
        raise
    campaign.records = sorted(records, key=lambda r: r.index)
    campaign.seconds = time.perf_counter() - started
    return campaign


@contextmanager
def _interrupts_held() -> Iterator[None]:
    """SIGINT and SIGTERM wait until the block is done, then interrupt as usual (raised again once the handlers
    are back). Noted by handlers of its own rather than blocked with pthread_sigmask, which held them in the main
    thread only: with another thread running (an engine's stderr reader), the OS handed the signal to that one,
    and Python still ran the handler in the main thread inside the block (a game counted, its line not written)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    caught: list[int] = []
    before = {held: signal.signal(held, lambda signum, frame: caught.append(signum)) for held in HELD}
    try:
        yield
    finally:
        for held, handler in before.items():
            signal.signal(held, handler)
        if caught:
            signal.raise_signal(caught[0])


def _stopped_answering(games: int, error: str) -> str:
    return f"the engine stopped answering after {counted(games, 'game')}: {error.splitlines()[0]}"


def play_shard(plan: Plan) -> list[dict]:
    """Play a shard of a campaign (games plan.first …) in this process: its records as plain data.

    For a distributed engine's tasks (examples/fuzz-dask): the driver merges shards with merge_shards.
    """
    campaign = run_campaign(plan)
    campaign.setting.engine.stop()
    if campaign.stopped:  # a shard is whole or fails: the driver plays it again or reports the failure
        raise EngineError(campaign.stopped)
    return [record.to_json() for record in campaign.records]


def merge_shards(plan: Plan, shards: list[list[dict]], seconds: float, workers: int) -> Campaign:
    """The whole campaign from its shards' records, in game order, as --jobs merges its processes."""
    setting, left_out, name = make_setting(plan)
    records = sorted((GameRecord(**record) for shard in shards for record in shard), key=lambda r: r.index)
    return Campaign(plan, name, setting.decks, left_out, setting, records, seconds, workers)


def conclude(campaign: Campaign, out: Path, shrink: bool = True) -> dict:
    """Group the disagreements, shrink each group's shortest (in this process), write the summary; stop the engine."""
    from opcg_oracle.fuzz.report import write_summary
    from opcg_oracle.fuzz.scenario import shrink_groups

    try:
        group_list = groups(campaign)
        if shrink:  # a campaign stopped early has no engine to shrink with: its games are written as played
            shrink_groups(campaign, group_list, out, engine=not campaign.stopped)
    finally:
        campaign.setting.engine.stop()
    data = summary(campaign, group_list)
    data["written"] = [path.as_posix() for path in write_summary(data, out)]
    return data


def _in_processes(plan: Plan, indices: range, jobs: int, keep: Callable[[GameRecord], None]) -> str:
    """Play the games in `jobs` processes, keeping each record as its chunk comes back; why they stopped early."""
    chunks = [indices[i : i + CHUNK] for i in range(0, len(indices), CHUNK)]
    # spawn, not fork: a forked child would share the parent's engine process and its pipes
    context = multiprocessing.get_context("spawn")
    kept = 0
    with context.Pool(jobs, initializer=_start_worker, initargs=(plan,)) as pool:
        for records, error in pool.imap_unordered(_play_chunk, [(c.start, c.stop) for c in chunks]):
            for record in records:
                keep(record)
            kept += len(records)
            if error:  # the rest of the chunks would meet the same dead engine: the pool is ended here
                return _stopped_answering(kept, error)
    return ""


_WORKER: dict = {}


def _start_worker(plan: Plan) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent is interrupted, and ends its workers
    _WORKER["plan"] = plan
    _WORKER["setting"] = make_setting(plan)[0]


def _play_chunk(bounds: tuple[int, int]) -> tuple[list[GameRecord], str]:
    """The chunk's games, and the engine's error when it stopped answering (the games before it kept)."""
    setting, plan = _WORKER["setting"], _WORKER["plan"]
    records = []
    try:
        for index in range(*bounds):
            records.append(play_game(setting, plan.seed, index))
    except EngineError as error:
        return records, str(error)
    return records, ""


def group_key(record: GameRecord) -> tuple[str, str, tuple[str, ...]]:
    """Disagreements of one group: the same kind, on the same type of step, about the same things.

    Shrinking keeps all three (shrink.same_disagreement), so the group's reproduction ends with a step of
    the type the group is named by.
    """
    found = Disagreement(**record.disagreement)
    return found.kind, found.step, found.subject()


def groups(campaign: Campaign) -> list[dict]:
    """Disagreements grouped (group_key), the most frequent first; each with its clauses and shortest game."""
    grouped: dict[tuple, list[GameRecord]] = {}
    for record in campaign.records:
        if record.outcome == "disagreed":
            grouped.setdefault(group_key(record), []).append(record)
    out = []
    for (kind, step, subject), records in grouped.items():
        shortest = min(records, key=lambda r: (len(r.repro["steps"]), r.index))
        clauses = Counter(c for r in records for c in r.disagreement["clauses"])
        cited = Counter(r.disagreement.get("clause", "") for r in records if r.disagreement.get("clause"))
        out.append(
            {
                "kind": kind,
                "step": step,
                "subject": list(subject),
                "count": len(records),
                # the clause the reference engine's log cites at the first difference, the most frequent first
                "clause": min(cited, key=lambda c: (-cited[c], c)) if cited else "",
                "clauses": sorted(clauses, key=lambda c: (-clauses[c], c)),
                "games": [r.index for r in records[:20]],
                "first_game": records[0].index,
                "example": shortest.disagreement["detail"],
                "shortest_game": shortest.index,
                "reproduction": None,  # filled in when the group's shortest game is shrunk
            }
        )
    return sorted(out, key=lambda g: (-g["count"], g["first_game"]))


def summary(campaign: Campaign, group_list: list[dict]) -> dict:
    """The campaign as plain data (fuzz.json): everything but `timing` is the same for the same plan."""
    records = campaign.records
    outcomes = Counter(r.outcome for r in records)
    skipped: Counter = Counter()
    for record in records:
        skipped.update(record.skipped_actions)
    plan = campaign.plan
    return {
        "engine": plan.engine,
        "engine_name": campaign.engine_name,
        "seed": plan.seed,
        "games": len(records),
        "complete": not campaign.stopped,  # false: the campaign ended early (stopped says why), its games kept
        "stopped": campaign.stopped,
        "first_game": plan.first,
        "start": campaign.setting.start,
        "decks": [asdict(deck) | {"size": len(deck.cards)} for deck in campaign.decks],
        "decks_not_playable": campaign.decks_not_playable,
        "outcomes": {k: outcomes.get(k, 0) for k in ("agreed", "disagreed", "unsupported", "unfinished")},
        "disagreements": outcomes.get("disagreed", 0),
        "unsupported_actions": dict(sorted(skipped.items())),
        "unsupported_reasons": dict(Counter(r.reason for r in records if r.outcome == "unsupported")),
        "steps": sum(r.steps for r in records),
        "groups": group_list,
        "timing": {
            "jobs": campaign.jobs,
            "seconds": round(campaign.seconds, 2),
            "games_per_s": round(len(records) / campaign.seconds, 2) if campaign.seconds else 0,
        },
    }
