/**
 * <apples-table> played through whole games in Korean, Russian and Spanish, against computer
 * players and in hot seat, every panel and dialog opened on the way: every text node, aria-label,
 * title and live-region message the element shows is in the page's language. In Korean and
 * Russian a Latin word of three letters or more fails the test (apart from the names in
 * PROPER_NAMES); in Spanish, a text identical to the English render's. Then every text fits at 360 px.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../components/apples-table/apples-table.js';
import type { ApplesTable } from '../../components/apples-table/apples-table.js';
import { handButtons, motionDone, settle, viewOf } from './helpers.js';
import { collectTexts, englishLeft, fitsProblems, openEveryPanel, speaking, type Language } from './languages-collect.js';

/** A short game of Apples (to 30 points) whose own name every language carries. */
const SHORT_APPLES = `extends "apples.rules"
game "Short Apples"
goal 30 points
language ko { game = "짧은 사과" }
language ru { game = "Короткие яблоки" }
language es { game = "Manzanas cortas" }
`;

/** Take the visitor's turn by clicking: pass in the bidding, else the first card allowed. */
async function takeTurn(table: ApplesTable): Promise<void> {
  const view = viewOf(table);
  if (view.phase === 'bidding') {
    const bidding = table.shadowRoot?.querySelector('apples-bidding')?.shadowRoot;
    const buttons = Array.from(bidding?.querySelectorAll<HTMLButtonElement>('[part="bid-button"]:not([data-denomination])') ?? []);
    // The number buttons carry aria-pressed; the pass button is the one without it.
    buttons.find((b) => !b.hasAttribute('aria-pressed'))?.click();
  } else {
    const playable = handButtons(table).find(
      (b) => b.getAttribute('aria-disabled') === 'false' && b.getAttribute('aria-pressed') !== 'true',
    );
    playable?.click();
    const confirm = table.shadowRoot
      ?.querySelector('apples-hand')
      ?.shadowRoot?.querySelector<HTMLButtonElement>('[part="hand-actions"] button:not([disabled])');
    confirm?.click();
  }
  await settle(table);
}

/** Play `table` to its end, collecting its texts (and with `clipped`, those that do not fit) at every step; pass the device when asked. */
async function playToTheEnd(table: ApplesTable, texts: Set<string>, clipped?: Set<string>): Promise<void> {
  const root = table.shadowRoot as ShadowRoot;
  for (let step = 0; step < 2000; step++) {
    await settle(table);
    collectTexts(table, texts);
    if (clipped) {
      // Measured at rest: a card on its way moves its box.
      await motionDone(root);
      fitsProblems(table).forEach((problem) => clipped.add(problem));
    }
    const view = table.view;
    if (view?.winners) return;
    const pass = root.querySelector<HTMLElement>('[part="pass-screen"] button');
    if (pass) {
      pass.click();
    } else if (view && view.toAct.includes(view.player) && handButtons(table).length + (root.querySelector('apples-bidding') ? 1 : 0) > 0) {
      await takeTurn(table);
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the game did not end');
}

async function table(lang: Language | 'en', seats: string): Promise<ApplesTable> {
  return fixture<ApplesTable>(html`<apples-table lang=${lang} seed="lang" seats=${seats} bot-delay="0">
    <script type="text/x-pomona-rules">${SHORT_APPLES}</script>
  </apples-table>`);
}

describe('<apples-table> in every language, played to the end', () => {
  afterEach(() => localStorage.clear());

  for (const lang of ['ko', 'ru', 'es'] as const) {
    it(`speaks only ${lang}, against computer players at 360 px with every text fitting, and in hot seat`, async function (this: {
      timeout(ms: number): void;
    }) {
      this.timeout(120000);
      const texts = new Set<string>();
      const english = new Set<string>();
      const clipped = new Set<string>();
      for (const seats of ['you,rules,rules,rules', 'you,you,rules,rules']) {
        // The game against computer players is played on a phone's width.
        const narrow = !seats.includes('you,you');
        const el = await table(lang, seats);
        if (narrow) el.style.width = '360px';
        await waitUntil(() => el.view, 'the game is dealt', { timeout: 15000 });
        await speaking(el, lang);
        await openEveryPanel(el, texts, narrow ? clipped : undefined);
        await playToTheEnd(el, texts, narrow ? clipped : undefined);
        await openEveryPanel(el, texts, narrow ? clipped : undefined);
        if (lang === 'es') {
          const en = await table('en', seats);
          await waitUntil(() => en.view, 'the game is dealt', { timeout: 15000 });
          await speaking(en, 'en');
          await openEveryPanel(en, english);
          await playToTheEnd(en, english);
          await openEveryPanel(en, english);
        }
      }
      expect(texts.size, 'the texts of whole games were collected').to.be.greaterThan(150);
      const left = englishLeft(lang, texts, english);
      expect(left, `${left.length} texts not in ${lang}:\n${left.join('\n')}`).to.deep.equal([]);
      expect([...clipped], `texts that do not fit at 360 px in ${lang}`).to.deep.equal([]);
    });
  }
});
