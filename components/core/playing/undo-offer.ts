/**
 * Undo on a game element: whether the table offers it, whether there is a move to take back now,
 * and taking it back (undo.ts, which finds where the game goes back to, comes with the first undo).
 */
import type { BindingOf, GameTypes } from '../game-types.js';
import type { LiveGame } from './live-game.js';

/** What undo needs of the element around it. */
export interface UndoTable {
  /** A rated game, or one the table does not offer undo in now (online, watching a replay). */
  readonly undoBarred: () => boolean;
  /** Before the game goes back: the table's motion settles and its own per-game state is cleared. */
  readonly beforeUndo: () => void;
  /** After: the keyboard focus goes to the prompt. */
  readonly afterUndo: () => void;
}

/** Needs none of the element's lifecycle callbacks: what it needs of the element is in `UndoTable`. */
export class UndoOffer<G extends GameTypes> {
  /** An undo whose code is on its way. */
  private undoing: Promise<unknown> | null = null;

  constructor(
    private readonly binding: BindingOf<G>,
    private readonly game: LiveGame<G>,
    private readonly table: UndoTable,
  ) {}

  /**
   * Whether the table offers undo: one person against computer players, not rated, not online, not
   * watching a replay. With several people at the screen it never does (it would show one what another did).
   */
  get offered(): boolean {
    return !this.table.undoBarred() && this.game.lonePerson >= 0 && this.game.seats.length > 1;
  }

  /** Whether there is a move to take back now: the person has acted, the game is not over, and no face-down choice of theirs waits. */
  get ready(): boolean {
    const state = this.game.state;
    if (!state || !this.offered || this.binding.engine.result(state)) return false;
    if (this.game.lap?.has(this.game.lonePerson)) return false;
    return this.game.personHasActed();
  }

  /** What an update waits for: an undo whose code is on its way (else null). */
  get waiting(): Promise<unknown> | null {
    return this.undoing;
  }

  /** Take back the person's last move and the computer players' after it (undo.ts); false when there is none. */
  undo(): Promise<boolean> {
    if (!this.ready) return Promise.resolve(false);
    const undoing = Promise.all([import('./undo.js'), this.game.loadPlay()]).then(([{ takeBack }]) => {
      if (!this.ready) return false;
      this.table.beforeUndo();
      const undone = takeBack(this.game, this.binding);
      if (undone) this.table.afterUndo();
      return undone;
    });
    this.undoing = undoing.finally(() => (this.undoing = null));
    return undoing;
  }
}
