"""features/UNOBSERVABLE.yaml: the reviewed list of clauses no scenario can observe (issue 11)."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from opcg_oracle.rules.crosswalk import cites_in
from opcg_oracle.rules.rulebook import RuleBook, load_rulebook

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


# -- ver.1.2.0: features/UNOBSERVABLE-1.2.0.yaml, in ver.1.2.0's clause ids --------------------------------
def _listed_120() -> dict[str, str]:
    return yaml.safe_load((FEATURES / "UNOBSERVABLE-1.2.0.yaml").read_text(encoding="utf-8"))


def test_the_120_list_holds_normative_rules_of_120_with_reasons_and_at_most_five_percent():
    book = load_rulebook("1.2.0")
    for clause_id, reason in _listed_120().items():
        clause = book.get(clause_id)
        assert clause.id == clause_id and clause.normative and clause.kind == "rule", clause_id
        assert isinstance(reason, str) and reason.strip(), f"{clause_id} needs a one-line reason"
    normative = sum(1 for c in book if c.normative and c.kind == "rule")
    assert len(_listed_120()) <= 0.05 * normative


def test_a_clause_on_the_120_list_has_no_scenario_of_either_kind():
    # ver.1.2.0 is judged by its own scenarios (features/1.2.0, its ids) and by the untagged ones (1.1.6 ids,
    # mapped through the crosswalk): a clause either of them exercises is observable.
    tagged: set[str] = set()
    for feature in FEATURES.rglob("*.feature"):
        text = feature.read_text(encoding="utf-8")
        ids = set(re.findall(r"@rule:(\S+)", text))
        tagged |= ids if "@edition:1.2.0" in text else set(cites_in(sorted(ids), "1.2.0"))
    assert not tagged & set(_listed_120())


# -- features/NEEDS_CARD*.yaml: observable, but only with a card whose effect is not written yet (issue 26.6) --
def test_a_clause_that_needs_a_card_names_a_printed_card_we_have_not_written_and_is_not_unobservable():
    from opcg_oracle.cards.database import load_card_database
    from opcg_oracle.report.builder import needs_a_card, unobservable_clauses

    cards = load_card_database()
    for edition in ("1.1.6", "1.2.0"):
        book = load_rulebook(edition)
        name = "NEEDS_CARD.yaml" if edition == "1.1.6" else f"NEEDS_CARD-{edition}.yaml"
        assert (FEATURES / name).is_file(), f"no NEEDS_CARD list for {edition}"  # it may be empty: {}
        listed = needs_a_card(edition)
        for clause_id, entry in listed.items():
            clause = book.get(clause_id)
            assert clause.id == clause_id and clause.normative and clause.kind == "rule", clause_id
            assert entry["reason"].strip() and re.fullmatch(r"[A-Z]+[0-9]*-[0-9]{3}", entry["card"]), clause_id
            assert entry["card"] in cards, f"{entry['card']} is no printed card"
            assert not cards.in_card_files(entry["card"]), f"{entry['card']} is written: {clause_id} can be tested"
            assert clause_id not in unobservable_clauses(edition), f"{clause_id} is on both lists ({edition})"


def test_a_clause_that_needs_a_card_has_no_scenario():
    from opcg_oracle.report.builder import needs_a_card

    tagged: set[str] = set()
    for feature in FEATURES.rglob("*.feature"):
        tagged |= set(re.findall(r"@rule:(\S+)", feature.read_text(encoding="utf-8")))
    assert not tagged & (set(needs_a_card("1.1.6")) | set(needs_a_card("1.2.0")))
