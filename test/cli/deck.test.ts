import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { runDeck } from '../../src/families/judging/deck-command.js';
import type { CliIo } from '../../src/core/command.js';
import type { LanguageTag } from '../../src/core/i18n/languages.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function run(args: string[], language?: LanguageTag): { code: number; out: string; err: string } {
  let out = '';
  let err = '';
  const io: CliIo = { stdout: (t) => (out += t), stderr: (t) => (err += t), cwd: root, ...(language ? { language } : {}) };
  const code = runDeck(args, io);
  return { code, out, err };
}

describe('pomona deck check', () => {
  it('accepts clean deck files and exits 0', () => {
    const r = run(['check', 'test/rulesets/a2a-green.cards', 'test/rulesets/a2a-red.cards']);
    assert.equal(r.code, 0, r.out);
    assert.match(r.out, /2 files checked, 117 cards: 0 errors, 0 warnings/);
  });

  it('reports a duplicate card, a card without tags and an unknown tag at FILE:LINE:COL with a caret', () => {
    const r = run(['check', 'test/rulesets/a2a-bad.cards']);
    assert.equal(r.code, 1);
    assert.match(r.out, /^test\/rulesets\/a2a-bad\.cards:6:1: error: card 'Teapots' has no tags/m);
    assert.match(r.out, /^test\/rulesets\/a2a-bad\.cards:7:\d+: error: unknown tag 'spooky'/m);
    assert.match(r.out, /^test\/rulesets\/a2a-bad\.cards:8:1: error: duplicate card 'volcanoes' \(first at line 5\)/m);
    assert.match(r.out, /^8 \| volcanoes \| Said again/m);
    assert.match(r.out, /^ {2}\| \^{9}$/m);
    assert.match(r.out, /3 errors/);
  });

  it('points the unknown-tag caret at the tag itself', () => {
    const r = run(['check', 'test/rulesets/a2a-bad.cards']);
    const line = 'Ghosts | Boo. | scary spooky';
    const m = /a2a-bad\.cards:7:(\d+): error: unknown tag/.exec(r.out);
    assert.ok(m);
    assert.equal(line.slice(Number(m[1]) - 1, Number(m[1]) - 1 + 'spooky'.length), 'spooky');
  });

  it('prints the same findings as JSON with --json', () => {
    const r = run(['check', '--json', 'test/rulesets/a2a-bad.cards']);
    assert.equal(r.code, 1);
    const parsed = JSON.parse(r.out) as {
      errors: number;
      files: { file: string; kind: string; cards: number; diagnostics: { code: string; line: number }[] }[];
    };
    assert.equal(parsed.errors, 3);
    assert.equal(parsed.files[0]?.kind, 'red');
    assert.deepEqual(
      parsed.files[0]?.diagnostics.map((d) => `${d.line}:${d.code}`),
      ['6:missing-tags', '7:unknown-tag', '8:duplicate'],
    );
  });

  it('checks a tag vocabulary named on its own as a vocabulary', () => {
    const r = run(['check', 'test/rulesets/a2a-tags.txt']);
    assert.equal(r.code, 0, r.out);
    assert.match(r.out, /1 file checked, 0 cards: 0 errors, 0 warnings/);
  });

  it('reports a file that cannot be read as an input error', () => {
    const r = run(['check', 'test/rulesets/no-such-deck.cards']);
    assert.equal(r.code, 1);
    assert.match(r.out, /no-such-deck\.cards:1:1: error: cannot read/);
  });

  it('exits 2 on a missing subcommand, a missing file name or an unknown option', () => {
    assert.equal(run([]).code, 2);
    assert.equal(run(['lint', 'x.cards']).code, 2);
    assert.equal(run(['check']).code, 2);
    assert.equal(run(['check', '--fast', 'test/rulesets/a2a-green.cards']).code, 2);
  });
});

describe("pomona deck check in the reader's language", () => {
  it('reports the deck file problems and the totals wholly in Russian', () => {
    const r = run(['check', 'test/rulesets/a2a-bad.cards'], 'ru');
    assert.equal(r.code, 1);
    assert.deepEqual(
      r.out.split('\n').filter((line) => line.startsWith('test/')),
      [
        "test/rulesets/a2a-bad.cards:6:1: ошибка: у карты 'Teapots' нет меток; компьютерным игрокам нужна хотя бы одна",
        "test/rulesets/a2a-bad.cards:7:23: ошибка: неизвестная метка 'spooky'",
        "test/rulesets/a2a-bad.cards:8:1: ошибка: карта 'volcanoes' повторяется (впервые в строке 5)",
      ],
    );
    assert.match(r.out, /\nпроверено: 1 файл, 3 карты: 3 ошибки, 0 предупреждений\n$/);
  });

  it('counts in Korean and Spanish', () => {
    assert.match(run(['check', 'test/rulesets/a2a-bad.cards'], 'ko').out, /\n파일 1개 검사, 카드 3장: 오류 3개, 경고 0개\n$/);
    assert.match(run(['check', 'test/rulesets/a2a-bad.cards'], 'es').out, /\nRevisión de 1 archivo: 3 cartas, 3 errores, 0 avisos\n$/);
  });
});
