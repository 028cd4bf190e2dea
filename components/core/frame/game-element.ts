/**
 * What every Pomona game element has in common: the attributes that set up a game, the
 * controllers it is composed of (rules loading, the live game, computer players, autosave, replay,
 * announcements, motion, lazily imported panels) with a context provider for its parts, the
 * public methods, and the frame around the table (loading, rule problems, header, house rules,
 * replay bar, score-sheet slot). Each concrete element adds its own family's table.
 */
import { LitElement, html, isServer, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { ContextProvider, type Context } from '@lit/context';
import { msg, str } from '@lit/localize';
import { rulesetTexts } from '../../../src/core/rules/ruleset-texts.js';
import { LocaleController, type LanguageData } from '../language/locale.js';
import type { SavedGame } from '../../../src/core/game/game.js';
import { Announcer } from '../language/announcer.js';
import { Autosave } from '../replay/autosave.js';
import { ComputerPlayers } from '../playing/computer-players.js';
import { FocusKeeper } from './focus-keeper.js';
import { gameElementStyles } from './game-element-styles.js';
import type { BindingOf, GameTypes } from '../game-types.js';
import { LazyPanels } from '../panels/lazy-panels.js';
import { LiveGame } from '../playing/live-game.js';
import type { MotionScript } from '../motion/motion.js';
import { ReplayViewer } from '../replay/replay-viewer.js';
import { RulesLoader } from '../rules/rules-loader.js';
import { changedByValue } from './same-value.js';
import { chooseOrigin, inlineRules, type RulesetOrigin } from '../rules/ruleset-source.js';
import { TableMotion } from '../motion/table-motion.js';
import type { OnlineGame } from '../online/online-game.js';
import type { OnlineSeam } from '../online/online-seam.js';
import { panelStyles, themeStyles } from './theme.js';

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

/**
 * The base of the game elements (one level: concrete elements extend it directly), for a family's
 * game types `G` (`GameTypesOf<typeof binding>`) and the context `C` it provides to its parts.
 */
export abstract class GameElement<G extends GameTypes, C extends { readonly ruleset: G['ruleset'] }> extends LitElement {
  static override styles = [themeStyles, panelStyles, gameElementStyles];

  // The settings that start a game compare by value (same-value.ts): a framework that sets an equal
  // value again at every render (an inline object, a new array) starts nothing.
  static override properties: PropertyDeclarations = {
    ruleset: { type: String, hasChanged: changedByValue },
    seats: { type: String, hasChanged: changedByValue },
    seed: { type: String },
    botDelay: { type: Number, attribute: 'bot-delay' },
    persist: { type: String },
    options: { attribute: 'options', hasChanged: changedByValue },
    names: { type: String, hasChanged: changedByValue },
    rated: { type: Boolean, reflect: true },
    server: { type: String },
    room: { type: String },
    houseRulesOpen: { state: true },
    howToPlayOpen: { state: true },
    pendingSetup: { state: true },
    shownTo: { state: true },
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
  /**
   * A rated game: the table offers no undo. Without it, a person playing alone against computer
   * players may take back their last move (and the computer players' answers to it).
   */
  declare rated: boolean;
  /**
   * The address of a Pomona table server (`wss://…`): the table offers "Play with friends", to open
   * an online table of these rules or join one by its code. Without it nothing goes online.
   */
  declare server: string | null;
  /** A table's code: with `server`, the join screen opens with it filled in (as `#join=CODE` in the page's address does). */
  declare room: string | null;
  // The `name` attribute (the display name online play proposes) is read when the door opens, not
  // declared as a property: a `name` property on the element made the focus after a pass in
  // <apples-table> fall to the page now and then (test/components/game-frame.test.ts).
  /** Online play, once its code is here (only with `server`). */
  private online: OnlineSeam<G> | null = null;
  private onlineLoading: Promise<unknown> | null = null;
  declare protected houseRulesOpen: boolean;
  /** Whether the "How to play" panel is open. */
  declare protected howToPlayOpen: boolean;
  /** The family's "How to play" words, once imported (on the first opening of the panel). */
  private howToPlayWords: Awaited<ReturnType<BindingOf<G>['howToPlay']>> | null = null;
  private howToPlayLoading: Promise<void> | null = null;
  /** An undo whose code is on its way. */
  private undoing: Promise<unknown> | null = null;
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
  private readonly panels: LazyPanels;
  private readonly setup: GameElementSetup<G, C>;

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
        replaying: this.replay.position !== null || !!this.online?.active,
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
    this.panels = new LazyPanels(
      this,
      () =>
        this.houseRulesOpen ||
        this.howToPlayOpen ||
        this.replay.position !== null ||
        this.game.status.kind === 'rules-error' ||
        (this.handHidden && this.game.interactive) ||
        !!this.autosave.setAside ||
        this.settingsWait,
      () => this.game.status.kind === 'ready',
    );
    this.ruleset = null;
    this.seats = null;
    this.seed = null;
    this.persist = null;
    this.options = null;
    this.names = null;
    this.rated = false;
    this.houseRulesOpen = false;
    this.howToPlayOpen = false;
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
    this.houseRulesOpen = false;
    if (this.pendingSetup && !options) return this.applyPending();
    this.motion.settle();
    this.shownTo = -1;
    this.resetTable();
    this.game.newGame(options);
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
    return this.replay.position ? this.replay.position.state : (this.online?.world() ?? this.game.state);
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
   * Whether the private cards of the seat at the screen are hidden: with two or more people at one
   * screen (hot-seat), from the moment the turn passes until the next person says they hold the
   * device, and while the computer players act between them.
   */
  get handHidden(): boolean {
    return !this.online?.active && this.game.people > 1 && (!this.game.interactive || this.shownTo !== this.game.viewer);
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
   */
  protected override willUpdate(changed: PropertyValues<this>): void {
    // A server render (Lit SSR) shows the loading table: the rules, the inline scripts among the
    // children, storage and the page's address are read in the browser, at the first update there.
    if (isServer) return;
    if (!this.hasUpdated) this.loadRules();
    else {
      const rules = this.rulesChanged(changed);
      const setup = changed.has('options') || changed.has('seats') || changed.has('names');
      if (rules || setup) {
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
    if (this.onlineGame) return (this.online?.act(action), true);
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

  /**
   * Whether the table offers undo: one person against computer players, not rated, not watching a
   * replay. With several people at the screen it never does (it would show one what another did).
   */
  protected get undoOffered(): boolean {
    return !this.rated && !this.online?.active && this.game.lonePerson >= 0 && this.game.seats.length > 1 && !this.replay.position;
  }

  /** Whether there is a move to take back now: the person has acted, the game is not over, and no face-down choice of theirs waits. */
  protected get undoReady(): boolean {
    const state = this.game.state;
    if (!state || !this.undoOffered || this.setup.binding.engine.result(state)) return false;
    if (this.game.lap?.has(this.game.lonePerson)) return false;
    return this.game.personHasActed();
  }

  /**
   * Take back the person's last move and the computer players' after it (see LiveGame.undo); false
   * when there is none. Its code comes with the first undo; `updateComplete` waits for it.
   */
  undo(): Promise<boolean> {
    if (!this.undoReady) return Promise.resolve(false);
    const undoing = Promise.all([import('../playing/undo.js'), this.game.loadPlay()]).then(([{ undoLength }]) => {
      if (!this.undoReady) return false;
      this.motion.settle();
      this.resetTable();
      const undone = this.game.undo(undoLength);
      if (undone) void this.updateComplete.then(() => this.shadowRoot?.querySelector<HTMLElement>('[part="prompt"]')?.focus());
      return undone;
    });
    this.undoing = undoing.finally(() => (this.undoing = null));
    return undoing;
  }

  /** Once a table shows, the code that plays follows its first paint (nobody can act before it: a new game begins with a deal). */
  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (this.game.status.kind === 'ready') this.game.loadPlayAfterPaint();
    // With a `server`, online play comes (and takes back a seat held for this page, or opens the join screen of a code).
    if (this.server && !isServer)
      this.onlineLoading ??= import('../online/online-entry.js').then(
        ({ OnlineSeam, installLocalize }) => {
          installLocalize(msg, str);
          this.online = new OnlineSeam(
            this,
            this.setup.binding,
            () => this.origin(),
            (origin, receiver) => new RulesLoader(this.setup.binding, receiver).load(origin),
          );
          this.requestUpdate();
        },
        // A deployment without pomona-online.js beside the script: the page author is told; the table plays on offline.
        (error: unknown) => console.error('Pomona: online play could not be loaded', error),
      );
  }

  /** The online game in play, shown instead of the game at this screen: the server's view of this page's seat. */
  protected get onlineGame(): OnlineGame<G> | null {
    return this.replay.position ? null : (this.online?.game() ?? null);
  }

  /**
   * Open "Play with friends" (with `code`, the join screen with it filled in), once online play is
   * here; a page's own button may call it. Nothing happens without a `server`.
   */
  async playWithFriends(code = ''): Promise<void> {
    await this.updateComplete;
    this.online?.play.open(code);
  }

  /** Leave the online table: the game at this screen comes back. */
  protected leaveOnline(): void {
    this.online?.leave();
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

  /** Show the house-rules form for a new game. */
  protected openHouseRules(): void {
    this.houseRulesOpen = true;
  }

  /** Open or close "How to play"; its words are imported with the first opening. */
  protected toggleHowToPlay(): void {
    this.howToPlayOpen = !this.howToPlayOpen;
    if (this.howToPlayOpen)
      this.howToPlayLoading ??= this.setup.binding.howToPlay().then(
        (words) => {
          this.howToPlayWords = words;
          this.requestUpdate();
        },
        () => {
          this.howToPlayLoading = null;
        },
      );
  }

  override render() {
    const status = this.game.status;
    const live = html`<div class="visually-hidden" role="status" aria-live="polite">${this.announcer.text}</div>`;
    const notice =
      status.kind === 'loading'
        ? html`<p class="prompt" part="prompt">${msg('Loading the rules…')}</p>`
        : status.kind === 'rules-error'
          ? this.panels.with((panels) => panels.renderDiagnostics(status.formatted))
          : status.kind === 'setup-error'
            ? html`<div class="panel" role="alert" part="diagnostics">${msg(str`The game could not start: ${status.message}.`)}</div>`
            : null;
    if (notice) return html`<div class="table" part="table">${notice}</div>`;
    const ctx = this.provider.value;
    if (!ctx) return live;
    const replay = this.replay.position;
    const online = this.online?.frame();
    return html`<div class="table" part="table" data-ready>
        <div class="head" part="header">
          <h2>${rulesetTexts(ctx.ruleset, [this.locale.language]).game()}</h2>
          <p class="prompt" part="prompt" tabindex="-1">${
            replay
              ? this.replayPrompt(replay.index, replay.saved.log.length)
              : (online?.prompt ??
                (this.handHidden && this.game.interactive
                  ? msg(str`Pass the device to ${this.game.names[this.game.viewer] ?? ''}.`)
                  : this.prompt(ctx)))
          }</p>
          <div class="controls" part="controls">
            ${
              this.undoOffered
                ? html`<button part="undo" aria-disabled=${this.undoReady ? 'false' : 'true'} @click=${() => void this.undo()}>${msg('Undo')}</button>`
                : nothing
            }
            ${replay || online ? nothing : html`<button @click=${() => this.openHouseRules()}>${msg('New game…')}</button>`}
            ${replay ? nothing : this.online?.doorButton()}
          </div>
        </div>
        ${online?.above}
        ${this.renderNotices()}
        ${this.renderPanels(ctx)}
        ${
          online?.instead
            ? online.instead
            : this.handHidden && this.game.interactive && !replay
              ? this.panels.with((panels) =>
                  panels.renderHandOver(this.game.names[this.game.viewer] ?? '', () => (this.shownTo = this.game.viewer)),
                )
              : this.renderTable(ctx)
        }
        <div class="how-to-play-area">
          <button aria-expanded=${this.howToPlayOpen ? 'true' : 'false'} aria-controls="how-to-play" @click=${() => this.toggleHowToPlay()}>${msg('How to play')}</button>
          ${this.renderHowToPlay(ctx)}
        </div>
        ${live}
      </div>
      <div class="score-area" ?hidden=${!!online?.instead}><slot name="score-sheet">${this.renderScoreSheet()}</slot></div>`;
  }

  /** "How to play" this ruleset when open (the family's words, from the ruleset and the house rules in play). */
  private renderHowToPlay(ctx: C) {
    const words = this.howToPlayWords;
    if (!this.howToPlayOpen || !words) return nothing;
    return this.panels.with((panels) =>
      panels.renderHowToPlay(
        rulesetTexts(ctx.ruleset, [this.locale.language]).game(),
        words(ctx.ruleset, this.game.options, this.locale.language),
        () => this.closeHowToPlay(),
      ),
    );
  }

  private closeHowToPlay(): void {
    this.howToPlayOpen = false;
    void this.updateComplete.then(() => this.shadowRoot?.querySelector<HTMLElement>('[aria-controls="how-to-play"]')?.focus());
  }

  /** The house-rules form and the replay bar when open. */
  private renderPanels(ctx: C) {
    const replay = this.replay.position;
    if (!this.houseRulesOpen && !replay) return nothing;
    return this.panels.with(
      (panels) => html`${
        this.houseRulesOpen
          ? panels.renderHouseRules(
              this.setup.formId,
              ctx.ruleset.options,
              this.game.options,
              (e) => this.startFromForm(e),
              () => (this.houseRulesOpen = false),
              (name, description) => rulesetTexts(ctx.ruleset, [this.locale.language]).option(name, description),
            )
          : nothing
      }
      ${panels.renderReplayBar(replay, this.setup.binding.replayUnits, {
        seek: (i) => panels.seekReplay(this.replay, i),
        step: (unit, direction) => panels.replayStep(this.replay, unit, direction),
        play: (playing, speed) => panels.playReplay(this.replay, playing, speed),
        close: () => this.closeReplay(),
      })}`,
    );
  }

  /**
   * `updateComplete` also waits for the rules while they load (a shipped ruleset is a small chunk
   * of its own) and for the panels while one is shown, so what it resolves to is on screen.
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
    while (this.server && !this.online && this.onlineLoading) {
      await this.onlineLoading;
      result = await super.getUpdateComplete();
    }
    while (this.undoing) {
      await this.undoing;
      result = await super.getUpdateComplete();
    }
    while (this.howToPlayOpen && this.howToPlayLoading && !this.howToPlayWords) {
      await this.howToPlayLoading;
      result = await super.getUpdateComplete();
    }
    while (this.panels.waiting) {
      await this.panels.load();
      result = await super.getUpdateComplete();
    }
    if (this.motion.arriving && !this.motion.ready) await this.motion.arriving;
    return result;
  }

  /** The replay's position in the prompt. */
  protected replayPrompt(index: number, length: number): string {
    return msg(str`Replay: action ${index} of ${length}.`);
  }

  /** Messages that stay until dealt with: a save set aside; settings waiting for the next game. */
  private renderNotices() {
    const { setAside } = this.autosave;
    const settingsWait = this.settingsWait;
    if (!setAside && !settingsWait) return nothing;
    return this.panels.with((panels) =>
      panels.renderNotices(setAside, settingsWait, {
        dismiss: () => {
          this.autosave.dismiss();
          this.shadowRoot?.querySelector<HTMLElement>('[part="prompt"]')?.focus();
        },
        startNext: () => this.applyPending(),
      }),
    );
  }

  /** Whether the table says that changed settings wait for the next game. */
  private get settingsWait(): boolean {
    return this.pendingSetup && !this.replay.position;
  }

  private startFromForm(event: SubmitEvent): void {
    event.preventDefault();
    const ruleset = this.game.ruleset;
    if (ruleset) this.panels.with((panels) => this.newGame(panels.readHouseRules(event.target as HTMLFormElement, ruleset.options)));
  }
}
