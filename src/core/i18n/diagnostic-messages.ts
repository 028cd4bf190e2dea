/**
 * The rules language's messages in every language Pomona speaks: a catalogue keyed by message
 * keys (each belongs to one stable diagnostic code), with `{name}` parameters and optional parts
 * `[[guess| — did you mean '{guess}'?]]` shown only when their parameter is given; and a sentence
 * for every diagnostic code, which introduces a message that has no key yet.
 */
import type { DiagnosticCode } from '../rules/diagnostic.js';
import type { LanguageTag } from './languages.js';
import type { PluralPatterns } from './card-words.js';

/** The parameters of a message: names, numbers, and lists (joined with the language's "or"). */
export type MessageParams = Readonly<Record<string, string | number | readonly string[]>>;

/** Every message with a key, by key. */
export type MessageKey =
  | 'unknown-name'
  | 'unknown-attribute'
  | 'unknown-function'
  | 'unknown-sequence'
  | 'unknown-batch'
  | 'syntax-unclosed'
  | 'syntax-curly'
  | 'syntax-character'
  | 'syntax-statement'
  | 'syntax-expected'
  | 'syntax-missing-brace'
  | 'missing-game'
  | 'missing-family'
  | 'missing-players'
  | 'unknown-language'
  | 'translate-unknown-option'
  | 'translate-unknown-batch'
  | 'translate-unknown-deck'
  | 'translate-unknown-attribute'
  | 'translate-unknown-value';

/** What a language says about diagnostics. */
export interface DiagnosticCatalogue {
  readonly severity: { readonly error: string; readonly warning: string };
  /** A short sentence for every code: what kind of problem it is. */
  readonly codes: Readonly<Record<DiagnosticCode, string>>;
  readonly messages: Readonly<Record<MessageKey, string>>;
  /** Words the grammar names in "expected ..." (a whole number, the end of the file). */
  readonly phrases: Readonly<Record<string, string>>;
  /** "FILE: and N more problems". */
  readonly more: PluralPatterns;
  /** The check command's last line: `{files}` checked, `{errors}` and `{warnings}` counted. */
  readonly summary: {
    readonly clean: string;
    readonly cleanWithWarnings: string;
    readonly failed: string;
    readonly failedWithWarnings: string;
    readonly files: PluralPatterns;
    readonly errors: PluralPatterns;
    readonly warnings: PluralPatterns;
  };
}

const en: DiagnosticCatalogue = {
  severity: { error: 'error', warning: 'warning' },
  codes: {
    syntax: 'the text does not follow the language',
    'unknown-name': 'a name that does not exist',
    'reserved-name': 'a name the rules already give a meaning',
    duplicate: 'something stated twice',
    missing: 'a statement the game needs is missing',
    'missing-file': 'a file cannot be read',
    'file-not-found': 'the file cannot be read',
    'not-a-ruleset': 'not a ruleset',
    'not-a-deck': 'not a deck file',
    'not-a-vocabulary': 'not a tag vocabulary',
    'not-same-origin': 'a file from another site',
    'extends-cycle': 'files extend each other in a circle',
    'wrong-family': 'a ruleset of another family',
    'type-mismatch': 'a value of the wrong kind',
    'out-of-range': 'a number outside what is allowed',
    'bad-range': 'a range written backwards',
    overlap: 'two table rows for one player count',
    'table-gap': 'a table that leaves something out',
    'incomplete-order': 'an order that leaves one out',
    'not-constant': 'a plain number is needed',
    'not-in-family': 'a statement of another family',
    'wrong-arguments': 'the wrong number of values',
    'no-card': 'an attribute with no card',
    'bad-collection': "'except' without 'elsewhere'",
    conflict: 'rules that contradict each other',
    'too-deep': 'an expression nested too deeply',
    'resource-limit': 'a limit is passed',
    'no-fallback': 'no batch takes every card',
    unused: 'a definition no rule uses',
    'wrong-deck': 'a deck file listed for the other deck',
    'bad-tag': 'a malformed tag',
    'unknown-tag': 'a tag that is not in the vocabulary',
    'missing-tags': 'a card with no tags',
    'bad-character': 'an invisible control character',
    'unknown-language': 'a language Pomona does not speak',
    'internal-error': 'a bug in Pomona',
  },
  messages: {
    'unknown-name': "unknown name '{name}'[[guess| — did you mean '{guess}'?]]",
    'unknown-attribute': "unknown attribute '{name}'[[guess| — did you mean '{guess}'?]]",
    'unknown-function': "unknown function '{name}'[[guess| — did you mean '{guess}'?]]",
    'unknown-sequence': "unknown sequence '{name}'[[guess| — did you mean '{guess}'?]]",
    'unknown-batch': 'unknown batch "{name}"[[guess| — did you mean "{guess}"?]]',
    'syntax-unclosed': 'this quoted text is not closed: write a second " before the end of the line',
    'syntax-curly':
      'curly quotes like {found} are not read as quotes: write straight double quotes " (an editor may have changed them as you typed)',
    'syntax-character':
      "'{character}' cannot be used here: names are letters of any alphabet, digits and _ (other characters belong between quotes)",
    'syntax-statement': "unknown statement '{word}' — did you mean '{guess}'?",
    'syntax-expected': "expected {expected}, but found {found}[[guess| — did you mean '{guess}'?]]",
    'syntax-missing-brace': "missing '}' to close the '{' on line {line}",
    'missing-game': 'the ruleset has no name: add a line such as game "Apples"',
    'missing-family': 'the ruleset has no family: add family {families}',
    'missing-players': 'the ruleset does not say how many play: add players 4 or players 2..6',
    'unknown-language': "unknown language '{tag}'[[guess| — did you mean '{guess}'?]] (languages: {languages})",
    'translate-unknown-option': "there is no option '{name}' to translate[[guess| — did you mean '{guess}'?]]",
    'translate-unknown-batch': 'there is no batch "{name}" to translate[[guess| — did you mean "{guess}"?]]',
    'translate-unknown-deck': "there is no deck '{name}' to translate[[guess| — did you mean '{guess}'?]]",
    'translate-unknown-attribute': "there is no attribute '{name}' to translate[[guess| — did you mean '{guess}'?]]",
    'translate-unknown-value': "there is no attribute value '{name}' to translate[[guess| — did you mean '{guess}'?]]",
  },
  phrases: {},
  more: { one: '{file}: and {n} more problem', other: '{file}: and {n} more problems' },
  summary: {
    clean: '{files} checked: no errors',
    cleanWithWarnings: '{files} checked: no errors, {warnings}',
    failed: '{errors} in {files}',
    failedWithWarnings: '{errors}, {warnings} in {files}',
    files: { one: '{n} file', other: '{n} files' },
    errors: { one: '{n} error', other: '{n} errors' },
    warnings: { one: '{n} warning', other: '{n} warnings' },
  },
};

/**
 * The catalogues diagnostics can be said in now: English always; another language once it is
 * added. The command line, the public formatter and the studio add every language
 * (diagnostic-languages.ts); the game elements say their diagnostics in English and so carry no
 * other language's catalogue.
 */
const spoken: Partial<Record<LanguageTag, DiagnosticCatalogue>> = { en };

/** Let diagnostics be said in `language`. */
export function addDiagnosticCatalogue(language: LanguageTag, catalogue: DiagnosticCatalogue): void {
  spoken[language] = catalogue;
}

/** The language diagnostics are said in for a reader of `language`: that one once it is added, else English. */
export function spokenLanguage(language: LanguageTag): LanguageTag {
  return spoken[language] ? language : 'en';
}

/** The catalogue of `language`, English when it has not been added. */
export function diagnosticCatalogue(language: LanguageTag): DiagnosticCatalogue {
  return spoken[language] ?? en;
}
