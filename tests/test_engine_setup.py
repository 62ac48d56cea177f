"""Game setup (5-1, 5-2): deck legality, shuffling, first/second, hands, redraw, Life."""

from __future__ import annotations

import pytest

from opcg_oracle.cards import load_card_database
from opcg_oracle.engine.actions import Decide
from opcg_oracle.engine.decks import RED_ZORO, DeckError, DeckList, check_deck, deck_breaches
from opcg_oracle.engine.game import Game
from opcg_oracle.engine.invariants import check_invariants

DB = load_card_database()


def new_game(seed: int = 3) -> Game:
    return Game.new((RED_ZORO, RED_ZORO), DB, seed=seed)


def test_sample_deck_is_legal():
    check_deck(RED_ZORO, DB)


@pytest.mark.parametrize(
    ("deck", "clause"),
    [
        (DeckList(RED_ZORO.leader, RED_ZORO.cards[:49]), "5-1-2"),  # 49 cards
        (DeckList(RED_ZORO.leader, RED_ZORO.cards[:45] + ("ST01-003",) * 5), "5-1-2-3"),  # 5 copies
        (DeckList(RED_ZORO.leader, (*RED_ZORO.cards[:49], "ST02-002")), "5-1-2-2"),  # a green card, red leader
        (DeckList(RED_ZORO.leader, RED_ZORO.cards, don=11), "5-1-2"),
        (DeckList("ST01-003", RED_ZORO.cards), "5-1-2"),  # a Character as leader
        (DeckList(RED_ZORO.leader, (*RED_ZORO.cards[:49], "OP01-001")), "5-1-2-1"),  # a leader in the deck
    ],
)
def test_illegal_decks_name_each_breach(deck: DeckList, clause: str):
    with pytest.raises(DeckError) as caught:
        Game.new((deck, RED_ZORO), DB)
    assert clause in [c for c, _ in caught.value.breaches]


def test_every_breach_is_listed():
    deck = DeckList(RED_ZORO.leader, ("ST01-003",) * 5 + ("ST02-002",), don=9)
    clauses = [c for c, _ in deck_breaches(deck, DB)]
    assert clauses.count("5-1-2") == 2 and "5-1-2-3" in clauses and "5-1-2-2" in clauses


def test_the_same_seed_gives_the_same_shuffle_and_a_different_one_another():
    order = lambda g: [c.number for c in g.state.players[0].deck]  # noqa: E731
    assert order(new_game(5)) == order(new_game(5))
    assert any(order(new_game(5)) != order(new_game(s)) for s in range(6, 10))


def test_first_or_second_is_a_decision_of_the_randomly_chosen_player():
    game = new_game()
    decision = game.state.decision
    assert decision.kind == "first_or_second"
    assert set(decision.options) == {"first", "second"}
    assert "5-2-1-4-1" in [r for e in game.state.log for r in e.rules]


@pytest.mark.parametrize("choice", ["first", "second"])
def test_choice_of_first_player(choice: str):
    game = new_game()
    chooser = game.state.decision.player
    assert game.apply(Decide(chooser, choice))
    assert game.state.first_player == (chooser if choice == "first" else 1 - chooser)


def test_hands_of_five_and_redraw_offered_first_player_first():
    game = new_game()
    game.apply(Decide(game.state.decision.player, "first"))
    first = game.state.first_player
    assert [len(p.hand) for p in game.state.players] == [5, 5]  # 5-2-1-6
    assert game.state.decision.kind == "redraw" and game.state.decision.player == first
    game.apply(Decide(first, "keep"))
    assert game.state.decision.kind == "redraw" and game.state.decision.player == 1 - first


def test_redraw_returns_the_hand_shuffles_and_draws_five_again():
    game = new_game()
    game.apply(Decide(game.state.decision.player, "first"))
    first = game.state.first_player
    before = [c.iid for c in game.state.players[first].hand]
    game.apply(Decide(first, "redraw"))
    hand = game.state.players[first].hand
    assert len(hand) == 5
    assert [c.iid for c in hand] != before  # with this seed the new hand differs
    assert any(e.kind == "shuffle" and "5-2-1-6-1" in e.rules for e in game.state.log)
    check_invariants(game.state)


def test_life_is_placed_so_the_top_of_the_deck_ends_at_the_bottom_of_life():
    game = new_game()
    game.apply(Decide(game.state.decision.player, "first"))
    first = game.state.first_player
    top_five = {p: [c.iid for c in reversed(game.state.players[p].deck[-5:])] for p in (0, 1)}  # top first
    game.apply(Decide(first, "keep"))
    game.apply(Decide(1 - first, "keep"))
    for index in (0, 1):
        life = game.state.players[index].life  # top of Life is the last element
        assert [c.iid for c in life] == top_five[index]  # deck top at the bottom (index 0) of Life: 2-9-2-1
        assert len(game.state.players[index].deck) == 40


def test_game_starts_with_the_first_players_turn():
    game = new_game()
    game.apply(Decide(game.state.decision.player, "first"))
    first = game.state.first_player
    game.apply(Decide(first, "keep"))
    game.apply(Decide(1 - first, "keep"))
    s = game.state
    assert (s.turn, s.turn_player, s.phase) == (1, first, "main")  # 5-2-1-8
    assert len(s.players[first].hand) == 5  # 6-3-1: no draw in the first player's first turn
    assert (s.players[first].don_active, s.players[first].don_deck) == (1, 9)  # 6-4-1: one DON!!


def test_a_card_may_change_the_copy_limit_of_deck_construction():
    # OP01-075 Pacifista: any number of copies in a deck (5-1-2-4), a permanent effect valid in the deck (8-1-3-4-3)
    blue = DeckList(
        "OP01-060",
        ("OP01-075",) * 12
        + ("OP01-065",) * 4
        + ("OP01-066",) * 4
        + ("OP01-076",) * 4
        + ("OP01-081",) * 4
        + ("OP01-073",) * 4
        + ("OP01-074",) * 4
        + ("OP01-078",) * 4
        + ("OP01-079",) * 4
        + ("OP01-080",) * 4
        + ("OP01-082",) * 2,
    )
    assert len(blue.cards) == 50
    assert deck_breaches(blue, DB) == []
    too_many = DeckList(blue.leader, ("OP01-065",) * 5 + blue.cards[5:])
    assert [c for c, _ in deck_breaches(too_many, DB)] == ["5-1-2-3"]  # other cards keep the limit of 4
