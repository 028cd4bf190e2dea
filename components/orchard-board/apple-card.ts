/**
 * Orchard's cards: an apple in its colour with the colour's name written above it,
 * and each number (sweetness, height) as a figure and as a row of pips, so nothing is told by
 * colour alone. Everything comes from the deck's declared attributes.
 */
import { css, html, svg, type TemplateResult } from 'lit';
import type { AttributeDeck } from '../../src/core/rules/ruleset.js';
import { asWritten, attributeValue, cardName, type AttributeNaming } from '../../src/core/cards/attribute-value.js';

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

/** A card's accessible name in words ("red, sweetness 3, height 2"; "빨강, 단맛 3, 높이 2" with the ruleset's Korean texts). */
export function appleName(deck: AttributeDeck, id: number, texts?: AttributeNaming): string {
  const card = deck.cards[id];
  return card ? cardName(deck, card, texts) : `#${id}`;
}

/** The first symbolic attribute's value (the colour) with its fill, and the numeric attributes' values. */
function parts(
  deck: AttributeDeck,
  id: number,
  texts: AttributeNaming,
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
    } else if (attr.kind === 'number')
      numbers.push({ name: texts.attribute(attr.name), value: Number(value), max: Math.max(...attr.values.map(Number)) });
  });
  return { colour: texts.value(colour), fill: fills[colour.toLowerCase()] ?? spare[colourIndex % spare.length], numbers };
}

/**
 * The face of card `id` (decorative: the caller names it). Its words are HTML text at the
 * table's type size, so a label stays readable however narrow the card is drawn; the apple and
 * the pips are small SVG drawings.
 */
export function appleFace(deck: AttributeDeck, id: number, texts: AttributeNaming = asWritten): TemplateResult {
  const { colour, fill, numbers } = parts(deck, id, texts);
  return html`<span class="apple-face" aria-hidden="true">
    <span class="head"
      ><svg class="apple-icon" viewBox="0 0 32 32" focusable="false"><path class="apple" fill=${fill} d=${applePath}></path><path class="stem" d="M16 7c0-3 1-5 3-6"></path></svg
      ><span class="colour">${colour}</span></span
    >
    <span class="attrs">${numbers.slice(0, 2).map(
      ({ name, value, max }) =>
        // Each number is labelled with its attribute's name (not told by place or colour alone).
        html`<span class="attr"
          ><span class="label"><span class="long">${name}</span><span class="short">${name.charAt(0)}</span></span
          ><span class="num">${value}</span>${pips(value, max)}</span
        >`,
    )}</span>
  </span>`;
}

/** A row of `value` filled pips out of `max`, so a number is also seen at a glance. */
function pips(value: number, max: number): TemplateResult {
  const slots = Math.max(1, max);
  return html`<svg class="pips" viewBox=${`0 0 ${slots * 6} 6`} focusable="false">
    ${Array.from({ length: slots }, (_, i) => svg`<circle class=${i < value ? 'pip' : 'pip empty'} cx=${3 + i * 6} cy="3" r="2.3"></circle>`)}
  </svg>`;
}

/** A small text chip for the orchards: colour word and numbers, named in full. */
export function appleChip(deck: AttributeDeck, id: number, texts: AttributeNaming = asWritten): TemplateResult {
  const { colour, fill, numbers } = parts(deck, id, texts);
  const name = appleName(deck, id, texts);
  return html`<li class="chip" data-card=${id} aria-label=${name} title=${name}><svg viewBox="0 0 32 32" aria-hidden="true"><path fill=${fill} d=${applePath}></path></svg>${colour} ${numbers.map((n) => `${n.name.charAt(0)}${n.value}`).join(' ')}</li>`;
}

/** Styles of the apple cards and chips (the card's frame and face are the shared card styles). */
export const appleStyles = css`
  .apple-face {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.1rem;
    padding: 0.3rem 0.2rem;
    border: 1px solid #8a8f8c;
    border-radius: 6px;
    background: var(--_pomona-card-face);
    color: #1b1f1d;
    box-shadow: 0 1px 1.5px rgb(0 0 0 / 0.35);
    font-family: var(--_pomona-font);
    font-size: 0.75rem;
    line-height: 1.15;
    text-align: center;
  }
  .apple-face .head {
    display: flex;
    flex-direction: column-reverse;
    align-items: center;
  }
  .apple-face .colour {
    font-weight: 700;
  }
  .apple-face .attrs {
    display: contents;
  }
  .apple-face .short {
    display: none;
  }
  .apple-face .num {
    font-size: 1.15rem;
    font-weight: 700;
  }
  .apple-face .pips {
    height: 0.35rem;
    width: auto;
    max-width: 100%;
  }
  .apple-face .pip {
    fill: #1b1f1d;
  }
  .apple-face .pip.empty {
    fill: none;
    stroke: #8a8f8c;
  }
  .apple {
    stroke: #3b2a1a;
  }
  .stem {
    fill: none;
    stroke: #4a3421;
    stroke-width: 2;
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
  .apple-face .apple-icon {
    width: 1.7rem;
    height: 1.7rem;
  }
  .apple-face .attr {
    display: flex;
    flex-direction: column;
    align-items: center;
  }  /* On a phone a card is one short tile: the apple beside its colour, the numbers by their initials. */
  @container (max-width: 520px) {
    .apple-face {
      gap: 0.15rem;
      padding: 0.25rem 0.15rem;
    }
    .apple-face .head {
      flex-direction: row;
      gap: 0.1rem;
    }
    .apple-face .apple-icon {
      width: 1rem;
      height: 1rem;
    }
    .apple-face .attrs {
      display: flex;
      gap: 0.45rem;
    }
    .apple-face .attr {
      flex-direction: row;
      align-items: baseline;
      gap: 0.1rem;
    }
    .apple-face .long,
    .apple-face .pips {
      display: none;
    }
    .apple-face .short {
      display: inline;
    }
  }
`;
