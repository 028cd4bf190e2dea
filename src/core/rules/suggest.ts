/** "Did you mean ...?": the closest known name, if it is close enough to be a likely typo. */

/** Edit distance between two words (insertions, deletions, substitutions, transpositions). */
export function editDistance(a: string, b: string): number {
  // The table row by row: cell j of row i holds the distance between a's first i letters and b's
  // first j, and the distance up and to the left of it (where a transposition two rows on looks).
  let row = Array.from({ length: b.length + 1 }, (_, j): Cell => [j, 0]);
  let distance = b.length;
  for (let i = 1; i <= a.length; i++) {
    let left: Cell = [i, 0];
    let upLeft = left;
    row = row.map((up, j) => {
      if (j > 0) {
        let best = Math.min(up[0] + 1, left[0] + 1, upLeft[0] + (a[i - 1] === b[j - 1] ? 0 : 1));
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, upLeft[1] + 1);
        left = [best, upLeft[0]];
      }
      upLeft = up;
      return left;
    });
    distance = left[0];
  }
  return distance;
}

/** A cell of the edit-distance table: its distance, and the distance of the cell up and to the left. */
type Cell = readonly [number, number];

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
