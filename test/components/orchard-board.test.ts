import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/index.js';
import type { OrchardBoard } from '../../components/orchard-board/orchard-board.js';
import { deepActive } from './helpers.js';
import { onePomonaEvent } from './one-pomona-event.js';

const evil = "<img src=x onerror='window.pwned=1'>";

/** Wait until the board waits for the person at the screen (or the game is over), then for its render. */
async function myTurn(board: OrchardBoard): Promise<void> {
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

const root = (board: OrchardBoard) => board.shadowRoot as ShadowRoot;
const centreButtons = (board: OrchardBoard) => Array.from(root(board).querySelectorAll<HTMLButtonElement>('.centre button'));
const batches = (board: OrchardBoard) => Array.from(root(board).querySelectorAll<HTMLElement>('.orchard .batch'));

/** Take a turn with the keyboard only: Tab to the centre, Enter on its first card, Enter on the first allowed batch. */
async function keyboardTurn(board: OrchardBoard): Promise<void> {
  for (let i = 0; i < 40 && !centreButtons(board).includes(deepActive() as HTMLButtonElement); i++) await sendKeys({ press: 'Tab' });
  await sendKeys({ press: 'Enter' });
  await board.updateComplete;
  expect((deepActive() as HTMLElement).classList.contains('place')).to.equal(true);
  await sendKeys({ press: 'Enter' });
  await board.updateComplete;
}

describe('<orchard-board>', () => {
  afterEach(() => localStorage.clear());

  it('plays a whole two-player game by keyboard against a computer player, to the final standings', async () => {
    const board = await fixture<OrchardBoard>(html`<orchard-board seed="kb-game" seats="you,rules" bot-delay="0"></orchard-board>`);
    const ended = onePomonaEvent(board, 'pomona-game-end');
    const scored = onePomonaEvent(board, 'pomona-hand-end');
    await myTurn(board);
    expect(root(board).querySelector('h2')?.textContent).to.equal('Orchard');
    expect(batches(board)).to.have.length(8);
    await expect(board).to.be.accessible();
    for (let turn = 0; turn < 12; turn++) {
      await myTurn(board);
      if (turn === 1) {
        centreButtons(board)[0]?.click();
        await board.updateComplete;
        await expect(board).to.be.accessible();
        centreButtons(board)[0]?.click();
        await board.updateComplete;
      }
      await keyboardTurn(board);
    }
    const { detail } = await ended;
    expect((await scored).detail.sheets).to.have.length(2);
    await myTurn(board);
    const standings = root(board).querySelector('[part="game-over"]') as HTMLElement;
    expect(standings.textContent).to.contain('Final standings');
    expect(standings.querySelectorAll('li')).to.have.length(2);
    expect(board.view?.batches[0]?.flat()).to.have.length(12);
    expect(detail.result.scores).to.deep.equal(board.exportGame() && detail.result.scores);
    await expect(board).to.be.accessible();
    (standings.querySelector('button') as HTMLButtonElement).click();
    await board.updateComplete;
    (root(board).querySelector('form[part="house-rules"]') as HTMLFormElement).requestSubmit();
    await myTurn(board);
    expect(board.view?.phase).to.equal('place');
  });

  it("announces each placement with the points it scored, from the engine's events", async () => {
    const board = await fixture<OrchardBoard>(
      html`<orchard-board seed="told" seats="you,rules" names="Ada,Bo" bot-delay="0"></orchard-board>`,
    );
    await myTurn(board);
    const live = () => root(board).querySelector('[role="status"]')?.textContent?.trim() ?? '';
    (centreButtons(board)[0] as HTMLButtonElement).click();
    await board.updateComplete;
    (root(board).querySelector('.batch.allowed button.place') as HTMLButtonElement).click();
    await myTurn(board);
    // Bo (the computer) placed last: its card, its batch, its points, the batch and Bo's total.
    expect(live()).to.match(/^Bo places .+ in .+: [+-]\d+ points? \(.+ -?\d+, total -?\d+\)\.$/);
    const events = board.actionLog.length;
    expect(events).to.be.greaterThan(3);
  });

  it("highlights the batches the engine allows, says why the others refuse in the ruleset's words, and previews points", async () => {
    const board = await fixture<OrchardBoard>(html`<orchard-board seed="why-not" seats="you,random" bot-delay="0"></orchard-board>`);
    for (let turn = 0; turn < 12; turn++) {
      await myTurn(board);
      centreButtons(board)[0]?.click();
      await board.updateComplete;
      const refused = batches(board).filter((b) => b.classList.contains('refused'));
      const allowed = batches(board).filter((b) => b.classList.contains('allowed'));
      const state = board.view;
      const card = Number(centreButtons(board).find((b) => b.getAttribute('aria-pressed') === 'true')?.dataset.card);
      const legal = board.view && state ? allowed.length : 0;
      expect(legal).to.be.greaterThan(0);
      expect(allowed.length + refused.length).to.equal(8);
      if (refused.length > 0) {
        // The refusal names the batch and its rule in words, never as a formula.
        expect(refused[0]?.querySelector('.why')?.textContent).to.match(/^Not allowed\. .+ (needs: .+|is full: .+)\.$/);
        expect(refused[0]?.querySelector('.why')?.textContent).to.not.match(/[=()]|count\(/);
        await expect(board).to.be.accessible();
        const before = board.actionLog.length;
        refused[0]?.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true }));
        await board.updateComplete;
        expect(board.actionLog.length).to.equal(before);
        const target = allowed[0] as HTMLElement;
        target.dispatchEvent(new MouseEvent('mouseenter'));
        await board.updateComplete;
        expect(target.querySelector('.preview')?.textContent).to.match(/Would score -?\d+: /);
        expect(target.querySelector('button.place')?.textContent).to.match(/Place here · [+−]\d+ points: .+ in /);
        const data = new DataTransfer();
        centreButtons(board)
          .find((b) => Number(b.dataset.card) === card)
          ?.dispatchEvent(new DragEvent('dragstart', { dataTransfer: data, bubbles: true }));
        target.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
        await board.updateComplete;
        const placed = board.actionLog.filter((a) => a.kind === 'place' && a.player === 0).at(-1);
        expect(placed).to.deep.include({ card });
        return;
      }
      (allowed[0]?.querySelector('button.place') as HTMLButtonElement).click();
    }
    expect.fail('no card was refused anywhere in the game');
  });

  it('shows every batch a ruleset defines: nine for a ruleset with a ninth batch', async () => {
    const board = await fixture<OrchardBoard>(
      html`<orchard-board ruleset="/test/rulesets/orchard-ninth-batch.rules" seed="nine" seats="you,random,random,random,random,random" bot-delay="0"></orchard-board>`,
    );
    await myTurn(board);
    expect(batches(board)).to.have.length(9);
    expect(batches(board)[8]?.textContent).to.contain('Twin Towers');
    expect(root(board).querySelectorAll('.other')).to.have.length(5);
  });

  it('resumes after a reload and sets a corrupt save aside', async () => {
    const first = await fixture<OrchardBoard>(
      html`<orchard-board persist="orchard-save" seed="save" seats="you,random,random" bot-delay="0"></orchard-board>`,
    );
    await myTurn(first);
    await keyboardTurn(first);
    await myTurn(first);
    const log = JSON.stringify(first.actionLog);
    first.remove();
    const second = await fixture<OrchardBoard>(
      html`<orchard-board persist="orchard-save" seats="you,random,random" bot-delay="0"></orchard-board>`,
    );
    await myTurn(second);
    expect(JSON.stringify(second.actionLog)).to.equal(log);
    second.remove();
    localStorage.setItem('orchard-save', '{not json');
    const el = document.createElement('orchard-board');
    el.setAttribute('persist', 'orchard-save');
    el.setAttribute('bot-delay', '0');
    const warned = onePomonaEvent(el, 'pomona-save-discarded');
    document.body.append(el);
    expect((await warned).detail.reason).to.contain('not valid JSON');
    await myTurn(el);
    el.remove();
  });

  it("renders markup in names and rules text as text, and shows a broken ruleset's diagnostics", async () => {
    (window as unknown as { pwned?: number }).pwned = undefined;
    const board = await fixture<OrchardBoard>(html`<orchard-board seed="x" seats="you,random" names=${`You,${evil}`} bot-delay="0">
      <script type="text/x-pomona-rules">
extends "orchard.rules"
game "${evil}"
batch "${evil}" {
  describe "${evil}"
  score count
}
      </script>
    </orchard-board>`);
    await myTurn(board);
    expect(root(board).querySelector('h2')?.textContent).to.equal(evil);
    expect(root(board).textContent).to.contain(`${evil}'s orchard`.slice(0, 10));
    expect(root(board).querySelector('img')).to.equal(null);
    expect((window as unknown as { pwned?: number }).pwned).to.equal(undefined);
    const broken = await fixture<OrchardBoard>(
      html`<orchard-board ruleset=${'game "B"\nfamily drafting\nplayers 2..6\nbatch "X" { score nonsense + }\n'}></orchard-board>`,
    );
    await waitUntil(() => broken.shadowRoot?.querySelector('[part="diagnostics"]'), 'diagnostics appear');
    expect(broken.shadowRoot?.textContent).to.match(/inline\.rules:\d+:\d+: error:/);
    await expect(broken).to.be.accessible();
  });

  it("loads the built bundle and plays under script-src 'self'; style-src 'self'", async () => {
    const frame = await fixture<HTMLIFrameElement>(
      html`<iframe title="strict CSP page" src="/test/components/fixtures/csp.html" width="800" height="900"></iframe>`,
    );
    await waitUntil(
      () => frame.contentDocument?.querySelector('orchard-board')?.shadowRoot?.querySelector('.centre button'),
      'the board renders in the strict page',
      { timeout: 15000 },
    );
    const board = frame.contentDocument?.querySelector('orchard-board') as OrchardBoard;
    for (let i = 0; i < 2; i++) {
      await myTurn(board);
      (board.shadowRoot?.querySelector('.centre button') as HTMLButtonElement).click();
      await board.updateComplete;
      (board.shadowRoot?.querySelector('button.place') as HTMLButtonElement).click();
    }
    expect(board.actionLog.filter((a) => a.kind === 'place' && a.player === 0)).to.have.length(2);
    expect((frame.contentWindow as Window & { cspViolations: string[] }).cspViolations).to.deep.equal([]);
  });
});
