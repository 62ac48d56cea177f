"""Which written card effects the suite plays (issue 24.5): every effect activated, applied or offered at least
once, and every condition of it seen both met and not met, over every scenario of the shipped suite under each
edition it holds for, on the reference engine in process.

`python tests/effect_play.py` prints what is never played; `--write-gaps` rewrites tests/data/effect_play_gaps.yaml
(the known gaps, which `test_effect_play.py` lets only shrink).
"""

from __future__ import annotations

import sys
from collections import defaultdict
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import pytest
import yaml
from engine_helpers import swap

from opcg_oracle.cards import load_card_database
from opcg_oracle.cards.effects import ALWAYS, Condition
from opcg_oracle.engine import decks, game_end
from opcg_oracle.engine.effects import conditions, permanent, resolve
from opcg_oracle.judge.scenarios import load_scenarios, new_run, run_step
from opcg_oracle.rules.crosswalk import BASE_EDITION, CURRENT_EDITION

ROOT = Path(__file__).resolve().parents[1]
GAPS_FILE = ROOT / "tests" / "data" / "effect_play_gaps.yaml"


@dataclass
class Play:
    """What the suite did with the written effects: effects played, and the outcomes each condition had."""

    effects: set[tuple[str, int]] = field(default_factory=set)  # (card number, effect index)
    outcomes: dict[tuple[str, int, str], set[bool]] = field(default_factory=lambda: defaultdict(set))


def _has_test(condition: Condition | None) -> bool:
    """Whether a condition asks anything (ALWAYS and an empty one ask nothing)."""
    return condition is not None and condition is not ALWAYS and condition != Condition()


def written_effects() -> dict[tuple[str, int], str]:
    """Every effect of every printed card whose text we wrote, with its kind: (number, index) → kind."""
    return {
        (card.number, index): effect.kind
        for card in load_card_database()
        if not card.number.startswith("TEST-")
        for index, effect in enumerate(card.effects)
    }


def written_conditions() -> dict[int, tuple[str, int, str]]:
    """Every condition of those effects, by object id: id → (number, effect index, where: `if`, `step N`, …)."""
    found = {}
    for card in load_card_database():
        if card.number.startswith("TEST-"):
            continue
        for index, effect in enumerate(card.effects):
            if _has_test(effect.condition):
                found[id(effect.condition)] = (card.number, index, "if")
            if _has_test(effect.adds_condition):
                found[id(effect.adds_condition)] = (card.number, index, "adds_condition")
            for number, step in enumerate(effect.steps):
                if _has_test(step.condition):
                    found[id(step.condition)] = (card.number, index, f"step {number + 1} if")
    return found


@cache
def suite_play() -> Play:
    """Play every scenario of the suite, under each edition it holds for, and record what the effects did."""
    play, effect_ids, forbids_ids, in_hand_ids = Play(), {}, {}, {}
    for card in load_card_database():
        for index, effect in enumerate(card.effects):
            effect_ids[id(effect)] = (card.number, index)
            if effect.deck_forbids is not None:
                forbids_ids[id(effect.deck_forbids)] = (card.number, index)
            if effect.to == "self_in_hand" and _has_test(effect.condition):  # applied in the hand, where its
                in_hand_ids[id(effect.condition)] = (card.number, index)  # condition holds (values.cost)
    condition_ids = written_conditions()
    met_before, start_before, active_before, done_before = (
        conditions.condition_met,
        resolve.start,
        permanent.active_permanents,
        resolve.previous_done,
    )
    copies_before, forbidden_before, that_is_before = decks._copies_allowed, decks._forbidden, resolve._that_is
    loss_before = game_end.loss_replacement

    def met(game, source, condition):
        outcome = met_before(game, source, condition)
        where = condition_ids.get(id(condition))
        if where is not None:
            play.outcomes[where].add(outcome)
        if outcome and id(condition) in in_hand_ids:
            play.effects.add(in_hand_ids[id(condition)])
        return outcome

    def done(game, frame, index, condition):  # "if you do" (4-10-1): the other half of a step's condition
        outcome = done_before(game, frame, index, condition)
        where = condition_ids.get(id(condition))
        if where is not None and condition.previous_done:
            play.outcomes[where].add(outcome)
        return outcome

    def start(game, source, effect, controller, rules):
        play.effects.add(effect_ids.get(id(effect), ("", -1)))
        return start_before(game, source, effect, controller, rules)

    def active(game, kind):
        found = active_before(game, kind)
        play.effects.update(effect_ids.get(id(effect), ("", -1)) for _, effect in found)
        return found

    def that_is(game, frame, index, condition):  # a step's "if that card is a [category]" (Arlong OP01-063)
        outcome = that_is_before(game, frame, index, condition)
        where = condition_ids.get(id(condition))
        if where is not None:
            play.outcomes[where].add(outcome)
        return outcome

    def copies_allowed(card):  # a deck-construction effect (5-1-2-4) is applied while a deck is checked
        play.effects.update(effect_ids.get(id(e), ("", -1)) for e in card.permanents if e.deck_limit is not None)
        return copies_before(card)

    def forbidden(card, forbids):
        play.effects.add(forbids_ids.get(id(forbids), ("", -1)))
        return forbidden_before(card, forbids)

    def loss(game, index):  # a replaced loss is applied in rule processing, not resolved as an effect (9-1-2)
        effect = loss_before(game, index)
        if effect is not None:
            play.effects.add(effect_ids.get(id(effect), ("", -1)))
        return effect

    with pytest.MonkeyPatch.context() as patched:
        for original, replacement in (
            (met_before, met),
            (start_before, start),
            (active_before, active),
            (copies_before, copies_allowed),
            (forbidden_before, forbidden),
            (that_is_before, that_is),
            (done_before, done),
            (loss_before, loss),
        ):
            swap(patched, original, replacement)
        for spec in load_scenarios(ROOT):
            for edition in (BASE_EDITION, CURRENT_EDITION):
                if spec.runs_under(edition):
                    run = new_run(ROOT / "scenarios", edition, spec.edition)
                    try:
                        for step in spec.steps:
                            run_step(run, step, spec.id)
                    except (Exception, pytest.skip.Exception):
                        pass  # a failing scenario is the suite's own tests' business; what it played counts
    return play


def gaps() -> list[str]:
    """What the suite never plays: effects never activated and conditions never seen both ways, one line each."""
    play, found = suite_play(), []
    for (number, index), kind in sorted(written_effects().items()):
        if (number, index) not in play.effects:
            found.append(f"{number} effect {index + 1} ({kind}): never played")
    for where in sorted(set(written_conditions().values())):
        seen = play.outcomes.get(where, set())
        if seen != {True, False}:
            number, index, part = where
            state = "never checked" if not seen else f"only ever {'met' if True in seen else 'unmet'}"
            found.append(f"{number} effect {index + 1} {part}: {state}")
    return found


def known_gaps() -> list[str]:
    """The gaps written down in tests/data/effect_play_gaps.yaml."""
    document = yaml.safe_load(GAPS_FILE.read_text(encoding="utf-8")) or {}
    return list(document.get("gaps") or [])


def _write_gaps(lines: list[str]) -> None:
    header = (
        "# Written card effects the shipped suite never plays (issue 24.5), from tests/effect_play.py: an effect\n"
        "# never activated, applied or offered, or a condition never seen both met and unmet. The list may only\n"
        "# shrink (tests/test_effect_play.py): fill a gap with a scenario that a wrong engine fails, then delete\n"
        "# its line. Regenerate with: python tests/effect_play.py --write-gaps\n"
    )
    GAPS_FILE.write_text(header + yaml.safe_dump({"gaps": lines}, allow_unicode=True, width=120), encoding="utf-8")


if __name__ == "__main__":
    current = gaps()
    print("\n".join(current))
    print(f"{len(current)} gaps")
    if "--write-gaps" in sys.argv:
        _write_gaps(current)
        print(f"written to {GAPS_FILE}")
