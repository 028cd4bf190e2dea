import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { TemplateResult } from 'lit';
import '../../components/index.js';
import '../families/high-card/index.js';
import '../../components/core/pomona-game.js';
import type { ApplesTable } from '../../components/apples-table/apples-table.js';
import type { OrchardBoard } from '../../components/orchard-board/orchard-board.js';
import type { ApplesToApples } from '../../components/apples-to-apples/apples-to-apples.js';
import type { PomonaGame } from '../../components/core/pomona-game.js';
import { deepQueryAll } from '../../components/core/frame/focus-restore.js';
import { motionDone, settle, waitForTurn } from './helpers.js';
import { storeGame, trickPosition } from './trick-position.js';

/**
 * Every game element lays out by its own width: from a 320 px phone to a 1440 px desk, and in a
 * 420 px column of a 1280 px page (the studio's play column), no card leaves the table, every
 * button is a 44 × 44 px target (the visible strip of a card in an overlapping hand included),
 * every text is drawn at 12 px or more (SVG text as it is drawn, after the card's scaling), and the
 * page never scrolls sideways. The boxes measured are logged, so a failure says where.
 */

/** Where the element is placed: the page at a width, or a column of a wider page. */
interface Frame {
  readonly name: string;
  readonly viewport: number;
  readonly column: number | null;
}

const frames: readonly Frame[] = [
  ...[320, 360, 768, 800, 900, 1280, 1440].map((w) => ({ name: `${w} px`, viewport: w, column: null })),
  { name: 'a 420 px column of a 1280 px page', viewport: 1280, column: 420 },
  { name: 'a 640 px column of a 900 px page', viewport: 900, column: 640 },
];

/** A box as [left, right] in whole pixels. */
const span = (r: DOMRect): string => `${Math.round(r.left)} to ${Math.round(r.right)}`;

/** Whether an element is drawn (not hidden, not the visually-hidden text of a button). */
function drawn(el: Element): boolean {
  if (el.closest('.visually-hidden')) return false;
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0;
}

/** The cards drawn inside the element whose box leaves the table's box. */
function cardsOutside(host: HTMLElement, selector: string): string[] {
  const table = host.getBoundingClientRect();
  return deepQueryAll(host.shadowRoot as ShadowRoot, selector)
    .filter(drawn)
    .flatMap((card) => {
      const r = card.getBoundingClientRect();
      return r.left < table.left - 0.5 || r.right > table.right + 0.5
        ? [`${card.dataset['card'] ?? card.textContent?.trim().slice(0, 20)} spans ${span(r)} on a table from ${span(table)}`]
        : [];
    });
}

/**
 * Buttons (and disclosure summaries) smaller than 44 × 44 px where they can be tapped: a card
 * covered by the next one in its row counts by the strip left visible.
 */
function smallTargets(host: HTMLElement): string[] {
  const targets = deepQueryAll(host.shadowRoot as ShadowRoot, 'button, summary, select, input:not([type="hidden"])').filter(drawn);
  return targets.flatMap((t, i) => {
    const r = t.getBoundingClientRect();
    const next = targets[i + 1]?.getBoundingClientRect();
    const covered = next && t.parentElement === targets[i + 1]?.parentElement && Math.abs(next.top - r.top) < r.height / 2;
    const width = covered && next.left < r.right && next.left > r.left ? next.left - r.left : r.width;
    return width < 44 - 0.5 || r.height < 44 - 0.5
      ? [`"${t.textContent?.trim().replace(/\s+/g, ' ').slice(0, 30)}" ${Math.round(width)}×${Math.round(r.height)}`]
      : [];
  });
}

/** Texts drawn smaller than 12 px: the computed size, times the drawing's scale for SVG text. */
function smallTexts(host: HTMLElement): string[] {
  const out: string[] = [];
  const visit = (root: ShadowRoot): void => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!parent || text === '' || !drawn(parent) || parent.closest('style')) continue;
      let size = parseFloat(getComputedStyle(parent).fontSize);
      if (parent instanceof SVGGraphicsElement) {
        const m = parent.getScreenCTM();
        if (m) size *= Math.hypot(m.a, m.b);
      }
      if (size < 12 - 0.05) out.push(`"${text.slice(0, 24)}" at ${size.toFixed(1)} px`);
    }
    for (const el of Array.from(root.querySelectorAll('*'))) if (el.shadowRoot) visit(el.shadowRoot);
  };
  visit(host.shadowRoot as ShadowRoot);
  return [...new Set(out)];
}

/** The page scrolls sideways. */
const sideways = (): boolean => document.documentElement.scrollWidth > document.documentElement.clientWidth;

/** Place `game` in `frame` and wait for `ready`. */
async function place<T extends HTMLElement>(frame: Frame, game: TemplateResult, ready: (el: T) => Promise<void>): Promise<T> {
  await setViewport({ width: frame.viewport, height: 900 });
  const wrapper = await fixture<HTMLDivElement>(
    html`<div style=${frame.column ? `width: ${frame.column}px; margin-left: 40px` : ''}>${game}</div>`,
  );
  const el = wrapper.firstElementChild as T;
  await ready(el);
  await motionDone(el.shadowRoot as ShadowRoot);
  return el;
}

/** Every check at once, so a failure lists all that is wrong in that frame. */
function expectLaidOut(el: HTMLElement, cards: string, label: string): void {
  const report = {
    sideways: sideways(),
    cardsOutside: cardsOutside(el, cards),
    smallTargets: smallTargets(el),
    smallTexts: smallTexts(el),
  };
  const hand = deepQueryAll(el.shadowRoot as ShadowRoot, cards).filter(drawn);
  const left = Math.min(...hand.map((c) => c.getBoundingClientRect().left));
  const right = Math.max(...hand.map((c) => c.getBoundingClientRect().right));
  console.log(`${label}: cards span ${Math.round(left)} to ${Math.round(right)} px on a table from ${span(el.getBoundingClientRect())}`);
  expect(report, label).to.deep.equal({ sideways: false, cardsOutside: [], smallTargets: [], smallTexts: [] });
}

describe('every game lays out by its own width', () => {
  afterEach(async () => {
    localStorage.clear();
    await setViewport({ width: 800, height: 600 });
  });

  let tricks: Awaited<ReturnType<typeof trickPosition>> | undefined;

  for (const frame of frames) {
    it(`Apples in the tricks fits ${frame.name}`, async () => {
      tricks ??= await trickPosition('layout', (v) => v.phase === 'tricks' && v.hand.length >= 9 && v.trick.cards.length === 2);
      storeGame('pomona-layout', tricks);
      const el = await place<ApplesTable>(
        frame,
        html`<apples-table persist="pomona-layout" seed="layout" seats="you,rules,rules,rules" bot-delay="0"></apples-table>`,
        async (t) => {
          await waitForTurn(t, 'the visitor plays in the tricks');
          await settle(t);
        },
      );
      expectLaidOut(el, 'button.card, apples-card', `Apples at ${frame.name}`);
    });

    it(`Orchard with a card chosen fits ${frame.name}`, async () => {
      const el = await place<OrchardBoard>(
        frame,
        html`<orchard-board seed="layout" seats="you,random,random,random" bot-delay="0"></orchard-board>`,
        async (board) => {
          await waitUntil(() => board.view?.phase === 'place' && board.view.turn === board.view.player, 'my turn', { timeout: 15000 });
          await board.updateComplete;
          board.shadowRoot?.querySelector<HTMLButtonElement>('.centre button')?.click();
          await board.updateComplete;
        },
      );
      expectLaidOut(el, '.card, .cards li', `Orchard at ${frame.name}`);
    });

    it(`Apples to Apples while placing fits ${frame.name}`, async () => {
      const el = await place<ApplesToApples>(
        frame,
        html`<apples-to-apples seed="visual" seats="you,random,random,random,random,random" bot-delay="0"></apples-to-apples>`,
        async (game) => {
          await waitUntil(() => (game.shadowRoot?.querySelectorAll('[part="hand"] button.card').length ?? 0) > 0, 'placing', {
            timeout: 15000,
          });
          await game.updateComplete;
        },
      );
      expectLaidOut(el, '.card', `Apples to Apples at ${frame.name}`);
    });

    it(`a plain table of a new family fits ${frame.name}`, async () => {
      const rules = await (await fetch('/test/families/high-card/high-card.rules')).text();
      const el = await place<PomonaGame>(
        frame,
        html`<pomona-game seats="you,rules,random" seed="t" bot-delay="0" .rules=${rules}></pomona-game>`,
        async (game) => {
          await waitUntil(
            () => (game.shadowRoot?.querySelectorAll('[part="actions"] button').length ?? 0) > 0,
            'the person is asked to play',
          );
        },
      );
      expectLaidOut(el, '[part="actions"] button', `The plain table at ${frame.name}`);
    });
  }

  it('keeps the score sheet’s Total column on a 360 × 740 phone after many hands', async () => {
    await setViewport({ width: 360, height: 740 });
    storeGame(
      'pomona-layout-long',
      await trickPosition('long', (v) => v.handScores.length >= 7 && v.phase === 'bidding', 'apples-500.rules'),
    );
    const el = await fixture<ApplesTable>(
      html`<apples-table persist="pomona-layout-long" seed="long" seats="you,rules,rules,rules" ruleset="apples-500.rules" bot-delay="0"></apples-table>`,
    );
    await waitForTurn(el, 'the visitor bids');
    const sheet = el.shadowRoot?.querySelector('apples-score-sheet') as HTMLElement & { updateComplete: Promise<unknown> };
    await sheet.updateComplete;
    const headings = Array.from(sheet.shadowRoot?.querySelectorAll<HTMLElement>('[part="totals"] thead th') ?? []);
    expect(headings.length, 'a column per hand').to.be.greaterThan(8);
    const total = headings.at(-1) as HTMLElement;
    expect(total.textContent?.trim()).to.equal('Total');
    const box = total.getBoundingClientRect();
    console.log(`The Total heading spans ${span(box)} px on a 360 px screen`);
    expect(box.left, 'the Total column starts on screen').to.be.at.least(0);
    expect(box.right, 'the Total column ends on screen').to.be.at.most(360);
    // The column stays in sight however far the hands are scrolled.
    const scroller = sheet.shadowRoot?.querySelector<HTMLElement>('.scroll') ?? null;
    scroller?.scrollTo({ left: 0 });
    expect(total.getBoundingClientRect().right).to.be.at.most(360);
    expect(sideways()).to.equal(false);
  });

  for (const width of [768, 1024, 1280, 1440]) {
    it(`holds a hand of 13 cards in one row at ${width} px`, async () => {
      await setViewport({ width, height: 900 });
      const el = await fixture<ApplesTable>(
        html`<apples-table seed="one row" seats="you,random,random,random" bot-delay="0"></apples-table>`,
      );
      const view = await waitForTurn(el, 'the visitor may act');
      await settle(el);
      const hand = el.shadowRoot?.querySelector('apples-hand')?.shadowRoot;
      const cards = Array.from(hand?.querySelectorAll<HTMLElement>('.card') ?? []);
      expect(cards.length).to.equal(view.hand.length);
      expect(cards.length).to.equal(13);
      const rows = new Set(cards.map((c) => Math.round(c.offsetTop)));
      expect(rows.size, `rows at ${width} px`).to.equal(1);
      await setViewport({ width: 800, height: 600 });
    });
  }
});
