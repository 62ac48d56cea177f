"""Words the judge tools show a person: cards by name, written steps as sentences, in English or Japanese.

Card names are the card database's (English: the data holds no Japanese card names, so a Japanese page
names cards in English and says so). A card keeps its id beside its name only where another card the
reader may see or read about shares that name. Written steps are translated into Japanese phrase by
phrase from a table; a step no phrase matches stays as written.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from opcg_oracle.cards.database import CardDatabase

LANGS = ("en", "ja")
PLAYERS = {"en": {"alice": "Alice", "bob": "Bob"}, "ja": {"alice": "アリス", "bob": "ボブ"}}
# Gherkin's own Japanese keywords
KEYWORDS_JA = {"Given": "前提", "When": "もし", "Then": "ならば", "And": "かつ", "But": "しかし", "*": "＊"}
NO_JAPANESE_NAMES = {
    "en": "",
    "ja": "カード名は英語表記です（このデータには日本語のカード名がありません）。盤面の説明も英語のみです。",
}
OPEN_AREAS = ("leader", "characters", "stage", "hand", "trash")


def _views(state: dict) -> Iterable[tuple[str, str, dict]]:
    """Every card of the state as (owner, area, view)."""
    for owner, player in state["players"].items():
        yield owner, "leader", player["leader"]
        for area in ("characters", "stage", "hand", "trash", "deck", "life"):
            for view in player.get(area, []):
                yield owner, area, view


def card_name(number: str | None, catalog: CardDatabase) -> str:
    """The card's name, or its number when the database lacks it."""
    if number and number in catalog:
        return catalog.get(number).name
    return number or "?"


class CardNames:
    """Card ids of one board as the names a person reads."""

    def __init__(self, state: dict, catalog: CardDatabase, mentioned: Iterable[str] = (), lang: str = "en"):
        self.lang = lang
        self.names: dict[str, str] = {}
        self.leaders: dict[str, str] = {}  # leader id → its player
        seen: dict[str, set[str]] = {}  # name → ids a reader meets: cards in open areas and cards mentioned
        mentioned = set(mentioned)
        for owner, area, view in _views(state):
            card_id = view.get("id")
            if not card_id:
                continue
            name = card_name(view.get("card"), catalog)
            self.names[card_id] = name
            if area == "leader":
                self.leaders[card_id] = owner
            elif area in OPEN_AREAS or card_id in mentioned or view.get("face_up"):
                seen.setdefault(name, set()).add(card_id)
        self.shared = {card_id for ids in seen.values() if len(ids) > 1 for card_id in ids}
        self.catalog = catalog

    def __call__(self, card_id: str) -> str:
        """The card as a reader names it: 'Nami', 'Nami (bob.nami)' when another shares the name, a leader's owner."""
        name = self.names.get(card_id)
        if name is None:
            return card_id
        if card_id in self.leaders:
            player = PLAYERS[self.lang][self.leaders[card_id]]
            return f"{name}（{player}のリーダー）" if self.lang == "ja" else f"{name} ({player}'s leader)"
        if card_id in self.shared:
            return f"{name}（{card_id}）" if self.lang == "ja" else f"{name} ({card_id})"
        return name

    def text(self, written: str) -> str:
        """Text with every quoted card id of the board replaced by the card's name."""
        return re.sub(r'"([^"]+)"', lambda m: self(m.group(1)) if m.group(1) in self.names else m.group(0), written)


# -- steps in Japanese: (pattern, template); {c}, {t} are cards or targets, {p} the player --------------
_P = r"(?P<p>Alice|Bob)"
_C = r'(?P<c>"[^"]+")'
_T = r'(?P<t>(?:Alice|Bob)\'s leader|(?:his|her|their) leader|"[^"]+")'
_AREA_JA = {
    "hand": "手札",
    "trash": "トラッシュ",
    "deck": "デッキ",
    "Life": "ライフ",
    "Character area": "キャラクターエリア",
    "Stage area": "ステージエリア",
    "Leader area": "リーダーエリア",
}
_COUNT_JA = [
    (r"Life cards?", "ライフは{n}枚"),
    (r"cards? in (?:his|her|their) hand", "手札は{n}枚"),
    (r"cards? in (?:his|her|their) trash", "トラッシュは{n}枚"),
    (r"cards? in (?:his|her|their) deck", "デッキは{n}枚"),
    (r"Characters?", "キャラは{n}枚"),
    (r"active DON!!", "アクティブのドン!!は{n}枚"),
    (r"rested DON!!", "レストのドン!!は{n}枚"),
    (r"DON!! in (?:his|her|their) DON!! deck", "ドン!!デッキは{n}枚"),
]
STEPS_JA: list[tuple[str, str]] = [
    (r'the board "(?P<x>[^"]+)"', "盤面「{x}」"),
    (r"the board:", "次の盤面"),
    (r'the players present the decks of "(?P<x>[^"]+)"', "両プレイヤーが「{x}」のデッキを提示する"),
    (rf"{_P} attacks {_T} with {_C}", "{p}が{c}で{t}にアタックする"),
    (rf"{_P} blocks with {_C}", "{p}が{c}でブロックする"),
    (rf"{_P} declines to block", "{p}はブロックしない"),
    (rf"{_P} uses the counter of {_C} on {_T}", "{p}が{c}のカウンターを{t}に使う"),
    (rf"{_P} (?:is done with|declines to use) counters", "{p}はカウンターを使い終える"),
    (rf"{_P} activates the Trigger", "{p}がトリガーを発動する"),
    (rf"{_P} declines the Trigger", "{p}はトリガーを発動しない"),
    (rf"{_P} plays {_C}", "{p}が{c}をプレイする"),
    (rf"{_P} gives (?P<n>\d+) DON!! to {_T}", "{p}が{t}にドン!!を{n}枚付与する"),
    (rf"{_P} ends (?:his|her|their) turn", "{p}がターンを終了する"),
    (rf"{_P} concedes", "{p}が投了する"),
    (rf"{_P} chooses to go first", "{p}が先攻を選ぶ"),
    (rf"{_P} chooses to go second", "{p}が後攻を選ぶ"),
    (rf"{_P} keeps (?:his|her|their) hand", "{p}は手札を引き直さない"),
    (rf"{_P} redraws", "{p}が手札を引き直す"),
    (rf"{_P} activates the effect of {_C}", "{p}が{c}の効果を発動する"),
    (rf"{_P} activates the Counter Event {_C}", "{p}がカウンターイベント{c}を発動する"),
    (rf"{_P} chooses no more cards", "{p}はこれ以上カードを選ばない"),
    (rf"{_P} chooses the number (?P<n>-?[\d.]+)", "{p}が数{n}を選ぶ"),
    (rf"{_P} returns an? active DON!! from (?:his|her|their) cost area", "{p}がコストエリアのアクティブのドン!!を戻す"),
    (rf"{_P} returns an? rested DON!! from (?:his|her|their) cost area", "{p}がコストエリアのレストのドン!!を戻す"),
    (rf"{_P} replaces the K\.O\. with the effect of {_C}", "{p}が{c}の効果でKOを置き換える"),
    (rf"{_P} does not replace the K\.O\.", "{p}はKOを置き換えない"),
    (rf"{_P} replaces the cost with the effect of {_C}", "{p}が{c}の効果でコストを置き換える"),
    (rf"{_P} does not replace the cost", "{p}はコストを置き換えない"),
    (rf"{_P} uses the optional effect", "{p}が任意の効果を使う"),
    (rf"{_P} declines the optional effect", "{p}は任意の効果を使わない"),
    (rf"{_P} pays the optional cost", "{p}が任意のコストを支払う"),
    (rf"{_P} declines the optional cost", "{p}は任意のコストを支払わない"),
    (rf"{_P} chooses {_C}", "{p}が{c}を選ぶ"),
    (rf"{_C} is in {_P}'s (?P<area>{'|'.join(_AREA_JA)})", "{c}は{p}の{area}にある"),
    (rf"{_C} is in no area", "{c}はどの領域にもない"),
    (rf"{_C} has (?P<n>-?\d+) power", "{c}のパワーは{n}"),
    (rf"{_C} is rested", "{c}はレストしている"),
    (rf"{_C} is active", "{c}はアクティブ"),
    (rf"{_C} has (?P<n>\d+) DON!! given", "{c}に付与されたドン!!は{n}枚"),
    (rf"{_P} wins the game", "{p}がゲームに勝利する"),
    (r"the game ends in a draw", "ゲームは引き分けで終わる"),
    (r"the game is not over", "ゲームはまだ終わっていない"),
    (r"the action is refused citing (?P<x>[\d-]+)", "その行動はできない（{x}）"),
    (r"the engine cites (?P<x>[\d-]+)", "エンジンが{x}を引用する"),
    (r"nobody has to choose anything", "選択を待っているプレイヤーはいない"),
    (rf"{_P} must choose (?P<what>.+?)(?: among (?P<x>.+))?", "{p}が選択する：{what}{among}"),
    (rf"it is {_P}'s turn (?P<n>\d+)", "{p}のターン{n}"),
    (rf"{_P} can choose only (?P<x>.+)", "{p}が選べるのは{x}のみ"),
    (
        rf"{_C} is (?P<n>\d+)(?:st|nd|rd|th) from the top of {_P}'s (?P<area>deck|Life|trash)",
        "{c}は{p}の{area}の上から{n}枚目",
    ),
    (
        rf"{_C} is (?P<n>\d+)(?:st|nd|rd|th) from the bottom of {_P}'s (?P<area>deck|Life|trash)",
        "{c}は{p}の{area}の下から{n}枚目",
    ),
    (rf"{_P}'s (?P<area>deck|Life|trash) holds, from the top, (?P<x>.+)", "{p}の{area}は上から{x}"),
    (rf"{_P} (?P<can>can|cannot) see {_C}", "{p}は{c}を見られる"),
    (
        rf"{_P} sees (?P<n>\d+) cards? in (?P<q>Alice|Bob)'s (?P<area>hand|deck|Life|trash)",
        "{p}には{q}の{area}が{n}枚見える",
    ),
]
STEPS_JA += [(rf"{_P} has (?P<n>\d+) {what}", "{p}の" + template) for what, template in _COUNT_JA]


DECISIONS_JA = {
    "a blocker": "ブロッカー",
    "whether to activate the Trigger": "トリガーを発動するか",
    "whether to use counters": "カウンターを使うか",
    "which Character to trash": "トラッシュに置くキャラ",
    "whether to go first or second": "先攻か後攻か",
    "whether to redraw": "手札を引き直すか",
    "the order of (?:his|her|their) effects": "効果の順番",
    "a card": "カード",
    "a number": "数",
    "the order of the cards on the bottom": "デッキの下に置くカードの順番",
    "which DON!! to return": "戻すドン!!",
    "whether to replace the K\\.O\\.": "KOを置き換えるか",
    "whether to pay the optional cost": "任意のコストを支払うか",
    "whether to use the optional effect": "任意の効果を使うか",
    "whether to replace the cost": "コストを置き換えるか",
    "how many more times the loop is carried out": "循環をあと何回行うか",
}
OPTIONS_JA = {"none": "なし", "done": "終了", "use": "使う", "decline": "使わない", "activate": "発動する"}


def _decision_ja(what: str) -> str:
    return next((ja for pattern, ja in DECISIONS_JA.items() if re.fullmatch(pattern, what)), what)


def _options_ja(text: str, names: CardNames | None) -> str:
    options = re.split(r", | and ", text)
    shown = [OPTIONS_JA.get(o, _card_ja(o, names) if o.startswith('"') else o) for o in options]
    return "（候補：" + "、".join(shown) + "）"


def _target_ja(text: str, names: CardNames | None) -> str:
    match = re.fullmatch(r"(Alice|Bob)'s leader", text)
    if match:
        return f"{PLAYERS['ja'][match.group(1).lower()]}のリーダー"
    if text.endswith(" leader"):
        return "自分のリーダー"
    return _card_ja(text, names)


def _card_ja(text: str, names: CardNames | None) -> str:
    card_id = text.strip('"')
    return names(card_id) if names is not None and card_id in names.names else card_id


def step_text(text: str, lang: str = "en", names: CardNames | None = None) -> str:
    """A written step's text (no keyword) for a reader: cards by name; in Japanese when a phrase matches."""
    if lang == "ja":
        for pattern, template in STEPS_JA:
            match = re.fullmatch(pattern, text)
            if not match:
                continue
            fields = {}
            for key, value in match.groupdict().items():
                if value is None:
                    continue
                if key == "p" or key == "q":
                    fields[key] = PLAYERS["ja"][value.lower()]
                elif key == "c":
                    fields[key] = _card_ja(value, names)
                elif key == "t":
                    fields[key] = _target_ja(value, names)
                elif key == "area":
                    fields[key] = _AREA_JA.get(value, value)
                elif key == "what":
                    fields[key] = _decision_ja(value)
                elif key == "x" and "among" in template:
                    fields["among"] = _options_ja(value, names)
                elif key == "x":
                    fields[key] = names.text(value) if names is not None else value
                else:
                    fields[key] = value
            fields.setdefault("among", "")
            if "can" in fields and fields.pop("can") == "cannot":
                template = template.replace("見られる", "見られない")
            return template.format(**fields)
    return names.text(text) if names is not None else text


def step_sentence(keyword: str, text: str, lang: str = "en", names: CardNames | None = None) -> str:
    """A written step with its keyword, for a reader (Gherkin's Japanese keywords in Japanese)."""
    word = KEYWORDS_JA.get(keyword, keyword) if lang == "ja" else keyword
    return f"{word} {step_text(text, lang, names)}"
