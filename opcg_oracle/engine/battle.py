"""The battle (7-1): Attack Step, Block Step, Counter Step, Damage Step and the End of the Battle.

Damage to a leader and K.O.s that a battle causes are carried out by `damage`.
"""

from __future__ import annotations

from opcg_oracle.engine.actions import Action, Attack, Refused, new_attack
from opcg_oracle.engine.effects.auto import fire
from opcg_oracle.engine.effects.conditions import condition_met
from opcg_oracle.engine.effects.costs import may_activate
from opcg_oracle.engine.effects.permanent import attacks_active_characters, card_facts
from opcg_oracle.engine.effects.restrictions import attack_target_allowed
from opcg_oracle.engine.interface import GameCore
from opcg_oracle.engine.main_phase import activate_event
from opcg_oracle.engine.registry import answer, task
from opcg_oracle.engine.state import CHARACTERS, LEADER, TRASH, Battle, Card, Decision
from opcg_oracle.engine.turn import battle_forbidden_this_turn

BATTLE_TASKS = (  # what follows the declaration of an attack, in order (7-1-1 .. 7-1-5)
    ("step_end_check", "7-1-1-4"),
    ("block_step",),
    ("step_end_check", "7-1-2-3"),
    ("counter_step",),
    ("step_end_check", "7-1-3-2-3"),
    ("damage_step",),
    ("end_of_battle",),
)
STEP_STARTS = {"block": 1, "counter": 3, "damage": 5}  # where each step's work begins in BATTLE_TASKS


def resume_battle(game: GameCore, attacker: Card, target: Card, step: str, blocked: bool = False) -> None:
    """A battle already under way (a board that starts mid-battle): the given step is about to begin."""
    s = game.state
    s.battle = Battle(
        attacker.iid, attacker.moves, target.iid, target.moves, blocked_by=target.iid if blocked else None
    )
    s.step = "attack"
    game.schedule(*BATTLE_TASKS[STEP_STARTS[step] :])


def legal_attacks(game: GameCore, actor: int) -> list[Action]:
    """Every attack the actor may declare now: each able attacker against each target (7-1-1)."""
    if battle_forbidden_this_turn(game):
        return []
    s = game.state
    me = s.players[actor]
    turn = s.turn
    modifiers = s.modifiers
    attackers = []  # the actor's own active leader and Characters (7-1-1-1), but not those too new to attack
    characters_only = []  # 1.2.0 10-1-6-1: played this turn with [Rush: Character], so only Characters are targets
    for attacker in (me.leader, *me.characters):  # (loops rather than comprehensions: this runs after every action)
        if attacker.rested:
            continue
        if attacker.played_turn == turn and _too_new_to_attack(game, attacker):
            if not game.has_keyword(attacker, "rush_character"):
                continue
            characters_only.append(attacker.iid)
        if modifiers and game.has_modifier(attacker, "cannot_attack"):  # 1-3-3: an effect may forbid it for a while
            continue
        attackers.append(attacker)
    if not attackers:
        return []
    facts = card_facts(game)
    foe = s.players[1 - actor]
    # 7-1-1-2 allows only rested Characters as targets, unless the attacker's text says more (1-3-1)
    rested_only = [foe.leader.iid]
    for character in foe.characters:
        if character.rested:
            rested_only.append(character.iid)
    if not modifiers and not facts["attack_active"]:  # the common case: no attacker's text says more
        found = []
        for attacker in attackers:
            iid = attacker.iid
            for target in rested_only:
                found.append(new_attack(actor, iid, target))
    else:
        every = [foe.leader.iid] + [c.iid for c in foe.characters]
        found = [
            new_attack(actor, attacker.iid, target)
            for attacker in attackers
            for target in (every if attacks_active_characters(game, attacker) else rested_only)
        ]
    if characters_only:
        found = [a for a in found if a.target != foe.leader.iid or a.attacker not in characters_only]
    if facts["attack_targets"]:  # 1-3-3: a card of this game may limit what can be attacked
        found = [a for a in found if attack_target_allowed(game, s.cards[a.attacker], s.cards[a.target])]
    return found


def attacker_refusal(game: GameCore, attacker: Card) -> Refused | None:
    """Why this card may not attack now (7-1-1-1), or None."""
    s = game.state
    if attacker.owner != s.turn_player or attacker.area not in (LEADER, CHARACTERS):
        return Refused("only your own leader or a Character in your Character area attacks", ("7-1-1-1",))
    if attacker.rested:
        return Refused("a rested card cannot attack: the attacker must be active", ("7-1-1-1", "7-1"))
    if (
        attacker.played_turn == s.turn
        and _too_new_to_attack(game, attacker)
        and not game.has_keyword(attacker, "rush_character")  # 1.2.0 10-1-6-1: it may attack Characters
    ):
        return Refused("a Character cannot attack in the turn it was played", ("3-7-4", "10-1-1-1"))
    if game.has_modifier(attacker, "cannot_attack"):
        return Refused("an effect forbids this card to attack for now", ("1-3-3", "7-1-1-1"))
    return None


def _too_new_to_attack(game: GameCore, card: Card) -> bool:
    """3-7-4, 10-1-1-1: a Character played this turn attacks only with [Rush]."""
    return card.area == CHARACTERS and card.played_turn == game.state.turn and not game.has_keyword(card, "rush")


def attack(game: GameCore, action: Attack) -> Refused | None:
    """7-1-1: rest the attacker, declare the target, then run the battle's steps in order."""
    s = game.state
    if s.battle is not None:
        return Refused("a battle is already in progress", ("7-1-5-5",))
    if battle_forbidden_this_turn(game):
        return Refused("no battle in either player's first turn", ("6-5-6-1",))
    attacker = s.cards.get(action.attacker)
    target = s.cards.get(action.target)
    if attacker is None or target is None:
        return Refused("no such card", ("7-1-1-1",))
    refusal = attacker_refusal(game, attacker)
    if refusal is not None:
        return refusal
    if target.owner == action.player or target.area not in (LEADER, CHARACTERS):
        return Refused("the target is your opponent's leader or one of their Characters", ("7-1-1-2",))
    if target.area == LEADER and attacker.played_turn == s.turn and _too_new_to_attack(game, attacker):
        return Refused(  # 1.2.0 10-1-6-1: [Rush: Character] lets it attack only Characters in the turn it was played
            "in the turn it was played, a Character with [Rush: Character] attacks only Characters",
            ("1.2.0:10-1-6-1", "3-7-4"),
        )
    if target.area == CHARACTERS and not target.rested and not attacks_active_characters(game, attacker):
        return Refused("only a rested Character can be attacked", ("7-1-1-2",))
    if not attack_target_allowed(game, attacker, target):
        return Refused("an effect forbids attacking this card: only some cards may be attacked", ("1-3-3", "7-1-1-2"))
    attacker.rested = True
    s.battle = Battle(attacker.iid, attacker.moves, target.iid, target.moves)
    s.step = "attack"
    game.log("rested", ("7-1-1-1",), card=attacker.iid)
    game.log("attack_declared", ("7-1-1-1", "7-1-1-2"), attacker=attacker.iid, target=target.iid)
    game.schedule(*BATTLE_TASKS)
    fire(game, "when_attacking", attacker)  # 7-1-1-3, 10-2-5-1
    fire(game, "on_opponents_attack", attacker)  # 10-2-16-1: after [When Attacking]
    return None


_BATTLE_AREAS = (LEADER, CHARACTERS)


@task("step_end_check")
def step_end_check(game: GameCore, rule: str) -> None:
    """7-1-1-4, 7-1-2-3, 7-1-3-2-3: if the attacker or the target has left its area, go to the End of the Battle."""
    s = game.state
    battle = s.battle
    attacker, target = s.cards[battle.attacker], s.cards[battle.target]
    if (
        attacker.moves == battle.attacker_moves
        and target.moves == battle.target_moves
        and attacker.area in _BATTLE_AREAS
        and target.area in _BATTLE_AREAS
    ):
        return
    game.log("battle_cut_short", (rule,))
    tasks = game.state.tasks
    while tasks and tasks[-1][0] != "end_of_battle":
        tasks.pop()


def _blockers(game: GameCore) -> list[Card]:
    """10-1-4-1: the defender's active [Blocker]s other than the attacked card, that no effect forbids."""
    s = game.state
    battle = s.battle
    defender = s.players[1 - s.turn_player]
    attacker = s.cards[battle.attacker]
    if game.has_modifier(attacker, "unblockable"):
        return []
    if game.has_keyword(attacker, "unblockable"):  # 1.2.0 10-1-7-1: no [Blocker] may be activated against it
        game.log("blocker_forbidden", ("1.2.0:10-1-7-1", "7-1-2-1"), attacker=attacker.iid)
        return []
    restrictions = [e.params for e in s.player_effects if e.kind == "no_blocker" and e.player == defender.index]
    found = []  # (a loop rather than a comprehension: asked in every battle)
    for card in defender.characters:
        if card.rested or card.iid == battle.target or not game.has_keyword(card, "blocker"):
            continue
        if restrictions and any(_restricted(game, card, r) for r in restrictions):
            continue
        found.append(card)
    return found


def _restricted(game: GameCore, card: Card, restriction: dict) -> bool:
    power = game.power(card)
    if "min_power" in restriction and power < restriction["min_power"]:
        return False
    return not ("max_power" in restriction and power > restriction["max_power"])


@task("block_step")
def block_step(game: GameCore) -> None:
    """7-1-2: the defender may block with a [Blocker]."""
    s = game.state
    s.step = "block"
    game.log("step", ("7-1-2",), step="block")
    blockers = _blockers(game)
    if blockers:
        options = (*tuple(c.iid for c in blockers), None)
        game.ask(
            1 - s.turn_player, "blocker", options, "block with a [Blocker], or not (None)?", ("7-1-2-1", "10-1-4-1")
        )


@answer("blocker")
def blocker_chosen(game: GameCore, decision: Decision, choice: int | None) -> None:
    """7-1-2-1: the blocker is rested and becomes the attacked card; [On Block] (7-1-2-2)."""
    s = game.state
    if choice is None:
        game.log("no_block", ("7-1-2-1",), player=1 - s.turn_player)
        return
    blocker = s.cards[choice]
    blocker.rested = True
    s.battle.target, s.battle.target_moves = blocker.iid, blocker.moves
    s.battle.blocked_by = blocker.iid
    game.log("blocked", ("7-1-2-1", "10-1-4-1"), blocker=blocker.iid)
    fire(game, "on_block", blocker)  # 7-1-2-2, 10-2-15-1


@task("counter_step")
def counter_step(game: GameCore) -> None:
    """7-1-3: "when attacked" effects (7-1-3-1), then Counters from hand (7-1-3-2)."""
    s = game.state
    s.step = "counter"
    game.log("step", ("7-1-3",), step="counter")
    game.schedule(("counter_choice",))
    fire(game, "when_attacked")


def _counter_options(game: GameCore) -> tuple:
    s = game.state
    defender = s.players[1 - s.turn_player]
    targets = [defender.leader.iid]
    for character in defender.characters:
        targets.append(character.iid)
    options: list = []
    for card in defender.hand:
        if card.definition.category == "character" and card.definition.counter:
            for target in targets:
                options.append(("counter", card.iid, target))  # 7-1-3-2-1
    for card in defender.hand:
        counter = card.definition.effect_of("counter") if card.definition.category == "event" else None
        if (
            counter is not None
            and condition_met(game, card, counter.condition)
            and may_activate(game, card, counter, extra_don=game.cost(card))
        ):
            s.relies_on_text(card)  # offered as a Counter, used or not
            options.append(("event", card.iid))  # 7-1-3-2-2
    return tuple(options)


@task("counter_choice")
def counter_choice(game: GameCore) -> None:
    """7-1-3-2: the defender uses a Counter, or is done."""
    options = _counter_options(game)
    if options:
        game.ask(
            1 - game.state.turn_player,
            "counter",
            (*options, "done"),
            "use a Counter from hand, or be done?",
            ("7-1-3-2", "7-1-3-2-1", "7-1-3-2-2"),  # a Character card's Counter, or a [Counter] Event
        )


@answer("counter")
def counter_chosen(game: GameCore, decision: Decision, choice: object) -> None:
    """7-1-3-2-1: a Character's Counter adds power for the battle; 7-1-3-2-2: a [Counter] Event is activated."""
    s = game.state
    if choice == "done":
        game.log("counters_done", ("7-1-3-2",), player=1 - s.turn_player)
        return
    if choice[0] == "event":
        card = s.cards[choice[1]]
        defender = s.players[card.owner]
        cost = game.cost(card)
        defender.don_active -= cost  # 7-1-3-2-2: pay its cost
        defender.don_rested += cost
        game.log("cost_paid", ("7-1-3-2-2",), player=defender.index, don_rested=cost)
        game.schedule(("counter_choice",))
        activate_event(game, card, "counter", ("7-1-3-2-2", "10-2-4-1"))
        return
    _, hand_iid, target_iid = choice
    card = s.cards[hand_iid]
    target = s.cards[target_iid]
    game.move(card, TRASH, ("7-1-3-2-1",))
    game.add_modifier(target, "power", card.definition.counter, "battle", card.owner, card.number)
    game.log("counter_used", ("7-1-3-2-1",), card=hand_iid, target=target_iid, power=card.definition.counter)
    game.schedule(("counter_choice",))


@task("damage_step")
def damage_step(game: GameCore) -> None:
    """7-1-4: compare powers; the winner deals damage to a leader (7-1-4-1-1) or K.O.s a Character (7-1-4-1-2)."""
    s = game.state
    s.step = "damage"
    battle = s.battle
    attacker, target = s.cards[battle.attacker], s.cards[battle.target]
    attack_power, defend_power = game.power(attacker), game.power(target)
    game.log("step", ("7-1-4",), step="damage")
    battle.fought = True
    if attack_power < defend_power:  # 7-1-4-2
        game.log("battle_lost", ("7-1-4-2",), attacker=attacker.iid, power=attack_power, against=defend_power)
        return
    game.log("battle_won", ("7-1-4-1",), attacker=attacker.iid, power=attack_power, against=defend_power)
    if target.area == LEADER:
        amount = 2 if game.has_keyword(attacker, "double_attack") else 1  # 10-1-2-1, 7-1-4-1-1-3
        banish = game.has_keyword(attacker, "banish")  # 10-1-3-1
        rules = ("7-1-4-1-1", "10-1-2-1") if amount == 2 else ("7-1-4-1-1",)
        game.schedule(("damage", target.owner, amount, banish, rules))
    else:
        game.ko(target, ("7-1-4-1-2", "10-2-1-1"))


@task("end_of_battle")
def end_of_battle(game: GameCore) -> None:
    """7-1-5-1: End of the Battle; its effects resolve before "this battle" effects end (7-1-5-2)."""
    s = game.state
    s.step = "end_of_battle"
    game.log("step", ("7-1-5-1",), step="end_of_battle")
    game.schedule(("battle_cleanup",))
    fire(game, "end_of_battle")
    battle = s.battle
    fought = [s.cards[battle.attacker], s.cards[battle.target]]
    if battle.fought:
        still = {battle.attacker: battle.attacker_moves, battle.target: battle.target_moves}
        for card, other in ((fought[0], fought[1]), (fought[1], fought[0])):
            if card.moves != still[card.iid]:
                continue  # it left the field in the battle: a new card (3-1-6) that battled nobody (ST08-013 Q&A)
            if other.definition.category == "character" and card.owner != other.owner:
                fire(game, "battled_character", card)  # "when this card battles a Character"


@task("battle_cleanup")
def battle_cleanup(game: GameCore) -> None:
    """7-1-5-3, 7-1-5-4: "this battle" effects end, the turn player's first; 7-1-5-5: the battle is over."""
    s = game.state
    if s.modifiers:  # (most battles leave none to end)
        for controller, rule in ((s.turn_player, "7-1-5-3"), (1 - s.turn_player, "7-1-5-4")):
            game.expire(lambda m, c=controller: m.until == "battle" and m.controller == c, (rule,))
    if s.player_effects:
        s.player_effects = [e for e in s.player_effects if e.until != "battle"]
    s.battle = None
    s.step = None
    game.log("battle_ended", ("7-1-5-5",))
