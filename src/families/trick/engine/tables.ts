/**
 * The trick-taking ruleset compiled into flat tables once per game (ruleset × options × players),
 * so the engine's hot path reads arrays instead of evaluating expressions.
 */
import { byteAt, int32At } from '../../../core/cards/typed-reads.js';
import type { ContractContext, OptionValues } from '../../../core/rules/ruleset.js';
import type { GroupScoreRule, TrickRuleset } from '../ruleset.js';
import { PlayingCards } from '../../../core/cards/playing.js';
import { buildCatalog, type TrickCatalog } from './catalog.js';

/** Everything the engine reads while playing, computed from the ruleset. Shared by states, never changed. */
export interface TrickTables {
  readonly ruleset: TrickRuleset;
  readonly options: OptionValues;
  readonly players: number;
  readonly cards: PlayingCards;
  readonly ranks: number;
  readonly suits: number;
  readonly copies: number;
  /** Every physical card in the deck (distinct cards × copies, less the removed ones). */
  readonly deckCards: number;
  /** cardCopies[card]: how many of that card the deck holds (copies, less removals; 0 for a removed card). */
  readonly cardCopies: Uint8Array;
  /** The deck as stacked before a shuffle: copy by copy, removed cards left out. */
  readonly deck: readonly number[];
  readonly dealEach: number;
  /** Most cards a hand can hold at once (the stride of the hands array). */
  readonly cap: number;
  readonly bidMin: number;
  readonly bidMax: number;
  /** allow[number * (dealEach + 1) + held] = 1 when the bid is allowed. */
  readonly allow: Uint8Array;
  readonly passIsFinal: boolean;
  readonly endsAfterPasses: number;
  readonly pile: TrickRuleset['pile'];
  readonly targetCards: number;
  readonly trickCount: number;
  readonly mustFollow: boolean;
  readonly trumpsBidSuit: boolean;
  /** A player void in the led suit: 0 plays anything, 1 must trump, 2 must overtrump (see void-rule.ts). */
  readonly voidRule: number;
  /** The trick goes to the lowest card of its precedence instead of the highest (see winner.ts). */
  readonly lowestWins: boolean;
  /** The suit that always wins, or -1. */
  readonly alwaysSuit: number;
  /** The card that always wins, or -1. */
  readonly alwaysCard: number;
  /** suitOf[card] and rankOf[card]: lookups instead of divisions on the hot path. */
  readonly suitOf: Uint8Array;
  readonly rankOf: Uint8Array;
  /** Largest possible group of one rank. */
  readonly maxGroup: number;
  /** points[(rank * (maxGroup + 1) + size) * 2 + withTarget]. */
  readonly points: Int32Array;
  /** The index into ruleset.groupScores that scores that group, or -1 when it scores nothing. */
  readonly rule: Int16Array;
  readonly goal: number;
  readonly tieShared: boolean;
  /** The most hands a game lasts (thrown-in hands count). */
  readonly handLimit: number;
  /** Denominations a bid may name: the suits, then no trumps (index `suits`). The stride of bid codes is always suits + 1. */
  readonly denoms: number;
  /** Whether a bid may name no trumps (denomination `suits`). */
  readonly noTrumps: boolean;
  /** denomRank[denomination]: its place in the bidding order, 0 the highest. */
  readonly denomRank: Uint8Array;
  /** The teams' seats, or null when everyone plays alone. */
  readonly teams: readonly (readonly number[])[] | null;
  /** teamOf[seat]: the seat's team, or the seat itself when there are no teams (a side of one). */
  readonly teamOf: Uint8Array;
  /** contractPoints[bid * (trickCount + 1) + tricks]: what the bid winner's side scores (null: no contract scoring). */
  readonly contractPoints: Int32Array | null;
  /** +1 when the deal passes left (clockwise), players - 1 when it passes right. */
  readonly dealerStep: number;
  /** minHeld[number]: the fewest cards of a suit that allow bidding `number` in it (dealEach + 1 when none do). */
  readonly minHeld: Uint8Array;
  /** The shared frozen actions and turn answers. */
  readonly catalog: TrickCatalog;
}

/** Which group rule applies to a group of `size`: a with-target rule of that size wins when the group holds the target. */
export function findGroupRule(rules: readonly GroupScoreRule[], size: number, withTarget: boolean): number {
  if (withTarget) {
    const i = rules.findIndex((r) => r.size === size && r.withTarget);
    if (i >= 0) return i;
  }
  return rules.findIndex((r) => r.size === size && !r.withTarget);
}

/**
 * Tables already compiled, by ruleset then options and player count. Tables are immutable and
 * depend only on these inputs, so games of the same ruleset may share them; the cache goes
 * with the ruleset object.
 */
const compiled = new WeakMap<TrickRuleset, Map<string, TrickTables>>();

/** The tables for a ruleset, resolved options and a player count (compiled once, then reused). */
export function compileTables(ruleset: TrickRuleset, options: OptionValues, players: number): TrickTables {
  let byKey = compiled.get(ruleset);
  if (!byKey) {
    byKey = new Map();
    compiled.set(ruleset, byKey);
  }
  const key = `${players}|${JSON.stringify(Object.entries(options).sort(([a], [b]) => (a < b ? -1 : 1)))}`;
  let tables = byKey.get(key);
  if (!tables) {
    tables = buildTables(ruleset, options, players);
    byKey.set(key, tables);
  }
  return tables;
}

function buildTables(ruleset: TrickRuleset, options: OptionValues, players: number): TrickTables {
  const cards = new PlayingCards(ruleset.deck);
  const ranks = cards.rankCount;
  const suits = cards.suitCount;
  const copies = ruleset.deck.copies;
  const base = { options, players };
  // The deal and the trick count may depend on the player count: worked out for this table.
  const dealEach = ruleset.deal.evaluate(base);
  const bidMax = ruleset.bidding.numbers.max;
  const allow = new Uint8Array((bidMax + 1) * (dealEach + 1));
  for (let number = ruleset.bidding.numbers.min; number <= bidMax; number++) {
    for (let held = 0; held <= dealEach; held++) {
      allow[number * (dealEach + 1) + held] = ruleset.bidding.allow.evaluate({ ...base, number, held }) ? 1 : 0;
    }
  }
  const minHeld = new Uint8Array(bidMax + 1).fill(dealEach + 1);
  for (let number = 0; number <= bidMax; number++) {
    for (let held = dealEach; held >= 0; held--) if (allow[number * (dealEach + 1) + held] === 1) minHeld[number] = held;
  }
  const maxGroup = suits * copies;
  const cardCopies = new Uint8Array(ranks * suits).fill(copies);
  for (const { rank, suit } of ruleset.deck.removed ?? []) {
    const c = cards.card(ruleset.deck.ranks.indexOf(rank), ruleset.deck.suits.indexOf(suit));
    cardCopies[c] = byteAt(cardCopies, c) - 1;
  }
  const deck: number[] = [];
  for (let k = 0; k < copies; k++) for (let c = 0; c < ranks * suits; c++) if (byteAt(cardCopies, c) > k) deck.push(c);
  const deckCards = deck.length;
  const trickCount = ruleset.tricks.countByPlayers.evaluate(base);
  // No trumps ranks among the suits: the suits above it keep their places, the others move down one.
  const noTrumpsBelow = ruleset.bidding.noTrumpsBelow;
  const denomRank = Uint8Array.from({ length: suits + 1 }, (_, d) =>
    noTrumpsBelow === null ? d : d === suits ? noTrumpsBelow : d < noTrumpsBelow ? d : d + 1,
  );
  const teams = ruleset.teams;
  const teamOf = Uint8Array.from({ length: players }, (_, p) => (teams ? teams.findIndex((team) => team.includes(p)) : p));
  let contractPoints: Int32Array | null = null;
  if (ruleset.contract) {
    const { made, failed } = ruleset.contract;
    contractPoints = new Int32Array((bidMax + 1) * (trickCount + 1));
    for (let bid = ruleset.bidding.numbers.min; bid <= bidMax; bid++) {
      for (let tricks = 0; tricks <= trickCount; tricks++) {
        const line = tricks >= bid ? made : failed;
        contractPoints[bid * (trickCount + 1) + tricks] = line ? line.evaluate(contractContext(base, bid, tricks)) : 0;
      }
    }
  }
  const points = new Int32Array(ranks * (maxGroup + 1) * 2);
  const rule = new Int16Array(ranks * (maxGroup + 1) * 2).fill(-1);
  for (let r = 0; r < ranks; r++) {
    const value = ruleset.values[r] ?? 0;
    for (let size = 1; size <= maxGroup; size++) {
      for (let wt = 0; wt < 2; wt++) {
        const i = findGroupRule(ruleset.groupScores, size, wt === 1);
        const at = (r * (maxGroup + 1) + size) * 2 + wt;
        rule[at] = i;
        const decl = ruleset.groupScores[i];
        points[at] = decl ? decl.points.evaluate({ ...base, value, size }) : 0;
      }
    }
  }
  return {
    ruleset,
    options,
    players,
    cards,
    ranks,
    suits,
    copies,
    deckCards,
    cardCopies,
    deck,
    dealEach,
    cap: Math.max(dealEach, Math.ceil(deckCards / players)),
    bidMin: ruleset.bidding.numbers.min,
    bidMax,
    allow,
    passIsFinal: ruleset.bidding.passIsFinal,
    endsAfterPasses: ruleset.bidding.endsAfterPasses,
    pile: ruleset.pile,
    targetCards: ruleset.targetCards,
    trickCount,
    mustFollow: ruleset.tricks.mustFollow,
    trumpsBidSuit: ruleset.tricks.trumps === 'bid-suit',
    voidRule: ruleset.tricks.whenVoid === 'overtrump' ? 2 : ruleset.tricks.whenVoid === 'trump' ? 1 : 0,
    lowestWins: ruleset.tricks.lowestWins,
    alwaysSuit: ruleset.tricks.alwaysSuit === null ? -1 : ruleset.deck.suits.indexOf(ruleset.tricks.alwaysSuit),
    alwaysCard:
      ruleset.tricks.alwaysCard === null
        ? -1
        : ruleset.deck.suits.indexOf(ruleset.tricks.alwaysCard.suit) * ranks + ruleset.deck.ranks.indexOf(ruleset.tricks.alwaysCard.rank),
    suitOf: Uint8Array.from({ length: ranks * suits }, (_, c) => (c / ranks) | 0),
    rankOf: Uint8Array.from({ length: ranks * suits }, (_, c) => c % ranks),
    maxGroup,
    points,
    rule,
    goal: ruleset.goal.evaluate(base),
    tieShared: ruleset.tie === 'shared',
    handLimit: ruleset.handLimit,
    denoms: suits + 1,
    noTrumps: noTrumpsBelow !== null,
    denomRank,
    teams,
    teamOf,
    contractPoints,
    dealerStep: ruleset.dealer.passes === 'left' ? 1 : players - 1,
    minHeld,
    catalog: buildCatalog(
      players,
      ranks * suits,
      suits + 1,
      bidMax,
      (number, held) => number >= ruleset.bidding.numbers.min && allow[number * (dealEach + 1) + held] === 1,
      dealEach,
      deckCards,
    ),
  };
}

/** What a contract expression reads, for a bid of `bid` and `tricks` taken by the bid winner's side. */
export function contractContext(base: { options: OptionValues; players: number }, bid: number, tricks: number): ContractContext {
  return { ...base, bid, tricks, overtricks: Math.max(0, tricks - bid), undertricks: Math.max(0, bid - tricks) };
}

/** Points of a group of `size` cards of rank `rank`, with or without the target. */
export function groupPoints(t: TrickTables, rank: number, size: number, withTarget: boolean): number {
  if (size <= 0 || size > t.maxGroup) return 0;
  return int32At(t.points, (rank * (t.maxGroup + 1) + size) * 2 + (withTarget ? 1 : 0));
}

/** Is a bid of `number` allowed holding `held` cards of its suit? */
export function bidAllowed(t: TrickTables, number: number, held: number): boolean {
  if (number < t.bidMin || number > t.bidMax || held < 0 || held > t.dealEach) return false;
  return t.allow[number * (t.dealEach + 1) + held] === 1;
}
