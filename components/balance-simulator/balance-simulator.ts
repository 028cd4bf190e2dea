/**
 * `<balance-simulator>`: computer players play many games of one ruleset, or of two variants,
 * on one Web Worker per processor core (progress with the time left, a cancel button, the page
 * never freezes). The results: a summary of each figure with its 95% confidence interval and,
 * for two rulesets, their difference with its interval and whether it is distinguishable from
 * noise (src/core/bots/simulation-statistics.ts says which statistic each figure uses); charts
 * with data tables of final scores, game length, win share by seat and by player type, and the
 * first player's advantage; and CSV downloads. The same seed gives the same games as `pomona simulate`.
 */
// The studio works with rulesets of every shipped family.
import { renderSimulatorForm } from './simulator-form.js';
import { msg, str } from '@lit/localize';
import { LocaleController } from '../core/language/locale.js';
import { diagnosticIn, loadStudioMessages } from '../studio/studio-words.js';
import '../../src/families/index.js';
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { familyDescriptor } from '../../src/core/registry.js';
import { loadRulesetSource, readBundled } from '../../src/core/rules/bundled.js';
import type { Ruleset } from '../../src/core/rules/ruleset.js';
import { defineOnce } from '../core/define.js';
import { panelStyles, themeStyles } from '../core/frame/theme.js';
import type { RulesSource } from './protocol.js';
import type { SimulationResult } from '../../src/core/bots/simulate-games.js';
import { balanceSimulatorStyles } from './balance-simulator-styles.js';
import { WorkerPool } from './worker-pool.js';
import { gamesCsv, summaryCsv } from './csv.js';
import { columnNames, columnTitle, renderResults, timeLeft, whole, type ColumnName } from './results-view.js';

/** The value of `ruleset` or `compare` that stands for the rules given in `rulesText`. */
export const EDITED_RULES = '(edited)';

/** Chart width before the element has measured itself. */
const FIRST_CHART_WIDTH = 320;

/**
 * Simulates many games to show a ruleset's balance.
 * @tagname balance-simulator
 * @fires pomona-simulation-done - a run finished; `detail.results` holds one result per ruleset
 * @csspart form - the settings
 * @csspart progress - the progress bar and cancel button
 * @csspart results - the charts and tables
 * @cssprop --pomona-chart-1 - colour of the first ruleset's bars
 * @cssprop --pomona-chart-2 - colour of the second ruleset's bars
 */
export class BalanceSimulator extends LitElement {
  static override styles = [themeStyles, panelStyles, balanceSimulatorStyles];
  // The studio's messages come with the studio, not in the language's file that game pages fetch.
  private readonly locale = new LocaleController(this, loadStudioMessages);

  static override properties = {
    ruleset: { type: String },
    compare: { type: String },
    rulesText: { attribute: false },
    games: { type: Number },
    seed: { type: String },
    workers: { type: Number },
    players: { state: true },
    seatTypes: { state: true },
    info: { state: true },
    running: { state: true },
    done: { state: true },
    total: { state: true },
    results: { state: true },
    error: { state: true },
    cancelled: { state: true },
    eta: { state: true },
    wallSeconds: { state: true },
    chartWidth: { state: true },
    sameAsStart: { state: true },
  };

  /** The ruleset to simulate: a shipped file name. */
  declare ruleset: string;
  /**
   * A second ruleset to simulate beside the first, or null. Until someone chooses one, it
   * follows `rulesText`: given rules text, the element compares it with `ruleset` (the rules the
   * edit started from).
   */
  declare compare: string | null;
  /** Rules text to offer as "Your edit" (the studio passes the editor's text). */
  declare rulesText: string | null;
  /** Number of games per ruleset. */
  declare games: number;
  /** Seed of the run: the same seed gives the same games as `pomona simulate --seed`. */
  declare seed: string;
  /** Web Workers a run plays on (0, the default: one per processor core, `navigator.hardwareConcurrency`). */
  declare workers: number;
  declare protected players: number;
  declare protected seatTypes: string[];
  declare protected info: Ruleset | null;
  declare protected running: boolean;
  declare protected done: number;
  declare protected total: number;
  /** The last run's results, one per ruleset (null before the first run or after a cancel). */
  declare results: readonly SimulationResult[] | null;
  /** What went wrong, said in the language of the moment it is shown (null: nothing). */
  declare protected error: (() => string) | null;
  /** Whether the last run was cancelled. */
  declare cancelled: boolean;
  /** The time left, said in the language of the moment it is shown (null: not known yet). */
  declare protected eta: (() => string) | null;
  /** Wall-clock seconds of the last run, as the page saw it (workers started, games, results merged). */
  declare wallSeconds: number;
  declare protected chartWidth: number;
  declare protected sameAsStart: boolean;

  private readonly pool = new WorkerPool(() => this.workers);
  /** The run being played (a new object per run: a run that finds another here was cancelled). */
  private currentRun: object | null = null;
  /** Whether someone chose the second ruleset (then rules text no longer chooses it). */
  private compareChosen = false;
  /** The run's labels, fixed when it starts (the form may change while it plays). */
  private runNames: ColumnName[] = [];
  private csvUrls: { summary: string; games: string } | null = null;
  private resizeObserver: ResizeObserver | null = null;

  constructor() {
    super();
    this.ruleset = 'apples.rules';
    this.compare = null;
    this.rulesText = null;
    this.games = 200;
    this.seed = '1';
    this.players = 0;
    this.seatTypes = [];
    this.info = null;
    this.running = false;
    this.done = 0;
    this.total = 0;
    this.results = null;
    this.error = null;
    this.cancelled = false;
    this.workers = 0;
    this.eta = null;
    this.wallSeconds = 0;
    this.chartWidth = FIRST_CHART_WIDTH;
    this.sameAsStart = false;
  }

  /** The player types each seat may have (the registry's computer players of the family). */
  get playerTypes(): string[] {
    return this.info ? Object.keys(familyDescriptor(this.info.family)?.bots ?? {}) : [];
  }

  /** The seats of the next run: one player type per seat. */
  get seats(): string[] {
    return this.seatTypes.slice(0, this.players);
  }

  set seats(types: string[]) {
    this.players = types.length;
    this.seatTypes = [...types];
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('rulesText') && this.rulesText && this.compare === null && !this.compareChosen && this.ruleset !== EDITED_RULES) {
      // Given the edited rules, compare them with the rules they started from.
      this.compare = EDITED_RULES;
    }
    if (changed.has('ruleset') || (changed.has('rulesText') && this.ruleset === EDITED_RULES)) void this.describe();
    if (changed.has('ruleset') || changed.has('rulesText')) void this.compareTexts();
  }

  /** Whether the edited rules are the shipped text they started from, word for word. */
  private async compareTexts(): Promise<void> {
    const text = this.rulesText;
    const shipped = this.ruleset === EDITED_RULES ? undefined : await readBundled(this.ruleset);
    this.sameAsStart = text !== null && shipped !== undefined && shipped.trim() === text.trim();
  }

  private source(value: string): RulesSource {
    return value === EDITED_RULES
      ? { kind: 'text', text: this.rulesText ?? '', entry: 'simulated.rules' }
      : { kind: 'bundled', name: value };
  }

  /** Load the chosen ruleset to know its player range and computer players. */
  private async describe(): Promise<void> {
    const src = this.source(this.ruleset);
    const result = await loadRulesetSource(src);
    if (!result.ok) {
      this.info = null;
      const first = result.diagnostics[0];
      this.error = () =>
        msg(str`These rules cannot be simulated: ${first ? diagnosticIn(first, this.locale.language) : msg('they could not be read')}`, {
          id: 'studio-sim-these-rules-cannot-be-simulated',
        });
      return;
    }
    this.error = null;
    this.info = result.ruleset;
    const { min, max } = result.ruleset.players;
    if (this.players < min || this.players > max) this.players = Math.min(max, Math.max(min, 4));
    const types = this.playerTypes;
    this.seatTypes = Array.from({ length: max }, (_, i) => {
      const kept = this.seatTypes[i];
      return kept !== undefined && types.includes(kept) ? kept : 'random';
    });
  }

  /** Resolves once the chosen ruleset is loaded and the form shows its seats. */
  async ready(): Promise<void> {
    while (!this.info && !this.error) await new Promise((r) => setTimeout(r, 10));
    await this.updateComplete;
  }

  /** Run the games on the workers; resolves with the results, or null when cancelled or failed. */
  async run(): Promise<readonly SimulationResult[] | null> {
    this.cancel();
    const rulesets = [this.source(this.ruleset), ...(this.compare ? [this.source(this.compare)] : [])];
    const current = {};
    this.currentRun = current;
    this.running = true;
    this.cancelled = false;
    this.done = 0;
    this.total = this.games * rulesets.length;
    this.eta = null;
    this.error = null;
    this.setResults(null);
    const start = performance.now();
    try {
      const results = await this.pool.run({ rulesets, seats: this.seats, seed: this.seed, games: this.games }, (progress) => {
        this.done = progress.done;
        this.total = progress.total;
        this.eta = () => timeLeft(progress);
      });
      if (this.currentRun !== current || !results) return null;
      this.currentRun = null;
      this.running = false;
      this.wallSeconds = (performance.now() - start) / 1000;
      this.runNames = columnNames(results, [this.ruleset, this.compare], EDITED_RULES);
      this.setResults(results);
      this.dispatchEvent(new CustomEvent('pomona-simulation-done', { detail: { results }, bubbles: true, composed: true }));
      return results;
    } catch (error) {
      if (this.currentRun === current) {
        this.currentRun = null;
        this.running = false;
        const message = error instanceof Error ? error.message : String(error);
        this.error = () => message;
      }
      return null;
    }
  }

  /** Stop a run at once (every worker is terminated); its partial results are dropped. */
  cancel(): void {
    if (!this.currentRun) return;
    this.currentRun = null;
    this.pool.cancel();
    this.running = false;
    this.error = null;
    this.cancelled = true;
  }

  /** Keep the results and the CSV downloads made of them (the last ones' URLs released). */
  private setResults(results: readonly SimulationResult[] | null): void {
    if (this.csvUrls) {
      URL.revokeObjectURL(this.csvUrls.summary);
      URL.revokeObjectURL(this.csvUrls.games);
    }
    this.csvUrls = null;
    this.results = results;
    if (!results) return;
    const blob = (text: string) => URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
    const names = this.runNames.map(columnTitle);
    this.csvUrls = { summary: blob(summaryCsv(results, names)), games: blob(gamesCsv(results, names)) };
  }

  /** The last results' summary as CSV (what the "Summary (CSV)" link downloads), or '' before any. */
  get summaryCsv(): string {
    return this.results ? summaryCsv(this.results, this.runNames.map(columnTitle)) : '';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (typeof ResizeObserver === 'undefined') return;
    // Charts are drawn at the width they are shown at, so their labels are never scaled down.
    this.resizeObserver = new ResizeObserver((entries) => {
      const width = Math.floor(entries[0]?.contentRect.width ?? 0);
      if (width > 0 && width !== this.chartWidth) this.chartWidth = width;
    });
  }

  protected override updated(): void {
    const figure = this.renderRoot.querySelector('figure.chart');
    if (figure && this.resizeObserver && figure !== this.observed) {
      this.resizeObserver.disconnect();
      this.resizeObserver.observe(figure);
      this.observed = figure;
    }
  }

  private observed: Element | null = null;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.cancel();
    this.pool.dispose();
    this.resizeObserver?.disconnect();
    this.observed = null;
  }

  private submit(event: SubmitEvent): void {
    event.preventDefault();
    const data = new FormData(event.target as HTMLFormElement);
    this.games = Math.max(1, Math.min(100000, Number(data.get('games')) || 1));
    const seed = data.get('seed');
    this.seed = typeof seed === 'string' && seed !== '' ? seed : '1';
    void this.run();
  }

  private renderForm(): TemplateResult {
    return renderSimulatorForm({
      info: this.info,
      rulesText: this.rulesText,
      ruleset: this.ruleset,
      compare: this.compare,
      players: this.players,
      seats: this.seats,
      playerTypes: this.playerTypes,
      games: this.games,
      seed: this.seed,
      running: this.running,
      language: this.locale.language,
      edited: EDITED_RULES,
      chooseRuleset: (ruleset) => (this.ruleset = ruleset),
      chooseCompare: (compare) => {
        this.compareChosen = true;
        this.compare = compare;
      },
      choosePlayers: (players) => (this.players = players),
      chooseSeat: (seat, type) => {
        const next = [...this.seatTypes];
        next[seat] = type;
        this.seatTypes = next;
      },
      submit: (event) => this.submit(event),
      warm: () => this.pool.warm(),
    });
  }

  private renderResults(results: readonly SimulationResult[]): TemplateResult {
    const names =
      this.runNames.length === results.length ? this.runNames : columnNames(results, [this.ruleset, this.compare], EDITED_RULES);
    const { csvUrls, chartWidth, sameAsStart, wallSeconds } = this;
    return renderResults({ results, names, csvUrls, chartWidth, sameAsStart, wallSeconds });
  }

  private status(): string {
    const done = whole(this.done);
    const total = whole(this.total);
    if (this.running)
      return msg(str`${done} of ${total} games played, ${this.eta ? this.eta() : msg('starting')}…`, { id: 'studio-sim-of-games-played' });
    const seconds = this.wallSeconds.toFixed(1);
    if (this.results) return msg(str`Done: ${total} games in ${seconds} s.`, { id: 'studio-sim-done-games-in-s' });
    return this.cancelled ? msg('Cancelled.', { id: 'studio-sim-cancelled' }) : '';
  }

  override render() {
    const progress = this.total ? this.done / this.total : 0;
    return html`${this.renderForm()}
      <div class="progress" part="progress">
        <label for="bar" class="visually-hidden">${msg('Games played', { id: 'studio-sim-games-played' })}</label>
        <progress id="bar" max="1" .value=${progress} aria-valuetext=${msg(str`${this.done} of ${this.total} games`, { id: 'studio-sim-of-games' })}></progress>
        <span role="status" aria-live="polite">${this.status()}</span>
        <button type="button" ?disabled=${!this.running} @click=${() => this.cancel()}>${msg('Cancel', { id: 'studio-sim-cancel' })}</button>
      </div>
      ${this.error ? html`<p class="error" role="alert">${this.error()}</p>` : nothing}
      ${this.results ? this.renderResults(this.results) : nothing}`;
  }
}

defineOnce('balance-simulator', BalanceSimulator);

declare global {
  interface GlobalEventHandlersEventMap {
    'pomona-simulation-done': CustomEvent<{ readonly results: readonly SimulationResult[] }>;
  }
  interface HTMLElementTagNameMap {
    'balance-simulator': BalanceSimulator;
  }
}
