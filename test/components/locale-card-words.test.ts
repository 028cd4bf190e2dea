/**
 * A language's card words ("3 puntos") come with the elements that count in words, not with the
 * page's catalogue: a board that joins a page another element has already switched must still get
 * them. Its own file, so that the page starts in English with no language loaded.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../components/orchard-board/orchard-board.js';
import '../../components/orchard-board/orchard-score-sheet.js';
import type { OrchardBoard } from '../../components/orchard-board/orchard-board.js';

/** The text of `host`'s shadow tree and the shadow trees below it. */
function shownText(host: Element): string {
  const parts: string[] = [];
  const walk = (node: Node): void => {
    if (node instanceof Element && node.shadowRoot) walk(node.shadowRoot);
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
    node.childNodes.forEach(walk);
  };
  walk(host.shadowRoot as ShadowRoot);
  return parts.join(' ').replace(/\s+/g, ' ');
}

describe('card words on a page already in another language', () => {
  it('counts in Spanish on a board added after a part that needs no card words switched the page to Spanish', async () => {
    const ready = new Promise<void>((resolve) =>
      window.addEventListener('lit-localize-status', (event) => {
        const detail = (event as CustomEvent<{ status: string; readyLocale?: string }>).detail;
        if (detail.status === 'ready' && detail.readyLocale === 'es') resolve();
      }),
    );
    // The score sheet alone speaks no card words: the page switches with the catalogue only.
    await fixture(html`<orchard-score-sheet lang="es"></orchard-score-sheet>`);
    await ready;
    const board = await fixture<OrchardBoard>(html`<orchard-board lang="es" seed="words" seats="you,rules" bot-delay="0"></orchard-board>`);
    await waitUntil(() => /\b0 puntos\b/.test(shownText(board)), 'the board counts points in Spanish', { timeout: 5000 });
    expect(shownText(board)).not.to.match(/\b0 points\b/);
  });
});
