/**
 * The IS-MCTS player seated at <apples-table> by a page (`seats="you,search,..."`, or `mcts`, its
 * earlier name), at a paced
 * table as people meet it: it plays the hand to its end, and every card it chose was one the
 * engine listed as legal at that moment (checked by replaying the exported log).
 */
import '../../src/families/index.js';
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../components/index.js';
import type { ApplesTable } from '../../components/apples-table/apples-table.js';
import { trickEngine } from '../../src/families/trick/engine/index.js';
import { loadBundledRuleset } from '../../src/core/rules/bundled.js';
import { keyboardTurn, waitForTurn } from './helpers.js';
import { onePomonaEvent } from './one-pomona-event.js';

describe('<apples-table> with the tree-search player', () => {
  it('seats search (and mcts, its earlier name) from the seats attribute, names search, and both play only legal cards to the end of a hand', async function (this: unknown) {
    // Three dozen searched decisions at a paced table on a shared machine.
    (this as { timeout(ms: number): void }).timeout(120000);
    const table = await fixture<ApplesTable>(
      html`<apples-table seed="mcts-seat" seats="you,search,rules,mcts" bot-delay="250"></apples-table>`,
    );
    expect(table.shadowRoot?.querySelector('[part="diagnostics"]')).to.equal(null);
    // The seats are named once the players' code has loaded (a chunk of its own, after the first paint).
    await waitUntil(() => table.shadowRoot?.textContent?.includes('(search)') === true, 'a seat named (search)', { timeout: 10000 });
    const ended = onePomonaEvent(table, 'pomona-hand-end');
    let handOver = false;
    void ended.then(() => (handOver = true));
    for (let turn = 0; turn < 200 && !handOver; turn++) {
      const view = await waitForTurn(table, 'the visitor is asked to act');
      if (handOver || view.handScores.length > 0) break;
      await keyboardTurn(table);
    }
    const detail = (await ended).detail;
    expect(detail.sheets).to.have.length(4);

    const saved = table.exportGame();
    if (!saved) throw new Error('the table exported no game');
    const loaded = await loadBundledRuleset('apples.rules');
    if (!loaded.ok || loaded.ruleset.family !== 'trick-taking') throw new Error('the bundled Apples rules did not load');
    const created = trickEngine.create(loaded.ruleset, saved.setup);
    if (!created.ok) throw new Error(created.error.message);
    const state = created.state;
    const searched = { 1: 0, 3: 0 };
    for (const action of saved.log) {
      if (state.finished.length > 0) break;
      if ((action.kind === 'play' || action.kind === 'target') && (action.player === 1 || action.player === 3)) {
        expect(trickEngine.legalActions(state, action.player), `${JSON.stringify(action)} was legal`).to.deep.include(action);
        if (action.kind === 'play') searched[action.player]++;
      }
      expect(trickEngine.applyInPlace(state, action)).to.equal(null);
    }
    // Each tree-search seat played a card to every trick of the hand.
    const tricks = state.finished[0]?.trickWinners.length ?? 0;
    expect(tricks).to.be.greaterThan(0);
    expect(searched).to.deep.equal({ 1: tricks, 3: tricks });
  });
});
