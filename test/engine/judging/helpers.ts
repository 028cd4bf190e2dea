/** Shared helpers of the judging engine tests: the test rulesets and quick ways through a game. */
import '../../../src/families/index.js';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { loadRulesetFile } from '../../../src/core/rules/index.js';
import type { JudgingRuleset } from '../../../src/families/judging/ruleset.js';
import { judgingEngine } from '../../../src/families/judging/engine/engine.js';
import type { JudgingAction, JudgingState } from '../../../src/families/judging/engine/types.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Load a ruleset file (relative to the repository root) that must compile to a judging ruleset. */
export function loadJudge(path: string): JudgingRuleset {
  const loaded = loadRulesetFile(join(root, path));
  if (!loaded.ok) assert.fail(loaded.diagnostics.map((d) => `${d.file}:${d.line}:${d.column}: ${d.message}`).join('\n'));
  assert.equal(loaded.ruleset.family, 'judging');
  return loaded.ruleset;
}

/** The default rules with the small test decks (36 green, 81 red). */
export const small = loadJudge('test/rulesets/a2a-small.rules');

/** A new game of the small rules, refusal-checked. */
export function newGame(players: number, seed: number | string = 1, ruleset: JudgingRuleset = small): JudgingState {
  const created = judgingEngine.create(ruleset, { players, seed });
  if (!created.ok) assert.fail(created.error.message);
  return created.state;
}

/** Apply an action that must be accepted. */
export function must(state: JudgingState, action: JudgingAction): void {
  const error = judgingEngine.applyInPlace(state, action);
  if (error) assert.fail(`${JSON.stringify(action)} refused: ${error.code}: ${error.message}`);
}

/** Apply chance events until the players are to act (or the game is over). */
export function runChance(state: JudgingState): void {
  while (judgingEngine.toAct(state).kind === 'chance') must(state, judgingEngine.chanceAction(state));
}

/** A new game brought to the first placing. */
export function atPlacing(players: number, seed: number | string = 1, ruleset: JudgingRuleset = small): JudgingState {
  const state = newGame(players, seed, ruleset);
  runChance(state);
  assert.equal(state.phase, 'placing');
  return state;
}

/** The non-judge seats in passing order from the judge. */
export function nonJudges(state: JudgingState): number[] {
  const out: number[] = [];
  for (let i = 1; i < state.players; i++) out.push((state.judge + i) % state.players);
  return out;
}

/** A card from a seat's hand (the first, or the `index`-th). */
export function cardOf(state: JudgingState, player: number, index = 0): number {
  const card = state.hands[player]?.[index];
  assert.ok(card !== undefined, `player ${player} has no card ${index}`);
  return card;
}

/** The state as JSON text, to check a refusal changed nothing. */
export function snapshot(state: JudgingState): string {
  return JSON.stringify(state);
}
