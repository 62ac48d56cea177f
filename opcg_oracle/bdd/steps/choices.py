"""Then phrases about choices: the decision pending, its options, and the actions a player is offered."""

from __future__ import annotations

import re

from opcg_oracle.bdd.needs import OFFERED_ACTIONS
from opcg_oracle.bdd.outcomes import ScenarioFailure
from opcg_oracle.bdd.phrases import (
    CARD,
    TARGET,
    P,
    board_state,
    pending_decision,
    phrase,
    player_key,
    target_id,
)
from opcg_oracle.bdd.run import ScenarioRun
from opcg_oracle.bdd.shapes import card_of, forced

DECISIONS = {
    "a blocker": "blocker",
    "whether to activate the Trigger": "trigger",
    "whether to use counters": "counter",
    "which Character to trash": "character_to_trash",
    "whether to go first or second": "first_or_second",
    "whether to redraw": "redraw",
    "the order of (?:his|her|their) effects": "effect_order",
    "a card": "choose_card",
    "a number": "choose_number",
    "the order of the cards on the bottom": "bottom_order",
    "which DON!! to return": "don_to_return",
    "whether to replace the (?:K\\.O\\.|removal)": "replacement",
    "whether to pay the optional cost": "pay_cost",
    "whether to use the optional effect": "use_effect",
    "whether to replace the cost": "replace_cost",
    "how many more times the loop is carried out": "loop_count",
}


@phrase(
    "Then",
    rf"{P} must choose (?P<what>{'|'.join(DECISIONS)})",
    "Then Bob must choose a blocker",
    "The engine waits for this player's decision of this kind.",
)
def must_choose(run: ScenarioRun, player: str, what: str) -> None:
    _must_choose(run, player, what, None)


def _must_choose(run: ScenarioRun, player: str, what: str, only) -> bool:
    """The pending decision is this player's of this kind (True), or (`only`: its sole option) a forced choice
    the engine may have carried out silently (False, with a note)."""
    decision = pending_decision(run)
    kind = next(k for pattern, k in DECISIONS.items() if re.fullmatch(pattern, what))
    if decision is not None and decision["kind"] == kind and decision["player"] == player_key(player):
        return True
    shadow = run.reference.decision() if run.reference is not None and not run.reference.stopped else None
    if only is None and forced(shadow) and (shadow["kind"], shadow["player"]) == (kind, player_key(player)):
        only = card_of(shadow["options"][0])
    if only is None:
        raise ScenarioFailure(f"expected {player} to choose {what}; pending decision: {decision}")
    run.expect_forced(player_key(player), only)  # a forced choice: asked, or carried out silently (docs)
    run.note(f"{player} was not asked {what}: a forced choice of {only!r}, carried out silently (allowed)")
    return False


@phrase(
    "Then",
    r"nobody has to choose anything",
    "Then nobody has to choose anything",
    "No decision is pending (for example, no [Blocker] could block).",
)
def no_decision(run: ScenarioRun) -> None:
    decision = pending_decision(run)
    if decision is not None:
        raise ScenarioFailure(f"expected no pending decision, but {decision['player']} must choose {decision['kind']}")


OFFERED = {  # the action phrases a `legal` check may name, in the When phrases' words
    rf"attack {TARGET} with {CARD}": lambda run, actor, m: {
        "type": "attack", "attacker": run.card_id(m["card"]), "target": target_id(run, actor, m["target"])},
    rf"play {CARD}": lambda run, actor, m: {"type": "play", "card": run.card_id(m["card"])},
    rf"activate the effect of {CARD}": lambda run, actor, m: {"type": "activate", "card": run.card_id(m["card"])},
    rf"give DON!! to {TARGET}": lambda run, actor, m: {
        "type": "give_don", "target": target_id(run, actor, m["target"])},
    r"end (?:his|her|their) turn": lambda run, actor, m: {"type": "end_turn"},
}  # fmt: skip


@phrase(
    "Then",
    rf"{P} (?P<may>may|may not) (?P<action>{OFFERED_ACTIONS})",
    'Then Alice may attack Bob\'s leader with "alice.zoro"',
    "Whether the engine offers the player this action now (the protocol's `legal`): attack ... with, play, "
    "activate the effect of, give DON!! to, end her turn, in the words of the When phrases.",
)
def offered(run: ScenarioRun, player: str, may: str, action: str) -> None:
    actor = player_key(player)
    for pattern, build in OFFERED.items():
        if match := re.fullmatch(pattern, action):
            wanted = {**build(run, actor, match), "player": actor}
            break
    else:
        raise ScenarioFailure(f"no action phrase matches {action!r}; write one of: {', '.join(OFFERED)}")
    actions = run.legal()
    listed = any(all(a.get(key) == value for key, value in wanted.items()) for a in actions)
    if listed:
        run.checked_offer(wanted)
    if listed != (may == "may"):
        shown = [a for a in actions if a.get("type") == wanted["type"]]
        raise ScenarioFailure(
            f"expected {player} {may} {action}, but the engine's legal actions {'list' if listed else 'omit'} it "
            f"(its {wanted['type']} actions: {shown})"
        )


@phrase(
    "Then",
    rf"{P} can choose only (?P<options>.+)",
    'Then Alice can choose only "bob.vito", "bob.nami" and none',
    "All the options of the pending decision of this player, no more, no less (in any order), whatever its "
    "kind: card ids in quotes, and any other option written as `must choose ... among` writes it (none, "
    'active, rested, "bob.nami" on "bob.leader").',
)
def options_exactly(run: ScenarioRun, player: str, options: str) -> None:
    decision = board_state(run)["decision"]
    if decision is None or decision["player"] != player_key(player):
        raise ScenarioFailure(f"expected {player} to have a choice; pending decision: {decision}")
    _check_options(run, player, options, decision)


def _option_text(run: ScenarioRun, option) -> str:
    """One decision option as a scenario writes it: "alice.zoro", none, 2, activate, "bob.nami" on "bob.leader"."""
    if option is None:
        return "none"
    if isinstance(option, bool) or not isinstance(option, (str, int, dict)):
        return repr(option)
    if isinstance(option, int):
        return str(option)
    if isinstance(option, str):
        return f'"{option}"' if option in run.board.ids else option
    if "counter" in option:
        return f'"{option["counter"]}" on "{option.get("target")}"'
    if "event" in option:
        return f'event "{option["event"]}"'
    if "card" in option:
        return f'"{option["card"]}"'
    return repr(option)


@phrase(
    "Then",
    rf"{P} must choose (?P<what>{'|'.join(DECISIONS)}) among (?P<options>.+)",
    'Then Bob must choose a blocker among "bob.chopper", "bob.bart" and none',
    "The pending decision, and all of its options, no more, no less (in any order): card ids in quotes, "
    'none, done, numbers, words such as activate, or "bob.nami" on "bob.leader" for a counter.',
)
def must_choose_among(run: ScenarioRun, player: str, what: str, options: str) -> None:
    only = _sole_option(run, options)  # one option and no way out: a forced choice, maybe carried out silently
    if _must_choose(run, player, what, only):
        _check_options(run, player, options, pending_decision(run))


def _sole_option(run: ScenarioRun, options: str) -> object:
    """The one option written, when it is not a way out (a card id, a word, a number); else None."""
    text = options.strip()
    if re.fullmatch(r'"[^"]+"', text):
        return run.card_id(text.strip('"'))
    if re.fullmatch(r"\d+", text):
        return int(text)
    return text if re.fullmatch(r"[a-z_]+", text) and text not in _WAYS_OUT else None


def _check_options(run: ScenarioRun, player: str, options: str, decision: dict) -> None:
    """The decision offers exactly the options written (any order): cards, none, numbers, words."""
    for name in re.findall(r'"([^"]+)"', options):
        run.card_id(name)  # a misspelt card id fails with the nearest ones, not as a missing option
    expected = sorted(part.strip() for part in re.split(r",|\band\b", options) if part.strip())
    if decision.get("part"):
        _check_part_options(run, player, expected, decision)
        return
    options = decision["options"]
    if decision.get("shape") == "all":  # items of one list answer: the way out is the list's end
        expected = [o for o in expected if o not in _WAYS_OUT]
        gathered = {card_of(a) for a in run.gathering.answers} if run.gathering is not None else set()
        options = [o for o in options if card_of(o) not in gathered]  # the options still open
    offered = sorted(_option_text(run, option) for option in options)
    if offered != expected:
        missing = [o for o in expected if o not in offered]
        extra = [o for o in offered if o not in expected]
        raise ScenarioFailure(
            f"{player} is offered {', '.join(offered) or 'nothing'}; missing: {', '.join(missing) or '-'}, "
            f"not allowed by the rules: {', '.join(extra) or '-'}"
        )


_WAYS_OUT = ("none", "done", "decline")  # the whole answers a `use` part gives as false (docs/engine-protocol.md)


def _check_part_options(run: ScenarioRun, player: str, expected: list[str], decision: dict) -> None:
    """The options of a choice the engine asks one part at a time ("Decision shapes"): the `use` part offers
    `false` if a way out is allowed and `true` if a card is; the cards are checked when the `card` part is asked
    (by the step that answers it). A `card` part asked now offers exactly the cards (its null: none after all)."""
    chosen = [o for o in expected if o not in _WAYS_OUT]
    names = [name for option in chosen for name in re.findall(r'"([^"]+)"', option)[:1]]  # a counter's card
    cards = sorted({run.card_id(name) for name in names})
    part, offered = decision["part"], decision["options"]
    if part == "use":
        wanted = sorted({*([False] if len(chosen) < len(expected) else []), *([True] if chosen else [])})
        if sorted(offered) != wanted:
            raise ScenarioFailure(f"{player}'s {decision['kind']} choice begins with {offered}; the rules: {wanted}")
        run.card_part_expected = (decision["kind"], player_key(player), cards)
    elif part == "card":
        run.check_card_part(player, decision, cards)
