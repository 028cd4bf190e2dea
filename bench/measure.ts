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
