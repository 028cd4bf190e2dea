/** "Did you mean ...?": the closest known name, if it is close enough to be a likely typo. */
import { itemAt } from '../cards/checked.js';

/** Edit distance between two words (insertions, deletions, substitutions, transpositions). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  // One flat table, row by row: the distance between a's first i letters and b's first j is at i * cols + j.
  const d = new Int32Array(rows * cols);
  const at = (i: number, j: number): number => itemAt(d, i * cols + j);
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      d[i * cols + j] = best;
    }
  }
  return at(a.length, b.length);
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
