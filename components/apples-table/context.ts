/**
 * What <apples-table> provides to its parts (card, hand, trick area, bidding panel, score
 * sheet) through @lit/context. The key is a string so that two copies of the script still match.
 */
import { createContext } from '@lit/context';
import type { PlayingCards } from '../../src/core/cards/playing.js';
import type { ScoreSheet } from '../../src/core/game/game.js';
import type { TrickPlayerAction, TrickView } from '../../src/families/trick/engine/index.js';
import type { TrickRuleset } from '../../src/families/trick/ruleset.js';
import type { LanguageTag } from '../../src/core/i18n/languages.js';
import type { TrickPhrases } from '../../src/families/trick/phrases/phrases.js';
import type { ElementWords } from '../core/language/element-words.js';

/** The table as its parts see it. A new value is provided after every change (never mutated). */
export interface ApplesTableContext {
  readonly ruleset: TrickRuleset;
  /** Card names and notation for the ruleset's deck. */
  readonly cards: PlayingCards;
  /** The viewer's view of the game (never another player's hidden cards). */
  readonly view: TrickView;
  /** The viewer's legal actions now, from the engine; empty when they may not act. */
  readonly legal: readonly TrickPlayerAction[];
  /** The language the table speaks, its card and game words, and its family sentences once loaded (null in English before the code that speaks arrives). */
  readonly language: LanguageTag;
  readonly words: ElementWords;
  readonly phrases: TrickPhrases | null;
  /** A card's name in the table's language ("queen of spades", "дама пик"). */
  readonly cardName: (card: number) => string;
  /** A bid's denomination in the table's language: a suit, or no trumps; after the bid's `number` when given ("1 diamond"). */
  readonly denominationName: (denomination: number, number?: number) => string;
  /** The seat the table calls "You" (one person at the screen), or -1. */
  readonly you: number;
  /** Seat names as shown (text, never HTML). */
  readonly names: readonly string[];
  /** The seat shown at the bottom of the table. */
  readonly viewer: number;
  /** Score sheets of each finished hand (hand by hand, then by seat), with derivations. */
  readonly handSheets: readonly (readonly ScoreSheet[])[];
  /** Whether a replay is shown (no one is thinking, and cards are not dealt again at each step). */
  readonly replaying: boolean;
  /** Whether motion should be reduced (prefers-reduced-motion). */
  readonly reducedMotion: boolean;
  /** Play an action for the viewer; the engine decides whether it is legal. */
  readonly act: (action: TrickPlayerAction) => void;
}

/** The context <apples-table> provides. */
export const applesTableContext = createContext<ApplesTableContext | undefined>('pomona-apples-table');
