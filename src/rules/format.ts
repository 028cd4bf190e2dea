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
