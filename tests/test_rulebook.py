"""Lookup, outline, forgiving ids and search of the RuleBook."""

from __future__ import annotations

import pytest

from opcg_oracle.rules.rulebook import RuleBook, UnknownClauseError, normalize_id


@pytest.mark.parametrize("typed", ["7-1-4-1", "7-1-4-1.", "7.1.4.1", " 7-1-4-1 ", "７－１－４－１", "7 - 1 - 4 - 1"])
def test_forgiving_ids(typed: str):
    assert normalize_id(typed) == "7-1-4-1"


@pytest.mark.parametrize("typed", ["", "abc", "7--1", "-7", "7-a"])
def test_not_an_id(typed: str):
    assert normalize_id(typed) is None


def test_unknown_id_names_the_nearest(book: RuleBook):
    with pytest.raises(UnknownClauseError) as caught:
        book.get("99-9")
    assert caught.value.suggestions
    assert all(s in book for s in caught.value.suggestions)
    with pytest.raises(UnknownClauseError) as caught:
        book.get("7-1-4-9")
    assert caught.value.suggestions[0] == "7-1-4"  # the deepest existing ancestor comes first


def test_outline(book: RuleBook):
    assert [c.id for c in book.children("7-1-4-1-1")] == ["7-1-4-1-1-1", "7-1-4-1-1-2", "7-1-4-1-1-3"]
    assert [c.id for c in book.ancestors("7-1-4-1")] == ["7", "7-1", "7-1-4"]
    assert [c.id for c in book.descendants("9")] == ["9-1", "9-1-1", "9-1-2", "9-2", "9-2-1", "9-2-1-1", "9-2-1-2"]


@pytest.mark.parametrize("query", ["blocker", "Blocker", "blockers", "ブロッカー"])
def test_search_finds_the_blocker_rule(book: RuleBook, query: str):
    ids = [hit.clause.id for hit in book.search(query, limit=5)]
    assert "10-1-4-1" in ids


@pytest.mark.parametrize(
    ("query", "expected"),
    [("double attack", "10-1-2-1"), ("ダブルアタック", "10-1-2-1"), ("concede", "1-2-3"), ("infinite loop", "11-1-1")],
)
def test_search_ranks_the_defining_clause_high(book: RuleBook, query: str, expected: str):
    assert expected in [hit.clause.id for hit in book.search(query, limit=5)]


def test_search_without_match(book: RuleBook):
    assert book.search("xyzzy") == []
