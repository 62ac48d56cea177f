"""The step library: a small, regular English grammar over the engine interface.

Players are Alice and Bob. Cards are named by their id on the board: "alice.zoro" for a card with
`alias: zoro`, "bob.leader" for a leader, "alice.hand.2" for the second card written in a hand.
Every phrase is listed in PHRASES (printed by `opcg-oracle steps`), with an example.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from pytest_bdd import given, parsers, step, then

from opcg_oracle.bdd.run import PLAYERS, ScenarioFailure, ScenarioRun

P = r"(?P<player>Alice|Bob)"
CARD = r'"(?P<card>[^"]+)"'
TARGET = r'(?P<target>(?:Alice|Bob)\'s leader|(?:his|her|their) leader|"[^"]+")'


@dataclass(frozen=True)
class Phrase:
    """One phrase of the grammar: its keyword, pattern, an example and what it does."""

    keyword: str
    pattern: str
    example: str
    meaning: str


PHRASES: list[Phrase] = []


def phrase(keyword: str, pattern: str, example: str, meaning: str) -> Callable:
    """Register a step for pytest-bdd and in the documented phrase list."""
    PHRASES.append(Phrase(keyword, pattern, example, meaning))
    decorator = {"Given": given, "When": step, "Then": then}[keyword]
    return decorator(parsers.re(pattern))


def _player(name: str) -> str:
    return PLAYERS[name]


def _target(run: ScenarioRun, actor: str, text: str) -> str:
    if text.endswith("'s leader"):
        return f"{_player(text.split(chr(39))[0])}.leader"
    if text.endswith(" leader"):
        return f"{actor}.leader"
    return run.card_id(text.strip('"'))


# -- Given -------------------------------------------------------------------------------------
@phrase(
    "Given",
    r'the board "(?P<path>[^"]+)"',
    'Given the board "7-1/equal_power.yaml"',
    "Set up the position of a board file under scenarios/.",
)
def board_file(run: ScenarioRun, path: str) -> None:
    run.load_file(path)


@phrase(
    "Given",
    r"the board:",
    'Given the board:\n  """\n  format: 1\n  ...\n  """',
    "Set up the position written in the step's doc string (same format as a board file).",
)
def board_inline(run: ScenarioRun, docstring: str, request) -> None:
    run.load_text(docstring, f"{request.node.nodeid} (inline board)")


# -- When (also usable as Given/And to reach a position) -----------------------------------------
@phrase(
    "When",
    rf"{P} attacks {TARGET} with {CARD}",
    'When Alice attacks Bob\'s leader with "alice.zoro"',
    "Declare an attack (7-1-1).",
)
def attack(run: ScenarioRun, player: str, target: str, card: str) -> None:
    actor = _player(player)
    run.act({"type": "attack", "player": actor, "attacker": run.card_id(card), "target": _target(run, actor, target)})


@phrase(
    "When",
    rf"{P} blocks with {CARD}",
    'When Bob blocks with "bob.chopper"',
    "Answer the blocker decision with a [Blocker] (7-1-2).",
)
def block(run: ScenarioRun, player: str, card: str) -> None:
    run.decide(_player(player), run.card_id(card))


@phrase("When", rf"{P} declines to block", "When Bob declines to block", "Answer the blocker decision: no block.")
def no_block(run: ScenarioRun, player: str) -> None:
    run.decide(_player(player), None)


@phrase(
    "When",
    rf"{P} uses the counter of {CARD} on {TARGET}",
    'When Bob uses the counter of "bob.nami" on his leader',
    "Trash a Character card from hand for its Counter value (7-1-3-2-1).",
)
def counter(run: ScenarioRun, player: str, card: str, target: str) -> None:
    actor = _player(player)
    run.decide(actor, {"counter": run.card_id(card), "target": _target(run, actor, target)})


@phrase(
    "When",
    rf"{P} (?:is done with|declines to use) counters",
    "When Bob is done with counters",
    "End the Counter Step's choices.",
)
def counters_done(run: ScenarioRun, player: str) -> None:
    run.decide(_player(player), "done")


@phrase(
    "When",
    rf"{P} (?P<answer>activates|declines) the Trigger",
    "When Bob activates the Trigger",
    "Answer whether to activate the [Trigger] of the Life card (10-1-5).",
)
def trigger(run: ScenarioRun, player: str, answer: str) -> None:
    run.decide(_player(player), "activate" if answer == "activates" else "decline")


@phrase("When", rf"{P} plays {CARD}", 'When Alice plays "alice.sanji"', "Play a card from hand (6-5-3).")
def play(run: ScenarioRun, player: str, card: str) -> None:
    run.act({"type": "play", "player": _player(player), "card": run.card_id(card)})


@phrase(
    "When",
    rf"{P} gives (?P<count>\d+) DON!! to {TARGET}",
    "When Alice gives 2 DON!! to her leader",
    "Give active DON!! of the cost area, one at a time (6-5-5).",
)
def give_don(run: ScenarioRun, player: str, count: str, target: str) -> None:
    actor = _player(player)
    target_id = _target(run, actor, target)
    for _ in range(int(count)):
        if run.act({"type": "give_don", "player": actor, "target": target_id})["type"] != "ok":
            return


@phrase("When", rf"{P} ends (?:his|her|their) turn", "When Alice ends her turn", "End the Main Phase (6-5-2-1).")
def end_turn(run: ScenarioRun, player: str) -> None:
    run.act({"type": "end_turn", "player": _player(player)})


@phrase("When", rf"{P} concedes", "When Bob concedes", "Concede the game (1-2-3).")
def concede(run: ScenarioRun, player: str) -> None:
    run.act({"type": "concede", "player": _player(player)})


@phrase(
    "When",
    rf"{P} chooses to go (?P<order>first|second)",
    "When Alice chooses to go first",
    "Answer the first/second decision (5-2-1-5).",
)
def go_first(run: ScenarioRun, player: str, order: str) -> None:
    run.decide(_player(player), order)


@phrase(
    "When",
    rf"{P} (?P<answer>keeps (?:his|her|their) hand|redraws)",
    "When Bob redraws",
    "Answer the redraw decision (5-2-1-6).",
)
def redraw(run: ScenarioRun, player: str, answer: str) -> None:
    run.decide(_player(player), "redraw" if answer == "redraws" else "keep")


@phrase(
    "When",
    rf"{P} chooses {CARD}",
    'When Alice chooses "alice.karoo"',
    "Answer a decision whose options name cards: which Character to trash, which effect resolves next.",
)
def choose_card(run: ScenarioRun, player: str, card: str) -> None:
    card_id = run.card_id(card)
    decision = run.decision()
    if decision is None:
        raise ScenarioFailure(f"{player} has no decision to answer")
    for option in decision["options"]:
        if option == card_id or (isinstance(option, dict) and option.get("card") == card_id):
            run.decide(_player(player), option)
            return
    raise ScenarioFailure(
        f"{card_id} is not among the options of the {decision['kind']} decision: {decision['options']}"
    )


# -- Then --------------------------------------------------------------------------------------
AREAS = {
    "hand": "hand",
    "trash": "trash",
    "deck": "deck",
    "Life": "life",
    "Character area": "characters",
    "Stage area": "stage",
    "Leader area": "leader",
}


def _state(run: ScenarioRun) -> dict:
    run._need_board()
    run.ensure_refusal_checked()
    return run.adapter.state()


def _find(state: dict, card_id: str) -> tuple[str, str, dict] | None:
    for owner, player in state["players"].items():
        if player["leader"]["id"] == card_id:
            return owner, "leader", player["leader"]
        for area in ("characters", "stage", "hand", "trash", "deck", "life"):
            for card in player[area]:
                if card["id"] == card_id:
                    return owner, area, card
    return None


def _card(run: ScenarioRun, text: str) -> dict:
    card_id = run.card_id(text)
    found = _find(_state(run), card_id)
    if found is None:
        raise ScenarioFailure(f"the engine reports no card {card_id} in any area")
    return found[2]


@phrase(
    "Then",
    rf"{CARD} is in {P}'s (?P<area>hand|trash|deck|Life|Character area|Stage area)",
    'Then "bob.zoro" is in Bob\'s trash',
    "Where a card is now.",
)
def card_in_area(run: ScenarioRun, card: str, player: str, area: str) -> None:
    card_id = run.card_id(card)
    found = _find(_state(run), card_id)
    where = f"{found[0]}'s {found[1]}" if found else "no area"
    expected = f"{_player(player)}'s {AREAS[area]}"
    if where != expected:
        raise ScenarioFailure(f"expected {card_id} in {expected}, but it is in {where}")


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
    view = _state(run)["players"][_player(player)]
    area, key = next(v for pattern, v in COUNTS.items() if re.fullmatch(pattern, what))
    actual = view[area][key] if key else len(view[area])
    if actual != int(count):
        raise ScenarioFailure(f"expected {player} to have {count} {what}, but there are {actual}")


@phrase("Then", rf"{CARD} has (?P<power>-?\d+) power", 'Then "alice.zoro" has 7000 power', "A card's current power.")
def has_power(run: ScenarioRun, card: str, power: str) -> None:
    view = _card(run, card)
    if view["power"] != int(power):
        raise ScenarioFailure(f"expected {view['id']} to have {power} power, but it has {view['power']}")


@phrase("Then", rf"{CARD} is (?P<orientation>rested|active)", 'Then "alice.zoro" is rested', "A card's orientation.")
def orientation(run: ScenarioRun, card: str, orientation: str) -> None:
    view = _card(run, card)
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
    view = _card(run, card)
    if view["don"] != int(count):
        raise ScenarioFailure(f"expected {count} DON!! given to {view['id']}, but it has {view['don']}")


@phrase("Then", rf"{P} wins the game", "Then Alice wins the game", "The game is over and this player won (1-2-1).")
def wins(run: ScenarioRun, player: str) -> None:
    state = _state(run)
    if not state["game_over"] or state["winners"] != [_player(player)]:
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
    state = _state(run)
    if not state["game_over"] or state["winners"]:
        raise ScenarioFailure(f"expected a draw; game over: {state['game_over']}, winners: {state['winners']}")


@phrase("Then", r"the game is not over", "Then the game is not over", "Nobody has won or lost yet.")
def not_over(run: ScenarioRun) -> None:
    state = _state(run)
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
    rules = run.last.get("rules") or []
    if rules and clause not in rules:
        raise ScenarioFailure(
            f"the action was refused citing {', '.join(rules)}, not {clause}: {run.last.get('reason')}"
        )


DECISIONS = {
    "a blocker": "blocker",
    "whether to activate the Trigger": "trigger",
    "whether to use counters": "counter",
    "which Character to trash": "character_to_trash",
    "whether to go first or second": "first_or_second",
    "whether to redraw": "redraw",
    "the order of (?:his|her|their) effects": "effect_order",
}


@phrase(
    "Then",
    rf"{P} must choose (?P<what>{'|'.join(DECISIONS)})",
    "Then Bob must choose a blocker",
    "The engine waits for this player's decision of this kind.",
)
def must_choose(run: ScenarioRun, player: str, what: str) -> None:
    decision = _state(run)["decision"]
    kind = next(k for pattern, k in DECISIONS.items() if re.fullmatch(pattern, what))
    if decision is None or decision["kind"] != kind or decision["player"] != _player(player):
        raise ScenarioFailure(f"expected {player} to choose {what}; pending decision: {decision}")


@phrase(
    "Then",
    r"nobody has to choose anything",
    "Then nobody has to choose anything",
    "No decision is pending (for example, no [Blocker] could block).",
)
def no_decision(run: ScenarioRun) -> None:
    decision = _state(run)["decision"]
    if decision is not None:
        raise ScenarioFailure(f"expected no pending decision, but {decision['player']} must choose {decision['kind']}")


@phrase("Then", rf"it is {P}'s turn (?P<turn>\d+)", "Then it is Bob's turn 4", "Whose turn it is, and its number.")
def whose_turn(run: ScenarioRun, player: str, turn: str) -> None:
    state = _state(run)
    if (state["turn_player"], state["turn"]) != (_player(player), int(turn)):
        raise ScenarioFailure(
            f"expected {player}'s turn {turn}, but it is {state['turn_player']}'s turn {state['turn']}"
        )
