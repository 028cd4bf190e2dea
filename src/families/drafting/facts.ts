/** What a drafting ruleset says, in labelled facts for the studio's comparison of a variant with its base. */
import { byPlayersInWords } from '../../core/rules/facts.js';
import type { OptionValues } from '../../core/rules/ruleset.js';
import type { DraftingRuleset } from './ruleset.js';

/** Add the facts of a drafting ruleset that a player would notice to `facts`, by label. */
export function describeDraftingRules(ruleset: DraftingRuleset, options: OptionValues, facts: Map<string, string>): void {
  for (const a of ruleset.deck.attributes) facts.set(`attribute ${a.name}`, a.values.join(', '));
  facts.set('copies of each card', String(ruleset.deck.copies));
  facts.set('cards turned up per player', byPlayersInWords(ruleset.centrePerPlayer, ruleset, options));
  facts.set('cards each', String(ruleset.cardsEach));
  facts.set('leader passes', ruleset.leaderPasses);
  facts.set('tie at the end', ruleset.tie === 'shared' ? 'shared win' : 'play another hand');
  for (const b of ruleset.batches) {
    facts.set(`batch ${b.name}`, 'in the orchard');
    if (b.capacity !== null) facts.set(`batch ${b.name}: holds`, String(b.capacity));
    b.allow.forEach((rule, i) => facts.set(`batch ${b.name}: placing rule${b.allow.length > 1 ? ` ${i + 1}` : ''}`, rule.source));
    facts.set(`batch ${b.name}: score`, b.score.source);
  }
}
