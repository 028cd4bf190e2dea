import { msg, str } from '@lit/localize';
/** How <apples-to-apples> binds the judging engine and its computer players to the game controllers every element shares. */
import type { GameEvent } from '../../src/core/game/game.js';
// From the engine's own modules, not its index, which also brings the code that plays (judging-play.ts).
import { describeJudgingEvent } from '../../src/families/judging/engine/words.js';
import { judgingShowingEngine } from '../../src/families/judging/engine/showing.js';
import type { JudgingAction, JudgingEvent, JudgingState, JudgingView } from '../../src/families/judging/engine/types.js';
import { judgingBotNames } from '../../src/families/judging/bots/names.js';
import type { Ruleset } from '../../src/core/rules/ruleset.js';
import type { JudgingRuleset } from '../../src/families/judging/ruleset.js';
import { shippedForms } from '../../src/core/rules/generated/shipped-judging.js';
import type { FamilyBinding } from '../core/family.js';
import type { GameTypesOf } from '../core/game-types.js';
import { FairLap } from '../core/fair-lap.js';

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

/** What the engine reported, in words for the live region (with the closing of the placing, which makes the player-count rule visible). */
export function announceEvents(ruleset: JudgingRuleset, events: readonly GameEvent[], names: readonly string[]): string {
  const name = (seat: number): string => names[seat] ?? msg(str`Seat ${seat + 1}`);
  const parts: string[] = [];
  for (const event of events as readonly JudgingEvent[]) {
    if (!announced.has(event.kind)) continue;
    // The judge sees the revealed cards on the table; the sentence need not read them all out.
    parts.push(
      event.kind === 'revealed'
        ? msg(str`The judge sees ${event.cards.length} red cards, shuffled, without their owners.`)
        : describeJudgingEvent(ruleset, event, name),
    );
  }
  return parts.join(' ');
}

/** The judging family, bound for the game controllers every element shares. */
export const judgingBinding: FamilyBinding<JudgingRuleset, JudgingState, JudgingAction, JudgingView> = {
  family: 'judging',
  shipped: shippedForms,
  compiler: async () => (await import('../../src/families/judging/compile.js')).compileJudging,
  engine: judgingShowingEngine,
  play: async () => (await import('./judging-play.js')).judgingPlay,
  defaultRuleset: 'apples-to-apples.rules',
  botNames: judgingBotNames,
  defaultBot: 'reader',
  bots: async () => {
    const { judgingFamily } = await import('../../src/families/judging/bots/family.js');
    return (name, ruleset, _seat, seed) => (judgingFamily.bots[name] ?? judgingFamily.bots.reader!).create(ruleset, seed);
  },
  howToPlay: async () => (await import('../../src/families/judging/how-to-play.js')).judgingHowToPlay,
  replayUnits: { small: 'round', large: 'round', count: (view) => ({ small: view.history.length, large: view.history.length }) },
  accepts: (ruleset: Ruleset): ruleset is JudgingRuleset => ruleset.family === 'judging',
  actor: (action) => ('player' in action ? action.player : null),
  // Placing is simultaneous: the order that decides which cards are judged is drawn, never raced.
  fairLap: () => new FairLap<JudgingAction>(),
  announce: (ruleset, _before, _after, _action, names, events) => announceEvents(ruleset, events, names),
  handEnded(_ruleset, _before, after, events, engine) {
    if (!events.some((e) => e.kind === 'round-judged' || e.kind === 'no-card-judged')) return null;
    const sheets = engine.explain(after);
    return { sheets, totals: sheets.map((s) => s.total) };
  },
};

/** The game types of this family's element. */
export type JudgingGame = GameTypesOf<typeof judgingBinding>;
