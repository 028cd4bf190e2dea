/**
 * Nothing a person did at the table is thrown away unasked: a game they have acted in is "in
 * progress" for the page (whose pickers ask before dealing again), the house-rules form says the
 * new game ends it, leaving the page without `persist` asks first, and another `persist` key goes
 * on with the game saved under it while the one on the table stays under its own.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../components/index.js';
import type { ApplesTable } from '../../components/apples-table/apples-table.js';
import { keyboardTurn, settle, waitForTurn } from './helpers.js';

/** Whether the page leaving now would be asked about (a cancelable beforeunload, as the browser sends). */
function leavingAsks(): boolean {
  const leaving = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(leaving);
  return leaving.defaultPrevented;
}

describe('a game in progress', () => {
  afterEach(() => localStorage.clear());

  it('is one a person has acted in: the house rules then say the new game ends it, and leaving asks first', async () => {
    const el = await fixture<ApplesTable>(
      html`<apples-table seed="in progress" seats="you,rules,rules,rules" bot-delay="0"></apples-table>`,
    );
    await waitForTurn(el, 'the visitor is asked to bid');
    expect(el.gameInProgress).to.equal(false);
    expect(leavingAsks()).to.equal(false);
    await keyboardTurn(el);
    await settle(el);
    expect(el.gameInProgress).to.equal(true);
    expect(leavingAsks()).to.equal(true);

    const newGame = Array.from(el.shadowRoot?.querySelectorAll<HTMLButtonElement>('[part="controls"] button') ?? []).find((b) =>
      b.textContent?.includes('New game'),
    ) as HTMLButtonElement;
    newGame.click();
    await el.updateComplete;
    const form = el.shadowRoot?.querySelector('[part="house-rules"]') as HTMLFormElement;
    expect(form.textContent).to.contain('Dealing the new game ends the game in progress.');
    await expect(el).to.be.accessible();
    form.requestSubmit();
    await waitForTurn(el, 'the new game is dealt');
    expect(el.gameInProgress).to.equal(false);
    expect(leavingAsks()).to.equal(false);

    el.remove();
    expect(leavingAsks()).to.equal(false);
  });

  it('never makes leaving ask when the game is kept (persist)', async () => {
    const el = await fixture<ApplesTable>(
      html`<apples-table persist="kept" seed="kept" seats="you,rules,rules,rules" bot-delay="0"></apples-table>`,
    );
    await waitForTurn(el, 'the visitor is asked to bid');
    await keyboardTurn(el);
    await settle(el);
    expect(el.gameInProgress).to.equal(true);
    expect(leavingAsks()).to.equal(false);
  });

  it('stays under its own persist key when the key changes, and goes on when the key comes back', async () => {
    const el = await fixture<ApplesTable>(
      html`<apples-table persist="first" seed="slots" seats="you,rules,rules,rules" bot-delay="0"></apples-table>`,
    );
    await waitForTurn(el, 'the visitor is asked to bid');
    await keyboardTurn(el);
    await settle(el);
    const played = JSON.stringify(el.actionLog);

    el.setAttribute('persist', 'second');
    el.setAttribute('ruleset', 'apples-500.rules');
    await waitUntil(() => el.shadowRoot?.querySelector('h2')?.textContent?.includes('500'), 'the other rules are on the table');
    await waitForTurn(el, 'a new game under the new key');
    expect(el.gameInProgress).to.equal(false);
    const kept = JSON.parse(localStorage.getItem('first') ?? 'null') as { log?: unknown } | null;
    expect(kept?.log).to.deep.equal(JSON.parse(played));

    el.setAttribute('persist', 'first');
    el.setAttribute('ruleset', 'apples.rules');
    // The same game goes on from where it was saved (the computer players may have moved since).
    const log = JSON.parse(played) as unknown[];
    await waitUntil(() => JSON.stringify(el.actionLog.slice(0, log.length)) === played, 'the first game goes on', { timeout: 10000 });
    expect(el.gameInProgress).to.equal(true);
  });
});
