#!/usr/bin/env node
// Example third-party engine for opcg-oracle: the engine protocol, version 2 (docs/engine-protocol.md).
//
// It reads one JSON request per line on stdin and writes one JSON answer per line on stdout.
// It knows a small part of the ONE PIECE Card Game rules (comprehensive rules ver.1.1.6; what ver.1.2.0
// adds to these steps is card text, such as the start-of-game effects of 5-2-1-5-1): the game setup
// (deck checks, first or second, opening hands and redraw, Life), the turn structure, playing
// Characters and Stages, giving DON!!, battles with [Rush], [Double Attack], [Banish] and [Blocker] (and the
// printed keywords ver.1.2.0 adds, [Rush: Character] and [Unblockable]), Counters from hand, winning and losing, and what each player may see of the board. It implements no
// card text: a card the suite marks `stand_in` (its text plays no part in the scenario) is built from
// its printed facts alone, and any other card with text is answered `unsupported` when a board is loaded.
//
// Two rules are broken on purpose, so that the suite has something to catch (see README.md):
//   OPCG_EXAMPLE_DEVIATIONS=ties,don   (the default)   ties: the defender wins ties (7-1-4-1)
//   OPCG_EXAMPLE_DEVIATIONS=none       follow the rules don: given DON!! add power in every turn (6-5-5-2)
//
// Decisions come in one of three shapes, all allowed by the protocol ("Decision shapes"):
//   OPCG_EXAMPLE_DECISIONS=whole          (the default) one decision per choice: "block with which card, or none?"
//   OPCG_EXAMPLE_DECISIONS=one-at-a-time  every multi-part choice as a sequence of single choices ("block?" →
//                                         "with which card?"; "use a counter?" → "which card?" → "on what?"),
//                                         and a confirmation when the Counter Step has nothing to choose
//   OPCG_EXAMPLE_DECISIONS=all-at-once    every Counter of a Counter Step in one answer: a list of
//                                         {counter, target} (`"shape": "all"`; the empty list uses none)
// A forced choice (one candidate, no way out) is asked, or with OPCG_EXAMPLE_FORCED=silent carried out
// without a question ("Forced choices"): one-at-a-time, the `target` part when the leader is the only target.
//
// Node.js 18 or newer, no dependencies. Run: node examples/js-engine/engine.js

'use strict';

const readline = require('node:readline');

// ---------------------------------------------------------------------------------------------
// What this engine declares in its `hello` answer.
// ---------------------------------------------------------------------------------------------
const SETS = ['ST01', 'ST02', 'OP01'];
const KEYWORDS = ['rush', 'double_attack', 'banish', 'blocker', 'rush_character', 'unblockable'];
// These leaders have text, but only an [Activate: Main] effect, which acts only when it is activated: we
// play them as vanilla leaders and answer `unsupported` to `activate`. This matters for boards whose cards
// are not marked stand_in (opcg-oracle fuzz's games); any other card with text makes the board unsupported.
const ACTIVATE_ONLY = new Set(['ST01-001', 'ST02-001']);

const ONE_AT_A_TIME = process.env.OPCG_EXAMPLE_DECISIONS === 'one-at-a-time';
const ALL_AT_ONCE = process.env.OPCG_EXAMPLE_DECISIONS === 'all-at-once';
if (!['one-at-a-time', 'all-at-once', 'whole', undefined].includes(process.env.OPCG_EXAMPLE_DECISIONS)) {
  process.stderr.write(`unknown OPCG_EXAMPLE_DECISIONS ignored: ${process.env.OPCG_EXAMPLE_DECISIONS}\n`);
}
const SILENT = process.env.OPCG_EXAMPLE_FORCED === 'silent';
if (!['silent', 'ask', undefined].includes(process.env.OPCG_EXAMPLE_FORCED)) {
  process.stderr.write(`unknown OPCG_EXAMPLE_FORCED ignored: ${process.env.OPCG_EXAMPLE_FORCED}\n`);
}

const HELLO = {
  type: 'hello',
  protocol: 2,
  name: 'opcg-oracle-js-example',
  version: '1.0.0',
  language: 'JavaScript',
  capabilities: {
    sets: SETS,
    custom_cards: false,
    keywords: KEYWORDS,
    events: false,
    // Boards that start a turn (phase: refresh), end one (phase: end), start the game (phase: setup) or
    // stand in a battle (battle: {...}); `state` as one player sees it; cards marked stand_in built from
    // their facts. No TEST cards, no events, no pending effects (the engine knows no card text).
    // `pipelining`: requests are answered one line after another as readline hands them over, so the runner
    // may send several before reading the answers (fuzz sends a turn at a time).
    features: [
      'turn_start_boards', 'end_phase_boards', 'setup_boards', 'mid_battle_boards', 'player_views', 'stand_ins',
      'legal_actions', 'pipelining',
    ],
  },
};

// ---------------------------------------------------------------------------------------------
// Deliberate deviations from the rules, switched by OPCG_EXAMPLE_DEVIATIONS (comma-separated).
// ---------------------------------------------------------------------------------------------
const KNOWN_DEVIATIONS = ['ties', 'don'];

function parseDeviations(text) {
  const names = (text === undefined ? 'ties,don' : text).split(',').map((s) => s.trim()).filter(Boolean);
  if (names.includes('none')) return new Set();
  for (const name of names) {
    if (!KNOWN_DEVIATIONS.includes(name)) process.stderr.write(`unknown deviation ignored: ${name}\n`);
  }
  return new Set(names.filter((name) => KNOWN_DEVIATIONS.includes(name)));
}

const DEVIATIONS = parseDeviations(process.env.OPCG_EXAMPLE_DEVIATIONS);

// ---------------------------------------------------------------------------------------------
// Refusals: an action the rules forbid throws a Refusal, which becomes
// {"type": "refused", "reason": ..., "rules": [clause ids]}. Every action checks everything
// before it changes anything, so a refused action leaves the game as it was.
// ---------------------------------------------------------------------------------------------
class Refusal extends Error {
  constructor(reason, rules) {
    super(reason);
    this.rules = rules;
  }
}

// Something this engine does not implement: the answer is {"type": "unsupported", "reason": ...}.
class Unsupported extends Error {}

function refuse(reason, ...rules) {
  throw new Refusal(reason, rules);
}

// ---------------------------------------------------------------------------------------------
// The game. `game` is null until the first `load`.
//
// A card:   {id, number, facts, rested, don, playedThisTurn, mods: [{amount, until}]}
//           `mods` are power changes; `until` is "turn" (End Phase) or "battle" (End of the Battle).
// A player: {name, leader, characters, stage, hand, trash, deck, life, don: {active, rested, deck}}
//           deck and life are top card first, trash bottom card first, as in the protocol.
// ---------------------------------------------------------------------------------------------
const PLAYERS = ['alice', 'bob'];
const AREAS = ['characters', 'stage', 'hand', 'trash', 'deck', 'life'];
let game = null;

const opponent = (name) => (name === 'alice' ? 'bob' : 'alice');

// A stand-in is played as a card without text: no effects, no [Trigger], and no keywords unless it is
// marked "keywords" (the scenario relies on nothing else, so the real card and this one play the same).
function factsOf(spec) {
  if (spec.stand_in === 'keywords') return { ...spec.facts, trigger: false };
  return spec.stand_in ? { ...spec.facts, keywords: [], trigger: false } : spec.facts;
}

// `written` is the card's place in its area as the board wrote it (top first): a setup board's
// `shuffle: as-written` puts a shuffled deck back in that order.
function makeCard(spec, written = 0) {
  return {
    id: spec.id,
    number: spec.card,
    facts: factsOf(spec),
    rested: Boolean(spec.rested),
    don: spec.don || 0,
    playedThisTurn: Boolean(spec.played_this_turn),
    faceUp: Boolean(spec.face_up), // Life only (3-10-2-1)
    mods: (spec.power || []).map((m) => ({ amount: m.amount, until: m.until || 'turn' })),
    written,
  };
}

// Why this engine cannot play a card, or '' if it can.
function unsupportedCard(spec) {
  const facts = spec.facts;
  if (!facts) return `unknown card ${spec.card}`;
  if (spec.stand_in) return '';
  if (!SETS.includes(spec.card.split('-')[0])) return `card ${spec.card} is not in the sets ${SETS.join(', ')}`;
  if (facts.trigger) return `card ${spec.card} has a [Trigger]`;
  if (facts.category === 'event') return `card ${spec.card} is an Event`;
  if (facts.has_text && !ACTIVATE_ONLY.has(spec.card)) return `card ${spec.card} (${facts.name}) has effect text`;
  const unknown = (facts.keywords || []).filter((k) => !KEYWORDS.includes(k));
  if (unknown.length) return `card ${spec.card} has keywords ${unknown.join(', ')}`;
  return '';
}

// `load`: an `unsupported` answer for a board with a card this engine cannot play, a refusal for a
// setup board whose decks break 5-1-2, else the game in the board's position, run up to its first
// decision (or to the Main Phase).
function load(board) {
  game = null;
  const why = unsupportedBoard(board);
  if (why) return { type: 'unsupported', reason: why };
  if (board.phase === 'setup') {
    // 5-2-1-1: the decks presented must follow the deck-building rules of 5-1-2, or no game starts.
    for (const [index, p] of board.players.entries()) {
      const breach = deckBreach(PLAYERS[index], p);
      if (breach) return { type: 'refused', reason: breach.reason, rules: [breach.rule] };
    }
  }
  game = newGame(board);
  if (board.phase === 'setup') {
    startSetup(board.setup || {});
    return ok();
  }
  // 9-1, 9-2-1: a board that already meets a defeat condition (a deck at 0) is judged as it is set up,
  // before its battle step, turn start or End Phase runs; both players at once is a draw.
  ruleProcessing();
  if (game.over) return ok();
  if (board.battle) resumeBattle(board.battle);
  else if (board.phase === 'refresh') startTurn();
  else if (board.phase === 'end') endTurn(); // the Main Phase has just ended: the End Phase runs now (6-6)
  return ok();
}

function unsupportedBoard(board) {
  for (const p of board.players) {
    for (const spec of [p.leader, ...AREAS.flatMap((area) => p[area] || [])]) {
      const why = unsupportedCard(spec);
      if (why) return why;
    }
  }
  return '';
}

function newGame(board) {
  const fresh = {
    turn: board.turn,
    turnPlayer: board.turn_player,
    firstPlayer: board.first_player,
    phase: 'main',
    step: null, // battle step: attack, block, counter, damage
    battle: null, // {attacker, target, attackerOwner, defender}
    decision: null, // {player, kind, options, rules}
    pendingPlay: null, // the Character waiting for the character_to_trash decision
    partial: null, // the parts of a choice answered so far (one-at-a-time decisions)
    setup: null, // during the setup (5-2): {asWritten, toRedraw}
    random: (board.seed || 0) >>> 0, // the state of the seeded shuffle (a number, so that `game` can be copied)
    over: false,
    winners: [],
    players: {},
  };
  board.players.forEach((p, index) => {
    const name = PLAYERS[index];
    // A setup board gives no DON!!: each player starts with a DON!! deck of 10 (5-1-2, 3-3-1).
    const don = p.don || { active: 0, rested: 0, deck: DON_DECK_SIZE };
    const player = { name, leader: makeCard(p.leader), don: { ...don } };
    for (const area of AREAS) player[area] = (p[area] || []).map((spec, i) => makeCard(spec, i));
    fresh.players[name] = player;
  });
  return fresh;
}

// Every card of the board, with its owner and area.
function* allCards() {
  for (const owner of PLAYERS) {
    const p = game.players[owner];
    yield { owner, area: 'leader', card: p.leader };
    for (const area of AREAS) for (const card of p[area]) yield { owner, area, card };
  }
}

function find(id) {
  for (const place of allCards()) if (place.card.id === id) return place;
  return null;
}

const has = (card, keyword) => (card.facts.keywords || []).includes(keyword);

// Current power (null for cards without power, such as Stages). Off the field (hand, deck, ...)
// a card has its printed power.
function power(card, owner, onField = true) {
  if (card.facts.power === undefined || card.facts.power === null) return null;
  let total = card.facts.power;
  if (!onField) return total;
  for (const mod of card.mods) total += mod.amount;
  // 6-5-5-2: each given DON!! adds 1000 during its owner's turn. Deviation `don`: in every turn.
  if (owner === game.turnPlayer || DEVIATIONS.has('don')) total += 1000 * card.don;
  return total;
}

// A card leaving the field forgets everything that happened to it (its DON!! are handled apart).
function reset(card) {
  card.rested = false;
  card.don = 0;
  card.playedThisTurn = false;
  card.faceUp = false;
  card.mods = [];
}

function expire(until) {
  for (const { card } of allCards()) card.mods = card.mods.filter((m) => m.until !== until);
}

// ---------------------------------------------------------------------------------------------
// Winning and losing (1-2, 9-2).
// ---------------------------------------------------------------------------------------------
function endGame(losers) {
  game.over = true;
  game.winners = PLAYERS.filter((name) => !losers.includes(name));
  game.decision = null;
  game.battle = null;
  game.step = null;
  game.pendingPlay = null;
}

// 9-2-1-2: a player with 0 cards in their deck loses, at once (9-1-2). Called after every change
// that can empty a deck.
function ruleProcessing() {
  if (game.over) return;
  const losers = PLAYERS.filter((name) => game.players[name].deck.length === 0);
  if (losers.length) endGame(losers);
}

// ---------------------------------------------------------------------------------------------
// Turn structure (6).
// ---------------------------------------------------------------------------------------------
function startTurn() {
  const p = game.players[game.turnPlayer];
  for (const { card } of allCards()) card.playedThisTurn = false; // nothing was played this turn yet

  // Refresh Phase: given DON!! return to the cost area (6-2-3), everything is set active (6-2-4).
  game.phase = 'refresh';
  for (const card of [p.leader, ...p.characters]) {
    p.don.active += card.don;
    card.don = 0;
  }
  for (const card of [p.leader, ...p.characters, ...p.stage]) card.rested = false;
  p.don.active += p.don.rested;
  p.don.rested = 0;

  // Draw Phase: one card, except in the first player's first turn (6-3-1).
  game.phase = 'draw';
  if (!firstPlayersFirstTurn() && p.deck.length > 0) p.hand.push(p.deck.shift());
  ruleProcessing();
  if (game.over) return; // the last card was drawn: the game ends here (1-2-1-1-2)

  // DON!! Phase: two DON!!, one in the first turn, or what is left of the DON!! deck (6-4).
  game.phase = 'don';
  const placed = Math.min(firstPlayersFirstTurn() ? 1 : 2, p.don.deck);
  p.don.deck -= placed;
  p.don.active += placed;

  game.phase = 'main';
}

// Turn 1 is the first player's first turn, turn 2 the second player's.
const firstPlayersFirstTurn = () => game.turn === 1 && game.turnPlayer === game.firstPlayer;

function endTurn() {
  // End Phase: effects lasting "this turn" expire, for both players (6-6-1-2, 6-6-1-3).
  game.phase = 'end';
  expire('turn');
  // The opponent becomes the turn player and the next turn starts (6-6-1-4).
  game.turn += 1;
  game.turnPlayer = opponent(game.turnPlayer);
  startTurn();
}

// ---------------------------------------------------------------------------------------------
// Game setup (5-1, 5-2): boards with `phase: setup` give each player a Leader and a 50-card deck.
// ---------------------------------------------------------------------------------------------
const DECK_SIZE = 50; // 5-1-2
const DON_DECK_SIZE = 10; // 5-1-2
const MAX_COPIES = 4; // 5-1-2-3
const DECK_CATEGORIES = ['character', 'event', 'stage']; // 5-1-2-1

// 5-2-1-1: the first way a player's deck breaks the deck-building rules of 5-1-2, as {rule, reason},
// or null for a legal deck. Deck-building text (5-1-2-4) is card text: a card that has some is never a
// stand-in, so its board has been answered `unsupported` before this check.
function deckBreach(name, p) {
  const breach = (rule, reason) => ({ rule, reason: `${name}'s deck: ${reason}` });
  const deck = p.deck || [];
  if (p.leader.facts.category !== 'leader') return breach('5-1-2', `${p.leader.card} is not a Leader card`);
  if (deck.length !== DECK_SIZE) return breach('5-1-2', `${deck.length} cards, not ${DECK_SIZE}`);
  const leaderColors = p.leader.facts.colors || [];
  for (const spec of deck) {
    const { category, colors = [] } = spec.facts;
    const card = `${spec.id} (${spec.card})`;
    if (!DECK_CATEGORIES.includes(category)) {
      return breach('5-1-2-1', `${card} is a ${category}, not a Character, Event or Stage`);
    }
    if (!colors.every((color) => leaderColors.includes(color))) {
      return breach('5-1-2-2', `${card} is ${colors.join('/')}, the Leader ${leaderColors.join('/')}`);
    }
  }
  const copies = new Map();
  for (const spec of deck) copies.set(spec.card, (copies.get(spec.card) || 0) + 1);
  const [number, count] = [...copies].find(([, n]) => n > MAX_COPIES) || [];
  if (number) return breach('5-1-2-3', `${count} copies of ${number}, more than ${MAX_COPIES}`);
  return null;
}

// A number in [0, 1) from the board's seed (mulberry32), kept in `game.random` so that a copy of the
// game (legal() tries actions on one) goes on the same way.
function nextRandom() {
  game.random = (game.random + 0x6d2b79f5) >>> 0;
  let t = game.random;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

// 3-2-4: shuffling puts a deck in a random order. A board with `shuffle: as-written` (a stacked deck)
// keeps every shuffle in the order the board wrote; `seeded` shuffles with the board's seed.
function shuffle(deck) {
  if (game.setup.asWritten) {
    deck.sort((a, b) => a.written - b.written);
    return;
  }
  for (let i = deck.length - 1; i > 0; i -= 1) {
    const j = Math.floor(nextRandom() * (i + 1));
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
}

function draw(p, count) {
  for (let i = 0; i < count && p.deck.length > 0; i += 1) p.hand.push(p.deck.shift());
}

// 5-2-1-2 to 5-2-1-5: the decks are shuffled, the Leaders are in their area (the board put them
// there, 5-2-1-3), and the player who won the choice (5-2-1-4: the board's `chooser`, else chosen
// at random) decides whether to go first or second.
function startSetup(options) {
  game.phase = 'setup';
  game.turn = 0; // the game has not begun
  game.setup = { asWritten: options.shuffle !== 'seeded', toRedraw: [] };
  for (const name of PLAYERS) shuffle(game.players[name].deck);
  const chooser = options.chooser || PLAYERS[Math.floor(nextRandom() * 2)];
  // There is no turn player before the game begins (5-2-1-8), but `state` must name one: the chooser.
  game.turnPlayer = chooser;
  game.decision = { player: chooser, kind: 'first_or_second', options: ['first', 'second'], rules: ['5-2-1-5'] };
}

// 5-2-1-5: the chooser goes first or second. Then (ver.1.2.0 5-2-1-5-1) the Leaders' effects "at the
// start of the game" would run, the chooser's first, and a deck they changed would be shuffled
// (5-2-1-5-2): this engine knows no card text, and a Leader whose text matters is never a stand-in, so
// there are none. 5-2-1-6: each player draws 5, and may redraw once, the first player first.
function decideFirstOrSecond(chooser, choice) {
  game.firstPlayer = choice === 'first' ? chooser : opponent(chooser);
  game.turnPlayer = game.firstPlayer;
  const order = [game.firstPlayer, opponent(game.firstPlayer)];
  for (const name of order) draw(game.players[name], 5);
  game.setup.toRedraw = order;
  askRedraw();
}

// 5-2-1-6-1: the player may put the whole hand back into the deck, shuffle it and draw 5 anew.
function decideRedraw(player, choice) {
  if (choice === 'redraw') {
    const p = game.players[player];
    p.deck.unshift(...p.hand.splice(0));
    shuffle(p.deck);
    draw(p, 5);
  }
  askRedraw();
}

// Asks the next player who has not yet chosen to keep or redraw; after both, Life and the first turn.
function askRedraw() {
  const player = game.setup.toRedraw.shift();
  if (player) {
    game.decision = { player, kind: 'redraw', options: ['keep', 'redraw'], rules: ['5-2-1-6', '5-2-1-6-1'] };
    return;
  }
  game.decision = null;
  for (const name of [game.firstPlayer, opponent(game.firstPlayer)]) placeLife(game.players[name]);
  // 5-2-1-8: the game begins with the first player's turn 1 (no draw, 1 DON!!: 6-3-1, 6-4-1).
  game.setup = null;
  game.turn = 1;
  startTurn();
}

// 5-2-1-7, 2-9-2-1: as many cards as the Leader's Life, one at a time from the top of the deck, each
// on top of the Life area: the card that was on top of the deck ends at the bottom of Life.
function placeLife(p) {
  for (let i = 0; i < (p.leader.facts.life || 0) && p.deck.length > 0; i += 1) p.life.unshift(p.deck.shift());
}

// ---------------------------------------------------------------------------------------------
// Actions (`act`).
// ---------------------------------------------------------------------------------------------
function act(action) {
  const player = action.player;
  if (game.over) refuse('the game is over', '1-2-1');
  if (action.type === 'concede') {
    endGame([player]); // 1-2-3: at any moment, even while a decision is pending
    return ok();
  }
  // No card effects here: say so, and the suite counts the scenario as unsupported, not failed.
  if (action.type === 'activate') throw new Unsupported('this example engine implements no card effects');
  // Moves the rules never allow: a given DON!! stays with its card (6-5-5-1); a [Trigger] is activated only
  // from a Life card checked by damage (10-1-5-1).
  if (action.type === 'move_don') refuse('a given DON!! cannot be moved to another card', '6-5-5-1');
  if (action.type === 'activate_trigger') refuse('a [Trigger] is activated only in damage processing', '10-1-5-1');
  const notTurnPlayerRule = { play: '6-5-2', give_don: '6-5-2', attack: '7-1', end_turn: '6-5-2-1' }[action.type];
  if (!notTurnPlayerRule) throw new Error(`unknown action ${action.type}`);
  if (player !== game.turnPlayer) refuse(`it is ${game.turnPlayer}'s turn`, notTurnPlayerRule);
  if (game.battle) refuse('a battle is under way', '7-1-5-5');
  if (game.decision) refuse(`${game.decision.player} must first decide ${game.decision.kind}`, ...game.decision.rules);

  if (action.type === 'play') play(player, action.card);
  else if (action.type === 'give_don') giveDon(player, action.target);
  else if (action.type === 'attack') attack(player, action.attacker, action.target);
  else endTurn();
  return ok();
}

// 6-5-3: play a Character or a Stage from hand, resting active DON!! equal to its cost.
function play(player, id) {
  const p = game.players[player];
  const card = p.hand.find((c) => c.id === id);
  if (!card) refuse(`${id} is not in ${player}'s hand`, '6-5-3-1');
  const category = card.facts.category;
  if (category !== 'character' && category !== 'stage') refuse(`${id} cannot be played`, '6-5-3-1');
  const cost = card.facts.cost || 0;
  if (p.don.active < cost) {
    const howToPay = category === 'stage' ? '2-7-4' : '2-7-2';
    refuse(`${id} costs ${cost}, ${player} has ${p.don.active} active DON!!`, '6-5-3-1', howToPay);
  }
  p.don.active -= cost;
  p.don.rested += cost;
  if (category === 'stage') {
    // 3-8-5-1: a new Stage replaces the one already there.
    for (const old of p.stage.splice(0)) {
      reset(old);
      p.trash.push(old);
    }
    p.stage.push(take(p.hand, card)); // placed active (3-8-4)
  } else if (p.characters.length >= 5) {
    // 3-7-6-1: with 5 Characters, one of them goes to the trash first; the player chooses which.
    game.pendingPlay = card;
    game.decision = { player, kind: 'character_to_trash', options: p.characters.map((c) => c.id), rules: ['3-7-6-1'] };
  } else {
    placeCharacter(p, card);
  }
}

function placeCharacter(p, card) {
  take(p.hand, card);
  reset(card);
  card.playedThisTurn = true; // cannot attack this turn without [Rush] (3-7-4)
  p.characters.push(card); // placed active (3-7-5)
}

// 6-5-5-1: one active DON!! from the cost area under one's own leader or Character.
function giveDon(player, id) {
  const p = game.players[player];
  const card = [p.leader, ...p.characters].find((c) => c.id === id);
  if (!card) refuse(`${id} is not ${player}'s leader or Character`, '6-5-5-1');
  if (p.don.active === 0) refuse(`${player} has no active DON!!`, '6-5-5-1');
  p.don.active -= 1;
  card.don += 1;
}

// Removes a card from an array and returns it.
function take(array, card) {
  array.splice(array.indexOf(card), 1);
  return card;
}

// Moves a Character from the field to its owner's trash; its DON!! go to the cost area rested (6-5-5-4).
function trashCharacter(p, card) {
  take(p.characters, card);
  p.don.rested += card.don;
  reset(card);
  p.trash.push(card);
}

// ---------------------------------------------------------------------------------------------
// Battle (7-1). attack() declares it; the steps then run until a decision is needed. The answer
// to that decision (decide()) continues the battle from where it stopped.
// ---------------------------------------------------------------------------------------------
function attack(player, attackerId, targetId) {
  const p = game.players[player];
  const defender = opponent(player);
  const d = game.players[defender];
  if (game.turn <= 2) refuse('no battle in a player\'s first turn', '6-5-6-1');
  const attacker = [p.leader, ...p.characters].find((c) => c.id === attackerId);
  if (!attacker) refuse(`${attackerId} is not ${player}'s leader or Character`, '7-1-1-1');
  if (attacker.rested) refuse(`${attackerId} is rested`, '7-1-1-1');
  // 3-7-4: not in the turn it was played, unless [Rush] (10-1-1-1); [Rush: Character] (1.2.0 10-1-6-1) lets it
  // attack the opponent's Characters then, but not the Leader.
  const tooNew = attacker.playedThisTurn && !has(attacker, 'rush');
  if (tooNew && !has(attacker, 'rush_character')) refuse(`${attackerId} was played this turn`, '3-7-4');
  const target = [d.leader, ...d.characters.filter((c) => c.rested)].find((c) => c.id === targetId);
  if (!target) refuse(`${targetId} is not ${defender}'s leader or one of his rested Characters`, '7-1-1-2');
  if (tooNew && target === d.leader) refuse(`${attackerId} was played this turn: Characters only`, '10-1-6-1', '3-7-4');

  // Attack Step: rest the attacker and choose the target (7-1-1-1, 7-1-1-2).
  attacker.rested = true;
  game.battle = { attacker, target, attackerOwner: player, defender };
  game.step = 'attack';
  blockStep();
}

// A board in the middle of a battle (`battle: {step, attacker, target, blocked}`): the attack was
// declared before the board (the attacker is rested, 7-1-1-1) and a [Blocker] that blocked is already
// the target (10-1-4-1); the named step begins now, and the earlier ones are not run again.
function resumeBattle({ step, attacker, target }) {
  const attackerOwner = game.turnPlayer;
  const defender = opponent(attackerOwner);
  game.battle = { attacker: find(attacker).card, target: find(target).card, attackerOwner, defender };
  if (step === 'block') blockStep();
  else if (step === 'counter') counterStep();
  else damageStep();
}

// Block Step (7-1-2): the defender may rest one active [Blocker] other than the target (10-1-4-1), unless the
// attacker has [Unblockable] (1.2.0 10-1-7-1).
function blockStep() {
  game.step = 'block';
  const { attacker, target, defender } = game.battle;
  const blockers = has(attacker, 'unblockable')
    ? []
    : game.players[defender].characters.filter((c) => has(c, 'blocker') && !c.rested && c !== target);
  const rules = ['7-1-2-1', '10-1-4-1'];
  if (blockers.length && ONE_AT_A_TIME) {
    game.decision = { player: defender, kind: 'blocker', part: 'use', options: [true, false], rules };
  } else if (blockers.length) {
    const options = [...blockers.map((c) => c.id), null]; // null: no block
    game.decision = { player: defender, kind: 'blocker', options, rules };
  } else {
    counterStep();
  }
}

// Counter Step (7-1-3): while the defender holds Character cards with a Counter value, he may trash
// one to add its Counter to his leader or one of his Characters for the battle (7-1-3-2-1).
function counterStep() {
  game.step = 'counter';
  const d = game.players[game.battle.defender];
  const counters = d.hand.filter(isCounter);
  const rules = ['7-1-3-2', '7-1-3-2-1'];
  if (counters.length === 0 && ONE_AT_A_TIME) {
    // Nothing to choose, but this engine still asks the player to go on (a confirmation the rules do not require).
    game.decision = { player: d.name, kind: 'confirm', of: 'pass', options: ['ok'], rules };
    return;
  }
  if (counters.length === 0) {
    damageStep();
    return;
  }
  if (ONE_AT_A_TIME) {
    game.decision = { player: d.name, kind: 'counter', part: 'use', options: [true, false], rules };
    return;
  }
  const targets = [d.leader, ...d.characters];
  const options = counters.flatMap((c) => targets.map((t) => ({ counter: c.id, target: t.id })));
  if (ALL_AT_ONCE) {
    // every Counter at once: the answer is a list of these options, in the order they are used
    game.decision = { player: d.name, kind: 'counter', shape: 'all', options, rules };
    return;
  }
  game.decision = { player: d.name, kind: 'counter', options: [...options, 'done'], rules };
}

const isCounter = (card) => card.facts.category === 'character' && card.facts.counter > 0;

// Damage Step (7-1-4).
function damageStep() {
  game.step = 'damage';
  const { attacker, target, attackerOwner, defender } = game.battle;
  const attack = power(attacker, attackerOwner);
  const defence = power(target, defender);
  // 7-1-4-1: the attacker wins when its power is equal or greater. Deviation `ties`: only greater.
  const attackerWins = DEVIATIONS.has('ties') ? attack > defence : attack >= defence;
  const d = game.players[defender];
  if (attackerWins && target === d.leader) {
    dealDamage(d, has(attacker, 'double_attack') ? 2 : 1, has(attacker, 'banish'));
  } else if (attackerWins) {
    trashCharacter(d, target); // K.O. (7-1-4-1-2)
  } // otherwise the attacker loses and nothing happens (7-1-4-2)
  if (!game.over) endOfBattle();
}

// 7-1-4-1-1: damage to a leader. Whether the defender has 0 Life is judged once, when the damage
// is confirmed (7-1-4-1-1-1); each point then takes the top Life card while there is one
// (7-1-4-1-1-2, repeated by 7-1-4-1-1-3): a second point on an empty Life does nothing.
function dealDamage(d, amount, banish) {
  if (d.life.length === 0) {
    endGame([d.name]); // 1-2-1-1-1
    return;
  }
  for (let i = 0; i < amount && d.life.length > 0; i += 1) {
    const card = d.life.shift();
    reset(card);
    (banish ? d.trash : d.hand).push(card); // [Banish]: to the trash instead (10-1-3-1)
  }
}

// End of the Battle (7-1-5): battle-long effects end and the game returns to the Main Phase.
function endOfBattle() {
  expire('battle');
  game.battle = null;
  game.step = null;
}

// ---------------------------------------------------------------------------------------------
// Decisions (`decide`).
// ---------------------------------------------------------------------------------------------
function decide(player, choice) {
  if (game.over) refuse('the game is over', '1-2-1');
  const decision = game.decision;
  if (!decision) refuse('there is no decision to answer');
  if (player !== decision.player) refuse(`${decision.player} makes this decision`, ...decision.rules);
  if (decision.part) decidePart(decision, choice);
  else if (decision.shape === 'all') decideAllCounters(choice);
  else if (decision.kind === 'first_or_second' || decision.kind === 'redraw') decideSetup(decision, choice);
  else if (decision.kind === 'confirm') {
    if (choice !== 'ok') refuse('the answer to a confirmation is "ok"');
    game.decision = null;
    damageStep();
  } else if (decision.kind === 'blocker') decideBlocker(choice);
  else if (decision.kind === 'counter') decideCounter(choice);
  else decideCharacterToTrash(choice);
  return ok();
}

// The choices of the setup (5-2-1-5, 5-2-1-6-1): one of the options, or refused.
function decideSetup(decision, choice) {
  if (!decision.options.includes(choice)) {
    refuse(`${JSON.stringify(choice)} is not one of ${JSON.stringify(decision.options)}`, ...decision.rules);
  }
  game.decision = null;
  if (decision.kind === 'first_or_second') decideFirstOrSecond(decision.player, choice);
  else decideRedraw(decision.player, choice);
}

// One part of a choice asked one at a time (OPCG_EXAMPLE_DECISIONS=one-at-a-time). `game.partial` keeps
// the parts answered so far; the last part carries out the whole choice as decideBlocker/decideCounter do.
function decidePart(decision, choice) {
  if (!decision.options.includes(choice)) {
    refuse(`${JSON.stringify(choice)} is not one of ${JSON.stringify(decision.options)}`, ...decision.rules);
  }
  const { player, kind, rules } = decision;
  const d = game.players[player];
  if ((decision.part === 'use' && choice === false) || (decision.part !== 'use' && choice === null)) {
    if (kind === 'blocker') decideBlocker(null);
    else decideCounter('done');
  } else if (decision.part === 'use') {
    game.partial = {};
    const cards = kind === 'blocker'
      ? d.characters.filter((c) => has(c, 'blocker') && !c.rested && c !== game.battle.target)
      : d.hand.filter(isCounter);
    // null: none after all (the player may still decline after a refused card, say)
    game.decision = { player, kind, part: 'card', options: [...cards.map((c) => c.id), null], rules };
  } else if (decision.part === 'card' && kind === 'blocker') {
    decideBlocker(choice);
  } else if (decision.part === 'card') {
    game.partial = { counter: choice };
    const only = [d.leader, ...d.characters];
    if (SILENT && only.length === 1) {
      decideCounter({ counter: choice, target: only[0].id }); // a forced target: carried out, not asked
      return;
    }
    // null again: none after all (after a refused target, the player may still give up the counter)
    const targets = [d.leader, ...d.characters].map((c) => c.id);
    game.decision = { player, kind, part: 'target', options: [...targets, null], rules };
  } else {
    decideCounter({ counter: game.partial.counter, target: choice });
  }
}

function decideBlocker(choice) {
  const { target, defender } = game.battle;
  if (choice !== null) {
    const card = game.players[defender].characters.find((c) => c.id === choice);
    if (!card || !has(card, 'blocker')) refuse(`${choice} is not one of ${defender}'s [Blocker]s`, '7-1-2-1');
    if (card === target) refuse(`${choice} is the card being attacked`, '10-1-4-1');
    if (card.rested) refuse(`${choice} is rested`, '10-1-4-1');
    card.rested = true; // [Blocker]: rest it, it becomes the card being attacked (10-1-4-1)
    game.battle.target = card;
  }
  game.decision = null;
  counterStep();
}

function decideCounter(choice) {
  if (choice === 'done') {
    game.decision = null;
    damageStep();
    return;
  }
  const d = game.players[game.battle.defender];
  const counter = d.hand.find((c) => c.id === (choice && choice.counter));
  if (!counter || !isCounter(counter)) refuse('a Counter is a Character card with a Counter value in hand', '7-1-3-2-1');
  const target = [d.leader, ...d.characters].find((c) => c.id === choice.target);
  if (!target) refuse('a Counter goes on one\'s own leader or Character', '7-1-3-2-1');
  take(d.hand, counter);
  d.trash.push(counter);
  target.mods.push({ amount: counter.facts.counter, until: 'battle' });
  game.decision = null;
  counterStep(); // more Counters may follow, in any number (7-1-3-2)
}

// Every Counter of the step in one answer (OPCG_EXAMPLE_DECISIONS=all-at-once): checked whole, then used in
// order; one wrong item refuses the whole answer, and nothing changes (7-1-3-2-1).
function decideAllCounters(choice) {
  if (!Array.isArray(choice)) refuse('the answer is a list of {counter, target}', '7-1-3-2');
  const d = game.players[game.battle.defender];
  const seen = new Set();
  for (const item of choice) {
    const counter = d.hand.find((c) => c.id === (item && item.counter));
    if (!counter || !isCounter(counter) || seen.has(counter.id)) {
      refuse('a Counter is a Character card with a Counter value in hand, used once', '7-1-3-2-1');
    }
    if (![d.leader, ...d.characters].some((c) => c.id === item.target)) {
      refuse('a Counter goes on one\'s own leader or Character', '7-1-3-2-1');
    }
    seen.add(counter.id);
  }
  for (const item of choice) {
    const counter = d.hand.find((c) => c.id === item.counter);
    take(d.hand, counter);
    d.trash.push(counter);
    [d.leader, ...d.characters].find((c) => c.id === item.target).mods.push({ amount: counter.facts.counter, until: 'battle' });
  }
  game.decision = null;
  damageStep();
}

function decideCharacterToTrash(choice) {
  const p = game.players[game.decision.player];
  const old = p.characters.find((c) => c.id === choice);
  if (!old) refuse(`${choice} is not one of ${p.name}'s Characters`, '3-7-6-1');
  trashCharacter(p, old); // not a K.O. (10-2-1-3)
  placeCharacter(p, game.pendingPlay);
  game.pendingPlay = null;
  game.decision = null;
}

// ---------------------------------------------------------------------------------------------
// Answers: ok, state and legal.
// ---------------------------------------------------------------------------------------------
function ok() {
  return { type: 'ok', decision: game.decision };
}

// The `state` answer. With a `viewer` (feature player_views), the board as that player may see it:
// a card they may not look at is listed in its place, as {id: null, card: null} (3-1-4: every area
// can be counted), since even its id would tell where a card lies (3-1-8, 3-2-4).
function view(viewer = null) {
  const cardView = (owner, area) => (card) => {
    if (viewer && !canSee(viewer, owner, area, card)) return { id: null, card: null };
    const shown = {
      id: card.id,
      card: card.number,
      rested: card.rested,
      don: card.don,
      power: power(card, owner, area === 'leader' || area === 'characters'),
    };
    if (area === 'life' && card.faceUp) shown.face_up = true; // 3-10-2-1
    return shown;
  };
  const players = {};
  for (const name of PLAYERS) {
    const p = game.players[name];
    players[name] = { leader: cardView(name, 'leader')(p.leader) };
    for (const area of AREAS) players[name][area] = p[area].map(cardView(name, area));
    players[name].don = { ...p.don };
  }
  let result = null;
  if (game.over) result = game.winners.length ? 'win' : 'draw';
  return {
    turn: game.turn,
    turn_player: game.turnPlayer,
    phase: game.phase,
    step: game.step,
    game_over: game.over,
    result,
    winners: game.winners,
    decision: decisionSeenBy(viewer),
    players,
  };
}

// Whether `viewer` may look at a card of `owner`'s `area` now. The Leader, Character and Stage areas and
// the trash are open (3-5-2, 3-6-2, 3-7-2, 3-8-2). A player sees their own hand, not the opponent's
// (3-4-2, 3-4-3); nobody sees a deck (3-2-2), nor a face-down Life card, not even its owner (3-10-2),
// but a face-up Life card is open (3-10-2-1). Cards an effect reveals (11-2-1) or looks at (11-3-1)
// would be seen too, while it resolves: this engine has no card effects, so there are none.
function canSee(viewer, owner, area, card) {
  if (area === 'hand') return owner === viewer;
  if (area === 'deck') return false;
  if (area === 'life') return card.faceUp;
  return true;
}

// Another player's pending decision shows who decides what, not among which options: they may name
// cards the viewer may not see (3-4-3), and one pick after another would show an order (3-1-8).
function decisionSeenBy(viewer) {
  const decision = game.decision;
  if (!viewer || !decision || decision.player === viewer) return decision;
  return { player: decision.player, kind: decision.kind, rules: decision.rules, options: [], options_hidden: true };
}

// The actions the player to act may take now: the options of the pending decision, or the Main
// Phase actions of the turn player (each one checked by trying it on a copy of the game).
function legal() {
  if (game.over) return [];
  if (game.decision) {
    const player = game.decision.player;
    const choices = game.decision.options.map((choice) => ({ type: 'decide', player, choice }));
    return [...choices, { type: 'concede', player }];
  }
  const player = game.turnPlayer;
  const p = game.players[player];
  const d = game.players[opponent(player)];
  const candidates = [
    ...p.hand.map((c) => ({ type: 'play', player, card: c.id })),
    ...[p.leader, ...p.characters].map((c) => ({ type: 'give_don', player, target: c.id })),
    ...[p.leader, ...p.characters].flatMap((a) =>
      [d.leader, ...d.characters].map((t) => ({ type: 'attack', player, attacker: a.id, target: t.id }))),
    { type: 'end_turn', player },
    { type: 'concede', player },
  ];
  return candidates.filter(accepted);
}

// Whether an action would be accepted, without changing the game.
function accepted(action) {
  const saved = game;
  game = structuredClone(game);
  try {
    act(action);
    return true;
  } catch (error) {
    if (error instanceof Refusal || error instanceof Unsupported) return false;
    throw error;
  } finally {
    game = saved;
  }
}

// ---------------------------------------------------------------------------------------------
// The protocol loop: one request per line, one answer per line.
// ---------------------------------------------------------------------------------------------
function handle(request) {
  if (request.type === 'hello') return HELLO;
  if (request.type === 'load') return load(request.board);
  if (request.type === 'stop') return { type: 'bye' };
  if (!['act', 'decide', 'state', 'legal'].includes(request.type)) throw new Error(`unknown request ${request.type}`);
  if (!game) throw new Error('no board loaded');
  if (request.type === 'state') return { type: 'state', state: view(request.viewer || null) };
  if (request.type === 'legal') return { type: 'legal', actions: legal() };
  try {
    return request.type === 'act' ? act(request.action) : decide(request.player, request.choice);
  } catch (error) {
    if (error instanceof Refusal) return { type: 'refused', reason: error.message, rules: error.rules };
    if (error instanceof Unsupported) return { type: 'unsupported', reason: error.message };
    throw error;
  }
}

function main() {
  const lines = readline.createInterface({ input: process.stdin, terminal: false });
  lines.on('line', (line) => {
    if (!line.trim()) return;
    let answer;
    let request = null;
    try {
      request = JSON.parse(line);
      answer = handle(request);
    } catch (error) {
      process.stderr.write(`${error.stack}\n`);
      answer = { type: 'error', message: String(error.message || error) };
    }
    // Version 2: every answer echoes the id of its request.
    if (request && request.id !== undefined) answer = { ...answer, id: request.id };
    process.stdout.write(`${JSON.stringify(answer)}\n`);
    if (answer.type === 'bye') {
      lines.close();
      process.stdout.write('', () => process.exit(0));
    }
  });
}

main();
