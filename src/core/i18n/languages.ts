/**
 * The languages Pomona speaks: one entry each. Adding a fifth language is one line here plus its
 * word data (card-words.ts), its diagnostics catalogue (diagnostic-messages-*.ts) and its element
 * catalogue (components/locales/); see docs/languages.md.
 */

/** Every language Pomona speaks, by its BCP 47 tag: its name in English and in itself. */
export const LANGUAGES = {
  en: { english: 'English', native: 'English' },
  ko: { english: 'Korean', native: '한국어' },
  ru: { english: 'Russian', native: 'Русский' },
  es: { english: 'Spanish', native: 'Español' },
} as const;

/** The tag of a language Pomona speaks: 'en', 'ko', 'ru' or 'es'. */
export type LanguageTag = keyof typeof LANGUAGES;

/** The language every text is written in first, and the fallback for any other. */
export const SOURCE_LANGUAGE: LanguageTag = 'en';

/** Every language tag Pomona speaks, the source language first. */
export const LANGUAGE_TAGS = Object.keys(LANGUAGES) as LanguageTag[];

/** Is `tag` (exactly, in lower case) a language Pomona speaks? */
export function isLanguageTag(tag: string): tag is LanguageTag {
  return Object.hasOwn(LANGUAGES, tag);
}

/**
 * The first of `wanted` (BCP 47 tags in order of preference, e.g. navigator.languages or a `lang`
 * attribute) that Pomona speaks, matched by its language part (`ko-KR` is Korean, `es-419`
 * Spanish); the source language when none matches. Malformed tags are skipped.
 */
export function matchLanguage(wanted: Iterable<string | null | undefined>): LanguageTag {
  for (const tag of wanted) {
    const language = languageOf(tag);
    if (language) return language;
  }
  return SOURCE_LANGUAGE;
}

/** The language Pomona speaks that a BCP 47 or POSIX tag names (`ko-KR`, `ru_RU.UTF-8`), or null. */
export function languageOf(tag: string | null | undefined): LanguageTag | null {
  const primary =
    (tag ?? '')
      .trim()
      .toLowerCase()
      .split(/[-_.@]/)[0] ?? '';
  return isLanguageTag(primary) ? primary : null;
}

/**
 * The language a POSIX locale environment asks for, as GNU gettext reads it: LANGUAGE first (a
 * list in order of preference, `ko:en`; the first that Pomona speaks), unless the locale is the
 * plain `C`/`POSIX`; then LC_ALL, then LC_MESSAGES, then LANG (`ko_KR.UTF-8` is Korean). Null
 * when none names a language Pomona speaks.
 */
export function languageFromEnvironment(env: Readonly<Record<string, string | undefined>>): LanguageTag | null {
  const locale = ['LC_ALL', 'LC_MESSAGES', 'LANG'].map((name) => env[name]).find((value) => value);
  if (locale !== undefined && (locale === 'C' || locale === 'POSIX' || locale.startsWith('C.'))) return null;
  for (const wanted of (env['LANGUAGE'] ?? '').split(':')) {
    const language = languageOf(wanted);
    if (language) return language;
  }
  return locale === undefined ? null : languageOf(locale);
}
