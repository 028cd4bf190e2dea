/**
 * The game session every Pomona element runs: it loads the rules, seats people and computer
 * players, applies actions (legality is the engine's alone), takes the automatic turns, saves
 * after every action and resumes after a reload, steps through replays, and fires the events.
 * It is a reactive controller: one per element, no shared state between elements.
 */
import type { ReactiveControllerHost } from 'lit';
import type { ActionError, Bot, GameEvent, SavedGame } from '../../src/core/game/game.js';
import type { OptionValues, Ruleset } from '../../src/core/rules/ruleset.js';
import type { Diagnostic } from '../../src/core/rules/diagnostic.js';
import { resolveOptions } from '../../src/core/rules/options.js';
import { botSeed } from '../../src/core/bots/seeds.js';
import { AutoTurnsController } from './auto-turns.js';
import type { FairLap } from './fair-lap.js';
import { firePomonaEvent } from './events.js';
import type { Announce, FamilyBinding, MakeBot } from './family.js';
import { readStored, setAside, writeStored, defaultStorage } from './persistence.js';
import { checkSavedGame, replayLog, toSavedGame } from './replay.js';
import { loadShipped, type RulesetOrigin } from './ruleset-source.js';
import { parseOptions } from './options.js';
import { defaultSeats, parseSeats, type SeatKind } from './seats.js';

/** Run `run` once the next frame has been painted (at once, in a macrotask, where nothing paints). */
function afterPaint(run: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  else setTimeout(run, 0);
}

/** The element's settings, read from its attributes and properties when a game starts. */
export interface SessionConfig {
  readonly seats: string | null;
  readonly seed: string | null;
  readonly botDelay: number;
  readonly persist: string | null;
  readonly options: unknown;
  readonly names: string | null;
  /**
   * Milliseconds until the table's motion (a card travelling, a trick going to its winner) has
   * finished: with a `botDelay` above 0, automatic turns wait for it, so that a computer player
   * never plays into a trick that is still on its way. Tests with `bot-delay="0"` never wait. Null
   * while the motion's code is still loading (the element renders again once it is there).
   */
  readonly settling?: () => number | null;
}

/** What the element hears of every action applied: its events, before anything is drawn again. */
export type AppliedListener<A> = (action: A, events: readonly GameEvent[]) => void;

/** Something to say in the live region: words, or what an action did, put into words once the family's sentences are there. */
type Sentence<R extends Ruleset, S, A> = string | ((announce: Announce<R, S, A>) => string);

/** What the element shows instead of (or besides) the table. */
export type SessionStatus =
  | { readonly kind: 'loading' }
  | { readonly kind: 'rules-error'; readonly formatted: readonly string[] }
  | { readonly kind: 'setup-error'; readonly message: string }
  | { readonly kind: 'ready' };

/** A replay being watched: the saved game, and how many of its actions are applied. */
export interface ReplayPosition<S> {
  readonly saved: SavedGame<unknown>;
  readonly index: number;
  readonly state: S;
  /** For each index, the replay units reached (tricks or rounds, hands), for the larger steps. */
  readonly marks: readonly { readonly small: number; readonly large: number }[];
  /** Whether the replay plays by itself, and how fast (actions per second). */
  readonly playing: boolean;
  readonly speed: number;
}

/** One element's game, its table and its history. */
export class GameSession<R extends Ruleset, S, A, V> {
  status: SessionStatus = { kind: 'loading' };
  ruleset: R | null = null;
  state: S | null = null;
  seats: readonly SeatKind[] = [];
  names: readonly string[] = [];
  options: OptionValues = {};
  seed = '';
  replay: ReplayPosition<S> | null = null;
  /** A message for the person that stays until dismissed (a saved game that could not be resumed). */
  notice: string | null = null;
  /** The latest sentence for the polite live region (set through `say`, which keeps the order). */
  get announcement(): string {
    return this.latest;
  }
  private latest = '';
  /** The family's sentences, once loaded (at once for a family that gives them as a function). */
  private announcer: Announce<R, S, A> | null = typeof this.binding.announce === 'function' ? this.binding.announce : null;
  private announcerLoading: Promise<void> | null = null;
  /** What was to be said while the sentences were loading, in order; said all together when they arrive. */
  private unsaid: Sentence<R, S, A>[] = [];
  /** Choices made face down by seats acting at the same time, applied in a drawn order (fair party play). */
  /** The open fair lap, for a family whose seats act together (fair-lap.ts comes with its binding); null for the others. */
  readonly lap: FairLap<A> | null = this.binding.fairLap?.() ?? null;
  /** The computer players at the table: name and seed per seat (null for people), made once their code has loaded. */
  private botSeats: ({ readonly name: string; readonly seed: number | string } | null)[] = [];
  private bots: (Bot<V, A> | null)[] = [];
  private makeBot: MakeBot<R, V, A> | null = null;
  private botsLoading: Promise<void> | null = null;
  private gamesStarted = 0;
  private loadToken = 0;
  private readonly turns: AutoTurnsController;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly binding: FamilyBinding<R, S, A, V>,
    private readonly config: () => SessionConfig,
    /** Told of every action applied in the live game (never of a replay's steps or a resumed save). */
    private readonly applied?: AppliedListener<A>,
  ) {
    this.turns = new AutoTurnsController(host, {
      nextDelay: () => this.nextDelay(),
      advance: () => this.advance(),
    });
  }

  /**
   * The seat whose view is shown: the first person at the table (seat 0 when only bots play).
   * With several people at one screen (hot-seat), the first person the game waits for.
   */
  get viewer(): number {
    const person = this.seats.findIndex((s) => s.kind === 'person');
    if (person < 0 || this.people < 2 || !this.state) return person < 0 ? 0 : person;
    const toAct = this.binding.engine.toAct(this.state);
    const waiting = toAct.kind === 'players' ? toAct.players.find((p) => this.seats[p]?.kind === 'person' && !this.lap?.has(p)) : undefined;
    return waiting ?? person;
  }

  /** How many people sit at this screen. */
  get people(): number {
    return this.seats.filter((s) => s.kind === 'person').length;
  }

  /** The state shown: the replay position while watching a replay, else the live game. */
  get shownState(): S | null {
    return this.replay ? this.replay.state : this.state;
  }

  /** Whether the viewer may act now. */
  get interactive(): boolean {
    if (this.replay || !this.state || this.status.kind !== 'ready') return false;
    if (this.seats[this.viewer]?.kind !== 'person') return false;
    const toAct = this.binding.engine.toAct(this.state);
    return toAct.kind === 'players' && toAct.players.includes(this.viewer) && !this.lap?.has(this.viewer);
  }

  /** The fair lap, opened for the seats acting together now, when their order is drawn; else null. */
  private openLap(): FairLap<A> | null {
    if (!this.lap || !this.state) return null;
    const toAct = this.binding.engine.toAct(this.state);
    if (toAct.kind !== 'players' || toAct.players.length < 2) return null;
    this.lap.open(toAct.players);
    return this.lap;
  }

  /** The viewer's legal actions now (empty when they may not act). */
  legalForViewer(): readonly A[] {
    return this.interactive && this.state ? this.binding.engine.legalActions(this.state, this.viewer) : [];
  }

  /** The rules being loaded, until they are (see `load`). */
  loading: Promise<void> | null = null;

  /** Load the rules from `origin`, then resume the saved game or start a new one. */
  load(origin: RulesetOrigin, fresh = false): Promise<void> {
    const loading = this.loadNow(origin, fresh);
    this.loading = loading;
    void loading.finally(() => {
      if (this.loading === loading) this.loading = null;
    });
    return loading;
  }

  private async loadNow(origin: RulesetOrigin, fresh: boolean): Promise<void> {
    try {
      await this.loadRules(origin, fresh);
    } catch (error) {
      // The code that reads rules could not be fetched (the page went offline): say so on the element.
      this.fail(`the rules could not be loaded (${error instanceof Error ? error.message : String(error)})`);
    }
  }

  private async loadRules(origin: RulesetOrigin, fresh: boolean): Promise<void> {
    const token = ++this.loadToken;
    this.turns.cancel();
    this.lap?.clear();
    this.status = { kind: 'loading' };
    this.host.requestUpdate();
    const shipped = origin.kind === 'bundled' ? await loadShipped(origin.name, this.binding.shipped) : null;
    if (token !== this.loadToken) return;
    const loaded = shipped ? { ok: true as const, ruleset: shipped } : await this.compileText(origin);
    if (token !== this.loadToken || !loaded) return;
    if (!loaded.ok || !this.binding.accepts(loaded.ruleset)) {
      const { diagnostics, formatted } = loaded.ok ? { diagnostics: [], formatted: [] } : loaded;
      this.ruleset = null;
      this.state = null;
      this.status = { kind: 'rules-error', formatted };
      this.host.requestUpdate();
      firePomonaEvent(this.host, 'pomona-ruleset-error', { diagnostics, formatted });
      return;
    }
    this.ruleset = loaded.ruleset;
    if (fresh || !this.resume()) this.newGame();
  }

  /**
   * Rules given as text or by URL (or a shipped name of another family, to say so at its line):
   * the text front end and this family's compiler are imported now, the first time they are needed.
   */
  private async compileText(
    origin: RulesetOrigin,
  ): Promise<{ ok: true; ruleset: Ruleset } | { ok: false; diagnostics: Diagnostic[]; formatted: string[] } | null> {
    const token = this.loadToken;
    const [frontEnd, compile] = await Promise.all([import('./rules-front-end.js'), this.binding.compiler()]);
    if (token !== this.loadToken) return null;
    const { result, sources } = await frontEnd.loadRules(origin, { [this.binding.family]: compile });
    if (result.ok) return { ok: true, ruleset: result.ruleset };
    // Only this family's compiler ran, so a ruleset of another family is a 'wrong-family' diagnostic.
    const diagnostics = result.diagnostics.filter((d) => d.severity === 'error');
    return { ok: false, diagnostics, formatted: frontEnd.formatAll(diagnostics, sources) };
  }

  /** Start a new game with fresh seats, the next seed and the given (or configured) house rules. */
  newGame(chosen?: Readonly<Record<string, unknown>>): void {
    const ruleset = this.ruleset;
    if (!ruleset) return;
    this.turns.cancel();
    this.stopPlay();
    this.replay = null;
    this.lap?.clear();
    if (this.lap) this.lap.lastOrder = [];
    const config = this.config();
    const seated = this.seatTable(ruleset, config);
    if (!seated) return;
    const parsed = chosen ? { ok: true as const, values: chosen } : parseOptions(config.options);
    if (!parsed.ok) return this.fail(parsed.message);
    const resolved = resolveOptions(ruleset, parsed.values);
    if (!resolved.ok) return this.fail(resolved.message);
    this.gamesStarted += 1;
    const base = config.seed ?? randomSeed();
    const seed = this.gamesStarted === 1 ? base : `${base}#${this.gamesStarted}`;
    const created = this.binding.engine.create(ruleset, { players: this.seats.length, seed, options: resolved.options });
    if (!created.ok) return this.fail(created.error.message);
    this.seed = seed;
    this.options = resolved.options;
    this.state = created.state;
    this.say(`A new game of ${ruleset.name} begins.`);
    this.status = { kind: 'ready' };
    this.loadAnnouncer();
    this.save();
    this.host.requestUpdate();
  }

  /** The viewer's action: applied if the engine accepts it, else the refusal. */
  act(action: A): ActionError | null {
    if (!this.interactive || !this.state) return { code: 'not-your-turn', message: 'It is not your turn.' };
    const seat = this.binding.actor(action);
    if (seat !== this.viewer) return { code: 'not-your-turn', message: 'That is not your seat.' };
    const lap = this.openLap();
    if (lap) {
      const tried = this.binding.engine.apply(this.state, action);
      if (!tried.ok) return tried.error;
      this.chooseInLap(lap, seat, action);
      return null;
    }
    return this.commit(action);
  }

  /** Record a face-down choice; when the lap is complete, apply every choice in a drawn order. */
  private chooseInLap(lap: FairLap<A>, seat: number, action: A): void {
    const complete = lap.choose(seat, action);
    const name = (s: number) => this.names[s] ?? `Seat ${s + 1}`;
    if (!complete) {
      const waiting = lap.pending.map(name);
      this.say(
        `${name(seat)} ${name(seat) === 'You' ? 'have' : 'has'} chosen, face down. Waiting for ${waiting.join(', ')}; the order is drawn when everyone has chosen.`,
      );
      // A face-down choice is saved too, so a reload neither loses it nor lets it be changed.
      this.save();
      this.host.requestUpdate();
      return;
    }
    const order = lap.draw(`${this.seed}/lap/${this.binding.engine.log(this.state as S).length}`);
    const drawn = `Everyone has chosen. Drawn order: ${order.map((c) => name(c.seat)).join(', ')}.`;
    const sentences: Sentence<R, S, A>[] = [];
    // A later choice may no longer fit (the placing closed after the first cards): it stays in hand.
    for (const choice of order) this.commit(choice.action, sentences);
    this.say((announce) =>
      [...new Set([drawn, ...sentences.map((s) => (typeof s === 'string' ? s : s(announce)))])].filter((text) => text !== '').join(' '),
    );
    this.host.requestUpdate();
  }

  /** The game as plain JSON (setup, options and action log): a save or a replay to share. */
  exportGame(): SavedGame<A> | null {
    if (!this.ruleset || !this.state) return null;
    return toSavedGame(
      this.binding.engine,
      this.ruleset,
      { players: this.seats.length, seed: this.seed, options: this.options },
      this.state,
    );
  }

  /** Watch a saved game step by step; a reason if it does not fit these rules. */
  openReplay(value: unknown): { ok: true } | { ok: false; reason: string } {
    if (!this.ruleset) return { ok: false, reason: 'the rules are not loaded' };
    const checked = checkSavedGame(value, this.binding.family, this.ruleset.name);
    if (!checked.ok) return checked;
    const whole = this.replayTo(checked.saved, checked.saved.log.length);
    if (!whole.ok) return whole;
    const start = this.replayTo(checked.saved, 0);
    if (!start.ok) return start;
    this.turns.cancel();
    this.lap?.clear();
    // Every position once, in one pass: seeking is then immediate and the larger steps know where tricks and hands end.
    const engine = this.binding.engine;
    const states: S[] = [start.state];
    let state = start.state;
    for (const action of checked.saved.log as readonly A[]) {
      const applied = engine.apply(state, action);
      if (!applied.ok) return { ok: false, reason: applied.error.message };
      state = applied.state;
      states.push(state);
    }
    this.stopPlay();
    this.replayStates = states;
    const marks = states.map((s) => this.binding.replayUnits.count(engine.view(s, this.viewer)));
    this.replay = { saved: checked.saved, index: 0, state: start.state, marks, playing: false, speed: 2 };
    this.say('Watching a replay.');
    this.host.requestUpdate();
    return { ok: true };
  }

  /** Show another position of the replay being watched (the replay bar's steps: replay-steps.ts). */
  showReplay(replay: ReplayPosition<S>): void {
    this.replay = replay;
    this.host.requestUpdate();
  }

  /** Leave the replay and return to the live game. */
  closeReplay(): void {
    this.stopPlay();
    this.replay = null;
    this.replayStates = [];
    this.host.requestUpdate();
  }

  /** Every position of the replay being watched, by the number of actions applied. */
  get replayPositions(): readonly S[] {
    return this.replayStates;
  }
  private replayStates: S[] = [];
  private playTimer: ReturnType<typeof setTimeout> | undefined;

  /** Stop a replay playing by itself (its next step is not taken). */
  stopPlay(): void {
    if (this.playTimer !== undefined) clearTimeout(this.playTimer);
    this.playTimer = undefined;
  }

  /** Take the replay's next step `run` after `ms` (one at a time; none once the element has left the page). */
  playAfter(ms: number, run: () => void): void {
    this.stopPlay();
    if (!this.host.isConnected) return;
    this.playTimer = setTimeout(() => {
      this.playTimer = undefined;
      run();
    }, ms);
  }

  private replayTo(saved: SavedGame<unknown>, upTo: number): { ok: true; state: S } | { ok: false; reason: string } {
    const ruleset = this.ruleset as R;
    return replayLog(this.binding.engine, ruleset, saved.setup, saved.log as readonly A[], upTo);
  }

  /**
   * Say something in the live region. While the family's sentences are still loading, it waits in
   * line behind what was to be said before it; nothing is dropped or said out of order. An empty
   * sentence keeps the last one.
   */
  say(sentence: Sentence<R, S, A>): void {
    const announce = this.announcer;
    const text = this.unsaid.length > 0 ? null : typeof sentence === 'string' ? sentence : announce ? sentence(announce) : null;
    if (text !== null) {
      this.latest = text || this.latest;
      return;
    }
    this.unsaid.push(sentence);
    this.loadAnnouncer();
  }

  /**
   * Import the family's sentences once, after the table has been painted (a table shows before
   * anything has to be said about it), then say, in one go and in order, what waited for them.
   */
  private loadAnnouncer(): void {
    const lazy = this.binding.announce;
    if (this.announcerLoading || typeof lazy === 'function') return;
    this.announcerLoading = new Promise<void>((resolve) => afterPaint(resolve))
      .then(() => lazy.load())
      .then((announce) => {
        this.announcer = announce;
        const waiting = this.unsaid;
        this.unsaid = [];
        this.latest =
          waiting
            .map((sentence) => (typeof sentence === 'string' ? sentence : sentence(announce)))
            .filter((text) => text !== '')
            .join(' ') || this.latest;
        this.host.requestUpdate();
      })
      .catch(() => {
        // Their code could not be loaded (the page went offline): what waits stays in line, and the next sentence tries again.
        this.announcerLoading = null;
      });
  }

  /** The table's computer players, when their code has loaded (an empty table of them before). */
  private makeBots(ruleset: R): (Bot<V, A> | null)[] {
    const make = this.makeBot;
    if (!make) return [];
    return this.botSeats.map((seat, i) => (seat ? make(seat.name, ruleset, i, seat.seed) : null));
  }

  /**
   * Import the computer players once, after the table has been painted (they act only after it,
   * and the first paint should not wait for their code), then take the turns that waited for them.
   */
  private loadBots(): void {
    if (this.botsLoading) return;
    this.botsLoading = new Promise<void>((resolve) => afterPaint(resolve))
      .then(() => this.binding.bots())
      .then((make) => {
        this.makeBot = make;
        if (this.ruleset) this.bots = this.makeBots(this.ruleset);
        this.host.requestUpdate();
      })
      .catch(() => {
        // Their code could not be loaded: the game waits; a later turn tries again.
        this.botsLoading = null;
      });
  }

  /** Milliseconds until the next automatic turn, or null when a person must act. */
  private nextDelay(): number | null {
    if (this.replay || !this.state || this.status.kind !== 'ready') return null;
    const toAct = this.binding.engine.toAct(this.state);
    const config = this.config();
    // A paced table lets the motion of the last action finish first (a deal waits for the last trick to reach its winner).
    // (null: the motion's code is still on its way, and the element renders again when it arrives.)
    const settling = config.botDelay > 0 ? (config.settling?.() ?? 0) : 0;
    if (settling === null) return null;
    if (toAct.kind === 'chance') return settling;
    if (toAct.kind !== 'players') return null;
    if (!toAct.players.some((p) => this.botSeats[p] && !this.lap?.has(p))) return null;
    if (!this.makeBot) {
      this.loadBots();
      return null;
    }
    // Computer players wait for the sentences too, so that each of their actions is said on its own.
    if (!this.announcer) {
      this.loadAnnouncer();
      return null;
    }
    return Math.max(config.botDelay, settling);
  }

  /** Take the next automatic turn: a chance event, or one computer player's decision. */
  private advance(): void {
    const engine = this.binding.engine;
    if (!this.state) return;
    const toAct = engine.toAct(this.state);
    if (toAct.kind === 'chance') {
      this.commit(engine.chanceAction(this.state));
      return;
    }
    if (toAct.kind !== 'players') return;
    const seat = toAct.players.find((p) => this.bots[p] && !this.lap?.has(p));
    const bot = seat === undefined ? null : this.bots[seat];
    if (seat === undefined || !bot) return;
    const legal = engine.legalActions(this.state, seat);
    if (legal.length === 0) return;
    const action = bot.decide(engine.view(this.state, seat), legal);
    const lap = this.openLap();
    if (lap) this.chooseInLap(lap, seat, action);
    else this.commit(action);
  }

  /**
   * Apply an action, then save, announce and fire the events it causes. With `sentences`, what it
   * did is added there instead of said (a fair lap says its choices together).
   */
  private commit(action: A, sentences?: Sentence<R, S, A>[]): ActionError | null {
    const engine = this.binding.engine;
    const before = this.state as S;
    const applied = engine.apply(before, action);
    if (!applied.ok) return applied.error;
    const after = applied.state;
    this.state = after;
    const { ruleset, names } = this;
    const sentence = (announce: Announce<R, S, A>): string => announce(ruleset as R, before, after, action, names, applied.events);
    if (sentences) sentences.push(sentence);
    else this.say(sentence);
    this.save();
    this.host.requestUpdate();
    // The update is requested but not drawn yet: the table measures where the cards were, and its `updateComplete` is the new drawing.
    this.applied?.(action, applied.events);
    firePomonaEvent(this.host, 'pomona-action', {
      action,
      seat: this.binding.actor(action),
      phase: engine.phase(after),
      index: engine.log(after).length - 1,
    });
    const hand = this.binding.handEnded(this.ruleset as R, before, after, applied.events);
    if (hand) firePomonaEvent(this.host, 'pomona-hand-end', hand);
    const result = engine.result(after);
    if (result && !engine.result(before)) firePomonaEvent(this.host, 'pomona-game-end', { result, names: this.names });
    return null;
  }

  /** Seat people and computer players from the `seats` and `names` settings. */
  private seatTable(ruleset: R, config: SessionConfig): boolean {
    const parsed = config.seats
      ? parseSeats(config.seats, this.binding.botNames)
      : { ok: true as const, seats: defaultSeats(ruleset.players.min, this.binding.defaultBot) };
    if (!parsed.ok) {
      this.fail(parsed.message);
      return false;
    }
    const n = parsed.seats.length;
    if (n < ruleset.players.min || n > ruleset.players.max) {
      const range =
        ruleset.players.min === ruleset.players.max ? `${ruleset.players.min}` : `${ruleset.players.min} to ${ruleset.players.max}`;
      this.fail(`${ruleset.name} needs ${range} seats, but ${n} were given`);
      return false;
    }
    this.seats = parsed.seats;
    const given = (config.names ?? '').split(',').map((s) => s.trim());
    this.names = parsed.seats.map(
      (seat, i) =>
        given[i] ||
        (seat.kind === 'person'
          ? parsed.seats.filter((s) => s.kind === 'person').length > 1
            ? `Player ${i + 1}`
            : 'You'
          : `${seatWord(i, n)} (${seat.bot})`),
    );
    this.botSeats = parsed.seats.map((seat, i) =>
      seat.kind === 'bot' ? { name: seat.bot, seed: botSeed(`${config.seed ?? 'table'}/${this.gamesStarted}`, i) } : null,
    );
    this.bots = this.makeBots(ruleset);
    return true;
  }

  /** Resume the saved game under the `persist` key; false if there is none or it was set aside. */
  private resume(): boolean {
    const key = this.config().persist;
    const ruleset = this.ruleset;
    if (!key || !ruleset) return false;
    const storage = defaultStorage();
    const stored = readStored(storage, key);
    if (stored.kind === 'none') return false;
    const discard = (reason: string): false => {
      const movedTo = setAside(storage, key);
      this.notice = `Your saved game could not be resumed: ${reason}. It was kept aside (under the storage key "${movedTo}") and a new game started.`;
      firePomonaEvent(this.host, 'pomona-save-discarded', { key, movedTo, reason });
      return false;
    };
    if (stored.kind === 'unreadable') return discard(stored.reason);
    const checked = checkSavedGame(stored.value, this.binding.family, ruleset.name);
    if (!checked.ok) return discard(checked.reason);
    if (!this.seatTable(ruleset, this.config())) return false;
    if (checked.saved.setup.players !== this.seats.length)
      return discard(`the save has ${checked.saved.setup.players} players but the table has ${this.seats.length} seats`);
    const replayed = this.replayTo(checked.saved, checked.saved.log.length);
    if (!replayed.ok) return discard(replayed.reason);
    this.gamesStarted += 1;
    this.seed = String(checked.saved.setup.seed);
    this.options = checked.saved.setup.options;
    this.state = replayed.state;
    this.restoreLap(stored.value);
    this.status = { kind: 'ready' };
    this.say('Your saved game is resumed.');
    this.loadAnnouncer();
    this.host.requestUpdate();
    return true;
  }

  /**
   * Saved under the `persist` key: the game (the replay format) and, beside it, the face-down
   * choices of an open fair lap (`lap`), which are not actions of the game yet.
   */
  private save(): void {
    const key = this.config().persist;
    const saved = this.exportGame();
    if (!key || !saved) return;
    writeStored(defaultStorage(), key, this.lap && this.lap.ready.length > 0 ? { ...saved, lap: this.lap.snapshot() } : saved);
  }

  /** Reopen the fair lap saved with a game (see `FairLap.reopen`: only when it still fits). */
  private restoreLap(stored: unknown): void {
    const lap = stored && typeof stored === 'object' ? (stored as { lap?: unknown }).lap : undefined;
    const state = this.state;
    if (!this.lap || !lap || !state) return;
    const toAct = this.binding.engine.toAct(state);
    if (toAct.kind !== 'players') return;
    this.lap.reopen(
      lap,
      toAct.players,
      (seat, action) => this.binding.actor(action) === seat && this.binding.engine.apply(state, action).ok,
    );
  }

  private fail(message: string): void {
    this.state = null;
    this.status = { kind: 'setup-error', message };
    this.host.requestUpdate();
    firePomonaEvent(this.host, 'pomona-setup-error', { message });
  }

  /** Whether a person at this screen has acted in the current game (then a change of settings waits for the next game). */
  personHasActed(): boolean {
    if (!this.state) return false;
    return this.binding.engine.log(this.state).some((action) => {
      const seat = this.binding.actor(action);
      return seat !== null && this.seats[seat]?.kind === 'person';
    });
  }
}

/** Compass names for the seats of a four-player table, seat numbers otherwise. */
function seatWord(seat: number, players: number): string {
  const compass = players === 4 ? ['South', 'West', 'North', 'East'][seat] : undefined;
  return compass ?? `Seat ${seat + 1}`;
}

/** A fresh seed when the page gave none (not game randomness: the game draws from the seed). */
function randomSeed(): string {
  const words = new Uint32Array(2);
  crypto.getRandomValues(words);
  return Array.from(words, (w) => w.toString(36)).join('');
}
