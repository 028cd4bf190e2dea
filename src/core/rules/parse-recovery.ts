/**
 * Reading on after a syntax error, so one run reports every syntax error of a file: the parse
 * starts again at the next top-level item (a statement keyword in the first column), and a
 * block left open is reported where its `}` is missing rather than at the item that follows it.
 */

/** The line starts, in order, where a statement keyword stands in the first column. */
export function topLevelItemStarts(text: string, keywords: readonly string[]): number[] {
  const starts: number[] = [];
  const startsItem = new RegExp(`^(?:${keywords.join('|')})(?![\\p{L}\\p{M}\\p{N}_])`, 'u');
  for (let at = 0; at < text.length;) {
    const end = text.indexOf('\n', at);
    const lineEnd = end < 0 ? text.length : end;
    if (startsItem.test(text.slice(at, Math.min(lineEnd, at + 40)))) starts.push(at);
    at = lineEnd + 1;
  }
  return starts;
}

/** Where the code of the line ending at `lineEnd` ends: before a trailing comment and spaces. */
function codeEnd(text: string, lineStart: number, lineEnd: number): number {
  let end = lineEnd;
  let inText = false;
  for (let i = lineStart; i < lineEnd; i++) {
    const ch = text[i];
    if (ch === '"') inText = !inText;
    else if (ch === '#' && !inText) {
      end = i;
      break;
    }
  }
  while (end > lineStart && (text[end - 1] === ' ' || text[end - 1] === '\t')) end--;
  return end;
}

/** The `{` still open at `to`, counting from `from`, and the `}` that found none open, outside texts and comments. */
function braceBalance(text: string, from: number, to: number): { open: number[]; unmatched: number } {
  const open: number[] = [];
  let unmatched = 0;
  let inText = false;
  let inComment = false;
  for (let i = from; i < to; i++) {
    const ch = text[i];
    if (inComment) inComment = ch !== '\n';
    else if (inText) inText = ch !== '"' && ch !== '\n';
    else if (ch === '#') inComment = true;
    else if (ch === '"') inText = true;
    else if (ch === '{') open.push(i);
    else if (ch === '}') {
      if (open.length > 0) open.pop();
      else unmatched++;
    }
  }
  return { open, unmatched };
}

/**
 * The first of `starts` after `after` where no `{` counted from `from` is still open: where reading
 * goes on after an error inside a block. One walk over the text, however many items there are.
 */
export function nextItemOutsideBlocks(text: string, from: number, after: number, starts: readonly number[]): number | null {
  let depth = 0;
  let at = from;
  for (const start of starts) {
    if (start <= after) continue;
    const braces = braceBalance(text, at, start);
    // A `}` with none open is not counted, as when the text is read from `from` in one go.
    depth = Math.max(0, depth - braces.unmatched) + braces.open.length;
    at = start;
    if (depth === 0) return start;
  }
  return null;
}

/** The end of the code on the last line before `before` that holds any (the place a missing `}` belongs). */
function endOfLastCode(text: string, before: number, notBefore: number): number {
  let lineEnd = before > 0 && text[before - 1] === '\n' ? before - 1 : before;
  while (lineEnd > notBefore) {
    const lineStart = text.lastIndexOf('\n', lineEnd - 1) + 1;
    const end = codeEnd(text, lineStart, lineEnd);
    if (end > lineStart && text.slice(lineStart, end).trim() !== '') return end;
    lineEnd = lineStart - 1;
  }
  return notBefore;
}

/** A `}` that is missing: the `{` it should close, where it belongs, and where reading goes on. */
export interface MissingBrace {
  readonly opened: number;
  readonly at: number;
  /** The top-level item after the unclosed block (null when the file ended inside it). */
  readonly resume: number | null;
}

/**
 * Whether the syntax error at `errorAt` comes from a block left open: a `{` (counted from
 * `from`, where this reading began) is still open, and either a top-level item starts in the
 * first column inside it or the file ends. Only a block whose lines are indented is judged so,
 * because only then does the first column say where the block ends.
 */
export function missingBrace(text: string, from: number, errorAt: number, starts: readonly number[]): MissingBrace | null {
  const { open } = braceBalance(text, from, errorAt);
  const opened = open[0];
  if (opened === undefined) return null;
  const resume = starts.find((s) => s > opened && s <= errorAt) ?? null;
  if (resume === null && text.slice(errorAt).trim() !== '') return null;
  const bodyStart = text.indexOf('\n', opened) + 1;
  const body = text.slice(bodyStart, resume ?? text.length).split('\n');
  const firstLine = body.find((line) => line.trim() !== '' && !line.trim().startsWith('#'));
  if (bodyStart === 0 || firstLine === undefined || !/^[ \t]/.test(firstLine)) return null;
  return { opened, at: endOfLastCode(text, resume ?? text.length, opened + 1), resume };
}

/** `text` with everything before `offset` turned to spaces, line breaks kept, so a reading from there reports the same lines and columns. */
export function blankedBefore(text: string, offset: number): string {
  return text.slice(0, offset).replace(/[^\n]/g, ' ') + text.slice(offset);
}
