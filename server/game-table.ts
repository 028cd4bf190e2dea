/**
 * A table: one Colyseus room that plays any registered family through its descriptor (engine,
 * parseAction/actionToJSON, bots) with no per-game code. The room is the only authority on the
 * game. Its schema state holds public table data only; each seat's game data is sent to that seat
 * alone, as a `view` message carrying `engine.view(state, seat)` and the seat's legal actions.
 */
import { randomBytes } from 'node:crypto';
import { Room, ServerError, type Client, type Deferred, type Delayed } from '@colyseus/core';
import { familyDescriptor, type AnyFamilyDescriptor } from '../src/core/registry.js';
import type { Ruleset, RulesetBase } from '../src/core/rules/ruleset.js';
import { TableDriver, type ActResult } from '../src/core/table/table-driver.js';
import { isIndex, isRecord } from '../src/core/untrusted.js';
import type { BotPool } from './bot-pool.js';
import {
  ClientMessage,
  MAX_NAME_LENGTH,
  ServerMessage,
  TURN_TIMERS,
  type GameFrame,
  type Refusal,
  type RefusalCode,
  type ReplayMessage,
  type RulesChoice,
  type SeatChoice,
  type TableAbout,
} from './protocol.js';
import { newRoomCode } from './room-code.js';
import { loadRules, readRulesChoice } from './rules.js';
import { SeatState, TableState } from './table-state.js';
import { tableStats } from './stats.js';

/** A game at a table of any family, driven through the registry's engine. */
type Table = TableDriver<RulesetBase, unknown, unknown, unknown>;

/** Settings of every table of a server process. */
export interface TableSettings {
  readonly bots: BotPool;
  /** How long a computer player waits before its move shows (ms). */
  readonly botDelayMs: number;
  /** How long a dropped seat is held (s). */
  readonly holdSeconds: number;
  /** How long a disconnected person's turn waits before a bot moves for them (ms). */
  readonly standInMs: number;
  /** How long a table without anyone connected stays open (ms). */
  readonly emptyCloseMs: number;
  /** The most tables this process holds ("server full" beyond). */
  readonly maxTables: number;
}

/** The most spectators a table admits. */
export const MAX_SPECTATORS = 20;
/** The most seats a table may have. */
const MAX_SEATS = 12;
/** Messages per second a client may send before it is disconnected. */
export const MAX_MESSAGES_PER_SECOND = 20;

/** A person at the table or watching it. */
interface Member {
  /** The seat, or -1 for a spectator. */
  readonly seat: number;
  readonly joinedAt: number;
}

/** Read a display name from untrusted options. */
export function readName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const name = value.replace(/\s+/g, ' ').trim();
  if (name.length === 0 || [...name].length > MAX_NAME_LENGTH) return null;
  return name;
}

/** The live tables of this process, for the table cap. */
let openTables = 0;

/** The number of tables open in this process. */
export function openTableCount(): number {
  return openTables;
}

/** One table. A server registers `tableRoom(settings)`, which gives it its settings. */
export class GameTable extends Room<{ state: InstanceType<typeof TableState> }> {
  /** The settings of this process's tables (set by `tableRoom`). */
  static settings: TableSettings;
  private settings!: TableSettings;
  private family!: AnyFamilyDescriptor;
  private ruleset!: Ruleset;
  private rules!: RulesChoice;
  /** The game, once started: its state, seeds, checks and log (the one game loop every host drives). */
  private game: Table | null = null;
  private readonly members = new Map<string, Member>();
  /** Seats whose bot is deciding now. */
  private readonly thinking = new Set<number>();
  /** When each seat's current turn began (for the bot-turn figures). */
  private readonly turnStarted = new Map<number, number>();
  /** A person's turn timer (stand-in or turn timer), by seat. */
  private readonly turnTimers = new Map<number, Delayed>();
  /** Seats held for a dropped person, with the way to give up waiting. */
  private readonly held = new Map<number, Deferred<Client>>();
  private emptyTimer: Delayed | undefined;
  private counted = false;

  /** Check the options and set the table up; a bad option refuses the creation with a message. */
  override async onCreate(options: unknown): Promise<void> {
    this.settings = (this.constructor as typeof GameTable).settings;
    if (openTables >= this.settings.maxTables) throw new ServerError(503, 'server full: try again later');
    if (!isRecord(options)) throw new ServerError(400, 'create needs options');
    const rules = readRulesChoice(options.rules);
    if (typeof rules === 'string') throw new ServerError(400, rules);
    if (readName(options.name) === null) throw new ServerError(400, `name: 1 to ${MAX_NAME_LENGTH} characters`);
    if (rules.kind === 'text') {
      const checked = await this.settings.bots.checkRules(rules);
      if (!checked.ok) throw new ServerError(400, `the rules do not check:\n${checked.problems.slice(0, 20).join('\n')}`);
    }
    const loaded = await loadRules(rules);
    if (!loaded.ok) throw new ServerError(400, `the rules do not check:\n${loaded.problems.slice(0, 20).join('\n')}`);
    const family = familyDescriptor(loaded.ruleset.family);
    if (!family) throw new ServerError(400, `no family '${loaded.ruleset.family}' on this server`);
    const seats = this.readSeats(options.seats, family, loaded.ruleset);
    const turnSeconds = options.turnSeconds ?? 0;
    if (!TURN_TIMERS.includes(turnSeconds as (typeof TURN_TIMERS)[number])) throw new ServerError(400, 'turnSeconds: 0, 30, 60 or 120');

    this.family = family;
    this.ruleset = loaded.ruleset;
    this.rules = rules;
    this.roomId = newRoomCode();
    this.autoDispose = false;
    this.maxMessagesPerSecond = MAX_MESSAGES_PER_SECOND;
    this.maxClients = seats.length + MAX_SPECTATORS;
    await this.setPrivate(true);
    openTables++;
    this.counted = true;

    const state = new TableState();
    state.game = loaded.ruleset.name;
    state.family = loaded.ruleset.family;
    state.spectatorsAllowed = options.spectators !== false;
    state.turnSeconds = turnSeconds as number;
    for (const choice of seats) state.seats.push(this.seatFor(choice));
    this.setState(state);
    this.listen();
    this.closeWhenEmpty();
  }

  /** Read the seat choices: within the ruleset's player counts, with at least one open seat for the host. */
  private readSeats(value: unknown, family: AnyFamilyDescriptor, ruleset: Ruleset): SeatChoice[] {
    if (!Array.isArray(value) || value.length < 1 || value.length > MAX_SEATS)
      throw new ServerError(400, `seats: a list of 1 to ${MAX_SEATS} seats`);
    const { min, max } = ruleset.players;
    if (value.length < min || value.length > max) throw new ServerError(400, `seats: ${ruleset.name} is for ${min}–${max} players`);
    const seats = value.map((seat: unknown, index): SeatChoice => {
      if (isRecord(seat) && seat.kind === 'open') return { kind: 'open' };
      if (isRecord(seat) && seat.kind === 'bot' && typeof seat.bot === 'string' && Object.hasOwn(family.bots, seat.bot)) {
        if (seat.name === undefined) return { kind: 'bot', bot: seat.bot };
        const name = readName(seat.name);
        if (name === null) throw new ServerError(400, `seats[${index}].name: 1 to ${MAX_NAME_LENGTH} characters`);
        return { kind: 'bot', bot: seat.bot, name };
      }
      throw new ServerError(
        400,
        `seats[${index}]: { kind: "open" } or { kind: "bot", bot: one of ${Object.keys(family.bots).join(', ')} }`,
      );
    });
    if (!seats.some((seat) => seat.kind === 'open')) throw new ServerError(400, 'seats: at least one seat must be open, for the host');
    return seats;
  }

  private seatFor(choice: SeatChoice): InstanceType<typeof SeatState> {
    const seat = new SeatState();
    seat.kind = choice.kind;
    if (choice.kind === 'bot') {
      seat.bot = choice.bot;
      seat.name = choice.name ?? `${capitalised(choice.bot)} bot`;
    }
    return seat;
  }

  /** Take a person in: a seat for a player, or a place among the spectators. */
  override onJoin(client: Client, options: unknown): void {
    const name = isRecord(options) ? readName(options.name) : null;
    if (name === null) throw new ServerError(400, `name: 1 to ${MAX_NAME_LENGTH} characters`);
    const state = this.state;
    if (isRecord(options) && options.spectator === true) {
      if (!state.spectatorsAllowed) throw new ServerError(403, 'this table has no spectators');
      if (state.spectators >= MAX_SPECTATORS) throw new ServerError(403, 'this table has all the spectators it admits');
      this.members.set(client.sessionId, { seat: -1, joinedAt: Date.now() });
      state.spectators++;
    } else {
      const seat = state.phase === 'lobby' ? state.seats.findIndex((s) => s.kind === 'open') : -1;
      if (seat < 0) throw new ServerError(403, 'this table has no open seat');
      const taken = state.seats[seat]!;
      taken.kind = 'person';
      taken.name = name;
      taken.connection = 'connected';
      if (this.seatedPeople().length === 0) state.host = seat;
      this.members.set(client.sessionId, { seat, joinedAt: Date.now() });
    }
    this.emptyTimer?.clear();
    this.emptyTimer = undefined;
  }

  /** A connection lost without leaving: hold the seat for a while, as "reconnecting". */
  override async onDrop(client: Client): Promise<void> {
    const member = this.members.get(client.sessionId);
    if (!member || member.seat < 0) return;
    const seat = this.state.seats[member.seat]!;
    seat.connection = 'reconnecting';
    this.scheduleTurns();
    this.closeWhenEmpty();
    const waiting = this.allowReconnection(client, this.settings.holdSeconds);
    this.held.set(member.seat, waiting);
    try {
      await waiting;
    } catch {
      // Not back in time (or kicked while away): onLeave seats a bot.
    } finally {
      this.held.delete(member.seat);
    }
  }

  /** Back after a drop: the seat is theirs again; a stand-in bot gives it back. */
  override onReconnect(client: Client): void {
    const member = this.members.get(client.sessionId);
    if (!member) return;
    // A game that ended while they were away: the replay broadcast at its end did not reach them.
    if (this.state.phase === 'over' && this.game !== null) client.send(ServerMessage.replay, this.replay(this.game));
    if (member.seat < 0) return;
    const seat = this.state.seats[member.seat]!;
    seat.connection = 'connected';
    seat.standIn = false;
    this.turnTimers.get(member.seat)?.clear();
    this.turnTimers.delete(member.seat);
    this.emptyTimer?.clear();
    this.emptyTimer = undefined;
    this.scheduleTurns();
  }

  /** Gone for good (left, kicked, or not back in time): a bot takes the seat at once. */
  override onLeave(client: Client): void {
    const member = this.members.get(client.sessionId);
    if (!member) return;
    this.members.delete(client.sessionId);
    const state = this.state;
    if (member.seat < 0) {
      state.spectators = Math.max(0, state.spectators - 1);
    } else {
      const seat = state.seats[member.seat]!;
      this.turnTimers.get(member.seat)?.clear();
      this.turnTimers.delete(member.seat);
      if (state.phase === 'lobby') {
        seat.kind = 'open';
        seat.name = '';
      } else {
        seat.kind = 'bot';
        seat.bot = this.family.defaultBot;
        seat.name = `${seat.name} (bot)`;
        seat.standIn = false;
      }
      seat.connection = 'connected';
      if (state.host === member.seat) this.handOverHost();
      this.scheduleTurns();
    }
    this.closeWhenEmpty();
  }

  override onDispose(): void {
    if (this.counted) openTables--;
    this.counted = false;
    this.settings?.bots.forget(this.roomId);
  }

  /** The person seated longest becomes host. */
  private handOverHost(): void {
    const people = this.seatedPeople();
    if (people.length > 0) this.state.host = people[0]!.seat;
  }

  /** Seated people still at the table, longest seated first. */
  private seatedPeople(): Member[] {
    return [...this.members.values()].filter((m) => m.seat >= 0).sort((a, b) => a.joinedAt - b.joinedAt);
  }

  /** Close the table after a while when nobody is connected. */
  private closeWhenEmpty(): void {
    const connected = [...this.members.keys()].some((id) => this.clients.getById(id) !== undefined);
    const waiting = this.held.size > 0;
    if (connected || waiting || this.emptyTimer) return;
    this.emptyTimer = this.clock.setTimeout(() => void this.disconnect(), this.settings.emptyCloseMs);
  }

  // ------------------------------------------------------------------------------------ messages

  private listen(): void {
    this.onMessage(ClientMessage.act, (client, message: unknown) => this.onAct(client, message));
    this.onMessage(ClientMessage.sync, (client) => this.frameFor(client));
    this.onMessage(ClientMessage.about, (client): TableAbout => ({
      rules: this.rules,
      seat: this.members.get(client.sessionId)?.seat ?? -1,
    }));
    this.onMessage(ClientMessage.start, (client) => this.asHost(client, () => this.start()));
    this.onMessage(ClientMessage.kick, (client, message: unknown) => this.asHost(client, () => this.kick(client, message)));
    this.onMessage(ClientMessage.seat, (client, message: unknown) => this.asHost(client, () => this.setSeat(message)));
    this.onMessage(ClientMessage.spectators, (client, message: unknown) =>
      this.asHost(client, () => {
        if (!isRecord(message) || typeof message.allowed !== 'boolean')
          return refusal('malformed', 'spectators needs { allowed: true | false }');
        this.state.spectatorsAllowed = message.allowed;
        if (!message.allowed) for (const [id, m] of this.members) if (m.seat < 0) this.clients.getById(id)?.leave(4000);
        return null;
      }),
    );
    this.onMessage(ClientMessage.turnTimer, (client, message: unknown) =>
      this.asHost(client, () => {
        const seconds = isRecord(message) ? message.seconds : undefined;
        if (!TURN_TIMERS.includes(seconds as (typeof TURN_TIMERS)[number]))
          return refusal('malformed', 'turn-timer needs { seconds: 0, 30, 60 or 120 }');
        this.state.turnSeconds = seconds as number;
        return null;
      }),
    );
    this.onMessage('*', (client, type) =>
      this.refuse(client, refusal('malformed', `no message ${JSON.stringify(String(type)).slice(0, 40)}`)),
    );
  }

  /** Run a host's command; anyone else, or a failed check, gets one refusal. */
  private asHost(client: Client, command: () => Refusal | null): void {
    const member = this.members.get(client.sessionId);
    if (!member || member.seat < 0 || member.seat !== this.state.host)
      return this.refuse(client, refusal('not-host', 'only the host may do this'));
    const refused = command();
    if (refused) this.refuse(client, refused);
  }

  private refuse(client: Client, refused: Refusal): void {
    client.send(ServerMessage.refused, refused);
  }

  /**
   * An action from a client, checked in order: the sender's seat, the shape (the family's
   * parseAction), membership in the seat's legal actions, then apply. A failed check gets exactly
   * one `refused` reply and changes nothing.
   */
  private onAct(client: Client, message: unknown): void {
    const member = this.members.get(client.sessionId);
    const seat = member?.seat ?? -1;
    if (seat < 0 || this.game === null || !this.seatToAct(seat))
      return this.refuse(client, refusal('not-your-turn', 'it is not your turn'));
    const json = isRecord(message) ? message.action : undefined;
    let parsed: ReturnType<AnyFamilyDescriptor['parseAction']>;
    try {
      parsed = this.family.parseAction(this.ruleset, json);
    } catch {
      parsed = { ok: false, message: 'not an action' };
    }
    if (!parsed.ok) return this.refuse(client, refusal('malformed', parsed.message.slice(0, 200)));
    // No step: another seat's move in between (a placing all make at once) leaves this one legal, and it stands.
    const done = this.play(seat, parsed.action);
    if (!done.ok) return this.refuse(client, refusal(WIRE_CODES[done.error.code] ?? 'illegal-action', wireMessage(done.error.code)));
    this.state.seats[seat]!.standIn = false;
  }

  private seatToAct(seat: number): boolean {
    return this.game?.isToAct(seat) ?? false;
  }

  private start(): Refusal | null {
    if (this.state.phase !== 'lobby') return refusal('not-now', 'the game has started');
    for (const seat of this.state.seats) {
      if (seat.kind !== 'open') continue;
      seat.kind = 'bot';
      seat.bot = this.family.defaultBot;
      seat.name = `${capitalised(this.family.defaultBot)} bot`;
    }
    const seed = randomBytes(16).toString('hex');
    const started = TableDriver.start(this.family.engine, this.ruleset, { players: this.state.seats.length, seed }, { inPlace: true });
    if (!started.ok) return refusal('not-now', started.error.message);
    this.game = started.driver;
    this.state.phase = 'playing';
    this.advance();
    return null;
  }

  private kick(host: Client, message: unknown): Refusal | null {
    const seat = isRecord(message) ? message.seat : undefined;
    if (!isIndex(seat, this.state.seats.length)) return refusal('malformed', 'kick needs { seat }');
    const hostSeat = this.members.get(host.sessionId)?.seat;
    if (seat === hostSeat) return refusal('not-now', 'the host cannot kick themselves');
    const entry = [...this.members].find(([, m]) => m.seat === seat);
    if (!entry) return refusal('not-now', 'nobody is in that seat');
    const [sessionId] = entry;
    const client = this.clients.getById(sessionId);
    if (client) {
      client.send(ServerMessage.kicked, { reason: 'the host removed you from the table' });
      client.leave(4000, 'kicked');
    } else {
      // Dropped and held: stop holding the seat; onLeave seats the bot.
      this.held.get(seat)?.reject(new Error('kicked'));
    }
    return null;
  }

  private setSeat(message: unknown): Refusal | null {
    if (this.state.phase !== 'lobby') return refusal('not-now', 'seats are set before the start');
    const seat = isRecord(message) ? message.seat : undefined;
    if (!isIndex(seat, this.state.seats.length) || !isRecord(message)) return refusal('malformed', 'seat needs { seat, choice }');
    if (this.state.seats[seat]!.kind === 'person') return refusal('not-now', 'a person sits there');
    try {
      const [choice] = this.readSeats(
        [message.choice, ...this.state.seats.map(() => ({ kind: 'open' }))].slice(0, this.state.seats.length),
        this.family,
        this.ruleset,
      );
      this.state.seats[seat] = this.seatFor(choice!);
    } catch (error) {
      return refusal('malformed', error instanceof Error ? error.message : 'bad seat choice');
    }
    return null;
  }

  // ------------------------------------------------------------------------------------ the game

  /** `seat`'s move, checked by the driver (made at `step` when given); then chance, and everyone's view. */
  private play(seat: number, action: unknown, step?: number): ActResult {
    const game = this.game;
    if (!game) return { ok: false, error: { code: 'not-your-turn', message: 'the game has not started' } };
    const acted = game.toAct();
    const acting = acted.kind === 'players' ? [...acted.players] : [];
    const done = game.act(seat, action, step);
    if (!done.ok) return done;
    for (const waited of acting) if (!this.seatToAct(waited)) this.turnEnded(waited);
    this.advance();
    return done;
  }

  private turnEnded(seat: number): void {
    const started = this.turnStarted.get(seat);
    if (started !== undefined && this.state.seats[seat]?.kind === 'bot') tableStats.botTurn(Date.now() - started);
    this.turnStarted.delete(seat);
    this.turnTimers.get(seat)?.clear();
    this.turnTimers.delete(seat);
  }

  /** Chance actions, then the views, then the turns of bots and the timers of people. */
  private advance(): void {
    const game = this.game;
    if (!game) return;
    game.resolveChance();
    const over = game.toAct().kind === 'over';
    if (over) {
      this.state.phase = 'over';
      this.state.turnDeadline = 0;
    }
    this.sendViews();
    if (over) this.offerReplay();
    else this.scheduleTurns();
  }

  /** The frame of game data for one seat (the onlooker seat for spectators). */
  private frame(game: Table, seat: number): GameFrame {
    const onlooker = seat < 0 || seat >= this.state.seats.length;
    const viewSeat = onlooker ? this.state.seats.length : seat;
    const toAct = game.toAct();
    const legal = onlooker ? [] : game.legal(seat);
    return {
      seat: viewSeat,
      step: game.step,
      view: game.view(viewSeat),
      legal,
      toAct: toAct.kind === 'players' ? [...toAct.players] : [],
      over: toAct.kind === 'over',
    };
  }

  /** The sender's frame (the reply to `sync`), or null before the start. */
  private frameFor(client: Client): GameFrame | null {
    const member = this.members.get(client.sessionId);
    if (!member || this.game === null) return null;
    return this.frame(this.game, member.seat);
  }

  private sendViews(): void {
    const game = this.game;
    if (!game) return;
    let onlooker: GameFrame | undefined;
    for (const client of this.clients) {
      const member = this.members.get(client.sessionId);
      if (!member) continue;
      const frame = member.seat < 0 ? (onlooker ??= this.frame(game, -1)) : this.frame(game, member.seat);
      client.send(ServerMessage.view, frame);
    }
  }

  /** Once the game is over nothing is hidden: the seed and the log go to everyone. */
  private offerReplay(): void {
    if (this.game) this.broadcast(ServerMessage.replay, this.replay(this.game));
  }

  /** The finished game's replay: its rules, players, seed and log. */
  private replay(game: Table): ReplayMessage {
    const log = game.log().map((action) => this.family.actionToJSON(this.ruleset, action));
    return { family: this.family.family, ruleset: this.ruleset.name, players: this.state.seats.length, seed: String(game.setup.seed), log };
  }

  /** Start bots deciding for seats to act, and the timers of people whose turn it is. */
  private scheduleTurns(): void {
    if (this.game === null || this.state.phase !== 'playing') return;
    const toAct = this.game.toAct();
    if (toAct.kind !== 'players') return;
    const now = Date.now();
    let deadline = 0;
    const automatic = (seat: number): boolean => this.state.seats[seat]?.kind === 'bot' || !!this.state.seats[seat]?.standIn;
    // Computer players move one at a time, in the driver's order (as offline: one seed, one game).
    const botSeat = this.game.nextBotSeat(automatic);
    for (const seat of toAct.players) {
      if (!this.turnStarted.has(seat)) this.turnStarted.set(seat, now);
      const seatState = this.state.seats[seat]!;
      const absent = seatState.kind === 'person' && seatState.connection !== 'connected';
      if (automatic(seat)) {
        if (seat === botSeat)
          this.askBot(seat, seatState.kind === 'bot' ? seatState.bot : this.family.defaultBot, this.settings.botDelayMs);
        continue;
      }
      if (this.turnTimers.has(seat)) continue;
      const wait = absent ? this.settings.standInMs : this.state.turnSeconds * 1000;
      if (wait <= 0) continue;
      deadline = deadline === 0 ? now + wait : Math.min(deadline, now + wait);
      this.turnTimers.set(
        seat,
        this.clock.setTimeout(() => {
          this.turnTimers.delete(seat);
          const current = this.state.seats[seat];
          if (!current || current.kind !== 'person' || !this.seatToAct(seat)) return;
          // Away at their turn: a bot plays for them until they are back; at a turn timer, for this turn only.
          if (current.connection !== 'connected') {
            current.connection = 'away';
            current.standIn = true;
          }
          this.askBot(seat, this.family.defaultBot, 0);
        }, wait),
      );
    }
    this.state.turnDeadline = deadline;
  }

  /**
   * Ask a bot worker for `seat`'s move, seeded as the seat's computer player is on every host
   * (`seatSeed`), and play it if the game is still at the step it was asked at.
   */
  private askBot(seat: number, bot: string, delayMs: number): void {
    const game = this.game;
    if (!game || this.thinking.has(seat)) return;
    this.thinking.add(seat);
    const step = game.step;
    const legal = game.legal(seat);
    const asked = Date.now();
    const decided = this.settings.bots.decide(this.roomId, this.rules, seat, bot, game.seatSeed(seat), game.view(seat), legal);
    void decided.then((choice) => {
      const wait = Math.max(0, delayMs - (Date.now() - asked));
      this.clock.setTimeout(() => {
        this.thinking.delete(seat);
        if (this.game !== game || this.state.phase !== 'playing') return;
        const action = typeof choice === 'number' ? legal[choice] : undefined;
        if (action !== undefined && this.play(seat, action, step).ok) return;
        this.scheduleTurns();
      }, wait);
    });
  }
}

function refusal(code: RefusalCode, message: string): Refusal {
  return { code, message };
}

/** The wire's refusal codes for the driver's. */
const WIRE_CODES: Readonly<Record<string, RefusalCode>> = {
  'not-your-turn': 'not-your-turn',
  'not-legal': 'illegal-action',
};

/** The wire's refusal sentences (the engine's own messages name cards in its notation; the wire keeps to these). */
function wireMessage(code: string): string {
  if (code === 'not-your-turn') return 'it is not your turn';
  return 'that is not a move you can make now';
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The table room with these settings, to register with the server. */
export function tableRoom(settings: TableSettings): typeof GameTable {
  return class ConfiguredTable extends GameTable {
    static override settings = settings;
  };
}
