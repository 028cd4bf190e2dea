/** "Did you mean ...?": the closest known name, if it is close enough to be a likely typo. */

/** Edit distance between two words (insertions, deletions, substitutions, transpositions). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((d[i - 1] as number[])[j]! + 1, (d[i] as number[])[j - 1]! + 1, (d[i - 1] as number[])[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, (d[i - 2] as number[])[j - 2]! + 1);
      (d[i] as number[])[j] = best;
    }
  }
  return (d[a.length] as number[])[b.length]!;
}

/** The known name closest to `word` (case-insensitive), or null if none is plausibly meant. */
export function suggest(word: string, known: Iterable<string>): string | null {
  const lower = word.toLowerCase();
  if (lower.length > 64) return null;
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const candidate of known) {
    if (candidate.length > 64) continue;
    const distance = editDistance(lower, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  const allowed = Math.max(1, Math.floor(Math.max(word.length, 3) / 3));
  return best !== null && bestDistance <= allowed && best !== word ? best : null;
}

/** " — did you mean 'x'?" naming the closest known name, or '' when none is close enough. */
export function didYouMean(word: string, known: Iterable<string>, quote = "'"): string {
  const guess = suggest(word, known);
  return guess ? ` — did you mean ${quote}${guess}${quote}?` : '';
}
