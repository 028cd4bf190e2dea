/** How <apples-to-apples> binds the judging engine and its computer players to the game controllers every element shares. */
// From the engine's own modules, not its index, which also brings the code that plays (judging-play.ts).
import type { JudgingPhrases } from '../../src/families/judging/phrases/phrases.js';
import { judgingShowingEngine } from '../../src/families/judging/engine/showing.js';
import type { JudgingAction, JudgingState, JudgingView } from '../../src/families/judging/engine/types.js';
import { judgingBotNames } from '../../src/families/judging/bots/names.js';
import type { Ruleset } from '../../src/core/rules/ruleset.js';
import type { JudgingRuleset } from '../../src/families/judging/ruleset.js';
import { shippedForms } from '../../src/core/rules/generated/shipped-judging.js';
import type { FamilyBinding } from '../core/family.js';
import { LanguageShelf } from '../core/language/language-shelf.js';
import type { GameTypesOf } from '../core/game-types.js';
import { FairLap } from '../core/playing/fair-lap.js';

/** The judging family's sentences in each language the page has loaded. */
export const judgingLanguages = new LanguageShelf<JudgingPhrases>('judging');

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
  howToPlay: async () => (await import('./judging-how-to-play.js')).judgingHowToPlayIn,
  replayUnits: { small: 'round', large: 'round', count: (view) => ({ small: view.history.length, large: view.history.length }) },
  accepts: (ruleset: Ruleset): ruleset is JudgingRuleset => ruleset.family === 'judging',
  actor: (action) => ('player' in action ? action.player : null),
  // Placing is simultaneous: the order that decides which cards are judged is drawn, never raced.
  fairLap: () => new FairLap<JudgingAction>(),
  // The sentences come after the first paint, in their own chunk: the announcer queues what happens until then.
  announce: {
    load: async () => {
      const { announceEvents } = await import('./judging-sentences.js');
      return (ruleset, _before, _after, _action, names, events, listener) => announceEvents(ruleset, events, names, listener);
    },
  },
  handEnded(_ruleset, _before, after, events, engine) {
    if (!events.some((e) => e.kind === 'round-judged' || e.kind === 'no-card-judged')) return null;
    const sheets = engine.explain(after);
    return { sheets, totals: sheets.map((s) => s.total) };
  },
};

/** The game types of this family's element. */
export type JudgingGame = GameTypesOf<typeof judgingBinding>;
