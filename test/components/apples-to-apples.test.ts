import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/index.js';
import type { ApplesToApples } from '../../components/apples-to-apples/apples-to-apples.js';
import { deepActive } from './helpers.js';
import { onePomonaEvent } from './one-pomona-event.js';

const evil = "<img src=x onerror='window.pwned=1'>";
/** The default rules with a goal of two green cards, so a whole game is short. */
const shortRules = 'extends "apples-to-apples.rules"\ngame "Short Apples to Apples"\ngoal green cards by players { 4..10: 2 }\n';

const root = (el: ApplesToApples) => el.shadowRoot as ShadowRoot;
const cardButtons = (el: ApplesToApples) => Array.from(root(el).querySelectorAll<HTMLButtonElement>('button.card'));
const passButton = (el: ApplesToApples) => root(el).querySelector<HTMLButtonElement>('[part="pass-screen"] button');

/** Wait until a person at the screen may act, or the game is over. */
async function personTurn(el: ApplesToApples): Promise<void> {
  await waitUntil(() => el.view?.phase === 'over' || passButton(el) || cardButtons(el).length > 0, 'a person is asked to act', {
    timeout: 15000,
    interval: 5,
  });
  await el.updateComplete;
}

describe('<apples-to-apples>', () => {
  afterEach(() => localStorage.clear());

  it('plays a whole game against computer players, judging and placing by keyboard, to the winner', async () => {
    // Six seats: placing waits for everyone. Seed "m" draws the visitor (seat 0) as the first judge, so both roles come up.
    const el = await fixture<ApplesToApples>(
      html`<apples-to-apples seed="m" seats="you,reader,matcher,random,reader,matcher" bot-delay="0" .ruleset=${shortRules}></apples-to-apples>`,
    );
    const ended = onePomonaEvent(el, 'pomona-game-end');
    const checked = new Set<string>();
    for (let turn = 0; turn < 80 && el.view?.phase !== 'over'; turn++) {
      await personTurn(el);
      const view = el.view;
      if (!view || view.phase === 'over') break;
      if (!checked.has(view.phase)) {
        checked.add(view.phase);
        expect(root(el).querySelector('[part="placing-rule"]')?.textContent).to.contain('The last card placed returns to its owner');
        await expect(el).to.be.accessible();
      }
      const before = el.actionLog.length;
      for (let i = 0; i < 40 && !cardButtons(el).includes(deepActive() as HTMLButtonElement); i++) await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'ArrowRight' });
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => el.actionLog.length > before, 'the keyboard action is applied');
    }
    expect([...checked]).to.include.members(['placing', 'judging']);
    const { detail } = await ended;
    expect(Math.max(...detail.result.scores)).to.equal(2);
    expect(el.view?.history.some((r) => r.returned !== null)).to.equal(true);
    await el.updateComplete;
    const over = root(el).querySelector('[part="game-over"]') as HTMLElement;
    expect(over.textContent).to.match(/wins? with 2 green cards/);
    expect(root(el).querySelector('.last')?.textContent).to.match(/Round \d+: .+ won/);
    await expect(el).to.be.accessible();
    (over.querySelector('button') as HTMLButtonElement).click();
    await el.updateComplete;
    (root(el).querySelector('form[part="house-rules"]') as HTMLFormElement).requestSubmit();
    await personTurn(el);
    expect(el.view?.phase).to.not.equal('over');
  });

  it('hides each hand behind a pass-the-device screen when two people share the screen', async () => {
    const el = await fixture<ApplesToApples>(
      html`<apples-to-apples seed="hot" seats="you,you,random,random" bot-delay="0" .ruleset=${shortRules}></apples-to-apples>`,
    );
    const ended = onePomonaEvent(el, 'pomona-game-end');
    const revealedTo = new Set<number>();
    let passes = 0;
    for (let turn = 0; turn < 120 && el.view?.phase !== 'over'; turn++) {
      await personTurn(el);
      if (el.view?.phase === ('over' as string)) break;
      const pass = passButton(el);
      if (pass) {
        passes += 1;
        expect(root(el).querySelector('[part="hand"]')).to.equal(null);
        expect(el.handHidden).to.equal(true);
        expect(pass.textContent).to.match(/I am Player [12]: show my cards/);
        if (passes === 1) await expect(el).to.be.accessible();
        pass.click();
        await el.updateComplete;
        continue;
      }
      revealedTo.add(el.view?.player ?? -1);
      expect(root(el).querySelector('[part="placing-rule"]')?.textContent).to.contain('Only the first 4 are judged');
      const before = el.actionLog.length;
      cardButtons(el)[0]?.click();
      await waitUntil(() => el.actionLog.length > before, 'the action is applied');
    }
    await ended;
    expect([...revealedTo].sort()).to.deep.equal([0, 1]);
    expect(passes).to.be.greaterThan(2);
  });

  it('plays an inline red deck, shows "My ..." cards as written with the judge hint, and renders markup as text', async () => {
    (window as unknown as { pwned?: number }).pwned = undefined;
    const cards = [
      'kind red',
      'tags from "tags.txt"',
      '',
      ...Array.from({ length: 81 }, (_, i) => (i % 3 === 0 ? `My ${evil} ${i} | ${evil} | hot` : `Thing ${i} | A thing. | hot cold`)),
    ].join('\n');
    const el =
      await fixture<ApplesToApples>(html`<apples-to-apples seed="decks" seats="you,random,random,random" names=${`You,${evil},B,C`} bot-delay="0">
      <script type="text/x-pomona-deck" data-kind="red">${cards}</script>
    </apples-to-apples>`);
    await waitUntil(() => (el.view?.hand.length ?? 0) > 0, 'the inline deck is played', { timeout: 15000 });
    expect(el.view?.hand.every((card) => card.text.startsWith(`My ${evil} `) || card.text.startsWith('Thing '))).to.equal(true);
    for (let turn = 0; turn < 60; turn++) {
      await personTurn(el);
      const mine = root(el).querySelector('.card .my');
      if (mine) {
        expect(mine.textContent).to.contain("judge's point of view");
        expect(mine.closest('.card')?.querySelector('.text')?.textContent).to.match(/^My <img src=x onerror='window\.pwned=1'> \d+$/);
        break;
      }
      const before = el.actionLog.length;
      cardButtons(el)[0]?.click();
      await waitUntil(() => el.actionLog.length > before || el.view?.phase === 'over', 'the action is applied');
    }
    expect(root(el).querySelector('.card .my')).to.not.equal(null);
    expect(root(el).textContent).to.contain(evil);
    expect(root(el).querySelector('img')).to.equal(null);
    expect((window as unknown as { pwned?: number }).pwned).to.equal(undefined);
  });

  it('shows the diagnostics of a deck with errors, from a URL or inline', async () => {
    const el = document.createElement('apples-to-apples');
    el.innerHTML =
      '<script type="text/x-pomona-deck" data-kind="red">kind red\ntags from "tags.txt"\n\nGhosts | Boo. | scary spooky-ish-tag\n</script>';
    const failed = onePomonaEvent(el, 'pomona-ruleset-error');
    document.body.append(el);
    const { detail } = await failed;
    expect(detail.formatted[0]).to.match(/^decks\/page-red\.cards:4:\d+: error: /);
    await el.updateComplete;
    expect(el.shadowRoot?.querySelector('[part="diagnostics"]')?.textContent).to.contain('page-red.cards:4');
    await expect(el).to.be.accessible();
    el.remove();
    const fromUrl = await fixture<ApplesToApples>(html`<apples-to-apples red-deck="/test/rulesets/a2a-bad.cards"></apples-to-apples>`);
    await waitUntil(() => fromUrl.shadowRoot?.querySelector('[part="diagnostics"]'), 'diagnostics appear', { timeout: 15000 });
    expect(fromUrl.shadowRoot?.textContent).to.match(/decks\/a2a-bad\.cards:\d+:\d+: error:/);
  });

  it('resumes after a reload, sets a corrupt save aside, and plays under a strict CSP', async () => {
    const first = await fixture<ApplesToApples>(
      html`<apples-to-apples persist="a2a-save" seed="save" seats="you,random,random,random,random,random" bot-delay="0"></apples-to-apples>`,
    );
    await personTurn(first);
    const log = JSON.stringify(first.actionLog);
    first.remove();
    const second = await fixture<ApplesToApples>(
      html`<apples-to-apples persist="a2a-save" seats="you,random,random,random,random,random" bot-delay="0"></apples-to-apples>`,
    );
    await personTurn(second);
    expect(JSON.stringify(second.actionLog).startsWith(log.slice(0, -1))).to.equal(true);
    expect(root(second).querySelector('[part="placing-rule"], .seats')?.textContent).to.not.equal('');
    second.remove();
    localStorage.setItem('a2a-save', '{broken');
    const el = document.createElement('apples-to-apples');
    el.setAttribute('persist', 'a2a-save');
    el.setAttribute('bot-delay', '0');
    const warned = onePomonaEvent(el, 'pomona-save-discarded');
    document.body.append(el);
    expect((await warned).detail.reason).to.contain('not valid JSON');
    el.remove();
    const frame = await fixture<HTMLIFrameElement>(
      html`<iframe title="strict CSP page" src="/test/components/fixtures/csp.html" width="800" height="900"></iframe>`,
    );
    await waitUntil(
      () => frame.contentDocument?.querySelector('apples-to-apples')?.shadowRoot?.querySelector('button.card'),
      'the game renders in the strict page',
      { timeout: 15000 },
    );
    const game = frame.contentDocument?.querySelector('apples-to-apples') as ApplesToApples;
    const before = game.actionLog.length;
    (game.shadowRoot?.querySelector('button.card') as HTMLButtonElement).click();
    await waitUntil(() => game.actionLog.length > before, 'the action is applied');
    expect((frame.contentWindow as Window & { cspViolations: string[] }).cspViolations).to.deep.equal([]);
  });
});
