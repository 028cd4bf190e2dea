import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../components/index.js';
import type { ApplesTable } from '../../components/apples-table/apples-table.js';
import type { OrchardBoard } from '../../components/orchard-board/orchard-board.js';
import type { ApplesToApples } from '../../components/apples-to-apples/apples-to-apples.js';
import { deepQueryAll } from '../../components/core/frame/focus-restore.js';
import { handButtons, motionDone, settle, waitForTurn } from './helpers.js';

/** Words of `root`'s seat and label texts that the layout broke across two lines ("We / st"). */
function splitWords(root: ParentNode, selector: string): string[] {
  const broken: string[] = [];
  for (const el of deepQueryAll(root, selector)) {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index ?? 0);
        range.setEnd(node, (match.index ?? 0) + match[0].length);
        const lines = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
  }
  return broken;
}

/** The page scrolls sideways. */
const sideways = () => document.documentElement.scrollWidth > document.documentElement.clientWidth;

/** Buttons smaller than 24 × 24 CSS pixels where they can be tapped (a strip left visible by the next card counts). */
function smallTargets(buttons: readonly HTMLElement[]): string[] {
  const rects = buttons.map((b) => b.getBoundingClientRect());
  return rects.flatMap((r, i) => {
    const next = rects[i + 1];
    const sameRow = next && Math.abs(next.top - r.top) < r.height / 2;
    const visibleWidth = sameRow && next.left < r.right ? next.left - r.left : r.width;
    return visibleWidth < 24 || r.height < 24 ? [`${buttons[i]?.textContent?.trim()} ${visibleWidth}×${r.height}`] : [];
  });
}

describe('phone layout at 360 × 740', () => {
  beforeEach(async () => setViewport({ width: 360, height: 740 }));
  afterEach(async () => {
    localStorage.clear();
    await setViewport({ width: 800, height: 600 });
  });

  for (const players of [4, 3, 5]) {
    it(`plays Apples with ${players} seats during the tricks: no sideways scroll, no split words, whole-card targets, the hand on screen`, async () => {
      const seats = ['you', 'random', 'random', 'random', 'random'].slice(0, players).join(',');
      const ruleset = players === 4 ? undefined : players === 3 ? 'apples-3.rules' : 'apples-5.rules';
      const el = await fixture<ApplesTable>(
        html`<apples-table seed="phone" seats=${seats} bot-delay="0" ruleset=${ruleset ?? 'apples.rules'}></apples-table>`,
      );
      let view = await waitForTurn(el, 'the visitor may act');
      for (let turn = 0; turn < 30 && view.phase !== 'tricks'; turn++) {
        const { keyboardTurn } = await import('./helpers.js');
        await keyboardTurn(el);
        view = await waitForTurn(el, 'the visitor acts again');
      }
      expect(view.phase).to.equal('tricks');
      await settle(el);
      await motionDone(el.shadowRoot as ShadowRoot);
      expect(sideways(), 'the page scrolls sideways').to.equal(false);
      expect(splitWords(el.shadowRoot as ShadowRoot, '.seat, .played')).to.deep.equal([]);
      expect(smallTargets(handButtons(el))).to.deep.equal([]);
      const top = el.getBoundingClientRect().top;
      const lastCard = handButtons(el).at(-1)?.getBoundingClientRect();
      expect((lastCard?.bottom ?? 9999) - top, 'the whole hand fits in the first screen').to.be.at.most(740);
    });
  }

  for (const players of [2, 6]) {
    it(`plays Orchard with ${players} seats: no sideways scroll, names and points apart, a centre card and a place button on screen`, async () => {
      const seats = ['you', 'random', 'random', 'random', 'random', 'random'].slice(0, players).join(',');
      const board = await fixture<OrchardBoard>(html`<orchard-board seed="phone" seats=${seats} bot-delay="0"></orchard-board>`);
      await waitUntil(() => board.view?.phase === 'place' && board.view.turn === board.view.player, 'my turn', { timeout: 15000 });
      await board.updateComplete;
      const centre = Array.from(board.shadowRoot?.querySelectorAll<HTMLButtonElement>('.centre button') ?? []);
      centre[0]?.click();
      await board.updateComplete;
      // Measured at rest: the cards just turned up may still be turning over.
      await motionDone(board.shadowRoot as ShadowRoot);
      expect(sideways()).to.equal(false);
      expect(splitWords(board.shadowRoot as ShadowRoot, '.batch h4, .pts, .other dt')).to.deep.equal([]);
      expect(smallTargets(centre)).to.deep.equal([]);
      const place = board.shadowRoot?.querySelector('.batch button.place')?.getBoundingClientRect();
      expect((place?.bottom ?? 9999) - board.getBoundingClientRect().top, 'a place button is on the first screen').to.be.at.most(740);
      for (const batch of Array.from(board.shadowRoot?.querySelectorAll('.batch-head') ?? [])) {
        const name = batch.querySelector('h4')?.getBoundingClientRect();
        const pts = batch.querySelector('.pts')?.getBoundingClientRect();
        const overlap = name && pts && name.right > pts.left && name.bottom > pts.top && pts.bottom > name.top;
        expect(overlap, `"${batch.textContent}" name and points overlap`).to.not.equal(true);
      }
    });
  }

  for (const players of [4, 10]) {
    it(`plays Apples to Apples with ${players} seats: no sideways scroll, the first red card on screen`, async () => {
      const seats = ['you', ...Array.from({ length: players - 1 }, () => 'random')].join(',');
      const el = await fixture<ApplesToApples>(
        html`<apples-to-apples seed="phone-${players}" seats=${seats} bot-delay="0"></apples-to-apples>`,
      );
      await waitUntil(() => (el.shadowRoot?.querySelectorAll('button.card').length ?? 0) > 0, 'a card to place or choose', {
        timeout: 15000,
      });
      await el.updateComplete;
      await motionDone(el.shadowRoot as ShadowRoot);
      expect(sideways()).to.equal(false);
      expect(splitWords(el.shadowRoot as ShadowRoot, '.seat .name')).to.deep.equal([]);
      const cards = Array.from(el.shadowRoot?.querySelectorAll<HTMLElement>('button.card') ?? []);
      expect(smallTargets(cards)).to.deep.equal([]);
      expect((cards[0]?.getBoundingClientRect().bottom ?? 9999) - el.getBoundingClientRect().top).to.be.at.most(740);
    });
  }
});

describe('a long game at 360 px', () => {
  afterEach(async () => {
    localStorage.clear();
    await setViewport({ width: 800, height: 600 });
  });

  it('keeps a score table of many hands inside the element (it scrolls in its panel, the page never sideways)', async function (this: unknown) {
    // Ten hands of computer players take longer than the default timeout in a shared browser.
    (this as { timeout(ms: number): void }).timeout(180000);
    await setViewport({ width: 360, height: 740 });
    const el = await fixture<ApplesTable>(
      html`<apples-table seed="long" seats="random,random,random,random" bot-delay="0" ruleset="apples-500.rules"></apples-table>`,
    );
    await waitUntil(() => (el.view?.handsDealt ?? 0) >= 10 || el.view?.winners, 'ten hands are played', { timeout: 170000, interval: 100 });
    await settle(el);
    const sheet = el.shadowRoot?.querySelector('apples-score-sheet') as HTMLElement & { updateComplete: Promise<unknown> };
    await sheet.updateComplete;
    expect(sheet.shadowRoot?.querySelectorAll('[part="totals"] thead th').length).to.be.greaterThan(8);
    expect(sideways(), 'the page scrolls sideways').to.equal(false);
    expect(el.getBoundingClientRect().right).to.be.at.most(360);
  });
});
