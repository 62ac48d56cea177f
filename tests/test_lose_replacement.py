"""A replaced loss (8-1-3-5, 9-2-1, 1-2-5): Nami OP03-040's "win instead of losing" when her player's deck is at 0,
her "when this card's attack deals damage" effect (Q&A OP03-040 1st) and the effect words they need."""

from __future__ import annotations

import pytest
from engine_helpers import attack_bobs_leader, choice, events, make_game, player

from opcg_oracle.cards.database import parse_set
from opcg_oracle.engine.actions import Decide
from opcg_oracle.engine.state import TRASH
from opcg_oracle.yamlio import InputError

NAMI = "OP03-040"
HEAD = 'set: TEST\nname: "t"\ncards:\n  "TEST-900":\n    name: "x"\n    category: character\n    colors: [red]\n'
HEAD += "    cost: 1\n    power: 1000\n    effects:\n"


def error_of(effect: str) -> str:
    with pytest.raises(InputError) as caught:
        parse_set(HEAD + effect, "cards.yaml")
    return str(caught.value)


def test_a_loss_replacement_is_read_with_its_defeat_condition():
    text = HEAD + "      - {replacement: lose, who: you, defeat: deck_at_zero, instead: [{win_game: {}}]}\n"
    effect = parse_set(text, "c")[2]["TEST-900"].effects[0]
    assert (effect.replaces, effect.who, effect.defeat) == ("lose", "you", "deck_at_zero")
    assert [step.word for step in effect.steps] == ["win_game"]


def test_a_loss_replacement_that_is_not_a_win_is_refused_in_one_line():
    """Rule processing carries a replaced loss out at once (9-1-2): nothing that asks a player can stand there."""
    message = error_of("      - {replacement: lose, who: you, instead: [{draw: 1}]}\n")
    assert "cards.yaml:11" in message and "win_game" in message and "\n" not in message.strip()


def test_the_defeat_condition_is_checked_and_the_nearest_named():
    message = error_of("      - {replacement: lose, who: you, defeat: deck_at_0, instead: [{win_game: {}}]}\n")
    assert "unknown defeat condition 'deck_at_0'" in message and "deck_at_zero" in message


def test_who_you_goes_with_a_loss_and_defeat_only_with_a_loss():
    message = error_of("      - {replacement: ko, who: you, instead: [{rest: self}]}\n")
    assert "who: you goes with replacement: lose" in message
    assert "who: you goes with" in error_of("      - {replacement: lose, who: self, instead: [{win_game: {}}]}\n")
    message = error_of("      - {replacement: ko, who: self, defeat: deck_at_zero, instead: [{rest: self}]}\n")
    assert "defeat: names the defeat condition" in message


def _trash_the_last_card(game) -> None:
    """Alice's deck reaches 0 now: rule processing judges it at once (9-1-2)."""
    game.move(game.state.players[0].deck[-1], TRASH, ("test",))


def test_nami_with_an_empty_deck_wins_instead_of_losing():
    """9-2-1-2 met, and replaced by Nami's win (8-1-3-5, 1-2-5): Bob, whose deck is not empty, does not win."""
    game, _ = make_game(alice=player("Alice", leader={"card": NAMI}, deck=[{"card": "ST01-008"}]))
    _trash_the_last_card(game)
    assert game.state.game_over and game.state.winners == (0,)
    assert not [e for e in events(game, "defeated") if e.data["player"] == 0]


def test_nami_does_not_replace_a_loss_to_damage_at_0_life():
    """Her text names the deck at 0 only (9-2-1-1 is another defeat condition): Alice loses, Bob wins."""
    game, _ = make_game(alice=player("Alice", leader={"card": NAMI}))
    game.state.players[0].took_damage_at_zero_life = True
    game.rule_processing()
    assert game.state.winners == (1,)


def test_nami_does_not_replace_a_loss_met_both_ways():
    """An empty deck and damage at 0 Life together: the damage's loss is not replaced, so Alice loses."""
    game, _ = make_game(alice=player("Alice", leader={"card": NAMI}, deck=[{"card": "ST01-008"}]))
    game.state.players[0].took_damage_at_zero_life = True
    _trash_the_last_card(game)
    assert game.state.winners == (1,)


def test_a_negated_nami_replaces_nothing():
    """8-2: a negated card's effects do not apply, its replacement neither."""
    game, _ = make_game(alice=player("Alice", leader={"card": NAMI}, deck=[{"card": "ST01-008"}]))
    game.add_modifier(game.state.players[0].leader, "negated", True, "turn", 1, "test")
    _trash_the_last_card(game)
    assert game.state.winners == (1,)


def test_trash_deck_top_trashes_the_top_card_and_stops_at_an_empty_deck():
    """Nami's damage effect trashes the top card of the deck; with the last one gone the game is judged at once."""
    game, ids = make_game(
        alice=player("Alice", leader={"card": NAMI, "don": 1}, deck=[{"card": "ST01-008", "id": "last"}]),
        bob=player("Bob", hand=[], life=[{"card": "ST01-008"}]),
    )
    assert attack_bobs_leader(game, game.state.players[0].leader.iid)
    assert choice(game, "use_effect") == {"use", "decline"}
    assert game.state.players[1].life  # Bob's Life card is checked, not yet in his hand: the effect comes first
    game.apply(Decide(0, "use"))
    assert game.state.cards[ids["last"]].area == TRASH
    assert game.state.game_over and game.state.winners == (0,)


def test_the_damage_effect_activates_once_for_a_double_attack():
    """Once an attack, for the first point of damage (Q&A OP03-043 3rd, the same wording)."""
    game, _ = make_game(
        alice=player("Alice", leader={"card": NAMI, "don": 1}, deck=[{"card": "ST01-008"}] * 3),
        bob=player("Bob", hand=[], life=[{"card": "ST01-008"}] * 3),
    )
    game.add_modifier(game.state.players[0].leader, "keyword", "double_attack", "turn", 0, "test")
    assert attack_bobs_leader(game, game.state.players[0].leader.iid)
    game.apply(Decide(0, "decline"))
    assert game.state.decision is None and len(game.state.players[1].life) == 1
