/**
 * The sentences <apples-to-apples> says in its live region, from the engine's events, in the
 * page's language. Its own chunk, imported after the first paint (see `announce` in
 * judging-binding.ts): the announcer queues what happens until they arrive.
 */
import type { GameEvent } from '../../src/core/game/game.js';
import { describeJudgingEvent } from '../../src/families/judging/engine/words.js';
import type { JudgingEvent } from '../../src/families/judging/engine/types.js';
import { englishJudgingPhrases } from '../../src/families/judging/phrases/en.js';
import type { JudgingRuleset } from '../../src/families/judging/ruleset.js';
import type { Listener } from '../core/family.js';
import { judgingLanguages } from './judging-binding.js';

/**
 * Events the table announces: shuffles, deals and the score count say nothing a player at the
 * table needs read out (the seats show the scores).
 */
const announced: ReadonlySet<JudgingEvent['kind']> = new Set<JudgingEvent['kind']>([
  'first-judge',
  'reshuffled',
  'green-turned',
  'card-placed',
  'done-placing',
  'placing-closed',
  'revealed',
  'round-judged',
  'no-card-judged',
  'game-over',
]);

/** What the engine reported, in words for the live region in the listener's language (with the closing of the placing, which makes the player-count rule visible). */
export function announceEvents(
  ruleset: JudgingRuleset,
  events: readonly GameEvent[],
  names: readonly string[],
  listener: Listener,
): string {
  const phrases = judgingLanguages.phrases(listener.language) ?? englishJudgingPhrases();
  // The judge sees the revealed cards on the table; the sentence need not read them all out.
  const naming = {
    name: (seat: number): string => names[seat] ?? phrases.seat(seat),
    you: (seat: number) => seat === listener.you,
    readRevealed: false,
  };
  return (events as readonly JudgingEvent[])
    .filter((event) => announced.has(event.kind))
    .map((event) => describeJudgingEvent(ruleset, event, naming, phrases))
    .join(' ');
}
