import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../components/balance-simulator/balance-simulator.js';
import type { BalanceSimulator } from '../../components/balance-simulator/balance-simulator.js';
import { readBundled } from '../../src/core/rules/bundled.js';

/** What `pomona simulate` printed for this run (kept current by test/balance-simulator/simulation.test.ts). */
interface CliFixture {
  seats: string[];
  games: number;
  seed: string;
  cli: Record<string, unknown>;
}

const root = (el: BalanceSimulator) => el.shadowRoot as ShadowRoot;
const status = (el: BalanceSimulator) => root(el).querySelector('[role=status]')?.textContent ?? '';
const button = (el: BalanceSimulator, text: string) =>
  Array.from(root(el).querySelectorAll('button')).find((b) => b.textContent?.trim() === text) as HTMLButtonElement;

/** Apples with the pair of aces worth 50 instead of 15: an edit that keeps the game's name. */
async function editedApples(): Promise<string> {
  const text = await readBundled('apples.rules');
  if (!text?.includes('A: 15')) throw new Error('apples.rules has no "A: 15" to edit');
  return text.replace('A: 15', 'A: 50');
}

/** Figures of two runs alike: counts exactly, means and shares up to the rounding of sums added in another order. */
function expectSameFigures(actual: Record<string, unknown>, expected: Record<string, unknown>): void {
  for (const key of ['hands', 'actions', 'games']) expect(actual[key], key).to.equal(expected[key]);
  for (const key of ['meanHandsPerGame', 'meanHandScore']) expect(actual[key], key).to.be.closeTo(expected[key] as number, 1e-9);
  for (const key of ['winShare', 'wins', 'meanHandScoreByType']) {
    const e = expected[key] as Record<string, number>;
    const a = actual[key] as Record<string, number>;
    expect(Object.keys(a), key).to.deep.equal(Object.keys(e));
    for (const type of Object.keys(e)) expect(a[type], `${key} ${type}`).to.be.closeTo(e[type] as number, 1e-9);
  }
}

describe('<balance-simulator>', () => {
  it('runs the games on workers, reports progress, and gives the same figures as pomona simulate for the same seed', async () => {
    const expected = (await (await fetch(new URL('./fixtures/simulate-apples.json', import.meta.url))).json()) as CliFixture;
    const el = await fixture<BalanceSimulator>(
      html`<balance-simulator ruleset="apples.rules" seed=${expected.seed} .games=${expected.games} .workers=${2}></balance-simulator>`,
    );
    await el.ready();
    el.seats = [...expected.seats];
    await el.updateComplete;
    const progress: number[] = [];
    const watch = setInterval(() => progress.push((root(el).querySelector('progress') as HTMLProgressElement).value), 5);
    // The page stays responsive while the workers play: timers keep firing during the run.
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    const results = await el.run();
    clearInterval(watch);
    clearInterval(ticker);
    expect(results).to.have.length(1);
    expectSameFigures(results![0]! as unknown as Record<string, unknown>, expected.cli);
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

  it('plays the same games on one worker as on several, and again on the workers kept from a run', async () => {
    const simulator = async (workers: number) => {
      const el = await fixture<BalanceSimulator>(
        html`<balance-simulator ruleset="orchard.rules" games="30" seed="workers" .workers=${workers}></balance-simulator>`,
      );
      await el.ready();
      el.seats = ['random', 'greedy', 'random'];
      return el;
    };
    const one = (await (await simulator(1)).run())![0]!;
    const el = await simulator(3);
    const three = (await el.run())![0]!;
    expect(three.finalScores).to.deep.equal(one.finalScores);
    expect(three.lengths).to.deep.equal(one.lengths);
    expectSameFigures(three as unknown as Record<string, unknown>, one as unknown as Record<string, unknown>);
    el.seed = 'another';
    const another = (await el.run())![0]!;
    expect(another.finalScores).to.not.deep.equal(one.finalScores);
    el.seed = 'workers';
    expect((await el.run())![0]!.finalScores).to.deep.equal(one.finalScores);
  });

  it('tells the time left during a long run, and a cancel stops it and makes the form ready again', async () => {
    const el = await fixture<BalanceSimulator>(html`<balance-simulator ruleset="apples.rules" games="100000"></balance-simulator>`);
    await el.ready();
    const run = el.run();
    await waitUntil(() => / s left|min left/.test(status(el)), 'the time left is shown', { timeout: 15000 });
    expect(status(el)).to.match(/^[\d,]+ of 100,000 games played, about \d+ (s|min) left…$/);
    expect(button(el, 'Run').disabled).to.equal(true);
    button(el, 'Cancel').click();
    expect(await run).to.equal(null);
    await el.updateComplete;
    const stoppedAt = (root(el).querySelector('progress') as HTMLProgressElement).value;
    await new Promise((r) => setTimeout(r, 300));
    await el.updateComplete;
    expect((root(el).querySelector('progress') as HTMLProgressElement).value, 'no worker plays on').to.equal(stoppedAt);
    expect(el.results).to.equal(null);
    expect(status(el)).to.equal('Cancelled.');
    expect(button(el, 'Run').disabled).to.equal(false);
    expect(button(el, 'Cancel').disabled).to.equal(true);
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

  it('given edited rules, compares them with the rules they started from, each difference with its interval and verdict', async () => {
    const el = await fixture<BalanceSimulator>(
      html`<balance-simulator ruleset="apples.rules" games="60" seed="edit" .rulesText=${await editedApples()}></balance-simulator>`,
    );
    await el.ready();
    expect(el.compare, 'the edit is compared by default').to.equal('(edited)');
    el.seats = ['rules', 'random', 'rules', 'random'];
    await el.run();
    await el.updateComplete;
    const headers = Array.from(root(el).querySelectorAll('.summary thead th')).map((th) => th.textContent?.trim());
    expect(headers).to.deep.equal(['figure', 'Started from: Apples', 'Your edit: Apples', 'difference (Your edit − Started from)']);
    const rows = Array.from(root(el).querySelectorAll('.summary tbody tr'));
    const row = (label: string) => rows.find((r) => r.querySelector('th')?.textContent?.trim() === label);
    // Aces worth 50 a pair: a hand scores more. The interval leaves zero out.
    const handScore = row('score of a player in a hand')!.querySelectorAll('td')[2]!;
    expect(handScore.textContent).to.match(/^\s*\+\d+\.\d95%: \+?\d+\.\d to \+\d+\.\dlarger than noise\s*$/);
    // The same seats, deals and players: who acts first wins about as often either way.
    for (const r of rows.slice(1)) {
      const difference = r.querySelectorAll('td')[2]!;
      expect(difference.textContent, r.textContent ?? '').to.match(/95%: .+ to .+(larger than noise|not distinguishable from noise)/);
    }
    expect(root(el).querySelector('.summary')?.textContent).to.contain('not distinguishable from noise');
    await expect(el).to.be.accessible();
  });

  it('offers the results as CSV: each figure with its interval, the difference and its verdict, and every game', async () => {
    const el = await fixture<BalanceSimulator>(
      html`<balance-simulator ruleset="apples.rules" games="20" seed="csv" .rulesText=${await editedApples()}></balance-simulator>`,
    );
    await el.ready();
    const [started, edited] = (await el.run())!;
    await el.updateComplete;
    const links = Array.from(root(el).querySelectorAll<HTMLAnchorElement>('.downloads a'));
    expect(links.map((a) => a.getAttribute('download'))).to.deep.equal(['balance-summary.csv', 'balance-games.csv']);
    const summary = await (await fetch(links[0]!.href)).text();
    expect(summary).to.equal(el.summaryCsv);
    const lines = summary.trimEnd().split('\r\n');
    expect(lines[0]).to.equal(
      'figure,unit,Started from: Apples,Started from: Apples: 95% low,Started from: Apples: 95% high,Your edit: Apples,Your edit: Apples: 95% low,Your edit: Apples: 95% high,difference (second − first),difference: 95% low,difference: 95% high,verdict',
    );
    expect(lines[1]).to.equal('games,games,20,,,20,,,,,,');
    const hands = lines.find((l) => l.startsWith('hands per game,'))!.split(',');
    expect(Number(hands[2])).to.be.closeTo(started!.meanHandsPerGame, 1e-4);
    expect(Number(hands[5])).to.be.closeTo(edited!.meanHandsPerGame, 1e-4);
    expect(Number(hands[3])).to.be.below(Number(hands[2]));
    expect(Number(hands[4])).to.be.above(Number(hands[2]));
    expect(Number(hands[8])).to.be.closeTo(edited!.meanHandsPerGame - started!.meanHandsPerGame, 1e-4);
    expect(hands[11]).to.be.oneOf(['not distinguishable from noise', 'larger than noise']);
    const games = (await (await fetch(links[1]!.href)).text()).trimEnd().split('\r\n');
    expect(games[0]).to.equal('ruleset,game,hands,seat 1 final score,seat 2 final score,seat 3 final score,seat 4 final score');
    expect(games).to.have.length(41);
    expect(games[1]).to.equal(`Started from: Apples,1,${started!.lengths[0]},${started!.finalScores[0]!.join(',')}`);
  });

  for (const width of [360, 1280]) {
    it(`draws chart labels at 12 px or more on screen in a ${width} px page`, async () => {
      const el = await fixture<BalanceSimulator>(
        html`<div style="width: ${width - 16}px"><balance-simulator ruleset="apples.rules" games="8" seed="labels"></balance-simulator></div>`,
      ).then((div) => div.querySelector('balance-simulator') as BalanceSimulator);
      await el.ready();
      await el.run();
      await el.updateComplete;
      // The charts measure their width and draw again at it.
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      await el.updateComplete;
      const svgs = Array.from(root(el).querySelectorAll<SVGSVGElement>('figure svg'));
      expect(svgs).to.have.length(5);
      for (const chart of svgs) {
        const box = chart.getBoundingClientRect();
        expect(box.right, 'the chart fits its page').to.be.at.most(width);
        const scale = box.width / chart.viewBox.baseVal.width;
        for (const text of Array.from(chart.querySelectorAll('text'))) {
          const px = parseFloat(getComputedStyle(text).fontSize) * scale;
          expect(px, `"${text.textContent}" in ${chart.closest('figure')?.id}`).to.be.at.least(12);
        }
      }
    });
  }
});
