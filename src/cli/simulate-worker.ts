/**
 * One worker thread of `pomona simulate --jobs N`: loads the rules as the command did, plays
 * its consecutive range of the run's games (`playGames` with `firstGame`: each game's seed and
 * seating come from the run's seed and the game's index, so the range is played exactly as one
 * loop would play it) and sends its tally back, with progress on the way.
 */
import { parentPort, workerData } from 'node:worker_threads';
import '../families/index.js';
import { playGames } from '../core/bots/simulate-games.js';
import { familyDescriptor } from '../core/registry.js';
import { loadCliRuleset } from './sources.js';
import type { WorkerReply, WorkerTask } from './simulate-jobs.js';

/** How often a worker says how far it got. */
const PROGRESS_MS = 100;

function reply(message: WorkerReply): void {
  parentPort?.postMessage(message);
}

function run(task: WorkerTask): void {
  const { result } = loadCliRuleset(task.cwd, task.rules);
  if (!result.ok) return reply({ kind: 'failed', message: `the rules ${task.rules} no longer load` });
  const entry = familyDescriptor(result.ruleset.family);
  if (!entry) return reply({ kind: 'failed', message: `the ${result.ruleset.family} family has no engine registered` });
  let said = performance.now();
  const tally = playGames(
    entry,
    result.ruleset,
    { seats: task.seats, games: task.games, seed: task.seed, firstGame: task.firstGame },
    {
      progress: (done) => {
        const now = performance.now();
        if (now - said < PROGRESS_MS) return;
        said = now;
        reply({ kind: 'progress', done });
      },
    },
  );
  reply({ kind: 'done', tally });
}

try {
  run(workerData as WorkerTask);
} catch (error) {
  reply({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
}
