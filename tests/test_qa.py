"""The official Q&A file (opcg_oracle/rules/data/qa.yaml): every entry covered by a scenario or given a reason."""

from __future__ import annotations

from pathlib import Path

import yaml

from opcg_oracle.judge.scenarios import scenarios_by_qa_entry
from opcg_oracle.rules.qa import ENTRY_ID, load_qa, qa_problems, qa_summary, render_entries

ROOT = Path(__file__).resolve().parents[1]


def test_every_entry_is_covered_or_says_why_and_every_qa_tag_names_an_entry() -> None:
    """Issue 26.2: a ruling is a passing scenario, or is listed with the reason it cannot be one."""
    assert qa_problems(scenarios_by_qa_entry(ROOT)) == []


def test_entry_ids_are_well_formed_and_sources_named() -> None:
    """rules-<n> for the general rules, <card number>-<n> for a card; n counts from 1 without gaps."""
    entries = load_qa()
    assert entries
    named_sources = yaml.safe_load((ROOT / "opcg_oracle" / "rules" / "data" / "qa.yaml").read_text())["sources"]
    by_card: dict[str, list[int]] = {}
    for entry in entries.values():
        assert ENTRY_ID.match(entry.id), entry.id
        assert entry.source in named_sources, entry.id
        assert (entry.source == "qa_rules.md") == entry.id.startswith("rules-"), entry.id
        by_card.setdefault(entry.card or "rules", []).append(int(entry.id.rsplit("-", 1)[1]))
    for card, numbers in by_card.items():
        assert sorted(numbers) == list(range(1, len(numbers) + 1)), card


def test_a_tag_naming_no_entry_is_reported(tmp_path: Path) -> None:
    """A @qa: tag with a typo in a feature is named, not silently ignored."""
    features = tmp_path / "features"
    features.mkdir()
    (features / "x.feature").write_text(
        'Feature: X\n  @rule:7-1 @qa:rules-999\n  Scenario: S\n    Given the board "a.yaml"\n', encoding="utf-8"
    )
    problems = qa_problems(scenarios_by_qa_entry(tmp_path))
    assert any("@qa:rules-999 on x.feature::S names no entry" in p for p in problems)
    assert any("rules-2: no scenario carries @qa:rules-2" in p for p in problems)


def test_summary_counts_passed_and_failed_entries() -> None:
    """The rules report counts an entry passed only when all its scenarios passed."""
    scenarios = {"rules-2": ["a::x"], "rules-3": ["a::y", "a::z"]}
    counts = qa_summary({"a::x": "passed", "a::y": "passed", "a::z": "failed"}, scenarios)
    assert counts["passed"] == 1 and counts["failed"] == 1
    assert counts["entries"] == len(load_qa())


def test_rendering_shows_restatement_and_scenario() -> None:
    """`opcg-oracle rule` / `cards` print the id, our restatement and the scenario or the reason."""
    entries = load_qa()
    text = render_entries([entries["rules-2"], entries["rules-1"]], scenarios_by_qa_entry(ROOT))
    assert "rules-2:" in text and "scenario: 5_game_setup.feature::" in text
    assert "cannot: unobservable" in text


def test_rule_command_lists_the_rulings_of_a_clause(capsys, monkeypatch) -> None:
    """`opcg-oracle rule 10-2-17-1` shows the Q&A entry about [On K.O.] with its scenario."""
    from opcg_oracle.cli import main

    monkeypatch.chdir(ROOT)
    assert main(["rule", "10-2-17-1"]) == 0
    out = capsys.readouterr().out
    assert "Official Q&A" in out and "rules-24:" in out and "scenario: qa_rules.feature::" in out


def test_cards_command_lists_the_rulings_of_a_card(capsys, monkeypatch) -> None:
    """`opcg-oracle cards ST02-010` shows Basil Hawkins's Q&A entries, each with its scenario."""
    from opcg_oracle.cli import main

    monkeypatch.chdir(ROOT)
    assert main(["cards", "ST02-010"]) == 0
    out = capsys.readouterr().out
    assert all(f"ST02-010-{n}:" in out for n in range(1, 6))


def test_report_counts_entries_by_the_results_of_their_scenarios() -> None:
    """results.json's summary.qa: an entry whose scenario failed is counted failed, not passed."""
    from opcg_oracle.report.builder import _qa_counts

    counts = _qa_counts(
        [{"id": "a::x", "status": "passed", "qa": ["rules-24"]}, {"id": "a::y", "status": "failed", "qa": ["rules-27"]}]
    )
    assert (counts["passed"], counts["failed"]) == (1, 1)
    assert counts["cannot"] == sum(1 for e in load_qa().values() if e.cannot)
