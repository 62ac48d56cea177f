"""The game state as plain data: players, areas, card instances, battle, pending decision, event log."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple

from opcg_oracle.cards.model import CardDef

# Areas of 3-1-1, by the names used in events, scenarios and the protocol.
DECK, HAND, TRASH, LEADER, CHARACTERS, STAGE, LIFE = "deck", "hand", "trash", "leader", "characters", "stage", "life"
RESOLVING = "resolving"  # a revealed [Trigger] card while its effect resolves (10-1-5-1): in no area
FIELD_AREAS = frozenset((LEADER, CHARACTERS, STAGE))  # and the cost area, whose DON!! are counted (3-1-2)
"""The areas of the field's cards (a set: asked of most cards often, and most are in none of them)."""
MAX_CHARACTERS = 5  # 3-7-6
MAX_STAGES = 1  # 3-8-5
DON_PER_PLAYER = 10  # 5-1-2

PHASES = ("setup", "refresh", "draw", "don", "main", "end")
STEPS = ("attack", "block", "counter", "damage", "end_of_battle")


@dataclass(slots=True, eq=False)
class Card:
    """One physical card in the game. Its id is stable; `moves` counts its changes of area (3-1-6)."""

    iid: int
    definition: CardDef
    owner: int
    area: str
    rested: bool = False
    don: int = 0  # DON!! cards given to it (6-5-5-1)
    played_turn: int = 0  # turn number in which it entered its current area; 0 when set up before play
    face_up: bool = False  # for Life cards (3-10-2-1)
    moves: int = 0
    once_used: set[int] = field(default_factory=set)  # [Once Per Turn] effects resolved this turn (10-2-13)
    drew: tuple[int, int] = (0, -1)  # (turn, moves) when an effect of this card last drew a card (its own limits)

    @property
    def number(self) -> str:
        """The card number."""
        return self.definition.number


@dataclass(slots=True)
class Player:
    """One player's areas. Lists keep their top card at the end (deck, trash, Life)."""

    index: int
    name: str
    leader: Card
    deck: list[Card] = field(default_factory=list)
    hand: list[Card] = field(default_factory=list)
    trash: list[Card] = field(default_factory=list)
    characters: list[Card] = field(default_factory=list)
    stage: list[Card] = field(default_factory=list)
    life: list[Card] = field(default_factory=list)
    don_deck: int = DON_PER_PLAYER
    don_active: int = 0
    don_rested: int = 0
    don_kept: int = 0  # of the rested DON!!, those an effect keeps rested in the next Refresh Phase (OP07-026): an
    # effect applies to those DON!! cards only and leaves them if they change area (1.2.0 3-1-6-1), so they are
    # counted apart; every other DON!! is like any other
    took_damage_at_zero_life: bool = False  # 1-2-2-1, checked by rule processing

    def area_list(self, area: str) -> list[Card]:
        """The list holding an area's cards (the leader area is a list of one)."""
        if area == LEADER:
            return [self.leader]
        return getattr(self, area)

    def field_cards(self) -> list[Card]:
        """Leader, Characters and Stage, in that order."""
        return [self.leader, *self.characters, *self.stage]

    def don_given(self) -> int:
        """DON!! given to the leader and Characters."""
        return self.leader.don + sum(c.don for c in self.characters)


@dataclass(slots=True)
class Modifier:
    """A change an effect made to a card for a while: power, a keyword, a prohibition."""

    target: int  # card iid
    target_moves: int  # the card's `moves` when the modifier began: it ends when the card changes area (3-1-6)
    kind: str  # "power" | "keyword"
    value: Any
    until: str  # "battle" | "turn" | "start_of_turn"
    controller: int  # the player whose effect made it (6-6-1-2 expires the turn player's first)
    source: str = ""  # card number or rule that made it, for the log


@dataclass(slots=True)
class Frame:
    """An effect being resolved: its source, controller, steps, and the choices made so far."""

    id: int
    source: int  # card iid
    controller: int
    steps: tuple
    rules: tuple[str, ...]
    stopped: bool = False  # a failed "if" (4-10-1) or an unpaid cost (8-3-1-3) stops what follows
    stopped_by_if: bool = False  # stopped by a failed "if" only: a step after "then" resolves anyway (4-10-2)
    chosen: dict = field(default_factory=dict)  # step index → chosen card iids (or a number)
    looked: list = field(default_factory=list)  # cards being looked at (11-3)
    seen: list = field(default_factory=list)  # cards its controller has looked at: theirs to see while it resolves
    revealed: list = field(default_factory=list)  # cards it revealed (11-2-1): public until it has resolved (11-2-2)
    effect: object = None  # the Effect being resolved


@dataclass(slots=True)
class PlayerEffect:
    """An effect on a player rather than a card, e.g. "your opponent cannot activate [Blocker]"."""

    kind: str
    player: int  # the player it restricts
    params: dict
    until: str
    controller: int


@dataclass(slots=True)
class Battle:
    """The battle in progress (7-1)."""

    attacker: int
    attacker_moves: int
    target: int
    target_moves: int
    blocked_by: int | None = None
    fought: bool = False  # the Damage Step was reached: the two cards battled (7-1-5-2)


@dataclass(frozen=True, slots=True)
class Decision:
    """A choice the engine waits for. `options` are the answers a player may give, as plain values."""

    player: int
    kind: str
    options: tuple
    prompt: str
    rules: tuple[str, ...]
    context: tuple = ()


class Event(NamedTuple):
    """One entry of the log: what happened, the clauses behind it, and details."""

    kind: str
    rules: tuple[str, ...]
    data: dict


@dataclass(slots=True)
class LoopWatch:
    """What 11-1-1-2 and 11-1-1-3 need: the decisions seen since the last Main Phase action, and a declared loop."""

    trail: list[tuple] = field(default_factory=list)  # (question, position, index into answers) per watched ask
    answers: list[tuple] = field(default_factory=list)  # (player, kind, choice, options) given since
    bans: list[tuple] = field(default_factory=list)  # (question, position, the option that loops again, clauses)
    plan: list | None = None  # the answers still to give for the declared repetitions, then where it stops
    action: list[tuple] = field(default_factory=list)  # the loop action being declared
    resumed: Decision | None = None  # the decision the declaration interrupted
    declaring: list[int] = field(default_factory=list)  # who declares, the turn player first (11-1-1-3)
    counts: dict[int, int] = field(default_factory=dict)  # what each has declared so far
    rules: tuple[str, ...] = ()


@dataclass(slots=True)
class GameState:
    """Everything about a game in progress."""

    players: list[Player]
    seed: int = 0
    turn: int = 0
    turn_player: int = 0
    first_player: int = 0
    phase: str = "setup"
    step: str | None = None
    edition: str = "1.2.0"  # the comprehensive rules edition the game follows, where two editions differ
    stacked_decks: bool = False  # a setup board fixed the decks' order: every shuffle keeps the written order
    first_chooser: int | None = None  # a setup board named who chooses first/second (5-2-1-4 happens off the table)
    battle: Battle | None = None
    decision: Decision | None = None
    modifiers: list[Modifier] = field(default_factory=list)
    tasks: list[tuple] = field(default_factory=list)  # work still to do, last = next (see Game._run)
    pending_autos: list[list[tuple]] = field(default_factory=list)  # batches of (owner, iid, moves, effect index)
    in_damage: bool = False  # inside damage processing, where auto effects wait (8-6-2)
    frames: dict[int, Frame] = field(default_factory=dict)  # effects being resolved, by frame id
    player_effects: list[PlayerEffect] = field(default_factory=list)  # effects on a player, not a card
    # K.O.s of one effect step at the same time are one situation (8-1-3-5): situation → {(source iid, effect
    # index): applied (True) or declined (False)}, so a replacement is applied, or declined, once for all of it
    situations: dict[tuple, dict[tuple[int, int], bool]] = field(default_factory=dict)
    # 1.1.6 6-6-1-4: the "at the end of the turn" effects activated this turn, as (iid, moves, effect index)
    end_of_turn_activated: set[tuple[int, int, int]] = field(default_factory=set)
    next_frame: int = 1
    game_over: bool = False
    winners: tuple[int, ...] = ()
    result: str = ""  # "win" | "draw" once the game is over
    log: list[Event] = field(default_factory=list)
    cards: dict[int, Card] = field(default_factory=dict)  # every card instance by id
    next_iid: int = 1
    derived: dict = field(default_factory=dict, repr=False, compare=False)  # facts worked out from the cards once
    loop: LoopWatch = field(default_factory=LoopWatch, repr=False, compare=False)  # infinite loops (11-1-1)
    # What the game relied on of each card's text, when someone asks (None: not recorded): card number →
    # "text" (an effect, a [Trigger]) or "keywords" (its printed keywords alone). A card never in it plays
    # the same as its printed facts alone: a stand-in.
    text_used: dict[str, str] | None = field(default=None, repr=False, compare=False)
    keywords_used: set[str] | None = field(default=None, repr=False, compare=False)  # recorded with text_used

    def relies_on_text(self, card: Card) -> None:
        """Record that the game used the card's text here: an effect activated, offered or applied."""
        if self.text_used is not None:
            self.text_used[card.definition.number] = "text"

    def relies_on_keyword(self, card: Card, keyword: str) -> None:
        """Record that the game used this printed keyword of the card ([Blocker] offered, [Rush] ...)."""
        if self.text_used is not None:
            self.text_used.setdefault(card.definition.number, "keywords")
            self.keyword_mattered(keyword)

    def keyword_mattered(self, keyword: str) -> None:
        """Record that a card had this keyword where it counted, printed or gained (an engine needs it)."""
        if self.keywords_used is not None:
            self.keywords_used.add(keyword)

    def card(self, iid: int) -> Card:
        """The card with this instance id, wherever it is."""
        return self.cards[iid]

    def new_card(self, definition: CardDef, owner: int, area: str) -> Card:
        """Create a card instance with the next id (used only when a game or board is set up)."""
        card = Card(self.next_iid, definition, owner, area)
        self.next_iid += 1
        self.cards[card.iid] = card
        if self.derived:  # facts worked out from the game's cards must be worked out again (not in place: it
            self.derived = {}  # may be shared with the other games of the same decks, see `setup.new_state`)
        return card

    def new_cards(self, definitions: list[CardDef], owner: int, area: str) -> list[Card]:
        """`new_card` for each definition, in order."""
        first = self.next_iid
        made = [Card(iid, definition, owner, area) for iid, definition in enumerate(definitions, first)]
        self.next_iid = first + len(made)
        cards = self.cards
        for card in made:  # (a loop, not a generator: every game is set up this way)
            cards[card.iid] = card
        if self.derived:
            self.derived = {}
        return made

    def opponent(self, index: int) -> int:
        """The other player's index."""
        return 1 - index
