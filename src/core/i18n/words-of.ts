/**
 * Card and game words formatted for one language from its data (card-words-TAG.ts): card names,
 * suit and rank names, ordinals, counted nouns through Intl.PluralRules (Russian's one, few and
 * many; Korean counters), numbers through Intl.NumberFormat and lists through Intl.ListFormat. The
 * elements hold one language's data at a time; words.ts has every language's. No DOM.
 */
import type { CardWords, CountedNoun, FaceRank, ExplainPatterns, PluralPatterns, RulesWords, SuitId } from './card-words.js';
import type { LanguageTag } from './languages.js';

/** What a language's words can say. */
export interface Words {
  readonly language: LanguageTag;
  /** A playing card's name: "queen of spades", "дама пик", "reina de picas", "스페이드 퀸". */
  cardName(rank: string, suit: string): string;
  /**
   * A suit's name alone: "spades", "пики"; after the number `count` when given, agreeing with it
   * (a bid of "1 diamond", "5 бубен"). A suit Pomona does not know keeps the ruleset's name.
   */
  suitName(suit: string, count?: number): string;
  /** A rank's name: "queen", "дама"; numbered ranks stay numbers. */
  rankName(rank: string): string;
  /** An ordinal: "2nd", "2-й", "2.º", "2번째". */
  ordinal(n: number): string;
  /** How many of a noun: "1 card", "5 карт", "카드 3장", "2 cartas". */
  count(noun: CountedNoun, n: number): string;
  /** A number as the language writes it ("1,250", "1 250", "1.250"). */
  number(n: number): string;
  /** A range of whole numbers: "4", "2 to 6", "2~6". */
  range(min: number, max: number): string;
  /** Words of a ruleset's facts (see `RulesWords`). */
  readonly rules: RulesWords;
  /** The words of a score's derivation, as patterns (see `explainWordsOf`). */
  readonly explain: ExplainPatterns;
  /** Fill a pattern's `{name}` places with `values`. */
  fill(pattern: string, values: Readonly<Record<string, string | number>>): string;
  /** A list joined by "and" (`conjunction`) or "or" (`disjunction`): "a, b and c", "a, b и c". */
  list(items: readonly string[], type?: 'conjunction' | 'disjunction'): string;
}

const isSuit = (suit: string): suit is SuitId => suit === 'spades' || suit === 'clubs' || suit === 'hearts' || suit === 'diamonds';
const isFace = (rank: string): rank is FaceRank => rank === 'A' || rank === 'K' || rank === 'Q' || rank === 'J';

function fill(patterns: PluralPatterns, category: Intl.LDMLPluralRule, n: string): string {
  return (patterns[category] ?? patterns.other).replace('{n}', n);
}

/** A pattern with its `{name}` places filled. */
function fillPattern(pattern: string, values: Readonly<Record<string, string | number>>): string {
  return pattern.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/** The words of `language` from its data (card-words-TAG.ts). */
export function wordsOf(language: LanguageTag, data: CardWords): Words {
  const cardinal = new Intl.PluralRules(language);
  const ordinalRules = new Intl.PluralRules(language, { type: 'ordinal' });
  const numbers = new Intl.NumberFormat(language);
  const lists = {
    conjunction: new Intl.ListFormat(language, { type: 'conjunction' }),
    disjunction: new Intl.ListFormat(language, { type: 'disjunction' }),
  };
  const suitName = (suit: string, count?: number): string => {
    const key = suit.toLowerCase();
    if (!isSuit(key)) return suit;
    const words = data.suits[key];
    return (count === undefined ? undefined : words.counted?.[cardinal.select(count)]) ?? words.name;
  };
  const rankName = (rank: string): string => {
    const key = rank.toUpperCase();
    return isFace(key) ? data.ranks[key] : rank;
  };
  return {
    language,
    cardName: (rank, suit) => {
      const key = suit.toLowerCase();
      const suitWord = isSuit(key) ? data.suits[key].inCardName : suit;
      return data.cardName.replace('{rank}', rankName(rank)).replace('{suit}', suitWord);
    },
    suitName,
    rankName,
    ordinal: (n) => fill(data.ordinal, ordinalRules.select(n), String(n)),
    count: (noun, n) => fill(data.counted[noun], cardinal.select(n), numbers.format(n)),
    number: (n) => numbers.format(n),
    list: (items, type = 'conjunction') => lists[type].format(items),
    range: (min, max) =>
      min === max ? numbers.format(min) : fillPattern(data.rules.range, { min: numbers.format(min), max: numbers.format(max) }),
    rules: data.rules,
    explain: data.explain,
    fill: fillPattern,
  };
}
