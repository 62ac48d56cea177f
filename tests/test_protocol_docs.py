"""docs/engine-protocol.md says every value an engine meets, and says what the code does (issue 25.4).

An author writes an adapter from the doc alone: each table of values is compared with the constant it names,
each table of kinds and features with the code's list, and the conversation's example with the runner's ids.
"""

from __future__ import annotations

import importlib
import re
from pathlib import Path

from opcg_oracle.adapters.base import ALL_FEATURES, ENGINE_FEATURES
from opcg_oracle.adapters.protocol import (
    ACTION,
    DECISION_KINDS,
    FIXED_OPTIONS,
    REQUESTS,
    RESPONSES,
    STATE,
    request_validator,
)
from opcg_oracle.cards.database import load_card_database
from opcg_oracle.engine.decks import SAMPLE_DECKS
from opcg_oracle.engine.random_play import play_random_game

DOC = (Path(__file__).resolve().parents[1] / "docs" / "engine-protocol.md").read_text(encoding="utf-8")


def section(title: str) -> str:
    """The text of one `## title` section of the doc."""
    start = DOC.index(f"\n## {title}\n")
    end = DOC.find("\n## ", start + 1)
    return DOC[start : end if end != -1 else len(DOC)]


def table_rows(text: str) -> list[list[str]]:
    """The cells of each row of the markdown tables in text (header and rule rows left out)."""
    rows = [[cell.strip() for cell in line.strip().strip("|").split("|")] for line in text.splitlines()]
    rows = [row for row in rows if len(row) > 1 and not set(row[0]) <= set("-: ")]
    return [row for row in rows if row[0] not in ("where", "kind", "field", "feature", "part", "rules", "action")]


def resolve(path: str):
    """The value a dotted path names: a module's attribute, then keys of dicts (a function is called)."""
    parts = path.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            value = importlib.import_module(".".join(parts[:cut]))
        except ModuleNotFoundError:
            continue
        for name in parts[cut:]:
            value = value[name] if isinstance(value, dict) else getattr(value, name)
        return value() if callable(value) else value
    raise AssertionError(f"nothing named {path}")


def test_every_table_of_values_says_what_its_constant_holds():
    rows = table_rows(section("Values, enumerated"))
    assert len(rows) >= 20
    for where, values, source in rows:
        written = re.findall(r"`([^`]+)`", values)
        constant = [v for v in resolve(source.strip("`")) if v is not None]
        assert sorted(written) == sorted(constant), f"{where}: the doc says {written}, {source} holds {constant}"


def test_the_decision_table_lists_every_kind_the_schema_allows():
    kinds = [row[0].strip("`") for row in table_rows(section("`decide`: answers to decisions")) if len(row) == 2]
    assert sorted(kinds) == sorted(DECISION_KINDS)


def test_the_feature_table_lists_every_feature():
    features = [row[0].strip("`") for row in table_rows(section("Capabilities")) if len(row) == 2]
    assert sorted(features) == sorted([*ALL_FEATURES, *ENGINE_FEATURES])


def test_the_schema_offers_the_documented_phases_and_steps():
    assert STATE["properties"]["phase"]["examples"] == list(resolve("opcg_oracle.engine.state.PHASES"))
    assert STATE["properties"]["step"]["examples"] == list(resolve("opcg_oracle.engine.state.STEPS"))


def test_the_conversation_example_carries_ids_as_the_runner_sends_them():
    """Every request has an id, stop too (the runner sends one), and each answer echoes its request's."""
    example = section("Conversation").split("```")[1]
    sent, answered = [], []
    for line in example.splitlines():
        if line.startswith(("→ ", "← ")):
            kind = re.search(r'"type": "(\w+)"', line).group(1)
            given = re.search(r'"id": (\d+)', line)
            (sent if line.startswith("→") else answered).append((kind, int(given.group(1)) if given else None))
    assert [kind for kind, _ in sent] == ["hello", "load", "act", "decide", "state", "stop"]
    assert [i for _, i in sent] == [i for _, i in answered] == list(range(1, len(sent) + 1))
    assert answered[-1][0] == "bye"
    stop = {"type": "stop", "id": 6}
    assert not list(request_validator("stop").iter_errors(stop))
    assert set(REQUESTS) == set(RESPONSES)


def test_the_reference_engine_offers_no_word_the_doc_does_not_list():
    """Random games of every sample deck: each option that is a word is one FIXED_OPTIONS (the doc's) lists."""
    cards, offered = load_card_database(), {}

    def look(game) -> None:
        decision = game.state.decision
        if decision is not None:
            for option in decision.options:
                if isinstance(option, str):
                    offered.setdefault(decision.kind, set()).add(option)

    names = list(SAMPLE_DECKS)
    for seed in range(30):
        decks = (SAMPLE_DECKS[names[seed % len(names)]], SAMPLE_DECKS[names[(seed * 3 + 1) % len(names)]])
        play_random_game(decks, cards, seed, after_each=look)
    assert offered, "no decision with words was met"
    for kind, words in offered.items():
        assert words <= set(FIXED_OPTIONS.get(kind, ())), f"{kind}: offered {sorted(words)}"


def test_the_action_table_and_the_action_schema_agree():
    rows = table_rows(section("`act`: the player's actions"))
    documented = {row[0].strip("`"): set(re.findall(r"`(\w+)`", row[1])) for row in rows}
    schema = ACTION["properties"]
    assert sorted(documented) == sorted(schema["type"]["enum"])
    assert set().union(*documented.values()) == set(schema) - {"type"}


def test_the_capability_table_and_the_hello_schema_agree():
    rows = [row for row in table_rows(section("Capabilities")) if len(row) == 3]
    capabilities = RESPONSES["hello"]["properties"]["capabilities"]["properties"]
    assert sorted(row[0].strip("`") for row in rows) == sorted(capabilities)


def test_the_state_example_names_every_field_of_the_state_schema():
    example = section("`state`: the engine's view of the board").split("```")[1]
    named = set(re.findall(r'"(\w+)":', example))
    assert set(STATE["properties"]) <= named
    assert set(STATE["properties"]["players"]["properties"]["alice"]["required"]) <= named
