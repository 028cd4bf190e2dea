/**
 * A table: one Colyseus room that plays any registered family through its descriptor (engine,
 * parseAction/actionToJSON, bots) with no per-game code. The room is the only authority on the
 * game. Its schema state holds public table data only; each seat's game data is sent to that seat
 * alone, as a `view` message carrying `engine.view(state, seat)` and the seat's legal actions.
 */
import { randomBytes } from 'node:crypto';
import { Room, ServerError, type Client, type Deferred, type Delayed } from '@colyseus/core';
import type { AnyFamilyDescriptor } from '../src/core/registry.js';
import type { Ruleset } from '../src/core/rules/ruleset.js';
import { TableDriver, type ActResult } from '../src/core/table/table-driver.js';
import { isRecord } from '../src/core/untrusted.js';
import { ClientMessage, ServerMessage, type GameFrame, type Refusal, type RulesChoice, type TableAbout } from './protocol.js';
import { guardFrames } from './message-guard.js';
import { kick, setSeat, setSpectators, setTurnTimer, type HostedTable } from './host-commands.js';
import { moveRefusal, refusal } from './refusals.js';
import { newRoomCode } from './room-code.js';
import { botName, seatFor } from './seat-choices.js';
import { MAX_SPECTATORS, TableMembers } from './table-members.js';
import { readTableOptions } from './table-options.js';
import { MAX_MESSAGES_PER_SECOND, type TableSettings } from './table-settings.js';
import { TableState } from './table-state.js';
import { TableTurns } from './table-turns.js';
import { tableStats } from './stats.js';
import { frameFor, replayOf, type Table } from './table-views.js';

/** The live tables of this process, for the table cap. */
let openTables = 0;

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
  private members!: TableMembers;
  /** Computer players' moves, people's timers and stand-ins (set up with the table). */
  private turns!: TableTurns;
  /** Seats held for a dropped person, with the way to give up waiting. */
  private readonly held = new Map<number, Deferred<Client>>();
  private emptyTimer: Delayed | undefined;
  private counted = false;

  /** Check the options and set the table up; a bad option refuses the creation with a message. */
  override async onCreate(options: unknown): Promise<void> {
    this.settings = (this.constructor as typeof GameTable).settings;
    if (openTables >= this.settings.maxTables) throw new ServerError(503, 'server full: try again later');
    const { rules, ruleset, family, seats, spectators, turnSeconds } = await readTableOptions(
      options,
      this.settings.bots,
      this.settings.rulesBudgetMs,
    );
    this.family = family;
    this.ruleset = ruleset;
    this.rules = rules;
    this.roomId = newRoomCode();
    this.autoDispose = false;
    guardFrames(this, MAX_MESSAGES_PER_SECOND);
    this.maxClients = seats.length + MAX_SPECTATORS;
    await this.setPrivate(true);
    openTables++;
    this.counted = true;

    const state = new TableState();
    state.game = ruleset.name;
    state.family = ruleset.family;
    state.spectatorsAllowed = spectators;
    state.turnSeconds = turnSeconds;
    for (const choice of seats) state.seats.push(seatFor(choice));
    this.setState(state);
    this.members = new TableMembers(state);
    this.turns = new TableTurns({
      clock: this.clock,
      state,
      game: () => this.game,
      defaultBot: family.defaultBot,
      botDelayMs: this.settings.botDelayMs,
      standInMs: this.settings.standInMs,
      decide: (seat, bot, seed, view, legal) => this.settings.bots.decide(this.roomId, rules, seat, bot, seed, view, legal),
      play: (seat, action, step) => this.play(seat, action, step).ok,
    });
    this.listen();
    this.closeWhenEmpty();
  }

  /** Take a person in: a seat for a player, or a place among the spectators. */
  override onJoin(client: Client, options: unknown): void {
    this.members.join(client.sessionId, options);
    this.emptyTimer?.clear();
    this.emptyTimer = undefined;
  }

  /** A connection lost without leaving: hold the seat for a while, as "reconnecting". */
  override async onDrop(client: Client): Promise<void> {
    const member = this.members.of(client.sessionId);
    if (!member || member.seat < 0) return;
    const seat = this.state.seats[member.seat]!;
    seat.connection = 'reconnecting';
    this.turns.schedule();
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
    const member = this.members.of(client.sessionId);
    if (!member) return;
    // A game that ended while they were away: the replay broadcast at its end did not reach them.
    if (this.state.phase === 'over' && this.game !== null) client.send(ServerMessage.replay, replayOf(this.family, this.game));
    if (member.seat < 0) return;
    const seat = this.state.seats[member.seat]!;
    seat.connection = 'connected';
    seat.standIn = false;
    this.turns.stopTimer(member.seat);
    this.emptyTimer?.clear();
    this.emptyTimer = undefined;
    this.turns.schedule();
  }

  /** Gone for good (left, kicked, or not back in time): a bot takes the seat at once. */
  override onLeave(client: Client): void {
    const member = this.members.leave(client.sessionId, this.family.defaultBot);
    if (!member) return;
    if (member.seat >= 0) {
      this.turns.stopTimer(member.seat);
      this.turns.schedule();
    }
    this.closeWhenEmpty();
  }

  override onDispose(): void {
    if (this.counted) openTables--;
    this.counted = false;
    this.settings?.bots.forget(this.roomId);
  }

  /** Close the table after a while when nobody is connected. */
  private closeWhenEmpty(): void {
    const connected = [...this.members.sessions()].some((id) => this.clients.getById(id) !== undefined);
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
      seat: this.members.of(client.sessionId)?.seat ?? -1,
    }));
    this.onMessage(ClientMessage.start, (client) => this.asHost(client, () => this.start()));
    const hosted = this.hosted();
    this.onMessage(ClientMessage.kick, (client, message: unknown) =>
      this.asHost(client, () => kick(hosted, this.members.seatOf(client.sessionId), message)),
    );
    this.onMessage(ClientMessage.seat, (client, message: unknown) => this.asHost(client, () => setSeat(hosted, message)));
    this.onMessage(ClientMessage.spectators, (client, message: unknown) => this.asHost(client, () => setSpectators(hosted, message)));
    this.onMessage(ClientMessage.turnTimer, (client, message: unknown) => this.asHost(client, () => setTurnTimer(hosted, message)));
    this.onMessage('*', (client, type) =>
      this.refuse(client, refusal('malformed', `no message ${JSON.stringify(String(type)).slice(0, 40)}`)),
    );
  }

  /** Run a host's command; anyone else, or a failed check, gets one refusal. */
  private asHost(client: Client, command: () => Refusal | null): void {
    const member = this.members.of(client.sessionId);
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
    const member = this.members.of(client.sessionId);
    const seat = member?.seat ?? -1;
    if (seat < 0 || !this.game?.isToAct(seat)) return this.refuse(client, refusal('not-your-turn', 'it is not your turn'));
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
    if (!done.ok) return this.refuse(client, moveRefusal(done.error.code));
    this.state.seats[seat]!.standIn = false;
  }

  private start(): Refusal | null {
    if (this.state.phase !== 'lobby') return refusal('not-now', 'the game has started');
    for (const seat of this.state.seats) {
      if (seat.kind !== 'open') continue;
      seat.kind = 'bot';
      seat.bot = this.family.defaultBot;
      seat.name = botName(this.family.defaultBot);
    }
    const seed = randomBytes(16).toString('hex');
    const started = TableDriver.start(this.family.engine, this.ruleset, { players: this.state.seats.length, seed }, { inPlace: true });
    if (!started.ok) return refusal('not-now', started.error.message);
    this.game = started.driver;
    this.state.phase = 'playing';
    this.advance();
    return null;
  }

  /** What the host's commands change and reach. */
  private hosted(): HostedTable {
    return {
      state: this.state,
      members: this.members,
      family: this.family,
      client: (sessionId) => this.clients.getById(sessionId),
      held: (seat) => this.held.get(seat),
    };
  }

  // ------------------------------------------------------------------------------------ the game

  /** `seat`'s move, checked by the driver (made at `step` when given); then chance, and everyone's view. */
  private play(seat: number, action: unknown, step?: number): ActResult {
    const game = this.game;
    if (!game) return { ok: false, error: { code: 'not-your-turn', message: 'the game has not started' } };
    const acted = game.toAct();
    const acting = acted.kind === 'players' ? [...acted.players] : [];
    const started = performance.now();
    const done = game.act(seat, action, step);
    if (!done.ok) return done;
    this.turns.moved(acting);
    this.advance();
    tableStats.time('move', performance.now() - started);
    return done;
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
    else this.turns.schedule();
  }

  /** The sender's frame (the reply to `sync`), or null before the start. */
  private frameFor(client: Client): GameFrame | null {
    const member = this.members.of(client.sessionId);
    if (!member || this.game === null) return null;
    return frameFor(this.game, this.state.seats.length, member.seat);
  }

  private sendViews(): void {
    const game = this.game;
    if (!game) return;
    let onlooker: GameFrame | undefined;
    for (const client of this.clients) {
      const member = this.members.of(client.sessionId);
      if (!member) continue;
      const frame =
        member.seat < 0 ? (onlooker ??= frameFor(game, this.state.seats.length, -1)) : frameFor(game, this.state.seats.length, member.seat);
      client.send(ServerMessage.view, frame);
    }
  }

  /** Once the game is over nothing is hidden: the seed and the log go to everyone. */
  private offerReplay(): void {
    if (this.game) this.broadcast(ServerMessage.replay, replayOf(this.family, this.game));
  }
}

/** The table room with these settings, to register with the server. */
export function tableRoom(settings: TableSettings): typeof GameTable {
  return class ConfiguredTable extends GameTable {
    static override settings = settings;
  };
}
