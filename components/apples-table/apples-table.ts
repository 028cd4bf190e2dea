import { LitElement, css, html, nothing, type PropertyDeclarations, type PropertyValues } from 'lit';
import { ContextProvider } from '@lit/context';
import { PlayingCards } from '../../src/cards/playing.js';
import type { SavedGame } from '../../src/engine/game.js';
import type { TrickAction, TrickPlayerAction, TrickState, TrickView } from '../../src/engine/trick/index.js';
import type { TrickRuleset } from '../../src/rules/ruleset.js';
import { defineOnce } from '../shared/define.js';
import { diagnosticsStyles, renderDiagnostics } from '../shared/diagnostics.js';
import { GameSession } from '../shared/game-session.js';
import { houseRulesStyles, readHouseRules, renderHouseRules } from '../shared/house-rules.js';
import { chooseOrigin, inlineRules } from '../shared/ruleset-source.js';
import { panelStyles, themeStyles } from '../shared/theme.js';
import { applesTableContext, type ApplesTableContext } from './context.js';
import { trickBinding } from './trick-binding.js';
import './apples-bidding.js';
import './apples-hand.js';
import './apples-score-sheet.js';
import './apples-trick.js';

/**
 * Apples, the trick-taking game, as one embeddable element: the visitor against computer
 * players, with the bundled rules unless a ruleset is given. Every rule comes from the ruleset and
 * every legal move from the engine.
 *
 * @fires pomona-action - An action was applied (by a person, a computer player or a deal).
 * @fires pomona-hand-end - A hand was scored; detail holds each seat's groups with derivations and the totals.
 * @fires pomona-game-end - The game is over; detail holds the result.
 * @fires pomona-ruleset-error - The ruleset did not compile; detail holds the diagnostics (also shown in the element).
 * @fires pomona-save-discarded - A saved game could not be resumed; it was moved aside and a new game started.
 * @slot score-sheet - Put an `<apples-score-sheet>` here (or anything else) to replace the built-in score sheet.
 * @csspart table - The felt: everything but the score sheet.
 * @csspart header - The game's name, the prompt and the buttons.
 * @csspart prompt - What the table is waiting for.
 * @csspart controls - New game and replay buttons.
 * @csspart house-rules - The house-rules form shown before a new game.
 * @csspart diagnostics - The ruleset's problems, when it does not compile.
 * @csspart game-over - The result and the new-game button.
 * @csspart replay-bar - The replay viewer's step buttons.
 * @cssprop --pomona-felt - Colour of the table.
 * @cssprop --pomona-felt-ink - Text colour on the table.
 * @cssprop --pomona-surface - Background of panels (score sheet, bidding, house rules).
 * @cssprop --pomona-ink - Text colour of panels.
 * @cssprop --pomona-muted - Secondary text colour of panels.
 * @cssprop --pomona-accent - Highlight of playable cards, the player to act and primary buttons.
 * @cssprop --pomona-focus - Keyboard focus ring.
 * @cssprop --pomona-card-width - Width of a card in the hand (others scale from it).
 * @cssprop --pomona-card-face - Colour of card faces.
 * @cssprop --pomona-card-back - Colour of card backs.
 * @cssprop --pomona-red-suit - Ink of hearts and diamonds.
 * @cssprop --pomona-black-suit - Ink of spades and clubs.
 * @cssprop --pomona-font - Font family.
 * @cssprop --pomona-radius - Corner radius of the table and panels.
 * @tagname apples-table
 */
export class ApplesTable extends LitElement {
  static override styles = [
    themeStyles,
    panelStyles,
    houseRulesStyles,
    diagnosticsStyles,
    css`
      .table {
        background: var(--_pomona-felt);
        color: var(--_pomona-felt-ink);
        border-radius: var(--_pomona-radius);
        padding: 0.6rem;
        display: flex;
        flex-direction: column;
        gap: 0.6rem;
      }
      header {
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
      .controls {
        display: flex;
        gap: 0.4rem;
        flex-wrap: wrap;
      }
      .panel {
        margin: 0;
      }
      .game-over {
        text-align: center;
      }
      .replay-bar {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        align-items: center;
      }
      .score-area {
        margin-top: 0.6rem;
      }
    `,
  ];

  static override properties: PropertyDeclarations = {
    ruleset: { type: String },
    seats: { type: String },
    seed: { type: String },
    botDelay: { type: Number, attribute: 'bot-delay' },
    persist: { type: String },
    options: { type: String },
    names: { type: String },
    houseRulesOpen: { state: true },
  };

  /** The rules: a URL of a `.rules` file, a bundled ruleset's name, or rules text (several lines). */
  declare ruleset: string | null;
  /** Who sits where, e.g. `you,search,rules,rules` (you, random, rules or search). */
  declare seats: string | null;
  /** Seed of the deal; the same seed and moves give the same game. Random when absent. */
  declare seed: string | null;
  /** Milliseconds a computer player waits before acting (0 in tests). */
  declare botDelay: number;
  /** A storage key: the game is saved after every action and resumed after a reload. */
  declare persist: string | null;
  /** House rules preset as `name=value, ...` or a JSON object. */
  declare options: string | null;
  /** Seat names, comma-separated (shown as text). */
  declare names: string | null;
  declare private houseRulesOpen: boolean;

  private readonly session = new GameSession(this, trickBinding, () => ({
    seats: this.seats,
    seed: this.seed,
    botDelay: Number.isFinite(this.botDelay) ? this.botDelay : 600,
    persist: this.persist,
    options: this.options,
    names: this.names,
  }));
  private readonly provider = new ContextProvider(this, { context: applesTableContext });

  constructor() {
    super();
    this.ruleset = null;
    this.seats = null;
    this.seed = null;
    this.botDelay = 600;
    this.persist = null;
    this.options = null;
    this.names = null;
    this.houseRulesOpen = false;
  }

  /** The live game state (engine data; treat as read-only), or null before the rules load. */
  get gameState(): TrickState | null {
    return this.session.state;
  }

  /** Every action applied so far, chance actions included. */
  get actionLog(): readonly TrickAction[] {
    return this.session.state ? trickBinding.engine.log(this.session.state) : [];
  }

  /** The viewer's current view (what the person at the screen may see). */
  get view(): TrickView | null {
    const state = this.session.shownState;
    return state ? trickBinding.engine.view(state, this.session.viewer) : null;
  }

  /** Start a new game now, with the given house rules (or those of the `options` attribute). */
  newGame(options?: Readonly<Record<string, unknown>>): void {
    this.houseRulesOpen = false;
    this.session.newGame(options);
  }

  /** The game as JSON-ready data (setup, house rules, action log), to save or share as a replay. */
  exportGame(): SavedGame<TrickAction> | null {
    return this.session.exportGame();
  }

  /** Watch a saved game step by step; a reason if it does not fit these rules. */
  loadReplay(saved: unknown): { ok: true } | { ok: false; reason: string } {
    return this.session.openReplay(saved);
  }

  /** Leave the replay viewer and return to the live game. */
  closeReplay(): void {
    this.session.closeReplay();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('ruleset') || !this.hasUpdated) {
      const text = this.ruleset && this.ruleset.includes('\n') ? this.ruleset : undefined;
      const url = text === undefined ? this.ruleset : null;
      void this.session.load(chooseOrigin(text, inlineRules(this), url, trickBinding.defaultRuleset));
    }
    this.provider.setValue(this.contextValue());
  }

  private contextValue(): ApplesTableContext | undefined {
    const session = this.session;
    const ruleset = session.ruleset as TrickRuleset | null;
    const state = session.shownState;
    if (!ruleset || !state) return undefined;
    const engine = trickBinding.engine;
    return {
      ruleset,
      cards: new PlayingCards(ruleset.deck),
      view: engine.view(state, session.viewer),
      legal: session.legalForViewer() as TrickPlayerAction[],
      names: session.names,
      viewer: session.viewer,
      sheets: engine.explain(state),
      reducedMotion: typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches,
      act: (action) => this.playerAction(action),
    };
  }

  private playerAction(action: TrickPlayerAction): void {
    const error = this.session.act(action);
    if (error) {
      this.session.announcement = error.message;
      this.requestUpdate();
    }
  }

  override render() {
    const status = this.session.status;
    const live = html`<div class="visually-hidden" role="status" aria-live="polite">${this.session.announcement}</div>`;
    if (status.kind === 'loading') return html`<div class="table" part="table"><p class="prompt" part="prompt">Loading the rules…</p></div>`;
    if (status.kind === 'rules-error') return html`<div class="table" part="table">${renderDiagnostics(status.formatted)}</div>`;
    if (status.kind === 'setup-error') return html`<div class="table" part="table"><div class="panel" role="alert" part="diagnostics">The game could not start: ${status.message}.</div></div>`;
    const ctx = this.provider.value;
    if (!ctx) return live;
    return html`<div class="table" part="table" data-ready>
        <header part="header">
          <h2>${ctx.ruleset.name}</h2>
          <p class="prompt" part="prompt">${this.prompt(ctx)}</p>
          <div class="controls" part="controls">
            ${this.session.replay ? nothing : html`<button @click=${() => (this.houseRulesOpen = true)}>New game…</button>`}
          </div>
        </header>
        ${this.houseRulesOpen ? renderHouseRules('pomona', ctx.ruleset.options, this.session.options, (e) => this.startFromForm(e), () => (this.houseRulesOpen = false)) : nothing}
        ${this.session.replay ? this.renderReplayBar() : nothing}
        ${this.renderGameOver(ctx)}
        <apples-trick></apples-trick>
        <apples-bidding></apples-bidding>
        <apples-hand></apples-hand>
        ${live}
      </div>
      <div class="score-area"><slot name="score-sheet"><apples-score-sheet></apples-score-sheet></slot></div>`;
  }

  private prompt(ctx: ApplesTableContext): string {
    const { view, names } = ctx;
    if (this.session.replay) return `Replay: action ${this.session.replay.index} of ${this.session.replay.saved.log.length}.`;
    if (view.winners) return `Game over: ${view.winners.map((w) => names[w]).join(' and ')} ${view.winners.length > 1 ? 'win' : 'wins'}.`;
    if (ctx.legal.length > 0) {
      if (view.phase === 'bidding') return 'Your turn to bid (or pass).';
      if (view.phase === 'pile') return `Choose ${view.highBid?.number ?? 0} cards for the bidding pile.`;
      if (view.phase === 'target') return 'Choose a card to set aside as your target.';
      if (view.phase === 'tricks') return view.trick.cards.length === 0 ? 'Your lead: play a highlighted card.' : 'Your turn: play a highlighted card.';
    }
    if (view.toAct.length > 0) return `Waiting for ${view.toAct.map((p) => names[p]).join(', ')}.`;
    return view.phase === 'deal' || view.phase === 'first-dealer' ? 'Dealing…' : 'The pile is being dealt back…';
  }

  private renderGameOver(ctx: ApplesTableContext) {
    const winners = ctx.view.winners;
    if (!winners || this.session.replay) return nothing;
    const best = Math.max(...ctx.view.totals);
    return html`<section class="panel game-over" part="game-over" aria-label="Game over">
      <h3>Game over</h3>
      <p>${winners.map((w) => ctx.names[w]).join(' and ')} ${winners.length > 1 ? 'share the win' : 'wins'} with ${best} points.</p>
      <button class="primary" @click=${() => (this.houseRulesOpen = true)}>New game</button>
    </section>`;
  }

  private renderReplayBar() {
    const replay = this.session.replay;
    if (!replay) return nothing;
    const at = replay.index;
    const end = replay.saved.log.length;
    const seek = (to: number) => () => this.session.seekReplay(to);
    return html`<div class="replay-bar panel" part="replay-bar" role="group" aria-label="Replay">
      <span>Action ${at} of ${end}</span>
      <button @click=${seek(0)} ?disabled=${at === 0}>First</button>
      <button @click=${seek(at - 1)} ?disabled=${at === 0}>Back</button>
      <button @click=${seek(at + 1)} ?disabled=${at === end}>Forward</button>
      <button @click=${seek(end)} ?disabled=${at === end}>Last</button>
      <button @click=${() => this.closeReplay()}>Back to the game</button>
    </div>`;
  }

  private startFromForm(event: SubmitEvent): void {
    event.preventDefault();
    const ruleset = this.session.ruleset;
    if (!ruleset) return;
    this.newGame(readHouseRules(event.target as HTMLFormElement, ruleset.options));
  }
}

defineOnce('apples-table', ApplesTable);

declare global {
  interface HTMLElementTagNameMap {
    'apples-table': ApplesTable;
  }
}
