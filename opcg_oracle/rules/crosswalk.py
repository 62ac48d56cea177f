"""Where each clause went between two editions: same, renumbered, changed, new or removed."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources

CURRENT_EDITION = "1.2.0"  # what a user who names no edition gets where the tool can run either
STATUSES = ("same", "renumbered", "changed", "new", "removed")


@dataclass(frozen=True)
class Counterpart:
    """A clause of one edition seen from the other: its status and the clause ids it corresponds to there."""

    edition: str
    id: str
    status: str
    other_edition: str
    other_ids: tuple[str, ...]
    note: str

    def sentence(self) -> str:
        """One line a person reads: where this clause is (or is not) in the other edition."""
        there = ", ".join(self.other_ids)
        other = f"ver.{self.other_edition}"
        if self.status == "same":
            text = f"{other}: the same rule, same number ({there})"
        elif self.status == "renumbered":
            text = f"{other}: the same rule, numbered {there}"
        elif self.status == "changed":
            text = f"{other}: changed, see {there}"
        elif self.status == "new":
            text = f"{other}: no counterpart (new in ver.{self.edition})"
        else:
            text = f"{other}: removed"
        return text + (f" — {self.note}" if self.note else "")


class Crosswalk:
    """The crosswalk between two editions, readable from either side."""

    def __init__(self, document: dict):
        self.editions: tuple[str, str] = (document["from"], document["to"])
        self._entries: dict[str, dict[str, dict]] = {e: document[e] for e in self.editions}

    def other(self, edition: str) -> str:
        """The edition on the other side of this crosswalk."""
        first, second = self.editions
        return second if edition == first else first

    def counterpart(self, edition: str, clause_id: str) -> Counterpart | None:
        """What the clause of edition corresponds to in the other edition (None if the crosswalk lacks it)."""
        entry = self._entries.get(edition, {}).get(clause_id)
        if entry is None:
            return None
        ids = entry.get("to", entry.get("from", []))
        return Counterpart(edition, clause_id, entry["status"], self.other(edition), tuple(ids), entry["note"])

    def map_id(self, clause_id: str, edition: str) -> list[str]:
        """The clause ids of the other edition that hold the rule of this one (empty if new or removed)."""
        found = self.counterpart(edition, clause_id)
        return list(found.other_ids) if found else []

    def entries(self, edition: str, statuses: tuple[str, ...] = STATUSES) -> list[Counterpart]:
        """Every clause of edition with one of these statuses, in document order."""
        found = (self.counterpart(edition, clause_id) for clause_id in self._entries[edition])
        return [c for c in found if c is not None and c.status in statuses]


@cache
def load_crosswalk(first: str = "1.1.6", second: str = CURRENT_EDITION) -> Crosswalk:
    """The packaged crosswalk between two editions (cached); FileNotFoundError if there is none."""
    path = resources.files("opcg_oracle.rules") / "data" / f"crosswalk-{first}-{second}.json"
    if not path.is_file():
        raise FileNotFoundError(f"no crosswalk between ver.{first} and ver.{second}")
    return Crosswalk(json.loads(path.read_text(encoding="utf-8")))


def crosswalk_for(edition: str) -> Crosswalk | None:
    """The crosswalk that has edition on one side, if the package has one."""
    try:
        walk = load_crosswalk()
    except FileNotFoundError:
        return None
    return walk if edition in walk.editions else None


BASE_EDITION = "1.1.6"  # the edition whose ids the suite's untagged scenarios and the engine's log use


def cites_in(rules: list[str] | tuple[str, ...], edition: str) -> list[str]:
    """Clause ids of the suite or the engine's log, written in edition's numbering.

    An unqualified id is a ver.1.1.6 id, mapped through the crosswalk (a rule gone from the edition maps
    to nothing); "1.2.0:10-1-7-1" is already an id of that edition and is kept only when it is edition's.
    """
    return list(_cites_in(tuple(rules), edition))


@lru_cache(maxsize=4096)  # every event of every step is cited: the same few tuples of ids again and again
def _cites_in(rules: tuple[str, ...], edition: str) -> tuple[str, ...]:
    walk = crosswalk_for(edition) if edition != BASE_EDITION else None
    found: list[str] = []
    for rule in rules:
        qualifier, colon, clause_id = rule.rpartition(":")
        if colon:
            ids = [clause_id] if qualifier == edition else []
        elif walk is None:
            ids = [rule]
        else:
            ids = walk.map_id(rule, BASE_EDITION)
        found.extend(i for i in ids if i not in found)
    return tuple(found)


def elsewhere(clause_id: str, edition: str) -> Counterpart | None:
    """An id that is not a clause of edition seen as a clause of the other edition (None if it is not one)."""
    from opcg_oracle.rules.rulebook import normalize_id

    walk = crosswalk_for(edition)
    return walk.counterpart(walk.other(edition), normalize_id(clause_id) or clause_id) if walk else None


def not_in_edition(clause_id: str, edition: str, nearest: list[str]) -> str:
    """Why an id is not a clause of edition, in one line: the other edition's clause it is and where that rule
    is in edition (the crosswalk), else the nearest ids of edition."""
    found = elsewhere(clause_id, edition)
    if found is None:
        return f"no clause {clause_id!r} in ver.{edition}" + (f"; nearest: {', '.join(nearest)}" if nearest else "")
    if found.other_ids:
        there = f"its rule is {', '.join(found.other_ids)} in ver.{edition}"
        there = f"changed; see {', '.join(found.other_ids)} in ver.{edition}" if found.status == "changed" else there
    elif found.status == "new":
        there = f"new in ver.{found.edition}: ver.{edition} has no such rule"
    else:
        there = f"removed: ver.{edition} has no such rule"
    return f"no clause {clause_id!r} in ver.{edition}: it is a clause of ver.{found.edition} ({there})"
