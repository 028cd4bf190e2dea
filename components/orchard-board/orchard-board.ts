import { LitElement, html, nothing, type PropertyDeclarations, type PropertyValues } from 'lit';
import { ContextProvider } from '@lit/context';
import type { SavedGame } from '../../src/engine/game.js';
import type { DraftAction, DraftState, DraftView } from '../../src/engine/drafting/index.js';
import { defineOnce } from '../shared/define.js';
import { diagnosticsStyles, renderDiagnostics } from '../shared/diagnostics.js';
import { GameSession } from '../shared/game-session.js';
import { houseRulesStyles, readHouseRules, renderHouseRules } from '../shared/house-rules.js';
import { renderReplayBar } from '../shared/replay-bar.js';
import { chooseOrigin, inlineRules } from '../shared/ruleset-source.js';
import { panelStyles, themeStyles } from '../shared/theme.js';
import { appleName, appleStyles } from './apple-card.js';
import { boardStyles, renderCentre, renderOrchard, renderOthers, renderStandings, type BoardHandlers } from './board-views.js';
import { orchardBoardContext, type OrchardBoardContext } from './context.js';
import { batchChoices, draftBinding, type BatchChoice } from './draft-binding.js';
import './orchard-score-sheet.js';

/**
 * Orchard, the drafting game, as one embeddable element: take an apple from the centre and place
 * it into one of your batches where the ruleset allows it. Batches, their rules and scores come
 * from the ruleset; legality, refusals and point previews from the engine.
 *
 * @fires pomona-action - An action was applied (a placement, a shuffle or cards turned up).
 * @fires pomona-hand-end - The game was scored; detail holds each seat's batches with derivations and the totals.
 * @fires pomona-game-end - The game is over; detail holds the result.
 * @fires pomona-ruleset-error - The ruleset did not compile; detail holds the diagnostics (also shown in the element).
 * @fires pomona-save-discarded - A saved game could not be resumed; it was moved aside and a new game started.
 * @slot score-sheet - Put an `<orchard-score-sheet>` here (or anything else) to replace the built-in score sheet.
 * @csspart table - Everything but the score sheet.
 * @csspart header - The game's name, the prompt and the buttons.
 * @csspart prompt - What the board is waiting for.
 * @csspart controls - The new-game button.
 * @csspart centre - The cards face up in the centre.
 * @csspart card-button - Each centre card's button.
 * @csspart orchard - Your batches.
 * @csspart batch - Each of your batches; `batch allowed` where the chosen card may go, `batch refused` where not.
 * @csspart others - The other players' orchards.
 * @csspart house-rules - The house-rules form shown before a new game.
 * @csspart diagnostics - The ruleset's problems, when it does not compile.
 * @csspart game-over - Final standings and the new-game button.
 * @csspart replay-bar - The replay viewer's step buttons.
 * @cssprop --pomona-felt - Colour of the board.
 * @cssprop --pomona-felt-ink - Text colour on the board.
 * @cssprop --pomona-surface - Background of batches and panels.
 * @cssprop --pomona-ink - Text colour of panels.
 * @cssprop --pomona-muted - Secondary text colour.
 * @cssprop --pomona-accent - Highlight of the chosen card, allowed batches and primary buttons.
 * @cssprop --pomona-focus - Keyboard focus ring.
 * @cssprop --pomona-card-width - Width of a centre card (batch cards are smaller).
 * @cssprop --pomona-card-face - Colour of card faces.
 * @cssprop --pomona-font - Font family.
 * @cssprop --pomona-radius - Corner radius of the board and panels.
 * @tagname orchard-board
 */
export class OrchardBoard extends LitElement {
  static override styles = [themeStyles, panelStyles, houseRulesStyles, diagnosticsStyles, appleStyles, boardStyles];

  static override properties: PropertyDeclarations = {
    ruleset: { type: String },
    seats: { type: String },
    seed: { type: String },
    botDelay: { type: Number, attribute: 'bot-delay' },
    persist: { type: String },
    options: { type: String },
    names: { type: String },
    houseRulesOpen: { state: true },
    selected: { state: true },
    preview: { state: true },
  };

  /** The rules: a URL of a `.rules` file, a bundled ruleset's name, or rules text (several lines). */
  declare ruleset: string | null;
  /** Who sits where, e.g. `you,rules,search` (you, random, rules/greedy or search/lookahead); 2 to 6 seats. */
  declare seats: string | null;
  /** Seed of the shuffle; the same seed and moves give the same game. Random when absent. */
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
  declare private selected: number;
  declare private preview: number;

  private readonly session = new GameSession(this, draftBinding, () => ({
    seats: this.seats,
    seed: this.seed,
    botDelay: Number.isFinite(this.botDelay) ? this.botDelay : 600,
    persist: this.persist,
    options: this.options,
    names: this.names,
  }));
  private readonly provider = new ContextProvider(this, { context: orchardBoardContext });
  private choices: BatchChoice[] = [];
  private focusBatch = false;

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
    this.selected = -1;
    this.preview = -1;
  }

  /** The live game state (engine data; treat as read-only), or null before the rules load. */
  get gameState(): DraftState | null {
    return this.session.state;
  }

  /** Every action applied so far, chance actions included. */
  get actionLog(): readonly DraftAction[] {
    return this.session.state ? draftBinding.engine.log(this.session.state) : [];
  }

  /** The viewer's current view. */
  get view(): DraftView | null {
    const state = this.session.shownState;
    return state ? draftBinding.engine.view(state, this.session.viewer) : null;
  }

  /** Start a new game now, with the given house rules (or those of the `options` attribute). */
  newGame(options?: Readonly<Record<string, unknown>>): void {
    this.houseRulesOpen = false;
    this.selected = -1;
    this.session.newGame(options);
  }

  /** The game as JSON-ready data (setup, house rules, action log), to save or share as a replay. */
  exportGame(): SavedGame<DraftAction> | null {
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
      void this.session.load(chooseOrigin(text, inlineRules(this), url, draftBinding.defaultRuleset));
    }
    const state = this.session.shownState;
    const legal = this.session.legalForViewer();
    if (!state || !legal.some((a) => a.kind === 'place' && a.card === this.selected)) this.selected = -1;
    this.choices = state && this.selected >= 0 ? batchChoices(state, this.session.viewer, this.selected) : [];
    // Focus moves to the first allowed batch after this update; preview it now, so that focusing it changes nothing.
    if (this.focusBatch) this.preview = this.choices.findIndex((c) => c.allowed);
    this.provider.setValue(this.contextValue());
  }

  private contextValue(): OrchardBoardContext | undefined {
    const { ruleset, names, viewer } = this.session;
    const state = this.session.shownState;
    if (!ruleset || !state || ruleset.family !== 'drafting') return undefined;
    return { ruleset, view: draftBinding.engine.view(state, viewer), names, viewer, sheets: draftBinding.engine.explain(state) };
  }

  override render() {
    const status = this.session.status;
    const live = html`<div class="visually-hidden" role="status" aria-live="polite">${this.session.announcement}</div>`;
    if (status.kind === 'loading') return html`<div class="table" part="table"><p class="prompt" part="prompt">Loading the rules…</p></div>`;
    if (status.kind === 'rules-error') return html`<div class="table" part="table">${renderDiagnostics(status.formatted)}</div>`;
    if (status.kind === 'setup-error') return html`<div class="table" part="table"><div class="panel" role="alert" part="diagnostics">The game could not start: ${status.message}.</div></div>`;
    const ctx = this.provider.value;
    if (!ctx) return live;
    const interactive = this.session.interactive;
    const handlers: BoardHandlers = {
      select: (card) => this.select(card),
      place: (batch) => this.place(batch),
      preview: (batch) => (this.preview = batch),
    };
    const replay = this.session.replay;
    return html`<div class="table" part="table" data-ready>
        <header part="header">
          <h2>${ctx.ruleset.name}</h2>
          <p class="prompt" part="prompt">${this.prompt(ctx, interactive)}</p>
          <div class="controls" part="controls">${replay ? nothing : html`<button @click=${() => (this.houseRulesOpen = true)}>New game…</button>`}</div>
        </header>
        ${this.houseRulesOpen ? renderHouseRules('pomona-orchard', ctx.ruleset.options, this.session.options, (e) => this.startFromForm(e), () => (this.houseRulesOpen = false)) : nothing}
        ${renderReplayBar(replay, (i) => this.session.seekReplay(i), () => this.closeReplay())}
        ${ctx.view.stage === 'over' && !replay ? renderStandings(ctx, () => (this.houseRulesOpen = true)) : nothing}
        ${ctx.view.stage === 'over' ? nothing : renderCentre(ctx, interactive, this.selected, handlers)}
        ${renderOrchard(ctx, this.selected, this.choices, this.preview, handlers)}
        ${renderOthers(ctx)}
        ${live}
      </div>
      <div class="score-area"><slot name="score-sheet"><orchard-score-sheet></orchard-score-sheet></slot></div>`;
  }

  private prompt(ctx: OrchardBoardContext, interactive: boolean): string {
    const { view, names, ruleset } = ctx;
    const replay = this.session.replay;
    if (replay) return `Replay: action ${replay.index} of ${replay.saved.log.length}.`;
    if (view.stage === 'over') return 'Game over: the final standings are below.';
    if (interactive) {
      if (this.selected < 0) return 'Your turn: choose an apple from the centre.';
      return `Now choose a batch for ${appleName(ruleset.deck, this.selected)}: highlighted batches allow it.`;
    }
    if (view.stage === 'place') return `Waiting for ${names[view.turn]}.`;
    return 'Turning up the centre…';
  }

  private select(card: number): void {
    if (!this.session.interactive) return;
    this.selected = this.selected === card ? -1 : card;
    this.preview = -1;
    this.focusBatch = this.selected >= 0;
  }

  private place(batch: number): void {
    if (this.selected < 0) return;
    const card = this.selected;
    const error = this.session.act({ kind: 'place', player: this.session.viewer, card, batch });
    if (error) this.session.announcement = error.message;
    else {
      this.selected = -1;
      this.preview = -1;
    }
    this.requestUpdate();
  }

  protected override updated(): void {
    if (!this.focusBatch) return;
    this.focusBatch = false;
    this.renderRoot.querySelector<HTMLButtonElement>('.batch button.place')?.focus();
  }

  private startFromForm(event: SubmitEvent): void {
    event.preventDefault();
    const ruleset = this.session.ruleset;
    if (ruleset) this.newGame(readHouseRules(event.target as HTMLFormElement, ruleset.options));
  }
}

defineOnce('orchard-board', OrchardBoard);

declare global {
  interface HTMLElementTagNameMap {
    'orchard-board': OrchardBoard;
  }
}
