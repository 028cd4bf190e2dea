/**
 * The demo site's pickers never throw away a game the visitor has played without asking: new
 * seats ask first (and stay as they were when the visitor keeps the game), and another variant
 * keeps the game under its own key.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { ApplesTable } from '../../components/apples-table/apples-table.js';
import { motionDone } from './helpers.js';

type SiteWindow = Window & typeof globalThis;

/** The demo's play page in a frame of `width` × `height`, once loaded. */
async function openDemo(title: string, width: number, height: number): Promise<HTMLIFrameElement> {
  const frame = await fixture<HTMLIFrameElement>(
    html`<iframe title=${title} src="/dist/site/index.html" width=${width} height=${height}></iframe>`,
  );
  await waitUntil(
    () => frame.contentDocument?.URL.includes('index.html') && frame.contentDocument.readyState === 'complete',
    'the page loads',
    { timeout: 15000 },
  );
  return frame;
}

describe('the demo page’s pickers (dist/site/index.html)', () => {
  afterEach(() => localStorage.clear());

  it('ask before new seats end a game in progress, and keep it when the visitor says no', async () => {
    localStorage.clear();
    const frame = await openDemo('the demo', 1280, 900);
    const win = frame.contentWindow as SiteWindow;
    const doc = frame.contentDocument as Document;
    const table = doc.querySelector('#table') as ApplesTable;
    table.setAttribute('bot-delay', '0');
    const bid = () =>
      table.shadowRoot
        ?.querySelector('apples-bidding')
        ?.shadowRoot?.querySelector<HTMLButtonElement>('[data-denomination]:not([disabled])');
    await waitUntil(() => bid(), 'the visitor may bid', { timeout: 15000 });
    bid()?.click();
    await waitUntil(() => table.gameInProgress, 'the visitor has played');

    const seats = doc.querySelector('#seats') as HTMLSelectElement;
    const before = seats.value;
    const asked: string[] = [];
    win.confirm = (question?: string) => (asked.push(question ?? ''), false);
    seats.value = 'you,random,random,random';
    seats.dispatchEvent(new win.Event('change'));
    expect(asked).to.deep.equal(['Deal a new game with these players? The game in progress will end.']);
    expect(seats.value).to.equal(before);
    expect(table.getAttribute('seats') ?? before).to.equal(before);
    expect(table.gameInProgress).to.equal(true);

    win.confirm = () => true;
    seats.value = 'you,random,random,random';
    seats.dispatchEvent(new win.Event('change'));
    expect(table.getAttribute('seats')).to.equal('you,random,random,random');
    await waitUntil(() => !table.gameInProgress, 'a new game is dealt');
  });

  it('fold their menus on a phone (360 × 640), so the table, its prompt and the top of the hand are on the first screen', async () => {
    const frame = await openDemo('the demo on a phone', 360, 640);
    const doc = frame.contentDocument as Document;
    const table = doc.querySelector('#table') as ApplesTable;
    const hand = () => table.shadowRoot?.querySelector('apples-hand')?.shadowRoot?.querySelector<HTMLElement>('.card');
    await waitUntil(() => hand(), 'the hand is dealt', { timeout: 15000 });
    const folded = Array.from(doc.querySelectorAll<HTMLDetailsElement>('details.fold')).map((d) => d.open);
    expect(folded.length).to.be.at.least(3);
    expect(folded.every((open) => !open)).to.equal(true);
    // The first game's menu shares the top bar's line.
    expect(doc.querySelector('header.site details.fold[data-dock]')).not.to.equal(null);
    const prompt = table.shadowRoot?.querySelector('[part="prompt"]')?.getBoundingClientRect();
    expect(prompt?.bottom).to.be.at.most(640);
    // The whole hand of 13 cards, two rows, is on the first screen (once dealt: cards fly in from the dealer).
    await waitUntil(() => (table.view?.hand.length ?? 0) === 13, 'thirteen cards are dealt', { timeout: 15000 });
    await table.updateComplete;
    await motionDone(table.shadowRoot as ShadowRoot);
    const cards = Array.from(table.shadowRoot?.querySelector('apples-hand')?.shadowRoot?.querySelectorAll<HTMLElement>('.card') ?? []);
    expect(cards.length).to.equal(13);
    expect(new Set(cards.map((c) => Math.round(c.getBoundingClientRect().top))).size).to.equal(2);
    expect(Math.max(...cards.map((c) => c.getBoundingClientRect().bottom))).to.be.at.most(640);
    expect(doc.documentElement.scrollWidth).to.be.at.most(360);
    // Each other game, reached from the menu (its heading at the top), shows its prompt and what
    // the player chooses from: Orchard's centre, the party game's whole hand of red cards.
    for (const [anchor, tag, hand] of [
      ['orchard', 'orchard-board', '[part="centre"]'],
      ['apples-to-apples', 'apples-to-apples', '[part="hand"]'],
    ] as const) {
      const game = doc.querySelector(tag) as HTMLElement;
      await waitUntil(() => game.shadowRoot?.querySelector(hand), `${tag} is dealt`, { timeout: 15000 });
      doc.getElementById(anchor)?.scrollIntoView();
      const shown = (selector: string) => game.shadowRoot?.querySelector(selector)?.getBoundingClientRect();
      expect(shown('[part="prompt"]')?.top, `${tag}'s prompt`).to.be.at.least(0);
      expect(shown(hand)?.bottom, `${tag}'s hand`).to.be.at.most(640);
    }
  });

  it('keep their menus open as a row on a wide screen', async () => {
    const frame = await openDemo('the demo on a desk', 1280, 800);
    const doc = frame.contentDocument as Document;
    await waitUntil(() => Array.from(doc.querySelectorAll<HTMLDetailsElement>('details.fold')).every((d) => d.open), 'the menus are open');
    const summary = doc.querySelector('details.fold > summary') as HTMLElement;
    expect(getComputedStyle(summary).display).to.equal('none');
    // The first game's pickers stand above its table, not in the top bar.
    expect(doc.querySelector('main > details.fold[data-dock] + #table')).not.to.equal(null);
  });
});
