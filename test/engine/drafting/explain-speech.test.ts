/**
 * A batch's derivation said in a language: the engine's English stays what the command line and the
 * studio print, and a table in Korean, Russian or Spanish reads the same derivation with that
 * language's words around the ruleset's notation and the ruleset's own names for its cards.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadDraft } from './helpers.js';
import { draftingEngine } from '../../../src/families/drafting/engine/engine.js';
import { explainScores, type ExplainSpeech } from '../../../src/families/drafting/engine/explain.js';
import type { DraftingState } from '../../../src/families/drafting/engine/types.js';
import type { DraftingRuleset } from '../../../src/families/drafting/ruleset.js';
import { draftingPhrasesIn } from '../../../src/families/drafting/phrases/index.js';
import { explainWordsOf } from '../../../src/core/i18n/explain-words.js';
import { asWritten } from '../../../src/core/cards/attribute-value.js';
import { rulesetTexts } from '../../../src/core/rules/ruleset-texts.js';
import type { LanguageTag } from '../../../src/core/i18n/languages.js';
import { Random, seedState } from '../../../src/core/cards/random.js';

/** Every state of a few games of random moves, so that every batch scores, empty, partly and whole. */
function statesOf(ruleset: DraftingRuleset, games: number): DraftingState[] {
  const states: DraftingState[] = [];
  for (let g = 0; g < games; g++) {
    const created = draftingEngine.create(ruleset, { players: 3, seed: `speech ${g}` });
    assert.ok(created.ok);
    let state = created.state;
    const random = new Random(seedState(`moves ${g}`));
    for (let toAct = draftingEngine.toAct(state); toAct.kind !== 'over'; toAct = draftingEngine.toAct(state)) {
      const legal = toAct.kind === 'chance' ? [draftingEngine.chanceAction(state)] : draftingEngine.legalActions(state, toAct.players[0]!);
      const applied = draftingEngine.apply(state, legal[random.below(legal.length)]!);
      assert.ok(applied.ok);
      state = applied.state;
      states.push(state);
    }
  }
  return states;
}

function speechIn(ruleset: DraftingRuleset, language: LanguageTag): ExplainSpeech {
  const phrases = draftingPhrasesIn(language);
  const texts = language === 'en' ? asWritten : rulesetTexts(ruleset, [language]);
  return {
    say: explainWordsOf(phrases.words, texts),
    naming: texts,
    batch: (name) => (language === 'en' ? name : rulesetTexts(ruleset, [language]).batch(name)),
    scoreChange: (points, lost, culprits) => phrases.scoreChange(points, lost, culprits),
  };
}

const explanations = (states: readonly DraftingState[], speech?: ExplainSpeech): string[] =>
  states.flatMap((state) => explainScores(state, speech).flatMap((sheet) => sheet.lines.map((line) => line.explanation)));

describe("a batch's derivation in the reader's language", () => {
  const ruleset = loadDraft('rulesets/orchard.rules');
  const states = statesOf(ruleset, 4);
  const english = explanations(states);

  it("in English, the language's words say exactly what the engine says", () => {
    assert.deepEqual(explanations(states, speechIn(ruleset, 'en')), english);
    assert.ok(english.some((text) => /, so /.test(text)));
    assert.ok(english.some((text) => /points? lost because of/.test(text)));
  });

  for (const [language, so, lost] of [
    ['ko', /, 따라서 /, /때문에 \d+점 잃음/],
    ['ru', /, поэтому /, /потеряно \d+ очк/],
    ['es', /, así que /, /\d+ puntos? perdidos? por/],
  ] as const) {
    it(`in ${language}, the same points with no English word or name of the ruleset's left`, () => {
      const said = explanations(states, speechIn(ruleset, language));
      assert.equal(said.length, english.length);
      assert.ok(
        said.some((text) => so.test(text)),
        `no "so" in ${language}`,
      );
      assert.ok(
        said.some((text) => lost.test(text)),
        `no note on points lost in ${language}`,
      );
      // "no" is Spanish as well as English.
      const englishWord =
        language === 'es'
          ? /\b(so|lost|gained|sweetness|height|colour|red|green|yellow|russet|yes|points?|in)\b/
          : /\b(so|no cards|lost because|gained from|sweetness|height|colour|red|green|yellow|russet|yes|no|points?|in)\b/;
      const mixed = said.filter((text) => englishWord.test(text.replace(/"[^"]*"/g, '')));
      assert.deepEqual(mixed.slice(0, 3), []);
      if (process.env['SHOW_SPEECH']) console.log([...new Set(said)].slice(0, 40).join('\n'));
    });
  }
});
