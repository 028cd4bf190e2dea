/**
 * Figures of a server process for the load test: the stages of a computer player's turn, the
 * time a table's thread spends on each move, how late the event loop runs, and how much memory
 * and processor time the process uses. Served at `/pomona/stats` only when the server is started
 * with stats on (never in production).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** The stages that are timed, in milliseconds. */
export type Stage =
  /** A computer player's turn: from asking its worker to its move applied and sent (its delay included). */
  | 'botTurn'
  /** From posting a bot's question to the worker starting on it: the worker's queue. */
  | 'botQueue'
  /** The worker's own time deciding. */
  | 'botThink'
  /** A table's thread applying one move: chance, every seat's view, the next turns. */
  | 'move';

/** p50, p99 and the largest of a series, and how many figures it has. */
export interface Spread {
  readonly count: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
}

/** What `/pomona/stats` answers. */
export interface StatsReading {
  readonly stages: Readonly<Record<Stage, Spread>>;
  /** How late timers ran on the tables' thread (ms). */
  readonly eventLoopDelay: Spread;
  readonly rss: number;
  readonly cpuMicros: number;
  readonly uptime: number;
}

const MAX_FIGURES = 1_000_000;
const STAGES: readonly Stage[] = ['botTurn', 'botQueue', 'botThink', 'move'];
const figures = new Map<Stage, number[]>(STAGES.map((stage) => [stage, []]));
/** How often the event loop is sampled (ms). */
const LOOP_RESOLUTION_MS = 10;
let loop: ReturnType<typeof monitorEventLoopDelay> | null = null;

/** A sampled interval (ns) as how late it ran (ms): the histogram holds whole intervals, the resolution included. */
function lateness(nanoseconds: number): number {
  return Math.max(0, Math.round((nanoseconds / 1e6 - LOOP_RESOLUTION_MS) * 10) / 10);
}

/** The percentile `p` of a list sorted in ascending order, 0 for none. */
function ofSorted(sorted: readonly number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The percentile `p` of `list` (sorted here), 0 for none. */
export function percentile(list: readonly number[], p: number): number {
  return ofSorted(
    [...list].sort((a, b) => a - b),
    p,
  );
}

/** A series' spread, sorted once (a long run has too many figures to spread into Math.max). */
function spread(list: readonly number[]): Spread {
  const sorted = [...list].sort((a, b) => a - b);
  const round = (ms: number): number => Math.round(ms * 10) / 10;
  return { count: sorted.length, p50: round(ofSorted(sorted, 50)), p99: round(ofSorted(sorted, 99)), max: round(sorted.at(-1) ?? 0) };
}

/** The figures of this process. */
export const tableStats = {
  /** Start keeping figures and watching the event loop (a server with stats on calls this). */
  watch(): void {
    loop ??= monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
    loop.enable();
  },
  /** Record one figure of `stage` (only while watching: a production server keeps no figures). */
  time(stage: Stage, ms: number): void {
    if (!loop) return;
    const list = figures.get(stage)!;
    if (list.length < MAX_FIGURES) list.push(ms);
  },
  /** The figures now; `reset` starts every series afresh. */
  read(reset = false): StatsReading {
    const usage = process.cpuUsage();
    const delay: Spread = loop
      ? {
          count: loop.count,
          p50: lateness(loop.percentile(50)),
          p99: lateness(loop.percentile(99)),
          max: lateness(loop.max),
        }
      : { count: 0, p50: 0, p99: 0, max: 0 };
    const out: StatsReading = {
      stages: Object.fromEntries(STAGES.map((stage) => [stage, spread(figures.get(stage)!)])) as Record<Stage, Spread>,
      eventLoopDelay: delay,
      rss: process.memoryUsage.rss(),
      cpuMicros: usage.user + usage.system,
      uptime: process.uptime(),
    };
    if (reset) {
      for (const list of figures.values()) list.length = 0;
      loop?.reset();
    }
    return out;
  },
};
