import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../components/index.js';
import { deepActive } from './helpers.js';
import type { OrchardBoard } from '../../components/orchard-board/orchard-board.js';
import type { SavedGame } from '../../src/core/game/game.js';
import type { DraftingAction } from '../../src/families/drafting/engine/index.js';
import { onePomonaEvent } from './one-pomona-event.js';

const root = (board: OrchardBoard) => board.shadowRoot as ShadowRoot;
const text = (node: Element | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** Every apple a user sees placed in an orchard (yours and the others'). */
const placedCards = (board: OrchardBoard) => root(board).querySelectorAll('.orchard .cards li, .others dd li').length;

/** A whole two-player game between computer players, with a score sheet placed in the board's light DOM. */
async function finishedGame(): Promise<{ board: OrchardBoard; scores: readonly number[]; saved: SavedGame<DraftingAction> }> {
  const board = await fixture<OrchardBoard>(html`<orchard-board seed="parts" seats="rules,random" bot-delay="0">
    <orchard-score-sheet slot="score-sheet"></orchard-score-sheet>
  </orchard-board>`);
  const { detail } = await onePomonaEvent(board, 'pomona-game-end');
  await board.updateComplete;
  const saved = board.exportGame();
  if (!saved) throw new Error('the finished game could not be exported');
  return { board, scores: detail.result.scores, saved };
}

describe('<orchard-board> parts and replays', () => {
  it('moves focus to the first allowed batch and previews its points in the same update (no Lit change-in-update warning)', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    try {
      const board = await fixture<OrchardBoard>(html`<orchard-board seed="focus" seats="you,random" bot-delay="0"></orchard-board>`);
      await waitUntil(() => root(board).querySelector('.centre button[aria-disabled="false"]'), 'the visitor may choose a card', {
        timeout: 15000,
      });
      (root(board).querySelector('.centre button') as HTMLButtonElement).click();
      await board.updateComplete;
      const focused = deepActive() as HTMLElement;
      expect(focused.classList.contains('place')).to.equal(true);
      expect(text(focused.closest('.batch')?.querySelector('.preview'))).to.match(/^Would score -?\d+: /);
      expect(root(board).querySelectorAll('.preview')).to.have.length(1);
    } finally {
      console.warn = warn;
    }
    expect(warnings.filter((w) => w.includes('change-in-update'))).to.deep.equal([]);
  });

  it("shows every seat's batch-by-batch breakdown in a score sheet placed in its light DOM", async () => {
    const { board, scores } = await finishedGame();
    const placed = board.querySelector('orchard-score-sheet') as HTMLElement & { updateComplete: Promise<boolean> };
    await placed.updateComplete;
    expect((root(board).querySelector('slot[name="score-sheet"]') as HTMLSlotElement).assignedElements()).to.deep.equal([placed]);
    const sheet = placed.shadowRoot as ShadowRoot;
    const totals = Array.from(sheet.querySelectorAll('[part="totals"] tbody tr'), (tr) => Number(text(tr.querySelector('strong'))));
    expect(totals).to.deep.equal([...scores]);
    const batchNames = Array.from(root(board).querySelectorAll('.orchard .batch h4'), (s) => text(s));
    expect(batchNames).to.have.length(8);
    const breakdowns = Array.from(sheet.querySelectorAll('details'));
    expect(breakdowns).to.have.length(2);
    expect(breakdowns[0]?.open).to.equal(true);
    breakdowns.forEach((details, seat) => {
      const rows = Array.from(details.querySelectorAll('tbody tr'));
      expect(rows.map((r, i) => text(r.querySelector('th')).slice(0, batchNames[i]?.length))).to.deep.equal(batchNames);
      expect(rows.every((r) => text(r.querySelector('.why')) !== '')).to.equal(true);
      expect(rows.reduce((sum, r) => sum + Number(text(r.querySelector('td.num'))), 0)).to.equal(scores[seat]);
    });
    await expect(board).to.be.accessible();
  });

  it('steps a loaded replay forward and back, showing the centre, the orchards and the scores as they were', async () => {
    const { board: played, scores, saved } = await finishedGame();
    played.remove();
    const shared = JSON.parse(JSON.stringify(saved)) as SavedGame<DraftingAction>;
    const board = await fixture<OrchardBoard>(html`<orchard-board seed="other" seats="you,random" bot-delay="0"></orchard-board>`);
    await waitUntil(() => root(board).querySelector('[data-ready]'), 'the board is ready', { timeout: 15000 });
    expect(board.loadReplay({ ...shared, family: 'judging' })).to.deep.include({ ok: false });
    expect(board.loadReplay(shared)).to.deep.equal({ ok: true });
    await board.updateComplete;
    const total = shared.log.length;
    const prompt = () => text(root(board).querySelector('[part="prompt"]'));
    const button = (label: string) =>
      Array.from(root(board).querySelectorAll<HTMLButtonElement>('[part="replay-bar"] button')).find(
        (b) => text(b) === label,
      ) as HTMLButtonElement;
    const step = async (label: string) => {
      button(label).click();
      await board.updateComplete;
    };
    const centre = () => root(board).querySelectorAll('.centre button').length;
    expect(prompt()).to.equal(`Replay: action 0 of ${total}.`);
    expect(centre()).to.equal(0);
    expect(placedCards(board)).to.equal(0);
    expect(button('Back').disabled).to.equal(true);
    await expect(board).to.be.accessible();
    let steps = 0;
    while (centre() === 0 && steps < total) {
      await step('Forward');
      steps += 1;
    }
    expect(centre()).to.be.greaterThan(0);
    expect(root(board).querySelectorAll('.centre button[aria-disabled="true"]').length).to.equal(centre());
    while (placedCards(board) === 0 && steps < total) {
      await step('Forward');
      steps += 1;
    }
    expect(placedCards(board)).to.equal(1);
    expect(prompt()).to.equal(`Replay: action ${steps} of ${total}.`);
    await step('Back');
    expect(placedCards(board)).to.equal(0);
    await step('Last');
    expect(prompt()).to.equal(`Replay: action ${total} of ${total}.`);
    expect(placedCards(board)).to.equal(saved.log.filter((a) => a.kind === 'place').length);
    expect(root(board).querySelector('[part="game-over"]')).to.equal(null);
    const sheet = root(board).querySelector('orchard-score-sheet') as HTMLElement & { updateComplete: Promise<boolean> };
    await sheet.updateComplete;
    expect(Array.from(sheet.shadowRoot?.querySelectorAll('[part="totals"] strong') ?? [], (s) => Number(s.textContent))).to.deep.equal([
      ...scores,
    ]);
    await expect(board).to.be.accessible();
    await step('Back');
    expect(placedCards(board)).to.equal(saved.log.filter((a) => a.kind === 'place').length - (saved.log.at(-1)?.kind === 'place' ? 1 : 0));
    await step('Back to the game');
    expect(root(board).querySelector('[part="replay-bar"]')).to.equal(null);
    expect(placedCards(board)).to.equal(board.actionLog.filter((a) => a.kind === 'place').length);
  });
});
