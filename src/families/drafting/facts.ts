/** What a drafting ruleset says, in labelled facts for the studio's comparison of a variant with its base. */
import { byPlayersInWords, passesWay, tieWay, type FactSheet } from '../../core/rules/facts.js';
import type { OptionValues } from '../../core/rules/ruleset.js';
import { draftingFactSays } from './messages/facts.js';
import type { DraftingRuleset } from './ruleset.js';

/** Add the facts of a drafting ruleset that a player would notice to `facts`, in its language. */
export function describeDraftingRules(ruleset: DraftingRuleset, options: OptionValues, facts: FactSheet): void {
  const { words, texts } = facts;
  for (const a of ruleset.deck.attributes)
    facts.add(draftingFactSays('fact-attribute', { name: texts.attribute(a.name) }), a.values.map((v) => texts.value(v)).join(', '), {
      key: a.name,
    });
  facts.add(draftingFactSays('fact-copies'), words.number(ruleset.deck.copies));
  facts.add(draftingFactSays('fact-centre'), byPlayersInWords(ruleset.centrePerPlayer, ruleset, options, words));
  facts.add(draftingFactSays('fact-cards-each'), words.number(ruleset.cardsEach));
  facts.add(draftingFactSays('fact-leader'), passesWay(ruleset.leaderPasses));
  facts.add(draftingFactSays('fact-tie'), tieWay(ruleset.tie));
  for (const b of ruleset.batches) {
    const name = texts.batch(b.name);
    // Known by the batch's own name: a variant may translate it otherwise.
    const about = (part: string) => ({ key: `${b.name} ${part}`, of: b.name });
    facts.add(draftingFactSays('fact-batch', { name }), draftingFactSays('fact-in-orchard'), { key: b.name, whole: b.name });
    if (b.capacity !== null) facts.add(draftingFactSays('fact-batch-holds', { name }), words.number(b.capacity), about('holds'));
    b.allow.forEach((rule, i) =>
      facts.add(
        b.allow.length > 1 ? draftingFactSays('fact-batch-rule-n', { name, n: i + 1 }) : draftingFactSays('fact-batch-rule', { name }),
        rule.source,
        about(`rule ${i + 1}`),
      ),
    );
    facts.add(draftingFactSays('fact-batch-score', { name }), b.score.source, about('score'));
  }
}
