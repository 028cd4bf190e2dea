import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import '../../components/index.js';
import type { ApplesToApples } from '../../components/apples-to-apples/apples-to-apples.js';
import type { SavedGame } from '../../src/core/game/game.js';
import type { JudgingAction } from '../../src/families/judging/engine/index.js';

/** The default rules with a goal of two green cards, so a whole game is short. */
const shortRules = 'extends "apples-to-apples.rules"\ngame "Short Apples to Apples"\ngoal green cards by players { 4..10: 2 }\n';

const root = (el: ApplesToApples) => el.shadowRoot as ShadowRoot;
const text = (node: Element | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** A whole game among computer players, exported as a replay. */
async function finishedGame(): Promise<{ el: ApplesToApples; saved: SavedGame<JudgingAction> }> {
  const el =
    await fixture<ApplesToApples>(html`<apples-to-apples seed="parts" seats="reader,matcher,random,reader" bot-delay="0" .ruleset=${shortRules}>
    <a2a-score-sheet slot="score-sheet"></a2a-score-sheet>
  </apples-to-apples>`);
  await oneEvent(el, 'pomona-game-end');
  await el.updateComplete;
  const saved = el.exportGame();
  if (!saved) throw new Error('the finished game could not be exported');
  return { el, saved };
}

/** The replay bar's button with this label. */
function replayButton(el: ApplesToApples, label: string): HTMLButtonElement {
  const button = Array.from(root(el).querySelectorAll<HTMLButtonElement>('[part="replay-bar"] button')).find((b) => text(b) === label);
  if (!button) throw new Error(`no replay button "${label}"`);
  return button;
}

/** Press a replay button and wait for the element and its score sheet to show the new position. */
async function step(el: ApplesToApples, label: string): Promise<void> {
  replayButton(el, label).click();
  await el.updateComplete;
  await root(el).querySelector('a2a-score-sheet')?.updateComplete;
}

describe('<apples-to-apples> parts and replays', () => {
  it('shows the green cards each player won, and the winner, in a score sheet placed in its light DOM', async () => {
    const { el } = await finishedGame();
    const placed = el.querySelector('a2a-score-sheet') as HTMLElement & { updateComplete: Promise<boolean> };
    await placed.updateComplete;
    const slot = root(el).querySelector('slot[name="score-sheet"]') as HTMLSlotElement;
    expect(slot.assignedElements()).to.deep.equal([placed]);
    const state = el.view;
    if (!state) throw new Error('no game');
    const rows = Array.from(placed.shadowRoot?.querySelectorAll('[part="totals"] tbody tr') ?? []);
    expect(rows).to.have.length(4);
    rows.forEach((row, seat) => {
      const won = state.history.filter((r) => r.winner?.player === seat);
      expect(text(row.querySelector('td.num'))).to.equal(String(won.length));
      for (const round of won) expect(text(row)).to.contain(`“${round.green.text}” with “${round.winner?.card.text}”`);
    });
    const best = Math.max(...state.scores);
    expect(best).to.equal(2);
    const winners = state.scores.flatMap((w, seat) => (w === best ? [seat] : []));
    expect(text(placed.shadowRoot?.querySelector('[part="winner"]'))).to.match(/wins? with 2 green cards\.$/);
    winners.forEach((seat) => expect(text(rows[seat]?.querySelector('th'))).to.match(/\(winner\)$/));
    expect(text(rows.find((_, seat) => !winners.includes(seat))?.querySelector('th'))).to.not.contain('winner');
    await expect(el).to.be.accessible();
  });

  it('steps a loaded replay forward and back, showing the green card, the green cards won and the winner as they were', async () => {
    const { el: played, saved } = await finishedGame();
    const shared = JSON.parse(JSON.stringify(saved)) as SavedGame<JudgingAction>;
    const firstGreen = played.view?.history[0]?.green.text;
    played.remove();
    const el = await fixture<ApplesToApples>(
      html`<apples-to-apples seed="other" seats="you,random,random,random" bot-delay="0" .ruleset=${shortRules}></apples-to-apples>`,
    );
    await waitUntil(() => root(el).querySelector('[data-ready]'), 'the game is ready', { timeout: 15000 });
    expect(el.loadReplay({ ...shared, ruleset: 'Another game' })).to.deep.include({ ok: false });
    expect(el.loadReplay(shared)).to.deep.equal({ ok: true });
    await el.updateComplete;
    const sheet = () => root(el).querySelector('a2a-score-sheet')?.shadowRoot as ShadowRoot;
    const greens = () => Array.from(sheet().querySelectorAll('[part="totals"] td.num'), (td) => Number(td.textContent));
    const prompt = () => text(root(el).querySelector('[part="prompt"]'));
    const total = shared.log.length;
    expect(prompt()).to.equal(`Replay: action 0 of ${total}.`);
    expect(root(el).querySelector('[part="green-card"]')).to.equal(null);
    expect(greens()).to.deep.equal([0, 0, 0, 0]);
    expect(replayButton(el, 'Back').disabled).to.equal(true);
    await expect(el).to.be.accessible();
    let steps = 0;
    while (!root(el).querySelector('[part="green-card"]') && steps < total) {
      await step(el, 'Forward');
      steps += 1;
    }
    expect(prompt()).to.equal(`Replay: action ${steps} of ${total}.`);
    expect(text(root(el).querySelector('[part="green-card"]'))).to.contain(firstGreen ?? '?');
    await step(el, 'Back');
    expect(prompt()).to.equal(`Replay: action ${steps - 1} of ${total}.`);
    expect(root(el).querySelector('[part="green-card"]')).to.equal(null);
    await step(el, 'Last');
    expect(prompt()).to.equal(`Replay: action ${total} of ${total}.`);
    expect(Math.max(...greens())).to.equal(2);
    expect(text(sheet().querySelector('[part="winner"]'))).to.match(/wins? with 2 green cards\.$/);
    expect(replayButton(el, 'Forward').disabled).to.equal(true);
    expect(root(el).querySelector('[part="game-over"]')).to.equal(null);
    await expect(el).to.be.accessible();
    await step(el, 'Back');
    expect(prompt()).to.equal(`Replay: action ${total - 1} of ${total}.`);
    expect(sheet().querySelector('[part="winner"]')).to.equal(null);
    expect(greens().reduce((a, b) => a + b, 0)).to.be.lessThan(saved.log.filter((a) => a.kind === 'choose').length);
    await step(el, 'First');
    expect(greens()).to.deep.equal([0, 0, 0, 0]);
    await step(el, 'Back to the game');
    expect(root(el).querySelector('[part="replay-bar"]')).to.equal(null);
    expect(el.actionLog.length).to.be.lessThan(total);
  });
});

describe('<apples-to-apples> replay viewer', () => {
  it('plays a replay by itself at a chosen speed, steps by round and scrubs, without anyone "choosing"', async () => {
    const { el: played, saved } = await finishedGame();
    played.remove();
    const el = await fixture<ApplesToApples>(
      html`<apples-to-apples seed="other" seats="you,random,random,random" bot-delay="0" .ruleset=${shortRules}></apples-to-apples>`,
    );
    await waitUntil(() => root(el).querySelector('[data-ready]'), 'the game is ready', { timeout: 15000 });
    expect(el.loadReplay(saved)).to.deep.equal({ ok: true });
    await el.updateComplete;
    const bar = () => root(el).querySelector('[part="replay-bar"]') as HTMLElement;
    const rounds = () => el.view?.history.length ?? 0;
    replayButton(el, 'Next round').click();
    await el.updateComplete;
    expect(rounds()).to.equal(1);
    const atRound = el.view?.history.length;
    replayButton(el, 'Previous round').click();
    await el.updateComplete;
    expect(rounds()).to.be.below(atRound ?? 0);
    const scrub = bar().querySelector('input[type="range"]') as HTMLInputElement;
    scrub.value = String(saved.log.length);
    scrub.dispatchEvent(new Event('input'));
    await el.updateComplete;
    expect(text(bar())).to.contain(`Action ${saved.log.length} of ${saved.log.length}`);
    replayButton(el, 'First').click();
    await el.updateComplete;
    const select = bar().querySelector('select') as HTMLSelectElement;
    select.value = '8';
    select.dispatchEvent(new Event('change'));
    replayButton(el, 'Play').click();
    await waitUntil(() => text(bar()).includes('Action 3 of'), 'the replay plays by itself', { timeout: 5000 });
    replayButton(el, 'Pause').click();
    await el.updateComplete;
    expect(root(el).querySelector('.seat .lap')).to.equal(null);
    const paused = text(bar());
    await new Promise((r) => setTimeout(r, 400));
    expect(text(bar())).to.equal(paused);
    await expect(el).to.be.accessible();
  });

  it('pauses a replay playing by itself when the element leaves the page, and shows it paused when it is back', async () => {
    const { el: played, saved } = await finishedGame();
    played.remove();
    const el = await fixture<ApplesToApples>(
      html`<apples-to-apples seed="other" seats="you,random,random,random" bot-delay="0" .ruleset=${shortRules}></apples-to-apples>`,
    );
    await waitUntil(() => root(el).querySelector('[data-ready]'), 'the game is ready', { timeout: 15000 });
    expect(el.loadReplay(saved)).to.deep.equal({ ok: true });
    await el.updateComplete;
    replayButton(el, 'Play').click();
    await el.updateComplete;
    expect(replayButton(el, 'Pause').getAttribute('aria-pressed')).to.equal('true');
    const page = el.parentElement as HTMLElement;
    el.remove();
    page.append(el);
    await el.updateComplete;
    expect(replayButton(el, 'Play').getAttribute('aria-pressed')).to.equal('false');
  });
});
