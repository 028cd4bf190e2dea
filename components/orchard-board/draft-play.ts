/**
 * What <orchard-board> plays with beyond showing a game, imported after the first paint (see
 * `FamilyBinding.play`): the whole drafting engine, its card notation, the live region's sentences
 * (which name cards in the notation's words) and what each batch says to a chosen card.
 */
// From the engine's own modules, not its index (which also brings the layout scoring of the studio).
import { draftingEngine } from '../../src/families/drafting/engine/engine.js';
import { describeDraftingEvent, parseDraftAction } from '../../src/families/drafting/engine/notation.js';
import type { DraftingAction, DraftingState, DraftingView } from '../../src/families/drafting/engine/types.js';
import type { DraftingRuleset } from '../../src/families/drafting/ruleset.js';
import type { PlayingEngine } from '../../src/core/game/game.js';
import { Random, seedState } from '../../src/core/cards/random.js';
import type { Announce, FamilyPlay } from '../core/family.js';
import { draftEvents, draftLanguages, explainSpeech } from './draft-binding.js';
import { explainBatch } from '../../src/families/drafting/engine/explain.js';
import { cardsIn } from '../../src/families/drafting/engine/reads.js';
import type { LanguageTag } from '../../src/core/i18n/languages.js';
import { rulesetTexts } from '../../src/core/rules/ruleset-texts.js';
import { englishDraftingPhrases } from '../../src/families/drafting/phrases/en.js';
import type { DraftingPhrases } from '../../src/families/drafting/phrases/phrases.js';

/** The drafting family's code that plays. */
export const draftPlay: FamilyPlay<DraftingRuleset, DraftingState, DraftingAction, DraftingView> = {
  engine: draftingEngine,
  // The board's sheets and the batches' answers are worked out from a state; online, from one consistent with the view.
  onlineWorld: (ruleset, view) => draftingEngine.sampleWorld(ruleset, view, new Random(seedState('online view'))),
  // Saves written elsewhere name cards by their attributes: read them as `pomona replay` does.
  readAction: parseDraftAction,
};

/** The drafting family's sentences in `language` (loaded with it), English otherwise. */
function phrasesIn(language: LanguageTag): DraftingPhrases {
  return draftLanguages.phrases(language) ?? englishDraftingPhrases();
}

/** Cards turned up, the placement with its points, the end of the phase or of the game: all from the events, in the listener's language. */
export const announceDraft: Announce<DraftingRuleset, DraftingState, DraftingAction> = (
  ruleset,
  _before,
  _after,
  _action,
  names,
  events,
  listener,
) => {
  const naming = { names, you: listener.you, texts: rulesetTexts(ruleset, [listener.language]) };
  const phrases = phrasesIn(listener.language);
  return draftEvents(events)
    .map((event) => describeDraftingEvent(ruleset, event, naming, phrases))
    .join(' ');
};

/** What placing a card in one batch would do, all from the engine: allowed, or its refusal; the points it adds. */
export interface BatchChoice {
  readonly batch: number;
  readonly allowed: boolean;
  /** Why the engine refuses, in words: the batch's rule said in English ('' when allowed). */
  readonly why: string;
  /** The engine's refusal with the rule as written (shown on demand). */
  readonly written: string;
  /** Change of the player's total if placed here. */
  readonly gain: number;
  /** The batch's points and derivation after the placement. */
  readonly points: number;
  readonly explanation: string;
}

/** For card `card` of the centre, what each of `player`'s batches would say to it (the points from the placement's event), in `language`. */
export function batchChoices(
  engine: PlayingEngine<DraftingRuleset, DraftingState, DraftingAction, DraftingView>,
  state: DraftingState,
  player: number,
  card: number,
  language: LanguageTag,
): BatchChoice[] {
  const legal = engine.legalActions(state, player);
  const speech = explainSpeech(state.table.ruleset, language);
  return state.table.batches.map((_, batch) => {
    const applied = engine.apply(state, { kind: 'place', player, card, batch });
    if (!applied.ok)
      return {
        batch,
        allowed: false,
        why: refusalWords(state, batch, applied.error.code, language),
        written: applied.error.message,
        gain: 0,
        points: 0,
        explanation: '',
      };
    const placed = draftEvents(applied.events).find((event) => event.kind === 'placed');
    const line = explainBatch(applied.state.table, cardsIn(applied.state.orchards, player), batch, speech);
    const allowed = legal.some((a) => a.kind === 'place' && a.card === card && a.batch === batch);
    return {
      batch,
      allowed,
      why: '',
      written: '',
      gain: placed?.points ?? 0,
      points: line.value,
      explanation: line.text,
    };
  });
}

/**
 * The refusal of batch `batch` in words, in `language`: full, or what the batch asks of its cards
 * (its description in the ruleset's words for the language, else its placing rules).
 */
function refusalWords(state: DraftingState, batch: number, code: string, language: LanguageTag): string {
  const rules = state.table.batches[batch];
  if (!rules) return '';
  const phrases = phrasesIn(language);
  const texts = rulesetTexts(state.table.ruleset, [language]);
  const name = texts.batch(rules.name);
  if (code === 'batch-full') return phrases.batchFull(name, rules.capacity ?? 0);
  const translated = texts.language === language && language !== 'en' && rules.description !== '';
  return phrases.batchNeeds(
    name,
    translated ? texts.describe(rules.name, rules.description) : rules.allow.map((a) => phrases.rule(a)).join('; '),
  );
}
