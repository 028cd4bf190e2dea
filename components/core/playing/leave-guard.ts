/**
 * Leaving the page with a game a person has played and nothing keeps (no `persist`): the browser
 * asks first, as it does for an unsaved form. A controller bound to the host, listening only
 * while the element is on the page. Comes with the code that plays (replay/replay.ts): nobody has
 * played before it is here, and a first paint does not carry it.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class LeaveGuard implements ReactiveController {
  private readonly ask = (event: BeforeUnloadEvent): void => {
    if (!this.wouldLose()) return;
    // Both, for the browsers that still read returnValue.
    event.preventDefault();
    event.returnValue = '';
  };

  /** The game element (its `persist` and `gameInProgress`): leaving would lose a game played and not kept. */
  constructor(
    private readonly host: ReactiveControllerHost & Partial<{ readonly persist: string | null; readonly gameInProgress: boolean }>,
  ) {
    host.addController(this);
  }

  private wouldLose(): boolean {
    return !this.host.persist && !!this.host.gameInProgress;
  }

  hostConnected(): void {
    globalThis.addEventListener?.('beforeunload', this.ask);
  }

  hostDisconnected(): void {
    globalThis.removeEventListener?.('beforeunload', this.ask);
  }
}
