"""Build a game from a board: a plain description of a position (the canonical, fully expanded form).

A board names every card by card number. It is what scenario files expand to and what the engine
protocol sends, so the same position can be built by any engine:

    {"turn": 3, "turn_player": "alice", "first_player": "alice", "phase": "main", "seed": 7,
     "players": [{"name": "Alice",
                  "leader": {"card": "OP01-001", "don": 1},
                  "characters": [{"card": "ST01-010", "rested": true, "id": "alice.franky"}],
                  "hand": [{"card": "ST01-003"}], "deck": [{"card": "ST01-008"}, ...],  # deck/Life: top first
                  "trash": [], "stage": [], "life": [{"card": "ST01-008"}],
                  "don": {"deck": 6, "active": 2, "rested": 1}}, {...}]}

A card entry with `"text": "ignored"` is played with its printed facts alone: no effects, keywords or [Trigger];
with `"text": "keywords"`, with its printed facts and printed keywords (how a stand-in relied on only for its
keywords may be built, see docs/engine-protocol.md "Stand-ins").
"""

from __future__ import annotations

import dataclasses
import random

from opcg_oracle.cards.database import CardDatabase
from opcg_oracle.cards.model import CardDef
from opcg_oracle.engine import battle, setup
from opcg_oracle.engine.decks import DeckList, check_deck
from opcg_oracle.engine.game import Game
from opcg_oracle.engine.state import CHARACTERS, DECK, HAND, LEADER, LIFE, STAGE, TRASH, GameState, Modifier, Player

CARD_LISTS = (CHARACTERS, STAGE, HAND, DECK, TRASH, LIFE)
TOP_FIRST = (DECK, LIFE)  # written top card first; stored with the top card last


def build_game(
    board: dict, cards: CardDatabase, text_used: dict[str, str] | None = None, keywords_used: set[str] | None = None
) -> tuple[Game, dict[str, int]]:
    """A game in the position the board describes, and the instance id of each card that has an id; with
    text_used (and keywords_used), what the game relies on of the cards' text is added to them as it plays."""
    state = GameState(players=[], seed=board.get("seed", 0), text_used=text_used, keywords_used=keywords_used)
    if board.get("phase") != "setup":  # before the game, turn 0 as in any new game (GameState's own default)
        state.turn = board.get("turn", 3)
    state.turn_player = _player_index(board.get("turn_player", 0))
    state.first_player = _player_index(board.get("first_player", 0))
    state.phase = board.get("phase", "main")
    state.edition = board.get("edition", state.edition)
    if state.phase == "setup":  # 5-2: the game has not begun; the board fixes only what happens off the table
        options = board.get("setup", {})
        state.stacked_decks = options.get("shuffle", "as-written") == "as-written"
        chooser = options.get("chooser")
        state.first_chooser = None if chooser is None else _player_index(chooser)
    aliases: dict[str, int] = {}
    for index, spec in enumerate(board["players"]):
        leader_spec = spec["leader"]
        leader = _place(state, cards, leader_spec, index, LEADER, aliases)
        player = Player(index=index, name=spec.get("name", ("Alice", "Bob")[index]), leader=leader)
        for area in CARD_LISTS:
            entries = spec.get(area, [])
            ordered = list(reversed(entries)) if area in TOP_FIRST else entries
            getattr(player, area).extend(_place(state, cards, e, index, area, aliases) for e in ordered)
        don = spec.get("don", {})
        player.don_active = don.get("active", 0)
        player.don_rested = don.get("rested", 0)
        player.don_deck = don.get("deck", 10 - player.don_active - player.don_rested - player.don_given())
        state.players.append(player)
    game = Game(state, cards, random.Random(state.seed))
    if state.phase == "setup":
        for player in state.players:  # 5-2-1-1: both decks must be legal before the game starts
            for card in (player.leader, *player.deck):  # 5-1-2-4: deck-construction text is judged here
                if any(e.deck_forbids is not None or e.deck_limit is not None for e in card.definition.permanents):
                    state.relies_on_text(card)
            check_deck(DeckList(player.leader.number, tuple(card.number for card in player.deck)), cards)
        setup.start(game)
        game.run()
    elif judge_board(game):  # the position already meets a defeat condition: the game ended on load
        pass
    elif "battle" in board:  # 7-1: the attack was declared before the board; its next step begins now
        fight = board["battle"]
        attacker, target = (state.cards[aliases[fight[key]]] for key in ("attacker", "target"))
        battle.resume_battle(game, attacker, target, fight["step"], bool(fight.get("blocked")))
        game.run()
    elif state.phase == "refresh":  # the turn starts now: Refresh, Draw and DON!! Phases run first (6-1-2)
        state.tasks.extend([("main_phase",), ("don_phase",), ("draw_phase",), ("refresh_phase",)])
        game.log("turn_started", ("6-1-2", "4-3-1"), turn=state.turn, player=state.turn_player)
        game.run()
    elif "pending" in board:  # 8-6: auto effects met their timing before the board; they resolve first
        waiting = [state.cards[aliases[entry["card"]]] for entry in board["pending"]]
        batch = [(c.owner, c.iid, c.moves, e["effect"]) for c, e in zip(waiting, board["pending"], strict=True)]
        state.pending_autos.append(batch)
        state.tasks.append(("drain_autos",))
        game.run()
    elif state.phase == "end":  # the Main Phase has just ended (6-5-2-1): the End Phase runs first (6-6)
        state.phase = "main"
        state.tasks.append(("end_phase",))
        game.run()
    return game, aliases


def judge_board(game: Game) -> bool:
    """Rule processing on a board that is set up, before anything else happens; true if the game ended.

    A deck at 0 is a defeat condition that holds as long as it is so (1-2-2-2, 9-2-1-2), and rule processing
    acts the moment its event occurs or holds, even in the middle of another action (9-1-1, 9-1-2): a board
    that already meets it is judged as it is set up, every such player losing together (9-2-1, 1-2-1). The
    other condition, damage taken at 0 Life (9-2-1-1), is an event, never a position.
    """
    game.rule_processing()
    return game.state.game_over


def card_specs(board: dict):
    """Every card entry of a canonical board: each leader, then each area's cards."""
    for player in board["players"]:
        yield player["leader"]
        for area in CARD_LISTS:
            yield from player.get(area, [])


def definition_of(spec: dict, cards: CardDatabase) -> CardDef:
    """A board card's definition: the database's, or its printed facts alone when the board says `text: ignored`."""
    definition = cards.get(spec["card"])
    if spec.get("text") == "ignored":
        return definition.without_text()
    if spec.get("text") == "keywords":
        return dataclasses.replace(definition.without_text(), keywords=definition.keywords)
    return definition


def _player_index(player: int | str) -> int:
    """Players are 0/1 in the engine and "alice"/"bob" in boards and the protocol."""
    return ("alice", "bob").index(player) if isinstance(player, str) else player


def _place(state: GameState, cards: CardDatabase, spec: dict, owner: int, area: str, aliases: dict[str, int]):
    card = state.new_card(definition_of(spec, cards), owner, area)
    card.rested = bool(spec.get("rested", False))
    if "don" in spec:  # otherwise none, as any new card (state.Card): one default, shared with games set up from decks
        card.don = int(spec["don"])
    card.face_up = bool(spec.get("face_up", False))
    card.played_turn = state.turn if spec.get("played_this_turn") else 0
    if spec.get("id"):
        aliases[spec["id"]] = card.iid
    for change in spec.get("power", []):
        state.modifiers.append(_modifier(card, change, owner))
    return card


def _modifier(card, change: dict, owner: int) -> Modifier:
    return Modifier(
        card.iid,
        card.moves,
        "power",
        int(change["amount"]),
        change.get("until", "turn"),
        change.get("controller", owner),
        "board",
    )
