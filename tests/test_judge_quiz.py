"""opcg-oracle quiz (issues 15, 22.4): one thing asked, short options, explanations true on the board shown."""

import base64
import io
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from opcg_oracle.bdd.outcomes import ScenarioFailure
from opcg_oracle.judge.quiz import NOTHING_TO_ASK, ask, build_quiz, make_question, render_html, select, why_no_question
from opcg_oracle.judge.scenarios import CHECK, StepSpec, find_scenario, load_scenarios, replay, run_step
from opcg_oracle.judge.words import CardNames

ROOT = Path(__file__).resolve().parent.parent
BOARDS = ROOT / "scenarios"
DOUBLE = "10-1_keyword_effects.feature::Double Attack deals 2 damage to the Leader"
ZORO = "8-3_costs_and_conditions.feature::Zoro's [DON!! x1] effect still applies in the opponent's turn"
RAFFLESIA = (
    "1.2.0/10-2-3_main_and_counter_activated_by_effects.feature::Green Star Rafflesia's Trigger activates its "
    "[Counter] in the Damage Step and weakens Alice's leader"
)


@pytest.fixture(scope="module")
def scenarios():
    return load_scenarios(ROOT)


def _question(scenarios, scenario_id, lang="en"):
    question = make_question(find_scenario(scenarios, scenario_id), BOARDS, lang)
    assert question is not None, scenario_id
    return question


def test_double_attack_asks_one_count_with_short_options(scenarios):
    """The question asks Bob's Life only, gives the count before, options are numbers, cards go by name."""
    question = _question(scenarios, DOUBLE)
    assert question.ask == "How many Life cards does Bob have after this?"
    assert question.given == "Before this: Bob has 4 Life cards."
    assert [a.text for a in question.answers] == ["1", "2", "3", "4"] and question.answers[question.right].text == "2"
    assert question.actions == ("When Alice attacks Bob's leader with Portgas.D.Ace",)  # a name, not alice.ace
    assert 'data-id="alice.ace"' in question.picture  # the board before the attack


def test_every_wrong_option_is_ruled_out_by_the_game_and_explained_from_the_run(scenarios):
    """Each wrong count fails as a Then step on the replayed game; its reason is the engine's damage and clause."""
    question = _question(scenarios, DOUBLE)
    scenario = find_scenario(scenarios, DOUBLE)
    _, run = replay(scenario, BOARDS, stop_before=len(scenario.steps) - 3)
    for answer in question.answers:
        if answer.right:
            continue
        with pytest.raises(ScenarioFailure):
            run_step(run, StepSpec("Then", CHECK, f"Bob has {answer.text} Life cards", 0), scenario.id)
        assert answer.why.startswith(f"Bob has 2 Life cards, not {answer.text}: ")
    three = next(a for a in question.answers if a.text == "3")
    assert three.why.endswith("the [Double Attack] dealt 2 damage, not 1 (10-1-2-1)")
    four = next(a for a in question.answers if a.text == "4")
    assert "Bob had 4" in four.why and "Bob's Leader takes 1 damage (×2)" in four.why and "10-1-2-1" in four.why


def test_a_named_mistake_is_offered_only_where_the_run_shows_its_cause(scenarios):
    """DON!! power in the opponent's turn: offered for Zoro (1 DON!!, Bob's turn), never for a leader with no DON!!."""
    zoro = _question(scenarios, ZORO)
    assert zoro.topic == "power" and zoro.answers[zoro.right].text == "6000"
    seven = next(a for a in zoro.answers if a.text == "7000")
    assert "it has 1 DON!! given, but it is Bob's turn" in seven.why and "(6-5-5-2)" in seven.why
    rafflesia = _question(scenarios, RAFFLESIA)  # Alice's leader, no DON!! given, -2000 from the Trigger
    assert rafflesia.topic == "power"
    wrong = [a.why for a in rafflesia.answers if not a.right]
    assert wrong and not any("DON!!" in why for why in wrong)
    assert any("gets -2000 power" in why and "10-1-5-1" in why for why in wrong)


def test_thirty_questions_read_as_a_trainee_reads_them(scenarios):
    """No card id where a name serves, no option longer than a short phrase, every asked count given before."""
    questions = build_quiz(scenarios, BOARDS, 30, seed=7)
    assert len(questions) == 30
    for question in questions:
        assert all(len(a.text) <= 40 for a in question.answers), [a.text for a in question.answers]
        assert len({a.text for a in question.answers}) == len(question.answers) >= 2
        assert all(a.why for a in question.answers if not a.right)
        text = " ".join((*question.before, *question.actions, question.ask))
        # an id only beside a shared name, in brackets: "Karoo (alice.deck.1)" (a card named by its place) too
        assert not re.search(r"\b(?:alice|bob)\.[a-z_]+(?:\.\d+)?(?!\)|\.\d|\w)", text), text
        if question.topic in ("count", "power", "don"):
            assert re.search(r"\d", question.given), question.ask


def test_card_names_keep_an_id_only_where_two_cards_share_a_name():
    """Two Namis keep their ids; Karoo goes by name alone; a leader says whose it is."""
    view = {"rested": False, "don": 0}
    player = {"characters": [], "stage": [], "hand": [], "trash": [], "deck": [], "life": []}
    state = {
        "players": {
            "alice": {
                **player,
                "leader": {**view, "id": "alice.leader", "card": "ST01-001"},
                "characters": [
                    {**view, "id": "alice.nami_a", "card": "ST01-007"},
                    {**view, "id": "alice.nami_b", "card": "ST01-007"},
                    {**view, "id": "alice.karoo", "card": "ST01-003"},
                ],
            },
            "bob": {**player, "leader": {**view, "id": "bob.leader", "card": "ST02-001"}},
        }
    }
    from opcg_oracle.judge.scenarios import cards

    names = CardNames(state, cards())
    assert names("alice.karoo") == "Karoo" and names("alice.nami_a") == "Nami (alice.nami_a)"
    assert names("alice.leader") == "Monkey.D.Luffy (Alice's leader)"
    assert names.text('Alice attacks Bob\'s leader with "alice.karoo"') == "Alice attacks Bob's leader with Karoo"


def test_japanese_questions(scenarios):
    """--lang ja: the question, options and reasons in Japanese; card names stay English and the quiz says so."""
    question = _question(scenarios, DOUBLE, "ja")
    assert question.ask == "このあと、ボブのライフは何枚？" and "この前は、ボブのライフは4枚" in question.given
    three = next(a for a in question.answers if a.text == "3")
    assert three.why.startswith("正しくは「ボブのライフは2枚」（「3」ではない）") and "10-1-2-1" in three.why
    assert question.actions == ("もし アリスがPortgas.D.Aceでボブのリーダーにアタックする",)
    assert "英語" in question.note


def test_the_quiz_page_source_does_not_give_the_answer_away(scenarios):
    """The page holds the ruling sealed (base64), opened by its script only once the question is answered."""
    question = _question(scenarios, DOUBLE)
    page = render_html([question], "quiz", 1)
    assert "What happened" not in page and "data-right" not in page and "10-1-2" not in page
    sealed = page.split('data-sealed="', 1)[1].split('"', 1)[0]
    opened = base64.b64decode(sealed).decode("utf-8")
    assert f'data-right="{question.right}"' in opened and "The ruling" in opened and "10-1-2" in opened
    assert "not 3: " in opened  # the reason of each wrong option, shown when it is chosen


def test_filters_count_and_seed(scenarios):
    """--chapter/--clause/--difficulty filter; the same seed asks the same questions in the same order."""
    pool = select(scenarios, clause="7-1-4")
    assert pool and all(any(r.startswith("7-1-4") for r in s.rules) for s in pool)
    assert all(s.difficulty == "easy" for s in select(scenarios, chapter="7", difficulty="easy"))
    first = build_quiz(pool, BOARDS, 3, seed=5)
    again = build_quiz(pool, BOARDS, 3, seed=5)
    assert len(first) == 3
    assert [(q.scenario.id, [a.text for a in q.answers]) for q in first] == [
        (q.scenario.id, [a.text for a in q.answers]) for q in again
    ]


def test_terminal_scores_piped_answers(scenarios):
    """The terminal quiz reads answers from stdin, scores them, and explains a wrong one from the run."""
    questions = build_quiz([find_scenario(scenarios, DOUBLE)], BOARDS, 1, seed=2)
    right = "ABCD"[questions[0].right]
    wrong = "ABCD"[[a.text for a in questions[0].answers].index("3")]
    out = io.StringIO()
    assert ask(questions * 2, io.StringIO(f"x\n{right}\n{wrong}\n"), out) == 1
    text = out.getvalue()
    assert "(answer with a letter)" in text and "✔ Right." in text and "Score: 1 of 2" in text
    assert "Bob has 2 Life cards, not 3: the [Double Attack] dealt 2 damage" in text
    assert "10-1-2-1: [Double Attack]" in text and "What happened:" in text


def test_why_no_question_names_what_was_missing():
    """A pool whose scenarios state nothing the quiz can ask says so, on one line."""
    message = why_no_question(2, Counter({NOTHING_TO_ASK: 2}), [])
    assert message.startswith("no question could be made from the 2 scenarios of the suite: nothing to ask for 2")
    assert "\n" not in message


def test_quiz_command_ten_questions_from_stdin():
    """opcg-oracle quiz --count 10 with ten answers piped: every question is asked and the score printed."""
    done = subprocess.run(
        [sys.executable, "-m", "opcg_oracle", "quiz", "--count", "10", "--seed", "3"],
        input="A\n" * 10,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("Your answer (") == 10 and "Score: " in done.stdout and " of 10" in done.stdout


# -- editions (issue 23.4): the quiz asks by one edition, its scenarios and its clause ids --------------------
NEGATIVE = "1-3_fundamental_principles.feature::A leader with negative power can attack and loses the battle"
KAIDO = (
    "8-6_resolution_order.feature::Kaido's DON!!, set off by the last of Alice's effects, waits for Bob's effects "
    "met earlier"
)


def test_the_pool_holds_only_scenarios_of_the_edition(scenarios):
    """A scenario tagged @edition:1.2.0 is never asked by 1.1.6 and one tagged @edition:1.1.6 never by 1.2.0;
    an untagged one is asked by both, and --clause takes the edition's own number (1.1.6 7-1-3-2-3 is 7-1-3-3)."""
    old, new = select(scenarios, edition="1.1.6"), select(scenarios, edition="1.2.0")
    assert RAFFLESIA not in {s.id for s in old} and RAFFLESIA in {s.id for s in new}
    assert KAIDO in {s.id for s in old} and KAIDO not in {s.id for s in new}
    assert NEGATIVE in {s.id for s in old} & {s.id for s in new}
    untagged = {s.id for s in scenarios if not any(t.startswith("edition:") for t in s.tags)}
    moved = {s.id for s in select(scenarios, clause="7-1-3-3", edition="1.2.0")} & untagged
    assert moved and moved == {s.id for s in select(scenarios, clause="7-1-3-2-3", edition="1.1.6")} & untagged


def test_an_untagged_scenario_asked_by_1_2_0_cites_1_2_0_clauses(scenarios):
    """1.1.6's 1-3-7 (negative power) is 1-3-6-1 in 1.2.0: the question, its clause texts, the events of its run
    and the explain command it points to are all the 1.2.0 ones; asked by 1.1.6, the ids are as written."""
    from opcg_oracle.rules.rulebook import load_rulebook

    scenario = find_scenario(scenarios, NEGATIVE)
    new = make_question(scenario, BOARDS, edition="1.2.0")
    assert new is not None and new.edition == "1.2.0"
    assert new.rules == ("1-3-6-1", "1-3-6-1-1", "7-1-4-2")
    book = load_rulebook("1.2.0")
    assert [rule for rule, _ in new.clauses] == list(new.rules)
    assert all(text == book.get(rule).en for rule, text in new.clauses)
    assert all(rule in book for _, rules in new.happened for rule in rules)
    assert new.command.endswith(f'"{NEGATIVE}" --edition 1.2.0')
    out = io.StringIO()
    ask([new], io.StringIO(""), out)
    assert "[1-3-6-1, 1-3-6-1-1, 7-1-4-2]" in out.getvalue()
    page = render_html([new], "quiz", 1, edition="1.2.0")
    assert "Comprehensive Rules ver.1.2.0." in page
    assert "--edition 1.2.0" in base64.b64decode(page.split('data-sealed="', 1)[1].split('"', 1)[0]).decode("utf-8")
    old = make_question(scenario, BOARDS, edition="1.1.6")
    assert old is not None and old.rules == scenario.rules and old.command == f'opcg-oracle explain "{NEGATIVE}"'


def _quiz(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "opcg_oracle", "quiz", *args], input="", capture_output=True, text=True, cwd=ROOT
    )


def test_the_quiz_command_names_its_edition():
    done = _quiz("--count", "1", "--seed", "3", "--clause", "1-3-6-1")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("opcg-oracle quiz: 1 question, comprehensive rules ver.1.2.0 (seed 3;")


@pytest.mark.parametrize(
    ("args", "error"),
    [
        (["--edition", "1.3"], "--edition: no rules data for edition '1.3'; we have: 1.1.6, 1.2.0"),
        (
            ["--clause", "7-1-3-2-3"],
            "--clause: no clause '7-1-3-2-3' in ver.1.2.0: it is a clause of ver.1.1.6 (its rule is 7-1-3-3 in "
            "ver.1.2.0)",
        ),
        (
            ["--clause", "1-3-6-2", "--edition", "1.1.6"],
            "--clause: no clause '1-3-6-2' in ver.1.1.6: it is a clause of ver.1.2.0 (new in ver.1.2.0: ver.1.1.6 "
            "has no such rule)",
        ),
        (["--clause", "7-1-3-9"], "--clause: no clause '7-1-3-9' in ver.1.2.0; nearest: 7-1-3"),
    ],
)
def test_a_wrong_edition_or_clause_is_one_line(args, error):
    done = _quiz(*args)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith(f"opcg-oracle: error: {error}") and done.stderr.count("\n") == 1


def test_a_suite_with_no_scenario_of_the_edition_says_which_to_use(tmp_path):
    """A suite of 1.2.0-only scenarios asked by 1.1.6: one line naming the edition that has them."""
    (tmp_path / "features").mkdir()
    feature = (ROOT / "features" / "1.2.0" / "1-3-6-2_negative_cost.feature").read_text(encoding="utf-8")
    (tmp_path / "features" / "negative.feature").write_text(feature, encoding="utf-8")
    done = _quiz("--suite", str(tmp_path), "--edition", "1.1.6")
    assert done.returncode == 2
    assert done.stderr == "opcg-oracle: error: no scenario of the suite holds under ver.1.1.6; try --edition 1.2.0\n"
