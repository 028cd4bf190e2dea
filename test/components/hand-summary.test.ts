/**
 * The end of a hand at <apples-table>: when the last trick is taken, a summary tops the table with
 * each seat's bid, tricks, target cards, points and total, and stays until the person dismisses it
 * or makes their next move. Each game is resumed from a save of a game played by computer players
 * to the visitor's last card of the first hand, the same in every run.
 */
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { visualDiff } from '@web/test-runner-visual-regression';
import '../../components/apples-table/apples-table.js';
import type { ApplesTable } from '../../components/apples-table/apples-table.js';
import { PlayingCards } from '../../src/core/cards/playing.js';
import { loadBundledRuleset } from '../../src/index.js';
import type { TrickRuleset } from '../../src/families/trick/ruleset.js';
import type { TrickView } from '../../src/families/trick/engine/index.js';
import { gameUntil } from './finished-game.js';
import { deepActive, handButtons, viewOf, waitForTurn } from './helpers.js';
import { onePomonaEvent } from './one-pomona-event.js';

const SEATS = 'you,rules,rules,rules';

/** What seat 0 knew before its last card of the first hand: its targets and the hand's tricks so far. */
interface Before {
  targets: readonly number[];
  tricksDone: number;
}

/** A table resumed at the visitor's last card of the first hand, that card played: the hand is then scored. */
async function lastCardPlayed(
  key: string,
  rules = 'apples.rules',
): Promise<{ table: ApplesTable; before: Before; said: string[]; sheets: number[]; totals: readonly number[] }> {
  let before: Before = { targets: [], tricksDone: 0 };
  const saved = await gameUntil(rules, 4, 'hand summary', (seen, toAct) => {
    const view = seen as TrickView;
    if (view.phase !== 'tricks' || !toAct.includes(0) || view.hand.length !== 1 || view.handScores.length > 0) return false;
    before = { targets: view.targets, tricksDone: view.tricks.length };
    return true;
  });
  localStorage.setItem(key, JSON.stringify(saved));
  const table = document.createElement('apples-table');
  table.setAttribute('persist', key);
  table.setAttribute('ruleset', rules);
  table.setAttribute('seats', SEATS);
  table.setAttribute('bot-delay', '0');
  table.setAttribute('style', "--pomona-font: 'DejaVu Sans'");
  await fixture(table);
  const view = await waitForTurn(table, 'the visitor holds one card');
  expect(view.hand.length).to.equal(1);
  // What the live region says from here on.
  const said: string[] = [];
  const live = table.shadowRoot?.querySelector('[role="status"]') as HTMLElement;
  new MutationObserver(() => said.push(live.textContent ?? '')).observe(live, { childList: true, subtree: true, characterData: true });
  const scored = onePomonaEvent(table, 'pomona-hand-end');
  const card = handButtons(table).find((b) => b.getAttribute('aria-disabled') === 'false') as HTMLButtonElement;
  card.focus();
  card.click();
  const { detail } = await scored;
  await waitUntil(() => table.shadowRoot?.querySelector('[part="hand-summary"]'), 'the summary shows', { timeout: 10000 });
  await table.updateComplete;
  return { table, before, said, sheets: detail.sheets.map((s) => s.total), totals: detail.totals };
}

const cellsOf = (row: Element): string[] => Array.from(row.children).map((c) => (c as HTMLElement).innerText.trim());

describe('<apples-table>: the end of a hand', () => {
  afterEach(async () => {
    localStorage.clear();
    await setViewport({ width: 800, height: 600 });
    await emulateMedia({ colorScheme: 'no-preference' });
  });

  it("shows each seat's bid, tricks, targets, points and total, fits a 360 × 640 phone, and goes with its button", async () => {
    await setViewport({ width: 360, height: 640 });
    const { table, before, said, sheets, totals } = await lastCardPlayed('pomona-hand-summary-a');
    const summary = table.shadowRoot?.querySelector('[part="hand-summary"]') as HTMLElement;
    expect(summary.querySelector('h3')?.textContent).to.equal('End of hand 1');
    expect(summary.getAttribute('aria-label')).to.equal('End of hand 1');
    const rows = Array.from(summary.querySelectorAll('tbody tr'));
    // The seats as the score sheet names them, the visitor first.
    const sheet = table.shadowRoot?.querySelector('apples-score-sheet')?.shadowRoot;
    const sheetNames = Array.from(sheet?.querySelectorAll('tbody th') ?? []).map((th) => (th as HTMLElement).innerText.trim());
    expect(rows.map((row) => cellsOf(row)[0]).join('|')).to.equal(sheetNames.join('|'));
    expect(cellsOf(rows[0] as Element)[0]).to.equal('You');
    // Points and totals as the hand was scored; the tricks add up to the hand's.
    expect(rows.map((row) => cellsOf(row)[4]).join('|')).to.equal(sheets.join('|'));
    expect(rows.map((row) => cellsOf(row)[5]).join('|')).to.equal(totals.join('|'));
    expect(rows.reduce((sum, row) => sum + Number(cellsOf(row)[2]), 0)).to.equal(before.tricksDone + 1);
    // The visitor's target, named in full for a screen reader.
    const loaded = await loadBundledRuleset('apples.rules');
    if (!loaded.ok) throw new Error('apples.rules did not load');
    const cards = new PlayingCards((loaded.ruleset as TrickRuleset).deck);
    const named = Array.from(rows[0]?.children[3]?.querySelectorAll('.visually-hidden') ?? []).map((n) => n.textContent);
    expect(named.join('|')).to.equal(before.targets.map((c) => cards.name(c)).join('|'));
    // Every seat said something in the bidding, or the hand would have been thrown in.
    expect(rows.some((row) => /\d/.test(cellsOf(row)[1] ?? ''))).to.equal(true);
    // These rules score no contract: no contract line.
    expect(summary.querySelector('.contract')).to.equal(null);
    // On a phone the whole summary, its button included, is on the first screen.
    table.scrollIntoView();
    const box = summary.getBoundingClientRect();
    expect(box.top).to.be.at.least(0);
    expect(box.bottom).to.be.at.most(640);
    expect(summary.scrollWidth).to.be.at.most(summary.clientWidth);
    await expect(table).to.be.accessible();
    await emulateMedia({ colorScheme: 'light' });
    await visualDiff(summary, 'hand-summary-apples-360');
    // The live region said the hand's scores.
    await waitUntil(() => said.some((text) => text.includes('Hand 1 scored:')), 'the hand is announced');

    const button = summary.querySelector('button') as HTMLButtonElement;
    expect(button.textContent?.trim()).to.equal('Continue');
    button.focus();
    button.click();
    await table.updateComplete;
    expect(table.shadowRoot?.querySelector('[part="hand-summary"]')).to.equal(null);
    // The focus stays on the table, not on the page.
    await waitUntil(() => document.activeElement === table && deepActive() !== table, 'focus stays on the table', {
      // The code that moves the focus is fetched the first time it is needed: a busy machine takes a while.
      timeout: 10000,
    });
    table.remove();
  });

  it("goes with the visitor's next move, and a resumed game does not show it again", async () => {
    const { table } = await lastCardPlayed('pomona-hand-summary-b');
    const view = await waitForTurn(table, 'the visitor bids in the next hand');
    expect(view.phase).to.equal('bidding');
    expect(table.shadowRoot?.querySelector('[part="hand-summary"]')).not.to.equal(null);
    const bidding = table.shadowRoot?.querySelector('apples-bidding')?.shadowRoot;
    const pass = Array.from(bidding?.querySelectorAll<HTMLButtonElement>('[part="bid-button"]') ?? []).find(
      (b) => b.textContent?.trim() === 'Pass',
    );
    pass?.click();
    await table.updateComplete;
    expect(table.shadowRoot?.querySelector('[part="hand-summary"]')).to.equal(null);
    expect(viewOf(table).bids.some((b) => b.player === 0)).to.equal(true);
    table.remove();
  });

  it('says how the contract scored, from the score sheet, where the rules score one', async () => {
    const { table } = await lastCardPlayed('pomona-hand-summary-c', 'variants/apples-partnerships.rules');
    const summary = table.shadowRoot?.querySelector('[part="hand-summary"]') as HTMLElement;
    const line = summary.querySelector('.contract')?.textContent ?? '';
    expect(line).to.match(/^contract \d+ [a-z ]+ (made|failed)/);
    // The same line as the score sheet's.
    const sheet = table.shadowRoot?.querySelector('apples-score-sheet')?.shadowRoot;
    const sheetLines = Array.from(sheet?.querySelectorAll('details li') ?? []).map((li) => li.textContent?.trim());
    expect(sheetLines).to.include(line.trim());
    // Partners' badges beside their names.
    expect(summary.querySelectorAll('tbody tr').length).to.equal(4);
    await expect(summary).to.be.accessible();
    table.remove();
  });
});
