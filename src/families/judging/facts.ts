/** What a judging ruleset says, in labelled facts for the studio's comparison of a variant with its base. */
import { byPlayersInWords, rangeInWords } from '../../core/rules/facts.js';
import type { OptionValues } from '../../core/rules/ruleset.js';
import type { JudgingRuleset } from './ruleset.js';

/** Add the facts of a judging ruleset that a player would notice to `facts`, by label. */
export function describeJudgingRules(ruleset: JudgingRuleset, options: OptionValues, facts: Map<string, string>): void {
  facts.set('green cards to win', byPlayersInWords(ruleset.goal, ruleset, options));
  facts.set('red cards in hand', byPlayersInWords(ruleset.handSize, ruleset, options));
  facts.set('green deck', ruleset.green.files.join(', '));
  facts.set('red deck', ruleset.red.files.join(', '));
  facts.set('judge passes', ruleset.judge.passes);
  for (const rule of ruleset.placing) {
    facts.set(
      `red cards placed with ${rangeInWords(rule.players)} players`,
      `${rule.minEach.source} to ${rule.maxEach.source}${rule.lastReturns ? ', the last one placed returns' : ''}`,
    );
  }
}
