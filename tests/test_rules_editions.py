"""Rules data keyed by edition: ver.1.2.0 beside ver.1.1.6, and the crosswalk between them (issue 23.1)."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest
from suite_helpers import FEATURE, make_suite, verify

from opcg_oracle.cli import main
from opcg_oracle.rules import convert_edition
from opcg_oracle.rules.crosswalk import STATUSES, load_crosswalk
from opcg_oracle.rules.rulebook import editions, load_rulebook

OLD, NEW = "1.1.6", "1.2.0"


@pytest.fixture(scope="module")
def new_book():
    return load_rulebook(NEW)


@pytest.fixture(scope="module")
def walk():
    return load_crosswalk(OLD, NEW)


def test_both_editions_are_packaged():
    assert editions() == [OLD, NEW]


def test_committed_data_is_what_the_converter_builds():
    # the ver.1.2.0 data and the crosswalk are rebuilt from our own-words sources in rules-src/1.2.0/en
    assert convert_edition.main(["--check"]) == 0


def test_the_edition_has_its_own_clause_count_and_outline(new_book):
    # 490 clauses in ver.1.2.0 (the issue's count), chapters 1-11, every parent before its children
    assert len(new_book) == 490
    assert [c.id for c in new_book.top_level()] == [str(n) for n in range(1, 12)]
    seen = set()
    for clause in new_book:
        assert clause.parent is None or clause.parent in seen, clause.id
        seen.add(clause.id)


def test_no_japanese_text_is_claimed_and_the_data_says_why(new_book):
    assert all(c.ja == "" for c in new_book)
    assert "no Japanese text" in new_book.ja_missing


def test_every_clause_of_either_edition_is_in_the_crosswalk(walk, new_book):
    old_book = load_rulebook(OLD)
    for book in (old_book, new_book):
        for clause in book:
            entry = walk.counterpart(book.edition, clause.id)
            assert entry is not None and entry.status in STATUSES, (book.edition, clause.id)
            for other in entry.other_ids:  # every counterpart exists on the other side
                assert other in (new_book if book is old_book else old_book), (clause.id, other)


def test_known_moves_of_the_issue(walk):
    # 1.1.6's 1-3-7 (power can be negative) is 1.2.0's 1-3-6-1; 7-1-3-2-3 became 7-1-3-3
    assert "1-3-6-1" in walk.map_id("1-3-7", OLD)
    assert walk.map_id("7-1-3-2-3", OLD) == ["7-1-3-3"]
    assert walk.counterpart(NEW, "7-1-3-3").other_ids == ("7-1-3-2-3",)


def test_new_keywords_and_terms_are_new(walk):
    for clause_id in ("10-1-6", "10-1-7", "4-11", "4-12"):
        assert walk.counterpart(NEW, clause_id).status == "new", clause_id


def test_rules_that_changed_say_what_changed(walk):
    # 10-1-5-3 (a [Trigger] card is in no area while it resolves) is a clause 1.1.6 did not have; 6-6-1-1 and
    # 8-1-3-4-3 (once replaced, replaced again) are 1.1.6 rules that now say otherwise; every change has a note
    assert walk.counterpart(NEW, "10-1-5-3").status == "new"
    assert walk.counterpart(NEW, "6-6-1-1").status == walk.counterpart(OLD, "8-1-3-5-3").status == "changed"
    for entry in walk.entries(NEW, ("changed",)):
        assert entry.note.strip(), entry.id


def test_the_issue_counts_of_new_and_gone_ids_hold_by_id(new_book):
    # compared by id alone (not by meaning): 50 ids only in 1.2.0, 12 only in 1.1.6
    old_ids = {c.id for c in load_rulebook(OLD)}
    new_ids = {c.id for c in new_book}
    assert (len(new_ids - old_ids), len(old_ids - new_ids)) == (50, 12)


def test_cross_references_resolve_in_the_edition(new_book):
    for clause in new_book:
        for ref in clause.cites:
            assert ref in new_book, (clause.id, ref)


def test_english_is_our_own_not_the_official_sentences(new_book):
    # spot check: the official 10-1-7-1 sentence begins like this; ours must not
    assert not new_book.get("10-1-7-1").en.startswith("[Unblockable] is a keyword effect that prevents")


def test_rule_shows_a_new_clause_with_its_old_counterpart(capsys):
    assert main(["rule", "--edition", NEW, "7-1-3-3"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0].startswith("Comprehensive Rules ver.1.2.0")
    assert "In ver.1.1.6: the same rule, numbered 7-1-3-2-3" in out


def test_rule_says_where_an_old_clause_went(capsys):
    assert main(["rule", "7-1-3-2-3"]) == 0
    assert "In ver.1.2.0: the same rule, numbered 7-1-3-3" in capsys.readouterr().out


def test_an_id_of_the_other_edition_names_where_its_rule_is(capsys):
    # 7-1-3-2-3 is no clause of 1.2.0: the error says it is 1.1.6's and where its rule went
    assert main(["rule", "--edition", NEW, "7-1-3-2-3"]) == 2
    error = capsys.readouterr().err.strip()
    assert error.count("\n") == 0
    assert re.search(r"clause of ver\.1\.1\.6 .*7-1-3-3 in ver\.1\.2\.0.*--edition 1\.1\.6", error), error


def test_rule_json_carries_the_crosswalk(capsys):
    import json

    assert main(["rule", "--edition", NEW, "10-1-7", "--json"]) == 0
    record = json.loads(capsys.readouterr().out)
    assert record["edition"] == NEW and record["crosswalk"]["status"] == "new"


def test_an_unknown_edition_is_one_line(capsys):
    assert main(["rule", "--edition", "9.9.9", "1-1-1"]) == 2
    assert "we have: 1.1.6, 1.2.0" in capsys.readouterr().err


# -- verify judges an edition (issue 23.4) ------------------------------------------------------------------
HOSTILE = Path(__file__).resolve().parent / "hostile_engines" / "hostile.py"


def test_the_reference_engine_is_judged_by_both_editions(tmp_path):
    # the README's main job: the current edition's report in reports/, ver.1.1.6's in reports/1.1.6/
    suite = make_suite(tmp_path)
    result = verify(suite)
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
    assert "comprehensive rules ver.1.2.0" in result.stdout and "comprehensive rules ver.1.1.6" in result.stdout
    current = json.loads((suite / "reports" / "results.json").read_text())
    older = json.loads((suite / "reports" / "1.1.6" / "results.json").read_text())
    assert (current["rules_edition"], older["rules_edition"]) == ("1.2.0", "1.1.6")
    # 7-1-2-1 has the same number in both editions; the 1.2.0 report keys it by 1.2.0's own id list
    assert current["clauses"]["7-1-2-1"]["status"] == older["clauses"]["7-1-2-1"]["status"] == "passed"
    assert "10-1-7" in current["clauses"] and "10-1-7" not in older["clauses"]


def test_an_engine_is_judged_by_the_edition_it_declares(tmp_path):
    suite = make_suite(tmp_path)
    result = verify(suite, "--engine", f"cmd:{sys.executable} {HOSTILE} edition=1.1.6")
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
    assert json.loads((suite / "reports" / "results.json").read_text())["rules_edition"] == "1.1.6"
    assert not (suite / "reports" / "1.2.0").exists()


def test_an_engine_declaring_an_edition_we_lack_is_one_line_before_anything_runs(tmp_path):
    suite = make_suite(tmp_path)
    result = verify(suite, "--engine", f"cmd:{sys.executable} {HOSTILE} edition=0.9.0")
    assert result.returncode == 2
    error = result.stderr.strip()
    assert error.count("\n") == 0 and "declares edition 0.9.0" in error and "--edition" in error, error
    assert not (suite / "reports").exists()


def test_an_unknown_edition_for_verify_is_one_line(tmp_path):
    result = verify(make_suite(tmp_path), "--edition", "1.3")
    assert result.returncode == 2 and "we have: 1.1.6, 1.2.0" in result.stderr


def test_a_renumbered_clause_is_reported_under_its_new_number(tmp_path):
    # an untagged scenario names ver.1.1.6's 7-1-3-2-3; judged by ver.1.2.0 it counts for 7-1-3-3
    feature = FEATURE.replace("@rule:7-1-2-1", "@rule:7-1-3-2-3")
    suite = make_suite(tmp_path, feature)
    result = verify(suite, "--edition", "1.2.0")
    assert result.returncode == 0, result.stdout[-2000:]
    document = json.loads((suite / "reports" / "results.json").read_text())
    assert document["scenarios"][0]["rules"] == ["7-1-3-3"]
    assert document["clauses"]["7-1-3-3"]["scenarios"] == [document["scenarios"][0]["id"]]


def test_a_scenario_of_one_edition_runs_only_under_it(tmp_path):
    # @edition:1.2.0 names 1.2.0's ids and is left out of a 1.1.6 run (not counted as skipped)
    feature = FEATURE.replace("@rule:7-1-2-1", "@edition:1.2.0 @rule:10-1-7-1")
    suite = make_suite(tmp_path, feature)
    assert verify(suite, "--edition", "1.2.0").returncode == 0
    assert json.loads((suite / "reports" / "results.json").read_text())["clauses"]["10-1-7-1"]["scenarios"]
    result = verify(suite, "--edition", "1.1.6")
    assert result.returncode == 2 and "no scenario" in result.stderr  # the only scenario is 1.2.0's


def test_an_edition_tag_names_an_edition_we_have_and_its_ids(tmp_path):
    feature = FEATURE.replace("@rule:7-1-2-1", "@edition:1.1.6 @rule:10-1-7-1")
    result = verify(make_suite(tmp_path, feature), "--edition", "1.1.6")
    assert result.returncode == 2 and "unknown clause '10-1-7-1' of ver.1.1.6" in result.stdout
