/**
 * The rule-based player: sensible bids in a long suit, gives away its weakest cards, picks a
 * target it can pair with a sure winner, plays the cheapest winning card when a trick is worth
 * having, and otherwise dumps its least useful card while keeping a low card in each suit.
 */
import { addTo } from '../../../core/game/counts.js';
import type { Bot } from '../../../core/game/game.js';
import type { TrickAction, TrickTables, TrickView } from '../engine/index.js';
import { groupPoints } from '../engine/tables.js';
import type { TrickRuleset } from '../ruleset.js';
import type { Knowledge } from './knowledge.js';
import { TablesCache, gainOf, isTopCard, knowledgeOf, winningIndex } from './knowledge.js';
import { wouldWin } from '../engine/winner.js';

/** A rule-based player for a trick-taking ruleset. */
export function createRulesBot(ruleset: TrickRuleset): Bot<TrickView, TrickAction> {
  const cache = new TablesCache(ruleset);
  return {
    name: 'rules',
    decide(view, legal) {
      return rulesDecision(cache.get(view), view, legal);
    },
  };
}

/**
 * Is this a choice among two or more cards to play or to set as a target? The search players
 * think about these; bids, the pile and moves without a choice are the rule-based player's.
 */
export function isCardChoice(legal: readonly TrickAction[]): boolean {
  const kind = legal[0]?.kind;
  return legal.length > 1 && (kind === 'play' || kind === 'target');
}

/** The rule-based choice among `legal` (shared with the search player for bidding and the pile). */
export function rulesDecision(t: TrickTables, view: TrickView, legal: readonly TrickAction[]): TrickAction {
  const first = legal[0];
  if (first === undefined) throw new Error('the rule-based player was asked to choose among no legal actions');
  // One choice needs no thought (the last card of a hand, the only card of the suit led).
  if (legal.length === 1) return first;
  switch (first.kind) {
    case 'bid':
    case 'pass':
      return chooseBid(t, view, legal);
    case 'give':
      return chooseGive(t, view, legal);
    case 'target':
      return chooseTarget(t, view, legal);
    case 'play':
      return choosePlay(t, view, legal);
    default:
      return first;
  }
}

/** Is `seat` my partner (same team, not me)? */
function isPartner(t: TrickTables, me: number, seat: number): boolean {
  return t.teams !== null && seat !== me && t.teamOf[seat] === t.teamOf[me];
}

/**
 * A bid in the suit with the most length to spare, or in no trumps with a balanced hand holding
 * top cards in most suits (naive: it counts length and honours, not tricks). It never outbids its
 * partner, whose bid the side would only raise.
 */
function chooseBid(t: TrickTables, view: TrickView, legal: readonly TrickAction[]): TrickAction {
  const pass = legal.find((a) => a.kind === 'pass') as TrickAction;
  if (view.highBid && isPartner(t, view.player, view.highBid.player)) return pass;
  let best: TrickAction | null = null;
  let bestMargin = -1;
  const counts = new Int32Array(t.suits);
  const honours = new Int32Array(t.suits);
  for (const c of view.hand) {
    const suit = t.cards.suit(c);
    addTo(counts, suit);
    if (t.cards.rank(c) <= 2) addTo(honours, suit);
  }
  const stopped = view.hand.filter((c) => t.cards.rank(c) <= 1).map((c) => t.cards.suit(c));
  // One want per denomination: the suits, then no trumps where the rules have them.
  for (const [suit, wanted] of bidWants(t, counts, honours, new Set(stopped).size).entries()) {
    for (const a of legal) {
      if (a.kind !== 'bid' || a.suit !== suit || a.number > wanted) continue;
      const margin = wanted - a.number;
      if (margin > bestMargin || (best && best.kind === 'bid' && margin === bestMargin && a.number < best.number)) {
        best = a;
        bestMargin = margin;
      }
    }
  }
  return best ?? pass;
}

/**
 * The highest bid the rule-based player would make in each denomination (suits, then no trumps
 * when the rules have them; -1 for none), from the cards it holds of each suit, its honours (A K Q)
 * of each, and how many suits it holds an ace or king of.
 */
export function bidWants(t: TrickTables, counts: ArrayLike<number>, honours: ArrayLike<number>, stoppedSuits: number): number[] {
  const wants: number[] = [];
  let shortest = Infinity;
  for (let suit = 0; suit < t.suits; suit++) {
    // Read here, not through itemAt: the modelled worlds ask this hundreds of thousands of times a decision.
    const held = counts[suit];
    const high = honours[suit];
    if (held === undefined || high === undefined) throw new RangeError(`internal error: no count of suit ${suit}`);
    if (held < shortest) shortest = held;
    wants.push(held - 4 + (high >= 2 ? 1 : 0));
  }
  if (t.noTrumps) wants.push(stoppedSuits >= t.suits - 1 ? shortest : -1);
  return wants;
}

/** Weakness of a card to give away: low ranks and non-trumps first, keeping the lowest card of each suit. */
function keepScore(t: TrickTables, view: TrickView, card: number): number {
  const suit = t.cards.suit(card);
  const rank = t.cards.rank(card);
  // The suit's length and its lowest card (the highest rank index), in one pass over the hand.
  let inSuit = 0;
  let lowest = -1;
  for (const c of view.hand) {
    if (t.cards.suit(c) !== suit) continue;
    inSuit++;
    lowest = Math.max(lowest, t.cards.rank(c));
  }
  let score = t.ranks - rank;
  if (suit === view.trump) score += 2 * t.ranks;
  if (rank === lowest && inSuit > 1) score += t.ranks;
  return score;
}

/** The action of `actions` with the lowest score, the first of equals; throws when there is none. */
function lowest<A extends object>(actions: readonly A[], score: (a: A) => number): A {
  let best: A | null = null;
  let bestScore = Infinity;
  for (const a of actions) {
    const s = score(a);
    if (best === null || s < bestScore) {
      best = a;
      bestScore = s;
    }
  }
  if (best === null) throw new Error('the rule-based player was asked to choose among no actions');
  return best;
}

/** One card for the pile: the weakest the engine lets this player give (the winner's trumps are already the only choices when the rules say so). */
function chooseGive(t: TrickTables, view: TrickView, legal: readonly TrickAction[]): TrickAction {
  return lowest(
    legal.filter((a) => a.kind === 'give'),
    (a) => keepScore(t, view, a.card),
  );
}

/** A card likely to win its trick: a high trump or a top card of its suit. */
function sureWinner(t: TrickTables, trump: number, card: number): boolean {
  const rank = t.cards.rank(card);
  return t.cards.suit(card) === trump ? rank <= 2 : rank === 0;
}

/** The target the player likes best (`targetScore`), the first of equals. */
function chooseTarget(t: TrickTables, view: TrickView, legal: readonly TrickAction[]): TrickAction {
  return lowest(
    legal.filter((a) => a.kind === 'target'),
    (a) => -targetScore(t, view.hand, view.trump, a.card),
  );
}

/**
 * How much the rule-based player likes `card` of `hand` as its target (the highest is chosen, the
 * first of equals in hand order): a card it can make a group with by sure winners of its rank,
 * else a valuable card that would not win a trick by itself.
 */
export function targetScore(t: TrickTables, hand: readonly number[], trump: number, card: number): number {
  const rank = t.cards.rank(card);
  let partners = 0;
  for (const c of hand) if (c !== card && t.cards.rank(c) === rank && sureWinner(t, trump, c)) partners++;
  let score = groupPoints(t, rank, 1 + partners, true);
  if (partners === 0) score = (t.ruleset.values[rank] ?? 0) / 10;
  if (sureWinner(t, trump, card)) score -= 5;
  if (t.cards.suit(card) === trump) score -= 2;
  return score;
}

function choosePlay(t: TrickTables, view: TrickView, legal: readonly TrickAction[]): TrickAction {
  const k: Knowledge = knowledgeOf(t, view);
  const plays = legal.filter((a): a is Extract<TrickAction, { kind: 'play' }> => a.kind === 'play');
  const me = view.player;
  const trickCards = view.trick.cards;
  if (trickCards.length === 0) {
    // Lead a sure winner in a side suit when the cards it gathers are worth having, else lead low.
    const tops = plays.filter((a) => t.cards.suit(a.card) !== view.trump && isTopCard(k, a.card, view.hand));
    const good = tops.find((a) => gainOf(k, me, [a.card], me, view.targets) >= 0);
    if (good) return good;
    return dump(t, view, plays);
  }
  const last = trickCards.length === view.players - 1;
  // Partners pool their tricks: while my partner is winning, play under them (naive: even when an
  // opponent still to play may beat them).
  const leading = (view.trick.leader + winningIndex(t, trickCards, view.trump)) % view.players;
  if (isPartner(t, me, leading)) {
    const under = plays.filter((a) => !winsTrick(t, view, a.card));
    if (under.length > 0) return dump(t, view, under);
  }
  const winners: typeof plays = [];
  const losers: typeof plays = [];
  for (const a of plays) (winsTrick(t, view, a.card) ? winners : losers).push(a);
  if (winners.length > 0) {
    let best: (typeof plays)[number] | null = null;
    let bestGain = -Infinity;
    // The safe winner gathering most, the lower card (higher rank index) of equals.
    for (const a of winners) {
      if (!last && !isTopCard(k, a.card, view.hand)) continue;
      const gain = gainOf(k, me, [...trickCards, a.card], me, view.targets);
      if (best === null || gain > bestGain || (gain === bestGain && t.cards.rank(a.card) > t.cards.rank(best.card))) {
        best = a;
        bestGain = gain;
      }
    }
    if (best && bestGain >= 0) return best;
  }
  if (losers.length > 0) return dump(t, view, losers);
  // Every card wins: take it as cheaply as possible.
  return lowest(plays, (a) => -gainOf(k, me, [...trickCards, a.card], me, view.targets));
}

/**
 * Would `card`, played now, be winning the trick? A module function, not a closure in
 * `choosePlay`: the profile showed naming a closure at every card played (tsx keeps names).
 */
function winsTrick(t: TrickTables, view: TrickView, card: number): boolean {
  return wouldWin(t, view.trick.cards, view.trick.cards.length, view.trump, card);
}

/** The least useful card: low-value ranks first (they hurt whoever wins them), keeping a low card per suit. */
function dump<A extends { card: number }>(t: TrickTables, view: TrickView, plays: readonly A[]): A {
  return lowest(plays, (a) => keepScore(t, view, a.card) + (t.ruleset.values[t.cards.rank(a.card)] ?? 0) / 5);
}
