/** Keyboard movement along a row of buttons: one tab stop, arrow keys between them (roving tabindex). */

/** Keydown handler for a row: arrows, Home and End move focus among its direct child buttons; the index focused, or -1. */
export function rove(event: KeyboardEvent): number {
  const row = event.currentTarget as HTMLElement;
  const buttons = Array.from(row.querySelectorAll<HTMLButtonElement>(':scope > button'));
  const at = buttons.indexOf(event.target as HTMLButtonElement);
  const step: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1, Home: -at, End: buttons.length - 1 - at };
  const delta = step[event.key];
  if (at < 0 || delta === undefined) return -1;
  event.preventDefault();
  const index = Math.max(0, Math.min(buttons.length - 1, at + delta));
  buttons.forEach((b, i) => (b.tabIndex = i === index ? 0 : -1));
  buttons[index]?.focus();
  return index;
}
