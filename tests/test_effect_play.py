"""Every written effect is played, each way (issue 24.5): an effect no scenario activates, or a condition no
scenario sees both met and unmet, is code a wrong engine could get wrong unnoticed (sampled mutants survived
exactly there). The known gaps are listed in tests/data/effect_play_gaps.yaml; the list may only shrink."""

from __future__ import annotations

from effect_play import gaps, known_gaps, suite_play, written_effects


def test_no_written_effect_is_left_unplayed_beyond_the_known_gaps():
    """A card effect written without a scenario that plays it (and each of its conditions both ways) fails."""
    new = sorted(set(gaps()) - set(known_gaps()))
    assert not new, "played by no scenario (write one that a wrong engine fails): " + "; ".join(new)


def test_the_known_gaps_are_still_gaps():
    """A gap a scenario has filled leaves the list, so the list shows what is left."""
    filled = sorted(set(known_gaps()) - set(gaps()))
    assert not filled, "now played by the suite, delete from tests/data/effect_play_gaps.yaml: " + "; ".join(filled)


def test_the_measure_sees_the_effects_the_suite_plays():
    """The measure itself works: effects the suite is known to play (Nami's [Activate: Main], ST01-007) count."""
    assert ("ST01-007", 0) in suite_play().effects
    assert len(suite_play().effects & set(written_effects())) > 100
