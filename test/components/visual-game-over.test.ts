import { fixture, waitUntil } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { visualDiff } from '@web/test-runner-visual-regression';
import { expect } from '@open-wc/testing';
import '../../components/index.js';
import { finishedGame } from './finished-game.js';

/**
 * The end of a game of each kind at phone, tablet and desk width, compared with committed
 * baselines (test/visual/): the result in one centred column with the button under it, nothing
 * covering the prompt. Each game is a whole game played by computer players and resumed at its
 * end from the save, so the picture is the same in every run.
 */
const games = [
  { tag: 'apples-table', rules: 'apples.rules', seats: 'you,rules,rules,rules' },
  { tag: 'orchard-board', rules: 'orchard.rules', seats: 'you,rules,rules' },
  { tag: 'apples-to-apples', rules: 'apples-to-apples.rules', seats: 'you,reader,matcher,reader' },
] as const;

describe('the end of every game (visual regression)', () => {
  afterEach(async () => {
    localStorage.clear();
    await emulateMedia({ reducedMotion: 'no-preference' });
    await setViewport({ width: 800, height: 600 });
  });

  for (const { tag, rules, seats } of games) {
    for (const width of [360, 768, 1280]) {
      it(`<${tag}> at its end at ${width} px`, async () => {
        await setViewport({ width, height: 900 });
        await emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
        const key = `pomona-visual-over-${tag}`;
        localStorage.setItem(key, JSON.stringify(await finishedGame(rules, seats.split(',').length, 'visual end')));
        const el = document.createElement(tag);
        el.setAttribute('style', "--pomona-font: 'DejaVu Sans'");
        el.setAttribute('persist', key);
        el.setAttribute('seed', 'visual end');
        el.setAttribute('seats', seats);
        el.setAttribute('bot-delay', '0');
        await fixture(el);
        await waitUntil(() => el.shadowRoot?.querySelector('[part="game-over"] button'), 'the game is over', { timeout: 20000 });
        await (el as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete;
        const panel = el.shadowRoot?.querySelector('[part="game-over"]') as HTMLElement;
        // Its layout comes with the panels' styles, which a table loads once it is idle.
        await waitUntil(() => getComputedStyle(panel).display === 'flex', 'the game-over styles are here', { timeout: 10000 });
        const button = panel.querySelector('button') as HTMLElement;
        // The button is under the result, never beside it, and the prompt is not covered.
        const last = Array.from(panel.children)
          .filter((c) => c !== button)
          .at(-1) as HTMLElement;
        expect(button.getBoundingClientRect().top).to.be.at.least(last.getBoundingClientRect().bottom - 1);
        const prompt = el.shadowRoot?.querySelector('[part="prompt"]') as HTMLElement;
        const at = prompt.getBoundingClientRect();
        const hit = el.shadowRoot?.elementFromPoint(at.left + 4, at.top + at.height / 2);
        expect(hit === prompt || prompt.contains(hit ?? null), 'the prompt is not covered').to.equal(true);
        (document.activeElement as HTMLElement | null)?.blur();
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        await visualDiff(el, `game-over-${tag}-${width}`);
      });
    }
  }
});
