"""Read a board file strictly and expand it to the canonical board (opcg_oracle/engine/board.py).

Every error names file:line:column, the path in the document, what was wrong and what was expected.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError, best_match

from opcg_oracle.cards.database import CardDatabase, UnknownCardError, own_cards
from opcg_oracle.engine.board import CARD_LISTS, card_specs, definition_of
from opcg_oracle.engine.decks import DeckList, deck_breaches
from opcg_oracle.engine.state import DON_PER_PLAYER, MAX_CHARACTERS
from opcg_oracle.scenario.schema import BOARD_SCHEMA
from opcg_oracle.yamlio import InputError, Map, Position, load_file, load_text, position_of

PLAYERS = ("alice", "bob")
DEFAULT_LEADER = {"alice": "ST01-001", "bob": "ST02-001"}  # the starter-deck leaders every engine knows
# Fillers: real cards with no Counter, no [Trigger] and no effect outside the field, so that unwritten
# deck and Life cards never offer a choice when they reach the hand.
FILLER = {"alice": "ST01-006", "bob": "ST02-004"}
DEFAULT_DECK = 10
DEFAULT_LIFE = 4
MAX_CARDS = 50  # a deck is exactly 50 cards (5-1-2): no player has more besides the Leader
_LIST_LIMIT = (MAX_CARDS, f"a player has at most {MAX_CARDS} cards besides the Leader: a deck is {MAX_CARDS} (5-1-2)")


@dataclass(frozen=True)
class Board:
    """A loaded board: the canonical form, where it came from, and its card ids."""

    source: str
    canonical: dict
    ids: tuple[str, ...]  # every card id, e.g. alice.leader, alice.franky, bob.hand.1


@cache
def _validator() -> Draft202012Validator:
    return Draft202012Validator(BOARD_SCHEMA)


def _locate(document: object, path: list) -> tuple[object, object]:
    """The container and key holding the value at a JSON path, for its position."""
    container, key = document, None
    for step in path:
        if key is not None:
            container = container[key]
        key = step
    return container, key


def _dotted(path: list) -> str:
    text = ""
    for step in path:
        text += f"[{step}]" if isinstance(step, int) else (f".{step}" if text else str(step))
    return text or "(top)"


def _schema_error(document: object, error: ValidationError) -> InputError:
    path = list(error.absolute_path)
    container, key = _locate(document, path)
    where = position_of(container, key) if key is not None else position_of(document)
    if error.validator == "additionalProperties":
        allowed = list(error.schema.get("properties", {}))
        value = container[key] if key is not None else document
        unknown = [k for k in value if k not in allowed]
        near = difflib.get_close_matches(str(unknown[0]), allowed, n=1)
        hint = f"did you mean {near[0]!r}?" if near else f"expected one of: {', '.join(allowed)}"
        return InputError(position_of(value, unknown[0]), f"unknown key {unknown[0]!r}", _dotted(path), hint)
    if error.validator == "oneOf":
        deeper = [e for e in error.context if e.validator == "additionalProperties" and e.absolute_path]
        if deeper:
            return _schema_error(document, deeper[0])
    expected = error.schema.get("description", "")
    message = error.message
    if error.validator == "oneOf":
        message = f"{error.instance!r} is not valid here"
    return InputError(where, message, _dotted(path), f"expected {expected}" if expected else "")


def load_board(path: Path | str, cards: CardDatabase, check_decks: bool = True) -> Board:
    """Load a board file: strict YAML, the JSON Schema, then the rules of a possible position.

    `check_decks=False` lets a setup board's decks break 5-1-2, for scenarios in which the engine must refuse them.
    """
    return expand(load_file(path, _LIST_LIMIT), str(path), cards, check_decks)


def load_board_text(text: str, source: str, cards: CardDatabase) -> Board:
    """Load a board from text (for tests and tools)."""
    return expand(load_text(text, source, _LIST_LIMIT), source, cards)


def expand(document: object, source: str, cards: CardDatabase, check_decks: bool = True, schema: bool = True) -> Board:
    """Check a parsed board and expand its defaults into the canonical board.

    `schema=False` leaves the JSON Schema out, for boards a tool built itself (fuzz: a game's start, cut 60 times
    a second); every other check stays."""
    if document is None:
        raise InputError(
            Position(source, 1, 1), "the board is empty", "", "a board is a mapping that starts with 'format: 1'"
        )
    if not isinstance(document, Map):
        where = position_of(document) or Position(source, 1, 1)
        raise InputError(where, "a board file is a mapping that starts with 'format: 1'", "")
    _check_card_count(document)  # before the schema: a hostile board of 50,000 cards is refused at once
    errors = sorted(_validator().iter_errors(document), key=lambda e: list(e.absolute_path)) if schema else []
    if errors:
        raise _schema_error(document, best_match(errors))
    if "cards" in document:
        cards = cards.with_cards(own_cards(document["cards"], "cards", cards))
    if document.get("phase") == "setup":
        return _with_own_cards(_expand_setup(document, source, cards, check_decks), cards)
    _refuse_setup_keys(document)
    turn = document.get("turn", 3)
    first = PLAYERS.index(document.get("first_player", "alice"))
    turn_player = PLAYERS.index(document.get("turn_player", "alice"))
    if (turn % 2 == 1) != (turn_player == first):
        raise InputError(
            position_of(document, "turn" if "turn" in document else None),
            f"turn {turn} is the {'first' if turn % 2 else 'second'} player's turn, but turn_player is "
            f"{PLAYERS[turn_player]} and first_player is {PLAYERS[first]}",
            "turn",
            "odd turns belong to the first player (5-2-1-8, 6-6-1-4)",
        )
    expander = _Expander(cards, source)
    players = [expander.player(name, document.get(name, Map())) for name in PLAYERS]
    canonical = {
        "seed": document.get("seed", 0),
        "turn": turn,
        "turn_player": PLAYERS[turn_player],
        "first_player": PLAYERS[first],
        "phase": document.get("phase", "main"),
        "players": players,
    }
    if "battle" in document:
        canonical["battle"] = _battle(document, canonical)
    if "pending" in document:
        canonical["pending"] = _pending(document, canonical, cards)
    return _with_own_cards(Board(source, canonical, tuple(expander.ids)), cards)


def _with_own_cards(board: Board, cards: CardDatabase) -> Board:
    """The board carries the entry of every card it uses that is not the package's, so any engine can build it."""
    own = {}
    for spec in card_specs(board.canonical):
        entry = cards.get(spec["card"]).entry
        if entry is not None:
            own[spec["card"]] = entry
    if own:
        board.canonical["cards"] = dict(sorted(own.items()))
    return board


def _check_card_count(document: Map) -> None:
    """More cards than a deck holds cannot happen in a game (5-1-2); counted without looking at each card."""
    for name in PLAYERS:
        spec = document.get(name)
        if not isinstance(spec, Map):
            continue
        sizes = {area: _size(spec.get(area)) for area in CARD_LISTS}
        total = sum(sizes.values())
        if total > MAX_CARDS:
            largest = max(sizes, key=sizes.get)
            raise InputError(
                position_of(spec, largest),
                f"{name} has {total} cards besides the Leader",
                f"{name}.{largest}",
                f"at most {MAX_CARDS}: a deck is exactly {MAX_CARDS} cards (5-1-2)",
            )


def _size(value: object) -> int:
    """Cards an area entry stands for: a list's length, a number of fillers, or one single card."""
    if isinstance(value, list):
        return len(value)
    if isinstance(value, int) and not isinstance(value, bool):
        return max(value, 0)
    return 0 if value is None else 1


def _battle(document: Map, canonical: dict) -> dict:
    """Check a battle under way against the board: who attacks whom, in which step (7-1)."""
    spec = document["battle"]
    where = {card["id"]: (player, area, card) for player, area, card in _field_cards(canonical)}

    def fail(key: str, message: str, expected: str) -> InputError:
        return InputError(position_of(spec, key), message, f"battle.{key}", expected)

    if document.get("phase", "main") != "main":
        raise fail("step", "a battle happens in the Main Phase", "phase: main (the default) (7-1)")
    turn_player = canonical["turn_player"]
    for key, owner in (("attacker", turn_player), ("target", "bob" if turn_player == "alice" else "alice")):
        if spec[key] not in where or where[spec[key]][0] != owner:
            near = difflib.get_close_matches(spec[key], [i for i, w in where.items() if w[0] == owner], n=1)
            hint = f"did you mean {near[0]!r}?" if near else f"the leader or a Character of {owner}"
            raise fail(key, f"{spec[key]!r} is not {owner}'s leader or Character on this board", hint)
    attacker, target = where[spec["attacker"]][2], where[spec["target"]][2]
    if not attacker.get("rested"):
        raise fail("attacker", f"{spec['attacker']} is active", "rested: true on the attacker (7-1-1-1)")
    if where[spec["target"]][1] == "characters" and not target.get("rested"):
        raise fail("target", f"{spec['target']} is an active Character", "rested: true (7-1-1-2, 7-1-2-1)")
    if spec.get("blocked") and (spec["step"] == "block" or where[spec["target"]][1] != "characters"):
        raise fail("blocked", "only a Character blocks, in the Block Step", "step: counter or damage (7-1-2-1)")
    return {key: spec[key] for key in ("step", "attacker", "target", "blocked") if key in spec}


def _pending(document: Map, canonical: dict, cards: CardDatabase) -> list[dict]:
    """Check the auto effects waiting when the board starts: each names a card of the board and one of its
    auto effects (8-1-3-2); they wait in the Main Phase, outside a battle (8-6)."""
    entries = document["pending"]
    if document.get("phase", "main") != "main" or "battle" in document:
        where = position_of(document, "pending")
        raise InputError(where, "effects can wait only in a Main Phase board", "pending", "phase: main, no battle")
    specs = {card["id"]: card for player in canonical["players"] for card in _all_cards(player)}
    numbers = {card_id: spec["card"] for card_id, spec in specs.items()}
    out = []
    for n, entry in enumerate(entries):
        card_id, which = entry["card"], entry.get("effect", 1)
        if card_id not in numbers:
            near = difflib.get_close_matches(card_id, list(numbers), n=1)
            hint = f"did you mean {near[0]!r}?" if near else "the id of a card on this board"
            raise InputError(position_of(entry, "card"), f"no card {card_id!r} on this board", f"pending[{n}]", hint)
        autos = [i for i, effect in enumerate(definition_of(specs[card_id], cards).effects) if effect.kind == "auto"]
        if which > len(autos):
            has = f"it has {len(autos)}" if autos else "it has none"
            raise InputError(
                position_of(entry, "effect" if "effect" in entry else "card"),
                f"{card_id} ({numbers[card_id]}) has no auto effect number {which}",
                f"pending[{n}]",
                f"an auto effect of the card (8-1-3-2): {has}",
            )
        out.append({"card": card_id, "effect": autos[which - 1]})
    return out


def _all_cards(player: dict):
    """Every card of one player in a canonical board."""
    yield player["leader"]
    for area in CARD_LISTS:
        yield from player[area]


def _field_cards(canonical: dict):
    """(player, area, card) for every leader and Character of a canonical board."""
    for name, player in zip(PLAYERS, canonical["players"], strict=True):
        yield name, "leader", player["leader"]
        for card in player["characters"]:
            yield name, "characters", card


class _Expander:
    """Expands one board's players, checking cards and limits as it goes."""

    def __init__(self, cards: CardDatabase, source: str):
        self.cards = cards
        self.source = source
        self.ids: list[str] = []
        self._seen: set[str] = set()  # the list keeps the order; the set keeps the check linear

    def player(self, name: str, spec: Map) -> dict:
        out: dict = {"name": name.capitalize()}
        out["leader"] = self.card(spec.get("leader", DEFAULT_LEADER[name]), (spec, "leader"), f"{name}.leader", name)
        for area in CARD_LISTS:
            raw = spec.get(area, DEFAULT_DECK if area == "deck" else DEFAULT_LIFE if area == "life" else [])
            if isinstance(raw, int):  # a number of filler cards
                out[area] = [self.card(FILLER[name], (spec, area), f"{name}.{area}", name, area, n) for n in range(raw)]
            elif isinstance(raw, list):
                out[area] = [
                    self.card(entry, (raw, n), f"{name}.{area}[{n}]", name, area, n) for n, entry in enumerate(raw)
                ]
            else:  # a single Stage written without a list
                out[area] = [self.card(raw, (spec, area), f"{name}.{area}", name, area, 0)]
        self._check_limits(name, spec, out)
        return out

    def card(
        self,
        entry: object,
        written_at: tuple,
        path: str,
        player: str,
        area: str = "leader",
        index: int = 0,
        any_category: bool = False,
    ) -> dict:
        """Check one card entry and expand it: number, id, and how it stands (any_category: a card of any category
        may stand in the area, for a setup board whose decks the engine must judge, 5-2-1-1)."""
        number_at = position_of(entry, "card") if isinstance(entry, Map) else position_of(*written_at)
        if isinstance(entry, str):
            entry = {"card": entry}
        number = entry["card"]
        try:
            definition = self.cards.get(number)
        except UnknownCardError as error:
            near = ", ".join(error.suggestions)
            hint = f"did you mean {near}?" if near else "a card number of a known set"
            raise InputError(number_at, f"unknown card number {number!r}", path, hint) from None
        wanted = {"leader": "leader", "characters": "character", "stage": "stage"}.get(area)
        if wanted and definition.category != wanted and not any_category:
            raise InputError(
                number_at, f"{number} is a {definition.category} card", path, f"the {area} holds {wanted}s"
            )
        if entry.get("don") and area not in ("leader", "characters"):
            where = position_of(entry, "don")
            raise InputError(where, "DON!! can only be given to a leader or Character", path, "6-5-5-1")
        if not definition.implemented and entry.get("text") != "ignored":
            where = "the card's entry" if definition.entry else f"opcg_oracle/cards/data/{definition.set_code}.yaml"
            raise InputError(
                number_at,
                f"{number} ({definition.name}) has text not written in the effect language",
                path,
                f"write its effects in {where}, or name it for its printed facts alone: "
                f"{{card: {number}, text: ignored}}",
            )
        if "alias" in entry:
            card_id = f"{player}.{entry['alias']}"
        else:
            card_id = f"{player}.leader" if area == "leader" else f"{player}.{area}.{index + 1}"
        if card_id in self._seen:
            where = position_of(entry, "alias")
            raise InputError(where, f"the alias {card_id!r} is used twice", path, "each card has its own alias")
        self._seen.add(card_id)
        self.ids.append(card_id)
        spec = {"card": number, "id": card_id}
        for flag in ("rested", "don", "played_this_turn", "face_up", "text"):
            if flag in entry:
                spec[flag] = entry[flag]
        if "power" in entry:
            spec["power"] = [{"amount": entry["power"], "until": "turn"}]
        return spec

    def _check_limits(self, name: str, spec: Map, out: dict) -> None:
        if len(out["characters"]) > MAX_CHARACTERS:
            raise InputError(
                position_of(spec, "characters"),
                f"{len(out['characters'])} Characters",
                f"{name}.characters",
                f"at most {MAX_CHARACTERS} (3-7-6)",
            )
        don = spec.get("don", Map())
        given = out["leader"].get("don", 0) + sum(c.get("don", 0) for c in out["characters"])
        active, rested = don.get("active", 0), don.get("rested", 0)
        used = active + rested + given
        deck = don.get("deck", DON_PER_PLAYER - used)
        if used + deck != DON_PER_PLAYER or deck < 0:
            counted = f"active {active}, rested {rested}, given {given}, deck {max(deck, 0)}"
            where = position_of(spec, "don") if "don" in spec else position_of(spec)
            total = used + max(deck, 0)
            raise InputError(where, f"{name} has {total} DON!! ({counted})", f"{name}.don", "exactly 10 in all (5-1-2)")
        out["don"] = {"active": active, "rested": rested, "deck": deck}


SETUP_PLAYER_KEYS = ("leader", "deck")
NOT_BEFORE_SETUP = ("turn", "turn_player", "first_player")  # decided by the setup itself (5-2-1-5, 5-2-1-8)


def _expand_setup(document: Map, source: str, cards: CardDatabase, check_decks: bool) -> Board:
    """A board before the game: two legal decks in a known order; the engine then runs the setup (5-2)."""
    for key in NOT_BEFORE_SETUP:
        if key in document:
            raise InputError(
                position_of(document, key),
                f"{key!r} is not known before the game starts",
                key,
                "a setup board gives 'setup: {chooser, shuffle}'; turn 1 and its player follow (5-2-1-8)",
            )
    expander = _Expander(cards, source)
    players = []
    for name in PLAYERS:
        spec = document.get(name, Map())
        for key in spec:
            if key not in SETUP_PLAYER_KEYS:
                raise InputError(
                    position_of(spec, key),
                    f"a setup board gives no {key!r}",
                    f"{name}.{key}",
                    "only 'leader' and 'deck': the setup itself fills hand and Life (5-2-1-6, 5-2-1-7)",
                )
        leader = expander.card(  # unchecked decks: the engine must refuse a Leader that is not a Leader card (5-1-2)
            spec.get("leader", DEFAULT_LEADER[name]),
            (spec, "leader"),
            f"{name}.leader",
            name,
            any_category=not check_decks,
        )
        deck = _setup_deck(expander, name, spec)
        if check_decks:
            _check_deck(name, spec, leader, deck, cards)
        players.append({"name": name.capitalize(), "leader": leader, "deck": deck})
    options = document.get("setup", Map())
    canonical = {
        "seed": document.get("seed", 0),
        "phase": "setup",
        "setup": {"chooser": options.get("chooser"), "shuffle": options.get("shuffle", "as-written")},
        "players": players,
    }
    return Board(source, canonical, tuple(expander.ids))


def _setup_deck(expander: _Expander, name: str, spec: Map) -> list[dict]:
    """The deck, top card first, with each `copies: N` entry written out N times in a row."""
    raw = spec.get("deck")
    if not isinstance(raw, list):
        where = position_of(spec, "deck") if "deck" in spec else position_of(spec)
        expected = "the 50 cards of the deck, top first (5-1-2)"
        raise InputError(where, f"{name} has no deck list", f"{name}.deck", expected)
    deck: list[dict] = []
    for n, entry in enumerate(raw):
        copies = entry.get("copies", 1) if isinstance(entry, Map) else 1
        if copies > 1 and "alias" in entry:
            raise InputError(
                position_of(entry, "alias"),
                "an alias names one card, not several copies",
                f"{name}.deck[{n}]",
                "write the card with the alias on its own line",
            )
        for _ in range(copies):
            deck.append(expander.card(entry, (raw, n), f"{name}.deck[{n}]", name, "deck", len(deck)))
    return deck


def _check_deck(name: str, spec: Map, leader: dict, deck: list[dict], cards: CardDatabase) -> None:
    """A setup board's decks must be legal (5-1-2): the game cannot start otherwise (5-2-1-1)."""
    breaches = deck_breaches(DeckList(leader["card"], tuple(card["card"] for card in deck)), cards)
    if breaches:
        clause, text = breaches[0]
        more = f" (and {len(breaches) - 1} more)" if len(breaches) > 1 else ""
        raise InputError(position_of(spec, "deck"), f"{name}'s deck is not legal: {text}{more}", f"{name}.deck", clause)


def _refuse_setup_keys(document: Map) -> None:
    """`setup:` and `copies:` only mean something on a setup board."""
    if "setup" in document:
        raise InputError(position_of(document, "setup"), "'setup' belongs to a setup board", "setup", "phase: setup")
    for name in PLAYERS:
        deck = document.get(name, Map()).get("deck")
        for n, entry in enumerate(deck if isinstance(deck, list) else []):
            if isinstance(entry, Map) and "copies" in entry:
                raise InputError(
                    position_of(entry, "copies"),
                    "'copies' belongs to a setup board's deck list",
                    f"{name}.deck[{n}]",
                    "write each card, or a number of filler cards",
                )
