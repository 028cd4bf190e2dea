/** Helpers for driving <apples-table> in browser tests: wait for phases, find parts, press keys. */
import { waitUntil } from '@open-wc/testing';
import type { ApplesTable } from '../../components/apples-table/apples-table.js';
import type { TrickView } from '../../src/engine/trick/index.js';

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
  await waitUntil(() => {
    const v = table.view;
    return !!v && (v.winners !== null || v.toAct.includes(v.player));
  }, message, { timeout: 15000, interval: 5 });
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
