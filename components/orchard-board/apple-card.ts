/**
 * Orchard's cards drawn as SVG: an apple in its colour with the colour's name written above it,
 * and each number (sweetness, height) as a figure and as a row of pips, so nothing is told by
 * colour alone. Everything comes from the deck's declared attributes.
 */
import { css, html, svg, type TemplateResult } from 'lit';
import type { AttributeDeck } from '../../src/core/rules/ruleset.js';
import { attributeValue, cardName } from '../../src/core/cards/attribute-card.js';

/** Fills of the colours the shipped deck names; other colours take one from `spare` by index. */
const fills: Readonly<Record<string, string>> = {
  red: '#c62828',
  green: '#5f9a26',
  yellow: '#f2c200',
  russet: '#9a5526',
  gold: '#d4a017',
  pink: '#e87ca0',
};
const spare = ['#7b5ea7', '#1f7a8c', '#c0582b', '#4d6b2f'];
const applePath = 'M16 7c-3-2-9-2-12 2-4 5-2 14 2 18 2 2 5 3 7 2h6c2 1 5 0 7-2 4-4 6-13 2-18-3-4-9-4-12-2z';

/** A card's accessible name in words ("red, sweetness 3, height 2"). */
export function appleName(deck: AttributeDeck, id: number): string {
  const card = deck.cards[id];
  return card ? cardName(deck, card) : `card ${id}`;
}

/** The first symbolic attribute's value (the colour) with its fill, and the numeric attributes' values. */
function parts(
  deck: AttributeDeck,
  id: number,
): { colour: string; fill: string | undefined; numbers: { name: string; value: number; max: number }[] } {
  const card = deck.cards[id] ?? [];
  let colour = '';
  let colourIndex = 0;
  const numbers: { name: string; value: number; max: number }[] = [];
  deck.attributes.forEach((attr, i) => {
    const value = attributeValue(deck, card, i);
    if (attr.kind === 'symbol' && colour === '') {
      colour = String(value);
      colourIndex = card[i] ?? 0;
    } else if (attr.kind === 'number') numbers.push({ name: attr.name, value: Number(value), max: Math.max(...attr.values.map(Number)) });
  });
  return { colour, fill: fills[colour.toLowerCase()] ?? spare[colourIndex % spare.length], numbers };
}

/** The face of card `id`, 60 × 84 units (decorative: the caller names it). */
export function appleFace(deck: AttributeDeck, id: number): TemplateResult {
  const { colour, fill, numbers } = parts(deck, id);
  return svg`<svg class="card-svg apple-svg" viewBox="0 0 60 84" aria-hidden="true" focusable="false">
    <rect class="face" x="0.75" y="0.75" width="58.5" height="82.5" rx="5"></rect>
    <text class="colour" x="30" y="12" text-anchor="middle" font-size=${colour.length > 7 ? 8 : 10}>${colour}</text>
    <g transform="translate(19 14) scale(0.7)"><path class="apple" fill=${fill} d=${applePath}></path><path class="stem" d="M16 7c0-3 1-5 3-6"></path></g>
    ${numbers.slice(0, 2).map(({ name, value, max }, k) => {
      const x = k === 0 ? 2 : 31;
      const pip = Math.min(4.4, 27 / Math.max(1, max));
      // Each number is labelled with its attribute's name (not told by place or colour alone).
      return svg`<text class="label" x=${x + 13.5} y="48" text-anchor="middle" font-size=${name.length > 7 ? 5.6 : 6.5}>${name}</text>
        <text class="num" x=${x + 13.5} y="64" text-anchor="middle" font-size="17">${value}</text>
        ${Array.from({ length: value }, (_, i) =>
          k === 0
            ? svg`<circle class="pip" cx=${x + 2 + pip / 2 + i * pip} cy="75" r=${pip * 0.4}></circle>`
            : svg`<rect class="pip" x=${x + 2 + i * pip} y=${79 - (i + 1) * 1.6} width=${pip * 0.8} height=${(i + 1) * 1.6 + 1}></rect>`,
        )}`;
    })}
  </svg>`;
}

/** A small text chip for the compact orchards: colour word and numbers, named in full. */
export function appleChip(deck: AttributeDeck, id: number): TemplateResult {
  const { colour, fill, numbers } = parts(deck, id);
  return html`<li class="chip" aria-label=${appleName(deck, id)} title=${appleName(deck, id)}><svg viewBox="0 0 32 32" aria-hidden="true"><path fill=${fill} d=${applePath}></path></svg>${colour} ${numbers.map((n) => `${n.name.charAt(0)}${n.value}`).join(' ')}</li>`;
}

/** Styles of the apple cards and chips (the card's frame and face are the shared card styles). */
export const appleStyles = css`
  .apple-svg .apple {
    stroke: #3b2a1a;
  }
  .apple-svg .stem {
    fill: none;
    stroke: #4a3421;
    stroke-width: 2;
  }
  .apple-svg .label {
    font-weight: 400;
  }
  .apple-svg text,
  .apple-svg .pip {
    fill: #1b1f1d;
    font-family: var(--_pomona-font);
    font-weight: 700;
  }
  .chip {
    display: inline-flex;
    align-items: center;
    gap: 0.15rem;
    font-size: 0.75rem;
    padding: 0.05rem 0.3rem;
    border-radius: 999px;
    background: var(--_pomona-card-face);
    color: #1b1f1d;
    white-space: nowrap;
  }
  .chip svg {
    width: 0.9rem;
    height: 0.9rem;
  }
`;
