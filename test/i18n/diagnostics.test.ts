/** Diagnostics in four languages: the catalogue, `pomona check --lang`, LANG and LC_ALL, and --json staying neutral. */
import '../../src/families/index.js';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import { diagnosticCatalogue, type CoreMessageKey } from '../../src/core/i18n/diagnostic-messages.js';
import {
  TRANSLATED_DIAGNOSTICS,
  TRANSLATED_SCOPED_MESSAGES,
  speakEveryDiagnosticLanguage,
} from '../../src/core/i18n/diagnostic-languages.js';
import { diagnosticMessage } from '../../src/core/i18n/diagnostics.js';
import type { Diagnostic } from '../../src/core/rules/diagnostic.js';
import { LANGUAGE_TAGS } from '../../src/core/i18n/languages.js';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

const dir = mkdtempSync(join(tmpdir(), 'pomona-lang-'));
const broken = join(dir, 'broken.rules');
writeFileSync(broken, 'extends "orchard.rules"\nbatch "사과 파이" {\n  score 3 * cout\n}\n');

async function check(args: string[], env?: Record<string, string>): Promise<string> {
  let out = '';
  await main(['check', ...args], { stdout: (t) => (out += t), stderr: (t) => (out += t), cwd: dir, ...(env ? { env } : {}) });
  return out;
}

describe('pomona check in the reader’s language', () => {
  it('prints a broken file’s problem and the summary in Russian with --lang ru', async () => {
    const out = await check(['--lang', 'ru', 'broken.rules']);
    assert.match(out, /^broken\.rules:3:13: ошибка: неизвестное имя 'cout' — может быть, 'count'\?$/m);
    assert.match(out, /^1 ошибка \(проверено: 1 файл\)$/m);
  });

  it('takes the language from LC_ALL before LANG when there is no --lang, and --lang over both', async () => {
    assert.match(await check(['broken.rules'], { LANG: 'ko_KR.UTF-8' }), /오류: 알 수 없는 이름 'cout'/);
    assert.match(await check(['broken.rules'], { LC_ALL: 'es_ES.UTF-8', LANG: 'ko_KR.UTF-8' }), /error: nombre desconocido 'cout'/);
    assert.match(
      await check(['--lang=en', 'broken.rules'], { LANG: 'ru_RU.UTF-8' }),
      /error: unknown name 'cout' — did you mean 'count'\?/,
    );
  });

  it('keeps --json language-neutral: the same stable codes and messages whatever the language', async () => {
    const english = await check(['--json', 'broken.rules']);
    assert.equal(await check(['--json', '--lang', 'ko', 'broken.rules'], { LANG: 'ru_RU.UTF-8' }), english);
    assert.match(english, /"code": "unknown-name"/);
  });

  it('refuses a language it does not speak, naming those it does', async () => {
    assert.match(await check(['--lang', 'fr', 'broken.rules']), /unknown language 'fr' for --lang: use en, ko, ru, es/);
  });

  it('says a whole Orchard deck problem in the language, where it used to give the English detail after its code', async () => {
    writeFileSync(
      join(dir, 'deckless.rules'),
      'game "x"\nfamily drafting\nplayers 2..4\ndeck apples {\n  attribute colour = red, red\n}\nleader passes left\ncards 1 each\ncentre per player by players { 2..4: 2 }\nbatch "A" {\n  score 0\n}\n',
    );
    assert.match(await check(['--lang', 'es', 'deckless.rules']), /error: el atributo 'colour' nombra 'red' dos veces\n/);
  });

  it('says a message that has no key (a family outside this package makes them) whole in English, not half in each language', () => {
    speakEveryDiagnosticLanguage();
    const keyless: Diagnostic = {
      file: 'x.rules',
      line: 1,
      column: 1,
      endLine: 1,
      endColumn: 2,
      severity: 'error',
      code: 'duplicate',
      message: "'x' twice",
    };
    assert.equal(diagnosticMessage(keyless, 'es'), "'x' twice");
    assert.equal(diagnosticMessage(keyless, 'en'), "'x' twice");
  });
});

/** Messages that are the same word in English and another language ("no" in Spanish). */
const SAME_WORD: Partial<Record<string, readonly string[]>> = {
  // The blocks are named as the rules write them.
  ...Object.fromEntries(
    ['ko', 'ru', 'es'].map((tag) => [
      tag,
      ['block-bidding', 'block-pile', 'block-tricks', 'block-contract', ...(tag === 'es' ? ['fact-no'] : [])],
    ]),
  ),
};

describe('the diagnostics catalogue', () => {
  const DIAGNOSTIC_CATALOGUES = { en: diagnosticCatalogue('en'), ...TRANSLATED_DIAGNOSTICS };
  const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}|\[\[(\w+)\|/g)].map((m) => (m[1] ?? m[2])!).sort();

  it('has every message in every language, with the same parameters as the English one', () => {
    for (const tag of LANGUAGE_TAGS) {
      for (const [key, english] of Object.entries(DIAGNOSTIC_CATALOGUES.en.messages)) {
        const text = DIAGNOSTIC_CATALOGUES[tag].messages[key as CoreMessageKey];
        assert.deepEqual([...new Set(placeholders(text))], [...new Set(placeholders(english))], `${tag} ${key}`);
      }
    }
  });

  it("has every family's own message and the deck files' in every language, with the same parameters, none left in English", async () => {
    const families = readdirSync(join(root, 'src/families')).filter((f) => existsSync(join(root, 'src/families', f, 'messages/en.ts')));
    assert.ok(families.length >= 3);
    const scopes: [string, string][] = [
      ...families.map((family): [string, string] => [family, `../../src/families/${family}/messages/en.js`]),
      ['deck', '../../src/core/rules/deck-messages.js'],
      ['file', '../../src/core/rules/file-messages.js'],
      ['cards', '../../src/core/cards/card-messages.js'],
      ['cards', '../../src/core/cards/attribute-messages.js'],
      ['cards', '../../src/core/cards/count-messages.js'],
      ['file', '../../src/core/json-file-messages.js'],
    ];
    for (const [family, module] of scopes) {
      // A family's English may be in several modules of its messages folder (the compiler's, its facts, ...), all said in its scope.
      const folder = module.endsWith('/messages/en.js') ? join(root, 'src', module.slice('../../src/'.length, -'/en.js'.length)) : null;
      const modules = folder
        ? readdirSync(folder)
            .filter((file) => file.endsWith('.ts') && !['ko.ts', 'ru.ts', 'es.ts', 'say.ts'].includes(file))
            .map((file) => module.replace('/en.js', `/${file.replace(/\.ts$/, '.js')}`))
        : [module];
      const english: Record<string, string> = {};
      for (const m of modules)
        for (const value of Object.values((await import(m)) as Record<string, unknown>))
          if (typeof value === 'object' && value !== null) Object.assign(english, value);
      for (const tag of LANGUAGE_TAGS.filter((t) => t !== 'en')) {
        for (const [name, text] of Object.entries(english)) {
          const translated = TRANSLATED_SCOPED_MESSAGES[tag][`${family}:${name}`];
          assert.ok(translated !== undefined, `${tag} ${family}:${name}`);
          assert.notEqual(translated, text, `${tag} ${family}:${name}`);
          assert.deepEqual([...new Set(placeholders(translated))], [...new Set(placeholders(text))], `${tag} ${family}:${name}`);
        }
      }
    }
  });

  it('leaves no message in English in another language', () => {
    for (const tag of LANGUAGE_TAGS.filter((t) => t !== 'en')) {
      const { messages } = DIAGNOSTIC_CATALOGUES[tag];
      for (const [key, english] of Object.entries(DIAGNOSTIC_CATALOGUES.en.messages))
        if (!SAME_WORD[tag]?.includes(key)) assert.notEqual(messages[key as CoreMessageKey], english, `${tag} message ${key}`);
    }
  });
});

describe('a card written by hand that is not one', () => {
  it('is said in place with the English of its message in the catalogue', async () => {
    const { PlayingCards } = await import('../../src/core/cards/playing.js');
    const { CARD_MESSAGES } = await import('../../src/core/cards/card-messages.js');
    const { scopedMessages } = await import('../../src/core/i18n/scoped-messages.js');
    const cards = new PlayingCards({ ranks: ['A', 'K', '10'], suits: ['spades', 'hearts'], copies: 1 } as never);
    const read = cards.parseList('AS ZZ');
    assert.ok(!read.ok);
    assert.deepEqual(read.said, scopedMessages('cards', CARD_MESSAGES)('not-a-card', read.said.params));
    assert.equal(read.message, read.said.message);
  });
});
