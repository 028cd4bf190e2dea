/** Rulesets in any language: Unicode names and texts, their diagnostics, and a file's own translations. */
import { shippedTranslations as koreanTranslations } from '../../src/core/rules/generated/shipped-translations-ko.js';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatDiagnostic } from '../../src/core/rules/format.js';
import { addShippedTranslations, rulesetTexts } from '../../src/core/rules/ruleset-texts.js';
import { shippedForms as drafting } from '../../src/core/rules/generated/shipped-drafting.js';
import { reviveRuleset } from '../../src/core/rules/shipped-form.js';
import * as cards from '../../src/core/rules/expression-cards.js';
import { compile, onlyError, shipped } from './helpers.js';

const orchardVariant = (extra: string): Record<string, string> => ({
  'main.rules': `extends "shipped/orchard.rules"\n${extra}`,
});

describe('names and texts in any language', () => {
  it('plays a batch with a Korean name, a Korean definition and a Korean description', () => {
    const result = compile(
      orchardVariant('let 파이_점수 = 3\nbatch "사과 파이" {\n  describe "두 가지 색의 사과만."\n  score 파이_점수 * count\n}\n'),
    );
    assert.ok(result.ok, result.diagnostics.map((d) => d.message).join('\n'));
    const batch = (result.ruleset as unknown as { batches: { name: string; description: string }[] }).batches.find(
      (b) => b.name === '사과 파이',
    );
    assert.ok(batch, 'the Korean batch is in the ruleset');
  });

  it('reads a name typed with a combining accent as the same name as its composed form', () => {
    const result = compile(orchardVariant('let cafe\u0301 = 3\nbatch "Pie" {\n  score café * count\n}\n'));
    assert.ok(result.ok, result.diagnostics.map((d) => d.message).join('\n'));
  });

  it('counts the caret column in characters as people see them, under Korean text', () => {
    const text = 'extends "shipped/orchard.rules"\nbatch "사과 파이" {\n  score 파이_점수 * count\n}\n';
    const error = onlyError(compile({ 'main.rules': text }));
    assert.match(error.message, /unknown name '파이_점수'/);
    const shown = formatDiagnostic(error, text).split('\n');
    assert.match(shown[0]!, /^main\.rules:3:9: /);
    // Korean characters take two cells of a terminal: the caret stands under all five of the name.
    assert.equal(shown[3], `  |         ${'^'.repeat(9)}`);
  });

  it('quotes a whole emoji, not half of it, when a character cannot start a name', () => {
    const error = onlyError(compile(orchardVariant('let a = 🍎 + 1\n')));
    assert.equal(error.code, 'syntax');
    assert.match(error.message, /^'🍎' cannot be used here: names are letters of any alphabet/);
  });
});

describe('a ruleset’s own translations', () => {
  it('compiles Orchard in Korean: the game, every batch with its description, the attribute values', () => {
    const result = compile({ 'main.rules': shipped('orchard.rules') });
    assert.ok(result.ok);
    const ko = result.ruleset.translations?.ko;
    assert.equal(ko?.game, '과수원');
    assert.equal(ko?.batches['Bad Batch']?.name, '불량 배치');
    assert.equal(ko?.values.russet, '갈색');
    const batches = (result.ruleset as unknown as { batches: { name: string }[] }).batches.map((b) => b.name);
    assert.deepEqual(
      batches.filter((b) => ko?.batches[b]?.describe === undefined),
      [],
      'every batch has a Korean description',
    );
    assert.ok(Object.isFrozen(ko?.batches), 'the translations are frozen with the ruleset');
  });

  it('gives Apples in Korean, Russian and Spanish', () => {
    const result = compile({ 'main.rules': shipped('apples.rules') });
    assert.ok(result.ok);
    assert.deepEqual(Object.keys(result.ruleset.translations ?? {}).sort(), ['es', 'ko', 'ru']);
    assert.equal(rulesetTexts(result.ruleset, ['ru-RU']).game(), 'Яблоки');
  });

  it("gives a shipped ruleset revived in the browser its translations with the language's file, not in its form", async () => {
    const module = (await drafting['orchard.rules']!()) as { form: Parameters<typeof reviveRuleset>[0] };
    const revived = reviveRuleset(module.form, { cards });
    assert.equal(JSON.stringify(module.form).includes('단색 배치'), false);
    assert.equal(rulesetTexts(revived, ['ko']).batch('Monochrome'), 'Monochrome');
    addShippedTranslations('ko', koreanTranslations);
    assert.equal(rulesetTexts(revived, ['ko']).batch('Monochrome'), '단색 배치');
  });

  it('falls back to the file’s own words in a language it does not translate, and prefers the reader’s first language', () => {
    // Orchard without its Spanish.
    const result = compile({ 'main.rules': shipped('orchard.rules').replace(/\nlanguage es \{[^}]*\}\n/, '\n') });
    assert.ok(result.ok);
    assert.equal(rulesetTexts(result.ruleset, ['es', 'ko']).batch('Monochrome'), '단색 배치');
    assert.equal(rulesetTexts(result.ruleset, ['en', 'ko']).batch('Monochrome'), 'Monochrome');
    assert.equal(
      rulesetTexts(result.ruleset, ['es']).describe('Unlucky', 'Sweetness adding up to exactly 13.'),
      'Sweetness adding up to exactly 13.',
    );
  });

  it('refuses a language Pomona does not speak, suggesting the closest', () => {
    const error = onlyError(compile(orchardVariant('language kr {\n  game = "과수원"\n}\n')));
    assert.equal(error.code, 'unknown-language');
    assert.match(error.message, /unknown language 'kr' — did you mean 'ko'\?/);
    assert.deepEqual([error.line, error.column], [2, 10]);
  });

  it('refuses a translation of a batch the ruleset does not have, suggesting the one meant', () => {
    const error = onlyError(compile(orchardVariant('language ko {\n  batch "Monochrom" = "단색"\n}\n')));
    assert.equal(error.code, 'unknown-name');
    assert.equal(error.message, 'there is no batch "Monochrom" to translate — did you mean "Monochrome"?');
  });

  it('refuses a translation of an option, attribute or value that does not exist', () => {
    for (const [line, named] of [
      ['option hard_mode = "어려운"', "option 'hard_mode'"],
      ['attribute weight = "무게"', "attribute 'weight'"],
      ['value purple = "보라"', "attribute value 'purple'"],
    ] as const) {
      const error = onlyError(compile(orchardVariant(`language ko {\n  ${line}\n}\n`)));
      assert.equal(error.message.startsWith(`there is no ${named} to translate`), true, error.message);
    }
  });

  it('refuses the same line translated twice in one block', () => {
    const error = onlyError(compile(orchardVariant('language ko {\n  game = "과수원"\n  game = "사과밭"\n}\n')));
    assert.equal(error.code, 'duplicate');
    assert.match(error.message, /the game's name is translated twice \(first at line 3\)/);
  });

  it('lets a variant add to or replace its parent’s translation line by line', () => {
    const result = compile(orchardVariant('language ko {\n  batch "Unlucky" = "불운", "합이 13."\n}\n'));
    assert.ok(result.ok);
    const texts = rulesetTexts(result.ruleset, ['ko']);
    assert.equal(texts.batch('Unlucky'), '불운');
    assert.equal(texts.batch('Monochrome'), '단색 배치');
  });
});

describe('translations inherited from a parent file', () => {
  it('leaves out a parent’s line for a batch the variant removed, without an error', () => {
    const result = compile(orchardVariant('remove batch "Unlucky"\n'));
    assert.ok(result.ok, result.diagnostics.map((d) => d.message).join('\n'));
    assert.equal(result.ruleset.translations?.ko?.batches.Unlucky, undefined);
  });
});
