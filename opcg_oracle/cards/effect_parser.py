"""Reading the effect language (cards/effects.py) from a card file: each entry checked and made an Effect,
unknown words and wrong values reported with the file, line and nearest known word."""

from __future__ import annotations

import difflib
from typing import Any

from opcg_oracle.cards.effects import (
    ALWAYS,
    CATEGORY_KEYS,
    CONDITION_KEYS,
    DEFEATS,
    FILTER_KEYS,
    LOSE_INSTEAD,
    PER,
    RECIPIENTS,
    REPLACEABLE,
    REPLACED_BY,
    REPLACEMENT_WHO,
    SELF,
    THAT,
    TIMINGS,
    TO_HAND_FROM,
    TURNS,
    UNTIL,
    Condition,
    Effect,
    Filter,
    Step,
    Target,
)
from opcg_oracle.cards.vocabulary import ATTRIBUTES, CATEGORIES, COLORS, KEYWORDS
from opcg_oracle.yamlio import InputError, Map, Seq, check_keys, position_of


class _Where:
    """Error reporting for one effect entry."""

    def __init__(self, path: str):
        self.path = path

    def unknown(self, holder: object, key: object, word: object, known: tuple[str, ...], what: str) -> InputError:
        near = difflib.get_close_matches(str(word), [str(k) for k in known], n=1)
        hint = f"did you mean {near[0]!r}?" if near else f"expected one of: {', '.join(map(str, known))}"
        return InputError(position_of(holder, key), f"unknown {what} {word!r}", self.path, hint)

    def wrong(self, holder: object, key: object, message: str) -> InputError:
        return InputError(position_of(holder, key), message, self.path)


def _int(where: _Where, holder: Map, key: str, minimum: int | None = 0) -> int:
    value = holder[key]
    if not isinstance(value, int) or isinstance(value, bool) or (minimum is not None and value < minimum):
        raise where.wrong(holder, key, f"{key} takes a whole number{'' if minimum is None else ' ≥ 0'}, got {value!r}")
    return value


def _names(where: _Where, holder: Map, key: str, allowed: tuple[str, ...] | None = None) -> tuple[str, ...]:
    value = holder[key]
    items = value if isinstance(value, list) else [value]
    for item in items:
        if not isinstance(item, str) or (allowed and item not in allowed):
            raise where.unknown(holder, key, item, allowed or (), key)
    return tuple(items)


def parse_condition(data: object, holder: Map, key: str, where: _Where) -> Condition:
    """An `if:` mapping."""
    if not isinstance(data, Map):
        raise where.wrong(holder, key, "expected a mapping of conditions")
    check_keys(data, CONDITION_KEYS, f"{where.path}.if")
    values: dict = {}
    for name in ("don", "characters_min", "hand_max", "hand_min", "life_max", "don_field_min",
                 "rested_characters_min", "opponent_rested_characters_min", "character_cost_min",
                 "opponent_character_power_min",
                 "active_don_min", "trash_min"):  # fmt: skip
        if name in data:
            values[name] = _int(where, data, name)
    if "turn" in data:
        if data["turn"] not in TURNS:
            raise where.unknown(data, "turn", data["turn"], TURNS, "turn")
        values["turn"] = data["turn"]
    for name in ("self_rested", "not_drawn_this_turn", "all_don_rested", "previous_done"):
        if name in data:
            values[name] = bool(data[name])
    if "leader_types_any" in data:
        values["leader_types_any"] = _names(where, data, "leader_types_any")
    for name in ("leader_name", "no_character_named"):
        if name in data:
            values[name] = str(data[name])
    if "that_category" in data:
        values["that_category"] = _names(where, data, "that_category", CATEGORIES)[0]
    return Condition(**values)


def parse_filter(data: object, holder: Map, key: str, where: _Where) -> Filter:
    """A `filter:` mapping."""
    if not isinstance(data, Map):
        raise where.wrong(holder, key, "expected a mapping of filters")
    check_keys(data, FILTER_KEYS, f"{where.path}.filter")
    values: dict = {}
    if "owner" in data:
        if data["owner"] not in ("you", "opponent"):
            raise where.unknown(data, "owner", data["owner"], ("you", "opponent"), "owner")
        values["owner"] = data["owner"]
    if "category" in data:
        values["category"] = _names(where, data, "category", CATEGORIES)
    numbers = ("cost_max", "cost_min", "power_max", "power_min", "original_power_max", "original_cost_min")
    for name in (*numbers, "original_cost_max"):
        if name in data:
            values[name] = _int(where, data, name, minimum=None)
    for name in ("rested", "other", "vanilla", "multicolored", "battled", "card"):
        if name in data:
            values[name] = bool(data[name])
    for name in ("types_any", "types_include"):
        if name in data:
            values[name] = _names(where, data, name)
    if "colors_any" in data:
        values["colors_any"] = _names(where, data, "colors_any", COLORS)
    if "keyword" in data:
        values["keyword"] = _names(where, data, "keyword", KEYWORDS)[0]
    if "attribute" in data:
        values["attribute"] = _names(where, data, "attribute", ATTRIBUTES)[0]
    for name in ("name", "name_not", "name_includes", "number"):
        if name in data:
            values[name] = str(data[name])
    return Filter(**values)


def parse_target(data: object, holder: Map, key: str, where: _Where) -> Target:
    """`self`, `that`, `{all: {filter}}` (every matching card, as the step resolves), or
    `{count: N | up_to: N, filter: {...}}`."""
    if data == "self":
        return SELF
    if data == "that":
        return THAT
    if isinstance(data, Map) and set(data) == {"all"}:
        return Target(all_=True, filter=parse_filter(data["all"], data, "all", where))
    if not isinstance(data, Map):
        raise where.wrong(
            holder, key, "a target is 'self', 'that' or {count: N, filter: ...} or {up_to: N, filter: ...}"
        )
    check_keys(data, ("count", "up_to", "filter"), f"{where.path}.{key}")
    if ("count" in data) == ("up_to" in data):
        raise where.wrong(holder, key, "a target says exactly one of count (exactly N) or up_to (0 to N)")
    count = _int(where, data, "count" if "count" in data else "up_to")
    chosen = parse_filter(data["filter"], data, "filter", where) if "filter" in data else Filter()
    return Target(count=count, up_to="up_to" in data, filter=chosen)


# Each step word: the parameters it takes ("target" values are parsed as targets).
_STEP_PARAMS: dict[str, tuple[str, ...]] = {
    "draw": ("count", "up_to"),  # 4-5-3 draw N, 4-5-4 draw up to N
    "play": ("target",),  # play "self", or {from: hand, ...} via play_from_hand
    "play_from_hand": ("up_to", "count", "filter", "color_unlike", "rested"),  # color_unlike: no color shared with
    # that card; count: "play N" (exactly N when possible, 8-4-4-1), up_to: "play up to N" (4-8)
    "ko": ("target",),  # 10-2-1
    "rest": ("target",),
    "set_active": ("target",),
    "power": ("amount", "until", "target"),
    "give_don": ("count", "up_to", "rested", "target"),  # 6-5-5-1; rested: give rested DON!! of the cost area
    "set_don_active": ("up_to",),
    "rest_opponent_don": ("up_to",),
    "add_don": ("count", "up_to", "rested"),  # from the DON!! deck; up_to: the player picks 0..N (4-8)
    "look_top": ("count", "take", "rest", "take_to"),  # 11-3, 8-4-4-4, 11-2-1; take_to: hand (default) | play
    "look_life": ("count",),  # look at the top N cards of your Life: they stay as they are (3-10-3, 11-3)
    "no_blocker": ("min_power", "max_power", "until"),  # the opponent cannot activate [Blocker] ...
    "unblockable_this_turn": ("target",),  # ... when the chosen card attacks this turn
    "run": ("effect",),  # resolve another of this card's effects ("activate this card's [Main] effect")
    "trash_from_hand": ("count", "filter"),
    "negate": ("target", "until"),  # 8-2: the target's effects are negated for a while
    "return_to_hand": ("target",),  # to the owner's hand
    "to_deck": ("target", "place"),  # to the top or bottom of the deck; several to the bottom: the owner orders (3-1-7)
    "add_to_life": ("count", "face_up"),  # the top card(s) of the deck onto Life
    "trash_life": ("count",),  # the top card(s) of Life to the trash: not damage, so no [Trigger]
    "grant_keyword": ("keyword", "until", "target"),
    "each_player_draws": ("count",),  # both players act: the turn player first (1-3-11)
    "each_player_trashes_from_hand": ("count",),  # both players choose: the turn player first (1-3-4)
    "damage_opponents_leader": ("count",),  # damage dealt by an effect (4-6-1), [Trigger]s included
    "play_from_trash": ("up_to", "filter", "rested"),  # rested: true: "... from your trash rested"
    "trash_to_hand": ("target",),  # add chosen cards of your trash to your hand
    "opponent_trashes_from_hand": ("count",),  # the opponent chooses N cards of their hand and trashes them
    "keep_rested": ("target",),  # the card does not become active in its owner's next Refresh Phase (1-3-1)
    "rest_and_set_active": ("to_rest", "to_set_active"),  # both at the same time: a card in both stays rested (1-3-9)
    "return_paid_don": (),  # a replaced ① cost: those DON!! go to the DON!! deck instead (8-3-1-7)
    "attack_active_this_turn": ("target",),  # the card may also attack active Characters this turn
    "deck_to_hand": ("up_to", "filter"),  # search your deck: up to N matching cards, revealed, to your hand
    "play_from_deck": ("up_to", "filter"),  # search your deck: play up to N matching Characters
    "shuffle_deck": (),  # shuffle your deck (written {shuffle_deck: {}})
    "arrange_top": ("count",),  # look at the top N, put each back on the top or the bottom, in any order (11-3)
    "reveal_top_and_play": ("filter", "rested"),  # reveal your top card; if it matches, you may play it
    "reveal_from_opponents_hand": ("count",),  # choose N cards of the opponent's hand; they reveal them
    "opponent_picks_hand_to_trash": ("count",),  # your opponent chooses N cards of your hand; you trash them
    "opponent_life_to_deck_bottom": ("up_to",),  # up to N of the opponent's Life cards to the bottom of their deck
    "cannot_attack": ("target", "until"),  # the chosen cards cannot attack for a while
    "ko_all": ("filter",),  # K.O. every Character (of both players) matching the filter, all at once
    "activate_event_from_hand": ("up_to", "filter"),  # an Event's [Main], never its [Counter] (1.2.0 10-2-4-1-2)
    "set_power_to_zero": ("target", "until"),  # «Set Power to 0»: minus the power it has now, for a while (4-12)
    "set_base_power": ("value", "until", "target"),  # "base power becomes N": the highest such value wins (4-9-2-1)
    "set_base_cost": ("value", "until", "target"),  # "base cost becomes N": the highest such value wins (1.2.0 4-9-2-2)
    "change_cost": ("amount", "until", "target"),  # "give ... −N cost during this turn": a continuous change (2-7-6)
    "cannot_play": ("filter", "until"),  # "you cannot play [such] Character cards during this turn" (4-7-2)
    "trash": ("target",),  # put cards of the field into their owner's trash: not a K.O. (10-2-1-3)
    "return_don": ("count",),  # return N DON!! of your field to your DON!! deck, as you choose (not a cost)
    "at_end_of_turn": ("do",),  # a delayed effect: its steps are carried out "at the end of this turn" (6-6-1-2)
    "no_don_active_by_characters": (),  # this turn, the controller cannot set DON!! active with Character effects
    "keep_opponents_don_rested": (),  # the opponent's DON!! do not become active in their next Refresh Phase
    "keep_rested_or_don": ("target",),  # up to N of the opponent's rested Characters or DON!! (1.2.0 3-1-6-1)
    "trash_deck_top": ("count",),  # trash the top N cards of your deck, one at a time (a deck at 0 loses, 9-2-1-2)
    "to_hand": ("target", "from"),  # add the chosen cards of these open areas (trash, stage, characters) to the hand
    "win_game": (),  # "you win the game" (1-2-5; written {win_game: {}}); as a loss's replacement, in rule processing
}
_REQUIRED_PARAMS = {  # parameters a step cannot do without (the others have defaults)
    "deck_to_hand": ("up_to",), "play_from_deck": ("up_to",), "arrange_top": ("count",),
    "reveal_top_and_play": ("filter",), "reveal_from_opponents_hand": ("count",),
    "opponent_picks_hand_to_trash": ("count",), "opponent_life_to_deck_bottom": ("up_to",),
    "cannot_attack": ("target", "until"), "ko_all": ("filter",), "change_cost": ("amount",),
    "cannot_play": ("filter",), "activate_event_from_hand": ("up_to",),
    "set_base_power": ("value", "target"), "set_base_cost": ("value", "target"),
    "rest_and_set_active": ("to_rest", "to_set_active"), "at_end_of_turn": ("do",),
    "to_hand": ("target", "from"),
}  # fmt: skip
STEP_WORDS = tuple(_STEP_PARAMS)
_TARGET_KEYS = {"count", "up_to", "filter", "all"}
_SHORT_FORMS = {"draw": "count", "play": "target", "ko": "target", "rest": "target", "set_active": "target",
                "set_don_active": "up_to", "rest_opponent_don": "up_to", "run": "effect",
                "unblockable_this_turn": "target", "trash_from_hand": "count", "negate": "target",
                "return_to_hand": "target", "add_to_life": "count", "trash_life": "count",
                "each_player_draws": "count", "each_player_trashes_from_hand": "count",
                "damage_opponents_leader": "count", "keep_rested": "target", "trash_to_hand": "target",
                "opponent_trashes_from_hand": "count", "attack_active_this_turn": "target",
                "arrange_top": "count", "reveal_from_opponents_hand": "count", "opponent_picks_hand_to_trash": "count",
                "opponent_life_to_deck_bottom": "up_to", "look_life": "count",
                "set_power_to_zero": "target", "trash": "target", "return_don": "count",
                "keep_rested_or_don": "target", "trash_deck_top": "count"}  # fmt: skip


def parse_steps(data: object, holder: Map, key: str, where: _Where) -> tuple[Step, ...]:
    """A list of steps, each `{word: parameters}` with an optional `if:`."""
    if not isinstance(data, Seq):
        raise where.wrong(holder, key, "expected a list of steps")
    steps = []
    for index, entry in enumerate(data):
        here = _Where(f"{where.path}.{key}[{index}]")
        if not isinstance(entry, Map) or not entry:
            raise here.wrong(data, index, "a step is a mapping such as {draw: 1}")
        words = [k for k in entry if k not in ("if", "then")]
        if len(words) != 1:
            raise here.wrong(data, index, "a step has exactly one action word (and may have 'if' and 'then')")
        if "then" in entry and entry["then"] is not True:
            raise here.wrong(entry, "then", "then: true (the step follows \"then\", 4-10-2), or no 'then' at all")
        word = words[0]
        if word not in _STEP_PARAMS:
            raise here.unknown(entry, word, word, STEP_WORDS, "effect word")
        value = entry[word]
        target_only = _SHORT_FORMS.get(word) == "target" and isinstance(value, Map) and set(value) <= _TARGET_KEYS
        params = Map(value) if isinstance(value, Map) and not target_only else None
        if params is None:  # the short form: the value is the step's one parameter (a count, a target, ...)
            params = Map({_SHORT_FORMS.get(word, "value"): value})
            params.position = entry.key_positions.get(word)
            params.key_positions = {_SHORT_FORMS.get(word, "value"): entry.key_positions.get(word)}
        else:
            params.position, params.key_positions = value.position, value.key_positions
        if not _STEP_PARAMS[word] and params:
            raise here.wrong(data, index, f"{word} takes no parameters: write {{{word}: {{}}}}")
        check_keys(params, _STEP_PARAMS[word], here.path, required=_REQUIRED_PARAMS.get(word, ()))
        if word == "play_from_hand" and ("count" in params) == ("up_to" in params):
            raise here.wrong(data, index, "play_from_hand says exactly one of count (exactly N) or up_to (0 to N)")
        parsed: dict = {}
        for name, raw in params.items():
            if name in ("target", "to_rest", "to_set_active"):
                parsed[name] = parse_target(raw, params, name, here)
            elif name == "filter":
                parsed[name] = parse_filter(raw, params, name, here)
            elif name == "do":  # the delayed steps of at_end_of_turn
                parsed[name] = parse_steps(raw, params, name, here)
            elif name == "take":
                parsed[name] = parse_target(raw, params, name, here)
            elif name == "until":
                durations = UNTIL[:2] if word == "no_blocker" else UNTIL  # a player's restriction: battle or turn
                if raw not in durations:
                    raise here.unknown(params, name, raw, durations, "duration")
                parsed[name] = raw
            elif name == "rest":  # bottom_any_order (3-1-7); unchanged: the text says nothing of them (11-3-3)
                if raw not in ("bottom", "bottom_any_order", "unchanged"):
                    raise here.unknown(params, name, raw, ("bottom_any_order", "unchanged"), "place")
                parsed[name] = raw
            elif name == "take_to":
                if raw not in ("hand", "play"):
                    raise here.unknown(params, name, raw, ("hand", "play"), "destination")
                parsed[name] = raw
            elif name == "color_unlike":
                if raw != "that":
                    raise here.unknown(params, name, raw, ("that",), "card to compare with")
                parsed[name] = raw
            elif name == "effect":
                if raw not in ("main", "counter"):
                    raise here.unknown(params, name, raw, ("main", "counter"), "effect")
                parsed[name] = raw
            elif name in ("rested", "face_up"):
                parsed[name] = bool(raw)
            elif name == "from":  # the open areas a to_hand step looks in, the field's included
                areas = raw if isinstance(raw, Seq) else [raw]
                for area in areas:
                    if area not in TO_HAND_FROM:
                        raise here.unknown(params, name, area, TO_HAND_FROM, "area")
                parsed[name] = tuple(areas)
            elif name == "place":
                if raw not in ("top", "bottom"):
                    raise here.unknown(params, name, raw, ("top", "bottom"), "place")
                parsed[name] = raw
            elif name == "keyword":
                if raw not in KEYWORDS:
                    raise here.unknown(params, name, raw, KEYWORDS, "keyword")
                parsed[name] = raw
            else:
                parsed[name] = _int(here, params, name, minimum=None if name == "amount" else 0)
        if word == "draw" and len(parsed) != 1:
            raise here.wrong(data, index, "draw takes exactly one of count (N cards) or up_to (up to N cards)")
        condition = parse_condition(entry["if"], entry, "if", here) if "if" in entry else None
        if condition is not None and condition.previous_done and not steps:
            raise here.wrong(entry, "if", 'previous_done ("if you do", 4-10-1) needs a step before it')
        steps.append(Step(word, parsed, condition, then="then" in entry))
    return tuple(steps)


_COSTS = (
    "rest_don", "don_minus", "rest_self", "trash_from_hand",
    "life_to_hand",  # add N cards from the top of your Life to your hand
    "rest_characters",  # rest N of your active Characters
    "return_characters",  # return N of your Characters to your hand
    "hand_to_deck_bottom",  # put N cards of your hand at the bottom of your deck
    "trash_character_or_hand",  # trash 1 of your Characters matching the filter, or 1 card of your hand
)  # fmt: skip


def parse_cost(data: object, holder: Map, where: _Where) -> tuple[tuple[str, Any], ...]:
    """An activation cost (8-3-1): {rest_don: N} (①), {don_minus: N}, {rest_self: true}, {trash_from_hand: N}
    or {trash_from_hand: {count: N, filter: {...}}} ("trash N [type] cards"), {life_to_hand: N},
    {rest_characters: N}, {return_characters: N}, {hand_to_deck_bottom: N}."""
    if not isinstance(data, Seq):
        raise where.wrong(holder, "cost", "expected a list of costs")
    parts = []
    for index, entry in enumerate(data):
        if not isinstance(entry, Map) or len(entry) != 1:
            raise where.wrong(data, index, "a cost is a mapping with one word, e.g. {rest_don: 1}")
        ((word, _),) = entry.items()
        if word not in _COSTS:
            raise where.unknown(entry, word, word, _COSTS, "cost")
        if word == "rest_self":
            parts.append((word, 1))
        elif word == "trash_character_or_hand":  # {trash_character_or_hand: {filter: {...}}}: one card, either
            body = entry[word]
            if not isinstance(body, Map):
                raise where.wrong(entry, word, "trash_character_or_hand takes {filter: {...}} (the Characters)")
            check_keys(body, ("filter",), f"{where.path}.cost")
            chosen = parse_filter(body["filter"], body, "filter", where) if "filter" in body else Filter()
            parts.append((word, chosen))
        elif word == "trash_from_hand" and isinstance(entry[word], Map):
            body = entry[word]
            check_keys(body, ("count", "filter"), f"{where.path}.cost", required=("count",))
            chosen = parse_filter(body["filter"], body, "filter", where) if "filter" in body else Filter()
            parts.append((word, (_int(where, body, "count"), chosen)))
        else:
            parts.append((word, _int(where, entry, word)))
    return tuple(parts)


def parse_effects(data: object, holder: Map, path: str) -> tuple[Effect, ...]:
    """Validate a card's `effects:` list and build its effects."""
    if not isinstance(data, Seq):
        raise InputError(position_of(holder, "effects"), "expected a list of effects", path)
    effects = []
    for index, entry in enumerate(data):
        where = _Where(f"{path}.effects[{index}]")
        if not isinstance(entry, Map):
            raise where.wrong(data, index, "expected an effect mapping")
        allowed = (*CATEGORY_KEYS, "do", "if", "once_per_turn", "cost", "optional_cost", "who", "instead", "optional",
                   "which", "by", "defeat")  # fmt: skip
        check_keys(entry, allowed, where.path)
        kinds = [k for k in CATEGORY_KEYS if k in entry]
        if len(kinds) != 1:
            raise where.wrong(data, index, f"an effect has exactly one category: {', '.join(CATEGORY_KEYS)}")
        kind = kinds[0]
        for step_only in ("that_category", "previous_done"):
            if isinstance(entry.get("if"), Map) and step_only in entry["if"]:
                raise where.wrong(entry["if"], step_only, f"{step_only} is a condition of a step, not of an effect")
        common = {
            "condition": parse_condition(entry["if"], entry, "if", where) if "if" in entry else ALWAYS,
            "once_per_turn": bool(entry.get("once_per_turn", False)),
            "cost": parse_cost(entry["cost"], entry, where) if "cost" in entry else (),
            "optional_cost": bool(entry.get("optional_cost", False)),
            "optional": bool(entry.get("optional", False)),
        }
        if kind == "permanent":
            effects.append(_permanent(entry, where, common))
        elif kind == "replacement":
            effects.append(_replacement(entry, where, common))
        elif kind in ("auto", "activate"):
            value = entry[kind]
            allowed = TIMINGS if kind == "auto" else ("main",)
            if value not in allowed:
                raise where.unknown(entry, kind, value, allowed, "timing")
            if "do" not in entry:
                raise where.wrong(entry, kind, f"an {kind} effect needs 'do': the steps it carries out")
            steps = parse_steps(entry["do"], entry, "do", where)
            effects.append(Effect(kind, timing=value if kind == "auto" else None, steps=steps, **common))
        else:  # main, counter, trigger: the value is the list of steps
            effects.append(Effect(kind, steps=parse_steps(entry[kind], entry, kind, where), **common))
    return tuple(effects)


def _replacement(entry: Map, where: _Where, common: dict) -> Effect:
    """`replacement: ko | removal`, `who: self | your_characters | your_other_characters | opposing_characters`,
    optionally `which: {filter}` and `by: opponents_effect | effect`, `instead: [steps]` (8-1-3-5);
    `replacement: rest_don_cost`, `who: opponent` (8-3-1-7); `replacement: lose`, `who: you`, optionally
    `defeat: deck_at_zero | damage_at_zero_life`, `instead: [{win_game: {}}]` (9-2-1, 1-2-5)."""
    replaces = entry["replacement"]
    if replaces not in REPLACEABLE:
        raise where.unknown(entry, "replacement", replaces, REPLACEABLE, "situation")
    who = entry.get("who", "self")
    if who not in REPLACEMENT_WHO:
        raise where.unknown(entry, "who", who, REPLACEMENT_WHO, "whose situation")
    if "instead" not in entry:
        raise where.wrong(entry, "replacement", "a replacement effect needs 'instead': what happens instead")
    steps = parse_steps(entry["instead"], entry, "instead", where)
    which = parse_filter(entry["which"], entry, "which", where) if "which" in entry else None
    by = entry.get("by")
    if by is not None and by not in REPLACED_BY:
        raise where.unknown(entry, "by", by, REPLACED_BY, "cause")
    defeat = entry.get("defeat")
    if (replaces == "lose") != (who == "you"):
        raise where.wrong(entry, "who", "who: you goes with replacement: lose (the card's player), and only with it")
    if defeat is not None and replaces != "lose":
        raise where.wrong(entry, "defeat", "defeat: names the defeat condition a replacement of 'lose' covers")
    if defeat is not None and defeat not in DEFEATS:
        raise where.unknown(entry, "defeat", defeat, DEFEATS, "defeat condition")
    if replaces == "lose" and (which is not None or by is not None or any(s.word not in LOSE_INSTEAD for s in steps)):
        raise where.wrong(  # rule processing carries it out at once (9-1-2): no choice, no waiting step
            entry, "instead", f"a loss is replaced only by {', '.join(LOSE_INSTEAD)}, without which: or by:"
        )
    return Effect("replacement", replaces=replaces, who=who, steps=steps, which=which, by=by, defeat=defeat, **common)


def _permanent(entry: Map, where: _Where, common: dict) -> Effect:
    body = entry["permanent"]
    if not isinstance(body, Map):
        raise where.wrong(entry, "permanent", "expected a mapping")
    allowed = ("power", "keyword", "to", "filter", "cannot_be_ko", "deck_limit", "cost", "adds_cost", "adds_condition",
               "attack_active", "per", "every", "ko_by", "attack_targets_only", "deck_forbids",
               "cannot_be_removed")  # fmt: skip
    check_keys(body, allowed, f"{where.path}.permanent")
    deck_limit = body.get("deck_limit")
    if deck_limit is not None and deck_limit != "none" and (not isinstance(deck_limit, int) or deck_limit < 1):
        raise where.wrong(body, "deck_limit", f"deck_limit takes a number of copies or 'none', got {deck_limit!r}")
    cannot_be_ko = body.get("cannot_be_ko")
    if cannot_be_ko is not None and cannot_be_ko not in ("always", "battle"):
        raise where.unknown(body, "cannot_be_ko", cannot_be_ko, ("always", "battle"), "prohibition")
    keyword = body.get("keyword")
    if keyword is not None and keyword not in KEYWORDS:
        raise where.unknown(body, "keyword", keyword, KEYWORDS, "keyword")
    to = body.get("to", "self")
    if to not in RECIPIENTS:
        raise where.unknown(body, "to", to, RECIPIENTS, "recipient")
    to_filter = parse_filter(body["filter"], body, "filter", where) if "filter" in body else None
    per = body.get("per")
    if per is not None and per not in PER:
        raise where.unknown(body, "per", per, PER, "count")
    if ("every" in body or per is not None) and "power" not in body:
        raise where.wrong(body, "per" if per is not None else "every", "per and every scale a power: add power: N")
    every = _int(where, body, "every") if "every" in body else 1
    if every < 1:
        raise where.wrong(body, "every", f"every takes a whole number ≥ 1, got {every}")
    ko_by = parse_filter(body["ko_by"], body, "ko_by", where) if "ko_by" in body else None
    if ko_by is not None and cannot_be_ko != "battle":
        raise where.wrong(body, "ko_by", "ko_by narrows cannot_be_ko: battle (in battle with which cards)")
    only = body.get("attack_targets_only")
    attack_targets_only = parse_filter(only, body, "attack_targets_only", where) if only is not None else None
    removed = body.get("cannot_be_removed")
    if removed is not None and removed != "opponents_effects":
        raise where.unknown(body, "cannot_be_removed", removed, ("opponents_effects",), "prohibition")
    forbids = body.get("deck_forbids")
    deck_forbids = parse_filter(forbids, body, "deck_forbids", where) if forbids is not None else None
    power = _int(where, body, "power", minimum=None) if "power" in body else 0
    cost_change = _int(where, body, "cost", minimum=None) if "cost" in body else 0
    adds_cost = parse_cost(body["adds_cost"], body, where) if "adds_cost" in body else ()
    adds_condition = (
        parse_condition(body["adds_condition"], body, "adds_condition", where) if "adds_condition" in body else None
    )
    return Effect(
        "permanent",
        adds_cost=adds_cost,
        adds_condition=adds_condition,
        cost_change=cost_change,
        power=power,
        keyword=keyword,
        to=to,
        to_filter=to_filter,
        cannot_be_ko=cannot_be_ko,
        deck_limit=deck_limit,
        attack_active=bool(body.get("attack_active", False)),
        per=per,
        every=every,
        ko_by=ko_by,
        attack_targets_only=attack_targets_only,
        deck_forbids=deck_forbids,
        cannot_be_removed=removed,
        **common,
    )
