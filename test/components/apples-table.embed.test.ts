import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../components/index.js';
import type { ApplesTable } from '../../components/apples-table/apples-table.js';
import { handButtons, keyboardTurn, settle, viewOf, waitForTurn } from './helpers.js';
import { onePomonaEvent } from './one-pomona-event.js';

const evil = "<img src=x onerror='window.pwned=1'>";

describe('<apples-table> embedding', () => {
  afterEach(() => localStorage.clear());

  it('resumes a saved game after a simulated reload, with the same log and hand', async () => {
    const first = await fixture<ApplesTable>(
      html`<apples-table persist="test-save" seed="persist" seats="you,random,random,random" bot-delay="0"></apples-table>`,
    );
    for (let i = 0; i < 3; i++) {
      await waitForTurn(first, 'the visitor is asked to act');
      await keyboardTurn(first);
    }
    await waitForTurn(first, 'the visitor is asked to act');
    const log = JSON.stringify(first.actionLog);
    const hand = viewOf(first).hand;
    first.remove();
    const second = await fixture<ApplesTable>(
      html`<apples-table persist="test-save" seats="you,random,random,random" bot-delay="0"></apples-table>`,
    );
    await waitForTurn(second, 'the saved game is resumed');
    expect(JSON.stringify(second.actionLog)).to.equal(log);
    expect(viewOf(second).hand).to.deep.equal(hand);
  });

  it('sets a corrupt save aside with a warning event and starts a fresh game', async () => {
    localStorage.setItem('test-corrupt', '{"format":"pomona-game", this is not JSON');
    const el = document.createElement('apples-table');
    el.setAttribute('persist', 'test-corrupt');
    el.setAttribute('seats', 'you,random,random,random');
    el.setAttribute('bot-delay', '0');
    const warned = onePomonaEvent(el, 'pomona-save-discarded');
    document.body.append(el);
    const { detail } = await warned;
    expect(detail.key).to.equal('test-corrupt');
    expect(detail.reason).to.contain('not valid JSON');
    expect(localStorage.getItem('test-corrupt:discarded')).to.contain('this is not JSON');
    await waitForTurn(el, 'a fresh game starts');
    expect(handButtons(el)).to.have.length(13);
    el.remove();
  });

  it('sets aside a save whose moves the rules refuse', async () => {
    const bad = {
      format: 'pomona-game',
      version: 2,
      family: 'trick-taking',
      ruleset: 'Apples',
      setup: { players: 4, seed: 1, options: {} },
      log: [{ kind: 'play', player: 0, card: 3 }],
    };
    localStorage.setItem('test-incompatible', JSON.stringify(bad));
    const el = document.createElement('apples-table');
    el.setAttribute('persist', 'test-incompatible');
    el.setAttribute('bot-delay', '0');
    const warned = onePomonaEvent(el, 'pomona-save-discarded');
    document.body.append(el);
    expect((await warned).detail.reason).to.contain('refused');
    await waitForTurn(el, 'a fresh game starts');
    el.remove();
  });

  it("shows a broken ruleset's diagnostics as FILE:LINE:COL and fires pomona-ruleset-error", async () => {
    const el = document.createElement('apples-table');
    el.innerHTML =
      '<script type="text/x-pomona-rules">game "Broken"\nfamily trick-taking\nplayers 4\ndeck playing { ranks A K Q suits spade > heart }\n</script>';
    const failed = onePomonaEvent(el, 'pomona-ruleset-error');
    document.body.append(el);
    const { detail } = await failed;
    expect(detail.formatted.length).to.be.greaterThan(0);
    expect(detail.formatted[0]).to.match(/^inline\.rules:\d+:\d+: error: /);
    await el.updateComplete;
    const shown = el.shadowRoot?.querySelector('[part="diagnostics"]')?.textContent ?? '';
    expect(shown).to.contain(detail.formatted[0]?.split('\n')[0]);
    await expect(el).to.be.accessible();
    el.remove();
  });

  it('says so at the family line when given the rules of another game', async () => {
    const el = await fixture<ApplesTable>(html`<apples-table ruleset="orchard.rules"></apples-table>`);
    await waitUntil(() => el.shadowRoot?.querySelector('[part="diagnostics"]'), 'diagnostics appear');
    expect(el.shadowRoot?.querySelector('[part="diagnostics"]')?.textContent).to.match(
      /orchard\.rules:\d+:\d+: error: "Orchard" is a drafting game, not a trick-taking game/,
    );
  });

  it('shows a ruleset URL that cannot be read as a diagnostic, never a blank element', async () => {
    const el = await fixture<ApplesTable>(html`<apples-table ruleset="/no/such/file.rules"></apples-table>`);
    await waitUntil(() => el.shadowRoot?.querySelector('[part="diagnostics"]'), 'diagnostics appear');
    expect(el.shadowRoot?.textContent).to.match(/file\.rules:1:1: error:/);
  });

  it('renders markup in player names and rules text as text', async () => {
    (window as unknown as { pwned?: number }).pwned = undefined;
    const el = document.createElement('apples-table');
    el.setAttribute('names', `You,${evil},North,East`);
    el.setAttribute('seats', 'you,random,random,random');
    el.setAttribute('bot-delay', '0');
    const rules = document.createElement('script');
    rules.type = 'text/x-pomona-rules';
    rules.textContent = `extends "apples.rules"\ngame "${evil}"\n`;
    el.append(rules);
    document.body.append(el);
    await waitForTurn(el, 'the game starts');
    await settle(el);
    expect(el.shadowRoot?.querySelector('h2')?.textContent).to.equal(evil);
    const trick = el.shadowRoot?.querySelector('apples-trick');
    expect(trick?.shadowRoot?.textContent).to.contain(evil);
    expect(trick?.shadowRoot?.querySelector('img')).to.equal(null);
    expect(el.shadowRoot?.querySelector('img')).to.equal(null);
    expect((window as unknown as { pwned?: number }).pwned).to.equal(undefined);
    el.remove();
  });

  it('runs two tables on one page without shared state, and survives the script loading twice', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div>
      <apples-table id="a" seed="one" seats="you,random,random,random" bot-delay="0"></apples-table>
      <apples-table id="b" seed="two" seats="you,random,random,random" bot-delay="0"></apples-table>
    </div>`);
    const a = wrap.querySelector('#a') as ApplesTable;
    const b = wrap.querySelector('#b') as ApplesTable;
    await waitForTurn(a, 'table a deals');
    await waitForTurn(b, 'table b deals');
    expect(viewOf(a).hand).not.to.deep.equal(viewOf(b).hand);
    const bLog = b.actionLog.length;
    await keyboardTurn(a);
    await settle(b);
    expect(b.actionLog.length).to.equal(bLog);
    await import(/* @vite-ignore */ `${location.origin}/dist/pomona.js`);
    expect(customElements.get('apples-table')).to.equal(a.constructor);
  });

  it("loads the built bundle and plays under script-src 'self'; style-src 'self'", async () => {
    const frame = await fixture<HTMLIFrameElement>(
      html`<iframe title="strict CSP page" src="/test/components/fixtures/csp.html" width="800" height="900"></iframe>`,
    );
    await waitUntil(
      () => frame.contentDocument?.querySelector('apples-table')?.shadowRoot?.querySelector('apples-hand'),
      'the table renders in the strict page',
      { timeout: 15000 },
    );
    const win = frame.contentWindow as Window & { cspViolations: string[] };
    const table = frame.contentDocument?.querySelector('apples-table') as ApplesTable;
    const played = () => table.actionLog.filter((a) => a.kind === 'play' && a.player === 0).length;
    for (let i = 0; i < 200 && played() < 2; i++) {
      await waitUntil(() => table.view && (table.view.toAct.includes(0) || table.view.winners), 'the visitor may act', {
        timeout: 15000,
        interval: 5,
      });
      await table.updateComplete;
      const view = table.view as NonNullable<ApplesTable['view']>;
      const hand = table.shadowRoot?.querySelector('apples-hand');
      const bidding = table.shadowRoot?.querySelector('apples-bidding');
      await hand?.updateComplete;
      await bidding?.updateComplete;
      if (view.phase === 'bidding') {
        (
          Array.from(bidding?.shadowRoot?.querySelectorAll('button') ?? []).find(
            (b) => b.textContent?.trim() === 'Pass',
          ) as HTMLButtonElement
        ).click();
      } else {
        const cards = () =>
          Array.from(hand?.shadowRoot?.querySelectorAll<HTMLButtonElement>('button.card') ?? []).filter(
            (b) => b.getAttribute('aria-disabled') === 'false',
          );
        // In the pile step each click gives one card; the loop comes back for the next.
        cards()[0]?.click();
      }
      await table.updateComplete;
    }
    expect(played()).to.equal(2);
    // The party game's deck texts are a file of their own beside the bundle, loaded on first use.
    const party = frame.contentDocument?.querySelector('apples-to-apples');
    await waitUntil(
      () => party?.shadowRoot?.querySelectorAll('.hand-area .card.red').length === 7,
      'Apples to Apples deals seven red cards from the deck file',
      { timeout: 15000 },
    );
    expect(win.cspViolations).to.deep.equal([]);
  });

  const oneGameFiles: readonly (readonly [file: string, tag: string])[] = [
    ['apples-table.js', 'apples-table'],
    ['orchard-board.js', 'orchard-board'],
    ['apples-to-apples.js', 'apples-to-apples'],
  ];
  for (const [file, tag] of oneGameFiles) {
    it(`builds ${file}, a file with ${tag} alone, that plays under the same strict policy`, async () => {
      const frame = await fixture<HTMLIFrameElement>(
        html`<iframe title="one game" src=${`/test/components/fixtures/one-game.html?embed=${file}&tag=${tag}`} width="800" height="900"></iframe>`,
      );
      await waitUntil(() => frame.contentDocument?.querySelector(tag)?.shadowRoot?.querySelector('[data-ready]'), `${tag} renders a game`, {
        timeout: 15000,
      });
      const win = frame.contentWindow as Window & { cspViolations: string[]; customElements: CustomElementRegistry };
      const defined = ['apples-table', 'orchard-board', 'apples-to-apples'].filter((name) => win.customElements.get(name));
      expect(defined).to.deep.equal([tag]);
      expect(win.cspViolations).to.deep.equal([]);
      // Shipped rules come compiled inside the file: the rules text front end is not fetched.
      const fetched = () => win.performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
      expect(fetched()).not.to.include('/dist/pomona-rules.js');
    });
  }

  // A house-rule maker's variant, given as text to each one-file embed: the text front end is
  // fetched from beside the file (pomona-rules.js), the variant plays, and a mistake in it is shown
  // with its line.
  const variants: readonly (readonly [file: string, tag: string, text: string, option: string, value: string | number | boolean])[] = [
    ['apples-table.js', 'apples-table', 'extends "apples.rules"\ngame "Long Apples"\nset winning_score = 500\n', 'winning_score', 500],
    ['orchard-board.js', 'orchard-board', 'extends "orchard.rules"\ngame "Easy Orchard"\nset easy_mode = yes\n', 'easy_mode', true],
    ['apples-to-apples.js', 'apples-to-apples', 'extends "apples-to-apples.rules"\ngame "Our Apples"\n', '', ''],
  ];
  for (const [file, tag, text, option, value] of variants) {
    it(`plays a variant given as text in ${file}, and shows a mistake in one at its line`, async () => {
      const open = async (rules: string) => {
        const frame = await fixture<HTMLIFrameElement>(
          html`<iframe title="one game" src=${`/test/components/fixtures/one-game.html?embed=${file}&tag=${tag}&rules=${encodeURIComponent(rules)}`} width="800" height="900"></iframe>`,
        );
        await waitUntil(() => frame.contentWindow && 'heard' in frame.contentWindow, 'the page starts', { timeout: 15000 });
        return frame.contentWindow as Window & { cspViolations: string[]; heard: { type: string; detail: Record<string, unknown> }[] };
      };
      const played = await open(text);
      await waitUntil(() => played.heard.length > 0, `${tag} starts the variant or refuses it`, { timeout: 15000 });
      expect(played.heard[0]?.type).to.equal('pomona-game-start');
      if (option) expect((played.heard[0]?.detail['options'] as Record<string, unknown>)[option]).to.equal(value);
      const fetched = played.performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
      expect(fetched).to.include('/dist/pomona-rules.js');
      expect(played.cspViolations).to.deep.equal([]);

      const refused = await open(`${text}set no_such_option = 3\n`);
      await waitUntil(() => refused.heard.length > 0, `${tag} refuses the broken variant`, { timeout: 15000 });
      expect(refused.heard[0]?.type).to.equal('pomona-ruleset-error');
      // The mistake is on the line added after the variant's own.
      const line = text.split('\n').length;
      expect((refused.heard[0]?.detail['formatted'] as string[])[0]).to.match(
        new RegExp(`^inline\\.rules:${line}:5: error: unknown option 'no_such_option'`),
      );
    });
  }

  it('says so at the family line when the one-file Apples embed is given the rules of another game', async () => {
    const frame = await fixture<HTMLIFrameElement>(
      html`<iframe title="one game" src="/test/components/fixtures/one-game.html?embed=apples-table.js&tag=apples-table&rules=${encodeURIComponent('extends "orchard.rules"\n')}" width="800" height="900"></iframe>`,
    );
    await waitUntil(() => (frame.contentWindow as Window & { heard?: unknown[] }).heard?.length, 'the table refuses the rules', {
      timeout: 15000,
    });
    const { heard } = frame.contentWindow as Window & { heard: { detail: { formatted: string[] } }[] };
    expect(heard[0]?.detail.formatted.join('\n')).to.match(/is a drafting game, not a trick-taking game/);
  });
});
