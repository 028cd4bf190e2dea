/** Helpers for driving <apples-table> in browser tests: wait for phases, find parts, press keys. */
import { sendKeys } from '@web/test-runner-commands';
import { waitUntil } from '@open-wc/testing';
import type { ApplesTable } from '../../components/apples-table/apples-table.js';
import type { TrickView } from '../../src/families/trick/engine/index.js';

/** The table's current view, failing the test if the game has not started. */
export function viewOf(table: ApplesTable): TrickView {
  const view = table.view;
  if (!view) throw new Error('the table shows no game');
  return view;
}

/** The shadow root of a part inside the table. */
export function part<K extends keyof HTMLElementTagNameMap>(table: ApplesTable, tag: K): HTMLElementTagNameMap[K] {
  const el = table.shadowRoot?.querySelector(tag);
  if (!el) throw new Error(`no <${tag}> in the table`);
  return el;
}

/** Wait until the table is in `phase` and waiting for the viewer (or the game is over). */
export async function waitForTurn(table: ApplesTable, message: string): Promise<TrickView> {
  await waitUntil(
    () => {
      const v = table.view;
      return !!v && (v.winners !== null || v.toAct.includes(v.player));
    },
    message,
    { timeout: 15000, interval: 5 },
  );
  await table.updateComplete;
  await settle(table);
  return viewOf(table);
}

/** Wait for the table and its parts to finish rendering. */
export async function settle(table: ApplesTable): Promise<void> {
  await table.updateComplete;
  for (const tag of ['apples-hand', 'apples-bidding', 'apples-trick'] as const) {
    const el = table.shadowRoot?.querySelector(tag);
    if (el) await el.updateComplete;
  }
}

/** The card buttons of the viewer's hand. */
export function handButtons(table: ApplesTable): HTMLButtonElement[] {
  const hand = part(table, 'apples-hand');
  return Array.from(hand.shadowRoot?.querySelectorAll<HTMLButtonElement>('button.card') ?? []);
}

/** Dispatch a key press on an element (keydown, then the click a button performs for Enter). */
export function press(el: HTMLElement, key: string): void {
  el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }));
}

/** The element that has keyboard focus, looking through shadow roots. */
export function deepActive(): Element | null {
  let el: Element | null = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}

/** Press keys with the real keyboard until focus rests on one of the hand's cards. */
export async function tabToHand(table: ApplesTable): Promise<void> {
  for (let i = 0; i < 60; i++) {
    if (handButtons(table).includes(deepActive() as HTMLButtonElement)) return;
    await sendKeys({ press: 'Tab' });
  }
  throw new Error('Tab never reached the hand');
}

/** Move focus along the hand with the arrow keys to card button `index`. */
export async function arrowTo(table: ApplesTable, index: number): Promise<void> {
  await tabToHand(table);
  for (let i = 0; i < 30; i++) {
    const buttons = handButtons(table);
    const at = buttons.indexOf(deepActive() as HTMLButtonElement);
    if (at === index) return;
    await sendKeys({ press: at < index ? 'ArrowRight' : 'ArrowLeft' });
  }
  throw new Error(`could not reach card ${index} with the arrow keys`);
}

/** The index of the first card the hand marks as playable (and not yet selected), or -1. */
export function firstPlayable(table: ApplesTable): number {
  return handButtons(table).findIndex((b) => b.getAttribute('aria-disabled') === 'false' && b.getAttribute('aria-pressed') !== 'true');
}

/** Focus a button in a part's shadow root by its text and press Enter on it. */
export async function pressButton(root: ShadowRoot, text: RegExp): Promise<void> {
  const button = Array.from(root.querySelectorAll<HTMLButtonElement>('button')).find((b) => text.test(b.textContent ?? '') && !b.disabled);
  if (!button) throw new Error(`no enabled button matching ${text}`);
  button.focus();
  await sendKeys({ press: 'Enter' });
}

/** Take the viewer's turn with the keyboard only: pass in the bidding, else the first allowed cards. */
export async function keyboardTurn(table: ApplesTable): Promise<void> {
  const view = viewOf(table);
  if (view.phase === 'bidding') {
    await pressButton(part(table, 'apples-bidding').shadowRoot as ShadowRoot, /^\s*Pass\s*$/);
  } else if (view.phase === 'pile') {
    // One card per Enter: each goes to the pile at once, until the viewer has given their N.
    for (let given = view.pile.mine.length; given < view.pile.each; given++) {
      await arrowTo(table, firstPlayable(table));
      await sendKeys({ press: 'Enter' });
      await settle(table);
    }
  } else {
    await arrowTo(table, firstPlayable(table));
    await sendKeys({ press: 'Enter' });
  }
  await settle(table);
}

/** Resolves when every animation in `root` and the shadow roots below it has ended (the table is at rest). */
export async function motionDone(root: DocumentOrShadowRoot & ParentNode): Promise<void> {
  const all: Animation[] = [...root.getAnimations()];
  const walk = (node: ParentNode): void => {
    for (const el of Array.from(node.querySelectorAll('*'))) {
      if (!el.shadowRoot) continue;
      all.push(...el.shadowRoot.getAnimations());
      walk(el.shadowRoot);
    }
  };
  walk(root);
  await Promise.all(all.map((a) => a.finished.catch(() => undefined)));
}
