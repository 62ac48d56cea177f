"""Quiz questions made from scenarios: the situation, "what happens?", the right outcome and plausible wrong ones.

The right answer is the scenario's own expected outcome (its last Then steps, written from the rules).
Wrong answers come from the outcomes of neighbouring scenarios (same clause or feature) and from
well-known mistakes (the attacker losing ties, DON!! counted in the opponent's turn, a Life card going
to the trash, 0 Life taken for a defeat ...). Every wrong answer is checked against the replayed game
with the step library and kept only if it does not hold, so no "wrong" answer is secretly right.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

from markupsafe import Markup

from opcg_oracle.bdd.run import ScenarioFailure
from opcg_oracle.judge.draw import draw_board, environment
from opcg_oracle.judge.narrate import rulebook
from opcg_oracle.judge.scenarios import ACTION, CHECK, ScenarioSpec, StepSpec, SuiteError, replay, run_step

DIFFICULTIES = ("easy", "medium", "hard")
LETTERS = "ABCD"


@dataclass
class Answer:
    """One answer: the outcome as Then steps, whether it is right, and where a wrong one comes from."""

    steps: tuple[str, ...]
    right: bool
    why: str = ""  # for a wrong answer: the mistake it stands for, or the scenario it comes from

    @property
    def text(self) -> str:
        """The outcome as one sentence."""
        sentence = "; ".join(s.replace('"', "") for s in self.steps)
        starts_with_id = self.steps[0].startswith('"')  # a card id keeps its lower case: "alice.zoro"
        return (sentence if starts_with_id else sentence[0].upper() + sentence[1:]) + "."


@dataclass
class Question:
    """A scenario turned into a question."""

    scenario: ScenarioSpec
    situation: str  # the board as its author described it
    before: tuple[str, ...]  # steps already taken before the moment asked about
    actions: tuple[str, ...]  # what is done now
    answers: list[Answer]
    picture: Markup | str = ""
    clauses: list[tuple[str, str]] = field(default_factory=list)  # (id, text) the scenario exercises

    @property
    def right(self) -> int:
        """Index of the right answer."""
        return next(i for i, a in enumerate(self.answers) if a.right)


# -- common mistakes: each turns one true Then step into a false one a learner might believe ---------
def _shift(amount: int, why: str) -> Callable[[re.Match], tuple[str, str]]:
    def change(match: re.Match) -> tuple[str, str]:
        number = int(match.group("n")) + amount
        return match.string[: match.start("n")] + str(number) + match.string[match.end("n") :], why

    return change


MISTAKES: list[tuple[str, Callable[[re.Match], tuple[str, str]]]] = [
    (r"(?:Alice|Bob) has (?P<n>\d+) Life cards?", _shift(1, "one damage fewer: e.g. [Double Attack] counted once")),
    (r"(?:Alice|Bob) has (?P<n>\d+) Life cards?", _shift(-1, "one damage more than the rules deal")),
    (
        r"(?:Alice|Bob) has (?P<n>\d+) cards? in (?:his|her|their) hand",
        _shift(-1, "a card that reaches the hand (a Life card, a draw) missed"),
    ),
    (r'"[^"]+" has (?P<n>-?\d+) power', _shift(1000, "DON!! power counted in the opponent's turn")),
    (r'"[^"]+" has (?P<n>-?\d+) power', _shift(-1000, "a power change missed")),
    (r"(?:Alice|Bob) has (?P<n>\d+) Characters?", _shift(1, "the K.O. (or trash) missed")),
    (
        r'(?P<card>"[^"]+") is in (?P<p>Alice|Bob)\'s trash',
        lambda m: (f"{m['card']} is in {m['p']}'s Character area", "the attacker loses ties: the card survives"),
    ),
    (
        r'(?P<card>"[^"]+") is in (?P<p>Alice|Bob)\'s hand',
        lambda m: (f"{m['card']} is in {m['p']}'s trash", "a Life card taken by damage goes to the trash"),
    ),
    (
        r'(?P<card>"[^"]+") is in (?P<p>Alice|Bob)\'s Character area',
        lambda m: (f"{m['card']} is in {m['p']}'s trash", "the defender wins ties: the card is K.O.'d"),
    ),
    (r'(?P<card>"[^"]+") is rested', lambda m: (f"{m['card']} is active", "the card stays (or becomes) active")),
    (r'(?P<card>"[^"]+") is active', lambda m: (f"{m['card']} is rested", "the card stays rested")),
    (
        r"the game is not over",
        lambda m: ("Alice wins the game", "a Leader at 0 Life loses at once (it loses only when damaged at 0)"),
    ),
    (r"(?P<p>Alice|Bob) wins the game", lambda m: ("the game is not over", "the game goes on")),
    (
        r"(?P<p>Alice|Bob) must choose .+",
        lambda m: ("nobody has to choose anything", "the engine (or the other player) decides for the player"),
    ),
    (
        r"nobody has to choose anything",
        lambda m: ("Bob must choose a blocker", "a rested or missing [Blocker] can still block"),
    ),
    (
        r"it is (?P<p>Alice|Bob)'s turn (?P<n>\d+)",
        lambda m: (f"it is {'Bob' if m['p'] == 'Alice' else 'Alice'}'s turn {m['n']}", "the turn does not pass"),
    ),
]


def _mistakes(right: tuple[str, ...]) -> Iterator[Answer]:
    for index, step in enumerate(right):
        for pattern, change in MISTAKES:
            match = re.fullmatch(pattern, step)
            if match:
                text, why = change(match)
                yield Answer((*right[:index], text, *right[index + 1 :]), False, why)


def _final_checks(scenario: ScenarioSpec) -> int | None:
    """Where the scenario's last run of Then steps starts, if actions come just before it."""
    steps = scenario.steps
    start = len(steps)
    while start > 0 and steps[start - 1].kind == CHECK:
        start -= 1
    if start == len(steps) or start == 0 or steps[start - 1].kind != ACTION:
        return None
    return start


def _holds(scenario: ScenarioSpec, boards: Path, upto: int, steps: tuple[str, ...], ids: tuple[str, ...]) -> bool:
    """Whether the outcome holds after the scenario's first upto steps (True also when it names foreign cards)."""
    if any(card not in ids for card in re.findall(r'"([^"]+)"', " ".join(steps))):
        return True  # names a card this board lacks: not a plausible answer here, treat as unusable
    _, run = replay(scenario, boards, stop_before=upto)
    try:
        for text in steps:
            run_step(run, StepSpec("Then", CHECK, text, 0), scenario.id)
    except ScenarioFailure:
        return False
    except SuiteError:
        return True
    return True


# why a scenario makes no question (counted by build_quiz, told by why_no_question)
NO_OUTCOME, NOT_PASSING, FEW_WRONG = "no outcome", "not passing", "few wrong answers"


def make_question(
    scenario: ScenarioSpec,
    neighbours: list[ScenarioSpec],
    boards: Path,
    rng: random.Random,
    lang: str = "en",
    skipped: Counter[str] | None = None,
) -> Question | None:
    """The scenario as a question with 3 or 4 answers, or None if it makes none (why: counted in skipped)."""
    skipped = Counter() if skipped is None else skipped
    start = _final_checks(scenario)
    if start is None:
        skipped[NO_OUTCOME] += 1
        return None
    action_start = start
    while action_start > 0 and scenario.steps[action_start - 1].kind == ACTION:
        action_start -= 1
    replayed, run = replay(scenario, boards, stop_before=start)
    if not replayed.passed or run.board is None:  # no board: decks refused before the game, nothing to show
        skipped[NOT_PASSING] += 1
        return None
    right = tuple(s.text for s in scenario.steps[start:])
    ids = run.board.ids
    candidates: list[Answer] = []
    others = [n for n in neighbours if n.id != scenario.id]
    rng.shuffle(others)
    for other in others:
        other_start = _final_checks(other)
        if other_start is None:
            continue
        steps = tuple(s.text for s in other.steps[other_start:])
        if set(steps) <= set(right):
            continue
        candidates.append(Answer(steps, False, f"the outcome of another situation: {other.name}"))
        if len(candidates) >= 4:
            break
    mistakes = list(_mistakes(right))
    rng.shuffle(mistakes)
    wrong: list[Answer] = []
    seen = {right}
    # at most one neighbour's outcome, then the known mistakes, then more neighbours if still short
    for answer in candidates[:1] + mistakes + candidates[1:]:
        if len(wrong) == 3:
            break
        if answer.steps in seen or _holds(scenario, boards, start, answer.steps, ids):
            continue
        seen.add(answer.steps)
        wrong.append(answer)
    if len(wrong) < 2:
        skipped[FEW_WRONG] += 1
        return None
    answers = [Answer(right, True), *wrong]
    rng.shuffle(answers)
    before_moment = replayed.moments[action_start - 1]
    book = rulebook()
    return Question(
        scenario=scenario,
        situation=replayed.board_description,
        before=tuple(s.sentence for s in scenario.steps[1:action_start]),
        actions=tuple(s.sentence for s in scenario.steps[action_start:start]),
        answers=answers,
        picture=Markup(draw_board(before_moment.state, battle=before_moment.battle)),
        clauses=[(r, getattr(book.get(r), lang)) for r in scenario.rules if r in book],
    )


def select(
    scenarios: list[ScenarioSpec],
    chapter: str | None = None,
    clause: str | None = None,
    tag: str | None = None,
    difficulty: str | None = None,
) -> list[ScenarioSpec]:
    """The scenarios that pass the filters (a clause matches itself and every clause under it)."""
    chosen = []
    for scenario in scenarios:
        if chapter and not any(r.split("-")[0] == chapter for r in scenario.rules):
            continue
        if clause and not any(r == clause or r.startswith(clause + "-") for r in scenario.rules):
            continue
        if tag and tag.lstrip("@") not in scenario.tags:
            continue
        if difficulty and scenario.difficulty != difficulty:
            continue
        chosen.append(scenario)
    return chosen


def build_quiz(
    scenarios: list[ScenarioSpec],
    pool: list[ScenarioSpec],
    boards: Path,
    count: int,
    seed: int,
    lang: str = "en",
    skipped: Counter[str] | None = None,
) -> list[Question]:
    """count questions from pool (in a seeded order); neighbours are looked for among all scenarios.

    skipped, if given, counts the scenarios tried that made no question, by reason (NO_OUTCOME ...).
    """
    rng = random.Random(seed)
    order = list(pool)
    rng.shuffle(order)
    questions = []
    for scenario in order:
        if len(questions) == count:
            break
        neighbours = [s for s in scenarios if s.feature == scenario.feature or set(s.rules) & set(scenario.rules)]
        question = make_question(scenario, neighbours, boards, rng, lang, skipped)
        if question is not None:
            questions.append(question)
    return questions


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"


def why_no_question(pool: int, skipped: Counter[str], filters: list[str]) -> str:
    """Why no question came out, in one line: no scenario passes the filters (said only when some were given),
    none to ask about, or what the pool's scenarios lacked (counted in skipped by build_quiz)."""
    if not pool:
        if filters:
            return f"no scenario matches these filters ({', '.join(filters)}); try fewer of them"
        return "the suite has no scenario to ask about"
    which = f"the {_count(pool, 'scenario')}" + (f" matching {', '.join(filters)}" if filters else " of the suite")
    reasons = []
    if skipped[FEW_WRONG]:
        reasons.append(
            f"too few wrong answers for {skipped[FEW_WRONG]} (a question needs two that the game rules out; they "
            "come from the outcomes of other scenarios of the same feature or clause and from common mistakes, "
            "so a suite of few scenarios has too few)"
        )
    if skipped[NO_OUTCOME]:
        reasons.append(f"{skipped[NO_OUTCOME]} not ending in actions followed by Then steps (the outcome asked)")
    if skipped[NOT_PASSING]:
        reasons.append(f"{skipped[NOT_PASSING]} not passing on the reference engine before the outcome")
    hints = ["add scenarios, or use --suite shipped"] if skipped[FEW_WRONG] else []
    hints += ["try fewer filters"] if filters else []
    return f"no question could be made from {which}: {'; '.join(reasons)}" + "".join(f"; {h}" for h in hints)


def explanation(question: Question, chosen: int | None) -> str:
    """What the scenario shows, why the chosen answer is right or wrong, and the clauses it rests on."""
    lines = []
    right = question.answers[question.right]
    if chosen is not None and chosen != question.right:
        lines.append(f"  Not so: {question.answers[chosen].why}.")
    lines.append(f"  The ruling: {right.text}")
    lines.append(f'  ({question.scenario.name}; opcg-oracle explain "{question.scenario.id}")')
    if question.scenario.description:
        lines.append(f"  {question.scenario.description}")
    for rule, text in question.clauses:
        lines.append(f"  {rule}: {text}")
    return "\n".join(lines)


def ask(questions: list[Question], read: TextIO, write: TextIO) -> int:
    """Ask each question in the terminal, score the answers, explain each; returns the number right."""
    score = 0
    for number, question in enumerate(questions, start=1):
        write.write(f"\nQuestion {number} of {len(questions)}  [{', '.join(question.scenario.rules)}]\n")
        if question.situation:
            write.write(f"{question.situation}\n")
        for text in question.before:
            write.write(f"  {text}\n")
        for text in question.actions:
            write.write(f"  {text}\n")
        write.write("What happens?\n")
        for letter, answer in zip(LETTERS, question.answers, strict=False):
            write.write(f"  {letter}) {answer.text}\n")
        chosen = None
        while chosen is None:
            write.write(f"Your answer ({'/'.join(LETTERS[: len(question.answers)])}): ")
            write.flush()
            line = read.readline()
            if not line:
                write.write(f"\n\nStopped. Score: {score} of {number - 1}\n")
                return score
            text = line.strip().upper()
            if text in LETTERS[: len(question.answers)]:
                chosen = LETTERS.index(text)
            elif text.isdigit() and 1 <= int(text) <= len(question.answers):
                chosen = int(text) - 1
            else:
                write.write("  (answer with a letter)\n")
        if chosen == question.right:
            score += 1
            write.write("✔ Right.\n")
        else:
            write.write(f"✘ Wrong: the answer is {LETTERS[question.right]}.\n")
        write.write(explanation(question, chosen) + "\n")
    write.write(f"\nScore: {score} of {len(questions)}\n")
    return score


def render_html(questions: list[Question], title: str, seed: int) -> str:
    """A self-contained offline quiz page (autoescaped; the page's own script scores the answers)."""
    return environment().get_template("quiz.html.j2").render(questions=questions, title=title, seed=seed)
