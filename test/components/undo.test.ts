import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../components/index.js';
import type { ApplesTable } from '../../components/apples-table/apples-table.js';
import type { ApplesToApples } from '../../components/apples-to-apples/apples-to-apples.js';
import type { OrchardBoard } from '../../components/orchard-board/orchard-board.js';
import { keyboardTurn, viewOf, waitForTurn } from './helpers.js';

const undoButton = (el: HTMLElement) => el.shadowRoot?.querySelector<HTMLButtonElement>('[part="undo"]') ?? null;

/** Wait until the board waits for the person at the screen (or the game is over). */
async function orchardTurn(board: OrchardBoard): Promise<void> {
  await waitUntil(
    () => {
      const v = board.view;
      return !!v && (v.phase === 'over' || (v.phase === 'place' && v.turn === v.player));
    },
    'the visitor is asked to place a card',
    { timeout: 15000, interval: 5 },
  );
  await board.updateComplete;
}

/** Place the centre's first card in the first batch that takes it, by clicking. */
async function placeFirst(board: OrchardBoard): Promise<void> {
  board.shadowRoot?.querySelector<HTMLButtonElement>('.centre button')?.click();
  await board.updateComplete;
  board.shadowRoot?.querySelector<HTMLButtonElement>('button.place')?.click();
  await board.updateComplete;
}

/** What the person sees and what has happened: equal snapshots are the same table. */
const snapshot = (el: { view: unknown; actionLog: readonly unknown[] }) => JSON.stringify({ view: el.view, log: el.actionLog });

describe('Undo against computer players', () => {
  afterEach(() => localStorage.clear());

  it('takes back the person’s bid in Apples and the computer players’ bids after it: the same hand and bidding as before', async () => {
    const table = await fixture<ApplesTable>(html`<apples-table seed="undo-1" seats="you,rules,rules,rules" bot-delay="0"></apples-table>`);
    let view = await waitForTurn(table, 'the visitor is asked to bid');
    expect(undoButton(table)?.getAttribute('aria-disabled'), 'nothing to take back yet').to.equal('true');
    const before = snapshot(table);
    const hand = JSON.stringify(view.hand);
    await keyboardTurn(table);
    view = await waitForTurn(table, 'the visitor is asked again');
    expect(snapshot(table)).not.to.equal(before);
    expect(undoButton(table)?.getAttribute('aria-disabled')).to.equal('false');
    undoButton(table)?.click();
    await table.updateComplete;
    expect(snapshot(table)).to.equal(before);
    expect(JSON.stringify(viewOf(table).hand)).to.equal(hand);
    expect(table.shadowRoot?.querySelector('[aria-live="polite"]')?.textContent).to.include('Your last move is taken back.');
    await expect(table).to.be.accessible();
  });

  it('says in the page’s language that the move is taken back', async () => {
    const table = await fixture<ApplesTable>(
      html`<apples-table lang="ru" seed="undo-1" seats="you,rules,rules,rules" bot-delay="0"></apples-table>`,
    );
    await waitForTurn(table, 'the visitor is asked to bid');
    expect((table as unknown as { play(action: unknown): boolean }).play({ kind: 'pass', player: 0 }), 'the pass is played').to.equal(true);
    await waitForTurn(table, 'the visitor is asked again');
    undoButton(table)?.click();
    await table.updateComplete;
    await waitUntil(
      () => table.shadowRoot?.querySelector('[aria-live="polite"]')?.textContent?.includes('Ваш последний ход отменён.'),
      'the undo is said in Russian',
      {
        timeout: 5000,
      },
    );
  });

  it('takes back an Orchard move that ended a phase: the centre, both orchards and the phase are as before it', async () => {
    const board = await fixture<OrchardBoard>(html`<orchard-board seed="undo-2" seats="you,rules" bot-delay="0"></orchard-board>`);
    for (let turn = 0; turn < 12; turn++) {
      await orchardTurn(board);
      const before = snapshot(board);
      const phase = (board.view as { phasesStarted: number }).phasesStarted;
      await placeFirst(board);
      await orchardTurn(board);
      if ((board.view as { phasesStarted: number }).phasesStarted === phase) continue;
      undoButton(board)?.click();
      await board.updateComplete;
      expect(snapshot(board)).to.equal(before);
      expect((board.view as { phasesStarted: number }).phasesStarted).to.equal(phase);
      const box = undoButton(board)?.getBoundingClientRect();
      expect(Math.min(box?.width ?? 0, box?.height ?? 0)).to.be.at.least(44);
      return;
    }
    expect.fail('no move of the visitor ended a phase');
  });

  it('takes back a red card placed in Apples to Apples, where the seats choose together, to before that lap', async () => {
    const el = await fixture<ApplesToApples>(
      html`<apples-to-apples seed="undo-4" seats="you,reader,matcher,random,reader,matcher" bot-delay="0"></apples-to-apples>`,
    );
    const cards = () => Array.from(el.shadowRoot?.querySelectorAll<HTMLButtonElement>('button.card') ?? []);
    const personTurn = async () => {
      await waitUntil(() => cards().some((b) => b.getAttribute('aria-disabled') !== 'true'), 'the visitor is asked to act', {
        timeout: 15000,
        interval: 5,
      });
      await el.updateComplete;
    };
    await personTurn();
    const before = snapshot(el);
    const length = el.actionLog.length;
    cards()[0]?.click();
    await waitUntil(() => el.actionLog.length > length + 1, 'the lap is applied');
    await personTurn();
    expect(snapshot(el)).not.to.equal(before);
    undoButton(el)?.click();
    await el.updateComplete;
    expect(snapshot(el)).to.equal(before);
  });

  it('is not offered in a rated game, nor when two people share the screen', async () => {
    const rated = await fixture<OrchardBoard>(html`<orchard-board rated seed="undo-3" seats="you,rules" bot-delay="0"></orchard-board>`);
    await orchardTurn(rated);
    await placeFirst(rated);
    await orchardTurn(rated);
    expect(undoButton(rated)).to.equal(null);
    expect(await rated.undo()).to.equal(false);
    rated.rated = false;
    await rated.updateComplete;
    expect(undoButton(rated)?.getAttribute('aria-disabled')).to.equal('false');
    const shared = await fixture<OrchardBoard>(html`<orchard-board seed="undo-3" seats="you,you" bot-delay="0"></orchard-board>`);
    await shared.updateComplete;
    expect(shared.shadowRoot?.querySelector('[part="header"]')).not.to.equal(null);
    expect(undoButton(shared)).to.equal(null);
  });
});
