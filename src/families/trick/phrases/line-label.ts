/**
 * Cards, bids and score lines named in a phrasebook's language: small, with no phrasebook of its
 * own, so a table's score sheet names its lines in the language it has loaded.
 */
import type { PlayingCards } from '../../../core/cards/playing.js';
import type { ScoreLine } from '../../../core/game/game.js';
import type { ContractTaker, TargetOwner, TrickPhrases } from './phrases.js';

/** A card's name in the phrasebook's language. */
export function cardName(phrases: TrickPhrases, cards: PlayingCards, card: number): string {
  return phrases.card(cards.rankSymbol(cards.rank(card)), cards.suitName(cards.suit(card)));
}

/**
 * A bid's denomination (a suit, or no trumps one past the last suit) in the phrasebook's language;
 * after the bid's `number` when given, agreeing with it ("1 diamond").
 */
export function denominationName(phrases: TrickPhrases, cards: PlayingCards, denomination: number, number?: number): string {
  return denomination === cards.suitCount ? phrases.noTrumps : phrases.words.suitName(cards.suitName(denomination), number);
}

/** A bid in the phrasebook's language: "2 spades", "1 diamond", "3 no trumps". */
export function bidName(phrases: TrickPhrases, cards: PlayingCards, number: number, denomination: number): string {
  return phrases.bid(number, denominationName(phrases, cards, denomination, number));
}

const owners: readonly unknown[] = ['your', 'team', 'seat', 'side'] satisfies TargetOwner[];
const takers: readonly unknown[] = ['you', 'team', 'side', 'bidder'] satisfies ContractTaker[];

/** A score line's label in the phrasebook's language, from what scored (`phrase`); the engine's own label otherwise. */
export function lineLabel(phrases: TrickPhrases, cards: PlayingCards, line: ScoreLine): string {
  const [kind, ...values] = line.phrase ?? [''];
  if (kind === 'group') {
    const [size, rank, owner] = values;
    if (typeof size === 'number' && typeof rank === 'string')
      return phrases.group(size, rank, owners.includes(owner) ? (owner as TargetOwner) : null);
  }
  if (kind === 'contract') {
    const [bid, denomination, made, who, tricks] = values;
    if (typeof bid === 'number' && typeof denomination === 'number' && typeof tricks === 'number' && takers.includes(who)) {
      const named = denomination >= 0 ? bidName(phrases, cards, bid, denomination) : phrases.words.number(bid);
      return phrases.contract(named, made === 1, who as ContractTaker, tricks);
    }
  }
  return line.label;
}
