/**
 * Which readers carry which diagnostics catalogues: a language not added is read wholly in English
 * (never a Korean severity before an English sentence), the public formatter and the command line
 * speak every language, and no element's code imports the other languages' catalogues (the
 * elements print diagnostics in English, so a page would carry them for nothing).
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { say } from '../../src/core/i18n/diagnostics.js';
import type { Diagnostic } from '../../src/core/rules/diagnostic.js';
import { formatReport } from '../../src/core/rules/format.js';
import { formatDiagnostic } from '../../src/index.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const said = say('missing-game');
const nameless: Diagnostic = {
  file: 'house.rules',
  line: 1,
  column: 1,
  endLine: 1,
  endColumn: 2,
  severity: 'error',
  code: 'missing',
  message: said.message,
  key: said.key,
  params: said.params,
};

describe('diagnostics in a language', () => {
  // Runs first: nothing in this file has added a language yet.
  it('read a language whose catalogue was not added wholly in English', () => {
    assert.deepEqual(
      formatReport([nameless], () => undefined, 'ko'),
      [`house.rules:1:1: error: ${said.message}`],
    );
  });

  it('the public formatDiagnostic says them in every language Pomona speaks', () => {
    assert.equal(
      formatDiagnostic(nameless, undefined, 'ko'),
      'house.rules:1:1: 오류: 규칙에 이름이 없습니다: game "Apples" 같은 줄을 더하세요',
    );
    assert.match(formatDiagnostic(nameless, undefined, 'ru'), /^house\.rules:1:1: ошибка: /);
    assert.equal(formatDiagnostic(nameless), `house.rules:1:1: error: ${said.message}`);
  });
});

/** Every module `entry` imports, statically or on demand, through relative paths. */
function reached(entry: string): Set<string> {
  const seen = new Set<string>();
  const pending = [resolve(root, entry)];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, path] of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = resolve(dirname(file), path!);
      pending.push(target.endsWith('.js') && !existsSync(target) ? target.replace(/\.js$/, '.ts') : target);
    }
  }
  return seen;
}

describe('the game elements carry no other language of the diagnostics', () => {
  const entries = [
    'components/loader.ts',
    ...readdirSync(join(root, 'components'))
      .map((name) => `components/${name}/embed.ts`)
      .filter((path) => existsSync(join(root, path))),
  ];
  for (const entry of entries) {
    it(entry, () => {
      const catalogues = [...reached(entry)]
        .map((file) => relative(root, file))
        .filter((file) => /diagnostic-(languages|messages-[a-z]{2})\.ts$/.test(file));
      assert.deepEqual(catalogues, []);
    });
  }

  it('(the walk follows imports: the command line reaches them)', () => {
    assert.ok([...reached('src/cli/main.ts')].some((file) => file.endsWith('diagnostic-languages.ts')));
  });

  it("the studio carries them: it says the rules' problems in the page's language", () => {
    assert.ok([...reached('components/studio/index.ts')].some((file) => file.endsWith('diagnostic-languages.ts')));
  });
});
