/**
 * "How to play" a ruleset, in plain words made from its compiled data (so a house variant
 * explains itself): sections with a heading and sentences, which a family's descriptor writes and
 * any host shows (the game elements' panel, the generic table).
 */
import { englishWords } from '../i18n/english-words.js';
import type { Words } from '../i18n/words-of.js';
import type { RulesetBase } from './ruleset.js';

/** One section of a ruleset's "How to play": a heading ("Goal") and its sentences. */
export interface HowToPlaySection {
  readonly heading: string;
  readonly lines: readonly string[];
}

/**
 * The players and house rules of any ruleset, as one section ("Players"), before the family's own
 * lines: in the language of `words`, each option described as `describe` gives it (the ruleset's
 * own translation, or the file's words).
 */
export function playersSection(
  ruleset: RulesetBase,
  lines: readonly string[] = [],
  words: Words = englishWords(),
  describe: (name: string, description: string) => string = (_name, description) => description,
): HowToPlaySection {
  const { rules } = words;
  const houseRules = ruleset.options.map((o) => {
    const value =
      o.default === true
        ? rules.yes
        : o.default === false
          ? rules.no
          : typeof o.default === 'number'
            ? words.number(o.default)
            : String(o.default);
    return words.fill(rules.houseRule, { description: describe(o.name, o.description), value });
  });
  const { min, max } = ruleset.players;
  const count = min === max ? `${words.count('player', min)}.` : words.fill(rules.playersRange, { range: words.range(min, max) });
  return { heading: rules.playersHeading, lines: [count, ...lines, ...houseRules] };
}

/** An expression of a ruleset for a sentence: a plain number as written ("40"), else its words without the capital and the full stop ("2 times the value"). */
export function exprInWords(expr: { readonly source: string; readonly words: string }): string {
  if (/^-?\d+$/.test(expr.source.trim())) return expr.source.trim();
  const words = expr.words.trim().replace(/\.$/, '');
  return words.charAt(0).toLowerCase() + words.slice(1);
}
