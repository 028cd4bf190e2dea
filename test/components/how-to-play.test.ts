import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../components/index.js';
import '../../src/families/index.js';
import '../../components/core/pomona-game.js';
import type { PomonaGame } from '../../components/core/pomona-game.js';
import type { ApplesTable } from '../../components/apples-table/apples-table.js';
import { sendKeys } from '@web/test-runner-commands';
import { deepActive, motionDone, waitForTurn } from './helpers.js';

type GameTag = 'apples-table' | 'orchard-board' | 'apples-to-apples';

/** Open a game element's "How to play" and return the panel (after the family's words arrived). */
async function openHowToPlay(el: HTMLElement & { updateComplete: Promise<boolean> }): Promise<HTMLElement> {
  await waitUntil(() => el.shadowRoot?.querySelector('[aria-controls="how-to-play"]'), 'the table shows', { timeout: 10000 });
  const button = el.shadowRoot?.querySelector<HTMLButtonElement>('[aria-controls="how-to-play"]') as HTMLButtonElement;
  expect(button.getAttribute('aria-expanded')).to.equal('false');
  button.click();
  await el.updateComplete;
  await waitUntil(() => el.shadowRoot?.querySelector('[part="how-to-play"]'), 'the panel opens', { timeout: 10000 });
  expect(button.getAttribute('aria-expanded')).to.equal('true');
  return el.shadowRoot?.querySelector('[part="how-to-play"]') as HTMLElement;
}

type GameElement = HTMLElement & { updateComplete: Promise<boolean> };

/** A game element on the page with these rules, the person against computer players. */
async function table(tag: GameTag, ruleset: string, seats: string): Promise<GameElement> {
  const el = document.createElement(tag);
  el.setAttribute('ruleset', ruleset);
  el.setAttribute('seats', seats);
  el.setAttribute('seed', 'how-to-play');
  el.setAttribute('bot-delay', '0');
  return fixture<GameElement>(el);
}

const text = (panel: HTMLElement) => (panel.textContent ?? '').replace(/\s+/g, ' ');

describe('How to play, written from the rules on the table', () => {
  it('tells Apples’ goal, deck, phases and the card values its rules give, and is accessible with 44 px controls', async () => {
    const el = await table('apples-table', 'apples.rules', 'you,rules,rules,rules');
    const panel = await openHowToPlay(el);
    const words = text(panel);
    expect(words).to.include('Points to win: 250');
    expect(words).to.include('A: 15; K, Q, J, 10: 10; 9, 8, 7, 6: 5; 5, 4, 3, 2: -15');
    expect(words).to.include('Bidding: bid a number from 1 to 13');
    expect(words).to.include('12 tricks');
    expect(words).to.include('one of them your target: 40 points');
    for (const button of Array.from(el.shadowRoot?.querySelectorAll('button') ?? [])) {
      const box = button.getBoundingClientRect();
      if (box.width > 0) expect(Math.min(box.width, box.height), button.textContent ?? '').to.be.at.least(44);
    }
    // Colours are checked on a still table: a bid chip fading in is not yet its colour.
    await waitForTurn(el as ApplesTable, 'the computer players have bid');
    await motionDone(el.shadowRoot as ShadowRoot);
    await expect(el).to.be.accessible();
  });

  it('tells a partnership variant’s teams, its 500 points and its contract scores', async () => {
    const el = await table('apples-table', 'variants/apples-partnerships.rules', 'you,rules,rules,rules');
    const words = text(await openHowToPlay(el));
    expect(words).to.include('Points to win: 500');
    expect(words).to.include('Partnerships: player 1 and player 3 against player 2 and player 4');
    expect(words).to.include('making the bid');
  });

  it('lists each of Orchard’s batches with its own sentence, and the variant’s Unlucky at 15', async () => {
    const plain = text(await openHowToPlay(await table('orchard-board', 'orchard.rules', 'you,rules')));
    expect(plain).to.include('Unlucky: Sweetness adding up to exactly 13.');
    expect(plain).to.include('Monochrome: All cards the same colour.');
    expect(plain).to.include('2 players: 3, 3 to 6 players: 2');
    const el = await table('orchard-board', 'variants/orchard-unlucky-15.rules', 'you,rules');
    const variant = text(await openHowToPlay(el));
    expect(variant).to.include('Unlucky: Sweetness adding up to exactly 15.');
    expect(variant).not.to.include('exactly 13');
    await expect(el).to.be.accessible();
  });

  it('tells Orchard with a Pie batch that it has nine batches, the Pie among them', async () => {
    const words = text(await openHowToPlay(await table('orchard-board', 'variants/orchard-pie.rules', 'you,rules')));
    expect(words).to.include('the 9 batches of your orchard');
    expect(words).to.include('Pie: Apples of exactly two colours; 3 points a card.');
  });

  it('tells Apples to Apples’ green cards to win by player count and who the judge picks; Crab Apples picks the worst', async () => {
    const el = await table('apples-to-apples', 'apples-to-apples.rules', 'you,random,random,random');
    const panel = await openHowToPlay(el);
    expect(text(panel)).to.include('Green cards to win: 4 players: 8, 5 players: 7');
    expect(text(panel)).to.include('fits the green card best');
    await expect(el).to.be.accessible();
    panel.querySelector<HTMLButtonElement>('button')?.click();
    await el.updateComplete;
    expect(el.shadowRoot?.querySelector('[part="how-to-play"]')).to.equal(null);
    const crab = text(
      await openHowToPlay(await table('apples-to-apples', 'variants/apples-to-apples-crab.rules', 'you,random,random,random')),
    );
    expect(crab).to.include('fits the green card worst');
  });

  it('<pomona-game> shows the family’s own "How to play" for the rules it was given, a variant included', async () => {
    const rules =
      'extends "orchard.rules"\ngame "Orchard (Pie)"\n\nbatch "Pie" {\n  describe "Two colours, 3 a card."\n  allow distinct(colour) <= 2\n  score 3 * count if distinct(colour) = 2 else 0\n}\n';
    const el = await fixture<PomonaGame>(html`<pomona-game seats="you,rules" seed="t" bot-delay="0" .rules=${rules}></pomona-game>`);
    await waitUntil(() => el.shadowRoot?.querySelector('[part="how-to-play"]'), 'the disclosure shows', { timeout: 10000 });
    const details = el.shadowRoot?.querySelector('details[part="how-to-play"]') as HTMLDetailsElement;
    expect(details.open).to.equal(false);
    (details.querySelector('summary') as HTMLElement).click();
    expect(details.open).to.equal(true);
    expect(text(details)).to.include('Pie: Two colours, 3 a card.');
    expect(text(details)).to.include('Unlucky: Sweetness adding up to exactly 13.');
    expect((details.querySelector('summary') as HTMLElement).getBoundingClientRect().height).to.be.at.least(44);
    await expect(el).to.be.accessible();
  });

  for (const [tag, ruleset, seats] of [
    ['apples-table', 'apples.rules', 'you,rules,rules,rules'],
    ['orchard-board', 'orchard.rules', 'you,rules'],
    ['apples-to-apples', 'apples-to-apples.rules', 'you,random,random,random'],
  ] as const) {
    it(`<${tag}>: "How to play" and the house rules take the focus as they open, and Escape closes them, as a dialog's does, the focus back on the table`, async () => {
      const el = await table(tag, ruleset, seats);
      const howButton = el.shadowRoot?.querySelector<HTMLButtonElement>('[aria-controls="how-to-play"]') as HTMLButtonElement;
      // Opened from its button, the panel takes the focus as a dialog does: Escape then closes it.
      howButton.focus();
      const panel = await openHowToPlay(el);
      await waitUntil(() => deepActive() === panel, 'the panel takes the focus', {
        // The code that moves the focus is fetched the first time it is needed: a busy machine takes a while.
        timeout: 10000,
      });
      await sendKeys({ press: 'Escape' });
      await el.updateComplete;
      expect(el.shadowRoot?.querySelector('[part="how-to-play"]')).to.equal(null);
      expect(howButton.getAttribute('aria-expanded')).to.equal('false');
      expect(deepActive()).to.equal(howButton);

      const newGame = Array.from(el.shadowRoot?.querySelectorAll<HTMLButtonElement>('[part="controls"] button') ?? []).find((b) =>
        b.textContent?.includes('New game'),
      ) as HTMLButtonElement;
      newGame.focus();
      newGame.click();
      await el.updateComplete;
      const form = el.shadowRoot?.querySelector('[part="house-rules"]') as HTMLFormElement;
      expect(form).to.not.equal(null);
      await waitUntil(() => deepActive() === form, 'the form takes the focus', { timeout: 10000 });
      await sendKeys({ press: 'Escape' });
      await el.updateComplete;
      expect(el.shadowRoot?.querySelector('[part="house-rules"]')).to.equal(null);
      await waitUntil(() => deepActive() === el.shadowRoot?.querySelector('[part="prompt"]'), "the focus is on the table's prompt");
    });
  }
});
