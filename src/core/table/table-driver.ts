/**
 * The one game loop: a transport-free table that every host drives games through (the online
 * table, the simulator, self-play, `pomona replay`). It owns a game's state and seeds, draws
 * chance, checks each move (the seat is to act, the move is for the step it was made at, it is
 * among the seat's legal moves), seats computer players with their own seeds (`botSeed`), and
 * reports what every applied action did. A host adds only its transport: messages, timers, a page.
 *
 * Two ways to apply: to a copy (the default: a host that keeps an older state, to animate or
 * announce a change, gets a new one each time), or in place (`inPlace`: self-play and search,
 * where nobody keeps an older state and copies would cost more than the game).
 */
import { botSeed, botSeedsInto } from '../bots/seeds.js';
import {
  askBot,
  type ActionError,
  type Bot,
  type GameEvent,
  type GameResult,
  type GameSetup,
  type PlayingEngine,
  type ToAct,
} from '../game/game.js';
import { replayLog } from '../game/saved.js';
import type { RulesetBase } from '../rules/ruleset.js';
import { Random } from '../cards/random.js';

/** What made a computer player: a family's bot maker (`FamilyDescriptor.bots[name]`). */
export interface SeatPlayerMaker<R extends RulesetBase, V, A> {
  create(ruleset: R, seed: number | string): Bot<V, A>;
}

/** One applied action: who took it (null for chance), the step it made, and what it did. */
export interface Applied<A, E extends GameEvent = GameEvent> {
  readonly action: A;
  readonly seat: number | null;
  /** The number of actions applied, this one included (its index in the log plus one). */
  readonly step: number;
  /** What it did; empty in place without `onApplied` (nobody asked, so nothing was collected). */
  readonly events: readonly E[];
}

/** How a table is driven. */
export interface TableDriverOptions<R extends RulesetBase, V, A, E extends GameEvent = GameEvent> {
  /** Apply in place rather than to a copy (see the module's comment). */
  readonly inPlace?: boolean;
  /** The computer player of each seat (null: a person's seat), each made with its seat's seed. */
  readonly players?: readonly (SeatPlayerMaker<R, V, A> | null)[];
  /** Told of every applied action, in order (with its events). */
  readonly onApplied?: (applied: Applied<A, E>) => void;
}

/** A move accepted, with what it did, or refused with a stable code (the game is left exactly as it was). */
export type ActResult<E extends GameEvent = GameEvent> =
  { readonly ok: true; readonly events: readonly E[] } | { readonly ok: false; readonly error: ActionError };

/** A table set up, or why not. */
export type DriverResult<D> = { readonly ok: true; readonly driver: D } | { readonly ok: false; readonly error: ActionError };

/** The refusals of the driver's own checks (the engine adds its own codes for moves it refuses). */
export const DRIVER_REFUSALS = {
  'not-your-turn': 'It is not your turn.',
  'stale-step': 'The game has moved on since that move was chosen.',
  'not-legal': 'That is not a move you can make now.',
} as const;

function refusal(code: keyof typeof DRIVER_REFUSALS): ActionError {
  return { code, message: DRIVER_REFUSALS[code] };
}

/** JSON with sorted keys: two actions that name the same move give the same text, whatever their key order. */
function canonicalJSON(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, (v as Record<string, unknown>)[k]]),
        )
      : v,
  );
}

/** What an action did when nobody asked (in place, nothing is collected). */
const NO_EVENTS: readonly never[] = Object.freeze([]);

/** The text the turn order of a game is drawn from, when several may act at once. */
const turnOrderSeed = (seed: number | string): string => `turn order of ${String(seed)}`;

/** One generator restarted for each draw (a draw is one pick: a generator made for each would cost more). */
let orderDrawer: Random | null = null;

/**
 * Which of `candidates`, who may all act at `step`, goes first: drawn from the seed's text and the
 * step alone, so a game resumed from its log goes on as it would have.
 */
function pickAt(orderText: string, step: number, candidates: readonly number[]): number {
  return (orderDrawer ??= Random.from(0)).reseed(orderText, step).pick(candidates);
}

/** A game being played: see the module's comment. */
export class TableDriver<R extends RulesetBase, S, A, V, E extends GameEvent = GameEvent> {
  private current: S;
  private applied = 0;
  /** The text the turn order is drawn from (`pickAt`), made once. */
  private readonly orderText: string;
  private firstSeat = -1;
  /** In place with nobody listening: the driver's own actions need no events and no result. */
  private readonly quiet: boolean;
  private readonly bots: readonly (Bot<V, A> | null)[];

  private constructor(
    readonly engine: PlayingEngine<R, S, A, V, E>,
    readonly ruleset: R,
    readonly setup: GameSetup,
    state: S,
    private readonly options: TableDriverOptions<R, V, A, E>,
  ) {
    this.current = state;
    this.applied = engine.log(state).length;
    this.quiet = !!options.inPlace && !options.onApplied;
    this.orderText = turnOrderSeed(setup.seed);
    // Every seat's seed first, from one text hashed once (a player's own seeding would make the next seat's hash it again).
    const seeds = new Array<number>(setup.players).fill(0);
    botSeedsInto(setup.seed, seeds);
    this.bots = seeds.map((seed, seat) => options.players?.[seat]?.create(ruleset, seed) ?? null);
  }

  /** A new game with these rules and setup, or the engine's refusal of the setup. */
  static start<R extends RulesetBase, S, A, V, E extends GameEvent>(
    engine: PlayingEngine<R, S, A, V, E>,
    ruleset: R,
    setup: GameSetup,
    options: TableDriverOptions<R, V, A, E> = {},
  ): DriverResult<TableDriver<R, S, A, V, E>> {
    const created = engine.create(ruleset, setup);
    return created.ok ? { ok: true, driver: new TableDriver(engine, ruleset, setup, created.state, options) } : created;
  }

  /**
   * The game of `setup` with the first `keep` actions of `log` applied (all by default), each
   * checked by the engine, as the saved-game format replays a log (`replayLog`): a save resumed,
   * a replay opened, a move taken back. The refusal (`bad-log`) names the action that does not fit.
   */
  static replay<R extends RulesetBase, S, A, V, E extends GameEvent>(
    engine: PlayingEngine<R, S, A, V, E>,
    ruleset: R,
    setup: GameSetup,
    log: readonly unknown[],
    options: TableDriverOptions<R, V, A, E> = {},
    keep = log.length,
  ): DriverResult<TableDriver<R, S, A, V, E>> {
    const replayed = replayLog(engine, ruleset, setup, log, keep);
    if (!replayed.ok) return { ok: false, error: { code: 'bad-log', message: replayed.reason } };
    return { ok: true, driver: new TableDriver(engine, ruleset, setup, replayed.state, options) };
  }

  /**
   * A driver for a game already under way (`state`, set up as `setup`): a host that made the game
   * with the part of the engine that shows it drives it from here once the rest has arrived.
   */
  static adopt<R extends RulesetBase, S, A, V, E extends GameEvent>(
    engine: PlayingEngine<R, S, A, V, E>,
    ruleset: R,
    setup: GameSetup,
    state: S,
    options: TableDriverOptions<R, V, A, E> = {},
  ): TableDriver<R, S, A, V, E> {
    return new TableDriver(engine, ruleset, setup, state, options);
  }

  /** The game now. In place, the same object changes as the game goes on. */
  get state(): S {
    return this.current;
  }

  /** How many actions have been applied, chance actions included: a move is made for a step. */
  get step(): number {
    return this.applied;
  }

  toAct(): ToAct {
    return this.engine.toAct(this.current);
  }

  /** Whether `seat` is among those to act now. */
  isToAct(seat: number): boolean {
    const toAct = this.engine.toAct(this.current);
    return toAct.kind === 'players' && toAct.players.includes(seat);
  }

  /** The legal moves of `seat` now (none when it is not to act). */
  legal(seat: number): readonly A[] {
    return this.isToAct(seat) ? this.engine.legalActions(this.current, seat) : [];
  }

  view(seat: number): V {
    return this.engine.view(this.current, seat);
  }

  result(): GameResult | null {
    return this.engine.result(this.current);
  }

  log(): readonly A[] {
    return this.engine.log(this.current);
  }

  /** The seed of the computer player in `seat`: the same for a seat of this game on every host. */
  seatSeed(seat: number): number {
    return botSeed(this.setup.seed, seat);
  }

  /**
   * A move of `seat` from outside (a person, a message, a page), checked in order: the seat is to
   * act, the move was made at `atStep` when given (not for a position the game has left), and it is
   * one of the seat's legal moves (compared as data). A refusal leaves the game exactly as it was.
   */
  act(seat: number, action: unknown, atStep?: number): ActResult<E> {
    if (!this.isToAct(seat)) return { ok: false, error: refusal('not-your-turn') };
    if (atStep !== undefined && atStep !== this.applied) return { ok: false, error: refusal('stale-step') };
    const wanted = canonicalJSON(action);
    const legal = this.engine.legalActions(this.current, seat).find((move) => canonicalJSON(move) === wanted);
    if (legal === undefined) return { ok: false, error: refusal('not-legal') };
    return this.apply(legal, seat, true);
  }

  /**
   * Apply an action as it is, checked by the engine alone: for a host that replays a scenario of
   * its own, refusals included (`seat` is what the listener hears). Prefer `act` for a move from outside.
   */
  applyAction(action: unknown, seat: number | null = null): ActResult<E> {
    return this.apply(action as A, seat, true);
  }

  /** Whether the engine would accept `action` now (its refusal if not), the game left as it is. */
  check(action: unknown): ActionError | null {
    if (this.options.inPlace) {
      const trial = this.engine.clone(this.current);
      return this.engine.applyInPlace(trial, action);
    }
    const tried = this.engine.apply(this.current, action);
    return tried.ok ? null : tried.error;
  }

  /** Draw and apply the chance action due now (a deal, a shuffle); null when none is due. */
  chance(): Applied<A, E> | null {
    if (this.engine.toAct(this.current).kind !== 'chance') return null;
    const action = this.engine.chanceAction(this.current);
    const done = this.apply(action, null, true);
    if (!done.ok) throw new Error(`the engine refused its own chance action (${done.error.code}): ${done.error.message}`);
    return { action, seat: null, step: this.applied, events: done.events };
  }

  /** Apply every chance action due now; how many. */
  resolveChance(): number {
    let drawn = 0;
    while (this.engine.toAct(this.current).kind === 'chance') {
      this.applyOwn(this.engine.chanceAction(this.current), null);
      drawn++;
    }
    return drawn;
  }

  /**
   * The seat whose computer player moves next, or null when none is to act. When several may act
   * at once, which goes first is drawn from the seed and the step (`pickAt`: a fixed order
   * would always favour the lowest seat), so every host plays the same seed the same way, a resumed
   * game too. `automatic` says which seats a computer player plays (by default, this driver's own);
   * a host whose players think elsewhere (the server's workers) says which seats are theirs.
   */
  nextBotSeat(automatic?: (seat: number) => boolean): number | null {
    const toAct = this.engine.toAct(this.current);
    return toAct.kind === 'players' ? this.pickBot(toAct.players, automatic) : null;
  }

  /** The move the computer player of `seat` chooses now, from its own view and legal moves. */
  decide(seat: number): A {
    const bot = this.bots[seat];
    if (!bot) throw new Error(`no computer player in seat ${seat}`);
    return askBot(bot, this.engine, this.current, seat, this.engine.legalActions(this.current, seat));
  }

  /**
   * Play chance and computer players until a person must act or the game is over (at most `limit`
   * actions). Throws only on an engine or bot bug (a computer player's move refused).
   */
  playBots(limit = Infinity): void {
    const engine = this.engine;
    for (let played = 0; played < limit; played++) {
      const toAct = engine.toAct(this.current);
      if (toAct.kind === 'over') return;
      if (toAct.kind === 'chance') {
        this.applyOwn(engine.chanceAction(this.current), null);
        continue;
      }
      const seat = this.pickBot(toAct.players);
      if (seat === null) return;
      this.applyOwn(this.decide(seat), seat);
    }
  }

  /** Let the computer player of `seat` move now. Throws only on an engine or bot bug (its move refused). */
  botMove(seat: number): void {
    this.applyOwn(this.decide(seat), seat);
  }

  /** The seat of the first move a player made in this game (not chance), or -1 before it: for the first player's advantage. */
  get firstMover(): number {
    return this.firstSeat;
  }

  /** `nextBotSeat` among `acting`. */
  private pickBot(acting: readonly number[], automatic?: (seat: number) => boolean): number | null {
    const only = acting[0];
    if (acting.length === 1 && only !== undefined) return (automatic ? automatic(only) : !!this.bots[only]) ? only : null;
    const plays = automatic ?? ((seat: number) => !!this.bots[seat]);
    // Self-play's common case, every seat a computer player: drawn among them all, with no list made.
    const candidates = acting.every(plays) ? acting : acting.filter(plays);
    if (candidates.length <= 1) return candidates[0] ?? null;
    return pickAt(this.orderText, this.applied, candidates);
  }

  /** Apply an action the driver chose itself (chance, a computer player's): a refusal is an engine or bot bug. */
  private applyOwn(action: A, seat: number | null): void {
    if (this.quiet) {
      // Self-play's path, one call per action: nothing is collected or made that nobody reads.
      const error = this.engine.applyInPlace(this.current, action);
      if (error === null) {
        this.applied++;
        if (this.firstSeat < 0 && seat !== null) this.firstSeat = seat;
        return;
      }
    }
    const done = this.apply(action, seat, false);
    if (!done.ok)
      throw new Error(
        seat === null
          ? `the engine refused its own chance action (${done.error.code}): ${done.error.message}`
          : `a computer player's move was refused (${done.error.code}): ${done.error.message}`,
      );
  }

  /** Apply, count the step and tell the listener; events are collected for `wanted` callers and listeners only. */
  private apply(action: A, seat: number | null, wanted: boolean): ActResult<E> {
    const { engine, options } = this;
    const listen = options.onApplied;
    let events: readonly E[];
    if (options.inPlace) {
      const collected: E[] | undefined = wanted || listen ? [] : undefined;
      const error = engine.applyInPlace(this.current, action, collected);
      if (error) return { ok: false, error };
      events = collected ?? NO_EVENTS;
    } else {
      const applied = engine.apply(this.current, action);
      if (!applied.ok) return applied;
      this.current = applied.state;
      events = applied.events;
    }
    this.applied++;
    if (this.firstSeat < 0 && seat !== null) this.firstSeat = seat;
    listen?.({ action, seat, step: this.applied, events });
    return { ok: true, events };
  }
}
