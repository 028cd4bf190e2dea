/**
 * Diagnostics in the reader's language: a message with a key is filled in from that language's
 * catalogue; one without a key (a family outside this package may make them) stays whole in English. English is always the Diagnostic's own `message`, so `--json` and
 * every existing reader stay language-neutral. A language whose catalogue has not been added
 * (diagnostic-messages.ts) is read in English, never half in one and half in the other.
 */
import type { Diagnostic } from '../rules/diagnostic.js';
import {
  diagnosticCatalogue,
  spokenLanguage,
  templateOf,
  type CoreMessageKey,
  type MessageKey,
  type MessagePart,
  type MessageParams,
} from './diagnostic-messages.js';
import type { PluralPatterns } from './card-words.js';
import type { LanguageTag } from './languages.js';

export type { CoreMessageKey, MessageKey, MessagePart, MessageParams } from './diagnostic-messages.js';

/** A message by its key and parameters, with its English sentence. */
export interface Said {
  readonly key: MessageKey;
  readonly params: MessageParams;
  readonly message: string;
}

/** "a, b or c": English's list as the rules language has always written it; other languages' own. */
function joinOr(language: LanguageTag, items: readonly string[]): string {
  if (language === 'en') return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
  return new Intl.ListFormat(language, { type: 'disjunction' }).format(items);
}

const isPart = (v: MessageParams[string]): v is MessagePart => typeof v === 'object' && 'key' in v;

/** A message of `language`'s catalogue, its parameters filled in (lists joined, the grammar's phrases translated); undefined when the language has no such message. */
export function renderMessage(reader: LanguageTag, key: MessageKey, params: MessageParams): string | undefined {
  const language = spokenLanguage(reader);
  const template = templateOf(language, key);
  return template === undefined ? undefined : fill(language, template, params);
}

/** `template` with `params` filled in, in `language`. */
function fill(language: LanguageTag, template: string, params: MessageParams): string {
  const catalogue = diagnosticCatalogue(language);
  const phrase = (text: string): string => catalogue.phrases[text] ?? text;
  const value = (name: string): string | undefined => {
    const v = params[name];
    if (v === undefined || v === '') return undefined;
    if (typeof v === 'number') return numeral(language, v);
    if (typeof v === 'string') return phrase(v);
    if (isPart(v)) return renderMessage(language, v.key, v.params);
    return joinOr(language, v.map(phrase));
  };
  return template
    .replace(/\[\[(\w+)\|(.*?)\]\]/g, (_all, name: string, part: string) => (value(name) === undefined ? '' : part))
    .replace(/\{(\w+)\}/g, (all, name: string) => value(name) ?? all);
}

/** A message by key: its English sentence, with the key and parameters other languages are filled from. */
export function say(key: CoreMessageKey, params: MessageParams = {}): Said {
  return { key, params, message: renderMessage('en', key, params) ?? key };
}

/**
 * A diagnostic's message in `language`; one without a key (made by a family outside this package)
 * whole in English, never half in one language and half in another.
 */
export function diagnosticMessage(d: Diagnostic, reader: LanguageTag): string {
  const language = spokenLanguage(reader);
  if (language === 'en' || !d.key) return d.message;
  return renderMessage(language, d.key, d.params ?? {}) ?? d.message;
}

/** The word for a diagnostic's severity in `language` ("error", "오류", "ошибка"). */
export function severityWord(d: Diagnostic, reader: LanguageTag): string {
  return diagnosticCatalogue(spokenLanguage(reader)).severity[d.severity];
}

/**
 * A number in a message: as digits alone in English (what tools and tests have always read), but
 * the limits of a billion and more grouped ("1,000,000,000", as the rules language's reference
 * writes them); grouped as the language writes it otherwise.
 */
function numeral(language: LanguageTag, n: number): string {
  if (language === 'en') return Math.abs(n) >= 1_000_000_000 ? n.toLocaleString('en-GB') : String(n);
  return new Intl.NumberFormat(language).format(n);
}

function count(language: LanguageTag, patterns: PluralPatterns, n: number): string {
  const category = new Intl.PluralRules(language).select(n);
  return (patterns[category] ?? patterns.other).replace('{n}', numeral(language, n));
}

/** "FILE: and N more problems" in `language`. */
export function moreProblems(reader: LanguageTag, file: string, n: number): string {
  const language = spokenLanguage(reader);
  return count(language, diagnosticCatalogue(language).more, n).replace('{file}', file);
}

/** A number of files, errors and warnings counted in `language` ("1 file", "6 errors"), for a report's last line. */
export function counted(reader: LanguageTag, what: 'files' | 'errors' | 'warnings', n: number): string {
  const language = spokenLanguage(reader);
  return count(language, diagnosticCatalogue(language).summary[what], n);
}

/** The check command's last line: how many files were checked and what was found, in `language`. */
export function checkSummary(reader: LanguageTag, files: number, errors: number, warnings: number): string {
  const language = spokenLanguage(reader);
  const s = diagnosticCatalogue(language).summary;
  const pattern = errors === 0 ? (warnings ? s.cleanWithWarnings : s.clean) : warnings ? s.failedWithWarnings : s.failed;
  return pattern
    .replace('{files}', count(language, s.files, files))
    .replace('{errors}', count(language, s.errors, errors))
    .replace('{warnings}', count(language, s.warnings, warnings));
}
