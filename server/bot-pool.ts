/**
 * The bot workers of a server process: computer players decide in worker threads, never on the
 * tables' thread (a search player on the event loop would hold up every table's views). Tasks of
 * one table go to one worker, the one with the fewest tables when the table's first task came, so
 * a player that remembers earlier turns finds its memory there and the tables are spread evenly.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RulesChoice } from './protocol.js';
import type { WorkerReply, WorkerTask } from './bot-tasks.js';
import { tableStats } from './stats.js';

/** How long a rules text may take to check before the check is stopped. */
export const RULES_CHECK_MS = 3000;

/** What a worker said about rules text. */
export type RulesCheck = Extract<WorkerReply, { type: 'checked' }> | { readonly ok: false; readonly problems: readonly string[] };

interface Pending {
  resolve(reply: WorkerReply): void;
  worker: number;
}

/** A pool of bot workers. */
export class BotPool {
  private readonly workers: (Worker | null)[];
  /** Resolves when each worker has loaded its modules (so time limits count work, not start-up). */
  private readonly ready: (Promise<void> | null)[];
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;
  /** The worker each table's tasks go to, chosen when its first task comes. */
  private readonly tableWorkers = new Map<string, number>();

  /**
   * `size` workers (by default one per core: the tables' thread spends a few per cent of a core
   * on moves and views, so with one fewer a lone worker queued every table's search players).
   */
  constructor(size = availableParallelism()) {
    this.workers = Array.from({ length: size }, () => null);
    this.ready = Array.from({ length: size }, () => null);
  }

  /** Start every worker now rather than at the first bot's turn; resolves once they are ready. */
  async start(): Promise<void> {
    await Promise.all(this.workers.map((_, index) => this.whenReady(index)));
  }

  private whenReady(index: number): Promise<void> {
    this.worker(index);
    return this.ready[index] ?? Promise.resolve();
  }

  /** The worker at `index`, started when first needed (and again after one was stopped). */
  private worker(index: number): Worker {
    const known = this.workers[index];
    if (known) return known;
    const worker = new Worker(new URL(import.meta.url.endsWith('.ts') ? './bot-worker.ts' : './bot-worker.js', import.meta.url));
    worker.unref();
    this.ready[index] = new Promise((resolve) => {
      const started = (message: unknown): void => {
        if (message !== 'ready') return;
        worker.off('message', started);
        resolve();
      };
      worker.on('message', started);
      worker.once('exit', () => resolve());
    });
    worker.on('message', (reply: WorkerReply | 'ready') => {
      if (reply === 'ready') return;
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      waiting.resolve(reply);
    });
    worker.on('error', () => this.lose(index, 'the bot worker failed'));
    worker.on('exit', () => this.lose(index, 'the bot worker stopped'));
    this.workers[index] = worker;
    return worker;
  }

  /** Forget a worker that ended, failing what it was doing. */
  private lose(index: number, message: string): void {
    this.workers[index] = null;
    this.ready[index] = null;
    for (const [id, waiting] of this.pending) {
      if (waiting.worker !== index) continue;
      this.pending.delete(id);
      waiting.resolve({ id, type: 'failed', message });
    }
  }

  private post(index: number, task: WorkerTask & { id: number }): Promise<WorkerReply> {
    return new Promise((resolve) => {
      if (this.closed) return resolve({ id: task.id, type: 'failed', message: 'the server is closing' });
      this.pending.set(task.id, { resolve, worker: index });
      this.worker(index).postMessage(task);
    });
  }

  /** The worker a table's tasks go to: the one with the fewest tables when its first task comes, then always that one. */
  private indexFor(table: string): number {
    const known = this.tableWorkers.get(table);
    if (known !== undefined) return known;
    const tables = this.workers.map(() => 0);
    for (const index of this.tableWorkers.values()) tables[index]!++;
    const index = tables.indexOf(Math.min(...tables));
    this.tableWorkers.set(table, index);
    return index;
  }

  /** Ask `bot` in `seat` of `table` to choose among `legal`: the index of its choice, or an error message. */
  async decide(
    table: string,
    rules: RulesChoice,
    seat: number,
    bot: string,
    seed: number,
    view: unknown,
    legal: readonly unknown[],
  ): Promise<number | string> {
    const posted = performance.now();
    const reply = await this.post(this.indexFor(table), { type: 'decide', id: this.nextId++, table, rules, seat, bot, seed, view, legal });
    if (reply.type === 'decided') {
      tableStats.time('botThink', reply.ms);
      tableStats.time('botQueue', performance.now() - posted - reply.ms);
    }
    return reply.type === 'decided' ? reply.index : reply.type === 'failed' ? reply.message : 'unexpected reply';
  }

  /** Check rules text within RULES_CHECK_MS; a check that runs over stops its worker. */
  async checkRules(rules: RulesChoice): Promise<RulesCheck> {
    const id = this.nextId++;
    const index = id % this.workers.length;
    await this.whenReady(index);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<RulesCheck>((resolve) => {
      timer = setTimeout(() => {
        void this.workers[index]?.terminate();
        resolve({ ok: false, problems: [`the rules took longer than ${RULES_CHECK_MS / 1000} s to check`] });
      }, RULES_CHECK_MS);
    });
    const checked = this.post(index, { type: 'check', id, rules }).then((reply): RulesCheck =>
      reply.type === 'checked' ? reply : { ok: false, problems: [reply.type === 'failed' ? reply.message : 'unexpected reply'] },
    );
    try {
      return await Promise.race([checked, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Let the workers drop what they keep for a closed table. */
  forget(table: string): void {
    const index = this.tableWorkers.get(table);
    if (index === undefined) return;
    this.tableWorkers.delete(table);
    this.workers[index]?.postMessage({ type: 'forget', table } satisfies WorkerTask);
  }

  /** Stop every worker. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.workers.map((worker) => (worker ? worker.terminate() : Promise.resolve(0))));
  }
}
