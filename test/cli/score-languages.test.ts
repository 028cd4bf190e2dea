/**
 * `pomona score` says why it cannot score a position wholly in the reader's language: its usage
 * errors, a card that is not one, cards the deck cannot hold, a bid or tricks out of range, an
 * orchard layout that names no batch or no card of the deck, and a file it cannot read. English
 * is as it was.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';

const dir = mkdtempSync(join(tmpdir(), 'pomona-score-lang-'));
writeFileSync(join(dir, 'nope.json'), '{"Nope": []}\n');
writeFileSync(join(dir, 'blue.json'), '{\n  "Monochrome": [{ "colour": "blue", "sweetness": 1, "height": 1 }]\n}\n');
writeFileSync(join(dir, 'broken.json'), '{ nope\n');

/** `pomona score ARGS` in `dir`: what it writes to standard error, and its exit status. */
async function score(...args: string[]): Promise<{ err: string; code: number }> {
  let err = '';
  const code = await main(['score', ...args], { stdout: () => {}, stderr: (t) => (err += t), cwd: dir, env: {} });
  return { err, code };
}

const repo = (file: string): string => new URL(`../../rulesets/${file}`, import.meta.url).pathname;

describe('pomona score says why it cannot score a position in the reader’s language', () => {
  it('Apples in Russian: a card that is not one, a card twice, a contract the rules do not score, an unknown option, a second target card', async () => {
    const apples = repo('apples.rules');
    assert.deepEqual(await score('--lang', 'ru', apples, '--cards', 'AS ZZ'), {
      code: 1,
      err: "pomona score: --cards: 'ZZ' — не карта: напишите достоинство (A K Q J 10 9 8 7 6 5 4 3 2, или T вместо 10) и букву масти (S C H D), например 10D или QS\n",
    });
    assert.equal(
      (await score('--lang', 'ru', apples, '--cards', 'AS', '--target', 'AS')).err,
      'pomona score: карты вместе с целью: карта AS указана больше одного раза (2), а в колоде она одна\n',
    );
    assert.equal(
      (await score('--lang', 'ru', apples, '--cards', 'AS', '--bid', '3', '--tricks', '2')).err,
      'pomona score: в игре «Яблоки» нет очков за контракт, так что --bid и --tricks здесь ничего не значат\n',
    );
    assert.deepEqual(
      (await score('--lang', 'ru', apples, '--cards', 'AS', '--x')).err.split('\n')[0],
      "pomona score: неизвестный параметр '--x'",
    );
    assert.equal(
      (await score('--lang', 'ru', apples, '--cards', 'AS', '--target', '2S 3S')).err,
      'pomona score: --target: в игре «Яблоки» откладывается карт-целей: 1, а не 2\n',
    );
    // English as it was.
    assert.equal(
      (await score(apples, '--cards', 'AS', '--target', 'AS')).err,
      'pomona score: the cards and the target together: AS appears 2 times, but the deck holds only one\n',
    );
  });

  it('Orchard in Korean: a batch the rules do not have, a value the deck does not hold, a file that is not JSON, one that is not there', async () => {
    const orchard = repo('orchard.rules');
    assert.match(
      (await score('--lang', 'ko', orchard, '--orchard', 'nope.json')).err,
      /^nope\.json:1:2: 오류: 알 수 없는 배치 "Nope": 배치는 "Monochrome", .*"Bad Batch"입니다\n$/,
    );
    assert.equal(
      (await score('--lang', 'ko', orchard, '--orchard', 'blue.json')).err,
      'blue.json:2:18: 오류: 배치 "Monochrome", 카드 1: colour \'blue\'은(는) 덱에 없습니다: red, green, yellow, russet 중 하나여야 합니다\n',
    );
    assert.equal(
      (await score('--lang', 'ko', orchard, '--orchard', 'broken.json')).err,
      'pomona score: broken.json을(를) 읽을 수 없습니다: 올바른 JSON이 아닙니다\n',
    );
    assert.deepEqual(await score('--lang', 'es', orchard, '--orchard', 'missing.json'), {
      code: 1,
      err: 'pomona score: no se puede leer missing.json: no existe ese archivo\n',
    });
    assert.equal(
      (await score('--lang', 'es', orchard)).err,
      'pomona score: Huerto necesita una disposición: --orchard LAYOUT.json\nuso: pomona score RULESET --orchard LAYOUT.json [--explain] [--json]\n',
    );
  });
});
