"""Infinite loops a player can stop (11-1-1-2, 11-1-1-3): seen, declared, carried out, and not chosen again.

A loop a player can stop goes through decisions. At each decision that offers a way out (declining, choosing
nothing, not replacing), the engine notes the position; when the same player is asked the same question in
the same position again within one stretch of work (since the last Main Phase action), the answers given in
between are the loop action (11-1-1). The players who had another option somewhere in it can stop it: they
declare how many more times it is carried out, the turn player first (11-1-1-3); it is carried out the smaller
number of times, then the player who declared it makes a choice that stops it. From then on the same choice
in the same position is not offered again unless it is the only one (the last sentence of both clauses).
Loops that nobody can stop end the game in a draw (11-1-1-1, `game_end.infinite_loop`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from opcg_oracle.engine.interface import GameCore
from opcg_oracle.engine.registry import ANSWERS, answer
from opcg_oracle.engine.state import Decision, GameState

MOST_REPEATS = 100  # the reference engine's limit on a declared number of repetitions (the rules set none)
_WAYS_OUT = (None, "decline")  # options that leave something undone: choosing none, declining
# Decisions of a battle or of damage come once per attack (each attack is a Main Phase action): never a loop's.
_NOT_IN_LOOPS = frozenset({"blocker", "counter", "trigger", "first_or_second", "redraw"})


@dataclass(frozen=True, slots=True)
class Stop:
    """The end of a declared loop: the stopping player's decision, and the option that would go round again."""

    player: int
    looping: object


def _key(decision: Decision) -> tuple:
    """The question asked, without the ids of the effect frames that change every time round."""
    return decision.player, decision.kind, decision.options, decision.prompt


def _signature(s: GameState) -> tuple:
    """The position as 11-1-1-2 compares it: every card in every area, in order, and the same work waiting.
    Continuous changes such as power are not cards in an area, so a loop that adds power each time is still
    a loop. (Asked at every decision with a way out, so it reads the areas rather than every card.)"""
    areas = tuple(
        (
            tuple([c.iid for c in p.hand]),
            tuple([c.iid for c in p.deck]),
            tuple([c.iid for c in p.trash]),
            tuple([(c.iid, c.face_up) for c in p.life]),
            tuple([(c.iid, c.rested, c.don) for c in p.field_cards()]),
            p.don_deck,
            p.don_active,
            p.don_rested,
            p.don_kept,
        )
        for p in s.players
    )
    work = tuple((task[0], *(a for a in task[1:] if not isinstance(a, int))) for task in s.tasks)
    autos = tuple(tuple((owner, iid, index) for owner, iid, _moves, index in batch) for batch in s.pending_autos)
    return areas, work, autos


def watch(game: GameCore) -> None:
    """Called for each decision as it is asked: may narrow it (a banned loop choice) or replace it with the
    declaration of a loop's repetitions (11-1-1-2, 11-1-1-3)."""
    s = game.state
    loop = s.loop
    decision = s.decision
    if loop.plan is not None or decision.kind in _NOT_IN_LOOPS:
        return
    if not any(option in _WAYS_OUT for option in decision.options):
        return
    key, signature = _key(decision), _signature(s)
    for banned_key, banned_signature, looping, rules in loop.bans:
        if banned_key == key and banned_signature == signature:
            _narrow(game, decision, looping, rules)
            return
    for seen_key, seen_signature, start in loop.trail:
        if seen_key == key and seen_signature == signature:
            _declare(game, decision, loop.answers[start:])
            return
    loop.trail.append((key, signature, len(loop.answers)))


def answered(s: GameState, decision: Decision, choice: object) -> None:
    """Keep an answer given since the last Main Phase action (the game calls it while a decision is watched)."""
    s.loop.answers.append((decision.player, decision.kind, choice, decision.options))


def start_over(s: GameState) -> None:
    """A Main Phase action begins new work: what was watched before cannot come back as part of a loop (the
    game calls it when something was watched)."""
    s.loop.trail.clear()
    s.loop.answers.clear()


def _declare(game: GameCore, resumed: Decision, action: list[tuple]) -> None:
    """A loop is found: ask the players who had another option somewhere in it, the turn player first (11-1-1-3).
    Its first answer was given at a way out, so somebody can always stop it."""
    s = game.state
    loop = s.loop
    stoppers = sorted({player for player, _kind, _choice, options in action if len(options) > 1})
    stoppers.sort(key=lambda p: p != s.turn_player)
    rules = ("11-1-1", "11-1-1-2" if len(stoppers) == 1 else "11-1-1-3")
    loop.action, loop.resumed, loop.declaring, loop.counts, loop.rules = action, resumed, stoppers, {}, rules
    game.log("infinite_loop_found", rules, length=len(action), players=stoppers)
    _ask_count(game)


def _ask_count(game: GameCore) -> None:
    """Ask the next player who can stop the loop how many more times it is carried out."""
    loop = game.state.loop
    player = loop.declaring[len(loop.counts)]
    prompt = "how many more times will the loop be carried out?"
    game.state.decision = Decision(player, "loop_count", tuple(range(MOST_REPEATS + 1)), prompt, loop.rules)


def _log_asked(game: GameCore) -> None:
    asked = game.state.decision
    game.log("decision", asked.rules, player=asked.player, decision=asked.kind, options=list(asked.options))


@answer("loop_count")
def count_declared(game: GameCore, decision: Decision, count: int) -> None:
    """A player declared the number of repetitions; once everyone who can stop the loop has, it is carried out."""
    s = game.state
    loop = s.loop
    loop.counts[decision.player] = count
    if len(loop.counts) < len(loop.declaring):
        _ask_count(game)
        _log_asked(game)
        return
    times = min(loop.counts.values())
    # The player who declared the smaller number stops it; on a tie, whoever can stop it first in the loop action.
    lowest = [p for p in loop.declaring if loop.counts[p] == times]
    first = next(i for i, (player, _k, _c, options) in enumerate(loop.action) if player in lowest and len(options) > 1)
    stopper, looping = loop.action[first][0], loop.action[first][2]
    answers = [(player, kind, choice) for player, kind, choice, _options in loop.action]
    loop.plan = answers * times + answers[:first] + [Stop(stopper, looping)]
    game.log("loop_declared", decision.rules, times=times, counts=dict(loop.counts), stopped_by=stopper)
    s.decision, loop.resumed = loop.resumed, None
    _log_asked(game)


def answer_from_plan(game: GameCore) -> bool:
    """Answer the pending decision as the declared loop says (True), or hand it to its player (False)."""
    s = game.state
    loop = s.loop
    decision = s.decision
    planned = loop.plan.pop(0) if loop.plan else None
    if isinstance(planned, Stop) or planned is None:
        loop.plan = None
        loop.trail.clear()
        loop.answers.clear()
        if isinstance(planned, Stop) and decision.player == planned.player:
            loop.bans.append((_key(decision), _signature(s), planned.looping, loop.rules))
            _narrow(game, decision, planned.looping, loop.rules)
            _log_asked(game)
        return False
    player, kind, choice = planned
    if player != decision.player or kind != decision.kind or choice not in decision.options:
        loop.plan = None  # the loop did not come back the same way: the players decide from here
        return False
    s.decision = None
    game.log("decided", (*decision.rules, *loop.rules), player=player, decision=kind, choice=choice)
    ANSWERS[kind](game, decision, choice)
    return True


def _narrow(game: GameCore, decision: Decision, looping: object, rules: tuple[str, ...]) -> None:
    """Take away the option that goes round the loop again, unless it is the only one (forced)."""
    options = tuple(option for option in decision.options if option != looping)
    if options and len(options) < len(decision.options):
        game.state.decision = replace(decision, options=options)
        game.log("loop_choice_barred", (*decision.rules, *rules), player=decision.player, barred=looping)
