/** Small timing helpers shared by the benchmarks: medians over repeated samples. */

/** The median of a list of numbers. */
export function median(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * Time `work` (which does `batch` units per call) over `samples` samples after a warm-up,
 * and return the median time per unit in nanoseconds.
 */
export function nanosPerUnit(work: () => void, batch: number, samples = 15, warmup = 3): number {
  for (let i = 0; i < warmup; i++) work();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = process.hrtime.bigint();
    work();
    times.push(Number(process.hrtime.bigint() - start) / batch);
  }
  return median(times);
}

/** Format a number with thousands separators. */
export function formatCount(n: number): string {
  return Math.round(n).toLocaleString('en-GB');
}

/** Seconds of CPU time (user and system) this process has used since `since` (a `process.cpuUsage()`). */
export function cpuSecondsSince(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
}

/** What one timed run did: its units of work per CPU-second, and what it returned. */
export interface Timed<T> {
  readonly rate: number;
  readonly result: T;
}

/** Run `work` and time it in CPU time: `units(result)` units of work per CPU-second. */
export function perCpuSecond<T>(work: () => T, units: (result: T) => number): Timed<T> {
  const since = process.cpuUsage();
  const result = work();
  return { rate: units(result) / cpuSecondsSince(since), result };
}

/** One measured pair of `alternate`: the same seed run by both versions. */
export interface Paired<T> {
  readonly seed: string;
  readonly older: Timed<T>;
  readonly newer: Timed<T>;
}

/** How `alternate` runs two versions of the same work. */
export interface Alternation<T> {
  /** Measured pairs, after the warm-up pairs. */
  readonly samples: number;
  readonly warmups: number;
  /** Seeds are `${seedPrefix}-${i}`, i counting from -warmups. */
  readonly seedPrefix: string;
  readonly older: (seed: string) => T;
  readonly newer: (seed: string) => T;
  /** The units of work a run did (games, hands, worlds), from what it returned. */
  readonly units: (result: T) => number;
  /**
   * Called after every pair, warm-ups included (`index` < 0), before the next one starts: to
   * check that both versions did the same work, or to time a baseline beside each pair.
   */
  readonly afterPair?: (pair: Paired<T>, index: number) => void;
}

/**
 * Two versions of the same work in one process, in CPU time: pairs of runs on the same seed,
 * each version going first in every other pair, so that a machine whose load changes slows both
 * alike and neither always runs in the other's wake (its garbage, its cooled caches). Returns
 * the measured pairs (not the warm-ups); `newer.rate / older.rate` is each pair's ratio.
 */
export function alternate<T>(run: Alternation<T>): Paired<T>[] {
  const pairs: Paired<T>[] = [];
  for (let i = -run.warmups; i < run.samples; i++) {
    const seed = `${run.seedPrefix}-${i}`;
    let older: Timed<T>;
    let newer: Timed<T>;
    if (i % 2 === 0) {
      older = perCpuSecond(() => run.older(seed), run.units);
      newer = perCpuSecond(() => run.newer(seed), run.units);
    } else {
      newer = perCpuSecond(() => run.newer(seed), run.units);
      older = perCpuSecond(() => run.older(seed), run.units);
    }
    const pair = { seed, older, newer };
    run.afterPair?.(pair, i);
    if (i >= 0) pairs.push(pair);
  }
  return pairs;
}

/** `newer / older` of every pair, in units per CPU-second. */
export function ratiosOf<T>(pairs: readonly Paired<T>[]): number[] {
  return pairs.map((pair) => pair.newer.rate / pair.older.rate);
}

/** How `compareTrees` names what it measured. */
export interface ComparisonLabels {
  /** The unit of work, plural: "hands", "games". */
  readonly unit: string;
  /** The hand-coded baseline timed after every pair: "hand-coded hand". */
  readonly baseline: string;
  /** What one sample is: "800 games". */
  readonly sample: string;
}

/**
 * `alternate` with a baseline timed after every pair (its units per CPU-second: each tree's
 * share of it says how the machine ran then), printing the median of NEW / OLD, each tree's
 * median share of the baseline and rate, and every pair's ratio.
 */
export function compareTrees<T>(run: Alternation<T>, baseline: () => number, labels: ComparisonLabels): void {
  const baselineRates: number[] = [];
  const pairs = alternate({
    ...run,
    afterPair: (pair, index) => {
      run.afterPair?.(pair, index);
      const rate = perCpuSecond(baseline, (units) => units).rate;
      if (index >= 0) baselineRates.push(rate);
    },
  });
  const ratios = ratiosOf(pairs);
  const share = (version: 'older' | 'newer'): number =>
    median(pairs.map((pair, i) => pair[version].rate / (baselineRates[i] ?? Number.NaN)));
  const rate = (version: 'older' | 'newer'): string => median(pairs.map((pair) => pair[version].rate)).toFixed(0);
  const perSecond = `${labels.unit} per CPU-second`;
  console.log(`new / old ${median(ratios).toFixed(3)} (median of ${run.samples} paired samples of ${labels.sample}, ${perSecond})`);
  console.log(
    `against the ${labels.baseline}: old ${share('older').toFixed(3)}, new ${share('newer').toFixed(3)}; old ${rate('older')}, new ${rate('newer')} ${perSecond}`,
  );
  console.log(`every sample, new / old: ${ratios.map((r) => r.toFixed(2)).join(' ')}`);
}
