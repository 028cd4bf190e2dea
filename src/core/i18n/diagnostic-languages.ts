/**
 * Every language's diagnostics catalogue, for the readers that may ask for any language: the
 * command line (`--lang`, `LC_ALL`, `LANG`), the public `formatDiagnostic` and the studio. The game
 * elements do not import this module, so a page that plays carries no catalogue it never shows.
 */
import { addDiagnosticCatalogue, type DiagnosticCatalogue } from './diagnostic-messages.js';
import { es } from './diagnostic-messages-es.js';
import { ko } from './diagnostic-messages-ko.js';
import { ru } from './diagnostic-messages-ru.js';
import type { LanguageTag } from './languages.js';

/** The catalogue of every language but English (which diagnostic-messages.ts holds), by tag. */
export const TRANSLATED_DIAGNOSTICS: Readonly<Record<Exclude<LanguageTag, 'en'>, DiagnosticCatalogue>> = { ko, ru, es };

/** Let diagnostics be said in every language Pomona speaks. */
export function speakEveryDiagnosticLanguage(): void {
  for (const [language, catalogue] of Object.entries(TRANSLATED_DIAGNOSTICS)) addDiagnosticCatalogue(language as LanguageTag, catalogue);
}
