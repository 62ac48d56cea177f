"""opcg-oracle explain (issues 15, 22.7): the ruling narrated from the engine's log, citing clauses in order."""

import xml.etree.ElementTree as ET
from pathlib import Path

from opcg_oracle.cli import main
from opcg_oracle.judge.narrate import narrate, render_html
from opcg_oracle.judge.scenarios import find_scenario, load_scenarios, replay

ROOT = Path(__file__).resolve().parent.parent
DOUBLE = "10-1_keyword_effects.feature::Double Attack deals 2 damage to the Leader"


def _story(scenario_id: str, lang: str = "en", pictures: bool = False):
    scenario = find_scenario(load_scenarios(ROOT), scenario_id)
    replayed, _ = replay(scenario, ROOT / "scenarios")
    return narrate(replayed, lang, pictures)


def test_double_attack_cites_the_battle_and_damage_clauses_in_order():
    """10-1-2-1: declare (7-1-1-1), win (7-1-4-1), two damage each taking the top Life card (7-1-4-1-1-2)."""
    story = _story(DOUBLE)
    assert story.passed
    cited = story.cited
    order = ["7-1-1-1", "7-1-1-2", "7-1-2", "7-1-3", "7-1-4", "7-1-4-1", "7-1-4-1-1", "10-1-2-1", "7-1-4-1-1-2"]
    assert [c for c in cited if c in order] == order
    attack = next(s for s in story.steps if s.kind == "action")
    damage = [s for s in attack.sentences if "takes 1 damage" in s.text]
    assert len(damage) == 2 and all("10-1-2-1" in s.rules for s in damage)  # Double Attack: twice
    assert sum("from Bob's Life to Bob's hand" in s.text for s in attack.sentences) == 2
    assert "the attack succeeds" in next(s.text for s in attack.sentences if "7-1-4-1" in s.rules)
    assert story.clauses["10-1-2-1"].startswith("[Double Attack]")


def test_japanese_narration_quotes_the_japanese_clause():
    """--lang ja: sentences, steps and clause texts in Japanese; it says card names are English (no Japanese data)."""
    story = _story(DOUBLE, "ja")
    assert "ダブルアタック" in story.clauses["10-1-2-1"]
    assert any("アタックする" in s.text for step in story.steps for s in step.sentences)
    steps = [step.step_text for step in story.steps]
    assert steps[1] == "もし アリスがPortgas.D.Aceでボブのリーダーにアタックする"
    assert steps[2] == "ならば ボブのライフは2枚"
    assert "日本語のカード名がありません" in story.note


def test_pictures_are_captioned_with_the_moment_drawn():
    """The first picture is the board as set up, the next the board after the action, in words, cards by name."""
    captions = [
        ET.fromstring(step.picture).get("aria-label") for step in _story(DOUBLE, pictures=True).steps if step.picture
    ]
    assert captions[0].endswith(": The board as set up")
    assert captions[1].endswith(": After: When Alice attacks Bob's leader with Portgas.D.Ace")
    assert not any("Given the board" in c for c in captions)
    japanese = [step.picture for step in _story(DOUBLE, "ja", pictures=True).steps if step.picture]
    assert (
        "準備された盤面" in japanese[0]
        and "「もし アリスがPortgas.D.Aceでボブのリーダーにアタックする」の後" in japanese[1]
    )


def test_html_page_has_pictures_and_escapes(tmp_path):
    """--html: one page, a board picture after the setup and the attack, every clause's text."""
    story = _story(DOUBLE, pictures=True)
    story.description = "<img src=x onerror=alert(1)>"
    page = render_html(story)
    assert page.count("<svg") == 2 and "<img" not in page and "&lt;img" in page
    assert 'id="clause-7-1-4-1-1-2"' in page


def test_explain_command_board_and_steps_and_unknown_id(tmp_path, capsys):
    """A board plus steps works like a scenario; an unknown id names the nearest one on one line."""
    board = str(ROOT / "scenarios/10-1/double_attack.yaml")
    attack = 'Alice attacks Bob\'s leader with "alice.ace"'
    assert main(["explain", "--board", board, "--do", attack, "--do", "Then Bob has 2 Life cards"]) == 0
    out = capsys.readouterr().out
    assert "✔ holds" in out and "10-1-2-1" in out
    assert main(["explain", "--suite", str(ROOT), "Double Attak deals 2 damage"]) == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and "Nearest: " + DOUBLE in err


def test_a_word_that_names_no_scenario_lists_the_scenarios_about_it(capsys):
    # issue 22.3: `explain "blocker"` names Blocker scenarios, not merely ids spelt alike
    assert main(["explain", "blocker"]) == 2
    err = capsys.readouterr().err
    assert "\n" not in err.strip() and "Nearest: " in err
    assert err.split("Nearest: ", 1)[1].lower().count("blocker") >= 3


def test_a_scenario_of_the_current_edition_is_explained_with_its_clauses(capsys):
    # issue 23.5: a 1.2.0 scenario's ruling cites and quotes ver.1.2.0's [Unblockable] (10-1-7-1)
    name = "1.2.0/10-1-7_unblockable.feature::Yamato's attack on a rested Character cannot be blocked either"
    assert main(["explain", name]) == 0
    out = capsys.readouterr().out
    assert "[10-1-7-1, 7-1-2-1]" in out and "10-1-7-1: While a card with the keyword effect [Unblockable]" in out
