import { expect, fixture, html } from '@open-wc/testing';
import '../../components/index.js';
import type { ApplesTable } from '../../components/apples-table/apples-table.js';
import { part, settle, waitForTurn } from './helpers.js';
import { onePomonaEvent } from './one-pomona-event.js';

/** The team badges of a part's shadow root, as [text, colour group] pairs. */
function badges(root: ParentNode | null | undefined): [string, string][] {
  return Array.from(root?.querySelectorAll<HTMLElement>('.team') ?? []).map((b) => [b.textContent?.trim() ?? '', b.dataset['team'] ?? '']);
}

describe('<apples-table> with teams and no-trump bids', () => {
  it('marks partners across the table with one team badge and colour, at the seats and on the score sheet', async () => {
    const table = await fixture<ApplesTable>(
      html`<apples-table seed="teams-1" seats="you,rules,rules,rules" names="Ann,Bo,Cy,Di" bot-delay="0" ruleset="variants/apples-partnerships.rules"></apples-table>`,
    );
    await waitForTurn(table, 'the visitor is asked to act');
    const trick = part(table, 'apples-trick');
    await trick.updateComplete;
    // Seats in the order drawn: left (seat 2), across (seat 3), right (seat 4), then you (seat 1).
    const seats = Array.from(trick.shadowRoot?.querySelectorAll<HTMLElement>('[part~="seat"]') ?? []);
    const bySeat = new Map(seats.map((s) => [s.getAttribute('aria-label'), badges(s)[0]]));
    expect(bySeat.get('Ann')).to.deep.equal(['Team 1', '0']);
    expect(bySeat.get('Cy')).to.deep.equal(['Team 1', '0']);
    expect(bySeat.get('Bo')).to.deep.equal(['Team 2', '1']);
    expect(bySeat.get('Di')).to.deep.equal(['Team 2', '1']);
    const sheet = table.shadowRoot?.querySelector('apples-score-sheet');
    await sheet?.updateComplete;
    expect(badges(sheet?.shadowRoot).map(([text]) => text)).to.deep.equal(['Team 1', 'Team 2', 'Team 1', 'Team 2']);
    await expect(table).to.be.accessible();
  });

  it("announces the winning team at the end, and shows partners' shared sheet once", async () => {
    const table = await fixture<ApplesTable>(html`<apples-table seed="teams-2" seats="random,random,random,random" bot-delay="0">
      <script type="text/x-pomona-rules">
extends "variants/apples-partnerships.rules"
game "Short partnerships"
limit 2 hands
      </script>
    </apples-table>`);
    const ended = await onePomonaEvent(table, 'pomona-game-end');
    const winners = [...ended.detail.result.winners].sort();
    expect(winners).to.satisfy((w: number[]) => ['0,2', '1,3', '0,1,2,3'].includes(w.join(',')));
    await settle(table);
    const over = table.shadowRoot?.querySelector('[part="game-over"]');
    if (winners.length === 2) expect(over?.textContent).to.match(new RegExp(`Team ${winners[0] === 0 ? 1 : 2} \\(`));
    // Two hands cannot reach 500: the game ended at its hand limit, and says so.
    expect(over?.textContent).to.contain('the game ended at its limit of 2 hands');
    const sheet = table.shadowRoot?.querySelector('apples-score-sheet');
    await sheet?.updateComplete;
    // One explanation per team and hand (not one per seat), naming both partners.
    const last = sheet?.shadowRoot?.querySelector('details[open]');
    const entries = Array.from(last?.querySelectorAll(':scope > div') ?? []);
    expect(entries).to.have.length(2);
    expect(entries[0]?.textContent).to.contain(' and ');
    await expect(table).to.be.accessible();
  });

  it('offers no trumps among the suits, above spades, enabled only up to the shortest suit', async () => {
    const table = await fixture<ApplesTable>(
      html`<apples-table seed="nt-1" seats="you,rules,rules,rules" bot-delay="0" ruleset="variants/apples-no-trumps.rules"></apples-table>`,
    );
    const view = await waitForTurn(table, 'the visitor is asked to bid');
    const bidding = part(table, 'apples-bidding');
    await bidding.updateComplete;
    const root = bidding.shadowRoot as ShadowRoot;
    const buttons = Array.from(root.querySelectorAll<HTMLButtonElement>('[data-denomination]'));
    // The accessible name: the label, or for no trumps its text without the hidden "NT".
    const nameOf = (b: HTMLButtonElement): string =>
      b.getAttribute('aria-label') ?? (b.textContent ?? '').replace('NT', '').replace(/\s+/g, ' ').trim();
    expect(buttons.map((b) => /^Bid \d+ (.*)$/.exec(nameOf(b))?.[1])).to.deep.equal(['no trumps', 'spades', 'clubs', 'hearts', 'diamonds']);
    const shortest = Math.min(...[0, 1, 2, 3].map((suit) => view.hand.filter((c) => Math.floor(c / 13) === suit).length));
    const nt = buttons[0] as HTMLButtonElement;
    const number = Number(/^Bid (\d+)/.exec(nameOf(nt))?.[1]);
    // The engine's legal bids decide: the button is enabled exactly when a no-trump bid of that number is legal.
    if (!nt.disabled) expect(number).to.be.at.most(shortest);
    if (number > shortest) expect(nt.disabled).to.equal(true);
    expect(nt.textContent).to.contain('NT');
    await expect(table).to.be.accessible();
  });
});
