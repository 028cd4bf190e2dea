/**
 * Saving the game under the element's `persist` key after every change, and resuming it after a
 * reload. A save that does not fit any more is set aside (never silently deleted) and the person
 * is told, on the element and in a `pomona-save-discarded` event. A controller bound to the host:
 * it fires the host's events and requests its updates, and needs none of its lifecycle callbacks.
 */
import type { ReactiveControllerHost } from 'lit';
import { firePomonaEvent } from '../events.js';
import type { BindingOf, GameTypes } from '../game-types.js';
import type { LiveGame } from '../playing/live-game.js';
import { defaultStorage, readStored, setAside, writeStored } from './persistence.js';

/** A save that did not fit: why, and the storage key it was moved to. */
export interface SetAside {
  readonly reason: string;
  readonly movedTo: string;
}

/** Keeps one element's game in Web Storage. */
export class Autosave<G extends GameTypes> {
  /** A saved game that could not be resumed, for the notice that stays until dismissed: why, and where it was kept. */
  setAside: SetAside | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly binding: BindingOf<G>,
    private readonly game: LiveGame<G>,
    /** The storage key (the element's `persist` attribute), or null when the game is not kept. */
    private readonly key: () => string | null,
  ) {}

  /**
   * Save the game (the replay format) and, beside it, the face-down choices of an open fair lap
   * (`lap`), which are not actions of the game yet.
   */
  save(): void {
    const key = this.key();
    if (!key) return;
    const saved = this.game.exportGame();
    if (!saved) return;
    const lap = this.game.lap;
    writeStored(defaultStorage(), key, lap && lap.ready.length > 0 ? { ...saved, lap: lap.snapshot() } : saved);
  }

  /** Whether something is stored under the key (a save to resume, or one that will be set aside). */
  hasSave(): boolean {
    const key = this.key();
    return !!key && readStored(defaultStorage(), key).kind !== 'none';
  }

  /** Resume the saved game (the code that plays must be here); false if there is none, or it was set aside. */
  resume(): boolean {
    const key = this.key();
    const { ruleset, played } = this.game;
    if (!key || !ruleset || !played) return false;
    const storage = defaultStorage();
    const stored = readStored(storage, key);
    if (stored.kind === 'none') return false;
    const discard = (reason: string): false => {
      const movedTo = setAside(storage, key);
      this.setAside = { reason, movedTo };
      firePomonaEvent(this.host, 'pomona-save-discarded', { key, movedTo, reason });
      return false;
    };
    if (stored.kind === 'unreadable') return discard(stored.reason);
    const resumed = played.saves.resumeStored(this.game, this.binding, stored.value);
    if (resumed.ok) return true;
    return resumed.reason === null ? false : discard(resumed.reason);
  }

  /** Put the notice away. */
  dismiss(): void {
    this.setAside = null;
    this.host.requestUpdate();
  }
}
