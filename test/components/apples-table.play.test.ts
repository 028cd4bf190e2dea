import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../components/index.js';
import type { ApplesTable } from '../../components/apples-table/apples-table.js';
import { trickBinding } from '../../components/apples-table/trick-binding.js';
import { handButtons, keyboardTurn, part, settle, viewOf, waitForTurn } from './helpers.js';
import { onePomonaEvent } from './one-pomona-event.js';

describe('<apples-table> play', () => {
  it('plays a complete hand by keyboard against computer players, through bidding, pile, target and twelve tricks', async () => {
    const table = await fixture<ApplesTable>(
      html`<apples-table seed="keyboard-hand" seats="you,rules,rules,rules" bot-delay="0"></apples-table>`,
    );
    const ended = onePomonaEvent(table, 'pomona-hand-end');
    const phases = new Set<string>();
    let checkedAccessible = new Set<string>();
    for (let turn = 0; turn < 200 && viewOf(table).handScores.length === 0; turn++) {
      const view = await waitForTurn(table, 'the visitor is asked to act');
      if (view.handScores.length > 0) break;
      phases.add(view.phase);
      if (!checkedAccessible.has(view.phase)) {
        checkedAccessible = new Set([...checkedAccessible, view.phase]);
        await expect(table).to.be.accessible();
      }
      await keyboardTurn(table);
    }
    const detail = (await ended).detail;
    expect([...phases]).to.include.members(['bidding', 'target', 'tricks']);
    expect(detail.sheets).to.have.length(4);
    for (const sheet of detail.sheets) {
      expect(sheet.total).to.equal(sheet.lines.reduce((sum, line) => sum + line.points, 0));
      for (const line of sheet.lines) expect(line.explanation).to.be.a('string').and.not.equal('');
    }
    const view = viewOf(table);
    expect(view.totals).to.deep.equal(detail.totals);
    await settle(table);
    const sheet = part(table, 'apples-score-sheet');
    await sheet.updateComplete;
    expect(sheet.shadowRoot?.textContent).to.contain('How hand 1 was scored');
    await expect(table).to.be.accessible();
  });

  it('gives the pile one chosen card at a time through the engine, counting what is given, and announces it from the events', async () => {
    // A small delay between computer players, so the visitor's own sentence can be read before theirs replace it.
    const table = await fixture<ApplesTable>(
      html`<apples-table seed="pile-cards" seats="you,rules,rules,rules" bot-delay="40"></apples-table>`,
    );
    for (let turn = 0; turn < 200; turn++) {
      const view = await waitForTurn(table, 'the visitor is asked to act');
      if (view.phase !== 'pile') {
        await keyboardTurn(table);
        continue;
      }
      const hand = part(table, 'apples-hand');
      const before = view.hand.length;
      const button = handButtons(table).find((b) => b.getAttribute('aria-disabled') === 'false') as HTMLButtonElement;
      const card = Number(button.dataset.card);
      button.click();
      await table.updateComplete;
      const live = table.shadowRoot?.querySelector('[aria-live="polite"]')?.textContent ?? '';
      expect(live.trim()).to.match(/^You put (the [a-z ]+|a card) in the pile \(1 of \d+\)\./);
      await hand.updateComplete;
      const after = viewOf(table);
      expect(after.pile.mine).to.deep.equal([card]);
      expect(after.hand).to.have.length(before - 1);
      expect(table.actionLog.at(-1)).to.deep.equal({ kind: 'give', player: 0, card });
      if (after.phase === 'pile' && after.pile.each > 1)
        expect(hand.shadowRoot?.querySelector('[part="hand-actions"]')?.textContent).to.contain(`Given: 1 of ${after.pile.each}`);
      return;
    }
    throw new Error('the visitor never gave to the pile');
  });

  it("refuses a card that does not follow the led suit, and highlights only the engine's legal cards", async () => {
    const table = await fixture<ApplesTable>(
      html`<apples-table seed="follow-suit" seats="you,random,random,random" bot-delay="0"></apples-table>`,
    );
    for (let turn = 0; turn < 300; turn++) {
      const view = await waitForTurn(table, 'the visitor is asked to act');
      const buttons = handButtons(table);
      const disabled = buttons.filter((b) => b.getAttribute('aria-disabled') === 'true');
      if (view.phase === 'tricks' && view.trick.cards.length > 0 && disabled.length > 0) {
        const ranks = 13;
        const led = Math.floor((view.trick.cards[0] as number) / ranks);
        for (const b of buttons) {
          const card = Number(b.dataset.card);
          const follows = Math.floor(card / ranks) === led;
          expect(b.getAttribute('aria-disabled')).to.equal(follows ? 'false' : 'true');
        }
        const logBefore = table.actionLog.length;
        const illegal = disabled[0] as HTMLButtonElement;
        illegal.click();
        await settle(table);
        expect(table.actionLog.length).to.equal(logBefore);
        expect(viewOf(table).hand).to.include(Number(illegal.dataset.card));
        return;
      }
      await keyboardTurn(table);
    }
    expect.fail('no trick came where the visitor had to follow suit');
  });

  it('finishes a game between computer players with the result, the totals and a new-game button', async () => {
    const table = await fixture<ApplesTable>(html`<apples-table seed="whole-game" seats="random,random,random,random" bot-delay="0">
      <script type="text/x-pomona-rules">
extends "apples.rules"
game "Short Apples"
goal 30 points
      </script>
    </apples-table>`);
    const ended = await onePomonaEvent(table, 'pomona-game-end');
    expect(ended.detail.result.winners.length).to.be.greaterThan(0);
    await settle(table);
    const over = table.shadowRoot?.querySelector('[part="game-over"]');
    expect(over?.textContent).to.match(/wins|share the win/);
    await expect(table).to.be.accessible();
    (Array.from(over?.querySelectorAll('button') ?? []).find((b) => /New game/.test(b.textContent ?? '')) as HTMLButtonElement).click();
    await table.updateComplete;
    const form = table.shadowRoot?.querySelector('form[part="house-rules"]') as HTMLFormElement;
    expect(form.textContent).to.contain('Points a player needs to end the game');
    await expect(table).to.be.accessible();
    (form.querySelector('select') as HTMLSelectElement).value = '500';
    form.requestSubmit();
    await waitUntil(() => viewOf(table).winners === null, 'a new game starts');
    expect(table.exportGame()?.setup.options).to.deep.equal({ winning_score: 500 });
  });

  it('says every event in order once its sentences have loaded, none lost while they were on their way', async () => {
    // The sentences are imported after the first paint; here they are held back until the test lets them through.
    const announce = trickBinding.announce;
    if (typeof announce === 'function') throw new Error("the table's sentences are expected to load lazily");
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    (trickBinding as { announce: typeof announce }).announce = { load: () => gate.then(() => announce.load()) };
    try {
      const table = await fixture<ApplesTable>(
        html`<apples-table seed="queued-words" seats="you,you,you,you" bot-delay="0"></apples-table>`,
      );
      const live = () => table.shadowRoot?.querySelector('[aria-live="polite"]')?.textContent?.trim() ?? '';
      // The dealer drawn and the deal, then a person's pass, all while the sentences are held back.
      await waitUntil(() => table.shadowRoot?.querySelector('[part="pass-screen"] button'), 'the device is passed to the first bidder');
      table.shadowRoot?.querySelector<HTMLButtonElement>('[part="pass-screen"] button')?.click();
      const view = await waitForTurn(table, 'the first bidder is asked');
      expect(table.actionLog.map((a) => a.kind)).to.deep.equal(['first-dealer', 'deal']);
      const bidding = part(table, 'apples-bidding');
      const pass = Array.from(bidding.shadowRoot?.querySelectorAll('button') ?? []).find(
        (b) => b.textContent?.trim() === 'Pass',
      ) as HTMLButtonElement;
      pass.click();
      await table.updateComplete;
      expect(table.actionLog.at(-1)).to.deep.equal({ kind: 'pass', player: view.player });
      // Even the game's beginning waits: it is said in the page's language, which may still be on its way too.
      expect(live()).to.equal('');
      release();
      await waitUntil(() => live() !== '', 'the held-back sentences are said', { timeout: 5000 });
      const dealer = `Player ${viewOf(table).dealer + 1}`;
      expect(live()).to.equal(
        `A new game of Apples begins. ${dealer} deals first. ${dealer} deals hand 1, 13 cards each. Player ${view.player + 1} passes.`,
      );
    } finally {
      (trickBinding as { announce: typeof announce }).announce = announce;
    }
  });

  it('steps forward and back through an exported game in the replay viewer', async () => {
    const table = await fixture<ApplesTable>(
      html`<apples-table seed="replay" seats="you,random,random,random" bot-delay="0"></apples-table>`,
    );
    for (let i = 0; i < 6; i++) {
      await waitForTurn(table, 'the visitor is asked to act');
      await keyboardTurn(table);
    }
    const saved = JSON.parse(JSON.stringify(table.exportGame())) as unknown;
    const live = table.actionLog.length;
    expect(table.loadReplay(saved)).to.deep.equal({ ok: true });
    await table.updateComplete;
    const bar = table.shadowRoot?.querySelector('[part="replay-bar"]') as HTMLElement;
    const button = (label: string) => Array.from(bar.querySelectorAll('button')).find((b) => b.textContent === label) as HTMLButtonElement;
    button('Last').click();
    await table.updateComplete;
    expect(viewOf(table).hand).to.deep.equal(table.view?.hand);
    expect(bar.textContent).to.contain(`Action ${live} of ${live}`);
    button('Back').click();
    await table.updateComplete;
    expect(table.shadowRoot?.querySelector('[part="replay-bar"]')?.textContent).to.contain(`Action ${live - 1} of ${live}`);
    await expect(table).to.be.accessible();
    expect(
      table.loadReplay({ format: 'pomona-game', version: 1, family: 'trick-taking', ruleset: 'Other', setup: {}, log: [] }),
    ).to.have.property('ok', false);
  });
});
