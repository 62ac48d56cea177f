"""Measure how long hostile boards take to be refused: a 50,000-card board, an alias bomb, a 1 MB file.

Run from the repository root:  .venv/bin/python benchmarks/board_loading.py
Loading is linear in the board's size; the 50,000-card board is refused by 5-1-2 (a deck is 50 cards).
"""

from __future__ import annotations

import time

from opcg_oracle.cards.database import load_card_database
from opcg_oracle.scenario.loader import load_board_text
from opcg_oracle.yamlio import MAX_YAML_CHARS, InputError

CASES = {
    "50,000 cards, flow list": "format: 1\nalice:\n  hand: [" + ", ".join(["ST01-006"] * 50_000) + "]\n",
    "50,000 cards, block list": "format: 1\nalice:\n  hand:\n" + "    - ST01-006\n" * 50_000,
    "5,000 cards, block list": "format: 1\nalice:\n  hand:\n" + "    - ST01-006\n" * 5_000,
    "alias bomb (9^9 nodes)": 'a: &a ["x","x","x","x","x","x","x","x","x"]\n'
    + "".join(f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join([f'*{chr(97 + i)}'] * 9)}]\n" for i in range(8)),
    "over the size cap": "format: 1\n" + "#" * MAX_YAML_CHARS,
}


def main() -> int:
    cards = load_card_database()
    for name, text in CASES.items():
        start = time.perf_counter()
        try:
            load_board_text(text, "board.yaml", cards)
            outcome = "loaded (should have been refused)"
        except InputError as error:
            outcome = str(error)[:90]
        print(f"{name:28} {len(text):>9,} chars  {time.perf_counter() - start:6.2f} s  {outcome}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
