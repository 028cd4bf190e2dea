import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../components/index.js';
import type { ApplesToApples } from '../../components/apples-to-apples/apples-to-apples.js';

/** The default rules with a goal of two green cards, so a whole game is short. */
const shortRules = 'extends "apples-to-apples.rules"\ngame "Short Apples to Apples"\ngoal green cards by players { 4..10: 2 }\n';

describe('<apples-to-apples> announcements', () => {
  afterEach(() => localStorage.clear());

  it("announces from the engine's events: anonymous placings, the closing of the placing, the winner of each round, one hand-end per round", async () => {
    const said: string[] = [];
    let rounds = 0;
    let ended = false;
    const live = (el: ApplesToApples) => (el.shadowRoot as ShadowRoot).querySelector('[role="status"]')?.textContent?.trim() ?? '';
    // Listened to from the start, as a page's markup or framework does: a table of computer players
    // plays as soon as its code is here, which may be before `fixture` returns.
    const el = await fixture<ApplesToApples>(
      html`<apples-to-apples
        seed="events"
        seats="reader,matcher,random,reader,matcher,random"
        bot-delay="0"
        .ruleset=${shortRules}
        @pomona-action=${(event: Event) => {
          const table = event.currentTarget as ApplesToApples;
          void table.updateComplete.then(() => said.push(live(table)));
        }}
        @pomona-hand-end=${() => rounds++}
        @pomona-game-end=${() => (ended = true)}
      ></apples-to-apples>`,
    );
    await waitUntil(() => ended, 'the game ends', { timeout: 20000 });
    await el.updateComplete;
    const chosen = el.actionLog.filter((a) => a.kind === 'choose').length;
    expect(rounds).to.equal(chosen);
    const text = said.join('\n');
    expect(text).to.match(/places a red card face down\./);
    expect(text).to.match(/The last card placed returns unjudged to /);
    expect(text).to.match(/chooses "[^"]+": .+'s card wins "[^"]+"\./);
    expect(text).to.match(/Game over: .* with 2 green cards\./);
    // A placing never names its card.
    for (const line of said.filter((l) => l.includes('places a red card'))) expect(line).not.to.match(/places a red card face down\. *"/);
  });
});
