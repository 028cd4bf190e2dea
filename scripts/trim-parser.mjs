// Trims the Peggy-generated parser (src/core/rules/generated/parser.js) for the embed: Peggy's error
// class carries `format()` (a source excerpt printer) and a long `buildMessage()` (escaping every
// kind of expectation). Pomona never shows either: src/core/rules/parse.ts writes its own diagnostics
// from the error's `expected`, `found` and `location`. Both are replaced by a one-line message
// builder: that saves about 620 gzipped bytes of each one-file embed (of 79-95 KB, all of it
// fetched before the first paint); a page through the loader fetches the parser only after its
// first paint.
// Stops the build if Peggy's output no longer has the expected shape (a Peggy upgrade), rather than
// trimming the wrong thing.
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../src/core/rules/generated/parser.js', import.meta.url);
const source = readFileSync(path, 'utf8');
const start = '  format(sources) {\n';
const end = '}\n\nfunction peg$parse(input, options) {\n';
const from = source.indexOf(start);
const to = source.indexOf(end);
if (
  from < 0 ||
  to < from ||
  source.indexOf(start, from + 1) >= 0 ||
  !source.slice(from, to).includes('static buildMessage(expected, found) {')
) {
  console.error('scripts/trim-parser.mjs: the generated parser does not have the shape this script trims; check it after a Peggy upgrade');
  process.exit(1);
}
const buildMessage = `  static buildMessage(expected, found) {
    const wanted = expected.map((e) => e.text ?? e.description ?? e.type).join(", ");
    return "Expected " + wanted + " but found " + (found === null ? "the end of the input" : JSON.stringify(found)) + ".";
  }
`;
writeFileSync(path, source.slice(0, from) + buildMessage + source.slice(to));
console.log("trimmed the generated parser's error formatting");
