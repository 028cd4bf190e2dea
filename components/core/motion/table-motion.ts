/**
 * The motion of a game element's table, as a reactive controller: the shared motion code
 * (motion.ts) and the family's script are imported once the table first shows (the first paint
 * shows nothing moving), and from then on every action applied in the live game moves the cards
 * its events name. Until they arrive nothing moves, and a paced table waits for them before its
 * first automatic step, so that the first deal is seen arriving.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { GameEvent } from '../../../src/core/game/game.js';
import type { Choreographer, MotionScript } from './motion.js';

/** What the motion needs of its element. */
export interface TableMotionOptions<A> {
  /** Imports the family's motion script. */
  readonly script: () => Promise<MotionScript<A, unknown>>;
  /** The seat at the screen. */
  readonly viewer: () => number;
  /** Whether the table shows (the code is imported then). */
  readonly shown: () => boolean;
}

/**
 * Resolves in the next animation frame, right before the table first shows on screen (or after
 * 100 ms where no frames come: a hidden tab): the motion's code is requested as the first paint
 * happens, never before it.
 */
function atPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => resolve());
    setTimeout(resolve, 100);
  });
}

/** One element's motion. */
export class TableMotion<A> implements ReactiveController {
  private runner: Choreographer<A, unknown> | null = null;
  /** The import under way or done (the element's `updateComplete` waits for it while under way). */
  arriving: Promise<void> | null = null;
  /** Whether the import has ended (or failed: the table then plays without motion). */
  private arrived = false;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement & { readonly updateComplete: Promise<boolean> },
    private readonly options: TableMotionOptions<A>,
  ) {
    host.addController(this);
  }

  /** Once the table shows and has been painted, the motion code follows (a card played next should move). */
  hostUpdated(): void {
    if (this.arriving || !this.options.shown()) return;
    // The shared motion first, then the family's script: as soon as the table has been painted, one chunk at a time.
    this.arriving = atPaint()
      .then(() => import('./motion.js'))
      .then(async (module) => {
        this.runner = new module.Choreographer(this.host, await this.options.script(), this.options.viewer);
      })
      .catch(() => undefined) // Without its code the table still plays; it just does not move.
      .finally(() => {
        this.arrived = true;
        this.host.requestUpdate();
      });
  }

  /** Whether the code has arrived (or will never: the table plays without it). */
  get ready(): boolean {
    return this.arrived;
  }

  /** An action was applied in the live game (the table is not drawn again yet). */
  applied(action: A, events: readonly GameEvent[]): void {
    this.runner?.applied(action, events);
  }

  /** End every movement at once (a new game, a replay). */
  settle(): void {
    this.runner?.settle();
  }

  /** Milliseconds until the table is still; null while the code is on its way. */
  remaining(): number | null {
    return this.runner ? this.runner.motion.remaining() : this.arrived ? 0 : null;
  }
}
