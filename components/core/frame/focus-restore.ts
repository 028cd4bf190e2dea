/**
 * Moving focus back to the table after an update (see focus-keeper.ts): fetched the first time a
 * game element that holds the focus is updated, so a page's first paint does not carry it.
 */
import { deepActive, type FocusState } from './focus-keeper.js';

/** The attribute a part puts on the control focus should go to next. */
export const focusMark = 'data-focus';

/**
 * The panels that open as dialogs ("How to play", the house-rules form: `data-dialog`, with
 * tabindex -1) each take the focus once, when they appear, as a dialog does: Escape in them closes
 * them whatever was focused to open them, and a screen reader reads them. Each panel element is
 * one opening (closed and opened again, it is another).
 */
const dialogsFocused = new WeakSet<Element>();

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

/** Renders the rest of the element's parts (they update after the host). */
async function partsSettled(root: ParentNode): Promise<void> {
  const parts = deepQueryAll(root, '*').filter((el): el is HTMLElement & { updateComplete: Promise<unknown> } => 'updateComplete' in el);
  await Promise.all(parts.map((p) => p.updateComplete));
}

/** After the parts render: if focus was lost (or parked), move it to the marked control. */
export async function restoreFocus(host: HTMLElement, fallbackOf: () => HTMLElement | null, state: FocusState): Promise<void> {
  await partsSettled(host.shadowRoot as ShadowRoot);
  if (!state.holding) return;
  const opened = Array.from((host.shadowRoot as ShadowRoot).querySelectorAll<HTMLElement>('[data-dialog]')).find(
    (d) => !dialogsFocused.has(d),
  );
  if (opened) {
    dialogsFocused.add(opened);
    opened.focus();
    state.parked = false;
    return;
  }
  const active = deepActive();
  const lost = !active || active === document.body || !active.isConnected || (active as HTMLButtonElement).disabled === true;
  const target = deepQueryAll(host.shadowRoot as ShadowRoot, `[${focusMark}]`).find((el) => !(el as HTMLButtonElement).disabled);
  // A card that may not be played now (the one just played stays in view during the others' turns)
  // hands focus on to the marked control when the person's turn comes.
  const stale = active?.getAttribute('aria-disabled') === 'true' && target !== undefined && state.wasStale !== active;
  state.wasStale = stale ? active : null;
  if (!lost && !state.parked && !stale) return;
  if (target) {
    target.focus();
    state.parked = false;
    return;
  }
  if (lost) {
    const fallback = fallbackOf();
    fallback?.focus();
    state.parked = fallback !== null;
  }
}
