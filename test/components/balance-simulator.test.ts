import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../components/balance-simulator/balance-simulator.js';
import type { BalanceSimulator } from '../../components/balance-simulator/balance-simulator.js';

/** What `pomona simulate` printed for this run (kept current by test/balance-simulator/simulation.test.ts). */
interface CliFixture {
  seats: string[];
  games: number;
  seed: string;
  cli: Record<string, unknown>;
}

const root = (el: BalanceSimulator) => el.shadowRoot as ShadowRoot;

describe('<balance-simulator>', () => {
  it('runs the games in a worker, reports progress, and gives the same figures as pomona simulate for the same seed', async () => {
    const expected = (await (await fetch(new URL('./fixtures/simulate-apples.json', import.meta.url))).json()) as CliFixture;
    const el = await fixture<BalanceSimulator>(
      html`<balance-simulator ruleset="apples.rules" seed=${expected.seed} .games=${expected.games}></balance-simulator>`,
    );
    await el.ready();
    el.seats = [...expected.seats];
    await el.updateComplete;
    const progress: number[] = [];
    const watch = setInterval(() => progress.push((root(el).querySelector('progress') as HTMLProgressElement).value), 5);
    // The page stays responsive while the worker plays: timers keep firing during the run.
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    const results = await el.run();
    clearInterval(watch);
    clearInterval(ticker);
    expect(results).to.have.length(1);
    const r = results![0]!;
    for (const key of ['hands', 'actions', 'meanHandsPerGame', 'meanHandScore', 'winShare', 'wins', 'meanHandScoreByType'] as const) {
      expect(r[key], key).to.deep.equal(expected.cli[key]);
    }
    expect(
      progress.some((p) => p > 0 && p < 1),
      'progress between 0 and 1 was shown',
    ).to.equal(true);
    expect(ticks).to.be.greaterThan(2);
    await el.updateComplete;
    expect(root(el).querySelectorAll('figure svg[role=img]')).to.have.length(5);
    const table = root(el).querySelector('#types table');
    expect(table?.textContent).to.contain('rules').and.contain('random');
    await expect(el).to.be.accessible();
  });

  it('can be cancelled, and then shows no results', async () => {
    const el = await fixture<BalanceSimulator>(html`<balance-simulator ruleset="apples.rules" games="100000"></balance-simulator>`);
    await el.ready();
    const run = el.run();
    await waitUntil(() => (root(el).querySelector('progress') as HTMLProgressElement).value > 0, 'some games are played', {
      timeout: 15000,
    });
    (Array.from(root(el).querySelectorAll('button')).find((b) => b.textContent === 'Cancel') as HTMLButtonElement).click();
    expect(await run).to.equal(null);
    await el.updateComplete;
    expect(el.results).to.equal(null);
    expect(root(el).querySelector('[role=status]')?.textContent).to.equal('Cancelled.');
  });

  it('simulates two variants side by side, each chart with both', async () => {
    const el = await fixture<BalanceSimulator>(
      html`<balance-simulator ruleset="orchard.rules" compare="orchard-easy.rules" games="6" seed="two"></balance-simulator>`,
    );
    await el.ready();
    el.seats = ['random', 'greedy'];
    const results = await el.run();
    expect(results?.map((r) => r.ruleset)).to.deep.equal(['Orchard', 'Orchard (easy mode)']);
    await el.updateComplete;
    expect(root(el).querySelectorAll('#seats rect.bar.s1').length).to.equal(2);
    expect(root(el).querySelectorAll('#seats .legend li')).to.have.length(2);
    await expect(el).to.be.accessible();
  });
});
