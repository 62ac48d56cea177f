"""The reference engine: carries out the comprehensive rules on a GameState.

The engine never chooses for a player. It runs the game forward until a player must act: the turn
player in the Main Phase, or whoever a pending Decision names. Work that is not finished yet (the
rest of a battle, the rest of a damage processing) waits on `state.tasks`, so a decision can pause
the game anywhere and the answer resumes it exactly there.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from opcg_oracle.cards.database import CardDatabase
from opcg_oracle.engine import effects
from opcg_oracle.engine.actions import (
    ACCEPTED,
    Accepted,
    Action,
    ActivateEffect,
    Attack,
    Concede,
    Decide,
    EndTurn,
    GiveDon,
    PlayCard,
    Refused,
)
from opcg_oracle.engine.decks import DeckList, check_deck
from opcg_oracle.engine.state import (
    CHARACTERS,
    DECK,
    HAND,
    LEADER,
    LIFE,
    MAX_CHARACTERS,
    RESOLVING,
    STAGE,
    TRASH,
    Battle,
    Card,
    Decision,
    Event,
    GameState,
    Modifier,
    Player,
)

_GIVEN_DON_AREAS = (LEADER, CHARACTERS)
LOOP_WATCH = 10_000  # tasks in a row without any player input before positions are compared (11-1-1-1)


class Game:
    """A game in progress and the rules that move it forward."""

    def __init__(self, state: GameState, cards: CardDatabase | None = None, rng: random.Random | None = None):
        self.state = state
        self.cards = cards
        self.rng = rng or random.Random(state.seed)
        self._tasks: dict[str, Callable] = {
            name[3:]: getattr(self, name) for name in dir(self) if name.startswith("_t_")
        }

    # ------------------------------------------------------------------ creation
    @classmethod
    def new(
        cls,
        decks: tuple[DeckList, DeckList],
        cards: CardDatabase,
        seed: int = 0,
        names: tuple[str, str] = ("Alice", "Bob"),
    ) -> Game:
        """A new game from two legal decks: shuffled with the seed, waiting for the first/second choice (5-2)."""
        for deck in decks:
            check_deck(deck, cards)  # 5-2-1-1
        state = GameState(players=[], seed=seed)
        for index, deck in enumerate(decks):
            leader = state.new_card(cards.get(deck.leader), index, LEADER)
            player = Player(index=index, name=names[index], leader=leader)
            player.deck = [state.new_card(cards.get(number), index, DECK) for number in deck.cards]
            state.players.append(player)
        game = cls(state, cards)
        for player in state.players:
            game.rng.shuffle(player.deck)  # 5-2-1-2
            game._log("shuffle", ("5-2-1-2",), player=player.index)
        game._log("leader_placed", ("5-2-1-3",))
        state.tasks.append(("choose_first",))
        game._run()
        return game

    # ------------------------------------------------------------------ queries
    def player_to_act(self) -> int | None:
        """Who must act now: the player a decision names, or the turn player in the Main Phase."""
        s = self.state
        if s.game_over:
            return None
        if s.decision is not None:
            return s.decision.player
        return s.turn_player if s.phase == "main" else None

    def power(self, card: Card) -> int:
        """Current power: printed, plus DON!! on its owner's turn (6-5-5-2), plus effects (may be negative, 1-3-7)."""
        total = card.definition.power or 0
        if card.don and self.state.turn_player == card.owner:
            total += 1000 * card.don
        for modifier in self.state.modifiers:
            if modifier.kind == "power" and modifier.target == card.iid and modifier.target_moves == card.moves:
                total += modifier.value
        return total + effects.permanent_power(self, card)

    def cost(self, card: Card) -> int:
        """Current cost: printed plus effects, never below 0 (1-3-6)."""
        return max(0, (card.definition.cost or 0) + effects.permanent_cost(self, card))

    def has_keyword(self, card: Card, keyword: str) -> bool:
        """Whether a card has a keyword now: printed, granted by a modifier or by a permanent effect."""
        if keyword in card.definition.keywords and not effects.is_negated(self, card):  # 8-2-1-1
            return True
        for modifier in self.state.modifiers:
            if (
                modifier.kind == "keyword"
                and modifier.value == keyword
                and modifier.target == card.iid
                and modifier.target_moves == card.moves
            ):
                return True
        return effects.permanent_keyword(self, card, keyword)

    def legal_actions(self) -> list[Action]:
        """Every action the player to act may take now (conceding included, 1-2-3)."""
        s = self.state
        actor = self.player_to_act()
        if actor is None:
            return []
        if s.decision is not None:
            return [Decide(actor, option) for option in s.decision.options] + [Concede(actor)]
        me = s.players[actor]
        actions: list[Action] = []
        for card in me.hand:
            if self._play_refusal(actor, card) is None:
                actions.append(PlayCard(actor, card.iid))
        if me.don_active:
            actions.extend(GiveDon(actor, target.iid) for target in (me.leader, *me.characters))
        for card in (me.leader, *me.characters, *me.stage):
            for index, effect in enumerate(card.definition.effects):
                if effect.kind == "activate" and self._activation_refusal(actor, card, index) is None:
                    actions.append(ActivateEffect(actor, card.iid, index))
        if not self._battle_forbidden_this_turn():
            foe = s.players[1 - actor]
            targets = [foe.leader.iid] + [c.iid for c in foe.characters if c.rested]
            for attacker in (me.leader, *me.characters):
                if self._attacker_refusal(attacker) is None:
                    actions.extend(Attack(actor, attacker.iid, target) for target in targets)
        actions.append(EndTurn(actor))
        actions.append(Concede(actor))
        return actions

    # ------------------------------------------------------------------ acting
    def apply(self, action: Action) -> Accepted | Refused:
        """Carry out an action, or refuse it (citing the clause) and leave the state unchanged."""
        s = self.state
        if s.game_over:
            return self._refuse(action, "the game is over", ("1-2-1",))
        if isinstance(action, Concede):
            return self._concede(action.player)
        actor = self.player_to_act()
        if action.player not in (0, 1):
            return self._refuse(action, f"there is no player {action.player}", ("1-1-1",))
        if isinstance(action, Decide):
            return self._decide(action)
        if s.decision is not None:
            who = s.players[s.decision.player].name
            during = _DURING_BATTLE_RULES.get(type(action), ()) if s.battle is not None else ()
            return self._refuse(action, f"{who} must first decide: {s.decision.prompt}", (*s.decision.rules, *during))
        if actor != action.player:
            rules = (*_MAIN_ACTION_RULES.get(type(action), ()), "6-5-2", "4-3-1")
            return self._refuse(action, "only the turn player acts in the Main Phase", rules)
        if isinstance(action, PlayCard):
            return self._play_from_hand(action)
        if isinstance(action, GiveDon):
            return self._give_don(action)
        if isinstance(action, Attack):
            return self._attack(action)
        if isinstance(action, EndTurn):
            self._log("main_phase_ended", ("6-5-2-1",), player=action.player)
            s.tasks.append(("end_phase",))
            self._run()
            return ACCEPTED
        if isinstance(action, ActivateEffect):
            return self._activate(action)
        return self._refuse(action, f"unknown action {action!r}", ())

    # ------------------------------------------------------------------ the task runner
    def _run(self) -> None:
        """Do waiting work until a player must act or the game ends."""
        s = self.state
        tasks = s.tasks
        done = 0
        seen: set = set()
        while tasks and s.decision is None and not s.game_over:
            name, *args = tasks.pop()
            self._tasks[name](*args)
            done += 1
            if done > LOOP_WATCH:  # mandatory work that never asks anyone anything may be an infinite loop
                signature = self._signature()
                if signature in seen:
                    self._log("infinite_loop", ("11-1-1", "11-1-1-1"))
                    self._end_game(winners=(), rules=("11-1-1-1",))
                    return
                seen.add(signature)

    def _signature(self) -> tuple:
        """Everything that makes two moments of a game the same position with the same work ahead."""
        s = self.state
        cards = tuple((c.iid, c.area, c.rested, c.don) for c in s.cards.values())
        counts = tuple((p.don_deck, p.don_active, p.don_rested, tuple(c.iid for c in p.deck)) for p in s.players)
        return cards, counts, tuple(s.tasks), tuple(map(tuple, s.pending_autos)), len(s.modifiers)

    def schedule(self, *tasks: tuple) -> None:
        """Schedule tasks to run in the order given, before anything already waiting."""
        self.state.tasks.extend(reversed(tasks))

    def _ask(self, player: int, kind: str, options: tuple, prompt: str, rules: tuple[str, ...], context=()) -> None:
        self.state.decision = Decision(player, kind, options, prompt, rules, tuple(context))
        self._log("decision", rules, player=player, decision=kind, options=list(options))

    def _log(self, kind: str, rules: tuple[str, ...], **data) -> None:
        self.state.log.append(Event(kind, rules, data))

    def _refuse(self, action: Action, reason: str, rules: tuple[str, ...]) -> Refused:
        self._log("refused", rules, action=type(action).__name__, reason=reason)
        return Refused(reason, rules)

    # ------------------------------------------------------------------ setup (5-2)
    def _t_choose_first(self) -> None:
        chooser = self.rng.randrange(2)  # 5-2-1-4, 5-2-1-4-1: decided without anyone's will
        self._log("chooser_decided", ("5-2-1-4", "5-2-1-4-1"), player=chooser)
        self._ask(chooser, "first_or_second", ("first", "second"), "go first or second?", ("5-2-1-5",))

    def _t_opening_hands(self) -> None:
        s = self.state
        for index in (s.first_player, 1 - s.first_player):
            self._draw(index, 5, ("5-2-1-6",))
        self.schedule(("offer_redraw", s.first_player), ("offer_redraw", 1 - s.first_player), ("place_life",))

    def _t_offer_redraw(self, player: int) -> None:
        self._ask(player, "redraw", ("keep", "redraw"), "keep this hand or redraw once?", ("5-2-1-6", "5-2-1-6-1"))

    def _t_place_life(self) -> None:
        s = self.state
        for index in (s.first_player, 1 - s.first_player):
            player = s.players[index]
            # 5-2-1-7, 2-9-2-1: one at a time onto Life, so the deck's top card ends at the bottom.
            for _ in range(player.leader.definition.life or 0):
                if not player.deck:
                    break
                self._move(player.deck[-1], LIFE, ("5-2-1-7", "2-9-2-1"))
        self._rule_processing()
        self.schedule(("start_turn", s.first_player))  # 5-2-1-8

    # ------------------------------------------------------------------ turn structure (6)
    def _t_start_turn(self, player: int) -> None:
        s = self.state
        s.turn += 1
        s.turn_player = player
        self._log("turn_started", ("6-1-2", "4-3-1"), turn=s.turn, player=player)
        self.schedule(("refresh_phase",), ("draw_phase",), ("don_phase",), ("main_phase",))

    def _t_refresh_phase(self) -> None:
        s = self.state
        s.phase = "refresh"
        self._log("phase", ("6-2",), phase="refresh")
        self._expire(lambda m: m.until == "start_of_turn" and m.controller == s.turn_player, ("6-2-1",))
        self.schedule(("refresh_don_and_cards",))
        effects.fire(self, "start_of_turn")  # 6-2-2: resolved before DON!! return (6-2-3)

    def _t_refresh_don_and_cards(self) -> None:
        s = self.state
        me = s.players[s.turn_player]
        returned = 0
        for card in (me.leader, *me.characters):  # 6-2-3
            returned += card.don
            card.don = 0
        if returned:
            me.don_rested += returned
            self._log("don_returned", ("6-2-3",), player=me.index, count=returned)
        for card in (me.leader, *me.characters, *me.stage):  # 6-2-4
            if card.rested and self._has_modifier(card, "keep_rested"):
                self._log("stays_rested", ("1-3-9", "6-2-4"), card=card.iid)  # resting wins over setting active
            elif card.rested:
                card.rested = False
                self._log("set_active", ("6-2-4",), card=card.iid)
        s.modifiers = [m for m in s.modifiers if not (m.kind == "keep_rested" and s.cards[m.target].owner == me.index)]
        if me.don_rested:
            me.don_active += me.don_rested
            self._log("don_set_active", ("6-2-4",), player=me.index, count=me.don_rested)
            me.don_rested = 0

    def _t_draw_phase(self) -> None:
        s = self.state
        s.phase = "draw"
        self._log("phase", ("6-3",), phase="draw")
        if s.turn == 1:  # 6-3-1: the first player draws nothing in their first turn
            self._log("no_draw", ("6-3-1",), player=s.turn_player)
            return
        self._draw(s.turn_player, 1, ("6-3-1",))

    def _t_don_phase(self) -> None:
        s = self.state
        s.phase = "don"
        me = s.players[s.turn_player]
        self._log("phase", ("6-4",), phase="don")
        wanted = 1 if s.turn == 1 else 2  # 6-4-1
        count = min(wanted, me.don_deck)  # 6-4-2, 6-4-3
        me.don_deck -= count
        me.don_active += count
        rules = ("6-4-1",) if count == wanted else ("6-4-2",) if count else ("6-4-3",)
        self._log("don_placed", rules, player=me.index, count=count)

    def _t_main_phase(self) -> None:
        self.state.phase = "main"
        self._log("phase", ("6-5",), phase="main")
        effects.fire(self, "start_of_main_phase")  # 6-5-1

    def _t_end_phase(self) -> None:
        s = self.state
        s.phase = "end"
        self._log("phase", ("6-6",), phase="end")
        self.schedule(("end_turn_cleanup",))
        effects.fire(self, "end_of_turn")  # 6-6-1-1, once only (6-6-1-1-1); resolved before 6-6-1-2

    def _t_end_turn_cleanup(self) -> None:
        s = self.state
        for controller, rule in ((s.turn_player, "6-6-1-2"), (1 - s.turn_player, "6-6-1-3")):
            self._expire(lambda m, c=controller: m.until == "turn" and m.controller == c, (rule,))
        s.player_effects = [e for e in s.player_effects if e.until != "turn"]
        for player in s.players:
            for card in player.field_cards():
                card.once_used.clear()
        self._log("turn_ended", ("6-6-1-4",), turn=s.turn, player=s.turn_player)
        self.schedule(("start_turn", 1 - s.turn_player))

    def _battle_forbidden_this_turn(self) -> bool:
        return self.state.turn <= 2  # 6-5-6-1: neither player battles in their first turn

    # ------------------------------------------------------------------ Main Phase actions
    def _play_refusal(self, player: int, card: Card) -> Refused | None:
        s = self.state
        if s.battle is not None:
            return Refused("cards are played in the Main Phase outside a battle", ("6-5-3-1", "10-2-3-1"))
        if card.area != HAND or card.owner != player:
            return Refused("only a card in your own hand can be played", ("6-5-3-1", "4-7-1"))
        definition = card.definition
        if definition.category == "event":
            main = definition.effect_of("main")
            if main is None:
                if not definition.implemented:
                    return Refused("the engine does not know this Event's text yet", ("10-2-3-1",))
                if definition.effect_of("counter") is not None:
                    return Refused(
                        "a [Counter] Event is played only in the opponent's Counter Step", ("10-2-4-1", "6-5-3-1")
                    )
                return Refused("only Events with a [Main] effect are played in the Main Phase", ("6-5-3-1", "10-2-3-1"))
            if not effects.condition_met(self, card, main.condition):
                return Refused("the conditions of this [Main] effect are not met", ("8-4-1-1",))
            if not effects.cost_payable(self, card, main, extra_don=self.cost(card)):
                return Refused("the cost of this Event cannot be paid", ("2-7-3", "8-3-1-3"))
            return None
        if definition.category not in ("character", "stage"):
            return Refused(f"a {definition.category} card is not played from hand", ("6-5-3-1",))
        cost = self.cost(card)
        if s.players[player].don_active < cost:
            return Refused(
                f"the cost is {cost} and only {s.players[player].don_active} active DON!! are in the cost area",
                ("2-7-2", "6-5-3-1"),
            )
        return None

    def _play_from_hand(self, action: PlayCard) -> Accepted | Refused:
        s = self.state
        card = s.cards.get(action.card)
        if card is None:
            return self._refuse(action, f"there is no card {action.card}", ("6-5-3-1",))
        refusal = self._play_refusal(action.player, card)
        if refusal is not None:
            return self._refuse(action, refusal.reason, refusal.rules)
        me = s.players[action.player]
        self._log("revealed", ("2-7-2", "8-4-1-2"), card=card.iid)
        cost = self.cost(card)  # 2-7-2: the cost as it is now (1-3-6)
        me.don_active -= cost  # 2-7-2, 2-7-3, 2-7-4: rest as many active DON!! as the cost
        me.don_rested += cost
        self._log("cost_paid", ("2-7-2",), player=me.index, don_rested=cost)
        if card.definition.category == "event":
            self._activate_event(card, "main", ("10-2-3-1", "2-7-3"))
        else:
            self.schedule(("put_into_play", card.iid, ("6-5-3-1",)))
        self._run()
        return ACCEPTED

    def _activate_event(self, card: Card, kind: str, rules: tuple[str, ...]) -> None:
        """An Event goes to the trash, then its effect resolves (8-4-2)."""
        self._move(card, TRASH, (*rules, "8-4-2"))
        self._log("event_activated", ("8-5-2",), card=card.iid)
        effects.start(self, card, card.definition.effect_of(kind), card.owner, rules)
        effects.fire(self, "you_activate_event", card)  # 8-5-4; resolved after the Event's effect (8-6-3)

    def _activation_refusal(self, player: int, card: Card | None, index: int) -> Refused | None:
        s = self.state
        if s.battle is not None:
            return Refused("[Activate: Main] effects are activated outside a battle", ("10-2-2-1",))
        if card is None or card.owner != player or card.area not in (LEADER, CHARACTERS, STAGE):
            return Refused("only a card on your own field activates its effect", ("6-5-4-1", "8-4-3", "2-8-2"))
        chosen = card.definition.effects[index] if 0 <= index < len(card.definition.effects) else None
        if chosen is None or chosen.kind != "activate":
            return Refused("this card has no such [Activate: Main] effect", ("6-5-4-1", "8-1-3-3"))
        if effects.is_negated(self, card):
            return Refused("this card's effects are negated", ("8-2-1-1",))
        if chosen.once_per_turn and index in card.once_used:
            return Refused("[Once Per Turn]: already activated this turn", ("10-2-13-1", "10-2-13-3"))
        chosen, added_conditions = effects.with_additions(self, card, chosen)
        if not effects.condition_met(self, card, chosen.condition):
            return Refused("the conditions of this effect are not met", ("8-4-1-1", "8-3-2-1"))
        if not all(effects.condition_met(self, card, extra) for extra in added_conditions):
            return Refused("a condition another effect adds is not met", ("8-3-2-2", "8-4-1-1"))
        if not effects.cost_payable(self, card, chosen):
            return Refused("the activation cost cannot be paid in full", ("8-3-1-3", "8-3-1-2"))
        return None

    def _activate(self, action: ActivateEffect) -> Accepted | Refused:
        card = self.state.cards.get(action.card)
        refusal = self._activation_refusal(action.player, card, action.effect)
        if refusal is not None:
            return self._refuse(action, refusal.reason, refusal.rules)
        chosen, _ = effects.with_additions(self, card, card.definition.effects[action.effect])  # 8-3-1-2
        if chosen.once_per_turn:
            card.once_used.add(action.effect)  # 10-2-13-3
        effects.start(self, card, chosen, action.player, ("6-5-4-1", "10-2-2-1"))
        self._run()
        return ACCEPTED

    def _t_effect_step(self, frame_id: int, index: int) -> None:
        frame = self.state.frames.get(frame_id)
        if frame is not None:
            effects.step(self, frame, index)

    def _t_choose(self, frame_id: int, index: int) -> None:
        frame = self.state.frames.get(frame_id)
        if frame is not None and not frame.stopped:
            effects.choose(self, frame, index)

    def _t_end_frame(self, frame_id: int) -> None:
        effects.end_frame(self, frame_id)

    def _t_bottom_order(self, frame_id: int, index: int) -> None:
        frame = self.state.frames.get(frame_id)
        if frame is not None:
            effects.bottom_order(self, frame, index)

    def _t_put_into_play(self, iid: int, rules: tuple[str, ...]) -> None:
        """Play a Character or Stage onto the field, making room first (3-7-6-1, 3-8-5-1)."""
        s = self.state
        card = s.cards[iid]
        me = s.players[card.owner]
        if card.definition.category == "stage":
            for old in list(me.stage):
                self._move(old, TRASH, ("3-8-5-1",))
            self._move(card, STAGE, (*rules, "3-8-3", "3-8-4"))
        else:
            if len(me.characters) >= MAX_CHARACTERS:
                options = tuple(c.iid for c in me.characters)
                self._ask(
                    me.index,
                    "character_to_trash",
                    options,
                    "trash which Character to make room?",
                    ("3-7-6-1",),
                    context=(iid, rules),
                )
                return
            self._move(card, CHARACTERS, (*rules, "3-7-3", "3-7-5"))
        effects.fire(self, "on_play", card)  # 10-2-6-1

    def _give_don(self, action: GiveDon) -> Accepted | Refused:
        s = self.state
        me = s.players[action.player]
        target = s.cards.get(action.target)
        if s.battle is not None:
            return self._refuse(action, "DON!! are given in the Main Phase outside a battle", ("6-5-2", "6-5-5-1"))
        if target is None or target.owner != action.player or target.area not in _GIVEN_DON_AREAS:
            return self._refuse(action, "DON!! are given to your own leader or Characters", ("6-5-5-1",))
        if me.don_active < 1:
            return self._refuse(action, "there is no active DON!! in your cost area", ("6-5-5-1",))
        me.don_active -= 1
        target.don += 1
        self._log("don_given", ("6-5-5-1",), player=me.index, card=target.iid, total=target.don)
        self._run()
        return ACCEPTED

    # ------------------------------------------------------------------ battle (7-1)
    def _attacker_refusal(self, attacker: Card) -> Refused | None:
        s = self.state
        if attacker.owner != s.turn_player or attacker.area not in (LEADER, CHARACTERS):
            return Refused("only your own leader or a Character in your Character area attacks", ("7-1-1-1",))
        if attacker.rested:
            return Refused("a rested card cannot attack: the attacker must be active", ("7-1-1-1", "7-1"))
        if attacker.area == CHARACTERS and attacker.played_turn == s.turn and not self.has_keyword(attacker, "rush"):
            return Refused("a Character cannot attack in the turn it was played", ("3-7-4", "10-1-1-1"))
        return None

    def _attack(self, action: Attack) -> Accepted | Refused:
        s = self.state
        if s.battle is not None:
            return self._refuse(action, "a battle is already in progress", ("7-1-5-5",))
        if self._battle_forbidden_this_turn():
            return self._refuse(action, "no battle in either player's first turn", ("6-5-6-1",))
        attacker = s.cards.get(action.attacker)
        target = s.cards.get(action.target)
        if attacker is None or target is None:
            return self._refuse(action, "no such card", ("7-1-1-1",))
        refusal = self._attacker_refusal(attacker)
        if refusal is not None:
            return self._refuse(action, refusal.reason, refusal.rules)
        if target.owner == action.player or target.area not in (LEADER, CHARACTERS):
            return self._refuse(action, "the target is your opponent's leader or one of their Characters", ("7-1-1-2",))
        if target.area == CHARACTERS and not target.rested:
            return self._refuse(action, "only a rested Character can be attacked", ("7-1-1-2",))
        attacker.rested = True
        s.battle = Battle(attacker.iid, attacker.moves, target.iid, target.moves)
        s.step = "attack"
        self._log("rested", ("7-1-1-1",), card=attacker.iid)
        self._log("attack_declared", ("7-1-1-1", "7-1-1-2"), attacker=attacker.iid, target=target.iid)
        self.schedule(
            ("step_end_check", "7-1-1-4"),
            ("block_step",),
            ("step_end_check", "7-1-2-3"),
            ("counter_step",),
            ("step_end_check", "7-1-3-2-3"),
            ("damage_step",),
            ("end_of_battle",),
        )
        effects.fire(self, "when_attacking", attacker)  # 7-1-1-3, 10-2-5-1
        effects.fire(self, "on_opponents_attack", attacker)  # 10-2-16-1: after [When Attacking]
        self._run()
        return ACCEPTED

    def _in_battle_area(self, iid: int, moves: int) -> bool:
        card = self.state.cards[iid]
        return card.moves == moves and card.area in (LEADER, CHARACTERS)

    def _t_step_end_check(self, rule: str) -> None:
        """7-1-1-4, 7-1-2-3, 7-1-3-2-3: if the attacker or the target has left its area, go to the End of the Battle."""
        battle = self.state.battle
        if self._in_battle_area(battle.attacker, battle.attacker_moves) and self._in_battle_area(
            battle.target, battle.target_moves
        ):
            return
        self._log("battle_cut_short", (rule,))
        tasks = self.state.tasks
        while tasks and tasks[-1][0] != "end_of_battle":
            tasks.pop()

    def _blockers(self) -> list[Card]:
        s = self.state
        battle = s.battle
        defender = s.players[1 - s.turn_player]
        attacker = s.cards[battle.attacker]
        if self._has_modifier(attacker, "unblockable"):
            return []
        restrictions = [e.params for e in s.player_effects if e.kind == "no_blocker" and e.player == defender.index]
        return [
            card
            for card in defender.characters
            if not card.rested
            and card.iid != battle.target
            and self.has_keyword(card, "blocker")
            and not any(self._restricted(card, r) for r in restrictions)
        ]  # 10-1-4-1: an active [Blocker] other than the attacked card, that no effect forbids

    def _restricted(self, card: Card, restriction: dict) -> bool:
        power = self.power(card)
        if "min_power" in restriction and power < restriction["min_power"]:
            return False
        return not ("max_power" in restriction and power > restriction["max_power"])

    def _has_modifier(self, card: Card, kind: str) -> bool:
        return any(
            m.kind == kind and m.target == card.iid and m.target_moves == card.moves for m in self.state.modifiers
        )

    def _t_block_step(self) -> None:
        s = self.state
        s.step = "block"
        self._log("step", ("7-1-2",), step="block")
        blockers = self._blockers()
        if blockers:
            options = (*tuple(c.iid for c in blockers), None)
            self._ask(
                1 - s.turn_player, "blocker", options, "block with a [Blocker], or not (None)?", ("7-1-2-1", "10-1-4-1")
            )

    def _answer_blocker(self, choice: int | None) -> None:
        s = self.state
        if choice is None:
            self._log("no_block", ("7-1-2-1",), player=1 - s.turn_player)
            return
        blocker = s.cards[choice]
        blocker.rested = True
        s.battle.target, s.battle.target_moves = blocker.iid, blocker.moves
        s.battle.blocked_by = blocker.iid
        self._log("blocked", ("7-1-2-1", "10-1-4-1"), blocker=blocker.iid)
        effects.fire(self, "on_block", blocker)  # 7-1-2-2, 10-2-15-1

    def _t_counter_step(self) -> None:
        s = self.state
        s.step = "counter"
        self._log("step", ("7-1-3",), step="counter")
        self.schedule(("counter_choice",))
        effects.fire(self, "when_attacked")  # 7-1-3-1: resolved before the counters (7-1-3-2)

    def _counter_options(self) -> tuple:
        s = self.state
        defender = s.players[1 - s.turn_player]
        targets = [defender.leader.iid] + [c.iid for c in defender.characters]
        options: list = []
        for card in defender.hand:
            if card.definition.category == "character" and card.definition.counter:
                options.extend(("counter", card.iid, target) for target in targets)  # 7-1-3-2-1
        for card in defender.hand:
            counter = card.definition.effect_of("counter") if card.definition.category == "event" else None
            if (
                counter is not None
                and effects.condition_met(self, card, counter.condition)
                and effects.cost_payable(self, card, counter, extra_don=self.cost(card))
            ):
                options.append(("event", card.iid))  # 7-1-3-2-2
        return tuple(options)

    def _t_counter_choice(self) -> None:
        options = self._counter_options()
        if options:
            self._ask(
                1 - self.state.turn_player,
                "counter",
                (*options, "done"),
                "use a Counter from hand, or be done?",
                ("7-1-3-2", "7-1-3-2-1"),
            )

    def _answer_counter(self, choice) -> None:
        s = self.state
        if choice == "done":
            self._log("counters_done", ("7-1-3-2",), player=1 - s.turn_player)
            return
        if choice[0] == "event":
            card = s.cards[choice[1]]
            defender = s.players[card.owner]
            cost = self.cost(card)
            defender.don_active -= cost  # 7-1-3-2-2: pay its cost
            defender.don_rested += cost
            self._log("cost_paid", ("7-1-3-2-2",), player=defender.index, don_rested=cost)
            self.schedule(("counter_choice",))
            self._activate_event(card, "counter", ("7-1-3-2-2", "10-2-4-1"))
            return
        _, hand_iid, target_iid = choice
        card = s.cards[hand_iid]
        target = s.cards[target_iid]
        self._move(card, TRASH, ("7-1-3-2-1",))
        self._add_modifier(target, "power", card.definition.counter, "battle", card.owner, card.number)
        self._log("counter_used", ("7-1-3-2-1",), card=hand_iid, target=target_iid, power=card.definition.counter)
        self.schedule(("counter_choice",))

    def _t_damage_step(self) -> None:
        s = self.state
        s.step = "damage"
        battle = s.battle
        attacker, target = s.cards[battle.attacker], s.cards[battle.target]
        attack_power, defend_power = self.power(attacker), self.power(target)
        self._log("step", ("7-1-4",), step="damage")
        battle.fought = True
        if attack_power < defend_power:  # 7-1-4-2
            self._log("battle_lost", ("7-1-4-2",), attacker=attacker.iid, power=attack_power, against=defend_power)
            return
        self._log("battle_won", ("7-1-4-1",), attacker=attacker.iid, power=attack_power, against=defend_power)
        if target.area == LEADER:
            amount = 2 if self.has_keyword(attacker, "double_attack") else 1  # 10-1-2-1, 7-1-4-1-1-3
            banish = self.has_keyword(attacker, "banish")  # 10-1-3-1
            rules = ("7-1-4-1-1", "10-1-2-1") if amount == 2 else ("7-1-4-1-1",)
            self.schedule(("damage", target.owner, amount, banish, rules))
        else:
            self._ko(target, ("7-1-4-1-2", "10-2-1-1"))

    def _t_end_of_battle(self) -> None:
        s = self.state
        s.step = "end_of_battle"
        self._log("step", ("7-1-5-1",), step="end_of_battle")
        self.schedule(("battle_cleanup",))
        effects.fire(self, "end_of_battle")  # 7-1-5-2: resolved before "this battle" effects end
        battle = s.battle
        fought = [s.cards[battle.attacker], s.cards[battle.target]]
        if battle.fought:
            for card, other in ((fought[0], fought[1]), (fought[1], fought[0])):
                if other.definition.category == "character" and card.owner != other.owner:
                    effects.fire(self, "battled_character", card)  # "when this card battles a Character"

    def _t_battle_cleanup(self) -> None:
        s = self.state
        for controller, rule in ((s.turn_player, "7-1-5-3"), (1 - s.turn_player, "7-1-5-4")):
            self._expire(lambda m, c=controller: m.until == "battle" and m.controller == c, (rule,))
        s.player_effects = [e for e in s.player_effects if e.until != "battle"]
        s.battle = None
        s.step = None
        self._log("battle_ended", ("7-1-5-5",))

    # ------------------------------------------------------------------ damage (4-6) and K.O. (10-2-1)
    def _t_damage(self, player: int, remaining: int, banish: bool, rules: tuple[str, ...], first: bool = True) -> None:
        """Deal damage to a leader one point at a time (4-6-2-2); Triggers interrupt (8-6-2-1).

        Whether the leader has 0 Life is judged once, when the damage is confirmed (7-1-4-1-1-1):
        a second point of [Double Attack] that finds Life empty does nothing (7-1-4-1-1-3 repeats
        only 7-1-4-1-1-2, which needs a Life card; 1-3-2).
        """
        s = self.state
        victim = s.players[player]
        if remaining <= 0 or (not first and not victim.life):
            s.in_damage = False  # 8-6-2: effects that waited during damage processing activate now
            if s.pending_autos and not s.frames:  # unless an effect dealt the damage: then after it (8-6-3)
                self.schedule(("drain_autos",))
            return
        s.in_damage = True
        self._log("damage", (*rules, "4-6-2"), player=player, amount=1)
        if not victim.life:  # 1-2-2-1, 7-1-4-1-1-1
            victim.took_damage_at_zero_life = True
            self._log("damage_at_zero_life", ("1-2-1-1-1", "1-2-2-1", "7-1-4-1-1-1"), player=player)
            self._rule_processing()
            return
        self.schedule(("damage", player, remaining - 1, banish, rules, False))
        top = victim.life[-1]  # 3-10-2: the top card of Life
        if banish:
            self._move(top, TRASH, ("10-1-3-1",))
        elif top.definition.has_trigger and top.definition.trigger is not None:
            self._ask(
                player,
                "trigger",
                ("activate", "decline"),
                "activate this card's [Trigger]?",
                ("4-6-3", "10-1-5-1", "7-1-4-1-1-2"),
                context=(top.iid,),
            )
        else:
            self._move(top, HAND, ("4-6-2-1", "7-1-4-1-1-2"))
            effects.fire(self, "your_life_to_hand", top)  # waits for the end of damage processing (8-6-2)

    def _answer_trigger(self, choice: str, iid: int) -> None:
        card = self.state.cards[iid]
        if choice == "decline":
            self._move(card, HAND, ("10-1-5-2", "4-6-2-1"))
            return
        self._move(card, RESOLVING, ("10-1-5-1", "8-6-2-1"))
        self._log("revealed", ("10-1-5-1",), card=iid)
        self.schedule(("trigger_done", iid))
        effects.start(self, card, card.definition.trigger, card.owner, ("10-1-5-1",))

    def _t_trigger_done(self, iid: int) -> None:
        card = self.state.cards[iid]
        if card.area == RESOLVING:  # a [Trigger] card that did not go elsewhere is trashed afterwards
            self._move(card, TRASH, ("10-1-5-1",))

    # ------------------------------------------------------------------ auto effects (8-1-3-1, 8-1-3-2, 8-6)
    def _t_drain_autos(self) -> None:
        """Activate and resolve the oldest batch of waiting auto effects, turn player's first (8-1-3-2)."""
        s = self.state
        while s.pending_autos and not s.pending_autos[0]:
            s.pending_autos.pop(0)
        if not s.pending_autos:
            return
        batch = s.pending_autos[0]
        mine = [item for item in batch if item[0] == s.turn_player] or batch
        if len(mine) > 1:  # the player orders their own simultaneous effects
            options = tuple((item[1], item[3]) for item in mine)
            self._ask(mine[0][0], "effect_order", options, "which of your effects resolves next?", ("8-1-3-2",))
            return
        self._start_auto(batch, mine[0])

    def _start_auto(self, batch: list, item: tuple) -> None:
        batch.remove(item)
        self.schedule(("resolve_auto", *item[1:]), ("drain_autos",))

    def _t_resolve_auto(self, iid: int, moves: int, index: int) -> None:
        card = self.state.cards[iid]
        effect = card.definition.effects[index]
        rule = _TIMING_RULES[effect.timing]
        if effect.timing != "on_ko" and card.moves != moves:  # 8-1-3-2-3; [On K.O.] is the exception (10-2-17-2)
            self._log("not_activated", ("8-1-3-2-3",), card=iid, timing=effect.timing)
            return
        if effect.once_per_turn and not effect.optional:
            card.once_used.add(index)  # 10-2-13-1; a "may" effect counts only once it is used (8-1-2)
        effects.start(self, card, effect, card.owner, (rule, "8-1-3-1"))

    def _ko(self, card: Card, rules: tuple[str, ...]) -> None:
        """K.O. a Character (10-2-1-2), unless a prohibition forbids it or a replacement effect replaces it."""
        self.schedule(("ko", card.iid, card.moves, rules, 0))

    def _t_ko(self, iid: int, moves: int, rules: tuple[str, ...], group: int) -> None:
        card = self.state.cards[iid]
        if card.moves != moves or card.area != CHARACTERS:
            return  # it left the Character area meanwhile: nothing to K.O. (1-3-2)
        by_battle = "7-1-4-1-2" in rules
        if effects.cannot_be_ko(self, card, by_battle):  # 1-3-3: the prohibition wins
            self._log("ko_prevented", ("1-3-3", "10-2-1-3"), card=iid)
            return
        groups = effects.replacements(self, card, "ko")
        if group < len(groups):  # 8-1-3-5-2: the card's own first, then the turn player's, then the other's
            options = groups[group]
            owner = self.state.cards[options[0][0]].owner
            self._ask(
                owner,
                "replacement",
                (*options, None),
                "replace this K.O. with an effect (None: do not)?",
                ("8-1-3-5", "8-1-3-5-1", "8-1-3-5-2"),
                context=(iid, moves, rules, group),
            )
            return
        self._log("ko", (*rules, "10-2-1-2"), card=card.iid)
        effects.fire(self, "on_ko", card)  # 10-2-17-1: activates on the field, resolves from the trash
        effects.fire(self, "opponent_character_koed", card)
        self._move(card, TRASH, (*rules, "10-2-1-2"))

    def _answer_replacement(self, choice, context: tuple) -> None:
        iid, moves, rules, group = context
        if choice is None:  # 8-1-3-5-1: not applied; the next player's replacements may still apply
            self.schedule(("ko", iid, moves, rules, group + 1))
            return
        source = self.state.cards[choice[0]]
        effect = source.definition.effects[choice[1]]
        self._log("replaced", ("8-1-3-5", "8-1-3-5-3", "8-1-3-5-4"), card=iid, by=source.iid)
        effects.start(self, source, effect, source.owner, ("8-1-3-5",))  # replaced once, never again (8-1-3-5-3)

    # ------------------------------------------------------------------ moving cards
    def _t_draw(self, player: int, count: int, rules: tuple[str, ...]) -> None:
        self._draw(player, count, rules)

    def _draw(self, player: int, count: int, rules: tuple[str, ...]) -> None:
        """Draw count cards one at a time (4-5-3)."""
        deck = self.state.players[player].deck
        for _ in range(count):
            if not deck:
                break
            self._move(deck[-1], HAND, (*rules, "4-5-2"))
        self._rule_processing()

    def _move(self, card: Card, area: str, rules: tuple[str, ...], rested: bool = False) -> None:
        """Move a card to an area of its owner, as a new card there (3-1-6)."""
        s = self.state
        owner = s.players[card.owner]
        source = card.area
        if source != RESOLVING:
            owner.area_list(source).remove(card) if source != LEADER else None
        if card.don:  # 6-5-5-4: given DON!! go to the cost area, rested
            owner.don_rested += card.don
            self._log("don_returned", ("6-5-5-4",), player=owner.index, count=card.don)
            card.don = 0
        card.area = area
        card.moves += 1
        card.rested = rested
        card.face_up = False
        card.once_used.clear()
        card.played_turn = s.turn
        if area != RESOLVING:
            owner.area_list(area).append(card)
        self._log("moved", rules, card=card.iid, number=card.number, owner=owner.index, source=source, to=area)
        if source == DECK and not owner.deck:
            self._rule_processing()

    def _add_modifier(self, card: Card, kind: str, value, until: str, controller: int, source: str) -> None:
        self.state.modifiers.append(Modifier(card.iid, card.moves, kind, value, until, controller, source))

    def _expire(self, ending: Callable[[Modifier], bool], rules: tuple[str, ...]) -> None:
        kept = []
        for modifier in self.state.modifiers:
            if ending(modifier):
                self._log("effect_ended", rules, card=modifier.target, modifier=modifier.kind, value=modifier.value)
            else:
                kept.append(modifier)
        self.state.modifiers = kept

    # ------------------------------------------------------------------ decisions and the end of the game
    def _decide(self, action: Decide) -> Accepted | Refused:
        s = self.state
        decision = s.decision
        if decision is None:
            return self._refuse(action, "there is no decision to answer", ())
        if action.player != decision.player:
            who = s.players[decision.player].name
            return self._refuse(action, f"{who} makes this decision, not the other player", decision.rules)
        choice = _as_option(action.choice, decision.options)
        if choice is _NOT_AN_OPTION:
            return self._refuse(
                action, f"{action.choice!r} is not one of the options {list(decision.options)}", decision.rules
            )
        s.decision = None
        self._log("decided", decision.rules, player=action.player, decision=decision.kind, choice=choice)
        kind = decision.kind
        if kind == "first_or_second":
            s.first_player = action.player if choice == "first" else 1 - action.player
            s.turn_player = s.first_player
            self._log("first_player", ("5-2-1-5",), player=s.first_player)
            self.schedule(("opening_hands",))
        elif kind == "redraw":
            if choice == "redraw":
                self._redraw(action.player)
        elif kind == "blocker":
            self._answer_blocker(choice)
        elif kind == "counter":
            self._answer_counter(choice)
        elif kind == "trigger":
            self._answer_trigger(choice, decision.context[0])
        elif kind == "effect_order":
            batch = s.pending_autos[0]
            self._start_auto(batch, next(i for i in batch if (i[1], i[3]) == choice))
        elif kind == "character_to_trash":
            iid, rules = decision.context
            self._move(s.cards[choice], TRASH, ("3-7-6-1",))  # trashed, not K.O.'d (10-2-1-3)
            self.schedule(("put_into_play", iid, rules))
        elif kind == "replacement":
            self._answer_replacement(choice, decision.context)
        elif kind == "choose_card":
            frame_id, key, *then = decision.context
            effects.answer_choice(self, frame_id, key, choice, *then)
        elif kind in ("choose_number", "pay_cost", "use_effect", "replace_cost"):  # the asker re-runs itself
            frame_id, key = decision.context
            s.frames[frame_id].chosen[key] = choice
        elif kind == "bottom_order":
            effects.answer_bottom(self, *decision.context, choice)
        elif kind == "don_to_return":
            effects.answer_don_return(self, *decision.context, choice)
        self._run()
        return ACCEPTED

    def _redraw(self, player: int) -> None:
        """5-2-1-6-1: the whole hand back into the deck, shuffle, draw 5 again."""
        me = self.state.players[player]
        for card in list(me.hand):
            self._move(card, DECK, ("5-2-1-6-1",))
        self.rng.shuffle(me.deck)
        self._log("shuffle", ("5-2-1-6-1", "3-2-4"), player=player)
        self._draw(player, 5, ("5-2-1-6-1",))

    def _concede(self, player: int) -> Accepted | Refused:
        if player not in (0, 1):
            return Refused(f"there is no player {player}", ("1-1-1",))
        self._log("conceded", ("1-2-3",), player=player)
        self._end_game(winners=(1 - player,), rules=("1-2-3", "1-2-4"))
        return ACCEPTED

    def _rule_processing(self) -> None:
        """9-2: every player who meets a defeat condition loses, all together."""
        s = self.state
        if s.game_over:
            return
        losers = [p.index for p in s.players if p.took_damage_at_zero_life or not p.deck]
        if not losers:
            return
        for index in losers:
            rule = "9-2-1-1" if s.players[index].took_damage_at_zero_life else "9-2-1-2"
            self._log("defeated", (rule, "9-2-1", "1-2-2"), player=index)
        self._end_game(winners=tuple(p for p in (0, 1) if p not in losers), rules=("1-2-1", "9-2-1"))

    def _end_game(self, winners: tuple[int, ...], rules: tuple[str, ...]) -> None:
        s = self.state
        s.game_over = True
        s.winners = winners
        s.result = "win" if winners else "draw"
        s.decision = None
        s.tasks.clear()
        s.pending_autos.clear()
        self._log("game_over", rules, winners=list(winners), result=s.result)


_NOT_AN_OPTION = object()
_DURING_BATTLE_RULES = {  # why a Main Phase action must wait for the end of the battle
    PlayCard: ("7-1-5-5", "6-5-3-1", "10-2-3-1"),
    GiveDon: ("7-1-5-5", "6-5-2"),
    Attack: ("7-1-5-5",),
    ActivateEffect: ("7-1-5-5", "10-2-2-1"),
    EndTurn: ("7-1-5-5", "6-5-2-1"),
}
_MAIN_ACTION_RULES = {  # the clause granting each Main Phase action to the turn player
    PlayCard: ("6-5-3-1",),
    GiveDon: ("6-5-5-1",),
    Attack: ("7-1", "7-1-1-1"),
    ActivateEffect: ("6-5-4-1",),
    EndTurn: ("6-5-2-1",),
}
_TIMING_RULES = effects.TIMING_RULES


def _as_option(choice, options: tuple):
    """The option a choice names; lists from JSON count as tuples."""
    if isinstance(choice, list):
        choice = tuple(choice)
    for option in options:
        if option == choice:
            return option
    return _NOT_AN_OPTION
