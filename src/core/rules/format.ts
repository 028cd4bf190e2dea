/** Diagnostics as people and editors read them: `FILE:LINE:COL: error: MESSAGE`, the line, a caret. */
import type { Diagnostic } from './diagnostic.js';
import { SourceLines } from './source-text.js';

export { SourceLines } from './source-text.js';

const MAX_SHOWN = 120;

/**
 * Format one diagnostic; with the file's text, add the source line and a caret under the spot.
 * Pass a SourceLines (split once) when formatting many diagnostics of one file: a plain string
 * is split again for every call.
 */
export function formatDiagnostic(d: Diagnostic, source?: string | SourceLines): string {
  const head = `${d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message}`;
  if (source === undefined) return head;
  const lineText = (typeof source === 'string' ? new SourceLines(source) : source).line(d.line);
  if (lineText === undefined) return head;
  const full = lineText.replace(/\t/g, ' ');
  // Very long lines are cut to a window around the spot, so the caret stays on screen.
  const start = full.length > MAX_SHOWN && d.column > MAX_SHOWN / 2 ? d.column - 1 - MAX_SHOWN / 2 : 0;
  const shown = `${start > 0 ? '…' : ''}${full.slice(start, start + MAX_SHOWN)}${full.length > start + MAX_SHOWN ? '…' : ''}`;
  const column = d.column - start + (start > 0 ? 1 : 0);
  const width = d.endLine === d.line ? Math.max(1, Math.min(d.endColumn - d.column, shown.length - column + 1)) : 1;
  const gutter = String(d.line).length;
  return [
    head,
    `${' '.repeat(gutter)} |`,
    `${d.line} | ${shown}`,
    `${' '.repeat(gutter)} | ${' '.repeat(Math.max(0, column - 1))}${'^'.repeat(Math.max(1, width))}`,
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
export function formatReport(diagnostics: readonly Diagnostic[], source: (file: string) => string | SourceLines | undefined): string[] {
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
    out.push(formatDiagnostic(d, lines.get(d.file)));
  }
  for (const [file, more] of hidden) out.push(`${file}: and ${more} more problem${more === 1 ? '' : 's'}`);
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
