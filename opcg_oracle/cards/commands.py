"""The `cards` sub-command: what the card database knows, per set or of one card."""

from __future__ import annotations

import argparse
import json
import re
import sys

from opcg_oracle.cards.database import CardDatabase, UnknownCardError, load_card_database
from opcg_oracle.cards.model import CardDef

EXIT_USAGE = 2
ALTERNATE_ART = re.compile(r"^(?P<number>[A-Z0-9]+-[0-9]{3})_[A-Z][0-9]+$")  # OP05-119_P1: the card OP05-119
COUNTS = ("known", "text", "written", "vanilla")


def text_status(card: CardDef, cards: CardDatabase) -> str:
    """How much of the card's text the engine plays: none, keywords, written or unwritten."""
    if card.vanilla:
        return "none"
    if not card.implemented:
        return "unwritten"
    return "written" if cards.in_card_files(card.number) else "keywords"


def set_counts(cards: CardDatabase) -> dict[str, dict[str, int]]:
    """Per set: cards known, with text (keywords count), with all of it written, and without text."""
    counts: dict[str, dict[str, int]] = {}
    for card in cards:
        row = counts.setdefault(card.set_code, dict.fromkeys(COUNTS, 0))
        status = text_status(card, cards)
        row["known"] += 1
        row["text"] += status != "none"
        row["written"] += status in ("written", "keywords")
        row["vanilla"] += status == "none"
    return dict(sorted(counts.items()))


def render_sets(cards: CardDatabase) -> str:
    """The table of `opcg-oracle cards`."""
    counts = set_counts(cards)
    names = cards.sets
    lines = [
        "text: the card has printed text (keywords count); written: all of it is in the effect language (a card",
        "file, or printed keywords the engine plays); vanilla: no text. A card with unwritten text is named on a",
        "board for its printed facts alone with {card: NUMBER, text: ignored}.",
        "",
        f"{'set':6} {'known':>6} {'text':>6} {'written':>8} {'vanilla':>8}  name",
    ]
    total = {key: sum(row[key] for row in counts.values()) for key in COUNTS}
    rows = [(code, row, names.get(code, "")) for code, row in counts.items()] + [("all", total, f"{len(counts)} sets")]
    for code, row, name in rows:
        lines.append(f"{code:6} {row['known']:>6,} {row['text']:>6,} {row['written']:>8,} {row['vanilla']:>8,}  {name}")
    return "\n".join(lines) + "\n"


def card_record(card: CardDef, cards: CardDatabase) -> dict:
    """One card's facts and the state of its text, as plain data."""
    record: dict = {"number": card.number, "name": card.name, "set": card.set_code, "category": card.category}
    record["colors"] = list(card.colors)
    for key in ("cost", "power", "counter", "life"):
        if getattr(card, key) is not None:
            record[key] = getattr(card, key)
    record |= {"attributes": list(card.attributes), "types": list(card.types), "keywords": sorted(card.keywords)}
    record |= {"trigger": card.has_trigger, "text": text_status(card, cards)}
    if cards.in_card_files(card.number):
        record["source"] = f"opcg_oracle/cards/data/{card.set_code}.yaml" if card.entry is None else "a suite or board"
        if card.summary:
            record["summary"] = card.summary
    else:
        record["source"] = "opcg_oracle/cards/data/printed.json"
    return record


_TEXT = {
    "none": "none: a vanilla card, it plays fully",
    "keywords": "its printed keywords only, which the engine plays: it plays fully",
    "written": "written in the effect language ({source})",
    "unwritten": "not written in the effect language: name it on a board for its printed facts alone with "
    "{{card: {number}, text: ignored}}, or write its effects in opcg_oracle/cards/data/{set}.yaml",
}


def render_card(record: dict, set_name: str) -> str:
    """One card as `opcg-oracle cards NUMBER` prints it."""

    def listed(values: list) -> str:
        return ", ".join(map(str, values)) or "—"

    rows = [
        ("set", f"{record['set']} ({set_name})" if set_name else record["set"]),
        ("category", record["category"]),
        ("colours", listed(record["colors"])),
        *((key, str(record[key])) for key in ("cost", "power", "counter", "life") if key in record),
        ("attributes", listed(record["attributes"])),
        ("types", listed(record["types"])),
        ("keywords", listed(record["keywords"])),
        ("[Trigger]", "yes" if record["trigger"] else "no"),
        ("text", _TEXT[record["text"]].format(**record)),
    ]
    if "summary" in record:
        rows.append(("summary", record["summary"]))
    return "\n".join([f"{record['number']}  {record['name']}", *(f"  {k:11}{v}" for k, v in rows)]) + "\n"


def _cmd_cards(args: argparse.Namespace) -> int:
    cards = load_card_database()
    if not args.numbers:
        if args.json:
            print(json.dumps({"sets": set_counts(cards), "names": cards.sets}, indent=2, ensure_ascii=False))
        else:
            sys.stdout.write(render_sets(cards))
        return 0
    records, notes = [], []
    for number in args.numbers:
        wanted = number.strip().upper()
        alternate = ALTERNATE_ART.match(wanted)
        if alternate:  # alternate arts are not other cards: the same number, the same card
            notes.append(f"{number} is an alternate art of {alternate['number']}: the same card")
            wanted = alternate["number"]
        try:
            records.append(card_record(cards.get(wanted), cards))
        except UnknownCardError as error:
            print(f"opcg-oracle: error: {error}", file=sys.stderr)
            return EXIT_USAGE
    if args.json:
        print(json.dumps(records if len(records) > 1 else records[0], indent=2, ensure_ascii=False))
        return 0
    for note in notes:
        print(f"({note})")
    sys.stdout.write("\n".join(render_card(r, cards.sets.get(r["set"], "")) + _rulings(r["number"]) for r in records))
    return 0


def _rulings(number: str) -> str:
    """The official Q&A entries about a card, as `opcg-oracle cards NUMBER` prints them under it ("" if none)."""
    from opcg_oracle.judge.scenarios import scenarios_by_qa_entry
    from opcg_oracle.rules.qa import entries_for_card, render_entries
    from opcg_oracle.suite import default_suite

    entries = entries_for_card(number)
    if not entries:
        return ""
    shown = render_entries(entries, scenarios_by_qa_entry(default_suite()))
    return f"  official Q&A ({len(entries)}, restated in our words):\n{shown}\n"


def register(commands: argparse._SubParsersAction) -> None:
    """Add the `cards` sub-command to the command line."""
    cards = commands.add_parser(
        "cards",
        help="what the card database knows: cards per set, or one card's facts and whether its text is written",
        description="Without a number: per set, the cards known, with text, with their text written in the effect "
        "language, and vanilla. With numbers: each card's printed facts and the state of its text.",
    )
    cards.add_argument("numbers", nargs="*", metavar="NUMBER", help="card numbers, e.g. OP05-001")
    cards.add_argument("--json", action="store_true", help="print JSON")
    cards.set_defaults(handler=_cmd_cards)
