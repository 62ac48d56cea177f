"""Build the rules data of an edition we read in English only (ver.1.2.0), and its crosswalk to ver.1.1.6.

Run: python -m opcg_oracle.rules.convert_edition
The source is our own English of each clause, written with the crosswalk beside it
(rules-src/1.2.0/en/*.yaml: `clauses` id → kind, en, was, change, note, informative; `removed`
1.1.6 id → note). No Japanese text of ver.1.2.0 is available: the data says so instead of leaving
`ja` silently empty. The outputs (rules-1.2.0.json, crosswalk-1.1.6-1.2.0.json) are committed, so
the installed package never needs the sources.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

from opcg_oracle.rules.convert import PACKAGE_DATA, REPO_ROOT, Clause, mark_informative_headings, render
from opcg_oracle.yamlio import load_plain

BASE_EDITION = "1.1.6"
EDITION = "1.2.0"
EDITION_DATE = "2026-01-16"
DEFAULT_SOURCES = REPO_ROOT / "rules-src" / EDITION / "en"
JA_MISSING = "ver.1.2.0 is available to us only in the official English; no Japanese text of it is recorded"
_CLAUSE_KEYS = {"kind", "en", "was", "change", "note", "informative"}
_CHANGES = ("same", "changed", "new")
# A clause id inside our English: "(see 6-5-3-1)"; a chapter alone only as "(see 9)".
_INLINE_REF = re.compile(r"(?<![\d/.])(\d+(?:-\d+)+)(?![\d/])")
_CHAPTER_REF = re.compile(r"\(see (\d+)\b(?!-)")


class SourceError(ValueError):
    """A source file that does not describe the edition consistently (one line: file, clause, problem)."""


def load_sources(directory: Path) -> tuple[dict[str, dict], dict[str, str]]:
    """The clauses (in document order, files in name order) and the removed 1.1.6 ids of every source file."""
    clauses: dict[str, dict] = {}
    removed: dict[str, str] = {}
    for path in sorted(directory.glob("*.yaml")):
        data = load_plain(path.read_text(encoding="utf-8")) or {}
        for clause_id, entry in (data.get("clauses") or {}).items():
            clause_id = str(clause_id)
            if clause_id in clauses:
                raise SourceError(f"{path.name}: clause {clause_id} written twice")
            unknown = set(entry) - _CLAUSE_KEYS
            if unknown:
                raise SourceError(f"{path.name}: clause {clause_id}: unknown keys {sorted(unknown)}")
            clauses[clause_id] = {**entry, "source": path.name}
        for old_id, note in (data.get("removed") or {}).items():
            removed[str(old_id)] = str(note)
    return dict(sorted(clauses.items(), key=lambda item: _sort_key(item[0]))), removed


def _sort_key(clause_id: str) -> list[int]:
    return [int(part) for part in clause_id.split("-")]


def _was(entry: dict) -> list[str]:
    was = entry.get("was") or []
    return [str(w) for w in ([was] if isinstance(was, str) else was)]


def check(clauses: dict[str, dict], removed: dict[str, str], base: dict[str, dict]) -> None:
    """Raise SourceError on the first inconsistency: outline, kinds, changes, references, unaccounted 1.1.6 ids."""
    for clause_id, entry in clauses.items():
        where = f"{entry['source']}: clause {clause_id}"
        parent = clause_id.rsplit("-", 1)[0] if "-" in clause_id else None
        if parent is not None and parent not in clauses:
            raise SourceError(f"{where}: its parent {parent} is not written")
        if entry.get("kind") not in ("heading", "rule") or not str(entry.get("en", "")).strip():
            raise SourceError(f"{where}: needs kind (heading or rule) and en")
        change = entry.get("change")
        if change not in _CHANGES:
            raise SourceError(f"{where}: change must be one of {', '.join(_CHANGES)}, not {change!r}")
        was = _was(entry)
        if (change == "new") != (not was):
            raise SourceError(f"{where}: a new clause has no `was`; a same or changed one names its 1.1.6 clause")
        for old in was:
            if old not in base:
                raise SourceError(f"{where}: was {old!r}, which is no clause of ver.{BASE_EDITION}")
        if change == "changed" and not str(entry.get("note", "")).strip():
            raise SourceError(f"{where}: a changed clause says in `note` what changed")
        for ref in references(str(entry["en"]), clause_id):
            if ref not in clauses:
                raise SourceError(f"{where}: refers to {ref}, which is no clause of ver.{EDITION}")
    mapped = {old for entry in clauses.values() for old in _was(entry)}
    for old in removed:
        if old not in base:
            raise SourceError(f"removed {old!r} is no clause of ver.{BASE_EDITION}")
        if old in mapped:
            raise SourceError(f"removed {old} is also the `was` of a ver.{EDITION} clause")
    lost = [old for old in base if old not in mapped and old not in removed]
    if lost:
        raise SourceError(f"ver.{BASE_EDITION} clauses neither carried over nor removed: {', '.join(lost)}")


def references(text: str, own_id: str) -> list[str]:
    """Clause ids our English refers to, in order of first mention, without the clause itself."""
    found = [m.group(1) for m in _CHAPTER_REF.finditer(text)] + [m.group(1) for m in _INLINE_REF.finditer(text)]
    return list(dict.fromkeys(ref for ref in found if ref != own_id))


def build_rules(clauses: dict[str, dict]) -> dict:
    """The rules data document of the edition, in the format of rules-1.1.6.json."""
    outline = [
        Clause(
            id=clause_id,
            parent=clause_id.rsplit("-", 1)[0] if "-" in clause_id else None,
            kind=entry["kind"],
            ja="",
            cites=references(str(entry["en"]), clause_id),
            normative=not entry.get("informative", False),
        )
        for clause_id, entry in clauses.items()
    ]
    mark_informative_headings(outline)
    records = [
        {
            "id": clause.id,
            "parent": clause.parent,
            "kind": clause.kind,
            "normative": clause.normative,
            "ja": "",
            "en": " ".join(str(clauses[clause.id]["en"]).split()),
            "cites": clause.cites,
            "history": [],
        }
        for clause in outline
    ]
    return {
        "format": 1,
        "edition": EDITION,
        "date": EDITION_DATE,
        "title": {"ja": "ONE PIECE CARD GAME 総合ルール", "en": "ONE PIECE CARD GAME Comprehensive Rules"},
        "untranslated": [],
        "ja_missing": JA_MISSING,
        "clauses": records,
        "changelog": [],
    }


def build_crosswalk(clauses: dict[str, dict], removed: dict[str, str], base: dict[str, dict]) -> dict:
    """For every clause of either edition: same, renumbered, changed, new or removed, with its counterparts."""
    newer: dict[str, dict] = {}
    older: dict[str, dict] = {old: {"status": "removed", "to": [], "note": note} for old, note in removed.items()}
    for clause_id, entry in clauses.items():
        was, change = _was(entry), entry["change"]
        status = (
            "new"
            if change == "new"
            else "changed"
            if change == "changed"
            else ("same" if was == [clause_id] else "renumbered")
        )
        newer[clause_id] = {"status": status, "from": was, "note": str(entry.get("note", "")).strip()}
        for old in was:
            slot = older.setdefault(old, {"status": "same", "to": [], "note": ""})
            slot["to"].append(clause_id)
            if change == "changed":
                slot["status"] = "changed"
                slot["note"] = "; ".join(filter(None, [slot["note"], newer[clause_id]["note"]]))
    for old, slot in older.items():
        if slot["status"] == "same" and slot["to"] != [old]:
            slot["status"] = "renumbered"
    ordered_older = {old: older[old] for old in base if old in older}
    return {"format": 1, "from": BASE_EDITION, "to": EDITION, BASE_EDITION: ordered_older, EDITION: newer}


def main(argv: list[str] | None = None) -> int:
    """Command-line entry: rebuild (or --check) the committed rules data of ver.1.2.0 and the crosswalk."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sources", type=Path, default=DEFAULT_SOURCES)
    parser.add_argument("--check", action="store_true", help="fail if the committed files are out of date")
    args = parser.parse_args(argv)
    base_document = json.loads((PACKAGE_DATA / f"rules-{BASE_EDITION}.json").read_text(encoding="utf-8"))
    base = {c["id"]: c for c in base_document["clauses"]}
    try:
        clauses, removed = load_sources(args.sources)
        check(clauses, removed, base)
    except SourceError as error:
        print(f"convert_edition: {error}", file=sys.stderr)
        return 1
    outputs = {
        PACKAGE_DATA / f"rules-{EDITION}.json": render(build_rules(clauses)),
        PACKAGE_DATA / f"crosswalk-{BASE_EDITION}-{EDITION}.json": render(build_crosswalk(clauses, removed, base)),
    }
    for path, text in outputs.items():
        if args.check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                print(f"{path} is out of date: re-run python -m opcg_oracle.rules.convert_edition", file=sys.stderr)
                return 1
        else:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
