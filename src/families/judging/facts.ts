/** What a judging ruleset says, in labelled facts for the studio's comparison of a variant with its base. */
import { byPlayersInWords, passesWay, rangeInWords, type FactSheet } from '../../core/rules/facts.js';
import type { OptionValues } from '../../core/rules/ruleset.js';
import { judgingFactSays } from './messages/facts.js';
import type { JudgingRuleset } from './ruleset.js';

/** Add the facts of a judging ruleset that a player would notice to `facts`, in its language. */
export function describeJudgingRules(ruleset: JudgingRuleset, options: OptionValues, facts: FactSheet): void {
  const { words } = facts;
  facts.add(judgingFactSays('fact-goal'), byPlayersInWords(ruleset.goal, ruleset, options, words));
  facts.add(judgingFactSays('fact-hand'), byPlayersInWords(ruleset.handSize, ruleset, options, words));
  facts.add(judgingFactSays('fact-green-deck'), ruleset.green.files.join(', '));
  facts.add(judgingFactSays('fact-red-deck'), ruleset.red.files.join(', '));
  facts.add(judgingFactSays('fact-judge'), passesWay(ruleset.judge.passes));
  for (const rule of ruleset.placing) {
    facts.add(
      judgingFactSays('fact-placing', { players: rangeInWords(rule.players, words) }),
      judgingFactSays('fact-placing-value', { min: rule.minEach.source, max: rule.maxEach.source, returns: rule.lastReturns ? 'yes' : '' }),
      { key: `${rule.players.min}..${rule.players.max}` },
    );
  }
}
