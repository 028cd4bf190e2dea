import { css, html, type PropertyDeclarations } from 'lit';
import { msg, str } from '@lit/localize';
import { PlayingCards } from '../../src/core/cards/playing.js';
import type { LanguageTag } from '../../src/core/i18n/languages.js';
import { trickLanguages } from './trick-phrases.js';
import { elementWords } from '../core/language/element-words.js';
import { oneOfSuit } from '../core/language/plurals.js';
import type { TrickPlayerAction, TrickView } from '../../src/families/trick/engine/index.js';
import { defineOnce } from '../core/define.js';
import { changedByValue } from '../core/frame/same-value.js';
import { GameElement } from '../core/frame/game-element.js';
import { exportParts } from '../core/frame/export-parts.js';
import { applesTableContext, type ApplesTableContext } from './context.js';
import { trickBinding, type TrickGame } from './trick-binding.js';
import { addStyles } from '../core/frame/add-styles.js';
import type * as HandEnd from './hand-end.js';
import './apples-bidding.js';
import './apples-hand.js';
import './apples-score-sheet.js';
import './apples-trick.js';

/**
 * Apples, the trick-taking game, as one embeddable element: the visitor against computer
 * players, with the bundled rules unless a ruleset is given. Every rule comes from the ruleset and
 * every legal move from the engine.
 *
 * @fires pomona-game-start - A new game was dealt (not when a saved game is resumed); detail holds its seed and house rules.
 * @fires pomona-action - An action was applied (by a person, a computer player or a deal).
 * @fires pomona-hand-end - A hand was scored; detail holds each seat's groups with derivations and the totals.
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
 * @slot score-sheet - Put an `<apples-score-sheet>` here (or anything else) to replace the built-in score sheet.
 * @csspart table - The felt: everything but the score sheet.
 * @csspart header - The game's name, the prompt and the buttons.
 * @csspart prompt - What the table is waiting for.
 * @csspart controls - New game and replay buttons.
 * @csspart how-to-play - The "How to play" panel, written from the ruleset.
 * @csspart undo - The undo button (one person against computer players, not `rated`).
 * @csspart house-rules - The house-rules form shown before a new game.
 * @csspart diagnostics - The ruleset's problems, when it does not compile.
 * @csspart game-over - The result and the new-game button.
 * @csspart hand-summary - The end of a hand: each seat's bid, tricks, target cards, points and total, until dismissed or the next move.
 * @csspart replay-bar - The replay viewer's step buttons.
 * @csspart play-with-friends - The button that opens online play (only with `server`).
 * @csspart online - The door of online play (open a table, or join one) and the screen of a table that is gone.
 * @csspart online-lobby - The lobby of an online table: its code, join link, QR code and seats.
 * @csspart online-seats - The lobby's list of who sits where.
 * @csspart online-strip - Above an online game: the table's code and each seat's connection.
 * @csspart notice - A message that stays until dismissed (a save kept aside, settings for the next game).
 * @csspart apples-trick__trick-area - The middle of the table (seats and trick).
 * @csspart apples-trick__seat - Each seat's box.
 * @csspart apples-trick__to-act - The seat the table waits for.
 * @csspart apples-trick__trick - The cards of the current or last trick.
 * @csspart apples-trick__team - A seat's team badge (with teams).
 * @csspart apples-bidding__bidding - The bidding panel.
 * @csspart apples-bidding__high-bid - The current high bid.
 * @csspart apples-bidding__bid-button - Each number, suit and pass button.
 * @csspart apples-bidding__team - The high bidder's team badge (with teams).
 * @csspart apples-hand__hand - The row of cards in your hand.
 * @csspart apples-hand__card-button - Each card's button in your hand.
 * @csspart apples-hand__playable - The buttons of the cards that may be played now.
 * @csspart apples-hand__hand-actions - The confirm row of the pile step.
 * @csspart apples-score-sheet__score-sheet - The built-in score sheet's panel.
 * @csspart apples-score-sheet__totals - The built-in score sheet's table of totals.
 * @csspart apples-score-sheet__team - A seat's team badge on the built-in score sheet (with teams).
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
 * @cssprop --pomona-team-1 - The first team's badge colour, with teams (then --pomona-team-2, --pomona-team-3, --pomona-team-4).
 * @cssprop --pomona-red-suit - Ink of hearts and diamonds.
 * @cssprop --pomona-black-suit - Ink of spades and clubs.
 * @cssprop --pomona-font - Font family.
 * @cssprop --pomona-radius - Corner radius of the table and panels.
 * @tagname apples-table
 */
export class ApplesTable extends GameElement<TrickGame, ApplesTableContext> {
  static override styles = [
    ...GameElement.styles,
    css`
      .controls {
        display: flex;
        gap: 0.4rem;
        flex-wrap: wrap;
      }
      .replay-bar {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        align-items: center;
      }
    `,
  ];

  // seats, seed and bot-delay are declared again so the manifest gives this element's own description and default.
  static override properties: PropertyDeclarations = {
    seats: { type: String, hasChanged: changedByValue },
    seed: { type: String },
    botDelay: { type: Number, attribute: 'bot-delay' },
  };

  /** Who sits where, e.g. `you,search,rules,rules` (you, random, rules, flat, or search: the strongest; mcts is another name of search). */
  declare seats: string | null;
  /** Seed of the deal; the same seed and moves give the same game. Random when absent. */
  declare seed: string | null;

  /** The scored hand whose summary tops the table (0: none): from its end until dismissed or the next action at the screen. */
  private summaryHand = 0;
  /** The ends' code (a hand's summary, the game's result), imported when a hand first ends or a finished game shows. */
  private ends: typeof HandEnd | null = null;
  private endsLoading: Promise<unknown> | null = null;

  constructor() {
    super({
      binding: trickBinding,
      context: applesTableContext,
      motion: async () => (await import('./trick-motion.js')).trickMotion,
      botDelay: 600,
      formId: 'pomona',
      languageData: trickLanguages.load,
    });
    this.botDelay = 600;
    this.addEventListener('pomona-hand-end', () => {
      this.summaryHand = this.view?.handScores.length ?? 0;
      this.requestUpdate();
    });
  }

  protected override async getUpdateComplete(): Promise<boolean> {
    await super.getUpdateComplete();
    await this.endsLoading;
    return super.getUpdateComplete();
  }

  protected override play(action: TrickGame['action']): boolean {
    this.summaryHand = 0;
    return super.play(action);
  }

  /** The viewer's current view (what the person at the screen may see). */
  override get view(): TrickView | null {
    return super.view;
  }

  protected override contextValue(): ApplesTableContext | undefined {
    const online = this.onlineGame;
    const language = this.locale.language;
    const table = {
      reducedMotion: typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches,
      act: (action: TrickPlayerAction) => this.play(action),
    };
    if (online) {
      const cards = new PlayingCards(online.ruleset.deck);
      return {
        ...online,
        ...table,
        ...languageOfTable(cards, language),
        cards,
        legal: online.legal as TrickPlayerAction[],
        names: this.seatNames,
        you: -1,
        // The finished hands' detailed sheets are worked out from the whole game, which stays on the server: the totals show.
        handSheets: [],
        replaying: false,
      };
    }
    const { game } = this;
    const ruleset = game.ruleset;
    const state = this.shownState;
    if (!ruleset || !state) return undefined;
    const engine = trickBinding.engine;
    const view = engine.view(state, game.viewer);
    // Hot-seat: until the next person holds the device, the seat's own cards and target are not drawn.
    const hidden = this.handHidden && !this.replay.position;
    const cards = new PlayingCards(ruleset.deck);
    return {
      ruleset,
      ...table,
      ...languageOfTable(cards, language),
      cards,
      view: hidden ? { ...view, hand: [], targets: [] } : view,
      legal: hidden ? [] : (game.legalForViewer() as TrickPlayerAction[]),
      names: game.names,
      you: game.seating.you,
      viewer: game.viewer,
      // Finished hands' sheets come with the code that plays (no hand is finished before it is here).
      handSheets: game.played?.handSheets?.(state, language) ?? [],
      replaying: this.replay.position !== null,
    };
  }

  protected override renderTable(ctx: ApplesTableContext) {
    const { ends } = this;
    if (!ends && (this.summaryHand || ctx.view.winners))
      this.endsLoading ??= import('./hand-end.js').then((m) => {
        addStyles(this, m.handEndStyles);
        this.ends = m;
        this.requestUpdate();
      });
    return html`${ends?.renderEnds(ctx, {
      state: this.shownState,
      hand: this.summaryHand,
      dismiss: () => {
        this.summaryHand = 0;
        this.requestUpdate();
      },
      newGame: () => (this.onlineGame ? this.leaveOnline() : this.openHouseRules()),
    })}
      <apples-trick exportparts=${exportParts('apples-trick', ['trick-area', 'seat', 'to-act', 'trick', 'team'])}></apples-trick>
      <apples-bidding exportparts=${exportParts('apples-bidding', ['bidding', 'high-bid', 'bid-button', 'team'])}></apples-bidding>
      <apples-hand exportparts=${exportParts('apples-hand', ['hand', 'card-button', 'playable', 'hand-actions'])}></apples-hand>`;
  }

  protected override renderScoreSheet() {
    return html`<apples-score-sheet exportparts=${exportParts('apples-score-sheet', ['score-sheet', 'totals', 'team'])}></apples-score-sheet>`;
  }

  protected override prompt(ctx: ApplesTableContext): string {
    const { view, names, words } = ctx;
    // The result's words come with the game's end (hand-end.ts), loaded as it shows.
    if (view.winners) return this.ends?.gameOverPrompt(ctx) ?? '';
    if (ctx.legal.length > 0) {
      if (view.phase === 'bidding') return msg('Your turn to bid (or pass).');
      if (view.phase === 'pile') {
        const given = view.pile.mine.length;
        const of = view.pile.each;
        return msg(str`Give a card to the bidding pile (${given} of ${of} given).`);
      }
      if (view.phase === 'target') return msg('Choose a card to set aside as your target.');
      if (view.phase === 'tricks')
        return view.trick.cards.length === 0 ? msg('Your lead: play a highlighted card.') : msg('Your turn: play a highlighted card.');
    }
    if (view.toAct.length > 0) {
      const waiting = words.list(view.toAct.map((p) => names[p] ?? ''));
      return msg(str`Waiting for ${waiting}.`);
    }
    return view.phase === 'deal' || view.phase === 'first-dealer' ? msg('Dealing…') : msg('The pile is being dealt back…');
  }
}

/** The table's words in `language`: counts, card and bid names, the family's sentences once loaded. */
function languageOfTable(cards: PlayingCards, language: LanguageTag) {
  const words = elementWords(language);
  const cardWords = words.cardWords;
  return {
    language,
    words,
    phrases: trickLanguages.phrases(language),
    // English keeps the deck's own names ("ten of hearts"); another language names cards with its words.
    cardName: (card: number): string =>
      cardWords ? cardWords.cardName(cards.rankSymbol(cards.rank(card)), cards.suitName(cards.suit(card))) : cards.name(card),
    denominationName: (denomination: number, number?: number): string =>
      denomination === cards.suitCount
        ? msg('no trumps')
        : cardWords
          ? cardWords.suitName(cards.suitName(denomination), number)
          : number === 1
            ? oneOfSuit(cards.suitName(denomination))
            : cards.suitName(denomination),
  };
}

defineOnce('apples-table', ApplesTable);

declare global {
  interface HTMLElementTagNameMap {
    'apples-table': ApplesTable;
  }
}
