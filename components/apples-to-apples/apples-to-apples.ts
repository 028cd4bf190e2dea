import { LitElement, html, nothing, type PropertyDeclarations, type PropertyValues } from 'lit';
import { ContextProvider } from '@lit/context';
import type { SavedGame } from '../../src/engine/game.js';
import type { JudgingAction, JudgingPlayerAction, JudgingState, JudgingView } from '../../src/engine/judging/index.js';
import { bundledSources } from '../../src/rules/bundled.js';
import { defineOnce } from '../shared/define.js';
import { diagnosticsStyles, renderDiagnostics } from '../shared/diagnostics.js';
import { GameSession } from '../shared/game-session.js';
import { houseRulesStyles, readHouseRules, renderHouseRules } from '../shared/house-rules.js';
import { renderReplayBar } from '../shared/replay-bar.js';
import { chooseOrigin, fetchText, inlineRules, type RulesetOrigin } from '../shared/ruleset-source.js';
import { panelStyles, themeStyles } from '../shared/theme.js';
import { a2aStyles, renderHand, renderPass, renderRound, renderSeats } from './a2a-views.js';
import { applesToApplesContext, type ApplesToApplesContext } from './context.js';
import { judgingBinding } from './judging-binding.js';
import './a2a-score-sheet.js';

/** The MIME type of an inline deck: `<script type="text/x-pomona-deck" data-kind="red">`. */
const inlineDeckType = 'text/x-pomona-deck';

/**
 * Apples to Apples, the party judging game, as one embeddable element: 4 to 10 seats, any mix of
 * people at this screen and computer players. With several people, a "pass the device" screen
 * hides each hand between turns. Decks: the default, a deck file from a URL (`red-deck`,
 * `green-deck`), or an inline `<script type="text/x-pomona-deck" data-kind="red">`.
 *
 * @fires pomona-action - An action was applied (a placement, a choice, a shuffle, a turned card).
 * @fires pomona-hand-end - A round was decided; detail holds every seat's green cards with the rounds they came from.
 * @fires pomona-game-end - Someone reached the goal; detail holds the result.
 * @fires pomona-ruleset-error - The ruleset or a deck did not compile; detail holds the diagnostics (also shown in the element).
 * @fires pomona-save-discarded - A saved game could not be resumed; it was moved aside and a new game started.
 * @slot score-sheet - Put an `<a2a-score-sheet>` here (or anything else) to replace the built-in score sheet.
 * @csspart table - Everything but the score sheet.
 * @csspart header - The game's name, the prompt and the buttons.
 * @csspart prompt - What the game is waiting for.
 * @csspart controls - The new-game button.
 * @csspart seats - The players, the judge and how many green cards each has won.
 * @csspart round - The green card, the placing rule and the cards being judged.
 * @csspart green-card - The round's green card.
 * @csspart placing-rule - The placing rule of this player count, as it happens.
 * @csspart hand - The red cards of the person at the screen.
 * @csspart pass-screen - The hot-seat screen that hides the hands between turns.
 * @csspart house-rules - The house-rules form shown before a new game.
 * @csspart diagnostics - The ruleset's or deck's problems.
 * @csspart game-over - The winner and the new-game button.
 * @csspart replay-bar - The replay viewer's step buttons.
 * @cssprop --pomona-felt - Colour of the table.
 * @cssprop --pomona-felt-ink - Text colour on the table.
 * @cssprop --pomona-surface - Background of panels.
 * @cssprop --pomona-ink - Text colour of panels.
 * @cssprop --pomona-muted - Secondary text colour.
 * @cssprop --pomona-accent - Highlight of the player to act and primary buttons.
 * @cssprop --pomona-focus - Keyboard focus ring.
 * @cssprop --pomona-font - Font family.
 * @cssprop --pomona-radius - Corner radius.
 * @tagname apples-to-apples
 */
export class ApplesToApples extends LitElement {
  static override styles = [themeStyles, panelStyles, houseRulesStyles, diagnosticsStyles, a2aStyles];

  static override properties: PropertyDeclarations = {
    ruleset: { type: String },
    redDeck: { type: String, attribute: 'red-deck' },
    greenDeck: { type: String, attribute: 'green-deck' },
    seats: { type: String },
    seed: { type: String },
    botDelay: { type: Number, attribute: 'bot-delay' },
    persist: { type: String },
    options: { type: String },
    names: { type: String },
    houseRulesOpen: { state: true },
    shownTo: { state: true },
  };

  /** The rules: a URL of a `.rules` file, a bundled ruleset's name, or rules text (several lines). */
  declare ruleset: string | null;
  /** URL of a red deck file replacing the red cards of the (bundled) rules. */
  declare redDeck: string | null;
  /** URL of a green deck file replacing the green cards of the (bundled) rules. */
  declare greenDeck: string | null;
  /** Who sits where, 4 to 10 seats: `you` (a person at this screen), `random`, `matcher` or `reader`. */
  declare seats: string | null;
  /** Seed of the shuffles; the same seed and moves give the same game. Random when absent. */
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
  declare private shownTo: number;

  private readonly session = new GameSession(this, judgingBinding, () => ({
    seats: this.seats,
    seed: this.seed,
    botDelay: Number.isFinite(this.botDelay) ? this.botDelay : 900,
    persist: this.persist,
    options: this.options,
    names: this.names,
  }));
  private readonly provider = new ContextProvider(this, { context: applesToApplesContext });

  constructor() {
    super();
    this.ruleset = null;
    this.redDeck = null;
    this.greenDeck = null;
    this.seats = null;
    this.seed = null;
    this.botDelay = 900;
    this.persist = null;
    this.options = null;
    this.names = null;
    this.houseRulesOpen = false;
    this.shownTo = -1;
  }

  /** The live game state (engine data; treat as read-only), or null before the rules load. */
  get gameState(): JudgingState | null {
    return this.session.state;
  }

  /** Every action applied so far, chance actions included. */
  get actionLog(): readonly JudgingAction[] {
    return this.session.state ? judgingBinding.engine.log(this.session.state) : [];
  }

  /** The view of the seat at the screen (with several people: the one the game waits for). */
  get view(): JudgingView | null {
    const state = this.session.shownState;
    return state ? judgingBinding.engine.view(state, this.session.viewer) : null;
  }

  /** Whether the hand of the seat at the screen is hidden behind the pass-the-device screen. */
  get handHidden(): boolean {
    return this.session.people > 1 && (!this.session.interactive || this.shownTo !== this.session.viewer);
  }

  /** Start a new game now, with the given house rules (or those of the `options` attribute). */
  newGame(options?: Readonly<Record<string, unknown>>): void {
    this.houseRulesOpen = false;
    this.shownTo = -1;
    this.session.newGame(options);
  }

  /** The game as JSON-ready data (setup, house rules, action log), to save or share as a replay. */
  exportGame(): SavedGame<JudgingAction> | null {
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
    if (changed.has('ruleset') || changed.has('redDeck') || changed.has('greenDeck') || !this.hasUpdated) {
      void this.origin().then((origin) => this.session.load(origin));
    }
    this.provider.setValue(this.contextValue());
  }

  private contextValue(): ApplesToApplesContext | undefined {
    const { ruleset, names, viewer } = this.session;
    const state = this.session.shownState;
    if (!ruleset || !state || ruleset.family !== 'judging') return undefined;
    const toAct = judgingBinding.engine.toAct(state);
    return {
      ruleset,
      view: judgingBinding.engine.view(state, viewer),
      names,
      viewer,
      toAct: toAct.kind === 'players' ? toAct.players : [],
      legal: this.handHidden ? [] : (this.session.legalForViewer() as JudgingPlayerAction[]),
      act: (a) => this.play(a),
    };
  }

  /** Where the rules come from: as for every element, plus the decks given by URL or inline. */
  private async origin(): Promise<RulesetOrigin> {
    const text = this.ruleset && this.ruleset.includes('\n') ? this.ruleset : undefined;
    const base = chooseOrigin(text, inlineRules(this), text === undefined ? this.ruleset : null, judgingBinding.defaultRuleset);
    const files = new Map<string, string>();
    const lines: string[] = [];
    for (const kind of ['red', 'green'] as const) {
      const script = Array.from(this.children).find((c) => c.localName === 'script' && c.getAttribute('type') === inlineDeckType && c.getAttribute('data-kind') === kind);
      const url = kind === 'red' ? this.redDeck : this.greenDeck;
      const name = script ? `decks/page-${kind}.cards` : url ? `decks/${url.split('/').pop() || `page-${kind}.cards`}` : '';
      if (!name) continue;
      lines.push(`deck ${kind} from "${name}"`);
      const deck = script ? (script.textContent ?? '') : await fetchText(new URL(url as string, document.baseURI).href);
      if (deck === undefined) continue;
      files.set(name, deck);
      const tags = /^\s*tags\s+from\s+"([^"]+)"/m.exec(deck)?.[1];
      if (url && !script && tags && !Object.prototype.hasOwnProperty.call(bundledSources, `decks/${tags}`)) {
        const vocabulary = await fetchText(new URL(tags, new URL(url, document.baseURI)).href);
        if (vocabulary !== undefined) files.set(`decks/${tags}`, vocabulary);
      }
    }
    if (lines.length === 0 || base.kind !== 'bundled') return base;
    return { kind: 'text', name: 'page.rules', text: `extends "${base.name}"\n${lines.join('\n')}\n`, files };
  }

  override render() {
    const status = this.session.status;
    const live = html`<div class="visually-hidden" role="status" aria-live="polite">${this.session.announcement}</div>`;
    if (status.kind === 'loading') return html`<div class="table" part="table"><p class="prompt" part="prompt">Loading the rules…</p></div>`;
    if (status.kind === 'rules-error') return html`<div class="table" part="table">${renderDiagnostics(status.formatted)}</div>`;
    if (status.kind === 'setup-error') return html`<div class="table" part="table"><div class="panel" role="alert" part="diagnostics">The game could not start: ${status.message}.</div></div>`;
    const ctx = this.provider.value;
    if (!ctx) return live;
    const { ruleset, view } = ctx;
    const hidden = this.handHidden;
    const replay = this.session.replay;
    const name = this.session.names[this.session.viewer] ?? '';
    return html`<div class="table" part="table" data-ready>
      <header part="header">
        <h2>${ruleset.name}</h2>
        <p class="prompt" part="prompt">${this.prompt(view, hidden, name)}</p>
        <div class="controls" part="controls">${replay ? nothing : html`<button @click=${() => (this.houseRulesOpen = true)}>New game…</button>`}</div>
      </header>
      ${this.houseRulesOpen ? renderHouseRules('pomona-a2a', ruleset.options, this.session.options, (e) => this.startFromForm(e), () => (this.houseRulesOpen = false)) : nothing}
      ${renderReplayBar(replay, (i) => this.session.seekReplay(i), () => this.closeReplay())}
      ${view.phase === 'over' && !replay ? this.renderOver(view) : nothing}
      ${renderSeats(ctx)}
      ${hidden && this.session.interactive ? renderPass(name, () => (this.shownTo = this.session.viewer)) : html`${renderRound(ctx)}${hidden || view.phase === 'over' ? nothing : renderHand(ctx)}`}
      ${live}
    </div>
    <div class="score-area"><slot name="score-sheet"><a2a-score-sheet></a2a-score-sheet></slot></div>`;
  }

  private prompt(view: JudgingView, hidden: boolean, name: string): string {
    const replay = this.session.replay;
    if (replay) return `Replay: action ${replay.index} of ${replay.saved.log.length}.`;
    if (view.phase === 'over') return 'Game over.';
    if (hidden && this.session.interactive) return `Pass the device to ${name}.`;
    if (this.session.interactive) return view.phase === 'judging' ? 'You are the judge: choose the best red card.' : 'Place a red card the green card describes.';
    if (view.phase === 'placing') return view.player === view.judge && this.session.people <= 1 ? 'You are the judge: the others are placing red cards.' : 'The others are placing red cards.';
    if (view.phase === 'judging') return `${this.session.names[view.judge]} is judging.`;
    return 'Dealing…';
  }

  private renderOver(view: JudgingView) {
    const best = Math.max(...view.scores);
    const winners = view.scores.flatMap((s, p) => (s === best ? [this.session.names[p]] : []));
    return html`<section class="panel game-over" part="game-over" aria-label="Game over">
      <h3>${winners.join(' and ')} ${winners.length > 1 ? 'win' : 'wins'} with ${best} green cards</h3>
      <button class="primary" @click=${() => (this.houseRulesOpen = true)}>New game</button>
    </section>`;
  }

  private play(action: JudgingPlayerAction): void {
    const error = this.session.act(action);
    if (error) this.session.announcement = error.message;
    this.requestUpdate();
  }

  private startFromForm(event: SubmitEvent): void {
    event.preventDefault();
    const ruleset = this.session.ruleset;
    if (ruleset) this.newGame(readHouseRules(event.target as HTMLFormElement, ruleset.options));
  }
}

defineOnce('apples-to-apples', ApplesToApples);

declare global {
  interface HTMLElementTagNameMap {
    'apples-to-apples': ApplesToApples;
  }
}
