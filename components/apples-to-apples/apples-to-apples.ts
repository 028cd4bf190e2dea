import { msg, str } from '@lit/localize';
import { html, nothing, type PropertyDeclarations, type PropertyValues } from 'lit';
import type { JudgingPlayerAction, JudgingView } from '../../src/families/judging/engine/index.js';
import { defineOnce } from '../core/define.js';
import { exportParts } from '../core/frame/export-parts.js';
import { changedByValue } from '../core/frame/same-value.js';
import { GameElement } from '../core/frame/game-element.js';
import { renderGameOver } from '../core/frame/game-over.js';
import { seatStyles } from '../core/frame/theme.js';
import { elementWords } from '../core/language/element-words.js';
import { isShipped, type RulesetOrigin } from '../core/rules/ruleset-source.js';
import { a2aStyles, renderHand, renderLastRound, renderRound, renderSeats, winnersLine } from './a2a-views.js';
import { applesToApplesContext, type ApplesToApplesContext } from './context.js';
import { judgingBinding, judgingLanguages, type JudgingGame } from './judging-binding.js';
import './a2a-score-sheet.js';

/** The MIME type of an inline deck: `<script type="text/x-pomona-deck" data-kind="red">`. */
const inlineDeckType = 'text/x-pomona-deck';

/**
 * Apples to Apples, the party judging game, as one embeddable element: 4 to 10 seats, any mix of
 * people at this screen and computer players. With several people, a "pass the device" screen
 * hides each hand between turns. Decks: the default, a deck file from a URL (`red-deck`,
 * `green-deck`), or an inline `<script type="text/x-pomona-deck" data-kind="red">`.
 *
 * @fires pomona-game-start - A new game was dealt (not when a saved game is resumed); detail holds its seed and house rules.
 * @fires pomona-action - An action was applied (a placement, a choice, a shuffle, a turned card).
 * @fires pomona-hand-end - A round was decided; detail holds every seat's green cards with the rounds they came from.
 * @fires pomona-game-end - Someone reached the goal; detail holds the result.
 * @fires pomona-ruleset-error - The ruleset or a deck did not compile; detail holds the diagnostics (also shown in the element).
 * @fires pomona-save-discarded - A saved game could not be resumed; it was moved aside, a dismissible notice says so, and a new game started.
 * @fires pomona-setup-error - The game could not start (bad seats or options); detail holds the message (also shown in the element).
 * @attr name - The display name online play proposes in its forms (at most 24 characters; a person may change it).
 * @fires pomona-online-join - This page sat down at an online table (opened it, or joined it by its code); detail holds the code and the seat.
 * @fires pomona-online-drop - A seat's connection to the online table was lost; detail holds the code and the seat.
 * @fires pomona-online-reconnect - A seat is connected again (this page after a reload too); detail holds the code and the seat.
 * @fires pomona-online-leave - This page left the online table; detail holds the code.
 * @fires pomona-online-kick - The host removed this page from the online table; detail holds the code.
 * @slot score-sheet - Put an `<a2a-score-sheet>` here (or anything else) to replace the built-in score sheet.
 * @csspart table - Everything but the score sheet.
 * @csspart header - The game's name, the prompt and the buttons.
 * @csspart prompt - What the game is waiting for.
 * @csspart controls - The new-game button.
 * @csspart how-to-play - The "How to play" panel, written from the ruleset.
 * @csspart undo - The undo button (one person against computer players, not `rated`).
 * @csspart seats - The players, the judge and how many green cards each has won.
 * @csspart round - The green card, the placing rule and the cards being judged.
 * @csspart green-card - The round's green card.
 * @csspart placing-rule - The placing rule of this player count, as it happens.
 * @csspart hand - The red cards of the person at the screen.
 * @csspart pass-screen - The hot-seat screen that hides the hands between turns.
 * @csspart house-rules - The house-rules form shown before a new game.
 * @csspart diagnostics - The ruleset's or deck's problems.
 * @csspart game-over - The winner and the new-game button.
 * @csspart notice - A message that stays until dismissed (a save kept aside, settings for the next game).
 * @csspart fair-order - How the order of the placed cards is drawn, and the last drawn order.
 * @csspart chosen - Your face-down choice, waiting for the others.
 * @csspart a2a-score-sheet__score-sheet - The built-in score sheet's panel.
 * @csspart a2a-score-sheet__totals - The built-in score sheet's table of green cards won.
 * @csspart a2a-score-sheet__winner - The built-in score sheet's winner line.
 * @csspart replay-bar - The replay viewer's step buttons.
 * @csspart play-with-friends - The button that opens online play (only with `server`).
 * @csspart online - The door of online play (open a table, or join one) and the screen of a table that is gone.
 * @csspart online-lobby - The lobby of an online table: its code, join link, QR code and seats.
 * @csspart online-seats - The lobby's list of who sits where.
 * @csspart online-strip - Above an online game: the table's code and each seat's connection.
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
export class ApplesToApples extends GameElement<JudgingGame, ApplesToApplesContext> {
  static override styles = [...GameElement.styles, seatStyles, a2aStyles];

  // seats, seed and bot-delay are declared again so the manifest gives this element's own description and default.
  static override properties: PropertyDeclarations = {
    seats: { type: String, hasChanged: changedByValue },
    seed: { type: String },
    botDelay: { type: Number, attribute: 'bot-delay' },
    redDeck: { type: String, attribute: 'red-deck' },
    greenDeck: { type: String, attribute: 'green-deck' },
  };

  /** URL of a red deck file replacing the red cards of the (bundled) rules. */
  declare redDeck: string | null;
  /** URL of a green deck file replacing the green cards of the (bundled) rules. */
  declare greenDeck: string | null;
  /** Who sits where, 4 to 10 seats: `you` (a person at this screen), `random`, `matcher` or `reader`. */
  declare seats: string | null;
  /** Seed of the shuffles; the same seed and moves give the same game. Random when absent. */
  declare seed: string | null;

  constructor() {
    super({
      binding: judgingBinding,
      context: applesToApplesContext,
      motion: async () => (await import('./judging-motion.js')).judgingMotion,
      botDelay: 900,
      formId: 'pomona-a2a',
      languageData: judgingLanguages.load,
    });
    this.botDelay = 900;
    this.redDeck = null;
    this.greenDeck = null;
  }

  /** The view of the seat at the screen (with several people: the one the game waits for). */
  override get view(): JudgingView | null {
    return super.view;
  }

  /** The judge chooses only among cards seen: while the placed cards turn up, a choice is not taken. */
  protected override waitsForMotion(action: JudgingGame['action']): boolean {
    return action.kind === 'choose';
  }

  protected override rulesChanged(changed: PropertyValues<this>): boolean {
    return super.rulesChanged(changed) || changed.has('redDeck') || changed.has('greenDeck');
  }

  protected override loadRules(fresh = false): void {
    void this.deckOrigin().then((origin) => this.rules.load(origin, fresh));
  }

  protected override contextValue(): ApplesToApplesContext | undefined {
    const online = this.onlineGame;
    if (online)
      return {
        ...online,
        legal: online.legal as JudgingPlayerAction[],
        names: this.seatNames,
        ready: [],
        replaying: false,
        fairLap: false,
        drawnOrder: [],
        chosen: null,
        act: (a) => this.play(a),
        language: this.locale.language,
      };
    const { ruleset, names, viewer } = this.game;
    const state = this.shownState;
    if (!ruleset || !state || ruleset.family !== 'judging') return undefined;
    const toAct = judgingBinding.engine.toAct(state);
    return {
      ruleset,
      view: judgingBinding.engine.view(state, viewer),
      names,
      viewer,
      toAct: toAct.kind === 'players' ? toAct.players : [],
      ready: this.replay.position ? [] : (this.game.lap?.ready ?? []),
      replaying: this.replay.position !== null,
      fairLap: true,
      drawnOrder: this.replay.position ? [] : (this.game.lap?.lastOrder ?? []),
      chosen:
        this.replay.position || this.handHidden ? null : ((this.game.lap?.choiceOf(viewer) as JudgingPlayerAction | undefined) ?? null),
      legal: this.handHidden ? [] : (this.game.legalForViewer() as JudgingPlayerAction[]),
      act: (a) => this.play(a),
      language: this.locale.language,
    };
  }

  /** Where the rules come from: as for every element, plus the decks given by URL or inline. */
  private async deckOrigin(): Promise<RulesetOrigin> {
    const base = this.origin();
    const files = new Map<string, string>();
    const lines: string[] = [];
    // The fetching of decks given by URL comes with them: a page of shipped decks never loads it.
    const fetching = () => import('../core/rules/fetch-files.js');
    for (const kind of ['red', 'green'] as const) {
      const script = Array.from(this.children).find(
        (c) => c.localName === 'script' && c.getAttribute('type') === inlineDeckType && c.getAttribute('data-kind') === kind,
      );
      const url = kind === 'red' ? this.redDeck : this.greenDeck;
      const name = script ? `decks/page-${kind}.cards` : url ? `decks/${url.split('/').pop() || `page-${kind}.cards`}` : '';
      if (!name) continue;
      lines.push(`deck ${kind} from "${name}"`);
      const deck = script ? (script.textContent ?? '') : await (await fetching()).fetchText(new URL(url as string, document.baseURI).href);
      if (deck === undefined) continue;
      files.set(name, deck);
      const tags = /^\s*tags\s+from\s+"([^"]+)"/m.exec(deck)?.[1];
      const tagsUrl =
        url && !script && tags && !isShipped(`decks/${tags}`)
          ? (await fetching()).sameOriginUrl(tags, new URL(url, document.baseURI))
          : null;
      if (tagsUrl) {
        const vocabulary = await (await fetching()).fetchText(tagsUrl.href);
        if (vocabulary !== undefined) files.set(`decks/${tags}`, vocabulary);
      }
    }
    if (lines.length === 0 || base.kind !== 'bundled') return base;
    return { kind: 'text', name: 'page.rules', text: `extends "${base.name}"\n${lines.join('\n')}\n`, files };
  }

  protected override renderTable(ctx: ApplesToApplesContext) {
    const view = ctx.view;
    const hidden = this.handHidden;
    return html`${view.phase === 'over' && !this.replay.position ? this.renderOver(view) : nothing}
      ${renderSeats(ctx)}
      ${renderRound(ctx)}${hidden || view.phase === 'over' ? nothing : renderHand(ctx)}${renderLastRound(ctx)}`;
  }

  protected override renderScoreSheet() {
    return html`<a2a-score-sheet exportparts=${exportParts('a2a-score-sheet', ['score-sheet', 'totals', 'winner'])}></a2a-score-sheet>`;
  }

  protected override prompt(ctx: ApplesToApplesContext): string {
    const view = ctx.view;
    if (view.phase === 'over') return msg('Game over.');
    const worst = view.numbers.judgeChooses === 'worst';
    if (this.canAct) {
      if (view.phase === 'judging')
        return worst ? msg('You are the judge: choose the worst red card.') : msg('You are the judge: choose the best red card.');
      return worst
        ? msg('Place a red card the green card describes worst: the judge picks the worst match.')
        : msg('Place a red card the green card describes.');
    }
    if (view.phase === 'placing')
      return view.player === view.judge && (this.game.people <= 1 || !!this.onlineGame)
        ? msg('You are the judge: the others are placing red cards.')
        : msg('The others are placing red cards.');
    if (view.phase === 'judging') return msg(str`${this.seatNames[view.judge] ?? ''} is judging.`);
    return msg('Dealing…');
  }

  private renderOver(view: JudgingView) {
    const best = Math.max(...view.scores);
    const words = elementWords(this.locale.language);
    const winners = view.scores.flatMap((s, p) => (s === best ? [this.seatNames[p] ?? ''] : []));
    const headline = winnersLine(winners, words.count('green-card', best), words);
    return renderGameOver(msg('Game over'), html`<h3>${headline}</h3>`, () =>
      this.onlineGame ? this.leaveOnline() : this.openHouseRules(),
    );
  }
}

defineOnce('apples-to-apples', ApplesToApples);

declare global {
  interface HTMLElementTagNameMap {
    'apples-to-apples': ApplesToApples;
  }
}
