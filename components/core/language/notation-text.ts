/**
 * Text that carries pieces of a ruleset's notation (`triangle`, `count(elsewhere …)`, `and`): a
 * derivation in a page's language marks them as it is said (`markNotation`), and the table shows
 * them as code, the same in every language, between words in the page's language.
 */
import { html, type TemplateResult } from 'lit';

// Private-use characters, which no ruleset has a reason to hold: at worst a piece of text would show
// in the wrong style (Lit escapes every part).
const OPEN = '\uE000';
const CLOSE = '\uE001';

/** `notation` marked, to be shown as code. */
export function markNotation(notation: string): string {
  return `${OPEN}${notation}${CLOSE}`;
}

/** `text` with its marked notation as `<code>`; unmarked text as it is. */
export function withNotation(text: string): TemplateResult | string {
  if (!text.includes(OPEN)) return text;
  const parts = text.split(/[\uE000\uE001]/);
  return html`${parts.map((part, i) => (i % 2 === 1 ? html`<code class="notation">${part}</code>` : part))}`;
}
