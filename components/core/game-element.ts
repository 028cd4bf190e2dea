/**
 * What every Pomona game element has in common: the attributes that set up a game, the session
 * wiring (a GameSession controller and a context provider for the element's parts), the public
 * methods, the frame around the table (loading, rule problems, header, house rules, replay bar,
 * score-sheet slot) and its styles. Each concrete element adds its own family's table.
 */
import { LitElement, adoptStyles, css, html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { ContextProvider, type Context } from '@lit/context';
import type { GameEvent, SavedGame } from '../../src/core/game/game.js';
import type { Ruleset } from '../../src/core/rules/ruleset.js';
import type { FamilyBinding } from './family.js';
import { FocusKeeper } from './focus-keeper.js';
import { GameSession } from './game-session.js';
import type { Motion } from './motion.js';
import type * as Panels from './panels.js';
import { chooseOrigin, inlineRules, type RulesetOrigin } from './ruleset-source.js';
import { panelStyles, themeStyles } from './theme.js';

/** What a concrete element tells its base: its family, its context and its defaults. */
export interface GameElementSetup<R extends Ruleset, S, A, V, C> {
  readonly binding: FamilyBinding<R, S, A, V>;
  readonly context: Context<unknown, C | undefined>;
  /** Milliseconds a computer player waits when `bot-delay` is not a number (the element also sets it as the default). */
  readonly botDelay: number;
  /** Prefix of the house-rules form's control ids. */
  readonly formId: string;
}

/** The frame of the table, the same in every game element. */
export const gameElementStyles = css`
  .table {
    background: var(--_pomona-felt);
    color: var(--_pomona-felt-ink);
    border-radius: var(--_pomona-radius);
    padding: 0.6rem;
    display: flex;
    flex-direction: column;
    gap: 0.6rem;
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem 1rem;
    align-items: center;
    justify-content: space-between;
  }
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
  .prompt {
    margin: 0;
    font-weight: 600;
    flex: 1 1 12rem;
  }
  .game-over {
    text-align: center;
  }
  /* On a phone the header is two short lines: the name with the button, then the prompt. */
  @container (max-width: 520px) {
    .table {
      padding: 0.4rem;
      gap: 0.4rem;
    }
    .head {
      gap: 0.2rem 0.6rem;
    }
    h2 {
      font-size: 1rem;
    }
    .prompt {
      order: 3;
      flex: 1 1 100%;
      font-size: 0.95rem;
    }
    .controls button {
      min-height: 36px;
      padding: 0.2em 0.6em;
    }
  }
  .score-area {
    margin-top: 0.6rem;
    /* A long game's score table scrolls inside its panel, never the page sideways. */
    max-width: 100%;
    overflow-x: auto;
  }
  .notice {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem 0.8rem;
    align-items: center;
    justify-content: space-between;
  }
  .notice p {
    margin: 0;
    flex: 1 1 14rem;
  }
`;

/** The base of the game elements (one level: concrete elements extend it directly). */
export abstract class GameElement<R extends Ruleset, S, A, V, C extends { readonly ruleset: R }> extends LitElement {
  static override styles = [themeStyles, panelStyles, gameElementStyles];

  static override properties: PropertyDeclarations = {
    ruleset: { type: String },
    seats: { type: String },
    seed: { type: String },
    botDelay: { type: Number, attribute: 'bot-delay' },
    persist: { type: String },
    options: { attribute: 'options' },
    names: { type: String },
    houseRulesOpen: { state: true },
    pendingSetup: { state: true },
  };

  /** The rules: a URL of a `.rules` file, a bundled ruleset's name, or rules text (several lines). */
  declare ruleset: string | null;
  /** Who sits where: one entry per seat, `you` for a person at this screen or a computer player's name. */
  declare seats: string | null;
  /** Seed of the game; the same seed and moves give the same game. Random when absent. */
  declare seed: string | null;
  /** Milliseconds a computer player waits before acting (0 in tests). */
  declare botDelay: number;
  /** A storage key: the game is saved after every action and resumed after a reload. */
  declare persist: string | null;
  /**
   * House rules: an object (`{ winning_score: 250 }`), or its string form `name=value, ...` or JSON.
   * A value the rules refuse is shown on the element and fires `pomona-setup-error`.
   */
  declare options: string | Readonly<Record<string, unknown>> | null;
  /** Seat names, comma-separated (shown as text). */
  declare names: string | null;
  declare protected houseRulesOpen: boolean;
  /** Settings changed during a game that take effect in the next game. */
  declare protected pendingSetup: boolean;
  private pendingRules = false;
  /** The house-rules form and the replay bar (panels.ts), once imported: the first paint needs neither. */
  private panels: typeof Panels | null = null;
  private panelsLoading: Promise<void> | null = null;

  protected readonly session: GameSession<R, S, A, V>;
  protected readonly provider: ContextProvider<Context<unknown, C | undefined>>;
  private readonly setup: GameElementSetup<R, S, A, V, C>;
  /** Keeps keyboard focus on the table after every action. */
  protected readonly focusKeeper: FocusKeeper;
  /**
   * The table's motion, started from the engine's events (see `eventsApplied`). Its code is
   * imported after the first paint, like the computer players (the first paint shows nothing
   * moving), so it is null until then and nothing moves before it arrives.
   */
  protected motion: Motion | null = null;
  private motionLoading: Promise<void> | null = null;
  /**
   * Whether the motion's import has ended (or failed: the table then plays without motion). A
   * paced table waits for it before its first automatic step, so the first deal is seen arriving.
   */
  private motionArrived = false;

  constructor(setup: GameElementSetup<R, S, A, V, C>) {
    super();
    this.setup = setup;
    this.session = new GameSession(
      this,
      setup.binding,
      () => ({
        seats: this.seats,
        seed: this.seed,
        botDelay: Number.isFinite(this.botDelay) ? this.botDelay : setup.botDelay,
        persist: this.persist,
        options: this.options,
        names: this.names,
        settling: () => (this.motion ? this.motion.remaining() : this.motionArrived ? 0 : null),
      }),
      (action, events) => this.eventsApplied(action, events),
    );
    this.provider = new ContextProvider(this, { context: setup.context });
    this.focusKeeper = new FocusKeeper(this, () => this.shadowRoot?.querySelector<HTMLElement>('[part="prompt"]') ?? null);
    this.ruleset = null;
    this.seats = null;
    this.seed = null;
    this.persist = null;
    this.options = null;
    this.names = null;
    this.houseRulesOpen = false;
    this.pendingSetup = false;
  }

  /** The family of rulesets this element plays ("trick-taking", "drafting", "judging"). */
  get family(): R['family'] {
    return this.setup.binding.family;
  }

  /** Every action applied so far, chance actions included. */
  get actionLog(): readonly A[] {
    return this.session.state ? this.setup.binding.engine.log(this.session.state) : [];
  }

  /** The view of the seat at the screen. */
  get view(): V | null {
    const state = this.session.shownState;
    return state ? this.setup.binding.engine.view(state, this.session.viewer) : null;
  }

  /** Start a new game now, with the given house rules (or those of the `options` attribute). */
  newGame(options?: Readonly<Record<string, unknown>>): void {
    this.houseRulesOpen = false;
    if (this.pendingSetup && !options) return this.applyPending();
    this.motion?.settle();
    this.resetTable();
    this.session.newGame(options);
  }

  /** The game as JSON-ready data (setup, house rules, action log), to save or share as a replay. */
  exportGame(): SavedGame<A> | null {
    return this.session.exportGame();
  }

  /** Watch a saved game step by step; a reason if it does not fit these rules. */
  loadReplay(saved: unknown): { ok: true } | { ok: false; reason: string } {
    this.motion?.settle();
    return this.session.openReplay(saved);
  }

  /** Leave the replay viewer and return to the live game. */
  closeReplay(): void {
    this.session.closeReplay();
  }

  /** What the table provides to its parts now, or undefined while there is no game to show. */
  protected abstract contextValue(): C | undefined;

  /** What the table waits for (the replay position is said by the base). */
  protected abstract prompt(ctx: C): string;

  /** The family's table, between the replay bar and the live region. */
  protected abstract renderTable(ctx: C): unknown;

  /** The built-in score sheet, shown unless the page slots its own. */
  protected abstract renderScoreSheet(): TemplateResult;

  /** Clear the element's own per-game state when a new game starts. */
  protected resetTable(): void {}

  /**
   * An action was applied in the live game, with the engine's events: the element starts its
   * motion here (it measures where things are now, before the table is drawn again). Replays and
   * resumed games apply no actions, so nothing moves there.
   */
  protected eventsApplied(_action: A, _events: readonly GameEvent[]): void {}

  /**
   * Import the element's own motion code for `motion` (the shared motion.ts, which the base has
   * imported); called once, after the first paint. Elements with motion of their own override it.
   */
  protected async loadMotion(_motion: Motion): Promise<void> {}

  /** Whether a change of these properties means the rules must be loaded again. */
  protected rulesChanged(changed: PropertyValues<this>): boolean {
    return changed.has('ruleset');
  }

  /** Where the rules come from: the `ruleset` attribute, an inline script, or the bundled default. */
  protected origin(): RulesetOrigin {
    const text = this.ruleset && this.ruleset.includes('\n') ? this.ruleset : undefined;
    const url = text === undefined ? this.ruleset : null;
    return chooseOrigin(text, inlineRules(this), url, this.setup.binding.defaultRuleset);
  }

  /** Load the rules (and resume or start a game; `fresh` starts a new one). */
  protected loadRules(fresh = false): void {
    void this.session.load(this.origin(), fresh);
  }

  /**
   * One rule for every element and every setting (`ruleset`, `options`, `seats`, `names`, decks):
   * a change applies at once while nobody at the screen has acted in the current game (it starts
   * again with the new settings); after that it takes effect in the next game, and the table says
   * so with a button to start that game now. A game in progress is never thrown away unasked.
   */
  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.hasUpdated) this.loadRules();
    else {
      const rules = this.rulesChanged(changed);
      const setup = changed.has('options') || changed.has('seats') || changed.has('names');
      if (rules || setup) {
        if (this.session.status.kind === 'ready' && this.session.personHasActed()) {
          this.pendingRules ||= rules;
          this.pendingSetup = true;
        } else if (rules) this.loadRules(true);
        else this.session.newGame();
      }
    }
    this.provider.setValue(this.contextValue());
  }

  /** Start the next game now with the settings changed during this one. */
  protected applyPending(): void {
    const rules = this.pendingRules;
    this.pendingRules = false;
    this.pendingSetup = false;
    this.motion?.settle();
    this.resetTable();
    if (rules) this.loadRules(true);
    else this.session.newGame();
  }

  /** Apply the viewer's action; a refusal is announced (and returned). */
  protected play(action: A): boolean {
    const error = this.session.act(action);
    if (error) this.session.say(error.message);
    this.requestUpdate();
    return !error;
  }

  /** Show the house-rules form for a new game. */
  protected openHouseRules(): void {
    this.houseRulesOpen = true;
  }

  override render() {
    const status = this.session.status;
    const live = html`<div class="visually-hidden" role="status" aria-live="polite">${this.session.announcement}</div>`;
    const notice =
      status.kind === 'loading'
        ? html`<p class="prompt" part="prompt">Loading the rules…</p>`
        : status.kind === 'rules-error'
          ? this.withPanels((panels) => panels.renderDiagnostics(status.formatted))
          : status.kind === 'setup-error'
            ? html`<div class="panel" role="alert" part="diagnostics">The game could not start: ${status.message}.</div>`
            : null;
    if (notice) return html`<div class="table" part="table">${notice}</div>`;
    const ctx = this.provider.value;
    if (!ctx) return live;
    const replay = this.session.replay;
    return html`<div class="table" part="table" data-ready>
        <div class="head" part="header">
          <h2>${ctx.ruleset.name}</h2>
          <p class="prompt" part="prompt" tabindex="-1">${replay ? this.replayPrompt(replay.index, replay.saved.log.length) : this.prompt(ctx)}</p>
          <div class="controls" part="controls">${replay ? nothing : html`<button @click=${() => this.openHouseRules()}>New game…</button>`}</div>
        </div>
        ${this.renderNotices()}
        ${this.renderPanels(ctx)}
        ${this.renderTable(ctx)}
        ${live}
      </div>
      <div class="score-area"><slot name="score-sheet">${this.renderScoreSheet()}</slot></div>`;
  }

  /** `render` with the panels, or nothing while they are imported (an update follows). */
  private withPanels(render: (panels: typeof Panels) => unknown) {
    if (this.panels) return render(this.panels);
    void this.loadPanels();
    return nothing;
  }

  /** Whether something on screen needs the panels: an open one, or the problems of the rules. */
  private get panelsShown(): boolean {
    return this.houseRulesOpen || this.session.replay !== null || this.session.status.kind === 'rules-error';
  }

  /** The house-rules form and the replay bar when open. */
  private renderPanels(ctx: C) {
    const replay = this.session.replay;
    if (!this.houseRulesOpen && !replay) return nothing;
    return this.withPanels(
      (panels) => html`${
        this.houseRulesOpen
          ? panels.renderHouseRules(
              this.setup.formId,
              ctx.ruleset.options,
              this.session.options,
              (e) => this.startFromForm(e),
              () => (this.houseRulesOpen = false),
            )
          : nothing
      }
      ${panels.renderReplayBar(replay, this.setup.binding.replayUnits, {
        seek: (i) => panels.seekReplay(this.session, i),
        step: (unit, direction) => panels.replayStep(this.session, unit, direction),
        play: (playing, speed) => panels.playReplay(this.session, playing, speed),
        close: () => this.closeReplay(),
      })}`,
    );
  }

  /** Import the panels once, adopt their styles beside the element's own, and render again if one waits for them. */
  private loadPanels(): Promise<void> {
    this.panelsLoading ??= import('./panels.js').then((panels) => {
      this.panels = panels;
      const root = this.renderRoot;
      if (root instanceof ShadowRoot) adoptStyles(root, [...(this.constructor as typeof LitElement).elementStyles, ...panels.panelsStyles]);
      // Fetched ahead while idle, they change nothing on screen: no update (it would disturb the keyboard focus).
      if (this.panelsShown) this.requestUpdate();
    });
    return this.panelsLoading;
  }

  /** Once the table shows, the panels are fetched when the page is idle, so opening one is immediate. */
  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (this.session.status.kind !== 'ready') return;
    // The motion code follows the first paint at once (a card played next should move).
    this.motionLoading ??= import('./motion.js')
      .then(async (module) => {
        const motion = new module.Motion();
        await this.loadMotion(motion);
        this.motion = motion;
      })
      .catch(() => undefined) // Without its code the table still plays; it just does not move.
      .finally(() => {
        this.motionArrived = true;
        this.requestUpdate();
      });
    if (this.panelsLoading) return;
    const load = () => void this.loadPanels().catch(() => (this.panelsLoading = null));
    if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 2000 });
    else setTimeout(load, 200);
  }

  /**
   * `updateComplete` also waits for the rules while they load (a shipped ruleset is a small chunk
   * of its own) and for the panels while one is shown, so what it resolves to is on screen.
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    let result = await super.getUpdateComplete();
    while (this.session.loading) {
      await this.session.loading;
      result = await super.getUpdateComplete();
    }
    while (this.panelsShown && !this.panels) {
      await this.loadPanels();
      result = await super.getUpdateComplete();
    }
    if (this.motionLoading && !this.motion) await this.motionLoading;
    return result;
  }

  /** The replay's position in the prompt. */
  protected replayPrompt(index: number, length: number): string {
    return `Replay: action ${index} of ${length}.`;
  }

  /** Messages that stay until dismissed: a save set aside; settings waiting for the next game. */
  private renderNotices() {
    const notice = this.session.notice;
    return html`${
      notice
        ? html`<div class="panel notice" role="alert" part="notice">
          <p>${notice}</p>
          <button @click=${() => this.dismissNotice()}>Dismiss</button>
        </div>`
        : nothing
    }
    ${
      this.pendingSetup && !this.session.replay
        ? html`<div class="panel notice" role="status" part="notice">
          <p>The changed settings take effect in the next game.</p>
          <button @click=${() => this.applyPending()}>Start the next game now</button>
        </div>`
        : nothing
    }`;
  }

  private dismissNotice(): void {
    this.session.notice = null;
    this.requestUpdate();
    this.shadowRoot?.querySelector<HTMLElement>('[part="prompt"]')?.focus();
  }

  private startFromForm(event: SubmitEvent): void {
    event.preventDefault();
    const ruleset = this.session.ruleset;
    if (ruleset && this.panels) this.newGame(this.panels.readHouseRules(event.target as HTMLFormElement, ruleset.options));
  }
}
