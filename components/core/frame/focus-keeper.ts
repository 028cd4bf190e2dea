/**
 * Keeping keyboard focus on the table. An action usually removes or disables the control that
 * took it (the card played, the bid button, the batch), and the browser then drops focus to
 * `<body>`: a keyboard user is ten Tabs from the game. This controller notices that focus was
 * inside its element and is now lost, and moves it to the control the parts mark as the next
 * sensible one (`data-focus`: the next legal card, the next batch, the next button); while the
 * table waits for others, to the prompt, and on to the marked control when the person's turn comes.
 * The moving itself (focus-restore.ts) is fetched the first time focus is inside an updated table.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type * as FocusRestore from './focus-restore.js';

/** Where focus stands for one element, kept by its FocusKeeper and read and moved by focus-restore.ts. */
export interface FocusState {
  /** Whether focus was last inside the element (and did not leave on purpose). */
  holding: boolean;
  /** Whether focus sits on the fallback (the prompt) waiting for the person's next control. */
  parked: boolean;
  /** The unplayable control focus was last moved away from (moved once, then left to the person). */
  wasStale: Element | null;
}

/** The element that has focus, looking through shadow roots. */
export function deepActive(): Element | null {
  let el: Element | null = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}

/** Whether `node` is inside `host`: in its children or in any shadow tree below it. */
function within(host: Element, node: Node): boolean {
  for (let at: Node | null = node; at;) {
    if (at === host || host.contains(at)) return true;
    const root = at.getRootNode();
    at = root instanceof ShadowRoot ? root.host : null;
  }
  return false;
}

/** Keeps focus inside one game element across its updates. */
export class FocusKeeper implements ReactiveController {
  /** Where focus stands for this element (see `FocusState`). */
  private readonly state: FocusState = { holding: false, parked: false, wasStale: null };
  private checking = false;
  private again = false;
  /** The moving's code, once asked for. */
  private mover: Promise<typeof FocusRestore> | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    /** The fallback while no control is marked: an element with tabindex="-1". */
    private readonly fallback: () => HTMLElement | null,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('focusin', this.onFocusIn);
    this.host.addEventListener('focusout', this.onFocusOut);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('focusin', this.onFocusIn);
    this.host.removeEventListener('focusout', this.onFocusOut);
  }

  hostUpdated(): void {
    if (!this.state.holding) return;
    if (this.checking) {
      this.again = true;
      return;
    }
    this.checking = true;
    void this.restore().finally(() => {
      this.checking = false;
      if (this.again) {
        this.again = false;
        this.hostUpdated();
      }
    });
  }

  private readonly onFocusIn = (): void => {
    this.state.holding = true;
    this.state.parked = deepActive() === this.fallback();
    // The moving comes as focus first enters: it is here by the time an action needs it.
    this.mover ??= import('./focus-restore.js');
  };

  private readonly onFocusOut = (event: FocusEvent): void => {
    const to = event.relatedTarget as Node | null;
    if (to && !this.host.contains(to) && !(this.host.shadowRoot?.contains(to) ?? false)) {
      // Focus moved somewhere else on the page: the person left the table on purpose.
      if (!within(this.host, to)) this.state.holding = false;
    } else if (!to) {
      // Focus went nowhere: a click outside the page's controls leaves the control connected and enabled.
      // The listener sits on the host, so event.target is retargeted to it: the control is the path's start.
      const from = event.composedPath()[0] as HTMLElement | undefined;
      queueMicrotask(() => {
        if (from?.isConnected && !(from as HTMLButtonElement).disabled && document.activeElement === document.body && document.hasFocus())
          this.state.holding = false;
      });
    }
  };

  /** After the parts render: if focus was lost (or parked), move it to the marked control (focus-restore.ts, fetched the first time). */
  private async restore(): Promise<void> {
    try {
      this.mover ??= import('./focus-restore.js');
      const { restoreFocus } = await this.mover;
      await restoreFocus(this.host, this.fallback, this.state);
    } catch {
      // Its code could not be fetched (the page went offline): focus stays where the browser put it.
      this.mover = null;
    }
  }
}
