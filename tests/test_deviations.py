"""A catalogue of plausible engine mistakes, each of which the rules suite must catch (issue 11 item 4).

Each mistake is a small patch applied to the reference engine from outside it (pytest's monkeypatch of a
function of `opcg_oracle/engine/...`; nothing in the engine knows about it). With the patch on, the suite's
scenarios of the clauses the mistake breaks are run in process, and at least one of them must fail: if none
does, the suite has a hole there (an engine with that mistake would pass as compliant). The control test runs
the same scenarios on the unpatched engine: they all pass, so a failure under a patch is the patch's doing.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest
from engine_helpers import swap

from opcg_oracle.adapters.reference import ReferenceAdapter
from opcg_oracle.bdd.outcomes import ScenarioFailure
from opcg_oracle.cards.effects import ALWAYS, Filter, Step
from opcg_oracle.engine import battle, board, damage, decks, game_end, loops, main_phase, turn, values, visibility
from opcg_oracle.engine.actions import ACCEPTED, ActivateEffect, EndTurn, GiveDon, PlayCard, Refused, new_attack
from opcg_oracle.engine.effects import auto, conditions, costs, flow, hands, moving, paying, permanent, resolve
from opcg_oracle.engine.effects import don as don_
from opcg_oracle.engine.effects import restrictions as restrictions_
from opcg_oracle.engine.game import Game
from opcg_oracle.engine.registry import ANSWERS, EFFECT_ACTIONS, TASKS
from opcg_oracle.engine.setup import start as start_setup
from opcg_oracle.engine.state import CHARACTERS, DECK, HAND, LEADER, LIFE, RESOLVING, STAGE, TRASH, GameState
from opcg_oracle.judge.scenarios import ScenarioSpec, load_scenarios, new_run, run_step
from opcg_oracle.rules.rulebook import load_rulebook

ROOT = Path(__file__).resolve().parents[1]
Patch = Callable[[pytest.MonkeyPatch], None]


# -- running scenarios in process ------------------------------------------------------------------
@cache
def _scenarios() -> tuple[ScenarioSpec, ...]:
    """Every scenario of the suite, parsed once for the whole module."""
    return tuple(load_scenarios(ROOT))


def scenarios_of(clauses: tuple[str, ...]) -> list[ScenarioSpec]:
    """The scenarios tagged with any of these clauses."""
    return [s for s in _scenarios() if set(s.rules) & set(clauses)]


def outcome(spec: ScenarioSpec) -> str | None:
    """Run a scenario on the reference engine as patched now: None if it passes, else why it did not."""
    run = new_run(ROOT / "scenarios", spec.edition)
    for step in spec.steps:
        try:
            run_step(run, step, spec.id)
        except ScenarioFailure as failure:
            return f"line {step.line} ({step.text}): {str(failure).splitlines()[0]}"
        except pytest.skip.Exception as skipped:
            return f"line {step.line}: skipped ({skipped})"
        except Exception as error:  # an engine that crashes fails the scenario too (status `error`)
            return f"line {step.line}: error {type(error).__name__}: {error}"
    try:
        run.end_strictly()  # strict mode, as the suite's plugin has it: a decision left unanswered fails
    except ScenarioFailure as failure:
        return f"at the end: {str(failure).splitlines()[0]}"
    return None


# -- patching the engine from outside --------------------------------------------------------------
def wrap_task(monkeypatch: pytest.MonkeyPatch, name: str, around: Callable) -> None:
    """Replace the task `name` with around(original, game, *args)."""
    original = TASKS[name]
    monkeypatch.setitem(TASKS, name, lambda game, *args: around(original, game, *args))


def wrap_answer(monkeypatch: pytest.MonkeyPatch, kind: str, around: Callable) -> None:
    """Replace what follows a decision of this kind with around(original, game, decision, choice)."""
    original = ANSWERS[kind]
    monkeypatch.setitem(ANSWERS, kind, lambda game, decision, choice: around(original, game, decision, choice))


def answer_for_player(game: Game, kind: str, pick: Callable[[tuple], object]) -> None:
    """The engine answers a pending decision of this kind itself (a mistake: 'decisions are never made by
    the engine for a player')."""
    decision = game.state.decision
    if decision is not None and decision.kind == kind:
        game.state.decision = None
        ANSWERS[kind](game, decision, pick(decision.options))


def as_the_other_player(original: Callable) -> Callable:
    """original(game, ...) run as though the other player were the turn player."""

    def flipped(game, *args):
        s = game.state
        s.turn_player = 1 - s.turn_player
        try:
            return original(game, *args)
        finally:
            s.turn_player = 1 - s.turn_player

    return flipped


# -- the mistakes ----------------------------------------------------------------------------------
def life_from_the_bottom(mp: pytest.MonkeyPatch) -> None:
    """Damage takes the bottom Life card instead of the top one."""

    def around(original, game, player, *args):
        life = game.state.players[player].life
        life.reverse()
        try:
            original(game, player, *args)
        finally:
            life.reverse()

    wrap_task(mp, "damage", around)


def _handicap_attacker_in_damage_step(mp: pytest.MonkeyPatch, against_leader: bool) -> None:
    """In the Damage Step the attacker counts 1 power less, so equal power goes to the attacked card."""

    def around(original, game):
        s = game.state
        target = s.cards[s.battle.target]
        if (target.area != CHARACTERS) != against_leader:
            return original(game)
        attacker = s.battle.attacker
        game.power = lambda card: Game.power(game, card) - (1 if card.iid == attacker else 0)
        try:
            original(game)
        finally:
            del game.power

    wrap_task(mp, "damage_step", around)


def attacker_loses_ties_against_leader(mp: pytest.MonkeyPatch) -> None:
    """An attack on a Leader with equal power deals no damage."""
    _handicap_attacker_in_damage_step(mp, against_leader=True)


def no_ko_on_equal_power(mp: pytest.MonkeyPatch) -> None:
    """An attack on a Character with equal power does not K.O. it."""
    _handicap_attacker_in_damage_step(mp, against_leader=False)


def don_power_on_opponents_turn(mp: pytest.MonkeyPatch) -> None:
    """Given DON!! add +1000 on the opponent's turn too."""
    original = values.power

    def power(game, card):
        extra = 1000 * card.don if card.don and game.state.turn_player != card.owner else 0
        return original(game, card) + extra

    swap(mp, original, power)


def rested_blocker_blocks(mp: pytest.MonkeyPatch) -> None:
    """A rested [Blocker] is offered as a blocker."""
    original = battle._blockers

    def blockers(game):
        s = game.state
        defender = s.players[1 - s.turn_player]
        found = original(game)
        rested = [
            c
            for c in defender.characters
            if c.rested and c.iid != s.battle.target and game.has_keyword(c, "blocker") and c not in found
        ]
        return found + rested

    swap(mp, original, blockers)


def once_per_turn_not_enforced(mp: pytest.MonkeyPatch) -> None:
    """An [Activate: Main] [Once Per Turn] effect can be activated again in the same turn."""
    original = main_phase.activate

    def activate(game, action):
        refusal = original(game, action)
        card = game.state.cards.get(action.card)
        if card is not None:
            card.once_used.discard(action.effect)
        return refusal

    swap(mp, original, activate)


def first_player_draws_on_turn_1(mp: pytest.MonkeyPatch) -> None:
    """The first player draws in their first turn."""

    def around(original, game):
        original(game)
        if game.state.turn == 1:
            game.draw(game.state.turn_player, 1, ("6-3-1",))

    wrap_task(mp, "draw_phase", around)


def battle_on_first_turns(mp: pytest.MonkeyPatch) -> None:
    """Attacks are allowed in each player's first turn."""
    swap(mp, turn.battle_forbidden_this_turn, lambda game: False)


def second_player_attacks_on_first_turn(mp: pytest.MonkeyPatch) -> None:
    """Only the first player's first turn is kept free of battles."""
    swap(mp, turn.battle_forbidden_this_turn, lambda game: game.state.turn <= 1)


def rush_ignored(mp: pytest.MonkeyPatch) -> None:
    """[Rush] does nothing: a Character played this turn cannot attack."""
    original = values.has_keyword
    swap(mp, original, lambda game, card, keyword: keyword != "rush" and original(game, card, keyword))


def double_attack_deals_one(mp: pytest.MonkeyPatch) -> None:
    """[Double Attack] deals 1 damage."""

    def around(original, game, player, remaining, banish, rules, first=True):
        return original(game, player, 1 if first else remaining, banish, rules, first)

    wrap_task(mp, "damage", around)


def banish_life_to_hand(mp: pytest.MonkeyPatch) -> None:
    """[Banish] is ignored: the Life card goes to hand (and its [Trigger] is offered)."""

    def around(original, game, player, remaining, banish, rules, first=True):
        return original(game, player, remaining, False, rules, first)

    wrap_task(mp, "damage", around)


def character_area_holds_six(mp: pytest.MonkeyPatch) -> None:
    """The Character area holds 6 Characters."""
    mp.setattr(main_phase, "MAX_CHARACTERS", 6)


def don_phase_places_one(mp: pytest.MonkeyPatch) -> None:
    """The DON!! Phase places 1 DON!! card every turn."""

    def around(original, game):
        me = game.state.players[game.state.turn_player]
        before = me.don_deck
        original(game)
        if before - me.don_deck == 2:
            me.don_deck += 1
            me.don_active -= 1

    wrap_task(mp, "don_phase", around)


def refresh_keeps_given_don(mp: pytest.MonkeyPatch) -> None:
    """The Refresh Phase leaves given DON!! on the cards."""

    def around(original, game):
        me = game.state.players[game.state.turn_player]
        given = {card.iid: card.don for card in (me.leader, *me.characters)}
        original(game)
        for card in (me.leader, *me.characters):
            card.don = given[card.iid]
            me.don_active -= given[card.iid]

    wrap_task(mp, "refresh_don_and_cards", around)


def refresh_leaves_cards_rested(mp: pytest.MonkeyPatch) -> None:
    """The Refresh Phase sets DON!! active but not the rested Leader and Characters."""

    def around(original, game):
        me = game.state.players[game.state.turn_player]
        rested = [card for card in (me.leader, *me.characters) if card.rested]
        original(game)
        for card in rested:
            card.rested = True

    wrap_task(mp, "refresh_don_and_cards", around)


def trigger_not_offered(mp: pytest.MonkeyPatch) -> None:
    """A Life card with a [Trigger] goes to hand without asking its owner."""

    def around(original, game, *args):
        original(game, *args)
        answer_for_player(game, "trigger", lambda options: "decline")

    wrap_task(mp, "damage", around)


def character_cost_not_paid(mp: pytest.MonkeyPatch) -> None:
    """Playing a Character or Stage rests no DON!!."""
    original = main_phase.play_from_hand

    def play(game, action):
        card = game.state.cards.get(action.card)
        cost = game.cost(card) if card is not None else 0
        refusal = original(game, action)
        if refusal is None and card.definition.category != "event":
            me = game.state.players[action.player]
            me.don_rested -= cost
            me.don_active += cost
        return refusal

    swap(mp, original, play)


def deck_out_not_a_loss(mp: pytest.MonkeyPatch) -> None:
    """A player with no cards in their deck does not lose in rule processing."""
    original = game_end.rule_processing

    def rule_processing(game):
        if any(p.took_damage_at_zero_life for p in game.state.players):
            original(game)

    mp.setattr(game_end, "rule_processing", rule_processing)


def board_judged_only_after_an_action(mp: pytest.MonkeyPatch) -> None:
    """A board that already has a deck at 0 is not rule-processed as it is set up, only once something moves."""
    mp.setattr(board, "judge_board", lambda game: False)


def if_you_do_read_as_then(mp: pytest.MonkeyPatch) -> None:
    """'If you do' resolves whether or not the instruction before it was carried out (as 'then' would, 4-10-2)."""
    mp.setattr(resolve, "previous_done", lambda game, frame, index, condition: True)


def if_you_do_never_met(mp: pytest.MonkeyPatch) -> None:
    """'If you do' never resolves: a step after it is dropped even when the instruction before it was carried out."""
    mp.setattr(resolve, "previous_done", lambda game, frame, index, condition: not condition.previous_done)


def removal_replaced_only_as_a_ko(mp: pytest.MonkeyPatch) -> None:
    """The replacements of a removal from the field are offered for a K.O. only: an effect returning a Character
    to the hand or the deck, or trashing it, moves it at once."""

    def may_remove(game, frame, card, to):
        return not permanent.removal_forbidden(game, card, frame.controller)

    swap(mp, moving._may_remove, may_remove)


def removal_replacements_in_the_wrong_order(mp: pytest.MonkeyPatch) -> None:
    """The replacements of a removal are offered the other player's first and the card's own last."""
    original = permanent.replacements

    def replacements(game, card, situation):
        groups = original(game, card, situation)
        return list(reversed(groups)) if situation == "removal" else groups

    swap(mp, original, replacements)


def damage_at_zero_life_not_a_loss(mp: pytest.MonkeyPatch) -> None:
    """Damage taken with 0 Life does not make the player lose."""
    original = game_end.rule_processing

    def rule_processing(game):
        if any(not p.deck for p in game.state.players):
            original(game)

    mp.setattr(game_end, "rule_processing", rule_processing)


def blocker_stays_active(mp: pytest.MonkeyPatch) -> None:
    """A [Blocker] that blocks is not rested."""

    def around(original, game, decision, choice):
        original(game, decision, choice)
        if choice is not None:
            game.state.cards[choice].rested = False

    wrap_answer(mp, "blocker", around)


def block_does_not_redirect(mp: pytest.MonkeyPatch) -> None:
    """Blocking rests the [Blocker] but the attack still goes to the card first attacked."""

    def around(original, game, decision, choice):
        battle_now = game.state.battle
        target, moves = battle_now.target, battle_now.target_moves
        original(game, decision, choice)
        battle_now.target, battle_now.target_moves = target, moves

    wrap_answer(mp, "blocker", around)


def attacked_card_blocks_itself(mp: pytest.MonkeyPatch) -> None:
    """The attacked [Blocker] is offered as its own blocker."""
    original = battle._blockers

    def blockers(game):
        found = original(game)
        target = game.state.cards[game.state.battle.target]
        if target.area == CHARACTERS and not target.rested and game.has_keyword(target, "blocker"):
            found = [*found, target]
        return found

    swap(mp, original, blockers)


def attacker_not_rested(mp: pytest.MonkeyPatch) -> None:
    """Declaring an attack leaves the attacker active."""
    original = battle.attack

    def attack(game, action):
        refusal = original(game, action)
        if refusal is None:
            game.state.cards[action.attacker].rested = False
        return refusal

    swap(mp, original, attack)


def active_characters_attackable(mp: pytest.MonkeyPatch) -> None:
    """An active Character may be attacked."""
    swap(mp, permanent.attacks_active_characters, lambda game, card: True)


def attack_in_the_turn_played(mp: pytest.MonkeyPatch) -> None:
    """A Character may attack in the turn it is played, without [Rush]."""
    original = battle.attacker_refusal

    def refusal(game, attacker):
        found = original(game, attacker)
        return None if found is not None and "3-7-4" in found.rules else found

    swap(mp, original, refusal)


def giving_don_is_free(mp: pytest.MonkeyPatch) -> None:
    """Giving a DON!! card leaves it in the cost area as well."""
    original = main_phase.give_don

    def give_don(game, action):
        refusal = original(game, action)
        if refusal is None:
            game.state.players[action.player].don_active += 1
        return refusal

    swap(mp, original, give_don)


def given_don_return_active(mp: pytest.MonkeyPatch) -> None:
    """A card leaving the field sends its given DON!! to the cost area active, not rested."""
    original = Game.move

    def move(game, card, area, rules, rested=False):
        given = card.don
        original(game, card, area, rules, rested)
        me = game.state.players[card.owner]
        me.don_rested -= given
        me.don_active += given

    mp.setattr(Game, "move", move)


def declined_trigger_trashed(mp: pytest.MonkeyPatch) -> None:
    """A declined [Trigger] card goes to the trash instead of the hand."""

    def around(original, game, decision, choice):
        original(game, decision, choice)
        card = game.state.cards[decision.context[0]]
        if choice == "decline" and card.area == HAND:
            game.move(card, TRASH, ("10-1-5-2",))

    wrap_answer(mp, "trigger", around)


def resolved_trigger_to_hand(mp: pytest.MonkeyPatch) -> None:
    """A [Trigger] card that resolved goes to its owner's hand instead of the trash."""

    def around(original, game, iid):
        card = game.state.cards[iid]
        resolving = card.area == RESOLVING
        original(game, iid)
        if resolving and card.area == TRASH:
            game.move(card, HAND, ("10-1-5-1",))

    wrap_task(mp, "trigger_done", around)


def counter_card_kept(mp: pytest.MonkeyPatch) -> None:
    """A Character card used as a Counter stays in the hand."""

    def around(original, game, decision, choice):
        original(game, decision, choice)
        if isinstance(choice, tuple) and choice[0] == "counter":
            game.move(game.state.cards[choice[1]], HAND, ("7-1-3-2-1",))

    wrap_answer(mp, "counter", around)


def counter_event_free(mp: pytest.MonkeyPatch) -> None:
    """A [Counter] Event's cost is not paid."""

    def around(original, game, decision, choice):
        if isinstance(choice, tuple) and choice[0] == "event":
            card = game.state.cards[choice[1]]
            me = game.state.players[card.owner]
            cost = game.cost(card)
            original(game, decision, choice)
            me.don_active += cost
            me.don_rested -= cost
            return
        original(game, decision, choice)

    wrap_answer(mp, "counter", around)


def _keep_effects_lasting(mp: pytest.MonkeyPatch, task_name: str, until: str) -> None:
    """The task that ends effects lasting `until` leaves them on."""

    def around(original, game, *args):
        lasting = [m for m in game.state.modifiers if m.until == until]
        original(game, *args)
        kept = set(map(id, game.state.modifiers))
        game.state.modifiers.extend(m for m in lasting if id(m) not in kept)

    wrap_task(mp, task_name, around)


def battle_effects_outlast_the_battle(mp: pytest.MonkeyPatch) -> None:
    """Effects "during this battle" (a Counter's power) stay after the battle."""
    _keep_effects_lasting(mp, "battle_cleanup", "battle")


def turn_effects_outlast_the_turn(mp: pytest.MonkeyPatch) -> None:
    """Effects "during this turn" stay after the End Phase."""
    _keep_effects_lasting(mp, "end_turn_cleanup", "turn")


def _turn_effects_end_late(mp: pytest.MonkeyPatch, task_name: str) -> None:
    """Effects "during this turn" stay after the End Phase, and end when the next turn reaches `task_name`."""
    late: list = []

    def keep(original, game, *args):
        lasting = [m for m in game.state.modifiers if m.until == "turn"]
        original(game, *args)
        kept = set(map(id, game.state.modifiers))
        late.extend(m for m in lasting if id(m) not in kept)
        game.state.modifiers.extend(m for m in lasting if id(m) not in kept)

    def end(original, game, *args):
        ending = set(map(id, late))
        late.clear()
        game.state.modifiers = [m for m in game.state.modifiers if id(m) not in ending]
        original(game, *args)

    wrap_task(mp, "end_turn_cleanup", keep)
    wrap_task(mp, task_name, end)


def turn_effects_end_with_the_next_refresh(mp: pytest.MonkeyPatch) -> None:
    """Effects "during this turn" end only when the next turn's Refresh Phase returns DON!! (6-2-3)."""
    _turn_effects_end_late(mp, "refresh_don_and_cards")


def turn_effects_end_at_the_next_main_phase(mp: pytest.MonkeyPatch) -> None:
    """Effects "during this turn" end only as the next turn's Main Phase begins."""
    _turn_effects_end_late(mp, "main_phase")


def _without_timing(mp: pytest.MonkeyPatch, timing: str) -> None:
    original = auto.fire
    swap(mp, original, lambda game, when, card=None: None if when == timing else original(game, when, card))


def on_ko_not_activated(mp: pytest.MonkeyPatch) -> None:
    """[On K.O.] effects never activate."""
    _without_timing(mp, "on_ko")


def on_play_not_activated(mp: pytest.MonkeyPatch) -> None:
    """[On Play] effects never activate."""
    _without_timing(mp, "on_play")


def when_attacking_not_activated(mp: pytest.MonkeyPatch) -> None:
    """[When Attacking] effects never activate."""
    _without_timing(mp, "when_attacking")


def on_ko_lost_with_the_card(mp: pytest.MonkeyPatch) -> None:
    """[On K.O.] is treated like other auto effects: lost because its card left the field for the trash."""

    def around(original, game, iid, moves, index):
        card = game.state.cards[iid]
        if card.definition.effects[index].timing == "on_ko" and card.area != CHARACTERS:
            game.log("not_activated", ("8-1-3-2-3",), card=iid, timing="on_ko")
            return
        original(game, iid, moves, index)

    wrap_task(mp, "resolve_auto", around)


def auto_effect_of_a_card_that_left(mp: pytest.MonkeyPatch) -> None:
    """An auto effect still activates after its card has left its area."""

    def around(original, game, iid, moves, index):
        return original(game, iid, game.state.cards[iid].moves, index)

    wrap_task(mp, "resolve_auto", around)


def _changed_condition(mp: pytest.MonkeyPatch, change: Callable) -> None:
    """condition_met asked about a condition changed by `change(game, source, condition)`."""
    original = conditions.condition_met
    swap(mp, original, lambda game, source, condition: original(game, source, change(game, source, condition)))


def don_condition_counts_the_cost_area(mp: pytest.MonkeyPatch) -> None:
    """[DON!! xN] counts the active DON!! of the cost area too, not only those given to the card."""

    def met(game, source, condition):
        if condition.don:
            held = source.don + game.state.players[source.owner].don_active
            return dataclasses.replace(condition, don=0) if held >= condition.don else condition
        return condition

    _changed_condition(mp, met)


def your_turn_ignored(mp: pytest.MonkeyPatch) -> None:
    """[Your Turn] effects apply in either turn."""
    _changed_condition(mp, lambda g, s, c: dataclasses.replace(c, turn=None) if c.turn == "yours" else c)


def opponents_turn_ignored(mp: pytest.MonkeyPatch) -> None:
    """[Opponent's Turn] effects apply in either turn."""
    _changed_condition(mp, lambda g, s, c: dataclasses.replace(c, turn=None) if c.turn == "opponents" else c)


def costs_always_payable(mp: pytest.MonkeyPatch) -> None:
    """An effect is activated whether or not its cost can be paid."""
    swap(mp, costs.cost_payable, lambda game, card, effect, extra_don=0: True)


def negation_ignored(mp: pytest.MonkeyPatch) -> None:
    """Negated cards keep their effects."""
    swap(mp, permanent.is_negated, lambda game, card: False)
    original = Game.has_modifier
    mp.setattr(Game, "has_modifier", lambda game, card, kind: kind != "negated" and original(game, card, kind))


def replacements_not_offered(mp: pytest.MonkeyPatch) -> None:
    """Replacement effects are never offered."""
    swap(mp, permanent.replacements, lambda game, card, situation: [])


def second_point_of_double_attack_at_zero_life(mp: pytest.MonkeyPatch) -> None:
    """The second point of [Double Attack] on a leader whose last Life card the first point took wins the game."""

    def around(original, game, player, remaining, banish, rules, first=True):
        return original(game, player, remaining, banish, rules, True)

    wrap_task(mp, "damage", around)


def negative_costs(mp: pytest.MonkeyPatch) -> None:
    """A cost lowered below 0 stays negative."""
    original = values.cost

    def cost(game, card):
        return (card.definition.cost or 0) + permanent.permanent_cost(game, card)

    swap(mp, original, cost)


def power_floored_at_zero(mp: pytest.MonkeyPatch) -> None:
    """Power lowered below 0 is counted as 0."""
    original = values.power
    swap(mp, original, lambda game, card: max(0, original(game, card)))


def draw_from_the_bottom(mp: pytest.MonkeyPatch) -> None:
    """Cards are drawn from the bottom of the deck."""
    original = Game.draw

    def draw(game, player, count, rules):
        deck = game.state.players[player].deck
        deck.reverse()
        try:
            original(game, player, count, rules)
        finally:
            deck.reverse()

    mp.setattr(Game, "draw", draw)


def life_placed_upside_down(mp: pytest.MonkeyPatch) -> None:
    """At setup, the deck's top card ends on top of Life instead of at the bottom."""

    def around(original, game):
        original(game)
        for player in game.state.players:
            player.life.reverse()

    wrap_task(mp, "place_life", around)


def chooser_gets_the_other_turn(mp: pytest.MonkeyPatch) -> None:
    """The player who chooses "first" goes second."""

    def around(original, game, decision, choice):
        original(game, decision, "second" if choice == "first" else "first")

    wrap_answer(mp, "first_or_second", around)


def second_player_redraws_first(mp: pytest.MonkeyPatch) -> None:
    """The second player is offered the redraw before the first player."""

    def around(original, game):
        original(game)
        tasks = game.state.tasks
        first = [i for i, work in enumerate(tasks) if work[0] == "offer_redraw"]
        if len(first) == 2:
            a, b = first
            tasks[a], tasks[b] = tasks[b], tasks[a]

    wrap_task(mp, "opening_hands", around)


def engine_picks_the_character_to_trash(mp: pytest.MonkeyPatch) -> None:
    """With the Character area full, the engine trashes the oldest Character without asking."""

    def around(original, game, *args):
        original(game, *args)
        answer_for_player(game, "character_to_trash", lambda options: options[0])

    wrap_task(mp, "put_into_play", around)


def one_loser_at_a_time(mp: pytest.MonkeyPatch) -> None:
    """When both players meet a defeat condition together, only the turn player loses."""
    original = game_end.rule_processing

    def rule_processing(game):
        s = game.state
        losers = [p for p in s.players if p.took_damage_at_zero_life or not p.deck]
        if len(losers) == 2 and not s.game_over:
            game.log("defeated", ("9-2-1",), player=s.turn_player)
            game_end.end_game(game, winners=(1 - s.turn_player,), rules=("9-2-1",))
            return
        original(game)

    mp.setattr(game_end, "rule_processing", rule_processing)


def moved_card_keeps_its_effects(mp: pytest.MonkeyPatch) -> None:
    """A card that changes area keeps the effects applied to it (it is not a new card)."""
    original = Game.move

    def move(game, card, area, rules, rested=False):
        moves = card.moves
        original(game, card, area, rules, rested)
        card.moves = moves

    mp.setattr(Game, "move", move)


def two_stages(mp: pytest.MonkeyPatch) -> None:
    """Playing a second Stage keeps the first one."""

    def around(original, game, iid, rules):
        card = game.state.cards[iid]
        me = game.state.players[card.owner]
        kept = list(me.stage) if card.definition.category == "stage" else []
        me.stage[:] = []
        try:
            original(game, iid, rules)
        finally:
            me.stage[:0] = kept

    wrap_task(mp, "put_into_play", around)


def _reshaped_decision(mp: pytest.MonkeyPatch, reshape: Callable) -> None:
    """Every decision is asked with the options reshape(decision) gives."""
    original = Game.ask

    def ask(game, player, kind, options, prompt, rules, context=()):
        decision_options = reshape(kind, tuple(options), rules)
        original(game, player, kind, decision_options, prompt, rules, context)

    mp.setattr(Game, "ask", ask)


def up_to_means_exactly(mp: pytest.MonkeyPatch) -> None:
    """An "up to N" choice must pick while it can (no stopping early)."""

    def reshape(kind, options, rules):
        stoppable = kind == "choose_card" and "4-8-1" in rules and len(options) > 1
        return tuple(o for o in options if o is not None) if stoppable else options

    _reshaped_decision(mp, reshape)


def choose_n_may_stop(mp: pytest.MonkeyPatch) -> None:
    """A "choose N" choice may stop early."""

    def reshape(kind, options, rules):
        return (*options, None) if kind == "choose_card" and None not in options else options

    _reshaped_decision(mp, reshape)


def effect_order_not_asked(mp: pytest.MonkeyPatch) -> None:
    """Simultaneous effects of one player resolve in the order the engine found them."""

    def around(original, game, *args):
        original(game, *args)
        answer_for_player(game, "effect_order", lambda options: options[0])

    wrap_task(mp, "drain_autos", around)


def chosen_effect_order_ignored(mp: pytest.MonkeyPatch) -> None:
    """The player is asked the order of their simultaneous effects, but the one the engine found first resolves."""
    wrap_answer(
        mp, "effect_order", lambda original, game, decision, choice: original(game, decision, decision.options[0])
    )


def simultaneous_kos_set_off_effects_one_by_one(mp: pytest.MonkeyPatch) -> None:
    """The effects set off by Characters K.O.'d at once wait apart, one K.O. at a time: nobody orders them."""
    mp.setitem(TASKS, "join_autos", lambda game, first: None)


def bottom_order_not_asked(mp: pytest.MonkeyPatch) -> None:
    """Cards put on the bottom of the deck together go in the order the engine found them."""

    def around(original, game, *args):
        original(game, *args)
        while game.state.decision is not None and game.state.decision.kind == "bottom_order":
            answer_for_player(game, "bottom_order", lambda options: options[0])

    wrap_task(mp, "bottom_order", around)


def bottom_order_reversed(mp: pytest.MonkeyPatch) -> None:
    """Cards put on the bottom of the deck together lie in the reverse of the order picked: each later pick goes
    above the earlier ones, so the first card picked ends lowest."""
    original = moving._to_bottom

    def to_bottom(game, frame, key, iid):
        card = game.state.cards[iid]
        if card.area != DECK:
            return original(game, frame, key, iid)
        placed = frame.chosen.get(("placed", key), 0)
        deck = game.state.players[card.owner].deck
        deck.remove(card)
        deck.insert(placed, card)
        frame.chosen[("placed", key)] = placed + 1
        return None

    swap(mp, original, to_bottom)


def trash_filled_from_the_bottom(mp: pytest.MonkeyPatch) -> None:
    """A card put in the trash goes under the cards already there."""
    original = Game.move

    def move(game, card, area, rules, rested=False):
        original(game, card, area, rules, rested)
        if area == TRASH:
            trash = game.state.players[card.owner].trash
            trash.remove(card)
            trash.insert(0, card)

    mp.setattr(Game, "move", move)


def non_turn_players_effects_first(mp: pytest.MonkeyPatch) -> None:
    """Of simultaneous effects of both players, the non-turn player's resolve first."""
    wrap_task(mp, "drain_autos", lambda original, game: as_the_other_player(original)(game))


def ko_prohibition_ignored(mp: pytest.MonkeyPatch) -> None:
    """An effect that says a Character cannot be K.O.'d does nothing."""
    swap(mp, permanent.cannot_be_ko, lambda game, card, by_battle: False)


def don_minus_only_from_the_cost_area(mp: pytest.MonkeyPatch) -> None:
    """DON!! −N may return only DON!! of the cost area, not DON!! given to the leader or Characters."""

    def reshape(kind, options, rules):
        return tuple(o for o in options if isinstance(o, str)) or options if kind == "don_to_return" else options

    _reshaped_decision(mp, reshape)
    original = costs.cost_payable

    def payable(game, card, effect, extra_don=0):
        me = game.state.players[card.owner]
        given = [(c, c.don) for c in (me.leader, *me.characters)]
        for c, _ in given:
            c.don = 0
        try:
            return original(game, card, effect, extra_don)
        finally:
            for c, count in given:
                c.don = count

    swap(mp, original, payable)


def concession_waits_for_a_decision(mp: pytest.MonkeyPatch) -> None:
    """A player cannot concede while a decision is pending."""
    original = game_end.concede

    def concede(game, player):
        if game.state.decision is not None:
            return Refused("answer the decision first", ("1-2-3",))
        return original(game, player)

    mp.setattr(game_end, "concede", concede)


def counters_without_a_counter_value(mp: pytest.MonkeyPatch) -> None:
    """Character cards with no Counter value are offered as Counters."""

    def around(original, game):
        original(game)
        s = game.state
        defender = s.players[1 - s.turn_player]
        targets = [defender.leader.iid] + [c.iid for c in defender.characters]
        extra = tuple(
            ("counter", card.iid, target)
            for card in defender.hand
            if card.definition.category == "character" and not card.definition.counter
            for target in targets
        )
        if not extra:
            return
        if s.decision is None:
            game.ask(1 - s.turn_player, "counter", (*extra, "done"), "use a Counter?", ("7-1-3-2",))
        elif s.decision.kind == "counter":
            s.decision = dataclasses.replace(s.decision, options=(*extra, *s.decision.options))

    wrap_task(mp, "counter_choice", around)


def on_block_not_activated(mp: pytest.MonkeyPatch) -> None:
    """[On Block] effects never activate."""
    _without_timing(mp, "on_block")


def on_opponents_attack_not_activated(mp: pytest.MonkeyPatch) -> None:
    """[On Your Opponent's Attack] effects never activate."""
    _without_timing(mp, "on_opponents_attack")


def don_returned_timing_not_activated(mp: pytest.MonkeyPatch) -> None:
    """Effects that activate when your DON!! are returned to the DON!! deck never do."""
    _without_timing(mp, "your_don_returned")


def life_to_hand_timing_not_activated(mp: pytest.MonkeyPatch) -> None:
    """Effects that activate when a card of your Life is added to your hand never do."""
    _without_timing(mp, "your_life_to_hand")


def event_activated_timing_not_activated(mp: pytest.MonkeyPatch) -> None:
    """Effects that activate when you activate an Event never do."""
    _without_timing(mp, "you_activate_event")


def end_of_turn_effects_not_activated(mp: pytest.MonkeyPatch) -> None:
    """[End of Your Turn] and [End of Your Opponent's Turn] effects never activate."""
    _without_timing(mp, "end_of_turn")


def effects_resolve_during_damage(mp: pytest.MonkeyPatch) -> None:
    """Auto effects met during damage processing resolve at once instead of after it (no 8-6-2 at all)."""

    def around(original, game, *args):
        original(game, *args)
        game.state.in_damage = False

    wrap_task(mp, "damage", around)


def effects_interrupt_the_resolving_effect(mp: pytest.MonkeyPatch) -> None:
    """Auto effects met while another effect resolves activate in the middle of it."""
    original = auto.fire

    def fire(game, timing, card=None):
        s = game.state
        frames, s.frames = s.frames, {}
        try:
            original(game, timing, card)
        finally:
            s.frames = frames

    swap(mp, original, fire)


def start_of_turn_effects_end_for_the_wrong_player(mp: pytest.MonkeyPatch) -> None:
    """Effects "until the start of your next turn" end at the start of the next turn, whoever's it is."""

    def around(original, game):
        game.expire(lambda m: m.until == "start_of_turn", ("6-2-1",))
        original(game)

    wrap_task(mp, "refresh_phase", around)


def you_may_used_without_asking(mp: pytest.MonkeyPatch) -> None:
    """A "you may" effect is used without asking its player."""
    original = Game.ask

    def ask(game, player, kind, options, prompt, rules, context=()):
        original(game, player, kind, options, prompt, rules, context)
        if kind == "use_effect" and "8-1-2" in rules:
            decision = game.state.decision
            game.state.decision = None
            ANSWERS[kind](game, decision, "use")

    mp.setattr(Game, "ask", ask)


def characters_played_rested(mp: pytest.MonkeyPatch) -> None:
    """Characters and Stages are played rested."""

    def around(original, game, iid, rules):
        original(game, iid, rules)
        card = game.state.cards[iid]
        if card.area in (CHARACTERS, STAGE):
            card.rested = True

    wrap_task(mp, "put_into_play", around)


def redraw_keeps_the_hand(mp: pytest.MonkeyPatch) -> None:
    """A redraw draws 5 more cards without returning the hand to the deck."""

    def around(original, game, decision, choice):
        if choice == "redraw":
            game.draw(decision.player, 5, ("5-2-1-6-1",))
            return
        original(game, decision, choice)

    wrap_answer(mp, "redraw", around)


def redraw_answered_but_the_hand_kept(mp: pytest.MonkeyPatch) -> None:
    """A "redraw" answer is taken as "keep": the dealt hand stays (counts of hand and deck look right)."""

    def around(original, game, decision, choice):
        original(game, decision, "keep")

    wrap_answer(mp, "redraw", around)


def no_don_when_one_is_left(mp: pytest.MonkeyPatch) -> None:
    """With only 1 DON!! card left in the DON!! deck, none is placed."""

    def around(original, game):
        me = game.state.players[game.state.turn_player]
        wanted = 1 if game.state.turn == 1 else 2
        if 0 < me.don_deck < wanted:
            game.state.phase = "don"
            game.log("phase", ("6-4",), phase="don")
            return
        original(game)

    wrap_task(mp, "don_phase", around)


def one_don_counts_once(mp: pytest.MonkeyPatch) -> None:
    """Given DON!! add +1000 in all, however many are given."""
    original = values.power

    def power(game, card):
        extra = 1000 * (card.don - 1) if card.don > 1 and game.state.turn_player == card.owner else 0
        return original(game, card) - extra

    swap(mp, original, power)


def non_turn_player_acts_first(mp: pytest.MonkeyPatch) -> None:
    """When both players draw by one effect, the non-turn player draws first."""
    swap(mp, moving.each_player_draws, as_the_other_player(moving.each_player_draws))


def non_turn_player_chooses_first(mp: pytest.MonkeyPatch) -> None:
    """When both players choose cards to trash by one effect, the non-turn player chooses first."""
    original = moving.each_player_trashes_from_hand
    swap(mp, original, as_the_other_player(original))


def unmet_if_ignored(mp: pytest.MonkeyPatch) -> None:
    """What an unmet "if" introduces is resolved anyway."""
    mp.setattr(resolve, "condition_met", lambda game, source, condition: True)


def defeat_judged_only_when_waiting(mp: pytest.MonkeyPatch) -> None:
    """Rule processing is not carried out as its event happens, only once the game stops to wait for a
    player (the waiting work done first)."""
    original_judge, original_run = game_end.rule_processing, Game.run

    def run(game):
        original_run(game)
        original_judge(game)

    mp.setattr(game_end, "rule_processing", lambda game: None)
    mp.setattr(Game, "run", run)


def if_after_a_failed_first_part(mp: pytest.MonkeyPatch) -> None:
    """What follows an "if" resolves although the part before it could not be resolved: an "if that card
    is ..." about the cards an earlier step acted on counts as met when that step acted on no card."""

    def that_is(game, frame, index, condition):
        wanted = condition.that_category
        return wanted is None or all(c.definition.category == wanted for c in resolve.that_cards(game, frame, index))

    swap(mp, resolve._that_is, that_is)


def deck_out_only_when_drawing_from_empty(mp: pytest.MonkeyPatch) -> None:
    """A player loses for their deck only when they must draw from an empty one, not when it becomes empty."""
    failed: set[int] = set()
    original_draw, original_judge = Game.draw, game_end.rule_processing

    def draw(game, player, count, rules):
        if count and not game.state.players[player].deck:
            failed.add(player)
        original_draw(game, player, count, rules)

    def rule_processing(game):
        empty = [p for p in game.state.players if not p.deck and p.index not in failed]
        for player in empty:
            player.deck.append(None)  # counted as holding a card: only the card count is judged
        try:
            original_judge(game)
        finally:
            for player in empty:
                player.deck.remove(None)

    mp.setattr(Game, "draw", draw)
    mp.setattr(game_end, "rule_processing", rule_processing)


def event_cost_not_paid(mp: pytest.MonkeyPatch) -> None:
    """Activating a [Main] Event from hand rests no DON!!."""
    original = main_phase.play_from_hand

    def play(game, action):
        card = game.state.cards.get(action.card)
        cost = game.cost(card) if card is not None else 0
        refusal = original(game, action)
        if refusal is None and card.definition.category == "event":
            me = game.state.players[action.player]
            me.don_rested -= cost
            me.don_active += cost
        return refusal

    swap(mp, original, play)


def battle_goes_on_after_a_card_left(mp: pytest.MonkeyPatch) -> None:
    """The battle goes on to the next step although the attacker or the attacked card has left its area."""
    mp.setitem(TASKS, "step_end_check", lambda game, rule: None)


def damage_step_after_the_attacker_left_in_the_counter_step(mp: pytest.MonkeyPatch) -> None:
    """The battle goes on to the Damage Step although the attacker left its area during the Counter Step
    (the checks at the end of the Attack and Block Steps are kept)."""

    def around(original, game, rule):
        if rule != "7-1-3-2-3":
            original(game, rule)

    wrap_task(mp, "step_end_check", around)


def counter_power_to_the_leader(mp: pytest.MonkeyPatch) -> None:
    """A Character card's Counter always adds its power to the Leader, whatever card it was used on."""

    def around(original, game, decision, choice):
        if isinstance(choice, tuple) and choice[0] == "counter":
            leader = game.state.players[game.state.cards[choice[1]].owner].leader
            choice = (choice[0], choice[1], leader.iid)
        original(game, decision, choice)

    wrap_answer(mp, "counter", around)


def losing_attacker_is_ko(mp: pytest.MonkeyPatch) -> None:
    """A Character that attacks and loses the battle is K.O.'d."""

    def around(original, game):
        s = game.state
        attacker, target = s.cards[s.battle.attacker], s.cards[s.battle.target]
        lost = game.power(attacker) < game.power(target)
        original(game)
        if lost and attacker.area == CHARACTERS:
            game.ko(attacker, ("7-1-4-2",))

    wrap_task(mp, "damage_step", around)


def don_given_to_the_opponent(mp: pytest.MonkeyPatch) -> None:
    """DON!! may be given to the opponent's Leader and Characters."""
    original = main_phase.give_don

    def give_don(game, action):
        target = game.state.cards.get(action.target)
        if target is None or target.owner == action.player or target.area not in (LEADER, CHARACTERS):
            return original(game, action)
        me = game.state.players[action.player]
        if me.don_active < 1:
            return original(game, action)
        me.don_active -= 1
        target.don += 1
        game.log("don_given", ("6-5-5-1",), player=me.index, card=target.iid, total=target.don)
        return None

    swap(mp, original, give_don)


def rested_don_given(mp: pytest.MonkeyPatch) -> None:
    """A rested DON!! of the cost area may be given when no active one is left."""
    original = main_phase.give_don

    def give_don(game, action):
        me = game.state.players[action.player]
        borrowed = not me.don_active and me.don_rested > 0
        if borrowed:
            me.don_rested -= 1
            me.don_active += 1
        refusal = original(game, action)
        if borrowed and refusal is not None:
            me.don_rested += 1
            me.don_active -= 1
        return refusal

    swap(mp, original, give_don)


def rested_attacker(mp: pytest.MonkeyPatch) -> None:
    """A rested Leader or Character may attack."""
    original = battle.attacker_refusal

    def refusal(game, attacker):
        rested, attacker.rested = attacker.rested, False
        try:
            return original(game, attacker)
        finally:
            attacker.rested = rested

    swap(mp, original, refusal)


def played_character_may_be_trashed(mp: pytest.MonkeyPatch) -> None:
    """With the Character area full, the Character being played is offered for the trash too."""
    original = Game.ask

    def ask(game, player, kind, options, prompt, rules, context=()):
        if kind == "character_to_trash":
            options = (*options, context[0])
        original(game, player, kind, options, prompt, rules, context)

    mp.setattr(Game, "ask", ask)


def or_less_excludes_equal(mp: pytest.MonkeyPatch) -> None:
    """ "Cost N or less" and "power N or less" leave out cards of exactly N."""
    original = conditions.matches

    def matches(game, source, card, chosen):
        if not original(game, source, card, chosen):
            return False
        if chosen.cost_max is not None and game.cost(card) == chosen.cost_max:
            return False
        return not (chosen.power_max is not None and game.power(card) == chosen.power_max)

    swap(mp, original, matches)


def auto_once_per_turn_not_enforced(mp: pytest.MonkeyPatch) -> None:
    """A [Once Per Turn] auto effect activates every time its timing is met."""

    def around(original, game, iid, moves, index):
        original(game, iid, moves, index)
        game.state.cards[iid].once_used.discard(index)

    wrap_task(mp, "resolve_auto", around)


def zero_not_a_choice(mp: pytest.MonkeyPatch) -> None:
    """An "up to N" number is chosen from 1 to N: 0 is not offered."""
    _reshaped_decision(mp, lambda kind, options, rules: options[1:] if kind == "choose_number" else options)


def original_power_is_current_power(mp: pytest.MonkeyPatch) -> None:
    """ "Original power" is read as the current power."""
    original = conditions.matches

    def matches(game, source, card, chosen):
        current = chosen.original_power_max is not None and card.area in (LEADER, CHARACTERS)
        if current and game.power(card) > chosen.original_power_max:
            return False
        return original(game, source, card, chosen)

    swap(mp, original, matches)


def permanent_conditions_ignored(mp: pytest.MonkeyPatch) -> None:
    """A permanent effect applies whether or not its condition is met."""
    mp.setattr(permanent, "condition_met", lambda game, source, condition: True)


def second_player_starts(mp: pytest.MonkeyPatch) -> None:
    """The game starts with the second player's turn."""

    def around(original, game):
        original(game)
        tasks = game.state.tasks
        if tasks and tasks[-1][0] == "start_turn":
            tasks[-1] = ("start_turn", 1 - game.state.first_player)

    wrap_task(mp, "place_life", around)


def _deck_rule_ignored(mp: pytest.MonkeyPatch, clause: str) -> None:
    """Deck legality is checked without the given clause."""

    def check_deck(deck, cards):
        breaches = [b for b in decks.deck_breaches(deck, cards) if b[0] != clause]
        if breaches:
            raise decks.DeckError(breaches)

    swap(mp, decks.check_deck, check_deck)


def five_copies_allowed(mp: pytest.MonkeyPatch) -> None:
    """A deck may hold more than 4 copies of a card number."""
    _deck_rule_ignored(mp, "5-1-2-3")


def colours_not_checked(mp: pytest.MonkeyPatch) -> None:
    """A deck may hold cards of colours its Leader does not have."""
    _deck_rule_ignored(mp, "5-1-2-2")


def leaders_in_the_deck(mp: pytest.MonkeyPatch) -> None:
    """A deck may hold Leader cards."""
    _deck_rule_ignored(mp, "5-1-2-1")


def deck_size_not_checked(mp: pytest.MonkeyPatch) -> None:
    """A deck of any size (and an unknown leader) is accepted."""
    _deck_rule_ignored(mp, "5-1-2")


def end_of_turn_effects_twice(mp: pytest.MonkeyPatch) -> None:
    """ "At the end of your turn" effects activate twice in the End Phase."""

    def around(original, game):
        original(game)
        auto.fire(game, "end_of_turn")

    wrap_task(mp, "end_phase", around)


def trashed_for_room_is_a_ko(mp: pytest.MonkeyPatch) -> None:
    """A Character trashed to make room counts as K.O.'d: its [On K.O.] activates."""

    def around(original, game, decision, choice):
        auto.fire(game, "on_ko", game.state.cards[choice])
        original(game, decision, choice)

    wrap_answer(mp, "character_to_trash", around)


def keep_rested_ignored(mp: pytest.MonkeyPatch) -> None:
    """The Refresh Phase sets active a card an effect says stays rested."""

    def around(original, game):
        game.state.modifiers = [m for m in game.state.modifiers if m.kind != "keep_rested"]
        original(game)

    wrap_task(mp, "refresh_don_and_cards", around)


def effect_steps_in_reverse(mp: pytest.MonkeyPatch) -> None:
    """An effect's text is carried out from its last sentence to its first."""
    original = resolve.start

    def start(game, source, effect, controller, rules):
        if effect is not None and len(effect.steps) > 1:
            effect = dataclasses.replace(effect, steps=tuple(reversed(effect.steps)))
        original(game, source, effect, controller, rules)

    swap(mp, original, start)


def rest_don_cost_not_paid(mp: pytest.MonkeyPatch) -> None:
    """An activation cost of ① (rest N active DON!!) is not paid."""
    original = paying.pay_rest_don

    def pay(game, frame, index, current, source):
        me = game.state.players[frame.controller]
        before = me.don_active
        original(game, frame, index, current, source)
        paid = before - me.don_active
        if paid > 0 and not frame.stopped:
            me.don_active += paid
            me.don_rested -= paid

    swap(mp, original, pay)


def unpayable_counter_event_offered(mp: pytest.MonkeyPatch) -> None:
    """[Counter] Events are offered in the Counter Step whether or not their cost can be paid."""
    mp.setattr(battle, "may_activate", lambda game, card, effect, extra_don=0: True)


def unpayable_character_played(mp: pytest.MonkeyPatch) -> None:
    """A Character or Stage whose cost is more than the active DON!! may be played."""
    original = main_phase.play_refusal

    def refusal(game, player, card):
        found = original(game, player, card)
        return None if found is not None and "2-7-2" in found.rules else found

    swap(mp, original, refusal)


def replaced_ko_happens_too(mp: pytest.MonkeyPatch) -> None:
    """A replacement effect's "instead" is carried out and the K.O. happens as well."""

    def around(original, game, decision, choice):
        original(game, decision, choice)
        if choice is not None:
            iid, moves, rules, *_ = decision.context
            game.schedule(("ko", iid, moves, rules, 99))

    wrap_answer(mp, "replacement", around)


def replacements_in_the_wrong_order(mp: pytest.MonkeyPatch) -> None:
    """Replacement effects are offered the non-turn player's first and the K.O.'d card's own last."""
    original = permanent.replacements
    swap(mp, original, lambda game, card, situation: list(reversed(original(game, card, situation))))


def non_turn_players_replacements_first(mp: pytest.MonkeyPatch) -> None:
    """Of the replacement effects for one situation, the card's own come first, then the non-turn player's, then
    the turn player's."""
    original = permanent.replacements

    def replacements(game, card, situation):
        s = game.state

        def rank(group):
            source = s.cards[group[0][0]]
            return 0 if source is card else 1 if source.owner != s.turn_player else 2

        return sorted(original(game, card, situation), key=rank)

    swap(mp, original, replacements)


def replaced_situation_replaced_again(mp: pytest.MonkeyPatch) -> None:
    """Once a replacement effect has replaced a K.O., the next player's replacements are still offered for it, as
    though it had not been replaced."""

    def around(original, game, decision, choice):
        original(game, decision, choice)
        if choice is not None:
            iid, moves, rules, group, _ = decision.context
            game.schedule(("ko", iid, moves, rules, group + 1))

    wrap_answer(mp, "replacement", around)


def five_life_for_every_leader(mp: pytest.MonkeyPatch) -> None:
    """Every player gets 5 Life cards at setup, whatever their Leader's Life value."""

    def around(original, game):
        original(game)
        for player in game.state.players:
            while len(player.life) < 5 and player.deck:
                game.move(player.deck[-1], LIFE, ("5-2-1-7",))

    wrap_task(mp, "place_life", around)


def looks_at_one_more(mp: pytest.MonkeyPatch) -> None:
    """ "Look at the top N cards" looks at N + 1."""
    original = moving.look_top

    def look_top(game, frame, index, current, source):
        if not frame.looked:
            current = dataclasses.replace(current, params={**current.params, "count": current.params["count"] + 1})
        original(game, frame, index, current, source)

    swap(mp, original, look_top)


def the_attacker_decides_the_defence(mp: pytest.MonkeyPatch) -> None:
    """The block and Counter decisions are asked of the turn player, not of the attacked player."""
    original = Game.ask

    def ask(game, player, kind, options, prompt, rules, context=()):
        if kind in ("blocker", "counter"):
            player = game.state.turn_player
        original(game, player, kind, options, prompt, rules, context)

    mp.setattr(Game, "ask", ask)


def _counter_power_is(mp: pytest.MonkeyPatch, value: int) -> None:
    """A Character card used as a Counter adds `value` power, whatever its printed Counter."""

    def around(original, game, decision, choice):
        before = len(game.state.modifiers)
        original(game, decision, choice)
        if isinstance(choice, tuple) and choice[0] == "counter":
            for modifier in game.state.modifiers[before:]:
                modifier.value = value

    wrap_answer(mp, "counter", around)


def every_counter_is_1000(mp: pytest.MonkeyPatch) -> None:
    """A Character card used as a Counter adds 1000 power, whatever its Counter value."""
    _counter_power_is(mp, 1000)


def stage_attackable(mp: pytest.MonkeyPatch) -> None:
    """The opponent's rested Stage may be attacked, as a rested Character may."""
    original = battle.attack

    def attack(game, action):
        target = game.state.cards.get(action.target)
        if target is None or target.area != STAGE:
            return original(game, action)
        rested, target.area, target.rested = target.rested, CHARACTERS, True
        try:
            return original(game, action)
        finally:
            target.area, target.rested = STAGE, rested

    swap(mp, original, attack)


# -- chapter 2: what a card's text gives it counts as printed (2-1-3, 2-4-4, 2-5-7); numbers are not names --
def _printed_only(card, key: str) -> tuple[str, ...]:
    """The card's names, types or attributes without those its text adds (what a careless engine keeps)."""
    definition = card.definition
    if key == "named":
        return (definition.name,)
    given = (definition.entry or {}).get(f"also_{key}", ())
    return tuple(v for v in getattr(definition, key) if v not in given)


def gained_names_ignored(mp: pytest.MonkeyPatch) -> None:
    original = conditions.matches

    def matches(game, source, card, chosen):
        if chosen.name and chosen.name not in _printed_only(card, "named"):
            return False
        return original(game, source, card, chosen)

    swap(mp, original, matches)


def gained_types_ignored(mp: pytest.MonkeyPatch) -> None:
    original = conditions.has_type
    swap(mp, original, lambda card, wanted: any(t in wanted for t in _printed_only(card, "types")))


def gained_attributes_ignored(mp: pytest.MonkeyPatch) -> None:
    original = conditions.matches

    def matches(game, source, card, chosen):
        if chosen.attribute and chosen.attribute not in _printed_only(card, "attributes"):
            return False
        return original(game, source, card, chosen)

    swap(mp, original, matches)


def card_number_read_as_name(mp: pytest.MonkeyPatch) -> None:
    original = conditions.matches

    def matches(game, source, card, chosen):
        if chosen.number is None:
            return original(game, source, card, chosen)
        named = next(c.definition.name for c in game.state.cards.values() if c.definition.number == chosen.number)
        return original(game, source, card, dataclasses.replace(chosen, number=None, name=named))

    swap(mp, original, matches)


# -- 2-2-6-2: "Stage card" names a Stage card outside the Stage area -----------------------------------
def _stage_cards_offered(mp: pytest.MonkeyPatch, field_too: bool) -> None:
    """A step that picks a Stage card from the hand, trash or deck sees the Stage area as well (field_too) or
    only it (not field_too): "Stage card" read as "Stage" (2-2-6-1), which names a Stage wherever it is."""
    original = resolve.eligible

    def eligible(game, frame, index):
        current = frame.steps[index]
        wanted = current.params.get("target").filter
        found = original(game, frame, index)
        if "stage" not in wanted.category or STAGE in resolve.areas_of(current.word):
            return found
        source, already = game.state.cards[frame.source], frame.chosen.get(index, ())
        as_stage = dataclasses.replace(wanted, card=False)  # "Stage card" read as "Stage"
        stages = [
            card
            for player in game.state.players
            for card in player.stage
            if card.iid not in already and conditions.matches(game, source, card, as_stage)
        ]
        return found + stages if field_too else stages

    swap(mp, original, eligible)


def stage_card_reaches_the_stage_area(mp: pytest.MonkeyPatch) -> None:
    _stage_cards_offered(mp, field_too=True)


def stage_card_only_in_the_stage_area(mp: pytest.MonkeyPatch) -> None:
    _stage_cards_offered(mp, field_too=False)


# -- chapter 11: infinite loops a player can stop --------------------------------------------------------
def stoppable_loop_asked_each_time(mp: pytest.MonkeyPatch) -> None:
    mp.setattr(loops, "watch", lambda game: None)  # never sees the loop: asks the same question every time round


def loop_goes_round_once_more(mp: pytest.MonkeyPatch) -> None:
    wrap_answer(mp, "loop_count", lambda original, game, decision, count: original(game, decision, count + 1))


def larger_declaration_wins(mp: pytest.MonkeyPatch) -> None:
    def around(original, game, decision, count):
        declared = game.state.loop.counts
        if declared:  # the second player: answer as if the larger number counted
            count = max(count, *declared.values())
        original(game, decision, count)

    wrap_answer(mp, "loop_count", around)


def looping_choice_still_offered(mp: pytest.MonkeyPatch) -> None:
    mp.setattr(loops, "_narrow", lambda game, decision, looping, rules: None)


# -- 3-1-8: cards put together from an open area into a secret one keep their order from the opponent ---------
def open_cards_stay_known_in_the_deck(mp: pytest.MonkeyPatch) -> None:
    """A card put into a deck from an open area stays known, so both players see where it lies in the deck."""
    known: set[tuple[int, int]] = set()  # (the card object, its move count) of each card that came that way
    original_move, original_can_see = Game.move, visibility.can_see

    def move(game, card, area, rules, rested=False):
        came_from = card.area
        original_move(game, card, area, rules, rested)
        if area == DECK and came_from not in visibility.SECRET_AREAS:
            known.add((id(card), card.moves))

    def can_see(state, card, viewer):
        return (card.area == DECK and (id(card), card.moves) in known) or original_can_see(state, card, viewer)

    mp.setattr(Game, "move", move)
    swap(mp, original_can_see, can_see)


def hidden_cards_named_in_a_view(mp: pytest.MonkeyPatch) -> None:
    """A player's view lists a card they may not see under its id, which tells where each card lies in the deck."""
    original = ReferenceAdapter._card_view

    def card_view(adapter, card, seen_by=None):
        shown = original(adapter, card, seen_by)
        if shown["card"] is None:
            shown["id"] = original(adapter, card)["id"]
        return shown

    mp.setattr(ReferenceAdapter, "_card_view", card_view)


# -- 3-10-3: looking at Life leaves each card facing as it did ----------------------------------------------
def _look_life_then(mp: pytest.MonkeyPatch, face_up: bool) -> None:
    original = EFFECT_ACTIONS["look_life"]

    def look_life(game, frame, index, current, source):
        original(game, frame, index, current, source)
        for card in game.state.players[frame.controller].life[-current.params["count"] :]:
            card.face_up = face_up

    mp.setitem(EFFECT_ACTIONS, "look_life", look_life)


def looked_life_left_face_up(mp: pytest.MonkeyPatch) -> None:
    _look_life_then(mp, True)


def looked_life_left_face_down(mp: pytest.MonkeyPatch) -> None:
    _look_life_then(mp, False)


def card_revealed_from_the_hand_stays_hidden(mp: pytest.MonkeyPatch) -> None:
    """A card of the opponent's hand that an effect has them reveal stays hidden from its player."""
    original = hands.reveal_from_opponents_hand

    def reveal(game, frame, index, current, source):
        before = len(frame.revealed)
        original(game, frame, index, current, source)
        del frame.revealed[before:]

    swap(mp, original, reveal)


# -- chapter 8: activation and resolution ------------------------------------------------------------------
def event_hidden_until_its_cost_is_paid(mp: pytest.MonkeyPatch) -> None:
    """An Event activated from the hand is shown to the opponent only once its activation cost is paid, not when
    the player names its effect (8-4-1-2)."""
    original = visibility.can_see

    def can_see(state, card, viewer):
        asked = state.decision
        if viewer != card.owner and asked is not None and asked.kind in ("pay_cost", "don_to_return"):
            frame = state.frames.get(asked.context[0]) if asked.context else None
            if frame is not None and frame.source == card.iid and card.definition.category == "event":
                return False
        return original(state, card, viewer)

    swap(mp, original, can_see)


def attacker_rested_when_the_battle_ends(mp: pytest.MonkeyPatch) -> None:
    """The attacker stays active through the battle and is rested only at its end."""

    def around(original_task, game, *args):
        if game.state.battle is not None:
            game.state.cards[game.state.battle.attacker].rested = True
        original_task(game, *args)

    attacker_not_rested(mp)
    wrap_task(mp, "end_of_battle", around)


def look_top_takes_any_card(mp: pytest.MonkeyPatch) -> None:
    """Looking at the top cards of the deck, any card looked at may be taken, whatever kind the text names."""
    original = moving.look_top

    def look_top(game, frame, index, current, source):
        take = current.params["take"]
        current = dataclasses.replace(
            current, params={**current.params, "take": dataclasses.replace(take, filter=Filter())}
        )
        original(game, frame, index, current, source)

    swap(mp, original, look_top)


def target_conditions_ignored(mp: pytest.MonkeyPatch) -> None:
    """A choice among the cards of the field offers every card of the right player and card type, whatever else the
    text asks of it (rested, a cost or power of N or less, ...)."""
    original = resolve.eligible

    def eligible(game, frame, index):
        current = frame.steps[index]
        wanted = current.params["target"].filter
        if resolve.areas_of(current.word) != (LEADER, CHARACTERS, STAGE):
            return original(game, frame, index)
        loose = Filter(owner=wanted.owner, category=wanted.category, other=wanted.other)
        target = dataclasses.replace(current.params["target"], filter=loose)
        steps = frame.steps
        frame.steps = (*steps[:index], Step(current.word, {**current.params, "target": target}), *steps[index + 1 :])
        try:
            return original(game, frame, index)
        finally:
            frame.steps = steps

    swap(mp, original, eligible)


def cost_card_choice_may_stop(mp: pytest.MonkeyPatch) -> None:
    """The cards an activation cost names may be left unchosen, as if the cost said "up to"."""

    def reshape(kind, options, rules):
        return (*options, None) if kind == "choose_card" and "8-4-1-3" in rules and None not in options else options

    _reshaped_decision(mp, reshape)


# -- 3-9-2: paying a cost, any card of the cost area may be chosen ------------------------------------------
def cost_area_active_don_first(mp: pytest.MonkeyPatch) -> None:
    """DON!! −N treats the cost area as one pile and takes an active DON!! while there is one: the player is not
    offered the rested DON!! of the cost area beside it."""

    def reshape(kind, options, rules):
        if kind != "don_to_return" or "active" not in options:
            return options
        return tuple(o for o in options if o != "rested")

    _reshaped_decision(mp, reshape)


def negated_effect_cost_paid(mp: pytest.MonkeyPatch) -> None:
    """A negated card's [Activate: Main] effect may still be activated: its cost is paid and it resolves."""
    original = main_phase._activation_blocked

    def blocked(game, card, index, chosen):
        refusal = original(game, card, index, chosen)
        if refusal is None or "8-2-1-1" not in refusal.rules:
            return refusal
        modifiers = game.state.modifiers
        game.state.modifiers = [m for m in modifiers if not (m.target == card.iid and m.kind == "negated")]
        try:
            return original(game, card, index, chosen)
        finally:
            game.state.modifiers = modifiers

    swap(mp, original, blocked)


# -- 2-10-1: a Counter raises power by its value ---------------------------------------------------------------
def counter_adds_no_power(mp: pytest.MonkeyPatch) -> None:
    """A Character card used as a Counter goes to the trash but adds no power."""
    _counter_power_is(mp, 0)


# -- 1-3-9: a resting effect and an activating effect at the same time ----------------------------------------
def set_active_wins_over_a_simultaneous_rest(mp: pytest.MonkeyPatch) -> None:
    """Of a rest and a set active that happen at the same time, the one written last wins: a card chosen for
    both ends active."""
    original = EFFECT_ACTIONS["rest_and_set_active"]

    def both(game, frame, index, current, source):
        original(game, frame, index, current, source)
        picked = frame.chosen.get(("at_once", index), {})
        if "to_set_active" in picked and index in frame.chosen:  # carried out, not still choosing
            for iid in picked["to_set_active"]:
                game.state.cards[iid].rested = False

    mp.setitem(EFFECT_ACTIONS, "rest_and_set_active", both)


# -- 1-3-6, 1-3-2-2: a cost below 0 is 0, and a negative payment is not done backwards -------------------------
def negative_cost_sets_don_active(mp: pytest.MonkeyPatch) -> None:
    """A cost lowered below 0 is paid backwards: −1 sets a rested DON!! of the cost area active, if there is one."""
    original = main_phase.play_from_hand

    def play(game, action):
        card = game.state.cards.get(action.card)
        raw = (card.definition.cost or 0) + permanent.permanent_cost(game, card) if card is not None else 0
        refused = original(game, action)
        me = game.state.players[action.player]
        if refused is None and raw < 0:
            back = min(-raw, me.don_rested)
            me.don_rested -= back
            me.don_active += back
        return refused

    swap(mp, original, play)


# -- 11-2-1: a card moved by a condition from a secret area to another is revealed, text or no text -----------
def searched_card_not_revealed(mp: pytest.MonkeyPatch) -> None:
    """A search that adds a card of a named kind from the deck to the hand shows it only if the text says reveal:
    the effect word for a search (whose text may not say so) keeps the card secret."""
    original = EFFECT_ACTIONS["deck_to_hand"]

    def deck_to_hand(game, frame, index, current, source):
        before = len(frame.revealed)
        original(game, frame, index, current, source)
        del frame.revealed[before:]

    mp.setitem(EFFECT_ACTIONS, "deck_to_hand", deck_to_hand)


# -- 10-2-17-1: an [On K.O.]'s conditions are checked on the field ---------------------------------------------
def on_ko_conditions_checked_in_the_trash(mp: pytest.MonkeyPatch) -> None:
    """[On K.O.] moves the card to the trash first and checks its conditions there, where its given DON!! have
    already gone back to the cost area (6-5-5-4)."""
    original = auto.fire

    def fire(game, when, card=None):
        if when != "on_ko" or card is None:
            return original(game, when, card)
        area, don = card.area, card.don
        card.area, card.don = TRASH, 0
        try:
            return original(game, when, card)
        finally:
            card.area, card.don = area, don

    swap(mp, original, fire)


# -- 1-3-2-1: what is already in a state is not put into it again: the act is not done ------------------------
def resting_a_rested_card_counts_as_done(mp: pytest.MonkeyPatch) -> None:
    """Resting a card that is already rested counts as done (it is "rested again"), so a cost "rest this card" is
    paid by a rested card."""
    original_payable, original_pay = costs.cost_payable, EFFECT_ACTIONS["pay_rest_self"]

    def payable(game, card, effect, extra_don=0):
        rested = card.rested
        card.rested = rested and not any(word == "rest_self" for word, _ in effect.cost)
        try:
            return original_payable(game, card, effect, extra_don)
        finally:
            card.rested = rested

    def pay_rest_self(game, frame, index, current, source):
        if not source.rested:
            original_pay(game, frame, index, current, source)

    swap(mp, original_payable, payable)
    mp.setitem(EFFECT_ACTIONS, "pay_rest_self", pay_rest_self)


# -- ver.1.2.0: setup, End Phase (their clause ids are 1.2.0's) -------------------------------------
def start_of_game_effects_skipped(mp: pytest.MonkeyPatch) -> None:
    """Leader effects "at the start of the game" are never processed."""
    mp.setitem(TASKS, "start_of_game_effects", lambda game, player: None)


def start_of_game_effects_in_turn_order(mp: pytest.MonkeyPatch) -> None:
    """The start-of-game effects are processed first player first, not chooser first."""

    def around(original, game, decision, choice):
        original(game, decision, choice)
        tasks = game.state.tasks
        mine = [i for i, work in enumerate(tasks) if work[0] == "start_of_game_effects"]
        first = game.state.first_player
        for place, player in zip(mine, (1 - first, first), strict=True):  # the top of the stack runs first
            tasks[place] = ("start_of_game_effects", player)

    wrap_answer(mp, "first_or_second", around)


def start_of_game_deck_not_shuffled(mp: pytest.MonkeyPatch) -> None:
    """A deck a start-of-game effect changed is not shuffled afterwards."""
    mp.setitem(TASKS, "start_of_game_shuffles", lambda game, before: None)


def opponents_end_of_turn_effects_first(mp: pytest.MonkeyPatch) -> None:
    """[End of Your Opponent's Turn] effects activate and resolve before the [End of Your Turn] ones."""
    original = auto.fire
    flip = {"end_of_your_turn": "end_of_opponents_turn", "end_of_opponents_turn": "end_of_your_turn"}
    swap(mp, original, lambda game, timing, card=None: original(game, flip.get(timing, timing), card))


def end_of_turn_effects_activate_together(mp: pytest.MonkeyPatch) -> None:
    """Both players' end-of-turn effects activate at once, as in ver.1.1.6 (conditions checked together)."""

    def end_phase(game):
        s = game.state
        s.phase = "end"
        players = (s.turn_player, 1 - s.turn_player)
        game.schedule(*(("delayed_effects", p, ("6-6-1-1",)) for p in players), ("end_turn_cleanup",))
        auto.fire(game, "end_of_turn")

    mp.setitem(TASKS, "end_phase", end_phase)


def turn_player_orders_every_end_of_turn_effect(mp: pytest.MonkeyPatch) -> None:
    """The turn player chooses the order of the non-turn player's [End of Your Opponent's Turn] effects too."""

    def around(original, game):
        original(game)
        s = game.state
        if s.phase == "end" and s.decision is not None and s.decision.kind == "effect_order":
            s.decision = dataclasses.replace(s.decision, player=s.turn_player)

    wrap_task(mp, "drain_autos", around)


def delayed_effects_with_end_of_your_turn(mp: pytest.MonkeyPatch) -> None:
    """Delayed "at the end of this turn" effects are carried out before the [End of Your Turn] effects activate."""
    original = TASKS["end_phase"]
    mp.setitem(TASKS, "end_phase_proper", original)

    def end_phase(game):
        s = game.state
        players = (s.turn_player, 1 - s.turn_player)
        game.schedule(*(("delayed_effects", p, ("6-6-1-1",)) for p in players), ("end_phase_proper",))

    mp.setitem(TASKS, "end_phase", end_phase)


def this_turn_effects_end_before_delayed_effects(mp: pytest.MonkeyPatch) -> None:
    """Effects lasting "during this turn" end before the delayed end-of-turn effects are carried out."""

    def around(original, game, player, rules):
        s = game.state
        s.player_effects = [e for e in s.player_effects if e.until != "turn"]
        s.modifiers = [m for m in s.modifiers if m.until != "turn"]
        original(game, player, rules)

    wrap_task(mp, "delayed_effects", around)


# -- ver.1.2.0: keywords and battle (their clause ids are 1.2.0's) ----------------------------------------
def rush_character_read_as_rush(mp: pytest.MonkeyPatch) -> None:
    """[Rush: Character] is read as [Rush]: the Character may also attack the Leader in the turn it is played."""
    original = values.has_keyword

    def has_keyword(game, card, keyword):
        found = original(game, card, keyword)
        return found or (keyword == "rush" and original(game, card, "rush_character"))

    swap(mp, original, has_keyword)


def rush_character_ignored(mp: pytest.MonkeyPatch) -> None:
    """[Rush: Character] does nothing: a Character played this turn cannot attack at all."""
    original = values.has_keyword
    swap(mp, original, lambda game, card, keyword: keyword != "rush_character" and original(game, card, keyword))


def unblockable_still_offers_a_block(mp: pytest.MonkeyPatch) -> None:
    """[Unblockable] does nothing: the opponent may still activate [Blocker] against its attack."""
    original = values.has_keyword
    swap(mp, original, lambda game, card, keyword: keyword != "unblockable" and original(game, card, keyword))


def trigger_card_trashed_on_activation(mp: pytest.MonkeyPatch) -> None:
    """A [Trigger] card goes to the trash as its [Trigger] is activated, as an Event does (8-4-2), not afterwards."""

    def around(original, game, decision, choice):
        card = game.state.cards[decision.context[0]]
        original(game, decision, choice)
        if choice == "activate" and card.area == RESOLVING:
            game.move(card, TRASH, ("10-1-5-1",))

    wrap_answer(mp, "trigger", around)


def trigger_card_in_hand_while_resolving(mp: pytest.MonkeyPatch) -> None:
    """A [Trigger] card is added to the hand as its [Trigger] is activated, and stays there."""

    def around(original, game, decision, choice):
        card = game.state.cards[decision.context[0]]
        original(game, decision, choice)
        if choice == "activate" and card.area == RESOLVING:
            game.move(card, HAND, ("10-1-5-1",))

    wrap_answer(mp, "trigger", around)


def trigger_card_left_in_life_while_resolving(mp: pytest.MonkeyPatch) -> None:
    """A [Trigger] card stays on top of the Life cards while its [Trigger] resolves (and is counted there)."""

    def around(original, game, decision, choice):
        card = game.state.cards[decision.context[0]]
        original(game, decision, choice)
        if choice == "activate" and card.area == RESOLVING:
            game.move(card, LIFE, ("10-1-5-1",))

    wrap_answer(mp, "trigger", around)


def opponents_attack_effects_after_the_block_step(mp: pytest.MonkeyPatch) -> None:
    """[On Your Opponent's Attack] effects activate only in the Counter Step, with "when attacked" (7-1-3-1)."""
    original = battle.fire

    def fire(game, timing, card=None):
        if timing == "on_opponents_attack":
            return None
        if timing == "when_attacked":
            original(game, "on_opponents_attack", game.state.cards[game.state.battle.attacker])
        return original(game, timing, card)

    mp.setattr(battle, "fire", fire)


def _run_only_in_its_own_time(mp: pytest.MonkeyPatch, kind: str, allowed: Callable) -> None:
    """An effect's `run` of this card's [kind] effect does nothing unless allowed(game) (its own time)."""
    original = EFFECT_ACTIONS["run"]

    def run(game, frame, index, current, source):
        if current.params["effect"] == kind and not allowed(game):
            return None
        return original(game, frame, index, current, source)

    mp.setitem(EFFECT_ACTIONS, "run", run)


def main_activated_by_an_effect_only_in_the_main_phase(mp: pytest.MonkeyPatch) -> None:
    """A [Main] activated by a [Trigger] resolves only in the Main Phase outside a battle (10-2-3-1 alone)."""
    _run_only_in_its_own_time(mp, "main", lambda game: game.state.battle is None and game.state.phase == "main")


def counter_activated_by_an_effect_only_in_the_counter_step(mp: pytest.MonkeyPatch) -> None:
    """A [Counter] activated by a [Trigger] resolves only in the Counter Step (10-2-4-1 alone)."""
    _run_only_in_its_own_time(mp, "counter", lambda game: game.state.step == "counter")


def effect_activates_a_counter_it_does_not_name(mp: pytest.MonkeyPatch) -> None:
    """An effect that activates "an Event" from the hand may pick one with only a [Counter] (and activate that)."""
    original = flow._main_activatable

    def activatable(game, source, card, wanted):
        counter = card.definition.effect_of("counter")
        return original(game, source, card, wanted) or (
            counter is not None and conditions.matches(game, source, card, wanted)
        )

    swap(mp, original, activatable)


def short_cost_follows_1_1_6(mp: pytest.MonkeyPatch) -> None:
    """A 1.2.0 game follows 1.1.6 for a cost that falls short partway: the short part is not paid at all."""
    swap(mp, costs.pays_partly, lambda game: False)


def short_cost_refunded(mp: pytest.MonkeyPatch) -> None:
    """A cost that falls short partway is refunded: the cards its parts trashed go back to the hand."""
    original = costs.cost_cut_short

    def cut_short(game, frame, source):
        original(game, frame, source)
        paid = len(frame.steps) - len(frame.effect.steps) if frame.effect is not None else 0
        for index in range(paid):
            for iid in frame.chosen.get(index, ()) if isinstance(frame.chosen.get(index), list) else ():
                card = game.state.cards[iid]
                if card.area == TRASH:
                    game.move(card, HAND, ("8-3-1-3",))

    swap(mp, original, cut_short)


def once_per_turn_kept_when_the_cost_falls_short(mp: pytest.MonkeyPatch) -> None:
    """A [Once Per Turn] effect whose cost fell short partway may be activated again in the same turn."""
    original = costs.cost_cut_short

    def cut_short(game, frame, source):
        original(game, frame, source)
        if frame.effect is not None and frame.effect in source.definition.effects:
            source.once_used.discard(source.definition.effects.index(frame.effect))

    swap(mp, original, cut_short)


def room_trash_replaced(mp: pytest.MonkeyPatch) -> None:
    """A Character trashed to make room for a sixth is saved by its "would be removed from the field" replacement."""

    def around(original, game, decision, choice):
        card = game.state.cards[choice]
        groups = permanent.replacements(game, card, "removal")
        if not groups:
            return original(game, decision, choice)
        source_iid, index = groups[0][0]
        source = game.state.cards[source_iid]
        played, rules = decision.context
        game.schedule(("put_into_play", played, rules))  # once the replacement has resolved
        resolve.start(game, source, source.definition.effects[index], source.owner, ("8-1-3-5",))

    wrap_answer(mp, "character_to_trash", around)


def returned_don_come_back_active(mp: pytest.MonkeyPatch) -> None:
    """The DON!! returned in the Refresh Phase come back active (ver.1.1.6's reading) in a ver.1.2.0 game."""

    def around(original, game):
        edition = game.state.edition
        game.state.edition = "1.1.6"
        try:
            original(game)
        finally:
            game.state.edition = edition

    wrap_task(mp, "refresh_don_and_cards", around)


# -- ver.1.2.0: values, terms and effect processing (their clause ids are 1.2.0's) ----------------------
def _set_power_to_zero_as(mp: pytest.MonkeyPatch, kind: str, value: Callable) -> None:
    """«Set Power to 0» made into a modifier of another kind (value(game, card) its value), or none at all."""

    def set_power_to_zero(game, frame, index, current, source):
        for card in resolve.targets(game, frame, index, current, source):
            if card.area in (LEADER, CHARACTERS):
                game.add_modifier(card, kind, value(game, card), "turn", frame.controller, source.number)

    mp.setitem(EFFECT_ACTIONS, "set_power_to_zero", set_power_to_zero)


def set_power_to_zero_holds_zero(mp: pytest.MonkeyPatch) -> None:
    """«Set Power to 0» holds the power at 0 for the turn: a later Counter changes nothing."""
    _set_power_to_zero_as(mp, "zero_lock", lambda game, card: True)
    original = values.power
    swap(mp, original, lambda game, card: 0 if game.has_modifier(card, "zero_lock") else original(game, card))


def set_power_to_zero_as_base_zero(mp: pytest.MonkeyPatch) -> None:
    """«Set Power to 0» sets the base power to 0, so gains the card already had still count."""
    _set_power_to_zero_as(mp, "base_power", lambda game, card: 0)


def set_power_to_zero_raises_negative_power(mp: pytest.MonkeyPatch) -> None:
    """«Set Power to 0» also applies to a card below 0, lowering it by a negative amount (back up to 0)."""
    _set_power_to_zero_as(mp, "power", lambda game, card: -game.power(card))


def cost_floored_at_each_change(mp: pytest.MonkeyPatch) -> None:
    """A cost is floored at 0 each time it changes, so a later +3 starts from 0 rather than from below 0."""

    def cost(game, card):
        total = card.definition.cost or 0
        for m in game.state.modifiers:
            if m.kind == "cost" and m.target == card.iid and m.target_moves == card.moves:
                total = max(0, total + m.value)
        return max(0, total + permanent.permanent_cost(game, card))

    swap(mp, values.cost, cost)


def negative_cost_kept(mp: pytest.MonkeyPatch) -> None:
    """A cost below 0 keeps its negative value everywhere, so it is not "a cost of 0"."""

    def cost(game, card):
        total = card.definition.cost or 0
        for m in game.state.modifiers:
            if m.kind == "cost" and m.target == card.iid and m.target_moves == card.moves:
                total += m.value
        return total + permanent.permanent_cost(game, card)

    swap(mp, values.cost, cost)


def _base_power_picked(mp: pytest.MonkeyPatch, pick: Callable) -> None:
    """Of several base powers set on one card, pick(values in the order they were set) applies."""
    original = values.power

    def power(game, card):
        bases = [m.value for m in game.state.modifiers if m.kind == "base_power" and m.target == card.iid]
        total = original(game, card)
        return total - max(bases) + pick(bases) if bases else total

    swap(mp, original, power)


def latest_base_power_wins(mp: pytest.MonkeyPatch) -> None:
    """The base power set last applies, not the highest."""
    _base_power_picked(mp, lambda bases: bases[-1])


def earliest_base_power_wins(mp: pytest.MonkeyPatch) -> None:
    """The base power set first applies, not the highest."""
    _base_power_picked(mp, lambda bases: bases[0])


def _base_cost_picked(mp: pytest.MonkeyPatch, pick: Callable) -> None:
    """Of several base costs set on one card, pick(values in the order they were set) applies."""
    original = values.cost

    def cost(game, card):
        bases = [
            m.value
            for m in game.state.modifiers
            if m.kind == "base_cost" and m.target == card.iid and m.target_moves == card.moves
        ]
        total = original(game, card)
        return max(0, total - max(bases) + pick(bases)) if bases else total

    swap(mp, original, cost)


def latest_base_cost_wins(mp: pytest.MonkeyPatch) -> None:
    """The base cost set last applies, not the highest (1.2.0 4-9-2-2)."""
    _base_cost_picked(mp, lambda bases: bases[-1])


def earliest_base_cost_wins(mp: pytest.MonkeyPatch) -> None:
    """The base cost set first applies, not the highest (1.2.0 4-9-2-2)."""
    _base_cost_picked(mp, lambda bases: bases[0])


def lowest_base_cost_wins(mp: pytest.MonkeyPatch) -> None:
    """The lowest base cost applies, not the highest (1.2.0 4-9-2-2)."""
    _base_cost_picked(mp, min)


def removal_effect_activates_from_a_secret_area(mp: pytest.MonkeyPatch) -> None:
    """A card's own "when removed from the field" effect activates wherever the card went, hand and deck included
    (1.2.0 8-4-5 ignored: what ver.1.1.6 does)."""
    swap(mp, auto.removed_from_field, lambda game, card: auto.fire(game, "removed_from_field", card))


def removal_effect_activates_from_the_hand(mp: pytest.MonkeyPatch) -> None:
    """Only the deck counts as a secret area for 8-4-5: a card returned to its owner's hand (which the owner sees)
    sets off its "when removed from the field" effect."""
    original = auto.removed_from_field

    def removed(game, card):
        if card.area == HAND:
            auto.fire(game, "removed_from_field", card)
        else:
            original(game, card)

    swap(mp, original, removed)


def removal_effect_never_activates(mp: pytest.MonkeyPatch) -> None:
    """A card's own "when removed from the field" effect never activates: it is gone from the field before it
    could (8-1-3-2-3 read as covering it), even to the trash, an open area (1.2.0 8-4-5)."""
    swap(mp, auto.removed_from_field, lambda game, card: None)


def effect_stays_on_a_moved_don(mp: pytest.MonkeyPatch) -> None:
    """An effect applied to a DON!! card stays after it moves (1.2.0 3-1-6-1 ignored): the count of DON!! it keeps
    rested is not lowered, so another rested DON!! stays rested in its place."""
    original = don_.leave_kept

    def leave_kept(game, owner, count, moved=True):
        if not moved:
            original(game, owner, count, moved)

    swap(mp, original, leave_kept)


def don_effect_kept_on_the_player(mp: pytest.MonkeyPatch) -> None:
    """An effect on one DON!! card is kept on its player: every rested DON!! of theirs stays rested."""
    original = EFFECT_ACTIONS["keep_rested_or_don"]

    def keep(game, frame, index, current, source):
        original(game, frame, index, current, source)
        opponent = game.state.players[1 - frame.controller]
        if opponent.don_kept:
            opponent.don_kept = opponent.don_rested

    mp.setitem(EFFECT_ACTIONS, "keep_rested_or_don", keep)


def cannot_play_ignored(mp: pytest.MonkeyPatch) -> None:
    """An effect saying cards cannot be played is ignored once it has resolved."""
    swap(mp, restrictions_.play_forbidden, lambda game, player, card: False)


def removal_means_ko_only(mp: pytest.MonkeyPatch) -> None:
    """ "Cannot be removed from the field" stops only a K.O.: a return to the hand or the deck goes through."""
    mp.setattr(moving, "_may_remove", lambda game, frame, card, to: True)


def removal_excludes_ko(mp: pytest.MonkeyPatch) -> None:
    """ "Cannot be removed from the field" does not stop a K.O. by an effect."""

    def cannot_be_ko(game, card, by_battle):
        return any(
            effect.cannot_be_ko in ("always", "battle" if by_battle else "always")
            and permanent.applies_to(game, effect, source, card)
            and (effect.ko_by is None or permanent._battling(game, source, effect))
            for source, effect in permanent.active_permanents(game, "ko")
        )

    swap(mp, permanent.cannot_be_ko, cannot_be_ko)


def given_don_counted_as_rested(mp: pytest.MonkeyPatch) -> None:
    """DON!! given to a card count as rested DON!! ("all of your DON!! are rested" looks at the cost area only)."""
    original = conditions.condition_met

    def condition_met(game, source, condition):
        if condition.all_don_rested:
            if game.state.players[source.owner].don_active:
                return False
            condition = dataclasses.replace(condition, all_don_rested=False)
        return original(game, source, condition)

    swap(mp, original, condition_met)


def active_cost_area_don_counted_as_rested(mp: pytest.MonkeyPatch) -> None:
    """DON!! of the cost area have no orientation: "all of your DON!! are rested" looks at the given ones only."""
    original = conditions.condition_met

    def condition_met(game, source, condition):
        if condition.all_don_rested:
            if game.state.players[source.owner].don_given():
                return False
            condition = dataclasses.replace(condition, all_don_rested=False)
        return original(game, source, condition)

    swap(mp, original, condition_met)


def question_mark_attribute_is_every_attribute(mp: pytest.MonkeyPatch) -> None:
    """The attribute "?" is read as a wildcard: a card with it has every attribute."""
    original = conditions.matches

    def matches(game, source, card, chosen):
        if chosen.attribute and "?" in card.definition.attributes:
            chosen = dataclasses.replace(chosen, attribute=None)
        return original(game, source, card, chosen)

    swap(mp, original, matches)


def leader_or_character_cards_from_the_hand(mp: pytest.MonkeyPatch) -> None:
    """ "Leader or Character cards" read as "Character card" (2-2-4-2): Character cards in the hand are offered."""
    original = resolve.eligible

    def eligible(game, frame, index):
        found = original(game, frame, index)
        wanted = frame.steps[index].params.get("target").filter
        if {"leader", "character"} <= set(wanted.category):
            source = game.state.cards[frame.source]
            hand = game.state.players[source.owner].hand
            found += [c for c in hand if c.definition.category == "character" and c not in found]
        return found

    swap(mp, original, eligible)


def replaced_part_never_replaced_again(mp: pytest.MonkeyPatch) -> None:
    """What a replacement effect put in place is never replaced again, as ver.1.1.6 8-1-3-5-3 had it."""
    original = permanent.replacements

    def replacements(game, card, situation):
        frames = game.state.frames
        if frames and "8-1-3-5" in frames[next(reversed(frames))].rules:
            return []
        return original(game, card, situation)

    swap(mp, original, replacements)


def replaced_part_stays_the_replaced_players(mp: pytest.MonkeyPatch) -> None:
    """The part a replacement changed stays an effect of the player whose effect was replaced (the outermost)."""

    def effect_controller(game):
        frames = game.state.frames
        return frames[next(iter(frames))].controller if frames else None

    swap(mp, permanent.effect_controller, effect_controller)


def impossible_replacement_offered(mp: pytest.MonkeyPatch) -> None:
    """A replacement effect is offered even though what it does "instead" cannot be done."""
    swap(mp, permanent._replacement_doable, lambda game, source, effect: True)


def replacement_hand_filter_ignored(mp: pytest.MonkeyPatch) -> None:
    """A replacement that trashes a card of a kind from the hand ("1 Event") is offered for any card in hand."""
    original = permanent._replacement_doable

    def doable(game, source, effect):
        steps = tuple(
            dataclasses.replace(p, params={**p.params, "filter": None}) if p.word == "trash_from_hand" else p
            for p in effect.steps
        )
        return original(game, source, dataclasses.replace(effect, steps=steps))

    swap(mp, original, doable)


def event_from_hand_filter_ignored(mp: pytest.MonkeyPatch) -> None:
    """An effect activating "up to 1 Dressrosa type Event from your hand" offers any Event with a [Main]."""
    original = flow._main_activatable
    swap(mp, original, lambda game, source, card, wanted: original(game, source, card, Filter()))


def trash_count_condition_ignored(mp: pytest.MonkeyPatch) -> None:
    """An "if you have N or more cards in your trash" always holds (Ground Death OP14-096's [Counter])."""
    original = conditions.condition_met

    def condition_met(game, source, condition):
        if condition is not ALWAYS and condition.trash_min:
            condition = dataclasses.replace(condition, trash_min=0)
        return original(game, source, condition)

    swap(mp, original, condition_met)


def don_condition_checked_at_activation(mp: pytest.MonkeyPatch) -> None:
    """A [DON!! xX] effect's conditions are checked when it activates, not when its timing is met (ver.1.1.6)."""
    mp.setattr(auto, "condition_met", lambda game, source, condition: True)

    def around(original, game, iid, moves, index):
        card = game.state.cards[iid]
        if conditions.condition_met(game, card, card.definition.effects[index].condition):
            original(game, iid, moves, index)

    wrap_task(mp, "resolve_auto", around)


def permanent_effects_applied_once_power_first(mp: pytest.MonkeyPatch) -> None:
    """Permanent effects are applied once each, power before cost: a power condition sees the printed costs."""
    original = conditions.condition_met

    def condition_met(game, source, condition):
        wanted = condition.character_cost_min
        if wanted is not None:
            mine = game.state.players[source.owner].characters
            if not any((c.definition.cost or 0) >= wanted for c in mine):
                return False
            condition = dataclasses.replace(condition, character_cost_min=None)
        return original(game, source, condition)

    swap(mp, original, condition_met)


def one_shot_all_reaches_later_cards(mp: pytest.MonkeyPatch) -> None:
    """An effect on "all of your Characters" stands for the turn like a permanent effect: later Characters get it."""
    standing: list[tuple[int, int]] = []
    original_action = EFFECT_ACTIONS["power"]

    def power_action(game, frame, index, current, source):
        target = current.params.get("target")
        if target is not None and target.all_:
            standing.append((frame.controller, current.params["amount"]))
            return
        original_action(game, frame, index, current, source)

    mp.setitem(EFFECT_ACTIONS, "power", power_action)
    original = values.power

    def power(game, card):
        extra = sum(a for owner, a in standing if owner == card.owner and card.area in (LEADER, CHARACTERS))
        return original(game, card) + extra

    swap(mp, original, power)


def continuous_effect_ends_with_the_turn(mp: pytest.MonkeyPatch) -> None:
    """A continuous effect "until the start of your next turn" ends with the turn it was made in."""
    original = resolve.lasting
    ends = {"start_of_your_turn": "turn"}
    swap(mp, original, lambda game, frame, until: original(game, frame, ends.get(until, until)))


def earlier_effects_ignored_by_a_choice(mp: pytest.MonkeyPatch) -> None:
    """A choice's power condition reads the printed power, not the continuous effects that resolved before."""
    original = conditions.matches

    def matches(game, source, card, chosen):
        if chosen.power_max is not None:
            if card.definition.power is None or card.definition.power > chosen.power_max:
                return False
            chosen = dataclasses.replace(chosen, power_max=None)
        return original(game, source, card, chosen)

    swap(mp, original, matches)


# -- mistakes the official Q&A scenarios catch (issue 26.2) -----------------------------------------
def counter_rests_a_don(mp: pytest.MonkeyPatch) -> None:
    """Using a Character card's Counter also rests one of the defender's active DON!! (Q&A rules-21: it is free)."""

    def around(original, game, decision, choice):
        original(game, decision, choice)
        if isinstance(choice, tuple) and len(choice) == 3:
            defender = game.state.players[game.state.cards[choice[1]].owner]
            if defender.don_active:
                defender.don_active -= 1
                defender.don_rested += 1

    wrap_answer(mp, "counter", around)


def given_don_not_on_the_field(mp: pytest.MonkeyPatch) -> None:
    """ "DON!! cards on your field" counts the cost area only, not DON!! given to cards (Q&A OP01-091, -095)."""
    from opcg_oracle.engine.state import Player

    original = conditions.condition_met

    def condition_met(game, source, condition):
        saved = Player.don_given
        Player.don_given = lambda self: 0
        try:
            return original(game, source, condition)
        finally:
            Player.don_given = saved

    swap(mp, original, condition_met)


def when_attacking_for_any_attacker(mp: pytest.MonkeyPatch) -> None:
    """[When Attacking] activates for every card of the attacking player, not the attacker only (Q&A rules-27)."""
    original = auto.fire

    def fire(game, timing, card=None):
        if timing != "when_attacking":
            return original(game, timing, card)
        owner = game.state.players[card.owner]
        for each in [owner.leader, *owner.characters]:
            original(game, timing, each)

    swap(mp, original, fire)


def double_attack_stops_when_the_attacker_leaves(mp: pytest.MonkeyPatch) -> None:
    """The second point of [Double Attack] is dropped once the attacker has left the field (Q&A rules-35)."""

    def around(original, game, player, remaining, banish, rules, first=True):
        battle_now = game.state.battle
        if not first and battle_now is not None and game.state.cards[battle_now.attacker].area != CHARACTERS:
            remaining = 0
        return original(game, player, remaining, banish, rules, first)

    wrap_task(mp, "damage", around)


def hand_shown_to_the_picking_opponent(mp: pytest.MonkeyPatch) -> None:
    """A player asked to pick cards of the opponent's hand sees their faces (Q&A OP01-038, OP01-105: face down)."""
    original = visibility.can_see

    def can_see(state, card, viewer):
        decision = state.decision
        if card.area == HAND and decision is not None and decision.player == viewer and card.iid in decision.options:
            return True
        return original(state, card, viewer)

    swap(mp, original, can_see)


# -- card effects that no scenario played, or played one way only (issue 24 item 5) ---------------
def hand_condition_one_short(mp: pytest.MonkeyPatch) -> None:
    """ "5 or more cards in your hand" is met by 4 (Gecko Moria OP01-068 reads it as "more than 4" minus one)."""
    _changed_condition(mp, lambda g, s, c: dataclasses.replace(c, hand_min=c.hand_min - 1) if c.hand_min else c)


def opponent_rested_characters_one_short(mp: pytest.MonkeyPatch) -> None:
    """ "2 or more rested Characters" of the opponent is met by 1 (Ashura Doji OP01-032)."""

    def change(game, source, condition):
        wanted = condition.opponent_rested_characters_min
        return dataclasses.replace(condition, opponent_rested_characters_min=wanted - 1) if wanted else condition

    _changed_condition(mp, change)


def opponent_rested_characters_more_than(mp: pytest.MonkeyPatch) -> None:
    """ "2 or more rested Characters" of the opponent read as "more than 2" (Ashura Doji OP01-032)."""

    def change(game, source, condition):
        wanted = condition.opponent_rested_characters_min
        return dataclasses.replace(condition, opponent_rested_characters_min=wanted + 1) if wanted else condition

    _changed_condition(mp, change)


def don_on_field_counts_the_cost_area_only(mp: pytest.MonkeyPatch) -> None:
    """ "N DON!! cards on your field" counts the cost area only, not the DON!! given to cards (King OP01-091)."""

    def change(game, source, condition):
        if not condition.don_field_min:
            return condition
        given = game.state.players[source.owner].don_given()
        return dataclasses.replace(condition, don_field_min=condition.don_field_min + given)

    _changed_condition(mp, change)


def don_on_field_one_short(mp: pytest.MonkeyPatch) -> None:
    """ "10 DON!! cards on your field" is met by 9 (King OP01-091)."""
    _changed_condition(
        mp, lambda g, s, c: dataclasses.replace(c, don_field_min=c.don_field_min - 1) if c.don_field_min else c
    )


def per_card_bonus_flat(mp: pytest.MonkeyPatch) -> None:
    """ "+1000 for every card in your hand" gives +1000 once, whatever the hand (Smiley OP01-072)."""
    swap(mp, permanent._counted, lambda game, source, per: 1)


def per_card_counts_the_opponents_hand(mp: pytest.MonkeyPatch) -> None:
    """ "+1000 for every card in your hand" counts the opponent's hand (Smiley OP01-072)."""
    original = permanent._counted

    def counted(game, source, per):
        if per != "hand":
            return original(game, source, per)
        return len(game.state.players[1 - source.owner].hand)

    swap(mp, original, counted)


def opponents_event_met_by_own_events(mp: pytest.MonkeyPatch) -> None:
    """ "When your opponent activates an Event" is met by the player's own Events too (Usopp OP01-004)."""
    original = auto.fire

    def fire(game, timing, card=None):
        original(game, timing, card)
        if timing == "you_activate_event":  # seen once more as though the other player had activated it
            card.owner = 1 - card.owner
            try:
                original(game, timing, card)
            finally:
                card.owner = 1 - card.owner

    swap(mp, original, fire)


def opponents_event_never_met(mp: pytest.MonkeyPatch) -> None:
    """ "When your opponent activates an Event" is never met: no timing is taken to meet it."""
    mp.setitem(auto._MET_BY, "opponent_activates_event", ())


def trigger_of_an_event_activates_it(mp: pytest.MonkeyPatch) -> None:
    """Activating an Event's [Trigger] counts as activating the Event (official Q&A of OP01-004: it does not)."""

    def around(original, game, decision, choice):
        original(game, decision, choice)
        card = game.state.cards[decision.context[0]]
        if choice == "activate" and card.definition.category == "event":
            auto.fire(game, "you_activate_event", card)

    wrap_answer(mp, "trigger", around)


def _revealed_card_filter(mp: pytest.MonkeyPatch, change: Callable[[Filter], Filter]) -> None:
    """reveal_top_and_play checks the revealed card against a filter changed by `change`."""
    original = EFFECT_ACTIONS["reveal_top_and_play"]

    def action(game, frame, index, current, source):
        changed = Step(current.word, {**current.params, "filter": change(current.params["filter"])}, current.condition)
        return original(game, frame, index, changed, source)

    mp.setitem(EFFECT_ACTIONS, "reveal_top_and_play", action)


def revealed_card_cost_one_more(mp: pytest.MonkeyPatch) -> None:
    """Doflamingo OP01-060 may play a revealed card of cost 5 ("cost 4 or less" read as "less than 5", plus one)."""
    _revealed_card_filter(mp, lambda f: dataclasses.replace(f, cost_max=f.cost_max + 1) if f.cost_max else f)


def revealed_card_type_unchecked(mp: pytest.MonkeyPatch) -> None:
    """Doflamingo OP01-060 may play a revealed Character card of any type."""
    _revealed_card_filter(mp, lambda f: dataclasses.replace(f, types_any=()))


def up_to_from_the_deck_is_exact(mp: pytest.MonkeyPatch) -> None:
    """ "Play up to 1 ... from your deck" must play one when one is there (Caesar Clown OP01-069): no 'none'."""
    original = EFFECT_ACTIONS["play_from_deck"]

    def action(game, frame, index, current, source):
        original(game, frame, index, current, source)
        step = frame.steps[index]
        target = step.params.get("target")
        if target is not None and target.up_to:
            resolve.with_target(frame, index, step, dataclasses.replace(target, up_to=False))

    mp.setitem(EFFECT_ACTIONS, "play_from_deck", action)


def played_card_ordered_with_the_rest(mp: pytest.MonkeyPatch) -> None:
    """The card played from among those looked at is offered again for the bottom order (SMILE OP01-116)."""

    def around(original, game, frame_id, key):
        frame = game.state.frames.get(frame_id)
        if frame is not None and key[0] == "bottom" and ("offered again", key) not in frame.chosen:
            frame.chosen[("offered again", key)] = True
            frame.chosen[key].extend(i for i in frame.chosen.get(key[1], ()) if i not in frame.chosen[key])
        original(game, frame_id, key)

    wrap_task(mp, "bottom_order", around)


def played_after_the_rest_is_ordered(mp: pytest.MonkeyPatch) -> None:
    """The card an effect plays from the cards looked at enters only once the rest are ordered on the bottom,
    though the text plays it first (SMILE OP01-116)."""
    original = EFFECT_ACTIONS["look_top"]

    def action(game, frame, index, current, source):
        original(game, frame, index, current, source)
        tasks = game.state.tasks  # the next task to run is the last
        if len(tasks) >= 2 and tasks[-1][0] == "put_into_play" and tasks[-2][0] == "bottom_order":
            tasks[-1], tasks[-2] = tasks[-2], tasks[-1]

    mp.setitem(EFFECT_ACTIONS, "look_top", action)


def _arranged_block_reversed(mp: pytest.MonkeyPatch, at_bottom: bool) -> None:
    """Once arrange_top is over, the cards it put on the bottom (or on top) lie in the reverse of the order
    picked."""
    original = EFFECT_ACTIONS["arrange_top"]

    def action(game, frame, index, current, source):
        deck = game.state.players[frame.controller].deck  # bottom first
        looked = frame.chosen.setdefault(
            ("looked by the mistake", index), {c.iid for c in deck[-current.params["count"] :]}
        )
        original(game, frame, index, current, source)
        if frame.chosen.get(("arranging", index)) == [] and ("reversed", index) not in frame.chosen:
            frame.chosen[("reversed", index)] = True
            ends = deck if at_bottom else deck[::-1]
            run = next((n for n, card in enumerate(ends) if card.iid not in looked), len(ends))
            start = 0 if at_bottom else len(deck) - run
            deck[start : start + run] = deck[start : start + run][::-1]

    mp.setitem(EFFECT_ACTIONS, "arrange_top", action)


def arranged_bottom_reversed(mp: pytest.MonkeyPatch) -> None:
    """Cards put on the bottom "in any order" lie in the reverse of the order the player picked."""
    _arranged_block_reversed(mp, at_bottom=True)


def arranged_top_reversed(mp: pytest.MonkeyPatch) -> None:
    """Cards put back on top "in any order" lie in the reverse of the order the player picked."""
    _arranged_block_reversed(mp, at_bottom=False)


def arranged_cards_split(mp: pytest.MonkeyPatch) -> None:
    """After some cards went to the bottom, the rest may still go on top (the Q&A of OP01-073/077/088 forbids it)."""
    original = EFFECT_ACTIONS["arrange_top"]

    def action(game, frame, index, current, source):
        original(game, frame, index, current, source)
        decision = game.state.decision
        if (
            decision is not None
            and decision.kind == "choose_card"
            and None not in decision.options
            and not frame.chosen.get(("arrange_top_now", index))
        ):
            game.state.decision = dataclasses.replace(decision, options=(*decision.options, None))

    mp.setitem(EFFECT_ACTIONS, "arrange_top", action)


def that_card_is_the_source(mp: pytest.MonkeyPatch) -> None:
    """ "That card" is the card whose effect it is, not the card the effect chose (Luffy OP01-003, Radical Beam!!)."""
    swap(mp, resolve.that_cards, lambda game, frame, index: [game.state.cards[frame.source]])


def that_card_is_the_leader(mp: pytest.MonkeyPatch) -> None:
    """ "That card" is the player's Leader, whatever the effect chose."""
    swap(mp, resolve.that_cards, lambda game, frame, index: [game.state.players[frame.controller].leader])


def leader_type_read_on_the_card(mp: pytest.MonkeyPatch) -> None:
    """ "If your Leader has the type X" is read on the card whose effect it is (Mr.3 OP01-085 is Baroque Works
    himself), not on the player's Leader."""

    def change(game, source, condition):
        if not condition.leader_types_any:
            return condition
        met = conditions.has_type(source, condition.leader_types_any)
        return dataclasses.replace(condition, leader_types_any=() if met else ("no such type",))

    _changed_condition(mp, change)


def leader_type_read_on_the_opponents_leader(mp: pytest.MonkeyPatch) -> None:
    """ "If your Leader has the type X" is read on the opponent's Leader."""

    def change(game, source, condition):
        if not condition.leader_types_any:
            return condition
        met = conditions.has_type(game.state.players[1 - source.owner].leader, condition.leader_types_any)
        return dataclasses.replace(condition, leader_types_any=() if met else ("no such type",))

    _changed_condition(mp, change)


def don_condition_one_short(mp: pytest.MonkeyPatch) -> None:
    """[DON!! xN] is met with N−1 DON!! given: [DON!! x1] holds with none (Arlong OP01-063, Boa Hancock OP01-078)."""
    _changed_condition(mp, lambda g, s, c: dataclasses.replace(c, don=c.don - 1) if c.don else c)


def hand_max_one_more(mp: pytest.MonkeyPatch) -> None:
    """ "5 or fewer cards in your hand" is met by 6 (Boa Hancock OP01-078)."""
    _changed_condition(
        mp, lambda g, s, c: dataclasses.replace(c, hand_max=c.hand_max + 1) if c.hand_max is not None else c
    )


def hand_max_exclusive(mp: pytest.MonkeyPatch) -> None:
    """ "5 or fewer cards in your hand" read as fewer than 5 (Boa Hancock OP01-078)."""
    _changed_condition(
        mp, lambda g, s, c: dataclasses.replace(c, hand_max=c.hand_max - 1) if c.hand_max is not None else c
    )


def trash_min_exclusive(mp: pytest.MonkeyPatch) -> None:
    """ "15 or more cards in your trash" read as more than 15 (Dragon Claw OP05-095)."""
    _changed_condition(mp, lambda g, s, c: dataclasses.replace(c, trash_min=c.trash_min + 1) if c.trash_min else c)


def trash_min_one_short(mp: pytest.MonkeyPatch) -> None:
    """ "15 or more cards in your trash" is met by 14 (Dragon Claw OP05-095)."""
    _changed_condition(mp, lambda g, s, c: dataclasses.replace(c, trash_min=c.trash_min - 1) if c.trash_min else c)


def life_max_one_more(mp: pytest.MonkeyPatch) -> None:
    """ "2 or fewer Life cards" is met by 3 (Thunder Bagua OP01-119)."""
    _changed_condition(
        mp, lambda g, s, c: dataclasses.replace(c, life_max=c.life_max + 1) if c.life_max is not None else c
    )


def active_don_min_exclusive(mp: pytest.MonkeyPatch) -> None:
    """ "2 or more active DON!!" read as more than 2 (Diamante OP04-028)."""

    def change(game, source, condition):
        wanted = condition.active_don_min
        return dataclasses.replace(condition, active_don_min=wanted + 1) if wanted else condition

    _changed_condition(mp, change)


def that_card_category_unchecked(mp: pytest.MonkeyPatch) -> None:
    """ "If that card is an Event" holds for any card the earlier step chose (Arlong OP01-063 reveals a
    Character)."""
    swap(mp, resolve._that_is, lambda game, frame, index, condition: True)


def opponent_power_min_exclusive(mp: pytest.MonkeyPatch) -> None:
    """ "A Character of 10000 power or more" read as more than 10000 (Edward.Newgate OP17-005)."""

    def change(game, source, condition):
        wanted = condition.opponent_character_power_min
        return dataclasses.replace(condition, opponent_character_power_min=wanted + 1) if wanted else condition

    _changed_condition(mp, change)


def unmet_if_drops_the_then(mp: pytest.MonkeyPatch) -> None:
    """An unmet "if" stops the whole rest of the effect, the part after "Then," too (X.Drake ST24-005)."""

    def around(original, game, frame_id, index):
        frame = game.state.frames.get(frame_id)
        if frame is not None and frame.stopped_by_if and frame.steps[index].then:
            return None
        return original(game, frame_id, index)

    wrap_task(mp, "effect_step", around)


def leader_deck_rule_ignored(mp: pytest.MonkeyPatch) -> None:
    """A Leader's deck-construction effect is not applied (Imu OP13-079 forbids Events of cost 2 or more)."""
    swap(mp, decks._forbidden, lambda card, forbids: False)


def any_character_pays_a_typed_cost(mp: pytest.MonkeyPatch) -> None:
    """A cost "trash 1 of your [type] Characters or 1 card of your hand" takes any Character (Imu OP13-079)."""
    original = paying.pay_trash_character_or_hand

    def pay(game, frame, index, current, source):
        loose = dataclasses.replace(current, params={**current.params, "filter": Filter(category=("character",))})
        original(game, frame, index, loose, source)

    swap(mp, original, pay)


def trigger_running_another_effect_does_nothing(mp: pytest.MonkeyPatch) -> None:
    """A [Trigger] that carries out the card's own [Main] or [Counter] effect does nothing (Officer Agents
    OP01-087, Elephant's Marchoo OP01-115)."""
    mp.setitem(EFFECT_ACTIONS, "run", lambda game, frame, index, current, source: None)


def played_rested_enters_active(mp: pytest.MonkeyPatch) -> None:
    """A Character an effect plays "rested" enters active (Uta OP13-023's [On K.O.])."""
    mp.setitem(TASKS, "rest_played", lambda game, *args: None)


def blocker_power_limit_exclusive(mp: pytest.MonkeyPatch) -> None:
    """ "Blockers of 2000 power or less" read as less than 2000 (Shanks OP01-120): a 2000 blocker may block."""

    def restricted(game, card, restriction):
        power = game.power(card)
        if "min_power" in restriction and power < restriction["min_power"]:
            return False
        return not ("max_power" in restriction and power >= restriction["max_power"])

    swap(mp, battle._restricted, restricted)


def life_cost_from_the_bottom(mp: pytest.MonkeyPatch) -> None:
    """A cost "add your top Life card to your hand" takes the bottom Life card (Sabo OP12-100)."""
    original = paying.pay_life_to_hand

    def pay(game, frame, index, current, source):
        life = game.state.players[frame.controller].life
        life.reverse()
        try:
            original(game, frame, index, current, source)
        finally:
            life.reverse()

    swap(mp, original, pay)


# -- mistakes the official Q&A shows (issue 26) -----------------------------------------------------
def any_life_card_may_move(mp: pytest.MonkeyPatch) -> None:
    """ "Up to 1" Life card of the opponent lets the player pick any of their Life cards, not only the top one."""
    original = hands.opponent_life_to_deck_bottom

    def life_to_bottom(game, frame, index, current, source):
        life = game.state.players[1 - frame.controller].life
        picked = hands._pick(game, frame, index, ("life", index), frame.controller, life, current.params["up_to"],
                             True, "choose a Life card", ("4-8-1",))  # fmt: skip
        for iid in picked or ():
            if game.state.cards[iid].area == LIFE:
                moving.under_deck(game, game.state.cards[iid], frame.rules)

    swap(mp, original, life_to_bottom)


def optional_cost_must_be_payable(mp: pytest.MonkeyPatch) -> None:
    """An Event whose activation cost is optional may be activated only when that cost could be paid."""

    def may_activate(game, card, effect, extra_don=0):
        return costs.cost_payable(game, card, effect, extra_don)

    swap(mp, costs.may_activate, may_activate)


def looked_cards_split_top_and_bottom(mp: pytest.MonkeyPatch) -> None:
    """ "Put them back on the top or at the bottom in any order" lets some go to the bottom and the rest on top."""
    original = EFFECT_ACTIONS["arrange_top"]

    def arrange_top(game, frame, index, current, source):
        me = game.state.players[frame.controller]
        if ("arranging", index) not in frame.chosen:
            frame.chosen[("arranging", index)] = [c.iid for c in reversed(me.deck[-current.params["count"] :])]
        waiting = frame.chosen[("arranging", index)]
        while waiting:
            rounds = frame.chosen.setdefault(("arrange_round", index), [0])
            key = ("arrange_pick", index, rounds[0])
            bottom = not frame.chosen.get(("arrange_top_now", index))
            if len(waiting) == 1 and not bottom:
                frame.chosen[key] = list(waiting)
            if key not in frame.chosen:
                options = (*waiting, None) if bottom else tuple(waiting)  # None: the rest stay on top
                game.ask(frame.controller, "choose_card", options, "which card?", ("11-3-2",),
                         context=(frame.id, key, "effect_step", index))  # fmt: skip
                return
            rounds[0] += 1
            if frame.chosen.get(("done", key)):
                frame.chosen[("arrange_top_now", index)] = True
                continue
            card = game.state.cards[frame.chosen[key][0]]
            waiting.remove(card.iid)
            me.deck.remove(card)
            me.deck.insert(0, card) if bottom else me.deck.append(card)

    swap(mp, original, arrange_top)


def opponents_next_turn_counted_from_the_next_turn(mp: pytest.MonkeyPatch) -> None:
    """A limit lasting to the end of the opponent's next turn, started in the opponent's turn, lasts to the end of
    their turn after it."""
    original = resolve.lasting

    def lasting(game, frame, until):
        if until == "end_of_opponents_next_turn" and game.state.turn_player != frame.controller:
            return f"end_of_turn {game.state.turn + 2}"
        return original(game, frame, until)

    swap(mp, original, lasting)


def event_watchers_checked_as_the_event_starts(mp: pytest.MonkeyPatch) -> None:
    """The "if" of a "when you activate an Event" effect is checked as the Event starts (its card just left the
    hand), not once the Event has resolved."""
    verdicts: dict[tuple[int, int], bool] = {}
    original_fire = auto.fire

    def fire(game, timing, card=None):
        if timing == "you_activate_event":
            for watcher in game.state.players[card.owner].field_cards():
                for index, effect in enumerate(watcher.definition.effects):
                    if effect.kind == "auto" and effect.timing == "you_activate_event":
                        met = all(s.condition is None or conditions.condition_met(game, watcher, s.condition)
                                  for s in effect.steps)  # fmt: skip
                        verdicts[(watcher.iid, index)] = met
        original_fire(game, timing, card)

    def around(original, game, iid, moves, index):
        verdict = verdicts.pop((iid, index), None)
        if verdict is None:
            return original(game, iid, moves, index)
        if verdict:  # met as the Event started: it resolves whatever the hand is now
            card = game.state.cards[iid]
            effect = card.definition.effects[index]
            loose = tuple(dataclasses.replace(s, condition=None) for s in effect.steps)
            resolve.start(game, card, dataclasses.replace(effect, steps=loose), card.owner, ("8-5-4",))
        return None

    swap(mp, original_fire, fire)
    wrap_task(mp, "resolve_auto", around)


def declined_optional_cost_uses_once_per_turn(mp: pytest.MonkeyPatch) -> None:
    """A [Once Per Turn] effect whose optional cost the player declined counts as used this turn."""
    original = paying.confirm_cost

    def confirm_cost(game, frame, index, current, source):
        original(game, frame, index, current, source)
        if frame.chosen.get(index) == "decline" and frame.effect.once_per_turn:
            source.once_used.add(source.definition.effects.index(frame.effect))

    swap(mp, original, confirm_cost)


def if_after_the_cost_checked_before_activation(mp: pytest.MonkeyPatch) -> None:
    """An [Activate: Main] effect whose first step has an "if" (after the ":") is refused while it is not met."""
    original = main_phase.activation_refusal

    def activation_refusal(game, player, card, index):
        refusal = original(game, player, card, index)
        effect = card.definition.effects[index] if refusal is None else None
        first = effect.steps[0] if effect is not None and effect.steps else None
        if (
            first is not None
            and first.condition is not None
            and not conditions.condition_met(game, card, first.condition)
        ):
            return Refused("the effect's 'if' is not met", ("8-3-3",))
        return refusal

    swap(mp, original, activation_refusal)


def optional_cost_skipped_when_the_if_fails(mp: pytest.MonkeyPatch) -> None:
    """An optional cost is not offered when the "if" after its ":" is not met (as if that were a condition)."""
    original = paying.confirm_cost

    def confirm_cost(game, frame, index, current, source):
        after = frame.steps[index + 1 :]
        unmet = [
            s for s in after if s.condition is not None and not conditions.condition_met(game, source, s.condition)
        ]
        if index not in frame.chosen and unmet:
            frame.stopped = True
            return
        original(game, frame, index, current, source)

    swap(mp, original, confirm_cost)


def other_than_this_spares_its_namesakes(mp: pytest.MonkeyPatch) -> None:
    """ "All Characters other than this Character" spares every card with this card's name, not only itself."""
    original = restrictions_.ko_all

    def ko_all(game, frame, index, current, source):
        spare = dataclasses.replace(current.params["filter"], name_not=source.definition.name)
        original(game, frame, index, dataclasses.replace(current, params={**current.params, "filter": spare}), source)

    swap(mp, original, ko_all)


# -- card effects of EB04 and OP01-001..060 that no scenario played (issue 24 item 5) -------------
def opposing_filter_reaches_own_cards(mp: pytest.MonkeyPatch) -> None:
    """A choice among "the opponent's" (or "your") cards of the field offers both players' cards (Nekomamushi
    OP01-048, Round Table OP01-027, Punk Gibson OP01-058)."""
    original = resolve.eligible

    def eligible(game, frame, index):
        current = frame.steps[index]
        target = current.params.get("target")
        if (
            target is None
            or target.filter.owner is None
            or resolve.areas_of(current.word) != (LEADER, CHARACTERS, STAGE)
        ):
            return original(game, frame, index)
        loose = dataclasses.replace(target, filter=dataclasses.replace(target.filter, owner=None))
        steps = frame.steps
        changed = Step(current.word, {**current.params, "target": loose}, current.condition)
        frame.steps = (*steps[:index], changed, *steps[index + 1 :])
        try:
            return original(game, frame, index)
        finally:
            frame.steps = steps

    swap(mp, original, eligible)


def rested_don_offered_when_none(mp: pytest.MonkeyPatch) -> None:
    """Paying DON!! −N offers a rested DON!! of the cost area to return even when there is none (8-3-1-6)."""
    original = EFFECT_ACTIONS["pay_don_minus"]

    def action(game, frame, index, current, source):
        me = game.state.players[frame.controller]
        kept, me.don_kept = me.don_kept, me.don_kept - 1  # "more rested than kept" then holds with none rested
        try:
            original(game, frame, index, current, source)
        finally:
            me.don_kept = kept
        decision = game.state.decision
        if decision is not None and decision.kind == "don_to_return":
            options = tuple(o for o in decision.options if o != "kept_rested")
            game.state.decision = dataclasses.replace(decision, options=options)

    mp.setitem(EFFECT_ACTIONS, "pay_don_minus", action)


# -- deviations real engines make (issue 26 item 3) -------------------------------------------------
def rested_card_refuses_don(mp: pytest.MonkeyPatch) -> None:
    """DON!! cannot be given to a rested leader or Character (6-5-5-1 asks only for an active DON!!)."""
    original = main_phase.give_don

    def give_don(game, action):
        target = game.state.cards.get(action.target)
        if target is not None and target.rested:
            return Refused("DON!! are given to active cards only", ("6-5-5-1",))
        return original(game, action)

    swap(mp, original, give_don)


def double_attack_triggers_after_the_battle(mp: pytest.MonkeyPatch) -> None:
    """Every Life card of a [Double Attack] goes to hand first; their [Trigger]s are asked afterwards, one by one."""

    def late_trigger(game, player, iid):
        game.ask(player, "trigger", ("activate", "decline"), "activate this card's [Trigger]?", ("10-1-5-1",),
                 context=(iid,))  # fmt: skip

    mp.setitem(TASKS, "late_trigger", late_trigger)

    def around(original, game, player, remaining, banish, rules, first=True):
        life = game.state.players[player].life
        if not first or remaining < 2 or banish or not life:
            return original(game, player, remaining, banish, rules, first)
        taken = [life[-1 - n] for n in range(min(remaining, len(life)))]
        for card in taken:
            game.move(card, HAND, rules)
        game.schedule(
            *[("late_trigger", player, c.iid) for c in taken if c.definition.has_trigger and c.definition.trigger],
            ("damage", player, 0, banish, rules, False),  # ends damage processing
        )
        return None

    wrap_task(mp, "damage", around)


def life_added_at_the_bottom(mp: pytest.MonkeyPatch) -> None:
    """ "Add to the top of your Life" puts the card under the Life cards."""
    original = EFFECT_ACTIONS["add_to_life"]

    def add_to_life(game, frame, index, current, source):
        life = game.state.players[frame.controller].life
        before = list(life)
        original(game, frame, index, current, source)
        added = [c for c in life if c not in before]
        for card in added:
            life.remove(card)
        life[0:0] = reversed(added)

    swap(mp, original, add_to_life)


# -- refusals and offered actions (issue 26 item 4) --------------------------------------------------
def any_effect_activated_from_the_field(mp: pytest.MonkeyPatch) -> None:
    """Activating a card's effect does not check that it is an [Activate: Main] effect: a card with none crashes
    the engine, one with an [On Play] effect runs it."""
    original = main_phase.activation_refusal

    def activation_refusal(game, player, card, index):
        refusal = original(game, player, card, index)
        if refusal is not None and "6-5-4-1" in refusal.rules and card is not None and card.area == CHARACTERS:
            return None  # (the engine then looks up the effect it was asked for, which may not exist)
        return refusal

    swap(mp, original, activation_refusal)


def legal_lists_no_attack(mp: pytest.MonkeyPatch) -> None:
    """The engine's list of legal actions leaves out every attack, though attacks are accepted."""
    swap(mp, battle.legal_attacks, lambda game, actor: [])


def rush_attack_not_offered(mp: pytest.MonkeyPatch) -> None:
    """The list of legal actions leaves out the attack of a Character played this turn, [Rush] or not, though
    the declared attack is accepted (found by tools/mutation_sample.py: battle.py `and` -> `or`)."""
    original = battle.legal_attacks

    def legal_attacks(game, actor):
        s = game.state
        return [a for a in original(game, actor) if s.cards[a.attacker].played_turn != s.turn]

    swap(mp, original, legal_attacks)


def attack_target_limit_on_own_side(mp: pytest.MonkeyPatch) -> None:
    """A card's limit on what may be attacked (Kid OP01-051) binds its own player's attacks, not the opponent's
    (found by tools/mutation_sample.py: restrictions.py `!=` -> `==`)."""

    def attack_target_allowed(game, attacker, target):
        return all(
            conditions.matches(game, source, target, effect.attack_targets_only)
            for source, effect in restrictions_.active_permanents(game, "attack_targets")
            if effect.attack_targets_only is not None and source.owner == attacker.owner
        )

    swap(mp, restrictions_.attack_target_allowed, attack_target_allowed)


def legal_lists_the_other_players_actions(mp: pytest.MonkeyPatch) -> None:
    """The list of legal actions adds the non-turn player's Main Phase actions to the turn player's."""
    original = main_phase.legal_main_actions

    def legal_main_actions(game, actor):
        return original(game, actor) + original(game, 1 - actor)

    swap(mp, original, legal_main_actions)


def given_don_may_be_moved(mp: pytest.MonkeyPatch) -> None:
    """A DON!! given to one card may be moved to another of the player's cards."""

    def move_don(game, action):
        source, target = game.state.cards.get(action.source), game.state.cards.get(action.target)
        if source is None or target is None or not source.don or target.owner != action.player:
            return Refused("nothing to move", ("6-5-5-1",))
        source.don -= 1
        target.don += 1
        return None

    swap(mp, main_phase.move_don, move_don)


def trigger_activated_from_the_hand(mp: pytest.MonkeyPatch) -> None:
    """A card's [Trigger] may be activated from the hand in the Main Phase."""

    def activate_trigger(game, action):
        card = game.state.cards.get(action.card)
        if card is None or card.area != HAND or card.definition.trigger is None:
            return Refused("no [Trigger] to activate", ("10-1-5-1",))
        game.move(card, RESOLVING, ("10-1-5-1",))
        game.schedule(("trigger_done", card.iid))
        resolve.start(game, card, card.definition.trigger, card.owner, ("10-1-5-1",))
        return None

    swap(mp, main_phase.activate_trigger, activate_trigger)


def counters_used_from_the_trash(mp: pytest.MonkeyPatch) -> None:
    """Counters are offered from the trash as well as from the hand."""
    original = battle._counter_options

    def counter_options(game):
        defender = game.state.players[1 - game.state.turn_player]
        hand = list(defender.hand)
        defender.hand[:] = [*hand, *defender.trash]
        try:
            return original(game)
        finally:
            defender.hand[:] = hand

    swap(mp, original, counter_options)


# -- weak spots (issue 26 item 6) -------------------------------------------------------------------
def don_deck_secret_from_the_opponent(mp: pytest.MonkeyPatch) -> None:
    """The DON!! deck is treated as a secret area: the opponent's view does not show what is in it."""
    original = ReferenceAdapter._player_view

    def player_view(self, player, seen_by):
        view = original(self, player, seen_by)
        if seen_by is not None and seen_by != player.index:
            view["don"] = {**view["don"], "deck": None}
        return view

    mp.setattr(ReferenceAdapter, "_player_view", player_view)


def battle_never_ends(mp: pytest.MonkeyPatch) -> None:
    """After the Damage Step the battle is never over: its effects end, but the game stays in the battle."""

    def around(original, game):
        battle_ = game.state.battle
        original(game)
        game.state.battle = battle_

    wrap_task(mp, "battle_cleanup", around)


def choices_fixed_at_activation(mp: pytest.MonkeyPatch) -> None:
    """An auto effect's choices are fixed when it activates: a card that became rested (or stood up) before the
    effect resolved is judged as it was then."""
    snapshots: dict[tuple[int, int], tuple[object, dict[int, bool]]] = {}  # (game state, source) → orientations
    original_fire, original_eligible = auto.fire, resolve.eligible

    def fire(game, timing, card=None):
        snapshot = {c.iid: c.rested for c in game.state.cards.values()}
        original_fire(game, timing, card)
        for batch in game.state.pending_autos:
            for _owner, iid, _moves, _index in batch:  # (the state is kept, so its id is not reused)
                snapshots.setdefault((id(game.state), iid), (game.state, snapshot))

    def eligible(game, frame, index):
        snapshot = snapshots.get((id(game.state), frame.source), (None, None))[1]
        if snapshot is None:
            return original_eligible(game, frame, index)
        cards = game.state.cards
        now = {iid: cards[iid].rested for iid in snapshot if iid in cards}
        for iid in now:
            cards[iid].rested = snapshot[iid]
        try:
            return original_eligible(game, frame, index)
        finally:
            for iid, rested in now.items():
                cards[iid].rested = rested

    swap(mp, original_fire, fire)
    swap(mp, original_eligible, eligible)


def don_minus_returns_one_event_per_card(mp: pytest.MonkeyPatch) -> None:
    """DON!! −N returns its N DON!! as N events: "when your DON!! are returned" effects activate N times."""

    def around(original, game, decision, choice):
        frame = game.state.frames[decision.context[0]]
        original(game, decision, choice)
        auto.fire(game, "your_don_returned", game.state.players[frame.controller].leader)

    wrap_answer(mp, "don_to_return", around)
    swap(mp, paying._don_returned_once, lambda game, frame, index: None)


# -- card data settled by the Japanese text (issue 26 item 6) ----------------------------------------
def look_top_take_ignores_the_category(mp: pytest.MonkeyPatch) -> None:
    """ "Look at the top N and add up to 1 [type] Character card" takes any card of that type (the category of the
    filter is dropped, as an engine reading the English list of OP01-016 would)."""
    original = EFFECT_ACTIONS["look_top"]

    def look_top(game, frame, index, current, source):
        take = current.params["take"]
        loose = dataclasses.replace(take, filter=dataclasses.replace(take.filter, category=()))
        original(game, frame, index, dataclasses.replace(current, params={**current.params, "take": loose}), source)

    swap(mp, original, look_top)


def play_one_from_the_hand_cannot_be_declined(mp: pytest.MonkeyPatch) -> None:
    """ "Play 1 [type] card from your hand" must play one when one qualifies, though the hand is unrevealed."""

    def around(original, game, frame_id, index):
        original(game, frame_id, index)
        decision, frame = game.state.decision, game.state.frames.get(frame_id)
        step_ = frame.steps[index] if frame is not None else None
        if (
            decision is not None
            and decision.kind == "choose_card"
            and step_ is not None
            and step_.word == "play_from_hand"
            and not step_.params["target"].up_to
            and len(decision.options) > 1
        ):
            game.state.decision = dataclasses.replace(decision, options=tuple(o for o in decision.options if o))

    wrap_task(mp, "choose", around)


def leader_condition_reads_the_opponents_leader(mp: pytest.MonkeyPatch) -> None:
    """ "If your Leader is Kouzuki Oden" or "has the Animal Kingdom Pirates type" is checked against the
    opponent's Leader (Denjiro OP01-046, Kin'emon OP01-040, Kaido EB04-030)."""
    original = conditions.condition_met

    def met(game, source, condition):
        if condition is ALWAYS or (condition.leader_name is None and not condition.leader_types_any):
            return original(game, source, condition)
        theirs = game.state.players[1 - source.owner].leader
        if condition.leader_name is not None and condition.leader_name not in theirs.definition.names:
            return False
        if condition.leader_types_any and not conditions.has_type(theirs, condition.leader_types_any):
            return False
        return original(game, source, dataclasses.replace(condition, leader_name=None, leader_types_any=()))

    swap(mp, original, met)


def trigger_resolves_the_first_effect(mp: pytest.MonkeyPatch) -> None:
    """An Event's [Trigger] resolves the card's first effect, its [Counter] (Red Hawk OP01-026, Radical Beam
    OP01-029, Paradise Waterfall OP01-057, Punk Gibson OP01-058)."""
    original = damage.start

    def start(game, source, effect, controller, rules):
        first = source.definition.effects[0] if effect is source.definition.trigger else effect
        return original(game, source, first, controller, rules)

    mp.setattr(damage, "start", start)


def cost_card_kind_ignored(mp: pytest.MonkeyPatch) -> None:
    """ "Trash 1 {Land of Wano} card from your hand" as a cost takes any card (Kouzuki Oden OP01-031)."""
    original = EFFECT_ACTIONS["trash_from_hand"]

    def action(game, frame, index, current, source):
        if current.params.get("cost") and current.params["filter"].types_any:
            loose = dataclasses.replace(current.params["filter"], types_any=())
            current = Step(current.word, {**current.params, "filter": loose}, current.condition)
            frame.steps = (*frame.steps[:index], current, *frame.steps[index + 1 :])
        return original(game, frame, index, current, source)

    mp.setitem(EFFECT_ACTIONS, "trash_from_hand", action)


def then_stopped_by_a_failed_if(mp: pytest.MonkeyPatch) -> None:
    """What follows "then" is not resolved once an earlier "if" failed (Kaido EB04-030 under a Leader of
    another type rests nobody), as though 4-10-1 reached past "then"."""

    def around(original, game, frame_id, index):
        frame = game.state.frames.get(frame_id)
        if frame is not None and frame.stopped and frame.steps[index].then:
            return None
        return original(game, frame_id, index)

    wrap_task(mp, "effect_step", around)


# -- official Q&A of the other sets whose cards we write (issue 26 item 2) ---------------------------
def if_checked_when_the_timing_is_met(mp: pytest.MonkeyPatch) -> None:
    """The "if" at the head of an auto effect is also checked when its timing is met, as Magic's "intervening if":
    unmet then, the effect never activates (Q&A OP04-028 1st: Diamante counts DON!! set active meanwhile)."""
    original = auto.condition_met

    def checked(game, source, condition):
        if not original(game, source, condition):
            return False
        for effect in source.definition.effects:
            if effect.kind == "auto" and effect.condition is condition and effect.steps:
                head = effect.steps[0].condition
                return head is None or original(game, source, head)
        return True

    mp.setattr(auto, "condition_met", checked)


def replaced_battler_did_not_battle(mp: pytest.MonkeyPatch) -> None:
    """A Character trashed by a replacement instead of being K.O.'d in battle is taken not to have battled, so "when
    this battles" effects of its opponent do not activate (Q&A OP05-030 1st: Hawkins's effect does)."""

    def around(original, game, decision, choice):
        original(game, decision, choice)
        battle = game.state.battle
        if choice is not None and battle is not None and decision.context[0] in (battle.attacker, battle.target):
            battle.fought = False

    wrap_answer(mp, "replacement", around)


def each_ko_its_own_situation(mp: pytest.MonkeyPatch) -> None:
    """Each Character one effect K.O.s at the same time is a situation of its own: a replacement applied for one
    of them replaces none of the others (Q&A OP05-030 2nd: Rosinante saves both rested Characters)."""

    def around(original, game, iid, moves, rules, group, situation=None):
        original(game, iid, moves, rules, group)

    wrap_task(mp, "ko", around)


def event_trashed_after_its_effect(mp: pytest.MonkeyPatch) -> None:
    """An Event goes to the trash only once its effect has resolved, so it is not counted there meanwhile (8-4-2;
    Q&A OP05-095 1st: Dragon Claw counts itself among the 15 cards of the trash)."""

    def activate_event(game, card, kind, rules):
        game.move(card, RESOLVING, rules)
        game.schedule(("event_to_trash_later", card.iid))
        resolve.start(game, card, card.definition.effect_of(kind), card.owner, rules)
        auto.fire(game, "you_activate_event", card)

    def to_trash(game, iid):
        card = game.state.cards[iid]
        if card.area == RESOLVING:
            game.move(card, TRASH, ("8-4-2",))

    mp.setitem(TASKS, "event_to_trash_later", to_trash)
    swap(mp, main_phase.activate_event, activate_event)


def set_power_to_zero_ends_earlier_changes(mp: pytest.MonkeyPatch) -> None:
    """«Set Power to 0» also ends the power changes the card already had, so a gain lasting into the next turn is
    gone once this turn's 0 ends (Q&A OP07-002 2nd: Hack has 7000 again in Bob's turn)."""

    def set_power_to_zero(game, frame, index, current, source):
        for card in resolve.targets(game, frame, index, current, source):
            if card.area in (LEADER, CHARACTERS):
                s = game.state
                s.modifiers = [m for m in s.modifiers if not (m.target == card.iid and m.kind == "power")]
                game.add_modifier(card, "power", -game.power(card), "turn", frame.controller, source.number)

    mp.setitem(EFFECT_ACTIONS, "set_power_to_zero", set_power_to_zero)


def end_of_your_next_turn_started_in_the_opponents_turn_ends_with_it(mp: pytest.MonkeyPatch) -> None:
    """KEEP OUT's "until the end of your next turn", activated in the opponent's turn, ends with that turn, as though
    that turn were "your next turn" (OP07-018: it lasts through its player's coming turn)."""
    original = resolve.lasting

    def lasting(game, frame, until):
        if until == "end_of_your_next_turn" and game.state.turn_player != frame.controller:
            return f"end_of_turn {game.state.turn}"
        return original(game, frame, until)

    swap(mp, original, lasting)


def _bonney_counts_also(mp: pytest.MonkeyPatch, extra: Callable) -> None:
    """Jewelry Bonney's effect counts extra(player) more of the opponent's DON!! as rested ones it may keep."""
    original = EFFECT_ACTIONS["keep_rested_or_don"]

    def action(game, frame, index, current, source):
        opponent = game.state.players[1 - frame.controller]
        added = extra(opponent)
        opponent.don_rested += added
        try:
            original(game, frame, index, current, source)
        finally:
            opponent.don_rested -= added

    mp.setitem(EFFECT_ACTIONS, "keep_rested_or_don", action)


def bonney_keeps_an_active_don(mp: pytest.MonkeyPatch) -> None:
    """Jewelry Bonney may pick one of the opponent's active DON!! (Q&A OP07-026 1st: only a rested one)."""
    _bonney_counts_also(mp, lambda player: player.don_active)


def bonney_keeps_a_given_don(mp: pytest.MonkeyPatch) -> None:
    """Jewelry Bonney may pick a DON!! given to an opposing Character (Q&A OP07-026 2nd: not one given)."""
    _bonney_counts_also(mp, lambda player: player.don_given())


def opponents_attack_effects_before_when_attacking(mp: pytest.MonkeyPatch) -> None:
    """[On Your Opponent's Attack] effects activate before the attacker's [When Attacking] effects (10-2-16-1: after
    them; Q&A OP09-032 2nd: Rosinante, rested by Okiku's, sets himself active)."""
    original = battle.fire

    def fire(game, timing, card=None):
        if timing == "on_opponents_attack":
            return None
        if timing == "when_attacking":
            original(game, "on_opponents_attack", card)
        return original(game, timing, card)

    mp.setattr(battle, "fire", fire)


def no_don_active_by_any_effect(mp: pytest.MonkeyPatch) -> None:
    """Smoker's "no DON!! set active with Character effects" stops every effect of the player, a Leader's too (Q&A
    OP10-030 1st: the Leader's effect still may)."""
    original = EFFECT_ACTIONS["set_don_active"]

    def action(game, frame, index, current, source):
        if any(
            e.kind == "no_don_active_by_characters" and e.player == frame.controller for e in game.state.player_effects
        ):
            return None
        return original(game, frame, index, current, source)

    mp.setitem(EFFECT_ACTIONS, "set_don_active", action)


def players_turn_effects_end_before_the_end_phase(mp: pytest.MonkeyPatch) -> None:
    """The effects on a player lasting "during this turn" end as the End Phase begins, before its end-of-turn
    effects (1.1.6 6-6-1-2: after them; Q&A OP10-030 2nd: Smoker's restriction still stops Urouge)."""

    def around(original, game):
        s = game.state
        s.player_effects = [e for e in s.player_effects if e.until != "turn"]
        return original(game)

    wrap_task(mp, "end_phase", around)


def end_of_battle_sees_the_card_as_it_battled(mp: pytest.MonkeyPatch) -> None:
    """A card K.O.'d in its battle still activates its end-of-battle effect, read as it was in the battle (its
    DON!! given then), though it is in the trash (Q&A ST08-013 1st: Bon Kurei's effect may not activate)."""
    had: dict[int, int] = {}

    def ko(original, game, iid, *args):
        had[iid] = game.state.cards[iid].don
        return original(game, iid, *args)

    def end_of_battle(original, game):
        s = game.state
        fought = s.battle
        original(game)
        if fought is None or not fought.fought:
            return
        for iid, other in ((fought.attacker, fought.target), (fought.target, fought.attacker)):
            card = s.cards[iid]
            if iid in had and card.area == TRASH and s.cards[other].definition.category == "character":
                now, card.don = card.don, had[iid]
                try:
                    auto.fire(game, "battled_character", card)
                finally:
                    card.don = now

    wrap_task(mp, "ko", ko)
    wrap_task(mp, "end_of_battle", end_of_battle)


def end_of_battle_effect_of_a_card_that_left(mp: pytest.MonkeyPatch) -> None:
    """The end-of-battle effects of both cards of the battle activate, even of one that left the field in it (Q&A
    ST08-013 1st: a card K.O.'d in the battle is in the trash then, and its effect does not activate)."""

    def end_of_battle(original, game):
        s = game.state
        fought = s.battle
        moves = (fought.attacker_moves, fought.target_moves)
        fought.attacker_moves, fought.target_moves = s.cards[fought.attacker].moves, s.cards[fought.target].moves
        try:
            original(game)
        finally:
            fought.attacker_moves, fought.target_moves = moves

    wrap_task(mp, "end_of_battle", end_of_battle)


def your_characters_include_hand_and_trash(mp: pytest.MonkeyPatch) -> None:
    """A permanent effect on "your Characters" reaches the Character cards of the hand and the trash too (2-2-4-1:
    a Character is on the field; Q&A ST14-001 1st: Luffy's +1 cost does not reach them)."""
    original = permanent.applies_to

    def applies_to(game, effect, source, card):
        if (
            effect.to == "your_characters"
            and card.area in (HAND, TRASH)
            and card.owner == source.owner
            and card.definition.category == "character"
        ):
            return True
        return original(game, effect, source, card)

    swap(mp, original, applies_to)


def permanent_kept_once_its_condition_held(mp: pytest.MonkeyPatch) -> None:
    """A permanent effect, once its condition has held, goes on applying for the rest of the turn though the
    condition no longer holds (Q&A ST14-001 2nd: Luffy's +1000 ends as his Character of cost 8 leaves)."""
    original = permanent.condition_met
    held: dict[int, tuple[GameState, set]] = {}  # id of a game's state → that state (kept alive) and what held

    def condition_met(game, source, condition):
        state = game.state
        seen = held.setdefault(id(state), (state, set()))[1]
        key = (state.turn, source.iid, id(condition))
        if key in seen:
            return True
        if original(game, source, condition):
            seen.add(key)
            return True
        return False

    mp.setattr(permanent, "condition_met", condition_met)


def replaced_ko_counts_as_a_ko(mp: pytest.MonkeyPatch) -> None:
    """A K.O. replaced by an effect still sets off the effects waiting for a K.O. ("when your opponent's Character
    is K.O.'d"), though the card was trashed instead (Q&A OP05-030 3rd)."""

    def around(original, game, decision, choice):
        original(game, decision, choice)
        if choice is not None and decision.context[0] != "remove":
            auto.fire(game, "opponent_character_koed", game.state.cards[decision.context[0]])

    wrap_answer(mp, "replacement", around)


@dataclass(frozen=True)
class Mistake:
    """A plausible engine mistake, the clauses whose scenarios must catch it, and the patch that makes it."""

    name: str
    clauses: tuple[str, ...]
    patch: Patch
    edition: str = "1.1.6"  # the edition of the clause ids; a 1.2.0 mistake is caught by that edition's scenarios


# -- official Q&A of OP01 whose scenarios followed their fixes (issue 26 item 2) ---------------------
def played_this_turn_cannot_rest_for_a_cost(mp: pytest.MonkeyPatch) -> None:
    """A Character played this turn may not be rested to pay a cost, as if the wait before attacking (3-7-4)
    held for costs too (Q&A OP01-055 1st, OP01-063 1st: it may)."""
    original = costs.cost_payable

    def cost_payable(game, card, effect, extra_don=0):
        turn = game.state.turn
        for word, count in effect.cost:
            if word == "rest_self" and card.played_turn == turn:
                return False
            if word == "rest_characters":
                mine = game.state.players[card.owner].characters
                if sum(not c.rested and c.played_turn != turn for c in mine) < count:
                    return False
        return original(game, card, effect, extra_don)

    swap(mp, original, cost_payable)


def characters_attack_once_a_turn(mp: pytest.MonkeyPatch) -> None:
    """A card that has attacked this turn may not attack again, even once set active (Q&A OP01-059 1st: it may)."""
    original = battle.attack
    attacked: dict[int, tuple[object, set[tuple[int, str, int]]]] = {}  # the game kept, so its id is not reused

    def attack(game, action):
        seen = attacked.setdefault(id(game), (game, set()))[1]
        card = game.state.cards.get(action.attacker)
        key = (game.state.turn, action.attacker, card.moves if card is not None else -1)
        if key in seen:
            return Refused("this card has attacked this turn", ("7-1-1-1",))
        result = original(game, action)
        if result is None:
            seen.add(key)
        return result

    swap(mp, original, attack)


def draw_limit_used_when_set_off(mp: pytest.MonkeyPatch) -> None:
    """ "If this effect has drawn nothing this turn" counts the effect used once set off, though it drew nothing
    (Q&A OP01-062 1st: Crocodile may still draw)."""
    original = EFFECT_ACTIONS["confirm_use"]

    def action(game, frame, index, current, source):
        original(game, frame, index, current, source)
        limited = any(s.condition is not None and s.condition.not_drawn_this_turn for s in frame.steps[index + 1 :])
        if limited and frame.stopped:
            source.drew = (game.state.turn, source.moves)

    mp.setitem(EFFECT_ACTIONS, "confirm_use", action)


def short_deck_not_looked_at(mp: pytest.MonkeyPatch) -> None:
    """ "Look at the top N and put them back" does nothing when the deck holds fewer than N (Q&A OP01-073 2nd,
    OP01-077 2nd, OP01-088 2nd: all of them are looked at)."""
    original = EFFECT_ACTIONS["arrange_top"]

    def action(game, frame, index, current, source):
        if len(game.state.players[frame.controller].deck) < current.params["count"]:
            return
        original(game, frame, index, current, source)

    mp.setitem(EFFECT_ACTIONS, "arrange_top", action)


# -- a replaced loss: Nami OP03-040 (issue 26 item 5) ----------------------------------------------------
def loss_replacement_ignored(mp: pytest.MonkeyPatch) -> None:
    """ "You win instead of losing" is never applied: a player whose deck is at 0 loses, Nami or not (8-1-3-5)."""
    swap(mp, game_end.loss_replacement, lambda game, index: None)


def _any_loss_replaced(game, index: int, replaced: Callable = game_end.loss_replacement) -> object:
    """Whether the player has a "win instead of losing" on the field, whatever loss it names."""
    player = game.state.players[index]
    damaged, player.took_damage_at_zero_life = player.took_damage_at_zero_life, False
    deck, player.deck = player.deck, []  # as though the deck were at 0, the loss such texts name
    try:
        return replaced(game, index)
    finally:
        player.took_damage_at_zero_life, player.deck = damaged, deck


def loss_replacement_covers_every_defeat(mp: pytest.MonkeyPatch) -> None:
    """Nami's "instead of losing" replaces any defeat of her player, damage taken at 0 Life included, though her
    text names only the deck reduced to 0 (9-2-1-1 against 9-2-1-2)."""
    swap(mp, game_end.loss_replacement, _any_loss_replaced)


def concession_replaced(mp: pytest.MonkeyPatch) -> None:
    """A concession is a loss that "win instead of losing" replaces too (1-2-4: no replacement ever replaces it)."""
    original = game_end.concede

    def concede(game, player):
        if _any_loss_replaced(game, player):
            game_end.end_game(game, (player,), ("8-1-3-5",))
            return ACCEPTED
        return original(game, player)

    swap(mp, original, concede)


def damage_dealt_effect_after_damage_processing(mp: pytest.MonkeyPatch) -> None:
    """ "When this card's attack deals damage to your opponent's Life" waits for the end of damage processing like
    any effect met during it (8-6-2), so the [Trigger] is offered first (Q&A OP03-040 1st: the effect comes first)."""

    def dealt(game, player, banish):
        auto.fire(game, "attack_deals_damage", game.state.cards[game.state.battle.attacker])
        return False

    swap(mp, damage.attack_dealt_damage, dealt)


# -- "Stage card" (issue 26 item 6: 2-2-6-2's weak spot) --------------------------------------------------
def stage_in_play_is_a_stage_card(mp: pytest.MonkeyPatch) -> None:
    """ "Stage card" takes in the Stage standing in the Stage area: 2-2-4-2 is applied to Character cards only,
    not 2-2-6-2 to Stage cards."""
    mp.delitem(conditions._OWN_AREA, "stage")


# -- "removed from the field" means from the field (issue 26: game.py's move, a mutation survivor) -------------
def leaving_the_hand_counts_as_removed_from_the_field(mp: pytest.MonkeyPatch) -> None:
    """Any move of a card to an area other than the field sets off its "when removed from the field" effect, a
    card discarded from the hand (never on the field) included (1.2.0 4-11-2)."""
    original = Game.move

    def move(game, card, area, rules, rested=False):
        source = card.area
        original(game, card, area, rules, rested)
        if source not in (CHARACTERS, STAGE, LEADER) and area not in (CHARACTERS, STAGE, LEADER):
            auto.removed_from_field(game, card)

    swap(mp, original, move)


# -- survivors of the mutation campaign of seed 27 (issue 26) ------------------------------------------------
def counter_event_offered_in_the_main_phase(mp: pytest.MonkeyPatch) -> None:
    """The legal actions offer every Event of the hand the active DON!! pay for, [Counter] Events included (their
    play is refused all the same, 10-2-4-1)."""
    original = main_phase.legal_main_actions

    def legal(game, actor):
        actions = original(game, actor)
        offered = {a.card for a in actions if isinstance(a, PlayCard)}
        for card in game.state.players[actor].hand:
            cost = card.definition.cost or 0
            if (
                card.definition.category == "event"
                and card.iid not in offered
                and cost <= game.state.players[actor].don_active
            ):
                actions.append(PlayCard(actor, card.iid))
        return actions

    swap(mp, original, legal)


def battle_effects_end_non_turn_player_first(mp: pytest.MonkeyPatch) -> None:
    """At the end of a battle the non-turn player's "this battle" effects end first, under 7-1-5-3, and the turn
    player's after them (7-1-5-3 and 7-1-5-4 the other way round)."""
    wrap_task(mp, "battle_cleanup", lambda original, game: as_the_other_player(original)(game))


def leader_permanent_read_as_deck_rule(mp: pytest.MonkeyPatch) -> None:
    """Every permanent effect of a Leader is read as a deck-building rule, and one that names no kind of card
    forbids every card (5-1-2-4-1: only an effect worded about what may be put in the deck is one)."""
    original = decks._forbidden
    swap(mp, original, lambda card, forbids: True if forbids is None else original(card, forbids))


def deck_rule_forbids_below_its_costs(mp: pytest.MonkeyPatch) -> None:
    """A Leader's "no Events of cost N or more" forbids Events of any cost (the cost bound not checked)."""
    original = decks._forbidden

    def forbidden(card, forbids):
        if forbids is not None and forbids.cost_min is not None:
            return not forbids.category or card.category in forbids.category
        return original(card, forbids)

    swap(mp, original, forbidden)


def by_an_effect_never_met(mp: pytest.MonkeyPatch) -> None:
    """A replacement of a K.O. "by an effect" is never offered: the cause is never taken for an effect."""
    original = permanent._covers
    swap(
        mp,
        original,
        lambda game, source, effect, card, cause: effect.by != "effect" and original(game, source, effect, card, cause),
    )


def by_an_effect_covers_battles(mp: pytest.MonkeyPatch) -> None:
    """A replacement of a K.O. "by an effect" also replaces a K.O. in battle (10-2-1-2: a battle is no effect)."""
    original = permanent._covers

    def covers(game, source, effect, card, cause):
        if effect.by == "effect":
            return effect.which is None or conditions.matches(game, source, card, effect.which)
        return original(game, source, effect, card, cause)

    swap(mp, original, covers)


def cost_zero_not_offered_without_don(mp: pytest.MonkeyPatch) -> None:
    """The legal actions count a cost of 0 as 1: with no active DON!! a Character of cost 0 is not offered."""
    original = main_phase.legal_main_actions

    def legal(game, actor):
        actions = original(game, actor)
        if game.state.players[actor].don_active:
            return actions
        cards = game.state.cards
        return [
            a for a in actions if not (isinstance(a, PlayCard) and cards[a.card].definition.category == "character")
        ]

    swap(mp, original, legal)


def life_cost_refused_when_exactly_met(mp: pytest.MonkeyPatch) -> None:
    """A cost of N Life cards is cut short when the Life holds exactly N (8-3-1-3: it can be paid in full)."""
    original = EFFECT_ACTIONS["pay_life_to_hand"]

    def action(game, frame, index, current, source):
        if len(game.state.players[frame.controller].life) == current.params["count"]:
            costs.cost_cut_short(game, frame, source)
            return
        original(game, frame, index, current, source)

    mp.setitem(EFFECT_ACTIONS, "pay_life_to_hand", action)


# -- battles with cards without text (vanilla chapter 7, issue 24): mistakes an engine without card text can make --
def legal_attacks_offer_active_characters(mp: pytest.MonkeyPatch) -> None:
    """The legal actions offer attacks on the opponent's active Characters (7-1-1-2), though attack() refuses them."""
    original = battle.legal_attacks

    def legal(game, actor):
        found = original(game, actor)
        foe = game.state.players[1 - actor]
        attackers = dict.fromkeys(a.attacker for a in found)
        return found + [new_attack(actor, a, c.iid) for a in attackers for c in foe.characters if not c.rested]

    swap(mp, original, legal)


def legal_attacks_offer_rested_attackers(mp: pytest.MonkeyPatch) -> None:
    """The legal actions offer attacks by the turn player's rested cards (7-1-1-1), though attack() refuses them."""
    original = battle.legal_attacks

    def legal(game, actor):
        found = original(game, actor)
        me, foe = game.state.players[actor], game.state.players[1 - actor]
        targets = [foe.leader.iid, *(c.iid for c in foe.characters if c.rested)]
        return found + [new_attack(actor, c.iid, t) for c in (me.leader, *me.characters) if c.rested for t in targets]

    swap(mp, original, legal)


def legal_attacks_in_the_first_turn(mp: pytest.MonkeyPatch) -> None:
    """The legal actions offer attacks in a player's first turn (6-5-6-1), though attack() refuses them."""
    original = battle.legal_attacks

    def legal(game, actor):
        forbidden = battle.battle_forbidden_this_turn
        battle.battle_forbidden_this_turn = lambda game: False
        try:
            return original(game, actor)
        finally:
            battle.battle_forbidden_this_turn = forbidden

    swap(mp, original, legal)


def life_card_attackable(mp: pytest.MonkeyPatch) -> None:
    """A card of the opponent's Life may be attacked (7-1-1-2): the attack goes through as one on their Leader."""
    original = battle.attack

    def attack(game, action):
        target = game.state.cards.get(action.target)
        if target is not None and target.area == LIFE and target.owner != action.player:
            action = dataclasses.replace(action, target=game.state.players[target.owner].leader.iid)
        return original(game, action)

    swap(mp, original, attack)


def stage_may_attack(mp: pytest.MonkeyPatch) -> None:
    """Any active card of the turn player's field may attack, her Stage too (7-1-1-1: a Leader or a Character)."""
    original = battle.attacker_refusal

    def refusal(game, attacker):
        if attacker.area == STAGE and attacker.owner == game.state.turn_player and not attacker.rested:
            return None
        return original(game, attacker)

    swap(mp, original, refusal)


def attacker_rested_by_its_attack_attacks_again(mp: pytest.MonkeyPatch) -> None:
    """A card rested by its own attack this turn may attack again once its battle is over, as if the engine
    checked "is in a battle" rather than "is rested" (7-1-1-1: the attacker must be active)."""
    original_attack, original_refusal = battle.attack, battle.attacker_refusal
    attacked: dict[int, tuple[object, set[tuple[int, int, int]]]] = {}  # the game kept, so its id is not reused

    def attack(game, action):
        card = game.state.cards.get(action.attacker)
        result = original_attack(game, action)
        if result is None:
            attacked.setdefault(id(game), (game, set()))[1].add((game.state.turn, card.iid, card.moves))
        return result

    def refusal(game, attacker):
        seen = attacked.get(id(game), (game, set()))[1]
        if attacker.rested and (game.state.turn, attacker.iid, attacker.moves) in seen:
            attacker.rested = False
            try:
                return original_refusal(game, attacker)
            finally:
                attacker.rested = True
        return original_refusal(game, attacker)

    swap(mp, original_attack, attack)
    swap(mp, original_refusal, refusal)


def no_block_step_when_the_attacker_loses(mp: pytest.MonkeyPatch) -> None:
    """The Block Step is skipped when the attacker has less power than the card attacked (7-1-2-1: the attacked
    player may block in every battle; the choice is theirs)."""

    def around(original, game):
        s = game.state
        if game.power(s.cards[s.battle.attacker]) < game.power(s.cards[s.battle.target]):
            return
        original(game)

    wrap_task(mp, "block_step", around)


def attacking_players_blockers_offered(mp: pytest.MonkeyPatch) -> None:
    """The [Blocker]s of the whole field are offered, the attacking player's active ones too (7-1-2-1, 10-1-4-1)."""
    original = battle._blockers

    def blockers(game):
        found = original(game)
        mine = game.state.players[game.state.turn_player].characters
        return found + [c for c in mine if not c.rested and game.has_keyword(c, "blocker")]

    swap(mp, original, blockers)


def defence_always_the_second_players(mp: pytest.MonkeyPatch) -> None:
    """The block and Counter decisions are always asked of the second player, even in the second player's turn."""
    original = Game.ask

    def ask(game, player, kind, options, prompt, rules, context=()):
        if kind in ("blocker", "counter"):
            player = 1 - game.state.first_player
        original(game, player, kind, options, prompt, rules, context)

    mp.setattr(Game, "ask", ask)


def counter_power_to_the_card_attacked(mp: pytest.MonkeyPatch) -> None:
    """A Character's Counter adds its power to the card being attacked, whatever card the player chose (7-1-3-2-1)."""

    def around(original, game, decision, choice):
        if isinstance(choice, tuple) and choice[0] == "counter":
            choice = (*choice[:2], game.state.battle.target)
        original(game, decision, choice)

    wrap_answer(mp, "counter", around)


def zero_life_loses_when_attacked(mp: pytest.MonkeyPatch) -> None:
    """An attack declared on a Leader with 0 Life wins at once, before any block or Counter (7-1-4-1-1-1: only when
    the damage is confirmed)."""
    original = battle.attack

    def attack(game, action):
        result = original(game, action)
        target = game.state.cards[action.target]
        if result is None and target.area == LEADER and not game.state.players[target.owner].life:
            game.end_game((action.player,), ("7-1-4-1-1-1",))
        return result

    swap(mp, original, attack)


def counters_taken_after_the_damage_step(mp: pytest.MonkeyPatch) -> None:
    """The attacked player is asked for Counters once more after the Damage Step (7-1-3 comes before 7-1-4)."""
    asked: list[object] = []  # the battles kept, so their ids are not reused

    def around(original, game):
        battle_now = game.state.battle
        if battle_now.fought and all(b is not battle_now for b in asked):
            asked.append(battle_now)
            game.schedule(("counter_choice",), ("end_of_battle",))
            return
        original(game)

    wrap_task(mp, "end_of_battle", around)


def counter_onto_a_stage(mp: pytest.MonkeyPatch) -> None:
    """A Counter may go onto any card of the player's field, the Stage too (7-1-3-2-1: Leader or Character)."""
    original = battle._counter_options

    def options(game):
        found = original(game)
        defender = game.state.players[1 - game.state.turn_player]
        cards = dict.fromkeys(o[1] for o in found if o[0] == "counter")
        return found + tuple(("counter", card, stage.iid) for card in cards for stage in defender.stage)

    swap(mp, original, options)


def counter_adds_the_cards_power(mp: pytest.MonkeyPatch) -> None:
    """A Character card used as a Counter adds its power, not its Counter value (2-10-1, 7-1-3-2-1)."""

    def around(original, game, decision, choice):
        before = len(game.state.modifiers)
        original(game, decision, choice)
        if isinstance(choice, tuple) and choice[0] == "counter":
            for modifier in game.state.modifiers[before:]:
                modifier.value = game.state.cards[choice[1]].definition.power

    wrap_answer(mp, "counter", around)


def played_this_turn_attacks_characters(mp: pytest.MonkeyPatch) -> None:
    """A Character played this turn may attack the opponent's Characters, not their Leader, as if every Character
    had [Rush: Character] (3-7-4: without [Rush] it attacks nothing that turn)."""
    original = battle.attack

    def attack(game, action):
        attacker, target = game.state.cards.get(action.attacker), game.state.cards.get(action.target)
        if attacker is None or target is None or target.area != CHARACTERS or attacker.played_turn != game.state.turn:
            return original(game, action)
        attacker.played_turn = -1
        try:
            return original(game, action)
        finally:
            attacker.played_turn = game.state.turn

    swap(mp, original, attack)


def damage_step_compares_printed_powers(mp: pytest.MonkeyPatch) -> None:
    """The Damage Step compares the printed powers, without DON!! given or effects (7-1-4-1: the current ones)."""

    def around(original, game):
        game.power = lambda card: card.definition.power or 0
        try:
            original(game)
        finally:
            del game.power

    wrap_task(mp, "damage_step", around)


def battle_won_at_zero_life_wins(mp: pytest.MonkeyPatch) -> None:
    """A battle the attacker wins against a player at 0 Life wins the game, whatever was attacked (7-1-4-1-1-1: only
    damage to the Leader; a Character is K.O.'d, 7-1-4-1-2)."""

    def around(original, game):
        s = game.state
        attacker, target = s.cards[s.battle.attacker], s.cards[s.battle.target]
        won = game.power(attacker) >= game.power(target)
        original(game)
        if won and target.area != LEADER and not s.players[target.owner].life and not s.game_over:
            game.end_game((attacker.owner,), ("7-1-4-1-1-1",))

    wrap_task(mp, "damage_step", around)


def _life_card_shown_after_damage(mp: pytest.MonkeyPatch, face_up_only: bool) -> None:
    """The Life card damage moves to the hand stays visible to the opponent there (all, or the face-up ones)."""
    shown: set[tuple[int, int]] = set()
    original_can_see = visibility.can_see

    def around(original, game, player, *args):
        life = game.state.players[player].life
        top = life[-1] if life else None
        face_up = top is not None and top.face_up
        original(game, player, *args)
        if top is not None and top.area == HAND and (face_up or not face_up_only):
            shown.add((top.iid, top.moves))

    def can_see(state, card, viewer):
        return (card.area == HAND and (card.iid, card.moves) in shown) or original_can_see(state, card, viewer)

    wrap_task(mp, "damage", around)
    swap(mp, original_can_see, can_see)


def life_card_shown_after_damage(mp: pytest.MonkeyPatch) -> None:
    """The Life card damage moves to the hand is revealed as it is checked for [Trigger] and stays known to the
    opponent (7-1-4-1-1-2: to the hand, a secret area, 3-4-3; revealed only for an activated [Trigger])."""
    _life_card_shown_after_damage(mp, face_up_only=False)


def face_up_life_card_stays_face_up_in_the_hand(mp: pytest.MonkeyPatch) -> None:
    """A face-up Life card (3-10-2-1) taken into the hand by damage stays open to the opponent (3-4-3: the hand is
    a secret area)."""
    _life_card_shown_after_damage(mp, face_up_only=True)


def battle_damage_to_the_second_player(mp: pytest.MonkeyPatch) -> None:
    """Battle damage always goes to the second player's Leader, as if he were always the one attacked."""
    wrap_task(mp, "damage", lambda original, game, player, *args: original(game, 1 - game.state.first_player, *args))


def legal_main_actions_during_a_battle(mp: pytest.MonkeyPatch) -> None:
    """While the attacked player decides in a battle, the legal actions also offer the turn player's Main Phase
    actions: play, give DON!!, end the turn (7-1-5-5: the game returns to the Main Phase when the battle is over)."""
    original = Game.legal_actions

    def legal_actions(game):
        found = original(game)
        s = game.state
        if s.battle is None or s.decision is None or s.game_over:
            return found
        return [*found, *main_phase.legal_main_actions(game, s.turn_player), EndTurn(s.turn_player)]

    mp.setattr(Game, "legal_actions", legal_actions)


def _main_action_during_a_battle(mp: pytest.MonkeyPatch, kind: type) -> None:
    """The turn player's Main Phase action of this kind is carried out while the attacked player decides in a battle
    (7-1-5-5: the game returns to the Main Phase only when the battle is over)."""
    original = Game.apply
    handlers = {GiveDon: main_phase.give_don, PlayCard: main_phase.play_from_hand, EndTurn: turn.end_main_phase}

    def apply(game, action):
        s = game.state
        if not (isinstance(action, kind) and s.battle is not None and s.decision is not None):
            return original(game, action)
        if action.player != s.turn_player:
            return original(game, action)
        battle_now, s.battle = s.battle, None  # the handler's own check of "a battle is under way" looks away
        try:
            refusal = handlers[kind](game, action)
        finally:
            s.battle = battle_now
        if refusal is not None:
            return game.refuse(action, refusal)
        game.run()
        return ACCEPTED

    mp.setattr(Game, "apply", apply)


def don_given_during_a_battle(mp: pytest.MonkeyPatch) -> None:
    """DON!! may be given during a battle (6-5-5 is a Main Phase action, 7-1-5-5)."""
    _main_action_during_a_battle(mp, GiveDon)


def character_played_during_a_battle(mp: pytest.MonkeyPatch) -> None:
    """A Character may be played during a battle (6-5-3 is a Main Phase action, 7-1-5-5)."""
    _main_action_during_a_battle(mp, PlayCard)


def turn_ended_during_a_battle(mp: pytest.MonkeyPatch) -> None:
    """The turn player may end her Main Phase during a battle (6-5-2-1, 7-1-5-5)."""
    _main_action_during_a_battle(mp, EndTurn)


def only_the_battling_cards_battle_effects_end(mp: pytest.MonkeyPatch) -> None:
    """At the End of the Battle only the attacker's and the attacked card's "during this battle" effects end
    (7-1-5-3, 7-1-5-4: all of them)."""

    def around(original, game):
        battle_now = game.state.battle
        battling = (battle_now.attacker, battle_now.target)
        lasting = [m for m in game.state.modifiers if m.until == "battle" and m.target not in battling]
        original(game)
        kept = set(map(id, game.state.modifiers))
        game.state.modifiers.extend(m for m in lasting if id(m) not in kept)

    wrap_task(mp, "battle_cleanup", around)


def turn_effects_end_with_the_battle(mp: pytest.MonkeyPatch) -> None:
    """The End of the Battle ends the effects that last the turn too (7-1-5-3, 7-1-5-4: "during this battle" ones)."""

    def around(original, game):
        original(game)
        game.expire(lambda m: m.until == "turn", ("7-1-5-4",))

    wrap_task(mp, "battle_cleanup", around)


def given_don_return_when_the_battle_ends(mp: pytest.MonkeyPatch) -> None:
    """The attacker's given DON!! go back to the cost area, rested, when its battle ends (6-5-5-4: only when the card
    leaves its area; 6-2-3: or in the owner's Refresh Phase)."""

    def around(original, game):
        attacker = game.state.cards[game.state.battle.attacker]
        original(game)
        if attacker.don and attacker.area in (LEADER, CHARACTERS):
            owner = game.state.players[attacker.owner]
            owner.don_rested += attacker.don
            attacker.don = 0

    wrap_task(mp, "battle_cleanup", around)


# -- printed keywords and the areas, on boards without card text (issue 24: helper h-vc) -------------------
def rush_attacks_only_the_leader(mp: pytest.MonkeyPatch) -> None:
    """[Rush] lets a Character attack in the turn it is played, but only the Leader (the mirror image of
    ver.1.2.0's [Rush: Character])."""
    original = battle.attack

    def attack(game, action):
        s = game.state
        attacker, target = s.cards.get(action.attacker), s.cards.get(action.target)
        if (
            attacker is not None
            and target is not None
            and attacker.area == CHARACTERS
            and target.area == CHARACTERS
            and attacker.played_turn == s.turn
            and game.has_keyword(attacker, "rush")
        ):
            return Refused("[Rush] attacks the Leader only", ("10-1-1-1",))
        return original(game, action)

    swap(mp, original, attack)


def rush_attacks_active_characters(mp: pytest.MonkeyPatch) -> None:
    """A Character with [Rush] may attack any Character, active ones too, as if [Rush] lifted 7-1-1-2."""
    original = permanent.attacks_active_characters
    swap(mp, original, lambda game, card: original(game, card) or game.has_keyword(card, "rush"))


def rush_skips_the_attacker_checks(mp: pytest.MonkeyPatch) -> None:
    """A Character with [Rush] may always attack, even rested (no check of 7-1-1-1 for it)."""
    original = battle.attacker_refusal

    def refusal(game, attacker):
        mine = attacker.area == CHARACTERS and attacker.owner == game.state.turn_player
        if mine and game.has_keyword(attacker, "rush"):
            return None
        return original(game, attacker)

    swap(mp, original, refusal)


def double_attack_attacks_twice(mp: pytest.MonkeyPatch) -> None:
    """A [Double Attack] card may attack a second time in a turn, though rested (the keyword read as two attacks)."""
    original = battle.attacker_refusal
    second: dict[int, tuple[object, set[tuple[int, int]]]] = {}  # the game kept, so its id is not reused

    def refusal(game, attacker):
        found = original(game, attacker)
        used = second.setdefault(id(game), (game, set()))[1]
        key = (game.state.turn, attacker.iid)
        if found is not None and attacker.rested and game.has_keyword(attacker, "double_attack") and key not in used:
            used.add(key)
            return None
        return found

    swap(mp, original, refusal)


def double_attack_after_a_lost_battle(mp: pytest.MonkeyPatch) -> None:
    """[Double Attack] deals its extra point to the Leader after any battle of the card, lost ones too."""

    def around(original, game):
        s = game.state
        attacker, target = s.cards[s.battle.attacker], s.cards[s.battle.target]
        lost = game.power(attacker) < game.power(target)
        original(game)
        if lost and target.area == LEADER and game.has_keyword(attacker, "double_attack"):
            game.schedule(("damage", target.owner, 1, False, ("7-1-4-1-1",)))

    wrap_task(mp, "damage_step", around)


def banished_card_under_the_trash(mp: pytest.MonkeyPatch) -> None:
    """The Life card [Banish] trashes is put at the bottom of the trash."""

    def around(original, game, player, remaining, banish, rules, first=True):
        trash = game.state.players[player].trash
        before = len(trash)
        original(game, player, remaining, banish, rules, first)
        if banish and len(trash) > before:
            trash.insert(0, trash.pop())

    wrap_task(mp, "damage", around)


def _seen_after_a_move(
    mp: pytest.MonkeyPatch, source: str, dest: str, seen: Callable, face_up_only: bool = False
) -> None:
    """A card moved from `source` to `dest` (face up there, with face_up_only) is seen as seen(card, viewer)
    says, not as its new area says (an engine that keeps a face-up or face-down mark on the card from where it
    was)."""
    marked: dict[int, tuple[object, int]] = {}  # id(card) -> (card, its moves once there)
    original_move = Game.move

    def move(self, card, area, rules, rested=False):
        came_from, face_up = card.area, card.face_up
        original_move(self, card, area, rules, rested)
        if came_from == source and area == dest and (face_up or not face_up_only):
            marked[id(card)] = (card, card.moves)

    swap(mp, original_move, move)
    original_see = visibility.can_see

    def can_see(state, card, viewer):
        kept = marked.get(id(card))
        if kept is not None and kept[0] is card and kept[1] == card.moves:
            return seen(card, viewer)
        return original_see(state, card, viewer)

    swap(mp, original_see, can_see)


def banished_card_stays_hidden(mp: pytest.MonkeyPatch) -> None:
    """The Life card [Banish] trashes stays face down in the trash: nobody may look at it."""
    _seen_after_a_move(mp, LIFE, TRASH, lambda card, viewer: False)


def banish_at_zero_life_not_a_loss(mp: pytest.MonkeyPatch) -> None:
    """With [Banish], damage to a Leader with 0 Life cards only looks for a Life card to trash: no defeat."""

    def around(original, game, player, remaining, banish, rules, first=True):
        if banish and first and not game.state.players[player].life:
            game.state.in_damage = False
            return None
        return original(game, player, remaining, banish, rules, first)

    wrap_task(mp, "damage", around)


def _banish_without_damage(mp: pytest.MonkeyPatch, won: bool, against_leader: bool) -> None:
    """After a battle of a [Banish] card with this outcome and target, the defender's top Life card is trashed."""

    def around(original, game):
        s = game.state
        attacker, target = s.cards[s.battle.attacker], s.cards[s.battle.target]
        outcome = game.power(attacker) >= game.power(target)
        on_leader = target.area == LEADER
        original(game)
        life = s.players[target.owner].life
        if outcome == won and on_leader == against_leader and life and game.has_keyword(attacker, "banish"):
            game.move(life[-1], TRASH, ("10-1-3-1",))

    wrap_task(mp, "damage_step", around)


def banish_after_a_ko(mp: pytest.MonkeyPatch) -> None:
    """A [Banish] card that K.O.s a Character in battle also trashes the top Life card of its player."""
    _banish_without_damage(mp, won=True, against_leader=False)


def banish_after_a_lost_battle(mp: pytest.MonkeyPatch) -> None:
    """A [Banish] card that loses its battle against the Leader still trashes the top Life card."""
    _banish_without_damage(mp, won=False, against_leader=True)


def banish_first_point_only(mp: pytest.MonkeyPatch) -> None:
    """[Banish] acts on the first point of damage only; the second point of [Double Attack] goes to the hand."""

    def around(original, game, player, remaining, banish, rules, first=True):
        return original(game, player, remaining, banish and first, rules, first)

    wrap_task(mp, "damage", around)


def blocker_played_this_turn_cannot_block(mp: pytest.MonkeyPatch) -> None:
    """A [Blocker] played this turn cannot block (3-7-4 read as barring every use of the card that turn)."""
    original = battle._blockers

    def blockers(game):
        return [c for c in original(game) if c.played_turn != game.state.turn]

    swap(mp, original, blockers)


def blockers_from_both_sides(mp: pytest.MonkeyPatch) -> None:
    """The turn player's own active [Blocker]s are offered to the defender too."""
    original = battle._blockers

    def blockers(game):
        s = game.state
        mine = s.players[s.turn_player].characters
        own = [c for c in mine if not c.rested and game.has_keyword(c, "blocker")]
        return [*original(game), *own]

    swap(mp, original, blockers)


def blockers_of_the_second_player_only(mp: pytest.MonkeyPatch) -> None:
    """[Blocker]s are looked for among Bob's (the second player's) Characters only, whoever attacks."""
    original = battle._blockers

    def blockers(game):
        return original(game) if game.state.turn_player == 0 else []

    swap(mp, original, blockers)


def rush_character_offered_the_leader(mp: pytest.MonkeyPatch) -> None:
    """The legal actions offer the Leader as a target to a Character with [Rush: Character] played this turn, as
    though it had [Rush] (the declared attack is still refused)."""
    original = battle.legal_attacks

    def legal_attacks(game, actor):
        s = game.state
        found = original(game, actor)
        if found or not battle.battle_forbidden_this_turn(game):
            leader = s.players[1 - actor].leader.iid
            for card in s.players[actor].characters:
                new = card.played_turn == s.turn and not card.rested
                if new and game.has_keyword(card, "rush_character"):
                    found = [*found, new_attack(actor, card.iid, leader)]
        return found

    swap(mp, original, legal_attacks)


def rush_character_never_attacks_the_leader(mp: pytest.MonkeyPatch) -> None:
    """A Character with [Rush: Character] may attack Characters only, in every turn."""
    original = battle.attack

    def attack(game, action):
        s = game.state
        attacker, target = s.cards.get(action.attacker), s.cards.get(action.target)
        to_leader = attacker is not None and target is not None and target.area == LEADER
        if to_leader and game.has_keyword(attacker, "rush_character"):
            return Refused("[Rush: Character] attacks Characters only", ("1.2.0:10-1-6-1",))
        return original(game, action)

    swap(mp, original, attack)


def rush_character_in_the_first_turn(mp: pytest.MonkeyPatch) -> None:
    """A Character with [Rush: Character] may attack even in its player's first turn (6-5-6-1 skipped for it)."""
    original = battle.attack

    def attack(game, action):
        attacker = game.state.cards.get(action.attacker)
        if attacker is None or not game.has_keyword(attacker, "rush_character"):
            return original(game, action)
        forbidden = battle.battle_forbidden_this_turn
        battle.battle_forbidden_this_turn = lambda game: False
        try:
            return original(game, action)
        finally:
            battle.battle_forbidden_this_turn = forbidden

    swap(mp, original, attack)


def unblockable_skips_the_counter_step(mp: pytest.MonkeyPatch) -> None:
    """An [Unblockable] attack skips the Counter Step along with the Block Step."""

    def around(original, game):
        s = game.state
        if game.has_keyword(s.cards[s.battle.attacker], "unblockable"):
            s.step = "counter"
            return None
        return original(game)

    wrap_task(mp, "counter_step", around)


def unblockable_on_the_attacked_card(mp: pytest.MonkeyPatch) -> None:
    """[Unblockable] is looked for on the attacked card as well: no block for an attacked [Unblockable] card."""
    original = battle._blockers

    def blockers(game):
        target = game.state.cards[game.state.battle.target]
        return [] if game.has_keyword(target, "unblockable") else original(game)

    swap(mp, original, blockers)


def _room_asked_when(mp: pytest.MonkeyPatch, full: Callable) -> None:
    """put_into_play makes room (3-7-6-1) also when full(game, card, player) says so."""

    def around(original, game, iid, rules):
        s = game.state
        card = s.cards[iid]
        me = s.players[card.owner]
        if me.characters and len(me.characters) < main_phase.MAX_CHARACTERS and full(game, card, me):
            options = tuple(c.iid for c in me.characters)
            game.ask(me.index, "character_to_trash", options, "trash which?", ("3-7-6-1",), context=(iid, rules))
            return None
        return original(game, iid, rules)

    wrap_task(mp, "put_into_play", around)


def stage_counted_among_characters(mp: pytest.MonkeyPatch) -> None:
    """The Stage counts towards the 5 Characters."""

    def full(game, card, me):
        return card.definition.category == "character" and len(me.characters) + len(me.stage) >= 5

    _room_asked_when(mp, full)


def stage_makes_room_among_characters(mp: pytest.MonkeyPatch) -> None:
    """A Stage played into a full Character area makes room there first."""

    def around(original, game, iid, rules):
        s = game.state
        card = s.cards[iid]
        me = s.players[card.owner]
        if card.definition.category == "stage" and len(me.characters) >= main_phase.MAX_CHARACTERS:
            options = tuple(c.iid for c in me.characters)
            game.ask(me.index, "character_to_trash", options, "trash which?", ("3-7-6-1",), context=(iid, rules))
            return None
        return original(game, iid, rules)

    wrap_task(mp, "put_into_play", around)


def room_made_before_the_cost(mp: pytest.MonkeyPatch) -> None:
    """A sixth Character's player is asked which Character to trash before its cost is checked."""
    original = main_phase.play_from_hand

    def play_from_hand(game, action):
        s = game.state
        card = s.cards.get(action.card)
        me = s.players[action.player]
        full = len(me.characters) >= main_phase.MAX_CHARACTERS
        new = card is not None and card.area == HAND and card.definition.category == "character"
        if new and full and game.cost(card) > me.don_active:
            options = tuple(c.iid for c in me.characters)
            game.ask(me.index, "character_to_trash", options, "trash which?", ("3-7-6-1",), (card.iid, ()))
            return None
        return original(game, action)

    swap(mp, original, play_from_hand)


def room_trashed_under_the_trash(mp: pytest.MonkeyPatch) -> None:
    """The Character trashed to make room for a sixth goes to the bottom of the trash."""

    def around(original, game, decision, choice):
        trash = game.state.players[decision.player].trash
        original(game, decision, choice)
        trash.insert(0, trash.pop())

    wrap_answer(mp, "character_to_trash", around)


def sixth_takes_the_slot_state(mp: pytest.MonkeyPatch) -> None:
    """The sixth Character takes the place of the trashed one with its state: rested or not, and ready to attack
    if that one was."""
    taken: dict[int, tuple[bool, int]] = {}

    def answer(original, game, decision, choice):
        old = game.state.cards[choice]
        taken[id(game.state.cards[decision.context[0]])] = (old.rested, old.played_turn)
        original(game, decision, choice)

    def task(original, game, iid, rules):
        original(game, iid, rules)
        card = game.state.cards[iid]
        state = taken.pop(id(card), None)
        if state is not None and card.area == CHARACTERS:
            card.rested, card.played_turn = state

    wrap_answer(mp, "character_to_trash", answer)
    wrap_task(mp, "put_into_play", task)


def room_chosen_by_the_first_player(mp: pytest.MonkeyPatch) -> None:
    """The choice of the Character to trash for a sixth is asked of the first player, whoever plays."""

    def around(original, game, iid, rules):
        original(game, iid, rules)
        s = game.state
        if s.decision is not None and s.decision.kind == "character_to_trash":
            s.decision = dataclasses.replace(s.decision, player=s.first_player)

    wrap_task(mp, "put_into_play", around)


def played_mark_never_cleared(mp: pytest.MonkeyPatch) -> None:
    """A Character played once stays "played this turn" for good: without [Rush] it never attacks."""
    original = battle.attacker_refusal

    def refusal(game, attacker):
        played = attacker.area == CHARACTERS and attacker.played_turn > 0
        if played and attacker.played_turn != game.state.turn and not game.has_keyword(attacker, "rush"):
            return Refused("a Character cannot attack in the turn it was played", ("3-7-4",))
        return original(game, attacker)

    swap(mp, original, refusal)


def kod_character_under_the_trash(mp: pytest.MonkeyPatch) -> None:
    """A K.O.'d Character goes to the bottom of the trash."""

    def around(original, game, iid, moves, rules, group):
        card = game.state.cards[iid]
        trash = game.state.players[card.owner].trash
        original(game, iid, moves, rules, group)
        if trash and trash[-1] is card:
            trash.insert(0, trash.pop())

    wrap_task(mp, "ko", around)


def counter_card_under_the_trash(mp: pytest.MonkeyPatch) -> None:
    """A Character card used as a Counter goes to the bottom of the trash."""

    def around(original, game, decision, choice):
        original(game, decision, choice)
        if isinstance(choice, tuple) and choice[0] == "counter":
            card = game.state.cards[choice[1]]
            trash = game.state.players[card.owner].trash
            trash.insert(0, trash.pop(trash.index(card)))

    wrap_answer(mp, "counter", around)


def replaced_stage_under_the_trash(mp: pytest.MonkeyPatch) -> None:
    """The Stage a new Stage replaces goes to the bottom of the trash."""

    def around(original, game, iid, rules):
        me = game.state.players[game.state.cards[iid].owner]
        old = list(me.stage) if game.state.cards[iid].definition.category == "stage" else []
        original(game, iid, rules)
        for card in old:
            if card in me.trash:
                me.trash.insert(0, me.trash.pop(me.trash.index(card)))

    wrap_task(mp, "put_into_play", around)


def counter_card_hidden_in_the_trash(mp: pytest.MonkeyPatch) -> None:
    """A card trashed from the hand stays hidden from the opponent, as it was in the hand."""
    _seen_after_a_move(mp, HAND, TRASH, lambda card, viewer: viewer == card.owner)


def life_card_hidden_in_the_hand(mp: pytest.MonkeyPatch) -> None:
    """A Life card taken into the hand stays face down: its owner may not look at it either."""
    _seen_after_a_move(mp, LIFE, HAND, lambda card, viewer: False)


def life_card_shown_on_its_way_to_the_hand(mp: pytest.MonkeyPatch) -> None:
    """A Life card taken into the hand by damage is revealed: the opponent may look at it there."""
    _seen_after_a_move(mp, LIFE, HAND, lambda card, viewer: True)


def drawn_card_hidden_in_the_hand(mp: pytest.MonkeyPatch) -> None:
    """A card drawn stays face down, as it was in the deck: its owner may not look at it."""
    _seen_after_a_move(mp, DECK, HAND, lambda card, viewer: False)


def banished_last_life_loses(mp: pytest.MonkeyPatch) -> None:
    """A Leader whose last Life card [Banish] trashes loses at once."""

    def around(original, game, player, remaining, banish, rules, first=True):
        original(game, player, remaining, banish, rules, first)
        if banish and not game.state.players[player].life and not game.state.game_over:
            game.end_game((1 - player,), ("10-1-3-1",))

    wrap_task(mp, "damage", around)


def declined_blocker_used_up(mp: pytest.MonkeyPatch) -> None:
    """A player who declined to block may not block again that turn."""
    declined: dict[int, tuple[object, set[tuple[int, int]]]] = {}  # the game kept, so its id is not reused

    def answer(original, game, decision, choice):
        if choice is None:
            declined.setdefault(id(game), (game, set()))[1].add((game.state.turn, decision.player))
        original(game, decision, choice)

    wrap_answer(mp, "blocker", answer)
    original = battle._blockers

    def blockers(game):
        s = game.state
        used = declined.get(id(game), (None, set()))[1]
        return [] if (s.turn, 1 - s.turn_player) in used else original(game)

    swap(mp, original, blockers)


def face_up_life_card_open_in_the_hand(mp: pytest.MonkeyPatch) -> None:
    """A face-up Life card taken into the hand stays face up there: the opponent may still look at it."""
    _seen_after_a_move(mp, LIFE, HAND, lambda card, viewer: True, face_up_only=True)


def ko_frees_no_place(mp: pytest.MonkeyPatch) -> None:
    """The Characters are counted as a tally that a K.O. does not lower: the limit of 5 counts K.O.'d ones."""
    kod: dict[tuple[int, int], int] = {}  # (id(state), player) -> Characters K.O.'d

    def ko(original, game, iid, moves, rules, group):
        card = game.state.cards[iid]
        original(game, iid, moves, rules, group)
        if card.area == TRASH and card.moves == moves + 1:
            key = (id(game.state), card.owner)
            kod[key] = kod.get(key, 0) + 1

    wrap_task(mp, "ko", ko)

    def full(game, card, me):
        tally = len(me.characters) + kod.get((id(game.state), me.index), 0)
        return card.definition.category == "character" and tally >= main_phase.MAX_CHARACTERS

    _room_asked_when(mp, full)


def damage_takes_the_face_up_life_card(mp: pytest.MonkeyPatch) -> None:
    """Damage takes a face-up Life card first, as if the card anyone can see were the top one."""

    def around(original, game, player, remaining, banish, rules, first=True):
        life = game.state.players[player].life
        shown = [c for c in life if c.face_up]
        if shown and life[-1] is not shown[-1]:
            life.remove(shown[-1])
            life.append(shown[-1])
        return original(game, player, remaining, banish, rules, first)

    wrap_task(mp, "damage", around)


def life_turned_face_down_by_damage(mp: pytest.MonkeyPatch) -> None:
    """When damage takes a Life card, the Life cards left are all laid face down again."""

    def around(original, game, player, remaining, banish, rules, first=True):
        original(game, player, remaining, banish, rules, first)
        for card in game.state.players[player].life:
            card.face_up = False

    wrap_task(mp, "damage", around)


CATALOGUE = (
    Mistake("rush attack not offered", ("10-1-1-1",), rush_attack_not_offered),
    Mistake("attack target limit on own side", ("1-3-3",), attack_target_limit_on_own_side),
    Mistake("life taken from the bottom", ("4-6-2-1", "7-1-4-1-1-2"), life_from_the_bottom),
    Mistake("attacker loses ties against a leader", ("7-1-4-1", "7-1-4-1-1"), attacker_loses_ties_against_leader),
    Mistake("no K.O. on equal power", ("7-1-4-1", "7-1-4-1-2"), no_ko_on_equal_power),
    Mistake("DON!! power counted on the opponent's turn", ("6-5-5-2",), don_power_on_opponents_turn),
    Mistake("a rested Blocker may block", ("10-1-4-1", "7-1-2-1"), rested_blocker_blocks),
    Mistake("[Once Per Turn] not enforced", ("10-2-13-1", "10-2-13-3"), once_per_turn_not_enforced),
    Mistake("first player draws on turn 1", ("6-3-1",), first_player_draws_on_turn_1),
    Mistake("battle on the first turns", ("6-5-6-1",), battle_on_first_turns),
    Mistake("second player attacks on their first turn", ("6-5-6-1",), second_player_attacks_on_first_turn),
    Mistake("[Rush] ignored", ("10-1-1-1",), rush_ignored),
    Mistake("[Double Attack] deals 1", ("10-1-2-1", "7-1-4-1-1-3"), double_attack_deals_one),
    Mistake("[Banish] sends Life to hand", ("10-1-3-1",), banish_life_to_hand),
    Mistake("Character area holds 6", ("3-7-6", "3-7-6-1"), character_area_holds_six),
    Mistake("DON!! Phase places 1", ("6-4-1",), don_phase_places_one),
    Mistake("Refresh Phase keeps given DON!!", ("6-2-3",), refresh_keeps_given_don),
    Mistake("Refresh Phase leaves cards rested", ("6-2-4",), refresh_leaves_cards_rested),
    Mistake("[Trigger] not offered", ("4-6-3", "10-1-5-1"), trigger_not_offered),
    Mistake("Character cost not paid", ("2-7-2", "6-5-3-1"), character_cost_not_paid),
    Mistake("deck-out is not a loss", ("9-2-1-2",), deck_out_not_a_loss),
    Mistake("damage at 0 Life is not a loss", ("9-2-1-1", "7-1-4-1-1-1"), damage_at_zero_life_not_a_loss),
    Mistake("a Blocker stays active", ("7-1-2-1", "10-1-4-1"), blocker_stays_active),
    Mistake("a block does not redirect the attack", ("7-1-2-1", "10-1-4-1"), block_does_not_redirect),
    Mistake("the attacked card blocks itself", ("10-1-4-1",), attacked_card_blocks_itself),
    Mistake("the attacker is not rested", ("7-1-1-1",), attacker_not_rested),
    Mistake("active Characters may be attacked", ("7-1-1-2",), active_characters_attackable),
    Mistake("attack in the turn played without Rush", ("3-7-4", "10-1-1-1"), attack_in_the_turn_played),
    Mistake("giving DON!! is free", ("6-5-5-1",), giving_don_is_free),
    Mistake("given DON!! return active", ("6-5-5-4",), given_don_return_active),
    Mistake("a declined [Trigger] is trashed", ("10-1-5-2",), declined_trigger_trashed),
    Mistake("a resolved [Trigger] goes to hand", ("10-1-5-1",), resolved_trigger_to_hand),
    Mistake("a Counter card stays in hand", ("7-1-3-2-1",), counter_card_kept),
    Mistake("a [Counter] Event costs nothing", ("7-1-3-2-2",), counter_event_free),
    Mistake("battle effects outlast the battle", ("7-1-5-3", "7-1-5-4"), battle_effects_outlast_the_battle),
    Mistake("turn effects outlast the turn", ("6-6-1-2", "6-6-1-3"), turn_effects_outlast_the_turn),
    Mistake(
        "turn effects end with the next Refresh Phase", ("6-6-1-2", "6-6-1-3"), turn_effects_end_with_the_next_refresh
    ),
    Mistake(
        "turn effects end as the next Main Phase begins",
        ("6-6-1-2", "6-6-1-3"),
        turn_effects_end_at_the_next_main_phase,
    ),
    Mistake("[On K.O.] not activated", ("10-2-17-1",), on_ko_not_activated),
    Mistake("[On Play] not activated", ("10-2-6-1",), on_play_not_activated),
    Mistake("[When Attacking] not activated", ("10-2-5-1", "7-1-1-3"), when_attacking_not_activated),
    Mistake("[On K.O.] lost with its card", ("10-2-17-2",), on_ko_lost_with_the_card),
    Mistake("[On K.O.] conditions checked in the trash", ("10-2-17-1",), on_ko_conditions_checked_in_the_trash),
    Mistake("resting a rested card counts as done", ("1-3-2-1",), resting_a_rested_card_counts_as_done),
    Mistake("auto effect of a card that left", ("8-1-3-2-3",), auto_effect_of_a_card_that_left),
    Mistake("[DON!! xN] counts the cost area", ("10-2-9-1", "8-3-2-3"), don_condition_counts_the_cost_area),
    Mistake("[Your Turn] in either turn", ("10-2-11-1", "8-3-2-4"), your_turn_ignored),
    Mistake("[Opponent's Turn] in either turn", ("10-2-12-1", "8-3-2-5"), opponents_turn_ignored),
    Mistake("costs always payable", ("8-3-1-3",), costs_always_payable),
    Mistake("negation ignored", ("8-2-1-1",), negation_ignored),
    Mistake("replacement effects not offered", ("8-1-3-5", "8-1-3-5-1"), replacements_not_offered),
    Mistake("second Double Attack point at 0 Life wins", ("7-1-4-1-1-3",), second_point_of_double_attack_at_zero_life),
    Mistake("costs go below 0", ("1-3-6",), negative_costs),
    Mistake("a negative cost sets DON!! active", ("1-3-6", "1-3-2-2"), negative_cost_sets_don_active),
    Mistake("power floored at 0", ("1-3-7",), power_floored_at_zero),
    Mistake("draw from the bottom of the deck", ("4-5-2", "4-5-3", "6-3-1"), draw_from_the_bottom),
    Mistake("Life placed upside down at setup", ("5-2-1-7",), life_placed_upside_down),
    Mistake("the chooser gets the other turn", ("5-2-1-5",), chooser_gets_the_other_turn),
    Mistake("the second player redraws first", ("5-2-1-6", "5-2-1-6-1"), second_player_redraws_first),
    Mistake("the engine picks the Character to trash", ("3-7-6-1",), engine_picks_the_character_to_trash),
    Mistake("one loser at a time", ("9-2-1", "1-2-2"), one_loser_at_a_time),
    Mistake("a moved card keeps its effects", ("3-1-6",), moved_card_keeps_its_effects),
    Mistake("two Stages on the field", ("3-8-5", "3-8-5-1"), two_stages),
    Mistake("up to N means exactly N", ("4-8-1",), up_to_means_exactly),
    Mistake("choose N may stop early", ("8-4-4-1",), choose_n_may_stop),
    Mistake("effect order not asked", ("8-1-3-2",), effect_order_not_asked),
    Mistake("the chosen order of effects is ignored", ("8-1-3-2",), chosen_effect_order_ignored),
    Mistake(
        "effects of Characters K.O.'d at once wait apart", ("8-1-3-2",), simultaneous_kos_set_off_effects_one_by_one
    ),
    Mistake("bottom-of-deck order not asked", ("3-1-7",), bottom_order_not_asked),
    Mistake("bottom-of-deck order reversed", ("3-1-7",), bottom_order_reversed),
    Mistake("trash filled from the bottom", ("3-1-7", "3-5-1", "3-5-2"), trash_filled_from_the_bottom),
    Mistake("the non-turn player's effects first", ("8-1-3-2", "8-6-1"), non_turn_players_effects_first),
    Mistake("K.O. prohibition ignored", ("1-3-3", "10-2-1-3"), ko_prohibition_ignored),
    Mistake("DON!! -N only from the cost area", ("8-3-1-6", "10-2-10-1"), don_minus_only_from_the_cost_area),
    Mistake("a cost takes the active DON!! of the cost area first", ("3-9-2",), cost_area_active_don_first),
    Mistake("set active wins over a simultaneous rest", ("1-3-9",), set_active_wins_over_a_simultaneous_rest),
    Mistake("a card is revealed only when the text says so", ("11-2-1",), searched_card_not_revealed),
    Mistake("no concession during a decision", ("1-2-3",), concession_waits_for_a_decision),
    Mistake("Counter offered without a Counter value", ("7-1-3-2", "7-1-3-2-1"), counters_without_a_counter_value),
    Mistake("[On Block] not activated", ("10-2-15-1", "7-1-2-2"), on_block_not_activated),
    Mistake("[On Your Opponent's Attack] not activated", ("10-2-16-1",), on_opponents_attack_not_activated),
    Mistake("DON!!-returned effects not activated", ("10-2-10-1",), don_returned_timing_not_activated),
    Mistake("Life-to-hand effects not activated", ("4-6-2-1",), life_to_hand_timing_not_activated),
    Mistake("Event-activated effects not activated", ("8-5-4",), event_activated_timing_not_activated),
    Mistake(
        "end-of-turn effects not activated", ("6-6-1-1", "10-2-7-1", "10-2-8-1"), end_of_turn_effects_not_activated
    ),
    Mistake("effects resolve during damage processing", ("8-6-2", "8-6-2-1"), effects_resolve_during_damage),
    Mistake("effects interrupt the resolving effect", ("8-6-3",), effects_interrupt_the_resolving_effect),
    Mistake("start-of-turn effects end for either player", ("6-2-1",), start_of_turn_effects_end_for_the_wrong_player),
    Mistake("a 'you may' effect used without asking", ("8-1-2",), you_may_used_without_asking),
    Mistake("Characters and Stages played rested", ("3-7-5", "3-8-4"), characters_played_rested),
    Mistake("a redraw keeps the hand", ("5-2-1-6-1",), redraw_keeps_the_hand),
    Mistake("a redraw is answered but the hand is kept", ("5-2-1-6-1",), redraw_answered_but_the_hand_kept),
    Mistake("no DON!! when only 1 is left", ("6-4-2",), no_don_when_one_is_left),
    Mistake("given DON!! add 1000 in all", ("6-5-5-2",), one_don_counts_once),
    Mistake("the non-turn player draws first", ("1-3-11",), non_turn_player_acts_first),
    Mistake("the non-turn player chooses first", ("1-3-4",), non_turn_player_chooses_first),
    Mistake("an unmet 'if' is ignored", ("4-10-1", "8-3-3"), unmet_if_ignored),
    Mistake("defeat judged only when the game waits for a player", ("9-1", "9-1-1"), defeat_judged_only_when_waiting),
    Mistake("what follows 'if' resolves although the part before it failed", ("4-10-1",), if_after_a_failed_first_part),
    Mistake("deck-out only when drawing from empty", ("9-2-1-2", "1-2-2-2"), deck_out_only_when_drawing_from_empty),
    Mistake("Event cost not paid", ("2-7-3", "10-2-3-1"), event_cost_not_paid),
    Mistake(
        "the battle goes on after a card left", ("7-1-1-4", "7-1-2-3", "7-1-3-2-3"), battle_goes_on_after_a_card_left
    ),
    Mistake(
        "the battle goes to the Damage Step although the attacker left during the Counter Step",
        ("7-1-3-2-3",),
        damage_step_after_the_attacker_left_in_the_counter_step,
    ),
    Mistake("a Counter's power always goes to the Leader", ("7-1-3-2-1",), counter_power_to_the_leader),
    Mistake("a losing attacker is K.O.'d", ("7-1-4-2",), losing_attacker_is_ko),
    Mistake("DON!! given to the opponent's cards", ("6-5-5-1",), don_given_to_the_opponent),
    Mistake("a rested DON!! may be given", ("6-5-5-1",), rested_don_given),
    Mistake("a rested card may attack", ("7-1-1-1",), rested_attacker),
    Mistake("the Character being played may be trashed for room", ("3-7-6-1",), played_character_may_be_trashed),
    Mistake("'N or less' excludes N", ("8-4-4", "10-2-1-1"), or_less_excludes_equal),
    Mistake("[Once Per Turn] auto effects not limited", ("10-2-13-1",), auto_once_per_turn_not_enforced),
    Mistake("0 is not an 'up to N' choice", ("1-3-5-1", "4-8-1"), zero_not_a_choice),
    Mistake("original power read as current power", ("4-9-2",), original_power_is_current_power),
    Mistake("permanent effects ignore their condition", ("8-1-3-4-4", "8-3-2-1"), permanent_conditions_ignored),
    Mistake("the second player starts", ("5-2-1-8",), second_player_starts),
    Mistake("more than 4 copies allowed", ("5-1-2-3",), five_copies_allowed),
    Mistake("deck colours not checked", ("5-1-2-2",), colours_not_checked),
    Mistake("Leader cards allowed in the deck", ("5-1-2-1",), leaders_in_the_deck),
    Mistake("deck size not checked", ("5-1-2", "5-2-1-1"), deck_size_not_checked),
    Mistake("end-of-turn effects activate twice", ("6-6-1-1-1", "6-6-1-1"), end_of_turn_effects_twice),
    Mistake("trashing for room is a K.O.", ("10-2-1-3", "3-7-6-1"), trashed_for_room_is_a_ko),
    Mistake("'stays rested' ignored by the Refresh Phase", ("1-3-1", "6-2-4"), keep_rested_ignored),
    Mistake("effect text carried out last sentence first", ("1-3-8",), effect_steps_in_reverse),
    Mistake("a ① cost is not paid", ("8-3-1-5",), rest_don_cost_not_paid),
    Mistake("unpayable [Counter] Events offered", ("7-1-3-2-2",), unpayable_counter_event_offered),
    Mistake("an unpayable Character is played", ("6-5-3-1", "2-7-2"), unpayable_character_played),
    Mistake("a replaced K.O. happens too", ("8-1-3-5-1", "8-1-3-5"), replaced_ko_happens_too),
    Mistake("replacements offered in the wrong order", ("8-1-3-5-2",), replacements_in_the_wrong_order),
    Mistake("the non-turn player's replacements first", ("8-1-3-5-2",), non_turn_players_replacements_first),
    Mistake("a replaced K.O. is offered to other replacements", ("8-1-3-5-3",), replaced_situation_replaced_again),
    Mistake("5 Life cards for every Leader", ("5-2-1-7", "2-9-2-1"), five_life_for_every_leader),
    Mistake("looks at one card more", ("11-3-1", "8-4-4-4"), looks_at_one_more),
    Mistake("a Stage may be attacked", ("7-1-1-2",), stage_attackable),
    Mistake("every Counter is +1000", ("2-10-1", "7-1-3-2-1"), every_counter_is_1000),
    Mistake("a Counter adds no power", ("2-10-1",), counter_adds_no_power),
    Mistake("the attacker decides the defence", ("7-1-2-1", "7-1-3-2"), the_attacker_decides_the_defence),
    Mistake("a name given by text is ignored", ("2-1-3",), gained_names_ignored),
    Mistake("a type given by text is ignored", ("2-4-4",), gained_types_ignored),
    Mistake("an attribute given by text is ignored", ("2-5-7",), gained_attributes_ignored),
    Mistake("a card number is read as its card name", ("2-14-3",), card_number_read_as_name),
    Mistake("a Stage card in the Stage area is offered", ("2-2-6-2",), stage_card_reaches_the_stage_area),
    Mistake("a Stage card is looked for in the Stage area only", ("2-2-6-2",), stage_card_only_in_the_stage_area),
    Mistake("Life looked at is left face up", ("3-10-3",), looked_life_left_face_up),
    Mistake("Life looked at is left face down", ("3-10-3",), looked_life_left_face_down),
    Mistake("cards from an open area stay known in the deck", ("3-1-8",), open_cards_stay_known_in_the_deck),
    Mistake("a view names the cards it hides", ("3-1-8",), hidden_cards_named_in_a_view),
    Mistake("a card revealed from the hand stays hidden", ("11-2-2",), card_revealed_from_the_hand_stays_hidden),
    Mistake("an Event is shown only once its cost is paid", ("8-4-1-2",), event_hidden_until_its_cost_is_paid),
    Mistake("the attacker is rested only when the battle ends", ("7-1-1-1",), attacker_rested_when_the_battle_ends),
    Mistake("any card looked at may be taken", ("8-4-4-4",), look_top_takes_any_card),
    Mistake("a target's conditions are ignored", ("8-4-4",), target_conditions_ignored),
    Mistake("an activation cost's card may be left unchosen", ("8-4-1-3",), cost_card_choice_may_stop),
    Mistake("a negated effect's cost may be paid", ("8-2-1-1",), negated_effect_cost_paid),
    Mistake("a loop a player can stop is asked step by step", ("11-1-1-2",), stoppable_loop_asked_each_time),
    Mistake("a declared loop goes round once more", ("11-1-1-2",), loop_goes_round_once_more),
    Mistake("the larger of two declarations is carried out", ("11-1-1-3",), larger_declaration_wins),
    Mistake("the looping choice is offered after the loop", ("11-1-1-2", "11-1-1-3"), looping_choice_still_offered),
    Mistake("any Life card may be moved", ("3-10-2",), any_life_card_may_move),
    Mistake("an optional cost must be payable", ("8-3-1-4",), optional_cost_must_be_payable),
    Mistake("cards looked at split between top and bottom", ("11-3-2",), looked_cards_split_top_and_bottom),
    Mistake(
        "the opponent's next turn is the one after theirs",
        ("6-6-1-3",),
        opponents_next_turn_counted_from_the_next_turn,
    ),
    Mistake("an Event's watchers checked as it starts", ("8-5-4",), event_watchers_checked_as_the_event_starts),
    Mistake(
        "a declined optional cost uses up [Once Per Turn]", ("10-2-13-1",), declined_optional_cost_uses_once_per_turn
    ),
    Mistake(
        "an 'if' after the cost checked before activation", ("8-3-3",), if_after_the_cost_checked_before_activation
    ),
    Mistake("an optional cost skipped when its 'if' fails", ("8-3-1-4",), optional_cost_skipped_when_the_if_fails),
    Mistake("'other than this Character' spares its namesakes", ("8-4-4-3",), other_than_this_spares_its_namesakes),
    Mistake("start-of-game effects skipped", ("5-2-1-5-1",), start_of_game_effects_skipped, "1.2.0"),
    Mistake("start-of-game effects in turn order", ("5-2-1-5-1",), start_of_game_effects_in_turn_order, "1.2.0"),
    Mistake("no shuffle after a start-of-game effect", ("5-2-1-5-2",), start_of_game_deck_not_shuffled, "1.2.0"),
    Mistake("[End of Your Opponent's Turn] first", ("6-6-1-1-2",), opponents_end_of_turn_effects_first, "1.2.0"),
    Mistake(
        "both players' end-of-turn effects at once", ("6-6-1-1-2",), end_of_turn_effects_activate_together, "1.2.0"
    ),
    Mistake(
        "the turn player orders every end-of-turn effect",
        ("6-6-1-1-4",),
        turn_player_orders_every_end_of_turn_effect,
        "1.2.0",
    ),
    Mistake("delayed effects before [End of Your Turn]", ("6-6-1-2",), delayed_effects_with_end_of_your_turn, "1.2.0"),
    Mistake("a Character trashed for room is saved by a replacement", ("3-7-6-1-1",), room_trash_replaced, "1.2.0"),
    Mistake("returned DON!! come back active", ("6-2-3",), returned_don_come_back_active, "1.2.0"),
    Mistake(
        "this turn's effects end before delayed effects",
        ("6-6-1-3",),
        this_turn_effects_end_before_delayed_effects,
        "1.2.0",
    ),
    Mistake("[Rush: Character] read as [Rush]", ("10-1-6-1",), rush_character_read_as_rush, "1.2.0"),
    Mistake("[Rush: Character] ignored", ("10-1-6-1",), rush_character_ignored, "1.2.0"),
    Mistake("[Unblockable] still offers a block", ("10-1-7-1",), unblockable_still_offers_a_block, "1.2.0"),
    Mistake("a [Trigger] card trashed as it activates", ("10-1-5-3",), trigger_card_trashed_on_activation, "1.2.0"),
    Mistake("a [Trigger] card in hand as it resolves", ("10-1-5-3",), trigger_card_in_hand_while_resolving, "1.2.0"),
    Mistake(
        "a [Trigger] card left in Life as it resolves",
        ("10-1-5-3",),
        trigger_card_left_in_life_while_resolving,
        "1.2.0",
    ),
    Mistake(
        "[On Your Opponent's Attack] after the Block Step",
        ("7-1-1-3",),
        opponents_attack_effects_after_the_block_step,
        "1.2.0",
    ),
    Mistake(
        "[Main] by a [Trigger] only in the Main Phase",
        ("10-2-3-1-1",),
        main_activated_by_an_effect_only_in_the_main_phase,
        "1.2.0",
    ),
    Mistake(
        "[Counter] by a [Trigger] only in the Counter Step",
        ("10-2-4-1-1",),
        counter_activated_by_an_effect_only_in_the_counter_step,
        "1.2.0",
    ),
    Mistake(
        "an effect activates a [Counter] it does not name",
        ("10-2-4-1-2",),
        effect_activates_a_counter_it_does_not_name,
        "1.2.0",
    ),
    Mistake("a 1.2.0 game follows 1.1.6 for a cost short partway", ("8-3-1-3-1",), short_cost_follows_1_1_6, "1.2.0"),
    Mistake("a cost short partway is refunded", ("8-3-1-3-1",), short_cost_refunded, "1.2.0"),
    Mistake(
        "[Once Per Turn] kept when its cost falls short",
        ("10-2-13-5",),
        once_per_turn_kept_when_the_cost_falls_short,
        "1.2.0",
    ),
    Mistake("«Set Power to 0» holds the power at 0", ("4-12-1",), set_power_to_zero_holds_zero, "1.2.0"),
    Mistake("«Set Power to 0» sets the base power to 0", ("4-12-1",), set_power_to_zero_as_base_zero, "1.2.0"),
    Mistake("«Set Power to 0» raises a negative power", ("4-12-2",), set_power_to_zero_raises_negative_power, "1.2.0"),
    Mistake("a cost floored at 0 at each change", ("1-3-6-2-1",), cost_floored_at_each_change, "1.2.0"),
    Mistake("a cost below 0 kept negative", ("1-3-6-2",), negative_cost_kept, "1.2.0"),
    Mistake("the latest base power wins", ("4-9-2-1",), latest_base_power_wins, "1.2.0"),
    Mistake("the earliest base power wins", ("4-9-2-1",), earliest_base_power_wins, "1.2.0"),
    Mistake("an effect stays on a DON!! card that moved", ("3-1-6-1",), effect_stays_on_a_moved_don, "1.2.0"),
    Mistake("an effect on one DON!! kept on its player", ("3-1-6-1",), don_effect_kept_on_the_player, "1.2.0"),
    Mistake("the latest base cost wins", ("4-9-2-2",), latest_base_cost_wins, "1.2.0"),
    Mistake("the earliest base cost wins", ("4-9-2-2",), earliest_base_cost_wins, "1.2.0"),
    Mistake("the lowest base cost wins", ("4-9-2-2",), lowest_base_cost_wins, "1.2.0"),
    Mistake(
        "a move to a secret area sets off its auto effect",
        ("8-4-5",),
        removal_effect_activates_from_a_secret_area,
        "1.2.0",
    ),
    Mistake("the hand counted as an open area", ("8-4-5",), removal_effect_activates_from_the_hand, "1.2.0"),
    Mistake("a removed card's own auto effect never activates", ("8-4-5",), removal_effect_never_activates, "1.2.0"),
    Mistake("'cannot be played' ignored", ("4-7-2",), cannot_play_ignored, "1.2.0"),
    Mistake("'remove' means a K.O. only", ("4-11-2",), removal_means_ko_only, "1.2.0"),
    Mistake("'remove' does not cover a K.O.", ("4-11-2",), removal_excludes_ko, "1.2.0"),
    Mistake("a given DON!! counts as rested", ("4-4-2",), given_don_counted_as_rested, "1.2.0"),
    Mistake("a cost-area DON!! counts as rested", ("4-4-1-1",), active_cost_area_don_counted_as_rested, "1.2.0"),
    Mistake("the attribute '?' is every attribute", ("2-5-2",), question_mark_attribute_is_every_attribute, "1.2.0"),
    Mistake(
        "'Leader or Character cards' offers the hand",
        ("2-2-4-3",),
        leader_or_character_cards_from_the_hand,
        "1.2.0",
    ),
    Mistake(
        "a replacement's result is never replaced (1.1.6)",
        ("8-1-3-4-6", "8-1-3-4-3"),
        replaced_part_never_replaced_again,
        "1.2.0",
    ),
    Mistake(
        "a replaced part stays the replaced player's effect",
        ("8-1-3-4-7",),
        replaced_part_stays_the_replaced_players,
        "1.2.0",
    ),
    Mistake("an impossible replacement is offered", ("8-1-3-4-5",), impossible_replacement_offered, "1.2.0"),
    Mistake("a replacement's card kind in hand ignored", ("1-3-2", "8-1-3-5"), replacement_hand_filter_ignored),
    Mistake("an Event activated from hand of any type", ("10-2-3-1-1",), event_from_hand_filter_ignored, "1.2.0"),
    Mistake("a trash-count 'if' always holds", ("8-3-3",), trash_count_condition_ignored),
    Mistake(
        "[DON!! xX] checked when the effect activates (1.1.6)",
        ("8-3-2-3",),
        don_condition_checked_at_activation,
        "1.2.0",
    ),
    Mistake(
        "permanent effects applied once, power first",
        ("8-1-3-3-5",),
        permanent_effects_applied_once_power_first,
        "1.2.0",
    ),
    Mistake("'all of your Characters' reaches later ones", ("8-1-4-1",), one_shot_all_reaches_later_cards, "1.2.0"),
    Mistake("a continuous effect ends with its turn", ("8-1-4-2",), continuous_effect_ends_with_the_turn, "1.2.0"),
    Mistake("a choice ignores earlier continuous effects", ("8-4-6",), earlier_effects_ignored_by_a_choice, "1.2.0"),
    # card effects that no scenario played, or played one way only (issue 24 item 5)
    Mistake("'5 or more cards in hand' met by 4", ("8-3-3",), hand_condition_one_short),
    Mistake("'2 or more rested opposing Characters' met by 1", ("8-3-3",), opponent_rested_characters_one_short),
    Mistake(
        "'2 or more rested opposing Characters' read as more than 2", ("8-3-3",), opponent_rested_characters_more_than
    ),
    Mistake("'DON!! on your field' counts the cost area only", ("8-3-3",), don_on_field_counts_the_cost_area_only),
    Mistake("'10 DON!! on your field' met by 9", ("8-3-3",), don_on_field_one_short),
    Mistake("'+1000 per card in hand' given once", ("8-3-2-1",), per_card_bonus_flat),
    Mistake(
        "'+1000 per card in your hand' counts the opponent's hand", ("8-3-2-1",), per_card_counts_the_opponents_hand
    ),
    Mistake("'your opponent activates an Event' met by own Events", ("8-5-4",), opponents_event_met_by_own_events),
    Mistake("'your opponent activates an Event' never met", ("8-5-4",), opponents_event_never_met),
    Mistake("an Event's [Trigger] counts as activating it", ("8-5-4",), trigger_of_an_event_activates_it),
    Mistake("a revealed card of cost 5 passes 'cost 4 or less'", ("11-2-1",), revealed_card_cost_one_more),
    Mistake("a revealed card's type is not checked", ("11-2-1",), revealed_card_type_unchecked),
    Mistake("'play up to 1 from your deck' cannot choose none", ("8-4-4-1",), up_to_from_the_deck_is_exact),
    Mistake("the played card is ordered with the rest", ("3-1-7",), played_card_ordered_with_the_rest),
    Mistake("a card played from the top 5 enters after the rest", ("8-4-4-4",), played_after_the_rest_is_ordered),
    Mistake("cards put on the bottom in any order lie reversed", ("11-3-2",), arranged_bottom_reversed),
    Mistake("cards put back on top in any order lie reversed", ("11-3-2",), arranged_top_reversed),
    Mistake("looked-at cards split between top and bottom", ("11-3-2",), arranged_cards_split),
    Mistake("'that card' is the effect's own card", ("8-4-4",), that_card_is_the_source),
    Mistake("'that card' is the Leader", ("8-4-4",), that_card_is_the_leader),
    Mistake("a Character's Counter costs a DON!!", ("7-1-3-2-1",), counter_rests_a_don),
    Mistake("given DON!! are not on the field", ("3-1-2",), given_don_not_on_the_field),
    Mistake("[When Attacking] activates for any attacker", ("10-2-5-1",), when_attacking_for_any_attacker),
    Mistake(
        "[Double Attack] stops when the attacker leaves", ("10-1-2-1",), double_attack_stops_when_the_attacker_leaves
    ),
    Mistake("a power limit reads the printed power", ("4-9-2",), earlier_effects_ignored_by_a_choice),
    Mistake("'your Leader is type X' read on the card itself", ("8-3-3",), leader_type_read_on_the_card),
    Mistake(
        "'your Leader is type X' read on the opponent's Leader", ("8-3-3",), leader_type_read_on_the_opponents_leader
    ),
    Mistake("[DON!! x1] met without a DON!!", ("10-2-9-1",), don_condition_one_short),
    Mistake("'5 or fewer cards in hand' met by 6", ("8-3-3",), hand_max_one_more),
    Mistake("'5 or fewer cards in hand' read as fewer than 5", ("8-3-3",), hand_max_exclusive),
    Mistake("'15 or more cards in the trash' read as more than 15", ("8-3-3",), trash_min_exclusive),
    Mistake("'15 or more cards in the trash' met by 14", ("8-3-3",), trash_min_one_short),
    Mistake("'2 or fewer Life cards' met by 3", ("8-3-3",), life_max_one_more),
    Mistake("'2 or more active DON!!' read as more than 2", ("8-3-3",), active_don_min_exclusive),
    Mistake("'if that card is an Event' holds for any card", ("4-10-1",), that_card_category_unchecked),
    Mistake("'10000 power or more' read as more than 10000", ("8-3-3",), opponent_power_min_exclusive),
    Mistake("an unmet 'if' drops the 'Then,' after it", ("4-10-2",), unmet_if_drops_the_then),
    Mistake("a Leader's deck rule ignored", ("5-1-2-4",), leader_deck_rule_ignored),
    Mistake("a typed 'trash a Character' cost takes any Character", ("8-3-1-4",), any_character_pays_a_typed_cost),
    Mistake(
        "a [Trigger] carrying out the card's [Main] does nothing",
        ("10-1-5-1",),
        trigger_running_another_effect_does_nothing,
    ),
    Mistake("a Character played rested by an effect enters active", ("3-7-5",), played_rested_enters_active),
    Mistake("'Blockers of 2000 power or less' read as less than 2000", ("10-1-4-1",), blocker_power_limit_exclusive),
    Mistake("a Life card paid as a cost is the bottom one", ("3-10-2",), life_cost_from_the_bottom),
    Mistake("the opponent's hand shown to the player picking from it", ("3-4-3",), hand_shown_to_the_picking_opponent),
    Mistake("'the opponent's Characters' offers one's own too", ("8-4-4",), opposing_filter_reaches_own_cards),
    Mistake("'if your Leader is' reads the opponent's Leader", ("8-3-3",), leader_condition_reads_the_opponents_leader),
    Mistake("an Event's [Trigger] resolves its [Counter]", ("10-1-5-1",), trigger_resolves_the_first_effect),
    Mistake("a cost's kind of card ignored", ("8-3-1-1",), cost_card_kind_ignored),
    Mistake("a failed 'if' stops what follows 'then'", ("4-10-2",), then_stopped_by_a_failed_if),
    # deviations real engines make (issue 26 item 3)
    Mistake("a rested leader cannot be given DON!!", ("6-5-5-1",), rested_card_refuses_don),
    Mistake(
        "[Double Attack] [Trigger]s asked after both Life cards are taken",
        ("8-6-2-1", "10-1-2-1"),
        double_attack_triggers_after_the_battle,
    ),
    Mistake("'add to the top of Life' adds at the bottom", ("3-10-2",), life_added_at_the_bottom),
    # refusals and offered actions (issue 26 item 4)
    Mistake("a card without [Activate: Main] is activated", ("6-5-4-1",), any_effect_activated_from_the_field),
    Mistake("legal actions list no attack", ("6-5-2",), legal_lists_no_attack),
    Mistake("legal actions list the non-turn player's", ("6-5-2",), legal_lists_the_other_players_actions),
    Mistake("a given DON!! may be moved to another card", ("6-5-5-1",), given_don_may_be_moved),
    Mistake("a [Trigger] activated from the hand", ("10-1-5-1",), trigger_activated_from_the_hand),
    Mistake("Counters used from the trash", ("7-1-3-2-1", "7-1-3-2-2"), counters_used_from_the_trash),
    # weak spots (issue 26 item 6)
    Mistake("the DON!! deck is secret from the opponent", ("3-3-2",), don_deck_secret_from_the_opponent),
    Mistake("the battle never ends", ("7-1-5-1",), battle_never_ends),
    Mistake("choices fixed when the effect activates", ("8-4-4",), choices_fixed_at_activation),
    Mistake("DON!! −N returned as N events", ("10-2-10-1", "8-3-1-6"), don_minus_returns_one_event_per_card),
    # card data settled by the Japanese text (issue 26 item 6)
    Mistake("a 'Character card' looked for is any card", ("2-2-4-2",), look_top_take_ignores_the_category),
    Mistake("'play 1' from the hand cannot be declined", ("8-4-4-2",), play_one_from_the_hand_cannot_be_declined),
    # board forms and card language for a judge's questions (issue 26 item 5)
    Mistake("a board with a deck at 0 is judged only after an action", ("9-1-2",), board_judged_only_after_an_action),
    Mistake("'if you do' read as 'then'", ("4-10-1",), if_you_do_read_as_then),
    Mistake("'if you do' never met", ("4-10-1",), if_you_do_never_met),
    Mistake("a removal replaced only as a K.O.", ("4-11-2", "8-1-3-4"), removal_replaced_only_as_a_ko, "1.2.0"),
    Mistake(
        "a removal's replacements in the wrong order", ("8-1-3-4-2",), removal_replacements_in_the_wrong_order, "1.2.0"
    ),
    # official Q&A of OP01 whose scenarios followed their fixes (issue 26 item 2)
    Mistake(
        "a Character played this turn cannot be rested for a cost", ("8-3-1",), played_this_turn_cannot_rest_for_a_cost
    ),
    Mistake("a card attacks at most once a turn", ("7-1-1-1",), characters_attack_once_a_turn),
    Mistake("'drawn nothing with this effect' used up by drawing nothing", ("8-3-3",), draw_limit_used_when_set_off),
    Mistake("a deck shorter than the cards to look at is not looked at", ("11-3-2",), short_deck_not_looked_at),
    Mistake("a rested DON!! offered for DON!! −N when there is none", ("8-3-1-6",), rested_don_offered_when_none),
    # battles with cards without text (vanilla chapter 7, issue 24)
    Mistake("legal attacks offer active Characters", ("7-1-1-2",), legal_attacks_offer_active_characters),
    Mistake("legal attacks offer rested attackers", ("7-1-1-1",), legal_attacks_offer_rested_attackers),
    Mistake("legal attacks offered in the first turn", ("6-5-6-1",), legal_attacks_in_the_first_turn),
    Mistake("a Life card may be attacked", ("7-1-1-2",), life_card_attackable),
    Mistake("a Stage may attack", ("7-1-1-1",), stage_may_attack),
    Mistake("a card rested by its own attack attacks again", ("7-1-1-1",), attacker_rested_by_its_attack_attacks_again),
    Mistake("no Block Step when the attacker already loses", ("7-1-2-1",), no_block_step_when_the_attacker_loses),
    Mistake("the attacking player's Blockers are offered", ("7-1-2-1",), attacking_players_blockers_offered),
    Mistake("the defence is always the second player's", ("7-1-2-1", "7-1-3-2"), defence_always_the_second_players),
    Mistake("a Counter goes to the card attacked", ("7-1-3-2-1",), counter_power_to_the_card_attacked),
    Mistake("a leader at 0 Life loses when attacked", ("7-1-4-1-1-1",), zero_life_loses_when_attacked),
    Mistake("Counters taken after the Damage Step", ("7-1-3-2",), counters_taken_after_the_damage_step),
    Mistake("a Counter may go onto a Stage", ("7-1-3-2-1",), counter_onto_a_stage),
    Mistake("a Counter adds the card's power", ("7-1-3-2-1",), counter_adds_the_cards_power),
    Mistake("a Character played this turn may attack Characters", ("3-7-4",), played_this_turn_attacks_characters),
    Mistake("the Damage Step compares printed powers", ("7-1-4-1",), damage_step_compares_printed_powers),
    Mistake("a battle won at 0 Life wins, whatever was attacked", ("7-1-4-1-1-1",), battle_won_at_zero_life_wins),
    Mistake("the Life card taken by damage is shown to the opponent", ("7-1-4-1-1-2",), life_card_shown_after_damage),
    Mistake(
        "a face-up Life card stays face up in the hand", ("3-10-2-1",), face_up_life_card_stays_face_up_in_the_hand
    ),
    Mistake("battle damage always goes to the second player", ("7-1-4-1-1",), battle_damage_to_the_second_player),
    Mistake("legal actions offer the Main Phase during a battle", ("7-1-5-5",), legal_main_actions_during_a_battle),
    Mistake("DON!! given during a battle", ("7-1-5-5",), don_given_during_a_battle),
    Mistake("a Character played during a battle", ("7-1-5-5",), character_played_during_a_battle),
    Mistake("the turn ended during a battle", ("7-1-5-5",), turn_ended_during_a_battle),
    Mistake("only the battling cards' battle effects end", ("7-1-5-4",), only_the_battling_cards_battle_effects_end),
    Mistake("the End of the Battle ends effects of the turn", ("7-1-5-3", "7-1-5-4"), turn_effects_end_with_the_battle),
    Mistake("given DON!! return when the battle ends", ("7-1-5",), given_don_return_when_the_battle_ends),
    # printed keywords and the areas, on boards without card text (issue 24: helper h-vc)
    Mistake("[Rush] attacks the Leader only", ("10-1-1-1",), rush_attacks_only_the_leader),
    Mistake("[Rush] may attack active Characters", ("10-1-1-1",), rush_attacks_active_characters),
    Mistake("[Rush] skips the attacker checks", ("10-1-1-1",), rush_skips_the_attacker_checks),
    Mistake("[Double Attack] attacks twice", ("10-1-2-1",), double_attack_attacks_twice),
    Mistake("[Double Attack] after a lost battle", ("10-1-2-1",), double_attack_after_a_lost_battle),
    Mistake("a banished Life card under the trash", ("10-1-3-1",), banished_card_under_the_trash),
    Mistake("a banished Life card stays hidden", ("10-1-3-1",), banished_card_stays_hidden),
    Mistake("[Banish] at 0 Life is not a loss", ("10-1-3-1",), banish_at_zero_life_not_a_loss),
    Mistake("[Banish] trashes Life after a K.O.", ("10-1-3-1",), banish_after_a_ko),
    Mistake("[Banish] trashes Life after a lost battle", ("10-1-3-1",), banish_after_a_lost_battle),
    Mistake("[Banish] on the first point only", ("10-1-3-1",), banish_first_point_only),
    Mistake("a [Blocker] played this turn cannot block", ("10-1-4-1",), blocker_played_this_turn_cannot_block),
    Mistake("[Blocker]s from both sides", ("10-1-4-1",), blockers_from_both_sides),
    Mistake("[Blocker]s of the second player only", ("10-1-4-1",), blockers_of_the_second_player_only),
    Mistake("[Rush: Character] offered the Leader", ("10-1-6-1",), rush_character_offered_the_leader, "1.2.0"),
    Mistake(
        "[Rush: Character] never attacks the Leader", ("10-1-6-1",), rush_character_never_attacks_the_leader, "1.2.0"
    ),
    Mistake("[Rush: Character] in the first turn", ("10-1-6-1",), rush_character_in_the_first_turn, "1.2.0"),
    Mistake("[Unblockable] skips the Counter Step", ("10-1-7-1",), unblockable_skips_the_counter_step, "1.2.0"),
    Mistake("[Unblockable] on the attacked card", ("10-1-7-1",), unblockable_on_the_attacked_card, "1.2.0"),
    Mistake("the Stage counts among the 5 Characters", ("3-7-6",), stage_counted_among_characters),
    Mistake("a Stage makes room among the Characters", ("3-7-6-1",), stage_makes_room_among_characters),
    Mistake("room made before the cost is checked", ("3-7-6-1",), room_made_before_the_cost),
    Mistake("the Character trashed for room goes under the trash", ("3-7-6-1",), room_trashed_under_the_trash),
    Mistake("the sixth Character takes the trashed one's state", ("3-7-6-1",), sixth_takes_the_slot_state),
    Mistake("the first player chooses the Character to trash", ("3-7-6-1",), room_chosen_by_the_first_player),
    Mistake("'played this turn' never cleared", ("3-7-4",), played_mark_never_cleared),
    Mistake("a K.O.'d Character goes under the trash", ("3-5-2",), kod_character_under_the_trash),
    Mistake("a Counter card goes under the trash", ("3-5-2",), counter_card_under_the_trash),
    Mistake("a replaced Stage goes under the trash", ("3-5-2",), replaced_stage_under_the_trash),
    Mistake("a card trashed from the hand stays hidden", ("3-5-2",), counter_card_hidden_in_the_trash),
    Mistake("a Life card in the hand stays hidden from its owner", ("3-4-2",), life_card_hidden_in_the_hand),
    Mistake("a Life card taken by damage is shown to the opponent", ("3-4-3",), life_card_shown_on_its_way_to_the_hand),
    Mistake("a drawn card stays hidden from its owner", ("3-4-2",), drawn_card_hidden_in_the_hand),
    Mistake("a Leader whose last Life card is banished loses", ("10-1-3-1",), banished_last_life_loses),
    Mistake("a declined [Blocker] is used up for the turn", ("10-1-4-1",), declined_blocker_used_up),
    Mistake("a face-up Life card stays open in the hand", ("3-10-2-1",), face_up_life_card_open_in_the_hand),
    Mistake("a K.O. frees no place in the Character area", ("3-7-6",), ko_frees_no_place),
    Mistake("damage takes the face-up Life card first", ("3-10-2",), damage_takes_the_face_up_life_card),
    Mistake("damage turns the Life face down", ("3-10-2-1",), life_turned_face_down_by_damage),
    # official Q&A of the other sets whose cards we write (issue 26 item 2)
    Mistake("an auto effect's 'if' checked when its timing is met", ("6-6-1-1",), if_checked_when_the_timing_is_met),
    Mistake(
        "a [Trigger] card counted in its Life as it resolves", ("4-6-3",), trigger_card_left_in_life_while_resolving
    ),
    Mistake("a Character trashed instead of K.O.'d did not battle", ("7-1-5-2",), replaced_battler_did_not_battle),
    Mistake("each K.O. of one effect is a situation of its own", ("10-2-1-1",), each_ko_its_own_situation),
    Mistake("a replaced K.O. sets off 'when K.O.'d' effects", ("10-2-1-2",), replaced_ko_counts_as_a_ko),
    Mistake("an Event goes to the trash after its effect", ("8-4-2",), event_trashed_after_its_effect),
    Mistake(
        "«Set Power to 0» ends the power changes already made",
        ("4-12-1",),
        set_power_to_zero_ends_earlier_changes,
        "1.2.0",
    ),
    Mistake(
        "'until the end of your next turn' from the opponent's turn ends with it",
        ("6-6-1-3",),
        end_of_your_next_turn_started_in_the_opponents_turn_ends_with_it,
        "1.2.0",
    ),
    Mistake("Jewelry Bonney keeps an active DON!! rested", ("6-2-4",), bonney_keeps_an_active_don),
    Mistake("Jewelry Bonney keeps a given DON!! rested", ("6-5-5-1",), bonney_keeps_a_given_don),
    Mistake(
        "[On Your Opponent's Attack] only after the Block Step",
        ("10-1-4-1",),
        opponents_attack_effects_after_the_block_step,
    ),
    Mistake(
        "[On Your Opponent's Attack] before [When Attacking]",
        ("10-2-16-1",),
        opponents_attack_effects_before_when_attacking,
    ),
    Mistake("Smoker's restriction stops a Leader's effect too", ("2-2-4-1",), no_don_active_by_any_effect),
    Mistake(
        "a player's 'this turn' effects end before the End Phase's",
        ("6-6-1-2",),
        players_turn_effects_end_before_the_end_phase,
    ),
    Mistake(
        "a card K.O.'d in its battle activates its end-of-battle effect",
        ("7-1-5-2",),
        end_of_battle_sees_the_card_as_it_battled,
    ),
    Mistake(
        "an end-of-battle effect of a card that left the field activates",
        ("7-1-5-2",),
        end_of_battle_effect_of_a_card_that_left,
    ),
    Mistake("'your Characters' reaches the hand and the trash", ("2-2-4-1",), your_characters_include_hand_and_trash),
    Mistake("'cannot be removed' stops only a K.O.", ("1-3-3",), removal_means_ko_only),
    Mistake("'cannot be removed' does not stop a K.O.", ("1-3-3",), removal_excludes_ko),
    Mistake("a DON!! given to a Leader counts as rested", ("6-5-5-1",), given_don_counted_as_rested),
    Mistake("'all of your Characters' reaches Characters played later", ("8-1-3-1",), one_shot_all_reaches_later_cards),
    Mistake("a permanent effect kept once its condition held", ("8-3-2-3",), permanent_kept_once_its_condition_held),
    Mistake("a Stage in play counted as a 'Stage card'", ("2-2-6-2",), stage_in_play_is_a_stage_card),
    Mistake(
        "a card leaving the hand counts as removed from the field",
        ("4-11-2",),
        leaving_the_hand_counts_as_removed_from_the_field,
        "1.2.0",
    ),
    Mistake("a [Counter] Event offered as a Main Phase play", ("10-2-4-1",), counter_event_offered_in_the_main_phase),
    Mistake("the non-turn player's battle effects end first", ("7-1-5-4",), battle_effects_end_non_turn_player_first),
    Mistake("a Leader's permanent effect read as a deck rule", ("5-1-2-4-1",), leader_permanent_read_as_deck_rule),
    Mistake("'by an effect' never met", ("10-2-1-2",), by_an_effect_never_met),
    Mistake("'by an effect' covering a battle's K.O.", ("7-1-4-1-2",), by_an_effect_covers_battles),
    Mistake("a cost of 0 not offered without an active DON!!", ("2-7-2",), cost_zero_not_offered_without_don),
    Mistake("a deck rule forbidding cards below its costs", ("5-1-2-4",), deck_rule_forbids_below_its_costs, "1.2.0"),
    Mistake(
        "a Life cost refused when the Life holds exactly that many", ("8-3-1-3",), life_cost_refused_when_exactly_met
    ),
    # a replaced loss (issue 26 item 5)
    Mistake("a loss replacement ignored", ("8-1-3-5",), loss_replacement_ignored),
    Mistake("a loss replacement covering every defeat", ("9-2-1-1",), loss_replacement_covers_every_defeat),
    Mistake("a concession replaced", ("1-2-4",), concession_replaced),
    Mistake(
        "an attack's damage effect after the damage processing",
        ("7-1-4-1-1-2",),
        damage_dealt_effect_after_damage_processing,
    ),
)


# -- setup and turns without card text (issue 24: scenarios an engine without text runs) ------------------
def deck_size_only_a_minimum(mp: pytest.MonkeyPatch) -> None:
    """A deck of 50 cards or more is accepted: the size is checked as a minimum (5-1-2 asks exactly 50)."""

    def check_deck(deck, cards):
        too_many = len(deck.cards) > decks.DECK_SIZE
        breaches = [b for b in decks.deck_breaches(deck, cards) if not (too_many and b[1].startswith("the deck has"))]
        if breaches:
            raise decks.DeckError(breaches)

    swap(mp, decks.check_deck, check_deck)


def any_card_as_the_leader(mp: pytest.MonkeyPatch) -> None:
    """Any card is taken as the Leader: its category is never checked (5-1-2 asks for 1 Leader card)."""

    def check_deck(deck, cards):
        breaches = [b for b in decks.deck_breaches(deck, cards) if not b[1].endswith("not a leader")]
        if breaches:
            raise decks.DeckError(breaches)

    swap(mp, decks.check_deck, check_deck)


def second_seat_always_chooses(mp: pytest.MonkeyPatch) -> None:
    """The second-listed player (Bob) always chooses first or second, whoever won the choice (5-2-1-4)."""

    def around(original, game):
        game.state.first_chooser = 1
        original(game)

    wrap_task(mp, "choose_first", around)


def opening_hands_before_the_choice(mp: pytest.MonkeyPatch) -> None:
    """The opening hands are dealt as the game is created, before first or second is chosen (5-2-1-5, 5-2-1-6)."""

    def choose(original, game):
        for player in game.state.players:
            game.draw(player.index, 5, ("5-2-1-6",))
        original(game)

    def hands(original, game):
        s = game.state
        game.schedule(("offer_redraw", s.first_player), ("offer_redraw", 1 - s.first_player), ("place_life",))

    wrap_task(mp, "choose_first", choose)
    wrap_task(mp, "opening_hands", hands)


def life_placed_with_the_hands(mp: pytest.MonkeyPatch) -> None:
    """Life is placed right after the opening hands are drawn, before the redraw questions (5-2-1-6, 5-2-1-7)."""

    def hands(original, game):
        original(game)
        s = game.state
        for index in (s.first_player, 1 - s.first_player):
            player = s.players[index]
            for _ in range(player.leader.definition.life or 0):
                game.move(player.deck[-1], LIFE, ("5-2-1-7",))

    def place(original, game):
        s = game.state
        if any(player.life for player in s.players):  # placed already: only the game begins (5-2-1-8)
            game.schedule(("start_turn", s.first_player))
            return
        original(game)

    wrap_task(mp, "opening_hands", hands)
    wrap_task(mp, "place_life", place)


def redrawn_hand_put_under_the_deck(mp: pytest.MonkeyPatch) -> None:
    """A redraw puts the hand under the deck and draws 5 from the top, without shuffling (5-2-1-6-1)."""

    def around(original, game, decision, choice):
        if choice != "redraw":
            return original(game, decision, choice)
        me = game.state.players[decision.player]
        hand = list(me.hand)
        for card in hand:
            game.move(card, DECK, ("5-2-1-6-1",))
            me.deck.remove(card)
        me.deck[0:0] = hand  # (the deck's bottom card first)
        game.draw(decision.player, 5, ("5-2-1-6-1",))
        return None

    wrap_answer(mp, "redraw", around)


def redraw_offered_again(mp: pytest.MonkeyPatch) -> None:
    """A player who redraws is asked again: a second redraw (5-2-1-6 allows one)."""

    def around(original, game, decision, choice):
        original(game, decision, choice)
        redraws = [
            e
            for e in game.state.log
            if e.kind == "decided" and e.data.get("decision") == "redraw" and e.data.get("player") == decision.player
            and e.data.get("choice") == "redraw"
        ]  # fmt: skip
        if choice == "redraw" and len(redraws) == 1:
            game.schedule(("offer_redraw", decision.player))

    wrap_answer(mp, "redraw", around)


def redraw_done_for_the_first_player(mp: pytest.MonkeyPatch) -> None:
    """A redraw is carried out for the first player, whoever answered (5-2-1-6-1)."""

    def around(original, game, decision, choice):
        original(game, dataclasses.replace(decision, player=game.state.first_player), choice)

    wrap_answer(mp, "redraw", around)


def redraws_answered_at_once(mp: pytest.MonkeyPatch) -> None:
    """Both players answer the redraw question at the same time: the second player's answer is taken while the
    first player still decides (5-2-1-6: in turn, the first player first)."""
    original = Game._decide

    def _decide(game, action):
        s = game.state
        asked = s.decision
        waiting = ("offer_redraw", action.player)
        if asked is not None and asked.kind == "redraw" and action.player != asked.player and waiting in s.tasks:
            s.tasks.remove(waiting)
            ANSWERS["redraw"](game, dataclasses.replace(asked, player=action.player), action.choice)
            return ACCEPTED
        return original(game, action)

    mp.setattr(Game, "_decide", _decide)


def life_placed_face_up(mp: pytest.MonkeyPatch) -> None:
    """Life is placed face up at setup (5-2-1-7: face down)."""

    def around(original, game):
        original(game)
        for player in game.state.players:
            for card in player.life:
                card.face_up = True

    wrap_task(mp, "place_life", around)


def given_don_pay_costs(mp: pytest.MonkeyPatch) -> None:
    """DON!! given to one's leader or Characters pay a cost the active DON!! of the cost area fall short of
    (2-7-2 rests active DON!! of the cost area only)."""
    original = main_phase.play_from_hand

    def play_from_hand(game, action):
        s = game.state
        card = s.cards.get(action.card)
        me = s.players[action.player]
        if card is not None and card.area == HAND and card.definition.category in ("character", "stage"):
            short = game.cost(card) - me.don_active
            for holder in (me.leader, *me.characters):
                while short > 0 and holder.don:
                    holder.don -= 1
                    me.don_active += 1
                    short -= 1
        return original(game, action)

    swap(mp, original, play_from_hand)


def given_don_pay_costs_first(mp: pytest.MonkeyPatch) -> None:
    """A cost is paid with the DON!! given to one's leader first, then with the cost area's (2-7-2: the cost
    area's active DON!! only)."""
    original = main_phase.play_from_hand

    def play_from_hand(game, action):
        s = game.state
        card = s.cards.get(action.card)
        me = s.players[action.player]
        if card is not None and card.area == HAND and card.definition.category in ("character", "stage"):
            taken = min(game.cost(card), me.leader.don)
            me.leader.don -= taken
            me.don_active += taken
        return original(game, action)

    swap(mp, original, play_from_hand)


def main_actions_listed_during_a_decision(mp: pytest.MonkeyPatch) -> None:
    """While a player must decide, the list of legal actions offers the turn player's Main Phase actions too
    (6-5-2-1: the Main Phase goes on once the decision is answered)."""
    original = Game.legal_actions

    def legal_actions(game):
        actions = original(game)
        s = game.state
        if s.decision is not None and s.phase == "main" and not s.game_over:
            actions += [EndTurn(s.turn_player), *main_phase.legal_main_actions(game, s.turn_player)]
        return actions

    mp.setattr(Game, "legal_actions", legal_actions)


def opponents_hand_playable(mp: pytest.MonkeyPatch) -> None:
    """A card is looked for in either hand: the turn player may play one from the opponent's (6-5-3-1: your hand)."""
    original = main_phase.play_refusal

    def play_refusal(game, player, card):
        owner, card.owner = card.owner, player
        try:
            return original(game, player, card)
        finally:
            card.owner = owner

    swap(mp, original, play_refusal)


def nothing_played_in_a_first_turn(mp: pytest.MonkeyPatch) -> None:
    """No card is played in a player's first turn, as if 6-5-6-1 forbade the whole Main Phase."""
    original = main_phase.play_from_hand

    def play_from_hand(game, action):
        if game.state.turn <= 2:
            return Refused("nothing is played in a player's first turn", ("6-5-6-1",))
        return original(game, action)

    swap(mp, original, play_from_hand)


def _ask_for_room(game, card, rules) -> None:
    """Ask the card's owner which Character to trash before the card is put into play."""
    me = game.state.players[card.owner]
    options = tuple(c.iid for c in me.characters)
    game.ask(me.index, "character_to_trash", options, "trash which Character?", ("3-7-6-1",), context=(card.iid, rules))


def room_made_for_a_stage(mp: pytest.MonkeyPatch) -> None:
    """With 5 Characters, any card played asks for a Character to trash, a Stage too (3-7-6-1: a Character)."""

    def around(original, game, iid, rules):
        card = game.state.cards[iid]
        full = len(game.state.players[card.owner].characters) >= main_phase.MAX_CHARACTERS
        if card.definition.category == "stage" and card.area != STAGE and full:
            return _ask_for_room(game, card, rules)
        return original(game, iid, rules)

    wrap_task(mp, "put_into_play", around)


def stage_counted_with_the_characters(mp: pytest.MonkeyPatch) -> None:
    """The Stage counts toward the 5-Character limit (3-7-6: the Character area's limit)."""

    def around(original, game, iid, rules):
        card = game.state.cards[iid]
        me = game.state.players[card.owner]
        crowded = len(me.characters) < main_phase.MAX_CHARACTERS <= len(me.characters) + len(me.stage)
        if card.definition.category == "character" and card.area != CHARACTERS and crowded:
            return _ask_for_room(game, card, rules)
        return original(game, iid, rules)

    wrap_task(mp, "put_into_play", around)


def room_made_among_every_character(mp: pytest.MonkeyPatch) -> None:
    """The Characters offered to make room are every Character on the field, the opponent's too (3-7-6-1: one's
    own)."""
    original = Game.ask

    def ask(game, player, kind, options, prompt, rules, context=()):
        if kind == "character_to_trash":
            options = (*options, *(c.iid for c in game.state.players[1 - player].characters))
        return original(game, player, kind, options, prompt, rules, context)

    mp.setattr(Game, "ask", ask)


def room_made_before_the_cost_is_checked(mp: pytest.MonkeyPatch) -> None:
    """With 5 Characters a Character is trashed to make room before the cost is checked, and stays trashed when
    the play is refused (6-5-3-1: a card that cannot be paid for is not played)."""
    original = main_phase.play_from_hand

    def play_from_hand(game, action):
        s = game.state
        card = s.cards.get(action.card)
        refusal = original(game, action)
        characters = s.players[action.player].characters
        unpaid = refusal is not None and "2-7-2" in refusal.rules and card.definition.category == "character"
        if unpaid and len(characters) >= main_phase.MAX_CHARACTERS:
            game.move(characters[0], TRASH, ("3-7-6-1",))
        return refusal

    swap(mp, original, play_from_hand)


def end_turn_drops_a_pending_choice(mp: pytest.MonkeyPatch) -> None:
    """The turn player may end the Main Phase while still choosing the Character to trash: the choice is dropped
    (6-5-2-1 ends the Main Phase once the play is done)."""
    original = Game.apply

    def apply(game, action):
        asked = game.state.decision
        if isinstance(action, EndTurn) and asked is not None and asked.kind == "character_to_trash":
            game.state.decision = None
        return original(game, action)

    mp.setattr(Game, "apply", apply)


def no_don_to_a_stage_refused(mp: pytest.MonkeyPatch) -> None:
    """DON!! may be given to a Stage (6-5-5-1: the leader or a Character)."""
    mp.setattr(main_phase, "_GIVEN_DON_AREAS", (LEADER, CHARACTERS, STAGE))


def don_given_to_own_cards_anywhere(mp: pytest.MonkeyPatch) -> None:
    """DON!! may be given to any card of one's own, wherever it is (6-5-5-1: the leader or a Character)."""
    original = main_phase.give_don

    def give_don(game, action):
        target = game.state.cards.get(action.target)
        if target is None or target.area != HAND:
            return original(game, action)
        area, target.area = target.area, CHARACTERS
        try:
            return original(game, action)
        finally:
            target.area = area

    swap(mp, original, give_don)


def no_don_to_a_new_character(mp: pytest.MonkeyPatch) -> None:
    """DON!! cannot be given to a Character played this turn, as if 3-7-4 kept it from DON!! too."""
    original = main_phase.give_don

    def give_don(game, action):
        target = game.state.cards.get(action.target)
        if target is not None and target.area == CHARACTERS and target.played_turn == game.state.turn:
            return Refused("a Character played this turn takes no DON!!", ("6-5-5-1",))
        return original(game, action)

    swap(mp, original, give_don)


def no_don_given_in_a_first_turn(mp: pytest.MonkeyPatch) -> None:
    """No DON!! is given in a player's first turn, as if 6-5-6-1 forbade it with battles."""
    original = main_phase.give_don

    def give_don(game, action):
        if game.state.turn <= 2:
            return Refused("no DON!! is given in a player's first turn", ("6-5-6-1",))
        return original(game, action)

    swap(mp, original, give_don)


def _attacks_listed_unless(mp: pytest.MonkeyPatch, forbidden: Callable) -> None:
    """The list of legal attacks judges the first turns by `forbidden`; the declared attack is still refused."""
    original = battle.legal_attacks
    rule = battle.battle_forbidden_this_turn

    def legal_attacks(game, actor):
        battle.battle_forbidden_this_turn = forbidden
        try:
            return original(game, actor)
        finally:
            battle.battle_forbidden_this_turn = rule

    swap(mp, original, legal_attacks)


def first_turn_attacks_listed(mp: pytest.MonkeyPatch) -> None:
    """The list of legal actions offers attacks in the first turns, though they are refused (6-5-6-1)."""
    _attacks_listed_unless(mp, lambda game: False)


def second_players_first_turn_attacks_listed(mp: pytest.MonkeyPatch) -> None:
    """The list of legal actions offers attacks in turn 2, the second player's first turn (6-5-6-1)."""
    _attacks_listed_unless(mp, lambda game: game.state.turn <= 1)


def _listed_plays(mp: pytest.MonkeyPatch, change: Callable) -> None:
    """The list of legal Main Phase actions, changed by change(game, actor, actions)."""
    original = main_phase.legal_main_actions
    swap(mp, original, lambda game, actor: change(game, actor, original(game, actor)))


def unaffordable_plays_listed(mp: pytest.MonkeyPatch) -> None:
    """The list of legal actions offers every Character and Stage in hand, whatever its cost (6-5-3-1)."""

    def change(game, actor, actions):
        listed = {a.card for a in actions if isinstance(a, PlayCard)}
        for card in game.state.players[actor].hand:
            if card.definition.category in ("character", "stage") and card.iid not in listed:
                actions.append(PlayCard(actor, card.iid))
        return actions

    _listed_plays(mp, change)


def listed_plays_need_a_spare_don(mp: pytest.MonkeyPatch) -> None:
    """The list of legal actions offers a card only if the active DON!! exceed its cost (2-7-2: as many as it)."""

    def change(game, actor, actions):
        s = game.state
        spare = s.players[actor].don_active
        return [a for a in actions if not (isinstance(a, PlayCard) and game.cost(s.cards[a.card]) >= spare)]

    _listed_plays(mp, change)


def giving_listed_without_active_don(mp: pytest.MonkeyPatch) -> None:
    """The list of legal actions offers giving DON!! while the player has any DON!!, rested or given (6-5-5-1)."""

    def change(game, actor, actions):
        me = game.state.players[actor]
        if not me.don_active and (me.don_rested or me.leader.don):
            actions += [GiveDon(actor, card.iid) for card in (me.leader, *me.characters)]
        return actions

    _listed_plays(mp, change)


def full_area_hides_character_plays(mp: pytest.MonkeyPatch) -> None:
    """The list of legal actions offers no Character while 5 are on the field (3-7-6-1 makes room for it)."""

    def change(game, actor, actions):
        s = game.state
        if len(s.players[actor].characters) < main_phase.MAX_CHARACTERS:
            return actions
        return [
            a for a in actions if not (isinstance(a, PlayCard) and s.cards[a.card].definition.category == "character")
        ]

    _listed_plays(mp, change)


def _taken_during_a_battle(mp: pytest.MonkeyPatch, kind: type, handler: Callable, defender: bool = False) -> None:
    """The turn player's action of this kind (with defender, the other player's) is carried out in the middle of
    a battle (6-5-2: a battle is one Main Phase action; the others wait until it is over)."""

    def players(s):
        return (1 - s.turn_player,) if defender else (s.turn_player,)

    original = Game.apply

    def apply(game, action):
        s = game.state
        if not (isinstance(action, kind) and s.battle is not None and action.player in players(s)):
            return original(game, action)
        battle_now, asked = s.battle, s.decision
        s.battle = s.decision = None
        try:
            refusal = handler(game, action)
        finally:
            s.battle, s.decision = battle_now, asked
        return refusal or ACCEPTED

    mp.setattr(Game, "apply", apply)


def don_given_during_a_battle(mp: pytest.MonkeyPatch) -> None:
    """DON!! may be given in the middle of a battle (6-5-2)."""
    _taken_during_a_battle(mp, GiveDon, lambda game, action: main_phase.give_don(game, action))


def card_played_during_a_battle(mp: pytest.MonkeyPatch) -> None:
    """A Character may be played in the middle of a battle (6-5-2, 6-5-3-1)."""
    _taken_during_a_battle(mp, PlayCard, lambda game, action: main_phase.play_from_hand(game, action))


def defender_gives_don_in_a_battle(mp: pytest.MonkeyPatch) -> None:
    """The defender may give DON!! in the middle of the opponent's battle (6-5-5-1: the turn player's action)."""
    _taken_during_a_battle(mp, GiveDon, lambda game, action: main_phase.give_don(game, action), defender=True)


def defender_plays_in_a_battle(mp: pytest.MonkeyPatch) -> None:
    """The defender may play a Character in the middle of the opponent's battle (6-5-3-1: the turn player's)."""
    _taken_during_a_battle(mp, PlayCard, lambda game, action: main_phase.play_from_hand(game, action), defender=True)


def don_set_active_as_the_turn_ends(mp: pytest.MonkeyPatch) -> None:
    """The turn player's rested DON!! are set active as their turn ends, not in their next Refresh Phase (6-2-4)."""

    def around(original, game):
        me = game.state.players[game.state.turn_player]
        me.don_active += me.don_rested
        me.don_rested = 0
        original(game)

    wrap_task(mp, "end_turn_cleanup", around)


def cards_set_active_as_the_turn_ends(mp: pytest.MonkeyPatch) -> None:
    """The turn player's rested leader, Characters and Stage are set active as their turn ends (6-2-4)."""

    def around(original, game):
        me = game.state.players[game.state.turn_player]
        for card in (me.leader, *me.characters, *me.stage):
            card.rested = False
        original(game)

    wrap_task(mp, "end_turn_cleanup", around)


def refresh_sets_every_stage_active(mp: pytest.MonkeyPatch) -> None:
    """The Refresh Phase sets both players' Stages active (6-2-4: the turn player's cards)."""

    def around(original, game):
        original(game)
        for player in game.state.players:
            for card in player.stage:
                card.rested = False

    wrap_task(mp, "refresh_don_and_cards", around)


def draw_lost_at_ten_cards(mp: pytest.MonkeyPatch) -> None:
    """A card drawn into a hand of 10 is put in the trash: a hand limit no rule has (6-3-1)."""

    def around(original, game):
        me = game.state.players[game.state.turn_player]
        before = len(me.hand)
        original(game)
        if before >= 10 and len(me.hand) > before:
            game.move(me.hand[-1], TRASH, ("6-3-1",))

    wrap_task(mp, "draw_phase", around)


def hand_trimmed_as_the_turn_ends(mp: pytest.MonkeyPatch) -> None:
    """The turn player discards down to 10 cards as the turn ends: a step the End Phase does not have (6-6-1)."""

    def around(original, game):
        me = game.state.players[game.state.turn_player]
        while len(me.hand) > 10:
            game.move(me.hand[0], TRASH, ("6-6-1",))
        original(game)

    wrap_task(mp, "end_turn_cleanup", around)


def first_or_second_answered_by_either(mp: pytest.MonkeyPatch) -> None:
    """Either player may answer the first-or-second question, as the one who won the choice (5-2-1-5)."""
    original = Game._decide

    def _decide(game, action):
        asked = game.state.decision
        if asked is not None and asked.kind == "first_or_second" and action.player != asked.player:
            action = dataclasses.replace(action, player=asked.player)
        return original(game, action)

    mp.setattr(Game, "_decide", _decide)


def two_don_in_the_first_turn(mp: pytest.MonkeyPatch) -> None:
    """The first player places 2 DON!! in their first turn too (6-4-1: 1)."""

    def around(original, game):
        original(game)
        me = game.state.players[game.state.turn_player]
        if game.state.turn == 1 and me.don_deck:
            me.don_deck -= 1
            me.don_active += 1

    wrap_task(mp, "don_phase", around)


def don_placed_beyond_the_don_deck(mp: pytest.MonkeyPatch) -> None:
    """The DON!! Phase places its DON!! whatever the DON!! deck holds, leaving it below 0 (6-4-2, 6-4-3)."""

    def around(original, game):
        me = game.state.players[game.state.turn_player]
        before = me.don_deck
        original(game)
        missing = (1 if game.state.turn == 1 else 2) - (before - me.don_deck)
        me.don_deck -= missing
        me.don_active += missing

    wrap_task(mp, "don_phase", around)


def life_from_the_bottom_of_the_deck(mp: pytest.MonkeyPatch) -> None:
    """Life is taken from the bottom of the deck at setup (5-2-1-7: from the top)."""

    def around(original, game):
        for player in game.state.players:
            player.deck.reverse()
        try:
            original(game)
        finally:
            for player in game.state.players:
                player.deck.reverse()

    wrap_task(mp, "place_life", around)


def turns_counted_in_rounds(mp: pytest.MonkeyPatch) -> None:
    """The turn number goes up only when the first player's turn starts: a round, not a turn (4-3-1, 6-1-1)."""

    def around(original, game, player):
        original(game, player)
        s = game.state
        if player != s.first_player:
            s.turn -= 1

    wrap_task(mp, "start_turn", around)


CATALOGUE += (
    Mistake("a deck of more than 50 cards accepted", ("5-1-2",), deck_size_only_a_minimum),
    Mistake("any card may be the Leader", ("5-1-2",), any_card_as_the_leader),
    Mistake("the second seat always chooses first or second", ("5-2-1-4",), second_seat_always_chooses),
    Mistake("opening hands dealt before first and second are chosen", ("5-2-1-5",), opening_hands_before_the_choice),
    Mistake("Life placed with the opening hands", ("5-2-1-7",), life_placed_with_the_hands),
    Mistake("a redrawn hand put under the deck unshuffled", ("5-2-1-6-1",), redrawn_hand_put_under_the_deck),
    Mistake("a player who redrew is asked again", ("5-2-1-6",), redraw_offered_again),
    Mistake("a redraw done for the first player", ("5-2-1-6-1",), redraw_done_for_the_first_player),
    Mistake("both players' redraws taken at once", ("5-2-1-6",), redraws_answered_at_once),
    Mistake("Life placed face up at setup", ("5-2-1-7",), life_placed_face_up),
    Mistake("given DON!! pay a cost", ("6-5-3-1", "2-7-2"), given_don_pay_costs),
    Mistake("given DON!! pay a cost first", ("6-5-3-1", "2-7-2"), given_don_pay_costs_first),
    Mistake("a card in the opponent's hand may be played", ("6-5-3-1",), opponents_hand_playable),
    Mistake("Main Phase actions listed during a decision", ("6-5-2-1",), main_actions_listed_during_a_decision),
    Mistake("nothing is played in a player's first turn", ("6-5-3-1",), nothing_played_in_a_first_turn),
    Mistake("a Stage played with 5 Characters asks for room", ("3-7-6-1",), room_made_for_a_stage),
    Mistake("the Stage counts toward the 5-Character limit", ("3-7-6",), stage_counted_with_the_characters),
    Mistake(
        "a Character trashed for room though the play is refused",
        ("3-7-6-1", "6-5-3-1"),
        room_made_before_the_cost_is_checked,
    ),
    Mistake("ending the turn drops the choice of a Character to trash", ("6-5-2-1",), end_turn_drops_a_pending_choice),
    Mistake("DON!! may be given to a Stage", ("6-5-5-1",), no_don_to_a_stage_refused),
    Mistake("DON!! may be given to a card in hand", ("6-5-5-1",), don_given_to_own_cards_anywhere),
    Mistake("no DON!! to a Character played this turn", ("6-5-5-1",), no_don_to_a_new_character),
    Mistake("no DON!! given in a player's first turn", ("6-5-5-1",), no_don_given_in_a_first_turn),
    Mistake("legal actions list attacks in the first turns", ("6-5-6-1",), first_turn_attacks_listed),
    Mistake(
        "legal actions list attacks in the second player's first turn",
        ("6-5-6-1",),
        second_players_first_turn_attacks_listed,
    ),
    Mistake("legal actions list cards the DON!! cannot pay for", ("6-5-2", "6-5-3-1"), unaffordable_plays_listed),
    Mistake("legal actions want more DON!! than the cost", ("6-5-2", "2-7-2"), listed_plays_need_a_spare_don),
    Mistake("legal actions list giving without an active DON!!", ("6-5-5-1",), giving_listed_without_active_don),
    Mistake("legal actions hide plays with 5 Characters", ("3-7-6-1",), full_area_hides_character_plays),
    Mistake("DON!! given in the middle of a battle", ("6-5-5-1",), don_given_during_a_battle),
    Mistake("a card played in the middle of a battle", ("6-5-3-1",), card_played_during_a_battle),
    Mistake("the defender gives DON!! in the Counter Step", ("6-5-5-1",), defender_gives_don_in_a_battle),
    Mistake("the defender plays a Character in the Counter Step", ("6-5-3-1",), defender_plays_in_a_battle),
    Mistake("DON!! set active as their player's turn ends", ("6-2-4",), don_set_active_as_the_turn_ends),
    Mistake("cards set active as their player's turn ends", ("6-2-4",), cards_set_active_as_the_turn_ends),
    Mistake("the Refresh Phase sets both players' Stages active", ("6-2-4",), refresh_sets_every_stage_active),
    Mistake("a draw into a hand of 10 is lost", ("6-3-1",), draw_lost_at_ten_cards),
    Mistake("the hand is cut to 10 as the turn ends", ("6-6-1",), hand_trimmed_as_the_turn_ends),
    Mistake("either player answers the first-or-second question", ("5-2-1-5",), first_or_second_answered_by_either),
    # mistakes the existing scenarios of chapters 5 and 6 already catch, catalogued so that they stay caught
    Mistake("2 DON!! in the first player's first turn", ("6-4-1",), two_don_in_the_first_turn),
    Mistake("DON!! placed beyond what the DON!! deck holds", ("6-4-2",), don_placed_beyond_the_don_deck),
    Mistake("Life taken from the bottom of the deck", ("5-2-1-7",), life_from_the_bottom_of_the_deck),
    Mistake("turns counted in rounds", ("6-1-2", "6-3-1"), turns_counted_in_rounds),
    Mistake("the opponent's Characters offered to make room", ("3-7-6-1",), room_made_among_every_character),
)


# -- vanilla play of chapters 1, 2, 4 and 9 (issue 24): mistakes that scenarios without card text catch ------
def banish_at_zero_life_not_a_loss(mp: pytest.MonkeyPatch) -> None:
    """[Banish] damage to a Leader with 0 Life cards is no loss: the [Banish] branch of damage processing only
    trashes the top Life card if there is one, and judges nothing."""

    def around(original, game, player, remaining, banish, rules, first=True):
        if banish and first and not game.state.players[player].life:
            return
        original(game, player, remaining, banish, rules, first)

    wrap_task(mp, "damage", around)


def damage_at_zero_life_read_on_either_leader(mp: pytest.MonkeyPatch) -> None:
    """Damage dealt while either player has 0 Life cards (the attacking player too) is a defeat for the damaged
    player."""

    def around(original, game, player, remaining, banish, rules, first=True):
        s = game.state
        if first and remaining > 0 and not s.players[1 - player].life:
            s.players[player].took_damage_at_zero_life = True
            game.rule_processing()
            return
        original(game, player, remaining, banish, rules, first)

    wrap_task(mp, "damage", around)


def zero_life_judged_at_the_end_of_the_turn(mp: pytest.MonkeyPatch) -> None:
    """A player with 0 Life cards loses when a turn ends, as if the empty Life were a defeat condition."""

    def around(original, game):
        for player in game.state.players:
            if not player.life:
                player.took_damage_at_zero_life = True
        game.rule_processing()
        if not game.state.game_over:
            original(game)

    wrap_task(mp, "end_phase", around)


def drawn_game_not_over(mp: pytest.MonkeyPatch) -> None:
    """A game that ended without a winner (a draw) is taken for a game still going: actions are accepted."""
    original = Game.apply

    def apply(game, action):
        s = game.state
        if not (s.game_over and not s.winners):
            return original(game, action)
        s.game_over = False
        try:
            return original(game, action)
        finally:
            if not s.winners:
                s.game_over = True

    mp.setattr(Game, "apply", apply)


def actions_offered_after_the_game(mp: pytest.MonkeyPatch) -> None:
    """The legal actions are listed as for a game still going when it has ended."""
    original = Game.legal_actions

    def legal_actions(game):
        s = game.state
        if not s.game_over:
            return original(game)
        s.game_over = False
        try:
            return original(game)
        finally:
            s.game_over = True

    mp.setattr(Game, "legal_actions", legal_actions)


def negative_power_compared_as_zero(mp: pytest.MonkeyPatch) -> None:
    """The Damage Step compares a power below 0 as 0 (the power itself is still shown negative)."""

    def around(original, game):
        power = Game.power
        mp.setattr(Game, "power", lambda g, card: max(0, power(g, card)))
        try:
            original(game)
        finally:
            mp.setattr(Game, "power", power)

    wrap_task(mp, "damage_step", around)


def counter_raises_negative_power_from_zero(mp: pytest.MonkeyPatch) -> None:
    """A Counter on a card whose power is below 0 raises it from 0: the card ends at the Counter's value."""

    def around(original, game, decision, choice):
        below = None
        if isinstance(choice, tuple) and choice[0] == "counter":
            target = game.state.cards[choice[2]]
            below = -game.power(target) if game.power(target) < 0 else None
        original(game, decision, choice)
        if below is not None:
            game.add_modifier(target, "power", below, "battle", target.owner, "mistake")

    wrap_answer(mp, "counter", around)


def blocker_needs_power_above_zero(mp: pytest.MonkeyPatch) -> None:
    """A [Blocker] whose power is not above 0 is not offered to block."""
    original = battle._blockers
    swap(mp, original, lambda game: [card for card in original(game) if game.power(card) > 0])


def attackers_need_power_above_zero(mp: pytest.MonkeyPatch) -> None:
    """The legal actions leave out the attacks of a leader or Character whose power is not above 0."""
    original = battle.legal_attacks

    def legal_attacks(game, actor):
        return [a for a in original(game, actor) if game.power(game.state.cards[a.attacker]) > 0]

    swap(mp, original, legal_attacks)


def _pay_short_cost_with(mp: pytest.MonkeyPatch, take: Callable) -> None:
    """Before a Character or Stage is played, make up the active DON!! it lacks with take(game, player, short)."""
    original = main_phase.play_from_hand

    def play(game, action):
        card = game.state.cards.get(action.card)
        me = game.state.players[action.player]
        if card is not None and card.area == HAND and card.definition.category != "event":
            short = game.cost(card) - me.don_active
            if short > 0:
                take(game, me, short)
        return original(game, action)

    swap(mp, original, play)


def rested_don_pay_a_cost(mp: pytest.MonkeyPatch) -> None:
    """Rested DON!! of the cost area pay a cost too, as if every DON!! of the cost area could be rested for it."""

    def take(game, me, short):
        used = min(short, me.don_rested)
        me.don_rested -= used
        me.don_active += used

    _pay_short_cost_with(mp, take)


def given_don_pay_a_cost(mp: pytest.MonkeyPatch) -> None:
    """DON!! given to the leader or a Character pay a cost, as DON!! that are not rested."""

    def take(game, me, short):
        for card in (me.leader, *me.characters):
            used = min(short, card.don)
            card.don -= used
            me.don_active += used
            short -= used

    _pay_short_cost_with(mp, take)


def legal_plays_ignore_the_cost(mp: pytest.MonkeyPatch) -> None:
    """The legal actions offer every Character and Stage of the hand, whether its cost can be paid or not."""
    original = main_phase.legal_main_actions

    def legal_main_actions(game, actor):
        actions = original(game, actor)
        listed = {a.card for a in actions if isinstance(a, main_phase.PlayCard)}
        hand = game.state.players[actor].hand
        playable = [c for c in hand if c.definition.category in ("character", "stage") and c.iid not in listed]
        return actions + [main_phase.new_play_card(actor, c.iid) for c in playable]

    swap(mp, original, legal_main_actions)


def don_given_to_a_stage(mp: pytest.MonkeyPatch) -> None:
    """DON!! may be given to any card of one's field, the Stage included."""
    mp.setattr(main_phase, "_GIVEN_DON_AREAS", (LEADER, CHARACTERS, STAGE))


def stage_attacks(mp: pytest.MonkeyPatch) -> None:
    """An active Stage may attack like a Character."""
    original = battle.attacker_refusal

    def attacker_refusal(game, attacker):
        s = game.state
        if attacker.area == STAGE and attacker.owner == s.turn_player and not attacker.rested:
            return None
        return original(game, attacker)

    swap(mp, original, attacker_refusal)


def counter_raises_a_stage(mp: pytest.MonkeyPatch) -> None:
    """A Counter from the hand may raise the defender's Stage as well as his leader and Characters."""
    original = battle._counter_options

    def counter_options(game):
        options = original(game)
        s = game.state
        defender = s.players[1 - s.turn_player]
        counters = {o[1] for o in options if o[0] == "counter"}
        return options + tuple(("counter", c, stage.iid) for c in sorted(counters) for stage in defender.stage)

    swap(mp, original, counter_options)


def stage_counts_toward_the_character_limit(mp: pytest.MonkeyPatch) -> None:
    """A Stage played while five Characters are on the field first makes one of them leave, as a Character would."""

    def around(original, game, iid, rules):
        card = game.state.cards[iid]
        me = game.state.players[card.owner]
        if card.definition.category == "stage" and len(me.characters) >= main_phase.MAX_CHARACTERS:
            options = tuple(c.iid for c in me.characters)
            game.ask(me.index, "character_to_trash", options, "trash which card?", ("3-7-6-1",), context=(iid, rules))
            return
        original(game, iid, rules)

    wrap_task(mp, "put_into_play", around)


def stage_trashed_to_make_room(mp: pytest.MonkeyPatch) -> None:
    """The Stage is offered with the Characters when one must be trashed to make room for a sixth Character."""

    def around(original, game, iid, rules):
        original(game, iid, rules)
        s = game.state
        if s.decision is not None and s.decision.kind == "character_to_trash":
            stages = tuple(c.iid for c in s.players[s.decision.player].stage)
            s.decision = dataclasses.replace(s.decision, options=(*s.decision.options, *stages))

    wrap_task(mp, "put_into_play", around)


def _shown_to_both(mp: pytest.MonkeyPatch, shown: set[int]) -> None:
    """Cards whose instance id is in `shown` may be looked at by both players while they are in a hand."""
    original = visibility.can_see

    def can_see(state, card, viewer):
        return (card.iid in shown and card.area == HAND) or original(state, card, viewer)

    swap(mp, original, can_see)


def drawn_card_shown_to_the_opponent(mp: pytest.MonkeyPatch) -> None:
    """A drawn card is shown to both players (announced as it is drawn)."""
    shown: set[int] = set()
    original = Game.draw

    def draw(game, player, count, rules):
        deck = game.state.players[player].deck
        shown.update(card.iid for card in deck[len(deck) - min(count, len(deck)) :])
        original(game, player, count, rules)

    mp.setattr(Game, "draw", draw)
    _shown_to_both(mp, shown)


def life_taken_by_damage_shown(mp: pytest.MonkeyPatch) -> None:
    """A Life card that damage moves to the hand is shown to both players."""
    shown: set[int] = set()

    def around(original, game, player, *args):
        life = game.state.players[player].life
        top = life[-1] if life else None
        original(game, player, *args)
        if top is not None and top.area == HAND:
            shown.add(top.iid)

    wrap_task(mp, "damage", around)
    _shown_to_both(mp, shown)


def opponents_hand_card_played(mp: pytest.MonkeyPatch) -> None:
    """Any card in a hand may be played, the opponent's included (only "in a hand" is checked)."""
    original = main_phase.play_refusal

    def play_refusal(game, player, card):
        if card.area == HAND and card.owner != player:
            card.owner = player
            try:
                return original(game, player, card)
            finally:
                card.owner = 1 - player
        return original(game, player, card)

    swap(mp, original, play_refusal)


def active_characters_offered_as_targets(mp: pytest.MonkeyPatch) -> None:
    """The legal actions list attacks on the opponent's active Characters too (the refusal of 7-1-1-2 is kept)."""
    original = battle.legal_attacks

    def legal_attacks(game, actor):
        found = original(game, actor)
        attackers = {a.attacker for a in found}
        foe = game.state.players[1 - actor]
        active = [c.iid for c in foe.characters if not c.rested]
        return found + [battle.new_attack(actor, a, t) for a in sorted(attackers) for t in active]

    swap(mp, original, legal_attacks)


def phase_boards_judged_after_the_phase(mp: pytest.MonkeyPatch) -> None:
    """A board that starts a turn or an End Phase is judged only after that phase has run."""
    original = board.judge_board

    def judge_board(game):
        return False if game.state.phase in ("refresh", "end") else original(game)

    swap(mp, original, judge_board)


def deck_out_judged_for_the_turn_player_only(mp: pytest.MonkeyPatch) -> None:
    """Rule processing looks only at the turn player's deck (the one who draws)."""
    original = game_end.rule_processing

    def rule_processing(game):
        other = game.state.players[1 - game.state.turn_player]
        padded = not other.deck
        if padded:
            other.deck.append(None)  # counted as holding a card: only the card count is judged
        try:
            original(game)
        finally:
            if padded:
                other.deck.remove(None)

    mp.setattr(game_end, "rule_processing", rule_processing)


def stage_offered_as_a_target(mp: pytest.MonkeyPatch) -> None:
    """The legal actions list attacks on the opponent's rested Stage, as a rested card of his field."""
    original = battle.legal_attacks

    def legal_attacks(game, actor):
        found = original(game, actor)
        attackers = {a.attacker for a in found}
        stages = [c.iid for c in game.state.players[1 - actor].stage if c.rested]
        return found + [battle.new_attack(actor, a, t) for a in sorted(attackers) for t in stages]

    swap(mp, original, legal_attacks)


def cost_paid_after_making_room(mp: pytest.MonkeyPatch) -> None:
    """A Character played with five already on the field is paid for only once one of them has been trashed."""
    owed: dict[int, int] = {}

    def play(original, game, iid, rules):
        original(game, iid, rules)
        decision = game.state.decision
        if decision is not None and decision.kind == "character_to_trash" and iid not in owed:
            me = game.state.players[decision.player]
            owed[iid] = min(game.cost(game.state.cards[iid]), me.don_rested)  # given back until room is made
            me.don_rested -= owed[iid]
            me.don_active += owed[iid]

    def answer(original, game, decision, choice):
        cost = owed.pop(decision.context[0], 0)
        me = game.state.players[decision.player]
        me.don_active -= cost
        me.don_rested += cost
        original(game, decision, choice)

    wrap_task(mp, "put_into_play", play)
    wrap_answer(mp, "character_to_trash", answer)


def damage_at_zero_life_defeats_every_empty_life(mp: pytest.MonkeyPatch) -> None:
    """When a Leader takes damage at 0 Life, every player with 0 Life cards loses, the attacking player too."""

    def around(original, game, player, *args):
        original(game, player, *args)
        s = game.state
        if s.players[player].took_damage_at_zero_life and any(
            not other.life for other in s.players if other is not s.players[player]
        ):
            for other in s.players:
                if not other.life:
                    other.took_damage_at_zero_life = True
            s.game_over = False
            game.rule_processing()

    wrap_task(mp, "damage", around)


def banish_of_the_last_life_card_is_a_loss(mp: pytest.MonkeyPatch) -> None:
    """[Banish] trashing the defender's last Life card makes him lose, as if his Life running out were the defeat."""

    def around(original, game, player, remaining, banish, rules, first=True):
        victim = game.state.players[player]
        last = banish and first and len(victim.life) == 1
        original(game, player, remaining, banish, rules, first)
        if last and not victim.life:
            victim.took_damage_at_zero_life = True
            game.rule_processing()

    wrap_task(mp, "damage", around)


CATALOGUE += (
    Mistake("[Banish] damage at 0 Life is not a loss", ("1-2-1-1-1", "10-1-3-1"), banish_at_zero_life_not_a_loss),
    Mistake(
        "[Banish] of the last Life card is a loss", ("1-2-1-1-1", "10-1-3-1"), banish_of_the_last_life_card_is_a_loss
    ),
    Mistake(
        "damage at 0 Life read on either Leader", ("1-2-1-1-1", "1-2-2-1"), damage_at_zero_life_read_on_either_leader
    ),
    Mistake("0 Life cards judged when a turn ends", ("1-2-1-1-1", "1-2-2"), zero_life_judged_at_the_end_of_the_turn),
    Mistake(
        "damage at 0 Life defeats every player at 0 Life",
        ("1-2-1-1-1", "1-2-2-1"),
        damage_at_zero_life_defeats_every_empty_life,
    ),
    Mistake("a drawn game is not over", ("1-2-1",), drawn_game_not_over),
    Mistake("actions offered after the game is over", ("1-2-1",), actions_offered_after_the_game),
    Mistake("a negative power compared as 0", ("1-3-7", "7-1-4-1"), negative_power_compared_as_zero),
    Mistake(
        "a Counter raises a negative power from 0", ("1-3-7", "7-1-3-2-1"), counter_raises_negative_power_from_zero
    ),
    Mistake("a [Blocker] without power above 0 cannot block", ("1-3-7-1", "10-1-4-1"), blocker_needs_power_above_zero),
    Mistake("attacks without power above 0 not offered", ("1-3-7", "7-1-1-1"), attackers_need_power_above_zero),
    Mistake("rested DON!! of the cost area pay a cost", ("2-7-2",), rested_don_pay_a_cost),
    Mistake("DON!! given to a card pay a cost", ("2-7-2",), given_don_pay_a_cost),
    Mistake("plays offered whatever their cost", ("2-7-2", "6-5-3-1"), legal_plays_ignore_the_cost),
    Mistake("a DON!! given to a Stage", ("2-6-2", "6-5-5-1"), don_given_to_a_stage),
    Mistake("a Stage attacks", ("2-6-2", "7-1-1-1"), stage_attacks),
    Mistake("a Counter raises a Stage", ("2-6-2", "7-1-3-2-1"), counter_raises_a_stage),
    Mistake("a Stage needs room in the Character area", ("2-2-6", "3-7-6-1"), stage_counts_toward_the_character_limit),
    Mistake("a Stage trashed to make room for a Character", ("2-2-6", "3-7-6-1"), stage_trashed_to_make_room),
    Mistake("a drawn card shown to the opponent", ("4-5-1",), drawn_card_shown_to_the_opponent),
    Mistake("a Life card taken by damage shown to the opponent", ("4-6-2-1",), life_taken_by_damage_shown),
    Mistake("a card of the opponent's hand played", ("4-7-1", "6-5-3-1"), opponents_hand_card_played),
    Mistake("active Characters offered as attack targets", ("4-4-1", "7-1-1-2"), active_characters_offered_as_targets),
    Mistake("a board starting a phase judged after it", ("9-1-2",), phase_boards_judged_after_the_phase),
    Mistake("deck-out judged for the turn player only", ("9-2-1-2",), deck_out_judged_for_the_turn_player_only),
    Mistake("a Stage offered as an attack target", ("4-4-1", "2-6-2"), stage_offered_as_a_target),
    Mistake("a cost paid after room is made", ("2-7-2", "3-7-6-1"), cost_paid_after_making_room),
)


# -- helper h-ve: the Refresh, Draw, DON!! and End Phases on cards without text (issue 24) ----------
def given_don_returned_from_rested_cards_only(mp: pytest.MonkeyPatch) -> None:
    """The Refresh Phase returns the DON!! given to the turn player's rested cards only; active ones keep theirs."""

    def around(original, game):
        me = game.state.players[game.state.turn_player]
        kept = {card.iid: card.don for card in (me.leader, *me.characters) if not card.rested and card.don}
        for card in (me.leader, *me.characters):
            if card.iid in kept:
                card.don = 0
        original(game)
        for card in (me.leader, *me.characters):
            if card.iid in kept:
                card.don = kept[card.iid]

    wrap_task(mp, "refresh_don_and_cards", around)


def played_mark_lifted_only_by_setting_active(mp: pytest.MonkeyPatch) -> None:
    """A Character keeps its "played this turn" mark until a Refresh Phase sets it active: one never rested cannot
    attack in a later turn (3-7-4)."""

    def around(original, game):
        s = game.state
        marked = [card for card in s.players[s.turn_player].characters if not card.rested and card.played_turn]
        original(game)
        for card in marked:
            card.played_turn = s.turn

    wrap_task(mp, "refresh_don_and_cards", around)


def first_draw_skipped_for_the_first_seat(mp: pytest.MonkeyPatch) -> None:
    """The Draw Phase skips the draw of Alice's (the first seat's) first turn, whoever goes first (6-3-1)."""

    def draw_phase(game):
        s = game.state
        s.phase = "draw"
        game.log("phase", ("6-3",), phase="draw")
        if s.turn_player == 0 and s.turn <= 2:
            return
        game.draw(s.turn_player, 1, ("6-3-1",))

    mp.setitem(TASKS, "draw_phase", draw_phase)


def single_don_for_the_first_seat(mp: pytest.MonkeyPatch) -> None:
    """The DON!! Phase places 1 DON!! in Alice's (the first seat's) first turn and 2 in Bob's, whoever goes first."""

    def don_phase(game):
        s = game.state
        s.phase = "don"
        me = s.players[s.turn_player]
        game.log("phase", ("6-4",), phase="don")
        count = min(1 if s.turn_player == 0 and s.turn <= 2 else 2, me.don_deck)
        me.don_deck -= count
        me.don_active += count
        game.log("don_placed", ("6-4-1",), player=me.index, count=count)

    mp.setitem(TASKS, "don_phase", don_phase)


def two_don_only_above_two(mp: pytest.MonkeyPatch) -> None:
    """The DON!! Phase places 2 DON!! only while more than 2 remain in the DON!! deck, else 1 (an off-by-one)."""

    def around(original, game):
        me = game.state.players[game.state.turn_player]
        before = me.don_deck
        original(game)
        if before == 2 and me.don_deck == 0:
            me.don_deck += 1
            me.don_active -= 1

    wrap_task(mp, "don_phase", around)


def _turn_changes_kept(mp: pytest.MonkeyPatch, keep: Callable) -> None:
    """The "this turn" changes for which keep(game, modifier) is true survive the End Phase."""

    def around(original, game, *args):
        kept = [m for m in game.state.modifiers if m.until == "turn" and keep(game, m)]
        original(game, *args)
        still = set(map(id, game.state.modifiers))
        game.state.modifiers.extend(m for m in kept if id(m) not in still)

    wrap_task(mp, "end_turn_cleanup", around)


def leader_turn_changes_outlast_the_turn(mp: pytest.MonkeyPatch) -> None:
    """The End Phase ends the "this turn" changes of Characters only; a leader's stay."""
    _turn_changes_kept(mp, lambda game, m: game.state.cards[m.target].area == LEADER)


def opponents_turn_changes_outlast_the_turn(mp: pytest.MonkeyPatch) -> None:
    """Only the turn player's "this turn" changes end in the End Phase; the other player's last to his turn's end."""
    _turn_changes_kept(mp, lambda game, m: m.controller != game.state.turn_player)


def turn_power_losses_outlast_the_turn(mp: pytest.MonkeyPatch) -> None:
    """The End Phase ends the "this turn" power gains and keeps the losses."""
    _turn_changes_kept(mp, lambda game, m: m.kind == "power" and m.value < 0)


def odd_turns_are_alices(mp: pytest.MonkeyPatch) -> None:
    """The next turn goes by its number, odd ones to Alice and even ones to Bob, whoever went first (6-6-1-4)."""

    def around(original, game, player):
        original(game, 0 if (game.state.turn + 1) % 2 else 1)

    wrap_task(mp, "start_turn", around)


CATALOGUE += (
    Mistake("given DON!! returned from rested cards only", ("6-2-3",), given_don_returned_from_rested_cards_only),
    Mistake(
        "the played mark lifted only by being set active", ("3-7-4", "6-2-4"), played_mark_lifted_only_by_setting_active
    ),
    Mistake("the first turn's no-draw tied to Alice's seat", ("6-3-1",), first_draw_skipped_for_the_first_seat),
    Mistake("the first turn's single DON!! tied to Alice's seat", ("6-4-1",), single_don_for_the_first_seat),
    Mistake("2 DON!! placed only while more than 2 remain", ("6-4-1", "6-4-2"), two_don_only_above_two),
    Mistake("a leader's this-turn changes outlast the turn", ("6-6-1-2",), leader_turn_changes_outlast_the_turn),
    Mistake(
        "the non-turn player's this-turn changes outlast the turn",
        ("6-6-1-3",),
        opponents_turn_changes_outlast_the_turn,
    ),
    Mistake("this-turn power losses outlast the turn", ("6-6-1-2", "6-6-1-3"), turn_power_losses_outlast_the_turn),
    Mistake("odd turns are Alice's whoever went first", ("6-6-1-4",), odd_turns_are_alices),
)


# -- h-vf: the Stage area, the deck and giving DON!!, on cards without text (3-2, 3-8, 6-5-5) -----------------
def every_stage_replaced(mp: pytest.MonkeyPatch) -> None:
    """One Stage slot for the table: a Stage played trashes the opponent's Stage too (3-1-3, 3-8-5-1)."""

    def around(original, game, iid, rules):
        card = game.state.cards[iid]
        if card.definition.category == "stage":
            for old in list(game.state.players[1 - card.owner].stage):
                game.move(old, TRASH, ("3-8-5-1",))
        return original(game, iid, rules)

    wrap_task(mp, "put_into_play", around)


def first_players_stage_replaced(mp: pytest.MonkeyPatch) -> None:
    """The Stage replaced by a new one is looked for in the first player's Stage area, whoever plays."""

    def around(original, game, iid, rules):
        card = game.state.cards[iid]
        if card.definition.category != "stage" or card.owner == 0:
            return original(game, iid, rules)
        me = game.state.players[card.owner]
        for old in list(game.state.players[0].stage):
            game.move(old, TRASH, ("3-8-5-1",))
        kept = list(me.stage)
        me.stage[:] = []
        try:
            return original(game, iid, rules)
        finally:
            me.stage[:0] = kept

    wrap_task(mp, "put_into_play", around)


def old_stage_trashed_before_the_cost(mp: pytest.MonkeyPatch) -> None:
    """The Stage already in play is trashed as soon as a new one is put forward, before its cost is checked."""
    original = main_phase.play_from_hand

    def play_from_hand(game, action):
        card = game.state.cards.get(action.card)
        if card is not None and card.area == HAND and card.definition.category == "stage":
            for old in list(game.state.players[card.owner].stage):
                game.move(old, TRASH, ("3-8-5-1",))
        return original(game, action)

    swap(mp, original, play_from_hand)


def given_card_not_offered_again(mp: pytest.MonkeyPatch) -> None:
    """The list of legal actions offers no DON!! to a card that already has one (giving read as once per card)."""

    def change(game, actor, actions):
        return [a for a in actions if not (isinstance(a, GiveDon) and game.state.cards[a.target].don)]

    _listed_plays(mp, change)


def opponents_cards_offered_for_don(mp: pytest.MonkeyPatch) -> None:
    """The list of legal actions offers the opponent's leader and Characters as DON!! targets too (6-5-5-1)."""

    def change(game, actor, actions):
        if game.state.players[actor].don_active:
            other = game.state.players[1 - actor]
            actions += [GiveDon(actor, card.iid) for card in (other.leader, *other.characters)]
        return actions

    _listed_plays(mp, change)


def don_given_as_the_first_player(mp: pytest.MonkeyPatch) -> None:
    """Giving DON!! checks the cost area and the cards of the first player, whoever gives (6-5-5-1)."""
    original = main_phase.give_don
    swap(mp, original, lambda game, action: original(game, dataclasses.replace(action, player=0)))


def deck_reordered_as_the_turn_ends(mp: pytest.MonkeyPatch) -> None:
    """The turn player's deck is put in a new order (here: turned over) as their turn ends (3-2-2)."""

    def around(original, game, *args):
        game.state.players[game.state.turn_player].deck.reverse()
        return original(game, *args)

    wrap_task(mp, "end_turn_cleanup", around)


CATALOGUE += (
    Mistake("a Stage played replaces the opponent's Stage too", ("3-8-5-1", "3-1-3"), every_stage_replaced),
    Mistake("the first player's Stage is the one replaced", ("3-8-5-1", "3-1-3"), first_players_stage_replaced),
    Mistake(
        "the old Stage trashed before the cost is checked", ("3-8-5-1", "2-7-2"), old_stage_trashed_before_the_cost
    ),
    Mistake("a card given a DON!! is not offered another", ("6-5-5-3",), given_card_not_offered_again),
    Mistake("the opponent's cards offered for DON!!", ("6-5-5-1",), opponents_cards_offered_for_don),
    Mistake("DON!! given as the first player whoever gives", ("6-5-5-1",), don_given_as_the_first_player),
    Mistake("a deck reordered as its player's turn ends", ("3-2-2",), deck_reordered_as_the_turn_ends),
)


# -- the cost area as each player sees it (3-9-2, 4-4-2; issue 24: scenarios without card text) -----------------
def opponents_cost_area_hidden(mp: pytest.MonkeyPatch) -> None:
    """A player's view hides the opponent's cost area as if it were secret: its DON!! are reported as none."""
    original = ReferenceAdapter._player_view

    def player_view(adapter, player, seen_by):
        view = original(adapter, player, seen_by)
        if seen_by is not None and seen_by != player.index:
            view["don"] = {**view["don"], "active": 0, "rested": 0}
        return view

    mp.setattr(ReferenceAdapter, "_player_view", player_view)


def cost_area_view_shows_only_active_don(mp: pytest.MonkeyPatch) -> None:
    """A player's view of a cost area counts only its active DON!! (the rested ones left out as spent)."""
    original = ReferenceAdapter._player_view

    def player_view(adapter, player, seen_by):
        view = original(adapter, player, seen_by)
        if seen_by is not None:
            view["don"] = {**view["don"], "rested": 0}
        return view

    mp.setattr(ReferenceAdapter, "_player_view", player_view)


def given_don_shown_rested_in_the_cost_area(mp: pytest.MonkeyPatch) -> None:
    """The DON!! given to a player's cards counted among the rested DON!! of the cost area (4-4-2: neither)."""
    original = ReferenceAdapter._player_view

    def player_view(adapter, player, seen_by):
        view = original(adapter, player, seen_by)
        given = sum(card.don for card in player.field_cards())
        view["don"] = {**view["don"], "rested": view["don"]["rested"] + given}
        return view

    mp.setattr(ReferenceAdapter, "_player_view", player_view)


CATALOGUE += (
    Mistake("the opponent's cost area hidden in a player's view", ("3-9-2",), opponents_cost_area_hidden),
    Mistake(
        "a given DON!! shown among the cost area's rested DON!!",
        ("4-4-2",),
        given_don_shown_rested_in_the_cost_area,
        "1.2.0",
    ),
    Mistake("a view of the cost area shows only its active DON!!", ("3-9-2",), cost_area_view_shows_only_active_don),
)


# -- survivors of the mutation campaign of seed 31 (issue 26) ------------------------------------------------
def activate_main_never_offered(mp: pytest.MonkeyPatch) -> None:
    """The legal actions never offer an [Activate: Main] effect (6-5-4-1), though the action is accepted when sent."""
    original = main_phase.legal_main_actions

    def legal(game, actor):
        return [a for a in original(game, actor) if not isinstance(a, ActivateEffect)]

    swap(mp, original, legal)


def set_up_cards_start_with_a_don(mp: pytest.MonkeyPatch) -> None:
    """Every card a game creates starts with a DON!! given (a board's cards are then told their own number)."""
    new_card, new_cards = GameState.new_card, GameState.new_cards

    def one(state, *args):
        card = new_card(state, *args)
        card.don = 1
        return card

    def many(state, *args):
        made = new_cards(state, *args)
        for card in made:
            card.don = 1
        return made

    mp.setattr(GameState, "new_card", one)
    mp.setattr(GameState, "new_cards", many)


def effect_order_matched_by_moves(mp: pytest.MonkeyPatch) -> None:
    """The effect a player puts first is looked up by its card and the card's count of moves, not by the card and
    the effect's index: right only for a card that has not moved whose effect is written first."""

    def around(original, game, decision, choice):
        if decision.context:
            return original(game, decision, choice)
        batch = game.state.pending_autos[0]
        auto._start_auto(game, batch, next(i for i in batch if (i[1], i[2]) == choice))

    wrap_answer(mp, "effect_order", around)


def kept_don_count_offers_one_too_many(mp: pytest.MonkeyPatch) -> None:
    """Asked how many of the DON!! set active (or given) are ones an effect keeps rested, the player is offered one
    more than could be (1.2.0 3-1-6-1: only DON!! of the two kinds that are there)."""
    original = don_.kept_among

    def kept_among(game, frame, index, owner, count, what):
        low, high = max(0, count - (owner.don_rested - owner.don_kept)), min(count, owner.don_kept)
        key = ("kept", index)
        if low == high:
            return low
        if key not in frame.chosen:
            numbers = tuple(range(low, high + 2))
            resolve.ask_again_later(game, frame, index, key, "choose_number", numbers, what, ("1.2.0:3-1-6-1",))
            return None
        return frame.chosen[key]

    swap(mp, original, kept_among)


def _has_base(game, card, kind: str) -> bool:
    return any(m.kind == kind and m.target == card.iid and m.target_moves == card.moves for m in game.state.modifiers)


def base_power_from_printed_zero_off_by_one(mp: pytest.MonkeyPatch) -> None:
    """A base power set on a card printed with 0 power (or none) is worked out from -1: one more than the value."""
    original = values.power

    def power(game, card):
        found = original(game, card)
        return found + 1 if not card.definition.power and _has_base(game, card, "base_power") else found

    swap(mp, original, power)


def base_cost_from_printed_zero_off_by_one(mp: pytest.MonkeyPatch) -> None:
    """A base cost set on a card printed at cost 0 (or none) is worked out from -1: one more than the value."""
    original = values.cost

    def cost(game, card):
        found = original(game, card)
        return found + 1 if not card.definition.cost and _has_base(game, card, "base_cost") else found

    swap(mp, original, cost)


def new_game_turns_counted_from_zero(mp: pytest.MonkeyPatch) -> None:
    """A new game's turns are counted from 0: the first player's first turn is turn 0 (a game's count of turns
    starting at -1, as the seed-26 mutant of GameState.turn had it)."""
    original = start_setup

    def start(game):
        game.state.turn -= 1
        original(game)

    swap(mp, original, start)


def own_don_rested_for_the_opponents(mp: pytest.MonkeyPatch) -> None:
    """The opponent's DON!! an effect rests are those of the first player's seat (`0 - controller`): the effect's
    own player's when Alice, seat 0, uses it."""

    def rest_opponent_don(game, frame, index, current, source):
        seat = (0 - frame.controller) % 2
        don_._turn_don(game, frame, index, seat, current.params["up_to"], to_active=False)

    mp.setitem(EFFECT_ACTIONS, "rest_opponent_don", rest_opponent_don)


CATALOGUE += (
    Mistake("an [Activate: Main] effect never offered", ("6-5-4-1", "10-2-2-1"), activate_main_never_offered),
    Mistake("the cards of a new game start with a DON!! given", ("5-2-1-3", "6-5-5-2"), set_up_cards_start_with_a_don),
    Mistake("the opponent's DON!! rested from the first seat", ("10-2-5-1",), own_don_rested_for_the_opponents),
    Mistake("a new game's first turn numbered 0", ("5-2-1-8",), new_game_turns_counted_from_zero),
    Mistake("the effect put first found by its card's moves", ("8-1-3-2",), effect_order_matched_by_moves),
    Mistake("a count of kept DON!! one too many offered", ("3-1-6-1",), kept_don_count_offers_one_too_many, "1.2.0"),
    Mistake(
        "a base power set on printed 0 power is one more", ("4-9-2",), base_power_from_printed_zero_off_by_one, "1.2.0"
    ),
    Mistake(
        "a base cost set on printed cost 0 is one more", ("4-9-2",), base_cost_from_printed_zero_off_by_one, "1.2.0"
    ),
)


# -- h-ed: the audit of the clauses new or changed in ver.1.2.0 (holes found in the catalogue) ------------------
def _end_of_your_turn_order_taken(mp: pytest.MonkeyPatch, take: Callable) -> None:
    """The order of the turn player's [End of Your Turn] effects (1.2.0 6-6-1-1-3) is handled by take(game)."""

    def around(original, game):
        original(game)
        s = game.state
        d = s.decision
        ordering = d is not None and d.kind == "effect_order" and not d.context
        if s.phase == "end" and ordering and d.player == s.turn_player:
            take(game)

    wrap_task(mp, "drain_autos", around)


def engine_orders_end_of_your_turn_effects(mp: pytest.MonkeyPatch) -> None:
    """The engine resolves the turn player's [End of Your Turn] effects in the order of the board, asking nobody."""
    _end_of_your_turn_order_taken(mp, lambda game: answer_for_player(game, "effect_order", lambda options: options[0]))


def non_turn_player_orders_end_of_your_turn_effects(mp: pytest.MonkeyPatch) -> None:
    """The non-turn player chooses the order of the turn player's [End of Your Turn] effects too."""

    def take(game):
        s = game.state
        s.decision = dataclasses.replace(s.decision, player=1 - s.turn_player)

    _end_of_your_turn_order_taken(mp, take)


def lowest_base_power_wins(mp: pytest.MonkeyPatch) -> None:
    """The lowest base power applies, not the highest (1.2.0 4-9-2-1)."""
    _base_power_picked(mp, min)


def trigger_card_trashed_wherever_it_went(mp: pytest.MonkeyPatch) -> None:
    """A [Trigger] card goes to the trash after its [Trigger] even when its text put it elsewhere (1.2.0 10-1-5-3:
    "unless otherwise specified" ignored)."""

    def around(original, game, iid):
        card = game.state.cards[iid]
        if card.area not in (RESOLVING, TRASH):
            game.move(card, TRASH, ("10-1-5-1",))
        return original(game, iid)

    wrap_task(mp, "trigger_done", around)


def trigger_card_to_hand_afterwards(mp: pytest.MonkeyPatch) -> None:
    """A [Trigger] card its text sent nowhere else is added to the hand after its [Trigger], not trashed."""

    def around(original, game, iid):
        card = game.state.cards[iid]
        if card.area == RESOLVING:
            game.move(card, HAND, ("10-1-5-1",))
        return original(game, iid)

    wrap_task(mp, "trigger_done", around)


CATALOGUE += (
    Mistake(
        "the engine orders the [End of Your Turn] effects",
        ("6-6-1-1-3",),
        engine_orders_end_of_your_turn_effects,
        "1.2.0",
    ),
    Mistake(
        "the non-turn player orders the [End of Your Turn] effects",
        ("6-6-1-1-3",),
        non_turn_player_orders_end_of_your_turn_effects,
        "1.2.0",
    ),
    Mistake("the lowest base power wins", ("4-9-2-1",), lowest_base_power_wins, "1.2.0"),
    Mistake(
        "a [Trigger] card trashed wherever its text put it",
        ("10-1-5-3",),
        trigger_card_trashed_wherever_it_went,
        "1.2.0",
    ),
    Mistake("a [Trigger] card added to the hand afterwards", ("10-1-5-3",), trigger_card_to_hand_afterwards, "1.2.0"),
)


def end_phase_goes_back_for_late_end_of_turn_effects(mp: pytest.MonkeyPatch) -> None:
    """Ver.1.1.6 6-6-1-4 kept in a 1.2.0 game: the turn does not end while a card that came to the field during the
    End Phase has an [End of Your Turn] effect not yet activated; the End Phase goes back to activate it."""
    seen: set[int] = set()

    def at_the_start(original, game):
        s = game.state
        seen.clear()
        seen.update(card.iid for card in s.players[s.turn_player].field_cards())
        return original(game)

    def before_the_opponents(original, game):
        s = game.state
        late = [card for card in s.players[s.turn_player].field_cards() if card.iid not in seen]
        seen.update(card.iid for card in late)
        batch = [
            (card.owner, card.iid, card.moves, index)
            for card in late
            for index, effect in enumerate(card.definition.effects)
            if effect.kind == "auto" and effect.timing == "end_of_your_turn"
        ]
        if not batch:
            return original(game)
        game.schedule(("end_of_opponents_turn_effects",))
        s.pending_autos.append(batch)
        auto.drain_next(game)
        return None

    wrap_task(mp, "end_phase", at_the_start)
    wrap_task(mp, "end_of_opponents_turn_effects", before_the_opponents)


CATALOGUE += (
    Mistake(
        "the End Phase goes back for a late [End of Your Turn] effect (1.1.6)",
        ("6-6-1-4",),
        end_phase_goes_back_for_late_end_of_turn_effects,
        "1.2.0",
    ),
)


def start_of_game_effects_after_the_opening_hands(mp: pytest.MonkeyPatch) -> None:
    """The Leaders' "at the start of the game" effects wait until the opening hands are drawn and kept (and the
    Life placed), as if "the start of the game" were the first turn (1.2.0 5-2-1-5-1: right after the choice)."""

    def around(original, game, decision, choice):
        original(game, decision, choice)
        tasks = game.state.tasks
        tasks.remove(("opening_hands",))
        tasks.append(("opening_hands",))  # the last one scheduled runs first

    wrap_answer(mp, "first_or_second", around)


def start_of_game_effects_other_player_first(mp: pytest.MonkeyPatch) -> None:
    """The player who did not choose first or second processes their start-of-game effects first."""

    def around(original, game, decision, choice):
        original(game, decision, choice)
        tasks = game.state.tasks
        ours = [i for i, task in enumerate(tasks) if task[0] == "start_of_game_effects"]
        tasks[ours[0]], tasks[ours[1]] = tasks[ours[1]], tasks[ours[0]]

    wrap_answer(mp, "first_or_second", around)


CATALOGUE += (
    Mistake(
        "start-of-game effects after the opening hands",
        ("5-2-1-5-1",),
        start_of_game_effects_after_the_opening_hands,
        "1.2.0",
    ),
    Mistake(
        "start-of-game effects of the other player first",
        ("5-2-1-5-1",),
        start_of_game_effects_other_player_first,
        "1.2.0",
    ),
)


# -- 1.1.6 6-6-1-4: the End Phase goes back for an "at the end of the turn" effect not yet activated ------------
def end_phase_never_goes_back(mp: pytest.MonkeyPatch) -> None:
    """In a ver.1.1.6 game the turn ends at once after 6-6-1-3, as in 1.2.0: an [End of Your Turn] effect of a
    Character played during the End Phase never activates that turn."""
    mp.setattr("opcg_oracle.engine.turn.activated_by", lambda game, timing, card=None: [])


CATALOGUE += (Mistake("1.1.6 End Phase never goes back to 6-6-1-1", ("6-6-1-4",), end_phase_never_goes_back),)


# -- 1.2.0 6-6-1-2: the turn player's delayed end-of-turn effects come before the non-turn player's -----------
def non_turn_players_delayed_effects_first(mp: pytest.MonkeyPatch) -> None:
    """The non-turn player's delayed "at the end of this turn" effects are carried out before the turn player's."""

    def around(original, game):
        original(game)
        tasks = game.state.tasks
        delayed = [i for i, task in enumerate(tasks) if task[0] == "delayed_effects"]
        if len(delayed) == 2:
            first, second = delayed
            tasks[first], tasks[second] = tasks[second], tasks[first]

    wrap_task(mp, "end_phase", around)


CATALOGUE += (
    Mistake(
        "the non-turn player's delayed effects first", ("6-6-1-2",), non_turn_players_delayed_effects_first, "1.2.0"
    ),
)


# -- 5-1-2-2 with a multicoloured Leader: each card's colours among the Leader's ---------------------------------
def _deck_colours_read_as(mp: pytest.MonkeyPatch, allowed: Callable) -> None:
    """Deck legality with 5-1-2-2 judged by allowed(card colours, leader colours) instead of the rule."""

    def check_deck(deck, cards):
        breaches = [b for b in decks.deck_breaches(deck, cards) if b[0] != "5-1-2-2"]
        leader = cards.get(deck.leader)
        for number in sorted(set(deck.cards)):
            if not allowed(set(cards.get(number).colors), list(leader.colors)):
                breaches.append(("5-1-2-2", f"{number} is not of the leader's colour"))
        if breaches:
            raise decks.DeckError(breaches)

    swap(mp, decks.check_deck, check_deck)


def multicoloured_leader_first_colour_only(mp: pytest.MonkeyPatch) -> None:
    """A red/green Leader's deck may hold only cards of its first colour."""
    _deck_colours_read_as(mp, lambda card, leader: card <= {leader[0]})


def card_must_have_every_leader_colour(mp: pytest.MonkeyPatch) -> None:
    """5-1-2-2's "a color that includes the Leader's color" read as: each card has every colour of the Leader."""
    _deck_colours_read_as(mp, lambda card, leader: card >= set(leader))


CATALOGUE += (
    Mistake(
        "a multicoloured Leader allows its first colour only", ("5-1-2-2",), multicoloured_leader_first_colour_only
    ),
    Mistake("a card must have every colour of the Leader", ("5-1-2-2",), card_must_have_every_leader_colour),
)


# -- 1-3-2: "give a rested DON!!" with none rested gives nothing (mutation campaign of seed 33) ----------------
def active_don_given_when_none_is_rested(mp: pytest.MonkeyPatch) -> None:
    """An effect that gives rested DON!! gives active ones once no rested DON!! is left."""
    original = EFFECT_ACTIONS["give_don"]

    def give_don(game, frame, index, current, source):
        me = game.state.players[frame.controller]
        if current.params.get("rested") and not me.don_rested:
            current = dataclasses.replace(current, params={**current.params, "rested": False})
        original(game, frame, index, current, source)

    mp.setitem(EFFECT_ACTIONS, "give_don", give_don)


CATALOGUE += (Mistake("an active DON!! given when none is rested", ("1-3-2",), active_don_given_when_none_is_rested),)


# -- 6-4-1: only the first player's first turn places 1 DON!! ---------------------------------------------------
def one_don_in_each_players_first_turn(mp: pytest.MonkeyPatch) -> None:
    """The single DON!! of the first turn is given to both players' first turns (turns 1 and 2)."""

    def around(original, game):
        original(game)
        s = game.state
        me = s.players[s.turn_player]
        if s.turn == 2 and me.don_active:
            me.don_active -= 1
            me.don_deck += 1

    wrap_task(mp, "don_phase", around)


CATALOGUE += (Mistake("1 DON!! in the second player's first turn too", ("6-4-1",), one_don_in_each_players_first_turn),)


# -- 6-5-5-1: DON!! go to rested cards too, and leave them rested ----------------------------------------------
def legal_don_only_to_active_cards(mp: pytest.MonkeyPatch) -> None:
    """The list of legal actions offers DON!! only to active cards (built like the list of attackers)."""
    original = main_phase.legal_main_actions

    def listed(game, actor):
        cards = game.state.cards
        return [a for a in original(game, actor) if not (isinstance(a, GiveDon) and cards[a.target].rested)]

    mp.setattr(main_phase, "legal_main_actions", listed)


def given_don_sets_the_card_active(mp: pytest.MonkeyPatch) -> None:
    """Giving a DON!! to a rested card stands it up."""
    original = main_phase.give_don

    def give_don(game, action):
        refusal = original(game, action)
        if refusal is None:
            game.state.cards[action.target].rested = False
        return refusal

    swap(mp, original, give_don)


CATALOGUE += (
    Mistake("legal actions offer DON!! to active cards only", ("6-5-5-1",), legal_don_only_to_active_cards),
    Mistake("a card given DON!! stands up", ("6-5-5-1",), given_don_sets_the_card_active),
)


# -- a power range ("exactly 8000 power") checked by its upper bound only (mutation campaign of seed 33) ---------
def power_range_checked_by_its_upper_bound(mp: pytest.MonkeyPatch) -> None:
    """A filter with both a least and a most power checks the most only: a 7000 card taken for 'exactly 8000'."""
    original = conditions.matches

    def matches(game, source, card, chosen):
        if chosen.power_min is not None and chosen.power_max is not None:
            chosen = dataclasses.replace(chosen, power_min=None)
        return original(game, source, card, chosen)

    swap(mp, original, matches)


CATALOGUE += (
    Mistake(
        "a power range checked by its upper bound only",
        ("8-3-1-3",),
        power_range_checked_by_its_upper_bound,
        "1.2.0",
    ),
)


PARAMETRIZED = len(CATALOGUE)  # the mistakes the test below runs: those added above this line


@pytest.mark.parametrize("mistake", CATALOGUE, ids=[m.name for m in CATALOGUE])
def test_the_suite_catches_the_mistake(mistake: Mistake, monkeypatch: pytest.MonkeyPatch) -> None:
    """With the mistake patched in, some scenario of the clauses it breaks fails."""
    chosen = scenarios_of(mistake.clauses)
    if mistake.edition != "1.1.6":  # its clause ids are that edition's: only that edition's scenarios use them
        chosen = [s for s in chosen if s.edition == mistake.edition]
    assert chosen, f"no scenario is tagged with {mistake.clauses}"
    mistake.patch(monkeypatch)
    failures = {s.id: why for s in chosen if (why := outcome(s)) is not None}
    assert failures, (
        f"hole in the suite: an engine where {mistake.name!r} passes all {len(chosen)} scenarios of "
        f"{', '.join(mistake.clauses)}"
    )
    for scenario_id, why in failures.items():  # shown with -rP: which scenarios caught it, and how
        print(f"caught by {scenario_id}: {why}")


def test_the_same_scenarios_pass_on_the_unpatched_engine() -> None:
    """The control: every scenario the catalogue runs passes on the reference engine as it is."""
    clauses = tuple({c for m in CATALOGUE for c in m.clauses})
    failures = {s.id: why for s in scenarios_of(clauses) if (why := outcome(s)) is not None}
    assert not failures, failures


def test_every_mistake_is_run() -> None:
    """A `CATALOGUE += (...)` written below the parametrized test would be collected by no test (9 were, once)."""
    assert len(CATALOGUE) == PARAMETRIZED, "add mistakes above the parametrized test, not at the end of the file"


def test_every_mistake_names_clauses_of_the_rules() -> None:
    """The catalogue's clauses are clause ids of its edition (ver.1.1.6 unless told), and its names are unique."""
    unknown = sorted({c for m in CATALOGUE for c in m.clauses if c not in load_rulebook(m.edition)})
    assert not unknown
    assert len({m.name for m in CATALOGUE}) == len(CATALOGUE)
