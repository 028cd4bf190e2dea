import { fixture, html } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { visualDiff } from '@web/test-runner-visual-regression';
import '../../components/score-explainer/score-explainer.js';
import '../../components/rules-editor/rules-editor.js';
import '../../components/core/sharing/qr-code.js';
import type { ScoreExplainer } from '../../components/score-explainer/score-explainer.js';
import type { RulesEditor } from '../../components/rules-editor/rules-editor.js';

/**
 * The studio's own elements at phone, tablet and desk width, light and dark, compared with
 * committed baselines (test/visual/): the score explainer comparing an edit, the rules editor with
 * a problem, and a QR code. The font is DejaVu Sans, motion is reduced and focus taken away.
 */
const widths = [360, 768, 1280] as const;
const schemes = ['light', 'dark'] as const;
const font = "--pomona-font: 'DejaVu Sans'; font-family: 'DejaVu Sans'";
const EDIT = 'extends "apples.rules"\ngame "Apples"\nvalue  A: 50 | K Q J 10: 10 | 9 8 7 6: 5 | 5 4 3 2: -15\n';

/** The page's background in each scheme, behind the element (a transparent screenshot would hide light text). */
const page = (scheme: 'light' | 'dark') => `background: ${scheme === 'dark' ? '#121614' : '#ffffff'}; padding: 4px`;

async function shoot(el: HTMLElement, name: string): Promise<void> {
  (document.activeElement as HTMLElement | null)?.blur();
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  await visualDiff(el, name);
}

describe('the look of the studio (visual regression)', () => {
  afterEach(async () => {
    localStorage.clear();
    await emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
    await setViewport({ width: 800, height: 600 });
  });

  for (const width of widths) {
    for (const scheme of schemes) {
      it(`the score explainer comparing an edit at ${width} px, ${scheme}`, async () => {
        await setViewport({ width, height: 1200 });
        await emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        const frame = await fixture<HTMLDivElement>(
          html`<div style=${page(scheme)}><score-explainer style=${font} ruleset="apples.rules"></score-explainer></div>`,
        );
        const el = frame.querySelector('score-explainer') as ScoreExplainer;
        el.compare = EDIT;
        el.position = { cards: ['AS', 'AH', 'JS', 'JH', 'JD', '3S', '3H'], target: ['10D'] };
        await el.ready();
        await shoot(frame, `studio-explainer-${width}-${scheme}`);
      });

      it(`the rules editor with a problem at ${width} px, ${scheme}`, async () => {
        await setViewport({ width, height: 900 });
        await emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        const frame = await fixture<HTMLDivElement>(html`<div style=${page(scheme)}><rules-editor style=${font}></rules-editor></div>`);
        const el = frame.querySelector('rules-editor') as RulesEditor;
        await el.ready();
        el.value = 'extends "apples.rules"\ngame "Apples to 150"\nset winning_score = 150\n';
        await new Promise((r) => setTimeout(r, 5));
        await el.ready();
        await el.updateComplete;
        await shoot(frame, `studio-editor-${width}-${scheme}`);
      });
    }
  }

  it('a QR code of a share link', async () => {
    const el = await fixture(
      html`<pomona-qr value="https://someone.github.io/pomona/index.html#r=fZDBasMwDIbvfgpdCwkUjV0mWxYKjTmcTVmhqRlAx5X2IV9RVTqV5pe3ukG08H6g4y4k"></pomona-qr>`,
    );
    await shoot(el as HTMLElement, 'studio-qr');
  });
});
