"""The reference engine's core: a game in progress, its task runner, and the public internal interface.

The engine never chooses for a player. It runs the game forward until a player must act: the turn
player in the Main Phase, or whoever a pending Decision names. Work that is not finished yet (the
rest of a battle, the rest of a damage processing) waits on `state.tasks`, so a decision can pause
the game anywhere and the answer resumes it exactly there. The rules themselves live in the modules
named after their chapters (`setup`, `turn`, `main_phase`, `battle`, `damage`, `game_end`, `effects`);
they act on the game only through the verbs of `interface.GameCore`, which `Game` implements here.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import lru_cache

from opcg_oracle.cards.database import CardDatabase
from opcg_oracle.engine import battle, damage, effects, game_end, loops, main_phase, setup, turn, values
from opcg_oracle.engine.actions import (
    ACCEPTED,
    Accepted,
    Action,
    ActivateEffect,
    ActivateTrigger,
    Attack,
    Concede,
    Decide,
    EndTurn,
    GiveDon,
    MoveDon,
    PlayCard,
    Refused,
)
from opcg_oracle.engine.decks import DeckList
from opcg_oracle.engine.effects.auto import removed_from_field
from opcg_oracle.engine.registry import ANSWERS, TASKS
from opcg_oracle.engine.state import (
    DECK,
    FIELD_AREAS,
    HAND,
    LEADER,
    RESOLVING,
    Card,
    Decision,
    Event,
    GameState,
    Modifier,
)

LOOP_WATCH = 10_000  # tasks in a row without any player input before positions are compared (11-1-1-1)
_HANDLERS: dict[type, Callable] = {  # the rules module that carries out each Main Phase action
    PlayCard: main_phase.play_from_hand,
    GiveDon: main_phase.give_don,
    Attack: battle.attack,
    EndTurn: turn.end_main_phase,
    ActivateEffect: main_phase.activate,
    MoveDon: main_phase.move_don,
    ActivateTrigger: main_phase.activate_trigger,
}
_DURING_BATTLE_RULES = {  # why a Main Phase action must wait for the end of the battle
    PlayCard: ("7-1-5-5", "6-5-3-1", "10-2-3-1"),
    GiveDon: ("7-1-5-5", "6-5-2"),
    Attack: ("7-1-5-5",),
    ActivateEffect: ("7-1-5-5", "10-2-2-1"),
    MoveDon: ("6-5-5-1",),
    ActivateTrigger: ("10-1-5-1",),
    EndTurn: ("7-1-5-5", "6-5-2-1"),
}
_MAIN_ACTION_RULES = {  # the clause granting each Main Phase action to the turn player
    PlayCard: ("6-5-3-1",),
    GiveDon: ("6-5-5-1",),
    Attack: ("7-1", "7-1-1-1"),
    ActivateEffect: ("6-5-4-1",),
    MoveDon: ("6-5-5-1",),
    ActivateTrigger: ("10-1-5-1",),
    EndTurn: ("6-5-2-1",),
}
RULES = (setup, turn, main_phase, battle, damage, game_end, loops, effects)
"""The modules of the rules, by chapter; importing them registers their tasks, answers and effect actions."""


class Game:
    """A game in progress and the rules that move it forward (implements `interface.GameCore`)."""

    def __init__(self, state: GameState, cards: CardDatabase | None = None, rng: random.Random | None = None):
        self.state = state
        self.cards = cards
        self.rng = rng or random.Random(state.seed)
        self.tasks: dict[str, Callable[..., None]] = dict(TASKS)  # a game may add its own (tests do)

    # ------------------------------------------------------------------ entry points
    @classmethod
    def new(
        cls,
        decks: tuple[DeckList, DeckList],
        cards: CardDatabase,
        seed: int = 0,
        names: tuple[str, str] = ("Alice", "Bob"),
    ) -> Game:
        """A new game from two legal decks: shuffled with the seed, waiting for the first/second choice (5-2)."""
        game = cls(setup.new_state(decks, cards, seed, names), cards)
        setup.start(game)
        game.run()
        return game

    def player_to_act(self) -> int | None:
        """Who must act now: the player a decision names, or the turn player in the Main Phase."""
        s = self.state
        if s.game_over:
            return None
        if s.decision is not None:
            return s.decision.player
        return s.turn_player if s.phase == "main" else None

    def legal_actions(self) -> list[Action]:
        """Every action the player to act may take now (conceding included, 1-2-3)."""
        s = self.state
        if s.game_over:
            return []
        if s.decision is not None:  # `player_to_act`, spelled out: this runs before every action
            actor = s.decision.player
            return [*_answers(actor, s.decision.options), _CONCEDE[actor]]
        if s.phase != "main":
            return []
        actor = s.turn_player
        actions = main_phase.legal_main_actions(self, actor)
        actions += battle.legal_attacks(self, actor)
        actions += (_END_TURN[actor], _CONCEDE[actor])
        return actions

    def apply(self, action: Action) -> Accepted | Refused:
        """Carry out an action, or refuse it (citing the clause) and leave the state unchanged."""
        s = self.state
        if s.game_over:
            return self.refuse(action, Refused("the game is over", ("1-2-1",)))
        if isinstance(action, Concede):
            return game_end.concede(self, action.player)
        if action.player not in (0, 1):
            return self.refuse(action, Refused(f"there is no player {action.player}", ("1-1-1",)))
        if isinstance(action, Decide):
            return self._decide(action)
        if s.decision is not None:
            who = s.players[s.decision.player].name
            during = _DURING_BATTLE_RULES.get(type(action), ()) if s.battle is not None else ()
            return self.refuse(
                action, Refused(f"{who} must first decide: {s.decision.prompt}", (*s.decision.rules, *during))
            )
        if s.phase != "main" or s.turn_player != action.player:  # not `player_to_act`: no decision, not over
            rules = (*_MAIN_ACTION_RULES.get(type(action), ()), "6-5-2", "4-3-1")
            return self.refuse(action, Refused("only the turn player acts in the Main Phase", rules))
        handler = _HANDLERS.get(type(action))
        if handler is None:
            return self.refuse(action, Refused(f"unknown action {action!r}", ()))
        if s.loop.trail:
            loops.start_over(s)
        refusal = handler(self, action)
        if refusal is not None:
            return self.refuse(action, refusal)
        self.run()
        return ACCEPTED

    def _decide(self, action: Decide) -> Accepted | Refused:
        s = self.state
        decision = s.decision
        if decision is None:
            return self.refuse(action, Refused("there is no decision to answer", ()))
        if action.player != decision.player:
            who = s.players[decision.player].name
            return self.refuse(action, Refused(f"{who} makes this decision, not the other player", decision.rules))
        choice = _as_option(action.choice, decision.options)
        if choice is _NOT_AN_OPTION:
            reason = f"{action.choice!r} is not one of the options {list(decision.options)}"
            return self.refuse(action, Refused(reason, decision.rules))
        s.decision = None
        self.log("decided", decision.rules, player=action.player, decision=decision.kind, choice=choice)
        if s.loop.trail:
            loops.answered(s, decision, choice)
        ANSWERS[decision.kind](self, decision, choice)
        self.run()
        return ACCEPTED

    # ------------------------------------------------------------------ the task runner
    def run(self) -> None:
        """Do waiting work until a player must act or the game ends."""
        s = self.state
        tasks = s.tasks
        handlers = self.tasks
        done = 0
        while True:
            while tasks and s.decision is None and not s.game_over:
                work = tasks.pop()
                size = len(work)  # most tasks have few arguments: passed as they are, with no tuple of them to build
                if size == 1:
                    handlers[work[0]](self)
                elif size == 3:
                    handlers[work[0]](self, work[1], work[2])
                elif size == 2:
                    handlers[work[0]](self, work[1])
                else:
                    handlers[work[0]](self, *work[1:])
                done += 1
                if done > LOOP_WATCH:  # mandatory work that never asks anyone anything may be an infinite loop
                    self._watch_for_loop()
                    return
            # A declared loop answers its own decisions until it stops (11-1-1-2), without recursion.
            if s.loop.plan is None or s.decision is None or s.game_over or not loops.answer_from_plan(self):
                return

    def _watch_for_loop(self) -> None:
        """Go on with the waiting work, comparing positions: a position seen again is an infinite loop (11-1-1-1)."""
        s = self.state
        tasks = s.tasks
        handlers = self.tasks
        seen: set = set()
        while True:
            signature = game_end.position_signature(s)
            if signature in seen:
                game_end.infinite_loop(self)
                return
            seen.add(signature)
            if not (tasks and s.decision is None and not s.game_over):
                return
            work = tasks.pop()
            handlers[work[0]](self, *work[1:])

    # ------------------------------------------------------------------ the public internal interface
    def schedule(self, *tasks: tuple) -> None:
        """Schedule tasks to run in the order given, before anything already waiting."""
        if len(tasks) == 1:  # the common case
            self.state.tasks.append(tasks[0])
        else:
            self.state.tasks.extend(reversed(tasks))

    def log(self, kind: str, rules: tuple[str, ...], **data: object) -> None:
        """Record an event and the clauses that caused it."""
        self.state.log.append(_new_event(Event, (kind, rules, data)))

    def ask(
        self, player: int, kind: str, options: tuple, prompt: str, rules: tuple[str, ...], context: tuple = ()
    ) -> None:
        """Make a player decide: the game pauses until the decision is answered."""
        s = self.state
        s.decision = Decision(player, kind, options, prompt, rules, tuple(context))
        loops.watch(self)  # an infinite loop a player can stop may narrow or replace the question (11-1-1-2)
        asked = s.decision
        self.log("decision", asked.rules, player=asked.player, decision=asked.kind, options=list(asked.options))

    def refuse(self, action: Action, refusal: Refused) -> Refused:
        """Log that an action was refused, and why; the state is otherwise unchanged."""
        self.log("refused", refusal.rules, action=type(action).__name__, reason=refusal.reason)
        return refusal

    def move(self, card: Card, area: str, rules: tuple[str, ...], rested: bool = False) -> None:
        """Move a card to an area of its owner, as a new card there (3-1-6)."""
        s = self.state
        owner = s.players[card.owner]
        source = card.area
        if source != RESOLVING and source != LEADER:
            getattr(owner, source).remove(card)  # Player.area_list, for the areas that are lists
        if card.don:  # 6-5-5-4: given DON!! go to the cost area, rested
            owner.don_rested += card.don
            self.log("don_returned", ("6-5-5-4",), player=owner.index, count=card.don)
            card.don = 0
        card.area = area
        card.moves += 1
        card.rested = rested
        card.face_up = False
        if card.once_used:
            card.once_used.clear()
        card.played_turn = s.turn
        if area != RESOLVING and area != LEADER:  # the leader area holds its one card as `Player.leader`
            getattr(owner, area).append(card)
        number = card.definition.number
        self.log("moved", rules, card=card.iid, number=number, owner=owner.index, source=source, to=area)
        if source in FIELD_AREAS and area not in FIELD_AREAS:  # removed from the field (1.2.0 4-11-2)
            removed_from_field(self, card)
        if source == DECK and not owner.deck:
            self.rule_processing()

    def draw(self, player: int, count: int, rules: tuple[str, ...]) -> None:
        """Draw count cards one at a time (4-5-3)."""
        if self.state.game_over:  # 1-2-5, 9-1-2: a defeat judged mid-effect ended the game; nothing more is drawn
            return
        deck = self.state.players[player].deck
        rules = (*rules, "4-5-2")
        for _ in range(count):
            if not deck:
                break
            self.move(deck[-1], HAND, rules)
        self.rule_processing()

    def ko(self, card: Card, rules: tuple[str, ...], situation: tuple | None = None) -> None:
        """K.O. a Character (10-2-1-2), unless a prohibition forbids it or a replacement effect replaces it. The
        Characters one effect step K.O.s at the same time share a situation (8-1-3-5): a replacement applied to it
        replaces the K.O. of every one of them it covers (OP05-030 Q&A 2)."""
        self.schedule(("ko", card.iid, card.moves, rules, 0, situation))

    def add_modifier(self, card: Card, kind: str, value: object, until: str, controller: int, source: str) -> None:
        """Add a continuous change to a card that lasts until `until` or until the card moves (3-1-6)."""
        self.state.modifiers.append(Modifier(card.iid, card.moves, kind, value, until, controller, source))

    def has_modifier(self, card: Card, kind: str) -> bool:
        """Whether a continuous change of this kind is on the card now."""
        modifiers = self.state.modifiers
        if not modifiers:  # the common case, asked for every card often: no loop at all
            return False
        iid = card.iid
        for m in modifiers:  # noqa: SIM110 (a loop, not any(): no generator for a question asked this often)
            if m.target == iid and m.kind == kind and m.target_moves == card.moves:
                return True
        return False

    def expire(self, ending: Callable[[Modifier], bool], rules: tuple[str, ...]) -> None:
        """End the continuous changes for which `ending` is true, logging each."""
        if not self.state.modifiers:  # the common case: nothing to end
            return
        kept = []
        for modifier in self.state.modifiers:
            if ending(modifier):
                self.log("effect_ended", rules, card=modifier.target, modifier=modifier.kind, value=modifier.value)
            else:
                kept.append(modifier)
        self.state.modifiers = kept

    # A card's current values (`values`): bound as methods, since they are asked more than anything else.
    power = values.power
    cost = values.cost
    has_keyword = values.has_keyword

    def rule_processing(self) -> None:
        """Rule processing (9-2): every player who meets a defeat condition loses, all together."""
        game_end.rule_processing(self)

    def end_game(self, winners: tuple[int, ...], rules: tuple[str, ...]) -> None:
        """End the game with these winners (none: a draw)."""
        game_end.end_game(self, winners, rules)


_END_TURN = (EndTurn(0), EndTurn(1))  # actions are immutable values: these two are offered after every action
_CONCEDE = (Concede(0), Concede(1))
_NOT_AN_OPTION = object()
# Answers are immutable values too, and options repeat (card ids, "done", None): shared like the actions of
# `actions.new_play_card`. typed: an option True and an option 1 stay two answers.
_new_decide = lru_cache(maxsize=None, typed=True)(Decide)


def _answers(actor: int, options: tuple) -> list[Decide]:
    """An answer to the decision for each option."""
    try:
        return [_new_decide(actor, option) for option in options]
    except TypeError:  # an option that is not hashable is not shared
        return [Decide(actor, option) for option in options]


_new_event = tuple.__new__  # builds an Event without the NamedTuple's own __new__: logging is the hottest path


def _as_option(choice: object, options: tuple) -> object:
    """The option a choice names; lists from JSON count as tuples."""
    if isinstance(choice, list):
        choice = tuple(choice)
    for option in options:
        if option == choice:
            return option
    return _NOT_AN_OPTION
