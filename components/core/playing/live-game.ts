/**
 * The game being played on one element: its rules, seats and state, the actions applied to it
 * (legality is the engine's alone) and the events they fire. A controller of the host's game
 * state: it requests the host's updates and fires its events, and needs none of its lifecycle
 * callbacks (so it is not added to the host). The element composes it with the controllers that
 * load the rules, take the automatic turns, save, replay, announce and move, and tells them of the
 * game through `LiveGameHooks` (live-game-types.ts, with the rest of the words they share).
 */
import type { ReactiveControllerHost } from 'lit';
import type { ActionError, GameEvent, SavedGame } from '../../../src/core/game/game.js';
import type { Diagnostic } from '../../../src/core/rules/diagnostic.js';
import type { OptionValues } from '../../../src/core/rules/ruleset.js';
import { resolveOptions } from '../../../src/core/rules/options.js';
import type { Announcer, Sentence } from '../language/announcer.js';
import { firePomonaEvent } from '../events.js';
import type { FairLap, LapGame } from './fair-lap.js';
import type { BindingOf, GameTypes } from '../game-types.js';
import {
  playUnavailable,
  randomSeed,
  type Driver,
  type GameSettings,
  type GameStatus,
  type LiveGameHooks,
  type Played,
} from './live-game-types.js';
import { afterPaint } from '../language/announcer.js';
import { parseOptions } from '../rules/options.js';
import { toSavedGame } from '../../../src/core/game/saved-form.js';
import type { RulesReceiver } from '../rules/rules-loader.js';
import { pageLanguage } from '../language/locale.js';
import { msg, str } from '@lit/localize';
import { rulesetTexts } from '../../../src/core/rules/ruleset-texts.js';
import { seatTable, type SeatKind, type Seating } from './seats.js';

const noSeating: Seating = { seats: [], names: [], bots: [], you: -1 };

/** The refusal of an action out of turn, of another seat, or before the code that plays is here (the table says it by its code). */
const NOT_YOUR_TURN: ActionError = { code: 'not-your-turn', message: 'It is not your turn.' };

/** One element's live game. */
export class LiveGame<G extends GameTypes> implements LapGame<G['action']>, RulesReceiver<G> {
  /** Whether there is a game to show, or what the element shows instead. */
  status: GameStatus = { kind: 'loading' };
  /** The rules the game is played by (null until they are loaded, and when they did not compile). */
  ruleset: G['ruleset'] | null = null;
  /** The live game's state (null while there is none). */
  state: G['state'] | null = null;
  /** Who sits where (a new object whenever the table is seated again). */
  seating: Seating = noSeating;
  /** The house rules of the game being played. */
  options: OptionValues = {};
  /** The game's seed (the page's, with the game's number after the first game). */
  seed = '';
  /** The open fair lap, for a family whose seats act together (fair-lap.ts comes with its binding); null for the others. */
  readonly lap: FairLap<G['action']> | null;
  /**
   * The code that plays, once imported (`loadPlay`); null until then. The table shows without it;
   * nobody acts without it (a new game's first action is a deal, taken after the first paint).
   */
  played: Played<G> | null = null;
  private playing: Promise<Played<G>> | null = null;
  /** The driver of the game on the table, once made (`driver()`). */
  private driven: Driver<G> | null = null;
  private playAfterPaint = false;
  private gamesStarted = 0;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly binding: BindingOf<G>,
    private readonly settings: () => GameSettings,
    /** Says what happens in the live region. */
    private readonly announcer: Announcer<G>,
    private readonly hooks: LiveGameHooks<G>,
  ) {
    this.lap = binding.fairLap?.() ?? null;
  }

  /** Who sits where: a person at this screen or a computer player, seat by seat. */
  get seats(): readonly SeatKind[] {
    return this.seating.seats;
  }

  /** The seats' names, as the table shows them. */
  get names(): readonly string[] {
    return this.seating.names;
  }

  /** The seat the element calls "You" (the one person at the screen, unnamed by the page), or -1. */
  get you(): number {
    return this.seating.you;
  }

  /** How many people sit at this screen. */
  get people(): number {
    return this.seats.filter((s) => s.kind === 'person').length;
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

  /** Whether the game is on the table and going on (not loading, failed, or hidden behind a replay). */
  get live(): boolean {
    return this.state !== null && this.status.kind === 'ready' && !this.settings().replaying;
  }

  /** Whether the viewer may act now (never before the code that plays is here). */
  get interactive(): boolean {
    if (!this.live || !this.state || !this.played || this.seats[this.viewer]?.kind !== 'person') return false;
    const toAct = this.binding.engine.toAct(this.state);
    return toAct.kind === 'players' && toAct.players.includes(this.viewer) && !this.lap?.has(this.viewer);
  }

  /** The viewer's legal actions now (empty when they may not act). */
  legalForViewer(): readonly G['action'][] {
    return this.interactive && this.state && this.played ? this.played.engine.legalActions(this.state, this.viewer) : [];
  }

  /** Import the code that plays (once; again after a failed import); the host updates when it arrives. */
  loadPlay(): Promise<Played<G>> {
    this.playing ??= Promise.all([this.binding.play(), import('../replay/replay.js')]).then(
      ([family, saves]) => {
        new saves.LeaveGuard(this.host);
        const played: Played<G> = { ...family, saves };
        this.played = played;
        this.host.requestUpdate();
        return played;
      },
      (error: unknown) => {
        this.playing = null;
        throw error;
      },
    );
    return this.playing;
  }

  /**
   * Import the code that plays once the table has been painted (the first paint does not wait for
   * it); if it cannot be fetched (the page went offline), the table says so instead of waiting.
   */
  loadPlayAfterPaint(): void {
    if (this.played || this.playing || this.playAfterPaint) return;
    this.playAfterPaint = true;
    afterPaint(() => {
      this.playAfterPaint = false;
      this.loadPlay().catch((error: unknown) => this.fail(playUnavailable(error)));
    });
  }

  /** Whether a person at this screen has acted in the current game (then a change of settings waits for the next game). */
  personHasActed(): boolean {
    if (!this.state) return false;
    return this.binding.engine.log(this.state).some((action) => {
      const seat = this.binding.actor(action);
      return seat !== null && this.seats[seat]?.kind === 'person';
    });
  }

  /** New rules are on their way: the table waits for them. */
  rulesLoading(): void {
    this.lap?.clear();
    this.status = { kind: 'loading' };
    this.host.requestUpdate();
  }

  /**
   * The rules are here: the saved game goes on, or (`fresh`, or none fits) a new game starts. A
   * save is replayed through the whole engine, so its code is imported first (and waited for).
   */
  rulesLoaded(ruleset: G['ruleset'], fresh: boolean): void | Promise<void> {
    this.ruleset = ruleset;
    if (fresh || !this.hooks.hasSave()) return this.newGame();
    return this.loadPlay().then(
      () => {
        if (this.ruleset === ruleset && !this.hooks.resume()) this.newGame();
      },
      (error: unknown) => this.fail(playUnavailable(error)),
    );
  }

  /** The rules did not load: their problems are shown instead of a table. */
  rulesRefused(diagnostics: readonly Diagnostic[], formatted: readonly string[]): void {
    this.ruleset = null;
    this.state = null;
    this.status = { kind: 'rules-error', formatted };
    this.host.requestUpdate();
    firePomonaEvent(this.host, 'pomona-ruleset-error', { diagnostics, formatted });
  }

  /** The game cannot start: say why, on the element and in an event. */
  fail(message: string): void {
    this.state = null;
    this.status = { kind: 'setup-error', message };
    this.host.requestUpdate();
    firePomonaEvent(this.host, 'pomona-setup-error', { message });
  }

  /** Start a new game with fresh seats, the next seed and the given (or configured) house rules. */
  newGame(chosen?: Readonly<Record<string, unknown>>): void {
    const ruleset = this.ruleset;
    if (!ruleset) return;
    this.hooks.started();
    this.lap?.clear();
    if (this.lap) this.lap.lastOrder = [];
    const settings = this.settings();
    const base = settings.seed ?? randomSeed();
    const seed = this.gamesStarted === 0 ? base : `${base}#${this.gamesStarted + 1}`;
    if (!this.seat(ruleset, seed)) return;
    const parsed = chosen ? { ok: true as const, values: chosen } : parseOptions(settings.options);
    if (!parsed.ok) return this.fail(parsed.message);
    const resolved = resolveOptions(ruleset, parsed.values);
    if (!resolved.ok) return this.fail(resolved.message);
    this.gamesStarted += 1;
    const created = this.binding.engine.create(ruleset, { players: this.seats.length, seed, options: resolved.options });
    if (!created.ok) return this.fail(created.error.message);
    this.seed = seed;
    this.options = resolved.options;
    this.state = created.state;
    // Said when the family's sentences are here, in the page's language by then, with the game's name in it.
    this.announcer.say(() => msg(str`A new game of ${rulesetTexts(ruleset, [pageLanguage()]).game()} begins.`));
    this.status = { kind: 'ready' };
    this.hooks.changed();
    this.host.requestUpdate();
    firePomonaEvent(this.host, 'pomona-game-start', { seed, options: resolved.options });
  }

  /** The seat of the one person at a table of computer players, or -1 (none, or several people sharing the screen). */
  get lonePerson(): number {
    return this.people === 1 ? this.seats.findIndex((s) => s.kind === 'person') : -1;
  }

  /**
   * @internal
   * Go on from `state`, replayed from a save (`resumed`: its seed, house rules and the face-down
   * choices saved beside it, reopened by `reopenLap`) or without the person's last move: the table
   * shows it and the live region says `words`. (replay/resume.ts and undo.ts, which come with the
   * code that plays, replay the log.)
   */
  goOn(
    state: G['state'],
    words: string,
    resumed?: { readonly seed: string; readonly options: OptionValues; readonly reopenLap: () => void },
  ): void {
    this.hooks.started();
    this.lap?.clear();
    this.state = state;
    this.status = { kind: 'ready' };
    this.announcer.say(words);
    if (resumed) {
      this.gamesStarted += 1;
      this.seed = resumed.seed;
      this.options = resumed.options;
      resumed.reopenLap();
    } else this.hooks.changed();
    this.host.requestUpdate();
  }

  /** @internal Seat the table from the element's settings for a saved game seeded `seed`; false (and said) if they do not make one. */
  seatFor(seed: number | string): boolean {
    return !!this.ruleset && this.seat(this.ruleset, seed);
  }

  /** The game as plain JSON (setup, options and action log): a save or a replay to share. */
  exportGame(): SavedGame<G['action']> | null {
    if (!this.ruleset || !this.state) return null;
    const setup = { players: this.seats.length, seed: this.seed, options: this.options };
    return toSavedGame(this.binding.engine, this.ruleset, setup, this.state);
  }

  /** The viewer's action: applied if the engine accepts it, else the refusal (the engine's own code, which the table says). */
  act(action: G['action']): ActionError | null {
    const driver = this.driver();
    if (!this.interactive || !driver || this.binding.actor(action) !== this.viewer) return NOT_YOUR_TURN;
    const lap = this.openLap();
    if (!lap) return this.commit(action);
    const refused = driver.check(action);
    if (refused) return refused;
    lap.take(this, this.viewer, action);
    return null;
  }

  /**
   * @internal
   * The table driver of the game on the table (it comes with the code that plays): the game is
   * applied, drawn and checked through it, as on every other host. Made again for a state it did
   * not make (a new game, a save resumed, a move taken back).
   */
  driver(): Driver<G> | null {
    return (this.driven = this.played?.saves.driverFor(this, this.driven) ?? null);
  }

  /** A computer player's decision for `seat` (in a fair lap, a face-down choice like anyone's). */
  take(seat: number, action: G['action']): void {
    const lap = this.openLap();
    if (lap) lap.take(this, seat, action);
    else this.commit(action);
  }

  /** Apply the chance action due now (a deal, a shuffle), drawn by the driver. */
  takeChance(): void {
    const before = this.state;
    const drawn = this.driver()?.chance();
    if (drawn && before) this.applied(before, drawn.action, drawn.events);
  }

  /** How many actions the game has applied (the fair lap draws its order from it). */
  get actionCount(): number {
    return this.state ? this.binding.engine.log(this.state).length : 0;
  }

  /** A seat chose face down in the fair lap: say so and save the choice (a reload neither loses it nor lets it be changed). */
  choseFaceDown(words: string): void {
    this.announcer.say(words);
    this.hooks.changed();
    this.host.requestUpdate();
  }

  /** Apply the fair lap's choices in their drawn order and say them together, after the words of the draw. */
  applyInOrder(drawn: string, actions: readonly G['action'][]): void {
    const sentences: Sentence<G>[] = [];
    // A later choice may no longer fit (the placing closed after the first cards): it stays in hand.
    for (const action of actions) this.commit(action, sentences);
    this.announcer.say((announce) =>
      [...new Set([drawn, ...sentences.map((s) => (typeof s === 'string' ? s : s(announce)))])].filter((text) => text !== '').join(' '),
    );
    this.host.requestUpdate();
  }

  /** The fair lap, opened for the seats acting together now; null when there is none. */
  private openLap(): FairLap<G['action']> | null {
    return this.lap && this.state ? this.lap.openFor(this.binding.engine.toAct(this.state)) : null;
  }

  /**
   * Apply an action, then save, announce and fire the events it causes. With `sentences`, what it
   * did is added there instead of said (a fair lap says its choices together).
   */
  private commit(action: G['action'], sentences?: Sentence<G>[]): ActionError | null {
    const driver = this.driver();
    const before = this.state;
    if (!driver || !before) return NOT_YOUR_TURN;
    const done = driver.applyAction(action, this.binding.actor(action));
    if (!done.ok) return done.error;
    this.applied(before, action, done.events, sentences);
    return null;
  }

  /** What follows an applied action: the state is the driver's, and the action is saved, said and fired as events. */
  private applied(before: G['state'], action: G['action'], events: readonly GameEvent[], sentences?: Sentence<G>[]): void {
    const played = this.played as Played<G>;
    const after = (this.driven as Driver<G>).state;
    this.state = after;
    const { ruleset, names } = this;
    const listener = { you: this.seating.you, language: pageLanguage() };
    const sentence: Sentence<G> = (announce) => announce(ruleset as G['ruleset'], before, after, action, names, events, listener);
    if (sentences) sentences.push(sentence);
    else this.announcer.say(sentence);
    this.hooks.changed();
    this.host.requestUpdate();
    // The update is requested but not drawn yet: the table measures where the cards were, and its `updateComplete` is the new drawing.
    this.hooks.applied(action, events);
    played.saves.fireActionEvents(this.host, this.binding, played.engine, {
      ruleset: ruleset as G['ruleset'],
      names,
      before,
      after,
      action,
      events,
    });
  }

  /** Seat the table from the element's settings for the game seeded `seed`; false (and said) if they do not make one. */
  private seat(ruleset: G['ruleset'], seed: number | string): boolean {
    const seated = seatTable(ruleset, this.settings(), this.binding, seed);
    if (!seated.ok) this.fail(seated.message);
    else this.seating = seated.seating;
    return seated.ok;
  }
}
