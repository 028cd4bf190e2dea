import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../components/index.js';
import type { ApplesTable } from '../../components/apples-table/apples-table.js';
import { handButtons, part, settle, viewOf, waitForTurn } from './helpers.js';

describe('<apples-table> rendering', () => {
  it('deals the bundled Apples rules with no configuration and shows thirteen cards in hand', async () => {
    const table = await fixture<ApplesTable>(
      html`<apples-table seed="render-1" seats="you,random,random,random" bot-delay="0"></apples-table>`,
    );
    await waitForTurn(table, 'the visitor is asked to act');
    expect(table.shadowRoot?.querySelector('h2')?.textContent).to.equal('Apples');
    expect(viewOf(table).phase).to.equal('bidding');
    expect(handButtons(table)).to.have.length(13);
    await expect(table).to.be.accessible();
  });

  it('names every card in words for assistive technology', async () => {
    const table = await fixture<ApplesTable>(
      html`<apples-table seed="render-2" seats="you,random,random,random" bot-delay="0"></apples-table>`,
    );
    await waitForTurn(table, 'the visitor is asked to act');
    const labels = handButtons(table).map((b) => b.textContent?.trim() ?? '');
    for (const label of labels)
      expect(label).to.match(/^(ace|king|queen|jack|ten|nine|eight|seven|six|five|four|three|two) of (spades|clubs|hearts|diamonds)$/);
  });

  it('enables only the bids the engine allows and shows the high bid', async () => {
    const table = await fixture<ApplesTable>(
      html`<apples-table seed="render-3" seats="you,rules,rules,rules" bot-delay="0"></apples-table>`,
    );
    const view = await waitForTurn(table, 'the visitor is asked to bid');
    const bidding = part(table, 'apples-bidding');
    await bidding.updateComplete;
    const root = bidding.shadowRoot as ShadowRoot;
    const suitButtons = Array.from(root.querySelectorAll<HTMLButtonElement>('[aria-label^="Bid "]'));
    expect(suitButtons.length).to.equal(4);
    const held = (suit: string) =>
      view.hand.filter((c) => Math.floor(c / 13) === ['spades', 'clubs', 'hearts', 'diamonds'].indexOf(suit)).length;
    for (const button of suitButtons) {
      const label = button.getAttribute('aria-label') ?? '';
      const [, number, suit] = /^Bid (\d+) (\w+)$/.exec(label) ?? [];
      // The suit agrees with the number: "Bid 1 diamond", "Bid 2 diamonds".
      expect(suit?.endsWith('s'), label).to.equal(Number(number) !== 1);
      if (!button.disabled) expect(Number(number)).to.be.at.most(held(`${(suit as string).replace(/s$/, '')}s`));
    }
    const highBid = root.querySelector('[part="high-bid"]')?.textContent ?? '';
    expect(highBid).to.match(view.highBid ? /High bid/ : /No bid yet/);
  });

  it("shows a score sheet placed by the page in the table's light DOM", async () => {
    const table = await fixture<ApplesTable>(html`<apples-table seed="render-4" seats="you,random,random,random" bot-delay="0">
      <apples-score-sheet slot="score-sheet" id="mine"></apples-score-sheet>
    </apples-table>`);
    await waitForTurn(table, 'the game starts');
    const sheet = table.querySelector('#mine') as HTMLElement & { updateComplete: Promise<boolean> };
    await waitUntil(() => sheet.shadowRoot?.querySelector('table'), 'the placed score sheet renders');
    expect(sheet.shadowRoot?.textContent).to.contain('You');
    expect(table.shadowRoot?.querySelector('.score-area apples-score-sheet')).to.not.equal(null);
    await settle(table);
  });
});
