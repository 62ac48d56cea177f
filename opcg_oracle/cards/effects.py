"""The project's effect language: how a card's text is written as data, and its validation.

A card's `effects:` is a list; each entry names its category (8-1-3) first:

    - permanent: {power: 1000, to: your_characters}      # 8-1-3-4: on while its conditions hold
      if: {don: 1, turn: yours}                           # 8-3-2: [DON!! x1] [Your Turn]
    - auto: when_attacking                                # 8-1-3-1: activates when its timing is met
      if: {don: 2}
      do: [{no_blocker: {min_power: 5000}}]
    - activate: main                                      # 8-1-3-3: [Activate: Main]
      once_per_turn: true                                 # 10-2-13
      cost: [{rest_don: 3}, {trash_from_hand: 1}]         # 8-3-1: paid in order, all or nothing
      do: [{set_active: self}]
    - permanent: {attack_active: true}                     # "can also attack active Characters" (1-3-1
      if: {don: 1}                                        #  over 7-1-1-2); granted: attack_active_this_turn
    - main: [{ko: {up_to: 1, filter: {owner: opponent, category: character, power_max: 6000}}}]
    - counter: [{power: {amount: 3000, until: battle, to: {up_to: 1, filter: {owner: you}}}}]
    - trigger: [{play: self}]                             # 10-1-5
    - trigger: [{run: main}]                              # "activate this card's [Main] effect"
    - auto: on_play                                       # "activate up to 1 [type] Event from your hand":
      do: [{activate_event_from_hand: {up_to: 1, filter: {types_any: [Dressrosa]}}}]   # its [Main] only (10-2-4-1-2)

Conditions (`if:` of an effect or of a step, 8-3-2): don, turn, characters_min, self_rested, hand_max,
hand_min, life_max, trash_min ("if you have N or more cards in your trash"), don_field_min (DON!! cards on your
field, given ones included), rested_characters_min,
opponent_rested_characters_min, leader_types_any, leader_name ("if your Leader is [X]"),
no_character_named ("if you don't have [X]"), not_drawn_this_turn ("if you have not drawn a card with this
card's effect during this turn": a limit of the card's own text, not the [Once Per Turn] keyword of 10-2-13).
Filters also take multicolored (2-3-6), name_not ("other than [X]"), name (exactly that card name, 2-1-2),
name_includes (part of a name, 2-1-2-1), types_any (whole types, 2-4-3), types_include (part of a type,
2-4-3-1), number (a card number, 2-14-3) and card: true, a text's "Character card" or "Stage card": one of
that type outside its own area (2-2-4-2, 2-2-6-2), where "Character" or "Stage" alone names the one in play.

Steps run in written order (1-3-8). A step may carry `if:` (4-10-1: when it fails, the rest of the
effect is not resolved), and `then: true` for a step written after "then" (その後), which resolves even
when an earlier `if:` failed (4-10-2). Targets are `self`, or a choice: `{count: N, filter: {...}}` (exactly N when
possible, 8-4-4-1) or `{up_to: N, filter: {...}}` (0 to N, 4-8), or `that`: "that card", the card(s) the
nearest earlier step of the same effect chose. A step's `if:` may also say `that_category: event` ("if that
card is an Event"), or `previous_done: true` ("if you do", そうした場合: the step before it was carried out,
i.e. it changed something: a card moved, a card or DON!! changed state, a change began; 4-10-1). A filter's
`battled: true` is the opposing card this card battled in the current battle. Unknown words are load-time
errors naming the file, line and the nearest known word.

More examples (the last OP01 cards):

    - activate: main                                      # a cost with a kind of card: "trash 1 [Land of Wano]"
      cost: [{trash_from_hand: {count: 1, filter: {types_any: [Land of Wano]}}}]
      do: [{set_don_active: 2}]
    - auto: on_play                                       # other costs: life_to_hand, hand_to_deck_bottom,
      optional_cost: true                                 #   rest_characters, return_characters (N each)
      cost: [{life_to_hand: 1}]
      do: [{grant_keyword: {keyword: rush, until: turn, target: self}}]
    - activate: main
      do:
        - set_active: {up_to: 1, filter: {owner: you, category: character}}
        - power: {amount: 1000, until: turn, target: that}    # the Character just set active
    - main: [{play_from_hand: {up_to: 1, filter: {cost_max: 5}, color_unlike: that}}]  # no color in common
    - auto: on_ko                                         # search the deck, then shuffle it (3-2-4)
      do: [{play_from_deck: {up_to: 1, filter: {name: Smiley}}}, {shuffle_deck: {}}]   # also deck_to_hand
    - auto: on_play
      do: [{arrange_top: 5}]                              # each of the top 5 back on the top or the bottom
    - auto: when_attacking                                # reveal the top card; play it (rested) if it matches
      do: [{reveal_top_and_play: {filter: {types_any: [The Seven Warlords of the Sea]}, rested: true}}]
    - activate: main
      do:
        - reveal_from_opponents_hand: 1                    # the player picks; the opponent reveals
        - {opponent_life_to_deck_bottom: 1, if: {that_category: event}}
    - auto: on_ko
      do: [{opponent_picks_hand_to_trash: 1}]             # the opponent picks from your hand; you trash it
    - auto: on_play
      do: [{cannot_attack: {target: {up_to: 1, filter: {owner: opponent}}, until: end_of_opponents_next_turn}}]
    - counter: [{power: {amount: 2000, until: end_of_your_next_turn, target: {up_to: 1, filter: {owner: you}}}}]
    - main: [{ko_all: {filter: {category: character, other: true}}}]   # both players' Characters
    - permanent: {power: 1000, per: trash_events, every: 2}    # +1000 per 2 Events in your trash (per: hand too)
    - permanent: {cannot_be_ko: battle, ko_by: {attribute: strike, category: character}}  # "by Strike Characters"
    - permanent: {cannot_be_ko: battle, to: all_characters, filter: {types_any: [Kurozumi Clan]}}
    - permanent: {attack_targets_only: {owner: you, name: X}}  # the opponent may attack only such cards (1-3-3)
    - auto: opponent_activates_event                      # "when your opponent activates an Event"
      do: [{draw: 1}]
    - main: [{look_top: {count: 5, take: {up_to: 1}, rest: bottom_any_order, take_to: play}}]  # play, not hand
    - main:                                               # "rest up to 1 and set up to 1 active, at the same time":
        - rest_and_set_active:                            #  chosen in that order, done at once; a card chosen for
            to_rest: {up_to: 1, filter: {category: character}}        #  both stays or becomes rested (1-3-9)
            to_set_active: {up_to: 1, filter: {category: character}}

Ver.1.2.0's setup and End Phase brought (OP13-079 Imu, ST24-005 X.Drake, OP10-030 Smoker):

    - permanent: {deck_forbids: {category: event, cost_min: 2}}   # a Leader's deck-construction rule (5-1-2-4)
    - auto: start_of_game                                 # a Leader's "at the start of the game" (1.2.0 5-2-1-5-1)
      do: [{play_from_deck: {up_to: 1, filter: {category: stage, types_any: [Mary Geoise]}}}]
    - activate: main                                      # "trash 1 of your [type] Characters or 1 card from hand"
      cost: [{trash_character_or_hand: {filter: {category: character, types_any: [Celestial Dragons]}}}]
      do: [{draw: 1}]
    - auto: on_play                                       # a delayed effect: carried out in the End Phase (6-6-1-2)
      do: [{at_end_of_turn: {do: [{set_don_active: 1}]}}]
    - activate: main                                      # if: {active_don_min: 2}: "2 or more active DON!!"
      do: [{set_don_active: 1}, {no_don_active_by_characters: {}}]   # ... and none by Characters this turn
    - main: [{keep_opponents_don_rested: {}}]             # their DON!! stay rested in their next Refresh Phase
    - auto: on_play                                       # up to 1 of their rested Characters or DON!! cards: the
      do: [{keep_rested_or_don: {up_to: 1, filter: {owner: opponent, category: character, rested: true}}}]
      #   Characters are chosen, then how many DON!!; the effect leaves a DON!! that changes area (1.2.0 3-1-6-1)

Values and terms of ver.1.2.0 (chapters 1 and 4):

    - auto: on_play                                       # «Set Power to 0» (4-12): minus the power it has now
      do: [{set_power_to_zero: {until: turn, target: {up_to: 1, filter: {owner: opponent, category: character}}}}]
    - main: [{change_cost: {amount: -7, until: turn, target: {up_to: 1, filter: {owner: opponent}}}}]  # 1-3-6-2
    - auto: when_attacking                                # "base power becomes N" (the highest wins, 4-9-2-1);
      do: [{set_base_power: {value: 7000, until: turn, target: {all: {owner: you, category: leader}}}}]
    - main: [{set_base_cost: {value: 5, until: turn, target: {up_to: 1, filter: {category: character}}}}]  # 4-9-2-2
    - auto: removed_from_field                            # "when this card is removed from the field" (4-11-2):
      do: [{draw: 1}]                                     #   only if it went to an open area (1.2.0 8-4-5)
    - auto: on_play                                       # {all: filter}: every match as it resolves (8-1-4-1)
      do: [{cannot_play: {filter: {category: character, original_cost_min: 5}, until: turn}}]   # 4-7-2
    - permanent: {cannot_be_removed: opponents_effects}   # trash, hand or deck alike (4-11-2)
      if: {all_don_rested: true}                          # no active DON!!, none given (4-4-2)
    - permanent: {cost: -4, to: self_in_hand}              # "this card in your hand −4 cost", while ...
      if: {opponent_character_power_min: 10000}           # ... the opponent has a 10000-power Character
    - replacement: removal                                # "would be removed from the field" (any move, 4-11-2)
      who: your_characters                                # which: {rested: true} narrows who; by: opponents_effect
      by: opponents_effect                                #   (or effect) leaves battles out; "instead" steps may
      instead: [{ko: self}]                               #   trash: self, return_don: 1 (8-1-3-4-5: if possible)
    - replacement: lose                                   # "if you would lose" (9-2-1), met in rule processing:
      who: you                                            #   carried out there at once, so a win is the only
      defeat: deck_at_zero                                #   "instead"; defeat: the condition covered (9-2-1-2,
      instead: [{win_game: {}}]                           #   or damage_at_zero_life; none: both); never a concession
    - auto: attack_deals_damage                           # "when this card's attack deals damage to the opponent's
      if: {don: 1}                                        #   Life": once an attack, the Life card checked and its
      optional: true                                      #   [Trigger] not yet offered (Q&A OP03-040)
      do: [{trash_deck_top: 1}]                           # the top N cards of your deck to your trash
    - main: [{to_hand: {target: {up_to: 1, filter: {owner: you, category: stage, card: true}},
                        from: [stage, trash]}}]          # the areas looked in; "Stage card" leaves out the
                                                          #   one in the Stage area (2-2-6-2)

A card may also count as having another name: `also_named: ["Kouzuki Oden"]` beside `name:` (2-1-3); its text
may likewise give it a type or an attribute it has everywhere, hand and deck included: `also_types: [...]`
(2-4-4), `also_attributes: [...]` (2-5-7). Only Leaders carry `life` (2-9-3); only Leaders and Characters
carry attributes (2-5-5). `rulings:` lists, for a judge, how a point of the text is read and on whose word:
`- {ruling: <our words>, source: <official Q&A entry, clause or review>}` (kept with the card, not played).
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from typing import Any

from opcg_oracle.cards.vocabulary import ATTRIBUTES, COLORS, KEYWORDS
from opcg_oracle.yamlio import InputError, Map, Seq, check_keys, position_of

TURNS = ("yours", "opponents")  # [Your Turn] 10-2-11, [Opponent's Turn] 10-2-12
RECIPIENTS = (
    "self",
    "your_leader",
    "your_characters",
    "your_leader_and_characters",
    "your_hand",
    "opponents_activate_effects",
    "opponents_characters",  # "give all of your opponent's Characters ..."
    "all_characters",  # "all Characters" of both players (a text that names no side)
    "self_in_hand",  # "give this card in your hand −N cost": the card's own text, valid in the hand (2-8-2)
)
TIMINGS = (  # activation timings of auto effects (8-1-3-2-1) and the keyword clause of each
    "on_play",  # 10-2-6
    "when_attacking",  # 10-2-5
    "on_block",  # 10-2-15
    "on_ko",  # 10-2-17
    "end_of_your_turn",  # 10-2-7
    "end_of_opponents_turn",  # 10-2-8
    "on_opponents_attack",  # 10-2-16
    "battled_character",  # "when this card battles an opposing Character" (7-1-5-2)
    "you_activate_event",  # "when you activate an Event" (8-5-4: the card's activation, 8-5-2)
    "opponent_character_koed",  # "when your opponent's Character is K.O.'d" (10-2-1)
    "your_life_to_hand",  # "when a card of your Life is added to your hand" (4-6-2-1)
    "your_don_returned",  # "when your DON!! are returned to your DON!! deck" (10-2-10-1)
    "when_attacked",  # "when this card is attacked": at the start of the Counter Step (7-1-3-1)
    "start_of_turn",  # "at the start of the turn", every turn, whoever's card it is (6-2-2)
    "start_of_main_phase",  # "at the start of the Main Phase", every Main Phase, whoever's card it is (6-5-1)
    "opponent_activates_event",  # "when your opponent activates an Event" (8-5-4, seen from the other side)
    "start_of_game",  # a Leader's "at the start of the game": after the first/second choice (1.2.0 5-2-1-5-1)
    "removed_from_field",  # "when this card is removed from the field": it left for any area (1.2.0 4-11-2, 8-4-5)
    "attack_deals_damage",  # "when this card's attack deals damage to your opponent's Life": once per attack, after
    #   the Life card is checked and before its [Trigger] is offered (Q&A OP03-040 1st, OP03-043 3rd)
)
CATEGORY_KEYS = ("permanent", "auto", "activate", "main", "counter", "trigger", "replacement")
REPLACEABLE = ("ko", "rest_don_cost", "removal", "lose")  # what a replacement effect may replace (8-1-3-5, 8-3-1-7);
# removal: "would be removed from the field", any move of the card to another area (1.2.0 4-11): a K.O., and an
# effect's return to the hand or the deck or trashing (the engine's `remove` task asks before the move);
# lose: "you would lose the game" through rule processing (9-2-1), `defeat:` naming the condition it covers
REPLACEMENT_WHO = ("self", "your_other_characters", "opposing_characters", "opponent", "your_characters", "you")
DEFEATS = ("deck_at_zero", "damage_at_zero_life")  # the defeat conditions of 9-2-1-2 and 9-2-1-1 (1-2-1-1)
LOSE_INSTEAD = ("win_game",)  # what may replace a loss: carried out inside rule processing, which asks nobody
REPLACED_BY = ("opponents_effect", "effect")  # "... by your opponent's effect", "... by an effect" (not a battle)
CONDITION_KEYS = (
    "don", "turn", "characters_min", "self_rested", "hand_max", "hand_min", "life_max", "don_field_min",
    "rested_characters_min", "opponent_rested_characters_min", "leader_types_any", "leader_name",
    "no_character_named", "that_category", "not_drawn_this_turn", "character_cost_min", "all_don_rested",
    "opponent_character_power_min",
    "active_don_min",
    "trash_min", "previous_done",
)  # fmt: skip
FILTER_KEYS = (
    "owner", "category", "cost_max", "cost_min", "power_max", "power_min", "rested", "types_any",
    "keyword", "other", "name", "name_not", "colors_any", "attribute", "vanilla", "original_power_max",
    "name_includes", "types_include", "multicolored", "number", "original_cost_min", "original_cost_max",
    "battled", "card",
)  # fmt: skip
CATEGORIES = ("leader", "character", "event", "stage")
UNTIL = ("battle", "turn", "start_of_your_turn", "end_of_opponents_next_turn", "end_of_your_next_turn")
TO_HAND_FROM = ("trash", "stage", "characters")  # the open areas a `to_hand` step may take a card of yours from
PER = ("hand", "trash_events")  # permanent `per:` what each `every` cards of it multiply the power by


@dataclass(frozen=True, slots=True)
class Condition:
    """Conditions of an effect (8-3-2): given DON!! (10-2-9), whose turn, and the board."""

    don: int = 0
    turn: str | None = None
    characters_min: int = 0  # "if you have N or more Characters"
    self_rested: bool | None = None  # "while this card is rested"
    hand_max: int | None = None  # "if you have N or fewer cards in hand"
    leader_types_any: tuple[str, ...] = ()  # "if your leader has type ..."
    hand_min: int = 0  # "if you have N or more cards in hand"
    life_max: int | None = None  # "if you have N or fewer Life cards"
    don_field_min: int = 0  # "if you have N or more DON!! cards on your field" (cost area and given)
    rested_characters_min: int = 0  # "if you have N or more rested Characters"
    opponent_rested_characters_min: int = 0  # "if your opponent has N or more rested Characters"
    leader_name: str | None = None  # "if your Leader is [X]" (a card name, 2-1-2-1)
    no_character_named: str | None = None  # "if you don't have [X]" (a Character of that name)
    that_category: str | None = None  # steps only: "if that card is an Event" (the card an earlier step chose)
    not_drawn_this_turn: bool = False  # "if you have not drawn a card using this card's effect during this turn"
    character_cost_min: int | None = None  # "if you have a Character with a cost of N or more" (its cost now)
    opponent_character_power_min: int | None = None  # "if your opponent has a Character with N power or more"
    all_don_rested: bool = False  # "if all of your DON!! cards are rested": none active, none given (1.2.0 4-4-2)
    active_don_min: int = 0  # "if you have N or more active DON!! cards" (in your cost area)
    trash_min: int = 0  # "if you have N or more cards in your trash"
    previous_done: bool = False  # steps only: "if you do" (the step before was carried out, 4-10-1)


ALWAYS = Condition()
"""The condition of every effect without one: shared, so that the engine can tell it at a glance."""


@dataclass(frozen=True, slots=True)
class Filter:
    """Which cards a choice may pick (8-4-4): owner, category, values, names and types (whole or in part)."""

    owner: str | None = None  # "you" | "opponent"
    category: tuple[str, ...] = ()
    cost_max: int | None = None
    cost_min: int | None = None
    power_max: int | None = None
    power_min: int | None = None
    rested: bool | None = None
    types_any: tuple[str, ...] = ()  # a type of exactly one of these (2-4-3)
    keyword: str | None = None
    other: bool = False  # not the source card itself
    name: str | None = None  # 「X」: the card name is exactly X (2-1-2)
    name_not: str | None = None  # "other than [X]": not a card of that exact name
    name_includes: str | None = None  # 『X』: the card name includes X (2-1-2-1)
    types_include: tuple[str, ...] = ()  # 『X』 of a type: a type that includes one of these (2-4-3-1)
    multicolored: bool | None = None  # "multicolored": a card of two or more colors (2-3-6)
    colors_any: tuple[str, ...] = ()
    attribute: str | None = None
    vanilla: bool | None = None  # "a card with no original effect" (2-8-5; a negated card is not one, 8-2-2)
    original_power_max: int | None = None  # "original power N or less": the printed value (4-9-2)
    original_cost_min: int | None = None  # "a base cost of N or more": the printed cost (4-9-2)
    original_cost_max: int | None = None  # "a base cost of N or less": the printed cost (4-9-2)
    number: str | None = None  # a card number the text names, e.g. ST01-013 (2-14-3): not a name, so not a copy
    battled: bool = False  # the opposing card this card battled in the current battle ("the Character you battled")
    colors_not: tuple[str, ...] = ()  # set by the engine (play_from_hand's color_unlike): sharing none of these
    card: bool = False  # "Character card", "Stage card": one outside the area of its type (2-2-4-2, 2-2-6-2)


@dataclass(frozen=True, slots=True)
class Target:
    """Which card(s) a step acts on: the source itself, a choice made when the step resolves, or "that card":
    the card(s) an earlier step of the same effect chose (`that`)."""

    self_: bool = False
    that: bool = False
    all_: bool = False  # every card matching the filter when the step resolves, nothing chosen (a one-shot, 8-1-4-1)
    count: int = 0
    up_to: bool = False
    filter: Filter = Filter()


SELF = Target(self_=True)
THAT = Target(that=True)


@dataclass(frozen=True, slots=True)
class Step:
    """One action of an effect, with its parameters and an optional "if" (4-10-1)."""

    word: str
    params: dict = field(default_factory=dict, hash=False, compare=False)
    condition: Condition | None = None
    then: bool = False  # written after "then": resolved even when an earlier "if" failed (4-10-2)


@dataclass(frozen=True, slots=True)
class Effect:
    """One effect of a card, in a form the engine evaluates."""

    kind: str  # permanent | auto | activate | main | counter | trigger
    condition: Condition = ALWAYS
    timing: str | None = None
    once_per_turn: bool = False
    cost: tuple[tuple[str, Any], ...] = ()
    optional_cost: bool = False
    steps: tuple[Step, ...] = ()
    power: int = 0
    keyword: str | None = None
    to: str = "self"
    to_filter: Filter | None = None
    cannot_be_ko: str | None = None  # permanent prohibition: "always" or "battle" (1-3-3, 10-2-1-3)
    deck_limit: int | str | None = None  # a rule-level change to 5-1-2-3 for this card number (5-1-2-4, 8-1-3-4-3)
    cost_change: int = 0  # permanent: added to the cost of the cards it applies to (floored at 0, 1-3-6)
    adds_cost: tuple[tuple[str, Any], ...] = ()  # permanent: added to the opponent's activation costs (8-3-1-2)
    adds_condition: Condition | None = None  # permanent: added to the opponent's conditions (8-3-2-2)
    optional: bool = False  # "you may": the player chooses whether to activate it (8-1-2)
    replaces: str | None = None  # replacement effects: the situation replaced (8-1-3-5)
    who: str = "self"  # whose situation a replacement effect replaces
    attack_active: bool = False  # permanent: it may also attack the opponent's active Characters (1-3-1, 7-1-1-2)
    per: str | None = None  # permanent power: `power` for every `every` cards of this kind ("+1000 per card in hand")
    every: int = 1
    ko_by: Filter | None = None  # a cannot_be_ko that holds only against battles with cards matching this filter
    attack_targets_only: Filter | None = None  # the opponent may attack only cards matching this filter (1-3-3)
    cannot_be_removed: str | None = None  # permanent: "cannot be removed from the field by your opponent's effects"
    which: Filter | None = None  # replacement effects: which of the `who` cards it covers ("your rested Character")
    by: str | None = None  # replacement effects: only a situation an effect brings about (REPLACED_BY)
    deck_forbids: Filter | None = None  # "you cannot include [such cards] in your deck" (5-1-2-4): category, cost
    defeat: str | None = None  # a replacement of `lose`: the one defeat condition it covers (DEFEATS), None: both


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
