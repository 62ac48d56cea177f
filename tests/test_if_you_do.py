"""'If you do' (そうした場合, 4-10-1): a step resolves only when the step before it was carried out, i.e. changed
something; and the filter `battled` names the card a Character battled (7-1-5-2, ST08-013)."""

from __future__ import annotations

from engine_helpers import make_game, player

from opcg_oracle.cards.effects import ALWAYS, Condition, Filter
from opcg_oracle.engine.effects.conditions import matches
from opcg_oracle.engine.effects.resolve import footprint, previous_done
from opcg_oracle.engine.state import TRASH, Frame

IF_YOU_DO = Condition(previous_done=True)


def _frame_after_step_0(game) -> Frame:
    """A frame whose step 0 is about to be carried out: the position before it is kept."""
    frame = Frame(1, game.state.players[0].leader.iid, 0, (), ("4-10-1",))
    frame.chosen[("before", 0)] = footprint(game)
    return frame


def test_if_you_do_fails_when_the_step_before_changed_nothing():
    """4-10-1: a step that chose nothing or found nothing to act on was not carried out."""
    game, _ = make_game()
    assert not previous_done(game, _frame_after_step_0(game), 1, IF_YOU_DO)


def test_if_you_do_holds_once_a_card_moved():
    """4-10-1: a card moved by the step before: it was carried out, so what follows 'if you do' resolves."""
    game, aliases = make_game(alice=player("Alice", characters=[{"card": "ST01-008", "id": "robin"}]))
    frame = _frame_after_step_0(game)
    game.move(game.state.cards[aliases["robin"]], TRASH, ("10-2-1-1",))
    assert previous_done(game, frame, 1, IF_YOU_DO)


def test_if_you_do_holds_once_a_card_is_rested_or_a_don_moves():
    """A card's state or a DON!! changing counts as much as a card moving."""
    game, aliases = make_game(alice=player("Alice", characters=[{"card": "ST01-008", "id": "robin"}]))
    frame = _frame_after_step_0(game)
    game.state.cards[aliases["robin"]].rested = True
    assert previous_done(game, frame, 1, IF_YOU_DO)
    game, _ = make_game(alice=player("Alice", don={"active": 2}))
    frame = _frame_after_step_0(game)
    game.state.players[0].don_active -= 1
    game.state.players[0].don_rested += 1
    assert previous_done(game, frame, 1, IF_YOU_DO)


def test_a_step_without_if_you_do_is_not_held_back():
    game, _ = make_game()
    assert previous_done(game, Frame(1, 0, 0, (), ()), 0, ALWAYS)


def test_battled_names_no_card_outside_a_battle():
    """'the Character you battled with' is nobody's when no battle is under way."""
    game, aliases = make_game(
        alice=player("Alice", characters=[{"card": "ST01-008", "id": "robin"}]),
        bob=player("Bob", characters=[{"card": "ST01-008", "id": "bobs"}]),
    )
    cards = game.state.cards
    assert not matches(game, cards[aliases["robin"]], cards[aliases["bobs"]], Filter(battled=True))
