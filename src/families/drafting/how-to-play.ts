/** "How to play" a drafting ruleset (Orchard), in plain words made from its compiled data, in any language. */
import { byPlayersInWords } from '../../core/rules/facts.js';
import { playersSection, type HowToPlaySection } from '../../core/rules/how-to-play.js';
import type { OptionValues } from '../../core/rules/ruleset.js';
import type { RulesetTexts } from '../../core/rules/ruleset-texts.js';
import { englishDraftingPhrases } from './phrases/en.js';
import type { DraftingPhrases } from './phrases/phrases.js';
import type { DraftingRuleset } from './ruleset.js';

/**
 * The sections of a drafting ruleset's "How to play": goal, players, deck, a phase, and each
 * batch's score; in the phrasebook's language (English by default), the ruleset's own texts
 * (batch names and descriptions, attributes, values, house rules) as `texts` gives them.
 */
export function draftingHowToPlay(
  ruleset: DraftingRuleset,
  options: OptionValues,
  phrases: DraftingPhrases = englishDraftingPhrases(),
  texts?: RulesetTexts,
): readonly HowToPlaySection[] {
  const { deck } = ruleset;
  const { words, rules: say } = phrases;
  return [
    {
      heading: say.headings.goal,
      lines: [say.goal(ruleset.batches.length, ruleset.cardsEach), ruleset.tie === 'shared' ? say.tieShared : say.tieAnotherHand],
    },
    playersSection(ruleset, [], words, texts ? (name, d) => texts.option(name, d) : undefined),
    {
      heading: say.headings.deck,
      lines: [
        ...deck.attributes.map((a) =>
          say.attribute(
            texts ? texts.attribute(a.name) : a.name,
            a.values.map((v) => (texts ? texts.value(v) : String(v))),
          ),
        ),
        say.cards(deck.cards.length, deck.copies),
      ],
    },
    {
      heading: say.headings.phase,
      lines: [
        say.centre(byPlayersInWords(ruleset.centrePerPlayer, ruleset, options, words)),
        say.turns,
        say.phaseEnds(ruleset.leaderPasses),
      ],
    },
    {
      heading: say.headings.batches,
      lines: ruleset.batches.map((b) =>
        say.batch(
          texts ? texts.batch(b.name) : b.name,
          b.description !== ''
            ? { description: texts ? texts.describe(b.name, b.description) : b.description }
            : { scores: phrases.rule(b.score) },
          b.capacity,
        ),
      ),
    },
  ];
}
