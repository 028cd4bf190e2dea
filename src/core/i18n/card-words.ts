/**
 * Card and game words in every language Pomona speaks, as data: suit and rank names with the form
 * a card's name needs ("дама пик" puts the suit in the genitive plural, "스페이드 퀸" puts it first),
 * the pattern of a card's name, ordinals and the plural forms of the nouns games count.
 * Formatting them (plural rules, numbers, lists) is in words.ts.
 */
import type { LanguageTag } from './languages.js';
import { words as en } from './card-words-en.js';
import { words as ko } from './card-words-ko.js';
import { words as ru } from './card-words-ru.js';
import { words as es } from './card-words-es.js';

/** The French suits, by the names rulesets give them. */
export type SuitId = 'spades' | 'clubs' | 'hearts' | 'diamonds';

/** The named ranks; numbered ranks are written as their numbers in every language. */
export type FaceRank = 'A' | 'K' | 'Q' | 'J';

/** The nouns games count ("3 cards", "3 карты", "카드 3장"). */
export type CountedNoun = 'card' | 'point' | 'trick' | 'player' | 'hand' | 'round' | 'green-card' | 'red-card' | 'trump' | 'point-short';

/** A suit's name alone (a heading, "trumps: spades") and as it stands in a card's name. */
export interface SuitWords {
  readonly name: string;
  readonly inCardName: string;
  /**
   * The name after a number where it is not `name`, by cardinal plural category: a bid of
   * "1 diamond", "5 бубен". A category not given takes `name`.
   */
  readonly counted?: Readonly<Partial<Record<Intl.LDMLPluralRule, string>>>;
}

/** Patterns by plural category (Intl.PluralRules' one, two, few, many, other); `{n}` is the number. */
export type PluralPatterns = Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> & { readonly other: string };

/** Every word a language gives the games. */
export interface CardWords {
  readonly suits: Readonly<Record<SuitId, SuitWords>>;
  readonly ranks: Readonly<Record<FaceRank, string>>;
  /** A card's name: `{rank}` and `{suit}` (the suit's `inCardName`). */
  readonly cardName: string;
  /** Ordinal patterns by Intl.PluralRules' ordinal category: "1st", "1-й", "1.º", "1번째". */
  readonly ordinal: PluralPatterns;
  /** How many of a noun, by cardinal plural category. */
  readonly counted: Readonly<Record<CountedNoun, PluralPatterns>>;
  /** The words every ruleset's "How to play" shares. */
  readonly rules: RulesWords;
  /** The words a score's derivation says between the ruleset's notation. */
  readonly explain: ExplainPatterns;
}

/**
 * The words a derivation says between the ruleset's notation ("sweetness 3 + 1 = 4; 4 = 13 ✗, so
 * 0"), as patterns; `explainWordsOf` (explain-words.ts) fills them. `{n}` is a number of players.
 */
export interface ExplainPatterns {
  /** A condition and what follows: "{because}, so {result}". */
  readonly so: string;
  /** In place of the values of no cards. */
  readonly noCards: string;
  /** A row of a `by players` table: "with {n} players, {text}". */
  readonly withPlayers: string;
  /** No row for the players at the table: "no row for {n} players: 0". */
  readonly noRow: string;
  /** A sum over pairs, or over steps, of a batch that has none. */
  readonly noPairs: string;
  readonly noSteps: string;
  /** An aggregate over the cards: "{aggregate} of {attribute} ({values})". */
  readonly of: string;
  /** After a power capped at the highest allowed. */
  readonly highestPower: string;
}

/** The words every ruleset's "How to play" shares: its players and house rules. */
export interface RulesWords {
  /** A range of whole numbers: "{min} to {max}". */
  readonly range: string;
  /** A number that depends on the number of players: "{range} players: {value}". */
  readonly byPlayers: string;
  /** The players section's heading. */
  readonly playersHeading: string;
  /** How many play, for a range: "{range} players." */
  readonly playersRange: string;
  /** A house rule and its value: "House rule "{description}": {value} unless the table chooses otherwise." */
  readonly houseRule: string;
  readonly yes: string;
  readonly no: string;
}

/** The card and game words of every language, by tag (the elements load one language's module at a time instead). */
export const CARD_WORDS: Readonly<Record<LanguageTag, CardWords>> = { en, ko, ru, es };
