/**
 * Every `pomona` command and its `--help` speak the language `--lang` names, else the one the
 * environment asks for (LANGUAGE, LC_ALL, LC_MESSAGES, LANG, as gettext reads them), English as
 * the fallback; `--json` stays the same in every language.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { main } from '../../src/cli/main.js';
import { languageFromEnvironment } from '../../src/core/i18n/languages.js';
import { registeredFamilies } from '../../src/core/registry.js';

async function pomona(args: string[], env: Record<string, string> = {}): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(args, { stdout: (t) => (out += t), stderr: (t) => (err += t), cwd: process.cwd(), env });
  return { code, out, err };
}

/** Every help a person can ask for: the command list and each command's `--help`. */
const HELPS: readonly string[][] = [
  ['--help'],
  ['check', '--help'],
  ['score', '--help'],
  ['replay', '--help'],
  ['simulate', '--help'],
  ['deck', '--help'],
];

/** What a person types and reads as it is in every language: options, placeholders, names, file names, JSON and quoted words. */
function withoutTyped(text: string): string {
  const names = registeredFamilies().flatMap((d) => Object.keys(d.bots));
  return text
    .replace(/\b(?:first-dealer|deal|bid|pass|give|redeal|target|play)\b/g, '…')
    .replace(/"[^"\n]*"|'[^'\n]*'|`[^`\n]*`|<[^>\n]*>/g, '…')
    .replace(/--?[a-z][a-z-]*|[\w/.-]*\.(?:md|json|rules|txt|cards)\b|\b[A-Z][A-Z0-9_-]*\b/g, '…')
    .replace(/\bApples to Apples\b|\bApples\b|\bOrchard\b|\bpomona\b|\bstderr\b|\bUTF\b|\bMB\b|\bMonochrome\b/g, '…')
    .replace(new RegExp(`\\b(?:${[...names, 'check', 'deck', 'score', 'replay', 'simulate', 'help', 'version'].join('|')})\\b`, 'g'), '…');
}

/** Latin words of three letters or more that are not typed as they are. */
function latinLeft(text: string): string[] {
  return [...new Set(withoutTyped(text).match(/[A-Za-z]{3,}/g) ?? [])];
}

describe('pomona speaks the language asked for', () => {
  it('reads the environment as gettext does: LANGUAGE first (a list), unless the locale is C; then LC_ALL, LC_MESSAGES, LANG', () => {
    assert.equal(languageFromEnvironment({ LANGUAGE: 'ko:en', LANG: 'ru_RU.UTF-8' }), 'ko');
    assert.equal(languageFromEnvironment({ LANGUAGE: 'de:es', LANG: 'en_GB.UTF-8' }), 'es');
    assert.equal(languageFromEnvironment({ LANGUAGE: 'de', LANG: 'ru_RU.UTF-8' }), 'ru');
    assert.equal(languageFromEnvironment({ LANGUAGE: 'ko', LANG: 'C' }), null);
    assert.equal(languageFromEnvironment({ LANGUAGE: 'ko', LC_ALL: 'C.UTF-8', LANG: 'es_ES.UTF-8' }), null);
    assert.equal(languageFromEnvironment({ LANGUAGE: 'es' }), 'es');
    assert.equal(languageFromEnvironment({ LC_MESSAGES: 'ko_KR.UTF-8', LANG: 'ru_RU.UTF-8' }), 'ko');
    assert.equal(languageFromEnvironment({ LC_ALL: 'es_MX.UTF-8', LC_MESSAGES: 'ko_KR.UTF-8' }), 'es');
  });

  for (const language of ['ko', 'ru'] as const) {
    it(`prints the command list and every --help in ${language}, with nothing left in English`, async () => {
      for (const args of HELPS) {
        const { code, out } = await pomona([...args, '--lang', language]);
        assert.equal(code, 0, args.join(' '));
        assert.deepEqual(latinLeft(out), [], `pomona ${args.join(' ')} --lang ${language}`);
      }
    });
  }

  it('prints the command list and every --help in es, no sentence of it as in English', async () => {
    for (const args of HELPS) {
      const spanish = (await pomona([...args, '--lang', 'es'])).out.split('\n');
      const english = new Set((await pomona(args)).out.split('\n'));
      const same = spanish.filter((line) => english.has(line) && (withoutTyped(line).match(/[A-Za-z]{3,}/g) ?? []).length >= 2);
      assert.deepEqual(same, [], `pomona ${args.join(' ')} --lang es`);
    }
  });

  it('takes the language from LANG, LC_ALL or LANGUAGE when --lang is not given, and --lang over them', async () => {
    assert.match((await pomona(['score', '--help'], { LANG: 'ru_RU.UTF-8' })).out, /^Запуск: pomona score/);
    assert.match((await pomona(['simulate', '--help'], { LC_ALL: 'ko_KR.UTF-8', LANG: 'en_US.UTF-8' })).out, /^사용법: pomona simulate/);
    assert.match((await pomona(['--help'], { LANGUAGE: 'es', LANG: 'en_US.UTF-8' })).out, /^pomona: jugar y comprobar/);
    assert.match((await pomona(['replay', '--help', '--lang', 'en'], { LANG: 'ko_KR.UTF-8' })).out, /^Usage: pomona replay/);
    assert.match((await pomona(['--lang=ko', 'help', 'deck'])).out, /^사용법: pomona deck check/);
  });

  it('says usage errors in the language, with the help in it', async () => {
    const games = await pomona(['simulate', 'rulesets/apples.rules', '--games', '0', '--lang', 'ko']);
    assert.equal(games.code, 2);
    assert.match(games.err, /^pomona simulate: --games은\(는\) 1 이상의 정수여야 합니다\n\n사용법: pomona simulate/);
    const option = await pomona(['replay', 'rulesets/apples.rules', 'x.json', '--fast'], { LANG: 'es_ES.UTF-8' });
    assert.match(option.err, /^pomona replay: opción desconocida '--fast'\n\nUso: pomona replay/);
    const deck = await pomona(['deck', 'check', '--lang', 'ru']);
    assert.match(deck.err, /^pomona deck check: укажите хотя бы один файл колоды\n\nЗапуск: pomona deck/);
    const unknown = await pomona(['plya', '--lang', 'ru']);
    assert.match(unknown.err, /^pomona: неизвестная команда 'plya'\n\npomona: играть/);
  });

  it('refuses a language it does not speak in the language of the environment, and --lang with no language', async () => {
    const unknown = await pomona(['check', 'rulesets/apples.rules', '--lang', 'de'], { LANG: 'ko_KR.UTF-8' });
    assert.equal(unknown.code, 2);
    assert.equal(unknown.err, "pomona: --lang의 'de'은(는) 알 수 없는 언어입니다: en, ko, ru, es 중 하나를 쓰세요\n");
    assert.equal((await pomona(['check', '--lang'])).err, 'pomona: --lang needs a language: en, ko, ru, es\n');
  });

  it("prints pomona simulate's report in the language, its figures written as the language writes them", async () => {
    const args = ['simulate', 'rulesets/orchard.rules', '--games', '4', '--seats', 'random,greedy'];
    const ru = (await pomona([...args, '--lang', 'ru'])).out.split('\n');
    assert.equal(ru[0], 'Orchard: партий: 4, места random,greedy (по кругу), зерно 1');
    assert.equal(ru[2], 'Доля побед на место (честно 50,0\u00a0%) и средние очки за раздачу:');
    assert.match(ru[3] ?? '', /^ {2}random +\d+,\d\u00a0% {2}\(побед: \d+,\d\) {2}средние очки за раздачу \d+,\d$/);
    assert.match(ru[7] ?? '', /^Скорость: партий\/с /);
    const ko = (await pomona([...args], { LANG: 'ko_KR.UTF-8' })).out;
    assert.match(ko, /^Orchard: 4판, 자리 random,greedy \(돌아가며\), 시드 1\n/);
    assert.deepEqual(latinLeft(ko), []);
    const es = await pomona(['simulate', 'rulesets/orchard.rules', '--seats', 'random', '--lang', 'es']);
    assert.equal(es.err, 'pomona simulate: Orchard necesita de 2 a 6 asientos, no 1\n');
  });

  it('prints the same --json in every language', async () => {
    const english = await pomona(['check', '--json', 'rulesets/orchard.rules']);
    for (const language of ['ko', 'ru', 'es'])
      assert.equal((await pomona(['check', '--json', '--lang', language, 'rulesets/orchard.rules'])).out, english.out);
  });

  it('has every shipped family name its computer players and itself in every language', () => {
    for (const family of registeredFamilies()) {
      for (const language of ['ko', 'ru', 'es'] as const) {
        assert.ok(family.titles?.[language], `${family.family} has no title in ${language}`);
        for (const [name, bot] of Object.entries(family.bots))
          assert.ok(bot.descriptions?.[language], `${family.family}'s ${name} is not described in ${language}`);
      }
    }
  });
});
