"""`opcg-oracle rule`: output and errors as users see them."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from opcg_oracle.cli import main


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_json_has_the_documented_fields(capsys):
    code, out, _ = run(capsys, "rule", "7-1-4-1", "--json", "--edition", "1.1.6")
    assert code == 0
    record = json.loads(out)
    for field in ("id", "edition", "ja", "en", "parent", "children", "cites", "cited_by", "history", "examples"):
        assert field in record
    assert record["id"] == "7-1-4-1" and record["edition"] == "1.1.6"
    assert record["ja"].startswith("アタックしているカードとアタックされているカードのパワーを比べます")
    assert "power" in record["en"].lower()
    assert record["parent"] == "7-1-4"
    assert record["children"] == ["7-1-4-1-1", "7-1-4-1-2"]


def test_text_shows_breadcrumb_text_and_references(capsys):
    code, out, _ = run(capsys, "rule", "7.1.4.1.", "--edition", "1.1.6")
    assert code == 0
    assert out.splitlines()[0].startswith("Comprehensive Rules ver.1.1.6 › 7 ")
    assert "ja  アタックしているカード" in out
    assert "Children:" in out and "7-1-4-1-2" in out


def test_examples_list_the_scenarios_tagged_with_the_clause(capsys, monkeypatch):
    monkeypatch.chdir(Path(__file__).resolve().parents[1])
    code, out, _ = run(capsys, "rule", "7-1-4-1", "--json")
    examples = json.loads(out)["examples"]
    assert code == 0 and examples
    assert all(e["feature"].endswith(".feature") and e["name"] and e["status"] for e in examples)


def test_outside_a_suite_the_examples_come_from_the_shipped_suite(capsys, monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)  # no features/ here: the suite inside the package still has examples
    _, out, _ = run(capsys, "rule", "7-1-4-1")
    assert "[not run] 7-1_attacks_and_battles.feature: " in out


def test_outside_a_suite_the_shipped_examples_show_the_report_written_here(capsys, monkeypatch, tmp_path):
    """`verify` from an empty folder writes reports/ there: `rule` run there shows those results, not 'not run'."""
    name = "A leader attacking a leader of equal power deals 1 damage"
    _write_one_result(tmp_path, "7-1_attacks_and_battles.feature", name, "7-1-4-1")
    monkeypatch.chdir(tmp_path)
    _, out, _ = run(capsys, "rule", "7-1-4-1")
    assert f"[passed] 7-1_attacks_and_battles.feature: {name}" in out


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_lang_shows_one_language(capsys, lang: str):
    _, out, _ = run(capsys, "rule", "1-2-3", "--lang", lang, "--edition", "1.1.6")  # 1.2.0 has no Japanese text
    has_ja = "投了" in out
    assert has_ja == (lang == "ja")


def test_unknown_id_exits_2_with_suggestions(capsys):
    code, out, err = run(capsys, "rule", "99-9")
    assert code == 2
    assert out == ""
    assert "99-9" in err and "Nearest:" in err


def test_not_an_id_suggests_search(capsys):
    code, _, err = run(capsys, "rule", "blocker")
    assert code == 2
    assert "--search" in err


def test_search_lists_the_blocker_rule(capsys):
    code, out, _ = run(capsys, "rule", "--search", "blocker")
    assert code == 0
    assert "10-1-4-1" in out.split("\n", 5)[-1] or "10-1-4-1" in out


def test_tree_outline(capsys):
    code, out, _ = run(capsys, "rule", "--tree", "9")
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "Comprehensive Rules ver.1.2.0"
    assert lines[1].startswith("9 ")
    assert lines[2].startswith("  9-1 ")
    assert lines[3].startswith("    9-1-1 ")


@pytest.mark.parametrize(("edition", "clauses"), [("1.1.6", 452), ("1.2.0", 490)])
def test_whole_tree(capsys, edition: str, clauses: int):
    code, out, _ = run(capsys, "rule", "--tree", "--edition", edition)
    assert code == 0
    assert out.splitlines()[0] == f"Comprehensive Rules ver.{edition}"
    assert len(out.splitlines()) == 1 + clauses


def test_no_arguments_is_a_usage_error(capsys):
    code, _, err = run(capsys, "rule")
    assert code == 2 and "clause id" in err


def test_module_entry_point_runs():
    result = subprocess.run([sys.executable, "-m", "opcg_oracle", "rule", "10-1-4-1", "--json"], capture_output=True)
    assert result.returncode == 0
    assert json.loads(result.stdout)["id"] == "10-1-4-1"


def test_rule_shows_a_partial_clause_with_its_counts_from_the_last_report(capsys, monkeypatch, tmp_path):
    """Honest coverage (issue 11): one passing child of 7-1-2 does not make 7-1-2 passed."""
    _write_one_result(tmp_path, "x.feature", "a", "7-1-2-1")
    monkeypatch.chdir(tmp_path)
    _, out, _ = run(capsys, "rule", "7-1-2")
    assert "Result (last report): partial (1 passed, 1 tested of 3 rules below)" in out
    _, out, _ = run(capsys, "rule", "7-1-2", "--json")
    assert json.loads(out)["result"] == {
        "status": "partial",
        "scenarios": 0,
        "below": {"rules": 3, "tested": 1, "passed": 1},
    }
    _, out, _ = run(capsys, "rule", "2-3-2")  # on the reviewed list of clauses no scenario can observe
    assert "Result (last report): untested; unobservable: where the color is printed" in out


def test_heading_lists_the_examples_of_its_children_with_their_explain_command(capsys, monkeypatch):
    """rule 7-1-4 (a heading) shows its sub-clauses' examples, each naming the command that explains it."""
    monkeypatch.chdir(Path(__file__).resolve().parent.parent)
    assert main(["rule", "7-1-4", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "(for 7-1-4-1-1-2)" in out
    assert 'opcg-oracle explain "10-1_keyword_effects.feature::Double Attack deals 2 damage to the Leader"' in out


def test_full_prints_a_whole_section_untruncated(capsys):
    """rule 5-2-1 --full: every clause of the setup order with its whole text, in document order."""
    assert main(["rule", "5-2-1", "--full", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    ids = [line.strip() for line in out.splitlines() if line.strip().startswith("5-2-1")]
    assert ids[:4] == ["5-2-1", "5-2-1-1", "5-2-1-2", "5-2-1-3"] and "5-2-1-6-1" in ids
    assert "thoroughly shuffles their own deck" in out


# -- editions (issue 23.4): no --edition means the current one, and every output names the one used --------


def test_no_edition_gives_the_current_one_and_says_so(capsys):
    code, out, _ = run(capsys, "rule", "7-1-3-3")
    assert code == 0 and out.startswith("Comprehensive Rules ver.1.2.0 › 7 ")
    assert json.loads(run(capsys, "rule", "7-1-3-3", "--json")[1])["edition"] == "1.2.0"


def test_search_names_its_edition(capsys):
    _, out, _ = run(capsys, "rule", "--search", "blocker")
    assert out.startswith("Comprehensive Rules ver.1.2.0: clauses matching 'blocker'")
    _, out, _ = run(capsys, "rule", "--search", "blocker", "--json", "--edition", "1.1.6")
    assert {hit["edition"] for hit in json.loads(out)} == {"1.1.6"}


def test_an_id_only_in_the_older_edition_is_shown_there_after_where_it_went(capsys):
    """7-1-3-2-3 (1.1.6) is 7-1-3-3 in 1.2.0: with no --edition, the 1.1.6 clause is shown, saying so."""
    code, out, err = run(capsys, "rule", "7-1-3-2-3")
    assert code == 0
    assert err == (
        "opcg-oracle: no clause '7-1-3-2-3' in ver.1.2.0: it is a clause of ver.1.1.6 (its rule is 7-1-3-3 in "
        "ver.1.2.0); shown as in ver.1.1.6 (--edition 1.1.6)\n"
    )
    assert out.startswith("Comprehensive Rules ver.1.1.6 › 7 ") and "\n7-1-3-2-3\n" in out
    assert "In ver.1.2.0: the same rule, numbered 7-1-3-3" in out


def test_an_id_not_in_the_edition_named_is_one_line_with_its_counterpart(capsys):
    code, out, err = run(capsys, "rule", "1-3-6-2", "--edition", "1.1.6")  # new in 1.2.0
    assert code == 2 and out == "" and err.count("\n") == 1
    assert "no clause '1-3-6-2' in ver.1.1.6: it is a clause of ver.1.2.0 (new in ver.1.2.0" in err
    assert "use --edition 1.2.0" in err


def test_an_id_in_neither_edition_names_the_nearest(capsys):
    code, _, err = run(capsys, "rule", "7-1-3-9", "--edition", "1.1.6")
    assert code == 2 and "ver.1.1.6. Nearest: 7-1-3" in err


def test_examples_are_the_editions_own(capsys, monkeypatch):
    """1-3-6-2 is new in 1.2.0: its 1.2.0-tagged examples show; an untagged scenario is listed under the 1.2.0
    number of its clause, with the explain command that replays it by that edition."""
    monkeypatch.chdir(Path(__file__).resolve().parents[1])
    examples = json.loads(run(capsys, "rule", "1-3-6-2", "--json")[1])["examples"]
    assert examples and all(e["feature"].startswith("1.2.0/") for e in examples)
    examples = json.loads(run(capsys, "rule", "7-1-3-3", "--json")[1])["examples"]
    assert examples and all(e["explain"].endswith(" --edition 1.2.0") for e in examples)
    old = json.loads(run(capsys, "rule", "7-1-3-2-3", "--json", "--edition", "1.1.6")[1])["examples"]
    assert [e["id"] for e in old] == [e["id"] for e in examples]
    assert not any(e["explain"].endswith("--edition 1.1.6") for e in old)


def test_a_report_of_the_other_edition_is_not_shown_as_this_ones(capsys, monkeypatch, tmp_path):
    name = "A leader attacking a leader of equal power deals 1 damage"
    _write_one_result(tmp_path, "7-1_attacks_and_battles.feature", name, "7-1-4-1", edition="1.1.6")
    monkeypatch.chdir(tmp_path)
    assert f"[not run] 7-1_attacks_and_battles.feature: {name}" in run(capsys, "rule", "7-1-4-1")[1]
    _, out, _ = run(capsys, "rule", "7-1-4-1", "--edition", "1.1.6")
    assert f"[passed] 7-1_attacks_and_battles.feature: {name}" in out


def _write_one_result(folder: Path, feature: str, name: str, clause: str, edition: str = "1.2.0") -> None:
    """A report in folder/reports/ of one passed scenario of the clause, as verify writes it."""
    from opcg_oracle.report.builder import write_report

    result = {
        "id": f"{feature}::{name}",
        "feature": feature,
        "name": name,
        "line": 1,
        "rules": [clause],
        "status": "passed",
        "message": "",
        "steps": [],
    }
    write_report([result], folder / "reports", "reference", edition=edition)


def test_a_japanese_search_finds_current_clauses_through_the_japanese_of_1_1_6(capsys):
    """ver.1.2.0 has no Japanese text: ダブルアタック finds 10-1-2-1 through 1.1.6's text, by 1.2.0's numbers."""
    code, out, err = run(capsys, "rule", "--search", "ダブルアタック")
    assert code == 0 and out.startswith("Comprehensive Rules ver.1.2.0") and "10-1-2-1" in out
    assert "nothing matches in ver.1.2.0; these are the clauses ver.1.1.6 finds" in err
