"""Quiz questions made from scenarios: the board, what is done now, and one thing asked about the outcome.

A question asks one thing the scenario's expected outcome (its last Then steps) states: who wins, whether
an action is allowed, where a card goes, how many Life cards a player has, a card's power ... Its options
are short and differ in that one thing only. The right option is what the scenario expects; every wrong
option is checked with the step library against the replayed game and does not hold.

A wrong option's explanation is made from the reference engine's run, never from a table of reasons: the
true value, then the events behind it with the clauses they cite. A named mistake ("DON!! power counted
in the opponent's turn", "[Double Attack] counted once") is offered only where the run shows its cause:
the card has DON!! given and it is the opponent's turn; two damage citing [Double Attack] were dealt.
Cards are named by their names, and the count a question asks about is given as it stood before.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

from markupsafe import Markup

from opcg_oracle.bdd.outcomes import ScenarioFailure
from opcg_oracle.judge.draw import draw_board, environment
from opcg_oracle.judge.scenarios import (
    ACTION,
    CHECK,
    Replay,
    ScenarioSpec,
    StepSpec,
    SuiteError,
    cards,
    explain_command,
    replay,
    run_step,
)
from opcg_oracle.judge.topics import QUIET, Answer, Facts, answers, capital, find_topics, plural
from opcg_oracle.judge.words import NO_JAPANESE_NAMES, CardNames, step_sentence, step_text
from opcg_oracle.rules.crosswalk import CURRENT_EDITION
from opcg_oracle.rules.rulebook import load_rulebook

DIFFICULTIES = ("easy", "medium", "hard")
LETTERS = "ABCD"
SHOWN_EVENTS = 14  # "what happened" lists this many events, then points to explain

TEXT = {
    "en": {
        "question": "Question {n} of {total}",
        "so_far": "So far:",
        "now": "Now:",
        "answer": "Your answer ({letters}): ",
        "letter": "  (answer with a letter)",
        "right": "✔ Right.",
        "wrong": "✘ Wrong: the answer is {letter}.",
        "stopped": "Stopped. Score: {score} of {asked}",
        "score": "Score: {score} of {total}",
        "happened": "What happened:",
        "more": "… and {n} more: {command}",
        "ruling": "The ruling",
        "picture": "The board before: {step}",
    },
    "ja": {
        "question": "問題 {n}／{total}",
        "so_far": "ここまで：",
        "now": "ここで：",
        "answer": "答え（{letters}）：",
        "letter": "  （記号で答えてください）",
        "right": "✔ 正解。",
        "wrong": "✘ 不正解：正解は{letter}。",
        "stopped": "中断。得点：{asked}問中{score}問",
        "score": "得点：{total}問中{score}問",
        "happened": "起きたこと：",
        "more": "…ほか{n}件：{command}",
        "ruling": "裁定",
        "picture": "「{step}」の前の盤面",
    },
}


@dataclass
class Question:
    """A scenario turned into a question about one thing."""

    scenario: ScenarioSpec
    situation: str  # the board as its author described it
    before: tuple[str, ...]  # steps already taken before the moment asked about (cards by name)
    actions: tuple[str, ...]  # what is done now (cards by name)
    ask: str  # the one thing asked
    given: str  # what the asked thing was before the actions (a count the question needs), or ""
    answers: list[Answer]
    ruling: tuple[str, ...] = ()  # the scenario's whole expected outcome, in words
    happened: list[tuple[str, list[str]]] = field(default_factory=list)  # the run's events: sentence, clauses
    picture: Markup | str = ""
    clauses: list[tuple[str, str]] = field(default_factory=list)  # (id, text) the scenario exercises
    lang: str = "en"
    topic: str = ""  # what kind of thing is asked: count, where, power, winner ...
    note: str = ""  # what the language cannot give
    edition: str = CURRENT_EDITION  # the rules edition the question is judged by: its clause ids are cited
    rules: tuple[str, ...] = ()  # the clauses the scenario exercises, in that edition's numbers

    @property
    def right(self) -> int:
        """Index of the right answer."""
        return next(i for i, a in enumerate(self.answers) if a.right)

    @property
    def command(self) -> str:
        """The command that narrates the scenario step by step, under the same edition."""
        return explain_command(self.scenario, self.edition)

    @property
    def ruling_text(self) -> str:
        """The whole expected outcome as one sentence."""
        if self.lang == "ja":
            return "。".join(self.ruling) + "。"
        return capital("; ".join(self.ruling)) + "."


def _final_checks(scenario: ScenarioSpec) -> int | None:
    """Where the scenario's last run of Then steps starts, if actions come just before it."""
    steps = scenario.steps
    start = len(steps)
    while start > 0 and steps[start - 1].kind == CHECK:
        start -= 1
    if start == len(steps) or start == 0 or steps[start - 1].kind != ACTION:
        return None
    return start


# why a scenario makes no question (counted by build_quiz, told by why_no_question)
NO_OUTCOME, NOT_PASSING, NOTHING_TO_ASK = "no outcome", "not passing", "nothing to ask"


def _happened(replayed: Replay, first: int, last: int, run: Facts) -> list[tuple[str, list[str]]]:
    out: list[tuple[str, list[str]]] = []
    for moment in replayed.moments[first:last]:
        for event in moment.events:
            if event["kind"] in QUIET:
                continue
            item = (run.say(event), list(event.get("rules", [])))
            if out and out[-1][0].split(" (×")[0] == item[0] and out[-1][1] == item[1]:
                count = int(out[-1][0].rsplit("×", 1)[1].rstrip(")")) + 1 if " (×" in out[-1][0] else 2
                out[-1] = (f"{item[0]} (×{count})", item[1])
            else:
                out.append(item)
        if moment.answer and moment.answer.get("type") == "refused":
            out.append((str(moment.answer.get("reason", "")), list(moment.answer.get("rules", []))))
    return out


def make_question(
    scenario: ScenarioSpec,
    boards: Path,
    lang: str = "en",
    skipped: Counter[str] | None = None,
    edition: str | None = None,
) -> Question | None:
    """The scenario as a question about one thing, judged by edition (default the scenario's own), or None if
    it makes none (why: counted in skipped)."""
    skipped = Counter() if skipped is None else skipped
    edition = edition or scenario.edition
    start = _final_checks(scenario)
    if start is None:
        skipped[NO_OUTCOME] += 1
        return None
    action_start = start
    while action_start > 0 and scenario.steps[action_start - 1].kind == ACTION:
        action_start -= 1
    replayed, run = replay(scenario, boards, stop_before=start, edition=edition)
    if not replayed.passed or run.board is None or replayed.start is None:
        skipped[NOT_PASSING] += 1  # no board: decks refused before the game, nothing to show
        return None
    ruling = tuple(s.text for s in scenario.steps[start:])
    try:
        for text in ruling:
            run_step(run, StepSpec("Then", CHECK, text, 0), scenario.id)
    except (ScenarioFailure, SuiteError):
        skipped[NOT_PASSING] += 1
        return None
    before_moment = replayed.moments[action_start - 1]
    after_moment = replayed.moments[start - 1]
    mentioned = re.findall(r'"([^"]+)"', " ".join(s.text for s in scenario.steps))
    catalog = replayed.catalog or cards()
    names = CardNames(replayed.start.state, catalog, mentioned, lang)
    last = after_moment.answer or {}
    facts = Facts(
        before=before_moment.state,
        after=run.adapter.state(),
        events=[e for m in replayed.moments[action_start:start] for e in m.events],
        earlier=[e for m in replayed.moments[:action_start] for e in m.events],
        names=names,
        lang=lang,
        run=run,
        refused=last if last.get("type") == "refused" else None,
        last_action=step_text(scenario.steps[start - 1].text, lang, names),
    )
    topics = sorted(find_topics(ruling, facts), key=lambda t: -t.score(scenario.name))
    for topic in topics:
        options = answers(topic)
        if options is not None:
            break
    else:
        skipped[NOTHING_TO_ASK] += 1
        return None
    book = load_rulebook(edition)
    rules = scenario.rules_in(edition)
    first_action = scenario.steps[action_start]
    caption = TEXT[lang]["picture"].format(step=step_text(first_action.text, lang, names))
    picture = draw_board(
        before_moment.state,
        battle=before_moment.battle,
        caption=caption,
        lang=lang,
        cards=catalog,
        keywords=before_moment.keywords or None,
    )
    return Question(
        scenario=scenario,
        situation=replayed.board_description,
        before=tuple(step_sentence(s.keyword, s.text, lang, names) for s in scenario.steps[1:action_start]),
        actions=tuple(step_sentence(s.keyword, s.text, lang, names) for s in scenario.steps[action_start:start]),
        ask=topic.ask(),
        given=topic.given(),
        answers=options,
        ruling=tuple(plural(step_text(text, lang, names)) for text in ruling),
        happened=_happened(replayed, action_start, start, facts),
        picture=Markup(picture),
        clauses=[(r, getattr(book.get(r), lang)) for r in rules if r in book],
        lang=lang,
        topic=topic.kind,
        note=NO_JAPANESE_NAMES.get(lang, ""),
        edition=edition,
        rules=rules,
    )


def select(
    scenarios: list[ScenarioSpec],
    chapter: str | None = None,
    clause: str | None = None,
    tag: str | None = None,
    difficulty: str | None = None,
    edition: str = CURRENT_EDITION,
) -> list[ScenarioSpec]:
    """The scenarios that hold under edition and pass the filters, whose clause ids are edition's (a clause
    matches itself and every clause under it)."""
    chosen = []
    for scenario in scenarios:
        if not scenario.runs_under(edition):
            continue
        rules = scenario.rules_in(edition)
        if chapter and not any(r.split("-")[0] == chapter for r in rules):
            continue
        if clause and not any(r == clause or r.startswith(clause + "-") for r in rules):
            continue
        if tag and tag.lstrip("@") not in scenario.tags:
            continue
        if difficulty and scenario.difficulty != difficulty:
            continue
        chosen.append(scenario)
    return chosen


def build_quiz(
    pool: list[ScenarioSpec],
    boards: Path,
    count: int,
    seed: int,
    lang: str = "en",
    skipped: Counter[str] | None = None,
    edition: str | None = None,
) -> list[Question]:
    """count questions from pool, in a seeded order, judged by edition (default: each scenario's own).

    skipped, if given, counts the scenarios tried that made no question, by reason (NO_OUTCOME ...).
    """
    rng = random.Random(seed)
    order = list(pool)
    rng.shuffle(order)
    questions = []
    for scenario in order:
        if len(questions) == count:
            break
        question = make_question(scenario, boards, lang, skipped, edition)
        if question is not None:
            questions.append(question)
    return questions


def _count_words(number: int, noun: str) -> str:
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"


def why_no_question(pool: int, skipped: Counter[str], filters: list[str]) -> str:
    """Why no question came out, in one line: no scenario passes the filters (said only when some were given),
    none to ask about, or what the pool's scenarios lacked (counted in skipped by build_quiz)."""
    if not pool:
        if filters:
            return f"no scenario matches these filters ({', '.join(filters)}); try fewer of them"
        return "the suite has no scenario to ask about"
    which = f"the {_count_words(pool, 'scenario')}" + (
        f" matching {', '.join(filters)}" if filters else " of the suite"
    )
    reasons = []
    if skipped[NOTHING_TO_ASK]:
        reasons.append(
            f"nothing to ask for {skipped[NOTHING_TO_ASK]} (a question asks about one outcome a Then step states: "
            "who wins, an action refused, where a card is, a count, a power, rested or active, whose turn; "
            "and needs wrong options the game rules out)"
        )
    if skipped[NO_OUTCOME]:
        reasons.append(f"{skipped[NO_OUTCOME]} not ending in actions followed by Then steps (the outcome asked)")
    if skipped[NOT_PASSING]:
        reasons.append(f"{skipped[NOT_PASSING]} not passing on the reference engine")
    hints = ["try fewer filters"] if filters else []
    return f"no question could be made from {which}: {'; '.join(reasons)}" + "".join(f"; {h}" for h in hints)


def explanation(question: Question, chosen: int | None) -> str:
    """Why the chosen answer is wrong (from the run), what happened with its clauses, the ruling and its clauses."""
    words = TEXT[question.lang]
    lines = []
    if chosen is not None and chosen != question.right:
        lines.append(f"  {question.answers[chosen].why}")
    lines.append(f"  {words['happened']}")
    command = question.command
    for text, rules in question.happened[:SHOWN_EVENTS]:
        lines.append(f"    - {text}" + (f" [{', '.join(rules)}]" if rules else ""))
    if len(question.happened) > SHOWN_EVENTS:
        lines.append("    " + words["more"].format(n=len(question.happened) - SHOWN_EVENTS, command=command))
    lines.append(f"  {words['ruling']} ({question.scenario.name}): {question.ruling_text}")
    if question.scenario.description:
        lines.append(f"  {question.scenario.description}")
    for rule, text in question.clauses:
        lines.append(f"  {rule}: {text}")
    lines.append(f"  ({command})")
    return "\n".join(lines)


def ask(questions: list[Question], read: TextIO, write: TextIO) -> int:
    """Ask each question in the terminal, score the answers, explain each; returns the number right."""
    score = 0
    for number, question in enumerate(questions, start=1):
        words = TEXT[question.lang]
        write.write(f"\n{words['question'].format(n=number, total=len(questions))}  [{', '.join(question.rules)}]\n")
        if question.note and number == 1:
            write.write(f"{question.note}\n")
        if question.situation:
            write.write(f"{question.situation}\n")
        if question.before:
            write.write(f"{words['so_far']}\n")
            for text in question.before:
                write.write(f"  {text}\n")
        write.write(f"{words['now']}\n")
        for text in question.actions:
            write.write(f"  {text}\n")
        space = "" if question.lang == "ja" else " "
        write.write(space.join(p for p in (question.given, question.ask) if p) + "\n")
        for letter, answer in zip(LETTERS, question.answers, strict=False):
            write.write(f"  {letter}) {answer.text}\n")
        chosen = None
        letters = LETTERS[: len(question.answers)]
        while chosen is None:
            write.write(words["answer"].format(letters="/".join(letters)))
            write.flush()
            line = read.readline()
            if not line:
                write.write("\n\n" + words["stopped"].format(score=score, asked=number - 1) + "\n")
                return score
            text = line.strip().upper()
            if text and text in letters:
                chosen = LETTERS.index(text)
            elif text.isdigit() and 1 <= int(text) <= len(question.answers):
                chosen = int(text) - 1
            else:
                write.write(words["letter"] + "\n")
        if chosen == question.right:
            score += 1
            write.write(words["right"] + "\n")
        else:
            write.write(words["wrong"].format(letter=LETTERS[question.right]) + "\n")
        write.write(explanation(question, chosen) + "\n")
    write.write(
        "\n" + TEXT[questions[0].lang if questions else "en"]["score"].format(score=score, total=len(questions))
    )
    write.write("\n")
    return score


def render_html(
    questions: list[Question], title: str, seed: int, lang: str = "en", edition: str = CURRENT_EDITION
) -> str:
    """A self-contained offline quiz page (autoescaped; the page's own script scores the answers)."""
    context = {"questions": questions, "title": title, "seed": seed, "lang": lang, "edition": edition}
    return environment().get_template("quiz.html.j2").render(**context, words=TEXT[lang], shown=SHOWN_EVENTS)
