/**
 * Events in words: what `pomona replay` prints and what <apples-to-apples> announces. A host
 * gives the seat names; card texts come from the ruleset. Only what the event carries is said,
 * so nothing hidden (a dealt card, who placed which card) can slip into a sentence.
 */
import type { JudgingRuleset } from '../ruleset.js';
import type { JudgingEvent } from './types.js';
import { lastOf } from '../../../core/cards/checked.js';

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A list of names: "A", "A and B", "A, B and C". */
function listed(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${lastOf(names)}`;
}

/** One event as a sentence, seats named by `name`. */
export function describeJudgingEvent(ruleset: JudgingRuleset, event: JudgingEvent, name: (seat: number) => string): string {
  const green = (id: number): string => `"${ruleset.green.cards[id]?.text ?? `green card ${id}`}"`;
  const red = (id: number): string => `"${ruleset.red.cards[id]?.text ?? `red card ${id}`}"`;
  switch (event.kind) {
    case 'first-judge':
      return `${name(event.judge)} is the first judge.`;
    case 'shuffled':
      return `The ${event.deck} stack is shuffled (${plural(event.cards, 'card')}).`;
    case 'reshuffled':
      return `The ${plural(event.cards, 'discarded red card')} are shuffled into a new red stack.`;
    case 'dealt':
      return `${name(event.player)} is dealt ${plural(event.cards, 'red card')}.`;
    case 'green-turned':
      return `Round ${event.round}: ${name(event.judge)}, the judge, turns the green card ${green(event.card)}.`;
    case 'card-placed':
      return `${name(event.player)} places a red card face down.`;
    case 'done-placing':
      return `${name(event.player)} is done placing.`;
    case 'placing-closed': {
      const parts: string[] = [];
      if (event.firstJudged !== null)
        parts.push(`${plural(event.firstJudged, 'card')} are down: placing is closed, only the first ${event.firstJudged} are judged.`);
      if (event.returnedTo !== null) parts.push(`The last card placed returns unjudged to ${name(event.returnedTo)}.`);
      if (parts.length === 0)
        parts.push(
          event.judged === 0 ? 'Placing is closed with no card to judge.' : `Placing is closed: ${plural(event.judged, 'card')} to judge.`,
        );
      return parts.join(' ');
    }
    case 'revealed':
      return `The judge sees ${plural(event.cards.length, 'red card')}, shuffled, without their owners: ${event.cards.map(red).join(', ')}.`;
    case 'round-judged':
      return `${name(event.judge)} chooses ${red(event.card)}: ${name(event.owner)}'s card wins ${green(event.green)}.`;
    case 'no-card-judged':
      return `No card was judged: ${green(event.green)} goes back under the green stack.`;
    case 'points':
      return `${name(event.player)} has ${plural(event.total, 'green card')}.`;
    case 'game-over': {
      const best = Math.max(...event.result.scores);
      return `Game over: ${listed(event.result.winners.map(name))} ${event.result.winners.length === 1 ? 'wins' : 'win'} with ${plural(best, 'green card')}.`;
    }
  }
}
