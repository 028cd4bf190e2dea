import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../components/index.js';
import type { ApplesTable } from '../../components/apples-table/apples-table.js';
import type { OrchardBoard } from '../../components/orchard-board/orchard-board.js';
import type { ApplesToApples } from '../../components/apples-to-apples/apples-to-apples.js';
import { deepQueryAll } from '../../components/core/frame/focus-restore.js';
import { handButtons, keyboardTurn, motionDone, settle, waitForTurn } from './helpers.js';

const passScreen = (el: HTMLElement) => el.shadowRoot?.querySelector<HTMLElement>('[part="pass-screen"]') ?? null;

describe('two people at one screen (hot-seat)', () => {
  afterEach(() => localStorage.clear());

  it('hides each person’s hand behind “Pass to …” until they say they hold the device, in Apples', async () => {
    const el = await fixture<ApplesTable>(html`<apples-table seed="hot" seats="you,rules,you,rules" bot-delay="0"></apples-table>`);
    const seen = new Set<string>();
    for (let turn = 0; turn < 3; turn++) {
      await waitUntil(() => passScreen(el), 'the pass screen is shown', { timeout: 15000 });
      await settle(el);
      const heading = passScreen(el)?.querySelector('h3')?.textContent ?? '';
      expect(heading).to.match(/^Pass to .+/);
      seen.add(heading);
      expect(
        deepQueryAll(el.shadowRoot as ShadowRoot, 'button.card, apples-card:not([face-down])'),
        'no card of the next hand is drawn',
      ).to.have.length(0);
      expect(el.shadowRoot?.textContent).to.not.contain('Your target');
      await expect(el).to.be.accessible();
      passScreen(el)?.querySelector('button')?.click();
      await waitForTurn(el, 'the person holding the device may act');
      expect(passScreen(el)).to.equal(null);
      expect(handButtons(el).length).to.be.greaterThan(0);
      await keyboardTurn(el);
    }
    expect(seen.size, 'the device passed between the two people').to.equal(2);
  });

  it('asks for the hand-over in Orchard too', async () => {
    const board = await fixture<OrchardBoard>(html`<orchard-board seed="hot" seats="you,you" bot-delay="0"></orchard-board>`);
    await waitUntil(() => passScreen(board), 'the pass screen is shown', { timeout: 15000 });
    expect(passScreen(board)?.textContent).to.contain('Pass to');
    expect(board.shadowRoot?.querySelector('.centre button')).to.equal(null);
    passScreen(board)?.querySelector('button')?.click();
    await waitUntil(() => board.shadowRoot?.querySelector('.centre button'), 'the centre is shown');
  });
});

describe('a table in motion', () => {
  afterEach(() => localStorage.clear());

  it('takes no judge’s choice while the placed cards are still turning up, and takes it once they lie still', async () => {
    // Seed "m" draws the visitor (seat 0) as the first judge.
    const el = await fixture<ApplesToApples>(
      html`<apples-to-apples seed="m" seats="you,random,random,random,random,random" bot-delay="120"></apples-to-apples>`,
    );
    const judged = () => Array.from(el.shadowRoot?.querySelectorAll<HTMLButtonElement>('.judged button.card') ?? []);
    await waitUntil(() => judged().length > 0, 'the placed cards are revealed to the judge', { timeout: 20000, interval: 5 });
    const before = el.actionLog.length;
    judged()[0]?.click();
    await el.updateComplete;
    expect(el.actionLog.length, 'the choice during the reveal is not taken').to.equal(before);
    await motionDone(el.shadowRoot as ShadowRoot);
    await waitUntil(() => judged().length > 0 && el.actionLog.length === before, 'still judging');
    // The table counts as moving until the motion it planned has run out, a moment after the last
    // animation ends: a person who clicks again then is heard.
    await waitUntil(
      () => {
        judged()[0]?.click();
        return el.actionLog.length > before;
      },
      'the choice once the cards lie still is taken',
      { timeout: 3000, interval: 100 },
    );
  });
});
