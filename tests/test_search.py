"""Search finds what people type (issue 22.3): everyday words, English and Japanese, ranked by clause."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from opcg_oracle.rules.rulebook import load_rulebook
from opcg_oracle.rules.search import query_terms, thesaurus

QUESTIONS = yaml.safe_load((Path(__file__).parent / "data" / "search_questions.yaml").read_text(encoding="utf-8"))


def test_nine_in_ten_everyday_questions_find_their_clause_in_the_top_five():
    book = load_rulebook("1.1.6")
    missed = []
    for question in QUESTIONS:
        top = [hit.clause.id for hit in book.search(question["q"], limit=5)]
        if not set(top) & set(question["want"]):
            missed.append(f"{question['q']!r}: wanted {question['want']}, got {top}")
    assert len(QUESTIONS) >= 40
    assert len(missed) <= len(QUESTIONS) // 10, "\n".join(missed)


def test_every_expected_clause_exists():
    book = load_rulebook("1.1.6")
    for question in QUESTIONS:
        for clause_id in question["want"]:
            assert clause_id in book, (question["q"], clause_id)


def test_a_heading_named_by_the_query_comes_first():
    assert load_rulebook("1.1.6").search("counter step", limit=1)[0].clause.id == "7-1-3"


def test_thesaurus_words_weigh_less_than_typed_words():
    terms = query_terms("mulligan")
    assert {t.weight for t in terms if t.text == "mulligan"} == {1.0}
    assert all(t.weight < 1.0 for t in terms if t.text != "mulligan")


def test_the_thesaurus_only_names_words_the_rules_use():
    # an expansion to a word no clause holds would find nothing: every expansion must occur in some text
    book = load_rulebook("1.1.6")
    english = " ".join(c.en for c in book).lower()
    japanese = "".join(c.ja for c in book)
    for phrase, words in thesaurus().items():
        for word in words:
            assert (word.lower() in english) if word.isascii() else (word in japanese), (phrase, word)


@pytest.mark.parametrize("query", ["ダブルアタック", "blocker", "7-1-4"])
def test_plain_searches_still_find_their_clause(query):
    assert load_rulebook("1.1.6").search(query, limit=5)


def test_the_current_edition_is_searchable_too():
    # ver.1.2.0 has no Japanese text: English words and the thesaurus still find its clauses
    ids = [hit.clause.id for hit in load_rulebook("1.2.0").search("unblockable", limit=3)]
    assert "10-1-7-1" in ids
