/**
 * What <apples-table> plays with beyond showing a game, imported after the first paint (see
 * `FamilyBinding.play`): the whole trick-taking engine, its card notation, the hands' score sheets.
 */
import { PlayingCards } from '../../src/core/cards/playing.js';
// From the engine's own modules, not its index, which also brings the sampling engine (the search players' need).
import { explainHands, trickPlayingEngine } from '../../src/families/trick/engine/engine.js';
import { parseAction } from '../../src/families/trick/engine/notation.js';
import type { TrickAction, TrickState, TrickView } from '../../src/families/trick/engine/index.js';
import type { TrickRuleset } from '../../src/families/trick/ruleset.js';
import { lineLabel } from '../../src/families/trick/phrases/line-label.js';
import type { FamilyPlay } from '../core/family.js';
import { trickLanguages } from './trick-phrases.js';

const cardsByRuleset = new WeakMap<TrickRuleset, PlayingCards>();
/** The card notation of a ruleset's deck, made once (a save reads it for every action). */
function notationCards(ruleset: TrickRuleset): PlayingCards {
  let cards = cardsByRuleset.get(ruleset);
  if (!cards) cardsByRuleset.set(ruleset, (cards = new PlayingCards(ruleset.deck)));
  return cards;
}

/** The trick-taking family's code that plays. */
export const trickPlay: FamilyPlay<TrickRuleset, TrickState, TrickAction, TrickView> = {
  engine: trickPlayingEngine,
  // Saves written elsewhere name cards in notation ("3D"): read them as `pomona replay` does.
  readAction: (ruleset, json) => parseAction(notationCards(ruleset), json),
  handSheets: (state, language) => {
    const sheets = explainHands(state);
    const phrases = trickLanguages.phrases(language);
    if (!phrases) return sheets;
    // In another language than the engine's, each line is named from what scored.
    const cards = state.t.cards;
    return sheets.map((hand) =>
      hand.map((sheet) => ({ ...sheet, lines: sheet.lines.map((line) => ({ ...line, label: lineLabel(phrases, cards, line) })) })),
    );
  },
};
