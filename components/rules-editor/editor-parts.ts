/**
 * Parts of `<rules-editor>` that need none of its state: the completions offered at the cursor
 * (names the rules define, then keywords) and the share section (the links and a QR code).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { keywordCompletions, namesInScope } from './analysis.js';
import type { EditorCompletion } from './codemirror.js';

/** What the editor offers to complete `word` in `text`: the names in scope, then the keywords. */
export async function completionsAt(text: string, word: string): Promise<EditorCompletion[]> {
  const names = await namesInScope(text);
  const lower = word.toLowerCase();
  const match = (label: string): boolean => label.toLowerCase().startsWith(lower);
  return [
    ...names.filter((n) => match(n.label)).map((n) => ({ label: n.label, type: n.type, detail: n.detail, apply: n.apply })),
    ...keywordCompletions()
      .filter((k) => match(k.label))
      .map((k) => ({ label: k.label, type: 'keyword', detail: k.detail, info: k.info })),
  ];
}

/** The links to play and to edit the rules, with a QR code of the first there is. */
export function renderShare(playUrl: string, shareUrl: string): TemplateResult {
  const select = (e: Event) => (e.target as HTMLInputElement).select();
  return html`<section class="share" part="share" aria-label="Share these rules">
    ${
      playUrl
        ? html`<p>
          <label for="play-link">Link to play these rules (${playUrl.length} characters):</label><br /><input
            id="play-link"
            class="link"
            readonly
            .value=${playUrl}
            @focus=${select}
          />
        </p>`
        : nothing
    }
    <p>
      <label for="link">Link to edit them in the studio (${shareUrl.length} characters):</label><br /><input
        id="link"
        class="link"
        readonly
        .value=${shareUrl}
        @focus=${select}
      />
    </p>
    <pomona-qr .value=${playUrl || shareUrl} label=${playUrl ? 'QR code of the link to play these rules' : 'QR code of the link to these rules'}></pomona-qr>
  </section>`;
}
