/**
 * Where an element's rules come from: a `ruleset` URL, an inline
 * `<script type="text/x-pomona-rules">` child, rules text given as a property, or a ruleset shipped
 * with the script. A shipped ruleset is compiled at build time (see src/core/rules/shipped-form.ts) and
 * loads as a small chunk of data; the text front end (the Peggy parser, merging, the compilers'
 * checks) is rules-front-end.ts, loaded only for rules given as text or by URL.
 */
import { shippedDeckNames, shippedIndex } from '../../../src/core/rules/generated/shipped-index.js';
import type { Ruleset } from '../../../src/core/rules/ruleset.js';
import {
  deckFilesOf,
  needsCardAggregates,
  needsPlayerTables,
  reviveRuleset,
  type ReviveWith,
  type ShippedForm,
} from '../../../src/core/rules/shipped-form.js';

/** Where the rules are read from. */
export type RulesetOrigin =
  | { readonly kind: 'bundled'; readonly name: string }
  | { readonly kind: 'url'; readonly url: string }
  | { readonly kind: 'text'; readonly text: string; readonly name: string; readonly files?: ReadonlyMap<string, string> };

const has = (record: object, key: string): boolean => Object.prototype.hasOwnProperty.call(record, key);

/** Whether `path` (relative to rulesets/) names a shipped file: a ruleset or a deck. */
export function isShipped(path: string): boolean {
  return has(shippedIndex, path) || shippedDeckNames.includes(path);
}

/** A family's shipped rulesets, each as an import of its build-time compiled form (src/core/rules/generated/shipped-FAMILY.js). */
export type ShippedForms = Readonly<Record<string, () => Promise<{ readonly form: ShippedForm }>>>;

/**
 * A shipped ruleset from its build-time compiled form among `forms` (the deck texts it reads are
 * loaded with it); null when `name` is not among them (another family's ruleset, so the text front
 * end reports why with the file's lines).
 */
export async function loadShipped(name: string, forms: ShippedForms): Promise<Ruleset | null> {
  const load = has(forms, name) ? forms[name] : undefined;
  if (!load) return null;
  try {
    const { form } = await load();
    // The deck reader and texts (judging), the card aggregates (drafting) and the `by players`
    // tables' compiler load only for the rulesets that use them.
    const [decks, cards, playerTables] = await Promise.all([
      deckFilesOf(form).length > 0
        ? Promise.all([import('../../../src/core/rules/shipped-decks.js'), import('../../../src/core/rules/generated/bundled-decks.js')])
        : null,
      needsCardAggregates(form) ? import('../../../src/core/rules/expression-cards.js') : null,
      needsPlayerTables(form) ? import('../../../src/core/rules/expression-by-players.js') : null,
    ]);
    const using: ReviveWith = {
      ...(decks
        ? { decks: decks[0].wordDecksFrom((path) => (has(decks[1].bundledDecks, path) ? decks[1].bundledDecks[path] : undefined)) }
        : {}),
      ...(cards ? { cards } : {}),
      ...(playerTables ? { playerTables } : {}),
    };
    return reviveRuleset(form, using);
  } catch {
    // A form that does not load (a network error for its chunk): the text front end tries and reports.
    return null;
  }
}

/** The MIME type of an inline rules script. */
export const inlineRulesType = 'text/x-pomona-rules';

/** The text of the first inline rules script among `host`'s children, if any. */
export function inlineRules(host: Element): string | undefined {
  for (const child of Array.from(host.children)) {
    if (child.localName === 'script' && child.getAttribute('type') === inlineRulesType) return child.textContent ?? '';
  }
  return undefined;
}

/** Decide the origin: rules text wins over an inline script, which wins over a URL, then the default. */
export function chooseOrigin(
  text: string | undefined,
  inline: string | undefined,
  url: string | null | undefined,
  fallback: string,
): RulesetOrigin {
  if (text !== undefined && text !== '') return { kind: 'text', text, name: 'inline.rules' };
  if (inline !== undefined) return { kind: 'text', text: inline, name: 'inline.rules' };
  if (url) {
    if (isShipped(url)) return { kind: 'bundled', name: url };
    return { kind: 'url', url };
  }
  return { kind: 'bundled', name: fallback };
}
