/**
 * A derivation's words in one language (`ExplainWords`, what a host puts in the context it
 * explains with): the language's patterns from its card words, and the ruleset's own names for its
 * attributes and values in that language (a ruleset without them keeps its names as written).
 */
import type { AttributeNaming } from '../cards/attribute-value.js';
import type { ExplainWords } from '../rules/explain-words.js';
import type { Words } from './words-of.js';

/**
 * The words a derivation says in `words`' language, naming attributes and values by `naming`;
 * `code` sets a piece of the ruleset's notation (plain by default; a page marks it as code).
 */
export function explainWordsOf(
  words: Words,
  naming: AttributeNaming,
  code: (notation: string) => string = (notation) => notation,
): ExplainWords {
  const patterns = words.explain;
  return {
    so: (because, result) => words.fill(patterns.so, { because, result }),
    noCards: patterns.noCards,
    withPlayers: (n, text) => words.fill(patterns.withPlayers, { n, text }),
    noRow: (n) => words.fill(patterns.noRow, { n }),
    noComplete: (over) => (over === 'pair' ? patterns.noPairs : patterns.noSteps),
    of: (aggregate, attribute, values) => words.fill(patterns.of, { aggregate, attribute, values }),
    attribute: (name) => naming.attribute(name),
    value: (value) => naming.value(value),
    truth: (value) => (value ? words.rules.yes : words.rules.no),
    highestPower: patterns.highestPower,
    code,
  };
}
