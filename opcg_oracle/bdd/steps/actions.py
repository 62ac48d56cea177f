"""Given and When phrases: a board, and the actions and answers of the players."""

from __future__ import annotations

from opcg_oracle.bdd.outcomes import ScenarioFailure
from opcg_oracle.bdd.phrases import CARD, TARGET, P, board_state, phrase, player_key, target_id
from opcg_oracle.bdd.run import ScenarioRun
from opcg_oracle.bdd.shapes import card_of


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


@phrase(
    "When",
    r'the players present the decks of "(?P<path>[^"]+)"',
    'When the players present the decks of "5/illegal/five_copies.yaml"',
    "Offer a setup board whose decks may break the deck rules (5-2-1-1); check the answer with a Then step.",
)
def present_decks(run: ScenarioRun, path: str) -> None:
    run.present_decks(path)


# -- When (also usable as Given/And to reach a position) -----------------------------------------
@phrase(
    "When",
    rf"{P} attacks {TARGET} with {CARD}",
    'When Alice attacks Bob\'s leader with "alice.zoro"',
    "Declare an attack (7-1-1).",
)
def attack(run: ScenarioRun, player: str, target: str, card: str) -> None:
    actor = player_key(player)
    run.act({"type": "attack", "player": actor, "attacker": run.card_id(card), "target": target_id(run, actor, target)})


@phrase(
    "When",
    rf"{P} blocks with {CARD}",
    'When Bob blocks with "bob.chopper"',
    "Answer the blocker decision with a [Blocker] (7-1-2).",
)
def block(run: ScenarioRun, player: str, card: str) -> None:
    run.decide(player_key(player), run.card_id(card))


@phrase("When", rf"{P} declines to block", "When Bob declines to block", "Answer the blocker decision: no block.")
def no_block(run: ScenarioRun, player: str) -> None:
    run.decide(player_key(player), None)


@phrase(
    "When",
    rf"{P} uses the counter of {CARD} on {TARGET}",
    'When Bob uses the counter of "bob.nami" on his leader',
    "Trash a Character card from hand for its Counter value (7-1-3-2-1).",
)
def counter(run: ScenarioRun, player: str, card: str, target: str) -> None:
    actor = player_key(player)
    run.decide(actor, {"counter": run.card_id(card), "target": target_id(run, actor, target)})


@phrase(
    "When",
    rf"{P} (?:is done with|declines to use) counters",
    "When Bob is done with counters",
    "End the Counter Step's choices.",
)
def counters_done(run: ScenarioRun, player: str) -> None:
    run.decide(player_key(player), "done")


@phrase(
    "When",
    rf"{P} (?P<answer>activates|declines) the Trigger",
    "When Bob activates the Trigger",
    "Answer whether to activate the [Trigger] of the Life card (10-1-5).",
)
def trigger(run: ScenarioRun, player: str, answer: str) -> None:
    run.decide(player_key(player), "activate" if answer == "activates" else "decline")


@phrase("When", rf"{P} plays {CARD}", 'When Alice plays "alice.sanji"', "Play a card from hand (6-5-3).")
def play(run: ScenarioRun, player: str, card: str) -> None:
    run.act({"type": "play", "player": player_key(player), "card": run.card_id(card)})


@phrase(
    "When",
    rf"{P} gives (?P<count>\d+) DON!! to {TARGET}",
    "When Alice gives 2 DON!! to her leader",
    "Give active DON!! of the cost area, one at a time (6-5-5).",
)
def give_don(run: ScenarioRun, player: str, count: str, target: str) -> None:
    actor = player_key(player)
    given_to = target_id(run, actor, target)
    for _ in range(int(count)):
        if run.act({"type": "give_don", "player": actor, "target": given_to})["type"] != "ok":
            return


@phrase("When", rf"{P} ends (?:his|her|their) turn", "When Alice ends her turn", "End the Main Phase (6-5-2-1).")
def end_turn(run: ScenarioRun, player: str) -> None:
    run.act({"type": "end_turn", "player": player_key(player)})


@phrase("When", rf"{P} concedes", "When Bob concedes", "Concede the game (1-2-3).")
def concede(run: ScenarioRun, player: str) -> None:
    run.act({"type": "concede", "player": player_key(player)})


@phrase(
    "When",
    rf"{P} chooses to go (?P<order>first|second)",
    "When Alice chooses to go first",
    "Answer the first/second decision (5-2-1-5).",
)
def go_first(run: ScenarioRun, player: str, order: str) -> None:
    run.decide(player_key(player), order)


@phrase(
    "When",
    rf"{P} (?P<answer>keeps (?:his|her|their) hand|redraws)",
    "When Bob redraws",
    "Answer the redraw decision (5-2-1-6).",
)
def redraw(run: ScenarioRun, player: str, answer: str) -> None:
    if answer == "redraws":  # the hand given back, for `... is not the hand ... gave back`
        run.given_back[player] = sorted(c["id"] for c in board_state(run)["players"][player_key(player)]["hand"])
    run.decide(player_key(player), "redraw" if answer == "redraws" else "keep")


@phrase(
    "Then",
    rf"{P}'s hand is not the hand (?:he|she|they) gave back",
    "Then Bob's hand is not the hand he gave back",
    "After a redraw (5-2-1-6-1) the hand is not the five cards given back. On a board whose decks are really "
    "shuffled the same five come back by chance once in C(50,5) = 2,118,760 redraws; on a stacked deck they "
    "always do, so use it on a shuffled one.",
)
def hand_not_given_back(run: ScenarioRun, player: str) -> None:
    if player not in run.given_back:
        raise ScenarioFailure(f"{player} has not redrawn in this scenario: there is no hand given back to compare")
    now = sorted(c["id"] for c in board_state(run)["players"][player_key(player)]["hand"])
    if now == run.given_back[player]:
        raise ScenarioFailure(f"{player}'s hand holds the same cards {player} gave back: {now}")


@phrase(
    "When",
    rf"{P} activates the effect of {CARD}",
    'When Alice activates the effect of "alice.nami"',
    "Activate the card's [Activate: Main] effect (6-5-4, 10-2-2).",
)
def activate(run: ScenarioRun, player: str, card: str) -> None:
    run.act({"type": "activate", "player": player_key(player), "card": run.card_id(card)})


@phrase(
    "When",
    rf"{P} moves a DON!! given to {CARD} to {TARGET}",
    'When Alice moves a DON!! given to "alice.karoo" to her leader',
    "Try to move a given DON!! to another card (the protocol's `move_don`); the rules never allow it (6-5-5-1).",
)
def move_don(run: ScenarioRun, player: str, card: str, target: str) -> None:
    actor = player_key(player)
    run.act({"type": "move_don", "player": actor, "source": run.card_id(card), "target": target_id(run, actor, target)})


@phrase(
    "When",
    rf"{P} activates the Trigger of {CARD}",
    'When Alice activates the Trigger of "alice.carrot"',
    "Try to activate a card's [Trigger] outside damage processing, from the hand say (the protocol's "
    "`activate_trigger`); only a Life card checked by damage may (10-1-5-1).",
)
def activate_trigger(run: ScenarioRun, player: str, card: str) -> None:
    run.act({"type": "activate_trigger", "player": player_key(player), "card": run.card_id(card)})


@phrase(
    "When",
    rf"{P} activates the Counter Event {CARD}",
    'When Bob activates the Counter Event "bob.guard_point"',
    "Answer the counter decision with a [Counter] Event from hand, paying its cost (7-1-3-2-2).",
)
def counter_event(run: ScenarioRun, player: str, card: str) -> None:
    run.decide(player_key(player), {"event": run.card_id(card)})


@phrase(
    "When",
    rf"{P} chooses no more cards",
    "When Alice chooses no more cards",
    'Stop choosing for an "up to N" choice (4-8).',
)
def choose_no_more(run: ScenarioRun, player: str) -> None:
    run.decide(player_key(player), None)


@phrase(
    "When",
    rf"{P} chooses the number (?P<number>-?\d+(?:\.\d+)?)",
    "When Alice chooses the number 2",
    'Answer a decision that asks how many ("up to N" DON!!, 4-8); a negative or fractional number may be sent '
    "to see it refused.",
)
def choose_number(run: ScenarioRun, player: str, number: str) -> None:
    run.decide(player_key(player), float(number) if "." in number else int(number))


@phrase(
    "When",
    rf"{P} returns an? (?P<which>active|rested|kept-rested) DON!! from (?:his|her|their) cost area",
    "When Alice returns a rested DON!! from her cost area",
    "Answer which DON!! a DON!! −N cost returns (8-3-1-6); for DON!! given to a card, choose the card. A kept-rested "
    "DON!! is one an effect keeps rested in the next Refresh Phase, told apart from the others (1.2.0 3-1-6-1).",
)
def return_don(run: ScenarioRun, player: str, which: str) -> None:
    run.decide(player_key(player), which.replace("-", "_"))


@phrase(
    "When",
    rf"{P} replaces the (?:K\.O\.|removal) with the effect of {CARD}",
    'When Bob replaces the K.O. with the effect of "bob.guardian"',
    "Apply a replacement effect to a K.O. that is about to happen (8-1-3-5); `the removal` for a move off the field "
    "by an effect that is not a K.O. (1.2.0 4-11-2).",
)
def replace_ko(run: ScenarioRun, player: str, card: str) -> None:
    run.decide(player_key(player), {"card": run.card_id(card)})


@phrase(
    "When",
    rf"{P} does not replace the (?:K\.O\.|removal)",
    "When Bob does not replace the K.O.",
    "Decline the replacement effects that could replace a K.O. (8-1-3-5-1), or `the removal` from the field.",
)
def keep_ko(run: ScenarioRun, player: str) -> None:
    run.decide(player_key(player), None)


@phrase(
    "When",
    rf"{P} replaces the cost with the effect of {CARD}",
    'When Bob replaces the cost with the effect of "bob.tollgate"',
    "Apply an effect that replaces paying an activation cost (8-3-1-7: the effect then does not resolve).",
)
def replace_cost(run: ScenarioRun, player: str, card: str) -> None:
    run.decide(player_key(player), {"card": run.card_id(card)})


@phrase(
    "When",
    rf"{P} does not replace the cost",
    "When Bob does not replace the cost",
    "Decline the effects that could replace paying an activation cost.",
)
def keep_cost(run: ScenarioRun, player: str) -> None:
    run.decide(player_key(player), None)


@phrase(
    "When",
    rf"{P} (?P<answer>uses|declines) the optional effect",
    "When Alice uses the optional effect",
    "Answer whether to use an effect the card says the player may use (8-1-2).",
)
def optional_effect(run: ScenarioRun, player: str, answer: str) -> None:
    run.decide(player_key(player), "use" if answer == "uses" else "decline")


@phrase(
    "When",
    rf"{P} (?P<answer>pays|declines) the optional cost",
    "When Alice pays the optional cost",
    "Answer whether to pay an optional activation cost (8-3-1-4).",
)
def optional_cost(run: ScenarioRun, player: str, answer: str) -> None:
    run.decide(player_key(player), "pay" if answer == "pays" else "decline")


@phrase(
    "When",
    rf"{P} chooses {CARD}",
    'When Alice chooses "alice.karoo"',
    "Answer a decision whose options name cards: which Character to trash, which effect resolves next.",
)
def choose_card(run: ScenarioRun, player: str, card: str) -> None:
    card_id = run.card_id(card)
    decision = run.decision()
    options = decision["options"] if decision is not None and decision["player"] == player_key(player) else []
    if not any(card_of(option) == card_id for option in options) and run.forced_known(player_key(player), card_id):
        run.decide(player_key(player), card_id)  # a forced choice the engine carried out without asking
        return
    if decision is None:
        raise ScenarioFailure(f"{player} has no decision to answer")
    for option in decision["options"]:
        if option == card_id or (isinstance(option, dict) and option.get("card") == card_id):
            run.decide(player_key(player), option)
            return
    raise ScenarioFailure(
        f"{card_id} is not among the options of the {decision['kind']} decision: {decision['options']}"
    )
