"""What a scenario needs from an engine: the cards whose text it relies on (the others are stand-ins), the
protocol features its board and steps use, and what an engine's capabilities lack of them."""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass

from opcg_oracle.cards.database import CardDatabase
from opcg_oracle.engine.board import card_specs, definition_of
from opcg_oracle.scenario.loader import Board

# The actions a `legal` check may name (the "may / may not" phrase of bdd/steps/choices.py), in the When phrases' words.
OFFERED_ACTIONS = r"(?:attack|play|activate the effect of|give DON!! to|end) .+"
OFFERED_STEP = re.compile(rf"(?:Alice|Bob) (?:may|may not) {OFFERED_ACTIONS}")
PLAYER_VIEW_STEP = re.compile(
    r'(?:Alice|Bob) (?:(?:can|cannot) see "|sees \d+ cards? in |sees \d+ DON!! in |cannot tell the cards of )'
)


@dataclass(frozen=True)
class Reliance:
    """What a scenario relies on, as the reference engine found playing it: of each card's text by number
    ("text", or "keywords" for its printed keywords alone), and the keywords that counted, printed or gained."""

    cards: Mapping[str, str]
    keywords: frozenset[str] = frozenset()


def mark_stand_ins(board: Board, text_used: Mapping[str, str]) -> Board:
    """The board with `stand_in` on every card whose text the scenario does not rely on (the reference engine
    never used it on this scenario): `true`, or `"keywords"` when only its printed keywords mattered. An engine
    declaring the feature `stand_ins` may build such a card from its printed facts (and those keywords). A card
    whose text the board ignores outright keeps `text: ignored`."""
    canonical = json.loads(json.dumps(board.canonical))
    for spec in card_specs(canonical):
        relied = text_used.get(spec["card"])
        if relied != "text" and spec.get("text") != "ignored":
            spec["stand_in"] = "keywords" if relied == "keywords" else True
    return dataclasses.replace(board, canonical=canonical)


def relied_on(board: Board, keywords_too: bool = False) -> list[dict]:
    """The board's card entries an engine must know by their text: all but the stand-ins (with keywords_too,
    also the stand-ins whose printed keywords the scenario relies on)."""
    kept = (None, False, "keywords") if keywords_too else (None, False)
    return [spec for spec in card_specs(board.canonical) if spec.get("stand_in") in kept]


def board_features(board: Board, steps: list[str]) -> set[str]:
    """The protocol features (docs/engine-protocol.md, "Capabilities") a scenario needs beyond cards."""
    needed = set()
    if board.canonical.get("phase") == "refresh":
        needed.add("turn_start_boards")
    if board.canonical.get("phase") == "end":
        needed.add("end_phase_boards")
    if board.canonical.get("pending"):
        needed.add("pending_effects_boards")
    if board.canonical.get("phase") == "setup":
        needed.add("setup_boards")
    if "battle" in board.canonical:
        needed.add("mid_battle_boards")
    if any(spec["card"].startswith("TEST-") for spec in relied_on(board)):
        needed.add("test_cards")
    own = set(board.canonical.get("cards", ()))
    if own and any(spec["card"] in own for spec in relied_on(board)):
        needed.add("own_cards")
    if any(spec.get("text") == "ignored" for spec in card_specs(board.canonical)):
        needed.add("ignored_text")
    if any(text.startswith("the engine cites ") for text in steps):
        needed.add("events")
    if any(PLAYER_VIEW_STEP.match(text) for text in steps):
        needed.add("player_views")
    if any(OFFERED_STEP.match(text) for text in steps):
        needed.add("legal_actions")
    return needed


def needs_missing(
    board: Board, cards: CardDatabase, capabilities: dict, steps: list[str] = (), keywords: frozenset[str] = frozenset()
) -> str:
    """What the scenario needs that the engine's capabilities lack ("" when nothing), said exactly; keywords are
    those it relies on beyond the printed ones (a keyword a card gains from an effect: Gecko Moria's [Double
    Attack])."""
    gained = keywords
    # A board's or suite's own cards are not in any engine's sets: the feature own_cards covers them.
    numbers = {spec["card"] for spec in relied_on(board)} - set(board.canonical.get("cards", ()))
    sets = {number.split("-", 1)[0] for number in numbers}
    known_sets = set(capabilities.get("sets", sets))
    lacking = sorted(sets - known_sets)
    if lacking:
        return f"the board uses card sets the engine does not declare: {', '.join(lacking)}"
    if "cards" in capabilities:
        lacking = sorted(numbers - set(capabilities["cards"]))
        if lacking:
            return f"the board uses cards the engine does not declare (capabilities.cards): {', '.join(lacking)}"
    cards = cards.with_board_cards(board.canonical.get("cards"))
    used = [definition_of(spec, cards) for spec in relied_on(board, keywords_too=True)]
    keywords = {kw for definition in used for kw in definition.keywords} | gained
    texts = [definition_of(spec, cards) for spec in relied_on(board)]
    keywords |= {"trigger"} if any(definition.has_trigger for definition in texts) else set()
    known_keywords = set(capabilities.get("keywords", keywords))
    lacking = sorted(keywords - known_keywords)
    if lacking:
        return f"the board's cards have keywords the engine does not declare: {', '.join(lacking)}"
    needed = board_features(board, list(steps))
    declared = set(capabilities.get("features", needed - {"events"}))
    declared |= {"events"} if capabilities.get("events") else set()
    lacking = sorted(needed - declared)
    if lacking:
        return f"the scenario needs features the engine does not declare (capabilities.features): {', '.join(lacking)}"
    return ""
