/**
 * Reading a ruleset's own translations back (what the elements show), with a fallback to the
 * file's own text; kept apart from their compiling and checking (translations.ts), so a table's
 * first paint carries no diagnostics catalogue.
 */
import { SOURCE_LANGUAGE, languageOf, type LanguageTag } from '../i18n/languages.js';

/** A batch's name and description in one language. */
export interface BatchTranslation {
  readonly name: string;
  /** Its `describe` sentence, when the translation gives one. */
  readonly describe?: string;
}

/** A ruleset's texts in one language; anything left out is shown as the file wrote it. */
export interface RulesetTranslation {
  readonly game?: string;
  /** Option descriptions by option name. */
  readonly options: Readonly<Record<string, string>>;
  /** Batches by their name in the file. */
  readonly batches: Readonly<Record<string, BatchTranslation>>;
  /** Deck names by deck name. */
  readonly decks: Readonly<Record<string, string>>;
  /** Attribute names by attribute name. */
  readonly attributes: Readonly<Record<string, string>>;
  /** Attribute values (`red`, `russet`) by value. */
  readonly values: Readonly<Record<string, string>>;
}

/** A ruleset's translations by language tag. */
export type RulesetTranslations = Readonly<Partial<Record<LanguageTag, RulesetTranslation>>>;

/** What a ruleset's texts read in one language, each falling back to the file's own words. */
export interface RulesetTexts {
  /** The language the texts are in (the source language when the ruleset has no translation for the one asked). */
  readonly language: LanguageTag;
  game(): string;
  option(name: string, description: string): string;
  batch(name: string): string;
  describe(name: string, sentence: string): string;
  deck(name: string): string;
  attribute(name: string): string;
  value(value: string | number): string;
}

/** The shipped rulesets' translations of each language loaded so far, by file (see `addShippedTranslations`). */
const shippedTranslations = new Map<LanguageTag, Readonly<Record<string, RulesetTranslation>>>();

/**
 * Take a language's translations of the shipped rulesets (shipped-translations-<tag>.js, which come
 * with the language's file): a ruleset compiled at build time carries none in its form.
 */
export function addShippedTranslations(language: LanguageTag, byFile: Readonly<Record<string, RulesetTranslation>>): void {
  shippedTranslations.set(language, byFile);
}

/**
 * A ruleset's texts in the first of `locales` it has a translation for (a `lang` attribute,
 * navigator.languages, `--lang`), or as the file wrote them.
 */
export function rulesetTexts(
  ruleset: { readonly name: string; readonly translations?: RulesetTranslations; readonly files?: readonly string[] },
  locales: readonly string[],
): RulesetTexts {
  // A ruleset compiled at build time carries no translations: its own come with each language's file.
  const file = ruleset.files?.[0];
  const translation = (l: LanguageTag): RulesetTranslation | undefined =>
    ruleset.translations?.[l] ?? (file === undefined ? undefined : shippedTranslations.get(l)?.[file]);
  // The first wanted language the file speaks: its own (the source language) or a translation.
  const wanted = locales.map(languageOf).find((l) => l !== null && (l === SOURCE_LANGUAGE || translation(l) !== undefined));
  const t = wanted ? translation(wanted) : undefined;
  return {
    language: t && wanted ? wanted : SOURCE_LANGUAGE,
    game: () => t?.game ?? ruleset.name,
    option: (name, description) => t?.options[name] ?? description,
    batch: (name) => t?.batches[name]?.name ?? name,
    describe: (name, sentence) => t?.batches[name]?.describe ?? sentence,
    deck: (name) => t?.decks[name] ?? name,
    attribute: (name) => t?.attributes[name] ?? name,
    value: (value) => (typeof value === 'string' ? (t?.values[value] ?? value) : String(value)),
  };
}
