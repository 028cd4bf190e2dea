import { expect, waitUntil } from '@open-wc/testing';

/**
 * The way most pages embed: the markup (a table with a slotted score sheet) is in the page before
 * the script loads. This file imports the elements only after writing the markup, so the score
 * sheets are upgraded before their tables, as in such a page.
 */
describe('parts written in the page before the script loads', () => {
  it('fills the slotted score sheet of all three games', async () => {
    const page = document.createElement('div');
    page.innerHTML = `
      <apples-table seats="you,random,random,random" seed="m1" bot-delay="0"><apples-score-sheet slot="score-sheet"></apples-score-sheet></apples-table>
      <orchard-board seats="you,random" seed="m1" bot-delay="0"><orchard-score-sheet slot="score-sheet"></orchard-score-sheet></orchard-board>
      <apples-to-apples seats="you,random,random,random" seed="m1" bot-delay="0"><a2a-score-sheet slot="score-sheet"></a2a-score-sheet></apples-to-apples>`;
    document.body.append(page);
    await import('../../components/index.js');
    for (const tag of ['apples-score-sheet', 'orchard-score-sheet', 'a2a-score-sheet']) {
      const sheet = page.querySelector(tag) as HTMLElement;
      await waitUntil(() => sheet.shadowRoot?.querySelector('[part="score-sheet"]'), `<${tag}> shows the game`, { timeout: 15000 });
      expect(sheet.getBoundingClientRect().height, `<${tag}> is drawn`).to.be.greaterThan(40);
      expect(sheet.shadowRoot?.querySelectorAll('[part="totals"] tbody tr').length).to.be.greaterThan(1);
    }
    page.remove();
  });
});
