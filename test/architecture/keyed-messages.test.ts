/**
 * Every problem the package reports about rules, decks and files is a message of the catalogues,
 * so a reader of another language gets it wholly in that language: no call that reports a problem
 * (`cx.error`, `diagnosticAt`, `diagnosticOnLine`, `fileError`) gives it an English sentence of
 * its own. A family outside the package may; its messages are then said whole in English.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../..');

function sources(folder: string): string[] {
  return readdirSync(join(repo, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The calls of `text` that report a problem with a sentence written in place (a quoted text of two words or more). */
function sentencesInPlace(text: string): string[] {
  const found: string[] = [];
  const call = /\b(cx\.error|this\.error|diagnosticAt|diagnosticOnLine|fileError)\(/g;
  for (let m = call.exec(text); m; m = call.exec(text)) {
    let depth = 1;
    let end = m.index + m[0].length;
    while (depth > 0 && end < text.length) {
      if (text[end] === '(') depth++;
      else if (text[end] === ')') depth--;
      end++;
    }
    const args = text.slice(m.index, end);
    if (/[`'"][a-z][^`'"\n]*\s[^`'"\n]*[`'"]/.test(args.replace(/'[a-z-]+'/g, ''))) found.push(args.replace(/\s+/g, ' ').slice(0, 140));
  }
  return found;
}

describe('the problems the package reports', () => {
  it('are all messages of the catalogues, none a sentence written in place', () => {
    const inPlace = ['src', 'components']
      .flatMap(sources)
      .flatMap((path) => sentencesInPlace(readFileSync(join(repo, path), 'utf8')).map((call) => `${path}: ${call}`));
    assert.deepEqual(inPlace, []);
  });
});
