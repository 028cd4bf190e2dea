/**
 * The trick-taking computer players as a table seats them: imported after the first paint
 * (trick-binding.ts), with their code. Where an mcts player sits, the page also warms the search
 * up while it is idle, before that player's first turn (after the deal, the bidding and the pile
 * come first): a few small searches in a game of their own, one per idle slice, so that the
 * player's first real decision runs on code the browser has already compiled (cold, the first
 * decision took several times as long as later ones; see bench/mcts-in-chromium.bench.ts).
 */
import { createTableTrickBot, trickMctsWarmUp, type TrickBotName } from '../../src/families/trick/bots/index.js';
import type { TrickAction, TrickView } from '../../src/families/trick/engine/index.js';
import type { TrickRuleset } from '../../src/families/trick/ruleset.js';
import type { MakeBot } from '../core/family.js';

/** Rulesets whose search has been warmed (or is being warmed) on this page. */
const warmed = new WeakSet<TrickRuleset>();

/** Run `step` in idle slices until it says it is done (no idle callbacks: short timeouts). */
function whileIdle(step: () => boolean): void {
  const slice = (deadline?: IdleDeadline): void => {
    // One step a slice, and more while the slice has room (a step is a few milliseconds warm).
    let more = step();
    while (more && deadline && deadline.timeRemaining() > 10) more = step();
    if (more) schedule();
  };
  const schedule = (): void => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(slice, { timeout: 1000 });
    else setTimeout(slice, 50);
  };
  schedule();
}

/** A computer player for a seat of a table (see `createTableTrickBot`); warms the tree search up for a search seat. */
export const tableTrickBot: MakeBot<TrickRuleset, TrickView, TrickAction> = (name, ruleset, _seat, seed) => {
  if ((name === 'search' || name === 'mcts') && !warmed.has(ruleset)) {
    warmed.add(ruleset);
    whileIdle(trickMctsWarmUp(ruleset));
  }
  return createTableTrickBot(name as TrickBotName, ruleset, seed);
};
