"""Game setup (5-2): decks shuffled, leaders placed, first player chosen, opening hands, redraw, Life."""

from __future__ import annotations

from opcg_oracle.cards.database import CardDatabase
from opcg_oracle.engine.decks import DeckList, check_deck
from opcg_oracle.engine.interface import GameCore
from opcg_oracle.engine.registry import answer, task
from opcg_oracle.engine.state import DECK, LEADER, LIFE, Decision, GameState, Player


def new_state(decks: tuple[DeckList, DeckList], cards: CardDatabase, seed: int, names: tuple[str, str]) -> GameState:
    """The state before setup: each player's leader and (unshuffled) deck; both decks must be legal (5-2-1-1)."""
    key = (decks, cards)
    known = _DERIVED.get(key)
    if known is None:
        for deck in decks:
            check_deck(deck, cards)
        definitions = tuple((cards.get(deck.leader), [cards.get(number) for number in deck.cards]) for deck in decks)
    else:
        definitions, derived = known
    state = GameState(players=[], seed=seed)
    for index, (leader_definition, deck_definitions) in enumerate(definitions):
        leader = state.new_card(leader_definition, index, LEADER)
        player = Player(index=index, name=names[index], leader=leader)
        player.deck = state.new_cards(deck_definitions, index, DECK)
        state.players.append(player)
    if known is None:
        if len(_DERIVED) >= _DERIVED_KEPT:
            _DERIVED.clear()
        derived = {}
        _DERIVED[key] = (definitions, derived)
    state.derived = derived
    return state


# Games of the same two decks (and card database) hold the same cards under the same ids, so the facts worked
# out from their cards (`GameState.derived`) are the same: they are shared rather than worked out every game,
# and so are the decks' card definitions. Only legal decks get an entry, so a deck found here is not checked again.
_DERIVED: dict[tuple, tuple[tuple, dict]] = {}
_DERIVED_KEPT = 64


def start(game: GameCore) -> None:
    """Shuffle both decks (5-2-1-2), place the leaders (5-2-1-3), then choose who goes first."""
    for player in game.state.players:
        shuffle(game, player.index, ("5-2-1-2",))
    game.log("leader_placed", ("5-2-1-3",))
    game.state.tasks.append(("choose_first",))


def shuffle(game: GameCore, player: int, rules: tuple[str, ...]) -> None:
    """Shuffle a player's deck; on a stacked board the result is the order the board wrote (bottom card first)."""
    deck = game.state.players[player].deck
    if game.state.stacked_decks:
        deck.sort(key=lambda card: card.iid)  # a setup board creates its deck bottom card first
    else:
        game.rng.shuffle(deck)
    game.log("shuffle", rules, player=player)


@task("choose_first")
def choose_first(game: GameCore) -> None:
    """5-2-1-4, 5-2-1-4-1: the player who chooses is decided without anyone's will; they choose (5-2-1-5)."""
    chooser = game.state.first_chooser
    if chooser is None:
        chooser = game.rng.randrange(2)
    game.log("chooser_decided", ("5-2-1-4", "5-2-1-4-1"), player=chooser)
    game.ask(chooser, "first_or_second", ("first", "second"), "go first or second?", ("5-2-1-5",))


@answer("first_or_second")
def first_or_second(game: GameCore, decision: Decision, choice: str) -> None:
    """5-2-1-5: the chooser goes first or second; then the Leaders' "at the start of the game" effects."""
    s = game.state
    s.first_player = decision.player if choice == "first" else 1 - decision.player
    s.turn_player = s.first_player
    game.log("first_player", ("5-2-1-5",), player=s.first_player)
    decks = tuple(tuple(card.iid for card in player.deck) for player in s.players)
    game.schedule(
        ("start_of_game_effects", decision.player),  # 1.2.0 5-2-1-5-1: the chooser's first, then the other's
        ("start_of_game_effects", 1 - decision.player),
        ("start_of_game_shuffles", decks),
        ("opening_hands",),
    )


@task("start_of_game_effects")
def start_of_game_effects(game: GameCore, player: int) -> None:
    """1.2.0 5-2-1-5-1: the player's Leader effects "at the start of the game", in the order the player chooses."""
    leader = game.state.players[player].leader
    batch = [
        (player, leader.iid, leader.moves, index)
        for index, effect in enumerate(leader.definition.effects)
        if effect.kind == "auto" and effect.timing == "start_of_game"
    ]
    if batch:  # waiting auto effects: drain_autos asks the order if there are several (8-1-3-2), then resolves them
        game.state.pending_autos.append(batch)
        game.schedule(("drain_autos",))


@task("start_of_game_shuffles")
def start_of_game_shuffles(game: GameCore, before: tuple[tuple[int, ...], ...]) -> None:
    """1.2.0 5-2-1-5-2: a deck an "at the start of the game" effect changed is shuffled by its owner."""
    for player in game.state.players:
        if tuple(card.iid for card in player.deck) != before[player.index]:
            shuffle(game, player.index, ("1.2.0:5-2-1-5-2", "3-2-4"))


@task("opening_hands")
def opening_hands(game: GameCore) -> None:
    """5-2-1-6: both draw 5, first player first; each may redraw once, then Life is placed."""
    s = game.state
    for index in (s.first_player, 1 - s.first_player):
        game.draw(index, 5, ("5-2-1-6",))
    game.schedule(("offer_redraw", s.first_player), ("offer_redraw", 1 - s.first_player), ("place_life",))


@task("offer_redraw")
def offer_redraw(game: GameCore, player: int) -> None:
    """5-2-1-6-1: keep the hand or redraw once."""
    game.ask(player, "redraw", ("keep", "redraw"), "keep this hand or redraw once?", ("5-2-1-6", "5-2-1-6-1"))


@answer("redraw")
def redraw(game: GameCore, decision: Decision, choice: str) -> None:
    """5-2-1-6-1: the whole hand back into the deck, shuffle, draw 5 again."""
    if choice != "redraw":
        return
    me = game.state.players[decision.player]
    for card in list(me.hand):
        game.move(card, DECK, ("5-2-1-6-1",))
    shuffle(game, decision.player, ("5-2-1-6-1", "3-2-4"))
    game.draw(decision.player, 5, ("5-2-1-6-1",))


@task("place_life")
def place_life(game: GameCore) -> None:
    """5-2-1-7, 2-9-2-1: Life placed one at a time, so the deck's top card ends at the bottom; then turn 1."""
    s = game.state
    for index in (s.first_player, 1 - s.first_player):
        player = s.players[index]
        for _ in range(player.leader.definition.life or 0):
            if not player.deck:
                break
            game.move(player.deck[-1], LIFE, ("5-2-1-7", "2-9-2-1"))
    game.rule_processing()
    game.schedule(("start_turn", s.first_player))  # 5-2-1-8
