/**
 * A bot worker thread: computer players decide here, never on a table's thread, so a search
 * player thinking for a second delays no one's view. It also checks rules text for the tables,
 * where a pathological text can be stopped by ending the worker.
 */
import { parentPort } from 'node:worker_threads';
import { familyDescriptor } from '../src/core/registry.js';
import type { Bot } from '../src/core/game/game.js';
import type { Ruleset } from '../src/core/rules/ruleset.js';
import { loadRules, loadRulesOnce } from './rules.js';
import type { WorkerReply, WorkerTask } from './bot-tasks.js';

/** Players by table key and seat, so a player that remembers earlier turns keeps its memory. */
const players = new Map<string, Bot<unknown, unknown>>();

/** A table's ruleset, loaded once in this worker for every table of the same rules. */
async function rulesetFor(task: Extract<WorkerTask, { type: 'decide' }>): Promise<Ruleset | string> {
  const outcome = await loadRulesOnce(task.rules);
  return outcome.ok ? outcome.ruleset : outcome.problems.join('\n');
}

async function run(task: WorkerTask): Promise<WorkerReply | null> {
  if (task.type === 'forget') {
    for (const key of [...players.keys()]) if (key.startsWith(`${task.table}/`)) players.delete(key);
    return null;
  }
  if (task.type === 'check') {
    const started = performance.now();
    const outcome = await loadRules(task.rules);
    const ms = performance.now() - started;
    return outcome.ok
      ? {
          id: task.id,
          type: 'checked',
          ok: true,
          family: outcome.ruleset.family,
          name: outcome.ruleset.name,
          players: playerCounts(outcome.ruleset),
          ms,
        }
      : { id: task.id, type: 'checked', ok: false, problems: outcome.problems };
  }
  const ruleset = await rulesetFor(task);
  if (typeof ruleset === 'string') return { id: task.id, type: 'failed', message: ruleset };
  const family = familyDescriptor(ruleset.family);
  const maker = family?.bots[task.bot];
  if (!family || !maker) return { id: task.id, type: 'failed', message: `no player '${task.bot}'` };
  const key = `${task.table}/${task.seat}/${task.bot}`;
  let player = players.get(key);
  if (!player) {
    player = maker.create(ruleset, task.seed);
    players.set(key, player);
  }
  const started = performance.now();
  const choice = player.decideFromLegal ? player.decideFromLegal(task.legal) : player.decide(task.view, task.legal);
  const index = task.legal.indexOf(choice);
  const found = index >= 0 ? index : task.legal.findIndex((a) => JSON.stringify(a) === JSON.stringify(choice));
  return { id: task.id, type: 'decided', index: Math.max(0, found), ms: performance.now() - started };
}

/** The seat counts a ruleset allows, as [fewest, most]. */
function playerCounts(ruleset: Ruleset): readonly [number, number] {
  return [ruleset.players.min, ruleset.players.max];
}

parentPort?.on('message', (task: WorkerTask) => {
  run(task).then(
    (reply) => reply && parentPort?.postMessage(reply),
    (error: unknown) =>
      'id' in task &&
      parentPort?.postMessage({ id: task.id, type: 'failed', message: error instanceof Error ? error.message : String(error) }),
  );
});
parentPort?.postMessage('ready');
