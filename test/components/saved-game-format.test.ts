import { expect, fixture, html } from '@open-wc/testing';
import '../../components/index.js';
import type { ApplesTable } from '../../components/apples-table/apples-table.js';
import { checkSavedGame, replayLog } from '../../src/core/game/saved.js';
import { loadBundledRuleset } from '../../src/core/rules/bundled.js';
import { registerFamily } from '../../src/core/registry.js';
import { trickDescriptor } from '../../src/families/trick/descriptor.js';
import { waitForTurn } from './helpers.js';
import { onePomonaEvent } from './one-pomona-event.js';

/** The save `pomona replay --json` prints for test/fixtures/saves/apples-bid.scenario.json (test/cli/saved-games.test.ts keeps it so). */
async function cliSave(): Promise<Record<string, unknown>> {
  const response = await fetch(new URL('../fixtures/saves/apples-bid.save.json', import.meta.url));
  return (await response.json()) as Record<string, unknown>;
}

/** The same save with its cards in notation, as a person writes one from `pomona replay`'s steps. */
function inNotation(save: Record<string, unknown>): Record<string, unknown> {
  return {
    ...save,
    log: [
      { kind: 'first-dealer', dealer: 3 },
      {
        kind: 'deal',
        hands: [
          'AS KS QS JS 10S 9S AC KC AH KH AD KD QD',
          '8S 7S 6S QC JC 10C 9C JD 10D 9D 8D 7D 6D',
          '5S 4S 3S 8C 7C 6C 5C 9H 8H 7H QH JH 10H',
          '2S 4C 3C 2C 6H 5H 4H 3H 2H 5D 4D 3D 2D',
        ],
      },
      { kind: 'bid', player: 0, number: 2, suit: 'spades' },
      { kind: 'pass', player: 1 },
      { kind: 'pass', player: 2 },
      { kind: 'pass', player: 3 },
    ],
  };
}

async function tableResuming(key: string, save: unknown): Promise<ApplesTable> {
  localStorage.setItem(key, JSON.stringify(save));
  const table = await fixture<ApplesTable>(html`<apples-table persist=${key} seats="you,rules,rules,rules" bot-delay="0"></apples-table>`);
  return table;
}

describe('one saved-game format for the command line and the elements', () => {
  afterEach(() => localStorage.clear());

  it('resumes a save that pomona replay --json printed, at the position it reached', async () => {
    const save = await cliSave();
    const table = await tableResuming('cli-save', save);
    const view = await waitForTurn(table, 'the saved game is resumed');
    expect(localStorage.getItem('cli-save:discarded')).to.equal(null);
    expect(table.actionLog.length).to.equal((save['log'] as unknown[]).length);
    expect(view.hand).to.have.length(13);
    expect(view.highBid).to.deep.include({ player: 0, number: 2 });
  });

  it('resumes the same save with its cards written in notation ("3D"), and saves it back in the one format', async () => {
    const save = await cliSave();
    const table = await tableResuming('notation-save', inNotation(save));
    await waitForTurn(table, 'the saved game is resumed');
    expect(localStorage.getItem('notation-save:discarded')).to.equal(null);
    expect(JSON.stringify(table.actionLog)).to.equal(JSON.stringify(save['log']));
  });

  it('writes saves that the command line reads back to the same game', async () => {
    const table = await fixture<ApplesTable>(
      html`<apples-table persist="element-save" seed="for the CLI" seats="you,rules,rules,rules" bot-delay="0"></apples-table>`,
    );
    await waitForTurn(table, 'the visitor is asked to bid');
    const written: unknown = JSON.parse(localStorage.getItem('element-save') ?? 'null');
    registerFamily(trickDescriptor);
    const loaded = await loadBundledRuleset('apples.rules');
    if (!loaded.ok || loaded.ruleset.family !== 'trick-taking') throw new Error('apples.rules does not load');
    const ruleset = loaded.ruleset;
    // What `pomona replay` does with a save: check it, read each action with the family's notation, replay.
    const checked = checkSavedGame(written, 'trick-taking', ruleset.name, (json) => trickDescriptor.parseAction(ruleset, json));
    expect(checked.ok, checked.ok ? '' : checked.reason).to.equal(true);
    if (!checked.ok) return;
    const replayed = replayLog(trickDescriptor.engine, ruleset, checked.saved.setup, checked.saved.log);
    expect(replayed.ok).to.equal(true);
    if (replayed.ok) expect(trickDescriptor.engine.log(replayed.state).length).to.equal(table.actionLog.length);
  });

  for (const [what, change, reason] of [
    ['another kind of game', { family: 'drafting', ruleset: 'Orchard' }, /another kind of game \(drafting, not trick-taking\)/],
    ['a newer version', { version: 3 }, /unknown version \(3\)/],
    ['an older version', { version: 1 }, /older Pomona \(version 1/],
  ] as const) {
    it(`refuses a save of ${what} with the reason, keeps it aside and starts a fresh game`, async () => {
      const save = { ...(await cliSave()), ...change };
      localStorage.setItem('other-save', JSON.stringify(save));
      const el = document.createElement('apples-table');
      el.setAttribute('persist', 'other-save');
      el.setAttribute('seats', 'you,rules,rules,rules');
      el.setAttribute('bot-delay', '0');
      const warned = onePomonaEvent(el, 'pomona-save-discarded');
      document.body.append(el);
      expect((await warned).detail.reason).to.match(reason);
      expect(JSON.parse(localStorage.getItem('other-save:discarded') ?? 'null')).to.deep.equal(save);
      await waitForTurn(el, 'a fresh game starts');
      el.remove();
    });
  }
});
