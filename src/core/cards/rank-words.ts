/**
 * The English names of playing-card ranks and of small counts ("queen", "Jacks", "three"): a
 * module of their own, shared by the deck's notation (playing.ts) and the English sentences,
 * so that neither brings the other.
 */

const RANK_WORDS: Readonly<Record<string, readonly [string, string]>> = {
  A: ['ace', 'Aces'],
  K: ['king', 'Kings'],
  Q: ['queen', 'Queens'],
  J: ['jack', 'Jacks'],
  '10': ['ten', '10s'],
  '9': ['nine', '9s'],
  '8': ['eight', '8s'],
  '7': ['seven', '7s'],
  '6': ['six', '6s'],
  '5': ['five', '5s'],
  '4': ['four', '4s'],
  '3': ['three', '3s'],
  '2': ['two', '2s'],
};

/** A rank's English name from its symbol, plural for groups ("Jacks", "4s") or singular ("jack", "4"). */
export function rankWords(symbol: string, plural: boolean): string {
  const words = RANK_WORDS[symbol];
  if (!words) return plural ? `${symbol}s` : symbol;
  return plural ? words[1] : words[0];
}

/** A number as a word for small counts ("two", "three"), digits beyond. */
export function countWord(n: number): string {
  const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];
  return words[n] ?? String(n);
}
