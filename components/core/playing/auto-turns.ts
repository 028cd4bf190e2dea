/**
 * A reactive controller that takes the turns nobody at the screen takes: chance actions (deals,
 * shuffles) and computer players. After every render of its host it asks what is automatic next
 * and runs it after the given delay, re-checking at that moment so a person acting meanwhile is
 * never overtaken by a stale decision.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** What the host answers when asked for the next automatic step. */
export interface AutoTurnSource {
  /** Milliseconds to wait before the next automatic step, or null if the game waits for a person. */
  nextDelay(): number | null;
  /** Take one automatic step now (a no-op if nothing automatic is due any more). */
  advance(): void;
}

/** Drives automatic turns for one element; each element owns its own (no shared timers). */
export class AutoTurnsController implements ReactiveController {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private connected = false;

  constructor(
    host: ReactiveControllerHost,
    private readonly source: AutoTurnSource,
  ) {
    host.addController(this);
  }

  /** Start taking turns once the host is in the document. */
  hostConnected(): void {
    this.connected = true;
  }

  /** Stop: an element removed from the page plays on no more. */
  hostDisconnected(): void {
    this.connected = false;
    this.cancel();
  }

  /** After each render, schedule the next automatic step if one is due. */
  hostUpdated(): void {
    this.schedule();
  }

  /** Forget a scheduled step (e.g. when a new game starts). */
  cancel(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Schedule the next automatic step unless one is already waiting. */
  schedule(): void {
    if (!this.connected || this.timer !== undefined) return;
    const delay = this.source.nextDelay();
    if (delay === null) return;
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        if (this.connected && this.source.nextDelay() !== null) this.source.advance();
      },
      Math.max(0, delay),
    );
  }
}
