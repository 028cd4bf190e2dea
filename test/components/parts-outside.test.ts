import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../components/index.js';
import type { ApplesTable } from '../../components/apples-table/apples-table.js';
import type { OrchardBoard } from '../../components/orchard-board/orchard-board.js';
import type { ApplesToApples } from '../../components/apples-to-apples/apples-to-apples.js';
import { keyboardTurn, settle, waitForTurn } from './helpers.js';

/**
 * Style each documented part from the page with `tag::part(name)` and check that an element of
 * that part takes the style: nested parts are exported as `tag__part` (Shoelace's scheme).
 */
function styledFromOutside(host: Element, tag: string, parts: readonly string[]): string[] {
  const style = document.createElement('style');
  style.textContent = parts.map((p) => `${tag}::part(${p}) { scroll-margin-top: 17px; }`).join('\n');
  document.head.append(style);
  const missing: string[] = [];
  try {
    const all: Element[] = [];
    const walk = (root: ParentNode): void => {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        all.push(el);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(host.shadowRoot as ShadowRoot);
    for (const part of parts) {
      const local = part.includes('__') ? (part.split('__')[1] ?? part) : part;
      const el = all.find((e) => e.part.contains(local) && getComputedStyle(e).scrollMarginTop === '17px');
      if (!el) missing.push(part);
    }
  } finally {
    style.remove();
  }
  return missing;
}

describe('documented parts, styled from outside the element', () => {
  afterEach(() => localStorage.clear());

  it('reaches every part of <apples-table> and its nested parts during the bidding and the tricks', async () => {
    const el = await fixture<ApplesTable>(html`<apples-table seed="parts" seats="you,random,random,random" bot-delay="0"></apples-table>`);
    let view = await waitForTurn(el, 'the visitor may act');
    for (let turn = 0; turn < 20 && view.phase !== 'bidding'; turn++) view = await waitForTurn(el, 'bidding');
    expect(
      styledFromOutside(el, 'apples-table', [
        'table',
        'header',
        'prompt',
        'controls',
        'apples-trick__trick-area',
        'apples-trick__seat',
        'apples-trick__to-act',
        'apples-bidding__bidding',
        'apples-bidding__high-bid',
        'apples-bidding__bid-button',
        'apples-hand__hand',
        'apples-hand__card-button',
        'apples-score-sheet__score-sheet',
        'apples-score-sheet__totals',
      ]),
    ).to.deep.equal([]);
    for (let turn = 0; turn < 30 && view.phase !== 'tricks'; turn++) {
      await keyboardTurn(el);
      view = await waitForTurn(el, 'the visitor acts again');
    }
    await settle(el);
    expect(styledFromOutside(el, 'apples-table', ['apples-hand__playable', 'apples-trick__trick'])).to.deep.equal([]);
  });

  it('reaches every part of <orchard-board> while a card is chosen', async () => {
    const board = await fixture<OrchardBoard>(html`<orchard-board seed="parts" seats="you,random" bot-delay="0"></orchard-board>`);
    await waitUntil(() => board.view?.phase === 'place' && board.view.turn === board.view.player, 'my turn', { timeout: 15000 });
    await board.updateComplete;
    board.shadowRoot?.querySelector<HTMLButtonElement>('.centre button')?.click();
    await board.updateComplete;
    await (board.shadowRoot?.querySelector('orchard-score-sheet') as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    expect(
      styledFromOutside(board, 'orchard-board', [
        'table',
        'header',
        'prompt',
        'controls',
        'centre',
        'card-button',
        'orchard',
        'batch',
        'allowed',
        'scoring',
        'as-written',
        'others',
        'orchard-score-sheet__score-sheet',
        'orchard-score-sheet__totals',
      ]),
    ).to.deep.equal([]);
  });

  it('reaches every part of <apples-to-apples> while placing', async () => {
    const el = await fixture<ApplesToApples>(
      html`<apples-to-apples seed="parts" seats="you,random,random,random,random,random" bot-delay="0"></apples-to-apples>`,
    );
    await waitUntil(() => (el.shadowRoot?.querySelectorAll('[part="hand"] button.card').length ?? 0) > 0, 'placing', { timeout: 15000 });
    await el.updateComplete;
    await (el.shadowRoot?.querySelector('a2a-score-sheet') as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    expect(
      styledFromOutside(el, 'apples-to-apples', [
        'table',
        'header',
        'prompt',
        'controls',
        'seats',
        'round',
        'green-card',
        'placing-rule',
        'fair-order',
        'hand',
        'a2a-score-sheet__score-sheet',
        'a2a-score-sheet__totals',
      ]),
    ).to.deep.equal([]);
  });
});
