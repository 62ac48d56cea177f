"""What a quiz question can ask about, and why a wrong option is wrong, read from the reference engine's run.

A topic is one kind of thing a Then step states (a count, where a card is, a card's power, who wins, an
action refused ...). It parses the step, asks about it, offers wrong values (each checked with the step
library against the game, or on the engine's state), and explains each from the run: the true value, then
the events behind it with the clauses they cite. A named mistake is offered only where the run shows its
cause (DON!! power counted in the opponent's turn: the card has DON!! given and it is the opponent's turn).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from opcg_oracle.bdd.outcomes import ScenarioFailure
from opcg_oracle.bdd.run import ScenarioRun
from opcg_oracle.judge.narrate import AREAS, sentence
from opcg_oracle.judge.scenarios import CHECK, StepSpec, run_step
from opcg_oracle.judge.words import PLAYERS, CardNames, step_text

WHO = ("alice", "bob")
QUIET = ("decision", "decided")  # a player's choices: the steps shown already say them
WORDS = {  # the explanations' own words
    "en": {
        "before": "Before this: {fact}.",
        "not": "{truth}, not {wrong}: {because}",
        "had": "{player} had {before}",
        "nothing": "nothing in this changed it",
        "times": " (×{n})",
    },
    "ja": {
        "before": "この前は、{fact}。",
        "not": "正しくは「{truth}」（「{wrong}」ではない）：{because}",
        "had": "{player}は前に{before}",
        "nothing": "これによって変わったものはない",
        "times": "（×{n}）",
    },
}
COUNT_NOUNS = {  # the count phrase of the step library → (area, key, English noun, Japanese noun)
    r"Life cards?": ("life", None, "Life cards", "ライフ"),
    r"cards? in (?:his|her|their) hand": ("hand", None, "cards in hand", "手札"),
    r"cards? in (?:his|her|their) trash": ("trash", None, "cards in the trash", "トラッシュ"),
    r"cards? in (?:his|her|their) deck": ("deck", None, "cards in the deck", "デッキ"),
    r"Characters?": ("characters", None, "Characters", "キャラ"),
    r"active DON!!": ("don", "active", "active DON!!", "アクティブのドン!!"),
    r"rested DON!!": ("don", "rested", "rested DON!!", "レストのドン!!"),
    r"DON!! in (?:his|her|their) DON!! deck": ("don", "deck", "DON!! in the DON!! deck", "ドン!!デッキ"),
}
AREA_STEP = AREAS["en"]  # state area → how a step names it (the narration's words: one list of them)
AREA_WORDS = AREAS
# areas a learner confuses with the one a card ends in (wrong options, each checked against the game)
CONFUSED = {
    "hand": ("trash",),
    "trash": ("characters", "hand"),
    "characters": ("trash", "hand"),
    "life": ("hand", "trash"),
    "deck": ("hand", "trash"),
    "stage": ("trash", "hand"),
    "leader": ("trash",),
}


@dataclass
class Answer:
    """One option: its short text, whether it is right, and for a wrong one why not (from the run)."""

    label: str
    right: bool
    why: str = ""
    value: object = None

    @property
    def text(self) -> str:
        """The option as shown."""
        return self.label


# -- the run, as the explanations read it ----------------------------------------------------------
def _who(value: object) -> str:
    return WHO[value] if isinstance(value, int) and value in (0, 1) else str(value)


def _find(state: dict, card_id: str) -> tuple[str, str, dict] | None:
    for owner, player in state["players"].items():
        if player["leader"].get("id") == card_id:
            return owner, "leader", player["leader"]
        for area in ("characters", "stage", "hand", "trash", "deck", "life"):
            for view in player.get(area, []):
                if view.get("id") == card_id:
                    return owner, area, view
    return None


def _count(state: dict, player: str, area: str, key: str | None) -> int:
    view = state["players"][player]
    return view[area][key] if key else len(view[area])


@dataclass
class Facts:
    """What a question's explanations are made from: the boards before and after, the events, the words."""

    before: dict
    after: dict
    events: list[dict]  # of the actions asked about
    earlier: list[dict]  # of the steps before them
    names: CardNames
    lang: str
    run: ScenarioRun
    refused: dict | None  # the engine's refusal of the last action, if it refused it
    last_action: str = ""  # the last action asked about, in words

    def say(self, event: dict) -> str:
        """One event as a sentence, cards by name."""
        return sentence(event, self.names, self.lang)

    def said(self, events: list[dict]) -> str:
        """Events as sentences with their clauses, the same sentence once with its count."""
        counted: dict[str, tuple[int, list[str]]] = {}
        for event in events:
            text = self.say(event).rstrip("。.")
            number, rules = counted.get(text, (0, []))
            counted[text] = (number + 1, rules + [r for r in event.get("rules", []) if r not in rules])
        parts = []
        for text, (number, rules) in counted.items():
            times = WORDS[self.lang]["times"].format(n=number) if number > 1 else ""
            parts.append(f"{text}{times} ({', '.join(rules)})" if rules else f"{text}{times}")
        return "; ".join(parts) if self.lang == "en" else "。".join(parts)

    def player(self, key: str) -> str:
        """A player's name."""
        return PLAYERS[self.lang][key]

    def holds(self, step: str) -> bool:
        """Whether a Then step holds on the game after the actions (the step library decides)."""
        try:
            run_step(self.run, StepSpec("Then", CHECK, step, 0), "quiz")
        except ScenarioFailure:
            return False
        return True


# -- topics: one kind of thing a question asks about -----------------------------------------------
@dataclass
class Option:
    """A candidate wrong value: the Then step stating it (if one does), and the named mistake it stands for."""

    value: object
    step: str | None  # the Then step stating it, checked with the step library; None: checked on the state
    cause: str = ""  # a named mistake the run shows the cause of, if any


class Topic:
    """One thing asked: parsed from a Then step; its question, options and why each wrong one is wrong."""

    kind = ""
    weight = 0
    binary = False  # a yes/no topic: one wrong option is enough
    card = ""  # the card the topic is about, if any
    order: tuple = ()  # the options' natural order (else numbers ascending, else as found)

    def __init__(self, step: str, match: re.Match, facts: Facts):
        self.step = step
        self.match = match
        self.facts = facts

    # the parts a topic fills in
    def truth(self) -> object:
        """The right value (what the scenario's step states)."""
        raise NotImplementedError

    def before(self) -> object:
        """The value before the actions."""
        return None

    def ask(self) -> str:
        """The question."""
        raise NotImplementedError

    def given(self) -> str:
        """The asked thing before the actions, in words ("" when the board shows it plainly)."""
        return ""

    def options(self) -> Iterator[Option]:
        """Candidate wrong values, the most instructive first."""
        raise NotImplementedError

    def label(self, value: object) -> str:
        """An option's short text."""
        return str(value)

    def because(self, option: Option) -> str:
        """Why the truth holds, from the run."""
        raise NotImplementedError

    def truth_words(self) -> str:
        """The right value as a sentence."""
        return plural(step_text(self.step, self.facts.lang, self.facts.names))

    def wrong_words(self, value: object) -> str:
        """A wrong value as the explanation names it."""
        return self.label(value)

    def score(self, scenario_name: str) -> int:
        """How well the topic suits the question: its weight, more when it changed, more when the scenario's name
        names its card or speaks of it (the name says what the scenario is about)."""
        changed = self.before() is not None and self.before() != self.truth()
        words = set(re.findall(r"[a-z]+", scenario_name.lower()))
        card = bool(self.card) and bool(words & set(_card_keywords(self.facts, self.card)))
        spoken = bool(words & set(self.keywords()))
        return self.weight + 25 * changed + 30 * card + 35 * spoken + 10 * (card and spoken)

    def keywords(self) -> tuple[str, ...]:
        """Words of a scenario's name that say it is about this kind of thing."""
        return ()

    def why(self, option: Option) -> str:
        """A wrong option's explanation: the truth, the wrong value, and the reason from the run."""
        because = self.because(option)
        if because.startswith(("The ", "It ")):  # a sentence of the run, read on after a colon
            because = because[0].lower() + because[1:]
        return WORDS[self.facts.lang]["not"].format(
            truth=capital(self.truth_words()), wrong=self.wrong_words(option.value), because=because
        )


def plural(text: str) -> str:
    """English counts agree with their nouns: 1 card, 2 cards, 0 cards."""
    text = re.sub(r"\b1 (card|Character|Life card)s\b", r"1 \1", text)
    return re.sub(r"\b([02-9]|\d\d+) (card|Character|Life card)\b(?!s)", r"\1 \2s", text)


def capital(text: str) -> str:
    """The text with its first letter upper case."""
    return text[:1].upper() + text[1:]


def _about(events: list[dict], card_id: str) -> list[dict]:
    """The events that name the card, and the result of a battle it is in (attacking, attacked or blocking)."""
    found = []
    fighting = False
    for event in events:
        named = card_id in (event.get(k) for k in ("card", "attacker", "target", "blocker", "by"))
        if event["kind"] == "attack_declared":
            fighting = named
        elif event["kind"] == "blocked":
            fighting = fighting or named
        if named or (fighting and event["kind"] in ("battle_won", "battle_lost")):
            found.append(event)
    return found


def _card_words(facts: Facts, card_id: str) -> str:
    return facts.names(card_id)


def _card_keywords(facts: Facts, card_id: str) -> tuple[str, ...]:
    return tuple(re.findall(r"[a-z]+", facts.names.names.get(card_id, "").lower()))


class _Count(Topic):
    kind, weight = "count", 45

    def __init__(self, step: str, match: re.Match, facts: Facts):
        super().__init__(step, match, facts)
        self.who = match["player"].lower()
        self.area, self.key, self.noun_en, self.noun_ja = next(
            v for pattern, v in COUNT_NOUNS.items() if re.fullmatch(pattern, match["what"])
        )
        self.weight += 5 if self.area == "life" else 0

    def truth(self) -> int:
        return int(self.match["count"])

    def before(self) -> int:
        return _count(self.facts.before, self.who, self.area, self.key)

    def keywords(self) -> tuple[str, ...]:
        return {
            "life": ("life", "damage"),
            "hand": ("hand", "draw", "draws", "drawn"),
            "characters": ("characters", "character"),
            "don": ("don",),
        }.get(self.area, (self.area,))

    def _noun(self) -> str:
        return self.noun_ja if self.facts.lang == "ja" else self.noun_en

    def ask(self) -> str:
        player = self.facts.player(self.who)
        if self.facts.lang == "ja":
            return f"このあと、{player}の{self._noun()}は何枚？"
        his = "her" if self.who == "alice" else "his"
        return {
            "life": f"How many Life cards does {player} have after this?",
            "hand": f"How many cards does {player} have in {his} hand after this?",
            "deck": f"How many cards does {player} have in {his} deck after this?",
            "trash": f"How many cards does {player} have in {his} trash after this?",
            "characters": f"How many Characters does {player} have after this?",
        }.get(self.area) or (
            f"How many DON!! are in {player}'s DON!! deck after this?"
            if self.key == "deck"
            else f"How many {self.key} DON!! does {player} have in {his} cost area after this?"
        )

    def given(self) -> str:
        player = self.facts.player(self.who)
        if self.facts.lang == "ja":
            return WORDS["ja"]["before"].format(fact=f"{player}の{self._noun()}は{self.before()}枚")
        written = re.sub(r"^\d+", str(self.before()), self.step.split(" has ", 1)[1])
        return WORDS["en"]["before"].format(fact=plural(f"{player} has {written}"))

    def step_for(self, value: int) -> str:
        written = re.sub(r"^\d+", "", self.step.split(" has ", 1)[1])
        return f"{self.match['player']} has {value}{written}"

    def _events(self) -> list[dict]:
        """The events that changed this count."""
        return [e for e in self.facts.events if self._changes_count(e)]

    def _changes_count(self, event: dict) -> bool:
        kind = event["kind"]
        player = _who(event.get("owner", event.get("player")))
        if kind == "moved":
            return player == self.who and self.area in (event.get("source"), event.get("to"))
        if kind == "damage":
            return self.area == "life" and player == self.who
        if kind == "ko":
            return self.area == "characters" and self._owner(event.get("card")) == self.who
        return (kind.startswith("don_") or kind == "cost_paid") and self.area == "don" and player == self.who

    def _owner(self, card_id: object) -> str | None:
        where = _find(self.facts.before, str(card_id))
        return where[0] if where else None

    def options(self) -> Iterator[Option]:
        truth, before = self.truth(), self.before()
        if self.area == "life":
            doubled = [e for e in self.facts.events if e["kind"] == "damage" and "10-1-2-1" in e.get("rules", [])]
            if len(doubled) >= 2 and _who(doubled[0].get("player")) == self.who:
                yield Option(truth + 1, self.step_for(truth + 1), "double_attack")
        if self.area == "hand":
            from_life = [
                e
                for e in self.facts.events
                if e["kind"] == "moved"
                and e.get("source") == "life"
                and e.get("to") == "hand"
                and _who(e.get("owner")) == self.who
            ]
            if from_life:
                yield Option(truth - len(from_life), self.step_for(truth - len(from_life)), "life_to_trash")
        for value in (before, truth + 1, truth - 1, truth + 2, truth - 2):
            if value >= 0:
                yield Option(value, self.step_for(value))

    def because(self, option: Option) -> str:
        ja = self.facts.lang == "ja"
        if option.cause == "double_attack":
            doubled = [e for e in self.facts.events if e["kind"] == "damage" and "10-1-2-1" in e.get("rules", [])]
            if ja:
                return f"【ダブルアタック】で{len(doubled)}ダメージを受けた (10-1-2-1)"
            return f"the [Double Attack] dealt {len(doubled)} damage, not 1 (10-1-2-1)"
        if option.cause == "life_to_trash":
            moved = [e for e in self.facts.events if e["kind"] == "moved" and e.get("source") == "life"]
            rules = ", ".join(dict.fromkeys(r for e in moved for r in e.get("rules", [])))
            if ja:
                return f"ダメージでライフから離れたカードは手札に加わる ({rules})"
            return f"the Life cards taken by damage went to the hand, not to the trash ({rules})"
        events = self._events()
        had = WORDS[self.facts.lang]["had"].format(
            player=self.facts.player(self.who), before=f"{self.before()}枚" if ja else f"{self.before()}"
        )
        if events:
            return f"{had}。{self.facts.said(events)}" if ja else f"{had}; {self.facts.said(events)}"
        if self.before() == self.truth():
            return f"{had}。{WORDS['ja']['nothing']}" if ja else f"{had}; {WORDS['en']['nothing']}"
        return had  # changed by nothing the log names (it says only what it can check)


class _Where(Topic):
    kind, weight = "where", 50
    order = ("hand", "trash", "characters", "stage", "leader", "life", "deck")

    def __init__(self, step: str, match: re.Match, facts: Facts):
        super().__init__(step, match, facts)
        self.card = match["card"]
        self.owner = match["player"].lower()

    def truth(self) -> str:
        return next(k for k, v in AREA_STEP.items() if v == self.match["area"])

    def before(self) -> str | None:
        where = _find(self.facts.before, self.card)
        return where[1] if where else None

    def keywords(self) -> tuple[str, ...]:
        return ("trash", "hand", "returns", "returned", "goes", "bottom", "deck", "life", "survives", "k")

    def ask(self) -> str:
        card = _card_words(self.facts, self.card)
        return f"このあと、{card}はどこにある？" if self.facts.lang == "ja" else f"Where is {card} after this?"

    def given(self) -> str:
        before = _find(self.facts.before, self.card)
        if before is None:
            return ""
        place = self.place(before[1], before[0])
        card = _card_words(self.facts, self.card)
        if self.facts.lang == "ja":
            return WORDS["ja"]["before"].format(fact=f"{card}は{place}にある")
        return WORDS["en"]["before"].format(fact=f"{card} is {place}")

    def place(self, area: str, owner: str | None = None) -> str:
        """An area with its owner in words: "in Bob's hand"."""
        player = self.facts.player(owner or self.owner)
        if self.facts.lang == "ja":
            return f"{player}の{AREA_WORDS['ja'][area]}"
        return f"in {player}'s {AREA_WORDS['en'][area]}"

    def label(self, value: object) -> str:
        return capital(self.place(str(value)))

    def wrong_words(self, value: object) -> str:
        return self.place(str(value))

    def options(self) -> Iterator[Option]:
        before, truth = self.before(), self.truth()
        candidates = ([before] if before and before != truth else []) + list(CONFUSED.get(truth, ()))
        for area in candidates:
            yield Option(area, f'"{self.card}" is in {self.match["player"]}\'s {AREA_STEP[area]}')

    def because(self, option: Option) -> str:
        about = _about(self.facts.events, self.card)
        if not about:
            before = self.before()
            if before is None or before == self.truth():
                return "これによって移動していない" if self.facts.lang == "ja" else "nothing in this moved it"
            return self.place(before) + ("にあった" if self.facts.lang == "ja" else " before")
        text = self.facts.said(about)
        tie = next(
            (
                e
                for e in about
                if e["kind"] == "battle_won" and e.get("power") == e.get("against") and e.get("attacker") != self.card
            ),
            None,
        )
        if tie is not None and option.value == "characters":
            text += (
                "。同じパワーならアタックしたカードが勝つ (7-1-4-1)"
                if self.facts.lang == "ja"
                else "; with equal power the attacker wins (7-1-4-1)"
            )
        return text


class _Power(Topic):
    kind, weight = "power", 45

    def __init__(self, step: str, match: re.Match, facts: Facts):
        super().__init__(step, match, facts)
        self.card = match["card"]

    def truth(self) -> int:
        return int(self.match["power"])

    def before(self) -> int | None:
        where = _find(self.facts.before, self.card)
        return where[2].get("power") if where else None

    def keywords(self) -> tuple[str, ...]:
        return ("power", "counter", "gets", "don")

    def ask(self) -> str:
        card = _card_words(self.facts, self.card)
        return (
            f"このあと、{card}のパワーは？" if self.facts.lang == "ja" else f"What is the power of {card} after this?"
        )

    def given(self) -> str:
        before = self.before()
        if before is None:
            return ""
        card = _card_words(self.facts, self.card)
        if self.facts.lang == "ja":
            return WORDS["ja"]["before"].format(fact=f"{card}のパワーは{before}")
        return WORDS["en"]["before"].format(fact=f"{card} has {before} power")

    def _don(self) -> tuple[int, str, str]:
        """DON!! given to the card after the actions, its owner, and whose turn it is."""
        where = _find(self.facts.after, self.card)
        don = int(where[2].get("don", 0) or 0) if where else 0
        return don, where[0] if where else "", str(self.facts.after.get("turn_player"))

    def _changes(self) -> list[dict]:
        return [
            e
            for e in self.facts.earlier + self.facts.events
            if (e["kind"] == "power_changed" and e.get("card") == self.card)
            or (e["kind"] == "counter_used" and e.get("target") == self.card)
        ]

    def step_for(self, value: int) -> str:
        return f'"{self.card}" has {value} power'

    def options(self) -> Iterator[Option]:
        truth = self.truth()
        don, owner, turn = self._don()
        if don and owner != turn:
            yield Option(truth + 1000 * don, self.step_for(truth + 1000 * don), "don_opponent_turn")
        if don and owner == turn:
            yield Option(truth - 1000 * don, self.step_for(truth - 1000 * don), "don_forgotten")
        for event in self._changes():
            amount = int(event.get("amount", event.get("power", 0)) or 0)
            if amount:
                yield Option(truth - amount, self.step_for(truth - amount), "change")
        before = self.before()
        for value in ([before] if before is not None else []) + [truth + 1000, truth - 1000, truth + 2000]:
            if value >= 0:
                yield Option(value, self.step_for(value))

    def because(self, option: Option) -> str:
        ja = self.facts.lang == "ja"
        don, owner, turn = self._don()
        if option.cause in ("don_opponent_turn", "don_forgotten"):
            player, turn_player = self.facts.player(owner), self.facts.player(turn)
            if ja:
                return (
                    f"ドン!!が{don}枚付与されているが、今は{turn_player}のターン。付与されたドン!!は持ち主のターン中だけ"
                    "1枚につきパワー+1000 (6-5-5-2)"
                    if option.cause == "don_opponent_turn"
                    else f"付与されたドン!!{don}枚は{player}のターン中、1枚につきパワー+1000 (6-5-5-2)"
                )
            if option.cause == "don_opponent_turn":
                return (
                    f"it has {don} DON!! given, but it is {turn_player}'s turn: given DON!! add 1000 each only "
                    f"during their owner's turn (6-5-5-2)"
                )
            return f"its {don} DON!! given add 1000 each during {player}'s turn (6-5-5-2)"
        parts = []
        printed = self._printed()
        if printed is not None:
            parts.append(f"印刷されたパワーは{printed}" if ja else f"its printed power is {printed}")
        changes = self._changes()
        if changes:
            parts.append(self.facts.said(changes))
        if don:
            player, turn_player = self.facts.player(owner), self.facts.player(turn)
            if ja:
                counted = "数える" if owner == turn else "数えない"
                parts.append(f"付与されたドン!!{don}枚（{turn_player}のターンなので{counted}、6-5-5-2）")
            else:
                counted = "count" if owner == turn else "do not count"
                parts.append(f"its {don} DON!! given {counted} in {turn_player}'s turn (6-5-5-2)")
        rest = self.truth() - (printed or 0) - (1000 * don if owner == turn else 0)
        if printed is not None and not changes and rest:  # nothing logged changed it: effects already applying
            parts.append(f"効果で{rest:+d}" if ja else f"{rest:+d} from effects that apply to it")
        return "。".join(parts) if ja else "; ".join(parts)

    def _printed(self) -> int | None:
        where = _find(self.facts.after, self.card)
        number = where[2].get("card") if where else None
        catalog = self.facts.names.catalog
        return catalog.get(number).power if number and number in catalog else None


class _Rested(Topic):
    kind, weight, binary = "orientation", 30, True
    order = ("active", "rested")

    def __init__(self, step: str, match: re.Match, facts: Facts):
        super().__init__(step, match, facts)
        self.card = match["card"]

    def truth(self) -> str:
        return self.match["orientation"]

    def before(self) -> str | None:
        where = _find(self.facts.before, self.card)
        return ("rested" if where[2].get("rested") else "active") if where else None

    def keywords(self) -> tuple[str, ...]:
        return ("rested", "active", "rests", "rest")

    def ask(self) -> str:
        card = _card_words(self.facts, self.card)
        if self.facts.lang == "ja":
            return f"このあと、{card}はレスト？アクティブ？"
        return f"Is {card} rested or active after this?"

    def label(self, value: object) -> str:
        return (
            {"rested": "レスト", "active": "アクティブ"}[str(value)] if self.facts.lang == "ja" else capital(str(value))
        )

    def wrong_words(self, value: object) -> str:
        return self.label(value) if self.facts.lang == "ja" else str(value)

    def options(self) -> Iterator[Option]:
        other = "active" if self.truth() == "rested" else "rested"
        yield Option(other, f'"{self.card}" is {other}')

    def because(self, option: Option) -> str:
        keys = ("card", "attacker", "blocker")
        about = [e for e in self.facts.events if self.card in (e.get(k) for k in keys)]
        about = [
            e for e in about if e["kind"] in ("rested", "set_active", "stays_rested", "attack_declared", "blocked")
        ]
        if about:
            return self.facts.said(about)
        before = self.label(self.before() or self.truth())
        battle = _about(self.facts.events, self.card)
        if self.facts.lang == "ja":
            return f"前も{before}で、これによって向きを変えたものはない" + (
                f"（{self.facts.said(battle)}）" if battle else ""
            )
        return f"it was {before.lower()} before, and nothing in this turned it" + (
            f" ({self.facts.said(battle)})" if battle else ""
        )


class _Given(Topic):
    kind, weight = "don", 35

    def __init__(self, step: str, match: re.Match, facts: Facts):
        super().__init__(step, match, facts)
        self.card = match["card"]

    def truth(self) -> int:
        return int(self.match["count"])

    def before(self) -> int:
        where = _find(self.facts.before, self.card)
        return int(where[2].get("don", 0) or 0) if where else 0

    def keywords(self) -> tuple[str, ...]:
        return ("given", "gives", "give")

    def ask(self) -> str:
        card = _card_words(self.facts, self.card)
        if self.facts.lang == "ja":
            return f"このあと、{card}に付与されているドン!!は何枚？"
        return f"How many DON!! are given to {card} after this?"

    def given(self) -> str:
        card = _card_words(self.facts, self.card)
        if self.facts.lang == "ja":
            return WORDS["ja"]["before"].format(fact=f"{card}に付与されたドン!!は{self.before()}枚")
        return WORDS["en"]["before"].format(fact=f"{card} has {self.before()} DON!! given")

    def step_for(self, value: int) -> str:
        return f'"{self.card}" has {value} DON!! given'

    def options(self) -> Iterator[Option]:
        truth, before = self.truth(), self.before()
        for value in (before, truth + 1, truth - 1, truth + 2):
            if value >= 0:
                yield Option(value, self.step_for(value))

    def because(self, option: Option) -> str:
        about = [e for e in self.facts.events if e["kind"].startswith("don_") and e.get("card") in (self.card, None)]
        about = [e for e in about if e.get("card") == self.card or e["kind"] == "don_returned"]
        if about:
            return self.facts.said(about)
        return WORDS[self.facts.lang]["nothing"]


class _Winner(Topic):
    kind, weight = "winner", 15
    order = ("alice", "bob", "none", "draw")

    def __init__(self, step: str, match: re.Match, facts: Facts):
        super().__init__(step, match, facts)
        if self.facts.after.get("game_over"):
            self.weight = 90
        elif any(not p["life"] for p in self.facts.after["players"].values()):
            self.weight = 60

    def truth(self) -> str:
        if self.step == "the game is not over":
            return "none"
        if self.step == "the game ends in a draw":
            return "draw"
        return self.match["player"].lower()

    def before(self) -> str:
        if not self.facts.before.get("game_over"):
            return "none"
        winners = self.facts.before.get("winners") or []
        return winners[0] if len(winners) == 1 else "draw"

    def keywords(self) -> tuple[str, ...]:
        return ("wins", "loses", "lose", "win", "game", "defeat", "draw")

    def ask(self) -> str:
        return "勝敗は？" if self.facts.lang == "ja" else "Who wins?"

    def label(self, value: object) -> str:
        if self.facts.lang == "ja":
            words = {"none": "まだ決着しない（ゲームは続く）", "draw": "引き分け"}
            return words.get(str(value)) or f"{self.facts.player(str(value))}の勝ち"
        words = {"none": "Nobody yet: the game goes on", "draw": "A draw: both lose"}
        return words.get(str(value)) or f"{self.facts.player(str(value))} wins"

    def truth_words(self) -> str:
        return self.label(self.truth())

    def wrong_words(self, value: object) -> str:
        return self.label(value) if self.facts.lang == "ja" else f'"{self.label(value)}"'

    def step_for(self, value: str) -> str:
        return {"none": "the game is not over", "draw": "the game ends in a draw"}.get(
            value, f"{value.capitalize()} wins the game"
        )

    def options(self) -> Iterator[Option]:
        truth = self.truth()
        for value in ("alice", "bob", "none", "draw"):
            if value != truth and (value != "draw" or truth == "none"):
                yield Option(value, self.step_for(value), "zero_life" if truth == "none" else "")

    def because(self, option: Option) -> str:
        ja = self.facts.lang == "ja"
        kinds = ("damage_at_zero_life", "defeated", "conceded", "game_over")
        ending = [e for e in self.facts.events if e["kind"] in kinds]
        if ending:
            return self.facts.said(ending)
        if self.facts.before.get("game_over"):  # over before this: what ended it, and nothing after counts (1-2-1)
            earlier = self.facts.said([e for e in self.facts.earlier if e["kind"] in kinds])
            return f"この前にゲームは終わっている：{earlier}" if ja else f"the game ended before this: {earlier}"
        zero = [key for key, p in self.facts.after["players"].items() if not p["life"]]
        loser = str(option.value) if option.value in WHO else None
        lost = [p for p in zero if loser is None or p != loser]
        if lost:
            player = self.facts.player(lost[0])
            if ja:
                return f"{player}のライフは0枚だが、敗北するのはライフ0枚でリーダーがダメージを受けたとき (1-2-1-1-1)"
            return (
                f"{player} has 0 Life cards, but a player loses when their Leader takes damage with 0 Life cards "
                "(1-2-1-1-1), and that did not happen"
            )
        return "どちらのプレイヤーも敗北していない" if ja else "no player lost: no defeat condition was met"


class _Refused(Topic):
    kind, weight, binary = "refused", 200, True  # a refusal, when the outcome states one, is the point
    order = ("allowed", "refused")

    def truth(self) -> str:
        return "refused"

    def before(self) -> None:
        return None

    def ask(self) -> str:
        action = self.facts.last_action
        if self.facts.lang == "ja":
            return f"「{action}」はできる？"
        return f"Is this allowed: {action}?"

    def label(self, value: object) -> str:
        if self.facts.lang == "ja":
            return "できない：拒否される" if value == "refused" else "できる"
        return "No: it is refused" if value == "refused" else "Yes: it is carried out"

    def truth_words(self) -> str:
        return "拒否される" if self.facts.lang == "ja" else "It is refused"

    def wrong_words(self, value: object) -> str:
        return "実行される" if self.facts.lang == "ja" else "carried out"

    def options(self) -> Iterator[Option]:
        yield Option("allowed", None)

    def because(self, option: Option) -> str:
        refused = self.facts.refused or {}
        rules = ", ".join(refused.get("rules", []))
        return f"{refused.get('reason', '')} ({rules})" if rules else str(refused.get("reason", ""))


class _Turn(Topic):
    kind, weight = "turn", 30

    def truth(self) -> tuple[str, int]:
        return self.match["player"].lower(), int(self.match["turn"])

    def before(self) -> tuple[str, int]:
        return str(self.facts.before.get("turn_player")), int(self.facts.before.get("turn", 0))

    def keywords(self) -> tuple[str, ...]:
        return ("turn", "ends", "end")

    def ask(self) -> str:
        return "このあと、誰のターン？" if self.facts.lang == "ja" else "Whose turn is it after this?"

    def given(self) -> str:
        who, number = self.before()
        if self.facts.lang == "ja":
            return WORDS["ja"]["before"].format(fact=f"{self.facts.player(who)}のターン{number}")
        return WORDS["en"]["before"].format(fact=f"it is {self.facts.player(who)}'s turn {number}")

    def label(self, value: object) -> str:
        who, number = value  # type: ignore[misc]
        return (
            f"{self.facts.player(who)}のターン{number}"
            if self.facts.lang == "ja"
            else f"{self.facts.player(who)}'s turn {number}"
        )

    def options(self) -> Iterator[Option]:
        who, number = self.truth()
        other = "bob" if who == "alice" else "alice"
        for value in (self.before(), (other, number)):
            if value[1] > 0:
                yield Option(value, f"it is {value[0].capitalize()}'s turn {value[1]}")

    def because(self, option: Option) -> str:
        about = [e for e in self.facts.events if e["kind"] in ("turn_ended", "turn_started", "defeated", "game_over")]
        return self.facts.said(about) if about else WORDS[self.facts.lang]["nothing"]


class _Chooser(Topic):
    kind, weight = "decision", 5
    order = ("alice", "bob", "none")

    def truth(self) -> str:
        match = re.match(r"(Alice|Bob) must choose", self.step)
        return match.group(1).lower() if match else "none"

    def before(self) -> str:
        decision = self.facts.before.get("decision")
        return str(decision["player"]) if decision else "none"

    def keywords(self) -> tuple[str, ...]:
        return ("choose", "chooses", "decision", "must")

    def ask(self) -> str:
        return (
            "このあと、選択を待たれているのは？" if self.facts.lang == "ja" else "Who has a choice to make after this?"
        )

    def label(self, value: object) -> str:
        if value == "none":
            return "誰もいない" if self.facts.lang == "ja" else "Nobody"
        return self.facts.player(str(value))

    def truth_words(self) -> str:
        return step_text(self.step, self.facts.lang, self.facts.names)

    def options(self) -> Iterator[Option]:
        for value in ("none", "alice", "bob"):
            if value != self.truth():
                yield Option(value, None)

    def holds_on_state(self, value: str) -> bool:
        """Whether the engine waits for this player's decision (or none) after the actions."""
        decision = self.facts.after.get("decision")
        return (str(decision["player"]) if decision else "none") == value

    def because(self, option: Option) -> str:
        last = [e for e in self.facts.events if e["kind"] not in QUIET][-2:]
        return self.facts.said(last) if last else WORDS[self.facts.lang]["nothing"]


class _Position(Topic):
    kind, weight = "position", 25

    def __init__(self, step: str, match: re.Match, facts: Facts):
        super().__init__(step, match, facts)
        self.card = match["card"]

    def truth(self) -> tuple[int, str]:
        return int(self.match["nth"]), self.match["end"]

    def before(self) -> tuple[int, str] | None:
        where = _find(self.facts.before, self.card)
        zone = {"deck": "deck", "Life": "life", "trash": "trash"}[self.match["zone"]]
        if where is None or where[1] != zone:
            return None
        cards = self.facts.before["players"][where[0]][zone]
        index = next(i for i, c in enumerate(cards) if c.get("id") == self.card)
        end = self.truth()[1]
        return (index + 1, "top") if end == "top" else (len(cards) - index, "bottom")

    def keywords(self) -> tuple[str, ...]:
        return ("bottom", "top", "order")

    def _zone(self) -> str:
        zone = {"deck": "deck", "Life": "life", "trash": "trash"}[self.match["zone"]]
        return AREA_WORDS[self.facts.lang][zone]

    def ask(self) -> str:
        card = _card_words(self.facts, self.card)
        player = self.facts.player(self.match["player"].lower())
        if self.facts.lang == "ja":
            return f"このあと、{card}は{player}の{self._zone()}のどこにある？"
        return f"Where in {player}'s {self._zone()} is {card} after this?"

    def label(self, value: object) -> str:
        nth, end = value  # type: ignore[misc]
        if self.facts.lang == "ja":
            return f"{'上' if end == 'top' else '下'}から{nth}枚目"
        return capital(_nth(nth, end))

    def options(self) -> Iterator[Option]:
        nth, end = self.truth()
        other = "bottom" if end == "top" else "top"
        before = self.before()
        zone = f"{self.match['player']}'s {self.match['zone']}"
        for value in ([before] if before else []) + [(nth, other), (nth + 1, end)]:
            yield Option(value, f'"{self.card}" is {_nth(*value)} of {zone}')

    def because(self, option: Option) -> str:
        about = [e for e in self.facts.events if e.get("card") == self.card]
        return self.facts.said(about) if about else WORDS[self.facts.lang]["nothing"]


def _nth(nth: int, end: str) -> str:
    """A position as the step library writes it: 1st from the top."""
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(nth % 10 if nth % 100 not in (11, 12, 13) else 0, "th")
    return f"{nth}{suffix} from the {end}"


_P = r"(?P<player>Alice|Bob)"
_CARD = r'"(?P<card>[^"]+)"'
TOPICS: list[tuple[str, type[Topic]]] = [
    (r"the action is refused citing (?P<clause>[\d-]+)", _Refused),
    (rf"{_P} wins the game|the game is not over|the game ends in a draw", _Winner),
    (rf"{_CARD} is in {_P}'s (?P<area>hand|trash|deck|Life|Character area|Stage area|Leader area)", _Where),
    (rf"{_P} has (?P<count>\d+) (?P<what>{'|'.join(COUNT_NOUNS)})", _Count),
    (rf"{_CARD} has (?P<power>-?\d+) power", _Power),
    (rf"{_CARD} has (?P<count>\d+) DON!! given", _Given),
    (rf"{_CARD} is (?P<orientation>rested|active)", _Rested),
    (rf"it is {_P}'s turn (?P<turn>\d+)", _Turn),
    (
        rf"{_CARD} is (?P<nth>\d+)(?:st|nd|rd|th) from the (?P<end>top|bottom) of {_P}'s (?P<zone>deck|Life|trash)",
        _Position,
    ),
    (rf"nobody has to choose anything|{_P} must choose .+", _Chooser),
]


def find_topics(steps: tuple[str, ...], facts: Facts) -> list[Topic]:
    """The topics the Then steps state, in their order (steps no topic reads are left out)."""
    found = []
    for step in steps:
        for pattern, topic in TOPICS:
            match = re.fullmatch(pattern, step)
            if match:
                found.append(topic(step, match, facts))
                break
    return found


def _is_wrong(topic: Topic, option: Option) -> bool:
    """Whether the option does not hold on the game after the actions (the step library, or the state)."""
    if isinstance(topic, _Chooser):
        return not topic.holds_on_state(str(option.value))
    if isinstance(topic, _Refused):
        return topic.facts.refused is not None
    return option.step is not None and not topic.facts.holds(option.step)


def answers(topic: Topic) -> list[Answer] | None:
    """The right option and two or three wrong ones the game rules out (one for a yes/no topic); None if too few."""
    wanted = 1 if topic.binary else 3
    wrong: list[Answer] = []
    seen = {topic.truth()}
    for option in topic.options():
        if len(wrong) == wanted:
            break
        if option.value in seen or not _is_wrong(topic, option):
            continue
        seen.add(option.value)
        wrong.append(Answer(topic.label(option.value), False, topic.why(option), option.value))
    if len(wrong) < (1 if topic.binary else 2):
        return None
    answers = [Answer(topic.label(topic.truth()), True, "", topic.truth()), *wrong]
    if topic.order:  # options in their natural order: where the right one stands tells nothing
        answers.sort(key=lambda a: topic.order.index(a.value))
    elif all(isinstance(a.value, (int, tuple)) for a in answers):
        answers.sort(key=lambda a: a.value)  # numbers (and turns, positions) read in order
    return answers
