/** What a drafting ruleset says, in labelled facts for the studio's comparison of a variant with its base. */
import { byPlayersInWords, passesWay, tieWay, type FactSheet } from '../../core/rules/facts.js';
import type { OptionValues } from '../../core/rules/ruleset.js';
import { draftingSays } from './messages/say.js';
import type { DraftingRuleset } from './ruleset.js';

/** Add the facts of a drafting ruleset that a player would notice to `facts`, in its language. */
export function describeDraftingRules(ruleset: DraftingRuleset, options: OptionValues, facts: FactSheet): void {
  const { words, texts } = facts;
  for (const a of ruleset.deck.attributes)
    facts.add(draftingSays('fact-attribute', { name: texts.attribute(a.name) }), a.values.map((v) => texts.value(v)).join(', '), {
      key: a.name,
    });
  facts.add(draftingSays('fact-copies'), words.number(ruleset.deck.copies));
  facts.add(draftingSays('fact-centre'), byPlayersInWords(ruleset.centrePerPlayer, ruleset, options, words));
  facts.add(draftingSays('fact-cards-each'), words.number(ruleset.cardsEach));
  facts.add(draftingSays('fact-leader'), passesWay(ruleset.leaderPasses));
  facts.add(draftingSays('fact-tie'), tieWay(ruleset.tie));
  for (const b of ruleset.batches) {
    const name = texts.batch(b.name);
    // Known by the batch's own name: a variant may translate it otherwise.
    const about = (part: string) => ({ key: `${b.name} ${part}`, of: b.name });
    facts.add(draftingSays('fact-batch', { name }), draftingSays('fact-in-orchard'), { key: b.name, whole: b.name });
    if (b.capacity !== null) facts.add(draftingSays('fact-batch-holds', { name }), words.number(b.capacity), about('holds'));
    b.allow.forEach((rule, i) =>
      facts.add(
        b.allow.length > 1 ? draftingSays('fact-batch-rule-n', { name, n: i + 1 }) : draftingSays('fact-batch-rule', { name }),
        rule.source,
        about(`rule ${i + 1}`),
      ),
    );
    facts.add(draftingSays('fact-batch-score', { name }), b.score.source, about('score'));
  }
}
