"""Finding clauses by the words people type: English and Japanese, with the words judges and players use.

A query's words are matched against each clause's text and the headings above it. Everyday words the rules
do not use ("tie", "mulligan", "deck out", 山札) are expanded into the rules' own words through a small
thesaurus (data/search_words.yaml), weighted below the words typed. Japanese has no spaces: a Japanese word
that is not found whole is matched by its pairs of characters. A clause that holds more of the query's
words ranks above one that holds one of them many times.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any, Protocol

from opcg_oracle.yamlio import load_plain


class RuleBook(Protocol):
    """What the search reads of a rules edition (opcg_oracle.rules.rulebook.RuleBook, which imports this module)."""

    def __iter__(self) -> Iterator[Any]: ...
    def ancestors(self, clause_id: str) -> list[Any]: ...
    def get(self, text: str) -> Any: ...


_EN_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
_JA_RUN = re.compile(r"[^\x00-\x7f]+")
EXPANSION_WEIGHT = 0.7  # a thesaurus word counts less than a word the user typed
BIGRAM_WEIGHT = 0.5  # a pair of characters from a Japanese word not found whole
# Words that carry no rule of their own in a question ("what happens when ..."): not looked for.
STOPWORDS = frozenset(
    [
        "a",
        "an",
        "the",
        "on",
        "of",
        "in",
        "to",
        "is",
        "it",
        "its",
        "my",
        "i",
        "me",
        "what",
        "when",
        "who",
        "whom",
        "does",
        "do",
        "did",
        "how",
        "can",
        "could",
        "at",
        "by",
        "for",
        "and",
        "or",
        "if",
        "with",
        "be",
        "are",
        "was",
        "from",
        "this",
        "that",
        "there",
        "their",
        "they",
        "you",
        "your",
    ]
)


def stem(word: str) -> str:
    """Crude English stemmer, enough to match 'blockers' with 'blocker' and 'attacks' with 'attack'."""
    for suffix in ("ing", "ers", "es", "s", "ed"):
        if len(word) > len(suffix) + 3 and word.endswith(suffix):
            return word[: -len(suffix)] + ("er" if suffix == "ers" else "")
    return word


def en_terms(text: str) -> list[str]:
    """The stemmed English words of a text."""
    return [stem(w) for w in _EN_WORD.findall(text.lower())]


@cache
def thesaurus() -> dict[str, tuple[str, ...]]:
    """Everyday words and phrases (English lower case, Japanese as written) and the rules' words they mean."""
    path = resources.files("opcg_oracle.rules") / "data" / "search_words.yaml"
    document = load_plain(path.read_text(encoding="utf-8")) or {}
    for key, words in document.items():  # YAML 1.1 reads no/yes/on as booleans: every word must be quoted text
        if not isinstance(key, str) or not all(isinstance(word, str) for word in words):
            raise ValueError(f"{path}: entry {key!r}: every word must be a quoted string, got {words!r}")
    return {key.lower(): tuple(words) for key, words in document.items()}


@dataclass(frozen=True)
class Term:
    """One thing to look for: an English stem or a Japanese string, its weight, and the word it came from."""

    text: str
    japanese: bool
    weight: float
    source: str  # the typed word (or phrase) it stands for: coverage counts sources, not terms


def query_terms(query: str) -> list[Term]:
    """The terms of a query: its own words, then the thesaurus's words for the phrases it contains."""
    normalized = unicodedata.normalize("NFKC", query).strip().lower()
    terms: list[Term] = []
    for word in normalized.split():
        if word in STOPWORDS:
            continue
        if word.isascii():
            terms.extend(Term(t, False, 1.0, word) for t in en_terms(word))
        else:
            for run in _JA_RUN.findall(word) or [word]:
                terms.append(Term(run, True, 1.0, run))
            terms.extend(Term(t, False, 1.0, word) for t in en_terms(word))  # digits and Latin in a Japanese word
    spaced = f" {normalized} "
    for phrase, words in thesaurus().items():
        found = f" {phrase} " in spaced if phrase.isascii() else phrase in normalized
        if not found:
            continue
        for word in words:
            if word.isascii():
                terms.extend(Term(t, False, EXPANSION_WEIGHT, phrase) for t in en_terms(word))
            else:
                terms.append(Term(word, True, EXPANSION_WEIGHT, phrase))
    return terms


class SearchIndex:
    """Each clause's words (its text and the two headings above it), ready to score queries against."""

    def __init__(self, book: RuleBook):
        self.book = book
        self.order = {clause.id: n for n, clause in enumerate(book)}
        self.entries: dict[str, tuple[list[str], str, str]] = {}
        for clause in book:
            headings = [a for a in book.ancestors(clause.id)[-2:] if a.kind == "heading"]
            english = en_terms(clause.en) + en_terms(" ".join(a.en for a in headings))
            japanese = clause.ja + "\n" + "".join(a.ja for a in headings)
            self.entries[clause.id] = (english, japanese, clause.en.lower() if clause.kind == "heading" else "")
        self._documents_with: dict[tuple[str, bool], int] = {}

    def _count(self, term: Term, clause_id: str) -> int:
        english, japanese, _ = self.entries[clause_id]
        return japanese.count(term.text) if term.japanese else english.count(term.text)

    def documents_with(self, term: Term) -> int:
        """How many clauses hold the term (counted once per term and index)."""
        key = (term.text, term.japanese)
        if key not in self._documents_with:
            self._documents_with[key] = sum(1 for cid in self.entries if self._count(term, cid))
        return self._documents_with[key]

    def _idf(self, term: Term) -> float:
        return math.log(1 + len(self.entries) / (1 + self.documents_with(term)))

    def search(self, query: str, limit: int = 10) -> list[tuple[str, float]]:
        """Clause ids with their scores, best first."""
        terms = _with_bigrams(query_terms(query), self)
        sources = {t.source for t in terms if t.weight == 1.0} or {t.source for t in terms}
        scores: dict[str, float] = {}
        matched: dict[str, set[str]] = {}
        for term in terms:
            idf = self._idf(term)
            for clause_id in self.entries:
                count = self._count(term, clause_id)
                if count:
                    weight = count / (count + 1.0) * (1.0 if self.book.get(clause_id).kind == "rule" else 0.6)
                    scores[clause_id] = scores.get(clause_id, 0.0) + weight * idf * term.weight
                    matched.setdefault(clause_id, set()).add(term.source)
        for clause_id in scores:
            # coverage: the share of what was asked that the clause speaks of (a phrase expanded counts once)
            share = len(matched[clause_id] & sources) / len(sources) if sources else 1.0
            scores[clause_id] *= 0.25 + 0.75 * share * share
        # A heading whose title is the query itself ("counter step") is what was asked for: it comes first.
        asked = " ".join(unicodedata.normalize("NFKC", query).lower().split())
        titled = {cid for cid in scores if asked and self.entries[cid][2] == asked}
        ranked = sorted(scores.items(), key=lambda item: (item[0] not in titled, -item[1], self.order[item[0]]))
        return [(clause_id, round(score, 3)) for clause_id, score in ranked[:limit]]


def _with_bigrams(terms: list[Term], index: SearchIndex) -> list[Term]:
    """A typed Japanese word found in no clause is looked for by its pairs of characters instead."""
    out: list[Term] = []
    for term in terms:
        if term.japanese and term.weight == 1.0 and len(term.text) > 2 and index.documents_with(term) == 0:
            pairs = dict.fromkeys(term.text[i : i + 2] for i in range(len(term.text) - 1))
            out.extend(Term(pair, True, BIGRAM_WEIGHT, term.source) for pair in pairs)
        else:
            out.append(term)
    return out


def client_index(book: RuleBook) -> dict:
    """What the site's search needs to rank clauses as `search` does, in the browser (search.js)."""
    index = SearchIndex(book)
    return {
        "entries": [
            {"id": cid, "e": english, "j": japanese, "h": title, "r": book.get(cid).kind == "rule"}
            for cid, (english, japanese, title) in index.entries.items()
        ],
        # each phrase's words as [term, japanese], English ones already stemmed
        "thesaurus": {
            phrase: [[t, not w.isascii()] for w in words for t in (en_terms(w) if w.isascii() else [w])]
            for phrase, words in thesaurus().items()
        },
        "stopwords": sorted(STOPWORDS),
        "weights": {"expansion": EXPANSION_WEIGHT, "bigram": BIGRAM_WEIGHT},
    }
