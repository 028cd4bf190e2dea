/**
 * Leaving the page with a game a person has played and nothing keeps (no `persist`): the browser
 * asks first, as it does for an unsaved form. A controller bound to the host, listening only
 * while the element is on the page.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class LeaveGuard implements ReactiveController {
  private readonly ask = (event: BeforeUnloadEvent): void => {
    if (!this.wouldLose()) return;
    // Both, for the browsers that still read returnValue.
    event.preventDefault();
    event.returnValue = '';
  };

  constructor(
    host: ReactiveControllerHost,
    /** Whether leaving now would throw away what a person did. */
    private readonly wouldLose: () => boolean,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    globalThis.addEventListener?.('beforeunload', this.ask);
  }

  hostDisconnected(): void {
    globalThis.removeEventListener?.('beforeunload', this.ask);
  }
}
