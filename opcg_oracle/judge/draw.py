"""Board pictures: the engine's view of a board (the canonical state) drawn as one SVG.

A Jinja template (templates/board.svg.j2) rather than a drawing library: the picture is a few dozen
rectangles and labels, the template keeps the markup readable, and Jinja's autoescape keeps card
names and captions text. Light and dark come from `prefers-color-scheme`; no fonts or scripts are
loaded from anywhere: the picture names a font stack with Japanese fonts (FONT_STACK) and uses the
first one installed. Names are wrapped (and squeezed where a single word is too long), never cut.
"""

from __future__ import annotations

import base64
import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from jinja2 import Environment, PackageLoader

from opcg_oracle.cards.database import CardDatabase, load_card_database, load_suite_cards
from opcg_oracle.judge.words import PLAYERS

CARD_W, CARD_H, SLOT = 96, 140, 136
INFO_X = 16 + 7 * SLOT
INFO_W = 240
WIDTH = INFO_X + INFO_W + 16
NAME_SIZE, MARK_SIZE, TEXT_SIZE = 11, 9, 12
# Latin first (system-ui), then Japanese fonts: a browser takes each character from the first font that has it
FONT_STACK = (
    'system-ui, -apple-system, "Segoe UI", "Noto Sans CJK JP", "Noto Sans JP", "Hiragino Sans", '
    '"Hiragino Kaku Gothic ProN", "Yu Gothic", Meiryo, sans-serif'
)
FONT_STACK_JA = (
    '"Noto Sans CJK JP", "Noto Sans JP", "Hiragino Sans", "Hiragino Kaku Gothic ProN", "Yu Gothic", Meiryo, '
    'system-ui, -apple-system, "Segoe UI", sans-serif'
)
STEP_NAMES = {
    "attack": "Attack Step",
    "block": "Block Step",
    "counter": "Counter Step",
    "damage": "Damage Step",
    "end_of_battle": "End of the Battle",
}
PHASE_NAMES = {
    "setup": "Setup",
    "refresh": "Refresh Phase",
    "draw": "Draw Phase",
    "don": "DON!! Phase",
    "main": "Main Phase",
    "end": "End Phase",
}
STEP_NAMES_JA = {
    "attack": "アタックステップ",
    "block": "ブロックステップ",
    "counter": "カウンターステップ",
    "damage": "ダメージステップ",
    "end_of_battle": "バトル終了時",
}
PHASE_NAMES_JA = {
    "setup": "準備",
    "refresh": "リフレッシュフェイズ",
    "draw": "ドローフェイズ",
    "don": "ドン!!フェイズ",
    "main": "メインフェイズ",
    "end": "エンドフェイズ",
}
KEYWORD_MARKS = {
    "en": {
        "blocker": "[Blocker]",
        "rush": "[Rush]",
        "rush_character": "[Rush: Character]",
        "double_attack": "[Double Attack]",
        "banish": "[Banish]",
        "unblockable": "[Unblockable]",
        "trigger": "[Trigger]",
    },
    "ja": {
        "blocker": "【ブロッカー】",
        "rush": "【速攻】",
        "rush_character": "【速攻：キャラ】",
        "double_attack": "【ダブルアタック】",
        "banish": "【バニッシュ】",
        "unblockable": "【ブロック不可】",
        "trigger": "【トリガー】",
    },
}
DECISIONS_EN = {
    "choose_card": "a card",
    "choose_number": "a number",
    "blocker": "a blocker",
    "counter": "counters",
    "trigger": "whether to activate the Trigger",
    "effect_order": "the order of effects",
    "character_to_trash": "a Character to trash",
    "replacement": "whether to replace the K.O.",
    "pay_cost": "whether to pay the optional cost",
    "use_effect": "whether to use the optional effect",
    "first_or_second": "first or second",
    "redraw": "whether to redraw",
    "bottom_order": "the order on the bottom of the deck",
    "don_to_return": "which DON!! to return",
    "replace_cost": "whether to replace the cost",
    "loop_count": "how many more loops",
}
DECISIONS_JA = {
    "blocker": "ブロッカー",
    "counter": "カウンター",
    "trigger": "トリガー",
    "choose_card": "カードを選ぶ",
    "choose_number": "数を選ぶ",
    "effect_order": "効果の順番",
    "character_to_trash": "トラッシュに置くキャラ",
    "replacement": "KOの置き換え",
    "pay_cost": "任意のコスト",
    "use_effect": "任意の効果",
    "first_or_second": "先攻・後攻",
    "redraw": "引き直し",
    "bottom_order": "デッキの下に置く順番",
    "don_to_return": "戻すドン!!",
    "replace_cost": "コストの置き換え",
    "loop_count": "循環の回数",
}
LABELS = {
    "en": {
        "leader": "Leader",
        "stage": "Stage",
        "characters": "Characters",
        "life": "Life {n}",
        "face_up": "face up: {names}",
        "deck": "Deck {n}",
        "trash": "Trash {n}",
        "trash_top": "top: {name}",
        "don": "DON!!",
        "don_area": "{active} active, {rested} rested",
        "don_deck": "DON!! deck {n}",
        "hand": "Hand {n}",
        "hand_hidden": "Hand {n} (not shown)",
        "turn_player": " (turn player)",
        "rested": "RESTED",
        "given": "+{n} DON!!",
        "turn": "Turn {turn}",
        "whose": "{player}'s turn",
        "won": "Game over: {winners} won",
        "draw": "Game over: a draw",
        "choose": "{player} must choose {kind}",
        "and": " and ",
        "sep": " · ",
        "list": " · ",
        "attacks": "{attacker} attacks {target}",
    },
    "ja": {
        "leader": "リーダー",
        "stage": "ステージ",
        "characters": "キャラクター",
        "life": "ライフ {n}",
        "face_up": "表向き：{names}",
        "deck": "デッキ {n}",
        "trash": "トラッシュ {n}",
        "trash_top": "一番上：{name}",
        "don": "ドン!!",
        "don_area": "アクティブ{active}・レスト{rested}",
        "don_deck": "ドン!!デッキ {n}",
        "hand": "手札 {n}",
        "hand_hidden": "手札 {n}（非公開）",
        "turn_player": "（ターンプレイヤー）",
        "rested": "レスト",
        "given": "ドン!!+{n}",
        "turn": "ターン{turn}",
        "whose": "{player}のターン",
        "won": "ゲーム終了：{winners}の勝利",
        "draw": "ゲーム終了：引き分け",
        "choose": "{player}が選択する：{kind}",
        "and": "・",
        "sep": "・",
        "list": "、",
        "attacks": "{attacker}が{target}にアタック",
    },
}


def text_width(text: str, size: float, bold: bool = False) -> float:
    """About how wide text is at a font size, in pixels (wide characters count double; bold a little wider)."""
    wide = sum(1 for ch in text if ord(ch) > 0x2E7F)
    narrow = sum(1 for ch in text if ch in "iljtfr.,:;'\"!|()[] ")
    upper = sum(1 for ch in text if ch.isupper() or ch in "mwMW")
    rest = len(text) - wide - narrow - upper
    return size * (1.0 * wide + 0.36 * narrow + 0.78 * upper + 0.6 * rest) * (1.08 if bold else 1.0)


# a quoted part ("Captain") or one in brackets, a run of letters with the spaces, dots or hyphens after it,
# or those alone
_PIECE = re.compile(r'"[^"]*"?|\([^)]*\)?[\s.]*|[^\s."(\-・、]+[\s.\-・、]*|[\s.\-・、]+')


def wrap(text: str, width: float, size: float, bold: bool = False) -> list[str]:
    """Text in lines no wider than width where it can break; a piece wider than width gets a line of its own."""
    lines: list[str] = []
    line = ""
    for piece in _PIECE.findall(text):
        if line and text_width((line + piece).rstrip(), size, bold) > width:
            lines.append(line.rstrip())
            line = piece.lstrip()
        else:
            line += piece
    if line.strip():
        lines.append(line.rstrip())
    return lines or [""]


@dataclass
class Line:
    """One line of text: where, what, and the width to squeeze it into when it is too wide (else None)."""

    text: str
    y: float
    fit: float | None = None


def fitted(text: str, width: float, size: float, y: float, step: float, most: int, bold: bool = False) -> list[Line]:
    """Text wrapped into at most `most` lines from y; lines still too wide are squeezed to width (never cut)."""
    lines = wrap(text, width, size, bold)
    while len(lines) > most:  # join the last lines: squeezed below rather than dropped
        lines[-2:] = [f"{lines[-2]} {lines[-1]}"]
    return [
        Line(line, y + i * step, width if text_width(line, size, bold) > width else None)
        for i, line in enumerate(lines)
    ]


@dataclass
class _Drawn:
    """One card as placed on the picture."""

    id: str
    name: str
    number: str
    area: str
    x: int
    y: int
    rested: bool
    power: int | None
    cost: int | None
    don: int
    marks: list[str] = field(default_factory=list)
    name_lines: list[Line] = field(default_factory=list)
    mark_lines: list[Line] = field(default_factory=list)

    @property
    def centre(self) -> tuple[int, int]:
        """Middle of the card's slot, where arrows start and end."""
        return self.x + CARD_W // 2, self.y + CARD_H // 2


@cache
def environment() -> Environment:
    """The judge's Jinja environment: its templates, autoescape on for every one of them."""
    env = Environment(loader=PackageLoader("opcg_oracle.judge", "templates"), autoescape=True)
    env.trim_blocks = env.lstrip_blocks = True
    env.filters["sealed"] = sealed
    env.globals["font_stack"] = FONT_STACK
    env.globals["font_stack_ja"] = FONT_STACK_JA
    return env


def sealed(markup: str) -> str:
    """Markup as base64, for a page's script to open later (a quiz's ruling, hidden from view-source)."""
    return base64.b64encode(str(markup).encode("utf-8")).decode("ascii")


@cache
def _cards() -> CardDatabase:
    return load_card_database()


def _grouped(names: list[str]) -> list[str]:
    """Names in first-seen order, a name held several times once with its count ("Nami ×3")."""
    counts: dict[str, int] = {}
    for name in names:
        counts[name] = counts.get(name, 0) + 1
    return [name if count == 1 else f"{name} ×{count}" for name, count in counts.items()]


class _Painter:
    """Card facts and words for one picture: a card database (the suite's, the board's own cards) and a language."""

    def __init__(self, catalog: CardDatabase | None, lang: str, keywords: dict[str, list[str]] | None):
        self.catalog = catalog if catalog is not None else _cards()
        self.lang = lang if lang in LABELS else "en"
        self.words = LABELS[self.lang]
        self.keywords = keywords  # card id → the keywords it has now (from the reference engine), if known

    def facts(self, number: str) -> tuple[str, int | None]:
        """A card's name and printed cost, or its number alone when the database lacks it."""
        if number in self.catalog:
            definition = self.catalog.get(number)
            return definition.name, definition.cost
        return number, None

    def marks(self, view: dict) -> list[str]:
        """The keyword marks of a card: those it has now when known, else its printed ones; [Trigger] if it has one."""
        number = view.get("card") or ""
        definition = self.catalog.get(number) if number in self.catalog else None
        known = self.keywords.get(view.get("id", "")) if self.keywords is not None else None
        have = set(known) if known is not None else set(definition.keywords if definition else ())
        if definition is not None and definition.has_trigger:
            have.add("trigger")
        return [mark for key, mark in KEYWORD_MARKS[self.lang].items() if key in have]

    def name_with_marks(self, view: dict) -> str:
        """A card in a list (hand, face-up Life): its name and its keyword marks."""
        name = self.facts(view.get("card") or "?")[0]
        return " ".join([name, *self.marks(view)])

    def place(self, view: dict, area: str, x: int, y: int) -> _Drawn:
        """One card on the field, with its name wrapped and its marks."""
        name, cost = self.facts(view.get("card") or "?")
        marks = self.marks(view)
        return _Drawn(
            id=view.get("id") or "",
            name=name,
            number=view.get("card") or "?",
            area=area,
            x=x,
            y=y,
            rested=bool(view.get("rested")),
            power=view.get("power"),
            cost=cost,
            don=int(view.get("don", 0) or 0),
            marks=marks,
            name_lines=fitted(name, CARD_W - 10, NAME_SIZE, y + 42, 12.5, 3, bold=True),
            mark_lines=self._mark_lines(marks, y),
        )

    @staticmethod
    def _mark_lines(marks: list[str], y: int) -> list[Line]:
        """Keyword marks at the foot of a card, the last line on its bottom edge."""
        if not marks:
            return []
        lines = fitted(" ".join(marks), CARD_W - 8, MARK_SIZE, 0, 10, 2)
        for line in lines:
            line.y += y + CARD_H - 6 - 10 * (len(lines) - 1)
        return lines

    def band(self, player_key: str, player: dict, top: int, public_hand: bool) -> dict:
        """The cards and counts of one player, laid out in a band starting at top; its height."""
        words = self.words
        y = top + 36
        cards = [self.place(player["leader"], "leader", 16, y)]
        cards += [self.place(c, "stage", 16 + SLOT, y) for c in player.get("stage", [])]
        cards += [
            self.place(c, "character", 16 + (2 + i) * SLOT, y) for i, c in enumerate(player.get("characters", []))
        ]
        life = player.get("life", [])
        trash = player.get("trash", [])
        hand = player.get("hand", [])
        don = player.get("don", {})
        info: list[dict] = []
        at = 48.0
        revealed = [self.name_with_marks(c) for c in life if c.get("face_up") or c.get("revealed")]
        if revealed:
            for line in fitted(words["face_up"].format(names=", ".join(revealed)), INFO_W, TEXT_SIZE, at, 15, 4):
                info.append({"cls": "muted", "line": line})
                at = line.y + 15
        at += 4
        info.append(
            {
                "cls": "deck",
                "line": Line(words["deck"].format(n=len(player.get("deck", []))), at),
                "count": len(player.get("deck", [])),
            }
        )
        at += 18
        info.append({"cls": "trash", "line": Line(words["trash"].format(n=len(trash)), at), "count": len(trash)})
        at += 15
        if trash:
            top_name = self.facts(trash[-1].get("card") or "?")[0]
            for line in fitted(words["trash_top"].format(name=top_name), INFO_W - 8, TEXT_SIZE, at, 15, 3):
                info.append({"cls": "muted", "line": line, "indent": 8})
                at = line.y + 15
        at += 3
        don_line = {
            "cls": "donarea",
            "line": Line("", at),
            "active": don.get("active", 0),
            "rested": don.get("rested", 0),
            "text": words["don_area"].format(active=don.get("active", 0), rested=don.get("rested", 0)),
        }
        info.append(don_line)
        at += 16
        info.append({"cls": "muted", "line": Line(words["don_deck"].format(n=don.get("deck", 0)), at)})
        info_bottom = y + at + 8
        # the hand, whole, in lines across the band under the field
        hand_top = y + CARD_H + 44
        hand_label = words["hand" if public_hand else "hand_hidden"].format(n=len(hand))
        names = _grouped([self.name_with_marks(c) for c in hand]) if public_hand else []
        hand_lines = (
            fitted(
                words["list"].join(names),
                WIDTH - 32 - text_width(hand_label, TEXT_SIZE) - 12,
                TEXT_SIZE,
                hand_top,
                16,
                50,
            )
            if names
            else []
        )
        hand_bottom = (hand_lines[-1].y if hand_lines else hand_top) + 12
        return {
            "name": PLAYERS[self.lang][player_key],
            "key": player_key,
            "top": top,
            "y": y,
            "cards": cards,
            "life": len(life),
            "info": info,
            "hand": len(hand),
            "hand_label": hand_label,
            "hand_x": 16 + text_width(hand_label, TEXT_SIZE) + 12,
            "hand_top": hand_top,
            "hand_lines": hand_lines,
            "height": int(max(hand_bottom, info_bottom) - top) + 6,
        }

    def turn_line(self, state: dict) -> str:
        """Turn, whose turn, phase and step."""
        players = PLAYERS[self.lang]
        who = players.get(str(state.get("turn_player", "")), str(state.get("turn_player", "")).capitalize())
        parts = [self.words["turn"].format(turn=state.get("turn", "?")), self.words["whose"].format(player=who)]
        phases, steps = (PHASE_NAMES_JA, STEP_NAMES_JA) if self.lang == "ja" else (PHASE_NAMES, STEP_NAMES)
        phase = phases.get(state.get("phase") or "", state.get("phase") or "")
        if phase:
            parts.append(phase)
        step = state.get("step")
        if step:
            parts.append(steps.get(step, step))
        return self.words["sep"].join(parts)

    def outcome_line(self, state: dict) -> str:
        """The game's end, or the decision the engine waits for."""
        players = PLAYERS[self.lang]
        if not state.get("game_over"):
            decision = state.get("decision")
            if decision:
                kind = decision["kind"]
                kind = (DECISIONS_JA if self.lang == "ja" else DECISIONS_EN).get(kind, kind.replace("_", " "))
                who = players.get(str(decision["player"]), str(decision["player"]))
                return self.words["choose"].format(player=who, kind=kind)
            return ""
        winners = state.get("winners") or []
        if not winners:
            return self.words["draw"]
        return self.words["won"].format(winners=self.words["and"].join(players.get(w, w) for w in winners))


def draw_board(
    board: dict,
    battle: tuple[str, str] | None = None,
    caption: str = "",
    public_hands: bool = True,
    lang: str = "en",
    cards: CardDatabase | None = None,
    keywords: dict[str, list[str]] | None = None,
) -> str:
    """The board (the engine's canonical view of a game) as a standalone SVG document.

    cards: the card database to name cards from (default: the package's; give the suite's and the board's own);
    keywords: card id → keywords it has now (default: each card's printed keywords).
    """
    painter = _Painter(cards, lang, keywords)
    players = board["players"]
    bob = painter.band("bob", players["bob"], 0, public_hands)
    middle = bob["height"]
    alice = painter.band("alice", players["alice"], middle + 46, public_hands)
    arrow = None
    if battle:
        placed = {c.id: c for c in bob["cards"] + alice["cards"]}
        attacker, target = placed.get(battle[0]), placed.get(battle[1])
        if attacker and target:
            arrow = {
                "from": attacker.centre,
                "to": target.centre,
                "attacker": attacker.id,
                "target": target.id,
                "title": painter.words["attacks"].format(attacker=attacker.name, target=target.name),
            }
    caption_lines = fitted(caption, WIDTH - 32, TEXT_SIZE, 0, 16, 4) if caption else []
    body = alice["top"] + alice["height"]
    height = body + (16 * len(caption_lines) + 10 if caption_lines else 0)
    for line in caption_lines:
        line.y += body + 12
    turn_player = board.get("turn_player")
    return (
        environment()
        .get_template("board.svg.j2")
        .render(
            width=WIDTH,
            height=height,
            bands=[bob, alice],
            turn_player=str(turn_player) if turn_player else "",
            turn_line=painter.turn_line(board),
            outcome=painter.outcome_line(board),
            middle=middle,
            arrow=arrow,
            caption=caption,
            caption_lines=caption_lines,
            card_w=CARD_W,
            card_h=CARD_H,
            slot=SLOT,
            info_x=INFO_X,
            words=painter.words,
            lang=painter.lang,
            font=FONT_STACK_JA if painter.lang == "ja" else FONT_STACK,
        )
    )


def draw_file(path: Path, lang: str = "en") -> str:
    """The picture of a board file, as the reference engine sets it up."""
    from opcg_oracle.adapters.reference import ReferenceAdapter
    from opcg_oracle.scenario.loader import load_board

    suite = next((folder.parent for folder in path.resolve().parents if folder.name == "scenarios"), None)
    catalog = load_suite_cards(suite) if suite else _cards()
    board = load_board(path, catalog)
    adapter = ReferenceAdapter()
    answer = adapter.load(board.canonical)
    if answer.get("type") != "ok":
        raise ValueError(f"{path}: the reference engine cannot set up this board: {answer.get('reason')}")
    caption = {"en": f"The board as set up: {path.name}", "ja": f"準備された盤面：{path.name}"}[lang]
    return draw_board(
        adapter.state(),
        caption=caption,
        lang=lang,
        cards=catalog.with_board_cards(board.canonical.get("cards") or {}),
        keywords=adapter.current_keywords(),
    )
