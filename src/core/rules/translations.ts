/**
 * A ruleset's own translations: the `language` blocks of its files compiled into frozen data
 * (the game's name, option descriptions, batch names and descriptions, deck, attribute and value
 * names, by language tag), checked against what the ruleset states, and read back with a
 * fallback to the file's own text.
 */
import type { Statement, TranslationEntry } from './ast.js';
import type { Diagnostic } from './diagnostic.js';
import { diagnosticAt } from './diagnostic.js';
import type { Merged } from './merge.js';
import { LANGUAGES, LANGUAGE_TAGS, isLanguageTag, type LanguageTag } from '../i18n/languages.js';
import { suggest } from './suggest.js';
import { shortName } from './source-text.js';
import { say } from '../i18n/diagnostics.js';
import type { BatchTranslation, RulesetTranslations } from './ruleset-texts.js';

export type { BatchTranslation, RulesetTranslation, RulesetTranslations } from './ruleset-texts.js';

type LanguageStatement = Extract<Statement, { kind: 'language' }>;
type Mutable = {
  game?: string;
  options: Record<string, string>;
  batches: Record<string, BatchTranslation>;
  decks: Record<string, string>;
  attributes: Record<string, string>;
  values: Record<string, string>;
};

/** The names a ruleset states that a translation may name, by kind of entry. */
function knownNames(merged: Merged): Record<Exclude<TranslationEntry['entry'], 'game'>, Set<string>> {
  const attributes = new Set<string>();
  const values = new Set<string>();
  for (const { node } of merged.decks.values()) {
    if (node.kind !== 'deck-attributes') continue;
    for (const attribute of node.attributes) {
      attributes.add(attribute.name.text);
      if (attribute.values.kind === 'list') for (const item of attribute.values.items) if (item.kind === 'name') values.add(item.text);
    }
  }
  return {
    option: new Set(merged.options.keys()),
    batch: new Set(merged.batches.keys()),
    deck: new Set(merged.decks.keys()),
    attribute: attributes,
    value: values,
  };
}

const WHAT = { option: 'what-option', batch: 'what-batch', deck: 'what-deck', attribute: 'what-attribute', value: 'what-value' } as const;

/**
 * Compile every `language` block of the merged files, reporting an unknown language tag, a
 * translation of a name the ruleset does not state and a line given twice in one block. A line
 * of a parent file that names what the entry file took away (a removed batch, a deck with other
 * values) is left out without a word: the parent is right on its own, and the variant meant it.
 */
export function compileTranslations(merged: Merged, entry: string, diagnostics: Diagnostic[]): RulesetTranslations {
  const known = knownNames(merged);
  const out: Partial<Record<LanguageTag, Mutable>> = {};
  for (const [tag, blocks] of merged.languages) {
    for (const { file, node } of blocks) {
      if (!isLanguageTag(tag)) {
        const guess = suggest(tag, LANGUAGE_TAGS);
        const list = LANGUAGE_TAGS.map((t) => `${t} (${LANGUAGES[t].native})`).join(', ');
        diagnostics.push(
          diagnosticAt(
            file,
            node.tag.loc,
            'unknown-language',
            say('unknown-language', { tag: shortName(node.tag.text), guess: guess ?? '', languages: list }),
          ),
        );
        continue;
      }
      const target = (out[tag] ??= { options: {}, batches: {}, decks: {}, attributes: {}, values: {} });
      compileBlock(node, file, known, target, file === entry ? diagnostics : []);
    }
  }
  return out;
}

function compileBlock(
  node: LanguageStatement,
  file: string,
  known: ReturnType<typeof knownNames>,
  target: Mutable,
  diagnostics: Diagnostic[],
): void {
  const seen = new Map<string, number>();
  for (const entry of node.entries) {
    const name = entry.name === null ? '' : entry.name.kind === 'text' ? entry.name.value : entry.name.text;
    const key = `${entry.entry}:${name}`;
    const first = seen.get(key);
    if (first !== undefined) {
      const what = entry.entry === 'game' ? say('what-game-name') : say(WHAT[entry.entry], { name: shortName(name) });
      diagnostics.push(diagnosticAt(file, entry.loc, 'duplicate', say('translated-twice', { what, line: first })));
      continue;
    }
    seen.set(key, entry.loc.start.line);
    const text = entry.text.value;
    if (entry.entry === 'game') {
      target.game = text;
      continue;
    }
    const names = known[entry.entry];
    if (!names.has(name)) {
      const guess = suggest(name, names) ?? '';
      diagnostics.push(
        diagnosticAt(file, entry.name!.loc, 'unknown-name', say(`translate-unknown-${entry.entry}`, { name: shortName(name), guess })),
      );
      continue;
    }
    if (entry.entry === 'batch')
      target.batches[name] = entry.detail === null ? { name: text } : { name: text, describe: entry.detail.value };
    else if (entry.entry === 'option') target.options[name] = text;
    else if (entry.entry === 'deck') target.decks[name] = text;
    else if (entry.entry === 'attribute') target.attributes[name] = text;
    else target.values[name] = text;
  }
}
