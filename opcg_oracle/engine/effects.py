"""Card effects inside the engine: one mechanism for permanent, auto, activate, event and [Trigger] effects.

The phases and steps call `fire` at each activation timing, ask `permanent_power` and
`permanent_keyword` for current values, and `start` to resolve an effect. An effect resolves as a
frame: its cost steps then its steps, each a task on the engine's task stack, so any choice (which
card, how many DON!!) pauses it exactly there and the answer resumes it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from opcg_oracle.cards.effects import Condition, Effect, Filter, Step, Target
from opcg_oracle.engine.state import (
    CHARACTERS,
    DECK,
    FIELD_AREAS,
    HAND,
    LEADER,
    LIFE,
    STAGE,
    TRASH,
    Card,
    Frame,
    PlayerEffect,
)

if TYPE_CHECKING:
    from opcg_oracle.engine.game import Game

KIND_RULES = {  # the clause of each effect category, cited when one is activated
    "permanent": "8-1-3-4",
    "auto": "8-1-3-1",
    "activate": "10-2-2-1",
    "main": "10-2-3-1",
    "counter": "10-2-4-1",
    "trigger": "10-1-5-1",
}
TIMING_RULES = {
    "on_play": "10-2-6-1",
    "when_attacking": "10-2-5-1",
    "on_block": "10-2-15-1",
    "on_ko": "10-2-17-1",
    "end_of_your_turn": "10-2-7-1",
    "end_of_opponents_turn": "10-2-8-1",
    "on_opponents_attack": "10-2-16-1",
    "battled_character": "7-1-5-2",
    "you_activate_event": "8-5-4",
    "opponent_character_koed": "10-2-1-1",
    "your_life_to_hand": "4-6-2-1",
    "your_don_returned": "10-2-10-1",
}


# ------------------------------------------------------------------------------------------ conditions
def condition_met(game: Game, source: Card, condition: Condition) -> bool:
    """8-3-2-1: every condition of the effect holds for its source card."""
    s = game.state
    if condition.don and source.don < condition.don:  # 8-3-2-3, 10-2-9-1
        return False
    if condition.turn == "yours" and s.turn_player != source.owner:  # 8-3-2-4, 10-2-11-1
        return False
    if condition.turn == "opponents" and s.turn_player == source.owner:  # 8-3-2-5, 10-2-12-1
        return False
    me = s.players[source.owner]
    if condition.characters_min and len(me.characters) < condition.characters_min:
        return False
    if condition.self_rested is not None and source.rested != condition.self_rested:
        return False
    if condition.hand_max is not None and len(me.hand) > condition.hand_max:
        return False
    return not condition.leader_types_any or _has_type(me.leader, condition.leader_types_any)


def _has_type(card: Card, wanted: tuple[str, ...]) -> bool:
    """Types match by part of a type, as 『』 does (2-4-3-1)."""
    return any(part in card_type for part in wanted for card_type in card.definition.types)


def matches(game: Game, source: Card, card: Card, chosen: Filter) -> bool:
    """Whether a card satisfies a filter, seen from the player of the source (8-4-4)."""
    if chosen.owner == "you" and card.owner != source.owner:
        return False
    if chosen.owner == "opponent" and card.owner == source.owner:
        return False
    definition = card.definition
    if chosen.category and definition.category not in chosen.category:
        return False
    if chosen.other and card is source:
        return False
    cost = game.cost(card) if chosen.cost_max is not None or chosen.cost_min is not None else 0
    if chosen.cost_max is not None and cost > chosen.cost_max:
        return False
    if chosen.cost_min is not None and cost < chosen.cost_min:
        return False
    if chosen.power_max is not None or chosen.power_min is not None:
        power = game.power(card) if card.area in FIELD_AREAS else (definition.power or 0)
        if chosen.power_max is not None and power > chosen.power_max:
            return False
        if chosen.power_min is not None and power < chosen.power_min:
            return False
    if chosen.rested is not None and card.rested != chosen.rested:
        return False
    if chosen.types_any and not _has_type(card, chosen.types_any):
        return False
    if chosen.keyword and not game.has_keyword(card, chosen.keyword):
        return False
    if chosen.name and chosen.name not in definition.name:  # partial names, as 『』 (2-1-2-1)
        return False
    if chosen.colors_any and not set(chosen.colors_any) & set(definition.colors):
        return False
    if chosen.original_power_max is not None and (definition.power or 0) > chosen.original_power_max:  # 4-9-2
        return False
    if chosen.vanilla is not None and definition.vanilla != chosen.vanilla:  # 2-8-5, 8-2-2
        return False
    return not chosen.attribute or chosen.attribute in definition.attributes


# ------------------------------------------------------------------------------------------ permanent effects
def _applies_to(game: Game, effect: Effect, source: Card, card: Card) -> bool:
    to = effect.to
    if to == "self":
        return source is card
    if card.owner != source.owner:
        return False
    if to == "your_hand":
        return card.area == HAND and (effect.to_filter is None or matches(game, source, card, effect.to_filter))
    if to == "your_characters" and card.area != CHARACTERS:
        return False
    if to == "your_leader" and card.area != LEADER:
        return False
    if card.area not in (LEADER, CHARACTERS):
        return False
    return effect.to_filter is None or matches(game, source, card, effect.to_filter)


def is_negated(game: Game, card: Card) -> bool:
    """Whether an effect has negated this card's own effects (8-2-1-1)."""
    return game._has_modifier(card, "negated")


def _active_permanents(game: Game, flag: str = "permanents"):
    """(source, effect) for every permanent effect of a card on the field whose conditions hold (2-8-2, 8-1-3-4-4).
    flag narrows the search to cards whose definition has it set (a fast path for rare kinds of effect)."""
    for player in game.state.players:
        for source in (player.leader, *player.characters, *player.stage):
            if not getattr(source.definition, flag) or is_negated(game, source):
                continue  # 8-2-1-1
            for effect in source.definition.permanents:
                if condition_met(game, source, effect.condition):
                    yield source, effect


def permanent_power(game: Game, card: Card) -> int:
    """Power that permanent effects add to a card now."""
    total = 0
    for source, effect in _active_permanents(game):
        if effect.power and _applies_to(game, effect, source, card):
            total += effect.power
    return total


def permanent_cost(game: Game, card: Card) -> int:
    """What permanent effects add to (or take from) a card's cost now."""
    return sum(
        effect.cost_change
        for source, effect in _active_permanents(game, "changes_costs")
        if effect.cost_change and _applies_to(game, effect, source, card)
    )


def with_additions(game: Game, card: Card, effect: Effect) -> tuple[Effect, tuple[Condition, ...]]:
    """An activate effect with the costs other effects add to it (8-3-1-2, paid after its own), and the
    conditions other effects add (8-3-2-2, all of which must hold)."""
    costs, conditions = [], []
    for source, permanent in _active_permanents(game, "adds_to_opponent"):
        if permanent.to == "opponents_activate_effects" and source.owner != card.owner:
            costs.extend(permanent.adds_cost)
            if permanent.adds_condition is not None:
                conditions.append(permanent.adds_condition)
    if not costs:
        return effect, tuple(conditions)
    return replace(effect, cost=(*effect.cost, *costs)), tuple(conditions)


def cannot_be_ko(game: Game, card: Card, by_battle: bool) -> bool:
    """A permanent prohibition on K.O.ing the card (1-3-3); "in battle" ones only count for battles."""
    return any(
        effect.cannot_be_ko in ("always", "battle" if by_battle else "always")
        and _applies_to(game, effect, source, card)
        for source, effect in _active_permanents(game)
    )


def replacements(game: Game, card: Card, situation: str) -> list[list[tuple[int, int]]]:
    """Replacement effects that could replace a situation of card, grouped in the order of 8-1-3-5-2:
    the card's own, then the turn player's, then the non-turn player's."""
    s = game.state
    own, by_player = [], {0: [], 1: []}
    for player in s.players:
        for source in player.field_cards():
            if is_negated(game, source):
                continue
            for index, effect in enumerate(source.definition.effects):
                if effect.kind != "replacement" or effect.replaces != situation:
                    continue
                if not condition_met(game, source, effect.condition) or not _replacement_doable(game, source, effect):
                    continue
                if effect.who == "self" and source is card:
                    own.append((source.iid, index))
                elif effect.who == "your_other_characters" and source is not card and source.owner == card.owner:
                    by_player[source.owner].append((source.iid, index))
    return [group for group in (own, by_player[s.turn_player], by_player[1 - s.turn_player]) if group]


def _replacement_doable(game: Game, source: Card, effect: Effect) -> bool:
    """Only a replacement whose "instead" can be carried out is offered (1-3-2)."""
    me = game.state.players[source.owner]
    for part in effect.steps:
        if part.word == "trash_from_hand" and len(me.hand) < part.params["count"]:
            return False
        if part.word == "rest" and part.params["target"].self_ and source.rested:
            return False
    return True


def permanent_keyword(game: Game, card: Card, keyword: str) -> bool:
    """Whether a permanent effect grants the card a keyword now."""
    return any(
        effect.keyword == keyword and _applies_to(game, effect, source, card)
        for source, effect in _active_permanents(game)
    )


# ------------------------------------------------------------------------------------------ auto effects
_OWN_CARD_TIMINGS = frozenset({"on_play", "when_attacking", "on_block", "on_ko", "battled_character"})


def fire(game: Game, timing: str, card: Card | None = None) -> None:
    """An activation timing is met (8-1-3-1): queue every auto effect it activates, as one simultaneous batch.

    Effects queued later wait for those queued earlier (8-6-1, 8-6-3); during damage processing
    they wait until it ends (8-6-2). The caller has already scheduled what follows the timing.
    """
    s = game.state
    if timing in _OWN_CARD_TIMINGS:
        candidates = [(card, timing)]
    elif timing == "end_of_turn":  # 6-6-1-1
        turn_player, other = s.players[s.turn_player], s.players[1 - s.turn_player]
        candidates = [(c, "end_of_your_turn") for c in turn_player.field_cards()]
        candidates += [(c, "end_of_opponents_turn") for c in other.field_cards()]
    elif timing == "on_opponents_attack":  # 10-2-16-1
        candidates = [(c, timing) for c in s.players[1 - s.turn_player].field_cards()]
    elif timing in ("you_activate_event", "your_life_to_hand", "your_don_returned"):  # the card's owner's
        candidates = [(c, timing) for c in s.players[card.owner].field_cards()]
    elif timing == "opponent_character_koed":  # the other player's cards watch for it
        candidates = [(c, timing) for c in s.players[1 - card.owner].field_cards()]
    else:
        return
    batch = [
        (source.owner, source.iid, source.moves, index)
        for source, wanted in candidates
        for index, effect in enumerate(source.definition.effects)
        if effect.kind == "auto"
        and effect.timing == wanted
        and not is_negated(game, source)
        and condition_met(game, source, effect.condition)
        and not (effect.once_per_turn and index in source.once_used)
    ]
    if not batch:
        return
    s.pending_autos.append(batch)
    if not s.in_damage and not s.frames:  # 8-6-3: during another effect's resolution they wait for its end
        game.schedule(("drain_autos",))


# ------------------------------------------------------------------------------------------ costs (8-3-1)
def cost_payable(game: Game, card: Card, effect: Effect, extra_don: int = 0) -> bool:
    """8-3-1-3: every part of the cost (and extra_don active DON!! for a card's own cost) can be paid."""
    me = game.state.players[card.owner]
    rest_don = extra_don + sum(n for word, n in effect.cost if word == "rest_don")
    if me.don_active < rest_don:
        return False
    for word, count in effect.cost:
        if word == "don_minus" and me.don_active + me.don_rested + me.don_given() < count:
            return False
        if word == "rest_self" and card.rested:
            return False
        if word == "trash_from_hand" and len([c for c in me.hand if c is not card]) < count:
            return False
    return True


def _cost_steps(effect: Effect) -> tuple[Step, ...]:
    """The cost as steps of the frame, paid in written order (8-3-1-1); an optional one is asked first (8-3-1-4).
    A "you may" effect first asks whether to activate it at all (8-1-2)."""
    steps = [Step("confirm_use", {})] if effect.optional else []
    steps += [Step("confirm_cost", {})] if effect.optional_cost and effect.cost else []
    for word, count in effect.cost:
        if word == "rest_don":
            steps.append(Step("pay_rest_don", {"count": count}))
        elif word == "don_minus":
            steps.append(Step("pay_don_minus", {"count": count}))
        elif word == "rest_self":
            steps.append(Step("pay_rest_self", {}))
        else:
            steps.append(Step("trash_from_hand", {"count": count, "cost": True}))
    return tuple(steps)


# ------------------------------------------------------------------------------------------ resolving
def start(game: Game, source: Card, effect: Effect, controller: int, rules: tuple[str, ...]) -> None:
    """Resolve an effect: its cost (if any) then its steps, as one frame (8-4-1-3 .. 8-4-1-5)."""
    s = game.state
    frame = Frame(s.next_frame, source.iid, controller, (*_cost_steps(effect), *effect.steps), rules, effect=effect)
    s.next_frame += 1
    s.frames[frame.id] = frame
    game._log("effect_activated", (*rules, "8-4-1-4"), card=source.iid, effect=effect.kind)
    game.schedule(*[("effect_step", frame.id, i) for i in range(len(frame.steps))], ("end_frame", frame.id))


def step(game: Game, frame: Frame, index: int) -> None:
    """Carry out one step of a frame, unless the frame stopped (4-10-1, 8-3-1-3)."""
    if frame.stopped:
        return
    current: Step = frame.steps[index]
    source = game.state.cards[frame.source]
    if current.condition is not None and not condition_met(game, source, current.condition):
        frame.stopped = True  # 4-10-1: what an unmet "if" introduces is not resolved
        game._log("condition_unmet", ("4-10-1", "8-3-3"), card=source.iid)
        return
    target: Target | None = current.params.get("target")
    if target is not None and not target.self_ and index not in frame.chosen:
        game.schedule(("choose", frame.id, index))  # choices are made when the step resolves (8-4-4)
        return
    ACTIONS[current.word](game, frame, index, current, source)


def targets(game: Game, frame: Frame, index: int, current: Step, source: Card) -> list[Card]:
    """The cards a step acts on: the source, or those chosen for it."""
    target: Target = current.params.get("target")
    if target is None or target.self_:
        return [source]
    return [game.state.cards[i] for i in frame.chosen.get(index, ())]


def eligible(game: Game, frame: Frame, index: int) -> list[Card]:
    """The cards a step's choice may still pick."""
    current: Step = frame.steps[index]
    source = game.state.cards[frame.source]
    target: Target = current.params.get("target")
    already = set(frame.chosen.get(index, ()))
    areas = _areas_of(current.word)
    pool = []
    for player in game.state.players:
        for area in areas:
            pool.extend(player.area_list(area) if area != LEADER else [player.leader])
    return [c for c in pool if c.iid not in already and matches(game, source, c, target.filter)]


_PLAIN_HAND = Filter(owner="you", other=True)  # "trash N cards from your hand": no condition on the cards


def _areas_of(word: str) -> tuple[str, ...]:
    if word in ("play_from_hand", "trash_from_hand"):
        return (HAND,)
    if word == "play_from_trash":
        return (TRASH,)
    return (LEADER, CHARACTERS)


def choose(game: Game, frame: Frame, index: int) -> None:
    """Ask the controller to choose the step's next card, or carry out the step when the choice is complete."""
    current: Step = frame.steps[index]
    target: Target = current.params["target"]
    chosen = frame.chosen.setdefault(index, [])
    options = [c.iid for c in eligible(game, frame, index)]
    if len(chosen) >= target.count or not options or frame.chosen.get(("done", index)):
        ACTIONS[current.word](game, frame, index, current, game.state.cards[frame.source])
        return
    # 8-4-4-1: "choose N" must choose while it can; "up to N" may stop at any number, 0 included (4-8).
    # 8-4-4-2: picking by a condition from a secret area (the hand), the player may say none qualifies.
    secret_pick = _areas_of(current.word) == (HAND,) and target.filter != _PLAIN_HAND and not current.params.get("cost")
    stop = (None,) if target.up_to or secret_pick else ()
    rules = ("8-4-4", "4-8-1") if target.up_to else ("8-4-4", "8-4-4-1")
    game._ask(
        frame.controller,
        "choose_card",
        (*options, *stop),
        f"choose a card ({current.word})",
        rules,
        context=(frame.id, index),
    )


def answer_choice(
    game: Game, frame_id: int, key: object, choice: int | None, step_word: str = "choose", resume: int | None = None
) -> None:
    """A card was chosen (or None: choose no more); the step that asked runs again."""
    frame = game.state.frames[frame_id]
    if choice is None:
        frame.chosen[("done", key)] = True
        frame.chosen.setdefault(key, [])
    else:
        frame.chosen.setdefault(key, []).append(choice)
    game.schedule((step_word, frame_id, key if resume is None else resume))


def end_frame(game: Game, frame_id: int) -> None:
    """The effect has resolved (8-4-1-5); cards looked at return where they were (11-3-3)."""
    s = game.state
    frame = s.frames.pop(frame_id, None)
    if frame is None:
        return
    game._log("effect_resolved", frame.rules, card=frame.source)
    if not s.frames and s.pending_autos and not s.in_damage:  # 8-6-3: what it set off activates now
        game.schedule(("drain_autos",))


# ------------------------------------------------------------------------------------------ actions
def _draw(game: Game, frame: Frame, index: int, current: Step, source: Card) -> None:
    game._draw(frame.controller, current.params["count"], (*frame.rules, "4-5-3"))


def _play(game: Game, frame: Frame, index: int, current: Step, source: Card) -> None:
    for card in targets(game, frame, index, current, source):
        if card.definition.category in ("character", "stage"):
            game.schedule(("put_into_play", card.iid, frame.rules))


def _play_from_hand(game: Game, frame: Frame, index: int, current: Step, source: Card) -> None:
    if index not in frame.chosen:
        chosen = current.params.get("filter", Filter())
        target = Target(
            count=current.params["up_to"],
            up_to=True,
            filter=Filter(**{**_filter_dict(chosen), "owner": "you", "category": ("character", "stage")}),
        )
        frame.steps = (
            *frame.steps[:index],
            Step(current.word, {**current.params, "target": target}),
            *frame.steps[index + 1 :],
        )
        game.schedule(("choose", frame.id, index))
        return
    origin = _areas_of(current.word)[0]
    for card in targets(game, frame, index, frame.steps[index], source):
        if card.area == origin:
            if origin == HAND:
                game._log("revealed", ("2-7-2",), card=card.iid)
            game.schedule(("put_into_play", card.iid, frame.rules))


def _filter_dict(chosen: Filter) -> dict:
    return {name: getattr(chosen, name) for name in Filter.__slots__}


def _ko(game: Game, frame: Frame, index: int, current: Step, source: Card) -> None:
    for card in targets(game, frame, index, current, source):
        if card.area == CHARACTERS:
            game._ko(card, (*frame.rules, "10-2-1-1"))


def _rest(game: Game, frame: Frame, index: int, current: Step, source: Card) -> None:
    for card in targets(game, frame, index, current, source):
        if card.area in FIELD_AREAS and not card.rested:  # 1-3-2-1: already rested, nothing happens
            card.rested = True
            game._log("rested", frame.rules, card=card.iid)


def _set_active(game: Game, frame: Frame, index: int, current: Step, source: Card) -> None:
    for card in targets(game, frame, index, current, source):
        if card.area in FIELD_AREAS and card.rested:  # 1-3-2-1
            card.rested = False
            game._log("set_active", frame.rules, card=card.iid)


def _power(game: Game, frame: Frame, index: int, current: Step, source: Card) -> None:
    until = current.params.get("until", "turn")
    until = "start_of_turn" if until == "start_of_your_turn" else until
    for card in targets(game, frame, index, current, source):
        if card.area in FIELD_AREAS:
            game._add_modifier(card, "power", current.params["amount"], until, frame.controller, source.number)
            game._log("power_changed", frame.rules, card=card.iid, amount=current.params["amount"], until=until)


def _give_don(game: Game, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Give DON!! of the cost area (rested ones if the effect says so) to the chosen card (6-5-5-1)."""
    me = game.state.players[frame.controller]
    recipients = [
        c
        for c in targets(game, frame, index, current, source)
        if c.area in (LEADER, CHARACTERS) and c.owner == frame.controller
    ]
    rested = current.params.get("rested", False)
    available = me.don_rested if rested else me.don_active
    if "up_to" in current.params:  # "up to N DON!!": the player picks how many (4-8)
        most = min(current.params["up_to"], available) if recipients else 0
        count = _number_choice(game, frame, index, ("count", index), most, "give how many DON!!?")
        if count is None:
            return
    else:
        count = current.params.get("count", 1)
    for card in recipients:
        for _ in range(count):
            if rested and me.don_rested:
                me.don_rested -= 1
            elif not rested and me.don_active:
                me.don_active -= 1
            else:
                break  # 1-3-2: as many as possible
            card.don += 1
            game._log("don_given", (*frame.rules, "6-5-5-1"), player=me.index, card=card.iid, total=card.don)


def _ask_again_later(
    game: Game, frame: Frame, index: int, key: object, kind: str, options: tuple, prompt: str, rules: tuple[str, ...]
) -> None:
    """Ask the controller a question about step `index`; the answer is stored under `key` in the frame's
    choices, and the step runs again to act on it."""
    game._ask(frame.controller, kind, options, prompt, rules, context=(frame.id, key))
    game.schedule(("effect_step", frame.id, index))


def _number_choice(game: Game, frame: Frame, index: int, key: object, most: int, prompt: str) -> int | None:
    """The number 0..most the controller chose for an "up to N" (4-8, 1-3-5-1); None while it is being asked
    (the step is then scheduled to run again once the decision is answered)."""
    if key not in frame.chosen:
        if most <= 0:
            frame.chosen[key] = 0
        else:
            _ask_again_later(
                game, frame, index, key, "choose_number", tuple(range(most + 1)), prompt, ("4-8-1", "1-3-5-1")
            )
            return None
    return frame.chosen[key]


def _turn_don(game: Game, frame: Frame, index: int, player: int, up_to: int, to_active: bool) -> None:
    """Set up to N rested DON!! of a cost area active, or rest up to N active ones."""
    owner = game.state.players[player]
    most = min(up_to, owner.don_rested if to_active else owner.don_active)
    prompt = "set how many rested DON!! active?" if to_active else "rest how many active DON!!?"
    count = _number_choice(game, frame, index, index, most, prompt)
    if not count:
        return
    moved = count if to_active else -count
    owner.don_active += moved
    owner.don_rested -= moved
    game._log("don_set_active" if to_active else "don_rested", frame.rules, player=player, count=count)


def _set_don_active(game: Game, frame: Frame, index: int, current: Step, source: Card) -> None:
    _turn_don(game, frame, index, frame.controller, current.params["up_to"], to_active=True)


def _rest_opponent_don(game: Game, frame: Frame, index: int, current: Step, source: Card) -> None:
    _turn_don(game, frame, index, 1 - frame.controller, current.params["up_to"], to_active=False)


def _add_don(game: Game, frame: Frame, index: int, current: Step, source: Card) -> None:
    me = game.state.players[frame.controller]
    count = min(current.params["count"], me.don_deck)  # 1-3-2: as many as possible
    me.don_deck -= count
    if current.params.get("rested"):
        me.don_rested += count
    else:
        me.don_active += count
    if count:
        game._log("don_placed", frame.rules, player=me.index, count=count)


def _look_top(game: Game, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Look at the top N (11-3), take up to some matching ones (revealed, 11-2-1), the rest to the bottom."""
    me = game.state.players[frame.controller]
    take: Target = current.params["take"]
    if not frame.looked:
        frame.looked = list(reversed(me.deck[-current.params["count"] :]))  # top first
        game._log("looked", ("11-3-1", "11-3-2"), player=me.index, cards=[c.iid for c in frame.looked])
    taken = frame.chosen.setdefault(index, [])
    options = [
        c.iid for c in frame.looked if c.iid not in taken and c.area == DECK and matches(game, source, c, take.filter)
    ]
    if len(taken) < take.count and options and not frame.chosen.get(("done", index)):
        game._ask(
            frame.controller,
            "choose_card",
            (*options, None),
            "take which card? (None: no more)",
            ("8-4-4-4", "4-8-1"),
            context=(frame.id, index, "effect_step"),
        )
        return
    for iid in taken:
        card = game.state.cards[iid]
        game._log("revealed", ("11-2-1",), card=iid)
        game._move(card, HAND, (*frame.rules, "8-4-4-4"))
    rest = [c for c in frame.looked if c.area == DECK and c.iid not in taken]
    frame.looked = []
    if rest:
        frame.chosen[("bottom", index)] = [c.iid for c in rest]
        game.schedule(("bottom_order", frame.id, index))


def bottom_order(game: Game, frame: Frame, index: int) -> None:
    """Put the looked-at cards on the bottom of the deck in the order the player picks (one at a time)."""
    remaining = frame.chosen[("bottom", index)]
    if len(remaining) == 1:
        _to_bottom(game, frame, remaining.pop())
        return
    if remaining:
        game._ask(
            frame.controller,
            "bottom_order",
            tuple(remaining),
            "which card goes to the bottom next?",
            ("3-1-7",),
            context=(frame.id, index),
        )


def _to_bottom(game: Game, frame: Frame, iid: int) -> None:
    card = game.state.cards[iid]
    deck = game.state.players[card.owner].deck
    deck.remove(card)
    deck.insert(0, card)
    game._log("to_bottom", frame.rules, card=iid)


def answer_bottom(game: Game, frame_id: int, index: int, iid: int) -> None:
    frame = game.state.frames[frame_id]
    frame.chosen[("bottom", index)].remove(iid)
    _to_bottom(game, frame, iid)
    game.schedule(("bottom_order", frame_id, index))


def _no_blocker(game: Game, frame: Frame, index: int, current: Step, source: Card) -> None:
    params = {k: v for k, v in current.params.items() if k in ("min_power", "max_power")}
    effect = PlayerEffect(
        "no_blocker", 1 - frame.controller, params, current.params.get("until", "battle"), frame.controller
    )
    game.state.player_effects.append(effect)
    game._log("restriction", frame.rules, player=1 - frame.controller, restriction="no_blocker", **params)


def _unblockable(game: Game, frame: Frame, index: int, current: Step, source: Card) -> None:
    for card in targets(game, frame, index, current, source):
        game._add_modifier(card, "unblockable", True, "turn", frame.controller, source.number)


def _negate(game: Game, frame: Frame, index: int, current: Step, source: Card) -> None:
    until = current.params.get("until", "turn")
    for card in targets(game, frame, index, current, source):
        if card.area in FIELD_AREAS:
            game._add_modifier(card, "negated", True, until, frame.controller, source.number)
            game._log("negated", (*frame.rules, "8-2-1"), card=card.iid, until=until)


def _return_to_hand(game: Game, frame: Frame, index: int, current: Step, source: Card) -> None:
    for card in targets(game, frame, index, current, source):
        if card.area in (CHARACTERS, STAGE):
            game._move(card, HAND, frame.rules)


def _to_deck(game: Game, frame: Frame, index: int, current: Step, source: Card) -> None:
    for card in targets(game, frame, index, current, source):
        if card.area in (CHARACTERS, STAGE):
            game._move(card, DECK, frame.rules)
            if current.params.get("place", "bottom") == "bottom":
                deck = game.state.players[card.owner].deck
                deck.remove(card)
                deck.insert(0, card)


def _add_to_life(game: Game, frame: Frame, index: int, current: Step, source: Card) -> None:
    me = game.state.players[frame.controller]
    for _ in range(current.params["count"]):
        if not me.deck:
            break  # 1-3-2
        card = me.deck[-1]
        game._move(card, LIFE, frame.rules)
        card.face_up = current.params.get("face_up", False)  # 3-10-2-1


def _trash_life(game: Game, frame: Frame, index: int, current: Step, source: Card) -> None:
    me = game.state.players[frame.controller]
    for _ in range(current.params["count"]):
        if me.life:
            game._move(me.life[-1], TRASH, frame.rules)  # 3-10-2: the top card; not damage, no [Trigger]


def _grant_keyword(game: Game, frame: Frame, index: int, current: Step, source: Card) -> None:
    until = current.params.get("until", "turn")
    for card in targets(game, frame, index, current, source):
        if card.area in FIELD_AREAS:
            game._add_modifier(card, "keyword", current.params["keyword"], until, frame.controller, source.number)
            game._log("keyword_granted", frame.rules, card=card.iid, keyword=current.params["keyword"])


def _each_player_draws(game: Game, frame: Frame, index: int, current: Step, source: Card) -> None:
    turn_player = game.state.turn_player
    for player in (turn_player, 1 - turn_player):  # 1-3-11: the turn player acts first
        game._draw(player, current.params["count"], (*frame.rules, "1-3-11", "4-5-3"))


def _each_player_trashes_from_hand(game: Game, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Both players choose cards of their hand to trash: the turn player first (1-3-4), then they act (1-3-11)."""
    s = game.state
    order = (s.turn_player, 1 - s.turn_player)
    for player in order:
        key = ("each", index, player)
        picked = frame.chosen.setdefault(key, [])
        hand = [c.iid for c in s.players[player].hand if c.iid not in picked]
        if len(picked) < current.params["count"] and hand:
            game._ask(
                player,
                "choose_card",
                tuple(hand),
                "trash which card from your hand?",
                ("1-3-4", "10-2-14-1"),
                context=(frame.id, key, "effect_step", index),
            )
            return
    for player in order:
        for iid in frame.chosen[("each", index, player)]:
            game._move(s.cards[iid], TRASH, (*frame.rules, "1-3-11", "10-2-14-1"))


def _damage_opponents_leader(game: Game, frame: Frame, index: int, current: Step, source: Card) -> None:
    rules = (*frame.rules, "4-6-1", "4-6-2")
    game.schedule(("damage", 1 - frame.controller, current.params["count"], False, rules))


def _run(game: Game, frame: Frame, index: int, current: Step, source: Card) -> None:
    effect = source.definition.effect_of(current.params["effect"])
    if effect is not None:
        start(game, source, effect, frame.controller, (*frame.rules, KIND_RULES[effect.kind]))


def _trash_from_hand(game: Game, frame: Frame, index: int, current: Step, source: Card) -> None:
    me = game.state.players[frame.controller]
    if index not in frame.chosen:
        wanted = {**_filter_dict(current.params.get("filter", Filter())), "owner": "you", "other": True}
        target = Target(count=current.params["count"], filter=Filter(**wanted))
        frame.steps = (
            *frame.steps[:index],
            Step(current.word, {**current.params, "target": target}),
            *frame.steps[index + 1 :],
        )
        game.schedule(("choose", frame.id, index))
        return
    chosen = targets(game, frame, index, frame.steps[index], source)
    if current.params.get("cost") and len(chosen) < current.params["count"]:
        frame.stopped = True  # 8-3-1-3
        return
    for card in chosen:
        if card in me.hand:
            game._move(card, TRASH, (*frame.rules, "10-2-14-1"))


def _pay_rest_don(game: Game, frame: Frame, index: int, current: Step, source: Card) -> None:
    me = game.state.players[frame.controller]
    count = current.params["count"]
    if me.don_active < count:
        frame.stopped = True  # 8-3-1-3
        return
    key = ("replace", index)
    if key not in frame.chosen:
        options = _cost_replacements(game, frame.controller)
        if options:  # 8-3-1-7: another effect may replace paying this cost
            owner = game.state.cards[options[0][0]].owner
            game._ask(
                owner,
                "replace_cost",
                (*options, None),
                "replace the payment of this cost (None: do not)?",
                ("8-3-1-7", "8-1-3-5-1"),
                context=(frame.id, key),
            )  # the replacement's owner decides
            game.schedule(("effect_step", frame.id, index))
            return
        frame.chosen[key] = None
    if frame.chosen[key] is not None:
        me.don_active -= count
        me.don_deck += count
        frame.stopped = True  # 8-3-1-7: the cost was not paid as written, so nothing after ":" resolves
        game._log("cost_replaced", ("8-3-1-7",), player=me.index, by=frame.chosen[key][0], don_returned=count)
        return
    me.don_active -= count
    me.don_rested += count
    game._log("cost_paid", ("8-3-1-5",), player=me.index, don_rested=count)


def _cost_replacements(game: Game, payer: int) -> list[tuple[int, int]]:
    """The payer's opponent's replacement effects that could replace resting DON!! for a cost."""
    found = []
    for source in game.state.players[1 - payer].field_cards():
        if is_negated(game, source):
            continue
        for index, effect in enumerate(source.definition.effects):
            if (
                effect.kind == "replacement"
                and effect.replaces == "rest_don_cost"
                and effect.who == "opponent"
                and condition_met(game, source, effect.condition)
            ):
                found.append((source.iid, index))
    return found


def _keep_rested(game: Game, frame: Frame, index: int, current: Step, source: Card) -> None:
    for card in targets(game, frame, index, current, source):
        if card.area in FIELD_AREAS:
            game._add_modifier(card, "keep_rested", True, "next_refresh", frame.controller, source.number)
            game._log("keeps_rested", frame.rules, card=card.iid)


def _return_paid_don(game: Game, frame: Frame, index: int, current: Step, source: Card) -> None:
    """The replacement's own text does nothing more: returning the DON!! is done where the cost is paid."""


def _pay_don_minus(game: Game, frame: Frame, index: int, current: Step, source: Card) -> None:
    """8-3-1-6, 10-2-10-1: return N DON!! of the field to the DON!! deck, chosen one at a time."""
    me = game.state.players[frame.controller]
    returned = frame.chosen.setdefault(index, [])
    if len(returned) < current.params["count"]:
        options = []
        if me.don_active:
            options.append("active")
        if me.don_rested:
            options.append("rested")
        options.extend(c.iid for c in (me.leader, *me.characters) if c.don)
        if not options:
            frame.stopped = True
            return
        game._ask(
            frame.controller,
            "don_to_return",
            tuple(options),
            "return which DON!! to the DON!! deck?",
            ("8-3-1-6", "10-2-10-1"),
            context=(frame.id, index),
        )
        return


def answer_don_return(game: Game, frame_id: int, index: int, choice) -> None:
    frame = game.state.frames[frame_id]
    me = game.state.players[frame.controller]
    if choice == "active":
        me.don_active -= 1
    elif choice == "rested":
        me.don_rested -= 1
    else:
        game.state.cards[choice].don -= 1
    me.don_deck += 1
    frame.chosen[index].append(choice)
    game._log("don_returned_to_deck", ("8-3-1-6",), player=me.index)
    fire(game, "your_don_returned", game.state.players[frame.controller].leader)
    game.schedule(("effect_step", frame_id, index))


def _confirm_cost(game: Game, frame: Frame, index: int, current: Step, source: Card) -> None:
    """8-3-1-4: a player may choose not to pay an optional cost; then the effect does not resolve."""
    if index not in frame.chosen and not cost_payable(game, source, frame.effect):
        frame.stopped = True  # 8-3-1-3: a cost that cannot be paid in full is not paid at all; nothing to ask
        game._log("cost_unpayable", ("8-3-1-3", "8-3-1-4"), card=source.iid)
        return
    if index not in frame.chosen:
        _ask_again_later(
            game, frame, index, index, "pay_cost", ("pay", "decline"), "pay the optional cost?", ("8-3-1-4",)
        )
        return
    if frame.chosen[index] == "decline":
        frame.stopped = True
        game._log("cost_declined", ("8-3-1-4",), card=source.iid)


def _confirm_use(game: Game, frame: Frame, index: int, current: Step, source: Card) -> None:
    """8-1-2: an effect that says "may" ("できる") can be left unactivated."""
    if index not in frame.chosen:
        _ask_again_later(game, frame, index, index, "use_effect", ("use", "decline"), "use this effect?", ("8-1-2",))
        return
    if frame.chosen[index] == "decline":
        frame.stopped = True  # not activated, so a [Once Per Turn] is not used up (10-2-13-3)
    elif frame.effect.once_per_turn:
        source.once_used.add(source.definition.effects.index(frame.effect))  # 10-2-13-1


def _pay_rest_self(game: Game, frame: Frame, index: int, current: Step, source: Card) -> None:
    if source.rested or source.area not in FIELD_AREAS:
        frame.stopped = True
        return
    source.rested = True
    game._log("rested", ("8-3-1",), card=source.iid)


ACTIONS = {
    "draw": _draw,
    "play": _play,
    "play_from_hand": _play_from_hand,
    "ko": _ko,
    "rest": _rest,
    "set_active": _set_active,
    "power": _power,
    "give_don": _give_don,
    "set_don_active": _set_don_active,
    "rest_opponent_don": _rest_opponent_don,
    "add_don": _add_don,
    "look_top": _look_top,
    "no_blocker": _no_blocker,
    "unblockable_this_turn": _unblockable,
    "run": _run,
    "negate": _negate,
    "return_to_hand": _return_to_hand,
    "to_deck": _to_deck,
    "add_to_life": _add_to_life,
    "trash_life": _trash_life,
    "grant_keyword": _grant_keyword,
    "each_player_draws": _each_player_draws,
    "each_player_trashes_from_hand": _each_player_trashes_from_hand,
    "damage_opponents_leader": _damage_opponents_leader,
    "play_from_trash": _play_from_hand,
    "keep_rested": _keep_rested,
    "return_paid_don": _return_paid_don,
    "trash_from_hand": _trash_from_hand,
    "pay_rest_don": _pay_rest_don,
    "pay_don_minus": _pay_don_minus,
    "pay_rest_self": _pay_rest_self,
    "confirm_cost": _confirm_cost,
    "confirm_use": _confirm_use,
}
