import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import '../../components/index.js';
import type { ApplesTable } from '../../components/apples-table/apples-table.js';
import type { OrchardBoard } from '../../components/orchard-board/orchard-board.js';
import type { ApplesToApples } from '../../components/apples-to-apples/apples-to-apples.js';
import type { TrickView } from '../../src/families/trick/engine/index.js';
import { handButtons, part, settle, waitForTurn } from './helpers.js';
import { AnimationSpy, centre, startOf } from './motion-spy.js';
import { storeGame, trickPosition } from './trick-position.js';

/** Every animation running in `root` and the shadow roots below it (Web Animations and CSS ones). */
function deepAnimations(root: DocumentOrShadowRoot & ParentNode): Animation[] {
  const found = [...root.getAnimations()];
  for (const el of Array.from(root.querySelectorAll('*'))) if (el.shadowRoot) found.push(...deepAnimations(el.shadowRoot));
  return found;
}

const trickRoot = (el: ApplesTable) => part(el, 'apples-trick').shadowRoot as ShadowRoot;
const box = (el: Element) => el.getBoundingClientRect();

/** A table resumed at seat 0's turn in the tricks, where `stop` holds; the computer players wait `botDelay`. */
async function tableAt(stop: (view: TrickView) => boolean, botDelay: number): Promise<ApplesTable> {
  storeGame('pomona-motion', await trickPosition('motion', (v) => v.phase === 'tricks' && stop(v)));
  const el = await fixture<ApplesTable>(
    html`<apples-table persist="pomona-motion" seed="motion" seats="you,rules,rules,rules" bot-delay=${botDelay}></apples-table>`,
  );
  await waitForTurn(el, 'your turn in the tricks');
  return el;
}

/** Play the first card the hand allows; its button's box before it left. */
function playFirst(el: ApplesTable): { card: number; from: DOMRect } {
  const button = handButtons(el).find((b) => b.getAttribute('aria-disabled') === 'false');
  if (!button) throw new Error('no playable card');
  const from = box(button);
  button.click();
  return { card: Number(button.dataset.card), from };
}

/** Expect the centre of box `a` within 2 px of the centre of box `b`. */
function sameCentre(a: { x: number; y: number }, b: { x: number; y: number }, what: string): void {
  expect(Math.abs(a.x - b.x), `${what}: x`).to.be.lessThan(2);
  expect(Math.abs(a.y - b.y), `${what}: y`).to.be.lessThan(2);
}

describe('motion on the table', () => {
  let spy: AnimationSpy;
  beforeEach(async () => {
    await setViewport({ width: 1280, height: 900 });
    await emulateMedia({ reducedMotion: 'no-preference' });
    spy = new AnimationSpy().install();
  });
  afterEach(async () => {
    spy.uninstall();
    localStorage.clear();
    await emulateMedia({ reducedMotion: 'no-preference' });
    await setViewport({ width: 800, height: 600 });
  });

  it('sends the card you play from its place in your hand to its place in the trick', async () => {
    const el = await tableAt((v) => v.trick.cards.length === 1, 60000);
    const { card, from } = playFirst(el);
    const slot = () => trickRoot(el).querySelector(`.played[data-card="${card}"] apples-card`);
    await waitUntil(() => spy.of(slot()).length > 0, 'the played card moves', { timeout: 5000 });
    const animation = spy.of(slot())[0] as Animation;
    const start = startOf(animation);
    const to = spy.first(slot())?.box as DOMRect;
    // The first frame puts the card over the hand card it was; the last leaves it in its slot.
    sameCentre(spy.startCentre(slot()), centre(from), 'the start');
    expect(start.scale).to.be.closeTo(Math.min(from.width / to.width, from.height / to.height), 0.02);
    expect(start.last).to.equal('none');
    expect((animation.effect as KeyframeEffect).getComputedTiming().duration).to.be.at.most(300);
  });

  it("sends a computer player's card from its card backs to the trick, turning it face up", async () => {
    const el = await tableAt((v) => v.trick.cards.length === 1, 150);
    const next = (viewOfTable(el).trick.leader + 2) % 4;
    playFirst(el);
    await settle(el);
    const backs = trickRoot(el).querySelector(`section.seat[data-seat="${next}"] .fan .backs apples-card:last-child`) as Element;
    const from = box(backs);
    const slot = () => trickRoot(el).querySelector(`.played[data-seat="${next}"] apples-card`);
    await waitUntil(() => spy.of(slot()).length > 0, 'the computer player plays', { timeout: 5000 });
    const animation = spy.of(slot())[0] as Animation;
    sameCentre(spy.startCentre(slot()), centre(from), 'the start');
    expect(String((animation.effect as KeyframeEffect).getKeyframes()[0]?.transform)).to.contain('scaleX(0.05)');
  });

  it('sends the finished trick to the seat of its winner after a moment', async () => {
    const el = await tableAt((v) => v.trick.cards.length === 3, 60000);
    playFirst(el);
    await waitUntil(
      () => trickRoot(el).querySelectorAll('.played').length === 4 && viewOfTable(el).tricks.length > 0,
      'the trick is complete',
    );
    await settle(el);
    const winner = viewOfTable(el).tricks.at(-1)?.winner as number;
    const seat = centre(box(trickRoot(el).querySelector(`section.seat[data-seat="${winner}"]`) as Element));
    const played = Array.from(trickRoot(el).querySelectorAll('.played'));
    await waitUntil(() => played.every((p) => spy.of(p).length > 0), 'every card of the trick moves');
    for (const card of played) {
      const animation = spy.of(card)[0] as Animation;
      expect(Number((animation.effect as KeyframeEffect).getComputedTiming().delay)).to.be.at.least(500);
      const frames = (animation.effect as KeyframeEffect).getKeyframes();
      const end = /translate\((-?[\d.]+)px, (-?[\d.]+)px\)/.exec(String(frames.at(-1)?.transform));
      const here = centre(spy.first(card)?.box as DOMRect);
      sameCentre({ x: here.x + Number(end?.[1]), y: here.y + Number(end?.[2]) }, seat, 'the end');
      expect(Number(frames.at(-1)?.opacity)).to.equal(0);
    }
  });

  it('deals the hand from the dealer, one card after another', async () => {
    const el = await fixture<ApplesTable>(html`<apples-table seed="deal" seats="you,rules,rules,rules" bot-delay="60000"></apples-table>`);
    // The first game of a page is dealt before its first paint, and the motion's code is imported
    // after that paint, so the first deal appears at once; every deal after it travels. Start the next game.
    await el.updateComplete;
    spy.calls.length = 0;
    el.newGame();
    const dealt = () =>
      el.shadowRoot?.querySelector('apples-hand') !== null &&
      handButtons(el).length > 0 &&
      handButtons(el).every((b) => spy.of(b).length > 0);
    await waitUntil(dealt, 'the hand is dealt', { timeout: 10000 });
    await settle(el);
    const dealer = viewOfTable(el).dealer;
    const seat = box(trickRoot(el).querySelector(`section.seat[data-seat="${dealer}"]`) as Element);
    const delays: number[] = [];
    const starts = handButtons(el).map((button) => {
      delays.push(Number((spy.of(button)[0]?.effect as KeyframeEffect).getComputedTiming().delay));
      return spy.startCentre(button);
    });
    // Every card starts from one place, the dealer's seat (which may have grown a line since).
    for (const start of starts) sameCentre(start, starts[0] as { x: number; y: number }, 'one origin');
    const first = starts[0] as { x: number; y: number };
    expect(first.x).to.be.within(seat.left, seat.right);
    expect(first.y).to.be.within(seat.top - 30, seat.bottom);
    expect(delays).to.deep.equal([...delays].sort((a, b) => a - b));
    expect(delays.at(-1)).to.be.greaterThan(delays[0] as number);
  });

  it('moves nothing when you prefer reduced motion: the card is in the trick at once', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await tableAt((v) => v.trick.cards.length === 1, 0);
    const { card } = playFirst(el);
    await waitForTurn(el, 'your next turn');
    expect(spy.calls, 'no card travels').to.have.length(0);
    expect(deepAnimations(el.shadowRoot as ShadowRoot), 'nothing animates').to.have.length(0);
    expect(viewOfTable(el).tricks.some((t) => t.cards.includes(card)) || viewOfTable(el).trick.cards.includes(card)).to.equal(true);
  });

  it('moves nothing when a saved game is resumed or a replay is stepped through', async () => {
    const el = await tableAt((v) => v.tricks.length >= 2, 0);
    expect(spy.calls, 'resuming deals nothing again').to.have.length(0);
    const saved = el.exportGame();
    expect(el.loadReplay(saved).ok).to.equal(true);
    await el.updateComplete;
    const bar = el.shadowRoot?.querySelector('[part="replay-bar"]') as HTMLElement;
    const forward = () => Array.from(bar.querySelectorAll('button')).find((b) => b.textContent?.trim() === 'Forward') as HTMLButtonElement;
    // Through the deal, the bidding, the pile and two tricks, one action at a time.
    for (let i = 0; i < (saved?.log.length ?? 0) && !forward().disabled; i++) {
      forward().click();
      await settle(el);
    }
    expect(forward().disabled, 'the replay reached its end').to.equal(true);
    expect(spy.calls, 'no card travels in a replay').to.have.length(0);
    expect(deepAnimations(el.shadowRoot as ShadowRoot)).to.have.length(0);
  });

  it('sends your apple from the centre to your batch, and a computer player’s to its orchard', async () => {
    const board = await fixture<OrchardBoard>(html`<orchard-board seed="motion" seats="you,random" bot-delay="150"></orchard-board>`);
    await waitUntil(() => board.view?.phase === 'place' && board.view.turn === board.view.player, 'my turn', { timeout: 15000 });
    await board.updateComplete;
    await spy.finished();
    const root = board.shadowRoot as ShadowRoot;
    const button = root.querySelector<HTMLButtonElement>('.centre button') as HTMLButtonElement;
    const card = Number(button.dataset.card);
    button.click();
    await board.updateComplete;
    const from = box(root.querySelector(`.centre button[data-card="${card}"]`) as Element);
    const place = root.querySelector<HTMLButtonElement>('.batch button.place') as HTMLButtonElement;
    const batch = place.closest('.batch') as HTMLElement;
    place.click();
    const landed = () => batch.querySelector(`li[data-card="${card}"]`);
    await waitUntil(() => spy.of(landed()).length > 0, 'the apple travels', { timeout: 5000 });
    sameCentre(spy.startCentre(landed()), centre(from), 'the start');
    // The computer player's apple lands as a chip in its compact orchard.
    await waitUntil(() => spy.calls.some((c) => c.target.closest('.other[data-seat="1"]')), 'the computer player takes an apple', {
      timeout: 5000,
    });
  });

  it('sends a placed red card face down to the table, turns the cards up at the reveal and the chosen one to its owner', async () => {
    await setViewport({ width: 1280, height: 1200 });
    const el = await fixture<ApplesToApples>(
      html`<apples-to-apples seed="motion-3" seats="you,random,random,random" bot-delay="120"></apples-to-apples>`,
    );
    const root = el.shadowRoot as ShadowRoot;
    await waitUntil(
      () => root.querySelector('[part="hand"] button.card') || (el.view?.phase === 'placing' && el.view.judge === 0),
      'the first round',
      { timeout: 15000 },
    );
    if (el.view?.judge === 0) throw new Error('the seed makes you the judge: choose another seed');
    // The others choose first (so nothing moves the hand between the measure and the click).
    await waitUntil(
      () => Array.from(root.querySelectorAll('.seat .lap')).filter((l) => l.textContent?.includes('chosen, face down')).length === 2,
      'the others have chosen',
      { timeout: 10000 },
    );
    await el.updateComplete;
    const button = root.querySelector<HTMLButtonElement>('[part="hand"] button.card') as HTMLButtonElement;
    const from = box(button);
    spy.calls.length = 0;
    button.click();
    await waitUntil(() => spy.calls.some((c) => c.target.matches('.face-down .card.back')), 'the cards go down', { timeout: 10000 });
    // One back starts over the hand card that was placed (the others at their players' seats).
    const starts = spy.calls.filter((c) => c.target.matches('.card.back')).map((c) => spy.startCentre(c.target));
    expect(
      starts.some((s) => Math.abs(s.x - centre(from).x) < 2 && Math.abs(s.y - centre(from).y) < 2),
      'a back starts at your card',
    ).to.equal(true);
    // With four seats a player may place a second card: you say you are done.
    await waitUntil(() => root.querySelector('button.done') || root.querySelector('.judged'), 'done or revealed', { timeout: 10000 });
    root.querySelector<HTMLButtonElement>('button.done')?.click();
    await waitUntil(() => spy.calls.some((c) => c.target.matches('.judged .card')), 'the cards are revealed', { timeout: 10000 });
    const turned = spy.calls.filter((c) => c.target.matches('.judged .card'));
    expect(turned.length).to.equal(root.querySelectorAll('.judged .card').length);
    for (const t of turned) expect(String((t.animation.effect as KeyframeEffect).getKeyframes()[0]?.transform)).to.contain('scaleX(0.05)');
    await waitUntil(() => spy.calls.some((c) => c.target.classList.contains('chosen-card')), 'the judge chooses', { timeout: 10000 });
    const chosen = spy.calls.find((c) => c.target.classList.contains('chosen-card')) as { target: Element; animation: Animation };
    const winner = el.view?.history.at(-1)?.winner;
    expect(chosen.target.textContent).to.contain(winner?.card.text ?? '(no winner)');
    expect(chosen.target.getAttribute('aria-hidden')).to.equal('true');
    chosen.animation.finish();
    await waitUntil(() => !chosen.target.isConnected, 'the copy is gone once it arrived', { timeout: 2000 });
  });

  it('moves nothing in Orchard or Apples to Apples under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const board = await fixture<OrchardBoard>(html`<orchard-board seed="motion" seats="random,random" bot-delay="0"></orchard-board>`);
    await waitUntil(() => (board.view?.batches.flat().length ?? 0) >= 6, 'a few apples placed', { timeout: 15000 });
    const judging = await fixture<ApplesToApples>(
      html`<apples-to-apples seed="motion" seats="random,random,random,random" bot-delay="0"></apples-to-apples>`,
    );
    await waitUntil(() => (judging.view?.history.length ?? 0) >= 1, 'a round decided', { timeout: 15000 });
    expect(spy.calls).to.have.length(0);
  });
});

function viewOfTable(el: ApplesTable): TrickView {
  const view = el.view;
  if (!view) throw new Error('no game');
  return view;
}
