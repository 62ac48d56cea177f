"""The packaged comprehensive-rules data is complete, consistent and matches its source."""

from __future__ import annotations

import re

from opcg_oracle.rules import convert
from opcg_oracle.rules.rulebook import RuleBook


def _source_ids(seed_text: str) -> list[str]:
    """Every clause id as it appears at the start of a line of the source body, in order."""
    body, _ = convert.split_body_and_changelog(seed_text)
    ids = []
    for line in body:
        match = re.match(r"^\s*(?:#+\s*|-\s+)?(\d+(?:-\d+)*)\.", line.strip())
        if match:
            ids.append(match.group(1))
    return ids


def test_edition_is_the_key(book: RuleBook):
    assert book.edition == "1.1.6"
    assert book.date == "2024-04-19"


def test_every_clause_of_the_source_appears_once_in_order(book: RuleBook, seed_text: str):
    source_ids = _source_ids(seed_text)
    # One line of 7-1 is broken so that its continuation starts with "1." (a cross-reference, not a clause).
    del source_ids[source_ids.index("7-1") + 1]
    assert [c.id for c in book] == source_ids
    assert len(set(source_ids)) == len(source_ids)


def test_committed_data_is_what_the_converter_builds(seed_text: str):
    document = convert.build(seed_text, convert.load_translations(convert.DEFAULT_TRANSLATIONS))
    assert convert.output_path().read_text(encoding="utf-8") == convert.render(document)


def test_parents_exist_and_precede_their_children(book: RuleBook):
    seen: set[str] = set()
    for clause in book:
        if clause.parent is not None:
            assert clause.parent in seen, clause.id
        seen.add(clause.id)
    assert [c.id for c in book.top_level()] == [str(n) for n in range(1, 12)]


def test_every_cross_reference_resolves_both_ways(book: RuleBook):
    for clause in book:
        for ref in clause.cites:
            assert ref in book, (clause.id, ref)
            assert clause.id in book.cited_by(ref)


def test_known_cross_references_are_parsed(book: RuleBook):
    assert book.get("1-2-2").cites == ("9",)  # "(9.ルール処理参照)": a chapter cited by name
    assert "6-5-3-1" in book.get("1-3-10-1").cites
    assert book.get("7-1").cites == ("6-5-6", "7-1-1", "7-1-4")  # one reference broken over two lines
    assert "4-6-2-1" in book.get("4-6-2-2").cites  # a reference without 参照
    assert "10-1-4-1" not in book.get("10-1-4-1").cites


def test_every_clause_has_an_english_translation(book: RuleBook):
    missing = [c.id for c in book if not c.en.strip()]
    assert missing == []


def _outside_brackets(text: str) -> str:
    """The text with every bracketed part removed, nested brackets included."""
    depth, kept = 0, []
    for char in re.sub(r'"[^"]*"', "", text):
        if char in "(（「『【《":
            depth += 1
        elif char in ")）」』】》":
            depth = max(0, depth - 1)
        elif depth == 0:
            kept.append(char)
    return "".join(kept)


def test_translations_do_not_leave_japanese_script_behind_except_quoted_terms(book: RuleBook):
    for clause in book:
        # Japanese may appear only inside brackets, where a clause is about the wording itself.
        assert not re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", _outside_brackets(clause.en)), clause.id


def test_headings_and_rules(book: RuleBook):
    assert book.get("7-1-4").kind == "heading"
    assert book.get("1-3-10").kind == "heading"
    assert book.get("7-1").kind == "rule"  # 7-1 states the attack rule itself
    assert book.get("7-1-4-1").kind == "rule"


def test_informative_clauses_are_those_without_game_meaning(book: RuleBook):
    informative = {c.id for c in book if not c.normative}
    assert {"2-12-1", "2-13-1", "2-15-1", "2-16-1", "2-17-1"} <= informative
    assert {"2-12", "2-13"} <= informative  # their headings, whose every child is informative
    assert "2-8-4-1" not in informative  # a rule *about* reminder text, which has game meaning
    assert all(c.id.startswith("2-1") for c in book if not c.normative)


def test_extraction_artefacts_are_repaired(book: RuleBook):
    text = "".join(c.ja for c in book)
    assert "トランシュ" not in text
    assert "メインエイズ" not in text
    assert "バトル以外のメインフェイズにイベントカードをプレイ" in book.get("10-2-3-1").ja
    assert book.get("2-2-4-1").ja.endswith("のカードを意味します。")  # split by a blank line in the source
    assert "\n「する」" in book.get("8-1-2").ja  # a real second paragraph stays one


def test_history_matches_the_changelog(book: RuleBook, seed_text: str):
    _, changelog_lines = convert.split_body_and_changelog(seed_text)
    stated = [line for line in changelog_lines if "しました" in line]
    assert len(book.changelog) == len(stated)
    for entry in book.changelog:
        if entry["id"] in book:
            history = book.get(entry["id"]).history
            expected = {"date": entry["date"], "change": entry["change"]}
            if entry.get("former"):
                expected["former"] = True
            assert expected in history
    assert book.get("10-2-17").history == ({"date": "2023-12-15", "change": "added"},)
    assert {"date": "2023-12-15", "change": "deleted", "former": True} in book.get("1-2-3").history
    assert [h["date"] for h in book.get("8-6-3").history] == ["2024-04-10"]


def test_changelog_ids_missing_from_the_text_are_only_the_renumbered_ones(book: RuleBook):
    # 5-1-3 was modified in 2022 and no longer exists in ver.1.1.6.
    assert {e["id"] for e in book.changelog if e["id"] not in book} == {"5-1-3"}
