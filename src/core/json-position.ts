/**
 * Where a value stands in the JSON text it was read from, so a message about a layout or a saved
 * game can name its line and column as `pomona check` does for rules. The text has already been
 * parsed (and its depth bounded) by json-file.ts; this only walks it again to find one place.
 */

/** A step into a JSON value: a member's name or an element's index. */
export type JsonStep = string | number;

/** A line and a column, both from 1 (columns count UTF-16 units, as the rules' diagnostics do). */
export interface TextPosition {
  readonly line: number;
  readonly column: number;
}

/** A path no value lies at: the steps into a value that is not on the way to the one sought. */
const NOWHERE: readonly JsonStep[] = [Number.NaN];

/** A walker over valid JSON text that records where the value at `path` starts. */
class Walker {
  found = -1;
  constructor(
    private readonly text: string,
    private at = 0,
  ) {}

  private space(): void {
    while (this.at < this.text.length && ' \t\n\r'.includes(this.text[this.at]!)) this.at++;
  }

  private string(): string {
    const start = this.at;
    this.at++;
    while (this.at < this.text.length && this.text[this.at] !== '"') this.at += this.text[this.at] === '\\' ? 2 : 1;
    this.at++;
    return JSON.parse(this.text.slice(start, this.at)) as string;
  }

  /** Walk one value; when `path` is empty, it is the one sought (a member's name counts as its place). */
  value(path: readonly JsonStep[], keyAt = -1): void {
    this.space();
    if (path.length === 0) this.found = keyAt >= 0 ? keyAt : this.at;
    const c = this.text[this.at];
    if (c === '{') {
      this.at++;
      for (;;) {
        this.space();
        if (this.text[this.at] === '}') break;
        const nameAt = this.at;
        const name = this.string();
        this.space();
        this.at++; // the colon
        // A name given twice: JSON.parse keeps the last, so the last is the one to point at.
        if (path[0] === name) this.found = -1;
        this.value(path[0] === name ? path.slice(1) : NOWHERE, nameAt);
        this.space();
        if (this.text[this.at] === ',') this.at++;
      }
      this.at++;
    } else if (c === '[') {
      this.at++;
      for (let index = 0; ; index++) {
        this.space();
        if (this.text[this.at] === ']') break;
        this.value(path[0] === index ? path.slice(1) : NOWHERE);
        this.space();
        if (this.text[this.at] === ',') this.at++;
      }
      this.at++;
    } else if (c === '"') this.string();
    else while (this.at < this.text.length && !',]} \t\n\r'.includes(this.text[this.at]!)) this.at++;
  }
}

/**
 * The line and column of the value at `path` in `text` (for a member, of its name), or of the
 * nearest enclosing value that exists; `text` must be JSON that parses.
 */
export function jsonPosition(text: string, path: readonly JsonStep[]): TextPosition {
  let offset = 0;
  for (let depth = path.length; depth >= 0; depth--) {
    const walker = new Walker(text);
    walker.value(path.slice(0, depth));
    if (walker.found >= 0) {
      offset = walker.found;
      break;
    }
  }
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}
