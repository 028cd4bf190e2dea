/** Keyboard movement along a row of buttons: one tab stop, arrow keys between them (roving tabindex). */

/** Keydown handler for a row: arrows, Home and End move focus among its direct child buttons. */
export function rove(event: KeyboardEvent): void {
  const row = event.currentTarget as HTMLElement;
  const buttons = Array.from(row.querySelectorAll<HTMLButtonElement>(':scope > button'));
  const at = buttons.indexOf(event.target as HTMLButtonElement);
  const step: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1, Home: -at, End: buttons.length - 1 - at };
  const delta = step[event.key];
  if (at < 0 || delta === undefined) return;
  event.preventDefault();
  const next = buttons[Math.max(0, Math.min(buttons.length - 1, at + delta))];
  buttons.forEach((b) => (b.tabIndex = b === next ? 0 : -1));
  next?.focus();
}
