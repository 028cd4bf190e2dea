/**
 * Plays a run of the balance simulator on several Web Workers at once: the games of each ruleset
 * are cut into parts by game number, each worker takes the next part when it finishes one (so a
 * worker slowed by a busy machine takes fewer), and the parts are merged in game order into the
 * result one run would give. Cancelling terminates every worker at once. Workers that finished a
 * run stay for the next (`warm` starts them before the first): starting one costs a module load,
 * about a quarter of a CPU-second, which a short run would otherwise pay on every press of Run.
 */
import { mergeTallies, summariseTally, type SimulationResult, type SimulationTally } from '../../src/core/bots/simulate-games.js';
import type { PartMessage, RulesSource, RunMessage, WorkerReply } from './protocol.js';

/** What a pool is asked to play. */
export interface PoolRun {
  readonly rulesets: readonly RulesSource[];
  readonly seats: readonly string[];
  readonly seed: string;
  /** Games per ruleset. */
  readonly games: number;
}

/** How far a run has got. */
export interface PoolProgress {
  readonly done: number;
  readonly total: number;
  /** Milliseconds since the run started. */
  readonly elapsed: number;
}

/** The most workers a run starts, whatever the machine says it has. */
const MOST_WORKERS = 8;

/** Parts per worker: enough that workers finishing at different speeds still end together. */
const PARTS_PER_WORKER = 4;

/** The parts of a run: each ruleset's games cut into runs of consecutive game numbers. */
export function partsOf(rulesets: number, games: number, workers: number): PartMessage[] {
  const size = Math.max(1, Math.ceil(games / (workers * PARTS_PER_WORKER)));
  const parts: PartMessage[] = [];
  for (let ruleset = 0; ruleset < rulesets; ruleset++)
    for (let first = 0; first < games; first += size) parts.push({ kind: 'part', ruleset, first, games: Math.min(size, games - first) });
  return parts;
}

/** A new simulator worker. */
function startWorker(index: number): Worker {
  return new Worker(new URL('./simulator.worker.ts', import.meta.url), { type: 'module', name: `pomona-simulator-${index + 1}` });
}

/** The workers of one run at a time, and the started workers waiting for the next run. */
export class WorkerPool {
  /** Workers of the run being played. */
  private busy: Worker[] = [];
  /** Started workers not playing (they keep nothing of a run: the next one sends its rulesets). */
  private spare: Worker[] = [];
  private settle: ((results: SimulationResult[] | null) => void) | null = null;

  /** `size` workers per run (0: one per processor core the browser reports). */
  constructor(private readonly size: () => number = () => 0) {}

  /** How many workers a run of `parts` parts starts. */
  workersFor(parts: number): number {
    const asked = this.size();
    const cores = asked > 0 ? asked : (globalThis.navigator?.hardwareConcurrency ?? 2);
    return Math.max(1, Math.min(MOST_WORKERS, cores, parts));
  }

  /** Start the workers of a run now, so that the run begins with them loaded. */
  warm(): void {
    for (let index = this.spare.length + this.busy.length; index < this.workersFor(MOST_WORKERS); index++)
      this.spare.push(startWorker(index));
  }

  /**
   * Play the run: resolves with one merged result per ruleset, or null when cancelled; rejects
   * with the worker's message when a ruleset cannot be played or a worker fails.
   */
  run(request: PoolRun, progress: (p: PoolProgress) => void): Promise<SimulationResult[] | null> {
    this.cancel();
    const start = performance.now();
    const parts = partsOf(request.rulesets.length, request.games, this.workersFor(request.rulesets.length * request.games));
    const count = this.workersFor(parts.length);
    const total = request.games * request.rulesets.length;
    const finished: { part: PartMessage; result: SimulationTally }[] = [];
    let gamesFinished = 0;
    const inPart = new Array<number>(count).fill(0);
    let next = 0;
    const tell = (): void =>
      progress({ done: gamesFinished + inPart.reduce((a, b) => a + b, 0), total, elapsed: performance.now() - start });
    return new Promise<SimulationResult[] | null>((resolve, reject) => {
      this.settle = resolve;
      const fail = (message: string): void => {
        // A worker that failed may be in any state: none of this run's is kept.
        this.stop();
        reject(new Error(message));
      };
      const give = (worker: Worker, index: number): void => {
        const part = parts[next++];
        inPart[index] = 0;
        if (part) worker.postMessage(part);
      };
      const run: RunMessage = { kind: 'run', rulesets: request.rulesets, seats: request.seats, seed: request.seed };
      for (let index = 0; index < count; index++) {
        const worker = this.spare.shift() ?? startWorker(index);
        this.busy.push(worker);
        worker.onmessage = (event: MessageEvent<WorkerReply>) => {
          const reply = event.data;
          if (reply.kind === 'error') return fail(reply.message);
          if (reply.kind === 'progress') {
            inPart[index] = reply.done;
            return tell();
          }
          const part = parts.find((p) => p.ruleset === reply.ruleset && p.first === reply.first);
          if (!part) return fail('a worker finished a part it was not given');
          finished.push({ part, result: reply.result });
          gamesFinished += reply.result.games;
          give(worker, index);
          tell();
          if (finished.length === parts.length) {
            for (const w of this.busy) w.onmessage = w.onerror = null;
            this.spare.push(...this.busy);
            this.busy = [];
            this.settle = null;
            resolve(merge(finished, request.rulesets.length));
          }
        };
        worker.onerror = (event) => fail(`The simulation stopped: ${event.message || 'a worker could not start'}`);
        worker.postMessage(run);
        give(worker, index);
      }
    });
  }

  /** Stop the run at once (its workers terminated); its promise resolves with null. */
  cancel(): void {
    const settle = this.settle;
    this.stop();
    settle?.(null);
  }

  /** Terminate every worker, the spare ones too (the element left the page). */
  dispose(): void {
    this.cancel();
    for (const worker of this.spare) worker.terminate();
    this.spare = [];
  }

  private stop(): void {
    for (const worker of this.busy) worker.terminate();
    this.busy = [];
    this.settle = null;
  }
}

/** One result per ruleset from the finished parts, each ruleset's parts in game order. */
function merge(finished: readonly { part: PartMessage; result: SimulationTally }[], rulesets: number): SimulationResult[] {
  return Array.from({ length: rulesets }, (_, ruleset) =>
    summariseMerged(
      finished
        .filter((f) => f.part.ruleset === ruleset)
        .sort((a, b) => a.part.first - b.part.first)
        .map((f) => f.result),
    ),
  );
}

/** One run's figures from its parts' tallies, given in game order. */
function summariseMerged(parts: readonly SimulationTally[]): SimulationResult {
  return summariseTally(mergeTallies(parts));
}
