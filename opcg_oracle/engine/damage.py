"""Damage processing (4-6, 7-1-4-1-1) with [Trigger]s (10-1-5), and K.O. (10-2-1) with its prohibitions
(1-3-3) and replacement effects (8-1-3-5)."""

from __future__ import annotations

from opcg_oracle.engine.effects.auto import fire
from opcg_oracle.engine.effects.moving import under_deck
from opcg_oracle.engine.effects.permanent import cannot_be_ko, replacement_covers, replacements
from opcg_oracle.engine.effects.resolve import drain_next, start
from opcg_oracle.engine.interface import GameCore
from opcg_oracle.engine.registry import answer, task
from opcg_oracle.engine.state import CHARACTERS, DECK, HAND, RESOLVING, STAGE, TRASH, Decision


@task("damage")
def damage(
    game: GameCore, player: int, remaining: int, banish: bool, rules: tuple[str, ...], first: bool = True
) -> None:
    """Deal damage to a leader one point at a time (4-6-2-2); Triggers interrupt (8-6-2-1).

    Whether the leader has 0 Life is judged once, when the damage is confirmed (7-1-4-1-1-1):
    a second point of [Double Attack] that finds Life empty does nothing (7-1-4-1-1-3 repeats
    only 7-1-4-1-1-2, which needs a Life card; 1-3-2).
    """
    s = game.state
    victim = s.players[player]
    if remaining <= 0 or (not first and not victim.life):
        s.in_damage = False  # 8-6-2: effects that waited during damage processing activate now
        if s.pending_autos and not s.frames:  # unless an effect dealt the damage: then after it (8-6-3)
            drain_next(game)
        return
    s.in_damage = True
    game.log("damage", (*rules, "4-6-2"), player=player, amount=1)
    if not victim.life:  # 1-2-2-1, 7-1-4-1-1-1
        victim.took_damage_at_zero_life = True
        game.log("damage_at_zero_life", ("1-2-1-1-1", "1-2-2-1", "7-1-4-1-1-1"), player=player)
        game.rule_processing()
        return
    game.schedule(("damage", player, remaining - 1, banish, rules, False))
    if first and s.battle is not None and "7-1-4-1-1" in rules and attack_dealt_damage(game, player, banish):
        return  # an attack's damage to the Life, once an attack (Q&A OP03-043 3rd): its effects come first
    life_checked(game, player, banish)


def attack_dealt_damage(game: GameCore, player: int, banish: bool) -> bool:
    """The attacker's "when this card's attack deals damage to your opponent's Life" effects activate once the
    Life card is checked and resolve before its [Trigger] is offered (Q&A OP03-040 1st, OP03-041 1st, over 8-6-2):
    True when some did, the rest of the point then waits for them."""
    s = game.state
    waiting = len(s.pending_autos)
    fire(game, "attack_deals_damage", s.cards[s.battle.attacker])
    if len(s.pending_autos) == waiting:
        return False
    game.schedule(("drain_autos",), ("life_checked", player, banish))
    return True


@task("life_checked")
def life_checked(game: GameCore, player: int, banish: bool) -> None:
    """The top Life card of a point of damage is trashed ([Banish]), offered for its [Trigger] or added to the hand
    (4-6-2-1, 4-6-3)."""
    victim = game.state.players[player]
    if not victim.life:
        return
    top = victim.life[-1]  # 3-10-2: the top card of Life
    if banish:
        game.move(top, TRASH, ("10-1-3-1",))
    elif top.definition.has_trigger and top.definition.trigger is not None:
        game.state.relies_on_text(top)  # offered, whether activated or declined
        game.state.keyword_mattered("trigger")
        game.ask(
            player,
            "trigger",
            ("activate", "decline"),
            "activate this card's [Trigger]?",
            ("4-6-3", "10-1-5-1", "7-1-4-1-1-2"),
            context=(top.iid,),
        )
    else:
        game.move(top, HAND, ("4-6-2-1", "7-1-4-1-1-2"))
        fire(game, "your_life_to_hand", top)  # waits for the end of damage processing (8-6-2)


@answer("trigger")
def trigger_chosen(game: GameCore, decision: Decision, choice: str) -> None:
    """10-1-5-1: a revealed [Trigger] resolves (the card in no area meanwhile); declined, it goes to hand (10-1-5-2)."""
    iid = decision.context[0]
    card = game.state.cards[iid]
    if choice == "decline":
        game.move(card, HAND, ("10-1-5-2", "4-6-2-1"))
        fire(game, "your_life_to_hand", card)  # added to the hand like any Life card (4-6-2-1)
        return
    game.move(card, RESOLVING, ("10-1-5-1", "8-6-2-1", "1.2.0:10-1-5-3"))  # in no area until it has resolved
    game.log("revealed", ("10-1-5-1",), card=iid)
    game.schedule(("trigger_done", iid))
    start(game, card, card.definition.trigger, card.owner, ("10-1-5-1",))


@task("trigger_done")
def trigger_done(game: GameCore, iid: int) -> None:
    """10-1-5-1, 1.2.0 10-1-5-3: a [Trigger] card its text sent nowhere else is trashed afterwards."""
    card = game.state.cards[iid]
    if card.area == RESOLVING:
        game.move(card, TRASH, ("10-1-5-1", "1.2.0:10-1-5-3"))


@task("ko")
def ko(
    game: GameCore, iid: int, moves: int, rules: tuple[str, ...], group: int, situation: tuple | None = None
) -> None:
    """10-2-1-2: the Character goes to the trash, unless prohibited (1-3-3) or replaced (8-1-3-5). The K.O.s one
    effect step makes at the same time are one situation: a replacement applied to it covers each of them it
    names, and one declined for it is not offered again for another of them (OP05-030 Q&A 2)."""
    s = game.state
    card = s.cards[iid]
    if card.moves != moves or card.area != CHARACTERS:
        return  # it left the Character area meanwhile: nothing to K.O. (1-3-2)
    by_battle = "7-1-4-1-2" in rules
    if cannot_be_ko(game, card, by_battle):  # 1-3-3: the prohibition wins
        game.log("ko_prevented", ("1-3-3", "10-2-1-3"), card=iid)
        return
    decided = s.situations.get(situation, {}) if situation is not None else {}
    for (source_iid, index), applied in decided.items():
        if applied and replacement_covers(game, s.cards[source_iid], index, card):  # replaced with the others
            game.log("replaced", ("8-1-3-5", "8-1-3-5-3"), card=iid, by=source_iid)
            return
    groups = [[o for o in options if o not in decided] for options in replacements(game, card, "ko")]
    while group < len(groups) and not groups[group]:
        group += 1  # every option of this group was decided for the situation already
    if group < len(groups):  # 8-1-3-5-2: the card's own first, then the turn player's, then the other's
        options = groups[group]
        owner = s.cards[options[0][0]].owner
        game.ask(
            owner,
            "replacement",
            (*options, None),
            "replace this K.O. with an effect (None: do not)?",
            ("8-1-3-5", "8-1-3-5-1", "8-1-3-5-2"),
            context=(iid, moves, rules, group, situation),
        )
        return
    game.log("ko", (*rules, "10-2-1-2"), card=card.iid)
    fire(game, "on_ko", card)  # 10-2-17-1: activates on the field, resolves from the trash
    fire(game, "opponent_character_koed", card)
    game.move(card, TRASH, (*rules, "10-2-1-2"))


@task("remove")
def remove(game: GameCore, iid: int, moves: int, to: str, rules: tuple[str, ...], group: int) -> None:
    """An effect moves a card off the field to `to` (hand, trash, deck_bottom or deck_top), unless a replacement
    effect of a removal replaces it (1.2.0 4-11-2, 8-1-3-4), offered in the order of 8-1-3-5-2 (1.2.0 8-1-3-4-2)."""
    card = game.state.cards[iid]
    if card.moves != moves or card.area not in (CHARACTERS, STAGE):
        return  # it left the field meanwhile: nothing to remove (1-3-2)
    groups = replacements(game, card, "removal")
    if group < len(groups):
        owner = game.state.cards[groups[group][0][0]].owner
        game.ask(
            owner,
            "replacement",
            (*groups[group], None),
            "replace this removal from the field with an effect (None: do not)?",
            ("8-1-3-5", "8-1-3-5-1", "8-1-3-5-2", "1.2.0:4-11-2"),
            context=("remove", iid, moves, to, rules, group),
        )
        return
    if to == "deck_bottom":
        under_deck(game, card, rules)
    else:
        game.move(card, {"hand": HAND, "trash": TRASH, "deck_top": DECK}[to], rules)


@answer("replacement")
def replacement_chosen(game: GameCore, decision: Decision, choice: tuple | None) -> None:
    """8-1-3-5-1: a replacement applied instead of the K.O. or removal (once, never again: 8-1-3-5-3), or declined."""
    if decision.context[0] == "remove":
        _, iid, moves, to, rules, group = decision.context
        retry = ("remove", iid, moves, to, rules, group + 1)
        situation = None
    else:
        iid, moves, rules, group, situation = decision.context
        retry = ("ko", iid, moves, rules, group + 1, situation)
    if situation is not None:  # decided once for the whole situation (8-1-3-5; OP05-030 Q&A 2)
        decided = game.state.situations.setdefault(situation, {})
        decided.update({option: option == choice for option in decision.options if option is not None})
    if choice is None:  # the next player's replacements may still apply
        game.schedule(retry)
        return
    source = game.state.cards[choice[0]]
    effect = source.definition.effects[choice[1]]
    game.log("replaced", ("8-1-3-5", "8-1-3-5-3", "8-1-3-5-4"), card=iid, by=source.iid)
    start(game, source, effect, source.owner, ("8-1-3-5",))
