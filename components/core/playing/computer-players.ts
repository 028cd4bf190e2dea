/**
 * The turns nobody at the screen takes: chance actions (deals, shuffles) and the computer players,
 * whose code is imported after the first paint. It drives an `AutoTurnsController` (the reactive
 * controller that schedules a turn after each render): it knows when a turn is due and who takes it.
 */
import type { ReactiveControllerHost } from 'lit';
import type { Bot } from '../../../src/core/game/game.js';
import { afterPaint, type Announcer } from '../language/announcer.js';
import { AutoTurnsController } from './auto-turns.js';
import type { MakeBot } from '../family.js';
import type { BindingOf, GameTypes } from '../game-types.js';
import type { LiveGame } from './live-game.js';
import type { TableMotion } from '../motion/table-motion.js';
import type { Seating } from './seats.js';

/** Takes one element's automatic turns. */
export class ComputerPlayers<G extends GameTypes> {
  private readonly turns: AutoTurnsController;
  private makeBot: MakeBot<G['ruleset'], G['view'], G['action']> | null = null;
  private loading: Promise<void> | null = null;
  /** The players of the seating they were made for (made again when the table is seated again). */
  private bots: (Bot<G['view'], G['action']> | null)[] = [];
  private madeFor: Seating | null = null;

  constructor(
    host: ReactiveControllerHost,
    private readonly binding: BindingOf<G>,
    private readonly game: LiveGame<G>,
    /** Computer players wait for the sentences, so that each of their actions is said on its own. */
    private readonly announcer: Announcer<G>,
    /**
     * With a delay above 0, automatic turns wait for the table's motion to finish, so that a computer
     * player never plays into a trick still on its way (and, while its code loads, for it to arrive).
     */
    private readonly motion: TableMotion<G['action']>,
    /** Milliseconds a computer player waits before acting (0: at once, and never for the motion). */
    private readonly botDelay: () => number,
  ) {
    this.turns = new AutoTurnsController(host, { nextDelay: () => this.nextDelay(), advance: () => this.advance() });
  }

  /** Forget the turn scheduled (a new game, new rules, a replay). */
  cancel(): void {
    this.turns.cancel();
  }

  /** Milliseconds until the next automatic turn, or null when a person must act. */
  private nextDelay(): number | null {
    const state = this.game.state;
    // (Until the code that plays arrives, right after the first paint: the element renders again then.)
    if (!state || !this.game.live || !this.game.played) return null;
    const toAct = this.binding.engine.toAct(state);
    const delay = this.botDelay();
    // A paced table lets the motion of the last action finish first (a deal waits for the last trick to reach its winner).
    // (null: the motion's code is still on its way, and the element renders again when it arrives.)
    const settling = delay > 0 ? this.motion.remaining() : 0;
    if (settling === null) return null;
    if (toAct.kind === 'chance') return settling;
    if (toAct.kind !== 'players') return null;
    const bots = this.game.seating.bots;
    if (!toAct.players.some((p) => bots[p] && !this.game.lap?.has(p))) return null;
    if (!this.makeBot) {
      this.load();
      return null;
    }
    if (!this.announcer.ready) {
      this.announcer.load();
      return null;
    }
    return Math.max(delay, settling);
  }

  /** Take the next automatic turn: a chance event, or one computer player's decision (see driven-game.ts). */
  private advance(): void {
    this.game.played?.saves.takeAutomaticTurn(this.game, this.players());
  }

  /** The table's computer players, made once per seating. */
  private players(): readonly (Bot<G['view'], G['action']> | null)[] {
    const { seating, ruleset } = this.game;
    const make = this.makeBot;
    if (this.madeFor !== seating && make && ruleset) {
      this.bots = seating.bots.map((seat, i) => (seat ? make(seat.name, ruleset, i, seat.seed) : null));
      this.madeFor = seating;
    }
    return this.bots;
  }

  /**
   * Import the computer players once, after the table has been painted (they act only after it,
   * and the first paint should not wait for their code), then take the turns that waited for them.
   */
  private load(): void {
    this.loading ??= new Promise<void>((resolve) => afterPaint(resolve))
      .then(() => this.binding.bots())
      .then((make) => {
        this.makeBot = make;
        this.turns.schedule();
      })
      .catch(() => {
        // Their code could not be loaded: the game waits; a later turn tries again.
        this.loading = null;
      });
  }
}
