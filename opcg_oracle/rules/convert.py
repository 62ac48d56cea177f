"""Build the comprehensive-rules data file from the extracted Japanese text and our translations.

Run: python -m opcg_oracle.rules.convert --seed ../shared/seeds/002_f359bff3584f7cad.txt
The output (opcg_oracle/rules/data/rules-<edition>.json) is committed, so the installed
package never needs the seed text.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

from opcg_oracle.yamlio import load_plain

EDITION = "1.1.6"
EDITION_DATE = "2024-04-19"
PACKAGE_DATA = Path(__file__).parent / "data"
REPO_ROOT = Path(__file__).resolve().parents[2]
DEFAULT_SEED = REPO_ROOT.parent / "shared" / "seeds" / "002_f359bff3584f7cad.txt"
DEFAULT_TRANSLATIONS = REPO_ROOT / "rules-src" / EDITION / "en"

_ID_LINE = re.compile(r"^\s*(?:#+\s*|-\s+)?(\d+(?:-\d+)*)\.\s*(.*)$")
_DATE_LINE = re.compile(r"^(?:#+\s*)?(\d{4})/(\d{1,2})/(\d{1,2})\s*$")
_CHANGE_LINE = re.compile(r"^-?\s*・\s*(前\s*)?(\d+(?:-\d+)*)\s*を(修正|追記|削除)しました。")
_CHANGE_KINDS = {"修正": "modified", "追記": "added", "削除": "deleted"}
# An id written inside the text: 6-5-3-1. / (8-3.参照) / 4-5-4 の処理.  Single numbers only
# count inside a "(N.…参照)" chapter reference, since bare digits are everywhere.
_INLINE_REF = re.compile(r"(?<![\d/])(\d+(?:-\d+)+)(?![\d/])")
_CHAPTER_REF = re.compile(r"[(（](\d+)\.\s*[^\d)）]*参照[)）]")
_INFORMATIVE_MARK = "これはゲーム上、意味を持ちません"

# Extraction artefacts of the PDF text, repaired by exact replacement within one clause.
# Each entry: clause id, text as extracted (after joining lines), repaired text.
REPAIRS: tuple[tuple[str, str, str], ...] = (
    ("8-4-2", "トランシュ", "トラッシュ"),  # misspelt "trash"
    ("2-9-2-1", "あつた", "あった"),  # small っ lost
    ("2-8-4-1", "注釈分", "注釈文"),  # the term defined in 2-8-4 is 注釈文
    ("2-4-3-1", "それは、それは、", "それは、"),  # doubled words
    ("10-2-3-1", "メインエイズ", "メインフェイズ"),  # フ lost at a line break
)


@dataclass
class Clause:
    """One numbered entry of the rules, as parsed from the source text."""

    id: str
    parent: str | None
    kind: str  # "heading" (a title) or "rule" (a sentence of the rules)
    ja: str
    cites: list[str] = field(default_factory=list)
    normative: bool = True


def _is_next_id(candidate: list[int], previous: list[int] | None) -> bool:
    """True when candidate can follow previous in the outline (first child or a next sibling)."""
    if previous is None:
        return candidate == [1]
    if candidate == [*previous, 1]:
        return True
    return any(candidate == [*previous[: depth - 1], previous[depth - 1] + 1] for depth in range(len(previous), 0, -1))


def _join(parts: list[str]) -> str:
    """Join the lines of one clause: a line that ended a sentence starts a new paragraph."""
    text = ""
    for part in parts:
        if not text:
            text = part
        elif text.endswith("。"):
            text += "\n" + part
        else:
            text += part
    return text


def split_body_and_changelog(source: str) -> tuple[list[str], list[str]]:
    """Return the lines of the rules body and of the closing changelog."""
    lines = source.splitlines()
    start = next(i for i, line in enumerate(lines) if line.strip().endswith("総合ルール本文") and line.startswith("#"))
    end = next(i for i, line in enumerate(lines) if i > start and _DATE_LINE.match(line.strip()))
    return lines[start + 1 : end], lines[end:]


def parse_clauses(body: list[str]) -> list[Clause]:
    """Parse numbered clauses from the rules body, in document order."""
    entries: list[tuple[str, bool, list[str]]] = []  # id, marked as heading, text parts
    previous: list[int] | None = None
    for raw in body:
        line = raw.strip()
        if not line:
            continue
        match = _ID_LINE.match(line)
        if match:
            number = [int(n) for n in match.group(1).split("-")]
            if _is_next_id(number, previous):
                previous = number
                entries.append((match.group(1), line.startswith("#"), [match.group(2).strip()]))
                continue
        if not entries:
            continue
        entries[-1][2].append(line.lstrip("- ").strip())
    clauses = []
    for clause_id, marked, parts in entries:
        text = _join([p for p in parts if p])
        for repair_id, old, new in REPAIRS:
            if repair_id == clause_id:
                if old not in text:
                    raise ValueError(f"repair for {clause_id} no longer applies: {old!r} not in the text")
                text = text.replace(old, new)
        kind = "heading" if marked or "。" not in text else "rule"
        parent = clause_id.rsplit("-", 1)[0] if "-" in clause_id else None
        clauses.append(Clause(clause_id, parent, kind, text, normative=_INFORMATIVE_MARK not in text))
    known = {c.id for c in clauses}
    for clause in clauses:
        clause.cites = find_references(clause.ja, clause.id, known)
    mark_informative_headings(clauses)
    return clauses


def find_references(text: str, own_id: str, known: set[str]) -> list[str]:
    """Clause ids a text refers to, in order of first mention, excluding itself."""
    found: list[str] = []
    for match in _CHAPTER_REF.finditer(text):
        found.append(match.group(1))
    for match in _INLINE_REF.finditer(text):
        found.append(match.group(1))
    ordered = []
    for ref in found:
        if ref != own_id and ref not in ordered:
            if ref not in known:
                raise ValueError(f"clause {own_id} refers to {ref}, which is not a clause")
            ordered.append(ref)
    return ordered


def mark_informative_headings(clauses: list[Clause]) -> None:
    """A heading whose every descendant is informative is informative too (e.g. 2-12)."""
    children: dict[str, list[Clause]] = {}
    for clause in clauses:
        if clause.parent:
            children.setdefault(clause.parent, []).append(clause)
    for clause in reversed(clauses):
        kids = children.get(clause.id)
        if clause.kind == "heading" and kids and not any(k.normative for k in kids):
            clause.normative = False


def parse_changelog(lines: list[str]) -> list[dict]:
    """Parse the closing changelog into entries {date, id, change, former}."""
    entries = []
    date = None
    for raw in lines:
        line = raw.strip()
        if not line:
            continue
        date_match = _DATE_LINE.match(line)
        if date_match:
            y, m, d = (int(x) for x in date_match.groups())
            date = f"{y:04d}-{m:02d}-{d:02d}"
            continue
        change = _CHANGE_LINE.match(line)
        if change is None:
            raise ValueError(f"changelog line not understood: {line!r}")
        entry = {"date": date, "id": change.group(2), "change": _CHANGE_KINDS[change.group(3)]}
        if change.group(1):
            entry["former"] = True  # the change concerns an earlier clause that had this number
        entries.append(entry)
    return entries


def load_translations(directory: Path) -> dict[str, str]:
    """Read our English translations: YAML files mapping clause id to English text."""
    translations: dict[str, str] = {}
    for path in sorted(directory.glob("*.yaml")):
        data = load_plain(path.read_text(encoding="utf-8")) or {}
        for key, value in data.items():
            key = str(key)
            if key in translations:
                raise ValueError(f"{path}: clause {key} translated twice")
            translations[key] = str(value).strip()
    return translations


def build(source: str, translations: dict[str, str]) -> dict:
    """Build the rules data document for one edition."""
    body, changelog_lines = split_body_and_changelog(source)
    clauses = parse_clauses(body)
    changelog = parse_changelog(changelog_lines)
    history: dict[str, list[dict]] = {}
    for entry in changelog:
        item = {"date": entry["date"], "change": entry["change"]}
        if entry.get("former"):
            item["former"] = True
        history.setdefault(entry["id"], []).append(item)
    known = {c.id for c in clauses}
    missing = [c.id for c in clauses if c.id not in translations]
    unknown = sorted(set(translations) - known)
    if unknown:
        raise ValueError(f"translations for ids that are not clauses: {unknown}")
    return {
        "format": 1,
        "edition": EDITION,
        "date": EDITION_DATE,
        "title": {"ja": "ONE PIECE CARD GAME 総合ルール", "en": "ONE PIECE CARD GAME Comprehensive Rules"},
        "untranslated": missing,
        "clauses": [
            {
                "id": c.id,
                "parent": c.parent,
                "kind": c.kind,
                "normative": c.normative,
                "ja": c.ja,
                "en": translations.get(c.id, ""),
                "cites": c.cites,
                "history": history.get(c.id, []),
            }
            for c in clauses
        ],
        "changelog": changelog,
    }


def output_path(edition: str = EDITION) -> Path:
    """Where the data file of an edition lives inside the package."""
    return PACKAGE_DATA / f"rules-{edition}.json"


def render(document: dict) -> str:
    """Serialise the data document exactly as it is committed."""
    return json.dumps(document, ensure_ascii=False, indent=1) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Command-line entry: rebuild the committed rules data."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=Path, default=DEFAULT_SEED)
    parser.add_argument("--translations", type=Path, default=DEFAULT_TRANSLATIONS)
    parser.add_argument("--out", type=Path, default=output_path())
    parser.add_argument("--check", action="store_true", help="fail if the committed file is out of date")
    args = parser.parse_args(argv)
    document = build(args.seed.read_text(encoding="utf-8"), load_translations(args.translations))
    text = render(document)
    if args.check:
        current = args.out.read_text(encoding="utf-8") if args.out.exists() else ""
        if current != text:
            print(f"{args.out} is out of date: re-run python -m opcg_oracle.rules.convert", file=sys.stderr)
            return 1
        return 0
    args.out.write_text(text, encoding="utf-8")
    print(f"wrote {args.out}: {len(document['clauses'])} clauses, {len(document['untranslated'])} untranslated")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
