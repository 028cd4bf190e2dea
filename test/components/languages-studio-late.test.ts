/**
 * The studio's messages travel apart from the language's file that game pages fetch: a studio
 * element that joins a page a game element has already switched to a language brings its own
 * messages into it. In a file of its own, so that the page starts with no studio message loaded.
 */
import { fixture, html, waitUntil } from '@open-wc/testing';
import '../../components/studio/index.js';
import '../../components/orchard-board/orchard-board.js';
import type { RulesEditor } from '../../components/rules-editor/rules-editor.js';
import { speaking } from './languages-collect.js';

describe('the studio joins a page that speaks a language already', () => {
  it("speaks Spanish when it joins a page a game element switched to Spanish before the studio's messages were there", async () => {
    const page = await fixture<HTMLElement>(html`<div lang="es"><orchard-board seats="you,rules"></orchard-board></div>`);
    const board = page.querySelector('orchard-board') as HTMLElement & { updateComplete: Promise<boolean> };
    await speaking(board, 'es');
    const editor: RulesEditor = document.createElement('rules-editor');
    editor.setAttribute('persist', 'languages-late');
    page.append(editor);
    await editor.ready();
    await waitUntil(
      () => editor.shadowRoot?.querySelector('label[for="start"]')?.textContent === 'Empezar desde',
      'the editor speaks Spanish',
      {
        timeout: 5000,
      },
    );
    localStorage.removeItem('pomona-rules-editor:languages-late');
  });
});
