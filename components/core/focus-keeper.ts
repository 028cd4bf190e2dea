/**
 * Keeping keyboard focus on the table. An action usually removes or disables the control that
 * took it (the card played, the bid button, the batch), and the browser then drops focus to
 * `<body>`: a keyboard user is ten Tabs from the game. This controller notices that focus was
 * inside its element and is now lost, and moves it to the control the parts mark as the next
 * sensible one (`data-focus`: the next legal card, the next batch, the next button); while the
 * table waits for others, to the prompt, and on to the marked control when the person's turn comes.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** The attribute a part puts on the control focus should go to next. */
export const focusMark = 'data-focus';

/** Every element in `root` and in the shadow roots below it matching `selector`, in tree order. */
export function deepQueryAll(root: ParentNode, selector: string): HTMLElement[] {
  const out: HTMLElement[] = [];
  const walk = (node: ParentNode): void => {
    for (const el of Array.from(node.querySelectorAll<HTMLElement>('*'))) {
      if (el.matches(selector)) out.push(el);
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(root);
  return out;
}

/** The element that has focus, looking through shadow roots. */
function deepActive(): Element | null {
  let el: Element | null = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}

/** Renders the rest of the element's parts (they update after the host). */
async function partsSettled(root: ParentNode): Promise<void> {
  const parts = deepQueryAll(root, '*').filter((el): el is HTMLElement & { updateComplete: Promise<unknown> } => 'updateComplete' in el);
  await Promise.all(parts.map((p) => p.updateComplete));
}

/** Keeps focus inside one game element across its updates. */
export class FocusKeeper implements ReactiveController {
  /** Whether focus was last inside the element (and did not leave on purpose). */
  private holding = false;
  /** Whether focus sits on the fallback (the prompt) waiting for the person's next control. */
  private parked = false;
  private checking = false;
  private again = false;
  /** The unplayable control focus was last moved away from (moved once, then left to the person). */
  private wasStale: Element | null = null;

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
    if (!this.holding) return;
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
    this.holding = true;
    this.parked = deepActive() === this.fallback();
  };

  private readonly onFocusOut = (event: FocusEvent): void => {
    const to = event.relatedTarget as Node | null;
    if (to && !this.host.contains(to) && !(this.host.shadowRoot?.contains(to) ?? false)) {
      // Focus moved somewhere else on the page: the person left the table on purpose.
      if (!deepQueryAll(this.host.shadowRoot as ShadowRoot, '*').includes(to as HTMLElement)) this.holding = false;
    } else if (!to) {
      // Focus went nowhere: a click outside the page's controls leaves the control connected and enabled.
      // The listener sits on the host, so event.target is retargeted to it: the control is the path's start.
      const from = event.composedPath()[0] as HTMLElement | undefined;
      queueMicrotask(() => {
        if (from?.isConnected && !(from as HTMLButtonElement).disabled && document.activeElement === document.body && document.hasFocus())
          this.holding = false;
      });
    }
  };

  /** After the parts render: if focus was lost (or parked), move it to the marked control. */
  private async restore(): Promise<void> {
    await partsSettled(this.host.shadowRoot as ShadowRoot);
    if (!this.holding) return;
    const active = deepActive();
    const lost = !active || active === document.body || !active.isConnected || (active as HTMLButtonElement).disabled === true;
    const target = deepQueryAll(this.host.shadowRoot as ShadowRoot, `[${focusMark}]`).find((el) => !(el as HTMLButtonElement).disabled);
    // A card that may not be played now (the one just played stays in view during the others' turns)
    // hands focus on to the marked control when the person's turn comes.
    const stale = active?.getAttribute('aria-disabled') === 'true' && target !== undefined && this.wasStale !== active;
    this.wasStale = stale ? active : null;
    if (!lost && !this.parked && !stale) return;
    if (target) {
      target.focus();
      this.parked = false;
      return;
    }
    if (lost) {
      const fallback = this.fallback();
      fallback?.focus();
      this.parked = fallback !== null;
    }
  }
}
