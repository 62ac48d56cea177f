"""Load the packaged card files (one YAML file per set) into a card database.

Beside them, data/printed.json holds the printed facts of every card (written by tools/card_facts.py, never its
text): a card no YAML file defines is known by those facts alone, read the first time such a card is asked for.
"""

from __future__ import annotations

import difflib
import json
from functools import cache
from importlib import resources
from pathlib import Path

from opcg_oracle.cards.effect_parser import parse_effects
from opcg_oracle.cards.model import ATTRIBUTES, CATEGORIES, COLORS, KEYWORDS, CardDef, Ruling
from opcg_oracle.yamlio import InputError, Map, Seq, check_keys, from_plain, load_file, load_text, position_of

_SET_KEYS = ("set", "name", "cards")
_CARD_KEYS = (
    "name",
    "category",
    "colors",
    "cost",
    "power",
    "counter",
    "life",
    "attributes",
    "types",
    "summary",
    "keywords",
    "trigger",
    "vanilla",
    "effects",
    "also_named",
    "also_types",
    "also_attributes",
    "rulings",
)
# Printed facts only some card types carry: an entry giving one to another card type is a mistake.
_ONLY_ON = (
    ("life", ("leader",), "2-9-3"),
    ("attributes", ("leader", "character"), "2-5-5"),
    ("also_attributes", ("leader", "character"), "2-5-5"),
)
_REQUIRED_BY_CATEGORY = {
    "leader": ("life", "power"),
    "character": ("cost", "power"),
    "event": ("cost",),
    "stage": ("cost",),
}


class UnknownCardError(LookupError):
    """A card number that is not in the database, with the nearest known numbers."""

    def __init__(self, number: str, suggestions: list[str]):
        self.number = number
        self.suggestions = suggestions
        hint = f" Nearest: {', '.join(suggestions)}." if suggestions else ""
        super().__init__(f"unknown card number {number!r}.{hint}")


PRINTED_FILE = "printed.json"  # data/printed.json: the facts of every printed card (tools/card_facts.py)


@cache
def printed_facts() -> tuple[dict[str, str], dict[str, dict]]:
    """The printed sets (code → name) and each printed card's facts by number, read once, when first needed."""
    text = resources.files("opcg_oracle.cards").joinpath("data", PRINTED_FILE).read_text(encoding="utf-8")
    document = json.loads(text)
    return document["sets"], {card["number"]: card for card in document["cards"]}


_PRINTED_DEFINITIONS: dict[str, CardDef] = {}  # built on first use: most runs name a few printed cards, if any


def printed_card(number: str) -> CardDef | None:
    """A printed card as its facts alone define it (no effects), or None for a number no card has."""
    definition = _PRINTED_DEFINITIONS.get(number)
    if definition is None:
        facts = printed_facts()[1].get(number)
        if facts is None:
            return None
        definition = _PRINTED_DEFINITIONS[number] = _from_printed(facts)
    return definition


def _from_printed(facts: dict) -> CardDef:
    keywords = frozenset(facts.get("keywords", ()))
    # Text beyond the printed keywords needs its effects written; the keywords the engine plays are written already.
    written = not facts["has_text"] and keywords <= set(KEYWORDS)
    return CardDef(
        number=facts["number"],
        name=facts["name"],
        category=facts["category"],
        colors=tuple(facts["colors"]),
        cost=facts.get("cost"),
        power=facts.get("power"),
        counter=facts.get("counter"),
        life=facts.get("life"),
        attributes=tuple(facts.get("attributes", ())),
        types=tuple(facts.get("types", ())),
        keywords=keywords,
        has_trigger=facts["has_trigger"],
        vanilla=not facts["has_text"] and not keywords,
        implemented=written,
    )


class CardDatabase:
    """Every known card definition, by card number: the card files' (YAML wins) and every printed card's facts."""

    def __init__(self, cards: dict[str, CardDef], sets: dict[str, str]):
        self._cards = cards  # defined in a card file (packaged, a suite's or a board's): facts and effects
        self._sets = sets  # set code → set name, of those files

    @property
    def sets(self) -> dict[str, str]:
        """Set code → set name: every printed set and every set of the card files."""
        return {**printed_facts()[0], **self._sets}

    def __contains__(self, number: object) -> bool:
        return number in self._cards or (isinstance(number, str) and number in printed_facts()[1])

    def __len__(self) -> int:
        printed = printed_facts()[1]  # the card files are few, the printed cards ~2,800: count from the few
        return len(printed) + sum(1 for number in self._cards if number not in printed)

    def __iter__(self):
        """The card files' cards, then the other printed cards in number order."""
        yield from self._cards.values()
        for number in printed_facts()[1]:
            if number not in self._cards:
                yield printed_card(number)

    def get(self, number: str) -> CardDef:
        """The definition of a card number; raises UnknownCardError with suggestions."""
        try:
            return self._cards[number]
        except KeyError:
            definition = printed_card(number) if isinstance(number, str) else None
            if definition is not None:
                return definition
            known = [*self._cards, *printed_facts()[1]]
            near = difflib.get_close_matches(str(number).upper(), known, n=3, cutoff=0.6)
            raise UnknownCardError(str(number), near) from None

    def in_card_files(self, number: str) -> bool:
        """Whether a card file (YAML: the package's, a suite's or a board's) defines the card, effects and all."""
        return number in self._cards

    def with_cards(self, extra: list[CardDef], sets: dict[str, str] | None = None) -> CardDatabase:
        """A database that also knows extra (e.g. synthetic TEST- cards of one scenario), and their sets."""
        cards = dict(self._cards)
        for card in extra:
            cards[card.number] = card
        return CardDatabase(cards, {**self._sets, **(sets or {})})

    def with_board_cards(self, entries: dict) -> CardDatabase:
        """A database that also knows the own cards a canonical board carries (its `cards`), if any."""
        if not entries:
            return self
        return self.with_cards([parse_card(n, from_plain(e), f"cards.{n}", own=True) for n, e in entries.items()])


def _expect(value: object, kind: type | tuple, where: Map, key: str, path: str, what: str) -> None:
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
        raise InputError(position_of(where, key), f"expected {what}, got {value!r}", path)


def _names(value: object, where: Map, key: str, path: str, allowed: tuple[str, ...] | None) -> tuple[str, ...]:
    _expect(value, Seq, where, key, path, "a list")
    for index, item in enumerate(value):
        if not isinstance(item, str) or (allowed and item not in allowed):
            near = difflib.get_close_matches(str(item), allowed or (), n=1)
            hint = f"did you mean {near[0]!r}?" if near else (f"one of: {', '.join(allowed)}" if allowed else "")
            raise InputError(position_of(value, index), f"unknown {key[:-1]} {item!r}", f"{path}.{key}", hint)
    return tuple(value)


def _listed(data: Map, key: str, path: str, allowed: tuple[str, ...] | None) -> tuple[str, ...]:
    """The names listed under key, or none when the key is absent."""
    return _names(data[key], data, key, path, allowed) if key in data else ()


def _rulings(data: Map, path: str) -> tuple[Ruling, ...]:
    """The card's `rulings:`, each `{ruling: <our words>, source: <Q&A entry, clause or review>}`."""
    if "rulings" not in data:
        return ()
    _expect(data["rulings"], Seq, data, "rulings", path, "a list of {ruling, source}")
    found = []
    for index, entry in enumerate(data["rulings"]):
        here = f"{path}.rulings[{index}]"
        if not isinstance(entry, Map):
            raise InputError(position_of(data["rulings"], index), "expected a mapping {ruling, source}", here)
        check_keys(entry, ("ruling", "source"), here, required=("ruling", "source"))
        for key in ("ruling", "source"):
            if not isinstance(entry[key], str) or not entry[key].strip():
                raise InputError(position_of(entry, key), f"expected some text, got {entry[key]!r}", here)
        found.append(Ruling(entry["ruling"], entry["source"]))
    return tuple(found)


def parse_card(number: str, data: Map, path: str, own: bool = False) -> CardDef:
    """Validate one card entry and build its definition (`own`: a suite's or a board's card, not the package's)."""
    _expect(data, Map, data, None, path, "a mapping")
    check_keys(data, _CARD_KEYS, path, required=("name", "category", "colors"))
    category = data["category"]
    if category not in CATEGORIES:
        raise InputError(position_of(data, "category"), f"unknown category {category!r}", path, ", ".join(CATEGORIES))
    for key in _REQUIRED_BY_CATEGORY[category]:
        if key not in data:
            raise InputError(position_of(data), f"a {category} needs {key!r}", path)
    for key, holders, rule in _ONLY_ON:
        if key in data and category not in holders:
            which = " and ".join(f"{c}s" for c in holders)
            raise InputError(position_of(data, key), f"a {category} has no {key} (only {which} have it, {rule})", path)
    numbers = {}
    for key in ("cost", "power", "counter", "life"):
        if key in data:
            _expect(data[key], int, data, key, path, "an integer")
            numbers[key] = data[key]
    keywords = _names(data.get("keywords", Seq()), data, "keywords", path, KEYWORDS) if "keywords" in data else ()
    return CardDef.with_effects(
        parse_effects(data["effects"], data, path) if "effects" in data else (),
        number=number,
        name=str(data["name"]),
        category=category,
        colors=_names(data["colors"], data, "colors", path, COLORS),
        # A type or attribute the card's text gives it counts as its own everywhere (2-4-4, 2-5-7).
        attributes=_listed(data, "attributes", path, ATTRIBUTES) + _listed(data, "also_attributes", path, ATTRIBUTES),
        types=_listed(data, "types", path, None) + _listed(data, "also_types", path, None),
        keywords=frozenset(keywords),
        has_trigger=bool(data.get("trigger", False)),
        vanilla=bool(data.get("vanilla", False)),
        summary=str(data.get("summary", "")),
        also_named=_listed(data, "also_named", path, None),
        implemented=bool(data.get("vanilla", False)) or "effects" in data,
        rulings=_rulings(data, path),
        entry=json.loads(json.dumps(data)) if own else None,
        **numbers,
    )


def _set_document(document: object, source: str) -> Map:
    """A parsed card file, checked to be a mapping of set, name and cards."""
    if not isinstance(document, Map):
        raise InputError(None, "a card file must be a mapping with set, name and cards", source)
    check_keys(document, _SET_KEYS, "", required=_SET_KEYS)
    return document


def parse_set(text: str, source: str) -> tuple[str, str, dict[str, CardDef]]:
    """Parse one set file into (set code, set name, cards)."""
    document = _set_document(load_text(text, source), source)
    cards = {}
    for number, entry in document["cards"].items():
        cards[str(number)] = parse_card(str(number), entry, f"cards.{number}")
    return str(document["set"]), str(document["name"]), cards


@cache
def load_card_database() -> CardDatabase:
    """Every packaged card set, loaded and validated once."""
    cards: dict[str, CardDef] = {}
    sets: dict[str, str] = {}
    for entry in sorted(resources.files("opcg_oracle.cards").joinpath("data").iterdir(), key=lambda p: p.name):
        if not entry.name.endswith(".yaml"):
            continue
        code, name, found = parse_set(entry.read_text(encoding="utf-8"), f"opcg_oracle/cards/data/{entry.name}")
        for number in found:
            if number in cards:
                raise InputError(None, f"card {number} is defined twice", entry.name)
        cards.update(found)
        sets[code] = name
    return CardDatabase(cards, sets)


def own_cards(entries: object, path: str, known: CardDatabase) -> list[CardDef]:
    """The cards a board or a suite defines for itself; a number the package already uses is an error."""
    if not isinstance(entries, Map):
        raise InputError(position_of(entries), "expected a mapping of card numbers to cards", path)
    found = []
    for number, entry in entries.items():
        if number in known:
            origin = "the package" if known.get(number).entry is None else "the suite's cards/ folder"
            raise InputError(
                position_of(entries, number),
                f"{number} is already a card of {origin}",
                f"{path}.{number}",
                "give a card of your own a number of its own, e.g. MY-001",
            )
        found.append(parse_card(str(number), entry, f"{path}.{number}", own=True))
    return found


SUITE_CARDS = "cards"  # <suite>/cards/*.yaml: card files of a suite, in the packaged files' format


@cache
def load_suite_cards(suite: Path) -> CardDatabase:
    """The packaged cards and those of a suite's cards/ folder, checked once per suite."""
    database = load_card_database()
    folder = suite / SUITE_CARDS
    if not folder.is_dir():
        return database
    defined_in: dict[str, Path] = {}
    for path in sorted(folder.glob("*.yaml")):
        document = _set_document(load_file(path), str(path))
        for number in document["cards"] if isinstance(document["cards"], Map) else ():
            if number in defined_in:
                where = position_of(document["cards"], number)
                raise InputError(where, f"card {number} is also defined in {defined_in[number]}", f"cards.{number}")
            defined_in[number] = path
        sets = {str(document["set"]): str(document["name"])}
        database = database.with_cards(own_cards(document["cards"], "cards", database), sets)
    return database
