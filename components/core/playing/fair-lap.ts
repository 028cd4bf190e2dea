/**
 * Fair party play: when several seats act at the same time (the placing of Apples to Apples),
 * the order in which their actions count must not be decided by who answers first, or a person
 * who thinks loses to a computer that answers in a millisecond. So each seat chooses once per
 * "lap", face down; when every seat the game waits for has chosen, the lap's actions are applied
 * in an order drawn from the game's seed. A computer player's speed then changes nothing.
 */
import { msg, str } from '@lit/localize';
import { Random } from '../../../src/core/cards/random.js';
import type { ToAct } from '../../../src/core/game/game.js';

/** One seat's choice in the lap, not yet applied. */
export interface LapChoice<A> {
  readonly seat: number;
  readonly action: A;
}

/** An open lap as plain data: the seats it waits for and the choices made, saved with the game. */
export interface LapSnapshot<A> {
  readonly waiting: readonly number[];
  readonly chosen: readonly LapChoice<A>[];
}

/** What a lap needs of the game it is played in (LiveGame gives it). */
export interface LapGame<A> {
  readonly seed: string;
  readonly names: readonly string[];
  /** The seat called "You" (the one person at the screen), or -1. */
  readonly you: number;
  /** How many actions the game has applied (each lap's order is drawn from the seed and this count). */
  readonly actionCount: number;
  /** A seat chose face down: say so in these words and keep the choice (a reload neither loses it nor lets it be changed). */
  choseFaceDown(words: string): void;
  /** Apply the lap's choices in their drawn order, said together after the words of the draw. */
  applyInOrder(drawn: string, actions: readonly A[]): void;
}

/** The choices of one lap, collected until every waited-for seat has chosen. */
export class FairLap<A> {
  private readonly chosen = new Map<number, A>();
  /** The seats the lap waits for (fixed when the lap opens). */
  private waiting: readonly number[] = [];
  /** The order the last completed lap was applied in (seats), to show on screen. */
  lastOrder: readonly number[] = [];

  /** Open a lap for `seats` unless one is already open for exactly these seats. */
  open(seats: readonly number[]): void {
    if (this.waiting.length === seats.length && seats.every((s) => this.waiting.includes(s))) return;
    this.waiting = seats.slice();
    this.chosen.clear();
  }

  /** Open the lap when two or more seats act together now (`toAct`); null when they do not. */
  openFor(toAct: ToAct): this | null {
    if (toAct.kind !== 'players' || toAct.players.length < 2) return null;
    this.open(toAct.players);
    return this;
  }

  /** `seat` chooses `action` face down; once every seat has, `game` applies the choices in an order drawn from its seed. */
  take(game: LapGame<A>, seat: number, action: A): void {
    const name = (s: number) => game.names[s] ?? msg(str`Seat ${s + 1}`);
    if (!this.choose(seat, action)) {
      const waiting = this.pending.map(name).join(', ');
      const who = name(seat);
      return game.choseFaceDown(
        seat === game.you
          ? msg(str`You have chosen, face down. Waiting for ${waiting}; the order is drawn when everyone has chosen.`)
          : msg(str`${who} has chosen, face down. Waiting for ${waiting}; the order is drawn when everyone has chosen.`),
      );
    }
    const order = this.draw(`${game.seed}/lap/${game.actionCount}`);
    const drawn = order.map((c) => name(c.seat)).join(', ');
    game.applyInOrder(
      msg(str`Everyone has chosen. Drawn order: ${drawn}.`),
      order.map((c) => c.action),
    );
  }

  /** Forget the lap (a new game, a replay, an action outside the lap). */
  clear(): void {
    this.waiting = [];
    this.chosen.clear();
  }

  /** Whether `seat` has chosen in the open lap. */
  has(seat: number): boolean {
    return this.chosen.has(seat);
  }

  /** The choice `seat` made in the open lap, if any (shown only to that seat). */
  choiceOf(seat: number): A | undefined {
    return this.chosen.get(seat);
  }

  /** Seats that have chosen, face down. */
  get ready(): readonly number[] {
    return this.waiting.filter((s) => this.chosen.has(s));
  }

  /** Seats the lap still waits for. */
  get pending(): readonly number[] {
    return this.waiting.filter((s) => !this.chosen.has(s));
  }

  /** Record a seat's choice; true when every seat has chosen. */
  choose(seat: number, action: A): boolean {
    this.chosen.set(seat, action);
    return this.pending.length === 0;
  }

  /** The open lap as data (saved with the game, so a reload keeps the face-down choices). */
  snapshot(): LapSnapshot<A> {
    return { waiting: this.waiting.slice(), chosen: [...this.chosen].map(([seat, action]) => ({ seat, action })) };
  }

  /** Reopen a saved lap; the caller has checked that its seats and choices fit the game now. */
  restore(snapshot: LapSnapshot<A>): void {
    this.waiting = snapshot.waiting.slice();
    this.chosen.clear();
    for (const { seat, action } of snapshot.chosen) this.chosen.set(seat, action);
  }

  /**
   * Reopen the lap saved with a game (`saved`, as `snapshot` gave it, read back from storage):
   * only when it waits for the seats the game waits for now (`waiting`) and every choice in it is
   * one `fits` accepts for its seat (the engine still accepts it); else the seats simply choose again.
   */
  reopen(saved: unknown, waiting: readonly number[], fits: (seat: number, action: A) => boolean): void {
    if (typeof saved !== 'object' || saved === null) return;
    const { waiting: was, chosen } = saved as { waiting?: unknown; chosen?: unknown };
    if (!Array.isArray(was) || !Array.isArray(chosen)) return;
    if (was.length !== waiting.length || !waiting.every((p) => was.includes(p))) return;
    const choices: LapChoice<A>[] = [];
    for (const choice of chosen as unknown[]) {
      const { seat, action } = (choice ?? {}) as { seat?: unknown; action?: unknown };
      if (typeof seat !== 'number' || !waiting.includes(seat) || choices.some((c) => c.seat === seat)) return;
      if (!action || typeof action !== 'object' || !fits(seat, action as A)) return;
      choices.push({ seat, action: action as A });
    }
    this.restore({ waiting, chosen: choices });
  }

  /** The choices in a fair order drawn from `seed`; the lap closes. */
  draw(seed: string): LapChoice<A>[] {
    const choices = this.waiting.flatMap((seat) => (this.chosen.has(seat) ? [{ seat, action: this.chosen.get(seat) as A }] : []));
    Random.from(seed, 7).shuffle(choices);
    this.lastOrder = choices.map((c) => c.seat);
    this.clear();
    return choices;
  }
}
