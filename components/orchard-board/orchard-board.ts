import { msg, str } from '@lit/localize';
import { html, nothing, type PropertyDeclarations, type PropertyValues } from 'lit';
import type { DraftingAction, DraftingView } from '../../src/families/drafting/engine/index.js';
import { cardStyles } from '../core/cards/card-styles.js';
import { defineOnce } from '../core/define.js';
import { exportParts } from '../core/frame/export-parts.js';
import { changedByValue } from '../core/frame/same-value.js';
import { rulesetTexts } from '../../src/core/rules/ruleset-texts.js';
import { GameElement } from '../core/frame/game-element.js';
import { appleName, appleStyles } from './apple-card.js';
import { boardStyles, renderCentre, renderOrchard, renderOthers, type BoardHandlers } from './board-views.js';
import type { renderStandings } from './standings.js';
import { orchardBoardContext, type OrchardBoardContext } from './context.js';
// The score sheets from the engine's own module: a table shows them from its first paint.
import { explainScores } from '../../src/families/drafting/engine/explain.js';
import { draftBinding, draftLanguages, explainSpeech, type DraftingGame } from './draft-binding.js';
import type { BatchChoice, batchChoices } from './draft-play.js';
import './orchard-score-sheet.js';

/**
 * Orchard, the drafting game, as one embeddable element: take an apple from the centre and place
 * it into one of your batches where the ruleset allows it. Batches, their rules and scores come
 * from the ruleset; legality, refusals and point previews from the engine.
 *
 * @fires pomona-game-start - A new game was dealt (not when a saved game is resumed); detail holds its seed and house rules.
 * @fires pomona-action - An action was applied (a placement, a shuffle or cards turned up).
 * @fires pomona-hand-end - The game was scored; detail holds each seat's batches with derivations and the totals.
 * @fires pomona-game-end - The game is over; detail holds the result.
 * @fires pomona-ruleset-error - The ruleset did not compile; detail holds the diagnostics (also shown in the element).
 * @fires pomona-save-discarded - A saved game could not be resumed; it was moved aside, a dismissible notice says so, and a new game started.
 * @fires pomona-setup-error - The game could not start (bad seats or options); detail holds the message (also shown in the element).
 * @attr name - The display name online play proposes in its forms (at most 24 characters; a person may change it).
 * @fires pomona-online-join - This page sat down at an online table (opened it, or joined it by its code); detail holds the code and the seat.
 * @fires pomona-online-drop - A seat's connection to the online table was lost; detail holds the code and the seat.
 * @fires pomona-online-reconnect - A seat is connected again (this page after a reload too); detail holds the code and the seat.
 * @fires pomona-online-leave - This page left the online table; detail holds the code.
 * @fires pomona-online-kick - The host removed this page from the online table; detail holds the code.
 * @slot score-sheet - Put an `<orchard-score-sheet>` here (or anything else) to replace the built-in score sheet.
 * @csspart table - Everything but the score sheet.
 * @csspart header - The game's name, the prompt and the buttons.
 * @csspart prompt - What the board is waiting for.
 * @csspart controls - The new-game button.
 * @csspart how-to-play - The "How to play" panel, written from the ruleset.
 * @csspart undo - The undo button (one person against computer players, not `rated`).
 * @csspart centre - The cards face up in the centre.
 * @csspart card-button - Each centre card's button.
 * @csspart orchard - Your batches.
 * @csspart batch - Each of your batches; `batch allowed` where the chosen card may go, `batch refused` where not.
 * @csspart allowed - A batch where the chosen card may go.
 * @csspart refused - A batch where the chosen card may not go.
 * @csspart scoring - A batch's scoring in words.
 * @csspart as-written - A batch's rule as written in the ruleset (opened on demand).
 * @csspart winner - The winner line of the final standings.
 * @csspart others - The other players' orchards.
 * @csspart house-rules - The house-rules form shown before a new game.
 * @csspart diagnostics - The ruleset's problems, when it does not compile.
 * @csspart game-over - Final standings and the new-game button.
 * @csspart notice - A message that stays until dismissed (a save kept aside, settings for the next game).
 * @csspart orchard-score-sheet__score-sheet - The built-in score sheet's panel.
 * @csspart orchard-score-sheet__totals - The built-in score sheet's table of totals.
 * @csspart replay-bar - The replay viewer's step buttons.
 * @csspart play-with-friends - The button that opens online play (only with `server`).
 * @csspart online - The door of online play (open a table, or join one) and the screen of a table that is gone.
 * @csspart online-lobby - The lobby of an online table: its code, join link, QR code and seats.
 * @csspart online-seats - The lobby's list of who sits where.
 * @csspart online-strip - Above an online game: the table's code and each seat's connection.
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
export class OrchardBoard extends GameElement<DraftingGame, OrchardBoardContext> {
  static override styles = [...GameElement.styles, cardStyles, appleStyles, boardStyles];

  // seats, seed and bot-delay are declared again so the manifest gives this element's own description and default.
  static override properties: PropertyDeclarations = {
    seats: { type: String, hasChanged: changedByValue },
    seed: { type: String },
    botDelay: { type: Number, attribute: 'bot-delay' },
    selected: { state: true },
    preview: { state: true },
  };

  /** Who sits where, e.g. `you,rules,search` (you, random, rules/greedy, search/lookahead or mcts); 2 to 6 seats. */
  declare seats: string | null;
  /** Seed of the shuffle; the same seed and moves give the same game. Random when absent. */
  declare seed: string | null;
  declare private selected: number;
  declare private preview: number;

  private choices: BatchChoice[] = [];
  /** What each batch says to a chosen card: from the code that plays, taken once it is here (a card is chosen only then). */
  private choicesOf: typeof batchChoices | null = null;
  private choicesArriving: Promise<void> | null = null;
  private standings: typeof renderStandings | null = null;
  private standingsArriving: Promise<void> | null = null;
  private focusBatch = false;

  constructor() {
    super({
      binding: draftBinding,
      context: orchardBoardContext,
      motion: async () => (await import('./draft-motion.js')).draftMotion,
      botDelay: 600,
      formId: 'pomona-orchard',
      languageData: draftLanguages.load,
    });
    this.botDelay = 600;
    this.selected = -1;
    this.preview = -1;
  }

  /** The viewer's current view. */
  override get view(): DraftingView | null {
    return super.view;
  }

  protected override resetTable(): void {
    this.selected = -1;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const state = this.shownState;
    const legal = this.onlineGame?.legal ?? this.game.legalForViewer();
    if (!state || !legal.some((a) => a.kind === 'place' && a.card === this.selected)) this.selected = -1;
    // A card is selected only among the legal placements, which come with the code that plays.
    const played = this.game.played;
    const choicesOf = this.choicesOf;
    this.choices =
      state && played && choicesOf && this.selected >= 0
        ? choicesOf(played.engine, state, this.viewer, this.selected, this.locale.language)
        : [];
    // Focus moves to the first allowed batch after this update; preview it now, so that focusing it changes nothing.
    if (this.focusBatch) this.preview = this.choices.findIndex((c) => c.allowed);
  }

  /** The seat whose board is shown: this screen's, or this page's seat at an online table. */
  private get viewer(): number {
    return this.onlineGame?.viewer ?? this.game.viewer;
  }

  protected override contextValue(): OrchardBoardContext | undefined {
    const online = this.onlineGame;
    const ruleset = online?.ruleset ?? this.game.ruleset;
    const { viewer, seatNames: names } = this;
    const state = this.shownState;
    if (!ruleset || !state || ruleset.family !== 'drafting') return undefined;
    const language = this.locale.language;
    return {
      ruleset,
      view: draftBinding.engine.view(state, viewer),
      names,
      viewer,
      // The score sheets come with the code that plays, right after the first paint (before any card is dealt).
      sheets: explainScores(state, explainSpeech(ruleset, language)),
      language,
      texts: rulesetTexts(ruleset, [language]),
    };
  }

  protected override renderTable(ctx: OrchardBoardContext) {
    const interactive = this.canAct;
    const handlers: BoardHandlers = {
      select: (card) => this.select(card),
      place: (batch) => this.place(batch),
      preview: (batch) => (this.preview = batch),
    };
    return html`${ctx.view.phase === 'over' && !this.replay.position ? this.renderStandings(ctx) : nothing}
      ${ctx.view.phase === 'over' ? nothing : renderCentre(ctx, interactive, this.selected, handlers)}
      ${renderOrchard(ctx, this.selected, this.choices, this.preview, handlers)}
      ${renderOthers(ctx)}`;
  }

  /** The final standings, once their code is here (it is imported when a game ends). */
  private renderStandings(ctx: OrchardBoardContext) {
    const render = this.standings;
    if (!render) {
      this.standingsArriving ??= import('./standings.js').then(
        (module) => {
          this.standings = module.renderStandings;
          this.requestUpdate();
        },
        () => {
          this.standingsArriving = null;
        },
      );
      return nothing;
    }
    return render(ctx, () => (this.onlineGame ? this.leaveOnline() : this.openHouseRules()));
  }

  protected override renderScoreSheet() {
    return html`<orchard-score-sheet exportparts=${exportParts('orchard-score-sheet', ['score-sheet', 'totals'])}></orchard-score-sheet>`;
  }

  protected override prompt(ctx: OrchardBoardContext): string {
    const { view, names, ruleset, texts } = ctx;
    if (view.phase === 'over') return msg('Game over: the final standings are below.');
    if (this.canAct) {
      if (this.selected < 0) return msg('Your turn: choose an apple from the centre.');
      const card = appleName(ruleset.deck, this.selected, texts);
      return msg(str`Now choose a batch for ${card}: highlighted batches allow it.`);
    }
    if (view.phase === 'place') return msg(str`Waiting for ${names[view.turn] ?? ''}.`);
    return msg('Turning up the centre…');
  }

  private select(card: number): void {
    if (!this.canAct) return;
    this.selected = this.selected === card ? -1 : card;
    this.preview = -1;
    this.focusBatch = this.selected >= 0;
  }

  /** `updateComplete` also waits for the batches' answers to a chosen card, once the code that plays is here. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let result = await super.getUpdateComplete();
    if (this.game.played && !this.choicesOf && this.choicesArriving) {
      await this.choicesArriving;
      result = await super.getUpdateComplete();
    }
    if (this.standingsArriving && !this.standings) {
      await this.standingsArriving;
      result = await super.getUpdateComplete();
    }
    return result;
  }

  /** A refused placement says what the batch asks, as the board shows it; anything else, why by its code. */
  protected override async sayRefusal(code: string, action: DraftingAction): Promise<void> {
    const why = action.kind === 'place' ? this.choices[action.batch]?.why : '';
    if (why) this.announcer.say(why);
    else await super.sayRefusal(code, action);
  }

  private place(batch: number): void {
    if (this.selected < 0) return;
    if (this.play({ kind: 'place', player: this.viewer, card: this.selected, batch })) {
      this.selected = -1;
      this.preview = -1;
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // The module is the one the code that plays came in: it is here already, a microtask away.
    if (this.game.played && !this.choicesArriving)
      this.choicesArriving = import('./draft-play.js').then(
        (module) => {
          this.choicesOf = module.batchChoices;
          this.requestUpdate();
        },
        () => {
          this.choicesArriving = null;
        },
      );
    if (!this.focusBatch) return;
    this.focusBatch = false;
    this.renderRoot.querySelector<HTMLButtonElement>('.batch button.place')?.focus();
  }
}

defineOnce('orchard-board', OrchardBoard);

declare global {
  interface HTMLElementTagNameMap {
    'orchard-board': OrchardBoard;
  }
}
