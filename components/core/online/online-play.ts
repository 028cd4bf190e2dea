/**
 * Online play of one game element: the "Play with friends" door (open a table or join one by its
 * code), the lobby, and the game fed by the server's views. The server is the only authority: this
 * controller shows what it sends and sends what the person chooses; the table's rules are loaded
 * here from what the server says it plays, so every seat draws the same game. Imported, with the
 * SDK (`connection.ts`), only when the element has a `server`.
 */
import type { ReactiveControllerHost } from 'lit';
import { msg, str } from '@lit/localize';
import type { Diagnostic } from '../../../src/core/rules/diagnostic.js';
import type { SavedGame } from '../../../src/core/game/game.js';
import { SAVED_GAME_VERSION } from '../../../src/core/game/saved-form.js';
import { firePomonaEvent } from '../events.js';
import type { GameTypes } from '../game-types.js';
import type { RulesReceiver } from '../rules/rules-loader.js';
import type { RulesetOrigin } from '../rules/ruleset-source.js';
import {
  openTable,
  type ReplayMessage,
  type SeatSnapshot,
  type TableConnection,
  type TableListener,
  type TableRequest,
  type TableSnapshot,
} from './connection.js';
import type { GameFrame, RulesChoice, SeatChoice } from '../../../server/protocol.js';
import { TURN_TIMERS, normaliseRoomCode } from '../../../server/protocol.js';
import { HeldSeats } from './held-seat.js';
import { checkedName, joinProblem, nameProblem, refusalWords } from './online-words.js';

/** Where the element stands online. */
export type OnlineStage =
  | { readonly kind: 'door'; readonly code: string }
  | { readonly kind: 'connecting' }
  | { readonly kind: 'table' }
  | { readonly kind: 'gone'; readonly message: string };

/** What the host chooses before opening a table. */
export interface TableChoice {
  readonly name: string;
  readonly seats: readonly SeatChoice[];
  readonly turnSeconds: number;
}

/** What the element gives its online play. */
export interface OnlineElement extends ReactiveControllerHost, HTMLElement {
  /** The table server's address (`server` attribute). */
  readonly server: string | null;
  /** Say something in the live region. */
  say(words: string): void;
}

/** A seat as everyone at the table sees it (the connection's copy of the table's state). */
export type OnlineSeat = SeatSnapshot;

/** The code in a page address's `#join=CODE`, or ''. */
export function joinCodeInAddress(hash: string): string {
  return normaliseRoomCode(/(?:^#|&)join=([^&]*)/.exec(hash)?.[1]) ?? '';
}

/** One element's online play. */
export class OnlinePlay<G extends GameTypes> implements RulesReceiver<G> {
  stage: OnlineStage = { kind: 'door', code: '' };
  /** Whether the door (or the table) is open; false: the element plays offline. */
  active = false;
  /** The table's public state, once connected. */
  table: TableSnapshot | null = null;
  /** This seat's latest game data (null before the start). */
  frame: GameFrame | null = null;
  /** The rules the table plays, loaded from what the server says. */
  ruleset: G['ruleset'] | null = null;
  /** The finished game, as a replay (offered at the end). */
  replay: ReplayMessage | null = null;
  /** A passing message: a refused move, a lost connection. */
  notice = '';
  /** A problem with the host's form or a join, shown beside it. */
  problem = '';
  /** How many seats the host's form shows (0: as many as the element's own table). */
  doorSeats = 0;
  private connection: TableConnection | null = null;
  /** The seat kept in session storage for a reload. */
  private readonly held: HeldSeats;
  /** Seats' connections as last seen, to tell of drops and returns. */
  private lastSeats: readonly SeatSnapshot[] = [];

  constructor(
    private readonly host: OnlineElement,
    /** The rules the element plays now, as the server takes them; or why they cannot be played online. */
    private readonly tableRules: () => Promise<RulesChoice | string>,
    /** Load rules with the element's own loader, telling `receiver` what becomes of them. */
    private readonly loadRules: (origin: RulesetOrigin, receiver: RulesReceiver<G>) => Promise<void>,
  ) {
    this.held = new HeldSeats(() => host.server, host.localName);
  }

  /** The table's code, once connected. */
  get code(): string {
    return this.connection?.code ?? '';
  }

  /** The seat this page plays (the onlooker seat for a spectator), or -1 before the start. */
  get seat(): number {
    return this.frame?.seat ?? -1;
  }

  /** Whether a game is on (its views arrive): the table shows it instead of the offline game. */
  get playing(): boolean {
    return this.active && this.stage.kind === 'table' && this.frame !== null && this.ruleset !== null;
  }

  /** Whether this page is the host. */
  get isHost(): boolean {
    return this.table !== null && this.mySeatInLobby === this.table.host;
  }

  /** The seats as everyone sees them. */
  get seats(): readonly OnlineSeat[] {
    return this.table?.seats ?? [];
  }

  /** The seats' names, as the table shows them (a stand-in is said beside the name). */
  get names(): readonly string[] {
    return this.seats.map((s) => s.name || msg('Open seat'));
  }

  /** This page's seat before the views arrive (the lobby): where its name sits. */
  mySeatInLobby = -1;

  /** The finished game as a saved game (the format `loadReplay` and `pomona replay` read), or null before the end. */
  savedReplay(): SavedGame<unknown> | null {
    const replay = this.replay;
    if (!replay) return null;
    return {
      format: 'pomona-game',
      version: SAVED_GAME_VERSION,
      family: replay.family,
      ruleset: replay.ruleset,
      setup: { players: replay.players, seed: replay.seed, options: {} },
      log: replay.log,
    };
  }

  /** Open the door: the host's form and the join form (with `code` filled in). */
  open(code = ''): void {
    if (this.active && this.stage.kind !== 'door' && this.stage.kind !== 'gone') return;
    this.active = true;
    this.problem = '';
    this.stage = { kind: 'door', code };
    this.host.requestUpdate();
  }

  /** Close the door, or leave the table: the element plays offline again. */
  async close(): Promise<void> {
    const connection = this.connection;
    this.held.forget();
    this.reset();
    this.active = false;
    this.host.requestUpdate();
    if (connection) {
      await connection.leave();
      firePomonaEvent(this.host, 'pomona-online-leave', { code: connection.code });
    }
  }

  /** Take back a seat held for this page (a reload): true if there was one to try. */
  resume(): boolean {
    const saved = this.held.read();
    if (!saved) return false;
    this.active = true;
    void this.connect({ kind: 'reconnect', token: saved.token }, saved.code);
    return true;
  }

  /** Open a table of the element's rules. */
  async openTable(choice: TableChoice): Promise<void> {
    const name = checkedName(choice.name);
    if (!name) return this.refuseForm(nameProblem());
    const rules = await this.tableRules();
    if (typeof rules === 'string') return this.refuseForm(rules);
    await this.connect({ kind: 'create', options: { rules, seats: choice.seats, name, turnSeconds: choice.turnSeconds } }, '');
  }

  /** The host chose how many seats the table has: the form shows that many. */
  chooseSeatCount(seats: number): void {
    this.doorSeats = seats;
    this.host.requestUpdate();
  }

  /** Join the table with this code. */
  async join(code: string, name: string): Promise<void> {
    const checked = checkedName(name);
    const wanted = normaliseRoomCode(code);
    if (!checked) return this.refuseForm(nameProblem());
    if (!wanted) return this.refuseForm(msg('A table code has 10 letters and digits.'));
    await this.connect({ kind: 'join', code: wanted, name: checked }, wanted);
  }

  /** Host: start the game (open seats become computer players). */
  start(): void {
    this.connection?.send('start');
  }

  /** Host: set a seat before the start. */
  setSeat(seat: number, choice: SeatChoice): void {
    this.connection?.send('seat', { seat, choice });
  }

  /** Host: set the turn timer. */
  setTimer(seconds: number): void {
    if ((TURN_TIMERS as readonly number[]).includes(seconds)) this.connection?.send('turn-timer', { seconds });
  }

  /** Host: remove the person in `seat` (a computer player takes it). */
  kick(seat: number): void {
    this.connection?.send('kick', { seat });
  }

  /** This page's move: the server checks it; a refusal comes back in words. */
  act(action: G['action']): void {
    if (!this.connection || !this.frame || this.frame.legal.length === 0) {
      this.host.say(msg('It is not your turn.'));
      return;
    }
    this.notice = '';
    this.connection.send('act', { action });
  }

  // ------------------------------------------------------------------ the rules (RulesReceiver)

  rulesLoading(): void {}

  rulesLoaded(ruleset: G['ruleset']): void {
    this.ruleset = ruleset;
    this.host.requestUpdate();
  }

  rulesRefused(_diagnostics: readonly Diagnostic[], formatted: readonly string[]): void {
    const problem = formatted[0];
    this.gone(
      problem ? msg(str`This page cannot show the table's rules: ${problem}`) : msg("The table plays another game than this element's."),
    );
  }

  fail(message: string): void {
    this.gone(message);
  }

  // ------------------------------------------------------------------------------ the connection

  private async connect(request: TableRequest, code: string): Promise<void> {
    const server = this.host.server;
    if (!server) return;
    this.stage = { kind: 'connecting' };
    this.problem = '';
    this.host.requestUpdate();
    let connection: TableConnection;
    try {
      connection = await openTable(server, request, this.listener());
    } catch (error) {
      if (request.kind === 'reconnect') {
        this.held.forget();
        this.stage = { kind: 'door', code };
        this.problem = msg('Your seat at that table is no longer held.');
      } else this.stage = { kind: 'door', code };
      if (request.kind !== 'reconnect') this.problem = joinProblem(error);
      this.host.requestUpdate();
      return;
    }
    this.connection = connection;
    this.held.keep(connection);
    this.stage = { kind: 'table' };
    this.host.requestUpdate();
    await this.loadTableRules(connection);
    const seat = this.mySeatInLobby;
    if (request.kind === 'reconnect') firePomonaEvent(this.host, 'pomona-online-reconnect', { code: connection.code, seat });
    else firePomonaEvent(this.host, 'pomona-online-join', { code: connection.code, seat, host: request.kind === 'create' });
  }

  /** Ask the server which rules it plays and load them here (a house variant too). */
  private async loadTableRules(connection: TableConnection): Promise<void> {
    const about = await connection.about();
    if (about && about.seat >= 0) this.mySeatInLobby = about.seat;
    const rules = about?.rules;
    if (!rules) return this.gone(msg('The table did not say which rules it plays.'));
    const origin: RulesetOrigin = rules.kind === 'bundled' ? rules : { kind: 'text', name: 'table.rules', text: rules.text };
    await this.loadRules(origin, this);
  }

  private listener(): TableListener {
    return {
      state: (snapshot) => this.tableChanged(snapshot),
      view: (frame) => {
        if (this.frame && frame.step < this.frame.step) return;
        const wasTurn = (this.frame?.legal.length ?? 0) > 0;
        this.frame = frame;
        this.mySeatInLobby = frame.seat;
        if (!wasTurn && frame.legal.length > 0) this.host.say(msg('Your turn.'));
        this.host.requestUpdate();
      },
      refused: (refusal) => {
        this.notice = refusalWords(refusal.code);
        this.host.say(this.notice);
        this.host.requestUpdate();
      },
      kicked: () => {
        this.held.forget();
        firePomonaEvent(this.host, 'pomona-online-kick', { code: this.code });
        this.gone(msg('The host removed you from the table.'));
      },
      replay: (replay) => {
        this.replay = replay;
        this.host.requestUpdate();
      },
      dropped: () => {
        this.notice = msg('Connection lost: reconnecting…');
        this.host.say(this.notice);
        firePomonaEvent(this.host, 'pomona-online-drop', { code: this.code, seat: this.mySeatInLobby });
        this.host.requestUpdate();
      },
      reconnected: () => {
        this.notice = '';
        firePomonaEvent(this.host, 'pomona-online-reconnect', { code: this.code, seat: this.mySeatInLobby });
        this.host.requestUpdate();
      },
      closed: (code) => {
        if (!this.connection) return;
        this.held.forget();
        // 4000: removed by the host (said by `kicked`); 1000: this page left.
        if (this.stage.kind === 'gone' || code === 1000) return;
        this.gone(msg('The table is gone: the connection to it was closed.'));
      },
    };
  }

  /** The table's public state changed: tell of seats dropping and coming back, and of the start. */
  private tableChanged(snapshot: TableSnapshot): void {
    const before = this.lastSeats;
    const phase = this.table?.phase;
    this.table = snapshot;
    this.lastSeats = snapshot.seats;
    // What everyone at a table sees happen is said too: people coming and going, the start and the end.
    const said: string[] = [];
    snapshot.seats.forEach((seat, i) => {
      const was = before[i];
      if (!was || i === this.mySeatInLobby) return;
      if (seat.kind === 'person' && was.kind !== 'person') said.push(msg(str`${seat.name} sits down.`));
      if (seat.kind !== 'person' || was.kind !== 'person') return;
      if (seat.connection !== 'connected' && was.connection === 'connected') {
        said.push(msg(str`${seat.name} lost the connection.`));
        firePomonaEvent(this.host, 'pomona-online-drop', { code: this.code, seat: i });
      }
      if (seat.connection === 'connected' && was.connection !== 'connected') {
        said.push(msg(str`${seat.name} is back.`));
        firePomonaEvent(this.host, 'pomona-online-reconnect', { code: this.code, seat: i });
      }
    });
    if (phase === 'lobby' && snapshot.phase === 'playing') said.push(msg('The game begins.'));
    if (phase === 'playing' && snapshot.phase === 'over') said.push(msg('The game is over.'));
    if (said.length > 0) this.host.say(said.join(' '));
    this.host.requestUpdate();
  }

  private gone(message: string): void {
    this.connection = null;
    this.reset();
    this.active = true;
    this.stage = { kind: 'gone', message };
    this.host.say(message);
    this.host.requestUpdate();
  }

  private reset(): void {
    this.connection = null;
    this.table = null;
    this.frame = null;
    this.ruleset = null;
    this.replay = null;
    this.notice = '';
    this.lastSeats = [];
    this.mySeatInLobby = -1;
  }

  private refuseForm(problem: string): void {
    this.problem = problem;
    this.host.requestUpdate();
  }
}
