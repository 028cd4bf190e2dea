/**
 * `pomona simulate --jobs N`: the run's games split into N consecutive ranges, each played in a
 * worker thread (src/cli/simulate-worker.ts), and the tallies merged in game order, so the
 * figures are exactly those of one job for the same seed (only the time differs).
 */
import { Worker } from 'node:worker_threads';
import { mergeTallies, type SimulationTally } from '../core/bots/simulate-games.js';

/** What a worker is asked to play. */
export interface WorkerTask {
  /** The directory the rules path is relative to. */
  readonly cwd: string;
  /** The RULESET argument as the user gave it. */
  readonly rules: string;
  readonly seats: readonly string[];
  readonly seed: string;
  readonly firstGame: number;
  readonly games: number;
}

/** What a worker sends back. */
export type WorkerReply =
  | { readonly kind: 'progress'; readonly done: number }
  | { readonly kind: 'done'; readonly tally: SimulationTally }
  | { readonly kind: 'failed'; readonly message: string };

/** The consecutive ranges of `games` for `jobs` workers, as even as they can be ([first, count] each; none empty). */
export function splitGames(games: number, jobs: number): [number, number][] {
  const parts = Math.max(1, Math.min(jobs, games));
  const ranges: [number, number][] = [];
  let first = 0;
  for (let i = 0; i < parts; i++) {
    const count = Math.floor(games / parts) + (i < games % parts ? 1 : 0);
    ranges.push([first, count]);
    first += count;
  }
  return ranges;
}

/** The worker's module: the compiled one beside this file, or in a checkout its TypeScript through tsx. */
function workerStart(): { readonly file: URL; readonly entry: string } {
  const compiled = import.meta.url.endsWith('.js');
  // Each name written out whole: the package's build points the compiled one at the worker's file.
  const own = compiled ? new URL('./simulate-worker.js', import.meta.url) : new URL('./simulate-worker.ts', import.meta.url);
  return compiled ? { file: own, entry: own.href } : { file: new URL('./tsx-worker.mjs', import.meta.url), entry: own.href };
}

/** Play one range in a worker; `onProgress` hears how many of its games are done. */
function playInWorker(task: WorkerTask, onProgress: (done: number) => void): Promise<SimulationTally> {
  const { file, entry } = workerStart();
  return new Promise((resolve, reject) => {
    const worker = new Worker(file, { workerData: { ...task, entry } });
    let settled = false;
    const settle = (action: () => void): void => {
      if (settled) return;
      settled = true;
      action();
      void worker.terminate();
    };
    worker.on('message', (message: WorkerReply) => {
      if (message.kind === 'progress') onProgress(message.done);
      else if (message.kind === 'done') settle(() => resolve(message.tally));
      else settle(() => reject(new Error(message.message)));
    });
    worker.on('error', (error) => settle(() => reject(error)));
    worker.on('exit', (code) => settle(() => reject(new Error(`a simulation worker stopped (exit code ${code})`))));
  });
}

/** Play the run's games in `jobs` worker threads and merge their tallies in game order. */
export async function playInWorkers(
  task: Omit<WorkerTask, 'firstGame' | 'games'>,
  games: number,
  jobs: number,
  onProgress: (done: number) => void,
): Promise<SimulationTally> {
  const ranges = splitGames(games, jobs);
  const done = ranges.map(() => 0);
  const started = performance.now();
  const tallies = await Promise.all(
    ranges.map(([firstGame, count], i) =>
      playInWorker({ ...task, firstGame, games: count }, (n) => {
        done[i] = n;
        onProgress(done.reduce((a, b) => a + b, 0));
      }),
    ),
  );
  return mergeTallies(tallies, (performance.now() - started) / 1000);
}
