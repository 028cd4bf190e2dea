/** The public `formatDiagnostic`: one diagnostic printed in any language Pomona speaks. */
import { speakEveryDiagnosticLanguage } from '../i18n/diagnostic-languages.js';
import type { LanguageTag } from '../i18n/languages.js';
import type { Diagnostic } from './diagnostic.js';
import { formatDiagnostic as formatInSpokenLanguage, type SourceLines } from './format.js';

/**
 * Format one diagnostic (`FILE:LINE:COL: error: MESSAGE`) in `language`, English by default; with
 * the file's text, add the source line and a caret under the spot. Pass a SourceLines (split once)
 * when formatting many diagnostics of one file: a plain string is split again for every call. With
 * the source, the column printed counts characters as people see them (grapheme clusters), and the
 * caret stands under them in a terminal, where Korean and other wide characters take two cells; a
 * Diagnostic's own columns count UTF-16 units, as editors do.
 */
export function formatDiagnostic(d: Diagnostic, source?: string | SourceLines, language: LanguageTag = 'en'): string {
  if (language !== 'en') speakEveryDiagnosticLanguage();
  return formatInSpokenLanguage(d, source, language);
}
