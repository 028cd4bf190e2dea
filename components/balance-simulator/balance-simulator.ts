/**
 * `<balance-simulator>`: computer players play many games of one ruleset, or of two variants,
 * in a Web Worker (progress bar, cancel button, the page never freezes), and the results are
 * drawn as charts with data tables: final scores, game length, win share by seat and by player
 * type, and the first player's advantage. The same seed gives the same numbers as
 * `pomona simulate`.
 */
// The studio works with rulesets of every shipped family.
import '../../src/families/index.js';
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { familyDescriptor } from '../../src/core/registry.js';
import { readBundled } from '../../src/core/rules/bundled.js';
import { shippedRulesetInfos } from '../studio/shipped.js';
import { loadRulesetAsync } from '../../src/core/rules/load.js';
import type { Ruleset } from '../../src/core/rules/ruleset.js';
import { defineOnce } from '../core/define.js';
import { panelStyles, themeStyles } from '../core/theme.js';
import { barChart, histogram } from './charts.js';
import type { RulesSource, RunMessage, WorkerReply } from './protocol.js';
import type { SimulationResult } from '../../src/core/bots/simulate-games.js';
import { itemAt } from '../../src/core/cards/checked.js';
import { balanceSimulatorStyles } from './balance-simulator-styles.js';

/** The value of `ruleset` or `compare` that stands for the rules given in `rulesText`. */
export const EDITED_RULES = '(edited)';
const EDITED = EDITED_RULES;

const percent = (x: number): string => `${(100 * x).toFixed(1)}%`;
const whole = (x: number): string => (Number.isInteger(x) ? x.toLocaleString('en-GB') : x.toFixed(1));

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

  static override properties = {
    ruleset: { type: String },
    compare: { type: String },
    rulesText: { attribute: false },
    games: { type: Number },
    seed: { type: String },
    players: { state: true },
    seatTypes: { state: true },
    info: { state: true },
    running: { state: true },
    done: { state: true },
    total: { state: true },
    results: { state: true },
    error: { state: true },
    cancelled: { state: true },
  };

  /** The ruleset to simulate: a shipped file name. */
  declare ruleset: string;
  /** A second ruleset to simulate beside the first, or null. */
  declare compare: string | null;
  /** Rules text to offer as "the rules in the editor" (the studio passes the editor's text). */
  declare rulesText: string | null;
  /** Number of games per ruleset. */
  declare games: number;
  /** Seed of the run: the same seed gives the same games as `pomona simulate --seed`. */
  declare seed: string;
  declare protected players: number;
  declare protected seatTypes: string[];
  declare protected info: Ruleset | null;
  declare protected running: boolean;
  declare protected done: number;
  declare protected total: number;
  /** The last run's results, one per ruleset (null before the first run or after a cancel). */
  declare results: readonly SimulationResult[] | null;
  declare protected error: string;
  /** Whether the last run was cancelled. */
  declare cancelled: boolean;

  private worker: Worker | null = null;
  private finish: ((results: readonly SimulationResult[] | null) => void) | null = null;

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
    this.error = '';
    this.cancelled = false;
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
    if (changed.has('ruleset') || (changed.has('rulesText') && this.ruleset === EDITED)) void this.describe();
  }

  private source(value: string): RulesSource {
    return value === EDITED ? { text: this.rulesText ?? '' } : { file: value };
  }

  /** Load the chosen ruleset to know its player range and computer players. */
  private async describe(): Promise<void> {
    const src = this.source(this.ruleset);
    const entry = 'file' in src ? src.file : 'simulated.rules';
    const result = await loadRulesetAsync(entry, async (p) => ('text' in src && p === entry ? src.text : readBundled(p)));
    if (!result.ok) {
      this.info = null;
      this.error = `These rules cannot be simulated: ${result.diagnostics[0]?.message ?? 'they could not be read'}`;
      return;
    }
    this.error = '';
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

  /** Run the games in a worker; resolves with the results, or null when cancelled or failed. */
  run(): Promise<readonly SimulationResult[] | null> {
    this.cancel();
    const rulesets = [this.source(this.ruleset), ...(this.compare ? [this.source(this.compare)] : [])];
    const message: RunMessage = { kind: 'run', rulesets, seats: this.seats, games: this.games, seed: this.seed };
    const worker = new Worker(new URL('./simulator.worker.ts', import.meta.url), { type: 'module', name: 'pomona-simulator' });
    this.worker = worker;
    this.running = true;
    this.done = 0;
    this.total = this.games * rulesets.length;
    this.error = '';
    this.results = null;
    const finished = new Promise<readonly SimulationResult[] | null>((resolve) => (this.finish = resolve));
    worker.addEventListener('message', (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      if (reply.kind === 'progress') {
        this.done = reply.done;
        this.total = reply.total;
      } else if (reply.kind === 'done') {
        this.results = reply.results;
        this.stop(reply.results);
        this.dispatchEvent(
          new CustomEvent('pomona-simulation-done', { detail: { results: reply.results }, bubbles: true, composed: true }),
        );
      } else {
        this.error = reply.message;
        this.stop(null);
      }
    });
    worker.addEventListener('error', (event) => {
      this.error = `The simulation stopped: ${event.message || 'the worker could not start'}`;
      this.stop(null);
    });
    worker.postMessage(message);
    return finished;
  }

  /** Stop a run at once (the worker is terminated); its partial results are dropped. */
  cancel(): void {
    if (!this.worker) return;
    this.stop(null);
    this.error = '';
    this.cancelled = true;
  }

  private stop(results: readonly SimulationResult[] | null): void {
    this.worker?.terminate();
    this.worker = null;
    this.running = false;
    this.cancelled = false;
    this.finish?.(results);
    this.finish = null;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.cancel();
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
    const shipped = shippedRulesetInfos();
    const family = this.info?.family;
    const options = (selected: string | null, sameFamily: boolean) => html`${shipped
      .filter((s) => !sameFamily || s.family === family)
      .map((s) => html`<option value=${s.file} ?selected=${s.file === selected}>${s.name}</option>`)}
      ${this.rulesText ? html`<option value=${EDITED} ?selected=${selected === EDITED}>The rules in the editor</option>` : nothing}`;
    const range = this.info?.players;
    return html`<form part="form" @submit=${(e: SubmitEvent) => this.submit(e)}>
      <label
        >Ruleset
        <select name="ruleset" @change=${(e: Event) => (this.ruleset = (e.target as HTMLSelectElement).value)}>${options(this.ruleset, false)}</select>
      </label>
      <label
        >Compare with
        <select name="compare" @change=${(e: Event) => (this.compare = (e.target as HTMLSelectElement).value || null)}>
          <option value="" ?selected=${!this.compare}>nothing (one ruleset)</option>
          ${options(this.compare, true)}
        </select>
      </label>
      <label
        >Players
        <input
          type="number"
          name="players"
          min=${range?.min ?? 1}
          max=${range?.max ?? 1}
          .value=${String(this.players)}
          @change=${(e: Event) => (this.players = Math.min(range?.max ?? 1, Math.max(range?.min ?? 1, Number((e.target as HTMLInputElement).value))))}
        />
      </label>
      <fieldset>
        <legend>Computer players by seat</legend>
        ${this.seats.map(
          (type, i) => html`<label
            >Seat ${i + 1}
            <select
              @change=${(e: Event) => {
                const next = [...this.seatTypes];
                next[i] = (e.target as HTMLSelectElement).value;
                this.seatTypes = next;
              }}
            >
              ${this.playerTypes.map((t) => html`<option value=${t} ?selected=${t === type}>${t}</option>`)}
            </select>
          </label>`,
        )}
      </fieldset>
      <label>Games <input type="number" name="games" min="1" max="100000" .value=${String(this.games)} /></label>
      <label>Seed <input type="text" name="seed" .value=${this.seed} /></label>
      <button type="submit" class="primary" ?disabled=${this.running || !this.info}>Run</button>
    </form>`;
  }

  private renderResults(results: readonly SimulationResult[]): TemplateResult {
    const names = results.map((r, i) =>
      results.length > 1 && results[0]?.ruleset === results[1]?.ruleset ? `${r.ruleset} (${i + 1})` : r.ruleset,
    );
    const scores = histogram(results.map((r) => r.finalScores.flat()));
    const lengths = histogram(results.map((r) => r.lengths));
    const n = results[0]?.seats.length ?? 1;
    const types = [...new Set(results.flatMap((r) => Object.keys(r.winShare)))];
    const fair = { value: 1 / n, label: `fair ${percent(1 / n)}` };
    return html`<section part="results" aria-label="Results">
      <table class="summary">
        <caption>Summary</caption>
        <thead>
          <tr>
            <th scope="col">figure</th>
            ${names.map((name) => html`<th scope="col">${name}</th>`)}
          </tr>
        </thead>
        <tbody>
          <tr><th scope="row">games</th>${results.map((r) => html`<td>${whole(r.games)}</td>`)}</tr>
          <tr><th scope="row">hands per game</th>${results.map((r) => html`<td>${r.meanHandsPerGame.toFixed(2)}</td>`)}</tr>
          <tr><th scope="row">mean hand score</th>${results.map((r) => html`<td>${r.meanHandScore.toFixed(2)}</td>`)}</tr>
          ${types.map((t) => html`<tr><th scope="row">win share, ${t}</th>${results.map((r) => html`<td>${percent(r.winShare[t] ?? 0)}</td>`)}</tr>`)}
          <tr><th scope="row">first player's win share</th>${results.map((r) => html`<td>${percent(r.games ? r.firstPlayerWins / r.games : 0)}</td>`)}</tr>
          <tr><th scope="row">seconds</th>${results.map((r) => html`<td>${r.seconds.toFixed(2)}</td>`)}</tr>
        </tbody>
      </table>
      <div class="charts">
        ${barChart({ id: 'scores', title: 'Final scores', categoryLabel: 'final score', valueLabel: 'players with that score', categories: scores.categories, series: names.map((name, i) => ({ name, values: scores.counts[i] ?? [] })), format: whole })}
        ${barChart({ id: 'lengths', title: 'Game length', categoryLabel: results[0]?.family === 'drafting' ? 'phases' : 'hands or rounds', valueLabel: 'games', categories: lengths.categories, series: names.map((name, i) => ({ name, values: lengths.counts[i] ?? [] })), format: whole })}
        ${barChart({ id: 'seats', title: 'Win share by seat', categoryLabel: 'seat', valueLabel: 'share of games won', categories: Array.from({ length: n }, (_, i) => `${i + 1}`), series: results.map((r, i) => ({ name: itemAt(names, i), values: r.winsBySeat.map((w) => (r.games ? w / r.games : 0)) })), format: percent, reference: fair })}
        ${barChart({ id: 'types', title: 'Win share by player type', categoryLabel: 'player type', valueLabel: 'share of games won per seat', categories: types, series: results.map((r, i) => ({ name: itemAt(names, i), values: types.map((t) => r.winShare[t] ?? 0) })), format: percent, reference: fair })}
        ${barChart({ id: 'first', title: "The first player's advantage", categoryLabel: 'who', valueLabel: 'share of games won', categories: ['first to act'], series: results.map((r, i) => ({ name: itemAt(names, i), values: [r.games ? r.firstPlayerWins / r.games : 0] })), format: percent, reference: fair })}
      </div>
    </section>`;
  }

  override render() {
    const progress = this.total ? this.done / this.total : 0;
    return html`${this.renderForm()}
      <div class="progress" part="progress">
        <label for="bar" class="visually-hidden">Games played</label>
        <progress id="bar" max="1" .value=${progress} aria-valuetext="${this.done} of ${this.total} games"></progress>
        <span role="status" aria-live="polite">${this.running ? `${whole(this.done)} of ${whole(this.total)} games played…` : this.results ? `Done: ${whole(this.total)} games.` : this.cancelled ? 'Cancelled.' : ''}</span>
        <button type="button" ?disabled=${!this.running} @click=${() => this.cancel()}>Cancel</button>
      </div>
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
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
