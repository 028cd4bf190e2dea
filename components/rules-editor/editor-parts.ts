/**
 * Parts of `<rules-editor>` that need none of its state: the completions offered at the cursor
 * (names the rules define, then keywords) and the share section (the links and a QR code).
 */
import type { LanguageTag } from '../../src/core/i18n/languages.js';
import { shippedRulesetInfos } from '../studio/shipped.js';
import { diagnosticIn, familyTitleOf, rulesetNameIn, severityText } from '../studio/studio-words.js';
import { msg, str } from '@lit/localize';
import { html, nothing, type TemplateResult } from 'lit';
import { EDITED_FILE, keywordCompletions, namesInScope, type TextProblem } from './analysis.js';
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
  return html`<section class="share" part="share" aria-label=${msg('Share these rules', { id: 'studio-share-these-rules' })}>
    ${
      playUrl
        ? html`<p>
          <label for="play-link">${msg(str`Link to play these rules (${playUrl.length} characters):`, { id: 'studio-link-to-play-these-rules-characters' })}</label><br /><input
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
      <label for="link">${msg(str`Link to edit them in the studio (${shareUrl.length} characters):`, { id: 'studio-link-to-edit-them-in-the' })}</label><br /><input
        id="link"
        class="link"
        readonly
        .value=${shareUrl}
        @focus=${select}
      />
    </p>
    <pomona-qr .value=${playUrl || shareUrl} label=${playUrl ? msg('QR code of the link to play these rules', { id: 'studio-qr-code-of-the-link-to' }) : msg('QR code of the link to these rules', { id: 'studio-qr-code-of-the-link-to-2' })}></pomona-qr>
  </section>`;
}

/** What the toolbar does when used; `apply` only with a game to apply the rules to. */
export interface ToolbarActions {
  readonly language: LanguageTag;
  startFrom(file: string): void;
  openFile(event: Event): void;
  download(): void;
  shareLink(): void;
  readonly apply: (() => void) | null;
}

/** The row above the editor: a shipped ruleset to start from, open, download, share, apply. */
export function renderToolbar(t: ToolbarActions): TemplateResult {
  const shipped = shippedRulesetInfos();
  return html`<div class="toolbar" part="toolbar">
    <label for="start">${msg('Start from', { id: 'studio-start-from' })}</label>
    <select id="start" @change=${(e: Event) => t.startFrom((e.target as HTMLSelectElement).value)}>
      <option value="">${msg('a shipped ruleset…', { id: 'studio-a-shipped-ruleset' })}</option>
      ${[...new Set(shipped.map((s) => s.family))].map(
        (family) => html`<optgroup label=${familyTitleOf(family, t.language)}>
          ${shipped
            .filter((s) => s.family === family)
            .map((s) => html`<option value=${s.file}>${rulesetNameIn({ name: s.name, files: [s.file] }, t.language)}</option>`)}
        </optgroup>`,
      )}
    </select>
    <label class="file-label">${msg('Open file…', { id: 'studio-open-file' })}<input type="file" accept=".rules,text/plain" @change=${(e: Event) => t.openFile(e)} /></label>
    <button @click=${() => t.download()}>${msg('Download', { id: 'studio-download' })}</button>
    <button @click=${() => t.shareLink()}>${msg('Share link', { id: 'studio-share-link' })}</button>
    ${t.apply ? html`<button class="primary" @click=${t.apply}>${msg('Apply to the game', { id: 'studio-apply-to-the-game' })}</button>` : nothing}
  </div>`;
}

/** The list of problems, each said in `language`, with a button to its place and its fix when it has one. */
export function renderProblems(
  problems: readonly TextProblem[],
  language: LanguageTag,
  on: { goTo(p: TextProblem): void; fix(p: TextProblem): void },
): TemplateResult | typeof nothing {
  if (problems.length === 0) return nothing;
  return html`<ul class="problems" part="problems" aria-label=${msg('Problems', { id: 'studio-problems' })}>
    ${problems.map(
      (p) => html`<li>
        <button class="goto" @click=${() => on.goTo(p)}>${msg(str`Line ${p.line}, column ${p.column}`, { id: 'studio-line-column' })}</button>
        <span class="problem-message">${severityText(p.severity, language)}: ${problemText(p, language)}</span>
        ${p.fix ? html`<button class="fix" @click=${() => on.fix(p)}>${msg(str`Replace with '${p.fix.insert}'`, { id: 'studio-replace-with' })}</button>` : nothing}
      </li>`,
    )}
  </ul>`;
}

/** What the editor says under the text: loading, checking, how many problems, or ready to play (`name`). */
export function statusLine(loaded: boolean, errors: number, name: string | null): string {
  if (!loaded) return msg('Loading the editor…', { id: 'studio-loading-the-editor' });
  if (errors === 1)
    return msg('One problem: the rules cannot be played until it is fixed.', { id: 'studio-one-problem-the-rules-cannot-be' });
  if (errors > 0)
    return msg(str`${errors} problems: the rules cannot be played until they are fixed.`, {
      id: 'studio-problems-the-rules-cannot-be-played',
    });
  return name === null
    ? msg('Checking…', { id: 'studio-checking' })
    : msg(str`No problems: ${name} is ready to play.`, { id: 'studio-no-problems-is-ready-to-play' });
}

/** Save `text` as a file named after the rules (`name`): "apples-to-150.rules". */
export function downloadRules(text: string, name: string): void {
  const file =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'rules';
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${file}.rules`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A problem of the editor in `language`: its diagnostic said in it (one in another file, that file's place first). */
export function problemText(p: TextProblem, language: LanguageTag): string {
  const d = p.diagnostic;
  if (!d || language === 'en') return p.message;
  const text = diagnosticIn(d, language);
  return d.file === EDITED_FILE ? text : `${d.file}:${d.line}:${d.column}: ${text}`;
}
