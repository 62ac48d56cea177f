"""A shrunk disagreement as a scenario of the suite: `features/fuzz_<id>.feature` and `scenarios/fuzz/<id>.yaml`.

The steps are written in the step library's phrases (docs/steps.md); the Then steps state what the
reference engine did at the step that differs, on exactly the things that differ, so the scenario
passes on the reference engine and fails on the engine that disagreed. `verify --suite <out>` runs it.
"""

from __future__ import annotations

import json
from pathlib import Path

from opcg_oracle.adapters.reference import ReferenceAdapter
from opcg_oracle.bdd import steps
from opcg_oracle.fuzz.boards import ZONES, as_board, board_text
from opcg_oracle.fuzz.lockstep import Disagreement
from opcg_oracle.fuzz.shrink import Shrunk, shrink
from opcg_oracle.rules.rulebook import load_rulebook

NAMES = {"alice": "Alice", "bob": "Bob"}
PRONOUNS = {"alice": "her", "bob": "his"}
AREAS = {zone: words for words, zone in steps.AREAS.items()}  # "characters" → "Character area", as Then steps say
COUNTED = {
    "hand": "cards in {p} hand",
    "trash": "cards in {p} trash",
    "deck": "cards in {p} deck",
    "life": "Life cards",
    "characters": "Characters",
}
DON_COUNTS = {"active": "active DON!!", "rested": "rested DON!!", "deck": "DON!! in {p} DON!! deck"}
DECISION_WORDS = {
    "blocker": "a blocker",
    "trigger": "whether to activate the Trigger",
    "counter": "whether to use counters",
    "character_to_trash": "which Character to trash",
    "choose_card": "a card",
    "choose_number": "a number",
    "effect_order": "the order of {p} effects",
    "redraw": "whether to redraw",
    "first_or_second": "whether to go first or second",
    "don_to_return": "which DON!! to return",
    "replacement": "whether to replace the K.O.",
    "pay_cost": "whether to pay the optional cost",
    "use_effect": "whether to use the optional effect",
    "replace_cost": "whether to replace the cost",
    "loop_count": "how many more times the loop is carried out",
    "bottom_order": "the order of the cards on the bottom",
}
ORDERED = {"deck": "deck", "life": "Life", "trash": "trash"}  # zones whose order a Then step states
SETUP_KINDS = ("first_or_second", "redraw")
WAYS_OUT = (None, "done", "decline", "keep", "first")  # answers that end a pending choice soonest, preferred in turn
MAX_CLOSING = 40  # answers written after the Then steps to leave no decision pending (strict mode)
MAX_THEN = 8  # Then steps per scenario: the differing values that matter most come first


class NotExpressible(ValueError):
    """A step the step library has no phrase for."""


def shrink_groups(campaign, group_list: list[dict], out: Path, engine: bool = True) -> None:
    """Shrink the shortest game of each group and write it as a scenario under out; note it in the group.

    Without the engine (it stopped answering, or the campaign was interrupted), each game is written as played,
    from its last quiet position: the reference engine alone gives its phrases and its Then steps.
    """
    by_index = {record.index: record for record in campaign.records}
    for number, group in enumerate(group_list, start=1):
        record = by_index[group["shortest_game"]]
        target = Disagreement(**record.disagreement)
        if engine:
            shrunk = shrink(campaign.setting, record.repro["board"], record.repro["steps"], target)
        else:
            shrunk = Shrunk(record.repro["board"], record.repro["steps"], target, 0)
        if shrunk is None:
            group["reproduction"] = {"problem": "the disagreement did not appear again on the board cut from the game"}
            continue
        name = f"{number:03d}_{group['kind']}_{shrunk.steps[-1]['type']}"
        try:
            feature = write_scenario(shrunk, name, out, campaign.plan, record.index, len(record.repro["steps"]))
        except NotExpressible as error:
            group["reproduction"] = {"problem": str(error)}
            continue
        group["reproduction"] = {
            "feature": feature.relative_to(out).as_posix(),
            "board": f"scenarios/fuzz/{name}.yaml",
            "steps": len(shrunk.steps),
            "cards": _card_count(shrunk.board),
            "runs": shrunk.runs,
            "shrunk": engine,
        }


def _card_count(board: dict) -> int:
    return sum(len(board[name].get(zone, [])) for name in NAMES for zone in ZONES) + 2  # and the leaders


def write_scenario(shrunk: Shrunk, name: str, out: Path, plan, game: int, unshrunk: int) -> Path:
    """Write the feature and its board; the feature's path.

    The scenario passes on the reference engine: after the Then steps, any decision still pending is answered
    (the way out of it where there is one) until none is, as strict mode asks of every scenario."""
    found = shrunk.disagreement
    whens, closing = _when_steps(shrunk)
    thens = then_steps(found)
    tags = " ".join(f"@rule:{c}" for c in _tagged(found))
    title = scenario_title(found, shrunk.steps)
    board = dict(shrunk.board, description=f"Shrunk from game {game} of `opcg-oracle fuzz --seed {plan.seed}`.")
    lines = [
        f"# Written by `opcg-oracle fuzz --engine {plan.engine} --seed {plan.seed}` from game {game}",
        f"# ({unshrunk} steps shrunk to {len(shrunk.steps)}). The Then steps are what the reference engine did:",
        "# read them against the cited clause before calling either engine wrong.",
        f"Feature: {title}",
        f"  {found.detail}",
        "",
        f"  {tags}",
        f"  Scenario: {title} (fuzz {name})",
        f'    Given the board "fuzz/{name}.yaml"',
        *(f"    {'When' if i == 0 else 'And'} {text}" for i, text in enumerate(whens)),
        *(f"    {'Then' if i == 0 else 'And'} {text}" for i, text in enumerate(thens)),
        *(f"    {'When' if i == 0 else 'And'} {text}" for i, text in enumerate(closing)),
    ]
    feature = out / "features" / f"fuzz_{name}.feature"
    feature.parent.mkdir(parents=True, exist_ok=True)
    (out / "scenarios" / "fuzz").mkdir(parents=True, exist_ok=True)
    (out / "scenarios" / "fuzz" / f"{name}.yaml").write_text(board_text(board), encoding="utf-8")
    feature.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return feature


def _tagged(found: Disagreement) -> list[str]:
    """The clause the reference engine's log cites at the first difference; else those of the step; else 1-3."""
    book = load_rulebook()
    if found.clause in book:
        return [found.clause]
    return [c for c in found.clauses if c in book][:1] or ["1-3"]


STEP_WORDS = {
    "attack": "an attack",
    "end_turn": "the end of a turn",
    "play": "playing a card",
    "give_don": "giving DON!!",
    "activate": "activating an effect",
}
ANSWER_WORDS = {"counter": "a counter answer", "blocker": "a blocker answer", "trigger": "a Trigger answer"}


def scenario_title(found: Disagreement, steps: list[dict]) -> str:
    """What differs, and after what: "Bob's Life order after setup", "the power of "alice.zoro_1" after an attack"."""
    last = steps[-1] if steps else {"type": ""}
    if found.kind == "refusal" and last["type"] != "decide":
        allowed = "refused" if found.expected.get("answer") == "refused" else "allowed"
        return f"{phrase(last, '')}: {allowed}"
    if all(step["type"] == "decide" and _setup_answer(step) for step in steps):
        when = "setup"
    elif last["type"] == "decide":
        when = ANSWER_WORDS.get(found.expected.get("answered", ""), "an answer to a choice")
    else:
        when = STEP_WORDS.get(last["type"], last["type"])
    return f"{_what(found)} after {when}"


def _setup_answer(step: dict) -> bool:
    return step["choice"] in ("first", "second", "keep", "redraw")


def _what(found: Disagreement) -> str:
    if found.kind == "refusal":
        return "whether the action is allowed"
    if found.kind == "decision":
        decision = found.expected.get("decision") or found.actual.get("decision")
        return f"{NAMES.get(decision['player'], decision['player'])}'s {decision['kind'].replace('_', ' ')} choice"
    if found.kind == "error":
        return "an engine error"
    path = found.fields[0] if found.fields else ""
    head, _, key = path.rpartition(".")
    if head in NAMES and key in ORDERED:
        expected, actual = found.expected["state"].get(path), found.actual["state"].get(path)
        same = sorted(expected or []) == sorted(actual or [])
        return f"{NAMES[head]}'s {ORDERED[key]} {'order' if same else 'cards'}"
    if head in NAMES:
        return f"{NAMES[head]}'s {AREAS.get(key, key)}"
    if head.endswith(".don") and head.split(".")[0] in NAMES:
        return f"{NAMES[head.split('.')[0]]}'s {key} DON!!"
    if head:
        return f'the {key} of "{head}"'
    return {"turn": "the turn", "turn_player": "whose turn it is"}.get(key, "the end of the game")


def _when_steps(shrunk: Shrunk) -> tuple[list[str], list[str]]:
    """Each step as a phrase (a decision's phrase depends on its kind, known by replaying on the reference engine);
    then the answers that leave no decision pending after the last one."""
    from opcg_oracle.cards.database import load_card_database

    replay = ReferenceAdapter()
    replay.load(as_board(shrunk.board, "replay", load_card_database()).canonical)
    texts = []
    for action in shrunk.steps:
        pending = replay.state()["decision"]
        texts.append(phrase(action, pending["kind"] if pending else ""))
        if action["type"] == "decide":  # the kind of the last choice answered, for the title
            shrunk.disagreement.expected["answered"] = pending["kind"] if pending else ""
            replay.decide(action["player"], action["choice"])
        else:
            replay.act(action)
    return texts, _closing(replay)


def _closing(replay: ReferenceAdapter) -> list[str]:
    """Answers to every decision left pending, each the way out of it where there is one (strict mode)."""
    texts: list[str] = []
    while (pending := replay.state()["decision"]) is not None and len(texts) < MAX_CLOSING:
        options = sorted(pending["options"], key=lambda o: WAYS_OUT.index(o) if o in WAYS_OUT else len(WAYS_OUT))
        for option in options:
            try:
                text = _answer(NAMES[pending["player"]], pending["player"], pending["kind"], option)
            except NotExpressible:
                continue
            if replay.decide(pending["player"], option)["type"] == "ok":
                texts.append(text)
                break
        else:
            raise NotExpressible(f"no phrase in the step library answers the pending {pending['kind']} decision")
    return texts


def _q(card_id: str) -> str:
    return f'"{card_id}"'


def _target(player: str, card_id: str) -> str:
    return f"{PRONOUNS[player]} leader" if card_id == f"{player}.leader" else _q(card_id)


def phrase(action: dict, kind: str) -> str:
    """One action or answer in the words of the step library."""
    player = action.get("player", "")
    who = NAMES.get(player, player)
    kind_of = action["type"]
    if kind_of == "play":
        return f"{who} plays {_q(action['card'])}"
    if kind_of == "give_don":
        return f"{who} gives 1 DON!! to {_target(player, action['target'])}"
    if kind_of == "attack":
        target = action["target"]
        shown = f"{NAMES[target.split('.')[0]]}'s leader" if target.endswith(".leader") else _q(target)
        return f"{who} attacks {shown} with {_q(action['attacker'])}"
    if kind_of == "end_turn":
        return f"{who} ends {PRONOUNS[player]} turn"
    if kind_of == "activate" and not action.get("effect"):
        return f"{who} activates the effect of {_q(action['card'])}"
    if kind_of == "decide":
        return _answer(who, player, kind, action["choice"])
    raise NotExpressible(f"no phrase in the step library for {json.dumps(action)}")


def _answer(who: str, player: str, kind: str, choice) -> str:
    if kind == "blocker":
        return f"{who} declines to block" if choice is None else f"{who} blocks with {_q(choice)}"
    if kind == "counter":
        if choice == "done":
            return f"{who} is done with counters"
        if isinstance(choice, dict) and "event" in choice:
            return f"{who} activates the Counter Event {_q(choice['event'])}"
        return f"{who} uses the counter of {_q(choice['counter'])} on {_target(player, choice['target'])}"
    if kind == "trigger":
        return f"{who} {'activates' if choice == 'activate' else 'declines'} the Trigger"
    if kind == "first_or_second":
        return f"{who} chooses to go {choice}"
    if kind == "redraw":
        return f"{who} redraws" if choice == "redraw" else f"{who} keeps {PRONOUNS[player]} hand"
    if kind == "choose_number":
        return f"{who} chooses the number {choice}"
    if kind == "use_effect":
        return f"{who} {'uses' if choice == 'use' else 'declines'} the optional effect"
    if kind == "pay_cost":
        return f"{who} {'pays' if choice == 'pay' else 'declines'} the optional cost"
    if kind in ("character_to_trash", "choose_card", "bottom_order") and isinstance(choice, str):
        return f"{who} chooses {_q(choice)}"
    if kind == "choose_card" and choice is None:
        return f"{who} chooses no more cards"
    raise NotExpressible(f"no phrase in the step library for {who}'s answer {json.dumps(choice)} to {kind}")


def then_steps(found: Disagreement) -> list[str]:
    """What the reference engine did, on the things that differ, as Then phrases."""
    if found.kind == "refusal":
        if found.expected.get("answer") == "refused":
            rules = found.expected.get("rules") or []
            return [f"the action is refused citing {rules[0]}"] if rules else ["nobody has to choose anything"]
        # what the reference engine asks after the action it accepted: the engine's refusal fails this step
        return [_decision_phrase(found.expected.get("decision"))]
    if found.kind == "error":  # the engine failed at the step; the reference engine went on to this
        return [_decision_phrase(found.expected.get("decision"))]
    if found.kind == "decision":
        return [_decision_phrase(found.expected.get("decision"))]
    texts: list[str] = []
    expected, actual = found.expected.get("state", {}), found.actual.get("state", {})
    game = found.expected.get("game", {})
    if {"game_over", "winners", "result"} & set(found.fields):
        texts.append(_game_phrase(game))
    if {"turn", "turn_player"} & set(found.fields):
        texts.append(f"it is {NAMES[game['turn_player']]}'s turn {game['turn']}")
    for path in found.fields:
        texts += _state_phrases(path, expected.get(path), actual.get(path))
    return list(dict.fromkeys(texts))[:MAX_THEN] or ["nobody has to choose anything"]


def _decision_phrase(decision: dict | None) -> str:
    """The pending decision with all its options, as `must choose ... among` writes them."""
    if decision is None:
        return "nobody has to choose anything"
    words = DECISION_WORDS[decision["kind"]].format(p=PRONOUNS[decision["player"]])
    options = [_option_words(option) for option in decision.get("options", [])]
    if not options:
        return f"{NAMES[decision['player']]} must choose {words}"
    listed = options[0] if len(options) == 1 else f"{', '.join(options[:-1])} and {options[-1]}"
    return f"{NAMES[decision['player']]} must choose {words} among {listed}"


def _option_words(option) -> str:
    """One option as the step library writes it: "alice.zoro", none, 2, activate, "bob.nami" on "bob.leader"."""
    if option is None:
        return "none"
    if isinstance(option, dict):
        if "counter" in option:
            return f"{_q(option['counter'])} on {_q(option['target'])}"
        if "event" in option:
            return f"event {_q(option['event'])}"
        return _q(option.get("card", ""))
    if isinstance(option, str) and "." in option:
        return _q(option)
    return str(option)


def _state_phrases(path: str, expected, actual) -> list[str]:
    head, _, key = path.rpartition(".")
    if not head:
        return []  # the game's own fields: said above, from the whole expected game
    if head in NAMES and key in ORDERED and expected:  # a zone that keeps an order: its whole order, top first
        top_first = list(reversed(expected)) if key == "trash" else list(expected)  # the trash is listed bottom first
        listed = ", ".join(_q(c) for c in top_first[:-1]) + f" and {_q(top_first[-1])}" if len(top_first) > 1 else ""
        return [f"{NAMES[head]}'s {ORDERED[key]} holds, from the top, {listed or _q(top_first[0])}"]
    if head in NAMES and key in COUNTED:  # a zone: its size, and where the cards that differ are
        p = PRONOUNS[head]
        texts = [f"{NAMES[head]} has {len(expected)} {COUNTED[key].format(p=p)}"]
        for card_id in sorted(set(expected) - set(actual or [])):
            texts.append(f"{_q(card_id)} is in {NAMES[head]}'s {AREAS[key]}")
        return texts
    if head.endswith(".don") and head.split(".")[0] in NAMES:
        owner = head.split(".")[0]
        return [f"{NAMES[owner]} has {expected} {DON_COUNTS[key].format(p=PRONOUNS[owner])}"]
    if key == "power" and expected is not None:
        return [f"{_q(head)} has {expected} power"]
    if key == "rested" and expected is not None:
        return [f"{_q(head)} is {'rested' if expected else 'active'}"]
    if key == "don" and expected is not None:
        return [f"{_q(head)} has {expected} DON!! given"]
    return []


def _game_phrase(game: dict) -> str:
    if not game.get("game_over"):
        return "the game is not over"
    winners = game.get("winners") or []
    return f"{NAMES[winners[0]]} wins the game" if len(winners) == 1 else "the game ends in a draw"
