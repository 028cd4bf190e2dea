import { fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { visualDiff } from '@web/test-runner-visual-regression';
import '../../components/index.js';
import type { ApplesTable } from '../../components/apples-table/apples-table.js';
import type { OrchardBoard } from '../../components/orchard-board/orchard-board.js';
import type { ApplesToApples } from '../../components/apples-to-apples/apples-to-apples.js';
import { settle, waitForTurn } from './helpers.js';
import { storeGame, trickPosition } from './trick-position.js';

/**
 * Each game in its main phases at phone and desk width, light and dark, compared with committed
 * baselines (test/visual/). The font is DejaVu Sans (always installed, with the suit symbols), the
 * motion is reduced, and focus is taken away, so the pictures depend on the look alone.
 */
const widths = [360, 768, 1280] as const;
const schemes = ['light', 'dark'] as const;
const font = "--pomona-font: 'DejaVu Sans'";

async function shoot(el: HTMLElement, name: string): Promise<void> {
  (document.activeElement as HTMLElement | null)?.blur();
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  await visualDiff(el, name);
}

describe('the look of every game (visual regression)', () => {
  afterEach(async () => {
    localStorage.clear();
    await emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
    await setViewport({ width: 800, height: 600 });
  });

  for (const width of widths) {
    for (const scheme of schemes) {
      it(`Apples in the bidding at ${width} px, ${scheme}`, async () => {
        await setViewport({ width, height: 900 });
        await emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        const el = await fixture<ApplesTable>(
          html`<apples-table style=${font} seed="visual" seats="you,random,random,random" bot-delay="0"></apples-table>`,
        );
        let view = await waitForTurn(el, 'the visitor may act');
        for (let turn = 0; turn < 10 && view.phase !== 'bidding'; turn++) view = await waitForTurn(el, 'bidding');
        await settle(el);
        await shoot(el, `apples-bidding-${width}-${scheme}`);
      });

      it(`Apples in the tricks at ${width} px, ${scheme}`, async () => {
        await setViewport({ width, height: 900 });
        await emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        // Played by the engine in a fixed order and resumed from the save: the pile is given the same
        // way in every run (at a live table the person and the computers give at once, so timing decides).
        storeGame(
          'pomona-visual-tricks',
          await trickPosition('visual', (v) => v.phase === 'tricks' && v.tricks.length >= 1 && v.trick.cards.length === 3),
        );
        const el = await fixture<ApplesTable>(
          html`<apples-table style=${font} persist="pomona-visual-tricks" seed="visual" seats="you,rules,rules,rules" bot-delay="0"></apples-table>`,
        );
        await waitForTurn(el, 'your turn in the tricks');
        await shoot(el, `apples-tricks-${width}-${scheme}`);
      });

      it(`Orchard with a card chosen at ${width} px, ${scheme}`, async () => {
        await setViewport({ width, height: 900 });
        await emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        const board = await fixture<OrchardBoard>(
          html`<orchard-board style=${font} seed="visual" seats="you,random,random" bot-delay="0"></orchard-board>`,
        );
        await waitUntil(() => board.view?.phase === 'place' && board.view.turn === board.view.player, 'my turn', { timeout: 15000 });
        await board.updateComplete;
        board.shadowRoot?.querySelector<HTMLButtonElement>('.centre button')?.click();
        await board.updateComplete;
        await shoot(board, `orchard-choosing-${width}-${scheme}`);
      });

      it(`Apples to Apples while placing at ${width} px, ${scheme}`, async () => {
        await setViewport({ width, height: 900 });
        await emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        const el = await fixture<ApplesToApples>(
          html`<apples-to-apples style=${font} seed="visual" seats="you,random,random,random,random,random" bot-delay="0"></apples-to-apples>`,
        );
        await waitUntil(
          () =>
            (el.shadowRoot?.querySelectorAll('[part="hand"] button.card').length ?? 0) > 0 &&
            (el.shadowRoot?.querySelectorAll('.lap').length ?? 0) > 0,
          'placing',
          { timeout: 15000 },
        );
        // The computer players have chosen face down; the visitor has not.
        await waitUntil(() => el.shadowRoot?.textContent?.includes('chosen, face down'), 'the others have chosen', { timeout: 15000 });
        await el.updateComplete;
        await shoot(el, `a2a-placing-${width}-${scheme}`);
      });
    }
  }
});
