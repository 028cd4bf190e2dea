/** The drafting family's sentences in English (see phrases.ts). */
import { englishWords } from '../../../core/i18n/english-words.js';
import type { Words } from '../../../core/i18n/words-of.js';
import type { DraftingPhrases, Named } from './phrases.js';

/** The seat and its verb, which agrees with it: "Ann places", but "You place". */
const act = (who: Named, verb: string, youVerb: string): string => `${who.name} ${who.you ? youVerb : verb}`;
/** A signed number of points: "+6 points", "-1 point". */
const signedPoints = (points: number): string => `${points >= 0 ? '+' : ''}${points} point${Math.abs(points) === 1 ? '' : 's'}`;

export function draftingPhrases(words: Words): DraftingPhrases {
  return {
    words,
    seat: (seat) => `Player ${seat + 1}`,
    rule: (expr) => {
      if (/^-?\d+$/.test(expr.source.trim())) return expr.source.trim();
      const text = expr.words.trim().replace(/\.$/, '');
      return text.charAt(0).toLowerCase() + text.slice(1);
    },

    shuffled: (cards) => `The deck of ${cards} cards is shuffled.`,
    revealed: (phase, cards, leader) =>
      `Phase ${phase}: turned up in the centre: ${cards.join('; ')}. ${act(leader, 'places', 'place')} first.`,
    placed: (player, card, batch, points, batchPoints, total) =>
      `${act(player, 'places', 'place')} ${card} in ${batch}: ${signedPoints(points)} (${batch} ${batchPoints}, total ${total}).`,
    phaseEnded: (phase, leader) =>
      leader === null ? `Phase ${phase} ends, and with it the game.` : `Phase ${phase} ends; the lead passes to ${leader.name}.`,
    batchFull: (batch, holds) => `${batch} is full: it holds at most ${holds} ${holds === 1 ? 'card' : 'cards'}.`,
    batchNeeds: (batch, rule) => `${batch} needs: ${rule.charAt(0).toLowerCase()}${rule.slice(1).replace(/\.$/, '')}.`,
    scoreChange: (points, lost, culprits) =>
      `${words.count('point', points)} ${lost ? 'lost because of' : 'gained from'} ${
        culprits.length ? culprits.map((c) => `${c.card} in ${c.batch}`).join('; ') : 'the cards in other batches'
      }`,
    gameOver: (winners, you, best, scores) =>
      `Game over: ${winners.join(' and ')} ${winners.length > 1 ? 'share the win' : you ? 'win' : 'wins'} with ${best} points (${scores.join(', ')}).`,

    rules: {
      headings: { goal: 'Goal', deck: 'Deck', phase: 'A phase', batches: 'Batches and what they score' },
      goal: (batches, cardsEach) =>
        `Place apples into the ${batches} batches of your orchard so that they score. The game ends when every player holds ${cardsEach} cards; the highest total wins.`,
      tieShared: 'Equal totals share the win.',
      tieAnotherHand: 'A tie at the top plays another hand.',
      attribute: (name, values) => `${name}: ${values.join(', ')}.`,
      cards: (count, copies) => `${count} cards (${copies} ${copies === 1 ? 'copy' : 'copies'} of every combination).`,
      centre: (perPlayer) => `Cards are turned up in the centre, per player: ${perPlayer}.`,
      turns:
        "Starting with the phase's first player, each in turn takes one card from the centre and places it in one of their own batches where it is allowed.",
      phaseEnds: (passes) => `When the centre is empty the phase ends, and the first player passes ${passes}.`,
      batch: (name, said, holds) =>
        `${name}: ${'description' in said ? said.description : `Scores ${said.scores}.`}${holds !== null ? ` Holds ${holds} ${holds === 1 ? 'card' : 'cards'}.` : ''}`,
    },
  };
}

let english: DraftingPhrases | null = null;
/** The English sentences with the English card words (made once, on first use). */
export function englishDraftingPhrases(): DraftingPhrases {
  english ??= draftingPhrases(englishWords());
  return english;
}
