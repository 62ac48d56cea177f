"""The comprehensive rules as data: lookup by id, outline, cross-references, history and search."""

from __future__ import annotations

import difflib
import json
import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from importlib import resources

from opcg_oracle.rules.search import SearchIndex

DEFAULT_EDITION = "1.1.6"


@dataclass(frozen=True)
class Clause:
    """One numbered clause or section heading of the comprehensive rules."""

    id: str
    parent: str | None
    kind: str  # "heading" or "rule"
    normative: bool
    ja: str
    en: str
    cites: tuple[str, ...]
    history: tuple[dict, ...]

    @property
    def depth(self) -> int:
        """Number of id components: 1 for a chapter, 2 for 7-1, and so on."""
        return self.id.count("-") + 1


@dataclass(frozen=True)
class SearchHit:
    """A clause found by words, with its relevance score."""

    clause: Clause
    score: float


class UnknownClauseError(LookupError):
    """A clause id that is not in the rules data, with the nearest existing ids."""

    def __init__(self, text: str, edition: str, suggestions: list[str]):
        self.text = text
        self.edition = edition
        self.suggestions = suggestions
        hint = f" Nearest: {', '.join(suggestions)}." if suggestions else ""
        super().__init__(f"no clause {text!r} in the comprehensive rules ver.{edition}.{hint}")


_ID_SHAPE = re.compile(r"^\d+(?:-\d+)*$")


def normalize_id(text: str) -> str | None:
    """Canonical form of a clause id as a user may type it ('7.1.4.1', ' 7-1-4-1. '), or None."""
    cleaned = unicodedata.normalize("NFKC", text).strip()
    cleaned = re.sub(r"\s+", "", cleaned).rstrip(".")
    cleaned = re.sub(r"[.\u2010-\u2015\u2212ー]", "-", cleaned)
    return cleaned if _ID_SHAPE.match(cleaned) else None


class RuleBook:
    """All clauses of one edition of the comprehensive rules, with lookups between them."""

    def __init__(self, document: dict):
        self.edition: str = document["edition"]
        self.date: str = document["date"]
        self.title: dict[str, str] = document["title"]
        self.changelog: tuple[dict, ...] = tuple(document["changelog"])
        self.ja_missing: str = document.get("ja_missing", "")  # why an edition has no Japanese text, if it has none
        self._clauses: dict[str, Clause] = {}
        self._children: dict[str | None, list[str]] = {}
        self._cited_by: dict[str, list[str]] = {}
        for raw in document["clauses"]:
            clause = Clause(
                id=raw["id"],
                parent=raw["parent"],
                kind=raw["kind"],
                normative=raw["normative"],
                ja=raw["ja"],
                en=raw["en"],
                cites=tuple(raw["cites"]),
                history=tuple(raw["history"]),
            )
            self._clauses[clause.id] = clause
            self._children.setdefault(clause.parent, []).append(clause.id)
            for ref in clause.cites:
                self._cited_by.setdefault(ref, []).append(clause.id)
        self._index = None  # the search index, built on the first search

    # -- lookup ---------------------------------------------------------------------------
    def __contains__(self, clause_id: object) -> bool:
        return clause_id in self._clauses

    def __iter__(self) -> Iterator[Clause]:
        return iter(self._clauses.values())

    def __len__(self) -> int:
        return len(self._clauses)

    def get(self, text: str) -> Clause:
        """The clause a user means by text; raises UnknownClauseError with suggestions."""
        clause_id = normalize_id(text)
        if clause_id is not None and clause_id in self._clauses:
            return self._clauses[clause_id]
        raise UnknownClauseError(text.strip(), self.edition, self.nearest(clause_id or text.strip()))

    def resolve(self, text: str) -> str | None:
        """The canonical id of an existing clause, or None."""
        clause_id = normalize_id(text)
        return clause_id if clause_id in self._clauses else None

    def nearest(self, text: str, limit: int = 5) -> list[str]:
        """Existing ids closest to text: its deepest existing ancestor first, then look-alikes."""
        found: list[str] = []
        parts = text.split("-")
        for cut in range(len(parts) - 1, 0, -1):
            prefix = "-".join(parts[:cut])
            if prefix in self._clauses:
                found.append(prefix)
                found.extend(self._children.get(prefix, [])[:2])
                break
        for candidate in difflib.get_close_matches(text, list(self._clauses), n=limit * 2, cutoff=0.5):
            if candidate not in found:
                found.append(candidate)
        return found[:limit]

    def children(self, clause_id: str) -> list[Clause]:
        """Direct sub-clauses, in document order."""
        return [self._clauses[c] for c in self._children.get(clause_id, [])]

    def top_level(self) -> list[Clause]:
        """The chapters, 1 to 11."""
        return [self._clauses[c] for c in self._children.get(None, [])]

    def ancestors(self, clause_id: str) -> list[Clause]:
        """The chain of enclosing clauses, outermost first."""
        chain = []
        parent = self._clauses[clause_id].parent
        while parent is not None:
            chain.append(self._clauses[parent])
            parent = self._clauses[parent].parent
        return list(reversed(chain))

    def descendants(self, clause_id: str) -> Iterator[Clause]:
        """Every clause under clause_id, depth first in document order."""
        for child in self.children(clause_id):
            yield child
            yield from self.descendants(child.id)

    def cited_by(self, clause_id: str) -> list[str]:
        """Ids of the clauses whose text refers to clause_id."""
        return list(self._cited_by.get(clause_id, []))

    def title_of(self, clause_id: str, lang: str = "en") -> str:
        """A short label: the heading's title, or the start of a rule's text."""
        clause = self._clauses[clause_id]
        text = clause.en if lang == "en" else clause.ja or clause.en  # an edition without Japanese shows English
        if clause.kind == "heading":
            return text
        first = text.split("\n", 1)[0]
        return first if len(first) <= 60 else first[:57] + "…"

    def section_title(self, clause_id: str, lang: str = "en") -> str:
        """Title of the nearest heading at or above clause_id."""
        for clause in [self._clauses[clause_id], *reversed(self.ancestors(clause_id))]:
            if clause.kind == "heading":
                return clause.en if lang == "en" else clause.ja or clause.en
        return ""

    # -- search ---------------------------------------------------------------------------
    def search(self, query: str, limit: int = 10) -> list[SearchHit]:
        """Clauses ranked by how well they match what was asked (English or Japanese, everyday words too)."""
        if self._index is None:
            self._index = SearchIndex(self)
        return [SearchHit(self._clauses[cid], score) for cid, score in self._index.search(query, limit)]


@cache
def load_rulebook(edition: str = DEFAULT_EDITION) -> RuleBook:
    """Load the packaged rules data of an edition (cached)."""
    path = resources.files("opcg_oracle.rules") / "data" / f"rules-{edition}.json"
    if not path.is_file():
        raise FileNotFoundError(f"no rules data for edition {edition}")
    return RuleBook(json.loads(path.read_text(encoding="utf-8")))


def editions() -> list[str]:
    """The editions whose rules data is packaged, e.g. ['1.1.6']."""
    data = resources.files("opcg_oracle.rules") / "data"
    names = [entry.name for entry in data.iterdir() if entry.name.startswith("rules-") and entry.name.endswith(".json")]
    return sorted(name.removeprefix("rules-").removesuffix(".json") for name in names)


def edition_problem(edition: str, option: str = "--edition") -> str:
    """Why edition cannot be used ("" when we have its rules data), in one line naming the editions we have."""
    if edition in editions():
        return ""
    return f"{option}: no rules data for edition {edition!r}; we have: {', '.join(editions())}"
