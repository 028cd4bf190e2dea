import '../../src/families/index.js';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bundledDecks } from '../../src/core/rules/generated/bundled-decks.js';
import { shippedIndex } from '../../src/core/rules/generated/shipped-index.js';
import { shippedForms as drafting } from '../../src/core/rules/generated/shipped-drafting.js';
import { shippedForms as judging } from '../../src/core/rules/generated/shipped-judging.js';
import { shippedForms as trick } from '../../src/core/rules/generated/shipped-trick-taking.js';

const shippedForms = { ...trick, ...judging, ...drafting };
import * as cards from '../../src/core/rules/expression-cards.js';
import * as playerTables from '../../src/core/rules/expression-by-players.js';
import { wordDecksFrom } from '../../src/core/rules/shipped-decks.js';
import { deckFilesOf, needsCardAggregates, needsPlayerTables, reviveRuleset } from '../../src/core/rules/shipped-form.js';
import type { BaseContext, CompiledExpr, Ruleset } from '../../src/core/rules/ruleset.js';
import { loadBundledRuleset } from '../../src/core/rules/bundled.js';
import { playGame } from '../rulesets/play.js';

/** The ruleset's data with every compiled expression as its source, words and values at a few tables. */
function described(ruleset: Ruleset): string {
  const tables: BaseContext[] = [];
  for (let players = ruleset.players.min; players <= ruleset.players.max; players++) {
    tables.push({ players, options: Object.fromEntries(ruleset.options.map((o) => [o.name, o.default])) });
  }
  return JSON.stringify(ruleset, (_key, value: unknown) => {
    if (value && typeof value === 'object' && typeof (value as CompiledExpr<BaseContext, number>).evaluate === 'function') {
      const expr = value as CompiledExpr<BaseContext, number | boolean>;
      // Expressions of the base context can be evaluated on a bare table; the others are compared by text.
      const base = ruleset.family !== 'drafting' || expr.source.includes('players');
      const values = base
        ? tables.map((t) => {
            try {
              return expr.explain(t);
            } catch {
              return 'needs more context';
            }
          })
        : [];
      return { source: expr.source, words: expr.words, values };
    }
    return value;
  });
}

/** The shipped ruleset compiled from its text, as pages compiled it before the build did. */
async function fromText(file: string): Promise<Ruleset> {
  const result = await loadBundledRuleset(file);
  assert.ok(result.ok, `${file} does not compile`);
  return result.ruleset;
}

async function revived(file: string): Promise<Ruleset> {
  const load = shippedForms[file];
  assert.ok(load, `${file} has no compiled form`);
  const { form } = await load();
  for (const deck of deckFilesOf(form)) assert.ok(bundledDecks[deck] !== undefined, `${deck} is not shipped`);
  // Only what the form says it needs, as a page gives it (components/core/rules/ruleset-source.ts).
  return reviveRuleset(form, {
    decks: wordDecksFrom((path) => bundledDecks[path]),
    ...(needsCardAggregates(form) ? { cards } : {}),
    ...(needsPlayerTables(form) ? { playerTables } : {}),
  });
}

describe('shipped rulesets compiled at build time', () => {
  for (const file of Object.keys(shippedIndex)) {
    it(`${file} revives to the ruleset its text compiles to`, async () => {
      const text = await fromText(file);
      const fromForm = await revived(file);
      // Its translations are not in the form: they come with each language's file (shipped-translations-<tag>.js).
      const { translations: _inLanguageFiles, ...untranslated } = text;
      assert.equal(described(fromForm), described(untranslated as typeof text));
      assert.equal(shippedIndex[file]?.name, text.name);
      assert.equal(shippedIndex[file]?.family, text.family);
      assert.ok(Object.isFrozen(fromForm));
      const forms: Readonly<Record<string, object>> = { 'trick-taking': trick, judging, drafting };
      const own = forms[text.family];
      assert.ok(own && Object.hasOwn(own, file), `${file} is not among the ${text.family} forms`);
    });
  }

  it("asks for the 'by players' tables' compiler only where a rule has such a table", async () => {
    const needs = async (file: string): Promise<boolean> =>
      needsPlayerTables((await (shippedForms[file] as () => Promise<{ form: Parameters<typeof needsPlayerTables>[0] }>)()).form);
    assert.equal(await needs('apples.rules'), false);
    assert.equal(await needs('variants/apples-five-players.rules'), true);
    // A statement's table (`centre per player by players {...}`) is no expression: it needs no compiler.
    assert.equal(await needs('orchard.rules'), false);
  });

  for (const file of [
    'apples.rules',
    'variants/apples-five-players.rules',
    'orchard.rules',
    'apples-to-apples.rules',
    'variants/apples-to-apples-crab.rules',
    'variants/orchard-pie.rules',
  ]) {
    it(`plays the same game of ${file} from its compiled form as from its text`, async () => {
      const text = await fromText(file);
      const fromForm = await revived(file);
      const players = text.players.min;
      const a = playGame(text, players, ['random'], 'shipped-form');
      const b = playGame(fromForm, players, ['random'], 'shipped-form');
      assert.equal(b.actions, a.actions);
      assert.deepEqual(JSON.parse(JSON.stringify(b.state)), JSON.parse(JSON.stringify(a.state)));
    });
  }
});
