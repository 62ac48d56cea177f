"""Card files: every card loads, facts are sane, and bad effect definitions are errors with file and line."""

from __future__ import annotations

import pytest

from opcg_oracle.cards import load_card_database
from opcg_oracle.cards.database import parse_set
from opcg_oracle.yamlio import InputError

HEAD = 'set: TEST\nname: "t"\ncards:\n  "TEST-900":\n    name: "x"\n    category: character\n    colors: [red]\n'
HEAD += "    cost: 1\n    power: 1000\n"


def error_of(effects: str) -> InputError:
    with pytest.raises(InputError) as caught:
        parse_set(HEAD + effects, "cards.yaml")
    return caught.value


def test_every_starter_deck_card_is_implemented():
    db = load_card_database()
    assert [c.number for c in db if c.set_code in ("ST01", "ST02") and not c.implemented] == []
    assert len([c for c in db if c.set_code == "ST01"]) == 17 and len([c for c in db if c.set_code == "ST02"]) == 17


def test_facts_are_consistent():
    for card in load_card_database():
        if card.category == "leader":
            assert card.life and card.power is not None, card.number
        if card.category in ("character", "event", "stage"):
            assert card.cost is not None, card.number
        assert card.colors, card.number


def test_an_unknown_effect_word_names_the_line_and_the_nearest_word():
    error = error_of("    effects:\n      - main: [{drawz: 1}]\n")
    assert error.position.line == 11 and "unknown effect word 'drawz'" in str(error) and "'draw'" in str(error)


def test_an_unknown_filter_key():
    error = error_of("    effects:\n      - main: [{ko: {up_to: 1, filter: {cost_maxx: 3}}}]\n")
    assert "unknown key 'cost_maxx'" in str(error) and "cost_max" in str(error) and error.position.line == 11


def test_a_cost_that_cannot_be_read():
    error = error_of("    effects:\n      - activate: main\n        cost: [{rest_dom: 1}]\n        do: [{draw: 1}]\n")
    assert "unknown cost 'rest_dom'" in str(error) and "rest_don" in str(error) and error.position.line == 12


def test_an_unknown_timing():
    error = error_of("    effects:\n      - auto: on_plya\n        do: [{draw: 1}]\n")
    assert "unknown timing 'on_plya'" in str(error) and "on_play" in str(error)


def test_two_definitions_of_one_card_number():
    text = (
        HEAD + '  "TEST-900":\n    name: "y"\n    category: character\n    colors: [red]\n    cost: 1\n    power: 1\n'
    )
    with pytest.raises(InputError) as caught:
        parse_set(text, "cards.yaml")
    assert "duplicate key 'TEST-900'" in str(caught.value) and caught.value.position.line == 10


def test_every_timing_of_the_effect_language_has_its_clause():
    from opcg_oracle.cards.effects import TIMINGS
    from opcg_oracle.engine.effects.auto import TIMING_RULES
    from opcg_oracle.rules.rulebook import load_rulebook

    assert set(TIMINGS) == set(TIMING_RULES)
    for rule in TIMING_RULES.values():  # a 1.1.6 id, or one qualified with its edition ("1.2.0:5-2-1-5-1")
        edition, _, clause = rule.rpartition(":")
        assert clause in load_rulebook(edition or "1.1.6"), rule


def test_every_sample_deck_is_legal_and_fully_implemented():
    """5-1-2: the sample decks used by random games and fuzzing are legal, and every card's text is implemented."""
    from opcg_oracle.engine.decks import SAMPLE_DECKS, check_deck

    db = load_card_database()
    for deck in SAMPLE_DECKS.values():
        check_deck(deck, db)
        assert [n for n in {deck.leader, *deck.cards} if not db.get(n).implemented] == []


@pytest.mark.parametrize(
    ("effects", "line", "message", "hint"),
    [  # the words added for the last OP01 cards: each bad value is named, with what would be valid
        (
            "      - main: [{look_top: {count: 5, take: {up_to: 1}, take_to: field}}]\n",
            11,
            "unknown destination 'field'",
            "play",
        ),
        ("      - main: [{power: {amount: 1000, target: thaat}}]\n", 11, "a target is 'self', 'that'", ""),
        ("      - main: [{shuffle_deck: true}]\n", 11, "shuffle_deck takes no parameters", "{shuffle_deck: {}}"),
        ("      - main: [{arrange_top: {}}]\n", 11, "missing key 'count'", ""),
        (
            "      - main: [{play_from_hand: {up_to: 1, color_unlike: self}}]\n",
            11,
            "unknown card to compare with 'self'",
            "that",
        ),
        (
            "      - main: [{draw: 1}]\n        if: {that_category: event}\n",
            12,
            "that_category is a condition of a step",
            "",
        ),
        ("      - main: [{draw: 1, if: {that_category: evnt}}]\n", 11, "unknown that_category 'evnt'", "event"),
        (
            "      - main: [{draw: 1}]\n        if: {previous_done: true}\n",
            12,
            "previous_done is a condition of a step",
            "",
        ),
        ("      - main: [{draw: 1, if: {previous_done: true}}]\n", 11, "needs a step before it", "4-10-1"),
        ("      - main: [{draw: 1, then: 1}]\n", 11, "then: true (the step follows", "4-10-2"),
        ("      - main: [{draw: 1, then: false}]\n", 11, "then: true (the step follows", "no 'then' at all"),
        ("      - main: [{no_blocker: {until: end_of_opponents_next_turn}}]\n", 11, "unknown duration", "battle"),
        ("      - main: [{cannot_attack: {target: self, until: forever}}]\n", 11, "unknown duration 'forever'", "turn"),
        ("      - permanent: {power: 1000, per: deck}\n", 11, "unknown count 'deck'", "hand"),
        ("      - permanent: {per: hand}\n", 11, "per and every scale a power", ""),
        ("      - permanent: {power: 1000, per: hand, every: 0}\n", 11, "every takes a whole number ≥ 1", ""),
        ("      - permanent: {cannot_be_ko: always, ko_by: {attribute: strike}}\n", 11, "ko_by narrows", ""),
        ("      - permanent: {attack_targets_only: {nmae: Kid}}\n", 11, "unknown key 'nmae'", "name"),
        ("      - permanent: {cannot_be_ko: battle, to: al_characters}\n", 11, "unknown recipient", "all_characters"),
        (
            "      - auto: opponent_activates_evnt\n        do: [{draw: 1}]\n",
            11,
            "unknown timing",
            "opponent_activates_event",
        ),
        (
            "      - activate: main\n        cost: [{life_to_hnd: 1}]\n        do: [{draw: 1}]\n",
            12,
            "unknown cost",
            "life_to_hand",
        ),
        (
            "      - activate: main\n        cost: [{trash_from_hand: {cuont: 1}}]\n        do: [{draw: 1}]\n",
            12,
            "unknown key 'cuont'",
            "count",
        ),
    ],
)
def test_new_card_words_reject_bad_values(effects: str, line: int, message: str, hint: str):
    error = error_of("    effects:\n" + effects)
    assert message in str(error) and hint in str(error) and error.position.line == line, str(error)


def test_an_alternative_name_is_a_list_of_names():
    """2-1-3: `also_named` gives a card more names; anything but a list of names is an error at its line."""
    with pytest.raises(InputError) as caught:
        parse_set(HEAD + "    also_named: Kouzuki Oden\n", "cards.yaml")
    assert "expected a list" in str(caught.value) and caught.value.position.line == 10
    card = parse_set(HEAD + '    also_named: ["Kouzuki Oden"]\n', "cards.yaml")[2]["TEST-900"]
    assert card.names == ("x", "Kouzuki Oden")


def test_only_leaders_have_life():
    """2-9-3: a Character given Life is refused at the line of its `life`, naming the clause."""
    error = error_of("    life: 4\n")
    assert error.position.line == 10 and "2-9-3" in str(error) and "a character has no life" in str(error)


def test_only_leaders_and_characters_have_attributes():
    """2-5-5: an Event with an attribute is refused; a Character's attributes load."""
    event = HEAD.replace("category: character", "category: event").replace("    power: 1000\n", "")
    with pytest.raises(InputError) as caught:
        parse_set(event + "    attributes: [slash]\n", "cards.yaml")
    assert "2-5-5" in str(caught.value) and caught.value.position.line == 9
    card = parse_set(HEAD + "    attributes: [slash]\n", "cards.yaml")[2]["TEST-900"]
    assert card.attributes == ("slash",)


def test_a_type_or_attribute_given_by_text_is_the_cards_own():
    """2-4-4, 2-5-7: `also_types` and `also_attributes` count as the card's own types and attributes."""
    text = HEAD + '    types: ["Drifter"]\n    also_types: ["Straw Hat Crew"]\n'
    text += "    attributes: [slash]\n    also_attributes: [strike]\n"
    card = parse_set(text, "cards.yaml")[2]["TEST-900"]
    assert card.types == ("Drifter", "Straw Hat Crew") and card.attributes == ("slash", "strike")
    with pytest.raises(InputError) as caught:
        parse_set(HEAD + "    also_attributes: [strik]\n", "cards.yaml")
    assert "did you mean 'strike'" in str(caught.value)


def test_a_ruling_is_kept_beside_the_card_with_its_source():
    """`rulings:` records how a point of the text is read and on whose word (an official Q&A entry, a clause)."""
    text = HEAD + '    rulings:\n      - {ruling: "may be played and does nothing", source: "qa_op01.md OP01-055 #2"}\n'
    card = parse_set(text, "cards.yaml")[2]["TEST-900"]
    expected = [("may be played and does nothing", "qa_op01.md OP01-055 #2")]
    assert [(r.ruling, r.source) for r in card.rulings] == expected
    with pytest.raises(InputError) as caught:
        parse_set(HEAD + '    rulings:\n      - {ruling: "no source"}\n', "cards.yaml")
    assert caught.value.position.line == 11 and "source" in str(caught.value)
    with pytest.raises(InputError) as caught:
        parse_set(HEAD + '    rulings:\n      - {ruling: "x", sorce: "y"}\n', "cards.yaml")
    assert "sorce" in str(caught.value)


def test_the_reviewed_op01_cards_carry_their_rulings():
    """Issue 26: each OP01 card whose reading a judge reviewed names its ruling and source."""
    db = load_card_database()
    for number in ("OP01-002", "OP01-055", "OP01-059", "OP01-062", "OP01-063", "OP01-085", "OP01-094", "OP01-099"):
        assert db.get(number).rulings, number
