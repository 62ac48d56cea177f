"""List, scenario by scenario, the cards whose text the suite relies on, and count the scenarios that rely on none.

The reference engine records which cards' text a scenario relies on while it plays it (`judge.scenarios.reliance`: an
effect activated, offered or applied, a printed keyword that mattered, an Event tried ...); every other card
is sent to an engine declaring `stand_ins` as a stand-in. A scenario that relies on no card text at all runs on
an engine without any card; one relying on printed keywords alone runs on an engine that knows the keywords.

    .venv/bin/python tools/text_reliance.py                        # every scenario, both editions, and the totals
    .venv/bin/python tools/text_reliance.py --edition 1.1.6 --feature 7-1_attacks_and_battles.feature
    .venv/bin/python tools/text_reliance.py --suspects             # only scenarios not about card text that
                                                                   # rely on a card's text anyway
    .venv/bin/python tools/text_reliance.py --card OP01-019        # only scenarios relying on this card
    .venv/bin/python tools/text_reliance.py --totals               # only the totals

A scenario is "about card text" when one of its clauses is in chapter 8 (card effects), 10-2 (keywords such as
[On Play]), 2-8 (card text) or 3-1-6 / 5-1-2-3 (texts that change areas or deck rules), or it is tagged @qa (it
shows a card's ruling): those are expected to rely on text and are never suspects. Keyword effects (10-1) need
printed keywords alone: a scenario of 10-1 relying on more is a suspect.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from opcg_oracle.cards.database import load_suite_cards  # noqa: E402
from opcg_oracle.judge.scenarios import ScenarioSpec, load_scenarios  # noqa: E402
from opcg_oracle.judge.scenarios import reliance as played_reliance  # noqa: E402
from opcg_oracle.rules.crosswalk import BASE_EDITION, CURRENT_EDITION  # noqa: E402

EDITIONS = (BASE_EDITION, CURRENT_EDITION)
# Clauses about card text: card effects (8), keywords such as [On Play] (10-2), card text (2-8), texts that
# change areas or deck rules. Keyword effects (10-1: [Blocker], [Rush] ...) rely on printed keywords alone.
TEXT_CLAUSES = ("8", "10-2", "2-8", "3-1-6", "5-1-2-3")
TEXT_TAGS = ("qa",)


def card_names() -> dict[str, str]:
    """Card number → its name: the printed cards (printed.json), then the packaged and the suite's own cards."""
    printed = json.loads((ROOT / "opcg_oracle" / "cards" / "data" / "printed.json").read_text(encoding="utf-8"))
    names = {card["number"]: card["name"] for card in printed["cards"]}
    names.update({card.number: card.name for card in load_suite_cards(ROOT)})
    return names


def about_card_text(spec: ScenarioSpec) -> bool:
    """Whether the scenario's point is a card's text: a clause on effects or keywords, or a card's ruling."""
    for rule in spec.rules:
        if any(rule == c or rule.startswith(c + "-") for c in TEXT_CLAUSES):
            return True
    return any(tag.split(":")[0] in TEXT_TAGS for tag in spec.tags)


def reliance(spec: ScenarioSpec, edition: str) -> dict[str, str] | None:
    """Card number → "text" or "keywords": what the scenario relies on under edition (None: it does not pass)."""
    found = played_reliance(list(spec.steps), ROOT / "scenarios", edition, spec.edition, spec.id)
    return None if found is None else dict(found.cards)


def totals(results: list[tuple[ScenarioSpec, str, dict[str, str] | None]]) -> dict[str, int]:
    """How many scenario runs (both editions counted apart) rely on no text, or on no text beyond keywords."""
    count: Counter[str] = Counter()
    for _, _, used in results:
        count["runs"] += 1
        if used is None:
            count["not passing"] += 1
            continue
        if not used:
            count["no text"] += 1
        if all(kind == "keywords" for kind in used.values()):
            count["keywords at most"] += 1
    return dict(count)


def main(argv: list[str] | None = None) -> int:
    """Print the cards each scenario relies on, and the totals."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edition", choices=EDITIONS, action="append", help="an edition (default: both)")
    parser.add_argument("--feature", action="append", help="a feature file (its path under features/), repeatable")
    parser.add_argument("--card", help="only scenarios relying on this card number")
    parser.add_argument("--suspects", action="store_true", help="only scenarios not about card text relying on it")
    parser.add_argument("--totals", action="store_true", help="print only the totals")
    parser.add_argument("--json", type=Path, help="also write every result to this file")
    args = parser.parse_args(argv)

    names = card_names()
    specs = [s for s in load_scenarios(ROOT) if not args.feature or s.feature in args.feature]
    results = []
    for edition in args.edition or EDITIONS:
        for spec in specs:
            if spec.runs_under(edition):
                results.append((spec, edition, reliance(spec, edition)))

    for spec, edition, used in results if not args.totals else ():
        if args.card and (not used or args.card not in used):
            continue
        texts = {n: k for n, k in (used or {}).items() if k == "text"}
        if args.suspects and (about_card_text(spec) or not texts):
            continue
        shown = ", ".join(f"{n} {names.get(n, '?')} ({k})" for n, k in sorted((used or {}).items()))
        print(f"[{edition}] {spec.id} {{{' '.join(spec.rules)}}}: {shown if used is not None else 'NOT PASSING'}")

    summary = totals(results)
    print(
        f"{summary.get('runs', 0)} scenario runs; {summary.get('no text', 0)} rely on no card text, "
        f"{summary.get('keywords at most', 0)} on no text beyond printed keywords, "
        f"{summary.get('not passing', 0)} do not pass on the reference engine"
    )
    if args.json:
        rows = [{"id": s.id, "edition": e, "rules": list(s.rules), "relied_on": u} for s, e, u in results]
        args.json.write_text(json.dumps({"totals": summary, "scenarios": rows}, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
