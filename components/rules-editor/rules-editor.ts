/**
 * `<rules-editor>`: edit a `.rules` file in the browser with live diagnostics from the same
 * loader and validator as `pomona check`, completion and hover from the language reference,
 * "what this variant changes", shipped rulesets to start from, open/download, persistence across
 * reloads, share-by-link, and Apply to a game element on the page (`for="ID"`).
 * The CodeMirror editor itself is loaded on first render (./codemirror.js, a separate chunk).
 */
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { msg, str } from '@lit/localize';
import { LocaleController } from '../core/language/locale.js';
import { factSpeechIn, loadStudioMessages, rulesetNameIn } from '../studio/studio-words.js';
import type { LanguageTag } from '../../src/core/i18n/languages.js';
import type { Ruleset } from '../../src/core/rules/ruleset.js';
import { bundledRulesetInfo } from '../../src/core/rules/bundled.js';
import { commentedText } from '../studio/shipped.js';
import { defineOnce } from '../core/define.js';
import { panelStyles, themeStyles } from '../core/frame/theme.js';
import { analyse, compileShipped, EDITED_FILE, highlightedKeywords, referenceOf, type TextProblem } from './analysis.js';
import { ChangesSaid, changeLine, type VariantChange } from './variant-diff.js';
import { rulesFromFragment, rulesLink } from '../studio/shared-rules.js';
import '../core/sharing/qr-code.js';
import type { EditorHandle } from './codemirror.js';
import { applyRules, type GameTarget } from './apply-rules.js';
import { chosenOptions, renderOptionChoices, type OptionChoices } from './option-choices.js';
import { rulesEditorStyles } from './rules-editor-styles.js';
import { completionsAt, downloadRules, problemText, renderProblems, renderShare, renderToolbar, statusLine } from './editor-parts.js';
import { defaultStorage } from '../core/replay/persistence.js';

/** Detail of `pomona-rules-applied`: a valid ruleset was given to the game element. */
export interface RulesAppliedEventDetail {
  readonly ruleset: string;
  readonly text: string;
}

/** Detail of `pomona-rules-checked`: the text was checked (after every pause in typing). */
export interface RulesCheckedEventDetail {
  readonly problems: readonly TextProblem[];
  readonly valid: boolean;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pomona-rules-applied': CustomEvent<RulesAppliedEventDetail>;
    'pomona-rules-checked': CustomEvent<RulesCheckedEventDetail>;
  }
}

/** Milliseconds of quiet typing before the text is checked again. */
const CHECK_DELAY = 250;

/**
 * A code editor for Pomona rules.
 * @tagname rules-editor
 * @fires pomona-rules-checked - the text was checked; `detail.problems` lists what is wrong
 * @fires pomona-rules-applied - a valid ruleset was sent to the game element named by `for`
 * @csspart toolbar - the row of buttons above the editor
 * @csspart editor - the code editor's frame
 * @csspart problems - the list of problems
 * @csspart changes - "What this variant changes"
 * @cssprop --pomona-surface - background of the editor
 */
export class RulesEditor extends LitElement {
  static override styles = [themeStyles, panelStyles, rulesEditorStyles];
  // The studio's messages come with the studio, not in the language's file that game pages fetch.
  private readonly locale = new LocaleController(this, loadStudioMessages);

  static override properties = {
    for: { type: String },
    start: { type: String },
    persist: { type: String },
    share: { type: Boolean },
    playPage: { type: String, attribute: 'play-page' },
    problems: { state: true },
    compared: { state: true },
    message: { state: true },
    shareUrl: { state: true },
    playUrl: { state: true },
    loaded: { state: true },
    checking: { state: true },
    houseRules: { attribute: false },
  };

  /** The id of the game element that "Apply" starts a new game on. */
  declare for: string | null;
  /** The shipped ruleset shown when there is no saved or shared text (e.g. `apples.rules`). */
  declare start: string;
  /** A storage key: the text is kept in localStorage under it and restored after a reload. */
  declare persist: string | null;
  /** Read a shared ruleset from the page address (`#r=...`) and write share links to it; with `for`, a valid shared ruleset is applied at once. */
  declare share: boolean;
  /** The address of a page that plays shared rules (e.g. `./index.html`): "Share link" then also gives a link that opens a table of the variant. */
  declare playPage: string | null;
  /** The problems of the current text (from the last check). */
  declare problems: readonly TextProblem[];
  /** The variant last checked and the ruleset it extends, whose differences "What this variant changes" lists. */
  declare protected compared: { readonly base: Ruleset; readonly variant: Ruleset } | null;
  /** What the last action said, in the language of the moment it is shown. */
  declare protected message: (() => string) | null;
  declare protected shareUrl: string;
  declare protected playUrl: string;
  declare protected loaded: boolean;
  declare protected checking: boolean;
  /** House-rule option values chosen for Apply and share links (only those that differ from the defaults). */
  declare houseRules: OptionChoices;

  private editor: EditorHandle | null = null;
  private textNow = '';
  private ruleset: Ruleset | null = null;
  private checkTimer: ReturnType<typeof setTimeout> | undefined;
  private checkToken = 0;
  private settled: Promise<void> = Promise.resolve();
  /** Whether the text came from a link (applied once it is checked, when there is a game). */
  private fromLink = false;

  constructor() {
    super();
    this.for = null;
    this.start = 'apples.rules';
    this.persist = null;
    this.share = false;
    this.problems = [];
    this.compared = null;
    this.message = null;
    this.shareUrl = '';
    this.playUrl = '';
    this.playPage = null;
    this.loaded = false;
    this.checking = false;
    this.houseRules = {};
  }

  /** The text in the editor. */
  get value(): string {
    return this.editor ? this.editor.text() : this.textNow;
  }

  /** Replace the text (checked at once). */
  set value(text: string) {
    this.textNow = text;
    if (this.editor) this.editor.setText(text);
    else this.scheduleCheck(0);
  }

  /** The compiled ruleset of the current text, or null while it has errors. */
  get compiled(): Ruleset | null {
    return this.ruleset;
  }

  /** The CodeMirror view once loaded (for tests and advanced hosts). */
  get editorView(): EditorHandle['view'] | null {
    return this.editor?.view ?? null;
  }

  /** Resolves when the editor has loaded and the latest text is checked. */
  async ready(): Promise<void> {
    while (!this.loaded || this.checkTimer !== undefined || this.checking) {
      await this.settled;
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.settled = this.initialText().then(async (text) => {
      this.textNow = text;
      await this.updateComplete;
      await this.loadEditor();
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.checkTimer);
    this.editor?.destroy();
    this.editor = null;
  }

  /** The text to show first: a shared link's, else the saved one, else the `start` ruleset. */
  private async initialText(): Promise<string> {
    if (this.share) {
      const shared = await rulesFromFragment(location.hash);
      if (shared && 'text' in shared) {
        this.houseRules = shared.options;
        this.fromLink = true;
        this.message = () => msg('These rules came with the link you opened.', { id: 'studio-these-rules-came-with-the-link' });
        return shared.text;
      }
      if (shared) {
        const error = shared.error;
        this.message = () =>
          msg(str`The rules of this link cannot be read (${error}); showing your last text instead.`, {
            id: 'studio-the-rules-of-this-link-cannot',
          });
      }
    }
    const saved = this.persist ? defaultStorage()?.getItem(this.storageKey()) : null;
    if (saved) return saved;
    return (await commentedText(this.start)) ?? '';
  }

  private storageKey(): string {
    return `pomona-rules-editor:${this.persist}`;
  }

  private async loadEditor(): Promise<void> {
    const host = this.renderRoot.querySelector<HTMLElement>('.editor');
    if (!host || !this.shadowRoot) return;
    const { createEditor } = await import('./codemirror.js');
    if (!this.isConnected) return;
    this.editor = createEditor(host, this.shadowRoot, this.textNow, msg('Rules text', { id: 'studio-rules-text' }), {
      keywords: highlightedKeywords(),
      complete: completionsAt,
      reference: (word) => referenceOf(word).map((e) => ({ title: e.title, text: e.detail })),
      changed: (text) => {
        this.textNow = text;
        this.scheduleCheck(CHECK_DELAY);
      },
    });
    this.loaded = true;
    await this.check();
    if (this.fromLink && this.for) await this.applyShared();
  }

  /** Play the rules of the link opened when they check out (they are data: checked, never run); say why not otherwise. */
  private async applyShared(): Promise<void> {
    this.fromLink = false;
    if (!this.ruleset) {
      this.message = () =>
        msg('These rules came with the link you opened, but they have problems (listed below), so they are not played.', {
          id: 'studio-these-rules-came-with-the-link-2',
        });
      return;
    }
    const name = this.ruleset.name;
    if (await this.apply())
      this.message = () =>
        msg(str`These rules came with the link you opened: ${name} is playing beside the editor.`, {
          id: 'studio-these-rules-came-with-the-link-3',
        });
  }

  private scheduleCheck(delay: number): void {
    clearTimeout(this.checkTimer);
    this.checkTimer = setTimeout(() => {
      this.checkTimer = undefined;
      this.settled = this.check();
    }, delay);
  }

  /** Check the text now, update underlines, problems, changes and the saved copy. */
  private async check(): Promise<void> {
    const token = ++this.checkToken;
    const text = this.value;
    this.checking = true;
    const analysis = await analyse(text);
    if (token !== this.checkToken) return;
    this.problems = analysis.problems;
    this.ruleset = analysis.ruleset;
    // The underlines say each problem in the page's language, with a fix named in it too.
    const language = this.locale.language;
    this.editor?.setProblems(
      analysis.problems.map((p) => ({
        ...p,
        message: problemText(p, language),
        fix: p.fix ? { ...p.fix, label: msg(str`Replace with '${p.fix.insert}'`, { id: 'studio-replace-with' }) } : null,
      })),
    );
    this.compared = analysis.ruleset ? await this.comparedOf(analysis.ruleset) : this.compared;
    if (this.persist) defaultStorage()?.setItem(this.storageKey(), text);
    this.checking = false;
    this.dispatchEvent(
      new CustomEvent('pomona-rules-checked', {
        detail: { problems: analysis.problems, valid: analysis.ruleset !== null },
        bubbles: true,
        composed: true,
      }),
    );
  }

  /** A variant beside the ruleset it extends (null for a file that extends nothing). */
  private async comparedOf(ruleset: Ruleset): Promise<{ base: Ruleset; variant: Ruleset } | null> {
    const base = ruleset.files.find((f) => f !== EDITED_FILE);
    const compiled = base ? await compileShipped(base) : null;
    return compiled ? { base: compiled, variant: ruleset } : null;
  }

  private readonly changesSaid = new ChangesSaid();

  /** What the variant changes, said in `language`. */
  private changesIn(language: LanguageTag): readonly VariantChange[] {
    return this.compared ? this.changesSaid.of(this.compared.base, this.compared.variant, factSpeechIn(language)) : [];
  }

  private target(): GameTarget | null {
    if (!this.for) return null;
    const root = this.getRootNode() as Document | ShadowRoot;
    return (root.getElementById?.(this.for) as GameTarget | null) ?? null;
  }

  /** Start a new game with the edited rules on the `for` element; false (with a reason shown) when they are not applied. */
  async apply(): Promise<boolean> {
    await this.ready();
    const chosen = this.ruleset ? chosenOptions(this.ruleset, this.houseRules) : {};
    const applied = applyRules(this.target(), this.for, this.ruleset, this.problems, this.value, chosen);
    this.message = applied.message;
    if (applied.ok) this.dispatchEvent(new CustomEvent('pomona-rules-applied', { detail: applied.detail, bubbles: true, composed: true }));
    return applied.ok;
  }

  /** Load a shipped ruleset into the editor, as written (with its comments). */
  async startFrom(file: string): Promise<void> {
    const text = await commentedText(file);
    if (text === undefined) return;
    this.value = text;
    const name = bundledRulesetInfo(file)?.name ?? file;
    this.message = () => msg(str`Started from ${name}.`, { id: 'studio-started-from' });
  }

  /** A link that opens this page with the current text in the editor (and, with `play-page`, sets the link that plays it). */
  async shareLink(): Promise<string> {
    const options = this.ruleset ? chosenOptions(this.ruleset, this.houseRules) : this.houseRules;
    this.shareUrl = await rulesLink(location.href, this.value, options);
    this.playUrl = this.playPage ? await rulesLink(new URL(this.playPage, location.href).href, this.value, options) : '';
    return this.shareUrl;
  }

  /** The link that opens a table playing the current text (empty without `play-page`, or before "Share link"). */
  get playLink(): string {
    return this.playUrl;
  }

  private chooseOption(name: string, value: number | string | boolean): void {
    this.houseRules = { ...this.houseRules, [name]: value };
  }

  private async openFile(event: Event): Promise<void> {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    this.value = await file.text();
    const name = file.name;
    this.message = () => msg(str`Opened ${name}.`, { id: 'studio-opened' });
    input.value = '';
  }

  private download(): void {
    downloadRules(this.value, this.ruleset?.name ?? 'my-variant');
  }

  private fix(problem: TextProblem): void {
    if (!problem.fix || !this.editor) return;
    this.editor.replace(problem.from, problem.to, problem.fix.insert);
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('start') && changed.get('start') !== undefined) void this.startFrom(this.start);
  }

  override render() {
    const errors = this.problems.filter((p) => p.severity === 'error');
    const language = this.locale.language;
    const status = statusLine(this.loaded, errors.length, this.ruleset ? rulesetNameIn(this.ruleset, language) : null);
    const changes = this.changesIn(language);
    return html`${renderToolbar({
      language,
      startFrom: (file) => void this.startFrom(file),
      openFile: (event) => void this.openFile(event),
      download: () => this.download(),
      shareLink: () => void this.shareLink(),
      apply: this.for ? () => void this.apply() : null,
    })}
      ${this.message ? html`<p class="message" role="status">${this.message()}</p>` : nothing}
      <div class="editor" part="editor"></div>
      <p class="status ${errors.length ? 'error' : ''}" role="status" aria-live="polite">${status}</p>
      ${renderProblems(this.problems, language, {
        goTo: (p) => this.editor?.focusAt(p.from),
        fix: (p) => this.fix(p),
      })}
      ${this.ruleset ? renderOptionChoices(this.ruleset, this.houseRules, (name, value) => this.chooseOption(name, value), language) : nothing}
      ${
        changes.length
          ? html`<section part="changes" aria-labelledby="changes-title">
            <h3 id="changes-title">${msg('What this variant changes', { id: 'studio-what-this-variant-changes' })}</h3>
            <ul class="changes">
              ${changes.map((c) => html`<li>${changeLine(c)}</li>`)}
            </ul>
          </section>`
          : nothing
      }
      ${this.shareUrl ? renderShare(this.playUrl, this.shareUrl) : nothing}`;
  }
}

defineOnce('rules-editor', RulesEditor);

declare global {
  interface HTMLElementTagNameMap {
    'rules-editor': RulesEditor;
  }
}
