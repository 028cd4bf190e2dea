/** "How to play" a drafting ruleset in the page's language (imported when a person first opens the panel). */
import type { LanguageTag } from '../../src/core/i18n/languages.js';
import type { HowToPlaySection } from '../../src/core/rules/how-to-play.js';
import type { OptionValues } from '../../src/core/rules/ruleset.js';
import { rulesetTexts } from '../../src/core/rules/ruleset-texts.js';
import { draftingHowToPlay } from '../../src/families/drafting/how-to-play.js';
import { englishDraftingPhrases } from '../../src/families/drafting/phrases/en.js';
import type { DraftingRuleset } from '../../src/families/drafting/ruleset.js';
import { draftLanguages } from './draft-binding.js';

/** The sections in `language` (its sentences are loaded with it), the ruleset's own texts in its words for it. */
export function draftingHowToPlayIn(ruleset: DraftingRuleset, options: OptionValues, language: LanguageTag): readonly HowToPlaySection[] {
  return draftingHowToPlay(
    ruleset,
    options,
    draftLanguages.phrases(language) ?? englishDraftingPhrases(),
    rulesetTexts(ruleset, [language]),
  );
}
