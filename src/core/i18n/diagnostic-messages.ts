/**
 * The rules language's messages in every language Pomona speaks: a catalogue keyed by message
 * keys (each belongs to one stable diagnostic code), with `{name}` parameters and optional parts
 * `[[guess| — did you mean '{guess}'?]]` shown only when their parameter is given.
 */
import type { LanguageTag } from './languages.js';
import type { PluralPatterns } from './card-words.js';

/**
 * The parameters of a message: names, numbers, lists (joined with the language's "or"), and parts
 * that are messages of their own (a kind of value, "option 'rounds'"), said in the same language.
 */
export type MessageParams = Readonly<Record<string, string | number | readonly string[] | MessagePart>>;

/** A part of a message that is itself a message of the catalogue. */
export interface MessagePart {
  readonly key: MessageKey;
  readonly params: MessageParams;
}

/**
 * Every message with a key, by key: the core's, which the English catalogue's messages name, and
 * those a family brings with its compiler, `family:name` (see `familyMessages` in diagnostics.ts).
 */
export type MessageKey = CoreMessageKey | FamilyMessageKey;

/** A message of the core, which every catalogue holds. */
export type CoreMessageKey = keyof typeof englishMessages;

/** A family's own message: `trick:needs-deck`. */
export type FamilyMessageKey = `${string}:${string}`;

/** What a language says about diagnostics. */
export interface DiagnosticCatalogue {
  readonly severity: { readonly error: string; readonly warning: string };
  readonly messages: Readonly<Record<CoreMessageKey, string>>;
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

/**
 * The English messages, by key; `{name}` is a parameter, `[[name|...]]` a part shown only when
 * `name` is given. Keys that start `type-`, `where-` and `what-` are parts of other messages;
 * those that start `fact-` say a ruleset's facts (src/core/rules/facts.ts).
 */
const englishMessages = {
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
  'expr-no-card-aggregates': "aggregates over a batch's cards are not available here",
  'expr-no-player-tables': "'by players' tables are not available here",
  'expr-too-deep': 'this expression is too long or nested too deeply (more than {steps} steps); simplify it',
  'expr-number-too-large': 'numbers in rules are at most {max}',
  'expr-exponent-too-large': 'exponents above {max} are not allowed',
  'expr-index-needs-name': 'only a named sequence can be looked up with [ ]',
  'expr-unknown-collection':
    "unknown collection '{name}' (count(...) counts 'cards' of this batch or cards 'elsewhere')[[guess| — did you mean '{guess}'?]]",
  'expr-wrong-type': 'expected {expected} {where}, but this is {got}',
  'expr-branches-differ': "both sides of 'if ... else' must be of one kind: {then} before 'if', {otherwise} after 'else'",
  'expr-rows-differ': 'every row of the table must give one kind of value: {above} above, {here} here',
  'expr-not-a-card': 'only a card has attributes, but this is {got}',
  'expr-operand-condition': "'{op}' joins yes/no conditions, but this is {got}",
  'expr-operand-number': "'{op}' works on numbers, but this is {got}",
  'expr-cannot-compare': 'cannot compare {left} with {right}',
  'expr-ordered-compare': "'{op}' compares numbers, but this compares {type} with another",
  'expr-compare-cards': 'cannot compare cards; compare their attributes instead',
  'expr-compare-sequences': 'cannot compare sequences; compare their values instead',
  'expr-this-outside-loop': "'this {name}' is the value a 'for each {name}:' is at, so it belongs inside one",
  'expr-players-unknown': "'by players' needs the number of players, which is not known here",
  'expr-bad-row': "a row of 'by players' is a player count or range from 1 to 100, smaller number first, not {min}..{max}",
  'expr-players-twice': '{players} players are covered twice in this table[[line| (also at line {line})]]',
  'expr-table-gap': 'this table does not cover {uncovered} players, but the game is for {min}..{max}',
  'expr-let-after': "'{name}' is defined at line {line}, after this definition; a definition may use only those above it",
  'expr-batch-only': "'{name}' is only known inside a batch's rules",
  'expr-card-in-score': "'card' is the card being placed, so it exists only in 'allow' rules; in a score use first or last",
  'expr-attribute-needs-card':
    "'{name}' is an attribute of a card: say whose, e.g. card.{name}, first.{name}, or use it inside sum(...), where ... or each step",
  'expr-abs-arguments': 'abs(...) takes one number',
  'expr-fold-arguments': '{name}(...) takes one attribute or expression, e.g. {name}(sweetness)',
  'expr-distinct-arguments': 'distinct(...) takes one attribute, e.g. distinct(colour)',
  'expr-distinct-of-whole': 'distinct(...) counts the different values of an attribute, e.g. distinct(colour)',
  'expr-except-without-elsewhere': "'except' names other batches, so it goes with 'elsewhere'",
  'type-number': 'a number',
  'type-bool': 'a yes/no condition',
  'type-text': 'a text',
  'type-symbol': 'a {attribute}',
  'type-card': 'a card',
  'type-sequence': 'a sequence',
  'where-here': 'here',
  'where-index': 'between [ and ]',
  'where-minus': 'after a minus sign',
  'where-after': "after '{word}'",
  'where-in': 'in {name}(...)',
  'number-not-plain': '{what} must be a plain whole number',
  'number-between': '{what} must be from {min} to {max}',
  'number-outside': '{what} must be from {min} to {max}, not {value}',
  'range-empty': 'the range {lo}..{hi} is empty: write the smaller number first',
  'table-twice': '{n} is covered twice in {what} (also at line {line})',
  'table-uncovered': '{what} does not cover {uncovered} players, but the game is for {min}..{max} players',
  'let-reserved': "'{name}' already means something in this ruleset; give the definition another name",
  'let-unused': "'{name}' is defined but no rule uses it",
  'option-reserved': "'{name}' already means something in rules; give the option another name",
  'option-no-description': "option '{name}' needs a one-line description",
  'option-choice-twice': "option '{name}' lists a choice twice",
  'option-mixed-choices': "option '{name}' mixes numbers and words; its choices must be all numbers or all words",
  'option-unknown': "unknown option '{name}'[[guess| — did you mean '{guess}'?]]",
  'option-yes-no': "option '{name}' is yes or no",
  'option-number': "option '{name}' takes a number from {min} to {max}",
  'option-default-not-choice':
    "the default of option '{name}' must be one of its choices ({choices}), not {value}: add {value} to the list after 'one of' to offer it",
  'option-not-choice': "option '{name}' is one of {choices}, not {value}",
  'what-table-row': 'a row of the table',
  'what-option': "option '{name}'",
  'what-players': 'the number of players',
  'what-player-count': 'a player count',
  'what-win-table': 'the win table',
  'what-attribute': "attribute '{name}'",
  'what-copies-combination': 'copies of every combination',
  'what-copies-card': 'copies of a card',
  'what-sequence-numbers': 'the numbers of a sequence',
  'what-centre-table': 'the centre table',
  'what-cards-each': 'cards each player ends with',
  'what-batch-holds': 'how many cards "{name}" holds',
  'what-bid': 'a bid',
  'what-passes': 'passes that end the bidding',
  'what-copies-each': 'copies of each card',
  'what-card-value': 'a card value',
  'what-target-cards': 'target cards',
  'what-hand-limit': 'the most hands a game lasts',
  'what-group-size': 'a group size',
  'family-rotates': 'a {family} game rotates a {role}, not a {other}',
  'rotation-passes': "the {role} passes 'left' or 'right', not '{passes}'",
  'family-one-deck': 'a {family} game plays with one deck',
  'not-part-of-family': "'{statement}' is not part of a {family} game",
  'deck-kind-not-used': 'this kind of deck is not used by a {family} game',
  'batches-not-in-family': 'batches are not part of a {family} game',
  'sequences-not-in-family': 'sequences are not part of a {family} game',
  'table-with-players': 'with {players} players[[options| and {options}]]',
  'table-with-one-player': 'with 1 player[[options| and {options}]]',
  'file-too-long': 'the file is {length} characters long; a ruleset may have at most {most}',
  'chain-too-long': '{what} follow one another more than {most} times here; simplify the rule',
  'chain-unreadable': '{what} follow one another too many times here to read; simplify the rule',
  'what-unary-chain': 'minus signs, powers or nots',
  'what-else-chain': "'else' branches",
  'nesting-too-deep': 'brackets are nested more than {most} deep here; simplify the expression',
  'file-too-deep': 'the file is nested too deeply to read; simplify it',
  'translated-twice': '{what} is translated twice (first at line {line})',
  'what-game-name': "the game's name",
  'what-batch': "batch '{name}'",
  'what-deck': "deck '{name}'",
  'what-value': "attribute value '{name}'",
  'first-at-line': '{what} (first at line {line})',
  'twice-statement': "duplicate '{kind}' statement",
  'twice-named': "duplicate {kind} '{name}'",
  'twice-clause': "'{clause}' is stated twice in {block}",
  'block-bidding': 'bidding',
  'block-pile': 'the pile',
  'block-tricks': 'tricks',
  'block-contract': 'the contract',
  'twice-group': 'a group of {size} is scored twice',
  'twice-group-target': 'a group of {size} with target is scored twice',
  'twice-batch-clause': 'batch "{name}" states \'{clause}\' twice',
  'no-batch-to-remove': 'there is no batch "{name}" to remove',
  'unknown-family': "unknown family '{word}'[[guess| — did you mean '{guess}'?]] (families: {families})",
  'wrong-family-game': '"{name}" is a {family} game, not a {played} game',
  'fact-game-name': 'game name',
  'fact-players': 'players',
  'fact-house-rule': 'house rule "{description}"',
  'fact-yes': 'yes',
  'fact-no': 'no',
  'fact-left': 'left',
  'fact-right': 'right',
  'fact-none': 'none',
  'fact-shared-win': 'shared win',
  'fact-another-hand': 'play another hand',
  // Not `as const`: the keys are the type, and the package's declarations need not repeat each message.
} satisfies Readonly<Record<string, string>>;

const en: DiagnosticCatalogue = {
  severity: { error: 'error', warning: 'warning' },
  messages: englishMessages,
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

/**
 * The families' own messages in each language but English (a family's English comes with its
 * compiler, inside each message it says), added with the catalogues by whoever speaks every language.
 */
const familyTemplates: Partial<Record<LanguageTag, Readonly<Record<string, string>>>> = {};

/** Add families' messages in `language`, by `family:name` key. */
export function addFamilyTemplates(language: LanguageTag, templates: Readonly<Record<string, string>>): void {
  familyTemplates[language] = { ...familyTemplates[language], ...templates };
}

/** The template of message `key` in `language`, or undefined when the language has none for it yet. */
export function templateOf(language: LanguageTag, key: MessageKey): string | undefined {
  if (key.includes(':')) return familyTemplates[language]?.[key];
  const messages: Readonly<Record<string, string>> = diagnosticCatalogue(language).messages;
  return messages[key];
}

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
