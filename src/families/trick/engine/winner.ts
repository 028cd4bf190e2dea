/**
 * Who wins a trick, by the ruleset's rule: a card that always wins, then a suit that always wins,
 * then trumps, then the led suit; within the same rank of precedence the highest card wins, or
 * the lowest when the ruleset says `winner lowest of led suit`. Equal cards (copies): the first
 * played wins. The engine, the legal-card filter and the computer players all ask this one place.
 */
import { missing } from '../../../core/cards/typed-reads.js';
import type { TrickTables } from './tables.js';

/** How strongly `card` claims the trick: 0 never wins, higher beats lower whatever the ranks. */
function precedence(t: TrickTables, card: number, led: number, trump: number): number {
  if (card === t.alwaysCard) return 4;
  const suit = t.suitOf[card] ?? missing();
  if (suit === t.alwaysSuit) return 3;
  if (suit === trump) return 2;
  return suit === led ? 1 : 0;
}

/** Does `card` beat `best` (both of the same precedence)? Lower rank index is the higher card. */
function beatsSameTier(t: TrickTables, card: number, best: number): boolean {
  const rc = t.rankOf[card] ?? missing();
  const rb = t.rankOf[best] ?? missing();
  return t.lowestWins ? rc > rb : rc < rb;
}

/** The index in play order of the card that wins (so far) among the first `len` of `cards`. */
export function trickWinner(t: TrickTables, cards: ArrayLike<number>, len: number, trump: number): number {
  const first = cards[0] ?? missing();
  const led = t.suitOf[first] ?? missing();
  let best = 0;
  let bestCard = first;
  let bestTier = precedence(t, first, led, trump);
  for (let k = 1; k < len; k++) {
    const c = cards[k] ?? missing();
    const tier = precedence(t, c, led, trump);
    if (tier > bestTier || (tier === bestTier && tier > 0 && beatsSameTier(t, c, bestCard))) {
      best = k;
      bestCard = c;
      bestTier = tier;
    }
  }
  return best;
}

/** Would `card`, played now onto the trick so far, be winning it? */
export function wouldWin(t: TrickTables, trick: ArrayLike<number>, len: number, trump: number, card: number): boolean {
  const first = trick[0] ?? missing();
  const led = t.suitOf[first] ?? missing();
  const b = trick[trickWinner(t, trick, len, trump)] ?? missing();
  const tier = precedence(t, card, led, trump);
  const bestTier = precedence(t, b, led, trump);
  return tier > bestTier || (tier === bestTier && tier > 0 && beatsSameTier(t, card, b));
}
