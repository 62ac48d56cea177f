"""Then phrases about the board: where cards are, counts, power, orientation, views, orders, the game's end,
refusals and the clauses the engine cites."""

from __future__ import annotations

import re

from opcg_oracle.adapters.base import PLAYER_NAMES
from opcg_oracle.bdd.outcomes import ScenarioFailure
from opcg_oracle.bdd.phrases import (
    CARD,
    CARDS,
    P,
    board_state,
    card_entry,
    card_list,
    find_card,
    phrase,
    player_key,
    player_view,
)
from opcg_oracle.bdd.run import ScenarioRun

AREAS = {
    "hand": "hand",
    "trash": "trash",
    "deck": "deck",
    "Life": "life",
    "Character area": "characters",
    "Stage area": "stage",
    "Leader area": "leader",
}


@phrase(
    "Then",
    rf"{CARD} is in {P}'s (?P<area>hand|trash|deck|Life|Character area|Stage area|Leader area)",
    'Then "bob.zoro" is in Bob\'s trash',
    "Where a card is now.",
)
def card_in_area(run: ScenarioRun, card: str, player: str, area: str) -> None:
    card_id = run.card_id(card)
    found = find_card(board_state(run), card_id)
    where = f"{found[0]}'s {found[1]}" if found else "no area"
    expected = f"{player_key(player)}'s {AREAS[area]}"
    if where != expected:
        raise ScenarioFailure(f"expected {card_id} in {expected}, but it is in {where}")


@phrase(
    "Then",
    rf"{CARD} is in no area",
    'Then "bob.carrot" is in no area',
    "The card is in none of the areas the engine reports, as a [Trigger] card while it resolves (1.2.0 10-1-5-3).",
)
def card_in_no_area(run: ScenarioRun, card: str) -> None:
    card_id = run.card_id(card)
    found = find_card(board_state(run), card_id)
    if found is not None:
        raise ScenarioFailure(f"expected {card_id} in no area, but it is in {found[0]}'s {found[1]}")


COUNTS = {
    r"Life cards?": ("life", None),
    r"cards? in (?:his|her|their) hand": ("hand", None),
    r"cards? in (?:his|her|their) trash": ("trash", None),
    r"cards? in (?:his|her|their) deck": ("deck", None),
    r"Characters?": ("characters", None),
    r"active DON!!": ("don", "active"),
    r"rested DON!!": ("don", "rested"),
    r"DON!! in (?:his|her|their) DON!! deck": ("don", "deck"),
}


@phrase(
    "Then",
    rf"{P} has (?P<count>\d+) (?P<what>{'|'.join(COUNTS)})",
    "Then Bob has 2 Life cards",
    "Count cards in an area or DON!! in the cost area / DON!! deck.",
)
def has_count(run: ScenarioRun, player: str, count: str, what: str) -> None:
    view = board_state(run)["players"][player_key(player)]
    area, key = next(v for pattern, v in COUNTS.items() if re.fullmatch(pattern, what))
    actual = view[area][key] if key else len(view[area])
    if actual != int(count):
        raise ScenarioFailure(f"expected {player} to have {count} {what}, but there are {actual}")


@phrase("Then", rf"{CARD} has (?P<power>-?\d+) power", 'Then "alice.zoro" has 7000 power', "A card's current power.")
def has_power(run: ScenarioRun, card: str, power: str) -> None:
    view = card_entry(run, card)
    if view["power"] != int(power):
        raise ScenarioFailure(f"expected {view['id']} to have {power} power, but it has {view['power']}")


@phrase("Then", rf"{CARD} is (?P<orientation>rested|active)", 'Then "alice.zoro" is rested', "A card's orientation.")
def orientation(run: ScenarioRun, card: str, orientation: str) -> None:
    view = card_entry(run, card)
    if view["rested"] != (orientation == "rested"):
        raise ScenarioFailure(
            f"expected {view['id']} to be {orientation}, but it is {'rested' if view['rested'] else 'active'}"
        )


@phrase(
    "Then",
    rf"{CARD} has (?P<count>\d+) DON!! given",
    'Then "alice.leader" has 1 DON!! given',
    "DON!! given to a leader or Character.",
)
def don_given(run: ScenarioRun, card: str, count: str) -> None:
    view = card_entry(run, card)
    if view["don"] != int(count):
        raise ScenarioFailure(f"expected {count} DON!! given to {view['id']}, but it has {view['don']}")


@phrase(
    "Then",
    rf"{P} (?P<can>can|cannot) see {CARD}",
    'Then Bob cannot see "alice.hand.1"',
    "Whether the player may look at the card's face now: open and secret areas (3-1-5), face-up Life (3-10-2-1), "
    "revealed and looked-at cards (11-2, 11-3). Needs the 'player_views' feature.",
)
def sees_card(run: ScenarioRun, player: str, can: str, card: str) -> None:
    card_id = run.card_id(card)
    found = find_card(board_state(run), card_id)  # where the card is; the player's view lists it in that place
    if found is None:
        raise ScenarioFailure(f"the engine reports no card {card_id} in any area")
    owner, area, _, position = found
    shown = player_view(run, player)["players"][owner][area]
    view = shown if area == "leader" else shown[position] if position < len(shown) else {}
    if view.get("id") not in (card_id, None):
        raise ScenarioFailure(f"{player}'s view shows {view.get('id')} where {card_id} is ({owner}'s {area})")
    if (view.get("card") is not None) != (can == "can"):
        wrongly = "cannot" if can == "can" else "can"
        raise ScenarioFailure(f"expected {player} {can} see {card_id} ({owner}'s {area}), but {player} {wrongly}")


@phrase(
    "Then",
    rf"{P} sees (?P<count>\d+) cards? in (?P<owner>Alice|Bob)'s (?P<area>hand|deck|Life|trash)",
    "Then Bob sees 5 cards in Alice's hand",
    "How many cards the player's view shows in an area, seen or not (3-1-4: the number is open to all). "
    "Needs the 'player_views' feature.",
)
def sees_count(run: ScenarioRun, player: str, count: str, owner: str, area: str) -> None:
    shown = len(player_view(run, player)["players"][player_key(owner)][AREAS[area]])
    if shown != int(count):
        raise ScenarioFailure(f"expected {player} to see {count} cards in {owner}'s {area}, but the view shows {shown}")


@phrase(
    "Then",
    rf"{P} sees (?P<count>\d+) (?P<which>active |rested )?DON!! in (?P<owner>Alice|Bob)'s "
    r"(?P<where>DON!! deck|cost area)",
    "Then Bob sees 7 DON!! in Alice's DON!! deck",
    "How many DON!! cards the player's view shows in a DON!! deck (3-3-2) or a cost area, all of them or only the "
    "active or rested ones (3-9-2): open areas, so either player may look at them; a DON!! given to a card is under "
    "that card, not in the cost area. Needs the 'player_views' feature.",
)
def sees_don(run: ScenarioRun, player: str, count: str, which: str | None, owner: str, where: str) -> None:
    don = player_view(run, player)["players"][player_key(owner)].get("don") or {}
    if where == "DON!! deck":
        if which:
            raise ScenarioFailure(f"the DON!! deck holds no {which.strip()} DON!!: say '{player} sees N DON!! in ...'")
        shown = don.get("deck")
    else:
        kinds = [which.strip()] if which else ["active", "rested"]
        counts = [don.get(kind) for kind in kinds]
        shown = None if None in counts else sum(counts)
    if shown != int(count):
        what = f"{which or ''}DON!! in {owner}'s {where}"
        raise ScenarioFailure(f"expected {player} to see {count} {what}, but the view shows {shown}")


@phrase(
    "Then",
    rf"{P} cannot tell the cards of (?P<owner>Alice|Bob)'s (?P<area>hand|deck|Life) apart",
    "Then Bob cannot tell the cards of Alice's deck apart",
    "The player's view lists every card of that secret area alike, with neither its card nor its id (both null), "
    "so it tells neither which cards are there nor which is where (3-2-2, 3-1-8). Needs the 'player_views' feature.",
)
def cannot_tell_apart(run: ScenarioRun, player: str, owner: str, area: str) -> None:
    shown = player_view(run, player)["players"][player_key(owner)][AREAS[area]]
    told = [card for card in shown if card.get("card") is not None or card.get("id") is not None]
    if told or any(card != shown[0] for card in shown):
        raise ScenarioFailure(
            f"{player}'s view of {owner}'s {area} tells its cards apart: {told or shown} "
            "(expected each as {id: null, card: null})"
        )


@phrase("Then", rf"{P} wins the game", "Then Alice wins the game", "The game is over and this player won (1-2-1).")
def wins(run: ScenarioRun, player: str) -> None:
    state = board_state(run)
    if not state["game_over"] or state["winners"] != [player_key(player)]:
        raise ScenarioFailure(
            f"expected {player} to have won; game over: {state['game_over']}, winners: {state['winners']}"
        )


@phrase(
    "Then",
    r"the game ends in a draw",
    "Then the game ends in a draw",
    "The game is over and nobody won (1-2-1, 11-1-1-1).",
)
def draw(run: ScenarioRun) -> None:
    state = board_state(run)
    if not state["game_over"] or state["winners"]:
        raise ScenarioFailure(f"expected a draw; game over: {state['game_over']}, winners: {state['winners']}")


@phrase("Then", r"the game is not over", "Then the game is not over", "Nobody has won or lost yet.")
def not_over(run: ScenarioRun) -> None:
    state = board_state(run)
    if state["game_over"]:
        raise ScenarioFailure(f"expected the game to go on, but it is over: winners {state['winners']}")


@phrase(
    "Then",
    r"the action is refused citing (?P<clause>\d+(?:-\d+)*)",
    "Then the action is refused citing 7-1-1-2",
    "The last action was refused, for the reason the clause gives.",
)
def refused(run: ScenarioRun, clause: str) -> None:
    run.refusal_checked = True
    if run.last is None or run.last.get("type") != "refused":
        raise ScenarioFailure(
            f"expected the action {run.last_action} to be refused (citing {clause}), but it was accepted"
        )
    # A refusal passes whatever the reason (16.4); the engine's reason and clauses are shown beside ours.
    rules = run.last.get("rules") or []
    cited = ", ".join(rules) or "no clause"
    run.note(f"refused as expected ({clause}); the engine said: {run.last.get('reason')} (citing {cited})")
    if rules and not run.clause_ids(clause) & set(rules):
        run.note(f"citation mismatch: the engine cites {cited}, the scenario expects {clause}")


@phrase(
    "Then",
    r"the engine cites (?P<clause>\d+(?:-\d+)*)",
    "Then the engine cites 7-1-4-1-1-2",
    "Some event the engine reported since the board was set up names this clause (needs the 'events' capability).",
)
def engine_cites(run: ScenarioRun, clause: str) -> None:
    run.ensure_refusal_checked()
    if not run.adapter.hello().get("capabilities", {}).get("events"):
        run.give_up("the engine does not report events (capability 'events')")
    wanted = run.clause_ids(clause)
    if not any(wanted & set(event.get("rules", [])) for event in run.events):
        cited = sorted({r for event in run.events for r in event.get("rules", [])})
        raise ScenarioFailure(f"no event cites {clause}; the events cite {', '.join(cited) or 'nothing'}")


@phrase("Then", rf"it is {P}'s turn (?P<turn>\d+)", "Then it is Bob's turn 4", "Whose turn it is, and its number.")
def whose_turn(run: ScenarioRun, player: str, turn: str) -> None:
    state = board_state(run)
    if (state["turn_player"], state["turn"]) != (player_key(player), int(turn)):
        raise ScenarioFailure(
            f"expected {player}'s turn {turn}, but it is {state['turn_player']}'s turn {state['turn']}"
        )


ORDERED = {"deck": "deck", "Life": "life", "trash": "trash"}  # the zones whose order a scenario may check


def _zone(run: ScenarioRun, player: str, zone: str) -> list[str]:
    """A zone's card ids, top card first (as boards write deck and Life; trash is reported bottom first)."""
    cards = [c["id"] for c in board_state(run)["players"][player_key(player)][ORDERED[zone]]]
    return list(reversed(cards)) if zone == "trash" else cards


@phrase(
    "Then",
    rf"{CARD} is (?P<nth>\d+)(?:st|nd|rd|th) from the (?P<end>top|bottom) of {P}'s (?P<zone>deck|Life|trash)",
    'Then "alice.nami" is 1st from the top of Alice\'s deck',
    "A card's position in a zone that keeps an order (1st from the top is the top card).",
)
def position_in_zone(run: ScenarioRun, card: str, nth: str, end: str, player: str, zone: str) -> None:
    card_id = run.card_id(card)
    cards = _zone(run, player, zone)
    if end == "bottom":
        cards = cards[::-1]
    if card_id not in cards:
        raise ScenarioFailure(f"expected {card_id} in {player}'s {zone}, but it is not there: {cards}")
    actual = cards.index(card_id) + 1
    if actual != int(nth):
        where = f"{nth} from the {end} of {player}'s {zone}"
        raise ScenarioFailure(f"expected {card_id} {where}, but it is {actual}: {cards}")


@phrase(
    "Then",
    rf"{P}'s (?P<zone>deck|Life|trash) holds, from the top, {CARDS}",
    'Then Alice\'s Life holds, from the top, "alice.life.2" and "alice.life.3"',
    "The whole order of a zone, top card first: these cards and no others.",
)
def zone_order(run: ScenarioRun, player: str, zone: str, cards: str) -> None:
    actual, wanted = _zone(run, player, zone), card_list(run, cards)
    if actual != wanted:
        raise ScenarioFailure(f"expected {player}'s {zone} from the top to be {wanted}, but it is {actual}")


@phrase(
    "Then",
    rf"{P}'s deck is no longer in its written order",
    "Then Alice's deck is no longer in its written order",
    "A setup board's deck was shuffled (3-2-4, 5-2-1-2): the cards still in it are not all in the order the "
    "deck list gave them (by chance, for a real shuffle of 40 cards, about 1 in 10^47).",
)
def deck_shuffled(run: ScenarioRun, player: str) -> None:
    owner = player_key(player)
    written = [c["id"] for c in run.board.canonical["players"][PLAYER_NAMES.index(owner)].get("deck", [])]
    now = _zone(run, player, "deck")
    still = [card for card in written if card in set(now)]
    if len(now) > 1 and now == still:
        raise ScenarioFailure(f"{player}'s {len(now)} deck cards are still in the order of the deck list: not shuffled")
