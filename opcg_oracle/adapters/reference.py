"""The reference engine behind the engine interface, in process."""

from __future__ import annotations

from opcg_oracle import __version__
from opcg_oracle.adapters.base import ALL_FEATURES, LEAN_AREAS, PLAYER_NAMES
from opcg_oracle.adapters.protocol import lean_state, one_line
from opcg_oracle.cards.database import load_card_database
from opcg_oracle.cards.vocabulary import KEYWORDS
from opcg_oracle.engine import actions as A
from opcg_oracle.engine.board import CARD_LISTS, build_game, card_specs
from opcg_oracle.engine.decks import DeckError
from opcg_oracle.engine.game import Game
from opcg_oracle.engine.state import FIELD_AREAS, Card, Decision
from opcg_oracle.engine.visibility import can_see
from opcg_oracle.rules.crosswalk import cites_in
from opcg_oracle.rules.rulebook import editions

EDITIONS = tuple(editions())


def without_stand_in_text(board: dict) -> dict:
    """The board with every card marked `stand_in` played from its printed facts alone (`text: ignored`), or
    with its printed keywords too when the scenario relied on them (`stand_in: keywords`)."""

    def bare(spec: dict) -> dict:
        if not spec.get("stand_in"):
            return spec
        return {**spec, "text": "keywords" if spec["stand_in"] == "keywords" else "ignored"}

    players = []
    for player in board["players"]:
        copy = {**player, "leader": bare(player["leader"])}
        for area in CARD_LISTS:
            if area in player:
                copy[area] = [bare(spec) for spec in player[area]]
        players.append(copy)
    return {**board, "players": players}


def bare_stand_ins() -> ReferenceAdapter:
    """The reference engine as an engine without card texts of its own would play: every stand-in from its
    facts alone (`--engine python:opcg_oracle.adapters.reference:bare_stand_ins`)."""
    return ReferenceAdapter(bare_stand_ins=True)


class ReferenceAdapter:
    """Translates between card ids / player names and the engine's instance ids / indexes."""

    name = "opcg-oracle reference engine"

    def __init__(self, record_text: bool = False, bare_stand_ins: bool = False) -> None:
        self.cards = load_card_database()
        self.game: Game | None = None
        # With record_text, what the games relied on of each card's text (every board loaded), by number.
        self.text_used: dict[str, str] | None = {} if record_text else None
        self.keywords_used: set[str] | None = set() if record_text else None  # keywords that counted, gained too
        # An engine that builds every stand-in from its printed facts alone (the protocol's `stand_ins`):
        # what the suite promises such an engine, checked on the engine that knows every text.
        self.bare_stand_ins = bare_stand_ins
        self._iid_of: dict[str, int] = {}
        self._id_of: dict[int, str] = {}
        self._texts: dict[tuple, str] = {}  # each card's JSON in state_text, by what it shows
        self._id_texts: dict[int, str] = {}  # each card's id as JSON, by instance id
        # Whether the answers to act and decide carry their events: off while nobody reads them (a request with
        # `"events": false`, feature events_optional; the reference engine of a pipelined fuzz game).
        self.with_events = True

    def hello(self) -> dict:
        """Name, version and capabilities."""
        return {
            "name": "opcg-oracle",
            "version": __version__,
            "language": "Python",
            "homepage": "https://github.com/opcg-oracle/opcg-oracle",
            "capabilities": {
                "sets": sorted(self.cards.sets),
                "custom_cards": False,
                "keywords": ["rush", "double_attack", "banish", "blocker", "trigger", "rush_character", "unblockable"],
                "events": True,
                **({"features": [*ALL_FEATURES, "stand_ins"]} if self.bare_stand_ins else {}),
            },
            "edition": list(EDITIONS),  # either, as each board says; its log cites the board's edition's ids
        }

    def load(self, board: dict) -> dict:
        """Set up the canonical board."""
        cards = self.cards.with_board_cards(board.get("cards"))
        unknown = sorted({spec["card"] for spec in card_specs(board) if spec["card"] not in cards})
        if unknown:
            return {"type": "unsupported", "reason": f"unknown card numbers: {', '.join(unknown)}"}
        if self.bare_stand_ins:
            board = without_stand_in_text(board)
        try:
            self.game, self._iid_of = build_game(board, cards, self.text_used, self.keywords_used)
        except DeckError as error:  # 5-2-1-1: a deck that breaks 5-1-2 cannot start a game
            self.game = None
            return {"type": "refused", "reason": str(error), "rules": sorted({c for c, _ in error.breaches})}
        self._id_of = {iid: card_id for card_id, iid in self._iid_of.items()}
        self._texts.clear()  # the pieces of state_text: ids and iids belong to one game
        self._id_texts.clear()
        return {"type": "ok", "decision": self._decision(), "events": self._events_since(0)}

    def act(self, action: dict) -> dict:
        """Carry out one action dict."""
        engine_action = self._to_engine(action)
        if engine_action is None:
            return {"type": "refused", "reason": f"unknown card or action in {action}", "rules": []}
        return self._apply(engine_action)

    def decide(self, player: str, choice) -> dict:
        """Answer the pending decision."""
        return self.act({"type": "decide", "player": player, "choice": choice})

    def _apply(self, engine_action) -> dict:
        before = len(self.game.state.log)
        outcome = self.game.apply(engine_action)
        if not outcome:
            rules = cites_in(outcome.rules, self.game.state.edition)
            return {"type": "refused", "reason": outcome.reason, "rules": rules}
        if not self.with_events:  # nobody reads them: not written out (with their JSON, a third of a step's work)
            return {"type": "ok", "decision": self._decision()}
        return {"type": "ok", "decision": self._decision(), "events": self._events_since(before)}

    def legal(self) -> list[dict]:
        """Legal actions as dicts."""
        return [self._from_engine(a) for a in self.game.legal_actions()]

    def choices(self) -> list:
        """The legal actions but conceding, as the engine's own objects (as_dict makes one a dict): a random game
        picks one of them and needs only that one as a dict."""
        return [a for a in self.game.legal_actions() if not isinstance(a, A.Concede)]

    def relies_on_offer(self, action: dict) -> None:
        """A step checked that this action is offered: an [Activate: Main] or an Event's [Main] is offered only by
        the card's text (a stand-in built from printed facts has none), so the scenario relies on it."""
        card = self.game.state.cards.get(self._iid_of.get(action.get("card", ""), -1))
        if card is not None and (action["type"] == "activate" or card.definition.category == "event"):
            self.game.state.relies_on_text(card)

    def as_dict(self, action) -> dict:
        """One of the engine's actions as an action dict, as legal() gives it."""
        return self._from_engine(action)

    def _events_since(self, start: int) -> list[dict]:
        """The events logged since start, each with the clauses behind it (what the judge narrates)."""
        edition = self.game.state.edition
        return [
            {"kind": e.kind, "rules": cites_in(e.rules, edition), **self._ids_in(e.data)}
            for e in self.game.state.log[start:]
        ]

    def state(self, viewer: str | None = None) -> dict:
        """The canonical view of the game; with a viewer, as that player may see it (cards hidden: `card` null)."""
        seen_by = None if viewer is None else PLAYER_NAMES.index(viewer)
        players = {PLAYER_NAMES[p.index]: self._player_view(p, seen_by) for p in self.game.state.players}
        return {**self._state_head(seen_by), "players": players}

    def _state_head(self, seen_by: int | None) -> dict:
        """A state's fields before its players: turn, phase, step, the game's end and the pending decision."""
        s = self.game.state
        return {
            "turn": s.turn,
            "turn_player": PLAYER_NAMES[s.turn_player],
            "phase": s.phase,
            "step": s.step,
            "game_over": s.game_over,
            "result": s.result or None,
            "winners": [PLAYER_NAMES[w] for w in s.winners],
            "decision": self._decision(seen_by),
        }

    def state_text(self, viewer: str | None = None, lean: bool = False) -> str:
        """The state as one line of JSON, as `json.dumps(self.state(viewer))` reads back (lean: with the cards off
        the field as their ids, feature lean_states): the protocol server's answer to `state`. Without a viewer it
        is written from cached pieces, each card's JSON kept while its id, orientation, DON!! and power stay as
        they were: most of a state's ~100 cards (a deck, a trash) are as at the last `state`, and writing a whole
        state out as JSON was a fifth of the server's work in a fuzz game."""
        if viewer is not None:
            return one_line(lean_state(self.state(viewer)) if lean else self.state(viewer))
        players = ",".join(f'"{PLAYER_NAMES[p.index]}":{self._player_text(p, lean)}' for p in self.game.state.players)
        return f'{one_line(self._state_head(None))[:-1]},"players":{{{players}}}}}'

    def _player_text(self, player, lean: bool) -> str:
        """_player_view(player, None) as JSON; lean, the cards off the field as their ids."""
        text = self._card_text
        areas = [f'"leader":{text(player.leader)}']
        for area in ("characters", "stage"):
            areas.append(f'"{area}":[{",".join(text(c) for c in getattr(player, area))}]')
        if lean:
            ids = self._id_text
            for area in LEAN_AREAS:
                cards = reversed(getattr(player, area)) if area in ("deck", "life") else getattr(player, area)
                areas.append(f'"{area}":[{",".join(ids(c) for c in cards)}]')
        else:
            for area in ("hand", "trash"):
                areas.append(f'"{area}":[{",".join(text(c) for c in getattr(player, area))}]')
            areas.append(f'"deck":[{",".join(text(c) for c in reversed(player.deck))}]')
            areas.append(f'"life":[{",".join(text(c, c.face_up) for c in reversed(player.life))}]')
        don = f'"don":{{"active":{player.don_active},"rested":{player.don_rested},"deck":{player.don_deck}}}'
        return f"{{{','.join(areas)},{don}}}"

    def _id_text(self, card: Card) -> str:
        """The card's id as JSON (a lean state's card off the field), kept for the game."""
        text = self._id_texts.get(card.iid)
        if text is None:
            text = self._id_texts[card.iid] = one_line(self.card_id(card))
        return text

    def _card_text(self, card: Card, face_up: bool = False) -> str:
        """_card_view(card) (with `face_up` when true) as JSON, from the cache while the card shows the same."""
        key = (card.iid, card.definition.number, card.rested, card.don, self.shown_power(card), face_up)
        text = self._texts.get(key)
        if text is None:
            view = self._card_view(card)
            if face_up:
                view["face_up"] = True
            if len(self._texts) > 10_000:  # a long game's every look: never an unbounded cache
                self._texts.clear()
            text = self._texts[key] = one_line(view)
        return text

    def current_keywords(self) -> dict[str, list[str]]:
        """Card id → the keywords each leader, Character and Stage has now (printed, gained or lost by effects)."""
        if self.game is None:
            return {}
        found = {}
        for player in self.game.state.players:
            for card in player.field_cards():
                found[self._id_of.get(card.iid, f"#{card.iid}")] = [
                    k for k in KEYWORDS if self.game.has_keyword(card, k)
                ]
        return found

    def stop(self) -> None:
        """Nothing to release in process."""
        self.game = None

    # -- translation ----------------------------------------------------------------------
    def _card_view(self, card: Card, seen_by: int | None = None) -> dict:
        if seen_by is not None and not can_see(self.game.state, card, seen_by):
            # 3-1-4: counted, not seen; nor named, or its id would tell where it lies (3-1-8, a shuffled deck 3-2-4)
            return {"id": None, "card": None}
        return {
            "id": self.card_id(card),
            "card": card.definition.number,
            "rested": card.rested,
            "don": card.don,
            "power": self.shown_power(card),
        }

    def card_id(self, card: Card) -> str:
        """The id a card has in boards, answers and the state."""
        return self._id_of.get(card.iid) or f"#{card.iid}"  # (an id is never empty)

    def card_ids(self, cards) -> list[str]:
        """card_id of each card, in order (a whole deck at once)."""
        ids = self._id_of
        return [ids.get(card.iid) or f"#{card.iid}" for card in cards]

    def shown_power(self, card: Card) -> int | None:
        """The power the state shows: the current power on the field; off it, the printed power
        (docs/engine-protocol.md, `state`); null for a card without power."""
        printed = card.definition.power
        return printed if printed is None or card.area not in FIELD_AREAS else self.game.power(card)

    def _player_view(self, player, seen_by: int | None) -> dict:
        view = {"leader": self._card_view(player.leader, seen_by)}
        for area in ("characters", "stage", "hand", "trash"):
            view[area] = [self._card_view(c, seen_by) for c in getattr(player, area)]
        for area in ("deck", "life"):  # top card first, as boards are written
            view[area] = [self._card_view(c, seen_by) for c in reversed(getattr(player, area))]
        for card, shown in zip(reversed(player.life), view["life"], strict=True):
            if card.face_up:  # 3-10-2-1: a face-up Life card is public; said only when true
                shown["face_up"] = True
        view["don"] = {"active": player.don_active, "rested": player.don_rested, "deck": player.don_deck}
        return view

    def _decision(self, seen_by: int | None = None) -> dict | None:
        decision: Decision | None = self.game.state.decision
        if decision is None:
            return None
        if seen_by is not None and seen_by != decision.player:
            # Another player's options may name cards the viewer may not see (a card of Alice's hand, 3-4-3), and
            # as she picks one after another they would give away an order she chooses (3-1-8): the viewer sees
            # that she decides and what about, not among what.
            return {
                "player": PLAYER_NAMES[decision.player],
                "kind": decision.kind,
                "options": [],
                "options_hidden": True,
                "rules": cites_in(decision.rules, self.game.state.edition),
            }
        return {
            "player": PLAYER_NAMES[decision.player],
            "kind": decision.kind,
            "options": [self._option_out(decision.kind, o) for o in decision.options],
            "rules": cites_in(decision.rules, self.game.state.edition),
        }

    def _option_out(self, kind: str, option):
        ids = self._id_of
        if kind in ("blocker", "character_to_trash", "choose_card", "bottom_order"):
            return None if option is None else ids.get(option, f"#{option}")
        if kind == "don_to_return":
            return option if isinstance(option, str) else ids.get(option, f"#{option}")
        if kind == "counter" and isinstance(option, tuple):
            if option[0] == "event":
                return {"event": ids.get(option[1])}
            return {"counter": ids.get(option[1]), "target": ids.get(option[2])}
        if kind == "effect_order":
            return {"card": ids.get(option[0]), "effect": option[1]}
        if kind in ("replacement", "replace_cost"):
            return None if option is None else {"card": ids.get(option[0])}
        return option

    def _option_in(self, kind: str, choice):
        iids = self._iid_of

        def iid(card_id):  # an answer of another decision's shape (a dict, a list) is passed on, and refused
            return iids.get(card_id, card_id) if isinstance(card_id, str) else card_id

        if kind in ("blocker", "character_to_trash", "choose_card", "bottom_order"):
            return iid(choice)
        if kind == "don_to_return":
            return choice if choice in ("active", "rested", "kept_rested") else iid(choice)
        if kind == "counter" and isinstance(choice, dict):
            if "event" in choice:
                return ("event", iids.get(choice["event"]))
            return ("counter", iids.get(choice.get("counter")), iids.get(choice.get("target")))
        if kind == "effect_order" and isinstance(choice, dict):
            return (iids.get(choice.get("card")), choice.get("effect"))
        if kind in ("replacement", "replace_cost") and isinstance(choice, dict):
            wanted = iids.get(choice.get("card"))
            options = self.game.state.decision.options if self.game.state.decision else ()
            return next((o for o in options if o is not None and o[0] == wanted), choice)
        return choice

    def _to_engine(self, action: dict):
        player = PLAYER_NAMES.index(action["player"]) if action.get("player") in PLAYER_NAMES else -1
        kind = action.get("type")
        iid = self._iid_of.get
        if kind == "decide":
            decision = self.game.state.decision
            return A.Decide(player, self._option_in(decision.kind, action.get("choice")) if decision else None)
        if kind == "end_turn":
            return A.EndTurn(player)
        if kind == "concede":
            return A.Concede(player)
        if kind == "play" and iid(action.get("card")) is not None:
            return A.PlayCard(player, iid(action["card"]))
        if kind == "give_don" and iid(action.get("target")) is not None:
            return A.GiveDon(player, iid(action["target"]))
        if kind == "move_don" and iid(action.get("source")) is not None and iid(action.get("target")) is not None:
            return A.MoveDon(player, iid(action["source"]), iid(action["target"]))
        if kind == "activate_trigger" and iid(action.get("card")) is not None:
            return A.ActivateTrigger(player, iid(action["card"]))
        if kind == "attack" and iid(action.get("attacker")) is not None and iid(action.get("target")) is not None:
            return A.Attack(player, iid(action["attacker"]), iid(action["target"]))
        if kind == "activate" and iid(action.get("card")) is not None:
            card = self.game.state.cards[iid(action["card"])]
            activates = [i for i, e in enumerate(card.definition.effects) if e.kind == "activate"]
            wanted = action.get("effect", 0)  # the n-th [Activate: Main] effect of the card
            index = activates[wanted] if wanted < len(activates) else len(card.definition.effects)
            return A.ActivateEffect(player, card.iid, index)
        return None

    def _from_engine(self, action) -> dict:
        player = PLAYER_NAMES[action.player]
        ids = self._id_of
        if isinstance(action, A.Decide):
            return {
                "type": "decide",
                "player": player,
                "choice": self._option_out(self.game.state.decision.kind, action.choice),
            }
        if isinstance(action, A.PlayCard):
            return {"type": "play", "player": player, "card": ids[action.card]}
        if isinstance(action, A.GiveDon):
            return {"type": "give_don", "player": player, "target": ids[action.target]}
        if isinstance(action, A.Attack):
            return {"type": "attack", "player": player, "attacker": ids[action.attacker], "target": ids[action.target]}
        if isinstance(action, A.ActivateEffect):
            effects = self.game.state.cards[action.card].definition.effects
            nth = sum(1 for e in effects[: action.effect] if e.kind == "activate")
            return {"type": "activate", "player": player, "card": ids[action.card], "effect": nth}
        return {"type": "end_turn" if isinstance(action, A.EndTurn) else "concede", "player": player}

    def _ids_in(self, data: dict) -> dict:
        out = {}
        for key, value in data.items():
            if key in ("card", "attacker", "target", "blocker") and isinstance(value, int):
                out[key] = self._id_of.get(value, f"#{value}")
            elif key in ("player",) and isinstance(value, int):
                out[key] = PLAYER_NAMES[value]
            else:
                out[key] = value
        return out
