/**
 * Whose turn it is at a table, and what happens while they take it: computer players asked one at
 * a time in the driver's order (in a bot worker, with their seat's seed), a person's turn timer,
 * the stand-in that moves for a person away at their turn, and how long each computer player's
 * turn took from the moment it was asked (the server's figures).
 */
import type { Delayed } from '@colyseus/core';
import type { BotPool } from './bot-pool.js';
import type { TableState } from './table-state.js';
import type { Table } from './table-views.js';
import { tableStats } from './stats.js';

/** What the turns need of their table. */
export interface TurnsHost {
  /** The room's clock (its timers end with the room). */
  readonly clock: { setTimeout(run: () => void, ms: number): Delayed };
  /** The public table: seats, phase, the turn timer and its deadline. */
  readonly state: InstanceType<typeof TableState>;
  /** The game now (null before the start). */
  game(): Table | null;
  /** The family's usual computer player, the stand-in for people. */
  readonly defaultBot: string;
  /** How long a computer player's move takes to show (ms). */
  readonly botDelayMs: number;
  /** How long a disconnected person's turn waits before a stand-in moves for them (ms). */
  readonly standInMs: number;
  /** Ask a bot worker for the index of `seat`'s move among `legal` (or why it failed). */
  decide(seat: number, bot: string, seed: number, view: unknown, legal: readonly unknown[]): ReturnType<BotPool['decide']>;
  /** Play `seat`'s move as made at `step`; false when it is refused (the game moved on). */
  play(seat: number, action: unknown, step: number): boolean;
}

/** The turns of one table. */
export class TableTurns {
  /** Seats whose computer player is deciding now. */
  private readonly thinking = new Set<number>();
  /** A person's turn timer (stand-in or turn timer), by seat. */
  private readonly timers = new Map<number, Delayed>();

  constructor(private readonly host: TurnsHost) {}

  /** The seats in `waited` whose turn a move has ended: their timers stop. */
  moved(waited: readonly number[]): void {
    for (const seat of waited) if (!this.isToAct(seat)) this.stopTimer(seat);
  }

  /** Stop `seat`'s timer (the person is back, or gone). */
  stopTimer(seat: number): void {
    this.timers.get(seat)?.clear();
    this.timers.delete(seat);
  }

  /** Start the computer player whose move is next, and the timers of people whose turn it is. */
  schedule(): void {
    const { state } = this.host;
    const game = this.host.game();
    if (game === null || state.phase !== 'playing') return;
    const toAct = game.toAct();
    if (toAct.kind !== 'players') return;
    const now = Date.now();
    let deadline = 0;
    const automatic = (seat: number): boolean => state.seats[seat]?.kind === 'bot' || !!state.seats[seat]?.standIn;
    // Computer players move one at a time, in the driver's order (as offline: one seed, one game).
    const botSeat = game.nextBotSeat(automatic);
    for (const seat of toAct.players) {
      const seatState = state.seats[seat]!;
      if (automatic(seat)) {
        if (seat === botSeat) this.askBot(seat, seatState.kind === 'bot' ? seatState.bot : this.host.defaultBot, this.host.botDelayMs);
        continue;
      }
      if (this.timers.has(seat)) continue;
      const absent = seatState.kind === 'person' && seatState.connection !== 'connected';
      const wait = absent ? this.host.standInMs : state.turnSeconds * 1000;
      if (wait <= 0) continue;
      deadline = deadline === 0 ? now + wait : Math.min(deadline, now + wait);
      this.timers.set(
        seat,
        this.host.clock.setTimeout(() => this.timeUp(seat), wait),
      );
    }
    state.turnDeadline = deadline;
  }

  /** A person's timer ran out at their turn: a stand-in moves (until they are back, if they are away; else this once). */
  private timeUp(seat: number): void {
    this.timers.delete(seat);
    const current = this.host.state.seats[seat];
    if (!current || current.kind !== 'person' || !this.isToAct(seat)) return;
    if (current.connection !== 'connected') {
      current.connection = 'away';
      current.standIn = true;
    }
    this.askBot(seat, this.host.defaultBot, 0);
  }

  private isToAct(seat: number): boolean {
    return this.host.game()?.isToAct(seat) ?? false;
  }

  /**
   * Ask a bot worker for `seat`'s move, seeded as the seat's computer player is on every host
   * (`seatSeed`), and play it if the game is still at the step it was asked at.
   */
  private askBot(seat: number, bot: string, delayMs: number): void {
    const game = this.host.game();
    if (!game || this.thinking.has(seat)) return;
    this.thinking.add(seat);
    const step = game.step;
    const legal = game.legal(seat);
    const asked = performance.now();
    void this.host.decide(seat, bot, game.seatSeed(seat), game.view(seat), legal).then((choice) => {
      const wait = Math.max(0, delayMs - (performance.now() - asked));
      this.host.clock.setTimeout(() => {
        this.thinking.delete(seat);
        if (this.host.game() !== game || this.host.state.phase !== 'playing') return;
        const action = typeof choice === 'number' ? legal[choice] : undefined;
        if (action !== undefined && this.host.play(seat, action, step)) {
          // A computer player's own turn is counted; a stand-in moving for a person is not.
          if (this.host.state.seats[seat]?.kind === 'bot') tableStats.time('botTurn', performance.now() - asked);
          return;
        }
        this.schedule();
      }, wait);
    });
  }
}
