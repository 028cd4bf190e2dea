/**
 * `<score-explainer>`: a teacher builds a position by clicking cards (with the picker of the
 * ruleset's family: a winnings pile and target, an orchard...) and the element shows how the ruleset scores it, step by step,
 * from the engines' own explanations. `compare` puts a second ruleset beside the first on the
 * same cards; `classroom` sets large type and reveals one step at a time; `share` keeps the
 * position (and both rulesets) in the page address.
 */
// The studio works with rulesets of every shipped family.
import '../../src/families/index.js';
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { msg, str } from '@lit/localize';
import { LocaleController } from '../core/language/locale.js';
import type { LanguageTag } from '../../src/core/i18n/languages.js';
import type { Diagnostic } from '../../src/core/rules/diagnostic.js';
import { diagnosticIn, loadStudioMessages, positionNotationIn, rulesetNameIn, saidIn } from '../studio/studio-words.js';
import type { Said } from '../../src/core/i18n/diagnostics.js';
import { languageSpeech, loadLanguageSpeech } from '../core/language/language-shelf.js';
import { markNotation, withNotation } from '../core/language/notation-text.js';
import { rulesetTexts } from '../../src/core/rules/ruleset-texts.js';
import { loadRulesetSource, sourceEntry, type RulesetSource } from '../../src/core/rules/bundled.js';
import type { Ruleset } from '../../src/core/rules/ruleset.js';
import { defineOnce } from '../core/define.js';
import { positionPickers } from '../games.js';
import type { PositionPicker, PositionPickerHost } from './position-picker.js';
import { panelStyles, themeStyles } from '../core/frame/theme.js';
import { decodePayload, encodePayload, fragmentValue, withFragment } from '../studio/share-link.js';
import { compactRules, readRulesPayload } from '../studio/shared-rules.js';
import { explainPosition, readPosition, type Derivation, type Position } from './derivation.js';
import { totalSum } from '../../src/core/rules/derivation.js';
import type { RuleSource } from '../../src/core/rules/derivation.js';
import { familyDescriptor } from '../../src/core/registry.js';
import { scoreExplainerStyles } from './score-explainer-styles.js';

/** A loaded ruleset, or why it could not be loaded (its first error, or the file that could not be read). */
type Loaded =
  { readonly ok: true; readonly ruleset: Ruleset } | { readonly ok: false; readonly error: Diagnostic | null; readonly entry: string };

/** Whether a `ruleset`/`compare` value is rules text (several lines) rather than a shipped file's name. */
function isRulesText(source: string): boolean {
  return source.includes('\n');
}

/** Load a shipped ruleset by file name, or rules text (several lines). */
async function loadRules(source: string): Promise<Loaded> {
  const from: RulesetSource = isRulesText(source)
    ? { kind: 'text', text: source, entry: 'explained.rules' }
    : { kind: 'bundled', name: source };
  const entry = sourceEntry(from);
  const result = await loadRulesetSource(from);
  if (result.ok) return { ok: true, ruleset: result.ruleset };
  return { ok: false, error: result.diagnostics.find((d) => d.severity === 'error') ?? null, entry };
}

/** Why a ruleset could not be loaded, in `language`: its first error at its place. */
function whyNotLoaded(loaded: Extract<Loaded, { ok: false }>, language: LanguageTag): string {
  const d = loaded.error;
  if (!d) return msg(str`cannot read the ruleset "${loaded.entry}"`, { id: 'studio-cannot-read-the-ruleset' });
  return `${d.file}:${d.line}:${d.column}: ${diagnosticIn(d, language)}`;
}

/**
 * Explains a score step by step.
 * @tagname score-explainer
 * @fires pomona-position-change - the teacher changed the cards; `detail.position` is the new position
 * @csspart picker - the cards to click
 * @csspart derivation - one ruleset's derivation (two with `compare`)
 * @cssprop --pomona-explainer-size - font size of the derivation (classroom mode makes it large)
 */
export class ScoreExplainer extends LitElement {
  static override styles = [themeStyles, panelStyles, scoreExplainerStyles];
  // The studio's messages come with the studio, not in the language's file that game pages fetch.
  // With the families' sentences and card words, in which the derivations are said.
  private readonly locale = new LocaleController(this, async (language) => {
    const [messages, speech] = await Promise.all([loadStudioMessages(language), loadLanguageSpeech(language)]);
    return messages || speech;
  });

  static override properties = {
    ruleset: { type: String },
    compare: { type: String },
    classroom: { type: Boolean, reflect: true },
    share: { type: Boolean },
    position: { attribute: false },
    revealed: { state: true },
    mode: { state: true },
    loaded: { state: true },
    typed: { state: true },
    typedProblem: { state: true },
  };

  /** The ruleset that scores: a shipped file name or rules text. */
  declare ruleset: string;
  /** A second ruleset scored on the same cards, shown beside the first (a house rule). */
  declare compare: string | null;
  /** Large type for a projector, and "Next step" reveals the derivation one step at a time. */
  declare classroom: boolean;
  /** Keep the position and rulesets in the page address (`#position=...`), and read them from it. */
  declare share: boolean;
  /** The cards on show. */
  declare position: Position;
  declare protected revealed: number;
  declare protected mode: string;
  /** The picker of the first ruleset's family, once loaded. */
  private picker: PositionPicker | null = null;
  declare protected loaded: readonly Loaded[];
  /** The cards as last typed in the text box. */
  declare protected typed: string;
  /** Why the typed cards are not a position, or ''. */
  /** Why the typed position cannot be read, said in the page's language when it is shown. */
  declare protected typedProblem: Said | string;

  private loadToken = 0;
  private readTheLink = false;

  constructor() {
    super();
    this.ruleset = 'apples.rules';
    this.compare = null;
    this.classroom = false;
    this.share = false;
    this.position = {};
    this.revealed = 1;
    this.mode = '';
    this.loaded = [];
    this.typed = '';
    this.typedProblem = '';
  }

  /** The derivations on show (one per ruleset), once the rulesets are loaded. */
  get derivations(): Derivation[] {
    const language = this.locale.language;
    const loaded = languageSpeech(language);
    const speech = loaded ? { language, ...loaded, code: markNotation } : undefined;
    return this.loaded.flatMap((l) => (l.ok ? [explainPosition(l.ruleset, this.position, speech)] : []));
  }

  /** Resolves when the rulesets are loaded and rendered. */
  async ready(): Promise<void> {
    while (this.loaded.length === 0 || this.loadToken !== this.loadedToken) await new Promise((r) => setTimeout(r, 10));
    await this.updateComplete;
  }

  private loadedToken = -1;

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.share && !this.readTheLink) {
      this.readTheLink = true;
      void this.readLink();
    }
  }

  /** Take the position and rulesets from the page address. */
  private async readLink(): Promise<void> {
    const encoded = fragmentValue(location.hash, 'position');
    if (!encoded) return;
    const payload = (await decodePayload(encoded)) as {
      ruleset?: unknown;
      compare?: unknown;
      compared?: unknown;
      position?: unknown;
    } | null;
    if (!payload || typeof payload !== 'object') return;
    const position = readPosition(payload.position);
    if (typeof payload.ruleset === 'string') this.ruleset = payload.ruleset;
    if (typeof payload.compare === 'string') this.compare = payload.compare;
    // Compared rules text travels compact (a shipped file and edits), as the editor's links do.
    const compared = payload.compared === undefined ? null : await readRulesPayload(payload.compared);
    if (compared && 'text' in compared) this.compare = compared.text;
    if (position) this.position = position;
  }

  /** A link to this page showing the same position and rulesets. */
  async shareLink(): Promise<string> {
    const compare = this.compare;
    const rules = compare !== null && isRulesText(compare) ? { compared: await compactRules(compare) } : { compare };
    const encoded = await encodePayload({ ruleset: this.ruleset, ...rules, position: this.position });
    return withFragment(location.href, 'position', encoded);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('ruleset') || changed.has('compare')) void this.load();
    if (changed.has('position')) this.revealed = Math.min(this.revealed, 1);
  }

  private async load(): Promise<void> {
    const token = ++this.loadToken;
    const sources = [this.ruleset, ...(this.compare ? [this.compare] : [])];
    const loaded = await Promise.all(sources.map(loadRules));
    const first = loaded[0];
    // The family's own picker of cards, from the element map (null for a family that scores no position).
    const load = first?.ok ? positionPickers[first.ruleset.family] : undefined;
    const picker = load ? (await load()).positionPicker : null;
    if (token !== this.loadToken) return;
    this.picker = picker;
    this.loaded = loaded;
    this.loadedToken = token;
  }

  /** What the family's picker may read and change. */
  private pickerHost(): PositionPickerHost {
    return {
      position: this.position,
      setPosition: (position) => this.setPosition(position),
      rulesets: this.loaded.flatMap((l) => (l.ok ? [l.ruleset] : [])),
      mode: this.mode,
      setMode: (mode) => (this.mode = mode),
    };
  }

  private setPosition(position: Position): void {
    this.position = position;
    // With `share`, the address follows the teacher's clicks, so copying it shares the position.
    if (this.share) void this.shareLink().then((href) => history.replaceState(history.state, '', new URL(href).hash));
    this.dispatchEvent(new CustomEvent('pomona-position-change', { detail: { position }, bubbles: true, composed: true }));
  }

  /** Where a column's rules come from, in words: the shipped file, or the text given (the editor's). */
  private sourceOf(index: number): string {
    const source = index === 0 ? this.ruleset : (this.compare ?? '');
    if (!isRulesText(source)) return msg(str`shipped file ${source}`, { id: 'studio-shipped-file' });
    return index === 0 ? msg('the rules text given', { id: 'studio-the-rules-text-given' }) : msg('your edit', { id: 'studio-your-edit' });
  }

  /** Where a column's rules come from, as a sentence names it: "the shipped file apples.rules". */
  private sourceInSentence(index: number): string {
    const source = index === 0 ? this.ruleset : (this.compare ?? '');
    if (!isRulesText(source)) return msg(str`the shipped file ${source}`, { id: 'studio-the-shipped-file' });
    return index === 0 ? msg('the rules text given', { id: 'studio-the-rules-text-given' }) : msg('your edit', { id: 'studio-your-edit' });
  }

  /** The file the column's rules are read as (its lines are "line N"; other files' are "line N of FILE"). */
  private entryOf(index: number): string {
    const source = index === 0 ? this.ruleset : (this.compare ?? '');
    return isRulesText(source) ? 'explained.rules' : source;
  }

  /** Where a step's points come from: "from line 46: `group of 2 = value` and line 43: `A: 15`". */
  private renderFrom(from: readonly RuleSource[] | undefined, entry: string): TemplateResult | typeof nothing {
    if (!from || from.length === 0) return nothing;
    // "from line 46: `group of 2 = value` and line 43: `A: 15`", the rules' own text as code.
    const sources = from.map(
      (s, i) =>
        html`${i > 0 ? msg(' and ', { id: 'studio-and' }) : ''}${s.file === entry ? msg(str`line ${s.line}`, { id: 'studio-line' }) : msg(str`line ${s.line} of ${s.file}`, { id: 'studio-line-of' })}: <code>${s.text}</code>`,
    );
    // A word before the sources in every language: a catalogue holds text only (a language's file imports nothing).
    return html`<div class="step-source">${msg('from', { id: 'studio-from' })} ${sources}</div>`;
  }

  /** Read the typed cards with the family's notation, and show them when they are a position. */
  private readTyped(event: Event): void {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const text = (form.elements.namedItem('cards') as HTMLInputElement).value;
    this.typed = text;
    const first = this.loaded[0];
    if (!first?.ok) return;
    const read = familyDescriptor(first.ruleset.family)?.positionFromText?.(first.ruleset, text);
    if (!read) return;
    if (!read.ok) {
      this.typedProblem = read.said ?? read.message;
      return;
    }
    this.typedProblem = '';
    this.setPosition(read.position);
  }

  /** The text box for a position typed in the family's notation (for families that have one). */
  private renderTyping(ruleset: Ruleset): TemplateResult | typeof nothing {
    const family = familyDescriptor(ruleset.family);
    if (!family?.positionFromText) return nothing;
    const problem = typeof this.typedProblem === 'string' ? this.typedProblem : saidIn(this.typedProblem, this.locale.language);
    return html`<form class="typed row" part="typed" @submit=${(e: Event) => this.readTyped(e)}>
      <label for="typed-cards">${msg(str`Or type the cards (${positionNotationIn(family, this.locale.language)})`, { id: 'studio-or-type-the-cards' })}</label>
      <input
        id="typed-cards"
        name="cards"
        .value=${this.typed}
        autocomplete="off"
        spellcheck="false"
        aria-describedby=${this.typedProblem ? 'typed-problem' : nothing}
        aria-invalid=${this.typedProblem ? 'true' : 'false'}
      />
      <button type="submit">${msg('Show these cards', { id: 'studio-show-these-cards' })}</button>
      ${problem ? html`<p id="typed-problem" class="broken" role="alert">${problem}</p>` : nothing}
    </form>`;
  }

  private renderDerivation(d: Derivation, index: number): TemplateResult {
    const steps = this.classroom ? d.steps.slice(0, this.revealed) : d.steps;
    const all = !this.classroom || this.revealed >= d.steps.length;
    return html`<section class="derivation panel" part="derivation" aria-labelledby="d${index}">
      <h3 id="d${index}">${this.nameOf(d, index)} <span class="column-source">(${this.sourceOf(index)})</span></h3>
      ${
        d.error
          ? html`<p class="broken">${d.error}</p>`
          : html`${d.steps.length === 0 ? html`<p>${msg('No cards yet: the score is 0.', { id: 'studio-no-cards-yet-the-score-is' })}</p>` : nothing}
            <ol class="steps">
              ${steps.map(
                (s) => html`<li>
                  <strong>${this.stepTitle(s.title, index)}</strong>: <span class="step-text">${withNotation(s.text)}</span>
                  ${this.renderFrom(s.from, this.entryOf(index))}
                  <div class="step-cards">${s.cards.join(', ')}</div>
                </li>`,
              )}
            </ol>
            ${all ? html`<p class="total">${msg(str`Total: ${totalSum(d)}`, { id: 'studio-total' })}</p>` : nothing}
            ${
              d.broken.length
                ? html`<div class="broken" role="alert">
                  <p>${d.broken.length === 1 ? msg('This position breaks a placing rule:', { id: 'studio-this-position-breaks-a-placing-rule' }) : msg(str`This position breaks ${d.broken.length} placing rules:`, { id: 'studio-this-position-breaks-placing-rules' })}</p>
                  <ul>
                    ${d.broken.map((b) => html`<li>${withNotation(b)}</li>`)}
                  </ul>
                </div>`
                : nothing
            }`
      }
    </section>`;
  }

  /** A column's ruleset by its name in the page's language. */
  private nameOf(d: Derivation, index: number): string {
    const loaded = this.loaded[index];
    return loaded?.ok ? rulesetNameIn(loaded.ruleset, this.locale.language) : d.ruleset;
  }

  /** A step's title: a batch's name in the page's language when the rules give one (Orchard's batches). */
  private stepTitle(title: string, index: number): string {
    const loaded = this.loaded[index];
    return loaded?.ok ? rulesetTexts(loaded.ruleset, [this.locale.language]).batch(title) : title;
  }

  /** A column's name for the comparison sentence: "Your edit", or the ruleset's name when the names tell them apart. */
  private columnName(d: Derivation, index: number): string {
    const other = this.derivations[1 - index];
    if (index === 1 && isRulesText(this.compare ?? ''))
      return other?.ruleset === d.ruleset
        ? msg('Your edit', { id: 'studio-your-edit-2' })
        : msg(str`Your edit (${this.nameOf(d, index)})`, { id: 'studio-your-edit-3' });
    return other?.ruleset === d.ruleset ? this.sourceInSentence(index) : this.nameOf(d, index);
  }

  /** "Your edit gives 35 where Apples gives 25 (+10)." */
  private difference(a: Derivation, b: Derivation): string {
    const second = this.columnName(b, 1);
    const first = this.columnName(a, 0);
    const change = `${b.total > a.total ? '+' : '−'}${Math.abs(b.total - a.total)}`;
    return msg(str`${second} gives ${b.total} where ${first} gives ${a.total} (${change}).`, { id: 'studio-gives-where-gives' });
  }

  override render() {
    const first = this.loaded[0];
    const language = this.locale.language;
    if (!first) return html`<p role="status">${msg('Loading the rules…', { id: 'studio-loading-the-rules' })}</p>`;
    if (!first.ok)
      return html`<p class="broken" role="alert">${msg(str`These rules could not be loaded: ${whyNotLoaded(first, language)}`, { id: 'studio-these-rules-could-not-be-loaded' })}</p>`;
    const ruleset = first.ruleset;
    const picker = this.picker ? this.picker(this.pickerHost(), ruleset) : nothing;
    const derivations = this.derivations;
    const longest = Math.max(0, ...derivations.map((d) => d.steps.length));
    const [a, b] = derivations;
    const second = this.loaded[1];
    const failedCompare = second && !second.ok ? whyNotLoaded(second, language) : null;
    return html`${picker} ${this.renderTyping(ruleset)}
      ${
        this.classroom
          ? html`<div class="row">
            <button class="next" ?disabled=${this.revealed >= longest} @click=${() => (this.revealed += 1)}>${msg('Next step', { id: 'studio-next-step' })}</button>
            <button @click=${() => (this.revealed = longest)}>${msg('Show all', { id: 'studio-show-all' })}</button>
            <button @click=${() => (this.revealed = 1)}>${msg('Start again', { id: 'studio-start-again' })}</button>
            <span role="status">${this.revealed >= longest ? msg('All steps shown.', { id: 'studio-all-steps-shown' }) : msg(str`Step ${this.revealed} of ${longest}.`, { id: 'studio-step-of' })}</span>
          </div>`
          : nothing
      }
      <div class="columns">${derivations.map((d, i) => this.renderDerivation(d, i))}</div>
      ${failedCompare ? html`<p class="broken" role="alert">${msg(str`The second ruleset could not be loaded: ${failedCompare}`, { id: 'studio-the-second-ruleset-could-not-be' })}</p>` : nothing}
      ${
        a && b && !a.error && !b.error && (!this.classroom || this.revealed >= longest)
          ? html`<p class="difference" role="status">
            ${a.total === b.total ? msg(str`Both rulesets give ${a.total}.`, { id: 'studio-both-rulesets-give' }) : this.difference(a, b)}
          </p>`
          : nothing
      }`;
  }
}

defineOnce('score-explainer', ScoreExplainer);

declare global {
  interface GlobalEventHandlersEventMap {
    'pomona-position-change': CustomEvent<{ readonly position: Position }>;
  }
  interface HTMLElementTagNameMap {
    'score-explainer': ScoreExplainer;
  }
}
