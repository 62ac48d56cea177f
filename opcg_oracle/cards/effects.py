"""The project's effect language: how a card's text is written as data (its reading and validation are
cards/effect_parser.py).

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

from dataclasses import dataclass, field
from typing import Any

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
