/** "How to play" a drafting ruleset (Orchard), in plain words made from its compiled data. */
import { byPlayersInWords } from '../../core/rules/facts.js';
import { exprInWords, playersSection, type HowToPlaySection } from '../../core/rules/how-to-play.js';
import type { OptionValues } from '../../core/rules/ruleset.js';
import type { DraftingRuleset } from './ruleset.js';

/** The sections of a drafting ruleset's "How to play": goal, players, deck, a phase, and each batch's score. */
export function draftingHowToPlay(ruleset: DraftingRuleset, options: OptionValues): readonly HowToPlaySection[] {
  const { deck } = ruleset;
  const each = ruleset.cardsEach;
  return [
    {
      heading: 'Goal',
      lines: [
        `Place apples into the ${ruleset.batches.length} batches of your orchard so that they score. The game ends when every player holds ${each} cards; the highest total wins.`,
        ruleset.tie === 'shared' ? 'Equal totals share the win.' : 'A tie at the top plays another hand.',
      ],
    },
    playersSection(ruleset),
    {
      heading: 'Deck',
      lines: [
        ...deck.attributes.map((a) => `${a.name}: ${a.values.join(', ')}.`),
        `${deck.cards.length} cards (${deck.copies} ${deck.copies === 1 ? 'copy' : 'copies'} of every combination).`,
      ],
    },
    {
      heading: 'A phase',
      lines: [
        `Cards are turned up in the centre, per player: ${byPlayersInWords(ruleset.centrePerPlayer, ruleset, options)}.`,
        `Starting with the phase's first player, each in turn takes one card from the centre and places it in one of their own batches where it is allowed.`,
        `When the centre is empty the phase ends, and the first player passes ${ruleset.leaderPasses}.`,
      ],
    },
    {
      heading: 'Batches and what they score',
      lines: ruleset.batches.map((b) => {
        const holds = b.capacity !== null ? ` Holds ${b.capacity} ${b.capacity === 1 ? 'card' : 'cards'}.` : '';
        const said = b.description !== '' ? b.description : `Scores ${exprInWords(b.score)}.`;
        return `${b.name}: ${said}${holds}`;
      }),
    },
  ];
}
