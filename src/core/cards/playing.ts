/**
 * Playing-card identity and notation. A card is a small integer, `suit * ranks + rank`, with
 * index 0 the highest rank and the highest suit of the deck as declared ("A K Q ... 2",
 * "spades > clubs > hearts > diamonds"). Notation is rank then suit letter ("3S", "10D", "TD",
 * "qh"; case-insensitive); names are words for screen readers ("queen of spades").
 */

import type { Said } from '../i18n/diagnostics.js';
import { rankWords } from './rank-words.js';

export { countWord, rankWords } from './rank-words.js';

/** The shape of a French deck this module needs: rank symbols and suit names, both high to low. */
export interface PlayingDeckShape {
  readonly ranks: readonly string[];
  readonly suits: readonly string[];
}

/** A parse result: the cards, or a sentence saying what is wrong. */
export type CardsResult =
  | { readonly ok: true; readonly cards: number[] }
  | { readonly ok: false; readonly message: string; /** The same, to say in the reader's language. */ readonly said: Said };

/** Card identity, notation and names for one deck (build once per ruleset). */
export class PlayingCards {
  /** Number of ranks. */
  readonly rankCount: number;
  /** Number of suits. */
  readonly suitCount: number;
  /** Number of distinct cards (ranks × suits). */
  readonly size: number;
  /** Suit letters by suit index ("S", "C", "H", "D"). */
  readonly suitLetters: readonly string[];
  private readonly lookup: Map<string, number>;
  private readonly notation: string[];

  constructor(readonly deck: PlayingDeckShape) {
    this.rankCount = deck.ranks.length;
    this.suitCount = deck.suits.length;
    this.size = this.rankCount * this.suitCount;
    this.suitLetters = deck.suits.map((s) => s.charAt(0).toUpperCase());
    this.lookup = new Map();
    this.notation = [];
    this.suitLetters.forEach((letter, s) => {
      deck.ranks.forEach((rank, r) => {
        const id = s * this.rankCount + r;
        this.notation[id] = `${rank}${letter}`;
        this.lookup.set(`${rank}${letter}`.toUpperCase(), id);
        if (rank === '10') this.lookup.set(`T${letter}`, id);
      });
    });
  }

  /** The card of a rank index and a suit index. */
  card(rank: number, suit: number): number {
    return suit * this.rankCount + rank;
  }

  /** The rank index of a card (0 = highest). */
  rank(card: number): number {
    return card % this.rankCount;
  }

  /** The suit index of a card (0 = highest). */
  suit(card: number): number {
    return (card / this.rankCount) | 0;
  }

  /** The notation of a card: "QS", "10D". */
  format(card: number): string {
    return this.notation[card] ?? `?${card}`;
  }

  /** Several cards in notation, separated by spaces. */
  formatAll(cards: Iterable<number>): string {
    return Array.from(cards, (c) => this.format(c)).join(' ');
  }

  /** One card from notation ("3S", "10d", "TD"), or undefined. */
  parse(text: string): number | undefined {
    return this.lookup.get(text.trim().toUpperCase());
  }

  /** A space- or comma-separated list of cards; unknown cards give a readable message. */
  parseList(text: string): CardsResult {
    const words = text.split(/[\s,]+/).filter((w) => w.length > 0);
    const cards: number[] = [];
    for (const word of words) {
      const card = this.parse(word);
      if (card === undefined) {
        const params = { word, ranks: this.deck.ranks.join(' '), suits: this.suitLetters.join(' ') };
        // Said with its English in place, not through card-messages.ts: this module is in every
        // Apples table's first paint, which carries no catalogue (the test holds the two the same).
        const message = `'${word}' is not a card: write a rank (${params.ranks}, or T for 10) and a suit letter (${params.suits}), e.g. 10D or QS`;
        return { ok: false, message, said: { key: 'cards:not-a-card', params, message } };
      }
      cards.push(card);
    }
    return { ok: true, cards };
  }

  /** The rank symbol of a rank index ("Q", "10"). */
  rankSymbol(rank: number): string {
    return this.deck.ranks[rank] ?? '?';
  }

  /** The rank's name in words, plural for groups ("Jacks", "4s") or singular ("jack"). */
  rankName(rank: number, plural: boolean): string {
    return rankWords(this.rankSymbol(rank), plural);
  }

  /** The suit's name ("spades"). */
  suitName(suit: number): string {
    return this.deck.suits[suit] ?? '?';
  }

  /** What a bid names: a suit's name, or "no trumps" for the denomination one past the last suit. */
  denominationName(denomination: number): string {
    return denomination === this.suitCount ? 'no trumps' : this.suitName(denomination);
  }

  /** The card in words: "queen of spades". */
  name(card: number): string {
    return `${this.rankName(this.rank(card), false)} of ${this.suitName(this.suit(card))}`;
  }

  /** A suit index from a name, a letter or a plural-less name ("spades", "S", "spade"). */
  parseSuit(text: string): number | undefined {
    const t = text.trim().toLowerCase();
    const s = this.deck.suits.findIndex((suit) => {
      const name = suit.toLowerCase();
      return t === name || t === name.charAt(0) || `${t}s` === name;
    });
    return s < 0 ? undefined : s;
  }
}
