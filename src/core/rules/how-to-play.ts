/**
 * "How to play" a ruleset, in plain words made from its compiled data (so a house variant
 * explains itself): sections with a heading and sentences, which a family's descriptor writes and
 * any host shows (the game elements' panel, the generic table).
 */
import { rangeInWords } from './facts.js';
import type { RulesetBase } from './ruleset.js';

/** One section of a ruleset's "How to play": a heading ("Goal") and its sentences. */
export interface HowToPlaySection {
  readonly heading: string;
  readonly lines: readonly string[];
}

/** The players and house rules of any ruleset, as one section ("Players"), before the family's own lines. */
export function playersSection(ruleset: RulesetBase, lines: readonly string[] = []): HowToPlaySection {
  const houseRules = ruleset.options.map((o) => {
    const value = o.default === true ? 'yes' : o.default === false ? 'no' : String(o.default);
    return `House rule "${o.description}": ${value} unless the table chooses otherwise.`;
  });
  const count = rangeInWords(ruleset.players);
  return { heading: 'Players', lines: [`${count} ${count === '1' ? 'player' : 'players'}.`, ...lines, ...houseRules] };
}

/** An expression of a ruleset for a sentence: a plain number as written ("40"), else its words without the capital and the full stop ("2 times the value"). */
export function exprInWords(expr: { readonly source: string; readonly words: string }): string {
  if (/^-?\d+$/.test(expr.source.trim())) return expr.source.trim();
  const words = expr.words.trim().replace(/\.$/, '');
  return words.charAt(0).toLowerCase() + words.slice(1);
}
