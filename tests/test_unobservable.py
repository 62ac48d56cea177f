"""features/UNOBSERVABLE.yaml: the reviewed list of clauses no scenario can observe (issue 11)."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from opcg_oracle.rules.rulebook import RuleBook

FEATURES = Path(__file__).resolve().parent.parent / "features"


def _listed() -> dict[str, str]:
    return yaml.safe_load((FEATURES / "UNOBSERVABLE.yaml").read_text(encoding="utf-8"))


def test_every_listed_clause_is_a_normative_rule_with_a_reason(book: RuleBook):
    for clause_id, reason in _listed().items():
        clause = book.get(clause_id)
        assert clause.id == clause_id and clause.normative and clause.kind == "rule", clause_id
        assert isinstance(reason, str) and reason.strip(), f"{clause_id} needs a one-line reason"


def test_the_list_holds_at_most_five_percent_of_the_normative_rules(book: RuleBook):
    normative = sum(1 for c in book if c.normative and c.kind == "rule")
    assert len(_listed()) <= 0.05 * normative


def test_a_listed_clause_has_no_scenario():
    # A clause a scenario exercises is observable after all: it must leave the list.
    tagged = {t for f in FEATURES.glob("*.feature") for t in re.findall(r"@rule:(\S+)", f.read_text(encoding="utf-8"))}
    assert not tagged & set(_listed())
