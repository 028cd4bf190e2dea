/** "How to play" a judging ruleset in the page's language (imported when a person first opens the panel). */
import type { LanguageTag } from '../../src/core/i18n/languages.js';
import type { HowToPlaySection } from '../../src/core/rules/how-to-play.js';
import type { OptionValues } from '../../src/core/rules/ruleset.js';
import { rulesetTexts } from '../../src/core/rules/ruleset-texts.js';
import { judgingHowToPlay } from '../../src/families/judging/how-to-play.js';
import { englishJudgingPhrases } from '../../src/families/judging/phrases/en.js';
import type { JudgingRuleset } from '../../src/families/judging/ruleset.js';
import { judgingLanguages } from './judging-binding.js';

/** The sections in `language` (its sentences are loaded with it), house rules in the ruleset's own words for it. */
export function judgingHowToPlayIn(ruleset: JudgingRuleset, options: OptionValues, language: LanguageTag): readonly HowToPlaySection[] {
  return judgingHowToPlay(
    ruleset,
    options,
    judgingLanguages.phrases(language) ?? englishJudgingPhrases(),
    rulesetTexts(ruleset, [language]),
  );
}
