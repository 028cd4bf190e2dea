import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { onePomonaEvent } from './one-pomona-event.js';
import '../families/high-card/index.js';
import '../../components/core/pomona-game.js';
import type { PomonaGame } from '../../components/core/pomona-game.js';

/** The high-card rules, a family registered by this page and shipped nowhere. */
async function highCardRules(): Promise<string> {
  return (await fetch('/test/families/high-card/high-card.rules')).text();
}

const root = (el: PomonaGame) => el.shadowRoot as ShadowRoot;
const choices = (el: PomonaGame) => Array.from(root(el).querySelectorAll<HTMLButtonElement>('[part="actions"] button'));

describe('<pomona-game>, the table for any registered family', () => {
  it('plays a family it was not built with to the end, the person choosing by button', async () => {
    const rules = await highCardRules();
    const el = await fixture<PomonaGame>(html`<pomona-game seats="you,rules,random" seed="t" bot-delay="0" .rules=${rules}></pomona-game>`);
    const ended = onePomonaEvent(el, 'pomona-game-end');
    for (let round = 0; round < 3; round++) {
      // One button per card still in hand.
      await waitUntil(() => choices(el).length === 3 - round, 'the person is asked to play', { timeout: 5000 });
      const [first] = choices(el);
      expect(first?.textContent).to.match(/^Player 1 plays the [AKQJ0-9]+ of (spades|hearts|diamonds|clubs)\.$/);
      first?.click();
      await el.updateComplete;
    }
    const { detail } = await ended;
    expect(detail.result.scores.reduce((a, b) => a + b, 0)).to.equal(3);
    expect(detail.names[0]).to.equal('You');
    expect(root(el).textContent).to.contain('Game over');
    expect(root(el).querySelector('ol.log')?.textContent).to.match(/wins round 3/);
    await expect(el).to.be.accessible();
  });

  it('shows the diagnostics of broken rules instead of a table, as text', async () => {
    const el = await fixture<PomonaGame>(
      html`<pomona-game .rules=${'game "<img src=x onerror=alert(1)>"\nfamily high-card\nplayers 2..3\n'}></pomona-game>`,
    );
    await waitUntil(() => root(el).querySelector('[role="alert"]'), 'the problem is shown');
    const alert = root(el).querySelector('[role="alert"]') as HTMLElement;
    expect(alert.textContent).to.contain('a high-card game needs a deck');
    expect(root(el).querySelector('img')).to.equal(null);
  });
});
