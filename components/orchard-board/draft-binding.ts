/** How <orchard-board> binds the drafting engine (Orchard) and its computer players to the game controllers every element shares. */
// From the engine's own modules, not its index, which also brings the code that plays (draft-play.ts).
import type { DraftingAction, DraftingEvent, DraftingState, DraftingView } from '../../src/families/drafting/engine/types.js';
import { draftingShowingEngine } from '../../src/families/drafting/engine/showing.js';
import type { GameEvent } from '../../src/core/game/game.js';
import { draftingBotNames } from '../../src/families/drafting/bots/names.js';
import type { Ruleset } from '../../src/core/rules/ruleset.js';
import type { DraftingRuleset } from '../../src/families/drafting/ruleset.js';
import { shippedForms } from '../../src/core/rules/generated/shipped-drafting.js';
import type { FamilyBinding } from '../core/family.js';
import { LanguageShelf } from '../core/language/language-shelf.js';
import type { DraftingPhrases } from '../../src/families/drafting/phrases/phrases.js';
import type { GameTypesOf } from '../core/game-types.js';
import type { ExplainSpeech } from '../../src/families/drafting/engine/explain.js';
import type { LanguageTag } from '../../src/core/i18n/languages.js';
import { rulesetTexts } from '../../src/core/rules/ruleset-texts.js';
import { explainWordsOf } from '../../src/core/i18n/explain-words.js';
import { markNotation } from '../core/language/notation-text.js';

/** The drafting family's sentences in each language the page has loaded. */
export const draftLanguages = new LanguageShelf<DraftingPhrases>('drafting');

/**
 * How the board says a batch's derivation in `language`: nothing (the engine's English) for
 * English, until the language's file has arrived, and for rules that do not speak the language,
 * whose derivations stay whole as the engine writes them rather than half in each language.
 */
export function explainSpeech(ruleset: DraftingRuleset, language: LanguageTag): ExplainSpeech | undefined {
  if (language === 'en') return undefined;
  const phrases = draftLanguages.phrases(language);
  const texts = rulesetTexts(ruleset, [language]);
  if (!phrases || texts.language !== language) return undefined;
  return {
    say: explainWordsOf(phrases.words, texts, markNotation),
    naming: texts,
    batch: (name) => texts.batch(name),
    scoreChange: (points, lost, culprits) => phrases.scoreChange(points, lost, culprits),
  };
}

/** The drafting family, bound for the game controllers every element shares. */
export const draftBinding: FamilyBinding<DraftingRuleset, DraftingState, DraftingAction, DraftingView> = {
  family: 'drafting',
  shipped: shippedForms,
  compiler: async () => (await import('../../src/families/drafting/compile.js')).compileDrafting,
  engine: draftingShowingEngine,
  play: async () => (await import('./draft-play.js')).draftPlay,
  defaultRuleset: 'orchard.rules',
  botNames: draftingBotNames,
  defaultBot: 'rules',
  // Each seat's seed is its computer player's already (seats.ts: `botSeed` of the game's seed and the seat, as on every host).
  bots: async () => {
    const { draftingFamily } = await import('../../src/families/drafting/bots/family.js');
    return (name, ruleset, _seat, seed) => (draftingFamily.bots[name] ?? draftingFamily.bots.rules!).create(ruleset, seed);
  },
  howToPlay: async () => (await import('./draft-how-to-play.js')).draftingHowToPlayIn,
  replayUnits: { small: 'phase', large: 'phase', count: (view) => ({ small: view.phasesStarted, large: view.phasesStarted }) },
  accepts: (ruleset: Ruleset): ruleset is DraftingRuleset => ruleset.family === 'drafting',
  actor: (action) => (action.kind === 'place' ? action.player : null),
  // The sentences come after the first paint, with the code that plays (they name cards in the notation's words).
  announce: { load: async () => (await import('./draft-play.js')).announceDraft },
  handEnded(_ruleset, _before, after, events, engine) {
    // Orchard is one long hand: it is scored when the game is over.
    if (!draftEvents(events).some((event) => event.kind === 'game-over')) return null;
    const sheets = engine.explain(after);
    return { sheets, totals: sheets.map((s) => s.total) };
  },
};

/** The game types of this family's element. */
export type DraftingGame = GameTypesOf<typeof draftBinding>;

/** The events of a drafting action (the live game hands every family's events over as GameEvent). */
export function draftEvents(events: readonly GameEvent[]): readonly DraftingEvent[] {
  return events as readonly DraftingEvent[];
}
