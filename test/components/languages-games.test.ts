/**
 * <orchard-board> and <apples-to-apples> played through whole games in Korean, Russian and
 * Spanish, against computer players (at 360 px, every text measured) and in hot seat, every panel
 * opened on the way: every text node, aria-label, title and live-region message is in the page's
 * language (see languages-collect.ts for what counts as English).
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../components/orchard-board/orchard-board.js';
import '../../components/apples-to-apples/apples-to-apples.js';
import type { OrchardBoard } from '../../components/orchard-board/orchard-board.js';
import type { ApplesToApples } from '../../components/apples-to-apples/apples-to-apples.js';
import { motionDone } from './helpers.js';
import { collectTexts, englishLeft, fitsProblems, openEveryPanel, speaking, type Language } from './languages-collect.js';

type Game = OrchardBoard | ApplesToApples;

/** A short game of Apples to Apples (two green cards win) whose own name every language carries. */
const SHORT_A2A = `extends "apples-to-apples.rules"
game "Short Apples to Apples"
goal green cards by players { 3..10: 2 }
language ko { game = "짧은 사과 대 사과" }
language ru { game = "Короткие яблоки к яблокам" }
language es { game = "Manzanas con manzanas, corto" }
`;

/** Take the person's turn by clicking: in Orchard a centre card, then the first batch that allows it; in Apples to Apples the first card offered. */
async function takeTurn(el: Game): Promise<void> {
  const root = el.shadowRoot as ShadowRoot;
  const centre = root.querySelector<HTMLButtonElement>('.centre button');
  if (centre) {
    centre.click();
    await el.updateComplete;
    root.querySelector<HTMLButtonElement>('.batch.allowed button.place')?.click();
  } else root.querySelector<HTMLButtonElement>('button.card:not([aria-disabled="true"]):not([disabled])')?.click();
  await el.updateComplete;
}

/** Play `el` to its end, collecting its texts (and with `clipped`, those that do not fit) at every step. */
async function playToTheEnd(el: Game, texts: Set<string>, clipped?: Set<string>): Promise<void> {
  const root = el.shadowRoot as ShadowRoot;
  for (let step = 0; step < 3000; step++) {
    await el.updateComplete;
    collectTexts(el, texts);
    if (clipped) {
      await motionDone(root);
      fitsProblems(el).forEach((problem) => clipped.add(problem));
    }
    if (el.view?.phase === 'over') return;
    const pass = root.querySelector<HTMLElement>('[part="pass-screen"] button');
    if (pass) pass.click();
    else await takeTurn(el);
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the game did not end');
}

/** The texts of the cards of the element's deck (Apples to Apples'), which the element shows as the deck wrote them. */
function deckOf(el: Game): string[] {
  const ruleset = (
    el as unknown as { game: { ruleset: { red?: { cards: { text: string }[] }; green?: { cards: { text: string }[] } } | null } }
  ).game.ruleset;
  return [...(ruleset?.red?.cards ?? []), ...(ruleset?.green?.cards ?? [])].map((card) => card.text);
}

const games = {
  'orchard-board': (lang: string, seats: string) =>
    fixture<OrchardBoard>(html`<orchard-board lang=${lang} seed="lang" seats=${seats} bot-delay="0"></orchard-board>`),
  'apples-to-apples': (lang: string, seats: string) =>
    fixture<ApplesToApples>(html`<apples-to-apples lang=${lang} seed="lang" seats=${seats} bot-delay="0">
      <script type="text/x-pomona-rules">${SHORT_A2A}</script>
    </apples-to-apples>`),
} as const;

const seatings = {
  'orchard-board': ['you,rules', 'you,you'],
  'apples-to-apples': ['you,matcher,reader,random', 'you,you,matcher,random'],
} as const;

for (const tag of ['orchard-board', 'apples-to-apples'] as const) {
  describe(`<${tag}> in every language, played to the end`, () => {
    afterEach(() => localStorage.clear());

    for (const lang of ['ko', 'ru', 'es'] as Language[]) {
      it(`speaks only ${lang}, against computer players at 360 px with every text fitting, and in hot seat`, async function (this: {
        timeout(ms: number): void;
      }) {
        this.timeout(180000);
        const texts = new Set<string>();
        const english = new Set<string>();
        const clipped = new Set<string>();
        let deckTexts: string[] = [];
        for (const [i, seats] of seatings[tag].entries()) {
          const narrow = i === 0;
          const el = await games[tag](lang, seats);
          if (narrow) el.style.width = '360px';
          await waitUntil(() => el.view, 'the game is dealt', { timeout: 15000 });
          await speaking(el, lang);
          deckTexts = [...deckTexts, ...deckOf(el)];
          await openEveryPanel(el, texts, narrow ? clipped : undefined);
          await playToTheEnd(el, texts, narrow ? clipped : undefined);
          await openEveryPanel(el, texts, narrow ? clipped : undefined);
          if (lang === 'es') {
            const en = await games[tag]('en', seats);
            await waitUntil(() => en.view, 'the game is dealt', { timeout: 15000 });
            await speaking(en, 'en');
            await openEveryPanel(en, english);
            await playToTheEnd(en, english);
            await openEveryPanel(en, english);
          }
        }
        expect(texts.size, 'the texts of whole games were collected').to.be.greaterThan(100);
        const left = englishLeft(lang, texts, english, deckTexts);
        expect(left, `${left.length} texts not in ${lang}:\n${left.join('\n')}`).to.deep.equal([]);
        expect([...clipped], `texts that do not fit at 360 px in ${lang}`).to.deep.equal([]);
      });
    }
  });
}
