import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../components/index.js';
import '../../components/core/pomona-game.js';
import type { ApplesTable } from '../../components/apples-table/apples-table.js';

type Game = HTMLElementTagNameMap['apples-table' | 'orchard-board' | 'apples-to-apples'];

/** Each game's seats and house rules, and a real change of its settings (Apples to Apples has no house rules: one more seat). */
const settings = {
  'apples-table': { seats: 'you,rules,rules,rules', options: { winning_score: 500 }, changed: { options: { winning_score: 250 } } },
  'orchard-board': { seats: 'you,rules,rules', options: { easy_mode: false }, changed: { options: { easy_mode: true } } },
  'apples-to-apples': { seats: 'you,random,random,random', options: {}, changed: { seats: 'you,random,random,random,random' } },
} as const;

/** Count the games started on `el` from now on, as a page would: one `pomona-game-start` each. */
function countStarts(el: Element): { readonly count: number } {
  const counter = { count: 0 };
  el.addEventListener('pomona-game-start', () => counter.count++);
  return counter;
}

/** Let every update the property changes asked for happen. */
async function settled(el: Game): Promise<void> {
  await el.updateComplete;
  await new Promise((r) => setTimeout(r, 20));
  await el.updateComplete;
}

for (const [tag, setting] of Object.entries(settings) as [keyof typeof settings, (typeof settings)[keyof typeof settings]][]) {
  describe(`<${tag}> properties set by a framework at every render`, () => {
    afterEach(() => localStorage.clear());

    async function table(): Promise<Game> {
      const el: Game = document.createElement(tag);
      el.seed = 'framework';
      el.botDelay = 60_000;
      el.seats = setting.seats;
      el.options = { ...setting.options };
      const placed = await fixture<Game>(html`<div></div>`);
      placed.append(el);
      await waitUntil(() => el.view !== null, `<${tag}> starts a game`, { timeout: 10_000 });
      await settled(el);
      return el;
    }

    it('starts no new game when equal options, seats and rules are set again 50 times as new objects', async () => {
      const el = await table();
      const starts = countStarts(el);
      const seed = el.exportGame()?.setup.seed;
      for (let render = 0; render < 50; render++) {
        el.options = { ...setting.options };
        el.seats = `${setting.seats}`;
        el.ruleset = null;
        await el.updateComplete;
      }
      await settled(el);
      expect(starts.count).to.equal(0);
      expect(el.exportGame()?.setup.seed).to.equal(seed);
    });

    it('starts exactly one new game when a setting really changes and is then set again at every render, with the new setting', async () => {
      const el = await table();
      const starts = countStarts(el);
      const changed: { options?: Readonly<Record<string, unknown>>; seats?: string } = setting.changed;
      for (let render = 0; render < 5; render++) {
        if (changed.options) el.options = { ...changed.options };
        if (changed.seats) el.seats = `${changed.seats}`;
        await el.updateComplete;
      }
      await settled(el);
      expect(starts.count).to.equal(1);
      const saved = el.exportGame();
      if (changed.options) expect(saved?.setup.options).to.include(changed.options);
      if (changed.seats) expect(saved?.setup.players).to.equal(changed.seats.split(',').length);
    });
  });
}

describe('properties set before the element is defined', () => {
  it('keeps options a framework set on the element before its code loaded (as React does before upgrade)', async () => {
    const name = 'apples-table';
    const placed = await fixture<HTMLElement>(html`<div></div>`);
    // An element of a tag not yet defined: the property is a plain field on it until the upgrade.
    const early = document.createElement('div');
    placed.append(early);
    early.innerHTML = `<${name}-pending></${name}-pending>`;
    const pending = early.firstElementChild as HTMLElement & { options?: unknown };
    pending.options = { winning_score: 500 };
    const { ApplesTable } = await import('../../components/apples-table/apples-table.js');
    customElements.define(`${name}-pending`, class extends ApplesTable {});
    const el = pending as unknown as ApplesTable;
    el.botDelay = 60_000;
    await waitUntil(() => el.view !== null, 'the upgraded table starts a game', { timeout: 10_000 });
    expect(el.exportGame()?.setup.options).to.include({ winning_score: 500 });
  });
});

describe('<pomona-game> properties set by a framework', () => {
  it('deals no new game when the same rules text and seats are set again as new strings', async () => {
    await import('../families/high-card/index.js');
    const rules = await (await fetch('/test/families/high-card/high-card.rules')).text();
    const el = await fixture<HTMLElementTagNameMap['pomona-game']>(
      html`<pomona-game seats="you,rules,random" bot-delay="60000" .rules=${rules}></pomona-game>`,
    );
    const shown = () => el.shadowRoot?.querySelector('[part="actions"]')?.textContent ?? '';
    await waitUntil(() => shown() !== '', 'a game is dealt', { timeout: 10_000 });
    const hand = shown();
    for (let render = 0; render < 50; render++) {
      el.rules = rules.split('').join('');
      el.seats = ['you', 'rules', 'random'].join(',');
      await el.updateComplete;
    }
    await new Promise((r) => setTimeout(r, 50));
    // A random seed deals another hand at each new game: the same hand is the same game.
    expect(shown()).to.equal(hand);
  });
});
