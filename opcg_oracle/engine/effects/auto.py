"""Auto effects (8-1-3-1): activation timings met, effects waiting in batches, resolved in order (8-1-3-2, 8-6)."""

from __future__ import annotations

from opcg_oracle.engine.effects.conditions import condition_met
from opcg_oracle.engine.effects.permanent import is_negated
from opcg_oracle.engine.effects.resolve import drain_next, start
from opcg_oracle.engine.interface import GameCore
from opcg_oracle.engine.registry import ANSWERS, answer, task
from opcg_oracle.engine.state import Card, Decision
from opcg_oracle.engine.visibility import SECRET_AREAS

TIMING_RULES = {  # the clause of each activation timing, cited when an auto effect activates
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
    "when_attacked": "7-1-3-1",
    "start_of_turn": "6-2-2",
    "start_of_main_phase": "6-5-1",
    "opponent_activates_event": "8-5-4",
    "start_of_game": "1.2.0:5-2-1-5-1",
    "removed_from_field": "1.2.0:4-11-2",
    "attack_deals_damage": "7-1-4-1-1",
}
_OWN_CARD_TIMINGS = frozenset(
    {"on_play", "when_attacking", "on_block", "on_ko", "battled_character", "removed_from_field", "attack_deals_damage"}
)


def fire(game: GameCore, timing: str, card: Card | None = None) -> None:
    """An activation timing is met (8-1-3-1): queue every auto effect it activates, as one simultaneous batch.

    Effects queued later wait for those queued earlier (8-6-1, 8-6-3); during damage processing
    they wait until it ends (8-6-2). The caller has already scheduled what follows the timing.
    """
    activate(game, timing, activated_by(game, timing, card))


def activate(game: GameCore, timing: str, batch: list[tuple]) -> None:
    """Queue a batch that activated_by found for this timing (fire, when the caller has it already)."""
    if not batch:
        return
    s = game.state
    if timing == "end_of_turn":  # 1.1.6 6-6-1-4: each activates once a turn, however often the step comes
        s.end_of_turn_activated.update(item[1:] for item in batch)
    if s.text_used is not None:
        for item in batch:
            s.relies_on_text(s.cards[item[1]])
    s.pending_autos.append(batch)
    if not s.in_damage and not s.frames:  # 8-6-3: during another effect's resolution they wait for its end
        drain_next(game)


def activated_by(game: GameCore, timing: str, card: Card | None = None) -> list[tuple]:
    """The auto effects this timing would activate now, as (owner, iid, moves, effect index)."""
    s = game.state
    watching = s.derived.get("auto watchers")
    watchers = (_watchers(game) if watching is None else watching).get(timing)
    if not watchers:
        return []  # no card of this game has an auto effect for this timing (or it is one no card uses yet)
    if timing in _OWN_CARD_TIMINGS:
        candidates = [(card, timing)] if card.iid in watchers else []
    elif timing == "end_of_turn":  # 6-6-1-1
        turn_player, other = s.players[s.turn_player], s.players[1 - s.turn_player]
        candidates = [(c, "end_of_your_turn") for c in turn_player.field_cards() if c.iid in watchers]
        candidates += [(c, "end_of_opponents_turn") for c in other.field_cards() if c.iid in watchers]
    elif timing in ("end_of_your_turn", "end_of_opponents_turn"):  # 1.2.0 6-6-1-1-2: each keyword in turn
        owner = s.players[s.turn_player if timing == "end_of_your_turn" else 1 - s.turn_player]
        candidates = [(c, timing) for c in owner.field_cards() if c.iid in watchers]
    elif timing == "when_attacked":  # 7-1-3-1: the attacked card's own "when this card is attacked"
        attacked = s.cards[s.battle.target]
        candidates = [(attacked, timing)] if attacked.iid in watchers else []
    elif timing in ("start_of_turn", "start_of_main_phase"):  # 6-2-2, 6-5-1: the effects of both players
        turn_player, other = s.players[s.turn_player], s.players[1 - s.turn_player]
        candidates = [(c, timing) for p in (turn_player, other) for c in p.field_cards() if c.iid in watchers]
    elif timing == "on_opponents_attack":  # 10-2-16-1
        candidates = [(c, timing) for c in s.players[1 - s.turn_player].field_cards() if c.iid in watchers]
    elif timing in ("you_activate_event", "your_life_to_hand", "your_don_returned"):  # the card's owner's
        candidates = [(c, timing) for c in s.players[card.owner].field_cards() if c.iid in watchers]
        if timing == "you_activate_event":  # the other player sees "your opponent activates an Event"
            other = s.players[1 - card.owner].field_cards()
            candidates += [(c, "opponent_activates_event") for c in other if c.iid in watchers]
    elif timing == "opponent_character_koed":  # the other player's cards watch for it
        candidates = [(c, timing) for c in s.players[1 - card.owner].field_cards() if c.iid in watchers]
    else:
        return []
    if not candidates:  # the common case: no watcher is concerned this time
        return []
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
    if timing == "end_of_turn" and s.end_of_turn_activated:  # 1.1.6 6-6-1-4: not again in the same turn
        batch = [item for item in batch if item[1:] not in s.end_of_turn_activated]
    return batch


def removed_from_field(game: GameCore, card: Card) -> None:
    """The card has just left the field (1.2.0 4-11-2): its own "when this card is removed from the field" effects
    activate from where it went, only if that is an open area (1.2.0 8-4-5): never from the hand, the deck or the
    Life. Ver.1.1.6 had no such rule: there they activate wherever the card went."""
    watching = game.state.derived.get("auto watchers")
    if card.iid not in (_watchers(game) if watching is None else watching).get("removed_from_field", ()):
        return
    if card.area in SECRET_AREAS and game.state.edition != "1.1.6":
        game.log("not_activated", ("1.2.0:8-4-5", "3-1-5"), card=card.iid, timing="removed_from_field", to=card.area)
        return
    fire(game, "removed_from_field", card)


_TIMINGS_MET = {timing: frozenset({timing}) for timing in TIMING_RULES} | {  # the effect timings a timing meets
    "end_of_turn": frozenset({"end_of_your_turn", "end_of_opponents_turn"}),
    "you_activate_event": frozenset({"you_activate_event", "opponent_activates_event"}),
}


_MET_BY = {  # the timings that meet an effect's timing: the reverse of _TIMINGS_MET
    wanted: tuple(timing for timing, met in _TIMINGS_MET.items() if wanted in met) for wanted in TIMING_RULES
}


def _watchers(game: GameCore) -> dict[str, frozenset[int]]:
    """For each timing, the ids of the cards of the game with an auto effect it can activate (worked out once)."""
    s = game.state
    found = s.derived.get("auto watchers")
    if found is None:
        watching: dict[str, set[int]] = {}
        for card in s.cards.values():
            for effect in card.definition.effects:
                if effect.kind == "auto":
                    for timing in _MET_BY.get(effect.timing, ()):
                        watching.setdefault(timing, set()).add(card.iid)
        found = s.derived["auto watchers"] = {timing: frozenset(iids) for timing, iids in watching.items()}
    return found


@task("drain_autos")
def drain_autos(game: GameCore) -> None:
    """Activate and resolve the oldest batch of waiting auto effects, turn player's first (8-1-3-2)."""
    s = game.state
    while s.pending_autos and not s.pending_autos[0]:
        s.pending_autos.pop(0)
    if not s.pending_autos:
        return
    batch = s.pending_autos[0]
    mine = [item for item in batch if item[0] == s.turn_player] or batch
    if len(mine) > 1:  # the player orders their own simultaneous effects
        options = tuple((item[1], item[3]) for item in mine)
        game.ask(mine[0][0], "effect_order", options, "which of your effects resolves next?", ("8-1-3-2",))
        return
    _start_auto(game, batch, mine[0])


@task("join_autos")
def join_autos(game: GameCore, first: int) -> None:
    """Effects queued from batch `first` on met their timings at the same time (several cards K.O.'d at once,
    10-2-1-1): they become one batch, ordered and resolved as simultaneous effects (8-1-3-2)."""
    waiting = game.state.pending_autos
    if len(waiting) > first + 1:
        waiting[first:] = [[item for batch in waiting[first:] for item in batch]]


@answer("effect_order")
def effect_chosen(game: GameCore, decision: Decision, choice: tuple) -> None:
    """The player picked which of their simultaneous effects resolves next (8-1-3-2)."""
    if decision.context:  # an order another part of the engine asked for (delayed effects, 6-6-1-2) goes back there
        ANSWERS[decision.context[0]](game, decision, choice)
        return
    batch = game.state.pending_autos[0]
    _start_auto(game, batch, next(i for i in batch if (i[1], i[3]) == choice))


def _start_auto(game: GameCore, batch: list, item: tuple) -> None:
    batch.remove(item)
    game.schedule(("resolve_auto", *item[1:]), ("drain_autos",))


@task("resolve_auto")
def resolve_auto(game: GameCore, iid: int, moves: int, index: int) -> None:
    """Activate one waiting auto effect, unless its card has since left its area (8-1-3-2-3)."""
    card = game.state.cards[iid]
    game.state.relies_on_text(card)  # waiting since a board or the start of the game, or met its timing
    effect = card.definition.effects[index]
    rule = TIMING_RULES[effect.timing]
    if effect.timing != "on_ko" and card.moves != moves:  # 8-1-3-2-3; [On K.O.] is the exception (10-2-17-2)
        game.log("not_activated", ("8-1-3-2-3",), card=iid, timing=effect.timing)
        return
    if effect.once_per_turn and not effect.optional and not effect.optional_cost:
        card.once_used.add(index)  # 10-2-13-1; a "may" effect, or an optional cost, counts once used or paid (8-1-2,
        # 8-3-1-4: a declined optional cost leaves the effect unactivated, OP03-076 Q&A 1)
    start(game, card, effect, card.owner, (rule, "8-1-3-1"))
