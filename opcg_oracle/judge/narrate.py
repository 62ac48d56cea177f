"""The ruling written out: a replayed scenario narrated event by event, each sentence citing its clauses.

The sentences come only from the reference engine's event log (what happened and the clauses that
made it happen); the clause texts come from the rules data. Nothing here decides a rule.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache

from markupsafe import Markup

from opcg_oracle.judge.draw import PHASE_NAMES, PHASE_NAMES_JA, STEP_NAMES, STEP_NAMES_JA, draw_board, environment
from opcg_oracle.judge.scenarios import ACTION, CHECK, SETUP, Moment, Replay, cards
from opcg_oracle.judge.words import NO_JAPANESE_NAMES, CardNames, step_sentence
from opcg_oracle.rules.rulebook import RuleBook, load_rulebook

LANGS = ("en", "ja")
AREAS = {
    "en": {
        "hand": "hand",
        "trash": "trash",
        "deck": "deck",
        "life": "Life",
        "characters": "Character area",
        "stage": "Stage area",
        "leader": "Leader area",
        "resolving": "resolution",
    },
    "ja": {
        "hand": "手札",
        "trash": "トラッシュ",
        "deck": "デッキ",
        "life": "ライフ",
        "characters": "キャラクターエリア",
        "stage": "ステージエリア",
        "leader": "リーダーエリア",
        "resolving": "解決中",
    },
}
PHASES_JA = PHASE_NAMES_JA
STEPS_JA = STEP_NAMES_JA
# One sentence per event kind; {names} are filled from the event's fields (cards by name, players by name).
SENTENCES = {
    "en": {
        "turn_started": "Turn {turn} begins; it is {player}'s turn.",
        "phase": "The {phase} begins.",
        "step": "The {step} begins.",
        "attack_declared": "{attacker} attacks {target}.",
        "rested": "{card} is rested.",
        "set_active": "{card} is set as active.",
        "stays_rested": "{card} stays rested: an effect keeps it so.",
        "don_stays_rested": "{player}'s {count} rested DON!! stay rested: an effect keeps them so.",
        "don_kept_rested": "{count} of {player}'s rested DON!! will not become active in the next Refresh Phase.",
        "delayed_effect": "The rest of the effect of {card} waits until the end of the turn.",
        "prevented": "{player} cannot do it: an effect forbids it.",
        "no_block": "{player} does not block.",
        "blocker_forbidden": "{attacker} has [Unblockable]: no [Blocker] can be activated against its attack.",
        "cost_cut_short": "The rest of the activation cost cannot be paid: what follows the colon does not resolve.",
        "blocked": "{blocker} blocks and becomes the card being attacked.",
        "counters_done": "{player} uses no more counters.",
        "counter_used": "{card} is trashed from hand for its Counter: +{power} power to {target}.",
        "battle_won": "{attacker} has {power} power against {against}: the attack succeeds.",
        "battle_lost": "{attacker} has {power} power against {against}: the attack does not succeed.",
        "damage": "{player}'s Leader takes {amount} damage.",
        "damage_at_zero_life": "{player}'s Leader takes damage with no Life card left.",
        "moved": "{card} goes from {owner}'s {source} to {owner}'s {to}.",
        "ko": "{card} is K.O.'d.",
        "ko_prevented": "{card} is not K.O.'d: an effect prevents it.",
        "battle_ended": "The battle ends.",
        "battle_cut_short": "The battle ends early.",
        "revealed": "{card} is revealed.",
        "looked_returned": "{player} leaves the cards looked at where they were, in the same order.",
        "decision": "{player} must choose ({decision}).",
        "decided": "{player} chooses: {choice}.",
        "defeated": "{player} loses the game.",
        "game_over": "The game is over: {winners}.",
        "don_given": "{player} gives a DON!! to {card} ({total} given).",
        "don_placed": "{player} places {count} DON!! in the cost area.",
        "don_returned": "{player} returns {count} DON!! to the cost area.",
        "don_set_active": "{player} sets {count} DON!! as active.",
        "don_rested": "{player} rests {count} DON!!.",
        "turn_ended": "Turn {turn} ends.",
        "end_phase_again": "An end-of-turn effect has not activated yet this turn: the End Phase goes back to it.",
        "main_phase_ended": "{player} ends the Main Phase.",
        "conceded": "{player} concedes.",
        "effect_activated": "The effect of {card} is activated.",
        "effect_resolved": "The effect of {card} resolves.",
        "power_changed": "{card} gets {amount} power.",
        "keyword_granted": "{card} gains [{keyword}].",
        "refused": "The action is refused: {reason}.",
        "cost_paid": "{player} rests {don_rested} DON!! to pay the cost.",
        "event_activated": "{card} is activated.",
        "no_draw": "{player} does not draw (the first player's first turn).",
        "shuffle": "{player} shuffles the deck.",
        "first_player": "{player} goes first.",
        "not_activated": "The effect of {card} does not activate.",
        "negated": "The effect of {card} is negated.",
        "to_bottom": "{card} is placed at the bottom of the deck.",
        "replaced": "{card} is not K.O.'d: the effect of {by} replaces it.",
        "condition_unmet": "The condition of {card} is not met.",
        "infinite_loop": "The same position comes back forever and nobody can stop it: an infinite loop.",
        "infinite_loop_found": "The position has come back: an infinite loop that a player can stop.",
        "loop_declared": "The loop is carried out {times} more times, then stopped.",
        "loop_choice_barred": "{player} may not choose to go round the loop again in this position.",
    },
    "ja": {
        "turn_started": "ターン{turn}が始まる（{player}のターン）。",
        "phase": "{phase}が始まる。",
        "step": "{step}に入る。",
        "attack_declared": "{attacker}が{target}にアタックする。",
        "rested": "{card}をレストにする。",
        "set_active": "{card}をアクティブにする。",
        "stays_rested": "{card}は効果によりレストのまま。",
        "don_stays_rested": "{player}のレストのドン!!{count}枚は効果によりレストのまま。",
        "don_kept_rested": "{player}のレストのドン!!{count}枚は次のリフレッシュフェイズでアクティブにならない。",
        "delayed_effect": "{card}の効果の残りはターン終了時に処理される。",
        "prevented": "{player}は効果により、それを行えない。",
        "no_block": "{player}はブロックしない。",
        "blocker_forbidden": "{attacker}は【ブロック不可】を持つため、【ブロッカー】は発動できない。",
        "cost_cut_short": "発動コストの残りを支払えないため、「:」以降の効果は解決されない。",
        "blocked": "{blocker}がブロックし、アタックされているカードになる。",
        "counters_done": "{player}はこれ以上カウンターを使わない。",
        "counter_used": "手札の{card}をトラッシュに置きカウンター：{target}のパワー+{power}。",
        "battle_won": "{attacker}のパワー{power}は{against}以上：アタックは成功する。",
        "battle_lost": "{attacker}のパワー{power}は{against}未満：アタックは成功しない。",
        "damage": "{player}のリーダーに{amount}ダメージ。",
        "damage_at_zero_life": "{player}のリーダーはライフ0枚でダメージを受ける。",
        "moved": "{card}が{owner}の{source}から{owner}の{to}へ移動する。",
        "ko": "{card}がKOされる。",
        "ko_prevented": "{card}は効果によりKOされない。",
        "battle_ended": "バトルが終了する。",
        "battle_cut_short": "バトルが途中で終了する。",
        "revealed": "{card}を公開する。",
        "looked_returned": "{player}は見たカードを元の場所に元の順番のまま戻す。",
        "decision": "{player}が選択する（{decision}）。",
        "decided": "{player}の選択：{choice}。",
        "defeated": "{player}はゲームに敗北する。",
        "game_over": "ゲーム終了：{winners}。",
        "don_given": "{player}が{card}にドン!!を1枚付与する（計{total}枚）。",
        "don_placed": "{player}がドン!!を{count}枚コストエリアに置く。",
        "don_returned": "{player}がドン!!{count}枚をコストエリアに戻す。",
        "don_set_active": "{player}がドン!!{count}枚をアクティブにする。",
        "don_rested": "{player}がドン!!{count}枚をレストにする。",
        "turn_ended": "ターン{turn}が終わる。",
        "end_phase_again": "このターンまだ発動していない「ターン終了時」の効果があるので、その発動に戻る。",
        "main_phase_ended": "{player}がメインフェイズを終了する。",
        "conceded": "{player}が投了する。",
        "effect_activated": "{card}の効果が発動する。",
        "effect_resolved": "{card}の効果を解決する。",
        "power_changed": "{card}のパワー{amount}。",
        "keyword_granted": "{card}が【{keyword}】を得る。",
        "refused": "その行動はできない：{reason}。",
        "cost_paid": "{player}がドン!!{don_rested}枚をレストにしてコストを支払う。",
        "event_activated": "{card}を発動する。",
        "no_draw": "{player}はドローしない（先攻の最初のターン）。",
        "shuffle": "{player}がデッキをシャッフルする。",
        "first_player": "{player}が先攻。",
        "not_activated": "{card}の効果は発動しない。",
        "negated": "{card}の効果は無効になる。",
        "to_bottom": "{card}をデッキの下に置く。",
        "replaced": "{card}はKOされず、{by}の効果で置き換えられる。",
        "condition_unmet": "{card}の条件を満たしていない。",
        "infinite_loop": "同じ状態が永久に繰り返され、どちらのプレイヤーも止められない：永久循環。",
        "infinite_loop_found": "同じ状態に戻った：プレイヤーが止められる永久循環。",
        "loop_declared": "循環行動をあと{times}回実行し、止める。",
        "loop_choice_barred": "{player}はこの状態で再び循環行動を選ぶことはできない。",
    },
}
PLAYER_NAMES = {"en": {"alice": "Alice", "bob": "Bob"}, "ja": {"alice": "アリス", "bob": "ボブ"}}
HEADINGS = {
    "en": {
        SETUP: "The board",
        ACTION: "Action",
        CHECK: "The ruling",
        "holds": "holds",
        "fails": "does not hold",
        "start": "The board as set up",
        "after": "After: {step}",
        "cited": "Clauses cited, in order",
        "none": "none",
    },
    "ja": {
        SETUP: "盤面",
        ACTION: "行動",
        CHECK: "裁定",
        "holds": "正しい",
        "fails": "正しくない",
        "start": "準備された盤面",
        "after": "「{step}」の後",
        "cited": "引用した条項（引用順）",
        "none": "なし",
    },
}


@dataclass
class Sentence:
    """One thing that happened, in words, with the clauses behind it."""

    text: str
    rules: list[str]


@dataclass
class NarratedStep:
    """A written step and what it did: sentences, a picture at key moments, the check's result."""

    step_text: str
    kind: str
    sentences: list[Sentence]
    passed: bool
    message: str
    picture: Markup | None = None


@dataclass
class Narration:
    """A whole ruling: the scenario, its steps narrated, and every clause cited with its text."""

    scenario_id: str
    title: str
    description: str
    board_description: str
    rules: list[str]
    lang: str
    steps: list[NarratedStep] = field(default_factory=list)
    clauses: dict[str, str] = field(default_factory=dict)  # cited clause id → its text, first citation first
    passed: bool = True
    note: str = ""  # what the language cannot give (ja: card names and board descriptions are in English)

    @property
    def cited(self) -> list[str]:
        """Every clause the narration cites, in the order first cited."""
        return list(self.clauses)


@cache
def rulebook() -> RuleBook:
    """The rules data, loaded once."""
    return load_rulebook()


def _names(replay: Replay) -> dict[str, str]:
    """Card id → card name, for every card the board defines (the suite's and the board's own cards by name)."""
    board = replay.start.state if replay.start else None
    out: dict[str, str] = {}
    if board is None:
        return out
    catalog = replay.catalog or cards()
    for player in board["players"].values():
        for view in [
            player["leader"],
            *(c for a in ("characters", "stage", "hand", "trash", "deck", "life") for c in player[a]),
        ]:
            number = view.get("card", "")
            out[view["id"]] = catalog.get(number).name if number in catalog else number
    return out


def _card(card_id, names: dict[str, str] | Callable[[str], str]) -> str:
    if not isinstance(card_id, str):
        return str(card_id)
    if callable(names):  # the reader's names (words.CardNames): the name alone where it is unambiguous
        return names(card_id)
    name = names.get(card_id)
    return f"{name} ({card_id})" if name else card_id


def sentence(event: dict, names: dict[str, str] | Callable[[str], str], lang: str) -> str:
    """One event as a sentence of the language (names: card id → name, or a function naming a card)."""
    players = PLAYER_NAMES[lang]
    fields = {}
    for key, value in event.items():
        if key in ("card", "attacker", "target", "blocker", "by"):
            fields[key] = _card(value, names)
        elif key == "player" or key == "owner":
            fields[key] = players.get(value, str(value)) if isinstance(value, str) else players[("alice", "bob")[value]]
        elif key in ("source", "to"):
            fields[key] = AREAS[lang].get(value, value)
        elif key == "phase":
            fields[key] = (PHASES_JA if lang == "ja" else PHASE_NAMES).get(value, value)
        elif key == "step":
            fields[key] = (STEPS_JA if lang == "ja" else STEP_NAMES).get(value, value)
        elif key == "winners":
            winners = [players.get(w, str(w)) if isinstance(w, str) else players[("alice", "bob")[w]] for w in value]
            won = {"en": " and ".join(winners) + " won", "ja": "・".join(winners) + "の勝利"}[lang]
            fields[key] = won if winners else {"en": "a draw", "ja": "引き分け"}[lang]
        elif key in ("decision",):
            fields[key] = str(value).replace("_", " ")
        else:
            fields[key] = value
    template = SENTENCES[lang].get(event["kind"])
    if template is None:
        details = ", ".join(f"{k}={v}" for k, v in fields.items() if k not in ("kind", "rules"))
        return f"{event['kind'].replace('_', ' ')} ({details})" if details else event["kind"].replace("_", " ")
    try:
        return template.format(**fields)
    except (KeyError, IndexError):
        return f"{event['kind'].replace('_', ' ')}"


# Events that repeat what the next event says better, or carry no ruling: left out of the narration.
_QUIET = {"decision"}


def _picture(moment: Moment, caption: str, lang: str, replay: Replay) -> Markup:
    # draw_board renders through an autoescaping template: its output is markup already
    drawn = draw_board(
        moment.state, moment.battle, caption, lang=lang, cards=replay.catalog, keywords=moment.keywords or None
    )
    return Markup(drawn)


def caption(moment: Moment, lang: str, names: CardNames | None) -> str:
    """What a picture shows: the board as set up, or the board after a step (the step in words, cards by name)."""
    words = HEADINGS[lang]
    if moment.step.kind == SETUP:
        return words["start"]
    return words["after"].format(step=step_sentence(moment.step.keyword, moment.step.text, lang, names))


def narrate(replay: Replay, lang: str = "en", pictures: bool = False) -> Narration:
    """The replay told step by step, each sentence citing its clauses; pictures after the key moments."""
    scenario = replay.scenario
    book = load_rulebook(replay.edition)  # the edition the replay ran under: its log cites that one
    names = _names(replay)
    story = Narration(
        scenario_id=scenario.id,
        title=scenario.name,
        description=scenario.description,
        board_description=replay.board_description,
        rules=list(scenario.rules_in(replay.edition)),
        lang=lang,
        passed=replay.passed,
        note=NO_JAPANESE_NAMES.get(lang, ""),
    )
    start = replay.start.state if replay.start else None
    readable = CardNames(start, replay.catalog or cards(), lang=lang) if start is not None else None
    for index, moment in enumerate(replay.moments):
        sentences = []
        for event in moment.events:
            if event["kind"] in _QUIET:
                continue
            rules = [r for r in event.get("rules", []) if r in book]
            sentences.append(Sentence(sentence(event, names, lang), rules))
        if moment.answer and moment.answer.get("type") == "refused":
            rules = [r for r in moment.answer.get("rules", []) if r in book]
            sentences.append(Sentence(SENTENCES[lang]["refused"].format(reason=moment.answer.get("reason")), rules))
        for sentence_ in sentences:
            for rule in sentence_.rules:
                story.clauses.setdefault(rule, getattr(book.get(rule), lang) or book.get(rule).en)
        step = moment.step
        key_moment = step.kind in (SETUP, ACTION) and (
            index + 1 == len(replay.moments) or replay.moments[index + 1].step.kind != step.kind
        )
        # English: the step as written (ids and all, as an author copies it); Japanese: in words, cards by name
        written = step.sentence if lang == "en" else step_sentence(step.keyword, step.text, lang, readable)
        narrated = NarratedStep(written, step.kind, sentences, moment.passed, moment.message)
        if pictures and key_moment and moment.state is not None:
            narrated.picture = _picture(moment, caption(moment, lang, readable), lang, replay)
        story.steps.append(narrated)
    return story


def render_text(story: Narration) -> str:
    """The narration for a terminal: each step, its sentences with clause ids, each clause's text once."""
    words = HEADINGS[story.lang]
    out = [f"{story.title}", f"  {story.scenario_id}"]
    if story.note:
        out.append(f"  {story.note}")
    if story.description:
        out.append(f"  {story.description}")
    if story.board_description:
        out.append(f"  {words[SETUP]}: {story.board_description}")
    shown: set[str] = set()
    for step in story.steps:
        out.append("")
        mark = ""
        if step.kind == CHECK:
            mark = f"  ✔ {words['holds']}" if step.passed else f"  ✘ {words['fails']}: {step.message}"
        out.append(f"{step.step_text}{mark}")
        for item in step.sentences:
            cited = f"  [{', '.join(item.rules)}]" if item.rules else ""
            out.append(f"  - {item.text}{cited}")
            for rule in item.rules:
                if rule not in shown:
                    shown.add(rule)
                    out.append(f"      {rule}: {story.clauses[rule]}")
    out.append("")
    out.append(f"{words['cited']}: {', '.join(story.cited) or words['none']}")
    return "\n".join(out) + "\n"


def render_html(story: Narration) -> str:
    """The narration as one self-contained page with board pictures (autoescaped)."""
    return (
        environment()
        .get_template("explain.html.j2")
        .render(story=story, words=HEADINGS[story.lang], link_clause=lambda _rule: "")
    )
