/**
 * The game on a Pomona game element: the controllers it is composed of (rules loading, the live
 * game, computer players, autosave, replay, announcements, motion, online play, undo) with a
 * context provider for its parts, the element's public methods, and the one rule for settings
 * changed during a game. The frame around the table is GameElement's (game-element.ts), which
 * extends this class; each concrete element extends GameElement.
 */
import { isServer, type PropertyDeclarations, type PropertyValues } from 'lit';
import { ContextProvider, type Context } from '@lit/context';
import { msg } from '@lit/localize';
import type { SavedGame } from '../../../src/core/game/game.js';
import { Announcer } from '../language/announcer.js';
import { LocaleController, type LanguageData } from '../language/locale.js';
import type { BindingOf, GameTypes } from '../game-types.js';
import type { MotionScript } from '../motion/motion.js';
import { TableMotion } from '../motion/table-motion.js';
import type { OnlineGame } from '../online/online-game.js';
import { ComputerPlayers } from '../playing/computer-players.js';
import { LiveGame } from '../playing/live-game.js';
import { UndoOffer } from '../playing/undo-offer.js';
import { Autosave } from '../replay/autosave.js';
import { ReplayViewer } from '../replay/replay-viewer.js';
import { RulesLoader } from '../rules/rules-loader.js';
import { chooseOrigin, inlineRules, type RulesetOrigin } from '../rules/ruleset-source.js';
import { FocusKeeper } from './focus-keeper.js';
import { GameAttributes } from './game-attributes.js';
import { OnlineDoor } from './online-door.js';

/** What a concrete element tells its base: its family, its context, its motion and its defaults. */
export interface GameElementSetup<G extends GameTypes, C> {
  readonly binding: BindingOf<G>;
  readonly context: Context<unknown, C | undefined>;
  /** Imports the table's motion script (after the first paint: the first paint shows nothing moving). */
  readonly motion: () => Promise<MotionScript<G['action'], unknown>>;
  /** Milliseconds a computer player waits when `bot-delay` is not a number (the element also sets it as the default). */
  readonly botDelay: number;
  /** Prefix of the house-rules form's control ids. */
  readonly formId: string;
  /** What the table needs of a language besides its catalogue (the card words of a game that counts in words). */
  readonly languageData?: LanguageData;
}

/** The game on the element, for a family's game types `G` and the context `C` it provides to its parts. */
export abstract class GameSession<G extends GameTypes, C extends { readonly ruleset: G['ruleset'] }> extends GameAttributes {
  static override properties: PropertyDeclarations = {
    pendingSetup: { state: true },
    shownTo: { state: true },
  };

  /** Settings changed during a game that take effect in the next game. */
  declare protected pendingSetup: boolean;
  /** With several people at the screen: the seat that has said it holds the device (-1: none yet). */
  declare protected shownTo: number;
  private pendingRules = false;

  /** The game on the table: rules, seats, state, actions. */
  protected readonly game: LiveGame<G>;
  /** The live region's words. */
  protected readonly announcer: Announcer<G>;
  /** Loads the rules, then resumes the saved game or starts one. */
  protected readonly rules: RulesLoader<G>;
  /** Takes the deals and the computer players' turns. */
  protected readonly players: ComputerPlayers<G>;
  /** Saves after every action; resumes after a reload. */
  protected readonly autosave: Autosave<G>;
  /** A saved game watched step by step. */
  protected readonly replay: ReplayViewer<G>;
  /** The table's motion, started from the engine's events. */
  protected readonly motion: TableMotion<G['action']>;
  protected readonly provider: ContextProvider<Context<unknown, C | undefined>>;
  /** Keeps keyboard focus on the table after every action. */
  protected readonly focusKeeper: FocusKeeper;
  /** The language the element speaks (its `lang`, the nearest one, the browser's); a change re-renders it. */
  protected readonly locale: LocaleController;
  /** @internal Online play, with a `server` (its types stay out of the package: a page reaches it through the attributes). */
  protected readonly online: OnlineDoor<G>;
  /** @internal Undo against computer players. */
  protected readonly undoOffer: UndoOffer<G>;
  /** What the concrete element told its base. */
  protected readonly setup: GameElementSetup<G, C>;

  constructor(setup: GameElementSetup<G, C>) {
    super();
    this.setup = setup;
    const { binding } = setup;
    this.locale = new LocaleController(this, setup.languageData);
    this.announcer = new Announcer(this, binding);
    this.game = new LiveGame(
      this,
      binding,
      () => ({
        seats: this.seats,
        seed: this.seed,
        options: this.options,
        names: this.names,
        replaying: this.replay.position !== null || this.online.active,
      }),
      this.announcer,
      {
        hasSave: () => this.autosave.hasSave(),
        resume: () => this.autosave.resume(),
        started: () => {
          this.players.cancel();
          this.replay.close();
          this.announcer.load();
        },
        changed: () => this.autosave.save(),
        applied: (action, events) => this.motion.applied(action, events),
      },
    );
    this.rules = new RulesLoader(binding, this.game);
    this.motion = new TableMotion(this, {
      script: setup.motion,
      viewer: () => this.game.viewer,
      shown: () => this.game.status.kind === 'ready',
    });
    this.players = new ComputerPlayers(this, binding, this.game, this.announcer, this.motion, () =>
      Number.isFinite(this.botDelay) ? this.botDelay : setup.botDelay,
    );
    this.autosave = new Autosave(this, binding, this.game, () => this.persist);
    this.replay = new ReplayViewer(this, binding, this.game, () => {
      this.players.cancel();
      this.game.lap?.clear();
    });
    this.provider = new ContextProvider(this, { context: setup.context });
    this.focusKeeper = new FocusKeeper(this, () => this.shadowRoot?.querySelector<HTMLElement>('[part="prompt"]') ?? null);
    // Marked here too: the manifest reads fields from these assignments, the package's types from the declarations.
    /** @internal */
    this.online = new OnlineDoor(this, binding, () => this.origin());
    /** @internal */
    this.undoOffer = new UndoOffer(binding, this.game, {
      undoBarred: () => this.rated || this.online.active || !!this.replay.position,
      beforeUndo: () => {
        this.motion.settle();
        this.resetTable();
      },
      afterUndo: () => void this.updateComplete.then(() => this.shadowRoot?.querySelector<HTMLElement>('[part="prompt"]')?.focus()),
    });
    this.pendingSetup = false;
    this.shownTo = -1;
  }

  /** The family of rulesets this element plays ("trick-taking", "drafting", "judging"). */
  get family(): G['ruleset']['family'] {
    return this.setup.binding.family;
  }

  /** Every action applied so far, chance actions included. */
  get actionLog(): readonly G['action'][] {
    return this.game.state ? this.setup.binding.engine.log(this.game.state) : [];
  }

  /** The view of the seat at the screen (online, of this page's seat, as the server sends it). */
  get view(): G['view'] | null {
    const online = this.onlineGame;
    if (online) return online.view;
    const state = this.shownState;
    return state ? this.setup.binding.engine.view(state, this.game.viewer) : null;
  }

  /** Start a new game now, with the given house rules (or those of the `options` attribute). */
  newGame(options?: Readonly<Record<string, unknown>>): void {
    if (this.pendingSetup && !options) return this.applyPending();
    this.motion.settle();
    this.shownTo = -1;
    this.resetTable();
    this.game.newGame(options);
  }

  /** Whether a person at this screen has acted in a game not over: a new game would end it. */
  get gameInProgress(): boolean {
    const state = this.game.state;
    return !!state && this.setup.binding.engine.toAct(state).kind !== 'over' && this.game.personHasActed();
  }

  /** The game as JSON-ready data (setup, house rules, action log), to save or share as a replay. */
  exportGame(): SavedGame<G['action']> | null {
    return this.game.exportGame();
  }

  /** Watch a saved game step by step; a reason if it does not fit these rules. */
  loadReplay(saved: unknown): { ok: true } | { ok: false; reason: string } {
    this.motion.settle();
    const opened = this.replay.open(saved);
    if (opened.ok) this.announcer.say(msg('Watching a replay.'));
    return opened;
  }

  /** Leave the replay viewer and return to the live game. */
  closeReplay(): void {
    this.replay.close();
  }

  /** The state shown: the replay's position while watching one, else the live game's. */
  protected get shownState(): G['state'] | null {
    return this.replay.position ? this.replay.position.state : (this.online.seam?.world() ?? this.game.state);
  }

  /** What the table provides to its parts now, or undefined while there is no game to show. */
  protected abstract contextValue(): C | undefined;

  /** Clear the element's own per-game state when a new game starts. */
  protected resetTable(): void {}

  /**
   * Whether the private cards of the seat at the screen are hidden: with two or more people at one
   * screen (hot-seat), from the moment the turn passes until the next person says they hold the
   * device, and while the computer players act between them.
   */
  get handHidden(): boolean {
    return !this.online.active && this.game.people > 1 && (!this.game.interactive || this.shownTo !== this.game.viewer);
  }

  /** Whether `action` waits until the table is still: a choice among cards still turning up is not taken (none by default). */
  protected waitsForMotion(_action: G['action']): boolean {
    return false;
  }

  /** Whether the cards are still moving on a paced table (where they went is not seen yet). */
  protected get moving(): boolean {
    if (!(Number.isFinite(this.botDelay) && this.botDelay > 0)) return false;
    const ms = this.motion.remaining();
    return ms !== null && ms > 0;
  }

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
    void this.rules.load(this.origin(), fresh);
  }

  /**
   * One rule for every element and every setting (`ruleset`, `options`, `seats`, `names`, decks):
   * a change applies at once while nobody at the screen has acted in the current game (it starts
   * again with the new settings); after that it takes effect in the next game, and the table says
   * so with a button to start that game now. A game in progress is never thrown away unasked.
   * A new `persist` key (or none) is another saved game: the one on the table stays under its own
   * key, and the game under the new key goes on (or, with none there, a new one starts).
   */
  protected override willUpdate(changed: PropertyValues<this>): void {
    // A server render (Lit SSR) shows the loading table: the rules, the inline scripts among the
    // children, storage and the page's address are read in the browser, at the first update there.
    if (isServer) return;
    if (!this.hasUpdated) this.loadRules();
    else {
      const rules = this.rulesChanged(changed);
      const setup = changed.has('options') || changed.has('seats') || changed.has('names');
      if (changed.get('persist')) {
        this.pendingRules = this.pendingSetup = false;
        this.loadRules();
      } else if (rules || setup) {
        if (this.game.status.kind === 'ready' && this.game.personHasActed()) {
          this.pendingRules ||= rules;
          this.pendingSetup = true;
        } else if (rules) this.loadRules(true);
        else this.game.newGame();
      }
    }
    this.provider.setValue(this.contextValue());
  }

  /** Start the next game now with the settings changed during this one. */
  protected applyPending(): void {
    const rules = this.pendingRules;
    this.pendingRules = false;
    this.pendingSetup = false;
    this.motion.settle();
    this.resetTable();
    if (rules) this.loadRules(true);
    else this.game.newGame();
  }

  /** Apply the viewer's action; a refusal is announced (and returned). Online, the server decides. */
  protected play(action: G['action']): boolean {
    if (this.onlineGame) return (this.online.seam?.act(action), true);
    if (this.waitsForMotion(action) && this.moving) {
      this.announcer.say(msg('Wait a moment: the cards are still moving.'));
      return false;
    }
    const error = this.game.act(action);
    if (error) void this.sayRefusal(error.code, action);
    this.requestUpdate();
    return !error;
  }

  /** Say why `action` was refused, in the page's language (by its stable code; a game may say more). */
  protected async sayRefusal(code: string, _action: G['action']): Promise<void> {
    const { refusalSentence } = await import('../playing/refusals.js');
    this.announcer.say(refusalSentence(code));
  }

  /** Whether the table offers undo (see UndoOffer). */
  protected get undoOffered(): boolean {
    return this.undoOffer.offered;
  }

  /**
   * Take back the person's last move and the computer players' after it (see undo.ts); false
   * when there is none. Its code comes with the first undo; `updateComplete` waits for it.
   */
  undo(): Promise<boolean> {
    return this.undoOffer.undo();
  }

  /** Once a table shows, the code that plays follows its first paint (nobody can act before it: a new game begins with a deal). */
  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (this.game.status.kind === 'ready') this.game.loadPlayAfterPaint();
  }

  /** The online game in play, shown instead of the game at this screen: the server's view of this page's seat. */
  protected get onlineGame(): OnlineGame<G> | null {
    return this.replay.position ? null : this.online.game();
  }

  /**
   * Open "Play with friends" (with `code`, the join screen with it filled in), once online play is
   * here; a page's own button may call it. Nothing happens without a `server`.
   */
  async playWithFriends(code = ''): Promise<void> {
    await this.updateComplete;
    this.online.seam?.play.open(code);
  }

  /** Leave the online table: the game at this screen comes back. */
  protected leaveOnline(): void {
    this.online.seam?.leave();
  }

  /** Whether the person at this screen may act now (online: whether the server offers them moves). */
  protected get canAct(): boolean {
    const online = this.onlineGame;
    return online ? online.legal.length > 0 : this.game.interactive;
  }

  /** The seats' names as the table shows them. */
  protected get seatNames(): readonly string[] {
    return this.onlineGame?.names ?? this.game.names;
  }

  /** What online play needs of the element's own game. */
  offline(): { readonly ruleset: G['ruleset'] | null; readonly seats: number } {
    return { ruleset: this.game.ruleset, seats: this.game.seats.length };
  }

  /** Say something in the live region. */
  say(words: string): void {
    this.announcer.say(words);
  }

  /** What the element's parts still wait for that an update would show: online play's code, an undo's. */
  private waitingFor(): Promise<unknown> | null {
    return this.online.waiting ?? this.undoOffer.waiting;
  }

  /** Whether the table says that changed settings wait for the next game. */
  protected get settingsWait(): boolean {
    return this.pendingSetup && !this.replay.position;
  }

  /**
   * `updateComplete` also waits for the rules while they load (a shipped ruleset is a small chunk
   * of its own), for the code that plays once a table shows, and for what the element's parts
   * still wait for, so what it resolves to is on screen.
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    let result = await super.getUpdateComplete();
    while (this.rules.loading) {
      await this.rules.loading;
      result = await super.getUpdateComplete();
    }
    // A table that shows is ready to play once its code is here (a page may then act, replay or undo at once).
    if (this.game.status.kind === 'ready' && !this.game.played) {
      await this.game.loadPlay().catch(() => undefined);
      result = await super.getUpdateComplete();
    }
    for (let waiting = this.waitingFor(); waiting; waiting = this.waitingFor()) {
      await waiting;
      result = await super.getUpdateComplete();
    }
    return result;
  }
}
