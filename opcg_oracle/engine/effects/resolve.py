"""Resolving an effect (8-4-1): a frame of cost and effect steps, choices made as the steps resolve (8-4-4).

An effect resolves as a frame: its cost steps then its steps, each a task on the game's task stack, so
any choice (which card, how many DON!!) pauses it exactly there and the answer resumes it. Each step's
word is carried out by the function registered for it (`registry.effect_action`).
"""

from __future__ import annotations

from opcg_oracle.cards.effects import Condition, Effect, Filter, Step, Target
from opcg_oracle.engine.effects.conditions import condition_met, matches
from opcg_oracle.engine.effects.costs import cost_steps
from opcg_oracle.engine.interface import GameCore
from opcg_oracle.engine.registry import EFFECT_ACTIONS, answer, task
from opcg_oracle.engine.state import CHARACTERS, DECK, FIELD_AREAS, HAND, LEADER, STAGE, TRASH, Card, Decision, Frame

KIND_RULES = {  # the clause of each effect category, cited when one is activated
    "permanent": "8-1-3-4",
    "auto": "8-1-3-1",
    "activate": "10-2-2-1",
    "main": "10-2-3-1",
    "counter": "10-2-4-1",
    "trigger": "10-1-5-1",
}


def start(game: GameCore, source: Card, effect: Effect, controller: int, rules: tuple[str, ...]) -> None:
    """Resolve an effect: its cost (if any) then its steps, as one frame (8-4-1-3 .. 8-4-1-5)."""
    s = game.state
    frame = Frame(s.next_frame, source.iid, controller, (*cost_steps(effect), *effect.steps), rules, effect=effect)
    s.next_frame += 1
    s.frames[frame.id] = frame
    s.relies_on_text(source)
    game.log("effect_activated", (*rules, "8-4-1-4"), card=source.iid, effect=effect.kind)
    game.schedule(*[("effect_step", frame.id, i) for i in range(len(frame.steps))], ("end_frame", frame.id))


@task("effect_step")
def step(game: GameCore, frame_id: int, index: int) -> None:
    """Carry out one step of a frame, unless the frame stopped (4-10-1, 8-3-1-3)."""
    frame = game.state.frames.get(frame_id)
    if frame is None:
        return
    current: Step = frame.steps[index]
    if frame.stopped and not (current.then and frame.stopped_by_if):
        return
    frame.stopped = frame.stopped_by_if = False  # 4-10-2: what follows "then" resolves even after a failed "if"
    source = game.state.cards[frame.source]
    following = frame.steps[index + 1] if index + 1 < len(frame.steps) else None
    if following is not None and following.condition is not None and following.condition.previous_done:
        frame.chosen.setdefault(("before", index), footprint(game))  # what "if you do" compares (4-10-1)
    if current.condition is not None and not (
        condition_met(game, source, current.condition)
        and _that_is(game, frame, index, current.condition)
        and previous_done(game, frame, index, current.condition)
    ):
        frame.stopped = frame.stopped_by_if = True  # 4-10-1: what an unmet "if" introduces is not resolved
        game.log("condition_unmet", ("4-10-1", "8-3-3"), card=source.iid)
        return
    target: Target | None = current.params.get("target")
    if target is not None and target.all_ and index not in frame.chosen:
        # "all of your Characters": the cards there are as it resolves, and no others later (1.2.0 8-1-4-1)
        frame.chosen[index] = [c.iid for c in eligible(game, frame, index)]
    elif target is not None and not target.self_ and not target.that and index not in frame.chosen:
        game.schedule(("choose", frame.id, index))  # choices are made when the step resolves (8-4-4)
        return
    EFFECT_ACTIONS[current.word](game, frame, index, current, source)


def targets(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> list[Card]:
    """The cards a step acts on: the source, or those chosen for it."""
    target: Target = current.params.get("target")
    if target is None or target.self_:
        return [source]
    if target.that:
        return that_cards(game, frame, index)
    return [game.state.cards[i] for i in frame.chosen.get(index, ())]


def _that_is(game: GameCore, frame: Frame, index: int, condition: Condition) -> bool:
    """A step's "if that card is a [category]": some card an earlier step chose (and revealed) is one."""
    wanted = condition.that_category
    return wanted is None or any(c.definition.category == wanted for c in that_cards(game, frame, index))


def footprint(game: GameCore) -> tuple:
    """What an instruction can change that a player sees: where each card is and its state, the DON!!, the
    order of decks and Life, and how many changes are in force."""
    s = game.state
    cards = tuple((c.iid, c.moves, c.area, c.rested, c.don) for c in s.cards.values())
    players = tuple(
        (p.don_deck, p.don_active, p.don_rested, tuple(c.iid for c in (*p.deck, *p.life))) for p in s.players
    )
    return cards, players, len(s.modifiers)


def previous_done(game: GameCore, frame: Frame, index: int, condition: Condition) -> bool:
    """A step's "if you do" (そうした場合): the step before it was carried out, i.e. changed something (4-10-1).

    An instruction that chose nothing, found nothing to act on or was replaced by nothing changed nothing:
    it was not carried out, and what "if you do" introduces is not resolved.
    """
    if not condition.previous_done:
        return True
    before = frame.chosen.get(("before", index - 1))
    return before is not None and before != footprint(game)


def that_cards(game: GameCore, frame: Frame, index: int) -> list[Card]:
    """The cards the nearest earlier step of this effect chose ("that card"; none if it chose none)."""
    for earlier in range(index - 1, -1, -1):
        if earlier in frame.chosen and isinstance(frame.chosen[earlier], list):
            return [game.state.cards[i] for i in frame.chosen[earlier]]
    return []


def eligible(game: GameCore, frame: Frame, index: int) -> list[Card]:
    """The cards a step's choice may still pick."""
    s = game.state
    current: Step = frame.steps[index]
    source = s.cards[frame.source]
    wanted: Filter = current.params.get("target").filter
    already = frame.chosen.get(index, ())
    players = s.players
    if wanted.owner is not None:  # only one player's cards can match: the others are not looked at
        players = (players[source.owner if wanted.owner == "you" else 1 - source.owner],)
    areas = current.params.get("from") or areas_of(current.word)  # `from`: the areas a text names (to_hand)
    found = []  # (loops rather than comprehensions: every choice of a card lists these)
    for player in players:
        for area in areas:
            for card in (player.leader,) if area == LEADER else getattr(player, area):
                if card.iid not in already and matches(game, source, card, wanted):
                    found.append(card)
    return found


_PLAIN_HAND = Filter(owner="you", other=True)  # "trash N cards from your hand": no condition on the cards


def areas_of(word: str) -> tuple[str, ...]:
    """The areas a step's word chooses its cards from."""
    if word in ("play_from_hand", "trash_from_hand", "pay_hand_to_deck_bottom"):
        return (HAND,)
    if word in ("play_from_trash", "trash_to_hand"):
        return (TRASH,)
    if word in ("play_from_deck", "deck_to_hand"):
        return (DECK,)
    return (LEADER, CHARACTERS, STAGE)  # the field's cards (3-1-2); filters narrow them by card type


@task("choose")
def choose(game: GameCore, frame_id: int, index: int) -> None:
    """Ask the controller to choose the step's next card, or carry out the step when the choice is complete."""
    frame = game.state.frames.get(frame_id)
    if frame is None or frame.stopped:
        return
    current: Step = frame.steps[index]
    target: Target = current.params["target"]
    chosen = frame.chosen.setdefault(index, [])
    options = [c.iid for c in eligible(game, frame, index)]
    if len(chosen) >= target.count or not options or frame.chosen.get(("done", index)):
        EFFECT_ACTIONS[current.word](game, frame, index, current, game.state.cards[frame.source])
        return
    # 8-4-4-1: "choose N" must choose while it can; "up to N" may stop at any number, 0 included (4-8).
    # 8-4-4-2: picking by a condition from a secret area (the hand), the player may say none qualifies.
    secret_pick = areas_of(current.word) == (HAND,) and target.filter != _PLAIN_HAND and not current.params.get("cost")
    stop = (None,) if target.up_to or secret_pick else ()
    if current.params.get("cost") or current.word.startswith("pay_"):
        rules = ("8-4-1-3", "8-3-1")  # the cards an activation cost names: all of the cost is paid (8-4-1-3)
    else:
        rules = ("8-4-4", "4-8-1") if target.up_to else ("8-4-4", "8-4-4-1")
    game.ask(
        frame.controller,
        "choose_card",
        (*options, *stop),
        f"choose a card ({current.params.get('choosing', current.word)})",  # a part of a step names itself
        rules,
        context=(frame.id, index),
    )


@answer("choose_card")
def card_chosen(game: GameCore, decision: Decision, choice: int | None) -> None:
    """A card was chosen (or None: choose no more); the step that asked runs again."""
    frame_id, key, *then = decision.context
    step_word = then[0] if then else "choose"  # the task that asked, and the step it resumes, if not `choose`
    resume = then[1] if len(then) > 1 else key
    frame = game.state.frames[frame_id]
    if choice is None:
        frame.chosen[("done", key)] = True
        frame.chosen.setdefault(key, [])
    else:
        frame.chosen.setdefault(key, []).append(choice)
    game.schedule((step_word, frame_id, resume))


@answer("choose_number")
@answer("pay_cost")
@answer("use_effect")
@answer("replace_cost")
def answer_kept(game: GameCore, decision: Decision, choice: object) -> None:
    """The answer is kept in the frame; the step that asked runs again and acts on it (`ask_again_later`)."""
    frame_id, key = decision.context
    game.state.frames[frame_id].chosen[key] = choice


@task("end_frame")
def end_frame(game: GameCore, frame_id: int) -> None:
    """The effect has resolved (8-4-1-5); cards looked at return where they were (11-3-3)."""
    s = game.state
    frame = s.frames.pop(frame_id, None)
    if frame is None:
        return
    game.log("effect_resolved", frame.rules, card=frame.source)
    if not s.frames and s.pending_autos and not s.in_damage:  # 8-6-3: what it set off activates now
        drain_next(game)


DRAIN = ("drain_autos",)


def drain_next(game: GameCore) -> None:
    """Waiting auto effects activate next (8-6-3): one drain suffices, so none is added behind another
    (an auto effect that sets itself off again would otherwise pile drains up without end, 11-1)."""
    tasks = game.state.tasks
    if not tasks or tasks[-1] != DRAIN:
        game.schedule(DRAIN)


def ask_again_later(
    game: GameCore,
    frame: Frame,
    index: int,
    key: object,
    kind: str,
    options: tuple,
    prompt: str,
    rules: tuple[str, ...],
) -> None:
    """Ask the controller a question about step `index`; the answer is stored under `key` in the frame's
    choices, and the step runs again to act on it."""
    game.ask(frame.controller, kind, options, prompt, rules, context=(frame.id, key))
    game.schedule(("effect_step", frame.id, index))


def number_choice(game: GameCore, frame: Frame, index: int, key: object, most: int, prompt: str) -> int | None:
    """The number 0..most the controller chose for an "up to N" (4-8, 1-3-5-1); None while it is being asked
    (the step is then scheduled to run again once the decision is answered)."""
    if key not in frame.chosen:
        if most <= 0:
            frame.chosen[key] = 0
        else:
            ask_again_later(
                game, frame, index, key, "choose_number", tuple(range(most + 1)), prompt, ("4-8-1", "1-3-5-1")
            )
            return None
    return frame.chosen[key]


def with_target(frame: Frame, index: int, current: Step, target: Target) -> None:
    """Give a step the target it chooses when it resolves (an action that picks from hand or trash)."""
    frame.steps = (
        *frame.steps[:index],
        Step(current.word, {**current.params, "target": target}),
        *frame.steps[index + 1 :],
    )


def lasting(game: GameCore, frame: Frame, until: str) -> str:
    """When a change an effect makes ends, as the modifier's `until`: the end of the battle or turn, the start of
    the controller's next turn (6-2-1), the end of the opponent's next turn (counted as a turn number): started
    in the opponent's turn, that is the end of this same turn (OP01-085 Q&A 1; 6-6-1-3), or the end of the
    controller's next turn: started in the opponent's turn, the turn that follows (KEEP OUT OP07-018)."""
    if until == "start_of_your_turn":
        return "start_of_turn"
    s = game.state
    if until == "end_of_opponents_next_turn":
        return f"end_of_turn {s.turn + 1 if s.turn_player == frame.controller else s.turn}"
    if until == "end_of_your_next_turn":
        return f"end_of_turn {s.turn + 2 if s.turn_player == frame.controller else s.turn + 1}"
    return until


def mark_chosen(game: GameCore, frame: Frame, index: int, current: Step, source: Card, kind: str, rule: str) -> None:
    """Mark each chosen card on the field with a `kind` modifier for as long as the step says, and log it."""
    until = lasting(game, frame, current.params.get("until", "turn"))
    for card in targets(game, frame, index, current, source):
        if card.area in FIELD_AREAS:
            game.add_modifier(card, kind, True, until, frame.controller, source.number)
            game.log(kind, (*frame.rules, rule), card=card.iid, until=until)


def filter_dict(chosen: Filter) -> dict:
    """A filter's fields, to build a narrower one."""
    return {name: getattr(chosen, name) for name in Filter.__slots__}
