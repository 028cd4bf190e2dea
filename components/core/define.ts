/** Registering custom elements so that loading the script twice never throws. */
import { ContextRoot } from '@lit/context';

/** Marks the document whose ContextRoot is attached, shared by every copy of the script. */
const rootMark = Symbol.for('pomona.context-root');

/**
 * Parts written in the page's markup (a slotted score sheet) are upgraded before their table when
 * the script loads after parsing, so they ask for the game before any table can answer. A
 * ContextRoot on the document keeps those requests and asks again when a table appears. One per
 * document, whichever copy of the script comes first.
 */
function attachContextRoot(): void {
  if (typeof document === 'undefined') return;
  const doc = document as Document & { [rootMark]?: true };
  if (doc[rootMark]) return;
  doc[rootMark] = true;
  new ContextRoot().attach(doc.documentElement);
}

/** Define `name` unless some copy of the script already did. */
export function defineOnce(name: string, ctor: CustomElementConstructor): void {
  // Imported where there is no element registry (plain Node importing a one-file embed), nothing is defined.
  if (typeof customElements === 'undefined') return;
  attachContextRoot();
  if (!customElements.get(name)) customElements.define(name, ctor);
}
