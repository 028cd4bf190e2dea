/** The judging family's sentences in English (see phrases.ts). */
import { englishWords } from '../../../core/i18n/english-words.js';
import type { Words } from '../../../core/i18n/words-of.js';
import type { JudgingPhrases, Named } from './phrases.js';

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
/** The seat and its verb, which agrees with it: "Ann places", but "You place". */
const act = (who: Named, verb: string, youVerb: string): string => `${who.name} ${who.you ? youVerb : verb}`;

export function judgingPhrases(words: Words): JudgingPhrases {
  const listed = (names: readonly string[]): string => words.list(names);
  return {
    words,
    seat: (seat) => `Seat ${seat + 1}`,
    quoted: (text) => `"${text}"`,
    rule: (expr) => {
      if (/^-?\d+$/.test(expr.source.trim())) return expr.source.trim();
      const text = expr.words.trim().replace(/\.$/, '');
      return text.charAt(0).toLowerCase() + text.slice(1);
    },

    firstJudge: (judge) => `${act(judge, 'is', 'are')} the first judge.`,
    shuffled: (deck, cards) => `The ${deck} stack is shuffled (${plural(cards, 'card')}).`,
    reshuffled: (cards) => `The ${plural(cards, 'discarded red card')} are shuffled into a new red stack.`,
    dealt: (player, cards) => `${act(player, 'is', 'are')} dealt ${plural(cards, 'red card')}.`,
    greenTurned: (round, judge, green) =>
      `Round ${round}: ${judge.name}, the judge, ${judge.you ? 'turn' : 'turns'} the green card ${green}.`,
    cardPlaced: (player) => `${act(player, 'places', 'place')} a red card face down.`,
    donePlacing: (player) => `${act(player, 'is', 'are')} done placing.`,
    placingClosed: (judged, firstJudged, returnedTo) => {
      const parts: string[] = [];
      if (firstJudged !== null)
        parts.push(`${plural(firstJudged, 'card')} are down: placing is closed, only the first ${firstJudged} are judged.`);
      if (returnedTo !== null) parts.push(`The last card placed returns unjudged to ${returnedTo.name}.`);
      if (parts.length === 0)
        parts.push(judged === 0 ? 'Placing is closed with no card to judge.' : `Placing is closed: ${plural(judged, 'card')} to judge.`);
      return parts.join(' ');
    },
    revealed: (count, cards) =>
      `The judge sees ${plural(count, 'red card')}, shuffled, without their owners${cards ? `: ${cards.join(', ')}` : ''}.`,
    roundJudged: (judge, red, owner, green) =>
      `${act(judge, 'chooses', 'choose')} ${red}: ${owner.you ? 'your' : `${owner.name}'s`} card wins ${green}.`,
    noCardJudged: (green) => `No card was judged: ${green} goes back under the green stack.`,
    points: (player, total) => `${act(player, 'has', 'have')} ${plural(total, 'green card')}.`,
    gameOver: (winners, you, greenCards) =>
      `Game over: ${listed(winners)} ${winners.length === 1 && !you ? 'wins' : 'win'} with ${plural(greenCards, 'green card')}.`,

    rules: {
      headings: { goal: 'Goal', decks: 'Decks', round: 'A round' },
      goal: (greenCards) => `Win green cards: the first player to hold enough of them wins. Green cards to win: ${greenCards}.`,
      greenDeck: (cards) => `Green cards (descriptions): ${cards}.`,
      redDeck: (cards, hand) => `Red cards (things): ${cards}; each player holds ${hand}.`,
      turnGreen: 'The judge turns up a green card.',
      placing: (players, count, lastReturns, firstJudged) => {
        const extra = [
          lastReturns ? 'the last card placed goes back to its owner unjudged' : '',
          firstJudged ? `only the first ${firstJudged} placed are judged` : '',
        ].filter((s) => s !== '');
        return `With ${players} players, everyone but the judge places ${count} red ${count === '1' ? 'card' : 'cards'} face down${extra.length ? `; ${extra.join('; ')}` : ''}.`;
      },
      judge: (choice) =>
        `The judge picks the red card that fits the green card ${typeof choice === 'object' ? `best (worst when ${choice.worstWhen})` : choice}; its owner wins the green card.`,
      refill: (passes) => `Hands are refilled and the judge's seat passes ${passes}.`,
    },
  };
}

let english: JudgingPhrases | null = null;
/** The English sentences with the English card words (made once, on first use). */
export function englishJudgingPhrases(): JudgingPhrases {
  english ??= judgingPhrases(englishWords());
  return english;
}
