/**
 * Changing `lang` while a game is on, with "How to play" or the new-game form open: every open
 * panel is said again in the new language, nothing of the old one is left, and the game goes on
 * where it was.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../components/apples-table/apples-table.js';
import '../../components/orchard-board/orchard-board.js';
import '../../components/apples-to-apples/apples-to-apples.js';
import { collectTexts, speaking } from './languages-collect.js';

interface GameElement extends HTMLElement {
  readonly updateComplete: Promise<boolean>;
  readonly view: unknown;
  readonly actionLog: readonly unknown[];
}

/** The game goes on from `before` (the computer players may have moved since), never from a new deal. */
function goesOn(el: GameElement, before: readonly unknown[]): void {
  expect(JSON.stringify(el.actionLog.slice(0, before.length)), 'the game goes on where it was').to.equal(JSON.stringify(before));
}

const HANGUL = /[\uac00-\ud7af]/;
const CYRILLIC = /[\u0400-\u04ff]/;

const elements = {
  'apples-table': () =>
    fixture<GameElement>(html`<apples-table lang="ko" seed="switch" seats="you,rules,rules,rules" bot-delay="0"></apples-table>`),
  'orchard-board': () =>
    fixture<GameElement>(html`<orchard-board lang="ko" seed="switch" seats="you,rules" bot-delay="0"></orchard-board>`),
  'apples-to-apples': () =>
    fixture<GameElement>(
      html`<apples-to-apples lang="ko" seed="switch" seats="you,matcher,reader,random" bot-delay="0"></apples-to-apples>`,
    ),
} as const;

/**
 * Every text `el` shows now. The live region is left out: what it holds was said before the
 * change, in the language of its moment, and is not said again.
 */
function textsOf(el: GameElement): string[] {
  const texts = new Set<string>();
  collectTexts(el, texts, '[aria-live]');
  return [...texts];
}

for (const [tag, make] of Object.entries(elements)) {
  describe(`<${tag}> when lang changes with its panels open`, () => {
    afterEach(() => localStorage.clear());

    it('says "How to play" and the new-game form again in the new language, and the game goes on', async () => {
      const el = await make();
      await waitUntil(() => el.view, 'the game is dealt', { timeout: 15000 });
      await speaking(el, 'ko');
      const root = el.shadowRoot as ShadowRoot;
      root.querySelector<HTMLButtonElement>('[aria-controls="how-to-play"]')?.click();
      await waitUntil(() => root.querySelector('[part="how-to-play"]'), 'How to play opens', { timeout: 5000 });
      const before = [...el.actionLog];
      expect(textsOf(el).some((text) => HANGUL.test(text))).to.equal(true);

      el.setAttribute('lang', 'ru');
      await speaking(el, 'ru');
      await waitUntil(() => !textsOf(el).some((text) => HANGUL.test(text)), 'no Korean is left', { timeout: 5000 }).catch((e: Error) => {
        throw new Error(
          `${e.message}: ${textsOf(el)
            .filter((t) => HANGUL.test(t))
            .join(' | ')}`,
        );
      });
      expect(root.querySelector('[part="how-to-play"]'), 'How to play stays open').to.not.equal(null);
      expect(root.querySelector('[part="how-to-play"]')?.textContent).to.match(CYRILLIC);
      goesOn(el, before);

      root.querySelector<HTMLButtonElement>('[part="how-to-play"] button')?.click();
      await el.updateComplete;
      Array.from(root.querySelectorAll<HTMLButtonElement>('[part="controls"] button:not([part="undo"])')).pop()?.click();
      await waitUntil(() => root.querySelector('[part="house-rules"]'), 'the new-game form opens', { timeout: 5000 });
      expect(root.querySelector('[part="house-rules"]')?.textContent).to.match(CYRILLIC);

      el.setAttribute('lang', 'es');
      await speaking(el, 'es');
      await waitUntil(() => !textsOf(el).some((text) => CYRILLIC.test(text) || HANGUL.test(text)), 'no Russian is left', {
        timeout: 5000,
      }).catch((e: Error) => {
        throw new Error(
          `${e.message}: ${textsOf(el)
            .filter((t) => CYRILLIC.test(t) || HANGUL.test(t))
            .join(' | ')}`,
        );
      });
      expect(root.querySelector('[part="house-rules"]'), 'the form stays open').to.not.equal(null);
      goesOn(el, before);
    });
  });
}

describe('a move the engine refuses', () => {
  afterEach(() => localStorage.clear());

  it("is said in the page's language by its code, not in the engine's English, as is the game's beginning", async () => {
    const el = await fixture<GameElement>(
      html`<apples-table lang="ru" seed="refused" seats="you,rules,rules,rules" bot-delay="60000"></apples-table>`,
    );
    await waitUntil(() => el.view, 'the game is dealt', { timeout: 15000 });
    await speaking(el, 'ru');
    const live = (el.shadowRoot as ShadowRoot).querySelector('[aria-live]');
    // The game's first sentence waits for the family's sentences, which come after the page's words.
    await waitUntil(
      () => live?.textContent?.includes('Начинается новая игра: «'),
      `the game begins in Russian: ${live?.textContent ?? ''}`,
      {
        timeout: 5000,
      },
    );
    const view = el.view as { toAct: readonly number[] };
    // A bid from the visitor while a computer player is to bid (their next move waits a minute).
    if (view.toAct.includes(0)) return expect.fail('the seed should let a computer player bid first');
    (el as unknown as { play(action: unknown): boolean }).play({ kind: 'pass', player: 0 });
    await waitUntil(() => live?.textContent?.includes('Сейчас не ваш ход.'), `the refusal is said in Russian: ${live?.textContent ?? ''}`, {
      timeout: 5000,
    });
    expect(live?.textContent).to.not.match(/[A-Za-z]{3,}/);
    expect(
      el.actionLog.some((action) => JSON.stringify(action) === JSON.stringify({ kind: 'pass', player: 0 })),
      'the move is not played',
    ).to.equal(false);
  });
});
