/**
 * Drawing French playing cards as SVG (no image downloads). Suits are told apart by shape as well
 * as colour; the rank and suit symbols come from the ruleset's deck, bound as text, never as HTML.
 */
import { svg, type TemplateResult } from 'lit';

/** The outline of each suit in a 100 × 100 box. */
const suitPaths: Readonly<Record<string, string>> = {
  hearts: 'M50 92C22 68 2 50 2 29 2 12 14 2 28 2c10 0 18 6 22 15C54 8 62 2 72 2c14 0 26 10 26 27 0 21-20 39-48 63z',
  diamonds: 'M50 2 88 50 50 98 12 50z',
  spades:
    'M50 2C78 30 98 44 98 63c0 15-11 25-24 25-9 0-16-4-20-11 1 10 6 17 14 21H32c8-4 13-11 14-21-4 7-11 11-20 11C13 88 2 78 2 63 2 44 22 30 50 2z',
  clubs: 'M50 4a22 22 0 0 1 19 33 22 22 0 1 1-15 36c1 11 6 19 14 23H32c8-4 13-12 14-23a22 22 0 1 1-15-36A22 22 0 0 1 50 4z',
};

/** Shapes for suits a ruleset names that are not the four French ones, by suit index. */
const fallbackPaths = [
  'M50 4 61 38h36L68 59l11 35-29-21-29 21 11-35L3 38h36z',
  'M50 6a44 44 0 1 1 0 88 44 44 0 1 1 0-88z',
  'M8 8h84v84H8z',
  'M50 4 96 90H4z',
] as const;

/** Whether a suit is drawn in the red ink (hearts, diamonds; others alternate by index). */
export function isRedSuit(suit: string, index: number): boolean {
  const name = suit.toLowerCase();
  if (name in suitPaths) return name === 'hearts' || name === 'diamonds';
  return index % 2 === 1;
}

/** The SVG path of a suit's shape. */
export function suitPath(suit: string, index: number): string {
  // A negative or fractional index (a caller's mistake) falls back to the first shape.
  return suitPaths[suit.toLowerCase()] ?? fallbackPaths[index % fallbackPaths.length] ?? fallbackPaths[0];
}

/** A suit symbol as inline SVG (decorative: the caller gives the accessible name). */
export function suitIcon(suit: string, index: number): TemplateResult {
  const colour = isRedSuit(suit, index) ? 'red' : 'black';
  return svg`<svg class="suit-icon ${colour}" viewBox="0 0 100 100" aria-hidden="true" focusable="false"><path d=${suitPath(suit, index)}></path></svg>`;
}

/** The face of a card, 60 × 84 units, large corner indices for small screens. */
export function cardFace(rank: string, suit: string, suitIndex: number): TemplateResult {
  const colour = isRedSuit(suit, suitIndex) ? 'red' : 'black';
  const d = suitPath(suit, suitIndex);
  // The corner index, drawn top left and again turned half round at bottom right.
  const corner = svg`<text class="index" x="4" y="19" font-size=${rank.length > 1 ? 15 : 19}>${rank}</text>
    <path class="pip" transform="translate(4.5 23) scale(0.13)" d=${d}></path>`;
  return svg`<svg class="card-svg ${colour}" viewBox="0 0 60 84" aria-hidden="true" focusable="false">
    <rect class="face" x="0.75" y="0.75" width="58.5" height="82.5" rx="5"></rect>
    ${corner}
    <g transform="rotate(180 30 42)">${corner}</g>
    <path class="pip" transform="translate(17 29) scale(0.28)" d=${d}></path>
  </svg>`;
}

/** The back of a card. */
export function cardBack(): TemplateResult {
  return svg`<svg class="card-svg back" viewBox="0 0 60 84" aria-hidden="true" focusable="false">
    <rect class="back-fill" x="0.75" y="0.75" width="58.5" height="82.5" rx="5"></rect>
    <rect class="back-inner" x="5" y="5" width="50" height="74" rx="3"></rect>
  </svg>`;
}
