"""Card effects in the engine (chapters 8 and 10): one mechanism for permanent, auto, activate, event and
[Trigger] effects.

- `conditions`: conditions (8-3-2) and card filters (8-4-4);
- `permanent`: what permanent effects change now (8-1-3-4) and which replacements are on offer (8-1-3-5);
- `auto`: activation timings met and waiting auto effects resolved in order (8-1-3-1, 8-6);
- `costs`: whether a cost can be paid, and its steps (8-3-1); `resolve`: frames of steps and choices (8-4);
- `moving`, `deck`, `hands`, `changes`, `restrictions`, `don`, `paying`, `flow`: one small registered action
  per word of the effect language; `delayed`: effects carried out at the end of the turn (6-6-1-2).
Importing the package registers every action.
"""

from opcg_oracle.engine.effects import changes, deck, delayed, don, flow, hands, moving, paying, restrictions

__all__ = ["changes", "deck", "delayed", "don", "flow", "hands", "moving", "paying", "restrictions"]
