/** "How to play" a trick-taking ruleset in the page's language (imported when a person first opens the panel). */
import type { LanguageTag } from '../../src/core/i18n/languages.js';
import type { HowToPlaySection } from '../../src/core/rules/how-to-play.js';
import type { OptionValues } from '../../src/core/rules/ruleset.js';
import { rulesetTexts } from '../../src/core/rules/ruleset-texts.js';
import { trickHowToPlay } from '../../src/families/trick/how-to-play.js';
import { englishTrickPhrases } from '../../src/families/trick/phrases/en.js';
import type { TrickRuleset } from '../../src/families/trick/ruleset.js';
import { trickLanguages } from './trick-phrases.js';

/** The sections in `language` (its sentences are loaded with it), house rules in the ruleset's own words for it. */
export function trickHowToPlayIn(ruleset: TrickRuleset, options: OptionValues, language: LanguageTag): readonly HowToPlaySection[] {
  return trickHowToPlay(ruleset, options, trickLanguages.phrases(language) ?? englishTrickPhrases(), rulesetTexts(ruleset, [language]));
}
