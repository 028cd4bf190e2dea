/**
 * A family's "How to play" in the page's language: its sentences in that language once they are
 * loaded (until then the family's default, English), and the ruleset's own texts in its words for
 * the language. Imported with a family's "How to play", when a person first opens the panel.
 */
import type { LanguageTag } from '../../../src/core/i18n/languages.js';
import type { HowToPlaySection } from '../../../src/core/rules/how-to-play.js';
import type { OptionValues, Ruleset } from '../../../src/core/rules/ruleset.js';
import { rulesetTexts, type RulesetTexts } from '../../../src/core/rules/ruleset-texts.js';
import type { LanguageShelf } from './language-shelf.js';

/** `write` (a family's how-to-play.ts) said in a language, with the sentences `shelf` has loaded. */
export function howToPlayIn<R extends Ruleset, P>(
  write: (ruleset: R, options: OptionValues, phrases?: P, texts?: RulesetTexts) => readonly HowToPlaySection[],
  shelf: LanguageShelf<P>,
): (ruleset: R, options: OptionValues, language: LanguageTag) => readonly HowToPlaySection[] {
  return (ruleset, options, language) => write(ruleset, options, shelf.phrases(language) ?? undefined, rulesetTexts(ruleset, [language]));
}
