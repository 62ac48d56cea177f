"""opcg-oracle quiz (issue 15): right answer = the scenario's expected outcome; wrong answers differ and do not hold."""

import base64
import io
import random
import subprocess
import sys
from pathlib import Path

from opcg_oracle.judge.quiz import Answer, ask, build_quiz, make_question, render_html, select
from opcg_oracle.judge.scenarios import find_scenario, load_scenarios

ROOT = Path(__file__).resolve().parent.parent
DOUBLE = "10-1_keyword_effects.feature::Double Attack deals 2 damage to the Leader"


def test_right_answer_is_the_expected_outcome_and_wrong_ones_differ():
    """Double Attack: the right answer is the scenario's Then steps; each wrong answer is another outcome."""
    scenarios = load_scenarios(ROOT)
    scenario = find_scenario(scenarios, DOUBLE)
    neighbours = [s for s in scenarios if set(s.rules) & set(scenario.rules)]
    question = make_question(scenario, neighbours, ROOT / "scenarios", random.Random(1))
    right = question.answers[question.right]
    assert right.steps == ("Bob has 2 Life cards", "Bob has 2 cards in his hand", "the game is not over")
    wrong = [a for a in question.answers if not a.right]
    assert 2 <= len(wrong) <= 3 and all(a.steps != right.steps and a.why for a in wrong)
    assert len({a.steps for a in question.answers}) == len(question.answers)
    assert question.actions == ('When Alice attacks Bob\'s leader with "alice.moria"',)
    assert 'data-id="alice.moria"' in question.picture  # the board before the attack


def test_the_quiz_page_source_does_not_give_the_answer_away():
    """The page holds the ruling sealed (base64), opened by its script only once the question is answered."""
    scenarios = load_scenarios(ROOT)
    question = make_question(find_scenario(scenarios, DOUBLE), scenarios, ROOT / "scenarios", random.Random(1))
    page = render_html([question], "quiz", 1)
    assert "The ruling" not in page and "data-right" not in page and "10-1-2-1" not in page
    sealed = page.split('data-sealed="', 1)[1].split('"', 1)[0]
    opened = base64.b64decode(sealed).decode("utf-8")
    assert f'data-right="{question.right}"' in opened and "The ruling" in opened and "10-1-2" in opened


def test_filters_count_and_seed():
    """--chapter/--clause/--difficulty filter; the same seed asks the same questions in the same order."""
    scenarios = load_scenarios(ROOT)
    pool = select(scenarios, clause="7-1-4")
    assert pool and all(any(r.startswith("7-1-4") for r in s.rules) for s in pool)
    assert all(s.difficulty == "easy" for s in select(scenarios, chapter="7", difficulty="easy"))
    first = build_quiz(scenarios, pool, ROOT / "scenarios", 3, seed=5)
    again = build_quiz(scenarios, pool, ROOT / "scenarios", 3, seed=5)
    assert len(first) == 3
    assert [(q.scenario.id, [a.text for a in q.answers]) for q in first] == [
        (q.scenario.id, [a.text for a in q.answers]) for q in again
    ]


def test_terminal_scores_piped_answers():
    """The terminal quiz reads answers from stdin, scores them and explains with the clause."""
    scenarios = load_scenarios(ROOT)
    questions = build_quiz(scenarios, [find_scenario(scenarios, DOUBLE)], ROOT / "scenarios", 1, seed=2)
    right = "ABCD"[questions[0].right]
    out = io.StringIO()
    assert ask(questions, io.StringIO(f"x\n{right}\n"), out) == 1
    text = out.getvalue()
    assert "(answer with a letter)" in text and "✔ Right." in text and "Score: 1 of 1" in text
    assert "10-1-2-1: [Double Attack]" in text


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
    assert done.stdout.count("What happens?") == 10 and "Score: " in done.stdout and " of 10" in done.stdout


def test_answer_text_keeps_card_ids():
    """An outcome starting with a card id keeps the id as written."""
    assert Answer(('"bob.bepo" is in Bob\'s trash',), True).text == "bob.bepo is in Bob's trash."
