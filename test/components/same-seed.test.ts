/**
 * One seed, one game: a table of computer players on the page plays the game the table driver
 * plays offline from the same seed and seating (the driver the simulator and the online tables
 * use), action for action: the same seeds for the players, the same order when several may act.
 * (Apples to Apples is left out: its table lets everyone placing choose once, face down, and
 * applies the choices in a drawn order, where the driver lets each computer player act in turn.)
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../components/index.js';
import '../../src/families/index.js';
import { familyDescriptor } from '../../src/core/registry.js';
import { readBundled } from '../../src/core/rules/bundled.js';
import { loadRulesetAsync } from '../../src/core/rules/load.js';
import type { RulesetBase } from '../../src/core/rules/ruleset.js';
import { TableDriver } from '../../src/core/table/table-driver.js';
import { onePomonaEvent } from './one-pomona-event.js';

interface GameElement extends HTMLElement {
  readonly actionLog: readonly unknown[];
  exportGame(): {
    readonly setup: { readonly players: number; readonly seed: string | number; readonly options: Record<string, unknown> };
  } | null;
}

/** The same game offline: the driver with these rules, seed and computer players, played to the end. */
async function offline(text: string, seats: readonly string[], setup: NonNullable<ReturnType<GameElement['exportGame']>>['setup']) {
  const loaded = await loadRulesetAsync('inline.rules', (path) => (path === 'inline.rules' ? Promise.resolve(text) : readBundled(path)));
  if (!loaded.ok) throw new Error('the rules load');
  const ruleset: RulesetBase = loaded.ruleset;
  const family = familyDescriptor(ruleset.family);
  if (!family) throw new Error(`no family ${ruleset.family}`);
  const started = TableDriver.start(family.engine, ruleset, setup, { players: seats.map((name) => family.bots[name] ?? null) });
  if (!started.ok) throw new Error(started.error.message);
  started.driver.playBots();
  return started.driver.log();
}

describe('a seed played on the page and through the table driver', () => {
  for (const [tag, text, seats] of [
    ['apples-table', 'extends "apples.rules"\ngame "Short Apples"\ngoal 30 points\n', ['random', 'rules', 'random', 'rules']],
    ['orchard-board', 'extends "orchard.rules"\ngame "Quick Orchard"\ncards 4 each\n', ['rules', 'random']],
  ] as const) {
    it(`gives the same ${tag} game`, async () => {
      // Made by hand, so that the end of the game is heard however soon it comes.
      const el = document.createElement(tag) as unknown as GameElement;
      el.setAttribute('seed', 'same seed');
      el.setAttribute('seats', seats.join(','));
      el.setAttribute('bot-delay', '0');
      const rules = document.createElement('script');
      rules.type = 'text/x-pomona-rules';
      rules.textContent = text;
      el.append(rules);
      const ended = onePomonaEvent(el, 'pomona-game-end');
      await fixture(html`<div></div>`).then((wrapper) => wrapper.append(el));
      await ended;
      const saved = el.exportGame();
      expect(saved?.setup.seed).to.equal('same seed');
      const log = await offline(text, seats, saved!.setup);
      expect(el.actionLog.length, 'a whole game').to.be.greaterThan(10);
      expect(JSON.stringify(el.actionLog)).to.equal(JSON.stringify(log));
    });
  }
});
