"""tools/text_reliance.py, the list of the card texts each scenario relies on (issue 24.3), still runs: it is
how a scenario writer checks that a new general-rules scenario runs on an engine without card text."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _tool():
    spec = importlib.util.spec_from_file_location("text_reliance", ROOT / "tools" / "text_reliance.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_vanilla_battle_relies_on_no_text_and_a_trigger_relies_on_its_card(capsys):
    """Battles of vanilla cards rely on no text; Carrot's [Trigger] scenarios rely on Carrot's text."""
    tool = _tool()
    assert tool.main(["--edition", "1.2.0", "--feature", "7-1_attacks_and_battles.feature"]) == 0
    lines = capsys.readouterr().out.splitlines()
    plain = [line for line in lines if "A leader attacking a leader of equal power deals 1 damage" in line]
    assert plain and plain[0].rstrip().endswith("}:"), plain  # nothing after the clauses: no card text
    carrot = [line for line in lines if "Trigger activated instead" in line]
    assert carrot and "OP01-009" in carrot[0] and "(text)" in carrot[0], carrot
    assert "0 do not pass on the reference engine" in lines[-1]
