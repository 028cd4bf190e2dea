import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../components/index.js';
import type { ApplesToApples } from '../../components/apples-to-apples/apples-to-apples.js';
import type { JudgingView } from '../../src/families/judging/engine/index.js';
import { FakeClock } from './fake-clock.js';

/** The default rules with a goal nobody reaches in the test (the green deck still holds enough for every table), so every round is a placing round to count. */
const longRules = 'extends "apples-to-apples.rules"\ngame "Long Apples to Apples"\ngoal green cards by players { 4..6: 40 | 7..10: 25 }\n';

const root = (el: ApplesToApples) => el.shadowRoot as ShadowRoot;
const cardButtons = (el: ApplesToApples) => Array.from(root(el).querySelectorAll<HTMLButtonElement>('button.card'));

/** For every seat: in how many rounds it placed (was not the judge), and in how many of those a card of it was judged. */
function judgedRates(view: JudgingView): { placed: number[]; judged: number[] } {
  const placed = new Array<number>(view.scores.length).fill(0);
  const judged = new Array<number>(view.scores.length).fill(0);
  for (const round of view.history) {
    for (let seat = 0; seat < placed.length; seat++) {
      if (seat === round.judge) continue;
      placed[seat] = (placed[seat] ?? 0) + 1;
      if (round.judged.some((j) => j.player === seat)) judged[seat] = (judged[seat] ?? 0) + 1;
    }
  }
  return { placed, judged };
}

/**
 * Play `rounds` rounds as a person who thinks `thinkMs` before every placement (and judges at
 * once), on a fake clock, and return the judged rates of the person (seat 0) and of the bots.
 */
async function playThinking(seats: string, botDelay: number, thinkMs: number, rounds: number, seed: string) {
  // The clock is installed first, so that the element's very first timer is already a fake one.
  const clock = new FakeClock().install();
  const el = await fixture<ApplesToApples>(
    html`<apples-to-apples seed=${seed} seats=${seats} bot-delay=${botDelay} .ruleset=${longRules}></apples-to-apples>`,
  );
  const settle = async () => {
    await el.updateComplete;
    await clock.yieldReal();
  };
  let sawChosen = false;
  let sawOrder = false;
  try {
    for (let step = 0; (el.view?.history.length ?? 0) < rounds; step++) {
      if (step > 20 * rounds)
        throw new Error(
          `the game stalled in ${el.view?.phase} after ${el.view?.history.length} rounds: ${el.shadowRoot?.querySelector('[part=prompt]')?.textContent}`,
        );
      // The computer players take their turns while the person looks at the table.
      await clock.tick(100, settle);
      const view = el.view as JudgingView;
      const buttons = cardButtons(el);
      if (buttons.length === 0) continue;
      if (view.phase === 'placing') {
        await clock.tick(thinkMs, settle);
        // While the person thinks, the computers have chosen face down: nobody's card is down yet.
        if (Array.from(root(el).querySelectorAll('.seat .lap')).some((l) => l.textContent?.includes('chosen, face down'))) sawChosen = true;
        cardButtons(el)[0]?.click();
      } else {
        buttons[0]?.click();
      }
      await settle();
      if (/Last drawn order: /.test(root(el).querySelector('[part="fair-order"]')?.textContent ?? '')) sawOrder = true;
    }
  } finally {
    clock.uninstall();
  }
  const { placed, judged } = judgedRates(el.view as JudgingView);
  const rate = (seat: number) => (judged[seat] ?? 0) / Math.max(1, placed[seat] ?? 0);
  const bots = placed.slice(1).map((_, i) => rate(i + 1));
  console.log(
    `fair play ${seats} bot-delay ${botDelay}: person judged ${judged[0]}/${placed[0]}, bots ${judged.slice(1).join('+')} of ${placed.slice(1).join('+')}`,
  );
  return { person: rate(0), bots: bots.reduce((a, b) => a + b, 0) / bots.length, placedByPerson: placed[0] ?? 0, sawChosen, sawOrder, el };
}

describe('<apples-to-apples> fair party play', () => {
  // Fairness is about the drawn order, not the motion: on the fake clock a paced table would also wait
  // (in real milliseconds) for each card's travel, so the motion is off and the rounds keep their pace.
  beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }));
  afterEach(async () => {
    localStorage.clear();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('judges the card of a person who thinks 5 s as often as a computer player’s, with six seats (the last card returns)', async () => {
    const result = await playThinking('you,reader,matcher,random,reader,matcher', 900, 5000, 36, 'fair-6');
    // 30 placing rounds: a binomial rate of 0.8 has a standard deviation of about 0.07 there.
    expect(result.placedByPerson).to.be.greaterThan(20);
    expect(Math.abs(result.person - result.bots)).to.be.lessThan(0.2);
    expect(result.person).to.be.greaterThan(0.5);
    expect(result.sawChosen, 'the seats show who has chosen face down').to.equal(true);
    expect(result.sawOrder, 'the drawn order is shown on the table').to.equal(true);
    await expect(result.el).to.be.accessible();
  });

  it('lets a person place in every round with five seats and instant computer players', async () => {
    // Five seats: the first four cards are judged and each may place two; a race would leave the person out every time.
    const result = await playThinking('you,reader,matcher,random,reader', 0, 5000, 20, 'fair-5');
    expect(result.placedByPerson).to.be.greaterThan(12);
    expect(result.person).to.be.greaterThan(0.8);
    expect(Math.abs(result.person - result.bots)).to.be.lessThan(0.2);
  });

  it('keeps a face-down choice across a reload when the game is saved, and does not let it be made again', async () => {
    // Computer players that wait a long time: the lap stays open with the person's choice alone in it.
    const open = async (seed: string) => {
      const el = await fixture<ApplesToApples>(
        html`<apples-to-apples persist="fair-lap" seed=${seed} seats="you,random,random,random" bot-delay="600000" .ruleset=${longRules}></apples-to-apples>`,
      );
      await waitUntil(() => el.view?.phase === 'placing' || el.view?.judge === 0, 'the first placing starts', { timeout: 15000 });
      return el;
    };
    // A seed whose first judge is another seat, so that the person places in the first round.
    let el = await open('lap-0');
    for (let i = 1; el.view?.judge === 0; i++) {
      el.remove();
      localStorage.clear();
      el = await open(`lap-${i}`);
    }
    await waitUntil(() => cardButtons(el).length > 0, 'the person may place a card');
    cardButtons(el)[0]?.click();
    await el.updateComplete;
    const said = root(el).querySelector('[part="chosen"]')?.textContent ?? '';
    expect(said).to.match(/You chose ".+", face down\./);
    const log = el.actionLog.length;
    el.remove();

    const again = await fixture<ApplesToApples>(
      html`<apples-to-apples persist="fair-lap" seats="you,random,random,random" bot-delay="600000" .ruleset=${longRules}></apples-to-apples>`,
    );
    await waitUntil(() => root(again).querySelector('[part="chosen"]'), 'the resumed game shows the face-down choice', { timeout: 15000 });
    expect(root(again).querySelector('[part="chosen"]')?.textContent).to.equal(said);
    expect(again.actionLog.length).to.equal(log);
    expect(cardButtons(again).filter((b) => !b.disabled && b.getAttribute('aria-disabled') !== 'true')).to.have.length(0);
    expect(Array.from(root(again).querySelectorAll('.seat .lap')).map((l) => l.textContent)).to.include('chosen, face down');
  });
});
