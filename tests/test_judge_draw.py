"""Board pictures (issues 15, 22.7): powers, counts, rested cards turned, the battle; full names, keyword marks,
whole hands, a caption of the moment drawn, and Japanese words."""

import xml.etree.ElementTree as ET
from pathlib import Path

from opcg_oracle.cli import main
from opcg_oracle.judge.draw import draw_board, draw_file

ROOT = Path(__file__).resolve().parent.parent
SVG = "{http://www.w3.org/2000/svg}"


def _cards(svg: str) -> dict[str, ET.Element]:
    tree = ET.fromstring(svg)
    return {g.get("data-id"): g for g in tree.iter(f"{SVG}g") if g.get("data-id")}


def _band(svg: str, player: str) -> ET.Element:
    return next(g for g in ET.fromstring(svg).iter(f"{SVG}g") if g.get("data-player") == player)


def test_known_board_shows_powers_don_and_rested_markers():
    """scenarios/4-3/bartolomeo_each_side.yaml: Bob's Bartolomeo with 2 DON!! (5000 in Alice's turn, his text);
    scenarios/7-1/blockers.yaml: Bepo rested."""
    bartolomeo = _cards(draw_file(ROOT / "scenarios/4-3/bartolomeo_each_side.yaml"))["bob.bart"]
    assert bartolomeo.get("data-power") == "5000" and bartolomeo.get("data-don") == "2"
    assert "+2 DON!!" in "".join(bartolomeo.itertext())
    svg = draw_file(ROOT / "scenarios/7-1/blockers.yaml")
    cards = _cards(svg)
    assert cards["bob.nekomamushi"].get("data-power") == "4000"
    assert "rested" in cards["bob.bepo"].get("class") and "RESTED" in "".join(cards["bob.bepo"].itertext())
    assert "rotate(90" in cards["bob.bepo"].get("transform")
    assert "active" in cards["bob.vito"].get("class") and cards["bob.vito"].get("transform") is None
    assert cards["alice.franky"].get("data-power") == "6000"
    assert "Turn 3 · Alice's turn · Main Phase" in "".join(ET.fromstring(svg).itertext())


def test_counts_of_life_deck_trash_hand_and_don():
    """Life, deck, trash, hand and DON!! counts are those of the board (7-1/block_and_counter.yaml)."""
    svg = draw_file(ROOT / "scenarios/7-1/block_and_counter.yaml")
    bob = _band(svg, "bob")
    by_class = {e.get("class"): e for e in bob.iter() if e.get("class") in ("life", "deck", "trash", "hand", "donarea")}
    assert by_class["life"].get("data-count") == "4"
    assert by_class["deck"].get("data-count") == "10"
    assert by_class["trash"].get("data-count") == "0"
    assert by_class["hand"].get("data-count") == "2"
    assert "Komachiyo" in "".join(bob.itertext())  # the hand is public in a scenario
    assert "DON!! deck 10" in "".join(bob.itertext())  # none given


def test_battle_arrow_and_escaping():
    """A battle draws attacker → attacked; text from outside never becomes markup."""
    view = {"id": "x", "card": "ST01-001", "rested": False, "don": 0, "power": 5000}
    player = {
        "leader": view,
        "characters": [],
        "stage": [],
        "hand": [],
        "trash": [],
        "deck": [],
        "life": [],
        "don": {"active": 0, "rested": 0, "deck": 10},
    }
    board = {
        "turn": 3,
        "turn_player": "alice",
        "phase": "main",
        "step": "block",
        "game_over": False,
        "players": {
            "alice": {**player, "leader": {**view, "id": "alice.leader"}},
            "bob": {**player, "leader": {**view, "id": "bob.leader", "card": "<b>ST02</b>"}},
        },
    }
    svg = draw_board(board, battle=("alice.leader", "bob.leader"), caption="<script>alert(1)</script>")
    assert "<script>" not in svg and "&lt;script&gt;" in svg and "<b>" not in svg
    battle = next(g for g in ET.fromstring(svg).iter(f"{SVG}g") if g.get("class") == "battle")
    assert (battle.get("data-attacker"), battle.get("data-target")) == ("alice.leader", "bob.leader")
    assert "Block Step" in svg


def test_draw_command_writes_the_file(tmp_path, capsys):
    """opcg-oracle draw BOARD.yaml -o board.svg; a bad board is one line naming file:line:column."""
    out = tmp_path / "board.svg"
    assert main(["draw", str(ROOT / "scenarios/10-1/double_attack.yaml"), "-o", str(out)]) == 0
    assert 'data-id="alice.ace"' in out.read_text(encoding="utf-8")
    bad = tmp_path / "bad.yaml"
    bad.write_text("format: 1\nbob: {handz: []}\n", encoding="utf-8")
    assert main(["draw", str(bad)]) == 2
    error = capsys.readouterr().err.strip()
    assert error.count("\n") == 0 and "bad.yaml:2:7" in error and "'hand'" in error


def test_a_face_up_life_card_is_drawn_with_its_name_and_the_others_as_backs(tmp_path):
    """3-10-2-1: a face-up Life card is public, so the picture names it; face-down ones stay backs."""
    board = tmp_path / "scenarios" / "face_up.yaml"
    board.parent.mkdir()
    board.write_text("format: 1\nbob:\n  life: [{card: ST02-009, face_up: true}, ST02-004, ST02-004]\n")
    bob = _band(draw_file(board), "bob")
    text = "".join(bob.itertext())
    assert "face up: Trafalgar Law" in text
    life = next(e for e in bob.iter() if e.get("class") == "life")
    assert life.get("data-count") == "3"
    assert "Capone" not in text  # the face-down fillers (ST02-004 Capone Bege) are not named


def _text(element: ET.Element) -> str:
    return "".join(element.itertext())


def test_full_names_are_wrapped_never_cut():
    """Eustass"Captain"Kid (Bob's leader in blockers.yaml) is drawn whole, over lines; nothing is cut with '…'."""
    svg = draw_file(ROOT / "scenarios/7-1/blockers.yaml")
    assert "…" not in svg
    leader = _cards(svg)["bob.leader"]
    lines = [t.text for t in leader.iter(f"{SVG}text") if "name" in (t.get("class") or "")]
    assert "".join(lines) == 'Eustass"Captain"Kid' and len(lines) == 2


def test_keyword_marks_come_from_the_card_and_from_the_engine():
    """[Blocker] is printed on Chopper; Gecko Moria has [Double Attack] while Alice holds 5 cards (the engine says)."""
    blockers = _cards(draw_file(ROOT / "scenarios/7-1/blockers.yaml"))
    assert blockers["bob.chopper"].get("data-keywords") == "[Blocker]" and "[Blocker]" in _text(blockers["bob.chopper"])
    assert blockers["bob.vito"].get("data-keywords") == ""
    moria = _cards(draw_file(ROOT / "scenarios/8-3/moria_five_in_hand.yaml"))["alice.moria"]
    assert moria.get("data-keywords") == "[Double Attack]"


def test_the_whole_hand_is_drawn_and_the_caption_says_the_moment(tmp_path):
    """Eight cards in hand are all named (alike ones counted); the caption names the moment, not a step's text."""
    board = tmp_path / "scenarios" / "big_hand.yaml"
    board.parent.mkdir()
    board.write_text(
        "format: 1\nalice:\n  hand: [ST01-006, ST01-006, ST01-006, ST01-007, ST01-013, ST01-013, OP01-028, ST01-003]\n"
    )
    svg = draw_file(board)
    alice = _text(_band(svg, "alice"))
    for name in (
        "Tony Tony.Chopper [Blocker] ×3",
        "Nami",
        "Roronoa Zoro ×2",
        "Green Star Rafflesia [Trigger]",
        "Karoo",
    ):
        assert name in alice, name
    assert "more" not in alice and "The board as set up: big_hand.yaml" in svg


def test_japanese_picture_words_and_font_stack():
    """--lang ja: labels, turn line and keyword marks in Japanese, a CJK font stack; card names stay English."""
    svg = draw_file(ROOT / "scenarios/7-1/blockers.yaml", lang="ja")
    text = _text(ET.fromstring(svg))
    for words in (
        "リーダー",
        "キャラクター",
        "ライフ 4",
        "手札 0",
        "ターン3・アリスのターン・メインフェイズ",
        "【ブロッカー】",
        "準備された盤面",
    ):
        assert words in text, words
    assert "Tony Tony.Chopper" in text
    assert '"Noto Sans CJK JP", "Noto Sans JP", "Hiragino Sans"' in svg and 'lang="ja"' in svg


def test_draw_command_lang_ja(tmp_path):
    """opcg-oracle draw BOARD --lang ja writes the Japanese picture."""
    out = tmp_path / "board.svg"
    assert main(["draw", str(ROOT / "scenarios/7-1/blockers.yaml"), "--lang", "ja", "-o", str(out)]) == 0
    assert "ライフ" in out.read_text(encoding="utf-8")
