import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/index.js';
import type { ApplesTable } from '../../components/apples-table/apples-table.js';
import type { OrchardBoard } from '../../components/orchard-board/orchard-board.js';
import type { ApplesToApples } from '../../components/apples-to-apples/apples-to-apples.js';
import { deepActive, keyboardTurn, part, pressButton, settle, viewOf, waitForTurn } from './helpers.js';
import { onePomonaEvent } from './one-pomona-event.js';

type Game = ApplesTable | OrchardBoard | ApplesToApples;
const root = (el: Element) => el.shadowRoot as ShadowRoot;
const text = (node: Element | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Whether keyboard focus is inside `el` (through shadow roots), not on the page's body. */
function focusInside(el: Element): boolean {
  let node: Node | null = deepActive();
  while (node) {
    if (node === el) return true;
    node = node.parentNode ?? (node as ShadowRoot).host ?? null;
  }
  return false;
}

/** Let the element and its parts render (and focus move) after an action. */
async function rendered(el: Game): Promise<void> {
  await el.updateComplete;
  for (const p of Array.from(root(el).querySelectorAll<Element & { updateComplete?: Promise<unknown> }>('*'))) await p.updateComplete;
  await new Promise((r) => requestAnimationFrame(r));
}

describe('every game element: focus after actions', () => {
  afterEach(() => localStorage.clear());

  it('keeps focus in <apples-table> after a pass, and puts it on a bid button when the bidding comes round again', async () => {
    const el = await fixture<ApplesTable>(html`<apples-table seed="focus" seats="you,random,random,random" bot-delay="0"></apples-table>`);
    let view = await waitForTurn(el, 'the visitor may bid');
    for (let guard = 0; guard < 20 && view.phase !== 'bidding'; guard++) view = await waitForTurn(el, 'the bidding');
    await pressButton(part(el, 'apples-bidding').shadowRoot as ShadowRoot, /^\s*Pass\s*$/);
    await rendered(el);
    // The code that moves focus is fetched the first time it is needed: on a busy machine it may
    // take a few frames, so focus is given that long to come back from the page.
    await waitUntil(() => deepActive() !== document.body, 'focus comes back from the page', { timeout: 2000 });
    expect(focusInside(el)).to.equal(true);
    view = await waitForTurn(el, 'the visitor acts again');
    await rendered(el);
    expect(focusInside(el)).to.equal(true);
    const active = deepActive() as HTMLElement;
    // After a pass the bidding may go on without the visitor: focus is on the hand or the next control, never lost.
    expect(active.tagName).to.equal('BUTTON');
    expect(view.toAct).to.include(view.player);
  });

  it('keeps focus in <orchard-board> after every placement, on the next centre card when the turn comes back', async () => {
    const board = await fixture<OrchardBoard>(html`<orchard-board seed="focus" seats="you,rules" bot-delay="0"></orchard-board>`);
    const centre = () => Array.from(root(board).querySelectorAll<HTMLButtonElement>('.centre button'));
    await waitUntil(() => board.view?.phase === 'place' && board.view.turn === board.view.player, 'my turn', { timeout: 15000 });
    await rendered(board);
    centre()[0]?.focus();
    for (let turn = 0; turn < 4; turn++) {
      await waitUntil(() => board.view?.phase === 'place' && board.view.turn === board.view.player, 'my turn', { timeout: 15000 });
      await rendered(board);
      expect(centre()).to.include(deepActive(), `turn ${turn}: focus is on a centre card when my turn comes`);
      await sendKeys({ press: 'Enter' });
      await rendered(board);
      expect((deepActive() as HTMLElement).classList.contains('place')).to.equal(true);
      await sendKeys({ press: 'Enter' });
      await rendered(board);
      expect(focusInside(board), `turn ${turn}: focus stays on the board after placing`).to.equal(true);
    }
    expect(text(root(board).querySelector('[role="status"]'))).to.not.equal('');
  });

  it('keeps focus in <apples-to-apples> after placing a red card and says so in the live region', async () => {
    const el = await fixture<ApplesToApples>(
      html`<apples-to-apples seed="m" seats="you,reader,matcher,random" bot-delay="0"></apples-to-apples>`,
    );
    const cards = () => Array.from(root(el).querySelectorAll<HTMLButtonElement>('button.card'));
    await waitUntil(() => cards().length > 0, 'a card to place or choose', { timeout: 15000 });
    await rendered(el);
    cards()[0]?.focus();
    await sendKeys({ press: 'Enter' });
    await rendered(el);
    expect(focusInside(el)).to.equal(true);
    expect(text(root(el).querySelector('[role="status"]'))).to.match(/chosen|places|chooses|judge/i);
  });
});

describe('every game element: notices, options and what the page may read', () => {
  afterEach(() => localStorage.clear());

  for (const tag of ['apples-table', 'orchard-board', 'apples-to-apples'] as const) {
    it(`<${tag}> shows a dismissible notice when a corrupt save is kept aside`, async () => {
      localStorage.setItem('frame-corrupt', '{"format":"pomona-game", not JSON');
      const el = document.createElement(tag);
      el.setAttribute('persist', 'frame-corrupt');
      el.setAttribute('bot-delay', '0');
      const warned = onePomonaEvent(el, 'pomona-save-discarded');
      document.body.append(el);
      await warned;
      await el.updateComplete;
      const notice = root(el).querySelector('[part="notice"]');
      expect(text(notice)).to.match(
        /could not be resumed: the save is not valid JSON\. It was kept aside .*frame-corrupt:discarded.* a new game started/,
      );
      expect(localStorage.getItem('frame-corrupt:discarded')).to.contain('not JSON');
      (notice?.querySelector('button') as HTMLButtonElement).click();
      await el.updateComplete;
      expect(root(el).querySelector('[part="notice"]')).to.equal(null);
      el.remove();
    });

    it(`<${tag}> takes options as an object, and shows a bad value with an event instead of throwing`, async () => {
      const el = document.createElement(tag);
      el.setAttribute('bot-delay', '0');
      el.setAttribute('seed', 'opts');
      el.options = tag === 'apples-table' ? { winning_score: 250 } : {};
      document.body.append(el);
      await waitUntil(() => root(el).querySelector('[data-ready]'), 'the game starts with object options', { timeout: 15000 });
      expect(el.exportGame()?.setup.options).to.be.an('object');
      if (tag === 'apples-table') expect(el.exportGame()?.setup.options['winning_score']).to.equal(250);
      el.remove();
      const bad = document.createElement(tag);
      bad.setAttribute('bot-delay', '0');
      bad.options = 42 as unknown as string;
      const failed = onePomonaEvent(bad, 'pomona-setup-error');
      document.body.append(bad);
      expect((await failed).detail.message).to.contain('the options property is a number');
      await bad.updateComplete;
      expect(text(root(bad).querySelector('[part="diagnostics"]'))).to.contain('the options property is a number');
      bad.remove();
    });

    it(`<${tag}> keeps no public gameState that would show hidden hands to the page`, () => {
      const el = document.createElement(tag);
      document.body.append(el);
      expect('gameState' in el).to.equal(false);
      el.remove();
    });
  }

  it('starts again at once when options change before anyone at the screen acted, and says a later change waits for the next game', async () => {
    const el = await fixture<ApplesTable>(html`<apples-table seed="mid" seats="you,random,random,random" bot-delay="0"></apples-table>`);
    await waitForTurn(el, 'the visitor may act');
    el.options = 'winning_score=500';
    await el.updateComplete;
    await waitForTurn(el, 'the new game');
    expect(el.exportGame()?.setup.options['winning_score']).to.equal(500);
    await keyboardTurn(el);
    await settle(el);
    const log = el.actionLog.length;
    el.options = { winning_score: 250 };
    await el.updateComplete;
    expect(el.actionLog.length).to.be.at.least(log);
    expect(el.exportGame()?.setup.options['winning_score']).to.equal(500);
    const notice = Array.from(root(el).querySelectorAll('[part="notice"]')).find((n) => /next game/.test(text(n)));
    expect(text(notice)).to.contain('take effect in the next game');
    (notice?.querySelector('button') as HTMLButtonElement).click();
    await el.updateComplete;
    await waitForTurn(el, 'the next game');
    expect(el.exportGame()?.setup.options['winning_score']).to.equal(250);
    expect(viewOf(el).hand.length).to.be.greaterThan(0);
  });
});

describe('three games on one page', () => {
  afterEach(() => localStorage.clear());

  it('adds no banner landmark and names each score sheet after its game', async () => {
    const page = await fixture<HTMLElement>(html`<div>
      <apples-table seed="l" seats="you,random,random,random" bot-delay="0"></apples-table>
      <orchard-board seed="l" seats="you,random" bot-delay="0"></orchard-board>
      <apples-to-apples seed="l" seats="you,random,random,random" bot-delay="0"></apples-to-apples>
    </div>`);
    const games = Array.from(page.children) as Game[];
    await waitUntil(() => games.every((g) => root(g).querySelector('[data-ready]')), 'all three games start', { timeout: 15000 });
    for (const g of games) await rendered(g);
    const { deepQueryAll } = await import('../../components/core/frame/focus-restore.js');
    expect(games.flatMap((g) => deepQueryAll(root(g), 'header, [role="banner"]'))).to.deep.equal([]);
    const names = games.flatMap((g) => deepQueryAll(root(g), '[part="score-sheet"]').map((s) => s.getAttribute('aria-label')));
    expect(names).to.deep.equal(['Score sheet: Apples', 'Score sheet: Orchard', 'Score sheet: Apples to Apples']);
  });

  it('lifts a focused card in the hand without raising it over its neighbour’s rank', async () => {
    const el = await fixture<ApplesTable>(html`<apples-table seed="z" seats="you,random,random,random" bot-delay="0"></apples-table>`);
    await waitForTurn(el, 'the visitor may act');
    // The table's sentences arrive after its first paint and are drawn when they do; that drawing
    // (as any other) hands focus on from a card that may not be played yet, so wait for them first.
    await waitUntil(() => text(root(el).querySelector('[role="status"]')).includes('deals'), 'the deal is announced', {
      timeout: 5000,
    });
    await el.updateComplete;
    const cards = Array.from(part(el, 'apples-hand').shadowRoot?.querySelectorAll<HTMLButtonElement>('button.card') ?? []);
    cards[0]?.focus();
    await sendKeys({ press: 'ArrowRight' });
    const focused = deepActive() as HTMLElement;
    expect(cards.indexOf(focused as HTMLButtonElement)).to.equal(1);
    expect(getComputedStyle(focused).zIndex).to.equal('auto');
  });
});

describe('focus when the turn comes back', () => {
  afterEach(() => localStorage.clear());

  it('moves focus from a card that could not be played to a playable one when the visitor’s turn comes', async () => {
    const el = await fixture<ApplesTable>(
      html`<apples-table seed="stale" seats="you,random,random,random" bot-delay="150"></apples-table>`,
    );
    let view = await waitForTurn(el, 'the visitor may act');
    for (let turn = 0; turn < 30 && view.phase !== 'tricks'; turn++) {
      await keyboardTurn(el);
      view = await waitForTurn(el, 'the tricks');
    }
    // Over a few tricks: while the others play, rest focus on a card; when the turn comes and that
    // card may not be played, focus moves on to a playable one.
    const cards = () => Array.from(part(el, 'apples-hand').shadowRoot?.querySelectorAll<HTMLButtonElement>('button.card') ?? []);
    let checked = 0;
    for (let trick = 0; trick < 8 && checked === 0; trick++) {
      await keyboardTurn(el);
      await settle(el);
      const waiting = cards().at(trick % 2 === 0 ? -1 : 0);
      if (!waiting || !el.view || el.view.toAct.includes(el.view.player)) continue;
      waiting.focus();
      view = await waitForTurn(el, 'the visitor’s next trick');
      await rendered(el);
      if (view.phase !== 'tricks' || waiting.getAttribute('aria-disabled') !== 'true') continue;
      const active = deepActive() as HTMLElement;
      expect(active).to.not.equal(waiting);
      expect(active.getAttribute('aria-disabled')).to.equal('false');
      checked++;
    }
    expect(checked, 'a focused card was unplayable when the turn came').to.equal(1);
  });
});

describe('motion', () => {
  afterEach(async () => {
    localStorage.clear();
    const { emulateMedia } = await import('@web/test-runner-commands');
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('deals and plays cards with motion, and with none under prefers-reduced-motion', async () => {
    const { emulateMedia } = await import('@web/test-runner-commands');
    const { AnimationSpy } = await import('./motion-spy.js');
    const animations = async (reduce: boolean): Promise<{ dealt: boolean; played: boolean; css: number }> => {
      await emulateMedia({ reducedMotion: reduce ? 'reduce' : 'no-preference' });
      const spy = new AnimationSpy().install();
      try {
        const el = await fixture<ApplesTable>(
          html`<apples-table seed="motion" seats="you,random,random,random" bot-delay="0"></apples-table>`,
        );
        let view = await waitForTurn(el, 'the visitor may act');
        for (let turn = 0; turn < 30 && view.phase !== 'tricks'; turn++) {
          await keyboardTurn(el);
          view = await waitForTurn(el, 'the tricks');
        }
        await keyboardTurn(el);
        await settle(el);
        const inHand = (t: Element) =>
          t.closest('button.card') !== null && (t.getRootNode() as ShadowRoot).host?.localName === 'apples-hand';
        const inTrick = (t: Element) => t.closest('.played') !== null;
        const css = [part(el, 'apples-hand'), part(el, 'apples-trick')]
          .flatMap((p) => (p.shadowRoot as ShadowRoot).getAnimations())
          .filter((a) => a instanceof CSSAnimation).length;
        el.remove();
        return { dealt: spy.calls.some((c) => inHand(c.target)), played: spy.calls.some((c) => inTrick(c.target)), css };
      } finally {
        spy.uninstall();
      }
    };
    const moving = await animations(false);
    expect(moving.dealt, 'the hand is dealt with motion').to.equal(true);
    expect(moving.played, 'a card travels to the trick').to.equal(true);
    const still = await animations(true);
    expect(still).to.deep.equal({ dealt: false, played: false, css: 0 });
  });
});
