/** Diagnostics as people and editors read them: `FILE:LINE:COL: error: MESSAGE`, the line, a caret. */
import type { Diagnostic } from './diagnostic.js';
import { SourceLines } from './source-text.js';
import { diagnosticMessage, moreProblems, severityWord } from '../i18n/diagnostics.js';
import type { LanguageTag } from '../i18n/languages.js';

export { SourceLines } from './source-text.js';

const MAX_SHOWN = 120;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** A line as the characters a person sees (grapheme clusters), each with its UTF-16 offset. */
function charactersOf(line: string): { readonly text: string; readonly offset: number }[] {
  return [...graphemes.segment(line)].map((s) => ({ text: s.segment, offset: s.index }));
}

/** Characters a terminal draws two cells wide (Hangul, Han, kana, fullwidth forms, emoji). */
const WIDE = /^[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff01-\uff60\p{Extended_Pictographic}]/u;

/** How many monospace cells `characters` take. */
function cellsOf(characters: readonly { readonly text: string }[]): number {
  return characters.reduce((sum, c) => sum + (WIDE.test(c.text) ? 2 : 1), 0);
}

/** The 0-based index of the character that holds UTF-16 column `column` (1-based); past the end, the count. */
function characterIndex(characters: readonly { readonly text: string; readonly offset: number }[], column: number): number {
  const offset = column - 1;
  let index = 0;
  while (index < characters.length && characters[index]!.offset + characters[index]!.text.length <= offset) index++;
  return index;
}

/**
 * The column a person counts for a diagnostic's UTF-16 column on `lineText`: characters as seen
 * (grapheme clusters), so `batch "사과 파이" {` has its brace at column 13, not wherever the
 * encoding puts it.
 */
export function visibleColumn(lineText: string, column: number): number {
  return characterIndex(charactersOf(lineText), column) + 1;
}

/**
 * Format one diagnostic; with the file's text, add the source line and a caret under the spot.
 * Pass a SourceLines (split once) when formatting many diagnostics of one file: a plain string
 * is split again for every call. With the source, the column printed counts characters as people
 * see them (grapheme clusters), and the caret stands under them in a terminal, where Korean and
 * other wide characters take two cells; a Diagnostic's own columns count UTF-16 units, as editors do.
 */
export function formatDiagnostic(d: Diagnostic, source?: string | SourceLines, language: LanguageTag = 'en'): string {
  const head = (column: number): string => `${d.file}:${d.line}:${column}: ${severityWord(d, language)}: ${diagnosticMessage(d, language)}`;
  if (source === undefined) return head(d.column);
  const lineText = (typeof source === 'string' ? new SourceLines(source) : source).line(d.line);
  if (lineText === undefined) return head(d.column);
  // Only a stretch around the spot is split into characters, so a 300,000-character line costs
  // no more than a short one; the characters before it are counted by code point.
  const reach = 4 * MAX_SHOWN;
  const cut = Math.max(0, d.column - 1 - reach);
  const safeCut = cut > 0 && /[\udc00-\udfff]/.test(lineText[cut] ?? '') ? cut - 1 : cut;
  const characters = charactersOf(lineText.slice(safeCut, d.column - 1 + reach).replace(/\t/g, ' '));
  const skipped = safeCut > 0 ? [...lineText.slice(0, safeCut)].length : 0;
  const startIndex = characterIndex(characters, d.column - safeCut);
  const endIndex = d.endLine === d.line ? Math.max(startIndex + 1, characterIndex(characters, d.endColumn - safeCut)) : startIndex + 1;
  // Very long lines are cut to a window around the spot, so the caret stays on screen.
  const from = characters.length > MAX_SHOWN && startIndex > MAX_SHOWN / 2 ? startIndex - MAX_SHOWN / 2 : 0;
  const window = characters.slice(from, from + MAX_SHOWN);
  const before = from > 0 || safeCut > 0 ? '…' : '';
  const after = characters.length > from + MAX_SHOWN || d.column - 1 + reach < lineText.length ? '…' : '';
  const shown = `${before}${window.map((c) => c.text).join('')}${after}`;
  const pad = before.length + cellsOf(window.slice(0, Math.max(0, startIndex - from)));
  const marked = window.slice(Math.max(0, startIndex - from), Math.max(0, endIndex - from));
  const width = Math.max(1, cellsOf(marked));
  const gutter = String(d.line).length;
  return [
    head(skipped + startIndex + 1),
    `${' '.repeat(gutter)} |`,
    `${d.line} | ${shown}`,
    `${' '.repeat(gutter)} | ${' '.repeat(pad)}${'^'.repeat(width)}`,
  ].join('\n');
}

/** The most problems shown for one file; the rest are counted. */
export const MAX_SHOWN_PER_FILE = 100;

/**
 * Many diagnostics as people read them (what `pomona check`, `pomona deck check` and the elements'
 * problem panel show): each formatted with its source line, at most MAX_SHOWN_PER_FILE a file, then
 * "FILE: and N more problems" for every file cut short. `source(file)` gives a file's text, or
 * undefined when it is not known; each file is split into lines once.
 */
export function formatReport(
  diagnostics: readonly Diagnostic[],
  source: (file: string) => string | SourceLines | undefined,
  language: LanguageTag = 'en',
): string[] {
  const lines = new Map<string, SourceLines | undefined>();
  const shown = new Map<string, number>();
  const hidden = new Map<string, number>();
  const out: string[] = [];
  for (const d of diagnostics) {
    const count = shown.get(d.file) ?? 0;
    if (count >= MAX_SHOWN_PER_FILE) {
      hidden.set(d.file, (hidden.get(d.file) ?? 0) + 1);
      continue;
    }
    shown.set(d.file, count + 1);
    if (!lines.has(d.file)) {
      const text = source(d.file);
      lines.set(d.file, typeof text === 'string' ? new SourceLines(text) : text);
    }
    out.push(formatDiagnostic(d, lines.get(d.file), language));
  }
  for (const [file, more] of hidden) out.push(moreProblems(language, file, more));
  return out;
}

/** A diagnostic as a plain JSON object, for editors (`pomona check --json`). */
export function diagnosticToJson(d: Diagnostic): Record<string, unknown> {
  return {
    file: d.file,
    line: d.line,
    column: d.column,
    end: { line: d.endLine, column: d.endColumn },
    severity: d.severity,
    code: d.code,
    message: d.message,
  };
}
